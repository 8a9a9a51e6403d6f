//! Our own colours, and the light and dark themes made from them.
//!
//! iced's stock themes derive the secondary (most buttons, the map's quadrants) from the
//! background and the text, which in the dark theme gives a glaring light grey under
//! black text. Here every colour a screen uses is chosen: warm paper and ink for the light
//! theme, a deep slate for the dark one, and the same four signal colours (the next step,
//! success, a warning, a danger) tuned to be readable on each.

use iced::theme::palette::{Extended, Pair, Secondary};
use iced::theme::{Mode, Palette};
use iced::{Color, Theme};
use std::sync::LazyLock;

const fn rgb(hex: u32) -> Color {
    Color::from_rgb8((hex >> 16) as u8, (hex >> 8) as u8, hex as u8)
}

/// Paper and ink: the light theme's base colours and its signal colours.
pub const LIGHT: Palette = Palette {
    background: rgb(0xF5F2EA),
    text: rgb(0x1D2127),
    primary: rgb(0x2D5C9E),
    success: rgb(0x2B7A4B),
    warning: rgb(0x955706),
    danger: rgb(0x8E1B15),
};

/// Slate and chalk: the dark theme's.
pub const DARK: Palette = Palette {
    background: rgb(0x16191F),
    text: rgb(0xE7E3D9),
    primary: rgb(0x3763AE),
    success: rgb(0x2A7D52),
    warning: rgb(0xE2A33A),
    danger: rgb(0xF49088),
};

/// The secondary colours (weak, base, strong) of each theme: buttons that are not the next
/// step, and the map's plain quadrants.
const LIGHT_SECONDARY: [u32; 3] = [0xE6E1D5, 0xDAD4C5, 0xCBC4B2];
const DARK_SECONDARY: [u32; 3] = [0x2C323D, 0x3A4252, 0x485266];

/// In the light theme a card is a sheet of white paper on the warm page (iced would darken
/// it to the buttons' tan), and its edge and the drop-downs' prompts are a readable brown.
const LIGHT_CARD: u32 = 0xFFFDF8;
const LIGHT_EDGE: u32 = 0x9E957F;
/// The dark theme's card edges and prompts, lighter than iced's so they read on the slate.
const DARK_EDGE: u32 = 0x6B7386;

/// The tints of a done notice and of a problem (iced mixes them from the signal colours
/// and the page, which leaves the light theme's two a greyish pair that protanopes and
/// deuteranopes cannot tell apart): a pale green and a salmon of different lightness. The
/// dark theme's problem tint is lighter than iced's, so its text reads for a protanope.
const LIGHT_DONE_TINT: u32 = 0xC8E2CC;
const LIGHT_PROBLEM_TINT: u32 = 0xE0A098;
const DARK_PROBLEM_TINT: u32 = 0xD0807A;

/// Built once: views ask for the theme every frame.
static LIGHT_THEME: LazyLock<Theme> = LazyLock::new(|| {
    Theme::custom_with_fn("PnP Companion light", LIGHT, |p| {
        let mut extended = with_secondary(p, LIGHT_SECONDARY);
        extended.background.weak = Pair::new(rgb(LIGHT_CARD), p.text);
        extended.background.strong = Pair::new(rgb(LIGHT_EDGE), p.text);
        extended.success.weak = Pair::new(rgb(LIGHT_DONE_TINT), p.text);
        extended.danger.weak = Pair::new(rgb(LIGHT_PROBLEM_TINT), p.text);
        extended
    })
});
static DARK_THEME: LazyLock<Theme> = LazyLock::new(|| {
    Theme::custom_with_fn("PnP Companion dark", DARK, |p| {
        let mut extended = with_secondary(p, DARK_SECONDARY);
        extended.background.strong = Pair::new(rgb(DARK_EDGE), p.text);
        extended.danger.weak = Pair::new(rgb(DARK_PROBLEM_TINT), p.text);
        extended
    })
});

pub fn light() -> Theme {
    LIGHT_THEME.clone()
}

pub fn dark() -> Theme {
    DARK_THEME.clone()
}

/// The theme for the system's light or dark preference (light when it has none).
pub fn for_mode(mode: Mode) -> Theme {
    match mode {
        Mode::Dark => dark(),
        Mode::Light | Mode::None => light(),
    }
}

fn with_secondary(palette: Palette, [weak, base, strong]: [u32; 3]) -> Extended {
    let mut extended = Extended::generate(palette);
    extended.secondary = Secondary {
        weak: Pair::new(rgb(weak), palette.text),
        base: Pair::new(rgb(base), palette.text),
        strong: Pair::new(rgb(strong), palette.text),
    };
    extended
}

/// Damage: a value below where it started.
pub fn hurt(theme: &Theme) -> Color {
    theme.extended_palette().warning.base.color
}

/// The last level: one more loss ends the game.
pub fn critical(theme: &Theme) -> Color {
    theme.extended_palette().danger.base.color
}

/// Every surface that carries text, named for test messages, each with its text colour: what the contrast checks
/// (here, and under simulated colour vision in the tests) hold to WCAG's 4.5:1.
pub fn text_surfaces(theme: &Theme) -> [(&'static str, Pair); 8] {
    let p = theme.extended_palette();
    [
        ("page", p.background.base),
        ("card", p.background.weak),
        ("button", p.secondary.base),
        ("button-hovered", p.secondary.strong),
        ("next-step", p.primary.base),
        ("success", p.success.base),
        ("done-notice", p.success.weak),
        ("problem-notice", p.danger.weak),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// WCAG relative luminance and contrast ratio.
    fn luminance(c: Color) -> f32 {
        let lin = |v: f32| {
            if v <= 0.03928 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b)
    }

    fn contrast(a: Color, b: Color) -> f32 {
        let (la, lb) = (luminance(a), luminance(b));
        (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
    }

    #[test]
    fn text_is_readable_on_every_surface_of_both_themes() {
        for theme in [light(), dark()] {
            for (what, pair) in text_surfaces(&theme) {
                let ratio = contrast(pair.color, pair.text);
                assert!(ratio >= 4.5, "{theme}: {what} text contrast {ratio:.2}");
            }
        }
    }

    #[test]
    fn buttons_and_prompts_stand_out_from_the_cards_they_sit_on() {
        for theme in [light(), dark()] {
            let p = theme.extended_palette();
            let card = p.background.weak.color;
            let button = contrast(card, p.secondary.base.color);
            assert!(button >= 1.2, "{theme}: a button on a card {button:.2}");
            let prompt = contrast(card, p.background.strong.color);
            assert!(prompt >= 2.5, "{theme}: a drop-down's prompt {prompt:.2}");
        }
    }

    #[test]
    fn the_dark_theme_has_no_light_buttons() {
        let p = dark().extended_palette().secondary;
        for pair in [p.weak, p.base, p.strong] {
            assert!(
                luminance(pair.color) < 0.1,
                "{:?} is too bright",
                pair.color
            );
        }
    }

    #[test]
    fn damage_colours_read_on_the_cards_of_both_themes() {
        for theme in [light(), dark()] {
            let card = theme.extended_palette().background.weak.color;
            for (what, c) in [("hurt", hurt(&theme)), ("critical", critical(&theme))] {
                let ratio = contrast(card, c);
                assert!(ratio >= 3.0, "{theme}: {what} on a card {ratio:.2}");
            }
        }
    }
}
