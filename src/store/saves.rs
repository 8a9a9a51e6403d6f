//! Saved games: a versioned envelope around a game, written atomically with a backup.

use super::files::{StoreError, read_text, write_atomic};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

pub const FORMAT: &str = "pnp-companion-save";
/// The save format this build writes; every older one must still load.
pub const VERSION: u32 = 1;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Envelope<G> {
    pub format: String,
    pub version: u32,
    /// "sherwood" or "dnfm".
    pub game: String,
    pub name: String,
    /// Seconds since 1970 when saved (for "last played").
    pub saved_at: u64,
    pub data: G,
}

#[derive(Deserialize)]
struct Head {
    format: String,
    version: u32,
    game: String,
}

pub fn parse<G: DeserializeOwned>(
    text: &str,
    path: &Path,
    game: &str,
) -> Result<Envelope<G>, StoreError> {
    let corrupt = |reason: String| StoreError::Corrupt {
        path: path.into(),
        reason,
    };
    let head: Head = serde_json::from_str(text).map_err(|e| corrupt(e.to_string()))?;
    if head.format != FORMAT {
        return Err(corrupt(format!(
            "not a PnP Companion save (format '{}')",
            head.format
        )));
    }
    if head.version > VERSION {
        return Err(StoreError::TooNew {
            path: path.into(),
            found: head.version,
            supported: VERSION,
        });
    }
    if head.game != game {
        return Err(corrupt(format!("a save of '{}', not '{game}'", head.game)));
    }
    serde_json::from_str(text).map_err(|e| corrupt(e.to_string()))
}

pub fn load<G: DeserializeOwned>(path: &Path, game: &str) -> Result<Envelope<G>, StoreError> {
    parse(&read_text(path)?, path, game)
}

pub fn write<G: Serialize + DeserializeOwned>(
    path: &Path,
    envelope: &Envelope<G>,
) -> Result<(), StoreError> {
    let text = serde_json::to_string(envelope).map_err(|e| StoreError::Invalid(e.to_string()))?;
    write_atomic(path, text.as_bytes(), |old| {
        parse::<G>(old, path, &envelope.game).is_ok()
    })
}

/// A save's file name from its name: letters, digits and dashes.
pub fn file_for(dir: &Path, name: &str) -> PathBuf {
    let slug: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    let slug = slug.trim_matches('-');
    super::paths::saves_dir(dir).join(format!(
        "{}.json",
        if slug.is_empty() { "game" } else { slug }
    ))
}
