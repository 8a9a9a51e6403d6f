//! The form of a Rebel Action under way: who acts, with what aid, the die when it is
//! the player's own, every modifier and the odds live before the roll.

use super::{Forecast, Message, Play, Where, join_and, verb_label, verb_table};
use crate::games::sherwood::actions::{
    Action as Act, RollRequest, SherwoodError, Verb, check, group_for, situation_for, takers,
};
use crate::games::sherwood::game::{PlayMode, SherwoodGame};
use crate::games::sherwood::persons::{Ability, PersonKind};
use crate::games::sherwood::prepare;
use crate::games::sherwood::space_id::SpaceId;
use crate::games::sherwood::state::{PersonState, Side};
use crate::games::sherwood::{PrepareError, SherwoodData, Target};
use crate::t;
use crate::ui::sherwood::GameRef;
use crate::ui::sherwood::people::short_name;
use crate::ui::sherwood::typed_dice;
use crate::ui::style::size;
use crate::ui::{style, widgets};
use iced::widget::{Column, column, container, row, text, text_input};
use iced::{Element, Length};

impl Play {
    fn request(&self) -> RollRequest {
        RollRequest {
            space: self.form.space.clone().unwrap_or_else(SpaceId::unchosen),
            actor: self.form.actor.clone(),
            target: self.form.target.as_deref().map(|t| {
                if t == "squad" {
                    Target::KingsMenSquad
                } else {
                    Target::Person(t.into())
                }
            }),
            gold: self.form.gold.unwrap_or(0),
            phasers: self.phasers,
            patients: self.patients.max(1),
            medical_kit: self.kit,
            flee_to: None,
            chart_row: None,
        }
    }

    /// The action the form describes, once it is complete.
    /// Aid the poor with less than 5 gold: allowed (8.3), but it lowers nothing, so it is
    /// never the obvious button.
    pub(super) fn aid_for_nothing(&self) -> bool {
        self.form.verb == Some(Verb::AidThePoor) && self.aid_gold() < 5
    }

    /// The gold the Aid the poor form gives: what was typed or chosen, 5 when nothing was.
    fn aid_gold(&self) -> u8 {
        self.aid.parse().unwrap_or(5)
    }

    pub(super) fn form_action(&self) -> Option<Act> {
        let verb = self.form.verb?;
        let space = self.form.space.clone()?;
        let needs_actor = matches!(
            verb,
            Verb::Raid | Verb::Recruit | Verb::Donations | Verb::Sanctuary
        );
        if needs_actor && self.form.actor.is_none() {
            return None;
        }
        if verb == Verb::Recruit && self.form.target.is_none() {
            return None;
        }
        Some(match verb {
            Verb::BuyHorses => Act::BuyHorses { space },
            Verb::AidThePoor => Act::AidThePoor {
                space,
                gold: self.aid_gold(),
            },
            v => Act::Roll {
                table: verb_table(v)?,
                request: self.request(),
            },
        })
    }

    /// Whether the player's die is still to be given: in physical play a roll waits for the
    /// face typed or tapped (digital play rolls for the player when the box is empty).
    pub(super) fn die_missing(&self, game: &SherwoodGame) -> bool {
        game.mode == PlayMode::Physical && typed_dice(&self.die).is_ok_and(|d| d.is_empty())
    }

    /// Whether the open form's action rolls a die (an automatic result does not).
    pub(super) fn form_rolls(&self) -> bool {
        matches!(self.form_action(), Some(Act::Roll { .. }))
            && !matches!(&self.forecast.preparation, Some(Ok(p)) if p.automatic.is_some())
    }

    pub(super) fn form<'a>(
        &'a self,
        cx: GameRef<'a>,
        verb: Verb,
        space: &'a str,
    ) -> Element<'a, Message> {
        let GameRef { game, .. } = cx;
        let s = game.state();
        let c = column![
            row![
                // A long word (a German verb at a large scale) breaks rather than run under
                // the Close chip.
                text(verb_label(verb))
                    .size(size::LEAD)
                    .width(Length::Fill)
                    .wrapping(iced::widget::text::Wrapping::WordOrGlyph),
                widgets::chip(t!("sws-close"), false, Some(Message::CloseForm))
            ]
            .align_y(iced::Alignment::Center)
        ]
        .spacing(6);
        let participants = s.participants(space);
        let c = self.who_acts(c, cx, verb, &participants);
        let c = self.verb_fields(c, cx, verb, space, &participants);
        let c = self.roll_part(c, cx, verb);
        container(c).padding(8).style(style::chip).into()
    }

    /// Who acts (for the verbs that need someone), and who leaves sanctuary by it.
    fn who_acts<'a>(
        &'a self,
        mut c: Column<'a, Message>,
        cx: GameRef<'a>,
        verb: Verb,
        participants: &[&PersonState],
    ) -> Column<'a, Message> {
        let GameRef { game, data, .. } = cx;
        let s = game.state();
        let who = |injured_ok: bool| -> Vec<Element<'a, Message>> {
            participants
                .iter()
                .filter(|p| injured_ok || !p.injured)
                .map(|p| {
                    widgets::chip(
                        short_name(data, &p.id),
                        self.form.actor.as_ref() == Some(&p.id),
                        Some(Message::Actor(p.id.clone())),
                    )
                })
                .collect()
        };
        match verb {
            Verb::Raid | Verb::Donations | Verb::Recruit => {
                let role = match verb {
                    Verb::Raid => t!("sws-who-raids"),
                    Verb::Recruit => t!("sws-who-recruits"),
                    _ => t!("sws-who-asks"),
                };
                c = c
                    .push(text(role).size(size::SMALL))
                    .push(widgets::chips(who(false)));
            }
            Verb::Sanctuary => {
                c = c
                    .push(text(t!("sws-who-seeks-sanctuary")).size(size::SMALL))
                    .push(widgets::chips(who(true)));
            }
            _ => {}
        }
        // Those who take part leave sanctuary (8.7); the others there keep it.
        let taking = self
            .form_action()
            .map(|a| takers(data, s, &a))
            .unwrap_or_default();
        let sheltered: Vec<String> = participants
            .iter()
            .filter(|p| p.sanctuary.is_some() && taking.contains(&p.id))
            .map(|p| short_name(data, &p.id))
            .collect();
        if !sheltered.is_empty() && verb != Verb::Heal {
            c = c.push(
                text(t!(
                    "sws-taking-part-ends-sanctuary",
                    names = join_and(&sheltered)
                ))
                .size(size::SMALL),
            );
        }
        c
    }

    /// The fields of one verb: whom to recruit and the gold, phasers, patients and kit, the
    /// gold given to the poor, the horses' cost.
    fn verb_fields<'a>(
        &'a self,
        mut c: Column<'a, Message>,
        cx: GameRef<'a>,
        verb: Verb,
        space: &'a str,
        participants: &[&PersonState],
    ) -> Column<'a, Message> {
        let GameRef { game, data, .. } = cx;
        let s = game.state();
        if verb == Verb::Recruit {
            c = self.recruit_fields(c, cx, space);
        }
        if verb == Verb::Raid {
            let federation = participants
                .iter()
                .any(|p| !p.injured && s.kind(data, &p.id).is_some_and(PersonKind::is_federation));
            if federation {
                c = c.push(widgets::switch(
                    t!("sws-use-phasers"),
                    self.phasers,
                    Message::Phasers,
                ));
            }
        }
        if verb == Verb::Heal {
            c = self.heal_fields(c, data, participants);
        }
        if verb == Verb::AidThePoor {
            c = self.aid_fields(c, game, space);
        }
        if verb == Verb::BuyHorses {
            let n = participants.len();
            c = c.push(text(t!("sws-buy-horses-cost", n = n)).size(size::SMALL));
        }
        c
    }

    fn recruit_fields<'a>(
        &'a self,
        mut c: Column<'a, Message>,
        cx: GameRef<'a>,
        space: &'a str,
    ) -> Column<'a, Message> {
        let GameRef { game, data, .. } = cx;
        let s = game.state();
        let mut targets: Vec<Element<'a, Message>> = s
            .persons
            .iter()
            .filter(|p| p.side == Side::Free && !p.imprisoned && p.location.is(space))
            .filter(|p| s.kind(data, &p.id).is_some_and(PersonKind::is_recruitable))
            .map(|p| {
                widgets::chip(
                    short_name(data, &p.id),
                    self.form.target.as_deref() == Some(p.id.as_str()),
                    Some(Message::Target(p.id.to_string())),
                )
            })
            .collect();
        if s.squads_at(space) > 0 {
            targets.push(widgets::chip(
                t!("sws-the-kings-men-squad"),
                self.form.target.as_deref() == Some("squad"),
                Some(Message::Target("squad".into())),
            ));
        }
        c = c
            .push(text(t!("sws-whom")).size(size::SMALL))
            .push(widgets::chips(targets))
            .push(crate::ui::text_field::text_field(
                text_input(&t!("sws-gold-to-spend"), &self.gold)
                    .style(crate::ui::style::input)
                    .on_input(Message::Gold)
                    .padding(12),
                &self.gold,
            ));
        if self.pads {
            c = c.push(widgets::number_pad(&self.gold, Message::Gold));
        }
        c
    }

    /// How many patients (where a healer is here), and the medical kit.
    fn heal_fields<'a>(
        &'a self,
        mut c: Column<'a, Message>,
        data: &'a SherwoodData,
        participants: &[&PersonState],
    ) -> Column<'a, Message> {
        let healer = participants.iter().any(|p| {
            !p.injured
                && data
                    .roster
                    .get(&p.id)
                    .is_some_and(|d| d.has(&Ability::Healer))
        });
        // As many patients as there are injured people here, three at most (¶12).
        let injured = participants.iter().filter(|p| p.injured).count().min(3);
        if healer && injured > 1 {
            let mut treat = row![text(t!("sws-treat")).width(Length::Fill)]
                .spacing(6)
                .align_y(iced::Alignment::Center);
            for n in 1..=u8::try_from(injured).unwrap_or(3) {
                treat = treat.push(widgets::chip(
                    n.to_string(),
                    self.patients.max(1) == n,
                    Some(Message::Patients(n)),
                ));
            }
            c = c.push(treat);
        }
        if healer {
            c = c.push(widgets::switch(
                t!("sws-medical-kit"),
                self.kit,
                Message::Kit,
            ));
        }
        c
    }

    fn aid_fields<'a>(
        &'a self,
        mut c: Column<'a, Message>,
        game: &'a SherwoodGame,
        space: &'a str,
    ) -> Column<'a, Message> {
        let s = game.state();
        let chest = s.tracks.warchest;
        let gold = self.aid_gold();
        c = c.push(text(crate::games::sherwood::actions::aid_words(gold, space)).size(size::SMALL));
        c = c.push(widgets::chips(
            [5u8, 10, 15]
                .into_iter()
                .map(|g| {
                    widgets::chip(
                        t!("sws-gold", gold = g),
                        gold == g,
                        (g <= chest).then_some(Message::Aid(g.to_string())),
                    )
                })
                .collect(),
        ));
        c = c.push(crate::ui::text_field::text_field(
            text_input(&t!("sws-other-amount"), &self.aid)
                .style(crate::ui::style::input)
                .on_input(Message::Aid)
                .padding(12),
            &self.aid,
        ));
        if self.pads {
            c = c.push(widgets::number_pad(&self.aid, Message::Aid));
        }
        c
    }

    /// The odds, the die and the button, and what stands in the way of the roll.
    fn roll_part<'a>(
        &'a self,
        mut c: Column<'a, Message>,
        cx: GameRef<'a>,
        verb: Verb,
    ) -> Column<'a, Message> {
        let GameRef { game, .. } = cx;
        if verb_table(verb).is_some()
            && (self.form.actor.is_some()
                || !matches!(
                    verb,
                    Verb::Raid | Verb::Recruit | Verb::Donations | Verb::Sanctuary
                ))
        {
            c = c.push(self.preview());
            // A counter value refused: under its own field and pad.
            if let Some(e) = self.error_at(Where::Value) {
                c = c.push(e);
            }
        }
        let label = match verb {
            Verb::BuyHorses => t!("sws-verb-buy-horses"),
            Verb::AidThePoor => t!("sws-aid-the-poor-gold", gold = self.aid_gold()),
            _ => t!("sws-roll"),
        };
        let ready = self.forecast.ready;
        let mut go = row![].spacing(6);
        if verb_table(verb).is_some() {
            go = go.push(crate::ui::sherwood::die_input(
                game,
                &self.die,
                Message::Die,
                Some(Message::Roll),
            ));
        }
        let die_wanted = self.die_missing(game) && self.form_rolls();
        // Without the player's die, Roll is grey but still takes the tap, to say why.
        let on_press = ready.then_some(Message::Roll);
        go = go.push(if self.aid_for_nothing() || die_wanted {
            style::secondary(label, on_press)
        } else {
            style::primary(label, on_press)
        });
        c = c.push(go);
        // What the tap on Roll met, right under it (above the pad, which may be tall).
        if let Some(e) = self.error_at(Where::Roll) {
            c = c.push(e);
        }
        if let Some(a) = self.form_action()
            && let Some(note) = self.loss_note(cx, &verb_label(verb), &a)
        {
            c = c.push(note);
        }
        if let Some(note) = crate::ui::sherwood::die_note(&self.die) {
            c = c.push(note);
        } else if die_wanted && ready {
            c = c.push(text(t!("sws-roll-your-die-then")).size(size::SMALL));
        }
        if self.pads && verb_table(verb).is_some() {
            c = c.push(widgets::die_pad(&self.die, Message::Die));
        }
        if let Some(r) = &self.forecast.refusal
            && !matches!(r, SherwoodError::Prepare(PrepareError::Missing(_)))
        {
            c = c.push(widgets::error_banner(crate::ui::sherwood::capitalised(
                &r.to_string(),
            )));
        }
        c
    }

    /// Works out the open form's modifiers, odds and refusal (call after every change).
    pub fn forecast(&mut self, game: &SherwoodGame, data: &SherwoodData) {
        let s = game.state();
        let action = self.form_action();
        let refusal = action.as_ref().and_then(|a| check(data, s, a).err());
        let preparation = self.form.verb.and_then(verb_table).map(|table| {
            let req = self.request();
            let group = group_for(s, table, &req.space);
            let situation = situation_for(data, s, &req, &group);
            prepare(data, table, &situation).map_err(SherwoodError::from)
        });
        let odds = match &preparation {
            Some(Ok(prep)) => crate::ui::sherwood::forecast::odds(game, data, prep, self.spoilers),
            _ => Vec::new(),
        };
        self.forecast = Forecast {
            preparation,
            odds,
            ready: action.is_some() && refusal.is_none(),
            refusal,
        };
    }

    /// Every modifier and the odds, live, before rolling; or what must be known first.
    fn preview<'a>(&'a self) -> Element<'a, Message> {
        let Some(prepared) = &self.forecast.preparation else {
            return column![].into();
        };
        crate::ui::sherwood::forecast::view(
            prepared.as_ref(),
            &self.forecast.odds,
            crate::ui::sherwood::forecast::ValueEntry {
                answer: &self.answer,
                pads: self.pads,
                on_input: &Message::Answer,
                on_save: &Message::SaveValue,
            },
        )
    }
}
