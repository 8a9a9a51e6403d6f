//! Rolls with modifiers derived from a described situation: the rulebook's worked examples
//! and cases worked out by hand, several modifiers at once, for every table.

use pnp_companion::engine::dice::{D10, DieInput};
use pnp_companion::engine::modifier;
use pnp_companion::engine::random::GameRng;
use pnp_companion::engine::range::Clamp;
use pnp_companion::engine::table::CellRef;
use pnp_companion::games::sherwood::persons::Stat;
use pnp_companion::games::sherwood::spaces::{SpaceKind, SpaceRef};
use pnp_companion::games::sherwood::{
    self as sw, Missing, PersonId, PrepareError, Resolved, RoyalOrders, SherwoodData, Situation,
    TableId, Target,
};

use Stat::{Donations as Don, Persuasiveness as Pers, Raid};

fn data_with(values: &[(&str, Stat, i32)]) -> SherwoodData {
    let mut d = SherwoodData::builtin().expect("data").clone();
    for &(id, stat, v) in values {
        d.roster
            .get_mut(id)
            .unwrap_or_else(|| panic!("{id}"))
            .set_value(stat, Some(v));
    }
    d
}

fn at(name: &str) -> SpaceRef {
    let d = SherwoodData::builtin().unwrap();
    SpaceRef::named(d.spaces.find(name).unwrap_or_else(|| panic!("{name}")))
}

fn ids(list: &[&str]) -> Vec<PersonId> {
    list.iter().map(|s| (*s).into()).collect()
}

/// Prepares, checks the modifier values in order, rolls the given face and returns the result.
fn roll_face(
    d: &SherwoodData,
    table: TableId,
    s: &Situation,
    mods: &[i32],
    face: u8,
) -> (i32, Resolved) {
    let prep = sw::prepare(d, table, s).unwrap_or_else(|e| panic!("{table}: {e}"));
    let values: Vec<i32> = prep.modifiers.iter().map(|m| m.value).collect();
    assert_eq!(values, mods, "{table} modifiers: {:#?}", prep.modifiers);
    let mut input = DieInput::Physical([D10::from_face(i64::from(face)).unwrap()].into());
    let out = sw::roll(d, &prep, &mut input).unwrap();
    (out.modified.unwrap(), out.result)
}

fn para(n: u16) -> Resolved {
    Resolved::Paragraph { paragraph: n }
}

fn code(r: &Resolved) -> &str {
    match r {
        Resolved::Code { code, .. } => code,
        other => panic!("expected a code, got {other:?}"),
    }
}

fn named(r: &Resolved) -> &str {
    match r {
        Resolved::Named { named, .. } => named,
        other => panic!("expected a named result, got {other:?}"),
    }
}

fn illegal(d: &SherwoodData, table: TableId, s: &Situation) -> String {
    match sw::prepare(d, table, s) {
        Err(PrepareError::Illegal(text)) => text.to_string(),
        other => panic!("{table}: expected a refusal, got {other:?}"),
    }
}

// --- The rulebook's worked examples (section 4.1) ---

#[test]
fn worked_example_sanctuary_4_plus_2_minus_3_reads_302() {
    let d = data_with(&[("jink", Pers, 2)]);
    let s = Situation {
        space: SpaceRef::of_kind(SpaceKind::Cathedral),
        actor: Some("jink".into()),
        witchcraft: 3,
        ..Situation::default()
    };
    assert_eq!(
        roll_face(&d, TableId::Sanctuary, &s, &[2, -3], 4),
        (3, para(302))
    );
}

#[test]
fn worked_example_recruiting_norje_plus_3_roll_2_reads_2i_f() {
    // Kirk (persuasiveness 1) recruits with Spock (2) beside him: +3 in all.
    let d = data_with(&[("kirk", Pers, 1), ("spock", Pers, 2)]);
    let s = Situation {
        space: at("Klamath Town"),
        actor: Some("kirk".into()),
        present: ids(&["spock", "jink", "uhura"]),
        target: Some(Target::Person("norje".into())),
        royal_morale: 10,
        ..Situation::default()
    };
    let (total, result) = roll_face(&d, TableId::Recruiting, &s, &[1, 2], 2);
    assert_eq!(total, 5);
    assert_eq!(code(&result), "2I,F");
    let Resolved::Code { meaning, .. } = result else {
        unreachable!()
    };
    assert!(
        meaning.to_string().contains("2 of your people") && meaning.to_string().contains("flee")
    );
}

// --- Recruiting ---

#[test]
fn recruiting_black_with_three_persuaders_gold_and_witchcraft() {
    // Spock 2 + Mbele 1 + Tomas 2 + 3 gold - 2 (Witchcraft 7) = +6; roll 4 -> 10 -> R.
    let d = data_with(&[
        ("spock", Pers, 2),
        ("mbele", Pers, 1),
        ("tomas", Pers, 2),
        ("kirk", Pers, 5),
    ]);
    let s = Situation {
        actor: Some("spock".into()),
        present: ids(&["mbele", "tomas", "kirk"]),
        target: Some(Target::Person("black".into())),
        gold_spent: 3,
        warchest: Some(4),
        witchcraft: 7,
        royal_morale: 10,
        ..Situation::default()
    };
    let (total, result) = roll_face(&d, TableId::Recruiting, &s, &[2, 1, 2, 3, -2], 4);
    assert_eq!((total, code(&result)), (10, "R"));
}

#[test]
fn recruiting_a_royalist_subtracts_morale_unless_dalara_is_there() {
    // Kirk 1, Spock injured (adds nothing), 2 gold, Witchcraft 5 (-1), Morale 10 (-10) = -8.
    let d = data_with(&[("kirk", Pers, 1), ("spock", Pers, 3)]);
    let mut s = Situation {
        actor: Some("kirk".into()),
        present: ids(&["spock"]),
        injured: ids(&["spock"]),
        target: Some(Target::Person("da-costa".into())),
        gold_spent: 2,
        witchcraft: 5,
        royal_morale: 10,
        ..Situation::default()
    };
    let (total, result) = roll_face(&d, TableId::Recruiting, &s, &[1, 2, -1, -10], 10);
    assert_eq!((total, code(&result)), (2, "all C"));
    s.present.push("dalara".into());
    let prep = sw::prepare(&d, TableId::Recruiting, &s).unwrap();
    assert!(prep.notes.iter().any(|n| n.to_string().contains("Dalara")));
    let (total, result) = roll_face(&d, TableId::Recruiting, &s, &[1, 2, -1], 9);
    assert_eq!((total, code(&result)), (11, "N"));
    // A Royalist's own top cell is not in the rulebook: the app asks for it.
    s.gold_spent = 6;
    let (total, result) = roll_face(&d, TableId::Recruiting, &s, &[1, 6, -1], 10);
    assert_eq!(total, 16);
    assert_eq!(
        result,
        Resolved::Unknown {
            unknown: CellRef {
                row: "Marquis da Costa".into(),
                column: "16 or more".into()
            }
        }
    );
}

#[test]
fn recruiting_a_squad_subtracts_morale_unless_tuskus_is_there() {
    let d = data_with(&[("big-tim", Pers, 2)]);
    let mut s = Situation {
        actor: Some("big-tim".into()),
        target: Some(Target::KingsMenSquad),
        witchcraft: 2,
        royal_morale: 4,
        ..Situation::default()
    };
    // 2 - 4 = -2, roll 5 -> 3 -> 2C,F.
    let (total, result) = roll_face(&d, TableId::Recruiting, &s, &[2, -4], 5);
    assert_eq!((total, code(&result)), (3, "2C,F"));
    s.present.push("tuskus".into());
    let (total, result) = roll_face(&d, TableId::Recruiting, &s, &[2], 10);
    assert_eq!((total, code(&result)), (12, "R"));
    // An injured Tuskus lends nothing.
    s.injured.push("tuskus".into());
    roll_face(&d, TableId::Recruiting, &s, &[2, -4], 5);
}

#[test]
fn a_helper_who_recruits_counts_once() {
    let d = data_with(&[("spock", Pers, 3)]);
    let s = Situation {
        actor: Some("spock".into()),
        target: Some(Target::Person("jink".into())),
        ..Situation::default()
    };
    roll_face(&d, TableId::Recruiting, &s, &[3], 1);
}

#[test]
fn recruiting_refusals() {
    let d = data_with(&[("kirk", Pers, 1)]);
    let base = Situation {
        actor: Some("kirk".into()),
        target: Some(Target::Person("jink".into())),
        ..Situation::default()
    };
    let crew = Situation {
        target: Some(Target::Person("mbele".into())),
        ..base.clone()
    };
    assert!(illegal(&d, TableId::Recruiting, &crew).contains("cannot be recruited"));
    let mine = Situation {
        present: ids(&["jink"]),
        ..base.clone()
    };
    assert!(illegal(&d, TableId::Recruiting, &mine).contains("already"));
    let hurt = Situation {
        injured: ids(&["kirk"]),
        ..base.clone()
    };
    assert!(illegal(&d, TableId::Recruiting, &hurt).contains("injured"));
    let broke = Situation {
        gold_spent: 5,
        warchest: Some(4),
        ..base.clone()
    };
    assert!(illegal(&d, TableId::Recruiting, &broke).contains("Warchest holds 4"));
    let nobody = Situation {
        actor: None,
        ..base.clone()
    };
    assert!(illegal(&d, TableId::Recruiting, &nobody).contains("who"));
    let no_target = Situation {
        target: None,
        ..base
    };
    assert!(illegal(&d, TableId::Recruiting, &no_target).contains("whom"));
}

#[test]
fn unknown_values_are_asked_for_never_guessed() {
    let d = SherwoodData::builtin().unwrap();
    let s = Situation {
        actor: Some("kirk".into()),
        present: ids(&["spock", "mbele"]),
        target: Some(Target::Person("jink".into())),
        ..Situation::default()
    };
    match sw::prepare(d, TableId::Recruiting, &s) {
        Err(PrepareError::Missing(missing)) => {
            let who: Vec<(&str, Stat)> = missing
                .iter()
                .map(|m| match m {
                    Missing::Value { person, stat, .. } => (person.as_str(), *stat),
                    Missing::Kind { person, .. } => (person.as_str(), Pers),
                })
                .collect();
            assert_eq!(who, [("kirk", Pers), ("spock", Pers), ("mbele", Pers)]);
            assert!(missing[0].ask().to_string().contains("upper right"));
        }
        other => panic!("expected missing values, got {other:?}"),
    }
    // da Costa's persuasiveness is printed in the rulebook (-2): no question.
    let mut d2 = d.clone();
    d2.roster.get_mut("da-costa").unwrap().kind =
        Some(pnp_companion::games::sherwood::persons::PersonKind::Neutral);
    let s = Situation {
        actor: Some("da-costa".into()),
        target: Some(Target::Person("jink".into())),
        ..Situation::default()
    };
    roll_face(&d2, TableId::Recruiting, &s, &[-2], 5);
}

// --- Raid ---

#[test]
fn raid_kirk_pinter_marocain_phasers_castle_squad() {
    // Kirk 2 + Pinter 1 + Marocain 2 + phasers 5 - castle 1 - squad 3 = +6; roll 5 -> 11 -> 111.
    let d = data_with(&[
        ("kirk", Raid, 2),
        ("pinter", Raid, 1),
        ("marocain", Raid, 2),
    ]);
    let s = Situation {
        space: at("Castle Dil"),
        actor: Some("kirk".into()),
        present: ids(&["pinter", "marocain", "uhura"]),
        phasers: true,
        squads_here: 2,
        ..Situation::default()
    };
    let (total, result) = roll_face(&d, TableId::Raid, &s, &[2, 1, 2, 5, -1, -3], 5);
    assert_eq!((total, result), (11, para(111)));
    let prep = sw::prepare(&d, TableId::Raid, &s).unwrap();
    assert!(
        prep.notes
            .iter()
            .any(|n| n.to_string().contains("Witchcraft"))
    );
}

#[test]
fn raid_on_the_palace_with_scrow() {
    // Pinter leads 1 + Kirk 2 - palace 3 - squad 3 + Scrow 3 = 0; roll 1 -> 101.
    let d = data_with(&[("kirk", Raid, 2), ("pinter", Raid, 1)]);
    let s = Situation {
        space: at("Royal Palace"),
        actor: Some("pinter".into()),
        present: ids(&["kirk", "scrow"]),
        squads_here: 1,
        ..Situation::default()
    };
    let (total, result) = roll_face(&d, TableId::Raid, &s, &[1, 2, -3, -3, 3], 1);
    assert_eq!((total, result), (1, para(101)));
    // Total -1 or less reads 99.
    let weak = Situation {
        present: ids(&["scrow"]),
        injured: ids(&["scrow"]),
        ..s
    };
    let (total, result) = roll_face(&d, TableId::Raid, &weak, &[1, -3, -3], 1);
    assert_eq!((total, result), (-4, para(99)));
}

#[test]
fn raid_jurgen_at_trott_and_kirk_counted_once() {
    let d = data_with(&[("kirk", Raid, 3), ("jurgen", Raid, 1)]);
    let s = Situation {
        space: at("Trott"),
        actor: Some("kirk".into()),
        present: ids(&["jurgen"]),
        ..Situation::default()
    };
    // Kirk leads: his raid value once; Jurgen knows the way into Trott: +4.
    let (total, result) = roll_face(&d, TableId::Raid, &s, &[3, 4], 6);
    assert_eq!((total, result), (13, para(113)));
    let elsewhere = Situation {
        space: at("Winklesea"),
        ..s.clone()
    };
    roll_face(&d, TableId::Raid, &elsewhere, &[3], 6);
    let hurt = Situation {
        injured: ids(&["jurgen"]),
        ..s
    };
    roll_face(&d, TableId::Raid, &hurt, &[3], 6);
}

#[test]
fn narrows_frees_northguard_without_a_roll() {
    let d = SherwoodData::builtin().unwrap();
    let s = Situation {
        space: at("Northguard"),
        actor: Some("kirk".into()),
        present: ids(&["narrows"]),
        ..Situation::default()
    };
    let prep = sw::prepare(d, TableId::Raid, &s).unwrap();
    assert!(
        prep.automatic
            .as_ref()
            .is_some_and(|t| t.to_string().contains("Narrows"))
    );
    let mut rng = GameRng::from_seed(1);
    let out = sw::roll(d, &prep, &mut DieInput::Digital(&mut rng)).unwrap();
    assert!(out.roll.is_none() && matches!(out.result, Resolved::Automatic { .. }));
    let odds = sw::odds(d, &prep);
    assert_eq!(odds.len(), 1);
    assert_eq!(odds[0].faces, 10);
    // Anywhere else, Narrows is just another raider (and values are needed).
    let trott = Situation {
        space: at("Trott"),
        ..s
    };
    assert!(matches!(
        sw::prepare(d, TableId::Raid, &trott),
        Err(PrepareError::Missing(_))
    ));
}

#[test]
fn raid_refusals() {
    let d = data_with(&[("jink", Raid, 1), ("kirk", Raid, 1)]);
    let s = Situation {
        space: at("Trott"),
        actor: Some("jink".into()),
        phasers: true,
        ..Situation::default()
    };
    assert!(illegal(&d, TableId::Raid, &s).contains("phasers"));
    let hurt_kirk = Situation {
        present: ids(&["kirk"]),
        injured: ids(&["kirk"]),
        ..s.clone()
    };
    assert!(illegal(&d, TableId::Raid, &hurt_kirk).contains("phasers"));
    let forest = Situation {
        space: SpaceRef::of_kind(SpaceKind::Forest),
        phasers: false,
        ..s.clone()
    };
    assert!(illegal(&d, TableId::Raid, &forest).contains("castle"));
    let nowhere = Situation {
        space: SpaceRef::default(),
        ..s
    };
    assert!(illegal(&d, TableId::Raid, &nowhere).contains("say where"));
}

// --- Donations ---

#[test]
fn donations_cathedral_with_ferdie_jink_black_and_g_half() {
    // Ferdie 2 + Jink 1 + Black 2 = +5; roll 7 -> 12 -> "G half"; second die 7 -> 3 gold.
    let d = data_with(&[("ferdie", Don, 2), ("jink", Don, 1), ("black", Don, 2)]);
    let s = Situation {
        space: SpaceRef::of_kind(SpaceKind::Cathedral),
        actor: Some("ferdie".into()),
        present: ids(&["jink", "black"]),
        ..Situation::default()
    };
    let prep = sw::prepare(&d, TableId::Donations, &s).unwrap();
    let mut input =
        DieInput::Physical([D10::from_face(7).unwrap(), D10::from_face(7).unwrap()].into());
    let out = sw::roll(&d, &prep, &mut input).unwrap();
    assert_eq!(out.modified, Some(12));
    assert_eq!(code(&out.result), "G half");
    let f = out.follow_up.expect("G half asks for a second die");
    assert_eq!(f.gold, Some(3));
    // A 0 on the follow-up die reads 10: 5 gold.
    let mut input =
        DieInput::Physical([D10::from_face(7).unwrap(), D10::from_face(0).unwrap()].into());
    let out = sw::roll(&d, &prep, &mut input).unwrap();
    assert_eq!(out.follow_up.and_then(|f| f.gold), Some(5));
}

#[test]
fn donations_castle_with_a_squad_and_an_injured_helper() {
    // Big Tim 1, Ferdie injured (nothing), squad -3 = -2; roll 6 -> 4 -> 2C,2I.
    let d = data_with(&[("big-tim", Don, 1), ("ferdie", Don, 2)]);
    let s = Situation {
        space: at("Costa Manor"),
        actor: Some("big-tim".into()),
        present: ids(&["ferdie"]),
        injured: ids(&["ferdie"]),
        squads_here: 1,
        ..Situation::default()
    };
    let (total, result) = roll_face(&d, TableId::Donations, &s, &[1, -3], 6);
    assert_eq!((total, code(&result)), (4, "2C,2I"));
    // GD is not in the legend: shown as printed with a pointer to the player's chart.
    let bridge = Situation {
        space: SpaceRef::of_kind(SpaceKind::BridgeFord),
        squads_here: 0,
        ..s.clone()
    };
    let (_, result) = roll_face(&d, TableId::Donations, &bridge, &[1], 9);
    assert_eq!(code(&result), "GD");
    let Resolved::Code { meaning, .. } = result else {
        unreachable!()
    };
    assert!(meaning.to_string().contains("legend"));
    let town = Situation {
        space: at("Trott"),
        ..s
    };
    let (_, result) = roll_face(&d, TableId::Donations, &town, &[1, -3], 6);
    assert_eq!(
        result,
        Resolved::Unknown {
            unknown: CellRef {
                row: "Town".into(),
                column: "3-4".into()
            }
        }
    );
}

#[test]
fn a_row_the_player_added_is_read_by_name() {
    let mut d = data_with(&[("jink", Don, 1)]);
    let chart = d.charts.get_mut(TableId::Donations);
    let row = chart.add_custom_row("Village").unwrap();
    assert!(chart.add_custom_row("village").is_err(), "names are unique");
    assert!(chart.add_custom_row("  ").is_err());
    chart.set_cell(row, 3, "N").unwrap();
    assert!(
        chart.set_cell(0, 0, "N").is_err(),
        "printed cells stay as printed"
    );
    assert!(
        chart.set_cell(row, 3, "2Q").is_err(),
        "malformed codes are refused"
    );
    let s = Situation {
        actor: Some("jink".into()),
        chart_row: Some("Village".into()),
        ..Situation::default()
    };
    let (total, result) = roll_face(&d, TableId::Donations, &s, &[1], 5);
    assert_eq!((total, code(&result)), (6, "N"));
    let (_, result) = roll_face(&d, TableId::Donations, &s, &[1], 1);
    assert_eq!(
        result,
        Resolved::Unknown {
            unknown: CellRef {
                row: "Village".into(),
                column: "1-2".into()
            }
        }
    );
    let wrong = Situation {
        chart_row: Some("Moon".into()),
        ..s
    };
    assert!(illegal(&d, TableId::Donations, &wrong).contains("no row called 'Moon'"));
}

// --- Horse theft ---

#[test]
fn horse_theft_jaster_squads_and_the_chart_ends() {
    let d = SherwoodData::builtin().unwrap();
    let s = Situation {
        space: at("Port Ferkin"),
        present: ids(&["jaster", "kirk"]),
        squads_here: 1,
        ..Situation::default()
    };
    assert_eq!(
        roll_face(d, TableId::HorseTheft, &s, &[-3, 3], 1),
        (1, para(200))
    );
    assert_eq!(
        roll_face(d, TableId::HorseTheft, &s, &[-3, 3], 5),
        (5, para(202))
    );
    // Jaster alone can make 13: the top row, and the outcome says so.
    let free = Situation {
        squads_here: 0,
        ..s.clone()
    };
    let prep = sw::prepare(d, TableId::HorseTheft, &free).unwrap();
    let out = sw::roll(
        d,
        &prep,
        &mut DieInput::Physical([D10::from_face(0).unwrap()].into()),
    )
    .unwrap();
    assert_eq!(
        (out.modified, out.result.clone(), out.clamp),
        (Some(13), para(204), Some(Clamp::AboveHighest))
    );
    assert!(out.notes.iter().any(|n| n.to_string().contains("inferred")));
    // A squad and no Jaster: -2 reads the bottom row.
    let plain = Situation {
        present: ids(&["kirk"]),
        ..s.clone()
    };
    let prep = sw::prepare(d, TableId::HorseTheft, &plain).unwrap();
    let out = sw::roll(
        d,
        &prep,
        &mut DieInput::Physical([D10::from_face(1).unwrap()].into()),
    )
    .unwrap();
    assert_eq!(
        (out.modified, out.result, out.clamp),
        (Some(-2), para(200), Some(Clamp::BelowLowest))
    );
    let castle = Situation {
        space: at("Castle Roche"),
        ..s
    };
    assert!(illegal(d, TableId::HorseTheft, &castle).contains("town"));
}

// --- Sanctuary ---

#[test]
fn sanctuary_norje_crew_and_tomas() {
    // Norje: persuasiveness 1 + 3, Witchcraft 2: +2; roll 7 -> 9 -> 304.
    let d = data_with(&[("norje", Pers, 1), ("kirk", Pers, 2)]);
    let s = Situation {
        space: SpaceRef::of_kind(SpaceKind::Cathedral),
        actor: Some("norje".into()),
        witchcraft: 2,
        ..Situation::default()
    };
    assert_eq!(
        roll_face(&d, TableId::Sanctuary, &s, &[1, -2, 3], 7),
        (9, para(304))
    );
    // Kirk, injured, asks: his persuasiveness still counts; 2 - 1 - 3 = -2; roll 2 -> 0 -> 300.
    let kirk = Situation {
        actor: Some("kirk".into()),
        injured: ids(&["kirk"]),
        witchcraft: 1,
        space: at("Winklesea"),
        ..Situation::default()
    };
    assert_eq!(
        roll_face(&d, TableId::Sanctuary, &kirk, &[2, -1, -3], 2),
        (0, para(300))
    );
    let tomas = Situation {
        actor: Some("tomas".into()),
        witchcraft: 9,
        ..s.clone()
    };
    let prep = sw::prepare(&d, TableId::Sanctuary, &tomas).unwrap();
    assert!(prep.automatic.is_some() && prep.modifiers.is_empty());
    let road = Situation {
        space: SpaceRef::of_kind(SpaceKind::Road),
        ..s
    };
    assert!(illegal(&d, TableId::Sanctuary, &road).contains("town or a cathedral"));
}

// --- Flight ---

#[test]
fn flight_with_roger_narek_horses_and_squads() {
    let d = SherwoodData::builtin().unwrap();
    // Roger +2, forest with Narek +4, horses +3, squads both sides -6 = +3; roll 5 -> 8 -> 404.
    let s = Situation {
        present: ids(&["roger", "narek", "kirk"]),
        flee_to: SpaceRef::of_kind(SpaceKind::Forest),
        all_have_horses: true,
        squads_here: 1,
        squads_at_destination: 1,
        ..Situation::default()
    };
    assert_eq!(
        roll_face(d, TableId::Flight, &s, &[2, 4, 3, -6], 5),
        (8, para(404))
    );
    // Roger injured still counts: a flight is no action of his, and section 8 takes from the
    // injured only their values in actions. +2 (Roger), forest without Narek +2, squads only
    // where they fled to -4; roll 3 -> 3 -> 402.
    let s2 = Situation {
        present: ids(&["roger", "kirk"]),
        injured: ids(&["roger"]),
        flee_to: SpaceRef::of_kind(SpaceKind::Forest),
        squads_at_destination: 2,
        ..Situation::default()
    };
    assert_eq!(
        roll_face(d, TableId::Flight, &s2, &[2, 2, -4], 3),
        (3, para(402))
    );
    // Narek injured still guides them into the forest: +4, not the plain +2.
    let s3 = Situation {
        present: ids(&["narek", "kirk"]),
        injured: ids(&["narek"]),
        flee_to: SpaceRef::of_kind(SpaceKind::Forest),
        ..Situation::default()
    };
    assert_eq!(roll_face(d, TableId::Flight, &s3, &[4], 3), (7, para(404)));
    let road = Situation {
        flee_to: SpaceRef::of_kind(SpaceKind::Road),
        present: ids(&["kirk"]),
        squads_here: 1,
        ..Situation::default()
    };
    assert_eq!(
        roll_face(d, TableId::Flight, &road, &[-4], 4),
        (0, para(400))
    );
}

// --- Fealty ---

#[test]
fn fealty_counts_only_able_free_locals() {
    let d = SherwoodData::builtin().unwrap();
    // Morale 10; Tim (Neutral) and Fernan (Royalist) count; Kirk (crew), an injured Jink and
    // Maura in sanctuary do not: 10 - 2 = 8; roll 1 -> 9 -> Swear Fealty.
    let s = Situation {
        space: at("Randisfarne"),
        present: ids(&["big-tim", "fernan", "kirk", "jink", "maura"]),
        injured: ids(&["jink"]),
        in_sanctuary: ids(&["maura"]),
        royal_morale: 10,
        ..Situation::default()
    };
    let (total, result) = roll_face(d, TableId::Fealty, &s, &[10, -1, -1], 1);
    assert_eq!((total, named(&result)), (9, "Swear Fealty"));
    // Morale 2 with Tomas (Cleric), Tim and Jink: 2 - 3 = -1; roll 1 -> 0 -> Open Rebellion.
    let s2 = Situation {
        space: at("Trott"),
        present: ids(&["tomas", "big-tim", "jink"]),
        royal_morale: 2,
        ..Situation::default()
    };
    let (total, result) = roll_face(d, TableId::Fealty, &s2, &[2, -1, -1, -1], 1);
    assert_eq!((total, named(&result)), (0, "Open Rebellion"));
    let (_, result) = roll_face(d, TableId::Fealty, &s2, &[2, -1, -1, -1], 4);
    assert_eq!(named(&result), "Defy");
    let (_, result) = roll_face(d, TableId::Fealty, &s2, &[2, -1, -1, -1], 6);
    assert_eq!(named(&result), "Delay");
    let castle = Situation {
        space: at("Northguard"),
        ..s2
    };
    assert!(illegal(d, TableId::Fealty, &castle).contains("town"));
}

// --- King's Men ---

#[test]
fn kings_men_column_from_orders_and_iohannes() {
    let mut d = SherwoodData::builtin().unwrap().clone();
    let s = Situation {
        royal_orders: RoyalOrders::Seize,
        ..Situation::default()
    };
    let (_, result) = roll_face(&d, TableId::KingsMen, &s, &[], 3);
    assert_eq!(
        result,
        Resolved::Unknown {
            unknown: CellRef {
                row: "3".into(),
                column: "Seize".into()
            }
        }
    );
    let mad = Situation {
        present: ids(&["iohannes"]),
        ..s.clone()
    };
    let prep = sw::prepare(&d, TableId::KingsMen, &mad).unwrap();
    assert!(prep.notes.iter().any(|n| n.to_string().contains("Patrol")));
    // Injured, he is still in the squad's space: the squad's roll is no action of his.
    let hurt = Situation {
        injured: ids(&["iohannes"]),
        ..mad.clone()
    };
    let prep = sw::prepare(&d, TableId::KingsMen, &hurt).unwrap();
    assert!(
        prep.notes.iter().any(|n| n.to_string().contains("Patrol")),
        "{prep:?}"
    );
    let (_, result) = roll_face(&d, TableId::KingsMen, &mad, &[], 3);
    assert_eq!(
        result,
        Resolved::Unknown {
            unknown: CellRef {
                row: "3".into(),
                column: "Patrol".into()
            }
        }
    );
    // Once the player has read the cell off their chart, it is known.
    let chart = d.charts.get_mut(TableId::KingsMen);
    chart.set_cell(0, 2, "MN").unwrap();
    assert!(chart.set_cell(0, 2, "").is_err());
    let (_, result) = roll_face(&d, TableId::KingsMen, &mad, &[], 3);
    assert_eq!(code(&result), "MN");
}

// --- Healing ---

#[test]
fn healing_rules() {
    let d = SherwoodData::builtin().unwrap();
    let mccoy = Situation {
        space: SpaceRef::of_kind(SpaceKind::Road),
        present: ids(&["mccoy", "kirk", "spock", "jink"]),
        injured: ids(&["kirk", "spock", "jink"]),
        patients: 3,
        ..Situation::default()
    };
    assert_eq!(
        named(&roll_face(d, TableId::Heal, &mccoy, &[], 1).1),
        "Healed"
    );
    assert_eq!(
        named(&roll_face(d, TableId::Heal, &mccoy, &[], 2).1),
        "Not healed"
    );
    let two = Situation {
        patients: 2,
        ..mccoy.clone()
    };
    assert_eq!(
        named(&roll_face(d, TableId::Heal, &two, &[], 4).1),
        "Healed"
    );
    assert_eq!(
        named(&roll_face(d, TableId::Heal, &two, &[], 5).1),
        "Not healed"
    );
    let town = Situation {
        space: at("Trott"),
        present: ids(&["kirk"]),
        injured: ids(&["kirk"]),
        patients: 1,
        ..Situation::default()
    };
    assert_eq!(
        named(&roll_face(d, TableId::Heal, &town, &[], 7).1),
        "Healed"
    );
    assert_eq!(
        named(&roll_face(d, TableId::Heal, &town, &[], 8).1),
        "Not healed"
    );
    let crowd = Situation {
        patients: 2,
        ..town.clone()
    };
    assert!(illegal(d, TableId::Heal, &crowd).contains("McCoy or Goren"));
    let road = Situation {
        space: SpaceRef::of_kind(SpaceKind::Road),
        ..town.clone()
    };
    assert!(illegal(d, TableId::Heal, &road).contains("town or a cathedral"));
    let kit = Situation {
        medical_kit: true,
        ..mccoy.clone()
    };
    let prep = sw::prepare(d, TableId::Heal, &kit).unwrap();
    assert!(
        prep.automatic.is_some()
            && prep
                .notes
                .iter()
                .any(|n| n.to_string().contains("Witchcraft"))
    );
    let no_kit = Situation {
        medical_kit: true,
        ..town
    };
    assert!(illegal(d, TableId::Heal, &no_kit).contains("medical kit"));
    let hurt_doctor = Situation {
        injured: ids(&["kirk", "mccoy"]),
        patients: 2,
        ..mccoy
    };
    assert!(illegal(d, TableId::Heal, &hurt_doctor).contains("McCoy or Goren"));
}

// --- Odds and randomness ---

#[test]
fn odds_match_the_worked_sanctuary_example() {
    let d = data_with(&[("jink", Pers, 2)]);
    let s = Situation {
        space: SpaceRef::of_kind(SpaceKind::Town),
        actor: Some("jink".into()),
        witchcraft: 3,
        ..Situation::default()
    };
    let prep = sw::prepare(&d, TableId::Sanctuary, &s).unwrap();
    let odds: Vec<(Resolved, u8)> = sw::odds(&d, &prep)
        .into_iter()
        .map(|o| (o.result, o.faces))
        .collect();
    assert_eq!(
        odds,
        [
            (para(300), 1),
            (para(301), 2),
            (para(302), 3),
            (para(303), 3),
            (para(304), 1)
        ]
    );
}

/// For every table and a spread of modifier totals, the odds give each face to exactly the
/// result that rolling that face produces.
#[test]
fn odds_agree_with_rolling_each_face() {
    let d = SherwoodData::builtin().unwrap();
    for table in TableId::ALL {
        let chart = d.charts.get(table);
        for row in 0..chart.table.rows.len() {
            for total in -12..=12 {
                let prep = sw::Preparation {
                    table,
                    row,
                    modifiers: vec![modifier::Modifier::new("test", total)],
                    automatic: None,
                    notes: vec![],
                    takers: Vec::new(),
                };
                let odds = sw::odds(d, &prep);
                assert_eq!(odds.iter().map(|o| u32::from(o.faces)).sum::<u32>(), 10);
                let sum_p: f64 = odds.iter().map(|o| o.probability).sum();
                assert!((sum_p - 1.0).abs() < 1e-9);
                for face in 1..=10u8 {
                    let mut input =
                        DieInput::Physical([D10::from_face(i64::from(face)).unwrap()].into());
                    let out = sw::roll(d, &prep, &mut input).unwrap();
                    assert!(
                        odds.iter().any(|o| o.result == out.result),
                        "{table} row {row} total {total} face {face}"
                    );
                }
            }
        }
    }
}

#[test]
fn seeded_rolls_replay_exactly() {
    let d = data_with(&[("kirk", Raid, 2)]);
    let s = Situation {
        space: at("Trott"),
        actor: Some("kirk".into()),
        ..Situation::default()
    };
    let prep = sw::prepare(&d, TableId::Raid, &s).unwrap();
    let run = |seed| {
        let mut rng = GameRng::from_seed(seed);
        (0..50)
            .map(|_| {
                sw::roll(&d, &prep, &mut DieInput::Digital(&mut rng))
                    .unwrap()
                    .modified
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(run(99), run(99));
    assert_ne!(run(99), run(100));
}

#[test]
fn physical_mode_waits_for_the_die() {
    let d = data_with(&[("kirk", Raid, 2)]);
    let s = Situation {
        space: at("Trott"),
        actor: Some("kirk".into()),
        ..Situation::default()
    };
    let prep = sw::prepare(&d, TableId::Raid, &s).unwrap();
    assert!(sw::roll(&d, &prep, &mut DieInput::Physical(Default::default())).is_err());
}
