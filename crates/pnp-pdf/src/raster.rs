//! Pages as pictures: each page drawn with tiny-skia (the renderer the app's window draws
//! with) at a given resolution, its text from the fonts' own outlines, and written as a PNG
//! that says its resolution (`crate::png`), so a print shop reads it at its true size.
//!
//! The drawing follows the PDF writer's model exactly: millimetres from the page's bottom
//! left, transformations that apply to what follows (as PDF's `cm`), black fill and stroke
//! and 1 pt lines until told otherwise, non-zero winding, butt caps and mitred joins.

use crate::error::WriteError;
use crate::page::{Document, Op, Page, Paint, PathPoint, Rgb};
use skrifa::instance::{LocationRef, Size};
use skrifa::outline::OutlinePen;
use skrifa::{FontRef, MetadataProvider};
use tiny_skia::{
    Color, FillRule, LineCap, LineJoin, PathBuilder, Pixmap, Shader, Stroke, Transform,
};

const MM_PER_INCH: f32 = 25.4;
const MM_PER_POINT: f32 = MM_PER_INCH / 72.0;
/// PDF's own default miter limit.
const MITER_LIMIT: f32 = 10.0;
/// No picture is drawn larger than this on a side (a page of 2 m at 600 dpi): a wrong size
/// is refused rather than filling the memory.
const MAX_SIDE: u32 = 50_000;

/// A page's size in pixels at `dpi`: its millimetres at that resolution, rounded.
pub fn pixel_size(page: &Page, dpi: u32) -> (u32, u32) {
    let px = |mm: f32| (mm / MM_PER_INCH * dpi as f32).round().max(0.0) as u32;
    (px(page.width), px(page.height))
}

/// One page as a PNG at `dpi`, on white, its text set in `regular` and `bold`.
pub fn page_png(page: &Page, dpi: u32, regular: &[u8], bold: &[u8]) -> Result<Vec<u8>, WriteError> {
    let fonts = Fonts::read(regular, bold)?;
    let pixmap = draw(page, dpi, &fonts)?;
    Ok(encode_png(&pixmap, dpi))
}

/// Every page of `doc` as a PNG at `dpi`, each named by `names` in turn, in one zip.
pub fn pages_zip(
    doc: &Document,
    names: &[String],
    dpi: u32,
    regular: &[u8],
    bold: &[u8],
) -> Result<Vec<u8>, WriteError> {
    if names.len() != doc.pages.len() {
        return Err(WriteError::Names);
    }
    let fonts = Fonts::read(regular, bold)?;
    let mut zip = crate::zip::StoredZip::default();
    for (page, name) in doc.pages.iter().zip(names) {
        let png = encode_png(&draw(page, dpi, &fonts)?, dpi);
        zip.add(name, &png);
    }
    Ok(zip.finish())
}

/// The two typefaces a page's text is set in.
struct Fonts<'a> {
    regular: FontRef<'a>,
    bold: FontRef<'a>,
}

impl<'a> Fonts<'a> {
    fn read(regular: &'a [u8], bold: &'a [u8]) -> Result<Fonts<'a>, WriteError> {
        Ok(Fonts {
            regular: FontRef::new(regular).map_err(|_| WriteError::Font)?,
            bold: FontRef::new(bold).map_err(|_| WriteError::Font)?,
        })
    }
}

/// What `Save` keeps and `Restore` brings back.
#[derive(Clone, Copy)]
struct State {
    transform: Transform,
    fill: Color,
    stroke: Color,
    /// Millimetres, in the page's own space (scaled with it, as PDF scales it).
    line_width: f32,
}

fn colour(c: Rgb) -> Color {
    Color::from_rgba(
        c.0.clamp(0.0, 1.0),
        c.1.clamp(0.0, 1.0),
        c.2.clamp(0.0, 1.0),
        1.0,
    )
    .unwrap_or(Color::BLACK)
}

/// The page drawn at `dpi`.
fn draw(page: &Page, dpi: u32, fonts: &Fonts<'_>) -> Result<Pixmap, WriteError> {
    let (w, h) = pixel_size(page, dpi);
    if w == 0 || h == 0 || w > MAX_SIDE || h > MAX_SIDE {
        return Err(WriteError::Image);
    }
    let mut pixmap = Pixmap::new(w, h).ok_or(WriteError::Image)?;
    pixmap.fill(Color::WHITE);
    let k = dpi as f32 / MM_PER_INCH;
    // Millimetres up from the bottom left to pixels down from the top left.
    let mut state = State {
        transform: Transform::from_row(k, 0.0, 0.0, -k, 0.0, page.height * k),
        fill: Color::BLACK,
        stroke: Color::BLACK,
        line_width: MM_PER_POINT,
    };
    let mut saved = Vec::new();
    for op in &page.ops {
        match op {
            Op::Save => saved.push(state),
            Op::Restore => state = saved.pop().unwrap_or(state),
            Op::Translate { x, y } => state.transform = state.transform.pre_translate(*x, *y),
            Op::Rotate { degrees } => {
                state.transform = state.transform.pre_concat(Transform::from_rotate(*degrees));
            }
            Op::Scale { x, y } => state.transform = state.transform.pre_scale(*x, *y),
            Op::FillColour(c) => state.fill = colour(*c),
            Op::StrokeColour(c) => state.stroke = colour(*c),
            Op::LineWidth { points } => state.line_width = points * MM_PER_POINT,
            Op::Shape { points, paint } => shape(&mut pixmap, &state, points, *paint),
            Op::Line { points } => line(&mut pixmap, &state, points),
            Op::Text {
                x,
                y,
                points,
                bold,
                text,
            } => {
                let font = if *bold { &fonts.bold } else { &fonts.regular };
                self::text(&mut pixmap, &state, font, (*x, *y), *points, text);
            }
        }
    }
    Ok(pixmap)
}

fn solid(colour: Color) -> tiny_skia::Paint<'static> {
    tiny_skia::Paint {
        shader: Shader::SolidColor(colour),
        anti_alias: true,
        ..tiny_skia::Paint::default()
    }
}

fn stroke_of(state: &State) -> Stroke {
    Stroke {
        width: state.line_width,
        miter_limit: MITER_LIMIT,
        line_cap: LineCap::Butt,
        line_join: LineJoin::Miter,
        dash: None,
    }
}

/// A closed path: points in order, a curve's two control points marked, then its end.
fn shape(pixmap: &mut Pixmap, state: &State, points: &[PathPoint], paint: Paint) {
    let Some(first) = points.first() else {
        return;
    };
    let mut path = PathBuilder::new();
    path.move_to(first.x, first.y);
    let mut rest = points[1..].iter();
    while let Some(p) = rest.next() {
        if p.curve {
            match (rest.next(), rest.next()) {
                (Some(c2), Some(end)) => path.cubic_to(p.x, p.y, c2.x, c2.y, end.x, end.y),
                // A curve cut short is drawn as far as its points go.
                (Some(end), None) => path.quad_to(p.x, p.y, end.x, end.y),
                _ => path.line_to(p.x, p.y),
            }
        } else {
            path.line_to(p.x, p.y);
        }
    }
    path.close();
    let Some(path) = path.finish() else {
        return;
    };
    if matches!(paint, Paint::Fill | Paint::FillAndStroke) {
        pixmap.fill_path(
            &path,
            &solid(state.fill),
            FillRule::Winding,
            state.transform,
            None,
        );
    }
    if matches!(paint, Paint::Stroke | Paint::FillAndStroke) {
        stroke(pixmap, state, &path);
    }
}

/// `path` stroked in the stroke colour and width.
fn stroke(pixmap: &mut Pixmap, state: &State, path: &tiny_skia::Path) {
    pixmap.stroke_path(
        path,
        &solid(state.stroke),
        &stroke_of(state),
        state.transform,
        None,
    );
}

/// An open line, stroked.
fn line(pixmap: &mut Pixmap, state: &State, points: &[(f32, f32)]) {
    let mut path = PathBuilder::new();
    for (i, (x, y)) in points.iter().enumerate() {
        if i == 0 {
            path.move_to(*x, *y);
        } else {
            path.line_to(*x, *y);
        }
    }
    if let Some(path) = path.finish() {
        stroke(pixmap, state, &path);
    }
}

/// A glyph's outline into a path, in the font's units (y up, as the page's).
struct Pen<'a>(&'a mut PathBuilder);

impl OutlinePen for Pen<'_> {
    fn move_to(&mut self, x: f32, y: f32) {
        self.0.move_to(x, y);
    }
    fn line_to(&mut self, x: f32, y: f32) {
        self.0.line_to(x, y);
    }
    fn quad_to(&mut self, cx0: f32, cy0: f32, x: f32, y: f32) {
        self.0.quad_to(cx0, cy0, x, y);
    }
    fn curve_to(&mut self, cx0: f32, cy0: f32, cx1: f32, cy1: f32, x: f32, y: f32) {
        self.0.cubic_to(cx0, cy0, cx1, cy1, x, y);
    }
    fn close(&mut self) {
        self.0.close();
    }
}

/// Text set from (`x`, `y`) on its baseline, glyph after glyph by their advances (as the
/// PDF sets it: no kerning), filled in the fill colour.
fn text(
    pixmap: &mut Pixmap,
    state: &State,
    font: &FontRef<'_>,
    (x, y): (f32, f32),
    points: f32,
    text: &str,
) {
    let location = LocationRef::default();
    let upm = f32::from(font.metrics(Size::unscaled(), location).units_per_em.max(1));
    let charmap = font.charmap();
    let advances = font.glyph_metrics(Size::unscaled(), location);
    let outlines = font.outline_glyphs();
    // Font units to millimetres on the page.
    let scale = points * MM_PER_POINT / upm;
    let mut path = PathBuilder::new();
    let mut pen_x = 0.0;
    for glyph in text.chars().filter_map(|ch| charmap.map(ch)) {
        if let Some(outline) = outlines.get(glyph) {
            let mut one = PathBuilder::new();
            if outline
                .draw((Size::unscaled(), location), &mut Pen(&mut one))
                .is_ok()
                && let Some(shape) = one.finish()
                && let Some(placed) = shape.transform(Transform::from_translate(pen_x, 0.0))
            {
                path.push_path(&placed);
            }
        }
        pen_x += advances.advance_width(glyph).unwrap_or(0.0);
    }
    let Some(path) = path.finish() else {
        return;
    };
    let at = state.transform.pre_translate(x, y).pre_scale(scale, scale);
    pixmap.fill_path(&path, &solid(state.fill), FillRule::Winding, at, None);
}

/// The picture as an opaque RGB PNG that says its resolution.
fn encode_png(pixmap: &Pixmap, dpi: u32) -> Vec<u8> {
    // Drawn on white, every pixel is opaque: premultiplied values are the colours.
    let rgb: Vec<u8> = pixmap
        .data()
        .chunks_exact(4)
        .flat_map(|px| [px[0], px[1], px[2]])
        .collect();
    crate::png::encode_rgb(pixmap.width(), pixmap.height(), &rgb, dpi)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::page::Duplex;

    fn p(x: f32, y: f32) -> PathPoint {
        PathPoint { x, y, curve: false }
    }

    fn page(ops: Vec<Op>) -> Page {
        Page {
            width: 25.4,
            height: 25.4,
            ops,
        }
    }

    fn square(x: f32, y: f32, side: f32) -> Op {
        Op::Shape {
            points: vec![
                p(x, y),
                p(x + side, y),
                p(x + side, y + side),
                p(x, y + side),
            ],
            paint: Paint::Fill,
        }
    }

    fn pixel(pm: &Pixmap, x: u32, y: u32) -> [u8; 3] {
        let c = pm.pixel(x, y).expect("inside");
        [c.red(), c.green(), c.blue()]
    }

    const REGULAR: &[u8] = include_bytes!("../../../fonts/NotoSans-Regular.ttf");
    const BOLD: &[u8] = include_bytes!("../../../fonts/NotoSans-Bold.ttf");

    fn fonts() -> Fonts<'static> {
        Fonts::read(REGULAR, BOLD).expect("the bundled fonts")
    }

    #[test]
    fn an_inch_at_100_dpi_is_100_pixels_and_y_runs_up() {
        let pg = page(vec![
            Op::FillColour(Rgb(1.0, 0.0, 0.0)),
            // the bottom left quarter
            square(0.0, 0.0, 12.7),
        ]);
        assert_eq!(pixel_size(&pg, 100), (100, 100));
        let fonts = fonts();
        let pm = draw(&pg, 100, &fonts).expect("drawn");
        assert_eq!(pixel(&pm, 10, 90), [255, 0, 0], "bottom left is red");
        assert_eq!(pixel(&pm, 10, 10), [255, 255, 255], "top left stays white");
        assert_eq!(
            pixel(&pm, 90, 90),
            [255, 255, 255],
            "bottom right stays white"
        );
    }

    #[test]
    fn transformations_apply_to_what_follows_and_restore_undoes_them() {
        let pg = page(vec![
            Op::Save,
            Op::Translate { x: 12.7, y: 12.7 },
            Op::Scale { x: 2.0, y: 1.0 },
            Op::FillColour(Rgb(0.0, 0.0, 1.0)),
            // 6.35 mm wide, doubled: the top right quarter
            square(0.0, 0.0, 6.35),
            Op::Restore,
            // black again, untransformed: a square at the bottom left
            square(0.0, 0.0, 5.0),
        ]);
        let fonts = fonts();
        let pm = draw(&pg, 100, &fonts).expect("drawn");
        assert_eq!(pixel(&pm, 95, 45), [0, 0, 255], "scaled across only");
        assert_eq!(pixel(&pm, 60, 20), [255, 255, 255], "not scaled up");
        assert_eq!(pixel(&pm, 5, 95), [0, 0, 0], "restored colour and place");
    }

    #[test]
    fn a_turn_is_counter_clockwise_as_in_pdf() {
        let pg = page(vec![
            Op::Translate { x: 12.7, y: 12.7 },
            Op::Rotate { degrees: 90.0 },
            // along +x before the turn; +y (up the page) after it
            square(0.0, -1.0, 10.0),
        ]);
        let fonts = fonts();
        let pm = draw(&pg, 100, &fonts).expect("drawn");
        assert_eq!(pixel(&pm, 47, 30), [0, 0, 0], "above the centre");
        assert_eq!(pixel(&pm, 70, 53), [255, 255, 255], "not right of it");
    }

    #[test]
    fn a_png_says_its_size_and_resolution() {
        let doc = Document {
            title: String::new(),
            creator: String::new(),
            duplex: Duplex::Simplex,
            pages: vec![page(vec![square(0.0, 0.0, 25.4)])],
        };
        let fonts = fonts();
        let png = encode_png(&draw(&doc.pages[0], 300, &fonts).expect("drawn"), 300);
        let decoder = png::Decoder::new(std::io::Cursor::new(&png));
        let reader = decoder.read_info().expect("a PNG");
        let info = reader.info();
        assert_eq!((info.width, info.height), (300, 300));
        let dims = info.pixel_dims.expect("pHYs");
        assert_eq!(
            (dims.xppu, dims.yppu, dims.unit),
            (11811, 11811, png::Unit::Meter)
        );
    }

    #[test]
    fn a_page_too_large_or_empty_is_refused() {
        let fonts = fonts();
        let mut pg = page(vec![]);
        pg.width = 0.0;
        assert_eq!(draw(&pg, 300, &fonts).err(), Some(WriteError::Image));
        pg.width = 10_000.0;
        assert_eq!(draw(&pg, 300, &fonts).err(), Some(WriteError::Image));
    }

    /// Ink inside `(x0..x1, y0..y1)`: how many pixels are not white.
    fn inked(pm: &Pixmap, (x0, x1): (u32, u32), (y0, y1): (u32, u32)) -> usize {
        (x0..x1)
            .flat_map(|x| (y0..y1).map(move |y| (x, y)))
            .filter(|&(x, y)| pixel(pm, x, y) != [255, 255, 255])
            .count()
    }

    #[test]
    fn text_sits_on_its_baseline_and_bold_is_heavier() {
        let words = |bold| {
            page(vec![Op::Text {
                x: 2.54,
                y: 12.7,
                points: 24.0,
                bold,
                text: "HH".into(),
            }])
        };
        let regular = draw(&words(false), 100, &fonts()).expect("drawn");
        let bold = draw(&words(true), 100, &fonts()).expect("drawn");
        // 24 pt capitals stand about 24 px high at 100 dpi: above the baseline (y = 50 px)
        // and not below it, starting from x = 10 px.
        let above = inked(&regular, (0, 100), (25, 50));
        assert!(above > 100, "ink above the baseline: {above}");
        assert_eq!(inked(&regular, (0, 100), (52, 100)), 0, "none below it");
        assert_eq!(
            inked(&regular, (0, 9), (0, 100)),
            0,
            "none before its start"
        );
        assert!(inked(&bold, (0, 100), (0, 100)) > above, "bold is heavier");
    }

    #[test]
    fn names_must_match_the_pages() {
        let doc = Document {
            title: String::new(),
            creator: String::new(),
            duplex: Duplex::Simplex,
            pages: vec![page(vec![])],
        };
        assert_eq!(
            pages_zip(&doc, &[], 300, REGULAR, BOLD).err(),
            Some(WriteError::Names)
        );
    }
}
