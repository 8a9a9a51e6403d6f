//! Reads are bounded by the bytes actually read, not by the size a file claims: a device
//! (`/dev/zero` claims 0 bytes and never ends), a FIFO fed without end, or a file that
//! grows are refused with the same "too large" message as an oversized file, quickly and
//! without holding more than the bound in memory.

use pnp_companion::store::StoreError;
use pnp_companion::store::files::{MAX_FILE_BYTES, read_text};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// The in-process tests take turns, so the peak memory one measures is its own.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("pnp-bounded-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Runs the command line with its own data folder; killed (and the test failed) if it runs
/// longer than `limit`.
fn run_within(data: &Path, args: &[&str], limit: Duration) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pnp-companion"))
        // English whatever the machine's language: the tests read its words.
        .args(["--lang", "en"])
        .env("PNP_COMPANION_DATA_DIR", data)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    let started = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{args:?} still running after {limit:?}: the read is not bounded");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

/// The process's peak resident memory so far, in kB (Linux).
#[cfg(target_os = "linux")]
fn peak_kb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn assert_too_large(result: Result<String, StoreError>, path: &Path) {
    match result {
        Err(e @ StoreError::TooLarge { .. }) => {
            let text = e.to_string();
            assert!(text.contains(&path.display().to_string()), "{text}");
            assert!(text.contains("too large"), "{text}");
        }
        other => panic!("{}: expected too large, got {other:?}", path.display()),
    }
}

#[cfg(unix)]
#[test]
fn a_device_is_too_large_not_read_without_end() {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let zero = Path::new("/dev/zero");
    if !zero.exists() {
        skip("no /dev/zero here");
        return;
    }
    #[cfg(target_os = "linux")]
    let before = peak_kb();
    let started = Instant::now();
    assert_too_large(read_text(zero), zero);
    assert!(started.elapsed() < Duration::from_secs(30));
    // One bound's worth of bytes (and a growing buffer's slack), not gigabytes.
    #[cfg(target_os = "linux")]
    if let (Some(before), Some(after)) = (before, peak_kb()) {
        let grown_mb = after.saturating_sub(before) / 1024;
        let bound_mb = MAX_FILE_BYTES / (1024 * 1024);
        assert!(
            grown_mb <= 4 * bound_mb,
            "reading /dev/zero took {grown_mb} MB (the bound is {bound_mb} MB)"
        );
    }
}

/// A test that cannot run here says so and passes, except in CI (`CI=true`), where every
/// machine has what it needs and a skip would hide a test that never ran.
fn skip(why: &str) {
    assert!(!crate::common::in_ci(), "{why}: CI must run this test");
    eprintln!("skipping: {why}");
}

/// A FIFO made in `dir`, or `None` (with a note) where `mkfifo` is not available.
#[cfg(unix)]
fn fifo_in(dir: &Path, name: &str) -> Option<PathBuf> {
    let fifo = dir.join(name);
    match Command::new("mkfifo").arg(&fifo).status() {
        Ok(s) if s.success() => Some(fifo),
        other => {
            skip(&format!("mkfifo is not available here ({other:?})"));
            None
        }
    }
}

#[cfg(unix)]
#[test]
fn a_fifo_fed_without_end_is_too_large() {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let d = dir("fifo");
    let Some(fifo) = fifo_in(&d, "endless") else {
        return;
    };
    // A writer that never stops until the reader goes away (then its write fails).
    let writer_path = fifo.clone();
    let writer = std::thread::spawn(move || {
        use std::io::Write;
        let mut f = std::fs::OpenOptions::new()
            .write(true)
            .open(&writer_path)
            .unwrap();
        let chunk = vec![b'x'; 64 * 1024];
        while f.write_all(&chunk).is_ok() {}
    });
    let started = Instant::now();
    assert_too_large(read_text(&fifo), &fifo);
    assert!(started.elapsed() < Duration::from_secs(30));
    writer.join().unwrap();
}

#[cfg(unix)]
#[test]
fn a_fifo_nobody_writes_to_does_not_hang() {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let d = dir("silent-fifo");
    let Some(fifo) = fifo_in(&d, "silent") else {
        return;
    };
    let started = Instant::now();
    // Opening waits for no writer; the pipe reads as empty once it has stayed silent.
    assert_eq!(read_text(&fifo).ok().as_deref(), Some(""));
    assert!(started.elapsed() < Duration::from_secs(15));
    // The command line says so and stores nothing.
    let out = run_within(
        &d,
        &["sherwood", "import-data", fifo.to_str().unwrap()],
        Duration::from_secs(30),
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(!d.join("sherwood-user-data.json").exists());
}

#[test]
fn a_file_just_at_the_bound_is_read_and_one_byte_more_is_not() {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let d = dir("bound");
    let at = d.join("at.txt");
    let over = d.join("over.txt");
    let size = usize::try_from(MAX_FILE_BYTES).unwrap();
    std::fs::write(&at, vec![b' '; size]).unwrap();
    assert_eq!(read_text(&at).unwrap().len(), size);
    std::fs::write(&over, vec![b' '; size + 1]).unwrap();
    assert_too_large(read_text(&over), &over);
    let _ = std::fs::remove_dir_all(&d);
}

#[cfg(unix)]
#[test]
fn import_rulebook_from_a_device_is_a_clear_error() {
    if !Path::new("/dev/zero").exists() {
        skip("no /dev/zero here");
        return;
    }
    let d = dir("cli-zero");
    let out = run_within(
        &d,
        &["sherwood", "import-rulebook", "/dev/zero"],
        Duration::from_secs(60),
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("/dev/zero is too large"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    assert!(
        !d.join("sherwood-rulebook-text.json").exists(),
        "nothing is imported"
    );
}

#[cfg(unix)]
#[test]
fn import_data_from_a_fifo_is_a_clear_error() {
    let d = dir("cli-fifo");
    let Some(fifo) = fifo_in(&d, "their-charts.json") else {
        return;
    };
    let writer_path = fifo.clone();
    let writer = std::thread::spawn(move || {
        use std::io::Write;
        let Ok(mut f) = std::fs::OpenOptions::new().write(true).open(&writer_path) else {
            return;
        };
        let chunk = vec![b' '; 64 * 1024];
        while f.write_all(&chunk).is_ok() {}
    });
    let fifo_text = fifo.to_str().unwrap();
    let out = run_within(
        &d,
        &["sherwood", "import-data", fifo_text],
        Duration::from_secs(60),
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("is too large"), "{err}");
    writer.join().unwrap();
    assert!(!d.join("sherwood-user-data.json").exists());
}

/// Issue 59, point 6: a FIFO in `saves/` is skipped at once, not read (each listing waited
/// on it for seconds); the saves beside it are listed as before.
#[cfg(unix)]
#[test]
fn a_fifo_among_the_saves_is_skipped_at_once() {
    use pnp_companion::store::saves;
    use pnp_companion::store::storage::FileStorage;
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let d = dir("fifo-in-saves");
    let storage = FileStorage::new(&d);
    let game = pnp_companion::games::dnfm::game::DnfmGame::new_digital(
        pnp_companion::games::dnfm::cards::CardSet::builtin().unwrap(),
        1,
    );
    let key = saves::key_for("Evening");
    saves::write_to(&storage, &key, &saves::Envelope::of("Evening", 1, game)).unwrap();
    let Some(_fifo) = fifo_in(&d.join("saves"), "stuck.json") else {
        return;
    };
    let started = Instant::now();
    let listed = saves::list_in(&storage);
    assert!(
        started.elapsed() < Duration::from_secs(1),
        "the listing waited {:?}",
        started.elapsed()
    );
    let names: Vec<&str> = listed.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Evening"]);
}
