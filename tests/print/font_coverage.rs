//! Every character the app can show is in a bundled font: a browser has no system fonts to
//! fall back on, so a missing one is drawn as an empty box there (the desktop would hide it).
//! Checked over the string literals of the source, the language catalogues (locales/: the
//! words on screen, in the log and in the PDFs) and the bundled data files (src/games/*/data).

use pnp_companion::fonts::{BOLD, REGULAR, SYMBOLS};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, out);
        } else if matches!(
            path.extension().and_then(|e| e.to_str()),
            Some("rs" | "toml" | "json" | "md" | "txt" | "ftl")
        ) {
            out.push(path);
        }
    }
}

fn covered(font: &[u8]) -> BTreeSet<char> {
    let face = ttf_parser::Face::parse(font, 0).unwrap();
    let mut chars = BTreeSet::new();
    for table in face.tables().cmap.unwrap().subtables {
        if table.is_unicode() {
            table.codepoints(|c| {
                if let Some(ch) = char::from_u32(c)
                    && table.glyph_index(c).is_some()
                {
                    chars.insert(ch);
                }
            });
        }
    }
    chars
}

/// The characters inside string literals of a Rust file (comments are not shown), with
/// escapes decoded: `\u{201c}` is the quotation mark it stands for, `\n` a line break.
fn in_strings(source: &str) -> BTreeSet<char> {
    let mut out = BTreeSet::new();
    for line in source.lines() {
        let code = line.trim_start();
        if code.starts_with("//") {
            continue;
        }
        let mut inside = false;
        let mut chars = line.chars();
        while let Some(c) = chars.next() {
            match c {
                '"' => inside = !inside,
                '\\' if inside => {
                    if let Some(decoded) = unescape(&mut chars) {
                        out.insert(decoded);
                    }
                }
                _ if inside => {
                    out.insert(c);
                }
                _ => {}
            }
        }
    }
    out
}

/// The character a Rust escape stands for, read after its backslash; `None` for a line
/// continuation (a backslash at the end of a line) or a malformed escape.
fn unescape(rest: &mut std::str::Chars<'_>) -> Option<char> {
    match rest.next()? {
        'n' => Some('\n'),
        't' => Some('\t'),
        'r' => Some('\r'),
        '0' => Some('\0'),
        'u' => {
            if rest.next()? != '{' {
                return None;
            }
            let hex: String = rest.by_ref().take_while(|&c| c != '}').collect();
            char::from_u32(u32::from_str_radix(&hex.replace('_', ""), 16).ok()?)
        }
        'x' => {
            let hex: String = rest.by_ref().take(2).collect();
            char::from_u32(u32::from_str_radix(&hex, 16).ok()?)
        }
        other => Some(other),
    }
}

#[test]
fn escapes_are_read_as_the_characters_they_stand_for() {
    let found = in_strings("let a = \"\\u{201c}x\\u{201d} \\\" \\x41\"; // \"\\u{2603}\"");
    assert!(found.contains(&'\u{201c}') && found.contains(&'\u{201d}'));
    assert!(found.contains(&'"') && found.contains(&'A') && found.contains(&'x'));
    assert!(!found.contains(&'{') && !found.contains(&'2'), "{found:?}");
}

#[test]
fn every_character_shown_is_in_a_bundled_font() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    // The web app's own files (a subset) must cover the same as the desktop's.
    let web_regular = covered(&std::fs::read(root.join("fonts/web/NotoSans-Regular.ttf")).unwrap());
    let web_bold = covered(&std::fs::read(root.join("fonts/web/NotoSans-Bold.ttf")).unwrap());
    let regular: BTreeSet<char> = covered(REGULAR)
        .intersection(&web_regular)
        .copied()
        .collect();
    let bold: BTreeSet<char> = covered(BOLD).intersection(&web_bold).copied().collect();
    let symbols = covered(SYMBOLS);
    let mut sources = Vec::new();
    files(&root.join("src"), &mut sources);
    assert!(sources.len() > 20, "the sources were not found");
    let before = sources.len();
    files(&root.join("locales"), &mut sources);
    assert!(sources.len() >= before + 3, "the catalogues were not found");
    let mut missing: BTreeMap<char, BTreeSet<String>> = BTreeMap::new();
    for file in &sources {
        let text = std::fs::read_to_string(file).unwrap();
        let chars = if file.extension().is_some_and(|e| e == "rs") {
            in_strings(&text)
        } else if file.extension().is_some_and(|e| e == "ftl") {
            // A catalogue's comments are for translators, not shown.
            text.lines()
                .filter(|l| !l.starts_with('#'))
                .flat_map(str::chars)
                .collect()
        } else {
            text.chars().collect()
        };
        for c in chars {
            if c.is_control() {
                continue;
            }
            let plain = regular.contains(&c) || symbols.contains(&c);
            let heavy = bold.contains(&c) || symbols.contains(&c);
            if !(plain && heavy) {
                missing
                    .entry(c)
                    .or_default()
                    .insert(file.strip_prefix(root).unwrap().display().to_string());
            }
        }
    }
    assert!(
        missing.is_empty(),
        "characters in no bundled font (add them to fonts/PnPSymbols.ttf, see fonts/README.md): {missing:?}"
    );
}

#[test]
fn the_check_sees_a_missing_character() {
    let regular = covered(REGULAR);
    let symbols = covered(SYMBOLS);
    assert!(regular.contains(&'A') && regular.contains(&'·'));
    assert!(!regular.contains(&'→') && symbols.contains(&'→'));
    assert!(!regular.contains(&'☃') && !symbols.contains(&'☃'));
    assert_eq!(
        in_strings("let a = \"x → \\\"y\\\"\"; // ☃"),
        "x → \"y\"".chars().collect()
    );
}
