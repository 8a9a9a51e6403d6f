//! Every rule of Do Not Forsake Me as a pure state machine:
//! `legal_actions(&state)` and `apply(&state, action, &mut draws)`.
//!
//! The rules work on the state in place ([`apply_in_place`]) and tell what happened to a
//! [`Narration`]: an [`Outcome`] collects every step for the player, while [`Quiet`] lets
//! the balance simulator play without building any of them. [`apply`] is the all-or-nothing
//! version the app uses: it works on a copy and returns it with the steps.

mod combat;
mod events;
mod prices;

use crate::engine::words::Words;
use crate::words;
use combat::{begin_combat, combat_round};
use events::scan_for_events;
use prices::{buy_price, repair_price};

pub use combat::{PlayerCv, player_cv, player_cv_value};
pub use prices::refit_refusal;

use super::cards::{Bounty, CardSet, Reading, System};
use super::few::Few;
use super::state::{CrewCheck, Damage, DnfmState, Drawn, GameEnd, Hit, Outcome, Phase, Step};
use crate::engine::deck::PlacedCard;
use crate::engine::random::GameRng;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "action", content = "arg")]
pub enum Action {
    /// Move clockwise 1-4 quadrants.
    Move(u8),
    Dock,
    /// At a station: one level up, at the station price.
    Buy(System),
    /// In space: one level back toward the starting value, priced by quadrants travelled.
    Repair(System),
    /// Done refitting; or, docked in the Bounty phase, end the turn.
    Continue,
    ScanForEvents,
    RevealBounty,
    Evade,
    Fight,
    /// One combat round.
    Attack,
    /// Leave the fight after a lost round: this bounty is not captured; the turn ends
    /// unless a Counterplot's bounty is still to come, which is met next.
    Flee,
}

/// Where Dice Cards come from: the app's own deck, or the faces the player entered.
pub enum Draws<'a> {
    Digital(&'a mut GameRng),
    /// Faces in the order the player drew them.
    Physical(VecDeque<PlacedCard>),
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DnfmError {
    // The reasons are boxed: every rule returns this error, and a small one keeps the
    // code that moves results about small (the web app pays for it).
    Illegal(Box<Words>),
    NeedCards { count: usize, purpose: DrawFor },
    BadCard(u8, Box<Words>),
    Over,
    Data(Box<Words>),
}

impl DnfmError {
    pub fn words(&self) -> Words {
        match self {
            DnfmError::Illegal(why) => words!("dnfm-error-not-now", reason = why),
            DnfmError::NeedCards { count, purpose } => words!(
                "dnfm-error-need-cards",
                count = *count,
                purpose = purpose.words()
            ),
            DnfmError::BadCard(card, why) => {
                words!("dnfm-error-bad-card", card = *card, reason = why)
            }
            DnfmError::Over => words!("dnfm-error-over"),
            DnfmError::Data(what) => words!("dnfm-error-data", error = what),
        }
    }
}

impl std::fmt::Display for DnfmError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.words().fmt(f)
    }
}

/// What a draw of Dice Cards is for, with what it must reach where it has a target: a
/// physical game names it while it waits for the player's cards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DrawFor {
    /// The event scan: the cards' sum is the Event Detection.
    EventDetection,
    /// The NavComm check against an event: its total must reach `needed` (the ED).
    EventCheck { needed: u32 },
    /// The NavComm check to evade a bounty: its total must reach `needed` (the DL).
    Evasion { needed: u32 },
    /// An event's own cards: one card that damages at `at_most` or less, or (`None`) damage
    /// cards whose icons hit.
    Event { name: String, at_most: Option<u8> },
    /// The card that says whether a crew icon costs a crewman.
    CrewCheck,
    /// The card whose bounty half the ship meets.
    Bounty,
    /// The player's attack in a combat round.
    YourAttack,
    /// The bounty's attack, against the player's Combat Value `to_beat`.
    TheirAttack { to_beat: i32 },
    /// The damage card of a lost combat round.
    CombatDamage,
}

impl DrawFor {
    pub fn words(&self) -> Words {
        match self {
            DrawFor::EventDetection => words!("dnfm-draw-for-event-detection"),
            DrawFor::EventCheck { .. } => words!("dnfm-draw-for-event-check"),
            DrawFor::Evasion { .. } => words!("dnfm-draw-for-evasion"),
            DrawFor::Event { name, .. } => super::cards::event_label(name),
            DrawFor::CrewCheck => words!("dnfm-draw-for-crew-check"),
            DrawFor::Bounty => words!("dnfm-draw-for-bounty"),
            DrawFor::YourAttack => words!("dnfm-draw-for-your-attack"),
            DrawFor::TheirAttack { .. } => words!("dnfm-draw-for-their-attack"),
            DrawFor::CombatDamage => words!("dnfm-draw-for-combat-damage"),
        }
    }
}

impl std::fmt::Display for DrawFor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.words().fmt(f)
    }
}

fn illegal(why: Words) -> DnfmError {
    DnfmError::Illegal(Box::new(why))
}

/// Where the rules tell what happened.
pub trait Narration {
    /// Whether the steps are wanted at all; when not, nothing is built for them.
    const WANTS_STEPS: bool;

    fn push(&mut self, step: Step);

    /// Tells a step, built only if steps are wanted.
    fn say(&mut self, step: impl FnOnce() -> Step) {
        if Self::WANTS_STEPS {
            self.push(step());
        }
    }
}

impl Narration for Outcome {
    const WANTS_STEPS: bool = true;

    fn push(&mut self, step: Step) {
        self.steps.push(step);
    }
}

/// Plays without telling the steps (the balance simulator).
#[derive(Debug, Clone, Copy, Default)]
pub struct Quiet;

impl Narration for Quiet {
    const WANTS_STEPS: bool = false;

    fn push(&mut self, _step: Step) {}
}

/// The actions allowed at one moment: at most five (docked: dock, three purchases and
/// continue), kept inline.
pub type Actions = Few<Action, 8>;

/// Every action the rules allow now.
pub fn legal_actions(set: &CardSet, s: &DnfmState) -> Vec<Action> {
    legal_actions_inline(set, s).to_vec()
}

/// [`legal_actions`] without allocating.
pub fn legal_actions_inline(set: &CardSet, s: &DnfmState) -> Actions {
    let mut v = Actions::new();
    if s.end.is_some() {
        return v;
    }
    // Pushes cannot be refused: no phase allows more than five actions.
    let mut allow = |a: Action| {
        v.push(a);
    };
    match &s.phase {
        Phase::Movement => (1..=4).map(Action::Move).for_each(&mut allow),
        Phase::Refit => {
            if s.at_station() && !s.docked {
                allow(Action::Dock);
            }
            for sys in System::SHIP {
                if buy_price(set, s, sys).is_ok() {
                    allow(Action::Buy(sys));
                }
                if repair_price(set, s, sys).is_ok() {
                    allow(Action::Repair(sys));
                }
            }
            allow(Action::Continue);
        }
        Phase::Event => allow(Action::ScanForEvents),
        Phase::Bounty if s.docked => allow(Action::Continue),
        Phase::Bounty => allow(Action::RevealBounty),
        Phase::Encounter { .. } => {
            allow(Action::Evade);
            allow(Action::Fight);
        }
        Phase::Combat { rounds, .. } if *rounds == 0 => allow(Action::Attack),
        Phase::Combat { .. } => {
            allow(Action::Attack);
            allow(Action::Flee);
        }
    }
    v
}

/// Why a purchase or a repair is refused; put into words only when it is shown.
#[derive(Debug, Clone, Copy)]
enum Refusal {
    BuyUndocked,
    BuyCrew,
    AtHighest(System),
    BuyTooDear {
        system: System,
        price: u8,
        megacredits: u8,
    },
    RepairDocked,
    RepairCrew,
    AtStart(System),
    RepairTooDear {
        system: System,
        moved: u8,
        price: u8,
        megacredits: u8,
    },
}

impl From<Refusal> for DnfmError {
    fn from(r: Refusal) -> DnfmError {
        match r {
            Refusal::BuyUndocked => illegal(words!("dnfm-refuse-buy-undocked")),
            Refusal::BuyCrew => illegal(words!("dnfm-refuse-buy-crew")),
            Refusal::AtHighest(sys) => {
                illegal(words!("dnfm-refuse-at-highest", system = sys.label()))
            }
            Refusal::BuyTooDear {
                system,
                price,
                megacredits,
            } => illegal(words!(
                "dnfm-refuse-buy-too-dear",
                system = system.label(),
                price = price,
                megacredits = megacredits
            )),
            Refusal::RepairDocked => illegal(words!("dnfm-refuse-repair-docked")),
            Refusal::RepairCrew => illegal(words!("dnfm-refuse-repair-crew")),
            Refusal::AtStart(sys) => illegal(words!("dnfm-refuse-at-start", system = sys.label())),
            Refusal::RepairTooDear {
                system,
                moved,
                price,
                megacredits,
            } => illegal(words!(
                "dnfm-refuse-repair-too-dear",
                system = system.label(),
                moved = moved,
                price = price,
                megacredits = megacredits
            )),
        }
    }
}

/// A Dice Card as drawn, with what it shows (borrowed from the card set).
#[derive(Debug, Clone, Copy)]
struct Face<'a> {
    placed: PlacedCard,
    reading: &'a Reading,
}

impl Face<'_> {
    fn value(self) -> u8 {
        self.reading.value
    }

    /// The card as a step reports it.
    fn drawn(self) -> Drawn {
        Drawn {
            card: self.placed.card,
            orientation: self.placed.orientation,
            value: self.reading.value,
            icons: self.reading.icons.clone(),
            bounty: self.reading.bounty.clone(),
        }
    }
}

/// The cards of one RSF: never more than the six Dice Cards.
type Hand<'a> = Few<Face<'a>, 6>;

fn drawn_all(hand: &Hand<'_>) -> Vec<Drawn> {
    hand.iter().map(Face::drawn).collect()
}

/// Up to six die values, inline.
#[derive(Debug, Clone, Copy, Default)]
struct Dice {
    values: [u8; 6],
    len: usize,
}

impl Dice {
    /// The values of a hand, lowest first.
    fn sorted(hand: &Hand<'_>) -> Dice {
        let mut d = Dice::default();
        for (slot, face) in d.values.iter_mut().zip(hand.iter()) {
            *slot = face.value();
            d.len += 1;
        }
        d.sort();
        d
    }

    /// `values` lowest first; `None` for more than six.
    fn from_values(values: &[u8]) -> Option<Dice> {
        let mut d = Dice::default();
        d.values.get_mut(..values.len())?.copy_from_slice(values);
        d.len = values.len();
        d.sort();
        Some(d)
    }

    fn sort(&mut self) {
        if let Some(v) = self.values.get_mut(..self.len) {
            v.sort_unstable();
        }
    }

    fn as_slice(&self) -> &[u8] {
        self.values.get(..self.len).unwrap_or_default()
    }
}

fn too_many() -> DnfmError {
    DnfmError::Data(Box::new(words!("dnfm-data-too-many")))
}

/// Draws `k` Dice Cards in one RSF, skipping the card set aside.
fn draw<'a>(
    set: &'a CardSet,
    s: &mut DnfmState,
    draws: &mut Draws<'_>,
    k: usize,
    purpose: impl FnOnce() -> DrawFor,
) -> Result<Hand<'a>, DnfmError> {
    let mut hand = Hand::new();
    match draws {
        Draws::Digital(rng) => {
            let deck = s
                .deck
                .as_mut()
                .ok_or_else(|| illegal(words!("dnfm-refuse-physical")))?;
            for &pc in deck.rsf_draw_in_place(k, rng) {
                if !hand.push(face(set, pc)?) {
                    return Err(too_many());
                }
            }
        }
        Draws::Physical(queue) => {
            if queue.len() < k {
                return Err(DnfmError::NeedCards {
                    count: k - queue.len(),
                    purpose: purpose(),
                });
            }
            let mut entered: Few<PlacedCard, 6> = Few::new();
            for c in queue.drain(..k) {
                if !(1..=6).contains(&c.card) {
                    return Err(DnfmError::BadCard(
                        c.card,
                        Box::new(words!("dnfm-refuse-card-number")),
                    ));
                }
                if entered.iter().any(|d| d.card == c.card) {
                    return Err(DnfmError::BadCard(
                        c.card,
                        Box::new(words!("dnfm-refuse-card-drawn")),
                    ));
                }
                if s.aside.is_some_and(|a| a.card == c.card) {
                    return Err(DnfmError::BadCard(
                        c.card,
                        Box::new(words!("dnfm-refuse-card-aside")),
                    ));
                }
                // Distinct cards numbered 1-6 always fit.
                if !entered.push(c) {
                    return Err(too_many());
                }
            }
            // As many as were entered: the hand has room for them all.
            for pc in entered.iter() {
                hand.push(face(set, pc)?);
            }
        }
    }
    Ok(hand)
}

fn face(set: &CardSet, pc: PlacedCard) -> Result<Face<'_>, DnfmError> {
    let card = set
        .dice(pc.card)
        .ok_or_else(|| DnfmError::Data(Box::new(words!("dnfm-data-no-card", card = pc.card))))?;
    Ok(Face {
        placed: pc,
        reading: card.reading(pc.orientation),
    })
}

/// Draws one Dice Card in its own RSF.
fn draw_one<'a>(
    set: &'a CardSet,
    s: &mut DnfmState,
    draws: &mut Draws<'_>,
    purpose: impl FnOnce() -> DrawFor,
) -> Result<Face<'a>, DnfmError> {
    draw(set, s, draws, 1, purpose)?
        .last()
        .ok_or_else(|| DnfmError::Data(Box::new(words!("dnfm-data-none-drawn"))))
}

fn lose_level(s: &mut DnfmState, sys: System) -> Hit {
    let from = s.systems.get(sys);
    let floor = if sys == System::Crew { 0 } else { 1 };
    let to = from.saturating_sub(1).max(floor);
    s.systems.set(sys, to);
    Hit {
        system: sys,
        from,
        to,
    }
}

/// One damage card: its icons hit the ship; a crew icon draws a second card for the crew
/// check. What happened is built only when the steps are wanted.
fn damage_from<N: Narration>(
    set: &CardSet,
    s: &mut DnfmState,
    draws: &mut Draws<'_>,
    card: Face<'_>,
) -> Result<Option<Damage>, DnfmError> {
    let mut hits = Vec::new();
    let mut crew_check = None;
    for &sys in &card.reading.icons {
        let hit = if sys == System::Crew {
            let check = draw_one(set, s, draws, || DrawFor::CrewCheck)?;
            let lost = set.crew_lost_on(check.value());
            if N::WANTS_STEPS {
                crew_check = Some(CrewCheck {
                    card: check.drawn(),
                    lost,
                });
            }
            lost.then(|| lose_level(s, System::Crew))
        } else {
            Some(lose_level(s, sys))
        };
        if let (true, Some(hit)) = (N::WANTS_STEPS, hit) {
            hits.push(hit);
        }
    }
    Ok(N::WANTS_STEPS.then(|| Damage {
        card: card.drawn(),
        hits,
        crew_check,
    }))
}

/// Draws for a NavComm check and tells it; true when the total reaches `needed`.
fn navcomm_check<N: Narration>(
    set: &CardSet,
    s: &mut DnfmState,
    draws: &mut Draws<'_>,
    needed: u32,
    purpose: impl FnOnce() -> DrawFor,
    n: &mut N,
) -> Result<bool, DnfmError> {
    let k = set
        .navcomm_cards(s.systems.navcomm)
        .ok_or_else(|| DnfmError::Data(Box::new(words!("dnfm-data-navcomm-level"))))?;
    let cards = draw(set, s, draws, usize::from(k), purpose)?;
    let total: u32 = cards.iter().map(|c| u32::from(c.value())).sum();
    let passed = total >= needed;
    n.say(|| Step::NavcommCheck {
        cards: drawn_all(&cards),
        total,
        needed,
        passed,
    });
    Ok(passed)
}

/// The card set aside for a bounty goes back on top of the deck.
fn return_aside(s: &mut DnfmState) {
    if let (Some(card), Some(deck)) = (s.aside.take(), s.deck.as_mut()) {
        deck.return_to_top(&[card]);
    }
    s.aside = None;
}

fn end_turn(s: &mut DnfmState, n: &mut impl Narration) {
    return_aside(s);
    s.turn += 1;
    s.phase = Phase::Movement;
    s.moved = 0;
    s.docked = false;
    s.extra_bounties = 0;
    let next_turn = s.turn;
    n.say(|| Step::TurnEnds { next_turn });
}

/// A bounty dealt with (evaded, captured or fled): the next one of a Counterplot, or the
/// turn ends.
fn bounty_done(s: &mut DnfmState, n: &mut impl Narration) {
    return_aside(s);
    if s.extra_bounties > 0 {
        s.extra_bounties -= 1;
        s.phase = Phase::Bounty;
    } else {
        end_turn(s, n);
    }
}

fn check_crew(s: &mut DnfmState, n: &mut impl Narration) -> bool {
    if s.systems.crew == 0 {
        s.end = Some(GameEnd::Lost);
        n.say(|| Step::Lost);
        return true;
    }
    false
}

fn find_bounty<'a>(set: &'a CardSet, id: &str) -> Result<&'a Bounty, DnfmError> {
    set.bounty(id)
        .ok_or_else(|| DnfmError::Data(Box::new(words!("dnfm-data-bounty", id = id))))
}

/// Applies an action; the state passed in is never changed. Errors leave nothing done.
pub fn apply(
    set: &CardSet,
    state: &DnfmState,
    action: Action,
    draws: &mut Draws<'_>,
) -> Result<(DnfmState, Outcome), DnfmError> {
    if state.end.is_some() {
        return Err(DnfmError::Over);
    }
    let mut s = state.clone();
    let mut out = Outcome::default();
    apply_in_place(set, &mut s, action, draws, &mut out)?;
    Ok((s, out))
}

/// Applies an action to the state itself, telling the steps to `n`.
///
/// An action that is not allowed now is refused before anything changes. A draw that fails
/// midway (a physical entry refused, broken card data) can leave the state partly changed:
/// use [`apply`] where that matters.
pub fn apply_in_place<N: Narration>(
    set: &CardSet,
    s: &mut DnfmState,
    action: Action,
    draws: &mut Draws<'_>,
    n: &mut N,
) -> Result<(), DnfmError> {
    if s.end.is_some() {
        return Err(DnfmError::Over);
    }
    match (&s.phase, action) {
        (Phase::Movement, Action::Move(q)) => move_ship(s, q, n)?,
        (Phase::Refit, Action::Dock) => dock(s, n)?,
        (Phase::Refit, Action::Buy(sys)) => buy(set, s, sys, n)?,
        (Phase::Refit, Action::Repair(sys)) => repair(set, s, sys, n)?,
        (Phase::Refit, Action::Continue) => s.phase = Phase::Event,
        (Phase::Event, Action::ScanForEvents) => {
            scan_for_events(set, s, draws, n)?;
            if !check_crew(s, n) {
                s.phase = Phase::Bounty;
            }
        }
        (Phase::Bounty, Action::Continue) if s.docked => {
            n.say(|| Step::NoBountyWhileDocked);
            end_turn(s, n);
        }
        (Phase::Bounty, Action::RevealBounty) if !s.docked => reveal_bounty(set, s, draws, n)?,
        (Phase::Encounter { bounty, card }, Action::Evade) => {
            let (b, card) = (find_bounty(set, bounty)?, *card);
            evade(set, s, draws, b, card, n)?;
        }
        (Phase::Encounter { bounty, card }, Action::Fight) => {
            let (b, card) = (find_bounty(set, bounty)?, *card);
            begin_combat(s, b, card, n)?;
        }
        (
            Phase::Combat {
                bounty, attack_wmc, ..
            },
            Action::Attack,
        ) => {
            let (b, attack_wmc) = (find_bounty(set, bounty)?, *attack_wmc);
            combat_round(set, s, draws, n, b, attack_wmc)?;
        }
        (Phase::Combat { rounds, .. }, Action::Flee) => {
            if *rounds == 0 {
                return Err(illegal(words!("dnfm-refuse-flee")));
            }
            n.say(|| Step::Fled);
            // Fleeing leaves this bounty behind, not the turn's others: a Counterplot's
            // bounty still to come is met before the turn ends.
            bounty_done(s, n);
        }
        (phase, action) => {
            return Err(illegal(words!(
                "dnfm-refuse-phase",
                action = describe_action(&action),
                phase = phase_name(phase)
            )));
        }
    }
    Ok(())
}

fn move_ship(s: &mut DnfmState, q: u8, n: &mut impl Narration) -> Result<(), DnfmError> {
    if !(1..=4).contains(&q) {
        return Err(illegal(words!("dnfm-refuse-move")));
    }
    let from = s.position;
    s.position = (from + q) % super::map::QUADRANTS;
    s.moved = q;
    s.docked = false;
    s.phase = Phase::Refit;
    let (to, station) = (s.position, s.at_station());
    n.say(|| Step::Moved {
        from: from + 1,
        to: to + 1,
        quadrants: q,
        station,
    });
    Ok(())
}

fn dock(s: &mut DnfmState, n: &mut impl Narration) -> Result<(), DnfmError> {
    if !s.at_station() {
        return Err(illegal(words!("dnfm-refuse-no-station")));
    }
    if s.docked {
        return Err(illegal(words!("dnfm-refuse-docked")));
    }
    s.docked = true;
    n.say(|| Step::Docked);
    Ok(())
}

fn buy(
    set: &CardSet,
    s: &mut DnfmState,
    sys: System,
    n: &mut impl Narration,
) -> Result<(), DnfmError> {
    let price = buy_price(set, s, sys)?;
    let level = raise(s, sys, price);
    let megacredits = s.megacredits;
    n.say(|| Step::Bought {
        system: sys,
        level,
        price,
        megacredits,
    });
    Ok(())
}

fn repair(
    set: &CardSet,
    s: &mut DnfmState,
    sys: System,
    n: &mut impl Narration,
) -> Result<(), DnfmError> {
    let price = repair_price(set, s, sys)?;
    let level = raise(s, sys, price);
    let megacredits = s.megacredits;
    n.say(|| Step::Repaired {
        system: sys,
        level,
        price,
        megacredits,
    });
    Ok(())
}

fn reveal_bounty(
    set: &CardSet,
    s: &mut DnfmState,
    draws: &mut Draws<'_>,
    n: &mut impl Narration,
) -> Result<(), DnfmError> {
    let card = draw_one(set, s, draws, || DrawFor::Bounty)?;
    let bounty = set.bounty(&card.reading.bounty).ok_or_else(|| {
        DnfmError::Data(Box::new(words!(
            "dnfm-data-bounty",
            id = card.reading.bounty.as_str()
        )))
    })?;
    if let Some(deck) = s.deck.as_mut() {
        deck.take(card.placed.card);
    }
    s.aside = Some(card.placed);
    s.phase = Phase::Encounter {
        bounty: bounty.id.clone(),
        card: card.placed.card,
    };
    n.say(|| Step::BountyRevealed {
        bounty: bounty.id.clone(),
        dl: bounty.dl,
        card: card.drawn(),
    });
    Ok(())
}

fn evade(
    set: &CardSet,
    s: &mut DnfmState,
    draws: &mut Draws<'_>,
    b: &Bounty,
    card: u8,
    n: &mut impl Narration,
) -> Result<(), DnfmError> {
    if navcomm_check(
        set,
        s,
        draws,
        u32::from(b.dl),
        || DrawFor::Evasion {
            needed: u32::from(b.dl),
        },
        n,
    )? {
        n.say(|| Step::Evaded);
        bounty_done(s, n);
    } else {
        begin_combat(s, b, card, n)?;
    }
    Ok(())
}

/// Pays `price` for one level of `sys`; the new level.
fn raise(s: &mut DnfmState, sys: System, price: u8) -> u8 {
    s.megacredits -= price;
    let level = s.systems.get(sys) + 1;
    s.systems.set(sys, level);
    level
}

pub fn phase_name(p: &Phase) -> Words {
    match p {
        Phase::Movement => words!("dnfm-phase-name-movement"),
        Phase::Refit => words!("dnfm-phase-name-refit"),
        Phase::Event => words!("dnfm-phase-name-event"),
        Phase::Bounty => words!("dnfm-phase-name-bounty"),
        Phase::Encounter { .. } => words!("dnfm-phase-name-encounter"),
        Phase::Combat { .. } => words!("dnfm-phase-name-combat"),
    }
}

/// An action in words ("Move 2", "Buy WMC").
pub fn describe_action(action: &Action) -> Words {
    match action {
        Action::Move(n) => words!("dnfm-action-move", quadrants = *n),
        Action::Dock => words!("dnfm-action-dock"),
        Action::Buy(s) => words!("dnfm-action-buy", system = s.label()),
        Action::Repair(s) => words!("dnfm-action-repair", system = s.label()),
        Action::Continue => words!("dnfm-action-continue"),
        Action::ScanForEvents => words!("dnfm-action-scan"),
        Action::RevealBounty => words!("dnfm-action-reveal"),
        Action::Evade => words!("dnfm-action-evade"),
        Action::Fight => words!("dnfm-action-fight"),
        Action::Attack => words!("dnfm-action-attack"),
        Action::Flee => words!("dnfm-action-flee"),
    }
}
