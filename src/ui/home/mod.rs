//! Home: pick a game, continue a saved one, start a new one, settings.

use super::platform::{Capabilities, PickedFile};
use super::share::{self, Offer, SharePanel};
use super::{style, widgets};
use crate::i18n::Lang;
use crate::speech::Availability;
use crate::store::saves::{Finished, SaveInfo};
use crate::store::settings::{Settings, ThemeChoice};
use crate::t;
use crate::ui::style::size;
use iced::widget::{Column, button, column, container, row, scrollable, text, text_input};
use iced::{Element, Length};

pub use crate::store::saves::{GameKind, SaveKey};

mod settings;

/// The home page's scrollable (a screen just opened starts at its top).
pub const SCROLL: &str = "home";

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Home {
    pub saves: Vec<SaveInfo>,
    pub seed: String,
    pub physical: bool,
    pub name: String,
    /// The save whose options are open (seed, rename, delete), by its key: the list is
    /// read again as saves come and go (a shared game opened adds one), and options held
    /// by place would then belong to another save.
    pub managing: Option<SaveKey>,
    /// The new name typed for it.
    pub new_name: String,
    /// Its deletion waits for the player's yes.
    pub deleting: bool,
    /// A number pad under the seed (a touch screen has no keyboard).
    pub pads: bool,
    /// The open save's game as a link, once asked for.
    pub sharing: Option<SharePanel>,
    /// A shared game's link, pasted.
    pub pasted: String,
    /// A shared game that arrived, waiting for the player's yes.
    pub offer: Option<Box<Offer>>,
    /// "Where your web app lives" as typed (the desktop's setting), until kept.
    pub web_address: Option<String>,
    /// An import kept this device's settings; its file, should the player want its own.
    pub settings_offered: Option<Box<PickedFile>>,
}

#[derive(Debug, Clone)]
pub enum Message {
    Continue(usize),
    New(GameKind),
    Seed(String),
    Name(String),
    Physical(bool),
    Theme(ThemeChoice),
    /// The language chosen (`None`: the system's).
    Language(Option<Lang>),
    /// The scale chosen (one tap: the layout changes, and nothing needs tapping again).
    Scale(f32),
    KeepScreenOn(bool),
    NumberPads(bool),
    ReopenLast(bool),
    /// "Speak outcomes" turned on or off.
    SpeakOutcomes(bool),
    /// "Play with a screen reader" turned on (the page over the canvas) or off.
    ScreenReader(bool),
    Print,
    /// Your record of plays.
    Record,
    /// The help page (F1 on a keyboard; this button where there is none).
    Help,
    /// Opens (or closes) a save's options.
    Manage(usize),
    NewName(String),
    Rename,
    Delete,
    ConfirmDelete,
    CancelDelete,
    CopySeed(u64),
    /// The open save, as a file for another device.
    ExportSave,
    /// The open save's game, given up: counted as lost in the record.
    CountAsLost,
    /// The open save's game as a link (and a QR code).
    Share,
    /// The share panel, the offer of a shared game, a pasted link.
    Sharing(share::Message),
    WebAddress(String),
    KeepWebAddress,
    /// Everything kept, as one file for another device.
    ExportAll,
    /// A save or everything, from a file made on another device.
    Import,
    /// The settings of the file just imported, asked for after all.
    TakeSettings,
}

/// What the app is, and its version.
pub fn about_line() -> String {
    t!("about-line", version = env!("CARGO_PKG_VERSION"))
}

/// The scales offered (75 % to 200 %).
const SCALES: [f32; 8] = [0.75, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0];

pub enum Action {
    None,
    /// Open the save with this storage key.
    Open(SaveKey, GameKind),
    New {
        game: GameKind,
        seed: Option<u64>,
        physical: bool,
        name: String,
    },
    Theme(ThemeChoice),
    Language(Option<Lang>),
    Scale(f32),
    KeepScreenOn(bool),
    NumberPads(bool),
    /// New games physical or digital: kept for the next time.
    Physical(bool),
    /// Reopen the last game at start, or not.
    ReopenLast(bool),
    /// Say each new outcome aloud, or not.
    SpeakOutcomes(bool),
    /// The screen-reader page on or off.
    ScreenReader(bool),
    Problem(String),
    Print,
    Record,
    Help,
    Rename {
        key: SaveKey,
        name: String,
    },
    Delete {
        key: SaveKey,
        name: String,
    },
    /// Text for the clipboard, and what to say once it is there.
    Copy(String, String),
    ExportSave(SaveKey),
    /// A game given up, to count as lost in the record.
    CountAsLost {
        key: SaveKey,
        game: GameKind,
        name: String,
    },
    ExportAll,
    Import,
    TakeSettings(PickedFile),
    /// The save's game as a link, for its panel.
    Share {
        key: SaveKey,
        game: GameKind,
    },
    /// A pasted link to read, replay and add as a new save.
    OpenLink(String),
    /// The shared game offered: added to the saves, or not.
    Offered(bool),
    /// Where the web app lives, for links made on the desktop (blank: nowhere set).
    WebAddress(Option<String>),
}

impl Home {
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Continue(i) => self.continue_save(i),
            Message::New(game) => self.new_game(game),
            Message::Seed(s) => {
                self.seed = s.chars().filter(char::is_ascii_digit).take(19).collect();
                Action::None
            }
            Message::Name(n) => {
                self.name = n.chars().take(40).collect();
                Action::None
            }
            Message::Physical(p) => {
                self.physical = p;
                Action::Physical(p)
            }
            Message::ReopenLast(on) => Action::ReopenLast(on),
            Message::SpeakOutcomes(on) => Action::SpeakOutcomes(on),
            Message::ScreenReader(on) => Action::ScreenReader(on),
            Message::Theme(t) => Action::Theme(t),
            Message::Language(l) => Action::Language(l),
            Message::Scale(to) => Action::Scale(to),
            Message::KeepScreenOn(on) => Action::KeepScreenOn(on),
            Message::NumberPads(on) => Action::NumberPads(on),
            Message::Print => Action::Print,
            Message::Record => Action::Record,
            Message::Help => Action::Help,
            Message::Manage(i) => self.manage(i),
            Message::NewName(n) => {
                self.new_name = n.chars().take(40).collect();
                Action::None
            }
            Message::Rename => self.rename(),
            Message::Delete => {
                self.deleting = self.managed().is_some();
                Action::None
            }
            Message::CancelDelete => {
                self.deleting = false;
                Action::None
            }
            Message::ConfirmDelete => self.confirm_delete(),
            Message::CopySeed(seed) => {
                Action::Copy(seed.to_string(), t!("home-seed-copied", seed = seed))
            }
            Message::ExportSave => match self.managed() {
                Some(s) => Action::ExportSave(s.key.clone()),
                None => Action::None,
            },
            Message::CountAsLost => self.count_as_lost(),
            Message::Share => self.share(),
            Message::Sharing(m) => self.sharing(m),
            Message::WebAddress(text) => {
                self.web_address = Some(text.chars().take(400).collect());
                Action::None
            }
            Message::KeepWebAddress => self.keep_web_address(),
            Message::ExportAll => Action::ExportAll,
            Message::Import => Action::Import,
            Message::TakeSettings => self
                .settings_offered
                .take()
                .map_or(Action::None, |file| Action::TakeSettings(*file)),
        }
    }

    fn continue_save(&self, i: usize) -> Action {
        match self.saves.get(i) {
            Some(s) => {
                match (&s.problem, s.game) {
                    (None, Some(game)) => Action::Open(s.key.clone(), game),
                    (problem, _) => Action::Problem(problem.clone().unwrap_or_else(|| {
                        t!("home-not-a-game", path = s.path.display().to_string())
                    })),
                }
            }
            None => Action::None,
        }
    }

    fn new_game(&self, game: GameKind) -> Action {
        let seed = self.seed.trim();
        if !seed.is_empty() && seed.parse::<u64>().is_err() {
            return Action::Problem(t!("home-bad-seed", seed = seed));
        }
        Action::New {
            game,
            seed: seed.parse().ok(),
            physical: self.physical,
            name: self.name.trim().to_string(),
        }
    }

    /// Opens a save's options, or closes them when they are open.
    fn manage(&mut self, i: usize) -> Action {
        self.deleting = false;
        self.sharing = None;
        let Some(save) = self.saves.get(i) else {
            return Action::None;
        };
        if self.managing.as_ref() == Some(&save.key) {
            self.managing = None;
        } else {
            self.managing = Some(save.key.clone());
            self.new_name = save.name.clone();
        }
        Action::None
    }

    fn rename(&mut self) -> Action {
        let name = self.new_name.trim().to_string();
        match self.managed() {
            Some(_) if name.is_empty() => Action::Problem(t!("home-type-name-first")),
            Some(s) => {
                let key = s.key.clone();
                self.managing = None;
                Action::Rename { key, name }
            }
            None => Action::None,
        }
    }

    fn confirm_delete(&mut self) -> Action {
        match self.managed() {
            Some(s) if self.deleting => {
                let (key, name) = (s.key.clone(), s.name.clone());
                self.managing = None;
                self.deleting = false;
                Action::Delete { key, name }
            }
            _ => Action::None,
        }
    }

    fn count_as_lost(&self) -> Action {
        match self.managed() {
            Some(s) => match s.game {
                Some(game) if s.finished.is_none() => Action::CountAsLost {
                    key: s.key.clone(),
                    game,
                    name: s.name.clone(),
                },
                _ => Action::None,
            },
            None => Action::None,
        }
    }

    fn share(&self) -> Action {
        match self.managed() {
            Some(SaveInfo {
                key,
                game: Some(game),
                problem: None,
                ..
            }) => Action::Share {
                key: key.clone(),
                game: *game,
            },
            Some(_) => Action::Problem(t!("home-cannot-share")),
            None => Action::None,
        }
    }

    fn keep_web_address(&mut self) -> Action {
        match self.web_address.take() {
            Some(typed) => {
                let typed = typed.trim();
                if typed.is_empty() {
                    Action::WebAddress(None)
                } else if typed.starts_with("https://") || typed.starts_with("http://") {
                    Action::WebAddress(Some(typed.to_string()))
                } else {
                    self.web_address = Some(typed.to_string());
                    Action::Problem(t!("home-address-scheme"))
                }
            }
            None => Action::None,
        }
    }

    fn sharing(&mut self, m: share::Message) -> Action {
        match m {
            share::Message::CopyLink => match &self.sharing {
                Some(p) => Action::Copy(p.link.clone(), t!("home-link-copied")),
                None => Action::None,
            },
            share::Message::ExportFile => self.update(Message::ExportSave),
            share::Message::Close => {
                self.sharing = None;
                Action::None
            }
            share::Message::LinkEdited => Action::None,
            share::Message::Pasted(text) => {
                self.pasted = text
                    .chars()
                    .take(crate::store::share::MAX_ENCODED)
                    .collect();
                Action::None
            }
            share::Message::OpenPasted => match self.pasted.trim() {
                "" => Action::Problem(t!("home-paste-first")),
                link => Action::OpenLink(link.to_string()),
            },
            share::Message::Accept => {
                self.offer = None;
                Action::Offered(true)
            }
            share::Message::Decline => {
                self.offer = None;
                Action::Offered(false)
            }
        }
    }

    fn managed(&self) -> Option<&SaveInfo> {
        let key = self.managing.as_ref()?;
        self.saves.iter().find(|s| &s.key == key)
    }

    /// A save's options: its seed (copied with a tap; not for a game played with the
    /// player's own cards or dice, which no seed replays), a new name, and delete after a
    /// yes.
    fn options<'a>(&'a self, s: &'a SaveInfo, page_width: f32) -> Element<'a, Message> {
        let mut c = column![].spacing(8);
        if let Some(seed) = s.seed.filter(|_| s.physical != Some(true)) {
            c = c.push(
                row![
                    text(t!("home-seed", seed = seed)).width(Length::Fill),
                    style::small(t!("home-copy-seed"), Some(Message::CopySeed(seed))),
                ]
                .spacing(8)
                .align_y(iced::Alignment::Center),
            );
        }
        c = c.push(
            row![
                super::text_field::text_field(
                    text_input(&t!("home-new-name"), &self.new_name)
                        .style(crate::ui::style::input)
                        .on_input(Message::NewName)
                        .on_submit(Message::Rename)
                        .padding(10)
                        .width(Length::Fill),
                    &self.new_name,
                ),
                style::small(t!("home-rename"), Some(Message::Rename)),
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center),
        );
        c = c.push(
            row![
                text(t!("home-other-device")).width(Length::Fill),
                style::small(t!("home-share"), Some(Message::Share)),
                style::small(t!("home-export"), Some(Message::ExportSave)),
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center),
        );
        if let Some(panel) = &self.sharing {
            c = c.push(
                container(panel.view(page_width).map(Message::Sharing))
                    .padding(8)
                    .style(style::accent)
                    .width(Length::Fill),
            );
        }
        if s.finished.is_none() && s.game.is_some() {
            c = c.push(
                row![
                    text(t!("home-given-up"))
                        .size(size::DENSE)
                        .width(Length::Fill),
                    style::small(t!("home-count-as-lost"), Some(Message::CountAsLost)),
                ]
                .spacing(8)
                .align_y(iced::Alignment::Center),
            );
        }
        c = c.push(if self.deleting {
            column![
                text(t!("home-delete-question", name = s.name.as_str())).size(size::DENSE),
                row![
                    style::small(t!("home-delete-yes"), Some(Message::ConfirmDelete)),
                    style::small(t!("home-delete-no"), Some(Message::CancelDelete)),
                ]
                .spacing(8),
            ]
            .spacing(6)
            .into()
        } else {
            Element::from(style::small(t!("home-delete"), Some(Message::Delete)))
        });
        container(c)
            .padding(8)
            .style(style::card)
            .width(Length::Fill)
            .into()
    }

    /// `drawn_scale`: the scale the app draws at, below the setting where a browser's page
    /// is too narrow for it; `page_width`: the width Home has (a QR code is drawn to fit).
    /// Home. `data_at_risk`: the browser may clear the app's data (it is not installed to the
    /// home screen, and the browser made no promise to keep it). `speech`: whether the app
    /// can speak, for the "Speak outcomes" setting.
    pub fn view(
        &self,
        settings: &Settings,
        drawn_scale: f32,
        data_at_risk: bool,
        page_width: f32,
        speech: &Availability,
        caps: Capabilities,
    ) -> Element<'_, Message> {
        let your_data = your_data(
            settings.last_export,
            caps.data_in_browser,
            data_at_risk,
            &self.pasted,
            self.settings_offered.is_some(),
        );
        let mut body = column![
            row![
                text(t!("app-name")).size(size::FIGURE).width(Length::Fill),
                style::small(t!("home-help"), Some(Message::Help)),
            ]
            .align_y(iced::Alignment::Center),
            text(about_line()).size(size::DENSE),
        ]
        .spacing(14)
        .padding(16)
        .max_width(640);
        if let Some(offer) = &self.offer {
            body = body.push(offer.view().map(Message::Sharing));
        }
        let body = body
            .push(card(self.saves_section(page_width)))
            .push(card(self.new_game_section()))
            .push(style::secondary(t!("home-record"), Some(Message::Record)))
            .push(style::secondary(t!("home-print"), Some(Message::Print)))
            .push(card(your_data))
            .push(card(self.settings_section(
                settings,
                drawn_scale,
                speech,
                caps,
            )));
        // Last, so that the page above it lies the same with or without a keyboard.
        let body = if caps.keys {
            body.push(text(t!("home-f1")).size(size::DENSE))
        } else {
            body
        };
        scrollable(container(body).center_x(Length::Fill))
            .id(SCROLL)
            .into()
    }

    /// "Continue": each save, a tap to open it, and its options.
    fn saves_section(&self, page_width: f32) -> Column<'_, Message> {
        let mut saves = column![style::heading(t!("home-continue"))].spacing(8);
        if self.saves.is_empty() {
            saves = saves.push(text(t!("home-no-saves")).size(size::DENSE));
        }
        let unreadable = t!("home-unreadable");
        for (i, s) in self.saves.iter().enumerate() {
            let game = s.game.map_or(unreadable.as_str(), |g| g.title());
            // The name on a line of its own (a long one wraps, and the button grows with
            // it), then what the game is: which, how it is played, where it stands.
            saves = saves.push(
                row![
                    button(
                        column![
                            text(s.name.clone())
                                .size(size::BODY)
                                .wrapping(iced::widget::text::Wrapping::WordOrGlyph),
                            text(save_about(s, game).join(" · ")).size(size::CAPTION),
                        ]
                        .spacing(2)
                    )
                    .on_press(Message::Continue(i))
                    .width(Length::Fill)
                    .padding([8, 14])
                    .style(crate::ui::style::button_secondary),
                    style::small(
                        if self.managing.as_ref() == Some(&s.key) {
                            t!("home-options-close")
                        } else {
                            t!("home-options-open")
                        },
                        Some(Message::Manage(i))
                    ),
                ]
                .spacing(6)
                .align_y(iced::Alignment::Center),
            );
            if self.managing.as_ref() == Some(&s.key) {
                saves = saves.push(self.options(s, page_width));
            }
        }
        saves
    }

    /// "New game": its name, seed, physical or digital, and a button per game.
    fn new_game_section(&self) -> Column<'_, Message> {
        let mode = if self.physical {
            t!("home-mode-physical")
        } else {
            t!("home-mode-digital")
        };
        let chosen = |label: String, is: bool| {
            if is {
                t!("home-chosen", mode = label)
            } else {
                label
            }
        };
        column![
            style::heading(t!("home-new-game")),
            field(t!("home-name-placeholder"), &self.name, Message::Name),
            field(t!("home-seed-placeholder"), &self.seed, Message::Seed),
            if self.pads {
                widgets::number_pad(&self.seed, Message::Seed)
            } else {
                column![].into()
            },
            row![
                style::small(
                    chosen(t!("home-digital"), !self.physical),
                    Some(Message::Physical(false))
                ),
                style::small(
                    chosen(t!("home-physical"), self.physical),
                    Some(Message::Physical(true))
                ),
            ]
            .spacing(8),
            text(mode).size(size::DENSE),
            style::primary(GameKind::Dnfm.title(), Some(Message::New(GameKind::Dnfm))),
            style::primary(
                GameKind::Sherwood.title(),
                Some(Message::New(GameKind::Sherwood))
            ),
        ]
        .spacing(10)
    }
}

/// One of Home's cards.
/// A text field of the new game's form.
fn field<'a>(
    placeholder: String,
    value: &'a str,
    on_input: fn(String) -> Message,
) -> Element<'a, Message> {
    super::text_field::text_field(
        text_input(&placeholder, value)
            .style(style::input)
            .on_input(on_input)
            .padding(12),
        value,
    )
}

fn card<'a>(content: impl Into<Element<'a, Message>>) -> Element<'a, Message> {
    container(content)
        .padding(14)
        .style(style::card)
        .width(Length::Fill)
        .into()
}

/// What a save's game is: which, how it is played, where it stands.
fn save_about(s: &SaveInfo, game: &str) -> Vec<String> {
    let mut about: Vec<String> = Vec::new();
    if s.problem.is_some() {
        about.push(t!("home-save-unreadable"));
    } else {
        // The game's name, unless the save's name is it ("Do Not Forsake Me 2");
        // "Sherwood" names no game to someone who has not played it.
        if s.name.trim_end_matches(char::is_numeric).trim() != game {
            about.push(game.to_string());
        }
        match s.physical {
            Some(true) => about.push(t!("home-save-physical")),
            Some(false) => about.push(t!("home-save-digital")),
            None => {}
        }
        if let Some(t) = s.turn {
            about.push(t!("home-save-turn", turn = t));
        }
        match s.finished {
            Some(Finished::Won) => about.push(t!("home-save-won")),
            Some(Finished::Lost) => about.push(t!("home-save-lost")),
            None => {}
        }
        about.push(when(s.saved_at));
    }
    about
}

/// Home's "Your data": export and import; where the data lives in a browser
/// (`in_browser`), how old the last copy is and, where the browser may clear the data, what
/// keeps it.
fn your_data(
    last_export: Option<u64>,
    in_browser: bool,
    at_risk: bool,
    pasted: &str,
    settings_offered: bool,
) -> Element<'_, Message> {
    let mut c = column![
        style::heading(t!("home-your-data")),
        text(t!("home-your-data-about")).size(size::DENSE),
    ]
    .spacing(10);
    if at_risk {
        c = c.push(text(t!("home-data-at-risk")).size(size::DENSE));
    }
    if in_browser {
        c = c.push(
            text(match last_export {
                Some(at) => t!("home-last-exported", when = when(at)),
                None => t!("home-not-exported"),
            })
            .size(size::DENSE),
        );
    }
    let mut buttons = row![
        style::small(t!("home-export-all"), Some(Message::ExportAll)),
        style::small(t!("home-import"), Some(Message::Import)),
    ];
    if settings_offered {
        buttons = buttons.push(style::small(
            t!("home-take-settings"),
            Some(Message::TakeSettings),
        ));
    }
    c.push(buttons.spacing(8).wrap())
        .push(share::paste_field(pasted).map(Message::Sharing))
        .into()
}

/// "saved 3 h ago"-style age from seconds since 1970 (no clock in the engine; the UI has one).
fn when(saved_at: u64) -> String {
    let now = super::platform::now_secs().max(saved_at);
    let ago = now.saturating_sub(saved_at);
    match ago {
        0..=59 => t!("age-just-now"),
        60..=3599 => t!("age-minutes", n = ago / 60),
        3600..=86_399 => t!("age-hours", n = ago / 3600),
        _ => t!("age-days", n = ago / 86_400),
    }
}
