//! `pnp-companion dnfm play`: a scripted session of Do Not Forsake Me. A new game, then the
//! actions of a script (one JSON object a line, the form the saved log keeps them in), each
//! reported as applied or refused with the reason, then the ship, the map, the Megacredits
//! and the result. See `docs/dnfm-play.md`.

mod act;
pub mod coach;
mod figures;

use super::CliError;
use super::session::{self, ScriptedGame, Taken, When};
use crate::games::dnfm::cards::CardSet;
use crate::games::dnfm::game::DnfmGame;
use crate::games::dnfm::map::MapStrip;
use crate::games::dnfm::state::PlayMode;
use crate::text::dnfm::{phase_words, read, report, standing};
use crate::text::script_line::LineError;
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
    /// Seed for the app's map and Dice Card draws, to repeat a session exactly (a new one is
    /// chosen, and shown, when left out)
    #[arg(long)]
    seed: Option<u64>,
    /// Physical play: you lay out your own cards and draw your own Dice Cards, so every
    /// action that draws needs "draws" on its line
    #[arg(long)]
    physical: bool,
    /// Physical play: the quadrants of your map (1-16, the ship starts on 1) that hold a
    /// spacestation, such as 3,10
    #[arg(
        long,
        requires = "physical",
        value_delimiter = ',',
        value_name = "QUADRANTS",
        value_parser = clap::value_parser!(u8).range(1..=16)
    )]
    stations: Vec<u8>,
    /// Print one JSON object instead of text
    #[arg(long)]
    json: bool,
    /// Also give the coach's figures where the script ends: each choice open then, with its
    /// chance of winning the whole game (see docs/dnfm-play.md)
    #[arg(long)]
    coach: bool,
    #[command(flatten)]
    coach_flags: figures::CoachFlags,
}

struct Session<'a> {
    set: &'a CardSet,
    game: DnfmGame,
    seed: u64,
    /// `--coach`: how the coach works where the script ends.
    coach: Option<crate::games::dnfm::coach::CoachOptions>,
}

impl<'a> Session<'a> {
    /// A new game: digital from `seed` (a new one when none is given), or physical on a
    /// map with spacestations at `stations` (quadrants 1-16).
    fn start(
        set: &'a CardSet,
        seed: Option<u64>,
        physical: bool,
        stations: &[u8],
        coach: Option<crate::games::dnfm::coach::CoachOptions>,
    ) -> Session<'a> {
        let seed = seed.unwrap_or_else(rand::random);
        let game = if physical {
            let positions: Vec<u8> = stations.iter().map(|q| q.saturating_sub(1)).collect();
            DnfmGame::new_physical(set, seed, MapStrip::from_stations(&positions))
        } else {
            DnfmGame::new_digital(set, seed)
        };
        Session {
            set,
            game,
            seed,
            coach,
        }
    }

    /// The coach's figures where the game stands, when asked for.
    fn coaching(&self) -> Option<crate::games::dnfm::coach::Coaching> {
        self.coach
            .map(|o| crate::games::dnfm::coach::coach(self.set, self.game.state(), o))
    }
}

/// The phase of the turn, as programs name it.
#[derive(Clone, Copy, Serialize)]
pub struct Stage {
    phase: &'static str,
}

/// `"seed"` and `"mode"`.
#[derive(Serialize)]
pub struct Setup {
    seed: u64,
    mode: PlayMode,
}

impl ScriptedGame for Session<'_> {
    type Stage = Stage;
    type Line = read::Line;
    type Applied = report::Applied;
    type Refused = report::Refused;
    type Setup = Setup;
    type Summary = report::Summary;

    fn when(&self) -> When<Stage> {
        let s = self.game.state();
        let (phase, words) = phase_words(&s.phase);
        When {
            turn: s.turn,
            stage: Stage { phase },
            words: crate::t!("cli-dnfm-turn-phase", turn = s.turn, phase = words),
        }
    }

    fn read(&self, text: &str) -> Result<read::Line, LineError> {
        read::read_line(text)
    }

    fn apply(&mut self, line: read::Line) -> Taken<Self> {
        act::apply(self, line)
    }

    fn setup(&self) -> Setup {
        Setup {
            seed: self.seed,
            mode: self.game.state().mode,
        }
    }

    fn summary(&self) -> report::Summary {
        let coach = self
            .coaching()
            .map(|c| crate::text::dnfm::coach::CoachReport::from(&c));
        report::summary(self.set, self.game.state(), coach)
    }

    fn write_header(&self, out: &mut dyn Write) -> std::io::Result<()> {
        standing::write_header(&self.game, out)
    }

    fn write_applied(&self, applied: &report::Applied, out: &mut dyn Write) -> std::io::Result<()> {
        standing::write_applied(applied, out)
    }

    fn write_summary(&self, out: &mut dyn Write) -> std::io::Result<()> {
        standing::write_final(self.set, self.game.state(), out)?;
        match self.coaching() {
            Some(c) => crate::text::dnfm::coach::write_text(&c, out),
            None => Ok(()),
        }
    }
}

pub fn run(set: &CardSet, args: &PlayArgs, out: &mut impl Write) -> Result<(), CliError> {
    let coach = args.coach.then(|| args.coach_flags.options());
    session::run(&args.script, args.json, out, || {
        Ok(Session::start(
            set,
            args.seed,
            args.physical,
            &args.stations,
            coach,
        ))
    })
}
