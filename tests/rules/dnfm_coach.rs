//! The coach's ranking of choices, held to the exact chances where the odds module works
//! them out (a state where one round decides the game: the round's exact chance against
//! nothing won), and elsewhere to a much longer simulation (many more games, another seed):
//! wherever the coach's gap between two choices is wider than its ±, the oracle ranks them
//! the same way. The long run is the coach's own code on more games, so it catches noise,
//! not a bias; the exact states catch a bias.

use crate::common;
use pnp_companion::engine::random::GameRng;
use pnp_companion::games::dnfm::CardSet;
use pnp_companion::games::dnfm::coach::{ChoiceFigure, CoachOptions, figure};
use pnp_companion::games::dnfm::map::MapStrip;
use pnp_companion::games::dnfm::odds::{Knowledge, round_chance};
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

/// What the coach's figures are held to: each choice's chance of winning.
enum Oracle {
    /// A long simulation: many more games, from another seed.
    LongRun,
    /// The exact chances, one a choice, in the order of the choices.
    Exact(Vec<f64>),
}

/// How many pairs of choices the coach told apart; panics where the oracle disagrees (and,
/// against exact chances, where a figure lies more than three standard errors off).
fn agree(name: &str, s: &DnfmState, choices: &[Action], oracle: &Oracle) -> usize {
    let coach = figures(s, choices, COACH_GAMES, 1);
    let truth: Vec<f64> = match oracle {
        Oracle::LongRun => figures(s, choices, LONG_GAMES, 7_777_777)
            .iter()
            .map(ChoiceFigure::probability)
            .collect(),
        Oracle::Exact(p) => {
            assert_eq!(p.len(), choices.len(), "{name}: one exact chance a choice");
            for (f, &p) in coach.iter().zip(p) {
                within_three_se(&format!("{name}: {:?}", f.action), f.wins, f.games, p);
            }
            p.clone()
        }
    };
    // Shown with --nocapture, to see how close the two are.
    eprintln!("{name}: coach {coach:?}\n  oracle {truth:?}");
    let mut told_apart = 0;
    for (i, a) in coach.iter().enumerate() {
        for (j, b) in coach.iter().enumerate().skip(i + 1) {
            let gap = a.probability() - b.probability();
            let margin = a.margin().hypot(b.margin());
            if gap.abs() <= margin {
                continue;
            }
            told_apart += 1;
            let truth_gap = truth[i] - truth[j];
            assert!(
                gap.signum() == truth_gap.signum(),
                "{name}: the coach ranks {a:?} against {b:?} (gap {gap:.3} ± {margin:.3}); \
                 the oracle says {:.4} against {:.4}",
                truth[i],
                truth[j]
            );
        }
    }
    told_apart
}

/// Where one round decides the game (see [`one_round_decides`]), Attack's exact chance is
/// the round's (`odds::round_chance`) and Flee's is nothing: the coach's figures lie within
/// three standard errors of both and rank them so.
#[test]
fn the_coach_ranks_choices_as_the_exact_odds_do() {
    let mut told_apart = 0;
    for (bounty, wmc) in [("narn", 2), ("choir", 3), ("opuchini", 4)] {
        let s = one_round_decides(bounty, wmc);
        let attack = exact_round(&s, &Knowledge::player(&s));
        told_apart += agree(
            &format!("{bounty} at cannon {wmc}, one round from victory"),
            &s,
            &[Action::Attack, Action::Flee],
            &Oracle::Exact(vec![attack, 0.0]),
        );
    }
    assert_eq!(told_apart, 3, "each state's two choices told apart");
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
        &Oracle::LongRun,
    );
    // The first move of a new game (seed 7, whose spacestations lie 8 and 10 quadrants on
    // and beyond): a short first move leaves more turns to reach them with money to spend.
    told_apart += agree(
        "the first move",
        &fresh(7),
        &[Action::Move(1), Action::Move(3)],
        &Oracle::LongRun,
    );
    // A spacestation four quadrants ahead with money to spend, NavComm damaged.
    told_apart += agree(
        "a station four ahead",
        &station_ahead(16),
        &[Action::Move(1), Action::Move(4)],
        &Oracle::LongRun,
    );
    assert!(
        told_apart >= 2,
        "the states are chosen so that the coach tells choices apart"
    );
}

/// In combat with `bounty` after a lost round (cannon `wmc`, one crewman, 29 MC: a won
/// round's capture wins the game), on the turn past the coach's limit: a continuation is the
/// round and nothing after it, so the coach's chance for Attack is the chance of winning
/// that round, which the odds module works out exactly.
fn one_round_decides(bounty: &str, wmc: u8) -> DnfmState {
    let mut s = encounter(bounty, 1, wmc, 29);
    let Phase::Encounter { card, .. } = s.phase else {
        unreachable!()
    };
    s.phase = Phase::Combat {
        bounty: bounty.into(),
        card,
        attack_wmc: wmc,
        rounds: 1,
    };
    s.turn = pnp_companion::games::dnfm::sim::TURN_LIMIT + 1;
    s
}

/// The exact chance of winning the round `s` is about to fight, from `knowledge`.
fn exact_round(s: &DnfmState, knowledge: &Knowledge) -> f64 {
    let Phase::Combat {
        bounty, attack_wmc, ..
    } = &s.phase
    else {
        unreachable!()
    };
    let attack = set()
        .bounty(bounty)
        .unwrap()
        .attack_for(*attack_wmc)
        .unwrap();
    round_chance(
        set(),
        knowledge,
        s.systems.wmc,
        s.systems.fusion,
        &attack.pattern,
    )
    .probability()
}

/// Whether `wins` of `games` lie within three standard errors of the exact `p`.
fn within_three_se(what: &str, wins: u32, games: u32, p: f64) {
    let share = f64::from(wins) / f64::from(games);
    let se = (p * (1.0 - p) / f64::from(games)).sqrt();
    assert!(
        (share - p).abs() <= 3.0 * se,
        "{what}: {wins} of {games} won ({share:.4}), the exact chance is {p:.4} (± {:.4} at 3 SE)",
        3.0 * se
    );
}

/// An oracle apart from the coach: where one round decides the game, the coach's chance for
/// Attack is the exact chance of winning the round (`odds::round_chance`), and so is a
/// play-out written in the tests with the game's own `act` on decks mixed by `Deck::rsf`;
/// fleeing wins nothing.
#[test]
fn where_one_round_decides_the_coach_gives_the_rounds_exact_chance() {
    const GAMES: u32 = 4_000;
    for (bounty, wmc) in [("narn", 2), ("kessik", 2), ("choir", 3)] {
        let s = one_round_decides(bounty, wmc);
        let p = exact_round(&s, &Knowledge::player(&s));
        assert!(
            p > 0.05 && p < 0.95,
            "{bounty}: a round worth telling ({p})"
        );
        let coached = figure(
            set(),
            &s,
            Action::Attack,
            CoachOptions {
                games: GAMES,
                seed: 3,
                peek: false,
            },
        );
        within_three_se(&format!("{bounty}: the coach"), coached.wins, GAMES, p);
        let played = common::dnfm::wins_by_acting(set(), &s, Action::Attack, GAMES, 11);
        within_three_se(&format!("{bounty}: the play-out"), played, GAMES, p);
        let fled = figure(set(), &s, Action::Flee, CoachOptions::default());
        assert_eq!(
            fled.wins, 0,
            "{bounty}: fleeing ends the continuation unwon"
        );
    }
}

/// Peeking plays on from the app's deck as it lies: where the next round decides the game,
/// the peeking coach gives the exact chance for that deck, the coach that does not peek the
/// chance for a well-mixed one, and the two differ.
#[test]
fn peeking_figures_are_the_decks_own_and_differ_from_what_a_player_can_know() {
    const GAMES: u32 = 4_000;
    let s = one_round_decides("narn", 2);
    let deck = s.deck.clone().unwrap();
    let known = exact_round(&s, &Knowledge::player(&s));
    let exact = exact_round(&s, &Knowledge::Exact(deck));
    let se = (known * (1.0 - known) / f64::from(GAMES)).sqrt();
    assert!(
        (known - exact).abs() > 6.0 * se,
        "a deck whose order tells: known {known:.4}, as it lies {exact:.4}"
    );
    for (peek, p) in [(false, known), (true, exact)] {
        let f = figure(
            set(),
            &s,
            Action::Attack,
            CoachOptions {
                games: GAMES,
                seed: 5,
                peek,
            },
        );
        within_three_se(&format!("peek {peek}"), f.wins, GAMES, p);
    }
}
