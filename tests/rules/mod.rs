//! The rules of both games: scenarios from the rulebooks, simulations, statistics, invariants and parsers.

mod dnfm_choices;
mod dnfm_coach;
mod dnfm_rules;
mod dnfm_sim;
mod invariants;
mod parsers_never_panic;
mod rsf_statistics;
mod seeds;
mod sherwood_at_the_table;
mod sherwood_endgames;
mod sherwood_game;
mod sherwood_more_rules;
mod sherwood_primary;
mod sherwood_rolls;
mod sherwood_rules;
mod sherwood_tables;
mod words_said;
