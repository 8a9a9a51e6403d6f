//! The record of plays: each game that ends leaves one line, which outlives its save. Do Not
//! Forsake Me's digital games here (won, and lost, with how: the crew lost in a fight or to an
//! event, told apart by the action that ended the game); its physical game where it is played
//! to the end with the picker (`physical_play.rs`), and Sherwood's four endings where its
//! endgames are played (`sherwood_endgames.rs`).

use crate::common;

use pnp_companion::games::dnfm::cards::CardSet;
use pnp_companion::games::dnfm::game::DnfmGame;
use pnp_companion::games::dnfm::rules::Action as Act;
use pnp_companion::store::record::{How, stats};
use pnp_companion::store::saves::GameKind;

fn set() -> &'static CardSet {
    CardSet::builtin().unwrap()
}

/// Two players: one after the bounties (move 2, dock, fight, attack on), one who keeps
/// away from them (move 4, never dock, evade, flee) and so meets more events than fights.
fn pick(g: &DnfmGame, fighter: bool) -> Act {
    let choices = DnfmGame::choices(set(), g.state());
    DnfmGame::suggested(set(), g.state())
        .or_else(|| {
            choices
                .iter()
                .find(|a| {
                    if fighter {
                        matches!(a, Act::Move(2) | Act::Dock | Act::Fight | Act::Attack)
                    } else {
                        matches!(a, Act::Move(4) | Act::Continue | Act::Evade | Act::Flee)
                    }
                })
                .copied()
        })
        .or_else(|| choices.first().copied())
        .unwrap_or(Act::Continue)
}

/// A digital game played to its end, and the action that ended it.
fn digital_to_the_end(seed: u64) -> (DnfmGame, Act) {
    let mut g = DnfmGame::new_digital(set(), seed);
    for _ in 0..5000 {
        let a = pick(&g, seed.is_multiple_of(2));
        g.act(set(), a, &[]).unwrap();
        if g.state().end.is_some() {
            return (g, a);
        }
    }
    panic!("seed {seed} did not end");
}

/// Fixed seeds, one for each ending: seed 70 is won, seed 2 lost in a fight, seed 1 lost
/// to an event. The record's line says so exactly as the state's one classifier does
/// (`DnfmState::loss`, which the simulator's report uses too), and the action that ended a
/// game lost in a fight is always an attack, one lost to events a scan.
#[test]
fn digital_games_won_and_lost_each_leave_their_line() {
    use pnp_companion::games::dnfm::state::Loss;
    let mut record = pnp_companion::store::record::Record::default();
    for (seed, want) in [
        (70, How::Megacredits),
        (2, How::CrewLostInCombat),
        (1, How::CrewLostToEvents),
    ] {
        let (g, last) = digital_to_the_end(seed);
        let line = common::record::dnfm_line(&g);
        assert!(!line.physical);
        assert_eq!(line.how, want, "seed {seed}");
        let figure = |name: &str| line.figures.iter().find(|f| f.name == name).unwrap().value;
        match (line.how, g.state().loss()) {
            (How::Megacredits, None) => assert!(figure("Megacredits") >= 30),
            (How::CrewLostToEvents, Some(Loss::ToEvents)) => {
                assert_eq!(figure("Crew"), 0);
                assert_eq!(last, Act::ScanForEvents, "seed {seed}");
            }
            (How::CrewLostInCombat, Some(Loss::InCombat)) => {
                assert_eq!(figure("Crew"), 0);
                assert_eq!(last, Act::Attack, "seed {seed}");
            }
            (how, loss) => panic!("seed {seed}: the record says {how:?}, the state {loss:?}"),
        }
        record.add(line);
    }
    let s = stats(&record, GameKind::Dnfm, Some(false));
    assert_eq!((s.played, s.won, s.lost), (3, 1, 2));
}
