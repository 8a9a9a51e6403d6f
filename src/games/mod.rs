//! The games: rules as pure state machines over the engine.

pub mod dnfm;
pub mod sherwood;
