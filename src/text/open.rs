//! A saved game as the conversation plays it: the front end holds the game as a save (the
//! window's screen gives one at any moment) and the conversation plays it as text.

use super::conversation::TextGame;
use super::dnfm::play::DnfmText;
use super::sherwood::play::{KeepsPlayerData, SherwoodText};
use crate::games::dnfm::cards::CardSet;
use crate::games::sherwood::SherwoodData;
use crate::store::kept_game::SavedGame;
use std::rc::Rc;

/// The game of `saved` as text; `None` for a Sherwood game when its data is missing (a
/// broken install, where the window shows its error screen).
pub fn text_game(
    saved: SavedGame,
    set: &'static CardSet,
    sherwood: Option<(SherwoodData, Rc<dyn KeepsPlayerData>)>,
) -> Option<Box<dyn TextGame>> {
    match saved {
        SavedGame::Dnfm(env) => Some(Box::new(DnfmText {
            set,
            game: env.data,
        })),
        SavedGame::Sherwood(env) => {
            let (data, keeper) = sherwood?;
            Some(Box::new(SherwoodText::new(data, keeper, env.data)))
        }
    }
}
