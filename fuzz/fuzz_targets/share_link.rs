//! A shared game's link, whatever it carries: the bytes are what the link's base64url part
//! decodes to (the deflated game), so the fuzzer reaches inflating, the JSON and the replay
//! through the rules; as text they are also read as a whole pasted link.
#![no_main]

use base64::Engine as _;
use libfuzzer_sys::fuzz_target;
use pnp_companion::games::dnfm::cards::CardSet;
use pnp_companion::games::sherwood::data::SherwoodData;
use pnp_companion::store::share;

fuzz_target!(|bytes: &[u8]| {
    let Ok(set) = CardSet::builtin() else { return };
    let sherwood = || {
        SherwoodData::builtin()
            .cloned()
            .map_err(|e| e.to_string())
    };
    let link = format!(
        "{}{}",
        share::FRAGMENT,
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
    );
    if let Ok(shared) = share::decode(&link) {
        let _ = shared.replay(set, sherwood);
    }
    if let Ok(text) = std::str::from_utf8(bytes) {
        if let Ok(shared) = share::decode(text) {
            let _ = shared.replay(set, sherwood);
        }
    }
});
