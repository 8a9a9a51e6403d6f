//! Why the platform could not do what the shell asked: a typed reason, worded in the
//! player's language only when it is shown.

use crate::store::files::{MAX_FILE_BYTES, StoreError};
use std::path::PathBuf;

#[derive(Debug, Clone, thiserror::Error)]
pub enum PlatformError {
    /// There is nowhere to keep anything (no data folder; a browser that keeps nothing).
    #[error("{}", self.words())]
    NoStorage,
    /// A game was shared and there is nowhere to keep it.
    #[error("{}", self.words())]
    SharedButNoStorage,
    /// The player closed the save dialog without choosing a file.
    #[error("{}", self.words())]
    NotChosen,
    /// No save dialog can be shown here, and there is no data folder to write into.
    #[error("{}", self.words())]
    NoDialogNoFolder,
    /// A browser has no data folder: its files are downloads.
    #[error("{}", self.words())]
    NoFolderInBrowser,
    /// The system has no program to open the file with.
    #[error("{}", self.words())]
    NoOpener { path: PathBuf },
    /// A browser opens its downloads itself.
    #[error("{}", self.words())]
    OpenFromDownloads { path: PathBuf },
    /// The player closed the phone's share sheet.
    #[error("{}", self.words())]
    ShareCancelled,
    /// The browser would not start the download.
    #[error("{}", self.words())]
    DownloadRefused,
    /// The app runs without a page around it (a browser build outside a page).
    #[error("{}", self.words())]
    NoPage,
    /// A language's catalogue could not be fetched.
    #[error("{}", self.words())]
    LanguageNotFetched,
    /// A picked file is larger than the app reads.
    #[error("{}", self.words())]
    FileTooLarge,
    /// The browser gave no text for a picked file.
    #[error("{}", self.words())]
    BrowserCannotRead,
    /// Reading or writing the app's files went wrong.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The browser keeps nothing for the page, or refused a write.
    #[cfg(target_arch = "wasm32")]
    #[error(transparent)]
    Browser(#[from] crate::store::browser::BrowserStorageError),
}

/// Two reasons are the same when they tell the player the same (a file's error carries the
/// system's own, which has no equality of its own).
impl PartialEq for PlatformError {
    fn eq(&self, other: &PlatformError) -> bool {
        std::mem::discriminant(self) == std::mem::discriminant(other)
            && self.to_string() == other.to_string()
    }
}

impl Eq for PlatformError {}

impl PlatformError {
    fn words(&self) -> String {
        let shown = |path: &PathBuf| path.display().to_string();
        match self {
            PlatformError::NoStorage => super::no_storage(),
            PlatformError::SharedButNoStorage => super::shared_but_no_storage(),
            PlatformError::NotChosen => crate::t!("app-not-chosen"),
            PlatformError::NoDialogNoFolder => crate::t!("app-no-dialog-no-folder"),
            PlatformError::NoFolderInBrowser => crate::t!("app-no-folder-in-browser"),
            PlatformError::NoOpener { path } => crate::t!("app-no-opener", path = shown(path)),
            PlatformError::OpenFromDownloads { path } => {
                crate::t!("app-open-from-downloads", path = shown(path))
            }
            PlatformError::ShareCancelled => crate::t!("app-share-cancelled"),
            PlatformError::DownloadRefused => crate::t!("app-download-refused"),
            PlatformError::NoPage => crate::t!("app-no-page"),
            PlatformError::LanguageNotFetched => crate::t!("app-language-not-fetched"),
            PlatformError::FileTooLarge => crate::t!(
                "app-file-too-large",
                megabytes = MAX_FILE_BYTES / (1024 * 1024)
            ),
            PlatformError::BrowserCannotRead => crate::t!("app-browser-cannot-read"),
            PlatformError::Store(e) => e.to_string(),
            #[cfg(target_arch = "wasm32")]
            PlatformError::Browser(e) => e.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::PlatformError;

    #[test]
    fn every_reason_is_worded_from_the_catalogue() {
        for e in [
            PlatformError::NoStorage,
            PlatformError::SharedButNoStorage,
            PlatformError::NotChosen,
            PlatformError::NoDialogNoFolder,
            PlatformError::NoFolderInBrowser,
            PlatformError::NoOpener {
                path: "kit.pdf".into(),
            },
            PlatformError::OpenFromDownloads {
                path: "kit.pdf".into(),
            },
            PlatformError::ShareCancelled,
            PlatformError::DownloadRefused,
            PlatformError::NoPage,
            PlatformError::LanguageNotFetched,
            PlatformError::FileTooLarge,
            PlatformError::BrowserCannotRead,
        ] {
            let said = e.to_string();
            assert!(
                !said.is_empty() && !said.starts_with("app-"),
                "{e:?}: {said}"
            );
        }
    }
}
