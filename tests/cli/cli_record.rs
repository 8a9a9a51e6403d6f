//! `pnp-companion record`: the record of plays summed up, as JSON, and as CSV; a damaged
//! record is an error that leaves the file as it is.

use crate::common;

use common::cli::{run_in, text};
use std::path::{Path, PathBuf};

fn data_dir(test: &str) -> PathBuf {
    common::fresh_dir("pnp-cli-record", test)
}

fn line(game: &str, physical: bool, seed: u64, how: &str, turns: u32) -> String {
    format!(
        r#"{{"game":"{game}","physical":{physical},"seed":{seed},"save":"saves/g{seed}.json","name":"G{seed}","ended_at":{},"turns":{turns},"how":"{how}","figures":[{{"name":"Megacredits","value":30}}]}}"#,
        1_796_220_000 + seed * 86_400
    )
}

/// Four DNFM games (won, won, lost in combat, won: a run of two, then one), a physical
/// DNFM loss, one Sherwood loss.
fn a_record(dir: &Path) {
    let lines = [
        line("dnfm", false, 1, "megacredits", 12),
        line("dnfm", false, 2, "megacredits", 14),
        line("dnfm", false, 3, "crew-lost-in-combat", 7),
        line("dnfm", false, 4, "megacredits", 15),
        line("dnfm", true, 5, "crew-lost-to-events", 9),
        line("sherwood", false, 6, "witchcraft", 20),
    ];
    std::fs::write(
        dir.join("record.json"),
        format!(
            r#"{{"format":"pnp-companion-record","version":1,"plays":[{}]}}"#,
            lines.join(",")
        ),
    )
    .unwrap();
}

#[test]
fn the_record_summed_up_per_game_and_mode() {
    let dir = data_dir("text");
    a_record(&dir);
    let o = run_in(&dir, &["record"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(
        out.contains("Do Not Forsake Me (digital)\n  3 of 4 won (75 %)\n  lost: the crew fell in combat × 1\n  longest run of wins: 2\n  turns a game: 12.0 on average"),
        "{out}"
    );
    assert!(
        out.contains("Do Not Forsake Me (physical)\n  0 of 1 won (0 %)"),
        "{out}"
    );
    assert!(
        out.contains("The Sherwood Syndrome (digital)\n  0 of 1 won (0 %)\n  lost: Witchcraft × 1"),
        "{out}"
    );
    let only = text(&run_in(&dir, &["record", "--game", "sherwood"]).stdout);
    assert!(!only.contains("Forsake"), "{only}");
}

#[test]
fn as_json_with_every_play() {
    let dir = data_dir("json");
    a_record(&dir);
    let o = run_in(&dir, &["record", "--game", "dnfm", "--json"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["plays"].as_array().unwrap().len(), 5);
    let digital = &v["summaries"][0];
    assert_eq!(digital["mode"], "digital");
    assert_eq!(digital["played"], 4);
    assert_eq!(digital["win_rate"], 0.75);
    assert_eq!(digital["ways_lost"][0]["how"], "crew-lost-in-combat");
    assert_eq!(v["summaries"][1]["mode"], "physical");
}

#[test]
fn every_play_as_csv() {
    let dir = data_dir("csv");
    a_record(&dir);
    let file = dir.join("plays.csv");
    let o = run_in(&dir, &["record", "export", "--csv", file.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(text(&o.stdout).starts_with("6 plays written to"));
    let csv = std::fs::read_to_string(&file).unwrap();
    let rows: Vec<&str> = csv.lines().collect();
    assert_eq!(rows.len(), 7);
    assert_eq!(
        rows[0],
        "game,mode,seed,save,name,ended,turns,outcome,how,figures,ended_unix"
    );
    assert_eq!(
        rows[5],
        "dnfm,physical,5,saves/g5.json,G5,2026-12-07 14:00,9,lost,crew-lost-to-events,Megacredits=30,1796652000"
    );
}

#[test]
fn no_record_yet_and_a_damaged_one() {
    let dir = data_dir("none");
    let o = run_in(&dir, &["record"]);
    assert!(o.status.success());
    assert!(text(&o.stdout).starts_with("No game has ended yet"));
    std::fs::write(dir.join("record.json"), "{ torn").unwrap();
    let o = run_in(&dir, &["record"]);
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    assert!(
        err.starts_with("error: Your record") && err.contains("could not be read"),
        "{err}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("record.json")).unwrap(),
        "{ torn"
    );
    let o = run_in(&dir, &["record", "--game", "chess"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("invalid value 'chess'"));
}

/// An export never writes over a file unasked: the CSV and the print kit are refused where a
/// file is there already (it is left as it was), and written with `--force`.
#[test]
fn exports_write_over_a_file_only_when_told() {
    let dir = data_dir("there");
    a_record(&dir);
    let file = dir.join("mine.txt");
    for args in [
        vec!["record", "export", "--csv", file.to_str().unwrap()],
        vec!["print", "dnfm", "-o", file.to_str().unwrap()],
    ] {
        std::fs::write(&file, "the player's own").unwrap();
        let o = run_in(&dir, &args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(
            text(&o.stderr).contains("is there already: nothing written"),
            "{}",
            text(&o.stderr)
        );
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "the player's own");
        let forced: Vec<&str> = args.iter().copied().chain(["--force"]).collect();
        let o = run_in(&dir, &forced);
        assert!(o.status.success(), "{}", text(&o.stderr));
        assert_ne!(std::fs::read(&file).unwrap(), b"the player's own");
    }
}

/// A name with a terminal's escape code in it (or a bell) never reaches the terminal raw:
/// the name is kept on one line, its control characters as spaces, and the text mode and
/// `saves show` print it so.
#[test]
fn escape_codes_in_a_name_are_never_printed_raw() {
    let dir = data_dir("escapes");
    let name = "Red\u{1b}[31m\u{7} evening";
    let played = run_in(&dir, &["play", "dnfm", "--seed", "3", "--name", name]);
    assert!(played.status.success(), "{}", text(&played.stderr));
    let save = std::fs::read_dir(dir.join("saves"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "json"))
        .expect("the game was saved");
    let kept = std::fs::read_to_string(&save).unwrap();
    assert!(
        kept.contains("Red [31m  evening"),
        "the name kept on one line"
    );
    let shown = run_in(&dir, &["saves", "show", save.to_str().unwrap()]);
    for out in [&played.stdout, &shown.stdout] {
        let out = text(out);
        assert!(!out.contains(['\u{1b}', '\u{7}']), "{out:?}");
        assert!(out.contains("Red [31m  evening"), "{out:?}");
    }
}
