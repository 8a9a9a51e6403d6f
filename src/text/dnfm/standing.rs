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
use crate::games::dnfm::state::{DnfmState, Phase, PlayMode};
use crate::i18n::Form;
use crate::t;
use std::io::Write;

pub fn write_header(game: &DnfmGame, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(out, "{}", t!("cli-dnfm-session"))?;
    match game.state().mode {
        PlayMode::Digital => writeln!(
            out,
            "{}",
            t!("cli-dnfm-session-digital", seed = game.seed.to_string())
        )?,
        PlayMode::Physical => {
            let at = stations(&game.journal.start().state);
            let stations = if at.is_empty() {
                t!("cli-dnfm-no-stations-given")
            } else {
                t!("cli-dnfm-stations-at", quadrants = list(&at))
            };
            writeln!(
                out,
                "{}",
                t!("cli-dnfm-session-physical", stations = stations)
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
        let words = t!("cli-dnfm-cards-drawn", cards = groups.join(" · "));
        writeln!(out, "  {words}")?;
    }
    if !applied.unused_draws.is_empty() {
        let words = t!(
            "cli-dnfm-left-over",
            faces = applied.unused_draws.join(", ")
        );
        writeln!(out, "  {words}")?;
    }
    if let Some(o) = &applied.odds {
        writeln!(out, "  {}", t!("cli-dnfm-odds-now", odds = odds_words(o)))?;
    }
    Ok(())
}

/// The odds of the choices open now, in words: "Evade: 92.1 % to evade · Fight: 57.0 % to
/// win a round. Odds from what you can know: …".
fn odds_words(odds: &Odds) -> String {
    let parts = match &odds.choices {
        Choices::Encounter { evade, fight } => vec![
            t!("cli-dnfm-odds-evade", chance = evade.words()),
            t!("cli-dnfm-odds-fight", chance = fight.words()),
        ],
        Choices::Combat { attack } => {
            vec![t!("cli-dnfm-odds-attack", chance = attack.words())]
        }
    };
    format!("{}. {}.", parts.join(" · "), odds.basis.label())
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
            t!("cli-dnfm-next-move", quadrants = *first)
        } else {
            t!("cli-dnfm-next-moves", first = *first, last = *last)
        });
    }
    words.extend(
        actions
            .iter()
            .filter(|a| !matches!(a, Action::Move(_)))
            .map(|a| describe_action(a).to_string()),
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
pub fn where_in_turn(set: &CardSet, s: &DnfmState) -> String {
    where_in_turn_as(set, s, Form::Written)
}

/// As [`where_in_turn`], in `form`: said aloud, a bounty's Difficulty Level and a pattern's
/// colours are named in full (the text mode speaks; a script's output writes).
pub fn where_in_turn_as(set: &CardSet, s: &DnfmState, form: Form) -> String {
    let name = |id: &str| set.bounty(id).map_or(id.to_string(), |b| b.name.clone());
    if s.end.is_some() {
        return t!("cli-dnfm-turn", turn = s.turn);
    }
    let (turn, phase) = (s.turn, phase_words(&s.phase).1);
    let words = match &s.phase {
        Phase::Refit => crate::words!(
            "cli-dnfm-turn-refit",
            turn = turn,
            phase = phase,
            quadrants = s.moved,
            docked = yes_no(s.docked)
        ),
        Phase::Encounter { bounty, card } => crate::words!(
            "cli-dnfm-turn-encounter",
            turn = turn,
            phase = phase,
            bounty = name(bounty),
            dl = set.bounty(bounty).map_or(0, |b| b.dl),
            card = *card
        ),
        Phase::Combat {
            bounty,
            attack_wmc,
            rounds,
            ..
        } => match set.bounty(bounty).and_then(|b| b.attack_for(*attack_wmc)) {
            Some(a) => crate::words!(
                "cli-dnfm-turn-combat-attack",
                turn = turn,
                phase = phase,
                bounty = name(bounty),
                cards = a.pattern.len(),
                pattern = a.pattern.words(),
                wmc = *attack_wmc,
                value = a.value,
                rounds = *rounds
            ),
            None => crate::words!(
                "cli-dnfm-turn-combat",
                turn = turn,
                phase = phase,
                bounty = name(bounty),
                rounds = *rounds
            ),
        },
        _ => crate::words!("cli-dnfm-turn-phase", turn = turn, phase = phase),
    };
    let mut text = crate::i18n::say_in(&words, crate::i18n::current(), form);
    if s.extra_bounties > 0 {
        text.push_str(&t!(
            "cli-dnfm-bounties-to-come",
            bounties = bounties_to_come(s)
        ));
    }
    text
}

/// A yes-or-no argument for a catalogue's select.
fn yes_no(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

pub fn write_final(set: &CardSet, s: &DnfmState, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(out, "  {}", where_in_turn(set, s))?;
    let ship = t!(
        "cli-dnfm-ship",
        crew = s.systems.crew,
        of = set.start.crew,
        wmc = s.systems.wmc,
        fusion = s.systems.fusion,
        navcomm = s.systems.navcomm
    );
    writeln!(out, "  {ship}")?;
    let megacredits = t!(
        "cli-dnfm-megacredits",
        megacredits = s.megacredits,
        to_win = set.start.win_megacredits
    );
    writeln!(out, "  {megacredits}")?;
    writeln!(out, "  {}", t!("cli-dnfm-map"))?;
    let cell = |p: u8| {
        let ship = match (p == s.position, s.docked) {
            (false, _) => None,
            (true, false) => Some(t!("cli-dnfm-map-ship")),
            (true, true) => Some(t!("cli-dnfm-map-ship-docked")),
        };
        let what: Vec<String> = ship
            .into_iter()
            .chain(s.map.is_station(p).then(|| t!("cli-dnfm-map-station")))
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
    let stations = if at.is_empty() {
        t!("cli-dnfm-no-stations")
    } else {
        t!("cli-dnfm-stations-at", quadrants = list(&at))
    };
    let ship_at = t!(
        "cli-dnfm-ship-at",
        quadrant = quadrant(s.position),
        docked = yes_no(s.docked),
        stations = stations
    );
    writeln!(out, "  {ship_at}")?;
    if !s.map.cards.is_empty() {
        let cards: Vec<String> = s
            .map
            .cards
            .iter()
            .map(|c| {
                t!(
                    "cli-dnfm-map-card",
                    card = c.card,
                    side = side_letter(c.orientation.side),
                    down = yes_no(c.orientation.rotated)
                )
            })
            .collect();
        let words = t!("cli-dnfm-map-cards", cards = cards.join(" · "));
        writeln!(out, "  {words}")?;
    }
    match s.end {
        Some(e) => {
            let words = t!("cli-dnfm-over", ending = ending_words(e, s.megacredits));
            writeln!(out, "  {words}")?;
        }
        None => {
            let next = t!(
                "cli-dnfm-next",
                actions = next_words(&legal_actions(set, s))
            );
            writeln!(out, "  {next}")?;
            if let Some(o) = encounter_odds(set, s, Basis::Known) {
                let odds = t!("cli-dnfm-odds", odds = odds_words(&Odds::from(&o)));
                writeln!(out, "  {odds}")?;
            }
            writeln!(out, "  {}", t!("cli-dnfm-goes-on"))?;
        }
    }
    Ok(())
}
