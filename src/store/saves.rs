//! Saved games: a versioned envelope around a game, written atomically with a backup.

use super::files::{StoreError, read_text, write_atomic};
use super::migrate::migrate;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

pub const FORMAT: &str = "pnp-companion-save";
/// The save format this build writes; every older one must still load (see `migrate`).
pub const VERSION: u32 = 3;
/// This build, as named in the saves it writes.
pub const WRITER: &str = concat!("pnp-companion ", env!("CARGO_PKG_VERSION"));

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Envelope<G> {
    pub format: String,
    pub version: u32,
    /// The program and version that wrote the file, e.g. "pnp-companion 0.1.0".
    pub written_by: String,
    /// "sherwood" or "dnfm".
    pub game: String,
    pub name: String,
    /// Seconds since 1970 when saved (for "last played").
    pub saved_at: u64,
    pub data: G,
}

impl<G> Envelope<G> {
    /// A save of `game` in the format this build writes.
    pub fn new(game: &str, name: &str, saved_at: u64, data: G) -> Self {
        Envelope {
            format: FORMAT.into(),
            version: VERSION,
            written_by: WRITER.into(),
            game: game.into(),
            name: name.into(),
            saved_at,
            data,
        }
    }
}

#[derive(Deserialize)]
struct Head {
    format: String,
    version: u32,
    #[serde(default)]
    written_by: Option<String>,
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
    let mut save: serde_json::Value =
        serde_json::from_str(text).map_err(|e| corrupt(e.to_string()))?;
    let head = Head::deserialize(&save).map_err(|e| corrupt(e.to_string()))?;
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
            written_by: head.written_by.unwrap_or_else(|| "a newer version".into()),
        });
    }
    if head.game != game {
        return Err(corrupt(format!("a save of '{}', not '{game}'", head.game)));
    }
    migrate(&mut save, head.version, VERSION).map_err(corrupt)?;
    Envelope::deserialize(save).map_err(|e| corrupt(e.to_string()))
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

/// What the home screen shows of a save: its name, game and time, or why it cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SaveInfo {
    pub path: PathBuf,
    pub game: String,
    pub name: String,
    pub saved_at: u64,
    /// Set when the file cannot be read; it is listed (and kept) all the same.
    pub problem: Option<String>,
}

/// Every save in the data folder, newest first.
pub fn list(dir: &Path) -> Vec<SaveInfo> {
    #[derive(Deserialize)]
    struct Summary {
        format: String,
        version: u32,
        game: String,
        name: String,
        saved_at: u64,
    }
    let folder = super::paths::saves_dir(dir);
    super::files::remove_stale_temp_files(&folder, std::time::Duration::from_secs(600));
    let Ok(entries) = std::fs::read_dir(&folder) else {
        return Vec::new();
    };
    let mut saves: Vec<SaveInfo> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .map(|path| {
            let summary = read_text(&path).map_err(|e| e.to_string()).and_then(|t| {
                serde_json::from_str::<Summary>(&t).map_err(|e| {
                    format!(
                        "{} cannot be read ({e}); it is kept as it is",
                        path.display()
                    )
                })
            });
            match summary {
                Ok(s) if s.format == FORMAT && s.version <= VERSION => SaveInfo {
                    path,
                    game: s.game,
                    name: s.name,
                    saved_at: s.saved_at,
                    problem: None,
                },
                Ok(s) => SaveInfo {
                    path: path.clone(),
                    game: s.game,
                    name: s.name,
                    saved_at: s.saved_at,
                    problem: Some(format!(
                        "{} is from a newer version or another program; it is kept as it is",
                        path.display()
                    )),
                },
                Err(problem) => SaveInfo {
                    name: path
                        .file_stem()
                        .map(|s| s.to_string_lossy().to_string())
                        .unwrap_or_default(),
                    path,
                    game: String::new(),
                    saved_at: 0,
                    problem: Some(problem),
                },
            }
        })
        .collect();
    saves.sort_by_key(|s| std::cmp::Reverse(s.saved_at));
    saves
}
