//! Where a datum comes from (see DESIGN.md, "The data problem, and the rule for it").

use crate::engine::keyword::keyword_enum;

keyword_enum! {
    #[derive(Default)]
    pub enum Provenance as as_str {
        /// Stated in the rulebook text.
        #[default]
        Rulebook = "rulebook" => "provenance-rulebook",
        /// Follows from the rulebook with no other reading.
        Inferred = "inferred" => "provenance-inferred",
        /// Our own design where the rulebook is silent (Do Not Forsake Me only).
        Designed = "designed" => "provenance-designed",
        /// Not in the rulebook: the player reads it off their own copy.
        Unknown = "unknown" => "provenance-unknown",
        /// Entered by the player from their own copy of the game.
        Player = "player" => "provenance-player",
    }
}

keyword_enum!(@display Provenance as_str);
