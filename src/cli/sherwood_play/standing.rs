//! The session in the player's words: who rolls and sets up, an applied line's paragraphs
//! and what waits, and the state at the end. Prisoners drawn blind stay unnamed.

use super::report::{Applied, Waiting, waiting};
use super::sight::{Seen, hidden_prisoners, seen};
use super::words::person_name;
use crate::games::sherwood::SherwoodData;
use crate::games::sherwood::game::{DiceMode, SherwoodGame};
use crate::games::sherwood::state::{Fealty, Location, PersonState, SetupDraw, Side};
use std::io::Write;

pub fn write_header(game: &SherwoodGame, seed: u64, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(out, "The Sherwood Syndrome: a scripted session")?;
    writeln!(
        out,
        "Seed {}; {}; {}",
        seed,
        match game.mode {
            DiceMode::Digital => "the app rolls the dice",
            DiceMode::Physical => "you roll your own die",
        },
        match game.setup.draw {
            SetupDraw::Digital => "the app set up the board (prisoners drawn in secret)",
            SetupDraw::Physical => "you set up the board with your own counters",
        }
    )
}

fn where_words(l: &Location) -> Option<String> {
    match l {
        Location::Enterprise => Some("the Enterprise".into()),
        Location::Space(s) => Some(s.to_string()),
        Location::OffMap | Location::Unseen => None,
    }
}

fn fealty_words(f: Fealty) -> &'static str {
    match f {
        Fealty::Unsworn => "not sworn",
        Fealty::Sworn => "sworn to the King",
        Fealty::OpenRebellion => "in open rebellion",
    }
}

fn write_waiting(waiting: &[Waiting], indent: &str, out: &mut dyn Write) -> std::io::Result<()> {
    for w in waiting {
        writeln!(out, "{indent}waiting #{}: {}", w.id, w.text)?;
        writeln!(out, "{indent}    → {}", w.how)?;
    }
    Ok(())
}

/// An applied line's paragraphs and what waits now.
pub fn write_applied(applied: &Applied, out: &mut dyn Write) -> std::io::Result<()> {
    for p in &applied.paragraphs {
        match &p.effect {
            Some(effect) => writeln!(out, "  Paragraph {}: {effect}", p.number)?,
            None => writeln!(out, "  Paragraph {}", p.number)?,
        }
    }
    write_waiting(&applied.waiting, "  ", out)
}

pub fn write_final(
    data: &SherwoodData,
    game: &SherwoodGame,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let s = game.state();
    let draw = game.setup.draw;
    writeln!(out, "  Turn {}, {}", s.turn, s.step.label())?;
    writeln!(
        out,
        "  Witchcraft {} · Rebel Warchest {} · Royal Morale {}",
        s.tracks.witchcraft, s.tracks.warchest, s.tracks.royal_morale
    )?;
    writeln!(out, "  Royal Orders: {}", s.orders.label())?;
    writeln!(
        out,
        "  Royal Party: {}{}",
        where_words(&s.royal_party.location).unwrap_or_else(|| "off the map".into()),
        if s.royal_party.held {
            ", held there until the town swears"
        } else {
            ", not held"
        }
    )?;
    writeln!(
        out,
        "  Towns: {}",
        s.towns
            .iter()
            .map(|t| format!("{} {}", t.name, fealty_words(t.fealty)))
            .collect::<Vec<_>>()
            .join(" · ")
    )?;
    let describe_person = |p: &PersonState| {
        let kind = s
            .kind(data, &p.id)
            .map(|k| format!(" ({})", k.label()))
            .unwrap_or_default();
        let mut words = vec![where_words(&p.location).unwrap_or_else(|| "off the map".into())];
        if p.injured {
            words.push("injured".into());
        }
        if p.horse {
            words.push("with a horse".into());
        }
        if p.sanctuary.is_some() {
            words.push("in sanctuary".into());
        }
        format!("{}{kind}: {}", person_name(data, &p.id), words.join(", "))
    };
    let group = |title: &str, who: Vec<&PersonState>, out: &mut dyn Write| -> std::io::Result<()> {
        if who.is_empty() {
            return Ok(());
        }
        writeln!(out, "  {title}:")?;
        for p in who {
            writeln!(out, "    {}", describe_person(p))?;
        }
        Ok(())
    };
    let sight = |p: &&PersonState| seen(data, s, draw, p);
    group(
        "Your people",
        s.persons
            .iter()
            .filter(|p| p.side == Side::Controlled && sight(p) == Seen::Free)
            .collect(),
        out,
    )?;
    group(
        "Your people in prison",
        s.persons
            .iter()
            .filter(|p| p.side == Side::Controlled && sight(p) == Seen::Imprisoned)
            .collect(),
        out,
    )?;
    group(
        "Others on the map",
        s.persons
            .iter()
            .filter(|p| p.side != Side::Controlled && sight(p) == Seen::Free)
            .collect(),
        out,
    )?;
    group(
        "Other prisoners you know of",
        s.persons
            .iter()
            .filter(|p| p.side != Side::Controlled && sight(p) == Seen::Imprisoned)
            .collect(),
        out,
    )?;
    let unseen: Vec<String> = s
        .persons
        .iter()
        .filter(|p| sight(p) == Seen::Unseen)
        .map(|p| person_name(data, &p.id))
        .collect();
    if !unseen.is_empty() {
        writeln!(
            out,
            "  Not on the map, or prisoners not yet found: {}",
            unseen.join(", ")
        )?;
    }
    let hidden = hidden_prisoners(data, game);
    if !hidden.is_empty() {
        let text: Vec<String> = hidden
            .iter()
            .map(|(space, n, colours)| match colours {
                [a, ne, _] if *a + *ne > 0 => {
                    let mut parts = Vec::new();
                    if *a > 0 {
                        parts.push(format!("{a} dark blue"));
                    }
                    if *ne > 0 {
                        parts.push(format!("{ne} yellow"));
                    }
                    format!("{space} {n} ({})", parts.join(", "))
                }
                _ => format!("{space} {n}"),
            })
            .collect();
        writeln!(out, "  Hidden prisoners: {}", text.join(" · "))?;
    }
    let squads: Vec<String> = s
        .squads
        .iter()
        .map(|q| {
            let at = where_words(&q.location).unwrap_or_else(|| "off the map".into());
            if q.recruited {
                format!("{} squad at {at} (yours)", q.name)
            } else {
                format!("{} squad at {at}", q.name)
            }
        })
        .collect();
    writeln!(out, "  King's Men: {}", squads.join(" · "))?;
    if s.todo.is_empty() {
        writeln!(out, "  Nothing waits to be settled.")?;
    } else {
        writeln!(out, "  Waiting to be settled:")?;
        write_waiting(&waiting(data, &s.todo), "    ", out)?;
    }
    match s.end {
        Some(e) => writeln!(out, "  The game is over. {}", e.describe())?,
        None => writeln!(out, "  The game goes on.")?,
    }
    Ok(())
}
