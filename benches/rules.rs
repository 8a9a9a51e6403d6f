//! The rules' timings in a release build without the window or the PDF writer, so CI can
//! hold them to their budgets at the cost of a small build (no iced, no dev-dependencies):
//! the exact odds, Sherwood's odds, RSF + draw, the coach and the simulator.
//!
//!   cargo run --release --no-default-features --features bench --bin bench-rules [-- --tsv]
//!
//! `benches/run.sh` runs it after the in-process bench; `--tsv` prints tab-separated rows.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

#[path = "common/measure.rs"]
mod measure;

use measure::{
    Budget, Row, fmt_rate, fmt_time, held_twice, percentiles, print_table, print_tsv, timed,
    timed_batch, wanted,
};
use pnp_companion::engine::deck::Deck;
use pnp_companion::engine::random::GameRng;
use pnp_companion::games::dnfm::cards::CardSet;
use pnp_companion::games::dnfm::coach::{CoachOptions, coach};
use pnp_companion::games::dnfm::odds::{Knowledge, check_chance, round_chance};
use pnp_companion::games::dnfm::rules::{Action as DnfmAct, Draws, apply};
use pnp_companion::games::dnfm::sim::{Policy, simulate};
use pnp_companion::games::dnfm::{DnfmState, Phase};
use pnp_companion::games::sherwood::persons::Stat;
use pnp_companion::games::sherwood::spaces::SpaceRef;
use pnp_companion::games::sherwood::{
    PersonId, SherwoodData, Situation, TableId, Target, odds, prepare,
};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// A digital game played by its obvious steps until a bounty is met.
fn dnfm_encounter(set: &CardSet) -> DnfmState {
    let mut rng = GameRng::from_seed(3);
    let mut s = DnfmState::new_digital(set, &mut rng);
    for _ in 0..500 {
        if matches!(s.phase, Phase::Encounter { .. }) {
            return s;
        }
        if s.end.is_some() {
            s = DnfmState::new_digital(set, &mut rng);
        }
        use pnp_companion::games::dnfm::game::DnfmGame;
        let a = DnfmGame::suggested(set, &s)
            .or_else(|| DnfmGame::choices(set, &s).first().copied())
            .unwrap_or(DnfmAct::Fight);
        s = apply(set, &s, a, &mut Draws::Digital(&mut rng)).unwrap().0;
    }
    panic!("no encounter in 500 actions")
}

fn rules_rows(rows: &mut Vec<Row>, runs: usize) {
    let set = CardSet::builtin().unwrap();
    let s = dnfm_encounter(set);
    let Phase::Encounter { bounty, .. } = &s.phase else {
        unreachable!()
    };
    let b = set.bounty(bounty).unwrap();
    let attack = &b.attack_for(s.systems.wmc).unwrap().pattern;
    let nav = usize::from(set.navcomm_cards(s.systems.navcomm).unwrap());
    let exact = Knowledge::of(&s);
    assert!(matches!(exact, Knowledge::Exact(_)));
    let ms = Budget::Max(Duration::from_millis(1));
    rows.extend(timed("DNFM odds: combat round (exact)", runs, ms, || {
        let t = Instant::now();
        let c = round_chance(set, &exact, s.systems.wmc, s.systems.fusion, attack);
        let took = t.elapsed();
        assert_eq!(c.cases, 14_400);
        took
    }));
    rows.extend(timed(
        "DNFM odds: evade (exact)",
        runs,
        Budget::Max(Duration::from_millis(1)),
        || {
            let t = Instant::now();
            let c = check_chance(set, &exact, nav, u32::from(b.dl));
            let took = t.elapsed();
            assert_eq!(c.cases, 120);
            took
        },
    ));

    // Sherwood: the rulebook's recruiting example, prepared and its odds worked out.
    let mut data = SherwoodData::builtin().unwrap().clone();
    data.roster
        .get_mut("kirk")
        .unwrap()
        .set_value(Stat::Persuasiveness, Some(1));
    data.roster
        .get_mut("spock")
        .unwrap()
        .set_value(Stat::Persuasiveness, Some(2));
    let situation = Situation {
        space: SpaceRef::named(data.spaces.find("Klamath Town").unwrap()),
        actor: Some("kirk".into()),
        present: ["spock", "jink", "uhura"].map(PersonId::from).to_vec(),
        target: Some(Target::Person("norje".into())),
        royal_morale: 10,
        ..Situation::default()
    };
    rows.extend(timed_batch(
        "Sherwood odds: prepare + odds (recruit)",
        runs,
        100,
        Budget::Max(Duration::from_millis(1)),
        || {
            let prep = prepare(&data, TableId::Recruiting, black_box(&situation)).unwrap();
            black_box(odds(&data, &prep));
        },
    ));

    // RSF and a draw of three: the simulator does this dozens of times a game, so at
    // 20,000 games/s it may take about a microsecond.
    let mut deck = Deck::new_upright(6);
    let mut rng = GameRng::from_seed(1);
    rows.extend(timed_batch(
        "RSF + draw 3 (6 cards)",
        runs,
        10_000,
        Budget::Max(Duration::from_micros(1)),
        || {
            black_box(deck.rsf_draw(3, &mut rng));
        },
    ));
}

fn sim_rows(rows: &mut Vec<Row>) {
    let set = CardSet::builtin().unwrap();
    for (policy, games_per_pace) in [(Policy::Cautious, 240.0), (Policy::Bold, 480.0)] {
        let name = format!("DNFM simulator, {policy:?} (1 core)");
        if !wanted(&name) {
            continue;
        }
        // Size the runs to about half a second each from a first short run.
        let t = Instant::now();
        black_box(simulate(set, 200, 1, policy));
        let per_game = t.elapsed().as_secs_f64() / 200.0;
        let games = ((0.5 / per_game) as u64).clamp(200, 200_000);
        let mut measure = || {
            let mut seed = 0;
            let (mut rates, pace) = paced(7, || {
                seed += 1;
                let t = Instant::now();
                black_box(simulate(set, games, seed, policy));
                games as f64 / t.elapsed().as_secs_f64()
            });
            rates.sort_by(f64::total_cmp);
            (
                rates[rates.len() / 2],
                rates[0],
                games_per_pace / pace.as_secs_f64(),
            )
        };
        let (median, slow, budget) =
            held_twice(&mut measure, |&(median, _, budget)| median >= budget);
        rows.push(Row {
            name,
            median: format!("{} games/s", fmt_rate(median)),
            // The slowest of the runs stands for the slow tail.
            p90: format!("{} games/s", fmt_rate(slow)),
            budget: format!(
                ">= {} games/s ({games_per_pace} games a pace)",
                fmt_rate(budget)
            ),
            ok: Some(median >= budget),
            timing: true,
        });
    }
}

/// The machine's pace: a fixed piece of work of the rules' kind (an 18-card deck shuffled
/// by a hand-written xorshift, its top three read with branches), outside the code under
/// test. The shared machine's speed varies about twofold from one day to the next and the
/// same code's timings with it, so the coach's and the simulator's budgets are multiples of
/// the pace measured just before them: they hold the code, not the day.
fn pace() -> Duration {
    let mut samples: Vec<Duration> = (0..9).map(|_| pace_once()).collect();
    percentiles(&mut samples).0
}

/// One pace's work, timed.
fn pace_once() -> Duration {
    let t = Instant::now();
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut deck: [u8; 18] = std::array::from_fn(|i| i as u8);
    let mut total = 0u64;
    for _ in 0..PACE_SHUFFLES {
        for i in (1..deck.len()).rev() {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            deck.swap(i, (x % (i as u64 + 1)) as usize);
        }
        for &card in &deck[..3] {
            total += if card % 3 == 0 {
                u64::from(card) * 2
            } else {
                u64::from(card)
            };
        }
    }
    black_box(total);
    t.elapsed()
}

/// Samples of `f`, each just after one pace, so that the code and the pace it is held to
/// meet the same moment of a busy machine: the samples and the median pace.
fn paced<T>(runs: usize, mut f: impl FnMut() -> T) -> (Vec<T>, Duration) {
    let mut paces = Vec::with_capacity(runs);
    let samples = (0..runs)
        .map(|_| {
            paces.push(pace_once());
            f()
        })
        .collect();
    (samples, percentiles(&mut paces).0)
}

const PACE_SHUFFLES: u32 = 400_000;

fn pace_row(rows: &mut Vec<Row>) {
    let p = pace();
    rows.push(Row {
        name: format!("machine pace: 18 cards shuffled {PACE_SHUFFLES} times (1 pace)"),
        median: fmt_time(p),
        p90: String::new(),
        budget: "-".into(),
        ok: None,
        timing: true,
    });
}

/// The coach as the app runs it (2,000 games a choice): a new game's four moves, and the
/// two choices at a bounty; the budgets leave about twice the time the code takes, in paces
/// (docs/performance.md).
fn coach_rows(rows: &mut Vec<Row>) {
    let set = CardSet::builtin().unwrap();
    let mut rng = GameRng::from_seed(7);
    let new_game = DnfmState::new_digital(set, &mut rng);
    let bounty = dnfm_encounter(set);
    for (name, s, choices, paces) in [
        (
            "DNFM coach: a new game's moves (2,000 games each)",
            &new_game,
            4,
            COACH_NEW_GAME_PACES,
        ),
        (
            "DNFM coach: evade or fight (2,000 games each)",
            &bounty,
            2,
            COACH_BOUNTY_PACES,
        ),
    ] {
        if !wanted(name) {
            continue;
        }
        let run = || {
            let t = Instant::now();
            let figures = coach(set, s, CoachOptions::default());
            let took = t.elapsed();
            assert_eq!(figures.choices.len(), choices, "{name}");
            took
        };
        let _ = run();
        let mut measure = || {
            let (mut samples, pace) = paced(5, run);
            let (median, p90) = percentiles(&mut samples);
            (median, p90, pace.mul_f64(paces))
        };
        let (median, p90, budget) =
            held_twice(&mut measure, |&(median, _, budget)| median <= budget);
        rows.push(Row {
            name: name.into(),
            median: fmt_time(median),
            p90: fmt_time(p90),
            budget: format!("<= {} ({paces} paces)", fmt_time(budget)),
            ok: Some(median <= budget),
            timing: true,
        });
    }
}

/// Budgets in paces (see [`pace`]). Six runs on 2026-12-06 took a new game's moves 19 to 33
/// paces, a bounty's choices 9 to 16, and simulated 340 to 490 (Cautious) and 680 to 800
/// (Bold) games a pace: the budgets leave about twice the usual and 1.4 times the slowest.
const COACH_NEW_GAME_PACES: f64 = 45.0;
const COACH_BOUNTY_PACES: f64 = 23.0;

fn main() {
    let runs: usize = std::env::var("BENCH_RUNS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(200);
    let mut rows = Vec::new();
    rules_rows(&mut rows, runs);
    pace_row(&mut rows);
    coach_rows(&mut rows);
    sim_rows(&mut rows);
    if std::env::args().any(|a| a == "--tsv") {
        print_tsv(&rows);
    } else {
        print_table(&rows);
    }
}
