//! What the player describes before a roll: who is where, doing what, under which indices.

use super::person_id::PersonId;
use super::spaces::SpaceRef;
use crate::engine::keyword::keyword_enum;
use serde::{Deserialize, Serialize};

keyword_enum! {
    #[derive(Default)]
    pub enum RoyalOrders as id {
        #[default]
        Patrol = "patrol" => "swr-orders-patrol",
        Search = "search" => "swr-orders-search",
        Seize = "seize" => "swr-orders-seize",
    }
}
keyword_enum!(@from_str RoyalOrders, "swr-word-no-orders");
keyword_enum!(@display RoyalOrders id);

/// Whom a recruiting attempt is aimed at.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Target {
    /// A person's id in the roster.
    Person(PersonId),
    KingsMenSquad,
}

/// Everything a roll depends on. Person entries are roster ids.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Situation {
    pub space: SpaceRef,
    /// The people in the space on your side (the actor is counted even if not listed).
    pub present: Vec<PersonId>,
    pub injured: Vec<PersonId>,
    pub in_sanctuary: Vec<PersonId>,
    /// Who recruits, leads the raid, requests donations or asks for sanctuary.
    pub actor: Option<PersonId>,
    pub target: Option<Target>,
    /// King's Men squads in the space.
    pub squads_here: u8,
    pub gold_spent: u32,
    /// The Warchest before spending, when known, to check the gold spent.
    pub warchest: Option<u8>,
    pub phasers: bool,
    pub witchcraft: u8,
    pub royal_morale: u8,
    pub royal_orders: RoyalOrders,
    /// Where a fleeing group goes.
    pub flee_to: SpaceRef,
    pub squads_at_destination: u8,
    pub all_have_horses: bool,
    /// How many injured people are treated at once (1–3).
    pub patients: u8,
    pub medical_kit: bool,
    /// Read this row of the chart by name instead of the one the situation selects: for a
    /// row the player added from their own chart (e.g. a kind of space the rulebook omits).
    pub chart_row: Option<String>,
    /// Royalists and Clerics who left a starving stack and count as Neutrals now.
    pub turned_neutral: Vec<PersonId>,
}

impl Situation {
    /// Everyone on your side in the space, the actor included, each once.
    pub fn everyone(&self) -> Vec<&str> {
        let mut all: Vec<&str> = Vec::new();
        for id in self.actor.iter().chain(self.present.iter()) {
            if !all.contains(&id.as_str()) {
                all.push(id);
            }
        }
        all
    }

    pub fn is_injured(&self, id: &str) -> bool {
        self.injured.iter().any(|i| i == id)
    }

    pub fn is_in_sanctuary(&self, id: &str) -> bool {
        self.in_sanctuary.iter().any(|i| i == id)
    }

    /// People who can lend an ability or a value: present and not injured.
    pub fn able(&self) -> Vec<&str> {
        self.everyone()
            .into_iter()
            .filter(|id| !self.is_injured(id))
            .collect()
    }
}
