//! A save's game as a link and a QR code (Home → a save's Options → Share), and a shared
//! game coming in (a link pasted on Home, or the web app opened by one), offered before it
//! is added to the saves.

use super::style;
use super::style::size;
use crate::t;
use iced::widget::{column, container, qr_code, row, text, text_input};
use iced::{Color, Element, Length};
use std::rc::Rc;

/// What the share panel, the offer and the paste field hand up (Home turns them into
/// actions).
#[derive(Debug, Clone)]
pub enum Message {
    CopyLink,
    ExportFile,
    Close,
    /// The link's field is for selecting and copying; what is typed into it is ignored.
    LinkEdited,
    Pasted(String),
    OpenPasted,
    Accept,
    Decline,
}

/// The longest link shown as a QR code. A code for it is version 30 or less at the low
/// error correction (137 modules a side; a screen shows it sharp, so correction for a
/// smudged print is not needed): drawn up to 400 pixels wide (two to three pixels a cell),
/// a phone's camera reads it from a monitor at arm's length. A longer game is offered as a
/// file instead.
pub const QR_LIMIT: usize = 1_700;

/// The link of the save whose options are open, and its QR code when one is offered.
#[derive(Debug, Clone)]
pub struct SharePanel {
    pub name: String,
    pub link: String,
    qr: Option<Rc<qr_code::Data>>,
    /// Why no QR code is shown.
    no_qr: Option<NoQr>,
}

#[derive(Debug, Clone, Copy)]
enum NoQr {
    /// No web app address is set (the desktop's setting).
    NoAddress,
    /// Longer than [`QR_LIMIT`].
    TooLong,
    /// The encoder refused it.
    Failed,
}

impl NoQr {
    fn words(self) -> String {
        match self {
            NoQr::NoAddress => t!("share-no-qr-address"),
            NoQr::TooLong => t!("share-no-qr-too-long"),
            NoQr::Failed => t!("share-no-qr-failed"),
        }
    }
}

impl PartialEq for SharePanel {
    fn eq(&self, other: &Self) -> bool {
        (&self.name, &self.link) == (&other.name, &other.link)
    }
}

impl Eq for SharePanel {}

impl SharePanel {
    /// `base`: the web app's address (the page's own in a browser, the setting on the
    /// desktop); without one, the link is the part from "#game=" on and no QR code is made.
    pub fn new(name: String, encoded: &str, base: Option<&str>) -> SharePanel {
        let base = base.map(str::trim).filter(|b| !b.is_empty());
        let link = crate::store::share::link(base.unwrap_or_default(), encoded);
        let (qr, no_qr) = match base {
            None => (None, Some(NoQr::NoAddress)),
            Some(_) if link.len() > QR_LIMIT => (None, Some(NoQr::TooLong)),
            Some(_) => match qr_code::Data::with_error_correction(
                link.as_bytes(),
                qr_code::ErrorCorrection::Low,
            ) {
                Ok(data) => (Some(Rc::new(data)), None),
                Err(_) => (None, Some(NoQr::Failed)),
            },
        };
        SharePanel {
            name,
            link,
            qr,
            no_qr,
        }
    }

    pub fn has_qr(&self) -> bool {
        self.qr.is_some()
    }

    /// The buttons first (on a phone the code below them may reach past the screen's
    /// foot), then the code, then the link itself for selecting.
    pub fn view(&self, page_width: f32) -> Element<'_, Message> {
        let mut c = column![
            text(t!("share-panel-about", name = self.name.as_str())).size(size::DENSE),
            row![
                style::small(t!("share-copy-link"), Some(Message::CopyLink)),
                style::small(t!("share-export-file"), Some(Message::ExportFile)),
                style::small(t!("share-close"), Some(Message::Close)),
            ]
            .spacing(8)
            .wrap(),
        ]
        .spacing(8);
        if let Some(data) = &self.qr {
            // Black on white in every theme (an inverted code is lost on some cameras), with
            // a quiet margin of about four cells.
            c = c.push(
                container(
                    container(qr_code(data).total_size(qr_side(page_width)).style(|_| {
                        qr_code::Style {
                            cell: Color::BLACK,
                            background: Color::WHITE,
                        }
                    }))
                    .padding(QUIET)
                    .style(|_| container::Style::default().background(Color::WHITE)),
                )
                .center_x(Length::Fill),
            );
        }
        if let Some(why) = self.no_qr {
            c = c.push(text(why.words()).size(size::DENSE));
        }
        c.push(
            text(t!("share-link-length", count = self.link.len()))
                .size(size::CAPTION)
                .width(Length::Fill),
        )
        .push(super::text_field::text_field(
            text_input("", &self.link)
                .style(style::input)
                .on_input(|_| Message::LinkEdited)
                .padding(8)
                .size(size::CAPTION),
            &self.link,
        ))
        .into()
    }
}

/// The QR code's side for a page `page_width` wide: as wide as Home's column allows inside
/// the save's options (their paddings and the code's white margin), up to 400 pixels.
fn qr_side(page_width: f32) -> f32 {
    /// Home's column, at most 640 wide, less the paddings of the page, the card, the
    /// options, the panel and the code's margin on both sides.
    const AROUND: f32 = 2.0 * (16.0 + 14.0 + 8.0 + 8.0 + QUIET);
    (page_width.min(640.0) - AROUND).clamp(160.0, 400.0)
}

/// The white margin around the code (about four cells of a large code).
const QUIET: f32 = 12.0;

/// A shared game arrived and replayed, waiting for the player's yes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Offer {
    pub name: String,
    /// "Do Not Forsake Me, digital, turn 12".
    pub about: String,
    /// Where the chart entries the game was played on differ from this device's, in words:
    /// adding it puts theirs in those cells.
    pub differences: Vec<String>,
}

impl Offer {
    pub fn view(&self) -> Element<'_, Message> {
        container(
            column![
                style::heading(t!("share-offer-heading")),
                text(t!(
                    "share-offer-about",
                    name = self.name.as_str(),
                    about = self.about.as_str()
                )),
                text(t!("share-offer-question")).size(size::DENSE),
                self.differing(),
                row![
                    style::small(
                        if self.differences.is_empty() {
                            t!("share-offer-add")
                        } else {
                            t!("share-offer-add-theirs")
                        },
                        Some(Message::Accept)
                    ),
                    style::small(t!("share-offer-not-now"), Some(Message::Decline)),
                ]
                .spacing(8),
            ]
            .spacing(8),
        )
        .padding(14)
        .style(style::accent)
        .width(Length::Fill)
        .into()
    }
}

impl Offer {
    /// The chart entries that differ, and what each answer does with them.
    fn differing(&self) -> Element<'_, Message> {
        if self.differences.is_empty() {
            return column![].into();
        }
        column![
            text(t!("share-offer-differences")).size(size::DENSE),
            column(self.differences.iter().map(|d| {
                text(t!("share-offer-difference", difference = d.as_str()))
                    .size(size::DENSE)
                    .into()
            }))
            .spacing(2),
        ]
        .spacing(4)
        .into()
    }
}

/// Home's "Open a shared game": a link pasted.
pub fn paste_field(pasted: &str) -> Element<'_, Message> {
    column![
        text(t!("share-paste-about")).size(size::DENSE),
        row![
            super::text_field::text_field(
                text_input(&t!("share-paste-placeholder"), pasted)
                    .style(style::input)
                    .on_input(Message::Pasted)
                    .on_submit(Message::OpenPasted)
                    .padding(10)
                    .width(Length::Fill),
                pasted,
            ),
            style::small(t!("share-open"), Some(Message::OpenPasted)),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center),
    ]
    .spacing(6)
    .into()
}
