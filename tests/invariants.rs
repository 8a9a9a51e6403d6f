//! Both games driven through their game objects (the journal the app uses) by random
//! players: after every action the game's invariants hold; an illegal action changes
//! nothing; undo then redo gives the identical game; the seed and the log replay the
//! identical game.
//!
//! CI plays a few hundred games; `scripts/stress.sh` sets `PNP_STRESS_GAMES` (100,000).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

use pnp_companion::engine::random::GameRng;
use pnp_companion::games::dnfm::cards::CardSet;
use pnp_companion::games::dnfm::game::DnfmGame;
use pnp_companion::games::dnfm::rules::{invariants_hold, legal_actions};
use pnp_companion::games::sherwood::SherwoodData;
use pnp_companion::games::sherwood::actions::{Action, RollRequest};
use pnp_companion::games::sherwood::effects::Change;
use pnp_companion::games::sherwood::game::{DiceMode, SherwoodGame};
use pnp_companion::games::sherwood::situation::Target;
use pnp_companion::games::sherwood::state::{
    DEFAULT_NEUTRAL_SPACES, Location, SetupDraw, SherwoodState, Side, TRACK_MAX, Track, TurnStep,
};
use pnp_companion::games::sherwood::tables::TableId;
use std::collections::{BTreeMap, BTreeSet};

fn count(var: &str, default: u64) -> u64 {
    std::env::var(var)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Undo then redo must give back the identical game: the current snapshot (state and
/// generator), the log's length and its last entry, and everything `extra` names.
fn undo_redo_is_identity<G, F: PartialEq + std::fmt::Debug>(
    g: &mut G,
    fingerprint: impl Fn(&G) -> F,
    undo: impl Fn(&mut G) -> bool,
    redo: impl Fn(&mut G) -> bool,
    what: &str,
) {
    let before = fingerprint(g);
    assert!(undo(g), "{what}: undo after an action");
    assert!(redo(g), "{what}: redo after undo");
    assert_eq!(
        fingerprint(g),
        before,
        "{what}: undo then redo changed the game"
    );
}

// ---- Do Not Forsake Me ----

fn dnfm_game(set: &CardSet, seed: u64) -> (DnfmGame, usize) {
    let mut rng = GameRng::from_seed(seed ^ 0x5eed);
    let mut g = DnfmGame::new_digital(set, seed);
    let mut actions = 0;
    while g.state().end.is_none() && g.state().turn <= 300 {
        let legal = legal_actions(set, g.state());
        assert!(
            !legal.is_empty(),
            "seed {seed}: a live game always has a move"
        );
        let a = legal[rng.index(legal.len())];
        g.act(set, a, &[])
            .unwrap_or_else(|e| panic!("seed {seed}: legal {a:?} refused: {e}"));
        actions += 1;
        invariants_hold(set, g.state()).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        if rng.index(3) == 0 {
            undo_redo_is_identity(
                &mut g,
                |g: &DnfmGame| {
                    let entries = g.journal.entries();
                    (
                        g.journal.current().clone(),
                        entries.len(),
                        entries.last().cloned(),
                    )
                },
                |g| g.journal.undo(),
                |g| g.journal.redo(),
                "dnfm",
            );
        }
    }
    (g, actions)
}

#[test]
fn dnfm_random_games_hold_their_invariants_undo_and_replay() {
    let set = CardSet::builtin().unwrap();
    let games = count("PNP_STRESS_GAMES", 300);
    let mut actions = 0;
    for seed in 0..games {
        let (g, n) = dnfm_game(set, seed);
        actions += n;
        let replayed = g.replay(set).unwrap();
        assert!(
            replayed == g,
            "seed {seed}: the seed and the log replay the identical game"
        );
    }
    eprintln!("Do Not Forsake Me: {games} random games, {actions} actions checked");
}

// ---- The Sherwood Syndrome ----

/// A random player of the whole turn sequence. Its actions are built from what is on the
/// board, so most are legal; those the rules refuse must leave the game as it was.
struct Player {
    rng: GameRng,
    /// A careful player beams down only to an empty map, never uses phasers and beams
    /// supplies down only when stuck: Witchcraft grows slowly, so its games reach later turns.
    careful: bool,
    /// Changes the last results suggested, to confirm (or not) later.
    pending: Vec<Change>,
}

impl Player {
    fn pick<'a, T>(&mut self, xs: &'a [T]) -> Option<&'a T> {
        (!xs.is_empty()).then(|| &xs[self.rng.index(xs.len())])
    }

    fn chance(&mut self, one_in: usize) -> bool {
        self.rng.index(one_in) == 0
    }

    fn some_of(&mut self, ids: Vec<String>, most: usize) -> Vec<String> {
        let n = 1 + self.rng.index(most.min(ids.len()).max(1));
        let mut ids = ids;
        while ids.len() > n {
            let i = self.rng.index(ids.len());
            ids.remove(i);
        }
        ids
    }

    fn action(&mut self, d: &SherwoodData, s: &SherwoodState) -> Action {
        if !self.pending.is_empty() && !self.chance(3) {
            let i = self.rng.index(self.pending.len());
            return Action::Apply {
                change: self.pending.remove(i),
            };
        }
        let spaces: Vec<String> = d.spaces.spaces.iter().map(|x| x.name.clone()).collect();
        let yours = |p: &&pnp_companion::games::sherwood::state::PersonState| {
            p.side == Side::Controlled && !p.imprisoned
        };
        let occupied: Vec<String> = s
            .persons
            .iter()
            .filter(yours)
            .filter_map(|p| p.location.space().map(String::from))
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect();
        let at = |space: &str| -> Vec<String> {
            s.persons
                .iter()
                .filter(yours)
                .filter(|p| p.location.is(space))
                .map(|p| p.id.clone())
                .collect()
        };
        let aboard: Vec<String> = s
            .persons
            .iter()
            .filter(yours)
            .filter(|p| p.location == Location::Enterprise)
            .map(|p| p.id.clone())
            .collect();
        let everyone: Vec<String> = s.persons.iter().map(|p| p.id.clone()).collect();
        let space = self
            .pick(&occupied)
            .cloned()
            .unwrap_or_else(|| spaces[0].clone());
        match s.step {
            TurnStep::RebelActions => match self.rng.index(14) {
                0 => Action::EndRebelActions,
                1 | 2 if !self.careful || occupied.is_empty() => Action::BeamDown {
                    persons: self.some_of(aboard, 3),
                    to: self.pick(&spaces).cloned().unwrap_or_default(),
                },
                1..=3 => Action::BeamUp {
                    persons: self.some_of(at(&space), 3),
                },
                4 => Action::Move {
                    persons: self.some_of(at(&space), 2),
                    to: self.pick(&spaces).cloned().unwrap_or_default(),
                },
                5..=9 => {
                    let tables = [
                        TableId::Recruiting,
                        TableId::Donations,
                        TableId::Raid,
                        TableId::HorseTheft,
                        TableId::Sanctuary,
                        TableId::Heal,
                        TableId::Flight,
                    ];
                    let table = *self.pick(&tables).unwrap();
                    let target = match self.rng.index(3) {
                        0 => None,
                        1 => Some(Target::KingsMenSquad),
                        _ => self.pick(&everyone).cloned().map(Target::Person),
                    };
                    Action::Roll {
                        table,
                        request: RollRequest {
                            actor: self.pick(&at(&space)).cloned(),
                            space,
                            target,
                            gold: self.rng.index(3) as u32,
                            phasers: !self.careful && self.chance(4),
                            patients: self.rng.index(3) as u8,
                            medical_kit: self.chance(3),
                            flee_to: self.pick(&spaces).cloned().filter(|_| self.chance(2)),
                            chart_row: None,
                        },
                    }
                }
                10 => Action::BuyHorses { space },
                11 => Action::AidThePoor {
                    space,
                    gold: 1 + self.rng.index(3) as u8,
                },
                12 => Action::Preach {
                    track: *self.pick(&Track::ALL).unwrap(),
                },
                _ => Action::RollGold {
                    halve: self.chance(2),
                },
            },
            TurnStep::Expenses => match self.rng.index(6) {
                2 if !self.careful => Action::BeamSupplies,
                0..=2 => Action::PayExpenses,
                3 => Action::Starve {
                    person: self.pick(&everyone).cloned().unwrap_or_default(),
                },
                _ => Action::EndExpenses,
            },
            TurnStep::KingsMen => {
                if self.chance(3) {
                    Action::EndKingsMen
                } else {
                    let squads: Vec<String> = s.squads.iter().map(|q| q.name.clone()).collect();
                    Action::KingsMen {
                        squad: self.pick(&squads).cloned().unwrap_or_default(),
                    }
                }
            }
            TurnStep::RoyalParty => match self.rng.index(5) {
                0 => Action::FealtyAgain,
                1 => Action::EndTurn,
                2 => Action::RoyalPartyMoves {
                    into: self.pick(&s.towns).map(|t| t.name.clone()),
                },
                _ => Action::RoyalPartyMoves { into: None },
            },
        }
    }
}

/// What must hold of every Sherwood state the game reaches.
fn sherwood_invariants(start: &SherwoodState, s: &SherwoodState) -> Result<(), String> {
    for t in Track::ALL {
        if s.tracks.get(t) > TRACK_MAX {
            return Err(format!("{} at {}", t.label(), s.tracks.get(t)));
        }
    }
    let ids = |st: &SherwoodState| -> BTreeSet<String> {
        st.persons.iter().map(|p| p.id.clone()).collect()
    };
    if ids(s) != ids(start) || s.persons.len() != start.persons.len() {
        return Err("the people in the game changed".into());
    }
    let names =
        |st: &SherwoodState| -> Vec<String> { st.squads.iter().map(|q| q.name.clone()).collect() };
    if names(s) != names(start) || s.towns.len() != start.towns.len() {
        return Err("the squads or towns changed".into());
    }
    for p in &s.persons {
        if p.imprisoned && p.location == Location::Enterprise {
            return Err(format!("{} imprisoned aboard the Enterprise", p.id));
        }
        if p.sanctuary.is_some() && p.location.space().is_none() {
            return Err(format!("{} in sanctuary but not on the map", p.id));
        }
    }
    for town in &s.royal_party.visited {
        if !s.towns.iter().any(|t| &t.name == town) {
            return Err(format!("the Royal Party visited {town}, not a town"));
        }
    }
    if s.turn < start.turn {
        return Err("the turn went backwards".into());
    }
    Ok(())
}

fn sherwood_game(d: &SherwoodData, seed: u64, max_actions: usize) -> (SherwoodGame, usize, usize) {
    let mut g = SherwoodGame::new(
        d,
        seed,
        DiceMode::Digital,
        SetupDraw::Digital,
        &DEFAULT_NEUTRAL_SPACES.map(String::from),
    );
    let start = g.state().clone();
    let mut player = Player {
        rng: GameRng::from_seed(seed ^ 0xface),
        careful: seed % 2 == 1,
        pending: Vec::new(),
    };
    let (mut legal, mut refused, mut refused_in_a_row) = (0, 0, 0);
    // Set when the player keeps being refused: it then ends the step it is stuck in.
    let mut stuck_in: Option<(u32, TurnStep)> = None;
    while g.state().end.is_none() && legal < max_actions {
        let mut action = player.action(d, g.state());
        if refused_in_a_row > 30 {
            stuck_in = Some((g.state().turn, g.state().step));
        }
        if stuck_in == Some((g.state().turn, g.state().step)) {
            action = match g.state().step {
                TurnStep::RebelActions => Action::EndRebelActions,
                // Expenses must be paid first: beam supplies down until the gold is there.
                TurnStep::Expenses if g.state().expenses_paid => Action::EndExpenses,
                TurnStep::Expenses if refused_in_a_row % 2 == 0 => Action::PayExpenses,
                TurnStep::Expenses => Action::BeamSupplies,
                TurnStep::KingsMen => Action::EndKingsMen,
                TurnStep::RoyalParty => Action::EndTurn,
            };
        }
        let state_before = g.state().clone();
        let entries_before = g.journal.entries().len();
        match g.act(d, action.clone(), &[]) {
            Ok(outcome) => {
                legal += 1;
                refused_in_a_row = 0;
                sherwood_invariants(&start, g.state())
                    .unwrap_or_else(|e| panic!("seed {seed} after {action:?}: {e}"));
                player.pending.extend(
                    outcome
                        .suggestions
                        .into_iter()
                        .flat_map(|s| s.changes)
                        .take(6),
                );
                if player.chance(3) {
                    undo_redo_is_identity(
                        &mut g,
                        |g: &SherwoodGame| {
                            let entries = g.journal.entries();
                            (
                                g.journal.current().clone(),
                                entries.len(),
                                entries.last().cloned(),
                                g.reader.clone(),
                            )
                        },
                        SherwoodGame::undo,
                        SherwoodGame::redo,
                        "sherwood",
                    );
                }
            }
            Err(e) => {
                refused += 1;
                refused_in_a_row += 1;
                // Ending the step was refused too, again and again: the game is stuck.
                assert!(
                    refused_in_a_row < 100,
                    "seed {seed}: stuck in {:?}, turn {}; the last refusal of {action:?}: {e}",
                    g.state().step,
                    g.state().turn
                );
                assert_eq!(
                    g.state(),
                    &state_before,
                    "seed {seed}: refused {action:?} changed the game"
                );
                assert_eq!(g.journal.entries().len(), entries_before);
            }
        }
    }
    (g, legal, refused)
}

#[test]
fn sherwood_random_games_hold_their_invariants_undo_and_replay() {
    let d = SherwoodData::builtin().unwrap();
    let games = count("PNP_STRESS_GAMES", 300) / 3;
    let (mut legal, mut refused, mut turns, mut last_turn) = (0, 0, 0, 0);
    let mut endings: BTreeMap<String, u64> = BTreeMap::new();
    for seed in 0..games {
        let (g, l, r) = sherwood_game(d, seed, 250);
        legal += l;
        refused += r;
        turns += u64::from(g.state().turn);
        last_turn = last_turn.max(g.state().turn);
        let ending = g
            .state()
            .end
            .map_or("not ended".into(), |e| format!("{e:?}"));
        *endings.entry(ending).or_default() += 1;
        let replayed = g
            .replay(d)
            .unwrap_or_else(|e| panic!("seed {seed}: replay: {e}"));
        assert!(
            replayed.journal.entries() == g.journal.entries(),
            "seed {seed}: the seed and the log replay the identical game"
        );
    }
    eprintln!(
        "The Sherwood Syndrome: {games} random games, {turns} turns, {legal} actions taken \
         and checked, {refused} refused and checked unchanged; the longest reached turn \
         {last_turn}; endings {endings:?}"
    );
    assert!(
        legal > refused / 4,
        "the random player mostly plays, it does not only get refused"
    );
}
