//! The web app's storage: the browser's `localStorage`, one entry per key under a prefix of
//! our own. A save holds a snapshot per action, so its text repeats itself a great deal; it is
//! stored deflated (then base64, since `localStorage` keeps text), which makes a long game's
//! save a few per cent of its size and keeps the origin's quota (about 5 MB) for many games.
//! What leaves the browser (an export) is the desktop's text, byte for byte.
//!
//! `setItem` replaces one entry in one step, so a write is atomic; the previous text is kept
//! under `<key>.bak` first, as on the desktop.

use super::files::StoreError;
use super::packed::{pack, unpack};
use super::storage::{Storage, refuse_unless_replaceable};
use std::path::PathBuf;
use std::sync::Arc;

const PREFIX: &str = "pnp-companion/";
/// The picture of the last screen that index.html paints at start (it writes it): it goes
/// with a deleted save, and makes room when a save does not fit.
const LAST_SCREEN: &str = "pnp-companion/.last-screen";

/// The browser's `localStorage` (looked up on each call, so the type is `Send + Sync`).
#[derive(Debug, Clone, Copy, Default)]
pub struct BrowserStorage;

/// Why the browser keeps nothing, when it does not; its words (Display) are in the
/// player's language.
#[derive(Debug, Clone, thiserror::Error)]
pub enum BrowserStorageError {
    #[error("{}", self.words())]
    Refused,
}

impl BrowserStorageError {
    /// What the player is told, in their language.
    fn words(&self) -> String {
        match self {
            BrowserStorageError::Refused => crate::t!("store-browser-refused"),
        }
    }
}

/// `setItem`, once more after taking the picture of the last screen away if it did not fit:
/// the picture is only a convenience, a save comes first.
fn set_item(store: &web_sys::Storage, key: &str, value: &str) -> Result<(), wasm_bindgen::JsValue> {
    store.set_item(key, value).or_else(|_| {
        let _ = store.remove_item(LAST_SCREEN);
        store.set_item(key, value)
    })
}

impl BrowserStorage {
    /// The browser's storage, if it lets this page keep anything: a private window may hand
    /// out a store that refuses every write, so a probe is written and removed.
    pub fn open() -> Result<BrowserStorage, BrowserStorageError> {
        let store = local().ok_or(BrowserStorageError::Refused)?;
        let probe = format!("{PREFIX}.probe");
        store
            .set_item(&probe, "1")
            .map_err(|_| BrowserStorageError::Refused)?;
        let _ = store.remove_item(&probe);
        Ok(BrowserStorage)
    }

    fn store(&self) -> Result<web_sys::Storage, StoreError> {
        local().ok_or_else(|| StoreError::Invalid(BrowserStorageError::Refused.to_string()))
    }

    fn put(&self, key: &str, contents: &[u8]) -> Result<(), StoreError> {
        let store = self.store()?;
        let full = format!("{PREFIX}{key}");
        let packed = pack(contents);
        if let Ok(Some(old)) = store.get_item(&full) {
            set_item(&store, &format!("{full}.bak"), &old)
                .map_err(|e| self.write_error(key, &e))?;
        }
        set_item(&store, &full, &packed).map_err(|e| self.write_error(key, &e))
    }

    fn write_error(&self, key: &str, e: &wasm_bindgen::JsValue) -> StoreError {
        let full = e
            .dyn_ref::<web_sys::DomException>()
            .is_some_and(|d| d.name() == "QuotaExceededError");
        let why = if full {
            crate::t!("store-browser-full")
        } else {
            crate::t!("store-browser-refused-write")
        };
        StoreError::Write {
            path: self.locate(key),
            source: Arc::new(std::io::Error::other(why)),
        }
    }
}

use wasm_bindgen::JsCast as _;

fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

impl Storage for BrowserStorage {
    fn read(&self, key: &str) -> Result<Option<String>, StoreError> {
        let stored = self
            .store()?
            .get_item(&format!("{PREFIX}{key}"))
            .map_err(|_| StoreError::Read {
                path: self.locate(key),
                source: Arc::new(std::io::Error::other(crate::t!(
                    "store-browser-refused-read"
                ))),
            })?;
        stored.map(|s| unpack(&s, || self.locate(key))).transpose()
    }

    fn write(
        &self,
        key: &str,
        contents: &[u8],
        replaceable: &dyn Fn(&str) -> bool,
    ) -> Result<(), StoreError> {
        refuse_unless_replaceable(self, key, replaceable)?;
        self.put(key, contents)
    }

    fn replace(&self, key: &str, contents: &[u8]) -> Result<(), StoreError> {
        self.put(key, contents)
    }

    fn list(&self, folder: &str) -> Result<Vec<String>, StoreError> {
        let store = self.store()?;
        let folder = folder.trim_matches('/');
        let inside = if folder.is_empty() {
            PREFIX.to_string()
        } else {
            format!("{PREFIX}{folder}/")
        };
        let count = store.length().unwrap_or(0);
        Ok((0..count)
            .filter_map(|i| store.key(i).ok().flatten())
            .filter(|k| {
                k.strip_prefix(&inside).is_some_and(|rest| {
                    !rest.contains('/') && !rest.ends_with(".bak") && !rest.starts_with('.')
                })
            })
            .filter_map(|k| k.strip_prefix(PREFIX).map(str::to_string))
            .collect())
    }

    fn remove(&self, key: &str) -> Result<(), StoreError> {
        let store = self.store()?;
        // The picture may show the game that goes: it goes too.
        let _ = store.remove_item(LAST_SCREEN);
        store
            .remove_item(&format!("{PREFIX}{key}"))
            .map_err(|e| self.write_error(key, &e))
    }

    fn locate(&self, key: &str) -> PathBuf {
        PathBuf::from(crate::t!("store-browser-place", key = key))
    }
}
