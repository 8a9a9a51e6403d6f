//! The player's words for the game's people and what waits: names, and how a script line
//! settles a task.

use crate::games::sherwood::effects::{Pick, PickChange};
use crate::games::sherwood::pending::Task;
use crate::games::sherwood::persons::Stat;
use crate::games::sherwood::state::Colour;
use crate::games::sherwood::{PersonId, SherwoodData};
use crate::t;

pub fn stat_word(stat: Stat) -> &'static str {
    match stat {
        Stat::Persuasiveness => "persuasiveness",
        Stat::Raid => "raid",
        Stat::Donations => "donations",
    }
}

pub fn person_name(data: &SherwoodData, id: &str) -> String {
    data.roster
        .get(id)
        .map_or_else(|| id.to_string(), |p| p.name.clone())
}

/// "Captain James T. Kirk (kirk), Lt. Commander Spock (spock)".
fn named_ids(data: &SherwoodData, ids: &[PersonId]) -> String {
    ids.iter()
        .map(|id| format!("{} ({id})", person_name(data, id)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// How to settle a waiting task, in words, naming the keys a script line gives.
pub fn how(data: &SherwoodData, task: &Task) -> String {
    match task {
        Task::Confirm { suggestion } => {
            let mut text = match &suggestion.pick {
                None => t!("cli-sw-how-confirm"),
                Some(Pick::Persons {
                    count,
                    from,
                    change,
                }) => {
                    let count = (*count).min(from.len());
                    let who = match change {
                        PickChange::KeepFree => t!("cli-sw-who-keep-free", count = count),
                        PickChange::Injure => t!("cli-sw-who-injured", count = count),
                        PickChange::Heal => t!("cli-sw-who-healed", count = count),
                        PickChange::Capture => t!("cli-sw-who-captured", count = count),
                        PickChange::Recruit => t!("cli-sw-who-joins", count = count),
                        PickChange::Free => t!("cli-sw-who-goes-free", count = count),
                    };
                    t!(
                        "cli-sw-how-persons",
                        who = who,
                        persons = named_ids(data, from)
                    )
                }
                Some(Pick::Squad { from, to }) => t!(
                    "cli-sw-how-squad",
                    to = to.to_string(),
                    squads = joined(from)
                ),
                Some(Pick::SquadDestination { squad }) => {
                    t!("cli-sw-how-squad-to", squad = squad.to_string())
                }
                Some(Pick::Destination { group }) => t!(
                    "cli-sw-how-destination",
                    persons = group
                        .iter()
                        .map(|id| person_name(data, id))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                Some(Pick::FreeOne { known, unseen, .. }) => {
                    let mut all = known.clone();
                    all.extend(unseen.iter().cloned());
                    t!("cli-sw-how-free-one", persons = named_ids(data, &all))
                }
                Some(Pick::Legend { symbol }) => {
                    t!("cli-sw-how-legend", symbol = symbol.to_string())
                }
                Some(Pick::Identify {
                    slots,
                    archon,
                    neutral,
                    ..
                }) => {
                    let colours: Vec<String> = slots
                        .iter()
                        .map(|c| {
                            c.map_or_else(|| t!("cli-sw-not-looked-at"), |c| c.label().to_string())
                        })
                        .collect();
                    let may_be = |c: Colour| slots.iter().any(|x| x.is_none_or(|x| x == c));
                    let mut text = t!("cli-sw-how-identify", colours = colours.join(", "));
                    if may_be(Colour::Archon) {
                        text.push_str(&t!("cli-sw-how-archon", persons = named_ids(data, archon)));
                    }
                    if may_be(Colour::Neutral) {
                        text.push_str(&t!(
                            "cli-sw-how-neutrals",
                            persons = named_ids(data, neutral)
                        ));
                    }
                    text
                }
            };
            if let Some(prisons) = &suggestion.prison {
                text.push_str(&t!("cli-sw-how-prison", places = joined(prisons)));
            }
            text
        }
        Task::Flee {
            may_seek_sanctuary: true,
            ..
        } => t!("cli-sw-how-flee-sanctuary"),
        Task::Flee { .. } => t!("cli-sw-how-flee"),
        Task::Roll { roll } => t!(
            "cli-sw-how-roll",
            table = roll.table.id(),
            row = roll.cell.row.to_string(),
            column = roll.cell.column.to_string()
        ),
        Task::RaidAgain { .. } => t!("cli-sw-how-raid-again"),
        Task::GoldDie { .. } => t!("cli-sw-how-gold-die"),
    }
}

pub fn task_kind(task: &Task) -> &'static str {
    match task {
        Task::Confirm { .. } => "confirm",
        Task::Flee { .. } => "flee",
        Task::Roll { .. } => "roll",
        Task::RaidAgain { .. } => "raid-again",
        Task::GoldDie { .. } => "gold-die",
    }
}

/// Places or squads as the player reads them: "Trott, Winklesea".
fn joined(ids: &[impl AsRef<str>]) -> String {
    ids.iter().map(AsRef::as_ref).collect::<Vec<_>>().join(", ")
}
