//! The session in the player's words: who deals and draws, the cards an applied line drew
//! and the odds after it, and where the game stands at the end.

use super::board::{bounties_to_come, quadrant, stations};
use super::phase_words;
use super::read::side_letter;
use super::report::{Applied, Choices, Odds, ending_words};
use crate::games::dnfm::cards::CardSet;
use crate::games::dnfm::game::{DnfmGame, describe_action};
use crate::games::dnfm::odds::{Basis, encounter_odds};
use crate::games::dnfm::rules::{Action, legal_actions};
use crate::games::dnfm::state::{DnfmState, Mode, Phase};
use crate::games::dnfm::words::count;
use std::io::Write;

pub fn write_header(game: &DnfmGame, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(out, "Do Not Forsake Me: a scripted session")?;
    match game.state().mode {
        Mode::Digital => writeln!(
            out,
            "Seed {}; the app deals the Map Cards and draws the Dice Cards",
            game.seed
        )?,
        Mode::Physical => {
            let at = stations(&game.journal.start().state);
            writeln!(
                out,
                "You lay out your own cards and draw your own Dice Cards; {}",
                if at.is_empty() {
                    "no spacestations on your map (give them with --stations)".to_string()
                } else {
                    format!("spacestations at quadrants {}", list(&at))
                }
            )?;
        }
    }
    Ok(())
}

/// The cards an applied line drew, the faces it gave that were not drawn, and the odds now.
pub fn write_applied(applied: &Applied, out: &mut dyn Write) -> std::io::Result<()> {
    let groups: Vec<String> = applied
        .draws
        .iter()
        .map(|s| format!("{} {}", s.shuffle, s.faces.join(", ")))
        .collect();
    if !groups.is_empty() {
        writeln!(out, "  cards drawn: {}", groups.join(" · "))?;
    }
    if !applied.unused_draws.is_empty() {
        writeln!(
            out,
            "  not drawn by this action, and left over: {}",
            applied.unused_draws.join(", ")
        )?;
    }
    if let Some(o) = &applied.odds {
        writeln!(out, "  odds now: {}", odds_words(o))?;
    }
    Ok(())
}

/// The odds of the choices open now, in words: "Evade: 92.1 % to evade · Fight: 57.0 % to
/// win a round. Odds from what you can know: …".
fn odds_words(odds: &Odds) -> String {
    let parts = match &odds.choices {
        Choices::Encounter { evade, fight } => vec![
            format!("Evade: {} to evade", evade.percent),
            format!("Fight: {} to win a round", fight.percent),
        ],
        Choices::Combat { attack } => {
            vec![format!("Attack: {} to win the round", attack.percent)]
        }
    };
    format!("{}. {}.", parts.join(" · "), odds.basis_words)
}

/// What can be done now, in words: "Move 1 to 4 · …".
fn next_words(actions: &[Action]) -> String {
    let moves: Vec<u8> = actions
        .iter()
        .filter_map(|a| match a {
            Action::Move(n) => Some(*n),
            _ => None,
        })
        .collect();
    let mut words = Vec::new();
    if let (Some(first), Some(last)) = (moves.first(), moves.last()) {
        words.push(if first == last {
            format!("Move {first}")
        } else {
            format!("Move {first} to {last}")
        });
    }
    words.extend(
        actions
            .iter()
            .filter(|a| !matches!(a, Action::Move(_)))
            .map(describe_action),
    );
    words.join(" · ")
}

fn list(numbers: &[u8]) -> String {
    numbers
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Where in the turn the game stands, in words.
pub(super) fn where_in_turn(set: &CardSet, s: &DnfmState) -> String {
    let name = |id: &str| set.bounty(id).map_or(id.to_string(), |b| b.name.clone());
    if s.end.is_some() {
        return format!("Turn {}", s.turn);
    }
    let mut text = format!("Turn {}, {}", s.turn, phase_words(&s.phase).1);
    match &s.phase {
        Phase::Refit => text.push_str(&format!(
            " (moved {}{})",
            count(s.moved, "quadrant", "quadrants"),
            if s.docked { "; docked" } else { "" }
        )),
        Phase::Encounter { bounty, card } => text.push_str(&format!(
            ": {} (DL {}), on Dice Card {card}",
            name(bounty),
            set.bounty(bounty).map_or(0, |b| b.dl)
        )),
        Phase::Combat {
            bounty,
            attack_wmc,
            rounds,
            ..
        } => {
            text.push_str(&format!(" with {}", name(bounty)));
            if let Some(a) = set.bounty(bounty).and_then(|b| b.attack_for(*attack_wmc)) {
                text.push_str(&format!(
                    ": they draw {} ({}, fixed at cannon {attack_wmc}), worth {} MC",
                    a.pattern.len(),
                    a.pattern,
                    a.value
                ));
            }
            text.push_str(&format!("; rounds lost so far: {rounds}"));
        }
        _ => {}
    }
    if s.extra_bounties > 0 {
        text.push_str(&format!(
            "; {} still to come this turn (a Counterplot)",
            count(bounties_to_come(s), "bounty", "bounties")
        ));
    }
    text
}

pub fn write_final(set: &CardSet, s: &DnfmState, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(out, "  {}", where_in_turn(set, s))?;
    writeln!(
        out,
        "  Ship: Crew {} (of {}) · Wave Motion Cannon {} · Fusioncasting {} · NavComm {}",
        s.systems.crew, set.start.crew, s.systems.wmc, s.systems.fusion, s.systems.navcomm
    )?;
    writeln!(
        out,
        "  Megacredits: {} ({} to win)",
        s.megacredits, set.start.win_megacredits
    )?;
    writeln!(
        out,
        "  Map, 16 quadrants (the ship flies up the left column, then down the right):"
    )?;
    let cell = |p: u8| {
        let ship = match (p == s.position, s.docked) {
            (false, _) => None,
            (true, false) => Some("ship"),
            (true, true) => Some("ship (docked)"),
        };
        let what: Vec<&str> = ship
            .into_iter()
            .chain(s.map.is_station(p).then_some("spacestation"))
            .collect();
        let what = if what.is_empty() {
            "·".to_string()
        } else {
            what.join(" · ")
        };
        format!("{:>2}  {what}", quadrant(p))
    };
    for r in 0..8u8 {
        writeln!(out, "    {:<34}{}", cell(7 - r), cell(8 + r))?;
    }
    let at = stations(s);
    writeln!(
        out,
        "  The ship is at quadrant {}{}; {}.",
        quadrant(s.position),
        if s.docked { ", docked" } else { "" },
        if at.is_empty() {
            "no spacestations".to_string()
        } else {
            format!("spacestations at quadrants {}", list(&at))
        }
    )?;
    if !s.map.cards.is_empty() {
        let cards: Vec<String> = s
            .map
            .cards
            .iter()
            .map(|c| {
                format!(
                    "{} side {}{}",
                    c.card,
                    side_letter(c.orientation.side),
                    if c.orientation.rotated { " down" } else { "" }
                )
            })
            .collect();
        writeln!(out, "  Map Cards, top to bottom: {}", cards.join(" · "))?;
    }
    match s.end {
        Some(e) => writeln!(
            out,
            "  The game is over. {}",
            ending_words(e, s.megacredits)
        )?,
        None => {
            writeln!(out, "  Next: {}", next_words(&legal_actions(set, s)))?;
            if let Some(o) = encounter_odds(set, s, Basis::Known) {
                writeln!(out, "  Odds: {}", odds_words(&Odds::from(&o)))?;
            }
            writeln!(out, "  The game goes on.")?;
        }
    }
    Ok(())
}
