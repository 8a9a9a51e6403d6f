//! The record of plays: one line for each game that ended, kept in its own file apart from
//! the saves, so deleting a save keeps its line. `ended` makes a line from a finished game,
//! `stats` sums the lines up per game and mode, `csv` writes them for a spreadsheet.

mod csv;
mod ended;
mod stats;

pub use csv::{CSV_COLUMNS, to_csv};
pub use ended::{Saved, ended, given_up};
pub use stats::{Stats, stats};

use super::files::StoreError;
use super::saves::GameKind;
use super::storage::Storage;
use serde::{Deserialize, Serialize};

/// The record's key in the data folder.
pub const RECORD_KEY: &str = "record.json";
pub const FORMAT: &str = "pnp-companion-record";
pub const VERSION: u32 = 1;

pub use crate::games::How;

/// One of the game's own figures at its end ("Megacredits" 30, "Witchcraft" 7).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Figure {
    pub name: String,
    pub value: i64,
}

/// One game that ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Play {
    pub game: GameKind,
    /// Played with the player's own dice or cards.
    pub physical: bool,
    pub seed: u64,
    /// The save's key, to open the game while the save exists.
    pub save: String,
    /// The save's name when the game ended.
    pub name: String,
    /// Seconds since 1970.
    pub ended_at: u64,
    pub turns: u32,
    pub how: How,
    #[serde(default)]
    pub figures: Vec<Figure>,
    /// The play's own number from its save (see `Envelope::play`); lines from before it
    /// have none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub play: Option<u64>,
}

impl Play {
    pub fn won(&self) -> bool {
        self.how.won()
    }

    /// The same game: the same play (by its own number), or, for lines without one, the
    /// same save and seed. Its line is replaced, not added to, when it ends again (taken
    /// back and played to another end); a new game under a deleted save's name and seed is
    /// another play.
    fn same_game(&self, other: &Play) -> bool {
        self.game == other.game
            && match (self.play, other.play) {
                (Some(a), Some(b)) => a == b,
                _ => self.save == other.save && self.seed == other.seed,
            }
    }
}

/// Every play, oldest first.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub plays: Vec<Play>,
}

/// The record as written: a versioned envelope like a save's.
#[derive(Serialize, Deserialize)]
struct Written {
    format: String,
    version: u32,
    plays: Vec<Play>,
}

/// Why the record could not be read or written; its words are the player's.
#[derive(Debug, Clone, thiserror::Error)]
pub enum RecordError {
    /// The text is not JSON of a record (serde's reason).
    #[error("{0}")]
    NotJson(String),
    #[error("{}", crate::t!("record-not-a-record", format = .0.as_str()))]
    NotARecord(String),
    #[error("{}", crate::t!("record-newer", version = *.0))]
    Newer(u32),
    /// The stored file does not read; it is kept as it is.
    #[error("{}", crate::t!("record-unreadable-kept", path = .path.as_str(), why = .why.to_string()))]
    Unreadable { path: String, why: Box<RecordError> },
    #[error("{}", crate::t!("record-cannot-read", error = .0.to_string()))]
    CannotRead(StoreError),
    #[error("{}", crate::t!("record-cannot-write", error = .0.to_string()))]
    CannotWrite(StoreError),
}

impl Record {
    /// The record from the storage: none yet is an empty record; a file that does not read
    /// gives an empty record and why (the file is kept: nothing may overwrite it until the
    /// player has looked).
    pub fn load_from(storage: &dyn Storage) -> (Record, Option<RecordError>) {
        match storage.read(RECORD_KEY) {
            Ok(None) => (Record::default(), None),
            Ok(Some(text)) => match Record::parse(&text) {
                Ok(r) => (r, None),
                Err(why) => (
                    Record::default(),
                    Some(RecordError::Unreadable {
                        path: storage.locate(RECORD_KEY).display().to_string(),
                        why: Box::new(why),
                    }),
                ),
            },
            Err(e) => (Record::default(), Some(RecordError::CannotRead(e))),
        }
    }

    /// The record from its text.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        let w: Written =
            serde_json::from_str(text).map_err(|e| RecordError::NotJson(e.to_string()))?;
        if w.format != FORMAT {
            return Err(RecordError::NotARecord(w.format));
        }
        if w.version > VERSION {
            return Err(RecordError::Newer(w.version));
        }
        Ok(Record { plays: w.plays })
    }

    pub fn to_json(&self) -> Result<String, StoreError> {
        serde_json::to_string_pretty(&Written {
            format: FORMAT.into(),
            version: VERSION,
            plays: self.plays.clone(),
        })
        .map_err(|e| StoreError::Invalid(e.to_string()))
    }

    /// Written atomically; refused when the stored record does not read (it is kept).
    pub fn save_to(&self, storage: &dyn Storage) -> Result<(), StoreError> {
        let text = self.to_json()?;
        storage.write(RECORD_KEY, text.as_bytes(), &|old| {
            Record::parse(old).is_ok()
        })
    }

    /// Adds a game that ended, or replaces its line when the same game ended before.
    /// Returns whether the record changed.
    pub fn add(&mut self, play: Play) -> bool {
        match self.plays.iter_mut().find(|p| p.same_game(&play)) {
            Some(p) if p.how == play.how && p.turns == play.turns => false,
            Some(p) => {
                *p = play;
                true
            }
            None => {
                self.plays.push(play);
                true
            }
        }
    }

    /// Notes a game that ended in the stored record (read, added to, written back when it
    /// changed). A record that does not read is left as it is, and the reason given.
    pub fn note(storage: &dyn Storage, play: Play) -> Result<(), RecordError> {
        // Under the folder's lock: two games that end at once both keep their line.
        let _one_at_a_time = storage.exclusive().map_err(RecordError::CannotWrite)?;
        let (mut record, problem) = Record::load_from(storage);
        if let Some(problem) = problem {
            return Err(problem);
        }
        if record.add(play) {
            record.save_to(storage).map_err(RecordError::CannotWrite)?;
        }
        Ok(())
    }

    /// The plays of one game (all games: `None`).
    pub fn of(&self, game: Option<GameKind>) -> impl Iterator<Item = &Play> {
        self.plays
            .iter()
            .filter(move |p| game.is_none_or(|g| p.game == g))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::storage::MemoryStorage;

    pub(crate) fn play(game: GameKind, seed: u64, how: How, turns: u32, at: u64) -> Play {
        Play {
            game,
            physical: false,
            seed,
            save: format!("saves/game-{seed}.json"),
            name: format!("Game {seed}"),
            ended_at: at,
            turns,
            how,
            figures: vec![Figure {
                name: "Megacredits".into(),
                value: 30,
            }],
            play: None,
        }
    }

    /// Two plays of the same seed under the same save (the first save deleted, a new game
    /// begun under its name): two lines, each replaced only by its own play.
    #[test]
    fn plays_are_told_apart_by_their_own_number() {
        let mut r = Record::default();
        let first = Play {
            play: Some(1),
            ..play(GameKind::Dnfm, 7, How::GivenUp, 1, 100)
        };
        let second = Play {
            play: Some(2),
            ..play(GameKind::Dnfm, 7, How::GivenUp, 1, 200)
        };
        assert!(r.add(first.clone()));
        assert!(r.add(second.clone()));
        assert_eq!(r.plays.len(), 2);
        assert!(r.add(Play {
            how: How::Megacredits,
            turns: 9,
            ..second
        }));
        assert_eq!(r.plays.len(), 2);
        assert_eq!(r.plays[0], first);
        assert_eq!(r.plays[1].how, How::Megacredits);
    }

    #[test]
    fn a_game_ending_again_replaces_its_line() {
        let mut r = Record::default();
        assert!(r.add(play(GameKind::Dnfm, 1, How::CrewLostInCombat, 9, 100)));
        assert!(!r.add(play(GameKind::Dnfm, 1, How::CrewLostInCombat, 9, 200)));
        assert!(r.add(play(GameKind::Dnfm, 1, How::Megacredits, 14, 300)));
        assert!(r.add(play(GameKind::Dnfm, 2, How::Megacredits, 11, 400)));
        assert_eq!(r.plays.len(), 2);
        assert_eq!(r.plays[0].how, How::Megacredits);
        assert_eq!(r.plays[0].turns, 14);
    }

    #[test]
    fn written_and_read_back() {
        let storage = MemoryStorage::new();
        let mut r = Record::default();
        r.add(play(GameKind::Sherwood, 5, How::Witchcraft, 12, 100));
        r.save_to(&storage).unwrap();
        let (back, problem) = Record::load_from(&storage);
        assert!(problem.is_none());
        assert_eq!(back, r);
    }

    #[test]
    fn a_damaged_record_is_reported_and_kept() {
        let storage = MemoryStorage::new();
        storage
            .replace(
                RECORD_KEY,
                b"{\"format\": \"pnp-companion-record\", \"plays\": [",
            )
            .unwrap();
        let (r, problem) = Record::load_from(&storage);
        assert!(r.plays.is_empty());
        assert!(problem.unwrap().to_string().contains("could not be read"));
        let mut new = Record::default();
        new.add(play(GameKind::Dnfm, 1, How::Megacredits, 10, 1));
        assert!(new.save_to(&storage).is_err());
        let kept = storage.read(RECORD_KEY).unwrap().unwrap();
        assert!(kept.ends_with("\"plays\": ["));
    }

    #[test]
    fn noted_once_per_game_and_never_over_a_damaged_record() {
        let storage = MemoryStorage::new();
        Record::note(&storage, play(GameKind::Dnfm, 1, How::Megacredits, 10, 1)).unwrap();
        Record::note(&storage, play(GameKind::Dnfm, 1, How::Megacredits, 10, 2)).unwrap();
        Record::note(&storage, play(GameKind::Sherwood, 2, How::Won, 12, 3)).unwrap();
        assert_eq!(Record::load_from(&storage).0.plays.len(), 2);
        storage.replace(RECORD_KEY, b"not json").unwrap();
        let why = Record::note(&storage, play(GameKind::Dnfm, 3, How::GivenUp, 2, 4)).unwrap_err();
        assert!(why.to_string().contains("could not be read"));
        assert_eq!(storage.read(RECORD_KEY).unwrap().unwrap(), "not json");
    }

    #[test]
    fn a_newer_record_is_refused_not_misread() {
        let why = Record::parse(r#"{"format":"pnp-companion-record","version":9,"plays":[]}"#)
            .unwrap_err();
        assert!(why.to_string().contains("newer"));
        assert!(
            Record::parse(r#"{"format":"pnp-companion-save","version":1,"plays":[]}"#).is_err()
        );
    }
}
