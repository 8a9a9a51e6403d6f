//! A document's pages and what is drawn on them.

/// A colour, each channel 0 to 1.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rgb(pub f32, pub f32, pub f32);

/// The edge a duplex printer turns the sheet on, asked for in the PDF's viewer preferences.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Duplex {
    LongEdge,
    ShortEdge,
    /// One side only (a fold-over kit).
    Simplex,
}

/// How a closed path is painted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Paint {
    Fill,
    Stroke,
    FillAndStroke,
}

/// A point of a path, in millimetres; `curve` marks a Bézier control point (two in a row,
/// then the point the curve ends on).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PathPoint {
    pub x: f32,
    pub y: f32,
    pub curve: bool,
}

/// One drawing operation. Lengths are millimetres unless named otherwise.
#[derive(Debug, Clone, PartialEq)]
pub enum Op {
    /// Keeps the transformation and colours, to be brought back by `Restore`.
    Save,
    Restore,
    Translate {
        x: f32,
        y: f32,
    },
    /// Turns what follows by `degrees` (counter-clockwise, as PDF turns).
    Rotate {
        degrees: f32,
    },
    /// Stretches what follows by `x` across and `y` down (1: as it is): a printer that
    /// stretches one axis is made up for.
    Scale {
        x: f32,
        y: f32,
    },
    FillColour(Rgb),
    StrokeColour(Rgb),
    /// The width of the lines that follow, in points.
    LineWidth {
        points: f32,
    },
    /// A closed path, painted with the current colours.
    Shape {
        points: Vec<PathPoint>,
        paint: Paint,
    },
    /// An open line through the points, stroked.
    Line {
        points: Vec<(f32, f32)>,
    },
    /// Text starting at (`x`, `y`) on its baseline, in the current fill colour.
    Text {
        x: f32,
        y: f32,
        points: f32,
        bold: bool,
        text: String,
    },
}

/// A page: its size in millimetres and what is drawn on it, in order.
#[derive(Debug, Clone, PartialEq)]
pub struct Page {
    pub width: f32,
    pub height: f32,
    pub ops: Vec<Op>,
}

/// A whole document.
#[derive(Debug, Clone, PartialEq)]
pub struct Document {
    pub title: String,
    /// The PDF's creator and producer.
    pub creator: String,
    pub duplex: Duplex,
    pub pages: Vec<Page>,
}
