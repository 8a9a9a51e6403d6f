//! The Sherwood Syndrome as a state machine: setup, the turn sequence through a scripted
//! game, tracks and orders, fealty to a loss, a win, paragraph effects, the reader, the
//! importer, the player's own data and saves.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

mod common;

use pnp_companion::engine::provenance::Provenance;
use pnp_companion::engine::random::GameRng;
use pnp_companion::games::sherwood::actions::{Action, RollRequest, SherwoodError};
use pnp_companion::games::sherwood::effects::{Change, suggest};
use pnp_companion::games::sherwood::game::{DiceMode, SherwoodGame};
use pnp_companion::games::sherwood::import::import;
use pnp_companion::games::sherwood::paragraphs;
use pnp_companion::games::sherwood::persons::{PersonKind, Stat};
use pnp_companion::games::sherwood::reader::{Reader, Why};
use pnp_companion::games::sherwood::spaces::{Space, SpaceKind};
use pnp_companion::games::sherwood::state::{
    Ending, Fealty, Location, SetupDraw, SherwoodState, Side, Track, TurnStep, marker,
};
use pnp_companion::games::sherwood::{Resolved, RoyalOrders, SherwoodData, TableId, Target};
use pnp_companion::store::saves::{self, Envelope};
use pnp_companion::store::user_data::UserData;

fn data() -> SherwoodData {
    let mut d = SherwoodData::builtin().unwrap().clone();
    d.spaces.spaces.push(Space {
        name: "Greenwood".into(),
        kind: SpaceKind::Forest,
        provenance: Provenance::Player,
        aliases: vec![],
    });
    for (id, stat, v) in [
        ("kirk", Stat::Raid, 2),
        ("spock", Stat::Persuasiveness, 2),
        ("kirk", Stat::Persuasiveness, 1),
        ("big-tim", Stat::Raid, 1),
        ("mbele", Stat::Persuasiveness, 1),
    ] {
        d.roster.get_mut(id).unwrap().set_value(stat, Some(v));
    }
    d
}

fn neutral_spaces() -> Vec<String> {
    [
        "Greenwood",
        "Trott",
        "Winklesea",
        "Port Ferkin",
        "Castle Dil",
        "Northguard",
        "Randisfarne",
        "High Samwith",
    ]
    .map(String::from)
    .to_vec()
}

fn physical_game(d: &SherwoodData) -> SherwoodGame {
    SherwoodGame::new(d, 1, DiceMode::Physical, SetupDraw::Physical, &[])
}

fn act(
    g: &mut SherwoodGame,
    d: &SherwoodData,
    a: Action,
    dice: &[u8],
) -> pnp_companion::games::sherwood::actions::Outcome {
    g.act(d, a.clone(), dice)
        .unwrap_or_else(|e| panic!("{a:?}: {e}"))
}

fn change(g: &mut SherwoodGame, d: &SherwoodData, c: Change) {
    act(g, d, Action::Apply { change: c }, &[]);
}

#[test]
fn setup_follows_section_3() {
    let d = data();
    let mut rng = GameRng::from_seed(8);
    let s = SherwoodState::setup(&d, SetupDraw::Digital, &neutral_spaces(), &mut rng);
    assert_eq!(
        (
            s.tracks.witchcraft,
            s.tracks.warchest,
            s.tracks.royal_morale
        ),
        (0, 4, 10)
    );
    assert_eq!(
        marker(s.tracks.royal_morale),
        (0, true),
        "Royal Morale: the 0 box, +10 side up"
    );
    assert_eq!(s.orders, RoyalOrders::Patrol);
    assert!(s.royal_party.location.is("Royal Palace"));
    let kind = |id: &str| d.roster.get(id).and_then(|p| p.kind);
    for p in &s.persons {
        if kind(&p.id) == Some(PersonKind::Enterprise) {
            assert_eq!(
                (p.location.clone(), p.side),
                (Location::Enterprise, Side::Controlled)
            );
        }
        if kind(&p.id) == Some(PersonKind::Archon) {
            assert!(p.imprisoned, "{} should be a prisoner", p.id);
        }
    }
    let prisoners: Vec<_> = s.persons.iter().filter(|p| p.imprisoned).collect();
    assert_eq!(prisoners.len(), 13);
    for town_or_castle in d
        .spaces
        .spaces
        .iter()
        .filter(|x| matches!(x.kind, SpaceKind::Town | SpaceKind::Castle))
    {
        assert_eq!(
            s.prisoners_at(&town_or_castle.name).len(),
            1,
            "{}",
            town_or_castle.name
        );
    }
    assert_eq!(s.prisoners_at("Royal Palace").len(), 2);
    for space in neutral_spaces() {
        let free_neutrals = s
            .persons
            .iter()
            .filter(|p| {
                !p.imprisoned && p.location.is(&space) && kind(&p.id) == Some(PersonKind::Neutral)
            })
            .count();
        assert_eq!(free_neutrals, 1, "one neutral placed at {space}");
    }
    assert_eq!(s.squads.len(), 7);
    assert_eq!(s.squads_at("Trott"), 1);
    assert_eq!(s.squads_at("Royal Palace"), 1);
    assert!(s.person("frankler").unwrap().location.is("Trott"));
    assert_eq!(s.towns.len(), 6);
    // The same seed hides the same prisoners in the same places.
    let mut rng2 = GameRng::from_seed(8);
    assert_eq!(
        s,
        SherwoodState::setup(&d, SetupDraw::Digital, &neutral_spaces(), &mut rng2)
    );
}

#[test]
fn a_scripted_game_through_the_turn_sequence() {
    let d = data();
    let mut g = physical_game(&d);
    // The player's own prisoner draw: Mbele at Trott.
    change(
        &mut g,
        &d,
        Change::Capture {
            person: "mbele".into(),
            prison: Some("Trott".into()),
        },
    );
    change(
        &mut g,
        &d,
        Change::Move {
            person: "big-tim".into(),
            to: Location::Space("Greenwood".into()),
        },
    );

    // Turn 1. Beam down Kirk, Spock and McCoy to Trott: Witchcraft +1 (one space).
    act(
        &mut g,
        &d,
        Action::BeamDown {
            persons: vec!["kirk".into(), "spock".into(), "mccoy".into()],
            to: "Trott".into(),
        },
        &[],
    );
    assert_eq!(g.state().tracks.witchcraft, 1);
    // Beamed people do nothing else this turn.
    let refused = g.act(
        &d,
        Action::Roll {
            table: TableId::Raid,
            request: RollRequest {
                space: "Trott".into(),
                actor: Some("kirk".into()),
                ..Default::default()
            },
        },
        &[5],
    );
    assert!(matches!(refused, Err(SherwoodError::Illegal(_))));
    act(&mut g, &d, Action::EndRebelActions, &[]);
    act(&mut g, &d, Action::PayExpenses, &[]);
    assert_eq!(g.state().tracks.warchest, 3, "one occupied space: 1 gold");
    act(&mut g, &d, Action::EndExpenses, &[]);
    let out = act(
        &mut g,
        &d,
        Action::KingsMen {
            squad: "Trott".into(),
        },
        &[4],
    );
    assert!(
        matches!(out.roll.unwrap().result, Resolved::Unknown { .. }),
        "the King's Men cells are the player's"
    );
    act(&mut g, &d, Action::EndKingsMen, &[]);
    // First move: Farnosh Bridge. Morale 10 + 3 = 13: it swears; its mayor leaves the map.
    let out = act(&mut g, &d, Action::RoyalPartyMoves { into: None }, &[3]);
    assert!(out.notes.iter().any(|n| n.contains("swears")));
    assert_eq!(
        g.state().town("Farnosh Bridge").unwrap().fealty,
        Fealty::Sworn
    );
    assert_eq!(
        g.state().person("padron").unwrap().location,
        Location::OffMap
    );
    act(&mut g, &d, Action::EndTurn, &[]);
    assert_eq!(
        (g.state().turn, g.state().step),
        (2, TurnStep::RebelActions)
    );

    // Turn 2. Raid Trott: Kirk leads (2), squad -3, Jurgen absent; die 10 -> 9 -> 109.
    let out = act(
        &mut g,
        &d,
        Action::Roll {
            table: TableId::Raid,
            request: RollRequest {
                space: "Trott".into(),
                actor: Some("kirk".into()),
                ..Default::default()
            },
        },
        &[0],
    );
    let roll = out.roll.unwrap();
    assert_eq!(
        (roll.modified, roll.result.clone()),
        (Some(9), Resolved::Paragraph { paragraph: 109 })
    );
    assert_eq!(g.state().orders, RoyalOrders::Search, "the first raid");
    assert_eq!(
        g.reader.current(),
        Some(109),
        "the result's paragraph is revealed"
    );
    let free_one = out
        .suggestions
        .iter()
        .find_map(|s| s.changes.first().cloned())
        .expect("a prisoner goes free");
    change(&mut g, &d, free_one);
    assert!(!g.state().person("mbele").unwrap().imprisoned);
    assert_eq!(g.state().person("mbele").unwrap().side, Side::Controlled);
    // One action per space per turn.
    let again = g.act(
        &d,
        Action::Roll {
            table: TableId::Raid,
            request: RollRequest {
                space: "Trott".into(),
                actor: Some("kirk".into()),
                ..Default::default()
            },
        },
        &[5],
    );
    assert!(again.is_err());
    // Flight from Trott into the Greenwood (a forest): +2; squad in the space fled from: -4.
    for id in ["kirk", "spock", "mccoy", "mbele"] {
        change(
            &mut g,
            &d,
            Change::Move {
                person: id.into(),
                to: Location::Space("Greenwood".into()),
            },
        );
    }
    let out = act(
        &mut g,
        &d,
        Action::Roll {
            table: TableId::Flight,
            request: RollRequest {
                space: "Greenwood".into(),
                flee_to: Some("Greenwood".into()),
                ..Default::default()
            },
        },
        &[6],
    );
    assert_eq!(
        out.roll.unwrap().result,
        Resolved::Paragraph { paragraph: 404 }
    );
    act(&mut g, &d, Action::EndRebelActions, &[]);
    // Expenses: one occupied space (the Greenwood), 3 gold -> 2.
    act(&mut g, &d, Action::PayExpenses, &[]);
    assert_eq!(g.state().tracks.warchest, 2);
    act(&mut g, &d, Action::EndExpenses, &[]);
    act(&mut g, &d, Action::EndKingsMen, &[]);
    // After Farnosh Bridge the road leads to Randisfarne; die 1: 10 + 1 = 11 swears.
    assert!(
        g.act(
            &d,
            Action::RoyalPartyMoves {
                into: Some("Trott".into())
            },
            &[1]
        )
        .is_err()
    );
    act(
        &mut g,
        &d,
        Action::RoyalPartyMoves {
            into: Some("Randisfarne".into()),
        },
        &[1],
    );
    act(&mut g, &d, Action::EndTurn, &[]);

    // Turn 3: Spock recruits Jink in the Greenwood with 2 gold.
    change(
        &mut g,
        &d,
        Change::Move {
            person: "jink".into(),
            to: Location::Space("Greenwood".into()),
        },
    );
    let out = act(
        &mut g,
        &d,
        Action::Roll {
            table: TableId::Recruiting,
            request: RollRequest {
                space: "Greenwood".into(),
                actor: Some("spock".into()),
                target: Some(Target::Person("jink".into())),
                gold: 2,
                ..Default::default()
            },
        },
        &[5],
    );
    let roll = out.roll.unwrap();
    // Spock 2 + Mbele 1 + 2 gold (Witchcraft 1: nothing off; Jink is no Royalist) = +5; die 5 -> 10.
    assert_eq!(roll.modified, Some(10));
    assert!(
        matches!(roll.result, Resolved::Unknown { .. }),
        "Jink's row is on the player's chart"
    );
    assert_eq!(
        g.state().tracks.warchest,
        0,
        "gold spent leaves the Warchest"
    );
    assert!(g.log_markdown().contains("## Turn 3 · Rebel Actions"));
}

#[test]
fn tracks_orders_and_limits() {
    let d = data();
    let mut g = physical_game(&d);
    change(
        &mut g,
        &d,
        Change::Track {
            track: Track::Warchest,
            delta: 40,
        },
    );
    assert_eq!(g.state().tracks.warchest, 19);
    change(
        &mut g,
        &d,
        Change::Track {
            track: Track::RoyalMorale,
            delta: -6,
        },
    );
    assert_eq!(g.state().orders, RoyalOrders::Seize, "Royal Morale below 5");
    change(
        &mut g,
        &d,
        Change::Track {
            track: Track::RoyalMorale,
            delta: 10,
        },
    );
    assert_eq!(g.state().orders, RoyalOrders::Seize, "never back");
    assert!(
        g.act(
            &d,
            Action::Apply {
                change: Change::Orders {
                    orders: RoyalOrders::Patrol
                }
            },
            &[]
        )
        .is_err()
    );
    change(
        &mut g,
        &d,
        Change::Track {
            track: Track::Witchcraft,
            delta: 10,
        },
    );
    assert_eq!(g.state().end, Some(Ending::LostToWitchcraft));
    assert!(matches!(
        g.act(&d, Action::EndRebelActions, &[]),
        Err(SherwoodError::Over(_))
    ));
    assert!(g.undo());
    assert_eq!(g.state().end, None);
}

#[test]
fn fealty_to_a_loss() {
    let d = data();
    let mut g = physical_game(&d);
    for town in [
        "Farnosh Bridge",
        "Randisfarne",
        "Port Ferkin",
        "Winklesea",
        "Trott",
    ] {
        change(
            &mut g,
            &d,
            Change::Fealty {
                town: town.into(),
                fealty: Fealty::Sworn,
            },
        );
    }
    let mut s = g.state().clone();
    s.step = TurnStep::RoyalParty;
    s.royal_party.location = Location::Space("the road".into());
    s.royal_party.visited = vec![
        "Farnosh Bridge".into(),
        "Randisfarne".into(),
        "Port Ferkin".into(),
        "Winklesea".into(),
        "Trott".into(),
    ];
    let mut dice = pnp_companion::engine::dice::DieInput::Physical(
        [pnp_companion::engine::dice::D10::from_face(5).unwrap()].into(),
    );
    let (s, _) = pnp_companion::games::sherwood::actions::apply(
        &d,
        &s,
        &Action::RoyalPartyMoves {
            into: Some("Klamath Town".into()),
        },
        &mut dice,
    )
    .unwrap();
    assert_eq!(s.end, Some(Ending::LostToFealty));
}

#[test]
fn open_rebellion_wins_only_with_the_crews_free() {
    let d = data();
    let mut g = physical_game(&d);
    // Royal Morale 0 and one neutral of yours in Farnosh Bridge: die 1 - 1 = 0 -> Open Rebellion.
    change(
        &mut g,
        &d,
        Change::Track {
            track: Track::RoyalMorale,
            delta: -10,
        },
    );
    change(
        &mut g,
        &d,
        Change::Recruit {
            person: "big-tim".into(),
        },
    );
    change(
        &mut g,
        &d,
        Change::Move {
            person: "big-tim".into(),
            to: Location::Space("Farnosh Bridge".into()),
        },
    );
    change(
        &mut g,
        &d,
        Change::Capture {
            person: "mbele".into(),
            prison: Some("Trott".into()),
        },
    );
    let mut s = g.state().clone();
    s.step = TurnStep::RoyalParty;
    let mut dice = pnp_companion::engine::dice::DieInput::Physical(
        [pnp_companion::engine::dice::D10::from_face(1).unwrap()].into(),
    );
    let (held, out) = pnp_companion::games::sherwood::actions::apply(
        &d,
        &s,
        &Action::RoyalPartyMoves { into: None },
        &mut dice,
    )
    .unwrap();
    assert!(
        out.notes.iter().any(|n| n.contains("read as Defy")),
        "an Archon crewmember is still held"
    );
    assert_eq!(
        (held.end, held.town("Farnosh Bridge").unwrap().fealty),
        (None, Fealty::Unsworn)
    );
    // Free Mbele (and every other Archon counter is free in a physical setup): a win.
    let mut s = s.clone();
    s.person_mut("mbele").unwrap().imprisoned = false;
    let mut dice = pnp_companion::engine::dice::DieInput::Physical(
        [pnp_companion::engine::dice::D10::from_face(1).unwrap()].into(),
    );
    let (won, _) = pnp_companion::games::sherwood::actions::apply(
        &d,
        &s,
        &Action::RoyalPartyMoves { into: None },
        &mut dice,
    )
    .unwrap();
    assert_eq!(
        won.town("Farnosh Bridge").unwrap().fealty,
        Fealty::OpenRebellion
    );
    assert_eq!(won.end, Some(Ending::Won));
}

#[test]
fn recruiting_effects_and_releases() {
    let d = data();
    let mut g = physical_game(&d);
    change(
        &mut g,
        &d,
        Change::Recruit {
            person: "lady-marocain".into(),
        },
    );
    assert_eq!(
        g.state().person("marocain").unwrap().side,
        Side::Controlled,
        "Henry comes along"
    );
    assert_eq!(g.state().tracks.royal_morale, 9);
    change(
        &mut g,
        &d,
        Change::Recruit {
            person: "tchelk".into(),
        },
    );
    assert_eq!(
        (g.state().tracks.witchcraft, g.state().tracks.royal_morale),
        (1, 8)
    );
    change(
        &mut g,
        &d,
        Change::Recruit {
            person: "lang".into(),
        },
    );
    assert!(g.state().person("lang").unwrap().horse);
    // Henry frees High Samwith's prisoners, once.
    change(
        &mut g,
        &d,
        Change::Capture {
            person: "goren".into(),
            prison: Some("High Samwith".into()),
        },
    );
    change(
        &mut g,
        &d,
        Change::Release {
            person: "marocain".into(),
        },
    );
    assert!(!g.state().person("goren").unwrap().imprisoned);
    assert!(
        g.act(
            &d,
            Action::Apply {
                change: Change::Release {
                    person: "marocain".into()
                }
            },
            &[]
        )
        .is_err()
    );
    assert!(
        g.act(
            &d,
            Action::Apply {
                change: Change::Recruit {
                    person: "kirk".into()
                }
            },
            &[]
        )
        .is_err()
    );
    assert!(
        g.act(
            &d,
            Action::Apply {
                change: Change::Leave {
                    person: "spock".into()
                }
            },
            &[]
        )
        .is_err()
    );
}

#[test]
fn every_result_paragraph_suggests_its_changes() {
    let d = data();
    let mut s = physical_game(&d).state().clone();
    for id in ["kirk", "spock", "big-tim"] {
        let p = s.person_mut(id).unwrap();
        p.side = Side::Controlled;
        p.location = Location::Space("Trott".into());
    }
    s.person_mut("spock").unwrap().injured = true;
    s.person_mut("mbele").unwrap().imprisoned = true;
    s.person_mut("mbele").unwrap().location = Location::Space("Trott".into());
    for n in paragraphs::all().filter(|&n| n >= 99) {
        let _ = suggest(&d, &s, "Trott", &Resolved::Paragraph { paragraph: n }, None);
    }
    let s99 = suggest(
        &d,
        &s,
        "Trott",
        &Resolved::Paragraph { paragraph: 99 },
        None,
    );
    assert_eq!(s99[0].changes.len(), 3, "all three captured");
    assert!(s99[1].changes.contains(&Change::Track {
        track: Track::RoyalMorale,
        delta: 1
    }));
    let s113 = suggest(
        &d,
        &s,
        "Trott",
        &Resolved::Paragraph { paragraph: 113 },
        None,
    );
    assert_eq!(
        s113[0].changes,
        [Change::FreeAllAt {
            space: "Trott".into()
        }]
    );
    let s402 = suggest(
        &d,
        &s,
        "Trott",
        &Resolved::Paragraph { paragraph: 402 },
        None,
    );
    assert_eq!(
        s402[0].changes,
        [Change::Capture {
            person: "spock".into(),
            prison: None
        }]
    );
    let s303 = suggest(
        &d,
        &s,
        "Trott",
        &Resolved::Paragraph { paragraph: 303 },
        None,
    );
    assert!(matches!(
        s303[0].changes[0],
        Change::Sanctuary {
            until_turn: Some(4),
            granted: true,
            ..
        }
    ));
    let code = suggest(
        &d,
        &s,
        "Trott",
        &Resolved::Code {
            code: "R,M–".into(),
            meaning: String::new(),
        },
        Some("jink"),
    );
    assert_eq!(
        code[0].changes,
        [Change::Recruit {
            person: "jink".into()
        }]
    );
    assert_eq!(
        code[1].changes,
        [Change::Track {
            track: Track::RoyalMorale,
            delta: -1
        }]
    );
}

#[test]
fn expenses_starving_and_supplies() {
    let d = data();
    let mut g = physical_game(&d);
    change(
        &mut g,
        &d,
        Change::Track {
            track: Track::Warchest,
            delta: -4,
        },
    );
    act(
        &mut g,
        &d,
        Action::BeamDown {
            persons: vec!["kirk".into()],
            to: "Trott".into(),
        },
        &[],
    );
    act(&mut g, &d, Action::EndRebelActions, &[]);
    assert!(g.act(&d, Action::PayExpenses, &[]).is_err(), "no gold");
    assert!(g.act(&d, Action::EndExpenses, &[]).is_err());
    act(
        &mut g,
        &d,
        Action::Starve {
            person: "kirk".into(),
        },
        &[],
    );
    assert!(
        g.state().person("kirk").unwrap().injured,
        "crew are injured, never neutral"
    );
    act(&mut g, &d, Action::EndExpenses, &[]);
    g.undo();
    g.undo();
    act(&mut g, &d, Action::BeamSupplies, &[]);
    assert_eq!(
        (g.state().tracks.warchest, g.state().tracks.witchcraft),
        (4, 2)
    );
    act(&mut g, &d, Action::PayExpenses, &[]);
    assert_eq!(g.state().tracks.warchest, 3);
}

#[test]
fn undo_redo_and_replay() {
    let d = data();
    let mut g = SherwoodGame::new(
        &d,
        77,
        DiceMode::Digital,
        SetupDraw::Digital,
        &neutral_spaces(),
    );
    act(
        &mut g,
        &d,
        Action::BeamDown {
            persons: vec!["kirk".into(), "spock".into()],
            to: "Trott".into(),
        },
        &[],
    );
    act(&mut g, &d, Action::EndRebelActions, &[]);
    act(&mut g, &d, Action::PayExpenses, &[]);
    act(&mut g, &d, Action::EndExpenses, &[]);
    act(
        &mut g,
        &d,
        Action::KingsMen {
            squad: "Trott".into(),
        },
        &[],
    );
    act(&mut g, &d, Action::EndKingsMen, &[]);
    act(&mut g, &d, Action::RoyalPartyMoves { into: None }, &[]);
    let end = g.state().clone();
    let replayed = g.replay(&d).unwrap();
    assert_eq!(
        replayed.state(),
        &end,
        "the seed and the log give the identical game"
    );
    assert!(g.undo());
    assert!(g.redo());
    assert_eq!(g.state(), &end);
    g.journal.go_to(Some(0));
    assert_eq!(g.state().step, TurnStep::RebelActions);
}

#[test]
fn the_reader_keeps_spoilers_back() {
    let mut r = Reader::default();
    assert!(r.reveal(150, Why::Asked { confirmed: false }).is_err());
    r.reveal(150, Why::Asked { confirmed: true }).unwrap();
    assert_eq!(r.history(), [150]);
}

#[test]
fn the_importer_finds_every_paragraph_of_the_real_rulebook() {
    let Some(book) = common::rulebook("sherwood-syndrome.txt") else {
        return;
    };
    let (text, report) = import(&book).unwrap();
    assert!(report.missing.is_empty(), "missing {:?}", report.missing);
    assert_eq!(report.found.len(), paragraphs::all().count());
    assert!(text.paragraphs[&405].len() > 10);
    assert!(import("no paragraphs here").is_err());
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("pnp-sherwood-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn the_players_data_round_trips_and_merges() {
    let base = SherwoodData::builtin().unwrap().clone();
    let dir = temp_dir("userdata");
    let mut mine = UserData::default();
    mine.set_cell(&base, TableId::KingsMen, "3", "Search", "MN")
        .unwrap();
    mine.set_value(&base, "Kirk", Stat::Raid, 3).unwrap();
    mine.set_kind(&base, "Friar Melon", PersonKind::Cleric)
        .unwrap();
    assert!(
        mine.set_cell(&base, TableId::Recruiting, "Captain Black", "1-3", "R")
            .is_err(),
        "printed"
    );
    assert!(
        mine.set_cell(&base, TableId::Recruiting, "Archbishop Tomas", "1-3", "2Q")
            .is_err(),
        "malformed"
    );
    assert!(mine.set_value(&base, "Kirk", Stat::Raid, 50).is_err());
    assert!(mine.set_value(&base, "Nobody", Stat::Raid, 1).is_err());
    mine.save(&dir).unwrap();
    let loaded = UserData::load(&dir).unwrap();
    assert_eq!(loaded, mine);
    let mut applied = base.clone();
    assert!(loaded.apply_to(&mut applied).is_empty());
    assert_eq!(applied.roster.get("kirk").unwrap().raid, Some(3));
    let chart = applied.charts.get(TableId::KingsMen);
    assert_eq!(chart.table.rows[1].cells[2].provenance, Provenance::Player);
    // Another player's file: new entries come in, differences keep yours.
    let mut theirs = UserData::default();
    theirs.set_value(&base, "Kirk", Stat::Raid, 4).unwrap();
    theirs
        .set_value(&base, "Spock", Stat::Persuasiveness, 3)
        .unwrap();
    let conflicts = mine.merge(&theirs);
    assert_eq!(conflicts.len(), 1);
    assert_eq!(mine.values.len(), 2);
}

#[test]
fn a_corrupt_save_is_reported_and_kept() {
    let d = data();
    let dir = temp_dir("saves");
    let g = SherwoodGame::new(
        &d,
        5,
        DiceMode::Digital,
        SetupDraw::Digital,
        &neutral_spaces(),
    );
    let path = saves::file_for(&dir, "Evening game!");
    let env = Envelope::new("sherwood", "Evening game!", 0, g.clone());
    saves::write(&path, &env).unwrap();
    let back: Envelope<SherwoodGame> = saves::load(&path, "sherwood").unwrap();
    assert_eq!(back.data, g);
    std::fs::write(
        &path,
        "{\"format\": \"pnp-companion-save\", \"version\": 1, \"game\": \"sherwood\", trunc",
    )
    .unwrap();
    let err = saves::load::<SherwoodGame>(&path, "sherwood").unwrap_err();
    assert!(err.to_string().contains("kept as it is"), "{err}");
    assert!(
        saves::write(&path, &env).is_err(),
        "a save that does not parse is never overwritten"
    );
    assert!(std::fs::read_to_string(&path).unwrap().ends_with("trunc"));
    std::fs::write(
        &path,
        "{\"format\": \"pnp-companion-save\", \"version\": 99, \"game\": \"sherwood\"}",
    )
    .unwrap();
    assert!(
        saves::load::<SherwoodGame>(&path, "sherwood")
            .unwrap_err()
            .to_string()
            .contains("newer version")
    );
}
