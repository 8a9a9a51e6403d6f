//! The web app's storage: IndexedDB, through the page's `window.pnpStore` (index.html). The
//! page reads every entry into memory before the app starts, so reads here answer at once and
//! the `Storage` calls stay blocking; each write changes that memory and is then written to
//! IndexedDB in its own transaction, in order (`committed` waits for them and says what went
//! wrong). The page also moves the saves an older version kept in `localStorage` over, once,
//! and falls back to `localStorage` where IndexedDB cannot be opened.
//!
//! A save holds a snapshot per action, so its text repeats itself a great deal; it is stored
//! deflated (then base64: the entries are text, as they were in `localStorage`, so moving them
//! is a copy), a few per cent of its size. What leaves the browser (an export) is the
//! desktop's text, byte for byte.

use super::files::StoreError;
use super::lock::Held;
use super::packed::{pack, unpack};
use super::storage::Storage;
use std::path::PathBuf;
use wasm_bindgen::prelude::wasm_bindgen;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = pnpStore, js_name = usable)]
    fn store_usable() -> bool;
    #[wasm_bindgen(js_namespace = pnpStore, js_name = get)]
    fn store_get(key: &str) -> Option<String>;
    #[wasm_bindgen(js_namespace = pnpStore, js_name = keys)]
    fn store_keys() -> Vec<String>;
    #[wasm_bindgen(js_namespace = pnpStore, js_name = put)]
    fn store_put(key: &str, value: &str);
    #[wasm_bindgen(js_namespace = pnpStore, js_name = remove)]
    fn store_remove(key: &str);
    #[wasm_bindgen(js_namespace = pnpStore, js_name = flushed)]
    async fn store_flushed() -> wasm_bindgen::JsValue;
    #[wasm_bindgen(js_namespace = pnpStore, js_name = hold)]
    fn store_hold(key: &str) -> bool;
    #[wasm_bindgen(js_namespace = pnpStore, js_name = release)]
    fn store_release(key: &str);
}

/// The page's store (stateless here, so the type is `Send + Sync`).
#[derive(Debug, Clone, Copy, Default)]
pub struct BrowserStorage;

/// Why the browser keeps nothing, when it does not; its words (Display) are in the
/// player's language.
#[derive(Debug, Clone, thiserror::Error)]
pub enum BrowserStorageError {
    #[error("{}", self.words())]
    Refused,
    /// A write was refused because the browser's storage for the page is full.
    #[error("{}", self.words())]
    Full,
    /// A write was refused for another reason.
    #[error("{}", self.words())]
    RefusedWrite,
}

impl BrowserStorageError {
    /// What the player is told, in their language.
    fn words(&self) -> String {
        match self {
            BrowserStorageError::Refused => crate::t!("store-browser-refused"),
            BrowserStorageError::Full => crate::t!("store-browser-full"),
            BrowserStorageError::RefusedWrite => crate::t!("store-browser-refused-write"),
        }
    }
}

impl BrowserStorage {
    /// The page's store, if the browser lets it keep anything (a private window may refuse
    /// both IndexedDB and `localStorage`).
    pub fn open() -> Result<BrowserStorage, BrowserStorageError> {
        let page_has_it = web_sys::window().is_some_and(|w| {
            js_sys::Reflect::has(&w, &wasm_bindgen::JsValue::from_str("pnpStore")).unwrap_or(false)
        });
        if page_has_it && store_usable() {
            Ok(BrowserStorage)
        } else {
            Err(BrowserStorageError::Refused)
        }
    }
}

/// Waits until every write so far is in the browser's storage, or says why one was refused
/// (the storage full, or refused outright).
pub async fn committed() -> Result<(), BrowserStorageError> {
    let failures = store_flushed().await.as_string().unwrap_or_default();
    if failures.is_empty() {
        Ok(())
    } else if failures.contains("QuotaExceededError") {
        Err(BrowserStorageError::Full)
    } else {
        Err(BrowserStorageError::RefusedWrite)
    }
}

impl Storage for BrowserStorage {
    fn read(&self, key: &str) -> Result<Option<String>, StoreError> {
        store_get(key)
            .map(|s| unpack(&s, || self.locate(key)))
            .transpose()
    }

    fn replace(&self, key: &str, contents: &[u8]) -> Result<(), StoreError> {
        store_put(key, &pack(contents));
        Ok(())
    }

    fn list(&self, folder: &str) -> Result<Vec<String>, StoreError> {
        let folder = folder.trim_matches('/');
        let inside = if folder.is_empty() {
            String::new()
        } else {
            format!("{folder}/")
        };
        Ok(store_keys()
            .into_iter()
            .filter(|k| {
                k.strip_prefix(&inside).is_some_and(|rest| {
                    !rest.contains('/') && !rest.ends_with(".bak") && !rest.starts_with('.')
                })
            })
            .collect())
    }

    fn remove(&self, key: &str) -> Result<(), StoreError> {
        store_remove(key);
        Ok(())
    }

    fn locate(&self, key: &str) -> PathBuf {
        PathBuf::from(crate::t!("store-browser-place", key = key))
    }

    /// The page holds a Web Lock for the save while this tab plays it, and tells the
    /// page's other tabs (a BroadcastChannel): a second tab that opens it is told.
    fn hold(&self, key: &str) -> Result<Held, StoreError> {
        if !store_hold(key) {
            return Err(StoreError::OpenInAnotherTab {
                path: self.locate(key),
            });
        }
        let key = key.to_string();
        Ok(Held::released_by(move || store_release(&key)))
    }
}
