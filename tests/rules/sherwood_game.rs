//! The Sherwood Syndrome as a state machine: setup, the turn sequence through a scripted
//! game, tracks and orders, fealty to a loss, a win, every result paragraph's effect, the
//! reader, the importer, the player's own data and saves.

use crate::common;

use pnp_companion::engine::dice::{D10, DieInput};
use pnp_companion::engine::provenance::Provenance;
use pnp_companion::engine::random::GameRng;
use pnp_companion::games::sherwood::actions::{self, Action, Outcome, RollRequest, SherwoodError};
use pnp_companion::games::sherwood::effects::{Change, Choice, Pick, PickChange};
use pnp_companion::games::sherwood::game::{PlayMode, SherwoodGame};
use pnp_companion::games::sherwood::import::import;
use pnp_companion::games::sherwood::paragraphs;
use pnp_companion::games::sherwood::pending::Task;
use pnp_companion::games::sherwood::persons::{PersonKind, Stat};
use pnp_companion::games::sherwood::reader::{Reader, Why};
use pnp_companion::games::sherwood::refusal::Refusal;
use pnp_companion::games::sherwood::results::{Context, tasks_for};
use pnp_companion::games::sherwood::spaces::{Space, SpaceKind};
use pnp_companion::games::sherwood::state::{
    Ending, Fealty, Location, SetupDraw, SherwoodState, Side, Track, TurnStep, marker,
};
use pnp_companion::games::sherwood::{
    PersonId, Resolved, RoyalOrders, SherwoodData, TableId, Target,
};
use pnp_companion::games::sherwood::{SpaceId, SquadId};
use pnp_companion::store::saves::{self, Envelope, GameKind};
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
    SherwoodGame::new(d, 1, PlayMode::Physical, SetupDraw::Physical, &[])
}

fn act(g: &mut SherwoodGame, d: &SherwoodData, a: Action, dice: &[u8]) -> Outcome {
    g.act(d, a.clone(), dice)
        .unwrap_or_else(|e| panic!("{a:?}: {e}"))
}

fn change(g: &mut SherwoodGame, d: &SherwoodData, c: Change) {
    act(g, d, Action::Apply { change: c }, &[]);
}

fn refusal(r: Result<Outcome, SherwoodError>) -> Refusal {
    match r {
        Err(SherwoodError::Refused(why)) => why,
        Err(other) => panic!("refused for another reason: {other}"),
        Ok(_) => panic!("the action was taken"),
    }
}

/// The first waiting task's id.
fn first_id(g: &SherwoodGame) -> u32 {
    g.state().todo.first().expect("a task waits").id
}

/// Skips whatever waits (the player knows better).
fn dismiss_all(g: &mut SherwoodGame, d: &SherwoodData) {
    while !g.state().todo.is_empty() {
        let id = first_id(g);
        act(g, d, Action::Dismiss { id }, &[]);
    }
}

fn raid_by(space: &str, actor: &str) -> Action {
    Action::Roll {
        table: TableId::Raid,
        request: RollRequest {
            space: SpaceId::new(space),
            actor: Some(actor.into()),
            ..Default::default()
        },
    }
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
    // Section 3: every Royalist and Cleric stands on the space printed beside his name; the
    // two Clerics on their cathedrals.
    for (cleric, cathedral) in [
        ("tomas", "Tomas's cathedral"),
        ("norje", "Norje's cathedral"),
    ] {
        let p = s.person(cleric).unwrap();
        assert_eq!(
            (&p.location, p.side, p.imprisoned),
            (&Location::Space(SpaceId::new(cathedral)), Side::Free, false),
            "{cleric}"
        );
        assert_eq!(
            s.space_kind(&d, cathedral),
            Some(SpaceKind::Cathedral),
            "{cathedral}"
        );
    }
    for p in d
        .roster
        .persons
        .iter()
        .filter(|p| matches!(p.kind, Some(PersonKind::Royalist | PersonKind::Cleric)))
    {
        let home = p.home.as_deref().expect("a Royalist or Cleric has a space");
        assert!(s.person(&p.id).unwrap().location.is(home), "{}", p.id);
    }
    assert_eq!(s.towns.len(), 6);
    // The same seed hides the same prisoners in the same places.
    let mut rng2 = GameRng::from_seed(8);
    assert_eq!(
        s,
        SherwoodState::setup(&d, SetupDraw::Digital, &neutral_spaces(), &mut rng2)
    );
    common::sherwood::invariants(&d, &s, &s, &s).unwrap();
}

#[test]
fn a_scripted_game_through_the_turn_sequence() {
    let d = data();
    // The player's own chart, read as the game goes: two King's Men cells.
    let mut d2 = d.clone();
    let km = d2.charts.get_mut(TableId::KingsMen);
    km.set_cell(0, 3, "N").unwrap(); // Patrol, die 4
    km.set_cell(1, 4, "F").unwrap(); // Search, die 5
    let mut g = physical_game(&d);
    let start = g.state().clone();
    // The player's own prisoner draw: the counter at Trott is Mbele.
    change(
        &mut g,
        &d,
        Change::Identify {
            space: SpaceId::new("Trott"),
            person: "mbele".into(),
        },
    );
    assert!(g.state().hidden_at("Trott").is_empty());
    assert_eq!(g.state().prisoners_at("Trott").len(), 1);
    change(
        &mut g,
        &d,
        Change::Move {
            person: "big-tim".into(),
            to: Location::Space(SpaceId::new("Greenwood")),
        },
    );

    // Turn 1. Beam down Kirk, Spock and McCoy to Trott: Witchcraft +1 (one space).
    act(
        &mut g,
        &d,
        Action::BeamDown {
            persons: vec!["kirk".into(), "spock".into(), "mccoy".into()],
            to: SpaceId::new("Trott"),
        },
        &[],
    );
    assert_eq!(g.state().tracks.witchcraft, 1);
    // Beamed people do nothing else this turn.
    assert_eq!(
        refusal(g.act(&d, raid_by("Trott", "kirk"), &[5])),
        Refusal::NobodyThere("Trott".into())
    );
    act(&mut g, &d, Action::EndRebelActions, &[]);
    act(&mut g, &d, Action::PayExpenses, &[]);
    assert_eq!(g.state().tracks.warchest, 3, "one occupied space: 1 gold");
    act(&mut g, &d, Action::EndExpenses, &[]);
    let out = act(
        &mut g,
        &d,
        Action::KingsMen {
            squad: SquadId::new("Trott"),
        },
        &[4],
    );
    assert!(
        matches!(out.roll.unwrap().result, Resolved::Unknown { .. }),
        "the King's Men cells are the player's"
    );
    assert!(
        matches!(&g.state().todo[..], [t] if matches!(t.task, Task::Roll { .. })),
        "the roll waits for the cell, its die kept"
    );
    assert!(matches!(
        refusal(g.act(&d, Action::EndKingsMen, &[])),
        Refusal::SettleFirst(_)
    ));
    assert!(matches!(
        refusal(g.act(&d, Action::ResolveRoll, &[])),
        Refusal::CellStillUnknown { .. }
    ));
    // The player reads the cell off the chart: the same die now reads "N".
    let out = act(&mut g, &d2, Action::ResolveRoll, &[]);
    let roll = out.roll.unwrap();
    assert_eq!(
        (
            roll.roll.map(|r| r.value.value()),
            roll.result.short().to_string()
        ),
        (Some(4), "N".to_string())
    );
    assert!(g.state().todo.is_empty());
    act(&mut g, &d2, Action::EndKingsMen, &[]);
    // First move: Farnosh Bridge. Morale 10 + 3 = 13: it swears; its mayor leaves the map.
    let out = act(&mut g, &d2, Action::RoyalPartyMoves { into: None }, &[3]);
    assert!(out.notes.iter().any(|n| n.to_string().contains("swears")));
    assert_eq!(
        g.state().town("Farnosh Bridge").unwrap().fealty,
        Fealty::Sworn
    );
    assert_eq!(
        g.state().person("padron").unwrap().location,
        Location::OffMap
    );
    act(&mut g, &d2, Action::EndTurn, &[]);
    assert_eq!(
        (g.state().turn, g.state().step),
        (2, TurnStep::RebelActions)
    );

    // Turn 2. Raid Trott: Kirk leads (2), squad -3, Jurgen absent; die 10 -> 9 -> 109.
    let out = act(&mut g, &d2, raid_by("Trott", "kirk"), &[0]);
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
    // At the table the player draws the one freed prisoner blind: Mbele.
    let Task::Confirm { suggestion } = &g.state().todo[0].task else {
        panic!("a prisoner goes free");
    };
    assert_eq!(
        suggestion.pick,
        Some(Pick::FreeOne {
            space: SpaceId::new("Trott"),
            known: vec!["mbele".into()],
            unseen: vec![],
        })
    );
    let id = first_id(&g);
    act(
        &mut g,
        &d2,
        Action::Resolve {
            id,
            choice: Choice {
                persons: vec!["mbele".into()],
                ..Choice::default()
            },
        },
        &[],
    );
    assert!(!g.state().person("mbele").unwrap().imprisoned);
    assert_eq!(g.state().person("mbele").unwrap().side, Side::Controlled);
    // One action per space per turn.
    assert_eq!(
        refusal(g.act(&d2, raid_by("Trott", "kirk"), &[5])),
        Refusal::SpaceActed("Trott".into())
    );
    act(&mut g, &d2, Action::EndRebelActions, &[]);
    act(&mut g, &d2, Action::PayExpenses, &[]);
    assert_eq!(g.state().tracks.warchest, 2);
    act(&mut g, &d2, Action::EndExpenses, &[]);
    // The Trott squad (Search, die 5: "F" on the player's chart): your people must flee.
    act(
        &mut g,
        &d2,
        Action::KingsMen {
            squad: SquadId::new("Trott"),
        },
        &[5],
    );
    assert_eq!(
        g.state().todo[0].task,
        Task::Flee {
            from: SpaceId::new("Trott"),
            may_seek_sanctuary: true
        }
    );
    // Flight from Trott into the Greenwood (a forest): +2; squad in the space fled from: -4.
    let out = act(
        &mut g,
        &d2,
        Action::Flee {
            to: SpaceId::new("Greenwood"),
        },
        &[0],
    );
    let roll = out.roll.unwrap();
    assert_eq!(
        (roll.modified, roll.result),
        (Some(8), Resolved::Paragraph { paragraph: 404 })
    );
    for id in ["kirk", "spock", "mccoy", "mbele"] {
        assert!(
            g.state().person(id).unwrap().location.is("Greenwood"),
            "{id} fled"
        );
    }
    act(&mut g, &d2, Action::EndKingsMen, &[]);
    // After Farnosh Bridge the road leads to Randisfarne; die 1: 10 + 1 = 11 swears.
    assert!(matches!(
        refusal(g.act(
            &d2,
            Action::RoyalPartyMoves {
                into: Some(SpaceId::new("Trott"))
            },
            &[1]
        )),
        Refusal::Route(_)
    ));
    act(
        &mut g,
        &d2,
        Action::RoyalPartyMoves {
            into: Some(SpaceId::new("Randisfarne")),
        },
        &[1],
    );
    act(&mut g, &d2, Action::EndTurn, &[]);

    // Turn 3: Spock recruits Jink in the Greenwood with 2 gold.
    change(
        &mut g,
        &d2,
        Change::Move {
            person: "jink".into(),
            to: Location::Space(SpaceId::new("Greenwood")),
        },
    );
    let out = act(
        &mut g,
        &d2,
        Action::Roll {
            table: TableId::Recruiting,
            request: RollRequest {
                space: SpaceId::new("Greenwood"),
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
    assert!(matches!(g.state().todo[0].task, Task::Roll { .. }));
    assert_eq!(
        g.state().tracks.warchest,
        0,
        "gold spent leaves the Warchest"
    );
    let log = pnp_companion::i18n::log_markdown(
        &g.journal,
        &SherwoodGame::log_title(),
        |e| &e.lines,
        pnp_companion::i18n::Lang::En,
    );
    assert!(log.contains("## Turn 3 · Rebel Actions"));
    let end = g.state().clone();
    common::sherwood::invariants(&d2, &start, &end, &end).unwrap();
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
        refusal(g.act(&d, Action::EndRebelActions, &[])),
        Refusal::GameOver(_)
    ));
    assert!(g.undo());
    assert_eq!(g.state().end, None);
}

fn one_die(face: i64) -> DieInput<'static> {
    DieInput::Physical([D10::from_face(face).unwrap()].into())
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
                town: SpaceId::new(town),
                fealty: Fealty::Sworn,
            },
        );
    }
    let mut s = g.state().clone();
    s.step = TurnStep::RoyalParty;
    s.royal_party.location = Location::Space(SpaceId::new("the road"));
    s.royal_party.visited = vec![
        SpaceId::new("Farnosh Bridge"),
        SpaceId::new("Randisfarne"),
        SpaceId::new("Port Ferkin"),
        SpaceId::new("Winklesea"),
        SpaceId::new("Trott"),
    ];
    let (s, _) = actions::apply(
        &d,
        &s,
        &Action::RoyalPartyMoves {
            into: Some(SpaceId::new("Klamath Town")),
        },
        &mut one_die(5),
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
            to: Location::Space(SpaceId::new("Farnosh Bridge")),
        },
    );
    let mut s = g.state().clone();
    s.step = TurnStep::RoyalParty;
    // The Archon crew lie among the hidden prisoners: not free yet.
    let (held, out) = actions::apply(
        &d,
        &s,
        &Action::RoyalPartyMoves { into: None },
        &mut one_die(1),
    )
    .unwrap();
    assert!(
        out.notes
            .iter()
            .any(|n| n.to_string().contains("read as Defy")),
        "the Archon crew are still held"
    );
    assert_eq!(
        (held.end, held.town("Farnosh Bridge").unwrap().fealty),
        (None, Fealty::Unsworn)
    );
    // Every Archon counter named and freed: a win.
    s.hidden.clear();
    for p in s.persons.iter_mut() {
        if d.roster.get(&p.id).and_then(|x| x.kind) == Some(PersonKind::Archon) {
            p.imprisoned = false;
            p.side = Side::Controlled;
            p.location = Location::Space(SpaceId::new("Trott"));
        }
    }
    let (won, _) = actions::apply(
        &d,
        &s,
        &Action::RoyalPartyMoves { into: None },
        &mut one_die(1),
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
    // Henry frees High Samwith's prisoners, once: its hidden counter turned over is Goren.
    assert!(matches!(
        g.act(
            &d,
            Action::Apply {
                change: Change::Release {
                    person: "marocain".into()
                }
            },
            &[]
        ),
        Err(SherwoodError::Change(_))
    ));
    change(
        &mut g,
        &d,
        Change::Identify {
            space: SpaceId::new("High Samwith"),
            person: "goren".into(),
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
    assert_eq!(g.state().person("goren").unwrap().side, Side::Controlled);
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

/// A task without its wording: what it changes, what it asks the player to pick, and
/// where the captured may go.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Shape {
    Confirm {
        changes: Vec<Change>,
        pick: Option<Pick>,
        prison: Option<Vec<SpaceId>>,
    },
    Other(Task),
}

fn shape(t: Task) -> Shape {
    match t {
        Task::Confirm { suggestion } => Shape::Confirm {
            changes: suggestion.changes,
            pick: suggestion.pick,
            prison: suggestion.prison,
        },
        other => Shape::Other(other),
    }
}

fn confirm(changes: Vec<Change>) -> Shape {
    Shape::Confirm {
        changes,
        pick: None,
        prison: None,
    }
}

fn picking(pick: Pick, prison: Option<Vec<SpaceId>>) -> Shape {
    Shape::Confirm {
        changes: vec![],
        pick: Some(pick),
        prison,
    }
}

fn persons(count: usize, from: &[&str], change: PickChange) -> Pick {
    Pick::Persons {
        count,
        from: from.iter().map(|s| (*s).into()).collect(),
        change,
    }
}

fn each(ids: &[&str], f: impl Fn(PersonId) -> Change) -> Vec<Change> {
    ids.iter().map(|id| f((*id).into())).collect()
}

fn captured(ids: &[&str]) -> Vec<Change> {
    each(ids, |person| Change::Capture {
        person,
        prison: None,
    })
}

fn track(track: Track, delta: i32) -> Change {
    Change::Track { track, delta }
}

#[test]
fn every_result_paragraph_suggests_its_changes() {
    let d = data();
    let mut s = physical_game(&d).state().clone();
    // Kirk (raid 2), Spock (injured) and Big Tim (raid 1) are yours at Trott; Mbele is the
    // prisoner there, already turned over; Uhura is yours in the Greenwood, where Jink
    // (not yours) stands too. Kirk has a horse.
    s.hidden.retain(|h| h.space != "Trott");
    for id in ["kirk", "spock", "big-tim"] {
        let p = s.person_mut(id).unwrap();
        p.side = Side::Controlled;
        p.location = Location::Space(SpaceId::new("Trott"));
    }
    s.person_mut("spock").unwrap().injured = true;
    s.person_mut("kirk").unwrap().horse = true;
    let mbele = s.person_mut("mbele").unwrap();
    mbele.imprisoned = true;
    mbele.location = Location::Space(SpaceId::new("Trott"));
    s.person_mut("uhura").unwrap().location = Location::Space(SpaceId::new("Greenwood"));
    s.person_mut("jink").unwrap().location = Location::Space(SpaceId::new("Greenwood"));
    // After a flight the same group stands in the Greenwood, a forest: the captured then go
    // to a town or castle the player names.
    let mut fled = s.clone();
    for id in ["kirk", "spock", "big-tim"] {
        fled.person_mut(id).unwrap().location = Location::Space(SpaceId::new("Greenwood"));
    }
    let prisons = s.prisons(&d);
    assert!(
        prisons.contains(&SpaceId::new("Trott")) && prisons.contains(&SpaceId::new("Castle Dil"))
    );
    assert!(
        !prisons.contains(&SpaceId::new("Greenwood"))
            && !prisons.iter().any(|p| p.contains("cathedral"))
    );
    let group = ["kirk", "spock", "big-tim"];
    let request = RollRequest {
        space: SpaceId::new("Trott"),
        actor: Some("kirk".into()),
        ..Default::default()
    };
    let at_trott = Context {
        space: "Trott",
        group: group.map(PersonId::from).to_vec(),
        actors: group.map(PersonId::from).to_vec(),
        target: None,
        request: Some(&request),
    };
    let in_greenwood = Context {
        space: "Greenwood",
        group: group.map(PersonId::from).to_vec(),
        actors: group.map(PersonId::from).to_vec(),
        target: None,
        request: None,
    };
    let free_all = confirm(vec![Change::FreeAllAt {
        space: SpaceId::new("Trott"),
    }]);
    let flee = Shape::Other(Task::Flee {
        from: SpaceId::new("Trott"),
        may_seek_sanctuary: true,
    });
    let horses = confirm(each(&group, |person| Change::Horse { person, has: true }));
    // Spock is injured already: an injury falls on the unhurt (D-41).
    let unhurt = ["kirk", "big-tim"];
    let half_injured = picking(persons(1, &unhurt, PickChange::Injure), None);
    let two_injured = picking(persons(2, &unhurt, PickChange::Injure), None);
    let all_captured = Shape::Confirm {
        changes: captured(&group),
        pick: None,
        prison: None,
    };
    let sanctuary = |until_turn| {
        confirm(each(&group, |person| Change::Sanctuary {
            person,
            until_turn,
            granted: true,
        }))
    };
    let expected = |n: u16| -> (Vec<Shape>, &SherwoodState) {
        let raid = |v: Vec<Shape>| (v, &s);
        let flight = |v: Vec<Shape>| (v, &fled);
        match n {
            99 => raid(vec![
                all_captured.clone(),
                confirm(vec![track(Track::RoyalMorale, 1)]),
            ]),
            100 => raid(vec![
                all_captured.clone(),
                half_injured.clone(),
                picking(
                    persons(1, &["uhura"], PickChange::Capture),
                    Some(prisons.clone()),
                ),
            ]),
            101 => raid(vec![all_captured.clone()]),
            102 => raid(vec![half_injured.clone(), flee.clone()]),
            103 => raid(vec![
                picking(persons(1, &["kirk"], PickChange::Capture), None),
                flee.clone(),
            ]),
            104 => raid(vec![flee.clone()]),
            105 => raid(vec![picking(persons(2, &group, PickChange::Capture), None)]),
            106 => raid(vec![
                picking(
                    Pick::Destination {
                        group: group.map(PersonId::from).to_vec(),
                    },
                    None,
                ),
                picking(persons(1, &unhurt, PickChange::Injure), None),
            ]),
            // Without McCoy or Goren the plague stops the raid, nothing more.
            107 => raid(vec![]),
            108 => raid(vec![picking(
                Pick::Squad {
                    from: [
                        "Farnosh Bridge",
                        "Klamath Town",
                        "Port Ferkin",
                        "Randisfarne",
                        "Winklesea",
                        "Royal Palace",
                    ]
                    .map(SquadId::new)
                    .to_vec(),
                    to: SpaceId::new("Trott"),
                },
                None,
            )]),
            // At the table the player draws the counter blind and says who it is.
            109 => raid(vec![picking(
                Pick::FreeOne {
                    space: SpaceId::new("Trott"),
                    known: vec!["mbele".into()],
                    unseen: vec![],
                },
                None,
            )]),
            110 => raid(vec![free_all.clone(), half_injured.clone()]),
            111 => raid(vec![free_all.clone(), flee.clone()]),
            112 => raid(vec![free_all.clone(), two_injured.clone()]),
            113 => raid(vec![free_all.clone()]),
            114 => raid(vec![free_all.clone(), horses.clone()]),
            115 => raid(vec![
                free_all.clone(),
                Shape::Other(Task::GoldDie { halve: false }),
            ]),
            // Only neutrals and clerics in play: the Clerics on their cathedrals and Jink in
            // the Greenwood; not the neutrals still off the map.
            116 => raid(vec![
                free_all.clone(),
                picking(
                    persons(1, &["tomas", "norje", "jink"], PickChange::Recruit),
                    None,
                ),
            ]),
            117 => raid(vec![
                free_all.clone(),
                confirm(vec![track(Track::RoyalMorale, -1)]),
            ]),
            // Read on its own (its re-roll comes through 107): the two tracks.
            150 => raid(vec![confirm(vec![
                track(Track::RoyalMorale, -1),
                track(Track::Witchcraft, 1),
            ])]),
            200 => raid(vec![all_captured.clone()]),
            201 => raid(vec![]),
            202 => raid(vec![
                horses.clone(),
                picking(persons(1, &unhurt, PickChange::Injure), None),
            ]),
            203 => raid(vec![horses.clone()]),
            204 => raid(vec![
                horses.clone(),
                confirm(vec![Change::FreeSupply {
                    space: SpaceId::new("Trott"),
                }]),
            ]),
            300 => raid(vec![all_captured.clone()]),
            301 => raid(vec![flee.clone()]),
            302 => raid(vec![]),
            303 => raid(vec![sanctuary(Some(4))]),
            304 => raid(vec![sanctuary(None)]),
            400 => flight(vec![Shape::Confirm {
                changes: captured(&group),
                pick: None,
                prison: Some(prisons.clone()),
            }]),
            401 => flight(vec![picking(
                persons(1, &group, PickChange::KeepFree),
                Some(prisons.clone()),
            )]),
            402 => flight(vec![Shape::Confirm {
                changes: captured(&["spock"]),
                pick: None,
                prison: Some(prisons.clone()),
            }]),
            403 => flight(vec![picking(
                persons(1, &["spock"], PickChange::Capture),
                Some(prisons.clone()),
            )]),
            404 => flight(vec![confirm(vec![Change::Horse {
                person: "kirk".into(),
                has: false,
            }])]),
            405 => flight(vec![]),
            other => panic!("paragraph {other} has no expectation: add one"),
        }
    };
    let mut checked = 0;
    for n in paragraphs::all().filter(|&n| n >= 99) {
        let (want, state) = expected(n);
        let ctx = if std::ptr::eq(state, &fled) {
            &in_greenwood
        } else {
            &at_trott
        };
        let mut no_dice = DieInput::Physical(Default::default());
        let got: Vec<Shape> = tasks_for(
            &d,
            state,
            ctx,
            &Resolved::Paragraph { paragraph: n },
            &mut no_dice,
        )
        .into_iter()
        .map(shape)
        .collect();
        assert_eq!(got, want, "paragraph {n}");
        checked += 1;
    }
    assert_eq!(checked, 19 + 1 + 5 + 5 + 6, "every result paragraph 99-405");

    // 107 with McCoy in the raid: 150's tracks, then the Raid Table again without him.
    let with_mccoy = {
        let mut t = s.clone();
        t.person_mut("mccoy").unwrap().location = Location::Space(SpaceId::new("Trott"));
        t
    };
    let ctx = Context {
        group: vec!["kirk".into(), "mccoy".into()],
        actors: vec!["kirk".into(), "mccoy".into()],
        ..at_trott
    };
    let mut no_dice = DieInput::Physical(Default::default());
    let got: Vec<Shape> = tasks_for(
        &d,
        &with_mccoy,
        &ctx,
        &Resolved::Paragraph { paragraph: 107 },
        &mut no_dice,
    )
    .into_iter()
    .map(shape)
    .collect();
    assert_eq!(
        got,
        [
            confirm(vec![
                track(Track::RoyalMorale, -1),
                track(Track::Witchcraft, 1)
            ]),
            Shape::Other(Task::RaidAgain {
                request: request.clone(),
                healers: vec!["mccoy".into()],
            }),
        ]
    );
    // 109 in digital play: the generator draws the prisoner blind.
    let mut rng = GameRng::from_seed(3);
    let mut digital = DieInput::Digital(&mut rng);
    let ctx = Context {
        group: group.map(PersonId::from).to_vec(),
        actors: group.map(PersonId::from).to_vec(),
        ..ctx
    };
    let got: Vec<Shape> = tasks_for(
        &d,
        &s,
        &ctx,
        &Resolved::Paragraph { paragraph: 109 },
        &mut digital,
    )
    .into_iter()
    .map(shape)
    .collect();
    assert_eq!(
        got,
        [confirm(vec![Change::Free {
            person: "mbele".into()
        }])]
    );

    // Chart codes: recruited with a morale drop; captured and fleeing; a small haul.
    let jink = Target::Person("jink".into());
    let recruiting = Context {
        target: Some(&jink),
        ..ctx
    };
    let code = |c: &str, ctx: &Context<'_>, state: &SherwoodState| -> Vec<Shape> {
        let mut no_dice = DieInput::Physical(Default::default());
        tasks_for(
            &d,
            state,
            ctx,
            &Resolved::Code {
                code: c.into(),
                meaning: Default::default(),
            },
            &mut no_dice,
        )
        .into_iter()
        .map(shape)
        .collect()
    };
    assert_eq!(
        code("R,M–", &recruiting, &s),
        [
            confirm(vec![Change::Recruit {
                person: "jink".into()
            }]),
            confirm(vec![track(Track::RoyalMorale, -1)]),
        ]
    );
    assert_eq!(
        code("2C,F", &recruiting, &s),
        [
            picking(persons(2, &group, PickChange::Capture), None),
            flee.clone(),
        ]
    );
    assert_eq!(
        code("1I", &recruiting, &s),
        [picking(persons(1, &unhurt, PickChange::Injure), None)]
    );
    assert_eq!(
        code("G", &recruiting, &s),
        [confirm(vec![track(Track::Warchest, 2)])]
    );
    assert_eq!(
        code("all C", &in_greenwood, &fled),
        [Shape::Confirm {
            changes: captured(&group),
            pick: None,
            prison: Some(prisons.clone()),
        }]
    );
    assert_eq!(
        code("F", &in_greenwood, &fled),
        [Shape::Other(Task::Flee {
            from: SpaceId::new("Greenwood"),
            may_seek_sanctuary: false
        })]
    );
}

/// Maura's ballad (paragraph 58) follows a raid that frees someone, paragraph 109's single
/// prisoner included; a raid on an empty prison frees no one and earns no ballad.
#[test]
fn maura_sings_when_a_raid_frees_a_prisoner() {
    let mut p = common::sherwood::Play::new(common::sherwood::chart_data(), 1, SetupDraw::Physical);
    p.act(
        Action::BeamDown {
            persons: vec!["kirk".into()],
            to: SpaceId::new("Trott"),
        },
        &[],
    );
    for change in [
        Change::Move {
            person: "maura".into(),
            to: Location::Space(SpaceId::new("Trott")),
        },
        Change::Recruit {
            person: "maura".into(),
        },
    ] {
        p.change(change);
    }
    p.finish_turn(10);
    // Kirk 3 - 3 (squad) + 9: paragraph 109.
    let out = p.act(raid_by("Trott", "kirk"), &[9]);
    assert_eq!(
        out.roll.unwrap().result,
        Resolved::Paragraph { paragraph: 109 }
    );
    let Task::Confirm { suggestion } = p.first().clone() else {
        panic!("the ballad");
    };
    assert_eq!(
        suggestion.changes,
        [Change::Track {
            track: Track::RoyalMorale,
            delta: -1
        }]
    );
    p.confirm();
    p.choose(&["mbele"]);
    assert_eq!(p.s().tracks.royal_morale, 9);
    assert!(p.s().todo.is_empty());
    p.finish_turn(10);
    // The prison is empty now: 110 frees no one, and Maura has nothing to sing of.
    let out = p.act(raid_by("Trott", "kirk"), &[10]);
    assert_eq!(
        out.roll.unwrap().result,
        Resolved::Paragraph { paragraph: 110 }
    );
    assert!(
        p.s()
            .todo
            .iter()
            .all(|t| !t.task.title().to_string().contains("Maura"))
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
            to: SpaceId::new("Trott"),
        },
        &[],
    );
    act(&mut g, &d, Action::EndRebelActions, &[]);
    assert_eq!(
        refusal(g.act(&d, Action::PayExpenses, &[])),
        Refusal::NotEnoughGold { need: 1, have: 0 },
        "no gold"
    );
    assert_eq!(
        refusal(g.act(&d, Action::EndExpenses, &[])),
        Refusal::ExpensesDue(1)
    );
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
    assert!(matches!(
        refusal(g.act(&d, Action::BeamSupplies, &[])),
        Refusal::GoldNotShort { due: 1, have: 4 }
    ));
    act(&mut g, &d, Action::PayExpenses, &[]);
    assert_eq!(g.state().tracks.warchest, 3);
}

#[test]
fn undo_redo_and_replay() {
    let d = data();
    let mut g = SherwoodGame::new(
        &d,
        77,
        PlayMode::Digital,
        SetupDraw::Digital,
        &neutral_spaces(),
    );
    act(
        &mut g,
        &d,
        Action::BeamDown {
            persons: vec!["kirk".into(), "spock".into()],
            to: SpaceId::new("Trott"),
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
            squad: SquadId::new("Trott"),
        },
        &[],
    );
    // The King's Men cells are the player's: the roll waits; skip it.
    dismiss_all(&mut g, &d);
    act(&mut g, &d, Action::EndKingsMen, &[]);
    act(&mut g, &d, Action::RoyalPartyMoves { into: None }, &[]);
    dismiss_all(&mut g, &d);
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
        PlayMode::Digital,
        SetupDraw::Digital,
        &neutral_spaces(),
    );
    let path = saves::file_for(&dir, "Evening game!");
    let env = Envelope::new(GameKind::Sherwood, "Evening game!", 0, g.clone());
    saves::write(&path, &env).unwrap();
    let back: Envelope<SherwoodGame> = saves::load(&path, GameKind::Sherwood).unwrap();
    assert_eq!(back.data, g);
    std::fs::write(
        &path,
        "{\"format\": \"pnp-companion-save\", \"version\": 1, \"game\": \"sherwood\", trunc",
    )
    .unwrap();
    let err = saves::load::<SherwoodGame>(&path, GameKind::Sherwood).unwrap_err();
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
        saves::load::<SherwoodGame>(&path, GameKind::Sherwood)
            .unwrap_err()
            .to_string()
            .contains("newer version")
    );
}
