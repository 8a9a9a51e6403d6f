//! The balance simulator: whole games played by a policy, in digital mode, from one seed.

use super::cards::{CardSet, Pattern, System};
use super::odds::{Knowledge, check_chance, round_chance};
use super::rules::{Action, Draws, Quiet, apply_in_place, legal_actions_inline};
use super::state::{DnfmState, GameEnd, Loss, Phase};
use crate::engine::keyword::keyword_enum;
use crate::engine::random::GameRng;
use serde::Serialize;
use std::collections::{BTreeMap, HashMap};
use std::hash::{BuildHasherDefault, Hasher};

/// Games that reach this many turns without an end are counted as abandoned (the rules
/// have no limit). With the crew check on two faces a cautious ship can limp on for a long
/// while: at the old limit of 200 turns, 559 of 100,000 cautious games were cut (nearly all
/// of them lost in the end when played on), and the longest of 100,000 takes 334 turns. The
/// limit sits far above that, so every game ends by the rules.
pub const TURN_LIMIT: u32 = 1_000;

keyword_enum! {
    /// How the simulator plays; its word (`name`) is the command line's.
    pub enum Policy as name {
        /// Fights only with good odds, flees when a fight turns bad, keeps the ship repaired.
        Cautious = "cautious",
        /// Always fights and never flees; spends everything on the cannon.
        Bold = "bold",
        /// Any legal action, uniformly at random.
        Random = "random",
    }
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Report {
    pub policy: Policy,
    pub games: u64,
    pub seed: u64,
    pub wins: u64,
    pub win_rate: f64,
    pub mean_turns: f64,
    /// The most turns a game took (a game cut at [`TURN_LIMIT`] shows the limit).
    pub longest_game: u32,
    pub mean_megacredits: f64,
    /// Why the games that were not won ended.
    pub losses: BTreeMap<String, u64>,
}

/// The cause of a game cut at [`TURN_LIMIT`], as the report's JSON names it.
const TURN_LIMIT_REACHED: &str = "turn limit reached";

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameSummary {
    pub end: Option<GameEnd>,
    pub turns: u32,
    pub megacredits: u8,
    pub cause: Option<&'static str>,
}

impl GameSummary {
    /// How a played-out game stands: `lost` names the cause when it was lost; a game still
    /// going was cut at the turn limit.
    fn of(s: &DnfmState, lost: Option<&'static str>) -> GameSummary {
        GameSummary {
            end: s.end,
            turns: s.turn.min(TURN_LIMIT),
            megacredits: s.megacredits,
            cause: match s.end {
                Some(GameEnd::Won) => None,
                Some(GameEnd::Lost) => lost,
                None => Some(TURN_LIMIT_REACHED),
            },
        }
    }
}

/// A quick hash for the odds cache's few small integer keys: SipHash's resistance to
/// crafted keys buys nothing here, and it was a tenth of a simulated game.
#[derive(Default)]
struct SmallKeyHasher(u64);

impl SmallKeyHasher {
    fn add(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

impl Hasher for SmallKeyHasher {
    fn write(&mut self, bytes: &[u8]) {
        bytes.iter().for_each(|&b| self.add(u64::from(b)));
    }

    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }

    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }

    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

type SmallKeyMap<K> = HashMap<K, f64, BuildHasherDefault<SmallKeyHasher>>;

/// Cached odds for a policy, keyed by what they depend on: what a player can know (the
/// deck's contents, well mixed), never the deck's hidden order. One cache can serve any
/// number of games (the coach keeps one for all its continuations).
#[derive(Default)]
pub struct OddsCache {
    /// Keyed by cannon, engines, card set aside and the attack pattern's address in the
    /// card set (patterns live as long as the set).
    rounds: SmallKeyMap<(u8, u8, u8, usize)>,
    checks: SmallKeyMap<(u8, u32, u8)>,
}

impl OddsCache {
    /// What a player can know at a fight against the bounty of card `aside`: the odds the
    /// app shows by default ([`Knowledge::player`]).
    fn knowledge(aside: u8) -> Knowledge {
        Knowledge::well_mixed(Some(aside))
    }

    fn round(&mut self, set: &CardSet, wmc: u8, fusion: u8, pattern: &Pattern, aside: u8) -> f64 {
        *self
            .rounds
            .entry((wmc, fusion, aside, std::ptr::from_ref(pattern) as usize))
            .or_insert_with(|| {
                round_chance(set, &Self::knowledge(aside), wmc, fusion, pattern).probability()
            })
    }

    fn check(&mut self, set: &CardSet, cards: u8, needed: u32, aside: u8) -> f64 {
        *self
            .checks
            .entry((cards, needed, aside))
            .or_insert_with(|| {
                check_chance(set, &Self::knowledge(aside), usize::from(cards), needed).probability()
            })
    }
}

fn choose(
    set: &CardSet,
    s: &DnfmState,
    policy: Policy,
    rng: &mut GameRng,
    cache: &mut OddsCache,
) -> Option<Action> {
    if policy == Policy::Random {
        let legal = legal_actions_inline(set, s);
        return legal.get(rng.index(legal.len()));
    }
    let bold = policy == Policy::Bold;
    match &s.phase {
        Phase::Movement => Some(Action::Move(movement_step(set, s, bold))),
        Phase::Refit => Some(refit_choice(set, s, bold)),
        Phase::Encounter { bounty, card } => {
            if bold {
                return Some(Action::Fight);
            }
            encounter_choice(set, s, cache, bounty, *card)
        }
        Phase::Combat {
            bounty,
            card,
            attack_wmc,
            rounds,
        } => {
            if bold || *rounds == 0 {
                return Some(Action::Attack);
            }
            combat_choice(set, s, cache, bounty, *card, *attack_wmc)
        }
        _ => legal_actions_inline(set, s).first(),
    }
}

/// Whether the policy buys `sys` up when it can.
fn want(s: &DnfmState, bold: bool, sys: System) -> bool {
    let level = s.systems.get(sys);
    match sys {
        System::Wmc => level < 4,
        System::Fusion | System::Navcomm => !bold && level < 4,
        System::Crew => false,
    }
}

fn movement_step(set: &CardSet, s: &DnfmState, bold: bool) -> u8 {
    let needs = System::SHIP.iter().any(|&sys| {
        want(s, bold, sys)
            && set
                .station_price
                .of(sys)
                .is_some_and(|p| s.megacredits >= p)
    });
    match s.map.distance_to_station(s.position) {
        Some(d) if needs && d <= 4 => d,
        _ => 1,
    }
}

fn refit_choice(set: &CardSet, s: &DnfmState, bold: bool) -> Action {
    let legal = legal_actions_inline(set, s);
    let order = if bold {
        [System::Wmc, System::Fusion, System::Navcomm]
    } else {
        [System::Fusion, System::Wmc, System::Navcomm]
    };
    for sys in order {
        if want(s, bold, sys) && legal.contains(&Action::Buy(sys)) {
            return Action::Buy(sys);
        }
    }
    if legal.contains(&Action::Dock)
        && order.iter().any(|&sys| {
            want(s, bold, sys)
                && set
                    .station_price
                    .of(sys)
                    .is_some_and(|p| s.megacredits >= p)
        })
    {
        return Action::Dock;
    }
    if !bold {
        for sys in order {
            if legal.contains(&Action::Repair(sys)) && s.systems.get(sys) <= 2 {
                return Action::Repair(sys);
            }
        }
    }
    Action::Continue
}

fn encounter_choice(
    set: &CardSet,
    s: &DnfmState,
    cache: &mut OddsCache,
    bounty: &str,
    card: u8,
) -> Option<Action> {
    let b = set.bounty(bounty)?;
    let attack = b.attack_for(s.systems.wmc)?;
    let win = cache.round(set, s.systems.wmc, s.systems.fusion, &attack.pattern, card);
    let evade = cache.check(
        set,
        set.navcomm_cards(s.systems.navcomm)?,
        u32::from(b.dl),
        card,
    );
    // Fight when a round is more likely won than lost, or when evading would
    // probably fail anyway (a failed evasion means a fight all the same).
    if win >= 0.5 || evade < 0.3 {
        Some(Action::Fight)
    } else {
        Some(Action::Evade)
    }
}

fn combat_choice(
    set: &CardSet,
    s: &DnfmState,
    cache: &mut OddsCache,
    bounty: &str,
    card: u8,
    attack_wmc: u8,
) -> Option<Action> {
    let b = set.bounty(bounty)?;
    let attack = b.attack_for(attack_wmc)?;
    let win = cache.round(set, s.systems.wmc, s.systems.fusion, &attack.pattern, card);
    if win >= 0.45 && s.systems.crew > 2 {
        Some(Action::Attack)
    } else {
        Some(Action::Flee)
    }
}

/// Plays one game to its end (or the turn limit).
pub fn play(set: &CardSet, policy: Policy, rng: &mut GameRng) -> GameSummary {
    let mut cache = OddsCache::default();
    play_cached(set, policy, rng, &mut cache)
}

fn play_cached(
    set: &CardSet,
    policy: Policy,
    rng: &mut GameRng,
    cache: &mut OddsCache,
) -> GameSummary {
    let s = DnfmState::new_digital(set, rng);
    play_from(set, s, policy, rng, cache)
}

/// Plays on from `s` (a digital state: its deck is drawn from `rng`) with `policy` to the
/// game's end or the turn limit. The one game loop: whole games start here from a fresh
/// setup, and the coach's continuations from the state the player is in.
pub fn play_from(
    set: &CardSet,
    mut s: DnfmState,
    policy: Policy,
    rng: &mut GameRng,
    cache: &mut OddsCache,
) -> GameSummary {
    while s.end.is_none() && s.turn <= TURN_LIMIT {
        let Some(action) = choose(set, &s, policy, rng, cache) else {
            break;
        };
        // The policies only choose allowed actions, and digital draws from a validated card
        // set cannot fail; were an action refused all the same, the game would stop there.
        if apply_in_place(set, &mut s, action, &mut Draws::Digital(rng), &mut Quiet).is_err() {
            break;
        }
    }
    let lost = s.loss().map(Loss::words);
    GameSummary::of(&s, lost)
}

/// A cause in [`Report::losses`] (a key of the JSON, English) in the player's words.
pub fn cause_words(cause: &str) -> crate::engine::words::Words {
    if cause == Loss::InCombat.words() {
        crate::words!("dnfm-loss-in-combat")
    } else if cause == Loss::ToEvents.words() {
        crate::words!("dnfm-loss-to-events")
    } else if cause == TURN_LIMIT_REACHED {
        crate::words!("dnfm-loss-turn-limit")
    } else {
        crate::engine::words::Words::text(cause)
    }
}

/// Plays `games` games from `seed`; the same arguments always give the same report.
pub fn simulate(set: &CardSet, games: u64, seed: u64, policy: Policy) -> Report {
    let mut rng = GameRng::from_seed(seed);
    let mut cache = OddsCache::default();
    let mut wins = 0u64;
    let mut turns = 0u64;
    let mut longest_game = 0u32;
    let mut mc = 0u64;
    let mut losses: BTreeMap<&'static str, u64> = BTreeMap::new();
    for _ in 0..games {
        let g = play_cached(set, policy, &mut rng, &mut cache);
        turns += u64::from(g.turns);
        longest_game = longest_game.max(g.turns);
        mc += u64::from(g.megacredits);
        match g.cause {
            None => wins += 1,
            Some(c) => *losses.entry(c).or_insert(0) += 1,
        }
    }
    let n = games.max(1) as f64;
    Report {
        policy,
        games,
        seed,
        wins,
        win_rate: wins as f64 / n,
        mean_turns: turns as f64 / n,
        longest_game,
        mean_megacredits: mc as f64 / n,
        losses: losses
            .into_iter()
            .map(|(cause, count)| (cause.to_string(), count))
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dnfm::rules::apply;
    use crate::games::dnfm::state::Step;

    /// The simulator's loop as it was with every step told: each action applied to a copy,
    /// the cause of a crew loss read from the steps.
    fn play_told(
        set: &CardSet,
        policy: Policy,
        rng: &mut GameRng,
        cache: &mut OddsCache,
    ) -> GameSummary {
        let mut s = DnfmState::new_digital(set, rng);
        let mut cause = None;
        while s.end.is_none() && s.turn <= TURN_LIMIT {
            let action = choose(set, &s, policy, rng, cache).unwrap();
            let (next, outcome) = apply(set, &s, action, &mut Draws::Digital(rng)).unwrap();
            if next.systems.crew < s.systems.crew {
                let in_combat = outcome
                    .steps
                    .iter()
                    .any(|st| matches!(st, Step::CombatDamage(_)));
                cause = Some(if in_combat {
                    "crew lost in combat"
                } else {
                    "crew lost to events"
                });
            }
            s = next;
        }
        GameSummary::of(&s, cause.or(Some("crew lost")))
    }

    /// The policies decide on the odds the app shows by default: what a player can know,
    /// never the deck's hidden order.
    #[test]
    fn policies_see_the_odds_a_player_sees() {
        use crate::games::dnfm::odds::{Basis, encounter_odds};
        let set = CardSet::builtin().unwrap();
        let mut cache = OddsCache::default();
        let mut rng = GameRng::from_seed(17);
        let mut s = DnfmState::new_digital(set, &mut rng);
        let mut checked = 0;
        while checked < 60 {
            if s.end.is_some() {
                s = DnfmState::new_digital(set, &mut rng);
            }
            let shown = encounter_odds(set, &s, Basis::default());
            match &s.phase {
                Phase::Encounter { bounty, card } => {
                    let b = set.bounty(bounty).unwrap();
                    let attack = &b.attack_for(s.systems.wmc).unwrap().pattern;
                    let nav = set.navcomm_cards(s.systems.navcomm).unwrap();
                    let shown = shown.unwrap();
                    assert_eq!(
                        cache.round(set, s.systems.wmc, s.systems.fusion, attack, *card),
                        shown.win_round.probability()
                    );
                    assert_eq!(
                        cache.check(set, nav, u32::from(b.dl), *card),
                        shown.evade.unwrap().probability()
                    );
                    checked += 1;
                }
                Phase::Combat {
                    bounty,
                    card,
                    attack_wmc,
                    ..
                } => {
                    let attack = &set.bounty(bounty).unwrap().attack_for(*attack_wmc).unwrap();
                    assert_eq!(
                        cache.round(set, s.systems.wmc, s.systems.fusion, &attack.pattern, *card),
                        shown.unwrap().win_round.probability()
                    );
                    checked += 1;
                }
                _ => {}
            }
            let action = choose(set, &s, Policy::Cautious, &mut rng, &mut cache).unwrap();
            apply_in_place(
                set,
                &mut s,
                action,
                &mut Draws::Digital(&mut rng),
                &mut Quiet,
            )
            .unwrap();
        }
    }

    #[test]
    fn quiet_games_end_as_told_games_do() {
        let set = CardSet::builtin().unwrap();
        let mut cache = OddsCache::default();
        for policy in [Policy::Cautious, Policy::Bold, Policy::Random] {
            let mut quiet = GameRng::from_seed(3);
            let mut told = GameRng::from_seed(3);
            for game in 0..300 {
                assert_eq!(
                    play_cached(set, policy, &mut quiet, &mut cache),
                    play_told(set, policy, &mut told, &mut cache),
                    "{policy:?} game {game}"
                );
            }
            assert_eq!(quiet.state(), told.state());
        }
    }
}
