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
}
