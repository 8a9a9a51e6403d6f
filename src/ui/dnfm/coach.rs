//! The coach beside the choices (the "Coach" setting): each choice's chance of winning the
//! whole game, worked out by the engine's coach in a job off the UI thread, kept per state,
//! and shown once ready. The choice buttons never wait for it; off, nothing is computed.

use super::{DnfmScreen, Message};
use crate::games::dnfm::cards::CardSet;
use crate::games::dnfm::coach::{self, CoachKey, CoachOptions, Coaching, choices};
use crate::games::dnfm::game::describe_action;
use crate::games::dnfm::state::DnfmState;
use crate::ui::style::size;
use iced::widget::{column, container, text};
use iced::{Element, Length, Task};
use std::collections::HashMap;

/// How many states' figures are kept: enough for undo and redo to find recent ones.
const KEPT: usize = 16;

/// The coach's part of the screen's state.
pub struct Coach {
    /// The "Coach" setting.
    pub on: bool,
    /// Games played on from each choice.
    games: u32,
    /// Figures worked out, by the state they are for.
    done: HashMap<CoachKey, Coaching>,
    /// The state whose figures a job is working out now.
    working: Option<CoachKey>,
}

impl Default for Coach {
    fn default() -> Self {
        Coach {
            on: false,
            games: coach::DEFAULT_GAMES,
            done: HashMap::new(),
            working: None,
        }
    }
}

/// Figures that came back from a job: the state they are for, and the figures (none when
/// the card set could not be read).
pub type Arrived = Box<(CoachKey, Option<Coaching>)>;

impl Coach {
    /// The state shown, as the coach keys it, when the coach has something to say there.
    fn wanted(&self, set: &CardSet, s: &DnfmState, peek: bool) -> Option<CoachKey> {
        (self.on && s.end.is_none() && !choices(set, s).is_empty())
            .then(|| CoachKey::new(s, self.options(peek)))
    }

    /// A job for the state shown, unless the coach is off, there is nothing to choose, or
    /// its figures are known or already being worked out.
    fn work(&mut self, set: &CardSet, s: &DnfmState, peek: bool) -> Task<Message> {
        let Some(key) = self.wanted(set, s, peek) else {
            return Task::none();
        };
        if self.done.contains_key(&key) || self.working.as_ref() == Some(&key) {
            return Task::none();
        }
        self.working = Some(key.clone());
        let state = s.clone();
        let options = self.options(peek);
        crate::ui::jobs::run(move || {
            CardSet::builtin()
                .ok()
                .map(|set| coach::coach(set, &state, options))
        })
        .map(move |figures| Message::Coached(Box::new((key.clone(), figures))))
    }

    /// The coach's options in the app: the default seed, peeking as the "Peek at the deck"
    /// setting says.
    fn options(&self, peek: bool) -> CoachOptions {
        CoachOptions {
            games: self.games,
            peek,
            ..CoachOptions::default()
        }
    }

    /// Figures came back: kept when they are for the state shown, dropped when the game has
    /// moved on (a stale job's figures are never shown).
    fn arrived(&mut self, key: CoachKey, figures: Option<Coaching>, shown: Option<&CoachKey>) {
        if self.working.as_ref() == Some(&key) {
            self.working = None;
        }
        if shown != Some(&key) {
            return;
        }
        if let Some(figures) = figures {
            if self.done.len() >= KEPT {
                self.done.clear();
            }
            self.done.insert(key, figures);
        }
    }
}

impl DnfmScreen {
    /// The screen as the settings have it ("Coach").
    pub fn coaching(mut self, on: bool) -> Self {
        self.coach.on = on;
        self
    }

    /// Fewer (or more) games played on from each choice than the default: a smaller figure
    /// is sooner ready and less sure (tests use it to keep quick).
    pub fn coach_games(&mut self, games: u32) {
        self.coach.games = games.clamp(1, coach::MAX_GAMES);
    }

    /// The job that works out the coach's figures for the state shown, if one is needed
    /// (the shell runs it after every message and when the screen opens).
    pub fn coach_task(&mut self) -> Task<Message> {
        match CardSet::builtin() {
            Ok(set) => self.coach.work(set, self.game.state(), self.peek),
            Err(_) => Task::none(),
        }
    }

    pub(super) fn coach_arrived(
        &mut self,
        set: &CardSet,
        key: CoachKey,
        figures: Option<Coaching>,
    ) {
        let shown = self.coach.wanted(set, self.game.state(), self.peek);
        self.coach.arrived(key, figures, shown.as_ref());
    }

    /// The figures for the state shown, once worked out.
    pub fn coach_figures(&self, set: &CardSet) -> Option<&Coaching> {
        let key = self.coach.wanted(set, self.game.state(), self.peek)?;
        self.coach.done.get(&key)
    }

    /// Under the choices: each with its chance of winning the game, or a quiet line while
    /// they are worked out; nothing when the coach is off or there is nothing to choose.
    pub(super) fn coach_lines(&self, set: &CardSet) -> Option<Element<'_, Message>> {
        self.coach.wanted(set, self.game.state(), self.peek)?;
        let inside: Element<'_, Message> = match self.coach_figures(set) {
            Some(c) => c
                .choices
                .iter()
                .fold(column![].spacing(2), |col, f| {
                    col.push(
                        text(format!("{}: {}", describe_action(&f.action), f.words()))
                            .size(size::DENSE),
                    )
                })
                .into(),
            None => text("coach: working…").size(size::SMALL).into(),
        };
        Some(container(inside).width(Length::Fill).padding([2, 4]).into())
    }

    /// The "Coach" switch and what it does, where the player chooses.
    pub(super) fn coach_switch(&self) -> Element<'_, Message> {
        column![
            crate::ui::widgets::switch("Coach", self.coach.on, Message::Coach),
            text("On: each choice's chance to win the whole game.").size(size::SMALL),
        ]
        .spacing(4)
        .into()
    }
}
