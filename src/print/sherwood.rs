//! The Sherwood Syndrome counter sheets: a counter for every person the rulebook names (and
//! every person the player added), markers, squads, and blanks of each colour. Only what the
//! rulebook and the player have given is printed; unknown values stay blank.

use super::draw::{Align, Rgb, Shape};
use crate::games::sherwood::SherwoodData;
use crate::games::sherwood::persons::{PersonKind, Stat};
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
        v.push(Shape::Text {
            x: s / 2.0,
            y: s / 2.0 - 1.0,
            size,
            text: t.to_string(),
            align: Align::Center,
            bold: true,
            color: ink,
        });
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
    for kind in [
        PersonKind::Enterprise,
        PersonKind::Archon,
        PersonKind::Neutral,
        PersonKind::Royalist,
        PersonKind::Cleric,
    ] {
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
        .chain(["Royal Palace".to_string()])
    {
        out.push(marker(s, purple, "King's Men", &town));
    }
    out.push(marker(s, purple, "Royal Party", "Royal Party"));
    let grey = Rgb::hex(0xdddddd);
    for (n, front, back) in [
        (14, "Imprisoned", "Imprisoned"),
        (10, "Injured", "Injured"),
        (8, "Horse", "Horse"),
        (4, "Sanctuary", "Sanctuary"),
    ] {
        for _ in 0..n {
            out.push(marker(s, grey, front, back));
        }
    }
    out.push(marker(s, Rgb::hex(0xffffff), "Witchcraft", "+10"));
    out.push(marker(s, Rgb::hex(0xffffff), "Warchest", "+10"));
    out.push(marker(s, Rgb::hex(0xffffff), "Morale", "+10"));
    out.push(marker(s, Rgb::hex(0xffffff), "Orders", "Orders"));
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
                label: format!("blank {}", kind.label()),
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
