//! The coach on the command line: `dnfm play --coach` (the figures where the script ends)
//! and `dnfm odds coach` (only the figures, for a script's end or a save). Both print each
//! choice open with its chance of winning the whole game, computed by
//! [`crate::games::dnfm::coach`].

use super::super::CliError;
use super::super::script::read_script;
use super::super::session;
use super::Session;
use crate::games::dnfm::cards::CardSet;
use crate::games::dnfm::coach::{CoachOptions, DEFAULT_GAMES, DEFAULT_SEED, MAX_GAMES, coach};
use crate::games::dnfm::game::DnfmGame;
use crate::games::dnfm::state::PlayMode;
use crate::store::saves::{self, GameKind};
use crate::text::dnfm::coach::{CoachReport, write_text};
use crate::text::dnfm::standing;
use clap::Args;
use std::io::Write;
use std::path::{Path, PathBuf};

/// `dnfm odds coach`: a game from a script (as `dnfm play` reads it) or from a save.
#[derive(Args, Debug)]
pub struct OddsCoachArgs {
    /// The script of the game so far, as for `dnfm play` (- reads standard input)
    #[arg(
        long,
        value_name = "FILE",
        required_unless_present = "save",
        conflicts_with = "save"
    )]
    script: Option<PathBuf>,
    /// A save file of a Do Not Forsake Me game (from the data folder, or exported)
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
    /// The script's game seed, as for `dnfm play` (a new one is chosen when left out)
    #[arg(long, conflicts_with = "save")]
    seed: Option<u64>,
    /// The script is physical play, as for `dnfm play --physical`
    #[arg(long, conflicts_with = "save")]
    physical: bool,
    /// Physical play: the quadrants of your map that hold a spacestation, such as 3,10
    #[arg(long, requires = "physical", value_delimiter = ',', value_name = "QUADRANTS",
          value_parser = clap::value_parser!(u8).range(1..=16))]
    stations: Vec<u8>,
    /// Games played on from each choice (1 to 100,000)
    #[arg(long, value_name = "N", default_value_t = DEFAULT_GAMES,
          value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_GAMES)))]
    games: u32,
    /// The seed of the games played on (the same seed, the same figures)
    #[arg(long = "coach-seed", value_name = "SEED", default_value_t = DEFAULT_SEED)]
    coach_seed: u64,
    /// Play on from the app's deck as it lies (digital play), which no player at a table can
    /// see, as the app's "Peek at the deck" does; without it, from what the player can know
    #[arg(long)]
    peek: bool,
    /// Print one JSON object instead of text
    #[arg(long)]
    json: bool,
}

/// The game a script leaves (lines refused are skipped, as `play` skips them; a line that
/// cannot be read is an error).
fn from_script(set: &CardSet, args: &OddsCoachArgs, path: &Path) -> Result<DnfmGame, CliError> {
    let script = read_script(path)?;
    let mut game = Session::start(set, args.seed, args.physical, &args.stations, None);
    let steps = session::play(&mut game, &script);
    session::unread(&session::unreadable(&steps))?;
    Ok(game.game)
}

/// `dnfm odds coach`.
pub fn run(set: &CardSet, args: &OddsCoachArgs, out: &mut impl Write) -> Result<(), CliError> {
    let game = match (&args.script, &args.save) {
        (Some(path), _) => from_script(set, args, path)?,
        (None, Some(path)) => {
            saves::load::<DnfmGame>(path, GameKind::Dnfm)
                .map_err(|e| CliError::Input(e.to_string()))?
                .data
        }
        (None, None) => return Err(CliError::Input(crate::t!("cli-coach-give-script"))),
    };
    let options = CoachOptions {
        games: args.games,
        seed: args.coach_seed,
        peek: args.peek,
    };
    let s = game.state();
    let c = coach(set, s, options);
    if args.json {
        let value = serde_json::json!({
            "seed": game.seed,
            "mode": s.mode,
            "turn": s.turn,
            "phase": crate::text::dnfm::phase_words(&s.phase).0,
            "coach": CoachReport::from(&c),
        });
        writeln!(out, "{}", crate::cli::json_words::in_english(value))?;
    } else {
        if s.mode == PlayMode::Digital {
            let seed = game.seed.to_string();
            writeln!(out, "{}", crate::t!("cli-coach-game-seed", seed = seed))?;
        }
        writeln!(out, "{}", standing::where_in_turn(set, s))?;
        write_text(&c, out)?;
    }
    out.flush()?;
    Ok(())
}
