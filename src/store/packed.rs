//! Text kept compactly where room is short (the browser's storage): deflated, then base64,
//! behind a marker. Text without the marker reads as itself, so plain entries stay readable.

use super::files::{MAX_FILE_BYTES, StoreError};
use base64::Engine as _;
use std::path::PathBuf;

/// Marks an entry stored deflated.
const DEFLATED: &str = "deflate:";
/// Fast deflate: in a browser an autosave runs on the page's only thread.
const LEVEL: u8 = 1;

pub fn pack(contents: &[u8]) -> String {
    let deflated = miniz_oxide::deflate::compress_to_vec(contents, LEVEL);
    let mut out = String::with_capacity(DEFLATED.len() + deflated.len().div_ceil(3) * 4);
    out.push_str(DEFLATED);
    base64::engine::general_purpose::STANDARD.encode_string(&deflated, &mut out);
    out
}

/// The text `pack` was given; bounded like every read (a stored bomb is refused as too large).
pub fn unpack(stored: &str, path: impl Fn() -> PathBuf) -> Result<String, StoreError> {
    let Some(encoded) = stored.strip_prefix(DEFLATED) else {
        return Ok(stored.to_string());
    };
    let corrupt = |reason: String| StoreError::Corrupt {
        path: path(),
        reason,
    };
    let deflated = base64::engine::general_purpose::STANDARD
        .decode(encoded)
        .map_err(|e| corrupt(crate::t!("store-damaged-data-why", error = e.to_string())))?;
    let limit = usize::try_from(MAX_FILE_BYTES).unwrap_or(usize::MAX);
    let bytes = miniz_oxide::inflate::decompress_to_vec_with_limit(&deflated, limit).map_err(
        |e| match e.status {
            miniz_oxide::inflate::TINFLStatus::HasMoreOutput => StoreError::TooLarge {
                path: path(),
                size: MAX_FILE_BYTES + 1,
            },
            _ => corrupt(crate::t!("store-damaged-data")),
        },
    )?;
    String::from_utf8(bytes).map_err(|_| StoreError::NotText { path: path() })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn here() -> PathBuf {
        PathBuf::from("(test)/saves/a.json")
    }

    #[test]
    fn text_comes_back_as_it_went_in() {
        let save = r#"{"format":"pnp-companion-save","data":[1,2,3]}"#.repeat(500);
        let packed = pack(save.as_bytes());
        assert!(
            packed.len() * 10 < save.len(),
            "{} vs {}",
            packed.len(),
            save.len()
        );
        assert_eq!(unpack(&packed, here).unwrap(), save);
        assert_eq!(unpack("", here).unwrap(), "");
        assert_eq!(unpack(&pack(b""), here).unwrap(), "");
    }

    #[test]
    fn plain_text_reads_as_itself() {
        assert_eq!(unpack("{\"a\":1}", here).unwrap(), "{\"a\":1}");
    }

    #[test]
    fn damage_is_an_error_not_a_panic() {
        assert!(matches!(
            unpack("deflate:!!!", here),
            Err(StoreError::Corrupt { .. })
        ));
        assert!(matches!(
            unpack("deflate:AAAA", here),
            Err(StoreError::Corrupt { .. })
        ));
        let not_utf8 = pack(&[0xff, 0xfe]);
        assert!(matches!(
            unpack(&not_utf8, here),
            Err(StoreError::NotText { .. })
        ));
    }

    #[test]
    fn a_bomb_is_refused_as_too_large() {
        let huge = vec![b' '; usize::try_from(MAX_FILE_BYTES).unwrap() + 10];
        let packed = pack(&huge);
        assert!(packed.len() * 10 < huge.len(), "{}", packed.len());
        assert!(matches!(
            unpack(&packed, here),
            Err(StoreError::TooLarge { .. })
        ));
    }
}
