//! The browser's voice: `window.speechSynthesis`, each sentence an utterance in the
//! player's language, queued by the browser, which pauses and resumes them itself.

use super::{Availability, Finished, Status, Voice, finished_now, sentences};
use crate::i18n::Lang;
use iced::futures::channel::oneshot;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{SpeechSynthesis, SpeechSynthesisUtterance};

#[derive(Default)]
pub struct WebVoice {
    /// Who to tell when the text being said ends (its last utterance ends, or it is cut).
    done: Rc<RefCell<Option<oneshot::Sender<()>>>>,
}

fn synthesis() -> Option<SpeechSynthesis> {
    web_sys::window().and_then(|w| w.speech_synthesis().ok())
}

impl WebVoice {
    /// Tells the app the text being said has ended.
    fn ended(&self) {
        if let Some(done) = self.done.borrow_mut().take() {
            let _ = done.send(());
        }
    }
}

impl Voice for WebVoice {
    fn availability(&self) -> Availability {
        match synthesis() {
            Some(_) => Availability::Ready("speechSynthesis".to_string()),
            None => Availability::NoEngine,
        }
    }

    fn speak(&mut self, text: &str, lang: Lang) -> Finished {
        let Some(synth) = synthesis() else {
            return finished_now();
        };
        synth.cancel();
        self.ended();
        let said = sentences(text);
        let count = said.len();
        let (done, finished) = oneshot::channel();
        *self.done.borrow_mut() = Some(done);
        for (i, sentence) in said.iter().enumerate() {
            let Ok(u) = SpeechSynthesisUtterance::new_with_text(sentence) else {
                continue;
            };
            u.set_lang(lang.code());
            if i + 1 == count {
                let slot = self.done.clone();
                let end = Closure::<dyn FnMut()>::new(move || {
                    if let Some(done) = slot.borrow_mut().take() {
                        let _ = done.send(());
                    }
                });
                u.set_onend(Some(end.as_ref().unchecked_ref()));
                u.set_onerror(Some(end.as_ref().unchecked_ref()));
                // The browser holds the utterance (and so the callback) until it ends.
                end.forget();
            }
            synth.speak(&u);
        }
        if count == 0 {
            self.ended();
        }
        finished
    }

    fn pause(&mut self) {
        if let Some(s) = synthesis() {
            s.pause();
        }
    }

    fn resume(&mut self) {
        if let Some(s) = synthesis() {
            s.resume();
        }
    }

    fn stop(&mut self) {
        if let Some(s) = synthesis() {
            s.cancel();
        }
        self.ended();
    }

    fn status(&self) -> Status {
        match synthesis() {
            Some(s) if s.paused() && (s.speaking() || s.pending()) => Status::Paused,
            Some(s) if s.speaking() || s.pending() => Status::Speaking,
            _ => Status::Silent,
        }
    }
}
