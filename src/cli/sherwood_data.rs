//! `pnp-companion sherwood paragraph | import-rulebook | known | set-cell | set-value |
//! set-kind | add-person | add-space | export-data | import-data`: the reader and the
//! player's own data. A user-data file that cannot be read stops only the commands that
//! need it (they would write it, or export it); the others go on with the rulebook's data
//! and a warning.

use super::CliError;
use crate::engine::provenance::Provenance;
use crate::games::sherwood::SherwoodData;
use crate::games::sherwood::TableId;
use crate::games::sherwood::import::{ImportedText, import};
use crate::games::sherwood::paragraphs::{self, paragraph};
use crate::games::sherwood::persons::{PersonKind, Stat};
use crate::games::sherwood::spaces::SpaceKind;
use crate::store::files::{read_optional, read_text, write_atomic};
use crate::store::user_data::{EntryError, UserData};
use crate::store::{StoreError, paths};
use crate::t;
use clap::Subcommand;
use serde_json::json;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The reader and your own data (flattened into `pnp-companion sherwood`).
#[derive(Subcommand, Debug)]
pub enum DataCommand {
    /// A paragraph's effect (and your imported text); spoiler-guarded without --reveal
    Paragraph {
        number: u16,
        /// Show it (it may spoil the story if it has not come up in play)
        #[arg(long)]
        reveal: bool,
        #[arg(long)]
        json: bool,
    },
    /// Read your own plain-text rulebook and keep its paragraph text in your data folder
    ImportRulebook { file: PathBuf },
    /// What you have filled in, and what is still unknown
    Known {
        #[arg(long)]
        json: bool,
    },
    /// Record a chart cell from your own chart: TABLE ROW COLUMN CODE, the row and the column
    /// as your printed chart names them (`sherwood table TABLE` shows its layout)
    #[command(after_help = crate::t!("cli-sw-set-cell-help"))]
    SetCell {
        /// The table: recruiting, donations, raid, horse-theft, sanctuary, flight, fealty, kings-men or heal
        table: TableId,
        /// The row as your chart prints it down its side (see below for each table)
        row: String,
        /// The column as your chart prints it across its top (see below for each table)
        column: String,
        /// What the cell says: a paragraph number or a result code, such as MN or 2C,F
        code: String,
    },
    /// Record a counter value: PERSON STAT N (stat: persuasiveness, raid, donations)
    SetValue {
        person: String,
        stat: Stat,
        #[arg(allow_hyphen_values = true)]
        value: String,
    },
    /// Record a person's kind: PERSON KIND (enterprise, archon, neutral, royalist, cleric)
    SetKind { person: String, kind: PersonKind },
    /// Add a person from your own counters: NAME KIND (enterprise, archon, neutral, royalist, cleric)
    AddPerson { name: String, kind: PersonKind },
    /// Add a space from your own map: NAME KIND (town, castle, cathedral, bridge-ford, road, forest, other)
    AddSpace { name: String, kind: SpaceKind },
    /// Write everything you have filled in to one file
    ExportData { file: PathBuf },
    /// Merge a file another player exported (yours wins where both differ)
    ImportData { file: PathBuf },
}

fn input(t: impl Into<String>) -> CliError {
    CliError::Input(t.into())
}

impl From<StoreError> for CliError {
    fn from(e: StoreError) -> Self {
        CliError::Input(e.to_string())
    }
}

fn dir() -> Result<PathBuf, CliError> {
    paths::data_dir().ok_or_else(|| StoreError::NoDataDir.into())
}

/// How to get a user-data file that cannot be read back into use.
fn recovery(path: &Path) -> String {
    let mut backup = path.as_os_str().to_owned();
    backup.push(".bak");
    let backup = PathBuf::from(backup);
    if backup.is_file() {
        t!(
            "cli-sw-recover-with-backup",
            file = path.display().to_string(),
            backup = backup.display().to_string()
        )
    } else {
        t!("cli-sw-recover", file = path.display().to_string())
    }
}

/// The player's own data, for a command that writes (or exports) it: a file that cannot be
/// read is an error that says how to recover, and the file is left as it is.
fn user_data(d: &Path) -> Result<UserData, CliError> {
    UserData::load(d).map_err(|e| {
        input(t!(
            "cli-sw-data-unchanged",
            error = e.to_string(),
            recovery = recovery(&paths::sherwood_user_data(d))
        ))
    })
}

/// The shipped data with `user`'s applied; what no longer fits goes to stderr.
fn with_user(user: &UserData) -> Result<SherwoodData, CliError> {
    let mut data = SherwoodData::builtin()?.clone();
    for p in user.apply_to(&mut data) {
        eprintln!(
            "{}",
            t!("cli-sw-entry-no-longer-fits", problem = p.to_string())
        );
    }
    Ok(data)
}

/// Changes the player's own data (a chart cell, a counter value the text mode asked for)
/// and keeps it, as `set-cell` and `set-value` do; the data with the change applied.
pub fn remember(
    change: impl FnOnce(&mut UserData, &SherwoodData) -> Result<(), EntryError>,
) -> Result<SherwoodData, CliError> {
    let d = dir()?;
    // Read, changed and written back under the folder's lock: another text mode or the
    // window entering something at the same moment keeps its own too.
    let one_at_a_time = crate::store::lock::exclusive(&d)?;
    let mut user = user_data(&d)?;
    let data = with_user(&user)?;
    change(&mut user, &data).map_err(|e| input(e.to_string()))?;
    user.save(&d)?;
    drop(one_at_a_time);
    with_user(&user)
}

/// The shipped data with the player's own applied, for commands that only read it. A
/// user-data file that cannot be read does not stop them: a warning on stderr names the
/// file, says it is kept and how to recover, and the rulebook's data is used alone.
pub fn player_data() -> Result<SherwoodData, CliError> {
    let Some(d) = paths::data_dir() else {
        return Ok(SherwoodData::builtin()?.clone());
    };
    match UserData::load(&d) {
        Ok(user) => with_user(&user),
        Err(e) => {
            eprintln!(
                "{}",
                t!(
                    "cli-sw-data-warning",
                    error = e.to_string(),
                    recovery = recovery(&paths::sherwood_user_data(&d))
                )
            );
            Ok(SherwoodData::builtin()?.clone())
        }
    }
}

fn imported_text(d: &std::path::Path) -> Result<Option<ImportedText>, CliError> {
    let path = paths::sherwood_rulebook_text(d);
    match read_optional(&path)? {
        None => Ok(None),
        Some(t) => serde_json::from_str(&t).map(Some).map_err(|e| {
            StoreError::Corrupt {
                path,
                reason: e.to_string(),
            }
            .into()
        }),
    }
}

pub fn run(cmd: DataCommand, out: &mut impl Write) -> Result<(), CliError> {
    match cmd {
        DataCommand::Paragraph {
            number,
            reveal,
            json,
        } => show_paragraph(number, reveal, json, out),
        DataCommand::ImportRulebook { file } => import_rulebook(&file, out),
        DataCommand::Known { json } => show_known(json, out),
        DataCommand::SetCell {
            table,
            row,
            column,
            code,
        } => set_cell(table, &row, &column, &code, out),
        DataCommand::SetValue {
            person,
            stat,
            value,
        } => set_value(&person, stat, &value, out),
        DataCommand::SetKind { person, kind } => set_kind(&person, kind, out),
        DataCommand::AddPerson { name, kind } => add_person(&name, kind, out),
        DataCommand::AddSpace { name, kind } => add_space(&name, kind, out),
        DataCommand::ExportData { file } => export_data(&file, out),
        DataCommand::ImportData { file } => import_data(&file, out),
    }
}

fn show_paragraph(
    number: u16,
    reveal: bool,
    json: bool,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let data = player_data()?;
    let p = paragraph(&data, number)
        .ok_or_else(|| input(t!("cli-sw-no-paragraph", number = number)))?;
    if !reveal {
        let text = t!("cli-sw-paragraph-hidden", number = number);
        if json {
            writeln!(out, "{}", json!({"paragraph": number, "revealed": false}))?;
        } else {
            writeln!(out, "{text}")?;
        }
        return Ok(());
    }
    // Imported text that cannot be read is said, not passed over: the paragraph is shown
    // without it, and the file is kept as it is.
    let imported = match dir().ok().map(|d| imported_text(&d)) {
        Some(Err(e)) => {
            eprintln!("{}", t!("cli-sw-text-warning", error = e.to_string()));
            None
        }
        Some(Ok(text)) => text,
        None => None,
    };
    let story = imported.and_then(|t| t.paragraphs.get(&number).cloned());
    if json {
        writeln!(
            out,
            "{}",
            super::json_words::in_english(
                json!({"paragraph": number, "revealed": true, "effect": p.effect, "effects": p.effects, "text": story})
            )
        )?;
    } else {
        writeln!(
            out,
            "{}\n{}",
            t!("cli-sw-paragraph", number = number),
            p.effect
        )?;
        match story {
            Some(t) => writeln!(out, "\n{t}")?,
            None => writeln!(out, "\n{}", t!("cli-sw-import-to-read"))?,
        }
    }
    Ok(())
}

fn import_rulebook(file: &Path, out: &mut impl Write) -> Result<(), CliError> {
    let text = read_text(file)?;
    let (imported, report) =
        import(&text).map_err(|e| input(format!("{}: {e}", file.display())))?;
    let d = dir()?;
    let json_text = serde_json::to_string_pretty(&imported).map_err(|e| input(e.to_string()))?;
    let path = paths::sherwood_rulebook_text(&d);
    write_atomic(&path, json_text.as_bytes(), |old| {
        serde_json::from_str::<ImportedText>(old).is_ok()
    })?;
    let imported = t!(
        "cli-sw-imported",
        found = report.found.len(),
        total = paragraphs::all().count(),
        file = path.display().to_string()
    );
    writeln!(out, "{imported}")?;
    if !report.missing.is_empty() {
        let list: Vec<String> = report.missing.iter().map(u16::to_string).collect();
        writeln!(out, "{}", t!("cli-sw-not-found", numbers = list.join(", ")))?;
    }
    if !report.repeated.is_empty() {
        let list: Vec<String> = report.repeated.iter().map(u16::to_string).collect();
        writeln!(
            out,
            "{}",
            t!("cli-sw-found-twice", numbers = list.join(", "))
        )?;
    }
    Ok(())
}

fn show_known(json: bool, out: &mut impl Write) -> Result<(), CliError> {
    let data = player_data()?;
    let mut tables = Vec::new();
    for c in data.charts.iter() {
        let cells: Vec<_> = c.table.rows.iter().flat_map(|r| r.cells.iter()).collect();
        let count = |p: Provenance| cells.iter().filter(|x| x.provenance == p).count();
        tables.push(
            json!({"table": c.id, "name": c.table.name, "cells": cells.len(),
            "rulebook": count(Provenance::Rulebook), "inferred": count(Provenance::Inferred),
            "yours": count(Provenance::Player), "unknown": count(Provenance::Unknown)}),
        );
    }
    let mut values_known = 0;
    let mut values_unknown = 0;
    for p in data
        .roster
        .persons
        .iter()
        .filter(|p| p.kind.is_some_and(|k| k != PersonKind::RoyalParty))
    {
        for s in Stat::ALL {
            if p.value(s).is_some() {
                values_known += 1
            } else {
                values_unknown += 1
            }
        }
    }
    let kinds_unknown: Vec<&str> = data
        .roster
        .persons
        .iter()
        .filter(|p| p.kind.is_none())
        .map(|p| p.name.as_str())
        .collect();
    if json {
        writeln!(
            out,
            "{}",
            json!({"tables": tables, "values_known": values_known, "values_unknown": values_unknown, "kinds_unknown": kinds_unknown})
        )?;
    } else {
        for t in &tables {
            let counts = t!(
                "cli-sw-known-cells",
                cells = format!("{:>3}", t["cells"]),
                rulebook = t["rulebook"].to_string(),
                inferred = t["inferred"].to_string(),
                yours = t["yours"].to_string(),
                unknown = t["unknown"].to_string()
            );
            writeln!(out, "{:<22} {counts}", t["name"].as_str().unwrap_or(""))?;
        }
        let values = t!(
            "cli-sw-known-values",
            known = values_known,
            unknown = values_unknown
        );
        writeln!(out, "{values}")?;
        let kinds = if kinds_unknown.is_empty() {
            t!("list-none")
        } else {
            kinds_unknown.join(", ")
        };
        writeln!(out, "{}", t!("cli-sw-kinds-unknown", kinds = kinds))?;
    }
    Ok(())
}

fn set_cell(
    table: TableId,
    row: &str,
    column: &str,
    code: &str,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let d = dir()?;
    let _one_at_a_time = crate::store::lock::exclusive(&d)?;
    let mut user = user_data(&d)?;
    let data = with_user(&user)?;
    user.set_cell(&data, table, row, column, code)
        .map_err(|e| input(e.to_string()))?;
    user.save(&d)?;
    let saved = t!(
        "cli-sw-saved-cell",
        table = table.id(),
        row = row,
        column = column,
        code = code
    );
    writeln!(out, "{saved}")?;
    Ok(())
}

fn set_value(person: &str, stat: Stat, value: &str, out: &mut impl Write) -> Result<(), CliError> {
    let d = dir()?;
    let v: i32 = value
        .trim()
        .parse()
        .map_err(|_| input(t!("cli-sw-not-a-whole-number", text = value)))?;
    let _one_at_a_time = crate::store::lock::exclusive(&d)?;
    let mut user = user_data(&d)?;
    let data = with_user(&user)?;
    user.set_value(&data, person, stat, v)
        .map_err(|e| input(e.to_string()))?;
    user.save(&d)?;
    let saved = t!(
        "cli-sw-saved-value",
        person = person,
        stat = stat.to_string(),
        value = v.to_string()
    );
    writeln!(out, "{saved}")?;
    Ok(())
}

fn set_kind(person: &str, kind: PersonKind, out: &mut impl Write) -> Result<(), CliError> {
    let d = dir()?;
    let _one_at_a_time = crate::store::lock::exclusive(&d)?;
    let mut user = user_data(&d)?;
    let data = with_user(&user)?;
    user.set_kind(&data, person, kind)
        .map_err(|e| input(e.to_string()))?;
    user.save(&d)?;
    let saved = t!("cli-sw-saved-kind", person = person, kind = kind.id());
    writeln!(out, "{saved}")?;
    Ok(())
}

fn add_person(name: &str, kind: PersonKind, out: &mut impl Write) -> Result<(), CliError> {
    let d = dir()?;
    let _one_at_a_time = crate::store::lock::exclusive(&d)?;
    let mut user = user_data(&d)?;
    let data = with_user(&user)?;
    let id = user
        .add_person(&data, name, kind)
        .map_err(|e| input(e.to_string()))?;
    user.save(&d)?;
    let saved = t!(
        "cli-sw-saved-person",
        name = name.trim(),
        id = id.to_string(),
        kind = kind.id()
    );
    writeln!(out, "{saved}")?;
    Ok(())
}

fn add_space(name: &str, kind: SpaceKind, out: &mut impl Write) -> Result<(), CliError> {
    let d = dir()?;
    let _one_at_a_time = crate::store::lock::exclusive(&d)?;
    let mut user = user_data(&d)?;
    user.add_space(name, kind)
        .map_err(|e| input(e.to_string()))?;
    user.save(&d)?;
    let saved = t!(
        "cli-sw-saved-space",
        name = name.trim(),
        kind = kind.label()
    );
    writeln!(out, "{saved}")?;
    Ok(())
}

fn export_data(file: &Path, out: &mut impl Write) -> Result<(), CliError> {
    let user = user_data(&dir()?)?;
    user.write_to(file)?;
    let exported = t!(
        "cli-sw-exported",
        cells = user.cells.len(),
        values = user.values.len(),
        kinds = user.kinds.len(),
        file = file.display().to_string()
    );
    writeln!(out, "{exported}")?;
    Ok(())
}

fn import_data(file: &Path, out: &mut impl Write) -> Result<(), CliError> {
    let text = read_text(file)?;
    let theirs = UserData::parse(&text, file)?;
    let d = dir()?;
    let _one_at_a_time = crate::store::lock::exclusive(&d)?;
    let mut mine = user_data(&d)?;
    // Validate theirs against the charts before taking anything.
    let mut check = SherwoodData::builtin()?.clone();
    let problems = theirs.apply_to(&mut check);
    if !problems.is_empty() {
        return Err(input(t!(
            "cli-sw-does-not-fit",
            file = file.display().to_string(),
            problems = problems.join("; ")
        )));
    }
    let conflicts = mine.merge(&theirs);
    mine.save(&d)?;
    let imported = t!("cli-sw-imported-data", file = file.display().to_string());
    writeln!(out, "{imported} ")?;
    for c in conflicts {
        writeln!(out, "{}", t!("cli-sw-kept-yours", conflict = c.to_string()))?;
    }
    Ok(())
}
