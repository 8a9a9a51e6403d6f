//! The Paragraphs tab: the spoiler-guarded reader with its history, and the import of the
//! player's own rulebook text.

use super::Action;
use crate::games::sherwood::SherwoodData;
use crate::games::sherwood::game::SherwoodGame;
use crate::games::sherwood::paragraphs;
use crate::games::sherwood::reader::Why;
use crate::games::sherwood::state::Side;
use crate::t;
use crate::ui::read_aloud::{self, Control, Shown};
use crate::ui::sherwood::{GameMut, GameRef};
use crate::ui::style::size;
use crate::ui::{style, widgets};
use iced::widget::{column, row, text, text_input};
use iced::{Element, Length};

#[derive(Default)]
pub struct Paragraphs {
    pub input: String,
    pub confirm: bool,
    pub import_path: String,
    pub error: Option<String>,
    /// A number pad under the paragraph number (a touch screen has no keyboard).
    pub pads: bool,
    /// The odds show what unread result paragraphs do (the player's setting).
    pub spoilers: bool,
    /// How the paragraph's read-aloud buttons stand (the shell, which holds the voice,
    /// sets it).
    pub aloud: Shown,
}

#[derive(Debug, Clone)]
pub enum Message {
    Input(String),
    Confirm(bool),
    Reveal,
    Back,
    Forward,
    ImportPath(String),
    Import,
    /// Open the system's file dialog (falls back to the typed path where none answers).
    Browse,
    /// Show what unread result paragraphs do in the odds, or not.
    Spoilers(bool),
    /// Read aloud, pause, resume or stop the paragraph shown (the player's own text).
    Aloud(Control),
}

/// Whether a paragraph is the ability of someone the player controls: the rules have them
/// read it, so it needs no spoiler guard.
pub fn of_your_person(game: &SherwoodGame, data: &SherwoodData, n: u16) -> bool {
    data.roster.persons.iter().any(|p| {
        p.paragraph == Some(n)
            && game
                .state()
                .person(&p.id)
                .is_some_and(|x| x.side == Side::Controlled)
    })
}

impl Paragraphs {
    pub fn update(&mut self, cx: GameMut<'_>, message: Message) -> Action {
        let GameMut { game, data } = cx;
        match message {
            Message::Input(p) => {
                self.input = p.chars().filter(char::is_ascii_digit).take(3).collect()
            }
            Message::Confirm(c) => self.confirm = c,
            Message::Reveal => {
                let n: u16 = self.input.parse().unwrap_or(0);
                let why = if of_your_person(game, data, n) {
                    Why::Pointed
                } else {
                    Why::Asked {
                        confirmed: self.confirm,
                    }
                };
                match game.reader.reveal(n, why) {
                    Ok(()) => {
                        self.error = None;
                        self.confirm = false;
                        return Action::Keep;
                    }
                    Err(e) => self.error = Some(super::capitalised(&e.to_string())),
                }
            }
            Message::Back => {
                if game.reader.back() {
                    return Action::Keep;
                }
            }
            Message::Forward => {
                if game.reader.forward() {
                    return Action::Keep;
                }
            }
            Message::ImportPath(p) => self.import_path = p,
            Message::Import => return Action::Import(self.import_path.trim().to_string()),
            Message::Browse => return Action::Browse,
            Message::Spoilers(on) => return Action::Spoilers(on),
            Message::Aloud(c) => return Action::Aloud(c),
        }
        Action::None
    }

    /// `file_paths`: the player can type the rulebook's path (else only pick the file).
    pub fn view<'a>(
        &'a self,
        cx: GameRef<'a>,
        imported: Option<&'a str>,
        file_paths: bool,
    ) -> Element<'a, Message> {
        let GameRef { game, data, .. } = cx;
        let mut c = column![style::heading(t!("sws-paragraphs"))].spacing(8);
        match game
            .reader
            .current()
            .and_then(|n| paragraphs::paragraph(data, n))
        {
            Some(p) => {
                c = c.push(text(t!("sws-paragraph", n = p.number)).size(size::LEAD));
                c = c.push(text(p.effect.clone()).size(size::BODY));
                c = c.push(
                    text(imported.map_or_else(|| t!("sws-paragraph-import-first"), str::to_string))
                        .size(size::DENSE),
                );
                // Only the player's own text is read out, and only a paragraph on show.
                if imported.is_some() {
                    c = c.push(read_aloud::controls(self.aloud, Message::Aloud));
                }
            }
            None => c = c.push(text(t!("sws-paragraph-none-yet")).size(size::DENSE)),
        }
        c = c.push(
            row![
                style::small(t!("sws-paragraph-back"), Some(Message::Back)),
                style::small(t!("sws-paragraph-forward"), Some(Message::Forward))
            ]
            .spacing(6),
        );
        let hist: Vec<String> = game.reader.history().iter().map(u16::to_string).collect();
        c = c.push(
            text(if hist.is_empty() {
                t!("sws-revealed-none")
            } else {
                t!("sws-revealed", paragraphs = hist.join(", "))
            })
            .size(size::SMALL),
        );
        c = c.push(
            row![
                crate::ui::text_field::text_field(
                    text_input(&t!("sws-paragraph-number"), &self.input)
                        .style(crate::ui::style::input)
                        .on_input(Message::Input)
                        .on_submit(Message::Reveal)
                        .padding(12)
                        .width(Length::Fill),
                    &self.input
                ),
                style::small(t!("sws-reveal"), Some(Message::Reveal)),
            ]
            .spacing(6),
        );
        if self.pads {
            c = c.push(widgets::number_pad(&self.input, Message::Input));
        }
        c = c.push(widgets::switch(
            t!("sws-reveal-spoiler"),
            self.confirm,
            Message::Confirm,
        ));
        if let Some(e) = &self.error {
            c = c.push(text(e.clone()).size(size::SMALL));
        }
        c = c.push(widgets::switch(
            t!("sws-spoilers-in-odds"),
            self.spoilers,
            Message::Spoilers,
        ));
        c = c.push(text(t!("sws-spoilers-off")).size(size::CAPTION));
        c = c.push(style::heading(t!("sws-import-heading")));
        // Without paths to type (a browser), the file picker is the one way in.
        c = c.push(if !file_paths {
            row![style::small(t!("sws-import-choose"), Some(Message::Browse))]
        } else {
            row![
                crate::ui::text_field::text_field(
                    text_input(&t!("sws-import-path"), &self.import_path)
                        .style(crate::ui::style::input)
                        .on_input(Message::ImportPath)
                        .padding(12)
                        .width(Length::Fill),
                    &self.import_path
                ),
                style::small(t!("sws-import"), Some(Message::Import)),
                style::small(t!("sws-browse"), Some(Message::Browse)),
            ]
            .spacing(6)
        });
        // The screen scrolls it (and remembers where: `ScrollMemory`).
        c.padding(iced::padding::right(14)).into()
    }
}
