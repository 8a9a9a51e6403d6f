//! Every parser of text a player or a file controls answers with a value or an error,
//! never a panic.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

use pnp_companion::engine::dice::D10;
use pnp_companion::engine::range::Band;
use pnp_companion::games::sherwood::codes::{ResultCode, SquadCode};
use pnp_companion::games::sherwood::tables::TableId;
use proptest::prelude::*;

proptest! {
    #[test]
    fn result_codes(text in "\\PC{0,24}") {
        let _ = ResultCode::parse(&text);
        let _ = SquadCode::parse(&text);
    }

    #[test]
    fn code_shaped_text(text in "[NRFGCIWMall0-9 ,+*–-]{0,16}") {
        if let Ok(code) = ResultCode::parse(&text) {
            prop_assert!(!code.parts.is_empty());
            prop_assert!(code.meaning().ends_with('.'));
        }
    }

    #[test]
    fn bands(text in "\\PC{0,20}") {
        if let Ok(Band { low: Some(l), high: Some(h), .. }) = Band::parse(&text) {
            prop_assert!(l <= h);
        }
    }

    #[test]
    fn band_shaped_text(text in "[-–0-9 +]{0,6}( or (less|more))?") {
        let _ = Band::parse(&text);
    }

    #[test]
    fn dice(text in "\\PC{0,12}") {
        if let Ok(d) = D10::parse(&text) {
            prop_assert!((1..=10).contains(&d.value()));
        }
    }

    #[test]
    fn table_names(text in "\\PC{0,20}") {
        let _ = TableId::parse(&text);
    }
}
