//! The headless command line, run as a player runs it.

mod cli_broken_user_data;
mod cli_dnfm;
mod cli_dnfm_coach;
mod cli_dnfm_play;
mod cli_help_languages;
mod cli_languages;
#[cfg(unix)]
mod cli_play_text;
mod cli_record;
mod cli_share;
mod cli_sherwood;
mod cli_sherwood_data;
mod cli_sherwood_play;
