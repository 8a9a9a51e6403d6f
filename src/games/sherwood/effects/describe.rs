//! Changes in words, as the log and the confirm step tell them.

use super::name;
use crate::engine::words::{Join, Words};
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

fn location_words(l: &Location) -> Words {
    match l {
        Location::Enterprise => crate::words!("swr-at-enterprise"),
        Location::Space(s) => Words::text(s.to_string()),
        Location::OffMap => crate::words!("swr-at-off-map"),
        Location::Unseen => crate::words!("swr-at-unknown-prison"),
    }
}

impl Change {
    /// The change in words, for the log and the screen.
    pub fn describe(&self, data: &SherwoodData) -> Words {
        use crate::words;
        let n = |id: &str| name(data, id);
        match self {
            Change::Track { track, delta } => words!(
                "swr-change-track",
                track = track.label(),
                change = crate::engine::modifier::signed(*delta)
            ),
            Change::Injure { person } => words!("swr-change-injure", person = n(person)),
            Change::Heal { person } => words!("swr-change-heal", person = n(person)),
            Change::Capture {
                person,
                prison: Some(p),
            } => words!(
                "swr-change-capture-at",
                person = n(person),
                prison = p.to_string()
            ),
            Change::Capture { person, .. } => words!("swr-change-capture", person = n(person)),
            Change::Free { person } => words!("swr-change-free", person = n(person)),
            Change::FreeAllAt { space } => words!("swr-change-free-all", space = space.to_string()),
            Change::Recruit { person } => words!("swr-change-recruit", person = n(person)),
            Change::Leave { person } => words!("swr-change-leave", person = n(person)),
            Change::Move { person, to } => words!(
                "swr-change-move",
                person = n(person),
                to = location_words(to),
                kind = location_kind(to)
            ),
            Change::Horse { person, has: true } => words!("swr-change-horse", person = n(person)),
            Change::Horse { person, .. } => words!("swr-change-no-horse", person = n(person)),
            Change::Sanctuary {
                person,
                granted: true,
                until_turn: Some(turn),
            } => words!(
                "swr-change-sanctuary-until",
                person = n(person),
                turn = *turn
            ),
            Change::Sanctuary {
                person,
                granted: true,
                ..
            } => words!("swr-change-sanctuary", person = n(person)),
            Change::Sanctuary { person, .. } => {
                words!("swr-change-leave-sanctuary", person = n(person))
            }
            Change::MoveSquad { squad, to } => words!(
                "swr-change-move-squad",
                squad = squad.to_string(),
                to = location_words(to),
                kind = location_kind(to)
            ),
            Change::RecruitSquad { squad } => {
                words!("swr-change-recruit-squad", squad = squad.to_string())
            }
            Change::Orders { orders } => words!("swr-change-orders", orders = orders.label()),
            Change::Fealty { town, fealty } => {
                let fealty = match fealty {
                    Fealty::Unsworn => words!("swr-fealty-unsworn"),
                    Fealty::Sworn => words!("swr-fealty-sworn"),
                    Fealty::OpenRebellion => words!("swr-fealty-open-rebellion"),
                };
                words!(
                    "swr-change-fealty",
                    town = town.to_string(),
                    fealty = fealty
                )
            }
            Change::SetAside { person } => words!("swr-change-set-aside", person = n(person)),
            Change::FreeSupply { space } => {
                words!("swr-change-free-supply", space = space.to_string())
            }
            Change::Release { person } => words!("swr-change-release", person = n(person)),
            Change::Identify { space, person } => words!(
                "swr-change-identify",
                space = space.to_string(),
                person = n(person)
            ),
            Change::PlaceNeutral { person, space } => words!(
                "swr-change-place-neutral",
                person = n(person),
                space = space.to_string()
            ),
            Change::RecordPrisoners {
                space,
                archon,
                neutral,
                unknown,
            } => words!(
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
    Imprisoned(Words),
    Injured,
    Healed,
    Horse,
    NoHorse,
    SanctuaryUntil(u32),
    Sanctuary,
    At(Words, &'static str),
}

impl Together {
    /// `who`: the names joined; `n`: how many.
    fn words(&self, who: Words, n: usize) -> Words {
        use crate::words;
        match self {
            Together::Imprisoned(at) => {
                words!("swr-all-imprisoned", who = who, n = n, place = at)
            }
            Together::Injured => words!("swr-all-injured", who = who, n = n),
            Together::Healed => words!("swr-all-healed", who = who, n = n),
            Together::Horse => words!("swr-all-horse", who = who, n = n),
            Together::NoHorse => words!("swr-all-no-horse", who = who, n = n),
            Together::SanctuaryUntil(turn) => {
                words!("swr-all-sanctuary-until", who = who, n = n, turn = *turn)
            }
            Together::Sanctuary => words!("swr-all-sanctuary", who = who, n = n),
            Together::At(place, kind) => {
                words!("swr-all-at", who = who, n = n, place = place, kind = *kind)
            }
        }
    }
}

/// Changes just made, in sentences a player would write: people who had the same thing
/// happen to them are named together ("Kirk and Spock are imprisoned at Trott."), and a
/// capture says where, from the state after it (`s`).
pub fn describe_all(data: &SherwoodData, s: &SherwoodState, changes: &[Change]) -> Words {
    let mut groups: Vec<(Together, Vec<String>)> = Vec::new();
    let mut others: Vec<Words> = Vec::new();
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
            other => others.push(crate::words!(
                "swr-code-sentence",
                text = other.describe(data).sentence()
            )),
        }
    }
    let mut out: Vec<Words> = groups
        .into_iter()
        .map(|(what, who)| {
            let n = who.len();
            what.words(Words::and_list(who), n)
        })
        .collect();
    out.extend(others);
    Words::list(out, Join::Space)
}
