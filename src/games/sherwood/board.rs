//! The plain words of a Sherwood game's board: tracks, where a person is, whose side, a
//! town's fealty, a prisoner counter's colour. Below the state and the changes, importing
//! neither, so the changes can be named without the state.

use super::persons::PersonKind;
use super::space_id::SpaceId;
use crate::engine::keyword::keyword_enum;
use crate::engine::words::Words;
use serde::{Deserialize, Serialize};

pub const TRACK_MAX: u8 = 19;

/// A track value 0–19; the physical marker sits in box `value % 10`, on its "+10" side from 10.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Tracks {
    pub witchcraft: u8,
    pub warchest: u8,
    pub royal_morale: u8,
}

keyword_enum! {
    pub enum Track as key {
        Witchcraft = "witchcraft" | "w" => "swr-track-witchcraft",
        Warchest = "warchest" | "gold" | "rebel-warchest" => "swr-track-warchest",
        RoyalMorale = "royal-morale" | "morale" | "m" => "swr-track-royal-morale",
    }
}

impl Track {
    /// Its name in English: the command line's JSON and the record (contracts).
    pub fn label_for_json(self) -> &'static str {
        match self {
            Track::Witchcraft => "Witchcraft",
            Track::Warchest => "Rebel Warchest",
            Track::RoyalMorale => "Royal Morale",
        }
    }
}

/// Where the marker of a track value sits: the box and whether its "+10" side is up.
pub fn marker(value: u8) -> (u8, bool) {
    (value % 10, value >= 10)
}

impl Tracks {
    pub fn get(&self, t: Track) -> u8 {
        match t {
            Track::Witchcraft => self.witchcraft,
            Track::Warchest => self.warchest,
            Track::RoyalMorale => self.royal_morale,
        }
    }

    /// Moves a track, never outside 0–19; returns the change actually made.
    pub fn shift(&mut self, t: Track, delta: i32) -> i32 {
        let old = self.get(t);
        let new = (i32::from(old) + delta).clamp(0, i32::from(TRACK_MAX)) as u8;
        match t {
            Track::Witchcraft => self.witchcraft = new,
            Track::Warchest => self.warchest = new,
            Track::RoyalMorale => self.royal_morale = new,
        }
        i32::from(new) - i32::from(old)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Location {
    Enterprise,
    /// A space on the map, by name (one of the rulebook's places or the player's own).
    Space(SpaceId),
    /// Set aside (not used this game), or not yet seen in a physical setup.
    OffMap,
    /// Drawn blind into a prison at a physical setup: held somewhere among the hidden
    /// prisoners until the player names the counter (see `HiddenPrisoner`).
    Unseen,
}

/// Where the Royal Party stands between two towns: a place of its own, not a space of the
/// map's (kept under this name in saves).
pub const THE_ROAD: &str = "the road";

impl Location {
    /// The space's name as written, for showing it.
    pub fn space(&self) -> Option<&str> {
        self.space_id().map(SpaceId::as_str)
    }

    /// The space's name for a player: as the map writes it, the road in their language.
    pub fn space_shown(&self) -> Option<Words> {
        self.space().map(|s| {
            if s == THE_ROAD {
                crate::words!("swr-the-road")
            } else {
                Words::text(s)
            }
        })
    }

    pub fn space_id(&self) -> Option<&SpaceId> {
        match self {
            Location::Space(s) => Some(s),
            _ => None,
        }
    }

    pub fn is(&self, space: &str) -> bool {
        self.space_id().is_some_and(|s| s == space)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    /// On the player's side.
    Controlled,
    /// Not (yet) recruited.
    Free,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Fealty {
    Unsworn,
    Sworn,
    OpenRebellion,
}

keyword_enum! {
    /// The colour of a prisoner counter, which the player may look at (section 3).
    pub enum Colour as key {
        /// Dark blue: a member of the Archon crew.
        Archon = "archon" => "swr-colour-archon",
        /// Yellow: a Neutral.
        Neutral = "neutral" => "swr-colour-neutral",
    }
}

impl Colour {
    /// Its name in English, for the command line's JSON (a contract).
    pub fn label_for_json(self) -> &'static str {
        match self {
            Colour::Archon => "Archon crew (dark blue)",
            Colour::Neutral => "Neutral (yellow)",
        }
    }

    pub fn fits(self, kind: Option<PersonKind>) -> bool {
        match self {
            Colour::Archon => kind == Some(PersonKind::Archon),
            Colour::Neutral => kind == Some(PersonKind::Neutral),
        }
    }
}
