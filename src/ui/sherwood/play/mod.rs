//! The Play tab: the step of the turn, and for Rebel Actions the space, its actions (each
//! enabled or with the engine's reason), the action's form with every modifier and the odds
//! live, moving and beaming, preaching and releases; then expenses, the King's Men and the
//! Royal Party.
//!
//! Here: the tab's state, its messages and `update`, and the page's outline; the parts of the
//! page are drawn by `sheet`, `form`, `movement` and `later_steps`.

mod choosing;
mod form;
mod later_steps;
mod movement;
mod sheet;

use super::{Action, act, die_text, typed_dice};
use crate::games::sherwood::actions::{
    Action as Act, Legal, SherwoodError, Verb, squads_that_must_roll, sure_loss,
};
use crate::games::sherwood::game::SherwoodGame;
use crate::games::sherwood::persons::{PersonKind, Stat};
use crate::games::sherwood::space_id::SquadId;
use crate::games::sherwood::state::{
    Ending, Location, PALACE, SherwoodState, Side, Track, TurnStep,
};
use crate::games::sherwood::{PersonId, SherwoodData, SpaceId, TableId};
use crate::store::draft::PlayForm;
use crate::t;
use crate::ui::sherwood::{GameMut, GameRef};
use crate::ui::style::size;
use crate::ui::widgets::ListKey;
use crate::ui::{style, widgets};
use iced::widget::{Column, column, container, text};
use iced::{Element, Length};

/// The space actions, in the order the sheet shows them.
const SPACE_VERBS: [Verb; 8] = [
    Verb::Raid,
    Verb::Recruit,
    Verb::Donations,
    Verb::StealHorses,
    Verb::BuyHorses,
    Verb::AidThePoor,
    Verb::Sanctuary,
    Verb::Heal,
];

pub fn verb_label(v: Verb) -> String {
    match v {
        Verb::Raid => t!("sws-verb-raid"),
        Verb::Recruit => t!("sws-verb-recruit"),
        Verb::Donations => t!("sws-verb-donations"),
        Verb::StealHorses => t!("sws-verb-steal-horses"),
        Verb::BuyHorses => t!("sws-verb-buy-horses"),
        Verb::AidThePoor => t!("sws-verb-aid-the-poor"),
        Verb::Sanctuary => t!("sws-verb-sanctuary"),
        Verb::Heal => t!("sws-verb-heal"),
        _ => String::new(),
    }
}

fn verb_table(v: Verb) -> Option<TableId> {
    v.table()
}

/// A destination as the player picks it: a named place, or a kind of space the map has
/// many of (a new place is named for it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlaceChoice {
    /// A place's name, or a kind of space ("forest") for a new place.
    pub value: SpaceId,
    pub label: String,
}

impl PlaceChoice {
    /// A place picked by its own name.
    pub fn named(space: SpaceId) -> PlaceChoice {
        PlaceChoice {
            label: space.to_string(),
            value: space,
        }
    }
}

impl std::fmt::Display for PlaceChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.label)
    }
}

/// Every place a group can go: the map's named places, those named in play, and the kinds
/// without names.
pub fn destinations(data: &SherwoodData, s: &SherwoodState) -> Vec<PlaceChoice> {
    let mut out: Vec<PlaceChoice> = s
        .space_names(data)
        .into_iter()
        .map(PlaceChoice::named)
        .collect();
    for (value, label) in [
        ("forest", t!("sws-new-forest")),
        ("road", t!("sws-new-road")),
        ("bridge", t!("sws-new-bridge")),
    ] {
        out.push(PlaceChoice {
            value: SpaceId::new(value),
            label,
        });
    }
    out
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Where {
    /// The Rebel Action's form.
    Roll,
    /// The Move-or-beam card.
    Move,
    /// Preaching and releases.
    Other,
    /// The footer's button that ends the step.
    Step,
    /// The card of the step under way: expenses, the King's Men, the Royal Party.
    Card,
    /// A counter value asked for right in a roll's preview.
    Value,
    Setup,
}

#[derive(Default)]
pub struct Play {
    /// The drop-down open now, if any.
    pub open_list: Option<ListKey>,
    /// The action's form (kept in the save as part of its draft).
    pub form: PlayForm,
    /// The gold to spend, as typed.
    pub gold: String,
    pub phasers: bool,
    pub patients: u8,
    pub kit: bool,
    /// Gold for the poor, as typed or chosen; empty means the usual 5.
    pub aid: String,
    pub die: String,
    pub movers: Vec<PersonId>,
    pub destination: Option<SpaceId>,
    pub party_town: Option<SpaceId>,
    pub starve: Option<PersonId>,
    /// Ending the step (Rebel Actions with actions still open, King's Men Actions with a
    /// squad unrolled where your people are) was asked for: the question is up.
    pub ending: bool,
    /// A physical setup's Neutral being placed: who and where.
    pub place_who: Option<PersonId>,
    pub place_where: Option<SpaceId>,
    /// The player said every Neutral they placed is entered (or will do it later).
    pub placing_done: bool,
    pub answer: String,
    /// Number pads under the number fields (a touch screen has no keyboard).
    pub pads: bool,
    /// Show what unread result paragraphs do in the odds (the player asked for spoilers).
    pub spoilers: bool,
    /// An action that would lose the game whatever the die shows, tapped: the question
    /// next to its control, until the player says yes or keeps playing.
    losing: Option<(Where, Act, Ending)>,
    /// The squad whose Roll was tapped last: what its roll met shows under its row.
    tapped_squad: Option<String>,
    /// King's Men squads the player marked as within three spaces of their people on the
    /// map at the table (the app does not know the map): they roll this step, and ending
    /// the step with one unrolled asks first.
    pub near: Vec<String>,
    error: Option<(Where, String)>,
    forecast: Forecast,
}

/// What the open form's roll would give, worked out in `update` whenever the form or the
/// game changes; the view only shows it.
#[derive(Default)]
struct Forecast {
    /// The modifiers and odds of the form's table, or what must be known first.
    preparation: Option<Result<crate::games::sherwood::Preparation, SherwoodError>>,
    odds: Vec<crate::games::sherwood::foresight::Foreseen>,
    /// Why the form's action would be refused now.
    refusal: Option<SherwoodError>,
    ready: bool,
}

#[derive(Debug, Clone)]
pub enum Message {
    /// A dropdown opened or closed (Esc closes an open one first).
    /// Opens a drop-down (or closes it: `None`).
    Menu(Option<ListKey>),
    Space(SpaceId),
    Verb(Verb),
    CloseForm,
    Actor(PersonId),
    Target(String),
    Gold(String),
    Phasers(bool),
    Patients(u8),
    Kit(bool),
    Aid(String),
    Die(String),
    Roll,
    ToggleMover(PersonId),
    Destination(PlaceChoice),
    BeamDown,
    BeamUp,
    Move,
    Preach(Track),
    Release(PersonId),
    Act(Act),
    Starve(PersonId),
    KingsMen(String),
    PartyTown(String),
    PartyMove(Option<SpaceId>),
    /// End Rebel Actions, asking first where actions are still open.
    EndRebelActions,
    /// End King's Men Actions, asking first where a squad that must roll has not.
    EndKingsMen,
    /// A squad marked (or no longer) as within three spaces of your people on the map.
    Near(String),
    /// Yes to the question before an action that loses the game: take it.
    LoseAnyway,
    PlaceWho(PersonId),
    PlaceWhere(SpaceId),
    PlaceNeutral,
    PlacingDone,
    KeepPlaying,
    Answer(String),
    SaveValue(PersonId, Stat),
    /// The Space bar where it has no step (a question or a choice waits for a tap): the
    /// reason is said there, and nothing else changes.
    NoNextStep,
}

impl Play {
    /// The game changed: errors go, and choices that no longer fit are dropped.
    pub fn game_changed(&mut self, s: &SherwoodState) {
        self.error = None;
        self.die.clear();
        self.ending = false;
        if s.step != TurnStep::KingsMen {
            self.near.clear();
        }
        if let Some(sp) = &self.form.space
            && !s.occupied_spaces().iter().any(|o| o == sp)
        {
            self.form.space = None;
            self.form.verb = None;
        }
        if let Some(a) = &self.form.actor
            && !self
                .form
                .space
                .as_deref()
                .is_some_and(|sp| s.participants(sp).iter().any(|p| &p.id == a))
        {
            self.form.actor = None;
        }
        self.movers.retain(|m| {
            s.person(m).is_some_and(|p| {
                p.side == Side::Controlled
                    && !p.imprisoned
                    && !s.moved.contains(m)
                    && !s.took_part.contains(m)
            })
        });
        if s.acted.iter().any(|a| Some(a) == self.form.space.as_ref()) {
            self.form.verb = None;
        }
        // No more patients than are injured there now (paragraph 12).
        let injured = self.form.space.as_deref().map_or(0, |sp| {
            s.participants(sp).iter().filter(|p| p.injured).count()
        });
        self.patients = self.patients.min(u8::try_from(injured).unwrap_or(3)).max(1);
        if s.step != TurnStep::RebelActions {
            self.form.verb = None;
        }
        if self
            .party_town
            .as_ref()
            .is_some_and(|t| crate::games::sherwood::actions::check_route(s, t).is_err())
        {
            self.party_town = None;
        }
        // The one place where your people can act is chosen already.
        if self.form.space.is_none() && s.step == TurnStep::RebelActions {
            let open: Vec<SpaceId> = s
                .occupied_spaces()
                .into_iter()
                .filter(|sp| !s.acted.contains(sp))
                .filter(|sp| !s.participants(sp).is_empty())
                .collect();
            if let [only] = open.as_slice() {
                self.form.space = Some(only.clone());
            }
        }
    }

    /// Whether the question before an action that loses the game is up.
    pub fn asks_before_losing(&self) -> bool {
        self.losing.is_some()
    }

    /// The error on show, if any (next to the control that caused it).
    pub fn error(&self) -> Option<&str> {
        self.error.as_ref().map(|(_, e)| e.as_str())
    }

    pub fn has_open_form(&self) -> bool {
        self.form.verb.is_some()
    }

    /// Whether the Space bar's step is to end the step in hand (or to pay for it), so that
    /// the step's own button is the blue one.
    pub fn ends_the_step_next(&self, cx: GameRef<'_>) -> bool {
        matches!(
            self.primary(cx),
            Some(
                Message::EndRebelActions
                    | Message::EndKingsMen
                    | Message::Act(
                        Act::EndRebelActions
                            | Act::PayExpenses
                            | Act::EndExpenses
                            | Act::EndKingsMen
                            | Act::EndTurn
                    )
            )
        )
    }

    /// The blue button's message (the Space bar): never one the engine would refuse.
    pub fn primary(&self, cx: GameRef<'_>) -> Option<Message> {
        let GameRef { game, data, legal } = cx;
        if self.losing.is_some() {
            return None;
        }
        let m = self.primary_step(game, legal)?;
        // Losing the game is never the obvious step: the player taps it and says yes.
        match self.message_action(&m) {
            Some(a) if sure_loss(data, game.state(), &a).is_some() => None,
            _ => Some(m),
        }
    }

    fn primary_step(&self, game: &SherwoodGame, legal: &[Legal]) -> Option<Message> {
        let s = game.state();
        let ok = |v: Verb| legal.iter().any(|l| l.verb == v && l.ok());
        let die_ready = !self.die_missing(game);
        match s.step {
            TurnStep::RebelActions => {
                if self.forecast.ready
                    && (die_ready || !self.form_rolls())
                    && !self.aid_for_nothing()
                {
                    Some(Message::Roll)
                } else if self.ending {
                    // The question before ending with actions open is answered by a tap,
                    // never by the key that asked it.
                    None
                } else if ok(Verb::EndRebelActions) {
                    Some(Message::EndRebelActions)
                } else {
                    None
                }
            }
            TurnStep::Expenses if ok(Verb::PayExpenses) => Some(Message::Act(Act::PayExpenses)),
            TurnStep::Expenses if ok(Verb::EndExpenses) => Some(Message::Act(Act::EndExpenses)),
            TurnStep::Expenses => None,
            TurnStep::KingsMen => {
                // A squad in a space with your people rolls for sure: that comes first, even
                // while the question before ending the step is up (ending anyway skips a
                // rule, so it is never the obvious step).
                let must = squads_to_roll(s, &self.near);
                let squad = legal
                    .iter()
                    .filter(|l| l.verb == Verb::KingsMen && l.ok())
                    .filter_map(|l| l.space.as_ref())
                    .find(|q| must.iter().any(|(m, _)| m == q.as_str()));
                match squad {
                    Some(q) if die_ready => Some(Message::KingsMen(q.clone())),
                    Some(_) => None,
                    None => ok(Verb::EndKingsMen).then_some(Message::Act(Act::EndKingsMen)),
                }
            }
            TurnStep::RoyalParty => {
                if ok(Verb::FealtyAgain) {
                    die_ready.then_some(Message::Act(Act::FealtyAgain))
                } else if ok(Verb::RoyalPartyMoves) {
                    let town = self
                        .party_choice(s)
                        .filter(|_| !s.royal_party.location.is(PALACE));
                    let rolls = town.is_some() || s.royal_party.location.is(PALACE);
                    (die_ready || !rolls).then_some(Message::PartyMove(town))
                } else if ok(Verb::EndTurn) {
                    Some(Message::Act(Act::EndTurn))
                } else {
                    None
                }
            }
        }
    }

    /// Takes an action, asking first where it would lose the game whatever the die shows.
    fn run(&mut self, cx: GameMut<'_>, a: Act, at: Where) -> Action {
        if let Some(ending) = sure_loss(cx.data, cx.game.state(), &a) {
            self.losing = Some((at, a, ending));
            return Action::None;
        }
        self.run_now(cx, a, at)
    }

    fn run_now(&mut self, cx: GameMut<'_>, a: Act, at: Where) -> Action {
        let GameMut { game, data } = cx;
        let dice = match typed_dice(&self.die) {
            Ok(d) => d,
            Err(e) => {
                self.error = Some((at, e));
                return Action::None;
            }
        };
        match act(game, data, a, &dice) {
            Ok(()) => Action::Changed,
            Err(e) => {
                self.error = Some((at, e));
                Action::None
            }
        }
    }

    pub fn update(&mut self, cx: GameMut<'_>, message: Message) -> Action {
        if let Message::NoNextStep = message {
            self.no_next_step();
            return Action::None;
        }
        self.close_questions(&message);
        let losing = self.losing.take();
        match message {
            Message::Menu(key) => self.open_list = key,
            Message::Space(sp) => self.choose_space(sp),
            Message::Verb(v) => self.choose_verb(cx.game, cx.data, v),
            Message::CloseForm => self.form.verb = None,
            Message::Actor(a) => self.form.actor = Some(a),
            Message::Target(t) => self.form.target = Some(t),
            Message::Gold(g) => {
                self.gold = g.chars().filter(char::is_ascii_digit).take(2).collect();
                self.form.gold = self.gold.parse().ok();
            }
            Message::Phasers(p) => self.phasers = p,
            Message::Patients(n) => self.patients = n.clamp(1, 3),
            Message::Kit(k) => self.kit = k,
            Message::Aid(g) => {
                self.aid = g.chars().filter(char::is_ascii_digit).take(2).collect();
            }
            Message::Die(d) => self.die = die_text(&d),
            Message::Roll if self.die_missing(cx.game) && self.form_rolls() => {
                self.error = Some((Where::Roll, t!("sws-die-first")));
            }
            Message::Roll => {
                if let Some(a) = self.form_action() {
                    return self.run(cx, a, Where::Roll);
                }
            }
            Message::ToggleMover(id) => self.toggle_mover(id),
            Message::Destination(d) => self.destination = Some(d.value),
            Message::BeamDown => return self.move_movers(cx, true),
            Message::Move => return self.move_movers(cx, false),
            Message::BeamUp => {
                let persons = self.movers.clone();
                return self.run(cx, Act::BeamUp { persons }, Where::Move);
            }
            Message::Preach(track) => {
                return self.run(cx, Act::Preach { track }, Where::Other);
            }
            Message::Release(person) => {
                return self.run(cx, Act::Release { person }, Where::Other);
            }
            Message::EndRebelActions => {
                if open_actions(cx.data, cx.game.state()).is_empty() {
                    return self.run(cx, Act::EndRebelActions, Where::Step);
                }
                self.ending = true;
            }
            Message::EndKingsMen => {
                if squads_to_roll(cx.game.state(), &self.near).is_empty() {
                    return self.run(cx, Act::EndKingsMen, Where::Step);
                }
                self.ending = true;
            }
            Message::KeepPlaying => self.ending = false,
            Message::Near(q) => {
                if let Some(i) = self.near.iter().position(|n| *n == q) {
                    self.near.remove(i);
                } else {
                    self.near.push(q);
                }
            }
            // Handled before the questions close (see the top of `update`).
            Message::NoNextStep => {}
            Message::LoseAnyway => {
                if let Some((at, a, _)) = losing {
                    return self.run_now(cx, a, at);
                }
            }
            Message::PlaceWho(p) => self.place_who = Some(p),
            Message::PlaceWhere(w) => self.place_where = Some(w),
            Message::PlaceNeutral => return self.place_neutral(cx),
            Message::PlacingDone => self.placing_done = true,
            Message::Act(a) => return self.act_at(cx, a),
            Message::Starve(p) => self.starve = Some(p),
            Message::KingsMen(squad) => {
                self.tapped_squad = Some(squad.clone());
                let squad = SquadId::new(squad);
                return self.run(cx, Act::KingsMen { squad }, Where::Card);
            }
            Message::PartyTown(t) => {
                self.party_town = (t != ALONG_THE_ROAD).then(|| SpaceId::new(t));
            }
            Message::PartyMove(into) => {
                return self.run(cx, Act::RoyalPartyMoves { into }, Where::Card);
            }
            Message::Answer(a) => {
                self.answer = super::forecast::value_text(&a);
                self.clear_value_error();
            }
            Message::SaveValue(person, stat) => return self.save_value(person, stat),
        }
        Action::None
    }

    /// A counter value's refusal goes once a value is typed or kept: it never stays red
    /// beside a value the roll has.
    fn clear_value_error(&mut self) {
        if matches!(self.error, Some((Where::Value, _))) {
            self.error = None;
        }
    }

    /// The Space bar had no step: why, said where the question or the choices are.
    fn no_next_step(&mut self) {
        if let Some((at, ..)) = &self.losing {
            self.error = Some((*at, t!("sws-space-not-an-answer")));
        } else if self.ending {
            self.error = Some((Where::Step, t!("sws-space-not-an-answer")));
        } else {
            self.error = Some((Where::Step, t!("sws-space-choose")));
        }
    }

    /// What happened at the control the player tapped: the refusal, or the question before
    /// an action that loses the game (with, under it, why the Space bar did not answer it).
    fn error_at(&self, at: Where) -> Option<Element<'_, Message>> {
        if let Some((w, _, ending)) = &self.losing
            && *w == at
        {
            let mut c = column![
                widgets::error_banner(t!("sws-lose-question", warning = ending.warning())),
                iced::widget::row![
                    style::secondary(t!("sws-keep-playing"), Some(Message::KeepPlaying)),
                    style::primary(t!("sws-lose-the-game"), Some(Message::LoseAnyway)),
                ]
                .spacing(6)
                .wrap(),
            ]
            .spacing(4);
            if let Some((_, e)) = self.error.as_ref().filter(|(w, _)| *w == at) {
                c = c.push(text(e.clone()).size(size::SMALL));
            }
            return Some(c.into());
        }
        self.error
            .as_ref()
            .filter(|(w, _)| *w == at)
            .map(|(_, e)| widgets::error_banner(e.clone()))
    }

    /// `button` under `c`, then the loss note of its action `a` (named `label`), if any.
    fn with_loss_note<'a>(
        &self,
        c: Column<'a, Message>,
        cx: GameRef<'_>,
        button: Element<'a, Message>,
        label: &str,
        a: &Act,
    ) -> Column<'a, Message> {
        let c = c.push(button);
        match self.loss_note(cx, label, a) {
            Some(note) => c.push(note),
            None => c,
        }
    }

    /// Said under a control whose action would lose the game whatever the die shows.
    fn loss_note<'a>(&self, cx: GameRef<'_>, label: &str, a: &Act) -> Option<Element<'a, Message>> {
        let GameRef { game, data, .. } = cx;
        sure_loss(data, game.state(), a).map(|ending| {
            text(t!(
                "sws-loss-note",
                label = label,
                warning = after_colon(&ending.warning().to_string())
            ))
            .size(size::SMALL)
            .style(|t: &iced::Theme| text::Style {
                color: Some(t.extended_palette().danger.base.color),
            })
            .into()
        })
    }

    /// The game action a message of this page takes, if it takes one.
    fn message_action(&self, m: &Message) -> Option<Act> {
        match m {
            Message::Roll => self.form_action(),
            Message::Act(a) => Some(a.clone()),
            Message::KingsMen(q) => Some(Act::KingsMen {
                squad: SquadId::new(q.as_str()),
            }),
            Message::PartyMove(into) => Some(Act::RoyalPartyMoves { into: into.clone() }),
            _ => None,
        }
    }

    pub fn view<'a>(&'a self, cx: GameRef<'a>) -> Element<'a, Message> {
        let GameRef { game, .. } = cx;
        let s = game.state();
        let mut c = column![].spacing(10);
        if s.end.is_some() {
            return c.push(text(t!("sws-game-over")).size(size::DENSE)).into();
        }
        // While a result waits, nothing else can be done: one line says so, and nothing
        // below invites a tap that would be refused.
        if !s.todo.is_empty() {
            return c
                .push(text(t!("sws-settle-first")).size(size::SMALL))
                .into();
        }
        if let Some(placing) = self.neutrals(cx) {
            c = c.push(card(placing));
        }
        match s.step {
            TurnStep::RebelActions => {
                c = c.push(card(self.sheet(cx)));
                c = c.push(card(self.movement(cx)));
                if let Some(other) = self.other(cx) {
                    c = c.push(card(other));
                }
            }
            TurnStep::Expenses => c = c.push(self.expenses(cx)),
            TurnStep::KingsMen => c = c.push(self.kings_men(cx)),
            TurnStep::RoyalParty => c = c.push(self.royal_party(cx)),
        }
        c.into()
    }
}

/// The Royal Party's choice of going on along the road (entering no town), as its message
/// carries it; shown as [`along_the_road`].
pub const ALONG_THE_ROAD: &str = "Along the road";

/// [`ALONG_THE_ROAD`] in the player's words.
pub fn along_the_road() -> String {
    t!("sws-along-the-road")
}

/// "A", "A and B", "A, B and C".
pub fn join_and(names: &[String]) -> String {
    (crate::games::sherwood::words::join_and(names)).to_string()
}

fn card<'a>(content: Element<'a, Message>) -> Element<'a, Message> {
    container(content)
        .padding(10)
        .width(Length::Fill)
        .style(style::card)
        .into()
}

/// A step's button: enabled as the engine allows, with its reason under it when not.
/// A step's button, off with its reason where the rules refuse it; blue only where it is the
/// one next step (the Space bar's), so a form's Roll and the step's end are never both blue.
fn step_button<'a>(
    label: &str,
    verb: Verb,
    legal: &[Legal],
    msg: Message,
    blue: bool,
) -> Element<'a, Message> {
    let entry = legal.iter().find(|l| l.verb == verb);
    let ok = entry.is_some_and(Legal::ok);
    let mut c = column![].spacing(2);
    if let Some(r) = entry.and_then(|l| l.refusal.as_ref()) {
        c = c.push(text(super::capitalised(&r.to_string())).size(size::SMALL));
    }
    let press = ok.then_some(msg);
    c.push(if blue {
        style::primary(label.to_string(), press)
    } else {
        style::secondary(label.to_string(), press)
    })
    .into()
}

/// What would be left undone by ending Rebel Actions now, in words; empty when nothing is.
pub fn open_actions(data: &SherwoodData, s: &SherwoodState) -> String {
    let spaces: Vec<String> = s
        .occupied_spaces()
        .into_iter()
        .map(String::from)
        .filter(|sp| {
            SPACE_VERBS
                .iter()
                .any(|v| crate::games::sherwood::actions::space_verb(data, s, sp, *v).is_ok())
        })
        .collect();
    let nobody_down = s.occupied_spaces().is_empty()
        && s.persons
            .iter()
            .any(|p| p.side == Side::Controlled && p.location == Location::Enterprise);
    if nobody_down {
        t!("sws-nobody-down")
    } else if spaces.is_empty() {
        String::new()
    } else {
        t!("sws-actions-open", spaces = join_and(&spaces))
    }
}

/// The squads that must still roll, in words, for the question before King's Men Actions
/// end; empty when none must.
pub fn unrolled_squads(s: &SherwoodState, near: &[String]) -> String {
    let named = |list: Vec<(SquadId, SpaceId)>| -> Vec<String> {
        list.into_iter()
            .map(|(q, at)| {
                t!(
                    "sws-the-squad-at",
                    squad = q.to_string(),
                    place = at.to_string()
                )
            })
            .collect()
    };
    let with_yours = named(squads_that_must_roll(s));
    let marked = named(marked_unrolled(s, near));
    let mut said = Vec::new();
    if !with_yours.is_empty() {
        said.push(t!(
            "sws-squads-unrolled",
            count = with_yours.len(),
            squads = super::capitalised(&join_and(&with_yours))
        ));
    }
    if !marked.is_empty() {
        said.push(t!(
            "sws-squads-marked-unrolled",
            count = marked.len(),
            squads = super::capitalised(&join_and(&marked))
        ));
    }
    said.join(" ")
}

/// The squads the player marked as within three spaces of their people (on the map at the
/// table) that have not rolled, apart from those in a space with their people.
pub fn marked_unrolled(s: &SherwoodState, near: &[String]) -> Vec<(SquadId, SpaceId)> {
    s.squads
        .iter()
        .filter(|q| !q.recruited && !s.squads_rolled.contains(&q.name))
        .filter(|q| near.iter().any(|n| q.name == n.as_str()))
        .filter_map(|q| {
            let at = q.location.space_id()?;
            s.yours_at(at)
                .is_empty()
                .then(|| (q.name.clone(), at.clone()))
        })
        .collect()
}

/// Every squad that rolls before King's Men Actions end: those in a space with your people
/// (the app sees that) and those the player marked as within three spaces.
pub fn squads_to_roll(s: &SherwoodState, near: &[String]) -> Vec<(SquadId, SpaceId)> {
    let mut all = squads_that_must_roll(s);
    all.extend(marked_unrolled(s, near));
    all
}

/// A sentence to follow a label and a colon: its first letter lowered where the language
/// writes it so (English, French; German keeps a sentence's capital after a colon).
fn after_colon(t: &str) -> String {
    if t!("sws-lower-after-colon") != "yes" {
        return t.to_string();
    }
    let mut c = t.chars();
    c.next()
        .map(|f| f.to_lowercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}
