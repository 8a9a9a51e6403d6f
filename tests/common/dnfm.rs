//! Checks on a Do Not Forsake Me state that the tests run after every step.

use pnp_companion::games::dnfm::cards::{CardSet, System};
use pnp_companion::games::dnfm::state::{DnfmState, GameEnd, PlayMode};

/// Whether the state keeps its promises: every Dice Card exactly once (deck plus the card
/// set aside), levels within their cards, Megacredits never negative.
pub fn invariants_hold(set: &CardSet, s: &DnfmState) -> Result<(), String> {
    if s.mode == PlayMode::Digital {
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

/// A play-out of one action written apart from the coach and the simulator: `games` times,
/// the Dice Cards in `s`'s deck are laid each on a side and a turn of its own (two coin
/// tosses), mixed by eight RSFs (`Deck::rsf`, the physical procedure), put under a digital
/// game at `s`, and the action is taken with the game's own `act`. How many of those games
/// were won by it.
pub fn wins_by_acting(
    set: &CardSet,
    s: &DnfmState,
    action: pnp_companion::games::dnfm::rules::Action,
    games: u32,
    seed: u64,
) -> u32 {
    use pnp_companion::engine::deck::{Deck, Orientation, PlacedCard, Side};
    use pnp_companion::engine::journal::Journal;
    use pnp_companion::engine::random::GameRng;
    use pnp_companion::games::dnfm::game::{DnfmGame, Snapshot};
    use pnp_companion::games::dnfm::state::Deal;
    let in_deck: Vec<u8> = s
        .deck
        .as_ref()
        .map(|d| d.cards().iter().map(|c| c.card).collect())
        .unwrap_or_default();
    let mut rng = GameRng::from_seed(seed);
    let mut won = 0;
    for _ in 0..games {
        let cards = in_deck
            .iter()
            .map(|&card| PlacedCard {
                card,
                orientation: Orientation {
                    side: if rng.between(0, 1) == 0 {
                        Side::A
                    } else {
                        Side::B
                    },
                    rotated: rng.between(0, 1) == 1,
                },
            })
            .collect();
        let mut deck = Deck::from_cards(cards);
        for _ in 0..8 {
            deck.rsf(&mut rng);
        }
        let mut state = s.clone();
        state.mode = PlayMode::Digital;
        state.deck = Some(deck);
        let mut game = DnfmGame {
            seed,
            deal: Deal::default(),
            journal: Journal::new(Snapshot {
                state,
                rng: GameRng::from_seed(rng.between(0, u32::MAX).into()).state(),
            }),
            under_way: None,
        };
        if game.act(set, action, &[]).is_ok() && game.state().end == Some(GameEnd::Won) {
            won += 1;
        }
    }
    won
}

/// (favourable, cases) of winning a round from a well-mixed deck of `cards`, worked out
/// by hand from what the rules do, apart from the odds module: the player draws any `k`
/// cards (each lying any of its four ways, as `value(card, way)` reads it, the ways in
/// `Orientation::ALL`'s order); they go back on top as they lie, so the bounty's RSF
/// rotates half of them (the upper half of the deck: any of them, as the shuffle put them
/// back), then shuffles, turns the bottom half over (reading the other side) and draws `m`
/// from the bottom: where that is more than the bottom half, the ones above it (any of
/// those drawn) are not turned over. Cards the player did not see lie any way.
/// `mine` and `theirs` give each side's Combat Value from the values drawn.
pub fn well_mixed_round_by_hand(
    cards: &[u8],
    k: usize,
    m: usize,
    value: impl Fn(u8, usize) -> u8,
    mine: impl Fn(&[u8]) -> i32,
    theirs: impl Fn(&[u8]) -> i32,
) -> (u128, u128) {
    let n = cards.len();
    let top = n / 2;
    let above_the_half = (top + m).saturating_sub(n);
    let subsets = |of: usize, size: usize| -> Vec<Vec<usize>> {
        (0u32..1 << of)
            .filter(|bits| bits.count_ones() as usize == size)
            .map(|bits| (0..of).filter(|i| bits >> i & 1 == 1).collect())
            .collect()
    };
    let (mut fav, mut cases) = (0u128, 0u128);
    for hand in subsets(n, k) {
        for lies in 0..4usize.pow(k as u32) {
            let lie = |i: usize| lies / 4usize.pow(i as u32) % 4;
            let seen: Vec<u8> = (0..k).map(|i| value(cards[hand[i]], lie(i))).collect();
            let my_cv = mine(&seen);
            for rotated in subsets(k, k.min(top)) {
                for drawn in subsets(n, m) {
                    let unseen: Vec<usize> = drawn
                        .iter()
                        .copied()
                        .filter(|c| !hand.contains(c))
                        .collect();
                    let per_case = 4u128.pow((m - unseen.len()) as u32);
                    for not_turned in subsets(m, above_the_half) {
                        for unseen_lies in 0..4usize.pow(unseen.len() as u32) {
                            let shown: Vec<u8> = drawn
                                .iter()
                                .enumerate()
                                .map(|(j, c)| match hand.iter().position(|h| h == c) {
                                    // Turned over (^ 2) unless above the bottom half, and
                                    // rotated (^ 1) if it lay in the upper half.
                                    Some(i) => value(
                                        cards[*c],
                                        lie(i)
                                            ^ if not_turned.contains(&j) { 0 } else { 2 }
                                            ^ usize::from(rotated.contains(&i)),
                                    ),
                                    None => {
                                        let u = unseen.iter().position(|x| x == c).unwrap();
                                        value(cards[*c], unseen_lies / 4usize.pow(u as u32) % 4)
                                    }
                                })
                                .collect();
                            cases += per_case;
                            if theirs(&shown) <= my_cv {
                                fav += per_case;
                            }
                        }
                    }
                }
            }
        }
    }
    (fav, cases)
}
