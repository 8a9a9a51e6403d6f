//! The PDF writer (printpdf): ganged sheets of components with crop marks, bleed, duplex
//! backs, and a header and ruler on every sheet where the margins have room.

use super::draw::inked;
use super::draw::{Align, Rgb, Shape};
use super::fit::text_width;
use super::geometry::{Flip, Grid, Rect, Segment, Spot, crop_marks, cut_guides, find_spot};
use super::options::{Kit, PrintOptions};
use crate::games::dnfm::cards::CardSet;
use crate::games::sherwood::SherwoodData;
use printpdf::{
    Color, CurTransMat, CustomPdfConformance, FontId, Line, LinePoint, Mm, Op, PaintMode,
    ParsedFont, PdfConformance, PdfDocument, PdfFontHandle, PdfPage, PdfSaveOptions, Point,
    Polygon, PolygonRing, Pt, TextItem, WindingOrder,
};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.words())]
pub enum PrintError {
    Font,
    /// What is wrong, in words.
    Data(String),
}

impl PrintError {
    /// What went wrong, in the player's language.
    pub fn words(&self) -> String {
        match self {
            PrintError::Font => crate::t!("print-error-font"),
            PrintError::Data(reason) => crate::t!("print-error-data", reason = reason.as_str()),
        }
    }
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

fn line(ops: &mut Vec<Op>, from: (f32, f32), to: (f32, f32), col: Rgb, width: f32) {
    ops.push(Op::SetOutlineColor { col: color(col) });
    ops.push(Op::SetOutlineThickness {
        pt: Mm(width).into(),
    });
    ops.push(Op::DrawLine {
        line: Line {
            points: vec![p(from.0, from.1), p(to.0, to.1)],
            is_closed: false,
        },
    });
}

/// A circle as four Bézier curves.
fn circle(cx: f32, cy: f32, r: f32) -> Vec<LinePoint> {
    let k = 0.552_284_7 * r;
    vec![
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
    ]
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
                } => line(ops, (*x1, *y1), (*x2, *y2), *col, *width),
                Shape::Circle {
                    cx,
                    cy,
                    r,
                    fill,
                    stroke,
                } => {
                    if let Some(m) = paint(ops, *fill, *stroke) {
                        ops.push(polygon(circle(*cx, *cy, *r), m));
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

    /// Draws a component: its bleed background over `cell` (where it bleeds), then its
    /// shapes laid out from the bottom-left of its `trim`.
    fn component(
        &self,
        ops: &mut Vec<Op>,
        size: (f32, f32),
        trim: Rect,
        cell: Rect,
        shapes: &[Shape],
    ) {
        let background = match shapes.first() {
            Some(Shape::Turned(inner)) => inner.first(),
            first => first,
        };
        if cell.w > trim.w
            && let Some(Shape::Rect { fill: Some(bg), .. }) = background
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
        self.shapes(ops, shapes, size);
        ops.push(Op::RestoreGraphicsState);
    }
}

/// Crop marks are drawn this thin (and nothing else on a sheet is), so a reader of the
/// PDF can tell them from the rest.
pub const CROP_MARK_WIDTH_PT: f32 = 0.25;
/// The cut guides of a grid with no bleed: pale and hair-thin.
pub const SHARED_CUT_WIDTH_PT: f32 = 0.2;
const SHARED_CUT: Rgb = Rgb(0.7, 0.7, 0.7);

fn segments(ops: &mut Vec<Op>, lines: &[Segment], col: Rgb, width_pt: f32) {
    if lines.is_empty() {
        return;
    }
    ops.push(Op::SetOutlineColor { col: color(col) });
    ops.push(Op::SetOutlineThickness { pt: Pt(width_pt) });
    for &(x1, y1, x2, y2) in lines {
        ops.push(Op::DrawLine {
            line: Line {
                points: vec![p(x1, y1), p(x2, y2)],
                is_closed: false,
            },
        });
    }
}

/// The header's type size, and the smaller one tried where it does not fit.
const HEADER_SIZES: [f32; 2] = [6.5, 5.0];
/// A 50 mm ruler with its centimetres: 52 mm along, 3.5 mm deep.
const RULER: (f32, f32) = (52.0, 3.5);

/// The sheet's header and its ruler, wherever the margins have room around the grid and
/// its marks (above or below it, or turned along a side).
fn furniture(
    fonts: &Fonts,
    ops: &mut Vec<Op>,
    grid: &Grid,
    cells: &[Rect],
    marks: &[Segment],
    header: &str,
) {
    let printable = grid.printable();
    let mut taken: Vec<Rect> = Vec::new();
    for size in HEADER_SIZES {
        let len = text_width(&fonts.bold.0, header, size) + 1.0;
        let depth = size * 25.4 / 72.0 + 0.8;
        if let Some((spot, area)) = find_spot(cells, marks, printable, &taken, len, depth) {
            let shape = Shape::bold(0.0, 0.8, size, header, Align::Left);
            place(fonts, ops, grid, spot, vec![shape]);
            taken.push(area);
            break;
        }
    }
    if let Some((spot, _)) = find_spot(cells, marks, printable, &taken, RULER.0, RULER.1) {
        place(fonts, ops, grid, spot, ruler());
    }
}

/// Draws shapes laid out from (0, 0) at a spot, turned to read upwards on a side.
fn place(fonts: &Fonts, ops: &mut Vec<Op>, grid: &Grid, spot: Spot, shapes: Vec<Shape>) {
    ops.push(Op::SaveGraphicsState);
    ops.push(Op::SetTransformationMatrix {
        matrix: CurTransMat::Translate(Mm(spot.x).into(), Mm(spot.y).into()),
    });
    if spot.turned {
        ops.push(Op::SetTransformationMatrix {
            matrix: CurTransMat::Rotate(90.0),
        });
    }
    fonts.shapes(ops, &shapes, grid.page());
    ops.push(Op::RestoreGraphicsState);
}

/// 50 mm with millimetre ticks and the centimetres numbered: a player checks it before
/// cutting (the header says to print at 100 %).
fn ruler() -> Vec<Shape> {
    let mut v = vec![Shape::black_line((0.0, 0.0), (50.0, 0.0), 0.2)];
    for i in 0..=50u8 {
        let x = f32::from(i);
        let h = match i {
            i if i % 10 == 0 => 2.0,
            i if i % 5 == 0 => 1.4,
            _ => 0.8,
        };
        v.push(Shape::black_line((x, 0.0), (x, h), 0.12));
        if i % 10 == 0 && i > 0 {
            v.push(Shape::text(x - 1.1, 2.1, 4.0, (i / 10).to_string()));
        }
    }
    v.push(Shape::text(0.5, 2.1, 4.0, crate::t!("print-ruler-cm")));
    v
}

/// Lays out components on sheets: each front page followed by its back page, mirrored for
/// the printer's flip.
fn sheets(
    fonts: &Fonts,
    pages: &mut Vec<PdfPage>,
    o: &PrintOptions,
    title: &str,
    trim: (f32, f32),
    items: &[(Vec<Shape>, Vec<Shape>)],
) {
    let grid = Grid::fit_duplex(o.paper, trim, o.bleed, o.back_bleed_mm());
    let (pw, ph) = grid.page();
    let per = grid.per_sheet().max(1);
    let total = items.len().div_ceil(per);
    for (n, chunk) in items.chunks(per).enumerate() {
        for back in [false, true] {
            let side = match (back, o.flip) {
                (false, _) => crate::t!("print-sheet-fronts"),
                (true, Flip::Long) => crate::t!("print-sheet-backs-long"),
                (true, Flip::Short) => crate::t!("print-sheet-backs-short"),
            };
            let (trims, cells): (Vec<Rect>, Vec<Rect>) = (0..chunk.len())
                .map(|i| {
                    if back {
                        (
                            grid.back_trim(i, o.back_offset, o.flip),
                            grid.back_cell(i, o.back_offset, o.flip),
                        )
                    } else {
                        (grid.trim_of(i), grid.cell(i))
                    }
                })
                .unzip();
            // The backs carry no marks when the player leaves them off (a back that
            // wanders carries its marks off the cut; the fronts' guide the knife).
            let marked = !back || o.back_crop_marks;
            let marks = if o.crop_marks && marked {
                crop_marks(&cells, &trims, grid.printable())
            } else {
                Vec::new()
            };
            let mut ops = Vec::new();
            for (((front, reverse), cell), trim_box) in chunk.iter().zip(&cells).zip(&trims) {
                let mut face = inked(if back { reverse } else { front }, trim, o.ink);
                if back && grid.back_turned(o.flip) {
                    face = vec![Shape::Turned(face)];
                }
                fonts.component(&mut ops, trim, *trim_box, *cell, &face);
            }
            if grid.shared_cuts() && marked {
                segments(
                    &mut ops,
                    &cut_guides(&trims),
                    SHARED_CUT,
                    SHARED_CUT_WIDTH_PT,
                );
            }
            segments(&mut ops, &marks, Rgb::BLACK, CROP_MARK_WIDTH_PT);
            let header = crate::t!(
                "print-sheet-header",
                title = title,
                sheet = n + 1,
                sheets = total,
                side = side,
                paper = o.paper.label()
            );
            furniture(fonts, &mut ops, &grid, &cells, &marks, &header);
            pages.push(PdfPage::new(Mm(pw), Mm(ph), ops));
        }
    }
}

/// The app's name, as the PDF's creator and producer.
const APP: &str = "PnP Companion";

/// A new document with the app's fonts in it.
fn document(title: &str) -> Result<(PdfDocument, Fonts), PrintError> {
    let mut doc = PdfDocument::new(title);
    doc.metadata.info.creator = APP.into();
    doc.metadata.info.producer = APP.into();
    // Plain PDF, no PDF/X: no colour profile to embed. The web build blanks printpdf's
    // profile to save its 654 KB (packaging/web/build.sh), so this must stay so.
    doc.metadata.info.conformance = PdfConformance::Custom(CustomPdfConformance::default());
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
    Ok((doc, fonts))
}

/// The document with its pages, as PDF bytes that ask to be printed at actual size and
/// turned on `flip`.
fn finish(mut doc: PdfDocument, pages: Vec<PdfPage>, flip: Flip) -> Result<Vec<u8>, PrintError> {
    doc.with_pages(pages);
    let mut save_warnings = Vec::new();
    let options = PdfSaveOptions {
        subset_fonts: true,
        ..PdfSaveOptions::default()
    };
    let mut pdf = doc.to_lopdf_document(&options, &mut save_warnings);
    ask_for_actual_size(&mut pdf, flip)?;
    if options.optimize {
        pdf.compress();
    }
    let mut bytes = Vec::new();
    pdf.save_to(&mut bytes)
        .map_err(|e| PrintError::Data(crate::t!("print-error-pdf-write", error = e.to_string())))?;
    Ok(bytes)
}

/// The whole print kit for the options, as PDF bytes.
pub fn render(
    o: &PrintOptions,
    set: &CardSet,
    sherwood: &SherwoodData,
) -> Result<Vec<u8>, PrintError> {
    let (doc, fonts) = document(&crate::t!("print-kit-title"))?;
    let mut pages = Vec::new();
    if matches!(o.kit, Kit::Dnfm | Kit::All) {
        let items = super::dnfm::every_card(set);
        sheets(
            &fonts,
            &mut pages,
            o,
            &crate::t!("print-sheet-title-dnfm"),
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
            &crate::t!("print-sheet-title-sherwood"),
            (s, s),
            &items,
        );
    }
    finish(doc, pages, o.flip)
}

/// The printer check ([`super::calibration`]) on the paper and flip of the options: a
/// front page and its back. The options' back offset is not used: the check measures it.
pub fn render_calibration(o: &PrintOptions) -> Result<Vec<u8>, PrintError> {
    let (doc, fonts) = document(&crate::t!("print-check-pdf-title"))?;
    let sheet = super::calibration::sheet(o.paper, o.flip);
    let (pw, ph) = sheet.page;
    let pages = [sheet.front, sheet.back]
        .into_iter()
        .map(|side| {
            let mut ops = Vec::new();
            for placed in side {
                ops.push(Op::SaveGraphicsState);
                ops.push(Op::SetTransformationMatrix {
                    matrix: CurTransMat::Translate(Mm(placed.x).into(), Mm(placed.y).into()),
                });
                fonts.shapes(&mut ops, &placed.shapes, sheet.page);
                ops.push(Op::RestoreGraphicsState);
            }
            PdfPage::new(Mm(pw), Mm(ph), ops)
        })
        .collect();
    finish(doc, pages, o.flip)
}

/// Asks the viewer to print at actual size ("fit to page" is the commonest way home-printed
/// cards come out the wrong size) and, for the sheets printed on both sides, to turn the
/// sheet on the edge the player chose: the catalog's `/ViewerPreferences`.
fn ask_for_actual_size(pdf: &mut lopdf::Document, flip: Flip) -> Result<(), PrintError> {
    use lopdf::{Dictionary, Object};
    let broken = |e: lopdf::Error| {
        PrintError::Data(crate::t!("print-error-pdf-catalog", error = e.to_string()))
    };
    let root = pdf
        .trailer
        .get(b"Root")
        .and_then(Object::as_reference)
        .map_err(broken)?;
    let catalog = pdf
        .get_object_mut(root)
        .and_then(Object::as_dict_mut)
        .map_err(broken)?;
    let duplex = match flip {
        Flip::Long => "DuplexFlipLongEdge",
        Flip::Short => "DuplexFlipShortEdge",
    };
    catalog.set(
        "ViewerPreferences",
        Dictionary::from_iter([
            ("PrintScaling", Object::Name(b"None".to_vec())),
            ("Duplex", Object::Name(duplex.as_bytes().to_vec())),
        ]),
    );
    Ok(())
}
