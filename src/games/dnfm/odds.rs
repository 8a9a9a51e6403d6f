//! Exact odds under the deck model, computed before the player chooses.
//!
//! Digital mode knows how every Dice Card lies, so the odds enumerate every shuffle an RSF
//! can make (5! = 120 per RSF; a combat round is two RSFs, 14,400 cases). Physical mode
//! does not know how the player's cards lie, so it treats the deck as well mixed: each
//! card equally likely to be drawn, each of its four readings equally likely.

use super::cards::{CardSet, Pattern};
use super::rules::player_cv;
use super::state::{DnfmState, Mode, Phase};
use crate::engine::deck::{Deck, Orientation, for_each_permutation};
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
    /// The exact deck (digital mode).
    Exact(Deck),
    /// Only which cards are in it (physical mode).
    Mixed(Vec<u8>),
}

impl Knowledge {
    pub fn of(s: &DnfmState) -> Knowledge {
        match (s.mode, &s.deck) {
            (Mode::Digital, Some(deck)) => Knowledge::Exact(deck.clone()),
            _ => Knowledge::Mixed(
                (1..=6)
                    .filter(|c| s.aside.is_none_or(|a| a.card != *c))
                    .collect(),
            ),
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

fn values_of(set: &CardSet, drawn: &[crate::engine::deck::PlacedCard]) -> Vec<u8> {
    drawn
        .iter()
        .filter_map(|pc| set.dice(pc.card).map(|c| c.reading(pc.orientation).value))
        .collect()
}

/// Chance that `k` cards from one RSF add up to at least `needed`.
pub fn check_chance(set: &CardSet, knowledge: &Knowledge, k: usize, needed: u32) -> Chance {
    let mut fav = 0u64;
    let mut cases = 0u64;
    match knowledge {
        Knowledge::Exact(deck) => for_each_permutation(deck.len(), |perm| {
            let mut d = deck.clone();
            d.rsf_with_order(perm);
            let v = values_of(set, &d.draw_and_return(k));
            cases += 1;
            if v.iter().map(|&x| u32::from(x)).sum::<u32>() >= needed {
                fav += 1;
            }
        }),
        Knowledge::Mixed(cards) => mixed_draws(set, cards, k, |v, w| {
            cases += w;
            if v.iter().map(|&x| u32::from(x)).sum::<u32>() >= needed {
                fav += w;
            }
        }),
    }
    Chance {
        favourable: fav,
        cases,
    }
}

/// Counts of the bounty's Combat Value, indexed by value.
fn bounty_cv_counts(set: &CardSet, knowledge: &Knowledge, pattern: &Pattern) -> Vec<u64> {
    let mut counts = vec![0u64; 64];
    let mut add = |v: &[u8], w: u64| {
        let mut sorted = v.to_vec();
        sorted.sort_unstable();
        let cv = pattern.score(&sorted) as usize;
        if let Some(c) = counts.get_mut(cv) {
            *c += w;
        }
    };
    match knowledge {
        Knowledge::Exact(deck) => for_each_permutation(deck.len(), |perm| {
            let mut d = deck.clone();
            d.rsf_with_order(perm);
            add(&values_of(set, &d.draw_and_return(pattern.len())), 1);
        }),
        Knowledge::Mixed(cards) => mixed_draws(set, cards, pattern.len(), add),
    }
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
    let cv = |v: &[u8]| player_cv(set, wmc, fusion, v).map_or(0, |r| r.cv);
    match knowledge {
        Knowledge::Exact(deck) => {
            let mut fav = 0u64;
            let mut cases = 0u64;
            for_each_permutation(deck.len(), |perm| {
                let mut d = deck.clone();
                d.rsf_with_order(perm);
                let mine = cv(&values_of(set, &d.draw_and_return(k)));
                let theirs = bounty_cv_counts(set, &Knowledge::Exact(d), attack);
                fav += at_most(&theirs, mine);
                cases += theirs.iter().sum::<u64>();
            });
            Chance {
                favourable: fav,
                cases,
            }
        }
        Knowledge::Mixed(cards) => {
            let theirs = bounty_cv_counts(set, knowledge, attack);
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
}

pub fn encounter_odds(set: &CardSet, s: &DnfmState) -> Option<EncounterOdds> {
    let k = Knowledge::of(s);
    match &s.phase {
        Phase::Encounter { bounty, .. } => {
            let b = set.bounty(bounty)?;
            let nav = set.navcomm_cards(s.systems.navcomm)?;
            let attack = b.attack_for(s.systems.wmc)?;
            Some(EncounterOdds {
                evade: Some(check_chance(set, &k, usize::from(nav), u32::from(b.dl))),
                win_round: round_chance(set, &k, s.systems.wmc, s.systems.fusion, &attack.pattern),
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
            })
        }
        _ => None,
    }
}
