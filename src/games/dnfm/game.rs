//! A Do Not Forsake Me game in progress: state, generator, turn log with undo.

use super::cards::{CardSet, System};
use super::map::MapStrip;
pub use super::rules::describe_action;
use super::rules::{Action, DnfmError, DrawFor, Draws, apply, apply_in_place};
use super::state::{Deal, DnfmState, Outcome, Step};
use super::words::and_list;
use crate::engine::deck::PlacedCard;
use crate::engine::journal::Journal;
use crate::engine::random::{GameRng, RngState};
use crate::engine::words::{Join, Value, Words};
use crate::words;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Snapshot {
    pub state: DnfmState,
    pub rng: RngState,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEvent {
    pub action: Action,
    /// Faces the player entered (physical mode).
    pub entered: Vec<PlacedCard>,
    pub lines: Vec<Words>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DnfmGame {
    pub seed: u64,
    /// How the cards lay before the setup's RSFs, so that the seed deals the same again. A
    /// save without it was set up straight from the box.
    #[serde(default = "dealt_from_the_box")]
    pub deal: Deal,
    pub journal: Journal<Snapshot, LogEvent>,
    /// Physical mode: an action begun and the cards entered for it so far, kept with the
    /// game so that closing the app (or a crash) loses no card entered.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub under_way: Option<UnderWay>,
}

/// An action waiting for the player's cards, and the faces entered for it so far.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnderWay {
    pub action: Action,
    pub faces: Vec<PlacedCard>,
}

fn dealt_from_the_box() -> Deal {
    Deal::BoxOrder
}

/// The cards' values as a sum: "3 + 5".
fn values(cards: &[super::state::Drawn]) -> Words {
    Words::list(
        cards.iter().map(|c| Words::text(c.value.to_string())),
        Join::Plus,
    )
}

fn hits(h: &[super::state::Hit]) -> Words {
    if h.is_empty() {
        return words!("dnfm-no-damage");
    }
    Words::list(
        h.iter().map(|x| {
            if x.from == x.to {
                words!(
                    "dnfm-hit-none",
                    system = x.system.label(),
                    from = x.from,
                    to = x.to
                )
            } else {
                words!(
                    "dnfm-hit",
                    system = x.system.label(),
                    from = x.from,
                    to = x.to
                )
            }
        }),
        Join::Comma,
    )
}

/// One step in words, every number shown.
/// See [`DnfmGame::so_far`].
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SoFar {
    /// The steps already told, in the log's words.
    pub told: Vec<Words>,
    /// The cards entered towards the draw that waits.
    pub pending: Vec<PlacedCard>,
    /// How many more cards that draw needs (0: none waits).
    pub waiting: usize,
    /// What the draw that waits is for.
    pub draw: Option<DrawFor>,
    /// The Dice Card lying set aside under the bounty when that draw is made: it cannot be
    /// drawn.
    pub set_aside: Option<u8>,
}

impl SoFar {
    /// Why `card` cannot be entered for the draw that waits, or `None` when it can.
    pub fn refusal(&self, card: u8) -> Option<CardRefusal> {
        if self.pending.iter().any(|p| p.card == card) {
            Some(CardRefusal::InThisDraw)
        } else if self.set_aside == Some(card) {
            Some(CardRefusal::SetAside)
        } else {
            None
        }
    }
}

/// Why a Dice Card cannot be the next one entered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardRefusal {
    /// Drawn already in this RSF (tap it again to take it back).
    InThisDraw,
    /// The bounty's card, set aside during the fight.
    SetAside,
}

pub fn describe_step(set: &CardSet, step: &Step) -> Words {
    let bounty_name = |id: &str| set.bounty(id).map_or(id.to_string(), |b| b.name.clone());
    match step {
        Step::Moved {
            from,
            to,
            quadrants,
            station,
        } => moved(*from, *to, *quadrants, *station),
        Step::Docked => words!("dnfm-step-docked"),
        Step::Bought {
            system,
            level,
            price,
            megacredits,
        } => traded(Trade::Bought, *system, *level, *price, *megacredits),
        Step::Repaired {
            system,
            level,
            price,
            megacredits,
        } => traded(Trade::Repaired, *system, *level, *price, *megacredits),
        Step::EventScan { cards, ed, event } => words!(
            "dnfm-step-event-scan",
            values = values(cards),
            ed = *ed,
            event = super::cards::event_label(event)
        ),
        Step::NavcommCheck {
            cards,
            total,
            needed,
            passed,
        } => navcomm_check(cards, *total, *needed, *passed),
        Step::ThresholdEffect {
            event,
            card,
            at_most,
            hits: h,
        } => words!(
            "dnfm-step-threshold",
            event = super::cards::event_label(event),
            value = card.value,
            at_most = *at_most,
            hits = hits(h)
        ),
        Step::IconEffect { event, damage } => words!(
            "dnfm-step-icons",
            event = super::cards::event_label(event),
            damage = Words::list(damage.iter().map(damage_text), Join::Semicolon)
        ),
        Step::Counterplot => words!("dnfm-step-counterplot"),
        Step::NoBountyWhileDocked => words!("dnfm-step-no-bounty-docked"),
        Step::BountyRevealed { card, bounty, dl } => words!(
            "dnfm-step-bounty",
            bounty = bounty_name(bounty),
            dl = *dl,
            card = card.card
        ),
        Step::Evaded => words!("dnfm-step-evaded"),
        Step::CombatBegins {
            bounty,
            wmc,
            pattern,
            cards,
            value,
        } => words!(
            "dnfm-step-combat-begins",
            bounty = bounty_name(bounty),
            wmc = *wmc,
            cards = *cards,
            pattern = super::cards::Pattern::words_of(pattern),
            value = *value
        ),
        Step::PlayerAttack { .. } => your_attack(step),
        Step::BountyAttack {
            drawn, pattern, cv, ..
        } => {
            words!(
                "dnfm-step-their-attack",
                drawn = and_list(drawn),
                pattern = super::cards::Pattern::words_of(pattern),
                cv = *cv
            )
        }
        Step::Captured {
            bounty,
            value,
            megacredits,
        } => words!(
            "dnfm-step-captured",
            bounty = bounty_name(bounty),
            value = *value,
            megacredits = *megacredits
        ),
        Step::CombatDamage(d) => words!("dnfm-step-damage", damage = damage_text(d)),
        Step::Fled => words!("dnfm-step-fled"),
        Step::TurnEnds { next_turn } => {
            words!("dnfm-step-turn-ends", turn = next_turn.saturating_sub(1))
        }
        Step::Won { megacredits } => words!("dnfm-step-won", megacredits = *megacredits),
        Step::Lost => words!("dnfm-step-lost"),
    }
}

enum Trade {
    Bought,
    Repaired,
}

/// A system bought at a station or repaired: its new level, the price, what is left.
fn traded(trade: Trade, system: System, level: u8, price: u8, megacredits: u8) -> Words {
    let system = system.label();
    match trade {
        Trade::Bought => words!(
            "dnfm-step-bought",
            system = system,
            level = level,
            price = price,
            megacredits = megacredits
        ),
        Trade::Repaired => words!(
            "dnfm-step-repaired",
            system = system,
            level = level,
            price = price,
            megacredits = megacredits
        ),
    }
}

fn moved(from: u8, to: u8, quadrants: u8, station: bool) -> Words {
    if station {
        words!(
            "dnfm-step-moved-station",
            quadrants = quadrants,
            from = from,
            to = to
        )
    } else {
        words!(
            "dnfm-step-moved",
            quadrants = quadrants,
            from = from,
            to = to
        )
    }
}

fn navcomm_check(cards: &[super::state::Drawn], total: u32, needed: u32, passed: bool) -> Words {
    let values = values(cards);
    if passed {
        words!(
            "dnfm-step-navcomm-avoided",
            values = values,
            total = total,
            needed = needed
        )
    } else {
        words!(
            "dnfm-step-navcomm-short",
            values = values,
            total = total,
            needed = needed
        )
    }
}

/// The player's attack: the cards drawn, those dropped and kept, and the sum (any other
/// step has no words here).
fn your_attack(step: &Step) -> Words {
    let Step::PlayerAttack {
        drawn,
        kept,
        discarded,
        pattern,
        dice_total,
        fusion_modifier,
        cv,
        ..
    } = step
    else {
        return Words::nothing();
    };
    let dropped = if discarded.is_empty() {
        Words::nothing()
    } else {
        words!("dnfm-step-dropped", cards = and_list(discarded))
    };
    let fusion = if *fusion_modifier == 0 {
        Words::nothing()
    } else {
        words!(
            "dnfm-step-fusion",
            modifier = Value::signed(*fusion_modifier)
        )
    };
    words!(
        "dnfm-step-your-attack",
        drawn = and_list(drawn),
        dropped = dropped,
        kept = and_list(kept),
        pattern = super::cards::Pattern::words_of(pattern),
        total = *dice_total,
        fusion = fusion,
        cv = *cv
    )
}

fn damage_text(d: &super::state::Damage) -> Words {
    let icons = if d.card.icons.is_empty() {
        words!("dnfm-damage-no-icon")
    } else {
        Words::list(d.card.icons.iter().map(|s| s.label()), Join::Plus)
    };
    let crew = match &d.crew_check {
        None => Words::nothing(),
        Some(c) if c.lost => words!("dnfm-damage-crew-lost", value = c.card.value),
        Some(c) => words!("dnfm-damage-crew-safe", value = c.card.value),
    };
    words!(
        "dnfm-damage",
        card = words!("dnfm-damage-card", card = d.card.card, icons = icons),
        crew = crew,
        hits = hits(&d.hits)
    )
}

impl DnfmGame {
    pub fn new_digital(set: &CardSet, seed: u64) -> DnfmGame {
        DnfmGame::new_dealt(set, seed, Deal::RandomLie)
    }

    /// A digital game whose cards lay as `deal` says before the setup's RSFs.
    pub fn new_dealt(set: &CardSet, seed: u64, deal: Deal) -> DnfmGame {
        let mut rng = GameRng::from_seed(seed);
        let state = DnfmState::new_dealt(set, deal, &mut rng);
        DnfmGame {
            seed,
            deal,
            journal: Journal::new(Snapshot {
                state,
                rng: rng.state(),
            }),
            under_way: None,
        }
    }

    pub fn new_physical(set: &CardSet, seed: u64, map: MapStrip) -> DnfmGame {
        let rng = GameRng::from_seed(seed);
        let state = DnfmState::new_physical(set, map);
        DnfmGame {
            seed,
            deal: Deal::default(),
            journal: Journal::new(Snapshot {
                state,
                rng: rng.state(),
            }),
            under_way: None,
        }
    }

    pub fn state(&self) -> &DnfmState {
        &self.journal.current().state
    }

    /// Whether the stations of a physical map may still be tapped in: before the first move.
    pub fn stations_editable(&self) -> bool {
        let s = self.state();
        s.mode == super::state::PlayMode::Physical
            && s.turn == 1
            && s.phase == super::state::Phase::Movement
            && !self.journal.can_undo()
    }

    /// Marks or unmarks a spacestation on a physical map before the first move (the player's
    /// map lies on the table: this copies it in). The game starts afresh from that map, so
    /// there is nothing to undo; `false` when the map can no longer change.
    pub fn toggle_station(&mut self, quadrant: u8) -> bool {
        if !self.stations_editable() {
            return false;
        }
        let mut snap = self.journal.current().clone();
        let Some(st) = snap.state.map.stations.get_mut(usize::from(quadrant)) else {
            return false;
        };
        *st = !*st;
        self.journal = Journal::new(snap);
        true
    }

    /// Physical mode, while an action waits for more cards: what the cards entered so far
    /// have already told (the event detected before its NavComm check is drawn), and the
    /// cards entered for the draw still waiting to be completed.
    pub fn so_far(&self, set: &CardSet, action: Action, entered: &[PlacedCard]) -> SoFar {
        let mut state = self.state().clone();
        let mut told = Outcome::default();
        let mut draws = Draws::Physical(entered.iter().copied().collect());
        let (waiting, draw) = match apply_in_place(set, &mut state, action, &mut draws, &mut told) {
            Err(DnfmError::NeedCards { count, purpose }) => (count, Some(purpose)),
            _ => (0, None),
        };
        let pending = match draws {
            Draws::Physical(queue) if waiting > 0 => queue.into_iter().collect(),
            _ => Vec::new(),
        };
        SoFar {
            told: told.steps.iter().map(|s| describe_step(set, s)).collect(),
            pending,
            waiting,
            draw,
            set_aside: state.aside.map(|a| a.card),
        }
    }

    pub fn act(
        &mut self,
        set: &CardSet,
        action: Action,
        entered: &[PlacedCard],
    ) -> Result<Outcome, DnfmError> {
        let snap = self.journal.current().clone();
        let (state, outcome, rng) = apply_to(set, &snap, action, entered)?;
        let (heading, label, lines) = log_words(set, &snap.state, action, &outcome);
        self.under_way = None;
        self.journal.record(
            heading,
            label,
            LogEvent {
                action,
                entered: entered.to_vec(),
                lines,
            },
            Snapshot { state, rng },
        );
        Ok(outcome)
    }

    /// A save from before the log kept its words as keys holds finished sentences in the
    /// language it was played in: each entry is worded again from its action, replayed
    /// from the snapshot before it (its generator, or the cards entered), so the log reads
    /// in the player's language. An entry that no longer replays keeps its old words.
    pub fn reword(&mut self, set: &CardSet) {
        self.journal.reword(
            |before, e| {
                let (_, outcome, _) =
                    apply_to(set, before, e.event.action, &e.event.entered).ok()?;
                Some(log_words(set, &before.state, e.event.action, &outcome))
            },
            |e, (heading, label, lines)| {
                e.heading = heading;
                e.label = label;
                e.event.lines = lines;
            },
        );
    }

    /// The title the exported log has.
    pub fn log_title() -> Words {
        words!("dnfm-log-title")
    }

    /// The next step where the game leaves the player no choice; `None` where it asks for
    /// one (how far to move, dock or go on at a station, evade or fight, attack or flee):
    /// the app shows those as equals and never picks for the player.
    pub fn suggested(set: &CardSet, s: &DnfmState) -> Option<Action> {
        use super::state::Phase;
        let legal = || super::rules::legal_actions(set, s);
        match &s.phase {
            Phase::Movement | Phase::Encounter { .. } => None,
            Phase::Refit if legal().contains(&Action::Dock) => None,
            Phase::Refit => Some(Action::Continue),
            Phase::Event => Some(Action::ScanForEvents),
            Phase::Bounty => legal().first().copied(),
            Phase::Combat { rounds: 0, .. } => Some(Action::Attack),
            Phase::Combat { .. } => None,
        }
    }

    /// The choices the player makes now, as equals (empty where there is one next step).
    pub fn choices(set: &CardSet, s: &DnfmState) -> Vec<Action> {
        use super::state::Phase;
        let legal = super::rules::legal_actions(set, s);
        let offered = |a: &Action| legal.contains(a);
        match &s.phase {
            Phase::Movement => (1..=4).map(Action::Move).filter(offered).collect(),
            Phase::Refit => [Action::Dock, Action::Continue]
                .into_iter()
                .filter(|a| offered(a) && legal.contains(&Action::Dock))
                .collect(),
            Phase::Encounter { .. } => [Action::Evade, Action::Fight]
                .into_iter()
                .filter(offered)
                .collect(),
            Phase::Combat { rounds, .. } if *rounds > 0 => [Action::Attack, Action::Flee]
                .into_iter()
                .filter(offered)
                .collect(),
            _ => Vec::new(),
        }
    }
}

/// Applies `action` to `snap`: the app's draws from the snapshot's generator, or the cards
/// the player entered.
fn apply_to(
    set: &CardSet,
    snap: &Snapshot,
    action: Action,
    entered: &[PlacedCard],
) -> Result<(DnfmState, Outcome, RngState), DnfmError> {
    if snap.state.mode == super::state::PlayMode::Digital
        && let Some(card) = entered.first()
    {
        return Err(DnfmError::BadCard(
            card.card,
            Box::new(crate::words!("dnfm-refuse-digital-draws")),
        ));
    }
    let mut rng = GameRng::from_state(snap.rng);
    let mut draws = match snap.state.mode {
        super::state::PlayMode::Digital => Draws::Digital(&mut rng),
        super::state::PlayMode::Physical => Draws::Physical(entered.iter().copied().collect()),
    };
    let (state, outcome) = apply(set, &snap.state, action, &mut draws)?;
    if let Draws::Physical(left) = &draws
        && let Some(card) = left.front()
    {
        return Err(DnfmError::BadCard(
            card.card,
            Box::new(crate::words!("dnfm-refuse-card-not-drawn")),
        ));
    }
    drop(draws);
    if state == snap.state && rng.state() == snap.rng {
        return Err(DnfmError::Illegal(Box::new(crate::words!(
            "dnfm-refuse-changes-nothing"
        ))));
    }
    Ok((state, outcome, rng.state()))
}

/// An action's entry in the log: its heading, what was done, and what happened.
fn log_words(
    set: &CardSet,
    before: &DnfmState,
    action: Action,
    outcome: &Outcome,
) -> (Words, Words, Vec<Words>) {
    let lines = outcome
        .steps
        .iter()
        .map(|s| describe_step(set, s))
        .collect();
    (
        words!("dnfm-log-turn", turn = before.turn),
        describe_action(&action),
        lines,
    )
}

/// Prices the player sees for a system, now.
pub fn price_for(set: &CardSet, s: &DnfmState, sys: System) -> Option<u8> {
    if s.docked {
        set.station_price.of(sys)
    } else {
        set.repair_price.of(sys, s.moved)
    }
}
