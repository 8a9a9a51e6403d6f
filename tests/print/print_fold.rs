//! The fold-over kit (issue 64), for a printer without duplex, read back from the PDF:
//! every front's box mirrored to its back's across the fold to 0.01 mm, on A4 and Letter,
//! with and without bleed; the fold never marked as a cut; one side only.

use pnp_companion::print::dnfm::CARD;
use pnp_companion::print::geometry::{FoldGrid, Paper};
use pnp_companion::print::options::{Kit, PrintOptions};

const PT: f32 = 72.0 / 25.4;

use crate::common::pdf::kit as pdf;

/// Each page's components: where each is placed (mm), as the content stream moves to it
/// from the page's own origin.
fn placed(doc: &lopdf::Document) -> Vec<Vec<(f32, f32)>> {
    doc.get_pages()
        .values()
        .map(|id| {
            let content = lopdf::content::Content::decode(&doc.get_page_content(*id)).unwrap();
            let mut depth = 0;
            let mut at = Vec::new();
            for op in content.operations {
                let n = |k: usize| op.operands[k].as_float().unwrap();
                match op.operator.as_str() {
                    "q" => depth += 1,
                    "Q" => depth -= 1,
                    "cm" if depth == 1 && n(0) == 1.0 && n(3) == 1.0 => {
                        at.push((n(4) / PT, n(5) / PT));
                    }
                    _ => {}
                }
            }
            at
        })
        .collect()
}

/// Stroked lines along the fold between the components (a cut where the fold is): fills
/// that meet the fold (a card's bleed stops there) are no cut.
fn lines_on_the_fold(doc: &lopdf::Document, fold: f32, from: f32, to: f32) -> usize {
    let mut count = 0;
    for id in doc.get_pages().values() {
        let content = lopdf::content::Content::decode(&doc.get_page_content(*id)).unwrap();
        let mut start = (0.0, 0.0);
        let mut pending = 0;
        for op in content.operations {
            let n = |k: usize| op.operands[k].as_float().unwrap() / PT;
            match op.operator.as_str() {
                "m" => {
                    start = (n(0), n(1));
                    pending = 0;
                }
                "l" => {
                    let end = (n(0), n(1));
                    let along = (start.1 - fold).abs() < 0.01 && (end.1 - fold).abs() < 0.01;
                    let inside = start.0.max(end.0) > from + 0.5 && start.0.min(end.0) < to - 0.5;
                    if along && inside {
                        pending += 1;
                    }
                    start = end;
                }
                "S" | "s" => {
                    count += pending;
                    pending = 0;
                }
                "f" | "F" | "f*" | "n" => pending = 0,
                _ => {}
            }
        }
    }
    count
}

#[test]
fn every_front_is_mirrored_to_its_back_across_the_fold() {
    for paper in [Paper::A4, Paper::Letter] {
        for bleed in [0.0, 3.0] {
            let o = PrintOptions {
                kit: Kit::Dnfm,
                paper,
                bleed,
                fold: true,
                ..PrintOptions::default()
            };
            let grid = FoldGrid::fit(paper, CARD, bleed);
            // Three cards a page; with bleed and its marks' room, two.
            let least = if bleed == 0.0 { 3 } else { 2 };
            assert!(grid.per_sheet() >= least, "{paper:?} {bleed}: {grid:?}");
            let doc = pdf(&o);
            let pages = placed(&doc);
            assert_eq!(
                pages.len(),
                18usize.div_ceil(grid.per_sheet()),
                "{paper:?} {bleed}: one side only, no pages of backs"
            );
            let (w, h) = paper.size();
            for (p, at) in pages.iter().enumerate() {
                let size = pnp_companion_page_size(&doc, p);
                assert!(
                    (size.0 - w).abs() < 0.05 && (size.1 - h).abs() < 0.05,
                    "{size:?}"
                );
                let cards = if p + 1 == pages.len() && 18 % grid.per_sheet() != 0 {
                    18 % grid.per_sheet()
                } else {
                    grid.per_sheet()
                };
                for i in 0..cards {
                    let front = grid.front_trim(i);
                    let back = grid.back_trim(i);
                    let found = |x: f32, y: f32| {
                        at.iter()
                            .any(|&(ax, ay)| (ax - x).abs() < 0.01 && (ay - y).abs() < 0.01)
                    };
                    assert!(
                        found(front.x, front.y),
                        "{paper:?} {bleed} page {p} front {i}"
                    );
                    assert!(found(back.x, back.y), "{paper:?} {bleed} page {p} back {i}");
                    // Mirrored: the same across, the same distance from the fold.
                    assert!((front.x - back.x).abs() < 0.01);
                    assert!(
                        ((front.y - grid.fold) - (grid.fold - back.top())).abs() < 0.01,
                        "{front:?} {back:?} about {}",
                        grid.fold
                    );
                    assert!(front.y >= grid.fold - 0.01 && back.top() <= grid.fold + 0.01);
                    assert!(grid.front_cell(i).within(grid.printable()));
                    assert!(grid.back_cell(i).within(grid.printable()));
                }
            }
            let first = grid.front_trim(0);
            let last = grid.front_trim(grid.cols - 1);
            assert_eq!(
                lines_on_the_fold(&doc, grid.fold, first.x, last.right()),
                0,
                "{paper:?} {bleed}: the fold is never a cut"
            );
            if bleed == 0.0 {
                // Where the cards' other edges are cut, the same reading finds the guides.
                assert!(lines_on_the_fold(&doc, first.top(), first.x, last.right()) > 0);
            }
            let text = doc.extract_text(&[1]).unwrap_or_default();
            assert!(text.contains("fold"), "{text}");
            // The viewer's print dialog is told one side, not duplex.
            assert_eq!(crate::common::pdf::duplex(&doc), b"Simplex");
        }
    }
}

#[test]
fn the_counters_fold_over_too() {
    let o = PrintOptions {
        kit: Kit::Sherwood,
        fold: true,
        ..PrintOptions::default()
    };
    let doc = pdf(&o);
    let grid = FoldGrid::fit(Paper::A4, (15.875, 15.875), 0.0);
    assert!(grid.rows > 1 && grid.cols > 1, "{grid:?}");
    let pages = placed(&doc);
    assert!(!pages.is_empty());
    for i in 0..grid.per_sheet() {
        let (f, b) = (grid.front_trim(i), grid.back_trim(i));
        let found = |x: f32, y: f32| {
            pages[0]
                .iter()
                .any(|&(ax, ay)| (ax - x).abs() < 0.01 && (ay - y).abs() < 0.01)
        };
        assert!(found(f.x, f.y) && found(b.x, b.y), "counter {i}");
    }
}

fn pnp_companion_page_size(doc: &lopdf::Document, page: usize) -> (f32, f32) {
    let id = *doc.get_pages().values().nth(page).unwrap();
    crate::common::pdf::page_size_mm(doc, id)
}
