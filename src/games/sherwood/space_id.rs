//! A place's id ("Port Ferkin", "Forest 1") and a King's Men squad's ("Trott", named after
//! where it started): the keys the state, the actions and the changes share for places and
//! squads. Saved as the plain string, so old saves, scripts and data files load unchanged.
//!
//! Both compare ASCII-case-blind, here and nowhere else: players and scripts type
//! "port ferkin", and saves from older versions may carry any case. What was written is
//! kept for display.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::Deref;
use std::str::FromStr;

/// Text that names no place or squad: empty once trimmed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::words!("swr-empty-name", what = *.0))]
pub struct EmptyName(pub &'static str);

fn same(a: &str, b: &str) -> bool {
    a.eq_ignore_ascii_case(b)
}

macro_rules! case_blind_id {
    ($(#[$doc:meta])* $name:ident, $what:literal) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(String);

        impl $name {
            /// Keeps the text as written (no trimming, no check): for names the app made.
            pub fn new(id: impl Into<String>) -> $name {
                $name(id.into())
            }

            pub fn as_str(&self) -> &str {
                &self.0
            }
        }

        impl FromStr for $name {
            type Err = EmptyName;
            /// Where text enters: trimmed, and refused when nothing is left.
            fn from_str(text: &str) -> Result<$name, EmptyName> {
                match text.trim() {
                    "" => Err(EmptyName($what)),
                    t => Ok($name(t.to_string())),
                }
            }
        }

        impl PartialEq for $name {
            fn eq(&self, other: &$name) -> bool {
                same(&self.0, &other.0)
            }
        }

        impl Eq for $name {}

        impl Hash for $name {
            fn hash<H: Hasher>(&self, state: &mut H) {
                for b in self.0.bytes() {
                    state.write_u8(b.to_ascii_lowercase());
                }
                state.write_u8(0xff);
            }
        }

        impl Deref for $name {
            type Target = str;
            fn deref(&self) -> &str {
                &self.0
            }
        }

        impl AsRef<str> for $name {
            fn as_ref(&self) -> &str {
                &self.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.0)
            }
        }

        impl From<&$name> for $name {
            fn from(id: &$name) -> $name {
                id.clone()
            }
        }

        impl From<$name> for String {
            fn from(id: $name) -> String {
                id.0
            }
        }

        impl PartialEq<str> for $name {
            fn eq(&self, other: &str) -> bool {
                same(&self.0, other)
            }
        }

        impl PartialEq<&str> for $name {
            fn eq(&self, other: &&str) -> bool {
                same(&self.0, other)
            }
        }

        impl PartialEq<String> for $name {
            fn eq(&self, other: &String) -> bool {
                same(&self.0, other)
            }
        }

        impl PartialEq<$name> for str {
            fn eq(&self, other: &$name) -> bool {
                same(self, &other.0)
            }
        }

        impl PartialEq<$name> for &str {
            fn eq(&self, other: &$name) -> bool {
                same(self, &other.0)
            }
        }

        impl PartialEq<$name> for String {
            fn eq(&self, other: &$name) -> bool {
                same(self, &other.0)
            }
        }
    };
}

case_blind_id!(
    /// A space of the map or one named during play.
    SpaceId,
    "place"
);

case_blind_id!(
    /// A King's Men squad, named after the space it started in.
    SquadId,
    "squad"
);

impl SpaceId {
    /// No place yet: a form before the player picks one. It names no space, so the rules
    /// refuse an action that carries it; made here on purpose, never by a conversion.
    pub fn unchosen() -> SpaceId {
        SpaceId(String::new())
    }
}

impl From<SpaceId> for SquadId {
    /// A squad is named after the space it starts in.
    fn from(space: SpaceId) -> SquadId {
        SquadId(space.0)
    }
}

impl From<&SpaceId> for SquadId {
    fn from(space: &SpaceId) -> SquadId {
        SquadId(space.0.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn saved_as_the_plain_string() {
        let places = vec![SpaceId::new("Port Ferkin"), SpaceId::new("forest 1")];
        let json = serde_json::to_string(&places).unwrap_or_default();
        assert_eq!(json, r#"["Port Ferkin","forest 1"]"#);
        let squads: Vec<SquadId> = serde_json::from_str(&json).unwrap_or_default();
        let written: Vec<String> = squads.into_iter().map(String::from).collect();
        assert_eq!(written, ["Port Ferkin", "forest 1"]);
    }

    #[test]
    fn compares_case_blind_and_keeps_the_spelling() {
        let id = SpaceId::new("Port Ferkin");
        let typed = SpaceId::new("port ferkin");
        assert!(id == typed);
        assert!(id == "PORT FERKIN");
        assert!("port ferkin" == id);
        assert!(id != "Trott");
        assert_eq!(id.to_string(), "Port Ferkin");
        let set: HashSet<SpaceId> = [id, SpaceId::new("port ferkin")].into_iter().collect();
        assert_eq!(set.len(), 1);
    }

    #[test]
    fn text_is_trimmed_and_must_name_something() {
        assert_eq!(
            " Trott ".parse::<SquadId>().map(|q| q.to_string()),
            Ok("Trott".to_string())
        );
        assert_eq!("  ".parse::<SpaceId>(), Err(EmptyName("place")));
    }
}
