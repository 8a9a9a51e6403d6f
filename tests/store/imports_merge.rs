//! An import brings another device's data in beside this one's: chart data and imported
//! paragraphs merged (this device's kept where both differ, and said), settings kept unless
//! asked for, and the whole import written or none of it.

use pnp_companion::games::sherwood::data::SherwoodData;
use pnp_companion::games::sherwood::import::ImportedText;
use pnp_companion::store::files::StoreError;
use pnp_companion::store::lock::Held;
use pnp_companion::store::moving::{self, MoveError, TakeSettings};
use pnp_companion::store::storage::{FileStorage, MemoryStorage, Storage};
use pnp_companion::store::user_data::UserData;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

const USER_DATA: &str = "sherwood-user-data.json";
const PARAGRAPHS: &str = "sherwood-rulebook-text.json";
const SETTINGS: &str = "settings.json";

fn builtin() -> SherwoodData {
    SherwoodData::builtin().unwrap().clone()
}

/// The player's entries as `entries_as_player` makes them: `values` of its values and
/// `cells` of its cells, from `skip` on.
fn some_entries(values: usize, cells: usize, skip: usize) -> UserData {
    let all = crate::common::sherwood::entries_as_player(&builtin());
    UserData {
        values: all.values.iter().skip(skip).take(values).cloned().collect(),
        cells: all.cells.iter().skip(skip).take(cells).cloned().collect(),
        ..UserData::default()
    }
}

fn paragraphs(of: &[(u16, &str)]) -> String {
    let text = ImportedText {
        paragraphs: of.iter().map(|(n, t)| (*n, (*t).to_string())).collect(),
    };
    serde_json::to_string(&text).unwrap()
}

/// An "everything" file from a device holding these files.
fn bundle(files: &[(&str, String)]) -> String {
    let phone = MemoryStorage::new();
    for (key, text) in files {
        phone.write(key, text.as_bytes(), &|_| true).unwrap();
    }
    moving::export_all(&phone).unwrap().0
}

fn json(data: &UserData) -> String {
    serde_json::to_string_pretty(data).unwrap()
}

#[test]
fn chart_data_and_paragraphs_are_merged_and_this_devices_kept() {
    // Here: two values and a chart cell, and paragraphs 1 and 2.
    let mine = some_entries(2, 1, 0);
    let desktop = MemoryStorage::new();
    desktop
        .write(USER_DATA, json(&mine).as_bytes(), &|_| true)
        .unwrap();
    desktop
        .write(
            PARAGRAPHS,
            paragraphs(&[(1, "mine one"), (2, "mine two")]).as_bytes(),
            &|_| true,
        )
        .unwrap();
    // Theirs: the first value with another number, a value this device lacks, and
    // paragraphs 2 (in other words) and 3.
    let mut theirs = some_entries(1, 0, 0);
    theirs.values[0].value += 1;
    theirs.values.extend(some_entries(1, 0, 2).values);
    let file = bundle(&[
        (USER_DATA, json(&theirs)),
        (
            PARAGRAPHS,
            paragraphs(&[(2, "their two"), (3, "their three")]),
        ),
    ]);
    let done = moving::import(&desktop, "data.json", &file, TakeSettings::IfNoneHere).unwrap();

    let merged = UserData::load_from(&desktop).unwrap();
    assert_eq!(merged.cells, mine.cells, "the chart cell here stays");
    assert_eq!(merged.values.len(), 3, "{merged:?}");
    assert_eq!(
        merged.values[..2],
        mine.values[..],
        "both values here stay as they were"
    );
    assert_eq!(merged.values[2], theirs.values[1], "the new one comes in");
    assert_eq!(done.chart_differences.len(), 1, "{done:?}");
    let kept = pnp_companion::store::rulebook_text::read(&desktop)
        .unwrap()
        .unwrap();
    let texts: Vec<&str> = kept.paragraphs.values().map(String::as_str).collect();
    assert_eq!(texts, ["mine one", "mine two", "their three"]);
    assert_eq!(done.paragraphs_differing, 1);
    let said = done.to_string();
    assert!(said.contains("your Sherwood chart data"), "{said}");
    assert!(said.contains("yours is kept"), "{said}");
    assert!(
        said.contains(&format!(
            "yours {}, theirs {}",
            mine.values[0].value, theirs.values[0].value
        )),
        "{said}"
    );
    assert!(
        !said.contains("their two"),
        "no paragraph's words are shown: {said}"
    );

    // Again: nothing changes, and the differences are said again.
    let before = desktop.read(USER_DATA).unwrap();
    let again = moving::import(&desktop, "data.json", &file, TakeSettings::IfNoneHere).unwrap();
    assert!(!again.chart_data && !again.paragraphs, "{again:?}");
    assert_eq!(desktop.read(USER_DATA).unwrap(), before);
}

#[test]
fn settings_are_kept_unless_asked_for() {
    let mine = r#"{"theme":"light","scale":1.0}"#;
    let theirs = r#"{"theme":"dark","scale":1.5}"#.to_string();
    let file = bundle(&[(SETTINGS, theirs.clone())]);
    // A device with none takes them: nothing here to lose.
    let fresh = MemoryStorage::new();
    let done = moving::import(&fresh, "data.json", &file, TakeSettings::IfNoneHere).unwrap();
    assert!(done.settings && !done.settings_kept);
    assert_eq!(
        fresh.read(SETTINGS).unwrap().as_deref(),
        Some(theirs.as_str())
    );
    // A device with its own keeps them, and says so.
    let desktop = MemoryStorage::new();
    desktop.write(SETTINGS, mine.as_bytes(), &|_| true).unwrap();
    let done = moving::import(&desktop, "data.json", &file, TakeSettings::IfNoneHere).unwrap();
    assert!(!done.settings && done.settings_kept, "{done:?}");
    assert!(done.to_string().contains("yours are kept"), "{done}");
    assert_eq!(desktop.read(SETTINGS).unwrap().as_deref(), Some(mine));
    // Asked for, they come in.
    let done = moving::import(&desktop, "data.json", &file, TakeSettings::Yes).unwrap();
    assert!(done.settings && !done.settings_kept);
    assert_eq!(
        desktop.read(SETTINGS).unwrap().as_deref(),
        Some(theirs.as_str())
    );
}

/// Every file under `dir` (backups, locks and all) and its bytes.
fn folder(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut all = BTreeMap::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for entry in std::fs::read_dir(&d).unwrap().map(Result::unwrap) {
            let path = entry.path();
            if path.is_dir() {
                todo.push(path);
            } else {
                all.insert(path.clone(), std::fs::read(&path).unwrap());
            }
        }
    }
    all
}

fn a_fixture(game: &str) -> String {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/fixtures/saves/v3/{game}.json")),
    )
    .unwrap()
}

#[test]
fn a_refused_import_leaves_the_folder_byte_identical() {
    let dir = std::env::temp_dir().join(format!("pnp-import-refused-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let desktop = FileStorage::new(&dir);
    desktop
        .write("saves/here.json", a_fixture("dnfm").as_bytes(), &|_| true)
        .unwrap();
    desktop
        .write(SETTINGS, br#"{"theme":"light"}"#, &|_| true)
        .unwrap();
    // This device's chart data does not read: it cannot be merged into.
    desktop
        .write(USER_DATA, b"{ half a file", &|_| true)
        .unwrap();
    // Taken once, so the lock file the import takes is there before as after.
    drop(desktop.exclusive().unwrap());
    let file = bundle(&[
        ("saves/phone-game.json", a_fixture("sherwood")),
        (SETTINGS, r#"{"theme":"dark"}"#.into()),
        (USER_DATA, json(&some_entries(1, 0, 0))),
        (PARAGRAPHS, paragraphs(&[(5, "five")])),
    ]);
    let before = folder(&dir);
    for take in [TakeSettings::IfNoneHere, TakeSettings::Yes] {
        let refused = moving::import(&desktop, "data.json", &file, take).unwrap_err();
        assert!(
            refused.to_string().contains("nothing was imported"),
            "{refused}"
        );
        assert_eq!(folder(&dir), before, "not one byte changed");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A memory back end whose writes of one key fail, as a full disk would.
#[derive(Debug, Default)]
struct FailingAt {
    inner: MemoryStorage,
    key: &'static str,
}

impl Storage for FailingAt {
    fn read(&self, key: &str) -> Result<Option<String>, StoreError> {
        self.inner.read(key)
    }
    fn write(
        &self,
        key: &str,
        contents: &[u8],
        replaceable: &dyn Fn(&str) -> bool,
    ) -> Result<(), StoreError> {
        if key == self.key {
            return Err(StoreError::Invalid("the disk is full".into()));
        }
        self.inner.write(key, contents, replaceable)
    }
    fn replace(&self, key: &str, contents: &[u8]) -> Result<(), StoreError> {
        self.write(key, contents, &|_| true)
    }
    fn list(&self, folder: &str) -> Result<Vec<String>, StoreError> {
        self.inner.list(folder)
    }
    fn remove(&self, key: &str) -> Result<(), StoreError> {
        self.inner.remove(key)
    }
    fn locate(&self, key: &str) -> PathBuf {
        self.inner.locate(key)
    }
    fn exclusive(&self) -> Result<Held, StoreError> {
        Ok(Held::nothing())
    }
}

#[test]
fn a_write_that_fails_midway_undoes_the_ones_before_it() {
    let mine = some_entries(1, 1, 0);
    for failing in [USER_DATA, PARAGRAPHS, SETTINGS] {
        let desktop = FailingAt {
            inner: MemoryStorage::new(),
            key: failing,
        };
        let here = [
            ("saves/here.json", a_fixture("dnfm")),
            (USER_DATA, json(&mine)),
            (PARAGRAPHS, paragraphs(&[(1, "mine")])),
        ];
        for (key, text) in &here {
            desktop
                .inner
                .write(key, text.as_bytes(), &|_| true)
                .unwrap();
        }
        let file = bundle(&[
            ("saves/phone-game.json", a_fixture("sherwood")),
            (SETTINGS, r#"{"theme":"dark"}"#.into()),
            (USER_DATA, json(&some_entries(1, 0, 3))),
            (PARAGRAPHS, paragraphs(&[(5, "five")])),
        ]);
        let err = moving::import(&desktop, "data.json", &file, TakeSettings::Yes).unwrap_err();
        assert!(matches!(err, MoveError::Store(_)), "{err:?}");
        let mut keys = desktop.list("saves").unwrap();
        keys.sort();
        assert_eq!(
            keys,
            ["saves/here.json"],
            "the new save was taken out again"
        );
        for (key, text) in &here {
            assert_eq!(
                desktop.read(key).unwrap().as_deref(),
                Some(text.as_str()),
                "{key} as it was, after {failing} failed"
            );
        }
        assert_eq!(desktop.read(SETTINGS).unwrap(), None);
    }
}

#[test]
fn the_command_line_keeps_settings_until_asked() {
    let dir = std::env::temp_dir().join(format!("pnp-import-cli-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(SETTINGS), r#"{"theme":"light"}"#).unwrap();
    let file = dir.join("export.json");
    std::fs::write(&file, bundle(&[(SETTINGS, r#"{"theme":"dark"}"#.into())])).unwrap();
    let run = |extra: &[&str]| {
        let mut args = vec!["--lang", "en", "saves", "import", file.to_str().unwrap()];
        args.extend(extra);
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_pnp-companion"))
            .args(&args)
            .env("PNP_COMPANION_DATA_DIR", &dir)
            .output()
            .unwrap();
        assert!(out.status.success(), "{out:?}");
        String::from_utf8(out.stdout).unwrap()
    };
    let said = run(&[]);
    assert!(said.contains("--settings"), "{said}");
    let theme = || std::fs::read_to_string(dir.join(SETTINGS)).unwrap();
    assert!(theme().contains("light"));
    let said = run(&["--settings"]);
    assert!(said.contains("the settings"), "{said}");
    assert!(theme().contains("dark"));
    let _ = std::fs::remove_dir_all(&dir);
}
