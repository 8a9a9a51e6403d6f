//! What the player can know of the people: prisoners drawn blind stay unnamed, and their
//! counters are counted by colour, never by name.

use crate::games::sherwood::SherwoodData;
use crate::games::sherwood::game::SherwoodGame;
use crate::games::sherwood::hidden;
use crate::games::sherwood::state::{Colour, Location, PersonState, SetupDraw, SherwoodState};

/// What the player can know of a person: prisoners drawn blind at setup are not named until
/// freed (the app drew them in secret, or the player has not turned their counter over).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Seen {
    Free,
    Imprisoned,
    Unseen,
}

pub fn seen(data: &SherwoodData, s: &SherwoodState, draw: SetupDraw, p: &PersonState) -> Seen {
    if hidden::is_unseen(data, s, draw, p) || matches!(p.location, Location::OffMap) {
        Seen::Unseen
    } else if p.imprisoned {
        Seen::Imprisoned
    } else {
        Seen::Free
    }
}

/// Hidden prisoner counters by space, in the map's order: (space, counters, [Archon,
/// Neutral, not looked at]). The player may look at a counter's colour, never at who it is.
pub fn hidden_prisoners(
    data: &SherwoodData,
    game: &SherwoodGame,
) -> Vec<(String, usize, [usize; 3])> {
    hidden::prison_counters(data, game.state(), game.setup.draw)
        .into_iter()
        .map(|c| {
            let colours = [
                c.count(Some(Colour::Archon)),
                c.count(Some(Colour::Neutral)),
                c.count(None),
            ];
            (c.space.to_string(), c.counters.len(), colours)
        })
        .collect()
}
