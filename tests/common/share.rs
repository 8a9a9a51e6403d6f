//! A game moved by a link as the app moves it: encoded, put after a web app's address,
//! read back, replayed through the rules, saved as a new save and loaded again.

use pnp_companion::games::dnfm::cards::CardSet;
use pnp_companion::games::dnfm::game::DnfmGame;
use pnp_companion::games::sherwood::data::SherwoodData;
use pnp_companion::games::sherwood::game::SherwoodGame;
use pnp_companion::store::saves::{self, GameKind};
use pnp_companion::store::share::{self, Received};
use pnp_companion::store::storage::MemoryStorage;
use pnp_companion::store::user_data::UserData;

const BASE: &str = "https://example.org/pnp/";
const SAVED_AT: u64 = 1_796_220_000;

/// The game round trip through a link; returns the link's length in characters.
pub fn dnfm_by_link(game: &DnfmGame) -> usize {
    let set = CardSet::builtin().unwrap();
    let link = share::link(BASE, &share::encode_dnfm("Moved", game).unwrap());
    let received = share::decode(&link)
        .unwrap()
        .replay(set, || panic!("a DNFM link needs no Sherwood data"))
        .unwrap();
    let Received::Dnfm { name, game: got } = &received else {
        panic!("a DNFM link gave {received:?}");
    };
    assert_eq!(name, "Moved");
    assert_eq!(got.state(), game.state());
    assert_eq!(got.journal.entries(), game.journal.entries());
    assert_eq!(got.under_way, game.under_way);
    let storage = MemoryStorage::new();
    let opened = share::save_received(&storage, received.clone(), SAVED_AT).unwrap();
    assert_eq!(opened.name, "Moved");
    let key = opened.key;
    let loaded = saves::load_from::<DnfmGame>(&storage, &key, GameKind::Dnfm).unwrap();
    assert_eq!(loaded.data.state(), game.state());
    assert_eq!(loaded.turn, Some(game.state().turn));
    link.len()
}

/// The game round trip through a link (read with `data`, the chart data on the device it
/// moves to); returns the link's length in characters.
pub fn sherwood_by_link(game: &SherwoodGame, data: &SherwoodData) -> usize {
    sherwood_by_link_with(game, &UserData::default(), data)
}

/// As [`sherwood_by_link`], the game played on the player's own chart entries `yours`
/// (those the game read sent with it) and received on a device whose data is `data`; the
/// entries the game read end up in the receiving device's own.
pub fn sherwood_by_link_with(game: &SherwoodGame, yours: &UserData, data: &SherwoodData) -> usize {
    let set = CardSet::builtin().unwrap();
    let link = share::link(BASE, &share::encode_sherwood("Moved", game, yours).unwrap());
    let received = share::decode(&link)
        .unwrap()
        .replay(set, || Ok(data.clone()))
        .unwrap();
    let Received::Sherwood { game: got, .. } = &received else {
        panic!("a Sherwood link gave {received:?}");
    };
    assert_eq!(got.state(), game.state());
    assert_eq!(got.journal.entries(), game.journal.entries());
    // The paragraphs read that the game reached travel with it; one read early by choice,
    // or reached by a move since taken back, stays with its reader.
    let reached = game.reached_paragraphs(SherwoodData::builtin().unwrap());
    let read: Vec<u16> = game
        .reader
        .history()
        .iter()
        .copied()
        .filter(|n| reached.contains(n))
        .collect();
    assert_eq!(
        got.reader.history(),
        read,
        "the paragraphs read before the move"
    );
    let storage = MemoryStorage::new();
    let opened = share::save_received(&storage, received.clone(), SAVED_AT).unwrap();
    let loaded =
        saves::load_from::<SherwoodGame>(&storage, &opened.key, GameKind::Sherwood).unwrap();
    assert_eq!(loaded.data.state(), game.state());
    // Of the sender's entries, those the game read are the receiver's now, and no other.
    let read = if yours.is_empty() {
        UserData::default()
    } else {
        share::entries_read(&game.moves(), SherwoodData::builtin().unwrap(), yours).unwrap()
    };
    let here = UserData::load_from(&storage).unwrap();
    assert_eq!(
        here, read,
        "the entries the game read are the receiver's now"
    );
    assert_eq!(opened.entries.is_some(), !read.is_empty());
    link.len()
}

/// Where the table of measured link lengths is: the guide's chapter on moving a game.
const LINK_TABLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/guide/moving.md");

/// Every number of the guide's row of measured link lengths that starts with `game`, after
/// the game's name ("1,546 / 1,905" is two).
pub fn readme_figures(game: &str) -> Vec<usize> {
    let page = std::fs::read_to_string(LINK_TABLE).expect("docs/guide/moving.md");
    let row = page
        .lines()
        .find(|l| l.starts_with(&format!("| {game}")))
        .unwrap_or_else(|| panic!("the guide's link table has no row for {game}"));
    let after_name = row.splitn(3, '|').nth(2).unwrap_or_default();
    after_name
        .split(|c: char| !(c.is_ascii_digit() || c == ','))
        .map(|w| w.trim_matches(',').replace(',', ""))
        .filter(|w| !w.is_empty())
        .map(|w| w.parse().unwrap())
        .collect()
}

/// Holds the guide's table of measured link lengths to what a test measures: the row that
/// starts with `game` gives `figures`, in order, after the game's name.
pub fn readme_gives(game: &str, figures: &[usize]) {
    assert_eq!(
        readme_figures(game),
        figures,
        "the guide's link table (docs/guide/moving.md), row {game}"
    );
}
