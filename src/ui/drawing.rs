//! The print kit's drawings on screen: the display list of `print::draw` (the one the PDF
//! is made from) painted on an iced canvas, so a Dice Card drawn in the app is the card on
//! the table. Millimetres are scaled to the widget's width; the list's y axis points up (as
//! in a PDF), the screen's down.

use crate::print::draw::{Align, Rgb, Shape};
use iced::widget::canvas::{self, Frame, Geometry, Path, Stroke};
use iced::{Color, Element, Font, Length, Pixels, Point, Radians, Rectangle, Size, Vector};

/// Points to millimetres (the list gives text sizes in points).
const MM_PER_PT: f32 = 25.4 / 72.0;

/// A component of `size` millimetres drawn from its display list.
#[derive(Debug, Clone, PartialEq)]
pub struct Drawing {
    pub shapes: Vec<Shape>,
    pub size: (f32, f32),
    /// Quarter turns of the whole drawing, clockwise (a resource card as it lies).
    pub quarters: u8,
}

impl Drawing {
    pub fn new(shapes: Vec<Shape>, size: (f32, f32)) -> Drawing {
        Drawing {
            shapes,
            size,
            quarters: 0,
        }
    }

    /// The drawing turned clockwise by `quarters` quarter turns.
    pub fn turned(mut self, quarters: u8) -> Drawing {
        self.quarters = quarters % 4;
        self
    }

    /// Width and height as it lies, in millimetres: a quarter turn swaps them.
    fn lying(&self) -> (f32, f32) {
        if self.quarters % 2 == 1 {
            (self.size.1, self.size.0)
        } else {
            self.size
        }
    }

    /// The drawing `width` pixels wide, as tall as its proportions say.
    pub fn view<'a, M: 'a>(self, width: f32) -> Element<'a, M> {
        let (w, h) = self.lying();
        let height = if w > 0.0 { width * h / w } else { 0.0 };
        canvas::Canvas::new(self)
            .width(Length::Fixed(width))
            .height(Length::Fixed(height))
            .into()
    }
}

fn colour(c: Rgb) -> Color {
    Color::from_rgb(c.0, c.1, c.2)
}

/// Paints the list into a frame whose unit is the millimetre, y up.
struct Painter<'f> {
    frame: &'f mut Frame,
    /// Millimetres to pixels.
    scale: f32,
    /// The component's size in millimetres (its own, before any quarter turn).
    width: f32,
    height: f32,
}

impl Painter<'_> {
    fn at(&self, x: f32, y: f32) -> Point {
        Point::new(x * self.scale, (self.height - y) * self.scale)
    }

    fn finish(&mut self, path: &Path, fill: Option<Rgb>, stroke: Option<(Rgb, f32)>) {
        if let Some(f) = fill {
            self.frame.fill(path, colour(f));
        }
        if let Some((c, w)) = stroke {
            self.frame.stroke(
                path,
                Stroke::default()
                    .with_color(colour(c))
                    .with_width((w * self.scale).max(0.5)),
            );
        }
    }

    fn paint(&mut self, shapes: &[Shape]) {
        for shape in shapes {
            match shape {
                Shape::Rect {
                    x,
                    y,
                    w,
                    h,
                    fill,
                    stroke,
                } => {
                    let top_left = self.at(*x, y + h);
                    let path = Path::rectangle(top_left, Size::new(w * self.scale, h * self.scale));
                    self.finish(&path, *fill, *stroke);
                }
                Shape::Line {
                    x1,
                    y1,
                    x2,
                    y2,
                    color,
                    width,
                } => {
                    let path = Path::line(self.at(*x1, *y1), self.at(*x2, *y2));
                    self.finish(&path, None, Some((*color, *width)));
                }
                Shape::Circle {
                    cx,
                    cy,
                    r,
                    fill,
                    stroke,
                } => {
                    let path = Path::circle(self.at(*cx, *cy), r * self.scale);
                    self.finish(&path, *fill, *stroke);
                }
                Shape::Polygon {
                    points,
                    fill,
                    stroke,
                } => {
                    let Some(((x0, y0), rest)) = points.split_first() else {
                        continue;
                    };
                    let start = self.at(*x0, *y0);
                    let corners: Vec<Point> = rest.iter().map(|(x, y)| self.at(*x, *y)).collect();
                    let path = Path::new(|b| {
                        b.move_to(start);
                        for c in &corners {
                            b.line_to(*c);
                        }
                        b.close();
                    });
                    self.finish(&path, *fill, *stroke);
                }
                Shape::Text {
                    x,
                    y,
                    size,
                    text,
                    align,
                    bold,
                    color,
                } => {
                    let font = if *bold {
                        Font {
                            weight: iced::font::Weight::Bold,
                            ..Font::with_name(crate::fonts::FAMILY)
                        }
                    } else {
                        Font::with_name(crate::fonts::FAMILY)
                    };
                    self.frame.fill_text(canvas::Text {
                        content: text.clone(),
                        position: self.at(*x, *y),
                        color: colour(*color),
                        size: Pixels(size * MM_PER_PT * self.scale),
                        font,
                        align_x: match align {
                            Align::Left => iced::widget::text::Alignment::Left,
                            Align::Center => iced::widget::text::Alignment::Center,
                            Align::Right => iced::widget::text::Alignment::Right,
                        },
                        // The list gives the baseline; the bottom of the line is close.
                        align_y: iced::alignment::Vertical::Bottom,
                        ..canvas::Text::default()
                    });
                }
                Shape::Turned(inner) => self.turned(inner, std::f32::consts::PI),
                Shape::Rotated(degrees, inner) => self.turned(inner, -degrees.to_radians()),
            }
        }
    }

    /// `inner` turned by `angle` (clockwise on screen) about the component's centre.
    fn turned(&mut self, inner: &[Shape], angle: f32) {
        let centre = Vector::new(
            self.width * self.scale / 2.0,
            self.height * self.scale / 2.0,
        );
        let (scale, width, height) = (self.scale, self.width, self.height);
        self.frame.with_save(|frame| {
            frame.translate(centre);
            frame.rotate(Radians(angle));
            frame.translate(Vector::new(-centre.x, -centre.y));
            Painter {
                frame,
                scale,
                width,
                height,
            }
            .paint(inner);
        });
    }
}

/// What a drawing on screen keeps between frames: its geometry, made once and drawn again
/// until the drawing or its size changes. A page of the card picker holds 24 cards, each
/// with dozens of shapes and texts: painting them all anew for every frame (a hover, a tap)
/// made each frame take seconds in a debug build, and taps seemed lost while it caught up.
#[derive(Default)]
pub struct Kept {
    cache: canvas::Cache,
    drawn: std::cell::RefCell<Option<(Drawing, Size)>>,
}

impl<M> canvas::Program<M> for Drawing {
    type State = Kept;

    fn draw(
        &self,
        kept: &Kept,
        renderer: &iced::Renderer,
        _theme: &iced::Theme,
        bounds: Rectangle,
        _cursor: iced::mouse::Cursor,
    ) -> Vec<Geometry> {
        let same = kept
            .drawn
            .borrow()
            .as_ref()
            .is_some_and(|(d, size)| d == self && *size == bounds.size());
        if !same {
            kept.cache.clear();
            *kept.drawn.borrow_mut() = Some((self.clone(), bounds.size()));
        }
        vec![kept.cache.draw(renderer, bounds.size(), |frame| {
            self.paint_into(frame, bounds)
        })]
    }
}

impl Drawing {
    /// Paints the display list into `frame`, scaled to `bounds` and turned as it lies.
    fn paint_into(&self, frame: &mut Frame, bounds: Rectangle) {
        let (w, _) = self.lying();
        let scale = if w > 0.0 { bounds.width / w } else { 1.0 };
        let (size, shapes) = (self.size, &self.shapes);
        frame.with_save(|frame| {
            if self.quarters != 0 {
                // About the middle: the drawing's centre onto the frame's, turned.
                frame.translate(Vector::new(bounds.width / 2.0, bounds.height / 2.0));
                frame.rotate(Radians(
                    f32::from(self.quarters) * std::f32::consts::FRAC_PI_2,
                ));
                frame.translate(Vector::new(-size.0 * scale / 2.0, -size.1 * scale / 2.0));
            }
            Painter {
                frame,
                scale,
                width: size.0,
                height: size.1,
            }
            .paint(shapes);
        });
    }
}
