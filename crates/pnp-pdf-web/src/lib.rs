//! The print wasm for a browser: the app's wasm hands over a document's pages (the bytes of
//! `pnp_pdf::encode`) and its two fonts, and gets the file back: the PDF, or the pages
//! drawn as PNGs for a print shop.

#[cfg(target_arch = "wasm32")]
use wasm_bindgen::prelude::*;

/// The file for the pages, or why not as a `pnp_pdf::WriteError`'s code (the app words it).
/// `kind`: `pdf`; `png`, the first page as one picture at `dpi`; or `zip`, every page a
/// picture at `dpi` named by the lines of `names`, in one zip.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen]
pub fn write_file(
    kind: &str,
    pages: &[u8],
    regular: &[u8],
    bold: &[u8],
    names: &str,
    dpi: u32,
) -> Result<Vec<u8>, String> {
    write(kind, pages, regular, bold, names, dpi).map_err(|e| e.to_string())
}

/// As [`write_file`], for any target (the tests run it here).
pub fn write(
    kind: &str,
    pages: &[u8],
    regular: &[u8],
    bold: &[u8],
    names: &str,
    dpi: u32,
) -> Result<Vec<u8>, pnp_pdf::WriteError> {
    match kind {
        "pdf" => pnp_pdf::write_encoded(pages, regular, bold),
        "png" => {
            let doc = pnp_pdf::decode(pages)?;
            let page = doc.pages.first().ok_or(pnp_pdf::WriteError::Pages)?;
            pnp_pdf::page_png(page, dpi, regular, bold)
        }
        "zip" => {
            let doc = pnp_pdf::decode(pages)?;
            let names: Vec<String> = names.lines().map(str::to_string).collect();
            pnp_pdf::pages_zip(&doc, &names, dpi, regular, bold)
        }
        _ => Err(pnp_pdf::WriteError::Pages),
    }
}

#[cfg(test)]
mod tests {
    use super::write;
    use pnp_pdf::{Document, Duplex, Page, WriteError, encode};

    const REGULAR: &[u8] = include_bytes!("../../../fonts/NotoSans-Regular.ttf");
    const BOLD: &[u8] = include_bytes!("../../../fonts/NotoSans-Bold.ttf");

    fn pages(n: usize) -> Vec<u8> {
        encode(&Document {
            title: "t".into(),
            creator: "c".into(),
            duplex: Duplex::Simplex,
            pages: vec![
                Page {
                    width: 25.4,
                    height: 50.8,
                    ops: Vec::new(),
                };
                n
            ],
        })
    }

    #[test]
    fn each_kind_of_file_comes_back_as_asked() {
        let pdf = write("pdf", &pages(2), REGULAR, BOLD, "", 300).unwrap();
        assert!(pdf.starts_with(b"%PDF"));
        let png = write("png", &pages(2), REGULAR, BOLD, "", 100).unwrap();
        assert!(png.starts_with(b"\x89PNG"));
        // width and height in the header: an inch by two at 100 dpi
        assert_eq!(&png[16..24], &[0, 0, 0, 100, 0, 0, 0, 200]);
        let zip = write("zip", &pages(2), REGULAR, BOLD, "a.png\nb.png", 300).unwrap();
        assert!(zip.starts_with(b"PK\x03\x04"));
        assert_eq!(
            write("zip", &pages(2), REGULAR, BOLD, "a.png", 300),
            Err(WriteError::Names)
        );
        assert_eq!(
            write("png", &pages(0), REGULAR, BOLD, "", 300),
            Err(WriteError::Pages)
        );
        assert_eq!(
            write("gif", &pages(1), REGULAR, BOLD, "", 300),
            Err(WriteError::Pages)
        );
    }
}
