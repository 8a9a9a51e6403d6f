//! The app never picks a choice for the player: in every state of many seeded games either
//! there is one next step (Space, the blue button) or there are choices shown as equals,
//! never both and never neither while the game goes on; each is a legal action.

use pnp_companion::engine::random::GameRng;
use pnp_companion::games::dnfm::cards::CardSet;
use pnp_companion::games::dnfm::game::DnfmGame;
use pnp_companion::games::dnfm::rules::{Action, legal_actions};
use pnp_companion::games::dnfm::state::Phase;

#[test]
fn a_step_or_a_choice_never_both() {
    let set = CardSet::builtin().unwrap();
    let mut seen_choice = [false; 4];
    for seed in 0..200u64 {
        let mut g = DnfmGame::new_digital(set, seed);
        let mut rng = GameRng::from_seed(seed ^ 0x5eed);
        for _ in 0..400 {
            let s = g.state();
            if s.end.is_some() {
                break;
            }
            let legal = legal_actions(set, s);
            let step = DnfmGame::suggested(set, s);
            let choices = DnfmGame::choices(set, s);
            assert!(
                step.is_some() == choices.is_empty(),
                "seed {seed}, {:?}: a step {step:?} and choices {choices:?}",
                s.phase
            );
            assert!(step.is_none_or(|a| legal.contains(&a)), "{step:?} is legal");
            assert!(
                choices.iter().all(|a| legal.contains(a)),
                "{choices:?} are legal"
            );
            match &s.phase {
                Phase::Movement => {
                    assert_eq!(choices, (1..=4).map(Action::Move).collect::<Vec<_>>());
                    seen_choice[0] = true;
                }
                Phase::Refit if legal.contains(&Action::Dock) => {
                    assert_eq!(choices, [Action::Dock, Action::Continue]);
                    seen_choice[1] = true;
                }
                Phase::Encounter { .. } => {
                    assert_eq!(choices, [Action::Evade, Action::Fight]);
                    seen_choice[2] = true;
                }
                Phase::Combat { rounds, .. } if *rounds > 0 => {
                    assert_eq!(choices, [Action::Attack, Action::Flee]);
                    seen_choice[3] = true;
                }
                _ => assert!(step.is_some(), "{:?} has its one next step", s.phase),
            }
            // Play on: the step, or one of the choices at random.
            let next = step.unwrap_or_else(|| choices[rng.index(choices.len())]);
            g.act(set, next, &[]).unwrap();
        }
    }
    assert_eq!(seen_choice, [true; 4], "every kind of choice came up");
}
