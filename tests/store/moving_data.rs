//! Moving a player's data between devices (store/moving.rs): one save or everything
//! exported, imported elsewhere byte for byte; bad files refused with nothing written.

use pnp_companion::games::dnfm::game::DnfmGame;
use pnp_companion::store::moving::{self, Bundle, TakeSettings};
use pnp_companion::store::saves::{self, GameKind};
use pnp_companion::store::storage::{MemoryStorage, Storage};
use std::collections::BTreeMap;
use std::path::Path;

fn fixture(version: u32, game: &str) -> String {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join(format!("tests/fixtures/saves/v{version}/{game}.json")),
    )
    .unwrap()
}

const SETTINGS: &str =
    r#"{"theme":"dark","scale":1.25,"peek_at_deck":true,"keep_screen_on":false}"#;

/// A device with a DNFM and a Sherwood save, settings and chart data.
fn a_device() -> MemoryStorage {
    let s = MemoryStorage::new();
    s.write("saves/fixture.json", fixture(3, "dnfm").as_bytes(), &|_| {
        true
    })
    .unwrap();
    s.write(
        "saves/sherwood.json",
        fixture(3, "sherwood").as_bytes(),
        &|_| true,
    )
    .unwrap();
    s.write("settings.json", SETTINGS.as_bytes(), &|_| true)
        .unwrap();
    s.write(
        "sherwood-user-data.json",
        br#"{"format":"pnp-companion-sherwood-data","version":1}"#,
        &|_| true,
    )
    .unwrap();
    s
}

fn everything(s: &MemoryStorage) -> BTreeMap<String, String> {
    let mut all = BTreeMap::new();
    for key in [
        "settings.json",
        "sherwood-user-data.json",
        "sherwood-rulebook-text.json",
    ] {
        if let Some(t) = s.read(key).unwrap() {
            all.insert(key.to_string(), t);
        }
    }
    for key in s.list("saves").unwrap() {
        all.insert(key.clone(), s.read(&key).unwrap().unwrap());
    }
    all
}

#[test]
fn everything_arrives_byte_for_byte() {
    let phone = a_device();
    let (bundle, skipped) = moving::export_all(&phone).unwrap();
    assert!(skipped.is_empty(), "{skipped:?}");
    let desktop = MemoryStorage::new();
    let done = moving::import(
        &desktop,
        "pnp-companion-data.json",
        &bundle,
        TakeSettings::IfNoneHere,
    )
    .unwrap();
    assert_eq!(done.saves.len(), 2, "{done:?}");
    assert!(done.settings && done.chart_data && !done.paragraphs);
    assert_eq!(everything(&desktop), everything(&phone));
    assert_eq!(
        done.to_string(),
        "Imported 2 saves, the settings, your Sherwood chart data."
    );
    // Again: nothing new.
    let again = moving::import(
        &desktop,
        "pnp-companion-data.json",
        &bundle,
        TakeSettings::IfNoneHere,
    )
    .unwrap();
    assert!(again.saves.is_empty());
    assert_eq!(again.unchanged, 2);
}

#[test]
fn one_save_moves_as_the_desktop_file_and_loads() {
    let phone = a_device();
    let (file, text) = moving::export_save(&phone, "saves/fixture.json").unwrap();
    assert_eq!(file, "fixture.json");
    assert_eq!(text, fixture(3, "dnfm"));
    let desktop = MemoryStorage::new();
    let done = moving::import(&desktop, &file, &text, TakeSettings::IfNoneHere).unwrap();
    assert_eq!(done.saves, vec!["Fixture".to_string()]);
    assert_eq!(done.to_string(), "Imported the save “Fixture”.");
    let key = saves::key_for("Fixture");
    assert_eq!(desktop.read(&key).unwrap().unwrap(), text);
    let env = saves::load_from::<DnfmGame>(&desktop, &key, GameKind::Dnfm).unwrap();
    assert_eq!(env.name, "Fixture");
}

#[test]
fn a_name_taken_by_another_game_gets_a_new_one() {
    let desktop = MemoryStorage::new();
    // The Sherwood fixture is also called "Fixture": it arrives second, under "Fixture 2".
    moving::import(
        &desktop,
        "a.json",
        &fixture(3, "dnfm"),
        TakeSettings::IfNoneHere,
    )
    .unwrap();
    let done = moving::import(
        &desktop,
        "b.json",
        &fixture(3, "sherwood"),
        TakeSettings::IfNoneHere,
    )
    .unwrap();
    assert_eq!(done.saves, vec!["Fixture 2".to_string()]);
    let listed: Vec<(String, Option<GameKind>)> = saves::list_in(&desktop)
        .into_iter()
        .map(|s| (s.name, s.game))
        .collect();
    assert!(listed.contains(&("Fixture".into(), Some(GameKind::Dnfm))));
    assert!(listed.contains(&("Fixture 2".into(), Some(GameKind::Sherwood))));
    // The first is untouched.
    assert_eq!(
        desktop.read(&saves::key_for("Fixture")).unwrap().unwrap(),
        fixture(3, "dnfm")
    );
}

#[test]
fn an_old_format_save_is_renamed_in_the_current_format() {
    let desktop = MemoryStorage::new();
    moving::import(
        &desktop,
        "a.json",
        &fixture(3, "sherwood"),
        TakeSettings::IfNoneHere,
    )
    .unwrap();
    let done = moving::import(
        &desktop,
        "old.json",
        &fixture(1, "dnfm"),
        TakeSettings::IfNoneHere,
    )
    .unwrap();
    assert_eq!(done.saves, vec!["Fixture 2".to_string()]);
    saves::load_from::<DnfmGame>(&desktop, &saves::key_for("Fixture 2"), GameKind::Dnfm).unwrap();
}

#[test]
fn bad_files_are_refused_and_nothing_is_written() {
    let desktop = a_device();
    let before = everything(&desktop);
    let bundle = |files: &[(&str, &str)]| {
        serde_json::to_string(&Bundle {
            format: moving::BUNDLE_FORMAT.into(),
            version: moving::BUNDLE_VERSION,
            written_by: "test".into(),
            files: files
                .iter()
                .map(|(k, v)| ((*k).to_string(), (*v).to_string()))
                .collect(),
        })
        .unwrap()
    };
    let good_save = fixture(3, "dnfm");
    let cases: Vec<(&str, String, &str)> = vec![
        ("not json", "hello".into(), "is not a PnP Companion save or data export (not JSON"),
        ("no format", "{}".into(), "it names no format"),
        ("other format", r#"{"format":"x"}"#.into(), "its format is 'x'"),
        (
            "a save cut short",
            good_save[..good_save.len() / 2].to_string(),
            "not JSON",
        ),
        (
            "a bundle with a broken save after a good file",
            bundle(&[("settings.json", "{}"), ("saves/x.json", "{\"format\":1}")]),
            "saves/x.json in it cannot be used",
        ),
        (
            "a bundle with a file the app does not keep",
            bundle(&[("../../etc/passwd", "root")]),
            "the app keeps no file of that name",
        ),
        (
            "a bundle with broken settings",
            bundle(&[("saves/fixture.json", &good_save), ("settings.json", "[")]),
            "settings.json in it cannot be used",
        ),
        (
            "a newer bundle",
            r#"{"format":"pnp-companion-bundle","version":99,"written_by":"pnp-companion 9.0","files":{}}"#
                .into(),
            "newer format",
        ),
    ];
    for (what, text, says) in cases {
        let err =
            moving::import(&desktop, "their.json", &text, TakeSettings::IfNoneHere).unwrap_err();
        let said = err.to_string();
        assert!(said.contains(says), "{what}: {said}");
        assert!(said.contains("their.json"), "{what}: {said}");
        assert!(
            said.ends_with("nothing was imported") || said.contains("nothing was imported"),
            "{what}: {said}"
        );
        assert_eq!(everything(&desktop), before, "{what}: nothing is written");
    }
}

fn cli(data: &Path, args: &[&str]) -> (i32, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_pnp-companion"))
        // English whatever the machine's language: the tests read its words.
        .args(["--lang", "en"])
        .args(args)
        .env("PNP_COMPANION_DATA_DIR", data)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_command_line_shows_and_imports_an_exported_save() {
    let d = std::env::temp_dir().join(format!("pnp-moving-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    let exported = d.join("fixture.json");
    std::fs::write(&exported, fixture(3, "sherwood")).unwrap();
    let (code, out, err) = cli(&d, &["saves", "show", exported.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("The Sherwood Syndrome: Fixture\n"), "{out}");
    assert!(out.contains("Actions: "), "{out}");

    let data = d.join("data");
    let (code, out, err) = cli(&data, &["saves", "import", exported.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("Imported the save “Fixture”."), "{out}");
    assert_eq!(
        std::fs::read_to_string(data.join("saves/fixture.json")).unwrap(),
        fixture(3, "sherwood")
    );

    let broken = d.join("broken.json");
    std::fs::write(&broken, "{\"format\":\"pnp-companion-save\"").unwrap();
    for sub in ["show", "import"] {
        let (code, _, err) = cli(&data, &["saves", sub, broken.to_str().unwrap()]);
        assert_eq!(code, 2, "{sub}: {err}");
        assert!(err.starts_with("error: "), "{sub}: {err}");
        assert!(!err.contains("panicked"), "{sub}: {err}");
    }
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn a_bundle_cannot_name_a_file_outside_the_saves() {
    let desktop = MemoryStorage::new();
    let save = fixture(3, "dnfm");
    for key in [
        "saves/../settings.json",
        "saves/a/b.json",
        "saves/.json",
        "saves/x.json.bak",
    ] {
        let bundle = serde_json::to_string(&Bundle {
            format: moving::BUNDLE_FORMAT.into(),
            version: 1,
            written_by: "test".into(),
            files: [(key.to_string(), save.clone())].into(),
        })
        .unwrap();
        let err =
            moving::import(&desktop, "b.json", &bundle, TakeSettings::IfNoneHere).unwrap_err();
        assert!(
            err.to_string()
                .contains("the app keeps no file of that name"),
            "{key}: {err}"
        );
    }
    assert!(desktop.list("saves").unwrap().is_empty());
}

/// A record line as the shell writes it (`store::record`), by hand.
fn line(seed: u64, how: &str) -> String {
    format!(
        r#"{{"game":"dnfm","physical":false,"seed":{seed},"save":"saves/g{seed}.json","name":"G{seed}","ended_at":{seed},"turns":12,"how":"{how}","figures":[]}}"#
    )
}

fn record(lines: &[String]) -> String {
    format!(
        r#"{{"format":"pnp-companion-record","version":1,"plays":[{}]}}"#,
        lines.join(",")
    )
}

#[test]
fn the_record_travels_in_the_bundle_and_is_merged_line_by_line() {
    use pnp_companion::store::record::{RECORD_KEY, Record};
    let phone = a_device();
    phone
        .write(
            RECORD_KEY,
            record(&[line(1, "megacredits"), line(2, "crew-lost-in-combat")]).as_bytes(),
            &|_| true,
        )
        .unwrap();
    let (bundle, _) = moving::export_all(&phone).unwrap();
    // The desktop has its own plays, one of them the same game as the phone's.
    let desktop = MemoryStorage::new();
    desktop
        .write(
            RECORD_KEY,
            record(&[line(2, "crew-lost-in-combat"), line(3, "given-up")]).as_bytes(),
            &|_| true,
        )
        .unwrap();
    let done = moving::import(
        &desktop,
        "pnp-companion-data.json",
        &bundle,
        TakeSettings::IfNoneHere,
    )
    .unwrap();
    assert_eq!(done.plays, 1);
    assert!(
        done.to_string().contains("1 play into your record"),
        "{done}"
    );
    let (merged, problem) = Record::load_from(&desktop);
    assert!(problem.is_none(), "{problem:?}");
    let seeds: Vec<u64> = merged.plays.iter().map(|p| p.seed).collect();
    assert_eq!(seeds, [2, 3, 1]);
    // A damaged record here is not merged into, and nothing at all is imported.
    let broken = MemoryStorage::new();
    broken.write(RECORD_KEY, b"{ not json", &|_| true).unwrap();
    let refused = moving::import(
        &broken,
        "pnp-companion-data.json",
        &bundle,
        TakeSettings::IfNoneHere,
    )
    .unwrap_err();
    assert!(
        refused.to_string().contains("nothing was imported"),
        "{refused}"
    );
    assert_eq!(broken.read(RECORD_KEY).unwrap().unwrap(), "{ not json");
    assert!(broken.list("saves").unwrap().is_empty());
}
