//! The coach's ranking of choices against a much longer simulation (many more games, another
//! seed) on a few fixed states: wherever the coach's gap between two choices is wider than
//! its ±, the long run ranks them the same way.

use pnp_companion::engine::random::GameRng;
use pnp_companion::games::dnfm::CardSet;
use pnp_companion::games::dnfm::coach::{ChoiceFigure, CoachOptions, figure};
use pnp_companion::games::dnfm::map::MapStrip;
use pnp_companion::games::dnfm::rules::Action;
use pnp_companion::games::dnfm::state::{DnfmState, Phase};

/// The coach's own figures are this many games a choice (fewer than the app's 2,000, to keep
/// the test quick in a debug build; the ± grows to match).
const COACH_GAMES: u32 = 500;
/// The long run: eight times as many, from another seed.
const LONG_GAMES: u32 = 4_000;

fn set() -> &'static CardSet {
    CardSet::builtin().unwrap()
}

fn fresh(seed: u64) -> DnfmState {
    DnfmState::new_digital(set(), &mut GameRng::from_seed(seed))
}

/// At an encounter with `bounty` (its first card set aside), with `crew`, cannon `wmc` and
/// `megacredits`.
fn encounter(bounty: &str, crew: u8, wmc: u8, megacredits: u8) -> DnfmState {
    let mut s = fresh(21);
    let card = set().cards_carrying(bounty)[0];
    s.aside = Some(s.deck.as_mut().unwrap().take(card).unwrap());
    s.systems.crew = crew;
    s.systems.wmc = wmc;
    s.megacredits = megacredits;
    s.moved = 1;
    s.phase = Phase::Encounter {
        bounty: bounty.into(),
        card,
    };
    s
}

/// At Movement with the only spacestation four quadrants ahead and `megacredits` to spend.
fn station_ahead(megacredits: u8) -> DnfmState {
    let mut s = fresh(22);
    s.map = MapStrip::from_stations(&[4]);
    s.megacredits = megacredits;
    s.systems.navcomm = 2;
    s
}

fn figures(s: &DnfmState, choices: &[Action], games: u32, seed: u64) -> Vec<ChoiceFigure> {
    let options = CoachOptions {
        games,
        seed,
        peek: false,
    };
    choices
        .iter()
        .map(|&a| figure(set(), s, a, options))
        .collect()
}

/// How many pairs of choices the coach told apart; panics where the long run disagrees.
fn agree(name: &str, s: &DnfmState, choices: &[Action]) -> usize {
    let coach = figures(s, choices, COACH_GAMES, 1);
    let long = figures(s, choices, LONG_GAMES, 7_777_777);
    // Shown with --nocapture, to see how close the two are.
    eprintln!("{name}: coach {coach:?}\n  long {long:?}");
    let mut told_apart = 0;
    for (i, a) in coach.iter().enumerate() {
        for (j, b) in coach.iter().enumerate().skip(i + 1) {
            let gap = a.probability() - b.probability();
            let margin = a.margin().hypot(b.margin());
            if gap.abs() <= margin {
                continue;
            }
            told_apart += 1;
            let long_gap = long[i].probability() - long[j].probability();
            assert!(
                gap.signum() == long_gap.signum(),
                "{name}: the coach ranks {a:?} against {b:?} (gap {gap:.3} ± {margin:.3}); \
                 the long run says {:?} against {:?}",
                long[i],
                long[j]
            );
        }
    }
    told_apart
}

#[test]
fn the_coach_ranks_choices_as_a_long_simulation_does() {
    let mut told_apart = 0;
    // One crewman left against the Kessik Twins (a round won about one time in four at
    // cannon 2, their Detection Level 3 nearly always reached): a lost round's damage can
    // take the last crewman; evading nearly always goes on unhurt.
    told_apart += agree(
        "the Kessik Twins with one crewman",
        &encounter("kessik", 1, 2, 10),
        &[Action::Evade, Action::Fight],
    );
    // The first move of a new game (seed 7, whose spacestations lie 8 and 10 quadrants on
    // and beyond): a short first move leaves more turns to reach them with money to spend.
    told_apart += agree(
        "the first move",
        &fresh(7),
        &[Action::Move(1), Action::Move(3)],
    );
    // A spacestation four quadrants ahead with money to spend, NavComm damaged.
    told_apart += agree(
        "a station four ahead",
        &station_ahead(16),
        &[Action::Move(1), Action::Move(4)],
    );
    assert!(
        told_apart >= 2,
        "the states are chosen so that the coach tells choices apart"
    );
}
