//! The text mode as a terminal runs it: the built binary on a pseudo-terminal (so it sees a
//! terminal, echo and all, as a screen reader's terminal does), its words read up to each
//! prompt and lines typed in answer.

use std::io::{Read, Write};
use std::os::fd::{FromRawFd, OwnedFd};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

pub struct Terminal {
    child: Child,
    writer: std::fs::File,
    chunks: Receiver<Vec<u8>>,
    /// Everything the program wrote so far, carriage returns left out.
    pub seen: String,
}

/// A pseudo-terminal pair: (the terminal's side, the program's side).
fn open_pty() -> (OwnedFd, OwnedFd) {
    let (mut master, mut slave) = (0, 0);
    // SAFETY: openpty writes two descriptors into the integers it is given; null name,
    // termios and window size ask for the defaults.
    let r = unsafe {
        libc::openpty(
            &mut master,
            &mut slave,
            std::ptr::null_mut(),
            std::ptr::null(),
            std::ptr::null(),
        )
    };
    assert_eq!(r, 0, "openpty");
    // SAFETY: both descriptors were just opened and are owned by nobody else.
    unsafe { (OwnedFd::from_raw_fd(master), OwnedFd::from_raw_fd(slave)) }
}

impl Terminal {
    /// `pnp-companion --lang en ARGS` on a terminal of its own, with `dir` its data folder.
    pub fn start(dir: &Path, args: &[&str]) -> Terminal {
        Terminal::start_in(dir, "en", args)
    }

    /// `pnp-companion --lang LANG ARGS`, as [`Terminal::start`].
    pub fn start_in(dir: &Path, lang: &str, args: &[&str]) -> Terminal {
        let (master, slave) = open_pty();
        let child = Command::new(env!("CARGO_BIN_EXE_pnp-companion"))
            .args(["--lang", lang])
            .args(args)
            .env("PNP_COMPANION_DATA_DIR", dir)
            .stdin(Stdio::from(slave.try_clone().expect("dup")))
            .stdout(Stdio::from(slave.try_clone().expect("dup")))
            .stderr(Stdio::from(slave))
            .spawn()
            .expect("the binary runs");
        let master = std::fs::File::from(master);
        let mut reader = master.try_clone().expect("dup");
        let (tx, chunks) = channel();
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 || tx.send(buf[..n].to_vec()).is_err() {
                    break;
                }
            }
        });
        Terminal {
            child,
            writer: master,
            chunks,
            seen: String::new(),
        }
    }

    /// What the program says until it asks for a line ("> "), or until it ends; `None`
    /// when it ended without asking.
    pub fn answer(&mut self) -> Option<String> {
        let start = self.seen.len();
        loop {
            if self.seen[start..].ends_with("> ") {
                return Some(self.seen[start..].to_string());
            }
            match self.chunks.recv_timeout(Duration::from_secs(30)) {
                Ok(bytes) => self
                    .seen
                    .push_str(&String::from_utf8_lossy(&bytes).replace('\r', "")),
                // The program closed its terminal: it has ended.
                Err(RecvTimeoutError::Disconnected) => return None,
                Err(RecvTimeoutError::Timeout) => {
                    panic!(
                        "no prompt in 30 s; the program said:\n{}",
                        &self.seen[start..]
                    )
                }
            }
        }
    }

    /// Types `line` and Enter.
    pub fn send_line(&mut self, line: &str) {
        self.writer
            .write_all(format!("{line}\n").as_bytes())
            .expect("the terminal takes the line");
    }

    /// Types `line`, then reads up to the next prompt.
    pub fn say(&mut self, line: &str) -> String {
        self.send_line(line);
        self.answer().unwrap_or_default()
    }

    /// Waits for the program to end; its exit code.
    pub fn finish(&mut self) -> i32 {
        for _ in 0..300 {
            if let Ok(Some(status)) = self.child.try_wait() {
                assert!(!self.seen.contains("panicked"), "{}", self.seen);
                return status.code().unwrap_or(-1);
            }
            while let Ok(bytes) = self.chunks.try_recv() {
                self.seen
                    .push_str(&String::from_utf8_lossy(&bytes).replace('\r', ""));
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        let _ = self.child.kill();
        panic!("the program did not end; it said:\n{}", self.seen);
    }
}
