//! Do Not Forsake Me as text: the board, the faces read and written, the scripted session's
//! report and standing, the coach's figures, and the game the conversation plays.

pub mod board;
pub mod coach;
pub mod play;
pub mod read;
pub mod report;
pub mod standing;

use crate::games::dnfm::state::Phase;

/// The phase's name for programs, and in words.
pub fn phase_words(p: &Phase) -> (&'static str, String) {
    let id = match p {
        Phase::Movement => "movement",
        Phase::Refit => "refit",
        Phase::Event => "event",
        Phase::Bounty => "bounty",
        Phase::Encounter { .. } => "encounter",
        Phase::Combat { .. } => "combat",
    };
    (id, (p.label()).to_string())
}
