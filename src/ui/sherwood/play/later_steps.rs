//! The steps after Rebel Actions: expenses, the King's Men's moves and the Royal Party's
//! route.

use super::{ALONG_THE_ROAD, Message, PlaceChoice, Play, Where, along_the_road, card, step_button};
use crate::engine::words::Words;
use crate::games::sherwood::SpaceId;
use crate::games::sherwood::actions::{
    Action as Act, Legal, Verb, check, fealty_preview, next_town, squad_preview,
};
use crate::games::sherwood::state::{PALACE, SherwoodState, Side};
use crate::t;
use crate::ui::sherwood::GameRef;
use crate::ui::sherwood::people::short_name;
use crate::ui::style::size;
use crate::ui::{style, widgets};
use iced::widget::{Column, column, row, text};
use iced::{Element, Length};

impl Play {
    pub(super) fn expenses<'a>(&'a self, cx: GameRef<'a>) -> Element<'a, Message> {
        let GameRef { game, data, legal } = cx;
        let s = game.state();
        let due = crate::games::sherwood::actions::expenses_due(s);
        let mut c = column![
            style::heading(t!("sws-expenses")),
            text(t!("sws-expenses-due", due = due, chest = s.tracks.warchest)).size(size::DENSE),
            step_button(
                &t!("sws-pay", gold = due),
                Verb::PayExpenses,
                legal,
                Message::Act(Act::PayExpenses),
                true
            ),
        ]
        .spacing(8);
        let short = legal.iter().any(|l| l.verb == Verb::BeamSupplies && l.ok());
        if short {
            c = c.push(text(t!("sws-warchest-short")).size(size::SMALL));
            let supplies = t!("sws-beam-supplies");
            c = self.with_loss_note(
                c,
                cx,
                style::secondary(supplies, Some(Message::Act(Act::BeamSupplies))),
                &t!("sws-beaming-supplies"),
                &Act::BeamSupplies,
            );
            let hungry: Vec<Element<'a, Message>> = s
                .persons
                .iter()
                .filter(|p| {
                    p.side == Side::Controlled && !p.imprisoned && p.location.space().is_some()
                })
                .filter(|p| !s.free_supply.iter().any(|f| p.location.is(f)))
                .filter(|p| {
                    check(
                        data,
                        s,
                        &Act::Starve {
                            person: p.id.clone(),
                        },
                    )
                    .is_ok()
                })
                .map(|p| {
                    widgets::chip(
                        format!(
                            "{} · {}",
                            short_name(data, &p.id),
                            p.location.space().unwrap_or_default()
                        ),
                        self.starve.as_ref() == Some(&p.id),
                        Some(Message::Starve(p.id.clone())),
                    )
                })
                .collect();
            c = c.push(widgets::chips(hungry));
            c = c.push(style::small(
                t!("sws-go-hungry"),
                self.starve
                    .clone()
                    .map(|p| Message::Act(Act::Starve { person: p })),
            ));
        }
        if let Some(e) = self.error_at(Where::Card) {
            c = c.push(e);
        }
        card(c.into())
    }

    pub(super) fn kings_men<'a>(&'a self, cx: GameRef<'a>) -> Element<'a, Message> {
        let GameRef { game, data, legal } = cx;
        let mut c = crate::ui::sherwood::die_entry(
            column![
                style::heading(t!("sws-kings-men")),
                text(t!("sws-kings-men-about")).size(size::SMALL),
            ]
            .spacing(8),
            game,
            &self.die,
            self.pads,
            Message::Die,
        );
        // Squads where your people are come first: they are the ones that roll for sure.
        let s = game.state();
        let mut squads: Vec<&Legal> = legal.iter().filter(|l| l.verb == Verb::KingsMen).collect();
        let at = |q: &str| {
            s.squads
                .iter()
                .find(|x| x.name == q)
                .and_then(|x| x.location.space().map(str::to_string))
                .unwrap_or_default()
        };
        squads.sort_by_key(|l| {
            let here = l.space.as_deref().map(at).unwrap_or_default();
            s.yours_at(&here).is_empty()
        });
        for l in squads {
            let Some(q) = &l.space else { continue };
            let here = at(q);
            let odds = squad_preview(data, s, q)
                .map(|prep| crate::ui::sherwood::forecast::odds(game, data, &prep, self.spoilers))
                .map(|g| crate::games::sherwood::foresight::sentence(&g))
                .unwrap_or_default();
            let yours_here = !s.yours_at(&here).is_empty();
            c = c.push(
                column![
                    row![
                        text(t!(
                            "sws-squad-at-here",
                            squad = q.to_string(),
                            place = here.as_str(),
                            yours = if yours_here { "yes" } else { "no" }
                        ))
                        .size(size::DENSE)
                        .width(Length::Fill),
                        style::small(
                            if l.ok() {
                                t!("sws-roll")
                            } else {
                                t!("sws-rolled")
                            },
                            (l.ok() && !self.die_missing(game))
                                .then_some(Message::KingsMen(q.clone()))
                        ),
                    ]
                    .spacing(6)
                    .align_y(iced::Alignment::Center),
                    text(if l.ok() { odds } else { Words::nothing() }).size(size::CAPTION),
                ]
                .spacing(2),
            );
            // The app does not know the map: the player says which other squads are
            // within three spaces of their people, and those roll before the step ends.
            if l.ok() && !yours_here {
                c = c.push(widgets::chips(vec![widgets::chip(
                    t!("sws-squad-near"),
                    self.near.iter().any(|n| n == q),
                    Some(Message::Near(q.clone())),
                )]));
            }
            if self.tapped_squad.as_deref() == Some(q.as_str())
                && let Some(e) = self.error_at(Where::Card)
            {
                c = c.push(e);
            }
        }
        card(c.into())
    }

    pub(super) fn royal_party<'a>(&'a self, cx: GameRef<'a>) -> Element<'a, Message> {
        let GameRef { game, legal, .. } = cx;
        let s = game.state();
        let mut c = column![style::heading(t!("sws-royal-party"))].spacing(8);
        let ok = |v: Verb| legal.iter().any(|l| l.verb == v && l.ok());
        if s.party_done {
            c = c.push(text(t!("sws-party-done")).size(size::DENSE));
        } else if s.royal_party.held && ok(Verb::FealtyAgain) {
            c = self.party_held(c, cx);
        } else if ok(Verb::RoyalPartyMoves) && s.royal_party.location.is(PALACE) {
            c = self.party_first_move(c, cx);
        } else if ok(Verb::RoyalPartyMoves) {
            c = self.party_moves(c, cx);
        }
        if let Some(e) = self.error_at(Where::Card) {
            c = c.push(e);
        }
        card(c.into())
    }

    /// The Fealty roll in a town, laid out before the die: modifiers and odds.
    fn fealty_roll<'a>(
        &'a self,
        c: Column<'a, Message>,
        cx: GameRef<'a>,
        town: &str,
    ) -> Column<'a, Message> {
        let GameRef { game, data, .. } = cx;
        let s = game.state();
        let prepared = fealty_preview(data, s, town);
        let mut c = c.push(crate::ui::sherwood::forecast::laid_out(
            game,
            data,
            prepared.as_ref(),
            self.spoilers,
            crate::ui::sherwood::forecast::ValueEntry {
                answer: &self.answer,
                pads: self.pads,
                on_input: &Message::Answer,
                on_save: &Message::SaveValue,
            },
        ));
        if let Some(e) = self.error_at(Where::Value) {
            c = c.push(e);
        }
        crate::ui::sherwood::die_entry(c, game, &self.die, self.pads, Message::Die)
    }

    /// The party held in a town: its Fealty rolled again.
    fn party_held<'a>(
        &'a self,
        mut c: Column<'a, Message>,
        cx: GameRef<'a>,
    ) -> Column<'a, Message> {
        let GameRef { game, .. } = cx;
        let s = game.state();
        let town = s.royal_party.location.space().unwrap_or_default();
        c = c.push(text(t!("sws-party-held", town = town)).size(size::DENSE));
        c = self.fealty_roll(c, cx, town);
        let again = style::primary(
            t!("sws-fealty-again"),
            (!self.die_missing(game)).then_some(Message::Act(Act::FealtyAgain)),
        );
        let label = t!("sws-fealty-again-label");
        self.with_loss_note(c, cx, again, &label, &Act::FealtyAgain)
    }

    /// The party's first move, from the palace into the first town.
    fn party_first_move<'a>(
        &'a self,
        mut c: Column<'a, Message>,
        cx: GameRef<'a>,
    ) -> Column<'a, Message> {
        let GameRef { game, .. } = cx;
        c = c.push(
            text(t!(
                "sws-party-first",
                town = crate::games::sherwood::state::FIRST_TOWN
            ))
            .size(size::DENSE),
        );
        c = self.fealty_roll(c, cx, crate::games::sherwood::state::FIRST_TOWN);
        let first = style::primary(
            t!(
                "sws-party-first-move",
                town = crate::games::sherwood::state::FIRST_TOWN
            ),
            (!self.die_missing(game)).then_some(Message::PartyMove(None)),
        );
        let town = crate::games::sherwood::state::FIRST_TOWN;
        let moves = Act::RoyalPartyMoves { into: None };
        self.with_loss_note(c, cx, first, town, &moves)
    }

    /// The party's next move: the town the rules propose, or another, or along the road.
    fn party_moves<'a>(
        &'a self,
        mut c: Column<'a, Message>,
        cx: GameRef<'a>,
    ) -> Column<'a, Message> {
        let GameRef { game, .. } = cx;
        let s = game.state();
        let proposed = next_town(s);
        c = c.push(
            text(match &proposed {
                Some(t) => t!("sws-party-next-town", town = t.to_string()),
                None => t!("sws-party-along"),
            })
            .size(size::DENSE),
        );
        // Along the road is carried as its code word and shown in the player's words.
        let road = PlaceChoice {
            value: SpaceId::new(ALONG_THE_ROAD),
            label: along_the_road(),
        };
        let mut options: Vec<PlaceChoice> = vec![road.clone()];
        options.extend(proposed.iter().cloned().map(PlaceChoice::named));
        options.extend(
            s.towns
                .iter()
                .filter(|t| Some(&t.name) != proposed.as_ref())
                .filter(|t| crate::games::sherwood::actions::check_route(s, &t.name).is_ok())
                .map(|t| PlaceChoice::named(t.name.clone())),
        );
        let town = self.party_choice(s);
        c = c.push(widgets::drop_down(
            ("play", 1),
            self.open_list,
            options,
            Some(town.clone().map_or(road, PlaceChoice::named)),
            "",
            Message::Menu,
            |choice: PlaceChoice| Message::PartyTown(choice.value.to_string()),
        ));
        let rolls = town.is_some();
        let label = match &town {
            None => t!("sws-party-move-along"),
            Some(t) => {
                c = self.fealty_roll(c, cx, t);
                t!("sws-party-enter", town = t.to_string())
            }
        };
        let moves = Act::RoyalPartyMoves { into: town.clone() };
        let go = style::primary(
            label.clone(),
            (!rolls || !self.die_missing(game)).then_some(Message::PartyMove(town)),
        );
        self.with_loss_note(c, cx, go, &label, &moves)
    }

    /// The town the player chose for the Royal Party, while the rules still allow it
    /// (`None`: along the road).
    pub(super) fn party_choice(&self, s: &SherwoodState) -> Option<SpaceId> {
        self.party_town
            .clone()
            .filter(|t| crate::games::sherwood::actions::check_route(s, t).is_ok())
    }
}
