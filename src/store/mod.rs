//! Everything that touches the file system: where files live, atomic writes, the player's
//! own Sherwood data, imported rulebook text, and saved games.

#[cfg(target_arch = "wasm32")]
pub mod browser;
pub mod files;
pub mod migrate;
pub mod moving;
pub mod packed;
pub mod paths;
pub mod saves;
pub mod settings;
pub mod storage;
pub mod user_data;

pub use files::StoreError;
