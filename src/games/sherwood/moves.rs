//! A game as its seed, setup and the moves made since: what a share link carries, and what
//! a replay plays again. Every move goes through the rules once more, so nothing in them is
//! taken on trust.

use super::actions::{Action, SherwoodError};
use super::data::SherwoodData;
use super::game::{DiceMode, Setup, SherwoodGame, before_entering, waited_for};
use super::reader::{Reader, ReaderError, Why};
use super::tables::TableId;
use serde::{Deserialize, Serialize};

/// A chart cell a roll waited for: the player entered it later, so a replay reads the chart
/// without it at that move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChartCell {
    pub table: TableId,
    pub row: usize,
    pub band: usize,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SherwoodStep {
    pub action: Action,
    /// The faces of the player's own dice (0 reads as 10).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub entered: Vec<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub waited: Option<ChartCell>,
}

/// A Sherwood game without its snapshots and log lines.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SherwoodMoves {
    pub seed: u64,
    pub mode: DiceMode,
    pub setup: Setup,
    pub steps: Vec<SherwoodStep>,
    /// The paragraphs revealed, in the order they were (the reader's history).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub read: Vec<u16>,
}

/// Why moves do not make a game.
#[derive(Debug, Clone, thiserror::Error)]
pub enum MovesError {
    #[error(transparent)]
    Rules(#[from] SherwoodError),
    #[error(transparent)]
    Reader(#[from] ReaderError),
}

impl SherwoodGame {
    /// The game as its start and moves (undone moves are left out).
    pub fn moves(&self) -> SherwoodMoves {
        let mut before = &self.journal.start().state;
        let steps = self
            .journal
            .entries()
            .iter()
            .map(|e| {
                let waited = waited_for(before, &e.after.state);
                before = &e.after.state;
                SherwoodStep {
                    action: e.event.action.clone(),
                    entered: e.event.entered.clone(),
                    waited,
                }
            })
            .collect();
        SherwoodMoves {
            seed: self.seed,
            mode: self.mode,
            setup: self.setup.clone(),
            steps,
            read: self.reader.history().to_vec(),
        }
    }
}

impl SherwoodMoves {
    /// The game these moves make, with the paragraphs read as they were.
    pub fn replay(&self, data: &SherwoodData) -> Result<SherwoodGame, MovesError> {
        let mut game = self.play(data)?;
        let mut reader = Reader::default();
        for &n in self.read.iter().chain(game.reader.history()) {
            reader.reveal(n, Why::Pointed)?;
        }
        game.reader = reader;
        Ok(game)
    }

    /// The moves played again from the seed and setup (a fresh reader).
    pub(super) fn play(&self, data: &SherwoodData) -> Result<SherwoodGame, SherwoodError> {
        let mut game = SherwoodGame::new(
            data,
            self.seed,
            self.mode,
            self.setup.draw,
            &self.setup.neutral_spaces,
        );
        for step in &self.steps {
            let action = step.action.clone();
            match step.waited {
                Some(cell) => game.act(&before_entering(data, cell), action, &step.entered)?,
                None => game.act(data, action, &step.entered)?,
            };
        }
        Ok(game)
    }
}
