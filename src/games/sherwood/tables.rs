//! The Sherwood Syndrome's charts, loaded from `data/tables.toml` into engine tables.

use super::codes::{CodeError, ResultCode, SquadCode};
use super::paragraph_number::ParagraphNumber;
use super::person_id::PersonId;
use super::persons::Roster;
use super::situation::RoyalOrders;
use super::spaces::SpaceKind;
use crate::engine::keyword::keyword_enum;
use crate::engine::provenance::Provenance;
use crate::engine::range::{BandError, Bands};
use crate::engine::table::{BandAxis, Cell, Row, Table, TableError};
use crate::games::data_text::DataText;
use serde::{Deserialize, Serialize};

keyword_enum! {
    pub enum TableId as id, prepare without_table {
        Recruiting = "recruiting" | "recruit" => "swr-table-recruiting",
        Donations = "donations" | "donation" => "swr-table-donations",
        Raid = "raid" => "swr-table-raid",
        HorseTheft = "horse-theft" | "horses" | "horse" => "swr-table-horse-theft",
        Sanctuary = "sanctuary" => "swr-table-sanctuary",
        Flight = "flight" => "swr-table-flight",
        Fealty = "fealty" => "swr-table-fealty",
        KingsMen = "kings-men" | "kingsmen" => "swr-table-kings-men",
        Heal = "heal" | "healing" => "swr-table-heal",
    }
}
keyword_enum!(@from_str TableId, "swr-word-no-table");
keyword_enum!(@display TableId id);

/// "Raid Table" names the Raid table too.
fn without_table(word: &str) -> &str {
    word.strip_suffix("-table").unwrap_or(word)
}

/// What a cell of a Sherwood chart holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum SherwoodResult {
    Paragraph(u16),
    Code(ResultCode),
    Named(String),
    SquadCode(SquadCode),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ResultKind {
    Paragraph,
    Code,
    Named,
    SquadCode,
}

/// What selects a row when rolling.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum RowKey {
    /// A one-row table (Raid, Flight …).
    Only,
    Person(PersonId),
    KingsMen,
    SpaceKind(SpaceKind),
    Orders(RoyalOrders),
    Patients(u8),
    /// A row the player added, named as on their own chart.
    Custom,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SherwoodTable {
    pub id: TableId,
    pub results: ResultKind,
    pub table: Table<SherwoodResult>,
    pub keys: Vec<RowKey>,
    /// What each named result means, in our words.
    pub meanings: Vec<(String, String)>,
    /// Why the chart's inferred cells read as they do (said with every result read from one).
    pub inferred: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableDataError {
    #[error("{}", crate::words!("swr-tabledata-toml", why = .0.as_str()))]
    Toml(String),
    #[error("{}", crate::words!("swr-tabledata-bands", table = table.id(), why = source.to_string()))]
    Bands { table: TableId, source: BandError },
    #[error(transparent)]
    Shape(#[from] TableError),
    #[error("{}", crate::words!("swr-tabledata-code", table = table.id(), row = row.as_str(), why = source.to_string()))]
    Code {
        table: TableId,
        row: String,
        source: CodeError,
    },
    #[error("{}", crate::words!("swr-tabledata-no-paragraph", table = table.id(), row = row.as_str(), cell = cell.as_str()))]
    NoSuchParagraph {
        table: TableId,
        row: String,
        cell: String,
    },
    #[error("{}", crate::words!("swr-tabledata-no-meaning", table = table.id(), row = row.as_str(), cell = cell.as_str()))]
    NoMeaning {
        table: TableId,
        row: String,
        cell: String,
    },
    #[error("{}", crate::words!("swr-tabledata-no-person", table = table.id(), person = person.as_str()))]
    NoSuchPerson { table: TableId, person: String },
    #[error("{}", crate::words!("swr-tabledata-nameless", table = table.id()))]
    Nameless { table: TableId },
    #[error("{}", crate::words!("swr-tabledata-set", table = .0.id()))]
    TableSet(TableId),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    table: Vec<RawTable>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTable {
    id: TableId,
    name: String,
    bands_are: BandAxis,
    results: ResultKind,
    bands: Vec<String>,
    row: Vec<RawRow>,
    #[serde(default)]
    meaning: Vec<RawMeaning>,
    /// Why the inferred cells read as they do.
    #[serde(default)]
    inferred: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMeaning {
    result: String,
    text: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRow {
    name: Option<String>,
    person: Option<String>,
    #[serde(default)]
    kings_men: bool,
    space_kind: Option<SpaceKind>,
    orders: Option<RoyalOrders>,
    patients: Option<u8>,
    cells: Option<Vec<RawCell>>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum RawCell {
    Plain(String),
    Full {
        result: String,
        provenance: Provenance,
    },
}

const UNKNOWN_CELL: &str = "?";

impl SherwoodTable {
    /// Parses what a cell of this table may hold (a paragraph number, a code, a named
    /// result), as the data file or a player would write it.
    pub fn parse_result(&self, text: &str) -> Result<SherwoodResult, CellTextError> {
        parse_result(self.results, text, &self.meanings)
    }

    pub fn key_row(&self, key: &RowKey) -> Option<usize> {
        self.keys.iter().position(|k| k == key)
    }

    /// Whether `code` is a cell the picker can build ([`Self::entry_choices`]): one of the
    /// whole results, or parts it offers joined with commas (a trailing "*" where it offers
    /// that). A code the chart's legend merely could read ("XYZ") is not one.
    pub fn buildable(&self, code: &str) -> bool {
        let code = code.trim();
        let same = |a: &str, b: &str| {
            let norm = |s: &str| s.trim().to_lowercase().replace('-', "\u{2013}");
            norm(a) == norm(b)
        };
        match self.entry_choices() {
            EntryChoices::Whole(choices) => choices.iter().any(|c| same(c, code)),
            EntryChoices::Parts(parts) => {
                let (body, star) = match code.strip_suffix('*') {
                    Some(body) => (body, true),
                    None => (code, false),
                };
                (!star || parts.iter().any(|p| p == "*"))
                    && !body.trim().is_empty()
                    && body
                        .split(',')
                        .all(|part| parts.iter().any(|p| p != "*" && same(p, part)))
            }
        }
    }

    /// What a cell of this chart can hold, to pick by taps: whole results (a paragraph
    /// number, a named result), or the parts a code is made of ("2C", "F" make "2C,F").
    pub fn entry_choices(&self) -> EntryChoices {
        match self.results {
            ResultKind::Paragraph => {
                let mut numbers: Vec<u16> = self
                    .table
                    .rows
                    .iter()
                    .flat_map(|r| r.cells.iter())
                    .filter_map(|c| match &c.result {
                        Some(SherwoodResult::Paragraph(n)) => Some(*n),
                        _ => None,
                    })
                    .collect();
                numbers.sort_unstable();
                numbers.dedup();
                EntryChoices::Whole(numbers.iter().map(u16::to_string).collect())
            }
            ResultKind::Named => {
                EntryChoices::Whole(self.meanings.iter().map(|(n, _)| n.clone()).collect())
            }
            ResultKind::Code | ResultKind::SquadCode => {
                EntryChoices::Parts(self.code_parts().into_iter().map(String::from).collect())
            }
        }
    }

    /// The parts the cell picker offers for this chart's codes, each one the app applies
    /// when a roll lands on it (issue 45). King's Men cells: MN (12.3) and the codes that
    /// touch the people or the tracks where the squad stands (D-22); no recruit, gold or
    /// legend-only symbol, which a squad's roll has no reading for. Recruiting: no GD and no
    /// "*", which the Recruiting Table never prints; Donations: no R (nobody is recruited
    /// by asking for donations), but GD and "*", which its printed rows hold (their effect
    /// is asked for from the player's legend when a roll lands on one).
    pub fn code_parts(&self) -> Vec<&'static str> {
        const HARM_AND_TRACKS: [&str; 11] = [
            "F",
            "1C",
            "2C",
            "all C",
            "1I",
            "2I",
            "all I",
            "M+",
            "M\u{2013}",
            "W+",
            "W\u{2013}",
        ];
        let mut parts: Vec<&'static str> = match self.id {
            TableId::KingsMen => vec!["MN", "N"],
            TableId::Recruiting => vec!["N", "R", "G", "G half"],
            TableId::Donations => vec!["N", "G", "G half", "GD"],
            _ => return Vec::new(),
        };
        parts.extend(HARM_AND_TRACKS);
        if self.id == TableId::Donations {
            parts.push("*");
        }
        parts
    }

    /// Whether the picker offers `part` for the code entered so far: a part of this chart
    /// that is not there yet and goes with those that are (one count of captured, one of
    /// injured, one change to each track, one kind of gold, N alone, "*" once after some
    /// part). A code typed with parts the picker does not know takes any part at its end.
    pub fn part_offered(&self, code: &str, part: &str) -> bool {
        if !self.code_parts().contains(&part) {
            return false;
        }
        let Some((present, star)) = known_parts(code) else {
            return true;
        };
        if part == "*" {
            return !star && !present.is_empty();
        }
        let nothing = part_group("N");
        !present
            .iter()
            .any(|p| part_group(p) == part_group(part) || part_group(p) == nothing)
            && (part_group(part) != nothing || present.is_empty())
    }

    /// Fills in (or corrects) a cell from the player's own chart.
    pub fn set_cell(&mut self, row: usize, band: usize, text: &str) -> Result<(), CellTextError> {
        let result = self.parse_result(text)?;
        let cell = self
            .table
            .rows
            .get_mut(row)
            .and_then(|r| r.cells.get_mut(band))
            .ok_or(CellTextError::NoSuchCell)?;
        // Only what the rulebook prints is fixed; an inferred cell is the player's to correct.
        if cell.provenance == Provenance::Rulebook {
            return Err(CellTextError::PrintedInRulebook);
        }
        *cell = Cell {
            result: Some(result),
            provenance: Provenance::Player,
        };
        Ok(())
    }

    /// Adds a row named as on the player's chart (e.g. a kind of space the rulebook does
    /// not list); all its cells start unknown.
    pub fn add_custom_row(&mut self, name: &str) -> Result<usize, CellTextError> {
        let name = name.trim();
        if name.is_empty() || name.chars().count() > 60 {
            return Err(CellTextError::BadRowName);
        }
        if self.table.row_index(name).is_some() {
            return Err(CellTextError::RowExists(name.to_string()));
        }
        self.table.rows.push(Row {
            name: name.to_string(),
            cells: unknown_cells(self.table.bands.len()),
        });
        self.keys.push(RowKey::Custom);
        Ok(self.table.rows.len() - 1)
    }
}

/// How a chart cell is picked by taps (see `SherwoodTable::entry_choices`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EntryChoices {
    /// One of these, whole.
    Whole(Vec<String>),
    /// Parts joined with commas; "*" marks the part before it.
    Parts(Vec<String>),
}

/// The parts of a chart code in the order the app writes them, whatever order they were
/// tapped in. Every printed cell reads in this order ("R,M–", "R,G", "M+,all C", "GD,M–",
/// "GD,1I", "2C,2I", "2I,F"), so a cell built by taps reads as the chart prints it.
const PART_ORDER: [&str; 17] = [
    "MN",
    "N",
    "R",
    "G",
    "G half",
    "GD",
    "M+",
    "M\u{2013}",
    "W+",
    "W\u{2013}",
    "1C",
    "2C",
    "all C",
    "1I",
    "2I",
    "all I",
    "F",
];

/// Parts that exclude one another share a group: one kind of gold, one change to each
/// track, one count of captured and one of injured; N (nothing) excludes every other part.
fn part_group(part: &str) -> usize {
    match part {
        "MN" => 0,
        "N" => 1,
        "R" => 2,
        "G" | "G half" | "GD" => 3,
        "M+" | "M\u{2013}" => 4,
        "W+" | "W\u{2013}" => 5,
        "1C" | "2C" | "all C" => 6,
        "1I" | "2I" | "all I" => 7,
        "F" => 8,
        _ => 9,
    }
}

/// The picker's parts in a code (minus signs read alike), and whether it ends with "*";
/// `None` when some part is not one the picker builds (a code typed by hand).
fn known_parts(code: &str) -> Option<(Vec<&'static str>, bool)> {
    let code = code.trim();
    let (body, star) = match code.strip_suffix('*') {
        Some(b) => (b.trim_end(), true),
        None => (code, false),
    };
    if body.is_empty() {
        return Some((Vec::new(), star));
    }
    body.split(',')
        .map(|token| {
            let token = token.trim().replace(['-', '\u{2212}'], "\u{2013}");
            PART_ORDER.iter().copied().find(|p| *p == token)
        })
        .collect::<Option<Vec<_>>>()
        .map(|parts| (parts, star))
}

/// A code with one more part, written in the app's order ("F" then "2C" makes "2C,F");
/// "*" marks the code's last part ("N*"). A code typed with parts the picker does not know
/// gets the part at its end.
pub fn add_part(code: &str, part: &str) -> String {
    let code = code.trim();
    if part == "*" {
        return format!("{code}*");
    }
    if let Some((mut parts, star)) = known_parts(code)
        && let Some(new) = PART_ORDER.iter().copied().find(|p| *p == part)
    {
        if !parts.contains(&new) {
            parts.push(new);
        }
        parts.sort_by_key(|p| PART_ORDER.iter().position(|o| o == p));
        return format!("{}{}", parts.join(","), if star { "*" } else { "" });
    }
    if code.is_empty() {
        part.to_string()
    } else {
        format!("{code},{part}")
    }
}

/// A code with `part` taken out (tapped again on the picker); the code as it was when the
/// part is not one of its parts.
pub fn remove_part(code: &str, part: &str) -> String {
    let code = code.trim();
    if part == "*" {
        return code.strip_suffix('*').unwrap_or(code).to_string();
    }
    match known_parts(code) {
        Some((parts, star)) if parts.contains(&part) => {
            let kept: Vec<&str> = parts.into_iter().filter(|p| *p != part).collect();
            let star = if star && !kept.is_empty() { "*" } else { "" };
            format!("{}{star}", kept.join(","))
        }
        _ => code.to_string(),
    }
}

/// A code with its last part taken off.
pub fn drop_part(code: &str) -> String {
    let code = code.trim();
    if let Some(rest) = code.strip_suffix('*') {
        return rest.to_string();
    }
    match code.rfind(',') {
        Some(i) => code.get(..i).unwrap_or_default().to_string(),
        None => String::new(),
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CellTextError {
    #[error("{}", crate::words!("swr-cell-no-paragraph", text = .0.as_str()))]
    NoSuchParagraph(String),
    #[error(transparent)]
    Code(#[from] CodeError),
    #[error("{}", crate::words!("swr-cell-not-a-result", given = given.as_str(), expected = expected.as_str()))]
    NotANamedResult { given: String, expected: String },
    #[error("{}", crate::words!("swr-cell-not-on-table"))]
    NoSuchCell,
    #[error("{}", crate::words!("swr-cell-printed"))]
    PrintedInRulebook,
    #[error("{}", crate::words!("swr-cell-bad-row-name"))]
    BadRowName,
    #[error("{}", crate::words!("swr-cell-row-exists", name = .0.as_str()))]
    RowExists(String),
}

fn parse_result(
    kind: ResultKind,
    text: &str,
    meanings: &[(String, String)],
) -> Result<SherwoodResult, CellTextError> {
    let text = text.trim();
    match kind {
        ResultKind::Paragraph => text
            .parse::<ParagraphNumber>()
            .map(|n| SherwoodResult::Paragraph(n.get()))
            .map_err(|_| CellTextError::NoSuchParagraph(text.to_string())),
        ResultKind::Code => Ok(SherwoodResult::Code(ResultCode::parse(text)?)),
        ResultKind::SquadCode => Ok(SherwoodResult::SquadCode(SquadCode::parse(text)?)),
        ResultKind::Named => meanings
            .iter()
            .find(|(name, _)| name.eq_ignore_ascii_case(text))
            .map(|(name, _)| SherwoodResult::Named(name.clone()))
            .ok_or_else(|| CellTextError::NotANamedResult {
                given: text.to_string(),
                expected: meanings
                    .iter()
                    .map(|(n, _)| n.as_str())
                    .collect::<Vec<_>>()
                    .join(", "),
            }),
    }
}

fn unknown_cells<R>(n: usize) -> Vec<Cell<R>> {
    (0..n)
        .map(|_| Cell {
            result: None,
            provenance: Provenance::Unknown,
        })
        .collect()
}

fn build_table(raw: RawTable, roster: &Roster) -> Result<SherwoodTable, TableDataError> {
    let id = raw.id;
    let bands =
        Bands::parse(&raw.bands).map_err(|source| TableDataError::Bands { table: id, source })?;
    let meanings: Vec<(String, String)> = raw
        .meaning
        .into_iter()
        .map(|m| (m.result, m.text))
        .collect();
    let mut rows = Vec::new();
    let mut keys = Vec::new();
    for raw_row in raw.row {
        let person_name = match &raw_row.person {
            Some(pid) => Some(
                roster
                    .get(pid)
                    .ok_or_else(|| TableDataError::NoSuchPerson {
                        table: id,
                        person: pid.clone(),
                    })?
                    .name
                    .clone(),
            ),
            None => None,
        };
        let name = raw_row
            .name
            .or(person_name)
            .ok_or(TableDataError::Nameless { table: id })?;
        let key = if let Some(p) = raw_row.person {
            RowKey::Person(p.into())
        } else if raw_row.kings_men {
            RowKey::KingsMen
        } else if let Some(k) = raw_row.space_kind {
            RowKey::SpaceKind(k)
        } else if let Some(o) = raw_row.orders {
            RowKey::Orders(o)
        } else if let Some(n) = raw_row.patients {
            RowKey::Patients(n)
        } else {
            RowKey::Only
        };
        let cells = match raw_row.cells {
            None => unknown_cells(bands.len()),
            Some(raw_cells) => raw_cells
                .into_iter()
                .map(|c| {
                    let (text, provenance) = match c {
                        RawCell::Plain(t) => (t, Provenance::Rulebook),
                        RawCell::Full { result, provenance } => (result, provenance),
                    };
                    if text.trim() == UNKNOWN_CELL {
                        return Ok(Cell {
                            result: None,
                            provenance: Provenance::Unknown,
                        });
                    }
                    let result =
                        parse_result(raw.results, &text, &meanings).map_err(|e| match e {
                            CellTextError::Code(source) => TableDataError::Code {
                                table: id,
                                row: name.clone(),
                                source,
                            },
                            CellTextError::NotANamedResult { given, .. } => {
                                TableDataError::NoMeaning {
                                    table: id,
                                    row: name.clone(),
                                    cell: given,
                                }
                            }
                            _ => TableDataError::NoSuchParagraph {
                                table: id,
                                row: name.clone(),
                                cell: text.clone(),
                            },
                        })?;
                    Ok(Cell {
                        result: Some(result),
                        provenance,
                    })
                })
                .collect::<Result<Vec<_>, TableDataError>>()?,
        };
        rows.push(Row { name, cells });
        keys.push(key);
    }
    let table = Table::new(raw.name, bands, raw.bands_are, rows)?;
    Ok(SherwoodTable {
        id,
        results: raw.results,
        table,
        keys,
        meanings,
        inferred: raw.inferred,
    })
}

/// Parses and validates the chart file: all nine tables, once each.
pub fn load(
    format: DataText,
    text: &str,
    roster: &Roster,
) -> Result<Vec<SherwoodTable>, TableDataError> {
    let raw: RawFile = format.read(text).map_err(|e| TableDataError::Toml(e.0))?;
    let tables = raw
        .table
        .into_iter()
        .map(|t| build_table(t, roster))
        .collect::<Result<Vec<_>, _>>()?;
    for id in TableId::ALL {
        if tables.iter().filter(|t| t.id == id).count() != 1 {
            return Err(TableDataError::TableSet(id));
        }
    }
    Ok(tables)
}
