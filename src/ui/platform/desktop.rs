//! The desktop: the platform's data folder, the system's file dialogs, the system clock.

use super::{FileKind, PickedFile, PlatformError, kilobytes};
use crate::store::files::{read_text, replace_atomic};
use crate::store::paths;
use crate::store::storage::{FileStorage, SharedStorage};
use crate::t;
use std::path::PathBuf;
use std::sync::Arc;

/// Said when there is nowhere to keep anything.
pub fn no_storage() -> String {
    t!("app-no-storage-desktop")
}

/// A game was shared, and there is no data folder to keep it in.
pub fn shared_but_no_storage() -> String {
    t!("app-shared-no-storage-desktop")
}

/// The data folder, or why there is none.
pub fn storage() -> Result<SharedStorage, PlatformError> {
    paths::data_dir()
        .map(|d| Arc::new(FileStorage::new(d)) as SharedStorage)
        .ok_or(PlatformError::NoStorage)
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
pub async fn pick(title: String, kind: FileKind) -> Option<PickedFile> {
    let handle = rfd::AsyncFileDialog::new()
        .set_title(title)
        .add_filter(kind.label(), kind.extensions())
        .pick_file()
        .await?;
    let path = handle.path().to_path_buf();
    Some(PickedFile {
        name: path.display().to_string(),
        text: read_text(&path).map_err(PlatformError::from),
    })
}

/// The system's save dialog, starting in `folder`. Where this system has no dialog to show,
/// the file goes into `folder` and the words say so. Says where it went.
pub async fn save(
    name: String,
    bytes: Vec<u8>,
    kind: FileKind,
    folder: Option<PathBuf>,
) -> Result<String, PlatformError> {
    save_at(name, bytes, kind, folder)
        .await
        .map(|(said, _)| said)
}

/// As [`save`], with the file's path (to open it, or its folder, after).
pub async fn save_at(
    name: String,
    bytes: Vec<u8>,
    kind: FileKind,
    folder: Option<PathBuf>,
) -> Result<(String, Option<PathBuf>), PlatformError> {
    if !has_save_dialog() {
        let folder = folder.ok_or(PlatformError::NoDialogNoFolder)?;
        let (said, path) = save_into(&folder, &name, &bytes)?;
        return Ok((t!("app-no-dialog", said = said), path));
    }
    let mut dialog = rfd::AsyncFileDialog::new();
    if let Some(d) = &folder {
        dialog = dialog.set_directory(d);
    }
    let path = dialog
        .set_file_name(&name)
        .add_filter(kind.label(), kind.extensions())
        .save_file()
        .await
        .map(|f| f.path().to_path_buf())
        .ok_or(PlatformError::NotChosen)?;
    written(path, &bytes, |path, size| {
        t!("app-saved-file", path = path, size = size)
    })
}

/// Writes the file into `folder` (the data folder) with no dialog, and says where. No file
/// there is replaced: with no dialog to ask, a name in use becomes "name (2).pdf" (a save
/// dialog asks the player itself).
pub fn save_into(
    folder: &std::path::Path,
    name: &str,
    bytes: &[u8],
) -> Result<(String, Option<PathBuf>), PlatformError> {
    written(unused_path(folder, name), bytes, |path, size| {
        t!("app-saved-in-folder", path = path, size = size)
    })
}

/// `folder/name`, or where that is taken, the first free "stem (n).ext".
fn unused_path(folder: &std::path::Path, name: &str) -> PathBuf {
    let first = folder.join(name);
    if !first.exists() {
        return first;
    }
    let (stem, ext) = match name.rsplit_once('.') {
        Some((stem, ext)) if !stem.is_empty() => (stem, format!(".{ext}")),
        _ => (name, String::new()),
    };
    (2..10_000)
        .map(|n| folder.join(format!("{stem} ({n}){ext}")))
        .find(|p| !p.exists())
        .unwrap_or(first)
}

/// Writes `bytes` at `path`: what `said` makes of the path and the size, and the path.
fn written(
    path: PathBuf,
    bytes: &[u8],
    said: impl FnOnce(String, String) -> String,
) -> Result<(String, Option<PathBuf>), PlatformError> {
    replace_atomic(&path, bytes)?;
    let words = said(path.display().to_string(), kilobytes(bytes.len()));
    Ok((words, Some(path)))
}

/// Whether a save dialog can be shown here. Windows and macOS always have one; elsewhere rfd
/// asks the desktop portal over the session bus, then falls back on zenity, and with neither
/// (a bare X server) it returns nothing at once, which would read as the player cancelling.
fn has_save_dialog() -> bool {
    if cfg!(any(target_os = "windows", target_os = "macos")) {
        return true;
    }
    let bus = std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some_and(|v| !v.is_empty());
    bus || on_path("zenity")
}

fn on_path(program: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|d| d.join(program).is_file()))
}

/// Opens a file with the program the system uses for it (a PDF viewer).
pub async fn open(path: PathBuf) -> Result<String, PlatformError> {
    let mut command = if cfg!(target_os = "windows") {
        let mut c = std::process::Command::new("cmd");
        c.args(["/C", "start", ""]);
        c
    } else if cfg!(target_os = "macos") {
        std::process::Command::new("open")
    } else {
        std::process::Command::new("xdg-open")
    };
    match command.arg(&path).status() {
        Ok(s) if s.success() => Ok(t!("app-opened", path = path.display().to_string())),
        Ok(_) | Err(_) => Err(PlatformError::NoOpener { path }),
    }
}

/// The desktop leaves the screen to its own power settings.
pub fn keep_awake(_on: bool) {}

/// The window's title is iced's to set on the desktop.
pub fn show_title(_title: &str) {}

/// A desktop build is updated by installing the new one: nothing waits inside the app.
pub fn update_arrives() -> impl iced::futures::Stream<Item = ()> {
    iced::futures::stream::empty()
}

pub fn apply_update() {}

/// A desktop window has no page around it to be played with a screen reader (the text mode,
/// `pnp-companion play`, is the desktop's way): nothing is heard.
pub fn listener_speaks() -> impl iced::futures::Stream<Item = super::Heard> {
    iced::futures::stream::empty()
}

/// Nothing to show it on (see [`listener_speaks`]).
pub fn show_listening(_page: &str) {}

/// A desktop window has no page around it, and so no live region to tell: nothing is done.
pub fn announce(_said: &super::Announcement) {}

/// Whether the app runs in a browser.
/// A desktop has a keyboard: its keys (F1, Space, digits) are worth naming on screen.
pub const HAS_KEYBOARD: bool = true;

pub const IN_BROWSER: bool = false;

/// A desktop has its keyboard: iced's text fields take its keys directly.
pub const SOFT_KEYBOARD: bool = false;

pub fn soft_keyboard(_field: Option<super::KeyboardField>) {}

/// A file is written when `Storage::write` returns: nothing is left to wait for.
pub async fn storage_committed() -> Result<(), PlatformError> {
    Ok(())
}

/// Files on the desktop's disk stay until the player deletes them.
pub async fn keep_data() -> super::DataKeeping {
    super::DataKeeping {
        installed: true,
        persisted: true,
    }
}

/// The desktop's own settings decide when its screen sleeps.
pub fn can_keep_awake() -> bool {
    true
}

/// Nothing is asked of the desktop's screen, so nothing is let go.
pub fn awake_dropped() -> bool {
    false
}

pub fn awake_dropped_news() -> impl iced::futures::Stream<Item = ()> {
    iced::futures::stream::empty()
}

/// The desktop has no address of its own: a shared game's link starts with the one set in
/// the settings ("Where your web app lives").
pub fn own_address() -> Option<String> {
    None
}

/// A desktop app is not opened by a link: a shared game comes in with `saves open LINK` or
/// pasted on Home.
pub fn shared_link() -> Option<String> {
    None
}

pub fn forget_shared_link() {}

/// `false`: the desktop copies through the window's clipboard (iced's).
pub fn copy_text(_text: &str) -> bool {
    false
}

/// The file named by `PNP_DRAWN_MARKER`, if any: the Windows installer's test asks the app
/// to say what it drew first (an error screen draws colours too).
fn drawn_marker_path() -> Option<PathBuf> {
    std::env::var_os("PNP_DRAWN_MARKER")
        .filter(|p| !p.is_empty())
        .map(PathBuf::from)
}

/// Whether the app is to say what it drew first (see [`note_drawn`]).
pub fn drawn_marker() -> bool {
    drawn_marker_path().is_some()
}

/// A save was written: only the web app keeps a picture of the screen for its next start.
pub fn saved() {}

/// The PDF writer and the rasteriser are part of the desktop app: nothing to fetch.
pub fn prepare_printing() {}

/// The job's file: a PDF, or pictures (the writer and the rasteriser are linked in).
pub async fn write_file(
    job: crate::print::shop::Job,
) -> Result<Vec<u8>, crate::print::pdf::PrintError> {
    crate::print::shop::write(&job)
}

/// Every language is compiled into the desktop app.
pub fn take_page_language() {}

/// Every language is here already.
pub async fn fetch_language(_lang: crate::i18n::Lang) -> Result<(), PlatformError> {
    Ok(())
}

/// The size the window opens at is the desktop's own choice (`ui::run`).
pub fn page_size() -> Option<iced::Size> {
    None
}

/// Writes the name of the screen drawn first into `PNP_DRAWN_MARKER`'s file ("home"); a
/// failed write is the test's to notice.
pub fn note_drawn(screen: &str) {
    if let Some(path) = drawn_marker_path() {
        let _ = std::fs::write(path, format!("{screen}\n"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_written_without_a_dialog_never_replaces_one() {
        let dir = std::env::temp_dir().join(format!("pnp-save-into-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let (_, first) = save_into(&dir, "kit.pdf", b"one").unwrap();
        let (said, second) = save_into(&dir, "kit.pdf", b"two").unwrap();
        assert_eq!(first, Some(dir.join("kit.pdf")));
        assert_eq!(second, Some(dir.join("kit (2).pdf")));
        assert!(said.contains("kit (2).pdf"), "{said}");
        assert_eq!(std::fs::read(dir.join("kit.pdf")).unwrap(), b"one");
        assert_eq!(std::fs::read(dir.join("kit (2).pdf")).unwrap(), b"two");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
