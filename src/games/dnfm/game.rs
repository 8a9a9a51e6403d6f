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
use crate::t;
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
    pub lines: Vec<String>,
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

fn values(cards: &[super::state::Drawn]) -> String {
    cards
        .iter()
        .map(|c| c.value.to_string())
        .collect::<Vec<_>>()
        .join(" + ")
}

fn hits(h: &[super::state::Hit]) -> String {
    if h.is_empty() {
        return t!("dnfm-no-damage");
    }
    h.iter()
        .map(|x| format!("{} {}→{}", x.system.label(), x.from, x.to))
        .collect::<Vec<_>>()
        .join(", ")
}

/// One step in words, every number shown.
/// See [`DnfmGame::so_far`].
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SoFar {
    /// The steps already told, in the log's words.
    pub told: Vec<String>,
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

pub fn describe_step(set: &CardSet, step: &Step) -> String {
    let bounty_name = |id: &str| set.bounty(id).map_or(id.to_string(), |b| b.name.clone());
    match step {
        Step::Moved {
            from,
            to,
            quadrants,
            station,
        } => moved(*from, *to, *quadrants, *station),
        Step::Docked => t!("dnfm-step-docked"),
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
        Step::EventScan { cards, ed, event } => t!(
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
        } => t!(
            "dnfm-step-threshold",
            event = super::cards::event_label(event),
            value = card.value,
            at_most = *at_most,
            hits = hits(h)
        ),
        Step::IconEffect { event, damage } => {
            let parts: Vec<String> = damage.iter().map(damage_text).collect();
            t!(
                "dnfm-step-icons",
                event = super::cards::event_label(event),
                damage = parts.join("; ")
            )
        }
        Step::Counterplot => t!("dnfm-step-counterplot"),
        Step::NoBountyWhileDocked => t!("dnfm-step-no-bounty-docked"),
        Step::BountyRevealed { card, bounty, dl } => t!(
            "dnfm-step-bounty",
            bounty = bounty_name(bounty),
            dl = *dl,
            card = card.card
        ),
        Step::Evaded => t!("dnfm-step-evaded"),
        Step::CombatBegins {
            bounty,
            wmc,
            pattern,
            cards,
            value,
        } => t!(
            "dnfm-step-combat-begins",
            bounty = bounty_name(bounty),
            wmc = *wmc,
            cards = *cards,
            pattern = pattern.to_string(),
            value = *value
        ),
        Step::PlayerAttack { .. } => your_attack(step),
        Step::BountyAttack {
            drawn, pattern, cv, ..
        } => {
            t!(
                "dnfm-step-their-attack",
                drawn = and_list(drawn),
                pattern = pattern.to_string(),
                cv = *cv
            )
        }
        Step::Captured {
            bounty,
            value,
            megacredits,
        } => t!(
            "dnfm-step-captured",
            bounty = bounty_name(bounty),
            value = *value,
            megacredits = *megacredits
        ),
        Step::CombatDamage(d) => t!("dnfm-step-damage", damage = damage_text(d)),
        Step::Fled => t!("dnfm-step-fled"),
        Step::TurnEnds { next_turn } => {
            t!("dnfm-step-turn-ends", turn = next_turn.saturating_sub(1))
        }
        Step::Won { megacredits } => t!("dnfm-step-won", megacredits = *megacredits),
        Step::Lost => t!("dnfm-step-lost"),
    }
}

enum Trade {
    Bought,
    Repaired,
}

/// A system bought at a station or repaired: its new level, the price, what is left.
fn traded(trade: Trade, system: System, level: u8, price: u8, megacredits: u8) -> String {
    let system = system.label();
    match trade {
        Trade::Bought => t!(
            "dnfm-step-bought",
            system = system,
            level = level,
            price = price,
            megacredits = megacredits
        ),
        Trade::Repaired => t!(
            "dnfm-step-repaired",
            system = system,
            level = level,
            price = price,
            megacredits = megacredits
        ),
    }
}

fn moved(from: u8, to: u8, quadrants: u8, station: bool) -> String {
    if station {
        t!(
            "dnfm-step-moved-station",
            quadrants = quadrants,
            from = from,
            to = to
        )
    } else {
        t!(
            "dnfm-step-moved",
            quadrants = quadrants,
            from = from,
            to = to
        )
    }
}

fn navcomm_check(cards: &[super::state::Drawn], total: u32, needed: u32, passed: bool) -> String {
    let values = values(cards);
    if passed {
        t!(
            "dnfm-step-navcomm-avoided",
            values = values,
            total = total,
            needed = needed
        )
    } else {
        t!(
            "dnfm-step-navcomm-short",
            values = values,
            total = total,
            needed = needed
        )
    }
}

/// The player's attack: the cards drawn, those dropped and kept, and the sum (any other
/// step has no words here).
fn your_attack(step: &Step) -> String {
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
        return String::new();
    };
    let dropped = if discarded.is_empty() {
        String::new()
    } else {
        t!("dnfm-step-dropped", cards = and_list(discarded))
    };
    let fusion = if *fusion_modifier == 0 {
        String::new()
    } else {
        t!(
            "dnfm-step-fusion",
            modifier = format!("{fusion_modifier:+}")
        )
    };
    t!(
        "dnfm-step-your-attack",
        drawn = and_list(drawn),
        dropped = dropped,
        kept = and_list(kept),
        pattern = pattern.to_string(),
        total = *dice_total,
        fusion = fusion,
        cv = *cv
    )
}

fn damage_text(d: &super::state::Damage) -> String {
    let icons: Vec<String> = d.card.icons.iter().map(|s| s.label()).collect();
    let mut t = t!(
        "dnfm-damage-card",
        card = d.card.card,
        icons = if icons.is_empty() {
            t!("dnfm-damage-no-icon")
        } else {
            icons.join(" + ")
        }
    );
    if let Some(c) = &d.crew_check {
        t.push_str(&if c.lost {
            t!("dnfm-damage-crew-lost", value = c.card.value)
        } else {
            t!("dnfm-damage-crew-safe", value = c.card.value)
        });
    }
    t.push_str(&format!(" — {}", hits(&d.hits)));
    t
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
        let mut rng = GameRng::from_state(snap.rng);
        let mut draws = match snap.state.mode {
            super::state::PlayMode::Digital => Draws::Digital(&mut rng),
            super::state::PlayMode::Physical => Draws::Physical(entered.iter().copied().collect()),
        };
        let (state, outcome) = apply(set, &snap.state, action, &mut draws)?;
        let lines = outcome
            .steps
            .iter()
            .map(|s| describe_step(set, s))
            .collect();
        let heading = t!("dnfm-log-turn", turn = snap.state.turn);
        self.under_way = None;
        self.journal.record(
            heading,
            describe_action(&action),
            LogEvent {
                action,
                entered: entered.to_vec(),
                lines,
            },
            Snapshot {
                state,
                rng: rng.state(),
            },
        );
        Ok(outcome)
    }

    pub fn log_markdown(&self) -> String {
        self.journal
            .markdown(&crate::t!("dnfm-log-title"), |e| &e.lines)
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

/// Prices the player sees for a system, now.
pub fn price_for(set: &CardSet, s: &DnfmState, sys: System) -> Option<u8> {
    if s.docked {
        set.station_price.of(sys)
    } else {
        set.repair_price.of(sys, s.moved)
    }
}
