//! The card set's small texts: a dice pattern ("W W B"), a range of levels ("1-3"), and a
//! Dice Card face as a player types it ("3B down"); read, written back, and why one does
//! not read.

use crate::engine::deck::{Orientation, Side};
use crate::engine::words::{Join, Words};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A dice position: white positions add to the Combat Value, black ones are ignored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Slot {
    White,
    Black,
}

/// Why a piece of card text (a pattern, a range of levels, a face typed) does not read; its
/// words are the player's.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CardTextError {
    #[error("{}", crate::words!("dnfm-card-not-a-position", text = .0.as_str()))]
    NotAPosition(String),
    #[error("{}", crate::words!("dnfm-card-pattern-length", text = .0.as_str()))]
    PatternLength(String),
    #[error("{}", crate::words!("dnfm-card-not-levels", text = .0.as_str()))]
    NotLevels(String),
    #[error("{}", crate::words!("dnfm-card-levels-backwards", text = .0.as_str()))]
    LevelsBackwards(String),
    #[error("{}", crate::words!("dnfm-card-not-a-face", text = .0.as_str()))]
    NotAFace(String),
    #[error("{}", crate::words!("dnfm-card-no-such-card", card = *.0))]
    NoSuchCard(u32),
}

/// Dice positions, lowest die first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Pattern(Vec<Slot>);

impl Pattern {
    pub fn parse(text: &str) -> Result<Pattern, CardTextError> {
        let slots = text
            .split_whitespace()
            .map(|t| match t {
                "W" => Ok(Slot::White),
                "B" => Ok(Slot::Black),
                other => Err(CardTextError::NotAPosition(other.into())),
            })
            .collect::<Result<Vec<_>, _>>()?;
        if !(1..=5).contains(&slots.len()) {
            return Err(CardTextError::PatternLength(text.into()));
        }
        Ok(Pattern(slots))
    }

    pub fn slots(&self) -> &[Slot] {
        &self.0
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The sum of the white positions of `sorted` (ascending, one value per position).
    pub fn score(&self, sorted: &[u8]) -> u32 {
        self.0
            .iter()
            .zip(sorted)
            .filter(|(s, _)| **s == Slot::White)
            .map(|(_, v)| u32::from(*v))
            .sum()
    }
}

impl TryFrom<String> for Pattern {
    type Error = CardTextError;
    fn try_from(s: String) -> Result<Self, CardTextError> {
        Pattern::parse(&s)
    }
}

impl From<Pattern> for String {
    fn from(p: Pattern) -> String {
        p.to_string()
    }
}

impl Pattern {
    /// The pattern to be worded: "W B W" written, "white, black, white" said.
    pub fn words(&self) -> Words {
        Words::list(
            self.0.iter().map(|s| match s {
                Slot::White => crate::words!("dnfm-slot-white"),
                Slot::Black => crate::words!("dnfm-slot-black"),
            }),
            Join::Marks,
        )
    }

    /// A pattern as a step keeps it ("W B W"), to be worded; the text itself where it does
    /// not read as one.
    pub fn words_of(text: &str) -> Words {
        Pattern::parse(text).map_or_else(|_| Words::text(text), |p| p.words())
    }
}

impl fmt::Display for Pattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<&str> = self
            .0
            .iter()
            .map(|s| match s {
                Slot::White => "W",
                Slot::Black => "B",
            })
            .collect();
        f.write_str(&parts.join(" "))
    }
}

/// An inclusive range of levels, written "1-3" or "4".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Levels {
    pub low: u8,
    pub high: u8,
}

impl Levels {
    pub fn contains(self, level: u8) -> bool {
        (self.low..=self.high).contains(&level)
    }
}

impl TryFrom<String> for Levels {
    type Error = CardTextError;
    fn try_from(text: String) -> Result<Self, CardTextError> {
        let num = |t: &str| {
            t.trim()
                .parse::<u8>()
                .map_err(|_| CardTextError::NotLevels(text.clone()))
        };
        let (low, high) = match text.split_once('-') {
            Some((a, b)) => (num(a)?, num(b)?),
            None => (num(&text)?, num(&text)?),
        };
        if low > high {
            return Err(CardTextError::LevelsBackwards(text));
        }
        Ok(Levels { low, high })
    }
}

impl From<Levels> for String {
    fn from(l: Levels) -> String {
        if l.low == l.high {
            l.low.to_string()
        } else {
            format!("{}-{}", l.low, l.high)
        }
    }
}

/// Reads a Dice Card face as a player names it: the card number, the side (A or B) and,
/// optionally, "u" (as printed) or "d" (turned 180°): "3B", "3Bd", "5a u".
pub fn parse_face(text: &str) -> Result<crate::engine::deck::PlacedCard, CardTextError> {
    let t: String = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect::<String>()
        .to_ascii_lowercase();
    let bad = || CardTextError::NotAFace(text.trim().into());
    let mut chars = t.chars();
    let card = chars.next().and_then(|c| c.to_digit(10)).ok_or_else(bad)?;
    if !(1..=6).contains(&card) {
        return Err(CardTextError::NoSuchCard(card));
    }
    let side = match chars.next() {
        Some('a') => Side::A,
        Some('b') => Side::B,
        _ => return Err(bad()),
    };
    let rotated = match chars.as_str() {
        "" | "u" | "up" => false,
        "d" | "down" => true,
        _ => return Err(bad()),
    };
    Ok(crate::engine::deck::PlacedCard {
        card: card as u8,
        orientation: Orientation { side, rotated },
    })
}
