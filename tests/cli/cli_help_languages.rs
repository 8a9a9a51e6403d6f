//! The command line's help and its mistakes in the player's language (issue 60): for every
//! command, `--help` and `-h` in German and French hold no English word that the English
//! help of the same command has, but the names that stay as they are; and a mistake clap
//! finds (an unknown argument, a value missing or wrong) is told in the player's language,
//! on stderr with exit code 2.

use clap::CommandFactory;
use pnp_companion::cli::Cli;
use std::collections::BTreeSet;
use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    let dir = std::env::temp_dir().join(format!("pnp-cli-help-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_pnp-companion"));
    // English where no --lang says otherwise, whatever the machine's language.
    for var in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
        cmd.env_remove(var);
    }
    let out = cmd
        .env("PNP_COMPANION_DATA_DIR", &dir)
        .args(args)
        .output()
        .expect("the binary runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    out
}

/// The help `--lang LANG PATH… FLAG` prints.
fn help(lang: &str, path: &[String], flag: &str) -> String {
    let mut args = vec!["--lang", lang];
    args.extend(path.iter().map(String::as_str));
    args.push(flag);
    let out = run(&args);
    assert_eq!(out.status.code(), Some(0), "{args:?}");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Every command's path under the program (the program's own, empty, first), and the words
/// of the names the player types: the commands' and the flags' (`--flee-to`: flee, to).
fn tree() -> (Vec<Vec<String>>, BTreeSet<String>) {
    fn walk(
        cmd: &clap::Command,
        path: &mut Vec<String>,
        paths: &mut Vec<Vec<String>>,
        names: &mut BTreeSet<String>,
    ) {
        paths.push(path.clone());
        for arg in cmd.get_arguments() {
            let aliases = arg.get_all_aliases().unwrap_or_default();
            for long in arg.get_long().into_iter().chain(aliases) {
                names.extend(words_of(long));
            }
        }
        for sub in cmd.get_subcommands() {
            names.extend(words_of(sub.get_name()));
            path.push(sub.get_name().to_string());
            walk(sub, path, paths, names);
            path.pop();
        }
    }
    let (mut paths, mut names) = (Vec::new(), BTreeSet::new());
    walk(&Cli::command(), &mut Vec::new(), &mut paths, &mut names);
    // clap's own: -h, --help, -V, --version and the help command.
    let mut built = Cli::command();
    built.build();
    walk(&built, &mut Vec::new(), &mut Vec::new(), &mut names);
    (paths, names)
}

/// The words of `text` (runs of three letters or more), in lower case.
fn words_of(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 3)
        .map(str::to_lowercase)
        .collect()
}

/// `text` without what is typed or printed as it is: spans in backticks (`dnfm play`, a
/// file's name) and in straight double quotes (a JSON key such as "draws", a name as the
/// map or the chart prints it: "Royal Palace").
fn without_what_is_typed(text: &str) -> String {
    let mut kept = String::new();
    let mut inside: Option<char> = None;
    for c in text.chars() {
        match inside {
            Some(close) if c == close => inside = None,
            Some(_) => {}
            None if c == '`' || c == '"' => inside = Some(c),
            None => kept.push(c),
        }
    }
    kept
}

/// Words that stay English in every language, beside the commands' and flags' names.
fn names() -> BTreeSet<String> {
    use pnp_companion::games::dnfm::{cards::System, sim::Policy};
    use pnp_companion::games::game::GameKind;
    use pnp_companion::games::sherwood::persons::{PersonKind, Stat};
    use pnp_companion::games::sherwood::{RoyalOrders, TableId, spaces::SpaceKind};
    use pnp_companion::print::geometry::{Flip, Paper};
    use pnp_companion::print::options::{Kit, Shop};
    // The values the player types, as the commands read them (raid, kings-men, patrol,
    // cautious, letter, long…), and --crop-marks' on and off.
    let typed = [
        TableId::WORDS,
        SpaceKind::WORDS,
        PersonKind::WORDS,
        Stat::WORDS,
        RoyalOrders::WORDS,
        Policy::WORDS,
        System::WORDS,
        GameKind::WORDS,
        Kit::WORDS,
        Paper::WORDS,
        Flip::WORDS,
        Shop::WORDS,
        &["on", "off", "squad"],
    ];
    // The program's and the games' names, and the names of the games' people and places
    // the help gives as examples; NavComm is the ship's system by its name on the card.
    let names = [
        "pnp-companion PnP Companion",
        "Do Not Forsake Me (Oh My Darling)",
        "The Sherwood Syndrome (Star Trek III, 1985)",
        "Kirk McCoy Goren Narn NavComm",
    ];
    typed
        .iter()
        .flat_map(|words| words.iter())
        .chain(names.iter())
        .flat_map(|w| words_of(w))
        .collect()
}

/// Words a language spells as English does and uses in these helps, each its own word there.
fn same_in(lang: &str) -> &'static [&'static str] {
    match lang {
        // German says App and Web-App (the term -app), Link, Name, Person, Text, Argument,
        // Chance (the odds), Simulation and Simulator, Terminal, Solo(-Brettspiel), PDFs,
        // Duplex(-drucker), (Karten-)Deck, Zip, PNGs and dpi; "die" is its article.
        "de" => &[
            "json",
            "csv",
            "pdf",
            "pdfs",
            "zip",
            "png",
            "pngs",
            "dpi",
            "app",
            "web",
            "link",
            "name",
            "person",
            "text",
            "argument",
            "chance",
            "simulation",
            "simulator",
            "terminal",
            "solo",
            "die",
            "duplex",
            "deck",
        ],
        // French says options, argument(s), version, code, table (a chart), script, action,
        // total, mode, chance, fusion (propulsion à fusion), quadrant, station, application
        // web, terminal, entrée standard, simulation, solo, page(s), face (a card's side),
        // zip, PNG and dpi.
        "fr" => &[
            "json",
            "csv",
            "pdf",
            "zip",
            "png",
            "dpi",
            "options",
            "arguments",
            "argument",
            "version",
            "code",
            "table",
            "script",
            "action",
            "total",
            "mode",
            "chance",
            "fusion",
            "quadrants",
            "station",
            "web",
            "terminal",
            "standard",
            "simulation",
            "solo",
            "pages",
            "page",
            "face",
        ],
        _ => &[],
    }
}

/// Where a command's help holds words that are not this help's: `sherwood set-cell`'s table
/// by table legend (`cli-sw-set-cell-help`, in `cli-sherwood.ftl`) quotes the chart's
/// printed heads (Paragraph, Result), which the player types as printed.
fn not_the_helps(path: &[String]) -> &'static [&'static str] {
    if path == ["sherwood", "set-cell"] {
        &["result"]
    } else {
        &[]
    }
}

/// The English words of `english` that `text` (in another language) still has, with the
/// line each is on: none but the names that stay, what is typed as it is, and `same`.
fn english_left(english: &str, text: &str, names: &BTreeSet<String>, same: &[&str]) -> Vec<String> {
    let english: BTreeSet<String> = words_of(english).into_iter().collect();
    let mut found = Vec::new();
    for line in text.lines() {
        for word in words_of(&without_what_is_typed(line)) {
            if english.contains(&word) && !names.contains(&word) && !same.contains(&word.as_str()) {
                found.push(format!("{word:?} in {:?}", line.trim()));
            }
        }
    }
    found
}

#[test]
fn every_commands_help_is_in_german_and_french() {
    let (paths, mut names) = tree();
    names.extend(self::names());
    assert!(paths.len() > 30, "{paths:?}");
    let mut found = Vec::new();
    for path in &paths {
        // `-h` and `--help` differ where a command says more under `--help`.
        for flag in ["--help", "-h"] {
            let english = help("en", path, flag);
            for lang in ["de", "fr"] {
                let text = help(lang, path, flag);
                let same = [same_in(lang), not_the_helps(path)].concat();
                for left in english_left(&english, &text, &names, &same) {
                    found.push(format!("{lang} {} {flag}: {left}", path.join(" ")));
                }
            }
        }
    }
    assert!(found.is_empty(), "English left:\n{}", found.join("\n"));
}

#[test]
fn clap_writes_none_of_its_own_words_in_german() {
    let root = help("de", &[], "--help");
    for want in [
        "Aufruf: pnp-companion [OPTIONEN] [BEFEHL]",
        "Befehle:",
        "Optionen:",
        "Hilfe zeigen",
        "Versionsnummer zeigen",
        "--lang <KÜRZEL>",
    ] {
        assert!(root.contains(want), "missing {want:?} in\n{root}");
    }
    let roll = help("de", &["sherwood".into(), "roll".into()], "--help");
    for want in [
        "Argumente:",
        "<TABELLE>",
        "[Vorgabe: 10]",
        "[auch: --leader, --recruiter, --requester]",
        "Hilfe zeigen (kürzer mit „-h“)",
    ] {
        assert!(roll.contains(want), "missing {want:?} in\n{roll}");
    }
    let record = help("fr", &["record".into()], "--help");
    assert!(
        record.contains("[valeurs possibles\u{a0}: dnfm, sherwood]"),
        "{record}"
    );
}

/// Mistakes clap finds, each as a player might make it.
const MISTAKES: &[&[&str]] = &[
    &["dnfm", "--nonsense"],
    &["dnfm", "evnt"],
    &["dnfm", "event"],
    &["dnfm", "event", "--ed"],
    &["dnfm", "event", "--ed", "many"],
    &[
        "dnfm",
        "odds",
        "evade",
        "--navcomm",
        "9",
        "--bounty",
        "narn",
    ],
    &["dnfm", "event", "--ed", "3", "--ed", "4"],
    &["record", "--game", "chess"],
    &["sherwood", "roll", "raid", "--roll", "3", "--seed", "4"],
];

#[test]
fn a_mistake_on_the_command_line_is_told_in_the_players_language() {
    let (_, mut names) = tree();
    names.extend(self::names());
    let out = run(&["--lang", "de", "dnfm", "--nonsense"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let told = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        told,
        "Fehler: unbekanntes Argument „--nonsense“\n\n\
         Aufruf: pnp-companion dnfm [OPTIONEN] <BEFEHL>\n\n\
         Mehr dazu mit „--help“.\n"
    );
    let mut found = Vec::new();
    for args in MISTAKES {
        let mut english = vec!["--lang", "en"];
        english.extend(*args);
        let english = run(&english);
        assert_eq!(english.status.code(), Some(2), "{args:?}");
        let english = String::from_utf8_lossy(&english.stderr).into_owned();
        assert!(english.starts_with("error: "), "{args:?}: {english}");
        // What the player typed comes back as typed.
        let typed: BTreeSet<String> = args.iter().flat_map(|a| words_of(a)).collect();
        for (lang, error) in [("de", "Fehler: "), ("fr", "erreur\u{a0}: ")] {
            let mut asked = vec!["--lang", lang];
            asked.extend(*args);
            let out = run(&asked);
            assert_eq!(out.status.code(), Some(2), "{lang} {args:?}");
            assert!(out.stdout.is_empty(), "{lang} {args:?}");
            let told = String::from_utf8_lossy(&out.stderr).into_owned();
            assert!(told.starts_with(error), "{lang} {args:?}: {told}");
            let mut names = names.clone();
            names.extend(typed.iter().cloned());
            for left in english_left(&english, &told, &names, same_in(lang)) {
                found.push(format!("{lang} {args:?}: {left}"));
            }
        }
    }
    assert!(found.is_empty(), "English left:\n{}", found.join("\n"));
}

#[test]
fn our_own_refusals_still_read_after_claps_words() {
    // `--lang`'s refusal is ours, in the system's language (the code asked for is none).
    let out = run(&["--lang", "xx", "dnfm", "event", "--ed", "3"]);
    let told = String::from_utf8_lossy(&out.stderr);
    assert!(
        told.starts_with("error: invalid value 'xx' for '--lang <CODE>': there is no language"),
        "{told}"
    );
    // A Sherwood table's name, read by the game's own words.
    let out = run(&["--lang", "de", "sherwood", "table", "nope"]);
    assert_eq!(out.status.code(), Some(2));
    let told = String::from_utf8_lossy(&out.stderr);
    assert!(
        told.starts_with("Fehler: ungültiger Wert „nope“ für „<TABELLE>“: "),
        "{told}"
    );
}

#[test]
fn the_check_finds_english_and_lets_names_and_typed_words_pass() {
    let names = BTreeSet::from(["raid".to_string()]);
    let english = "Print help\nThe table: raid, \"draws\" on its line";
    let german = "Print Hilfe\nDie Tabelle: raid, \"draws\" in `its line`";
    assert_eq!(
        english_left(english, german, &names, &[]),
        ["\"print\" in \"Print Hilfe\""]
    );
    assert!(english_left(english, german, &names, &["print"]).is_empty());
}
