//! Naming a place: a space of the map, one named in play, or a new place made from a kind
//! of space the map leaves unnamed (forests, roads, bridges and fords). Actions and
//! corrections both name places this way.

use super::data::SherwoodData;
use super::refusal::Refusal;
use super::space_id::SpaceId;
use super::spaces::SpaceKind;
use super::state::SherwoodState;

/// The space a name stands for: a place of the map, one named in play, the one place of a
/// kind only one place has (the Royal Palace), or, for a kind of space the app has no names
/// for (forest, road, bridge or ford), a new place named after it ("Forest 2").
pub fn place(data: &SherwoodData, s: &mut SherwoodState, text: &str) -> Result<SpaceId, Refusal> {
    let t = text.trim();
    if let Some(sp) = data.spaces.find(t) {
        return Ok(SpaceId::new(&sp.name));
    }
    if let Some(p) = s.places.iter().find(|p| p.name == t) {
        return Ok(p.name.clone());
    }
    let Some(kind) = SpaceKind::from_word(t) else {
        return Err(Refusal::NoSuchSpace(t.to_string()));
    };
    let named: Vec<&String> = data
        .spaces
        .spaces
        .iter()
        .filter(|x| x.kind == kind)
        .map(|x| &x.name)
        .collect();
    match kind {
        SpaceKind::Forest | SpaceKind::Road | SpaceKind::BridgeFord | SpaceKind::Other => {
            let mut label = kind.label().to_string();
            if let Some(first) = label.get(..1) {
                label = first.to_uppercase() + label.get(1..).unwrap_or_default();
            }
            let n = (1..)
                .find(|n| {
                    let candidate = format!("{label} {n}");
                    s.space_kind(data, &candidate).is_none()
                })
                .unwrap_or(1);
            let name = SpaceId::new(format!("{label} {n}"));
            s.places.push(super::state::Place {
                name: name.clone(),
                kind,
            });
            Ok(name)
        }
        _ => match named.as_slice() {
            [only] => Ok(SpaceId::new(*only)),
            _ => Err(Refusal::NameThePlace(kind.label().to_string())),
        },
    }
}
