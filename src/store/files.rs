//! Reading and writing the app's files safely: bounded reads, atomic writes (temporary
//! file, fsync, rename), the previous version kept as a backup, and a file that cannot be
//! read never overwritten.

use std::fs;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Larger files are not the app's: reading stops one byte past this, whatever size the file
/// claims (a device, a pipe or a `/proc` file claims 0). A long Sherwood game's save, a
/// snapshot per action, stays under 10 MB.
pub const MAX_FILE_BYTES: u64 = 32 * 1024 * 1024;

/// This build, as named in the files it writes and in the errors about newer ones.
pub const WRITER: &str = concat!("pnp-companion ", env!("CARGO_PKG_VERSION"));

/// What went wrong with one of the app's files; its words (Display) are in the player's
/// language.
#[derive(Debug, Clone, thiserror::Error)]
pub enum StoreError {
    #[error("{}", self.words())]
    NoDataDir,
    #[error("{}", self.words())]
    Read {
        path: PathBuf,
        source: Arc<std::io::Error>,
    },
    #[error("{}", self.words())]
    Write {
        path: PathBuf,
        source: Arc<std::io::Error>,
    },
    /// More than [`MAX_FILE_BYTES`] were there to read (`size` is what was read before
    /// stopping, or the size the file claims when that is larger).
    #[error("{}", self.words())]
    TooLarge { path: PathBuf, size: u64 },
    /// A write of `size` bytes, more than [`MAX_FILE_BYTES`]: refused before anything was
    /// replaced, since it could not be read back.
    #[error("{}", self.words())]
    TooLargeToWrite { path: PathBuf, size: u64 },
    #[error("{}", self.words())]
    NotText { path: PathBuf },
    #[error("{}", self.words())]
    Corrupt { path: PathBuf, reason: String },
    #[error("{}", self.words())]
    TooNew {
        path: PathBuf,
        found: u32,
        supported: u32,
        written_by: String,
    },
    /// Held by another window or text mode of the app (see `store::lock`).
    #[error("{}", self.words())]
    InUse { path: PathBuf },
    /// Written by another window, tab or text mode since this one read it (its generation
    /// moved on): never written over.
    #[error("{}", self.words())]
    ChangedElsewhere { path: PathBuf },
    /// Open in another tab of the web app (the browser's locks).
    #[error("{}", self.words())]
    OpenInAnotherTab { path: PathBuf },
    #[error("{0}")]
    Invalid(String),
}

impl StoreError {
    /// What went wrong, in the player's language.
    fn words(&self) -> String {
        let shown = |path: &std::path::Path| path.display().to_string();
        match self {
            StoreError::NoDataDir => crate::t!("store-no-data-dir"),
            StoreError::Read { path, source } => crate::t!(
                "store-cannot-read",
                path = shown(path),
                error = source.to_string()
            ),
            StoreError::Write { path, source } => crate::t!(
                "store-cannot-write",
                path = shown(path),
                error = source.to_string()
            ),
            StoreError::TooLargeToWrite { path, size } => crate::t!(
                "store-too-large-to-write",
                path = shown(path),
                size = size.div_ceil(1024 * 1024),
                megabytes = MAX_FILE_BYTES / (1024 * 1024)
            ),
            StoreError::TooLarge { path, .. } => crate::t!(
                "store-too-large",
                path = shown(path),
                megabytes = MAX_FILE_BYTES / (1024 * 1024)
            ),
            StoreError::NotText { path } => crate::t!("store-not-text", path = shown(path)),
            StoreError::Corrupt { path, reason } => crate::t!(
                "store-corrupt",
                path = shown(path),
                reason = reason.as_str()
            ),
            StoreError::TooNew {
                path,
                found,
                supported,
                written_by,
            } => crate::t!(
                "store-too-new",
                path = shown(path),
                writer = written_by.as_str(),
                found = *found,
                reader = WRITER,
                supported = *supported
            ),
            StoreError::InUse { path } => crate::t!("store-in-use", path = shown(path)),
            StoreError::OpenInAnotherTab { .. } => crate::t!("store-open-in-another-tab"),
            StoreError::ChangedElsewhere { path } => {
                crate::t!("store-changed-elsewhere", path = shown(path))
            }
            StoreError::Invalid(why) => why.clone(),
        }
    }
}

/// `name` made safe for a file's name or an id: ASCII letters and digits in lower case,
/// every other character a hyphen, none at either end ("Evening at the table" →
/// "evening-at-the-table"); empty when nothing is left.
pub fn slug(name: &str) -> String {
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
    slug.trim_matches('-').to_string()
}

/// The file's text, read to at most [`MAX_FILE_BYTES`]: the bound is on the bytes actually
/// read, so a device (`/dev/zero`), a FIFO or a file still growing is refused as too large
/// once it passes the bound, never read without end.
pub fn read_text(path: &Path) -> Result<String, StoreError> {
    let rerr = |e: std::io::Error| StoreError::Read {
        path: path.into(),
        source: Arc::new(e),
    };
    let too_large = |size: u64| StoreError::TooLarge {
        path: path.into(),
        size,
    };
    let (file, pipe) = open_to_read(path).map_err(rerr)?;
    // A regular file that says it is too large is refused before reading anything.
    let claimed = file.metadata().map(|m| m.len()).unwrap_or(0);
    if claimed > MAX_FILE_BYTES {
        return Err(too_large(claimed));
    }
    let mut bytes = Vec::new();
    let limited = file.take(MAX_FILE_BYTES + 1);
    let read = if pipe {
        read_pipe(limited, &mut bytes)
    } else {
        let mut limited = limited;
        limited.read_to_end(&mut bytes)
    }
    .map_err(rerr)?;
    if read as u64 > MAX_FILE_BYTES {
        return Err(too_large(read as u64));
    }
    String::from_utf8(bytes).map_err(|_| StoreError::NotText { path: path.into() })
}

/// How long a pipe may stay silent before its reader gives up.
const PIPE_SILENCE: std::time::Duration = std::time::Duration::from_secs(5);

/// Opens a file to read, and says whether it is a pipe. A pipe is opened without waiting
/// for a writer (a FIFO nobody writes to would hold the open forever); it reads as empty
/// then.
fn open_to_read(path: &Path) -> std::io::Result<(fs::File, bool)> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
        if fs::metadata(path).is_ok_and(|m| m.file_type().is_fifo()) {
            let file = fs::OpenOptions::new()
                .read(true)
                .custom_flags(libc::O_NONBLOCK)
                .open(path)?;
            return Ok((file, true));
        }
    }
    fs::File::open(path).map(|f| (f, false))
}

/// Reads a pipe opened without blocking: waits briefly whenever it is momentarily empty
/// (or has no writer yet), stops at its end or after `PIPE_SILENCE` without a byte.
fn read_pipe(mut from: impl Read, into: &mut Vec<u8>) -> std::io::Result<usize> {
    let mut chunk = [0u8; 64 * 1024];
    let mut quiet_since = std::time::Instant::now();
    let wait = || std::thread::sleep(std::time::Duration::from_millis(2));
    loop {
        match from.read(&mut chunk) {
            // Before the first byte an end means no writer yet: give one a moment.
            Ok(0) if into.is_empty() && quiet_since.elapsed() <= PIPE_SILENCE => wait(),
            Ok(0) => return Ok(into.len()),
            Ok(n) => {
                into.extend_from_slice(chunk.get(..n).unwrap_or_default());
                quiet_since = std::time::Instant::now();
            }
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                if quiet_since.elapsed() > PIPE_SILENCE {
                    return Ok(into.len());
                }
                wait();
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
}

/// `Ok(None)` when the file does not exist.
pub fn read_optional(path: &Path) -> Result<Option<String>, StoreError> {
    match fs::metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        _ => read_text(path).map(Some),
    }
}

fn backup_path(path: &Path) -> PathBuf {
    let mut name = path
        .file_name()
        .map(|n| n.to_os_string())
        .unwrap_or_default();
    name.push(".bak");
    path.with_file_name(name)
}

/// Writes `contents` atomically. The file it replaces is kept as `<name>.bak` — unless
/// `replaceable` says the old file is not a good one (a file that failed to parse is never
/// overwritten: the write is refused).
pub fn write_atomic(
    path: &Path,
    contents: &[u8],
    replaceable: impl Fn(&str) -> bool,
) -> Result<(), StoreError> {
    if let Ok(Some(old)) = read_optional(path) {
        if !replaceable(&old) {
            return Err(StoreError::Corrupt {
                path: path.into(),
                reason: crate::t!("store-file-does-not-parse"),
            });
        }
    } else if path.exists() {
        return Err(StoreError::Corrupt {
            path: path.into(),
            reason: crate::t!("store-file-unreadable"),
        });
    }
    replace_atomic(path, contents)
}

/// A write that could not be read back (more than [`MAX_FILE_BYTES`]) is refused before
/// it replaces anything.
pub fn refuse_unreadable(path: &Path, contents: &[u8]) -> Result<(), StoreError> {
    let size = contents.len() as u64;
    if size > MAX_FILE_BYTES {
        return Err(StoreError::TooLargeToWrite {
            path: path.into(),
            size,
        });
    }
    Ok(())
}

/// The marker in the names of half-written files (`<name>.tmp-<process id>-<number>`).
const TEMP_MARK: &str = ".tmp-";

/// This process's own mark in a temporary file's name.
fn own_mark() -> String {
    format!("{TEMP_MARK}{}-", std::process::id())
}

/// `<name>.tmp-<this process>-<number>` beside `path`, a name no other write uses: two
/// writes of one file at once (two settings jobs) each have their own, and neither removes
/// the other's (one shared name made a false "Settings not saved").
fn temp_path(path: &Path) -> PathBuf {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let mut name = path
        .file_name()
        .map(|n| n.to_os_string())
        .unwrap_or_default();
    name.push(format!("{}{n}", own_mark()));
    path.with_file_name(name)
}

/// Writes `contents` to a temporary file beside `path`, flushed to the disk, then renames it
/// over `path`: at every moment `path` holds either the old whole file or the new one.
fn write_then_rename(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    let tmp = temp_path(path);
    {
        let mut f = fs::File::create(&tmp)?;
        f.write_all(contents)?;
        f.sync_all()?;
    }
    fs::rename(&tmp, path)
}

/// Makes `<name>.bak` the file now at `path`, atomically: a second name for the same file
/// (a hard link, no copying) where the file system allows, else a copy; renamed into place.
fn keep_backup(path: &Path) -> std::io::Result<()> {
    let backup = backup_path(path);
    let tmp = temp_path(&backup);
    if fs::hard_link(path, &tmp).is_err() {
        let old = fs::read(path)?;
        let mut f = fs::File::create(&tmp)?;
        f.write_all(&old)?;
        f.sync_all()?;
    }
    fs::rename(&tmp, &backup)?;
    // Where the backup already was this very file (another write linked it a moment ago),
    // the rename does nothing and leaves the second name behind: it goes.
    if tmp.exists() {
        let _ = fs::remove_file(&tmp);
    }
    Ok(())
}

/// Writes `contents` atomically whatever the file held before (exports such as PDFs and
/// logs, which the app does not read back); the previous version is kept as `<name>.bak`,
/// itself replaced atomically so a crash never leaves half a backup.
pub fn replace_atomic(path: &Path, contents: &[u8]) -> Result<(), StoreError> {
    refuse_unreadable(path, contents)?;
    let werr = |e: std::io::Error| StoreError::Write {
        path: path.into(),
        source: Arc::new(e),
    };
    if let Some(dir) = path.parent()
        && !dir.as_os_str().is_empty()
    {
        fs::create_dir_all(dir).map_err(werr)?;
    }
    if path.exists() {
        keep_backup(path).map_err(werr)?;
    }
    write_then_rename(path, contents).map_err(werr)?;
    if let Some(dir) = path.parent()
        && let Ok(d) = fs::File::open(dir)
    {
        let _ = d.sync_all();
    }
    Ok(())
}

/// Removes what a crash mid-write left behind in `dir`: temporary files of other processes
/// that nobody has touched for `age`. The saves themselves are never touched.
pub fn remove_stale_temp_files(dir: &Path, age: std::time::Duration) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let own = own_mark();
    for entry in entries.filter_map(Result::ok) {
        let name = entry.file_name().to_string_lossy().to_string();
        let stale = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|elapsed| elapsed >= age);
        let is_file = entry.file_type().is_ok_and(|t| t.is_file());
        if name.contains(TEMP_MARK) && !name.contains(&own) && stale && is_file {
            let _ = fs::remove_file(entry.path());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("pnp-files-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn atomic_write_keeps_a_backup() {
        let dir = temp_dir("backup");
        let f = dir.join("a.json");
        write_atomic(&f, b"one", |_| true).unwrap();
        write_atomic(&f, b"two", |_| true).unwrap();
        assert_eq!(read_text(&f).unwrap(), "two");
        assert_eq!(read_text(&dir.join("a.json.bak")).unwrap(), "one");
        assert_eq!(read_optional(&dir.join("none.json")).unwrap(), None);
    }

    #[test]
    fn a_bad_file_is_never_overwritten() {
        let dir = temp_dir("bad");
        let f = dir.join("a.json");
        fs::write(&f, "garbage").unwrap();
        let err = write_atomic(&f, b"new", |old| old.starts_with('{')).unwrap_err();
        assert!(matches!(err, StoreError::Corrupt { .. }));
        assert_eq!(fs::read_to_string(&f).unwrap(), "garbage");
        fs::write(&f, [0xff, 0xfe, 0x00]).unwrap();
        assert!(matches!(read_text(&f), Err(StoreError::NotText { .. })));
        assert!(write_atomic(&f, b"new", |_| true).is_err());
    }

    /// Issue 59: two writes of one file at once (the window's two settings jobs) each use
    /// their own temporary files: every write succeeds, the file holds one of them whole,
    /// and nothing is left behind.
    #[test]
    fn two_writes_of_one_file_at_once_both_succeed() {
        let dir = temp_dir("together");
        let f = dir.join("settings.json");
        write_atomic(&f, b"{}", |_| true).unwrap();
        let writers: Vec<_> = (0..4)
            .map(|w| {
                let f = f.clone();
                std::thread::spawn(move || {
                    (0..150)
                        .filter(|i| {
                            let text = format!("{{\"writer\": {w}, \"n\": {i}}}");
                            write_atomic(&f, text.as_bytes(), |_| true).is_err()
                        })
                        .count()
                })
            })
            .collect();
        let failed: usize = writers.into_iter().map(|w| w.join().unwrap()).sum();
        assert_eq!(failed, 0, "writes failed while another wrote the same file");
        assert!(read_text(&f).unwrap().starts_with("{\"writer\""));
        let left: Vec<String> = fs::read_dir(&dir)
            .unwrap()
            .filter_map(Result::ok)
            .map(|e| e.file_name().to_string_lossy().to_string())
            .filter(|n| n.contains(TEMP_MARK))
            .collect();
        assert!(
            left.is_empty(),
            "{} left behind, e.g. {:?}",
            left.len(),
            left.first()
        );
    }

    #[test]
    fn stale_temporary_files_are_swept_and_saves_kept() {
        let dir = temp_dir("stale");
        fs::write(dir.join("a.json"), "{}").unwrap();
        fs::write(dir.join("a.json.tmp-1"), "half").unwrap();
        fs::write(dir.join("a.json.bak"), "{}").unwrap();
        let own = temp_path(&dir.join("b.json"));
        fs::write(&own, "mine, being written").unwrap();
        remove_stale_temp_files(&dir, std::time::Duration::from_secs(3600));
        assert!(
            dir.join("a.json.tmp-1").exists(),
            "young: maybe still being written"
        );
        remove_stale_temp_files(&dir, std::time::Duration::ZERO);
        assert!(!dir.join("a.json.tmp-1").exists());
        assert!(own.exists(), "this process's own file is left alone");
        assert!(dir.join("a.json").exists() && dir.join("a.json.bak").exists());
    }

    #[test]
    fn an_unwritable_folder_is_a_clear_error() {
        let dir = temp_dir("blocked");
        // A file where the folder should be (root ignores permissions).
        fs::write(dir.join("saves"), "not a folder").unwrap();
        let err = write_atomic(&dir.join("saves").join("x.json"), b"x", |_| true).unwrap_err();
        assert!(err.to_string().contains("could not write"), "{err}");
    }
}
