//! No words a player reads are written in the code of a screen that has moved to the
//! catalogues: every string literal there is a catalogue key, has no letters (a format
//! string's `{}` and `·`), sits in an attribute, or is one of the file's few code strings
//! (an id, a URL scheme) listed below. The list of files grows as screens move over; the
//! languages issue is done when it is every file in `src/ui`.

use std::collections::BTreeSet;
use std::path::Path;

/// The files whose words are all in the catalogues, with the literals in them that are
/// code, not words.
const MOVED: &[(&str, &[&str])] = &[
    (
        "src/ui/home.rs",
        &["home", "https://", "http://", "CARGO_PKG_VERSION"],
    ),
    ("src/ui/share.rs", &[]),
    ("src/ui/dnfm/view.rs", &[]),
    ("src/ui/dnfm/cards.rs", &["A", "B"]),
    ("src/ui/dnfm/choices.rs", &[]),
    ("src/ui/dnfm/ship.rs", &[]),
    ("src/ui/dnfm/coach.rs", &[]),
    ("src/ui/widgets.rs", &["A", "B"]),
    ("src/i18n/mod.rs", &[]),
    ("src/i18n/lang.rs", &["en", "de", "fr"]),
    ("src/i18n/numbers.rs", &["value"]),
    ("src/i18n/catalogue.rs", &["OUT_DIR", "/catalogues.rs"]),
];

/// The string literals of Rust source before its test module: (line, text), comments and
/// char literals stepped over, raw strings read.
fn literals(source: &str) -> Vec<(usize, String)> {
    let code = source
        .find("#[cfg(test)]\nmod tests")
        .map_or(source, |at| &source[..at]);
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    let at = |k: usize| chars.get(k).copied().unwrap_or('\0');
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
        }
        if c == '/' && at(i + 1) == '/' {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
            continue;
        }
        if c == '/' && at(i + 1) == '*' {
            i += 2;
            while i < chars.len() && !(chars[i] == '*' && at(i + 1) == '/') {
                line += usize::from(chars[i] == '\n');
                i += 1;
            }
            i += 2;
            continue;
        }
        if c == '\'' {
            // A char literal ('x', '\n', '"'), or a lifetime ('a).
            if at(i + 1) == '\\' {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if at(i + 2) == '\'' {
                i += 3;
            } else {
                i += 1;
            }
            continue;
        }
        let ident_before = i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_');
        if c == 'r' && !ident_before && (at(i + 1) == '"' || at(i + 1) == '#') {
            let mut j = i + 1;
            let mut hashes = 0;
            while at(j) == '#' {
                hashes += 1;
                j += 1;
            }
            if at(j) == '"' {
                let start_line = line;
                let mut text = String::new();
                j += 1;
                loop {
                    if j >= chars.len() {
                        break;
                    }
                    if chars[j] == '"' && (1..=hashes).all(|h| at(j + h) == '#') {
                        j += 1 + hashes;
                        break;
                    }
                    line += usize::from(chars[j] == '\n');
                    text.push(chars[j]);
                    j += 1;
                }
                out.push((start_line, text));
                i = j;
                continue;
            }
        }
        if c == '"' {
            let start_line = line;
            let mut text = String::new();
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    text.push(chars[i]);
                    i += 1;
                }
                line += usize::from(chars[i] == '\n');
                text.push(chars[i]);
                i += 1;
            }
            out.push((start_line, text));
        }
        i += 1;
    }
    out
}

/// The literal's letters outside `{…}` (a format string's arguments are code).
fn has_words(literal: &str) -> bool {
    let mut depth = 0usize;
    let mut escaped = false;
    literal.chars().any(|c| match c {
        // An escape's letter (`\n`, `\u{2212}`) is no word.
        _ if escaped => {
            escaped = false;
            false
        }
        '\\' => {
            escaped = true;
            false
        }
        '{' => {
            depth += 1;
            false
        }
        '}' => {
            depth = depth.saturating_sub(1);
            false
        }
        _ => depth == 0 && c.is_alphabetic(),
    })
}

fn english_keys() -> BTreeSet<String> {
    let mut keys = BTreeSet::new();
    for (lang, _, text) in pnp_companion::i18n::catalogue_files() {
        if *lang == "en" {
            for line in text.lines() {
                if let Some((key, _)) = line.split_once(" =")
                    && !key.starts_with(['#', ' '])
                {
                    keys.insert(key.trim().to_string());
                }
            }
        }
    }
    keys
}

/// What a file writes in words, outside the catalogues: (line, literal).
fn words_in(source: &str, code_strings: &[&str], keys: &BTreeSet<String>) -> Vec<(usize, String)> {
    let lines: Vec<&str> = source.lines().collect();
    literals(source)
        .into_iter()
        .filter(|(line, text)| {
            let in_attribute = lines
                .get(line - 1)
                .is_some_and(|l| l.trim_start().starts_with("#["));
            has_words(text)
                && !in_attribute
                && !keys.contains(text)
                && !code_strings.contains(&text.as_str())
        })
        .collect()
}

#[test]
fn screens_moved_to_the_catalogues_write_no_words_of_their_own() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let keys = english_keys();
    assert!(keys.len() > 50, "the English catalogue was not read");
    let mut found = Vec::new();
    for (file, code_strings) in MOVED {
        let source = std::fs::read_to_string(root.join(file)).unwrap();
        for (line, text) in words_in(&source, code_strings, &keys) {
            found.push(format!("{file}:{line}: \"{text}\""));
        }
        // A code string no longer there is taken off the list.
        let all: BTreeSet<String> = literals(&source).into_iter().map(|(_, t)| t).collect();
        for s in *code_strings {
            assert!(all.contains(*s), "{file}: \"{s}\" is listed but not there");
        }
    }
    assert!(
        found.is_empty(),
        "words in the code (put them in locales/*/…ftl and ask with t!):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_check_finds_words_and_steps_over_what_is_not() {
    let keys = BTreeSet::from(["home-help".to_string()]);
    let source = r##"
// "a comment"
/* "a block" */
#[serde(rename = "kebab-case")]
fn f<'a>(x: &'a str) -> char {
    let _ = t!("home-help");
    let _ = format!("{x} · {}", 1);
    let _ = r#"Raw words"#;
    let _ = "id";
    let q = '"';
    text("Hello there")
}
"##;
    let found: Vec<String> = words_in(source, &["id"], &keys)
        .into_iter()
        .map(|(l, t)| format!("{l}:{t}"))
        .collect();
    assert_eq!(found, ["8:Raw words", "11:Hello there"]);
}
