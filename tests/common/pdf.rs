//! Reading the print kit's PDFs back.

/// The kit the options ask for, as a PDF reader opens it.
pub fn kit(o: &pnp_companion::print::options::PrintOptions) -> lopdf::Document {
    let bytes = pnp_companion::print::pdf::render(
        o,
        pnp_companion::games::dnfm::cards::CardSet::builtin().unwrap(),
        pnp_companion::games::sherwood::SherwoodData::builtin().unwrap(),
    )
    .unwrap();
    lopdf::Document::load_mem(&bytes).expect("a PDF lopdf reads")
}

/// What the document tells a viewer's print dialog of duplex (`/ViewerPreferences /Duplex`).
pub fn duplex(doc: &lopdf::Document) -> Vec<u8> {
    doc.catalog()
        .unwrap()
        .get(b"ViewerPreferences")
        .and_then(lopdf::Object::as_dict)
        .and_then(|prefs| prefs.get(b"Duplex"))
        .and_then(lopdf::Object::as_name)
        .unwrap()
        .to_vec()
}

/// A page's size in millimetres, from its MediaBox.
pub fn page_size_mm(doc: &lopdf::Document, page: lopdf::ObjectId) -> (f32, f32) {
    let number = |o: &lopdf::Object| o.as_float().unwrap_or(0.0);
    let mb: Vec<f32> = doc
        .get_dictionary(page)
        .and_then(|d| d.get(b"MediaBox"))
        .and_then(|m| m.as_array())
        .map(|a| a.iter().map(number).collect())
        .unwrap_or_default();
    let mm = 25.4 / 72.0;
    match mb.as_slice() {
        [x0, y0, x1, y1] => ((x1 - x0) * mm, (y1 - y0) * mm),
        _ => (0.0, 0.0),
    }
}

/// Each page's drawing, with the font resources' names left out: printpdf names them afresh
/// in each document it builds within one process (separate runs are byte-identical).
pub fn drawings(bytes: &[u8]) -> Vec<String> {
    let doc = lopdf::Document::load_mem(bytes).expect("a PDF lopdf reads");
    doc.get_pages()
        .values()
        .map(|id| {
            String::from_utf8_lossy(&doc.get_page_content(*id))
                .split_whitespace()
                .map(|t| if t.starts_with('/') { "/N" } else { t })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}
