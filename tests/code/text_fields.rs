//! Every text field on screen tells the phone's keyboard its value, never its placeholder:
//! each `text_input(` in `src/ui` is wrapped by `text_field(` (src/ui/text_field.rs). A new
//! field left bare fails here, naming its file and line.

use std::path::Path;

use super::rust_files;

/// The lines of `text` (before its tests) that build a text field not wrapped so.
fn bare_fields(text: &str) -> Vec<usize> {
    let code = text.split("#[cfg(test)]").next().unwrap_or_default();
    let mut bare = Vec::new();
    for (at, _) in code.match_indices("text_input(") {
        let before = &code[..at];
        let line = before.lines().count().max(1);
        let this_line = before.rsplit('\n').next().unwrap_or_default();
        if this_line.trim_start().starts_with("use ")
            || this_line.trim_start().starts_with("//")
            || before.ends_with("fn ")
        {
            continue;
        }
        // The wrapper's call opens just before, on this line or the one above.
        let recent: String = before
            .chars()
            .rev()
            .take(80)
            .collect::<String>()
            .chars()
            .rev()
            .collect();
        if !recent.contains("text_field(") {
            bare.push(line);
        }
    }
    bare
}

#[test]
fn every_text_field_tells_the_keyboard_its_value() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ui");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let mut found = 0;
    let mut bare = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        found += text.matches("text_input(").count();
        for line in bare_fields(&text) {
            bare.push(format!("{}:{line}", f.display()));
        }
    }
    assert!(found > 10, "the fields are found ({found})");
    assert!(
        bare.is_empty(),
        "text fields not wrapped by ui::text_field::text_field (the phone's keyboard would \
         start from the placeholder): {bare:?}"
    );
}

#[test]
fn a_bare_field_is_found() {
    let bare = "fn view() {\n    row![text_input(\"Name\", &self.name).on_input(M)]\n}\n";
    assert_eq!(bare_fields(bare), [2]);
    let wrapped = "fn view() {\n    text_field(\n        text_input(\"Name\", &n), &n)\n}\n";
    assert!(bare_fields(wrapped).is_empty());
}
