//! A read line applied to the game: what it did, or why the game would not take it.

use super::super::session::{Applied, Refused, Taken};
use super::Session;
use super::read::{Line, Read, use_ids};
use super::report::{self, waiting};
use super::words::{person_name, stat_word, task_kind};
use crate::games::sherwood::SherwoodData;
use crate::games::sherwood::actions::{Action, SherwoodError};
use crate::games::sherwood::game::describe;
use crate::games::sherwood::pending::Task;
use crate::games::sherwood::persons::Stat;
use crate::games::sherwood::prepare::{Missing, PrepareError};
use crate::games::sherwood::state::SherwoodState;
use crate::store::user_data::UserData;
use serde_json::Value;

pub fn apply(session: &mut Session, read: Read) -> Taken<Session> {
    let state = session.game.state().clone();
    let (mut read, raw) = match read {
        Read::Act(read, raw) => (read, raw),
        Read::SetValue {
            person,
            stat,
            value,
            raw,
        } => return set_value(&mut session.data, &state, &person, stat, value, raw),
    };
    let data = &session.data;
    let refused = |read: &Line, action: Value, problem: &'static str, reason: String| Refused {
        label: label(data, &state, read),
        problem,
        reason,
        more: report::Refused {
            action,
            dice: read.dice.clone(),
        },
    };
    if let Err(reason) = use_ids(data, &mut read.action) {
        return Err(refused(&read, raw, "refused", reason));
    }
    let rolls_waiting = state
        .todo
        .iter()
        .any(|t| matches!(t.task, Task::Roll { .. }));
    if matches!(read.action, Action::ResolveRoll) && !rolls_waiting && session.rolled_at_once {
        return Ok(Applied {
            label: "Resolve the roll".into(),
            log: vec![
                "Nothing left to do: the roll resolved when it was made, on a chart cell already recorded.".into(),
            ],
            more: report::Applied {
                action: raw,
                dice: read.dice,
                new_places: Vec::new(),
                paragraphs: Vec::new(),
                waiting: waiting(data, &state.todo),
            },
        });
    }
    if let Some(reason) = read.kind.and_then(|k| not_waiting(&state, &read, k)) {
        return Err(refused(&read, raw, "not-waiting", reason));
    }
    let game = &mut session.game;
    match game.act(data, read.action.clone(), &read.dice) {
        Ok(outcome) => {
            if outcome.roll.is_some() {
                session.rolled_at_once = !game
                    .state()
                    .todo
                    .iter()
                    .any(|t| matches!(t.task, Task::Roll { .. }));
            }
            let (label, mut log) = game
                .journal
                .entries()
                .last()
                .map(|e| (e.label.clone(), e.event.lines.clone()))
                .unwrap_or_default();
            let new_places: Vec<String> = game
                .state()
                .places
                .iter()
                .filter(|p| !state.places.iter().any(|q| q.name == p.name))
                .map(|p| p.name.to_string())
                .collect();
            for p in &new_places {
                log.insert(0, format!("A new place on the map: {p}."));
            }
            Ok(Applied {
                label,
                log,
                more: report::Applied {
                    action: serde_json::to_value(&read.action).unwrap_or(raw),
                    dice: read.dice,
                    new_places,
                    paragraphs: report::paragraphs(data, &outcome.paragraphs),
                    waiting: waiting(data, &game.state().todo),
                },
            })
        }
        Err(e) => {
            let (problem, reason) = why(&e);
            let action = if read.first && state.todo.is_empty() {
                raw
            } else {
                serde_json::to_value(&read.action).unwrap_or(raw)
            };
            Err(refused(&read, action, problem, reason))
        }
    }
}

/// A refused action in words: as the log would name it, but a settling action says what it
/// tried ("Confirm: …", not "Confirmed: …"), or which id it found nothing under.
fn label(data: &SherwoodData, state: &SherwoodState, line: &Line) -> String {
    let (verb, id) = match &line.action {
        Action::Resolve { id, .. } => ("Confirm", *id),
        Action::Dismiss { id } => ("Skip", *id),
        action => return describe(data, state, action),
    };
    if line.first && state.todo.is_empty() {
        return format!("{verb} what waits first");
    }
    match state.todo.iter().find(|t| t.id == id) {
        Some(t) => format!("{verb}: {}", t.task.title()),
        None => format!("{verb} #{id}"),
    }
}

/// Why the game would not take an action, in words, with a short name for programs.
fn why(e: &SherwoodError) -> (&'static str, String) {
    match e {
        SherwoodError::Refused(r) => ("refused", r.to_string()),
        SherwoodError::Prepare(PrepareError::Missing(missing)) => (
            "unknown-value",
            missing
                .iter()
                .map(|m| match m {
                    Missing::Value { person, stat, .. } => format!(
                        "{} Record it with: pnp-companion sherwood set-value {person} {} N, or give it in the script before this line: {{\"action\": \"set-value\", \"person\": \"{person}\", \"stat\": \"{}\", \"value\": N}}",
                        m.ask(),
                        stat_word(*stat),
                        stat_word(*stat)
                    ),
                    Missing::Kind { person, .. } => format!(
                        "{} Record it with: pnp-companion sherwood set-kind {person} KIND",
                        m.ask()
                    ),
                })
                .collect::<Vec<_>>()
                .join(" "),
        ),
        SherwoodError::Prepare(other) => ("not-possible", other.to_string()),
        SherwoodError::AwaitingDie(_) => (
            "needs-die",
            "this rolls a die: add what your die shows to the line, such as \"dice\": [4] (0 reads as 10)".into(),
        ),
        SherwoodError::BadDie(t) => ("bad-die", t.clone()),
        SherwoodError::Change(c) => ("bad-change", c.to_string()),
        SherwoodError::Choice(c) => ("bad-choice", c.to_string()),
    }
}

/// Why a settling line that names a kind does not apply: what it would settle is not of
/// that kind (or nothing waits). `None` when it is.
fn not_waiting(state: &SherwoodState, read: &Line, kind: &str) -> Option<String> {
    let target = match &read.action {
        Action::Resolve { id, .. } | Action::Dismiss { id } => {
            state.todo.iter().find(|t| t.id == *id)
        }
        Action::ResolveRoll => state
            .todo
            .iter()
            .find(|t| matches!(t.task, Task::Roll { .. })),
        _ => None,
    };
    match target {
        Some(t) if task_kind(&t.task) == kind => None,
        Some(t) => Some(format!(
            "no {kind} waits there: it is a {} ({}); the line is left undone rather than settle something else",
            task_kind(&t.task),
            t.task.title()
        )),
        None if kind == "roll" => Some(
            "no roll waits: the last roll resolved when it was made (its chart cell is known), so there is no roll to settle"
                .into(),
        ),
        None => Some(format!("no {kind} waits")),
    }
}

/// A counter value for this session, checked as `sherwood set-value` checks it.
fn set_value(
    data: &mut SherwoodData,
    state: &SherwoodState,
    person: &str,
    stat: Stat,
    value: i32,
    raw: Value,
) -> Taken<Session> {
    let label = format!("Set {person}'s {} value to {value}", stat_word(stat));
    let checked = UserData::default()
        .set_value(data, person, stat, value)
        .map_err(|e| e.to_string())
        .and_then(|()| {
            data.roster
                .find(person)
                .map(|p| p.id.clone())
                .map_err(|e| e.to_string())
        });
    let id = match checked {
        Ok(id) => id,
        Err(reason) => {
            return Err(Refused {
                label,
                problem: "refused",
                reason,
                more: report::Refused {
                    action: raw,
                    dice: Vec::new(),
                },
            });
        }
    };
    if let Some(p) = data.roster.get_mut(&id) {
        p.set_value(stat, Some(value));
    }
    Ok(Applied {
        label,
        log: vec![format!(
            "{}'s {} value is {value} for this session (sherwood set-value keeps it).",
            person_name(data, &id),
            stat_word(stat)
        )],
        more: report::Applied {
            action: raw,
            dice: Vec::new(),
            new_places: Vec::new(),
            paragraphs: Vec::new(),
            waiting: waiting(data, &state.todo),
        },
    })
}
