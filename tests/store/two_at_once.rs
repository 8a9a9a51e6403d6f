//! Two at once on one data folder, as a player with a window and a terminal (or two
//! terminals) meets it: every write is kept, or refused with words that name the other
//! writer; nothing is lost without a word.
//!
//! `PNP_STRESS_WRITERS` sets how many write at once (8 here; `scripts/stress.sh` more).

use crate::common;
use common::cli::{run_in, text};
use pnp_companion::games::game::How;
use pnp_companion::games::sherwood::persons::Stat;
use pnp_companion::store::record::{Play, Record};
use pnp_companion::store::saves::GameKind;
use pnp_companion::store::storage::FileStorage;
use pnp_companion::store::user_data::UserData;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

fn writers() -> usize {
    std::env::var("PNP_STRESS_WRITERS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(8)
}

/// Eight people's raid values entered by eight `sherwood set-value`s at once: all eight
/// are kept (without the folder's lock, 2 to 5 of 8 were).
#[test]
fn values_entered_at_once_are_all_kept() {
    const PEOPLE: [&str; 12] = [
        "kirk", "spock", "mccoy", "uhura", "mbele", "goren", "tomas", "norje", "fernan", "garcia",
        "jorge", "frankler",
    ];
    let n = writers().min(PEOPLE.len());
    for round in 0..3 {
        let dir = common::fresh_dir("pnp-two-values", &round.to_string());
        let children: Vec<_> = PEOPLE[..n]
            .iter()
            .enumerate()
            .map(|(i, person)| {
                let value = (i % 5 + 1).to_string();
                Command::new(env!("CARGO_BIN_EXE_pnp-companion"))
                    .args(["--lang", "en", "sherwood", "set-value", person, "raid"])
                    .arg(value)
                    .env("PNP_COMPANION_DATA_DIR", &dir)
                    .stdout(Stdio::null())
                    .stderr(Stdio::piped())
                    .spawn()
                    .unwrap()
            })
            .collect();
        for child in children {
            let out = child.wait_with_output().unwrap();
            assert!(out.status.success(), "{}", text(&out.stderr));
        }
        let kept = UserData::load(&dir).unwrap();
        let values: Vec<_> = kept
            .values
            .iter()
            .filter(|v| v.stat == Stat::Raid)
            .collect();
        assert_eq!(values.len(), n, "round {round}: {values:?}");
        for (i, person) in PEOPLE[..n].iter().enumerate() {
            let v = values.iter().find(|v| v.person == *person).unwrap();
            assert_eq!(v.value, i32::try_from(i % 5 + 1).unwrap());
        }
    }
}

/// Twelve games that end at once each keep their line in the record (6 to 11 of 12 were
/// kept without the lock): each noting reads, adds and writes back under the folder's lock.
#[test]
fn games_that_end_at_once_all_keep_their_line() {
    let n = writers() + 4;
    let dir = common::fresh_dir("pnp-two-record", "twelve");
    std::thread::scope(|s| {
        for i in 0..n {
            let dir = dir.clone();
            s.spawn(move || {
                let storage = FileStorage::new(&dir);
                let play = Play {
                    game: GameKind::Dnfm,
                    physical: false,
                    seed: 7,
                    save: format!("saves/game-{i}.json"),
                    name: format!("Game {i}"),
                    ended_at: 1_796_000_000,
                    turns: 10,
                    how: How::Megacredits,
                    figures: Vec::new(),
                    play: Some(u64::try_from(i).unwrap()),
                };
                Record::note(&storage, play).unwrap();
            });
        }
    });
    let (record, problem) = Record::load_from(&FileStorage::new(&dir));
    assert!(problem.is_none(), "{problem:?}");
    assert_eq!(record.of(None).count(), n, "every line kept");
}

/// A text mode playing a save holds it: a second text mode that opens it is told it is open
/// elsewhere and changes nothing; once the first has quit, it opens.
#[test]
fn a_save_played_in_one_text_mode_is_refused_to_another() {
    let dir = common::fresh_dir("pnp-two-play", "one-save");
    let made = run_in(&dir, &["play", "dnfm", "--seed", "4", "--name", "Shared"]);
    assert!(made.status.success(), "{}", text(&made.stderr));
    let save = dir.join("saves/shared.json");
    let before = std::fs::read(&save).unwrap();

    let mut first = Command::new(env!("CARGO_BIN_EXE_pnp-companion"))
        .args(["--lang", "en", "play", "dnfm", "--open", "Shared"])
        .env("PNP_COMPANION_DATA_DIR", &dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // The first is playing once it has said its first line.
    let mut said = String::new();
    let mut lines = BufReader::new(first.stdout.take().unwrap());
    lines.read_line(&mut said).unwrap();
    assert!(!said.is_empty(), "the first text mode started");

    let second = run_in(&dir, &["play", "dnfm", "--open", "Shared"]);
    assert!(!second.status.success());
    let why = text(&second.stderr);
    assert!(
        why.contains("is open in another window or text mode"),
        "{why}"
    );
    assert_eq!(std::fs::read(&save).unwrap(), before, "nothing written");

    first.stdin.take().unwrap().write_all(b"quit\n").unwrap();
    assert!(first.wait().unwrap().success());
    let again = run_in(&dir, &["play", "dnfm", "--open", "Shared"]);
    assert!(again.status.success(), "{}", text(&again.stderr));
}

/// Two new games started at once under one name get two names: neither is written over.
#[test]
fn two_games_begun_at_once_get_two_names() {
    let dir = common::fresh_dir("pnp-two-play", "two-new");
    let spawn = || {
        Command::new(env!("CARGO_BIN_EXE_pnp-companion"))
            .args(["--lang", "en", "play", "dnfm", "--name", "Evening"])
            .env("PNP_COMPANION_DATA_DIR", &dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap()
    };
    let (mut a, mut b) = (spawn(), spawn());
    for child in [&mut a, &mut b] {
        let mut said = String::new();
        BufReader::new(child.stdout.as_mut().unwrap())
            .read_line(&mut said)
            .unwrap();
        child
            .stdin
            .as_mut()
            .unwrap()
            .write_all(b"move 1\nquit\n")
            .unwrap();
    }
    assert!(a.wait().unwrap().success() && b.wait().unwrap().success());
    let mut saves: Vec<String> = std::fs::read_dir(dir.join("saves"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".json") && !n.starts_with('.'))
        .collect();
    saves.sort();
    assert_eq!(saves, ["evening-2.json", "evening.json"]);
}

/// Two writers of one save that each read it at the same point (two tabs of a browser
/// without locks, or a file copied back by hand): the second write finds the save's
/// generation moved on and keeps its game as a copy; the first's stays as it was written.
#[test]
fn a_save_written_elsewhere_since_it_was_read_is_kept_and_the_other_game_copied() {
    use pnp_companion::games::dnfm::cards::CardSet;
    use pnp_companion::games::dnfm::game::DnfmGame;
    use pnp_companion::store::kept_game::{Place, SavedGame};
    use pnp_companion::store::saves::{self, Envelope, GameKind};
    use pnp_companion::store::storage::{MemoryStorage, Storage};
    let set = CardSet::builtin().unwrap();
    let storage = MemoryStorage::new();
    let key = saves::key_for("Evening");
    let game = |moves: u8| {
        let mut g = DnfmGame::new_digital(set, 4);
        for _ in 0..moves {
            let a = DnfmGame::suggested(set, g.state())
                .or_else(|| DnfmGame::choices(set, g.state()).first().copied())
                .unwrap();
            g.act(set, a, &[]).unwrap();
        }
        SavedGame::Dnfm(Box::new(Envelope::of("Evening", 1, g)))
    };
    // Both read the save when it was new.
    let (first, second) = (Place::new(key.clone(), 0), Place::new(key.clone(), 0));
    let kept = game(3).keep_at(&storage, &first).unwrap();
    assert!(kept.copy.is_none());
    let kept = game(5).keep_at(&storage, &first).unwrap();
    assert!(kept.copy.is_none(), "its own writes follow one another");
    let before = storage.read(&key).unwrap();
    let kept = game(1).keep_at(&storage, &second).unwrap();
    let copy = kept.copy.expect("kept as a copy");
    assert_eq!(
        (copy.name.as_str(), copy.of.as_str()),
        ("Evening 2", "Evening")
    );
    assert_eq!(
        storage.read(&key).unwrap(),
        before,
        "the first's save as it was"
    );
    assert_eq!(second.key(), copy.key, "the second goes on in its copy");
    let theirs = saves::load_from::<DnfmGame>(&storage, &key, GameKind::Dnfm).unwrap();
    let mine = saves::load_from::<DnfmGame>(&storage, &copy.key, GameKind::Dnfm).unwrap();
    assert_eq!((theirs.generation, mine.generation), (2, 1));
    assert_eq!(theirs.data.journal.entries().len(), 5);
    assert_eq!(mine.data.journal.entries().len(), 1);
    assert_eq!(mine.name, "Evening 2");
    // And on from there, in the copy, under its name (a game queued before is renamed).
    assert!(game(2).keep_at(&storage, &second).unwrap().copy.is_none());
    assert_eq!(storage.list("saves").unwrap().len(), 2);
    let mine = saves::load_from::<DnfmGame>(&storage, &copy.key, GameKind::Dnfm).unwrap();
    assert_eq!((mine.name.as_str(), mine.generation), ("Evening 2", 2));
}
