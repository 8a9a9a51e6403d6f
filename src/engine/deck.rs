//! A deck of physical two-sided cards, each lying on one side and one way up, handled the
//! way the Do Not Forsake Me rules handle it: RSF (rotate, shuffle, flip) and draws from
//! the bottom.
//!
//! Choices where the rules text is open:
//! - The top half is `n / 2` cards (rounded down); the bottom half is the rest, so an odd
//!   deck flips one card more than it rotates.
//! - "Rotate" turns the top block 180° in the plane of the table: each card's up/down
//!   reading swaps, order and sides stay.
//! - "Flip" turns the bottom block over like a page (about its long edge): the order of the
//!   block reverses and each card shows its other side, the same way up.
//! - A card is read on the side facing up as it lies, in the way up it lies.
//! - Drawn cards go back on top of the deck, as they lie, before the next RSF; the first
//!   drawn ends uppermost.

use super::random::GameRng;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    A,
    B,
}

impl Side {
    pub fn turned(self) -> Side {
        match self {
            Side::A => Side::B,
            Side::B => Side::A,
        }
    }
}

/// How a card lies: which side is up, and whether it is turned 180° from upright.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
pub struct Orientation {
    pub side: Side,
    pub rotated: bool,
}

impl Orientation {
    pub const ALL: [Orientation; 4] = [
        Orientation {
            side: Side::A,
            rotated: false,
        },
        Orientation {
            side: Side::A,
            rotated: true,
        },
        Orientation {
            side: Side::B,
            rotated: false,
        },
        Orientation {
            side: Side::B,
            rotated: true,
        },
    ];

    pub const UPRIGHT: Orientation = Orientation {
        side: Side::A,
        rotated: false,
    };

    /// One of the four ways a card may lie, each as likely (one draw from `rng`).
    pub fn random(rng: &mut GameRng) -> Orientation {
        Orientation::ALL
            .get(rng.index(Orientation::ALL.len()))
            .copied()
            .unwrap_or(Orientation::UPRIGHT)
    }
}

/// Four bytes rather than three: the RSF moves cards about a lot, and whole words move
/// faster.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
#[repr(align(4))]
pub struct PlacedCard {
    /// The card's number in its set (1-based, as printed).
    pub card: u8,
    pub orientation: Orientation,
}

/// Cards from top (index 0) to bottom (last).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Deck {
    cards: Vec<PlacedCard>,
}

impl Deck {
    /// Cards numbered 1..=n, all upright on side A, card 1 on top.
    pub fn new_upright(n: u8) -> Deck {
        Deck {
            cards: (1..=n)
                .map(|card| PlacedCard {
                    card,
                    orientation: Orientation::UPRIGHT,
                })
                .collect(),
        }
    }

    pub fn from_cards(cards: Vec<PlacedCard>) -> Deck {
        Deck { cards }
    }

    pub fn cards(&self) -> &[PlacedCard] {
        &self.cards
    }

    pub fn len(&self) -> usize {
        self.cards.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    pub fn contains(&self, card: u8) -> bool {
        self.cards.iter().any(|c| c.card == card)
    }

    /// Rotate the top half; reorder the cards so that new position `i` holds the card that
    /// was at `order[i]`; flip the bottom half. `order` must be a permutation of `0..n`
    /// (anything else leaves the deck as it was after rotating).
    pub fn rsf_with_order(&mut self, order: &[usize]) {
        let n = self.cards.len();
        let top = n / 2;
        for c in self.cards.iter_mut().take(top) {
            c.orientation.rotated = !c.orientation.rotated;
        }
        if is_permutation(order, n) {
            let shuffled: Option<Vec<PlacedCard>> =
                order.iter().map(|&i| self.cards.get(i).copied()).collect();
            if let Some(s) = shuffled {
                self.cards = s;
            }
        }
        self.flip_bottom_half();
    }

    fn flip_bottom_half(&mut self) {
        let top = self.cards.len() / 2;
        if let Some(bottom) = self.cards.get_mut(top..) {
            bottom.reverse();
            for c in bottom.iter_mut() {
                c.orientation.side = c.orientation.side.turned();
            }
        }
    }

    /// RSF with a uniformly random shuffle.
    pub fn rsf(&mut self, rng: &mut GameRng) {
        let n = self.cards.len();
        let top = n / 2;
        for c in self.cards.iter_mut().take(top) {
            c.orientation.rotated = !c.orientation.rotated;
        }
        for i in (1..n).rev() {
            let j = rng.index(i + 1);
            self.cards.swap(i, j);
        }
        self.flip_bottom_half();
    }

    pub fn draw_bottom(&mut self) -> Option<PlacedCard> {
        self.cards.pop()
    }

    /// Takes one card out wherever it is (to set a bounty card aside).
    pub fn take(&mut self, card: u8) -> Option<PlacedCard> {
        let i = self.cards.iter().position(|c| c.card == card)?;
        Some(self.cards.remove(i))
    }

    /// Puts drawn cards back on top, as they lie; the first of `drawn` ends uppermost.
    pub fn return_to_top(&mut self, drawn: &[PlacedCard]) {
        self.cards.extend_from_slice(drawn);
        // Turn the whole deck round, then each part back: the returned cards end on top.
        // (Reversals beat `rotate_right` on a handful of cards.)
        self.cards.reverse();
        if let Some((returned, rest)) = self.cards.split_at_mut_checked(drawn.len()) {
            returned.reverse();
            rest.reverse();
        }
    }

    /// RSF, draw `k` from the bottom, and put them back on top: one look at `k` cards.
    pub fn rsf_draw(&mut self, k: usize, rng: &mut GameRng) -> Vec<PlacedCard> {
        self.rsf_draw_in_place(k, rng).to_vec()
    }

    /// [`Deck::rsf_draw`] without copying: the cards drawn, as they now lie on top.
    pub fn rsf_draw_in_place(&mut self, k: usize, rng: &mut GameRng) -> &[PlacedCard] {
        self.rsf(rng);
        self.draw_to_top(k)
    }

    /// Draw `k` from the bottom and return them to the top (after an RSF done by the caller).
    pub fn draw_and_return(&mut self, k: usize) -> Vec<PlacedCard> {
        self.draw_to_top(k).to_vec()
    }

    /// [`Deck::draw_and_return`] without copying: the cards drawn, as they now lie on top.
    pub fn draw_to_top(&mut self, k: usize) -> &[PlacedCard] {
        let k = k.min(self.cards.len());
        // The bottom k move to the top in the order drawn: bottom-most first, uppermost.
        // Turning the whole deck round does that; the rest is then turned back.
        self.cards.reverse();
        match self.cards.split_at_mut_checked(k) {
            Some((drawn, rest)) => {
                rest.reverse();
                drawn
            }
            None => &mut [],
        }
    }
}

fn is_permutation(order: &[usize], n: usize) -> bool {
    let mut seen = vec![false; n];
    order.len() == n
        && order.iter().all(|&i| match seen.get_mut(i) {
            Some(s) if !*s => {
                *s = true;
                true
            }
            _ => false,
        })
}

/// Calls `f` with every permutation of `0..n` (Heap's algorithm, no allocation per call).
#[allow(
    clippy::indexing_slicing,
    reason = "i < n indexes the two length-n vectors; c[i] < i"
)]
pub fn for_each_permutation(n: usize, mut f: impl FnMut(&[usize])) {
    let mut a: Vec<usize> = (0..n).collect();
    let mut c = vec![0usize; n];
    f(&a);
    let mut i = 0;
    while i < n {
        if c[i] < i {
            if i % 2 == 0 {
                a.swap(0, i);
            } else {
                a.swap(c[i], i);
            }
            f(&a);
            c[i] += 1;
            i = 0;
        } else {
            c[i] = 0;
            i += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pc(card: u8, side: Side, rotated: bool) -> PlacedCard {
        PlacedCard {
            card,
            orientation: Orientation { side, rotated },
        }
    }

    /// The hand-worked six-card example: cards 1-6 upright on side A, 1 on top.
    /// Rotate the top three (1, 2, 3 turn 180°). Shuffle to the order 4 1 6 2 5 3 (top to
    /// bottom). Flip the bottom three (2 5 3): they reverse to 3 5 2 and show side B.
    /// Result, top to bottom: 4A, 1A turned, 6A, 3B turned, 5B, 2B turned. The first card
    /// drawn is 2, side B, turned.
    #[test]
    fn rsf_hand_worked_six_cards() {
        let mut deck = Deck::new_upright(6);
        // order[i] = index (before shuffling) of the card that ends at position i.
        deck.rsf_with_order(&[3, 0, 5, 1, 4, 2]);
        assert_eq!(
            deck.cards(),
            &[
                pc(4, Side::A, false),
                pc(1, Side::A, true),
                pc(6, Side::A, false),
                pc(3, Side::B, true),
                pc(5, Side::B, false),
                pc(2, Side::B, true),
            ]
        );
        assert_eq!(deck.draw_bottom(), Some(pc(2, Side::B, true)));
        assert_eq!(deck.draw_bottom(), Some(pc(5, Side::B, false)));
    }

    #[test]
    fn odd_decks_rotate_the_smaller_half_and_flip_the_larger() {
        let mut deck = Deck::new_upright(5);
        deck.rsf_with_order(&[0, 1, 2, 3, 4]);
        let c = deck.cards();
        assert!(c[0].orientation.rotated && c[1].orientation.rotated);
        assert!(
            c[2..]
                .iter()
                .all(|c| c.orientation.side == Side::B && !c.orientation.rotated)
        );
        assert_eq!(
            c.iter().map(|c| c.card).collect::<Vec<_>>(),
            [1, 2, 5, 4, 3]
        );
    }

    #[test]
    fn every_card_stays_exactly_once() {
        let mut rng = GameRng::from_seed(11);
        let mut deck = Deck::new_upright(6);
        for _ in 0..500 {
            let drawn = deck.rsf_draw(3, &mut rng);
            assert_eq!(drawn.len(), 3);
            let mut ids: Vec<u8> = deck.cards().iter().map(|c| c.card).collect();
            ids.sort_unstable();
            assert_eq!(ids, [1, 2, 3, 4, 5, 6]);
        }
        let aside = deck.take(4).unwrap();
        assert_eq!(aside.card, 4);
        assert!(!deck.contains(4) && deck.len() == 5);
        assert_eq!(
            deck.draw_and_return(9).len(),
            5,
            "cannot draw more than there is"
        );
    }

    #[test]
    fn drawn_cards_return_to_the_top_first_uppermost() {
        let mut deck = Deck::new_upright(4);
        let drawn = deck.draw_and_return(2);
        assert_eq!(drawn.iter().map(|c| c.card).collect::<Vec<_>>(), [4, 3]);
        assert_eq!(
            deck.cards().iter().map(|c| c.card).collect::<Vec<_>>(),
            [4, 3, 1, 2]
        );
        let aside = deck.take(3).unwrap();
        deck.return_to_top(&[aside, pc(9, Side::B, true)]);
        assert_eq!(
            deck.cards(),
            &[
                pc(3, Side::A, false),
                pc(9, Side::B, true),
                pc(4, Side::A, false),
                pc(1, Side::A, false),
                pc(2, Side::A, false),
            ]
        );
        assert_eq!(deck.draw_to_top(0), &[]);
        assert_eq!(deck.draw_to_top(9).len(), 5);
    }

    #[test]
    fn permutations_are_all_distinct() {
        let mut seen = std::collections::HashSet::new();
        for_each_permutation(5, |p| {
            seen.insert(p.to_vec());
        });
        assert_eq!(seen.len(), 120);
        let mut count = 0;
        for_each_permutation(0, |_| count += 1);
        assert_eq!(count, 1);
    }

    #[test]
    fn a_bad_order_only_rotates_and_flips() {
        let mut deck = Deck::new_upright(4);
        deck.rsf_with_order(&[0, 0, 1, 2]);
        assert_eq!(deck.len(), 4);
        let mut ids: Vec<u8> = deck.cards().iter().map(|c| c.card).collect();
        ids.sort_unstable();
        assert_eq!(ids, [1, 2, 3, 4]);
    }
}
