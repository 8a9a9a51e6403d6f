//! Reading a scripted session's script (a file, or standard input for "-") and one line of it
//! as a JSON object, with errors a player can act on (the line number is the caller's to give).

use super::CliError;
use serde_json::{Map, Value};
use std::io::Read;

/// The script's text: the file, or standard input when the path is "-".
pub fn read_script(path: &std::path::Path) -> Result<String, CliError> {
    if path.as_os_str() == "-" {
        let mut text = String::new();
        std::io::stdin().read_to_string(&mut text).map_err(|e| {
            CliError::Input(format!(
                "could not read the script from standard input: {e}"
            ))
        })?;
        return Ok(text);
    }
    crate::store::files::read_text(path)
        .map_err(|e| CliError::Input(format!("the script cannot be read: {e}")))
}

/// A JSON library message without its position (the line number is ours to give).
pub fn plain(e: &serde_json::Error) -> String {
    let mut text = e.to_string();
    if let Some(at) = text.rfind(" at line ") {
        text.truncate(at);
    }
    text.replace('`', "\"")
}

/// One line as a JSON object; `example` is an action the error message shows.
pub fn json_object(text: &str, example: &str) -> Result<Map<String, Value>, String> {
    let value: Value = serde_json::from_str(text).map_err(|e| {
        if e.is_eof() {
            "this is not JSON: the line ends before its object does (a closing } missing?)".into()
        } else {
            format!("this is not JSON ({}, at column {})", plain(&e), e.column())
        }
    })?;
    match value {
        Value::Object(object) => Ok(object),
        _ => Err(format!(
            "expected one JSON object with an \"action\", such as {{\"action\": \"{example}\"}}"
        )),
    }
}
