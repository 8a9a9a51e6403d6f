//! The text the games' data is read from. The data files are TOML (a designer edits them,
//! and the command line and the tests read edited copies); every build embeds the same data
//! as JSON that `build.rs` converts at build time, so the desktop and the web app read their
//! built-in data by one path, and a phone's download carries no TOML parser (serde_json is
//! there already, for saves).

use serde::de::DeserializeOwned;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DataText {
    #[cfg(not(target_arch = "wasm32"))]
    Toml,
    Json,
}

impl DataText {
    /// The format the data built into every build is embedded in.
    pub const BUILTIN: DataText = DataText::Json;

    pub fn read<T: DeserializeOwned>(self, text: &str) -> Result<T, DataTextError> {
        match self {
            #[cfg(not(target_arch = "wasm32"))]
            DataText::Toml => toml::from_str(text).map_err(|e| DataTextError(e.to_string())),
            DataText::Json => serde_json::from_str(text).map_err(|e| DataTextError(e.to_string())),
        }
    }
}

/// Why a data file does not read: the parser's own message (toml's and serde_json's errors
/// are neither `Clone` nor `Eq`, which the games' data errors are).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct DataTextError(pub String);

/// A data file built in, in [`DataText::BUILTIN`]'s format: `builtin!("dnfm/data/cards")`
/// is the JSON `build.rs` made of `src/games/dnfm/data/cards.toml`.
macro_rules! builtin {
    ($path:literal) => {
        include_str!(concat!(env!("OUT_DIR"), "/", $path, ".json"))
    };
}
pub(crate) use builtin;

/// A data file as the designer wrote it (TOML), for the test that the JSON reads the same.
#[cfg(test)]
macro_rules! designed {
    ($path:literal) => {
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src/games/",
            $path,
            ".toml"
        ))
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dnfm::cards::CardSet;
    use crate::games::sherwood::data::SherwoodData;

    /// What the web app reads is the data the desktop reads.
    #[test]
    fn the_json_made_at_build_time_reads_as_the_toml_does() {
        let cards = |format, path| CardSet::read(format, path).unwrap();
        assert_eq!(
            cards(DataText::Json, builtin!("dnfm/data/cards")),
            cards(DataText::Toml, designed!("dnfm/data/cards"))
        );
        let sherwood = |format, [p, s, t]: [&str; 3]| SherwoodData::read(format, p, s, t).unwrap();
        assert_eq!(
            sherwood(
                DataText::Json,
                [
                    builtin!("sherwood/data/persons"),
                    builtin!("sherwood/data/spaces"),
                    builtin!("sherwood/data/tables")
                ]
            ),
            sherwood(
                DataText::Toml,
                [
                    designed!("sherwood/data/persons"),
                    designed!("sherwood/data/spaces"),
                    designed!("sherwood/data/tables")
                ]
            )
        );
    }
}
