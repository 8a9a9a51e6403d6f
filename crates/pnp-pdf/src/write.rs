//! The PDF writer (printpdf): a document's pages with the two fonts embedded and subset,
//! asking to be printed at actual size and turned on the document's duplex edge.

use crate::error::WriteError;
use crate::page::{Document, Duplex, Op, Paint, Rgb};
use printpdf::{
    Color, CurTransMat, CustomPdfConformance, FontId, Line, LinePoint, Mm, PaintMode, ParsedFont,
    PdfConformance, PdfDocument, PdfFontHandle, PdfPage, PdfSaveOptions, Point, Polygon,
    PolygonRing, Pt, TextItem, WindingOrder,
};

/// The document as PDF bytes, its text set in `regular` and `bold` (TrueType files).
pub fn write(doc: &Document, regular: &[u8], bold: &[u8]) -> Result<Vec<u8>, WriteError> {
    let mut pdf = PdfDocument::new(&doc.title);
    pdf.metadata.info.creator = doc.creator.clone();
    pdf.metadata.info.producer = doc.creator.clone();
    // Plain PDF, no PDF/X: no colour profile to embed. The web build blanks printpdf's
    // profile to save its 654 KB (packaging/web/build.sh), so this must stay so.
    pdf.metadata.info.conformance = PdfConformance::Custom(CustomPdfConformance::default());
    let mut warnings = Vec::new();
    let regular = ParsedFont::from_bytes(regular, 0, &mut warnings).ok_or(WriteError::Font)?;
    let bold = ParsedFont::from_bytes(bold, 0, &mut warnings).ok_or(WriteError::Font)?;
    let fonts = [pdf.add_font(&regular), pdf.add_font(&bold)];
    let pages = doc
        .pages
        .iter()
        .map(|page| {
            let mut ops = Vec::with_capacity(page.ops.len() * 2);
            for op in &page.ops {
                pdf_ops(&mut ops, op, &fonts);
            }
            PdfPage::new(Mm(page.width), Mm(page.height), ops)
        })
        .collect();
    pdf.with_pages(pages);
    let options = PdfSaveOptions {
        subset_fonts: true,
        ..PdfSaveOptions::default()
    };
    let mut save_warnings = Vec::new();
    let mut out = pdf.to_lopdf_document(&options, &mut save_warnings);
    ask_for_actual_size(&mut out, doc.duplex)?;
    if options.optimize {
        out.compress();
    }
    let mut bytes = Vec::new();
    out.save_to(&mut bytes)
        .map_err(|e| WriteError::Save(e.to_string()))?;
    Ok(bytes)
}

/// The PDF for pages as [`crate::encode`] wrote them: what the web app's writer is given.
pub fn write_encoded(pages: &[u8], regular: &[u8], bold: &[u8]) -> Result<Vec<u8>, WriteError> {
    write(&crate::decode(pages)?, regular, bold)
}

fn colour(c: Rgb) -> Color {
    Color::Rgb(printpdf::Rgb::new(c.0, c.1, c.2, None))
}

fn point(x: f32, y: f32, bezier: bool) -> LinePoint {
    LinePoint {
        p: Point::new(Mm(x), Mm(y)),
        bezier,
    }
}

/// printpdf's operations for one of ours (a text takes five).
fn pdf_ops(out: &mut Vec<printpdf::Op>, op: &Op, fonts: &[FontId; 2]) {
    use printpdf::Op as P;
    let last = match op {
        Op::Save => P::SaveGraphicsState,
        Op::Restore => P::RestoreGraphicsState,
        Op::Translate { x, y } => P::SetTransformationMatrix {
            matrix: CurTransMat::Translate(Mm(*x).into(), Mm(*y).into()),
        },
        Op::Rotate { degrees } => P::SetTransformationMatrix {
            matrix: CurTransMat::Rotate(*degrees),
        },
        Op::Scale { x, y } => P::SetTransformationMatrix {
            matrix: CurTransMat::Scale(*x, *y),
        },
        Op::FillColour(c) => P::SetFillColor { col: colour(*c) },
        Op::StrokeColour(c) => P::SetOutlineColor { col: colour(*c) },
        Op::LineWidth { points } => P::SetOutlineThickness { pt: Pt(*points) },
        Op::Shape { points, paint } => P::DrawPolygon {
            polygon: Polygon {
                rings: vec![PolygonRing {
                    points: points.iter().map(|p| point(p.x, p.y, p.curve)).collect(),
                }],
                mode: match paint {
                    Paint::Fill => PaintMode::Fill,
                    Paint::Stroke => PaintMode::Stroke,
                    Paint::FillAndStroke => PaintMode::FillStroke,
                },
                winding_order: WindingOrder::NonZero,
            },
        },
        Op::Line { points } => P::DrawLine {
            line: Line {
                points: points.iter().map(|(x, y)| point(*x, *y, false)).collect(),
                is_closed: false,
            },
        },
        Op::Text {
            x,
            y,
            points,
            bold,
            text,
        } => {
            out.extend([
                P::StartTextSection,
                P::SetTextCursor {
                    pos: Point::new(Mm(*x), Mm(*y)),
                },
                P::SetFont {
                    font: PdfFontHandle::External(fonts[usize::from(*bold)].clone()),
                    size: Pt(*points),
                },
                P::ShowText {
                    items: vec![TextItem::Text(text.clone())],
                },
            ]);
            P::EndTextSection
        }
    };
    out.push(last);
}

/// Asks the viewer to print at actual size ("fit to page" is the commonest way home-printed
/// cards come out the wrong size) and, for sheets printed on both sides, to turn the sheet
/// on the given edge: the catalog's `/ViewerPreferences`.
fn ask_for_actual_size(pdf: &mut lopdf::Document, duplex: Duplex) -> Result<(), WriteError> {
    use lopdf::{Dictionary, Object};
    let broken = |e: lopdf::Error| WriteError::Catalog(e.to_string());
    let root = pdf
        .trailer
        .get(b"Root")
        .and_then(Object::as_reference)
        .map_err(broken)?;
    let catalog = pdf
        .get_object_mut(root)
        .and_then(Object::as_dict_mut)
        .map_err(broken)?;
    let edge = match duplex {
        Duplex::LongEdge => "DuplexFlipLongEdge",
        Duplex::ShortEdge => "DuplexFlipShortEdge",
        Duplex::Simplex => "Simplex",
    };
    catalog.set(
        "ViewerPreferences",
        Dictionary::from_iter([
            ("PrintScaling", Object::Name(b"None".to_vec())),
            ("Duplex", Object::Name(edge.as_bytes().to_vec())),
        ]),
    );
    Ok(())
}
