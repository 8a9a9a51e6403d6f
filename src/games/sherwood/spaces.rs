//! Spaces of the Syngreal map that the rules care about.

use super::space_id::SpaceId;
use crate::engine::keyword::keyword_enum;
use crate::engine::provenance::Provenance;
use crate::engine::words::Words;
use serde::{Deserialize, Serialize};

keyword_enum! {
    pub enum SpaceKind as id {
        Town = "town" => "swr-space-town",
        Castle = "castle" => "swr-space-castle",
        Cathedral = "cathedral" => "swr-space-cathedral",
        RoyalPalace = "royal-palace" | "palace" => "swr-space-royal-palace",
        BridgeFord = "bridge-ford" | "bridge" | "ford" | "bridge-or-ford" => "swr-space-bridge-ford",
        Road = "road" => "swr-space-road",
        Forest = "forest" => "swr-space-forest",
        Other = "other" => "swr-space-other",
    }
}
keyword_enum!(@from_str SpaceKind, "swr-word-no-space-kind");
keyword_enum!(@display SpaceKind id);

fn default_provenance() -> Provenance {
    Provenance::Rulebook
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Space {
    pub name: String,
    pub kind: SpaceKind,
    #[serde(default = "default_provenance")]
    pub provenance: Provenance,
    #[serde(default)]
    pub aliases: Vec<String>,
}

impl Space {
    pub fn answers_to(&self, query: &str) -> bool {
        query
            .parse::<SpaceId>()
            .is_ok_and(|q| q == self.name || self.aliases.iter().any(|a| q == *a))
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Spaces {
    #[serde(rename = "space")]
    pub spaces: Vec<Space>,
}

impl Spaces {
    pub fn find(&self, query: &str) -> Option<&Space> {
        self.spaces.iter().find(|s| s.answers_to(query))
    }

    /// The one place of a kind, when only one place has it (the Royal Palace).
    pub fn only_of_kind(&self, kind: SpaceKind) -> Option<&Space> {
        let mut of_kind = self.spaces.iter().filter(|s| s.kind == kind);
        match (of_kind.next(), of_kind.next()) {
            (Some(only), None) => Some(only),
            _ => None,
        }
    }
}

/// The space an action happens in, as far as the caller knows it.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct SpaceRef {
    pub name: Option<SpaceId>,
    pub kind: Option<SpaceKind>,
}

impl SpaceRef {
    pub fn named(space: &Space) -> Self {
        SpaceRef {
            name: Some(SpaceId::new(&space.name)),
            kind: Some(space.kind),
        }
    }

    pub fn of_kind(kind: SpaceKind) -> Self {
        SpaceRef {
            name: None,
            kind: Some(kind),
        }
    }

    pub fn is(&self, name: &str) -> bool {
        self.name.as_ref().is_some_and(|n| n == name)
    }

    pub fn describe(&self) -> Words {
        match (&self.name, self.kind) {
            (Some(n), _) => Words::text(n.as_str()),
            (None, Some(k)) => crate::words!("swr-space-a", kind = k.id()),
            (None, None) => crate::words!("swr-space-unnamed"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_parse_from_many_spellings() {
        assert_eq!(
            SpaceKind::from_word("Royal Palace"),
            Some(SpaceKind::RoyalPalace)
        );
        assert_eq!(
            SpaceKind::from_word("bridge/ford"),
            Some(SpaceKind::BridgeFord)
        );
        assert_eq!(SpaceKind::from_word("ford"), Some(SpaceKind::BridgeFord));
        assert_eq!(SpaceKind::from_word("Forest"), Some(SpaceKind::Forest));
        assert_eq!(SpaceKind::from_word("swamp"), None);
        for k in SpaceKind::ALL {
            assert_eq!(SpaceKind::from_word(k.id()), Some(k));
        }
    }
}
