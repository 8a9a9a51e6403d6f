//! The reader and the player's own data from the command line, in a data folder of the
//! test's own (PNP_COMPANION_DATA_DIR).

use crate::common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn dir(name: &str) -> PathBuf {
    common::fresh_dir("pnp-cli-data", name)
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

fn ok(data: &Path, args: &[&str]) -> String {
    let out = run(data, args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).to_string()
}

fn err(data: &Path, args: &[&str]) -> String {
    let out = run(data, args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    String::from_utf8_lossy(&out.stderr).to_string()
}

#[test]
fn cells_and_values_are_remembered_and_used() {
    let d = dir("remember");
    let missing = err(
        &d,
        &[
            "sherwood", "roll", "raid", "--space", "Trott", "--actor", "Kirk", "--roll", "5",
        ],
    );
    assert!(missing.contains("raid value is not known"));
    ok(&d, &["sherwood", "set-value", "Kirk", "raid", "2"]);
    let v: serde_json::Value = serde_json::from_str(&ok(
        &d,
        &[
            "sherwood", "roll", "raid", "--space", "Trott", "--actor", "Kirk", "--roll", "5",
            "--json",
        ],
    ))
    .unwrap();
    assert_eq!(v["modified"], 7, "die 5 + Kirk's remembered raid value 2");
    // A King's Men cell, named as the chart prints it: row = die roll, column = orders.
    let asked: serde_json::Value = serde_json::from_str(&ok(
        &d,
        &[
            "sherwood",
            "roll",
            "kings-men",
            "--orders",
            "search",
            "--roll",
            "3",
            "--json",
        ],
    ))
    .unwrap();
    assert_eq!(asked["result"]["unknown"]["row"], "3");
    ok(
        &d,
        &["sherwood", "set-cell", "kings-men", "3", "Search", "MN"],
    );
    let known: serde_json::Value = serde_json::from_str(&ok(
        &d,
        &[
            "sherwood",
            "roll",
            "kings-men",
            "--orders",
            "search",
            "--roll",
            "3",
            "--json",
        ],
    ))
    .unwrap();
    assert_eq!(known["result"]["code"], "MN");
    assert_eq!(known["provenance"], "player");
    assert!(
        err(
            &d,
            &[
                "sherwood",
                "set-cell",
                "recruiting",
                "Captain Black",
                "1-3",
                "R"
            ]
        )
        .contains("printed in the rulebook")
    );
    assert!(
        err(
            &d,
            &[
                "sherwood",
                "set-cell",
                "recruiting",
                "Archbishop Tomas",
                "1-3",
                "2Q"
            ]
        )
        .contains("not a code")
    );
    assert!(
        err(
            &d,
            &[
                "sherwood",
                "set-cell",
                "recruiting",
                "Archbishop Tomas",
                "99",
                "R"
            ]
        )
        .contains("no column")
    );
    assert!(err(&d, &["sherwood", "set-value", "Kirk", "raid", "lots"]).contains("whole number"));
    assert!(
        err(&d, &["sherwood", "set-value", "Kirk", "luck", "1"])
            .contains("persuasiveness, raid or donations")
    );
    ok(&d, &["sherwood", "set-value", "Spock", "pers", "-1"]);
    let known: serde_json::Value =
        serde_json::from_str(&ok(&d, &["sherwood", "known", "--json"])).unwrap();
    assert_eq!(
        known["values_known"], 3,
        "da Costa's printed value, Kirk's and Spock's"
    );
}

#[test]
fn persons_of_the_players_counters() {
    let d = dir("persons");
    ok(&d, &["sherwood", "add-person", "Sister Agnes", "cleric"]);
    assert!(err(&d, &["sherwood", "add-person", "Kirk", "neutral"]).contains("already someone"));
    assert!(err(&d, &["sherwood", "add-person", "Zed", "wizard"]).contains("not a kind"));
    ok(&d, &["sherwood", "set-value", "Sister Agnes", "pers", "2"]);
    let v: serde_json::Value = serde_json::from_str(&ok(
        &d,
        &[
            "sherwood",
            "roll",
            "recruiting",
            "--value",
            "spock.pers=1",
            "--actor",
            "Spock",
            "--target",
            "Sister Agnes",
            "--roll",
            "5",
            "--json",
        ],
    ))
    .unwrap();
    assert_eq!(
        v["result"]["unknown"]["row"], "Sister Agnes",
        "her Recruiting row is the player's to fill"
    );
    let pdf = d.join("counters.pdf");
    ok(&d, &["print", "sherwood", "-o", pdf.to_str().unwrap()]);
    let doc = lopdf::Document::load(&pdf).unwrap();
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    assert!(
        doc.extract_text(&pages).unwrap().contains("Sister Agnes"),
        "her counter prints"
    );
}

#[test]
fn spaces_of_the_players_map() {
    let d = dir("spaces");
    assert!(
        err(
            &d,
            &[
                "sherwood",
                "roll",
                "donations",
                "--space",
                "Lincoln Cathedral",
                "--actor",
                "Jink",
                "--value",
                "jink.don=1"
            ]
        )
        .contains("'Lincoln Cathedral'")
    );
    ok(
        &d,
        &["sherwood", "add-space", "Lincoln Cathedral", "cathedral"],
    );
    let v: serde_json::Value = serde_json::from_str(&ok(
        &d,
        &[
            "sherwood",
            "roll",
            "donations",
            "--space",
            "Lincoln Cathedral",
            "--actor",
            "Jink",
            "--value",
            "jink.don=1",
            "--roll",
            "9",
            "--json",
        ],
    ))
    .unwrap();
    assert_eq!(v["result"]["code"], "G");
    assert!(err(&d, &["sherwood", "add-space", "Moon", "crater"]).contains("not a kind of space"));
}

#[test]
fn export_and_import_between_players() {
    let a = dir("export-a");
    let b = dir("export-b");
    ok(&a, &["sherwood", "set-value", "Kirk", "raid", "2"]);
    ok(
        &a,
        &[
            "sherwood",
            "set-cell",
            "recruiting",
            "Archbishop Tomas",
            "4-6",
            "R",
        ],
    );
    let file = a.join("shared.json");
    ok(&a, &["sherwood", "export-data", file.to_str().unwrap()]);
    ok(&b, &["sherwood", "set-value", "Kirk", "raid", "3"]);
    let out = ok(&b, &["sherwood", "import-data", file.to_str().unwrap()]);
    assert!(out.contains("Kept yours"), "{out}");
    let v: serde_json::Value = serde_json::from_str(&ok(
        &b,
        &[
            "sherwood",
            "roll",
            "recruiting",
            "--actor",
            "Spock",
            "--value",
            "spock.pers=0",
            "--target",
            "Tomas",
            "--roll",
            "5",
            "--json",
        ],
    ))
    .unwrap();
    assert_eq!(v["result"]["code"], "R");
    let bad = b.join("bad.json");
    std::fs::write(&bad, "{ not json").unwrap();
    assert!(err(&b, &["sherwood", "import-data", bad.to_str().unwrap()]).contains("kept as it is"));
    assert!(
        err(&b, &["sherwood", "import-data", "/nonexistent/file.json"]).contains("could not read")
    );
}

#[test]
fn the_reader_and_the_importer() {
    let d = dir("reader");
    assert!(ok(&d, &["sherwood", "paragraph", "105"]).contains("--reveal"));
    let shown = ok(&d, &["sherwood", "paragraph", "105", "--reveal"]);
    assert!(shown.contains("captured") && shown.contains("Import your rulebook"));
    assert!(err(&d, &["sherwood", "paragraph", "15"]).contains("no paragraph 15"));
    let fixture = d.join("fixture.txt");
    std::fs::write(
        &fixture,
        "Paragraph Text\n105 A line written for this test.\n",
    )
    .unwrap();
    let report = ok(
        &d,
        &["sherwood", "import-rulebook", fixture.to_str().unwrap()],
    );
    assert!(report.contains("Imported 1 of 76") && report.contains("Not found"));
    assert!(
        ok(&d, &["sherwood", "paragraph", "105", "--reveal"])
            .contains("A line written for this test.")
    );
    let foreign = d.join("foreign.txt");
    std::fs::write(&foreign, "shopping list\n").unwrap();
    assert!(
        err(
            &d,
            &["sherwood", "import-rulebook", foreign.to_str().unwrap()]
        )
        .contains("no numbered paragraphs")
    );
    assert!(
        ok(&d, &["sherwood", "paragraph", "105", "--reveal"])
            .contains("A line written for this test."),
        "nothing changed"
    );
    let binary = d.join("binary.txt");
    std::fs::write(&binary, [0u8, 159, 146, 150]).unwrap();
    assert!(
        err(
            &d,
            &["sherwood", "import-rulebook", binary.to_str().unwrap()]
        )
        .contains("not text")
    );
    if common::rulebook("sherwood-syndrome.txt").is_some() {
        let path = common::rulebook_path("sherwood-syndrome.txt");
        assert!(
            ok(&d, &["sherwood", "import-rulebook", path.to_str().unwrap()])
                .contains("Imported 76 of 76")
        );
    }
}

#[test]
fn an_unusable_data_folder_is_a_clear_error() {
    let d = dir("blocked");
    let file_instead = d.join("data");
    std::fs::write(&file_instead, "a file where the folder should be").unwrap();
    let e = err(
        &file_instead,
        &["sherwood", "set-value", "Kirk", "raid", "2"],
    );
    assert!(e.contains("could not"), "{e}");
}

/// `sherwood table` shows the chart as printed (King's Men: orders across, the die down)
/// with the cells the player has entered, marked as theirs.
#[test]
fn the_table_listing_shows_your_cells_in_the_printed_orientation() {
    let d = dir("table-listing");
    ok(
        &d,
        &["sherwood", "set-cell", "kings-men", "3", "Search", "MN"],
    );
    let text = ok(&d, &["sherwood", "table", "kings-men"]);
    let lines: Vec<&str> = text.lines().collect();
    let header: Vec<&str> = lines[1].split_whitespace().collect();
    assert_eq!(header, ["Patrol", "Search", "Seize"]);
    let three: Vec<&str> = lines[4].split_whitespace().collect();
    assert_eq!(three, ["3", "?", "MN*", "?"]);
    let json: serde_json::Value =
        serde_json::from_str(&ok(&d, &["sherwood", "table", "kings-men", "--json"])).unwrap();
    assert_eq!(json["rows"][1]["name"], "Search");
    assert_eq!(json["rows"][1]["cells"][2]["provenance"], "player");
    let _ = std::fs::remove_dir_all(&d);
}

/// Issue 27: `set-cell --help` says, table by table, which argument is the row and which the
/// column; a name given on the wrong axis is reported on the axis the player gave it, with
/// the names that axis has.
#[test]
fn set_cell_says_which_is_the_row_and_which_the_column() {
    let d = dir("set-cell-axes");
    let help = ok(&d, &["sherwood", "set-cell", "--help"]);
    for want in [
        "kings-men      ROW: the die, 1 to 10; COLUMN: the orders, Patrol, Search or Seize",
        "recruiting     ROW: a person",
        "Example: pnp-companion sherwood set-cell kings-men 4 Patrol MN",
        "The row as your chart prints it down its side",
    ] {
        assert!(help.contains(want), "missing {want:?} in\n{help}");
    }
    // Row and column swapped: the column "1" is not one of the orders.
    let e = err(
        &d,
        &["sherwood", "set-cell", "kings-men", "Patrol", "1", "N"],
    );
    assert!(
        e.contains("has no column '1' (its columns: Patrol, Search, Seize)"),
        "{e}"
    );
    // A die that is not on the chart is a row.
    let e = err(
        &d,
        &["sherwood", "set-cell", "kings-men", "11", "Patrol", "N"],
    );
    assert!(e.contains("has no row '11' (its rows: 1, 2,"), "{e}");
    // Names are read whatever their case.
    ok(
        &d,
        &["sherwood", "set-cell", "kings-men", "4", "patrol", "MN"],
    );
}

/// Imported rulebook text that cannot be read is said, on stderr, when a paragraph is
/// revealed: the paragraph is shown without it, and the file is left as it is.
#[test]
fn unreadable_imported_text_is_said_not_passed_over() {
    let d = dir("torn-text");
    let file = pnp_companion::store::paths::sherwood_rulebook_text(&d);
    std::fs::write(&file, "{ torn").unwrap();
    let out = run(&d, &["sherwood", "paragraph", "105", "--reveal"]);
    assert!(out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.starts_with("warning: ") && said.contains("import-rulebook"),
        "{said}"
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("captured"));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "{ torn");
}
