//! Everything that keeps data, behind one `Storage` interface (files with atomic writes, the
//! browser's `localStorage`, memory for tests): saved games, settings, the player's own
//! Sherwood data, imported rulebook text, the record of plays, and export and import between
//! devices.

#[cfg(target_arch = "wasm32")]
pub mod browser;
pub mod draft;
pub mod files;
pub mod kept_game;
pub mod lock;
pub mod migrate;
pub mod moving;
pub mod packed;
pub mod paths;
pub mod record;
pub mod rulebook_text;
pub mod saves;
pub mod settings;
pub mod share;
pub mod storage;
pub mod user_data;

pub use files::StoreError;
