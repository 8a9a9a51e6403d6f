//! A line of the record from a game that ended: how, and the game's own figures at its end.

use super::{Figure, How, Play};
use crate::games::dnfm::game::DnfmGame;
use crate::games::dnfm::state::{GameEnd, Loss, Mode};
use crate::games::sherwood::game::{DiceMode, SherwoodGame};
use crate::games::sherwood::state::{Ending, Track};
use crate::store::saves::GameKind;

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
    fn play(
        self,
        game: GameKind,
        physical: bool,
        seed: u64,
        turns: u32,
        how: How,
        figures: Vec<Figure>,
    ) -> Play {
        Play {
            game,
            physical,
            seed,
            save: self.key.into(),
            name: self.name.into(),
            ended_at: self.at,
            turns,
            how,
            figures,
            play: self.play,
        }
    }
}

fn figure(name: &str, value: impl Into<i64>) -> Figure {
    Figure {
        name: name.into(),
        value: value.into(),
    }
}

/// The line for a Do Not Forsake Me game, once it has ended (how it was lost as the state
/// tells it: `DnfmState::loss`, the simulator's classifier too).
pub fn from_dnfm(game: &DnfmGame, saved: Saved<'_>) -> Option<Play> {
    let s = game.state();
    let how = match (s.end?, s.loss()) {
        (GameEnd::Won, _) => How::Megacredits,
        (GameEnd::Lost, Some(Loss::InCombat)) => How::CrewLostInCombat,
        (GameEnd::Lost, _) => How::CrewLostToEvents,
    };
    Some(dnfm_line(game, saved, how))
}

/// The line for a Sherwood game, once it has ended.
pub fn from_sherwood(game: &SherwoodGame, saved: Saved<'_>) -> Option<Play> {
    let how = match game.state().end? {
        Ending::Won => How::Won,
        Ending::LostToWitchcraft => How::Witchcraft,
        Ending::LostToFealty => How::LastTownSwore,
    };
    Some(sherwood_line(game, saved, how))
}

/// A game read from its save, either kind.
#[derive(Debug, Clone, Copy)]
pub enum Game<'a> {
    Dnfm(&'a DnfmGame),
    Sherwood(&'a SherwoodGame),
}

/// The line for a game the player gives up and counts as lost; `None` when it has ended (its
/// own ending is its line).
pub fn given_up(game: Game<'_>, saved: Saved<'_>) -> Option<Play> {
    match game {
        Game::Dnfm(g) if g.state().end.is_none() => Some(dnfm_line(g, saved, How::GivenUp)),
        Game::Sherwood(g) if g.state().end.is_none() => Some(sherwood_line(g, saved, How::GivenUp)),
        Game::Dnfm(_) | Game::Sherwood(_) => None,
    }
}

fn dnfm_line(game: &DnfmGame, saved: Saved<'_>, how: How) -> Play {
    let s = game.state();
    let figures = vec![
        figure("Megacredits", s.megacredits),
        figure("Crew", s.systems.crew),
    ];
    let physical = s.mode == Mode::Physical;
    saved.play(GameKind::Dnfm, physical, game.seed, s.turn, how, figures)
}

fn sherwood_line(game: &SherwoodGame, saved: Saved<'_>, how: How) -> Play {
    let s = game.state();
    let figures = Track::ALL
        .iter()
        .map(|t| figure(t.label_for_json(), s.tracks.get(*t)))
        .collect();
    let physical = game.mode == DiceMode::Physical;
    saved.play(
        GameKind::Sherwood,
        physical,
        game.seed,
        s.turn,
        how,
        figures,
    )
}
