//! What the player has chosen and typed but not yet done: the choices on a result that waits
//! to be applied, the dice typed for a roll, the form on the Play page. Kept with the game,
//! so that closing the app (or a crash, or a reload in a browser) loses nothing entered.

use super::actions::Verb;
use super::person_id::PersonId;
use super::space_id::{SpaceId, SquadId};
use super::state::Track;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Draft {
    /// The result waiting to be settled these choices are for (its id): they are dropped
    /// if that is no longer the first thing waiting.
    pub task: Option<u32>,
    pub persons: Vec<PersonId>,
    /// One name for each hidden prisoner counter turned over.
    pub names: Vec<Option<PersonId>>,
    pub squad: Option<SquadId>,
    pub to: Option<SpaceId>,
    pub prison: Option<SpaceId>,
    /// Who asks for sanctuary instead of fleeing.
    pub asker: Option<PersonId>,
    /// What a legend-only symbol did to the tracks, as tapped so far.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub legend: Option<Vec<(Track, i32)>>,
    /// The die typed for the result's roll.
    pub result_die: String,
    /// A chart cell being entered for the roll that waits for it.
    pub cell: String,
    /// The Play page's form: the space, the action, who acts, whom, the gold, the die.
    pub space: Option<SpaceId>,
    pub verb: Option<Verb>,
    pub actor: Option<PersonId>,
    pub target: Option<String>,
    pub gold: String,
    pub die: String,
    /// The player said every Neutral they placed at setup is told (or will tell it later).
    pub neutrals_told: bool,
}

impl Draft {
    pub fn is_empty(&self) -> bool {
        *self == Draft::default()
    }
}
