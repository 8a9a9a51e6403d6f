//! A game moved by a link: its seed, mode and moves (with the faces and dice the player
//! entered), deflated and base64url-encoded after `#game=` in the address, so no server
//! ever sees it. The link also carries a short check of the state the game had reached;
//! opening it replays every move through the rules and compares.
//!
//! A link is untrusted input: its size is bounded before and after inflating, every move
//! is checked by the rules as it is replayed, and nothing is written unless the whole game
//! replays to the state the link names.

use super::files::StoreError;
use super::saves::{self, Envelope};
use super::storage::Storage;
use super::user_data::{Keep, UserData};
use crate::games::Game;
use crate::games::dnfm::cards::CardSet;
use crate::games::dnfm::game::DnfmGame;
use crate::games::dnfm::moves::DnfmMoves;
use crate::games::dnfm::rules::DnfmError;
use crate::games::sherwood::actions::SherwoodError;
use crate::games::sherwood::data::SherwoodData;
use crate::games::sherwood::game::SherwoodGame;
use crate::games::sherwood::moves::MovesError;
use crate::games::sherwood::moves::SherwoodMoves;
use base64::Engine as _;
use serde::{Deserialize, Serialize};

/// What follows the web app's address in a link.
pub const FRAGMENT: &str = "#game=";
/// The link format this build writes and reads.
pub const VERSION: u32 = 1;
/// The longest encoded game read (a QR code holds under 3,000 characters; a link typed
/// into a browser rarely passes this).
pub const MAX_ENCODED: usize = 256 * 1024;
/// The most a link may inflate to.
const MAX_INFLATED: usize = 4 * 1024 * 1024;
/// The most moves a link may carry: far more than a game to its end takes, and few enough
/// that a link can never write a save too large to open.
pub const MAX_STEPS: usize = 5_000;
/// Deflate level: links are made seldom and every byte counts in a QR code.
const LEVEL: u8 = 10;

/// A shared game as the link carries it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shared {
    #[serde(rename = "v")]
    pub version: u32,
    /// The save's name where it was shared.
    pub name: String,
    pub game: SharedMoves,
    /// A check of the state reached ([`state_check`]), as 16 hex digits.
    pub check: String,
    /// A Sherwood game: the sender's own chart cells and counter values (their
    /// `sherwood-user-data.json`), which the game was played on; the receiving device may
    /// have none of them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub yours: Option<UserData>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SharedMoves {
    Dnfm(DnfmMoves),
    Sherwood(SherwoodMoves),
}

/// A game rebuilt from a link, ready to be saved.
#[derive(Debug, Clone, PartialEq)]
pub enum Received {
    Dnfm {
        name: String,
        game: Box<DnfmGame>,
    },
    Sherwood {
        name: String,
        game: Box<SherwoodGame>,
        /// The sender's chart entries it was played on.
        yours: Option<UserData>,
    },
}

impl Received {
    pub fn name(&self) -> &str {
        match self {
            Received::Dnfm { name, .. } | Received::Sherwood { name, .. } => name,
        }
    }

    /// "Do Not Forsake Me, digital, turn 12", for the offer to import it.
    pub fn describe(&self) -> String {
        match self {
            Received::Dnfm { game, .. } => {
                let s = game.state();
                let mode = match s.mode {
                    crate::games::dnfm::state::PlayMode::Physical => {
                        crate::t!("store-mode-physical")
                    }
                    crate::games::dnfm::state::PlayMode::Digital => crate::t!("store-mode-digital"),
                };
                crate::t!("store-received-dnfm", mode = mode, turn = s.turn)
            }
            Received::Sherwood { game, .. } => {
                let mode = match game.mode {
                    crate::games::sherwood::game::PlayMode::Physical => {
                        crate::t!("store-mode-physical")
                    }
                    crate::games::sherwood::game::PlayMode::Digital => {
                        crate::t!("store-mode-digital")
                    }
                };
                crate::t!(
                    "store-received-sherwood",
                    mode = mode,
                    turn = game.state().turn
                )
            }
        }
    }

    /// Where the chart entries the game was played on differ from `here`'s, in words
    /// ("Locksley table 3 4: yours K, theirs S"); empty for a game that brings none.
    pub fn differences(&self, here: &UserData) -> Vec<String> {
        match self {
            Received::Sherwood {
                yours: Some(theirs),
                ..
            } => here.differences(theirs),
            _ => Vec::new(),
        }
    }
}

/// What opening a link does where its chart entries differ from this device's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WhereTheyDiffer {
    /// Nothing is written, and the differences are said ([`ShareError::ChartDiffers`]).
    Refuse,
    /// The game is added and the sender's entries replace this device's in those cells.
    TakeTheirs,
}

/// Why a link was not opened (or not made); its words (Display) are in the player's
/// language.
#[derive(Debug, Clone, thiserror::Error)]
pub enum ShareError {
    #[error("{}", self.words())]
    NoGame,
    #[error("{}", self.words())]
    TooLong(usize),
    #[error("{}", self.words())]
    Damaged(String),
    #[error("{}", self.words())]
    TooNew(u32),
    #[error("{}", self.words())]
    DoesNotReplay(ReplayError),
    #[error("{}", self.words())]
    Differs,
    #[error("{}", self.words())]
    ChartDiffers(Vec<String>),
    #[error("{}", self.words())]
    Encode(String),
    /// Not as the app writes a link: refused before anything is written.
    #[error("{}", self.words())]
    NotCanonical(NotCanonical),
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// How a link differs from the one the app would write for the game it plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotCanonical {
    /// More moves than [`MAX_STEPS`].
    TooManySteps(usize),
    /// Paragraphs marked as read that the game never reached (or one marked twice).
    ReadUnreached,
    /// The moves are not those the game they replay to would give: a step that changes
    /// nothing, a wait or a mark that the game does not have.
    NotAsWritten,
}

impl ShareError {
    /// What went wrong, in the player's language.
    fn words(&self) -> String {
        match self {
            ShareError::NoGame => crate::t!("store-link-no-game"),
            ShareError::TooLong(count) => crate::t!("store-link-too-long", count = *count),
            ShareError::Damaged(why) => crate::t!("store-link-damaged", why = why.as_str()),
            ShareError::TooNew(version) => crate::t!("store-link-too-new", version = *version),
            ShareError::DoesNotReplay(why) => {
                crate::t!("store-link-does-not-replay", why = why.to_string())
            }
            ShareError::Differs => crate::t!("store-link-differs"),
            ShareError::ChartDiffers(differ) => {
                crate::t!("store-link-chart-differs", differences = differ.join("; "))
            }
            ShareError::Encode(why) => crate::t!("store-link-encode", why = why.as_str()),
            ShareError::NotCanonical(NotCanonical::TooManySteps(count)) => crate::t!(
                "store-link-too-many-steps",
                count = *count,
                most = MAX_STEPS
            ),
            ShareError::NotCanonical(NotCanonical::ReadUnreached) => {
                crate::t!("store-link-read-unreached")
            }
            ShareError::NotCanonical(NotCanonical::NotAsWritten) => {
                crate::t!("store-link-not-as-written")
            }
            ShareError::Store(e) => e.to_string(),
        }
    }
}

/// Why a link's game does not replay here.
#[derive(Debug, Clone, thiserror::Error)]
pub enum ReplayError {
    #[error(transparent)]
    Dnfm(#[from] DnfmError),
    #[error(transparent)]
    Sherwood(#[from] MovesError),
    #[error(transparent)]
    Rules(#[from] SherwoodError),
    /// This device's Sherwood data, which the game is played on, does not read.
    #[error("{0}")]
    Data(String),
    /// The sender's chart entries do not fit this build's charts.
    #[error("{}", crate::t!("store-link-chart-entries", problem = .0.as_str()))]
    ChartEntries(String),
}

impl From<DnfmMoves> for SharedMoves {
    fn from(moves: DnfmMoves) -> Self {
        SharedMoves::Dnfm(moves)
    }
}

impl From<SherwoodMoves> for SharedMoves {
    fn from(moves: SherwoodMoves) -> Self {
        SharedMoves::Sherwood(moves)
    }
}

/// FNV-1a of the state as JSON: a check that a replay reached the same state, stable
/// across platforms and builds of the same format (unlike the standard library's hasher).
fn state_check(state: &impl Serialize) -> Result<String, ShareError> {
    let bytes = serde_json::to_vec(state).map_err(|e| ShareError::Encode(e.to_string()))?;
    let hash = bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    Ok(format!("{hash:016x}"))
}

/// The encoded game that goes after [`FRAGMENT`]: `shared` as JSON, deflated and base64url.
/// Public so that a test can send an edited game as the app would encode it.
pub fn encode(shared: &Shared) -> Result<String, ShareError> {
    let json = serde_json::to_vec(shared).map_err(|e| ShareError::Encode(e.to_string()))?;
    let deflated = miniz_oxide::deflate::compress_to_vec(&json, LEVEL);
    Ok(base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(deflated))
}

/// A game as the text after [`FRAGMENT`]: its moves (`moves`, taken of it) and a check of
/// the state they reach, with the chart entries it was played on.
fn encode_game<G: Game>(
    name: &str,
    game: &G,
    moves: G::Moves,
    yours: Option<UserData>,
) -> Result<String, ShareError>
where
    G::Moves: Into<SharedMoves>,
{
    encode(&Shared {
        version: VERSION,
        name: name.into(),
        game: moves.into(),
        check: state_check(Game::state(game))?,
        yours,
    })
}

/// A Do Not Forsake Me game as the text after [`FRAGMENT`].
pub fn encode_dnfm(name: &str, game: &DnfmGame) -> Result<String, ShareError> {
    encode_game(name, game, game.moves(), None)
}

/// A Sherwood game as the text after [`FRAGMENT`], with those of `yours` (the chart cells,
/// counter values and kinds the player entered on this device) the game read: a link
/// carries what it was played on and nothing more (left out when that is nothing).
pub fn encode_sherwood(
    name: &str,
    game: &SherwoodGame,
    yours: &UserData,
) -> Result<String, ShareError> {
    let mut moves = game.moves();
    if let Ok(builtin) = SherwoodData::builtin() {
        // A paragraph read early by choice stays with its reader: it is no part of the game.
        let reached = game.reached_paragraphs(builtin);
        moves.read.retain(|n| reached.contains(n));
    }
    let read = match SherwoodData::builtin() {
        Ok(builtin) if !yours.is_empty() => entries_read(&moves, builtin, yours)
            // Should the game not replay on them, all of them go: the receiver's replay
            // then says what is wrong.
            .unwrap_or_else(|_| yours.clone()),
        _ => yours.clone(),
    };
    encode_game(name, game, moves, (!read.is_empty()).then_some(read))
}

/// Those of `yours` the game of `moves` reads beyond `base` (the data shipped with the app):
/// it is played again on `base` with yours' persons, spaces and rows, and every cell,
/// value or kind a step wants is taken from `yours` (see `SherwoodMoves::play_wanting`).
/// An entry the game never reads is not among them.
pub fn entries_read(
    moves: &SherwoodMoves,
    base: &SherwoodData,
    yours: &UserData,
) -> Result<UserData, ShareError> {
    let shape = yours.only_wanted(base, &[]);
    let mut data = base.clone();
    if let Some(problem) = shape.apply_to(&mut data).into_iter().next() {
        return Err(ShareError::DoesNotReplay(ReplayError::ChartEntries(
            problem,
        )));
    }
    let mut wanted = Vec::new();
    moves
        .play_wanting(&data, |want, now| {
            let one = yours.only_wanted(now, std::slice::from_ref(want));
            if one.cells.is_empty() && one.values.is_empty() && one.kinds.is_empty() {
                return None;
            }
            let mut more = now.clone();
            one.apply_to(&mut more);
            wanted.push(want.clone());
            Some(more)
        })
        .map_err(|e| ShareError::DoesNotReplay(e.into()))?;
    Ok(yours.only_wanted(&data, &wanted))
}

/// The whole link: `base` (the web app's address; any fragment it has is dropped) and
/// the encoded game.
pub fn link(base: &str, encoded: &str) -> String {
    let base = base.trim();
    let base = base.split_once('#').map_or(base, |(b, _)| b);
    format!("{base}{FRAGMENT}{encoded}")
}

/// The encoded game in what the player pasted: a whole link, or the part from `#game=`
/// on (spaces and line breaks a messenger may add are ignored).
fn encoded_part(text: &str) -> Result<String, ShareError> {
    let (_, encoded) = text.split_once(FRAGMENT).ok_or(ShareError::NoGame)?;
    // A link may come back with more after it (another fragment parameter).
    let encoded = encoded.split('&').next().unwrap_or_default();
    if encoded.len() > MAX_ENCODED {
        return Err(ShareError::TooLong(encoded.len()));
    }
    Ok(encoded.chars().filter(|c| !c.is_whitespace()).collect())
}

/// Reads a link (or the part of it from `#game=` on) without replaying it.
pub fn decode(text: &str) -> Result<Shared, ShareError> {
    let encoded = encoded_part(text)?;
    let deflated = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(encoded.trim_end_matches('='))
        .map_err(|e| {
            ShareError::Damaged(crate::t!("store-link-not-base64", error = e.to_string()))
        })?;
    let json = miniz_oxide::inflate::decompress_to_vec_with_limit(&deflated, MAX_INFLATED)
        .map_err(|e| match e.status {
            miniz_oxide::inflate::TINFLStatus::HasMoreOutput => {
                ShareError::Damaged(crate::t!("store-link-too-big"))
            }
            _ => ShareError::Damaged(crate::t!("store-link-does-not-unpack")),
        })?;
    let head: serde_json::Value =
        serde_json::from_slice(&json).map_err(|e| ShareError::Damaged(e.to_string()))?;
    match head.get("v").and_then(serde_json::Value::as_u64) {
        Some(v) if v > u64::from(VERSION) => {
            return Err(ShareError::TooNew(u32::try_from(v).unwrap_or(u32::MAX)));
        }
        Some(_) => {}
        None => return Err(ShareError::Damaged(crate::t!("store-link-no-format"))),
    }
    serde_json::from_value(head).map_err(|e| ShareError::Damaged(e.to_string()))
}

impl Shared {
    /// Replays the game through the rules and checks it reached the state the link names.
    /// `sherwood` gives the Sherwood data here (the built-in data and the player's own).
    pub fn replay(
        self,
        set: &CardSet,
        sherwood: impl FnOnce() -> Result<SherwoodData, StoreError>,
    ) -> Result<Received, ShareError> {
        let name = clean_name(&self.name);
        let replay_error = |e: ReplayError| ShareError::DoesNotReplay(e);
        let steps = match &self.game {
            SharedMoves::Dnfm(m) => m.steps.len(),
            SharedMoves::Sherwood(m) => m.steps.len(),
        };
        if steps > MAX_STEPS {
            return Err(ShareError::NotCanonical(NotCanonical::TooManySteps(steps)));
        }
        let not_as_written = ShareError::NotCanonical(NotCanonical::NotAsWritten);
        let (received, check) = match self.game {
            SharedMoves::Dnfm(moves) => {
                let game = DnfmGame::replay(&moves, set).map_err(|e| replay_error(e.into()))?;
                if game.moves() != moves {
                    return Err(not_as_written);
                }
                let check = state_check(game.state())?;
                (
                    Received::Dnfm {
                        name,
                        game: Box::new(game),
                    },
                    check,
                )
            }
            SharedMoves::Sherwood(moves) => {
                let mut data =
                    sherwood().map_err(|e| replay_error(ReplayError::Data(e.to_string())))?;
                // The sender's entries over this device's: the game was played on theirs.
                if let Some(theirs) = &self.yours
                    && let Some(problem) = theirs.apply_to(&mut data).into_iter().next()
                {
                    return Err(replay_error(ReplayError::ChartEntries(problem)));
                }
                let game = <SherwoodGame as Game>::replay(&moves, &data)
                    .map_err(|e| replay_error(e.into()))?;
                let reached = game.reached_paragraphs(&data);
                let mut seen = std::collections::BTreeSet::new();
                if !moves
                    .read
                    .iter()
                    .all(|n| reached.contains(n) && seen.insert(*n))
                {
                    return Err(ShareError::NotCanonical(NotCanonical::ReadUnreached));
                }
                if game.moves() != moves {
                    return Err(not_as_written);
                }
                let check = state_check(game.state())?;
                // Of the sender's entries only those the game reads are kept (and so
                // checked by the replay): an entry the game never reads is not taken in.
                // Where they cannot be told apart (a game that needs entries of this device
                // too), none are taken in: nothing unchecked is written.
                let yours = match (&self.yours, SherwoodData::builtin()) {
                    (Some(theirs), Ok(builtin)) => entries_read(&moves, builtin, theirs)
                        .ok()
                        .filter(|read| !read.is_empty()),
                    _ => None,
                };
                let game = Box::new(game);
                (Received::Sherwood { name, game, yours }, check)
            }
        };
        if check != self.check {
            return Err(ShareError::Differs);
        }
        Ok(received)
    }
}

/// A name fit for the list of saves: one line, not empty, not overlong.
fn clean_name(name: &str) -> String {
    let one_line: String = name
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .take(60)
        .collect();
    match one_line.trim() {
        "" => crate::t!("store-shared-game"),
        n => n.into(),
    }
}

/// A shared game written as a save.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opened {
    pub key: saves::SaveKey,
    pub name: String,
    /// What became of the sender's chart entries here, in words (Sherwood).
    pub entries: Option<String>,
}

impl Opened {
    /// "The shared game is now the save “Evening”." and what became of its chart entries.
    pub fn said(&self) -> String {
        let mut said = crate::t!("store-opened", name = self.name.as_str());
        if let Some(entries) = &self.entries {
            said.push(' ');
            said.push_str(entries);
        }
        said
    }
}

/// Writes a received game as a new save (under a free name when its own is taken); then,
/// for a Sherwood game, puts the sender's chart entries it read into the player's own. Where
/// both have one and they differ, the sender's replaces this device's: the game was played
/// on it, and so it shares again from here. The caller has asked the player first
/// ([`Received::differences`]).
pub fn save_received(
    storage: &dyn Storage,
    received: Received,
    now: u64,
) -> Result<Opened, ShareError> {
    let name = saves::unused_name(received.name(), storage);
    let key = saves::key_for(&name);
    let theirs = match received {
        Received::Dnfm { game, .. } => {
            saves::write_to(storage, &key, &Envelope::of(&name, now, *game))?;
            None
        }
        Received::Sherwood { game, yours, .. } => {
            saves::write_to(storage, &key, &Envelope::of(&name, now, *game))?;
            yours
        }
    };
    let entries = theirs.map(|theirs| match UserData::load_from(storage) {
        Ok(mut here) => {
            let before = here.clone();
            let differ = here.merge_keeping(&theirs, Keep::Theirs);
            let written = if here == before {
                Ok(())
            } else {
                here.save_to(storage)
            };
            match (written, differ.as_slice()) {
                (Err(e), _) => crate::t!("store-entries-not-added", error = e.to_string()),
                (Ok(()), []) => crate::t!("store-entries-added"),
                (Ok(()), differ) => {
                    crate::t!("store-entries-theirs", differences = differ.join("; "))
                }
            }
        }
        Err(e) => crate::t!("store-entries-unreadable", error = e.to_string()),
    });
    Ok(Opened { key, name, entries })
}

/// Reads a link, replays its game and, only when the whole game replays to the state the
/// link names, writes it as a new save: its key and name. A Sherwood game played on chart
/// entries that differ from this device's is refused or takes theirs, as `differing` says.
pub fn open(
    storage: &dyn Storage,
    text: &str,
    set: &CardSet,
    sherwood: impl FnOnce() -> Result<SherwoodData, StoreError>,
    now: u64,
    differing: WhereTheyDiffer,
) -> Result<Opened, ShareError> {
    let received = decode(text)?.replay(set, sherwood)?;
    if differing == WhereTheyDiffer::Refuse {
        let differ = differences_here(storage, &received)?;
        if !differ.is_empty() {
            return Err(ShareError::ChartDiffers(differ));
        }
    }
    save_received(storage, received, now)
}

/// [`Received::differences`] against this device's own chart entries.
pub fn differences_here(
    storage: &dyn Storage,
    received: &Received,
) -> Result<Vec<String>, ShareError> {
    match received {
        Received::Sherwood { yours: Some(_), .. } => {
            Ok(received.differences(&UserData::load_from(storage)?))
        }
        _ => Ok(Vec::new()),
    }
}
