//! Reading the print kit's PDFs back.

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
