//! Do Not Forsake Me played to its end, won and lost, with every outcome said aloud in every
//! language: the spoken form has words for every arrow, dot and code the screen shows.

use crate::common;
use pnp_companion::engine::random::GameRng;
use pnp_companion::games::dnfm::cards::CardSet;
use pnp_companion::games::dnfm::game::DnfmGame;
use pnp_companion::games::dnfm::rules::legal_actions;
use pnp_companion::games::dnfm::state::GameEnd;

/// A digital game of `seed`, a legal action picked by a generator of its own at each step,
/// to its end (or 400 actions).
fn to_the_end(seed: u64) -> DnfmGame {
    let set = CardSet::builtin().unwrap();
    let mut g = DnfmGame::new_digital(set, seed);
    let mut pick = GameRng::from_seed(seed ^ 0x5eed);
    for _ in 0..400 {
        if g.state().end.is_some() {
            break;
        }
        let legal = legal_actions(set, g.state());
        let Some(&a) = legal.get(pick.index(legal.len())) else {
            break;
        };
        g.act(set, a, &[]).unwrap();
    }
    g
}

#[test]
fn a_won_and_a_lost_game_are_said_in_words() {
    let (mut won, mut lost) = (false, false);
    for seed in 1..200 {
        let g = to_the_end(seed);
        let end = g.state().end;
        if (end == Some(GameEnd::Won) && !won) || (end == Some(GameEnd::Lost) && !lost) {
            let said = common::words::assert_speakable(
                &g.journal,
                |e| e.lines.iter().collect(),
                &format!("seed {seed}, {end:?}"),
            );
            assert!(said > 50, "seed {seed}: only {said} outcomes said");
            won |= end == Some(GameEnd::Won);
            lost |= end == Some(GameEnd::Lost);
        }
        if won && lost {
            return;
        }
    }
    panic!("no won and lost game among 200 seeds: won {won}, lost {lost}");
}
