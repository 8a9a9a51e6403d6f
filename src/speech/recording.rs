//! The engine tests listen to: it keeps every text it is given and every sentence it starts
//! to say, and says a sentence to its end only when the test says so
//! ([`Recorder::sentence_ends`]), so a pause and a resume can be checked sentence by
//! sentence, as a child process says them.

use super::{Availability, Finished, Reading, Status, Voice, finished_now};
use crate::i18n::Lang;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// A text given to the voice, in the language it was to be said in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Said {
    pub text: String,
    pub lang: Lang,
}

/// A recording voice; its clones share one record (the test keeps one, the app another).
#[derive(Debug, Clone, Default)]
pub struct Recorder {
    inner: Arc<Mutex<Inner>>,
}

#[derive(Debug, Default)]
struct Inner {
    given: Vec<Said>,
    said: Vec<String>,
    reading: Option<Reading>,
    paused: bool,
}

impl Inner {
    /// Begins the sentence the reading is at (the end of the text: silent).
    fn begin(&mut self) {
        if let Some(r) = &self.reading {
            match r.current() {
                Some(s) => self.said.push(s.to_string()),
                None => self.reading = None,
            }
        }
    }
}

impl Recorder {
    pub fn new() -> Recorder {
        Recorder::default()
    }

    fn inner(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Every text given to say so far, oldest first.
    pub fn given(&self) -> Vec<Said> {
        self.inner().given.clone()
    }

    /// Every sentence begun so far, oldest first (a sentence a pause cut off is begun
    /// again by the resume).
    pub fn sentences(&self) -> Vec<String> {
        self.inner().said.clone()
    }

    /// Forgets what was given and said (not what is being said).
    pub fn forget(&self) {
        let mut inner = self.inner();
        inner.given.clear();
        inner.said.clear();
    }

    /// The sentence being said is said to its end: the next one begins (none while paused).
    pub fn sentence_ends(&self) {
        let mut inner = self.inner();
        if inner.paused {
            return;
        }
        if let Some(r) = &mut inner.reading {
            r.said();
            inner.begin();
        }
    }
}

impl Voice for Recorder {
    fn availability(&self) -> Availability {
        Availability::Ready("recorder".to_string())
    }

    fn speak(&mut self, text: &str, lang: Lang) -> Finished {
        let mut inner = self.inner();
        inner.given.push(Said {
            text: text.to_string(),
            lang,
        });
        inner.reading = Some(Reading::new(text));
        inner.paused = false;
        inner.begin();
        // Resolved at once: the app asks the status, which this keeps.
        finished_now()
    }

    fn pause(&mut self) {
        let mut inner = self.inner();
        if inner.reading.is_some() {
            inner.paused = true;
        }
    }

    fn resume(&mut self) {
        let mut inner = self.inner();
        if inner.paused {
            inner.paused = false;
            inner.begin();
        }
    }

    fn stop(&mut self) {
        let mut inner = self.inner();
        inner.reading = None;
        inner.paused = false;
    }

    fn status(&self) -> Status {
        let inner = self.inner();
        match (&inner.reading, inner.paused) {
            (None, _) => Status::Silent,
            (Some(_), true) => Status::Paused,
            (Some(_), false) => Status::Speaking,
        }
    }
}
