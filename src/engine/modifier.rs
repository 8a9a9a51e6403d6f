//! Labelled die-roll modifiers, so every total can be shown line by line.

use super::provenance::Provenance;
use super::words::Words;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Modifier {
    pub label: Words,
    pub value: i32,
    pub provenance: Provenance,
}

impl Modifier {
    pub fn new(label: impl Into<Words>, value: i32) -> Self {
        Modifier {
            label: label.into(),
            value,
            provenance: Provenance::Rulebook,
        }
    }

    pub fn inferred(label: impl Into<Words>, value: i32) -> Self {
        Modifier {
            provenance: Provenance::Inferred,
            ..Modifier::new(label, value)
        }
    }

    /// "+3", "−2", "+0": the sign always shown, a true minus sign for negatives.
    pub fn signed_value(&self) -> String {
        signed(self.value)
    }
}

pub fn signed(value: i32) -> String {
    if value < 0 {
        format!("\u{2212}{}", value.unsigned_abs())
    } else {
        format!("+{value}")
    }
}

pub fn total(modifiers: &[Modifier]) -> i32 {
    modifiers.iter().map(|m| m.value).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn totals_and_signs() {
        let mods = [
            Modifier::new("persuasiveness", 2),
            Modifier::new("Witchcraft", -3),
        ];
        assert_eq!(total(&mods), -1);
        assert_eq!(mods[0].signed_value(), "+2");
        assert_eq!(mods[1].signed_value(), "\u{2212}3");
        assert_eq!(signed(0), "+0");
        assert_eq!(total(&[]), 0);
    }
}
