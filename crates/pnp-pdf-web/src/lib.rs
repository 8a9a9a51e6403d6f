//! The PDF writer for a browser: the app's wasm hands over a document's pages (the bytes of
//! `pnp_pdf::encode`) and its two fonts, and gets the PDF back.

#[cfg(target_arch = "wasm32")]
use wasm_bindgen::prelude::*;

/// The PDF for the pages, or why not as a `pnp_pdf::WriteError`'s code (the app words it
/// for the player).
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen]
pub fn write_pdf(pages: &[u8], regular: &[u8], bold: &[u8]) -> Result<Vec<u8>, String> {
    pnp_pdf::write_encoded(pages, regular, bold).map_err(|e| e.to_string())
}
