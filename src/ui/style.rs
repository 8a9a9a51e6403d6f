//! Looks shared by the screens: cards, chips, touch-sized buttons, and the type scale.

use iced::widget::{Row, button, container, row, space, text, text_input};
use iced::{Border, Color, Element, Length, Theme};

/// Touch targets are at least this tall (logical pixels).
pub const TOUCH: f32 = 48.0;

/// A button's content, held to at least a touch target's height inside vertical `padding`
/// on each side: a label that wraps (a long word, a large scale) makes its button taller
/// instead of running out of it. One line sits where it would in a button `TOUCH` tall.
pub fn touch_high<'a, M: 'a>(content: impl Into<Element<'a, M>>, padding: f32) -> Row<'a, M> {
    row![space().height(TOUCH - 2.0 * padding), content.into()].align_y(iced::Alignment::Center)
}

/// The type scale: every text size on screen is one of these, named by its role.
pub mod size {
    /// Captions under a drawing (a card's number and side).
    pub const CAPTION: f32 = 11.0;
    /// Secondary lines: hints, start values, small labels.
    pub const SMALL: f32 = 13.0;
    /// Dense panels (tables, the log, chips).
    pub const DENSE: f32 = 14.0;
    /// Running text (iced's default).
    pub const BODY: f32 = 16.0;
    /// Values to read at a glance and main buttons.
    pub const LEAD: f32 = 18.0;
    /// Panel headings.
    pub const HEADING: f32 = 20.0;
    /// Screen titles and the big figure of a result.
    pub const TITLE: f32 = 24.0;
    /// The one figure a screen is about (a die total).
    pub const FIGURE: f32 = 28.0;
}

/// Corner radius of buttons.
const BUTTON_RADIUS: f32 = 8.0;

/// The next step.
pub fn button_primary(theme: &Theme, status: button::Status) -> button::Style {
    shaped(theme, status, button::primary)
}

/// Any other action, and the choices offered as equals.
pub fn button_secondary(theme: &Theme, status: button::Status) -> button::Style {
    shaped(theme, status, button::secondary)
}

/// A chip's or a tab's colour: the primary one when it is the chosen one.
pub fn button_chosen(chosen: bool) -> fn(&Theme, button::Status) -> button::Style {
    if chosen {
        button_primary
    } else {
        button_secondary
    }
}

/// A place that is good to be (a station on the map).
pub fn button_success(theme: &Theme, status: button::Status) -> button::Style {
    shaped(theme, status, button::success)
}

/// How much of the card's text colour a disabled button's label keeps: dimmed, yet at 4.5:1
/// on the card in both themes and every colour vision (at 0.6 the light theme's was 4.30:1,
/// found by `tests/ui/colour_vision.rs` reading the rendered pixels).
const DISABLED_TEXT_ALPHA: f32 = 0.7;

/// iced's button with rounder corners, a pressed look (iced draws a pressed button as an
/// idle one; on a touch screen, where nothing hovers, the press is the only feedback a
/// finger gets before it lifts), and a disabled look that stays readable: flat on the card,
/// outlined, its label dimmed rather than half gone.
fn shaped(
    theme: &Theme,
    status: button::Status,
    base: fn(&Theme, button::Status) -> button::Style,
) -> button::Style {
    let look = match status {
        button::Status::Pressed => button::Status::Hovered,
        other => other,
    };
    let mut style = base(theme, look);
    style.border.radius = BUTTON_RADIUS.into();
    if status == button::Status::Disabled {
        let p = theme.extended_palette();
        style.background = Some(p.background.weak.color.into());
        style.text_color = p.background.weak.text.scale_alpha(DISABLED_TEXT_ALPHA);
        style.border = Border {
            radius: BUTTON_RADIUS.into(),
            width: 1.0,
            color: p.background.strong.color,
        };
    }
    style
}

/// A rounded patch in one of the palette's pairs (its colour, and the text that reads on it).
fn tinted(pair: iced::theme::palette::Pair, radius: f32) -> container::Style {
    container::Style {
        background: Some(pair.color.into()),
        border: Border {
            radius: radius.into(),
            ..Border::default()
        },
        text_color: Some(pair.text),
        ..container::Style::default()
    }
}

pub fn card(theme: &Theme) -> container::Style {
    let p = theme.extended_palette();
    container::Style {
        background: Some(p.background.weak.color.into()),
        border: Border {
            radius: 10.0.into(),
            width: 1.0,
            color: p.background.strong.color,
        },
        text_color: Some(p.background.weak.text),
        ..container::Style::default()
    }
}

pub fn banner(theme: &Theme) -> container::Style {
    tinted(theme.extended_palette().danger.weak, 8.0)
}

pub fn good(theme: &Theme) -> container::Style {
    tinted(theme.extended_palette().success.weak, 8.0)
}

pub fn chip(theme: &Theme) -> container::Style {
    tinted(theme.extended_palette().secondary.weak, 12.0)
}

pub fn accent(theme: &Theme) -> container::Style {
    tinted(theme.extended_palette().primary.weak, 6.0)
}

/// A position of the cannon's pattern: white counts towards the Combat Value, black does
/// not (the cards print them as white and black squares).
pub fn dice_slot(theme: &Theme, white: bool) -> container::Style {
    let p = theme.extended_palette();
    let (fill, edge) = if white {
        (Color::WHITE, p.background.strong.color)
    } else {
        (
            Color::from_rgb8(0x1D, 0x21, 0x27),
            Color::from_rgb8(0x1D, 0x21, 0x27),
        )
    };
    container::Style {
        background: Some(fill.into()),
        border: Border {
            radius: 4.0.into(),
            width: 2.0,
            color: edge,
        },
        ..container::Style::default()
    }
}

/// A die: a rounded square with its pips.
pub fn die_face(theme: &Theme) -> container::Style {
    let p = theme.extended_palette();
    container::Style {
        background: Some(p.secondary.weak.color.into()),
        border: Border {
            radius: 5.0.into(),
            width: 1.0,
            color: p.background.strong.color,
        },
        text_color: Some(p.secondary.weak.text),
        ..container::Style::default()
    }
}

pub fn muted(theme: &Theme) -> Color {
    theme
        .extended_palette()
        .background
        .strong
        .text
        .scale_alpha(0.7)
}

/// A button around `label`, a finger high: the one shape of the buttons below and of the
/// chips and tabs ([`super::widgets`]).
pub fn text_button<'a, M: Clone + 'a>(
    label: text::Text<'a>,
    msg: Option<M>,
    padding: [u16; 2],
    style: fn(&Theme, button::Status) -> button::Style,
) -> button::Button<'a, M> {
    button(touch_high(label, 12.0))
        .on_press_maybe(msg)
        .padding(padding)
        .style(style)
}

/// A full-width main action.
pub fn primary<'a, M: Clone + 'a>(
    label: impl text::IntoFragment<'a>,
    msg: Option<M>,
) -> Element<'a, M> {
    let label = text(label).size(size::LEAD).center().width(Length::Fill);
    text_button(label, msg, [12, 16], button_primary)
        .width(Length::Fill)
        .into()
}

pub fn secondary<'a, M: Clone + 'a>(
    label: impl text::IntoFragment<'a>,
    msg: Option<M>,
) -> Element<'a, M> {
    text_button(text(label).center(), msg, [12, 14], button_secondary).into()
}

/// A small button in the primary colour: the step a form leads to.
pub fn primary_small<'a, M: Clone + 'a>(
    label: impl text::IntoFragment<'a>,
    msg: Option<M>,
) -> Element<'a, M> {
    let label = text(label).size(size::DENSE).center();
    text_button(label, msg, [12, 10], button_primary).into()
}

pub fn small<'a, M: Clone + 'a>(
    label: impl text::IntoFragment<'a>,
    msg: Option<M>,
) -> Element<'a, M> {
    let label = text(label).size(size::DENSE).center();
    text_button(label, msg, [12, 10], button_secondary).into()
}

/// The bundled sans in bold.
pub const BOLD: iced::Font = iced::Font {
    weight: iced::font::Weight::Bold,
    ..iced::Font::with_name(crate::fonts::FAMILY)
};

pub fn heading<'a>(label: impl text::IntoFragment<'a>) -> iced::widget::Text<'a> {
    text(label).size(size::HEADING).font(BOLD)
}

/// A prompt inside an empty field reads as a prompt: the text colour, dimmed (iced uses the
/// buttons' colour, which is nearly the field's own).
fn prompt(theme: &Theme) -> Color {
    theme
        .extended_palette()
        .background
        .base
        .text
        .scale_alpha(0.55)
}

pub fn input(theme: &Theme, status: text_input::Status) -> text_input::Style {
    text_input::Style {
        placeholder: prompt(theme),
        ..text_input::default(theme, status)
    }
}

/// A drop-down's field: it looks like a text field (see `widgets::drop_down`).
pub fn field(theme: &Theme, status: button::Status) -> button::Style {
    let p = theme.extended_palette();
    let edge = match status {
        button::Status::Hovered | button::Status::Pressed => p.background.base.text,
        _ => p.background.strong.color,
    };
    button::Style {
        background: Some(p.background.base.color.into()),
        text_color: p.background.base.text,
        border: Border {
            radius: BUTTON_RADIUS.into(),
            width: 1.0,
            color: edge,
        },
        ..button::Style::default()
    }
}

/// A switch's track: the next-step colour when on, a plain button's when off.
pub fn switch_track(theme: &Theme, on: bool) -> container::Style {
    let p = theme.extended_palette();
    container::Style {
        background: Some(
            if on {
                p.primary.base.color
            } else {
                p.secondary.strong.color
            }
            .into(),
        ),
        border: Border {
            radius: 13.0.into(),
            ..Border::default()
        },
        ..container::Style::default()
    }
}

pub fn switch_knob(theme: &Theme) -> container::Style {
    let p = theme.extended_palette();
    container::Style {
        background: Some(p.background.base.color.into()),
        border: Border {
            radius: 10.0.into(),
            width: 1.0,
            color: p.background.strong.color,
        },
        ..container::Style::default()
    }
}
