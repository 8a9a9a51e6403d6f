//! Where a datum comes from (see DESIGN.md, "The data problem, and the rule for it").

use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Provenance {
    /// Stated in the rulebook text.
    #[default]
    Rulebook,
    /// Follows from the rulebook with no other reading.
    Inferred,
    /// Our own design where the rulebook is silent (Do Not Forsake Me only).
    Designed,
    /// Not in the rulebook: the player reads it off their own copy.
    Unknown,
    /// Entered by the player from their own copy of the game.
    Player,
}

impl Provenance {
    pub fn as_str(self) -> &'static str {
        match self {
            Provenance::Rulebook => "rulebook",
            Provenance::Inferred => "inferred",
            Provenance::Designed => "designed",
            Provenance::Unknown => "unknown",
            Provenance::Player => "player",
        }
    }

    /// In words, for a player ("inferred"; [`Provenance::as_str`] is the id).
    pub fn label(self) -> String {
        match self {
            Provenance::Rulebook => crate::t!("provenance-rulebook"),
            Provenance::Inferred => crate::t!("provenance-inferred"),
            Provenance::Designed => crate::t!("provenance-designed"),
            Provenance::Unknown => crate::t!("provenance-unknown"),
            Provenance::Player => crate::t!("provenance-player"),
        }
    }
}

impl fmt::Display for Provenance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
