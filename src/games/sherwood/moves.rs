//! A game as its seed, setup and the moves made since: what a share link carries, and what
//! a replay plays again. Every move goes through the rules once more, so nothing in them is
//! taken on trust. A game's own replay (`SherwoodGame::replay`) lives here too: it is its
//! moves played again.

use super::PersonId;
use super::actions::{Action, SherwoodError};
use super::data::SherwoodData;
use super::game::{PlayMode, Setup, SherwoodGame};
use super::pending::Task;
use super::persons::Stat;
use super::prepare::{Missing, PrepareError};
use super::reader::{Reader, ReaderError, Why};
use super::state::{Ending, SherwoodState, Track};
use super::tables::TableId;
use crate::engine::provenance::Provenance;
use crate::games::{Game, GameKind, How, Summary};
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
    pub mode: PlayMode,
    pub setup: Setup,
    pub steps: Vec<SherwoodStep>,
    /// The paragraphs revealed, in the order they were (the reader's history).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub read: Vec<u16>,
}

/// The chart cell an action left a roll waiting for (the player had not entered it yet): a
/// new `Task::Roll` in the state after it.
fn waited_for(before: &SherwoodState, after: &SherwoodState) -> Option<ChartCell> {
    after
        .todo
        .iter()
        .filter(|t| !before.todo.iter().any(|o| o.id == t.id))
        .find_map(|t| match &t.task {
            Task::Roll { roll } => Some(ChartCell {
                table: roll.table,
                row: roll.row,
                band: roll.band,
            }),
            _ => None,
        })
}

/// The data as it was when a roll waited for a cell: that cell unknown again.
fn before_entering(data: &SherwoodData, cell: ChartCell) -> SherwoodData {
    let mut d = data.clone();
    if let Some(c) = d
        .charts
        .get_mut(cell.table)
        .table
        .rows
        .get_mut(cell.row)
        .and_then(|r| r.cells.get_mut(cell.band))
    {
        c.result = None;
        c.provenance = Provenance::Unknown;
    }
    d
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
    /// Plays the logged actions again from the seed and setup: the same game, step for step.
    /// A roll that waited for a cell the player entered later waits again: the chart is read
    /// as it was then.
    pub fn replay(&self, data: &SherwoodData) -> Result<SherwoodGame, SherwoodError> {
        self.moves().play(data)
    }

    /// The game as its start and moves (undone moves are left out, and so is a step an
    /// older version took that changed nothing: the rules refuse one now).
    pub fn moves(&self) -> SherwoodMoves {
        let mut before = self.journal.start();
        let steps = self
            .journal
            .entries()
            .iter()
            .filter_map(|e| {
                let was = std::mem::replace(&mut before, &e.after);
                if e.after == *was {
                    return None;
                }
                Some(SherwoodStep {
                    action: e.event.action.clone(),
                    entered: e.event.entered.clone(),
                    waited: waited_for(&was.state, &e.after.state),
                })
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

impl SherwoodGame {
    /// The paragraphs this game has reached: those its results pointed to, and those of
    /// the people it had under the player's control at any point. Only these may travel
    /// as read with a game: a paragraph read early by choice is that player's, not the
    /// game's.
    pub fn reached_paragraphs(&self, data: &SherwoodData) -> std::collections::BTreeSet<u16> {
        let pointed = self
            .journal
            .entries()
            .iter()
            .flat_map(|e| e.event.paragraphs.iter().copied());
        let states = std::iter::once(&self.journal.start().state)
            .chain(self.journal.entries().iter().map(|e| &e.after.state));
        let controlled = states.flat_map(|s| {
            s.persons
                .iter()
                .filter(|p| p.side == super::board::Side::Controlled)
                .filter_map(|p| data.roster.get(&p.id).and_then(|d| d.paragraph))
        });
        pointed.chain(controlled).collect()
    }
}

impl Game for SherwoodGame {
    const KIND: GameKind = GameKind::Sherwood;
    type Moves = SherwoodMoves;
    type Data = SherwoodData;
    type ReplayError = MovesError;
    type State = SherwoodState;

    fn state(&self) -> &SherwoodState {
        SherwoodGame::state(self)
    }

    fn summary(&self) -> Summary {
        let s = SherwoodGame::state(self);
        Summary {
            seed: self.seed,
            mode: self.mode,
            turn: s.turn,
            ended: s.end.map(|e| match e {
                Ending::Won => How::Won,
                Ending::LostToWitchcraft => How::Witchcraft,
                Ending::LostToFealty => How::LastTownSwore,
            }),
        }
    }

    fn moves(&self) -> SherwoodMoves {
        SherwoodGame::moves(self)
    }

    fn replay(moves: &SherwoodMoves, data: &SherwoodData) -> Result<SherwoodGame, MovesError> {
        moves.replay(data)
    }

    fn figures(&self) -> Vec<(&'static str, i64)> {
        let tracks = &SherwoodGame::state(self).tracks;
        Track::ALL
            .iter()
            .map(|t| (t.label_for_json(), i64::from(tracks.get(*t))))
            .collect()
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

/// What a replay asks of the data beyond what it was given: a chart cell a roll lands on, a
/// counter value or a person's kind (the player's own entries, where the rulebook leaves
/// them out).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Wanted {
    Cell(ChartCell),
    Value { person: PersonId, stat: Stat },
    Kind { person: PersonId },
}

impl SherwoodMoves {
    /// The moves played again on `data`, step by step, asking `supply` for what a step
    /// needs beyond it: a step refused for want of a counter value or a person's kind, or
    /// one that waits for a chart cell the game did not wait for, is played again on the
    /// data `supply` gives for each want. A want `supply` cannot meet fails the replay. So
    /// the wants are exactly what the game read that `data` lacks.
    pub fn play_wanting(
        &self,
        data: &SherwoodData,
        mut supply: impl FnMut(&Wanted, &SherwoodData) -> Option<SherwoodData>,
    ) -> Result<SherwoodGame, SherwoodError> {
        let mut data = data.clone();
        let mut game = SherwoodGame::new(
            &data,
            self.seed,
            self.mode,
            self.setup.draw,
            &self.setup.neutral_spaces,
        );
        for step in &self.steps {
            loop {
                let before = game.clone();
                let played = match step.waited {
                    Some(cell) => game.act(
                        &before_entering(&data, cell),
                        step.action.clone(),
                        &step.entered,
                    ),
                    None => game.act(&data, step.action.clone(), &step.entered),
                };
                match played {
                    Err(SherwoodError::Prepare(PrepareError::Missing(missing))) => {
                        let mut met = true;
                        for m in &missing {
                            let want = match m {
                                Missing::Value { person, stat, .. } => Wanted::Value {
                                    person: person.clone(),
                                    stat: *stat,
                                },
                                Missing::Kind { person, .. } => Wanted::Kind {
                                    person: person.clone(),
                                },
                            };
                            match supply(&want, &data) {
                                Some(more) => data = more,
                                None => met = false,
                            }
                        }
                        if !met {
                            return Err(SherwoodError::Prepare(PrepareError::Missing(missing)));
                        }
                    }
                    Err(e) => return Err(e),
                    Ok(_) => match waited_for(before.state(), game.state()) {
                        Some(cell) if step.waited != Some(cell) => {
                            match supply(&Wanted::Cell(cell), &data) {
                                Some(more) => {
                                    data = more;
                                    game = before;
                                }
                                // Played as it waits: the state reached tells.
                                None => break,
                            }
                        }
                        _ => break,
                    },
                }
            }
        }
        Ok(game)
    }
}
