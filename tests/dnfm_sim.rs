//! Whole games: invariants over many random games, seeded replay, the balance report, and
//! the exact odds against a Monte Carlo of the physical procedure.
//!
//! The counts here suit CI; `scripts/stress.sh` runs the long versions (set
//! `PNP_STRESS_GAMES` and `PNP_STRESS_TRIALS`).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

use pnp_companion::engine::deck::Deck;
use pnp_companion::engine::random::GameRng;
use pnp_companion::games::dnfm::cards::CardSet;
use pnp_companion::games::dnfm::odds::{Knowledge, check_chance, encounter_odds, round_chance};
use pnp_companion::games::dnfm::rules::{
    Action, Draws, Quiet, apply, apply_in_place, invariants_hold, legal_actions, player_cv,
};
use pnp_companion::games::dnfm::sim::{Policy, simulate};
use pnp_companion::games::dnfm::state::{DnfmState, Outcome, Phase};

fn set() -> &'static CardSet {
    CardSet::builtin().unwrap()
}

fn count(var: &str, default: u64) -> u64 {
    std::env::var(var)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// One game of uniformly random legal actions; every state checked.
fn random_game(seed: u64) -> (DnfmState, Vec<Outcome>) {
    let mut rng = GameRng::from_seed(seed);
    let mut s = DnfmState::new_digital(set(), &mut rng);
    let mut log = Vec::new();
    invariants_hold(set(), &s).unwrap();
    while s.end.is_none() && s.turn <= 300 {
        let legal = legal_actions(set(), &s);
        assert!(!legal.is_empty(), "a live game always has a move");
        let action = legal[rng.index(legal.len())];
        let (next, out) = apply(set(), &s, action, &mut Draws::Digital(&mut rng))
            .unwrap_or_else(|e| panic!("seed {seed}: legal {action:?} refused: {e}"));
        invariants_hold(set(), &next)
            .unwrap_or_else(|e| panic!("seed {seed} after {action:?}: {e}"));
        assert!(
            next.megacredits >= s.megacredits
                || matches!(action, Action::Buy(_) | Action::Repair(_))
        );
        s = next;
        log.push(out);
    }
    (s, log)
}

#[test]
fn invariants_hold_over_many_random_games() {
    let games = count("PNP_STRESS_GAMES", 1_500);
    let mut ended = 0;
    for seed in 0..games {
        let (s, _) = random_game(seed);
        ended += u64::from(s.end.is_some());
    }
    eprintln!("{games} random games checked, {ended} ended by win or loss");
    assert!(ended > games / 2);
}

#[test]
fn a_seed_replays_the_identical_game() {
    for seed in [3, 77, 1234] {
        assert_eq!(random_game(seed), random_game(seed));
    }
    assert_ne!(random_game(3).0, random_game(4).0);
}

#[test]
fn quiet_play_in_place_matches_apply() {
    for seed in 0..200 {
        let mut rng = GameRng::from_seed(seed);
        let mut quiet_rng = GameRng::from_seed(seed);
        let mut s = DnfmState::new_digital(set(), &mut rng);
        let mut quiet = DnfmState::new_digital(set(), &mut quiet_rng);
        while s.end.is_none() && s.turn <= 300 {
            let legal = legal_actions(set(), &s);
            let action = legal[rng.index(legal.len())];
            quiet_rng.index(legal.len());
            s = apply(set(), &s, action, &mut Draws::Digital(&mut rng))
                .unwrap()
                .0;
            apply_in_place(
                set(),
                &mut quiet,
                action,
                &mut Draws::Digital(&mut quiet_rng),
                &mut Quiet,
            )
            .unwrap();
            assert_eq!(s, quiet, "seed {seed} after {action:?}");
        }
        assert_eq!(rng.state(), quiet_rng.state());
    }
}

/// Seeded balance figures stay exactly what they were (any change to how the rules draw
/// or how a policy chooses shows here).
#[test]
fn the_balance_report_for_a_seed_is_fixed() {
    let expected = [
        (Policy::Cautious, 577, 39_451, 19_155, 417, 6),
        (Policy::Bold, 252, 4_898, 14_714, 745, 3),
        (Policy::Random, 1, 19_897, 1_221, 783, 216),
    ];
    for (policy, wins, turns, mc, combat, events) in expected {
        let r = simulate(set(), 1_000, 11, policy);
        assert_eq!(r.wins, wins, "{policy:?}");
        assert_eq!((r.mean_turns * 1_000.0).round() as u64, turns, "{policy:?}");
        assert_eq!(
            (r.mean_megacredits * 1_000.0).round() as u64,
            mc,
            "{policy:?}"
        );
        assert_eq!(
            r.losses.get("crew lost in combat"),
            Some(&combat),
            "{policy:?}"
        );
        assert_eq!(
            r.losses.get("crew lost to events"),
            Some(&events),
            "{policy:?}"
        );
        assert_eq!(r.losses.values().sum::<u64>() + wins, 1_000, "{policy:?}");
    }
}

#[test]
fn the_balance_report_is_reproducible_and_in_range() {
    let games = count("PNP_STRESS_GAMES", 2_000);
    let cautious = simulate(set(), games, 11, Policy::Cautious);
    assert_eq!(cautious, simulate(set(), games, 11, Policy::Cautious));
    let bold = simulate(set(), games, 11, Policy::Bold);
    let random = simulate(set(), games, 11, Policy::Random);
    eprintln!(
        "cautious {:.3}  bold {:.3}  random {:.3}",
        cautious.win_rate, bold.win_rate, random.win_rate
    );
    assert!((0.35..=0.65).contains(&cautious.win_rate), "{cautious:?}");
    assert!(random.win_rate + 0.2 < cautious.win_rate, "{random:?}");
    assert!(bold.win_rate < cautious.win_rate);
}

/// A fixed deck state seen in a game, with the bounty card set aside.
fn five_card_deck(seed: u64) -> Deck {
    let mut rng = GameRng::from_seed(seed);
    let mut deck = Deck::new_upright(6);
    for _ in 0..3 {
        deck.rsf(&mut rng);
    }
    deck.take(2);
    deck
}

#[test]
fn exact_odds_match_a_monte_carlo_of_the_physical_procedure() {
    let trials = count("PNP_STRESS_TRIALS", 1_000_000);
    let deck = five_card_deck(5);
    let narn = set().bounty("narn").unwrap();
    let attack = &narn.attack_for(2).unwrap().pattern;
    let exact_round =
        round_chance(set(), &Knowledge::Exact(deck.clone()), 2, 4, attack).probability();
    let exact_evade = check_chance(set(), &Knowledge::Exact(deck.clone()), 2, 6).probability();
    let mut rng = GameRng::from_seed(99);
    let (mut won, mut evaded) = (0u64, 0u64);
    let value = |pc: &pnp_companion::engine::deck::PlacedCard| {
        set().dice(pc.card).unwrap().reading(pc.orientation).value
    };
    for _ in 0..trials {
        let mut d = deck.clone();
        let mine: Vec<u8> = d.rsf_draw(4, &mut rng).iter().map(value).collect();
        let mut theirs: Vec<u8> = d.rsf_draw(3, &mut rng).iter().map(value).collect();
        theirs.sort_unstable();
        if player_cv(set(), 2, 4, &mine).unwrap().cv >= attack.score(&theirs) as i32 {
            won += 1;
        }
        let mut d = deck.clone();
        if d.rsf_draw(2, &mut rng)
            .iter()
            .map(|c| u32::from(value(c)))
            .sum::<u32>()
            >= 6
        {
            evaded += 1;
        }
    }
    let mc_round = won as f64 / trials as f64;
    let mc_evade = evaded as f64 / trials as f64;
    eprintln!(
        "round: exact {exact_round:.4} mc {mc_round:.4}; evade: exact {exact_evade:.4} mc {mc_evade:.4} ({trials} trials)"
    );
    assert!((exact_round - mc_round).abs() < 0.005);
    assert!((exact_evade - mc_evade).abs() < 0.005);
}

#[test]
fn mixed_odds_match_a_monte_carlo_of_a_well_mixed_deck() {
    let trials = count("PNP_STRESS_TRIALS", 1_000_000) / 4;
    let cards = [1u8, 3, 4, 5, 6];
    let choir = &set()
        .bounty("choir")
        .unwrap()
        .attack_for(3)
        .unwrap()
        .pattern;
    let exact = round_chance(set(), &Knowledge::Mixed(cards.to_vec()), 3, 3, choir).probability();
    let mut rng = GameRng::from_seed(7);
    let draw = |k: usize, rng: &mut GameRng| -> Vec<u8> {
        let mut pool = cards.to_vec();
        (0..k)
            .map(|_| {
                let c = pool.swap_remove(rng.index(pool.len()));
                let o = pnp_companion::engine::deck::Orientation::ALL[rng.index(4)];
                set().dice(c).unwrap().reading(o).value
            })
            .collect()
    };
    let mut won = 0u64;
    for _ in 0..trials {
        let mine = draw(3, &mut rng);
        let mut theirs = draw(3, &mut rng);
        theirs.sort_unstable();
        if player_cv(set(), 3, 3, &mine).unwrap().cv >= choir.score(&theirs) as i32 {
            won += 1;
        }
    }
    let mc = won as f64 / trials as f64;
    assert!((exact - mc).abs() < 0.005, "exact {exact} mc {mc}");
}

#[test]
fn odds_are_offered_at_an_encounter() {
    let mut rng = GameRng::from_seed(1);
    let mut s = DnfmState::new_digital(set(), &mut rng);
    s.phase = Phase::Bounty;
    let (s, _) = apply(
        set(),
        &s,
        Action::RevealBounty,
        &mut Draws::Digital(&mut rng),
    )
    .unwrap();
    let odds = encounter_odds(set(), &s).expect("odds at an encounter");
    let evade = odds.evade.expect("evade odds before combat");
    assert_eq!(evade.cases, 120, "one RSF of five cards: 120 shuffles");
    assert_eq!(odds.win_round.cases, 120 * 120);
    assert!((0.0..=1.0).contains(&odds.win_round.probability()));
}
