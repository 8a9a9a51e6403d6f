//! The Sherwood Syndrome counter sheets: a counter for every person the rulebook names (and
//! every person the player added), markers, squads, and blanks of each colour. Only what the
//! rulebook and the player have given is printed; unknown values stay blank.

use super::draw::{Align, Rgb, Shape};
use super::fit::{size_to_fit, two_lines, width};
use crate::games::sherwood::SherwoodData;
use crate::games::sherwood::persons::{PersonKind, Stat};
use crate::t;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum CounterSize {
    /// 5/8 inch, the usual wargame counter.
    #[default]
    FiveEighths,
    Half,
}

impl CounterSize {
    pub fn mm(self) -> f32 {
        match self {
            CounterSize::FiveEighths => 15.875,
            CounterSize::Half => 12.7,
        }
    }
}

pub fn kind_colour(kind: Option<PersonKind>) -> Rgb {
    match kind {
        Some(PersonKind::Enterprise) => Rgb::hex(0x8ec9ef),
        Some(PersonKind::Neutral) => Rgb::hex(0xf2d44e),
        Some(PersonKind::Royalist) => Rgb::hex(0xd64541),
        Some(PersonKind::Archon) => Rgb::hex(0x1f3b8a),
        Some(PersonKind::KingsMen) | Some(PersonKind::RoyalParty) => Rgb::hex(0x7a3fa0),
        Some(PersonKind::Cleric) => Rgb::hex(0x1f6b3a),
        None => Rgb::LIGHT,
    }
}

pub(crate) fn ink_on(bg: Rgb) -> Rgb {
    if bg.0 * 0.3 + bg.1 * 0.59 + bg.2 * 0.11 < 0.5 {
        Rgb::WHITE
    } else {
        Rgb::BLACK
    }
}

/// One counter: what is printed on its front and its back.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Counter {
    pub label: String,
    pub front: Vec<Shape>,
    pub back: Vec<Shape>,
}

fn base(s: f32, bg: Rgb) -> Vec<Shape> {
    vec![Shape::Rect {
        x: 0.0,
        y: 0.0,
        w: s,
        h: s,
        fill: Some(bg),
        stroke: None,
    }]
}

/// A head-and-shoulders mark, the person's silhouette.
fn silhouette(s: f32, ink: Rgb) -> Vec<Shape> {
    let c = s / 2.0;
    vec![
        Shape::Circle {
            cx: c,
            cy: s * 0.62,
            r: s * 0.14,
            fill: Some(ink),
            stroke: None,
        },
        Shape::Polygon {
            points: vec![
                (c - s * 0.26, s * 0.22),
                (c - s * 0.2, s * 0.42),
                (c + s * 0.2, s * 0.42),
                (c + s * 0.26, s * 0.22),
            ],
            fill: Some(ink),
            stroke: None,
        },
    ]
}

fn value(v: Option<i32>) -> String {
    v.map_or(String::new(), |n| n.to_string())
}

/// A person's counter as the sheet prints it: the hidden side (silhouette and paragraph)
/// and the open side (name and values), `size` millimetres square.
pub fn person_counter_faces(
    data: &SherwoodData,
    id: &str,
    size: CounterSize,
) -> Option<(Vec<Shape>, Vec<Shape>)> {
    person_counter(data, id, size.mm()).map(|c| (c.front, c.back))
}

fn person_counter(data: &SherwoodData, id: &str, s: f32) -> Option<Counter> {
    let p = data.roster.get(id)?;
    let bg = kind_colour(p.kind);
    let ink = ink_on(bg);
    let text = |x: f32, y: f32, size: f32, t: String, align: Align| Shape::Text {
        x,
        y,
        size,
        text: t,
        align,
        bold: true,
        color: ink,
    };
    let mut front = base(s, bg);
    front.extend(silhouette(s, ink));
    if let Some(n) = p.paragraph {
        front.push(text(1.0, 1.2, 5.0, n.to_string(), Align::Left));
    }
    let short = p.aliases.first().cloned().unwrap_or_else(|| p.name.clone());
    let mut back = base(s, bg);
    back.push(Shape::Text {
        x: s / 2.0,
        y: s / 2.0 - 0.8,
        size: if short.chars().count() > 9 { 3.6 } else { 4.6 },
        text: short,
        align: Align::Center,
        bold: true,
        color: ink,
    });
    back.push(text(
        s - 1.0,
        s - 3.0,
        5.0,
        value(p.value(Stat::Persuasiveness)),
        Align::Right,
    ));
    back.push(text(1.0, 1.2, 5.0, value(p.value(Stat::Raid)), Align::Left));
    back.push(text(
        s - 1.0,
        1.2,
        5.0,
        value(p.value(Stat::Donations)),
        Align::Right,
    ));
    Some(Counter {
        label: p.name.clone(),
        front,
        back,
    })
}

fn marker(s: f32, bg: Rgb, front: &str, back: &str) -> Counter {
    let ink = ink_on(bg);
    let label = |t: &str| {
        let mut v = base(s, bg);
        let size = if t.chars().count() > 8 { 3.4 } else { 4.4 };
        let words = |text: String, y: f32, size: f32| Shape::Text {
            x: s / 2.0,
            y,
            size,
            text,
            align: Align::Center,
            bold: true,
            color: ink,
        };
        // What does not fit across goes on two lines, each as large as it fits.
        let room = s - 1.5;
        match two_lines(t) {
            Some((first, second)) if width(t, size, true) > room => {
                let size = size_to_fit(&first, size, true, room)
                    .min(size_to_fit(&second, size, true, room));
                let half = size * 0.22;
                v.push(words(first, s / 2.0 - 1.0 + half, size));
                v.push(words(second, s / 2.0 - 1.0 - half, size));
            }
            _ => v.push(words(
                t.to_string(),
                s / 2.0 - 1.0,
                size_to_fit(t, size, true, room),
            )),
        }
        v
    };
    Counter {
        label: front.to_string(),
        front: label(front),
        back: label(back),
    }
}

/// Every counter of the sheet, in print order.
pub fn counters(data: &SherwoodData, size: CounterSize) -> Vec<Counter> {
    let s = size.mm();
    let mut out = Vec::new();
    for kind in PersonKind::PERSONS {
        for p in data.roster.persons.iter().filter(|p| p.kind == Some(kind)) {
            out.extend(person_counter(data, &p.id, s));
        }
    }
    for p in data.roster.persons.iter().filter(|p| p.kind.is_none()) {
        out.extend(person_counter(data, &p.id, s));
    }
    let purple = kind_colour(Some(PersonKind::KingsMen));
    for town in data
        .spaces
        .spaces
        .iter()
        .filter(|x| x.kind == crate::games::sherwood::spaces::SpaceKind::Town)
        .map(|x| x.name.to_string())
        .chain([t!("print-counter-royal-palace")])
    {
        out.push(marker(s, purple, &t!("print-counter-kings-men"), &town));
    }
    let royal_party = t!("print-counter-royal-party");
    out.push(marker(s, purple, &royal_party, &royal_party));
    let grey = Rgb::hex(0xdddddd);
    for (n, word) in [
        (14, t!("print-counter-imprisoned")),
        (10, t!("print-counter-injured")),
        (8, t!("print-counter-horse")),
        (4, t!("print-counter-sanctuary")),
    ] {
        for _ in 0..n {
            out.push(marker(s, grey, &word, &word));
        }
    }
    let white = Rgb::hex(0xffffff);
    out.push(marker(s, white, &t!("print-counter-witchcraft"), "+10"));
    out.push(marker(s, white, &t!("print-counter-warchest"), "+10"));
    out.push(marker(s, white, &t!("print-counter-morale"), "+10"));
    let orders = t!("print-counter-orders");
    out.push(marker(s, white, &orders, &orders));
    for kind in [
        PersonKind::Enterprise,
        PersonKind::Neutral,
        PersonKind::Royalist,
        PersonKind::Archon,
        PersonKind::KingsMen,
        PersonKind::Cleric,
    ] {
        for _ in 0..3 {
            let bg = kind_colour(Some(kind));
            out.push(Counter {
                label: t!("print-counter-blank", kind = kind.label()),
                front: base(s, bg),
                back: base(s, bg),
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_counter_for_everyone_and_nothing_invented() {
        let data = SherwoodData::builtin().unwrap();
        let all = counters(data, CounterSize::FiveEighths);
        for p in &data.roster.persons {
            assert!(all.iter().any(|c| c.label == p.name), "{}", p.name);
        }
        let costa = all.iter().find(|c| c.label == "Marquis da Costa").unwrap();
        let texts = Shape::texts(&costa.back);
        assert!(
            texts.contains(&"-2".to_string()),
            "the rulebook's value is printed"
        );
        let kirk = all.iter().find(|c| c.label.contains("Kirk")).unwrap();
        assert!(
            Shape::texts(&kirk.back)
                .iter()
                .filter(|t| t.is_empty())
                .count()
                == 3,
            "unknown values stay blank"
        );
        assert!(
            Shape::texts(&kirk.front).contains(&"10".to_string()),
            "paragraph number on the front"
        );
        assert_eq!(all.iter().filter(|c| c.label == "King's Men").count(), 7);
    }
}
