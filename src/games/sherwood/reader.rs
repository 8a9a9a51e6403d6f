//! The spoiler-free paragraph reader: nothing is shown until a result points to it or the
//! player asks for a number and confirms; a history of what was revealed, with back and
//! forward.

use super::paragraphs;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Reader {
    /// Paragraphs in the order they were revealed (a number appears once).
    history: Vec<u16>,
    /// Index into `history` of the paragraph on screen.
    position: Option<usize>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReaderError {
    #[error("{}", crate::words!("swr-no-paragraph", n = .0.to_string()))]
    NoSuchParagraph(u16),
    #[error("{}", crate::words!("swr-paragraph-unrevealed", n = .0.to_string()))]
    NeedsConfirmation(u16),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    /// A table result or a counter pointed to it.
    Pointed,
    /// The player typed the number; `confirmed` after the spoiler warning.
    Asked { confirmed: bool },
}

impl Reader {
    pub fn reveal(&mut self, n: u16, why: Why) -> Result<(), ReaderError> {
        if !paragraphs::exists(n) {
            return Err(ReaderError::NoSuchParagraph(n));
        }
        if why == (Why::Asked { confirmed: false }) && !self.is_revealed(n) {
            return Err(ReaderError::NeedsConfirmation(n));
        }
        let i = match self.history.iter().position(|&h| h == n) {
            Some(i) => i,
            None => {
                self.history.push(n);
                self.history.len() - 1
            }
        };
        self.position = Some(i);
        Ok(())
    }

    pub fn is_revealed(&self, n: u16) -> bool {
        self.history.contains(&n)
    }

    pub fn current(&self) -> Option<u16> {
        self.position.and_then(|i| self.history.get(i).copied())
    }

    pub fn history(&self) -> &[u16] {
        &self.history
    }

    pub fn back(&mut self) -> bool {
        match self.position {
            Some(i) if i > 0 => {
                self.position = Some(i - 1);
                true
            }
            _ => false,
        }
    }

    pub fn forward(&mut self) -> bool {
        match self.position {
            Some(i) if i + 1 < self.history.len() => {
                self.position = Some(i + 1);
                true
            }
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reveal_only_when_pointed_or_confirmed() {
        let mut r = Reader::default();
        assert_eq!(
            r.reveal(302, Why::Asked { confirmed: false }),
            Err(ReaderError::NeedsConfirmation(302))
        );
        assert_eq!(r.current(), None);
        r.reveal(302, Why::Pointed).unwrap();
        r.reveal(302, Why::Asked { confirmed: false }).unwrap();
        r.reveal(105, Why::Asked { confirmed: true }).unwrap();
        assert_eq!(r.history(), [302, 105]);
        assert!(r.back());
        assert_eq!(r.current(), Some(302));
        assert!(!r.back());
        assert!(r.forward());
        assert_eq!(r.current(), Some(105));
        assert_eq!(
            r.reveal(118, Why::Pointed),
            Err(ReaderError::NoSuchParagraph(118))
        );
    }
}
