//! The printer check: one sheet, printed on both sides, that tells how far a duplex printer
//! moves the backs, and checks the scale on the way.
//!
//! The front has 25 numbered squares, five by five. Each square's back is printed at the
//! place the kit would print a back (its front mirrored for the flip, [`Grid::back_trim`]),
//! moved by the square's own shift: from −2 to +2 mm across and up, one square per pair.
//!
//! **The sign.** Say the printer moves everything on the back page by `e` (mm, in the back
//! page's own directions: +x right, +y up, as the page is printed). A back drawn at `m + s`
//! (`m`: its front, mirrored; `s`: the square's shift) lands at `m + s + e`, and lines up with
//! its front where `s + e = 0`, that is in the square shifted by `s = −e`. The kit's backs,
//! drawn at `m + o` with the back offset `o`, land at `m + o + e`: they line up when
//! `o = −e = s`. So the correction is the shift of the square that lines up, as it is,
//! with no change of sign: a printer that moves its backs 1 mm right lines up in the square
//! shifted 1 mm left, and the kit's backs are then printed 1 mm to the left
//! ([`correction`]).
//!
//! The sheet is printed with no back offset of its own, whatever the settings hold, so the
//! square's shift is the whole correction, not a change to the last one.
//!
//! Both sides carry a 10 cm and a 1 inch line with their ticks: at 100 % they measure
//! true, and the back's (printed where the front's are, mirrored) line up with them too.

use super::draw::{Align, Rgb, Shape};
use super::fit;
use super::geometry::{Flip, Grid, PRINTABLE_MARGIN, Paper, Rect};
use crate::t;

/// Squares across and down.
pub const SIDE: usize = 5;
/// How many squares: numbered 1 to 25, row by row from the top-left of the front.
pub const SQUARES: u8 = 25;
/// The distance between neighbouring squares' centres (mm).
pub const PITCH: f32 = 34.0;
/// A square's side (mm).
pub const SQUARE: f32 = 16.0;
/// The squares' outline (points): thicker than any other line on the sheet, so a reader of
/// the PDF can tell the squares from the rest.
pub const SQUARE_LINE_PT: f32 = 1.0;
/// The lines through each square's middle (mm).
const CROSS_LINE: f32 = 0.15;
/// How far the cross runs beyond the square (mm).
const CROSS_OUT: f32 = 3.0;

/// The shift of square `number` (1 to 25): from −2 to +2 mm across (left to right on the
/// front) and up (top row +2); `None` for any other number.
pub fn shift(number: u8) -> Option<(f32, f32)> {
    if !(1..=SQUARES).contains(&number) {
        return None;
    }
    let i = usize::from(number - 1);
    let (col, row) = (i % SIDE, i / SIDE);
    Some((col as f32 - 2.0, 2.0 - row as f32))
}

/// The back offset to print the kit with when square `number` lined up: its shift, as it
/// is (the module's comment shows why the sign stays).
pub fn correction(number: u8) -> Option<(f32, f32)> {
    shift(number)
}

/// The square whose correction is `offset`, where one is.
pub fn square_for(offset: (f32, f32)) -> Option<u8> {
    (1..=SQUARES).find(|&n| {
        shift(n).is_some_and(|(x, y)| (x - offset.0).abs() < 1e-3 && (y - offset.1).abs() < 1e-3)
    })
}

/// Something drawn at a place on a page: shapes laid out from (x, y).
#[derive(Debug, Clone, PartialEq)]
pub struct Placed {
    pub x: f32,
    pub y: f32,
    pub shapes: Vec<Shape>,
}

/// The two pages of the check, laid out.
#[derive(Debug, Clone, PartialEq)]
pub struct Sheet {
    /// Width and height (mm), upright.
    pub page: (f32, f32),
    pub front: Vec<Placed>,
    pub back: Vec<Placed>,
}

/// The squares' grid on the page: centred across, under the words at the top.
pub fn grid(paper: Paper) -> Grid {
    let (pw, ph) = paper.size();
    let size = PITCH * SIDE as f32;
    let top = ph - PRINTABLE_MARGIN - 30.0;
    Grid {
        paper,
        landscape: false,
        trim: (PITCH, PITCH),
        bleed: 0.0,
        back_bleed: 0.0,
        cols: SIDE,
        rows: SIDE,
        origin: ((pw - size) / 2.0, top - PITCH),
    }
}

/// Where square `number`'s square is on the front (mm, on the page).
pub fn front_square(paper: Paper, number: u8) -> Option<Rect> {
    let i = usize::from(number.checked_sub(1)?);
    (i < SIDE * SIDE).then(|| grid(paper).trim_of(i).inset((PITCH - SQUARE) / 2.0))
}

/// Where square `number`'s square is on the back: its front mirrored for `flip`, moved
/// by its shift.
pub fn back_square(paper: Paper, flip: Flip, number: u8) -> Option<Rect> {
    let i = usize::from(number.checked_sub(1)?);
    let s = shift(number)?;
    Some(
        grid(paper)
            .back_trim(i, s, flip)
            .inset((PITCH - SQUARE) / 2.0),
    )
}

/// A square with a cross through its middle, in its slot's own millimetres.
fn target() -> Vec<Shape> {
    let lo = (PITCH - SQUARE) / 2.0;
    let mid = PITCH / 2.0;
    let line = |x1, y1, x2, y2| Shape::black_line((x1, y1), (x2, y2), CROSS_LINE);
    vec![
        Shape::Rect {
            x: lo,
            y: lo,
            w: SQUARE,
            h: SQUARE,
            fill: None,
            stroke: Some((Rgb::BLACK, SQUARE_LINE_PT * 25.4 / 72.0)),
        },
        line(mid, lo - CROSS_OUT, mid, lo + SQUARE + CROSS_OUT),
        line(lo - CROSS_OUT, mid, lo + SQUARE + CROSS_OUT, mid),
    ]
}

/// A signed whole number of millimetres as the sheet writes it, as a player would type it
/// for the back offset: "+1", "-2", "0" (the PDF's font has no minus sign of its own).
fn signed(v: f32) -> String {
    let n = v.round() as i32;
    if n > 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

/// Words wrapped to lines no wider than `room` (mm) at `size`.
fn wrapped(text: &str, size: f32, room: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        let tried = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if fit::width(&tried, size, false) > room && !line.is_empty() {
            lines.push(std::mem::replace(&mut line, word.to_string()));
        } else {
            line = tried;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// The header: a title, then the words wrapped to the grid's width, from the top.
fn header(title: String, words: &[String], width: f32) -> Vec<Shape> {
    let mut v = vec![Shape::bold(0.0, 0.0, 10.0, title, Align::Left)];
    let mut y = -5.0;
    for paragraph in words {
        for line in wrapped(paragraph, 7.5, width) {
            v.push(Shape::text(0.0, y, 7.5, line));
            y -= 3.4;
        }
    }
    v
}

/// A ruler `len` mm long with a tick every `step` mm (longer every `every` ticks, numbered
/// from `numbers` on), its name at the end. Laid out from its left end on the line.
fn ruler(len: f32, ticks: u32, every: u32, numbered: bool, name: String) -> Vec<Shape> {
    let mut v = vec![Shape::black_line((0.0, 0.0), (len, 0.0), 0.2)];
    for i in 0..=ticks {
        let x = len * i as f32 / ticks as f32;
        let long = i.is_multiple_of(every);
        let h = if long {
            3.0
        } else if every.is_multiple_of(2) && i.is_multiple_of(every / 2) {
            2.0
        } else {
            1.2
        };
        v.push(Shape::black_line((x, 0.0), (x, h), 0.12));
        if long && numbered {
            v.push(Shape::centered(x, 3.6, 5.0, (i / every).to_string()));
        }
    }
    v.push(Shape::bold(len + 2.0, 0.0, 7.0, name, Align::Left));
    v
}

/// The scale lines, laid out from the 10 cm line's left end.
fn scales() -> Vec<Shape> {
    let mut v = ruler(100.0, 100, 10, true, t!("print-check-ten-cm"));
    let inch = ruler(25.4, 8, 8, false, t!("print-check-inch"));
    // The inch under the centimetres, from the same left end.
    v.extend(inch.into_iter().map(|s| s.moved(0.0, -10.0)));
    v
}

/// The 10 cm ruler that runs down the page, turned from one that runs across: a printer
/// that stretches one axis shows it as two rulers of different lengths.
fn down_ruler() -> Vec<Shape> {
    let (len, ticks, every) = (100.0, 100u32, 10u32);
    let mut v = vec![Shape::black_line((0.0, 0.0), (0.0, -len), 0.2)];
    for i in 0..=ticks {
        let y = -len * i as f32 / ticks as f32;
        let long = i.is_multiple_of(every);
        let w = if long {
            3.0
        } else if i.is_multiple_of(every / 2) {
            2.0
        } else {
            1.2
        };
        v.push(Shape::black_line((0.0, y), (w, y), 0.12));
        // The numbers upright, beside their ticks: the sheet is read held as printed.
        if long {
            v.push(Shape::text(3.6, y - 0.8, 5.0, (i / every).to_string()));
        }
    }
    // Its name above its top, ending at the ticks: the margin beside it is narrow.
    v.push(Shape::bold(
        6.0,
        3.0,
        7.0,
        t!("print-check-ten-cm-down"),
        Align::Right,
    ));
    v
}

/// The down ruler's box on the front: right of the grid, its 0 level with the grid's top,
/// its name above (mm).
fn down_ruler_box(g: &Grid) -> Rect {
    let corner = g.slot(SIDE - 1);
    Rect {
        x: corner.x + corner.w + 3.0,
        y: corner.top() - 104.0,
        w: 7.0,
        h: 110.0,
    }
}

/// The scale lines' box on the front: under the grid, from its left edge (mm).
fn scale_box(g: &Grid) -> Rect {
    let left = g.slot(0).x + 6.0;
    let bottom = g.slot(SIDE * SIDE - 1).y;
    Rect {
        x: left,
        y: bottom - 26.0,
        w: 130.0,
        h: 16.0,
    }
}

fn front_header(paper: Paper, flip: Flip, width: f32) -> Vec<Shape> {
    header(
        t!(
            "print-check-title",
            side = t!("print-check-front"),
            paper = paper.label()
        ),
        &[
            match flip {
                Flip::Long => t!("print-check-how-long"),
                Flip::Short => t!("print-check-how-short"),
            },
            t!("print-check-scale"),
        ],
        width,
    )
}

fn back_header(paper: Paper, flip: Flip, width: f32) -> Vec<Shape> {
    let back_side = match flip {
        Flip::Long => t!("print-check-back-long"),
        Flip::Short => t!("print-check-back-short"),
    };
    header(
        t!("print-check-title", side = back_side, paper = paper.label()),
        &[t!("print-check-back-how"), t!("print-check-scale")],
        width,
    )
}

/// The check's two pages for a paper and a flip.
pub fn sheet(paper: Paper, flip: Flip) -> Sheet {
    let g = grid(paper);
    let (pw, ph) = paper.size();
    let width = PITCH * SIDE as f32;
    let left = (pw - width) / 2.0;
    let top = ph - PRINTABLE_MARGIN - 4.0;
    let mut front = vec![Placed {
        x: left,
        y: top,
        shapes: front_header(paper, flip, width),
    }];
    let mut back = vec![Placed {
        x: left,
        y: top,
        shapes: back_header(paper, flip, width),
    }];
    let lo = (PITCH - SQUARE) / 2.0;
    let mid = PITCH / 2.0;
    // The back's number stands above its square as the sheet is held (the front's stands
    // below), so the two never print through each other: on a page mirrored up and down,
    // above is below.
    let across = !g.back_turned(flip);
    let back_label_y = if across { lo + SQUARE + 3.5 } else { lo - 5.5 };
    for number in 1..=SQUARES {
        let i = usize::from(number - 1);
        let s = shift(number).unwrap_or((0.0, 0.0));
        let trim = g.trim_of(i);
        let mut shapes = target();
        shapes.push(Shape::bold(
            mid,
            lo - 5.0,
            10.0,
            number.to_string(),
            Align::Center,
        ));
        shapes.push(Shape::centered(
            mid,
            1.6,
            6.0,
            t!("print-check-shift", x = signed(s.0), y = signed(s.1)),
        ));
        front.push(Placed {
            x: trim.x,
            y: trim.y,
            shapes,
        });
        let at = g.back_trim(i, s, flip);
        let mut shapes = target();
        shapes.push(Shape::bold(
            mid,
            back_label_y,
            10.0,
            number.to_string(),
            Align::Center,
        ));
        back.push(Placed {
            x: at.x,
            y: at.y,
            shapes,
        });
    }
    let scale = scale_box(&g);
    front.push(Placed {
        x: scale.x,
        y: scale.top() - 6.0,
        shapes: scales(),
    });
    // On the back, the scale lines stand where the front's are (mirrored, not moved), so
    // they check the scale and show the printer's shift along them at once.
    let there = g.mirrored(scale, flip);
    back.push(Placed {
        x: there.x,
        y: there.top() - 6.0,
        shapes: scales(),
    });
    // The ruler down the page, on the front only: the back's would print through it.
    let down = down_ruler_box(&g);
    front.push(Placed {
        x: down.x,
        y: down.top() - 6.0,
        shapes: down_ruler(),
    });
    Sheet {
        page: (pw, ph),
        front,
        back,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_squares_run_from_minus_two_to_plus_two_both_ways() {
        assert_eq!(shift(1), Some((-2.0, 2.0)));
        assert_eq!(shift(13), Some((0.0, 0.0)));
        assert_eq!(shift(25), Some((2.0, -2.0)));
        assert_eq!(shift(0), None);
        assert_eq!(shift(26), None);
        for n in 1..=SQUARES {
            assert_eq!(square_for(correction(n).unwrap_or((9.0, 9.0))), Some(n));
        }
        assert_eq!(square_for((0.5, 0.0)), None);
    }

    /// A printer that moves its backs by `e` lines up in the square shifted by −e, and
    /// the correction chosen there puts the kit's backs back on their fronts.
    #[test]
    fn the_square_that_lines_up_gives_the_correction_with_its_own_sign() {
        for paper in [Paper::A4, Paper::Letter] {
            for flip in [Flip::Long, Flip::Short] {
                let g = grid(paper);
                for e in [(1.0, 0.0), (-2.0, 1.0), (0.0, -1.0), (2.0, 2.0)] {
                    let lined_up: Vec<u8> = (1..=SQUARES)
                        .filter(|&n| {
                            let (Some(front), Some(back)) =
                                (front_square(paper, n), back_square(paper, flip, n))
                            else {
                                return false;
                            };
                            // Where the printer puts the back, against the front mirrored.
                            let want = g.mirrored(front, flip);
                            (back.x + e.0 - want.x).abs() < 1e-3
                                && (back.y + e.1 - want.y).abs() < 1e-3
                        })
                        .collect();
                    assert_eq!(lined_up.len(), 1, "{paper:?} {flip:?} {e:?}");
                    let o = correction(lined_up[0]).unwrap_or_default();
                    assert_eq!(o, (-e.0, -e.1), "the correction undoes the printer's shift");
                    // The kit's back of slot 0, printed with that correction, lands on its
                    // front mirrored.
                    let kit = Grid::fit(paper, (63.5, 88.9), 0.0);
                    let printed = kit.back_trim(0, o, flip);
                    let want = kit.mirrored(kit.trim_of(0), flip);
                    assert!((printed.x + e.0 - want.x).abs() < 1e-3);
                    assert!((printed.y + e.1 - want.y).abs() < 1e-3);
                }
            }
        }
    }

    #[test]
    fn the_sheet_stays_inside_the_printable_area() {
        for paper in [Paper::A4, Paper::Letter] {
            let g = grid(paper);
            for i in 0..SIDE * SIDE {
                assert!(g.slot(i).within(g.printable()), "{paper:?} slot {i}");
            }
            assert!(scale_box(&g).within(g.printable()), "{paper:?} scale");
            assert!(
                down_ruler_box(&g).within(g.printable()),
                "{paper:?} down ruler"
            );
            for flip in [Flip::Long, Flip::Short] {
                assert!(g.mirrored(scale_box(&g), flip).within(g.printable()));
                let s = sheet(paper, flip);
                assert_eq!((s.front.len(), s.back.len()), (28, 27));
            }
        }
    }
}
