//! Exact odds under a deck model, computed before the player chooses.
//!
//! Two models ([`Basis`]):
//!
//! - **What a player can know** (the default, in both modes): which Dice Cards are in the
//!   deck, and that an RSF mixes them. The only card a player has seen that changes the
//!   deck's contents is the bounty's, set aside for the fight; every other card drawn went
//!   back. The deck is taken as well mixed: each card in it equally likely to be drawn,
//!   each of its four readings equally likely. A player with a perfect memory could know a
//!   little more (an RSF mixes how the cards lie less thoroughly than their order; see the
//!   README's "How many RSFs mix the deck": a few rounds of play blur it to within noise);
//!   the model leaves that out, so every player sees the same figure for the same ship,
//!   bounty and card set aside. The simulator's policies decide on these odds too.
//! - **Peek at the deck** (a setting, off by default; digital mode only): the app's deck as
//!   it lies, which no player at a table can see. Every shuffle an RSF can make is
//!   enumerated (5! = 120 per RSF; a combat round is two RSFs, 14,400 cases), so a single
//!   evasion can show 0 % or 100 %.

use super::cards::{CardSet, Pattern};
use super::rules::player_cv_value;
use super::state::{DnfmState, Mode, Phase};
use crate::engine::deck::{Deck, Orientation, PlacedCard, Side, for_each_permutation};
use serde::Serialize;

/// A probability as an exact count of equally likely cases.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Chance {
    pub favourable: u64,
    pub cases: u64,
}

impl Chance {
    pub fn probability(self) -> f64 {
        if self.cases == 0 {
            0.0
        } else {
            self.favourable as f64 / self.cases as f64
        }
    }

    pub fn percent(self) -> String {
        format!("{:.1} %", self.probability() * 100.0)
    }
}

/// What the odds may assume about the deck.
#[derive(Debug, Clone)]
pub enum Knowledge {
    /// The exact deck as it lies (digital mode, peeking).
    Exact(Deck),
    /// Only which cards are in it, well mixed.
    Mixed(Vec<u8>),
}

impl Knowledge {
    /// Everything the app knows: in digital mode the deck as it lies (the figure "Peek at
    /// the deck" shows); in physical mode what the player can know.
    pub fn of(s: &DnfmState) -> Knowledge {
        match (s.mode, &s.deck) {
            (Mode::Digital, Some(deck)) => Knowledge::Exact(deck.clone()),
            _ => Knowledge::player(s),
        }
    }

    /// What a player at the table can know: the Dice Cards in the deck (all but the one set
    /// aside for a bounty), well mixed.
    pub fn player(s: &DnfmState) -> Knowledge {
        Knowledge::well_mixed(s.aside.map(|a| a.card))
    }

    /// A well-mixed deck of the six Dice Cards but the one set `aside`.
    pub fn well_mixed(aside: Option<u8>) -> Knowledge {
        Knowledge::Mixed((1..=6).filter(|&c| aside != Some(c)).collect())
    }

    /// The knowledge `basis` asks for; peeking falls back to what the player can know
    /// where the app holds no deck (physical mode).
    pub fn on(basis: Basis, s: &DnfmState) -> (Knowledge, Basis) {
        match (basis, s.mode, &s.deck) {
            (Basis::Peek, Mode::Digital, Some(deck)) => (Knowledge::Exact(deck.clone()), basis),
            _ => (Knowledge::player(s), Basis::Known),
        }
    }
}

/// Which odds are shown: what the player can know, or the app's peek at its own deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Basis {
    /// The deck's contents, well mixed: what a player at the table can know.
    #[default]
    Known,
    /// The app's deck as it lies: exact, and hidden from a player at a table.
    Peek,
}

impl Basis {
    /// The basis as the setting chooses it.
    pub fn peeking(peek: bool) -> Basis {
        if peek { Basis::Peek } else { Basis::Known }
    }

    /// What the odds are, in words, for a label beside them.
    pub fn label(self) -> &'static str {
        match self {
            Basis::Known => "Odds from what you can know: the cards in the deck, well mixed",
            Basis::Peek => "Odds peeking at the deck: exact for the cards as they lie",
        }
    }
}

/// Every equally likely set of `k` values one RSF can show, weighted, for a well-mixed deck.
#[allow(
    clippy::indexing_slicing,
    reason = "the combination indices stay below k, and idx[i] < n - k + i"
)]
fn mixed_draws(set: &CardSet, cards: &[u8], k: usize, mut f: impl FnMut(&[u8], u64)) {
    let n = cards.len();
    let k = k.min(n);
    let mut idx: Vec<usize> = (0..k).collect();
    let mut values = vec![0u8; k];
    loop {
        for code in 0..4usize.pow(k as u32) {
            let mut c = code;
            for (slot, &i) in values.iter_mut().zip(&idx) {
                let o = Orientation::ALL[c % 4];
                c /= 4;
                *slot = cards
                    .get(i)
                    .and_then(|&n| set.dice(n))
                    .map_or(0, |card| card.reading(o).value);
            }
            f(&values, 1);
        }
        // next combination
        let mut i = k;
        loop {
            if i == 0 {
                return;
            }
            i -= 1;
            if idx[i] < n - k + i {
                idx[i] += 1;
                for j in i + 1..k {
                    idx[j] = idx[j - 1] + 1;
                }
                break;
            }
        }
    }
}

/// Where one RSF-and-draw of `k` cards takes its cards from, over every shuffle at once.
///
/// An RSF only moves cards and toggles how they lie, so the shuffle alone decides which
/// deck positions are drawn and how each drawn card's lie changes. Values are only ever
/// summed or sorted, so shuffles that draw the same positions with the same changes are
/// merged, with a weight: for 5 cards and 3 drawn, 120 shuffles become a few dozen draws.
struct DrawSources {
    draws: Vec<(Vec<Source>, u64)>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Source {
    position: u8,
    side_turned: bool,
    rotated: bool,
}

impl DrawSources {
    fn new(n: usize, k: usize) -> DrawSources {
        // A deck of markers: each card's number is its position, lying upright on side A,
        // so after the RSF a drawn card tells where it came from and how it was turned.
        let markers = Deck::from_cards(
            (0..n)
                .filter_map(|i| u8::try_from(i).ok())
                .map(|card| PlacedCard {
                    card,
                    orientation: Orientation::UPRIGHT,
                })
                .collect(),
        );
        let mut draws: Vec<(Vec<Source>, u64)> = Vec::new();
        let mut d = markers.clone();
        for_each_permutation(n, |perm| {
            d.clone_from(&markers);
            d.rsf_with_order(perm);
            let mut key: Vec<Source> = d
                .draw_to_top(k)
                .iter()
                .map(|pc| Source {
                    position: pc.card,
                    side_turned: pc.orientation.side == Side::B,
                    rotated: pc.orientation.rotated,
                })
                .collect();
            key.sort_unstable();
            match draws.iter_mut().find(|(s, _)| *s == key) {
                Some((_, w)) => *w += 1,
                None => draws.push((key, 1)),
            }
        });
        DrawSources { draws }
    }

    /// Calls `f` with the values each draw shows from `deck` (as it lies before the RSF)
    /// and the number of shuffles that give it. Cards the set lacks show nothing.
    fn for_each_draw(&self, set: &CardSet, deck: &Deck, mut f: impl FnMut(&mut [u8], u64)) {
        let mut values = Vec::with_capacity(8);
        for (sources, weight) in &self.draws {
            values.clear();
            values.extend(sources.iter().filter_map(|s| {
                let pc = deck.cards().get(usize::from(s.position))?;
                let mut o = pc.orientation;
                if s.side_turned {
                    o.side = o.side.turned();
                }
                o.rotated ^= s.rotated;
                set.dice(pc.card).map(|card| card.reading(o).value)
            }));
            f(&mut values, *weight);
        }
    }
}

fn values_of(set: &CardSet, drawn: &[PlacedCard], values: &mut Vec<u8>) {
    values.clear();
    values.extend(
        drawn
            .iter()
            .filter_map(|pc| set.dice(pc.card).map(|c| c.reading(pc.orientation).value)),
    );
}

fn total(values: &[u8]) -> u32 {
    values.iter().map(|&x| u32::from(x)).sum()
}

/// Chance that `k` cards from one RSF add up to at least `needed`.
pub fn check_chance(set: &CardSet, knowledge: &Knowledge, k: usize, needed: u32) -> Chance {
    let mut fav = 0u64;
    let mut cases = 0u64;
    let mut count = |v: &[u8], w: u64| {
        cases += w;
        if total(v) >= needed {
            fav += w;
        }
    };
    match knowledge {
        Knowledge::Exact(deck) => {
            DrawSources::new(deck.len(), k).for_each_draw(set, deck, |v, w| count(v, w));
        }
        Knowledge::Mixed(cards) => mixed_draws(set, cards, k, count),
    }
    Chance {
        favourable: fav,
        cases,
    }
}

/// Counts of the bounty's Combat Value for a well-mixed deck, indexed by value.
fn mixed_bounty_cv_counts(set: &CardSet, cards: &[u8], pattern: &Pattern) -> Vec<u64> {
    let mut counts = vec![0u64; 64];
    let mut sorted = Vec::with_capacity(8);
    mixed_draws(set, cards, pattern.len(), |v, w| {
        sorted.clear();
        sorted.extend_from_slice(v);
        sorted.sort_unstable();
        let cv = pattern.score(&sorted) as usize;
        if let Some(c) = counts.get_mut(cv) {
            *c += w;
        }
    });
    counts
}

fn at_most(counts: &[u64], cv: i32) -> u64 {
    if cv < 0 {
        return 0;
    }
    counts.iter().take(cv as usize + 1).sum()
}

/// Chance of winning one combat round (your CV at least the bounty's) with the cannon and
/// engines at the given levels against an attack pattern.
pub fn round_chance(
    set: &CardSet,
    knowledge: &Knowledge,
    wmc: u8,
    fusion: u8,
    attack: &Pattern,
) -> Chance {
    let extra = set.fusion(fusion).map_or(0, |f| usize::from(f.extra_dice));
    let k = 3 + extra;
    let cv = |v: &[u8]| player_cv_value(set, wmc, fusion, v).unwrap_or(0);
    match knowledge {
        Knowledge::Exact(deck) => {
            // Your RSF decides the whole deck the bounty draws from, so every one of its
            // shuffles is played out; the bounty's RSF only needs its draws.
            let bounty = DrawSources::new(deck.len(), attack.len());
            let mut fav = 0u64;
            let mut cases = 0u64;
            let mut d = deck.clone();
            let mut values = Vec::with_capacity(8);
            for_each_permutation(deck.len(), |perm| {
                d.clone_from(deck);
                d.rsf_with_order(perm);
                values_of(set, d.draw_to_top(k), &mut values);
                let mine = i64::from(cv(&values));
                bounty.for_each_draw(set, &d, |theirs, w| {
                    theirs.sort_unstable();
                    cases += w;
                    if i64::from(attack.score(theirs)) <= mine {
                        fav += w;
                    }
                });
            });
            Chance {
                favourable: fav,
                cases,
            }
        }
        Knowledge::Mixed(cards) => {
            let theirs = mixed_bounty_cv_counts(set, cards, attack);
            let total_theirs: u64 = theirs.iter().sum();
            let mut fav = 0u64;
            let mut mine_cases = 0u64;
            mixed_draws(set, cards, k, |v, w| {
                mine_cases += w;
                fav += w * at_most(&theirs, cv(v));
            });
            Chance {
                favourable: fav,
                cases: mine_cases * total_theirs,
            }
        }
    }
}

/// The odds a player sees at an encounter or in combat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct EncounterOdds {
    /// Evading (only before combat).
    pub evade: Option<Chance>,
    /// Winning the next combat round.
    pub win_round: Chance,
    /// What the odds are worked out from.
    pub basis: Basis,
}

/// The odds at an encounter or in combat on the `basis` asked for (peeking needs a digital
/// game; the answer says which basis was used).
pub fn encounter_odds(set: &CardSet, s: &DnfmState, basis: Basis) -> Option<EncounterOdds> {
    let (k, basis) = Knowledge::on(basis, s);
    match &s.phase {
        Phase::Encounter { bounty, .. } => {
            let b = set.bounty(bounty)?;
            let nav = set.navcomm_cards(s.systems.navcomm)?;
            let attack = b.attack_for(s.systems.wmc)?;
            Some(EncounterOdds {
                evade: Some(check_chance(set, &k, usize::from(nav), u32::from(b.dl))),
                win_round: round_chance(set, &k, s.systems.wmc, s.systems.fusion, &attack.pattern),
                basis,
            })
        }
        Phase::Combat {
            bounty, attack_wmc, ..
        } => {
            let b = set.bounty(bounty)?;
            let attack = b.attack_for(*attack_wmc)?;
            Some(EncounterOdds {
                evade: None,
                win_round: round_chance(set, &k, s.systems.wmc, s.systems.fusion, &attack.pattern),
                basis,
            })
        }
        _ => None,
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::indexing_slicing)]
mod tests {
    use super::*;
    use crate::engine::random::GameRng;
    use crate::games::dnfm::rules::player_cv;

    #[test]
    fn the_allocation_free_cv_is_the_full_cv() {
        let set = CardSet::builtin().unwrap();
        for len in 3..=5u32 {
            for code in 0..6u32.pow(len) {
                let drawn: Vec<u8> = (0..len)
                    .map(|i| 1 + (code / 6u32.pow(i) % 6) as u8)
                    .collect();
                for (wmc, fusion) in [(1, 1), (2, 4), (3, 2), (4, 3), (4, 4)] {
                    assert_eq!(
                        player_cv_value(set, wmc, fusion, &drawn),
                        player_cv(set, wmc, fusion, &drawn).map(|p| p.cv),
                        "{drawn:?} at WMC {wmc}, fusion {fusion}"
                    );
                }
            }
        }
    }

    /// The odds the plain way: every shuffle of both RSFs played out on a copy of the deck.
    fn played_out_round(
        set: &CardSet,
        deck: &Deck,
        wmc: u8,
        fusion: u8,
        attack: &Pattern,
    ) -> Chance {
        let k = 3 + set.fusion(fusion).map_or(0, |f| usize::from(f.extra_dice));
        let (mut fav, mut cases) = (0, 0);
        let values = |set: &CardSet, drawn: Vec<PlacedCard>| -> Vec<u8> {
            drawn
                .iter()
                .map(|pc| set.dice(pc.card).unwrap().reading(pc.orientation).value)
                .collect()
        };
        for_each_permutation(deck.len(), |p1| {
            let mut d = deck.clone();
            d.rsf_with_order(p1);
            let mine = player_cv(set, wmc, fusion, &values(set, d.draw_and_return(k)))
                .unwrap()
                .cv;
            for_each_permutation(d.len(), |p2| {
                let mut e = d.clone();
                e.rsf_with_order(p2);
                let mut theirs = values(set, e.draw_and_return(attack.len()));
                theirs.sort_unstable();
                cases += 1;
                if attack.score(&theirs) as i32 <= mine {
                    fav += 1;
                }
            });
        });
        Chance {
            favourable: fav,
            cases,
        }
    }

    fn played_out_check(set: &CardSet, deck: &Deck, k: usize, needed: u32) -> Chance {
        let (mut fav, mut cases) = (0, 0);
        for_each_permutation(deck.len(), |p| {
            let mut d = deck.clone();
            d.rsf_with_order(p);
            let sum: u32 = d
                .draw_and_return(k)
                .iter()
                .map(|pc| u32::from(set.dice(pc.card).unwrap().reading(pc.orientation).value))
                .sum();
            cases += 1;
            if sum >= needed {
                fav += 1;
            }
        });
        Chance {
            favourable: fav,
            cases,
        }
    }

    /// Five of the six Dice Cards (one set aside), in a random order and lie.
    fn random_deck(rng: &mut GameRng) -> Deck {
        let aside = 1 + rng.index(6) as u8;
        let mut deck = Deck::new_upright(6);
        deck.take(aside);
        for _ in 0..1 + rng.index(4) {
            deck.rsf(rng);
            deck.draw_to_top(3);
        }
        deck
    }

    #[test]
    fn merged_draws_count_what_playing_out_every_shuffle_counts() {
        let set = CardSet::builtin().unwrap();
        let mut rng = GameRng::from_seed(2026);
        let attacks: Vec<Pattern> = set
            .bounty
            .iter()
            .flat_map(|b| b.attack.iter().map(|a| a.pattern.clone()))
            .collect();
        for case in 0..12 {
            let deck = random_deck(&mut rng);
            let attack = &attacks[case % attacks.len()];
            let (wmc, fusion) = (1 + rng.index(4) as u8, 1 + rng.index(4) as u8);
            let exact = Knowledge::Exact(deck.clone());
            assert_eq!(
                round_chance(set, &exact, wmc, fusion, attack),
                played_out_round(set, &deck, wmc, fusion, attack),
                "round, deck {deck:?}, WMC {wmc}, fusion {fusion}, attack {attack}"
            );
            for k in 1..=4 {
                let needed = 4 + rng.index(12) as u32;
                assert_eq!(
                    check_chance(set, &exact, k, needed),
                    played_out_check(set, &deck, k, needed),
                    "check, deck {deck:?}, {k} cards, {needed} needed"
                );
            }
        }
    }
}
