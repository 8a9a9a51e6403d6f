//! The resource cards: each system's levels around the card's edges, and the price table.

use super::{H, INK, W, YELLOW, border, cards, centred_lines, fusion_words, slots};
use crate::games::dnfm::cards::{CardSet, System};
use crate::print::draw::{Align, Shape};

/// One edge of a resource card: its level, its drawing, its label.
type Level = (u8, Vec<Shape>, String);

pub(super) fn resource(set: &CardSet, which: &str) -> Vec<Shape> {
    let (title, levels): (&str, Vec<Level>) = match which {
        "wmc" => (
            "Wave Motion Cannon",
            set.wmc_level
                .iter()
                .map(|l| {
                    (
                        l.level,
                        slots(-7.0, 0.0, 4.5, l.pattern.slots()),
                        format!("level {}", l.level),
                    )
                })
                .collect(),
        ),
        "fusion" => (
            "Fusioncasting",
            set.fusion_level
                .iter()
                .map(|l| {
                    (
                        l.level,
                        vec![Shape::centered(0.0, 0.0, 7.0, fusion_words(l))],
                        format!("level {}", l.level),
                    )
                })
                .collect(),
        ),
        "navcomm" => (
            "NavComm",
            set.navcomm_level
                .iter()
                .map(|l| {
                    (
                        l.level,
                        vec![Shape::centered(
                            0.0,
                            0.0,
                            7.0,
                            format!("draw {}", cards(l.cards)),
                        )],
                        format!("level {}", l.level),
                    )
                })
                .collect(),
        ),
        "crew-low" => (
            "Crew 1–4",
            (1..=4)
                .map(|n| {
                    (
                        n,
                        vec![Shape::centered(0.0, 0.0, 7.0, format!("{n} crew"))],
                        format!("level {n}"),
                    )
                })
                .collect(),
        ),
        _ => (
            "Crew 5–8",
            (5..=8)
                .map(|n| {
                    (
                        n,
                        vec![Shape::centered(0.0, 0.0, 7.0, format!("{n} crew"))],
                        format!("level {n}"),
                    )
                })
                .collect(),
        ),
    };
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
        8.0,
        title,
        Align::Center,
    ));
    let crew = which == "crew-low" || which == "crew-high";
    let turning = if crew {
        "Only the level at the bottom edge counts. A crewman lost: turn a quarter counter-clockwise."
    } else {
        "Only the level at the bottom edge counts. Damage: turn a quarter counter-clockwise; repair or upgrade: clockwise."
    };
    let mut y = centred_lines(&mut v, H / 2.0 + 5.5, 5.0, false, turning, 30);
    if crew {
        y = centred_lines(
            &mut v,
            y - 1.0,
            5.0,
            true,
            &format!(
                "After a crew icon, draw one: a {} loses a crewman.",
                set.crew_check.faces()
            ),
            28,
        );
        let flip = if which == "crew-high" {
            "At 5, the next loss: turn this card over, 4 at the bottom edge."
        } else {
            "Levels 8 to 5 are on the other side. Below 1, the game is lost."
        };
        centred_lines(&mut v, y - 1.0, 5.0, true, flip, 28);
    }
    // The four levels, one per edge, each read when its edge is at the bottom; all within
    // 28 mm of the centre, so the sideways ones stay on the narrower card.
    for (i, (level, drawing, label)) in levels.into_iter().enumerate() {
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
                .map(|s| offset(s, W / 2.0, H / 2.0 - 26.5)),
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
                text: "start".into(),
                align: Align::Center,
                bold: true,
                color: YELLOW,
            });
        }
        v.push(Shape::Rotated(90.0 * i as f32, edge));
    }
    v
}

/// Moves a shape (used for small drawings positioned relative to a point).
fn offset(s: Shape, dx: f32, dy: f32) -> Shape {
    match s {
        Shape::Rect {
            x,
            y,
            w,
            h,
            fill,
            stroke,
        } => Shape::Rect {
            x: x + dx,
            y: y + dy,
            w,
            h,
            fill,
            stroke,
        },
        Shape::Text {
            x,
            y,
            size,
            text,
            align,
            bold,
            color,
        } => Shape::Text {
            x: x + dx,
            y: y + dy,
            size,
            text,
            align,
            bold,
            color,
        },
        Shape::Circle {
            cx,
            cy,
            r,
            fill,
            stroke,
        } => Shape::Circle {
            cx: cx + dx,
            cy: cy + dy,
            r,
            fill,
            stroke,
        },
        other => other,
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
    v.push(Shape::bold(5.5, top, 5.5, "MC per level", Align::Left));
    v.push(small(DOCKED, top, "docked"));
    v.push(small(
        (SPACE[0] + SPACE[3]) / 2.0,
        top,
        "in space, by quadrants flown",
    ));
    let mut y = top - 2.4;
    for (q, x) in (1u8..).zip(SPACE) {
        v.push(small(x, y, &q.to_string()));
    }
    for s in [System::Fusion, System::Navcomm, System::Wmc] {
        y -= 2.9;
        v.push(Shape::text(5.5, y, 5.5, s.label()));
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
