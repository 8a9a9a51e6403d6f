//! "Import rulebook text": reads the player's own plain-text rulebook and extracts each
//! numbered paragraph's text, so the reader can show it. Pure: the caller reads the file.

use super::paragraphs;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The largest rulebook text accepted (the real one is about 60 KB).
pub const MAX_BYTES: usize = 2 * 1024 * 1024;

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct ImportedText {
    pub paragraphs: BTreeMap<u16, String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ImportReport {
    pub found: Vec<u16>,
    pub missing: Vec<u16>,
    /// Numbers that appeared more than once (the first is kept).
    pub repeated: Vec<u16>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImportError {
    #[error("{}", crate::words!("swr-import-empty"))]
    Empty,
    #[error("{}", crate::words!("swr-import-too-large", bytes = *.0))]
    TooLarge(usize),
    #[error("{}", crate::words!("swr-import-nothing"))]
    NothingFound,
}

/// A line that opens paragraph `n`: the number, a space, then text.
fn opens(line: &str) -> Option<(u16, &str)> {
    let (num, rest) = line.split_once(' ')?;
    let n: u16 = num.parse().ok()?;
    let rest = rest.trim();
    (paragraphs::exists(n) && !rest.is_empty()).then_some((n, rest))
}

fn is_heading(line: &str) -> bool {
    line.starts_with("Paragraphs ") || line == "Charts and Tables" || line == "Paragraph Text"
}

pub fn import(text: &str) -> Result<(ImportedText, ImportReport), ImportError> {
    if text.len() > MAX_BYTES {
        return Err(ImportError::TooLarge(text.len()));
    }
    if text.trim().is_empty() {
        return Err(ImportError::Empty);
    }
    // Only the paragraph section, where the text marks it; otherwise the whole file.
    let body = text
        .find("\nParagraph Text")
        .map_or(text, |i| text.get(i..).unwrap_or(text));
    let mut out = ImportedText::default();
    let mut repeated = Vec::new();
    let mut current: Option<(u16, String)> = None;
    let finish = |cur: Option<(u16, String)>, out: &mut ImportedText, repeated: &mut Vec<u16>| {
        if let Some((n, t)) = cur {
            match out.paragraphs.entry(n) {
                std::collections::btree_map::Entry::Occupied(_) => repeated.push(n),
                std::collections::btree_map::Entry::Vacant(v) => {
                    v.insert(t.trim().to_string());
                }
            }
        }
    };
    for raw in body.lines() {
        let line = raw.trim();
        if let Some((n, rest)) = opens(line) {
            finish(current.take(), &mut out, &mut repeated);
            current = Some((n, rest.to_string()));
        } else if is_heading(line) {
            finish(current.take(), &mut out, &mut repeated);
        } else if let Some((_, t)) = current.as_mut()
            && !line.is_empty()
        {
            t.push('\n');
            t.push_str(line);
        }
    }
    finish(current.take(), &mut out, &mut repeated);
    if out.paragraphs.is_empty() {
        return Err(ImportError::NothingFound);
    }
    let found: Vec<u16> = out.paragraphs.keys().copied().collect();
    let missing: Vec<u16> = paragraphs::all()
        .filter(|n| !out.paragraphs.contains_key(n))
        .collect();
    Ok((
        out,
        ImportReport {
            found,
            missing,
            repeated,
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    const FIXTURE: &str = "A Made-Up Rulebook\n1. Rules\nSome rules with 12 numbers in them.\nParagraph Text\nParagraphs 10-50\n10 First Person: a fixture sentence.\nA second line of rules for 10.\n302 A refusal written for this test.\nFollow-up line.\nParagraphs 300-405\n405 The end of the fixture.\n";

    #[test]
    fn extracts_numbered_paragraphs_and_reports() {
        let (text, report) = import(FIXTURE).unwrap();
        assert_eq!(report.found, [10, 302, 405]);
        assert_eq!(
            text.paragraphs[&10],
            "First Person: a fixture sentence.\nA second line of rules for 10."
        );
        assert_eq!(
            text.paragraphs[&302],
            "A refusal written for this test.\nFollow-up line."
        );
        assert!(report.missing.contains(&11) && !report.missing.contains(&10));
    }

    #[test]
    fn foreign_or_broken_files_are_refused() {
        assert_eq!(import(""), Err(ImportError::Empty));
        assert_eq!(
            import("Just a shopping list\n2 eggs\n3 apples\n"),
            Err(ImportError::NothingFound)
        );
        assert_eq!(
            import(&"x".repeat(MAX_BYTES + 1)),
            Err(ImportError::TooLarge(MAX_BYTES + 1))
        );
    }

    #[test]
    fn repeats_keep_the_first() {
        let (text, report) = import("Paragraph Text\n105 first\n105 second\n").unwrap();
        assert_eq!(text.paragraphs[&105], "first");
        assert_eq!(report.repeated, [105]);
    }
}
