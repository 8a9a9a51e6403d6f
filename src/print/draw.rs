//! A small display list: what to draw on a component, in its own millimetres (origin at
//! its bottom-left). The PDF writer renders it; tests read it; the app can preview it.

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Rgb(pub f32, pub f32, pub f32);

impl Rgb {
    pub const BLACK: Rgb = Rgb(0.0, 0.0, 0.0);
    pub const WHITE: Rgb = Rgb(1.0, 1.0, 1.0);
    pub const GREY: Rgb = Rgb(0.55, 0.55, 0.55);
    pub const LIGHT: Rgb = Rgb(0.92, 0.92, 0.9);

    pub fn hex(v: u32) -> Rgb {
        let c = |s: u32| ((v >> s) & 0xff) as f32 / 255.0;
        Rgb(c(16), c(8), c(0))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Align {
    Left,
    Center,
    Right,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub enum Shape {
    Rect {
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        fill: Option<Rgb>,
        stroke: Option<(Rgb, f32)>,
    },
    Line {
        x1: f32,
        y1: f32,
        x2: f32,
        y2: f32,
        color: Rgb,
        width: f32,
    },
    Circle {
        cx: f32,
        cy: f32,
        r: f32,
        fill: Option<Rgb>,
        stroke: Option<(Rgb, f32)>,
    },
    Polygon {
        points: Vec<(f32, f32)>,
        fill: Option<Rgb>,
        stroke: Option<(Rgb, f32)>,
    },
    /// `y` is the text baseline; `size` in points.
    Text {
        x: f32,
        y: f32,
        size: f32,
        text: String,
        align: Align,
        bold: bool,
        color: Rgb,
    },
    /// Everything inside turned 180° about the component's centre (the Dice Cards' second
    /// reading).
    Turned(Vec<Shape>),
    /// Everything inside turned by this many degrees counter-clockwise about the centre (a
    /// resource card's four edges).
    Rotated(f32, Vec<Shape>),
}

impl Shape {
    /// A black line from `(x1, y1)` to `(x2, y2)`, `width` millimetres wide: a ruler's
    /// edge and ticks, a target's cross.
    pub fn black_line((x1, y1): (f32, f32), (x2, y2): (f32, f32), width: f32) -> Shape {
        Shape::Line {
            x1,
            y1,
            x2,
            y2,
            color: Rgb::BLACK,
            width,
        }
    }

    /// The shape moved by (dx, dy). What turns about the component's centre (`Turned`,
    /// `Rotated`) stays where it is: moving it would move its centre of turning too.
    pub fn moved(mut self, dx: f32, dy: f32) -> Shape {
        match &mut self {
            Shape::Rect { x, y, .. } | Shape::Text { x, y, .. } => {
                *x += dx;
                *y += dy;
            }
            Shape::Line { x1, y1, x2, y2, .. } => {
                *x1 += dx;
                *y1 += dy;
                *x2 += dx;
                *y2 += dy;
            }
            Shape::Circle { cx, cy, .. } => {
                *cx += dx;
                *cy += dy;
            }
            Shape::Polygon { points, .. } => {
                for (px, py) in points {
                    *px += dx;
                    *py += dy;
                }
            }
            Shape::Turned(_) | Shape::Rotated(..) => {}
        }
        self
    }

    pub fn text(x: f32, y: f32, size: f32, text: impl Into<String>) -> Shape {
        Shape::Text {
            x,
            y,
            size,
            text: text.into(),
            align: Align::Left,
            bold: false,
            color: Rgb::BLACK,
        }
    }

    pub fn centered(x: f32, y: f32, size: f32, text: impl Into<String>) -> Shape {
        Shape::Text {
            x,
            y,
            size,
            text: text.into(),
            align: Align::Center,
            bold: false,
            color: Rgb::BLACK,
        }
    }

    pub fn bold(x: f32, y: f32, size: f32, text: impl Into<String>, align: Align) -> Shape {
        Shape::Text {
            x,
            y,
            size,
            text: text.into(),
            align,
            bold: true,
            color: Rgb::BLACK,
        }
    }

    /// Every text in the list, turned ones included (for tests and search).
    pub fn texts(shapes: &[Shape]) -> Vec<String> {
        let mut out = Vec::new();
        for s in shapes {
            match s {
                Shape::Text { text, .. } => out.push(text.clone()),
                Shape::Turned(inner) | Shape::Rotated(_, inner) => out.extend(Shape::texts(inner)),
                _ => {}
            }
        }
        out
    }
}

/// How a kit is inked: in full colour, or sparing a home inkjet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ink {
    #[default]
    Full,
    /// Large fills become pale tints with an outline; what was light on them turns dark.
    Saver,
}

/// A fill covering this share of a component is "large" (a background, the night sky).
const LARGE_FILL: f32 = 0.2;
/// How much white a large fill is mixed with.
const TINT: f32 = 0.88;

impl Rgb {
    /// Relative luminance, 0 (black) to 1 (white).
    pub fn luminance(self) -> f32 {
        0.2126 * self.0 + 0.7152 * self.1 + 0.0722 * self.2
    }

    /// Mixed with white: `by` 0 keeps the colour, 1 gives white.
    pub fn tint(self, by: f32) -> Rgb {
        let m = |c: f32| c + (1.0 - c) * by;
        Rgb(m(self.0), m(self.1), m(self.2))
    }
}

/// The component's shapes as the ink mode prints them. With `Ink::Saver`, every large fill
/// is drawn as a pale tint of its colour with an outline in the colour itself, and what
/// was light on it (stars, text) is drawn in that colour instead, so it stays readable.
pub fn inked(shapes: &[Shape], size: (f32, f32), ink: Ink) -> Vec<Shape> {
    match ink {
        Ink::Full => shapes.to_vec(),
        Ink::Saver => {
            let mut dark_on: Option<Rgb> = None;
            save_ink(shapes, size.0 * size.1, &mut dark_on)
        }
    }
}

fn save_ink(shapes: &[Shape], area: f32, under: &mut Option<Rgb>) -> Vec<Shape> {
    let large = |w: f32, h: f32| (w * h).abs() >= LARGE_FILL * area;
    let mut out = Vec::with_capacity(shapes.len());
    for s in shapes {
        let shape = match s.clone() {
            Shape::Rect {
                x,
                y,
                w,
                h,
                fill: Some(f),
                stroke,
            } if large(w, h) => {
                *under = Some(f);
                Shape::Rect {
                    x,
                    y,
                    w,
                    h,
                    fill: Some(f.tint(TINT)),
                    stroke: stroke.or(Some((f, 0.5))),
                }
            }
            Shape::Circle {
                cx,
                cy,
                r,
                fill: Some(f),
                stroke,
            } if large(2.0 * r, 2.0 * r) => {
                *under = Some(f);
                Shape::Circle {
                    cx,
                    cy,
                    r,
                    fill: Some(f.tint(TINT)),
                    stroke: stroke.or(Some((f, 0.5))),
                }
            }
            Shape::Turned(inner) => Shape::Turned(save_ink(&inner, area, under)),
            Shape::Rotated(deg, inner) => Shape::Rotated(deg, save_ink(&inner, area, under)),
            other => readable_on(other, *under),
        };
        out.push(shape);
    }
    out
}

/// A shape with its light colours drawn in the colour of the dark fill `under` it.
fn readable_on(shape: Shape, under: Option<Rgb>) -> Shape {
    let light = |c: Rgb| c.luminance() > 0.6;
    // A light colour on what was a dark fill is drawn in the fill's own colour.
    let readable = |c: Rgb, under: Option<Rgb>| match under {
        Some(u) if light(c) && !light(u) => u,
        _ => c,
    };
    match shape {
        Shape::Rect {
            x,
            y,
            w,
            h,
            fill,
            stroke,
        } => Shape::Rect {
            x,
            y,
            w,
            h,
            fill: fill.map(|c| readable(c, under)),
            stroke: stroke.map(|(c, w)| (readable(c, under), w)),
        },
        Shape::Circle {
            cx,
            cy,
            r,
            fill,
            stroke,
        } => Shape::Circle {
            cx,
            cy,
            r,
            fill: fill.map(|c| readable(c, under)),
            stroke: stroke.map(|(c, w)| (readable(c, under), w)),
        },
        Shape::Polygon {
            points,
            fill,
            stroke,
        } => Shape::Polygon {
            points,
            fill: fill.map(|c| readable(c, under)),
            stroke: stroke.map(|(c, w)| (readable(c, under), w)),
        },
        Shape::Line {
            x1,
            y1,
            x2,
            y2,
            color,
            width,
        } => Shape::Line {
            x1,
            y1,
            x2,
            y2,
            color: readable(color, under),
            width,
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
            x,
            y,
            size,
            text,
            align,
            bold,
            color: readable(color, under),
        },
        Shape::Turned(_) | Shape::Rotated(..) => shape,
    }
}

/// Every fill in the list, turned ones included, with its box's area (for tests).
pub fn fills(shapes: &[Shape]) -> Vec<(Rgb, f32)> {
    let mut out = Vec::new();
    for s in shapes {
        match s {
            Shape::Rect {
                w,
                h,
                fill: Some(f),
                ..
            } => out.push((*f, w * h)),
            Shape::Circle {
                r, fill: Some(f), ..
            } => out.push((*f, 4.0 * r * r)),
            Shape::Turned(inner) | Shape::Rotated(_, inner) => out.extend(fills(inner)),
            _ => {}
        }
    }
    out
}

/// Splits text into lines of at most `width` characters, at spaces.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapping() {
        assert_eq!(wrap("one two three four", 9), ["one two", "three", "four"]);
        assert!(wrap("", 5).is_empty());
        assert_eq!(Rgb::hex(0xff0000), Rgb(1.0, 0.0, 0.0));
    }

    #[test]
    fn the_ink_saver_pales_large_fills_and_keeps_light_marks_readable() {
        let night = Rgb::hex(0x141b2e);
        let card = vec![
            Shape::Rect {
                x: 0.0,
                y: 0.0,
                w: 60.0,
                h: 80.0,
                fill: Some(night),
                stroke: None,
            },
            Shape::Circle {
                cx: 5.0,
                cy: 5.0,
                r: 0.4,
                fill: Some(Rgb::WHITE),
                stroke: None,
            },
            Shape::Turned(vec![Shape::Text {
                x: 1.0,
                y: 1.0,
                size: 6.0,
                text: "Spacestation".into(),
                align: Align::Left,
                bold: true,
                color: Rgb(0.95, 0.75, 0.1),
            }]),
        ];
        assert_eq!(inked(&card, (60.0, 80.0), Ink::Full), card);
        let saved = inked(&card, (60.0, 80.0), Ink::Saver);
        let Shape::Rect {
            fill: Some(bg),
            stroke: Some((edge, _)),
            ..
        } = saved[0]
        else {
            panic!("the background stays a rectangle, with an outline");
        };
        assert!(bg.luminance() > 0.85 && edge == night);
        assert_eq!(fills(&saved)[1].0, night, "the white star is drawn dark");
        let Shape::Turned(inner) = &saved[2] else {
            panic!("still turned");
        };
        assert!(matches!(inner[0], Shape::Text { color, .. } if color == night));
        // Small fills and dark ink are left as they are.
        let pips = vec![Shape::Circle {
            cx: 1.0,
            cy: 1.0,
            r: 1.0,
            fill: Some(Rgb::BLACK),
            stroke: None,
        }];
        assert_eq!(inked(&pips, (60.0, 80.0), Ink::Saver), pips);
    }
}
