//! The Sherwood Syndrome, rule by rule: one scenario for each rule of issue 13 that misfired
//! in the turn flow before the engine was reworked. Each is played through the real actions
//! (the player's corrections, "Adjust", set the scene where the rulebook leaves the board to
//! the player) and checks the rules' invariants after every step.

use crate::common;

use common::sherwood::{Play, chart_data};
use pnp_companion::engine::dice::{D10, DieInput};
use pnp_companion::engine::provenance::Provenance;
use pnp_companion::engine::random::GameRng;
use pnp_companion::games::sherwood::actions::{
    self, Action, RollRequest, SherwoodError, Verb, legal_actions, place, space_verb,
};
use pnp_companion::games::sherwood::effects::{
    Change, ChangeError, Choice, ChoiceError, Pick, PickChange,
};
use pnp_companion::games::sherwood::pending::Task;
use pnp_companion::games::sherwood::persons::{PersonKind, Stat};
use pnp_companion::games::sherwood::prepare::prepare;
use pnp_companion::games::sherwood::refusal::Refusal;
use pnp_companion::games::sherwood::results::{Context, tasks_for};
use pnp_companion::games::sherwood::space_id::{SpaceId, SquadId};
use pnp_companion::games::sherwood::spaces::{SpaceKind, SpaceRef};
use pnp_companion::games::sherwood::state::{
    Colour, Fealty, Location, SetupDraw, SherwoodState, Side, Track, TurnStep,
};
use pnp_companion::games::sherwood::{
    PersonId, Resolved, RollOutcome, RoyalOrders, SherwoodData, Situation, TableId, Target,
};
use pnp_companion::store::user_data::UserData;
use std::collections::BTreeSet;

fn physical() -> Play {
    Play::new(chart_data(), 1, SetupDraw::Physical)
}

fn ids(v: &[&str]) -> Vec<PersonId> {
    v.iter().map(|s| (*s).into()).collect()
}

fn on(space: &str) -> Location {
    Location::Space(SpaceId::new(space))
}

/// Puts someone of the map where the player's board has them, and makes them the player's.
fn yours_at(p: &mut Play, id: &str, space: &str) {
    p.change(Change::Move {
        person: id.into(),
        to: on(space),
    });
    p.change(Change::Recruit { person: id.into() });
}

fn track(p: &mut Play, track: Track, delta: i32) {
    p.change(Change::Track { track, delta });
}

fn beam(p: &mut Play, who: &[&str], to: &str) {
    p.act(
        Action::BeamDown {
            persons: ids(who),
            to: SpaceId::new(to),
        },
        &[],
    );
}

fn raid(space: &str, actor: &str, phasers: bool) -> Action {
    Action::Roll {
        table: TableId::Raid,
        request: RollRequest {
            space: SpaceId::new(space),
            actor: Some(actor.into()),
            phasers,
            ..RollRequest::default()
        },
    }
}

fn roll(table: TableId, space: &str, actor: &str) -> Action {
    Action::Roll {
        table,
        request: RollRequest {
            space: SpaceId::new(space),
            actor: Some(actor.into()),
            ..RollRequest::default()
        },
    }
}

fn recruit(space: &str, actor: &str, target: Target) -> Action {
    Action::Roll {
        table: TableId::Recruiting,
        request: RollRequest {
            space: SpaceId::new(space),
            actor: Some(actor.into()),
            target: Some(target),
            ..RollRequest::default()
        },
    }
}

fn rolled(out: actions::Outcome) -> RollOutcome {
    out.roll.expect("a roll was made")
}

fn modifier(r: &RollOutcome, label_has: &str) -> Option<i32> {
    r.modifiers
        .iter()
        .find(|m| m.label.to_string().contains(label_has))
        .map(|m| m.value)
}

/// Plays the rest of Rebel Actions, Expenses and King's Men with nothing happening.
fn to_royal_party(p: &mut Play) {
    p.act(Action::EndRebelActions, &[]);
    p.pay_expenses();
    p.act(Action::EndExpenses, &[]);
    p.act(Action::EndKingsMen, &[]);
}

fn to_kings_men(p: &mut Play) {
    p.act(Action::EndRebelActions, &[]);
    p.pay_expenses();
    p.act(Action::EndExpenses, &[]);
}

/// Rule 1 (section 13's modifiers): everyone of yours in the town counts against fealty,
/// those who walked in this turn too, and Delay chooses among the same people. Before the
/// rework the roll left out whoever moved this turn while Delay took them.
#[test]
fn rule_01_fealty_counts_everyone_of_yours_in_the_town() {
    let mut p = physical();
    yours_at(&mut p, "jink", "Farnosh Bridge");
    yours_at(&mut p, "big-tim", "Randisfarne");
    track(&mut p, Track::RoyalMorale, -5);
    p.act(
        Action::Move {
            persons: ids(&["big-tim"]),
            to: SpaceId::new("Farnosh Bridge"),
        },
        &[],
    );
    assert!(p.s().moved.contains(&"big-tim".into()));
    to_royal_party(&mut p);
    // Royal Morale 5 + die 5, Jink and Big Tim -1 each = 8: Delay (9 without Big Tim swears).
    let r = rolled(p.act(Action::RoyalPartyMoves { into: None }, &[5]));
    assert_eq!(r.modified, Some(8));
    assert_eq!(r.result.short(), "Delay");
    assert_eq!(modifier(&r, "Big Tim"), Some(-1));
    assert_eq!(modifier(&r, "Jink"), Some(-1));
    let Task::Confirm { suggestion } = p.first().clone() else {
        panic!("Delay imprisons one of yours");
    };
    assert_eq!(
        suggestion.pick,
        Some(Pick::Persons {
            count: 1,
            from: ids(&["big-tim", "jink"]),
            change: PickChange::Capture,
        })
    );
    p.choose(&["big-tim"]);
    let tim = p.s().person("big-tim").unwrap();
    assert!(tim.imprisoned && tim.location.is("Farnosh Bridge"));
}

/// Rule 2 (12.1): the orders turn to Seize the moment Royal Morale is below 5, whatever
/// lowered it. Before the rework a Defy result and Brother Gerald's preaching lowered the
/// track without touching the orders.
#[test]
fn rule_02_seize_the_moment_royal_morale_drops_below_5() {
    // Preaching.
    let mut p = physical();
    yours_at(&mut p, "gerald", "Trott");
    track(&mut p, Track::RoyalMorale, -5);
    assert_eq!(p.s().orders, RoyalOrders::Patrol, "5 is not below 5");
    p.act(
        Action::Preach {
            track: Track::RoyalMorale,
        },
        &[],
    );
    assert_eq!(
        (p.s().tracks.royal_morale, p.s().orders),
        (4, RoyalOrders::Seize)
    );

    // A Defy result: Royal Morale 5 + die 1 - 2 of yours = 4.
    let mut p = physical();
    yours_at(&mut p, "jink", "Farnosh Bridge");
    yours_at(&mut p, "big-tim", "Farnosh Bridge");
    track(&mut p, Track::RoyalMorale, -5);
    to_royal_party(&mut p);
    let r = rolled(p.act(Action::RoyalPartyMoves { into: None }, &[1]));
    assert_eq!(r.result.short(), "Defy");
    assert_eq!(
        (p.s().tracks.royal_morale, p.s().orders),
        (4, RoyalOrders::Seize)
    );

    // A paragraph's change, confirmed: 117 at Castle Dil (Kirk 3, phasers 5, castle -1, die 10).
    let mut p = physical();
    beam(&mut p, &["kirk"], "Castle Dil");
    p.finish_turn(10);
    track(&mut p, Track::RoyalMorale, -5);
    let r = rolled(p.act(raid("Castle Dil", "kirk", true), &[10]));
    assert_eq!(r.result, Resolved::Paragraph { paragraph: 117 });
    assert_eq!(p.s().orders, RoyalOrders::Search, "the first raid");
    p.choose(&["jurgen"]); // the hidden counter turned over
    assert_eq!(p.s().orders, RoyalOrders::Search);
    p.confirm(); // Royal Morale -1
    assert_eq!(
        (p.s().tracks.royal_morale, p.s().orders),
        (4, RoyalOrders::Seize)
    );

    // The player's correction.
    let mut p = physical();
    track(&mut p, Track::RoyalMorale, -6);
    assert_eq!(p.s().orders, RoyalOrders::Seize);
}

/// Rule 3 (section 3): a physical setup has real prisoners, drawn blind; the player records
/// their colours and names each one freed. Before the rework the Archon crew the app had
/// not drawn counted as free, so an Open Rebellion won at once.
#[test]
fn rule_03_physical_setup_has_real_prisoners() {
    let mut p = physical();
    let d = p.d.clone();
    assert_eq!(p.s().hidden.len(), 13);
    assert_eq!(p.s().hidden_at("Royal Palace").len(), 2);
    for prison in p.s().prisons(&d) {
        assert_eq!(p.s().hidden_at(&prison).len(), 1, "{prison}");
    }
    for person in &p.s().persons {
        match d.roster.get(&person.id).and_then(|x| x.kind) {
            Some(PersonKind::Archon) => {
                assert_eq!(
                    (&person.location, person.imprisoned),
                    (&Location::Unseen, true)
                );
            }
            Some(PersonKind::Neutral) => assert_eq!(person.location, Location::OffMap),
            _ => {}
        }
    }
    // The colours the player sees: dark blue at Trott, Castle Dil, High Samwith and two in
    // the palace; yellow at Winklesea. A sixth dark blue counter cannot be.
    for (space, archon, neutral) in [
        ("Trott", 1, 0),
        ("Castle Dil", 1, 0),
        ("High Samwith", 1, 0),
        ("Royal Palace", 2, 0),
        ("Winklesea", 0, 1),
    ] {
        p.change(Change::RecordPrisoners {
            space: SpaceId::new(space),
            archon,
            neutral,
            unknown: 0,
        });
    }
    assert!(matches!(
        p.try_act(
            Action::Apply {
                change: Change::RecordPrisoners {
                    space: SpaceId::new("Costa Manor"),
                    archon: 1,
                    neutral: 0,
                    unknown: 0,
                }
            },
            &[]
        ),
        Err(SherwoodError::Change(_))
    ));
    // The five dark blue counters are the five Archon crewmembers: none of them lies under
    // a counter of another colour or one not looked at, and no unseen one is captured
    // anywhere else.
    let refused_change = |p: &mut Play, change: Change| {
        assert!(
            matches!(
                p.try_act(Action::Apply { change }, &[]),
                Err(SherwoodError::Change(_))
            ),
            "the change is refused"
        );
    };
    refused_change(
        &mut p,
        Change::Identify {
            space: SpaceId::new("Northguard"),
            person: "archon-3".into(),
        },
    );
    refused_change(
        &mut p,
        Change::Capture {
            person: "goren".into(),
            prison: Some(SpaceId::new("Northguard")),
        },
    );
    // Seven more yellow counters: the unlooked-at are gone, and the five dark blue ones
    // must stay.
    for space in [
        "Northguard",
        "Costa Manor",
        "Castle Roche",
        "Farnosh Bridge",
        "Klamath Town",
        "Port Ferkin",
        "Randisfarne",
    ] {
        p.change(Change::RecordPrisoners {
            space: SpaceId::new(space),
            archon: 0,
            neutral: 1,
            unknown: 0,
        });
    }
    refused_change(
        &mut p,
        Change::RecordPrisoners {
            space: SpaceId::new("Castle Dil"),
            archon: 0,
            neutral: 1,
            unknown: 0,
        },
    );
    // Turn 1: Kirk to Trott; Big Tim yours at Farnosh Bridge, Royal Morale 0: the Fealty
    // roll is 0, Open Rebellion, but with the crew unseen it is only Defy.
    beam(&mut p, &["kirk"], "Trott");
    yours_at(&mut p, "big-tim", "Farnosh Bridge");
    track(&mut p, Track::RoyalMorale, -10);
    to_royal_party(&mut p);
    let out = p.act(Action::RoyalPartyMoves { into: None }, &[1]);
    assert_eq!(rolled(out.clone()).result.short(), "Open Rebellion");
    assert!(
        out.notes
            .iter()
            .any(|n| n.to_string().contains("read as Defy"))
    );
    assert_eq!(p.s().end, None);
    assert_eq!(
        p.s().town("Farnosh Bridge").unwrap().fealty,
        Fealty::Unsworn
    );
    p.act(Action::EndTurn, &[]);
    // Turn 2: Kirk raids Trott: 3 - 3 (squad) + 10 = 10, paragraph 110. The dark blue
    // counter turned over must be one of the Archon crew.
    let r = rolled(p.act(raid("Trott", "kirk", false), &[10]));
    assert_eq!(r.result, Resolved::Paragraph { paragraph: 110 });
    let Task::Confirm { suggestion } = p.first().clone() else {
        panic!("the prisoners go free");
    };
    let Some(Pick::Identify {
        space,
        slots,
        archon,
        ..
    }) = suggestion.pick
    else {
        panic!("the hidden counter is named");
    };
    assert_eq!(
        (space.as_str(), slots.as_slice()),
        ("Trott", &[Some(Colour::Archon)][..])
    );
    assert_eq!(
        archon,
        ids(&["mbele", "goren", "archon-3", "archon-4", "archon-5"])
    );
    let id = p.s().todo[0].id;
    assert!(matches!(
        p.try_act(
            Action::Resolve {
                id,
                choice: Choice {
                    persons: ids(&["jurgen"]),
                    ..Choice::default()
                }
            },
            &[]
        ),
        Err(SherwoodError::Choice(ChoiceError::Names))
    ));
    p.choose(&["mbele"]);
    let mbele = p.s().person("mbele").unwrap();
    assert_eq!(
        (&mbele.location, mbele.imprisoned, mbele.side),
        (&on("Trott"), false, Side::Controlled)
    );
    assert!(p.s().hidden_at("Trott").is_empty());
    assert!(!p.s().archon_all_free(&d), "four more are still held");
    // A release names its prisoners too: Sir Merot, won over, opens Castle Dil, where the
    // dark blue counter turns out to be Goren.
    p.change(Change::Recruit {
        person: "merot".into(),
    });
    p.act(
        Action::Release {
            person: "merot".into(),
        },
        &[],
    );
    let Task::Confirm { suggestion } = p.first().clone() else {
        panic!("the prisoners of Castle Dil go free");
    };
    assert!(matches!(
        suggestion.pick,
        Some(Pick::Identify { ref space, ref slots, .. })
            if space == "Castle Dil" && slots == &[Some(Colour::Archon)]
    ));
    p.choose(&["goren"]);
    let goren = p.s().person("goren").unwrap();
    assert_eq!(
        (&goren.location, goren.imprisoned, goren.side),
        (&on("Castle Dil"), false, Side::Controlled)
    );
    assert!(p.s().releases_used.contains(&"merot".into()));
    assert_eq!(
        p.s()
            .persons
            .iter()
            .filter(|x| x.location == Location::Unseen)
            .count(),
        3
    );
}

/// Rule 4 (the C code): the captured go to the nearest town or castle, which the player
/// names where they stand elsewhere. Before the rework someone captured in a forest stayed
/// imprisoned in the forest, where no raid could reach them.
#[test]
fn rule_04_the_captured_go_to_a_town_or_castle() {
    let mut p = physical();
    let d = p.d.clone();
    beam(&mut p, &["kirk"], "forest");
    assert!(p.s().person("kirk").unwrap().location.is("Forest 1"));
    p.finish_turn(10);
    // Donations in the forest: Kirk 1 + die 1 = 2, "all C".
    let r = rolled(p.act(roll(TableId::Donations, "Forest 1", "kirk"), &[1]));
    assert_eq!(r.result.short(), "all C");
    let Task::Confirm { suggestion } = p.first().clone() else {
        panic!("Kirk is captured");
    };
    assert_eq!(
        suggestion.changes,
        [Change::Capture {
            person: "kirk".into(),
            prison: None
        }]
    );
    let prisons = suggestion
        .prison
        .clone()
        .expect("the player names the prison");
    assert_eq!(prisons, p.s().prisons(&d));
    assert_eq!(prisons.len(), 11, "six towns and five castles");
    let id = p.s().todo[0].id;
    let with = |prison: Option<&str>| Action::Resolve {
        id,
        choice: Choice {
            prison: prison.map(SpaceId::new),
            ..Choice::default()
        },
    };
    assert!(matches!(
        p.try_act(with(None), &[]),
        Err(SherwoodError::Change(ChangeError::PrisonNeeded(_)))
    ));
    assert!(matches!(
        p.try_act(with(Some("Norje's cathedral")), &[]),
        Err(SherwoodError::Choice(ChoiceError::NotOffered(_)))
    ));
    p.act(with(Some("Castle Dil")), &[]);
    let kirk = p.s().person("kirk").unwrap();
    assert_eq!((&kirk.location, kirk.imprisoned), (&on("Castle Dil"), true));
    // Not on a road, forest or cathedral, not even by the player's hand.
    for nowhere in ["Forest 1", "Tomas's cathedral"] {
        assert!(matches!(
            p.try_act(
                Action::Apply {
                    change: Change::Capture {
                        person: "spock".into(),
                        prison: Some(SpaceId::new(nowhere)),
                    }
                },
                &[]
            ),
            Err(SherwoodError::Change(ChangeError::NotAPrison(_)))
        ));
    }
    // A prisoner stays in prison: not set aside off the map, not moved.
    for change in [
        Change::SetAside {
            person: "kirk".into(),
        },
        Change::Move {
            person: "kirk".into(),
            to: on("Forest 1"),
        },
    ] {
        assert!(matches!(
            p.try_act(Action::Apply { change }, &[]),
            Err(SherwoodError::Change(ChangeError::Refused(_)))
        ));
    }
}

/// Rule 5 (8.8): those who must flee from a town or cathedral may seek sanctuary first,
/// in any phase, though their space has acted. Before the rework sanctuary was only a
/// Rebel Action, refused where the space had acted and in the King's Men step.
#[test]
fn rule_05_sanctuary_instead_of_flight_in_any_phase() {
    // Rebel Actions: a raid on Trott reads 104 (Kirk 3 - 3 + 4). Jink walked in this turn:
    // he took no part in the raid and need not flee, but sanctuary covers him too.
    let mut p = physical();
    beam(&mut p, &["kirk"], "Trott");
    yours_at(&mut p, "jink", "Farnosh Bridge");
    p.finish_turn(10);
    p.act(
        Action::Move {
            persons: ids(&["jink"]),
            to: SpaceId::new("Trott"),
        },
        &[],
    );
    let r = rolled(p.act(raid("Trott", "kirk", false), &[4]));
    assert_eq!(r.result, Resolved::Paragraph { paragraph: 104 });
    assert_eq!(
        p.first(),
        &Task::Flee {
            from: SpaceId::new("Trott"),
            may_seek_sanctuary: true
        }
    );
    assert!(p.s().acted.contains(&SpaceId::new("Trott")));
    // Refused (die 5: 5 + 2 - 1 - 3 = 3, paragraph 302): asked once, now they must flee.
    let r = rolled(p.act(
        Action::SeekSanctuary {
            requester: "kirk".into(),
        },
        &[5],
    ));
    assert_eq!(r.result, Resolved::Paragraph { paragraph: 302 });
    assert_eq!(
        p.refused(
            Action::SeekSanctuary {
                requester: "kirk".into()
            },
            &[9]
        ),
        Refusal::SanctuaryTried
    );
    p.g.undo();
    // Granted (die 8: 6, paragraph 303): no flight.
    let r = rolled(p.act(
        Action::SeekSanctuary {
            requester: "kirk".into(),
        },
        &[8],
    ));
    assert_eq!(r.result, Resolved::Paragraph { paragraph: 303 });
    p.confirm();
    assert!(p.s().todo.is_empty());
    let kirk = p.s().person("kirk").unwrap();
    assert_eq!(
        (
            kirk.location.is("Trott"),
            kirk.sanctuary.and_then(|x| x.until_turn)
        ),
        (true, Some(5))
    );
    assert!(
        p.s().person("jink").unwrap().sanctuary.is_some(),
        "all of yours in the space enter sanctuary"
    );

    // King's Men: Seize, die 9 reads "1C,F" on the test chart.
    let mut p = physical();
    beam(&mut p, &["kirk", "spock"], "Trott");
    track(&mut p, Track::RoyalMorale, -6);
    to_kings_men(&mut p);
    let r = rolled(p.act(
        Action::KingsMen {
            squad: SquadId::new("Trott"),
        },
        &[9],
    ));
    assert_eq!(r.result.short(), "1C,F");
    p.choose(&["spock"]);
    assert!(p.s().person("spock").unwrap().imprisoned);
    assert_eq!(
        p.first(),
        &Task::Flee {
            from: SpaceId::new("Trott"),
            may_seek_sanctuary: true
        }
    );
    assert_eq!(
        p.refused(
            Action::SeekSanctuary {
                requester: "spock".into()
            },
            &[9]
        ),
        Refusal::NotFleeing("Lt. Commander Spock".into())
    );
    // Die 10: 10 + 2 - 1 - 3 = 8, paragraph 303.
    let r = rolled(p.act(
        Action::SeekSanctuary {
            requester: "kirk".into(),
        },
        &[10],
    ));
    assert_eq!(r.result, Resolved::Paragraph { paragraph: 303 });
    p.confirm();
    assert_eq!(p.s().step, TurnStep::KingsMen);
    assert!(p.s().person("kirk").unwrap().sanctuary.is_some());
    assert!(p.s().person("kirk").unwrap().location.is("Trott"));
}

/// Rule 6 (paragraphs 107 and 150): with McCoy or Goren on the raid, the plague means
/// Royal Morale -1 and Witchcraft +1, the Raid Table again without the healer, and the
/// healer's arrest after; the re-roll is not blocked by the space having acted. Before the
/// rework 107 only pointed at 150.
#[test]
fn rule_06_paragraph_150_takes_effect_after_107() {
    let mut p = physical();
    beam(&mut p, &["kirk", "mccoy"], "Trott");
    p.finish_turn(10);
    // Kirk 3 - 3 (squad) + 7 = 7: paragraph 107, and McCoy is there.
    let out = p.act(raid("Trott", "kirk", false), &[7]);
    assert_eq!(out.paragraphs, [107, 150]);
    assert_eq!(
        p.s()
            .todo
            .iter()
            .map(|t| t.task.clone())
            .collect::<Vec<_>>()[1],
        Task::RaidAgain {
            request: RollRequest {
                space: SpaceId::new("Trott"),
                actor: Some("kirk".into()),
                ..RollRequest::default()
            },
            healers: ids(&["mccoy"]),
        }
    );
    let Task::Confirm { suggestion } = p.first().clone() else {
        panic!("150's tracks");
    };
    assert_eq!(
        suggestion.changes,
        [
            Change::Track {
                track: Track::RoyalMorale,
                delta: -1
            },
            Change::Track {
                track: Track::Witchcraft,
                delta: 1
            }
        ]
    );
    p.confirm();
    assert_eq!((p.s().tracks.royal_morale, p.s().tracks.witchcraft), (9, 2));
    // 108 on the second roll: the raid fails and nothing else happens; McCoy is arrested.
    let r = rolled(p.act(Action::RaidAgain, &[8]));
    assert_eq!(r.result, Resolved::Paragraph { paragraph: 108 });
    let Task::Confirm { suggestion } = p.first().clone() else {
        panic!("the healer is arrested");
    };
    assert_eq!(
        suggestion.changes,
        [Change::Capture {
            person: "mccoy".into(),
            prison: None
        }]
    );
    assert_eq!(p.s().todo.len(), 1);
    p.g.undo();
    // 104 on the second roll (die 4): the others flee; McCoy does not, he is arrested where
    // the raid was.
    let r = rolled(p.act(Action::RaidAgain, &[4]));
    assert_eq!(r.result, Resolved::Paragraph { paragraph: 104 });
    p.confirm();
    assert!(p.s().person("mccoy").unwrap().imprisoned);
    assert_eq!(
        p.first(),
        &Task::Flee {
            from: SpaceId::new("Trott"),
            may_seek_sanctuary: true
        }
    );
    p.act(
        Action::Flee {
            to: SpaceId::new("forest"),
        },
        &[10],
    );
    assert!(p.s().person("kirk").unwrap().location.is("Forest 1"));
    assert_eq!(p.s().person("mccoy").unwrap().location, on("Trott"));
    for _ in 0..3 {
        p.g.undo();
    }
    // 110 on the second roll (die 10): the prisoner goes free; McCoy takes no part in it.
    let r = rolled(p.act(Action::RaidAgain, &[10]));
    assert_eq!(r.result, Resolved::Paragraph { paragraph: 110 });
    assert!(
        r.modifiers
            .iter()
            .all(|m| !m.label.to_string().contains("McCoy"))
    );
    p.choose(&["goren"]);
    p.confirm();
    assert!(p.s().todo.is_empty());
    let mccoy = p.s().person("mccoy").unwrap();
    assert_eq!((&mccoy.location, mccoy.imprisoned), (&on("Trott"), true));
    assert_eq!(p.s().person("goren").unwrap().side, Side::Controlled);
    assert!(!p.s().person("kirk").unwrap().imprisoned);
}

/// Rule 7 (section 7): an ability is the player's once the person is. Before the rework a
/// Friar Melon nobody had recruited spared the Witchcraft of a beam-down, and an unrecruited
/// Iohannes forced the Patrol column.
#[test]
fn rule_07_abilities_work_only_once_the_person_is_yours() {
    let mut p = physical();
    p.change(Change::Move {
        person: "melon".into(),
        to: on("Winklesea"),
    });
    beam(&mut p, &["kirk"], "Winklesea");
    assert_eq!(p.s().tracks.witchcraft, 1, "Melon is not yours yet");
    let mut p = physical();
    yours_at(&mut p, "melon", "Winklesea");
    beam(&mut p, &["kirk"], "Winklesea");
    assert_eq!(p.s().tracks.witchcraft, 0, "Melon is yours");

    let mut p = physical();
    beam(&mut p, &["kirk"], "Trott");
    p.change(Change::Move {
        person: "iohannes".into(),
        to: on("Trott"),
    });
    track(&mut p, Track::RoyalMorale, -6);
    to_kings_men(&mut p);
    let squad = || Action::KingsMen {
        squad: SquadId::new("Trott"),
    };
    assert_eq!(rolled(p.act(squad(), &[1])).row, "Seize", "not yours");
    p.g.undo();
    p.change(Change::Recruit {
        person: "iohannes".into(),
    });
    assert_eq!(rolled(p.act(squad(), &[1])).row, "Patrol", "yours");
    p.g.undo();
    p.change(Change::Injure {
        person: "iohannes".into(),
    });
    // Injured, he still stands in the squad's space: its roll is no action of his, and
    // section 8 takes from the injured only their values in actions (D-4, issue 27).
    assert_eq!(rolled(p.act(squad(), &[1])).row, "Patrol", "injured");
}

/// Rule 8 (section 13): a town in open rebellion is rolled for again each turn and may
/// still swear; the turn goes on. Before the rework a town that had risen could not swear,
/// so Fealty again failed and the turn could never end.
#[test]
fn rule_08_fealty_goes_on_until_the_town_swears() {
    let mut p = physical();
    // Every Archon crewmember named and freed where the player's counters lay; Uhura held at
    // Castle Dil, so the rebellion does not win yet.
    for (who, at) in [
        ("mbele", "Trott"),
        ("goren", "Randisfarne"),
        ("archon-3", "Winklesea"),
        ("archon-4", "Port Ferkin"),
        ("archon-5", "Klamath Town"),
    ] {
        p.change(Change::Identify {
            space: SpaceId::new(at),
            person: who.into(),
        });
        p.change(Change::Free { person: who.into() });
    }
    p.change(Change::Capture {
        person: "uhura".into(),
        prison: Some(SpaceId::new("Castle Dil")),
    });
    yours_at(&mut p, "big-tim", "Farnosh Bridge");
    track(&mut p, Track::RoyalMorale, -10);
    to_royal_party(&mut p);
    let r = rolled(p.act(Action::RoyalPartyMoves { into: None }, &[1]));
    assert_eq!(r.result.short(), "Open Rebellion");
    assert_eq!(
        p.s().town("Farnosh Bridge").unwrap().fealty,
        Fealty::OpenRebellion
    );
    assert_eq!(p.s().end, None, "Uhura is held");
    assert!(p.s().royal_party.held);
    p.act(Action::EndTurn, &[]);
    // Turn 2: the Royal Party stays; Fealty again: 0 + 10 - 1 = 9, it swears after all.
    to_royal_party(&mut p);
    assert_eq!(
        p.refused(Action::RoyalPartyMoves { into: None }, &[]),
        Refusal::PartyHeld
    );
    let legal = legal_actions(&p.d, p.s());
    assert!(legal.iter().any(|l| l.verb == Verb::FealtyAgain && l.ok()));
    let r = rolled(p.act(Action::FealtyAgain, &[10]));
    assert_eq!(r.result.short(), "Swear Fealty");
    assert_eq!(p.s().town("Farnosh Bridge").unwrap().fealty, Fealty::Sworn);
    assert!(!p.s().royal_party.held);
    p.act(Action::EndTurn, &[]);
    // Turn 3: it moves on along the road.
    to_royal_party(&mut p);
    p.act(Action::RoyalPartyMoves { into: None }, &[]);
    p.act(Action::EndTurn, &[]);
    assert_eq!(p.s().turn, 4);

    // Farnosh Bridge already sworn by the player's correction before the first move: the
    // Royal Party still goes there (no roll: it has sworn) and the turn ends.
    let mut p = physical();
    p.change(Change::Fealty {
        town: SpaceId::new("Farnosh Bridge"),
        fealty: Fealty::Sworn,
    });
    to_royal_party(&mut p);
    let out = p.act(Action::RoyalPartyMoves { into: None }, &[]);
    assert!(out.roll.is_none());
    assert!(p.s().royal_party.location.is("Farnosh Bridge"));
    assert!(!p.s().royal_party.held);
    p.act(Action::EndTurn, &[]);
    // Risen already: the Royal Party is held there and the roll goes on (die 10: 10 + 10).
    let mut p = physical();
    p.change(Change::Fealty {
        town: SpaceId::new("Farnosh Bridge"),
        fealty: Fealty::OpenRebellion,
    });
    to_royal_party(&mut p);
    let r = rolled(p.act(Action::RoyalPartyMoves { into: None }, &[10]));
    assert_eq!(r.result.short(), "Swear Fealty");
    assert_eq!(p.s().town("Farnosh Bridge").unwrap().fealty, Fealty::Sworn);
    p.act(Action::EndTurn, &[]);
}

/// Rule 9: the Raid rows for totals 11 to 17+ follow from the rulebook but are not printed
/// in it, so the player may correct them; printed cells stay fixed. Before the rework an
/// inferred cell was refused like a printed one.
#[test]
fn rule_09_inferred_cells_are_the_players_to_correct() {
    let base = SherwoodData::builtin().unwrap();
    let chart = base.charts.get(TableId::Raid);
    let labels: Vec<&str> = chart
        .table
        .bands
        .as_slice()
        .iter()
        .map(|b| b.label.as_str())
        .collect();
    for (band, label) in labels.iter().enumerate() {
        let provenance = chart.table.rows[0].cells[band].provenance;
        let printed = band <= 11;
        assert_eq!(
            provenance,
            if printed {
                Provenance::Rulebook
            } else {
                Provenance::Inferred
            },
            "total {label}"
        );
    }
    let mut d = base.clone();
    let raid = d.charts.get_mut(TableId::Raid);
    raid.set_cell(0, 12, "112").unwrap();
    assert!(
        raid.set_cell(0, 11, "111").is_err(),
        "10 reads 110, printed"
    );
    let mut mine = UserData::default();
    mine.set_cell(base, TableId::Raid, "11", "Paragraph", "112")
        .unwrap();
    mine.set_cell(base, TableId::Raid, "17 or more", "Paragraph", "116")
        .unwrap();
    assert!(
        mine.set_cell(base, TableId::Raid, "10", "Paragraph", "111")
            .is_err()
    );
    let mut applied = base.clone();
    assert!(mine.apply_to(&mut applied).is_empty());
    let cell = &applied.charts.get(TableId::Raid).table.rows[0].cells[12];
    assert_eq!(cell.provenance, Provenance::Player);
}

/// Rule 10 (section 3, 8.1): the Clerics stand on their cathedrals from the start, and a
/// recruiting attempt is checked before its die: the target must be free in the space.
/// Before the rework the Clerics stayed off the map and any target was rolled for.
#[test]
fn rule_10_setup_places_the_clerics_and_recruiting_checks_first() {
    for draw in [SetupDraw::Physical, SetupDraw::Digital] {
        let p = Play::new(chart_data(), 4, draw);
        assert_eq!(
            p.s().person("tomas").unwrap().location,
            on("Tomas's cathedral")
        );
        assert_eq!(
            p.s().person("norje").unwrap().location,
            on("Norje's cathedral")
        );
    }
    let mut p = physical();
    beam(&mut p, &["spock"], "Trott");
    p.finish_turn(10);
    p.change(Change::Identify {
        space: SpaceId::new("Trott"),
        person: "jurgen".into(),
    });
    let not_there = Refusal::NotInSpace {
        person: "Jink".into(),
        space: "Trott".into(),
    };
    let jink = recruit("Trott", "spock", Target::Person("jink".into()));
    assert_eq!(p.refused(jink.clone(), &[5]), not_there);
    // The die stays in the player's hand.
    let mut dice = DieInput::Physical([D10::from_face(5).unwrap()].into());
    assert!(actions::apply(&p.d, p.s(), &jink, &mut dice).is_err());
    assert!(dice.next_die().is_some(), "no die was used");
    assert_eq!(
        p.refused(
            recruit("Trott", "spock", Target::Person("jurgen".into())),
            &[5]
        ),
        Refusal::NotInSpace {
            person: "Jurgen of Trott".into(),
            space: "Trott".into(),
        },
        "imprisoned"
    );
    assert!(!p.s().acted.contains(&SpaceId::new("Trott")));
    // Frankler is there and free: the roll is made.
    p.act(
        recruit("Trott", "spock", Target::Person("frankler".into())),
        &[5],
    );
    assert!(p.s().acted.contains(&SpaceId::new("Trott")));
}

/// Rule 11 (paragraphs 116 and 109): 116 offers the neutrals and clerics in play, not those
/// set aside; 109 frees one prisoner drawn blind (by the generator in digital play, by the
/// player's hand at the table). Before the rework 116 offered everyone off the map too and
/// 109 always freed the first prisoner in the list.
#[test]
fn rule_11_paragraph_116_offers_those_in_play_and_109_draws_blind() {
    let mut p = Play::new(chart_data(), 5, SetupDraw::Digital);
    beam(&mut p, &["kirk"], "Castle Dil");
    p.finish_turn(10);
    // Kirk 3 + phasers 5 - 1 (castle) + die 9 = 16.
    let r = rolled(p.act(raid("Castle Dil", "kirk", true), &[9]));
    assert_eq!(r.result, Resolved::Paragraph { paragraph: 116 });
    p.confirm(); // the prisoner of Castle Dil goes free
    let Task::Confirm { suggestion } = p.first().clone() else {
        panic!("one neutral or cleric joins");
    };
    let Some(Pick::Persons { from, count: 1, .. }) = suggestion.pick else {
        panic!("the player picks one");
    };
    let kind = |id: &str| p.s().kind(&p.d, id);
    let in_play: Vec<PersonId> = p
        .s()
        .persons
        .iter()
        .filter(|x| x.side == Side::Free && !x.imprisoned && x.location.space().is_some())
        .filter(|x| matches!(kind(&x.id), Some(PersonKind::Neutral | PersonKind::Cleric)))
        .map(|x| x.id.clone())
        .collect();
    assert_eq!(from, in_play);
    assert_eq!(
        from.len(),
        10,
        "the eight placed neutrals and the two Clerics"
    );
    let set_aside = p
        .s()
        .persons
        .iter()
        .filter(|x| x.location == Location::OffMap && kind(&x.id) == Some(PersonKind::Neutral))
        .count();
    assert_eq!(set_aside, 7);
    assert!(
        from.iter()
            .all(|id| !p.s().person(id).unwrap().location.eq(&Location::OffMap))
    );

    // 109 at the Royal Palace, in digital play: the generator draws one of the two.
    let s = p.s().clone();
    let held: Vec<PersonId> = s
        .prisoners_at("Royal Palace")
        .iter()
        .map(|x| x.id.clone())
        .collect();
    assert_eq!(held.len(), 2);
    let ctx = Context::of("Royal Palace", ids(&["kirk"]));
    let mut drawn = BTreeSet::new();
    for seed in 0..24 {
        let mut rng = GameRng::from_seed(seed);
        let mut dice = DieInput::Digital(&mut rng);
        let tasks = tasks_for(
            &p.d,
            &s,
            &ctx,
            &Resolved::Paragraph { paragraph: 109 },
            &mut dice,
        );
        let [Task::Confirm { suggestion }] = tasks.as_slice() else {
            panic!("one prisoner goes free");
        };
        let [Change::Free { person }] = suggestion.changes.as_slice() else {
            panic!("a prisoner freed");
        };
        drawn.insert(person.clone());
    }
    assert_eq!(drawn, held.into_iter().collect(), "either may be drawn");

    // At the table: the player draws a counter of the two and says who it is.
    let mut p = physical();
    beam(&mut p, &["kirk"], "Royal Palace");
    p.finish_turn(10);
    // Kirk 3 + phasers 5 - 3 (palace) - 3 (squad) + die 7 = 9.
    let r = rolled(p.act(raid("Royal Palace", "kirk", true), &[7]));
    assert_eq!(r.result, Resolved::Paragraph { paragraph: 109 });
    let Task::Confirm { suggestion } = p.first().clone() else {
        panic!("one prisoner goes free");
    };
    let Some(Pick::FreeOne { known, unseen, .. }) = suggestion.pick else {
        panic!("drawn blind at the table");
    };
    assert!(known.is_empty());
    assert!(unseen.contains(&"archon-3".into()) && unseen.contains(&"jurgen".into()));
    p.choose(&["archon-3"]);
    let a3 = p.s().person("archon-3").unwrap();
    assert_eq!(
        (&a3.location, a3.imprisoned, a3.side),
        (&on("Royal Palace"), false, Side::Controlled)
    );
    assert_eq!(p.s().hidden_at("Royal Palace").len(), 1);
}

/// Rule 12 (8.8, Flight Table): the flight roll reads the group where it stands, and the
/// result finds it where the player sent it, with Roger, forest and horses counted. Before
/// the rework the Flight Table was a roll like any other and moved no one.
#[test]
fn rule_12_flight_moves_people() {
    let mut p = physical();
    beam(&mut p, &["kirk"], "Trott");
    yours_at(&mut p, "roger", "Trott");
    for who in ["kirk", "roger"] {
        p.change(Change::Horse {
            person: who.into(),
            has: true,
        });
    }
    p.finish_turn(10);
    // Spock arrives this turn, on a horse: he takes no part in the raid, but flees with the
    // others, for a flight moves all your people from the space (8.8).
    beam(&mut p, &["spock"], "Trott");
    p.change(Change::Horse {
        person: "spock".into(),
        has: true,
    });
    let r = rolled(p.act(raid("Trott", "kirk", false), &[4]));
    assert_eq!(r.result, Resolved::Paragraph { paragraph: 104 });
    let r = rolled(p.act(
        Action::Flee {
            to: SpaceId::new("forest"),
        },
        &[5],
    ));
    let mut values: Vec<i32> = r.modifiers.iter().map(|m| m.value).collect();
    values.sort_unstable();
    assert_eq!(values, [-4, 2, 2, 3], "squad, Roger, forest, horses");
    assert_eq!(modifier(&r, "Roger"), Some(2));
    assert_eq!(modifier(&r, "horse"), Some(3));
    assert_eq!(
        (r.modified, r.result),
        (Some(8), Resolved::Paragraph { paragraph: 404 })
    );
    for who in ["kirk", "roger", "spock"] {
        assert_eq!(p.s().person(who).unwrap().location, on("Forest 1"), "{who}");
    }
    assert_eq!(p.s().space_kind(&p.d, "Forest 1"), Some(SpaceKind::Forest));
    // 404: the horses are spent.
    p.confirm();
    for who in ["kirk", "roger", "spock"] {
        assert!(!p.s().person(who).unwrap().horse, "{who}");
    }
}

/// Rule 13 (sections 8, 9): no beam-up after moving or after the space's action; an
/// all-injured group may only heal, seek sanctuary or move; any action but healing ends
/// sanctuary. Before the rework a beam-up was never checked against either.
#[test]
fn rule_13_action_limits() {
    let mut p = physical();
    beam(&mut p, &["kirk", "spock"], "Trott");
    p.finish_turn(10);
    p.act(
        Action::Move {
            persons: ids(&["kirk"]),
            to: SpaceId::new("Farnosh Bridge"),
        },
        &[],
    );
    assert_eq!(
        p.refused(
            Action::BeamUp {
                persons: ids(&["kirk"])
            },
            &[]
        ),
        Refusal::AlreadyMoved("Captain James T. Kirk".into())
    );
    // Spock: donations at Trott (1 - 3 + 10 = 8, "N"), then no beam-up.
    let r = rolled(p.act(roll(TableId::Donations, "Trott", "spock"), &[10]));
    assert_eq!(r.result.short(), "N");
    assert_eq!(
        p.refused(
            Action::BeamUp {
                persons: ids(&["spock"])
            },
            &[]
        ),
        Refusal::TookPart("Lt. Commander Spock".into())
    );
    p.finish_turn(10);
    // Turn 3: Kirk, injured and alone at Farnosh Bridge, and Spock at Trott, both in
    // sanctuary.
    p.change(Change::Injure {
        person: "kirk".into(),
    });
    for (who, space) in [("kirk", "Farnosh Bridge"), ("spock", "Trott")] {
        assert!(p.s().person(who).unwrap().location.is(space));
        p.change(Change::Sanctuary {
            person: who.into(),
            until_turn: None,
            granted: true,
        });
    }
    let d = p.d.clone();
    assert_eq!(
        space_verb(&d, p.s(), "Farnosh Bridge", Verb::Donations),
        Err(Refusal::AllInjured("Farnosh Bridge".into()))
    );
    for ok in [Verb::Heal, Verb::Sanctuary] {
        assert_eq!(space_verb(&d, p.s(), "Farnosh Bridge", ok), Ok(()));
    }
    assert!(
        legal_actions(&d, p.s())
            .iter()
            .any(|l| l.verb == Verb::Move && l.ok())
    );
    assert_eq!(
        p.refused(roll(TableId::Donations, "Farnosh Bridge", "kirk"), &[5]),
        Refusal::AllInjured("Farnosh Bridge".into())
    );
    let heal = Action::Roll {
        table: TableId::Heal,
        request: RollRequest {
            space: SpaceId::new("Farnosh Bridge"),
            ..RollRequest::default()
        },
    };
    let r = rolled(p.act(heal, &[7]));
    assert_eq!(r.result.short(), "Healed");
    p.choose(&["kirk"]);
    let kirk = p.s().person("kirk").unwrap();
    assert!(
        !kirk.injured && kirk.sanctuary.is_some(),
        "healing keeps sanctuary"
    );
    p.act(roll(TableId::Donations, "Trott", "spock"), &[10]);
    assert!(
        p.s().person("spock").unwrap().sanctuary.is_none(),
        "any other action ends it"
    );
}

/// Rule 14 (section 11): supplies from the Enterprise and starving are for a Warchest
/// that cannot pay. Before the rework both were always offered.
#[test]
fn rule_14_supplies_and_starving_only_when_gold_is_short() {
    let mut p = physical();
    beam(&mut p, &["kirk"], "Trott");
    p.act(Action::EndRebelActions, &[]);
    let short = Refusal::GoldNotShort { due: 1, have: 4 };
    assert_eq!(p.refused(Action::BeamSupplies, &[]), short);
    assert_eq!(
        p.refused(
            Action::Starve {
                person: "kirk".into()
            },
            &[]
        ),
        short
    );
    track(&mut p, Track::Warchest, -4);
    p.act(Action::BeamSupplies, &[]);
    assert_eq!((p.s().tracks.warchest, p.s().tracks.witchcraft), (4, 2));
    p.g.undo();
    p.act(
        Action::Starve {
            person: "kirk".into(),
        },
        &[],
    );
    assert!(p.s().person("kirk").unwrap().injured);
    p.act(Action::EndExpenses, &[]);
}

/// Rule 15 (sections 11, 8.4, 8.1): a Royalist who leaves a starving stack is a Neutral
/// from then on; phasers' +5 is printed; a squad the player recruits is the player's and
/// no longer acts as King's Men. Before the rework the Royalist stayed a Royalist (Royal
/// Morale still counted against recruiting him), the +5 was marked inferred, and a squad
/// could be recruited where none stood.
#[test]
fn rule_15_starving_royalists_phasers_and_recruited_squads() {
    let mut p = physical();
    beam(&mut p, &["kirk"], "Trott");
    p.change(Change::Recruit {
        person: "frankler".into(),
    });
    track(&mut p, Track::Warchest, -4);
    p.act(Action::EndRebelActions, &[]);
    p.act(
        Action::Starve {
            person: "frankler".into(),
        },
        &[],
    );
    let f = p.s().person("frankler").unwrap();
    assert_eq!((f.side, f.turned_neutral), (Side::Free, true));
    assert!(f.location.is("Trott"));
    assert_eq!(p.s().kind(&p.d, "frankler"), Some(PersonKind::Neutral));
    p.act(Action::EndExpenses, &[]);
    p.act(Action::EndKingsMen, &[]);
    p.royal_party(10);
    p.act(Action::EndTurn, &[]);
    // Recruiting him again: no Royal Morale off the die, he is a Neutral now.
    let r = rolled(p.act(
        recruit("Trott", "kirk", Target::Person("frankler".into())),
        &[5],
    ));
    assert!(
        r.modifiers
            .iter()
            .all(|m| !m.label.to_string().contains("Royal Morale"))
    );
    assert_eq!(r.modified, Some(7));

    // Phasers: printed in the rulebook.
    let prep = prepare(
        &p.d,
        TableId::Raid,
        &Situation {
            space: SpaceRef::of_kind(SpaceKind::Town),
            present: ids(&["kirk"]),
            actor: Some("kirk".into()),
            phasers: true,
            ..Situation::default()
        },
    )
    .unwrap();
    let phasers = prep
        .modifiers
        .iter()
        .find(|m| m.label.to_string().contains("Phasers"))
        .unwrap();
    assert_eq!(
        (phasers.value, phasers.provenance),
        (5, Provenance::Rulebook)
    );

    // A squad recruited: Spock 3 + die 7 = 10 at Royal Morale 0, "R".
    let mut p = physical();
    beam(&mut p, &["spock"], "Trott");
    beam(&mut p, &["kirk"], "Castle Dil");
    track(&mut p, Track::RoyalMorale, -10);
    p.finish_turn(10);
    assert_eq!(
        p.refused(recruit("Castle Dil", "kirk", Target::KingsMenSquad), &[7]),
        Refusal::NoSquadThere("Castle Dil".into())
    );
    let r = rolled(p.act(recruit("Trott", "spock", Target::KingsMenSquad), &[7]));
    assert_eq!(r.result.short(), "R");
    let Task::Confirm { suggestion } = p.first().clone() else {
        panic!("the squad joins");
    };
    assert_eq!(
        suggestion.changes,
        [Change::RecruitSquad {
            squad: SquadId::new("Trott")
        }]
    );
    p.confirm();
    assert!(
        p.s()
            .squads
            .iter()
            .any(|q| q.name == "Trott" && q.recruited)
    );
    assert_eq!(p.s().squads_at("Trott"), 0);
    p.act(Action::EndRebelActions, &[]);
    assert_eq!(
        actions::expenses_due(p.s()),
        2,
        "two stacks of people; the squad costs nothing"
    );
    p.pay_expenses();
    p.act(Action::EndExpenses, &[]);
    assert_eq!(
        p.refused(
            Action::KingsMen {
                squad: SquadId::new("Trott")
            },
            &[1]
        ),
        Refusal::SquadRecruited("Trott".into())
    );
    assert!(
        !legal_actions(&p.d, p.s())
            .iter()
            .any(|l| l.verb == Verb::KingsMen && l.space.as_deref() == Some("Trott"))
    );
}

/// The built-in data (its unknown cells as they are) with every counter value filled in,
/// so rolls can be made.
fn builtin_with_values() -> SherwoodData {
    let mut d = SherwoodData::builtin().unwrap().clone();
    for person in d.roster.persons.iter_mut() {
        for stat in [Stat::Persuasiveness, Stat::Raid, Stat::Donations] {
            if person.value(stat).is_none() {
                person.set_value(stat, Some(1));
            }
        }
    }
    d
}

/// Rule 16: a roll that lands on a cell the player has not entered keeps its die; once the
/// cell is entered the same roll resolves, and each squad rolls once a turn. Before the
/// rework such a roll was spent with nothing to show, and a squad could roll again.
#[test]
fn rule_16_a_roll_on_an_unknown_cell_waits_with_its_die() {
    let mut p = Play::new(builtin_with_values(), 1, SetupDraw::Physical);
    beam(&mut p, &["spock"], "Trott");
    p.finish_turn(10);
    p.change(Change::Move {
        person: "jink".into(),
        to: on("Trott"),
    });
    let r = rolled(p.act(
        recruit("Trott", "spock", Target::Person("jink".into())),
        &[5],
    ));
    assert!(matches!(r.result, Resolved::Unknown { .. }));
    let Task::Roll { roll: pending } = p.first().clone() else {
        panic!("the roll waits");
    };
    assert_eq!(pending.die.value.value(), 5);
    assert!(
        p.s().acted.contains(&SpaceId::new("Trott")),
        "the action is spent"
    );
    assert!(matches!(
        p.refused(Action::EndRebelActions, &[]),
        Refusal::SettleFirst(_)
    ));
    assert!(matches!(
        p.refused(Action::ResolveRoll, &[]),
        Refusal::CellStillUnknown { .. }
    ));
    // The player enters the cell from their chart: the same die reads it, no new roll.
    p.d.charts
        .get_mut(TableId::Recruiting)
        .set_cell(pending.row, pending.band, "R")
        .unwrap();
    let r = rolled(p.act(Action::ResolveRoll, &[]));
    assert_eq!(
        (
            r.roll.map(|x| x.value.value()),
            r.modified,
            r.result.short().to_string()
        ),
        (Some(5), Some(pending.total), "R".to_string())
    );
    p.confirm();
    assert_eq!(p.s().person("jink").unwrap().side, Side::Controlled);

    // The King's Men: the roll waits; once read, the squad has rolled for the turn.
    to_kings_men(&mut p);
    let squad = || Action::KingsMen {
        squad: SquadId::new("Trott"),
    };
    p.act(squad(), &[3]);
    let Task::Roll { roll: pending } = p.first().clone() else {
        panic!("the roll waits");
    };
    assert!(matches!(p.refused(squad(), &[3]), Refusal::SettleFirst(_)));
    p.d.charts
        .get_mut(TableId::KingsMen)
        .set_cell(pending.row, pending.band, "N")
        .unwrap();
    let r = rolled(p.act(Action::ResolveRoll, &[]));
    assert_eq!(
        (r.roll.map(|x| x.value.value()), r.row.as_str()),
        (Some(3), "Patrol")
    );
    assert!(p.s().todo.is_empty());
    assert_eq!(
        p.refused(squad(), &[3]),
        Refusal::SquadRolled("Trott".into())
    );
    // The log replays the game with the chart as it is now: the two rolls wait again for
    // the cells they waited for, and resolve as they did.
    let replayed = p.g.replay(&p.d).unwrap();
    assert_eq!(replayed.state(), p.s());
}

/// Rule 17 (the engine's side): a place given by the kind only one place has is that
/// place, so Scrow's secret way into the Royal Palace counts when the palace is given as
/// "royal-palace". Before the rework such a name was no space at all.
#[test]
fn rule_17_a_place_given_by_its_kind_is_that_place() {
    let d = chart_data();
    let mut s: SherwoodState = Play::new(d.clone(), 1, SetupDraw::Physical).s().clone();
    for text in ["royal-palace", "Royal Palace", "palace", " ROYAL PALACE "] {
        assert_eq!(
            place(&d, &mut s, text).as_deref(),
            Ok("Royal Palace"),
            "{text}"
        );
    }
    assert_eq!(
        place(&d, &mut s, "town"),
        Err(Refusal::NameThePlace("town".into()))
    );
    assert_eq!(place(&d, &mut s, "forest").as_deref(), Ok("Forest 1"));
    assert_eq!(place(&d, &mut s, "forest").as_deref(), Ok("Forest 2"));
    assert_eq!(place(&d, &mut s, "Forest 1").as_deref(), Ok("Forest 1"));
    assert!(matches!(
        place(&d, &mut s, "swamp"),
        Err(Refusal::NoSuchSpace(_))
    ));

    let mut p = physical();
    beam(&mut p, &["kirk"], "royal-palace");
    assert!(p.s().person("kirk").unwrap().location.is("Royal Palace"));
    yours_at(&mut p, "scrow", "Royal Palace");
    p.finish_turn(10);
    let r = rolled(p.act(raid("royal-palace", "kirk", false), &[10]));
    assert_eq!(modifier(&r, "Scrow"), Some(3));
    assert_eq!(modifier(&r, "Royal Palace"), Some(-3));
    // Kirk 3 + Scrow 3 - 3 (palace) - 3 (squad) + 10 = 10.
    assert_eq!(r.modified, Some(10));
}

/// A squad set aside is on no place of the map: its roll is refused with that said, where
/// it once rolled at a place with no name.
#[test]
fn a_squad_off_the_map_does_not_roll() {
    let mut p = physical();
    p.change(Change::MoveSquad {
        squad: SquadId::new("Trott"),
        to: Location::OffMap,
    });
    to_kings_men(&mut p);
    assert_eq!(
        p.refused(
            Action::KingsMen {
                squad: SquadId::new("Trott")
            },
            &[3]
        ),
        Refusal::NotOnTheMap(Box::new("Trott".into()))
    );
}
