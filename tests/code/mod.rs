//! The source and the scripts themselves: how its modules depend on each other, and the
//! tools CI uses.

mod catalogues;
mod ci_tools;
mod module_cycles;
mod module_layout;
mod terms;
mod text_fields;
mod words_in_code;

use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}
