//! Print-and-play PDFs. `geometry` and `draw` are pure; `pdf` turns them into pages.

pub mod calibration;
pub mod dnfm;
pub mod draw;
pub mod fit;
pub mod geometry;
pub mod icons;
pub mod options;
pub mod pdf;
pub mod sherwood;
pub mod shop;
