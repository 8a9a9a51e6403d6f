//! `pnp-companion play dnfm|sherwood`: a game played line by line in a terminal, for a
//! player who listens through a screen reader or would rather type than tap. The same
//! engine, saves and record as the window: a game begun here opens there, and one saved
//! there opens here (`--open NAME`).

mod keep;
mod talk;

use super::CliError;
use crate::games::dnfm::cards::CardSet;
use crate::games::dnfm::game::DnfmGame;
use crate::games::dnfm::map::MapStrip;
use crate::games::sherwood::game::{PlayMode, SherwoodGame};
use crate::games::sherwood::state::{DEFAULT_NEUTRAL_SPACES, SetupDraw};
use crate::store::saves::GameKind;
use crate::t;
use crate::text::conversation::TextGame;
use crate::text::dnfm::play::DnfmText;
use crate::text::sherwood::play::{DataChange, KeepsPlayerData, SherwoodText};
use clap::{Args, Subcommand};
use keep::Keeping;
use talk::Talk;

#[derive(Subcommand, Debug)]
pub enum PlayCommand {
    /// Do Not Forsake Me (Oh My Darling), a turn at a time
    Dnfm(GameArgs),
    /// The Sherwood Syndrome, a turn at a time
    Sherwood(GameArgs),
}

#[derive(Args, Debug)]
pub struct GameArgs {
    /// Physical play: you draw your own Dice Cards or roll your own die and type what they show
    #[arg(long)]
    physical: bool,
    /// Seed for the app's draws and rolls, to play the same game again
    #[arg(long)]
    seed: Option<u64>,
    /// The name the game is saved under (the game's own name when left out)
    #[arg(long, conflicts_with = "open")]
    name: Option<String>,
    /// Go on with a saved game of this name (one begun here or in the window)
    #[arg(long, value_name = "NAME")]
    open: Option<String>,
}

pub fn run(cmd: PlayCommand, out: &mut impl std::io::Write) -> Result<(), CliError> {
    let stdin = std::io::stdin();
    let mut talk = Talk::new(stdin.lock(), out);
    let (game, mut keeping): (Box<dyn TextGame>, Keeping) = match cmd {
        PlayCommand::Dnfm(args) => dnfm_game(&args)?,
        PlayCommand::Sherwood(args) => sherwood_game(&args)?,
    };
    talk::play(game, &mut keeping, &mut talk);
    Ok(())
}

fn card_set() -> Result<&'static CardSet, CliError> {
    CardSet::builtin()
        .map_err(|e| CliError::Input(t!("cli-dnfm-card-set-broken", error = e.to_string())))
}

fn dnfm_game(args: &GameArgs) -> Result<(Box<dyn TextGame>, Keeping), CliError> {
    let set = card_set()?;
    let (keeping, game) = match &args.open {
        Some(name) => {
            let (keeping, mut env) = Keeping::open::<DnfmGame>(GameKind::Dnfm, name)?;
            env.data.reword(set);
            (keeping, env.data)
        }
        None => {
            let seed = args.seed.unwrap_or_else(rand::random);
            let game = if args.physical {
                DnfmGame::new_physical(set, seed, MapStrip::from_stations(&[]))
            } else {
                DnfmGame::new_digital(set, seed)
            };
            (
                Keeping::new_game(GameKind::Dnfm, args.name.as_deref())?,
                game,
            )
        }
    };
    Ok((Box::new(DnfmText { set, game }), keeping))
}

fn sherwood_game(args: &GameArgs) -> Result<(Box<dyn TextGame>, Keeping), CliError> {
    let data = super::sherwood_data::player_data()?;
    let (keeping, game) = match &args.open {
        Some(name) => {
            let (keeping, mut env) = Keeping::open::<SherwoodGame>(GameKind::Sherwood, name)?;
            env.data.reword(&data);
            (keeping, env.data)
        }
        None => {
            let seed = args.seed.unwrap_or_else(rand::random);
            let (mode, draw) = if args.physical {
                (PlayMode::Physical, SetupDraw::Physical)
            } else {
                (PlayMode::Digital, SetupDraw::Digital)
            };
            // As the window begins one.
            let spaces = DEFAULT_NEUTRAL_SPACES.map(String::from);
            let game = SherwoodGame::new(&data, seed, mode, draw, &spaces);
            (
                Keeping::new_game(GameKind::Sherwood, args.name.as_deref())?,
                game,
            )
        }
    };
    Ok((
        Box::new(SherwoodText::new(data, std::rc::Rc::new(DataFolder), game)),
        keeping,
    ))
}

/// The player's own data kept in the app's data folder, as `set-cell` and `set-value` keep it.
struct DataFolder;

impl KeepsPlayerData for DataFolder {
    fn remember(
        &self,
        change: DataChange<'_>,
    ) -> Result<crate::games::sherwood::SherwoodData, String> {
        super::sherwood_data::remember(change).map_err(|e| e.to_string())
    }
}
