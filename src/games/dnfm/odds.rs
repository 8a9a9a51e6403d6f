//! Exact odds under a deck model, computed before the player chooses.
//!
//! Two models ([`Basis`]):
//!
//! - **What a player can know** (the default, in both modes): which Dice Cards are in the
//!   deck, and that an RSF mixes them. The only card a player has seen that changes the
//!   deck's contents is the bounty's, set aside for the fight; every other card drawn went
//!   back. The deck is taken as well mixed: each card in it equally likely to be drawn,
//!   each of its four readings equally likely. A combat round's two draws are counted as
//!   the rules make them, one after the other from the same deck: the cards you drew go
//!   back on top as they lay, so the bounty's RSF shows any of them it draws in a way tied
//!   to the way you saw it. A player with a perfect memory could know a
//!   little more (an RSF mixes how the cards lie less thoroughly than their order; see the
//!   docs/testing.md's "How many RSFs mix the deck": a few rounds of play blur it to within noise);
//!   the model leaves that out, so every player sees the same figure for the same ship,
//!   bounty and card set aside. The simulator's policies decide on these odds too.
//! - **Peek at the deck** (a setting, off by default; digital mode only): the app's deck as
//!   it lies, which no player at a table can see. Every shuffle an RSF can make is
//!   enumerated (5! = 120 per RSF; a combat round is two RSFs, 14,400 cases), so a single
//!   evasion can show 0 % or 100 %.

use super::cards::{CardSet, Pattern};
use super::rules::player_cv_value;
use super::state::{DnfmState, Phase, PlayMode};
use crate::engine::deck::{Deck, Orientation, PlacedCard, Side, for_each_permutation};
use crate::engine::keyword::keyword_enum;
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

    /// "47.5%", as the player's language writes it.
    pub fn percent(self) -> crate::engine::words::Words {
        use crate::engine::words::{Value, Words};
        Words::number(Value::percent(self.probability() * 100.0, 1))
    }

    /// "47.5 %" in every language: the command line's JSON, a contract that does not move
    /// with the language or the words on screen.
    pub fn percent_for_json(self) -> String {
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
            (PlayMode::Digital, Some(deck)) => Knowledge::Exact(deck.clone()),
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
            (Basis::Peek, PlayMode::Digital, Some(deck)) => (Knowledge::Exact(deck.clone()), basis),
            _ => (Knowledge::player(s), Basis::Known),
        }
    }
}

keyword_enum! {
    /// Which odds are shown: what the player can know, or the app's peek at its own deck.
    #[derive(Default)]
    pub enum Basis as key {
        /// The deck's contents, well mixed: what a player at the table can know.
        #[default]
        Known = "known" => "dnfm-basis-known",
        /// The app's deck as it lies: exact, and hidden from a player at a table.
        Peek = "peek" => "dnfm-basis-peek",
    }
}

impl Basis {
    /// The basis as the setting chooses it.
    pub fn peeking(peek: bool) -> Basis {
        if peek { Basis::Peek } else { Basis::Known }
    }

    /// The label as the command line's JSON gives it: English, whatever the language (a
    /// contract; the catalogue's English says the same).
    pub fn label_for_json(self) -> &'static str {
        match self {
            Basis::Known => "Odds from what you can know: the cards in the deck, well mixed",
            Basis::Peek => "Odds peeking at the deck: exact for the cards as they lie",
        }
    }
}

/// Calls `f` with every `k`-subset of `0..n` (as indices, in order).
#[allow(
    clippy::indexing_slicing,
    reason = "the combination indices stay below k, and idx[i] < n - k + i"
)]
fn for_each_combination(n: usize, k: usize, mut f: impl FnMut(&[usize])) {
    if k > n {
        return;
    }
    let mut idx: Vec<usize> = (0..k).collect();
    loop {
        f(&idx);
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

/// The value `card` shows lying `o` (0 for a card the set lacks).
fn value(set: &CardSet, card: Option<&u8>, o: Orientation) -> u8 {
    card.and_then(|&n| set.dice(n))
        .map_or(0, |c| c.reading(o).value)
}

/// `code`'s `i`th base-4 digit as a way a card lies.
fn lie(code: usize, i: usize) -> Orientation {
    Orientation::ALL
        .get(code / 4usize.pow(i as u32) % 4)
        .copied()
        .unwrap_or(Orientation::UPRIGHT)
}

/// Every equally likely set of `k` values one RSF can show, weighted, for a well-mixed deck.
fn mixed_draws(set: &CardSet, cards: &[u8], k: usize, mut f: impl FnMut(&[u8], u64)) {
    let k = k.min(cards.len());
    let mut values = vec![0u8; k];
    for_each_combination(cards.len(), k, |idx| {
        for code in 0..4usize.pow(k as u32) {
            for (i, (slot, &c)) in values.iter_mut().zip(idx).enumerate() {
                *slot = value(set, cards.get(c), lie(code, i));
            }
            f(&values, 1);
        }
    });
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

/// How many of the bounty's draws, of `4^unknown` in all, reach each Combat Value or less
/// (indexed by value), when its draw shows the `known` values and the cards `unknown`
/// lying any of their four ways.
fn their_cv_at_most(
    set: &CardSet,
    known: &[u8],
    unknown: &[u8],
    attack: &Pattern,
) -> [u64; CV_SLOTS] {
    let mut counts = [0u64; CV_SLOTS];
    let mut values = Vec::with_capacity(known.len() + unknown.len());
    for code in 0..4usize.pow(unknown.len() as u32) {
        values.clear();
        values.extend_from_slice(known);
        values.extend(
            unknown
                .iter()
                .enumerate()
                .map(|(i, c)| value(set, Some(c), lie(code, i))),
        );
        values.sort_unstable();
        let cv = (attack.score(&values) as usize).min(CV_SLOTS - 1);
        if let Some(c) = counts.get_mut(cv) {
            *c += 1;
        }
    }
    let mut running = 0;
    for c in &mut counts {
        running += *c;
        *c = running;
    }
    counts
}

/// Combat Values a draw can reach (six cards of six at most), with room to spare.
const CV_SLOTS: usize = 64;

/// What a well-mixed round's chance depends on: the cards in the deck, how many the player
/// draws, the cannon, the engines and the bounty's attack.
type MixedKey = (Vec<u8>, usize, u8, u8, String);

/// Well-mixed round chances already worked out. The count takes a moment (a few
/// milliseconds), and the same fight comes up again and again: a game has a few dozen.
static MIXED_ROUNDS: std::sync::OnceLock<
    std::sync::Mutex<std::collections::HashMap<MixedKey, Chance>>,
> = std::sync::OnceLock::new();

/// The exact chance of winning a round from a well-mixed deck of `cards`, remembered.
fn mixed_round(
    set: &CardSet,
    cards: &[u8],
    k: usize,
    wmc: u8,
    fusion: u8,
    attack: &Pattern,
) -> Chance {
    let mut sorted = cards.to_vec();
    sorted.sort_unstable();
    let key = (sorted, k, wmc, fusion, attack.to_string());
    let memo = MIXED_ROUNDS.get_or_init(Default::default);
    if let Some(c) = memo.lock().ok().and_then(|m| m.get(&key).copied()) {
        return c;
    }
    let chance = count_mixed_round(
        set,
        cards,
        k,
        |v| player_cv_value(set, wmc, fusion, v).unwrap_or(0),
        attack,
    );
    if let Ok(mut m) = memo.lock() {
        m.insert(key, chance);
    }
    chance
}

/// Every subset of `k` of `n` as a bit mask.
fn masks(n: usize, k: usize) -> Vec<u8> {
    let mut out = Vec::new();
    for_each_combination(n, k, |idx| {
        out.push(idx.iter().fold(0u8, |m, &i| m | 1 << i));
    });
    out
}

/// The exact chance of winning a round from a well-mixed deck of `cards` (at most eight).
///
/// The player's RSF leaves the deck well mixed, so the `k` cards drawn are any `k`, each
/// lying any of its four ways. But they go back on top as they lie, and the bounty's RSF
/// rotates the uppermost half of the deck, shuffles, turns the bottom half over and draws
/// from the bottom: a card both draws show is seen by the bounty in a way tied to the way
/// the player saw it (taking the two draws as unrelated was up to two points off). Every
/// case is counted, each as likely as the next: which cards the player draws and how they
/// lie; which of them end up in the half the bounty's RSF rotates (the order they went back
/// in follows the shuffle); which cards the bounty draws and which of those its flip does
/// not reach (only where it draws more than the bottom half); how the cards the player did
/// not see lie.
#[allow(
    clippy::indexing_slicing,
    reason = "card indices stay below n <= 8 and hand positions below k <= n; lies below 4"
)]
fn count_mixed_round(
    set: &CardSet,
    cards: &[u8],
    k: usize,
    cv: impl Fn(&[u8]) -> i32,
    attack: &Pattern,
) -> Chance {
    let n = cards.len().min(8);
    let k = k.min(n);
    let m = attack.len().min(n);
    let top = n / 2;
    // The value each card shows lying each way (`Orientation::ALL`: bit 0 turned round,
    // bit 1 side B, so rotating is `^ 1` and turning over `^ 2`).
    let shows: Vec<[u8; 4]> = cards
        .iter()
        .take(n)
        .map(|c| std::array::from_fn(|o| value(set, Some(c), lie(o, 0))))
        .collect();
    let rotated = masks(k, k.min(top));
    let not_flipped = masks(m, (top + m).saturating_sub(n));
    let mut theirs_drawn: Vec<Vec<usize>> = Vec::new();
    for_each_combination(n, m, |d| theirs_drawn.push(d.to_vec()));
    let all_lies = 4u64.pow(m as u32);
    let mut theirs: std::collections::HashMap<u64, [u64; CV_SLOTS]> =
        std::collections::HashMap::new();
    let (mut fav, mut cases) = (0u64, 0u64);
    let mut mine = vec![0u8; k];
    for_each_combination(n, k, |drawn| {
        // Where each card sits in the player's hand, if it is there.
        let mut in_hand = [usize::MAX; 8];
        for (i, &c) in drawn.iter().enumerate() {
            in_hand[c] = i;
        }
        for code in 0..4usize.pow(k as u32) {
            let lies: Vec<usize> = (0..k).map(|i| code / 4usize.pow(i as u32) % 4).collect();
            for (i, slot) in mine.iter_mut().enumerate() {
                *slot = shows[drawn[i]][lies[i]];
            }
            // A Combat Value below 0 (the engines' modifier) beats no draw.
            let my_cv = usize::try_from(cv(&mine)).ok().map(|v| v.min(CV_SLOTS - 1));
            for &turned_round in &rotated {
                for d in &theirs_drawn {
                    for &kept in &not_flipped {
                        let mut known = [0u8; 8];
                        let mut known_len = 0;
                        let mut unseen = 0u32;
                        for (j, &c) in d.iter().enumerate() {
                            let i = in_hand[c];
                            if i == usize::MAX {
                                unseen |= 1 << c;
                                continue;
                            }
                            let turn = usize::from(turned_round >> i & 1 == 1)
                                | usize::from(kept >> j & 1 == 0) << 1;
                            known[known_len] = shows[c][lies[i] ^ turn];
                            known_len += 1;
                        }
                        let known = &mut known[..known_len];
                        known.sort_unstable();
                        let key = known
                            .iter()
                            .fold(u64::from(unseen), |key, &v| key << 3 | u64::from(v))
                            | (known_len as u64) << 56;
                        let at_most = theirs.entry(key).or_insert_with(|| {
                            let unknown: Vec<u8> = (0..n)
                                .filter(|c| unseen >> c & 1 == 1)
                                .map(|c| cards[c])
                                .collect();
                            their_cv_at_most(set, known, &unknown, attack)
                        });
                        // Each case here weighs 4^m in all: its 4^unseen draws of the unseen
                        // cards' lies stand for 4^known cases each.
                        let scale = 4u64.pow(known_len as u32);
                        fav += my_cv.map_or(0, |cv| at_most[cv]) * scale;
                        cases += all_lies;
                    }
                }
            }
        }
    });
    Chance {
        favourable: fav,
        cases,
    }
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
        Knowledge::Mixed(cards) => mixed_round(set, cards, k, wmc, fusion, attack),
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

#[allow(clippy::unwrap_used, clippy::indexing_slicing)]
#[cfg(test)]
mod tests {

    #[test]
    fn the_json_label_is_the_english_label() {
        for b in [Basis::Known, Basis::Peek] {
            assert_eq!(b.label(), b.label_for_json());
        }
    }
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

    /// A well-mixed deck is every way its cards can lie, each as likely (the order does not
    /// matter: the player's RSF shuffles it): the well-mixed chance of winning a round is the
    /// exact chance averaged over all of them, to the last case, the tie between the two
    /// draws of a round included.
    #[test]
    fn a_well_mixed_round_is_the_average_of_every_way_the_deck_can_lie() {
        let set = CardSet::builtin().unwrap();
        let cards = [2u8, 3, 4, 5, 6];
        let narn = set
            .bounty("narn")
            .unwrap()
            .attack_for(2)
            .unwrap()
            .pattern
            .clone();
        let four = set
            .bounty
            .iter()
            .flat_map(|b| b.attack.iter().map(|a| a.pattern.clone()))
            .find(|p| p.len() == 4)
            .unwrap();
        // Cannon 2 with three cards against three; cannon 3 with an extra card against four.
        for (wmc, fusion, attack) in [(2, 4, &narn), (3, 1, &four)] {
            let mixed = round_chance(set, &Knowledge::Mixed(cards.to_vec()), wmc, fusion, attack);
            let (mut fav, mut cases) = (0u128, 0u128);
            for code in 0..4usize.pow(cards.len() as u32) {
                let deck = Deck::from_cards(
                    cards
                        .iter()
                        .enumerate()
                        .map(|(i, &card)| PlacedCard {
                            card,
                            orientation: lie(code, i),
                        })
                        .collect(),
                );
                let c = round_chance(set, &Knowledge::Exact(deck), wmc, fusion, attack);
                fav += u128::from(c.favourable);
                cases += u128::from(c.cases);
            }
            assert_eq!(
                u128::from(mixed.favourable) * cases,
                fav * u128::from(mixed.cases),
                "WMC {wmc}, fusion {fusion}, {attack}: {mixed:?} against {fav} of {cases}"
            );
        }
    }
}
