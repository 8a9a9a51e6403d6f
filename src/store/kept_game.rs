//! A game kept in the player's saves, of either kind, and what keeping it means: the save
//! written and, once the game has ended, its line in the record of plays. The window's
//! autosave and the command line's text mode both keep games this way.

use super::files::StoreError;
use super::record::{self, Record, RecordError, Saved};
use super::saves::{self, Envelope, GameKind, SaveKey};
use super::storage::Storage;
use crate::games::Game;
use crate::games::dnfm::game::DnfmGame;
use crate::games::sherwood::game::SherwoodGame;

#[derive(Debug, Clone)]
pub enum SavedGame {
    Dnfm(Box<Envelope<DnfmGame>>),
    Sherwood(Box<Envelope<SherwoodGame>>),
}

impl SavedGame {
    /// Writes the save under `key` (blocking) and, when its game has ended, notes it in the
    /// record of plays. `Ok(Some(why))`: the game is saved but the record could not take it.
    pub fn write_to(
        &self,
        storage: &dyn Storage,
        key: &str,
    ) -> Result<Option<RecordError>, StoreError> {
        match self {
            SavedGame::Dnfm(env) => keep(storage, key, env.as_ref()),
            SavedGame::Sherwood(env) => keep(storage, key, env.as_ref()),
        }
    }

    fn name(&self) -> &str {
        match self {
            SavedGame::Dnfm(env) => &env.name,
            SavedGame::Sherwood(env) => &env.name,
        }
    }

    fn rename(&mut self, name: &str) {
        match self {
            SavedGame::Dnfm(env) => name.clone_into(&mut env.name),
            SavedGame::Sherwood(env) => name.clone_into(&mut env.name),
        }
    }

    fn set_generation(&mut self, generation: u64) {
        match self {
            SavedGame::Dnfm(env) => env.generation = generation,
            SavedGame::Sherwood(env) => env.generation = generation,
        }
    }

    /// Writes the save at `place` as its next generation, and notes the record as
    /// [`SavedGame::write_to`] does. Should the save have been written elsewhere since it
    /// was read (its generation moved on), that write is left as it is and this game is
    /// kept as a copy under a free name, which `place` names from then on.
    pub fn keep_at(&mut self, storage: &dyn Storage, place: &Place) -> Result<Kept, StoreError> {
        let (key, generation, renamed) = place.now();
        if let Some(name) = renamed {
            // A game queued before it became a copy goes into the copy, under its name.
            self.rename(&name);
        }
        self.set_generation(generation + 1);
        match self.write_to(storage, &key) {
            Ok(record) => {
                place.written(generation + 1);
                Ok(Kept { record, copy: None })
            }
            Err(StoreError::ChangedElsewhere { .. }) => {
                let of = self.name().to_string();
                let name = saves::unused_name(&of, storage);
                let copy_key = saves::key_for(&name);
                self.rename(&name);
                self.set_generation(1);
                let record = self.write_to(storage, &copy_key)?;
                place.copied(copy_key.clone(), name.clone());
                Ok(Kept {
                    record,
                    copy: Some(Copy {
                        key: copy_key,
                        name,
                        of,
                    }),
                })
            }
            Err(e) => Err(e),
        }
    }
}

/// Where an open game is kept, and the generation last written there: shared by the
/// writes of one open game (they run one after another), so that once one was made as a
/// copy, the next go there too.
#[derive(Debug, Clone)]
pub struct Place(std::sync::Arc<std::sync::Mutex<PlaceNow>>);

#[derive(Debug, Clone)]
struct PlaceNow {
    key: SaveKey,
    generation: u64,
    /// The copy's name, once the game was kept as one.
    renamed: Option<String>,
}

impl Place {
    /// The save `key`, as read at `generation`.
    pub fn new(key: SaveKey, generation: u64) -> Place {
        Place(std::sync::Arc::new(std::sync::Mutex::new(PlaceNow {
            key,
            generation,
            renamed: None,
        })))
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, PlaceNow> {
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn now(&self) -> (SaveKey, u64, Option<String>) {
        let now = self.lock();
        (now.key.clone(), now.generation, now.renamed.clone())
    }

    fn written(&self, generation: u64) {
        self.lock().generation = generation;
    }

    fn copied(&self, key: SaveKey, name: String) {
        *self.lock() = PlaceNow {
            key,
            generation: 1,
            renamed: Some(name),
        };
    }

    /// The key the game is kept under now.
    pub fn key(&self) -> SaveKey {
        self.lock().key.clone()
    }
}

/// A game kept: the record's problem, if any, and the copy it was kept as, if the save had
/// changed elsewhere.
#[derive(Debug)]
pub struct Kept {
    pub record: Option<RecordError>,
    pub copy: Option<Copy>,
}

/// A game kept as a copy: its new key and name, and the name of the save it was read from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Copy {
    pub key: SaveKey,
    pub name: String,
    pub of: String,
}

/// Why a game could not be counted as lost.
#[derive(Debug, Clone, thiserror::Error)]
pub enum GiveUpError {
    #[error(transparent)]
    Save(#[from] StoreError),
    #[error(transparent)]
    Record(#[from] RecordError),
    /// The game has an ending of its own already.
    #[error("{}", crate::t!("app-ended-already", name = .0.as_str()))]
    EndedAlready(String),
}

/// Writes `env` under `key` and, once its game has ended, its line in the record.
pub fn keep<G: Game>(
    storage: &dyn Storage,
    key: &str,
    env: &Envelope<G>,
) -> Result<Option<RecordError>, StoreError> {
    saves::write_to(storage, key, env)?;
    Ok(
        record::ended(&env.data, saved(key, env))
            .and_then(|play| Record::note(storage, play).err()),
    )
}

/// Reads the save under `key` and counts its game as lost in the record, at `at`, under
/// `name` (the name the player sees).
pub fn give_up(
    storage: &dyn Storage,
    key: &str,
    game: GameKind,
    name: &str,
    at: u64,
) -> Result<(), GiveUpError> {
    fn line<G: Game>(
        storage: &dyn Storage,
        key: &str,
        name: &str,
        at: u64,
    ) -> Result<Option<record::Play>, StoreError> {
        let env = saves::load_game::<G>(storage, key)?;
        let saved = Saved {
            key,
            name,
            at,
            play: env.play,
        };
        Ok(record::given_up(&env.data, saved))
    }
    let line = match game {
        GameKind::Dnfm => line::<DnfmGame>(storage, key, name, at)?,
        GameKind::Sherwood => line::<SherwoodGame>(storage, key, name, at)?,
    };
    let line = line.ok_or_else(|| GiveUpError::EndedAlready(name.into()))?;
    Record::note(storage, line)?;
    Ok(())
}

fn saved<'a, G>(key: &'a str, env: &'a Envelope<G>) -> Saved<'a> {
    Saved {
        key,
        name: &env.name,
        at: env.saved_at,
        play: env.play,
    }
}
