//! `pnp-companion sherwood play`: a scripted session as a player or a program sees it.

use pnp_companion::games::sherwood::SherwoodData;
use pnp_companion::games::sherwood::actions::Action;
use pnp_companion::games::sherwood::game::{PlayMode, SherwoodGame};
use pnp_companion::games::sherwood::state::{DEFAULT_NEUTRAL_SPACES, SetupDraw, Side};
use serde_json::Value;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// A data folder of the test's own: the player's real data never shapes (or meets) a test.
fn data_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pnp-cli-play-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn run_in(dir: &Path, args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pnp-companion"))
        // English whatever the machine's language: the tests read its words.
        .args(["--lang", "en"])
        .env("PNP_COMPANION_DATA_DIR", dir)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut input = child.stdin.take().unwrap();
    input.write_all(stdin.unwrap_or("").as_bytes()).unwrap();
    drop(input);
    child.wait_with_output().unwrap()
}

/// Writes `script` to a file in `dir` and plays it with `args`.
fn play(test: &str, script: &str, args: &[&str]) -> (Output, String, String) {
    let dir = data_dir(test);
    std::fs::create_dir_all(&dir).unwrap();
    play_in(&dir, script, args)
}

/// Plays `script` in a data folder that already holds what earlier commands recorded.
fn play_in(dir: &Path, script: &str, args: &[&str]) -> (Output, String, String) {
    let file = dir.join("script.jsonl");
    std::fs::write(&file, script).unwrap();
    let mut all = vec!["sherwood", "play", "--script", file.to_str().unwrap()];
    all.extend_from_slice(args);
    let out = run_in(dir, &all, None);
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(!stderr.contains("panicked"), "{stderr}");
    (out, stdout, stderr)
}

fn json_of(stdout: &str) -> Value {
    serde_json::from_str(stdout).unwrap_or_else(|e| panic!("one JSON object: {e}\n{stdout}"))
}

fn example() -> String {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/examples/sherwood-turn.jsonl"),
    )
    .unwrap()
}

/// No Rust debug form where a player reads: `Some(…)`, `None`, `Foo { … }`, quotes escaped.
fn assert_plain_words(text: &str) {
    for debug in [
        "Some(", "None", "\\\"", " { ", "Refused(", "Person(", "Space(",
    ] {
        assert!(
            !text.replace(r#"{"persons": [...]}"#, "").contains(debug),
            "{debug:?} in\n{text}"
        );
    }
}

fn person<'a>(v: &'a Value, id: &str) -> &'a Value {
    v["final"]["persons"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["id"] == id)
        .unwrap_or_else(|| panic!("no {id}"))
}

const ONE_TURN: &str = r#"
# Turn 1 from beam-down to the end of the turn
{"action": "beam-down", "persons": ["Kirk", "spock"], "to": "Trott"}
{"action": "end-rebel-actions"}
{"action": "pay-expenses"}
{"action": "end-expenses"}
{"action": "end-kings-men"}
{"action": "royal-party-moves", "dice": [3]}
{"action": "end-turn"}
"#;

#[test]
fn a_script_plays_a_turn() {
    let (out, stdout, _) = play("turn", ONE_TURN, &["--seed", "5", "--json"]);
    assert!(out.status.success());
    let v = json_of(&stdout);
    assert_eq!(v["seed"], 5);
    assert_eq!(
        (v["dice"].as_str(), v["setup"].as_str()),
        (Some("digital"), Some("digital"))
    );
    let steps = v["steps"].as_array().unwrap();
    assert_eq!(steps.len(), 7);
    assert!(steps.iter().all(|s| s["status"] == "applied"), "{steps:?}");
    assert_eq!(
        steps[0]["line"], 3,
        "comments and blank lines are skipped, not renumbered"
    );
    assert_eq!(
        steps[0]["action"]["persons"],
        serde_json::json!(["kirk", "spock"]),
        "names become roster ids"
    );
    assert_eq!(steps[0]["log"][0], "Beaming down to Trott: Witchcraft +1.");
    assert_eq!(
        (steps[0]["turn"].as_u64(), steps[0]["step"].as_str()),
        (Some(1), Some("rebel-actions"))
    );
    assert_eq!(steps[5]["step"], "royal-party");
    assert!(
        steps[5]["log"][0]
            .as_str()
            .unwrap()
            .contains("Fealty Table: die 3")
    );
    let f = &v["final"];
    assert_eq!(
        (f["turn"].as_u64(), f["step"].as_str()),
        (Some(2), Some("rebel-actions"))
    );
    assert_eq!(
        f["tracks"],
        serde_json::json!({"witchcraft": 1, "warchest": 3, "royal_morale": 10})
    );
    assert_eq!(f["orders"], "patrol");
    assert_eq!(f["royal_party"]["location"], "Farnosh Bridge");
    assert_eq!(f["towns"].as_array().unwrap().len(), 6);
    assert_eq!(f["waiting"], serde_json::json!([]));
    assert_eq!(f["ending"], Value::Null);
    let kirk = person(&v, "kirk");
    assert_eq!(
        (
            kirk["side"].as_str(),
            kirk["status"].as_str(),
            kirk["location"].as_str()
        ),
        (Some("yours"), Some("free"), Some("Trott"))
    );
    assert_eq!(person(&v, "uhura")["location"], "enterprise");
    assert_eq!(v["unreadable_lines"], serde_json::json!([]));
}

#[test]
fn the_documented_example_plays() {
    let script = example();
    let (out, stdout, stderr) = play("example", &script, &["--seed", "2026", "--json"]);
    assert!(out.status.success(), "{stderr}");
    let v = json_of(&stdout);
    let steps = v["steps"].as_array().unwrap();
    let refused: Vec<&Value> = steps.iter().filter(|s| s["status"] != "applied").collect();
    assert_eq!(
        refused.len(),
        1,
        "only the one the script says: {refused:?}"
    );
    assert!(
        refused[0]["reason"]
            .as_str()
            .unwrap()
            .contains("took part in an action"),
        "{refused:?}"
    );
    let theft = steps
        .iter()
        .find(|s| s["action"]["table"] == "horse-theft")
        .unwrap();
    assert_eq!(theft["paragraphs"][0]["number"], 202);
    assert_eq!(theft["waiting"].as_array().unwrap().len(), 2);
    assert_eq!(theft["waiting"][1]["kind"], "confirm");
    assert_eq!(
        theft["waiting"][1]["task"]["suggestion"]["pick"]["pick"],
        "persons"
    );
    let f = &v["final"];
    assert_eq!(
        (f["turn"].as_u64(), f["step"].as_str()),
        (Some(3), Some("rebel-actions"))
    );
    assert_eq!(person(&v, "spock")["injured"], true);
    assert_eq!(person(&v, "kirk")["horse"], true);
    assert_eq!(person(&v, "mccoy")["horse"], true);
    assert_eq!(f["royal_party"]["location"], "the road");

    // The same session as text: every step in plain words.
    let (out, text, _) = play("example-text", &script, &["--seed", "2026"]);
    assert!(out.status.success());
    for want in [
        "Seed 2026",
        "line 6 · Turn 1, Rebel Actions · Beam down",
        "Horse Theft Table: die 7",
        "Paragraph 202:",
        "waiting #2: Choose who is injured.",
        "refused: Captain James T. Kirk took part in an action",
        "Where the game stands",
        "Turn 3, Rebel Actions",
        "Royal Orders: Patrol",
        "Royal Party: the road, not held",
        "Farnosh Bridge sworn to the King",
        "Lt. Commander Spock (Enterprise crewmember): Trott, injured, with a horse",
        "Hidden prisoners: Royal Palace 2",
        "The game goes on.",
    ] {
        assert!(text.contains(want), "missing {want:?} in\n{text}");
    }
    assert_plain_words(&text);
}

#[test]
fn a_refused_action_is_reported_with_its_reason_and_the_script_goes_on() {
    let script = r#"{"action": "beam-down", "persons": ["kirk"], "to": "Trott"}
{"action": "roll", "table": "raid", "request": {"space": "Trott", "actor": "kirk"}}
{"action": "end-turn"}
{"action": "dismiss"}
{"action": "beam-down", "persons": ["Krik"], "to": "Trott"}
{"action": "end-rebel-actions"}
"#;
    let (out, text, stderr) = play("refused", script, &["--seed", "1"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "refusals alone are not an error"
    );
    assert!(stderr.is_empty(), "{stderr}");
    for want in [
        "line 2 · Turn 1, Rebel Actions · Raid at Trott by Captain James T. Kirk\n  refused: none of your people at Trott can act this turn",
        "line 3 · Turn 1, Rebel Actions · End the turn\n  refused: that belongs to Royal Party & Fealty; it is now Rebel Actions",
        "line 4 · Turn 1, Rebel Actions · Skip what waits first\n  refused: nothing of that kind is waiting",
        "refused: no one called 'Krik'",
        "did you mean",
        "line 6 · Turn 1, Rebel Actions · End Rebel Actions\n  Expenses: 1 gold",
        "Turn 1, Rebel Expenses",
    ] {
        assert!(text.contains(want), "missing {want:?} in\n{text}");
    }
    assert_plain_words(&text);
    let (_, stdout, _) = play("refused-json", script, &["--seed", "1", "--json"]);
    let v = json_of(&stdout);
    let steps = v["steps"].as_array().unwrap();
    assert_eq!(steps[1]["status"], "refused");
    assert_eq!(steps[1]["problem"], "refused");
    assert_eq!(steps[1]["label"], "Raid at Trott by Captain James T. Kirk");
    assert_eq!(steps[5]["status"], "applied", "the script went on");

    // Physical play: a roll without your die says what it needs.
    let script = r#"{"action": "end-rebel-actions"}
{"action": "end-expenses"}
{"action": "kings-men", "squad": "Trott"}
{"action": "kings-men", "squad": "Trott", "dice": [4]}
"#;
    let (out, stdout, _) = play("physical", script, &["--physical", "--json"]);
    assert!(out.status.success());
    let v = json_of(&stdout);
    assert_eq!(
        (v["dice"].as_str(), v["setup"].as_str()),
        (Some("physical"), Some("physical"))
    );
    let steps = v["steps"].as_array().unwrap();
    assert_eq!(steps[2]["problem"], "needs-die");
    assert!(
        steps[2]["reason"]
            .as_str()
            .unwrap()
            .contains("\"dice\": [4]")
    );
    assert_eq!(steps[3]["status"], "applied");
    assert_eq!(
        steps[3]["waiting"][0]["kind"], "roll",
        "the King's Men cell is not known"
    );
    assert_eq!(v["final"]["waiting"][0]["id"], 0);
    // A counter value nobody has entered is asked for, with the command that records it.
    let script = r#"{"action": "beam-down", "persons": ["kirk"], "to": "Trott"}
{"action": "end-rebel-actions"}
{"action": "pay-expenses"}
{"action": "end-expenses"}
{"action": "end-kings-men"}
{"action": "royal-party-moves", "dice": [3]}
{"action": "end-turn"}
{"action": "roll", "table": "raid", "request": {"space": "Trott", "actor": "kirk"}, "dice": [5]}
"#;
    let (_, stdout, _) = play("value", script, &["--physical", "--json"]);
    let v = json_of(&stdout);
    let raid = &v["steps"][7];
    assert_eq!(raid["problem"], "unknown-value", "{raid}");
    assert!(
        raid["reason"]
            .as_str()
            .unwrap()
            .contains("pnp-companion sherwood set-value kirk raid N"),
        "{raid}"
    );
}

#[test]
fn bad_json_is_named_by_its_line_and_the_script_goes_on() {
    let script = r#"{"action": "beam-down", "persons": ["kirk"], "to": "Trott"}
{"action": "end-rebel-actions",, "x": 1}
{"action": "end-rebel-actions"
{"action": "teleport", "to": "Vulcan"}
[1, 2]
{"action": "beam-up"}
{"action": "end-expenses", "dice": [11]}
{"action": "end-rebel-actions"}
"#;
    let (out, text, stderr) = play("bad", script, &["--seed", "1"]);
    assert_eq!(out.status.code(), Some(2));
    for want in [
        "line 3 · not read: this is not JSON: the line ends before its object does (a closing } missing?); the line is skipped",
        "line 2 · not read: this is not JSON (key must be a string, at column 32); the line is skipped",
        "line 4 · not read: 'teleport' is not an action; the actions are beam-down,",
        "line 5 · not read: expected one JSON object",
        "line 6 · not read: this beam-up cannot be read: missing field \"persons\"",
        "line 7 · not read: \"dice\" lists what your dice show",
        "line 8 · Turn 1, Rebel Actions · End Rebel Actions",
        "Where the game stands",
    ] {
        assert!(text.contains(want), "missing {want:?} in\n{text}");
    }
    assert_eq!(
        stderr.trim(),
        "error: 6 lines of the script could not be read: lines 2, 3, 4, 5, 6, 7"
    );
    let (out, stdout, stderr) = play("bad-json", script, &["--seed", "1", "--json"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr.contains("could not be read"));
    let v = json_of(&stdout);
    assert_eq!(v["unreadable_lines"], serde_json::json!([2, 3, 4, 5, 6, 7]));
    let steps = v["steps"].as_array().unwrap();
    assert_eq!(steps[2]["line"], 3);
    assert_eq!(steps[2]["status"], "unreadable");
    assert!(steps[2]["error"].as_str().unwrap().contains("not JSON"));
    assert_eq!(steps.last().unwrap()["status"], "applied");
    assert_eq!(v["final"]["step"], "expenses");

    let (out, _, stderr) = play("one-bad", "{\"action\": \"end-turn\"\n", &[]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr.trim(),
        "error: line 1 of the script could not be read"
    );
}

/// The action names the command line knows are exactly the game's.
#[test]
fn every_action_the_game_knows_is_named() {
    let (_, text, _) = play("names", r#"{"action": "teleport"}"#, &[]);
    let listed: Vec<String> = text
        .split("the actions are ")
        .nth(1)
        .unwrap()
        .split("; the line is skipped")
        .next()
        .unwrap()
        .split(", ")
        .map(String::from)
        .collect();
    let err = serde_json::from_str::<Action>(r#"{"action": "teleport"}"#)
        .unwrap_err()
        .to_string();
    let mut known: Vec<String> = err
        .split("expected one of ")
        .nth(1)
        .unwrap()
        .split(", ")
        .map(|n| n.trim_matches(|c: char| c == '`' || c.is_whitespace()))
        .map(|n| n.split('`').next().unwrap().to_string())
        .collect();
    // A script may also carry counter values, a line of the script's own.
    known.push("set-value".into());
    let mut sorted = listed.clone();
    sorted.sort();
    known.sort();
    assert_eq!(sorted, known);
    let script: String = listed
        .iter()
        .map(|n| format!("{{\"action\": \"{n}\"}}\n"))
        .collect();
    let (_, text, _) = play("every-name", &script, &[]);
    assert!(!text.contains("is not an action"), "{text}");
}

#[test]
fn a_script_from_standard_input() {
    let dir = data_dir("stdin");
    let out = run_in(
        &dir,
        &["sherwood", "play", "--seed", "5", "--script", "-", "--json"],
        Some(ONE_TURN),
    );
    assert!(out.status.success());
    let v = json_of(&String::from_utf8_lossy(&out.stdout));
    assert_eq!(v["final"]["turn"], 2);
}

#[test]
fn a_missing_script_is_one_clear_error() {
    let dir = data_dir("missing");
    let out = run_in(
        &dir,
        &["sherwood", "play", "--script", "no-such-script.jsonl"],
        None,
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty(), "nothing on stdout");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("error: the script cannot be read: could not read no-such-script.jsonl"),
        "{err}"
    );
    let out = run_in(&dir, &["sherwood", "play"], None);
    assert_eq!(out.status.code(), Some(2), "--script is required");
}

/// The prisoners the app drew in secret are counted where they lie, never named.
#[test]
fn hidden_prisoners_are_never_named_in_a_digital_setup() {
    let d = SherwoodData::builtin().unwrap();
    let g = SherwoodGame::new(
        d,
        2026,
        PlayMode::Digital,
        SetupDraw::Digital,
        &DEFAULT_NEUTRAL_SPACES.map(String::from),
    );
    let secret: Vec<(String, String)> = g
        .state()
        .persons
        .iter()
        .filter(|p| p.imprisoned && p.side != Side::Controlled)
        .map(|p| (p.id.to_string(), d.roster.get(&p.id).unwrap().name.clone()))
        .collect();
    assert_eq!(secret.len(), 13);
    let (_, stdout, _) = play("hidden", ONE_TURN, &["--seed", "2026", "--json"]);
    let v = json_of(&stdout);
    for (id, _) in &secret {
        let p = person(&v, id);
        assert_eq!(
            (p["status"].as_str(), &p["location"]),
            (Some("unseen"), &Value::Null)
        );
    }
    let counted: u64 = v["final"]["hidden_prisoners"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["counters"].as_u64().unwrap())
        .sum();
    assert_eq!(counted, 13);
    let (_, text, _) = play("hidden-text", ONE_TURN, &["--seed", "2026"]);
    for (_, name) in &secret {
        for line in text.lines().filter(|l| l.contains(name.as_str())) {
            assert!(line.contains("not yet found"), "{name} named in {line:?}");
        }
    }
}

/// Issue 27: a script means the same when run again after the chart cell its roll waited for
/// is recorded. `resolve-roll` has nothing left to do then; a `dismiss` that says it skips a
/// roll is refused instead of skipping what the roll's result leaves.
#[test]
fn a_script_means_the_same_when_run_again_after_a_cell_is_recorded() {
    let script = r#"{"action": "beam-down", "persons": ["kirk", "spock"], "to": "Trott"}
{"action": "end-rebel-actions"}
{"action": "pay-expenses"}
{"action": "end-expenses"}
{"action": "kings-men", "squad": "Trott", "dice": [4]}
{"action": "resolve-roll"}
{"action": "dismiss", "kind": "roll"}
{"action": "end-kings-men"}
"#;
    let dir = data_dir("rerun");
    std::fs::create_dir_all(&dir).unwrap();
    let (_, stdout, _) = play_in(&dir, script, &["--seed", "2026", "--json"]);
    let v = json_of(&stdout);
    let steps = v["steps"].as_array().unwrap();
    assert_eq!(steps[4]["waiting"][0]["kind"], "roll", "{}", steps[4]);
    assert_eq!(steps[5]["status"], "refused", "the cell is not known yet");
    assert_eq!(steps[6]["status"], "applied", "the waiting roll is skipped");
    assert_eq!(steps[7]["status"], "applied");

    let out = run_in(
        &dir,
        &["sherwood", "set-cell", "kings-men", "4", "Patrol", "MN"],
        None,
    );
    assert!(out.status.success(), "{out:?}");
    let (_, stdout, _) = play_in(&dir, script, &["--seed", "2026", "--json"]);
    let v = json_of(&stdout);
    let steps = v["steps"].as_array().unwrap();
    assert_eq!(
        steps[4]["waiting"][0]["kind"], "confirm",
        "the roll resolved at once; where the squad ends waits: {}",
        steps[4]
    );
    assert_eq!(steps[5]["status"], "applied", "{}", steps[5]);
    assert!(
        steps[5]["log"][0]
            .as_str()
            .unwrap()
            .contains("resolved when it was made"),
        "{}",
        steps[5]
    );
    assert_eq!(steps[6]["status"], "refused", "{}", steps[6]);
    assert_eq!(steps[6]["problem"], "not-waiting");
    assert!(
        steps[6]["reason"]
            .as_str()
            .unwrap()
            .contains("no roll waits"),
        "{}",
        steps[6]
    );
    // What the roll's result left was not skipped: it still waits.
    assert_eq!(steps[6]["waiting"], Value::Null);
    assert_eq!(
        v["final"]["waiting"][0]["kind"], "confirm",
        "{}",
        v["final"]
    );

    // A kind that is not what waits first is refused, and names what waits.
    let (_, text, _) = play_in(
        &dir,
        &format!("{script}{{\"action\": \"dismiss\", \"kind\": \"flee\"}}\n"),
        &["--seed", "2026"],
    );
    assert!(
        text.contains("no flee waits there: it is a confirm"),
        "{text}"
    );
    // "kind" is only for the lines that settle.
    let (_, text, _) = play_in(
        &dir,
        r#"{"action": "end-rebel-actions", "kind": "roll"}"#,
        &["--seed", "2026"],
    );
    assert!(
        text.contains("\"kind\" is for resolve, dismiss and resolve-roll"),
        "{text}"
    );
}

/// Issue 27: a script carries the counter values it needs, so a session is self-contained.
#[test]
fn a_script_carries_its_own_counter_values() {
    let script = r#"{"action": "beam-down", "persons": ["kirk"], "to": "Trott"}
{"action": "end-rebel-actions"}
{"action": "pay-expenses"}
{"action": "end-expenses"}
{"action": "end-kings-men"}
{"action": "royal-party-moves", "dice": [3]}
{"action": "end-turn"}
{"action": "set-value", "person": "Kirk", "stat": "raid", "value": 2}
{"action": "roll", "table": "raid", "request": {"space": "Trott", "actor": "kirk"}, "dice": [5]}
{"action": "set-value", "person": "Kirk", "stat": "raid", "value": 99}
{"action": "set-value", "person": "nobody", "stat": "raid", "value": 1}
{"action": "set-value", "person": "Kirk", "stat": "charm", "value": 1}
"#;
    let (out, stdout, _) = play("own-values", script, &["--physical", "--json"]);
    let v = json_of(&stdout);
    let steps = v["steps"].as_array().unwrap();
    assert_eq!(steps[7]["status"], "applied", "{}", steps[7]);
    assert_eq!(
        steps[8]["status"], "applied",
        "the raid rolls: {}",
        steps[8]
    );
    assert_eq!(steps[9]["status"], "refused", "{}", steps[9]);
    assert!(steps[9]["reason"].as_str().unwrap().contains("-20 to 20"));
    assert_eq!(steps[10]["status"], "refused", "{}", steps[10]);
    assert_eq!(steps[11]["status"], "unreadable", "{}", steps[11]);
    assert_eq!(out.status.code(), Some(2), "an unreadable line");
    // Nothing was written to the data folder: the value was for the session.
    let (_, stdout, _) = play("own-values-after", &script.lines().take(7).chain(std::iter::once(
        r#"{"action": "roll", "table": "raid", "request": {"space": "Trott", "actor": "kirk"}, "dice": [5]}"#,
    )).collect::<Vec<_>>().join("\n"), &["--physical", "--json"]);
    let v = json_of(&stdout);
    assert_eq!(v["steps"][7]["problem"], "unknown-value");
}

/// Issue 27: `apply move` takes a kind of space as `move` does, names the new place, and a
/// squad cannot be sent to a place that does not exist.
#[test]
fn apply_move_to_a_kind_names_the_new_place() {
    let script = r#"{"action": "beam-down", "persons": ["kirk"], "to": "Trott"}
{"action": "apply", "change": {"change": "move", "person": "Kirk", "to": {"space": "bridge"}}}
{"action": "apply", "change": {"change": "move-squad", "squad": "Trott", "to": {"space": "nowhere"}}}
{"action": "apply", "change": {"change": "move-squad", "squad": "Trott", "to": {"space": "Bridge or ford 1"}}}
{"action": "apply", "change": {"change": "place-neutral", "person": "Big Tim", "space": "Trott"}}
{"action": "end-rebel-actions"}
{"action": "pay-expenses"}
{"action": "end-expenses"}
{"action": "end-kings-men"}
{"action": "royal-party-moves", "dice": [3]}
{"action": "end-turn"}
{"action": "move", "persons": ["kirk"], "to": "forest"}
"#;
    let (_, text, _) = play("apply-kind-text", script, &["--physical"]);
    assert!(
        text.contains("  A new place on the map: Forest 1."),
        "{text}"
    );
    let (_, stdout, _) = play("apply-kind", script, &["--physical", "--json"]);
    let v = json_of(&stdout);
    let steps = v["steps"].as_array().unwrap();
    assert_eq!(steps[1]["status"], "applied", "{}", steps[1]);
    let log = steps[1]["log"].to_string();
    assert!(
        log.contains("A new place on the map: Bridge or ford 1."),
        "{log}"
    );
    assert_eq!(
        steps[1]["new_places"],
        serde_json::json!(["Bridge or ford 1"])
    );
    assert_eq!(
        person(&v, "kirk")["location"],
        "Forest 1",
        "after the last move"
    );
    assert_eq!(steps[2]["status"], "refused", "{}", steps[2]);
    assert!(
        steps[2]["reason"]
            .as_str()
            .unwrap()
            .contains("no space called 'nowhere'")
    );
    assert_eq!(steps[3]["status"], "applied", "{}", steps[3]);
    assert_eq!(
        steps[3]["new_places"],
        serde_json::json!([]),
        "an existing place"
    );
    let moved = steps.last().unwrap();
    assert_eq!(moved["status"], "applied", "{moved}");
    assert_eq!(
        moved["new_places"],
        serde_json::json!(["Forest 1"]),
        "{moved}"
    );
    assert_ne!(
        steps[4]["reason"].as_str().unwrap_or_default(),
        "no one with the id 'Big Tim'",
        "a name is read for place-neutral too: {}",
        steps[4]
    );
}

/// Issue 27: the reference of `apply` changes in docs/sherwood-play.md is made from the
/// `Change` type: every change has an example with every field explained, each example is
/// a line the game reads, and the document holds exactly that reference.
/// `PNP_WRITE_DOCS=1 cargo test --test all cli::cli_sherwood_play::` writes it.
#[test]
fn the_apply_reference_is_made_from_the_change_type() {
    use pnp_companion::cli::apply_reference::{change_names, examples, field_words, reference};
    let names = change_names();
    assert!(names.len() >= 21, "{names:?}");
    let shown: Vec<String> = examples()
        .iter()
        .map(|(c, _)| {
            serde_json::to_value(c).unwrap()["change"]
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect();
    for n in &names {
        assert!(
            shown.contains(n),
            "the change '{n}' has no example in src/cli/apply_reference.rs"
        );
    }
    for (c, _) in examples() {
        let v = serde_json::to_value(&c).unwrap();
        for (field, value) in v.as_object().unwrap() {
            if field != "change" {
                assert!(
                    field_words(field).is_some(),
                    "no words for the field '{field}'"
                );
                assert!(!value.is_null(), "the example of {v} leaves '{field}' out");
            }
        }
    }
    // Every example is a line the game reads (applied or refused with a reason).
    let script: String = examples()
        .iter()
        .map(|(c, _)| format!("{}\n", serde_json::json!({"action": "apply", "change": c})))
        .collect();
    let (out, stdout, stderr) = play("apply-examples", &script, &["--physical", "--json"]);
    assert!(out.status.success(), "{stderr}");
    let v = json_of(&stdout);
    assert!(
        v["steps"]
            .as_array()
            .unwrap()
            .iter()
            .all(|s| s["status"] != "unreadable"),
        "{v}"
    );
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/sherwood-play.md");
    let doc = std::fs::read_to_string(&path).unwrap();
    let (begin, end) = (
        "<!-- apply-reference begin -->\n",
        "<!-- apply-reference end -->",
    );
    let from = doc.find(begin).expect("the begin marker") + begin.len();
    let to = doc.find(end).expect("the end marker");
    let want = reference();
    if std::env::var_os("PNP_WRITE_DOCS").is_some() {
        let written = format!("{}{want}{}", &doc[..from], &doc[to..]);
        std::fs::write(&path, written).unwrap();
        return;
    }
    assert_eq!(
        &doc[from..to],
        want,
        "docs/sherwood-play.md's apply reference is out of date: run PNP_WRITE_DOCS=1 cargo test --test all cli::cli_sherwood_play::"
    );
}
