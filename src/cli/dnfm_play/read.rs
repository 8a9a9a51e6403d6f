//! A script line read: the action, perhaps its "arg", and the Dice Card faces the player drew.

use super::super::script::{json_object, plain};
use crate::engine::deck::{PlacedCard, Side};
use crate::games::dnfm::cards::{System, parse_face};
use crate::games::dnfm::rules::Action;
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

const DRAWS_FORM: &str =
    "\"draws\" lists the Dice Card faces you drew, in order, such as [\"3B down\", \"5A up\"]";

/// Reads the faces of a line's "draws": "3B down" as the player says it, or a face in the
/// form the saved log keeps (`{"card": 3, "orientation": {"side": "b", "rotated": true}}`).
fn read_draws(value: Option<Value>) -> Result<Vec<PlacedCard>, String> {
    let faces = match value {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::Array(faces)) => faces,
        Some(_) => return Err(DRAWS_FORM.into()),
    };
    faces
        .into_iter()
        .map(|f| match f {
            Value::String(text) => parse_face(&text),
            object @ Value::Object(_) => serde_json::from_value::<PlacedCard>(object)
                .map_err(|e| format!("a face in \"draws\" cannot be read: {}", plain(&e))),
            _ => Err(DRAWS_FORM.into()),
        })
        .collect()
}

/// Reads one line: a JSON object with an "action", perhaps an "arg", and perhaps "draws".
pub fn read_line(text: &str) -> Result<Line, String> {
    let mut object = json_object(text, "scan-for-events")?;
    let draws = read_draws(object.remove("draws"))?;
    if let Some(key) = object
        .keys()
        .find(|k| !matches!(k.as_str(), "action" | "arg"))
    {
        return Err(format!(
            "\"{key}\" is not part of a line: a line has \"action\", an \"arg\" for move, buy and repair, and \"draws\" in physical play"
        ));
    }
    let name = match object.get("action") {
        Some(Value::String(name)) => name.clone(),
        Some(_) => return Err("\"action\" is the action's name, such as \"attack\"".into()),
        None => {
            return Err(
                "the line names no \"action\", such as {\"action\": \"scan-for-events\"}".into(),
            );
        }
    };
    if !ACTION_NAMES.contains(&name.as_str()) {
        return Err(format!(
            "'{name}' is not an action; the actions are {}",
            ACTION_NAMES.join(", ")
        ));
    }
    let arg = object.remove("arg").filter(|a| !a.is_null());
    let mut form = Map::new();
    form.insert("action".into(), json!(name));
    match (name.as_str(), arg) {
        ("move", Some(n)) => {
            let n = n
                .as_u64()
                .and_then(|n| u8::try_from(n).ok())
                .ok_or("the \"arg\" of move is how many quadrants the ship flies, 1 to 4")?;
            form.insert("arg".into(), json!(n));
        }
        ("move", None) => {
            return Err(
                "move needs \"arg\": how many quadrants, 1 to 4, such as {\"action\": \"move\", \"arg\": 2}"
                    .into(),
            );
        }
        ("buy" | "repair", Some(Value::String(text))) => {
            let system = System::parse(&text).ok_or_else(|| {
                format!(
                    "'{text}' is not a ship system: use wmc (Wave Motion Cannon), fusion (Fusioncasting) or navcomm"
                )
            })?;
            form.insert("arg".into(), json!(system.id()));
        }
        ("buy" | "repair", _) => {
            return Err(format!(
                "{name} needs \"arg\": the system, wmc, fusion or navcomm, such as {{\"action\": \"{name}\", \"arg\": \"wmc\"}}"
            ));
        }
        (_, Some(_)) => return Err(format!("{name} takes no \"arg\"")),
        (_, None) => {}
    }
    let action: Action = serde_json::from_value(Value::Object(form))
        .map_err(|e| format!("this {name} cannot be read: {}", plain(&e)))?;
    Ok(Line { action, draws })
}
