//! The screens, driven headless with iced_test: flows, taps, snapshots, what stays hidden.

mod capabilities;
mod colour_vision;
mod dnfm_buttons;
mod dnfm_coach_ui;
mod dnfm_screen;
mod guarded_steps;
mod labels_fit;
mod languages;
mod languages_shell;
mod languages_sherwood;
mod live_outcome;
mod on_screen;
mod physical_play;
mod print_check;
mod screen_reader_page;
mod sherwood_at_the_table;
mod sherwood_hidden;
mod sherwood_taps;
mod speech;
#[cfg(unix)]
mod text_mode_and_window;
mod ui_flows;
mod ui_share;
mod ui_shell;
mod ui_sherwood;
mod web_taps;
mod words_follow_language;
