//! The games: rules as pure state machines over the engine.

pub mod sherwood;
