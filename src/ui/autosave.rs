//! Autosave without waiting: at most one write in flight; a newer game queued while one is
//! written is written next (the newest wins, none is lost); the shell knows when all is
//! written, so quitting can wait for it.

use crate::store::files::StoreError;
use crate::store::storage::SharedStorage;

pub use crate::store::kept_game::{Copy, Place, SavedGame};

/// One game to write, with everything the write needs (it runs off the UI thread).
#[derive(Debug, Clone)]
pub struct SaveJob {
    pub storage: SharedStorage,
    /// Where the open game is kept (shared by its writes).
    pub place: Place,
    pub game: SavedGame,
}

/// A write done: why the record could not take the game, if it could not, and the copy it
/// was kept as where the save had been written elsewhere since it was read.
#[derive(Debug, Clone, Default)]
pub struct Written {
    pub record_problem: Option<String>,
    pub copy: Option<Copy>,
}

impl SaveJob {
    /// Writes the save (blocking: call it off the UI thread) and, when its game has ended,
    /// notes it in the record of plays.
    pub fn write(mut self) -> Result<Written, StoreError> {
        let kept = self.game.keep_at(self.storage.as_ref(), &self.place)?;
        Ok(Written {
            record_problem: kept.record.map(|e| e.to_string()),
            copy: kept.copy,
        })
    }
}

/// The queue of saves.
#[derive(Debug, Default)]
pub struct Autosave {
    writing: bool,
    next: Option<SaveJob>,
}

impl Autosave {
    /// A newer game to save: the job to start now, or `None` when a write is in flight
    /// (then this one is written next, replacing any older one waiting).
    pub fn request(&mut self, job: SaveJob) -> Option<SaveJob> {
        if self.writing {
            self.next = Some(job);
            None
        } else {
            self.writing = true;
            Some(job)
        }
    }

    /// The write in flight has finished: the job to start next, if one waits.
    pub fn finished(&mut self) -> Option<SaveJob> {
        self.writing = false;
        let next = self.next.take()?;
        self.request(next)
    }

    /// Nothing in flight and nothing waiting.
    pub fn idle(&self) -> bool {
        !self.writing && self.next.is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dnfm::game::DnfmGame;
    use crate::store::saves::{self, Envelope};
    use crate::store::storage::MemoryStorage;
    use std::sync::Arc;

    fn job(storage: &SharedStorage, place: &Place, name: &str) -> SaveJob {
        let set = crate::games::dnfm::cards::CardSet::builtin().unwrap();
        let game = DnfmGame::new_digital(set, 1);
        SaveJob {
            storage: storage.clone(),
            place: place.clone(),
            game: SavedGame::Dnfm(Box::new(Envelope::new(
                saves::GameKind::Dnfm,
                name,
                0,
                game,
            ))),
        }
    }

    #[test]
    fn one_write_in_flight_and_the_newest_waiting_wins() {
        let storage: SharedStorage = Arc::new(MemoryStorage::new());
        let mut q = Autosave::default();
        assert!(q.idle());
        let place = Place::new(crate::store::saves::SaveKey::stored("saves/game.json"), 0);
        let first = q.request(job(&storage, &place, "first")).unwrap();
        assert!(q.request(job(&storage, &place, "second")).is_none());
        assert!(q.request(job(&storage, &place, "third")).is_none());
        assert!(!q.idle());
        first.write().unwrap();
        let next = q.finished().unwrap();
        let SavedGame::Dnfm(env) = &next.game else {
            panic!("a DNFM save")
        };
        assert_eq!(env.name, "third", "the newest waiting game is written next");
        assert!(next.write().unwrap().copy.is_none());
        assert!(q.finished().is_none());
        assert!(q.idle());
        let back: Envelope<DnfmGame> =
            saves::load_from(storage.as_ref(), "saves/game.json", saves::GameKind::Dnfm).unwrap();
        assert_eq!(back.name, "third");
        assert_eq!(back.generation, 2, "written twice");
    }
}
