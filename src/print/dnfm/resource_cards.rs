//! The resource cards: each system's levels around the card's edges, and the price table.

use super::{H, INK, W, YELLOW, border, cards, fusion_words, size_for_blocks, slots, widened};
use crate::games::dnfm::cards::{CardSet, System};
use crate::print::draw::{Align, Shape, wrap};
use crate::print::fit::size_to_fit;
use crate::t;

/// One edge of a resource card: its level, its drawing, its label.
type Level = (u8, Vec<Shape>, String);

pub(super) fn resource(set: &CardSet, which: &str) -> Vec<Shape> {
    let (title, levels) = levels(set, which);
    let start = match which {
        "wmc" => set.start.wmc,
        "fusion" => set.start.fusion,
        "navcomm" => set.start.navcomm,
        _ => set.start.crew,
    };
    // The middle, between the four edges' levels: about 26 mm wide and 26 mm high.
    let mut v = border();
    v.push(Shape::bold(
        W / 2.0,
        H / 2.0 + 10.0,
        size_to_fit(&title, 8.0, true, TITLE),
        title,
        Align::Center,
    ));
    middle(&mut v, &middle_blocks(set, which));
    // The four levels, one per edge, each read when its edge is at the bottom; all within
    // 28 mm of the centre, so the sideways ones stay on the narrower card.
    for (i, (level, drawing, label)) in levels.into_iter().enumerate() {
        v.push(Shape::Rotated(
            90.0 * i as f32,
            edge(level, drawing, label, start),
        ));
    }
    v
}

/// A card's title and its four edges' levels.
fn levels(set: &CardSet, which: &str) -> (String, Vec<Level>) {
    let level = |n: u8| t!("print-dnfm-level", level = n);
    let crew = |n: u8| {
        vec![Shape::centered(
            0.0,
            0.0,
            7.0,
            t!("print-dnfm-crew-count", count = n),
        )]
    };
    match which {
        "wmc" => (
            (System::Wmc.label()).to_string(),
            set.wmc_level
                .iter()
                .map(|l| {
                    (
                        l.level,
                        slots(-7.0, 0.0, 4.5, l.pattern.slots()),
                        level(l.level),
                    )
                })
                .collect(),
        ),
        "fusion" => (
            (System::Fusion.label()).to_string(),
            set.fusion_level
                .iter()
                .map(|l| {
                    (
                        l.level,
                        vec![Shape::centered(0.0, 0.0, 7.0, fusion_words(l))],
                        level(l.level),
                    )
                })
                .collect(),
        ),
        "navcomm" => (
            (System::Navcomm.label()).to_string(),
            set.navcomm_level
                .iter()
                .map(|l| {
                    (
                        l.level,
                        vec![Shape::centered(
                            0.0,
                            0.0,
                            7.0,
                            t!("print-dnfm-draw", cards = cards(l.cards)),
                        )],
                        level(l.level),
                    )
                })
                .collect(),
        ),
        "crew-low" => (
            t!("print-dnfm-crew-card", low = 1, high = 4),
            (1..=4).map(|n| (n, crew(n), level(n))).collect(),
        ),
        _ => (
            t!("print-dnfm-crew-card", low = 5, high = 8),
            (5..=8).map(|n| (n, crew(n), level(n))).collect(),
        ),
    }
}

/// The words in the middle, each block with its boldness and its width.
fn middle_blocks(set: &CardSet, which: &str) -> Vec<(String, bool, usize)> {
    let crew = which == "crew-low" || which == "crew-high";
    // The middle's words: how to turn the card, and on the Crew cards when a crewman is
    // lost and when to turn the card over (in bold), each block wrapped on its own.
    let mut blocks = vec![(
        if crew {
            t!("print-dnfm-turn-crew")
        } else {
            t!("print-dnfm-turn-system")
        },
        false,
        30,
    )];
    if crew {
        blocks.push((
            t!("print-dnfm-crew-check", faces = set.crew_check.faces()),
            true,
            28,
        ));
        blocks.push((
            if which == "crew-high" {
                t!("print-dnfm-crew-flip-high")
            } else {
                t!("print-dnfm-crew-flip-low")
            },
            true,
            28,
        ));
    }
    blocks
}

/// One edge: its level and drawing, and the start mark on the level the game starts at.
fn edge(level: u8, drawing: Vec<Shape>, label: String, start: u8) -> Vec<Shape> {
    let mut edge = vec![Shape::bold(
        W / 2.0,
        H / 2.0 - 20.0,
        7.5,
        label.clone(),
        Align::Center,
    )];
    edge.extend(
        drawing
            .into_iter()
            .map(|s| s.moved(W / 2.0, H / 2.0 - 26.5)),
    );
    if level == start {
        edge.push(Shape::Rect {
            x: W / 2.0 - 11.0,
            y: H / 2.0 - 21.8,
            w: 22.0,
            h: 4.6,
            fill: None,
            stroke: Some((YELLOW, 1.0)),
        });
        edge.push(Shape::Text {
            x: W / 2.0,
            y: H / 2.0 - 15.5,
            size: 5.0,
            text: t!("print-dnfm-start"),
            align: Align::Center,
            bold: true,
            color: YELLOW,
        });
    }
    edge
}

/// The room across the card's middle for its title, between the sideways edges' start marks.
const TITLE: f32 = 31.0;
/// The lowest baseline in the card's middle, clear of the bottom edge's level and its mark.
const MIDDLE_FLOOR: f32 = H / 2.0 - 16.0;

/// Blocks of lines centred in the card's middle from just under the title, each wrapped at
/// its own width (in characters) at 5 pt: smaller type on longer lines where they would
/// reach the bottom edge's level.
fn middle(v: &mut Vec<Shape>, blocks: &[(String, bool, usize)]) {
    const SIZE: f32 = 5.0;
    const STEP: f32 = 0.46;
    let top = H / 2.0 + 5.5;
    let widths: Vec<(&str, usize)> = blocks.iter().map(|(t, _, w)| (t.as_str(), *w)).collect();
    let size = size_for_blocks(&widths, top, MIDDLE_FLOOR, SIZE, STEP, 1.0);
    let mut y = top;
    for (i, (text, bold, width)) in blocks.iter().enumerate() {
        if i > 0 {
            y -= 1.0;
        }
        for line in wrap(text, widened(*width, SIZE, size)) {
            v.push(if *bold {
                Shape::bold(W / 2.0, y, size, line, Align::Center)
            } else {
                Shape::centered(W / 2.0, y, size, line)
            });
            y -= size * STEP;
        }
    }
}

/// The price of one level in Megacredits: docked at a spacestation, and repaired in space
/// by the quadrants flown this turn. `top` is the first baseline; returns the last.
pub(super) fn price_table(set: &CardSet, v: &mut Vec<Shape>, top: f32) -> f32 {
    const DOCKED: f32 = 30.5;
    const SPACE: [f32; 4] = [38.5, 44.5, 50.5, 56.5];
    let small = |x: f32, y: f32, t: &str| Shape::Text {
        x,
        y,
        size: 4.6,
        text: t.into(),
        align: Align::Center,
        bold: false,
        color: INK,
    };
    let per_level = t!("print-dnfm-price-per-level");
    v.push(Shape::bold(
        5.5,
        top,
        size_to_fit(&per_level, 5.5, true, DOCKED - 10.0),
        per_level,
        Align::Left,
    ));
    v.push(small(DOCKED, top, &t!("print-dnfm-price-docked")));
    v.push(small(
        (SPACE[0] + SPACE[3]) / 2.0,
        top,
        &t!("print-dnfm-price-in-space"),
    ));
    let mut y = top - 2.4;
    for (q, x) in (1u8..).zip(SPACE) {
        v.push(small(x, y, &q.to_string()));
    }
    for s in [System::Fusion, System::Navcomm, System::Wmc] {
        y -= 2.9;
        let label = s.label().to_string();
        v.push(Shape::text(
            5.5,
            y,
            size_to_fit(&label, 5.5, false, DOCKED - 8.0),
            label,
        ));
        if let Some(p) = set.station_price.of(s) {
            v.push(Shape::bold(DOCKED, y, 5.5, p.to_string(), Align::Center));
        }
        for (q, x) in (1u8..).zip(SPACE) {
            if let Some(p) = set.repair_price.of(s, q) {
                v.push(Shape::bold(x, y, 5.5, p.to_string(), Align::Center));
            }
        }
    }
    y
}
