//! The coach: for each choice open now, the chance of winning the whole game.
//!
//! Each choice is played on many times by the simulator (the continuations): the state is
//! copied, its deck replaced by one dealt well mixed from what the player can know (the
//! Dice Cards not set aside for a bounty, in a random order and each lying any of its four
//! ways, as an RSF leaves them), the choice applied, and the rest of the game played by the
//! simulator's best policy ([`COACH_POLICY`]) to its end or [`TURN_LIMIT`]. A choice's
//! figure is the share of those games won, with the 95 % margin of that share
//! (1.96 binomial standard errors).
//!
//! - **Never the hidden order.** Unless the player peeks (the "Peek at the deck" setting,
//!   digital mode only), the app's deck is thrown away first, so two games that differ only
//!   in the deck's order get the same figures, and [`CoachKey`] leaves the deck out.
//! - **Physical play** works the same: the copy is switched to digital draws from such a
//!   deck (the player's own cards are as unknown to the app as its deck is to the player).
//! - **Fair comparisons.** Continuation `i` of every choice starts from the same seed
//!   (common random numbers), so the choices meet the same deals and their difference is
//!   less noisy than their figures.
//! - **Deterministic.** The same state, number of games and seed give the same figures on
//!   every platform; nothing here reads a clock or spawns a thread.

use super::cards::CardSet;
use super::game::DnfmGame;
use super::odds::Basis;
use super::rules::{Action, Draws, Quiet, apply_in_place, legal_actions};
use super::sim::{OddsCache, Policy, TURN_LIMIT, play_from};
use super::state::{DnfmState, GameEnd, Phase, PlayMode};
use crate::engine::deck::{Deck, Orientation, PlacedCard};
use crate::engine::random::GameRng;
use serde::Serialize;
use std::ops::Range;

/// The policy the continuations are played by: the simulator's best (it wins about 59 % of
/// fresh games, where bold play wins about 22 % and random play far fewer; a test keeps it
/// so).
pub const COACH_POLICY: Policy = Policy::Cautious;

/// Continuations per choice by default: a few thousand keep the margin near ± 2 % and the
/// whole figure within a fraction of a second on a desktop core (see docs/performance.md).
pub const DEFAULT_GAMES: u32 = 2_000;

/// The most continuations per choice anyone may ask for.
pub const MAX_GAMES: u32 = 100_000;

/// The seed the app uses (any fixed one would do: the same state always shows the same
/// figures).
pub const DEFAULT_SEED: u64 = 1;

/// How the coach is asked to work.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct CoachOptions {
    /// Continuations per choice (1 to [`MAX_GAMES`]).
    pub games: u32,
    pub seed: u64,
    /// Continue from the app's own deck as it lies (digital mode only) instead of what the
    /// player can know.
    pub peek: bool,
}

impl Default for CoachOptions {
    fn default() -> Self {
        CoachOptions {
            games: DEFAULT_GAMES,
            seed: DEFAULT_SEED,
            peek: false,
        }
    }
}

impl CoachOptions {
    /// What the figures for `s` are computed from: peeking only where there is a deck to
    /// peek at.
    pub fn basis(&self, s: &DnfmState) -> Basis {
        match (self.peek, s.mode, &s.deck) {
            (true, PlayMode::Digital, Some(_)) => Basis::Peek,
            _ => Basis::Known,
        }
    }
}

/// All the coach's figures depend on, and nothing else: the state without the deck's order
/// (unless peeking), and the options. Cheap to build and to compare, for a cache per state.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CoachKey {
    state: DnfmState,
    options: CoachOptions,
}

impl CoachKey {
    pub fn new(s: &DnfmState, options: CoachOptions) -> CoachKey {
        let mut state = s.clone();
        if options.basis(s) == Basis::Known {
            // Which cards are in the deck follows from the card set aside; their order is
            // hidden and is dealt afresh for every continuation.
            state.deck = None;
            state.mode = PlayMode::Physical;
        }
        CoachKey { state, options }
    }
}

/// One choice and how the games played on from it went.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ChoiceFigure {
    pub action: Action,
    pub wins: u32,
    pub games: u32,
}

impl ChoiceFigure {
    /// The share of games won.
    pub fn probability(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            f64::from(self.wins) / f64::from(self.games)
        }
    }

    /// The binomial standard error of [`ChoiceFigure::probability`].
    pub fn standard_error(&self) -> f64 {
        if self.games == 0 {
            return 0.0;
        }
        let p = self.probability();
        (p * (1.0 - p) / f64::from(self.games)).sqrt()
    }

    /// The chance and its margin in whole percents, as shown.
    fn shown_percents(&self) -> (f64, f64) {
        let p = (self.probability() * 100.0).round();
        let m = self.margin() * 100.0;
        (p, if m > 0.0 { m.round().max(1.0) } else { 0.0 })
    }

    /// "win the game 47 % ± 2 %" in every language: the command line's JSON, a contract
    /// that does not move with the language or the words on screen.
    pub fn words_for_json(&self) -> String {
        let (p, m) = self.shown_percents();
        format!("win the game {p:.0} % ± {m:.0} %")
    }

    /// The 95 % margin: 1.96 standard errors.
    pub fn margin(&self) -> f64 {
        1.96 * self.standard_error()
    }

    /// "win the game 47% ± 2%": whole percents; a margin above zero shows at least 1 %,
    /// so a figure near certainty is never shown as exact.
    pub fn words(&self) -> crate::engine::words::Words {
        use crate::engine::words::Value;
        let (p, m) = self.shown_percents();
        crate::words!(
            "dnfm-coach-win",
            chance = Value::percent(p, 0),
            margin = Value::percent(m, 0)
        )
    }
}

/// The coach's figures for one state.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Coaching {
    pub choices: Vec<ChoiceFigure>,
    pub games: u32,
    pub seed: u64,
    pub basis: Basis,
    pub policy: Policy,
}

impl Coaching {
    /// `other`'s games added to these (parts of the same state's figures, see
    /// [`coach_part`]).
    pub fn add(&mut self, other: &Coaching) {
        self.games += other.games;
        for mine in &mut self.choices {
            if let Some(theirs) = other.of(mine.action) {
                mine.wins += theirs.wins;
                mine.games += theirs.games;
            }
        }
    }

    /// The figure for `action`, if it is one of the choices.
    pub fn of(&self, action: Action) -> Option<&ChoiceFigure> {
        self.choices.iter().find(|c| c.action == action)
    }
}

/// The choices the coach weighs in `s`: how far to move; at a station or in space, every
/// refit open (dock, each purchase or repair, go on); evade or fight; attack again or flee.
/// Empty where the game leaves nothing to choose.
pub fn choices(set: &CardSet, s: &DnfmState) -> Vec<Action> {
    let offered = match &s.phase {
        Phase::Refit => legal_actions(set, s),
        _ => DnfmGame::choices(set, s),
    };
    if offered.len() < 2 {
        Vec::new()
    } else {
        offered
    }
}

/// A seed for continuation `i`, the same for every choice (common random numbers).
fn game_seed(seed: u64, i: u32) -> u64 {
    // SplitMix64's finaliser: neighbouring games get unrelated streams.
    let mut z = seed ^ u64::from(i).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// A deck of the Dice Cards not set `aside`, in a random order, each lying a random way:
/// what a player can know of the deck, dealt once.
pub fn well_mixed_deck(aside: Option<u8>, rng: &mut GameRng) -> Deck {
    let mut cards: Vec<PlacedCard> = (1..=6u8)
        .filter(|&c| aside != Some(c))
        .map(|card| PlacedCard {
            card,
            orientation: Orientation::random(rng),
        })
        .collect();
    for i in (1..cards.len()).rev() {
        let j = rng.index(i + 1);
        cards.swap(i, j);
    }
    Deck::from_cards(cards)
}

/// The state a continuation starts from: digital draws, and (unless peeking) a deck dealt
/// well mixed from what the player can know.
fn continuation_start(s: &DnfmState, basis: Basis, rng: &mut GameRng) -> DnfmState {
    let mut c = s.clone();
    if basis == Basis::Known {
        c.deck = Some(well_mixed_deck(s.aside.map(|a| a.card), rng));
    }
    c.mode = PlayMode::Digital;
    c
}

/// Whether one continuation of `action` from `s` is won.
fn won_after(
    set: &CardSet,
    s: &DnfmState,
    action: Action,
    basis: Basis,
    seed: u64,
    cache: &mut OddsCache,
) -> bool {
    let mut rng = GameRng::from_seed(seed);
    let mut c = continuation_start(s, basis, &mut rng);
    // A choice taken from the legal ones cannot be refused with digital draws; were it
    // refused all the same, that game counts as not won.
    if apply_in_place(
        set,
        &mut c,
        action,
        &mut Draws::Digital(&mut rng),
        &mut Quiet,
    )
    .is_err()
    {
        return false;
    }
    play_from(set, c, COACH_POLICY, &mut rng, cache).end == Some(GameEnd::Won)
}

/// The figure for one `action` from `s`: `options.games` continuations (taken between 1
/// and [`MAX_GAMES`]), continuation `i` from the same seed whatever the action. An action
/// the rules refuse in `s` wins no game.
pub fn figure(set: &CardSet, s: &DnfmState, action: Action, options: CoachOptions) -> ChoiceFigure {
    let games = 0..options.games.clamp(1, MAX_GAMES);
    figure_cached(set, s, action, options, games, &mut OddsCache::default())
}

fn figure_cached(
    set: &CardSet,
    s: &DnfmState,
    action: Action,
    options: CoachOptions,
    games: Range<u32>,
    cache: &mut OddsCache,
) -> ChoiceFigure {
    let basis = options.basis(s);
    let played = games.len();
    let wins = games
        .filter(|&i| won_after(set, s, action, basis, game_seed(options.seed, i), cache))
        .count();
    ChoiceFigure {
        action,
        wins: u32::try_from(wins).unwrap_or(u32::MAX),
        games: u32::try_from(played).unwrap_or(u32::MAX),
    }
}

/// The coach's figures for every choice open in `s` (none where there is nothing to
/// choose, or the game is over). `options.games` is taken between 1 and [`MAX_GAMES`].
pub fn coach(set: &CardSet, s: &DnfmState, options: CoachOptions) -> Coaching {
    coach_part(set, s, options, 0..options.games.clamp(1, MAX_GAMES))
}

/// The figures over continuations `games` only (of the [`MAX_GAMES`] a state has): parts
/// [`Coaching::add`]ed up give what [`coach`] gives for them all. The app works a figure out
/// part by part, so that a page with one thread (the web app) answers taps in between.
pub fn coach_part(
    set: &CardSet,
    s: &DnfmState,
    options: CoachOptions,
    games: Range<u32>,
) -> Coaching {
    let games = games.start.min(MAX_GAMES)..games.end.min(MAX_GAMES);
    let mut cache = OddsCache::default();
    let choices = if s.end.is_some() || s.turn > TURN_LIMIT {
        Vec::new()
    } else {
        choices(set, s)
    };
    Coaching {
        choices: choices
            .into_iter()
            .map(|action| figure_cached(set, s, action, options, games.clone(), &mut cache))
            .collect(),
        games: u32::try_from(games.len()).unwrap_or(u32::MAX),
        seed: options.seed,
        basis: options.basis(s),
        policy: COACH_POLICY,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dnfm::odds::{Knowledge, round_chance};
    use crate::games::dnfm::sim::simulate;

    fn set() -> &'static CardSet {
        CardSet::builtin().unwrap()
    }

    fn options(games: u32, seed: u64) -> CoachOptions {
        CoachOptions {
            games,
            seed,
            peek: false,
        }
    }

    /// A fresh digital game's state from `seed`.
    fn fresh(seed: u64) -> DnfmState {
        DnfmState::new_digital(set(), &mut GameRng::from_seed(seed))
    }

    /// In combat after a lost round against the Opuchini (Dice Card 1 set aside for it),
    /// cannon and Fusioncasting at 4, with `megacredits`.
    fn fighting(seed: u64, megacredits: u8) -> DnfmState {
        let mut s = fresh(seed);
        let card = s.deck.as_mut().unwrap().take(1).unwrap();
        s.aside = Some(card);
        s.systems.wmc = 4;
        s.systems.fusion = 4;
        s.megacredits = megacredits;
        s.moved = 1;
        s.phase = Phase::Combat {
            bounty: "opuchini".into(),
            card: 1,
            attack_wmc: 4,
            rounds: 1,
        };
        s
    }

    #[test]
    fn the_best_policy_is_the_one_that_wins_most() {
        let cautious = simulate(set(), 1_500, 5, COACH_POLICY).win_rate;
        for other in [Policy::Bold, Policy::Random] {
            let rate = simulate(set(), 1_500, 5, other).win_rate;
            assert!(
                cautious > rate + 0.1,
                "{other:?} wins {rate}, cautious {cautious}"
            );
        }
    }

    /// Worked by hand: on the last turn the simulator plays, no choice can win: the most a
    /// turn can bring (two bounties of a Counterplot, 9 MC each) leaves 5 MC short of 30.
    #[test]
    fn on_the_last_turn_with_little_money_nothing_wins() {
        let mut s = fresh(3);
        s.turn = TURN_LIMIT;
        let c = coach(set(), &s, options(200, 1));
        assert_eq!(c.choices.len(), 4, "move 1 to 4");
        for f in &c.choices {
            assert_eq!((f.wins, f.games), (0, 200));
            assert_eq!(f.words(), "win the game 0% ± 0%");
        }
    }

    /// Worked by hand: one Megacredit short of 30, a round won captures the bounty and
    /// wins the game, so attacking wins at least as often as a round is won (94.4 % from
    /// what the player knows); fleeing leaves a whole game to play.
    #[test]
    fn a_round_from_victory_attacking_wins_at_least_the_round() {
        let s = fighting(4, 29);
        let c = coach(set(), &s, options(400, 2));
        let attack = c.of(Action::Attack).unwrap();
        let flee = c.of(Action::Flee).unwrap();
        let attack_pattern = &set()
            .bounty("opuchini")
            .unwrap()
            .attack_for(4)
            .unwrap()
            .pattern;
        let round = round_chance(set(), &Knowledge::well_mixed(Some(1)), 4, 4, attack_pattern)
            .probability();
        assert!(
            attack.probability() >= round - 3.0 * attack.standard_error(),
            "{attack:?} against {round}"
        );
        // The same deals for both (common random numbers): fleeing gives up a sure capture.
        assert!(attack.wins >= flee.wins, "{attack:?} {flee:?}");
    }

    #[test]
    fn the_deck_order_is_never_used_unless_peeking() {
        let a = fighting(4, 20);
        let mut b = a.clone();
        let mut other = b.deck.clone().unwrap();
        other.rsf(&mut GameRng::from_seed(99));
        other.rsf(&mut GameRng::from_seed(98));
        assert_ne!(Some(&other), a.deck.as_ref());
        b.deck = Some(other);
        assert_eq!(
            CoachKey::new(&a, options(150, 7)),
            CoachKey::new(&b, options(150, 7))
        );
        assert_eq!(
            coach(set(), &a, options(150, 7)),
            coach(set(), &b, options(150, 7))
        );
        // The same state in physical play (the app holds no deck) gets the same figures.
        let mut p = a.clone();
        p.mode = PlayMode::Physical;
        p.deck = None;
        assert_eq!(
            coach(set(), &a, options(150, 7)),
            coach(set(), &p, options(150, 7))
        );
        // Peeking, the deck as it lies is part of what the figures depend on.
        let peek = CoachOptions {
            peek: true,
            ..options(150, 7)
        };
        assert_ne!(CoachKey::new(&a, peek), CoachKey::new(&b, peek));
        assert_eq!(coach(set(), &a, peek).basis, Basis::Peek);
        assert_eq!(
            coach(set(), &p, peek).basis,
            Basis::Known,
            "nothing to peek at"
        );
    }

    #[test]
    fn the_same_seed_gives_the_same_figures_and_another_seed_may_not() {
        let s = fresh(11);
        let one = coach(set(), &s, options(120, 5));
        assert_eq!(one, coach(set(), &s, options(120, 5)));
        assert_eq!(one.choices.len(), 4);
        let other = coach(set(), &s, options(120, 6));
        assert_ne!(
            one.choices.iter().map(|c| c.wins).collect::<Vec<_>>(),
            other.choices.iter().map(|c| c.wins).collect::<Vec<_>>()
        );
    }

    #[test]
    fn choices_are_what_the_player_chooses_between() {
        let s = fresh(3);
        assert_eq!(
            choices(set(), &s),
            (1..=4).map(Action::Move).collect::<Vec<_>>()
        );
        let mut e = s.clone();
        e.phase = Phase::Event;
        assert!(choices(set(), &e).is_empty());
        assert!(coach(set(), &e, options(10, 1)).choices.is_empty());
        let mut docked = s.clone();
        docked.phase = Phase::Refit;
        docked.docked = true;
        docked.megacredits = 30;
        docked.systems.navcomm = 2;
        let refit = choices(set(), &docked);
        assert!(refit.contains(&Action::Continue), "{refit:?}");
        assert!(
            refit.iter().any(|a| matches!(a, Action::Buy(_))),
            "{refit:?}"
        );
        let mut combat = fighting(4, 5);
        combat.phase = Phase::Combat {
            bounty: "opuchini".into(),
            card: 1,
            attack_wmc: 4,
            rounds: 0,
        };
        assert!(
            choices(set(), &combat).is_empty(),
            "the first round is not a choice"
        );
    }

    #[test]
    fn parts_add_up_to_the_whole() {
        let s = fresh(4);
        let o = options(90, 7);
        let mut parts = coach_part(set(), &s, o, 0..40);
        parts.add(&coach_part(set(), &s, o, 40..90));
        assert_eq!(parts, coach(set(), &s, o));
    }

    #[test]
    fn figures_in_words() {
        let f = ChoiceFigure {
            action: Action::Fight,
            wins: 940,
            games: 2_000,
        };
        assert_eq!(f.words(), "win the game 47% ± 2%");
        let sure = ChoiceFigure { wins: 2_000, ..f };
        assert_eq!(sure.words(), "win the game 100% ± 0%");
        let nearly = ChoiceFigure { wins: 1_999, ..f };
        assert_eq!(nearly.words(), "win the game 100% ± 1%");
        assert!((f.margin() - 1.96 * (0.47f64 * 0.53 / 2_000.0).sqrt()).abs() < 1e-12);
    }

    #[test]
    fn games_are_kept_between_one_and_the_most() {
        let s = fresh(3);
        let c = coach(set(), &s, options(0, 1));
        assert_eq!(c.games, 1);
        assert!(c.choices.iter().all(|f| f.games == 1));
    }
}
