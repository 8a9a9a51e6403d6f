//! Every short code a player types or a chart holds: result codes, squad codes, bands, die
//! entries, card faces, table names, attack patterns.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pnp_companion::engine::dice::D10;
use pnp_companion::engine::range::{Band, Bands};
use pnp_companion::games::dnfm::cards::{Pattern, parse_face};
use pnp_companion::games::sherwood::codes::{ResultCode, SquadCode};
use pnp_companion::games::sherwood::tables::TableId;

fuzz_target!(|text: &str| {
    if let Ok(code) = ResultCode::parse(text) {
        let _ = code.meaning();
    }
    let _ = SquadCode::parse(text);
    let _ = Band::parse(text);
    let labels: Vec<&str> = text.split('|').collect();
    if let Ok(bands) = Bands::parse(&labels) {
        for total in [-100, -1, 0, 1, 5, 10, 20, 1000] {
            let _ = bands.locate(total);
        }
    }
    let _ = D10::parse(text);
    let _ = parse_face(text);
    let _ = TableId::from_word(text);
    let _ = Pattern::parse(text);
});
