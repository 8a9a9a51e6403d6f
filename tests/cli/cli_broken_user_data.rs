//! A user-data file (the Sherwood cells and values the player entered) that cannot be read
//! blocks only the commands that need it. Rolls, tables, the reader, `known`, scripted play
//! and `print` go on with the rulebook's data and a warning that names the file, says it is
//! kept and how to recover; the commands that write or export it refuse with a clear error.
//! Either way the file is left byte for byte.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("pnp-cli-broken-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn run(data: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pnp-companion"))
        // English whatever the machine's language: the tests read its words.
        .args(["--lang", "en"])
        .env("PNP_COMPANION_DATA_DIR", data)
        .args(args)
        .output()
        .expect("runs")
}

const BROKEN: &[u8] = b"{\"version\": 1, \"cells\": [oops";

/// A data folder whose user-data file is broken (with a good backup beside it when
/// `backup`), and the file's path.
fn broken_folder(name: &str, backup: bool) -> (PathBuf, PathBuf) {
    let d = dir(name);
    let file = d.join("sherwood-user-data.json");
    std::fs::write(&file, BROKEN).unwrap();
    if backup {
        std::fs::write(d.join("sherwood-user-data.json.bak"), b"{}").unwrap();
    }
    (d, file)
}

fn kept(file: &Path) {
    assert_eq!(
        std::fs::read(file).unwrap(),
        BROKEN,
        "{} is kept byte for byte",
        file.display()
    );
}

#[test]
fn commands_that_only_read_go_on_with_a_warning() {
    let (d, file) = broken_folder("read", true);
    let pdf = d.join("kit.pdf");
    let pdf_text = pdf.to_str().unwrap().to_string();
    let script = d.join("turn.jsonl");
    std::fs::write(&script, "").unwrap();
    let script_text = script.to_str().unwrap().to_string();
    let mut commands: Vec<Vec<&str>> = vec![
        vec![
            "sherwood",
            "roll",
            "sanctuary",
            "--space",
            "town",
            "--actor",
            "Jink",
            "--value",
            "jink.pers=2",
            "--roll",
            "4",
        ],
        vec!["sherwood", "table", "kings-men"],
        vec!["sherwood", "paragraph", "302"],
        vec!["sherwood", "known"],
        vec!["sherwood", "play", "--seed", "1", "--script", &script_text],
    ];
    if cfg!(feature = "print") {
        commands.push(vec!["print", "all", "-o", &pdf_text]);
    }
    for args in &commands {
        let out = run(&d, args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{args:?} should go on: {err}");
        assert!(!out.stdout.is_empty(), "{args:?} printed its result");
        assert!(err.contains("warning:"), "{args:?}: {err}");
        assert!(
            err.contains(&file.display().to_string()),
            "{args:?} names the file: {err}"
        );
        assert!(err.contains("kept untouched"), "{args:?}: {err}");
        assert!(
            err.contains("sherwood-user-data.json.bak") && err.contains("import-data"),
            "{args:?} says how to recover: {err}"
        );
        kept(&file);
    }
    assert_eq!(pdf.exists(), cfg!(feature = "print"), "the kit was printed");
}

#[test]
fn commands_that_write_refuse_and_keep_the_file() {
    let (d, file) = broken_folder("write", false);
    // A good export from another player's folder.
    let other = dir("write-other");
    let theirs = d.join("theirs.json");
    for args in [
        vec!["sherwood", "set-value", "Kirk", "raid", "2"],
        vec!["sherwood", "export-data", theirs.to_str().unwrap()],
    ] {
        assert!(run(&other, &args).status.success(), "{args:?}");
    }
    let theirs_text = theirs.to_str().unwrap().to_string();
    let export = d.join("export.json");
    let export_text = export.to_str().unwrap().to_string();
    let commands: Vec<Vec<&str>> = vec![
        vec!["sherwood", "set-cell", "kings-men", "3", "search", "MN"],
        vec!["sherwood", "set-value", "Kirk", "raid", "2"],
        vec!["sherwood", "set-kind", "Friar Melon", "cleric"],
        vec!["sherwood", "add-person", "Sister Agnes", "cleric"],
        vec!["sherwood", "add-space", "Lincoln Cathedral", "cathedral"],
        vec!["sherwood", "import-data", &theirs_text],
        vec!["sherwood", "export-data", &export_text],
    ];
    for args in &commands {
        let out = run(&d, args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?} should refuse: {err}");
        assert!(out.stdout.is_empty(), "{args:?}: nothing done");
        assert!(
            err.contains(&file.display().to_string()),
            "{args:?} names the file: {err}"
        );
        assert!(err.contains("not changed"), "{args:?}: {err}");
        assert!(err.contains("import-data"), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{err}");
        kept(&file);
    }
    assert!(
        !export.exists(),
        "nothing exported from a file that cannot be read"
    );
    assert!(
        !d.join("sherwood-user-data.json.bak").exists(),
        "no backup was made over"
    );
}

#[test]
fn a_good_file_gives_no_warning() {
    let d = dir("good");
    let out = run(&d, &["sherwood", "set-value", "Kirk", "raid", "2"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = run(&d, &["sherwood", "table", "raid"]);
    assert!(out.status.success());
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
