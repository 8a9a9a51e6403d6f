//! Settling what a result left, in order: flight (with sanctuary first where allowed), the
//! roll that waited for a chart cell, paragraph 150's second raid roll, a die of gold, and
//! the suggestions the player confirms or skips.

use super::{Done, Outcome, RollRequest, SherwoodError, name, place, push_tasks, situation_for};
use crate::engine::dice::DieInput;
use crate::games::sherwood::data::SherwoodData;
use crate::games::sherwood::effects::{Change, Choice, Pick, apply_change, changes_for};
use crate::games::sherwood::pending::{PendingRoll, Task};
use crate::games::sherwood::person_id::PersonId;
use crate::games::sherwood::prepare::{Preparation, phasers_note, prepare};
use crate::games::sherwood::refusal::Refusal;
use crate::games::sherwood::results::{self, Context};
use crate::games::sherwood::roll::{Resolved, RollOutcome, resolve_cell, roll};
use crate::games::sherwood::space_id::SpaceId;
use crate::games::sherwood::state::SherwoodState;
use crate::games::sherwood::tables::TableId;

/// Who flees from a space: all your people there (8.8), those who moved in this turn or
/// took no part included, but not those in sanctuary, whom no squad can take (8.7).
pub fn flee_group(s: &SherwoodState, from: &str) -> Vec<PersonId> {
    s.yours_at(from)
        .iter()
        .filter(|p| p.sanctuary.is_none())
        .map(|p| p.id.clone())
        .collect()
}

fn first(s: &SherwoodState) -> Option<&Task> {
    s.todo.first().map(|t| &t.task)
}

fn pop(s: &mut SherwoodState) {
    if !s.todo.is_empty() {
        s.todo.remove(0);
    }
}

pub(super) fn flee(
    data: &SherwoodData,
    s: &mut SherwoodState,
    to: &str,
    dice: &mut DieInput<'_>,
    out: &mut Outcome,
) -> Done {
    let Some(Task::Flee { from, .. }) = first(s).cloned() else {
        return Err(Refusal::NoFlight.into());
    };
    let group = flee_group(s, &from);
    if group.is_empty() {
        pop(s);
        out.notes.push(crate::words!(
            "swr-note-no-one-to-flee",
            space = from.to_string()
        ));
        return Ok(());
    }
    let dest = place(data, s, to)?;
    let prep = flight_roll(data, s, &from, &dest, &group)?;
    let outcome = roll(data, &prep, dice)?;
    pop(s);
    for id in &group {
        if let Some(p) = s.person_mut(id) {
            p.location = super::on_map(&dest);
            p.sanctuary = None;
        }
    }
    let names: Vec<String> = group.iter().map(|id| name(data, id)).collect();
    out.notes.push(crate::words!(
        "swr-note-flee",
        who = crate::games::sherwood::words::join_and(&names),
        n = names.len(),
        from = from.to_string(),
        to = dest.to_string()
    ));
    let ctx = Context::of(&dest, group);
    let tasks = results::tasks_for(data, s, &ctx, &outcome.result, dice);
    if let Resolved::Paragraph { paragraph } = outcome.result {
        out.paragraphs.push(paragraph);
    }
    prepend(s, tasks);
    out.roll = Some(outcome);
    Ok(())
}

/// The Flight Table roll for `group` fleeing from `from` to the place `dest`.
fn flight_roll(
    data: &SherwoodData,
    s: &SherwoodState,
    from: &str,
    dest: &str,
    group: &[PersonId],
) -> Result<Preparation, SherwoodError> {
    let dest = SpaceId::new(dest);
    if dest == from {
        return Err(Refusal::Route(Box::new(crate::words!("swr-route-flee-elsewhere"))).into());
    }
    let request = RollRequest {
        space: SpaceId::new(from),
        flee_to: Some(dest),
        ..RollRequest::default()
    };
    let situation = situation_for(data, s, &request, group);
    Ok(prepare(data, TableId::Flight, &situation)?)
}

/// The Flight Table roll the people who must flee now would make, fleeing to `to` (a
/// place, or a kind of space: a new one is named for it when they go): its modifiers and
/// odds before the die is cast.
pub fn flight_preview(
    data: &SherwoodData,
    s: &SherwoodState,
    to: &str,
) -> Result<Preparation, SherwoodError> {
    let Some(Task::Flee { from, .. }) = first(s) else {
        return Err(Refusal::NoFlight.into());
    };
    let mut probe = s.clone();
    let dest = place(data, &mut probe, to)?;
    flight_roll(data, &probe, from, &dest, &flee_group(s, from))
}

/// The Sanctuary Table roll `requester` would make for the people who must flee now.
pub fn sanctuary_preview(
    data: &SherwoodData,
    s: &SherwoodState,
    requester: &str,
) -> Result<Preparation, SherwoodError> {
    let Some(Task::Flee {
        from,
        may_seek_sanctuary,
    }) = first(s)
    else {
        return Err(Refusal::NoFlight.into());
    };
    if !may_seek_sanctuary {
        return Err(Refusal::SanctuaryTried.into());
    }
    sanctuary_roll(data, s, from, requester)
}

fn sanctuary_roll(
    data: &SherwoodData,
    s: &SherwoodState,
    from: &str,
    requester: &str,
) -> Result<Preparation, SherwoodError> {
    let group = flee_group(s, from);
    if !group.iter().any(|g| g == requester) {
        return Err(Refusal::NotFleeing(name(data, requester)).into());
    }
    let request = RollRequest {
        space: SpaceId::new(from),
        actor: Some(requester.into()),
        ..RollRequest::default()
    };
    let situation = situation_for(data, s, &request, &group);
    Ok(prepare(data, TableId::Sanctuary, &situation)?)
}

/// New tasks that follow straight from the one just settled go before the older ones.
fn prepend(s: &mut SherwoodState, tasks: Vec<Task>) {
    let rest: Vec<_> = std::mem::take(&mut s.todo);
    push_tasks(s, tasks);
    s.todo.extend(rest);
}

pub(super) fn seek_sanctuary(
    data: &SherwoodData,
    s: &mut SherwoodState,
    requester: &str,
    dice: &mut DieInput<'_>,
    out: &mut Outcome,
) -> Done {
    let Some(Task::Flee {
        from,
        may_seek_sanctuary,
    }) = first(s).cloned()
    else {
        return Err(Refusal::NoFlight.into());
    };
    if !may_seek_sanctuary {
        return Err(if results::flee(data, s, &from)
            == (Task::Flee {
                from: from.clone(),
                may_seek_sanctuary: false,
            }) {
            Refusal::NoSanctuaryHere(from.to_string())
        } else {
            Refusal::SanctuaryTried
        }
        .into());
    }
    let prep = sanctuary_roll(data, s, &from, requester)?;
    let outcome = roll(data, &prep, dice)?;
    let granted = match &outcome.result {
        Resolved::Automatic { .. } => Some(Resolved::Paragraph { paragraph: 304 }),
        r @ Resolved::Paragraph {
            paragraph: 300 | 303 | 304,
        } => Some(r.clone()),
        _ => None,
    };
    if let Resolved::Paragraph { paragraph } = outcome.result {
        out.paragraphs.push(paragraph);
    }
    match granted {
        Some(result) => {
            pop(s);
            // As when sanctuary is the space's action (8.7), its answer is for everyone of
            // yours there, those who need not flee included.
            let ctx = Context::of(
                &from,
                s.yours_at(&from).iter().map(|p| p.id.clone()).collect(),
            );
            let tasks = results::tasks_for(data, s, &ctx, &result, dice);
            prepend(s, tasks);
        }
        None => {
            if let Some(t) = s.todo.first_mut() {
                t.task = Task::Flee {
                    from,
                    may_seek_sanctuary: false,
                };
            }
            out.notes.push(crate::words!("swr-note-sanctuary-refused"));
        }
    }
    out.roll = Some(outcome);
    Ok(())
}

pub(super) fn resolve_roll(
    data: &SherwoodData,
    s: &mut SherwoodState,
    dice: &mut DieInput<'_>,
    out: &mut Outcome,
) -> Done {
    let Some(Task::Roll { roll: pending }) = first(s).cloned() else {
        return Err(Refusal::NothingToSettle.into());
    };
    let PendingRoll {
        table,
        request,
        squad,
        group,
        die,
        total,
        row,
        band,
        cell,
    } = pending;
    let chart = data.charts.get(table);
    let (result, provenance) = resolve_cell(chart, row, band);
    let half = half_die_gold(&result);
    if matches!(result, Resolved::Unknown { .. }) {
        return Err(Refusal::CellStillUnknown {
            row: cell.row,
            column: cell.column,
        }
        .into());
    }
    pop(s);
    let outcome = RollOutcome {
        table,
        table_name: chart.table.name.clone(),
        row: chart
            .table
            .rows
            .get(row)
            .map(|r| r.name.clone())
            .unwrap_or_default(),
        roll: Some(die),
        modifiers: Vec::new(),
        modified: Some(total),
        result,
        provenance,
        clamp: None,
        // "G half" read on the entered cell: its die is asked for as a task.
        follow_up: half.then(|| crate::games::sherwood::roll::FollowUp {
            reason: crate::words!("swr-roll-half-die"),
            roll: None,
            gold: None,
        }),
        notes: vec![crate::words!(
            "swr-note-kept-die",
            die = die.value.to_string(),
            total = total.to_string()
        )],
        correctable: None,
    };
    let before = std::mem::take(&mut s.todo);
    match squad {
        Some(q) => super::kings_men::after_result(data, s, &q, &outcome, dice, out),
        None => {
            super::rebel::after_result(data, s, table, &request, group, &[], &outcome, dice, out)
        }
    }
    s.todo.extend(before);
    out.roll = Some(outcome);
    Ok(())
}

/// Paragraph 150's second roll on the Raid Table: the same raid's, made with the same people
/// (the healer is there and his crewman's phasers still count), its result passing the
/// healers by. The phasers were paid for on the first roll: their Witchcraft note is not
/// said again. With the people the result reaches.
fn raid_again_roll(
    data: &SherwoodData,
    s: &SherwoodState,
    request: &RollRequest,
    healers: &[PersonId],
) -> Result<(Preparation, Vec<PersonId>), SherwoodError> {
    let raiders: Vec<PersonId> = s
        .yours_at(&request.space)
        .iter()
        .map(|p| p.id.clone())
        .filter(|id| !s.moved.contains(id))
        .collect();
    let group: Vec<PersonId> = raiders
        .iter()
        .filter(|id| !healers.contains(id))
        .cloned()
        .collect();
    let situation = situation_for(data, s, request, &raiders);
    let mut prep = prepare(data, TableId::Raid, &situation)?;
    if request.phasers {
        let note = phasers_note();
        prep.notes.retain(|n| *n != note);
        prep.notes.push(crate::words!("swr-note-phasers-paid"));
    }
    Ok((prep, group))
}

/// The second roll paragraph 150 calls for, before its die: its modifiers and odds.
pub fn raid_again_preview(
    data: &SherwoodData,
    s: &SherwoodState,
) -> Result<Preparation, SherwoodError> {
    let Some(Task::RaidAgain { request, healers }) = first(s) else {
        return Err(Refusal::NothingToSettle.into());
    };
    raid_again_roll(data, s, request, healers).map(|(prep, _)| prep)
}

pub(super) fn raid_again(
    data: &SherwoodData,
    s: &mut SherwoodState,
    dice: &mut DieInput<'_>,
    out: &mut Outcome,
) -> Done {
    let Some(Task::RaidAgain { request, healers }) = first(s).cloned() else {
        return Err(Refusal::NothingToSettle.into());
    };
    let (prep, group) = raid_again_roll(data, s, &request, &healers)?;
    let outcome = roll(data, &prep, dice)?;
    pop(s);
    let before = std::mem::take(&mut s.todo);
    match outcome.result {
        Resolved::Paragraph { paragraph: 108 } => {
            out.notes.push(crate::words!("swr-note-108-again"))
        }
        Resolved::Paragraph { paragraph: 107 } => {
            out.notes.push(crate::words!("swr-note-107-again"))
        }
        _ => {
            // Paragraph 150: the healers are in the space, but its result passes them by.
            super::rebel::after_result(
                data,
                s,
                TableId::Raid,
                &request,
                group,
                &healers,
                &outcome,
                dice,
                out,
            )
        }
    }
    let held: Vec<Change> = healers
        .iter()
        .filter(|id| s.person(id).is_some_and(|p| !p.imprisoned))
        .map(|id| Change::Capture {
            person: id.clone(),
            prison: None,
        })
        .collect();
    if !held.is_empty() {
        // The healer takes no part in the result: arrested where the raid was, before the
        // others flee (a flight would carry him off with them).
        let flight = s
            .todo
            .iter()
            .position(|t| matches!(t.task, Task::Flee { .. }));
        let after = s.todo.split_off(flight.unwrap_or(s.todo.len()));
        push_tasks(
            s,
            [Task::Confirm {
                suggestion: crate::games::sherwood::effects::Suggestion::new(
                    crate::words!("swr-result-healer-arrested"),
                    held,
                ),
            }],
        );
        s.todo.extend(after);
    }
    s.todo.extend(before);
    out.roll = Some(outcome);
    Ok(())
}

pub(super) fn roll_gold(s: &mut SherwoodState, dice: &mut DieInput<'_>, out: &mut Outcome) -> Done {
    let Some(Task::GoldDie { halve }) = first(s).cloned() else {
        return Err(Refusal::NothingToSettle.into());
    };
    let die = dice
        .next_die()
        .ok_or(crate::games::sherwood::roll::AwaitingDie)?;
    pop(s);
    let gold = if halve {
        die.value.value() / 2
    } else {
        die.value.value()
    };
    s.tracks.shift(
        crate::games::sherwood::state::Track::Warchest,
        i32::from(gold),
    );
    out.gold_die = Some(die);
    out.notes.push(crate::words!(
        "swr-note-gold-die",
        die = die.value.to_string(),
        gold = gold
    ));
    Ok(())
}

pub(super) fn resolve(
    data: &SherwoodData,
    s: &mut SherwoodState,
    id: u32,
    choice: &Choice,
    out: &mut Outcome,
) -> Done {
    let todo = first_with_id(s, id)?;
    let Task::Confirm { suggestion } = todo.task else {
        return Err(Refusal::NothingToSettle.into());
    };
    let mut choice = choice.clone();
    if matches!(
        suggestion.pick,
        Some(Pick::Destination { .. } | Pick::SquadDestination { .. })
    ) && let Some(to) = &choice.to
    {
        choice.to = Some(place(data, s, to)?);
    }
    let changes = changes_for(&suggestion, &choice)?;
    pop(s);
    // The healed took part in the healing (8.6): they neither move nor beam after it. Where
    // more were injured than were treated, this is where the patients are named.
    if matches!(
        suggestion.pick,
        Some(Pick::Persons {
            change: crate::games::sherwood::effects::PickChange::Heal,
            ..
        })
    ) {
        for c in &changes {
            if let Change::Heal { person } = c
                && !s.took_part.contains(person)
            {
                s.took_part.push(person.clone());
            }
        }
    }
    for c in &changes {
        out.notes.extend(apply_change(data, s, c)?);
    }
    if !changes.is_empty() {
        out.notes.insert(
            0,
            crate::games::sherwood::effects::describe_all(data, s, &changes),
        );
    }
    Ok(())
}

pub(super) fn dismiss(s: &mut SherwoodState, id: u32, out: &mut Outcome) -> Done {
    let todo = first_with_id(s, id)?;
    pop(s);
    out.notes.push(crate::words!(
        "swr-log-left-undone",
        task = todo.task.title()
    ));
    Ok(())
}

fn half_die_gold(result: &Resolved) -> bool {
    matches!(result, Resolved::Code { code, .. }
        if crate::games::sherwood::codes::ResultCode::parse(code)
            .is_ok_and(|c| c.has(&crate::games::sherwood::codes::CodePart::HalfDieGold)))
}

/// The first thing waiting, when it is `id`: what waits settles in order, so a later one
/// named is refused with the one that comes first.
fn first_with_id(
    s: &SherwoodState,
    id: u32,
) -> Result<crate::games::sherwood::pending::Todo, SherwoodError> {
    match s.todo.first() {
        Some(t) if t.id == id => Ok(t.clone()),
        Some(t) if s.todo.iter().any(|w| w.id == id) => Err(Refusal::SettleInOrder {
            first: t.id,
            task: Box::new(t.task.clone()),
        }
        .into()),
        _ => Err(Refusal::NothingToSettle.into()),
    }
}
