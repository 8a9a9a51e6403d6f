//! Files the app did not write as it expects — corrupt, truncated, from a newer version,
//! huge, not UTF-8, unreadable — in every place the app reads: a clear message, the file kept
//! byte for byte, and the app still starts. A data folder that cannot be written: play goes
//! on, saving is retried and succeeds once the folder is back.

use crate::common;

use common::ui::send_and_wait;
use pnp_companion::games::dnfm::cards::CardSet;
use pnp_companion::games::dnfm::game::DnfmGame;
use pnp_companion::games::dnfm::rules::Action as DnfmAct;
use pnp_companion::games::sherwood::space_id::SpaceId;
use pnp_companion::store::files::MAX_FILE_BYTES;
use pnp_companion::store::paths;
use pnp_companion::store::saves::{self, Envelope, GameKind};
use pnp_companion::store::settings::Settings;
use pnp_companion::store::user_data::UserData;
use pnp_companion::ui::app::Screen;
use pnp_companion::ui::{App, Message, dnfm, home};
use std::fs;
use std::path::{Path, PathBuf};

fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("pnp-bad-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&d);
    fs::create_dir_all(&d).unwrap();
    d
}

fn good_save() -> String {
    let set = CardSet::builtin().unwrap();
    let mut g = DnfmGame::new_digital(set, 3);
    g.act(set, DnfmAct::Move(1), &[]).unwrap();
    serde_json::to_string(&Envelope::new(GameKind::Dnfm, "Good", 100, g)).unwrap()
}

/// What can be wrong with a file, by name; `None` makes a folder where the file should be
/// (unreadable as a file, even for root). "newer" only for files that carry a version.
fn bad_contents(valid: &str) -> Vec<(&'static str, Option<Vec<u8>>)> {
    let mut cases = vec![
        (
            "corrupt",
            Some(b"{\"format\": \"pnp-companion-save\", oops".to_vec()),
        ),
        (
            "truncated",
            Some(valid.as_bytes()[..valid.len() / 2].to_vec()),
        ),
        ("empty", Some(Vec::new())),
        ("wrong-shape", Some(b"[1, 2, 3]".to_vec())),
        ("huge", Some(vec![b' '; MAX_FILE_BYTES as usize + 1])),
        ("not-utf8", Some(vec![0xff, 0xfe, b'{', 0x80, 0x00])),
        ("unreadable", None),
    ];
    let version = regex_free_version(valid);
    if let Some(v) = version {
        let newer = valid.replacen(&format!("\"version\":{v}"), "\"version\":99", 1);
        cases.push(("newer", Some(newer.into_bytes())));
    }
    cases
}

/// The `"version":N` a compact JSON file carries, if any.
fn regex_free_version(text: &str) -> Option<u32> {
    let rest = &text[text.find("\"version\":")? + 10..];
    rest[..rest.find(|c: char| !c.is_ascii_digit())?]
        .parse()
        .ok()
}

fn put(path: &Path, contents: &Option<Vec<u8>>) {
    match contents {
        Some(bytes) => fs::write(path, bytes).unwrap(),
        None => fs::create_dir_all(path).unwrap(),
    }
}

fn unchanged(path: &Path, contents: &Option<Vec<u8>>) -> bool {
    match contents {
        Some(bytes) => fs::read(path).is_ok_and(|b| &b == bytes),
        None => path.is_dir(),
    }
}

fn notice(app: &App) -> String {
    app.notice().unwrap_or_default().to_string()
}

#[test]
fn bad_saves_are_listed_with_a_reason_kept_and_the_good_one_resumes() {
    let d = dir("saves");
    let folder = paths::saves_dir(&d);
    fs::create_dir_all(&folder).unwrap();
    let valid = good_save();
    fs::write(folder.join("good.json"), &valid).unwrap();
    let cases = bad_contents(&valid);
    for (name, contents) in &cases {
        put(&folder.join(format!("{name}.json")), contents);
    }
    let mut app = App::new(Some(d.clone()));
    let Screen::Home(h) = &app.screen else {
        panic!("the app starts on the home screen")
    };
    assert_eq!(h.saves.len(), cases.len() + 1, "every file is listed");
    for (name, _) in &cases {
        let s = h
            .saves
            .iter()
            .find(|s| s.path.ends_with(format!("{name}.json")))
            .unwrap();
        let problem = s
            .problem
            .as_deref()
            .unwrap_or_else(|| panic!("{name}: no problem"));
        assert!(
            problem.contains("kept")
                || problem.contains("too large")
                || problem.contains("not text")
                || problem.contains("could not read"),
            "{name}: {problem}"
        );
    }
    // Opening a bad one says why and stays home; the good one resumes.
    let bad = h.saves.iter().position(|s| s.problem.is_some()).unwrap();
    let good = h.saves.iter().position(|s| s.problem.is_none()).unwrap();
    send_and_wait(&mut app, Message::Home(home::Message::Continue(bad)));
    assert!(matches!(app.screen, Screen::Home(_)));
    assert!(!notice(&app).is_empty(), "opening a bad save says why");
    send_and_wait(&mut app, Message::Home(home::Message::Continue(good)));
    assert!(matches!(app.screen, Screen::Dnfm(_)));
    for (name, contents) in &cases {
        assert!(
            unchanged(&folder.join(format!("{name}.json")), contents),
            "{name}: the file is kept byte for byte"
        );
    }
}

#[test]
fn opening_each_bad_save_gives_a_message_a_player_understands() {
    let d = dir("messages");
    let folder = paths::saves_dir(&d);
    fs::create_dir_all(&folder).unwrap();
    let valid = good_save();
    for (name, contents) in bad_contents(&valid) {
        let path = folder.join(format!("{name}.json"));
        put(&path, &contents);
        let err = saves::load::<DnfmGame>(&path, GameKind::Dnfm)
            .unwrap_err()
            .to_string();
        let expected = match name {
            "newer" => "Update PnP Companion",
            "huge" => "too large",
            "not-utf8" => "not text",
            "unreadable" => "could not read",
            _ => "kept as it is",
        };
        assert!(err.contains(expected), "{name}: {err}");
        assert!(
            err.contains(&path.display().to_string()),
            "{name}: names the file: {err}"
        );
        let env = Envelope::new(
            GameKind::Dnfm,
            "x",
            1,
            serde_json::from_str::<Envelope<DnfmGame>>(&valid)
                .unwrap()
                .data,
        );
        assert!(
            saves::write(&path, &env).is_err(),
            "{name}: never overwritten"
        );
        assert!(unchanged(&path, &contents), "{name}: kept byte for byte");
    }
}

#[test]
fn bad_user_data_settings_and_imported_text_leave_the_app_starting() {
    let valid_user = serde_json::to_string(&UserData::default()).unwrap();
    let valid_settings = serde_json::to_string(&Settings::default()).unwrap();
    let valid_text = r#"{"paragraphs":{"101":"some words"}}"#.to_string();
    type PathIn = fn(&Path) -> PathBuf;
    let files: [(&str, PathIn, String); 3] = [
        ("user data", paths::sherwood_user_data, valid_user),
        ("settings", |d| d.join("settings.json"), valid_settings),
        ("imported text", paths::sherwood_rulebook_text, valid_text),
    ];
    for (what, file, valid) in files {
        for (name, contents) in bad_contents(&valid) {
            let d = dir(&format!("{}-{name}", what.replace(' ', "-")));
            let path = file(&d);
            put(&path, &contents);
            let mut app = App::new(Some(d.clone()));
            assert!(matches!(app.screen, Screen::Home(_)), "{what} {name}");
            let n = notice(&app);
            assert!(
                n.contains(&path.display().to_string()),
                "{what} {name}: the notice names the file: {n}"
            );
            assert!(
                !app.rules_data().unwrap().1.roster.persons.is_empty(),
                "{what} {name}: the built-in data is used"
            );
            if what == "user data" {
                assert!(
                    UserData::default().save(&d).is_err(),
                    "{name}: the player's data file is never overwritten"
                );
            }
            assert!(
                unchanged(&path, &contents),
                "{what} {name}: kept byte for byte"
            );
        }
    }
}

#[test]
fn an_unwritable_data_folder_lets_play_go_on_and_saving_is_retried() {
    let d = dir("unwritable");
    // A file where the saves folder should be (root ignores permissions).
    let blocker = paths::saves_dir(&d);
    fs::write(&blocker, "not a folder").unwrap();
    let mut app = App::new(Some(d.clone()));
    send_and_wait(&mut app, Message::Home(home::Message::Seed("5".into())));
    send_and_wait(
        &mut app,
        Message::Home(home::Message::New(home::GameKind::Dnfm)),
    );
    assert!(matches!(app.screen, Screen::Dnfm(_)), "play starts anyway");
    assert!(notice(&app).contains("Not saved"), "{}", notice(&app));
    send_and_wait(
        &mut app,
        Message::Dnfm(dnfm::Message::Act(DnfmAct::Move(1))),
    );
    let Screen::Dnfm(s) = &app.screen else {
        panic!()
    };
    assert_eq!(s.game.journal.entries().len(), 1, "play went on");
    assert!(notice(&app).contains("Not saved"));
    // The folder comes back: the next action saves the whole game.
    fs::remove_file(&blocker).unwrap();
    send_and_wait(
        &mut app,
        Message::Dnfm(dnfm::Message::Act(DnfmAct::Continue)),
    );
    assert!(app.notice().is_none(), "saved again: {}", notice(&app));
    let list = saves::list(&d);
    assert_eq!(list.len(), 1);
    let back: Envelope<DnfmGame> = saves::load(&list[0].path, GameKind::Dnfm).unwrap();
    assert_eq!(
        back.data.journal.entries().len(),
        2,
        "nothing played was lost"
    );
}

/// Numbers a player types: what cannot be a number is not taken; a die that cannot show
/// is refused with a reason, next to the roll.
#[test]
fn typed_numbers_are_checked_with_a_message() {
    use pnp_companion::games::sherwood::actions::{Action as Act, Verb};
    use pnp_companion::ui::sherwood::Message as S;
    use pnp_companion::ui::sherwood::play::{Message as P, PlaceChoice};
    let d = dir("typed");
    let mut app = App::new(Some(d));
    send_and_wait(&mut app, Message::Home(home::Message::Seed("12".into())));
    send_and_wait(
        &mut app,
        Message::Home(home::Message::New(home::GameKind::Sherwood)),
    );
    let errors = |app: &App| match &app.screen {
        Screen::Sherwood(s) => s.errors(),
        _ => panic!("not on the Sherwood screen"),
    };
    for m in [
        P::ToggleMover("kirk".into()),
        P::Destination(PlaceChoice {
            value: SpaceId::new("Trott"),
            label: "Trott".into(),
        }),
        P::BeamDown,
        P::Act(Act::EndRebelActions),
        P::Act(Act::PayExpenses),
        P::Act(Act::EndExpenses),
        P::Act(Act::EndKingsMen),
        P::PartyMove(None),
        P::Act(Act::EndTurn),
        P::Space(SpaceId::new("Trott")),
        P::Verb(Verb::Raid),
    ] {
        send_and_wait(&mut app, Message::Sherwood(S::Play(m)));
        assert!(errors(&app).is_empty(), "{:?}", errors(&app));
    }
    let gold = |app: &App| match &app.screen {
        Screen::Sherwood(s) => (s.play.gold.clone(), s.play.form.gold),
        _ => panic!(),
    };
    send_and_wait(&mut app, Message::Sherwood(S::Play(P::Gold("abc".into()))));
    assert_eq!(gold(&app), (String::new(), None), "letters are not gold");
    send_and_wait(&mut app, Message::Sherwood(S::Play(P::Gold("1x9".into()))));
    assert_eq!(gold(&app), ("19".into(), Some(19)));
    send_and_wait(&mut app, Message::Sherwood(S::Play(P::Die("11".into()))));
    send_and_wait(&mut app, Message::Sherwood(S::Play(P::Roll)));
    let e = errors(&app);
    assert!(
        e.iter()
            .any(|x| x.contains("“11” is not a face of a ten-sided die")),
        "a die showing 11 is refused with a reason: {e:?}"
    );
    // The error belongs to the state it was made in: undo clears it.
    send_and_wait(&mut app, Message::Sherwood(S::Undo));
    assert!(errors(&app).is_empty());
}
