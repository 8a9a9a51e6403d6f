//! Older save formats brought up to the one this build writes, one version step at a time,
//! on the parsed JSON before it is read into the game types.
//!
//! Every released format has fixtures in `tests/fixtures/saves/v<N>/` that must keep loading.

use crate::games::sherwood::state::DEFAULT_NEUTRAL_SPACES;
use serde_json::{Map, Value, json};

/// Who wrote format 1 saves: the only release that wrote them.
const FORMAT_1_WRITER: &str = "pnp-companion 0.1.0";

/// Why an older save cannot be brought up to this build's format; its words (Display) are
/// in the player's language.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MigrateError {
    #[error("{}", crate::t!("store-migrate-not-object"))]
    NotAnObject,
    #[error("{}", crate::t!("store-migrate-no-way", version = *.0))]
    NoWayFrom(u32),
    #[error("{}", crate::t!("store-migrate-no-game"))]
    NoGame,
    #[error("{}", crate::t!("store-migrate-unknown-mode", mode = .0.as_str()))]
    UnknownMode(String),
    #[error("{}", crate::t!("store-migrate-no-mode"))]
    NoMode,
}

/// Brings a save of format `from` up to `to`.
pub fn migrate(save: &mut Value, from: u32, to: u32) -> Result<(), MigrateError> {
    for version in from..to {
        let envelope = save.as_object_mut().ok_or(MigrateError::NotAnObject)?;
        match version {
            1 => v1_to_v2(envelope)?,
            2 => v2_to_v3(envelope),
            3 => v3_to_v4(envelope),
            4 => v4_to_v5(envelope),
            5 => v5_to_v6(envelope),
            _ => return Err(MigrateError::NoWayFrom(version)),
        }
        envelope.insert("version".into(), json!(version + 1));
    }
    Ok(())
}

/// Format 2 names the program that wrote the save, and a Sherwood game keeps its setup so
/// that a replay needs nothing but the save. Format 1 games were all set up by 0.1.0's new
/// game screen: the draw followed the dice mode and the neutrals went to its eight spaces.
fn v1_to_v2(envelope: &mut Map<String, Value>) -> Result<(), MigrateError> {
    envelope.insert("written_by".into(), json!(FORMAT_1_WRITER));
    if envelope.get("game").and_then(Value::as_str) == Some("sherwood") {
        let game = envelope
            .get_mut("data")
            .and_then(Value::as_object_mut)
            .ok_or(MigrateError::NoGame)?;
        let draw = match game.get("mode").and_then(Value::as_str) {
            Some("physical") => "physical",
            Some("digital") => "digital",
            Some(other) => return Err(MigrateError::UnknownMode(other.to_string())),
            None => return Err(MigrateError::NoMode),
        };
        game.insert(
            "setup".into(),
            json!({ "draw": draw, "neutral_spaces": DEFAULT_NEUTRAL_SPACES }),
        );
    }
    Ok(())
}

/// Format 3 keeps what a Sherwood result leaves to settle in the game state (the state's
/// `todo` list and `next_todo` counter), the hidden prisoners of a physical setup
/// (`hidden`), the places named in play (`places`), the King's Men squads that have rolled
/// and the people who took part in an action this turn (`squads_rolled`, `took_part`), a
/// person's `turned_neutral`, and a log entry's `paragraphs` and `todo`. Every one of them
/// is new and read with its default when absent (nothing pending, nothing hidden, no one
/// turned), which is exactly what a format 2 game holds: so this step only sets the version
/// number, and changes nothing else. Do Not Forsake Me saves did not change.
///
/// A format 2 Sherwood game was played under the rules of its day: it loads and plays on,
/// but replaying its log under today's rules may take another course.
fn v2_to_v3(_envelope: &mut Map<String, Value>) {}

/// Format 4 keeps an action under way with the game (a Do Not Forsake Me action waiting for
/// the player's cards, with the cards entered so far: `under_way`; a Sherwood game's choices
/// on a result not yet applied and its forms: `draft`), and the envelope says how the game
/// is played and its turn (`physical`, `turn`) for the list of saves. All are new and read
/// as absent (nothing under way, nothing said in the list) in a format 3 save: this step
/// only sets the version number.
fn v3_to_v4(_envelope: &mut Map<String, Value>) {}

/// Format 5 keeps the log's words as catalogue keys and their arguments (`engine::words`),
/// so the log reads in the language of the moment. A format 4 log holds finished sentences
/// in the language it was played in; they read as text as they are, and the game words
/// each entry again from its action when it is opened (`DnfmGame::reword`,
/// `SherwoodGame::reword`, which need the game's data): this step only sets the version.
fn v4_to_v5(_envelope: &mut Map<String, Value>) {}

/// Format 6 keeps a Sherwood game's draft (what the player has chosen and typed and not yet
/// done) beside the game in the envelope, where it was inside the game's data, and keeps
/// its dice and gold as values (their text as typed still reads: `store::draft`). This step
/// moves it.
fn v5_to_v6(envelope: &mut Map<String, Value>) {
    let draft = envelope
        .get_mut("data")
        .and_then(Value::as_object_mut)
        .and_then(|game| game.remove("draft"));
    if let Some(draft) = draft {
        envelope.insert("draft".into(), draft);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn format_1_sherwood_gains_its_setup_and_writer() {
        let mut save = json!({
            "format": "pnp-companion-save", "version": 1, "game": "sherwood",
            "data": { "mode": "physical" }
        });
        migrate(&mut save, 1, 2).unwrap();
        assert_eq!(save["version"], 2);
        assert_eq!(save["written_by"], FORMAT_1_WRITER);
        assert_eq!(save["data"]["setup"]["draw"], "physical");
        assert_eq!(save["data"]["setup"]["neutral_spaces"][7], "High Samwith");
    }

    #[test]
    fn format_2_only_changes_its_version() {
        let data = json!({ "seed": 1, "mode": "digital", "journal": { "entries": [] } });
        let mut save = json!({
            "format": "pnp-companion-save", "version": 2, "written_by": "pnp-companion 0.2.0",
            "game": "sherwood", "data": data.clone()
        });
        migrate(&mut save, 2, 3).unwrap();
        assert_eq!(save["version"], 3);
        assert_eq!(save["written_by"], "pnp-companion 0.2.0");
        assert_eq!(save["data"], data);
    }

    #[test]
    fn format_5_moves_the_draft_beside_the_game() {
        let mut save = json!({
            "version": 5, "game": "sherwood",
            "data": { "seed": 1, "draft": { "die": "4" } }
        });
        migrate(&mut save, 5, 6).unwrap();
        assert_eq!(save["version"], 6);
        assert_eq!(save["draft"], json!({ "die": "4" }));
        assert_eq!(save["data"], json!({ "seed": 1 }));
        let mut none = json!({ "version": 5, "game": "dnfm", "data": { "seed": 1 } });
        migrate(&mut none, 5, 6).unwrap();
        assert!(none.get("draft").is_none());
    }

    #[test]
    fn a_save_that_cannot_be_migrated_says_why() {
        let mut save = json!({ "version": 1, "game": "sherwood", "data": { "mode": 3 } });
        let no_mode = migrate(&mut save, 1, 2).unwrap_err();
        assert_eq!(no_mode, MigrateError::NoMode);
        assert!(no_mode.to_string().contains("dice mode"));
        assert_eq!(
            migrate(&mut json!([1]), 1, 2),
            Err(MigrateError::NotAnObject)
        );
        let old = migrate(&mut json!({}), 0, 1).unwrap_err();
        assert!(old.to_string().contains("format 0"));
    }
}
