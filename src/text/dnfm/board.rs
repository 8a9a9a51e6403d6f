//! The board as both the text and the JSON count it: quadrants 1 to 16, the stations, and
//! the bounties still to come this turn.

use crate::games::dnfm::map::QUADRANTS;
use crate::games::dnfm::state::{DnfmState, Phase};

/// Quadrants as the player counts them: 1 where the ship starts, up the left column to 8,
/// down the right to 16.
pub fn quadrant(position: u8) -> u8 {
    position % QUADRANTS + 1
}

pub fn stations(s: &DnfmState) -> Vec<u8> {
    (0..QUADRANTS)
        .filter(|&p| s.map.is_station(p))
        .map(quadrant)
        .collect()
}

/// The bounties still to be revealed this turn: the turn's own until it is revealed (none
/// once docked: a docked ship meets no bounty) and one more for each Counterplot.
pub fn bounties_to_come(s: &DnfmState) -> u8 {
    if s.end.is_some() {
        return 0;
    }
    match s.phase {
        Phase::Movement | Phase::Refit | Phase::Event | Phase::Bounty if s.docked => 0,
        Phase::Movement | Phase::Refit | Phase::Event | Phase::Bounty => {
            s.extra_bounties.saturating_add(1)
        }
        Phase::Encounter { .. } | Phase::Combat { .. } => s.extra_bounties,
    }
}
