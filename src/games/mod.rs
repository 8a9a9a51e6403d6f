//! The games: rules as pure state machines over the engine.

pub mod data_text;
pub mod dnfm;
pub mod game;
pub mod sherwood;

pub use game::{Game, GameKind, How, PlayMode, Summary};
