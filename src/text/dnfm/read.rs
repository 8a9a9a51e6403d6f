//! A script line read: the action, perhaps its "arg", and the Dice Card faces the player drew.

use crate::engine::deck::{PlacedCard, Side};
use crate::games::dnfm::cards::{System, parse_face};
use crate::games::dnfm::rules::Action;
use crate::t;
use crate::text::script_line::{LineError, json_object, plain};
use serde_json::{Map, Value, json};

/// Every action a script line may name, as the log writes it.
pub const ACTION_NAMES: [&str; 11] = [
    "move",
    "dock",
    "buy",
    "repair",
    "continue",
    "scan-for-events",
    "reveal-bounty",
    "evade",
    "fight",
    "attack",
    "flee",
];

/// A line read as an action and the faces the player drew for it.
pub struct Line {
    pub action: Action,
    pub draws: Vec<PlacedCard>,
}

/// A Dice Card face as the player names it, and as `parse_face` reads it: "3B down".
pub fn face_words(c: &PlacedCard) -> String {
    format!(
        "{}{} {}",
        c.card,
        side_letter(c.orientation.side),
        if c.orientation.rotated { "down" } else { "up" }
    )
}

/// A Dice Card's side as printed on it.
pub fn side_letter(side: Side) -> &'static str {
    if side == Side::A { "A" } else { "B" }
}

pub fn faces(cards: &[PlacedCard]) -> Vec<String> {
    cards.iter().map(face_words).collect()
}

/// Reads the faces of a line's "draws": "3B down" as the player says it, or a face in the
/// form the saved log keeps (`{"card": 3, "orientation": {"side": "b", "rotated": true}}`).
fn read_draws(value: Option<Value>) -> Result<Vec<PlacedCard>, LineError> {
    let faces = match value {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::Array(faces)) => faces,
        Some(_) => return Err(t!("cli-dnfm-draws-form").into()),
    };
    faces
        .into_iter()
        .map(|f| match f {
            Value::String(text) => parse_face(&text).map_err(|e| LineError(e.to_string())),
            object @ Value::Object(_) => serde_json::from_value::<PlacedCard>(object)
                .map_err(|e| LineError(t!("cli-dnfm-face-unreadable", error = plain(&e)))),
            _ => Err(t!("cli-dnfm-draws-form").into()),
        })
        .collect()
}

/// Reads one line: a JSON object with an "action", perhaps an "arg", and perhaps "draws".
pub fn read_line(text: &str) -> Result<Line, LineError> {
    let mut object = json_object(text, "scan-for-events")?;
    let draws = read_draws(object.remove("draws"))?;
    if let Some(key) = object
        .keys()
        .find(|k| !matches!(k.as_str(), "action" | "arg"))
    {
        return Err(t!("cli-dnfm-not-part-of-line", key = key.as_str()).into());
    }
    let name = match object.get("action") {
        Some(Value::String(name)) => name.clone(),
        Some(_) => return Err(t!("cli-dnfm-action-is-a-name").into()),
        None => return Err(t!("cli-dnfm-no-action").into()),
    };
    if !ACTION_NAMES.contains(&name.as_str()) {
        return Err(t!(
            "cli-dnfm-not-an-action",
            name = name.as_str(),
            actions = ACTION_NAMES.join(", ")
        )
        .into());
    }
    let arg = object.remove("arg").filter(|a| !a.is_null());
    let mut form = Map::new();
    form.insert("action".into(), json!(name));
    match (name.as_str(), arg) {
        ("move", Some(n)) => {
            let n = n
                .as_u64()
                .and_then(|n| u8::try_from(n).ok())
                .ok_or_else(|| t!("cli-dnfm-move-arg"))?;
            form.insert("arg".into(), json!(n));
        }
        ("move", None) => {
            return Err(t!("cli-dnfm-move-needs-arg").into());
        }
        ("buy" | "repair", Some(Value::String(text))) => {
            let system = System::from_word(&text)
                .ok_or_else(|| t!("cli-dnfm-not-a-system", text = text.as_str()))?;
            form.insert("arg".into(), json!(system.id()));
        }
        ("buy" | "repair", _) => {
            return Err(t!("cli-dnfm-needs-system", name = name.as_str()).into());
        }
        (_, Some(_)) => return Err(t!("cli-dnfm-takes-no-arg", name = name.as_str()).into()),
        (_, None) => {}
    }
    let action: Action = serde_json::from_value(Value::Object(form)).map_err(|e| {
        t!(
            "cli-dnfm-line-unreadable",
            name = name.as_str(),
            error = plain(&e)
        )
    })?;
    Ok(Line { action, draws })
}
