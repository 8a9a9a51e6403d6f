//! The player's own Sherwood data file, and applying whatever parses to the charts.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pnp_companion::games::sherwood::SherwoodData;
use pnp_companion::store::user_data::UserData;
use std::path::Path;

fuzz_target!(|text: &str| {
    if let Ok(user) = UserData::parse(text, Path::new("fuzzed.json"))
        && let Ok(builtin) = SherwoodData::builtin()
    {
        let mut data = builtin.clone();
        let _ = user.apply_to(&mut data);
    }
});
