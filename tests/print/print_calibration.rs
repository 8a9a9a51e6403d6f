//! The printer check and the backs' own options, read back from the PDFs: each of the 25
//! squares' backs measured against its front (mirrored for the flip the way this test
//! works it out, not the code's) and found moved by its own shift; a printer's shift
//! lined up in exactly one square, whose correction then puts the kit's backs on their
//! fronts; the kit's backs moved by the back offset; the backs' bleed as set; no marks on
//! the backs when they are left off. Sizes and shifts expected are written here.

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
use pnp_companion::print::calibration::{self, SQUARE_LINE_PT};
use pnp_companion::print::geometry::{Flip, Paper};
use pnp_companion::print::options::{Kit, PrintOptions};
use pnp_companion::print::pdf::{
    CROP_MARK_WIDTH_PT, SHARED_CUT_WIDTH_PT, render, render_calibration,
};
use pnp_companion::print::sherwood::CounterSize;

const PT: f32 = 25.4 / 72.0;
const FIVE_EIGHTHS: f32 = 15.875;

/// A box drawn on a page (mm): x, y, width, height.
type Box4 = (f32, f32, f32, f32);

/// One page as drawn.
#[derive(Debug, Default)]
struct Page {
    size: (f32, f32),
    /// Closed paths stroked, with the line's width (points) and their box on the page.
    stroked: Vec<(f32, Box4)>,
    /// Closed paths filled at the page's own level (a component's bleed background).
    filled: Vec<Box4>,
    /// Where things were placed (translations at the first level).
    placed: Vec<(f32, f32)>,
    /// Straight lines at the page's level, with their width in points.
    lines: Vec<f32>,
    /// The text shown, as read back through its font's character map: each run with its
    /// size (points) and where it starts on the page (mm).
    texts: Vec<Text>,
}

/// One run of text on a page.
#[derive(Debug, Clone)]
struct Text {
    text: String,
    size: f32,
    at: (f32, f32),
}

fn read(bytes: &[u8]) -> Vec<Page> {
    let doc = lopdf::Document::load_mem(bytes).expect("a PDF lopdf reads");
    doc.get_pages()
        .values()
        .map(|id| {
            let content = Content::decode(&doc.get_page_content(*id)).unwrap();
            let mut page = Page {
                size: common::pdf::page_size_mm(&doc, *id),
                ..Page::default()
            };
            let num = |o: &lopdf::Object| o.as_float().unwrap();
            // Each font's map from the bytes drawn to the characters they show.
            let encodings: std::collections::BTreeMap<Vec<u8>, lopdf::Encoding<'_>> = doc
                .get_page_fonts(*id)
                .unwrap()
                .into_iter()
                .map(|(name, font)| (name, font.get_font_encoding(&doc).unwrap()))
                .collect();
            // The text state: the font and size set, where the line starts (points, in the
            // translation in force).
            let mut font: Vec<u8> = Vec::new();
            let mut size = 0.0f32;
            let mut line = (0.0f32, 0.0f32);
            // The translation in force (only translations are used where it matters), kept
            // on a stack with the graphics state.
            let mut stack: Vec<(f32, f32)> = Vec::new();
            let mut at = (0.0f32, 0.0f32);
            let mut width = 0.0;
            let mut path: Vec<(f32, f32)> = Vec::new();
            let mut closed = false;
            for op in content.operations {
                let a = &op.operands;
                match op.operator.as_str() {
                    "q" => stack.push(at),
                    "Q" => at = stack.pop().unwrap_or((0.0, 0.0)),
                    "cm" => {
                        let pure = num(&a[0]) == 1.0 && num(&a[3]) == 1.0;
                        if pure {
                            let moved = (at.0 + num(&a[4]) * PT, at.1 + num(&a[5]) * PT);
                            if stack.len() == 1 {
                                page.placed.push(moved);
                            }
                            at = moved;
                        }
                    }
                    "w" => width = num(&a[0]),
                    "BT" => line = (0.0, 0.0),
                    "Tf" => {
                        font = a[0].as_name().unwrap().to_vec();
                        size = num(&a[1]);
                    }
                    "Td" => line = (line.0 + num(&a[0]), line.1 + num(&a[1])),
                    "Tm" => line = (num(&a[4]), num(&a[5])),
                    "Tj" => {
                        let encoding = encodings.get(&font).expect("the font is the page's");
                        let text =
                            lopdf::Document::decode_text(encoding, a[0].as_str().unwrap()).unwrap();
                        page.texts.push(Text {
                            text,
                            size,
                            at: (at.0 + line.0 * PT, at.1 + line.1 * PT),
                        });
                    }
                    "m" => {
                        path = vec![(num(&a[0]) * PT + at.0, num(&a[1]) * PT + at.1)];
                        closed = false;
                    }
                    "l" | "c" => {
                        let n = a.len();
                        path.push((num(&a[n - 2]) * PT + at.0, num(&a[n - 1]) * PT + at.1));
                    }
                    "h" => closed = true,
                    "S" | "s" | "B" | "b" | "f" | "F" | "f*" => {
                        let op = op.operator.as_str();
                        let stroke = matches!(op, "S" | "s" | "B" | "b");
                        let fill = matches!(op, "B" | "b" | "f" | "F" | "f*");
                        if path.len() == 2 && stroke && stack.is_empty() {
                            page.lines.push(width);
                        }
                        if path.len() >= 4 && (closed || op == "s" || op == "b" || fill) {
                            let xs = path.iter().map(|p| p.0);
                            let ys = path.iter().map(|p| p.1);
                            let x0 = xs.clone().fold(f32::MAX, f32::min);
                            let x1 = xs.fold(f32::MIN, f32::max);
                            let y0 = ys.clone().fold(f32::MAX, f32::min);
                            let y1 = ys.fold(f32::MIN, f32::max);
                            let b = (x0, y0, x1 - x0, y1 - y0);
                            if stroke {
                                page.stroked.push((width, b));
                            }
                            if fill && stack.is_empty() {
                                page.filled.push(b);
                            }
                        }
                        path.clear();
                    }
                    _ => {}
                }
            }
            page
        })
        .collect()
}

fn check(paper: Paper, flip: Flip) -> Vec<Page> {
    read(
        &render_calibration(&PrintOptions {
            paper,
            flip,
            // The check is printed with no offset of its own, whatever the settings hold.
            back_offset: (3.0, -3.0),
            ..PrintOptions::default()
        })
        .unwrap(),
    )
}

/// The squares on a page, in the order drawn (1 to 25).
fn squares(page: &Page) -> Vec<Box4> {
    page.stroked
        .iter()
        .filter(|(w, _)| (w - SQUARE_LINE_PT).abs() < 0.01)
        .map(|(_, b)| *b)
        .collect()
}

/// The squares on a page, each with the number printed beside it as the player reads it
/// (the page's text, through its font's character map): the bold 10 pt whole number that
/// starts within the square's width and stands nearest it, above or below, within 8 mm.
/// Found by where they stand, not by the order they were drawn in.
fn numbered_squares(page: &Page) -> Vec<(u8, Box4)> {
    squares(page)
        .into_iter()
        .map(|b| {
            let gap = |t: &Text| (t.at.1 - b.1).abs().min((t.at.1 - b.1 - b.3).abs());
            let number = page
                .texts
                .iter()
                .filter(|t| (t.size - 10.0).abs() < 0.01 && t.at.0 > b.0 && t.at.0 < b.0 + b.2)
                .filter(|t| gap(t) < 8.0)
                .min_by(|x, y| gap(x).total_cmp(&gap(y)))
                .unwrap_or_else(|| panic!("no number printed by the square at {b:?}"));
            let n = number
                .text
                .trim()
                .parse::<u8>()
                .unwrap_or_else(|_| panic!("{:?} by the square at {b:?}", number.text));
            (n, b)
        })
        .collect()
}

/// The shift printed under square `number` on the front ("X −2 · Y +2"), as millimetres.
fn printed_shift(page: &Page, square: Box4) -> (f32, f32) {
    let t = page
        .texts
        .iter()
        .filter(|t| (t.size - 6.0).abs() < 0.01 && t.at.0 > square.0 - 2.0)
        .filter(|t| t.at.0 < square.0 + square.2 && t.text.starts_with('X'))
        .min_by(|a, b| {
            (a.at.1 - square.1)
                .abs()
                .total_cmp(&(b.at.1 - square.1).abs())
        })
        .unwrap_or_else(|| panic!("no shift printed by the square at {square:?}"));
    let mm = |w: &str| -> f32 { w.replace('−', "-").replace('+', "").parse().unwrap() };
    let words: Vec<&str> = t.text.split_whitespace().collect();
    match words.as_slice() {
        ["X", x, "·", "Y", y] => (mm(x), mm(y)),
        _ => panic!("a shift reads {:?}", t.text),
    }
}

/// Where a box on the front lies on the back: an upright sheet turned on its long edge
/// mirrors left and right, on its short edge up and down.
fn mirrored(b: Box4, page: (f32, f32), flip: Flip) -> Box4 {
    match flip {
        Flip::Long => (page.0 - b.0 - b.2, b.1, b.2, b.3),
        Flip::Short => (b.0, page.1 - b.1 - b.3, b.2, b.3),
    }
}

/// The shift of the square at (row, column) counted on the front from the top-left:
/// −2 to +2 mm across, +2 to −2 mm down the rows.
fn expected_shift(row: usize, col: usize) -> (f32, f32) {
    (col as f32 - 2.0, 2.0 - row as f32)
}

/// Each front square's row and column, from where it stands on the page.
fn rows_and_columns(fronts: &[Box4]) -> Vec<(usize, usize)> {
    let distinct = |mut v: Vec<f32>| {
        v.sort_by(f32::total_cmp);
        v.dedup_by(|a, b| (*a - *b).abs() < 0.5);
        v
    };
    let xs = distinct(fronts.iter().map(|b| b.0).collect());
    let ys = distinct(fronts.iter().map(|b| b.1).collect());
    assert_eq!((xs.len(), ys.len()), (5, 5), "five columns and five rows");
    fronts
        .iter()
        .map(|b| {
            let col = xs.iter().position(|x| (x - b.0).abs() < 0.5).unwrap();
            let from_bottom = ys.iter().position(|y| (y - b.1).abs() < 0.5).unwrap();
            (4 - from_bottom, col)
        })
        .collect()
}

#[test]
fn each_squares_back_is_its_front_mirrored_and_moved_by_its_own_shift() {
    for paper in [Paper::A4, Paper::Letter] {
        for flip in [Flip::Long, Flip::Short] {
            let pages = check(paper, flip);
            assert_eq!(pages.len(), 2, "{paper:?} {flip:?}: a front and its back");
            // Each square by the number printed beside it, on each side: the number the
            // player types in is the one beside the square that lined up.
            let (fronts, backs) = (numbered_squares(&pages[0]), numbered_squares(&pages[1]));
            for (side, numbered) in [("front", &fronts), ("back", &backs)] {
                let mut numbers: Vec<u8> = numbered.iter().map(|(n, _)| *n).collect();
                numbers.sort_unstable();
                assert_eq!(
                    numbers,
                    (1..=25).collect::<Vec<u8>>(),
                    "{paper:?} {flip:?}: the {side}'s squares numbered 1 to 25, once each"
                );
            }
            let front_boxes: Vec<Box4> = fronts.iter().map(|(_, b)| *b).collect();
            let places = rows_and_columns(&front_boxes);
            let mut measured = [(0.0, 0.0); 25];
            for ((number, front), (row, col)) in fronts.iter().zip(&places) {
                // Numbered row by row from the top-left, as the page prints them.
                assert_eq!(
                    usize::from(*number),
                    row * 5 + col + 1,
                    "{paper:?} {flip:?}: the number printed at row {row}, column {col}"
                );
                let back = backs
                    .iter()
                    .find(|(n, _)| n == number)
                    .map(|(_, b)| *b)
                    .unwrap();
                let m = mirrored(*front, pages[0].size, flip);
                let shift = (back.0 - m.0, back.1 - m.1);
                let want = expected_shift(*row, *col);
                assert!(
                    (shift.0 - want.0).abs() < 0.01 && (shift.1 - want.1).abs() < 0.01,
                    "{paper:?} {flip:?} square {number}: moved {shift:?}, not {want:?}"
                );
                assert!((back.2 - 16.0).abs() < 0.01 && (front.2 - 16.0).abs() < 0.01);
                // The shift printed under it says the same, and so does the app's number
                // for the square.
                assert_eq!(
                    printed_shift(&pages[0], *front),
                    want,
                    "{paper:?} {flip:?} square {number}: the shift printed"
                );
                assert_eq!(calibration::correction(*number), Some(want));
                measured[usize::from(*number) - 1] = shift;
            }
            let xs: Vec<f32> = measured.iter().map(|s| s.0.round()).collect();
            assert_eq!(&xs[..5], &[-2.0, -1.0, 0.0, 1.0, 2.0]);
        }
    }
}

/// Say the printer moves every back by `e`: exactly one square lines up (its back lands on
/// its front), and that square's correction, applied to the kit, puts every back on its
/// front. A printer moving its backs 1 mm right lines up in a square shifted 1 mm left.
#[test]
fn the_square_that_lines_up_corrects_the_kits_backs() {
    let paper = Paper::A4;
    for flip in [Flip::Long, Flip::Short] {
        let pages = check(paper, flip);
        let (fronts, backs) = (numbered_squares(&pages[0]), numbered_squares(&pages[1]));
        for e in [(1.0, 0.0), (-1.0, 2.0), (0.0, -2.0)] {
            // The squares whose back, moved by the printer, lands on its front: the number
            // read is the one printed beside both.
            let lined_up: Vec<u8> = fronts
                .iter()
                .filter(|(n, front)| {
                    let m = mirrored(*front, pages[0].size, flip);
                    backs.iter().any(|(k, back)| {
                        k == n
                            && (back.0 + e.0 - m.0).abs() < 0.01
                            && (back.1 + e.1 - m.1).abs() < 0.01
                    })
                })
                .map(|(n, _)| *n)
                .collect();
            assert_eq!(lined_up.len(), 1, "{flip:?} {e:?}");
            let number = lined_up[0];
            let o = calibration::correction(number).unwrap();
            assert_eq!(
                o,
                (-e.0, -e.1),
                "{flip:?}: the square shifted against the printer"
            );
            // The kit printed with it: each back, moved by the printer, on its front.
            let kit = read(
                &render(
                    &PrintOptions {
                        kit: Kit::Sherwood,
                        flip,
                        back_offset: o,
                        ..PrintOptions::default()
                    },
                    CardSet::builtin().unwrap(),
                    SherwoodData::builtin().unwrap(),
                )
                .unwrap(),
            );
            let (front, back) = (&kit[0], &kit[1]);
            let components = |p: &Page| -> Vec<(f32, f32)> {
                p.placed
                    .iter()
                    .copied()
                    .filter(|(x, y)| *x > 6.0 && *y > 6.0)
                    .collect()
            };
            let fronts = components(front);
            let backs = components(back);
            let mut checked = 0;
            for f in &fronts {
                let m = mirrored((f.0, f.1, FIVE_EIGHTHS, FIVE_EIGHTHS), front.size, flip);
                if backs
                    .iter()
                    .any(|b| (b.0 + e.0 - m.0).abs() < 0.01 && (b.1 + e.1 - m.1).abs() < 0.01)
                {
                    checked += 1;
                }
            }
            assert!(checked >= 40, "{flip:?} {e:?}: {checked} counters lined up");
        }
    }
}

fn sherwood(o: PrintOptions) -> Vec<Page> {
    read(
        &render(
            &PrintOptions {
                kit: Kit::Sherwood,
                counter_size: CounterSize::FiveEighths,
                ..o
            },
            CardSet::builtin().unwrap(),
            SherwoodData::builtin().unwrap(),
        )
        .unwrap(),
    )
}

/// The counters' backs, as their bleed backgrounds (filled at page level, a counter's
/// size or more).
fn backgrounds(page: &Page) -> Vec<Box4> {
    page.filled
        .iter()
        .copied()
        .filter(|b| b.2 >= FIVE_EIGHTHS - 0.01 && b.2 < FIVE_EIGHTHS + 13.0)
        .collect()
}

#[test]
fn a_back_offset_moves_every_back_by_exactly_that_much() {
    let base = PrintOptions {
        bleed: 3.0,
        ..PrintOptions::default()
    };
    let still = sherwood(base);
    let moved = sherwood(PrintOptions {
        back_offset: (1.0, -0.5),
        ..base
    });
    let (a, b) = (backgrounds(&still[1]), backgrounds(&moved[1]));
    assert!(
        a.len() >= 20 && a.len() == b.len(),
        "{} and {}",
        a.len(),
        b.len()
    );
    for (s, m) in a.iter().zip(&b) {
        assert!(
            (m.0 - s.0 - 1.0).abs() < 0.01 && (m.1 - s.1 + 0.5).abs() < 0.01,
            "a back at {s:?} went to {m:?}"
        );
        assert!((m.2 - s.2).abs() < 0.01 && (m.3 - s.3).abs() < 0.01);
    }
    // The fronts stay where they were.
    assert_eq!(backgrounds(&still[0]), backgrounds(&moved[0]));
}

#[test]
fn the_backs_bleed_as_set_and_still_land_on_their_fronts() {
    for (front_bleed, back_bleed) in [(3.0, 5.0), (0.0, 2.0), (3.0, 3.0)] {
        let pages = sherwood(PrintOptions {
            bleed: front_bleed,
            back_bleed: Some(back_bleed),
            ..PrintOptions::default()
        });
        let (front, back) = (&pages[0], &pages[1]);
        let bled = |page: &Page, by: f32| -> usize {
            let size = FIVE_EIGHTHS + 2.0 * by;
            backgrounds(page)
                .iter()
                .filter(|b| (b.2 - size).abs() < 0.01 && (b.3 - size).abs() < 0.01)
                .count()
        };
        let backs = backgrounds(back);
        assert!(backs.len() > 20, "fronts {front_bleed}, backs {back_bleed}");
        if front_bleed > 0.0 {
            let fronts = backgrounds(front).len();
            assert_eq!(
                bled(front, front_bleed),
                fronts,
                "fronts bleed {front_bleed}"
            );
            assert_eq!(fronts, backs.len(), "a back for every front");
        }
        assert_eq!(
            bled(back, back_bleed),
            backs.len(),
            "backs bleed {back_bleed} beyond the trim (fronts {front_bleed})"
        );
        // Each back's background reaches `back_bleed` beyond its trim (where it is placed).
        for b in backgrounds(back) {
            let trim = (b.0 + back_bleed, b.1 + back_bleed);
            assert!(
                back.placed
                    .iter()
                    .any(|p| (p.0 - trim.0).abs() < 0.01 && (p.1 - trim.1).abs() < 0.01),
                "a back's bleed around no trim: {b:?}"
            );
        }
        // No back's bleed reaches another back's trim: the gaps leave room for it.
        let trims: Vec<Box4> = backgrounds(back)
            .iter()
            .map(|b| {
                (
                    b.0 + back_bleed,
                    b.1 + back_bleed,
                    FIVE_EIGHTHS,
                    FIVE_EIGHTHS,
                )
            })
            .collect();
        for (i, b) in backgrounds(back).iter().enumerate() {
            for (j, t) in trims.iter().enumerate() {
                let overlap = b.0 < t.0 + t.2 - 0.01
                    && t.0 < b.0 + b.2 - 0.01
                    && b.1 < t.1 + t.3 - 0.01
                    && t.1 < b.1 + b.3 - 0.01;
                assert!(i == j || !overlap, "back {i}'s bleed on trim {j}");
            }
        }
    }
}

#[test]
fn cut_marks_can_be_left_off_the_backs_and_the_fronts_keep_theirs() {
    for bleed in [0.0, 3.0] {
        let marks = |p: &Page| {
            p.lines
                .iter()
                .filter(|w| {
                    (*w - CROP_MARK_WIDTH_PT).abs() < 0.01
                        || (*w - SHARED_CUT_WIDTH_PT).abs() < 0.01
                })
                .count()
        };
        let on = sherwood(PrintOptions {
            bleed,
            ..PrintOptions::default()
        });
        let off = sherwood(PrintOptions {
            bleed,
            back_crop_marks: false,
            ..PrintOptions::default()
        });
        assert!(marks(&on[1]) > 0, "bleed {bleed}: backs marked by default");
        assert_eq!(marks(&off[1]), 0, "bleed {bleed}: no marks on the backs");
        assert_eq!(
            marks(&off[0]),
            marks(&on[0]),
            "bleed {bleed}: fronts keep theirs"
        );
        assert!(marks(&off[0]) > 0);
    }
}

#[test]
fn the_check_says_what_to_do_in_every_language_and_keeps_its_lines() {
    use pnp_companion::i18n::{Lang, set_language};
    for lang in [Lang::En, Lang::De, Lang::Fr] {
        set_language(lang);
        let bytes = render_calibration(&PrintOptions::default()).unwrap();
        let doc = lopdf::Document::load_mem(&bytes).unwrap();
        let text = doc.extract_text(&[1, 2]).unwrap_or_default();
        for needle in ["10 cm", "13", "25"] {
            assert!(text.contains(needle), "{lang:?}: '{needle}' missing");
        }
    }
    set_language(Lang::En);
}
