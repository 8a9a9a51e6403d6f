//! Cards on screen: the physical-mode picker with its running total, and the last action's
//! cards and dice drawn.

use super::{DnfmScreen, Message};
use crate::engine::deck::{Orientation, PlacedCard, Side};
use crate::games::dnfm::cards::CardSet;
use crate::games::dnfm::game::{CardRefusal, SoFar};
use crate::ui::style;
use crate::ui::style::size;
use iced::widget::{button, column, container, row, scrollable, text};
use iced::{Element, Length};

/// One side's attack: its Combat Value, and its dice in the cannon's white and black
/// positions.
fn fight_row<'a>(
    who: &str,
    cv: i32,
    dropped: &[u8],
    kept: &[u8],
    pattern: &str,
) -> Element<'a, Message> {
    let label = text(format!("{who}: CV {cv}")).size(size::SMALL).width(84);
    match crate::games::dnfm::cards::Pattern::parse(pattern) {
        Ok(p) => row![
            label,
            crate::ui::widgets::fight_slots(dropped, kept, p.slots())
        ]
        .spacing(4)
        .align_y(iced::Alignment::Center)
        .into(),
        // A pattern the data could not give is still told in the log's line.
        Err(_) => label.into(),
    }
}

/// The draw under way in physical mode: the cards tapped for it, drawn, and their sum.
fn running_total<'a>(set: &CardSet, so_far: &SoFar) -> Option<Element<'a, Message>> {
    if so_far.pending.is_empty() {
        return None;
    }
    let values: Vec<u8> = so_far
        .pending
        .iter()
        .map(|p| {
            set.dice(p.card)
                .map_or(0, |c| c.reading(p.orientation).value)
        })
        .collect();
    let sum: u32 = values.iter().map(|v| u32::from(*v)).sum();
    let sums: Vec<String> = values.iter().map(u8::to_string).collect();
    let more = match so_far.waiting {
        1 => "1 more card".to_string(),
        n => format!("{n} more cards"),
    };
    let mut cards = row![].spacing(4).align_y(iced::Alignment::Center);
    for p in &so_far.pending {
        cards = cards.push(
            crate::ui::drawing::Drawing::new(
                crate::print::dnfm::dice_card(set, p.card, p.orientation),
                crate::print::dnfm::CARD,
            )
            .view(PICKER_CARD_WIDTH * 0.6),
        );
    }
    let total = if sums.len() > 1 {
        format!("{} = {sum}", sums.join(" + "))
    } else {
        sum.to_string()
    };
    cards = cards.push(text(format!("So far: {total} · {more}")).size(size::BODY));
    Some(cards.into())
}

/// What the draw under way wants, plainly: how many cards, for what, which one is next.
fn draw_header(purpose: &str, so_far: &SoFar) -> String {
    let entered = so_far.pending.len();
    let cards = entered + so_far.waiting.max(1);
    let how = "as it lies in front of you (down: the card turned round)";
    if cards == 1 {
        format!("Draw 1 Dice Card for {purpose} and tap it {how}:")
    } else {
        format!(
            "Draw {cards} Dice Cards for {purpose}: tap card {} of {cards} {how}:",
            entered + 1
        )
    }
}

/// How wide each card of the physical-mode picker is drawn (four to a row on a phone).
const PICKER_CARD_WIDTH: f32 = 76.0;
/// The room the picker's instruction always takes, so the grid below it never moves.
const PICKER_HEADER: f32 = 60.0;

impl DnfmScreen {
    pub(super) fn faces(&self, set: &CardSet) -> Element<'_, Message> {
        let Some((_, purpose)) = &self.waiting else {
            return column![].into();
        };
        // A refusal takes the instruction's place, right above the card tapped: seen at
        // the tap, on a phone too, and the grid does not move.
        let header: Element<'_, Message> = match &self.error {
            Some(e) => crate::ui::widgets::error_banner(e.clone()),
            None => text(draw_header(purpose, &self.so_far))
                .size(size::DENSE)
                .into(),
        };
        let mut grid = column![
            container(header)
                .height(Length::Fixed(PICKER_HEADER))
                .clip(true)
        ]
        .spacing(6);
        for card in 1..=6u8 {
            let refusal = self.so_far.refusal(card);
            let entered = self
                .so_far
                .pending
                .iter()
                .find(|p| p.card == card)
                .map(|p| p.orientation);
            let mut r = row![].spacing(4);
            for o in Orientation::ALL {
                let v = set.dice(card).map_or(0, |c| c.reading(o).value);
                let side = if o.side == Side::A { "A" } else { "B" };
                let way = if o.rotated { "down" } else { "up" };
                let placed = PlacedCard {
                    card,
                    orientation: o,
                };
                let picture = crate::ui::drawing::Drawing::new(
                    crate::print::dnfm::dice_card(set, card, o),
                    crate::print::dnfm::CARD,
                );
                // The card as entered takes it back; its other ways, and a card set
                // aside, cannot be tapped (the reason is below the grid).
                let press = match refusal {
                    Some(CardRefusal::InThisDraw) if entered != Some(o) => None,
                    Some(CardRefusal::SetAside) => None,
                    _ => Some(Message::Face(placed)),
                };
                r = r.push(
                    button(
                        column![
                            picture.view(PICKER_CARD_WIDTH),
                            text(format!("{card}{side} {way}: {v}")).size(size::SMALL),
                        ]
                        .spacing(2)
                        .width(Length::Fill)
                        .align_x(iced::Alignment::Center),
                    )
                    .on_press_maybe(press)
                    .padding(3)
                    .width(Length::Fill)
                    .style(if entered == Some(o) {
                        style::button_primary
                    } else {
                        style::button_secondary
                    }),
                );
            }
            grid = grid.push(r);
        }
        grid = grid.push(
            row![
                style::small(
                    "\u{2190} Take back the last card",
                    (!self.faces.is_empty()).then_some(Message::BackFace)
                ),
                style::small("Cancel", Some(Message::ClearFaces)),
            ]
            .spacing(6),
        );
        // Below the grid, where nothing it adds can move a card under the finger.
        if let Some(running) = running_total(set, &self.so_far) {
            grid = grid.push(running);
        }
        let mut notes: Vec<String> = Vec::new();
        for p in &self.so_far.pending {
            notes.push(format!(
                "Card {} is in this draw already: tap it again to take it back.",
                p.card
            ));
        }
        if let Some(c) = self.so_far.set_aside {
            notes.push(format!(
                "Card {c} lies set aside under the bounty: it cannot be drawn now."
            ));
        }
        for n in notes {
            grid = grid.push(text(n).size(size::SMALL));
        }
        // What the cards entered have told already (the event before its NavComm check).
        for line in &self.so_far.told {
            grid = grid.push(
                container(text(line.clone()).size(size::SMALL))
                    .padding(6)
                    .width(Length::Fill)
                    .style(style::accent),
            );
        }
        container(grid).padding(10).style(style::card).into()
    }

    /// The cards and dice of the last action, drawn.
    pub(super) fn drawn(&self, set: &CardSet) -> Element<'_, Message> {
        use crate::games::dnfm::state::Step;
        let Some(out) = &self.last else {
            return column![].into();
        };
        let mut rows = column![].spacing(6);
        for step in &out.steps {
            let (title, cards): (String, Vec<&crate::games::dnfm::state::Drawn>) = match step {
                Step::EventScan { cards, ed, .. } => {
                    (format!("Event scan = {ed}"), cards.iter().collect())
                }
                Step::NavcommCheck { cards, total, .. } => {
                    (format!("NavComm = {total}"), cards.iter().collect())
                }
                Step::BountyRevealed { card, .. } => ("Bounty".into(), vec![card]),
                Step::ThresholdEffect { card, .. } => ("Effect".into(), vec![card]),
                Step::CombatDamage(d) => (
                    "Damage".into(),
                    std::iter::once(&d.card)
                        .chain(d.crew_check.as_ref().map(|c| &c.card))
                        .collect(),
                ),
                Step::IconEffect { damage, .. } => {
                    ("Damage".into(), damage.iter().map(|d| &d.card).collect())
                }
                Step::PlayerAttack {
                    kept,
                    discarded,
                    pattern,
                    cv,
                    ..
                } => {
                    rows = rows.push(fight_row("You", *cv, discarded, kept, pattern));
                    continue;
                }
                Step::BountyAttack {
                    drawn, pattern, cv, ..
                } => {
                    rows = rows.push(fight_row("They", *cv, &[], drawn, pattern));
                    continue;
                }
                _ => continue,
            };
            let mut r = row![text(title).size(size::SMALL).width(84)].spacing(4);
            for c in cards {
                r = r.push(crate::ui::widgets::dice_card(set, c));
            }
            rows = rows.push(scrollable(r).direction(scrollable::Direction::Horizontal(
                scrollable::Scrollbar::default(),
            )));
        }
        rows.into()
    }
}
