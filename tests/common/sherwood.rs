//! A Sherwood chart of our own for tests: the rulebook's printed cells, and every cell and
//! counter value it leaves unknown filled in by a fixed pattern (the Captain Black row for
//! people, the castle row for donations, a mild King's Men table). It is test data only:
//! the app never ships or guesses these values.
#![allow(clippy::indexing_slicing, clippy::expect_used, clippy::panic)]

use pnp_companion::games::sherwood::SherwoodData;
use pnp_companion::games::sherwood::TableId;
use pnp_companion::games::sherwood::persons::Stat;

/// The Recruiting pattern for a row the rulebook does not print (Captain Black's, without
/// his gold).
pub const RECRUIT_PATTERN: [&str; 7] = ["2I,F", "F", "F", "N", "R", "R", "R"];
pub const DONATIONS_PATTERN: [&str; 7] = ["all C", "all C", "2C,2I", "F", "N", "G", "G"];
pub const KINGS_MEN_PATTERN: [[&str; 10]; 3] = [
    ["N", "N", "N", "N", "N", "N", "N", "N", "MN", "MN"],
    ["N", "N", "N", "N", "N", "MN", "MN", "MN", "1I", "1C"],
    ["N", "N", "N", "MN", "MN", "MN", "1C", "1C", "1C,F", "all C"],
];

/// The builtin data with every unknown cell and counter value filled in.
pub fn chart_data() -> SherwoodData {
    let mut d = SherwoodData::builtin()
        .expect("the built-in data loads")
        .clone();
    fill(&mut d);
    d
}

pub fn fill(d: &mut SherwoodData) {
    for table in [TableId::Recruiting, TableId::Donations, TableId::KingsMen] {
        let chart = d.charts.get_mut(table);
        let rows = chart.table.rows.len();
        let bands = chart.table.bands.len();
        for r in 0..rows {
            for b in 0..bands {
                let known = chart.table.rows[r].cells[b].result.is_some();
                if known {
                    continue;
                }
                let text = match table {
                    TableId::Recruiting => RECRUIT_PATTERN[b],
                    TableId::Donations => DONATIONS_PATTERN[b],
                    _ => KINGS_MEN_PATTERN[r.min(2)][b],
                };
                chart
                    .set_cell(r, b, text)
                    .unwrap_or_else(|e| panic!("{table} row {r} band {b}: {e}"));
            }
        }
    }
    for p in d.roster.persons.iter_mut() {
        let (pers, raid, don) = match p.id.as_str() {
            "kirk" => (2, 3, 1),
            "spock" => (3, 1, 1),
            "mccoy" => (1, 1, 1),
            _ => (1, 1, 1),
        };
        for (stat, v) in [
            (Stat::Persuasiveness, pers),
            (Stat::Raid, raid),
            (Stat::Donations, don),
        ] {
            if p.value(stat).is_none() {
                p.set_value(stat, Some(v));
            }
        }
    }
}
