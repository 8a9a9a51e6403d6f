//! Speaking: a [`Voice`] says a text, and stops, pauses and resumes. The app holds one (the
//! system's, or a test's [`Recorder`]) and gives it only words a screen already shows.
//!
//! Here: the interface and the engine for this build; `sentences` cuts a text into the
//! sentences a child process says one at a time; `program` finds the desktop's speech
//! program; `process` runs it off the UI thread; `web` is the browser's `speechSynthesis`;
//! `recording` is the engine tests listen to. Without the `speech` feature the build has
//! no engine and says so.

mod recording;
mod sentences;

#[cfg(all(feature = "speech", not(target_arch = "wasm32")))]
mod process;
#[cfg(all(feature = "speech", not(target_arch = "wasm32")))]
mod program;
#[cfg(all(feature = "speech", target_arch = "wasm32"))]
mod web;

pub use recording::{Recorder, Said};
pub use sentences::{Reading, sentences};

use crate::i18n::Lang;
use iced::futures::channel::oneshot;

/// Resolves when what was given to [`Voice::speak`] is said, stopped or replaced (never on
/// a pause): the app then looks at the voice's [`Status`] again.
pub type Finished = oneshot::Receiver<()>;

/// What a voice is doing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Status {
    #[default]
    Silent,
    Speaking,
    Paused,
}

/// Whether this build and this system can speak.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Availability {
    /// Yes, with this engine (a program's name, or the browser's).
    Ready(String),
    /// The build can, but no speech engine was found.
    NoEngine,
    /// Built without the `speech` feature.
    NotInBuild,
}

impl Availability {
    pub fn ready(&self) -> bool {
        matches!(self, Availability::Ready(_))
    }

    /// What the settings say about it, in the player's language.
    pub fn words(&self) -> String {
        match self {
            Availability::Ready(engine) => crate::t!("speech-engine", engine = engine.as_str()),
            Availability::NoEngine => crate::t!("speech-no-engine"),
            Availability::NotInBuild => crate::t!("speech-not-in-build"),
        }
    }
}

/// A speech engine. Nothing here waits for the voice: `speak` returns at once.
pub trait Voice {
    /// Whether it can speak (a desktop engine looks for its program the first time).
    fn availability(&self) -> Availability;
    /// Starts saying `text` in `lang`, cutting off whatever it was saying.
    fn speak(&mut self, text: &str, lang: Lang) -> Finished;
    /// Stops at the sentence being said, keeping the place.
    fn pause(&mut self);
    /// Goes on from the sentence a pause stopped at.
    fn resume(&mut self);
    /// Stops, forgetting the text.
    fn stop(&mut self);
    fn status(&self) -> Status;
}

/// A `Finished` that has already resolved: nothing is being said.
pub fn finished_now() -> Finished {
    oneshot::channel().1
}

/// The voice of the platform this build runs on.
pub fn system_voice() -> Box<dyn Voice> {
    #[cfg(all(feature = "speech", not(target_arch = "wasm32")))]
    {
        Box::new(process::ProcessVoice::default())
    }
    #[cfg(all(feature = "speech", target_arch = "wasm32"))]
    {
        Box::new(web::WebVoice::default())
    }
    #[cfg(not(feature = "speech"))]
    {
        Box::new(Mute(Availability::NotInBuild))
    }
}

/// A voice that never speaks and finds no engine: what an app has until it starts in a
/// window (the same on every machine, so tests and their pictures do not depend on the
/// programs installed).
pub fn no_voice() -> Box<dyn Voice> {
    Box::new(Mute(Availability::NoEngine))
}

/// A voice that says nothing, and says why (no engine, or a build without speech).
struct Mute(Availability);

impl Voice for Mute {
    fn availability(&self) -> Availability {
        self.0.clone()
    }
    fn speak(&mut self, _text: &str, _lang: Lang) -> Finished {
        finished_now()
    }
    fn pause(&mut self) {}
    fn resume(&mut self) {}
    fn stop(&mut self) {}
    fn status(&self) -> Status {
        Status::Silent
    }
}
