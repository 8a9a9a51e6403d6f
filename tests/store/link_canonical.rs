//! A link is opened only in the form the app writes it: re-encoding what its replay made
//! gives back its own moves. Each tampering a hand-made link can try (a step that changes
//! nothing, paragraphs marked read that the game never reached, an action begun with faces
//! that do not exist, more moves than a game has) is refused with nothing written.

use crate::common;

use base64::Engine as _;
use pnp_companion::engine::deck::{Orientation, PlacedCard};
use pnp_companion::games::dnfm::cards::CardSet;
use pnp_companion::games::dnfm::game::{DnfmGame, UnderWay};
use pnp_companion::games::dnfm::map::MapStrip;
use pnp_companion::games::dnfm::rules::Action as DnfmAction;
use pnp_companion::games::sherwood::actions::Action;
use pnp_companion::games::sherwood::board::Track;
use pnp_companion::games::sherwood::change::Change;
use pnp_companion::games::sherwood::data::SherwoodData;
use pnp_companion::games::sherwood::game::SherwoodGame;
use pnp_companion::games::sherwood::moves::{ChartCell, SherwoodStep};
use pnp_companion::games::sherwood::state::SetupDraw;
use pnp_companion::games::sherwood::tables::TableId;
use pnp_companion::store::share::{self, NotCanonical, ShareError, Shared, SharedMoves};
use pnp_companion::store::storage::MemoryStorage;
use pnp_companion::store::user_data::UserData;

fn set() -> &'static CardSet {
    CardSet::builtin().unwrap()
}

fn encoded(shared: &Shared) -> String {
    let json = serde_json::to_vec(shared).unwrap();
    let deflated = miniz_oxide::deflate::compress_to_vec(&json, 10);
    let text = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(deflated);
    format!("{}{text}", share::FRAGMENT)
}

/// Opens `link` on a device with `data`; a refusal writes nothing at all.
fn open(link: &str, data: &SherwoodData) -> Result<(), ShareError> {
    let storage = MemoryStorage::new();
    let opened = share::open(
        &storage,
        link,
        set(),
        || Ok(data.clone()),
        1,
        share::WhereTheyDiffer::TakeTheirs,
    );
    if opened.is_err() {
        assert_eq!(storage.writes(), 0, "a refused link writes nothing");
    }
    opened.map(|_| ())
}

/// A Sherwood game a few corrections in, on the filled-in chart data.
fn sherwood() -> (SherwoodGame, SherwoodData) {
    let common::sherwood::Play { d: data, mut g, .. } =
        common::sherwood::Play::new(common::sherwood::chart_data(), 3, SetupDraw::Digital);
    for delta in [1, 1, -1] {
        let change = Change::Track {
            track: Track::RoyalMorale,
            delta,
        };
        g.act(&data, Action::Apply { change }, &[]).unwrap();
    }
    (g, data)
}

fn sherwood_link(g: &SherwoodGame) -> Shared {
    let link = share::encode_sherwood("Tampered", g, &UserData::default()).unwrap();
    share::decode(&share::link("", &link)).unwrap()
}

fn sherwood_moves(
    shared: &mut Shared,
) -> &mut pnp_companion::games::sherwood::moves::SherwoodMoves {
    match &mut shared.game {
        SharedMoves::Sherwood(m) => m,
        SharedMoves::Dnfm(_) => panic!("a Sherwood link"),
    }
}

#[test]
fn the_untouched_link_opens() {
    let (g, data) = sherwood();
    open(&encoded(&sherwood_link(&g)), &data).unwrap();
}

#[test]
fn a_step_that_changes_nothing_is_refused_by_the_rules_and_in_a_link() {
    let (mut g, data) = sherwood();
    let nothing = Action::Apply {
        change: Change::Track {
            track: Track::RoyalMorale,
            delta: 0,
        },
    };
    let before = g.journal.entries().len();
    assert!(g.act(&data, nothing.clone(), &[]).is_err());
    assert_eq!(g.journal.entries().len(), before, "nothing logged");
    let mut shared = sherwood_link(&g);
    for _ in 0..3 {
        sherwood_moves(&mut shared).steps.push(SherwoodStep {
            action: nothing.clone(),
            entered: Vec::new(),
            waited: None,
        });
    }
    let err = open(&encoded(&shared), &data).unwrap_err();
    assert!(matches!(err, ShareError::DoesNotReplay(_)), "{err}");
    assert!(err.to_string().contains("would change nothing"), "{err}");
}

#[test]
fn paragraphs_the_game_never_reached_are_not_marked_read() {
    let (g, data) = sherwood();
    let mut shared = sherwood_link(&g);
    // Paragraph 105 exists; this game reached none.
    sherwood_moves(&mut shared).read = vec![105];
    let err = open(&encoded(&shared), &data).unwrap_err();
    assert!(
        matches!(err, ShareError::NotCanonical(NotCanonical::ReadUnreached)),
        "{err}"
    );
    assert!(!err.to_string().contains("105"), "no number told: {err}");
    // Nor read twice.
    let controlled: Vec<u16> = g.reached_paragraphs(&data).into_iter().take(1).collect();
    assert!(
        !controlled.is_empty(),
        "the player's own people have paragraphs"
    );
    sherwood_moves(&mut shared).read = vec![controlled[0], controlled[0]];
    assert!(matches!(
        open(&encoded(&shared), &data),
        Err(ShareError::NotCanonical(NotCanonical::ReadUnreached))
    ));
    sherwood_moves(&mut shared).read = controlled;
    open(&encoded(&shared), &data).unwrap();
}

#[test]
fn a_paragraph_read_early_by_choice_stays_with_its_reader() {
    use pnp_companion::games::sherwood::reader::Why;
    let (mut g, data) = sherwood();
    g.reader
        .reveal(105, Why::Asked { confirmed: true })
        .unwrap();
    let shared = sherwood_link(&g);
    let SharedMoves::Sherwood(m) = &shared.game else {
        panic!()
    };
    assert!(!m.read.contains(&105), "{:?}", m.read);
    open(&encoded(&shared), &data).unwrap();
}

#[test]
fn a_wait_the_game_did_not_have_is_refused() {
    let (g, data) = sherwood();
    let mut shared = sherwood_link(&g);
    sherwood_moves(&mut shared).steps[0].waited = Some(ChartCell {
        table: TableId::Recruiting,
        row: 0,
        band: 0,
    });
    let err = open(&encoded(&shared), &data).unwrap_err();
    assert!(
        matches!(err, ShareError::NotCanonical(NotCanonical::NotAsWritten)),
        "{err}"
    );
}

#[test]
fn more_moves_than_a_game_has_are_refused_before_any_is_played() {
    let (g, data) = sherwood();
    let mut shared = sherwood_link(&g);
    let moves = sherwood_moves(&mut shared);
    let one = moves.steps[0].clone();
    moves.steps = vec![one; share::MAX_STEPS + 1];
    let link = encoded(&shared);
    assert!(link.len() < 3_000, "a short link: {}", link.len());
    let err = open(&link, &data).unwrap_err();
    assert!(
        matches!(err, ShareError::NotCanonical(NotCanonical::TooManySteps(n)) if n == share::MAX_STEPS + 1),
        "{err}"
    );
}

/// A physical DNFM game one move in, its next move begun with one card entered.
fn dnfm_under_way() -> DnfmGame {
    let mut g = DnfmGame::new_physical(set(), 5, MapStrip::from_stations(&[]));
    g.act(set(), DnfmAction::Move(1), &[]).unwrap();
    g
}

fn dnfm_link(g: &DnfmGame) -> Shared {
    share::decode(&share::link(
        "",
        &share::encode_dnfm("Tampered", g).unwrap(),
    ))
    .unwrap()
}

fn face(card: u8) -> PlacedCard {
    PlacedCard {
        card,
        orientation: Orientation::UPRIGHT,
    }
}

/// The first action of `g` that waits for the player's cards, and how many it waits for;
/// actions that need none are taken on the way.
fn an_action_waiting(g: &mut DnfmGame) -> (DnfmAction, usize) {
    for _ in 0..20 {
        let mut choices = DnfmGame::choices(set(), g.state());
        choices.extend(DnfmGame::suggested(set(), g.state()));
        for &a in &choices {
            let waiting = g.so_far(set(), a, &[]).waiting;
            if waiting > 0 {
                return (a, waiting);
            }
        }
        let first = *choices.first().expect("something to do");
        g.act(set(), first, &[]).unwrap();
    }
    panic!("no action waited for cards")
}

#[test]
fn an_action_begun_carries_only_faces_that_can_be_drawn() {
    let mut g = dnfm_under_way();
    let (action, waiting) = an_action_waiting(&mut g);
    let no_data = SherwoodData::builtin().unwrap().clone();
    let with = |faces: Vec<PlacedCard>| {
        let mut g = g.clone();
        g.under_way = Some(UnderWay { action, faces });
        encoded(&dnfm_link(&g))
    };
    // Nothing entered yet, or one real card while more are wanted: as the app keeps it.
    open(&with(Vec::new()), &no_data).unwrap();
    if waiting > 1 {
        open(&with(vec![face(2)]), &no_data).unwrap();
    }
    // A card the set does not have.
    let err = open(&with(vec![face(250)]), &no_data).unwrap_err();
    assert!(matches!(err, ShareError::DoesNotReplay(_)), "{err}");
    // Twenty thousand faces: more than the action draws.
    let many = with(vec![face(2); 20_000]);
    assert!(many.len() < 10_000, "a short link: {}", many.len());
    let err = open(&many, &no_data).unwrap_err();
    assert!(matches!(err, ShareError::DoesNotReplay(_)), "{err}");
}

#[test]
fn faces_entered_in_a_digital_game_are_refused() {
    let mut g = DnfmGame::new_digital(set(), 5);
    g.act(set(), DnfmAction::Move(1), &[]).unwrap();
    assert!(
        g.clone()
            .act(set(), DnfmAction::Move(1), &[face(2)])
            .is_err(),
        "the app draws a digital game's cards"
    );
    let mut shared = dnfm_link(&g);
    let SharedMoves::Dnfm(m) = &mut shared.game else {
        panic!()
    };
    m.steps[0].1 = vec![face(2); 500];
    let err = open(&encoded(&shared), SherwoodData::builtin().unwrap()).unwrap_err();
    assert!(matches!(err, ShareError::DoesNotReplay(_)), "{err}");
}
