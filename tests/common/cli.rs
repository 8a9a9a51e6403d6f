//! The command line as a player runs it: the built binary, in a data folder of its own.

use std::path::Path;
use std::process::{Command, Output};

/// Runs `pnp-companion ARGS` with `dir` as its data folder; a panic is never a way out.
pub fn run_in(dir: &Path, args: &[&str]) -> Output {
    let out = Command::new(env!("CARGO_BIN_EXE_pnp-companion"))
        // English whatever the machine's language: the tests read its words.
        .args(["--lang", "en"])
        .env("PNP_COMPANION_DATA_DIR", dir)
        .args(args)
        .output()
        .expect("the binary runs");
    assert!(
        !text(&out.stderr).contains("panicked"),
        "{}",
        text(&out.stderr)
    );
    out
}

pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}
