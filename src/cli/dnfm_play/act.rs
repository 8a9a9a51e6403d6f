//! A read line applied to the game: in physical play the faces it draws taken from those
//! the line gives; what it did, or why the game would not take it.

use super::super::session::{Applied, Refused, Taken};
use super::Session;
use crate::engine::deck::PlacedCard;
use crate::games::dnfm::cards::CardSet;
use crate::games::dnfm::game::describe_action;
use crate::games::dnfm::odds::{Basis, encounter_odds};
use crate::games::dnfm::rules::{Action, DnfmError, Draws, apply as rules_apply, legal_actions};
use crate::games::dnfm::state::{DnfmState, PlayMode};
use crate::t;
use crate::text::dnfm::read::{Line, faces};
use crate::text::dnfm::report::{self, Odds, shuffles};
use std::collections::VecDeque;

pub fn apply<'a>(session: &mut Session<'a>, read: Line) -> Taken<Session<'a>> {
    let set = session.set;
    let state = session.game.state();
    let refused = |problem: &'static str, reason: String| Refused {
        label: (describe_action(&read.action)).to_string(),
        problem,
        reason,
        more: report::Refused {
            action: read.action,
            draws: faces(&read.draws),
        },
    };
    let (used, unused) = match state.mode {
        PlayMode::Digital if !read.draws.is_empty() => {
            return Err(refused("not-physical", t!("cli-dnfm-draws-not-physical")));
        }
        PlayMode::Digital => (Vec::new(), Vec::new()),
        PlayMode::Physical => faces_used(set, state, read.action, &read.draws).map_err(|e| {
            let (problem, reason) = why(&e);
            refused(problem, reason)
        })?,
    };
    let game = &mut session.game;
    match game.act(set, read.action, &used) {
        Ok(outcome) => {
            let (label, log) = game
                .journal
                .entries()
                .last()
                .map(|e| {
                    let lines = e.event.lines.iter().map(ToString::to_string).collect();
                    (e.label.to_string(), lines)
                })
                .unwrap_or_default();
            Ok(Applied {
                label,
                log,
                more: report::Applied {
                    action: read.action,
                    draws: shuffles(&outcome.steps),
                    unused_draws: faces(&unused),
                    outcome: outcome.steps,
                    next: legal_actions(set, game.state()),
                    odds: encounter_odds(set, game.state(), Basis::Known).map(|o| Odds::from(&o)),
                },
            })
        }
        Err(e) => {
            let (problem, reason) = why(&e);
            Err(refused(problem, reason))
        }
    }
}

/// Why the game would not take an action, in words, with a short name for programs.
fn why(e: &DnfmError) -> (&'static str, String) {
    match e {
        DnfmError::Illegal(text) => ("refused", (text.clone()).to_string()),
        DnfmError::NeedCards { count, purpose } => (
            "needs-cards",
            t!(
                "cli-dnfm-needs-cards",
                count = *count,
                purpose = purpose.to_string()
            ),
        ),
        DnfmError::BadCard(..) => ("bad-card", e.to_string()),
        DnfmError::Over => ("game-over", t!("cli-dnfm-game-over")),
        DnfmError::Data(_) => ("broken-data", e.to_string()),
    }
}

/// Physical play: which of the faces given the action draws, and which are left over.
fn faces_used(
    set: &CardSet,
    state: &DnfmState,
    action: Action,
    faces: &[PlacedCard],
) -> Result<(Vec<PlacedCard>, Vec<PlacedCard>), DnfmError> {
    let mut draws = Draws::Physical(faces.iter().copied().collect::<VecDeque<_>>());
    rules_apply(set, state, action, &mut draws)?;
    let left = match draws {
        Draws::Physical(queue) => queue.len(),
        Draws::Digital(_) => 0,
    };
    let used = faces.len().saturating_sub(left);
    let (used, unused) = faces.split_at(used);
    Ok((used.to_vec(), unused.to_vec()))
}
