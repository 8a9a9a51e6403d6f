//! The Do Not Forsake Me screen: the ship, the map strip, the phase stepper with one obvious
//! next step, drawn cards and every total, odds beside each choice, the log.

use super::scroll_memory::ScrollMemory;
use super::style;
use crate::engine::deck::{Orientation, PlacedCard, Side};
use crate::games::dnfm::cards::{CardSet, System};
use crate::games::dnfm::game::{CardRefusal, DnfmGame, SoFar, price_for};
use crate::games::dnfm::odds::{Basis, EncounterOdds, encounter_odds};
use crate::games::dnfm::rules::{Action as Act, DnfmError, legal_actions, refit_refusal};
use crate::games::dnfm::state::{DnfmState, GameEnd, Mode, Phase};
use crate::ui::style::size;
use iced::widget::operation::AbsoluteOffset;
use iced::widget::{button, column, container, progress_bar, row, scrollable, text};
use iced::{Element, Length, Task, keyboard};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tab {
    Play,
    Log,
}

pub struct DnfmScreen {
    pub game: DnfmGame,
    pub name: String,
    pub tab: Tab,
    /// Physical mode: faces the player tapped, waiting for an action that needs them.
    pub faces: Vec<PlacedCard>,
    /// The action waiting for more faces, and what they are for.
    pub waiting: Option<(Act, String)>,
    /// While it waits: what the faces entered have told already, and the running draw.
    pub so_far: SoFar,
    /// The system whose resource card is shown enlarged in the Ship panel.
    pub card_shown: Option<System>,
    pub error: Option<String>,
    /// What the last action drew, to show as card faces.
    pub last: Option<crate::games::dnfm::state::Outcome>,
    /// The "Peek at the deck" setting: the odds of the app's deck as it lies instead of
    /// what the player can know.
    pub peek: bool,
    /// The odds for the state shown, worked out in `update` (never in `view`, which is
    /// rebuilt after every message), with the state and basis they are for.
    odds: Option<(DnfmState, Basis, Option<EncounterOdds>)>,
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
    /// Tapped a log entry (or the start): asks first where that undoes actions.
    GoTo(Option<usize>),
    ConfirmGoTo,
    CancelGoTo,
    ToggleStation(u8),
    /// Shows a system's resource card as it lies (or puts it away: `None`).
    ShowCard(Option<System>),
    /// The "Peek at the deck" setting, on or off.
    Peek(bool),
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
}

/// How wide a resource card is drawn when it lies upright, and on its side (pixels): big
/// enough to read the level at its bottom edge on a phone.
const RESOURCE_UPRIGHT: f32 = 250.0;
const RESOURCE_SIDEWAYS: f32 = 340.0;

/// A system's resource card as it lies on the table, its current level at the bottom edge.
fn resource_card<'a>(set: &CardSet, sys: System, level: u8) -> Element<'a, Message> {
    let Some((face, quarters)) = crate::print::dnfm::resource_at(set, sys, level) else {
        return text(format!(
            "{}: no card edge shows level {level}.",
            sys.label()
        ))
        .size(size::SMALL)
        .into();
    };
    let width = if quarters % 2 == 1 {
        RESOURCE_SIDEWAYS
    } else {
        RESOURCE_UPRIGHT
    };
    container(
        column![
            super::drawing::Drawing::new(face, crate::print::dnfm::CARD)
                .turned(quarters)
                .view(width),
            text(format!(
                "The {} card as it lies: level {level} at the bottom edge.",
                sys.label()
            ))
            .size(size::SMALL),
        ]
        .spacing(4)
        .align_x(iced::Alignment::Center),
    )
    .width(Length::Fill)
    .center_x(Length::Fill)
    .into()
}

/// One side's attack: its Combat Value, and its dice in the cannon's white and black
/// positions.
fn fight_row<'a>(
    who: &str,
    cv: i32,
    dropped: &[u8],
    kept: &[u8],
    pattern: &str,
) -> Element<'a, Message> {
    let label = text(format!("{who}: CV {cv}")).size(size::SMALL).width(84);
    match crate::games::dnfm::cards::Pattern::parse(pattern) {
        Ok(p) => row![label, super::widgets::fight_slots(dropped, kept, p.slots())]
            .spacing(4)
            .align_y(iced::Alignment::Center)
            .into(),
        // A pattern the data could not give is still told in the log's line.
        Err(_) => label.into(),
    }
}

/// The draw under way in physical mode: the cards tapped for it, drawn, and their sum.
fn running_total<'a>(set: &CardSet, so_far: &SoFar) -> Option<Element<'a, Message>> {
    if so_far.pending.is_empty() {
        return None;
    }
    let values: Vec<u8> = so_far
        .pending
        .iter()
        .map(|p| {
            set.dice(p.card)
                .map_or(0, |c| c.reading(p.orientation).value)
        })
        .collect();
    let sum: u32 = values.iter().map(|v| u32::from(*v)).sum();
    let sums: Vec<String> = values.iter().map(u8::to_string).collect();
    let more = match so_far.waiting {
        1 => "1 more card".to_string(),
        n => format!("{n} more cards"),
    };
    let mut cards = row![].spacing(4).align_y(iced::Alignment::Center);
    for p in &so_far.pending {
        cards = cards.push(
            super::drawing::Drawing::new(
                crate::print::dnfm::dice_card(set, p.card, p.orientation),
                crate::print::dnfm::CARD,
            )
            .view(PICKER_CARD_WIDTH * 0.6),
        );
    }
    let total = if sums.len() > 1 {
        format!("{} = {sum}", sums.join(" + "))
    } else {
        sum.to_string()
    };
    cards = cards.push(text(format!("So far: {total} · {more}")).size(size::BODY));
    Some(cards.into())
}

/// How wide each card of the physical-mode picker is drawn (four to a row on a phone).
const PICKER_CARD_WIDTH: f32 = 76.0;
/// The room the picker's instruction always takes, so the grid below it never moves.
const PICKER_HEADER: f32 = 60.0;

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
            last: None,
            peek: false,
            going_back: None,
            scroll: ScrollMemory::default(),
            odds: None,
        };
        if let Ok(set) = CardSet::builtin() {
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
                self.error = Some(super::sherwood::capitalised(&e.to_string()));
                self.keep_under_way();
                Action::Changed
            }
            Err(e) => {
                self.faces.clear();
                self.waiting = None;
                self.error = Some(super::sherwood::capitalised(&e.to_string()));
                self.keep_under_way();
                Action::None
            }
        }
    }

    /// The one obvious next step (Space bar).
    pub fn next_step(&self, set: &CardSet) -> Option<Message> {
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
            keyboard::Key::Named(Named::Space) => self.next_step(set),
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

    pub fn update(&mut self, set: &CardSet, message: Message) -> Action {
        let action = self.handle(set, message);
        self.refresh_odds(set);
        action
    }

    fn handle(&mut self, set: &CardSet, message: Message) -> Action {
        match message {
            Message::Act(a) => {
                self.faces.clear();
                self.try_act(set, a)
            }
            Message::Face(f) => {
                let Some((a, _)) = self.waiting.clone() else {
                    return Action::None;
                };
                self.error = None;
                match self.so_far.refusal(f.card) {
                    // Tapped again: taken back, and nothing else.
                    Some(CardRefusal::InThisDraw) => {
                        let start = self.faces.len().saturating_sub(self.so_far.pending.len());
                        if let Some(i) =
                            self.faces.iter().skip(start).position(|p| p.card == f.card)
                        {
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
            Message::BackFace => {
                let Some((a, _)) = self.waiting.clone() else {
                    return Action::None;
                };
                self.error = None;
                if self.faces.pop().is_none() {
                    return Action::None;
                }
                self.so_far = self.game.so_far(set, a, &self.faces);
                self.keep_under_way();
                Action::Changed
            }
            Message::ShowCard(sys) => {
                self.card_shown = sys;
                Action::None
            }
            Message::ClearFaces => {
                self.faces.clear();
                self.waiting = None;
                self.so_far = SoFar::default();
                self.keep_under_way();
                Action::Changed
            }
            Message::Tab(t) => {
                let left = self.tab;
                self.tab = t;
                if t == Tab::Play && left != Tab::Play {
                    Action::Run(self.scroll.restore(Tab::Play, PLAY_SCROLL))
                } else {
                    Action::None
                }
            }
            Message::Scrolled(offset) => {
                self.scroll.remember(Tab::Play, offset);
                Action::None
            }
            // While cards are being entered, Undo steps back out of that action only.
            Message::Undo if self.waiting.is_some() => {
                self.waiting = None;
                self.faces.clear();
                self.so_far = SoFar::default();
                self.keep_under_way();
                Action::Changed
            }
            Message::Undo => {
                self.last = None;
                if self.game.journal.undo() {
                    Action::Changed
                } else {
                    Action::None
                }
            }
            Message::Redo => {
                self.last = None;
                if self.game.journal.redo() {
                    Action::Changed
                } else {
                    Action::None
                }
            }
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
                    Action::Changed
                } else {
                    Action::None
                }
            }
            Message::Peek(on) => {
                self.peek = on;
                Action::Peek(on)
            }
            Message::ExportLog => Action::ExportLog(self.game.log_markdown()),
            Message::Home => Action::Home,
        }
    }

    /// `wide`: the window's width when it is wide enough to show the log beside play.
    pub fn view<'a>(&'a self, set: &'a CardSet, wide: Option<f32>) -> Element<'a, Message> {
        let s = self.game.state();
        let header = row![
            style::small("Home", Some(Message::Home)),
            text(format!("Turn {} · {}", s.turn, self.name))
                .size(size::BODY)
                .width(Length::Fill),
            style::small(
                "Undo",
                self.game.journal.can_undo().then_some(Message::Undo)
            ),
            style::small(
                "Redo",
                self.game.journal.can_redo().then_some(Message::Redo)
            ),
        ]
        .spacing(6)
        .align_y(iced::Alignment::Center);
        let play = self.play(set);
        let log = self.log();
        let body: Element<'a, Message> = if let Some(width) = wide {
            super::widgets::beside_log(play, log, width)
        } else {
            match self.tab {
                Tab::Play => play,
                Tab::Log => log,
            }
        };
        let tabs = row![
            super::widgets::tab_button("Play", self.tab == Tab::Play, Message::Tab(Tab::Play)),
            super::widgets::tab_button("Log", self.tab == Tab::Log, Message::Tab(Tab::Log)),
        ]
        .spacing(6);
        let mut page = column![header, container(body).height(Length::Fill).clip(true)]
            .spacing(8)
            .padding(10);
        if wide.is_none() {
            page = page.push(tabs);
        }
        page.into()
    }

    fn ship(&self, set: &CardSet) -> Element<'_, Message> {
        let s = self.game.state();
        let line = |sys: System, start: u8, max: u8| {
            let v = s.systems.get(sys);
            // Damage shows: below its start a system is in the warning colour, at its last
            // level (or the crew at 2 and below) in the danger colour.
            let low = if sys == System::Crew { v <= 2 } else { v <= 1 };
            let hurt = v < start;
            // The system's name shows its resource card (a second tap puts it away).
            let shown = self.card_shown == Some(sys);
            let name = button(
                row![
                    // The badge the Dice Cards print for the system's damage icon.
                    super::drawing::Drawing::new(
                        crate::print::dnfm::system_icon(sys),
                        crate::print::dnfm::ICON_BOX,
                    )
                    .view(22.0),
                    text(sys.label()),
                    text(if shown { "hide card" } else { "card" })
                        .size(size::SMALL)
                        .style(|t: &iced::Theme| iced::widget::text::Style {
                            color: Some(style::muted(t)),
                        }),
                ]
                .spacing(6)
                .align_y(iced::Alignment::Center),
            )
            .on_press(Message::ShowCard((!shown).then_some(sys)))
            .padding(0)
            .style(button::text);
            row![
                container(name).width(Length::Fill),
                text(format!("{v} / {max}"))
                    .size(size::LEAD)
                    .style(move |t: &iced::Theme| iced::widget::text::Style {
                        color: if low {
                            Some(super::palette::critical(t))
                        } else if hurt {
                            Some(super::palette::hurt(t))
                        } else {
                            None
                        },
                    }),
                text(format!("  start {start}")).size(size::SMALL),
            ]
            .spacing(6)
            .align_y(iced::Alignment::Center)
        };
        let st = set.start;
        let mc = f32::from(s.megacredits.min(st.win_megacredits));
        let mut panel = column![
            style::heading("Ship"),
            line(System::Crew, st.crew, st.crew),
            line(System::Wmc, st.wmc, 4),
            line(System::Fusion, st.fusion, 4),
            line(System::Navcomm, st.navcomm, 4),
        ]
        .spacing(6);
        if let Some(sys) = self.card_shown {
            panel = panel.push(resource_card(set, sys, s.systems.get(sys)));
        }
        panel
            .push(row![
                text("Megacredits").width(Length::Fill),
                text(format!("{} / {}", s.megacredits, st.win_megacredits)).size(size::LEAD)
            ])
            .push(progress_bar(0.0..=f32::from(st.win_megacredits), mc).girth(8))
            .into()
    }

    fn map(&self) -> Element<'_, Message> {
        let s = self.game.state();
        // Two columns of eight: the left climbs (positions 0-7 from the bottom), the right
        // descends (8-15 from the top).
        let editable = self.game.stations_editable();
        let cell = |pos: u8| -> Element<'_, Message> {
            let ship = s.position == pos;
            let station = s.map.is_station(pos);
            let label = format!(
                "{}{}{}",
                pos + 1,
                if station { " St" } else { "" },
                if ship { " ▲" } else { "" }
            );
            let look = if ship {
                style::button_primary
            } else if station {
                style::button_success
            } else {
                style::button_secondary
            };
            // A finger-sized key while the stations are being tapped in; a compact,
            // look-only map once play begins.
            button(text(label).size(size::SMALL).center().width(Length::Fill))
                .on_press_maybe(editable.then_some(Message::ToggleStation(pos)))
                .width(Length::Fill)
                .height(if editable { style::TOUCH } else { 30.0 })
                .padding(4)
                .style(move |t, status| {
                    look(
                        t,
                        if editable {
                            status
                        } else {
                            button::Status::Active
                        },
                    )
                })
                .into()
        };
        let mut grid = column![].spacing(3);
        for r in 0..8u8 {
            grid = grid.push(row![cell(7 - r), cell(8 + r)].spacing(3));
        }
        column![style::heading("Map"), grid].spacing(6).into()
    }

    fn stepper(&self) -> Element<'_, Message> {
        let s = self.game.state();
        let current = match s.phase {
            Phase::Movement | Phase::Refit => 0,
            Phase::Event => 1,
            Phase::Bounty | Phase::Encounter { .. } => 2,
            Phase::Combat { .. } => 3,
        };
        let mut r = row![].spacing(4);
        for (i, name) in ["Movement", "Event", "Bounty", "Combat"].iter().enumerate() {
            let t = container(text(*name).size(size::SMALL).center().width(Length::Fill))
                .padding(6)
                .width(Length::Fill);
            r = r.push(if i == current {
                t.style(style::accent)
            } else {
                t.style(style::chip)
            });
        }
        r.into()
    }

    fn choices(&self, set: &CardSet) -> Element<'_, Message> {
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
                            inside = inside
                                .push(text(super::sherwood::capitalised(&why)).size(size::SMALL));
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
        col.into()
    }

    /// The physical-mode picker: every way a Dice Card can lie, to tap the one in front of
    /// you. Its grid never moves while cards are entered: what the cards have told, the
    /// running total and any message go below it. A card that cannot be drawn now is off,
    /// with the reason; one entered for this draw is marked, and tapped again it is taken
    /// back.
    fn faces(&self, set: &CardSet) -> Element<'_, Message> {
        let Some((_, purpose)) = &self.waiting else {
            return column![].into();
        };
        let mut grid = column![
            container(
                text(format!(
                    "Tap the Dice Card you drew for {purpose}, as it lies in front of you (down: the card turned round):"
                ))
                .size(size::DENSE)
            )
            .height(Length::Fixed(PICKER_HEADER))
        ]
        .spacing(6);
        for card in 1..=6u8 {
            let refusal = self.so_far.refusal(card);
            let entered = self
                .so_far
                .pending
                .iter()
                .find(|p| p.card == card)
                .map(|p| p.orientation);
            let mut r = row![].spacing(4);
            for o in Orientation::ALL {
                let v = set.dice(card).map_or(0, |c| c.reading(o).value);
                let side = if o.side == Side::A { "A" } else { "B" };
                let way = if o.rotated { "down" } else { "up" };
                let placed = PlacedCard {
                    card,
                    orientation: o,
                };
                let picture = super::drawing::Drawing::new(
                    crate::print::dnfm::dice_card(set, card, o),
                    crate::print::dnfm::CARD,
                );
                // The card as entered takes it back; its other ways, and a card set
                // aside, cannot be tapped (the reason is below the grid).
                let press = match refusal {
                    Some(CardRefusal::InThisDraw) if entered != Some(o) => None,
                    Some(CardRefusal::SetAside) => None,
                    _ => Some(Message::Face(placed)),
                };
                r = r.push(
                    button(
                        column![
                            picture.view(PICKER_CARD_WIDTH),
                            text(format!("{card}{side} {way}: {v}")).size(size::SMALL),
                        ]
                        .spacing(2)
                        .width(Length::Fill)
                        .align_x(iced::Alignment::Center),
                    )
                    .on_press_maybe(press)
                    .padding(3)
                    .width(Length::Fill)
                    .style(if entered == Some(o) {
                        style::button_primary
                    } else {
                        style::button_secondary
                    }),
                );
            }
            grid = grid.push(r);
        }
        grid = grid.push(
            row![
                style::small(
                    "\u{2190} Take back the last card",
                    (!self.faces.is_empty()).then_some(Message::BackFace)
                ),
                style::small("Cancel", Some(Message::ClearFaces)),
            ]
            .spacing(6),
        );
        // Below the grid, where nothing it adds can move a card under the finger.
        if let Some(running) = running_total(set, &self.so_far) {
            grid = grid.push(running);
        }
        let mut notes: Vec<String> = Vec::new();
        for p in &self.so_far.pending {
            notes.push(format!(
                "Card {} is in this draw already: tap it again to take it back.",
                p.card
            ));
        }
        if let Some(c) = self.so_far.set_aside {
            notes.push(format!(
                "Card {c} lies set aside under the bounty: it cannot be drawn now."
            ));
        }
        for n in notes {
            grid = grid.push(text(n).size(size::SMALL));
        }
        // What the cards entered have told already (the event before its NavComm check).
        for line in &self.so_far.told {
            grid = grid.push(
                container(text(line.clone()).size(size::SMALL))
                    .padding(6)
                    .width(Length::Fill)
                    .style(style::accent),
            );
        }
        if let Some(e) = &self.error {
            grid = grid.push(super::widgets::error_banner(e.clone()));
        }
        container(grid).padding(10).style(style::card).into()
    }

    /// The cards and dice of the last action, drawn.
    fn drawn(&self, set: &CardSet) -> Element<'_, Message> {
        use crate::games::dnfm::state::Step;
        let Some(out) = &self.last else {
            return column![].into();
        };
        let mut rows = column![].spacing(6);
        for step in &out.steps {
            let (title, cards): (String, Vec<&crate::games::dnfm::state::Drawn>) = match step {
                Step::EventScan { cards, ed, .. } => {
                    (format!("Event scan = {ed}"), cards.iter().collect())
                }
                Step::NavcommCheck { cards, total, .. } => {
                    (format!("NavComm = {total}"), cards.iter().collect())
                }
                Step::BountyRevealed { card, .. } => ("Bounty".into(), vec![card]),
                Step::ThresholdEffect { card, .. } => ("Effect".into(), vec![card]),
                Step::CombatDamage(d) => (
                    "Damage".into(),
                    std::iter::once(&d.card)
                        .chain(d.crew_check.as_ref().map(|c| &c.card))
                        .collect(),
                ),
                Step::IconEffect { damage, .. } => {
                    ("Damage".into(), damage.iter().map(|d| &d.card).collect())
                }
                Step::PlayerAttack {
                    kept,
                    discarded,
                    pattern,
                    cv,
                    ..
                } => {
                    rows = rows.push(fight_row("You", *cv, discarded, kept, pattern));
                    continue;
                }
                Step::BountyAttack {
                    drawn, pattern, cv, ..
                } => {
                    rows = rows.push(fight_row("They", *cv, &[], drawn, pattern));
                    continue;
                }
                _ => continue,
            };
            let mut r = row![text(title).size(size::SMALL).width(84)].spacing(4);
            for c in cards {
                r = r.push(super::widgets::dice_card(set, c));
            }
            rows = rows.push(scrollable(r).direction(scrollable::Direction::Horizontal(
                scrollable::Scrollbar::default(),
            )));
        }
        rows.into()
    }

    fn last_outcome(&self) -> Element<'_, Message> {
        let Some(last) = self.game.journal.entries().last() else {
            return text("Your turn. Move 1 to 4 quadrants clockwise.")
                .size(size::DENSE)
                .into();
        };
        let mut c = column![text(last.label.clone()).size(size::BODY)].spacing(3);
        for l in &last.event.lines {
            c = c.push(text(l.clone()).size(size::DENSE));
        }
        container(c)
            .padding(10)
            .style(style::card)
            .width(Length::Fill)
            .into()
    }

    fn play(&self, set: &CardSet) -> Element<'_, Message> {
        let mut c = column![self.stepper()].spacing(10);
        // While cards are entered, an error shows below the picker's grid (see `faces`).
        if let Some(e) = self.error.as_ref().filter(|_| self.waiting.is_none()) {
            c = c.push(
                container(text(e.clone()))
                    .padding(8)
                    .style(style::banner)
                    .width(Length::Fill),
            );
        }
        c = c.push(self.faces(set));
        c = c.push(self.choices(set));
        c = c.push(self.drawn(set));
        c = c.push(self.last_outcome());
        c = c.push(
            container(self.ship(set))
                .padding(10)
                .style(style::card)
                .width(Length::Fill),
        );
        c = c.push(
            container(self.map())
                .padding(10)
                .style(style::card)
                .width(Length::Fill),
        );
        scrollable(c.padding(iced::padding::right(14)))
            .id(PLAY_SCROLL)
            .on_scroll(|v| Message::Scrolled(v.absolute_offset()))
            .into()
    }

    /// What the odds shown are worked out from, in words, and in a digital game the "Peek
    /// at the deck" setting beside them.
    fn odds_basis(&self) -> Element<'_, Message> {
        let mut c = column![].spacing(4);
        if let Some(o) = self.odds() {
            c = c.push(text(format!("{}.", o.basis.label())).size(size::SMALL));
        }
        if self.game.state().mode == Mode::Digital {
            c = c.push(super::widgets::switch(
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

    fn go_to(&mut self, i: Option<usize>) -> Action {
        self.last = None;
        self.going_back = None;
        if self.game.journal.go_to(i) {
            Action::Changed
        } else {
            Action::None
        }
    }

    fn log(&self) -> Element<'_, Message> {
        let journal = &self.game.journal;
        let going_back = self.going_back.map(|i| {
            super::widgets::GoingBack::to_entry(
                journal,
                i,
                Message::ConfirmGoTo,
                Message::CancelGoTo,
            )
        });
        super::widgets::log_view(
            journal
                .all_entries()
                .map(|(e, live)| super::widgets::LogLine {
                    heading: &e.heading,
                    label: &e.label,
                    lines: &e.event.lines,
                    live,
                }),
            Message::GoTo,
            Message::ExportLog,
            going_back,
        )
    }
}
