//! Where the app keeps its files: the platform's data folder (via `directories`), or the
//! folder named by `PNP_COMPANION_DATA_DIR` (tests, portable installs).

use directories::ProjectDirs;
use std::path::PathBuf;

pub const APP_QUALIFIER: &str = "io.github";
pub const APP_ORGANIZATION: &str = "pnp-companion";
pub const APP_NAME: &str = "PnP Companion";
pub const DATA_DIR_ENV: &str = "PNP_COMPANION_DATA_DIR";

pub fn data_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os(DATA_DIR_ENV).filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    ProjectDirs::from(APP_QUALIFIER, APP_ORGANIZATION, APP_NAME).map(|d| d.data_dir().to_path_buf())
}

/// The player's own Sherwood data (chart cells, counter values), as a storage key.
pub const SHERWOOD_USER_DATA: &str = "sherwood-user-data.json";
/// The paragraph text imported from the player's rulebook, as a storage key.
pub const SHERWOOD_RULEBOOK_TEXT: &str = "sherwood-rulebook-text.json";

pub fn sherwood_user_data(dir: &std::path::Path) -> PathBuf {
    dir.join(SHERWOOD_USER_DATA)
}

pub fn sherwood_rulebook_text(dir: &std::path::Path) -> PathBuf {
    dir.join(SHERWOOD_RULEBOOK_TEXT)
}

pub fn saves_dir(dir: &std::path::Path) -> PathBuf {
    dir.join("saves")
}
