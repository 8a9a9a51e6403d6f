//! Helpers shared by the integration tests.

pub mod cli;
pub mod dnfm;
pub mod pdf;
pub mod picture;
#[cfg(unix)]
pub mod pty;
pub mod record;
pub mod share;
pub mod sherwood;
pub mod ui;
pub mod words;

use std::path::PathBuf;

/// Where the rulebooks are: beside the project, as CI checks it out.
pub fn rulebook_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/rulebooks")
        .join(name)
}

/// A rulebook from `../shared/rulebooks/`, or `None` (with a note on stderr) where the
/// folder is absent; the tests that need it then skip, and fixtures cover the same logic.
/// Under `CI=true` an absent rulebook fails the test instead: CI has them, so a skip there
/// would hide a broken checkout.
pub fn rulebook(name: &str) -> Option<String> {
    let path = rulebook_path(name);
    match std::fs::read_to_string(&path) {
        Ok(text) => Some(text),
        Err(e) if in_ci() => panic!(
            "rulebook {} not readable ({e}); CI must have ../shared/rulebooks",
            path.display()
        ),
        Err(e) => {
            eprintln!("skipping: rulebook {} not readable ({e})", path.display());
            None
        }
    }
}

/// Whether the tests run in CI (`CI=true`), where nothing may be skipped for want of a file.
pub fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| v == "true")
}

/// A tool on the PATH, or `None` (with a note on stderr) where it is not installed; under
/// `CI=true` a missing tool fails the test instead (scripts/check-tools.sh installs it).
pub fn tool(name: &str) -> Option<PathBuf> {
    let found = std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|dir| dir.join(name))
            .find(|p| p.is_file())
    });
    if found.is_none() {
        assert!(
            !in_ci(),
            "{name} is missing; scripts/check-tools.sh --install brings it"
        );
        eprintln!("skipping: {name} is not installed");
    }
    found
}

/// An empty folder of its own for one test (`prefix` names the test file, `name` the test),
/// under the system's temporary folder.
pub fn fresh_dir(prefix: &str, name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("{prefix}-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("a temporary folder");
    d
}
