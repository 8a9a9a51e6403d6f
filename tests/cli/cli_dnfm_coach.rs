//! The coach on the command line: `dnfm odds coach` (a script's end or a save) and
//! `dnfm play --coach` give the engine's own figures, and leave `play` as it was without it.

use pnp_companion::games::dnfm::CardSet;
use pnp_companion::games::dnfm::coach::{CoachOptions, coach};
use pnp_companion::games::dnfm::game::DnfmGame;
use pnp_companion::games::dnfm::rules::Action;
use pnp_companion::store::saves::{self, Envelope, GameKind};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Seed 7 meets a bounty on turn 1: evade or fight.
const SCRIPT: &str = "{\"action\":\"move\",\"arg\":1}\n{\"action\":\"continue\"}\n{\"action\":\"scan-for-events\"}\n{\"action\":\"reveal-bounty\"}\n";

fn dir(test: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("pnp-cli-coach-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn run(dir: &Path, args: &[&str]) -> (Output, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_pnp-companion"))
        // English whatever the machine's language: the tests read its words.
        .args(["--lang", "en"])
        .env("PNP_COMPANION_DATA_DIR", dir)
        .args(args)
        .output()
        .expect("the binary runs");
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(!stderr.contains("panicked"), "{stderr}");
    (out, stdout, stderr)
}

fn script_in(dir: &Path) -> String {
    let file = dir.join("script.jsonl");
    std::fs::write(&file, SCRIPT).unwrap();
    file.to_str().unwrap().to_string()
}

/// The game the script plays, through the engine's API.
fn scripted_game() -> DnfmGame {
    let set = CardSet::builtin().unwrap();
    let mut g = DnfmGame::new_digital(set, 7);
    for a in [
        Action::Move(1),
        Action::Continue,
        Action::ScanForEvents,
        Action::RevealBounty,
    ] {
        g.act(set, a, &[]).unwrap();
    }
    g
}

/// The engine's wins for each choice, as the command line names them.
fn engine_wins(games: u32, seed: u64) -> Vec<(String, u64)> {
    let set = CardSet::builtin().unwrap();
    let c = coach(
        set,
        scripted_game().state(),
        CoachOptions {
            games,
            seed,
            peek: false,
        },
    );
    c.choices
        .iter()
        .map(|f| {
            let action = serde_json::to_value(f.action).unwrap();
            (
                action["action"].as_str().unwrap().to_string(),
                u64::from(f.wins),
            )
        })
        .collect()
}

fn wins_in(coach: &Value) -> Vec<(String, u64)> {
    coach["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["action"]["action"].as_str().unwrap().to_string(),
                c["wins"].as_u64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn odds_coach_gives_the_engines_figures_for_a_script() {
    let d = dir("script");
    let script = script_in(&d);
    let args = [
        "dnfm",
        "odds",
        "coach",
        "--script",
        &script,
        "--seed",
        "7",
        "--games",
        "150",
        "--coach-seed",
        "3",
    ];
    let (out, stdout, stderr) = run(&d, &[&args[..], &["--json"]].concat());
    assert!(out.status.success(), "{stderr}");
    let v: Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(v["phase"], "encounter");
    assert_eq!(v["coach"]["games"], 150);
    assert_eq!(v["coach"]["policy"], "cautious");
    assert_eq!(v["coach"]["basis"], "known");
    assert_eq!(wins_in(&v["coach"]), engine_wins(150, 3));
    let first = &v["coach"]["choices"][0];
    let p = first["probability"].as_f64().unwrap();
    let margin = first["margin"].as_f64().unwrap();
    assert!((margin - 1.96 * (p * (1.0 - p) / 150.0).sqrt()).abs() < 1e-9);
    let words = first["words"].as_str().unwrap();
    assert!(
        words.starts_with("win the game ") && words.contains(" % ± "),
        "{words}"
    );

    let (out, text, _) = run(&d, &args);
    assert!(out.status.success());
    assert!(text.contains("Turn 1, Evade or fight"), "{text}");
    for (action, _) in engine_wins(150, 3) {
        let label = if action == "evade" { "Evade" } else { "Fight" };
        assert!(
            text.contains(&format!("    {label}: win the game ")),
            "{text}"
        );
    }
    assert!(text.contains("1.96 standard errors"), "{text}");
}

#[test]
fn odds_coach_reads_a_save() {
    let d = dir("save");
    let file = d.join("game.json");
    let envelope = Envelope::new(GameKind::Dnfm, "coached", 0, scripted_game());
    saves::write(&file, &envelope).unwrap();
    let (out, stdout, stderr) = run(
        &d,
        &[
            "dnfm",
            "odds",
            "coach",
            "--save",
            file.to_str().unwrap(),
            "--games",
            "120",
            "--json",
        ],
    );
    assert!(out.status.success(), "{stderr}");
    let v: Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(wins_in(&v["coach"]), engine_wins(120, 1));
}

#[test]
fn play_with_coach_adds_the_figures_and_without_it_nothing_changes() {
    let d = dir("play");
    let script = script_in(&d);
    let base = ["dnfm", "play", "--script", &script, "--seed", "7"];
    let (_, plain_json, _) = run(&d, &[&base[..], &["--json"]].concat());
    let plain: Value = serde_json::from_str(&plain_json).unwrap();
    assert!(plain["final"].get("coach").is_none(), "{plain_json}");
    let (_, plain_text, _) = run(&d, &base);
    assert!(!plain_text.contains("Coach"), "{plain_text}");

    let coached = [
        &base[..],
        &["--coach", "--coach-games", "150", "--coach-seed", "3"],
    ]
    .concat();
    let (out, text, stderr) = run(&d, &coached);
    assert!(out.status.success(), "{stderr}");
    assert!(
        text.starts_with(plain_text.trim_end()),
        "the coach only adds lines at the end"
    );
    assert!(
        text.contains("  Coach:\n    Evade: win the game "),
        "{text}"
    );
    let (_, json, _) = run(&d, &[&coached[..], &["--json"]].concat());
    let mut v: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(wins_in(&v["final"]["coach"]), engine_wins(150, 3));
    v["final"].as_object_mut().unwrap().remove("coach");
    assert_eq!(v, plain, "the rest of the report is the same");
}

#[test]
fn peeking_plays_on_from_the_apps_deck_as_it_lies() {
    let d = dir("peek");
    let script = script_in(&d);
    let args = [
        "dnfm", "odds", "coach", "--script", &script, "--seed", "7", "--games", "100", "--json",
    ];
    let (_, known, _) = run(&d, &args);
    let (out, peek, stderr) = run(&d, &[&args[..], &["--peek"]].concat());
    assert!(out.status.success(), "{stderr}");
    let known: Value = serde_json::from_str(&known).unwrap();
    let peek: Value = serde_json::from_str(&peek).unwrap();
    assert_eq!(known["coach"]["basis"], "known");
    assert_eq!(peek["coach"]["basis"], "peek");
    assert!(
        peek["coach"]["how"]
            .as_str()
            .unwrap()
            .contains("as it lies")
    );
}

#[test]
fn bad_numbers_of_games_are_refused_with_exit_code_two() {
    let d = dir("bad");
    let script = script_in(&d);
    for args in [
        vec!["dnfm", "odds", "coach", "--script", &script, "--games", "0"],
        vec![
            "dnfm", "odds", "coach", "--script", &script, "--games", "100001",
        ],
        vec![
            "dnfm",
            "play",
            "--script",
            &script,
            "--coach",
            "--coach-games",
            "0",
        ],
        vec!["dnfm", "play", "--script", &script, "--coach-games", "10"],
        vec!["dnfm", "odds", "coach", "--games", "10"],
    ] {
        let (out, stdout, stderr) = run(&d, &args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stdout}{stderr}");
        assert!(stdout.is_empty(), "{args:?}: {stdout}");
        assert!(stderr.starts_with("error:"), "{args:?}: {stderr}");
    }
    let (out, _, stderr) = run(
        &d,
        &["dnfm", "odds", "coach", "--save", "/no/such/save.json"],
    );
    assert_eq!(out.status.code(), Some(2), "{stderr}");
}
