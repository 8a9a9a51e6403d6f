//! The reference of `apply` changes in `docs/sherwood-play.md`, made from the `Change` type
//! itself: one example of every change with every field, and what each field means. A test
//! compares the document with it and names any change without an example, so the two cannot
//! drift apart.

use crate::games::sherwood::board::{Fealty, Location, Track};
use crate::games::sherwood::effects::Change;
use crate::games::sherwood::situation::RoyalOrders;
use serde_json::Value;

/// One example of every change, with what it does in words.
pub fn examples() -> Vec<(Change, &'static str)> {
    let who = || "kirk".into();
    vec![
        (
            Change::Track {
                track: Track::Witchcraft,
                delta: -1,
            },
            "moves a track (`witchcraft`, `warchest` or `royal-morale`) by `delta`; it stays within 0 to 19",
        ),
        (Change::Injure { person: who() }, "injures one of yours"),
        (Change::Heal { person: who() }, "heals one of yours"),
        (
            Change::Capture {
                person: who(),
                prison: Some("Trott".into()),
            },
            "captures someone: imprisoned where they stand in a town, castle or the Royal Palace, elsewhere in the `prison` you name",
        ),
        (
            Change::Free { person: who() },
            "frees a prisoner, who is yours from then on",
        ),
        (
            Change::FreeAllAt {
                space: "Trott".into(),
            },
            "frees every prisoner at a place (hidden counters are named first with `identify`)",
        ),
        (
            Change::Recruit {
                person: "big-tim".into(),
            },
            "makes someone yours",
        ),
        (
            Change::Leave {
                person: "big-tim".into(),
            },
            "someone of yours leaves you (not a crewmember)",
        ),
        (
            Change::Move {
                person: who(),
                to: Location::Space("bridge".into()),
            },
            "puts someone elsewhere; `to` is a place (see the forms below), a kind of space making a new place as `move` does",
        ),
        (
            Change::Horse {
                person: who(),
                has: true,
            },
            "gives someone a horse (`has`: true) or takes it (false)",
        ),
        (
            Change::Sanctuary {
                person: who(),
                until_turn: Some(5),
                granted: true,
            },
            "puts someone in sanctuary (`granted`: true), to leave by the end of `until_turn` if given, or ends it (false)",
        ),
        (
            Change::MoveSquad {
                squad: "Trott".into(),
                to: Location::Space("Winklesea".into()),
            },
            "puts a King's Men squad (named for where it started) elsewhere on the map, or `off-map`",
        ),
        (
            Change::RecruitSquad {
                squad: "Trott".into(),
            },
            "a King's Men squad joins you",
        ),
        (
            Change::Orders {
                orders: RoyalOrders::Search,
            },
            "sets the Royal Orders (`patrol`, `search`, `seize`); they never go back",
        ),
        (
            Change::Fealty {
                town: "Farnosh Bridge".into(),
                fealty: Fealty::Sworn,
            },
            "sets a town's fealty: `unsworn`, `sworn` or `open-rebellion`",
        ),
        (
            Change::SetAside {
                person: "big-tim".into(),
            },
            "takes a counter out of play (the rules' set-aside)",
        ),
        (
            Change::FreeSupply {
                space: "Trott".into(),
            },
            "the stack at a place needs no supply this turn",
        ),
        (
            Change::Release {
                person: "fernan".into(),
            },
            "a mayor's or castle lord's once-a-game release of their place's prisoners",
        ),
        (
            Change::Identify {
                space: "Trott".into(),
                person: "mbele".into(),
            },
            "physical setup: a hidden prisoner counter at a place turns out to be this person",
        ),
        (
            Change::PlaceNeutral {
                person: "big-tim".into(),
                space: "Castle Dil".into(),
            },
            "physical setup: where a Neutral you drew blind was placed",
        ),
        (
            Change::RecordPrisoners {
                space: "Trott".into(),
                archon: 1,
                neutral: 0,
                unknown: 0,
            },
            "physical setup: the prisoner counters lying at a place, by colour (`archon`, `neutral`, `unknown` not looked at)",
        ),
    ]
}

/// What each field of a change holds.
pub fn field_words(field: &str) -> Option<&'static str> {
    Some(match field {
        "person" => "a person: id, name or short name",
        "space" => "a place: its name on the map or in play",
        "town" => "a town's name",
        "squad" => "a King's Men squad, named for the town or castle it started at",
        "to" => "where to: a place form (below)",
        "prison" => "optional: the town or castle nearest to them",
        "track" => "`witchcraft`, `warchest` or `royal-morale`",
        "delta" => "how far, up (positive) or down (negative)",
        "has" => "true or false",
        "until_turn" => "optional: the turn by whose end sanctuary ends",
        "granted" => "true to grant, false to end",
        "orders" => "`patrol`, `search` or `seize`",
        "fealty" => "`unsworn`, `sworn` or `open-rebellion`",
        "archon" | "neutral" | "unknown" => "a count of counters, 0 or more",
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
    let mut out = String::from("| change | what it does | fields | example |\n|---|---|---|---|\n");
    for (change, words) in examples() {
        let value = serde_json::to_value(&change).unwrap_or(Value::Null);
        let name = value.get("change").and_then(Value::as_str).unwrap_or("?");
        let fields: Vec<String> = fields(&value)
            .iter()
            .map(|f| format!("`{f}`: {}", field_words(f).unwrap_or("?")))
            .collect();
        let line = serde_json::json!({"action": "apply", "change": value});
        out.push_str(&format!(
            "| `{name}` | {words} | {} | `{line}` |\n",
            fields.join("; ")
        ));
    }
    out.push_str(
        "\nA place form (`to`) is one of: `{\"space\": \"Trott\"}` (a place of the map or one \
         named in play, such as `Forest 1`); `{\"space\": \"forest\"}` (a kind of space: forest, \
         road, bridge or ford makes a new place and the step names it, such as `Bridge or ford \
         1`; a kind only one place has is that place, such as `royal-palace`); `\"enterprise\"` \
         (aboard the Enterprise, your people only); `\"off-map\"` (out of play).\n",
    );
    out
}
