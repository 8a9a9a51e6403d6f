//! Issue 45, the Sherwood part, in the rules: what a button offers is what the rules do.
//! Each test fails on the code before its fix.

use crate::common;

use common::sherwood::{Play, chart_data};
use pnp_companion::games::sherwood::SherwoodData;
use pnp_companion::games::sherwood::actions::{Action, RollRequest, SherwoodError};
use pnp_companion::games::sherwood::effects::{Change, Choice, Pick};
use pnp_companion::games::sherwood::pending::Task;
use pnp_companion::games::sherwood::refusal::Refusal;
use pnp_companion::games::sherwood::situation::Target;
use pnp_companion::games::sherwood::space_id::{SpaceId, SquadId};
use pnp_companion::games::sherwood::state::{SetupDraw, SherwoodState, Track, TurnStep};
use pnp_companion::games::sherwood::tables::{EntryChoices, ResultKind, TableId, add_part};
use std::collections::BTreeSet;

/// Every cell the cell picker can build for `table` by taps, from an empty cell: the
/// picker's own parts, each offered or not as the picker says, walked to the end.
fn buildable(data: &SherwoodData, table: TableId) -> BTreeSet<String> {
    let chart = data.charts.get(table);
    let EntryChoices::Parts(parts) = chart.entry_choices() else {
        panic!("{table}: its picker builds codes from parts");
    };
    let mut seen: BTreeSet<String> = BTreeSet::new();
    let mut queue: Vec<String> = vec![String::new()];
    while let Some(code) = queue.pop() {
        for part in &parts {
            if !chart.part_offered(&code, part) {
                continue;
            }
            let next = add_part(&code, part);
            assert!(
                chart.parse_result(&next).is_ok(),
                "{table}: the picker built '{next}', which the chart refuses"
            );
            if seen.insert(next.clone()) {
                queue.push(next);
            }
        }
        assert!(
            seen.len() < 50_000,
            "{table}: the picker builds no end of cells"
        );
    }
    seen
}

/// The state as far as the rules' effects go: tracks, people, squads.
fn board(s: &SherwoodState) -> String {
    format!("{:?} {:?} {:?}", s.tracks, s.persons, s.squads)
}

/// Kirk and Spock at Trott (a town with a squad and Guildsman Frankler) on turn 2, on chart data
/// whose `table` row `row` reads `code` in every column.
fn at_trott(table: TableId, row: &str, code: &str) -> Play {
    let mut d = chart_data();
    let chart = d.charts.get_mut(table);
    let r = chart
        .table
        .row_index(row)
        .unwrap_or_else(|| panic!("{table} has a row '{row}'"));
    for b in 0..chart.table.bands.len() {
        chart
            .set_cell(r, b, code)
            .unwrap_or_else(|e| panic!("{table} '{code}': {e}"));
    }
    let mut p = Play::new(d, 7, SetupDraw::Digital);
    p.act(
        Action::BeamDown {
            persons: vec!["kirk".into(), "spock".into()],
            to: SpaceId::new("Trott"),
        },
        &[],
    );
    // Turn 2: they may act.
    p.finish_turn(9);
    p
}

/// Rolls once on `table` with the cell reading `code`, and says what the roll left: a
/// change to the board, a task to settle, or nothing.
fn rolled(table: TableId, code: &str) -> (bool, bool, Vec<String>) {
    let (row, action) = match table {
        TableId::KingsMen => (
            "Patrol",
            Action::KingsMen {
                squad: SquadId::new("Trott"),
            },
        ),
        TableId::Recruiting => (
            "Guildsman Frankler",
            Action::Roll {
                table,
                request: RollRequest {
                    space: SpaceId::new("Trott"),
                    actor: Some("kirk".into()),
                    target: Some(Target::Person("frankler".into())),
                    ..RollRequest::default()
                },
            },
        ),
        _ => (
            "Town",
            Action::Roll {
                table,
                request: RollRequest {
                    space: SpaceId::new("Trott"),
                    actor: Some("kirk".into()),
                    ..RollRequest::default()
                },
            },
        ),
    };
    let mut p = at_trott(table, row, code);
    if table == TableId::KingsMen {
        p.act(Action::EndRebelActions, &[]);
        p.pay_expenses();
        p.act(Action::EndExpenses, &[]);
        assert_eq!(p.s().step, TurnStep::KingsMen);
    }
    let before = board(p.s());
    // A second die for "G half".
    let out = p.act(action, &[5, 5]);
    let notes = out.notes.iter().map(ToString::to_string).collect();
    (board(p.s()) != before, !p.s().todo.is_empty(), notes)
}

/// Point 2: every cell the picker can build, on each chart that builds cells from parts
/// (Recruiting, Donations, King's Men), is applied when a roll lands on it: it changes the
/// board or leaves a task to settle (N alone means nothing happens); none is left to the
/// player's Adjust. "MN,1I" on the King's Men Table applied nothing before.
#[test]
fn every_cell_the_picker_builds_is_applied() {
    let data = chart_data();
    let mut walked = 0;
    for table in pnp_companion::games::sherwood::TableId::ALL {
        let chart = data.charts.get(table);
        if !matches!(chart.results, ResultKind::Code | ResultKind::SquadCode) {
            continue;
        }
        let codes = buildable(&data, table);
        assert!(!codes.is_empty(), "{table}");
        for code in &codes {
            let (changed, waits, notes) = rolled(table, code);
            assert!(
                changed || waits || code == "N",
                "{table} '{code}': applied nothing"
            );
            assert!(
                !notes.iter().any(|n| n.contains("Adjust")),
                "{table} '{code}' is left to Adjust: {notes:?}"
            );
            walked += 1;
        }
    }
    assert!(walked > 1000, "only {walked} cells walked");
}

/// The picker offers only the parts a chart's roll is applied with, writes them in the
/// printed order whatever the order of the taps, and offers no part twice or beside one it
/// excludes.
#[test]
fn the_picker_builds_cells_as_the_chart_prints_them() {
    let data = chart_data();
    let km = data.charts.get(TableId::KingsMen);
    for part in ["R", "GD", "*", "G", "G half"] {
        assert!(!km.part_offered("", part), "King's Men: {part}");
    }
    assert!(km.part_offered("", "MN"));
    assert_eq!(add_part(&add_part("", "1I"), "MN"), "MN,1I");
    assert!(!km.part_offered("MN,1I", "2I"), "one count of injured");
    assert!(!km.part_offered("MN,1I", "MN"), "no part twice");
    assert!(!km.part_offered("N", "1C"), "N is alone");
    assert!(!km.part_offered("1C", "N"), "N is alone");
    let recruiting = data.charts.get(TableId::Recruiting);
    assert!(!recruiting.part_offered("", "GD"));
    assert_eq!(add_part(&add_part("", "M\u{2013}"), "R"), "R,M\u{2013}");
    let donations = data.charts.get(TableId::Donations);
    assert!(!donations.part_offered("", "R"));
    assert!(!donations.part_offered("", "*"), "a star marks a part");
    for printed in ["M+,all C", "GD,M\u{2013}", "GD,1I", "2C,2I", "N*", "GD*"] {
        let mut built = String::new();
        let mut parts: Vec<String> = printed
            .trim_end_matches('*')
            .split(',')
            .map(str::to_string)
            .collect();
        parts.reverse();
        for part in parts {
            assert!(donations.part_offered(&built, &part), "{printed}: {part}");
            built = add_part(&built, &part);
        }
        if printed.ends_with('*') {
            built = add_part(&built, "*");
        }
        assert_eq!(built, printed, "tapped backwards, written as printed");
    }
}

/// A symbol only the player's legend explains (GD on the Donations Table) waits as a task
/// whose answer is what it does to the tracks, applied as the player taps it.
#[test]
fn a_legend_only_symbol_is_settled_by_what_it_does_to_the_tracks() {
    let mut p = at_trott(TableId::Donations, "Town", "GD");
    p.act(
        Action::Roll {
            table: TableId::Donations,
            request: RollRequest {
                space: SpaceId::new("Trott"),
                actor: Some("kirk".into()),
                ..RollRequest::default()
            },
        },
        &[5],
    );
    let Task::Confirm { suggestion } = p.first().clone() else {
        panic!("a task waits")
    };
    assert_eq!(
        suggestion.pick,
        Some(Pick::Legend {
            symbol: "GD".into()
        })
    );
    let gold = p.s().tracks.warchest;
    let id = p.s().todo[0].id;
    let twice = p.try_act(
        Action::Resolve {
            id,
            choice: Choice {
                tracks: vec![(Track::Warchest, 1), (Track::Warchest, 2)],
                ..Choice::default()
            },
        },
        &[],
    );
    assert!(twice.is_err(), "one change to each track");
    p.resolve(Choice {
        tracks: vec![(Track::Warchest, 3), (Track::RoyalMorale, -1)],
        ..Choice::default()
    });
    assert_eq!(p.s().tracks.warchest, gold + 3);
    assert_eq!(p.s().tracks.royal_morale, 9);
    assert!(p.s().todo.is_empty());
}

/// "MN,1I" on the King's Men Table: the squad's move is asked for, then who is injured.
#[test]
fn a_squad_cell_that_moves_and_injures_does_both() {
    let mut p = at_trott(TableId::KingsMen, "Patrol", "MN,1I");
    p.act(Action::EndRebelActions, &[]);
    p.pay_expenses();
    p.act(Action::EndExpenses, &[]);
    let out = p.act(
        Action::KingsMen {
            squad: SquadId::new("Trott"),
        },
        &[4],
    );
    assert!(
        !out.notes.iter().any(|n| n.to_string().contains("Adjust")),
        "{out:?}"
    );
    let picks: Vec<Option<Pick>> = p
        .s()
        .todo
        .iter()
        .map(|t| match &t.task {
            Task::Confirm { suggestion } => suggestion.pick.clone(),
            _ => None,
        })
        .collect();
    assert!(
        matches!(
            picks.as_slice(),
            [
                Some(Pick::SquadDestination { .. }),
                Some(Pick::Persons { count: 1, .. })
            ]
        ),
        "{picks:?}"
    );
    p.resolve(Choice {
        to: Some(SpaceId::new("Trott")),
        ..Choice::default()
    });
    p.choose(&["spock"]);
    assert!(p.s().person("spock").unwrap().injured);
}

/// Kirk, Spock, McCoy and Uhura at Trott on turn 2 (the test chart's data).
fn crew_at_trott() -> Play {
    let mut p = Play::new(chart_data(), 7, SetupDraw::Digital);
    p.act(
        Action::BeamDown {
            persons: ["kirk", "spock", "mccoy", "uhura"].map(Into::into).to_vec(),
            to: SpaceId::new("Trott"),
        },
        &[],
    );
    p.finish_turn(9);
    p
}

fn donations(actor: &str) -> Action {
    Action::Roll {
        table: TableId::Donations,
        request: RollRequest {
            space: SpaceId::new("Trott"),
            actor: Some(actor.into()),
            ..RollRequest::default()
        },
    }
}

fn walk(p: &mut Play, who: &str) -> Result<(), Refusal> {
    match p.try_act(
        Action::Move {
            persons: vec![who.into()],
            to: SpaceId::new("Castle Dil"),
        },
        &[],
    ) {
        Ok(_) => Ok(()),
        Err(SherwoodError::Refused(r)) => Err(r),
        Err(e) => panic!("{e}"),
    }
}

fn shelter(p: &mut Play, who: &[&str]) {
    for w in who {
        p.change(Change::Sanctuary {
            person: (*w).into(),
            until_turn: None,
            granted: true,
        });
    }
}

/// Point 3: an action in a space is taken by whoever acts and whoever lends the roll a
/// value or an ability, not by everyone standing there. An injured bystander (section 8:
/// the injured cannot affect another action) keeps his sanctuary (8.7: each keeps it until
/// he moves or takes some other action), and may still walk out (section 8: people move
/// out even when others there take another action). Before, the request for donations
/// took Spock's sanctuary and then refused his move.
#[test]
fn an_injured_bystander_keeps_his_sanctuary_and_may_still_move() {
    let mut p = crew_at_trott();
    p.change(Change::Injure {
        person: "spock".into(),
    });
    shelter(&mut p, &["kirk", "spock"]);
    // 10 + Kirk's 1 − 3 (the squad at Trott): "N" on the test chart's Town row.
    p.act(donations("kirk"), &[10]);
    assert!(p.s().todo.is_empty());
    assert!(
        p.s().person("kirk").unwrap().sanctuary.is_none(),
        "Kirk asked: his sanctuary ends"
    );
    assert!(
        p.s().person("spock").unwrap().sanctuary.is_some(),
        "Spock took no part: he keeps his sanctuary"
    );
    assert_eq!(
        walk(&mut p, "kirk"),
        Err(Refusal::TookPart("Captain James T. Kirk".into()))
    );
    assert_eq!(walk(&mut p, "spock"), Ok(()), "Spock walks out");
    assert!(
        p.s().person("spock").unwrap().sanctuary.is_none(),
        "moving ends his sanctuary"
    );
}

/// Point 3: who takes part in each action. A helper who adds his value (Spock when Kirk
/// recruits) takes part; an able bystander who lends nothing (Uhura) does not. Healing is
/// taken by the healer and the healed; where more are injured than are treated, the one
/// healed is named when the result is settled, and the other injured may still move.
#[test]
fn who_takes_part_is_who_acts_and_who_lends_a_value() {
    let mut p = crew_at_trott();
    p.act(
        Action::Roll {
            table: TableId::Recruiting,
            request: RollRequest {
                space: SpaceId::new("Trott"),
                actor: Some("kirk".into()),
                target: Some(Target::Person("frankler".into())),
                ..RollRequest::default()
            },
        },
        &[10],
    );
    while !p.s().todo.is_empty() {
        p.dismiss();
    }
    assert!(
        walk(&mut p, "spock").is_err(),
        "Spock added his persuasiveness"
    );
    assert!(walk(&mut p, "mccoy").is_ok(), "McCoy lent nothing");
    assert!(walk(&mut p, "uhura").is_ok(), "nor did Uhura");

    // Turn 3: McCoy (back at Trott) heals one of two injured; the other may walk away.
    let mut p = crew_at_trott();
    for w in ["spock", "uhura"] {
        p.change(Change::Injure { person: w.into() });
    }
    p.act(
        Action::Roll {
            table: TableId::Heal,
            request: RollRequest {
                space: SpaceId::new("Trott"),
                patients: 1,
                ..RollRequest::default()
            },
        },
        &[1],
    );
    p.choose(&["spock"]);
    assert!(!p.s().person("spock").unwrap().injured);
    assert!(walk(&mut p, "mccoy").is_err(), "the healer took part");
    assert!(walk(&mut p, "spock").is_err(), "the healed took part");
    assert!(walk(&mut p, "kirk").is_ok(), "Kirk stood by");
}

/// The people a waiting "choose who is injured" offers, and how many it takes.
fn injury_pick(p: &Play) -> (usize, Vec<String>) {
    let Task::Confirm { suggestion } = p.first() else {
        panic!("a choice waits: {:?}", p.first())
    };
    match &suggestion.pick {
        Some(Pick::Persons { count, from, .. }) => (
            (*count).min(from.len()),
            from.iter().map(ToString::to_string).collect(),
        ),
        other => panic!("{other:?}"),
    }
}

/// Point 4: an injury falls on someone not injured yet (paragraph 112's "two of your people
/// are injured", 202's "one person is injured"): an injured person is no choice while an
/// uninjured one is there, and with fewer uninjured people than the result injures, all of
/// them are. Before, injured Spock was offered and accepted.
#[test]
fn an_injury_falls_on_someone_not_yet_injured() {
    // Paragraph 112: Kirk leads with phasers, die 7 + 3 + 5 − 3 (the squad) = 12.
    let mut p = crew_at_trott();
    p.change(Change::Injure {
        person: "spock".into(),
    });
    p.act(
        Action::Roll {
            table: TableId::Raid,
            request: RollRequest {
                space: SpaceId::new("Trott"),
                actor: Some("kirk".into()),
                phasers: true,
                ..RollRequest::default()
            },
        },
        &[7],
    );
    while !matches!(p.first(), Task::Confirm { suggestion } if matches!(suggestion.pick, Some(Pick::Persons { .. })))
    {
        p.confirm();
    }
    let (count, from) = injury_pick(&p);
    assert_eq!(count, 2);
    assert!(!from.contains(&"spock".to_string()), "{from:?}");
    let id = p.s().todo[0].id;
    let spock = p.try_act(
        Action::Resolve {
            id,
            choice: Choice {
                persons: vec!["spock".into(), "kirk".into()],
                ..Choice::default()
            },
        },
        &[],
    );
    assert!(spock.is_err(), "injured Spock is no choice");
    p.choose(&["kirk", "uhura"]);
    assert!(p.s().person("kirk").unwrap().injured);
    assert!(p.s().person("uhura").unwrap().injured);
    assert!(!p.s().person("mccoy").unwrap().injured);

    // Paragraph 202 (die 8 − 3 = 5) with Kirk and injured Spock: Kirk is the one.
    let mut p = Play::new(chart_data(), 7, SetupDraw::Digital);
    p.act(
        Action::BeamDown {
            persons: vec!["kirk".into(), "spock".into()],
            to: SpaceId::new("Trott"),
        },
        &[],
    );
    p.finish_turn(9);
    p.change(Change::Injure {
        person: "spock".into(),
    });
    p.act(
        Action::Roll {
            table: TableId::HorseTheft,
            request: RollRequest {
                space: SpaceId::new("Trott"),
                ..RollRequest::default()
            },
        },
        &[8],
    );
    p.confirm(); // the horses
    assert_eq!(injury_pick(&p), (1, vec!["kirk".to_string()]));
    // Paragraph 112 again with Kirk the only one unhurt: the "two injured" are him alone.
    let mut p = crew_at_trott();
    for w in ["kirk", "spock", "mccoy", "uhura"] {
        p.change(Change::Injure { person: w.into() });
    }
    p.change(Change::Heal {
        person: "kirk".into(),
    });
    p.act(
        Action::Roll {
            table: TableId::Raid,
            request: RollRequest {
                space: SpaceId::new("Trott"),
                actor: Some("kirk".into()),
                phasers: true,
                ..RollRequest::default()
            },
        },
        &[7],
    );
    while !matches!(p.first(), Task::Confirm { suggestion } if matches!(suggestion.pick, Some(Pick::Persons { .. })))
    {
        p.confirm();
    }
    assert_eq!(
        injury_pick(&p),
        (1, vec!["kirk".to_string()]),
        "fewer uninjured than two: the one there"
    );
}

/// Point 5: horses are for people without one (8.5): stealing and buying them are refused,
/// with the reason, where everyone of yours already has one; and McCoy treats no more
/// people at once than are injured there (paragraph 12). Before, both were offered.
#[test]
fn no_horses_for_the_mounted_and_no_more_patients_than_injured() {
    use pnp_companion::games::sherwood::actions::{Verb, space_verb};
    let mut p = Play::new(chart_data(), 7, SetupDraw::Digital);
    p.act(
        Action::BeamDown {
            persons: vec!["kirk".into(), "spock".into(), "mccoy".into()],
            to: SpaceId::new("Trott"),
        },
        &[],
    );
    p.finish_turn(9);
    for w in ["kirk", "spock"] {
        p.change(Change::Horse {
            person: w.into(),
            has: true,
        });
    }
    for verb in [Verb::StealHorses, Verb::BuyHorses] {
        assert_eq!(
            space_verb(&p.d, p.s(), "Trott", verb),
            Ok(()),
            "McCoy walks"
        );
    }
    p.change(Change::Horse {
        person: "mccoy".into(),
        has: true,
    });
    let mounted = Refusal::AllMounted("Trott".into());
    for verb in [Verb::StealHorses, Verb::BuyHorses] {
        assert_eq!(space_verb(&p.d, p.s(), "Trott", verb), Err(mounted.clone()));
    }
    assert_eq!(
        p.refused(
            Action::BuyHorses {
                space: SpaceId::new("Trott")
            },
            &[]
        ),
        mounted
    );
    let steal = Action::Roll {
        table: TableId::HorseTheft,
        request: RollRequest {
            space: SpaceId::new("Trott"),
            ..RollRequest::default()
        },
    };
    assert_eq!(p.refused(steal, &[5]), mounted);
    assert_eq!(
        mounted.to_string(),
        "everyone of yours at Trott has a horse already: there is no one to get one for"
    );

    // One injured: McCoy treats one, not two.
    p.change(Change::Injure {
        person: "spock".into(),
    });
    let heal = |patients: u8| Action::Roll {
        table: TableId::Heal,
        request: RollRequest {
            space: SpaceId::new("Trott"),
            patients,
            ..RollRequest::default()
        },
    };
    assert_eq!(
        p.refused(heal(2), &[1]),
        Refusal::TooManyPatients {
            asked: 2,
            injured: 1
        }
    );
    p.act(heal(1), &[5]);
}

/// Point 6: an action that ends the game in a loss whatever the die shows is known before
/// it is taken: beaming up or down, or supplies, at Witchcraft 9 (each raises it to 10, and
/// 10 loses: 9.1, 9.2, 11, 6), and a raid with phasers there; a raid without them, whose
/// die decides, is not.
#[test]
fn a_sure_loss_is_known_before_the_action() {
    use pnp_companion::games::sherwood::actions::sure_loss;
    use pnp_companion::games::sherwood::state::Ending;
    let mut p = crew_at_trott();
    let up = Action::BeamUp {
        persons: vec!["kirk".into()],
    };
    p.change(Change::Track {
        track: Track::Witchcraft,
        delta: 7 - i32::from(p.s().tracks.witchcraft),
    });
    assert_eq!(sure_loss(&p.d, p.s(), &up), None, "Witchcraft 7 + 1 is 8");
    p.change(Change::Track {
        track: Track::Witchcraft,
        delta: 2,
    });
    assert_eq!(p.s().tracks.witchcraft, 9);
    assert_eq!(sure_loss(&p.d, p.s(), &up), Some(Ending::LostToWitchcraft));
    let raid = |phasers| Action::Roll {
        table: TableId::Raid,
        request: RollRequest {
            space: SpaceId::new("Trott"),
            actor: Some("kirk".into()),
            phasers,
            ..RollRequest::default()
        },
    };
    assert_eq!(
        sure_loss(&p.d, p.s(), &raid(true)),
        Some(Ending::LostToWitchcraft)
    );
    assert_eq!(sure_loss(&p.d, p.s(), &raid(false)), None);
    // A refused action loses nothing (Mbele is not one of yours).
    let refused = Action::BeamUp {
        persons: vec!["mbele".into()],
    };
    assert_eq!(sure_loss(&p.d, p.s(), &refused), None);
    p.act(Action::EndRebelActions, &[]);
    assert_eq!(
        sure_loss(&p.d, p.s(), &Action::BeamSupplies),
        None,
        "supplies only when the gold is short"
    );
    p.change(Change::Track {
        track: Track::Warchest,
        delta: -i32::from(p.s().tracks.warchest),
    });
    assert_eq!(
        sure_loss(&p.d, p.s(), &Action::BeamSupplies),
        Some(Ending::LostToWitchcraft)
    );
}

/// Issue 58, point 10: what waits settles in order. Naming a later item (it is listed, with
/// its id) is refused with the one that comes first, not with "nothing of that kind".
#[test]
fn waiting_results_settle_in_order_and_say_which_comes_first() {
    use pnp_companion::games::sherwood::actions::check;
    use pnp_companion::games::sherwood::effects::Suggestion;
    use pnp_companion::games::sherwood::pending::Todo;
    let p = crew_at_trott();
    let mut s = p.s().clone();
    for (id, text) in [(1, "First"), (2, "Second")] {
        s.todo.push(Todo {
            id,
            task: Task::Confirm {
                suggestion: Suggestion::new(text, vec![]),
            },
        });
    }
    let later = Action::Resolve {
        id: 2,
        choice: Choice::default(),
    };
    assert_eq!(
        check(&p.d, &s, &later),
        Err(SherwoodError::Refused(Refusal::SettleInOrder {
            first: 1,
            task: Box::new(s.todo[0].task.clone())
        }))
    );
    assert_eq!(
        check(&p.d, &s, &Action::Dismiss { id: 2 }),
        Err(SherwoodError::Refused(Refusal::SettleInOrder {
            first: 1,
            task: Box::new(s.todo[0].task.clone())
        }))
    );
    assert_eq!(
        check(&p.d, &s, &Action::Dismiss { id: 9 }),
        Err(SherwoodError::Refused(Refusal::NothingToSettle))
    );
    let first = Action::Resolve {
        id: 1,
        choice: Choice::default(),
    };
    assert_eq!(check(&p.d, &s, &first), Ok(()));
}
