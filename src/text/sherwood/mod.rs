//! The Sherwood Syndrome as text: the scripted session's lines read, its report and standing,
//! persons and tasks in words, what the player may see, and the game the conversation plays.

pub mod forms;
pub mod play;
pub mod read;
pub mod report;
pub mod sight;
pub mod standing;
pub mod words;
