//! The Sherwood Syndrome screen: the shell (header, tracks, tab bar, the wide layout) and
//! one module per tab, each with its own state, messages, `update` and `view`. Every game
//! action goes through the engine; what can be done now comes from its `legal_actions`.
//! Here: the screen's state, messages and `update`; `page` draws the shell around the tabs.

pub mod adjust;
pub mod cell_picker;
pub mod counters;
pub mod forecast;
mod game_ref;
mod page;
pub mod paragraphs;
pub mod people;
pub mod play;
pub mod result;
mod shell;
pub mod tables;

use super::scroll_memory::ScrollMemory;
use super::widgets;
use crate::games::sherwood::actions::{Action as Act, Legal, SherwoodError, legal_actions};
use crate::games::sherwood::game::SherwoodGame;
use crate::games::sherwood::persons::Stat;
use crate::games::sherwood::state::TurnStep;
use crate::games::sherwood::tables::TableId;
use crate::games::sherwood::{PersonId, SherwoodData};
use crate::store::draft::Draft;
use crate::store::settings::TabKey;
use iced::widget::operation::AbsoluteOffset;
use iced::{Element, Task, keyboard};

pub use game_ref::{GameMut, GameRef};
pub use people::person_name;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tab {
    Play,
    People,
    Counters,
    Tables,
    Paragraphs,
    Log,
}

pub struct SherwoodScreen {
    pub game: SherwoodGame,
    pub name: String,
    pub tab: Tab,
    pub play: play::Play,
    pub result: result::ResultPanel,
    pub people: people::People,
    pub counters: counters::Counters,
    pub tables: tables::Tables,
    pub paragraphs: paragraphs::Paragraphs,
    pub adjust: adjust::Adjust,
    /// What the engine allows now, worked out when the game changes.
    legal: Vec<Legal>,
    /// A step back through the log waiting for the player's yes.
    pub going_back: Option<Option<usize>>,
    /// Where Play, People and Paragraphs were scrolled to.
    pub scroll: ScrollMemory<Tab>,
    /// The turn and step last shown: a new step starts at the top of the Play page.
    step_shown: (u32, TurnStep),
}

impl Tab {
    /// The tab's key, as the settings keep the one last shown.
    pub const fn key(self) -> TabKey {
        match self {
            Tab::Play => TabKey::Play,
            Tab::People => TabKey::People,
            Tab::Counters => TabKey::Counters,
            Tab::Tables => TabKey::Tables,
            Tab::Paragraphs => TabKey::Paragraphs,
            Tab::Log => TabKey::Log,
        }
    }

    /// The tab a key stands for (see [`Tab::key`]).
    pub const fn of(key: TabKey) -> Tab {
        match key {
            TabKey::Play => Tab::Play,
            TabKey::People => Tab::People,
            TabKey::Counters => Tab::Counters,
            TabKey::Tables => Tab::Tables,
            TabKey::Paragraphs => Tab::Paragraphs,
            TabKey::Log => Tab::Log,
        }
    }
}

/// The scrollables of the tabs that remember where they were.
pub const PLAY_SCROLL: &str = "sherwood-play";
const PEOPLE_SCROLL: &str = "sherwood-people";
const PARAGRAPHS_SCROLL: &str = "sherwood-paragraphs";

fn scroll_id(tab: Tab) -> Option<&'static str> {
    match tab {
        Tab::Play => Some(PLAY_SCROLL),
        Tab::People => Some(PEOPLE_SCROLL),
        Tab::Paragraphs => Some(PARAGRAPHS_SCROLL),
        Tab::Counters | Tab::Tables | Tab::Log => None,
    }
}

#[derive(Debug, Clone)]
pub enum Message {
    Tab(Tab),
    /// A tab's page scrolled (to be put back there when the tab comes back).
    Scrolled(Tab, AbsoluteOffset),
    Play(play::Message),
    Result(result::Message),
    People(people::Message),
    Counters(counters::Message),
    Tables(tables::Message),
    Paragraphs(paragraphs::Message),
    Adjust(adjust::Message),
    Undo,
    Redo,
    /// Tapped a log entry (or the start): asks first where that undoes actions.
    GoTo(Option<usize>),
    ConfirmGoTo,
    CancelGoTo,
    ExportLog,
    Home,
}

/// What the screen asks of the shell.
pub enum Action {
    None,
    /// The game changed: save it.
    Changed,
    /// Something entered and not yet done changed (a choice, a die): save the game with it.
    Keep,
    Home,
    /// A chart cell read off the player's chart: store it; with `resolve`, then resolve
    /// the roll that waits for it (`SherwoodScreen::resolve_waiting_roll`).
    SaveCell {
        table: TableId,
        row: String,
        column: String,
        code: String,
        resolve: bool,
    },
    /// A counter value read off the player's counter: store it.
    SaveValue {
        person: PersonId,
        stat: Stat,
        value: i32,
    },
    Import(String),
    Browse,
    ExportLog(String),
    /// The player turned "show what unread result paragraphs do" on or off: keep it.
    Spoilers(bool),
    /// A read-aloud button under the paragraph shown: the shell holds the voice.
    Aloud(crate::ui::read_aloud::Control),
    /// Work for the runtime (moving the keyboard focus).
    Run(Task<Message>),
}

/// Runs a game action, or says why not in the words the panel shows (a die still to roll
/// says so in the panel's own words, not the rules' error).
pub(crate) fn act(
    game: &mut SherwoodGame,
    data: &SherwoodData,
    a: Act,
    dice: &[u8],
) -> Result<(), String> {
    match game.act(data, a, dice) {
        Ok(_) => Ok(()),
        Err(SherwoodError::AwaitingDie(_)) => Err(crate::t!("sws-roll-your-die")),
        Err(e) => Err(capitalised(&e.to_string())),
    }
}

pub fn capitalised(t: &str) -> String {
    let mut c = t.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

/// Faces as a die box shows them typed ("7, 2").
fn faces_text(faces: &[u8]) -> String {
    faces
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The faces typed into a die box: one or more values 0–10, or nothing (the app rolls). The
/// error is the line shown under the box as it is.
pub(crate) fn typed_dice(t: &str) -> Result<Vec<u8>, String> {
    t.split([',', ' '])
        .filter(|x| !x.is_empty())
        .map(|x| match x.parse::<u8>() {
            Ok(v @ 0..=10) => Ok(v),
            _ => Err(crate::t!("sws-not-a-die-face", typed = x)),
        })
        .collect()
}

/// What an empty die box says: in physical play the roll waits for the player's die.
pub(crate) fn die_prompt(game: &SherwoodGame) -> String {
    if game.mode == crate::games::sherwood::game::PlayMode::Physical {
        crate::t!("sws-your-die")
    } else {
        crate::t!("sws-your-die-optional")
    }
}

/// Under a die box: why what is typed there is not a die, as soon as it is typed (the rest
/// of the form is kept); nothing when it is fine.
pub(crate) fn die_note<'a, M: 'a>(typed: &str) -> Option<Element<'a, M>> {
    typed_dice(typed)
        .err()
        .map(|e| widgets::error_banner(capitalised(&e)))
}

/// A die box: it asks for the player's die in physical play (left empty, the app rolls in
/// digital play); Enter there sends `on_submit`, if given.
pub(crate) fn die_input<'a, M: Clone + 'a>(
    game: &SherwoodGame,
    typed: &str,
    on_input: fn(String) -> M,
    on_submit: Option<M>,
) -> Element<'a, M> {
    super::text_field::text_field(
        iced::widget::text_input(&die_prompt(game), typed)
            .style(super::style::input)
            .on_input(on_input)
            .on_submit_maybe(on_submit)
            .padding(12),
        typed,
    )
}

/// Under `c`: the die box, then why what is typed there is not a die, then the die pad when
/// pads are shown.
pub(crate) fn die_entry<'a, M: Clone + 'a>(
    c: iced::widget::Column<'a, M>,
    game: &SherwoodGame,
    typed: &str,
    pads: bool,
    on_input: fn(String) -> M,
) -> iced::widget::Column<'a, M> {
    let mut c = c.push(die_input(game, typed, on_input, None));
    if let Some(note) = die_note(typed) {
        c = c.push(note);
    }
    if pads {
        c = c.push(widgets::die_pad(typed, on_input));
    }
    c
}

/// Keeps what may be typed into a die box.
pub(crate) fn die_text(d: &str) -> String {
    d.chars()
        .filter(|c| c.is_ascii_digit() || *c == ',' || *c == ' ')
        .take(8)
        .collect()
}

impl SherwoodScreen {
    /// Number pads under the dice and number fields (a touch screen has no keyboard).
    pub fn show_pads(&mut self, on: bool) {
        self.play.pads = on;
        self.result.pads = on;
        self.paragraphs.pads = on;
    }

    /// Whether the odds show what unread result paragraphs do (the player's setting).
    pub fn show_spoilers(&mut self, on: bool) {
        if self.play.spoilers != on || self.result.spoilers != on {
            self.play.spoilers = on;
            self.result.spoilers = on;
            self.paragraphs.spoilers = on;
        }
    }

    pub fn new(game: SherwoodGame, name: String, data: &SherwoodData) -> Self {
        let mut s = SherwoodScreen {
            game,
            name,
            tab: Tab::Play,
            play: play::Play::default(),
            result: result::ResultPanel::default(),
            people: people::People::default(),
            counters: counters::Counters::default(),
            tables: tables::Tables::default(),
            paragraphs: paragraphs::Paragraphs::default(),
            adjust: adjust::Adjust::default(),
            legal: Vec::new(),
            going_back: None,
            scroll: ScrollMemory::default(),
            step_shown: (0, TurnStep::RebelActions),
        };
        s.game.reword(data);
        s.step_shown = (s.game.state().turn, s.game.state().step);
        s.refresh(data);
        s
    }

    /// What the player has chosen and typed and not yet done, as the save keeps it: the
    /// panels own it; this gathers it (the dice as their faces).
    pub fn draft(&self) -> Draft {
        let first = self.game.state().todo.first().map(|t| t.id);
        let result_die = typed_dice(&self.result.die).unwrap_or_default();
        let for_the_result = !self.result.chosen.is_empty()
            || !result_die.is_empty()
            || !self.result.answer.trim().is_empty();
        Draft {
            task: first.filter(|_| for_the_result),
            result: self.result.chosen.clone(),
            result_die,
            cell: self.result.answer.trim().to_string(),
            form: self.play.form.clone(),
            die: typed_dice(&self.play.die).unwrap_or_default(),
            neutrals_told: self.play.placing_done,
        }
    }

    /// Puts back what the saved game had chosen and typed (the result's choices only while
    /// the same result still waits, the form only while its space is still occupied).
    pub fn with_draft(mut self, d: Draft, data: &SherwoodData) -> Self {
        let first = self.game.state().todo.first().map(|t| t.id);
        if d.task.is_some() && d.task == first {
            self.result.chosen = d.result;
            self.result.die = faces_text(&d.result_die);
            self.result.answer = d.cell;
        }
        let s = self.game.state();
        if d.form
            .space
            .as_ref()
            .is_some_and(|sp| s.occupied_spaces().contains(sp))
        {
            self.play.gold = d.form.gold.map(|g| g.to_string()).unwrap_or_default();
            self.play.form = d.form;
        }
        self.play.die = faces_text(&d.die);
        self.play.placing_done = d.neutrals_told;
        self.play.forecast(&self.game, data);
        self
    }

    /// Every error a form shows now, for tests and scripts.
    pub fn errors(&self) -> Vec<String> {
        [
            self.play.error().map(str::to_string),
            self.result.error.clone(),
            self.result.value_error.clone(),
            self.people.error.clone(),
            self.paragraphs.error.clone(),
            self.adjust.error.clone(),
            self.tables.error.clone(),
        ]
        .into_iter()
        .flatten()
        .collect()
    }

    pub fn legal(&self) -> &[Legal] {
        &self.legal
    }

    /// The game as the tabs' views read it.
    pub fn seen<'a>(&'a self, data: &'a SherwoodData) -> GameRef<'a> {
        GameRef {
            game: &self.game,
            data,
            legal: &self.legal,
        }
    }

    /// After any change of the game (an action, undo, redo, new data): what is legal now,
    /// and every form's error is cleared (an error belongs to the state it was made in).
    pub fn refresh(&mut self, data: &SherwoodData) {
        self.legal = legal_actions(data, self.game.state());
        self.play.game_changed(self.game.state());
        self.play.forecast(&self.game, data);
        self.result.game_changed();
        self.result.preselect(data, self.game.state());
        self.adjust.error = None;
        self.people.error = None;
        self.paragraphs.error = None;
    }

    /// Whether the turn's step changed since this was last asked: the Play page then goes
    /// back to its top, where the new step begins.
    pub fn step_changed(&mut self) -> bool {
        let now = (self.game.state().turn, self.game.state().step);
        let changed = now != self.step_shown;
        self.step_shown = now;
        changed
    }

    /// The player's data changed (a chart cell or a counter value entered): what is legal
    /// and the forecasts are worked out again, and nothing chosen or typed is dropped.
    pub fn data_changed(&mut self, data: &SherwoodData) {
        self.legal = legal_actions(data, self.game.state());
        self.play.forecast(&self.game, data);
    }

    /// The roll that waited for a chart cell, once that cell is known.
    pub fn resolve_waiting_roll(&mut self, data: &SherwoodData) -> Action {
        let known = match self.game.state().todo.first().map(|t| &t.task) {
            Some(crate::games::sherwood::pending::Task::Roll { roll }) => data
                .charts
                .get(roll.table)
                .table
                .rows
                .get(roll.row)
                .and_then(|r| r.cells.get(roll.band))
                .is_some_and(|c| c.result.is_some()),
            _ => false,
        };
        if !known {
            self.refresh(data);
            return Action::None;
        }
        match act(&mut self.game, data, Act::ResolveRoll, &[]) {
            Ok(()) => {
                self.refresh(data);
                Action::Changed
            }
            Err(e) => {
                self.result.error = Some(e);
                Action::None
            }
        }
    }

    /// The primary step, for the Space bar: what the blue button does.
    pub fn next_step(&self, data: &SherwoodData) -> Option<Message> {
        if !self.game.state().todo.is_empty() {
            return self.result.primary(&self.game, data).map(Message::Result);
        }
        self.play.primary(self.seen(data)).map(Message::Play)
    }

    /// Where the Space bar has no step: the message that says why, where the player looks
    /// (the result waiting, or the Play tab's question or choices).
    fn no_next_step(&self) -> Option<Message> {
        if !self.game.state().todo.is_empty() {
            Some(Message::Result(result::Message::NoNextStep))
        } else if self.tab == Tab::Play && self.game.state().end.is_none() {
            Some(Message::Play(play::Message::NoNextStep))
        } else {
            None
        }
    }

    /// Keys this screen handles: Space (the next step), Esc (close what is open, then
    /// home), Tab (the next field of the Counters page), Ctrl+Z / Ctrl+Y.
    pub fn shortcut(
        &mut self,
        data: &SherwoodData,
        key: &keyboard::Key,
        modifiers: keyboard::Modifiers,
    ) -> Option<Message> {
        use keyboard::key::Named;
        match key.as_ref() {
            keyboard::Key::Character("z") if modifiers.command() => Some(Message::Undo),
            keyboard::Key::Character("y") if modifiers.command() => Some(Message::Redo),
            keyboard::Key::Named(Named::Space) => {
                self.next_step(data).or_else(|| self.no_next_step())
            }
            keyboard::Key::Named(Named::Tab) if self.tab == Tab::Counters => Some(
                Message::Counters(counters::Message::FocusNext(modifiers.shift())),
            ),
            keyboard::Key::Named(Named::Escape) => {
                if self.play.open_list.is_some() {
                    Some(Message::Play(play::Message::Menu(None)))
                } else if self.result.open_list.is_some() {
                    Some(Message::Result(result::Message::Menu(None)))
                } else if self.adjust.open_list.is_some() {
                    Some(Message::Adjust(adjust::Message::Menu(None)))
                } else if self.adjust.open {
                    Some(Message::Adjust(adjust::Message::Close))
                } else if self.people.open.is_some() {
                    Some(Message::People(people::Message::Close))
                } else if self.play.has_open_form() {
                    Some(Message::Play(play::Message::CloseForm))
                } else if self.tab != Tab::Play {
                    Some(Message::Tab(Tab::Play))
                } else {
                    Some(Message::Home)
                }
            }
            keyboard::Key::Character(c)
                if !modifiers.command()
                    && c.len() == 1
                    && c.chars().all(|x| x.is_ascii_digit()) =>
            {
                if self.result.wants_die(self.game.state()) {
                    Some(Message::Result(result::Message::Die(format!(
                        "{}{c}",
                        self.result.die
                    ))))
                } else if self.tab == Tab::Play {
                    Some(Message::Play(play::Message::Die(format!(
                        "{}{c}",
                        self.play.die
                    ))))
                } else {
                    None
                }
            }
            _ => None,
        }
    }

    pub fn update(&mut self, data: &SherwoodData, message: Message) -> Action {
        let before = self.game.journal.entries().len();
        let draft_before = self.draft();
        let action = match message {
            Message::Tab(t) => {
                let left = self.tab;
                self.tab = t;
                match scroll_id(t) {
                    Some(id) if t != left => Action::Run(self.scroll.restore(t, id)),
                    _ => Action::None,
                }
            }
            Message::Scrolled(t, offset) => {
                self.scroll.remember(t, offset);
                Action::None
            }
            Message::Play(m) => self.play.update(GameMut::new(&mut self.game, data), m),
            Message::Result(result::Message::Read(n)) => {
                let _ = self
                    .game
                    .reader
                    .reveal(n, crate::games::sherwood::reader::Why::Pointed);
                self.tab = Tab::Paragraphs;
                // The reader is part of the game: kept, and nothing chosen is lost.
                Action::Keep
            }
            Message::Result(result::Message::TakeBack) => self.journal(data, |g| g.undo()),
            Message::Result(result::Message::Correct(table, row, band)) => {
                self.tables.chart = Some(table);
                self.tables.selected = Some((row, band));
                self.tables.answer.clear();
                self.tables.error = None;
                self.tab = Tab::Tables;
                Action::None
            }
            Message::Result(m) => self.result.update(GameMut::new(&mut self.game, data), m),
            Message::People(people::Message::OpenCounters) => {
                self.tab = Tab::Counters;
                Action::None
            }
            Message::People(m) => self.people.update(GameMut::new(&mut self.game, data), m),
            Message::Counters(m) => self.counters.update(data, m),
            Message::Tables(m) => self.tables.update(data, m),
            Message::Paragraphs(m) => self
                .paragraphs
                .update(GameMut::new(&mut self.game, data), m),
            Message::Adjust(m) => self.adjust.update(GameMut::new(&mut self.game, data), m),
            Message::Undo => self.journal(data, |g| g.undo()),
            Message::Redo => self.journal(data, |g| g.redo()),
            Message::GoTo(i) if self.game.journal.undoes(i) > 0 => {
                self.going_back = Some(i);
                Action::None
            }
            Message::GoTo(i) => self.journal(data, |g| g.journal.go_to(i)),
            Message::ConfirmGoTo => match self.going_back.take() {
                Some(i) => self.journal(data, |g| g.journal.go_to(i)),
                None => Action::None,
            },
            Message::CancelGoTo => {
                self.going_back = None;
                Action::None
            }
            Message::ExportLog => Action::ExportLog(crate::i18n::log_markdown(
                &self.game.journal,
                &crate::games::sherwood::game::SherwoodGame::log_title(),
                |e| &e.lines,
                crate::i18n::current(),
            )),
            Message::Home => Action::Home,
        };
        if matches!(action, Action::Changed) || self.game.journal.entries().len() != before {
            self.refresh(data);
            return Action::Changed;
        }
        self.play.forecast(&self.game, data);
        if matches!(action, Action::None) && self.draft() != draft_before {
            return Action::Keep;
        }
        action
    }

    fn journal(
        &mut self,
        data: &SherwoodData,
        f: impl FnOnce(&mut SherwoodGame) -> bool,
    ) -> Action {
        if f(&mut self.game) {
            self.refresh(data);
            Action::Changed
        } else {
            Action::None
        }
    }
}
