//! Sheet geometry, independent of the PDF library: paper and its orientation, a ganged grid
//! of components (bleed boxes butting, so neighbours share their cut lines), crop marks
//! outside the grid along every cut line, duplex backs mirrored for the flip the printer
//! makes, and free room in the margins for the sheet's header and ruler. All lengths in
//! millimetres, origin at the bottom-left of the page (as in PDF).

use crate::engine::keyword::keyword_enum;
use serde::{Deserialize, Serialize};

keyword_enum! {
    #[derive(Default)]
    pub enum Paper as key {
        #[default]
        A4 = "a4" => "print-paper-a4",
        Letter = "letter" | "us-letter" => "print-paper-letter",
    }
}

impl Paper {
    /// Portrait width and height.
    pub fn size(self) -> (f32, f32) {
        match self {
            Paper::A4 => (210.0, 297.0),
            Paper::Letter => (215.9, 279.4),
        }
    }
}

keyword_enum! {
    /// Which edge a duplex printer turns the sheet over: the paper's long edge (the usual
    /// default) or its short edge.
    #[derive(Default)]
    pub enum Flip as key {
        #[default]
        Long = "long" => "print-screen-long-edge",
        Short = "short" => "print-screen-short-edge",
    }
}

/// Home printers cannot print to the edge: everything stays this far inside.
pub const PRINTABLE_MARGIN: f32 = 6.0;
/// Crop marks start this far outside the grid and are at most this long.
pub const CROP_GAP: f32 = 1.0;
pub const CROP_MARK: f32 = 4.0;
/// A crop mark shorter than this is left out (no room in the margin).
const SHORTEST_MARK: f32 = 1.5;

#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Rect {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Rect {
    pub fn inset(self, by: f32) -> Rect {
        Rect {
            x: self.x + by,
            y: self.y + by,
            w: self.w - 2.0 * by,
            h: self.h - 2.0 * by,
        }
    }

    pub fn right(self) -> f32 {
        self.x + self.w
    }

    pub fn top(self) -> f32 {
        self.y + self.h
    }

    pub fn within(self, outer: Rect) -> bool {
        let e = 0.001;
        self.x >= outer.x - e
            && self.y >= outer.y - e
            && self.right() <= outer.right() + e
            && self.top() <= outer.top() + e
    }
}

/// A straight line from (x1, y1) to (x2, y2).
pub type Segment = (f32, f32, f32, f32);

/// A ganged grid of equal components on a sheet: slots butt, so with no bleed neighbours
/// share a cut line, and with bleed each cut is made along the marks.
///
/// Fronts and backs may bleed by different amounts (backs bleed more where a printer's
/// backs wander). Both sides share one grid, so a back always lands on its front's trim:
/// a slot is the trim with the larger of the two bleeds around it, and each side's bleed
/// box sits inside it. A back's bleed must never reach a neighbour's trim (nor be painted
/// over by a neighbour's bleed, which clipping at the middle of the gap would amount to:
/// no more bleed than the front's), so a bigger back bleed widens the gap between the
/// trims, as a print shop leaves room between pieces cut apart; the sheet may then hold
/// fewer.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Grid {
    pub paper: Paper,
    /// The sheet is used turned on its side (wider than tall).
    pub landscape: bool,
    /// The trimmed size of one component.
    pub trim: (f32, f32),
    /// The fronts' bleed.
    pub bleed: f32,
    /// The backs' bleed.
    pub back_bleed: f32,
    pub cols: usize,
    pub rows: usize,
    /// Bottom-left of the first (top-left) slot.
    pub origin: (f32, f32),
}

impl Grid {
    /// As many components as fit in the printable area, the sheet upright or on its side
    /// (upright when both hold as many), centred so that a mirrored back lands on the same
    /// grid.
    pub fn fit(paper: Paper, trim: (f32, f32), bleed: f32) -> Grid {
        Grid::fit_duplex(paper, trim, bleed, bleed)
    }

    /// As [`Grid::fit`], with the backs bleeding `back_bleed` (the gaps between trims room
    /// for the larger bleed of the two).
    pub fn fit_duplex(paper: Paper, trim: (f32, f32), bleed: f32, back_bleed: f32) -> Grid {
        let upright = Grid::fit_on(paper, false, trim, bleed, back_bleed);
        let turned = Grid::fit_on(paper, true, trim, bleed, back_bleed);
        if turned.per_sheet() > upright.per_sheet() {
            turned
        } else {
            upright
        }
    }

    fn fit_on(
        paper: Paper,
        landscape: bool,
        trim: (f32, f32),
        bleed: f32,
        back_bleed: f32,
    ) -> Grid {
        let (pw, ph) = page_size(paper, landscape);
        let room = bleed.max(back_bleed);
        // With a gap between trims no line can be drawn between components, so the
        // margins keep room for the crop marks; without, the cut guides carry the cuts.
        let marks = if room > 0.0 {
            2.0 * (CROP_GAP + SHORTEST_MARK + 0.5)
        } else {
            0.0
        };
        let area_w = pw - 2.0 * PRINTABLE_MARGIN - marks;
        let area_h = ph - 2.0 * PRINTABLE_MARGIN - marks;
        let cell_w = trim.0 + 2.0 * room;
        let cell_h = trim.1 + 2.0 * room;
        let count = |area: f32, cell: f32| ((area / cell + 1e-4).floor() as usize).max(1);
        let cols = count(area_w, cell_w);
        let rows = count(area_h, cell_h);
        let used_w = cols as f32 * cell_w;
        let used_h = rows as f32 * cell_h;
        Grid {
            paper,
            landscape,
            trim,
            bleed,
            back_bleed,
            cols,
            rows,
            origin: ((pw - used_w) / 2.0, (ph + used_h) / 2.0 - cell_h),
        }
    }

    /// Half the gap between neighbouring trims: the larger bleed of the two sides.
    pub fn room(&self) -> f32 {
        self.bleed.max(self.back_bleed)
    }

    /// Whether neighbours butt on shared cut lines (no bleed on either side).
    pub fn shared_cuts(&self) -> bool {
        self.room() == 0.0
    }

    /// The page's width and height as it is printed.
    pub fn page(&self) -> (f32, f32) {
        page_size(self.paper, self.landscape)
    }

    pub fn per_sheet(&self) -> usize {
        self.cols * self.rows
    }

    /// Slot `i` (row by row from the top-left) on a front sheet: the trim with the larger
    /// bleed around it. Slots butt.
    pub fn slot(&self, i: usize) -> Rect {
        let (col, row) = (i % self.cols, i / self.cols);
        let cw = self.trim.0 + 2.0 * self.room();
        let ch = self.trim.1 + 2.0 * self.room();
        Rect {
            x: self.origin.0 + col as f32 * cw,
            y: self.origin.1 - row as f32 * ch,
            w: cw,
            h: ch,
        }
    }

    /// The trim box of slot `i` on a front sheet.
    pub fn trim_of(&self, i: usize) -> Rect {
        self.slot(i).inset(self.room())
    }

    /// The bleed box of slot `i` on a front sheet.
    pub fn cell(&self, i: usize) -> Rect {
        self.trim_of(i).inset(-self.bleed)
    }

    /// Where `r` on a front page lies on the back page: mirrored the way the sheet is
    /// turned over. Turning over on the paper's long edge mirrors across the page when it
    /// is upright and up and down when it lies on its side; the short edge the other way
    /// round.
    pub fn mirrored(&self, r: Rect, flip: Flip) -> Rect {
        let (pw, ph) = self.page();
        let across = !self.back_turned(flip);
        let (x, y) = if across {
            (pw - r.right(), r.y)
        } else {
            (r.x, ph - r.top())
        };
        Rect { x, y, ..r }
    }

    /// Where the back of the component in front slot `i` is trimmed: its front's trim
    /// mirrored for the flip, shifted by the printer's back offset (mm, on the back page:
    /// +x to the right and +y up as the back page is printed).
    pub fn back_trim(&self, i: usize, offset: (f32, f32), flip: Flip) -> Rect {
        let r = self.mirrored(self.trim_of(i), flip);
        Rect {
            x: r.x + offset.0,
            y: r.y + offset.1,
            ..r
        }
    }

    /// The bleed box of the back of the component in front slot `i`: [`Grid::back_trim`]
    /// with the backs' bleed around it.
    pub fn back_cell(&self, i: usize, offset: (f32, f32), flip: Flip) -> Rect {
        self.back_trim(i, offset, flip).inset(-self.back_bleed)
    }

    /// Whether a back is printed upside down in its box. A cut card is turned over on its
    /// long side, like a page of a book; where the printer turns the sheet the other way
    /// (up and down on the page), the backs come out upside down unless printed so.
    pub fn back_turned(&self, flip: Flip) -> bool {
        (flip == Flip::Long) == self.landscape
    }

    pub fn printable(&self) -> Rect {
        printable_on(self.page())
    }
}

/// A fold-over sheet, for a printer without duplex: the fronts above a fold across the
/// page's middle and each one's back below it, mirrored across the fold, so that the sheet
/// printed on one side and folded (and glued) puts every back behind its front. The first
/// row meets the fold with its trim (the fold is that edge of the card, so it bleeds on its
/// other sides only); further rows stand a bleed's room apart, as in the duplex grid.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct FoldGrid {
    pub paper: Paper,
    pub trim: (f32, f32),
    pub bleed: f32,
    pub cols: usize,
    /// Rows of fronts above the fold (as many of backs below it).
    pub rows: usize,
    /// The fold's height on the page (mm from the bottom).
    pub fold: f32,
    /// The first column's trim's left edge.
    pub left: f32,
}

impl FoldGrid {
    /// As many pairs as fit upright on `paper`, centred across, the header's room kept.
    pub fn fit(paper: Paper, trim: (f32, f32), bleed: f32) -> FoldGrid {
        let (pw, ph) = paper.size();
        let marks = if bleed > 0.0 {
            2.0 * (CROP_GAP + SHORTEST_MARK + 0.5)
        } else {
            0.0
        };
        let cell_w = trim.0 + 2.0 * bleed;
        let pitch = trim.1 + 2.0 * bleed;
        let cols =
            (((pw - 2.0 * PRINTABLE_MARGIN - marks) / cell_w + 1e-4).floor() as usize).max(1);
        // Half the page, less its margin, the marks' room and a line for the header.
        let half = ph / 2.0 - PRINTABLE_MARGIN - marks / 2.0 - FOLD_HEADER_ROOM;
        let rows = (((half - trim.1 - bleed) / pitch + 1e-4).floor() as isize + 1).max(1) as usize;
        FoldGrid {
            paper,
            trim,
            bleed,
            cols,
            rows,
            fold: ph / 2.0,
            left: (pw - cols as f32 * cell_w) / 2.0 + bleed,
        }
    }

    pub fn page(&self) -> (f32, f32) {
        self.paper.size()
    }

    pub fn per_sheet(&self) -> usize {
        self.cols * self.rows
    }

    fn place(&self, i: usize) -> (usize, usize) {
        (i % self.cols, i / self.cols)
    }

    /// The `i`th front's trim: row 0 stands on the fold.
    pub fn front_trim(&self, i: usize) -> Rect {
        let (col, row) = self.place(i);
        Rect {
            x: self.left + col as f32 * (self.trim.0 + 2.0 * self.bleed),
            y: self.fold + row as f32 * (self.trim.1 + 2.0 * self.bleed),
            w: self.trim.0,
            h: self.trim.1,
        }
    }

    /// Its bleed: none across the fold.
    pub fn front_cell(&self, i: usize) -> Rect {
        let t = self.front_trim(i);
        let cell = t.inset(-self.bleed);
        if self.place(i).1 == 0 {
            Rect {
                y: t.y,
                h: cell.h - self.bleed,
                ..cell
            }
        } else {
            cell
        }
    }

    /// `r` mirrored across the fold.
    pub fn mirrored(&self, r: Rect) -> Rect {
        Rect {
            y: 2.0 * self.fold - r.top(),
            ..r
        }
    }

    /// The `i`th back's trim: its front's, mirrored across the fold.
    pub fn back_trim(&self, i: usize) -> Rect {
        self.mirrored(self.front_trim(i))
    }

    pub fn back_cell(&self, i: usize) -> Rect {
        self.mirrored(self.front_cell(i))
    }

    pub fn printable(&self) -> Rect {
        printable_on(self.page())
    }

    /// The sheet as a [`Grid`] upright, for what is placed around the components (the
    /// header, the ruler), which only needs the page.
    pub fn as_grid(&self) -> Grid {
        Grid {
            paper: self.paper,
            landscape: false,
            trim: self.trim,
            bleed: self.bleed,
            back_bleed: self.bleed,
            cols: self.cols,
            rows: self.rows * 2,
            origin: (self.left - self.bleed, self.fold),
        }
    }
}

/// What a home printer reaches on a page of `(width, height)`: all but its margin.
fn printable_on((pw, ph): (f32, f32)) -> Rect {
    Rect {
        x: 0.0,
        y: 0.0,
        w: pw,
        h: ph,
    }
    .inset(PRINTABLE_MARGIN)
}

/// Room kept in each half of a fold-over sheet for a line of its header (mm).
const FOLD_HEADER_ROOM: f32 = 5.0;

fn page_size(paper: Paper, landscape: bool) -> (f32, f32) {
    let (w, h) = paper.size();
    if landscape { (h, w) } else { (w, h) }
}

/// The distinct cut lines of the trims placed on a page: x of the vertical ones, y of the
/// horizontal ones, in order.
pub fn cut_lines(trims: &[Rect]) -> (Vec<f32>, Vec<f32>) {
    let mut xs = Vec::new();
    let mut ys = Vec::new();
    for t in trims {
        xs.extend([t.x, t.right()]);
        ys.extend([t.y, t.top()]);
    }
    (distinct(xs), distinct(ys))
}

fn distinct(mut v: Vec<f32>) -> Vec<f32> {
    v.sort_by(f32::total_cmp);
    v.dedup_by(|a, b| (*a - *b).abs() < 0.01);
    v
}

/// The box around everything placed (bleed included).
pub fn bounds(cells: &[Rect]) -> Option<Rect> {
    let first = cells.first()?;
    let (mut x0, mut y0, mut x1, mut y1) = (first.x, first.y, first.right(), first.top());
    for c in cells {
        x0 = x0.min(c.x);
        y0 = y0.min(c.y);
        x1 = x1.max(c.right());
        y1 = y1.max(c.top());
    }
    Some(Rect {
        x: x0,
        y: y0,
        w: x1 - x0,
        h: y1 - y0,
    })
}

/// Crop marks for the trims on a page, outside the grid only: every cut line is extended
/// beyond the grid on both sides, as far as the printable area allows (at most
/// `CROP_MARK`; left out where the margin has no room).
pub fn crop_marks(cells: &[Rect], trims: &[Rect], printable: Rect) -> Vec<Segment> {
    let Some(b) = bounds(cells) else {
        return Vec::new();
    };
    let (xs, ys) = cut_lines(trims);
    let mut v = Vec::new();
    let room = |from: f32, to: f32| (to - from).abs().min(CROP_MARK);
    let below = room(b.y - CROP_GAP, printable.y);
    let above = room(b.top() + CROP_GAP, printable.top());
    let left = room(b.x - CROP_GAP, printable.x);
    let right = room(b.right() + CROP_GAP, printable.right());
    for &x in &xs {
        if above >= SHORTEST_MARK && b.top() + CROP_GAP < printable.top() {
            v.push((x, b.top() + CROP_GAP, x, b.top() + CROP_GAP + above));
        }
        if below >= SHORTEST_MARK && b.y - CROP_GAP > printable.y {
            v.push((x, b.y - CROP_GAP, x, b.y - CROP_GAP - below));
        }
    }
    for &y in &ys {
        if left >= SHORTEST_MARK && b.x - CROP_GAP > printable.x {
            v.push((b.x - CROP_GAP, y, b.x - CROP_GAP - left, y));
        }
        if right >= SHORTEST_MARK && b.right() + CROP_GAP < printable.right() {
            v.push((b.right() + CROP_GAP, y, b.right() + CROP_GAP + right, y));
        }
    }
    v
}

/// The cut lines of a grid with no bleed: every edge of every trim, each once, so every
/// cut has a line to follow even where the margin has no room for a mark.
pub fn cut_guides(trims: &[Rect]) -> Vec<Segment> {
    let on = |a: f32, b: f32| (a - b).abs() < 0.01;
    let mut out: Vec<Segment> = Vec::new();
    for t in trims {
        for seg in [
            (t.x, t.y, t.x, t.top()),
            (t.right(), t.y, t.right(), t.top()),
            (t.x, t.y, t.right(), t.y),
            (t.x, t.top(), t.right(), t.top()),
        ] {
            let known = out
                .iter()
                .any(|o| on(o.0, seg.0) && on(o.1, seg.1) && on(o.2, seg.2) && on(o.3, seg.3));
            if !known {
                out.push(seg);
            }
        }
    }
    out
}

/// Room in the margin for the sheet's furniture (header, ruler): `len` along the edge
/// and `depth` across it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Spot {
    /// Bottom-left of the item's box as it reads: along x when `turned` is false,
    /// otherwise along y (the item turned 90° counter-clockwise, reading upwards).
    pub x: f32,
    pub y: f32,
    pub turned: bool,
}

/// Free boxes in the margins around the grid, avoiding the crop marks and anything taken
/// already. Tries the bands above and below the grid, then the sides (turned).
pub fn find_spot(
    cells: &[Rect],
    marks: &[Segment],
    printable: Rect,
    taken: &[Rect],
    len: f32,
    depth: f32,
) -> Option<(Spot, Rect)> {
    let b = bounds(cells)?;
    let clear = |r: Rect| {
        let free_of =
            |o: Rect| r.right() <= o.x || o.right() <= r.x || r.top() <= o.y || o.top() <= r.y;
        r.within(printable)
            && free_of(b)
            && taken.iter().all(|t| free_of(*t))
            && marks.iter().all(|&(x1, y1, x2, y2)| {
                free_of(Rect {
                    x: x1.min(x2) - 0.5,
                    y: y1.min(y2) - 0.5,
                    w: (x2 - x1).abs() + 1.0,
                    h: (y2 - y1).abs() + 1.0,
                })
            })
    };
    // Band by band (above, below, left, right), from the page's edge towards the grid (the
    // header reads best at the edge), along the band in 1 mm steps. On a side the item is
    // turned: its length runs up the page and its depth across.
    let step = 1.0;
    let bands = [
        (printable.top() - depth, b.top(), false),
        (printable.y, b.y - depth, false),
        (printable.x, b.x - depth, true),
        (printable.right() - depth, b.right(), true),
    ];
    for (from, to, turned) in bands {
        let dir = if from > to { -1.0 } else { 1.0 };
        let (start, end) = if turned {
            (printable.y, printable.top())
        } else {
            (printable.x, printable.right())
        };
        let mut across = from;
        while (to - across) * dir >= -0.001 {
            let mut along = start;
            while along + len <= end + 0.001 {
                let (r, spot) = if turned {
                    (
                        Rect {
                            x: across,
                            y: along,
                            w: depth,
                            h: len,
                        },
                        (across + depth, along),
                    )
                } else {
                    (
                        Rect {
                            x: along,
                            y: across,
                            w: len,
                            h: depth,
                        },
                        (along, across),
                    )
                };
                if clear(r) {
                    let (x, y) = spot;
                    return Some((Spot { x, y, turned }, r));
                }
                along += step;
            }
            across += dir * step;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    const POKER: (f32, f32) = (63.5, 88.9);

    fn placed(g: &Grid, n: usize) -> (Vec<Rect>, Vec<Rect>) {
        let cells: Vec<Rect> = (0..n).map(|i| g.cell(i)).collect();
        let trims = (0..n).map(|i| g.trim_of(i)).collect();
        (cells, trims)
    }

    #[test]
    fn nine_poker_cards_a_sheet_without_bleed() {
        for paper in [Paper::A4, Paper::Letter] {
            let g = Grid::fit(paper, POKER, 0.0);
            assert_eq!((g.cols, g.rows, g.landscape), (3, 3, false), "{paper:?}");
            for i in 0..9 {
                assert!(g.cell(i).within(g.printable()), "{paper:?} cell {i}");
            }
        }
    }

    #[test]
    fn with_bleed_the_sheet_turns_when_more_fit() {
        let a4 = Grid::fit(Paper::A4, POKER, 3.0);
        assert_eq!((a4.cols, a4.rows, a4.landscape), (4, 2, true));
        let letter = Grid::fit(Paper::Letter, POKER, 3.0);
        assert_eq!(
            letter.per_sheet(),
            6,
            "4 across needs 278 mm; Letter prints 267"
        );
        for g in [a4, letter] {
            for i in 0..g.per_sheet() {
                assert!(g.cell(i).within(g.printable()));
            }
        }
    }

    #[test]
    fn cells_butt_row_by_row() {
        let g = Grid::fit(Paper::A4, (15.875, 15.875), 0.0);
        let a = g.cell(0);
        let b = g.cell(1);
        let below = g.cell(g.cols);
        assert!((b.x - a.right()).abs() < 0.001 && (a.y - below.top()).abs() < 0.001);
    }

    fn same(a: Rect, b: Rect) -> bool {
        [(a.x, b.x), (a.y, b.y), (a.w, b.w), (a.h, b.h)]
            .iter()
            .all(|(p, q)| (p - q).abs() < 0.001)
    }

    #[test]
    fn backs_mirror_for_the_flip() {
        let g = Grid::fit(Paper::A4, POKER, 0.0);
        let none = (0.0, 0.0);
        // Upright, long edge: slot 0 (top-left) backs onto the top-right cell.
        assert!(same(g.back_cell(0, none, Flip::Long), g.cell(2)));
        assert!(same(g.back_cell(4, none, Flip::Long), g.cell(4)));
        // Short edge: the bottom-left.
        assert!(same(g.back_cell(0, none, Flip::Short), g.cell(6)));
        let shifted = g.back_cell(0, (1.5, -0.5), Flip::Long);
        assert!(
            (shifted.x - g.cell(2).x - 1.5).abs() < 0.001
                && (shifted.y - g.cell(2).y + 0.5).abs() < 0.001
        );
        // On its side the long edge runs across: the back mirrors up and down.
        let l = Grid::fit(Paper::A4, POKER, 3.0);
        assert!(l.landscape);
        assert!(same(l.back_cell(0, none, Flip::Long), l.cell(4)));
        assert!(same(l.back_cell(0, none, Flip::Short), l.cell(3)));
        // Mirrored up and down, the backs are printed upside down to come out upright.
        assert!(!g.back_turned(Flip::Long) && g.back_turned(Flip::Short));
        assert!(l.back_turned(Flip::Long) && !l.back_turned(Flip::Short));
    }

    #[test]
    fn a_bigger_back_bleed_widens_the_gaps_and_backs_still_land_on_their_fronts() {
        let same = Grid::fit(Paper::A4, POKER, 3.0);
        assert_eq!(same.room(), 3.0);
        let g = Grid::fit_duplex(Paper::A4, POKER, 3.0, 4.0);
        assert_eq!(g.room(), 4.0);
        for i in 0..g.per_sheet() {
            let (trim, front, back) = (
                g.trim_of(i),
                g.cell(i),
                g.back_cell(i, (0.0, 0.0), Flip::Long),
            );
            // The front bleeds 3 mm, the back 4 mm, around the same trim (mirrored).
            assert!((front.w - trim.w - 6.0).abs() < 1e-3);
            assert!((back.w - trim.w - 8.0).abs() < 1e-3);
            let mirrored = g.mirrored(trim, Flip::Long);
            assert!((back.x + 4.0 - mirrored.x).abs() < 1e-3);
            assert!((back.y + 4.0 - mirrored.y).abs() < 1e-3);
            // A back's bleed stays clear of every other back's trim, and inside the paper.
            for j in (0..g.per_sheet()).filter(|&j| j != i) {
                let other = g.back_trim(j, (0.0, 0.0), Flip::Long);
                let apart = back.right() <= other.x + 1e-3
                    || other.right() <= back.x + 1e-3
                    || back.top() <= other.y + 1e-3
                    || other.top() <= back.y + 1e-3;
                assert!(apart, "back {i} bleeds onto the trim of {j}");
            }
            assert!(g.slot(i).within(g.printable()));
        }
        // Wider gaps hold fewer cards: A4 at 3 mm is exactly four across on its side.
        assert!(g.per_sheet() < same.per_sheet());
        assert!(Grid::fit(Paper::A4, POKER, 0.0).shared_cuts());
        assert!(!Grid::fit_duplex(Paper::A4, POKER, 0.0, 2.0).shared_cuts());
    }

    #[test]
    fn marks_follow_every_cut_line_outside_the_grid() {
        let g = Grid::fit(Paper::A4, POKER, 0.0);
        let (cells, trims) = placed(&g, 9);
        let marks = crop_marks(&cells, &trims, g.printable());
        let b = bounds(&cells).unwrap_or(cells[0]);
        // 4 column lines above and below, 4 row lines left and right.
        assert_eq!(marks.len(), 16);
        for (x1, y1, x2, y2) in &marks {
            for (x, y) in [(*x1, *y1), (*x2, *y2)] {
                let inside = x > b.x && x < b.right() && y > b.y && y < b.top();
                assert!(!inside, "a mark inside the grid");
                assert!(x >= g.printable().x - 0.001 && x <= g.printable().right() + 0.001);
                assert!(y >= g.printable().y - 0.001 && y <= g.printable().top() + 0.001);
            }
        }
        // Letter has no room above or below nine cards: marks only at the sides, and the
        // shared cut lines carry the columns.
        let g = Grid::fit(Paper::Letter, POKER, 0.0);
        let (cells, trims) = placed(&g, 9);
        assert_eq!(crop_marks(&cells, &trims, g.printable()).len(), 8);
        // Four column lines and four row lines, each in three pieces.
        assert_eq!(cut_guides(&trims).len(), 24);
    }

    #[test]
    fn with_bleed_both_trim_lines_of_each_column_are_marked() {
        let g = Grid::fit(Paper::A4, POKER, 3.0);
        let (_, trims) = placed(&g, 8);
        let (xs, ys) = cut_lines(&trims);
        assert_eq!((xs.len(), ys.len()), (8, 4));
    }

    #[test]
    fn the_header_finds_room_on_both_papers() {
        for paper in [Paper::A4, Paper::Letter] {
            let g = Grid::fit(paper, POKER, 0.0);
            let (cells, trims) = placed(&g, 9);
            let marks = crop_marks(&cells, &trims, g.printable());
            let spot = find_spot(&cells, &marks, g.printable(), &[], 70.0, 3.0);
            assert!(spot.is_some(), "{paper:?}");
        }
    }
}
