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
            // Those the game read, and no other.
            use pnp_companion::games::sherwood::SherwoodData;
            use pnp_companion::games::sherwood::game::SherwoodGame;
            use pnp_companion::store::saves::{self, GameKind};
            use pnp_companion::store::user_data::UserData;
            let game = saves::parse::<SherwoodGame>(
                &std::fs::read_to_string(fixture(save)).unwrap(),
                &fixture(save),
                GameKind::Sherwood,
            )
            .unwrap()
            .data;
            let theirs =
                UserData::parse(&std::fs::read_to_string(&entries).unwrap(), &entries).unwrap();
            let read = pnp_companion::store::share::entries_read(
                &game.moves(),
                SherwoodData::builtin().unwrap(),
                &theirs,
            )
            .unwrap();
            match brought {
                Some(b) => {
                    assert!(text(&out.stdout).contains("chart entries are now in yours"));
                    assert_eq!(UserData::parse(&b, &to).unwrap(), read);
                }
                None => assert!(read.is_empty(), "nothing read, nothing brought"),
            }
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

/// Every file under `dir`, with its bytes.
fn folder(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                todo.push(p);
            } else {
                out.push((p.clone(), std::fs::read(&p).unwrap()));
            }
        }
    }
    out.sort();
    out
}

/// A link refused leaves the data folder byte for byte as it was: damaged ones (not a game,
/// not base64, not a deflated game) and ones that decode and unpack but do not check out (a
/// move the rules refuse, another seed, a check that does not match, an edited chart entry
/// the game read).
#[test]
fn a_damaged_link_is_refused_and_nothing_is_written() {
    use pnp_companion::store::share::{self, SharedMoves};
    let dir = data_dir("damaged");
    // A data folder in use: a save, the player's chart entries, settings.
    std::fs::create_dir_all(dir.join("saves")).unwrap();
    std::fs::copy(fixture("dnfm.json"), dir.join("saves/evening.json")).unwrap();
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/user-data/example.json"),
        dir.join("sherwood-user-data.json"),
    )
    .unwrap();
    let before = folder(&dir);
    // Good links to tamper with: a DNFM and a Sherwood game, as `saves share` makes them.
    let good = |save: &str| {
        let out = run_in(&dir, &["saves", "share", fixture(save).to_str().unwrap()]);
        assert!(out.status.success(), "{}", text(&out.stderr));
        share::decode(text(&out.stdout).trim()).unwrap()
    };
    let (dnfm, sherwood) = (good("dnfm.json"), good("sherwood.json"));
    let link = |shared: &share::Shared| share::link("", &share::encode(shared).unwrap());
    let mut refused_move = dnfm.clone();
    if let SharedMoves::Dnfm(m) = &mut refused_move.game {
        m.steps.insert(0, m.steps[1].clone());
    }
    let mut other_seed = dnfm.clone();
    if let SharedMoves::Dnfm(m) = &mut other_seed.game {
        m.seed += 1;
    }
    let mut other_check = sherwood.clone();
    other_check.check = "0123456789abcdef".into();
    let mut sherwood_seed = sherwood.clone();
    if let SharedMoves::Sherwood(m) = &mut sherwood_seed.game {
        m.seed += 1;
    }
    let mut links: Vec<String> = ["https://example.org/", "#game=AAAAAAAA", "#game=$$$"]
        .map(String::from)
        .to_vec();
    links.extend(
        [&refused_move, &other_seed, &other_check, &sherwood_seed]
            .into_iter()
            .map(link),
    );
    for link in &links {
        let out = run_in(&dir, &["saves", "open", link]);
        assert_eq!(out.status.code(), Some(2), "{link}");
        let err = text(&out.stderr);
        assert!(err.contains("link"), "{err}");
        assert!(!err.contains("panicked"), "{err}");
        assert!(folder(&dir) == before, "{link}: the data folder changed");
    }
}

/// A Sherwood link whose chart entries differ from the receiver's in a cell its game read:
/// refused with the difference said and the data folder untouched; `--theirs` adds it with
/// the sender's entry in that cell.
#[test]
fn differing_chart_entries_are_refused_unless_theirs_are_taken() {
    use pnp_companion::games::sherwood::SherwoodData;
    use pnp_companion::games::sherwood::game::SherwoodGame;
    use pnp_companion::games::sherwood::spaces::SpaceKind;
    use pnp_companion::store::saves::{self, GameKind};
    use pnp_companion::store::user_data::UserData;
    let from = data_dir("differ-from");
    let to = data_dir("differ-to");
    let entries =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/user-data/example.json");
    std::fs::copy(&entries, from.join("sherwood-user-data.json")).unwrap();
    let save = fixture("sherwood.json");
    let out = run_in(&from, &["saves", "share", save.to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let link = text(&out.stdout).trim().to_string();
    let game = saves::parse::<SherwoodGame>(
        &std::fs::read_to_string(&save).unwrap(),
        &save,
        GameKind::Sherwood,
    )
    .unwrap()
    .data;
    let theirs = UserData::parse(&std::fs::read_to_string(&entries).unwrap(), &entries).unwrap();
    let read = pnp_companion::store::share::entries_read(
        &game.moves(),
        SherwoodData::builtin().unwrap(),
        &theirs,
    )
    .unwrap();
    // The receiver's own entry in a value the game read, one more than the sender's.
    // The receiver's own kind for a space the game read.
    let sent = read
        .spaces
        .first()
        .expect("the game reads a space of the player's");
    let mut mine = UserData::default();
    let mut differing = sent.clone();
    differing.kind = if sent.kind == SpaceKind::Road {
        SpaceKind::Forest
    } else {
        SpaceKind::Road
    };
    mine.spaces.push(differing.clone());
    std::fs::write(
        to.join("sherwood-user-data.json"),
        serde_json::to_string_pretty(&mine).unwrap(),
    )
    .unwrap();
    let before = folder(&to);

    let out = run_in(&to, &["saves", "open", &link]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stdout));
    let said = text(&out.stderr);
    assert!(
        said.contains(&format!(
            "{}: yours {}, theirs {}",
            sent.name,
            differing.kind.label(),
            sent.kind.label()
        )) && said.contains("--theirs"),
        "{said}"
    );
    assert_eq!(folder(&to), before, "the data folder is untouched");

    let out = run_in(&to, &["saves", "open", &link, "--theirs"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("theirs now stand"));
    let now = UserData::parse(
        &std::fs::read_to_string(to.join("sherwood-user-data.json")).unwrap(),
        &to,
    )
    .unwrap();
    assert!(now.spaces.contains(sent), "the sender's kind stands");
    only_save(&to);
}
