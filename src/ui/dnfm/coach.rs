//! The coach beside the choices (the "Coach" setting): each choice's chance of winning the
//! whole game, worked out by the engine's coach in jobs off the UI thread, kept per state,
//! and shown once ready. The work goes in parts of [`PART`] games, one job each: in a
//! browser, where a job runs on the page's only thread, taps are answered between parts.
//! The choice buttons never wait for it; off, nothing is computed.

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

/// Games played on from each choice in one job (some 20 ms on a desktop core for four
/// choices, a few times that in a phone's browser).
pub const PART: u32 = 100;

/// A state's figures being worked out: the parts done so far.
struct Partial {
    key: CoachKey,
    so_far: Option<Coaching>,
    done: u32,
    /// A part's job is running.
    in_flight: bool,
}

/// The coach's part of the screen's state.
pub struct Coach {
    /// The "Coach" setting.
    pub on: bool,
    /// Games played on from each choice.
    games: u32,
    /// Figures worked out, by the state they are for.
    done: HashMap<CoachKey, Coaching>,
    /// The state whose figures are being worked out now.
    working: Option<Partial>,
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

    /// The job for the next part of the state shown's figures, unless the coach is off,
    /// there is nothing to choose, its figures are known, or a part is under way.
    fn work(&mut self, set: &CardSet, s: &DnfmState, peek: bool) -> Option<Task<Message>> {
        let key = self.wanted(set, s, peek)?;
        if self.done.contains_key(&key) {
            return None;
        }
        let partial = match &mut self.working {
            Some(p) if p.key == key => p,
            // Another state's figures were under way: the game moved on, they are dropped.
            slot => slot.insert(Partial {
                key: key.clone(),
                so_far: None,
                done: 0,
                in_flight: false,
            }),
        };
        if partial.in_flight {
            return None;
        }
        partial.in_flight = true;
        let games = partial.done..(partial.done + PART).min(self.games);
        let state = s.clone();
        let options = self.options(peek);
        let task = crate::ui::jobs::run(move || {
            CardSet::builtin()
                .ok()
                .map(|set| coach::coach_part(set, &state, options, games))
        });
        Some(task.map(move |figures| Message::Coached(Box::new((key.clone(), figures)))))
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

    /// A part came back: added when it is for the state shown, kept once every game is in;
    /// dropped when the game has moved on (a stale job's figures are never shown).
    fn arrived(&mut self, key: CoachKey, part: Option<Coaching>, shown: Option<&CoachKey>) {
        let Some(p) = self.working.as_mut().filter(|p| p.key == key) else {
            return;
        };
        p.in_flight = false;
        let Some(part) = part.filter(|_| shown == Some(&key)) else {
            self.working = None;
            return;
        };
        p.done += part.games;
        match &mut p.so_far {
            Some(so_far) => so_far.add(&part),
            None => p.so_far = Some(part),
        }
        if p.done >= self.games
            && let Some(Partial {
                so_far: Some(figures),
                ..
            }) = self.working.take()
        {
            if self.done.len() >= KEPT {
                self.done.clear();
            }
            self.done.insert(key, figures);
        }
    }

    /// How far the figures for `key` have come, in per cent.
    fn progress(&self, key: &CoachKey) -> u32 {
        match &self.working {
            Some(p) if &p.key == key => p.done * 100 / self.games.max(1),
            _ => 0,
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

    /// The job that works out the coach's figures for the state shown when the screen
    /// opens (after that, `update` asks for it as an `Action::Run`).
    pub fn coach_task(&mut self) -> Task<Message> {
        self.coach_work().unwrap_or_else(Task::none)
    }

    /// The job for the coach's figures for the state shown, if one is needed now.
    pub(super) fn coach_work(&mut self) -> Option<Task<Message>> {
        let set = CardSet::builtin().ok()?;
        self.coach.work(set, self.game.state(), self.peek)
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

    /// Under the coach's switch: each choice with its chance of winning the game, one line a
    /// choice whether its figure is in or still being worked out (so nothing below moves
    /// when the figures arrive), then what they are worked out from. A quiet line where
    /// there is nothing to choose; nothing when the coach is off.
    pub(super) fn coach_lines(&self, set: &CardSet) -> Option<Element<'_, Message>> {
        if !self.coach.on {
            return None;
        }
        let s = self.game.state();
        let Some(key) = self.coach.wanted(set, s, self.peek) else {
            return Some(
                text(crate::t!("dnfm-coach-nothing"))
                    .size(size::SMALL)
                    .into(),
            );
        };
        let figures = self.coach_figures(set);
        let progress = self.coach.progress(&key);
        let mut lines = column![].spacing(2);
        for action in choices(set, s) {
            let figure = figures.and_then(|c| c.of(action)).map_or_else(
                || {
                    crate::t!(
                        "dnfm-coach-working",
                        progress = crate::i18n::percent(f64::from(progress), 0)
                    )
                },
                |f| (f.words()).to_string(),
            );
            lines = lines.push(
                text(crate::t!(
                    "dnfm-coach-line",
                    choice = describe_action(&action),
                    figure = figure
                ))
                .size(size::DENSE),
            );
        }
        lines = lines.push(text(basis_words(self.coach.games, self.peek, s)).size(size::SMALL));
        Some(container(lines).width(Length::Fill).padding([2, 4]).into())
    }

    /// The "Coach" switch and what it does: in the same place at every step of a game that
    /// is not over, so it neither moves nor vanishes as the game goes on.
    pub(super) fn coach_switch(&self) -> Element<'_, Message> {
        column![
            crate::ui::widgets::switch(crate::t!("dnfm-coach"), self.coach.on, Message::Coach),
            text(crate::t!("dnfm-coach-about")).size(size::SMALL),
        ]
        .spacing(4)
        .into()
    }
}

/// What the coach's figures are worked out from, as the command line says it: how many
/// games, by which policy, on which deck.
fn basis_words(games: u32, peek: bool, s: &DnfmState) -> String {
    let options = CoachOptions {
        games,
        peek,
        ..CoachOptions::default()
    };
    let deck = match options.basis(s) {
        crate::games::dnfm::odds::Basis::Known => crate::t!("dnfm-coach-deck-known"),
        crate::games::dnfm::odds::Basis::Peek => crate::t!("dnfm-coach-deck-peek"),
    };
    crate::t!(
        "dnfm-coach-basis",
        games = crate::games::dnfm::words::grouped(u64::from(games)),
        policy = coach::COACH_POLICY.name(),
        deck = deck,
        margin = crate::i18n::percent(95.0, 0)
    )
}
