//! Seeds that mean the same game for years: every share link, seeded replay and record line
//! depends on one seed giving the same dice and the same deal on every platform and with
//! every version of the crates below us. These values are pinned: a change to the random
//! stream (a new `rand`, a new sampling method) fails here instead of quietly breaking
//! every link and replay made before it.

use pnp_companion::engine::deck::PlacedCard;
use pnp_companion::engine::dice::D10;
use pnp_companion::engine::random::GameRng;
use pnp_companion::games::dnfm::cards::CardSet;
use pnp_companion::games::dnfm::game::DnfmGame;

fn face(c: &PlacedCard) -> String {
    format!(
        "{}{}{}",
        c.card,
        if c.orientation.side == pnp_companion::engine::deck::Side::A {
            "A"
        } else {
            "B"
        },
        if c.orientation.rotated { "d" } else { "u" }
    )
}

#[test]
fn seed_42_gives_the_same_dice_and_the_same_deal_for_ever() {
    let mut rng = GameRng::from_seed(42);
    let dice: Vec<u8> = (0..20).map(|_| D10::roll(&mut rng).value()).collect();
    let mut rng = GameRng::from_seed(42);
    let indices: Vec<usize> = (2..=40).map(|n| rng.index(n)).collect();
    let mut rng = GameRng::from_seed(u64::MAX);
    let wide: Vec<u32> = (0..6)
        .map(|i| rng.between(0, [u32::MAX, u32::MAX - 1, 1 << 31, 7, 1_000_000, 3][i]))
        .collect();
    let game = DnfmGame::new_digital(CardSet::builtin().unwrap(), 42);
    let s = game.state();
    let deck: Vec<String> = s.deck.as_ref().unwrap().cards().iter().map(face).collect();
    let map: Vec<String> = s.map.cards.iter().map(face).collect();
    assert_eq!(
        dice,
        [3, 7, 2, 10, 8, 5, 4, 7, 8, 3, 7, 2, 4, 4, 2, 9, 7, 8, 9, 3],
        "the first 20 dice of seed 42"
    );
    assert_eq!(
        indices,
        [
            0, 2, 0, 4, 4, 2, 2, 5, 7, 3, 7, 1, 4, 4, 2, 13, 11, 14, 16, 5, 11, 11, 9, 22, 15, 25,
            21, 17, 26, 22, 9, 5, 33, 20, 3, 6, 7, 17, 10
        ],
        "an index below 2, 3, … 40, drawn in turn from seed 42"
    );
    assert_eq!(
        wide,
        [3_819_388_078, 2_938_119_045, 919_629_697, 3, 599_696, 1],
        "the widest ranges, the whole of u32 among them"
    );
    assert_eq!(
        deck,
        ["5Au", "3Au", "6Ad", "2Ad", "1Ad", "4Au"],
        "the first deal"
    );
    assert_eq!(map, ["2Ad", "4Ad", "1Ad", "3Au"], "the first map");
    assert_eq!(
        game.journal.current().rng.word_pos,
        18,
        "the stream's place"
    );
}

/// Sherwood's setup draw from a seed: who of the eight Neutrals drawn and the Archon's crew
/// lies in which prison, and which of the Neutrals left stands where. Worked out once with
/// this build and pinned: a Sherwood link or replay made before a change to the draw would
/// open to another game.
#[test]
fn seed_42_gives_the_same_sherwood_setup_for_ever() {
    use pnp_companion::games::PlayMode;
    use pnp_companion::games::sherwood::SherwoodData;
    use pnp_companion::games::sherwood::board::Location;
    use pnp_companion::games::sherwood::game::SherwoodGame;
    use pnp_companion::games::sherwood::state::{DEFAULT_NEUTRAL_SPACES, SetupDraw};
    let data = SherwoodData::builtin().unwrap();
    let spaces: Vec<String> = DEFAULT_NEUTRAL_SPACES.map(String::from).to_vec();
    let game = SherwoodGame::new(data, 42, PlayMode::Digital, SetupDraw::Digital, &spaces);
    let s = game.state();
    let neutral = |id: &str| {
        data.roster.get(id).and_then(|p| p.kind)
            == Some(pnp_companion::games::sherwood::persons::PersonKind::Neutral)
    };
    let drawn = |imprisoned: bool| -> Vec<String> {
        s.persons
            .iter()
            .filter(|p| p.imprisoned == imprisoned && (imprisoned || neutral(&p.id)))
            .filter_map(|p| match &p.location {
                Location::Space(space) => Some(format!("{} at {space}", p.id)),
                _ => None,
            })
            .collect()
    };
    assert_eq!(
        drawn(true),
        [
            "mbele at Trott",
            "goren at Farnosh Bridge",
            "ferdie at Winklesea",
            "narrows at Royal Palace",
            "roger at Northguard",
            "melon at Port Ferkin",
            "dalara at High Samwith",
            "may-queen at Randisfarne",
            "black at Klamath Town",
            "lang at Royal Palace",
            "archon-3 at Castle Roche",
            "archon-4 at Costa Manor",
            "archon-5 at Castle Dil",
        ],
        "the prisoners of seed 42, prison by prison"
    );
    assert_eq!(
        drawn(false),
        [
            "pinter at Port Ferkin",
            "scrow at Winklesea",
            "maura at Farnosh Bridge",
            "big-tim at Trott",
            "iohannes at Castle Dil",
            "jink at High Samwith",
            "tchelk at Klamath Town",
            "tuskus at Randisfarne",
        ],
        "the free Neutrals of seed 42 and where they stand"
    );
    assert_eq!(
        game.journal.current().rng.word_pos,
        28,
        "the stream's place after the setup"
    );
}
