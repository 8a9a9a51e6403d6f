//! Changes in words, as the log and the confirm step tell them.

use super::name;
use crate::games::sherwood::change::Change;
use crate::games::sherwood::data::SherwoodData;
use crate::games::sherwood::state::{Fealty, Location, SherwoodState};

fn location_words(l: &Location) -> String {
    match l {
        Location::Enterprise => "the Enterprise".into(),
        Location::Space(s) => s.to_string(),
        Location::OffMap => "off the map".into(),
        Location::Unseen => "an unknown prison".into(),
    }
}

impl Change {
    /// The change in words, for the log and the screen.
    pub fn describe(&self, data: &SherwoodData) -> String {
        let n = |id: &str| name(data, id);
        match self {
            Change::Track { track, delta } => {
                format!(
                    "{} {}",
                    track.label(),
                    crate::engine::modifier::signed(*delta)
                )
            }
            Change::Injure { person } => format!("{} is injured", n(person)),
            Change::Heal { person } => format!("{} is healed", n(person)),
            Change::Capture {
                person,
                prison: Some(p),
            } => format!("{} is imprisoned at {p}", n(person)),
            Change::Capture { person, .. } => format!("{} is imprisoned where they are", n(person)),
            Change::Free { person } => format!("{} goes free and joins you", n(person)),
            Change::FreeAllAt { space } => format!("the prisoners at {space} go free"),
            Change::Recruit { person } => format!("{} joins you", n(person)),
            Change::Leave { person } => format!("{} leaves your cause", n(person)),
            Change::Move { person, to } => format!("{} to {}", n(person), location_words(to)),
            Change::Horse { person, has: true } => format!("{} has a horse", n(person)),
            Change::Horse { person, .. } => format!("{} has no horse", n(person)),
            Change::Sanctuary {
                person,
                granted: true,
                until_turn: Some(t),
            } => format!("{} in sanctuary until the end of turn {t}", n(person)),
            Change::Sanctuary {
                person,
                granted: true,
                ..
            } => format!("{} in sanctuary", n(person)),
            Change::Sanctuary { person, .. } => format!("{} leaves sanctuary", n(person)),
            Change::MoveSquad { squad, to } => {
                format!("the {squad} squad to {}", location_words(to))
            }
            Change::RecruitSquad { squad } => format!("the {squad} squad joins you"),
            Change::Orders { orders } => format!("Royal Orders: {}", orders.label()),
            Change::Fealty { town, fealty } => format!(
                "{town}: {}",
                match fealty {
                    Fealty::Unsworn => "not sworn",
                    Fealty::Sworn => "sworn to the King",
                    Fealty::OpenRebellion => "in open rebellion",
                }
            ),
            Change::SetAside { person } => format!("{} leaves the map", n(person)),
            Change::FreeSupply { space } => format!("no supply due at {space} this turn"),
            Change::Release { person } => {
                format!("{} frees the prisoners of their place", n(person))
            }
            Change::Identify { space, person } => {
                format!("the prisoner at {space} is {}", n(person))
            }
            Change::PlaceNeutral { person, space } => {
                format!("{} stands at {space} (placed at setup)", n(person))
            }
            Change::RecordPrisoners {
                space,
                archon,
                neutral,
                unknown,
            } => format!(
                "prisoners at {space}: {archon} Archon, {neutral} Neutral, {unknown} not looked at"
            ),
        }
    }
}

/// Changes just made, in sentences a player would write: people who had the same thing
/// happen to them are named together ("Kirk and Spock are imprisoned at Trott."), and a
/// capture says where, from the state after it (`s`).
pub fn describe_all(data: &SherwoodData, s: &SherwoodState, changes: &[Change]) -> String {
    use crate::games::sherwood::words::join_and;
    let mut groups: Vec<(String, Vec<String>, &'static str, &'static str)> = Vec::new();
    let mut others: Vec<String> = Vec::new();
    let mut add = |key: String, who: String, one: &'static str, many: &'static str| match groups
        .iter_mut()
        .find(|g| g.0 == key)
    {
        Some(g) => g.1.push(who),
        None => groups.push((key, vec![who], one, many)),
    };
    for c in changes {
        match c {
            Change::Capture { person, .. } => {
                let at = s
                    .person(person)
                    .map(|p| location_words(&p.location))
                    .unwrap_or_default();
                add(
                    format!("imprisoned at {at}"),
                    name(data, person),
                    "is",
                    "are",
                );
            }
            Change::Injure { person } => add("injured".into(), name(data, person), "is", "are"),
            Change::Heal { person } => add("healed".into(), name(data, person), "is", "are"),
            Change::Horse { person, has: true } => {
                add("a horse".into(), name(data, person), "has", "each have")
            }
            Change::Horse { person, .. } => {
                add("no horse now".into(), name(data, person), "has", "have")
            }
            Change::Sanctuary {
                person,
                granted: true,
                until_turn: Some(t),
            } => add(
                format!("in sanctuary until the end of turn {t}"),
                name(data, person),
                "is",
                "are",
            ),
            Change::Sanctuary {
                person,
                granted: true,
                ..
            } => add("in sanctuary".into(), name(data, person), "is", "are"),
            Change::Move { person, to } => add(
                format!("at {}", location_words(to)),
                name(data, person),
                "is now",
                "are now",
            ),
            other => {
                let mut t = other.describe(data);
                if let Some(first) = t.get(..1) {
                    t = first.to_uppercase() + t.get(1..).unwrap_or_default();
                }
                others.push(format!("{t}."));
            }
        }
    }
    let mut out: Vec<String> = groups
        .into_iter()
        .map(|(what, who, one, many)| {
            let verb = if who.len() == 1 { one } else { many };
            format!("{} {verb} {what}.", join_and(&who))
        })
        .collect();
    out.extend(others);
    out.join(" ")
}
