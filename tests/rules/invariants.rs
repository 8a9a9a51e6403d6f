//! Both games driven through their game objects (the journal the app uses) by players that
//! make random choices: after every action the game's invariants hold; an illegal action
//! changes nothing; undo then redo gives the identical game; the seed and the log replay
//! the identical game. Sherwood is also played by a goal-directed player that steers toward
//! the win, so the endgame is exercised and won. Every state either player reaches must be
//! live: while the game is not over, `progress_is_possible` names an action, and that action
//! is taken.
//!
//! CI plays a few hundred games; `scripts/stress.sh` sets `PNP_STRESS_GAMES` (100,000: a third
//! of them random Sherwood games, a tenth goal-directed ones). `PNP_TRACE_SEED=N` prints
//! every action of the Sherwood games with seed N, with the tracks after it.

use crate::common;

use common::dnfm::invariants_hold;
use pnp_companion::engine::dice::DieInput;
use pnp_companion::engine::random::GameRng;
use pnp_companion::games::dnfm::cards::CardSet;
use pnp_companion::games::dnfm::game::DnfmGame;
use pnp_companion::games::dnfm::rules::legal_actions;
use pnp_companion::games::sherwood::actions::{
    self, Action, Outcome, RollRequest, group_for, next_town, progress_is_possible, situation_for,
};
use pnp_companion::games::sherwood::effects::{Change, Choice, Pick, PickChange, Suggestion};
use pnp_companion::games::sherwood::game::{PlayMode, SherwoodGame};
use pnp_companion::games::sherwood::pending::{Task, Todo};
use pnp_companion::games::sherwood::persons::{Ability, PersonKind, Stat};
use pnp_companion::games::sherwood::spaces::{SpaceKind, SpaceRef};
use pnp_companion::games::sherwood::state::{
    Colour, DEFAULT_NEUTRAL_SPACES, Ending, Fealty, Location, PALACE, PersonState, SetupDraw,
    SherwoodState, Side, Track, TurnStep,
};
use pnp_companion::games::sherwood::{
    OddsLine, PersonId, Resolved, RoyalOrders, SherwoodData, TableId, Target, odds, prepare,
};
use std::collections::BTreeMap;

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
        let replayed = g.moves().replay(set).unwrap();
        assert!(
            replayed == g,
            "seed {seed}: the seed and the log replay the identical game"
        );
    }
    eprintln!("Do Not Forsake Me: {games} random games, {actions} actions checked");
}

// ---- The Sherwood Syndrome ----

/// Something that chooses Sherwood actions: the random player or the goal-directed one.
trait SherwoodPlayer {
    fn action(&mut self, d: &SherwoodData, s: &SherwoodState) -> Action;
    /// Called after `action` was taken: the state before and after it.
    fn taken(
        &mut self,
        _d: &SherwoodData,
        _action: &Action,
        _before: &SherwoodState,
        _after: &SherwoodState,
        _outcome: &Outcome,
    ) {
    }
    /// Called after `action` was refused (the game is unchanged).
    fn refused(&mut self, _action: &Action, _why: &str) {}
    /// A coin for the test's own checks (undo/redo).
    fn one_in(&mut self, n: usize) -> bool;
}

fn is_federation(d: &SherwoodData, id: &str) -> bool {
    d.roster
        .get(id)
        .and_then(|p| p.kind)
        .is_some_and(PersonKind::is_federation)
}

/// What must hold of every Sherwood state the game reaches: the rules' invariants, a held
/// Royal Party stands in a town that has not sworn, and the ending agrees with the tracks,
/// the towns and the crews. `before` is the state the last action was taken in.
fn sherwood_invariants(
    d: &SherwoodData,
    start: &SherwoodState,
    before: &SherwoodState,
    s: &SherwoodState,
) -> Result<(), String> {
    common::sherwood::invariants(d, start, before, s)?;
    if s.royal_party.held {
        let at = s.royal_party.location.space().unwrap_or_default();
        if s.town(at).is_none_or(|t| t.fealty == Fealty::Sworn) {
            return Err(format!(
                "the Royal Party is held at {at}, not an unsworn town"
            ));
        }
    }
    let crew_free = s
        .persons
        .iter()
        .all(|p| !p.imprisoned || !is_federation(d, &p.id));
    let rebellion = s.towns.iter().any(|t| t.fealty == Fealty::OpenRebellion);
    let all_sworn = s.towns.iter().all(|t| t.fealty == Fealty::Sworn);
    match s.end {
        None if s.tracks.witchcraft >= 10 => Err("Witchcraft 10 and no end".into()),
        None if all_sworn => Err("every town sworn and no end".into()),
        None if crew_free && rebellion => Err("the game is won but goes on".into()),
        Some(Ending::Won) if before.end.is_none() && !(crew_free && rebellion) => {
            Err("won without the crews free and a town in rebellion".into())
        }
        Some(Ending::Won) if before.end.is_none() && s.tracks.witchcraft >= 10 => {
            Err("won at Witchcraft 10".into())
        }
        _ => Ok(()),
    }
}

/// Liveness: a live game names an action that moves it on, and that action is taken.
fn liveness(d: &SherwoodData, g: &SherwoodGame, seed: u64) {
    let s = g.state();
    if s.end.is_some() {
        return;
    }
    let Some(a) = progress_is_possible(d, s) else {
        panic!(
            "seed {seed}: stuck: no action moves the game on in turn {}, {:?}, todo {:?}",
            s.turn, s.step, s.todo
        );
    };
    assert!(
        actions::legal_actions(d, s).iter().any(|l| l.ok()),
        "seed {seed}: a live game lists nothing legal in turn {}, {:?}",
        s.turn,
        s.step
    );
    let mut rng = GameRng::from_state(g.journal.current().rng);
    if let Err(e) = actions::apply(d, s, &a, &mut DieInput::Digital(&mut rng)) {
        panic!(
            "seed {seed}: the progress action {a:?} is refused in turn {}, {:?}: {e}",
            s.turn, s.step
        );
    }
}

/// What one game came to.
struct Played {
    game: SherwoodGame,
    legal: usize,
    refused: usize,
}

/// Plays one game with `player`, checking after every action: the invariants, liveness, a
/// refused action changes nothing, and (sometimes) undo then redo is the identity.
fn play_sherwood(
    d: &SherwoodData,
    seed: u64,
    draw: SetupDraw,
    player: &mut impl SherwoodPlayer,
    max_actions: usize,
    max_turns: u32,
    undo_one_in: usize,
) -> Played {
    let mut g = SherwoodGame::new(
        d,
        seed,
        PlayMode::Digital,
        draw,
        &DEFAULT_NEUTRAL_SPACES.map(String::from),
    );
    let start = g.state().clone();
    let trace = std::env::var("PNP_TRACE_SEED").ok() == Some(seed.to_string());
    let (mut legal, mut refused, mut refused_in_a_row) = (0, 0, 0);
    while g.state().end.is_none() && legal < max_actions && g.state().turn <= max_turns {
        liveness(d, &g, seed);
        let mut action = player.action(d, g.state());
        // A player refused again and again takes the action liveness promises.
        if refused_in_a_row > 30 {
            action = progress_is_possible(d, g.state()).expect("checked live above");
        }
        let state_before = g.state().clone();
        let entries_before = g.journal.entries().len();
        match g.act(d, action.clone(), &[]) {
            Ok(outcome) => {
                legal += 1;
                refused_in_a_row = 0;
                sherwood_invariants(d, &start, &state_before, g.state()).unwrap_or_else(|e| {
                    panic!(
                        "seed {seed} after {action:?} in turn {}: {e}",
                        state_before.turn
                    )
                });
                player.taken(d, &action, &state_before, g.state(), &outcome);
                if trace {
                    let s = g.state();
                    eprintln!(
                        "T{} {:?} W{} G{} RM{} | {}",
                        state_before.turn,
                        state_before.step,
                        s.tracks.witchcraft,
                        s.tracks.warchest,
                        s.tracks.royal_morale,
                        g.journal
                            .entries()
                            .last()
                            .map_or(String::new(), |e| format!(
                                "{} :: {}",
                                e.label,
                                e.event
                                    .lines
                                    .iter()
                                    .map(ToString::to_string)
                                    .collect::<Vec<_>>()
                                    .join(" / ")
                            ))
                    );
                }
                if player.one_in(undo_one_in) {
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
                assert!(
                    refused_in_a_row < 40,
                    "seed {seed}: even the progress action is refused in {:?}, turn {}: {action:?}: {e}",
                    g.state().step,
                    g.state().turn
                );
                assert_eq!(
                    g.state(),
                    &state_before,
                    "seed {seed}: refused {action:?} changed the game"
                );
                assert_eq!(g.journal.entries().len(), entries_before);
                if trace {
                    eprintln!("REFUSED {action:?}: {e}");
                }
                player.refused(&action, &e.to_string());
            }
        }
    }
    liveness(d, &g, seed);
    Played {
        game: g,
        legal,
        refused,
    }
}

/// The seed and the log replay the identical game.
fn replays(d: &SherwoodData, seed: u64, g: &SherwoodGame) {
    let replayed = g
        .replay(d)
        .unwrap_or_else(|e| panic!("seed {seed}: replay: {e}"));
    assert!(
        replayed.journal.entries() == g.journal.entries() && replayed.state() == g.state(),
        "seed {seed}: the seed and the log replay the identical game"
    );
}

/// Who of `from` the player names for a suggestion's pick, given an order of preference
/// (first = picked first).
fn take_n(from: &[PersonId], n: usize) -> Vec<PersonId> {
    from.iter().take(n.min(from.len())).cloned().collect()
}

/// Names for the hidden counters of a physical setup, each once and of its colour.
fn identify_choice(
    slots: &[Option<Colour>],
    archon: &[PersonId],
    neutral: &[PersonId],
    rng: &mut GameRng,
) -> Option<Vec<PersonId>> {
    let mut used: Vec<PersonId> = Vec::new();
    for colour in slots {
        let pool: Vec<&PersonId> = match colour {
            Some(Colour::Archon) => archon.iter().collect(),
            Some(Colour::Neutral) => neutral.iter().collect(),
            None => archon.iter().chain(neutral.iter()).collect(),
        };
        let free: Vec<&PersonId> = pool.into_iter().filter(|p| !used.contains(p)).collect();
        if free.is_empty() {
            return None;
        }
        used.push(free[rng.index(free.len())].clone());
    }
    Some(used)
}
/// A random player of the whole turn sequence. Its actions are built from what is on the
/// board, so most are legal; those the rules refuse must leave the game as it was. It
/// settles what results leave (confirming with choices it draws from those offered, now
/// and then leaving a task undone or answering wrongly) and sometimes tries an action
/// that must wait.
struct RandomPlayer {
    rng: GameRng,
    /// A careful player beams down only to an empty map, never uses phasers and beams
    /// supplies down only when stuck: Witchcraft grows slowly, so its games reach later turns.
    careful: bool,
}

/// Space names and kinds a random destination is drawn from.
fn destinations(d: &SherwoodData, s: &SherwoodState) -> Vec<String> {
    s.space_names(d)
        .into_iter()
        .map(String::from)
        .chain(["forest", "road", "bridge"].map(String::from))
        .collect()
}

impl RandomPlayer {
    fn pick<'a, T>(&mut self, xs: &'a [T]) -> Option<&'a T> {
        (!xs.is_empty()).then(|| &xs[self.rng.index(xs.len())])
    }

    fn chance(&mut self, one_in: usize) -> bool {
        self.rng.index(one_in) == 0
    }

    fn some_of(&mut self, ids: Vec<PersonId>, most: usize) -> Vec<PersonId> {
        let n = 1 + self.rng.index(most.min(ids.len()).max(1));
        let mut ids = ids;
        while ids.len() > n {
            let i = self.rng.index(ids.len());
            ids.remove(i);
        }
        ids
    }

    fn shuffled(&mut self, xs: &[PersonId]) -> Vec<PersonId> {
        let mut xs = xs.to_vec();
        for i in (1..xs.len()).rev() {
            let j = self.rng.index(i + 1);
            xs.swap(i, j);
        }
        xs
    }

    /// A choice for a suggestion's pick, drawn from what it offers.
    fn choice(&mut self, d: &SherwoodData, s: &SherwoodState, sug: &Suggestion) -> Choice {
        let mut c = Choice::default();
        match &sug.pick {
            None => {}
            Some(Pick::Persons { count, from, .. }) => {
                let from = self.shuffled(from);
                c.persons = take_n(&from, *count);
            }
            Some(Pick::Squad { from, .. }) => c.squad = self.pick(from).cloned(),
            Some(Pick::SquadDestination { .. } | Pick::Destination { .. }) => {
                c.to = self.pick(&destinations(d, s)).cloned().map(SpaceId::new);
            }
            Some(Pick::FreeOne { known, unseen, .. }) => {
                let all: Vec<PersonId> = known.iter().chain(unseen).cloned().collect();
                c.persons = self.pick(&all).cloned().into_iter().collect();
            }
            Some(Pick::Identify {
                slots,
                archon,
                neutral,
                ..
            }) => {
                c.persons =
                    identify_choice(slots, archon, neutral, &mut self.rng).unwrap_or_default();
            }
            Some(Pick::Legend { .. }) => {
                let shifts = pnp_companion::games::sherwood::effects::LEGEND_SHIFTS;
                c.tracks = self
                    .pick(&shifts)
                    .copied()
                    .filter(|_| self.chance(2))
                    .into_iter()
                    .collect();
            }
        }
        if let Some(prisons) = &sug.prison {
            c.prison = self.pick(prisons).cloned();
        }
        c
    }

    fn settle(&mut self, d: &SherwoodData, s: &SherwoodState, first: &Todo) -> Action {
        let id = first.id;
        if self.chance(8) {
            return Action::Dismiss { id };
        }
        match &first.task {
            Task::Confirm { suggestion } => {
                let mut choice = self.choice(d, s, suggestion);
                if self.chance(12) {
                    // A wrong answer: refused, and nothing changes.
                    choice = Choice {
                        persons: vec!["nobody".into()],
                        ..Choice::default()
                    };
                }
                Action::Resolve { id, choice }
            }
            Task::Flee {
                from,
                may_seek_sanctuary,
            } => {
                let fleeing = group_for(s, TableId::Flight, from);
                if (*may_seek_sanctuary || self.chance(6)) && self.chance(2) {
                    let requester = self.pick(&fleeing).cloned().unwrap_or_default();
                    return Action::SeekSanctuary { requester };
                }
                let to = self.pick(&destinations(d, s)).cloned().unwrap_or_default();
                Action::Flee {
                    to: SpaceId::new(to),
                }
            }
            // Refused while the cell is unknown (the built-in chart): the player then skips it.
            Task::Roll { .. } => Action::ResolveRoll,
            Task::RaidAgain { .. } => Action::RaidAgain,
            Task::GoldDie { halve } => Action::RollGold { halve: *halve },
        }
    }

    /// A correction through Adjust, now and then.
    fn adjustment(&mut self, d: &SherwoodData, s: &SherwoodState) -> Action {
        let everyone: Vec<PersonId> = s.persons.iter().map(|p| p.id.clone()).collect();
        let person = self.pick(&everyone).cloned().unwrap_or_default();
        let space = self
            .pick(&s.space_names(d))
            .cloned()
            .unwrap_or_else(SpaceId::unchosen);
        let change = match self.rng.index(6) {
            0 => Change::Track {
                track: *self.pick(&Track::ALL).unwrap(),
                delta: self.rng.index(3) as i32 - 1,
            },
            1 => Change::Injure { person },
            2 => Change::Heal { person },
            3 => Change::Horse {
                person,
                has: self.chance(2),
            },
            4 => Change::RecordPrisoners {
                space,
                archon: self.rng.index(2) as u8,
                neutral: self.rng.index(2) as u8,
                unknown: self.rng.index(2) as u8,
            },
            _ => Change::Capture {
                person,
                prison: Some(space),
            },
        };
        Action::Apply { change }
    }
}

impl SherwoodPlayer for RandomPlayer {
    fn one_in(&mut self, n: usize) -> bool {
        self.chance(n)
    }

    fn action(&mut self, d: &SherwoodData, s: &SherwoodState) -> Action {
        if let Some(first) = s.todo.first()
            && !self.chance(10)
        {
            return self.settle(d, s, first);
        }
        if self.chance(60) {
            return self.adjustment(d, s);
        }
        let spaces = destinations(d, s);
        let yours = |p: &&PersonState| p.side == Side::Controlled && !p.imprisoned;
        let occupied: Vec<String> = s.occupied_spaces().into_iter().map(String::from).collect();
        let at = |space: &str| -> Vec<PersonId> {
            s.persons
                .iter()
                .filter(yours)
                .filter(|p| p.location.is(space))
                .map(|p| p.id.clone())
                .collect()
        };
        let aboard: Vec<PersonId> = s
            .persons
            .iter()
            .filter(yours)
            .filter(|p| p.location == Location::Enterprise)
            .map(|p| p.id.clone())
            .collect();
        let everyone: Vec<PersonId> = s.persons.iter().map(|p| p.id.clone()).collect();
        let space = self
            .pick(&occupied)
            .cloned()
            .unwrap_or_else(|| spaces[0].clone());
        match s.step {
            TurnStep::RebelActions => match self.rng.index(15) {
                0 => Action::EndRebelActions,
                1 | 2 if !self.careful || occupied.is_empty() => Action::BeamDown {
                    persons: self.some_of(aboard, 3),
                    to: SpaceId::new(self.pick(&spaces).cloned().unwrap_or_default()),
                },
                1..=3 => Action::BeamUp {
                    persons: self.some_of(at(&space), 3),
                },
                4 => Action::Move {
                    persons: self.some_of(at(&space), 2),
                    to: SpaceId::new(self.pick(&spaces).cloned().unwrap_or_default()),
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
                            space: SpaceId::new(space),
                            target,
                            gold: self.rng.index(3) as u32,
                            phasers: !self.careful && self.chance(4),
                            patients: self.rng.index(3) as u8,
                            medical_kit: self.chance(3),
                            flee_to: None,
                            chart_row: None,
                        },
                    }
                }
                10 => Action::BuyHorses {
                    space: SpaceId::new(space),
                },
                11 => Action::AidThePoor {
                    space: SpaceId::new(space),
                    gold: 5 * (self.rng.index(2) as u8) + self.rng.index(2) as u8 * 3,
                },
                12 => Action::Preach {
                    track: *self.pick(&Track::ALL).unwrap(),
                },
                13 => Action::Release {
                    person: self.pick(&everyone).cloned().unwrap_or_default(),
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
                    let squads: Vec<String> = s.squads.iter().map(|q| q.name.to_string()).collect();
                    Action::KingsMen {
                        squad: SquadId::new(self.pick(&squads).cloned().unwrap_or_default()),
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

#[test]
fn sherwood_random_games_hold_their_invariants_undo_and_replay() {
    let builtin = SherwoodData::builtin().unwrap();
    let chart = common::sherwood::chart_data();
    let games = count("PNP_STRESS_GAMES", 300) / 3;
    let (mut legal, mut refused, mut turns, mut last_turn) = (0, 0, 0, 0);
    let mut endings: BTreeMap<String, u64> = BTreeMap::new();
    for seed in 0..games {
        // Half the games on the chart as printed (unknown cells keep their rolls waiting),
        // half on the filled-in test chart; every third game with a physical setup.
        let d = if seed % 4 < 2 { builtin } else { &chart };
        let draw = if seed % 3 == 2 {
            SetupDraw::Physical
        } else {
            SetupDraw::Digital
        };
        let mut player = RandomPlayer {
            rng: GameRng::from_seed(seed ^ 0xface),
            careful: seed % 2 == 1,
        };
        let played = play_sherwood(d, seed, draw, &mut player, 250, u32::MAX, 3);
        let g = &played.game;
        legal += played.legal;
        refused += played.refused;
        turns += u64::from(g.state().turn);
        last_turn = last_turn.max(g.state().turn);
        let ending = g
            .state()
            .end
            .map_or("not ended".into(), |e| format!("{e:?}"));
        *endings.entry(ending).or_default() += 1;
        replays(d, seed, g);
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
mod goal_player;
use goal_player::{GoalSummary, goal_games};
use pnp_companion::games::sherwood::space_id::{SpaceId, SquadId};

/// The fewest of the 200 fixed games the goal-directed player must win. The stress run's
/// 10,000 games win 22.31 %; 200 games at that rate win 44.6 on average with a binomial
/// spread of 5.9 games (√(200 · 0.2231 · 0.7769)). 25 is 3.3 spreads below: a change that
/// keeps the true rate falls under it with a chance below 1 in 1,000, while a fall to 10 %
/// (20 expected) fails nearly always. Today's 200 seeds win 47 (23.5 %).
const WON_AT_LEAST: u64 = 25;

#[test]
fn sherwood_goal_directed_games_win_and_stay_live() {
    let d = common::sherwood::chart_data();
    // 200 games in CI; the stress run's 100,000 make the 10,000 docs/testing.md quotes.
    let games = (count("PNP_STRESS_GAMES", 300) / 10).max(200);
    let mut sum = GoalSummary::default();
    goal_games(&d, 0..games, &mut sum);
    let per = |x: u64, n: u64| x as f64 / n.max(1) as f64;
    let lost = sum.games - sum.won;
    eprintln!(
        "The Sherwood Syndrome: {} goal-directed games (seeds 0..{games}): {} won ({:.2} %), \
         endings {:?}, mean {:.1} turns (won games {:.1}); {} actions checked live",
        sum.games,
        sum.won,
        100.0 * per(sum.won, sum.games),
        sum.endings,
        per(sum.turns, sum.games),
        per(sum.won_turns, sum.won),
        sum.actions,
    );
    eprintln!(
        "  lost games end with {:.2} crew prisoners, Royal Morale {:.1}, Witchcraft {:.1} on \
         average; every crew member free at some point in {} games (first on turn {:.1}, with \
         Witchcraft {:.1}, Royal Morale {:.1} and {:.1} Neutrals, Royalists and Clerics); \
         lowest Royal Morale {:.1} on average; {:.2} held Fealty rolls and {:.2} Fealty rolls \
         with every crew member free a game; crew captured, by cause: {:?}; won seeds {:?}",
        per(sum.lost_crew_prisoners, lost),
        per(sum.lost_morale, lost),
        per(sum.lost_witchcraft, lost),
        sum.all_free.0,
        per(sum.all_free.1, sum.all_free.0),
        per(sum.at_all_free.0, sum.all_free.0),
        per(sum.at_all_free.1, sum.all_free.0),
        per(sum.at_all_free.2, sum.all_free.0),
        per(sum.min_morale, sum.games),
        per(sum.held_rolls, sum.games),
        per(sum.rolls_all_free, sum.games),
        sum.crew_taken,
        &sum.winners[..sum.winners.len().min(20)],
    );
    eprintln!(
        "  Witchcraft moved by {:?}; Royal Morale moved by {:?}",
        sum.dw, sum.dm
    );
    assert!(
        sum.refusals.is_empty(),
        "the goal-directed player's actions were refused: {:#?}",
        sum.refusals
    );
    // Scaled for a stress run's larger count.
    let floor = WON_AT_LEAST * games / 200;
    assert!(
        sum.won >= floor,
        "the goal-directed player won {} of {} games, fewer than {floor}: the rules or the \
         player lost their way to the win",
        sum.won,
        sum.games
    );
}
