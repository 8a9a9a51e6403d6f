//! The shell's page: the notice, the screen that is up, the help overlay; and the page for a
//! broken install.

use super::{App, Message, NARROW_WINDOW, NoticeKind, SHORT_WINDOW, Screen, update_waiting};
use crate::t;
use crate::ui::platform::{self};
use crate::ui::style::size;
use iced::widget::{column, container, responsive, row, stack, text};
use iced::{Element, Length};

/// The error screen for a broken install: what failed, and that the player's files are safe.
pub(super) fn broken(error: &str) -> Element<'_, Message> {
    container(
        column![
            crate::ui::style::heading(t!("app-cannot-start")),
            text(t!("app-data-damaged", error = error)).size(size::BODY),
            text(t!("app-reinstall")).size(size::BODY),
        ]
        .spacing(12),
    )
    .padding(20)
    .into()
}

impl App {
    pub fn view<'a>(&'a self) -> Element<'a, Message> {
        self.speak();
        let content: Element<'_, Message> = responsive(move |size| {
            // The log beside play wants height too: a phone on its side (915 × 412) keeps
            // the one column, with the log behind its tab.
            let wide = (size.width >= 900.0 && size.height >= SHORT_WINDOW).then_some(size.width);
            // 200 % on a laptop's screen leaves a window a phone's width and half its height.
            let narrow = size.width < NARROW_WINDOW;
            // Narrow, everything wraps onto more lines: the short layout sooner.
            let short = size.height < SHORT_WINDOW || (narrow && size.height < 760.0);
            match &self.screen {
                Screen::Home(h) => {
                    let at_risk = self
                        .data_keeping
                        .is_some_and(platform::DataKeeping::at_risk);
                    h.view(
                        &self.settings,
                        self.scale(),
                        at_risk,
                        size.width,
                        &self.speech(),
                        self.caps,
                    )
                    .map(Message::Home)
                }
                Screen::Print(p) => p.view().map(Message::Print),
                Screen::Record(r) => r.view().map(Message::Record),
                Screen::Broken(e) => broken(e),
                screen => screen.game().map_or_else(
                    || column![].into(),
                    |game| game.view(self.parts(wide, short, narrow)),
                ),
            }
        })
        .into();
        // News, a waiting version and notices lie over the top of the page, in the
        // header's place: nothing under the finger moves when one appears, and the game
        // below stays in reach.
        let mut toasts = column![].spacing(4).padding(6);
        if self.update_waiting {
            toasts = toasts.push(toast(
                update_waiting(),
                t!("app-reload"),
                Message::ApplyUpdate,
                crate::ui::style::good,
            ));
        }
        if let Some(n) = &self.notice {
            toasts = toasts.push(toast(
                n.text.clone(),
                t!("app-ok"),
                Message::DismissNotice,
                match n.kind {
                    NoticeKind::News => crate::ui::style::card,
                    NoticeKind::Done => crate::ui::style::good,
                    NoticeKind::Problem | NoticeKind::NotSaved => crate::ui::style::banner,
                },
            ));
        }
        // The page is always the stack's first layer, notice or none: a notice that comes
        // or goes leaves the page's widget tree as it was, so its scroll stays where the
        // player left it (a page whose tree changed was scrolled back to the top).
        let over =
            |base: Element<'a, Message>| -> Element<'a, Message> { stack![base, toasts].into() };
        if self.help {
            let help = responsive(move |size| {
                crate::ui::help::view(
                    self.help_topic,
                    self.card_set,
                    self.sherwood.as_ref(),
                    Message::HelpTopic,
                    Message::ToggleHelp,
                    size.width < NARROW_WINDOW,
                    self.shown(super::speaking::Source::Help(self.help_topic)),
                    Message::HelpAloud,
                )
            })
            .into();
            return crate::ui::swipe::swipe(over(help), self.caps.soft_keyboard);
        }
        crate::ui::swipe::swipe(over(content), self.caps.soft_keyboard)
    }
}

/// A notice lying over the page: its words and the one button that answers it, side by
/// side, with a shadow-like border so it reads as lying on top.
fn toast<'a>(
    words: String,
    button: String,
    answer: Message,
    style: fn(&iced::Theme) -> container::Style,
) -> Element<'a, Message> {
    container(
        row![
            text(words).size(size::DENSE).width(Length::Fill),
            crate::ui::style::small(button, Some(answer)),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center),
    )
    .padding([6, 10])
    .width(Length::Fill)
    .style(style)
    .into()
}
