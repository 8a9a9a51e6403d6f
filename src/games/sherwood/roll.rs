//! Rolling on a chart: the die, the itemised modifiers, the cell it lands on, and the
//! exact odds of every result before the die is cast.

use super::codes::CodePart;
use super::data::SherwoodData;
use super::prepare::Preparation;
use super::tables::{SherwoodResult, SherwoodTable, TableId};
use crate::engine::dice::{DieInput, DieRoll};
use crate::engine::modifier::{self, Modifier};
use crate::engine::provenance::Provenance;
use crate::engine::range::Clamp;
use crate::engine::table::CellRef;
use crate::engine::words::Words;
use serde::Serialize;

/// A result as the player needs to see it.
/// Serialised as one small object whose key says what it is: `{"paragraph": 302}`,
/// `{"code": "2I,F", "meaning": …}`, `{"named": "Defy", "meaning": …}`,
/// `{"automatic": …}` or `{"unknown": {"row": …, "column": …}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Resolved {
    Paragraph {
        paragraph: u16,
    },
    Code {
        code: String,
        meaning: Words,
    },
    Named {
        named: String,
        meaning: Words,
    },
    Automatic {
        automatic: Words,
    },
    /// The cell is not known yet: the player reads it off their own chart.
    Unknown {
        unknown: CellRef,
    },
}

impl Resolved {
    pub fn describe(&self) -> Words {
        match self {
            Resolved::Paragraph { paragraph: n } => {
                crate::words!("swr-roll-read-paragraph", n = *n)
            }
            Resolved::Code { code, meaning } => {
                crate::words!(
                    "swr-roll-code-means",
                    code = code.as_str(),
                    meaning = meaning
                )
            }
            Resolved::Named { named, meaning } => {
                crate::words!(
                    "swr-roll-code-means",
                    code = named.as_str(),
                    meaning = meaning
                )
            }
            Resolved::Automatic { automatic: text } => text.clone(),
            Resolved::Unknown { unknown: cell } => crate::words!(
                "swr-roll-not-known",
                row = cell.row.as_str(),
                column = cell.column.as_str()
            ),
        }
    }

    /// Short form for odds lists.
    pub fn short(&self) -> Words {
        match self {
            Resolved::Paragraph { paragraph: n } => Words::text(n.to_string()),
            Resolved::Code { code, .. } => Words::text(code),
            Resolved::Named { named, .. } => Words::text(named),
            Resolved::Automatic { .. } => crate::words!("swr-roll-automatic"),
            Resolved::Unknown { unknown: cell } => crate::words!(
                "swr-roll-unknown-short",
                row = cell.row.as_str(),
                column = cell.column.as_str()
            ),
        }
    }
}

/// A die rolled (or entered) after a result asks for one, such as "G half".
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FollowUp {
    pub reason: Words,
    /// `None` in physical mode until the player enters the die.
    pub roll: Option<DieRoll>,
    pub gold: Option<u8>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RollOutcome {
    pub table: TableId,
    pub table_name: String,
    pub row: String,
    /// `None` when the result is automatic, or when the player has not entered a die yet.
    pub roll: Option<DieRoll>,
    pub modifiers: Vec<Modifier>,
    pub modified: Option<i32>,
    pub result: Resolved,
    pub provenance: Provenance,
    /// Set when the total fell off a closed end of the chart and read the end row.
    pub clamp: Option<Clamp>,
    pub follow_up: Option<FollowUp>,
    pub notes: Vec<Words>,
    /// The cell read (row, band), when it is one the player may correct: an inferred one.
    #[serde(skip)]
    pub correctable: Option<(usize, usize)>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct OddsLine {
    pub result: Resolved,
    /// Faces of the ten that give this result.
    pub faces: u8,
    pub probability: f64,
}

pub fn resolve_cell(chart: &SherwoodTable, row: usize, band: usize) -> (Resolved, Provenance) {
    let cell = chart.table.rows.get(row).and_then(|r| r.cells.get(band));
    let provenance = cell.map_or(Provenance::Unknown, |c| c.provenance);
    let resolved = match cell.and_then(|c| c.result.as_ref()) {
        None => Resolved::Unknown {
            unknown: chart.table.cell_ref(row, band),
        },
        Some(SherwoodResult::Paragraph(n)) => Resolved::Paragraph { paragraph: *n },
        Some(SherwoodResult::Code(code)) => Resolved::Code {
            code: code.raw.clone(),
            meaning: code.meaning(),
        },
        Some(SherwoodResult::SquadCode(code)) => Resolved::Code {
            code: code.0.clone(),
            meaning: code.meaning(),
        },
        Some(SherwoodResult::Named(name)) => Resolved::Named {
            named: name.clone(),
            meaning: chart
                .meanings
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, m)| Words::text(m))
                .unwrap_or_default(),
        },
    };
    (resolved, provenance)
}

fn clamp_note(clamp: Clamp, total: i32, chart: &SherwoodTable) -> Words {
    let total = super::words::number(total);
    let table = chart.table.name.as_str();
    match clamp {
        Clamp::BelowLowest => crate::words!("swr-roll-below-lowest", total = total, table = table),
        Clamp::AboveHighest => {
            crate::words!("swr-roll-above-highest", total = total, table = table)
        }
    }
}

/// A result read from a cell the rulebook does not print: said, with the reason, and where
/// to correct it.
pub fn inferred_note(chart: &SherwoodTable, row: usize, band: usize) -> Words {
    let cell = chart.table.cell_ref(row, band);
    let why = chart
        .inferred
        .as_ref()
        .map_or_else(|| crate::words!("swr-roll-inferred-why"), Words::text);
    crate::words!(
        "swr-roll-inferred",
        row = cell.row.as_str(),
        column = cell.column.as_str(),
        table = chart.table.name.as_str(),
        why = why
    )
}

/// Physical mode without the player's die yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::words!("swr-awaiting-die"))]
pub struct AwaitingDie;

/// Rolls (or takes the player's die) and reads the chart. With an automatic preparation
/// no die is used.
pub fn roll(
    data: &SherwoodData,
    prep: &Preparation,
    input: &mut DieInput<'_>,
) -> Result<RollOutcome, AwaitingDie> {
    let chart = data.charts.get(prep.table);
    let row_name = chart
        .table
        .rows
        .get(prep.row)
        .map(|r| r.name.clone())
        .unwrap_or_default();
    let mut outcome = RollOutcome {
        table: prep.table,
        table_name: chart.table.name.clone(),
        row: row_name,
        roll: None,
        modifiers: prep.modifiers.clone(),
        modified: None,
        result: Resolved::Automatic {
            automatic: prep.automatic.clone().unwrap_or_default(),
        },
        provenance: Provenance::Rulebook,
        clamp: None,
        follow_up: None,
        notes: prep.notes.clone(),
        correctable: None,
    };
    if prep.automatic.is_some() {
        return Ok(outcome);
    }
    let die = input.next_die().ok_or(AwaitingDie)?;
    let total = i32::from(die.value.value()) + modifier::total(&prep.modifiers);
    outcome.roll = Some(die);
    outcome.modified = Some(total);
    let (band, clamp) = chart.table.bands.locate(total);
    let (result, provenance) = resolve_cell(chart, prep.row, band);
    outcome.result = result;
    outcome.provenance = provenance;
    outcome.clamp = clamp;
    if let Some(c) = clamp {
        outcome.notes.push(clamp_note(c, total, chart));
    }
    if provenance == Provenance::Inferred {
        outcome.notes.push(inferred_note(chart, prep.row, band));
        outcome.correctable = Some((prep.row, band));
    }
    let needs_half_die = matches!(
        chart.table.rows.get(prep.row).and_then(|r| r.cells.get(band)).and_then(|c| c.result.as_ref()),
        Some(SherwoodResult::Code(code)) if code.has(&CodePart::HalfDieGold)
    );
    if needs_half_die {
        let follow = input.next_die();
        outcome.follow_up = Some(FollowUp {
            reason: crate::words!("swr-roll-half-die"),
            gold: follow.map(|d| d.value.value() / 2),
            roll: follow,
        });
    }
    Ok(outcome)
}

/// The exact probability of each result of the prepared roll (ten equally likely faces).
pub fn odds(data: &SherwoodData, prep: &Preparation) -> Vec<OddsLine> {
    let chart = data.charts.get(prep.table);
    if let Some(text) = &prep.automatic {
        return vec![OddsLine {
            result: Resolved::Automatic {
                automatic: text.clone(),
            },
            faces: 10,
            probability: 1.0,
        }];
    }
    let by_band = chart.table.band_odds(modifier::total(&prep.modifiers));
    let by_result = by_band.map(|&band| resolve_cell(chart, prep.row, band).0);
    by_result
        .outcomes()
        .iter()
        .map(|(result, faces)| OddsLine {
            result: result.clone(),
            faces: u8::try_from(*faces).unwrap_or(u8::MAX),
            probability: *faces as f64 / by_result.total() as f64,
        })
        .collect()
}
