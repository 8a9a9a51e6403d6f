//! No press throws away a draw. Hundreds of seeded Do Not Forsake Me games, digital and
//! physical, are played through the screen's own messages by a player who presses about at
//! random: the actions the rules allow now and the ones they do not (every choice the
//! screen has ever shown: Attack, Flee, Scan for events, Move …), cards of every way they
//! can lie, Take back, Cancel, Undo, Redo, a step back through the log, the map's stations.
//! After every press:
//! - the cards entered for a draw are all still there, unless the player's own Take back,
//!   Cancel or Undo took them, a card tapped again was taken back, or the draw was complete
//!   and became a log entry (so a lost round's combat damage is never skipped);
//! - a press the screen refuses changes nothing: the game, the cards entered, the draw;
//! - the cards of a draw already complete (a lost round waiting for its damage card, an
//!   event waiting for its NavComm check) stay, whatever is pressed, Take back, Cancel and
//!   Undo included, until the action is in the log with them: a decided round stays
//!   decided.

use pnp_companion::engine::deck::{Orientation, PlacedCard};
use pnp_companion::engine::random::GameRng;
use pnp_companion::games::dnfm::cards::{CardSet, System};
use pnp_companion::games::dnfm::game::DnfmGame;
use pnp_companion::games::dnfm::map::MapStrip;
use pnp_companion::games::dnfm::rules::{Action as Act, legal_actions};
use pnp_companion::ui::dnfm::{Action, DnfmScreen, Message};

fn set() -> &'static CardSet {
    CardSet::builtin().unwrap()
}

/// Every action a button of the screen stands for, whatever the phase.
fn every_action() -> Vec<Act> {
    let mut all = vec![
        Act::Dock,
        Act::Continue,
        Act::ScanForEvents,
        Act::RevealBounty,
        Act::Evade,
        Act::Fight,
        Act::Attack,
        Act::Flee,
    ];
    all.extend((1..=4).map(Act::Move));
    all.extend(
        System::SHIP
            .iter()
            .flat_map(|s| [Act::Buy(*s), Act::Repair(*s)]),
    );
    all
}

fn any_card(rng: &mut GameRng) -> PlacedCard {
    PlacedCard {
        card: 1 + rng.index(6) as u8,
        orientation: Orientation::ALL[rng.index(Orientation::ALL.len())],
    }
}

/// The next press: mostly what moves the game on (a card while a draw waits, an action the
/// rules allow otherwise), often anything else the screen could be sent.
fn press(screen: &DnfmScreen, rng: &mut GameRng) -> Message {
    let legal = legal_actions(set(), screen.game.state());
    let roll = rng.index(100);
    if screen.waiting.is_some() && roll < 75 {
        // Mostly a card the draw can take, as a player at the table would draw.
        let free: Vec<u8> = (1..=6)
            .filter(|c| screen.so_far.refusal(*c).is_none())
            .collect();
        let mut card = any_card(rng);
        if !free.is_empty() && roll < 60 {
            card.card = free[rng.index(free.len())];
        }
        return Message::Face(card);
    }
    if screen.waiting.is_none() && roll < 75 && !legal.is_empty() {
        return Message::Act(legal[rng.index(legal.len())]);
    }
    let all = every_action();
    match rng.index(21) {
        0..=10 => Message::Act(all[rng.index(all.len())]),
        11 | 12 => Message::Face(any_card(rng)),
        13 | 14 => Message::BackFace,
        15 => Message::ClearFaces,
        16 => Message::Undo,
        17 => Message::Redo,
        18 => {
            let n = screen.game.journal.entries().len();
            if n > 0 && rng.index(2) == 0 {
                Message::GoTo(Some(rng.index(n)))
            } else {
                Message::ConfirmGoTo
            }
        }
        19 => Message::ToggleStation(rng.index(16) as u8),
        // The Space bar.
        _ => Message::NextStep,
    }
}

/// Whether `after` is `before` with one entry of `card` taken out.
fn one_taken_back(before: &[PlacedCard], after: &[PlacedCard], card: u8) -> bool {
    (0..before.len()).any(|i| {
        before[i].card == card && before[..i].iter().chain(&before[i + 1..]).eq(after.iter())
    })
}

struct Walked {
    games: usize,
    ended: usize,
    presses: usize,
    refused: usize,
    /// Presses of Take back, Cancel or Undo made while a complete draw's cards were in.
    at_decided: usize,
}

fn walk(physical: bool, games: u64, presses: usize) -> Walked {
    let mut w = Walked {
        games: 0,
        ended: 0,
        presses: 0,
        refused: 0,
        at_decided: 0,
    };
    for seed in 0..games {
        let game = if physical {
            DnfmGame::new_physical(set(), seed, MapStrip::from_stations(&[3, 9, 14]))
        } else {
            DnfmGame::new_digital(set(), seed)
        };
        let mut screen = DnfmScreen::new(game, format!("walk {seed}"));
        let mut rng = GameRng::from_seed(seed ^ 0x5eed);
        w.games += 1;
        for step in 0..presses {
            if screen.game.state().end.is_some() {
                w.ended += 1;
                break;
            }
            let m = press(&screen, &mut rng);
            let state = screen.game.state().clone();
            let entries = screen.game.journal.entries().len();
            let faces = screen.faces.clone();
            let waiting = screen.waiting.clone();
            let decided = faces[..screen.decided()].to_vec();
            let what = format!("{m:?}");
            let answer = screen.update(set(), m.clone());
            w.presses += 1;
            let at = format!(
                "{} game {seed}, press {step} ({what}), waiting {waiting:?}",
                if physical { "physical" } else { "digital" }
            );
            if matches!(answer.as_slice(), [Action::None]) {
                w.refused += 1;
                assert!(
                    screen.game.state() == &state
                        && screen.game.journal.entries().len() == entries
                        && screen.faces == faces
                        && screen.waiting == waiting,
                    "{at}: a refused press changed the game or the draw"
                );
            }
            let players_own = matches!(m, Message::BackFace | Message::ClearFaces | Message::Undo);
            let kept = screen.faces.starts_with(&faces);
            let retapped =
                matches!(&m, Message::Face(f) if one_taken_back(&faces, &screen.faces, f.card));
            let completed = screen.waiting.is_none()
                && screen.faces.is_empty()
                && screen.game.journal.entries().len() == entries + 1;
            assert!(
                players_own || kept || retapped || completed,
                "{at}: the cards entered {faces:?} became {:?} (waiting {:?}) without the player's Take back, Cancel or Undo",
                screen.faces,
                screen.waiting
            );
            if !decided.is_empty() {
                if matches!(m, Message::BackFace | Message::ClearFaces | Message::Undo) {
                    w.at_decided += 1;
                }
                let last_entered = screen
                    .game
                    .journal
                    .entries()
                    .last()
                    .map(|e| e.event.entered.clone())
                    .unwrap_or_default();
                assert!(
                    (screen.waiting.is_some() && screen.faces.starts_with(&decided))
                        || (completed && last_entered.starts_with(&decided)),
                    "{at}: the cards of a complete draw {decided:?} became {:?} (waiting {:?}): a decided draw was taken back",
                    screen.faces,
                    screen.waiting
                );
            }
            if screen.drawing() {
                assert!(
                    screen.next_step(set()).is_none(),
                    "{at}: the Space bar offers an action while a draw is under way"
                );
            }
        }
    }
    w
}

#[test]
fn no_press_throws_away_a_physical_draw() {
    let w = walk(true, 300, 500);
    eprintln!(
        "physical: {} games, {} ended, {} presses, {} refused",
        w.games, w.ended, w.presses, w.refused
    );
    assert!(
        w.refused > 0 && w.presses > 10_000,
        "the walk presses often, and is refused sometimes"
    );
    assert!(
        w.at_decided > 100,
        "the walk presses Take back, Cancel and Undo after complete draws: {}",
        w.at_decided
    );
    assert!(w.ended > 0, "the walk reaches the end of some games");
}

#[test]
fn no_press_throws_away_a_digital_game() {
    let w = walk(false, 300, 250);
    eprintln!(
        "digital: {} games, {} ended, {} presses, {} refused",
        w.games, w.ended, w.presses, w.refused
    );
    // No draw waits in a digital game, so the presses the screen refuses are the actions
    // the rules do not allow now (and Undo or Redo with nothing to step through).
    assert!(
        w.refused > w.presses / 10,
        "the walk's illegal presses are refused: {} of {}",
        w.refused,
        w.presses
    );
    assert!(w.ended > 0, "the walk reaches the end of some games");
}
