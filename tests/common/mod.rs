//! Helpers shared by the integration tests.
#![allow(dead_code)]

pub mod pdf;
pub mod sherwood;
pub mod ui;

use std::path::PathBuf;

/// A rulebook from `../shared/rulebooks/`, or `None` (with a note on stderr) where the
/// folder is absent; the tests that need it then skip, and fixtures cover the same logic.
pub fn rulebook(name: &str) -> Option<String> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/rulebooks")
        .join(name);
    match std::fs::read_to_string(&path) {
        Ok(text) => Some(text),
        Err(e) => {
            eprintln!("skipping: rulebook {} not readable ({e})", path.display());
            None
        }
    }
}
