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
    #[serde(flatten)]
    pub result: ResultChoices,
    #[serde(flatten)]
    pub form: PlayForm,
    /// The die typed on the Play page.
    pub die: String,
    /// The player said every Neutral they placed at setup is told (or will tell it later).
    pub neutrals_told: bool,
}

/// The choices made on a result that waits to be applied: the Result panel's own state.
/// Saves name three fields as they always have (`persons`, `result_die`, `cell`).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct ResultChoices {
    #[serde(rename = "persons")]
    pub picked: Vec<PersonId>,
    /// One name for each hidden prisoner counter turned over.
    pub names: Vec<Option<PersonId>>,
    pub squad: Option<SquadId>,
    pub to: Option<SpaceId>,
    pub prison: Option<SpaceId>,
    /// Who asks for sanctuary instead of fleeing (a choice before the roll).
    pub asker: Option<PersonId>,
    /// What a legend-only symbol did to the tracks, as tapped (`Some(empty)`: nothing).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub legend: Option<Vec<(Track, i32)>>,
    /// The die typed for the result's roll.
    #[serde(rename = "result_die")]
    pub die: String,
    /// A chart cell being entered for the roll that waits for it.
    #[serde(rename = "cell")]
    pub answer: String,
}

/// The Play page's form: the space, the action, who acts, whom, the gold.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct PlayForm {
    pub space: Option<SpaceId>,
    pub verb: Option<Verb>,
    pub actor: Option<PersonId>,
    /// A person's id, or "squad".
    pub target: Option<String>,
    pub gold: String,
}

impl Draft {
    pub fn is_empty(&self) -> bool {
        *self == Draft::default()
    }
}

impl ResultChoices {
    pub fn is_empty(&self) -> bool {
        *self == ResultChoices::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A draft as saves have written it since drafts were kept, every field set.
    const SAVED: &str = r#"{"task":7,"persons":["kirk"],"names":[null,"spock"],"squad":"Squad 1","to":"Trott","prison":"Nottingham","asker":"mccoy","legend":[["witchcraft",1]],"result_die":"4","cell":"MN,1I","space":"Trott","verb":"raid","actor":"kirk","target":"squad","gold":"3","die":"7","neutrals_told":true}"#;

    #[test]
    fn a_saved_draft_reads_into_its_parts_and_writes_back_the_same() {
        let d: Draft = serde_json::from_str(SAVED).unwrap();
        assert_eq!(d.task, Some(7));
        assert_eq!(d.result.picked, vec![PersonId::new("kirk")]);
        assert_eq!(d.result.names, vec![None, Some(PersonId::new("spock"))]);
        assert_eq!(d.result.squad, Some(SquadId::new("Squad 1")));
        assert_eq!(d.result.to, Some(SpaceId::new("Trott")));
        assert_eq!(d.result.prison, Some(SpaceId::new("Nottingham")));
        assert_eq!(d.result.asker, Some(PersonId::new("mccoy")));
        assert_eq!(d.result.legend, Some(vec![(Track::Witchcraft, 1)]));
        assert_eq!(
            (d.result.die.as_str(), d.result.answer.as_str()),
            ("4", "MN,1I")
        );
        assert_eq!(d.form.space, Some(SpaceId::new("Trott")));
        assert_eq!(d.form.verb, Some(Verb::Raid));
        assert_eq!(d.form.actor, Some(PersonId::new("kirk")));
        assert_eq!(d.form.target.as_deref(), Some("squad"));
        assert_eq!((d.form.gold.as_str(), d.die.as_str()), ("3", "7"));
        assert!(d.neutrals_told);
        assert_eq!(serde_json::to_string(&d).unwrap(), SAVED);
    }

    #[test]
    fn a_partial_draft_leaves_the_rest_empty() {
        let d: Draft = serde_json::from_str(r#"{"die":"5"}"#).unwrap();
        assert_eq!(
            d,
            Draft {
                die: "5".into(),
                ..Draft::default()
            }
        );
        assert!(d.result.is_empty() && !d.is_empty());
        assert!(Draft::default().is_empty());
    }
}
