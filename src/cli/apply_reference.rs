//! The reference of `apply` changes in `docs/sherwood-play.md`, made from the `Change` type
//! itself: one example of every change with every field, and what each field means. A test
//! compares the document with it and names any change without an example, so the two cannot
//! drift apart.

use crate::games::sherwood::board::{Fealty, Location, Track};
use crate::games::sherwood::effects::Change;
use crate::games::sherwood::situation::RoyalOrders;
use crate::games::sherwood::space_id::{SpaceId, SquadId};
use crate::t;
use serde_json::Value;

/// One example of every change, with what it does in words.
pub fn examples() -> Vec<(Change, String)> {
    let mut all = track_and_people_examples();
    all.extend(kings_men_and_towns_examples());
    all.extend(special_examples());
    all
}

fn track_and_people_examples() -> Vec<(Change, String)> {
    let who = || "kirk".into();
    vec![
        (
            Change::Track {
                track: Track::Witchcraft,
                delta: -1,
            },
            t!("cli-sw-apply-track"),
        ),
        (Change::Injure { person: who() }, t!("cli-sw-apply-injure")),
        (Change::Heal { person: who() }, t!("cli-sw-apply-heal")),
        (
            Change::Capture {
                person: who(),
                prison: Some(SpaceId::new("Trott")),
            },
            t!("cli-sw-apply-capture"),
        ),
        (Change::Free { person: who() }, t!("cli-sw-apply-free")),
        (
            Change::FreeAllAt {
                space: SpaceId::new("Trott"),
            },
            t!("cli-sw-apply-free-all-at"),
        ),
        (
            Change::Recruit {
                person: "big-tim".into(),
            },
            t!("cli-sw-apply-recruit"),
        ),
        (
            Change::Leave {
                person: "big-tim".into(),
            },
            t!("cli-sw-apply-leave"),
        ),
        (
            Change::Move {
                person: who(),
                to: Location::Space(SpaceId::new("bridge")),
            },
            t!("cli-sw-apply-move"),
        ),
        (
            Change::Horse {
                person: who(),
                has: true,
            },
            t!("cli-sw-apply-horse"),
        ),
        (
            Change::Sanctuary {
                person: who(),
                until_turn: Some(5),
                granted: true,
            },
            t!("cli-sw-apply-sanctuary"),
        ),
    ]
}

fn kings_men_and_towns_examples() -> Vec<(Change, String)> {
    vec![
        (
            Change::MoveSquad {
                squad: SquadId::new("Trott"),
                to: Location::Space(SpaceId::new("Winklesea")),
            },
            t!("cli-sw-apply-move-squad"),
        ),
        (
            Change::RecruitSquad {
                squad: SquadId::new("Trott"),
            },
            t!("cli-sw-apply-recruit-squad"),
        ),
        (
            Change::Orders {
                orders: RoyalOrders::Search,
            },
            t!("cli-sw-apply-orders"),
        ),
        (
            Change::Fealty {
                town: SpaceId::new("Farnosh Bridge"),
                fealty: Fealty::Sworn,
            },
            t!("cli-sw-apply-fealty"),
        ),
    ]
}

/// Set aside, free supply, release, and the hidden prisoners and placed neutrals.
fn special_examples() -> Vec<(Change, String)> {
    vec![
        (
            Change::SetAside {
                person: "big-tim".into(),
            },
            t!("cli-sw-apply-set-aside"),
        ),
        (
            Change::FreeSupply {
                space: SpaceId::new("Trott"),
            },
            t!("cli-sw-apply-free-supply"),
        ),
        (
            Change::Release {
                person: "fernan".into(),
            },
            t!("cli-sw-apply-release"),
        ),
        (
            Change::Identify {
                space: SpaceId::new("Trott"),
                person: "mbele".into(),
            },
            t!("cli-sw-apply-identify"),
        ),
        (
            Change::PlaceNeutral {
                person: "big-tim".into(),
                space: SpaceId::new("Castle Dil"),
            },
            t!("cli-sw-apply-place-neutral"),
        ),
        (
            Change::RecordPrisoners {
                space: SpaceId::new("Trott"),
                archon: 1,
                neutral: 0,
                unknown: 0,
            },
            t!("cli-sw-apply-record-prisoners"),
        ),
    ]
}

/// What each field of a change holds.
pub fn field_words(field: &str) -> Option<String> {
    Some(match field {
        "person" => t!("cli-sw-apply-field-person"),
        "space" => t!("cli-sw-apply-field-space"),
        "town" => t!("cli-sw-apply-field-town"),
        "squad" => t!("cli-sw-apply-field-squad"),
        "to" => t!("cli-sw-apply-field-to"),
        "prison" => t!("cli-sw-apply-field-prison"),
        "track" => t!("cli-sw-apply-field-track"),
        "delta" => t!("cli-sw-apply-field-delta"),
        "has" => t!("cli-sw-apply-field-has"),
        "until_turn" => t!("cli-sw-apply-field-until-turn"),
        "granted" => t!("cli-sw-apply-field-granted"),
        "orders" => t!("cli-sw-apply-field-orders"),
        "fealty" => t!("cli-sw-apply-field-fealty"),
        "archon" | "neutral" | "unknown" => t!("cli-sw-apply-field-count"),
        _ => return None,
    })
}

/// Every change's name, as the type reads them: the names a script line may give.
pub fn change_names() -> Vec<String> {
    // serde lists the names it accepts when it meets one it does not.
    let err = serde_json::from_value::<Change>(serde_json::json!({"change": "?"}))
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    let list = err.split("expected one of").nth(1).unwrap_or_default();
    list.split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

fn fields(example: &Value) -> Vec<String> {
    example
        .as_object()
        .map(|o| o.keys().filter(|k| *k != "change").cloned().collect())
        .unwrap_or_default()
}

/// The reference as Markdown, as `docs/sherwood-play.md` holds it.
pub fn reference() -> String {
    let mut out = format!("{}\n|---|---|---|---|\n", t!("cli-sw-apply-head"));
    for (change, words) in examples() {
        let value = serde_json::to_value(&change).unwrap_or(Value::Null);
        let name = value.get("change").and_then(Value::as_str).unwrap_or("?");
        let fields: Vec<String> = fields(&value)
            .iter()
            .map(|f| format!("`{f}`: {}", field_words(f).unwrap_or_else(|| "?".into())))
            .collect();
        let line = serde_json::json!({"action": "apply", "change": value});
        out.push_str(&format!(
            "| `{name}` | {words} | {} | `{line}` |\n",
            fields.join("; ")
        ));
    }
    out.push_str(&format!("\n{}\n", t!("cli-sw-apply-place-forms")));
    out
}
