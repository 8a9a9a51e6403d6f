//! A ten-sided die on which a 0 face reads as 10, rolled by the app or entered by the player.

use super::random::GameRng;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The value a d10 shows, always 1–10 (the physical "0" face is stored as 10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct D10(u8);

/// How a die value came about: the app's generator or the player's own die.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DieSource {
    Rolled,
    Entered,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DieRoll {
    pub value: D10,
    pub source: DieSource,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DieError {
    #[error("a ten-sided die shows 0 to 9 (0 reads as 10), or 10; {0} is not on the die")]
    OutOfRange(i64),
    #[error("'{0}' is not a die value: type the number the die shows, 0 to 10 (0 reads as 10)")]
    NotANumber(String),
}

impl D10 {
    pub const FACES: u8 = 10;

    /// Reads a face as the player sees it: 0 is 10, 1–10 are themselves.
    pub fn from_face(face: i64) -> Result<Self, DieError> {
        match face {
            0 => Ok(D10(10)),
            1..=10 => Ok(D10(face as u8)),
            other => Err(DieError::OutOfRange(other)),
        }
    }

    /// Parses what a player typed ("7", " 0 ", "10").
    pub fn parse(text: &str) -> Result<Self, DieError> {
        let trimmed = text.trim();
        let face: i64 = trimmed
            .parse()
            .map_err(|_| DieError::NotANumber(trimmed.to_string()))?;
        Self::from_face(face)
    }

    pub fn roll(rng: &mut GameRng) -> Self {
        D10(rng.between(1, 10) as u8)
    }

    pub fn value(self) -> u8 {
        self.0
    }

    /// All ten values, each equally likely.
    pub fn all() -> impl Iterator<Item = D10> {
        (1..=10).map(D10)
    }
}

impl TryFrom<u8> for D10 {
    type Error = DieError;
    fn try_from(face: u8) -> Result<Self, DieError> {
        Self::from_face(i64::from(face))
    }
}

impl From<D10> for u8 {
    fn from(d: D10) -> u8 {
        d.0
    }
}

impl fmt::Display for D10 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl DieRoll {
    pub fn rolled(rng: &mut GameRng) -> Self {
        DieRoll {
            value: D10::roll(rng),
            source: DieSource::Rolled,
        }
    }

    pub fn entered(value: D10) -> Self {
        DieRoll {
            value,
            source: DieSource::Entered,
        }
    }
}

/// Where the next die comes from: the seeded generator or a queue of values the player typed.
pub enum DieInput<'a> {
    Digital(&'a mut GameRng),
    Physical(std::collections::VecDeque<D10>),
    /// The player's own dice in a game whose hidden draws stay the app's (a digital setup):
    /// dice from the queue, blind picks from the generator.
    Entered(std::collections::VecDeque<D10>, &'a mut GameRng),
}

impl DieInput<'_> {
    /// The next die, or `None` when the player has not entered one yet.
    pub fn next_die(&mut self) -> Option<DieRoll> {
        match self {
            DieInput::Digital(rng) => Some(DieRoll::rolled(rng)),
            DieInput::Physical(queue) | DieInput::Entered(queue, _) => {
                queue.pop_front().map(DieRoll::entered)
            }
        }
    }

    /// A blind pick among `len` things: the generator's in digital play; `None` when the
    /// player picks from their own table.
    pub fn blind_pick(&mut self, len: usize) -> Option<usize> {
        match self {
            DieInput::Digital(rng) | DieInput::Entered(_, rng) => Some(rng.index(len)),
            DieInput::Physical(_) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_reads_as_ten() {
        assert_eq!(D10::from_face(0).map(D10::value), Ok(10));
        assert_eq!(D10::parse(" 0 ").map(D10::value), Ok(10));
        assert_eq!(D10::parse("10").map(D10::value), Ok(10));
        assert_eq!(D10::parse("1").map(D10::value), Ok(1));
    }

    #[test]
    fn out_of_range_and_garbage_are_errors() {
        assert_eq!(D10::from_face(11), Err(DieError::OutOfRange(11)));
        assert_eq!(D10::from_face(-1), Err(DieError::OutOfRange(-1)));
        assert!(matches!(D10::parse("seven"), Err(DieError::NotANumber(_))));
        assert!(matches!(D10::parse(""), Err(DieError::NotANumber(_))));
        assert!(matches!(D10::parse("3.5"), Err(DieError::NotANumber(_))));
        assert!(D10::try_from(200u8).is_err());
    }

    #[test]
    fn rolls_stay_on_the_die() {
        let mut rng = GameRng::from_seed(3);
        for _ in 0..1000 {
            let d = D10::roll(&mut rng).value();
            assert!((1..=10).contains(&d));
        }
    }

    #[test]
    fn physical_input_runs_dry() {
        let mut input = DieInput::Physical([D10::from_face(4).unwrap()].into());
        assert_eq!(input.next_die().map(|r| r.value.value()), Some(4));
        assert_eq!(input.next_die(), None);
    }

    #[test]
    fn serde_rejects_impossible_faces() {
        assert!(serde_json::from_str::<D10>("11").is_err());
        assert_eq!(
            serde_json::from_str::<D10>("0").map(D10::value).ok(),
            Some(10)
        );
    }
}
