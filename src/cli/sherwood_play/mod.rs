//! `pnp-companion sherwood play`: a scripted session. A new game, then the actions of a
//! script (one JSON object a line, the form the saved log keeps them in), each reported as
//! applied or refused with the reason, then the state the game ends in. See
//! `docs/sherwood-play.md`.

mod act;

use super::CliError;
use super::session::{self, ScriptedGame, Taken, When};
use crate::games::sherwood::SherwoodData;
use crate::games::sherwood::game::{PlayMode, SherwoodGame};
use crate::games::sherwood::state::{DEFAULT_NEUTRAL_SPACES, SetupDraw, SherwoodState};
use crate::text::script_line::LineError;
use crate::text::sherwood::{read, report, standing};
use clap::Args;
use serde::Serialize;
use std::io::Write;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct PlayArgs {
    /// The script: one action a line as JSON; blank lines and lines starting with # are
    /// skipped; - reads standard input
    #[arg(long, value_name = "FILE")]
    script: PathBuf,
    /// Seed for the app's setup draw and dice, to repeat a session exactly (a new one is
    /// chosen, and shown, when left out)
    #[arg(long)]
    seed: Option<u64>,
    /// Physical play: you set up with your own counters and roll your own die, so every
    /// roll needs "dice" on its line
    #[arg(long)]
    physical: bool,
    /// Print one JSON object instead of text
    #[arg(long)]
    json: bool,
}

/// A session's game, and the player's data with the counter values its lines give.
struct Session {
    data: SherwoodData,
    game: SherwoodGame,
    seed: u64,
    /// Whether the last roll the script made resolved at once (its cell known): a
    /// `resolve-roll` after it then has nothing left to do, on the first run as on the next.
    rolled_at_once: bool,
}

/// The step of the turn, as programs name it.
#[derive(Clone, Copy, Serialize)]
pub struct Stage {
    step: &'static str,
}

/// `"seed"`, `"dice"` and `"setup"`.
#[derive(Serialize)]
pub struct Setup {
    seed: u64,
    dice: PlayMode,
    setup: SetupDraw,
}

fn when(s: &SherwoodState) -> When<Stage> {
    When {
        turn: s.turn,
        stage: Stage { step: s.step.key() },
        words: crate::t!("cli-sw-when", turn = s.turn, step = s.step.label()),
    }
}

impl ScriptedGame for Session {
    type Stage = Stage;
    type Line = read::Read;
    type Applied = report::Applied;
    type Refused = report::Refused;
    type Setup = Setup;
    type Summary = report::Summary;

    fn when(&self) -> When<Stage> {
        when(self.game.state())
    }

    fn read(&self, text: &str) -> Result<read::Read, LineError> {
        read::read_line(text, self.game.state())
    }

    fn apply(&mut self, line: read::Read) -> Taken<Self> {
        act::apply(self, line)
    }

    fn setup(&self) -> Setup {
        Setup {
            seed: self.seed,
            dice: self.game.mode,
            setup: self.game.setup.draw,
        }
    }

    fn summary(&self) -> report::Summary {
        report::summary(&self.data, &self.game)
    }

    fn write_header(&self, out: &mut dyn Write) -> std::io::Result<()> {
        standing::write_header(&self.game, self.seed, out)
    }

    fn write_applied(&self, applied: &report::Applied, out: &mut dyn Write) -> std::io::Result<()> {
        standing::write_applied(applied, out)
    }

    fn write_summary(&self, out: &mut dyn Write) -> std::io::Result<()> {
        standing::write_final(&self.data, &self.game, out)
    }
}

pub fn run(args: &PlayArgs, out: &mut impl Write) -> Result<(), CliError> {
    session::run(&args.script, args.json, out, || {
        let data = super::sherwood_data::player_data()?;
        let seed = args.seed.unwrap_or_else(rand::random);
        let (mode, draw, spaces) = if args.physical {
            (PlayMode::Physical, SetupDraw::Physical, Vec::new())
        } else {
            (
                PlayMode::Digital,
                SetupDraw::Digital,
                DEFAULT_NEUTRAL_SPACES.map(String::from).to_vec(),
            )
        };
        let game = SherwoodGame::new(&data, seed, mode, draw, &spaces);
        Ok(Session {
            data,
            game,
            seed,
            rolled_at_once: false,
        })
    })
}
