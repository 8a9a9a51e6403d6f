//! Looks shared by the screens: cards, chips, touch-sized buttons.

use iced::widget::{button, container, text};
use iced::{Border, Color, Element, Length, Theme};

/// Touch targets are at least this tall (logical pixels).
pub const TOUCH: f32 = 48.0;

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
    let p = theme.extended_palette();
    container::Style {
        background: Some(p.danger.weak.color.into()),
        border: Border {
            radius: 8.0.into(),
            ..Border::default()
        },
        text_color: Some(p.danger.weak.text),
        ..container::Style::default()
    }
}

pub fn good(theme: &Theme) -> container::Style {
    let p = theme.extended_palette();
    container::Style {
        background: Some(p.success.weak.color.into()),
        border: Border {
            radius: 8.0.into(),
            ..Border::default()
        },
        text_color: Some(p.success.weak.text),
        ..container::Style::default()
    }
}

pub fn chip(theme: &Theme) -> container::Style {
    let p = theme.extended_palette();
    container::Style {
        background: Some(p.secondary.weak.color.into()),
        border: Border {
            radius: 12.0.into(),
            ..Border::default()
        },
        text_color: Some(p.secondary.weak.text),
        ..container::Style::default()
    }
}

pub fn accent(theme: &Theme) -> container::Style {
    let p = theme.extended_palette();
    container::Style {
        background: Some(p.primary.weak.color.into()),
        border: Border {
            radius: 6.0.into(),
            ..Border::default()
        },
        text_color: Some(p.primary.weak.text),
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

/// A full-width main action.
pub fn primary<'a, M: Clone + 'a>(
    label: impl text::IntoFragment<'a>,
    msg: Option<M>,
) -> Element<'a, M> {
    button(text(label).size(18).center().width(Length::Fill))
        .on_press_maybe(msg)
        .width(Length::Fill)
        .height(TOUCH)
        .padding([12, 16])
        .style(button::primary)
        .into()
}

pub fn secondary<'a, M: Clone + 'a>(
    label: impl text::IntoFragment<'a>,
    msg: Option<M>,
) -> Element<'a, M> {
    button(text(label).center())
        .on_press_maybe(msg)
        .height(TOUCH)
        .padding([12, 14])
        .style(button::secondary)
        .into()
}

pub fn small<'a, M: Clone + 'a>(
    label: impl text::IntoFragment<'a>,
    msg: Option<M>,
) -> Element<'a, M> {
    button(text(label).size(14).center())
        .on_press_maybe(msg)
        .height(TOUCH)
        .padding([12, 10])
        .style(button::secondary)
        .into()
}

pub fn heading<'a>(label: impl text::IntoFragment<'a>) -> iced::widget::Text<'a> {
    text(label).size(20).font(iced::Font {
        weight: iced::font::Weight::Bold,
        ..iced::Font::with_name("Noto Sans")
    })
}
