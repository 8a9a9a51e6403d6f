//! The Sherwood charts against the rulebook, cell by cell, and the data's own validity.

use crate::common;

use pnp_companion::engine::provenance::Provenance;
use pnp_companion::engine::table::CellRef;
use pnp_companion::games::sherwood::SherwoodData;
use pnp_companion::games::sherwood::paragraphs;
use pnp_companion::games::sherwood::persons::PersonKind;
use pnp_companion::games::sherwood::tables::{RowKey, SherwoodResult, SherwoodTable, TableId};

fn data() -> &'static SherwoodData {
    SherwoodData::builtin().expect("built-in data parses")
}

fn chart(id: TableId) -> &'static SherwoodTable {
    data().charts.get(id)
}

fn text(result: &SherwoodResult) -> String {
    match result {
        SherwoodResult::Paragraph(n) => n.to_string(),
        SherwoodResult::Code(c) => c.raw.clone(),
        SherwoodResult::Named(n) => n.clone(),
        SherwoodResult::SquadCode(c) => c.0.clone(),
    }
}

/// A row as printed: "?" for a cell the rulebook does not give.
fn row_texts(id: TableId, row: &str) -> Vec<String> {
    let t = &chart(id).table;
    let r = t
        .row_index(row)
        .unwrap_or_else(|| panic!("{id}: no row {row}"));
    t.rows[r]
        .cells
        .iter()
        .map(|c| c.result.as_ref().map_or("?".into(), text))
        .collect()
}

fn bands(id: TableId) -> Vec<String> {
    chart(id)
        .table
        .bands
        .as_slice()
        .iter()
        .map(|b| b.label.clone())
        .collect()
}

#[test]
fn recruiting_table_as_printed() {
    assert_eq!(
        bands(TableId::Recruiting),
        [
            "0 or less",
            "1-3",
            "4-6",
            "7-9",
            "10-12",
            "13-15",
            "16 or more"
        ]
    );
    assert_eq!(
        row_texts(TableId::Recruiting, "King's Men squads"),
        ["all C", "2C,F", "1I", "N", "R", "R", "R,M–"]
    );
    assert_eq!(
        row_texts(TableId::Recruiting, "Captain Black"),
        ["2I,F", "F", "F", "N", "R", "R", "R,G"]
    );
    assert_eq!(
        row_texts(TableId::Recruiting, "Marquis da Costa"),
        ["all C", "all C", "2C,F", "F", "N", "N", "?"]
    );
    assert_eq!(
        row_texts(TableId::Recruiting, "Bishop Norje"),
        ["?", "?", "2I,F", "?", "?", "?", "?"]
    );
}

#[test]
fn recruiting_has_a_row_for_every_recruitable_person_and_no_one_else() {
    let d = data();
    let t = chart(TableId::Recruiting);
    for p in &d.roster.persons {
        let recruitable = p.kind.is_some_and(PersonKind::is_recruitable);
        let has_row = t.key_row(&RowKey::Person(p.id.clone())).is_some();
        assert_eq!(recruitable, has_row, "{}", p.name);
    }
    assert!(t.key_row(&RowKey::KingsMen).is_some());
    for id in ["kirk", "spock", "mccoy", "uhura", "mbele", "goren"] {
        assert!(
            t.key_row(&RowKey::Person(id.into())).is_none(),
            "{id} is crew"
        );
    }
    // Rows the rulebook does not print are entirely unknown.
    let tomas = t.table.row_index("Archbishop Tomas").unwrap();
    assert!(
        t.table.rows[tomas]
            .cells
            .iter()
            .all(|c| c.result.is_none() && c.provenance == Provenance::Unknown)
    );
}

#[test]
fn donations_table_as_printed() {
    assert_eq!(
        bands(TableId::Donations),
        ["0 or less", "1-2", "3-4", "5-7", "8-9", "10-11", "12+"]
    );
    assert_eq!(
        row_texts(TableId::Donations, "Bridge/Ford"),
        ["M+,all C", "all C", "2C,F", "N*", "GD,1I", "GD", "GD"]
    );
    assert_eq!(
        row_texts(TableId::Donations, "Castle"),
        ["all C", "all C", "2C,2I", "F", "N", "GD*", "GD,M–"]
    );
    assert_eq!(
        row_texts(TableId::Donations, "Cathedral"),
        ["F", "F", "N", "N", "G", "G", "G half"]
    );
    for unknown_row in ["Town", "Road", "Forest", "Royal Palace"] {
        assert!(
            row_texts(TableId::Donations, unknown_row)
                .iter()
                .all(|c| c == "?"),
            "{unknown_row}"
        );
    }
}

#[test]
fn raid_table_printed_and_inferred() {
    let t = &chart(TableId::Raid).table;
    let cells = &t.rows[0].cells;
    let expected: Vec<String> = (99..=117).map(|n: u16| n.to_string()).collect();
    assert_eq!(row_texts(TableId::Raid, "Paragraph"), expected);
    for (i, band) in t.bands.as_slice().iter().enumerate() {
        let inferred = band.low.is_some_and(|l| l >= 11);
        let want = if inferred {
            Provenance::Inferred
        } else {
            Provenance::Rulebook
        };
        assert_eq!(cells[i].provenance, want, "band {}", band.label);
    }
    // -1 or less -> 99, 0 -> 100 … 10 -> 110, 17 or more -> 117.
    for (total, para) in [
        (-9, 99),
        (-1, 99),
        (0, 100),
        (5, 105),
        (10, 110),
        (11, 111),
        (16, 116),
        (17, 117),
        (30, 117),
    ] {
        let l = t.lookup(0, total).unwrap();
        assert_eq!(
            l.cell.result,
            Some(SherwoodResult::Paragraph(para)),
            "total {total}"
        );
        assert_eq!(l.clamp, None);
    }
}

#[test]
fn horse_theft_sanctuary_flight_fealty_as_printed() {
    assert_eq!(bands(TableId::HorseTheft), ["1", "2-3", "4-6", "7-9", "10"]);
    assert_eq!(
        row_texts(TableId::HorseTheft, "Paragraph"),
        ["200", "201", "202", "203", "204"]
    );
    assert_eq!(
        bands(TableId::Sanctuary),
        ["0 or less", "1-2", "3-5", "6-8", "9 +"]
    );
    assert_eq!(
        row_texts(TableId::Sanctuary, "Paragraph"),
        ["300", "301", "302", "303", "304"]
    );
    assert_eq!(
        bands(TableId::Flight),
        ["0 or less", "1-2", "3-4", "5-6", "7-8", "9 +"]
    );
    assert_eq!(
        row_texts(TableId::Flight, "Paragraph"),
        ["400", "401", "402", "403", "404", "405"]
    );
    assert_eq!(bands(TableId::Fealty), ["0 or less", "1-4", "5-8", "9 +"]);
    assert_eq!(
        row_texts(TableId::Fealty, "Result"),
        ["Open Rebellion", "Defy", "Delay", "Swear Fealty"]
    );
}

#[test]
fn range_boundaries_read_the_right_cell() {
    let cases: [(TableId, &str, i32, &str); 14] = [
        (TableId::Recruiting, "Captain Black", 0, "2I,F"),
        (TableId::Recruiting, "Captain Black", 1, "F"),
        (TableId::Recruiting, "Captain Black", 3, "F"),
        (TableId::Recruiting, "Captain Black", 9, "N"),
        (TableId::Recruiting, "Captain Black", 10, "R"),
        (TableId::Recruiting, "Captain Black", 15, "R"),
        (TableId::Recruiting, "Captain Black", 16, "R,G"),
        (TableId::Donations, "Cathedral", 2, "F"),
        (TableId::Donations, "Cathedral", 3, "N"),
        (TableId::Donations, "Cathedral", 11, "G"),
        (TableId::Donations, "Cathedral", 12, "G half"),
        (TableId::Sanctuary, "Paragraph", 5, "302"),
        (TableId::Sanctuary, "Paragraph", 6, "303"),
        (TableId::Fealty, "Result", 9, "Swear Fealty"),
    ];
    for (id, row, total, want) in cases {
        let t = &chart(id).table;
        let r = t.row_index(row).unwrap();
        let got = t.lookup(r, total).unwrap().cell.result.as_ref().map(text);
        assert_eq!(got.as_deref(), Some(want), "{id} {row} total {total}");
    }
}

#[test]
fn kings_men_table_is_entirely_the_players() {
    let c = chart(TableId::KingsMen);
    let names: Vec<&str> = c.table.rows.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names, ["Patrol", "Search", "Seize"]);
    assert_eq!(c.table.bands.len(), 10);
    assert_eq!(c.table.unknown_cells().count(), 30);
    assert_eq!(
        c.table.cell_ref(1, 2),
        CellRef {
            row: "3".into(),
            column: "Search".into()
        }
    );
}

#[test]
fn heal_rule_as_a_table() {
    // One person: 7 or less. Two with McCoy or Goren: 4 or less. Three: a 1.
    let t = &chart(TableId::Heal).table;
    for (row, best) in [(0usize, 7), (1, 4), (2, 1)] {
        for face in 1..=10 {
            let healed = t.lookup(row, face).unwrap().cell.result
                == Some(SherwoodResult::Named("Healed".into()));
            assert_eq!(healed, face <= best, "row {row} face {face}");
        }
    }
}

#[test]
fn every_paragraph_a_table_names_exists() {
    for c in data().charts.iter() {
        for row in &c.table.rows {
            for cell in &row.cells {
                if let Some(SherwoodResult::Paragraph(n)) = cell.result {
                    assert!(paragraphs::exists(n), "{}: paragraph {n}", c.id);
                }
            }
        }
    }
}

#[test]
fn every_named_result_has_a_meaning_and_every_row_has_a_key() {
    for c in data().charts.iter() {
        assert_eq!(c.keys.len(), c.table.rows.len());
        for row in &c.table.rows {
            for cell in &row.cells {
                if let Some(SherwoodResult::Named(n)) = &cell.result {
                    assert!(
                        c.meanings
                            .iter()
                            .any(|(m, text)| m == n && !text.is_empty()),
                        "{n}"
                    );
                }
                assert_eq!(
                    cell.result.is_none(),
                    cell.provenance == Provenance::Unknown
                );
            }
        }
    }
}

#[test]
fn every_person_with_a_paragraph_has_one_the_rulebook_has() {
    let d = data();
    let mut seen = std::collections::HashSet::new();
    for p in &d.roster.persons {
        assert!(seen.insert(p.id.clone()), "duplicate id {}", p.id);
        if let Some(n) = p.paragraph {
            assert!(paragraphs::exists(n) && n < 99, "{}: {n}", p.name);
        }
        if let Some(home) = &p.home {
            assert!(d.spaces.find(home).is_some(), "{}'s home {home}", p.name);
        }
    }
    // Paragraphs 10-14, 20-21, 30-34, 40-44 and 50-72 are all persons.
    for n in paragraphs::all().filter(|&n| n < 99) {
        assert!(
            d.roster.persons.iter().any(|p| p.paragraph == Some(n)),
            "no person for {n}"
        );
    }
    // The only printed value in the rulebook.
    assert_eq!(
        d.roster.get("da-costa").and_then(|p| p.persuasiveness),
        Some(-2)
    );
    let known: usize = d
        .roster
        .persons
        .iter()
        .map(|p| {
            [p.persuasiveness, p.raid, p.donations]
                .iter()
                .flatten()
                .count()
        })
        .sum();
    assert_eq!(known, 1, "no counter value may be invented");
}

#[test]
fn six_towns_five_castles_one_palace() {
    use pnp_companion::games::sherwood::spaces::SpaceKind;
    let d = data();
    let count = |k| d.spaces.spaces.iter().filter(|s| s.kind == k).count();
    assert_eq!(count(SpaceKind::Town), 6);
    assert_eq!(count(SpaceKind::Castle), 5);
    assert_eq!(count(SpaceKind::RoyalPalace), 1);
}

/// Reads the rulebook's printed charts (markdown rows) and checks each of our known cells
/// against them, so a typo in the data file cannot hide.
#[test]
fn charts_match_the_rulebook_text() {
    let Some(book) = common::rulebook("sherwood-syndrome.txt") else {
        return;
    };
    let printed_row = |label: &str| -> Vec<String> {
        let prefix = format!("| {label} |");
        let line = book
            .lines()
            .find(|l| l.starts_with(&prefix))
            .unwrap_or_else(|| panic!("rulebook row {label}"));
        line.trim_matches('|')
            .split('|')
            .skip(1)
            .map(|c| c.trim().to_string())
            .collect()
    };
    for (id, row, label) in [
        (
            TableId::Recruiting,
            "King's Men squads",
            "King's Men squads",
        ),
        (TableId::Recruiting, "Captain Black", "Captain Black"),
        (TableId::Recruiting, "Marquis da Costa", "Marquis da Costa"),
        (TableId::Donations, "Bridge/Ford", "Bridge/Ford"),
        (TableId::Donations, "Castle", "Castle"),
        (TableId::Donations, "Cathedral", "Cathedral"),
    ] {
        let ours = row_texts(id, row);
        let printed = printed_row(label);
        for (i, cell) in printed.iter().enumerate() {
            assert_eq!(&ours[i], cell, "{id} {row} cell {i}");
        }
        // Where the printed row is short, the rest is unknown.
        assert!(ours[printed.len()..].iter().all(|c| c == "?"), "{row}");
    }
    // Single-column tables: "| 2-3 | 201 |" rows, in order, under each table's heading.
    for (id, heading) in [
        (TableId::Raid, "Raid Table"),
        (TableId::HorseTheft, "Horse Theft Table"),
        (TableId::Sanctuary, "Sanctuary Table"),
        (TableId::Flight, "Flight Table"),
        (TableId::Fealty, "Fealty Table"),
    ] {
        let start = book
            .find(&format!("\n{heading}\n"))
            .unwrap_or_else(|| panic!("{heading}"));
        let body = &book[start..];
        let t = &chart(id).table;
        let rows: Vec<(String, String)> = body
            .lines()
            .skip(4)
            .take_while(|l| l.starts_with('|'))
            .filter_map(|l| {
                let cells: Vec<&str> = l.trim_matches('|').split('|').map(str::trim).collect();
                match cells.as_slice() {
                    [band, result] => Some((band.to_string(), result.to_string())),
                    _ => None, // the Raid Table's broken-off "| 11 |"
                }
            })
            .collect();
        assert!(rows.len() >= 4, "{heading}: {rows:?}");
        for (i, (band, result)) in rows.iter().enumerate() {
            assert_eq!(&t.bands.as_slice()[i].label, band, "{heading} band {i}");
            assert_eq!(
                t.rows[0].cells[i].result.as_ref().map(text).as_deref(),
                Some(result.as_str()),
                "{heading} {band}"
            );
            assert_eq!(t.rows[0].cells[i].provenance, Provenance::Rulebook);
        }
    }
}

#[test]
fn every_paragraph_number_is_in_the_rulebook() {
    let Some(book) = common::rulebook("sherwood-syndrome.txt") else {
        return;
    };
    for n in paragraphs::all() {
        let found = book
            .lines()
            .any(|l| l.strip_prefix(&format!("{n} ")).is_some());
        assert!(found, "paragraph {n} not found in the rulebook");
    }
}

/// A player's cell is only what the cell picker builds (issue 63): a whole result the chart
/// offers, or its parts joined with commas; a code the legend could read but no chart
/// prints ("XYZ") is refused where it is entered, and nothing is kept.
#[test]
fn a_cell_is_only_what_the_picker_builds() {
    let data = SherwoodData::builtin().unwrap();
    let kings_men = data.charts.get(TableId::KingsMen);
    let parts = kings_men.code_parts();
    let offered: Vec<&str> = parts.iter().copied().filter(|p| *p != "*").collect();
    assert!(offered.len() >= 2, "{offered:?}");
    assert!(kings_men.buildable(offered[0]));
    assert!(kings_men.buildable(&format!("{},{}", offered[0], offered[1])));
    assert!(!kings_men.buildable("XYZ"));
    assert!(!kings_men.buildable(&format!("{},XYZ", offered[0])));
    assert!(!kings_men.buildable(""));
    let fealty = data.charts.get(TableId::Fealty);
    assert!(fealty.buildable("Defy"));
    assert!(!fealty.buildable("Maybe"));

    let mut user = pnp_companion::store::user_data::UserData::default();
    let (row, column) = first_cell_a_player_fills(data, TableId::KingsMen);
    assert!(
        user.set_cell(data, TableId::KingsMen, &row, &column, "XYZ")
            .is_err()
    );
    assert!(user.cells.is_empty(), "nothing kept");
    user.set_cell(data, TableId::KingsMen, &row, &column, offered[0])
        .unwrap();
    assert_eq!(user.cells.len(), 1);
}

/// A King's Men cell the rulebook does not print: the player fills it from their chart.
fn first_cell_a_player_fills(data: &SherwoodData, table: TableId) -> (String, String) {
    let chart = data.charts.get(table);
    for (r, row) in chart.table.rows.iter().enumerate() {
        for (b, cell) in row.cells.iter().enumerate() {
            if cell.provenance != Provenance::Rulebook {
                let at = chart.table.cell_ref(r, b);
                return (at.row, at.column);
            }
        }
    }
    panic!("every cell is printed");
}
