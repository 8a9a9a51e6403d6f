//! The headless command line: look-ups and rolls for scripts, tests and players at a
//! terminal. Every error is one clear line on stderr and exit code 2.

pub mod apply_reference;
mod dnfm;
mod dnfm_play;
#[cfg(feature = "print")]
mod print;
mod record;
mod saves;
mod script;
mod session;
mod sherwood;
mod sherwood_data;
mod sherwood_play;

use clap::{Parser, Subcommand};
use std::ffi::OsString;
use std::io::Write;
use std::process::ExitCode;

#[derive(Parser, Debug)]
#[command(
    name = "pnp-companion",
    version,
    about = "A companion for two solo tabletop games: Do Not Forsake Me (Oh My Darling) and The Sherwood Syndrome",
    long_about = None,
)]
pub struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Do Not Forsake Me (Oh My Darling): combat values, events, prices, odds, simulation
    #[command(subcommand)]
    Dnfm(dnfm::DnfmCommand),
    /// The Sherwood Syndrome (Star Trek III, 1985): rolls, chart look-ups and scripted play
    #[command(subcommand)]
    Sherwood(sherwood::SherwoodCommand),
    /// Print-and-play PDFs: the Do Not Forsake Me cards and the Sherwood counter sheets
    #[cfg(feature = "print")]
    Print(print::PrintArgs),
    /// Save files: what one holds, and bringing in saves exported on another device
    #[command(subcommand)]
    Saves(saves::SavesCommand),
    /// Your record of plays: games won and lost per game and mode, or every play as CSV
    Record(record::RecordArgs),
}

/// What went wrong, in words a player understands.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    #[error("{0}")]
    Input(String),
    #[error(transparent)]
    Data(#[from] crate::games::sherwood::data::DataError),
    #[error("could not write the output: {0}")]
    Output(#[from] std::io::Error),
}

/// Parses `args` (program name first) and runs the command; returns the exit code.
pub fn run<I, T>(args: I) -> ExitCode
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            // clap prints help and version to stdout with code 0, mistakes to stderr with 2.
            let _ = e.print();
            return ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2));
        }
    };
    let mut out = std::io::stdout().lock();
    let result = match cli.command {
        None => {
            // Arguments but no command (such as `--`): what there is to run.
            let mut cmd = <Cli as clap::CommandFactory>::command();
            cmd.write_long_help(&mut out).map_err(CliError::from)
        }
        Some(Command::Dnfm(cmd)) => dnfm::run(cmd, &mut out),
        Some(Command::Sherwood(cmd)) => sherwood::run(cmd, &mut out),
        #[cfg(feature = "print")]
        Some(Command::Print(args)) => print::run(&args, &mut out),
        Some(Command::Saves(cmd)) => saves::run(cmd, &mut out),
        Some(Command::Record(args)) => record::run(args, &mut out),
    };
    match result.and_then(|()| out.flush().map_err(CliError::from)) {
        Ok(()) => ExitCode::SUCCESS,
        // A reader such as `head` that stops early is not an error of ours.
        Err(CliError::Output(e)) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
