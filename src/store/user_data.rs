//! The player's own Sherwood data: chart cells, counter values and person kinds read off
//! their copy of the game, plus spaces and chart rows they added. Validated, tagged as
//! theirs, exportable to one file and importable (merging) on another machine.

use super::files::{StoreError, write_atomic};
use super::paths::SHERWOOD_USER_DATA;
use super::storage::{FileStorage, Storage};
use crate::engine::provenance::Provenance;
use crate::games::sherwood::persons::{PersonKind, Stat};
use crate::games::sherwood::spaces::{Space, SpaceKind};
use crate::games::sherwood::tables::TableId;
use crate::games::sherwood::{PersonId, SherwoodData, SpaceId};
use serde::{Deserialize, Serialize};
use std::path::Path;

pub const FORMAT: &str = "pnp-companion-sherwood-data";
pub const VERSION: u32 = 1;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CellEntry {
    pub table: TableId,
    pub row: String,
    /// The die-roll range as printed ("4-6").
    pub column: String,
    pub code: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ValueEntry {
    pub person: PersonId,
    pub stat: Stat,
    pub value: i32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct KindEntry {
    pub person: PersonId,
    pub kind: PersonKind,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RowEntry {
    pub table: TableId,
    pub name: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpaceEntry {
    pub name: String,
    pub kind: SpaceKind,
}

/// A person on the player's counters that the rulebook does not name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PersonEntry {
    pub id: PersonId,
    pub name: String,
    pub kind: PersonKind,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UserData {
    pub format: String,
    pub version: u32,
    #[serde(default)]
    pub rows: Vec<RowEntry>,
    #[serde(default)]
    pub cells: Vec<CellEntry>,
    #[serde(default)]
    pub values: Vec<ValueEntry>,
    #[serde(default)]
    pub kinds: Vec<KindEntry>,
    #[serde(default)]
    pub spaces: Vec<SpaceEntry>,
    #[serde(default)]
    pub persons: Vec<PersonEntry>,
}

impl Default for UserData {
    fn default() -> Self {
        UserData {
            format: FORMAT.into(),
            version: VERSION,
            rows: Vec::new(),
            cells: Vec::new(),
            values: Vec::new(),
            kinds: Vec::new(),
            spaces: Vec::new(),
            persons: Vec::new(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EntryError {
    #[error("{0}")]
    Invalid(String),
}

fn invalid(t: impl Into<String>) -> EntryError {
    EntryError::Invalid(t.into())
}

/// Where a cell is, named as the printed chart lays it out ("row 4-6, column Search" on a
/// chart with its die rolls down the side), checked against the charts. A name that is not
/// on the chart is reported on the axis the player gave it, with the names that axis has.
fn locate_cell(
    data: &SherwoodData,
    table: TableId,
    row: &str,
    column: &str,
) -> Result<(usize, usize), EntryError> {
    let chart = data.charts.get(table);
    let t = &chart.table;
    // The chart's own rows (a person, a kind of space, a die) and its bands (totals): which
    // of them runs down the printed chart's side depends on the chart.
    let swapped = t.band_axis == crate::engine::table::BandAxis::Rows;
    let (name, band) = if swapped {
        (column, row)
    } else {
        (row, column)
    };
    // Not on the chart: said on the axis the player gave it (a row when `on_a_row`).
    let not_there = |on_a_row: bool, given: &str, names: &[&str]| {
        let (table, names) = (t.name.as_str(), names.join(", "));
        invalid(if on_a_row {
            crate::t!(
                "store-chart-no-row",
                table = table,
                name = given,
                names = names
            )
        } else {
            crate::t!(
                "store-chart-no-column",
                table = table,
                name = given,
                names = names
            )
        })
    };
    let r = t.row_index(name).ok_or_else(|| {
        let names: Vec<&str> = t.rows.iter().map(|r| r.name.as_str()).collect();
        not_there(!swapped, name, &names)
    })?;
    let squeeze = |x: &str| x.replace(' ', "").to_lowercase();
    let b = t
        .bands
        .as_slice()
        .iter()
        .position(|b| squeeze(&b.label) == squeeze(band))
        .ok_or_else(|| {
            let labels: Vec<&str> = t
                .bands
                .as_slice()
                .iter()
                .map(|b| b.label.as_str())
                .collect();
            not_there(swapped, band, &labels)
        })?;
    Ok((r, b))
}

impl UserData {
    pub fn parse(text: &str, path: &Path) -> Result<UserData, StoreError> {
        #[derive(Deserialize)]
        struct Head {
            format: String,
            version: u32,
        }
        let head: Head = serde_json::from_str(text).map_err(|e| StoreError::Corrupt {
            path: path.into(),
            reason: e.to_string(),
        })?;
        if head.format != FORMAT {
            return Err(StoreError::Corrupt {
                path: path.into(),
                reason: crate::t!("store-not-sherwood-data", format = head.format),
            });
        }
        if head.version > VERSION {
            return Err(StoreError::TooNew {
                path: path.into(),
                found: head.version,
                supported: VERSION,
                written_by: crate::t!("store-a-newer-version"),
            });
        }
        serde_json::from_str(text).map_err(|e| StoreError::Corrupt {
            path: path.into(),
            reason: e.to_string(),
        })
    }

    /// The player's data from the data folder; none yet is an empty set.
    pub fn load(dir: &Path) -> Result<UserData, StoreError> {
        UserData::load_from(&FileStorage::new(dir))
    }

    pub fn load_from(storage: &dyn Storage) -> Result<UserData, StoreError> {
        match storage.read(SHERWOOD_USER_DATA)? {
            None => Ok(UserData::default()),
            Some(text) => UserData::parse(&text, &storage.locate(SHERWOOD_USER_DATA)),
        }
    }

    pub fn save(&self, dir: &Path) -> Result<(), StoreError> {
        self.save_to(&FileStorage::new(dir))
    }

    pub fn save_to(&self, storage: &dyn Storage) -> Result<(), StoreError> {
        let text =
            serde_json::to_string_pretty(self).map_err(|e| StoreError::Invalid(e.to_string()))?;
        let path = storage.locate(SHERWOOD_USER_DATA);
        storage.write(SHERWOOD_USER_DATA, text.as_bytes(), &|old| {
            UserData::parse(old, &path).is_ok()
        })
    }

    pub fn write_to(&self, path: &Path) -> Result<(), StoreError> {
        let text =
            serde_json::to_string_pretty(self).map_err(|e| StoreError::Invalid(e.to_string()))?;
        write_atomic(path, text.as_bytes(), |old| {
            UserData::parse(old, path).is_ok()
        })
    }

    /// Applies everything to the shipped data; entries that no longer fit are reported and
    /// skipped, never guessed.
    pub fn apply_to(&self, data: &mut SherwoodData) -> Vec<String> {
        let mut problems = Vec::new();
        for p in &self.persons {
            if data.roster.get(&p.id).is_some() {
                continue;
            }
            data.roster
                .persons
                .push(crate::games::sherwood::persons::Person {
                    id: p.id.clone(),
                    name: p.name.clone(),
                    aliases: Vec::new(),
                    kind: Some(p.kind),
                    kind_provenance: Provenance::Player,
                    paragraph: None,
                    home: None,
                    abilities: Vec::new(),
                    persuasiveness: None,
                    raid: None,
                    donations: None,
                });
            if p.kind.is_recruitable() {
                let chart = data.charts.get_mut(TableId::Recruiting);
                match chart.add_custom_row(&p.name) {
                    Ok(row) => {
                        if let Some(k) = chart.keys.get_mut(row) {
                            *k = crate::games::sherwood::tables::RowKey::Person(p.id.clone());
                        }
                    }
                    Err(e) => problems.push(e.to_string()),
                }
            }
        }
        for s in &self.spaces {
            if data.spaces.find(&s.name).is_none() {
                data.spaces.spaces.push(Space {
                    name: s.name.clone(),
                    kind: s.kind,
                    provenance: Provenance::Player,
                    aliases: Vec::new(),
                });
            }
        }
        for r in &self.rows {
            if data.charts.get(r.table).table.row_index(&r.name).is_none()
                && let Err(e) = data.charts.get_mut(r.table).add_custom_row(&r.name)
            {
                problems.push(e.to_string());
            }
        }
        for c in &self.cells {
            match locate_cell(data, c.table, &c.row, &c.column) {
                Ok((r, b)) => {
                    if let Err(e) = data.charts.get_mut(c.table).set_cell(r, b, &c.code) {
                        problems.push(format!("{} {} {}: {e}", c.table, c.row, c.column));
                    }
                }
                Err(e) => problems.push(e.to_string()),
            }
        }
        for v in &self.values {
            let printed = v.person == "da-costa" && v.stat == Stat::Persuasiveness;
            match data.roster.get_mut(&v.person) {
                Some(_) if printed => problems.push(crate::t!("store-da-costa-printed")),
                Some(p) if (-20..=20).contains(&v.value) => p.set_value(v.stat, Some(v.value)),
                Some(_) => problems.push(crate::t!(
                    "store-value-out-of-range",
                    person = v.person.to_string(),
                    stat = v.stat.to_string(),
                    value = v.value
                )),
                None => problems.push(crate::t!("store-no-person", person = v.person.to_string())),
            }
        }
        for k in &self.kinds {
            match data.roster.get_mut(&k.person) {
                Some(p) => {
                    p.kind = Some(k.kind);
                    p.kind_provenance = Provenance::Player;
                }
                None => problems.push(crate::t!("store-no-person", person = k.person.to_string())),
            }
        }
        problems
    }

    /// Records a chart cell from the player's chart, validated against the charts.
    pub fn set_cell(
        &mut self,
        data: &SherwoodData,
        table: TableId,
        row: &str,
        column: &str,
        code: &str,
    ) -> Result<(), EntryError> {
        let (r, b) = locate_cell(data, table, row, column)?;
        let chart = data.charts.get(table);
        let cell = chart
            .table
            .rows
            .get(r)
            .and_then(|x| x.cells.get(b))
            .ok_or_else(|| invalid(crate::t!("store-no-such-cell")))?;
        if cell.provenance == Provenance::Rulebook {
            return Err(invalid(crate::t!("store-cell-printed")));
        }
        chart
            .parse_result(code)
            .map_err(|e| invalid(e.to_string()))?;
        // Only what the cell picker can build: a code the legend could read but the chart
        // never prints ("XYZ") would be kept for good and said in every odds after it.
        if !chart.buildable(code) {
            return Err(invalid(crate::t!(
                "store-cell-not-buildable",
                code = code.trim()
            )));
        }
        let printed = chart.table.cell_ref(r, b);
        self.cells.retain(|c| {
            !(c.table == table
                && c.row.eq_ignore_ascii_case(&printed.row)
                && c.column.eq_ignore_ascii_case(&printed.column))
        });
        self.cells.push(CellEntry {
            table,
            row: printed.row,
            column: printed.column,
            code: code.trim().to_string(),
        });
        Ok(())
    }

    pub fn set_value(
        &mut self,
        data: &SherwoodData,
        person: &str,
        stat: Stat,
        value: i32,
    ) -> Result<(), EntryError> {
        let p = data
            .roster
            .find(person)
            .map_err(|e| invalid(e.to_string()))?;
        if !(-20..=20).contains(&value) {
            return Err(invalid(crate::t!("store-value-not-printed", value = value)));
        }
        if p.id == "da-costa" && stat == Stat::Persuasiveness {
            return Err(invalid(crate::t!("store-da-costa-printed")));
        }
        let id = p.id.clone();
        self.values.retain(|v| !(v.person == id && v.stat == stat));
        self.values.push(ValueEntry {
            person: id,
            stat,
            value,
        });
        Ok(())
    }

    pub fn set_kind(
        &mut self,
        data: &SherwoodData,
        person: &str,
        kind: PersonKind,
    ) -> Result<(), EntryError> {
        let p = data
            .roster
            .find(person)
            .map_err(|e| invalid(e.to_string()))?;
        let id = p.id.clone();
        self.kinds.retain(|k| k.person != id);
        self.kinds.push(KindEntry { person: id, kind });
        Ok(())
    }

    /// A person from the player's own counters that the rulebook does not name.
    pub fn add_person(
        &mut self,
        data: &SherwoodData,
        name: &str,
        kind: PersonKind,
    ) -> Result<String, EntryError> {
        let name = name.trim();
        if name.is_empty() || name.chars().count() > 60 {
            return Err(invalid(crate::t!("store-name-length")));
        }
        if data.roster.find(name).is_ok()
            || self
                .persons
                .iter()
                .any(|p| p.name.eq_ignore_ascii_case(name))
        {
            return Err(invalid(crate::t!("store-name-taken", name = name)));
        }
        let id = format!("player-{}", super::files::slug(name));
        self.persons.push(PersonEntry {
            id: id.as_str().into(),
            name: name.to_string(),
            kind,
        });
        Ok(id)
    }

    /// A space from the player's own map (a forest, a cathedral …), with its kind.
    pub fn add_space(&mut self, name: &str, kind: SpaceKind) -> Result<(), EntryError> {
        let name = name.trim();
        let id = match name.parse::<SpaceId>() {
            Ok(id) if name.chars().count() <= 60 => id,
            _ => return Err(invalid(crate::t!("store-space-name-length"))),
        };
        self.spaces.retain(|s| id != s.name);
        self.spaces.push(SpaceEntry {
            name: name.to_string(),
            kind,
        });
        Ok(())
    }

    /// Nothing entered.
    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
            && self.cells.is_empty()
            && self.values.is_empty()
            && self.kinds.is_empty()
            && self.spaces.is_empty()
            && self.persons.is_empty()
    }

    /// Merges another player's file: entries you do not have are added; where both have a
    /// value and they differ, yours is kept and the difference reported.
    /// Only the entries a game reads: the player-added persons, spaces and rows (they shape
    /// the data a game starts from) and, of the cells, values and kinds, those `wanted`
    /// says the game read ([`crate::games::sherwood::moves::Wanted`], located on `data`).
    pub fn only_wanted(
        &self,
        data: &SherwoodData,
        wanted: &[crate::games::sherwood::moves::Wanted],
    ) -> UserData {
        use crate::games::sherwood::moves::Wanted;
        let mut out = UserData {
            persons: self.persons.clone(),
            spaces: self.spaces.clone(),
            rows: self.rows.clone(),
            ..UserData::default()
        };
        for w in wanted {
            match w {
                Wanted::Cell(c) => out.cells.extend(
                    self.cells
                        .iter()
                        .filter(|e| {
                            e.table == c.table
                                && locate_cell(data, e.table, &e.row, &e.column)
                                    .is_ok_and(|at| at == (c.row, c.band))
                        })
                        .cloned(),
                ),
                Wanted::Value { person, stat } => out.values.extend(
                    self.values
                        .iter()
                        .filter(|e| &e.person == person && e.stat == *stat)
                        .cloned(),
                ),
                Wanted::Kind { person } => out
                    .kinds
                    .extend(self.kinds.iter().filter(|e| &e.person == person).cloned()),
            }
        }
        out
    }

    /// Adds `other`'s entries this data lacks; where both have one and they differ, this
    /// data's is kept. Returns the differences, in words.
    pub fn merge(&mut self, other: &UserData) -> Vec<String> {
        self.merge_keeping(other, Keep::Mine)
    }

    /// The differences `merge` would find, in words, without changing anything.
    pub fn differences(&self, other: &UserData) -> Vec<String> {
        self.clone().merge(other)
    }

    /// Adds `other`'s entries and, where both have one and they differ, keeps `keep`'s.
    /// Returns the differences, in words ("yours … theirs …").
    pub fn merge_keeping(&mut self, other: &UserData, keep: Keep) -> Vec<String> {
        let mut conflicts = Vec::new();
        for r in &other.rows {
            if !self
                .rows
                .iter()
                .any(|x| x.table == r.table && x.name.eq_ignore_ascii_case(&r.name))
            {
                self.rows.push(r.clone());
            }
        }
        conflicts.extend(merge_entries(
            &mut self.spaces,
            &other.spaces,
            keep,
            |a, b| SpaceId::new(a.name.as_str()) == b.name.as_str(),
            |e| &mut e.kind,
            |e, mine, theirs| {
                differs(
                    &e.name,
                    mine.label().to_string(),
                    theirs.label().to_string(),
                )
            },
        ));
        conflicts.extend(merge_entries(
            &mut self.cells,
            &other.cells,
            keep,
            |a, b| a.table == b.table && a.row.eq_ignore_ascii_case(&b.row) && a.column == b.column,
            |e| &mut e.code,
            |e, mine, theirs| {
                let what = format!("{} {} {}", e.table, e.row, e.column);
                differs(&what, mine.clone(), theirs.clone())
            },
        ));
        conflicts.extend(merge_entries(
            &mut self.values,
            &other.values,
            keep,
            |a, b| a.person == b.person && a.stat == b.stat,
            |e| &mut e.value,
            |e, mine, theirs| {
                let what = format!("{} {}", e.person, e.stat);
                differs(&what, mine.to_string(), theirs.to_string())
            },
        ));
        conflicts.extend(merge_entries(
            &mut self.kinds,
            &other.kinds,
            keep,
            |a, b| a.person == b.person,
            |e| &mut e.kind,
            |e, mine, theirs| differs(&e.person, mine.to_string(), theirs.to_string()),
        ));
        conflicts
    }
}

/// Takes `other`'s entries into `mine`: one `mine` lacks is added; one both have (`same`)
/// with another `value` is a difference, said by `said` (the entry, mine, theirs), and
/// becomes theirs where `keep` says so.
fn merge_entries<T: Clone, V: Clone + PartialEq>(
    mine: &mut Vec<T>,
    other: &[T],
    keep: Keep,
    same: impl Fn(&T, &T) -> bool,
    value: fn(&mut T) -> &mut V,
    said: impl Fn(&T, &V, &V) -> String,
) -> Vec<String> {
    let mut conflicts = Vec::new();
    for entry in other {
        let theirs = value(&mut entry.clone()).clone();
        let Some(m) = mine.iter_mut().find(|m| same(m, entry)) else {
            mine.push(entry.clone());
            continue;
        };
        let slot = value(m);
        if *slot != theirs {
            conflicts.push(said(entry, slot, &theirs));
            if keep == Keep::Theirs {
                *slot = theirs;
            }
        }
    }
    conflicts
}

/// One difference a merge found, in words: "Locksley raid: yours 3, theirs 4".
fn differs(what: &str, mine: String, theirs: String) -> String {
    crate::t!("store-differs", what = what, mine = mine, theirs = theirs)
}

/// Whose entry a merge keeps where both have one and they differ.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Keep {
    Mine,
    Theirs,
}

/// The shipped data with the player's own (from the storage) applied, and anything that
/// did not fit.
pub fn sherwood_data_from(
    storage: Option<&dyn Storage>,
) -> Result<(SherwoodData, Vec<String>), StoreError> {
    let mut data = SherwoodData::builtin()
        .map_err(|e| StoreError::Invalid(e.to_string()))?
        .clone();
    let problems = match storage {
        Some(s) => UserData::load_from(s)?.apply_to(&mut data),
        None => Vec::new(),
    };
    Ok((data, problems))
}
