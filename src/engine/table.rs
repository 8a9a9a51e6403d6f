//! Charts: rows × die-roll bands, each cell a result of the game's own kind, with provenance.

use super::dice::D10;
use super::odds::Distribution;
use super::provenance::Provenance;
use super::range::{Bands, Clamp};
use serde::{Deserialize, Serialize};

/// How the printed chart lays out its die-roll bands, so that a cell can be named the way
/// the player will find it on paper.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BandAxis {
    /// Die-roll bands across the top (Recruiting, Donations).
    Columns,
    /// Die-roll bands down the left side (Raid, Flight, King's Men …).
    Rows,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Cell<R> {
    /// `None`: the rulebook does not give this cell and the player has not entered it.
    pub result: Option<R>,
    pub provenance: Provenance,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Row<R> {
    pub name: String,
    pub cells: Vec<Cell<R>>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Table<R> {
    pub name: String,
    pub bands: Bands,
    pub band_axis: BandAxis,
    pub rows: Vec<Row<R>>,
}

/// A cell named as it is printed: "read the cell in row X, column Y of your chart".
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CellRef {
    pub row: String,
    pub column: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lookup<'a, R> {
    pub row: usize,
    pub band: usize,
    pub clamp: Option<Clamp>,
    pub cell: &'a Cell<R>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    #[error("table '{table}', row '{row}': {found} cells for {expected} die-roll ranges")]
    RowWidth {
        table: String,
        row: String,
        found: usize,
        expected: usize,
    },
    #[error("table '{table}' has two rows named '{row}'")]
    DuplicateRow { table: String, row: String },
    #[error("table '{0}' has no rows")]
    NoRows(String),
}

impl<R> Table<R> {
    pub fn new(
        name: impl Into<String>,
        bands: Bands,
        band_axis: BandAxis,
        rows: Vec<Row<R>>,
    ) -> Result<Self, TableError> {
        let name = name.into();
        if rows.is_empty() {
            return Err(TableError::NoRows(name));
        }
        for (i, row) in rows.iter().enumerate() {
            if row.cells.len() != bands.len() {
                return Err(TableError::RowWidth {
                    table: name,
                    row: row.name.clone(),
                    found: row.cells.len(),
                    expected: bands.len(),
                });
            }
            if rows
                .iter()
                .take(i)
                .any(|r| r.name.eq_ignore_ascii_case(&row.name))
            {
                return Err(TableError::DuplicateRow {
                    table: name,
                    row: row.name.clone(),
                });
            }
        }
        Ok(Table {
            name,
            bands,
            band_axis,
            rows,
        })
    }

    pub fn row_index(&self, name: &str) -> Option<usize> {
        self.rows
            .iter()
            .position(|r| r.name.eq_ignore_ascii_case(name.trim()))
    }

    /// The cell a modified total reads in a row; `None` only for a row index out of range.
    pub fn lookup(&self, row: usize, total: i32) -> Option<Lookup<'_, R>> {
        let (band, clamp) = self.bands.locate(total);
        let cell = self.rows.get(row)?.cells.get(band)?;
        Some(Lookup {
            row,
            band,
            clamp,
            cell,
        })
    }

    /// The chart's own names for a cell.
    pub fn cell_ref(&self, row: usize, band: usize) -> CellRef {
        let row_name = self
            .rows
            .get(row)
            .map(|r| r.name.clone())
            .unwrap_or_default();
        let band_label = self
            .bands
            .as_slice()
            .get(band)
            .map(|b| b.label.clone())
            .unwrap_or_default();
        match self.band_axis {
            BandAxis::Columns => CellRef {
                row: row_name,
                column: band_label,
            },
            BandAxis::Rows => CellRef {
                row: band_label,
                column: row_name,
            },
        }
    }

    /// Which band each of the ten die faces lands in once `modifier` is added: exact odds.
    pub fn band_odds(&self, modifier: i32) -> Distribution<usize> {
        Distribution::from_cases(
            D10::all().map(|d| self.bands.locate(i32::from(d.value()) + modifier).0),
        )
    }

    pub fn unknown_cells(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.rows.iter().enumerate().flat_map(|(r, row)| {
            row.cells
                .iter()
                .enumerate()
                .filter(|(_, c)| c.result.is_none())
                .map(move |(b, _)| (r, b))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn known(v: u16) -> Cell<u16> {
        Cell {
            result: Some(v),
            provenance: Provenance::Rulebook,
        }
    }

    fn sample() -> Table<u16> {
        let bands = Bands::parse(&["1", "2-3", "4-6", "7-9", "10"]).unwrap();
        let cells = vec![
            known(200),
            known(201),
            Cell {
                result: None,
                provenance: Provenance::Unknown,
            },
            known(203),
            known(204),
        ];
        Table::new(
            "Horse Theft",
            bands,
            BandAxis::Rows,
            vec![Row {
                name: "Paragraph".into(),
                cells,
            }],
        )
        .unwrap()
    }

    #[test]
    fn lookup_reads_the_right_cell_and_clamps() {
        let t = sample();
        assert_eq!(t.lookup(0, 3).unwrap().cell.result, Some(201));
        assert_eq!(t.lookup(0, 13).unwrap().clamp, Some(Clamp::AboveHighest));
        assert_eq!(t.lookup(0, 13).unwrap().cell.result, Some(204));
        assert_eq!(t.lookup(0, -2).unwrap().cell.result, Some(200));
        assert!(t.lookup(1, 3).is_none());
    }

    #[test]
    fn cell_refs_follow_the_printed_layout() {
        let t = sample();
        assert_eq!(
            t.cell_ref(0, 2),
            CellRef {
                row: "4-6".into(),
                column: "Paragraph".into()
            }
        );
        assert_eq!(t.unknown_cells().collect::<Vec<_>>(), vec![(0, 2)]);
    }

    #[test]
    fn odds_count_faces_per_band() {
        let t = sample();
        let d = t.band_odds(0);
        assert_eq!(d.weight(&0), 1);
        assert_eq!(d.weight(&1), 2);
        assert_eq!(d.weight(&2), 3);
        assert_eq!(d.weight(&3), 3);
        assert_eq!(d.weight(&4), 1);
        let jaster = t.band_odds(3);
        assert_eq!(jaster.weight(&4), 4, "faces 7-10 all reach the top row");
    }

    #[test]
    fn malformed_tables_are_refused() {
        let bands = Bands::parse(&["1", "2"]).unwrap();
        let row = Row {
            name: "x".into(),
            cells: vec![known(1)],
        };
        assert!(matches!(
            Table::new("t", bands.clone(), BandAxis::Rows, vec![row]),
            Err(TableError::RowWidth { .. })
        ));
        assert!(matches!(
            Table::<u16>::new("t", bands.clone(), BandAxis::Rows, vec![]),
            Err(TableError::NoRows(_))
        ));
        let r = || Row {
            name: "Same".into(),
            cells: vec![known(1), known(2)],
        };
        assert!(matches!(
            Table::new("t", bands, BandAxis::Rows, vec![r(), r()]),
            Err(TableError::DuplicateRow { .. })
        ));
    }
}
