//! A line of the record from a game that ended: how, and the game's own figures at its end.

use super::{Figure, How, Play};
use crate::games::{Game, GameKind, Summary};

/// Where a game is saved and when it ended: what the shell adds to the game's own end.
#[derive(Debug, Clone, Copy)]
pub struct Saved<'a> {
    pub key: &'a str,
    pub name: &'a str,
    pub at: u64,
    /// The play's own number, from its save.
    pub play: Option<u64>,
}

impl Saved<'_> {
    fn play(self, game: GameKind, summary: Summary, how: How, figures: Vec<Figure>) -> Play {
        Play {
            game,
            physical: summary.mode.is_physical(),
            seed: summary.seed,
            save: self.key.into(),
            name: self.name.into(),
            ended_at: self.at,
            turns: summary.turn,
            how,
            figures,
            play: self.play,
        }
    }
}

/// The line for a game once it has ended (how, as the game's own summary tells it).
pub fn ended<G: Game>(game: &G, saved: Saved<'_>) -> Option<Play> {
    let how = game.summary().ended?;
    Some(line(game, saved, how))
}

/// The line for a game the player gives up and counts as lost; `None` when it has ended (its
/// own ending is its line).
pub fn given_up<G: Game>(game: &G, saved: Saved<'_>) -> Option<Play> {
    game.summary()
        .ended
        .is_none()
        .then(|| line(game, saved, How::GivenUp))
}

fn line<G: Game>(game: &G, saved: Saved<'_>, how: How) -> Play {
    let summary = game.summary();
    let figures = game
        .figures()
        .into_iter()
        .map(|(name, value)| Figure {
            name: name.into(),
            value,
        })
        .collect();
    saved.play(G::KIND, summary, how, figures)
}
