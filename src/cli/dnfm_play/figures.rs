//! The coach's flags as the command line takes them: its games and seed (its figures in
//! words are `text::dnfm::coach`).

use crate::games::dnfm::coach::{CoachOptions, DEFAULT_GAMES, DEFAULT_SEED, MAX_GAMES};
use clap::Args;

/// The continuations' number and seed, as both commands take them.
#[derive(Args, Debug, Clone, Copy)]
pub struct CoachFlags {
    /// Coach: games played on from each choice (1 to 100,000; more games, a smaller ±)
    #[arg(long, value_name = "N", default_value_t = DEFAULT_GAMES, requires = "coach",
          value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_GAMES)))]
    pub coach_games: u32,
    /// Coach: the seed of the games played on (the same seed, the same figures)
    #[arg(long, value_name = "SEED", default_value_t = DEFAULT_SEED, requires = "coach")]
    pub coach_seed: u64,
}

impl CoachFlags {
    pub fn options(self) -> CoachOptions {
        CoachOptions {
            games: self.coach_games,
            seed: self.coach_seed,
            peek: false,
        }
    }
}
