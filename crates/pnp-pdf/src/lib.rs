//! A print kit's pages as plain drawing operations, the bytes that carry them from the
//! app to the writer, and (feature `writer`) the PDF writer itself.
//!
//! Everything here is laid out already: positions in millimetres from a page's bottom
//! left, text placed where it starts, colours resolved. The writer adds nothing but the
//! PDF's own structure, so the app and its tests decide every mark on a sheet.

mod error;
mod page;
mod wire;
#[cfg(feature = "writer")]
mod write;

pub use error::WriteError;
pub use page::{Document, Duplex, Op, Page, Paint, PathPoint, Rgb};
pub use wire::{WireError, decode, encode};
#[cfg(feature = "writer")]
pub use write::{write, write_encoded};
