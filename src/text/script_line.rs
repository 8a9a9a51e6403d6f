//! One line of a scripted session as a JSON object, with errors a player can act on (the
//! line number is the caller's to give).

use crate::t;
use serde_json::{Map, Value};

/// A JSON library message without its position (the line number is ours to give).
pub fn plain(e: &serde_json::Error) -> String {
    let mut text = e.to_string();
    if let Some(at) = text.rfind(" at line ") {
        text.truncate(at);
    }
    text.replace('`', "\"")
}

/// Why a line of a script was refused: a sentence in the player's language, reported beside
/// the line's number (the command line is the edge where it is worded).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct LineError(pub String);

impl From<String> for LineError {
    fn from(said: String) -> LineError {
        LineError(said)
    }
}

/// One line as a JSON object; `example` is an action the error message shows.
pub fn json_object(text: &str, example: &str) -> Result<Map<String, Value>, LineError> {
    let value: Value = serde_json::from_str(text).map_err(|e| {
        if e.is_eof() {
            t!("cli-script-json-ends")
        } else {
            t!(
                "cli-script-not-json",
                error = plain(&e),
                column = e.column()
            )
        }
    })?;
    match value {
        Value::Object(object) => Ok(object),
        _ => Err(t!("cli-script-not-object", example = example).into()),
    }
}
