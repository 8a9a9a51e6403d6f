//! What a result does to the game, as data: the changes (each logged and undoable), the
//! suggestions the rules make and the player's choices. Applying them is `effects`; these
//! types name only the board's words, so the pending tasks can hold them.

use super::board::{Colour, Fealty, Location, Track};
use super::person_id::PersonId;
use super::situation::RoyalOrders;
use super::space_id::{SpaceId, SquadId};
use crate::engine::words::Words;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case", tag = "change")]
pub enum Change {
    Track {
        track: Track,
        delta: i32,
    },
    Injure {
        person: PersonId,
    },
    Heal {
        person: PersonId,
    },
    /// Captured and imprisoned in the nearest town or castle, which the player names where
    /// the person does not already stand in one (the C code of the charts).
    Capture {
        person: PersonId,
        prison: Option<SpaceId>,
    },
    /// Freed from prison: under your control from now on.
    Free {
        person: PersonId,
    },
    /// Every prisoner at a space goes free (hidden ones must be named first).
    FreeAllAt {
        space: SpaceId,
    },
    Recruit {
        person: PersonId,
    },
    /// No longer yours (a starving stack's Neutral, Royalist or Cleric).
    Leave {
        person: PersonId,
    },
    Move {
        person: PersonId,
        to: Location,
    },
    Horse {
        person: PersonId,
        has: bool,
    },
    Sanctuary {
        person: PersonId,
        until_turn: Option<u32>,
        granted: bool,
    },
    MoveSquad {
        squad: SquadId,
        to: Location,
    },
    RecruitSquad {
        squad: SquadId,
    },
    Orders {
        orders: RoyalOrders,
    },
    Fealty {
        town: SpaceId,
        fealty: Fealty,
    },
    SetAside {
        person: PersonId,
    },
    FreeSupply {
        space: SpaceId,
    },
    /// A mayor's or castle lord's once-a-game release.
    Release {
        person: PersonId,
    },
    /// A hidden prisoner at `space` turns out to be `person` (physical setup).
    Identify {
        space: SpaceId,
        person: PersonId,
    },
    /// Where a Neutral drawn blind at a physical setup was placed: the player looks at the
    /// counter and tells the app.
    PlaceNeutral {
        person: PersonId,
        space: SpaceId,
    },
    /// The prisoner counters lying at a space in a physical setup, by colour.
    RecordPrisoners {
        space: SpaceId,
        archon: u8,
        neutral: u8,
        unknown: u8,
    },
}

/// What a suggestion asks the player to pick.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case", tag = "pick")]
pub enum Pick {
    /// Exactly `count` of `from` (or all of them if fewer) get the change.
    Persons {
        count: usize,
        from: Vec<PersonId>,
        change: PickChange,
    },
    /// A squad (one of the nearest, the player's choice) moves to `to`.
    Squad { from: Vec<SquadId>, to: SpaceId },
    /// Where a squad goes (a King's Men result that moves it).
    SquadDestination { squad: SquadId },
    /// Where the group goes (paragraph 106).
    Destination { group: Vec<PersonId> },
    /// One prisoner at `space` goes free, picked blind from the player's own table: who
    /// it turned out to be (a known prisoner, or one of the unseen if hidden counters lie
    /// there).
    FreeOne {
        space: SpaceId,
        known: Vec<PersonId>,
        unseen: Vec<PersonId>,
    },
    /// Who each hidden prisoner freed at `space` is, one name per counter.
    Identify {
        space: SpaceId,
        slots: Vec<Option<Colour>>,
        archon: Vec<PersonId>,
        neutral: Vec<PersonId>,
    },
    /// What a symbol only the player's own chart legend explains does to the tracks (GD or
    /// "*" on the Donations Table, a King's Men code the rulebook text leaves out): the
    /// player taps the changes their legend names, from [`LEGEND_SHIFTS`].
    Legend { symbol: String },
}

crate::tagged_enum_from_value!(Change, "change", {
    "track" => Track { track, delta },
    "injure" => Injure { person },
    "heal" => Heal { person },
    "capture" => Capture { person, prison },
    "free" => Free { person },
    "free-all-at" => FreeAllAt { space },
    "recruit" => Recruit { person },
    "leave" => Leave { person },
    "move" => Move { person, to },
    "horse" => Horse { person, has },
    "sanctuary" => Sanctuary { person, until_turn, granted },
    "move-squad" => MoveSquad { squad, to },
    "recruit-squad" => RecruitSquad { squad },
    "orders" => Orders { orders },
    "fealty" => Fealty { town, fealty },
    "set-aside" => SetAside { person },
    "free-supply" => FreeSupply { space },
    "release" => Release { person },
    "identify" => Identify { space, person },
    "place-neutral" => PlaceNeutral { person, space },
    "record-prisoners" => RecordPrisoners { space, archon, neutral, unknown },
});

crate::tagged_enum_from_value!(Pick, "pick", {
    "persons" => Persons { count, from, change },
    "squad" => Squad { from, to },
    "squad-destination" => SquadDestination { squad },
    "destination" => Destination { group },
    "free-one" => FreeOne { space, known, unseen },
    "identify" => Identify { space, slots, archon, neutral },
    "legend" => Legend { symbol },
});

/// The changes to the tracks a legend-only symbol may make, to pick by taps: at most one
/// for each track.
pub const LEGEND_SHIFTS: [(Track, i32); 10] = [
    (Track::Warchest, 1),
    (Track::Warchest, 2),
    (Track::Warchest, 3),
    (Track::Warchest, 4),
    (Track::Warchest, -1),
    (Track::Warchest, -2),
    (Track::RoyalMorale, 1),
    (Track::RoyalMorale, -1),
    (Track::Witchcraft, 1),
    (Track::Witchcraft, -1),
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PickChange {
    Injure,
    Heal,
    Capture,
    /// The chosen stay free; the others are imprisoned (paragraph 401).
    KeepFree,
    Recruit,
    Free,
}

/// One thing the rules say happens now, offered to the player to confirm.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Suggestion {
    pub text: Words,
    /// Applied as they are when the player confirms.
    pub changes: Vec<Change>,
    pub pick: Option<Pick>,
    /// Where the captured may be imprisoned, when one of them stands outside a town or
    /// castle: the player names the nearest.
    pub prison: Option<Vec<SpaceId>>,
}

impl Suggestion {
    pub fn new(text: impl Into<Words>, changes: Vec<Change>) -> Self {
        Suggestion {
            text: text.into(),
            changes,
            pick: None,
            prison: None,
        }
    }

    pub fn picking(mut self, pick: Pick) -> Self {
        self.pick = Some(pick);
        self
    }
}

/// The player's answer to a suggestion's pick.
#[derive(Debug, Clone, PartialEq, Eq, Default, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Choice {
    /// People picked (for `Identify`, one name per hidden counter, in order).
    pub persons: Vec<PersonId>,
    pub squad: Option<SquadId>,
    /// A destination: a place's name, or a kind of space (forest, road, bridge or ford).
    pub to: Option<SpaceId>,
    /// The town or castle where the captured go.
    pub prison: Option<SpaceId>,
    /// What a legend-only symbol did to the tracks (`Pick::Legend`), as the player read it.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub tracks: Vec<(Track, i32)>,
}
