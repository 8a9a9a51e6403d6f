//! Every integration test, in one binary. One test binary links iced and printpdf once
//! where one per file linked them 46 times (most of `cargo test`'s build time on 2 cores).
//! A test's name is its group and file: `cargo test --test all rules::sherwood_rules::`
//! runs `tests/rules/sherwood_rules.rs`.

// A test says what it expected by panicking; the library and binary may not (Cargo.toml).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

mod cli;
mod code;
mod common;
mod print;
mod rules;
mod store;
mod ui;
