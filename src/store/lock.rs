//! One writer at a time, between processes: advisory locks the operating system holds for
//! as long as the process holds the file open, and releases when it ends (a crash included),
//! so no lock is ever left behind.
//!
//! - A save is held by the window or text mode that plays it ([`hold`]): a second one that
//!   opens it is told it is in use, never left to write over it.
//! - The data folder's shared files (the record, the player's Sherwood data) are read,
//!   changed and written back under the folder's lock ([`exclusive`]), one process at a
//!   time, so two that finish or enter something at once both keep what they wrote.
//!
//! The locks are files of their own beside what they guard, named with a leading dot (no
//! listing shows them). A lock is the process's: a save this process holds already is held
//! again at once (a window reopened in a test, the text mode's own steps).

use super::files::StoreError;
use std::collections::HashMap;
use std::fs::{File, OpenOptions, TryLockError};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};

/// The saves this process holds, by their lock file, with how many hold each.
type Holds = HashMap<PathBuf, (Arc<File>, usize)>;
static HELD: Mutex<Option<Holds>> = Mutex::new(None);

/// A lock held: released when this (and every other hold of it in this process) is dropped.
#[derive(Debug)]
pub struct Held {
    lock: Option<Lock>,
}

#[derive(Debug)]
enum Lock {
    /// A save's, shared by this process's holds of it.
    Save(PathBuf),
    /// The shared files': one at a time, even within this process.
    Own { _file: File },
    /// Another back end's (a browser tab's), let go by its own call.
    Other { _release: Release },
}

/// What lets go of another back end's lock, called once when the hold is dropped.
pub struct Release(Option<Box<dyn FnOnce() + Send + Sync>>);

impl std::fmt::Debug for Release {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Release")
    }
}

impl Drop for Release {
    fn drop(&mut self) {
        if let Some(let_go) = self.0.take() {
            let_go();
        }
    }
}

impl Held {
    /// A lock where there is nothing to lock (memory, a desktop test's own storage).
    pub fn nothing() -> Held {
        Held { lock: None }
    }

    /// A lock another back end took, let go by `let_go` when this is dropped.
    pub fn released_by(let_go: impl FnOnce() + Send + Sync + 'static) -> Held {
        Held {
            lock: Some(Lock::Other {
                _release: Release(Some(Box::new(let_go))),
            }),
        }
    }
}

impl Drop for Held {
    fn drop(&mut self) {
        let Some(Lock::Save(path)) = &self.lock else {
            return;
        };
        let mut held = HELD.lock().unwrap_or_else(PoisonError::into_inner);
        let map = held.get_or_insert_with(HashMap::new);
        if let Some((_, count)) = map.get_mut(path) {
            *count -= 1;
            if *count == 0 {
                // The last hold: the file closes, and the lock goes with it.
                map.remove(path);
            }
        }
    }
}

/// The lock file of `path`: `.name.lock` beside it.
fn lock_path(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    path.with_file_name(format!(".{name}.lock"))
}

fn open(path: &Path) -> Result<File, StoreError> {
    if let Some(parent) = path.parent() {
        let _ = std::fs::create_dir_all(parent);
    }
    OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(path)
        .map_err(|e| StoreError::Write {
            path: path.to_path_buf(),
            source: Arc::new(e),
        })
}

/// Holds the save at `path` for this process, or says it is in use by another.
pub fn hold(path: &Path) -> Result<Held, StoreError> {
    let lock = lock_path(path);
    let mut held = HELD.lock().unwrap_or_else(PoisonError::into_inner);
    let map = held.get_or_insert_with(HashMap::new);
    if let Some((_, count)) = map.get_mut(&lock) {
        *count += 1;
        return Ok(Held {
            lock: Some(Lock::Save(lock)),
        });
    }
    let file = open(&lock)?;
    match file.try_lock() {
        Ok(()) => {
            map.insert(lock.clone(), (Arc::new(file), 1));
            Ok(Held {
                lock: Some(Lock::Save(lock)),
            })
        }
        Err(TryLockError::WouldBlock) => Err(StoreError::InUse {
            path: path.to_path_buf(),
        }),
        Err(TryLockError::Error(e)) => Err(StoreError::Write {
            path: lock,
            source: Arc::new(e),
        }),
    }
}

/// The data folder `root`'s lock for its shared files, waited for: a read, change and write
/// back of the record or the player's data is short.
pub fn exclusive(root: &Path) -> Result<Held, StoreError> {
    let lock = root.join(".shared-files.lock");
    let file = open(&lock)?;
    file.lock().map_err(|e| StoreError::Write {
        path: lock,
        source: Arc::new(e),
    })?;
    Ok(Held {
        lock: Some(Lock::Own { _file: file }),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_held_save_is_in_use_until_let_go() {
        let dir = std::env::temp_dir().join(format!("pnp-lock-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let save = dir.join("saves").join("evening.json");
        let first = hold(&save).unwrap();
        let second = hold(&save).unwrap();
        // Another process: a second open of the file, which this process's holds do not share.
        let other = std::fs::File::open(dir.join("saves/.evening.json.lock")).unwrap();
        assert!(matches!(other.try_lock(), Err(TryLockError::WouldBlock)));
        drop(first);
        assert!(
            matches!(other.try_lock(), Err(TryLockError::WouldBlock)),
            "one hold is left"
        );
        drop(second);
        assert!(other.try_lock().is_ok(), "let go when the last hold goes");
        drop(other);
        assert!(dir.join("saves/.evening.json.lock").is_file());
        let shared = exclusive(&dir).unwrap();
        drop(shared);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
