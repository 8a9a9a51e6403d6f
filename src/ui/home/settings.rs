//! Home's settings card: language, theme, scale and the switches.

use super::{Home, Message, SCALES};
use crate::i18n::{self, Lang};
use crate::speech::Availability;
use crate::store::settings::{Settings, ThemeChoice};
use crate::t;
use crate::ui::platform::{self, Capabilities};
use crate::ui::style::size;
use crate::ui::{style, text_field, widgets};
use iced::widget::{Column, column, row, text, text_input};
use iced::{Element, Length};

impl Home {
    /// `drawn_scale`: the scale the app draws at (see `Home::view`); `speech`: whether the
    /// app can speak.
    pub(super) fn settings_section(
        &self,
        settings: &Settings,
        drawn_scale: f32,
        speech: &Availability,
        caps: Capabilities,
    ) -> Column<'_, Message> {
        let (theme, scale) = (settings.theme, settings.scale);
        let themes = [ThemeChoice::System, ThemeChoice::Light, ThemeChoice::Dark];
        let mut c = column![
            style::heading(t!("home-settings")),
            language_choice(settings.chosen_language()),
            // Three choices side by side, under their name (beside it, "Follow the system"
            // in a longer language was squeezed at 200 %): one tap, nothing to open.
            column![
                text(t!("home-theme")),
                widgets::chips(
                    themes
                        .into_iter()
                        .map(|t| widgets::chip(theme_label(t), t == theme, Some(Message::Theme(t))))
                        .collect()
                ),
            ]
            .spacing(6),
            // One tap for a scale: the page changes size at once, so a button pressed again
            // and again would move away from under the finger.
            column![
                text(t!("home-scale")).width(Length::Fixed(80.0)),
                widgets::chips(
                    SCALES
                        .iter()
                        .map(|&s| widgets::chip(
                            i18n::percent(f64::from(s) * 100.0, 0),
                            (s - scale).abs() < 0.005,
                            Some(Message::Scale(s))
                        ))
                        .collect()
                ),
            ]
            .spacing(6),
        ]
        .spacing(10);
        if (drawn_scale - scale).abs() > 0.005 {
            c = c.push(
                text(t!(
                    "home-scale-capped",
                    chosen = i18n::percent(f64::from(scale) * 100.0, 0),
                    shown = i18n::percent(f64::from(drawn_scale) * 100.0, 0),
                ))
                .size(size::SMALL),
            );
        }
        c = c.push(widgets::switch(
            t!("home-number-pads"),
            self.pads,
            Message::NumberPads,
        ));
        c = c.push(widgets::switch(
            t!("home-reopen-last"),
            settings.reopen_last,
            Message::ReopenLast,
        ));
        c = c.push(speech_setting(speech, settings.speak_outcomes));
        if caps.screen_reader_page {
            c = c.push(
                column![
                    widgets::switch(
                        t!("home-screen-reader"),
                        settings.screen_reader,
                        Message::ScreenReader,
                    ),
                    text(t!("home-screen-reader-what")).size(size::DENSE),
                ]
                .spacing(4),
            );
        }
        // Only a browser lets the app hold the screen on; a desktop has its own settings.
        if caps.holds_screen_on {
            c = keep_screen_on(c, settings.keep_screen_on);
        }
        // Only the desktop asks: in a browser the page's own address is the web app's.
        if !caps.own_address {
            c = c.push(self.web_address_field(settings.web_app_address.as_deref()));
        }
        c
    }

    /// Where the web app lives, as typed and not yet kept, or as set.
    fn web_address_field(&self, settings_address: Option<&str>) -> Column<'_, Message> {
        let typed = self
            .web_address
            .as_deref()
            .or(settings_address)
            .unwrap_or_default();
        column![
            text(t!("home-web-address")).size(size::DENSE),
            row![
                text_field::text_field(
                    text_input(&t!("home-web-address-placeholder"), typed)
                        .style(crate::ui::style::input)
                        .on_input(Message::WebAddress)
                        .on_submit(Message::KeepWebAddress)
                        .padding(10)
                        .width(Length::Fill),
                    typed,
                ),
                style::small(
                    t!("home-keep"),
                    self.web_address
                        .is_some()
                        .then_some(Message::KeepWebAddress)
                ),
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center),
        ]
        .spacing(6)
    }
}

/// Speech: the switch where the app can speak; otherwise plainly why it cannot.
fn speech_setting<'a>(speech: &Availability, speak_outcomes: bool) -> Column<'a, Message> {
    if speech.ready() {
        column![
            widgets::switch(
                t!("speech-speak-outcomes"),
                speak_outcomes,
                Message::SpeakOutcomes,
            ),
            text(t!("speech-speak-outcomes-what")).size(size::DENSE),
            text(speech.words()).size(size::DENSE),
        ]
        .spacing(4)
    } else {
        column![text(speech.words()).size(size::DENSE)]
    }
}

/// The switch, and a word where the browser cannot hold the screen on or let it go.
fn keep_screen_on(settings: Column<'_, Message>, keep_screen_on: bool) -> Column<'_, Message> {
    let settings = settings.push(widgets::switch(
        t!("home-keep-screen-on"),
        keep_screen_on,
        Message::KeepScreenOn,
    ));
    if keep_screen_on && !platform::can_keep_awake() {
        settings.push(text(t!("home-cannot-keep-awake")).size(size::DENSE))
    } else if keep_screen_on && platform::awake_dropped() {
        settings.push(text(t!("home-awake-dropped")).size(size::DENSE))
    } else {
        settings
    }
}

fn theme_label(theme: ThemeChoice) -> String {
    match theme {
        ThemeChoice::System => t!("home-follow-system"),
        ThemeChoice::Light => t!("home-theme-light"),
        ThemeChoice::Dark => t!("home-theme-dark"),
    }
}

/// The language picker: the system's, or one of ours, each named in its own language (a
/// player lost in a language they cannot read still finds theirs).
fn language_choice<'a>(chosen: Option<Lang>) -> Element<'a, Message> {
    let mut chips = vec![widgets::chip(
        t!("home-follow-system"),
        chosen.is_none(),
        Some(Message::Language(None)),
    )];
    chips.extend(Lang::ALL.iter().map(|&l| {
        widgets::chip(
            l.own_name(),
            chosen == Some(l),
            Some(Message::Language(Some(l))),
        )
    }));
    column![text(t!("home-language")), widgets::chips(chips)]
        .spacing(6)
        .into()
}
