//! Moving a player's data between devices (a phone's browser and a desktop): one save as
//! its own file, or everything (saves, settings, the record of plays, the Sherwood chart data
//! and imported paragraphs) as one bundle. The files inside a bundle are the desktop's, byte
//! for byte; a record brought in is merged with the one here, line by line.
//!
//! Importing checks every file before it writes any; a save whose name is taken by another
//! game is kept under a new name, never over it.

use super::files::{StoreError, WRITER};
use super::paths::{SHERWOOD_RULEBOOK_TEXT, SHERWOOD_USER_DATA};
use super::record::{RECORD_KEY, Record};
use super::rulebook_text;
use super::saves::{self, Envelope, FORMAT, GameKind, SAVES};
use super::settings::{SETTINGS_KEY, Settings};
use super::storage::Storage;
use super::user_data::UserData;
use crate::games::dnfm::game::DnfmGame;
use crate::games::sherwood::game::SherwoodGame;
use crate::games::sherwood::import::ImportedText;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::PathBuf;

pub const BUNDLE_FORMAT: &str = "pnp-companion-bundle";
pub const BUNDLE_VERSION: u32 = 1;
/// The name an "everything" export suggests.
pub const BUNDLE_FILE: &str = "pnp-companion-data.json";

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bundle {
    pub format: String,
    pub version: u32,
    pub written_by: String,
    /// Storage key → the file's text.
    pub files: BTreeMap<String, String>,
}

/// Why an import brought nothing in; its words (Display) are in the player's language.
#[derive(Debug, Clone, thiserror::Error)]
pub enum MoveError {
    #[error("{}", self.words())]
    Unknown { name: String, reason: String },
    #[error("{}", self.words())]
    TooNew { name: String, written_by: String },
    #[error("{}", self.words())]
    BadFile {
        name: String,
        key: String,
        reason: String,
    },
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl MoveError {
    /// Why nothing was imported, in the player's language.
    fn words(&self) -> String {
        match self {
            MoveError::Unknown { name, reason } => crate::t!(
                "store-import-unknown",
                name = name.as_str(),
                reason = reason.as_str()
            ),
            MoveError::TooNew { name, written_by } => crate::t!(
                "store-import-too-new",
                name = name.as_str(),
                writer = written_by.as_str(),
                reader = WRITER
            ),
            MoveError::BadFile { name, key, reason } => crate::t!(
                "store-import-bad-file",
                name = name.as_str(),
                key = key.as_str(),
                reason = reason.as_str()
            ),
            MoveError::Store(e) => e.to_string(),
        }
    }
}

/// The text of one save, as the desktop keeps it, and the file name to give it.
pub fn export_save(storage: &dyn Storage, key: &str) -> Result<(String, String), StoreError> {
    let text = storage.read(key)?.ok_or_else(|| StoreError::Corrupt {
        path: storage.locate(key),
        reason: crate::t!("store-save-gone"),
    })?;
    let file = key.rsplit('/').next().unwrap_or("game.json").to_string();
    Ok((file, text))
}

/// Everything the player keeps, as one bundle's text. Unreadable entries are left out and
/// named in the second value.
pub fn export_all(storage: &dyn Storage) -> Result<(String, Vec<String>), StoreError> {
    let mut files = BTreeMap::new();
    let mut skipped = Vec::new();
    let mut keys = vec![
        SETTINGS_KEY.to_string(),
        RECORD_KEY.to_string(),
        SHERWOOD_USER_DATA.to_string(),
        SHERWOOD_RULEBOOK_TEXT.to_string(),
    ];
    let mut save_keys: Vec<String> = storage
        .list(SAVES)?
        .into_iter()
        .filter(|k| k.ends_with(".json"))
        .collect();
    save_keys.sort();
    keys.extend(save_keys);
    for key in keys {
        match storage.read(&key) {
            Ok(Some(text)) => {
                files.insert(key, text);
            }
            Ok(None) => {}
            Err(e) => skipped.push(e.to_string()),
        }
    }
    let bundle = Bundle {
        format: BUNDLE_FORMAT.into(),
        version: BUNDLE_VERSION,
        written_by: WRITER.into(),
        files,
    };
    let text =
        serde_json::to_string_pretty(&bundle).map_err(|e| StoreError::Invalid(e.to_string()))?;
    Ok((text, skipped))
}

/// Whether an import takes the settings an "everything" file carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TakeSettings {
    /// Only where this device has none yet: settings chosen here are never replaced unasked.
    #[default]
    IfNoneHere,
    /// The player asked for the file's settings.
    Yes,
}

/// What an import brought in, in a player's words.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Imported {
    /// The saves' names as listed now (a renamed one under its new name).
    pub saves: Vec<String>,
    /// Saves already here, byte for byte.
    pub unchanged: usize,
    pub settings: bool,
    /// The file carried other settings than these, and these were kept.
    pub settings_kept: bool,
    /// Lines of the record of plays that were not here.
    pub plays: usize,
    pub chart_data: bool,
    /// Chart entries both had with other values, in words; this device's were kept.
    pub chart_differences: Vec<String>,
    pub paragraphs: bool,
    /// Paragraphs both had in other words; this device's were kept.
    pub paragraphs_differing: usize,
}

/// "Imported the save “Evening”, the settings (1 save was here already).", in the player's
/// language, and what was kept as it was here.
impl std::fmt::Display for Imported {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut parts = Vec::new();
        match self.saves.as_slice() {
            [] => {}
            [one] => parts.push(crate::t!("store-imported-one-save", name = one.as_str())),
            many => parts.push(crate::t!("store-imported-saves", count = many.len())),
        }
        if self.settings {
            parts.push(crate::t!("store-imported-settings"));
        }
        if self.plays > 0 {
            parts.push(crate::t!("store-imported-plays", count = self.plays));
        }
        if self.chart_data {
            parts.push(crate::t!("store-imported-chart-data"));
        }
        if self.paragraphs {
            parts.push(crate::t!("store-imported-paragraphs"));
        }
        let said = if parts.is_empty() {
            crate::t!("store-imported-nothing")
        } else {
            crate::t!("store-imported", what = parts.join(", "))
        };
        f.write_str(&crate::t!(
            "store-imported-summary",
            said = said,
            unchanged = self.unchanged
        ))?;
        if !self.chart_differences.is_empty() {
            let kept = crate::t!(
                "store-imported-chart-kept",
                differences = self.chart_differences.join("; ")
            );
            write!(f, " {kept}")?;
        }
        if self.paragraphs_differing > 0 {
            let kept = crate::t!(
                "store-imported-paragraphs-kept",
                count = self.paragraphs_differing
            );
            write!(f, " {kept}")?;
        }
        if self.settings_kept {
            write!(f, " {}", crate::t!("store-imported-settings-kept"))?;
        }
        Ok(())
    }
}

/// One file to write, checked.
enum Incoming {
    Save {
        /// Where it was kept on the other device (a bundle's key); a single save file
        /// goes where its name says.
        key: Option<String>,
        name: String,
        text: String,
        game: GameKind,
    },
    Settings(String),
    UserData(UserData, String),
    Paragraphs(ImportedText, String),
    Record(Record),
}

/// One write an import will make, and what the key held before (to put back should a
/// later write fail).
struct Staged {
    key: String,
    text: String,
    before: Option<String>,
}

/// Imports a file the player picked (`name` is how to call it): one save, or a bundle.
///
/// Whole or not at all: every file in it is checked, and every file here it merges with is
/// read, before anything is written; should a write then fail, the ones made are undone.
/// Saves come in under free names; the record, the chart data and the imported paragraphs
/// are merged with this device's (where both differ, this device's are kept and said);
/// settings as `settings` says. All under the data folder's lock for its shared files.
pub fn import(
    storage: &dyn Storage,
    name: &str,
    text: &str,
    settings: TakeSettings,
) -> Result<Imported, MoveError> {
    let incoming = check(name, text)?;
    let _one_at_a_time = storage.exclusive()?;
    let (staged, imported) = stage(storage, name, incoming, settings)?;
    commit(storage, &staged)?;
    Ok(imported)
}

/// The checked files of a save or a bundle.
fn check(name: &str, text: &str) -> Result<Vec<Incoming>, MoveError> {
    let unknown = |reason: String| MoveError::Unknown {
        name: name.into(),
        reason,
    };
    let value: serde_json::Value = serde_json::from_str(text)
        .map_err(|e| unknown(crate::t!("store-import-not-json", error = e.to_string())))?;
    let format = value
        .get("format")
        .and_then(serde_json::Value::as_str)
        .unwrap_or_default();
    match format {
        FORMAT => Ok(vec![check_save(name, None, text)?]),
        BUNDLE_FORMAT => {
            let bundle: Bundle =
                serde_json::from_value(value).map_err(|e| unknown(e.to_string()))?;
            if bundle.version > BUNDLE_VERSION {
                return Err(MoveError::TooNew {
                    name: name.into(),
                    written_by: bundle.written_by,
                });
            }
            bundle
                .files
                .iter()
                .map(|(key, text)| check_file(name, key, text))
                .collect()
        }
        "" => Err(unknown(crate::t!("store-import-no-format"))),
        other => Err(unknown(crate::t!("store-import-format", format = other))),
    }
}

/// The writes that bring `incoming` in, merged with what is here; nothing is written yet.
fn stage(
    storage: &dyn Storage,
    name: &str,
    incoming: Vec<Incoming>,
    settings: TakeSettings,
) -> Result<(Vec<Staged>, Imported), MoveError> {
    let cannot_merge = |key: &str, problem: String| MoveError::BadFile {
        name: name.into(),
        key: key.into(),
        reason: crate::t!("store-import-cannot-merge", problem = problem),
    };
    let mut imported = Imported::default();
    let mut staged = Vec::new();
    let mut taken: Vec<String> = saves::list_in(storage)
        .into_iter()
        .map(|s| s.name)
        .collect();
    let mut new_keys: Vec<String> = Vec::new();
    for file in incoming {
        match file {
            Incoming::Save {
                key,
                name,
                text,
                game,
            } => {
                let key = key.unwrap_or_else(|| saves::key_for(&name).to_string());
                match storage.read(&key) {
                    Ok(Some(here)) if here == text => imported.unchanged += 1,
                    Ok(None) if !new_keys.contains(&key) => {
                        new_keys.push(key.clone());
                        staged.push(Staged {
                            key,
                            text,
                            before: None,
                        });
                        taken.push(name.clone());
                        imported.saves.push(name);
                    }
                    _ => {
                        let new_name = saves::free_name(&name, &taken, storage);
                        let key = saves::key_for(&new_name).to_string();
                        staged.push(Staged {
                            key: key.clone(),
                            text: renamed(&text, &new_name, game)?,
                            before: None,
                        });
                        new_keys.push(key);
                        taken.push(new_name.clone());
                        imported.saves.push(new_name);
                    }
                }
            }
            Incoming::Record(theirs) => {
                let (mut ours, problem) = Record::load_from(storage);
                if let Some(problem) = problem {
                    return Err(cannot_merge(RECORD_KEY, problem.to_string()));
                }
                let before = ours.plays.len();
                let mut changed = false;
                for play in theirs.plays {
                    changed |= ours.add(play);
                }
                if changed {
                    staged.push(Staged {
                        key: RECORD_KEY.into(),
                        text: ours.to_json()?,
                        before: storage.read(RECORD_KEY)?,
                    });
                }
                imported.plays += ours.plays.len() - before;
            }
            Incoming::UserData(theirs, text) => {
                let here = storage.read(SHERWOOD_USER_DATA)?;
                let Some(here_text) = here else {
                    staged.push(Staged {
                        key: SHERWOOD_USER_DATA.into(),
                        text,
                        before: None,
                    });
                    imported.chart_data = true;
                    continue;
                };
                let mut ours = UserData::parse(&here_text, &storage.locate(SHERWOOD_USER_DATA))
                    .map_err(|e| cannot_merge(SHERWOOD_USER_DATA, e.to_string()))?;
                let unmerged = ours.clone();
                imported.chart_differences = ours.merge(&theirs);
                if ours != unmerged {
                    staged.push(Staged {
                        key: SHERWOOD_USER_DATA.into(),
                        text: serde_json::to_string_pretty(&ours)
                            .map_err(|e| StoreError::Invalid(e.to_string()))?,
                        before: Some(here_text),
                    });
                    imported.chart_data = true;
                }
            }
            Incoming::Paragraphs(theirs, text) => {
                let here = rulebook_text::read(storage)
                    .map_err(|e| cannot_merge(SHERWOOD_RULEBOOK_TEXT, e.to_string()))?;
                let Some(mut ours) = here else {
                    staged.push(Staged {
                        key: SHERWOOD_RULEBOOK_TEXT.into(),
                        text,
                        before: None,
                    });
                    imported.paragraphs = true;
                    continue;
                };
                let mut added = false;
                for (n, words) in theirs.paragraphs {
                    match ours.paragraphs.get(&n) {
                        None => {
                            ours.paragraphs.insert(n, words);
                            added = true;
                        }
                        Some(mine) if *mine != words => imported.paragraphs_differing += 1,
                        Some(_) => {}
                    }
                }
                if added {
                    staged.push(Staged {
                        key: SHERWOOD_RULEBOOK_TEXT.into(),
                        text: serde_json::to_string(&ours)
                            .map_err(|e| StoreError::Invalid(e.to_string()))?,
                        before: storage.read(SHERWOOD_RULEBOOK_TEXT)?,
                    });
                    imported.paragraphs = true;
                }
            }
            Incoming::Settings(text) => {
                let here = storage.read(SETTINGS_KEY);
                let take = match (&here, settings) {
                    (Ok(Some(mine)), _) if *mine == text => false,
                    (Ok(None), _) | (_, TakeSettings::Yes) => true,
                    (_, TakeSettings::IfNoneHere) => {
                        imported.settings_kept = true;
                        false
                    }
                };
                if take {
                    staged.push(Staged {
                        key: SETTINGS_KEY.into(),
                        text,
                        before: here.ok().flatten(),
                    });
                    imported.settings = true;
                }
            }
        }
    }
    Ok((staged, imported))
}

/// Makes the staged writes; should one fail, puts back what the ones before it replaced.
fn commit(storage: &dyn Storage, staged: &[Staged]) -> Result<(), MoveError> {
    for (done, s) in staged.iter().enumerate() {
        let written = match &s.before {
            // A new file goes only where nothing is yet.
            None => storage.write(&s.key, s.text.as_bytes(), &|_| false),
            Some(_) => storage.replace(&s.key, s.text.as_bytes()),
        };
        if let Err(e) = written {
            for undo in staged.iter().take(done).rev() {
                // Best effort: the write that failed is what the player is told.
                let _ = match &undo.before {
                    None => storage.remove(&undo.key),
                    Some(before) => storage.replace(&undo.key, before.as_bytes()),
                };
            }
            return Err(e.into());
        }
    }
    Ok(())
}

fn check_save(file: &str, key: Option<&str>, text: &str) -> Result<Incoming, MoveError> {
    let bad = |reason: String| MoveError::BadFile {
        name: file.into(),
        key: key.map_or_else(|| crate::t!("store-import-the-save"), str::to_string),
        reason,
    };
    let head: serde_json::Value = serde_json::from_str(text).map_err(|e| bad(e.to_string()))?;
    let game: GameKind = head
        .get("game")
        .cloned()
        .and_then(|g| serde_json::from_value(g).ok())
        .ok_or_else(|| bad(crate::t!("store-import-unknown-game")))?;
    let path = PathBuf::from(file);
    let name = match game {
        GameKind::Dnfm => saves::parse::<DnfmGame>(text, &path, game).map(|e| e.name),
        GameKind::Sherwood => saves::parse::<SherwoodGame>(text, &path, game).map(|e| e.name),
    }
    .map_err(|e| match e {
        StoreError::TooNew { written_by, .. } => MoveError::TooNew {
            name: file.into(),
            written_by,
        },
        other => bad(other.to_string()),
    })?;
    Ok(Incoming::Save {
        key: key.map(str::to_string),
        name,
        text: text.into(),
        game,
    })
}

fn check_file(file: &str, key: &str, text: &str) -> Result<Incoming, MoveError> {
    let bad = |reason: String| MoveError::BadFile {
        name: file.into(),
        key: key.into(),
        reason,
    };
    let path = PathBuf::from(key);
    match key {
        SETTINGS_KEY => serde_json::from_str::<Settings>(text)
            .map(|_| Incoming::Settings(text.into()))
            .map_err(|e| bad(e.to_string())),
        SHERWOOD_USER_DATA => UserData::parse(text, &path)
            .map(|data| Incoming::UserData(data, text.into()))
            .map_err(|e| bad(e.to_string())),
        SHERWOOD_RULEBOOK_TEXT => serde_json::from_str::<ImportedText>(text)
            .map(|paragraphs| Incoming::Paragraphs(paragraphs, text.into()))
            .map_err(|e| bad(e.to_string())),
        RECORD_KEY => Record::parse(text)
            .map(Incoming::Record)
            .map_err(|e| bad(e.to_string())),
        k if is_save_key(k) => check_save(file, Some(key), text),
        _ => Err(bad(crate::t!("store-import-unknown-file"))),
    }
}

/// A key a save may have: a plain file name in the saves folder, as `key_for` makes them.
fn is_save_key(key: &str) -> bool {
    key.strip_prefix("saves/")
        .and_then(|f| f.strip_suffix(".json"))
        .is_some_and(|stem| {
            !stem.is_empty() && stem.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        })
}

/// The save under another name (brought to this build's format on the way).
fn renamed(text: &str, name: &str, game: GameKind) -> Result<String, StoreError> {
    let mut save: Envelope<serde_json::Value> = saves::parse(text, &PathBuf::from(name), game)?;
    save.name = name.into();
    serde_json::to_string(&save).map_err(|e| StoreError::Invalid(e.to_string()))
}
