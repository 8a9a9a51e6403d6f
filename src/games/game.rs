//! What every game is to the rest of the app: a kind, a way of playing, moves that replay to
//! the same game, and a summary (seed, mode, turn, how it ended). Saves, share links and the
//! record of plays are written once over [`Game`] instead of once per game.

use crate::engine::keyword::keyword_enum;
use crate::engine::words::Words;
use serde::Serialize;
use serde::de::DeserializeOwned;

keyword_enum! {
    /// Which game: written as "dnfm" or "sherwood" in saves, links and the record.
    pub enum GameKind as key {
        Dnfm = "dnfm",
        Sherwood = "sherwood",
    }
}
keyword_enum!(@display GameKind key);

impl GameKind {
    /// The game's full name, as the home screen shows it (a title, the same in every
    /// language).
    pub fn title(self) -> &'static str {
        match self {
            GameKind::Dnfm => "Do Not Forsake Me",
            GameKind::Sherwood => "The Sherwood Syndrome",
        }
    }

    /// The name a new game is saved under when the player gives none (the window and the
    /// command line both use it; "Sherwood 2" where it is taken).
    pub fn new_save_name(self) -> &'static str {
        match self {
            GameKind::Dnfm => "Do Not Forsake Me",
            GameKind::Sherwood => "Sherwood",
        }
    }
}

keyword_enum! {
    /// Digital: the app draws the cards and rolls the dice. Physical: the player does, with
    /// their own, and enters what they show.
    pub enum PlayMode as key {
        Digital = "digital",
        Physical = "physical",
    }
}
keyword_enum!(@display PlayMode key);

impl PlayMode {
    pub fn is_physical(self) -> bool {
        self == PlayMode::Physical
    }

    /// "physical" or "digital" in the player's language.
    pub fn words(self) -> Words {
        match self {
            PlayMode::Physical => crate::words!("store-mode-physical"),
            PlayMode::Digital => crate::words!("store-mode-digital"),
        }
    }
}

keyword_enum! {
    /// How a game ended, in the words each game gives its endings: the one classifier the
    /// simulator, the record and the screens share.
    #[derive(PartialOrd, Ord)]
    pub enum How as key {
        /// Do Not Forsake Me: the Megacredits reached the goal.
        Megacredits = "megacredits",
        /// Do Not Forsake Me: the last crewman fell in a fight.
        CrewLostInCombat = "crew-lost-in-combat",
        /// Do Not Forsake Me: the last crewman was lost to an event.
        CrewLostToEvents = "crew-lost-to-events",
        /// The Sherwood Syndrome: the rebellion won.
        Won = "won",
        /// The Sherwood Syndrome: Witchcraft reached its end.
        Witchcraft = "witchcraft",
        /// The Sherwood Syndrome: the last town swore fealty to the Royal Party.
        LastTownSwore = "last-town-swore",
        /// A game the player gave up and marked as lost.
        GivenUp = "given-up",
    }
}

impl How {
    pub fn won(self) -> bool {
        matches!(self, How::Megacredits | How::Won)
    }

    /// As a line of the record says it, in the player's language.
    pub fn words(self) -> Words {
        match self {
            How::Megacredits => crate::words!("record-how-megacredits"),
            How::CrewLostInCombat => crate::words!("record-how-crew-lost-in-combat"),
            How::CrewLostToEvents => crate::words!("record-how-crew-lost-to-events"),
            How::Won => crate::words!("record-how-won"),
            How::Witchcraft => crate::words!("record-how-witchcraft"),
            How::LastTownSwore => crate::words!("record-how-last-town-swore"),
            How::GivenUp => crate::words!("record-how-given-up"),
        }
    }
}

/// A game at a glance: what the list of saves, a link's offer and the record show of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Summary {
    pub seed: u64,
    pub mode: PlayMode,
    pub turn: u32,
    /// How it ended; `None` while it goes on.
    pub ended: Option<How>,
}

/// A game the app keeps, shares and records.
pub trait Game: Clone + Serialize + DeserializeOwned {
    const KIND: GameKind;
    /// The game as its start and the moves made since (what a link carries).
    type Moves: Clone + Serialize + DeserializeOwned;
    /// What the rules read beyond the moves: the card set, the charts.
    type Data: ?Sized;
    /// Why moves do not make a game.
    type ReplayError: std::error::Error;
    /// What a link's check is taken of: the state reached.
    type State: Serialize;

    fn state(&self) -> &Self::State;
    fn summary(&self) -> Summary;
    /// The moves of the game (undone moves are left out).
    fn moves(&self) -> Self::Moves;
    /// The game `moves` make, every move checked by the rules as it is played again.
    fn replay(moves: &Self::Moves, data: &Self::Data) -> Result<Self, Self::ReplayError>;
    /// The game's own figures at its end, by their English names (the record's columns).
    fn figures(&self) -> Vec<(&'static str, i64)>;
}
