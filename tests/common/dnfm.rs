//! Checks on a Do Not Forsake Me state that the tests run after every step.

use pnp_companion::games::dnfm::cards::{CardSet, System};
use pnp_companion::games::dnfm::state::{DnfmState, GameEnd, Mode};

/// Whether the state keeps its promises: every Dice Card exactly once (deck plus the card
/// set aside), levels within their cards, Megacredits never negative.
pub fn invariants_hold(set: &CardSet, s: &DnfmState) -> Result<(), String> {
    if s.mode == Mode::Digital {
        let deck = s.deck.as_ref().ok_or("digital game without a deck")?;
        let mut ids: Vec<u8> = deck
            .cards()
            .iter()
            .map(|c| c.card)
            .chain(s.aside.map(|a| a.card))
            .collect();
        ids.sort_unstable();
        if ids != [1, 2, 3, 4, 5, 6] {
            return Err(format!(
                "the Dice Cards in play are {}",
                pnp_companion::games::dnfm::words::and_list(&ids)
            ));
        }
    }
    for sys in System::SHIP {
        let v = s.systems.get(sys);
        if !(1..=4).contains(&v) {
            return Err(format!("{} at {v}", sys.label()));
        }
    }
    if s.systems.crew > set.start.crew {
        return Err(format!("crew {}", s.systems.crew));
    }
    if s.systems.crew == 0 && s.end != Some(GameEnd::Lost) {
        return Err("no crew left but the game goes on".into());
    }
    if s.position >= pnp_companion::games::dnfm::map::QUADRANTS {
        return Err(format!("position {}", s.position));
    }
    Ok(())
}
