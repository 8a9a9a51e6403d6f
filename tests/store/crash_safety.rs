//! Saves survive a crash at any moment: a child process plays through the app's shell, whose
//! autosave writes the game after every action (its tasks run to the end as the runtime
//! would run them), and is killed (SIGKILL) at random moments. After every kill the save and
//! its backup must parse and equal a state that was written.
//!
//! CI kills the child 60 times; `scripts/stress.sh` sets `PNP_STRESS_KILLS` (1,000 or more).

use crate::common;

use common::ui::send_and_wait;
use pnp_companion::engine::random::GameRng;
use pnp_companion::games::dnfm::cards::CardSet;
use pnp_companion::games::dnfm::game::DnfmGame;
use pnp_companion::games::dnfm::rules::legal_actions;
use pnp_companion::store::saves::{self, Envelope, GameKind};
use pnp_companion::ui::app::Screen;
use pnp_companion::ui::{App, Message, dnfm, home};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const CHILD_DIR: &str = "PNP_CRASH_CHILD_DIR";
const CHILD_SEED: &str = "PNP_CRASH_CHILD_SEED";

/// The next step of the scripted player: the app's suggestion when legal, else the first
/// legal action; `None` when the game is over.
fn next(set: &CardSet, g: &DnfmGame) -> Option<pnp_companion::games::dnfm::rules::Action> {
    let legal = legal_actions(set, g.state());
    DnfmGame::suggested(set, g.state())
        .filter(|a| legal.contains(a))
        .or_else(|| legal.first().copied())
}

/// The game the child has written after `steps` actions from `seed`.
fn game_after(set: &CardSet, seed: u64, steps: usize) -> DnfmGame {
    let mut g = DnfmGame::new_digital(set, seed);
    for _ in 0..steps {
        let a = next(set, &g).expect("the child never writes past the end of a game");
        g.act(set, a, &[]).unwrap();
    }
    g
}

/// The child test's name as the test binary knows it: its module path without the crate's.
fn crash_child_name() -> String {
    let module = module_path!();
    let within = module.split_once("::").map_or(module, |(_, rest)| rest);
    format!("{within}::crash_child")
}

fn save_path(dir: &Path) -> PathBuf {
    saves::file_for(dir, "crash test")
}

/// The child: autosaves game after game until it is killed. Run only by `saves_survive_sigkill`.
#[test]
#[ignore = "the child process of saves_survive_sigkill"]
fn crash_child() {
    let (Ok(dir), Ok(seed)) = (std::env::var(CHILD_DIR), std::env::var(CHILD_SEED)) else {
        return;
    };
    let set = CardSet::builtin().unwrap();
    let dir = PathBuf::from(dir);
    let mut seed: u64 = seed.parse().unwrap();
    loop {
        // A new game of the same name each time: the last one's save goes first.
        let _ = std::fs::remove_file(save_path(&dir));
        let mut app = App::new(Some(dir.clone()));
        for m in [
            home::Message::Seed(seed.to_string()),
            home::Message::Name("crash test".into()),
            home::Message::New(GameKind::Dnfm),
        ] {
            send_and_wait(&mut app, Message::Home(m));
        }
        loop {
            let Screen::Dnfm(s) = &app.screen else {
                panic!("the child plays on the DNFM screen")
            };
            assert!(app.notice().is_none(), "{:?}", app.notice());
            let Some(a) = next(set, &s.game) else { break };
            send_and_wait(&mut app, Message::Dnfm(dnfm::Message::Act(a)));
        }
        seed += 1_000_000;
    }
}

/// A surviving file: parses, and is exactly the game its seed and length say was written.
fn check_survivor(set: &CardSet, path: &Path) -> Result<(), String> {
    let save: Envelope<DnfmGame> = saves::load(path, GameKind::Dnfm).map_err(|e| e.to_string())?;
    let g = save.data;
    let want = game_after(set, g.seed, g.journal.entries().len());
    if g != want {
        return Err(format!(
            "{} is not a state that was written",
            path.display()
        ));
    }
    Ok(())
}

#[test]
fn saves_survive_sigkill() {
    let kills: usize = std::env::var("PNP_STRESS_KILLS")
        .ok()
        .and_then(|k| k.parse().ok())
        .unwrap_or(60);
    let set = CardSet::builtin().unwrap();
    let dir = std::env::temp_dir().join(format!("pnp-crash-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = save_path(&dir);
    let mut rng = GameRng::from_seed(8);
    let exe = std::env::current_exe().unwrap();
    let started = Instant::now();
    let mut survived = 0;
    for kill in 0..kills {
        let mut child = Command::new(&exe)
            .args([
                crash_child_name().as_str(),
                "--exact",
                "--ignored",
                "--test-threads=1",
            ])
            .env(CHILD_DIR, &dir)
            .env(CHILD_SEED, (kill as u64 + 1).to_string())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_micros(u64::from(rng.between(5_000, 60_000))));
        child.kill().unwrap(); // SIGKILL on Unix
        let status = child.wait().unwrap();
        assert!(
            !status.success(),
            "kill {kill}: the child ended by itself ({status}), so it did not run"
        );
        if path.exists() {
            check_survivor(set, &path).unwrap_or_else(|e| panic!("kill {kill}: {e}"));
            survived += 1;
        }
        let backup = path.with_file_name("crash-test.json.bak");
        if backup.exists() {
            check_survivor(set, &backup).unwrap_or_else(|e| panic!("kill {kill}: backup: {e}"));
        }
    }
    let half_written = std::fs::read_dir(saves::file_for(&dir, "x").parent().unwrap())
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().contains(".tmp-"))
        .count();
    println!(
        "{kills} SIGKILLs in {:.1} s: the save survived whole after {survived}; \
         {half_written} kills landed mid-write (their temporary files are left to sweep)",
        started.elapsed().as_secs_f64()
    );
    assert!(
        survived * 2 >= kills,
        "the child rarely got to write ({survived} of {kills}): the test proves little"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
