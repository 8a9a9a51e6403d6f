//! Do Not Forsake Me (Oh My Darling): the designed card set, the RSF deck, every rule, exact
//! odds and a balance simulator.

pub mod card_text;
pub mod cards;
pub mod coach;
pub mod deal;
pub mod few;
pub mod game;
pub mod map;
pub mod moves;
pub mod odds;
pub mod reference;
pub mod rules;
pub mod sim;
pub mod state;
pub mod words;

pub use cards::{CardSet, System};
pub use rules::{Action, DnfmError, Draws, apply, legal_actions};
pub use state::{DnfmState, Outcome, Phase, PlayMode, Step};
