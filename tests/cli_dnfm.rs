//! `pnp-companion dnfm …` as a script sees it.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

use serde_json::Value;
use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pnp-companion"))
        .args(args)
        .output()
        .expect("runs")
}

fn json(args: &[&str]) -> Value {
    let mut all = vec!["dnfm"];
    all.extend_from_slice(args);
    all.push("--json");
    let out = run(&all);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON")
}

fn fails(args: &[&str]) -> String {
    let mut all = vec!["dnfm"];
    all.extend_from_slice(args);
    let out = run(&all);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(!err.contains("panicked"));
    err
}

#[test]
fn combat_value_with_kept_and_discarded_dice() {
    let v = json(&[
        "combat-value",
        "--wmc",
        "3",
        "--fusion",
        "4",
        "--dice",
        "6,1,5,2",
    ]);
    assert_eq!(v["kept"], serde_json::json!([2, 5, 6]));
    assert_eq!(v["discarded"], serde_json::json!([1]));
    assert_eq!(v["cv"], 11);
    let v = json(&[
        "combat-value",
        "--wmc",
        "1",
        "--fusion",
        "1",
        "--dice",
        "4,2,6",
    ]);
    assert_eq!(v["cv"], 0, "lowest die 2, Fusioncasting 1 takes 2");
}

#[test]
fn bounty_value_event_and_prices() {
    let v = json(&[
        "bounty-value",
        "--bounty",
        "The Opuchini",
        "--wmc",
        "4",
        "--dice",
        "4,1,3,2",
    ]);
    assert_eq!((v["cv"].as_u64(), v["value"].as_u64()), (Some(5), Some(7)));
    let v = json(&[
        "bounty-value",
        "--bounty",
        "narn",
        "--wmc",
        "2",
        "--dice",
        "6,1,3",
    ]);
    assert_eq!(v["cv"], 7);
    let v = json(&["event", "--ed", "15"]);
    assert_eq!(v["event"], "Crew Mutiny");
    assert_eq!(json(&["event", "--ed", "21"])["provenance"], "inferred");
    assert_eq!(
        json(&["repair-cost", "--system", "fusion", "--quadrants", "2"])["price"],
        8
    );
    assert_eq!(
        json(&["station-cost", "--system", "wmc", "--steps", "2"])["price"],
        6
    );
}

#[test]
fn odds_and_simulation() {
    let v = json(&["odds", "evade", "--navcomm", "4", "--bounty", "narn"]);
    let p = v["probability"].as_f64().unwrap();
    assert!((0.0..=1.0).contains(&p));
    let v = json(&["odds", "combat", "--wmc", "2", "--bounty", "opuchini"]);
    assert!(v["probability"].as_f64().unwrap() > 0.0);
    let a = json(&[
        "simulate", "--games", "300", "--seed", "5", "--policy", "bold",
    ]);
    let b = json(&[
        "simulate", "--games", "300", "--seed", "5", "--policy", "bold",
    ]);
    assert_eq!(a, b);
    assert_eq!(a["games"], 300);
    assert!(a["losses"].is_object());
}

#[test]
fn bad_input_is_refused_with_code_2() {
    assert!(fails(&["combat-value", "--wmc", "3", "--dice", "1,2,7,3"]).contains("1 to 6"));
    assert!(
        fails(&[
            "combat-value",
            "--wmc",
            "3",
            "--fusion",
            "4",
            "--dice",
            "1,2,3"
        ])
        .contains("draw 4")
    );
    fails(&["combat-value", "--wmc", "5", "--dice", "1,2,3"]);
    assert!(
        fails(&[
            "bounty-value",
            "--bounty",
            "Darth",
            "--wmc",
            "2",
            "--dice",
            "1,2,3"
        ])
        .contains("choose one of")
    );
    assert!(
        fails(&[
            "bounty-value",
            "--bounty",
            "opuchini",
            "--wmc",
            "4",
            "--dice",
            "1,2,3"
        ])
        .contains("draws 4")
    );
    assert!(fails(&["repair-cost", "--system", "crew", "--quadrants", "2"]).contains("crew"));
    assert!(
        fails(&["repair-cost", "--system", "warp", "--quadrants", "2"])
            .contains("not a ship system")
    );
    fails(&["repair-cost", "--system", "wmc", "--quadrants", "0"]);
    assert!(fails(&["simulate", "--policy", "lucky"]).contains("not a policy"));
    assert!(fails(&["simulate", "--games", "0"]).contains("--games"));
    fails(&["event", "--ed", "-3"]);
}
