//! The paragraph numbers the rulebook has. Nothing of the game is imported here, so the
//! charts (which name paragraphs in their cells), the paragraphs' effects and the data that
//! holds both can all rely on it without relying on each other.

use std::fmt;
use std::str::FromStr;

/// The numbered ranges of the rulebook's paragraphs.
const RANGES: [(u16, u16); 10] = [
    (10, 14),
    (20, 21),
    (30, 34),
    (40, 44),
    (50, 72),
    (99, 117),
    (150, 150),
    (200, 204),
    (300, 304),
    (400, 405),
];

/// Whether the rulebook has a paragraph `number`.
pub fn exists(number: u16) -> bool {
    RANGES.iter().any(|&(lo, hi)| (lo..=hi).contains(&number))
}

/// Every paragraph number, in order.
pub fn all() -> impl Iterator<Item = u16> {
    RANGES.iter().flat_map(|&(lo, hi)| lo..=hi)
}

/// A number the rulebook has a paragraph for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ParagraphNumber(u16);

impl ParagraphNumber {
    /// `None` when the rulebook has no paragraph `number`.
    pub fn new(number: u16) -> Option<ParagraphNumber> {
        exists(number).then_some(ParagraphNumber(number))
    }

    pub fn get(self) -> u16 {
        self.0
    }
}

impl fmt::Display for ParagraphNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// Text that is not the number of one of the rulebook's paragraphs.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::words!("swr-no-paragraph", n = .0.as_str()))]
pub struct NoSuchParagraph(pub String);

impl FromStr for ParagraphNumber {
    type Err = NoSuchParagraph;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        text.trim()
            .parse::<u16>()
            .ok()
            .and_then(ParagraphNumber::new)
            .ok_or_else(|| NoSuchParagraph(text.trim().to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers() {
        assert_eq!(
            "150".parse::<ParagraphNumber>().map(ParagraphNumber::get),
            Ok(150)
        );
        assert!("151".parse::<ParagraphNumber>().is_err());
        assert!("x".parse::<ParagraphNumber>().is_err());
        assert!(all().all(exists));
        assert_eq!(all().count(), 5 + 2 + 5 + 5 + 23 + 19 + 1 + 5 + 5 + 6);
    }
}
