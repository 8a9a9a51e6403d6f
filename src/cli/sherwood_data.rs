//! `pnp-companion sherwood paragraph | import-rulebook | known | set-cell | set-value |
//! set-kind | export-data | import-data`: the reader and the player's own data.

use super::CliError;
use super::sherwood::{SherwoodCommand, table_id};
use crate::engine::provenance::Provenance;
use crate::games::sherwood::SherwoodData;
use crate::games::sherwood::import::{ImportedText, import};
use crate::games::sherwood::paragraphs::{self, paragraph};
use crate::games::sherwood::persons::{PersonKind, Stat};
use crate::store::files::{read_optional, read_text, write_atomic};
use crate::store::user_data::{UserData, sherwood_data_with_user};
use crate::store::{StoreError, paths};
use serde_json::json;
use std::io::Write;
use std::path::PathBuf;

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

/// The shipped data with the player's own applied; problems go to stderr.
pub fn player_data() -> Result<SherwoodData, CliError> {
    let d = dir()?;
    let (data, problems) = sherwood_data_with_user(Some(&d))?;
    for p in problems {
        eprintln!("note: your saved data has an entry that no longer fits: {p}");
    }
    Ok(data)
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

fn kind(text: &str) -> Result<PersonKind, CliError> {
    PersonKind::ALL
        .into_iter()
        .find(|k| {
            let id = serde_json::to_value(k)
                .ok()
                .and_then(|v| v.as_str().map(str::to_string))
                .unwrap_or_default();
            id.eq_ignore_ascii_case(text.trim()) || k.label().eq_ignore_ascii_case(text.trim())
        })
        .ok_or_else(|| {
            input(format!(
                "'{text}' is not a kind: enterprise, archon, neutral, royalist, cleric"
            ))
        })
}

pub fn run(cmd: SherwoodCommand, out: &mut impl Write) -> Result<(), CliError> {
    match cmd {
        SherwoodCommand::Paragraph {
            number,
            reveal,
            json,
        } => {
            let data = player_data()?;
            let p = paragraph(&data, number).ok_or_else(|| {
                input(format!(
                    "there is no paragraph {number} in The Sherwood Syndrome"
                ))
            })?;
            if !reveal {
                let text = format!(
                    "Paragraph {number} exists. Pass --reveal to read it (it may spoil the story)."
                );
                if json {
                    writeln!(out, "{}", json!({"paragraph": number, "revealed": false}))?;
                } else {
                    writeln!(out, "{text}")?;
                }
                return Ok(());
            }
            let story = dir()
                .ok()
                .and_then(|d| imported_text(&d).ok().flatten())
                .and_then(|t| t.paragraphs.get(&number).cloned());
            if json {
                writeln!(
                    out,
                    "{}",
                    json!({"paragraph": number, "revealed": true, "effect": p.effect, "effects": p.effects, "text": story})
                )?;
            } else {
                writeln!(out, "Paragraph {number}\n{}", p.effect)?;
                match story {
                    Some(t) => writeln!(out, "\n{t}")?,
                    None => writeln!(
                        out,
                        "\n(Import your rulebook text to read the paragraph itself: sherwood import-rulebook FILE)"
                    )?,
                }
            }
            Ok(())
        }
        SherwoodCommand::ImportRulebook { file } => {
            let text = read_text(&file)?;
            let (imported, report) =
                import(&text).map_err(|e| input(format!("{}: {e}", file.display())))?;
            let d = dir()?;
            let json_text =
                serde_json::to_string_pretty(&imported).map_err(|e| input(e.to_string()))?;
            let path = paths::sherwood_rulebook_text(&d);
            write_atomic(&path, json_text.as_bytes(), |old| {
                serde_json::from_str::<ImportedText>(old).is_ok()
            })?;
            writeln!(
                out,
                "Imported {} of {} paragraphs into {}.",
                report.found.len(),
                paragraphs::all().count(),
                path.display()
            )?;
            if !report.missing.is_empty() {
                let list: Vec<String> = report.missing.iter().map(u16::to_string).collect();
                writeln!(out, "Not found: {}", list.join(", "))?;
            }
            if !report.repeated.is_empty() {
                let list: Vec<String> = report.repeated.iter().map(u16::to_string).collect();
                writeln!(
                    out,
                    "Found more than once (the first kept): {}",
                    list.join(", ")
                )?;
            }
            Ok(())
        }
        SherwoodCommand::Known { json } => {
            let data = player_data()?;
            let mut tables = Vec::new();
            for c in data.charts.iter() {
                let cells: Vec<_> = c.table.rows.iter().flat_map(|r| r.cells.iter()).collect();
                let count = |p: Provenance| cells.iter().filter(|x| x.provenance == p).count();
                tables.push(json!({"table": c.id, "name": c.table.name, "cells": cells.len(),
                    "rulebook": count(Provenance::Rulebook), "inferred": count(Provenance::Inferred),
                    "yours": count(Provenance::Player), "unknown": count(Provenance::Unknown)}));
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
                    writeln!(
                        out,
                        "{:<22} {:>3} cells: {} rulebook, {} inferred, {} yours, {} unknown",
                        t["name"].as_str().unwrap_or(""),
                        t["cells"],
                        t["rulebook"],
                        t["inferred"],
                        t["yours"],
                        t["unknown"]
                    )?;
                }
                writeln!(
                    out,
                    "Counter values: {values_known} known, {values_unknown} unknown"
                )?;
                writeln!(
                    out,
                    "Kinds unknown: {}",
                    if kinds_unknown.is_empty() {
                        "none".to_string()
                    } else {
                        kinds_unknown.join(", ")
                    }
                )?;
            }
            Ok(())
        }
        SherwoodCommand::SetCell {
            table,
            row,
            column,
            code,
        } => {
            let data = player_data()?;
            let d = dir()?;
            let mut user = UserData::load(&d)?;
            user.set_cell(&data, table_id(&table)?, &row, &column, &code)
                .map_err(|e| input(e.to_string()))?;
            user.save(&d)?;
            writeln!(out, "Saved: {table} / {row} / {column} = {code}")?;
            Ok(())
        }
        SherwoodCommand::SetValue {
            person,
            stat,
            value,
        } => {
            let data = player_data()?;
            let d = dir()?;
            let stat = Stat::parse(&stat).ok_or_else(|| {
                input(format!(
                    "'{stat}' is not a counter value: persuasiveness, raid or donations"
                ))
            })?;
            let v: i32 = value
                .trim()
                .parse()
                .map_err(|_| input(format!("'{value}' is not a whole number")))?;
            let mut user = UserData::load(&d)?;
            user.set_value(&data, &person, stat, v)
                .map_err(|e| input(e.to_string()))?;
            user.save(&d)?;
            writeln!(out, "Saved: {person}'s {stat} = {v}")?;
            Ok(())
        }
        SherwoodCommand::SetKind { person, kind: k } => {
            let data = player_data()?;
            let d = dir()?;
            let mut user = UserData::load(&d)?;
            user.set_kind(&data, &person, kind(&k)?)
                .map_err(|e| input(e.to_string()))?;
            user.save(&d)?;
            writeln!(out, "Saved: {person} is {k}")?;
            Ok(())
        }
        SherwoodCommand::AddPerson { name, kind: k } => {
            let data = player_data()?;
            let d = dir()?;
            let mut user = UserData::load(&d)?;
            let id = user
                .add_person(&data, &name, kind(&k)?)
                .map_err(|e| input(e.to_string()))?;
            user.save(&d)?;
            writeln!(
                out,
                "Saved: {} ({id}) is a {k}; their counter prints with the others.",
                name.trim()
            )?;
            Ok(())
        }
        SherwoodCommand::AddSpace { name, kind: k } => {
            let d = dir()?;
            let mut user = UserData::load(&d)?;
            let kind = crate::games::sherwood::spaces::SpaceKind::parse(&k)
                .ok_or_else(|| input(format!("'{k}' is not a kind of space: town, castle, cathedral, bridge-ford, road, forest, other")))?;
            user.add_space(&name, kind)
                .map_err(|e| input(e.to_string()))?;
            user.save(&d)?;
            writeln!(out, "Saved: {} is a {}", name.trim(), kind.label())?;
            Ok(())
        }
        SherwoodCommand::ExportData { file } => {
            let user = UserData::load(&dir()?)?;
            user.write_to(&file)?;
            writeln!(
                out,
                "Exported {} cells, {} values, {} kinds to {}.",
                user.cells.len(),
                user.values.len(),
                user.kinds.len(),
                file.display()
            )?;
            Ok(())
        }
        SherwoodCommand::ImportData { file } => {
            let text = read_text(&file)?;
            let theirs = UserData::parse(&text, &file)?;
            let d = dir()?;
            let mut mine = UserData::load(&d)?;
            // Validate theirs against the charts before taking anything.
            let mut check = SherwoodData::builtin()?.clone();
            let problems = theirs.apply_to(&mut check);
            if !problems.is_empty() {
                return Err(input(format!(
                    "{} does not fit the charts: {}",
                    file.display(),
                    problems.join("; ")
                )));
            }
            let conflicts = mine.merge(&theirs);
            mine.save(&d)?;
            writeln!(out, "Imported {}. ", file.display())?;
            for c in conflicts {
                writeln!(out, "Kept yours: {c}")?;
            }
            Ok(())
        }
        SherwoodCommand::Roll(_) | SherwoodCommand::Table { .. } | SherwoodCommand::Play(_) => {
            Err(input("internal: handled elsewhere"))
        }
    }
}
