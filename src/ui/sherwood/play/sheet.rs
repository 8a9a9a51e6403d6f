//! The space sheet of Rebel Actions (each space's actions, enabled or with the engine's
//! reason), the physical setup's Neutrals, and the footer's button that ends the step.

use super::{
    Message, PlaceChoice, Play, SPACE_VERBS, Where, destinations, open_actions, step_button,
    unrolled_squads, verb_label,
};
use crate::games::sherwood::actions::{Action as Act, Legal, Verb, check};
use crate::games::sherwood::persons::PersonKind;
use crate::games::sherwood::state::{Location, PersonState, SherwoodState, Side, TurnStep};
use crate::games::sherwood::{SherwoodData, SpaceId};
use crate::t;
use crate::ui::sherwood::GameRef;
use crate::ui::sherwood::people::short_name;
use crate::ui::style::size;
use crate::ui::{style, widgets};
use iced::Element;
use iced::widget::{Column, column, row, text};

impl Play {
    /// A physical setup: where the Neutrals the player drew blind were placed, told by
    /// taps (who, then where), until all eight are in or the player says that is all.
    pub(super) fn neutrals<'a>(&'a self, cx: GameRef<'a>) -> Option<Element<'a, Message>> {
        let GameRef { game, data, .. } = cx;
        use crate::games::sherwood::effects::NEUTRALS_PLACED;
        use crate::games::sherwood::state::SetupDraw;
        let s = game.state();
        if game.setup.draw != SetupDraw::Physical
            || self.placing_done
            || s.turn > 1
            || s.step != TurnStep::RebelActions
        {
            return None;
        }
        let placed: Vec<String> = s
            .persons
            .iter()
            .filter(|p| neutral(s, data, p))
            .filter_map(|p| {
                p.location
                    .space()
                    .map(|at| t!("sws-placed-at", name = short_name(data, &p.id), place = at))
            })
            .collect();
        if placed.len() >= NEUTRALS_PLACED {
            return None;
        }
        let chosen = self
            .place_where
            .as_ref()
            .and_then(|w| destinations(data, s).into_iter().find(|o| &o.value == w));
        let c = column![
            style::heading(t!("sws-neutrals-heading")),
            text(t!(
                "sws-neutrals-blind",
                count = NEUTRALS_PLACED,
                told = placed.len()
            ))
            .size(size::SMALL),
            widgets::chips(self.neutral_chips(s, data)),
            widgets::drop_down(
                ("play", 2),
                self.open_list,
                self.neutral_spaces(s, data),
                chosen.clone(),
                &t!("sws-neutrals-where"),
                Message::Menu,
                |choice: PlaceChoice| Message::PlaceWhere(choice.value),
            ),
        ]
        .spacing(6);
        let mut c = self.place_neutral_row(c, s, data, chosen.as_ref());
        if !placed.is_empty() {
            c = c.push(text(t!("sws-placed", placed = placed.join(" · "))).size(size::CAPTION));
        }
        Some(c.into())
    }

    fn neutral_chips<'a>(
        &'a self,
        s: &'a SherwoodState,
        data: &'a SherwoodData,
    ) -> Vec<Element<'a, Message>> {
        // Every Neutral keeps its chip while the others are placed (a placed one is off),
        // so that no chip moves under the finger.
        s.persons
            .iter()
            .filter(|p| neutral(s, data, p))
            .map(|p| {
                let free = p.location == Location::OffMap;
                widgets::chip(
                    short_name(data, &p.id),
                    self.place_who.as_ref() == Some(&p.id),
                    free.then(|| Message::PlaceWho(p.id.clone())),
                )
            })
            .collect()
    }

    fn neutral_spaces(&self, s: &SherwoodState, data: &SherwoodData) -> Vec<PlaceChoice> {
        // Any space of the map (section 3), forests, roads and fords included, but only one
        // the engine takes for this Neutral now: one Neutral to a space.
        let probe = self.place_who.clone().or_else(|| {
            s.persons
                .iter()
                .filter(|p| neutral(s, data, p))
                .find(|p| p.location == Location::OffMap)
                .map(|p| p.id.clone())
        });
        let placing = |space: &SpaceId| -> Option<Act> {
            probe.clone().map(|person| Act::Apply {
                change: crate::games::sherwood::effects::Change::PlaceNeutral {
                    person,
                    space: space.clone(),
                },
            })
        };
        destinations(data, s)
            .into_iter()
            .filter(|o| placing(&o.value).is_some_and(|a| check(data, s, &a).is_ok()))
            .collect()
    }

    /// The button that places the Neutral chosen where chosen, and "that is all".
    fn place_neutral_row<'a>(
        &'a self,
        mut c: Column<'a, Message>,
        s: &'a SherwoodState,
        data: &'a SherwoodData,
        chosen: Option<&PlaceChoice>,
    ) -> Column<'a, Message> {
        // The button is on only for a placement the engine takes; otherwise it says why.
        let verdict = match (&self.place_who, &self.place_where) {
            (Some(person), Some(space)) => Some(check(
                data,
                s,
                &Act::Apply {
                    change: crate::games::sherwood::effects::Change::PlaceNeutral {
                        person: person.clone(),
                        space: space.clone(),
                    },
                },
            )),
            _ => None,
        };
        let ready = matches!(verdict, Some(Ok(())));
        c = c.push(
            row![
                style::primary_small(
                    match (&self.place_who, chosen) {
                        (Some(who), Some(at)) => t!(
                            "sws-stands-at",
                            name = short_name(data, who),
                            place = at.to_string()
                        ),
                        _ => t!("sws-place"),
                    },
                    ready.then_some(Message::PlaceNeutral)
                ),
                style::small(t!("sws-placing-done"), Some(Message::PlacingDone)),
            ]
            .spacing(6)
            .wrap(),
        );
        if let Some(Err(why)) = verdict {
            c = c.push(text(crate::ui::sherwood::capitalised(&why.to_string())).size(size::SMALL));
        }
        if let Some(e) = self.error_at(Where::Setup) {
            c = c.push(e);
        }
        c
    }

    /// The button that ends the step, kept in one place below the page (nothing a list
    /// opens or closes can move it under the finger), with its reason when it is off, or
    /// the question when ending now would leave actions open.
    pub fn footer<'a>(&'a self, cx: GameRef<'a>) -> Option<Element<'a, Message>> {
        let GameRef { game, data, legal } = cx;
        let s = game.state();
        if s.end.is_some() || !s.todo.is_empty() {
            return None;
        }
        let mut c = column![].spacing(4);
        if let Some(e) = self.error_at(Where::Step) {
            c = c.push(e);
        }
        let (label, verb, message) = match s.step {
            TurnStep::RebelActions => {
                if self.ending {
                    let open = open_actions(data, s);
                    // Ending anyway leaves actions untaken: never the blue button.
                    let end = style::secondary(
                        t!("sws-end-rebel-actions"),
                        Some(Message::Act(Act::EndRebelActions)),
                    );
                    return Some(end_anyway(c, t!("sws-end-rebel-anyway", open = open), end));
                }
                (
                    t!("sws-end-rebel-actions"),
                    Verb::EndRebelActions,
                    Message::EndRebelActions,
                )
            }
            TurnStep::Expenses => (
                t!("sws-end-expenses"),
                Verb::EndExpenses,
                Message::Act(Act::EndExpenses),
            ),
            TurnStep::KingsMen => {
                if self.ending {
                    let open = unrolled_squads(s, &self.near);
                    // Ending anyway skips 12.2's roll: never the blue button.
                    let end = style::secondary(
                        t!("sws-end-anyway"),
                        Some(Message::Act(Act::EndKingsMen)),
                    );
                    return Some(end_anyway(
                        c,
                        t!("sws-end-kings-men-anyway", open = open),
                        end,
                    ));
                }
                (
                    t!("sws-end-kings-men"),
                    Verb::EndKingsMen,
                    Message::EndKingsMen,
                )
            }
            TurnStep::RoyalParty => (
                t!("sws-end-turn"),
                Verb::EndTurn,
                Message::Act(Act::EndTurn),
            ),
        };
        let blue = self.ends_the_step_next(cx);
        Some(
            c.push(step_button(&label, verb, legal, message, blue))
                .into(),
        )
    }

    pub(super) fn sheet<'a>(&'a self, cx: GameRef<'a>) -> Element<'a, Message> {
        let GameRef { game, data, legal } = cx;
        let s = game.state();
        let spaces = s.occupied_spaces();
        let mut c = column![style::heading(t!("sws-where-act"))].spacing(6);
        if spaces.is_empty() {
            return c.push(text(t!("sws-no-one-down")).size(size::DENSE)).into();
        }
        c = c.push(widgets::chips(
            spaces
                .iter()
                .map(|sp| {
                    let n = s.yours_at(sp).len();
                    let acted = s.acted.iter().any(|a| a == sp);
                    widgets::chip(
                        format!("{sp} ({n}){}", if acted { " ✓" } else { "" }),
                        self.form.space.as_ref() == Some(sp),
                        Some(Message::Space(sp.clone())),
                    )
                })
                .collect(),
        ));
        let Some(space) = self.form.space.as_deref() else {
            return c.into();
        };
        let here: Vec<String> = s
            .yours_at(space)
            .iter()
            .map(|p| {
                let mut n = short_name(data, &p.id);
                if p.injured {
                    n.push_str(&t!("sws-here-injured"));
                }
                if s.moved.contains(&p.id) {
                    n.push_str(&t!("sws-here-moved"));
                }
                if p.sanctuary.is_some() {
                    n.push_str(&t!("sws-here-in-sanctuary"));
                }
                n
            })
            .collect();
        c = c.push(text(t!("sws-here", names = here.join(", "))).size(size::SMALL));
        let entries: Vec<&Legal> = legal
            .iter()
            .filter(|l| l.space.as_deref() == Some(space) && SPACE_VERBS.contains(&l.verb))
            .collect();
        c = c.push(widgets::chips(
            entries
                .iter()
                .map(|l| {
                    widgets::chip(
                        verb_label(l.verb),
                        self.form.verb == Some(l.verb),
                        l.ok().then_some(Message::Verb(l.verb)),
                    )
                })
                .collect(),
        ));
        let why: Vec<String> = entries
            .iter()
            .filter_map(|l| {
                l.refusal.as_ref().map(|r| {
                    t!(
                        "sws-verb-refused",
                        verb = verb_label(l.verb),
                        why = r.to_string()
                    )
                })
            })
            .collect();
        if !why.is_empty() && self.form.verb.is_none() {
            let first = entries.iter().find_map(|l| l.refusal.as_ref());
            // One reason when they all share it (the space has acted, no one can act).
            let all_same = entries.iter().all(|l| l.refusal.as_ref() == first);
            let shown = if all_same {
                first
                    .map(|r| crate::ui::sherwood::capitalised(&r.to_string()))
                    .unwrap_or_default()
            } else {
                why.join("\n")
            };
            c = c.push(
                text(shown)
                    .size(size::SMALL)
                    .style(|t: &iced::Theme| text::Style {
                        color: Some(style::muted(t)),
                    }),
            );
        }
        if let Some(verb) = self.form.verb {
            c = c.push(self.form(cx, verb, space));
        }
        c.into()
    }
}

/// A Neutral not yet recruited or imprisoned: one the physical setup places.
fn neutral(s: &SherwoodState, data: &SherwoodData, p: &PersonState) -> bool {
    s.kind(data, &p.id) == Some(PersonKind::Neutral) && p.side == Side::Free && !p.imprisoned
}

/// Ending the step would leave something undone: the `question` that says what, under it
/// Keep playing and the button that ends the step anyway (`end`).
fn end_anyway<'a>(
    c: Column<'a, Message>,
    question: String,
    end: Element<'a, Message>,
) -> Element<'a, Message> {
    let keep = style::secondary(t!("sws-keep-playing"), Some(Message::KeepPlaying));
    c.push(text(question).size(size::SMALL))
        .push(row![keep, end].spacing(6))
        .into()
}
