//! The words a player types for the game's things that have a name in every language (a
//! counter value, a kind of person): the word, or its name in English or in the player's
//! language. Reading a name needs the catalogues, so it is done here at the edge.

use crate::games::sherwood::persons::{PersonKind, Stat};
use crate::games::sherwood::words::{UnknownWord, unknown};
use std::str::FromStr;

/// Whether `typed` is the name under `key`, in English or in the player's language.
fn names(key: &str, typed: &str) -> bool {
    super::text_in(super::Lang::En, key).eq_ignore_ascii_case(typed)
        || super::text(key).eq_ignore_ascii_case(typed)
}

impl FromStr for Stat {
    type Err = UnknownWord;

    /// `raid`, `r`, `pers`, `donations` … and the label `Display` shows ("raid value").
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Stat::from_word(text)
            .or_else(|| {
                Stat::ALL
                    .into_iter()
                    .find(|s| names(s.label_key(), text.trim()))
            })
            .ok_or_else(|| unknown(text, Stat::WORDS, "swr-word-no-stat"))
    }
}

impl FromStr for PersonKind {
    type Err = UnknownWord;

    /// The kind's word or its label ("Enterprise crewmember"), in any case.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let t = text.trim();
        PersonKind::ALL
            .into_iter()
            .find(|k| k.id().eq_ignore_ascii_case(t) || names(k.label_key(), t))
            .ok_or_else(|| unknown(text, PersonKind::WORDS, "swr-word-no-kind"))
    }
}
