//! The command line in the player's language: the system's, or the one `--lang` names. Its
//! text moves with the language; its `--json` is a contract, the same bytes in every one.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A data folder of the test's own.
fn data_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pnp-cli-lang-{}-{test}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs the command line with the system's language `locale` (a `LANG` value; none where
/// empty) and `args` as given: no `--lang` added.
fn run_as(dir: &Path, locale: &str, args: &[&str]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_pnp-companion"));
    for var in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
        cmd.env_remove(var);
    }
    if !locale.is_empty() {
        cmd.env("LANG", locale);
    }
    let out = cmd
        .env("PNP_COMPANION_DATA_DIR", dir)
        .args(args)
        .output()
        .expect("the binary runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    out
}

fn text(out: &Output) -> String {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn example(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("docs/examples")
        .join(name)
        .to_str()
        .unwrap()
        .to_string()
}

const RAID: &[&str] = &[
    "sherwood",
    "roll",
    "raid",
    "--space",
    "Castle Dil",
    "--leader",
    "Kirk",
    "--value",
    "kirk.raid=2",
    "--roll",
    "6",
];

fn with_lang(lang: &str, args: &[&str]) -> Vec<String> {
    let mut all = vec!["--lang".to_string(), lang.to_string()];
    all.extend(args.iter().map(ToString::to_string));
    all
}

fn strs(v: &[String]) -> Vec<&str> {
    v.iter().map(String::as_str).collect()
}

#[test]
fn a_sherwood_roll_reads_in_german_and_french() {
    let dir = data_dir("roll");
    let en = text(&run_as(&dir, "", &strs(&with_lang("en", RAID))));
    assert!(en.contains("die (your die)"), "{en}");
    assert!(en.contains("Odds before the roll"), "{en}");
    let de = text(&run_as(&dir, "", &strs(&with_lang("de", RAID))));
    for want in ["Wurf (dein Würfel)", "Summe", "Chancen vor dem Wurf"] {
        assert!(de.contains(want), "missing {want:?} in\n{de}");
    }
    let fr = text(&run_as(&dir, "", &strs(&with_lang("fr", RAID))));
    for want in ["dé (votre dé)", "Chances avant le jet\u{a0}:"] {
        assert!(fr.contains(want), "missing {want:?} in\n{fr}");
    }
    // The option may stand after the command too.
    let mut after: Vec<&str> = RAID.to_vec();
    after.extend(["--lang", "de"]);
    assert_eq!(text(&run_as(&dir, "", &after)), de);
}

#[test]
fn the_command_line_follows_the_systems_language_unless_told() {
    let dir = data_dir("system");
    let table = ["sherwood", "table", "raid"];
    let de = text(&run_as(&dir, "de_DE.UTF-8", &table));
    assert!(de.contains("nicht im Regelheft"), "{de}");
    let fr = text(&run_as(&dir, "fr_FR.UTF-8", &table));
    assert!(fr.contains("absent du livret"), "{fr}");
    // A language the app does not speak, or none: English.
    for locale in ["it_IT.UTF-8", "C", ""] {
        let en = text(&run_as(&dir, locale, &table));
        assert!(en.contains("not in the rulebook"), "{locale}: {en}");
    }
    // --lang wins over the system's.
    let en = text(&run_as(
        &dir,
        "de_DE.UTF-8",
        &["--lang", "en", "sherwood", "table", "raid"],
    ));
    assert!(en.contains("not in the rulebook"), "{en}");
}

#[test]
fn a_scripted_dnfm_session_reads_in_german_and_french() {
    let dir = data_dir("dnfm-play");
    let script = example("dnfm-turn.jsonl");
    let args = ["dnfm", "play", "--seed", "5", "--script", script.as_str()];
    let en = text(&run_as(&dir, "", &args));
    assert!(
        en.starts_with("Do Not Forsake Me: a scripted session\n"),
        "{en}"
    );
    assert!(en.contains("Where the game stands"), "{en}");
    let de = text(&run_as(&dir, "", &strs(&with_lang("de", &args))));
    for want in [
        "Do Not Forsake Me: ein Spiel nach Skript",
        "Zeile 6 · Zug 1, Bewegung",
        "Wo das Spiel steht",
        "Schiff: Besatzung",
    ] {
        assert!(de.contains(want), "missing {want:?} in\n{de}");
    }
    let fr = text(&run_as(&dir, "", &strs(&with_lang("fr", &args))));
    for want in [
        "Do Not Forsake Me\u{a0}: une partie scriptée",
        "ligne 6 · Tour 1, Mouvement",
        "Où en est la partie",
        "Vaisseau\u{a0}: équipage",
    ] {
        assert!(fr.contains(want), "missing {want:?} in\n{fr}");
    }
}

#[test]
fn json_is_the_same_bytes_in_every_language() {
    let dir = data_dir("json");
    let dnfm = example("dnfm-turn.jsonl");
    let sherwood = example("sherwood-turn.jsonl");
    let mut raid = RAID.to_vec();
    raid.push("--json");
    let commands: Vec<Vec<&str>> = vec![
        vec![
            "dnfm",
            "play",
            "--seed",
            "5",
            "--script",
            dnfm.as_str(),
            "--json",
        ],
        vec![
            "dnfm",
            "play",
            "--seed",
            "5",
            "--script",
            dnfm.as_str(),
            "--json",
            "--coach",
            "--coach-games",
            "20",
        ],
        vec![
            "sherwood",
            "play",
            "--seed",
            "5",
            "--script",
            sherwood.as_str(),
            "--json",
        ],
        raid,
        vec!["sherwood", "table", "raid", "--json"],
        vec!["dnfm", "event", "--ed", "7", "--json"],
        vec![
            "dnfm",
            "odds",
            "evade",
            "--navcomm",
            "2",
            "--bounty",
            "narn",
            "--json",
        ],
        vec!["dnfm", "simulate", "--games", "40", "--json"],
    ];
    for args in commands {
        let english = run_as(&dir, "", &strs(&with_lang("en", &args)));
        assert!(!english.stdout.is_empty(), "{args:?}");
        for lang in ["de", "fr"] {
            let other = run_as(&dir, "", &strs(&with_lang(lang, &args)));
            assert_eq!(
                String::from_utf8_lossy(&other.stdout),
                String::from_utf8_lossy(&english.stdout),
                "{lang}: {args:?}"
            );
            assert_eq!(
                other.status.code(),
                english.status.code(),
                "{lang}: {args:?}"
            );
        }
        let system = run_as(&dir, "de_DE.UTF-8", &args);
        assert_eq!(
            system.stdout, english.stdout,
            "the system's German: {args:?}"
        );
    }
}

#[test]
fn an_unknown_language_is_refused_with_the_known_ones() {
    let dir = data_dir("unknown");
    let out = run_as(&dir, "", &["--lang", "xx", "dnfm", "event", "--ed", "3"]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("xx") && stderr.contains("en, de, fr"),
        "{stderr}"
    );
    assert!(out.stdout.is_empty());
}
