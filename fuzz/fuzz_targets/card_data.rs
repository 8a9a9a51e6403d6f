//! A hand-edited Do Not Forsake Me card file.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pnp_companion::games::dnfm::cards::CardSet;

fuzz_target!(|text: &str| {
    if let Ok(set) = CardSet::parse(text) {
        let _ = set.event_bands();
    }
});
