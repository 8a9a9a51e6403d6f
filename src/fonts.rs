//! The bundled fonts (see fonts/README.md): Noto Sans (OFL), shared by the app and the PDFs,
//! and a few symbols Noto Sans lacks (arrows, the minus sign, check mark, dots), from
//! DejaVu Sans. A browser has no system fonts to fall back on, so every character the app
//! shows must be in one of these (`tests/print/font_coverage.rs`).

#[cfg(not(target_arch = "wasm32"))]
pub const REGULAR: &[u8] = include_bytes!("../fonts/NotoSans-Regular.ttf");
#[cfg(not(target_arch = "wasm32"))]
pub const BOLD: &[u8] = include_bytes!("../fonts/NotoSans-Bold.ttf");
/// The web app downloads its fonts: Latin, Greek and Cyrillic with the common layout
/// features, about a half of the desktop's files (fonts/README.md).
#[cfg(target_arch = "wasm32")]
pub const REGULAR: &[u8] = include_bytes!("../fonts/web/NotoSans-Regular.ttf");
#[cfg(target_arch = "wasm32")]
pub const BOLD: &[u8] = include_bytes!("../fonts/web/NotoSans-Bold.ttf");
/// The family name inside the files, which is how iced finds them.
pub const FAMILY: &str = "Noto Sans";
/// Arrows, − ● ▲ ✓ and a few more; the text engine falls back to it for those.
pub const SYMBOLS: &[u8] = include_bytes!("../fonts/PnPSymbols.ttf");

#[cfg(test)]
#[allow(clippy::indexing_slicing)]
mod tests {
    /// The table tags in a TrueType file's directory.
    fn table_tags(font: &[u8]) -> Vec<&[u8]> {
        let count = usize::from(u16::from_be_bytes([font[4], font[5]]));
        (0..count)
            .map(|i| &font[12 + 16 * i..16 + 16 * i])
            .collect()
    }

    /// Hinting bytecode cost about a third of the first frame's instructions (see
    /// fonts/README.md); a font swapped back in with it would quietly undo that.
    #[test]
    fn the_bundled_fonts_carry_no_hinting_programs() {
        for font in [super::REGULAR, super::BOLD, super::SYMBOLS] {
            let tags = table_tags(font);
            assert!(tags.contains(&b"glyf".as_slice()), "not a TrueType font");
            for hinting in [b"fpgm", b"prep", b"cvt "] {
                assert!(
                    !tags.contains(&hinting.as_slice()),
                    "{:?} is present",
                    hinting
                );
            }
        }
    }

    /// The web app drops the code for CFF outlines and colour bitmap glyphs, which the
    /// bundled fonts never need (packaging/web/build.sh): a font that did would stop it.
    #[test]
    fn the_bundled_fonts_are_truetype_outlines_only() {
        let web = [
            include_bytes!("../fonts/web/NotoSans-Regular.ttf").as_slice(),
            include_bytes!("../fonts/web/NotoSans-Bold.ttf").as_slice(),
        ];
        for font in web
            .into_iter()
            .chain([super::REGULAR, super::BOLD, super::SYMBOLS])
        {
            assert_eq!(
                &font[..4],
                &[0, 1, 0, 0],
                "not a TrueType file (WOFF, OpenType CFF)"
            );
            let tags = table_tags(font);
            for table in [b"CFF ", b"CFF2", b"CBDT", b"EBDT", b"sbix", b"SVG "] {
                assert!(!tags.contains(&table.as_slice()), "{:?} is present", table);
            }
        }
    }
}
