//! The printed Do Not Forsake Me cards are enough to play without the app: both readings of
//! every Dice Card carry their bounty in full, the repair prices are on a face that stays
//! up during play, the setup and the resource cards name the same edge, the Crew card says
//! when to turn it over, and nothing printed reads as a program's notation.
//!
//! Every expectation is worked out here from the card data (`cards.toml`), never from the
//! drawing code under test.

use pnp_companion::engine::deck::{Orientation, Side};
use pnp_companion::games::dnfm::cards::{Bounty, CardSet, required_faces};
use pnp_companion::print::dnfm::{CARD, face};
use pnp_companion::print::draw::Shape;

const TOML: &str = include_str!("../../src/games/dnfm/data/cards.toml");

fn set() -> &'static CardSet {
    CardSet::builtin().expect("card set")
}

/// All of a face's words in reading order, as one string (wrapped lines joined again).
fn words(set: &CardSet, id: &str) -> String {
    Shape::texts(&face(set, id)).join(" ")
}

/// A text's baseline and its words, for the texts directly in `shapes` (not turned ones).
fn top_level_texts(shapes: &[Shape]) -> Vec<(f32, f32, String)> {
    shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Text { x, y, text, .. } => Some((*x, *y, text.clone())),
            _ => None,
        })
        .collect()
}

/// The lowest point of every shape in `shapes`, turned ones included, in their own frame.
fn lowest(shapes: &[Shape]) -> f32 {
    shapes
        .iter()
        .map(|s| match s {
            Shape::Rect { y, .. } => *y,
            Shape::Line { y1, y2, .. } => y1.min(*y2),
            Shape::Circle { cy, r, .. } => cy - r,
            Shape::Polygon { points, .. } => points.iter().map(|p| p.1).fold(f32::MAX, f32::min),
            // A baseline: descenders reach about a quarter of the em below it (size × 0.1 mm).
            Shape::Text { y, size, .. } => y - size * 0.1,
            Shape::Turned(inner) | Shape::Rotated(_, inner) => lowest(inner),
        })
        .fold(f32::MAX, f32::min)
}

/// What one reading of a bounty must show: its name, DL, and for every attack line the
/// WMC levels (a single level alone), the W/B pattern and the Megacredits.
fn expected(b: &Bounty) -> Vec<String> {
    let mut out = vec![b.name.clone(), format!("DL {}", b.dl)];
    for a in &b.attack {
        out.push(if a.wmc.low == a.wmc.high {
            format!("WMC {}", a.wmc.low)
        } else {
            format!("WMC {}-{}", a.wmc.low, a.wmc.high)
        });
        out.push(format!("{} MC", a.value));
    }
    out
}

/// The same text with en dashes read as hyphens, so "WMC 1–3" matches "WMC 1-3".
fn plain(t: &str) -> String {
    t.replace('\u{2013}', "-")
}

/// The number of W/B squares drawn (white and ink-filled rectangles of one size, in a row).
fn squares_in_rows(shapes: &[Shape]) -> Vec<(bool, f32)> {
    shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Rect {
                y,
                w,
                h,
                fill: Some(fill),
                ..
            } if (w - h).abs() < 0.01 && *w < 5.0 => Some((fill.0 > 0.5, *y)),
            _ => None,
        })
        .collect()
}

#[test]
fn both_readings_of_every_dice_card_show_their_bounty_in_full() {
    let (_, h) = CARD;
    for card in &set().dice_card {
        for (side, letter) in [(Side::A, "a"), (Side::B, "b")] {
            let id = format!("dice:{}:{letter}", card.number);
            let shapes = face(set(), &id);
            let turned: Vec<Shape> = shapes
                .iter()
                .filter_map(|s| match s {
                    Shape::Turned(inner) => Some(inner.clone()),
                    _ => None,
                })
                .flatten()
                .collect();
            assert!(!turned.is_empty(), "{id}: no turned reading");
            let turned_texts: Vec<String> =
                Shape::texts(&turned).iter().map(|t| plain(t)).collect();
            let upright_texts: Vec<String> = top_level_texts(&shapes)
                .into_iter()
                .map(|(_, _, t)| plain(&t))
                .collect();
            for (rotated, texts) in [(false, &upright_texts), (true, &turned_texts)] {
                let r = card.reading(Orientation { side, rotated });
                let b = set().bounty(&r.bounty).expect("bounty");
                for want in expected(b) {
                    assert!(
                        texts.contains(&want),
                        "{id} {}: '{want}' missing from {texts:?}",
                        if rotated { "turned" } else { "upright" }
                    );
                }
                // One printed line per attack line, each with its W/B squares: count the
                // white and black squares the bounty's patterns call for.
                let (white, black) = b.attack.iter().fold((0, 0), |(w, k), a| {
                    let p = a.pattern.to_string();
                    (w + p.matches('W').count(), k + p.matches('B').count())
                });
                let drawn = if rotated {
                    squares_in_rows(&turned)
                } else {
                    squares_in_rows(&shapes)
                };
                let drawn_white = drawn.iter().filter(|(w, _)| *w).count();
                // The die is a larger white square and is not counted (w < 5 mm).
                assert_eq!(
                    (drawn_white, drawn.len() - drawn_white),
                    (white, black),
                    "{id}: the W/B squares of the {} reading",
                    if rotated { "turned" } else { "upright" }
                );
            }
            // Each reading owns its half: the upright one above the middle, the turned one
            // above the middle in its own frame, which the turn puts below it.
            let label = format!("Dice Card {}", card.number);
            let upright: Vec<Shape> = shapes
                .iter()
                .filter(|s| match s {
                    Shape::Text { text, .. } => !text.starts_with(&label),
                    Shape::Circle { .. } => true,
                    Shape::Rect { w, .. } => *w < 20.0,
                    _ => false,
                })
                .cloned()
                .collect();
            assert!(
                lowest(&upright) > h / 2.0,
                "{id}: the upright reading reaches {} mm, below the middle",
                lowest(&upright)
            );
            assert!(
                lowest(&turned) > h / 2.0,
                "{id}: the turned reading reaches {} mm, past the middle",
                lowest(&turned)
            );
        }
    }
}

/// The faces that lie face up during play: the Event card lies on the Megacredits card, the
/// four resource cards on the Ship Status card, the Ship on the Map Cards. The rules cards,
/// the bounty list and the quick reference are the backs of those and lie face down.
#[test]
fn the_repair_prices_are_on_a_face_that_stays_up_in_play() {
    let s = set();
    let event_card = s
        .card
        .iter()
        .find(|c| c.front == "event-table" || c.back == "event-table")
        .expect("the Event card");
    assert!(
        event_card.front.starts_with("rules:") || event_card.back.starts_with("rules:"),
        "the Event card's other side is a rules card, read at setup only"
    );
    let shapes = face(s, "event-table");
    let texts = top_level_texts(&shapes);
    for (name, repair, station) in [
        (
            "Fusioncasting",
            s.repair_price.fusion,
            s.station_price.fusion,
        ),
        ("NavComm", s.repair_price.navcomm, s.station_price.navcomm),
        (
            "Wave Motion Cannon",
            s.repair_price.wmc,
            s.station_price.wmc,
        ),
    ] {
        let (x, y, _) = texts
            .iter()
            .find(|(_, _, t)| t == name)
            .unwrap_or_else(|| panic!("no row for {name}: {texts:?}"));
        // The row: the numbers on the same baseline to the right of the name, left to right.
        let mut row: Vec<(f32, String)> = texts
            .iter()
            .filter(|(tx, ty, _)| (ty - y).abs() < 0.2 && tx > x)
            .map(|(tx, _, t)| (*tx, t.clone()))
            .collect();
        row.sort_by(|a, b| a.0.total_cmp(&b.0));
        let row: Vec<String> = row.into_iter().map(|(_, t)| t).collect();
        let mut want = vec![station.to_string()];
        want.extend(repair.iter().map(ToString::to_string));
        assert_eq!(
            row, want,
            "{name}: docked price, then in space after 1-4 quadrants"
        );
    }
    // The table follows the data: other prices print other numbers.
    let changed = TOML.replace("wmc = [7, 6, 5, 4]", "wmc = [12, 11, 10, 9]");
    let other = CardSet::parse(&changed).expect("changed prices");
    let w = Shape::texts(&face(&other, "event-table"));
    for p in ["12", "11", "10", "9"] {
        assert!(w.contains(&p.to_string()), "{p} missing from {w:?}");
    }
}

#[test]
fn the_setup_and_every_resource_card_name_the_same_edge() {
    let setup = words(set(), "rules:1");
    assert!(setup.contains("bottom edge"), "{setup}");
    for which in ["crew-low", "crew-high", "wmc", "fusion", "navcomm"] {
        let w = words(set(), &format!("resource:{which}"));
        assert!(w.contains("bottom edge counts"), "{which}: {w}");
    }
    for id in std::iter::once("rules:1".to_string()).chain(
        ["crew-low", "crew-high", "wmc", "fusion", "navcomm"].map(|w| format!("resource:{w}")),
    ) {
        let w = words(set(), &id).to_lowercase();
        assert!(
            !w.contains("middle") && !w.contains("centre") && !w.contains("center"),
            "{id} names another edge: {w}"
        );
    }
}

#[test]
fn the_crew_card_says_when_to_turn_it_over() {
    let start = set().start.crew;
    let high = words(set(), "resource:crew-high");
    let low = words(set(), "resource:crew-low");
    // Levels 8 to 5 on one side, 4 to 1 on the other.
    for n in 5..=start {
        assert!(high.contains(&format!("level {n}")), "crew-high: level {n}");
    }
    for n in 1..=4 {
        assert!(low.contains(&format!("level {n}")), "crew-low: level {n}");
    }
    assert!(
        high.contains("At 5, the next loss: turn this card over, 4 at the bottom edge"),
        "{high}"
    );
    assert!(
        low.contains(&format!("Levels {start} to 5 are on the other side")),
        "{low}"
    );
}

/// Whether `t` holds a range whose two ends are the same number ("4-4", "4–4", "4 - 4").
fn equal_ended_range(t: &str) -> Option<String> {
    let chars: Vec<char> = t.chars().collect();
    let number_at = |mut i: usize| -> Option<(u32, usize)> {
        let start = i;
        while i < chars.len() && chars[i].is_ascii_digit() {
            i += 1;
        }
        (i > start).then(|| {
            (
                chars[start..i].iter().collect::<String>().parse().unwrap(),
                i,
            )
        })
    };
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_ascii_digit() && (i == 0 || !chars[i - 1].is_ascii_digit()) {
            let (a, mut j) = number_at(i)?;
            while j < chars.len() && chars[j] == ' ' {
                j += 1;
            }
            if j < chars.len() && matches!(chars[j], '-' | '\u{2013}' | '\u{2014}') {
                j += 1;
                while j < chars.len() && chars[j] == ' ' {
                    j += 1;
                }
                if let Some((b, _)) = number_at(j)
                    && a == b
                {
                    return Some(chars[i..].iter().collect());
                }
            }
        }
        i += 1;
    }
    None
}

#[test]
fn no_printed_text_reads_as_program_notation() {
    assert!(equal_ended_range("WMC 4-4: B W W B").is_some());
    assert!(equal_ended_range("WMC 4–4").is_some());
    assert!(equal_ended_range("WMC 1–3, WMC 4").is_none());
    for id in required_faces() {
        for t in Shape::texts(&face(set(), &id)) {
            for bad in ["[", "]", "{", "}", "Some(", "None", "\""] {
                assert!(!t.contains(bad), "{id}: '{t}' holds {bad}");
            }
            assert!(
                equal_ended_range(&t).is_none(),
                "{id}: '{t}' writes a single level as a range"
            );
        }
    }
}

#[test]
fn the_bounty_list_and_the_reference_follow_the_data() {
    let bounties = Shape::texts(&face(set(), "bounties"))
        .iter()
        .map(|t| plain(t))
        .collect::<Vec<_>>()
        .join(" ");
    for b in &set().bounty {
        for want in expected(b) {
            assert!(bounties.contains(&want), "bounties: '{want}' missing");
        }
        for a in &b.attack {
            assert!(bounties.contains(&a.pattern.to_string()), "{}", b.name);
        }
    }
    let reference = words(set(), "reference");
    for l in &set().wmc_level {
        let want = format!("{}: {}", l.level, l.pattern);
        assert!(reference.contains(&want), "reference: '{want}' missing");
    }
    // Another cannon prints another reference.
    let changed = TOML.replace(
        "level = 3\npattern = \"B W W\"",
        "level = 3\npattern = \"W B W\"",
    );
    assert_ne!(
        changed, TOML,
        "the level 3 pattern is where the test expects it"
    );
    let other = CardSet::parse(&changed).expect("changed cannon");
    let w = words(&other, "reference");
    assert!(w.contains("3: W B W") && !w.contains("3: B W W"), "{w}");
}
