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

/// An empty folder of its own for one test (`prefix` names the test file, `name` the test),
/// under the system's temporary folder.
pub fn fresh_dir(prefix: &str, name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("{prefix}-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("a temporary folder");
    d
}
