//! Saved games of both games, whatever the file holds.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pnp_companion::games::dnfm::game::DnfmGame;
use pnp_companion::games::sherwood::game::SherwoodGame;
use pnp_companion::store::saves::{self, GameKind};
use std::path::Path;

fuzz_target!(|text: &str| {
    let p = Path::new("fuzzed.json");
    let _ = saves::parse::<DnfmGame>(text, p, GameKind::Dnfm);
    let _ = saves::parse::<SherwoodGame>(text, p, GameKind::Sherwood);
});
