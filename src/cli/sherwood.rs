//! `pnp-companion sherwood …`

use super::CliError;
use super::sherwood_data::{DataCommand, player_data};
use crate::engine::dice::{D10, DieInput, DieSource};
use crate::engine::provenance::Provenance;
use crate::engine::random::GameRng;
use crate::engine::table::{BandAxis, Table};
use crate::games::sherwood::PersonId;
use crate::games::sherwood::persons::Stat;
use crate::games::sherwood::spaces::{SpaceKind, SpaceRef};
use crate::games::sherwood::{
    self as sw, OddsLine, RollOutcome, RoyalOrders, SherwoodData, Situation, TableId, Target,
};
use crate::t;
use clap::{Args, Subcommand};
use serde_json::json;
use std::io::Write;

#[derive(Subcommand, Debug)]
pub enum SherwoodCommand {
    /// Roll on a table with every modifier applied and itemised
    ///
    /// Describe the situation (who is in the space, who acts, where, the indices) and the
    /// app derives every modifier the rulebook gives, including the special abilities.
    Roll(Box<RollArgs>),
    #[command(flatten)]
    Data(DataCommand),
    /// Play a game from a script: one action a line as JSON (see docs/sherwood-play.md)
    ///
    /// Starts a new game (the app's setup and dice from the seed, or your own with
    /// --physical), applies each line's action and reports it applied or refused with the
    /// reason, then prints where the game stands. A line that cannot be read is reported
    /// with its number and skipped; the exit code is then 2.
    Play(Box<super::sherwood_play::PlayArgs>),
    /// Show a table cell by cell, with where each cell comes from
    Table {
        /// recruiting, donations, raid, horse-theft, sanctuary, flight, fealty, kings-men, heal
        table: TableId,
        /// Print one JSON object instead of text
        #[arg(long)]
        json: bool,
    },
}

#[derive(Args, Debug)]
pub struct RollArgs {
    /// recruiting, donations, raid, horse-theft, sanctuary, flight, fealty, kings-men, heal
    table: TableId,
    /// The space: a place name ("Trott", "Royal Palace") or a kind (town, castle, cathedral,
    /// royal-palace, bridge-ford, road, forest)
    #[arg(long, value_name = "NAME|KIND")]
    space: Option<String>,
    /// Who acts: the recruiter, the raid's leader, the one requesting donations or sanctuary
    #[arg(long, visible_aliases = ["leader", "recruiter", "requester"], value_name = "PERSON")]
    actor: Option<String>,
    /// Your other people in the space, comma-separated ("Kirk,Jink,Uhura")
    #[arg(long, value_delimiter = ',', value_name = "PERSONS")]
    with: Vec<String>,
    /// Which of your people in the space are injured (they add nothing)
    #[arg(long, value_delimiter = ',', value_name = "PERSONS")]
    injured: Vec<String>,
    /// Which of your people in the space are in sanctuary
    #[arg(long, value_delimiter = ',', value_name = "PERSONS")]
    sanctuary: Vec<String>,
    /// Whom you try to recruit: a person, or "squad" for a King's Men squad
    #[arg(long, value_name = "PERSON|squad")]
    target: Option<Target>,
    /// King's Men squads in the space
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u8).range(0..=20))]
    squads: u8,
    /// Gold pieces spent on a recruiting attempt
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=19))]
    gold: u32,
    /// The Rebel Warchest before spending (checks the gold spent)
    #[arg(long, value_parser = clap::value_parser!(u8).range(0..=19))]
    warchest: Option<u8>,
    /// Use phasers in a raid (+5, Witchcraft +1; needs a Federation crewman)
    #[arg(long)]
    phasers: bool,
    /// The Witchcraft index (0-19)
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u8).range(0..=19))]
    witchcraft: u8,
    /// The Royal Morale index (0-19; the game starts at 10)
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u8).range(0..=19))]
    morale: u8,
    /// The Royal Orders: patrol, search or seize
    #[arg(long, default_value_t = RoyalOrders::Patrol)]
    orders: RoyalOrders,
    /// Flight: the space fled to (a place name or a kind, e.g. forest)
    #[arg(long, value_name = "NAME|KIND")]
    flee_to: Option<String>,
    /// Flight: King's Men squads in the space fled to
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u8).range(0..=20))]
    squads_there: u8,
    /// Flight: everyone fleeing has a horse
    #[arg(long)]
    horses: bool,
    /// Healing: how many injured people are treated at once (1-3)
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=3))]
    patients: u8,
    /// Healing: McCoy or Goren uses the medical kit (no roll, Witchcraft +1)
    #[arg(long)]
    medical_kit: bool,
    /// Read this chart row by name (a row you added from your own chart)
    #[arg(long, value_name = "NAME")]
    row: Option<String>,
    /// A value printed on a counter, e.g. kirk.raid=3 (stats: persuasiveness, raid, donations)
    #[arg(long = "value", value_name = "PERSON.STAT=N")]
    values: Vec<String>,
    /// The die you rolled yourself (0 reads as 10); a second value serves a follow-up die
    #[arg(
        long = "roll",
        value_delimiter = ',',
        value_name = "N[,N]",
        conflicts_with = "seed"
    )]
    dice: Vec<String>,
    /// Seed for the app's own die, to repeat a roll exactly
    #[arg(long)]
    seed: Option<u64>,
    /// Print one JSON object instead of text
    #[arg(long)]
    json: bool,
}

fn input_error(text: impl Into<String>) -> CliError {
    CliError::Input(text.into())
}

fn person_id(data: &SherwoodData, name: &str) -> Result<PersonId, CliError> {
    data.roster
        .find(name)
        .map(|p| p.id.clone())
        .map_err(|e| input_error(e.to_string()))
}

fn space_ref(data: &SherwoodData, text: &str) -> Result<SpaceRef, CliError> {
    if let Some(space) = data.spaces.find(text) {
        return Ok(SpaceRef::named(space));
    }
    let kind = text
        .parse::<SpaceKind>()
        .map_err(|_| input_error(t!("cli-sw-not-a-space", text = text)))?;
    // A kind that only one place has (the Royal Palace) is that place: its abilities apply.
    Ok(data
        .spaces
        .only_of_kind(kind)
        .map_or(SpaceRef::of_kind(kind), SpaceRef::named))
}

fn apply_value(data: &mut SherwoodData, spec: &str) -> Result<(), CliError> {
    let bad = || input_error(t!("cli-sw-not-a-value", spec = spec));
    let (who, rest) = spec.rsplit_once('.').ok_or_else(bad)?;
    let (stat, number) = rest.split_once('=').ok_or_else(bad)?;
    let stat: Stat = stat.parse().map_err(|e| input_error(format!("{e}")))?;
    let value: i32 = number
        .trim()
        .parse()
        .map_err(|_| input_error(t!("cli-sw-not-whole", number = number.trim(), spec = spec)))?;
    if !(-20..=20).contains(&value) {
        return Err(input_error(t!(
            "cli-sw-value-out-of-range",
            value = value,
            spec = spec
        )));
    }
    let id = person_id(data, who)?;
    if let Some(person) = data.roster.get_mut(&id) {
        person.set_value(stat, Some(value));
    }
    Ok(())
}

fn situation(data: &SherwoodData, args: &RollArgs) -> Result<Situation, CliError> {
    let ids = |names: &[String]| -> Result<Vec<PersonId>, CliError> {
        names
            .iter()
            .filter(|n| !n.trim().is_empty())
            .map(|n| person_id(data, n))
            .collect()
    };
    let injured = ids(&args.injured)?;
    let in_sanctuary = ids(&args.sanctuary)?;
    let mut present = ids(&args.with)?;
    for id in injured.iter().chain(in_sanctuary.iter()) {
        if !present.contains(id) {
            present.push(id.clone());
        }
    }
    // The command line's target names a person; the roll wants their roster id.
    let target = match &args.target {
        None => None,
        Some(Target::KingsMenSquad) => Some(Target::KingsMenSquad),
        Some(Target::Person(name)) => Some(Target::Person(person_id(data, name)?)),
    };
    Ok(Situation {
        space: args
            .space
            .as_deref()
            .map(|s| space_ref(data, s))
            .transpose()?
            .unwrap_or_default(),
        present,
        injured,
        in_sanctuary,
        actor: args
            .actor
            .as_deref()
            .map(|a| person_id(data, a))
            .transpose()?,
        target,
        squads_here: args.squads,
        gold_spent: args.gold,
        warchest: args.warchest,
        phasers: args.phasers,
        witchcraft: args.witchcraft,
        royal_morale: args.morale,
        royal_orders: args.orders,
        flee_to: args
            .flee_to
            .as_deref()
            .map(|s| space_ref(data, s))
            .transpose()?
            .unwrap_or_default(),
        squads_at_destination: args.squads_there,
        all_have_horses: args.horses,
        patients: args.patients,
        medical_kit: args.medical_kit,
        chart_row: args.row.clone(),
        turned_neutral: Vec::new(),
    })
}

pub fn run(cmd: SherwoodCommand, out: &mut impl Write) -> Result<(), CliError> {
    match cmd {
        SherwoodCommand::Roll(args) => roll(&args, out),
        SherwoodCommand::Table { table, json } => show_table(table, json, out),
        SherwoodCommand::Play(args) => super::sherwood_play::run(&args, out),
        SherwoodCommand::Data(cmd) => super::sherwood_data::run(cmd, out),
    }
}

fn roll(args: &RollArgs, out: &mut impl Write) -> Result<(), CliError> {
    let table = args.table;
    let mut data = player_data()?;
    for spec in &args.values {
        apply_value(&mut data, spec)?;
    }
    let situation = situation(&data, args)?;
    let prep = sw::prepare(&data, table, &situation).map_err(|e| match e {
        sw::PrepareError::Missing(missing) => input_error(
            missing
                .iter()
                .map(|m| match m {
                    sw::Missing::Value { person, stat, .. } => {
                        t!(
                            "cli-sw-pass-value",
                            ask = m.ask(),
                            person = person.to_string(),
                            stat = stat.id()
                        )
                    }
                    sw::Missing::Kind { .. } => (m.ask()).to_string(),
                })
                .collect::<Vec<_>>()
                .join("\n"),
        ),
        other => input_error(other.to_string()),
    })?;
    let odds = sw::odds(&data, &prep);
    let seed = args.seed.unwrap_or_else(rand::random);
    let mut rng = GameRng::from_seed(seed);
    let mut input = if args.dice.is_empty() {
        DieInput::Digital(&mut rng)
    } else {
        let dice = args
            .dice
            .iter()
            .map(|d| D10::parse(d).map_err(|e| input_error(e.to_string())))
            .collect::<Result<_, _>>()?;
        DieInput::Physical(dice)
    };
    let outcome = sw::roll(&data, &prep, &mut input).map_err(|e| input_error(e.to_string()))?;
    let seed_used = outcome
        .roll
        .is_some_and(|r| r.source == DieSource::Rolled)
        .then_some(seed);
    if args.json {
        let value = json!({
            "table": outcome.table,
            "table_name": outcome.table_name,
            "row": outcome.row,
            "roll": outcome.roll.map(|r| r.value.value()),
            "die_source": outcome.roll.map(|r| r.source),
            "seed": seed_used,
            "modifiers": outcome.modifiers.iter().map(|m| json!({
                "label": m.label, "value": m.value, "provenance": m.provenance,
            })).collect::<Vec<_>>(),
            "modified": outcome.modified,
            "result": outcome.result,
            "provenance": outcome.provenance,
            "clamped": outcome.clamp,
            "follow_up": outcome.follow_up,
            "notes": outcome.notes,
            "odds": odds,
        });
        writeln!(out, "{}", super::json_words::in_english(value))?;
    } else {
        write_roll_text(out, &outcome, seed_used, &odds)?;
    }
    Ok(())
}

fn write_roll_text(
    out: &mut impl Write,
    outcome: &RollOutcome,
    seed: Option<u64>,
    odds: &[OddsLine],
) -> Result<(), CliError> {
    let only_row = matches!(outcome.row.as_str(), "Paragraph" | "Result");
    if only_row {
        writeln!(out, "{}", outcome.table_name)?;
    } else {
        writeln!(out, "{} — {}", outcome.table_name, outcome.row)?;
    }
    if let Some(die) = outcome.roll {
        let how = match (die.source, seed) {
            (DieSource::Rolled, Some(s)) => t!("cli-sw-rolled-seed", seed = s.to_string()),
            (DieSource::Rolled, None) => t!("cli-sw-rolled"),
            (DieSource::Entered, _) => t!("cli-sw-your-die"),
        };
        writeln!(
            out,
            "  {:>4}  {}",
            die.value.value(),
            t!("cli-sw-die", how = how)
        )?;
        for m in &outcome.modifiers {
            let mark = if m.provenance == Provenance::Rulebook {
                String::new()
            } else {
                format!("  [{}]", m.provenance.label())
            };
            writeln!(out, "  {:>4}  {}{mark}", m.signed_value(), m.label)?;
        }
        if let Some(total) = outcome.modified {
            writeln!(out, "  ----")?;
            writeln!(out, "  {total:>4}  {}", t!("cli-sw-total"))?;
        }
    }
    writeln!(
        out,
        "{}",
        t!("cli-sw-result", result = outcome.result.describe())
    )?;
    if outcome.provenance != Provenance::Rulebook && outcome.roll.is_some() {
        writeln!(
            out,
            "  {}",
            t!("cli-sw-cell-is", provenance = outcome.provenance.label())
        )?;
    }
    if let Some(f) = &outcome.follow_up {
        match (f.roll, f.gold) {
            (Some(d), Some(g)) => writeln!(
                out,
                "{}",
                t!("cli-sw-follow-up-die", die = d.value.value(), gold = g)
            )?,
            _ => writeln!(out, "{}", t!("cli-sw-follow-up", reason = f.reason.clone()))?,
        }
    }
    for note in &outcome.notes {
        writeln!(out, "{}", t!("cli-sw-note", note = note.clone()))?;
    }
    let odds_text: Vec<String> = odds
        .iter()
        .map(|o| {
            let chance = crate::i18n::percent(f64::from(o.faces) * 10.0, 0);
            format!("{} {chance}", o.result.short())
        })
        .collect();
    writeln!(out, "{}", t!("cli-sw-odds", odds = odds_text.join(" · ")))?;
    Ok(())
}

fn show_table(id: TableId, as_json: bool, out: &mut impl Write) -> Result<(), CliError> {
    let data = player_data()?;
    let chart = data.charts.get(id);
    let t = &chart.table;
    if as_json {
        return write_table_json(id, t, out);
    }
    writeln!(out, "{}", t!("cli-sw-table-title", name = t.name.clone()))?;
    let texts: Vec<Vec<String>> = t
        .rows
        .iter()
        .map(|row| {
            row.cells
                .iter()
                .map(|c| {
                    let text = c.result.as_ref().map_or_else(|| "?".to_string(), cell_text);
                    let mark = match c.provenance {
                        Provenance::Inferred => "~",
                        Provenance::Player => "*",
                        _ => "",
                    };
                    format!("{text}{mark}")
                })
                .collect()
        })
        .collect();
    let bands: Vec<String> = t.bands.as_slice().iter().map(|b| b.label.clone()).collect();
    let names: Vec<String> = t.rows.iter().map(|r| r.name.clone()).collect();
    // As printed: die bands across the top, or down the left side.
    let (header, lines): (Vec<String>, Vec<(String, Vec<String>)>) = match t.band_axis {
        BandAxis::Columns => (bands, names.into_iter().zip(texts).collect()),
        BandAxis::Rows => {
            let lines = bands
                .into_iter()
                .enumerate()
                .map(|(b, label)| {
                    let cells = texts
                        .iter()
                        .map(|r| r.get(b).cloned().unwrap_or_default())
                        .collect();
                    (label, cells)
                })
                .collect();
            (names, lines)
        }
    };
    let widths: Vec<usize> = header
        .iter()
        .enumerate()
        .map(|(i, h)| {
            lines
                .iter()
                .filter_map(|(_, r)| r.get(i))
                .map(|c| c.chars().count())
                .chain([h.chars().count()])
                .max()
                .unwrap_or(0)
        })
        .collect();
    let name_width = lines
        .iter()
        .map(|(n, _)| n.chars().count())
        .max()
        .unwrap_or(0);
    let line = |first: &str, cells: &[String]| {
        let mut text = format!("{first:<name_width$}");
        for (cell, w) in cells.iter().zip(&widths) {
            text.push_str(&format!("  {cell:>w$}"));
        }
        text
    };
    writeln!(out, "{}", line("", &header))?;
    for (first, cells) in &lines {
        writeln!(out, "{}", line(first, cells))?;
    }
    for (name, meaning) in &chart.meanings {
        writeln!(out, "  {name}: {meaning}")?;
    }
    Ok(())
}

fn write_table_json(
    id: TableId,
    t: &Table<sw::tables::SherwoodResult>,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let rows: Vec<_> = t
        .rows
        .iter()
        .map(|r| {
            json!({
                "name": r.name,
                "cells": r.cells.iter().map(|c| json!({
                    "result": c.result.as_ref().map(cell_text),
                    "provenance": c.provenance,
                })).collect::<Vec<_>>(),
            })
        })
        .collect();
    let bands: Vec<&str> = t
        .bands
        .as_slice()
        .iter()
        .map(|b| b.label.as_str())
        .collect();
    writeln!(
        out,
        "{}",
        json!({ "table": id, "name": t.name, "bands": bands, "bands_are": t.band_axis, "rows": rows })
    )?;
    Ok(())
}

fn cell_text(result: &sw::tables::SherwoodResult) -> String {
    use sw::tables::SherwoodResult as R;
    match result {
        R::Paragraph(n) => n.to_string(),
        R::Code(c) => c.raw.clone(),
        R::Named(n) => n.clone(),
        R::SquadCode(c) => c.0.clone(),
    }
}
