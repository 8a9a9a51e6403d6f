//! The coach's figures in words: one line a choice in text, and the report for programs
//! (`"coach"` in the JSON).

use crate::games::dnfm::coach::{ChoiceFigure, Coaching};
use crate::games::dnfm::game::describe_action;
use crate::games::dnfm::odds::Basis;
use crate::games::dnfm::rules::Action;
use crate::games::dnfm::sim::Policy;
use crate::t;
use serde::Serialize;
use std::io::Write;

/// One choice's figure, for programs.
#[derive(Serialize)]
pub struct Figure {
    action: Action,
    label: String,
    wins: u32,
    games: u32,
    probability: f64,
    standard_error: f64,
    /// 1.96 standard errors: the 95 % margin the words show as ±.
    margin: f64,
    words: String,
}

impl From<&ChoiceFigure> for Figure {
    fn from(f: &ChoiceFigure) -> Self {
        Figure {
            action: f.action,
            label: (describe_action(&f.action)).to_string(),
            wins: f.wins,
            games: f.games,
            probability: f.probability(),
            standard_error: f.standard_error(),
            margin: f.margin(),
            words: f.words_for_json(),
        }
    }
}

/// The coach's figures for programs (`"coach"`).
#[derive(Serialize)]
pub struct CoachReport {
    choices: Vec<Figure>,
    games: u32,
    seed: u64,
    basis: Basis,
    policy: Policy,
    how: String,
}

/// How the figures were made, in words.
fn how(basis: Basis) -> String {
    match basis {
        Basis::Known => t!("cli-coach-how-known"),
        Basis::Peek => t!("cli-coach-how-peek"),
    }
}

impl From<&Coaching> for CoachReport {
    fn from(c: &Coaching) -> Self {
        CoachReport {
            choices: c.choices.iter().map(Figure::from).collect(),
            games: c.games,
            seed: c.seed,
            basis: c.basis,
            policy: c.policy,
            how: how(c.basis),
        }
    }
}

/// The figures in text: one line a choice, then how they were made.
pub fn write_text(c: &Coaching, out: &mut dyn Write) -> std::io::Result<()> {
    if c.choices.is_empty() {
        return writeln!(out, "  {}", t!("cli-coach-nothing"));
    }
    writeln!(out, "  {}", t!("cli-coach"))?;
    for f in &c.choices {
        writeln!(out, "    {}: {}", describe_action(&f.action), f.words())?;
    }
    let words = t!(
        "cli-coach-made",
        games = c.games,
        seed = c.seed.to_string(),
        how = how(c.basis)
    );
    writeln!(out, "  {words}")
}
