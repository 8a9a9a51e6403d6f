//! A read line applied to the game: what it did, or why the game would not take it.

use super::super::session::{Applied, Refused, Taken};
use super::Session;
use crate::games::sherwood::SherwoodData;
use crate::games::sherwood::actions::{Action, SherwoodError};
use crate::games::sherwood::game::describe;
use crate::games::sherwood::pending::Task;
use crate::games::sherwood::persons::Stat;
use crate::games::sherwood::prepare::{Missing, PrepareError};
use crate::games::sherwood::state::SherwoodState;
use crate::store::user_data::UserData;
use crate::t;
use crate::text::sherwood::read::{Line, Read, use_ids};
use crate::text::sherwood::report::{self, waiting};
use crate::text::sherwood::words::{person_name, stat_word, task_kind};
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
        return Err(refused(&read, raw, "refused", reason.0));
    }
    let rolls_waiting = state
        .todo
        .iter()
        .any(|t| matches!(t.task, Task::Roll { .. }));
    if matches!(read.action, Action::ResolveRoll) && !rolls_waiting && session.rolled_at_once {
        return Ok(Applied {
            label: t!("cli-sw-resolve-the-roll"),
            log: vec![t!("cli-sw-roll-already-resolved")],
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
                .map(|e| {
                    let lines: Vec<String> =
                        e.event.lines.iter().map(ToString::to_string).collect();
                    (e.label.to_string(), lines)
                })
                .unwrap_or_default();
            let new_places: Vec<String> = game
                .state()
                .places
                .iter()
                .filter(|p| !state.places.iter().any(|q| q.name == p.name))
                .map(|p| p.name.to_string())
                .collect();
            for p in &new_places {
                log.insert(0, t!("cli-sw-new-place", place = p.as_str()));
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
        Action::Resolve { id, .. } => ("confirm", *id),
        Action::Dismiss { id } => ("skip", *id),
        action => return (describe(data, state, action)).to_string(),
    };
    if line.first && state.todo.is_empty() {
        return t!("cli-sw-settle-first", verb = verb);
    }
    match state.todo.iter().find(|t| t.id == id) {
        Some(t) => t!("cli-sw-settle-task", verb = verb, task = t.task.title()),
        None => t!("cli-sw-settle-id", verb = verb, id = id),
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
                    Missing::Value { person, stat, .. } => t!(
                        "cli-sw-record-value",
                        ask = m.ask(),
                        person = person.to_string(),
                        stat = stat_word(*stat)
                    ),
                    Missing::Kind { person, .. } => t!(
                        "cli-sw-record-kind",
                        ask = m.ask(),
                        person = person.to_string()
                    ),
                })
                .collect::<Vec<_>>()
                .join(" "),
        ),
        SherwoodError::Prepare(other) => ("not-possible", other.to_string()),
        SherwoodError::AwaitingDie(_) => ("needs-die", t!("cli-sw-needs-die")),
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
        Some(t) => Some(t!(
            "cli-sw-other-waits",
            kind = kind,
            other = task_kind(&t.task),
            task = t.task.title()
        )),
        None if kind == "roll" => Some(t!("cli-sw-no-roll-waits")),
        None => Some(t!("cli-sw-none-waits", kind = kind)),
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
    let label = t!(
        "cli-sw-set-value",
        person = person,
        stat = stat_word(stat),
        value = value
    );
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
        log: vec![t!(
            "cli-sw-value-for-session",
            person = person_name(data, &id),
            stat = stat_word(stat),
            value = value
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
