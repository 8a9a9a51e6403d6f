//! `pnp-companion saves`: what a save file holds, and moving saves in from another device
//! (a phone's export) without the window.

use super::CliError;
use crate::games::dnfm::game::DnfmGame;
use crate::games::sherwood::game::SherwoodGame;
use crate::store::files::read_text;
use crate::store::moving;
use crate::store::paths;
use crate::store::saves::{self, Finished, GameKind};
use crate::store::storage::FileStorage;
use clap::Subcommand;
use std::io::Write;
use std::path::{Path, PathBuf};

#[derive(Subcommand, Debug)]
pub enum SavesCommand {
    /// What a save file holds: its game, name, seed, how far it got; an error if it cannot be played
    Show {
        /// The save file (from the data folder, or exported by the web app)
        file: PathBuf,
    },
    /// Brings a save or an "everything" export (from the web app or another computer) into the data folder
    Import {
        /// The exported file
        file: PathBuf,
    },
}

pub fn run(cmd: SavesCommand, out: &mut impl Write) -> Result<(), CliError> {
    match cmd {
        SavesCommand::Show { file } => show(&file, out),
        SavesCommand::Import { file } => {
            let text = read_text(&file).map_err(|e| CliError::Input(e.to_string()))?;
            let dir = paths::data_dir().ok_or_else(|| {
                CliError::Input("no data folder could be found for this user".into())
            })?;
            let storage = FileStorage::new(&dir);
            let done = moving::import(&storage, &file.display().to_string(), &text)
                .map_err(|e| CliError::Input(e.to_string()))?;
            writeln!(out, "{done}")?;
            writeln!(out, "Data folder: {}", dir.display())?;
            Ok(())
        }
    }
}

fn show(file: &Path, out: &mut impl Write) -> Result<(), CliError> {
    let text = read_text(file).map_err(|e| CliError::Input(e.to_string()))?;
    let head: serde_json::Value = serde_json::from_str(&text)
        .map_err(|e| CliError::Input(format!("{} is not a save ({e})", file.display())))?;
    let game: GameKind = head
        .get("game")
        .cloned()
        .and_then(|g| serde_json::from_value(g).ok())
        .ok_or_else(|| {
            CliError::Input(format!(
                "{} is not a save of a game this version knows",
                file.display()
            ))
        })?;
    let bad = |e: crate::store::StoreError| CliError::Input(e.to_string());
    let (name, seed, finished, actions) = match game {
        GameKind::Dnfm => {
            let e = saves::parse::<DnfmGame>(&text, file, game).map_err(bad)?;
            let actions = e.data.journal.entries().len();
            (e.name, e.seed, e.finished, actions)
        }
        GameKind::Sherwood => {
            let e = saves::parse::<SherwoodGame>(&text, file, game).map_err(bad)?;
            let actions = e.data.journal.entries().len();
            (e.name, e.seed, e.finished, actions)
        }
    };
    writeln!(out, "{}: {name}", game.title())?;
    if let Some(seed) = seed {
        writeln!(out, "Seed: {seed}")?;
    }
    writeln!(out, "Actions: {actions}")?;
    writeln!(
        out,
        "{}",
        match finished {
            Some(Finished::Won) => "Finished: won",
            Some(Finished::Lost) => "Finished: lost",
            None => "Not finished",
        }
    )?;
    Ok(())
}
