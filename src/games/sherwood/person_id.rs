//! A person's id ("kirk", "big-tim"): the key the roster, the state, the actions, the
//! changes and the log share. A type of its own so a person's id is never mixed up with a
//! name, a place or a squad; saved as the plain string, so old saves and data files load.

use serde::{Deserialize, Serialize};
use std::borrow::Borrow;
use std::fmt;
use std::ops::Deref;

#[derive(Debug, Clone, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PersonId(String);

impl PersonId {
    pub fn new(id: impl Into<String>) -> PersonId {
        PersonId(id.into())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl Deref for PersonId {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl AsRef<str> for PersonId {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl Borrow<str> for PersonId {
    fn borrow(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for PersonId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<&str> for PersonId {
    fn from(id: &str) -> PersonId {
        PersonId(id.to_string())
    }
}

impl From<String> for PersonId {
    fn from(id: String) -> PersonId {
        PersonId(id)
    }
}

impl From<&String> for PersonId {
    fn from(id: &String) -> PersonId {
        PersonId(id.clone())
    }
}

impl From<&PersonId> for PersonId {
    fn from(id: &PersonId) -> PersonId {
        id.clone()
    }
}

impl From<PersonId> for String {
    fn from(id: PersonId) -> String {
        id.0
    }
}

impl PartialEq<str> for PersonId {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for PersonId {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

impl PartialEq<String> for PersonId {
    fn eq(&self, other: &String) -> bool {
        &self.0 == other
    }
}

impl PartialEq<PersonId> for str {
    fn eq(&self, other: &PersonId) -> bool {
        self == other.0
    }
}

impl PartialEq<PersonId> for String {
    fn eq(&self, other: &PersonId) -> bool {
        *self == other.0
    }
}

impl PartialEq<PersonId> for &str {
    fn eq(&self, other: &PersonId) -> bool {
        *self == other.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saved_as_the_plain_string() {
        let id = PersonId::from("big-tim");
        assert_eq!(
            serde_json::to_string(&id).ok().as_deref(),
            Some("\"big-tim\"")
        );
        let back: Result<PersonId, _> = serde_json::from_str("\"big-tim\"");
        assert_eq!(back.ok(), Some(id));
    }

    #[test]
    fn compares_with_text() {
        let id = PersonId::from("kirk");
        assert!(id == "kirk");
        assert!("kirk" == id);
        assert!(id != "spock");
        assert_eq!(id.to_string(), "kirk");
    }
}
