//! One interface for everything the app keeps: saves, settings, the player's Sherwood data,
//! imported rulebook text and exports. The file system is one back end; memory is another
//! (tests, and a stand-in for a slow disk); a browser's storage can be a third without the
//! screens knowing.
//!
//! Keys are relative, `/`-separated names ("settings.json", "saves/trott.json"). Calls are
//! blocking: the app runs them off the UI thread (`Task`s), the command line directly.

use super::files::{self, MAX_FILE_BYTES, StoreError};
use super::lock::{self, Held};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

/// What a storage back end must do. Every write is atomic: a reader sees the old content or
/// the new, never half of one.
pub trait Storage: Send + Sync + std::fmt::Debug {
    /// The text stored at `key`, `None` if there is none. Bounded like every read.
    fn read(&self, key: &str) -> Result<Option<String>, StoreError>;
    /// Replaces `key` with `contents`, keeping the previous content as its backup; refused
    /// (and nothing changed) when `replaceable` says the stored content is not a good one.
    /// A back end whose `replace` is one step needs no other.
    fn write(
        &self,
        key: &str,
        contents: &[u8],
        replaceable: &dyn Fn(&str) -> bool,
    ) -> Result<(), StoreError> {
        refuse_unless_replaceable(self, key, replaceable)?;
        self.replace(key, contents)
    }
    /// Replaces `key` whatever it held (exports the app never reads back).
    fn replace(&self, key: &str, contents: &[u8]) -> Result<(), StoreError>;
    /// The keys directly inside `folder` (not their backups), in no particular order.
    fn list(&self, folder: &str) -> Result<Vec<String>, StoreError>;
    fn remove(&self, key: &str) -> Result<(), StoreError>;
    /// Where `key` is, as a player would look for it (a file's path).
    fn locate(&self, key: &str) -> PathBuf;
    /// The folder on disk, for back ends that have one (a file dialog's starting place).
    fn folder(&self) -> Option<&Path> {
        None
    }
    /// Holds the save `key` for this process while it plays it; `StoreError::InUse` when
    /// another process holds it (`store::lock`). A back end no other process shares holds
    /// nothing.
    fn hold(&self, _key: &str) -> Result<Held, StoreError> {
        Ok(Held::nothing())
    }
    /// The lock under which the shared files (the record, the player's data) are read,
    /// changed and written back, one process at a time.
    fn exclusive(&self) -> Result<Held, StoreError> {
        Ok(Held::nothing())
    }
}

pub type SharedStorage = Arc<dyn Storage>;

/// The platform's data folder (or any folder): temp file + fsync + rename, `.bak` kept.
#[derive(Debug, Clone)]
pub struct FileStorage {
    root: PathBuf,
}

impl FileStorage {
    pub fn new(root: impl Into<PathBuf>) -> FileStorage {
        FileStorage { root: root.into() }
    }

    fn path(&self, key: &str) -> PathBuf {
        key.split('/')
            .filter(|part| !part.is_empty() && *part != "." && *part != "..")
            .fold(self.root.clone(), |p, part| p.join(part))
    }
}

impl Storage for FileStorage {
    fn read(&self, key: &str) -> Result<Option<String>, StoreError> {
        files::read_optional(&self.path(key))
    }

    fn write(
        &self,
        key: &str,
        contents: &[u8],
        replaceable: &dyn Fn(&str) -> bool,
    ) -> Result<(), StoreError> {
        files::write_atomic(&self.path(key), contents, replaceable)
    }

    fn replace(&self, key: &str, contents: &[u8]) -> Result<(), StoreError> {
        files::replace_atomic(&self.path(key), contents)
    }

    fn list(&self, folder: &str) -> Result<Vec<String>, StoreError> {
        let dir = self.path(folder);
        files::remove_stale_temp_files(&dir, Duration::from_secs(600));
        // The data folder's own files (settings, record, player data) leave theirs there.
        files::remove_stale_temp_files(&self.path(""), Duration::from_secs(600));
        let entries = match std::fs::read_dir(&dir) {
            Ok(e) => e,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => {
                return Err(StoreError::Read {
                    path: dir,
                    source: Arc::new(e),
                });
            }
        };
        Ok(entries
            .filter_map(Result::ok)
            // No FIFO, device or socket, told by its metadata without opening it: one is
            // never read as a save (a FIFO held each listing for seconds). Files, folders
            // and what cannot be looked at are listed, the last two with why they are no
            // save.
            .filter(|e| std::fs::metadata(e.path()).map_or(true, |m| m.is_file() || m.is_dir()))
            .filter_map(|e| e.file_name().to_str().map(str::to_string))
            .filter(|name| !name.ends_with(".bak") && !name.starts_with('.'))
            .map(|name| join(folder, &name))
            .collect())
    }

    fn hold(&self, key: &str) -> Result<Held, StoreError> {
        lock::hold(&self.path(key))
    }

    fn exclusive(&self) -> Result<Held, StoreError> {
        lock::exclusive(&self.root)
    }

    fn remove(&self, key: &str) -> Result<(), StoreError> {
        let path = self.path(key);
        match std::fs::remove_file(&path) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
            Err(e) => Err(StoreError::Write {
                path,
                source: Arc::new(e),
            }),
        }
    }

    fn locate(&self, key: &str) -> PathBuf {
        self.path(key)
    }

    fn folder(&self) -> Option<&Path> {
        Some(&self.root)
    }
}

/// For back ends without an atomic check of their own: a stored copy that is not a good one
/// (`replaceable` says no) is never written over.
fn refuse_unless_replaceable<S: Storage + ?Sized>(
    storage: &S,
    key: &str,
    replaceable: &dyn Fn(&str) -> bool,
) -> Result<(), StoreError> {
    match storage.read(key)? {
        Some(old) if !replaceable(&old) => Err(StoreError::Corrupt {
            path: storage.locate(key),
            reason: crate::t!("store-stored-copy-bad"),
        }),
        _ => Ok(()),
    }
}

fn join(folder: &str, name: &str) -> String {
    let folder = folder.trim_matches('/');
    if folder.is_empty() {
        name.to_string()
    } else {
        format!("{folder}/{name}")
    }
}

/// Everything in memory (tests). `slow` makes every write take that long, as a slow disk
/// would, to show that the window keeps drawing.
#[derive(Debug, Default)]
pub struct MemoryStorage {
    files: Mutex<BTreeMap<String, Vec<u8>>>,
    slow: Option<Duration>,
    writes: Mutex<u64>,
    save_writes: Mutex<u64>,
}

impl MemoryStorage {
    pub fn new() -> MemoryStorage {
        MemoryStorage::default()
    }

    /// A back end whose writes each take `delay`.
    pub fn slow(delay: Duration) -> MemoryStorage {
        MemoryStorage {
            slow: Some(delay),
            ..MemoryStorage::default()
        }
    }

    /// How many writes have completed (tests of coalescing).
    pub fn writes(&self) -> u64 {
        *self.writes.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// How many of them were saved games (not the settings or the player's data).
    pub fn save_writes(&self) -> u64 {
        *self
            .save_writes
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    fn files(&self) -> std::sync::MutexGuard<'_, BTreeMap<String, Vec<u8>>> {
        self.files.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn store(&self, key: &str, contents: &[u8]) {
        if let Some(d) = self.slow {
            std::thread::sleep(d);
        }
        let mut files = self.files();
        if let Some(old) = files.get(key).cloned() {
            files.insert(format!("{key}.bak"), old);
        }
        files.insert(key.to_string(), contents.to_vec());
        drop(files);
        *self.writes.lock().unwrap_or_else(PoisonError::into_inner) += 1;
        if key.starts_with("saves/") {
            *self
                .save_writes
                .lock()
                .unwrap_or_else(PoisonError::into_inner) += 1;
        }
    }
}

impl Storage for MemoryStorage {
    fn read(&self, key: &str) -> Result<Option<String>, StoreError> {
        let Some(bytes) = self.files().get(key).cloned() else {
            return Ok(None);
        };
        if bytes.len() as u64 > MAX_FILE_BYTES {
            return Err(StoreError::TooLarge {
                path: self.locate(key),
                size: bytes.len() as u64,
            });
        }
        String::from_utf8(bytes)
            .map(Some)
            .map_err(|_| StoreError::NotText {
                path: self.locate(key),
            })
    }

    fn replace(&self, key: &str, contents: &[u8]) -> Result<(), StoreError> {
        self.store(key, contents);
        Ok(())
    }

    fn list(&self, folder: &str) -> Result<Vec<String>, StoreError> {
        let prefix = join(folder, "");
        Ok(self
            .files()
            .keys()
            .filter(|k| {
                k.strip_prefix(&prefix)
                    .is_some_and(|rest| !rest.contains('/') && !rest.ends_with(".bak"))
            })
            .cloned()
            .collect())
    }

    fn remove(&self, key: &str) -> Result<(), StoreError> {
        self.files().remove(key);
        Ok(())
    }

    fn locate(&self, key: &str) -> PathBuf {
        PathBuf::from(format!("(memory)/{key}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(s: &dyn Storage) {
        assert_eq!(s.read("saves/a.json").unwrap(), None);
        s.write("saves/a.json", b"one", &|_| true).unwrap();
        s.write("saves/a.json", b"two", &|_| true).unwrap();
        assert_eq!(s.read("saves/a.json").unwrap().as_deref(), Some("two"));
        assert_eq!(s.read("saves/a.json.bak").unwrap().as_deref(), Some("one"));
        let refused = s.write("saves/a.json", b"three", &|old| old == "one");
        assert!(refused.is_err());
        assert_eq!(s.read("saves/a.json").unwrap().as_deref(), Some("two"));
        s.write("settings.json", b"{}", &|_| true).unwrap();
        assert_eq!(s.list("saves").unwrap(), vec!["saves/a.json".to_string()]);
        s.remove("saves/a.json").unwrap();
        assert!(s.list("saves").unwrap().is_empty());
        s.remove("saves/a.json").unwrap();
    }

    #[test]
    fn memory_and_files_behave_alike() {
        round_trip(&MemoryStorage::new());
        let dir = std::env::temp_dir().join(format!("pnp-storage-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        round_trip(&FileStorage::new(&dir));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn keys_cannot_leave_the_folder() {
        let s = FileStorage::new("/data");
        assert_eq!(
            s.locate("../../etc/passwd"),
            PathBuf::from("/data/etc/passwd")
        );
        assert_eq!(
            s.locate("saves/x.json"),
            PathBuf::from("/data/saves/x.json")
        );
    }
}
