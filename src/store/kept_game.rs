//! A game kept in the player's saves, of either kind, and what keeping it means: the save
//! written and, once the game has ended, its line in the record of plays. The window's
//! autosave and the command line's text mode both keep games this way.

use super::files::StoreError;
use super::record::{self, Record, RecordError, Saved};
use super::saves::{self, Envelope, GameKind};
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
