//! `pnp-companion dnfm play`: a scripted Do Not Forsake Me session as a player or a program
//! sees it.

use pnp_companion::games::dnfm::rules::Action;
use serde_json::{Value, json};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// A folder of the test's own for its script (and as the data folder: nothing of the
/// player's meets a test).
fn data_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pnp-cli-dnfm-play-{}-{test}", std::process::id()));
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
    // A command refused before it reads its input closes the pipe: nothing to check here.
    let _ = input.write_all(stdin.unwrap_or("").as_bytes());
    drop(input);
    child.wait_with_output().unwrap()
}

/// Writes `script` to a file and plays it with `args`.
fn play(test: &str, script: &str, args: &[&str]) -> (Output, String, String) {
    let dir = data_dir(test);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("script.jsonl");
    std::fs::write(&file, script).unwrap();
    let mut all = vec!["dnfm", "play", "--script", file.to_str().unwrap()];
    all.extend_from_slice(args);
    let out = run_in(&dir, &all, None);
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
        Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/examples/dnfm-turn.jsonl"),
    )
    .unwrap()
}

/// No Rust debug form where a player reads: `Some(…)`, `Move(2)`, `[1, 4]`, escaped quotes.
fn assert_plain_words(text: &str) {
    for debug in [
        "Some(",
        "None",
        "\\\"",
        "Illegal(",
        "NeedCards",
        "BadCard",
        "Move(",
        "Buy(",
        "Repair(",
        "Wmc",
        "Navcomm",
        "Fusion)",
        "Orientation",
        "PlacedCard",
    ] {
        assert!(!text.contains(debug), "{debug:?} in\n{text}");
    }
    // A list of numbers in brackets is a program's way of writing it.
    for (i, _) in text.match_indices('[') {
        let rest = &text[i + 1..];
        assert!(
            !rest.starts_with(|c: char| c.is_ascii_digit()),
            "a bracketed list in\n{}",
            &text[i..(i + 40).min(text.len())]
        );
    }
}

/// A turn in digital play: these six lines are legal whatever the seed deals.
const ONE_TURN: &str = r#"
# Turn 1: out two quadrants, then a fight
{"action": "move", "arg": 2}
{"action": "continue"}
{"action": "scan-for-events"}
{"action": "reveal-bounty"}
{"action": "fight"}
{"action": "attack"}
"#;

#[test]
fn a_script_plays_a_turn() {
    let (out, stdout, _) = play("turn", ONE_TURN, &["--seed", "5", "--json"]);
    assert!(out.status.success());
    let v = json_of(&stdout);
    assert_eq!(v["seed"], 5);
    assert_eq!(v["mode"], "digital");
    assert_eq!(v["unreadable_lines"], json!([]));
    let steps = v["steps"].as_array().unwrap();
    assert_eq!(steps.len(), 6);
    assert!(steps.iter().all(|s| s["status"] == "applied"), "{steps:?}");
    assert_eq!(
        steps[0]["line"], 3,
        "comments and blank lines are skipped, not renumbered"
    );
    assert_eq!(steps[0]["action"], json!({"action": "move", "arg": 2}));
    assert_eq!(steps[0]["label"], "Move 2");
    assert!(
        steps[0]["log"][0]
            .as_str()
            .unwrap()
            .starts_with("Moved 2 quadrants, 1 → 3"),
        "{}",
        steps[0]["log"]
    );
    assert_eq!(steps[0]["outcome"][0]["step"], "moved");
    // Quadrants are counted from 1 everywhere, the outcome's too (issue 27).
    assert_eq!(
        (
            &steps[0]["outcome"][0]["from"],
            &steps[0]["outcome"][0]["to"]
        ),
        (&json!(1), &json!(3))
    );
    let phases: Vec<&str> = steps.iter().map(|s| s["phase"].as_str().unwrap()).collect();
    assert_eq!(
        phases,
        [
            "movement",
            "refit",
            "event",
            "bounty",
            "encounter",
            "combat"
        ],
        "each line's phase is the one it was taken in"
    );
    assert!(steps.iter().all(|s| s["turn"] == 1));
    assert!(
        steps[2]["log"][0]
            .as_str()
            .unwrap()
            .starts_with("Event scan: ")
    );
    assert!(steps[3]["log"][0].as_str().unwrap().starts_with("Bounty: "));
    assert_eq!(steps[4]["next"], json!([{"action": "attack"}]));
    let attack = &steps[5];
    assert!(
        attack["log"][0]
            .as_str()
            .unwrap()
            .starts_with("Your attack: drew ")
    );
    assert!(
        attack["log"][1]
            .as_str()
            .unwrap()
            .starts_with("Their attack: ")
    );

    let f = &v["final"];
    let ship = &f["ship"];
    for (system, start) in [("crew", 8), ("wmc", 2), ("fusion", 4), ("navcomm", 4)] {
        let level = ship[system].as_u64().unwrap();
        assert!((1..=start).contains(&level), "{system} {level}");
    }
    assert_eq!(f["win_megacredits"], 30);
    // Captured (Megacredits gained, the bounty done) or damaged (still fighting).
    let won_the_round = attack["log"]
        .as_array()
        .unwrap()
        .iter()
        .any(|l| l.as_str().unwrap().starts_with("Captured "));
    if won_the_round {
        assert!(f["megacredits"].as_u64().unwrap() > 5);
        assert!(f["phase"] == "movement" || f["phase"] == "bounty", "{f}");
    } else {
        assert_eq!(f["megacredits"], 5);
        assert_eq!(
            (f["phase"].as_str(), f["turn"].as_u64()),
            (Some("combat"), Some(1))
        );
        assert_eq!(f["bounty"]["fighting"], true);
        assert_eq!(f["bounty"]["rounds_lost"], 1);
        let began = steps[4]["outcome"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["step"] == "combat-begins")
            .unwrap();
        assert_eq!(
            f["bounty"]["attack"]["wmc"], began["wmc"],
            "fixed when combat began"
        );
        assert_eq!(f["next"], json!([{"action": "attack"}, {"action": "flee"}]));
    }
    let map = &f["map"];
    assert_eq!(map["ship"], 3);
    let quadrants = map["quadrants"].as_array().unwrap();
    assert_eq!(quadrants.len(), 16);
    let ships: Vec<u64> = quadrants
        .iter()
        .filter(|q| q["ship"] == true)
        .map(|q| q["quadrant"].as_u64().unwrap())
        .collect();
    assert_eq!(ships, [3]);
    let stations: Vec<Value> = quadrants
        .iter()
        .filter(|q| q["station"] == true)
        .map(|q| q["quadrant"].clone())
        .collect();
    assert_eq!(json!(stations), map["stations"]);
    assert_eq!(
        map["cards"].as_array().unwrap().len(),
        4,
        "the dealt Map Cards"
    );
    assert_eq!(f["ending"], Value::Null);

    // The same seed plays the same session; as text, every step in words.
    let (_, again, _) = play("turn-again", ONE_TURN, &["--seed", "5", "--json"]);
    assert_eq!(json_of(&again), v);
    let (out, text, _) = play("turn-text", ONE_TURN, &["--seed", "5"]);
    assert!(out.status.success());
    for want in [
        "Do Not Forsake Me: a scripted session",
        "Seed 5; the app deals the Map Cards and draws the Dice Cards",
        "line 3 · Turn 1, Movement · Move 2\n  Moved 2 quadrants, 1 → 3",
        "line 4 · Turn 1, Station or repairs · Continue",
        "line 5 · Turn 1, Event · Scan for events\n  Event scan: ",
        "line 7 · Turn 1, Evade or fight · Fight\n  Combat with ",
        "line 8 · Turn 1, Combat · Attack\n  Your attack: drew ",
        "Where the game stands",
        "  Ship: Crew ",
        "  Megacredits: ",
        "  Map, 16 quadrants",
        "  The ship is at quadrant 3",
        "  Map Cards, top to bottom: ",
        "The game goes on.",
    ] {
        assert!(text.contains(want), "missing {want:?} in\n{text}");
    }
    assert_plain_words(&text);
}

#[test]
fn the_documented_example_plays() {
    let script = example();
    let args = ["--physical", "--stations", "3,10"];
    let (out, stdout, stderr) = play("example", &script, &[&args[..], &["--json"]].concat());
    assert!(out.status.success(), "{stderr}");
    let v = json_of(&stdout);
    assert_eq!(v["mode"], "physical");
    let steps = v["steps"].as_array().unwrap();
    let refused: Vec<&Value> = steps.iter().filter(|s| s["status"] != "applied").collect();
    assert_eq!(
        refused
            .iter()
            .map(|s| (s["label"].as_str().unwrap(), s["reason"].as_str().unwrap()))
            .collect::<Vec<_>>(),
        [
            (
                "Repair Fusioncasting",
                "docked: buy at the station's prices instead"
            ),
            ("Flee", "fight at least one round before fleeing"),
        ],
        "only the two the script says"
    );
    let scan = steps
        .iter()
        .find(|s| s["action"]["action"] == "scan-for-events" && s["turn"] == 2)
        .unwrap();
    // One group for each RSF, named for what it was drawn for (issue 27).
    assert_eq!(
        scan["draws"],
        json!([
            {"shuffle": "event detection", "faces": ["2B up", "5B up", "6B up"]},
            {"shuffle": "NavComm check", "faces": ["2B up", "3A up"]},
            {"shuffle": "Solar Flare", "faces": ["5B up"]},
        ])
    );
    assert_eq!(
        scan["log"],
        json!([
            "Event scan: 1 + 1 + 2 = ED 4 — Solar Flare",
            "NavComm: 1 + 2 = 3 against 4: not enough",
            "Solar Flare: drew 1 (hits on 2 or less): Fusioncasting 4→3"
        ])
    );
    let evade = steps
        .iter()
        .find(|s| s["action"]["action"] == "evade")
        .unwrap();
    assert_eq!(evade["outcome"][1]["step"], "combat-begins");
    assert_eq!(evade["outcome"][1]["wmc"], 3, "the cannon bought on turn 1");
    let f = &v["final"];
    assert_eq!(
        (f["turn"].as_u64(), f["phase"].as_str()),
        (Some(3), Some("movement"))
    );
    assert_eq!(
        f["ship"],
        json!({"crew": 8, "wmc": 2, "fusion": 3, "navcomm": 4})
    );
    assert_eq!(f["megacredits"], 7, "5 − 3 for the cannon + 5 for the Narn");
    assert_eq!(f["map"]["ship"], 6);
    assert_eq!(f["map"]["stations"], json!([3, 10]));
    assert_eq!(
        f["map"]["cards"],
        json!([]),
        "your own cards, not the app's"
    );
    assert_eq!(f["ending"], Value::Null);

    // The same session as text: every step in plain words.
    let (out, text, _) = play("example-text", &script, &args);
    assert!(out.status.success());
    for want in [
        "You lay out your own cards and draw your own Dice Cards; spacestations at quadrants 3, 10",
        "line 6 · Turn 1, Movement · Move 2\n  Moved 2 quadrants, 1 → 3 — a spacestation",
        "line 8 · Turn 1, Station or repairs · Buy Wave Motion Cannon\n  Bought Wave Motion Cannon level 3 for 3 MC (2 MC left)",
        "line 10 · Turn 1, Station or repairs · Repair Fusioncasting\n  refused: docked: buy at the station's prices instead",
        "line 15 · Turn 1, Bounty · Continue\n  Docked: no bounty this turn\n  End of turn 1",
        "  Bounty: The Narn (DL 4) on Dice Card 3\n  cards drawn: bounty 3A up",
        "line 26 · Turn 2, Combat · Flee\n  refused: fight at least one round before fleeing",
        "Their attack: 3, 6 and 6 counted W B W → CV 9",
        "crew check 5: no loss — Wave Motion Cannon 3→2",
        "Captured The Narn: +5 MC (7 MC)",
        "Where the game stands\n  Turn 3, Movement\n",
        "  Ship: Crew 8 (of 8) · Wave Motion Cannon 2 · Fusioncasting 3 · NavComm 4",
        "  Megacredits: 7 (30 to win)",
        "     6  ship                          11  ·",
        "     3  spacestation                  14  ·",
        "  The ship is at quadrant 6; spacestations at quadrants 3, 10.",
        "  Next: Move 1 to 4",
        "The game goes on.",
    ] {
        assert!(text.contains(want), "missing {want:?} in\n{text}");
    }
    assert_plain_words(&text);
}

#[test]
fn a_refused_action_is_reported_with_its_reason_and_the_script_goes_on() {
    let script = r#"{"action": "attack"}
{"action": "move", "arg": 5}
{"action": "move", "arg": 1, "draws": ["3A up"]}
{"action": "move", "arg": 1}
{"action": "buy", "arg": "cannon"}
{"action": "repair", "arg": "crew"}
{"action": "continue"}
"#;
    let (out, text, stderr) = play("refused", script, &["--seed", "1"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "refusals alone are not an error"
    );
    assert!(stderr.is_empty(), "{stderr}");
    for want in [
        "line 1 · Turn 1, Movement · Attack\n  refused: Attack is not possible in the Movement phase",
        "line 2 · Turn 1, Movement · Move 5\n  refused: the ship moves 1 to 4 quadrants",
        "line 3 · Turn 1, Movement · Move 1\n  refused: the app draws the Dice Cards in this session; \"draws\" is for --physical play",
        "line 4 · Turn 1, Movement · Move 1\n  Moved 1 quadrant, 1 → 2",
        "line 5 · Turn 1, Station or repairs · Buy Wave Motion Cannon\n  refused: buying needs the ship docked at a spacestation",
        "line 6 · Turn 1, Station or repairs · Repair Crew\n  refused: crew cannot be repaired",
        "line 7 · Turn 1, Station or repairs · Continue",
        "Turn 1, Event",
    ] {
        assert!(text.contains(want), "missing {want:?} in\n{text}");
    }
    assert_plain_words(&text);
    let (_, stdout, _) = play("refused-json", script, &["--seed", "1", "--json"]);
    let v = json_of(&stdout);
    let steps = v["steps"].as_array().unwrap();
    let problems: Vec<&str> = steps
        .iter()
        .map(|s| s["problem"].as_str().unwrap_or("-"))
        .collect();
    assert_eq!(
        problems,
        [
            "refused",
            "refused",
            "not-physical",
            "-",
            "refused",
            "refused",
            "-"
        ]
    );
    assert_eq!(
        steps[4]["action"],
        json!({"action": "buy", "arg": "wmc"}),
        "a system's name becomes its id"
    );
    assert_eq!(steps[2]["draws"], json!(["3A up"]));
    assert_eq!(steps[6]["status"], "applied", "the script went on");
    assert_eq!(v["final"]["phase"], "event");

    // Physical play: the faces drawn are checked, and a draw without them says what it needs.
    let script = r#"{"action": "move", "arg": 2}
{"action": "continue"}
{"action": "scan-for-events"}
{"action": "scan-for-events", "draws": ["1A up"]}
{"action": "scan-for-events", "draws": ["1A up", "1B down", "2A up", "3A up"]}
{"action": "scan-for-events", "draws": ["2B up", "5B up", "4A down", "2A up", "6B up"]}
{"action": "reveal-bounty", "draws": ["3A up"]}
{"action": "evade", "draws": ["3B up", "4A down"]}
{"action": "evade", "draws": [{"card": 4, "orientation": {"side": "a", "rotated": true}}, "1A down"]}
"#;
    let (out, stdout, _) = play("physical", script, &["--physical", "--json"]);
    assert!(out.status.success());
    let v = json_of(&stdout);
    assert_eq!(v["mode"], "physical");
    let steps = v["steps"].as_array().unwrap();
    assert_eq!(steps[2]["problem"], "needs-cards");
    assert_eq!(
        steps[2]["reason"],
        "this draws 2 more Dice Cards for event detection: add the faces you drew to the line, in order, such as \"draws\": [\"3B down\"]"
    );
    assert_eq!(steps[3]["problem"], "needs-cards", "one face of two");
    assert_eq!(steps[4]["problem"], "bad-card");
    assert_eq!(
        steps[4]["reason"],
        "Dice Card 1 cannot be drawn here: it was already drawn in this RSF"
    );
    // ED 1 + 1 = 2 (Meteor Storm), NavComm 6 + 3 avoids it; the fifth face is not drawn.
    assert_eq!(steps[5]["status"], "applied");
    assert_eq!(
        steps[5]["draws"],
        json!([
            {"shuffle": "event detection", "faces": ["2B up", "5B up"]},
            {"shuffle": "NavComm check", "faces": ["4A down", "2A up"]},
        ])
    );
    assert_eq!(steps[5]["unused_draws"], json!(["6B up"]));
    assert_eq!(steps[7]["problem"], "bad-card");
    assert_eq!(
        steps[7]["reason"],
        "Dice Card 3 cannot be drawn here: it is the bounty card set aside"
    );
    // The saved log's form of a face is read too: 6 + 6 reaches the Narn's DL 4.
    assert_eq!(steps[8]["status"], "applied", "{}", steps[8]);
    assert_eq!(
        steps[8]["draws"],
        json!([{"shuffle": "NavComm check", "faces": ["4A down", "1A down"]}])
    );
    assert_eq!(steps[8]["log"][1], "Evaded");
    let (_, text, _) = play("physical-text", script, &["--physical"]);
    for want in [
        "no spacestations on your map (give them with --stations)",
        "  Event scan: 1 + 1 = ED 2 — Meteor Storm",
        "  cards drawn: event detection 2B up, 5B up · NavComm check 4A down, 2A up",
        "  not drawn by this action, and left over: 6B up",
    ] {
        assert!(text.contains(want), "missing {want:?} in\n{text}");
    }
    assert_plain_words(&text);

    // Docked: crew is not for sale, and repairs in space are not offered.
    let script = r#"{"action": "move", "arg": 2}
{"action": "dock"}
{"action": "buy", "arg": "crew"}
{"action": "repair", "arg": "wmc"}
{"action": "dock"}
"#;
    let (_, stdout, _) = play(
        "docked",
        script,
        &["--physical", "--stations", "3", "--json"],
    );
    let v = json_of(&stdout);
    let reasons: Vec<&str> = v["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["reason"].as_str().unwrap_or("-"))
        .collect();
    assert_eq!(
        reasons,
        [
            "-",
            "-",
            "crew cannot be bought",
            "docked: buy at the station's prices instead",
            "already docked"
        ]
    );
    assert_eq!(v["final"]["map"]["docked"], true);
}

/// Rules the trace (`docs/rules/dnfm.md`) found without a test: a Counterplot while docked
/// brings no bounty, and the ship flies past quadrant 16 round to the start.
#[test]
fn a_counterplot_while_docked_brings_no_bounty_and_the_loop_goes_round() {
    // Quadrant 4: dock; ED 6 + 6 + 4 = 16 (Counterplot), NavComm 1 + 1 falls short.
    let mut script = String::from(
        r#"{"action": "move", "arg": 3}
{"action": "dock"}
{"action": "continue"}
{"action": "scan-for-events", "draws": ["1A down", "2B down", "3B down", "4A up", "5B up"]}
{"action": "continue"}
"#,
    );
    // Then four quadrants a turn, docking at 8, 12, 16 and (round the loop) 4 again; each
    // ED 1 + 1 + 1 + 1 = 4 is avoided by NavComm 6 + 4.
    for _ in 0..4 {
        script.push_str(
            r#"{"action": "move", "arg": 4}
{"action": "dock"}
{"action": "continue"}
{"action": "scan-for-events", "draws": ["2B up", "4A up", "5B up", "1A up", "1A down", "2A down"]}
{"action": "continue"}
"#,
        );
    }
    let args = ["--physical", "--stations", "4,8,12,16"];
    let (out, text, _) = play("docked-counterplot", &script, &args);
    assert!(out.status.success());
    for want in [
        "  Event scan: 6 + 6 + 4 = ED 16 — Counterplot\n  NavComm: 1 + 1 = 2 against 16: not enough\n  Counterplot: one more bounty this turn",
        "line 5 · Turn 1, Bounty · Continue\n  Docked: no bounty this turn\n  End of turn 1",
        "Moved 4 quadrants, 12 → 16 — a spacestation",
        "Moved 4 quadrants, 16 → 4 — a spacestation",
        "     4  ship · spacestation           13  ·",
        "  The ship is at quadrant 4; spacestations at quadrants 4, 8, 12, 16.",
    ] {
        assert!(text.contains(want), "missing {want:?} in\n{text}");
    }
    let (_, stdout, _) = play(
        "docked-counterplot-json",
        &script,
        &[&args[..], &["--json"]].concat(),
    );
    let v = json_of(&stdout);
    let steps = v["steps"].as_array().unwrap();
    assert!(steps.iter().all(|s| s["status"] == "applied"));
    assert_eq!(
        steps[4]["next"],
        json!([{"action": "move", "arg": 1}, {"action": "move", "arg": 2}, {"action": "move", "arg": 3}, {"action": "move", "arg": 4}])
    );
    let f = &v["final"];
    assert_eq!(
        (f["turn"].as_u64(), f["bounties_to_come"].as_u64()),
        (Some(6), Some(1)),
        "turn 6 has begun: its own bounty is still to come"
    );
    assert_eq!(f["map"]["ship"], 4);
}

/// An event can take the last crewman: the game is lost there, before any bounty.
#[test]
fn an_event_can_take_the_last_crewman() {
    let mut script = String::from(
        r#"{"action": "move", "arg": 1}
{"action": "continue"}
{"action": "scan-for-events", "draws": ["2B up"]}
{"action": "reveal-bounty", "draws": ["3A up"]}
{"action": "fight"}
"#,
    );
    // Seven lost rounds, each costing a crewman (as in the defeat below), then flight.
    for _ in 0..7 {
        script.push_str(r#"{"action": "attack", "draws": ["1A up", "2B up", "4A up", "5B up", "1A down", "2B down", "4A down", "5B up", "1A up"]}
"#);
    }
    // Turn 2: ED 4 + 5 = 9 (Space Madness), NavComm 1 + 1 short; its card shows the crew
    // icon and the crew check a 1.
    script.push_str(
        r#"{"action": "flee"}
{"action": "move", "arg": 2}
{"action": "continue"}
{"action": "scan-for-events", "draws": ["2A down", "1B down", "2B up", "4A up", "5B up", "1A up"]}
{"action": "reveal-bounty", "draws": ["3A up"]}
"#,
    );
    let (out, text, _) = play("event-crew", &script, &["--physical"]);
    assert!(out.status.success());
    for want in [
        "line 13 · Turn 1, Combat · Flee\n  Fled\n  End of turn 1",
        "  Space Madness: card 5 shows Crew, crew check 1: a crewman lost — Crew 1→0\n  The last crewman is lost: defeat.",
        "line 17 · Turn 2, Event · Reveal the bounty\n  refused: the game is over",
        "  Ship: Crew 0 (of 8)",
        "  The game is over. The last crewman is lost: the game is lost.",
    ] {
        assert!(text.contains(want), "missing {want:?} in\n{text}");
    }
}

/// Your Haunted Past draws its two damage cards in one RSF, then a crew check for each that
/// shows the crew icon, in order.
#[test]
fn your_haunted_past_draws_both_cards_before_the_crew_checks() {
    // ED 6 + 6 + 1 = 13; NavComm 1 + 1 short; damage cards 5B up and 4B up (both the crew
    // icon), then the checks 1A up (a 1) and 3A up (a 2).
    let script = r#"{"action": "move", "arg": 3}
{"action": "continue"}
{"action": "scan-for-events", "draws": ["1A down", "2B down", "4A up", "2B up", "5B up", "5B up", "4B up", "1A up", "3A up"]}
"#;
    let (out, stdout, _) = play("haunted", script, &["--physical", "--json"]);
    assert!(out.status.success());
    let v = json_of(&stdout);
    let scan = &v["steps"][2];
    assert_eq!(scan["status"], "applied", "{scan}");
    assert_eq!(
        scan["log"][2],
        "Your Haunted Past: card 5 shows Crew, crew check 1: a crewman lost — Crew 8→7; card 4 shows Crew, crew check 2: a crewman lost — Crew 7→6"
    );
    assert_eq!(scan["unused_draws"], json!([]));
    assert_eq!(v["final"]["ship"]["crew"], 6);
}

/// Physical play to both endings: the result closes the session, and nothing is taken after.
#[test]
fn a_won_and_a_lost_game_end_the_session() {
    // Five turns, each a Narn captured: 5 + 5 × 5 = 30 Megacredits.
    let mut script = String::new();
    for _ in 0..5 {
        script.push_str(
            r#"{"action": "move", "arg": 1}
{"action": "continue"}
{"action": "scan-for-events", "draws": ["2B up"]}
{"action": "reveal-bounty", "draws": ["3A up"]}
{"action": "fight"}
{"action": "attack", "draws": ["1A down", "2B down", "4A down", "5B down", "1A up", "2B up", "4A up"]}
"#,
        );
    }
    script.push_str("{\"action\": \"move\", \"arg\": 1}\n");
    let (out, text, _) = play("won", &script, &["--physical"]);
    assert!(out.status.success());
    for want in [
        "Captured The Narn: +5 MC (30 MC)\n  Victory with 30 MC!",
        "line 31 · Turn 5, Combat · Move 1\n  refused: the game is over",
        "  Megacredits: 30 (30 to win)",
        "  The game is over. Won with 30 Megacredits.",
    ] {
        assert!(text.contains(want), "missing {want:?} in\n{text}");
    }
    assert!(!text.contains("The game goes on."));
    let (_, stdout, _) = play("won-json", &script, &["--physical", "--json"]);
    let v = json_of(&stdout);
    assert_eq!(
        v["final"]["ending"],
        json!({"outcome": "won", "text": "Won with 30 Megacredits."})
    );
    assert_eq!(v["final"]["next"], json!([]));
    assert_eq!(v["steps"][30]["problem"], "game-over");

    // Eight lost rounds, each costing a crewman: the crew icon, then a crew check on a 1.
    let mut script = String::from(
        r#"{"action": "move", "arg": 1}
{"action": "continue"}
{"action": "scan-for-events", "draws": ["2B up"]}
{"action": "reveal-bounty", "draws": ["3A up"]}
{"action": "fight"}
"#,
    );
    for _ in 0..8 {
        script.push_str(r#"{"action": "attack", "draws": ["1A up", "2B up", "4A up", "5B up", "1A down", "2B down", "4A down", "5B up", "1A up"]}
"#);
    }
    let (out, text, _) = play("lost", &script, &["--physical"]);
    assert!(out.status.success());
    for want in [
        "crew check 1: a crewman lost — Crew 1→0\n  The last crewman is lost: defeat.",
        "  Ship: Crew 0 (of 8) · Wave Motion Cannon 2 · Fusioncasting 4 · NavComm 4",
        "  The game is over. The last crewman is lost: the game is lost.",
    ] {
        assert!(text.contains(want), "missing {want:?} in\n{text}");
    }
    let (_, stdout, _) = play("lost-json", &script, &["--physical", "--json"]);
    let v = json_of(&stdout);
    assert_eq!(v["final"]["ending"]["outcome"], "lost");
    assert_eq!(v["final"]["ship"]["crew"], 0);
}

#[test]
fn bad_json_is_named_by_its_line_and_the_script_goes_on() {
    let script = r#"{"action": "move", "arg": 1}
{"action": "continue",, "x": 1}
{"action": "continue"
{"action": "teleport", "to": "Vulcan"}
[1, 2]
{"action": "buy"}
{"action": "buy", "arg": "shields"}
{"action": "move"}
{"action": "move", "arg": "two"}
{"action": "continue", "arg": 1}
{"action": "scan-for-events", "draws": ["7A up"]}
{"action": "scan-for-events", "draws": ["3C"]}
{"action": "scan-for-events", "draws": "3A up"}
{"action": "scan-for-events", "dice": [3]}
{"arg": 2}
{"action": "continue"}
"#;
    let (out, text, stderr) = play("bad", script, &["--seed", "1"]);
    assert_eq!(out.status.code(), Some(2));
    for want in [
        "line 2 · not read: this is not JSON (key must be a string, at column 23); the line is skipped",
        "line 3 · not read: this is not JSON: the line ends before its object does (a closing } missing?); the line is skipped",
        "line 4 · not read: \"to\" is not part of a line",
        "line 5 · not read: expected one JSON object with an \"action\"",
        "line 6 · not read: buy needs \"arg\": the system, wmc, fusion or navcomm",
        "line 7 · not read: 'shields' is not a ship system",
        "line 8 · not read: move needs \"arg\": how many quadrants, 1 to 4",
        "line 9 · not read: the \"arg\" of move is how many quadrants the ship flies, 1 to 4",
        "line 10 · not read: continue takes no \"arg\"",
        "line 11 · not read: there is no Dice Card 7: they are numbered 1 to 6",
        "line 12 · not read: '3C' is not a Dice Card face",
        "line 13 · not read: \"draws\" lists the Dice Card faces you drew, in order",
        "line 14 · not read: \"dice\" is not part of a line",
        "line 15 · not read: the line names no \"action\"",
        "line 16 · Turn 1, Station or repairs · Continue",
        "Where the game stands",
    ] {
        assert!(text.contains(want), "missing {want:?} in\n{text}");
    }
    assert_eq!(
        stderr.trim(),
        "error: 14 lines of the script could not be read: lines 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15"
    );
    let (out, stdout, stderr) = play("bad-json", script, &["--seed", "1", "--json"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr.contains("could not be read"));
    let v = json_of(&stdout);
    assert_eq!(
        v["unreadable_lines"],
        json!([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15])
    );
    let steps = v["steps"].as_array().unwrap();
    assert_eq!(steps[1]["line"], 2);
    assert_eq!(steps[1]["status"], "unreadable");
    assert!(steps[1]["error"].as_str().unwrap().contains("not JSON"));
    assert_eq!(steps.last().unwrap()["status"], "applied");
    assert_eq!(v["final"]["phase"], "event");

    let (out, _, stderr) = play("one-bad", "{\"action\": \"move\"\n", &[]);
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
    let mut sorted = listed.clone();
    sorted.sort();
    known.sort();
    assert_eq!(sorted, known);
}

#[test]
fn a_script_from_standard_input() {
    let dir = data_dir("stdin");
    let out = run_in(
        &dir,
        &["dnfm", "play", "--seed", "5", "--script", "-", "--json"],
        Some(ONE_TURN),
    );
    assert!(out.status.success());
    let v = json_of(&String::from_utf8_lossy(&out.stdout));
    assert_eq!(v["steps"].as_array().unwrap().len(), 6);
    let (_, from_file, _) = play("stdin-file", ONE_TURN, &["--seed", "5", "--json"]);
    assert_eq!(v, json_of(&from_file), "the same session either way");
}

#[test]
fn a_missing_script_is_one_clear_error() {
    let dir = data_dir("missing");
    let out = run_in(
        &dir,
        &["dnfm", "play", "--script", "no-such-script.jsonl"],
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
    let out = run_in(&dir, &["dnfm", "play"], None);
    assert_eq!(out.status.code(), Some(2), "--script is required");
    // The map's stations are the player's to give only in physical play, and on the map.
    for args in [
        &["--stations", "3"][..],
        &["--physical", "--stations", "17"][..],
        &["--physical", "--stations", "0"][..],
    ] {
        let mut all = vec!["dnfm", "play", "--script", "-"];
        all.extend_from_slice(args);
        let out = run_in(&dir, &all, Some(ONE_TURN));
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty());
    }
}

/// Issue 27: every choice comes with its odds in the output, the figures and basis the
/// screen shows (`encounter_odds` on what the player can know), the same as `dnfm odds`
/// gives for the card set aside; and a card turned round is "down" everywhere.
#[test]
fn each_choice_has_its_odds_and_a_turned_card_is_down_everywhere() {
    use pnp_companion::games::dnfm::cards::CardSet;
    use pnp_companion::games::dnfm::odds::{Basis, encounter_odds};
    let (out, stdout, _) = play("odds", ONE_TURN, &["--seed", "5", "--json"]);
    assert!(out.status.success());
    let v = json_of(&stdout);
    let steps = v["steps"].as_array().unwrap();
    let reveal = &steps[3];
    assert_eq!(reveal["action"]["action"], "reveal-bounty");
    let odds = &reveal["odds"];
    assert_eq!(odds["basis"], "known", "{odds}");
    assert!(
        odds["basis_words"]
            .as_str()
            .unwrap()
            .starts_with("Odds from what you can know")
    );
    // The same figures a player gets from `dnfm odds` with the card set aside named.
    let bounty = reveal["outcome"][0]["bounty"].as_str().unwrap().to_string();
    let card = reveal["outcome"][0]["card"]["card"]
        .as_u64()
        .unwrap()
        .to_string();
    let navcomm = v["final"]["ship"]["navcomm"].to_string();
    let evade = json_of(
        &String::from_utf8(
            run_in(
                &data_dir("odds-evade"),
                &[
                    "dnfm",
                    "odds",
                    "evade",
                    "--navcomm",
                    &navcomm,
                    "--bounty",
                    &bounty,
                    "--aside",
                    &card,
                    "--json",
                ],
                None,
            )
            .stdout,
        )
        .unwrap(),
    );
    assert_eq!(
        odds["evade"]["favourable"], evade["favourable"],
        "{odds} {evade}"
    );
    assert_eq!(odds["evade"]["cases"], evade["cases"]);
    assert!(odds["fight"]["percent"].as_str().unwrap().ends_with(" %"));
    // And the screen's own figures, from the state the session reached.
    let set = CardSet::builtin().unwrap();
    let mut game = pnp_companion::games::dnfm::game::DnfmGame::new_digital(set, 5);
    for line in ONE_TURN.lines().filter(|l| l.starts_with('{')).take(4) {
        let a: pnp_companion::games::dnfm::rules::Action = serde_json::from_str(line).unwrap();
        game.act(set, a, &[]).unwrap();
    }
    let screen = encounter_odds(set, game.state(), Basis::Known).unwrap();
    assert_eq!(
        odds["fight"]["favourable"].as_u64(),
        Some(screen.win_round.favourable)
    );
    // In combat: the one choice with odds is the attack.
    let fight = &steps[4];
    assert!(
        fight["odds"]["attack"]["cases"].as_u64().unwrap() > 0,
        "{}",
        fight["odds"]
    );
    assert_eq!(fight["odds"]["evade"], Value::Null);
    // Outside an encounter there are no odds.
    assert_eq!(steps[0]["odds"], Value::Null);
    // Each step's cards, one group per RSF, in digital play too.
    assert_eq!(reveal["draws"][0]["shuffle"], "bounty");
    let attack = &steps[5];
    let groups: Vec<&str> = attack["draws"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["shuffle"].as_str().unwrap())
        .collect();
    assert_eq!(&groups[..2], ["yours", "theirs"], "{}", attack["draws"]);
    // One word for a card turned round.
    assert!(
        !stdout.contains("rotated") && !stdout.contains("turned"),
        "{stdout}"
    );
    assert!(stdout.contains("\"down\""));
    // The text gives the odds too.
    let (_, text, _) = play("odds-text", ONE_TURN, &["--seed", "5"]);
    assert!(text.contains("  odds now: Evade: "), "{text}");
    assert!(text.contains("  cards drawn: bounty "), "{text}");
}
