//! The player's words for the game's people and what waits: names, and how a script line
//! settles a task.

use crate::games::sherwood::effects::{Pick, PickChange};
use crate::games::sherwood::pending::Task;
use crate::games::sherwood::persons::Stat;
use crate::games::sherwood::state::Colour;
use crate::games::sherwood::{PersonId, SherwoodData};

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
                None => "resolve applies it; dismiss leaves it undone".to_string(),
                Some(Pick::Persons {
                    count,
                    from,
                    change,
                }) => {
                    let n = (*count).min(from.len());
                    let (the, are) = if n == 1 {
                        ("the one".to_string(), "is")
                    } else {
                        (format!("the {n}"), "are")
                    };
                    let what = match change {
                        PickChange::KeepFree => format!("stay{}", if n == 1 { "s" } else { "" }),
                        PickChange::Injure => format!("{are} injured"),
                        PickChange::Heal => format!("{are} healed"),
                        PickChange::Capture => format!("{are} captured"),
                        PickChange::Recruit => format!("join{} you", if n == 1 { "s" } else { "" }),
                        PickChange::Free => format!("go{} free", if n == 1 { "es" } else { "" }),
                    };
                    let who = if change == &PickChange::KeepFree {
                        format!("{the} who {what} free")
                    } else {
                        format!("{the} who {what}")
                    };
                    format!(
                        "resolve with \"choice\": {{\"persons\": [...]}}, {who}, of {}",
                        named_ids(data, from)
                    )
                }
                Some(Pick::Squad { from, to }) => format!(
                    "resolve with \"choice\": {{\"squad\": ...}}, the squad that goes to {to}: one of {}",
                    joined(from)
                ),
                Some(Pick::SquadDestination { squad }) => format!(
                    "resolve with \"choice\": {{\"to\": ...}}, where the {squad} squad ends (a place's name, or forest, road, bridge or ford)"
                ),
                Some(Pick::Destination { group }) => format!(
                    "resolve with \"choice\": {{\"to\": ...}}, where {} go (a place's name, or forest, road, bridge or ford)",
                    group
                        .iter()
                        .map(|id| person_name(data, id))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                Some(Pick::FreeOne { known, unseen, .. }) => {
                    let mut all = known.clone();
                    all.extend(unseen.iter().cloned());
                    format!(
                        "resolve with \"choice\": {{\"persons\": [...]}}, the one counter you drew: one of {}",
                        named_ids(data, &all)
                    )
                }
                Some(Pick::Legend { symbol }) => format!(
                    "resolve with \"choice\": {{\"tracks\": [[\"warchest\", 2], ...]}}, what \u{201c}{symbol}\u{201d} does to the tracks by your chart's legend (warchest +1 to +4 or \u{2212}1, \u{2212}2; royal-morale or witchcraft +1 or \u{2212}1; none: [])"
                ),
                Some(Pick::Identify {
                    slots,
                    archon,
                    neutral,
                    ..
                }) => {
                    let colours: Vec<&str> = slots
                        .iter()
                        .map(|c| c.map_or("not looked at", Colour::label))
                        .collect();
                    let may_be = |c: Colour| slots.iter().any(|x| x.is_none_or(|x| x == c));
                    let mut text = format!(
                        "resolve with \"choice\": {{\"persons\": [...]}}, one name for each counter in order ({})",
                        colours.join(", ")
                    );
                    if may_be(Colour::Archon) {
                        text.push_str(&format!("; Archon crew: {}", named_ids(data, archon)));
                    }
                    if may_be(Colour::Neutral) {
                        text.push_str(&format!("; Neutrals: {}", named_ids(data, neutral)));
                    }
                    text
                }
            };
            if let Some(prisons) = &suggestion.prison {
                text.push_str(&format!(
                    "; add \"prison\": the town or castle nearest to them, one of {}",
                    joined(prisons)
                ));
            }
            text
        }
        Task::Flee {
            may_seek_sanctuary: true,
            ..
        } => "flee with \"to\": a neighbouring space (a place's name, or forest, road, bridge or ford); or seek-sanctuary first with \"requester\": one of those who flee".into(),
        Task::Flee { .. } => {
            "flee with \"to\": a neighbouring space (a place's name, or forest, road, bridge or ford)"
                .into()
        }
        Task::Roll { roll } => format!(
            "record the cell with: pnp-companion sherwood set-cell {} \"{}\" \"{}\" CODE, and run the script again: the roll then resolves when it is made, and a resolve-roll line after it has nothing left to do; or dismiss it with \"kind\": \"roll\" to go on without it (on a rerun that line is refused rather than skip what the result leaves)",
            roll.table.id(),
            roll.cell.row,
            roll.cell.column
        ),
        Task::RaidAgain { .. } => "raid-again rolls it; dismiss leaves it".into(),
        Task::GoldDie { .. } => "roll-gold rolls it (your die in \"dice\" in physical play)".into(),
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
