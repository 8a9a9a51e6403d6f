//! PnP Companion: a companion app for two solo tabletop games.
//!
//! `engine` and `games` are pure rules (no UI, no files, no clock); `cli` is the headless
//! command line.

pub mod cli;
pub mod engine;
pub mod fonts;
pub mod games;
pub mod i18n;
#[cfg(feature = "print")]
pub mod print;
#[cfg(feature = "gui")]
pub mod speech;
pub mod store;
pub mod text;
#[cfg(feature = "gui")]
pub mod ui;
