//! Cards on screen: the physical-mode picker with its running total, and the last action's
//! cards and dice drawn.

use super::{DnfmScreen, Message};
use crate::engine::deck::{Orientation, PlacedCard, Side};
use crate::games::dnfm::cards::CardSet;
use crate::games::dnfm::game::{CardRefusal, SoFar};
use crate::games::dnfm::rules::DrawFor;
use crate::t;
use crate::ui::style;
use crate::ui::style::size;
use iced::widget::{button, column, container, row, scrollable, text};
use iced::{Element, Length};

/// One side's attack: its Combat Value, and its dice in the cannon's white and black
/// positions.
fn fight_row<'a>(
    who: String,
    cv: i32,
    dropped: &[u8],
    kept: &[u8],
    pattern: &str,
) -> Element<'a, Message> {
    let label = text(t!("dnfm-fight-row", who = who, cv = cv))
        .size(size::SMALL)
        .width(84);
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

/// What the draw under way is for, plainly, with its target where it has one: "NavComm
/// check against the event: draw 2, you need 7 or more".
fn draw_title(set: &CardSet, draw: Option<&DrawFor>, cards: usize) -> String {
    let count = t!("dnfm-dice-cards", count = cards);
    match draw {
        Some(DrawFor::EventDetection) => t!("dnfm-draw-event-scan", cards = count),
        Some(DrawFor::EventCheck { needed }) => {
            t!("dnfm-draw-event-check", cards = count, needed = *needed)
        }
        Some(DrawFor::Evasion { needed }) => {
            t!("dnfm-draw-evasion", cards = count, needed = *needed)
        }
        Some(DrawFor::Event {
            name,
            at_most: Some(n),
        }) => t!(
            "dnfm-draw-event-threshold",
            event = crate::games::dnfm::cards::event_label(name),
            cards = count,
            at_most = *n
        ),
        Some(DrawFor::Event {
            name,
            at_most: None,
        }) => t!(
            "dnfm-draw-event-icons",
            event = crate::games::dnfm::cards::event_label(name),
            cards = count
        ),
        Some(DrawFor::CrewCheck) => t!(
            "dnfm-draw-crew-check",
            cards = count,
            faces = set.crew_check.faces()
        ),
        Some(DrawFor::Bounty) => t!("dnfm-draw-bounty", cards = count),
        Some(DrawFor::YourAttack) => t!("dnfm-draw-your-attack", cards = count),
        Some(DrawFor::TheirAttack { to_beat }) => t!(
            "dnfm-draw-their-attack",
            cards = count,
            needed = to_beat + 1
        ),
        Some(DrawFor::CombatDamage) => t!("dnfm-draw-combat-damage", cards = count),
        None => t!("dnfm-draw", cards = count),
    }
}

/// Which card to tap next, and how.
fn tap_line(so_far: &SoFar) -> String {
    let entered = so_far.pending.len();
    let cards = entered + so_far.waiting.max(1);
    if cards == 1 {
        t!("dnfm-tap-the-card")
    } else {
        t!("dnfm-tap-card-of", nth = entered + 1, cards = cards)
    }
}

/// Where the draw stands, in one line: the cards entered and what they add up to where a sum
/// is what counts, and how many more it wants. An attack's cards are never added up here:
/// the cannon counts its white positions, and the Combat Value is told once every card is
/// in (the bounty's draw starts with it).
fn draw_status(set: &CardSet, so_far: &SoFar) -> String {
    let values: Vec<u8> = so_far
        .pending
        .iter()
        .map(|p| {
            set.dice(p.card)
                .map_or(0, |c| c.reading(p.orientation).value)
        })
        .collect();
    let more = match so_far.waiting {
        0 => String::new(),
        n => t!("dnfm-more-cards", count = n),
    };
    let sum: u32 = values.iter().map(|v| u32::from(*v)).sum();
    let added = || {
        let parts: Vec<String> = values.iter().map(u8::to_string).collect();
        if parts.len() > 1 {
            format!("{} = {sum}", parts.join(" + "))
        } else {
            sum.to_string()
        }
    };
    let entered = match so_far.draw {
        _ if values.is_empty() => None,
        Some(DrawFor::EventDetection) => Some(t!("dnfm-so-far", sum = added())),
        Some(DrawFor::EventCheck { needed } | DrawFor::Evasion { needed }) => {
            Some(t!("dnfm-so-far-needed", sum = added(), needed = needed))
        }
        _ => Some(t!(
            "dnfm-entered",
            values = crate::games::dnfm::words::and_list(&values)
        )),
    };
    let before = match &so_far.draw {
        Some(DrawFor::TheirAttack { to_beat }) if values.is_empty() => {
            Some(t!("dnfm-your-cv", cv = *to_beat))
        }
        _ => None,
    };
    [before, entered, (!more.is_empty()).then_some(more)]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(" · ")
}

/// How wide each card of the physical-mode picker is drawn: small enough that all six rows
/// fit a phone's screen with the draw's header, its caption beside it.
const PICKER_CARD_WIDTH: f32 = 46.0;
/// The room the picker's header always takes (what the draw is for, which card is next and
/// where it stands, or a refusal in their place), so the grid below it never moves.
const PICKER_HEADER: f32 = 84.0;

impl DnfmScreen {
    /// The physical-mode picker: every way a Dice Card can lie, to tap the one in front of
    /// you. Above the grid, in a header of fixed height: what the draw is for, which card is
    /// next and where the draw stands, or a refusal in their place, seen at the tap. The grid
    /// never moves while cards are entered. A card that cannot be drawn now is off; one
    /// entered for this draw is marked, and tapped again it is taken back.
    pub(super) fn faces(&self, set: &CardSet) -> Element<'_, Message> {
        if self.waiting.is_none() {
            return column![].into();
        }
        let so_far = &self.so_far;
        let mut grid = column![self.picker_header(set)].spacing(6);
        for card in 1..=6u8 {
            grid = grid.push(card_row(set, so_far, card));
        }
        // After a complete draw, Cancel clears only the draw in hand: what the draws before
        // it decided stays.
        let cancel = if self.decided() > 0 {
            t!("dnfm-clear-this-draw")
        } else {
            t!("dnfm-cancel")
        };
        grid = grid.push(
            row![
                style::small(
                    t!("dnfm-take-back"),
                    self.can_take_back().then_some(Message::BackFace)
                ),
                style::small(cancel, Some(Message::ClearFaces)),
            ]
            .spacing(6),
        );
        // Below the grid, where nothing it adds can move a card under the finger: what the
        // cards entered have told already (the event before its NavComm check), and why
        // some cards are off.
        for line in &so_far.told {
            grid = grid.push(
                container(text(line.clone()).size(size::SMALL))
                    .padding(6)
                    .width(Length::Fill)
                    .style(style::accent),
            );
        }
        for n in draw_notes(set, so_far) {
            grid = grid.push(text(n).size(size::SMALL));
        }
        container(grid).padding(10).style(style::card).into()
    }

    /// The picker's header: what the draw is for, which card is next and where the draw
    /// stands, or a refusal in their place.
    fn picker_header(&self, set: &CardSet) -> Element<'_, Message> {
        let so_far = &self.so_far;
        let cards = so_far.pending.len() + so_far.waiting.max(1);
        let title = text(draw_title(set, so_far.draw.as_ref(), cards)).size(size::DENSE);
        let below: Element<'_, Message> = match &self.error {
            Some(e) => crate::ui::widgets::error_banner(e.clone()),
            None => column![
                text(tap_line(so_far)).size(size::SMALL),
                text(draw_status(set, so_far)).size(size::SMALL),
            ]
            .spacing(2)
            .into(),
        };
        container(column![title, below].spacing(4))
            .height(Length::Fixed(PICKER_HEADER))
            .clip(true)
            .into()
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
                Step::EventScan { cards, ed, .. } => (
                    t!("dnfm-drawn-event-scan", ed = *ed),
                    cards.iter().collect(),
                ),
                Step::NavcommCheck { cards, total, .. } => (
                    t!("dnfm-drawn-navcomm", total = *total),
                    cards.iter().collect(),
                ),
                Step::BountyRevealed { card, .. } => (t!("dnfm-drawn-bounty"), vec![card]),
                Step::ThresholdEffect { card, .. } => (t!("dnfm-drawn-effect"), vec![card]),
                Step::CombatDamage(d) => (
                    t!("dnfm-drawn-damage"),
                    std::iter::once(&d.card)
                        .chain(d.crew_check.as_ref().map(|c| &c.card))
                        .collect(),
                ),
                Step::IconEffect { damage, .. } => (
                    t!("dnfm-drawn-damage"),
                    damage
                        .iter()
                        .flat_map(|d| {
                            std::iter::once(&d.card).chain(d.crew_check.as_ref().map(|c| &c.card))
                        })
                        .collect(),
                ),
                Step::PlayerAttack {
                    kept,
                    discarded,
                    pattern,
                    cv,
                    ..
                } => {
                    rows = rows.push(fight_row(t!("dnfm-you"), *cv, discarded, kept, pattern));
                    continue;
                }
                Step::BountyAttack {
                    drawn, pattern, cv, ..
                } => {
                    rows = rows.push(fight_row(t!("dnfm-they"), *cv, &[], drawn, pattern));
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

/// One card's row of the picker: each way it can lie, tapped to enter it.
fn card_row<'a>(set: &CardSet, so_far: &SoFar, card: u8) -> Element<'a, Message> {
    let refusal = so_far.refusal(card);
    let entered = so_far
        .pending
        .iter()
        .find(|p| p.card == card)
        .map(|p| p.orientation);
    let mut r = row![].spacing(4);
    for o in Orientation::ALL {
        let v = set.dice(card).map_or(0, |c| c.reading(o).value);
        let side = if o.side == Side::A { "A" } else { "B" };
        let way = if o.rotated {
            t!("dnfm-face-down")
        } else {
            t!("dnfm-face-up")
        };
        let placed = PlacedCard {
            card,
            orientation: o,
        };
        let picture = crate::ui::drawing::Drawing::new(
            crate::print::dnfm::dice_card(set, card, o),
            crate::print::dnfm::CARD,
        );
        // The card as entered takes it back; its other ways, and a card set
        // aside, cannot be tapped.
        let press = match refusal {
            Some(CardRefusal::InThisDraw) if entered != Some(o) => None,
            Some(CardRefusal::SetAside) => None,
            _ => Some(Message::Face(placed)),
        };
        // One text, so it reads (and is found) as "3B down: 4"; beside a small
        // drawing it wraps onto three short lines.
        let caption = text(t!(
            "dnfm-face",
            card = card,
            side = side,
            way = way,
            value = v
        ))
        .size(size::CAPTION)
        .width(Length::Fill);
        r = r.push(
            button(
                row![picture.view(PICKER_CARD_WIDTH), caption]
                    .spacing(3)
                    .align_y(iced::Alignment::Center),
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
    r.into()
}

/// Why some cards are off: those in this draw, the one set aside.
fn draw_notes(set: &CardSet, so_far: &SoFar) -> Vec<String> {
    let mut notes: Vec<String> = Vec::new();
    if let Some(DrawFor::EventCheck { needed } | DrawFor::Evasion { needed }) = so_far.draw
        && let Some(best) = best_total(set, so_far)
        && best < needed
    {
        notes.push(t!("dnfm-check-out-of-reach", best = best, needed = needed));
    }
    let in_draw: Vec<u8> = so_far.pending.iter().map(|p| p.card).collect();
    match in_draw.as_slice() {
        [] => {}
        [one] => notes.push(t!("dnfm-in-draw-one", card = *one)),
        many => notes.push(t!(
            "dnfm-in-draw-many",
            cards = crate::games::dnfm::words::and_list(many)
        )),
    }
    if let Some(c) = so_far.set_aside {
        notes.push(t!("dnfm-set-aside", card = c));
    }
    notes
}

/// The highest total the draw that waits can still reach: the cards entered for it, and
/// for each card still to come the best face of a card not in this draw nor set aside.
fn best_total(set: &CardSet, so_far: &SoFar) -> Option<u32> {
    use crate::engine::deck::Orientation;
    let value = |p: &crate::engine::deck::PlacedCard| {
        set.dice(p.card)
            .map(|c| u32::from(c.reading(p.orientation).value))
    };
    let entered: u32 = so_far.pending.iter().map(value).sum::<Option<u32>>()?;
    let mut best: Vec<u32> = (1..=6u8)
        .filter(|c| so_far.refusal(*c).is_none())
        .filter_map(|c| {
            let card = set.dice(c)?;
            Orientation::ALL
                .iter()
                .map(|o| u32::from(card.reading(*o).value))
                .max()
        })
        .collect();
    best.sort_unstable_by(|a, b| b.cmp(a));
    Some(entered + best.iter().take(so_far.waiting).sum::<u32>())
}
