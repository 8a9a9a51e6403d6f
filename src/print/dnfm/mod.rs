//! The Do Not Forsake Me card faces, drawn from the same data the rules use.

mod resource_cards;
mod table_cards;

use resource_cards::{price_table, resource};
use table_cards::{bounties_face, event_table_face, reference_face};

use super::draw::{Align, Rgb, Shape, wrap};
use super::fit::size_to_fit;
use crate::engine::deck::{Orientation, Side};
use crate::games::dnfm::cards::{CardSet, FusionLevel, Levels, Quadrant, Reading, Slot, System};
use crate::games::dnfm::reference::rules_card;
use crate::t;

pub const CARD: (f32, f32) = (63.5, 88.9);
const W: f32 = CARD.0;
const H: f32 = CARD.1;
const INK: Rgb = Rgb(0.12, 0.16, 0.27);
const ACCENT: Rgb = Rgb(0.36, 0.43, 0.88);
const YELLOW: Rgb = Rgb(0.95, 0.75, 0.1);
const PAPER: Rgb = Rgb(0.98, 0.97, 0.93);

/// The paper and the printed border every card shares.
fn border() -> Vec<Shape> {
    vec![
        Shape::Rect {
            x: 0.0,
            y: 0.0,
            w: W,
            h: H,
            fill: Some(PAPER),
            stroke: None,
        },
        Shape::Rect {
            x: 2.5,
            y: 2.5,
            w: W - 5.0,
            h: H - 5.0,
            fill: None,
            stroke: Some((INK, 0.6)),
        },
    ]
}

/// The room a card's title has: the card inside its border, clear of a rules card's number
/// in the upper right corner.
const TITLE_ROOM: f32 = W - 2.0 * 8.5;

fn frame(title: &str) -> Vec<Shape> {
    let mut v = border();
    let size = if title.chars().count() > 22 {
        8.0
    } else {
        10.0
    };
    v.push(Shape::bold(
        W / 2.0,
        H - 10.0,
        size_to_fit(title, size, true, TITLE_ROOM),
        title,
        Align::Center,
    ));
    v
}

/// A text on one line from `x` to at most `room` millimetres on, smaller where it runs long.
fn line_at(x: f32, y: f32, size: f32, text: String, room: f32) -> Shape {
    Shape::text(x, y, size_to_fit(&text, size, false, room), text)
}

/// A text centred on the card, at most `room` wide.
fn centred(y: f32, size: f32, text: String, room: f32) -> Shape {
    Shape::centered(W / 2.0, y, size_to_fit(&text, size, false, room), text)
}

fn paragraph(shapes: &mut Vec<Shape>, mut y: f32, text: &str, size: f32, width: usize) -> f32 {
    for line in wrap(text, width) {
        shapes.push(Shape::text(5.5, y, size, line));
        y -= size * 0.42;
    }
    y - 1.2
}

/// The type size at which blocks of text starting at `top`, each wrapped at its own width
/// in characters (see [`widened`]), keep their last line above `floor`: `size` where they
/// do, else smaller type on longer lines (the same room across), down to two thirds of
/// `size`. `step` is the line spacing per point, `gap` the space between blocks (mm).
fn size_for_blocks(
    blocks: &[(&str, usize)],
    top: f32,
    floor: f32,
    size: f32,
    step: f32,
    gap: f32,
) -> f32 {
    let mut s = size;
    loop {
        let lines: usize = blocks
            .iter()
            .map(|(t, w)| wrap(t, widened(*w, size, s)).len())
            .sum();
        let last = top
            - lines.saturating_sub(1) as f32 * s * step
            - blocks.len().saturating_sub(1) as f32 * gap;
        if last - s * 0.1 >= floor || s <= size * 2.0 / 3.0 {
            return s;
        }
        s -= 0.1;
    }
}

/// A wrapping width in characters for text set at `s` points instead of `size`: the same
/// room across.
fn widened(width: usize, size: f32, s: f32) -> usize {
    if s >= size {
        width
    } else {
        (width as f32 * size / s).floor() as usize
    }
}

/// The box a system's badge is drawn in on its own (the app's Ship panel), in millimetres.
pub const ICON_BOX: (f32, f32) = (6.0, 6.0);

/// A system's badge, as the Dice Cards print it, centred in [`ICON_BOX`].
pub fn system_icon(s: System) -> Vec<Shape> {
    icon(ICON_BOX.0 / 2.0, ICON_BOX.1 / 2.0, s)
}

/// A system's icon: a small labelled badge.
fn icon(x: f32, y: f32, s: System) -> Vec<Shape> {
    let (label, color) = match s {
        System::Crew => (t!("print-dnfm-badge-crew"), Rgb::hex(0xd9534f)),
        System::Wmc => (t!("print-dnfm-badge-wmc"), Rgb::hex(0xe69b00)),
        System::Fusion => (t!("print-dnfm-badge-fusion"), Rgb::hex(0x2e9c6a)),
        System::Navcomm => (t!("print-dnfm-badge-navcomm"), Rgb::hex(0x3b7dd8)),
    };
    vec![
        Shape::Circle {
            cx: x,
            cy: y,
            r: 2.8,
            fill: Some(color),
            stroke: None,
        },
        Shape::Text {
            x,
            y: y - 1.1,
            size: 7.0,
            text: label,
            align: Align::Center,
            bold: true,
            color: Rgb::WHITE,
        },
    ]
}

/// Die pips in a square whose bottom-left is (x, y).
fn die(x: f32, y: f32, size: f32, value: u8) -> Vec<Shape> {
    let mut v = vec![Shape::Rect {
        x,
        y,
        w: size,
        h: size,
        fill: Some(Rgb::WHITE),
        stroke: Some((INK, 0.5)),
    }];
    let c = |i: f32| x + size * (0.2 + 0.3 * i);
    let r = |i: f32| y + size * (0.2 + 0.3 * i);
    let spots: &[(f32, f32)] = match value {
        1 => &[(1.0, 1.0)],
        2 => &[(0.0, 2.0), (2.0, 0.0)],
        3 => &[(0.0, 2.0), (1.0, 1.0), (2.0, 0.0)],
        4 => &[(0.0, 0.0), (0.0, 2.0), (2.0, 0.0), (2.0, 2.0)],
        5 => &[(0.0, 0.0), (0.0, 2.0), (1.0, 1.0), (2.0, 0.0), (2.0, 2.0)],
        6 => &[
            (0.0, 0.0),
            (0.0, 1.0),
            (0.0, 2.0),
            (2.0, 0.0),
            (2.0, 1.0),
            (2.0, 2.0),
        ],
        _ => &[],
    };
    for &(i, j) in spots {
        v.push(Shape::Circle {
            cx: c(i),
            cy: r(j),
            r: size * 0.09,
            fill: Some(INK),
            stroke: None,
        });
    }
    v
}

/// White and black dice positions, left (lowest) to right.
fn slots(x: f32, y: f32, size: f32, pattern: &[Slot]) -> Vec<Shape> {
    pattern
        .iter()
        .enumerate()
        .map(|(i, s)| Shape::Rect {
            x: x + i as f32 * (size + 1.2),
            y,
            w: size,
            h: size,
            fill: Some(if *s == Slot::White { Rgb::WHITE } else { INK }),
            stroke: Some((INK, 0.4)),
        })
        .collect()
}

/// "WMC 1–3", or "WMC 4" when the range is a single level.
fn wmc_levels(l: Levels) -> String {
    if l.low == l.high {
        t!("print-dnfm-cannon-level", level = l.low)
    } else {
        t!("print-dnfm-cannon-levels", low = l.low, high = l.high)
    }
}

/// "1 card", "2 cards".
fn cards(n: u8) -> String {
    t!("print-dnfm-cards", count = n)
}

/// What a Fusioncasting level does, in a few words.
fn fusion_words(l: &FusionLevel) -> String {
    let modifier = format!("{:+}", l.modifier);
    match (l.modifier, l.extra_dice) {
        (_, 0) => t!("print-dnfm-fusion-modifier", modifier = modifier),
        (0, d) => t!("print-dnfm-fusion-extra", cards = cards(d)),
        (_, d) => t!(
            "print-dnfm-fusion-extra-modifier",
            cards = cards(d),
            modifier = modifier
        ),
    }
}

/// A card's side as printed after its number: "A" or "B".
fn side_letter(side_b: bool) -> &'static str {
    if side_b { "B" } else { "A" }
}

/// Megacredits: "7 MC".
fn megacredits(value: u8) -> String {
    t!("print-dnfm-megacredits-value", value = value)
}

/// Lines of text centred on the card, wrapped at `width` characters; returns the next
/// baseline.
fn centred_lines(
    v: &mut Vec<Shape>,
    mut y: f32,
    size: f32,
    bold: bool,
    text: &str,
    width: usize,
) -> f32 {
    for line in wrap(text, width) {
        v.push(if bold {
            Shape::bold(W / 2.0, y, size, line, Align::Center)
        } else {
            Shape::centered(W / 2.0, y, size, line)
        });
        y -= size * 0.46;
    }
    y
}

/// One reading of a Dice Card, laid out in the card's upper half: the die in the upper
/// left, the damage icons upper right, then the bounty: name, subtitle, DL and one attack
/// line per range of WMC levels. The other reading is the same drawing turned 180°, so it
/// fills the lower half and reads the right way up when the card is turned.
fn reading(set: &CardSet, r: &Reading) -> Vec<Shape> {
    let mut v = die(5.0, H - 16.5, 11.0, r.value);
    for (i, s) in r.icons.iter().enumerate() {
        v.extend(icon(W - 8.5 - i as f32 * 7.0, H - 10.5, *s));
    }
    let Some(b) = set.bounty(&r.bounty) else {
        return v;
    };
    v.push(Shape::bold(
        W / 2.0,
        H - 22.5,
        8.5,
        b.name.clone(),
        Align::Center,
    ));
    v.push(centred(
        H - 26.0,
        5.5,
        (b.subtitle_label()).to_string(),
        W - 10.0,
    ));
    v.push(Shape::bold(
        W / 2.0,
        H - 30.0,
        7.0,
        t!("print-dnfm-dl", dl = b.dl),
        Align::Center,
    ));
    // The attack lines share what is left of the half: two (as every bounty has) at full
    // size, more closer together and smaller; the lowest stays 3 mm above the middle.
    let (first, lowest) = (H - 35.0, H / 2.0 + 3.0);
    let step = match b.attack.len() {
        0 | 1 => 5.2,
        n => ((first - lowest) / (n - 1) as f32).min(5.2),
    };
    let square = (step - 1.2).clamp(1.5, 3.6);
    let size = if step < 3.5 { 4.5 } else { 6.0 };
    let mut y = first;
    for a in &b.attack {
        v.push(line_at(6.0, y, size, wmc_levels(a.wmc), 15.0));
        v.extend(slots(22.0, y - 1.05, square, a.pattern.slots()));
        v.push(Shape::Text {
            x: W - 6.0,
            y,
            size,
            text: megacredits(a.value),
            align: Align::Right,
            bold: false,
            color: Rgb::BLACK,
        });
        y -= step;
    }
    v
}

fn dice_face(set: &CardSet, number: u8, side_b: bool) -> Vec<Shape> {
    let mut v = border();
    // Each reading owns its half; the line marks where one ends.
    v.push(Shape::Line {
        x1: 4.0,
        y1: H / 2.0,
        x2: W - 4.0,
        y2: H / 2.0,
        color: Rgb::GREY,
        width: 0.2,
    });
    let Some(card) = set.dice(number) else {
        return v;
    };
    let side = if side_b { Side::B } else { Side::A };
    let up = card.reading(Orientation {
        side,
        rotated: false,
    });
    let down = card.reading(Orientation {
        side,
        rotated: true,
    });
    v.extend(reading(set, up));
    v.push(Shape::Turned(reading(set, down)));
    let name = t!(
        "print-dnfm-dice-card",
        card = number,
        side = side_letter(side_b)
    );
    v.push(card_name(4.5, name));
    v
}

fn map_face(set: &CardSet, number: u8, side_b: bool) -> Vec<Shape> {
    let mut v = vec![Shape::Rect {
        x: 0.0,
        y: 0.0,
        w: W,
        h: H,
        fill: Some(Rgb::hex(0x141b2e)),
        stroke: None,
    }];
    let Some(card) = set.map_card.iter().find(|m| m.number == number) else {
        return v;
    };
    let stations = if side_b { &card.b } else { &card.a };
    let hw = W / 2.0;
    let hh = H / 2.0;
    for (q, x, y) in [
        (Quadrant::BL, 0.0, 0.0),
        (Quadrant::BR, hw, 0.0),
        (Quadrant::TL, 0.0, hh),
        (Quadrant::TR, hw, hh),
    ] {
        v.push(Shape::Rect {
            x: x + 1.0,
            y: y + 1.0,
            w: hw - 2.0,
            h: hh - 2.0,
            fill: None,
            stroke: Some((Rgb::hex(0x5b6ee1), 0.5)),
        });
        for k in 0..6 {
            let sx = x + 4.0 + ((k * 37 + number as usize * 11) % 24) as f32;
            let sy = y + 5.0 + ((k * 53 + number as usize * 7) % 34) as f32;
            v.push(Shape::Circle {
                cx: sx,
                cy: sy,
                r: 0.35,
                fill: Some(Rgb::WHITE),
                stroke: None,
            });
        }
        if stations.contains(&q) {
            let (cx, cy) = (x + hw / 2.0, y + hh / 2.0);
            v.push(Shape::Circle {
                cx,
                cy,
                r: 7.0,
                fill: None,
                stroke: Some((YELLOW, 1.0)),
            });
            v.push(Shape::Rect {
                x: cx - 2.0,
                y: cy - 7.0,
                w: 4.0,
                h: 14.0,
                fill: Some(YELLOW),
                stroke: None,
            });
            let spacestation = t!("print-dnfm-spacestation");
            v.push(Shape::Text {
                x: cx,
                y: cy - 12.0,
                size: size_to_fit(&spacestation, 6.5, true, hw - 3.0),
                text: spacestation,
                align: Align::Center,
                bold: true,
                color: YELLOW,
            });
        }
    }
    let name = t!(
        "print-dnfm-map-card",
        card = number,
        side = side_letter(side_b)
    );
    v.push(card_name(2.0, name));
    v
}

/// The 18 cards as the kit prints them: each card's front and back, in card order.
pub fn every_card(set: &CardSet) -> Vec<(Vec<Shape>, Vec<Shape>)> {
    set.card
        .iter()
        .map(|card| (face(set, &card.front), face(set, &card.back)))
        .collect()
}

/// A system's resource card as it lies on the table at `level`: the printed face, and the
/// quarter turns (clockwise) that bring that level's edge to the bottom, where it is read.
/// `None` for a level no edge shows (a crew of 0).
pub fn resource_at(set: &CardSet, sys: System, level: u8) -> Option<(Vec<Shape>, u8)> {
    // The edges in the order `resource` draws them, a quarter turn apart.
    let (which, edges): (&str, Vec<u8>) = match sys {
        System::Wmc => ("wmc", set.wmc_level.iter().map(|l| l.level).collect()),
        System::Fusion => ("fusion", set.fusion_level.iter().map(|l| l.level).collect()),
        System::Navcomm => (
            "navcomm",
            set.navcomm_level.iter().map(|l| l.level).collect(),
        ),
        System::Crew if level >= 5 => ("crew-high", (5..=8).collect()),
        System::Crew => ("crew-low", (1..=4).collect()),
    };
    let edge = edges.iter().position(|l| *l == level)?;
    Some((resource(set, which), u8::try_from(edge).ok()?))
}

/// A Dice Card's face as it lies: its side's face, turned as the card is.
pub fn dice_card(
    set: &CardSet,
    card: u8,
    orientation: crate::engine::deck::Orientation,
) -> Vec<Shape> {
    let side = match orientation.side {
        crate::engine::deck::Side::A => "a",
        crate::engine::deck::Side::B => "b",
    };
    let shapes = face(set, &format!("dice:{card}:{side}"));
    if orientation.rotated {
        vec![Shape::Turned(shapes)]
    } else {
        shapes
    }
}

/// Every face of the set, by its id (see `cards::required_faces`).
pub fn face(set: &CardSet, id: &str) -> Vec<Shape> {
    let parts: Vec<&str> = id.split(':').collect();
    match parts.as_slice() {
        ["rules", n] => rules_face(set, n),
        ["ship"] => ship_face(),
        ["ship-status"] => ship_status_face(set),
        ["resource", which] => resource(set, which),
        ["event-table"] => event_table_face(set),
        ["megacredits"] => megacredits_face(),
        ["bounties"] => bounties_face(set),
        ["reference"] => reference_face(set),
        ["map", n, side] => map_face(set, n.parse().unwrap_or(0), *side == "b"),
        ["dice", n, side] => dice_face(set, n.parse().unwrap_or(0), *side == "b"),
        _ => frame(id),
    }
}

fn rules_face(set: &CardSet, n: &str) -> Vec<Shape> {
    let Some(r) = n
        .parse::<u8>()
        .ok()
        .and_then(|n| set.rules.iter().find(|r| r.number == n))
    else {
        return frame("?");
    };
    let (title, texts) = rules_card(r);
    let texts: Vec<String> = texts.iter().map(ToString::to_string).collect();
    let mut v = frame(&title.to_string());
    v.push(Shape::Text {
        x: W - 6.0,
        y: H - 10.0,
        size: 8.0,
        text: r.number.to_string(),
        align: Align::Right,
        bold: true,
        color: ACCENT,
    });
    // Card 3 keeps room below for the price table and its note.
    let floor = if r.number == 3 { 21.0 } else { 3.5 };
    let blocks: Vec<(&str, usize)> = texts.iter().map(|t| (t.as_str(), 46)).collect();
    let size = size_for_blocks(&blocks, H - 17.0, floor, 6.2, 0.42, 1.2);
    let mut y = H - 17.0;
    for p in &texts {
        y = paragraph(&mut v, y, &(p).to_string(), size, widened(46, 6.2, size));
    }
    if r.number == 3 {
        let y = price_table(set, &mut v, y - 2.0);
        v.push(line_at(
            5.5,
            y - 4.0,
            5.5,
            t!("print-dnfm-price-table-repeated"),
            W - 9.5,
        ));
    }
    v
}

fn ship_face() -> Vec<Shape> {
    let mut v = frame(&t!("print-dnfm-ship-title"));
    v.push(Shape::Polygon {
        points: vec![
            (W / 2.0, 62.0),
            (W / 2.0 + 12.0, 28.0),
            (W / 2.0, 34.0),
            (W / 2.0 - 12.0, 28.0),
        ],
        fill: Some(ACCENT),
        stroke: Some((INK, 0.6)),
    });
    let start = t!("print-dnfm-ship-start");
    for (i, line) in start.lines().enumerate() {
        v.push(centred(
            18.0 - 4.0 * i as f32,
            6.5,
            line.to_string(),
            W - 9.0,
        ));
    }
    v
}

fn ship_status_face(set: &CardSet) -> Vec<Shape> {
    let mut v = frame(&t!("print-dnfm-ship-status-title"));
    for (i, s) in [System::Crew, System::Wmc, System::Fusion, System::Navcomm]
        .iter()
        .enumerate()
    {
        let y = 66.0 - i as f32 * 12.5;
        v.extend(icon(9.0, y, *s));
        let level = match s {
            System::Crew => set.start.crew,
            System::Wmc => set.start.wmc,
            System::Fusion => set.start.fusion,
            System::Navcomm => set.start.navcomm,
        };
        v.push(line_at(
            14.0,
            y - 1.2,
            7.0,
            t!("print-dnfm-starts-at", system = s.label(), level = level),
            W - 18.0,
        ));
    }
    centred_lines(
        &mut v,
        17.0,
        6.0,
        false,
        &t!("print-dnfm-lay-resources"),
        46,
    );
    v.push(centred(
        8.0,
        6.0,
        t!(
            "print-dnfm-start-and-win",
            start = set.start.megacredits,
            win = set.start.win_megacredits
        ),
        W - 9.0,
    ));
    v
}

fn megacredits_face() -> Vec<Shape> {
    let mut v = frame(&t!("dnfm-megacredits"));
    for n in 1..=30u8 {
        let (col, row) = ((n - 1) % 5, (n - 1) / 5);
        let x = 6.0 + col as f32 * 10.5;
        let y = H - 28.0 - row as f32 * 10.0;
        v.push(Shape::Rect {
            x,
            y,
            w: 9.5,
            h: 9.0,
            fill: None,
            stroke: Some((INK, 0.4)),
        });
        v.push(Shape::centered(x + 4.75, y + 3.2, 7.5, n.to_string()));
    }
    v.push(centred(
        8.0,
        6.0,
        t!("print-dnfm-megacredits-note"),
        W - 9.0,
    ));
    v
}

/// The card's own name and side, small and grey across its foot (`y` from the bottom).
fn card_name(y: f32, name: String) -> Shape {
    Shape::Text {
        x: W / 2.0,
        y,
        size: 4.5,
        text: name,
        align: Align::Center,
        bold: false,
        color: Rgb::GREY,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dnfm::cards::required_faces;

    #[test]
    fn every_face_draws_something_with_its_words() {
        let set = CardSet::builtin().unwrap();
        for id in required_faces() {
            let shapes = face(set, &id);
            assert!(shapes.len() > 2, "{id}");
        }
        let dice = Shape::texts(&face(set, "dice:1:a"));
        assert!(
            dice.iter().any(|t| t == "The Narn") && dice.iter().any(|t| t.contains("The Opuchini"))
        );
        for id in ["rules:3", "event-table"] {
            let words = Shape::texts(&face(set, id));
            assert!(
                words.iter().any(|t| t == "Wave Motion Cannon")
                    && words.iter().filter(|t| *t == "7").count() >= 2,
                "{id}: the price table from the data"
            );
        }
        let mc = Shape::texts(&face(set, "megacredits"));
        assert!(mc.contains(&"30".to_string()) && mc.contains(&"1".to_string()));
    }
}
