//! The choice a change waits for: whom it befalls, which squad, where to, which tracks a
//! legend-only symbol moves, who each counter drawn is.

use super::{Message, ResultPanel};
use crate::games::sherwood::effects::{LEGEND_SHIFTS, Pick, PickChange, Suggestion};
use crate::games::sherwood::state::{Colour, SherwoodState};
use crate::games::sherwood::{PersonId, SherwoodData};
use crate::t;
use crate::ui::sherwood::people::{Named, short_name};
use crate::ui::sherwood::play::destinations;
use crate::ui::style::size;
use crate::ui::widgets;
use iced::widget::{Column, container, row, text};
use iced::{Element, Length};

impl ResultPanel {
    pub(super) fn pick_view<'a>(
        &'a self,
        mut c: Column<'a, Message>,
        data: &'a SherwoodData,
        s: &'a SherwoodState,
        suggestion: &'a Suggestion,
    ) -> Column<'a, Message> {
        match &suggestion.pick {
            // One change is what the title says already; several are listed.
            None if suggestion.changes.len() > 1 => {
                for ch in &suggestion.changes {
                    c = c.push(text(format!("· {}", ch.describe(data))).size(size::SMALL));
                }
            }
            None => {}
            Some(Pick::Persons {
                count,
                from,
                change,
            }) => c = self.persons_pick(c, data, *count, from, *change),
            Some(Pick::Legend { .. }) => c = c.push(self.legend_chips()),
            Some(Pick::Squad { from, .. }) => {
                c = c.push(widgets::chips(
                    from.iter()
                        .map(|q| {
                            widgets::chip(
                                t!("sws-squad-name", squad = q.to_string()),
                                self.chosen.squad.as_ref() == Some(q),
                                Some(Message::Squad(q.clone())),
                            )
                        })
                        .collect(),
                ));
            }
            Some(Pick::SquadDestination { .. }) | Some(Pick::Destination { .. }) => {
                c = c.push(self.destination_list(data, s));
            }
            Some(Pick::FreeOne { known, unseen, .. }) => {
                c = c.push(self.person_chips(data, known.iter().chain(unseen)));
            }
            Some(Pick::Identify {
                slots,
                archon,
                neutral,
                ..
            }) => c = self.identify_pick(c, data, slots, archon, neutral),
        }
        c
    }

    /// Whom the change befalls: so many of those who may be chosen.
    fn persons_pick<'a>(
        &'a self,
        mut c: Column<'a, Message>,
        data: &'a SherwoodData,
        count: usize,
        from: &'a [PersonId],
        change: PickChange,
    ) -> Column<'a, Message> {
        let verb = match change {
            PickChange::Injure => t!("sws-pick-injured"),
            PickChange::Heal => t!("sws-pick-healed"),
            PickChange::Capture => t!("sws-pick-captured"),
            PickChange::KeepFree => t!("sws-pick-gets-away"),
            PickChange::Recruit => t!("sws-pick-joins"),
            PickChange::Free => t!("sws-pick-freed"),
        };
        c = c.push(
            text(t!("sws-choose", count = count.min(from.len()), what = verb)).size(size::SMALL),
        );
        c.push(self.person_chips(data, from))
    }

    /// A chip for each of `ids`, marked when picked.
    fn person_chips<'a>(
        &'a self,
        data: &'a SherwoodData,
        ids: impl IntoIterator<Item = &'a PersonId>,
    ) -> Element<'a, Message> {
        widgets::chips(
            ids.into_iter()
                .map(|id| {
                    widgets::chip(
                        short_name(data, id),
                        self.chosen.picked.contains(id),
                        Some(Message::Pick(id.clone())),
                    )
                })
                .collect(),
        )
    }

    /// The tracks a legend-only symbol may move, and "no change".
    fn legend_chips<'a>(&'a self) -> Element<'a, Message> {
        let shifts = self.chosen.legend.as_deref().unwrap_or_default();
        let mut chips: Vec<Element<'a, Message>> = LEGEND_SHIFTS
            .iter()
            .map(|&(track, delta)| {
                widgets::chip(
                    format!(
                        "{} {}{}",
                        track.label(),
                        if delta < 0 { "\u{2212}" } else { "+" },
                        delta.unsigned_abs()
                    ),
                    shifts.contains(&(track, delta)),
                    Some(Message::Shift(track, delta)),
                )
            })
            .collect();
        chips.push(widgets::chip(
            t!("sws-no-track-change"),
            self.chosen.legend.as_ref().is_some_and(Vec::is_empty),
            Some(Message::NoShift),
        ));
        widgets::chips(chips)
    }

    fn destination_list<'a>(
        &'a self,
        data: &'a SherwoodData,
        s: &'a SherwoodState,
    ) -> Element<'a, Message> {
        let options = destinations(data, s);
        let selected = self
            .chosen
            .to
            .as_ref()
            .and_then(|t| options.iter().find(|o| &o.value == t).cloned());
        widgets::drop_down(
            ("result", 2),
            self.open_list,
            options,
            selected,
            &t!("sws-where-to"),
            Message::Menu,
            Message::To,
        )
    }

    /// Who each counter drawn is, by the colour noted for it.
    fn identify_pick<'a>(
        &'a self,
        mut c: Column<'a, Message>,
        data: &'a SherwoodData,
        slots: &'a [Option<Colour>],
        archon: &'a [PersonId],
        neutral: &'a [PersonId],
    ) -> Column<'a, Message> {
        for (i, colour) in slots.iter().enumerate() {
            let from: Vec<Named> = match colour {
                Some(Colour::Archon) => archon.to_vec(),
                Some(Colour::Neutral) => neutral.to_vec(),
                None => archon.iter().chain(neutral.iter()).cloned().collect(),
            }
            .into_iter()
            .map(|id| Named::of(data, &id))
            .collect();
            let chosen = self
                .chosen
                .names
                .get(i)
                .cloned()
                .flatten()
                .and_then(|id| from.iter().find(|n| n.id == id).cloned());
            c = c.push(
                row![
                    text(t!(
                        "sws-counter-colour",
                        n = i + 1,
                        colour = colour
                            .map_or_else(|| t!("sws-colour-not-noted"), |c| c.label().to_string())
                    ))
                    .size(size::SMALL)
                    .width(Length::FillPortion(2)),
                    container(widgets::drop_down(
                        ("result-name", i),
                        self.open_list,
                        from,
                        chosen,
                        &t!("sws-who-is-it"),
                        Message::Menu,
                        move |n| Message::Name(i, n)
                    ))
                    .width(Length::FillPortion(3)),
                ]
                .spacing(6)
                .align_y(iced::Alignment::Center),
            );
        }
        c
    }
}
