//! The headless command line: look-ups and rolls for scripts, tests and players at a
//! terminal. Every error is one clear line on stderr and exit code 2. It speaks the
//! system's language, or the one `--lang` names; its `--json` is English in every language.

pub mod apply_reference;
mod dnfm;
mod dnfm_play;
mod help_words;
mod json_words;
mod mistakes;
mod play;
#[cfg(all(feature = "print", not(target_arch = "wasm32")))]
mod print;
mod record;
mod saves;
mod script;
mod session;
mod sherwood;
mod sherwood_data;
mod sherwood_play;
mod shown;

use crate::i18n::Lang;
use crate::t;
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use std::ffi::OsString;
use std::io::Write;
use std::process::ExitCode;

// Every command's and argument's help is the catalogue's (`help_words`): the `///` lines
// on the commands and their arguments are for the code's readers.
#[derive(Parser, Debug)]
#[command(
    name = "pnp-companion",
    version,
    long_about = None,
)]
pub struct Cli {
    /// The language of the text: en, de or fr (the system's where not given); --json is the same in each
    #[arg(long, global = true, value_name = "CODE", value_parser = language)]
    lang: Option<Lang>,
    #[command(subcommand)]
    command: Option<Command>,
}

/// `--lang`'s value: one of the languages there are. (clap shows a value parser's error as
/// it is, so it is the player's sentence.)
fn language(code: &str) -> Result<Lang, String> {
    Lang::from_code(code).ok_or_else(|| {
        let known: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
        t!("cli-lang-unknown", code = code, known = known.join(", "))
    })
}

/// The language `args` ask for with `--lang`, looked for before they are parsed so that the
/// help and clap's own messages are in it too (a wrong code is clap's to report).
fn language_asked(args: &[OsString]) -> Option<Lang> {
    let mut rest = args.iter().skip(1).map(|a| a.to_str());
    while let Some(arg) = rest.next() {
        match arg {
            Some("--") => return None,
            Some("--lang") => return rest.next().flatten().and_then(Lang::from_code),
            Some(a) => {
                if let Some(code) = a.strip_prefix("--lang=") {
                    return Lang::from_code(code);
                }
            }
            None => {}
        }
    }
    None
}

/// The commands with their help, and clap's own words, in the current language.
fn command() -> clap::Command {
    help_words::in_words(<Cli as CommandFactory>::command())
}

/// Every catalogue key the commands' help asks for, made from the commands' and arguments'
/// names (`help_words`), for the test that holds the catalogues to the code.
pub fn help_keys() -> Vec<String> {
    help_words::keys(<Cli as CommandFactory>::command())
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
    #[cfg(all(feature = "print", not(target_arch = "wasm32")))]
    Print(print::PrintArgs),
    /// Save files: what one holds, and bringing in saves exported on another device
    #[command(subcommand)]
    Saves(saves::SavesCommand),
    /// Your record of plays: games won and lost per game and mode, or every play as CSV
    Record(record::RecordArgs),
    /// Play a game line by line in the terminal (for a screen reader, or without looking)
    #[command(subcommand)]
    Play(play::PlayCommand),
}

/// Refuses to write over a file that is there already, unless the player said `--force`:
/// an export never replaces a file unasked (one replaced a system file when run as root).
fn unless_there(file: &std::path::Path, force: bool) -> Result<(), CliError> {
    if !force && std::fs::symlink_metadata(file).is_ok() {
        return Err(CliError::Input(t!(
            "cli-file-there",
            file = file.display().to_string()
        )));
    }
    Ok(())
}

/// What went wrong, in words a player understands.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    Input(String),
    Data(#[from] crate::games::sherwood::data::DataError),
    Output(#[from] std::io::Error),
}

impl std::fmt::Display for CliError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CliError::Input(words) => f.write_str(words),
            CliError::Data(e) => e.fmt(f),
            CliError::Output(e) => f.write_str(&t!("cli-output-failed", error = e.to_string())),
        }
    }
}

/// Parses `args` (program name first) and runs the command; returns the exit code.
pub fn run<I, T>(args: I) -> ExitCode
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    crate::i18n::start_for_the_process(language_asked(&args));
    // `--json` is for programs: a contract in English whatever the language, and every
    // word that reaches it (a log line, a reason) is written in English from the start.
    let for_programs = args.iter().any(|a| a == "--json");
    let cli = match command()
        .try_get_matches_from(args)
        .and_then(|m| Cli::from_arg_matches(&m))
    {
        Ok(cli) => cli,
        // Help and version to stdout with code 0, mistakes to stderr with 2.
        Err(e) => return mistakes::report(&e),
    };
    if for_programs {
        crate::i18n::set_language(Lang::En);
    } else if let Some(lang) = cli.lang {
        crate::i18n::set_language(lang);
    }
    let mut out = shown::Shown::new(std::io::stdout().lock());
    let result = match cli.command {
        None => {
            // Arguments but no command (such as `--`): what there is to run.
            command().write_long_help(&mut out).map_err(CliError::from)
        }
        Some(Command::Dnfm(cmd)) => dnfm::run(cmd, &mut out),
        Some(Command::Sherwood(cmd)) => sherwood::run(cmd, &mut out),
        #[cfg(all(feature = "print", not(target_arch = "wasm32")))]
        Some(Command::Print(args)) => print::run(&args, &mut out),
        Some(Command::Saves(cmd)) => saves::run(cmd, &mut out),
        Some(Command::Record(args)) => record::run(args, &mut out),
        Some(Command::Play(cmd)) => play::run(cmd, &mut out),
    };
    match result.and_then(|()| out.flush().map_err(CliError::from)) {
        Ok(()) => ExitCode::SUCCESS,
        // A reader such as `head` that stops early is not an error of ours.
        Err(CliError::Output(e)) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{}", shown::shown(&t!("cli-error", error = e.to_string())));
            ExitCode::from(2)
        }
    }
}
