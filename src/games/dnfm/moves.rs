//! A game as its start and the moves made since: what a share link carries. Replaying the
//! moves through the rules rebuilds the game, so nothing in them is taken on trust.

use super::cards::CardSet;
use super::game::{DnfmGame, UnderWay};
use super::map::{MapStrip, QUADRANTS};
use super::rules::{Action, DnfmError};
use super::state::{Deal, DnfmState, GameEnd, Loss, PlayMode};
use crate::engine::deck::PlacedCard;
use crate::games::{Game, GameKind, How, Summary};
use serde::{Deserialize, Serialize};

/// A Do Not Forsake Me game without its snapshots and log lines.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DnfmMoves {
    pub seed: u64,
    /// Digital games: how the app's cards lay before the setup (see [`Deal`]).
    #[serde(default)]
    pub deal: Deal,
    /// Physical games: the spacestations the player tapped in from their own map, one bit a
    /// quadrant (bit 0 the first). Absent for a digital game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stations: Option<u16>,
    /// Each action in effect and the faces entered for it (physical play).
    pub steps: Vec<(Action, Vec<PlacedCard>)>,
    /// An action begun in physical play and the cards entered for it so far.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub under_way: Option<UnderWay>,
}

impl DnfmGame {
    /// The game as its start and moves (undone moves are left out, and so is a step an
    /// older version took that changed nothing: the rules refuse one now).
    pub fn moves(&self) -> DnfmMoves {
        let start = &self.journal.start().state;
        let stations = (start.mode == PlayMode::Physical).then(|| {
            start
                .map
                .stations
                .iter()
                .enumerate()
                .filter(|(_, on)| **on)
                .fold(0u16, |bits, (q, _)| bits | 1 << q)
        });
        DnfmMoves {
            seed: self.seed,
            deal: self.deal,
            stations,
            steps: {
                let mut before = self.journal.start();
                self.journal
                    .entries()
                    .iter()
                    .filter(|e| e.after != *std::mem::replace(&mut before, &e.after))
                    .map(|e| (e.event.action, e.event.entered.clone()))
                    .collect()
            },
            under_way: self.under_way.clone(),
        }
    }
}

impl Game for DnfmGame {
    const KIND: GameKind = GameKind::Dnfm;
    type Moves = DnfmMoves;
    type Data = CardSet;
    type ReplayError = DnfmError;
    type State = DnfmState;

    fn state(&self) -> &DnfmState {
        DnfmGame::state(self)
    }

    fn summary(&self) -> Summary {
        let s = DnfmGame::state(self);
        let ended = match (s.end, s.loss()) {
            (None, _) => None,
            (Some(GameEnd::Won), _) => Some(How::Megacredits),
            (Some(GameEnd::Lost), Some(Loss::InCombat)) => Some(How::CrewLostInCombat),
            (Some(GameEnd::Lost), _) => Some(How::CrewLostToEvents),
        };
        Summary {
            seed: self.seed,
            mode: s.mode,
            turn: s.turn,
            ended,
        }
    }

    fn moves(&self) -> DnfmMoves {
        DnfmGame::moves(self)
    }

    fn replay(moves: &DnfmMoves, set: &CardSet) -> Result<DnfmGame, DnfmError> {
        moves.replay(set)
    }

    fn figures(&self) -> Vec<(&'static str, i64)> {
        let s = DnfmGame::state(self);
        vec![
            ("Megacredits", i64::from(s.megacredits)),
            ("Crew", i64::from(s.systems.crew)),
        ]
    }
}

impl DnfmMoves {
    /// The game these moves make, every one checked by the rules as it is played again.
    pub fn replay(&self, set: &CardSet) -> Result<DnfmGame, DnfmError> {
        let mut game = match self.stations {
            None => DnfmGame::new_dealt(set, self.seed, self.deal),
            Some(bits) => {
                let quadrants: Vec<u8> = (0..QUADRANTS).filter(|q| bits & 1 << q != 0).collect();
                DnfmGame::new_physical(set, self.seed, MapStrip::from_stations(&quadrants))
            }
        };
        for (action, entered) in &self.steps {
            game.act(set, *action, entered)?;
        }
        if let Some(u) = &self.under_way {
            if game.state().end.is_some() {
                return Err(DnfmError::Over);
            }
            under_way_fits(&game, set, u)?;
            game.under_way = Some(u.clone());
        }
        Ok(game)
    }
}

/// An action begun is one the game can take now, with faces of cards in the set that it
/// has drawn so far and that still leave it waiting for more (else it would have been
/// taken): no more than that is ever kept with a game.
fn under_way_fits(game: &DnfmGame, set: &CardSet, u: &UnderWay) -> Result<(), DnfmError> {
    if let Some(bad) = u.faces.iter().find(|f| set.dice(f.card).is_none()) {
        return Err(DnfmError::BadCard(
            bad.card,
            Box::new(crate::words!("dnfm-refuse-no-such-card")),
        ));
    }
    let so_far = game.so_far(set, u.action, &u.faces);
    if so_far.waiting == 0 {
        return Err(DnfmError::Illegal(Box::new(crate::words!(
            "dnfm-refuse-not-under-way"
        ))));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::deck::Orientation;

    #[test]
    fn a_physical_game_keeps_its_map_and_the_faces_entered() {
        let set = CardSet::builtin().unwrap();
        let mut g = DnfmGame::new_physical(set, 5, MapStrip::from_stations(&[]));
        assert!(g.toggle_station(3));
        assert!(g.toggle_station(9));
        g.act(set, Action::Move(1), &[]).unwrap();
        let face = PlacedCard {
            card: 2,
            orientation: Orientation::UPRIGHT,
        };
        g.act(set, Action::Continue, &[]).unwrap();
        let action = Action::ScanForEvents;
        assert!(
            g.so_far(set, action, &[face]).waiting > 0,
            "{action:?} waits"
        );
        g.under_way = Some(UnderWay {
            action,
            faces: vec![face],
        });
        let moves = g.moves();
        assert_eq!(moves.stations, Some(1 << 3 | 1 << 9));
        assert_eq!(moves.replay(set).unwrap(), g);
    }

    #[test]
    fn an_undone_move_is_not_carried() {
        let set = CardSet::builtin().unwrap();
        let mut g = DnfmGame::new_digital(set, 11);
        let next = |g: &mut DnfmGame| {
            let action = DnfmGame::choices(set, g.state())[0];
            g.act(set, action, &[]).unwrap();
        };
        next(&mut g);
        let one = g.clone();
        next(&mut g);
        g.journal.undo();
        assert_eq!(g.moves().steps.len(), 1);
        assert_eq!(g.moves().replay(set).unwrap().state(), one.state());
    }
}
