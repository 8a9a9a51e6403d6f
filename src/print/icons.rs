//! Badges for the Sherwood screens: a person's kind and each of the three tracks, drawn as
//! shapes (no icon font), centred in a [`BOX`] with the y axis up. A person's badge is a
//! disc in the colour of their printed counter, so the list and the table agree.

use super::draw::{Rgb, Shape};
use super::sherwood::{ink_on, kind_colour};
use crate::games::sherwood::board::Track;
use crate::games::sherwood::persons::PersonKind;

/// The square every badge is drawn in, millimetres.
pub const BOX: (f32, f32) = (6.0, 6.0);

const C: f32 = 3.0;
const DISC: f32 = 2.9;

fn disc(fill: Rgb) -> Shape {
    Shape::Circle {
        cx: C,
        cy: C,
        r: DISC,
        fill: Some(fill),
        stroke: None,
    }
}

fn solid(points: &[(f32, f32)], ink: Rgb) -> Shape {
    Shape::Polygon {
        points: points.to_vec(),
        fill: Some(ink),
        stroke: None,
    }
}

fn bar(x: f32, y: f32, w: f32, h: f32, ink: Rgb) -> Shape {
    Shape::Rect {
        x,
        y,
        w,
        h,
        fill: Some(ink),
        stroke: None,
    }
}

fn stroke(x1: f32, y1: f32, x2: f32, y2: f32, ink: Rgb) -> Shape {
    Shape::Line {
        x1,
        y1,
        x2,
        y2,
        color: ink,
        width: 0.55,
    }
}

/// `n` points evenly round the centre, the first straight up, alternating between the two
/// radii (equal radii give a regular polygon).
fn star(n: usize, outer: f32, inner: f32) -> Vec<(f32, f32)> {
    (0..n)
        .map(|i| {
            let a = std::f32::consts::FRAC_PI_2 + i as f32 * std::f32::consts::TAU / n as f32;
            let r = if i % 2 == 0 { outer } else { inner };
            (C + r * a.cos(), C + r * a.sin())
        })
        .collect()
}

/// A person's kind: the counter's colour, and a sign of the side they are on.
pub fn kind_icon(kind: PersonKind) -> Vec<Shape> {
    let bg = kind_colour(Some(kind));
    let ink = ink_on(bg);
    let mut shapes = vec![disc(bg)];
    match kind {
        // The landing party: an arrowhead pointing up.
        PersonKind::Enterprise => shapes.push(solid(
            &[(3.0, 4.9), (4.5, 1.3), (3.0, 2.2), (1.5, 1.3)],
            ink,
        )),
        // The other ship's people: a hexagon.
        PersonKind::Archon => shapes.push(solid(&star(6, 1.8, 1.8), ink)),
        // Neither side yet: an open ring.
        PersonKind::Neutral => shapes.push(Shape::Circle {
            cx: C,
            cy: C,
            r: 1.3,
            fill: None,
            stroke: Some((ink, 0.5)),
        }),
        // The crown's loyal subjects: a shield.
        PersonKind::Royalist => shapes.push(solid(
            &[(1.7, 4.6), (4.3, 4.6), (4.3, 2.9), (3.0, 1.2), (1.7, 2.9)],
            ink,
        )),
        // The church: a cross.
        PersonKind::Cleric => {
            shapes.push(bar(2.6, 1.1, 0.8, 3.8, ink));
            shapes.push(bar(1.6, 3.2, 2.8, 0.8, ink));
        }
        // The soldiers: crossed swords.
        PersonKind::KingsMen => {
            shapes.push(stroke(1.7, 1.5, 4.3, 4.5, ink));
            shapes.push(stroke(4.3, 1.5, 1.7, 4.5, ink));
            shapes.push(stroke(1.3, 2.3, 2.5, 1.1, ink));
            shapes.push(stroke(4.7, 2.3, 3.5, 1.1, ink));
        }
        // The royal party: a crown.
        PersonKind::RoyalParty => shapes.push(solid(
            &[
                (1.4, 1.6),
                (4.6, 1.6),
                (4.6, 4.1),
                (3.8, 3.0),
                (3.0, 4.5),
                (2.2, 3.0),
                (1.4, 4.1),
            ],
            ink,
        )),
    }
    shapes
}

/// A track: Witchcraft a star, the Rebel Warchest a chest, Royal Morale a banner.
pub fn track_icon(track: Track) -> Vec<Shape> {
    match track {
        Track::Witchcraft => vec![
            disc(Rgb::hex(0x2f6f73)),
            solid(&star(10, 2.2, 0.9), Rgb::WHITE),
        ],
        Track::Warchest => {
            let wood = Rgb::hex(0x5a3a14);
            vec![
                disc(Rgb::hex(0xd9a534)),
                bar(1.5, 1.5, 3.0, 2.0, wood),
                bar(1.5, 3.7, 3.0, 0.9, wood),
                bar(2.7, 2.8, 0.6, 0.7, Rgb::hex(0xd9a534)),
            ]
        }
        Track::RoyalMorale => vec![
            disc(Rgb::hex(0xb03a2e)),
            stroke(2.0, 1.1, 2.0, 4.9, Rgb::WHITE),
            solid(&[(2.2, 4.9), (4.6, 4.1), (2.2, 3.3)], Rgb::WHITE),
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn points(shapes: &[Shape]) -> Vec<(f32, f32)> {
        shapes
            .iter()
            .flat_map(|s| match s {
                Shape::Rect { x, y, w, h, .. } => vec![(*x, *y), (x + w, y + h)],
                Shape::Line { x1, y1, x2, y2, .. } => vec![(*x1, *y1), (*x2, *y2)],
                Shape::Circle { cx, cy, r, .. } => vec![(cx - r, cy - r), (cx + r, cy + r)],
                Shape::Polygon { points, .. } => points.clone(),
                _ => Vec::new(),
            })
            .collect()
    }

    #[test]
    fn every_badge_stays_inside_its_disc_and_no_two_look_alike() {
        let mut all: Vec<Vec<Shape>> = PersonKind::ALL.iter().map(|k| kind_icon(*k)).collect();
        all.extend(Track::ALL.iter().map(|t| track_icon(*t)));
        for shapes in &all {
            for (x, y) in points(&shapes[1..]) {
                let d = ((x - C).powi(2) + (y - C).powi(2)).sqrt();
                assert!(d <= DISC + 1e-3, "({x}, {y}) is outside the disc");
            }
        }
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                assert_ne!(a, b, "two badges are the same drawing");
            }
        }
    }

    #[test]
    fn a_persons_badge_has_the_colour_of_their_counter() {
        for kind in PersonKind::ALL {
            let Some(Shape::Circle { fill, .. }) = kind_icon(kind).first().cloned() else {
                panic!("{kind:?}: no disc");
            };
            assert_eq!(fill, Some(kind_colour(Some(kind))));
        }
    }
}
