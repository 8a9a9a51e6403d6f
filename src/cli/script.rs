//! Reading a scripted session's script: a file, or standard input for "-" (a line of it is
//! read by `text::script_line`).

use super::CliError;
use crate::t;
use std::io::Read;

/// The script's text: the file, or standard input when the path is "-".
pub fn read_script(path: &std::path::Path) -> Result<String, CliError> {
    if path.as_os_str() == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| CliError::Input(t!("cli-script-stdin-failed", error = e.to_string())))?;
        return Ok(text);
    }
    crate::store::files::read_text(path)
        .map_err(|e| CliError::Input(t!("cli-script-unreadable", error = e.to_string())))
}
