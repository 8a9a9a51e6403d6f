//! Moving and beaming people between spaces, and the turn's other actions (preaching,
//! releases).

use super::{Message, Play, Where, destinations, join_and};
use crate::games::sherwood::SherwoodData;
use crate::games::sherwood::actions::{Action as Act, Verb, check};
use crate::games::sherwood::persons::Ability;
use crate::games::sherwood::space_id::SpaceId;
use crate::games::sherwood::state::{Location, PersonState, Side, Track};
use crate::t;
use crate::ui::sherwood::GameRef;
use crate::ui::sherwood::people::short_name;
use crate::ui::style::size;
use crate::ui::{style, widgets};
use iced::Element;
use iced::widget::{Column, column, row, text};

impl Play {
    pub(super) fn movement<'a>(&'a self, cx: GameRef<'a>) -> Element<'a, Message> {
        let GameRef { game, data, .. } = cx;
        let s = game.state();
        let free: Vec<&PersonState> = s
            .persons
            .iter()
            .filter(|p| {
                p.side == Side::Controlled
                    && !p.imprisoned
                    && !s.moved.contains(&p.id)
                    && !s.took_part.contains(&p.id)
                    && matches!(p.location, Location::Enterprise | Location::Space(_))
            })
            .collect();
        let c = column![style::heading(t!("sws-move-or-beam"))].spacing(6);
        if free.is_empty() {
            let all_in_prison = s
                .persons
                .iter()
                .filter(|p| p.side == Side::Controlled)
                .all(|p| p.imprisoned);
            return c
                .push(
                    text(if all_in_prison {
                        t!("sws-all-in-prison")
                    } else {
                        t!("sws-all-moved")
                    })
                    .size(size::SMALL),
                )
                .into();
        }
        let mut c = c.push(self.mover_chips(&free, data));
        let sheltered: Vec<String> = self
            .movers
            .iter()
            .filter(|id| s.person(id).is_some_and(|p| p.sanctuary.is_some()))
            .map(|id| short_name(data, id))
            .collect();
        if !sheltered.is_empty() {
            c = c.push(
                text(t!(
                    "sws-moving-ends-sanctuary",
                    names = join_and(&sheltered)
                ))
                .size(size::SMALL),
            );
        }
        c = c.push(self.destination_list(cx));
        self.move_buttons(c, cx).into()
    }

    /// A chip for each person free to move, with where they are.
    fn mover_chips<'a>(
        &'a self,
        free: &[&PersonState],
        data: &'a SherwoodData,
    ) -> Element<'a, Message> {
        widgets::chips(
            free.iter()
                .map(|p| {
                    let at = match &p.location {
                        Location::Enterprise => t!("sws-enterprise"),
                        Location::Space(x) => x.to_string(),
                        _ => String::new(),
                    };
                    widgets::chip(
                        format!("{} · {at}", short_name(data, &p.id)),
                        self.movers.contains(&p.id),
                        Some(Message::ToggleMover(p.id.clone())),
                    )
                })
                .collect(),
        )
    }

    fn destination_list<'a>(&'a self, cx: GameRef<'a>) -> Element<'a, Message> {
        let GameRef { game, data, .. } = cx;
        let s = game.state();
        let options = destinations(data, s);
        let selected = self
            .destination
            .as_ref()
            .and_then(|d| options.iter().find(|o| &o.value == d).cloned());
        widgets::drop_down(
            ("play", 0),
            self.open_list,
            options,
            selected,
            &t!("sws-to-which-space"),
            Message::Menu,
            Message::Destination,
        )
    }

    /// Beam down, beam up, move: each on where it can be done, then what stands in their way.
    fn move_buttons<'a>(
        &'a self,
        mut c: Column<'a, Message>,
        cx: GameRef<'a>,
    ) -> Column<'a, Message> {
        let GameRef { game, data, .. } = cx;
        let s = game.state();
        let to = self.destination.clone().unwrap_or_else(SpaceId::unchosen);
        let persons = self.movers.clone();
        let can = |a: Act| -> Option<Message> {
            (!persons.is_empty() && check(data, s, &a).is_ok()).then_some(match a {
                Act::BeamDown { .. } => Message::BeamDown,
                Act::BeamUp { .. } => Message::BeamUp,
                _ => Message::Move,
            })
        };
        let down = can(Act::BeamDown {
            persons: persons.clone(),
            to: to.clone(),
        });
        let up = can(Act::BeamUp {
            persons: persons.clone(),
        });
        let mv = can(Act::Move {
            persons: persons.clone(),
            to: to.clone(),
        });
        c = c.push(
            row![
                style::small(t!("sws-beam-down"), down.clone()),
                style::small(t!("sws-beam-up"), up.clone()),
                style::small(t!("sws-move"), mv.clone()),
            ]
            .spacing(6),
        );
        // What a tap on these buttons met, right under them.
        if let Some(e) = self.error_at(Where::Move) {
            c = c.push(e);
        }
        // Said before the tap: a beam that loses the game whatever happens.
        for (label, ready, a) in [
            (
                t!("sws-beam-down"),
                down.is_some(),
                Act::BeamDown {
                    persons: persons.clone(),
                    to: to.clone(),
                },
            ),
            (
                t!("sws-beam-up"),
                up.is_some(),
                Act::BeamUp {
                    persons: persons.clone(),
                },
            ),
        ] {
            if ready && let Some(note) = self.loss_note(cx, &label, &a) {
                c = c.push(note);
            }
        }
        // Why the buttons are off, once who and where are given.
        if !persons.is_empty() && self.destination.is_some() && down.is_none() && mv.is_none() {
            let aboard = persons.iter().all(|id| {
                s.person(id)
                    .is_some_and(|p| p.location == Location::Enterprise)
            });
            let a = if aboard {
                Act::BeamDown { persons, to }
            } else {
                Act::Move { persons, to }
            };
            if let Err(e) = check(data, s, &a) {
                c = c
                    .push(text(crate::ui::sherwood::capitalised(&e.to_string())).size(size::SMALL));
            }
        }
        c
    }

    pub(super) fn other<'a>(&'a self, cx: GameRef<'a>) -> Option<Element<'a, Message>> {
        let GameRef { game, data, legal } = cx;
        let mut c = column![].spacing(6);
        let mut any = false;
        if let Some(l) = legal.iter().find(|l| l.verb == Verb::Preach)
            && let Some(preacher) = game.state().persons.iter().find(|p| {
                p.side == Side::Controlled
                    && data
                        .roster
                        .get(&p.id)
                        .is_some_and(|d| d.has(&Ability::Preacher))
            })
        {
            any = true;
            c = c.push(style::heading(t!(
                "sws-preaches",
                name = crate::ui::sherwood::person_name(data, &preacher.id)
            )));
            c = c.push(
                row![
                    style::small(
                        t!("sws-preach-witchcraft"),
                        l.ok().then_some(Message::Preach(Track::Witchcraft))
                    ),
                    style::small(
                        t!("sws-preach-morale"),
                        l.ok().then_some(Message::Preach(Track::RoyalMorale))
                    ),
                ]
                .spacing(6),
            );
            if let Some(r) = &l.refusal {
                c = c
                    .push(text(crate::ui::sherwood::capitalised(&r.to_string())).size(size::SMALL));
            }
        }
        for l in legal.iter().filter(|l| l.verb == Verb::Release) {
            let Some(person) = &l.space else { continue };
            let Some(place) = crate::games::sherwood::effects::release_place(data, person) else {
                continue;
            };
            any = true;
            c = c.push(style::secondary(
                t!(
                    "sws-release",
                    name = short_name(data, person),
                    place = place.to_string()
                ),
                l.ok().then_some(Message::Release(person.as_str().into())),
            ));
        }
        if let Some(e) = self.error_at(Where::Other) {
            c = c.push(e);
        }
        any.then(|| c.into())
    }
}
