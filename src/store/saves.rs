//! Saved games: a versioned envelope around a game, written atomically with a backup.

use super::draft::Draft;
use super::files::StoreError;
use super::migrate::migrate;
use super::storage::{FileStorage, Storage};
use crate::games::{Game, PlayMode};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

pub const FORMAT: &str = "pnp-companion-save";
/// The save format this build writes; every older one must still load (see `migrate`).
pub const VERSION: u32 = 6;
/// This build, as named in the saves it writes.
pub use super::files::WRITER;

pub use crate::games::GameKind;

/// How a finished game ended, as the list of saves shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Finished {
    Won,
    Lost,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Envelope<G> {
    pub format: String,
    pub version: u32,
    /// The program and version that wrote the file, e.g. "pnp-companion 0.1.0".
    pub written_by: String,
    pub game: GameKind,
    pub name: String,
    /// Seconds since 1970 when saved (for "last played").
    pub saved_at: u64,
    /// The game's seed and, once it is over, how it ended: for the list of saves, which
    /// reads them without the game. Older saves have neither.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finished: Option<Finished>,
    /// How the game is played ("physical": the player's own dice and cards, or "digital")
    /// and the turn it is on, for the list of saves. Saves before format 4 have neither.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub physical: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn: Option<u32>,
    /// This play's own number, given when the game began: a game begun again under a
    /// deleted save's name with the same seed is another play, with a line of its own in
    /// the record. Saves from before it have none (they get one when next opened).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub play: Option<u64>,
    /// How many times the save has been written: a write whose number is not above the one
    /// stored was made from an older reading of it, and is refused (`ChangedElsewhere`).
    /// 0: not counted (older saves, and writes of a new file).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub generation: u64,
    pub data: G,
    /// What the player has chosen and typed on the game's screen and not yet done (a
    /// Sherwood game's forms; see `store::draft`). Kept beside the game, not in it: the
    /// rules never read it. Before format 6 it was in the game's data (see `migrate`).
    #[serde(default, skip_serializing_if = "Draft::is_empty")]
    pub draft: Draft,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

impl<G> Envelope<G> {
    /// A save of `game` in the format this build writes.
    pub fn new(game: GameKind, name: &str, saved_at: u64, data: G) -> Self {
        Envelope {
            format: FORMAT.into(),
            version: VERSION,
            written_by: WRITER.into(),
            game,
            name: name.into(),
            saved_at,
            seed: None,
            finished: None,
            physical: None,
            turn: None,
            play: None,
            generation: 0,
            data,
            draft: Draft::default(),
        }
    }

    /// With what the player has chosen and typed and not yet done.
    pub fn with_draft(mut self, draft: Draft) -> Self {
        self.draft = draft;
        self
    }

    /// With the play's own number (see [`Envelope::play`]).
    pub fn played_as(mut self, play: Option<u64>) -> Self {
        self.play = play;
        self
    }

    /// With how it is played and the turn it is on, for the list of saves.
    pub fn at_turn(mut self, mode: PlayMode, turn: u32) -> Self {
        self.physical = Some(mode.is_physical());
        self.turn = Some(turn);
        self
    }

    /// With the seed and the ending the list of saves shows.
    pub fn summed_up(mut self, seed: u64, finished: Option<Finished>) -> Self {
        self.seed = Some(seed);
        self.finished = finished;
        self
    }
}

impl<G: Game> Envelope<G> {
    /// A save of `game`, summed up for the list of saves.
    pub fn of(name: &str, saved_at: u64, game: G) -> Self {
        let summary = game.summary();
        let finished = summary.ended.map(|how| {
            if how.won() {
                Finished::Won
            } else {
                Finished::Lost
            }
        });
        Envelope::new(G::KIND, name, saved_at, game)
            .summed_up(summary.seed, finished)
            .at_turn(summary.mode, summary.turn)
    }
}

#[derive(Deserialize)]
struct Head {
    format: String,
    version: u32,
    #[serde(default)]
    written_by: Option<String>,
    game: serde_json::Value,
}

pub fn parse<G: DeserializeOwned>(
    text: &str,
    path: &Path,
    game: GameKind,
) -> Result<Envelope<G>, StoreError> {
    let corrupt = |reason: String| StoreError::Corrupt {
        path: path.into(),
        reason,
    };
    let mut save: serde_json::Value =
        serde_json::from_str(text).map_err(|e| corrupt(e.to_string()))?;
    let head = Head::deserialize(&save).map_err(|e| corrupt(e.to_string()))?;
    if head.format != FORMAT {
        return Err(corrupt(crate::t!("store-not-a-save", format = head.format)));
    }
    if head.version > VERSION {
        return Err(StoreError::TooNew {
            path: path.into(),
            found: head.version,
            supported: VERSION,
            written_by: head
                .written_by
                .unwrap_or_else(|| crate::t!("store-a-newer-version")),
        });
    }
    if head.game.as_str() != Some(game.key()) {
        let found = head
            .game
            .as_str()
            .map_or_else(|| head.game.to_string(), str::to_string);
        return Err(corrupt(crate::t!(
            "store-save-of-other-game",
            found = found,
            game = game.key()
        )));
    }
    migrate(&mut save, head.version, VERSION).map_err(|e| corrupt(e.to_string()))?;
    let mut envelope = Envelope::<G>::deserialize(save).map_err(|e| corrupt(e.to_string()))?;
    envelope.name = one_line(&envelope.name);
    Ok(envelope)
}

/// A save's name on one line: a line break, tab, escape code or other control character
/// (a name typed or pasted so, or a hand-edited file) reads as a space.
pub fn one_line(name: &str) -> String {
    let line: String = name
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    line.trim().to_string()
}

/// A save file on disk (the command line and tests); the app goes through [`load_from`].
pub fn load<G: DeserializeOwned>(path: &Path, game: GameKind) -> Result<Envelope<G>, StoreError> {
    let (storage, key) = file_storage(path);
    load_from(&storage, &key, game)
}

/// A save file on disk (the command line and tests); the app goes through [`write_to`].
pub fn write<G: Serialize + DeserializeOwned>(
    path: &Path,
    envelope: &Envelope<G>,
) -> Result<(), StoreError> {
    let (storage, key) = file_storage(path);
    write_to(&storage, &key, envelope)
}

fn file_storage(path: &Path) -> (FileStorage, String) {
    let folder = path.parent().unwrap_or(Path::new(""));
    let key = path
        .file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_default();
    (FileStorage::new(folder), key)
}

/// A save of game `G` under `key` (its kind is `G`'s own: they cannot disagree).
pub fn load_game<G: Game>(storage: &dyn Storage, key: &str) -> Result<Envelope<G>, StoreError> {
    load_from(storage, key, G::KIND)
}

pub fn load_from<G: DeserializeOwned>(
    storage: &dyn Storage,
    key: &str,
    game: GameKind,
) -> Result<Envelope<G>, StoreError> {
    let path = storage.locate(key);
    match storage.read(key)? {
        Some(text) => parse(&text, &path, game),
        None => Err(StoreError::Corrupt {
            path,
            reason: crate::t!("store-save-gone"),
        }),
    }
}

/// Writes a save; an older file that does not parse as a save of this game is never
/// overwritten.
pub fn write_to<G: Serialize + DeserializeOwned>(
    storage: &dyn Storage,
    key: &str,
    envelope: &Envelope<G>,
) -> Result<(), StoreError> {
    let text = serde_json::to_string(envelope).map_err(|e| StoreError::Invalid(e.to_string()))?;
    let path = storage.locate(key);
    super::files::refuse_unreadable(&path, text.as_bytes())?;
    let game = envelope.game;
    let changed_elsewhere = std::cell::Cell::new(false);
    storage
        .write(
            key,
            text.as_bytes(),
            &|old| match parse::<G>(old, &path, game) {
                Ok(stored)
                    if envelope.generation > 0 && stored.generation >= envelope.generation =>
                {
                    changed_elsewhere.set(true);
                    false
                }
                Ok(_) => true,
                Err(_) => false,
            },
        )
        .map_err(|e| match changed_elsewhere.get() {
            true => StoreError::ChangedElsewhere { path: path.clone() },
            false => e,
        })
}

/// "Trott 2", "Trott 3"… the first name no save uses.
pub fn free_name(name: &str, taken: &[String], storage: &dyn Storage) -> String {
    let stem = name.trim_end_matches(char::is_numeric).trim();
    let stem = if stem.is_empty() { name } else { stem };
    // Bounded: a name whose file cannot be read at all (any error) is taken, never tried
    // again and again.
    (2..=FREE_NAME_TRIES)
        .map(|n| format!("{stem} {n}"))
        .find(|candidate| {
            !taken.contains(candidate) && matches!(storage.read(&key_for(candidate)), Ok(None))
        })
        .unwrap_or_else(|| crate::t!("store-name-imported", name = stem))
}

/// How many numbered names `free_name` tries before it gives up on numbers.
const FREE_NAME_TRIES: u32 = 10_000;

/// `name` if no save has it or its file, else the first free "name 2", "name 3"…
pub fn unused_name(name: &str, storage: &dyn Storage) -> String {
    let name = &one_line(name);
    let taken: Vec<String> = list_in(storage).into_iter().map(|s| s.name).collect();
    if !taken.iter().any(|t| t == name) && matches!(storage.read(&key_for(name)), Ok(None)) {
        name.to_string()
    } else {
        free_name(name, &taken, storage)
    }
}

/// A name for a new game, held for this process (`Storage::hold`): [`unused_name`], but
/// passing over a name another window or text mode holds, which chose it a moment before
/// and has not written it yet. Two games started at once get two names.
pub fn claim_unused_name(
    name: &str,
    storage: &dyn Storage,
) -> Result<(String, super::lock::Held), StoreError> {
    let mut taken: Vec<String> = list_in(storage).into_iter().map(|s| s.name).collect();
    let mut candidate = unused_name(name, storage);
    for _ in 0..CLAIM_TRIES {
        match storage.hold(&key_for(&candidate)) {
            // Written by another since it was found free: not free any more.
            Ok(held) if matches!(storage.read(&key_for(&candidate)), Ok(None)) => {
                return Ok((candidate, held));
            }
            Ok(_) | Err(StoreError::InUse { .. }) => {}
            Err(e) => return Err(e),
        }
        taken.push(candidate);
        candidate = free_name(name, &taken, storage);
    }
    Err(StoreError::InUse {
        path: storage.locate(&key_for(name)),
    })
}

/// How many names `claim_unused_name` tries while others hold them.
const CLAIM_TRIES: usize = 100;

/// The folder of saves inside the data folder.
pub const SAVES: &str = "saves";

/// A save's key from its name: letters, digits and dashes.
pub fn key_for(name: &str) -> SaveKey {
    SaveKey(format!("{SAVES}/{}.json", slug(name)))
}

/// Where a save is kept in the storage ("saves/evening.json"): made from its name
/// ([`key_for`]) or read back as stored (a save listed, the game last open), so that a save
/// is never looked for under a name, a path or any other string. It reads as the `&str` the
/// storage takes.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SaveKey(String);

impl SaveKey {
    /// A key as the storage holds it (listed, or kept in the settings).
    pub fn stored(key: impl Into<String>) -> SaveKey {
        SaveKey(key.into())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl std::ops::Deref for SaveKey {
    type Target = str;

    fn deref(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Display for SaveKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl PartialEq<str> for SaveKey {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<String> for SaveKey {
    fn eq(&self, other: &String) -> bool {
        self.0 == *other
    }
}

impl PartialEq<&str> for SaveKey {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

/// A save's file from its name (see [`key_for`]).
pub fn file_for(dir: &Path, name: &str) -> PathBuf {
    FileStorage::new(dir).locate(&key_for(name))
}

fn slug(name: &str) -> String {
    match super::files::slug(name) {
        slug if slug.is_empty() => "game".into(),
        slug if slug.len() > SLUG_MAX => {
            // Cut on a character boundary (a slug is ASCII), then the name's own short
            // hash, so two long names that start alike still have files of their own.
            let cut = slug[..SLUG_MAX - 9].trim_end_matches('-');
            format!("{cut}-{:08x}", name_hash(name))
        }
        slug => slug,
    }
}

/// The longest slug a save's file is named by: with ".json" and the backup's and a
/// temporary file's suffixes it stays well inside the 255 bytes a file's name may have.
const SLUG_MAX: usize = 200;

/// A short, stable hash of a save's name (FNV-1a, folded to 32 bits): the same name gives
/// the same file on every device and every build.
fn name_hash(name: &str) -> u32 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    (h ^ (h >> 32)) as u32
}

/// What the home screen shows of a save: its name, game and time, or why it cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SaveInfo {
    /// Where it is kept (see [`Storage`]).
    pub key: SaveKey,
    /// Where a player would find it.
    pub path: PathBuf,
    /// `None` when the file cannot be read, or holds a game this build does not know.
    pub game: Option<GameKind>,
    pub name: String,
    pub saved_at: u64,
    pub seed: Option<u64>,
    pub finished: Option<Finished>,
    /// Physical or digital play, and the turn (saves of format 4 and later).
    pub physical: Option<bool>,
    pub turn: Option<u32>,
    /// Set when the file cannot be read; it is listed (and kept) all the same.
    pub problem: Option<String>,
}

/// Every save in the data folder, newest first.
pub fn list(dir: &Path) -> Vec<SaveInfo> {
    list_in(&FileStorage::new(dir))
}

/// Every save the storage holds, newest first; one that cannot be read is listed with why.
pub fn list_in(storage: &dyn Storage) -> Vec<SaveInfo> {
    #[derive(Deserialize)]
    struct Summary {
        format: String,
        version: u32,
        game: serde_json::Value,
        name: String,
        saved_at: u64,
        #[serde(default)]
        seed: Option<u64>,
        #[serde(default)]
        finished: Option<Finished>,
        #[serde(default)]
        physical: Option<bool>,
        #[serde(default)]
        turn: Option<u32>,
    }
    let Ok(keys) = storage.list(SAVES) else {
        return Vec::new();
    };
    let mut saves: Vec<SaveInfo> = keys
        .into_iter()
        .filter(|k| k.ends_with(".json"))
        .map(|key| {
            let path = storage.locate(&key);
            let summary = storage.read(&key).map_err(|e| e.to_string()).and_then(|t| {
                serde_json::from_str::<Summary>(t.as_deref().unwrap_or_default()).map_err(|e| {
                    crate::t!(
                        "store-corrupt",
                        path = path.display().to_string(),
                        reason = e.to_string()
                    )
                })
            });
            match summary {
                Ok(s) => {
                    let game = serde_json::from_value::<GameKind>(s.game).ok();
                    let problem = (s.format != FORMAT || s.version > VERSION || game.is_none())
                        .then(|| {
                            crate::t!(
                                "store-save-newer-or-other",
                                path = path.display().to_string()
                            )
                        });
                    SaveInfo {
                        key: SaveKey::stored(key),
                        path,
                        game,
                        name: one_line(&s.name),
                        saved_at: s.saved_at,
                        seed: s.seed,
                        finished: s.finished,
                        physical: s.physical,
                        turn: s.turn,
                        problem,
                    }
                }
                Err(problem) => SaveInfo {
                    name: key
                        .rsplit('/')
                        .next()
                        .unwrap_or_default()
                        .trim_end_matches(".json")
                        .to_string(),
                    key: SaveKey::stored(key),
                    path,
                    game: None,
                    saved_at: 0,
                    seed: None,
                    finished: None,
                    physical: None,
                    turn: None,
                    problem: Some(problem),
                },
            }
        })
        .collect();
    saves.sort_by_key(|s| std::cmp::Reverse(s.saved_at));
    saves
}

/// Why a save could not be renamed or deleted.
#[derive(Debug, Clone, thiserror::Error)]
pub enum SaveFileError {
    #[error("{}", crate::t!("app-already-called", name = .0.as_str()))]
    AlreadyCalled(String),
    #[error("{}", crate::t!("app-name-taken", name = .0.as_str()))]
    NameTaken(String),
    #[error("{}", crate::t!("app-save-gone"))]
    Gone,
    #[error("{}", crate::t!("app-not-renamed", error = .0.as_str()))]
    NotRenamed(String),
    /// Written under its new name; the old file could not be removed.
    #[error("{}", crate::t!("app-renamed-old-stays", error = .0.to_string()))]
    OldStays(StoreError),
    #[error("{}", crate::t!("app-not-deleted", error = .0.to_string()))]
    NotDeleted(StoreError),
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Gives the save under `key` another name: written under the new name's key (never over
/// another save), then the old one removed.
pub fn rename(storage: &dyn Storage, key: &str, name: &str) -> Result<(), SaveFileError> {
    let name = &one_line(name);
    let new_key = key_for(name);
    if new_key == key {
        return Err(SaveFileError::AlreadyCalled(name.into()));
    }
    if storage.read(&new_key)?.is_some() {
        return Err(SaveFileError::NameTaken(name.into()));
    }
    let text = storage.read(key)?.ok_or(SaveFileError::Gone)?;
    let mut save: Envelope<serde_json::Value> =
        serde_json::from_str(&text).map_err(|e| SaveFileError::NotRenamed(e.to_string()))?;
    save.name = name.into();
    let json = serde_json::to_string(&save).map_err(|e| StoreError::Invalid(e.to_string()))?;
    storage
        .write(&new_key, json.as_bytes(), &|_| false)
        .map_err(|e| SaveFileError::NotRenamed(e.to_string()))?;
    storage.remove(key).map_err(SaveFileError::OldStays)
}

/// Deletes the save under `key`. Its backup (the state before its last action) stays where
/// it was, so a deletion regretted can still be recovered by hand: where it is, if there is
/// one.
pub fn delete(storage: &dyn Storage, key: &str) -> Result<Option<PathBuf>, SaveFileError> {
    storage.remove(key).map_err(SaveFileError::NotDeleted)?;
    let backup = format!("{key}.bak");
    let kept = storage.read(&backup).ok().flatten().is_some();
    Ok(kept.then(|| storage.locate(&backup)))
}
