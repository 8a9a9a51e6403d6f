//! What the player has chosen and typed but not yet done on a Sherwood game's screen: the
//! choices on a result that waits to be applied, the dice for a roll, the form on the Play
//! page. The screen's panels own it while the game is open; it is kept in the save beside
//! the game (`Envelope::draft`), so that closing the app (or a crash, or a reload in a
//! browser) loses nothing entered. Only values are kept: a die is its faces, gold a number;
//! the text of a field being typed is the field's own.

use crate::games::sherwood::actions::Verb;
use crate::games::sherwood::person_id::PersonId;
use crate::games::sherwood::space_id::{SpaceId, SquadId};
use crate::games::sherwood::state::Track;
use serde::{Deserialize, Deserializer, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Draft {
    /// The result waiting to be settled these choices are for (its id): they are dropped
    /// if that is no longer the first thing waiting.
    pub task: Option<u32>,
    #[serde(flatten)]
    pub result: ResultChoices,
    /// The faces given for the result's roll (none: not given yet).
    #[serde(
        rename = "result_die",
        deserialize_with = "faces",
        skip_serializing_if = "Vec::is_empty"
    )]
    pub result_die: Vec<u8>,
    /// A chart cell's code being entered for the roll that waits for it, as the picker
    /// builds it.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub cell: String,
    #[serde(flatten)]
    pub form: PlayForm,
    /// The faces given for the Play page's roll (none: not given yet, or the app rolls).
    #[serde(deserialize_with = "faces", skip_serializing_if = "Vec::is_empty")]
    pub die: Vec<u8>,
    /// The player said every Neutral they placed at setup is told (or will tell it later).
    pub neutrals_told: bool,
}

/// The choices made on a result that waits to be applied: the Result panel's own state.
/// Saves name one field as they always have (`persons`).
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
    /// The gold to spend (none: not said).
    #[serde(deserialize_with = "gold")]
    pub gold: Option<u32>,
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

/// A die's faces as saves have written them: a list of numbers; before drafts kept values,
/// the text typed ("4", "4, 7", "" for none). Text that is no faces reads as none (it was
/// a field mid-typing, and is typed again).
fn faces<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<u8>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Written {
        Faces(Vec<u8>),
        One(u8),
        Typed(String),
    }
    Ok(match Written::deserialize(d)? {
        Written::Faces(f) => f,
        Written::One(f) => vec![f],
        Written::Typed(t) => t
            .split([',', ' '])
            .filter(|x| !x.is_empty())
            .map(str::parse::<u8>)
            .collect::<Result<Vec<u8>, _>>()
            .ok()
            .filter(|f| f.iter().all(|x| *x <= 10))
            .unwrap_or_default(),
    })
}

/// Gold as saves have written it: a number, or null; before drafts kept values, the text
/// typed ("3", "" for none).
fn gold<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u32>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Written {
        Amount(Option<u32>),
        Typed(String),
    }
    Ok(match Written::deserialize(d)? {
        Written::Amount(a) => a,
        Written::Typed(t) => t.trim().parse().ok(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A draft as saves of formats 4 and 5 wrote it (in the game's data), every field set:
    /// the dice and the gold as the text typed.
    const TYPED: &str = r#"{"task":7,"persons":["kirk"],"names":[null,"spock"],"squad":"Squad 1","to":"Trott","prison":"Nottingham","asker":"mccoy","legend":[["witchcraft",1]],"result_die":"4","cell":"MN,1I","space":"Trott","verb":"raid","actor":"kirk","target":"squad","gold":"3","die":"7, 2","neutrals_told":true}"#;
    /// The same draft as this build writes it.
    const VALUES: &str = r#"{"task":7,"persons":["kirk"],"names":[null,"spock"],"squad":"Squad 1","to":"Trott","prison":"Nottingham","asker":"mccoy","legend":[["witchcraft",1]],"result_die":[4],"cell":"MN,1I","space":"Trott","verb":"raid","actor":"kirk","target":"squad","gold":3,"die":[7,2],"neutrals_told":true}"#;

    #[test]
    fn a_draft_saved_as_typed_text_reads_as_values_and_writes_them() {
        let d: Draft = serde_json::from_str(TYPED).unwrap();
        assert_eq!(d.task, Some(7));
        assert_eq!(d.result.picked, vec![PersonId::new("kirk")]);
        assert_eq!(d.result.names, vec![None, Some(PersonId::new("spock"))]);
        assert_eq!(d.result.squad, Some(SquadId::new("Squad 1")));
        assert_eq!(d.result.to, Some(SpaceId::new("Trott")));
        assert_eq!(d.result.prison, Some(SpaceId::new("Nottingham")));
        assert_eq!(d.result.asker, Some(PersonId::new("mccoy")));
        assert_eq!(d.result.legend, Some(vec![(Track::Witchcraft, 1)]));
        assert_eq!(
            (d.result_die.as_slice(), d.cell.as_str()),
            (&[4][..], "MN,1I")
        );
        assert_eq!(d.form.space, Some(SpaceId::new("Trott")));
        assert_eq!(d.form.verb, Some(Verb::Raid));
        assert_eq!(d.form.actor, Some(PersonId::new("kirk")));
        assert_eq!(d.form.target.as_deref(), Some("squad"));
        assert_eq!((d.form.gold, d.die.as_slice()), (Some(3), &[7, 2][..]));
        assert!(d.neutrals_told);
        assert_eq!(serde_json::to_string(&d).unwrap(), VALUES);
        let again: Draft = serde_json::from_str(VALUES).unwrap();
        assert_eq!(again, d);
    }

    #[test]
    fn text_that_was_no_value_reads_as_none() {
        let d: Draft =
            serde_json::from_str(r#"{"die":"12","result_die":"x","gold":"lots"}"#).unwrap();
        assert!(d.is_empty(), "{d:?}");
        let d: Draft = serde_json::from_str(r#"{"die":5,"gold":null}"#).unwrap();
        assert_eq!((d.die.as_slice(), d.form.gold), (&[5][..], None));
    }

    #[test]
    fn a_partial_draft_leaves_the_rest_empty() {
        let d: Draft = serde_json::from_str(r#"{"die":"5"}"#).unwrap();
        assert_eq!(
            d,
            Draft {
                die: vec![5],
                ..Draft::default()
            }
        );
        assert!(d.result.is_empty() && !d.is_empty());
        assert!(Draft::default().is_empty());
    }
}
