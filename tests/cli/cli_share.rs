//! `pnp-companion saves share FILE` and `saves open LINK`: a save moved between two data
//! folders by a link; a damaged link is refused with exit code 2 and nothing written.

use crate::common;

use common::cli::{run_in, text};
use std::path::{Path, PathBuf};

fn data_dir(test: &str) -> PathBuf {
    common::fresh_dir("pnp-cli-share", test)
}

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/saves/v4")
        .join(name)
}

/// What `saves show` says of a save, but for the file and the seed (an older fixture leaves
/// the seed out of its summary).
fn shown(dir: &Path, file: &Path) -> String {
    let out = run_in(dir, &["saves", "show", file.to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout)
        .lines()
        .filter(|l| !l.contains(".json") && !l.starts_with("Seed:"))
        .collect::<Vec<_>>()
        .join("\n")
}

fn only_save(dir: &Path) -> PathBuf {
    let saves: Vec<PathBuf> = std::fs::read_dir(dir.join("saves"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(saves.len(), 1, "{saves:?}");
    saves[0].clone()
}

#[test]
fn a_save_moves_to_another_data_folder_by_link() {
    for save in ["dnfm.json", "sherwood.json"] {
        let from = data_dir(&format!("from-{save}"));
        let to = data_dir(&format!("to-{save}"));
        // The player's own chart entries where the game was played.
        let entries =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/user-data/example.json");
        std::fs::copy(&entries, from.join("sherwood-user-data.json")).unwrap();
        let out = run_in(
            &from,
            &[
                "saves",
                "share",
                fixture(save).to_str().unwrap(),
                "--base",
                "https://example.org/pnp/",
            ],
        );
        assert!(out.status.success(), "{}", text(&out.stderr));
        let link = text(&out.stdout).trim().to_string();
        assert!(link.starts_with("https://example.org/pnp/#game="), "{link}");
        let out = run_in(&to, &["saves", "open", &link]);
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert!(text(&out.stdout).contains("Opened the shared game as the save"));
        let moved = only_save(&to);
        assert_eq!(shown(&to, &moved), shown(&to, &fixture(save)), "{save}");
        // A Sherwood game brings them along; a DNFM game has none to bring.
        let brought = std::fs::read_to_string(to.join("sherwood-user-data.json")).ok();
        if save == "sherwood.json" {
            assert!(text(&out.stdout).contains("chart entries are now in yours"));
            let parse = |t: &str| serde_json::from_str::<serde_json::Value>(t).unwrap();
            assert_eq!(
                brought.as_deref().map(parse),
                Some(parse(&std::fs::read_to_string(&entries).unwrap()))
            );
        } else {
            assert_eq!(brought, None);
        }
    }
}

#[test]
fn without_an_address_the_link_is_its_game_part() {
    let dir = data_dir("no-base");
    let out = run_in(
        &dir,
        &["saves", "share", fixture("dnfm.json").to_str().unwrap()],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).starts_with("#game="));
    std::fs::write(
        dir.join("settings.json"),
        r#"{"theme":"system","scale":1.0,"keep_screen_on":true,"number_pads":null,"reopen_last":true,"last_open":null,"window":null,"new_game_physical":false,"web_app_address":"https://me.example/app/"}"#,
    )
    .unwrap();
    let out = run_in(
        &dir,
        &["saves", "share", fixture("dnfm.json").to_str().unwrap()],
    );
    assert!(
        text(&out.stdout).starts_with("https://me.example/app/#game="),
        "{}{}",
        text(&out.stdout),
        text(&out.stderr)
    );
}

#[test]
fn a_damaged_link_is_refused_and_nothing_is_written() {
    let dir = data_dir("damaged");
    for link in ["https://example.org/", "#game=AAAAAAAA", "#game=$$$"] {
        let out = run_in(&dir, &["saves", "open", link]);
        assert_eq!(out.status.code(), Some(2), "{link}");
        let err = text(&out.stderr);
        assert!(err.contains("link"), "{err}");
        assert!(!err.contains("panicked"), "{err}");
        assert!(!dir.join("saves").exists() || only_none(&dir));
    }
}

fn only_none(dir: &Path) -> bool {
    std::fs::read_dir(dir.join("saves"))
        .unwrap()
        .next()
        .is_none()
}
