//! Files for a print shop: the Do Not Forsake Me deck as each card printer takes it, and
//! the Sherwood counters as one sheet's picture. Every face is drawn from the kit's own
//! display list (the one the PDF and the screen share), at the card's size with the shop's
//! bleed and the art carried into it; a picture is that page drawn by tiny-skia
//! (`pnp_pdf::page_png`) at [`DPI`].

use super::draw::{Align, Rgb, Shape};
use super::geometry::{Flip, Rect, Segment, crop_marks};
use super::options::Shop;
use super::pdf::{CROP_MARK_WIDTH_PT, component, document, segments, shapes};
use super::sherwood::CounterSize;
use crate::games::dnfm::cards::CardSet;
use crate::games::sherwood::SherwoodData;
use pnp_pdf::{Document, Duplex, Page};

/// The resolution the shops ask for.
pub const DPI: u32 = 300;

/// A bleed of 1/8 inch all round (mm): The Game Crafter's and DriveThruCards'.
pub const EIGHTH_INCH: f32 = 3.175;

/// MakePlayingCards' bleed: 36 pixels at 300 dpi (0.12 in), so that its poker card is
/// 822 × 1122 pixels, the size its uploader checks.
pub const MPC_BLEED: f32 = 36.0 / 300.0 * 25.4;

/// How pages become the file a shop takes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Output {
    Pdf,
    /// The first page as one PNG at [`DPI`].
    Png,
    /// Every page a PNG at [`DPI`], named in turn, in one zip.
    PngZip(Vec<String>),
}

impl Output {
    /// The file's ending, as its name should carry it.
    pub fn extension(&self) -> &'static str {
        match self {
            Output::Pdf => "pdf",
            Output::Png => "png",
            Output::PngZip(_) => "zip",
        }
    }
}

/// Pages and the file they make.
#[derive(Debug, Clone, PartialEq)]
pub struct Job {
    pub pages: Document,
    pub output: Output,
}

impl Shop {
    /// The bleed the shop's template adds around the trimmed card (mm).
    pub fn bleed(self) -> f32 {
        match self {
            Shop::TheGameCrafter | Shop::DriveThruCards => EIGHTH_INCH,
            Shop::MakePlayingCards => MPC_BLEED,
        }
    }

    /// The shop takes a picture for every face (in a zip), not one PDF.
    pub fn takes_pictures(self) -> bool {
        !matches!(self, Shop::DriveThruCards)
    }

    /// The file the deck is saved as, by default.
    pub fn file_name(self) -> String {
        let ending = if self.takes_pictures() { "zip" } else { "pdf" };
        format!("do-not-forsake-me-{}.{ending}", self.key())
    }
}

/// The deck as `shop` takes it: DriveThruCards one PDF, each front followed by its back;
/// The Game Crafter and MakePlayingCards a PNG for every face, in a zip, named by the
/// card's number and side (`card-01-front.png`, `card-01-back.png`, …), each front before
/// its back in the zip.
pub fn deck(shop: Shop, set: &CardSet) -> Job {
    let pages = deck_pages(set, shop.bleed());
    let output = if shop.takes_pictures() {
        Output::PngZip(face_names(set))
    } else {
        Output::Pdf
    };
    Job { pages, output }
}

/// A file name for every face, in the deck's page order.
pub fn face_names(set: &CardSet) -> Vec<String> {
    set.card
        .iter()
        .flat_map(|card| {
            ["front", "back"].map(|side| format!("card-{:02}-{side}.png", card.number))
        })
        .collect()
}

/// The Do Not Forsake Me cards one face to a page: the card's trimmed size with `bleed`
/// all round and its art carried into it, no marks, each card's front followed by its back.
pub fn deck_pages(set: &CardSet, bleed: f32) -> Document {
    let trim = super::dnfm::CARD;
    let (w, h) = (trim.0 + 2.0 * bleed, trim.1 + 2.0 * bleed);
    let cell = Rect {
        x: 0.0,
        y: 0.0,
        w,
        h,
    };
    let at = cell.inset(bleed);
    let mut pages = Vec::new();
    for (front, back) in super::dnfm::every_card(set) {
        for face in [front, back] {
            let mut ops = Vec::new();
            component(&mut ops, trim, at, cell, &face);
            pages.push(Page {
                width: w,
                height: h,
                ops,
            });
        }
    }
    let mut deck = document(crate::t!("print-shop-deck-title"), Flip::Long, pages);
    deck.duplex = Duplex::Simplex;
    deck
}

/// Counters across a row of the counter sheet.
const SHEET_COLUMNS: usize = 10;
/// The sheet's margin: room for the crop marks and, at the top, the header (mm).
const SHEET_MARGIN: f32 = 8.0;

/// Where the counter sheet puts each counter.
#[derive(Debug, Clone, PartialEq)]
pub struct CounterSheet {
    pub page: (f32, f32),
    /// The fold's height on the page (mm from the bottom).
    pub fold: f32,
    /// Each counter's front trim, and its back's: the front's mirrored across the fold.
    pub fronts: Vec<Rect>,
    pub backs: Vec<Rect>,
    pub bleed: f32,
}

impl CounterSheet {
    /// `count` counters of `side` mm with `bleed`: the fronts in rows above the fold, read
    /// from the top, each back below it where folding the sheet puts it behind its front.
    pub fn lay_out(count: usize, side: f32, bleed: f32) -> CounterSheet {
        let cols = SHEET_COLUMNS.min(count).max(1);
        let rows = count.div_ceil(cols).max(1);
        let pitch = side + 2.0 * bleed;
        let width = 2.0 * SHEET_MARGIN + cols as f32 * pitch;
        let height = 2.0 * SHEET_MARGIN + 2.0 * rows as f32 * pitch;
        let fold = SHEET_MARGIN + rows as f32 * pitch;
        let fronts: Vec<Rect> = (0..count)
            .map(|i| {
                let (col, row) = (i % cols, i / cols);
                Rect {
                    x: SHEET_MARGIN + bleed + col as f32 * pitch,
                    // The first counters at the top, under the sheet's name; the last
                    // row's next to the fold.
                    y: fold + bleed + (rows - 1 - row) as f32 * pitch,
                    w: side,
                    h: side,
                }
            })
            .collect();
        let backs = fronts
            .iter()
            .map(|r| Rect {
                y: 2.0 * fold - r.top(),
                ..*r
            })
            .collect();
        CounterSheet {
            page: (width, height),
            fold,
            fronts,
            backs,
            bleed,
        }
    }
}

/// The Sherwood counters as one sheet for a print shop, to be printed on one side, folded
/// and glued: every front above the fold with its back mirrored below it (turned, so it
/// reads upright behind its front), each with 1/8 in of bleed, crop marks around, the fold
/// dashed in the margins and the sheet's name at its top.
pub fn counter_sheet(data: &SherwoodData, size: CounterSize) -> Job {
    let s = size.mm();
    let counters = super::sherwood::counters(data, size);
    let sheet = CounterSheet::lay_out(counters.len(), s, EIGHTH_INCH);
    let mut ops = Vec::new();
    let (mut trims, mut cells) = (Vec::new(), Vec::new());
    for ((counter, front), back) in counters.iter().zip(&sheet.fronts).zip(&sheet.backs) {
        component(
            &mut ops,
            (s, s),
            *front,
            front.inset(-sheet.bleed),
            &counter.front,
        );
        let turned = vec![Shape::Turned(counter.back.clone())];
        component(&mut ops, (s, s), *back, back.inset(-sheet.bleed), &turned);
        trims.extend([*front, *back]);
        cells.extend([front.inset(-sheet.bleed), back.inset(-sheet.bleed)]);
    }
    let (pw, ph) = sheet.page;
    let page_box = Rect {
        x: 0.0,
        y: 0.0,
        w: pw,
        h: ph,
    };
    let marks = crop_marks(&cells, &trims, page_box.inset(1.0));
    segments(&mut ops, &marks, Rgb::BLACK, CROP_MARK_WIDTH_PT);
    let dashes: Vec<Segment> = [
        (0.5, SHEET_MARGIN - 1.0),
        (pw - SHEET_MARGIN + 1.0, pw - 0.5),
    ]
    .into_iter()
    .flat_map(|(from, to)| {
        let y = sheet.fold;
        (0..)
            .map(move |n| from + 2.0 * n as f32)
            .take_while(move |x| x + 1.0 <= to)
            .map(move |x| (x, y, x + 1.0, y))
    })
    .collect();
    segments(&mut ops, &dashes, Rgb::BLACK, CROP_MARK_WIDTH_PT);
    let header = crate::t!(
        "print-counter-sheet-header",
        title = crate::t!("print-sheet-title-sherwood"),
        how = crate::t!("print-sheet-fold-side")
    );
    let size_pt = super::fit::size_to_fit(&header, 6.5, true, pw - 2.0 * SHEET_MARGIN);
    let title = Shape::bold(
        SHEET_MARGIN,
        ph - SHEET_MARGIN + 2.5,
        size_pt,
        header,
        Align::Left,
    );
    shapes(&mut ops, &[title], sheet.page);
    let page = Page {
        width: pw,
        height: ph,
        ops,
    };
    let mut pages = document(
        crate::t!("print-sheet-title-sherwood"),
        Flip::Long,
        vec![page],
    );
    pages.duplex = Duplex::Simplex;
    Job {
        pages,
        output: Output::Png,
    }
}

/// The job's pictures (a PNG, or PNGs in a zip), drawn here on every platform; `None` for a
/// PDF, which the PDF writer makes.
pub fn pictures(job: &Job) -> Option<Result<Vec<u8>, super::pdf::PrintError>> {
    use crate::fonts::{BOLD, REGULAR};
    let drawn = match &job.output {
        Output::Pdf => return None,
        Output::Png => match job.pages.pages.first() {
            Some(page) => pnp_pdf::page_png(page, DPI, REGULAR, BOLD),
            None => Err(pnp_pdf::WriteError::Pages),
        },
        Output::PngZip(names) => pnp_pdf::pages_zip(&job.pages, names, DPI, REGULAR, BOLD),
    };
    Some(drawn.map_err(|e| super::pdf::write_error(&e)))
}

/// The job's file, written here (the web app sends a PDF's pages to the writer's wasm).
#[cfg(not(target_arch = "wasm32"))]
pub fn write(job: &Job) -> Result<Vec<u8>, super::pdf::PrintError> {
    pictures(job).unwrap_or_else(|| super::pdf::write(&job.pages))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_shops_card_is_its_template_in_pixels() {
        let px = |mm: f32| (mm / 25.4 * DPI as f32).round() as u32;
        let (w, h) = super::super::dnfm::CARD;
        let size = |shop: Shop| (px(w + 2.0 * shop.bleed()), px(h + 2.0 * shop.bleed()));
        assert_eq!(size(Shop::TheGameCrafter), (825, 1125));
        assert_eq!(size(Shop::DriveThruCards), (825, 1125));
        assert_eq!(size(Shop::MakePlayingCards), (822, 1122));
    }

    #[test]
    fn a_back_lies_behind_its_front_across_the_fold() {
        let sheet = CounterSheet::lay_out(23, 15.875, EIGHTH_INCH);
        assert_eq!(sheet.fronts.len(), 23);
        for (f, b) in sheet.fronts.iter().zip(&sheet.backs) {
            assert!((f.x - b.x).abs() < 0.01);
            assert!(((f.y - sheet.fold) - (sheet.fold - b.top())).abs() < 0.01);
            assert!(f.y >= sheet.fold && b.top() <= sheet.fold);
            // bleed and all, on the page
            assert!(b.y - EIGHTH_INCH >= SHEET_MARGIN - 0.01);
            assert!(f.top() + EIGHTH_INCH <= sheet.page.1 - SHEET_MARGIN + 0.01);
        }
        // The first at the top left, the next to its right.
        assert!(sheet.fronts[0].top() > sheet.fronts[10].top());
        assert!(sheet.fronts[1].x > sheet.fronts[0].x);
        assert!((sheet.fronts[0].top() + EIGHTH_INCH - (sheet.page.1 - SHEET_MARGIN)).abs() < 0.01);
        // Ten across, three rows each side.
        let pitch = 15.875 + 2.0 * EIGHTH_INCH;
        assert!((sheet.page.0 - (2.0 * SHEET_MARGIN + 10.0 * pitch)).abs() < 0.01);
        assert!((sheet.page.1 - (2.0 * SHEET_MARGIN + 6.0 * pitch)).abs() < 0.01);
    }
}
