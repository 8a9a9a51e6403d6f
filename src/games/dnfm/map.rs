//! The map strip: four Map Cards in a column make a loop of 16 quadrants that the ship
//! travels clockwise, up the left-hand quadrants and down the right-hand ones.
//!
//! Position 0 is the bottom-left quadrant of the bottommost card, where the ship starts.
//! Positions 0-7 climb the left column (BL then TL of each card, bottom card first), 8-15
//! descend the right column (TR then BR of each card, top card first).

use super::cards::{CardSet, Quadrant};
use crate::engine::deck::{Deck, PlacedCard};
use crate::engine::random::GameRng;
use serde::{Deserialize, Serialize};

pub const QUADRANTS: u8 = 16;
pub const CARDS_IN_COLUMN: usize = 4;

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MapStrip {
    /// Top to bottom; empty when the player laid out their own cards (physical mode).
    pub cards: Vec<PlacedCard>,
    pub stations: [bool; QUADRANTS as usize],
}

/// Which card (0 = top) and which quadrant a loop position is.
pub fn locate(position: u8) -> (usize, Quadrant) {
    let p = usize::from(position % QUADRANTS);
    if p < 8 {
        let row_from_bottom = p / 2;
        let card = CARDS_IN_COLUMN - 1 - row_from_bottom;
        (
            card,
            if p % 2 == 0 {
                Quadrant::BL
            } else {
                Quadrant::TL
            },
        )
    } else {
        let q = p - 8;
        (
            q / 2,
            if q % 2 == 0 {
                Quadrant::TR
            } else {
                Quadrant::BR
            },
        )
    }
}

impl MapStrip {
    /// RSF the four Map Cards and lay them out, the first drawn at the top; before the RSF
    /// each card lies on a random side and turn, as a player's would.
    pub fn deal(set: &CardSet, rng: &mut GameRng) -> MapStrip {
        let deck = super::deal::Deal::RandomLie.deck(4, rng);
        MapStrip::deal_from(set, deck, rng)
    }

    /// RSF the Map Cards as they lie in `deck` and lay them out, the first drawn at the top.
    pub fn deal_from(set: &CardSet, mut deck: Deck, rng: &mut GameRng) -> MapStrip {
        deck.rsf(rng);
        let cards: Vec<PlacedCard> = (0..CARDS_IN_COLUMN)
            .filter_map(|_| deck.draw_bottom())
            .collect();
        MapStrip::from_cards(set, cards)
    }

    pub fn from_cards(set: &CardSet, cards: Vec<PlacedCard>) -> MapStrip {
        let mut stations = [false; QUADRANTS as usize];
        for (pos, slot) in stations.iter_mut().enumerate() {
            let (card_index, quadrant) = locate(pos as u8);
            *slot = cards
                .get(card_index)
                .and_then(|pc| {
                    set.map_card
                        .iter()
                        .find(|m| m.number == pc.card)
                        .map(|m| (m, pc))
                })
                .is_some_and(|(m, pc)| m.has_station(pc.orientation, quadrant));
        }
        MapStrip { cards, stations }
    }

    /// The player's own layout: the positions (0-15) that hold a spacestation.
    pub fn from_stations(positions: &[u8]) -> MapStrip {
        let mut stations = [false; QUADRANTS as usize];
        for &p in positions {
            if let Some(s) = stations.get_mut(usize::from(p)) {
                *s = true;
            }
        }
        MapStrip {
            cards: Vec::new(),
            stations,
        }
    }

    pub fn is_station(&self, position: u8) -> bool {
        self.stations
            .get(usize::from(position % QUADRANTS))
            .copied()
            .unwrap_or(false)
    }

    /// Quadrants to the next station ahead (1-16), if any.
    pub fn distance_to_station(&self, from: u8) -> Option<u8> {
        (1..=QUADRANTS).find(|d| self.is_station((from + d) % QUADRANTS))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::deck::{Orientation, Side};

    #[test]
    fn the_loop_runs_clockwise() {
        assert_eq!(locate(0), (3, Quadrant::BL));
        assert_eq!(locate(1), (3, Quadrant::TL));
        assert_eq!(locate(2), (2, Quadrant::BL));
        assert_eq!(locate(7), (0, Quadrant::TL));
        assert_eq!(locate(8), (0, Quadrant::TR));
        assert_eq!(locate(9), (0, Quadrant::BR));
        assert_eq!(locate(15), (3, Quadrant::BR));
        assert_eq!(locate(16), locate(0));
    }

    #[test]
    fn stations_follow_the_cards_orientation() {
        let set = CardSet::builtin().unwrap();
        // Card 1 side A has its station top-left; turned 180° it sits bottom-right.
        let upright = |card| PlacedCard {
            card,
            orientation: Orientation::UPRIGHT,
        };
        let cards = vec![upright(1), upright(2), upright(3), upright(4)];
        let strip = MapStrip::from_cards(set, cards.clone());
        assert!(strip.is_station(7), "card 1 (top) TL");
        assert!(strip.is_station(10), "card 2 TR");
        assert!(strip.is_station(2), "card 3 BL");
        assert_eq!(strip.stations.iter().filter(|s| **s).count(), 3);
        let mut turned = cards;
        turned[0].orientation = Orientation {
            side: Side::A,
            rotated: true,
        };
        let strip = MapStrip::from_cards(set, turned);
        assert!(
            !strip.is_station(7) && strip.is_station(9),
            "now bottom-right of the top card"
        );
        assert_eq!(strip.distance_to_station(0), Some(2));
    }

    #[test]
    fn player_layouts() {
        let strip = MapStrip::from_stations(&[3, 12, 99]);
        assert!(strip.is_station(3) && strip.is_station(12));
        assert_eq!(strip.stations.iter().filter(|s| **s).count(), 2);
        assert_eq!(MapStrip::from_stations(&[]).distance_to_station(5), None);
    }
}
