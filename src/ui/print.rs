//! The Print screen: the sheet options, a preview of the page layout drawn from the same
//! geometry the PDF uses, and Save (the PDF is made off the UI thread). "Check my printer"
//! saves the printer check ([`crate::print::calibration`]) and offers its 25 squares to tap;
//! the back offset found (or typed) is the settings' ([`Action::KeepOffset`]), so every kit
//! is printed with it.

use super::style;
use crate::print::calibration;
use crate::print::draw::Ink;
use crate::print::geometry::{Flip, Grid, Paper};
use crate::print::options::{Kit, Measured, PrintOptions, Shop, parse_back_offset, parse_measured};
use crate::print::sherwood::CounterSize;
use crate::t;
use crate::ui::style::size;
use iced::widget::{column, container, row, scrollable, text, text_input};
use iced::{Element, Length};

pub struct PrintScreen {
    pub options: PrintOptions,
    pub offset: String,
    /// The printer check's rulers as measured, as typed ("ACROSS,DOWN" in mm).
    pub measured: String,
    pub status: Option<String>,
    pub busy: bool,
    /// Where the last PDF was saved (the desktop: it can be opened from here).
    pub saved: Option<std::path::PathBuf>,
    /// The save dialog closed with no file chosen: offer the data folder instead.
    pub offer_folder: bool,
    /// The printer check was asked for: its squares are offered to tap.
    pub checking: bool,
    /// What Save made last (and "Save in the data folder instead" makes again).
    pub made: Made,
    /// The card printer the deck is saved for.
    pub shop: Shop,
}

/// The files the screen makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Made {
    /// The print kit.
    #[default]
    Kit,
    /// The printer check: one sheet, both sides.
    PrinterCheck,
    /// The Do Not Forsake Me deck as a card printer takes it.
    ShopDeck(Shop),
    /// The Sherwood counters as one picture, for a print shop.
    CounterSheet,
}

#[derive(Debug, Clone)]
pub enum Message {
    Kit(Kit),
    Paper(Paper),
    Bleed(bool),
    Crop(bool),
    /// The backs' bleed: `None`, as the fronts'.
    BackBleed(Option<f32>),
    BackCrop(bool),
    Offset(String),
    /// Save the printer check and offer its squares.
    Check,
    /// The square of the printer check that lined up (1 to 25).
    Square(u8),
    /// Print the backs where their fronts are again.
    ResetOffset,
    /// The printer check's rulers as measured, typed ("99.5,100").
    Measured(String),
    /// Print the kit as it is again (both rulers true).
    ResetMeasured,
    Counters(CounterSize),
    Flip(Flip),
    /// Fold-over pages (a printer without duplex), or duplex ones.
    Fold(bool),
    InkSaver(bool),
    Save,
    /// The card printer to save the deck for.
    Shop(Shop),
    /// Save the Do Not Forsake Me deck for the card printer chosen.
    SaveShopDeck,
    /// Save the Sherwood counters as one picture.
    SaveCounterSheet,
    /// Open the PDF just saved with the system's viewer.
    Open,
    /// Open the folder the PDF was saved in.
    OpenFolder,
    /// Write the PDF into the data folder, no dialog.
    SaveInFolder,
    Home,
}

pub enum Action {
    None,
    Home,
    Save(PrintOptions, Made),
    SaveInFolder(PrintOptions, Made),
    Open(std::path::PathBuf),
    /// The back offset chosen: the settings keep it for every kit from now on.
    KeepOffset((f32, f32)),
    /// The rulers as measured: the settings keep them, and every kit is scaled to them.
    KeepMeasured(Measured),
}

/// The rulers as the field shows them and reads them back: "ACROSS,DOWN" in millimetres.
fn measured_text(m: Measured) -> String {
    format!("{},{}", m.across, m.down)
}

/// What the rulers measured make of the kit, in words.
pub fn measured_words(m: Measured) -> String {
    if m.is_true() {
        return t!("print-screen-measured-true");
    }
    let (across, down) = m.scale();
    let percent = |s: f32| format!("{:.1}", s * 100.0);
    t!(
        "print-screen-measured-scaled",
        across = percent(across),
        down = percent(down)
    )
}

/// A back offset as the field shows it and reads it back: "X,Y" in millimetres.
fn offset_text(o: (f32, f32)) -> String {
    format!("{},{}", o.0, o.1)
}

/// Millimetres in the player's language, with as many decimals as they have (up to two).
fn mm(v: f32) -> String {
    let v = f64::from(v.abs());
    let places = if (v * 10.0).fract().abs() > 1e-6 {
        2
    } else if v.fract().abs() > 1e-6 {
        1
    } else {
        0
    };
    crate::i18n::decimal(v, places)
}

/// Where the backs are moved, in words: "Backs moved 1 mm right and 0.5 mm up, as you look
/// at the back".
pub fn offset_words(o: (f32, f32)) -> String {
    let across = match o.0 {
        x if x > 0.0 => Some(t!("print-screen-offset-right", mm = mm(x))),
        x if x < 0.0 => Some(t!("print-screen-offset-left", mm = mm(x))),
        _ => None,
    };
    let up = match o.1 {
        y if y > 0.0 => Some(t!("print-screen-offset-up", mm = mm(y))),
        y if y < 0.0 => Some(t!("print-screen-offset-down", mm = mm(y))),
        _ => None,
    };
    match (across, up) {
        (None, None) => t!("print-screen-offset-none"),
        (Some(one), None) | (None, Some(one)) => t!("print-screen-offset-one", shift = one),
        (Some(across), Some(up)) => t!("print-screen-offset-two", across = across, up = up),
    }
}

impl Default for PrintScreen {
    fn default() -> Self {
        PrintScreen {
            options: PrintOptions::default(),
            offset: "0,0".into(),
            measured: measured_text(Measured::default()),
            status: None,
            busy: false,
            saved: None,
            offer_folder: false,
            checking: false,
            made: Made::Kit,
            shop: Shop::TheGameCrafter,
        }
    }
}

impl PrintScreen {
    /// The screen with the back offset and the rulers the settings keep.
    pub fn new(back_offset: (f32, f32), measured: Measured) -> PrintScreen {
        let mut screen = PrintScreen::default();
        screen.options.back_offset = back_offset;
        screen.offset = offset_text(back_offset);
        screen.options.measured = measured;
        screen.measured = measured_text(measured);
        screen
    }

    /// Takes `m` as the rulers measured, the field showing them; the settings keep them.
    fn keep_measured(&mut self, m: Measured) -> Action {
        if parse_measured(&self.measured).is_err() {
            self.status = None;
        }
        self.options.measured = m;
        self.measured = measured_text(m);
        Action::KeepMeasured(m)
    }

    /// Takes `o` as the back offset, the field showing it; the settings keep it.
    fn keep(&mut self, o: (f32, f32)) -> Action {
        // What the field said was wrong goes with it (a PDF's news stays).
        if parse_back_offset(&self.offset).is_err() {
            self.status = None;
        }
        self.options.back_offset = o;
        self.offset = offset_text(o);
        Action::KeepOffset(o)
    }

    /// Starts making `made` through the save dialog.
    fn make(&mut self, made: Made) -> Action {
        self.busy = true;
        self.offer_folder = false;
        self.made = made;
        self.status = Some(t!("print-screen-making"));
        Action::Save(self.options, made)
    }

    pub fn update(&mut self, m: Message) -> Action {
        match m {
            Message::Kit(k) => self.options.kit = k,
            Message::Paper(p) => self.options.paper = p,
            Message::Bleed(b) => self.options.bleed = if b { 3.0 } else { 0.0 },
            Message::Crop(c) => self.options.crop_marks = c,
            Message::BackBleed(b) => self.options.back_bleed = b,
            Message::BackCrop(c) => self.options.back_crop_marks = c,
            Message::Offset(o) => {
                self.offset = o.chars().take(16).collect();
                match parse_back_offset(&self.offset) {
                    Ok(v) => {
                        self.options.back_offset = v;
                        self.status = None;
                        return Action::KeepOffset(v);
                    }
                    Err(e) => self.status = Some(e.to_string()),
                }
            }
            Message::Square(n) => {
                if let Some(o) = calibration::correction(n) {
                    return self.keep(o);
                }
            }
            Message::ResetOffset => return self.keep((0.0, 0.0)),
            Message::Measured(typed) => {
                self.measured = typed.chars().take(16).collect();
                match parse_measured(&self.measured) {
                    Ok(m) => {
                        self.options.measured = m;
                        self.status = None;
                        return Action::KeepMeasured(m);
                    }
                    Err(e) => self.status = Some(e.to_string()),
                }
            }
            Message::ResetMeasured => return self.keep_measured(Measured::default()),
            Message::Check => {
                self.checking = true;
                self.busy = true;
                self.offer_folder = false;
                return self.make(Made::PrinterCheck);
            }
            Message::Counters(c) => self.options.counter_size = c,
            Message::Flip(f) => self.options.flip = f,
            Message::Fold(on) => self.options.fold = on,
            Message::InkSaver(on) => {
                self.options.ink = if on { Ink::Saver } else { Ink::Full };
            }
            Message::Shop(shop) => self.shop = shop,
            Message::SaveShopDeck => return self.make(Made::ShopDeck(self.shop)),
            Message::SaveCounterSheet => return self.make(Made::CounterSheet),
            Message::Save | Message::SaveInFolder => {
                if parse_back_offset(&self.offset).is_err()
                    || parse_measured(&self.measured).is_err()
                {
                    return Action::None;
                }
                self.busy = true;
                self.offer_folder = false;
                self.status = Some(t!("print-screen-making"));
                return if matches!(m, Message::Save) {
                    self.made = Made::Kit;
                    Action::Save(self.options, Made::Kit)
                } else {
                    Action::SaveInFolder(self.options, self.made)
                };
            }
            Message::Open => {
                if let Some(path) = &self.saved {
                    return Action::Open(path.clone());
                }
            }
            Message::OpenFolder => {
                if let Some(folder) = self.saved.as_deref().and_then(std::path::Path::parent) {
                    return Action::Open(folder.to_path_buf());
                }
            }
            Message::Home => return Action::Home,
        }
        Action::None
    }

    /// The first sheet of each game, as the PDF lays it out: the page, and each component's
    /// place on it, scaled down.
    fn preview(&self, trim: (f32, f32), label: String) -> Element<'_, Message> {
        let o = &self.options;
        let g = Grid::fit_duplex(o.paper, trim, o.bleed, o.back_bleed_mm());
        let scale = 0.8; // px per mm
        let (pw, ph) = g.page();
        let first = g.slot(0);
        let mut rows = column![];
        for r in 0..g.rows {
            let mut line = row![];
            for c in 0..g.cols {
                let cell = g.slot(r * g.cols + c);
                line = line.push(
                    container(text(""))
                        .width(cell.w * scale)
                        .height(cell.h * scale)
                        .style(style::accent),
                );
            }
            rows = rows.push(line);
        }
        let page = container(rows)
            .padding(iced::Padding {
                top: (ph - first.top()) * scale,
                left: first.x * scale,
                right: 0.0,
                bottom: 0.0,
            })
            .width(pw * scale)
            .height(ph * scale)
            .style(style::card);
        column![
            text(if g.landscape {
                t!(
                    "print-screen-per-sheet-side",
                    what = label,
                    count = g.per_sheet()
                )
            } else {
                t!(
                    "print-screen-per-sheet",
                    what = label,
                    count = g.per_sheet()
                )
            })
            .size(size::SMALL),
            page
        ]
        .spacing(4)
        .into()
    }

    /// The back offset: typed, or found with the printer check (its squares to tap once
    /// it is asked for), in words, and reset.
    /// What the last Save said, and what can follow it (open the PDF or its folder).
    fn status_card(&self) -> Option<Element<'_, Message>> {
        let s = self.status.as_ref()?;
        let said = text(s.clone()).size(size::DENSE).width(Length::Fill);
        let mut then = row![].spacing(6);
        let buttons = self.saved.is_some() || self.offer_folder;
        if self.saved.is_some() {
            then = then
                .push(style::small(
                    if self.for_a_shop() {
                        t!("print-screen-open-file")
                    } else {
                        t!("print-screen-open-pdf")
                    },
                    Some(Message::Open),
                ))
                .push(style::small(
                    t!("print-screen-open-folder"),
                    Some(Message::OpenFolder),
                ));
        }
        if self.offer_folder {
            then = then.push(style::small(
                t!("print-screen-save-in-folder"),
                (!self.busy).then_some(Message::SaveInFolder),
            ));
        }
        let mut body = column![said].spacing(6);
        if buttons {
            body = body.push(then);
        }
        Some(
            container(body)
                .padding(8)
                .width(Length::Fill)
                .style(style::accent)
                .into(),
        )
    }

    /// The sheet's own options: bleed, crop marks, counters' size, ink.
    fn sheet(&self) -> Element<'_, Message> {
        let o = &self.options;
        column![
            super::widgets::switch(t!("print-screen-bleed"), o.bleed > 0.0, Message::Bleed),
            super::widgets::switch(t!("print-screen-crop-marks"), o.crop_marks, Message::Crop),
            choices([
                (
                    t!("print-screen-counters-large"),
                    o.counter_size == CounterSize::FiveEighths,
                    Message::Counters(CounterSize::FiveEighths)
                ),
                (
                    t!("print-screen-counters-small"),
                    o.counter_size == CounterSize::Half,
                    Message::Counters(CounterSize::Half)
                ),
            ]),
            super::widgets::switch(
                t!("print-screen-ink-saver"),
                o.ink == Ink::Saver,
                Message::InkSaver
            ),
        ]
        .spacing(10)
        .into()
    }

    /// The backs: the edge the printer turns, their marks and bleed, and how far they are
    /// moved to meet their fronts.
    fn backs(&self) -> Element<'_, Message> {
        let o = &self.options;
        if o.fold {
            // The printer check stays: its rulers scale a fold-over kit too.
            return column![
                super::widgets::switch(t!("print-screen-fold"), true, Message::Fold),
                text(t!("print-screen-fold-how")).size(size::SMALL),
                self.back_offset(),
            ]
            .spacing(10)
            .into();
        }
        column![
            super::widgets::switch(t!("print-screen-fold"), false, Message::Fold),
            text(t!("print-screen-duplex")),
            chips(Flip::ALL, o.flip, Flip::label, Message::Flip),
            super::widgets::switch(
                t!("print-screen-back-crop-marks"),
                o.back_crop_marks,
                Message::BackCrop
            ),
            text(t!("print-screen-back-bleed")),
            choices([
                (
                    t!("print-screen-back-bleed-same"),
                    o.back_bleed.is_none(),
                    Message::BackBleed(None)
                ),
                (
                    t!("print-screen-back-bleed-mm", mm = "3"),
                    o.back_bleed == Some(3.0),
                    Message::BackBleed(Some(3.0))
                ),
                (
                    t!("print-screen-back-bleed-mm", mm = "5"),
                    o.back_bleed == Some(5.0),
                    Message::BackBleed(Some(5.0))
                ),
            ]),
            self.back_offset(),
        ]
        .spacing(10)
        .into()
    }

    fn back_offset(&self) -> Element<'_, Message> {
        let o = self.options.back_offset;
        let mut said = row![text(offset_words(o)).size(size::DENSE).width(Length::Fill)]
            .spacing(6)
            .align_y(iced::Alignment::Center);
        if o != (0.0, 0.0) {
            said = said.push(style::small(
                t!("print-screen-offset-reset"),
                Some(Message::ResetOffset),
            ));
        }
        let mut c = column![
            row![
                text(t!("print-screen-back-offset")).width(Length::Fill),
                super::text_field::text_field(
                    text_input("0,0", &self.offset)
                        .style(crate::ui::style::input)
                        .on_input(Message::Offset)
                        .width(110)
                        .padding(10),
                    &self.offset
                )
            ]
            .spacing(6)
            .align_y(iced::Alignment::Center),
            said,
            style::small(
                t!("print-screen-check"),
                (!self.busy).then_some(Message::Check)
            ),
        ]
        .spacing(8);
        c = c.push(self.rulers());
        if self.checking {
            let chosen = calibration::square_for(o);
            let mut grid = column![].spacing(6);
            for r in 0..calibration::SIDE {
                let mut line = row![].spacing(6);
                for col in 0..calibration::SIDE {
                    let n = u8::try_from(r * calibration::SIDE + col + 1).unwrap_or(0);
                    let label = if chosen == Some(n) {
                        t!("print-screen-chosen", choice = n.to_string())
                    } else {
                        n.to_string()
                    };
                    line = line.push(
                        iced::widget::button(
                            text(label).size(size::DENSE).center().width(Length::Fill),
                        )
                        .on_press(Message::Square(n))
                        .padding([12, 4])
                        .width(56)
                        .style(style::button_secondary),
                    );
                }
                grid = grid.push(line);
            }
            c = c.push(text(t!("print-screen-check-how")).size(size::SMALL));
            c = c.push(grid);
        }
        container(c)
            .padding(8)
            .width(Length::Fill)
            .style(style::card)
            .into()
    }

    /// The rulers of the printer check as measured: typed, in words, and back to true.
    fn rulers(&self) -> Element<'_, Message> {
        let m = self.options.measured;
        let mut said = row![
            text(measured_words(m))
                .size(size::DENSE)
                .width(Length::Fill)
        ]
        .spacing(6)
        .align_y(iced::Alignment::Center);
        if !m.is_true() {
            said = said.push(style::small(
                t!("print-screen-measured-reset"),
                Some(Message::ResetMeasured),
            ));
        }
        column![
            row![
                text(t!("print-screen-measured")).width(Length::Fill),
                super::text_field::text_field(
                    text_input("100,100", &self.measured)
                        .style(crate::ui::style::input)
                        .on_input(Message::Measured)
                        .width(110)
                        .padding(10),
                    &self.measured
                )
            ]
            .spacing(6)
            .align_y(iced::Alignment::Center),
            said,
        ]
        .spacing(8)
        .into()
    }

    /// What Save made last is a print shop's file: its news shows beside the shop's
    /// buttons, where the player tapped (at the foot of a phone's page), not under Save.
    fn for_a_shop(&self) -> bool {
        matches!(self.made, Made::ShopDeck(_) | Made::CounterSheet)
    }

    /// For a print shop: the Do Not Forsake Me deck as the card printer chosen takes it,
    /// and the Sherwood counters as one picture.
    fn shop(&self) -> Element<'_, Message> {
        let how = match self.shop {
            Shop::TheGameCrafter => t!("print-screen-shop-how-thegamecrafter"),
            Shop::DriveThruCards => t!("print-screen-shop-how-drivethrucards"),
            Shop::MakePlayingCards => t!("print-screen-shop-how-makeplayingcards"),
        };
        let mut body = column![
            text(t!("print-screen-shop")),
            chips(Shop::ALL, self.shop, Shop::label, Message::Shop),
            text(how).size(size::SMALL),
            style::small(
                t!("print-screen-shop-save", shop = self.shop.label()),
                (!self.busy).then_some(Message::SaveShopDeck)
            ),
            text(t!("print-screen-counter-sheet-how")).size(size::SMALL),
            style::small(
                t!("print-screen-counter-sheet-save"),
                (!self.busy).then_some(Message::SaveCounterSheet)
            ),
        ]
        .spacing(8);
        if let Some(status) = self.status_card().filter(|_| self.for_a_shop()) {
            body = body.push(status);
        }
        container(body)
            .padding(8)
            .width(Length::Fill)
            .style(style::card)
            .into()
    }

    pub fn view(&self) -> Element<'_, Message> {
        let o = &self.options;
        // What to print, on what, and Save: the rest refines it, below.
        let mut c = column![
            row![
                style::small(t!("game-home"), Some(Message::Home)),
                style::heading(t!("print-screen-heading")).width(Length::Fill)
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center),
            chips(Kit::ALL, o.kit, Kit::label, Message::Kit),
            chips(Paper::ALL, o.paper, Paper::label, Message::Paper),
            style::primary(
                if self.busy {
                    t!("print-screen-making")
                } else {
                    t!("print-screen-save")
                },
                (!self.busy).then_some(Message::Save)
            ),
        ]
        .spacing(10)
        .padding(12);
        // Under Save, a slot of its own height: the hint until a kit is made, then what became
        // of it. Nothing below moves when the file is written.
        let slot: Element<'_, Message> = match self.status_card().filter(|_| !self.for_a_shop()) {
            Some(status) => status,
            None => text(t!("print-screen-at-full-size"))
                .size(size::SMALL)
                .into(),
        };
        // A row's height is its tallest part's: the empty column of the slot's height keeps
        // the room, and a longer status (a folder's long name on a narrow window) still
        // shows whole.
        c = c.push(
            row![
                iced::widget::Space::new().width(0).height(STATUS_SLOT),
                container(slot).width(Length::Fill)
            ]
            .align_y(iced::Alignment::Start),
        );
        c = c.push(self.sheet()).push(self.backs());
        if matches!(o.kit, Kit::All | Kit::Dnfm) {
            c = c.push(self.preview(crate::print::dnfm::CARD, t!("print-screen-cards")));
        }
        if matches!(o.kit, Kit::All | Kit::Sherwood) {
            let s = o.counter_size.mm();
            c = c.push(self.preview((s, s), t!("print-screen-counters")));
        }
        c = c.push(self.shop());
        // A wide window keeps the form a phone's width, centred, as the home screen does;
        // on a phone the scrollbar keeps a lane of its own, clear of the switches.
        scrollable(
            container(c.max_width(640))
                .center_x(Length::Fill)
                .padding(iced::padding::right(14)),
        )
        .id(SCROLL)
        .into()
    }
}

/// The height kept under Save for the hint or the status card: a kit's name as written
/// (one line on a phone), or with its Open buttons under it.
const STATUS_SLOT: f32 = 84.0;

/// The Print page's scrollable (opened at its top).
pub const SCROLL: &str = "print";

/// A keyword list's values as chips, each named by its label, the one chosen marked.
fn chips<'a, T: Copy + PartialEq, const N: usize>(
    all: [T; N],
    chosen: T,
    label: fn(T) -> crate::engine::words::Words,
    message: fn(T) -> Message,
) -> Element<'a, Message> {
    choices(all.map(|v| (label(v).to_string(), v == chosen, message(v))))
}

/// A row of buttons of which one is chosen (marked), wrapping on a narrow screen.
fn choices<'a, const N: usize>(options: [(String, bool, Message); N]) -> Element<'a, Message> {
    let mut r = row![].spacing(6);
    for (label, on, message) in options {
        let label = if on {
            t!("print-screen-chosen", choice = label)
        } else {
            label
        };
        r = r.push(style::small(label, Some(message)));
    }
    r.wrap().vertical_spacing(6).into()
}
