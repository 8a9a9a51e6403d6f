//! The kit's sheets laid out as pages for the PDF writer (`pnp_pdf`): ganged sheets of
//! components with crop marks, bleed, duplex backs, and a header and ruler on every sheet
//! where the margins have room. The desktop writes the PDF here (`write`); the web app
//! sends the pages to the writer's own wasm (`ui::platform`).

use super::draw::inked;
use super::draw::{Align, Rgb, Shape};
use super::fit;
use super::geometry::{
    Flip, FoldGrid, Grid, Rect, Segment, Spot, crop_marks, cut_guides, find_spot,
};
use super::options::{Kit, PrintOptions};
use crate::games::dnfm::cards::CardSet;
use crate::games::sherwood::SherwoodData;
use pnp_pdf::{Document, Duplex, Op, Page, Paint, PathPoint};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.words())]
pub enum PrintError {
    Font,
    /// The web app's PDF writer (its second wasm) could not be fetched.
    WriterMissing,
    /// The writer could not read the pages it was given (a writer of another build).
    Pages,
    /// The writer's own words on why it could not write the PDF.
    Write(String),
    /// A page too large (or of no size) to draw as a picture.
    Image,
    /// What is wrong, in words.
    Data(String),
}

impl PrintError {
    /// What went wrong, in the player's language.
    pub fn words(&self) -> String {
        match self {
            PrintError::Font => crate::t!("print-error-font"),
            PrintError::WriterMissing => crate::t!("print-error-writer-missing"),
            PrintError::Pages => crate::t!("print-error-pages"),
            PrintError::Write(error) => {
                crate::t!("print-error-pdf-write", error = error.as_str())
            }
            PrintError::Image => crate::t!("print-error-image"),
            PrintError::Data(reason) => crate::t!("print-error-data", reason = reason.as_str()),
        }
    }
}

fn colour(c: Rgb) -> pnp_pdf::Rgb {
    pnp_pdf::Rgb(c.0, c.1, c.2)
}

/// Millimetres in points, as the writer converts them.
fn points(mm: f32) -> f32 {
    mm * 2.834_646
}

fn p(x: f32, y: f32) -> PathPoint {
    PathPoint { x, y, curve: false }
}

fn c(x: f32, y: f32) -> PathPoint {
    PathPoint { x, y, curve: true }
}

fn paint(ops: &mut Vec<Op>, fill: Option<Rgb>, stroke: Option<(Rgb, f32)>) -> Option<Paint> {
    if let Some(f) = fill {
        ops.push(Op::FillColour(colour(f)));
    }
    if let Some((s, w)) = stroke {
        ops.push(Op::StrokeColour(colour(s)));
        ops.push(Op::LineWidth { points: points(w) });
    }
    match (fill.is_some(), stroke.is_some()) {
        (true, true) => Some(Paint::FillAndStroke),
        (true, false) => Some(Paint::Fill),
        (false, true) => Some(Paint::Stroke),
        (false, false) => None,
    }
}

fn line(ops: &mut Vec<Op>, from: (f32, f32), to: (f32, f32), col: Rgb, width: f32) {
    ops.push(Op::StrokeColour(colour(col)));
    ops.push(Op::LineWidth {
        points: points(width),
    });
    ops.push(Op::Line {
        points: vec![from, to],
    });
}

/// A circle as four Bézier curves.
fn circle(cx: f32, cy: f32, r: f32) -> Vec<PathPoint> {
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

/// The operations that draw `shapes` laid out in a box of `size` (turned shapes turn
/// about its middle).
pub(super) fn shapes(ops: &mut Vec<Op>, shapes_: &[Shape], size: (f32, f32)) {
    for s in shapes_ {
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
                    ops.push(Op::Shape {
                        points: vec![p(*x, *y), p(x + w, *y), p(x + w, y + h), p(*x, y + h)],
                        paint: m,
                    });
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
                    ops.push(Op::Shape {
                        points: circle(*cx, *cy, *r),
                        paint: m,
                    });
                }
            }
            Shape::Polygon {
                points: corners,
                fill,
                stroke,
            } => {
                if let Some(m) = paint(ops, *fill, *stroke) {
                    ops.push(Op::Shape {
                        points: corners.iter().map(|(x, y)| p(*x, *y)).collect(),
                        paint: m,
                    });
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
                let w = fit::width(text, *pts, *bold);
                let x = match align {
                    Align::Left => *x,
                    Align::Center => x - w / 2.0,
                    Align::Right => x - w,
                };
                ops.push(Op::FillColour(colour(*col)));
                ops.push(Op::Text {
                    x,
                    y: *y,
                    points: *pts,
                    bold: *bold,
                    text: text.clone(),
                });
            }
            Shape::Turned(inner) => rotated(ops, 180.0, inner, size),
            Shape::Rotated(deg, inner) => rotated(ops, *deg, inner, size),
        }
    }
}

fn rotated(ops: &mut Vec<Op>, degrees: f32, inner: &[Shape], size: (f32, f32)) {
    let (cx, cy) = (size.0 / 2.0, size.1 / 2.0);
    ops.push(Op::Save);
    ops.push(Op::Translate { x: cx, y: cy });
    ops.push(Op::Rotate { degrees });
    ops.push(Op::Translate { x: -cx, y: -cy });
    shapes(ops, inner, size);
    ops.push(Op::Restore);
}

/// Draws a component: its bleed background over `cell` (where it bleeds), then its
/// shapes laid out from the bottom-left of its `trim`.
pub(super) fn component(
    ops: &mut Vec<Op>,
    size: (f32, f32),
    trim: Rect,
    cell: Rect,
    face: &[Shape],
) {
    let background = match face.first() {
        Some(Shape::Turned(inner)) => inner.first(),
        first => first,
    };
    if cell.w > trim.w
        && let Some(Shape::Rect { fill: Some(bg), .. }) = background
    {
        ops.push(Op::FillColour(colour(*bg)));
        ops.push(Op::Shape {
            points: vec![
                p(cell.x, cell.y),
                p(cell.right(), cell.y),
                p(cell.right(), cell.top()),
                p(cell.x, cell.top()),
            ],
            paint: Paint::Fill,
        });
    }
    ops.push(Op::Save);
    ops.push(Op::Translate {
        x: trim.x,
        y: trim.y,
    });
    shapes(ops, face, size);
    ops.push(Op::Restore);
}

/// Crop marks are drawn this thin (and nothing else on a sheet is), so a reader of the
/// PDF can tell them from the rest.
pub const CROP_MARK_WIDTH_PT: f32 = 0.25;
/// The cut guides of a grid with no bleed: pale and hair-thin.
pub const SHARED_CUT_WIDTH_PT: f32 = 0.2;
const SHARED_CUT: Rgb = Rgb(0.7, 0.7, 0.7);

pub(super) fn segments(ops: &mut Vec<Op>, lines: &[Segment], col: Rgb, width_pt: f32) {
    if lines.is_empty() {
        return;
    }
    ops.push(Op::StrokeColour(colour(col)));
    ops.push(Op::LineWidth { points: width_pt });
    for &(x1, y1, x2, y2) in lines {
        ops.push(Op::Line {
            points: vec![(x1, y1), (x2, y2)],
        });
    }
}

/// The header's type size, and the smaller one tried where it does not fit.
const HEADER_SIZES: [f32; 2] = [6.5, 5.0];
/// A 50 mm ruler with its centimetres: 52 mm along, 3.5 mm deep.
const RULER: (f32, f32) = (52.0, 3.5);

/// The sheet's header and its ruler, wherever the margins have room around the grid and
/// its marks (above or below it, or turned along a side).
fn furniture(ops: &mut Vec<Op>, grid: &Grid, cells: &[Rect], marks: &[Segment], header: &str) {
    let printable = grid.printable();
    let mut taken: Vec<Rect> = Vec::new();
    for size in HEADER_SIZES {
        let len = fit::width(header, size, true) + 1.0;
        let depth = size * 25.4 / 72.0 + 0.8;
        if let Some((spot, area)) = find_spot(cells, marks, printable, &taken, len, depth) {
            let shape = Shape::bold(0.0, 0.8, size, header, Align::Left);
            place(ops, grid, spot, vec![shape]);
            taken.push(area);
            break;
        }
    }
    if let Some((spot, _)) = find_spot(cells, marks, printable, &taken, RULER.0, RULER.1) {
        place(ops, grid, spot, ruler());
    }
}

/// Draws shapes laid out from (0, 0) at a spot, turned to read upwards on a side.
fn place(ops: &mut Vec<Op>, grid: &Grid, spot: Spot, drawn: Vec<Shape>) {
    ops.push(Op::Save);
    ops.push(Op::Translate {
        x: spot.x,
        y: spot.y,
    });
    if spot.turned {
        ops.push(Op::Rotate { degrees: 90.0 });
    }
    shapes(ops, &drawn, grid.page());
    ops.push(Op::Restore);
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
    pages: &mut Vec<Page>,
    o: &PrintOptions,
    title: &str,
    trim: (f32, f32),
    items: &[(Vec<Shape>, Vec<Shape>)],
) {
    let grid = Grid::fit_duplex(o.paper, trim, o.bleed, o.back_bleed_mm());
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
                component(&mut ops, trim, *trim_box, *cell, &face);
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
            let header = sheet_header(o, title, (n, total), side);
            pages.push(finished(ops, &grid, &cells, &marks, &header));
        }
    }
}

/// The fold-over kit: each page holds its fronts above the fold and their backs below it,
/// mirrored and turned, for a printer that prints one side only. The fold is never marked
/// as a cut: its marks and guides are left out, and it is drawn dashed in the margins with
/// its name.
fn fold_sheets(
    pages: &mut Vec<Page>,
    o: &PrintOptions,
    title: &str,
    trim: (f32, f32),
    items: &[(Vec<Shape>, Vec<Shape>)],
) {
    let fold = FoldGrid::fit(o.paper, trim, o.bleed);
    let grid = fold.as_grid();
    let per = fold.per_sheet().max(1);
    let total = items.len().div_ceil(per);
    let on_fold = |y: f32| (y - fold.fold).abs() < 0.01;
    for (n, chunk) in items.chunks(per).enumerate() {
        let (mut trims, mut cells) = (Vec::new(), Vec::new());
        let mut ops = Vec::new();
        for (i, (front, back)) in chunk.iter().enumerate() {
            let (ft, fc) = (fold.front_trim(i), fold.front_cell(i));
            let (bt, bc) = (fold.back_trim(i), fold.back_cell(i));
            component(&mut ops, trim, ft, fc, &inked(front, trim, o.ink));
            // Folded over, the back is seen turned about the fold: printed upside down,
            // it reads upright behind its front.
            let turned = vec![Shape::Turned(inked(back, trim, o.ink))];
            component(&mut ops, trim, bt, bc, &turned);
            trims.extend([ft, bt]);
            cells.extend([fc, bc]);
        }
        let marks: Vec<Segment> = if o.crop_marks {
            crop_marks(&cells, &trims, fold.printable())
                .into_iter()
                .filter(|&(_, y1, _, y2)| !(on_fold(y1) && on_fold(y2)))
                .collect()
        } else {
            Vec::new()
        };
        if fold.bleed == 0.0 && o.crop_marks {
            let guides: Vec<Segment> = cut_guides(&trims)
                .into_iter()
                .filter(|&(_, y1, _, y2)| !(on_fold(y1) && on_fold(y2)))
                .collect();
            segments(&mut ops, &guides, SHARED_CUT, SHARED_CUT_WIDTH_PT);
        }
        segments(&mut ops, &marks, Rgb::BLACK, CROP_MARK_WIDTH_PT);
        fold_line(&mut ops, &fold, &cells);
        let side = crate::t!("print-sheet-fold-side");
        let header = sheet_header(o, title, (n, total), side);
        pages.push(finished(ops, &grid, &cells, &marks, &header));
    }
}

/// A sheet's header: the kit, sheet `n` (from 0) of `total`, the side, the paper.
fn sheet_header(o: &PrintOptions, title: &str, (n, total): (usize, usize), side: String) -> String {
    crate::t!(
        "print-sheet-header",
        title = title,
        sheet = n + 1,
        sheets = total,
        side = side,
        paper = o.paper.label()
    )
}

/// The page a sheet's drawing makes, its header and ruler placed around the grid.
fn finished(
    mut ops: Vec<Op>,
    grid: &Grid,
    cells: &[Rect],
    marks: &[Segment],
    header: &str,
) -> Page {
    furniture(&mut ops, grid, cells, marks, header);
    let (width, height) = grid.page();
    Page { width, height, ops }
}

/// The fold, dashed in the margins either side of the components, named at its left.
fn fold_line(ops: &mut Vec<Op>, fold: &FoldGrid, cells: &[Rect]) {
    let Some(block) = super::geometry::bounds(cells) else {
        return;
    };
    let printable = fold.printable();
    let y = fold.fold;
    let mut dashes = Vec::new();
    for (from, to) in [
        (printable.x, block.x - 2.0),
        (block.right() + 2.0, printable.right()),
    ] {
        let mut x = from;
        while x + 1.5 <= to {
            dashes.push((x, y, x + 1.5, y));
            x += 3.0;
        }
    }
    segments(ops, &dashes, Rgb::BLACK, CROP_MARK_WIDTH_PT);
    let word = Shape::bold(
        printable.x,
        y + 0.8,
        5.0,
        crate::t!("print-sheet-fold"),
        Align::Left,
    );
    shapes(ops, &[word], fold.page());
}

/// The app's name, as the PDF's creator and producer.
const APP: &str = "PnP Companion";

pub(super) fn document(title: String, flip: Flip, pages: Vec<Page>) -> Document {
    Document {
        title,
        creator: APP.into(),
        duplex: match flip {
            Flip::Long => Duplex::LongEdge,
            Flip::Short => Duplex::ShortEdge,
        },
        pages,
    }
}

/// How the options lay components out: duplex pages of fronts and of backs, or fold-over
/// pages of both.
type LayOut = fn(&mut Vec<Page>, &PrintOptions, &str, (f32, f32), &[(Vec<Shape>, Vec<Shape>)]);

fn sheets_for(o: &PrintOptions) -> LayOut {
    if o.fold { fold_sheets } else { sheets }
}

/// The whole print kit for the options, laid out as pages.
pub fn kit_pages(o: &PrintOptions, set: &CardSet, sherwood: &SherwoodData) -> Document {
    let mut pages = Vec::new();
    if matches!(o.kit, Kit::Dnfm | Kit::All) {
        let items = super::dnfm::every_card(set);
        sheets_for(o)(
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
        sheets_for(o)(
            &mut pages,
            o,
            &crate::t!("print-sheet-title-sherwood"),
            (s, s),
            &items,
        );
    }
    if !o.measured.is_true() {
        let (across, down) = o.measured.scale();
        for page in &mut pages {
            stretch(page, across, down);
        }
    }
    let mut kit = document(crate::t!("print-kit-title"), o.flip, pages);
    if o.fold {
        kit.duplex = Duplex::Simplex;
    }
    kit
}

/// Scales what `page` draws by `across` and `down` about the page's centre: a printer that
/// shrinks one axis by a hundredth is given that axis a hundredth larger, and the sheet's
/// margins stay even.
fn stretch(page: &mut Page, across: f32, down: f32) {
    let (cx, cy) = (page.width / 2.0, page.height / 2.0);
    let mut ops = vec![
        Op::Save,
        Op::Translate { x: cx, y: cy },
        Op::Scale { x: across, y: down },
        Op::Translate { x: -cx, y: -cy },
    ];
    ops.append(&mut page.ops);
    ops.push(Op::Restore);
    page.ops = ops;
}

/// The printer check ([`super::calibration`]) on the paper and flip of the options, laid
/// out as a front page and its back. The options' back offset is not used: the check
/// measures it.
pub fn calibration_pages(o: &PrintOptions) -> Document {
    let sheet = super::calibration::sheet(o.paper, o.flip);
    let (width, height) = sheet.page;
    let pages = [sheet.front, sheet.back]
        .into_iter()
        .map(|side| {
            let mut ops = Vec::new();
            for placed in side {
                ops.push(Op::Save);
                ops.push(Op::Translate {
                    x: placed.x,
                    y: placed.y,
                });
                shapes(&mut ops, &placed.shapes, sheet.page);
                ops.push(Op::Restore);
            }
            Page { width, height, ops }
        })
        .collect();
    document(crate::t!("print-check-pdf-title"), o.flip, pages)
}

/// What the writer's error means, in words.
pub fn write_error(e: &pnp_pdf::WriteError) -> PrintError {
    match e {
        pnp_pdf::WriteError::Pages => PrintError::Pages,
        pnp_pdf::WriteError::Font => PrintError::Font,
        pnp_pdf::WriteError::Catalog(error) => {
            PrintError::Data(crate::t!("print-error-pdf-catalog", error = error.as_str()))
        }
        pnp_pdf::WriteError::Save(error) => PrintError::Write(error.clone()),
        pnp_pdf::WriteError::Image => PrintError::Image,
        pnp_pdf::WriteError::Names => PrintError::Pages,
    }
}

/// The pages as PDF bytes, in the app's fonts.
#[cfg(not(target_arch = "wasm32"))]
pub fn write(doc: &Document) -> Result<Vec<u8>, PrintError> {
    pnp_pdf::write(doc, crate::fonts::REGULAR, crate::fonts::BOLD).map_err(|e| write_error(&e))
}

/// The whole print kit for the options, as PDF bytes.
#[cfg(not(target_arch = "wasm32"))]
pub fn render(
    o: &PrintOptions,
    set: &CardSet,
    sherwood: &SherwoodData,
) -> Result<Vec<u8>, PrintError> {
    write(&kit_pages(o, set, sherwood))
}

/// The printer check on the paper and flip of the options, as PDF bytes.
#[cfg(not(target_arch = "wasm32"))]
pub fn render_calibration(o: &PrintOptions) -> Result<Vec<u8>, PrintError> {
    write(&calibration_pages(o))
}
