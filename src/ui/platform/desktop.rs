//! The desktop: the platform's data folder, the system's file dialogs, the system clock.

use super::{FileKind, PickedFile, kilobytes};
use crate::store::files::{read_text, replace_atomic};
use crate::store::paths;
use crate::store::storage::{FileStorage, SharedStorage};
use std::path::PathBuf;
use std::sync::Arc;

/// Said when there is nowhere to keep anything.
pub const NO_STORAGE: &str = "No data folder could be found: games will not be saved.";

/// The data folder, or why there is none.
pub fn storage() -> Result<SharedStorage, String> {
    paths::data_dir()
        .map(|d| Arc::new(FileStorage::new(d)) as SharedStorage)
        .ok_or_else(|| NO_STORAGE.to_string())
}

/// Seconds since 1970.
pub fn now_secs() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// The system's open dialog (the xdg portal on Linux, where there is one), then the file
/// read with the usual bound. `None` when the player picked nothing.
pub async fn pick(title: &'static str, kind: FileKind) -> Option<PickedFile> {
    let handle = rfd::AsyncFileDialog::new()
        .set_title(title)
        .add_filter(kind.label(), kind.extensions())
        .pick_file()
        .await?;
    let path = handle.path().to_path_buf();
    Some(PickedFile {
        name: path.display().to_string(),
        text: read_text(&path).map_err(|e| e.to_string()),
    })
}

/// The system's save dialog, starting in `folder`; where no dialog service answers, the
/// file goes into `folder`. Says where it went.
pub async fn save(
    name: String,
    bytes: Vec<u8>,
    kind: FileKind,
    folder: Option<PathBuf>,
) -> Result<String, String> {
    save_at(name, bytes, kind, folder)
        .await
        .map(|(said, _)| said)
}

/// As [`save`], with the file's path (to open it after).
pub async fn save_at(
    name: String,
    bytes: Vec<u8>,
    kind: FileKind,
    folder: Option<PathBuf>,
) -> Result<(String, Option<PathBuf>), String> {
    let mut dialog = rfd::AsyncFileDialog::new();
    if let Some(d) = &folder {
        dialog = dialog.set_directory(d);
    }
    let chosen = dialog
        .set_file_name(&name)
        .add_filter(kind.label(), kind.extensions())
        .save_file()
        .await
        .map(|f| f.path().to_path_buf());
    let path = chosen
        .or_else(|| folder.map(|d| d.join(&name)))
        .ok_or("there is no place to save it")?;
    replace_atomic(&path, &bytes).map_err(|e| e.to_string())?;
    let said = format!("Saved {} ({})", path.display(), kilobytes(bytes.len()));
    Ok((said, Some(path)))
}

/// Opens a file with the program the system uses for it (a PDF viewer).
pub async fn open(path: PathBuf) -> Result<String, String> {
    let mut command = if cfg!(target_os = "windows") {
        let mut c = std::process::Command::new("cmd");
        c.args(["/C", "start", ""]);
        c
    } else if cfg!(target_os = "macos") {
        std::process::Command::new("open")
    } else {
        std::process::Command::new("xdg-open")
    };
    let shown = path.display().to_string();
    match command.arg(&path).status() {
        Ok(s) if s.success() => Ok(format!("Opened {shown}")),
        Ok(_) | Err(_) => Err(format!(
            "No program here opens {shown}; open it from your file manager."
        )),
    }
}

/// The desktop leaves the screen to its own power settings.
pub fn keep_awake(_on: bool) {}

/// The window's title is iced's to set on the desktop.
pub fn show_title(_title: &str) {}

/// Whether the app runs in a browser.
pub const IN_BROWSER: bool = false;
