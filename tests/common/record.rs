//! The record of plays as the shell keeps it: a game that ended is written by the save job
//! the shell runs, its save is then deleted as Home deletes one, and the record's line is
//! read back.

use pnp_companion::games::dnfm::game::DnfmGame;
use pnp_companion::games::sherwood::game::SherwoodGame;
use pnp_companion::store::record::{Play, Record};
use pnp_companion::store::saves::{self, Envelope, GameKind};
use pnp_companion::store::storage::{MemoryStorage, SharedStorage};
use pnp_companion::ui::autosave::{Place, SaveJob, SavedGame};
use std::sync::Arc;

const KEY: &str = "saves/to-the-end.json";
/// The play's own number the app gave the game when it began (one of the seed's own here).
fn play_of(seed: u64) -> u64 {
    seed ^ 0x5eed_1e55
}

fn written_then_deleted(game: SavedGame) -> Play {
    let storage: SharedStorage = Arc::new(MemoryStorage::new());
    let job = SaveJob {
        storage: storage.clone(),
        place: Place::new(pnp_companion::store::saves::SaveKey::stored(KEY), 0),
        game,
    };
    let written = job.clone().write().unwrap();
    assert!(
        written.record_problem.is_none() && written.copy.is_none(),
        "saved, and the record took it: {written:?}"
    );
    // Written again (an autosave after the end): still one line.
    let again = job.write().unwrap();
    assert!(
        again.record_problem.is_none() && again.copy.is_none(),
        "{again:?}"
    );
    storage.remove(KEY).unwrap();
    assert!(
        saves::list_in(storage.as_ref()).is_empty(),
        "the save is gone"
    );
    let (record, problem) = Record::load_from(storage.as_ref());
    assert!(problem.is_none(), "{problem:?}");
    assert_eq!(record.plays.len(), 1, "one line for the game");
    let play = record.plays[0].clone();
    assert_eq!(play.save, KEY);
    assert_eq!(play.name, "To the end");
    assert_eq!(play.ended_at, 1_796_220_000);
    play
}

/// The record's line for a Do Not Forsake Me game that ended, after its save was deleted
/// (saved as the app saves one: summed up, with its play's own number).
pub fn dnfm_line(game: &DnfmGame) -> Play {
    let env =
        Envelope::of("To the end", 1_796_220_000, game.clone()).played_as(Some(play_of(game.seed)));
    let play = written_then_deleted(SavedGame::Dnfm(Box::new(env)));
    assert_eq!(play.game, GameKind::Dnfm);
    assert_eq!(play.seed, game.seed);
    assert_eq!(play.play, Some(play_of(game.seed)));
    assert_eq!(play.turns, game.state().turn);
    play
}

/// The record's line for a Sherwood game that ended, after its save was deleted.
pub fn sherwood_line(game: &SherwoodGame) -> Play {
    let env =
        Envelope::of("To the end", 1_796_220_000, game.clone()).played_as(Some(play_of(game.seed)));
    let play = written_then_deleted(SavedGame::Sherwood(Box::new(env)));
    assert_eq!(play.game, GameKind::Sherwood);
    assert_eq!(play.seed, game.seed);
    assert_eq!(play.play, Some(play_of(game.seed)));
    assert_eq!(play.turns, game.state().turn);
    play
}
