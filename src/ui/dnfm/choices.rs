//! The choices of the phase under way, each with its odds in words, and the basis of those odds.

use super::{DnfmScreen, Message};
use crate::games::dnfm::cards::{CardSet, System};
use crate::games::dnfm::game::price_for;
use crate::games::dnfm::rules::{Action as Act, legal_actions, refit_refusal};
use crate::games::dnfm::state::{DnfmState, GameEnd, Phase, PlayMode};
use crate::t;
use crate::ui::style;
use crate::ui::style::size;
use iced::widget::{Column, button, column, container, row, text};
use iced::{Element, Length};

impl DnfmScreen {
    pub(super) fn choices(&self, set: &CardSet) -> Element<'_, Message> {
        let s = self.game.state();
        if let Some(end) = s.end {
            return game_end(end, s.megacredits);
        }
        // While a draw is under way its picker is the only thing to press (see `drawing`).
        if self.drawing() {
            return column![].into();
        }
        let legal = legal_actions(set, s);
        let mut col = column![].spacing(8);
        match &s.phase {
            Phase::Movement => col = self.movement_choices(col),
            Phase::Refit => col = refit_choices(col, set, s, &legal),
            Phase::Event => {
                col = col.push(style::primary(
                    t!("dnfm-scan"),
                    Some(Message::Act(Act::ScanForEvents)),
                ))
            }
            Phase::Bounty if s.docked => {
                col = col.push(style::primary(
                    t!("dnfm-docked-end-turn"),
                    Some(Message::Act(Act::Continue)),
                ))
            }
            Phase::Bounty => {
                col = col.push(style::primary(
                    t!("dnfm-reveal-bounty"),
                    Some(Message::Act(Act::RevealBounty)),
                ))
            }
            Phase::Encounter { bounty, .. } => col = self.encounter_choices(col, set, bounty),
            Phase::Combat { rounds, .. } => col = self.combat_choices(col, *rounds),
        }
        // The coach's switch, then its figures: last, so that nothing else moves when the
        // figures arrive.
        col = col.push(self.coach_switch());
        col = col.push(self.coach_lines(set));
        col.into()
    }

    /// Move 1 to 4 quadrants, after the map (a physical game's first need) and the way
    /// to the next station.
    fn movement_choices<'a>(&'a self, mut col: Column<'a, Message>) -> Column<'a, Message> {
        let s = self.game.state();
        if self.game.stations_editable() {
            // The first thing a physical game needs: the player's own map.
            col = col.push(
                container(text(t!("dnfm-map-first")).size(size::DENSE))
                    .padding(8)
                    .width(Length::Fill)
                    .style(style::accent),
            );
        }
        let next = s.map.distance_to_station(s.position);
        col = col.push(
            text(match next {
                Some(d) => t!("dnfm-next-station", quadrants = d),
                None => t!("dnfm-no-station"),
            })
            .size(size::DENSE),
        );
        let mut r = row![].spacing(6);
        for n in 1..=4u8 {
            r = r.push(
                button(
                    text(t!("dnfm-move", quadrants = n))
                        .center()
                        .width(Length::Fill),
                )
                .on_press(Message::Act(Act::Move(n)))
                .width(Length::Fill)
                .height(style::TOUCH)
                .style(style::button_secondary),
            );
        }
        col = col.push(r);
        col
    }

    /// A bounty revealed: what it is, then evade or fight with their odds.
    fn encounter_choices<'a>(
        &'a self,
        mut col: Column<'a, Message>,
        set: &CardSet,
        bounty: &str,
    ) -> Column<'a, Message> {
        let s = self.game.state();
        let odds = self.odds();
        if let Some(b) = set.bounty(bounty) {
            let attack = b.attack_for(s.systems.wmc);
            col = col.push(
                container(
                    column![
                        style::heading(b.name.clone()),
                        text(b.subtitle_label()).size(size::DENSE),
                        text(t!("dnfm-detection-level", dl = b.dl)),
                        text(attack.map_or(String::new(), |a| t!(
                            "dnfm-bounty-attack",
                            pattern = a.pattern.words().to_string(),
                            value = a.value
                        ))),
                    ]
                    .spacing(4),
                )
                .padding(10)
                .style(style::card)
                .width(Length::Fill),
            );
        }
        let evade = match odds.and_then(|o| o.evade) {
            Some(c) => t!(
                "dnfm-with-odds",
                choice = t!("dnfm-evade"),
                odds = c.percent()
            ),
            None => t!("dnfm-evade"),
        };
        let fight = match odds {
            Some(o) => t!(
                "dnfm-with-odds",
                choice = t!("dnfm-fight"),
                odds = o.win_round.percent()
            ),
            None => t!("dnfm-fight"),
        };
        col = col.push(text(t!("dnfm-encounter-choice")).size(size::SMALL));
        let choice = |label: String, act: Act| {
            let label = text(label).center().width(Length::Fill);
            style::text_button(
                label,
                Some(Message::Act(act)),
                [12, 5],
                style::button_secondary,
            )
            .width(Length::Fill)
        };
        col = col.push(row![choice(evade, Act::Evade), choice(fight, Act::Fight)].spacing(6));
        col = col.push(self.odds_basis());
        col
    }

    fn combat_choices<'a>(
        &'a self,
        mut col: Column<'a, Message>,
        rounds: u8,
    ) -> Column<'a, Message> {
        let s = self.game.state();
        let odds = self.odds();
        let attack_label = || match odds {
            Some(o) => t!("dnfm-attack-win", odds = o.win_round.percent()),
            None => t!("dnfm-attack"),
        };
        let attack = Some(Message::Act(Act::Attack));
        if rounds > 0 {
            // After a lost round: fight on or flee, as equals.
            col = col.push(text(t!("dnfm-after-lost-round")).size(size::SMALL));
            col = col.push(style::secondary(attack_label(), attack));
            col = col.push(style::secondary(
                if s.extra_bounties > 0 {
                    t!("dnfm-flee-counterplot")
                } else {
                    t!("dnfm-flee")
                },
                Some(Message::Act(Act::Flee)),
            ));
        } else {
            col = col.push(style::primary(attack_label(), attack));
        }
        col = col.push(self.odds_basis());
        col
    }

    /// What the odds shown are worked out from, in words, and in a digital game the "Peek
    /// at the deck" setting beside them.
    fn odds_basis(&self) -> Element<'_, Message> {
        let mut c = column![].spacing(4);
        if let Some(o) = self.odds() {
            c = c.push(text(t!("dnfm-odds-basis", basis = o.basis.label())).size(size::SMALL));
        }
        if self.game.state().mode == PlayMode::Digital {
            c = c.push(crate::ui::widgets::switch(
                t!("dnfm-peek"),
                self.peek,
                Message::Peek,
            ));
            c = c.push(text(t!("dnfm-peek-about")).size(size::SMALL));
        }
        c.into()
    }
}

/// The game over: won or lost, and the way home.
fn game_end<'a>(end: GameEnd, megacredits: u8) -> Element<'a, Message> {
    let text_end = match end {
        GameEnd::Won => t!("dnfm-won", megacredits = megacredits),
        GameEnd::Lost => t!("dnfm-lost"),
    };
    container(
        column![
            style::heading(text_end),
            style::primary(t!("game-home"), Some(Message::Home))
        ]
        .spacing(10),
    )
    .padding(12)
    .style(if end == GameEnd::Won {
        style::good
    } else {
        style::banner
    })
    .width(Length::Fill)
    .into()
}

/// Dock at a station, buy or repair each system, then on to the event phase.
fn refit_choices<'a>(
    mut col: Column<'a, Message>,
    set: &CardSet,
    s: &DnfmState,
    legal: &[Act],
) -> Column<'a, Message> {
    let at_station = legal.contains(&Act::Dock);
    if at_station {
        col = col.push(text(t!("dnfm-at-station")).size(size::DENSE));
        col = col.push(style::secondary(
            t!("dnfm-dock"),
            Some(Message::Act(Act::Dock)),
        ));
    }
    for sys in System::SHIP {
        let act = if s.docked {
            Act::Buy(sys)
        } else {
            Act::Repair(sys)
        };
        if let Some(price) = price_for(set, s, sys) {
            let ok = legal.contains(&act);
            let label = if s.docked {
                t!("dnfm-buy", system = sys.label(), price = price)
            } else {
                t!("dnfm-repair", system = sys.label(), price = price)
            };
            // A button that is off says why, inside it.
            let mut inside = column![text(label)].spacing(2);
            if let Some(why) = refit_refusal(set, s, act).filter(|_| !ok) {
                inside = inside.push(text(why.sentence()).size(size::SMALL));
            }
            col = col.push(
                button(inside)
                    .on_press_maybe(ok.then_some(Message::Act(act)))
                    .width(Length::Fill)
                    .padding([10, 14])
                    .style(style::button_secondary),
            );
        }
    }
    let go_on = Some(Message::Act(Act::Continue));
    col = col.push(if at_station {
        style::secondary(t!("dnfm-to-event-phase"), go_on)
    } else {
        style::primary(t!("dnfm-to-event-phase"), go_on)
    });
    col
}
