//! The desktop's voice: the system's speech program (see `program`) run as a child process
//! per sentence by a worker thread, so the UI thread never waits. A pause stops the
//! sentence being said and keeps the place; a resume says that sentence again and goes on.

use super::program::{self, Engine};
use super::{Availability, Finished, Reading, Status, Voice, finished_now};
use crate::i18n::Lang;
use iced::futures::channel::oneshot;
use std::process::Child;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::time::Duration;

/// How often the worker looks whether the sentence being said has ended.
const POLL: Duration = Duration::from_millis(40);

enum Command {
    Speak {
        reading: Reading,
        lang: &'static str,
        done: oneshot::Sender<()>,
    },
    Pause,
    Resume,
    Stop,
}

/// The status, with the number of the command it follows: the worker's word on how a
/// text ended never overwrites what a newer command set.
type Shared = Arc<Mutex<(u64, Status)>>;

#[derive(Default)]
pub struct ProcessVoice {
    /// The program, looked for on first use (`None` inside: there is none).
    engine: OnceLock<Option<Engine>>,
    worker: Option<Sender<(u64, Command)>>,
    shared: Shared,
    sent: u64,
}

impl ProcessVoice {
    /// A voice on a given program (`None`: none found), for tests.
    #[cfg(test)]
    pub fn with_engine(engine: Option<Engine>) -> ProcessVoice {
        let voice = ProcessVoice::default();
        let _ = voice.engine.set(engine);
        voice
    }

    fn engine(&self) -> Option<&Engine> {
        self.engine.get_or_init(program::find).as_ref()
    }

    /// Sends a command to the worker (started on first use), setting the status it leads
    /// to at once; `false` when there is no worker to send it to.
    fn send(&mut self, command: Command, status: Status) -> bool {
        if self.worker.is_none()
            && let Some(engine) = self.engine().cloned()
        {
            let (tx, rx) = mpsc::channel();
            let shared = self.shared.clone();
            let started = std::thread::Builder::new()
                .name("speech".to_string())
                .spawn(move || work(&engine, &rx, &shared));
            if started.is_ok() {
                self.worker = Some(tx);
            }
        }
        let Some(worker) = &self.worker else {
            return false;
        };
        self.sent += 1;
        *self.shared.lock().unwrap_or_else(PoisonError::into_inner) = (self.sent, status);
        if worker.send((self.sent, command)).is_err() {
            self.worker = None;
            self.set(Status::Silent);
            return false;
        }
        true
    }

    fn set(&self, status: Status) {
        self.shared.lock().unwrap_or_else(PoisonError::into_inner).1 = status;
    }
}

impl Voice for ProcessVoice {
    fn availability(&self) -> Availability {
        match self.engine() {
            Some(e) => Availability::Ready(e.kind.program().to_string()),
            None => Availability::NoEngine,
        }
    }

    fn speak(&mut self, text: &str, lang: Lang) -> Finished {
        let reading = Reading::new(text);
        if reading.done() {
            self.stop();
            return finished_now();
        }
        let (done, finished) = oneshot::channel();
        let command = Command::Speak {
            reading,
            lang: lang.code(),
            done,
        };
        if self.send(command, Status::Speaking) {
            finished
        } else {
            finished_now()
        }
    }

    fn pause(&mut self) {
        if self.status() == Status::Speaking {
            self.send(Command::Pause, Status::Paused);
        }
    }

    fn resume(&mut self) {
        if self.status() == Status::Paused {
            self.send(Command::Resume, Status::Speaking);
        }
    }

    fn stop(&mut self) {
        if self.status() != Status::Silent {
            self.send(Command::Stop, Status::Silent);
        }
    }

    fn status(&self) -> Status {
        self.shared.lock().unwrap_or_else(PoisonError::into_inner).1
    }
}

/// A text being said: where it is, in which language, and who to tell when it ends.
struct Job {
    reading: Reading,
    lang: &'static str,
    paused: bool,
    /// Dropped when the job ends (said, stopped or replaced), which tells the app.
    _done: oneshot::Sender<()>,
}

/// The worker: says the job's sentences one child process at a time, and takes commands
/// between and during them. Ends when the voice is dropped.
fn work(engine: &Engine, commands: &Receiver<(u64, Command)>, shared: &Shared) {
    let mut job: Option<Job> = None;
    let mut child: Option<Child> = None;
    let mut last = 0;
    let ended = |last: u64| {
        let mut s = shared.lock().unwrap_or_else(PoisonError::into_inner);
        if s.0 == last {
            s.1 = Status::Silent;
        }
    };
    loop {
        // The next sentence, where one is due.
        if child.is_none()
            && let Some(j) = &job
            && !j.paused
        {
            match j.reading.current().map(|s| engine.say(s, j.lang).spawn()) {
                Some(Ok(c)) => child = Some(c),
                // Said to the end, or the program cannot be run (any more).
                // The status first: the app, told by the job's end, reads it next.
                Some(Err(_)) | None => {
                    ended(last);
                    job = None;
                }
            }
        }
        // A command, or (while a sentence is said) a look at whether it has ended.
        let command = if child.is_some() {
            match commands.recv_timeout(POLL) {
                Ok(c) => Some(c),
                Err(RecvTimeoutError::Timeout) => None,
                Err(RecvTimeoutError::Disconnected) => break,
            }
        } else {
            match commands.recv() {
                Ok(c) => Some(c),
                Err(_) => break,
            }
        };
        if let Some((n, command)) = command {
            last = n;
            match command {
                Command::Speak {
                    reading,
                    lang,
                    done,
                } => {
                    silence(engine, &mut child);
                    job = Some(Job {
                        reading,
                        lang,
                        paused: false,
                        _done: done,
                    });
                }
                Command::Pause => {
                    silence(engine, &mut child);
                    if let Some(j) = &mut job {
                        j.paused = true;
                    }
                }
                Command::Resume => {
                    if let Some(j) = &mut job {
                        j.paused = false;
                    }
                }
                Command::Stop => {
                    silence(engine, &mut child);
                    job = None;
                }
            }
        }
        // The sentence said (or its program gone): on to the next.
        if let Some(c) = &mut child
            && !matches!(c.try_wait(), Ok(None))
        {
            child = None;
            if let Some(j) = &mut job {
                j.reading.said();
            }
        }
    }
    silence(engine, &mut child);
}

/// Stops the sentence being said, if one is.
fn silence(engine: &Engine, child: &mut Option<Child>) {
    if let Some(mut c) = child.take() {
        let _ = c.kill();
        let _ = c.wait();
        if let Some(mut hush) = engine.hush() {
            let _ = hush.status();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::speech::program::Kind;
    use std::path::{Path, PathBuf};
    use std::time::Instant;

    /// A stand-in for espeak-ng: writes the sentence (its last argument) on a line of
    /// `heard`, then takes `seconds` to "say" it.
    #[cfg(unix)]
    fn fake_engine(dir: &Path, seconds: &str) -> Engine {
        use std::os::unix::fs::PermissionsExt;
        let heard = dir.join("heard");
        let program = dir.join("espeak-ng");
        let script = format!(
            "#!/bin/sh\nfor last; do :; done\necho \"$last\" >> '{}'\nsleep {seconds}\n",
            heard.display()
        );
        std::fs::write(&program, script).unwrap();
        std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755)).unwrap();
        Engine {
            kind: Kind::EspeakNg,
            program,
        }
    }

    fn folder(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("pnp-voice-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn heard(dir: &Path) -> Vec<String> {
        std::fs::read_to_string(dir.join("heard"))
            .unwrap_or_default()
            .lines()
            .map(str::to_string)
            .collect()
    }

    fn until(what: impl Fn() -> bool) {
        let start = Instant::now();
        while !what() {
            assert!(start.elapsed() < Duration::from_secs(10), "timed out");
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    #[cfg(unix)]
    #[test]
    fn each_sentence_is_said_in_turn_and_the_end_is_told() {
        let dir = folder("turns");
        let mut voice = ProcessVoice::with_engine(Some(fake_engine(&dir, "0")));
        let finished = voice.speak("One. Two!\n\nThree", Lang::De);
        assert_eq!(voice.status(), Status::Speaking, "at once, without waiting");
        let _ = iced::futures::executor::block_on(finished);
        until(|| voice.status() == Status::Silent);
        assert_eq!(heard(&dir), ["One.", "Two!", "Three"]);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[cfg(unix)]
    #[test]
    fn a_pause_stops_at_its_sentence_and_a_resume_says_it_again() {
        let dir = folder("pause");
        let mut voice = ProcessVoice::with_engine(Some(fake_engine(&dir, "0.4")));
        let finished = voice.speak("One. Two.", Lang::En);
        until(|| heard(&dir).len() == 1);
        voice.pause();
        assert_eq!(voice.status(), Status::Paused);
        std::thread::sleep(Duration::from_millis(700));
        assert_eq!(heard(&dir), ["One."], "nothing more while paused");
        voice.resume();
        let _ = iced::futures::executor::block_on(finished);
        assert_eq!(heard(&dir), ["One.", "One.", "Two."]);
        assert_eq!(voice.status(), Status::Silent);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[cfg(unix)]
    #[test]
    fn stop_ends_the_text() {
        let dir = folder("stop");
        let mut voice = ProcessVoice::with_engine(Some(fake_engine(&dir, "0.4")));
        let finished = voice.speak("One. Two. Three.", Lang::En);
        until(|| heard(&dir).len() == 1);
        voice.stop();
        let _ = iced::futures::executor::block_on(finished);
        std::thread::sleep(Duration::from_millis(200));
        assert_eq!(heard(&dir), ["One."]);
        assert_eq!(voice.status(), Status::Silent);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn without_a_program_nothing_is_said_and_it_says_why() {
        let mut voice = ProcessVoice::with_engine(None);
        assert_eq!(voice.availability(), Availability::NoEngine);
        let _ = iced::futures::executor::block_on(voice.speak("One.", Lang::En));
        assert_eq!(voice.status(), Status::Silent);
    }

    /// The system's own program, found on `PATH` and run as the app runs it, says a
    /// sentence in each language to its end (heard where there is a sound device):
    /// `cargo test --lib -- --ignored speech::process::tests::the_system`.
    #[test]
    #[ignore = "needs a speech program (espeak-ng, spd-say, say, PowerShell) on PATH"]
    fn the_system_program_says_a_sentence_in_each_language() {
        let mut voice = ProcessVoice::default();
        assert!(voice.availability().ready(), "{:?}", voice.availability());
        for (lang, text) in [
            (Lang::En, "Seven, plus two: nine. Recruited."),
            (Lang::De, "Sieben, plus zwei: neun. Angeworben."),
            (Lang::Fr, "Sept, plus deux\u{a0}: neuf. Recruté."),
        ] {
            let _ = iced::futures::executor::block_on(voice.speak(text, lang));
            assert_eq!(voice.status(), Status::Silent);
        }
    }
}
