//! The choices of the phase under way, each with its odds in words, and the basis of those odds.

use super::{DnfmScreen, Message};
use crate::games::dnfm::cards::{CardSet, System};
use crate::games::dnfm::game::price_for;
use crate::games::dnfm::rules::{Action as Act, legal_actions, refit_refusal};
use crate::games::dnfm::state::{GameEnd, Mode, Phase};
use crate::ui::style;
use crate::ui::style::size;
use iced::widget::{button, column, container, row, text};
use iced::{Element, Length};

impl DnfmScreen {
    pub(super) fn choices(&self, set: &CardSet) -> Element<'_, Message> {
        let s = self.game.state();
        if let Some(end) = s.end {
            let text_end = match end {
                GameEnd::Won => format!("Victory! {} Megacredits.", s.megacredits),
                GameEnd::Lost => "Defeat: the last crewman is lost.".to_string(),
            };
            return container(
                column![
                    style::heading(text_end),
                    style::primary("Home", Some(Message::Home))
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
            .into();
        }
        // While a draw is under way its picker is the only thing to press (see `drawing`).
        if self.drawing() {
            return column![].into();
        }
        let legal = legal_actions(set, s);
        let mut col = column![].spacing(8);
        match &s.phase {
            Phase::Movement => {
                if self.game.stations_editable() {
                    // The first thing a physical game needs: the player's own map.
                    col = col.push(
                        container(
                            text(
                                "Your map first: lay out your Map Cards, then tap each quadrant that shows a spacestation on the Map below (you can change them until your first move).",
                            )
                            .size(size::DENSE),
                        )
                        .padding(8)
                        .width(Length::Fill)
                        .style(style::accent),
                    );
                }
                let next = s.map.distance_to_station(s.position);
                col = col.push(
                    text(match next {
                        Some(1) => "Next spacestation 1 quadrant ahead.".into(),
                        Some(d) => format!("Next spacestation {d} quadrants ahead."),
                        None => "No spacestation on the map.".into(),
                    })
                    .size(size::DENSE),
                );
                let mut r = row![].spacing(6);
                for n in 1..=4u8 {
                    r = r.push(
                        button(text(format!("Move {n}")).center().width(Length::Fill))
                            .on_press(Message::Act(Act::Move(n)))
                            .width(Length::Fill)
                            .height(style::TOUCH)
                            .style(style::button_secondary),
                    );
                }
                col = col.push(r);
            }
            Phase::Refit => {
                let at_station = legal.contains(&Act::Dock);
                if at_station {
                    col = col.push(
                        text("A spacestation: dock to buy upgrades, or go on without.")
                            .size(size::DENSE),
                    );
                    col = col.push(style::secondary(
                        "Dock at the spacestation",
                        Some(Message::Act(Act::Dock)),
                    ));
                }
                for sys in System::SHIP {
                    let (label, act) = if s.docked {
                        ("Buy", Act::Buy(sys))
                    } else {
                        ("Repair", Act::Repair(sys))
                    };
                    if let Some(price) = price_for(set, s, sys) {
                        let ok = legal.contains(&act);
                        // A button that is off says why, inside it.
                        let mut inside =
                            column![text(format!("{label} {} +1 — {price} MC", sys.label()))]
                                .spacing(2);
                        if let Some(why) = refit_refusal(set, s, act).filter(|_| !ok) {
                            inside = inside.push(
                                text(crate::ui::sherwood::capitalised(&why)).size(size::SMALL),
                            );
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
                    style::secondary("Continue to the Event phase", go_on)
                } else {
                    style::primary("Continue to the Event phase", go_on)
                });
            }
            Phase::Event => {
                col = col.push(style::primary(
                    "Scan for events",
                    Some(Message::Act(Act::ScanForEvents)),
                ))
            }
            Phase::Bounty if s.docked => {
                col = col.push(style::primary(
                    "Docked: end the turn",
                    Some(Message::Act(Act::Continue)),
                ))
            }
            Phase::Bounty => {
                col = col.push(style::primary(
                    "Reveal the bounty",
                    Some(Message::Act(Act::RevealBounty)),
                ))
            }
            Phase::Encounter { bounty, .. } => {
                let odds = self.odds();
                if let Some(b) = set.bounty(bounty) {
                    let attack = b.attack_for(s.systems.wmc);
                    col = col.push(
                        container(
                            column![
                                style::heading(b.name.clone()),
                                text(b.subtitle.clone()).size(size::DENSE),
                                text(format!("Detection Level {}", b.dl)),
                                text(attack.map_or(String::new(), |a| format!(
                                    "Attack {} · worth {} MC",
                                    a.pattern, a.value
                                ))),
                            ]
                            .spacing(4),
                        )
                        .padding(10)
                        .style(style::card)
                        .width(Length::Fill),
                    );
                }
                let evade = odds
                    .and_then(|o| o.evade)
                    .map_or(String::new(), |c| format!(" · {}", c.percent()));
                let fight = odds.map_or(String::new(), |o| format!(" · {}", o.win_round.percent()));
                col = col.push(
                    text("Your choice. Odds: evading (NavComm against the DL) · winning one combat round")
                        .size(size::SMALL),
                );
                col = col.push(
                    row![
                        button(text(format!("Evade{evade}")).center().width(Length::Fill))
                            .on_press(Message::Act(Act::Evade))
                            .width(Length::Fill)
                            .height(style::TOUCH)
                            .style(style::button_secondary),
                        button(text(format!("Fight{fight}")).center().width(Length::Fill))
                            .on_press(Message::Act(Act::Fight))
                            .width(Length::Fill)
                            .height(style::TOUCH)
                            .style(style::button_secondary),
                    ]
                    .spacing(6),
                );
                col = col.push(self.odds_basis());
            }
            Phase::Combat { rounds, .. } => {
                let odds = self.odds();
                let win = odds.map_or(String::new(), |o| {
                    format!(" (win {})", o.win_round.percent())
                });
                let attack = Some(Message::Act(Act::Attack));
                if *rounds > 0 {
                    // After a lost round: fight on or flee, as equals.
                    col = col.push(text("Your choice: another round, or flee.").size(size::SMALL));
                    col = col.push(style::secondary(format!("Attack{win}"), attack));
                    col = col.push(style::secondary(
                        if s.extra_bounties > 0 {
                            "Flee (the Counterplot's other bounty is next)"
                        } else {
                            "Flee (ends the turn)"
                        },
                        Some(Message::Act(Act::Flee)),
                    ));
                } else {
                    col = col.push(style::primary(format!("Attack{win}"), attack));
                }
                col = col.push(self.odds_basis());
            }
        }
        // The coach's switch, then its figures: last, so that nothing else moves when the
        // figures arrive.
        col = col.push(self.coach_switch());
        col = col.push(self.coach_lines(set));
        col.into()
    }

    /// What the odds shown are worked out from, in words, and in a digital game the "Peek
    /// at the deck" setting beside them.
    fn odds_basis(&self) -> Element<'_, Message> {
        let mut c = column![].spacing(4);
        if let Some(o) = self.odds() {
            c = c.push(text(format!("{}.", o.basis.label())).size(size::SMALL));
        }
        if self.game.state().mode == Mode::Digital {
            c = c.push(crate::ui::widgets::switch(
                "Peek at the deck",
                self.peek,
                Message::Peek,
            ));
            c = c.push(
                text(
                    "On: the exact odds of the app's deck as it lies, which no player at a \
                     table can see.",
                )
                .size(size::SMALL),
            );
        }
        c.into()
    }
}
