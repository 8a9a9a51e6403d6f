//! Saves across versions: a fixture of every released save format (tests/fixtures/saves/
//! v<N>/) still loads, migrates to exactly what this build writes, and plays on.
//!
//! When the format changes: bump `saves::VERSION`, add the migration step, then run
//! `cargo test --test all -- --ignored store::saves::write_fixtures` to add the new version's fixtures.
//! Never edit or delete an older version's fixtures.

use pnp_companion::games::dnfm::cards::CardSet;
use pnp_companion::games::dnfm::game::DnfmGame;
use pnp_companion::games::dnfm::rules::legal_actions;
use pnp_companion::games::dnfm::state::Deal;
use pnp_companion::games::sherwood::SherwoodData;
use pnp_companion::games::sherwood::actions::Action;
use pnp_companion::games::sherwood::game::{PlayMode, SherwoodGame};
use pnp_companion::games::sherwood::space_id::{SpaceId, SquadId};
use pnp_companion::games::sherwood::state::{DEFAULT_NEUTRAL_SPACES, SetupDraw};
use pnp_companion::store::saves::{self, Envelope, GameKind};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

const SAVED_AT: u64 = 1_795_000_000;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/saves")
}

/// The fixture game, its cards laid as `deal` says: saves of formats 1 and 2 name no deal
/// and were dealt from the box.
pub(crate) fn dnfm_game(deal: Deal) -> DnfmGame {
    let set = CardSet::builtin().unwrap();
    let mut g = DnfmGame::new_dealt(set, 2026, deal);
    for _ in 0..14 {
        let s = g.state();
        let Some(a) =
            DnfmGame::suggested(set, s).or_else(|| legal_actions(set, s).first().copied())
        else {
            break;
        };
        g.act(set, a, &[]).unwrap();
    }
    g.journal.undo();
    g
}

/// A turn played, the King's Men roll skipped and the Royal Party's move undone.
pub(crate) fn sherwood_game() -> SherwoodGame {
    let d = SherwoodData::builtin().unwrap();
    let mut g = SherwoodGame::new(
        d,
        2026,
        PlayMode::Digital,
        SetupDraw::Digital,
        &DEFAULT_NEUTRAL_SPACES.map(String::from),
    );
    for a in [
        Action::BeamDown {
            persons: vec!["kirk".into(), "spock".into()],
            to: SpaceId::new("Trott"),
        },
        Action::EndRebelActions,
        Action::PayExpenses,
        Action::EndExpenses,
        Action::KingsMen {
            squad: SquadId::new("Trott"),
        },
    ] {
        g.act(d, a, &[]).unwrap();
    }
    // The King's Men Table is not in the rulebook: the roll waits for its cell (kept in the
    // saved state), and the player skips it here.
    let waiting = g.state().todo.first().map(|t| t.id);
    let id = waiting.expect("the King's Men roll waits for its cell");
    for a in [
        Action::Dismiss { id },
        Action::EndKingsMen,
        Action::RoyalPartyMoves { into: None },
    ] {
        g.act(d, a, &[]).unwrap();
    }
    g.undo();
    g
}

#[test]
#[ignore = "writes the fixtures of the current save format; run once per released format"]
fn write_fixtures() {
    let dir = fixtures().join(format!("v{}", saves::VERSION));
    std::fs::create_dir_all(&dir).unwrap();
    let dnfm = Envelope::new(
        GameKind::Dnfm,
        "Fixture",
        SAVED_AT,
        dnfm_game(Deal::RandomLie),
    );
    let sherwood = Envelope::new(GameKind::Sherwood, "Fixture", SAVED_AT, sherwood_game());
    std::fs::write(
        dir.join("dnfm.json"),
        serde_json::to_string_pretty(&dnfm).unwrap(),
    )
    .unwrap();
    std::fs::write(
        dir.join("sherwood.json"),
        serde_json::to_string_pretty(&sherwood).unwrap(),
    )
    .unwrap();
}

/// The save format that first dealt Do Not Forsake Me's cards as they lie (a fair deal);
/// older games were dealt from the box.
const FAIR_DEAL: u32 = 3;

/// Every version from 1 to the current one, with its fixture files.
fn fixture_versions() -> Vec<(u32, PathBuf)> {
    (1..=saves::VERSION)
        .map(|v| (v, fixtures().join(format!("v{v}"))))
        .collect()
}

#[test]
fn every_released_format_has_fixtures() {
    for (v, dir) in fixture_versions() {
        for game in ["dnfm", "sherwood"] {
            assert!(
                dir.join(format!("{game}.json")).is_file(),
                "no fixture of save format {v} for {game}: run the ignored write_fixtures test"
            );
        }
    }
}

#[test]
fn every_released_dnfm_save_loads_and_plays_on() {
    let set = CardSet::builtin().unwrap();
    for (v, dir) in fixture_versions() {
        let path = dir.join("dnfm.json");
        let save: Envelope<DnfmGame> =
            saves::load(&path, GameKind::Dnfm).unwrap_or_else(|e| panic!("format {v}: {e}"));
        assert_eq!(
            (save.version, save.name.as_str()),
            (saves::VERSION, "Fixture")
        );
        assert_eq!(save.saved_at, SAVED_AT);
        let mut g = save.data;
        assert!(g.journal.can_redo(), "format {v}: the undone step is kept");
        assert!(g.journal.redo());
        let next = DnfmGame::suggested(set, g.state())
            .or_else(|| legal_actions(set, g.state()).first().copied())
            .unwrap();
        g.act(set, next, &[])
            .unwrap_or_else(|e| panic!("format {v}: {e}"));
    }
}

/// Every Sherwood save loads and plays on. A save of the current format also replays to
/// exactly its saved state; an older one was played under the rules of its day, so its log
/// may take another course under today's rules and only has to load and play on.
#[test]
fn every_released_sherwood_save_loads_replays_and_plays_on() {
    let d = SherwoodData::builtin().unwrap();
    for (v, dir) in fixture_versions() {
        let save: Envelope<SherwoodGame> =
            saves::load(&dir.join("sherwood.json"), GameKind::Sherwood)
                .unwrap_or_else(|e| panic!("format {v}: {e}"));
        let g = save.data;
        if v == saves::VERSION {
            let replayed = g.replay(d).unwrap_or_else(|e| panic!("format {v}: {e}"));
            assert_eq!(
                replayed.state(),
                g.state(),
                "format {v}: the seed, setup and log rebuild the saved game"
            );
        }
        let mut g = g;
        assert!(g.journal.can_redo(), "format {v}: the undone step is kept");
        g.act(d, Action::RoyalPartyMoves { into: None }, &[])
            .unwrap_or_else(|e| panic!("format {v}: {e}"));
        g.act(d, Action::EndTurn, &[])
            .unwrap_or_else(|e| panic!("format {v}: {e}"));
        assert_eq!(g.state().turn, 2, "format {v}: the game goes on");
    }
}

/// The keys of every object in a JSON value, by where the object sits: array indices read
/// as `[]`, and an object that is one variant of a tagged enum (an action, a task, a change,
/// a pick) adds its tag to the path, so that two variants are two places.
fn key_sets(v: &serde_json::Value, path: &str, out: &mut BTreeMap<String, Vec<BTreeSet<String>>>) {
    match v {
        serde_json::Value::Object(map) => {
            let mut here = path.to_string();
            for tag in ["action", "task", "change", "pick"] {
                if let Some(serde_json::Value::String(t)) = map.get(tag) {
                    here = format!("{here}<{t}>");
                }
            }
            out.entry(here.clone())
                .or_default()
                .push(map.keys().cloned().collect());
            for (k, child) in map {
                key_sets(child, &format!("{here}.{k}"), out);
            }
        }
        serde_json::Value::Array(items) => {
            for item in items {
                key_sets(item, &format!("{path}[]"), out);
            }
        }
        _ => {}
    }
}

/// Whether `got` has the shape of `want`: wherever both hold objects of the same kind, each
/// of `got`'s has every key that all of `want`'s have (the keys always written) and no key
/// that none of them has. Two different games differ in their content (other actions,
/// a list that is empty in one), never in their keys.
fn assert_same_shape(got: &serde_json::Value, want: &serde_json::Value, what: &str) {
    let (mut g, mut w) = (BTreeMap::new(), BTreeMap::new());
    key_sets(got, "", &mut g);
    key_sets(want, "", &mut w);
    let mut compared = 0;
    for (path, sets) in &g {
        let Some(wanted) = w.get(path) else { continue };
        let always: BTreeSet<String> = wanted.iter().skip(1).fold(wanted[0].clone(), |a, b| {
            a.intersection(b).cloned().collect()
        });
        let ever: BTreeSet<String> = wanted.iter().flatten().cloned().collect();
        for keys in sets {
            let missing: Vec<_> = always.difference(keys).collect();
            let unknown: Vec<_> = keys.difference(&ever).collect();
            assert!(
                missing.is_empty() && unknown.is_empty(),
                "{what}: at {path}, lacks {missing:?} and has {unknown:?} beyond the reference"
            );
            compared += 1;
        }
    }
    for place in [
        "",
        ".data",
        ".data.journal",
        ".data.journal.start.state",
        ".data.journal.entries[].after.state",
        ".data.journal.entries[].event",
    ] {
        assert!(
            g.contains_key(place),
            "{what}: nothing at {place:?} to compare"
        );
    }
    assert!(compared > 100, "{what}: only {compared} objects compared");
}

/// A save's log with every entry's state whole, as an older format wrote it (this one
/// writes each as its change from the one before): shapes compare state to state.
fn whole_states(mut save: serde_json::Value) -> serde_json::Value {
    use pnp_companion::engine::journal::patch;
    let journal = &mut save["data"]["journal"];
    let mut state = journal["start"].clone();
    if let Some(entries) = journal["entries"].as_array_mut() {
        for e in entries {
            if let Some(change) = e.as_object_mut().and_then(|o| o.remove("change")) {
                patch::apply(&mut state, &change).unwrap();
                e["after"] = state.clone();
            }
        }
    }
    save
}

/// A log keeps its lines as they were written; the words for a move have changed since the
/// older fixtures were made ("1 quadrant(s)" reads "1 quadrant"), so they are compared in
/// today's words.
fn as_worded_now(v: serde_json::Value) -> serde_json::Value {
    use serde_json::Value;
    match v {
        Value::String(s) => {
            // "Turn 3 begins" closed turn 2's log; it is now said as "End of turn 2".
            let next_turn = s
                .strip_prefix("Turn ")
                .and_then(|t| t.strip_suffix(" begins"))
                .and_then(|n| n.parse::<u32>().ok());
            Value::String(match next_turn {
                Some(n) => format!("End of turn {}", n - 1),
                None => s
                    .replace(" 1 quadrant(s)", " 1 quadrant")
                    .replace(" quadrant(s)", " quadrants"),
            })
        }
        Value::Array(a) => Value::Array(a.into_iter().map(as_worded_now).collect()),
        Value::Object(o) => {
            Value::Object(o.into_iter().map(|(k, v)| (k, as_worded_now(v))).collect())
        }
        other => other,
    }
}

/// An older file, migrated, is what this build would write for the same game: exactly for
/// Do Not Forsake Me; for The Sherwood Syndrome, whose older games were played under older
/// rules, with the same keys at every level (see `assert_same_shape`). And the current
/// fixtures are what this build writes (so a format change without a new version number
/// fails here).
#[test]
fn migration_gives_the_current_format_exactly() {
    let current = fixtures().join(format!("v{}", saves::VERSION));
    for game in ["dnfm", "sherwood"] {
        let want: serde_json::Value = serde_json::from_str(
            &std::fs::read_to_string(current.join(format!("{game}.json"))).unwrap(),
        )
        .unwrap();
        for (v, dir) in fixture_versions() {
            let path = dir.join(format!("{game}.json"));
            let text = std::fs::read_to_string(&path).unwrap();
            // Opened as the app opens a save: an older log is worded again.
            let got = if game == "dnfm" {
                let mut save = saves::parse::<DnfmGame>(&text, &path, GameKind::Dnfm).unwrap();
                save.data.reword(CardSet::builtin().unwrap());
                serde_json::to_value(save)
            } else {
                let mut save =
                    saves::parse::<SherwoodGame>(&text, &path, GameKind::Sherwood).unwrap();
                save.data.reword(SherwoodData::builtin().unwrap());
                serde_json::to_value(save)
            }
            .unwrap();
            let got = as_worded_now(got);
            assert_eq!(got["version"], saves::VERSION, "{game} format {v} migrated");
            let mut want = want.clone();
            if game == "dnfm" && v < FAIR_DEAL {
                // The same game: dealt from the box, as every game before the fair deal.
                want = serde_json::to_value(Envelope::new(
                    GameKind::Dnfm,
                    "Fixture",
                    SAVED_AT,
                    dnfm_game(Deal::BoxOrder),
                ))
                .unwrap();
            }
            if v < saves::VERSION {
                want["written_by"] = got["written_by"].clone();
            }
            if game == "sherwood" && v < saves::VERSION {
                assert_same_shape(
                    &whole_states(got),
                    &whole_states(want),
                    &format!("{game} format {v} migrated"),
                );
            } else {
                assert_eq!(got, want, "{game} format {v} migrated");
            }
        }
    }
    let fresh = serde_json::to_value(Envelope::new(
        GameKind::Dnfm,
        "Fixture",
        SAVED_AT,
        dnfm_game(Deal::RandomLie),
    ))
    .unwrap();
    let mut on_disk: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(current.join("dnfm.json")).unwrap()).unwrap();
    on_disk["written_by"] = fresh["written_by"].clone();
    assert_eq!(
        on_disk, fresh,
        "the current fixture is what this build writes"
    );
    // The Sherwood game's lines follow the rules as they are worked on: its keys must match.
    let fresh = serde_json::to_value(Envelope::new(
        GameKind::Sherwood,
        "Fixture",
        SAVED_AT,
        sherwood_game(),
    ))
    .unwrap();
    let on_disk: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(current.join("sherwood.json")).unwrap())
            .unwrap();
    assert_same_shape(
        &whole_states(fresh),
        &whole_states(on_disk),
        "the current Sherwood fixture is what this build writes",
    );
}

#[test]
fn a_save_from_a_newer_version_names_its_writer_and_is_kept() {
    let dir = std::env::temp_dir().join(format!("pnp-saves-newer-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("future.json");
    let text = format!(
        r#"{{"format":"pnp-companion-save","version":{},"written_by":"pnp-companion 9.0.0","game":"dnfm","name":"x","saved_at":0,"data":{{"new":"shape"}}}}"#,
        saves::VERSION + 1
    );
    std::fs::write(&path, &text).unwrap();
    let err = saves::load::<DnfmGame>(&path, GameKind::Dnfm)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("pnp-companion 9.0.0") && err.contains("kept as it is"),
        "{err}"
    );
    let env = Envelope::new(GameKind::Dnfm, "x", 1, dnfm_game(Deal::RandomLie));
    assert!(
        saves::write(&path, &env).is_err(),
        "a newer save is never overwritten"
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
}

/// The player's own data file (format 1, the only released one) keeps loading too.
#[test]
fn the_released_user_data_format_loads() {
    use pnp_companion::store::user_data::UserData;
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/user-data/example.json");
    let text = std::fs::read_to_string(&path).unwrap();
    let user = UserData::parse(&text, &path).unwrap();
    assert_eq!((user.values.len(), user.spaces.len()), (2, 1));
    let mut data = SherwoodData::builtin().unwrap().clone();
    assert!(
        user.apply_to(&mut data).is_empty(),
        "every entry still fits"
    );
}

/// Issue 59, point 3: names of any length or script. A name of 300 or 1,000 characters (or
/// of emoji, or with control characters) gets a file whose name fits the file system, is
/// written and written again, and `free_name` ends once `saves/` holds it (it looped
/// forever while the file's name was too long to read). Two long names that start alike
/// keep files of their own.
#[test]
fn names_of_any_length_or_script_are_saved_and_found_free() {
    use pnp_companion::store::storage::FileStorage;
    let dir = crate::common::fresh_dir("pnp-store-names", "long");
    let storage = FileStorage::new(&dir);
    let game = dnfm_game(Deal::BoxOrder);
    let long = "Evening at the table ".repeat(15);
    let names = [
        "x".repeat(300),
        "y".repeat(1000),
        long.clone(),
        format!("{long}, again"),
        "🎲🚀 Sternennacht".to_string(),
        "tab\there, new\nline, bell\u{7}".to_string(),
    ];
    let mut keys = BTreeSet::new();
    for name in &names {
        let key = saves::key_for(name);
        let file = key.rsplit('/').next().unwrap();
        assert!(file.len() <= 210, "{} bytes: {file}", file.len());
        assert!(keys.insert(key.clone()), "two names share the file {key}");
        for _ in 0..2 {
            saves::write_to(&storage, &key, &Envelope::of(name, 1, game.clone()))
                .unwrap_or_else(|e| panic!("{name:?}: {e}"));
        }
        let again = saves::unused_name(name, &storage);
        assert_ne!(&again, name, "the name is taken once saved");
        assert!(saves::key_for(&again).len() <= 216);
    }
    let listed: BTreeSet<String> = saves::list_in(&storage)
        .into_iter()
        .map(|s| s.name)
        .collect();
    for name in &names {
        let shown = saves::one_line(name);
        assert!(
            listed.contains(&shown),
            "{name:?} is listed under its own name, on one line"
        );
    }
    assert!(
        listed.contains("tab here, new line, bell"),
        "a line break or control character reads as a space: {listed:?}"
    );
    assert!(listed.iter().all(|n| !n.chars().any(char::is_control)));
}

/// A Sherwood save of format 5 kept what the player had chosen and typed (its draft) inside
/// the game, the dice and the gold as the text typed: it reads into the envelope's draft,
/// beside the game, as values; it is written there; and the screen shows the dice typed
/// again.
#[test]
fn a_draft_saved_inside_the_game_reads_beside_it_as_values() {
    use pnp_companion::games::sherwood::actions::Verb;
    use pnp_companion::games::sherwood::person_id::PersonId;
    use pnp_companion::games::sherwood::state::Track;
    use pnp_companion::ui::sherwood::SherwoodScreen;
    let path = fixtures().join("drafts/v5-sherwood.json");
    let save: Envelope<SherwoodGame> = saves::load(&path, GameKind::Sherwood).unwrap();
    let d = &save.draft;
    assert_eq!(d.task, Some(7));
    assert_eq!(d.result.picked, vec![PersonId::new("kirk")]);
    assert_eq!(d.result.names, vec![None, Some(PersonId::new("spock"))]);
    assert_eq!(d.result.squad, Some(SquadId::new("Squad 1")));
    assert_eq!(
        (d.result.to.clone(), d.result.prison.clone()),
        (
            Some(SpaceId::new("Trott")),
            Some(SpaceId::new("Nottingham"))
        )
    );
    assert_eq!(d.result.asker, Some(PersonId::new("mccoy")));
    assert_eq!(d.result.legend, Some(vec![(Track::Witchcraft, 1)]));
    assert_eq!(
        (d.result_die.as_slice(), d.cell.as_str()),
        (&[4][..], "MN,1I")
    );
    assert_eq!(
        (d.form.space.clone(), d.form.verb, d.form.actor.clone()),
        (
            Some(SpaceId::new("Trott")),
            Some(Verb::Raid),
            Some(PersonId::new("kirk"))
        )
    );
    assert_eq!(d.form.target.as_deref(), Some("squad"));
    assert_eq!((d.form.gold, d.die.as_slice()), (Some(3), &[7, 2][..]));
    assert!(d.neutrals_told);

    let written = serde_json::to_value(&save).unwrap();
    assert!(written["data"].get("draft").is_none(), "not in the game");
    assert_eq!(written["draft"]["die"], serde_json::json!([7, 2]));
    assert_eq!(written["draft"]["gold"], serde_json::json!(3));
    let again: Envelope<SherwoodGame> = saves::parse(
        &serde_json::to_string(&save).unwrap(),
        &path,
        GameKind::Sherwood,
    )
    .unwrap();
    assert_eq!(again.draft, save.draft, "read back as written");

    let data = SherwoodData::builtin().unwrap();
    let screen = SherwoodScreen::new(save.data.clone(), save.name.clone(), data)
        .with_draft(save.draft.clone(), data);
    assert_eq!(screen.play.die, "7, 2", "typed again");
    assert!(screen.play.placing_done);
    assert_eq!(screen.draft().die, vec![7, 2]);
}
