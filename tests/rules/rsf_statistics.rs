//! RSF (rotate, shuffle, flip) and the d10 as statistics: chi-square tests of card readings
//! and die values over many seeded runs, and how many RSFs it takes to mix a deck.
//!
//! Critical values at p = 0.001: 5 degrees of freedom 20.52, 9 → 27.88, 23 → 49.73.
//! `scripts/stress.sh` runs these with `PNP_STRESS_TRIALS` draws per seed.

use pnp_companion::engine::deck::{Deck, PlacedCard, Side};
use pnp_companion::engine::dice::D10;
use pnp_companion::engine::random::GameRng;
use pnp_companion::games::dnfm::cards::CardSet;

const CHI2_DF5: f64 = 20.52;
const CHI2_DF9: f64 = 27.88;
const CHI2_DF23: f64 = 49.73;

fn trials() -> usize {
    std::env::var("PNP_STRESS_TRIALS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(60_000)
}

fn chi_square(counts: &[u64]) -> f64 {
    let n: u64 = counts.iter().sum();
    let expected = n as f64 / counts.len() as f64;
    counts
        .iter()
        .map(|&c| (c as f64 - expected).powi(2) / expected)
        .sum()
}

/// One of the 24 readings a Dice Card can show: card 1–6, side, way up.
fn reading_index(c: &PlacedCard) -> usize {
    (usize::from(c.card) - 1) * 4
        + usize::from(c.orientation.side == Side::B) * 2
        + usize::from(c.orientation.rotated)
}

fn die_value(set: &CardSet, c: &PlacedCard) -> u8 {
    set.dice(c.card).unwrap().reading(c.orientation).value
}

/// The Dice Cards as they come out of the box: in order, all upright on side A.
fn from_the_box() -> Deck {
    Deck::new_upright(6)
}

#[test]
fn the_d10_is_uniform_over_seeds() {
    for seed in [1, 2, 3] {
        let mut rng = GameRng::from_seed(seed);
        let mut counts = [0u64; 10];
        for _ in 0..trials() {
            counts[usize::from(D10::roll(&mut rng).value() - 1)] += 1;
        }
        let chi2 = chi_square(&counts);
        assert!(
            chi2 < CHI2_DF9,
            "seed {seed}: chi-square {chi2:.2}: {counts:?}"
        );
    }
}

/// Die values are what the player adds up: equally likely from the first RSF on, at every
/// drawn position (the card design balances the values within each card's readings).
#[test]
fn die_values_are_uniform_from_the_first_rsf() {
    let set = CardSet::builtin().unwrap();
    for (seed, rsfs) in [(1, 1), (2, 2), (3, 3)] {
        let mut rng = GameRng::from_seed(seed);
        let mut values = [[0u64; 6]; 3];
        for _ in 0..trials() / 3 {
            let mut deck = from_the_box();
            for _ in 1..rsfs {
                deck.rsf(&mut rng);
            }
            for (position, c) in deck.rsf_draw(3, &mut rng).iter().enumerate() {
                values[position][usize::from(die_value(set, c) - 1)] += 1;
            }
        }
        for (position, counts) in values.iter().enumerate() {
            let chi2 = chi_square(counts);
            assert!(
                chi2 < CHI2_DF5,
                "{rsfs} RSFs, draw {position}: chi-square {chi2:.2}: {counts:?}"
            );
        }
    }
}

/// RSFs alone never mix the orientations fully: a card rotated at the start of one RSF sat
/// in the top half, which is where every card not flipped at the end of the previous RSF
/// sits, so each RSF boundary toggles side-xor-rotation of every card the same way. After k
/// RSFs without draws, a card's side xor rotation is fixed by where it started and which
/// half it ends in: the bottom card shows only 2 of its 4 readings. Drawing (and returning
/// the drawn cards on top) between RSFs is what breaks this (next test).
#[test]
fn rsfs_alone_fix_each_cards_side_xor_rotation() {
    let mut rng = GameRng::from_seed(7);
    for k in 1..=5 {
        let mut seen: std::collections::BTreeMap<(u8, bool), bool> = Default::default();
        for _ in 0..500 {
            let mut deck = from_the_box();
            for _ in 0..k {
                deck.rsf(&mut rng);
            }
            for (position, c) in deck.cards().iter().enumerate() {
                let parity = (c.orientation.side == Side::B) != c.orientation.rotated;
                let key = (c.card, position >= deck.len() / 2);
                let first = *seen.entry(key).or_insert(parity);
                assert_eq!(parity, first, "{k} RSFs: card {} varies", c.card);
            }
        }
    }
}

/// One RSF from a deck whose every card shows side A cannot mix it: the bottom half is
/// flipped last, so every card drawn from the bottom shows side B. (The rules RSF at setup
/// and again before every draw, so a game's first draw follows two RSFs.)
#[test]
fn one_rsf_from_the_box_always_shows_side_b() {
    let mut rng = GameRng::from_seed(4);
    let mut counts = [0u64; 24];
    for _ in 0..2_000 {
        let mut deck = from_the_box();
        let c = deck.rsf_draw(1, &mut rng)[0];
        assert_eq!(c.orientation.side, Side::B);
        counts[reading_index(&c)] += 1;
    }
    assert!(chi_square(&counts) > CHI2_DF23, "far from uniform");
}

/// The game's own cycle — RSF, draw from the bottom, return the drawn cards on top — keeps
/// every reading equally likely draw after draw.
#[test]
fn a_long_game_of_draws_stays_uniform() {
    let set = CardSet::builtin().unwrap();
    let mut rng = GameRng::from_seed(5);
    let mut deck = from_the_box();
    deck.rsf(&mut rng);
    let mut readings = [0u64; 24];
    let mut values = [0u64; 6];
    for i in 0..trials() {
        for c in deck.rsf_draw(1 + i % 4, &mut rng) {
            readings[reading_index(&c)] += 1;
            values[usize::from(die_value(set, &c) - 1)] += 1;
        }
    }
    assert!(chi_square(&readings) < CHI2_DF23, "{readings:?}");
    assert!(chi_square(&values) < CHI2_DF5, "{values:?}");
}

/// How many rounds of the game's own cycle (RSF, draw one to three, return them on top)
/// mix a deck straight from the box? Total variation distance of the next drawn card's
/// reading from uniform after c rounds, with the app's perfect shuffle and with a player's
/// single riffle per RSF (the Gilbert–Shannon–Reeds model: cut binomially, drop cards in
/// proportion to the packets). Printed for docs/testing.md; checked to fall towards zero.
#[test]
fn rounds_of_play_mix_the_deck() {
    let runs = (trials() / 6).max(1_000);
    for (name, shuffle) in [
        (
            "perfect shuffle",
            perfect as fn(usize, &mut GameRng) -> Vec<usize>,
        ),
        ("one riffle", riffle),
    ] {
        let mut rng = GameRng::from_seed(6);
        let mut line = Vec::new();
        for rounds in 0..=8 {
            let mut counts = [0u64; 24];
            for _ in 0..runs {
                let mut deck = from_the_box();
                let rsf = |deck: &mut Deck, rng: &mut GameRng| {
                    let order = shuffle(deck.len(), rng);
                    deck.rsf_with_order(&order);
                };
                rsf(&mut deck, &mut rng); // setup
                for _ in 0..rounds {
                    rsf(&mut deck, &mut rng);
                    deck.draw_and_return(1 + rng.index(3));
                }
                rsf(&mut deck, &mut rng);
                counts[reading_index(deck.cards().last().unwrap())] += 1;
            }
            let tv: f64 = counts
                .iter()
                .map(|&c| (c as f64 / runs as f64 - 1.0 / 24.0).abs())
                .sum::<f64>()
                / 2.0;
            line.push(tv);
        }
        let shown: Vec<String> = line.iter().map(|tv| format!("{tv:.3}")).collect();
        eprintln!(
            "{name}: distance from uniform after 0..=8 rounds: {}",
            shown.join(" ")
        );
        assert!(
            line[0] > 0.4,
            "{name}: the first draw of a game is far from mixed"
        );
        assert!(line[8] < line[1] && line[8] < 0.05, "{name}: {line:?}");
    }
}

fn perfect(n: usize, rng: &mut GameRng) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        order.swap(i, rng.index(i + 1));
    }
    order
}

fn riffle(n: usize, rng: &mut GameRng) -> Vec<usize> {
    let cut = (0..n).filter(|_| rng.index(2) == 0).count();
    let (mut left, mut right) = ((0..cut).collect::<Vec<_>>(), (cut..n).collect::<Vec<_>>());
    left.reverse();
    right.reverse();
    let mut order = Vec::with_capacity(n);
    while !left.is_empty() || !right.is_empty() {
        let from_left = rng.index(left.len() + right.len()) < left.len();
        order.extend(if from_left { left.pop() } else { right.pop() });
    }
    order
}
