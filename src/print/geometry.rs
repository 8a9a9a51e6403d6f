//! Sheet geometry, independent of the PDF library: paper, the grid of components, bleed,
//! crop marks, duplex backs mirrored for a long-edge flip, and the back offset. All lengths
//! in millimetres, origin at the bottom-left of the page (as in PDF).

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Paper {
    #[default]
    A4,
    Letter,
}

impl Paper {
    pub fn size(self) -> (f32, f32) {
        match self {
            Paper::A4 => (210.0, 297.0),
            Paper::Letter => (215.9, 279.4),
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Paper::A4 => "A4",
            Paper::Letter => "US Letter",
        }
    }
}

/// Home printers cannot print to the edge: everything stays this far inside.
pub const PRINTABLE_MARGIN: f32 = 6.0;
/// Room at the top for the page header.
pub const HEADER: f32 = 12.0;
/// Room at the bottom for the calibration square and ruler.
pub const FOOTER: f32 = 14.0;
/// Crop marks are drawn this long, starting this far outside the trim (and any bleed).
pub const CROP_MARK: f32 = 4.0;
pub const CROP_GAP: f32 = 1.0;

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

    pub fn outset(self, by: f32) -> Rect {
        self.inset(-by)
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

/// A grid of equal components on a sheet.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Grid {
    pub paper: Paper,
    /// The trimmed size of one component.
    pub trim: (f32, f32),
    pub bleed: f32,
    /// Space between cells, so crop marks have room between components.
    pub gap: f32,
    pub cols: usize,
    pub rows: usize,
    /// Bottom-left of the first (top-left) cell's bleed box.
    pub origin: (f32, f32),
}

impl Grid {
    /// As many components as fit in the printable area, centred. `gap` is added between
    /// cells when crop marks need the room.
    pub fn fit(paper: Paper, trim: (f32, f32), bleed: f32, gap: f32) -> Grid {
        let (pw, ph) = paper.size();
        let area_w = pw - 2.0 * PRINTABLE_MARGIN;
        let area_h = ph - 2.0 * PRINTABLE_MARGIN - HEADER - FOOTER;
        let cell_w = trim.0 + 2.0 * bleed;
        let cell_h = trim.1 + 2.0 * bleed;
        let count = |area: f32, cell: f32| (((area + gap) / (cell + gap)).floor() as usize).max(1);
        let cols = count(area_w, cell_w);
        let rows = count(area_h, cell_h);
        let used_w = cols as f32 * cell_w + (cols as f32 - 1.0) * gap;
        let used_h = rows as f32 * cell_h + (rows as f32 - 1.0) * gap;
        let x0 = (pw - used_w) / 2.0;
        let bottom = PRINTABLE_MARGIN + FOOTER;
        let y_top = bottom + (area_h + used_h) / 2.0;
        Grid {
            paper,
            trim,
            bleed,
            gap,
            cols,
            rows,
            origin: (x0, y_top - cell_h),
        }
    }

    pub fn per_sheet(&self) -> usize {
        self.cols * self.rows
    }

    /// The bleed box of slot `i` (row by row from the top-left) on a front sheet.
    pub fn cell(&self, i: usize) -> Rect {
        let (col, row) = (i % self.cols, i / self.cols);
        let cw = self.trim.0 + 2.0 * self.bleed;
        let ch = self.trim.1 + 2.0 * self.bleed;
        Rect {
            x: self.origin.0 + col as f32 * (cw + self.gap),
            y: self.origin.1 - row as f32 * (ch + self.gap),
            w: cw,
            h: ch,
        }
    }

    /// Where the back of the component in front slot `i` goes: the same row, mirrored
    /// column (a long-edge flip), shifted by the printer's back offset.
    pub fn back_cell(&self, i: usize, offset: (f32, f32)) -> Rect {
        let (col, row) = (i % self.cols, i / self.cols);
        let mirrored = row * self.cols + (self.cols - 1 - col);
        let r = self.cell(mirrored);
        Rect {
            x: r.x + offset.0,
            y: r.y + offset.1,
            ..r
        }
    }

    pub fn trim_box(&self, cell: Rect) -> Rect {
        cell.inset(self.bleed)
    }

    /// Crop marks for a trim box: eight short lines outside the corners, as (x1, y1, x2, y2).
    pub fn crop_marks(&self, trim: Rect) -> Vec<(f32, f32, f32, f32)> {
        let out = self.bleed + CROP_GAP;
        let mut v = Vec::with_capacity(8);
        for &x in &[trim.x, trim.right()] {
            // vertical marks above and below
            v.push((x, trim.top() + out, x, trim.top() + out + CROP_MARK));
            v.push((x, trim.y - out, x, trim.y - out - CROP_MARK));
        }
        for &y in &[trim.y, trim.top()] {
            v.push((trim.x - out, y, trim.x - out - CROP_MARK, y));
            v.push((trim.right() + out, y, trim.right() + out + CROP_MARK, y));
        }
        v
    }

    pub fn printable(&self) -> Rect {
        let (pw, ph) = self.paper.size();
        Rect {
            x: 0.0,
            y: 0.0,
            w: pw,
            h: ph,
        }
        .inset(PRINTABLE_MARGIN)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const POKER: (f32, f32) = (63.5, 88.9);

    #[test]
    fn poker_cards_fit_both_papers() {
        for paper in [Paper::A4, Paper::Letter] {
            let g = Grid::fit(paper, POKER, 0.0, 0.0);
            assert_eq!((g.cols, g.rows), (3, 2), "{paper:?}");
            for i in 0..g.per_sheet() {
                assert!(g.cell(i).within(g.printable()), "{paper:?} cell {i}");
            }
            let g = Grid::fit(paper, POKER, 3.0, 10.0);
            assert!(g.per_sheet() >= 2);
            for i in 0..g.per_sheet() {
                let trim = g.trim_box(g.cell(i));
                assert!(g.cell(i).within(g.printable()));
                for (x1, y1, x2, y2) in g.crop_marks(trim) {
                    let (pw, ph) = paper.size();
                    for (x, y) in [(x1, y1), (x2, y2)] {
                        assert!(
                            x >= 0.0 && x <= pw && y >= 0.0 && y <= ph,
                            "crop mark off the page"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn cells_run_row_by_row_without_overlap() {
        let g = Grid::fit(Paper::A4, (15.875, 15.875), 0.0, 0.0);
        let a = g.cell(0);
        let b = g.cell(1);
        let below = g.cell(g.cols);
        assert!((b.x - a.right()).abs() < 0.001 && (a.y - below.top()).abs() < 0.001);
    }

    #[test]
    fn backs_mirror_columns_for_a_long_edge_flip() {
        let g = Grid::fit(Paper::A4, POKER, 0.0, 0.0);
        // Slot 0 (top-left) backs onto the top-right; slot 2 (top-right) onto the top-left.
        assert_eq!(g.back_cell(0, (0.0, 0.0)), g.cell(2));
        assert_eq!(g.back_cell(2, (0.0, 0.0)), g.cell(0));
        assert_eq!(
            g.back_cell(4, (0.0, 0.0)),
            g.cell(4),
            "the middle column stays"
        );
        let shifted = g.back_cell(0, (1.5, -0.5));
        assert!(
            (shifted.x - g.cell(2).x - 1.5).abs() < 0.001
                && (shifted.y - g.cell(2).y + 0.5).abs() < 0.001
        );
    }

    #[test]
    fn crop_marks_stay_outside_the_bleed() {
        let g = Grid::fit(Paper::A4, POKER, 3.0, 10.0);
        let cell = g.cell(0);
        let trim = g.trim_box(cell);
        for (x1, y1, x2, y2) in g.crop_marks(trim) {
            let inside =
                |x: f32, y: f32| x > cell.x && x < cell.right() && y > cell.y && y < cell.top();
            assert!(!inside(x1, y1) && !inside(x2, y2));
        }
    }
}
