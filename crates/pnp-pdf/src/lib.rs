//! A print kit's pages as plain drawing operations, the bytes that carry them from the
//! app to the writer, (feature `writer`) the PDF writer itself, and (feature `raster`) the
//! pages drawn as PNG pictures for a print shop.
//!
//! Everything here is laid out already: positions in millimetres from a page's bottom
//! left, text placed where it starts, colours resolved. The writer adds nothing but the
//! PDF's own structure, so the app and its tests decide every mark on a sheet.

#[cfg(feature = "raster")]
mod crc;
mod error;
mod page;
#[cfg(feature = "raster")]
mod png;
#[cfg(feature = "raster")]
mod raster;
mod wire;
#[cfg(feature = "writer")]
mod write;
#[cfg(feature = "raster")]
mod zip;

pub use error::WriteError;
pub use page::{Document, Duplex, Op, Page, Paint, PathPoint, Rgb};
#[cfg(feature = "raster")]
pub use raster::{page_png, pages_zip, pixel_size};
pub use wire::{WireError, decode, encode};
#[cfg(feature = "writer")]
pub use write::{write, write_encoded};
