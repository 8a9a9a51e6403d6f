//! The ship panel (each system with its resource card as it lies) and the map strip.

use super::{DnfmScreen, Message};
use crate::games::dnfm::cards::{CardSet, System};
use crate::t;
use crate::ui::style;
use crate::ui::style::size;
use iced::widget::{button, column, container, progress_bar, row, text};
use iced::{Element, Length};

/// How wide a resource card is drawn when it lies upright, and on its side (pixels): big
/// enough to read the level at its bottom edge on a phone.
const RESOURCE_UPRIGHT: f32 = 250.0;
const RESOURCE_SIDEWAYS: f32 = 340.0;

/// A system's resource card as it lies on the table, its current level at the bottom edge.
fn resource_card<'a>(set: &CardSet, sys: System, level: u8) -> Element<'a, Message> {
    let Some((face, quarters)) = crate::print::dnfm::resource_at(set, sys, level) else {
        return text(t!("dnfm-no-card-edge", system = sys.label(), level = level))
            .size(size::SMALL)
            .into();
    };
    let width = if quarters % 2 == 1 {
        RESOURCE_SIDEWAYS
    } else {
        RESOURCE_UPRIGHT
    };
    container(
        column![
            crate::ui::drawing::Drawing::new(face, crate::print::dnfm::CARD)
                .turned(quarters)
                .view(width),
            text(t!(
                "dnfm-card-as-it-lies",
                system = sys.label(),
                level = level
            ))
            .size(size::SMALL),
        ]
        .spacing(4)
        .align_x(iced::Alignment::Center),
    )
    .width(Length::Fill)
    .center_x(Length::Fill)
    .into()
}

/// The level's words beside its figure ("Start 2 · letzte Stufe" goes on two lines): a
/// column as wide in every row, so the figures line up and the system's name keeps the rest.
const LEVEL_WIDTH: f32 = 84.0;

impl DnfmScreen {
    pub(super) fn ship(&self, set: &CardSet) -> Element<'_, Message> {
        let s = self.game.state();
        let line = |sys: System, start: u8, max: u8| {
            let v = s.systems.get(sys);
            // Damage shows: below its start a system is in the warning colour and says
            // "damaged", at its last level (or the crew at 2 and below) in the danger colour
            // and says so.
            let low = if sys == System::Crew { v <= 2 } else { v <= 1 };
            let hurt = v < start;
            // The system's name shows its resource card (a second tap puts it away).
            let shown = self.card_shown == Some(sys);
            let name = button(
                row![
                    // The badge the Dice Cards print for the system's damage icon.
                    crate::ui::drawing::Drawing::new(
                        crate::print::dnfm::system_icon(sys),
                        crate::print::dnfm::ICON_BOX,
                    )
                    .view(22.0),
                    // The name over its card's hint: German's "Wellenbewegungskanone"
                    // keeps its line beside the level's words; on a screen narrower still,
                    // it breaks rather than run into the figure.
                    column![
                        text(sys.label()).wrapping(iced::widget::text::Wrapping::WordOrGlyph),
                        text(if shown {
                            t!("dnfm-hide-card")
                        } else {
                            t!("dnfm-card")
                        })
                        .size(size::SMALL)
                        .style(|t: &iced::Theme| {
                            iced::widget::text::Style {
                                color: Some(style::muted(t)),
                            }
                        }),
                    ],
                ]
                .spacing(6)
                .align_y(iced::Alignment::Center),
            )
            .on_press(Message::ShowCard((!shown).then_some(sys)))
            .padding(0)
            .style(button::text);
            row![
                container(name).width(Length::Fill),
                text(format!("{v} / {max}"))
                    .size(size::LEAD)
                    .style(move |t: &iced::Theme| iced::widget::text::Style {
                        color: if low {
                            Some(crate::ui::palette::critical(t))
                        } else if hurt {
                            Some(crate::ui::palette::hurt(t))
                        } else {
                            None
                        },
                    }),
                // The colour's meaning in a word as well: colour is never the only signal.
                container(
                    text(if low {
                        t!("dnfm-level-last", start = start)
                    } else if hurt {
                        t!("dnfm-level-damaged", start = start)
                    } else {
                        t!("dnfm-level-start", start = start)
                    })
                    .size(size::SMALL),
                )
                .width(LEVEL_WIDTH),
            ]
            .spacing(6)
            .align_y(iced::Alignment::Center)
        };
        let st = set.start;
        let mc = f32::from(s.megacredits.min(st.win_megacredits));
        let mut panel = column![
            style::heading(t!("dnfm-ship")),
            line(System::Crew, st.crew, st.crew),
            line(System::Wmc, st.wmc, 4),
            line(System::Fusion, st.fusion, 4),
            line(System::Navcomm, st.navcomm, 4),
        ]
        .spacing(6);
        if let Some(sys) = self.card_shown {
            panel = panel.push(resource_card(set, sys, s.systems.get(sys)));
        }
        panel
            .push(row![
                text(t!("dnfm-megacredits")).width(Length::Fill),
                text(format!("{} / {}", s.megacredits, st.win_megacredits)).size(size::LEAD)
            ])
            .push(progress_bar(0.0..=f32::from(st.win_megacredits), mc).girth(8))
            .into()
    }

    pub(super) fn map(&self) -> Element<'_, Message> {
        let s = self.game.state();
        // Two columns of eight: the left climbs (positions 0-7 from the bottom), the right
        // descends (8-15 from the top).
        let editable = self.game.stations_editable();
        // A physical map's quadrants take a tap all game long: once play has begun, the tap
        // is refused in words under the map.
        let tappable = s.mode == crate::games::dnfm::state::PlayMode::Physical;
        let cell = |pos: u8| -> Element<'_, Message> {
            let ship = s.position == pos;
            let station = s.map.is_station(pos);
            let number = if station {
                t!("dnfm-quadrant-station", quadrant = pos + 1)
            } else {
                (pos + 1).to_string()
            };
            let label = format!("{number}{}", if ship { " ▲" } else { "" });
            let look = if ship {
                style::button_primary
            } else if station {
                style::button_success
            } else {
                style::button_secondary
            };
            // A finger-sized key while the stations are being tapped in; a compact,
            // look-only map once play begins.
            button(text(label).size(size::SMALL).center().width(Length::Fill))
                .on_press_maybe(tappable.then_some(Message::ToggleStation(pos)))
                .width(Length::Fill)
                .height(if editable { style::TOUCH } else { 30.0 })
                .padding(4)
                .style(move |t, status| {
                    look(
                        t,
                        if editable {
                            status
                        } else {
                            button::Status::Active
                        },
                    )
                })
                .into()
        };
        let mut grid = column![].spacing(3);
        for r in 0..8u8 {
            grid = grid.push(row![cell(7 - r), cell(8 + r)].spacing(3));
        }
        let mut map = column![style::heading(t!("dnfm-map")), grid].spacing(6);
        if let Some(note) = &self.map_note {
            map = map.push(crate::ui::widgets::error_banner(note.clone()));
        }
        map.into()
    }
}
