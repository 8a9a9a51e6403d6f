//! More of the rulebook, one scenario each: the rules the first trace of
//! `docs/rules/sherwood.md` found without a test, and the misreadings it found (a "G half"
//! read on a cell entered later, paragraph 150's second roll with phasers, Brother Gerald's
//! companions moving after he preaches, Friar Melon beaming down with the party, the road
//! past a Randisfarne that has already sworn, paragraph 100's "one elsewhere").

use crate::common;

use common::sherwood::{Play, chart_data};
use pnp_companion::games::sherwood::actions::{Action, RollRequest};
use pnp_companion::games::sherwood::effects::{Change, Choice, Pick};
use pnp_companion::games::sherwood::pending::Task;
use pnp_companion::games::sherwood::persons::Stat;
use pnp_companion::games::sherwood::refusal::Refusal;
use pnp_companion::games::sherwood::results::{Context, tasks_for};
use pnp_companion::games::sherwood::space_id::{SpaceId, SquadId};
use pnp_companion::games::sherwood::state::{Fealty, Location, SetupDraw, Side, Track};
use pnp_companion::games::sherwood::{PersonId, Resolved, SherwoodData, TableId};

fn physical() -> Play {
    Play::new(chart_data(), 1, SetupDraw::Physical)
}

fn ids(v: &[&str]) -> Vec<PersonId> {
    v.iter().map(|s| (*s).into()).collect()
}

fn yours_at(p: &mut Play, id: &str, space: &str) {
    p.change(Change::Move {
        person: id.into(),
        to: Location::Space(SpaceId::new(space)),
    });
    p.change(Change::Recruit { person: id.into() });
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

#[test]
fn g_half_read_on_a_cell_entered_later_asks_for_its_die() {
    // The builtin charts: the Town row of the Donations Table is the player's to enter.
    let mut d = SherwoodData::builtin().unwrap().clone();
    d.roster
        .get_mut("kirk")
        .unwrap()
        .set_value(Stat::Donations, Some(1));
    let mut p = Play::new(d, 1, SetupDraw::Physical);
    beam(&mut p, &["kirk"], "Trott");
    p.finish_turn(10);
    // Die 5 + Kirk 1 − squad 3 = 3: the "3-4" cell of the Town row, unknown.
    p.act(roll(TableId::Donations, "Trott", "kirk"), &[5]);
    let Task::Roll { roll } = p.first().clone() else {
        panic!("the roll waits for its cell")
    };
    let chart = p.d.charts.get_mut(TableId::Donations);
    chart.set_cell(roll.row, roll.band, "G half").unwrap();
    p.act(Action::ResolveRoll, &[]);
    assert_eq!(p.first(), &Task::GoldDie { halve: true });
    let gold = p.s().tracks.warchest;
    p.act(Action::RollGold { halve: true }, &[7]);
    assert_eq!(p.s().tracks.warchest, gold + 3, "7 halved, rounded down");
}

#[test]
fn paragraph_150_rolls_again_with_the_phasers_of_the_healer_s_raid() {
    let mut p = physical();
    beam(&mut p, &["mccoy"], "Trott");
    yours_at(&mut p, "big-tim", "Trott");
    p.finish_turn(10);
    // McCoy leads with phasers: die 4 + 1 + 5 − 3 = 7: paragraph 107, and he is a healer.
    p.act(
        Action::Roll {
            table: TableId::Raid,
            request: RollRequest {
                space: SpaceId::new("Trott"),
                actor: Some("mccoy".into()),
                phasers: true,
                ..RollRequest::default()
            },
        },
        &[4],
    );
    assert!(matches!(p.first(), Task::Confirm { .. }), "150's tracks");
    p.confirm();
    assert!(matches!(p.first(), Task::RaidAgain { .. }));
    // The same raid's second roll: die 10 + 1 + 5 − 3 = 13: paragraph 113.
    let out = p.act(Action::RaidAgain, &[10]);
    assert_eq!(
        out.roll.unwrap().result,
        Resolved::Paragraph { paragraph: 113 }
    );
    while let Some(t) = p.s().todo.first().cloned() {
        match t.task {
            Task::Confirm { suggestion }
                if matches!(suggestion.pick, Some(Pick::Identify { .. })) =>
            {
                // The counter at Trott turns out to be Mbele.
                p.choose(&["mbele"]);
            }
            _ => {
                p.confirm();
            }
        }
    }
    assert_eq!(p.s().person("mbele").unwrap().side, Side::Controlled);
    let mccoy = p.s().person("mccoy").unwrap();
    assert!(
        mccoy.imprisoned && mccoy.location.is("Trott"),
        "arrested after"
    );
    assert!(!p.s().person("big-tim").unwrap().imprisoned);
}

#[test]
fn brother_gerald_preaches_and_his_companions_may_still_move() {
    let mut p = physical();
    beam(&mut p, &["kirk"], "Trott");
    yours_at(&mut p, "gerald", "Trott");
    p.finish_turn(10);
    let morale = p.s().tracks.royal_morale;
    p.act(
        Action::Preach {
            track: Track::RoyalMorale,
        },
        &[],
    );
    assert_eq!(p.s().tracks.royal_morale, morale - 1);
    // The nearest squad not already at Trott comes to him.
    let Task::Confirm { suggestion } = p.first().clone() else {
        panic!()
    };
    let Some(Pick::Squad { to, .. }) = &suggestion.pick else {
        panic!("a squad to pick")
    };
    assert_eq!(to, "Trott");
    p.resolve(Choice {
        squad: Some(SquadId::new("Winklesea")),
        ..Choice::default()
    });
    assert_eq!(p.s().squads_at("Trott"), 2);
    assert_eq!(
        p.refused(roll(TableId::Donations, "Trott", "kirk"), &[5]),
        Refusal::SpaceActed("Trott".into()),
        "no other action there"
    );
    p.act(
        Action::Move {
            persons: ids(&["kirk"]),
            to: SpaceId::new("Farnosh Bridge"),
        },
        &[],
    );
    assert_eq!(
        p.refused(
            Action::Move {
                persons: ids(&["gerald"]),
                to: SpaceId::new("Farnosh Bridge"),
            },
            &[]
        ),
        Refusal::TookPart("Brother Gerald".into())
    );
}

#[test]
fn friar_melon_beaming_down_with_the_party_spares_witchcraft() {
    let mut p = physical();
    yours_at(&mut p, "melon", "Trott");
    beam(&mut p, &["kirk"], "Trott");
    assert_eq!(p.s().tracks.witchcraft, 0, "Melon is at Trott");
    // Next turn Kirk and Melon beam up together (Melon's space: no Witchcraft).
    p.finish_turn(10);
    p.act(
        Action::BeamUp {
            persons: ids(&["kirk", "melon"]),
        },
        &[],
    );
    assert_eq!(p.s().tracks.witchcraft, 0);
    p.finish_turn(10);
    // And down again with him, to a space where no one is.
    beam(&mut p, &["kirk", "melon"], "Castle Dil");
    assert_eq!(p.s().tracks.witchcraft, 0, "Melon comes along");
    p.finish_turn(10);
    // Without him: +1.
    p.act(
        Action::BeamUp {
            persons: ids(&["kirk"]),
        },
        &[],
    );
    assert_eq!(p.s().tracks.witchcraft, 0, "beaming up from Melon's space");
    p.finish_turn(10);
    beam(&mut p, &["kirk"], "Trott");
    assert_eq!(p.s().tracks.witchcraft, 1);
}

#[test]
fn beaming_rules() {
    let mut p = physical();
    yours_at(&mut p, "big-tim", "Trott");
    beam(&mut p, &["kirk"], "Castle Dil");
    // No beaming up on a turn people beamed down; only with a crewman; from one space.
    assert_eq!(
        p.refused(
            Action::BeamUp {
                persons: ids(&["big-tim"])
            },
            &[]
        ),
        Refusal::BeamBothWays
    );
    p.finish_turn(10);
    assert_eq!(
        p.refused(
            Action::BeamUp {
                persons: ids(&["big-tim"])
            },
            &[]
        ),
        Refusal::CrewmanBeamsUp
    );
    assert_eq!(
        p.refused(
            Action::BeamUp {
                persons: ids(&["kirk", "big-tim"])
            },
            &[]
        ),
        Refusal::BeamUpTogether
    );
    // A prisoner never beams up.
    p.change(Change::Capture {
        person: "kirk".into(),
        prison: None,
    });
    assert_eq!(
        p.refused(
            Action::BeamUp {
                persons: ids(&["kirk"])
            },
            &[]
        ),
        Refusal::Imprisoned("Captain James T. Kirk".into())
    );
}

#[test]
fn the_road_goes_on_past_a_randisfarne_that_has_sworn() {
    let mut p = physical();
    p.change(Change::Fealty {
        town: SpaceId::new("Randisfarne"),
        fealty: Fealty::Sworn,
    });
    p.finish_turn(10);
    assert!(p.s().town("Farnosh Bridge").unwrap().fealty == Fealty::Sworn);
    p.act(Action::EndRebelActions, &[]);
    p.act(Action::EndExpenses, &[]);
    p.act(Action::EndKingsMen, &[]);
    p.act(
        Action::RoyalPartyMoves {
            into: Some(SpaceId::new("Port Ferkin")),
        },
        &[10],
    );
    assert_eq!(p.s().town("Port Ferkin").unwrap().fealty, Fealty::Sworn);
}

#[test]
fn paragraph_100_takes_one_more_from_elsewhere_only() {
    let mut p = physical();
    beam(&mut p, &["kirk"], "Trott");
    beam(&mut p, &["spock"], "Farnosh Bridge");
    p.finish_turn(10);
    // Spock moves into Trott this turn: he is at the raided space, but not of the raid.
    p.act(
        Action::Move {
            persons: ids(&["spock"]),
            to: SpaceId::new("Trott"),
        },
        &[],
    );
    yours_at(&mut p, "big-tim", "Castle Dil");
    let ctx = Context::of("Trott", ids(&["kirk"]));
    let mut dice = pnp_companion::engine::dice::DieInput::Physical(Default::default());
    let tasks = tasks_for(
        &p.d,
        p.s(),
        &ctx,
        &Resolved::Paragraph { paragraph: 100 },
        &mut dice,
    );
    let elsewhere = tasks
        .iter()
        .find_map(|t| match t {
            Task::Confirm { suggestion } => match &suggestion.pick {
                Some(Pick::Persons { from, .. }) if from.contains(&"big-tim".into()) => {
                    Some(from.clone())
                }
                _ => None,
            },
            _ => None,
        })
        .expect("one more captured elsewhere");
    assert_eq!(elsewhere, ids(&["big-tim"]));
}

/// 8.3: any amount of gold may go to the poor; each full 5 of it lowers Witchcraft by one.
#[test]
fn aid_the_poor_by_any_amount_and_horses_at_a_gold_each() {
    let mut p = physical();
    beam(&mut p, &["kirk", "spock"], "Trott");
    p.change(Change::Track {
        track: Track::Witchcraft,
        delta: 4,
    });
    p.change(Change::Track {
        track: Track::Warchest,
        delta: 40,
    });
    p.finish_turn(10);
    let aid = |gold| Action::AidThePoor {
        space: SpaceId::new("Trott"),
        gold,
    };
    assert_eq!(p.refused(aid(0), &[]), Refusal::NoGold);
    let (w, g) = (p.s().tracks.witchcraft, p.s().tracks.warchest);
    let out = p.act(aid(7), &[]);
    assert_eq!(
        (p.s().tracks.witchcraft, p.s().tracks.warchest),
        (w - 1, g - 7),
        "7 gold: one full 5"
    );
    assert!(
        out.notes
            .iter()
            .any(|n| n.to_string().contains("the last 2 buy nothing")),
        "{:?}",
        out.notes
    );
    p.finish_turn(10);
    let (w, g) = (p.s().tracks.witchcraft, p.s().tracks.warchest);
    let out = p.act(aid(3), &[]);
    assert_eq!(
        (p.s().tracks.witchcraft, p.s().tracks.warchest),
        (w, g - 3),
        "3 gold: less than a full 5"
    );
    assert!(
        out.notes
            .iter()
            .any(|n| n.to_string().contains("Witchcraft stays")),
        "{:?}",
        out.notes
    );
    p.finish_turn(10);
    p.change(Change::Track {
        track: Track::Warchest,
        delta: 19,
    });
    let (w, g) = (p.s().tracks.witchcraft, p.s().tracks.warchest);
    p.act(aid(10), &[]);
    assert_eq!(
        (p.s().tracks.witchcraft, p.s().tracks.warchest),
        (w - 2, g - 10)
    );
    p.finish_turn(10);
    let g = p.s().tracks.warchest;
    p.act(
        Action::BuyHorses {
            space: SpaceId::new("Trott"),
        },
        &[],
    );
    assert_eq!(p.s().tracks.warchest, g - 2, "one gold for each of the two");
    assert!(p.s().person("kirk").unwrap().horse && p.s().person("spock").unwrap().horse);
}

#[test]
fn recruits_that_lower_royal_morale_and_the_medical_kit() {
    let mut p = physical();
    for (who, drop) in [("tomas", 2), ("may-queen", 2), ("mayhew", 2)] {
        let before = p.s().tracks.royal_morale;
        if p.s().person(who).unwrap().location == Location::OffMap {
            p.change(Change::Move {
                person: who.into(),
                to: Location::Space(SpaceId::new("Trott")),
            });
        }
        p.change(Change::Recruit { person: who.into() });
        assert_eq!(p.s().tracks.royal_morale, before - drop, "{who}");
    }
    beam(&mut p, &["mccoy", "kirk"], "Castle Dil");
    p.change(Change::Injure {
        person: "kirk".into(),
    });
    p.finish_turn(10);
    let w = p.s().tracks.witchcraft;
    p.act(
        Action::Roll {
            table: TableId::Heal,
            request: RollRequest {
                space: SpaceId::new("Castle Dil"),
                medical_kit: true,
                ..RollRequest::default()
            },
        },
        &[],
    );
    assert_eq!(p.s().tracks.witchcraft, w + 1, "the kit raises Witchcraft");
    p.choose(&["kirk"]);
    assert!(
        !p.s().person("kirk").unwrap().injured,
        "healed without a roll"
    );
}

#[test]
fn sanctuary_for_three_days_ends_and_gold_from_paragraph_115() {
    let mut p = physical();
    beam(&mut p, &["kirk"], "Trott");
    p.finish_turn(10);
    let turn = p.s().turn;
    let ctx = Context::of("Trott", ids(&["kirk"]));
    let mut dice = pnp_companion::engine::dice::DieInput::Physical(Default::default());
    let tasks = tasks_for(
        &p.d,
        p.s(),
        &ctx,
        &Resolved::Paragraph { paragraph: 303 },
        &mut dice,
    );
    let Task::Confirm { suggestion } = &tasks[0] else {
        panic!()
    };
    for c in suggestion.changes.clone() {
        p.change(c);
    }
    for _ in 0..3 {
        p.finish_turn(10);
        assert!(p.s().person("kirk").unwrap().sanctuary.is_some());
    }
    p.finish_turn(10);
    assert_eq!(p.s().turn, turn + 4);
    assert!(
        p.s().person("kirk").unwrap().sanctuary.is_none(),
        "three days from turn {turn}, then it ends"
    );
    // 115's die of gold goes to the Warchest.
    let tasks = tasks_for(
        &p.d,
        p.s(),
        &ctx,
        &Resolved::Paragraph { paragraph: 115 },
        &mut dice,
    );
    assert!(tasks.contains(&Task::GoldDie { halve: false }));
}

#[test]
fn a_crewman_starves_only_where_the_stack_is_all_crew() {
    let mut p = physical();
    beam(&mut p, &["kirk"], "Trott");
    yours_at(&mut p, "big-tim", "Trott");
    p.change(Change::Track {
        track: Track::Warchest,
        delta: -4,
    });
    p.act(Action::EndRebelActions, &[]);
    assert_eq!(
        p.refused(
            Action::Starve {
                person: "kirk".into()
            },
            &[]
        ),
        Refusal::StarveCrewFirst
    );
    p.act(
        Action::Starve {
            person: "big-tim".into(),
        },
        &[],
    );
    assert_eq!(p.s().person("big-tim").unwrap().side, Side::Free);
    assert!(!p.s().person("kirk").unwrap().injured);
    p.act(Action::EndExpenses, &[]);
}

/// Starving an injured crewman would waive a stack's gold for nothing: one who is not yet
/// injured goes hungry instead, and a stack of injured crewmen beams supplies down.
#[test]
fn a_hungry_crew_stack_injures_someone_still_whole() {
    let mut p = physical();
    beam(&mut p, &["kirk", "spock"], "Trott");
    p.change(Change::Injure {
        person: "kirk".into(),
    });
    p.change(Change::Track {
        track: Track::Warchest,
        delta: -4,
    });
    p.act(Action::EndRebelActions, &[]);
    let refusal = p.refused(
        Action::Starve {
            person: "kirk".into(),
        },
        &[],
    );
    assert!(matches!(refusal, Refusal::StarveInjured(_)), "{refusal:?}");
    p.act(
        Action::Starve {
            person: "spock".into(),
        },
        &[],
    );
    assert!(p.s().person("spock").unwrap().injured);
    p.act(Action::EndExpenses, &[]);
}

/// Tomas lowers Royal Morale by two when he joins; letting him starve and recruiting him
/// again must not lower it a second time (the designed reading: once a game).
#[test]
fn a_recruit_who_starved_and_rejoins_moves_no_track_again() {
    let mut p = physical();
    let rm = p.s().tracks.royal_morale;
    yours_at(&mut p, "tomas", "Trott");
    assert_eq!(p.s().tracks.royal_morale, rm - 2);
    p.change(Change::Track {
        track: Track::Warchest,
        delta: -4,
    });
    p.act(Action::EndRebelActions, &[]);
    p.act(
        Action::Starve {
            person: "tomas".into(),
        },
        &[],
    );
    assert_eq!(p.s().person("tomas").unwrap().side, Side::Free);
    p.change(Change::Recruit {
        person: "tomas".into(),
    });
    assert_eq!(p.s().person("tomas").unwrap().side, Side::Controlled);
    assert_eq!(p.s().tracks.royal_morale, rm - 2, "no second drop");
}

/// Who a result reaches (section 8): people who moved into the space this turn take no part
/// in its action, but "everyone you have in the space" is captured with the raiders; "the
/// raiding group" is the raiders alone.
#[test]
fn a_raid_gone_wrong_reaches_everyone_in_the_space_unless_it_names_the_raiders() {
    let captured = |t: &Task| -> Vec<String> {
        let Task::Confirm { suggestion } = t else {
            panic!("a capture to confirm, not {t:?}")
        };
        let mut who: Vec<String> = suggestion
            .changes
            .iter()
            .filter_map(|c| match c {
                Change::Capture { person, .. } => Some(person.to_string()),
                _ => None,
            })
            .collect();
        who.sort();
        who
    };
    // Kirk and Roger raid Trott; Spock beams in this turn. The raid's modifiers cancel out
    // (Kirk's raid value against the squad), so the die is the total.
    let raided = |die: u8, paragraph: u16| {
        let mut p = physical();
        beam(&mut p, &["kirk"], "Trott");
        yours_at(&mut p, "roger", "Trott");
        p.finish_turn(10);
        beam(&mut p, &["spock"], "Trott");
        let out = p.act(roll(TableId::Raid, "Trott", "kirk"), &[die]);
        assert_eq!(
            out.roll.unwrap().result,
            Resolved::Paragraph { paragraph },
            "die {die}"
        );
        p
    };
    // 101: the raiding group is captured, not Spock.
    let p = raided(1, 101);
    assert_eq!(captured(p.first()), ["kirk", "roger"]);
    // 102: half of your people are hurt (one of the three, Spock among them), and all flee,
    // Spock with them.
    let mut p = raided(2, 102);
    let Task::Confirm { suggestion } = p.first().clone() else {
        panic!("who is injured")
    };
    let Some(Pick::Persons { count, from, .. }) = suggestion.pick else {
        panic!("a pick")
    };
    assert_eq!((count, from.len()), (1, 3), "{from:?}");
    p.choose(&["spock"]);
    assert!(p.s().person("spock").unwrap().injured);
    p.act(
        Action::Flee {
            to: SpaceId::new("forest"),
        },
        &[10],
    );
    for who in ["kirk", "roger", "spock"] {
        assert_eq!(
            p.s().person(who).unwrap().location,
            Location::Space(SpaceId::new("Forest 1")),
            "{who} fled"
        );
    }
    // 100 and 99 ("everyone you have in the space") reach Spock too: the context a raid's
    // result is read in holds everyone of yours there, the acting group apart.
    let p = raided(1, 101);
    let ctx = Context {
        group: ids(&["kirk", "roger", "spock"]),
        ..Context::of("Trott", ids(&["kirk", "roger"]))
    };
    for paragraph in [99, 100] {
        let mut dice = pnp_companion::engine::dice::DieInput::Physical(Default::default());
        let tasks = tasks_for(
            &p.d,
            p.s(),
            &ctx,
            &Resolved::Paragraph { paragraph },
            &mut dice,
        );
        assert_eq!(
            captured(&tasks[0]),
            ["kirk", "roger", "spock"],
            "{paragraph}"
        );
    }
}

/// Paragraph 106: all your people in the space move away; only one of the raiding group is
/// hurt.
#[test]
fn paragraph_106_moves_everyone_and_hurts_one_of_the_raiders() {
    let mut p = physical();
    beam(&mut p, &["kirk"], "Trott");
    p.finish_turn(10);
    beam(&mut p, &["spock"], "Trott");
    let ctx = Context {
        group: ids(&["kirk", "spock"]),
        ..Context::of("Trott", ids(&["kirk"]))
    };
    let mut dice = pnp_companion::engine::dice::DieInput::Physical(Default::default());
    let tasks = tasks_for(
        &p.d,
        p.s(),
        &ctx,
        &Resolved::Paragraph { paragraph: 106 },
        &mut dice,
    );
    let picks: Vec<Pick> = tasks
        .iter()
        .filter_map(|t| match t {
            Task::Confirm { suggestion } => suggestion.pick.clone(),
            _ => None,
        })
        .collect();
    assert!(
        matches!(&picks[..], [Pick::Destination { group }, Pick::Persons { count: 1, from, .. }]
            if *group == ids(&["kirk", "spock"]) && *from == ids(&["kirk"])),
        "{picks:?}"
    );
}

/// Section 9: beaming up is movement, which Brother Gerald's preaching leaves open to the
/// others in his space (paragraph 70).
#[test]
fn beaming_up_from_where_brother_gerald_preached() {
    let mut p = physical();
    beam(&mut p, &["kirk"], "Trott");
    yours_at(&mut p, "gerald", "Trott");
    p.finish_turn(10);
    p.act(
        Action::Preach {
            track: Track::RoyalMorale,
        },
        &[],
    );
    p.dismiss();
    let witchcraft = p.s().tracks.witchcraft;
    p.act(
        Action::BeamUp {
            persons: ids(&["kirk"]),
        },
        &[],
    );
    assert_eq!(p.s().person("kirk").unwrap().location, Location::Enterprise);
    assert_eq!(p.s().tracks.witchcraft, witchcraft + 1);
}
