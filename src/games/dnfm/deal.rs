//! How the app's own cards lie before the setup's first RSF. Nothing of the game is imported
//! here, so the map and the state can both deal without relying on each other.

use crate::engine::deck::{Deck, Orientation, PlacedCard};
use crate::engine::random::GameRng;
use serde::{Deserialize, Serialize};

/// How the app's own cards lie before the setup's first RSF (digital mode).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Deal {
    /// As a player's deck lies: each card on a side and a turn picked at random (in box
    /// order; the RSF's shuffle decides the order). Every game set up since the fair deal.
    #[default]
    RandomLie,
    /// Straight from the box: in order, every card upright on side A. One RSF then lays
    /// only 24 of the map's 6,144 layouts, the top two Map Cards always on side B. Games
    /// saved before the fair deal were set up so, and replay so.
    BoxOrder,
}

impl Deal {
    /// Cards 1..=`n` as this deal lays them before the first RSF.
    pub fn deck(self, n: u8, rng: &mut GameRng) -> Deck {
        match self {
            Deal::BoxOrder => Deck::new_upright(n),
            Deal::RandomLie => Deck::from_cards(
                (1..=n)
                    .map(|card| PlacedCard {
                        card,
                        orientation: Orientation::random(rng),
                    })
                    .collect(),
            ),
        }
    }
}
