//! A game kept in the player's saves, of either kind, and what keeping it means: the save
//! written and, once the game has ended, its line in the record of plays. The window's
//! autosave and the command line's text mode both keep games this way.

use super::record::{self, Play, Record, Saved};
use super::saves::{self, Envelope};
use super::storage::Storage;
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
    pub fn write_to(&self, storage: &dyn Storage, key: &str) -> Result<Option<String>, String> {
        match self {
            SavedGame::Dnfm(env) => saves::write_to(storage, key, env.as_ref()),
            SavedGame::Sherwood(env) => saves::write_to(storage, key, env.as_ref()),
        }
        .map_err(|e| e.to_string())?;
        Ok(self
            .ended(key)
            .and_then(|play| Record::note(storage, play).err()))
    }

    /// The record's line for the game saved, once it has ended.
    fn ended(&self, key: &str) -> Option<Play> {
        let saved = |name, at, play| Saved {
            key,
            name,
            at,
            play,
        };
        match self {
            SavedGame::Dnfm(env) => {
                record::from_dnfm(&env.data, saved(&env.name, env.saved_at, env.play))
            }
            SavedGame::Sherwood(env) => {
                record::from_sherwood(&env.data, saved(&env.name, env.saved_at, env.play))
            }
        }
    }
}
