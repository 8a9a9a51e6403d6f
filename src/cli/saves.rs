//! `pnp-companion saves`: what a save file holds, and moving saves in from another device
//! (a phone's export, or a shared game's link) without the window, and a save's game as a
//! link.

use super::CliError;
use crate::games::dnfm::cards::CardSet;
use crate::games::dnfm::game::DnfmGame;
use crate::games::sherwood::game::SherwoodGame;
use crate::store::files::read_text;
use crate::store::moving;
use crate::store::paths;
use crate::store::saves::{self, Finished, GameKind};
use crate::store::settings::Settings;
use crate::store::share;
use crate::store::storage::FileStorage;
use crate::store::user_data::{UserData, sherwood_data_from};
use crate::t;
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
        /// Take the settings an "everything" export carries; without it, the settings here are kept (a folder with none takes them)
        #[arg(long)]
        settings: bool,
    },
    /// A link that carries the game in a save (its seed, mode and moves), for the web app on another device
    Share {
        /// The save file
        file: PathBuf,
        /// The web app's address; without it, the one set in the app ("Where your web app lives"), else the link's own part from "#game=" on
        #[arg(long)]
        base: Option<String>,
    },
    /// Opens a shared game's link as a new save in the data folder (it is replayed and checked first)
    Open {
        /// The link (or its part from "#game=" on); quote it in the shell
        link: String,
        /// Where the game's chart entries differ from yours, take theirs (the game was
        /// played on them); without it such a link is refused and nothing is written
        #[arg(long)]
        theirs: bool,
    },
}

pub fn run(cmd: SavesCommand, out: &mut impl Write) -> Result<(), CliError> {
    match cmd {
        SavesCommand::Show { file } => show(&file, out),
        SavesCommand::Share { file, base } => {
            let link = share_link(&file, base)?;
            writeln!(out, "{link}")?;
            Ok(())
        }
        SavesCommand::Open { link, theirs } => {
            let dir = data_dir()?;
            let storage = FileStorage::new(&dir);
            let set = CardSet::builtin().map_err(|e| CliError::Input(e.to_string()))?;
            let sherwood = || sherwood_data_from(Some(&storage)).map(|(data, _)| data);
            let now = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs());
            let differing = if theirs {
                share::WhereTheyDiffer::TakeTheirs
            } else {
                share::WhereTheyDiffer::Refuse
            };
            let opened = share::open(&storage, &link, set, sherwood, now, differing).map_err(
                |e| match e {
                    share::ShareError::ChartDiffers(_) => {
                        CliError::Input(t!("cli-saves-chart-differs", error = e.to_string()))
                    }
                    e => CliError::Input(e.to_string()),
                },
            )?;
            let opened_as = t!("cli-saves-opened", name = opened.name.as_str());
            writeln!(out, "{opened_as}")?;
            if let Some(entries) = &opened.entries {
                writeln!(out, "{entries}")?;
            }
            writeln!(out, "{}", data_folder(&dir))?;
            Ok(())
        }
        SavesCommand::Import { file, settings } => {
            let text = read_text(&file).map_err(|e| CliError::Input(e.to_string()))?;
            let dir = data_dir()?;
            let storage = FileStorage::new(&dir);
            let take = if settings {
                moving::TakeSettings::Yes
            } else {
                moving::TakeSettings::IfNoneHere
            };
            let done = moving::import(&storage, &file.display().to_string(), &text, take)
                .map_err(|e| CliError::Input(e.to_string()))?;
            writeln!(out, "{done}")?;
            if done.settings_kept {
                writeln!(out, "{}", t!("cli-saves-import-settings-hint"))?;
            }
            writeln!(out, "{}", data_folder(&dir))?;
            Ok(())
        }
    }
}

fn data_dir() -> Result<PathBuf, CliError> {
    paths::data_dir().ok_or_else(|| CliError::Input(t!("cli-no-data-folder")))
}

/// "Data folder: …".
fn data_folder(dir: &Path) -> String {
    t!("cli-saves-data-folder", folder = dir.display().to_string())
}

/// The link for the game in a save file: after `base`, the address set in the app, or
/// nothing (the part from "#game=" on).
fn share_link(file: &Path, base: Option<String>) -> Result<String, CliError> {
    let text = read_text(file).map_err(|e| CliError::Input(e.to_string()))?;
    let bad = |e: String| CliError::Input(e);
    let game = save_kind(&text, file)?;
    let encoded = match game {
        GameKind::Dnfm => {
            let e = saves::parse::<DnfmGame>(&text, file, game).map_err(|e| bad(e.to_string()))?;
            share::encode_dnfm(&e.name, &e.data)
        }
        GameKind::Sherwood => {
            let e =
                saves::parse::<SherwoodGame>(&text, file, game).map_err(|e| bad(e.to_string()))?;
            // The player's own chart entries travel with the game: it was played on them.
            let yours = match paths::data_dir() {
                Some(dir) => UserData::load_from(&FileStorage::new(&dir))
                    .map_err(|e| bad(t!("cli-saves-chart-data", error = e.to_string())))?,
                None => UserData::default(),
            };
            share::encode_sherwood(&e.name, &e.data, &yours)
        }
    }
    .map_err(|e| bad(e.to_string()))?;
    let base = base.or_else(|| {
        paths::data_dir()
            .map(|dir| Settings::load_from(&FileStorage::new(&dir)).0)
            .and_then(|s| s.web_app_address)
    });
    Ok(share::link(base.as_deref().unwrap_or_default(), &encoded))
}

fn save_kind(text: &str, file: &Path) -> Result<GameKind, CliError> {
    let head: serde_json::Value = serde_json::from_str(text).map_err(|e| {
        CliError::Input(t!(
            "cli-saves-not-a-save",
            file = file.display().to_string(),
            error = e.to_string()
        ))
    })?;
    head.get("game")
        .cloned()
        .and_then(|g| serde_json::from_value(g).ok())
        .ok_or_else(|| {
            CliError::Input(t!(
                "cli-saves-unknown-game",
                file = file.display().to_string()
            ))
        })
}

fn show(file: &Path, out: &mut impl Write) -> Result<(), CliError> {
    let text = read_text(file).map_err(|e| CliError::Input(e.to_string()))?;
    let game = save_kind(&text, file)?;
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
        writeln!(out, "{}", t!("cli-saves-seed", seed = seed.to_string()))?;
    }
    writeln!(out, "{}", t!("cli-saves-actions", actions = actions))?;
    let finished = match finished {
        Some(Finished::Won) => t!("cli-saves-won"),
        Some(Finished::Lost) => t!("cli-saves-lost"),
        None => t!("cli-saves-not-finished"),
    };
    writeln!(out, "{finished}")?;
    Ok(())
}
