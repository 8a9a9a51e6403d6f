//! Hand-edited Sherwood data: the first byte picks the file (persons, spaces or charts),
//! the rest replaces it; the other two are the built-in ones.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pnp_companion::games::sherwood::SherwoodData;

const PERSONS: &str = include_str!("../../src/games/sherwood/data/persons.toml");
const SPACES: &str = include_str!("../../src/games/sherwood/data/spaces.toml");
const TABLES: &str = include_str!("../../src/games/sherwood/data/tables.toml");

fuzz_target!(|input: &[u8]| {
    let Some((&which, rest)) = input.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let _ = match which % 3 {
        0 => SherwoodData::parse(text, SPACES, TABLES),
        1 => SherwoodData::parse(PERSONS, text, TABLES),
        _ => SherwoodData::parse(PERSONS, SPACES, text),
    };
});
