//! The paragraphs the player imported from their own rulebook, kept in the data folder:
//! written when an import finds them, read back when the app starts and after a move.

use super::files::StoreError;
use super::paths::SHERWOOD_RULEBOOK_TEXT;
use super::storage::Storage;
use crate::games::sherwood::import::{ImportReport, ImportedText, import};

/// Why the imported paragraphs could not be kept or read.
#[derive(Debug, Clone, thiserror::Error)]
pub enum RulebookTextError {
    /// The player's file gave nothing to import (why, in words).
    #[error("{}", crate::t!("app-nothing-imported", error = .0.as_str()))]
    NothingImported(String),
    #[error(transparent)]
    Store(#[from] StoreError),
    /// What is kept does not read; it is left as it is.
    #[error("{}", crate::t!("app-imported-unread-kept", path = .path.as_str(), error = .why.as_str()))]
    UnreadKept { path: String, why: String },
    #[error("{}", crate::t!("app-imported-unread", error = .0.to_string()))]
    Unread(StoreError),
}

/// Imports the player's plain-text rulebook and keeps its paragraphs, never over a kept
/// file that does not read.
pub fn keep(
    storage: &dyn Storage,
    text: &str,
) -> Result<(ImportedText, ImportReport), RulebookTextError> {
    let (imported, report) =
        import(text).map_err(|e| RulebookTextError::NothingImported(e.to_string()))?;
    let json = serde_json::to_string(&imported).map_err(|e| StoreError::Invalid(e.to_string()))?;
    storage.write(SHERWOOD_RULEBOOK_TEXT, json.as_bytes(), &|old| {
        serde_json::from_str::<ImportedText>(old).is_ok()
    })?;
    Ok((imported, report))
}

/// The paragraphs kept, if any.
pub fn read(storage: &dyn Storage) -> Result<Option<ImportedText>, RulebookTextError> {
    match storage.read(SHERWOOD_RULEBOOK_TEXT) {
        Ok(None) => Ok(None),
        Ok(Some(t)) => {
            serde_json::from_str(&t)
                .map(Some)
                .map_err(|e| RulebookTextError::UnreadKept {
                    path: storage.locate(SHERWOOD_RULEBOOK_TEXT).display().to_string(),
                    why: e.to_string(),
                })
        }
        Err(e) => Err(RulebookTextError::Unread(e)),
    }
}
