//! Where the text mode keeps its game: among the player's saves in the app's data folder,
//! under a name, written after every change with the record noted when the game ends; and
//! named in the settings as the game last open, so that the window opens it next.

use super::super::CliError;
use crate::store::kept_game::{Place, SavedGame};
use crate::store::lock::Held;
use crate::store::saves::{self, Envelope, GameKind};
use crate::store::settings::{LastOpen, Settings, TabKey};
use crate::store::storage::{FileStorage, Storage};
use crate::t;
use serde::de::DeserializeOwned;

pub struct Keeping {
    storage: FileStorage,
    /// Where the game is kept, and the generation last written there.
    place: Place,
    name: String,
    /// This play's number in the record (see [`Envelope::play`]).
    play: u64,
    /// The save, held for this text mode while it plays it: a window or another text mode
    /// that opens it is told it is in use (`store::lock`).
    _held: Held,
}

/// Seconds since 1970, for "last played".
pub fn now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

fn data_folder() -> Result<FileStorage, CliError> {
    crate::store::paths::data_dir()
        .map(FileStorage::new)
        .ok_or_else(|| CliError::Input(t!("cli-play-no-data-folder")))
}

impl Keeping {
    /// A new game's place: `name` if given and free, else the game's own name made unique
    /// ("Sherwood 2").
    pub fn new_game(kind: GameKind, name: Option<&str>) -> Result<Keeping, CliError> {
        let storage = data_folder()?;
        let wanted = name
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .unwrap_or(kind.new_save_name());
        let (name, held) = saves::claim_unused_name(wanted, &storage)
            .map_err(|e| CliError::Input(e.to_string()))?;
        Ok(Keeping {
            place: Place::new(saves::key_for(&name), 0),
            name,
            storage,
            play: rand::random(),
            _held: held,
        })
    }

    /// A saved game of `kind`, by the name it was saved under, and its place.
    pub fn open<G: DeserializeOwned>(
        kind: GameKind,
        name: &str,
    ) -> Result<(Keeping, Envelope<G>), CliError> {
        let storage = data_folder()?;
        let key = saves::key_for(name);
        if matches!(storage.read(&key), Ok(None)) {
            let names: Vec<String> = saves::list_in(&storage)
                .into_iter()
                .filter(|s| s.game == Some(kind) && s.problem.is_none())
                .map(|s| s.name)
                .collect();
            return Err(CliError::Input(t!(
                "cli-play-no-such-save",
                name = name,
                count = names.len(),
                names = names.join(", ")
            )));
        }
        // Held before it is read: what is read is what no one else is changing.
        let held = storage
            .hold(&key)
            .map_err(|e| CliError::Input(e.to_string()))?;
        let env: Envelope<G> =
            saves::load_from(&storage, &key, kind).map_err(|e| CliError::Input(e.to_string()))?;
        let keeping = Keeping {
            place: Place::new(key, env.generation),
            name: env.name.clone(),
            storage,
            play: env.play.unwrap_or_else(rand::random),
            _held: held,
        };
        Ok((keeping, env))
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    /// Writes the game and names it the game last open. `Ok(Some(why))`: saved, but the
    /// record of plays could not take it.
    pub fn keep(
        &mut self,
        game: impl FnOnce(&str, u64) -> SavedGame,
    ) -> Result<Option<String>, crate::store::StoreError> {
        let kept = game(&self.name, self.play).keep_at(&self.storage, &self.place)?;
        let mut told = kept.record.map(|e| e.to_string());
        if let Some(copy) = kept.copy {
            // Written elsewhere since it was opened here: that write stays, and this game
            // goes on as the copy, held as the save was.
            if let Ok(held) = self.storage.hold(&copy.key) {
                self._held = held;
            }
            told = Some(t!(
                "app-kept-as-copy",
                name = copy.of.as_str(),
                copy = copy.name.as_str()
            ));
            self.name = copy.name;
        }
        let (mut settings, unreadable) = Settings::load_from(&self.storage);
        let last = Some(LastOpen {
            key: self.place.key(),
            tab: TabKey::Play,
        });
        // An unreadable settings file is the player's to mend: never written over.
        if unreadable.is_none() && settings.last_open != last {
            settings.last_open = last;
            settings.save_to(&self.storage)?;
        }
        Ok(told)
    }
}
