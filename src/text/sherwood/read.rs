//! A script line read: the action and the player's dice, or a counter value for the session.

use crate::games::sherwood::actions::Action;
use crate::games::sherwood::effects::Change;
use crate::games::sherwood::persons::Stat;
use crate::games::sherwood::situation::Target;
use crate::games::sherwood::state::SherwoodState;
use crate::games::sherwood::{PersonId, SherwoodData};
use crate::t;
use crate::text::script_line::{LineError, json_object, plain};
use serde_json::{Map, Value, json};

/// Every action a script line may name, as the log writes it.
pub const ACTION_NAMES: [&str; 27] = [
    "beam-down",
    "beam-up",
    "move",
    "roll",
    "buy-horses",
    "aid-the-poor",
    "preach",
    "release",
    "roll-gold",
    "end-rebel-actions",
    "pay-expenses",
    "beam-supplies",
    "starve",
    "end-expenses",
    "kings-men",
    "end-kings-men",
    "royal-party-moves",
    "fealty-again",
    "end-turn",
    "apply",
    "flee",
    "seek-sanctuary",
    "resolve-roll",
    "raid-again",
    "resolve",
    "dismiss",
    "set-value",
];

/// What a settling line may name with "kind": what it settles, as `waiting` names it.
pub const TASK_KINDS: [&str; 5] = ["confirm", "flee", "roll", "raid-again", "gold-die"];

/// A line read as an action and the player's dice.
pub struct Line {
    pub action: Action,
    pub dice: Vec<u8>,
    /// A resolve or dismiss with no id: it settles what waits first.
    pub first: bool,
    /// What a settling line says it settles ("kind": "roll"): refused when something else
    /// waits, so that a script means the same when run again after a chart cell is entered.
    pub kind: Option<&'static str>,
}

/// A script line: an action for the game, or a counter value for this session.
pub enum Read {
    Act(Line, Value),
    SetValue {
        person: String,
        stat: Stat,
        value: i32,
        raw: Value,
    },
}

/// Reads one line: a JSON object with an "action" and perhaps "dice". A resolve or dismiss
/// without an "id" settles the first thing waiting.
pub fn read_line(text: &str, state: &SherwoodState) -> Result<Read, LineError> {
    let mut object = json_object(text, "end-turn")?;
    let kind = match object.remove("kind") {
        None | Some(Value::Null) => None,
        Some(Value::String(k)) => Some(TASK_KINDS.iter().copied().find(|t| *t == k).ok_or_else(
            || {
                t!(
                    "cli-sw-not-a-kind",
                    kind = k.as_str(),
                    kinds = TASK_KINDS.join(", ")
                )
            },
        )?),
        Some(_) => {
            return Err(t!("cli-sw-kind-form", kinds = TASK_KINDS.join(", ")).into());
        }
    };
    let dice = match object.remove("dice") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(faces)) => faces
            .iter()
            .map(|f| {
                f.as_u64()
                    .and_then(|n| u8::try_from(n).ok())
                    .filter(|n| *n <= 10)
            })
            .collect::<Option<Vec<u8>>>()
            .ok_or_else(|| t!("cli-sw-dice-range"))?,
        Some(_) => return Err(t!("cli-sw-dice-form").into()),
    };
    let name = match object.get("action") {
        Some(Value::String(name)) => name.clone(),
        Some(_) => return Err(t!("cli-sw-action-is-a-name").into()),
        None => return Err(t!("cli-sw-no-action").into()),
    };
    if !ACTION_NAMES.contains(&name.as_str()) {
        return Err(t!(
            "cli-dnfm-not-an-action",
            name = name.as_str(),
            actions = ACTION_NAMES.join(", ")
        )
        .into());
    }
    if kind.is_some() && !matches!(name.as_str(), "resolve" | "dismiss" | "resolve-roll") {
        return Err(t!("cli-sw-kind-not-for", name = name.as_str()).into());
    }
    if name == "set-value" {
        return read_set_value(object);
    }
    let raw = Value::Object(object.clone());
    let first = matches!(name.as_str(), "resolve" | "dismiss") && !object.contains_key("id");
    if first {
        // With nothing waiting, the game itself says so.
        let id = state.todo.first().map_or(0, |t| t.id);
        object.insert("id".into(), json!(id));
    }
    let action: Action = serde_json::from_value(Value::Object(object)).map_err(|e| {
        t!(
            "cli-dnfm-line-unreadable",
            name = name.as_str(),
            error = plain(&e)
        )
    })?;
    Ok(Read::Act(
        Line {
            action,
            dice,
            first,
            kind,
        },
        raw,
    ))
}

/// `{"action": "set-value", "person": "Kirk", "stat": "raid", "value": 3}`: a counter value
/// from the player's own counter, for this session only (`sherwood set-value` keeps one).
fn read_set_value(object: Map<String, Value>) -> Result<Read, LineError> {
    let form = || t!("cli-sw-set-value-form");
    let raw = Value::Object(object.clone());
    for key in object.keys() {
        if !matches!(key.as_str(), "action" | "person" | "stat" | "value") {
            return Err(t!("cli-sw-not-in-set-value", key = key.as_str(), form = form()).into());
        }
    }
    let person = object
        .get("person")
        .and_then(Value::as_str)
        .ok_or_else(form)?
        .to_string();
    let stat: Stat = object
        .get("stat")
        .and_then(Value::as_str)
        .ok_or_else(form)?
        .parse()
        .map_err(|e| format!("{e}"))?;
    let value = object
        .get("value")
        .and_then(Value::as_i64)
        .and_then(|v| i32::try_from(v).ok())
        .ok_or_else(form)?;
    Ok(Read::SetValue {
        person,
        stat,
        value,
        raw,
    })
}

/// Names and aliases in the action become roster ids ("Kirk" → "kirk").
pub fn use_ids(data: &SherwoodData, action: &mut Action) -> Result<(), LineError> {
    let id = |who: &mut PersonId| -> Result<(), LineError> {
        *who = data.roster.find(who).map_err(|e| e.to_string())?.id.clone();
        Ok(())
    };
    let all = |who: &mut Vec<PersonId>| who.iter_mut().try_for_each(id);
    match action {
        Action::BeamDown { persons, .. }
        | Action::BeamUp { persons }
        | Action::Move { persons, .. } => all(persons),
        Action::Roll { request, .. } => {
            if let Some(actor) = request.actor.as_mut() {
                id(actor)?;
            }
            if let Some(Target::Person(target)) = request.target.as_mut() {
                id(target)?;
            }
            Ok(())
        }
        Action::Release { person } | Action::Starve { person } => id(person),
        Action::SeekSanctuary { requester } => id(requester),
        Action::Resolve { choice, .. } => all(&mut choice.persons),
        Action::Apply {
            change:
                Change::Injure { person }
                | Change::Heal { person }
                | Change::Capture { person, .. }
                | Change::Free { person }
                | Change::Recruit { person }
                | Change::Leave { person }
                | Change::Move { person, .. }
                | Change::Horse { person, .. }
                | Change::Sanctuary { person, .. }
                | Change::SetAside { person }
                | Change::Release { person }
                | Change::Identify { person, .. }
                | Change::PlaceNeutral { person, .. },
        } => id(person),
        _ => Ok(()),
    }
}
