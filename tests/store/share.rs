//! A game moved by a link: round trips reproduce the game, and a link that is damaged,
//! tampered with, too long or from a newer app is refused with nothing written.

use crate::common;
use pnp_companion::store::StoreError;

use base64::Engine as _;
use pnp_companion::games::dnfm::cards::CardSet;
use pnp_companion::games::dnfm::game::DnfmGame;
use pnp_companion::games::dnfm::rules::Action;
use pnp_companion::store::saves;
use pnp_companion::store::share::{self, ShareError, Shared, SharedMoves};
use pnp_companion::store::storage::{MemoryStorage, Storage};

fn set() -> &'static CardSet {
    CardSet::builtin().unwrap()
}

/// A digital game played by the app's own suggestions up to `turns` turns (or its end).
fn played(seed: u64, turns: u32) -> DnfmGame {
    let mut g = DnfmGame::new_digital(set(), seed);
    while g.state().end.is_none() && g.state().turn <= turns {
        let action = DnfmGame::suggested(set(), g.state())
            .or_else(|| DnfmGame::choices(set(), g.state()).first().copied())
            .expect("something to do");
        g.act(set(), action, &[]).unwrap();
    }
    g
}

fn no_sherwood() -> Result<pnp_companion::games::sherwood::data::SherwoodData, StoreError> {
    Err(StoreError::Invalid("not wanted".into()))
}

/// Opens `link` into a fresh storage, which must stay empty when it is refused.
fn refused(link: &str) -> ShareError {
    let storage = MemoryStorage::new();
    let err = share::open(
        &storage,
        link,
        set(),
        no_sherwood,
        1,
        share::WhereTheyDiffer::Refuse,
    )
    .unwrap_err();
    assert!(
        saves::list_in(&storage).is_empty(),
        "{err}: nothing written"
    );
    assert_eq!(storage.read("saves/moved.json").unwrap(), None);
    err
}

fn encoded(shared: &Shared) -> String {
    let json = serde_json::to_vec(shared).unwrap();
    let deflated = miniz_oxide::deflate::compress_to_vec(&json, 10);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(deflated)
}

/// The length the guide (docs/guide/moving.md) gives for a long digital game.
#[test]
fn a_sixty_turn_game_moves_by_link() {
    // Seed 174 is the first whose game, played so, lasts past turn 60.
    let g = played(174, 60);
    assert!(g.state().turn > 60);
    let length = common::share::dnfm_by_link(&g);
    common::share::readme_gives(
        "Do Not Forsake Me, digital, 60 turns",
        &[g.journal.entries().len(), length],
    );
}

#[test]
fn games_played_to_their_end_move_by_link() {
    for seed in 1..=20 {
        let g = played(seed, u32::MAX);
        assert!(g.state().end.is_some());
        common::share::dnfm_by_link(&g);
    }
}

#[test]
fn a_link_opened_twice_becomes_two_saves() {
    let storage = MemoryStorage::new();
    let link = share::link("x", &share::encode_dnfm("Moved", &played(3, 5)).unwrap());
    let first = share::open(
        &storage,
        &link,
        set(),
        no_sherwood,
        1,
        share::WhereTheyDiffer::Refuse,
    )
    .unwrap();
    let second = share::open(
        &storage,
        &link,
        set(),
        no_sherwood,
        2,
        share::WhereTheyDiffer::Refuse,
    )
    .unwrap();
    assert_eq!(
        (first.name.as_str(), second.name.as_str()),
        ("Moved", "Moved 2")
    );
    assert_eq!(first.entries, None, "a DNFM game brings no chart entries");
    assert_eq!(saves::list_in(&storage).len(), 2);
}

#[test]
fn a_pasted_link_may_be_broken_over_lines() {
    let link = share::link(
        "https://a.example/",
        &share::encode_dnfm("Moved", &played(4, 8)).unwrap(),
    );
    let (head, tail) = link.split_at(link.len() / 2);
    let pasted = format!("  {head}\n  {tail}\n");
    let storage = MemoryStorage::new();
    share::open(
        &storage,
        &pasted,
        set(),
        no_sherwood,
        1,
        share::WhereTheyDiffer::Refuse,
    )
    .unwrap();
}

#[test]
fn every_changed_character_is_refused_or_gives_the_same_game() {
    let g = played(5, 10);
    let link = share::link("", &share::encode_dnfm("Moved", &g).unwrap());
    let start = link.find('=').unwrap() + 1;
    let mut refusals = 0;
    for i in start..link.len() {
        for c in ['A', 'z', '-', '_', '0'] {
            let mut bytes = link.clone().into_bytes();
            if bytes[i] == c as u8 {
                continue;
            }
            bytes[i] = c as u8;
            let tampered = String::from_utf8(bytes).unwrap();
            let storage = MemoryStorage::new();
            match share::open(
                &storage,
                &tampered,
                set(),
                no_sherwood,
                1,
                share::WhereTheyDiffer::Refuse,
            ) {
                Err(_) => {
                    assert!(saves::list_in(&storage).is_empty());
                    refusals += 1;
                }
                // A change in the last character's unused bits decodes to the same bytes.
                Ok(opened) => {
                    let loaded =
                        saves::load_from::<DnfmGame>(&storage, &opened.key, saves::GameKind::Dnfm)
                            .unwrap();
                    assert_eq!(loaded.data.state(), g.state(), "character {i} as {c}");
                }
            }
        }
    }
    assert!(refusals > 0);
}

#[test]
fn a_move_the_rules_refuse_is_refused() {
    let g = played(6, 6);
    let mut shared =
        share::decode(&share::link("", &share::encode_dnfm("M", &g).unwrap())).unwrap();
    let SharedMoves::Dnfm(moves) = &mut shared.game else {
        panic!()
    };
    // Moving five quadrants: the rules allow 1 to 4.
    moves.steps.insert(0, (Action::Move(5), Vec::new()));
    let link = format!("{}{}", share::FRAGMENT, encoded(&shared));
    assert!(
        matches!(refused(&link), ShareError::DoesNotReplay(_)),
        "a move of five refused"
    );
}

#[test]
fn a_game_that_replays_to_another_state_is_refused() {
    let g = played(7, 6);
    let mut shared =
        share::decode(&share::link("", &share::encode_dnfm("M", &g).unwrap())).unwrap();
    // The same moves from another seed: legal, but not the game that was shared.
    let SharedMoves::Dnfm(moves) = &mut shared.game else {
        panic!()
    };
    moves.seed += 1;
    moves.steps.truncate(1);
    let link = format!("{}{}", share::FRAGMENT, encoded(&shared));
    assert!(matches!(refused(&link), ShareError::Differs));
}

#[test]
fn links_that_are_not_games_are_refused_in_words() {
    assert!(matches!(
        refused("https://example.org/"),
        ShareError::NoGame
    ));
    assert!(matches!(refused("#game=%%%"), ShareError::Damaged(_)));
    assert!(matches!(refused("#game=AAAA"), ShareError::Damaged(_)));
    let long = format!("#game={}", "A".repeat(share::MAX_ENCODED + 1));
    assert!(matches!(refused(&long), ShareError::TooLong(_)));
    // A deflate bomb: a small link that unpacks to far more than any game.
    let bomb = miniz_oxide::deflate::compress_to_vec(&vec![b' '; 64 << 20], 10);
    assert!(bomb.len() < share::MAX_ENCODED);
    let link = format!(
        "#game={}",
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bomb)
    );
    assert!(matches!(refused(&link), ShareError::Damaged(_)));
    for err in [
        refused("#game=AAAA"),
        refused("https://example.org/"),
        refused(&long),
    ] {
        let words = err.to_string();
        assert!(!words.contains("Error"), "{words}");
    }
}

#[test]
fn a_link_from_a_newer_app_says_so() {
    let g = played(8, 2);
    let mut shared =
        share::decode(&share::link("", &share::encode_dnfm("M", &g).unwrap())).unwrap();
    shared.version = share::VERSION + 1;
    let link = format!("{}{}", share::FRAGMENT, encoded(&shared));
    let err = refused(&link);
    assert!(matches!(err, ShareError::TooNew(2)), "{err}");
    assert!(err.to_string().contains("update the app"));
}

#[test]
fn the_base_address_keeps_no_old_fragment() {
    assert_eq!(
        share::link(" https://a.example/app/#game=old ", "NEW"),
        "https://a.example/app/#game=NEW"
    );
}
