//! Changes in words, as the log and the confirm step tell them.

use super::name;
use crate::games::sherwood::change::Change;
use crate::games::sherwood::data::SherwoodData;
use crate::games::sherwood::state::{Fealty, Location, SherwoodState};

/// What kind of place a location is, for the catalogue's prepositions.
fn location_kind(l: &Location) -> &'static str {
    match l {
        Location::Enterprise => "enterprise",
        Location::Space(_) => "space",
        Location::OffMap => "off-map",
        Location::Unseen => "unseen",
    }
}

fn location_words(l: &Location) -> String {
    match l {
        Location::Enterprise => crate::t!("swr-at-enterprise"),
        Location::Space(s) => s.to_string(),
        Location::OffMap => crate::t!("swr-at-off-map"),
        Location::Unseen => crate::t!("swr-at-unknown-prison"),
    }
}

impl Change {
    /// The change in words, for the log and the screen.
    pub fn describe(&self, data: &SherwoodData) -> String {
        use crate::t;
        let n = |id: &str| name(data, id);
        match self {
            Change::Track { track, delta } => t!(
                "swr-change-track",
                track = track.label(),
                change = crate::engine::modifier::signed(*delta)
            ),
            Change::Injure { person } => t!("swr-change-injure", person = n(person)),
            Change::Heal { person } => t!("swr-change-heal", person = n(person)),
            Change::Capture {
                person,
                prison: Some(p),
            } => t!(
                "swr-change-capture-at",
                person = n(person),
                prison = p.to_string()
            ),
            Change::Capture { person, .. } => t!("swr-change-capture", person = n(person)),
            Change::Free { person } => t!("swr-change-free", person = n(person)),
            Change::FreeAllAt { space } => t!("swr-change-free-all", space = space.to_string()),
            Change::Recruit { person } => t!("swr-change-recruit", person = n(person)),
            Change::Leave { person } => t!("swr-change-leave", person = n(person)),
            Change::Move { person, to } => t!(
                "swr-change-move",
                person = n(person),
                to = location_words(to),
                kind = location_kind(to)
            ),
            Change::Horse { person, has: true } => t!("swr-change-horse", person = n(person)),
            Change::Horse { person, .. } => t!("swr-change-no-horse", person = n(person)),
            Change::Sanctuary {
                person,
                granted: true,
                until_turn: Some(turn),
            } => t!(
                "swr-change-sanctuary-until",
                person = n(person),
                turn = *turn
            ),
            Change::Sanctuary {
                person,
                granted: true,
                ..
            } => t!("swr-change-sanctuary", person = n(person)),
            Change::Sanctuary { person, .. } => {
                t!("swr-change-leave-sanctuary", person = n(person))
            }
            Change::MoveSquad { squad, to } => t!(
                "swr-change-move-squad",
                squad = squad.to_string(),
                to = location_words(to),
                kind = location_kind(to)
            ),
            Change::RecruitSquad { squad } => {
                t!("swr-change-recruit-squad", squad = squad.to_string())
            }
            Change::Orders { orders } => t!("swr-change-orders", orders = orders.label()),
            Change::Fealty { town, fealty } => {
                let fealty = match fealty {
                    Fealty::Unsworn => t!("swr-fealty-unsworn"),
                    Fealty::Sworn => t!("swr-fealty-sworn"),
                    Fealty::OpenRebellion => t!("swr-fealty-open-rebellion"),
                };
                t!(
                    "swr-change-fealty",
                    town = town.to_string(),
                    fealty = fealty
                )
            }
            Change::SetAside { person } => t!("swr-change-set-aside", person = n(person)),
            Change::FreeSupply { space } => {
                t!("swr-change-free-supply", space = space.to_string())
            }
            Change::Release { person } => t!("swr-change-release", person = n(person)),
            Change::Identify { space, person } => t!(
                "swr-change-identify",
                space = space.to_string(),
                person = n(person)
            ),
            Change::PlaceNeutral { person, space } => t!(
                "swr-change-place-neutral",
                person = n(person),
                space = space.to_string()
            ),
            Change::RecordPrisoners {
                space,
                archon,
                neutral,
                unknown,
            } => t!(
                "swr-change-record-prisoners",
                space = space.to_string(),
                archon = *archon,
                neutral = *neutral,
                unknown = *unknown
            ),
        }
    }
}

/// What happened to a group of people named together.
#[derive(PartialEq)]
enum Together {
    Imprisoned(String),
    Injured,
    Healed,
    Horse,
    NoHorse,
    SanctuaryUntil(u32),
    Sanctuary,
    At(String, &'static str),
}

impl Together {
    /// `who`: the names joined; `n`: how many.
    fn words(&self, who: String, n: usize) -> String {
        use crate::t;
        match self {
            Together::Imprisoned(at) => {
                t!("swr-all-imprisoned", who = who, n = n, place = at.as_str())
            }
            Together::Injured => t!("swr-all-injured", who = who, n = n),
            Together::Healed => t!("swr-all-healed", who = who, n = n),
            Together::Horse => t!("swr-all-horse", who = who, n = n),
            Together::NoHorse => t!("swr-all-no-horse", who = who, n = n),
            Together::SanctuaryUntil(turn) => {
                t!("swr-all-sanctuary-until", who = who, n = n, turn = *turn)
            }
            Together::Sanctuary => t!("swr-all-sanctuary", who = who, n = n),
            Together::At(place, kind) => t!(
                "swr-all-at",
                who = who,
                n = n,
                place = place.as_str(),
                kind = *kind
            ),
        }
    }
}

/// Changes just made, in sentences a player would write: people who had the same thing
/// happen to them are named together ("Kirk and Spock are imprisoned at Trott."), and a
/// capture says where, from the state after it (`s`).
pub fn describe_all(data: &SherwoodData, s: &SherwoodState, changes: &[Change]) -> String {
    use crate::games::sherwood::words::join_and;
    let mut groups: Vec<(Together, Vec<String>)> = Vec::new();
    let mut others: Vec<String> = Vec::new();
    let mut add = |what: Together, who: String| match groups.iter_mut().find(|g| g.0 == what) {
        Some(g) => g.1.push(who),
        None => groups.push((what, vec![who])),
    };
    for c in changes {
        match c {
            Change::Capture { person, .. } => {
                let at = s
                    .person(person)
                    .map(|p| location_words(&p.location))
                    .unwrap_or_default();
                add(Together::Imprisoned(at), name(data, person));
            }
            Change::Injure { person } => add(Together::Injured, name(data, person)),
            Change::Heal { person } => add(Together::Healed, name(data, person)),
            Change::Horse { person, has: true } => add(Together::Horse, name(data, person)),
            Change::Horse { person, .. } => add(Together::NoHorse, name(data, person)),
            Change::Sanctuary {
                person,
                granted: true,
                until_turn: Some(t),
            } => add(Together::SanctuaryUntil(*t), name(data, person)),
            Change::Sanctuary {
                person,
                granted: true,
                ..
            } => add(Together::Sanctuary, name(data, person)),
            Change::Move { person, to } => add(
                Together::At(location_words(to), location_kind(to)),
                name(data, person),
            ),
            other => {
                let mut t = other.describe(data);
                if let Some(first) = t.chars().next() {
                    t = first.to_uppercase().collect::<String>()
                        + t.get(first.len_utf8()..).unwrap_or_default();
                }
                others.push(crate::t!("swr-code-sentence", text = t));
            }
        }
    }
    let mut out: Vec<String> = groups
        .into_iter()
        .map(|(what, who)| what.words(join_and(&who), who.len()))
        .collect();
    out.extend(others);
    out.join(" ")
}
