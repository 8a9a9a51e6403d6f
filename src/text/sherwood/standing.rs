//! The session in the player's words: who rolls and sets up, an applied line's paragraphs
//! and what waits, and the state at the end. Prisoners drawn blind stay unnamed.

use super::report::{Applied, Waiting, waiting};
use super::sight::{Seen, hidden_prisoners, seen};
use super::words::person_name;
use crate::games::sherwood::SherwoodData;
use crate::games::sherwood::game::{PlayMode, SherwoodGame};
use crate::games::sherwood::state::{
    Fealty, Location, PersonState, SetupDraw, SherwoodState, Side,
};
use crate::t;
use std::io::Write;

pub fn write_header(game: &SherwoodGame, seed: u64, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(out, "{}", t!("cli-sw-session"))?;
    let dice = match game.mode {
        PlayMode::Digital => t!("cli-sw-app-rolls"),
        PlayMode::Physical => t!("cli-sw-you-roll"),
    };
    let board = match game.setup.draw {
        SetupDraw::Digital => t!("cli-sw-app-set-up"),
        SetupDraw::Physical => t!("cli-sw-you-set-up"),
    };
    let setup = t!(
        "cli-sw-session-setup",
        seed = seed.to_string(),
        dice = dice,
        board = board
    );
    writeln!(out, "{setup}")
}

fn where_words(l: &Location) -> Option<String> {
    match l {
        Location::Enterprise => Some(t!("cli-sw-the-enterprise")),
        Location::Space(_) => l.space_shown().map(|w| w.to_string()),
        Location::OffMap | Location::Unseen => None,
    }
}

fn fealty_words(f: Fealty) -> String {
    match f {
        Fealty::Unsworn => t!("cli-sw-unsworn"),
        Fealty::Sworn => t!("cli-sw-sworn"),
        Fealty::OpenRebellion => t!("cli-sw-rebellion"),
    }
}

fn off_the_map() -> String {
    t!("cli-sw-off-map")
}

fn write_waiting(waiting: &[Waiting], indent: &str, out: &mut dyn Write) -> std::io::Result<()> {
    for w in waiting {
        let words = t!("cli-sw-waiting", id = w.id, text = w.text.as_str());
        writeln!(out, "{indent}{words}")?;
        writeln!(out, "{indent}    → {}", w.how)?;
    }
    Ok(())
}

/// An applied line's paragraphs and what waits now.
pub fn write_applied(applied: &Applied, out: &mut dyn Write) -> std::io::Result<()> {
    for p in &applied.paragraphs {
        match &p.effect {
            Some(effect) => writeln!(
                out,
                "  {}",
                t!(
                    "cli-sw-paragraph-effect",
                    number = p.number,
                    effect = effect.as_str()
                )
            )?,
            None => writeln!(out, "  {}", t!("cli-sw-paragraph", number = p.number))?,
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
    write_board(s, out)?;
    write_persons(data, s, draw, out)?;
    write_hidden(data, game, out)?;
    write_squads_and_end(data, s, out)
}

/// The turn, the tracks, the orders, the Royal Party and the towns.
fn write_board(s: &SherwoodState, out: &mut dyn Write) -> std::io::Result<()> {
    let when = t!("cli-sw-when", turn = s.turn, step = s.step.label());
    writeln!(out, "  {when}")?;
    let tracks = t!(
        "cli-sw-tracks",
        witchcraft = s.tracks.witchcraft,
        warchest = s.tracks.warchest,
        morale = s.tracks.royal_morale
    );
    writeln!(out, "  {tracks}")?;
    writeln!(out, "  {}", t!("cli-sw-orders", orders = s.orders.label()))?;
    let party = t!(
        "cli-sw-royal-party",
        place = where_words(&s.royal_party.location).unwrap_or_else(off_the_map),
        held = if s.royal_party.held { "yes" } else { "no" }
    );
    writeln!(out, "  {party}")?;
    let towns = s
        .towns
        .iter()
        .map(|t| format!("{} {}", t.name, fealty_words(t.fealty)))
        .collect::<Vec<_>>()
        .join(" · ");
    writeln!(out, "  {}", t!("cli-sw-towns", towns = towns))?;
    Ok(())
}

/// Everyone in sight, yours and the others, free and imprisoned; the names of those unseen.
fn write_persons(
    data: &SherwoodData,
    s: &SherwoodState,
    draw: SetupDraw,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let describe_person = |p: &PersonState| {
        let kind = s
            .kind(data, &p.id)
            .map(|k| format!(" ({})", k.label()))
            .unwrap_or_default();
        let mut words = vec![where_words(&p.location).unwrap_or_else(off_the_map)];
        if p.injured {
            words.push(t!("cli-sw-injured"));
        }
        if p.horse {
            words.push(t!("cli-sw-with-horse"));
        }
        if p.sanctuary.is_some() {
            words.push(t!("cli-sw-in-sanctuary"));
        }
        format!("{}{kind}: {}", person_name(data, &p.id), words.join(", "))
    };
    let group =
        |title: String, who: Vec<&PersonState>, out: &mut dyn Write| -> std::io::Result<()> {
            if who.is_empty() {
                return Ok(());
            }
            writeln!(out, "  {title}")?;
            for p in who {
                writeln!(out, "    {}", describe_person(p))?;
            }
            Ok(())
        };
    let sight = |p: &&PersonState| seen(data, s, draw, p);
    group(
        t!("cli-sw-your-people"),
        s.persons
            .iter()
            .filter(|p| p.side == Side::Controlled && sight(p) == Seen::Free)
            .collect(),
        out,
    )?;
    group(
        t!("cli-sw-your-prisoners"),
        s.persons
            .iter()
            .filter(|p| p.side == Side::Controlled && sight(p) == Seen::Imprisoned)
            .collect(),
        out,
    )?;
    group(
        t!("cli-sw-others"),
        s.persons
            .iter()
            .filter(|p| p.side != Side::Controlled && sight(p) == Seen::Free)
            .collect(),
        out,
    )?;
    group(
        t!("cli-sw-other-prisoners"),
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
        let words = t!("cli-sw-unseen", persons = unseen.join(", "));
        writeln!(out, "  {words}")?;
    }
    Ok(())
}

fn write_hidden(
    data: &SherwoodData,
    game: &SherwoodGame,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let hidden = hidden_prisoners(data, game);
    if !hidden.is_empty() {
        let text: Vec<String> = hidden
            .iter()
            .map(|(space, n, colours)| match colours {
                [a, ne, _] if *a + *ne > 0 => {
                    let mut parts = Vec::new();
                    if *a > 0 {
                        parts.push(t!("cli-sw-dark-blue", count = *a));
                    }
                    if *ne > 0 {
                        parts.push(t!("cli-sw-yellow", count = *ne));
                    }
                    format!("{space} {n} ({})", parts.join(", "))
                }
                _ => format!("{space} {n}"),
            })
            .collect();
        let words = t!("cli-sw-hidden", prisoners = text.join(" · "));
        writeln!(out, "  {words}")?;
    }
    Ok(())
}

fn write_squads_and_end(
    data: &SherwoodData,
    s: &SherwoodState,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let squads: Vec<String> = s
        .squads
        .iter()
        .map(|q| {
            let at = where_words(&q.location).unwrap_or_else(off_the_map);
            if q.recruited {
                t!("cli-sw-squad-yours", squad = q.name.to_string(), place = at)
            } else {
                t!("cli-sw-squad", squad = q.name.to_string(), place = at)
            }
        })
        .collect();
    let squads = t!("cli-sw-kings-men", squads = squads.join(" · "));
    writeln!(out, "  {squads}")?;
    if s.todo.is_empty() {
        writeln!(out, "  {}", t!("cli-sw-nothing-waits"))?;
    } else {
        writeln!(out, "  {}", t!("cli-sw-waiting-title"))?;
        write_waiting(&waiting(data, &s.todo), "    ", out)?;
    }
    match s.end {
        Some(e) => writeln!(out, "  {}", t!("cli-sw-over", ending = e.describe()))?,
        None => writeln!(out, "  {}", t!("cli-sw-goes-on"))?,
    }
    Ok(())
}
