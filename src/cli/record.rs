//! `pnp-companion record`: the record of plays summed up per game and mode (or as JSON), and
//! written out as CSV for a spreadsheet or a play-logging app.

use super::CliError;
use crate::store::paths;
use crate::store::record::{self, Record, Stats};
use crate::store::saves::GameKind;
use crate::store::storage::FileStorage;
use crate::t;
use clap::{Args, Subcommand, ValueEnum};
use serde::Serialize;
use std::io::Write;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct RecordArgs {
    #[command(subcommand)]
    command: Option<RecordCommand>,
    /// Only this game
    #[arg(long, value_enum)]
    game: Option<Game>,
    /// Print one JSON object instead of text
    #[arg(long)]
    json: bool,
}

#[derive(Subcommand, Debug)]
enum RecordCommand {
    /// Writes every play as CSV (one row a play; the guide's saves chapter lists the columns)
    Export {
        /// The CSV file to write
        #[arg(long, value_name = "FILE")]
        csv: PathBuf,
        /// Write over the file if it is there already
        #[arg(long)]
        force: bool,
    },
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Game {
    Dnfm,
    Sherwood,
}

impl Game {
    fn kind(self) -> GameKind {
        match self {
            Game::Dnfm => GameKind::Dnfm,
            Game::Sherwood => GameKind::Sherwood,
        }
    }
}

/// One game and mode summed up, as `--json` gives it.
#[derive(Serialize)]
struct Summary {
    game: GameKind,
    mode: &'static str,
    played: usize,
    won: usize,
    lost: usize,
    win_rate: Option<f64>,
    ways_lost: Vec<WayLost>,
    longest_win_run: usize,
    average_turns: Option<f64>,
}

#[derive(Serialize)]
struct WayLost {
    how: &'static str,
    games: usize,
}

#[derive(Serialize)]
struct Output<'a> {
    summaries: Vec<Summary>,
    plays: Vec<&'a record::Play>,
}

pub fn run(args: RecordArgs, out: &mut impl Write) -> Result<(), CliError> {
    let dir = paths::data_dir().ok_or_else(|| CliError::Input(t!("cli-no-data-folder")))?;
    let storage = FileStorage::new(&dir);
    let (record, problem) = Record::load_from(&storage);
    if let Some(problem) = problem {
        return Err(CliError::Input(problem.to_string()));
    }
    let games: Vec<GameKind> = match args.game {
        Some(g) => vec![g.kind()],
        None => vec![GameKind::Dnfm, GameKind::Sherwood],
    };
    if let Some(RecordCommand::Export { csv, force }) = args.command {
        super::unless_there(&csv, force)?;
        crate::store::files::replace_atomic(&csv, record::to_csv(&record).as_bytes()).map_err(
            |e| {
                CliError::Input(t!(
                    "cli-record-not-written",
                    file = csv.display().to_string(),
                    error = e.to_string()
                ))
            },
        )?;
        let written = t!(
            "cli-record-written",
            plays = record.plays.len(),
            file = csv.display().to_string()
        );
        writeln!(out, "{written}")?;
        return Ok(());
    }
    let mut kept: Vec<(GameKind, bool, Stats)> = Vec::new();
    for game in &games {
        for physical in [false, true] {
            let s = record::stats(&record, *game, Some(physical));
            if s.played > 0 {
                kept.push((*game, physical, s));
            }
        }
    }
    if args.json {
        let output = Output {
            summaries: kept.iter().map(|(g, p, s)| summary(*g, *p, s)).collect(),
            plays: record
                .of(None)
                .filter(|p| games.contains(&p.game))
                .collect(),
        };
        let text = serde_json::to_string_pretty(&output)
            .map_err(|e| CliError::Input(t!("cli-record-no-json", error = e.to_string())))?;
        writeln!(out, "{text}")?;
        return Ok(());
    }
    if kept.is_empty() {
        writeln!(out, "{}", t!("cli-record-empty"))?;
        return Ok(());
    }
    for (game, physical, s) in &kept {
        let mode = if *physical {
            t!("cli-record-physical")
        } else {
            t!("cli-record-digital")
        };
        writeln!(out, "{} ({mode})", game.title())?;
        writeln!(out, "  {}", s.summary())?;
        for (how, n) in &s.ways_lost {
            writeln!(out, "  {} × {n}", how.words())?;
        }
        let run = t!("cli-record-longest-run", wins = s.longest_win_run);
        writeln!(out, "  {run}")?;
        if let Some(turns) = s.average_turns {
            let turns = t!(
                "cli-record-turns",
                turns = crate::i18n::decimal(turns, 1),
                kind = game.key()
            );
            writeln!(out, "  {turns}")?;
        }
    }
    Ok(())
}

fn summary(game: GameKind, physical: bool, s: &Stats) -> Summary {
    Summary {
        game,
        mode: if physical { "physical" } else { "digital" },
        played: s.played,
        won: s.won,
        lost: s.lost,
        win_rate: s.win_rate(),
        ways_lost: s
            .ways_lost
            .iter()
            .map(|(how, n)| WayLost {
                how: how.key(),
                games: *n,
            })
            .collect(),
        longest_win_run: s.longest_win_run,
        average_turns: s.average_turns,
    }
}
