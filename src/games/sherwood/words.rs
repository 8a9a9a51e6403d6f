//! The words a player types for the game's things (`kings-men`, `raid`, `cleric`, `town`,
//! `squad`, `seize`): `FromStr` with every spelling the command line has always taken and
//! one clear message for a word it does not know, and `Display` as the word to type.

use super::situation::Target;
use crate::engine::words::Words;
use std::fmt;
use std::str::FromStr;

pub use crate::engine::keyword::UnknownWord;

/// A word the player typed that names none of `expected`, said by `message`.
pub(crate) fn unknown(
    text: &str,
    expected: &'static [&'static str],
    message: &'static str,
) -> UnknownWord {
    UnknownWord {
        found: text.to_string(),
        expected,
        message,
    }
}

/// The words that mean a King's Men squad as a recruiting target.
const SQUAD_WORDS: [&str; 5] = [
    "squad",
    "kings-men",
    "king's men",
    "king's men squad",
    "kings men",
];

impl FromStr for Target {
    type Err = UnknownWord;

    /// `squad` (or "King's Men") is [`Target::KingsMenSquad`]; anything else is a person as
    /// the player named them, to be found in the roster (`Target::Person` then holds the
    /// name, not yet a roster id).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let t = text.trim();
        if SQUAD_WORDS.iter().any(|w| w.eq_ignore_ascii_case(t)) {
            Ok(Target::KingsMenSquad)
        } else if t.is_empty() {
            Err(unknown(text, &[], "swr-word-no-target"))
        } else {
            Ok(Target::Person(t.into()))
        }
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Target::Person(who) => f.write_str(who),
            Target::KingsMenSquad => f.write_str("squad"),
        }
    }
}

/// "A", "A and B", "A, B and C"; nothing for no names.
pub fn join_and<S: AsRef<str>>(names: &[S]) -> Words {
    if names.is_empty() {
        return Words::nothing();
    }
    Words::and_list(names.iter().map(|n| Words::text(n.as_ref())))
}

/// "1 space", "2 spaces".
pub fn count(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// A whole number with a true minus sign, as the tracks and totals are written.
pub fn number(n: i32) -> String {
    if n < 0 {
        format!("\u{2212}{}", n.unsigned_abs())
    } else {
        n.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::sherwood::persons::{PersonKind, Stat};
    use crate::games::sherwood::situation::RoyalOrders;
    use crate::games::sherwood::spaces::SpaceKind;
    use crate::games::sherwood::tables::TableId;

    #[test]
    fn every_word_reads_back_as_itself() {
        for t in TableId::ALL {
            assert_eq!(t.to_string().parse::<TableId>(), Ok(t));
        }
        for s in Stat::ALL {
            assert_eq!(s.to_string().parse::<Stat>(), Ok(s));
            assert_eq!(s.id().parse::<Stat>(), Ok(s));
        }
        for k in PersonKind::ALL {
            assert_eq!(k.to_string().parse::<PersonKind>(), Ok(k));
        }
        for k in SpaceKind::ALL {
            assert_eq!(k.to_string().parse::<SpaceKind>(), Ok(k));
        }
        for o in [RoyalOrders::Patrol, RoyalOrders::Search, RoyalOrders::Seize] {
            assert_eq!(o.to_string().parse::<RoyalOrders>(), Ok(o));
        }
        for t in [Target::KingsMenSquad, Target::Person("Kirk".into())] {
            assert_eq!(t.to_string().parse::<Target>(), Ok(t));
        }
    }

    #[test]
    fn the_old_spellings_and_messages() {
        assert_eq!("King's Men Table".parse(), Ok(TableId::KingsMen));
        assert_eq!("horse".parse(), Ok(TableId::HorseTheft));
        assert_eq!("pers".parse(), Ok(Stat::Persuasiveness));
        assert_eq!("Enterprise crewmember".parse(), Ok(PersonKind::Enterprise));
        assert_eq!("CLERIC".parse(), Ok(PersonKind::Cleric));
        assert_eq!("bridge/ford".parse(), Ok(SpaceKind::BridgeFord));
        assert_eq!("King's Men".parse(), Ok(Target::KingsMenSquad));
        let err = |e: UnknownWord| e.to_string();
        assert!(
            err("tea-party".parse::<TableId>().unwrap_err())
                .starts_with("no table called 'tea-party': choose one of recruiting,")
        );
        assert_eq!(
            err("luck".parse::<Stat>().unwrap_err()),
            "'luck' is not a counter value: use persuasiveness, raid or donations"
        );
        assert_eq!(
            err("wizard".parse::<PersonKind>().unwrap_err()),
            "'wizard' is not a kind: enterprise, archon, neutral, royalist, cleric"
        );
        assert!(err("crater".parse::<SpaceKind>().unwrap_err()).contains("not a kind of space"));
        assert!("".parse::<Target>().is_err());
    }
}

#[cfg(test)]
mod word_tests {
    use super::*;

    #[test]
    fn lists_and_counts_read_as_words() {
        assert_eq!(join_and(&["Kirk"]), "Kirk");
        assert_eq!(join_and(&["Kirk", "Spock"]), "Kirk and Spock");
        assert_eq!(
            join_and(&["Kirk", "Spock", "McCoy"]),
            "Kirk, Spock and McCoy"
        );
        assert_eq!(count(1, "space", "spaces"), "1 space");
        assert_eq!(count(3, "space", "spaces"), "3 spaces");
        assert_eq!(number(-3), "\u{2212}3");
    }
}
