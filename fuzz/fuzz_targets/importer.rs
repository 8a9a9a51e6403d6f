//! The rulebook importer, on any text.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pnp_companion::games::sherwood::import::import;

fuzz_target!(|text: &str| {
    let _ = import(text);
});
