//! The Play tab: the step of the turn, and for Rebel Actions the space, its actions (each
//! enabled or with the engine's reason), the action's form with every modifier and the odds
//! live, moving and beaming, preaching and releases; then expenses, the King's Men and the
//! Royal Party.

use super::people::short_name;
use super::{Action, act, die_text, typed_dice};
use crate::games::sherwood::actions::{
    Action as Act, Legal, RollRequest, SherwoodError, Verb, check, fealty_preview, group_for,
    next_town, situation_for, squad_preview,
};
use crate::games::sherwood::game::{DiceMode, SherwoodGame};
use crate::games::sherwood::persons::{Ability, PersonKind, Stat};
use crate::games::sherwood::prepare;
use crate::games::sherwood::state::{Location, PALACE, SherwoodState, Side, Track, TurnStep};
use crate::games::sherwood::{PersonId, PrepareError, SherwoodData, TableId, Target};
use crate::ui::style::size;
use crate::ui::widgets::ListKey;
use crate::ui::{style, widgets};
use iced::widget::{column, container, row, text, text_input};
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

pub fn verb_label(v: Verb) -> &'static str {
    match v {
        Verb::Raid => "Raid",
        Verb::Recruit => "Recruit",
        Verb::Donations => "Request donations",
        Verb::StealHorses => "Steal horses",
        Verb::BuyHorses => "Buy horses",
        Verb::AidThePoor => "Aid the poor",
        Verb::Sanctuary => "Seek sanctuary",
        Verb::Heal => "Heal",
        _ => "",
    }
}

fn verb_table(v: Verb) -> Option<TableId> {
    Some(match v {
        Verb::Raid => TableId::Raid,
        Verb::Recruit => TableId::Recruiting,
        Verb::Donations => TableId::Donations,
        Verb::StealHorses => TableId::HorseTheft,
        Verb::Sanctuary => TableId::Sanctuary,
        Verb::Heal => TableId::Heal,
        _ => return None,
    })
}

/// A destination as the player picks it: a named place, or a kind of space the map has
/// many of (a new place is named for it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlaceChoice {
    pub value: String,
    pub label: String,
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
        .map(|n| PlaceChoice {
            value: n.clone(),
            label: n,
        })
        .collect();
    for (value, label) in [
        ("forest", "a forest (new)"),
        ("road", "a road (new)"),
        ("bridge", "a bridge or ford (new)"),
    ] {
        out.push(PlaceChoice {
            value: value.into(),
            label: label.into(),
        });
    }
    out
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Where {
    Roll,
    Move,
    Other,
    Step,
    Setup,
}

#[derive(Default)]
pub struct Play {
    /// The drop-down open now, if any.
    pub open_list: Option<ListKey>,
    pub space: Option<String>,
    pub verb: Option<Verb>,
    pub actor: Option<PersonId>,
    /// A person's id, or "squad".
    pub target: Option<String>,
    pub gold: String,
    pub phasers: bool,
    pub patients: u8,
    pub kit: bool,
    /// Gold for the poor, as typed or chosen; empty means the usual 5.
    pub aid: String,
    pub die: String,
    pub movers: Vec<PersonId>,
    pub destination: Option<String>,
    pub party_town: Option<String>,
    pub starve: Option<PersonId>,
    /// End Rebel Actions was asked for with actions still open: the question is up.
    pub ending: bool,
    /// A physical setup's Neutral being placed: who and where.
    pub place_who: Option<PersonId>,
    pub place_where: Option<String>,
    /// The player said every Neutral they placed is entered (or will do it later).
    pub placing_done: bool,
    pub answer: String,
    /// Number pads under the number fields (a touch screen has no keyboard).
    pub pads: bool,
    /// Show what unread result paragraphs do in the odds (the player asked for spoilers).
    pub spoilers: bool,
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
    Space(String),
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
    PartyMove(Option<String>),
    /// End Rebel Actions, asking first where actions are still open.
    EndRebelActions,
    PlaceWho(PersonId),
    PlaceWhere(String),
    PlaceNeutral,
    PlacingDone,
    KeepPlaying,
    Answer(String),
    SaveValue(PersonId, Stat),
}

impl Play {
    /// The game changed: errors go, and choices that no longer fit are dropped.
    pub fn game_changed(&mut self, s: &SherwoodState) {
        self.error = None;
        self.die.clear();
        self.ending = false;
        if let Some(sp) = &self.space
            && !s.occupied_spaces().iter().any(|o| o == sp)
        {
            self.space = None;
            self.verb = None;
        }
        if let Some(a) = &self.actor
            && !self
                .space
                .as_deref()
                .is_some_and(|sp| s.participants(sp).iter().any(|p| &p.id == a))
        {
            self.actor = None;
        }
        self.movers.retain(|m| {
            s.person(m).is_some_and(|p| {
                p.side == Side::Controlled
                    && !p.imprisoned
                    && !s.moved.contains(m)
                    && !s.took_part.contains(m)
            })
        });
        if s.acted.iter().any(|a| Some(a) == self.space.as_ref()) {
            self.verb = None;
        }
        if s.step != TurnStep::RebelActions {
            self.verb = None;
        }
        if self
            .party_town
            .as_ref()
            .is_some_and(|t| crate::games::sherwood::actions::check_route(s, t).is_err())
        {
            self.party_town = None;
        }
        // The one place where your people can act is chosen already.
        if self.space.is_none() && s.step == TurnStep::RebelActions {
            let open: Vec<String> = s
                .occupied_spaces()
                .into_iter()
                .filter(|sp| !s.acted.iter().any(|a| a.eq_ignore_ascii_case(sp)))
                .filter(|sp| !s.participants(sp).is_empty())
                .collect();
            if let [only] = open.as_slice() {
                self.space = Some(only.clone());
            }
        }
    }

    /// The error on show, if any (next to the control that caused it).
    pub fn error(&self) -> Option<&str> {
        self.error.as_ref().map(|(_, e)| e.as_str())
    }

    pub fn has_open_form(&self) -> bool {
        self.verb.is_some()
    }

    fn request(&self) -> RollRequest {
        RollRequest {
            space: self.space.clone().unwrap_or_default(),
            actor: self.actor.clone(),
            target: self.target.as_deref().map(|t| {
                if t == "squad" {
                    Target::KingsMenSquad
                } else {
                    Target::Person(t.into())
                }
            }),
            gold: self.gold.trim().parse().unwrap_or(0),
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
    fn aid_for_nothing(&self) -> bool {
        self.verb == Some(Verb::AidThePoor) && self.aid_gold() < 5
    }

    /// The gold the Aid the poor form gives: what was typed or chosen, 5 when nothing was.
    fn aid_gold(&self) -> u8 {
        self.aid.parse().unwrap_or(5)
    }

    fn form_action(&self) -> Option<Act> {
        let verb = self.verb?;
        let space = self.space.clone()?;
        let needs_actor = matches!(
            verb,
            Verb::Raid | Verb::Recruit | Verb::Donations | Verb::Sanctuary
        );
        if needs_actor && self.actor.is_none() {
            return None;
        }
        if verb == Verb::Recruit && self.target.is_none() {
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
    fn die_missing(&self, game: &SherwoodGame) -> bool {
        game.mode == DiceMode::Physical && typed_dice(&self.die).is_ok_and(|d| d.is_empty())
    }

    /// Whether the open form's action rolls a die (an automatic result does not).
    fn form_rolls(&self) -> bool {
        matches!(self.form_action(), Some(Act::Roll { .. }))
            && !matches!(&self.forecast.preparation, Some(Ok(p)) if p.automatic.is_some())
    }

    /// The blue button's message (the Space bar): never one the engine would refuse.
    pub fn primary(&self, game: &SherwoodGame, legal: &[Legal]) -> Option<Message> {
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
                } else if self.ending && ok(Verb::EndRebelActions) {
                    Some(Message::Act(Act::EndRebelActions))
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
                // A squad in a space with your people rolls for sure: that comes first.
                let squad = legal
                    .iter()
                    .filter(|l| l.verb == Verb::KingsMen && l.ok())
                    .filter_map(|l| l.space.as_ref())
                    .find(|q| {
                        s.squads.iter().any(|x| {
                            &&x.name == q
                                && x.location
                                    .space()
                                    .is_some_and(|at| !s.yours_at(at).is_empty())
                        })
                    });
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

    fn run(&mut self, game: &mut SherwoodGame, data: &SherwoodData, a: Act, at: Where) -> Action {
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

    pub fn update(
        &mut self,
        game: &mut SherwoodGame,
        data: &SherwoodData,
        message: Message,
    ) -> Action {
        // Anything else done closes an open drop-down (a choice picked closes its own), and
        // the question before ending the step.
        if !matches!(message, Message::Menu(_)) {
            self.open_list = None;
        }
        if !matches!(
            message,
            Message::EndRebelActions | Message::Act(Act::EndRebelActions)
        ) {
            self.ending = false;
        }
        match message {
            Message::Menu(key) => self.open_list = key,
            Message::Space(sp) => {
                if self.space.as_ref() != Some(&sp) {
                    self.verb = None;
                    self.actor = None;
                    self.target = None;
                }
                self.space = Some(sp);
            }
            Message::Verb(v) => {
                self.verb = Some(v);
                self.target = None;
                self.error = None;
                // Someone chosen for another action who cannot take this one is let go.
                if let Some(a) = &self.actor
                    && v != Verb::Sanctuary
                    && game.state().person(a).is_some_and(|p| p.injured)
                {
                    self.actor = None;
                }
                // One who can act alone is chosen already.
                if let Some(sp) = &self.space {
                    let able: Vec<PersonId> = game
                        .state()
                        .participants(sp)
                        .iter()
                        .filter(|p| !p.injured || v == Verb::Sanctuary)
                        .map(|p| p.id.clone())
                        .collect();
                    if let [only] = able.as_slice() {
                        self.actor = Some(only.clone());
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
                            self.target = Some(only.clone());
                        }
                    }
                }
            }
            Message::CloseForm => self.verb = None,
            Message::Actor(a) => self.actor = Some(a),
            Message::Target(t) => self.target = Some(t),
            Message::Gold(g) => {
                let t: String = g.chars().filter(char::is_ascii_digit).take(2).collect();
                self.gold = t;
            }
            Message::Phasers(p) => self.phasers = p,
            Message::Patients(n) => self.patients = n.clamp(1, 3),
            Message::Kit(k) => self.kit = k,
            Message::Aid(g) => {
                self.aid = g.chars().filter(char::is_ascii_digit).take(2).collect();
            }
            Message::Die(d) => self.die = die_text(&d),
            Message::Roll => {
                if let Some(a) = self.form_action() {
                    return self.run(game, data, a, Where::Roll);
                }
            }
            Message::ToggleMover(id) => {
                if let Some(i) = self.movers.iter().position(|m| *m == id) {
                    self.movers.remove(i);
                } else {
                    self.movers.push(id);
                }
            }
            Message::Destination(d) => self.destination = Some(d.value),
            Message::BeamDown | Message::Move => {
                let to = self.destination.clone().unwrap_or_default();
                let persons = self.movers.clone();
                let a = if matches!(message, Message::BeamDown) {
                    Act::BeamDown { persons, to }
                } else {
                    Act::Move { persons, to }
                };
                return self.run(game, data, a, Where::Move);
            }
            Message::BeamUp => {
                let persons = self.movers.clone();
                return self.run(game, data, Act::BeamUp { persons }, Where::Move);
            }
            Message::Preach(track) => {
                return self.run(game, data, Act::Preach { track }, Where::Other);
            }
            Message::Release(person) => {
                return self.run(game, data, Act::Release { person }, Where::Other);
            }
            Message::EndRebelActions => {
                if open_actions(data, game.state()).is_empty() {
                    return self.run(game, data, Act::EndRebelActions, Where::Step);
                }
                self.ending = true;
            }
            Message::KeepPlaying => self.ending = false,
            Message::PlaceWho(p) => self.place_who = Some(p),
            Message::PlaceWhere(w) => self.place_where = Some(w),
            Message::PlaceNeutral => {
                if let (Some(person), Some(space)) =
                    (self.place_who.take(), self.place_where.take())
                {
                    let change =
                        crate::games::sherwood::effects::Change::PlaceNeutral { person, space };
                    return self.run(game, data, Act::Apply { change }, Where::Setup);
                }
            }
            Message::PlacingDone => self.placing_done = true,
            Message::Act(a) => return self.run(game, data, a, Where::Step),
            Message::Starve(p) => self.starve = Some(p),
            Message::KingsMen(squad) => {
                return self.run(game, data, Act::KingsMen { squad }, Where::Step);
            }
            Message::PartyTown(t) => {
                self.party_town = (t != ALONG_THE_ROAD).then_some(t);
            }
            Message::PartyMove(into) => {
                return self.run(game, data, Act::RoyalPartyMoves { into }, Where::Step);
            }
            Message::Answer(a) => self.answer = super::forecast::value_text(&a),
            Message::SaveValue(person, stat) => {
                return match super::forecast::counter_value(&self.answer) {
                    Ok(value) => {
                        self.answer.clear();
                        Action::SaveValue {
                            person,
                            stat,
                            value,
                        }
                    }
                    Err(e) => {
                        self.error = Some((Where::Roll, e));
                        Action::None
                    }
                };
            }
        }
        Action::None
    }

    fn error_at(&self, at: Where) -> Option<Element<'_, Message>> {
        self.error
            .as_ref()
            .filter(|(w, _)| *w == at)
            .map(|(_, e)| widgets::error_banner(e.clone()))
    }

    pub fn view<'a>(
        &'a self,
        game: &'a SherwoodGame,
        data: &'a SherwoodData,
        legal: &'a [Legal],
    ) -> Element<'a, Message> {
        let s = game.state();
        let mut c = column![].spacing(10);
        if s.end.is_some() {
            return c
                .push(text("The game is over. Undo to play on from an earlier point, or go home for a new game.").size(size::DENSE))
                .into();
        }
        // While a result waits, nothing else can be done: one line says so, and nothing
        // below invites a tap that would be refused.
        if !s.todo.is_empty() {
            return c
                .push(
                    text("Settle the result above first: the rest of the turn waits for it.")
                        .size(size::SMALL),
                )
                .into();
        }
        if let Some(placing) = self.neutrals(game, data) {
            c = c.push(card(placing));
        }
        match s.step {
            TurnStep::RebelActions => {
                c = c.push(card(self.sheet(game, data, legal)));
                c = c.push(card(self.movement(game, data)));
                if let Some(other) = self.other(game, data, legal) {
                    c = c.push(card(other));
                }
            }
            TurnStep::Expenses => c = c.push(self.expenses(game, data, legal)),
            TurnStep::KingsMen => c = c.push(self.kings_men(game, data, legal)),
            TurnStep::RoyalParty => c = c.push(self.royal_party(game, data, legal)),
        }
        c.into()
    }

    /// A physical setup: where the Neutrals the player drew blind were placed, told by
    /// taps (who, then where), until all eight are in or the player says that is all.
    fn neutrals<'a>(
        &'a self,
        game: &'a SherwoodGame,
        data: &'a SherwoodData,
    ) -> Option<Element<'a, Message>> {
        use crate::games::sherwood::effects::NEUTRALS_PLACED;
        use crate::games::sherwood::state::SetupDraw;
        let s = game.state();
        if game.setup.draw != SetupDraw::Physical
            || self.placing_done
            || s.turn > 1
            || s.step != TurnStep::RebelActions
        {
            return None;
        }
        let neutral = |p: &&crate::games::sherwood::state::PersonState| {
            s.kind(data, &p.id) == Some(PersonKind::Neutral)
                && p.side == Side::Free
                && !p.imprisoned
        };
        let placed: Vec<String> = s
            .persons
            .iter()
            .filter(neutral)
            .filter_map(|p| {
                p.location
                    .space()
                    .map(|at| format!("{} at {at}", short_name(data, &p.id)))
            })
            .collect();
        if placed.len() >= NEUTRALS_PLACED {
            return None;
        }
        // Every Neutral keeps its chip while the others are placed (a placed one is off),
        // so that no chip moves under the finger.
        let unplaced: Vec<Element<'a, Message>> = s
            .persons
            .iter()
            .filter(neutral)
            .map(|p| {
                let free = p.location == Location::OffMap;
                widgets::chip(
                    short_name(data, &p.id),
                    self.place_who.as_ref() == Some(&p.id),
                    free.then(|| Message::PlaceWho(p.id.clone())),
                )
            })
            .collect();
        let spaces: Vec<String> = data.spaces.spaces.iter().map(|x| x.name.clone()).collect();
        let mut c = column![
            style::heading("Where did your Neutrals land?"),
            text(format!(
                "You drew {NEUTRALS_PLACED} Neutrals blind and set one in each space you chose. Tap who, then where, for each ({} of {NEUTRALS_PLACED} told so far).",
                placed.len()
            ))
            .size(size::SMALL),
            widgets::chips(unplaced),
            widgets::drop_down(
                ("play", 2),
                self.open_list,
                spaces,
                self.place_where.clone(),
                "Where does this one stand?",
                Message::Menu,
                Message::PlaceWhere,
            ),
        ]
        .spacing(6);
        let ready = self.place_who.is_some() && self.place_where.is_some();
        c = c.push(
            row![
                style::primary_small(
                    match (&self.place_who, &self.place_where) {
                        (Some(who), Some(at)) =>
                            format!("{} stands at {at}", short_name(data, who)),
                        _ => "Place".to_string(),
                    },
                    ready.then_some(Message::PlaceNeutral)
                ),
                style::small("That is all, or later", Some(Message::PlacingDone)),
            ]
            .spacing(6)
            .wrap(),
        );
        if !placed.is_empty() {
            c = c.push(text(format!("Placed: {}.", placed.join(" · "))).size(size::CAPTION));
        }
        if let Some(e) = self.error_at(Where::Setup) {
            c = c.push(e);
        }
        Some(c.into())
    }

    /// The button that ends the step, kept in one place below the page (nothing a list
    /// opens or closes can move it under the finger), with its reason when it is off, or
    /// the question when ending now would leave actions open.
    pub fn footer<'a>(
        &'a self,
        game: &'a SherwoodGame,
        data: &'a SherwoodData,
        legal: &'a [Legal],
    ) -> Option<Element<'a, Message>> {
        let s = game.state();
        if s.end.is_some() || !s.todo.is_empty() {
            return None;
        }
        let mut c = column![].spacing(4);
        if let Some(e) = self.error_at(Where::Step) {
            c = c.push(e);
        }
        let (label, verb, message) = match s.step {
            TurnStep::RebelActions => {
                if self.ending {
                    let open = open_actions(data, s);
                    return Some(
                        c.push(text(format!("{open} End Rebel Actions anyway?")).size(size::SMALL))
                            .push(
                                row![
                                    style::secondary("Keep playing", Some(Message::KeepPlaying)),
                                    style::primary(
                                        "End Rebel Actions",
                                        Some(Message::Act(Act::EndRebelActions))
                                    ),
                                ]
                                .spacing(6),
                            )
                            .into(),
                    );
                }
                (
                    "End Rebel Actions",
                    Verb::EndRebelActions,
                    Message::EndRebelActions,
                )
            }
            TurnStep::Expenses => (
                "End Rebel Expenses",
                Verb::EndExpenses,
                Message::Act(Act::EndExpenses),
            ),
            TurnStep::KingsMen => (
                "End King's Men Actions",
                Verb::EndKingsMen,
                Message::Act(Act::EndKingsMen),
            ),
            TurnStep::RoyalParty => ("End the turn", Verb::EndTurn, Message::Act(Act::EndTurn)),
        };
        Some(c.push(step_button(label, verb, legal, message)).into())
    }

    fn sheet<'a>(
        &'a self,
        game: &'a SherwoodGame,
        data: &'a SherwoodData,
        legal: &'a [Legal],
    ) -> Element<'a, Message> {
        let s = game.state();
        let spaces = s.occupied_spaces();
        let mut c = column![style::heading("Where do your people act?")].spacing(6);
        if spaces.is_empty() {
            return c
                .push(
                    text("No one of yours is on the planet: beam someone down below.")
                        .size(size::DENSE),
                )
                .into();
        }
        c = c.push(widgets::chips(
            spaces
                .iter()
                .map(|sp| {
                    let n = s.yours_at(sp).len();
                    let acted = s.acted.iter().any(|a| a == sp);
                    widgets::chip(
                        format!("{sp} ({n}){}", if acted { " ✓" } else { "" }),
                        self.space.as_ref() == Some(sp),
                        Some(Message::Space(sp.clone())),
                    )
                })
                .collect(),
        ));
        let Some(space) = self.space.as_deref() else {
            return c.into();
        };
        let here: Vec<String> = s
            .yours_at(space)
            .iter()
            .map(|p| {
                let mut n = short_name(data, &p.id);
                if p.injured {
                    n.push_str(" (injured)");
                }
                if s.moved.contains(&p.id) {
                    n.push_str(" (moved)");
                }
                if p.sanctuary.is_some() {
                    n.push_str(" (in sanctuary)");
                }
                n
            })
            .collect();
        c = c.push(text(format!("Here: {}", here.join(", "))).size(size::SMALL));
        let entries: Vec<&Legal> = legal
            .iter()
            .filter(|l| l.space.as_deref() == Some(space) && SPACE_VERBS.contains(&l.verb))
            .collect();
        c = c.push(widgets::chips(
            entries
                .iter()
                .map(|l| {
                    widgets::chip(
                        verb_label(l.verb),
                        self.verb == Some(l.verb),
                        l.ok().then_some(Message::Verb(l.verb)),
                    )
                })
                .collect(),
        ));
        let why: Vec<String> = entries
            .iter()
            .filter_map(|l| {
                l.refusal
                    .as_ref()
                    .map(|r| format!("{}: {r}.", verb_label(l.verb)))
            })
            .collect();
        if !why.is_empty() && self.verb.is_none() {
            let first = entries.iter().find_map(|l| l.refusal.as_ref());
            // One reason when they all share it (the space has acted, no one can act).
            let all_same = entries.iter().all(|l| l.refusal.as_ref() == first);
            let shown = if all_same {
                first
                    .map(|r| super::capitalised(&r.to_string()))
                    .unwrap_or_default()
            } else {
                why.join("\n")
            };
            c = c.push(
                text(shown)
                    .size(size::SMALL)
                    .style(|t: &iced::Theme| text::Style {
                        color: Some(style::muted(t)),
                    }),
            );
        }
        if let Some(verb) = self.verb {
            c = c.push(self.form(game, data, verb, space));
        }
        c.into()
    }

    fn form<'a>(
        &'a self,
        game: &'a SherwoodGame,
        data: &'a SherwoodData,
        verb: Verb,
        space: &'a str,
    ) -> Element<'a, Message> {
        let s = game.state();
        let mut c = column![
            row![
                text(verb_label(verb)).size(size::LEAD).width(Length::Fill),
                widgets::chip("Close", false, Some(Message::CloseForm))
            ]
            .align_y(iced::Alignment::Center)
        ]
        .spacing(6);
        let participants = s.participants(space);
        let who = |injured_ok: bool| -> Vec<Element<'a, Message>> {
            participants
                .iter()
                .filter(|p| injured_ok || !p.injured)
                .map(|p| {
                    widgets::chip(
                        short_name(data, &p.id),
                        self.actor.as_ref() == Some(&p.id),
                        Some(Message::Actor(p.id.clone())),
                    )
                })
                .collect()
        };
        match verb {
            Verb::Raid | Verb::Donations | Verb::Recruit => {
                let role = match verb {
                    Verb::Raid => "Who leads the raid?",
                    Verb::Recruit => "Who recruits?",
                    _ => "Who asks?",
                };
                c = c
                    .push(text(role).size(size::SMALL))
                    .push(widgets::chips(who(false)));
            }
            Verb::Sanctuary => {
                c = c
                    .push(text("Who asks for sanctuary?").size(size::SMALL))
                    .push(widgets::chips(who(true)));
            }
            _ => {}
        }
        let sheltered: Vec<String> = participants
            .iter()
            .filter(|p| p.sanctuary.is_some())
            .map(|p| short_name(data, &p.id))
            .collect();
        if !sheltered.is_empty() && verb != Verb::Heal {
            c = c.push(
                text(format!(
                    "Acting here ends sanctuary for {} (only healing keeps it).",
                    join_and(&sheltered)
                ))
                .size(size::SMALL),
            );
        }
        if verb == Verb::Recruit {
            let mut targets: Vec<Element<'a, Message>> = s
                .persons
                .iter()
                .filter(|p| p.side == Side::Free && !p.imprisoned && p.location.is(space))
                .filter(|p| s.kind(data, &p.id).is_some_and(PersonKind::is_recruitable))
                .map(|p| {
                    widgets::chip(
                        short_name(data, &p.id),
                        self.target.as_deref() == Some(p.id.as_str()),
                        Some(Message::Target(p.id.to_string())),
                    )
                })
                .collect();
            if s.squads_at(space) > 0 {
                targets.push(widgets::chip(
                    "The King's Men squad",
                    self.target.as_deref() == Some("squad"),
                    Some(Message::Target("squad".into())),
                ));
            }
            c = c
                .push(text("Whom?").size(size::SMALL))
                .push(widgets::chips(targets))
                .push(
                    text_input("Gold to spend (0)", &self.gold)
                        .style(crate::ui::style::input)
                        .on_input(Message::Gold)
                        .padding(12),
                );
            if self.pads {
                c = c.push(widgets::number_pad(&self.gold, Message::Gold));
            }
        }
        if verb == Verb::Raid {
            let federation = participants
                .iter()
                .any(|p| !p.injured && s.kind(data, &p.id).is_some_and(PersonKind::is_federation));
            if federation {
                c = c.push(widgets::switch(
                    "Use phasers (+5, Witchcraft +1)",
                    self.phasers,
                    Message::Phasers,
                ));
            }
        }
        if verb == Verb::Heal {
            let healer = participants.iter().any(|p| {
                !p.injured
                    && data
                        .roster
                        .get(&p.id)
                        .is_some_and(|d| d.has(&Ability::Healer))
            });
            if healer {
                c = c.push(
                    row![
                        text("Treat").width(Length::Fill),
                        widgets::chip("1", self.patients <= 1, Some(Message::Patients(1))),
                        widgets::chip("2", self.patients == 2, Some(Message::Patients(2))),
                        widgets::chip("3", self.patients == 3, Some(Message::Patients(3))),
                    ]
                    .spacing(6)
                    .align_y(iced::Alignment::Center),
                );
                c = c.push(widgets::switch(
                    "Medical kit (up to three healed, Witchcraft +1)",
                    self.kit,
                    Message::Kit,
                ));
            }
        }
        if verb == Verb::AidThePoor {
            let chest = s.tracks.warchest;
            let gold = self.aid_gold();
            c = c.push(
                text(crate::games::sherwood::actions::aid_words(gold, space)).size(size::SMALL),
            );
            c = c.push(widgets::chips(
                [5u8, 10, 15]
                    .into_iter()
                    .map(|g| {
                        widgets::chip(
                            format!("{g} gold"),
                            gold == g,
                            (g <= chest).then_some(Message::Aid(g.to_string())),
                        )
                    })
                    .collect(),
            ));
            c = c.push(
                text_input("Or any other amount", &self.aid)
                    .style(crate::ui::style::input)
                    .on_input(Message::Aid)
                    .padding(12),
            );
            if self.pads {
                c = c.push(widgets::number_pad(&self.aid, Message::Aid));
            }
        }
        if verb == Verb::BuyHorses {
            let n = participants.len();
            c = c.push(
                text(format!("One gold for each of your {n} people here.")).size(size::SMALL),
            );
        }
        if verb_table(verb).is_some()
            && (self.actor.is_some()
                || !matches!(
                    verb,
                    Verb::Raid | Verb::Recruit | Verb::Donations | Verb::Sanctuary
                ))
        {
            c = c.push(self.preview());
        }
        let label = match verb {
            Verb::BuyHorses => "Buy horses".to_string(),
            Verb::AidThePoor => format!("Aid the poor ({} gold)", self.aid_gold()),
            _ => "Roll".to_string(),
        };
        let ready = self.forecast.ready;
        let mut go = row![].spacing(6);
        if verb_table(verb).is_some() {
            go = go.push(
                text_input(super::die_prompt(game), &self.die)
                    .style(crate::ui::style::input)
                    .on_input(Message::Die)
                    .on_submit(Message::Roll)
                    .padding(12)
                    .width(Length::Fill),
            );
        }
        let die_wanted = self.die_missing(game) && self.form_rolls();
        let on_press = (ready && !die_wanted).then_some(Message::Roll);
        go = go.push(if self.aid_for_nothing() {
            style::secondary(label, on_press)
        } else {
            style::primary(label, on_press)
        });
        c = c.push(go);
        if let Some(note) = super::die_note(&self.die) {
            c = c.push(note);
        } else if die_wanted && ready {
            c = c.push(text("Roll your die and type or tap what it shows.").size(size::SMALL));
        }
        if self.pads && verb_table(verb).is_some() {
            c = c.push(widgets::die_pad(&self.die, Message::Die));
        }
        if let Some(r) = &self.forecast.refusal
            && !matches!(r, SherwoodError::Prepare(PrepareError::Missing(_)))
        {
            c = c.push(widgets::error_banner(super::capitalised(&r.to_string())));
        }
        if let Some(e) = self.error_at(Where::Roll) {
            c = c.push(e);
        }
        container(c).padding(8).style(style::chip).into()
    }

    /// Works out the open form's modifiers, odds and refusal (call after every change).
    pub fn forecast(&mut self, game: &SherwoodGame, data: &SherwoodData) {
        let s = game.state();
        let action = self.form_action();
        let refusal = action.as_ref().and_then(|a| check(data, s, a).err());
        let preparation = self.verb.and_then(verb_table).map(|table| {
            let req = self.request();
            let group = group_for(s, table, &req.space);
            let situation = situation_for(data, s, &req, &group);
            prepare(data, table, &situation).map_err(SherwoodError::from)
        });
        let odds = match &preparation {
            Some(Ok(prep)) => super::forecast::odds(game, data, prep, self.spoilers),
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
        super::forecast::view(
            prepared.as_ref(),
            &self.forecast.odds,
            super::forecast::ValueEntry {
                answer: &self.answer,
                pads: self.pads,
                on_input: &Message::Answer,
                on_save: &Message::SaveValue,
            },
        )
    }

    fn movement<'a>(
        &'a self,
        game: &'a SherwoodGame,
        data: &'a SherwoodData,
    ) -> Element<'a, Message> {
        let s = game.state();
        let free: Vec<&crate::games::sherwood::state::PersonState> = s
            .persons
            .iter()
            .filter(|p| {
                p.side == Side::Controlled
                    && !p.imprisoned
                    && !s.moved.contains(&p.id)
                    && !s.took_part.contains(&p.id)
                    && matches!(p.location, Location::Enterprise | Location::Space(_))
            })
            .collect();
        let mut c = column![style::heading("Move or beam")].spacing(6);
        if free.is_empty() {
            return c
                .push(text("Everyone of yours has moved or acted this turn.").size(size::SMALL))
                .into();
        }
        c = c.push(widgets::chips(
            free.iter()
                .map(|p| {
                    let at = match &p.location {
                        Location::Enterprise => "Enterprise".to_string(),
                        Location::Space(x) => x.clone(),
                        _ => String::new(),
                    };
                    widgets::chip(
                        format!("{} · {at}", short_name(data, &p.id)),
                        self.movers.contains(&p.id),
                        Some(Message::ToggleMover(p.id.clone())),
                    )
                })
                .collect(),
        ));
        let sheltered: Vec<String> = self
            .movers
            .iter()
            .filter(|id| s.person(id).is_some_and(|p| p.sanctuary.is_some()))
            .map(|id| short_name(data, id))
            .collect();
        if !sheltered.is_empty() {
            c = c.push(
                text(format!(
                    "Moving or beaming ends sanctuary for {}.",
                    join_and(&sheltered)
                ))
                .size(size::SMALL),
            );
        }
        let options = destinations(data, s);
        let selected = self
            .destination
            .as_ref()
            .and_then(|d| options.iter().find(|o| &o.value == d).cloned());
        c = c.push(widgets::drop_down(
            ("play", 0),
            self.open_list,
            options,
            selected,
            "To which space?",
            Message::Menu,
            Message::Destination,
        ));
        let to = self.destination.clone().unwrap_or_default();
        let persons = self.movers.clone();
        let can = |a: Act| -> Option<Message> {
            (!persons.is_empty() && check(data, s, &a).is_ok()).then_some(match a {
                Act::BeamDown { .. } => Message::BeamDown,
                Act::BeamUp { .. } => Message::BeamUp,
                _ => Message::Move,
            })
        };
        let down = can(Act::BeamDown {
            persons: persons.clone(),
            to: to.clone(),
        });
        let up = can(Act::BeamUp {
            persons: persons.clone(),
        });
        let mv = can(Act::Move {
            persons: persons.clone(),
            to: to.clone(),
        });
        c = c.push(
            row![
                style::small("Beam down", down.clone()),
                style::small("Beam up", up.clone()),
                style::small("Move", mv.clone()),
            ]
            .spacing(6),
        );
        // Why the buttons are off, once who and where are given.
        if !persons.is_empty() && self.destination.is_some() && down.is_none() && mv.is_none() {
            let aboard = persons.iter().all(|id| {
                s.person(id)
                    .is_some_and(|p| p.location == Location::Enterprise)
            });
            let a = if aboard {
                Act::BeamDown { persons, to }
            } else {
                Act::Move { persons, to }
            };
            if let Err(e) = check(data, s, &a) {
                c = c.push(text(super::capitalised(&e.to_string())).size(size::SMALL));
            }
        }
        if let Some(e) = self.error_at(Where::Move) {
            c = c.push(e);
        }
        c.into()
    }

    fn other<'a>(
        &'a self,
        game: &'a SherwoodGame,
        data: &'a SherwoodData,
        legal: &'a [Legal],
    ) -> Option<Element<'a, Message>> {
        let mut c = column![].spacing(6);
        let mut any = false;
        if let Some(l) = legal.iter().find(|l| l.verb == Verb::Preach)
            && game.state().persons.iter().any(|p| {
                p.side == Side::Controlled
                    && data
                        .roster
                        .get(&p.id)
                        .is_some_and(|d| d.has(&Ability::Preacher))
            })
        {
            any = true;
            c = c.push(style::heading("Brother Gerald preaches"));
            c = c.push(
                row![
                    style::small(
                        "Witchcraft −1",
                        l.ok().then_some(Message::Preach(Track::Witchcraft))
                    ),
                    style::small(
                        "Royal Morale −1",
                        l.ok().then_some(Message::Preach(Track::RoyalMorale))
                    ),
                ]
                .spacing(6),
            );
            if let Some(r) = &l.refusal {
                c = c.push(text(super::capitalised(&r.to_string())).size(size::SMALL));
            }
        }
        for l in legal.iter().filter(|l| l.verb == Verb::Release) {
            let Some(person) = &l.space else { continue };
            let place =
                crate::games::sherwood::effects::release_place(data, person).unwrap_or_default();
            any = true;
            c = c.push(style::secondary(
                format!(
                    "{}: free the prisoners of {place} (once)",
                    short_name(data, person)
                ),
                l.ok().then_some(Message::Release(person.as_str().into())),
            ));
        }
        if let Some(e) = self.error_at(Where::Other) {
            c = c.push(e);
        }
        any.then(|| c.into())
    }

    fn expenses<'a>(
        &'a self,
        game: &'a SherwoodGame,
        data: &'a SherwoodData,
        legal: &'a [Legal],
    ) -> Element<'a, Message> {
        let s = game.state();
        let due = crate::games::sherwood::actions::expenses_due(s);
        let mut c = column![
            style::heading("Rebel Expenses"),
            text(format!(
                "{due} gold due: one for each space with your people (prisoners excepted); the Warchest holds {}.",
                s.tracks.warchest
            ))
            .size(size::DENSE),
            step_button(&format!("Pay {due} gold"), Verb::PayExpenses, legal, Message::Act(Act::PayExpenses)),
        ]
        .spacing(8);
        let short = legal.iter().any(|l| l.verb == Verb::BeamSupplies && l.ok());
        if short {
            c = c.push(text("The Warchest is short: beam supplies down, or let someone in a stack go hungry.").size(size::SMALL));
            c = c.push(style::secondary(
                "Beam supplies down (+4 gold, Witchcraft +1)",
                Some(Message::Act(Act::BeamSupplies)),
            ));
            let hungry: Vec<Element<'a, Message>> = s
                .persons
                .iter()
                .filter(|p| {
                    p.side == Side::Controlled && !p.imprisoned && p.location.space().is_some()
                })
                .filter(|p| !s.free_supply.iter().any(|f| p.location.is(f)))
                .filter(|p| {
                    check(
                        data,
                        s,
                        &Act::Starve {
                            person: p.id.clone(),
                        },
                    )
                    .is_ok()
                })
                .map(|p| {
                    widgets::chip(
                        format!(
                            "{} · {}",
                            short_name(data, &p.id),
                            p.location.space().unwrap_or_default()
                        ),
                        self.starve.as_ref() == Some(&p.id),
                        Some(Message::Starve(p.id.clone())),
                    )
                })
                .collect();
            c = c.push(widgets::chips(hungry));
            c = c.push(style::small(
                "Let them go hungry",
                self.starve
                    .clone()
                    .map(|p| Message::Act(Act::Starve { person: p })),
            ));
        }
        card(c.into())
    }

    fn kings_men<'a>(
        &'a self,
        game: &'a SherwoodGame,
        data: &'a SherwoodData,
        legal: &'a [Legal],
    ) -> Element<'a, Message> {
        let mut c = column![
            style::heading("King's Men Actions"),
            text("Roll for each squad within three spaces of your people (prisoners and people in sanctuary do not count).").size(size::SMALL),
            text_input(super::die_prompt(game), &self.die).style(crate::ui::style::input)
                .on_input(Message::Die)
                .padding(12),
        ]
        .spacing(8);
        if let Some(note) = super::die_note(&self.die) {
            c = c.push(note);
        }
        if self.pads {
            c = c.push(widgets::die_pad(&self.die, Message::Die));
        }
        // Squads where your people are come first: they are the ones that roll for sure.
        let s = game.state();
        let mut squads: Vec<&Legal> = legal.iter().filter(|l| l.verb == Verb::KingsMen).collect();
        let at = |q: &str| {
            s.squads
                .iter()
                .find(|x| x.name == q)
                .and_then(|x| x.location.space().map(str::to_string))
                .unwrap_or_default()
        };
        squads.sort_by_key(|l| {
            let here = l.space.as_deref().map(at).unwrap_or_default();
            s.yours_at(&here).is_empty()
        });
        for l in squads {
            let Some(q) = &l.space else { continue };
            let here = at(q);
            let odds = squad_preview(data, s, q)
                .map(|prep| super::forecast::odds(game, data, &prep, self.spoilers))
                .map(|g| crate::games::sherwood::foresight::sentence(&g))
                .unwrap_or_default();
            let yours_here = !s.yours_at(&here).is_empty();
            c = c.push(
                column![
                    row![
                        text(format!(
                            "{q} squad, at {here}{}",
                            if yours_here { " with your people" } else { "" }
                        ))
                        .size(size::DENSE)
                        .width(Length::Fill),
                        style::small(
                            if l.ok() { "Roll" } else { "Rolled" },
                            (l.ok() && !self.die_missing(game))
                                .then_some(Message::KingsMen(q.clone()))
                        ),
                    ]
                    .spacing(6)
                    .align_y(iced::Alignment::Center),
                    text(if l.ok() { odds } else { String::new() }).size(size::CAPTION),
                ]
                .spacing(2),
            );
        }
        card(c.into())
    }

    fn royal_party<'a>(
        &'a self,
        game: &'a SherwoodGame,
        data: &'a SherwoodData,
        legal: &'a [Legal],
    ) -> Element<'a, Message> {
        let s = game.state();
        let mut c = column![style::heading("Royal Party & Fealty")].spacing(8);
        let ok = |v: Verb| legal.iter().any(|l| l.verb == v && l.ok());
        // The Fealty roll in a town, laid out before the die: modifiers and odds.
        let fealty = |c: iced::widget::Column<'a, Message>, town: &str| {
            let prepared = fealty_preview(data, s, town);
            let groups = prepared
                .as_ref()
                .map(|p| super::forecast::odds(game, data, p, self.spoilers))
                .unwrap_or_default();
            let mut c = c.push(super::forecast::view(
                prepared.as_ref(),
                &groups,
                super::forecast::ValueEntry {
                    answer: &self.answer,
                    pads: self.pads,
                    on_input: &Message::Answer,
                    on_save: &Message::SaveValue,
                },
            ));
            c = c.push(
                text_input(super::die_prompt(game), &self.die)
                    .style(crate::ui::style::input)
                    .on_input(Message::Die)
                    .padding(12),
            );
            if let Some(note) = super::die_note(&self.die) {
                c = c.push(note);
            }
            if self.pads {
                c = c.push(widgets::die_pad(&self.die, Message::Die));
            }
            c
        };
        if s.party_done {
            c = c.push(
                text("The Royal Party is done for this turn: end the turn below.")
                    .size(size::DENSE),
            );
        } else if s.royal_party.held && ok(Verb::FealtyAgain) {
            let town = s.royal_party.location.space().unwrap_or_default();
            c = c.push(
                text(format!(
                    "The Royal Party is held at {town}: Fealty is rolled there again."
                ))
                .size(size::DENSE),
            );
            c = fealty(c, town);
            c = c.push(style::primary(
                "Roll Fealty again",
                (!self.die_missing(game)).then_some(Message::Act(Act::FealtyAgain)),
            ));
        } else if ok(Verb::RoyalPartyMoves) && s.royal_party.location.is(PALACE) {
            c = c.push(text("On the first turn the Royal Party leaves the Royal Palace for Farnosh Bridge, where Fealty is rolled.").size(size::DENSE));
            c = fealty(c, crate::games::sherwood::state::FIRST_TOWN);
            c = c.push(style::primary(
                "Move to Farnosh Bridge (roll Fealty)",
                (!self.die_missing(game)).then_some(Message::PartyMove(None)),
            ));
        } else if ok(Verb::RoyalPartyMoves) {
            let proposed = next_town(s);
            c = c.push(text(match &proposed {
                Some(t) => format!("It moves one space along the road (counter-clockwise). The next town on the road is {t}: enter it when the party reaches it on your map."),
                None => "It moves one space along the road (counter-clockwise).".into(),
            }).size(size::DENSE));
            let mut options: Vec<String> = vec![ALONG_THE_ROAD.to_string()];
            options.extend(proposed.iter().cloned());
            options.extend(
                s.towns
                    .iter()
                    .filter(|t| Some(&t.name) != proposed.as_ref())
                    .filter(|t| crate::games::sherwood::actions::check_route(s, &t.name).is_ok())
                    .map(|t| t.name.clone()),
            );
            let town = self.party_choice(s);
            c = c.push(widgets::drop_down(
                ("play", 1),
                self.open_list,
                options,
                Some(town.clone().unwrap_or_else(|| ALONG_THE_ROAD.to_string())),
                "",
                Message::Menu,
                Message::PartyTown,
            ));
            let rolls = town.is_some();
            let label = match &town {
                None => "Move along the road".to_string(),
                Some(t) => {
                    c = fealty(c, t);
                    format!("Enter {t} (roll Fealty)")
                }
            };
            c = c.push(style::primary(
                label,
                (!rolls || !self.die_missing(game)).then_some(Message::PartyMove(town)),
            ));
        }
        card(c.into())
    }

    /// The town the player chose for the Royal Party, while the rules still allow it
    /// (`None`: along the road).
    fn party_choice(&self, s: &SherwoodState) -> Option<String> {
        self.party_town
            .clone()
            .filter(|t| crate::games::sherwood::actions::check_route(s, t).is_ok())
    }
}

pub const ALONG_THE_ROAD: &str = "Along the road";

/// "A", "A and B", "A, B and C".
pub fn join_and(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

fn card<'a>(content: Element<'a, Message>) -> Element<'a, Message> {
    container(content)
        .padding(10)
        .width(Length::Fill)
        .style(style::card)
        .into()
}

/// A step's button: enabled as the engine allows, with its reason under it when not.
fn step_button<'a>(label: &str, verb: Verb, legal: &[Legal], msg: Message) -> Element<'a, Message> {
    let entry = legal.iter().find(|l| l.verb == verb);
    let ok = entry.is_some_and(Legal::ok);
    let mut c = column![].spacing(2);
    if let Some(r) = entry.and_then(|l| l.refusal.as_ref()) {
        c = c.push(text(super::capitalised(&r.to_string())).size(size::SMALL));
    }
    c.push(style::primary(label.to_string(), ok.then_some(msg)))
        .into()
}

/// What would be left undone by ending Rebel Actions now, in words; empty when nothing is.
pub fn open_actions(data: &SherwoodData, s: &SherwoodState) -> String {
    let spaces: Vec<String> = s
        .occupied_spaces()
        .into_iter()
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
        "Nobody of yours is on the planet yet.".into()
    } else if spaces.is_empty() {
        String::new()
    } else {
        format!(
            "Your people at {} can still take an action.",
            join_and(&spaces)
        )
    }
}
