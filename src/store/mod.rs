//! Everything that touches the file system: where files live, atomic writes, the player's
//! own Sherwood data, imported rulebook text, and saved games.

pub mod files;
pub mod migrate;
pub mod paths;
pub mod saves;
pub mod settings;
pub mod storage;
pub mod user_data;

pub use files::StoreError;
