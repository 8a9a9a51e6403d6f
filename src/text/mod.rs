//! The games as text, with no I/O: where a game stands and what happened, in sentences (the
//! scripted sessions' words and JSON), and the conversation a game holds with its player one
//! line at a time (the text mode in a terminal is one front end of it). Nothing here reads a
//! terminal, a file or the clock: the front end hands in lines, the time and a way to keep
//! the player's own data.

pub mod conversation;
pub mod dnfm;
pub mod lines;
pub mod odds;
pub mod open;
pub mod script_line;
pub mod sherwood;
