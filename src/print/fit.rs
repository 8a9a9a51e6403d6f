//! How wide a text prints in the bundled fonts, so a layout can fit what runs long: a
//! language's words may take a third more room than English ones, and a card's box does
//! not grow. Widths in millimetres, type sizes in points.

use skrifa::instance::{LocationRef, Size};
use skrifa::{FontRef, MetadataProvider};
use std::sync::LazyLock;

static REGULAR: LazyLock<Option<FontRef<'static>>> =
    LazyLock::new(|| FontRef::new(crate::fonts::REGULAR).ok());
static BOLD: LazyLock<Option<FontRef<'static>>> =
    LazyLock::new(|| FontRef::new(crate::fonts::BOLD).ok());

/// How wide `text` prints in `font` at `size`: the sum of its glyphs' advances, as the PDF
/// sets them (no kerning).
fn text_width(font: &FontRef<'_>, text: &str, size: f32) -> f32 {
    let location = LocationRef::default();
    let upm = f32::from(font.metrics(Size::unscaled(), location).units_per_em.max(1));
    let charmap = font.charmap();
    let advances = font.glyph_metrics(Size::unscaled(), location);
    let units: f32 = text
        .chars()
        .filter_map(|ch| charmap.map(ch))
        .map(|g| advances.advance_width(g).unwrap_or(0.0))
        .sum();
    // points to millimetres
    units / upm * size * 25.4 / 72.0
}

/// How wide `text` prints at `size` (0 where the font cannot be read).
pub fn width(text: &str, size: f32, bold: bool) -> f32 {
    let font = if bold { &*BOLD } else { &*REGULAR };
    font.as_ref().map_or(0.0, |f| text_width(f, text, size))
}

/// The size at which `text` is no wider than `room`: `size` itself where it fits already,
/// else as much smaller as it must be.
pub fn size_to_fit(text: &str, size: f32, bold: bool, room: f32) -> f32 {
    let w = width(text, size, bold);
    if w <= room || w <= 0.0 {
        size
    } else {
        size * room / w
    }
}

/// `text` split in two lines at the space nearest its middle, where it has one.
pub fn two_lines(text: &str) -> Option<(String, String)> {
    let middle = text.chars().count() / 2;
    let (at, _) = text
        .char_indices()
        .filter(|(_, c)| *c == ' ')
        .min_by_key(|(i, _)| text[..*i].chars().count().abs_diff(middle))?;
    Some((text[..at].to_string(), text[at + 1..].to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widths_grow_with_the_text_and_the_size() {
        let short = width("Crew", 6.0, false);
        assert!(short > 1.0 && short < width("Crew Mutiny", 6.0, false));
        assert!(width("Crew", 6.0, true) > short);
        assert!((width("Crew", 12.0, false) - 2.0 * short).abs() < 1e-3);
        assert_eq!(size_to_fit("Crew", 6.0, false, 100.0), 6.0);
        let shrunk = size_to_fit("Crew Mutiny", 6.0, false, 5.0);
        assert!((width("Crew Mutiny", shrunk, false) - 5.0).abs() < 1e-3);
        assert_eq!(
            two_lines("Royal Party of Kings"),
            Some(("Royal Party".into(), "of Kings".into()))
        );
        assert_eq!(two_lines("Witchcraft"), None);
    }
}
