//! What a tab is handed to draw or to act on: the game on the table and the data it is
//! played with (and, to draw, what the engine allows now), passed as one value rather than
//! threaded as three arguments through every view and update.

use crate::games::sherwood::SherwoodData;
use crate::games::sherwood::actions::Legal;
use crate::games::sherwood::game::SherwoodGame;

/// The game as a view reads it.
#[derive(Clone, Copy)]
pub struct GameRef<'a> {
    pub game: &'a SherwoodGame,
    pub data: &'a SherwoodData,
    /// The engine's legal actions in the state shown.
    pub legal: &'a [Legal],
}

/// The game as an update may change it.
pub struct GameMut<'a> {
    pub game: &'a mut SherwoodGame,
    pub data: &'a SherwoodData,
}

impl<'a> GameMut<'a> {
    pub fn new(game: &'a mut SherwoodGame, data: &'a SherwoodData) -> Self {
        GameMut { game, data }
    }
}
