//! The Do Not Forsake Me card faces, drawn from the same data the rules use.

use super::draw::{Align, Rgb, Shape, wrap};
use crate::engine::deck::Orientation;
use crate::games::dnfm::cards::{CardSet, EventKind, Quadrant, Reading, Slot, System};

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

fn frame(title: &str) -> Vec<Shape> {
    let mut v = border();
    v.push(Shape::bold(
        W / 2.0,
        H - 10.0,
        if title.chars().count() > 22 {
            8.0
        } else {
            10.0
        },
        title,
        Align::Center,
    ));
    v
}

fn paragraph(shapes: &mut Vec<Shape>, mut y: f32, text: &str, size: f32, width: usize) -> f32 {
    for line in wrap(text, width) {
        shapes.push(Shape::text(5.5, y, size, line));
        y -= size * 0.42;
    }
    y - 1.2
}

/// A system's icon: a small labelled badge.
fn icon(x: f32, y: f32, s: System) -> Vec<Shape> {
    let (label, color) = match s {
        System::Crew => ("C", Rgb::hex(0xd9534f)),
        System::Wmc => ("W", Rgb::hex(0xe69b00)),
        System::Fusion => ("F", Rgb::hex(0x2e9c6a)),
        System::Navcomm => ("N", Rgb::hex(0x3b7dd8)),
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
            text: label.into(),
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

/// One reading of a Dice Card: die in the upper left, icons upper right, the bounty below.
fn reading(set: &CardSet, r: &Reading) -> Vec<Shape> {
    let mut v = die(5.0, H - 18.0, 12.0, r.value);
    for (i, s) in r.icons.iter().enumerate() {
        v.extend(icon(W - 8.0 - i as f32 * 7.0, H - 10.0, *s));
    }
    if let Some(b) = set.bounty(&r.bounty) {
        v.push(Shape::bold(
            W / 2.0,
            H / 2.0 + 12.0,
            8.5,
            b.name.clone(),
            Align::Center,
        ));
        v.push(Shape::centered(
            W / 2.0,
            H / 2.0 + 8.0,
            6.0,
            b.subtitle.clone(),
        ));
        v.push(Shape::centered(
            W / 2.0,
            H / 2.0 + 3.5,
            7.0,
            format!("DL {}", b.dl),
        ));
        let mut y = H / 2.0 - 1.5;
        for a in &b.attack {
            let levels = if a.wmc.low == a.wmc.high {
                format!("WMC {}", a.wmc.low)
            } else {
                format!("WMC {}–{}", a.wmc.low, a.wmc.high)
            };
            v.push(Shape::text(6.0, y - 2.6, 6.0, levels));
            v.extend(slots(24.0, y - 3.8, 3.6, a.pattern.slots()));
            v.push(Shape::text(44.0, y - 2.6, 6.0, format!("{} MC", a.value)));
            y -= 5.5;
        }
    }
    v
}

fn dice_face(set: &CardSet, number: u8, side_b: bool) -> Vec<Shape> {
    let mut v = border();
    v.extend([Shape::Line {
        x1: 4.0,
        y1: H / 2.0 - 14.0,
        x2: W - 4.0,
        y2: H / 2.0 - 14.0,
        color: Rgb::GREY,
        width: 0.2,
    }]);
    let Some(card) = set.dice(number) else {
        return v;
    };
    let side = if side_b {
        crate::engine::deck::Side::B
    } else {
        crate::engine::deck::Side::A
    };
    let up = card.reading(Orientation {
        side,
        rotated: false,
    });
    let down = card.reading(Orientation {
        side,
        rotated: true,
    });
    v.extend(reading(set, up));
    v.push(Shape::Turned(
        die(5.0, H - 18.0, 12.0, down.value)
            .into_iter()
            .chain(
                down.icons
                    .iter()
                    .enumerate()
                    .flat_map(|(i, s)| icon(W - 8.0 - i as f32 * 7.0, H - 10.0, *s)),
            )
            .collect(),
    ));
    v.push(Shape::Turned(vec![Shape::centered(
        W / 2.0,
        H / 2.0 - 22.0,
        7.0,
        format!(
            "{} · DL {}",
            set.bounty(&down.bounty).map_or("", |b| b.name.as_str()),
            set.bounty(&down.bounty).map_or(0, |b| b.dl)
        ),
    )]));
    v.push(Shape::centered(
        W / 2.0,
        5.0,
        5.0,
        format!("Dice Card {number}{}", if side_b { "B" } else { "A" }),
    ));
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
            v.push(Shape::Text {
                x: cx,
                y: cy - 12.0,
                size: 6.5,
                text: "Spacestation".into(),
                align: Align::Center,
                bold: true,
                color: YELLOW,
            });
        }
    }
    v.push(Shape::Text {
        x: W / 2.0,
        y: 2.0,
        size: 4.5,
        text: format!("Map Card {number}{}", if side_b { "B" } else { "A" }),
        align: Align::Center,
        bold: false,
        color: Rgb::GREY,
    });
    v
}

/// One edge of a resource card: its level, its drawing, its label.
type Level = (u8, Vec<Shape>, String);

fn resource(set: &CardSet, which: &str) -> Vec<Shape> {
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
                    let t = match (l.modifier, l.extra_dice) {
                        (m, 0) => format!("CV {m:+}"),
                        (0, d) => format!("+{d} card, drop lowest"),
                        (m, d) => format!("+{d} card, CV {m:+}"),
                    };
                    (
                        l.level,
                        vec![Shape::centered(0.0, 0.0, 7.0, t)],
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
                            format!("draw {} card(s)", l.cards),
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
    let mut v = border();
    v.extend([
        Shape::bold(W / 2.0, H / 2.0 + 8.0, 8.0, title, Align::Center),
        Shape::centered(W / 2.0, H / 2.0 + 3.0, 5.0, "Turn a quarter per level:"),
        Shape::centered(
            W / 2.0,
            H / 2.0 + 0.5,
            5.0,
            "the level at the bottom counts",
        ),
    ]);
    if which == "crew-low" || which == "crew-high" {
        // Two short lines, to fit between the sideways levels.
        v.push(Shape::bold(
            W / 2.0,
            H / 2.0 - 4.0,
            5.0,
            "After a crew icon, draw one:",
            Align::Center,
        ));
        v.push(Shape::bold(
            W / 2.0,
            H / 2.0 - 6.5,
            5.0,
            format!("a {} loses a crewman", set.crew_check.faces()),
            Align::Center,
        ));
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

fn describe_event(e: &crate::games::dnfm::cards::Event) -> String {
    let sys: Vec<&str> = e
        .systems
        .iter()
        .map(|s| match s {
            System::Crew => "Crew",
            System::Wmc => "WMC",
            System::Fusion => "Fusion",
            System::Navcomm => "NavComm",
        })
        .collect();
    match e.kind {
        EventKind::None => "nothing".into(),
        EventKind::Threshold => format!("1 card: {} or less hits {}", e.at_most, sys.join(", ")),
        EventKind::Icons => format!("{} card(s): their icons hit", e.cards),
        EventKind::Counterplot => "one more bounty".into(),
    }
}

/// Every face of the set, by its id (see `cards::required_faces`).
pub fn face(set: &CardSet, id: &str) -> Vec<Shape> {
    let parts: Vec<&str> = id.split(':').collect();
    match parts.as_slice() {
        ["rules", n] => {
            let Some(r) = n
                .parse::<u8>()
                .ok()
                .and_then(|n| set.rules.iter().find(|r| r.number == n))
            else {
                return frame("?");
            };
            let mut v = frame(&r.title);
            v.push(Shape::Text {
                x: W - 6.0,
                y: H - 10.0,
                size: 8.0,
                text: r.number.to_string(),
                align: Align::Right,
                bold: true,
                color: ACCENT,
            });
            let mut y = H - 17.0;
            for p in &r.text {
                y = paragraph(&mut v, y, p, 6.2, 46);
            }
            if r.number == 3 {
                v.push(Shape::text(
                    5.5,
                    y - 1.0,
                    6.0,
                    "Repair in space, MC per level:  1   2   3   4 quadrants",
                ));
                let mut yy = y - 4.0;
                for s in [System::Fusion, System::Navcomm, System::Wmc] {
                    let prices: Vec<String> = (1..=4)
                        .map(|q| {
                            set.repair_price
                                .of(s, q)
                                .map_or("-".into(), |p| p.to_string())
                        })
                        .collect();
                    v.push(Shape::text(
                        7.0,
                        yy,
                        6.0,
                        format!("{:<20} {}", s.label(), prices.join("   ")),
                    ));
                    yy -= 3.0;
                }
            }
            v
        }
        ["ship"] => {
            let mut v = frame("Your Ship");
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
            v.push(Shape::centered(
                W / 2.0,
                18.0,
                6.5,
                "Starts on the bottom-left quadrant",
            ));
            v.push(Shape::centered(
                W / 2.0,
                14.0,
                6.5,
                "of the lowest Map Card.",
            ));
            v
        }
        ["ship-status"] => {
            let mut v = frame("Ship Status");
            for (i, s) in [System::Crew, System::Wmc, System::Fusion, System::Navcomm]
                .iter()
                .enumerate()
            {
                let y = 62.0 - i as f32 * 15.0;
                v.extend(icon(9.0, y, *s));
                v.push(Shape::text(
                    14.0,
                    y - 1.2,
                    7.0,
                    format!(
                        "{} — starts at {}",
                        s.label(),
                        match s {
                            System::Crew => set.start.crew,
                            System::Wmc => set.start.wmc,
                            System::Fusion => set.start.fusion,
                            System::Navcomm => set.start.navcomm,
                        }
                    ),
                ));
            }
            v.push(Shape::centered(
                W / 2.0,
                8.0,
                6.0,
                format!(
                    "{} MC to start · {} MC to win",
                    set.start.megacredits, set.start.win_megacredits
                ),
            ));
            v
        }
        ["resource", which] => resource(set, which),
        ["event-table"] => {
            let mut v = frame("Events");
            let mut y = H - 17.0;
            for e in &set.event {
                v.push(Shape::bold(
                    5.5,
                    y,
                    6.0,
                    format!("ED {}", e.ed),
                    Align::Left,
                ));
                v.push(Shape::text(20.0, y, 6.0, e.name.clone()));
                v.push(Shape::text(20.0, y - 2.6, 5.0, describe_event(e)));
                y -= 6.0;
            }
            v.push(Shape::bold(
                5.5,
                y - 1.0,
                6.0,
                "Spacestation, MC per level:",
                Align::Left,
            ));
            v.push(Shape::text(
                5.5,
                y - 4.0,
                6.0,
                format!(
                    "Fusioncasting {} · NavComm {} · Wave Motion Cannon {}",
                    set.station_price.fusion, set.station_price.navcomm, set.station_price.wmc
                ),
            ));
            v
        }
        ["megacredits"] => {
            let mut v = frame("Megacredits");
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
            v.push(Shape::centered(
                W / 2.0,
                8.0,
                6.0,
                "0 MC: the marker sits off the grid. 30 wins.",
            ));
            v
        }
        ["bounties"] => {
            let mut v = frame("Bounties");
            let mut y = H - 16.0;
            for b in &set.bounty {
                v.push(Shape::bold(
                    5.5,
                    y,
                    6.0,
                    format!("{} (DL {})", b.name, b.dl),
                    Align::Left,
                ));
                let lines: Vec<String> = b
                    .attack
                    .iter()
                    .map(|a| {
                        format!(
                            "WMC {}-{}: {} = {} MC",
                            a.wmc.low, a.wmc.high, a.pattern, a.value
                        )
                    })
                    .collect();
                v.push(Shape::text(7.0, y - 2.8, 5.2, lines.join("   ")));
                y -= 8.0;
            }
            v
        }
        ["reference"] => {
            let mut v = frame("Quick Reference");
            let mut y = H - 17.0;
            for t in [
                "Turn: move 1-4 · dock or repair · scan for events · bounty: evade or fight · combat rounds.",
                "Cannon (dice low to high, W counts): level 1 W B B, 2 B B W, 3 B W W, 4 W W W.",
            ] {
                y = paragraph(&mut v, y, t, 6.2, 46);
            }
            for l in &set.fusion_level {
                v.push(Shape::text(
                    5.5,
                    y,
                    6.0,
                    format!(
                        "Fusioncasting {}: CV {:+}, +{} card(s)",
                        l.level, l.modifier, l.extra_dice
                    ),
                ));
                y -= 2.8;
            }
            for l in &set.navcomm_level {
                v.push(Shape::text(
                    5.5,
                    y,
                    6.0,
                    format!("NavComm {}: draw {} card(s)", l.level, l.cards),
                ));
                y -= 2.8;
            }
            v.push(Shape::text(
                5.5,
                y - 1.0,
                6.0,
                format!(
                    "Crew check: a crewman is lost on a {}.",
                    set.crew_check.faces()
                ),
            ));
            v
        }
        ["map", n, side] => map_face(set, n.parse().unwrap_or(0), *side == "b"),
        ["dice", n, side] => dice_face(set, n.parse().unwrap_or(0), *side == "b"),
        _ => frame(id),
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
        let rules = Shape::texts(&face(set, "rules:3"));
        assert!(
            rules.iter().any(|t| t.contains("9   8   7   6")),
            "the repair table from the data"
        );
        let mc = Shape::texts(&face(set, "megacredits"));
        assert!(mc.contains(&"30".to_string()) && mc.contains(&"1".to_string()));
    }
}
