//! The PDF writer (printpdf): sheets of components with crop marks, bleed, duplex backs,
//! page headers, and a calibration square and ruler on every sheet.

use super::draw::{Align, Rgb, Shape};
use super::geometry::{CROP_GAP, CROP_MARK, Grid, PRINTABLE_MARGIN, Rect};
use super::options::{Kit, PrintOptions};
use crate::games::dnfm::cards::CardSet;
use crate::games::sherwood::SherwoodData;
use printpdf::{
    Color, CurTransMat, FontId, Line, LinePoint, Mm, Op, PaintMode, ParsedFont, PdfDocument,
    PdfFontHandle, PdfPage, PdfSaveOptions, Point, Polygon, PolygonRing, Pt, TextItem,
    WindingOrder,
};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PrintError {
    #[error("the bundled font could not be read")]
    Font,
    #[error("the card data is broken: {0}")]
    Data(String),
}

struct Fonts {
    regular: (ParsedFont, FontId),
    bold: (ParsedFont, FontId),
}

fn color(c: Rgb) -> Color {
    Color::Rgb(printpdf::Rgb::new(c.0, c.1, c.2, None))
}

fn p(x: f32, y: f32) -> LinePoint {
    LinePoint {
        p: Point::new(Mm(x), Mm(y)),
        bezier: false,
    }
}

fn c(x: f32, y: f32) -> LinePoint {
    LinePoint {
        p: Point::new(Mm(x), Mm(y)),
        bezier: true,
    }
}

fn mode(fill: bool, stroke: bool) -> Option<PaintMode> {
    match (fill, stroke) {
        (true, true) => Some(PaintMode::FillStroke),
        (true, false) => Some(PaintMode::Fill),
        (false, true) => Some(PaintMode::Stroke),
        (false, false) => None,
    }
}

fn paint(ops: &mut Vec<Op>, fill: Option<Rgb>, stroke: Option<(Rgb, f32)>) -> Option<PaintMode> {
    if let Some(f) = fill {
        ops.push(Op::SetFillColor { col: color(f) });
    }
    if let Some((s, w)) = stroke {
        ops.push(Op::SetOutlineColor { col: color(s) });
        ops.push(Op::SetOutlineThickness { pt: Mm(w).into() });
    }
    mode(fill.is_some(), stroke.is_some())
}

fn polygon(points: Vec<LinePoint>, m: PaintMode) -> Op {
    Op::DrawPolygon {
        polygon: Polygon {
            rings: vec![PolygonRing { points }],
            mode: m,
            winding_order: WindingOrder::NonZero,
        },
    }
}

fn text_width(font: &ParsedFont, text: &str, size: f32) -> f32 {
    let upm = f32::from(font.font_metrics.units_per_em.max(1));
    let units: f32 = text
        .chars()
        .map(|ch| {
            font.lookup_glyph_index(ch as u32)
                .map_or(0.0, |g| f32::from(font.get_horizontal_advance(g)))
        })
        .sum();
    // points to millimetres
    units / upm * size * 25.4 / 72.0
}

impl Fonts {
    fn shapes(&self, ops: &mut Vec<Op>, shapes: &[Shape], size: (f32, f32)) {
        for s in shapes {
            match s {
                Shape::Rect {
                    x,
                    y,
                    w,
                    h,
                    fill,
                    stroke,
                } => {
                    if let Some(m) = paint(ops, *fill, *stroke) {
                        ops.push(polygon(
                            vec![p(*x, *y), p(x + w, *y), p(x + w, y + h), p(*x, y + h)],
                            m,
                        ));
                    }
                }
                Shape::Line {
                    x1,
                    y1,
                    x2,
                    y2,
                    color: col,
                    width,
                } => {
                    ops.push(Op::SetOutlineColor { col: color(*col) });
                    ops.push(Op::SetOutlineThickness {
                        pt: Mm(*width).into(),
                    });
                    ops.push(Op::DrawLine {
                        line: Line {
                            points: vec![p(*x1, *y1), p(*x2, *y2)],
                            is_closed: false,
                        },
                    });
                }
                Shape::Circle {
                    cx,
                    cy,
                    r,
                    fill,
                    stroke,
                } => {
                    if let Some(m) = paint(ops, *fill, *stroke) {
                        let k = 0.552_284_7 * r;
                        let (cx, cy, r) = (*cx, *cy, *r);
                        let pts = vec![
                            p(cx + r, cy),
                            c(cx + r, cy + k),
                            c(cx + k, cy + r),
                            p(cx, cy + r),
                            c(cx - k, cy + r),
                            c(cx - r, cy + k),
                            p(cx - r, cy),
                            c(cx - r, cy - k),
                            c(cx - k, cy - r),
                            p(cx, cy - r),
                            c(cx + k, cy - r),
                            c(cx + r, cy - k),
                            p(cx + r, cy),
                        ];
                        ops.push(polygon(pts, m));
                    }
                }
                Shape::Polygon {
                    points,
                    fill,
                    stroke,
                } => {
                    if let Some(m) = paint(ops, *fill, *stroke) {
                        ops.push(polygon(points.iter().map(|(x, y)| p(*x, *y)).collect(), m));
                    }
                }
                Shape::Text {
                    x,
                    y,
                    size: pts,
                    text,
                    align,
                    bold,
                    color: col,
                } => {
                    if text.is_empty() {
                        continue;
                    }
                    let (font, id) = if *bold { &self.bold } else { &self.regular };
                    let w = text_width(font, text, *pts);
                    let x = match align {
                        Align::Left => *x,
                        Align::Center => x - w / 2.0,
                        Align::Right => x - w,
                    };
                    ops.push(Op::SetFillColor { col: color(*col) });
                    ops.push(Op::StartTextSection);
                    ops.push(Op::SetTextCursor {
                        pos: Point::new(Mm(x), Mm(*y)),
                    });
                    ops.push(Op::SetFont {
                        font: PdfFontHandle::External(id.clone()),
                        size: Pt(*pts),
                    });
                    ops.push(Op::ShowText {
                        items: vec![TextItem::Text(text.clone())],
                    });
                    ops.push(Op::EndTextSection);
                }
                Shape::Turned(inner) => self.rotated(ops, 180.0, inner, size),
                Shape::Rotated(deg, inner) => self.rotated(ops, *deg, inner, size),
            }
        }
    }

    fn rotated(&self, ops: &mut Vec<Op>, deg: f32, inner: &[Shape], size: (f32, f32)) {
        let (cx, cy) = (size.0 / 2.0, size.1 / 2.0);
        ops.push(Op::SaveGraphicsState);
        ops.push(Op::SetTransformationMatrix {
            matrix: CurTransMat::Translate(Mm(cx).into(), Mm(cy).into()),
        });
        ops.push(Op::SetTransformationMatrix {
            matrix: CurTransMat::Rotate(deg),
        });
        ops.push(Op::SetTransformationMatrix {
            matrix: CurTransMat::Translate(Mm(-cx).into(), Mm(-cy).into()),
        });
        self.shapes(ops, inner, size);
        ops.push(Op::RestoreGraphicsState);
    }

    /// Draws a component into its cell: bleed background, then its shapes offset to the trim.
    fn component(&self, ops: &mut Vec<Op>, grid: &Grid, cell: Rect, shapes: &[Shape]) {
        let trim = grid.trim_box(cell);
        if grid.bleed > 0.0
            && let Some(Shape::Rect { fill: Some(bg), .. }) = shapes.first()
        {
            ops.push(Op::SetFillColor { col: color(*bg) });
            ops.push(polygon(
                vec![
                    p(cell.x, cell.y),
                    p(cell.right(), cell.y),
                    p(cell.right(), cell.top()),
                    p(cell.x, cell.top()),
                ],
                PaintMode::Fill,
            ));
        }
        ops.push(Op::SaveGraphicsState);
        ops.push(Op::SetTransformationMatrix {
            matrix: CurTransMat::Translate(Mm(trim.x).into(), Mm(trim.y).into()),
        });
        self.shapes(ops, shapes, grid.trim);
        ops.push(Op::RestoreGraphicsState);
    }
}

fn crop_marks(ops: &mut Vec<Op>, grid: &Grid, trim: Rect) {
    ops.push(Op::SetOutlineColor {
        col: color(Rgb::BLACK),
    });
    ops.push(Op::SetOutlineThickness { pt: Pt(0.3) });
    for (x1, y1, x2, y2) in grid.crop_marks(trim) {
        ops.push(Op::DrawLine {
            line: Line {
                points: vec![p(x1, y1), p(x2, y2)],
                is_closed: false,
            },
        });
    }
}

/// The page header and the calibration square and ruler.
fn furniture(fonts: &Fonts, ops: &mut Vec<Op>, grid: &Grid, header: &str) {
    let (pw, ph) = grid.paper.size();
    let m = PRINTABLE_MARGIN;
    fonts.shapes(
        ops,
        &[
            Shape::bold(m, ph - m - 5.0, 10.0, header, Align::Left),
            Shape::Rect {
                x: m,
                y: m,
                w: 10.0,
                h: 10.0,
                fill: None,
                stroke: Some((Rgb::BLACK, 0.3)),
            },
            Shape::text(
                m + 12.0,
                m + 6.0,
                7.0,
                "Print at 100 % (actual size): this square measures 10 mm.",
            ),
            Shape::text(
                m + 12.0,
                m + 2.5,
                7.0,
                "Ruler below in millimetres; check it before cutting.",
            ),
        ],
        (pw, ph),
    );
    // A 50 mm ruler with centimetre ticks, on the right of the footer.
    let x0 = pw - m - 52.0;
    let y0 = m + 2.0;
    let mut ruler = vec![Shape::Line {
        x1: x0,
        y1: y0,
        x2: x0 + 50.0,
        y2: y0,
        color: Rgb::BLACK,
        width: 0.25,
    }];
    for i in 0..=50 {
        let x = x0 + i as f32;
        let h = if i % 10 == 0 {
            3.0
        } else if i % 5 == 0 {
            2.0
        } else {
            1.0
        };
        ruler.push(Shape::Line {
            x1: x,
            y1: y0,
            x2: x,
            y2: y0 + h,
            color: Rgb::BLACK,
            width: 0.15,
        });
        if i % 10 == 0 {
            ruler.push(Shape::centered(x, y0 + 4.0, 5.0, (i / 10).to_string()));
        }
    }
    fonts.shapes(ops, &ruler, (pw, ph));
}

/// Lays out components on sheets: a front page and then its back page, mirrored for a
/// long-edge flip.
fn sheets(
    fonts: &Fonts,
    pages: &mut Vec<PdfPage>,
    o: &PrintOptions,
    title: &str,
    trim: (f32, f32),
    items: &[(Vec<Shape>, Vec<Shape>)],
) {
    let gap = if o.crop_marks {
        2.0 * (CROP_GAP + CROP_MARK)
    } else {
        0.0
    };
    let grid = Grid::fit(o.paper, trim, o.bleed, gap);
    let (pw, ph) = o.paper.size();
    let per = grid.per_sheet().max(1);
    let total = items.len().div_ceil(per);
    for (n, chunk) in items.chunks(per).enumerate() {
        for back in [false, true] {
            let mut ops = Vec::new();
            let side = if back {
                "backs: print on the reverse, flip on the long edge"
            } else {
                "fronts"
            };
            furniture(
                fonts,
                &mut ops,
                &grid,
                &format!(
                    "{title} — sheet {} of {total}, {side} · {}",
                    n + 1,
                    o.paper.label()
                ),
            );
            for (i, (front, reverse)) in chunk.iter().enumerate() {
                let cell = if back {
                    grid.back_cell(i, o.back_offset)
                } else {
                    grid.cell(i)
                };
                fonts.component(&mut ops, &grid, cell, if back { reverse } else { front });
                if o.crop_marks {
                    crop_marks(&mut ops, &grid, grid.trim_box(cell));
                }
            }
            pages.push(PdfPage::new(Mm(pw), Mm(ph), ops));
        }
    }
}

/// The whole print kit for the options, as PDF bytes.
pub fn render(
    o: &PrintOptions,
    set: &CardSet,
    sherwood: &SherwoodData,
) -> Result<Vec<u8>, PrintError> {
    let mut doc = PdfDocument::new("PnP Companion print kit");
    doc.metadata.info.creator = "PnP Companion".into();
    doc.metadata.info.producer = "PnP Companion".into();
    let mut warnings = Vec::new();
    let regular =
        ParsedFont::from_bytes(crate::fonts::REGULAR, 0, &mut warnings).ok_or(PrintError::Font)?;
    let bold =
        ParsedFont::from_bytes(crate::fonts::BOLD, 0, &mut warnings).ok_or(PrintError::Font)?;
    let regular_id = doc.add_font(&regular);
    let bold_id = doc.add_font(&bold);
    let fonts = Fonts {
        regular: (regular, regular_id),
        bold: (bold, bold_id),
    };
    let mut pages = Vec::new();
    if matches!(o.kit, Kit::Dnfm | Kit::All) {
        let items: Vec<(Vec<Shape>, Vec<Shape>)> = set
            .card
            .iter()
            .map(|card| {
                (
                    super::dnfm::face(set, &card.front),
                    super::dnfm::face(set, &card.back),
                )
            })
            .collect();
        sheets(
            &fonts,
            &mut pages,
            o,
            "Do Not Forsake Me: the 18 cards",
            super::dnfm::CARD,
            &items,
        );
    }
    if matches!(o.kit, Kit::Sherwood | Kit::All) {
        let counters = super::sherwood::counters(sherwood, o.counter_size);
        let items: Vec<(Vec<Shape>, Vec<Shape>)> =
            counters.into_iter().map(|c| (c.front, c.back)).collect();
        let s = o.counter_size.mm();
        sheets(
            &fonts,
            &mut pages,
            o,
            "The Sherwood Syndrome: counters",
            (s, s),
            &items,
        );
    }
    doc.with_pages(pages);
    let mut save_warnings = Vec::new();
    Ok(doc.save(
        &PdfSaveOptions {
            subset_fonts: true,
            ..PdfSaveOptions::default()
        },
        &mut save_warnings,
    ))
}
