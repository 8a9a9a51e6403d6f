//! The Do Not Forsake Me screen: the ship, the map strip, the phase stepper with one obvious
//! next step, drawn cards and every total, odds beside each choice, the log.
//!
//! Here: the screen's state, its messages and `update` (every change goes through the game's
//! API); the page is drawn by `view`, `ship`, `choices` and `cards`; `coach` works out and
//! shows each choice's chance of winning the game (the "Coach" setting).

mod cards;
mod choices;
pub mod coach;
mod shell;
mod ship;
mod view;

use crate::engine::deck::PlacedCard;
use crate::engine::journal::Journal;
use crate::games::dnfm::cards::{CardSet, System};
use crate::games::dnfm::game::{CardRefusal, DnfmGame, LogEvent, Snapshot, SoFar};
use crate::games::dnfm::odds::{Basis, EncounterOdds, encounter_odds};
use crate::games::dnfm::rules::{Action as Act, DnfmError, DrawFor};
use crate::games::dnfm::state::DnfmState;
use crate::store::settings::TabKey;
use crate::ui::scroll_memory::ScrollMemory;
use iced::widget::operation::AbsoluteOffset;
use iced::{Task, keyboard};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tab {
    Play,
    Log,
}

impl Tab {
    /// The tab's key, as the settings keep the one last shown.
    pub const fn key(self) -> TabKey {
        match self {
            Tab::Play => TabKey::Play,
            Tab::Log => TabKey::Log,
        }
    }

    /// The tab a key stands for: Log, else Play (the other keys are Sherwood's tabs).
    pub const fn of(key: TabKey) -> Tab {
        match key {
            TabKey::Log => Tab::Log,
            _ => Tab::Play,
        }
    }
}

pub struct DnfmScreen {
    pub game: DnfmGame,
    pub name: String,
    pub tab: Tab,
    /// Physical mode: faces the player tapped, waiting for an action that needs them.
    pub faces: Vec<PlacedCard>,
    /// The action waiting for more faces, and what the draw it waits for is for.
    pub waiting: Option<(Act, DrawFor)>,
    /// While it waits: what the faces entered have told already, and the running draw.
    pub so_far: SoFar,
    /// The system whose resource card is shown enlarged in the Ship panel.
    pub card_shown: Option<System>,
    pub error: Option<String>,
    /// Why a tap on the map was refused (the stations are set once play has begun): shown
    /// under the map, where the finger is.
    pub map_note: Option<String>,
    /// What the last action drew, to show as card faces.
    pub last: Option<crate::games::dnfm::state::Outcome>,
    /// The "Peek at the deck" setting: the odds of the app's deck as it lies instead of
    /// what the player can know.
    pub peek: bool,
    /// The odds for the state shown, worked out in `update` (never in `view`, which is
    /// rebuilt after every message), with the state and basis they are for.
    odds: Option<(DnfmState, Basis, Option<EncounterOdds>)>,
    /// The "Coach" setting and the figures it has worked out.
    coach: coach::Coach,
    /// A step back through the log waiting for the player's yes.
    pub going_back: Option<Option<usize>>,
    /// Where Play was scrolled to (put back when Play comes back from the log).
    pub scroll: ScrollMemory<Tab>,
}

/// The Play tab's scrollable.
pub const PLAY_SCROLL: &str = "dnfm-play";

#[derive(Debug, Clone)]
pub enum Message {
    /// The Play page scrolled.
    Scrolled(AbsoluteOffset),
    Act(Act),
    Face(PlacedCard),
    /// Takes back the last card entered.
    BackFace,
    ClearFaces,
    Tab(Tab),
    Undo,
    Redo,
    /// The Space bar: the one next step where there is no choice; refused, with the reason,
    /// while a draw is under way.
    NextStep,
    /// Tapped a log entry (or the start): asks first where that undoes actions.
    GoTo(Option<usize>),
    ConfirmGoTo,
    CancelGoTo,
    ToggleStation(u8),
    /// Shows a system's resource card as it lies (or puts it away: `None`).
    ShowCard(Option<System>),
    /// The "Peek at the deck" setting, on or off.
    Peek(bool),
    /// The "Coach" setting, on or off.
    Coach(bool),
    /// The coach's figures for a state, back from their job.
    Coached(coach::Arrived),
    ExportLog,
    Home,
}

pub enum Action {
    None,
    /// Work for the runtime (putting the Play page back where it was).
    Run(Task<Message>),
    Changed,
    Home,
    ExportLog(String),
    /// The player turned "Peek at the deck" on or off: the shell keeps it in the settings.
    Peek(bool),
    /// The player turned "Coach" on or off: the shell keeps it in the settings.
    Coach(bool),
}

impl DnfmScreen {
    /// The screen for `game`, with "Peek at the deck" off.
    pub fn new(game: DnfmGame, name: String) -> Self {
        let mut screen = DnfmScreen {
            game,
            name,
            tab: Tab::Play,
            faces: Vec::new(),
            waiting: None,
            so_far: SoFar::default(),
            card_shown: None,
            error: None,
            map_note: None,
            last: None,
            peek: false,
            going_back: None,
            scroll: ScrollMemory::default(),
            odds: None,
            coach: coach::Coach::default(),
        };
        if let Ok(set) = CardSet::builtin() {
            screen.game.reword(set);
            screen.resume(set);
            screen.refresh_odds(set);
        }
        screen
    }

    /// An action the saved game had under way (cards entered, more to come): back on screen
    /// with every card entered, as if the app had never closed.
    fn resume(&mut self, set: &CardSet) {
        let Some(u) = self.game.under_way.clone() else {
            return;
        };
        self.faces = u.faces;
        match self.game.act(set, u.action, &self.faces) {
            Err(DnfmError::NeedCards { purpose, .. }) => {
                self.so_far = self.game.so_far(set, u.action, &self.faces);
                self.waiting = Some((u.action, purpose));
            }
            // Whatever else it is, it is not an action waiting for cards any more.
            _ => {
                self.faces.clear();
                self.game.under_way = None;
            }
        }
    }

    /// Keeps the action under way (or its end) in the game, which is saved next.
    fn keep_under_way(&mut self) {
        self.game.under_way =
            self.waiting
                .as_ref()
                .map(|(action, _)| crate::games::dnfm::game::UnderWay {
                    action: *action,
                    faces: self.faces.clone(),
                });
    }

    /// The screen as the settings have it ("Peek at the deck").
    pub fn peeking(mut self, set: &CardSet, peek: bool) -> Self {
        self.peek = peek;
        self.refresh_odds(set);
        self
    }

    /// Works the odds out for the state shown, unless they already are.
    fn refresh_odds(&mut self, set: &CardSet) {
        let s = self.game.state();
        let basis = Basis::peeking(self.peek);
        if let Some((seen, b, _)) = &self.odds
            && seen == s
            && *b == basis
        {
            return;
        }
        self.odds = Some((s.clone(), basis, encounter_odds(set, s, basis)));
    }

    /// The odds shown now (worked out by `update`).
    pub fn odds(&self) -> Option<EncounterOdds> {
        self.odds.as_ref().and_then(|(_, _, odds)| *odds)
    }

    fn try_act(&mut self, set: &CardSet, action: Act) -> Action {
        match self.game.act(set, action, &self.faces) {
            Ok(outcome) => {
                self.last = Some(outcome);
                self.faces.clear();
                self.waiting = None;
                self.error = None;
                Action::Changed
            }
            Err(DnfmError::NeedCards { purpose, .. }) => {
                self.so_far = self.game.so_far(set, action, &self.faces);
                self.waiting = Some((action, purpose));
                self.error = None;
                self.keep_under_way();
                Action::Changed
            }
            // A card the rules refuse: it alone is taken back; the cards before it stay.
            Err(e) if self.waiting.is_some() && !self.faces.is_empty() => {
                self.faces.pop();
                self.so_far = self.game.so_far(set, action, &self.faces);
                self.error = Some(e.words().sentence().to_string());
                self.keep_under_way();
                Action::Changed
            }
            Err(e) => {
                self.faces.clear();
                self.waiting = None;
                self.error = Some(e.words().sentence().to_string());
                self.keep_under_way();
                Action::None
            }
        }
    }

    /// Whether a draw is under way: the app waits for the cards of an action in physical
    /// mode. Then only that draw's own controls are offered (a card, Take back, Cancel,
    /// Undo): any other action would throw away the cards entered, or skip what they are
    /// for (the combat damage of a lost round).
    pub fn drawing(&self) -> bool {
        self.waiting.is_some()
    }

    /// A press the screen does not offer while a draw is under way: nothing changes, and
    /// the player is told why where the draw is shown.
    fn refused_while_drawing(&mut self) -> Action {
        self.error = Some(if self.decided() > 0 {
            crate::t!("dnfm-finish-the-decided-draw")
        } else {
            crate::t!("dnfm-finish-the-draw-first")
        });
        Action::None
    }

    /// The one obvious next step (Space bar); none while a draw is under way.
    pub fn next_step(&self, set: &CardSet) -> Option<Message> {
        if self.drawing() {
            return None;
        }
        DnfmGame::suggested(set, self.game.state()).map(Message::Act)
    }

    /// This screen's keys: Ctrl+Z / Ctrl+Y undo and redo, Space the next step where there
    /// is no choice, 1–4 the distance to move, Esc home.
    pub fn shortcut(
        &self,
        set: &CardSet,
        key: &keyboard::Key,
        modifiers: keyboard::Modifiers,
    ) -> Option<Message> {
        use keyboard::key::Named;
        match key.as_ref() {
            keyboard::Key::Character("z") if modifiers.command() => Some(Message::Undo),
            keyboard::Key::Character("y") if modifiers.command() => Some(Message::Redo),
            // Where there is no next step, the press is refused in words.
            keyboard::Key::Named(Named::Space) => {
                self.game.state().end.is_none().then_some(Message::NextStep)
            }
            // Where the player chooses how far to move, the digit is the choice.
            keyboard::Key::Character(c) if !modifiers.command() => c
                .parse::<u8>()
                .ok()
                .map(Act::Move)
                .filter(|a| DnfmGame::choices(set, self.game.state()).contains(a))
                .map(Message::Act),
            keyboard::Key::Named(Named::Escape) => Some(Message::Home),
            _ => None,
        }
    }

    /// What `message` does, and what the shell is asked to do then: the screen's own
    /// action, and the coach's figures for the state now shown as work to run, if wanted.
    pub fn update(&mut self, set: &CardSet, message: Message) -> Vec<Action> {
        let action = self.handle(set, message);
        self.refresh_odds(set);
        let mut actions = vec![action];
        actions.extend(self.coach_work().map(Action::Run));
        actions
    }

    fn handle(&mut self, set: &CardSet, message: Message) -> Action {
        if !matches!(message, Message::ToggleStation(_) | Message::Scrolled(_)) {
            self.map_note = None;
        }
        match message {
            Message::Act(_)
            | Message::NextStep
            | Message::Redo
            | Message::GoTo(_)
            | Message::ConfirmGoTo
            | Message::ToggleStation(_)
                if self.drawing() =>
            {
                self.refused_while_drawing()
            }
            Message::NextStep => match DnfmGame::suggested(set, self.game.state()) {
                Some(a) => self.try_act(set, a),
                None => {
                    self.error = Some(crate::t!("dnfm-space-choose"));
                    Action::None
                }
            },
            Message::Act(a) => {
                self.faces.clear();
                self.try_act(set, a)
            }
            Message::Face(f) => self.face(set, f),
            Message::BackFace => self.back_face(set),
            Message::ShowCard(sys) => {
                self.card_shown = sys;
                Action::None
            }
            Message::ClearFaces => self.clear_draw(set),
            Message::Tab(t) => self.switch_tab(t),
            Message::Scrolled(offset) => {
                self.scroll.remember(Tab::Play, offset);
                Action::None
            }
            // While cards are being entered, Undo takes back the last card of the draw in
            // hand, as Take back does; with none entered yet, it leaves an action that has
            // decided nothing.
            Message::Undo if self.waiting.is_some() => {
                if self.so_far.pending.is_empty() && self.decided() == 0 {
                    self.leave_draw()
                } else {
                    self.back_face(set)
                }
            }
            Message::Undo => self.journal(Journal::undo),
            Message::Redo => self.journal(Journal::redo),
            Message::GoTo(i) if self.game.journal.undoes(i) > 0 => {
                self.going_back = Some(i);
                Action::None
            }
            Message::GoTo(i) => self.go_to(i),
            Message::ConfirmGoTo => match self.going_back.take() {
                Some(i) => self.go_to(i),
                None => Action::None,
            },
            Message::CancelGoTo => {
                self.going_back = None;
                Action::None
            }
            Message::ToggleStation(p) => {
                if self.game.toggle_station(p) {
                    self.map_note = None;
                    Action::Changed
                } else {
                    self.map_note = Some(crate::t!("dnfm-stations-fixed"));
                    Action::None
                }
            }
            Message::Peek(on) => {
                self.peek = on;
                Action::Peek(on)
            }
            Message::Coach(on) => {
                self.coach.on = on;
                Action::Coach(on)
            }
            Message::Coached(arrived) => {
                let (key, figures) = *arrived;
                self.coach_arrived(set, key, figures);
                Action::None
            }
            Message::ExportLog => Action::ExportLog(crate::i18n::log_markdown(
                &self.game.journal,
                &crate::games::dnfm::game::DnfmGame::log_title(),
                |e| &e.lines,
                crate::i18n::current(),
            )),
            Message::Home => Action::Home,
        }
    }

    /// A card face tapped while a draw is under way: added, or taken back when tapped again.
    fn face(&mut self, set: &CardSet, f: PlacedCard) -> Action {
        let Some((a, _)) = self.waiting.clone() else {
            return Action::None;
        };
        self.error = None;
        match self.so_far.refusal(f.card) {
            // Tapped again: taken back, and nothing else.
            Some(CardRefusal::InThisDraw) => {
                let start = self.faces.len().saturating_sub(self.so_far.pending.len());
                if let Some(i) = self.faces.iter().skip(start).position(|p| p.card == f.card) {
                    self.faces.remove(start + i);
                }
                self.so_far = self.game.so_far(set, a, &self.faces);
                self.keep_under_way();
                Action::Changed
            }
            Some(CardRefusal::SetAside) => Action::None,
            None => {
                self.faces.push(f);
                self.try_act(set, a)
            }
        }
    }

    /// How many of the faces entered belong to draws already complete: what they told is
    /// decided (a lost round, an event detected, a bounty met) and stays, whatever is
    /// pressed, until the action ends in the log.
    pub fn decided(&self) -> usize {
        if self.waiting.is_none() {
            return 0;
        }
        self.faces.len().saturating_sub(self.so_far.pending.len())
    }

    /// The last face entered for the draw in hand, taken back; the cards of a draw already
    /// complete are never taken back (refused, with the reason).
    fn back_face(&mut self, set: &CardSet) -> Action {
        let Some((a, _)) = self.waiting.clone() else {
            return Action::None;
        };
        if self.so_far.pending.is_empty() {
            return self.refused_decided();
        }
        self.error = None;
        self.faces.pop();
        self.so_far = self.game.so_far(set, a, &self.faces);
        self.keep_under_way();
        Action::Changed
    }

    /// Cancel: takes back the cards of the draw in hand. Where nothing is decided yet the
    /// action is left; after a complete draw the action stays, waiting for this draw.
    fn clear_draw(&mut self, set: &CardSet) -> Action {
        let Some((a, _)) = self.waiting.clone() else {
            return Action::None;
        };
        let decided = self.decided();
        if decided == 0 {
            return self.leave_draw();
        }
        if self.so_far.pending.is_empty() {
            return self.refused_decided();
        }
        self.error = None;
        self.faces.truncate(decided);
        self.so_far = self.game.so_far(set, a, &self.faces);
        self.keep_under_way();
        Action::Changed
    }

    /// Leaves an action waiting for cards, none of whose draws is complete.
    fn leave_draw(&mut self) -> Action {
        self.faces.clear();
        self.waiting = None;
        self.so_far = SoFar::default();
        self.error = None;
        self.keep_under_way();
        Action::Changed
    }

    /// A press that would take back a card of a draw already complete: nothing changes, and
    /// the player is told that what those cards decided stays.
    fn refused_decided(&mut self) -> Action {
        self.error = Some(crate::t!("dnfm-draw-decided"));
        Action::None
    }

    /// Whether Take back is offered: it takes back a card of the draw in hand, or, after a
    /// complete draw, says at the tap why those cards stay.
    pub fn can_take_back(&self) -> bool {
        !self.so_far.pending.is_empty() || self.decided() > 0
    }

    /// Whether the header's Undo is offered: during a draw it is Take back (or leaves an
    /// action that decided nothing); otherwise it steps back through the log.
    pub fn undo_offered(&self) -> bool {
        self.drawing() || self.game.journal.can_undo()
    }

    /// Back on the Play tab, its scroll is where it was left.
    fn switch_tab(&mut self, t: Tab) -> Action {
        let left = self.tab;
        self.tab = t;
        if t == Tab::Play && left != Tab::Play {
            Action::Run(self.scroll.restore(Tab::Play, PLAY_SCROLL))
        } else {
            Action::None
        }
    }

    /// A step back or forward through the log (`step`: the journal's undo or redo).
    fn journal(&mut self, step: fn(&mut Journal<Snapshot, LogEvent>) -> bool) -> Action {
        self.last = None;
        if step(&mut self.game.journal) {
            Action::Changed
        } else {
            Action::None
        }
    }

    fn go_to(&mut self, i: Option<usize>) -> Action {
        self.last = None;
        self.going_back = None;
        if self.game.journal.go_to(i) {
            Action::Changed
        } else {
            Action::None
        }
    }
}
