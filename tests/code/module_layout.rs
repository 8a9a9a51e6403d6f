//! One layout for a module with parts (ARCHITECTURE.md): a folder with its `mod.rs`, never
//! `name.rs` beside a `name/` folder of more Rust files.

use std::path::Path;

#[test]
fn a_module_with_parts_is_a_folder_with_its_mod_rs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    super::rust_files(&root.join("src"), &mut files);
    super::rust_files(&root.join("crates"), &mut files);
    let mut beside: Vec<String> = files
        .iter()
        .filter(|file| {
            let folder = file.with_extension("");
            folder.is_dir()
                && std::fs::read_dir(&folder)
                    .into_iter()
                    .flatten()
                    .flatten()
                    .any(|e| e.path().extension().is_some_and(|x| x == "rs"))
        })
        .map(|file| {
            file.strip_prefix(root)
                .unwrap_or(file)
                .display()
                .to_string()
        })
        .collect();
    beside.sort();
    assert!(beside.is_empty(), "make each a folder's mod.rs: {beside:?}");
    assert!(files.len() > 100, "the source was not read");
}
