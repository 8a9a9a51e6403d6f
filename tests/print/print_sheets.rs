//! The print kit's sheets as the PDF draws them: the crop marks and cut lines read back
//! from each page's content give every card's and counter's trim size; every component and
//! mark is inside the printable area; nine cards to a bleed-0 sheet; each back is its
//! front mirrored for the flip, plus the back offset; the page counts a player gets. The
//! sizes expected are the physical ones (poker cards, 5/8" and 1/2" counters), written
//! here, not taken from the code under test.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::float_cmp
)]

use crate::common;

use lopdf::content::Content;
use pnp_companion::games::dnfm::cards::CardSet;
use pnp_companion::games::sherwood::SherwoodData;
use pnp_companion::print::draw::Ink;
use pnp_companion::print::geometry::{Flip, Paper};
use pnp_companion::print::options::{Kit, PrintOptions};
use pnp_companion::print::pdf::{CROP_MARK_WIDTH_PT, SHARED_CUT_WIDTH_PT, render};
use pnp_companion::print::sherwood::CounterSize;

const POKER: (f32, f32) = (63.5, 88.9);
const FIVE_EIGHTHS: f32 = 15.875;
const HALF: f32 = 12.7;
/// What a home printer can reach: everything stays this far from the paper's edge.
const MARGIN: f32 = 6.0;
const PT: f32 = 25.4 / 72.0;

/// One page as drawn: its size, the lines drawn at page level (width in points, end
/// points in mm), and where components were placed (the translations at the first level).
#[derive(Debug, Default)]
struct Page {
    size: (f32, f32),
    lines: Vec<(f32, (f32, f32, f32, f32))>,
    placed: Vec<(f32, f32)>,
    /// Drawings turned upside down (a 180° rotation) anywhere on the page.
    turned: usize,
    /// Every fill colour set on the page (`rg`), in order.
    fills: Vec<(f32, f32, f32)>,
}

fn pages(o: &PrintOptions) -> Vec<Page> {
    let bytes = render(
        o,
        CardSet::builtin().unwrap(),
        SherwoodData::builtin().unwrap(),
    )
    .unwrap();
    let doc = lopdf::Document::load_mem(&bytes).unwrap();
    doc.get_pages()
        .values()
        .map(|id| {
            let content = Content::decode(&doc.get_page_content(*id)).unwrap();
            let mut page = Page {
                size: common::pdf::page_size_mm(&doc, *id),
                ..Page::default()
            };
            let (mut depth, mut width, mut at) = (0, 0.0, (0.0, 0.0));
            let num = |o: &lopdf::Object| o.as_float().unwrap();
            for op in content.operations {
                let a = &op.operands;
                match op.operator.as_str() {
                    "q" => depth += 1,
                    "Q" => depth -= 1,
                    "w" => width = num(&a[0]),
                    "cm" if depth == 1 && num(&a[0]) == 1.0 && num(&a[3]) == 1.0 => {
                        page.placed.push((num(&a[4]) * PT, num(&a[5]) * PT));
                    }
                    "cm" if (num(&a[0]) + 1.0).abs() < 1e-3 && (num(&a[3]) + 1.0).abs() < 1e-3 => {
                        page.turned += 1;
                    }
                    "rg" => page.fills.push((num(&a[0]), num(&a[1]), num(&a[2]))),
                    "m" => at = (num(&a[0]) * PT, num(&a[1]) * PT),
                    "l" if depth == 0 => {
                        let to = (num(&a[0]) * PT, num(&a[1]) * PT);
                        page.lines.push((width, (at.0, at.1, to.0, to.1)));
                        at = to;
                    }
                    _ => {}
                }
            }
            page
        })
        .collect()
}

impl Page {
    fn with_width(&self, w: f32) -> impl Iterator<Item = (f32, f32, f32, f32)> + '_ {
        self.lines
            .iter()
            .filter(move |(lw, _)| (lw - w).abs() < 0.01)
            .map(|(_, s)| *s)
    }

    /// The x of every vertical cut and the y of every horizontal one, from the crop marks
    /// and the shared cut lines, each once and in order.
    fn cuts(&self) -> (Vec<f32>, Vec<f32>) {
        let mut xs = Vec::new();
        let mut ys = Vec::new();
        for (x1, y1, x2, y2) in self
            .with_width(CROP_MARK_WIDTH_PT)
            .chain(self.with_width(SHARED_CUT_WIDTH_PT))
        {
            if (x1 - x2).abs() < 0.01 {
                xs.push(x1);
            } else if (y1 - y2).abs() < 0.01 {
                ys.push(y1);
            }
        }
        (distinct(xs), distinct(ys))
    }

    /// Components placed at a crossing of the cut lines (the furniture is placed elsewhere).
    fn components(&self) -> Vec<(f32, f32)> {
        let (xs, ys) = self.cuts();
        let near = |v: f32, all: &[f32]| all.iter().any(|a| (a - v).abs() < 0.05);
        self.placed
            .iter()
            .copied()
            .filter(|(x, y)| near(*x, &xs) && near(*y, &ys))
            .collect()
    }
}

fn distinct(mut v: Vec<f32>) -> Vec<f32> {
    v.sort_by(f32::total_cmp);
    v.dedup_by(|a, b| (*a - *b).abs() < 0.05);
    v
}

/// The gaps between neighbouring cut lines: each is a trim size, or twice the bleed.
fn assert_gaps(lines: &[f32], trim: f32, bleed: f32, what: &str) {
    assert!(lines.len() >= 2, "{what}: cut lines {lines:?}");
    for pair in lines.windows(2) {
        let gap = pair[1] - pair[0];
        let fits = (gap - trim).abs() <= 0.1 || (bleed > 0.0 && (gap - 2.0 * bleed).abs() <= 0.1);
        assert!(
            fits,
            "{what}: a gap of {gap:.2} mm between cut lines {lines:?}"
        );
    }
}

fn options(kit: Kit, paper: Paper, bleed: f32) -> PrintOptions {
    PrintOptions {
        kit,
        paper,
        bleed,
        ..PrintOptions::default()
    }
}

/// Every page of each kit on both papers, with and without bleed, with its component's
/// trim size, the bleed and words for a failure.
fn every_page(mut check: impl FnMut(&Page, (f32, f32), f32, &str)) {
    for paper in [Paper::A4, Paper::Letter] {
        for bleed in [0.0, 3.0] {
            for (kit, size, trim) in [
                (Kit::Dnfm, CounterSize::FiveEighths, POKER),
                (
                    Kit::Sherwood,
                    CounterSize::FiveEighths,
                    (FIVE_EIGHTHS, FIVE_EIGHTHS),
                ),
                (Kit::Sherwood, CounterSize::Half, (HALF, HALF)),
            ] {
                let o = PrintOptions {
                    counter_size: size,
                    ..options(kit, paper, bleed)
                };
                for (n, page) in pages(&o).iter().enumerate() {
                    let what = format!("{kit:?} {size:?} {paper:?} bleed {bleed} page {}", n + 1);
                    check(page, trim, bleed, &what);
                }
            }
        }
    }
}

#[test]
fn the_cut_lines_give_every_card_and_counter_its_trim_size() {
    every_page(|page, trim, bleed, what| {
        let (xs, ys) = page.cuts();
        assert_gaps(&xs, trim.0, bleed, what);
        assert_gaps(&ys, trim.1, bleed, what);
        let placed = page.components();
        assert!(!placed.is_empty(), "{what}: no component on a cut line");
        // Each component's trim box is bounded by cut lines on all four sides.
        let on = |v: f32, all: &[f32]| all.iter().any(|a| (a - v).abs() < 0.1);
        for (x, y) in placed {
            assert!(
                on(x + trim.0, &xs) && on(y + trim.1, &ys),
                "{what}: a component at ({x:.1}, {y:.1}) without its far cut lines"
            );
        }
    });
}

#[test]
fn everything_stays_inside_the_printable_area() {
    every_page(|page, trim, bleed, what| {
        let (w, h) = page.size;
        let inside = |x: f32, y: f32| {
            x >= MARGIN - 0.01
                && x <= w - MARGIN + 0.01
                && y >= MARGIN - 0.01
                && y <= h - MARGIN + 0.01
        };
        for (_, (x1, y1, x2, y2)) in &page.lines {
            assert!(
                inside(*x1, *y1) && inside(*x2, *y2),
                "{what}: a line from ({x1:.1}, {y1:.1}) to ({x2:.1}, {y2:.1})"
            );
        }
        for (x, y) in &page.placed {
            assert!(
                inside(*x, *y),
                "{what}: something placed at ({x:.1}, {y:.1})"
            );
        }
        for (x, y) in page.components() {
            assert!(
                inside(x - bleed, y - bleed) && inside(x + trim.0 + bleed, y + trim.1 + bleed),
                "{what}: a component's bleed box at ({x:.1}, {y:.1})"
            );
        }
    });
}

#[test]
fn nine_cards_to_a_sheet_and_the_page_counts_a_player_gets() {
    for paper in [Paper::A4, Paper::Letter] {
        let dnfm = pages(&options(Kit::Dnfm, paper, 0.0));
        assert_eq!(
            dnfm.len(),
            4,
            "{paper:?}: the 18 cards on 2 sheets, fronts and backs"
        );
        for page in &dnfm {
            assert_eq!(page.components().len(), 9, "{paper:?}: nine cards a page");
            let (w, h) = page.size;
            let (pw, ph) = paper.size();
            assert!((w - pw).abs() < 0.2 && (h - ph).abs() < 0.2, "upright");
        }
        let bled = pages(&options(Kit::Dnfm, paper, 3.0));
        assert_eq!(bled.len(), 6, "{paper:?} with bleed: 3 sheets");
        let per_page = bled[0].components().len();
        let expected = if paper == Paper::A4 { 8 } else { 6 };
        assert_eq!(per_page, expected, "{paper:?} with bleed, cards a page");
        for size in [CounterSize::FiveEighths, CounterSize::Half] {
            let counters = pages(&PrintOptions {
                counter_size: size,
                ..options(Kit::Sherwood, paper, 0.0)
            });
            assert_eq!(
                counters.len(),
                2,
                "{paper:?} {size:?}: one sheet, front and back"
            );
        }
    }
}

#[test]
fn each_back_is_its_front_mirrored_for_the_flip_plus_the_offset() {
    for paper in [Paper::A4, Paper::Letter] {
        for bleed in [0.0, 3.0] {
            for flip in [Flip::Long, Flip::Short] {
                let offset = (1.5, -0.5);
                let o = PrintOptions {
                    flip,
                    back_offset: offset,
                    ..options(Kit::Dnfm, paper, bleed)
                };
                let all = pages(&o);
                for pair in all.chunks(2) {
                    let (front, back) = (&pair[0], &pair[1]);
                    let (w, h) = front.size;
                    let landscape = w > h;
                    let across = (flip == Flip::Long) != landscape;
                    let fronts = front.components();
                    assert!(!fronts.is_empty());
                    for (x, y) in fronts {
                        let (mx, my) = if across {
                            (w - x - POKER.0, y)
                        } else {
                            (x, h - y - POKER.1)
                        };
                        let want = (mx + offset.0, my + offset.1);
                        assert!(
                            back.placed
                                .iter()
                                .any(|(bx, by)| (bx - want.0).abs() < 0.05
                                    && (by - want.1).abs() < 0.05),
                            "{paper:?} bleed {bleed} {flip:?}: no back at {want:?} for the front at ({x:.2}, {y:.2})"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn backs_mirrored_up_and_down_are_printed_upside_down() {
    // A cut card turns over on its long side; where the sheet turns up and down (the short
    // edge of an upright sheet, the long edge of one on its side), every back is printed
    // upside down so the card comes out the same. Dice Card faces draw their second
    // reading turned already, so count the extra turns.
    for paper in [Paper::A4, Paper::Letter] {
        for bleed in [0.0, 3.0] {
            let base = options(Kit::Dnfm, paper, bleed);
            let long = pages(&base);
            let short = pages(&PrintOptions {
                flip: Flip::Short,
                ..base
            });
            for (n, (l, s)) in long.iter().zip(&short).enumerate() {
                let landscape = l.size.0 > l.size.1;
                let extra = s.turned as i64 - l.turned as i64;
                let cards = l.components().len() as i64;
                let expected = match (n % 2 == 1, landscape) {
                    (false, _) => 0,
                    (true, false) => cards,
                    (true, true) => -cards,
                };
                assert_eq!(extra, expected, "{paper:?} bleed {bleed} page {}", n + 1);
            }
        }
    }
}

#[test]
fn the_ink_saver_changes_the_fills_not_the_layout() {
    let full = pages(&options(Kit::All, Paper::A4, 0.0));
    let saver = pages(&PrintOptions {
        ink: Ink::Saver,
        ..options(Kit::All, Paper::A4, 0.0)
    });
    assert_eq!(full.len(), saver.len());
    // How much paler, area by area, is `draw`'s unit test
    // (the_ink_saver_pales_large_fills_and_keeps_light_marks_readable); here the PDF shows
    // the change made and nothing moved.
    let mut paler = 0;
    for (a, b) in full.iter().zip(&saver) {
        assert_eq!(a.components(), b.components(), "the same layout");
        assert!(!a.fills.is_empty() && !b.fills.is_empty());
        if a.fills != b.fills {
            paler += 1;
        }
    }
    // Every front page has large fills to lighten (Map Cards, counters); backs may not.
    assert!(
        paler >= full.len() / 2,
        "the ink saver changed the fills of {paler} of {} pages",
        full.len()
    );
}
