//! The command line as a script sees it: JSON on stdout, errors on stderr with exit code 2.

use serde_json::Value;
use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    // A data folder of the test's own: the player's real data never shapes (or meets) a test.
    let data = std::env::temp_dir().join(format!("pnp-cli-sherwood-{}", std::process::id()));
    Command::new(env!("CARGO_BIN_EXE_pnp-companion"))
        // English whatever the machine's language: the tests read its words.
        .args(["--lang", "en"])
        .env("PNP_COMPANION_DATA_DIR", data)
        .args(args)
        .output()
        .expect("the binary runs")
}

fn json(args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.push("--json");
    let out = run(&all);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

fn fails(args: &[&str]) -> String {
    let out = run(args);
    assert_eq!(out.status.code(), Some(2), "{args:?} should fail with 2");
    assert!(out.stdout.is_empty(), "{args:?}: nothing on stdout");
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(!err.contains("panicked"), "{err}");
    err
}

#[test]
fn sanctuary_worked_example_as_json() {
    let v = json(&[
        "sherwood",
        "roll",
        "sanctuary",
        "--space",
        "town",
        "--actor",
        "Jink",
        "--value",
        "jink.persuasiveness=2",
        "--witchcraft",
        "3",
        "--roll",
        "4",
    ]);
    assert_eq!(v["table"], "sanctuary");
    assert_eq!(v["roll"], 4);
    assert_eq!(v["modified"], 3);
    assert_eq!(v["result"], serde_json::json!({"paragraph": 302}));
    let mods = v["modifiers"].as_array().unwrap();
    assert_eq!(mods.len(), 2);
    assert_eq!(mods[0]["value"], 2);
    assert_eq!(mods[1]["value"], -3);
    assert!(mods[1]["label"].as_str().unwrap().contains("Witchcraft"));
    assert_eq!(
        v["seed"],
        Value::Null,
        "a die the player entered has no seed"
    );
    assert_eq!(v["odds"].as_array().unwrap().len(), 5);
}

#[test]
fn recruiting_worked_example_as_json() {
    let v = json(&[
        "sherwood",
        "roll",
        "recruiting",
        "--actor",
        "Kirk",
        "--with",
        "Spock",
        "--target",
        "Bishop Norje",
        "--value",
        "kirk.pers=1",
        "--value",
        "spock.pers=2",
        "--roll",
        "2",
    ]);
    assert_eq!(v["modified"], 5);
    assert_eq!(v["result"]["code"], "2I,F");
    assert!(v["result"]["meaning"].as_str().unwrap().contains("injured"));
    assert_eq!(v["row"], "Bishop Norje");
}

#[test]
fn every_result_shape() {
    let v = json(&[
        "sherwood", "roll", "fealty", "--space", "Trott", "--morale", "5", "--roll", "4",
    ]);
    assert_eq!(v["result"]["named"], "Swear Fealty");
    let v = json(&[
        "sherwood",
        "roll",
        "raid",
        "--space",
        "Northguard",
        "--actor",
        "Kirk",
        "--with",
        "Narrows",
    ]);
    assert!(
        v["result"]["automatic"]
            .as_str()
            .unwrap()
            .contains("without a roll")
    );
    assert_eq!(v["roll"], Value::Null);
    let v = json(&[
        "sherwood",
        "roll",
        "kings-men",
        "--orders",
        "search",
        "--roll",
        "0",
    ]);
    assert_eq!(v["roll"], 10, "0 reads as 10");
    assert_eq!(
        v["result"],
        serde_json::json!({"unknown": {"row": "10", "column": "Search"}})
    );
    let v = json(&[
        "sherwood",
        "roll",
        "horse-theft",
        "--space",
        "Trott",
        "--with",
        "Jaster",
        "--roll",
        "9",
    ]);
    assert_eq!(v["result"]["paragraph"], 204);
    assert_eq!(v["clamped"], "above-highest");
}

/// Rule 17: an ability tied to a named place works however the place is given. The Royal
/// Palace is the only place of its kind, so `--space royal-palace` is the Royal Palace and
/// Professor Scrow's +3 there counts.
#[test]
fn a_kind_only_one_place_has_is_that_place() {
    let roll = |space: &str| {
        json(&[
            "sherwood",
            "roll",
            "raid",
            "--space",
            space,
            "--actor",
            "Scrow",
            "--value",
            "scrow.raid=1",
            "--roll",
            "5",
        ])
    };
    let named = roll("Royal Palace");
    let scrow = |v: &Value| {
        v["modifiers"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["label"].as_str().unwrap().contains("Scrow knows"))
            .map(|m| m["value"].clone())
    };
    assert_eq!(scrow(&named), Some(serde_json::json!(3)), "{named}");
    for space in ["royal-palace", "palace", "Royal Palace"] {
        let v = roll(space);
        assert_eq!(scrow(&v), Some(serde_json::json!(3)), "{space}: {v}");
        assert_eq!(v["modified"], named["modified"], "{space}");
        assert_eq!(
            v["modified"], 6,
            "5 +1 Scrow −3 the palace +3 his secret way"
        );
    }
    // Elsewhere his secret way does not help.
    let v = roll("castle");
    assert_eq!(scrow(&v), None, "{v}");
}

#[test]
fn the_same_seed_gives_the_same_roll() {
    let args = [
        "sherwood",
        "roll",
        "raid",
        "--space",
        "Trott",
        "--actor",
        "Kirk",
        "--value",
        "kirk.raid=2",
        "--seed",
        "4242",
    ];
    let a = json(&args);
    let b = json(&args);
    assert_eq!(a, b);
    assert_eq!(a["seed"], 4242);
    assert_eq!(a["die_source"], "rolled");
}

#[test]
fn text_output_itemises() {
    let out = run(&[
        "sherwood",
        "roll",
        "raid",
        "--space",
        "Castle Dil",
        "--leader",
        "Kirk",
        "--with",
        "Pinter",
        "--value",
        "kirk.raid=2",
        "--value",
        "pinter.raid=1",
        "--squads",
        "1",
        "--roll",
        "6",
    ]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    for want in [
        "Raid Table",
        "die (your die)",
        "+2",
        "Pinter adds",
        "Castle",
        "King's Men squad",
        "total",
        "read paragraph 105",
        "Odds",
    ] {
        assert!(text.contains(want), "missing {want:?} in\n{text}");
    }
}

#[test]
fn table_listing() {
    let v = json(&["sherwood", "table", "recruiting"]);
    assert_eq!(v["rows"][0]["name"], "King's Men squads");
    assert_eq!(v["rows"][2]["cells"][6]["provenance"], "unknown");
    let out = run(&["sherwood", "table", "raid"]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("117~"));
}

#[test]
fn bad_input_is_a_clear_error_with_code_2() {
    assert!(fails(&["sherwood", "roll", "tea-party"]).contains("no table called 'tea-party'"));
    assert!(
        fails(&[
            "sherwood", "roll", "raid", "--space", "Trott", "--actor", "Krik"
        ])
        .contains("did you mean")
    );
    assert!(
        fails(&[
            "sherwood", "roll", "raid", "--space", "Atlantis", "--actor", "Kirk"
        ])
        .contains("'Atlantis'")
    );
    assert!(
        fails(&[
            "sherwood",
            "roll",
            "raid",
            "--space",
            "Trott",
            "--actor",
            "Kirk",
            "--value",
            "kirk.raid=2",
            "--roll",
            "11"
        ])
        .contains("not on the die")
    );
    assert!(
        fails(&[
            "sherwood",
            "roll",
            "raid",
            "--space",
            "Trott",
            "--actor",
            "Kirk",
            "--value",
            "kirk.raid=2",
            "--roll",
            "six"
        ])
        .contains("not a die value")
    );
    let missing = fails(&[
        "sherwood", "roll", "raid", "--space", "Trott", "--actor", "Kirk",
    ]);
    assert!(
        missing.contains("raid value is not known") && missing.contains("--value kirk.raid=N"),
        "{missing}"
    );
    assert!(
        fails(&[
            "sherwood",
            "roll",
            "raid",
            "--space",
            "Trott",
            "--actor",
            "Kirk",
            "--value",
            "kirk.luck=2"
        ])
        .contains("persuasiveness, raid or donations")
    );
    assert!(
        fails(&[
            "sherwood",
            "roll",
            "raid",
            "--space",
            "Trott",
            "--actor",
            "Kirk",
            "--value",
            "kirk.raid=two"
        ])
        .contains("whole number")
    );
    assert!(
        fails(&[
            "sherwood",
            "roll",
            "raid",
            "--space",
            "Trott",
            "--actor",
            "Kirk",
            "--value",
            "kirk.raid=99"
        ])
        .contains("-20 to 20")
    );
    fails(&["sherwood", "roll", "sanctuary", "--witchcraft", "25"]);
    fails(&["sherwood", "roll", "raid", "--orders", "panic"]);
    assert!(
        fails(&[
            "sherwood",
            "roll",
            "recruiting",
            "--actor",
            "Kirk",
            "--value",
            "kirk.pers=1",
            "--target",
            "Spock"
        ])
        .contains("cannot be recruited")
    );
    assert!(
        fails(&[
            "sherwood", "roll", "raid", "--space", "forest", "--actor", "Kirk"
        ])
        .contains("castle")
    );
    fails(&["sherwood", "roll", "raid", "--roll", "3", "--seed", "4"]);
    assert!(fails(&["sherwood", "table", "nope"]).contains("choose one of"));
}

#[test]
fn help_and_version() {
    let out = run(&["--help"]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("sherwood"));
    let out = run(&["--version"]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("pnp-companion "));
}
