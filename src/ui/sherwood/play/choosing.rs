//! What the Play tab's `update` does with the messages that take more than a line: the
//! space and the action chosen, the movers picked and moved, a neutral placed, an action
//! run where it was asked for, and a counter's value kept.

use super::*;
use crate::ui::sherwood::GameMut;

impl Play {
    /// Anything else done closes an open drop-down (a choice picked closes its own), and
    /// the question before ending the step.
    pub(super) fn close_questions(&mut self, message: &Message) {
        if !matches!(message, Message::Menu(_)) {
            self.open_list = None;
        }
        if !matches!(
            message,
            Message::EndRebelActions
                | Message::Act(Act::EndRebelActions)
                | Message::EndKingsMen
                | Message::Act(Act::EndKingsMen)
        ) {
            self.ending = false;
        }
    }

    pub(super) fn choose_space(&mut self, sp: SpaceId) {
        if self.form.space.as_ref() != Some(&sp) {
            self.form.verb = None;
            self.form.actor = None;
            self.form.target = None;
        }
        self.form.space = Some(sp);
    }

    pub(super) fn choose_verb(&mut self, game: &SherwoodGame, data: &SherwoodData, v: Verb) {
        self.form.verb = Some(v);
        self.form.target = None;
        self.error = None;
        self.patients = 1;
        // Someone chosen for another action who cannot take this one is let go.
        if let Some(a) = &self.form.actor
            && v != Verb::Sanctuary
            && game.state().person(a).is_some_and(|p| p.injured)
        {
            self.form.actor = None;
        }
        // One who can act alone is chosen already.
        if let Some(sp) = &self.form.space {
            let able: Vec<PersonId> = game
                .state()
                .participants(sp)
                .iter()
                .filter(|p| !p.injured || v == Verb::Sanctuary)
                .map(|p| p.id.clone())
                .collect();
            if let [only] = able.as_slice() {
                self.form.actor = Some(only.clone());
            }
            if v == Verb::Recruit {
                let s = game.state();
                let mut whom: Vec<String> = s
                    .persons
                    .iter()
                    .filter(|p| p.side == Side::Free && !p.imprisoned && p.location.is(sp))
                    .filter(|p| s.kind(data, &p.id).is_some_and(PersonKind::is_recruitable))
                    .map(|p| p.id.to_string())
                    .collect();
                if s.squads_at(sp) > 0 {
                    whom.push("squad".into());
                }
                if let [only] = whom.as_slice() {
                    self.form.target = Some(only.clone());
                }
            }
        }
    }

    pub(super) fn toggle_mover(&mut self, id: PersonId) {
        if let Some(i) = self.movers.iter().position(|m| *m == id) {
            self.movers.remove(i);
        } else {
            self.movers.push(id);
        }
    }

    /// Beams the chosen movers down (`beam_down`) or moves them, to the destination chosen.
    pub(super) fn move_movers(&mut self, cx: GameMut<'_>, beam_down: bool) -> Action {
        let to = self.destination.clone().unwrap_or_else(SpaceId::unchosen);
        let persons = self.movers.clone();
        let a = if beam_down {
            Act::BeamDown { persons, to }
        } else {
            Act::Move { persons, to }
        };
        self.run(cx, a, Where::Move)
    }

    /// Places the neutral chosen where chosen, once both are.
    pub(super) fn place_neutral(&mut self, cx: GameMut<'_>) -> Action {
        if let (Some(person), Some(space)) = (self.place_who.take(), self.place_where.take()) {
            let change = crate::games::sherwood::effects::Change::PlaceNeutral { person, space };
            return self.run(cx, Act::Apply { change }, Where::Setup);
        }
        Action::None
    }

    pub(super) fn act_at(&mut self, cx: GameMut<'_>, a: Act) -> Action {
        // The footer ends the step; the other steps' buttons are on their card.
        let at = match a {
            Act::EndRebelActions | Act::EndExpenses | Act::EndKingsMen | Act::EndTurn => {
                Where::Step
            }
            _ => Where::Card,
        };
        self.run(cx, a, at)
    }

    pub(super) fn save_value(&mut self, person: PersonId, stat: Stat) -> Action {
        match crate::ui::sherwood::forecast::counter_value(&self.answer) {
            Ok(value) => {
                self.answer.clear();
                self.clear_value_error();
                Action::SaveValue {
                    person,
                    stat,
                    value,
                }
            }
            Err(e) => {
                self.error = Some((Where::Value, e));
                Action::None
            }
        }
    }
}
