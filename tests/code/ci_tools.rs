//! CI's tools are all in `scripts/check-tools.sh`: every tool a CI script asks
//! `scripts/need-debian-packages.sh` for is in its list (so a fresh machine gets it at the
//! start, and a missing one fails in seconds, named), and no CI script calls `convert`,
//! which a machine may carry as a stand-in that is not ImageMagick's. And the integration
//! tests stay one binary, the largest cut in CI's time.

use std::collections::BTreeSet;
use std::path::Path;

/// The scripts `.ci/run` runs, itself among them.
const CI_SCRIPTS: [&str; 7] = [
    ".ci/run",
    "tests/web/run.sh",
    "tests/windows/run.sh",
    "benches/run.sh",
    "packaging/web/build.sh",
    "packaging/windows/build-msi.sh",
    "scripts/check-tools.sh",
];

fn read(path: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path))
        .unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The script's lines with `\`-continued lines joined.
fn joined_lines(text: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for l in text.lines() {
        match l.strip_suffix('\\') {
            Some(head) => line.push_str(head),
            None => {
                line.push_str(l);
                lines.push(std::mem::take(&mut line));
            }
        }
    }
    lines
}

/// The tools a script asks `need-debian-packages.sh` for (`TOOL:PACKAGE` arguments).
fn asked_for(text: &str) -> BTreeSet<String> {
    joined_lines(text)
        .iter()
        .filter(|l| !l.trim_start().starts_with('#'))
        .filter_map(|l| {
            l.split_once("need-debian-packages.sh")
                .map(|(_, rest)| rest)
        })
        .flat_map(|rest| rest.split_whitespace())
        .filter_map(|word| word.split_once(':').map(|(tool, _)| tool.to_string()))
        .collect()
}

/// The tools `check-tools.sh` lists: the first word of each line of its table.
fn listed() -> BTreeSet<String> {
    let text = read("scripts/check-tools.sh");
    let table = text
        .split_once("tools='")
        .and_then(|(_, rest)| rest.split_once('\''))
        .map(|(table, _)| table)
        .expect("check-tools.sh's table, tools='…'");
    table
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .map(str::to_string)
        .collect()
}

#[test]
fn every_tool_a_ci_script_asks_for_is_checked_at_the_start() {
    let listed = listed();
    assert!(listed.len() > 20, "the table was read: {listed:?}");
    let mut asked = BTreeSet::new();
    for script in CI_SCRIPTS {
        asked.extend(asked_for(&read(script)));
    }
    assert!(
        asked.contains("import") && asked.contains("Xvfb"),
        "{asked:?}"
    );
    let missing: Vec<_> = asked.difference(&listed).collect();
    assert!(
        missing.is_empty(),
        "asked for by a CI script but not in scripts/check-tools.sh: {missing:?}"
    );
}

#[test]
fn no_ci_script_calls_convert() {
    for script in CI_SCRIPTS {
        for (n, line) in read(script).lines().enumerate() {
            let code = line.split('#').next().unwrap_or_default();
            let calls = code
                .split(|c: char| c.is_whitespace() || "();|&`$".contains(c))
                .any(|w| w == "convert");
            assert!(
                !calls,
                "{script}:{}: calls `convert` (a stand-in may answer to that name; use \
                 ImageMagick's identify, or magick): {line}",
                n + 1
            );
        }
    }
}

#[test]
fn the_asked_for_reader_reads_continued_lines() {
    let text = "scripts/need-debian-packages.sh \"x\" a:b \\\n  c:d,e /usr/bin/time:time\n# need-debian-packages.sh \"y\" z:z\n";
    let got: Vec<_> = asked_for(text).into_iter().collect();
    assert_eq!(got, ["/usr/bin/time", "a", "c"]);
}

/// A file at the top of `tests/` is a test binary of its own, which links iced and printpdf
/// again (most of `cargo test`'s build on 2 cores): new tests are modules of `tests/all.rs`.
#[test]
fn the_integration_tests_are_one_binary() {
    let tests = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut binaries: Vec<String> = std::fs::read_dir(&tests)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "rs") || p.join("main.rs").exists())
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    binaries.sort();
    assert_eq!(
        binaries,
        ["all.rs"],
        "add a test as a module of its group (tests/<group>/mod.rs), not as its own binary"
    );
}
