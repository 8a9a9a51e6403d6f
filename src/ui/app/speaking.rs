//! The shell's voice: each new outcome the turn log records is said (when the player
//! turned "Speak outcomes" on), and a text on show is read aloud (a Sherwood paragraph the
//! player has read, from their own rulebook; the help). Only words a screen shows are
//! given to the voice; undo and redo bring back old entries and say nothing.

use super::{App, Message, Screen};
use crate::speech::{Status, Voice};
use crate::ui::read_aloud::{Control, Shown};
use iced::Task;

/// A text that can be read aloud.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// The Sherwood paragraph the reader shows (only a paragraph the player has read).
    Paragraph(u16),
    /// The help, at this topic.
    Help(crate::ui::help::Topic),
}

/// Where the turn log on screen stood before a message: which play, and how many entries
/// were in effect.
pub(super) struct Mark {
    play: (std::mem::Discriminant<Screen>, Option<u64>),
    in_effect: usize,
}

/// Whether `message` steps through the log (undo, redo, going back to an entry) rather than
/// adds to it: what it brings back was said when it first happened.
pub(super) fn steps_through_the_log(message: &Message) -> bool {
    use crate::ui::{dnfm, sherwood};
    matches!(
        message,
        Message::Dnfm(
            dnfm::Message::Undo
                | dnfm::Message::Redo
                | dnfm::Message::GoTo(_)
                | dnfm::Message::ConfirmGoTo
        ) | Message::Sherwood(
            sherwood::Message::Undo
                | sherwood::Message::Redo
                | sherwood::Message::GoTo(_)
                | sherwood::Message::ConfirmGoTo
        )
    )
}

impl App {
    /// Speaks through `voice` from now on (a test gives a [`crate::speech::Recorder`]).
    pub fn set_voice(&mut self, voice: Box<dyn Voice>) {
        self.voice.stop();
        self.voice = voice;
        self.reading = None;
    }

    /// Whether the voice can speak, and with what (the settings say it).
    pub fn speech(&self) -> crate::speech::Availability {
        self.voice.availability()
    }

    /// Where the log on screen stands now.
    pub(super) fn mark(&self) -> Option<Mark> {
        let in_effect = self.screen.game()?.in_effect();
        Some(Mark {
            play: (std::mem::discriminant(&self.screen), self.play),
            in_effect,
        })
    }

    /// Says what the log recorded since `before`, if the player wants outcomes spoken.
    pub(super) fn say_new_outcomes(&mut self, before: Option<Mark>) -> Task<Message> {
        // The screen-reader page's reader says them: the app's voice would talk over it.
        let Some(before) = before.filter(|_| self.settings.speak_outcomes && !self.listening())
        else {
            return Task::none();
        };
        if before.play != (std::mem::discriminant(&self.screen), self.play) {
            return Task::none();
        }
        // Said aloud: the spoken form (no arrows or codes), in the player's language.
        let lines = self
            .screen
            .game()
            .map(|game| game.spoken_since(before.in_effect))
            .unwrap_or_default();
        if lines.is_empty() {
            return Task::none();
        }
        self.say(&lines.join("\n\n"), None)
    }

    /// Gives `text` to the voice (cutting off what it was saying); `source`: the text on
    /// show it reads, for its buttons.
    fn say(&mut self, text: &str, source: Option<Source>) -> Task<Message> {
        let lang = crate::i18n::resolve(self.settings.chosen_language());
        let finished = self.voice.speak(text, lang);
        self.reading = source;
        Task::perform(finished, |_| Message::Spoken)
    }

    /// A read-aloud button for `source`.
    pub(super) fn aloud(&mut self, source: Source, control: Control) -> Task<Message> {
        match control {
            Control::Read => {
                if let Some(text) = self.text_of(source) {
                    return self.say(&text, Some(source));
                }
            }
            Control::Pause if self.reading == Some(source) => self.voice.pause(),
            Control::Resume if self.reading == Some(source) => self.voice.resume(),
            Control::Stop if self.reading == Some(source) => {
                self.voice.stop();
                self.reading = None;
            }
            Control::Pause | Control::Resume | Control::Stop => {}
        }
        Task::none()
    }

    /// What reading `source` aloud says, while it is on show: a paragraph only as the
    /// reader shows it (read, from the player's imported text), the help at its topic.
    fn text_of(&self, source: Source) -> Option<String> {
        if !self.on_show(source) {
            return None;
        }
        match source {
            Source::Paragraph(n) => {
                let own = self.imported.as_ref()?.paragraphs.get(&n)?;
                Some(format!("{}\n\n{own}", crate::t!("sws-paragraph", n = n)))
            }
            Source::Help(topic) => Some(crate::ui::help::spoken(
                topic,
                self.card_set,
                self.sherwood.as_ref(),
            )),
        }
    }

    /// Whether `source` is what the page shows now.
    fn on_show(&self, source: Source) -> bool {
        match source {
            Source::Help(topic) => self.help && self.help_topic == topic,
            Source::Paragraph(n) => {
                !self.help
                    && self.screen.game().and_then(|game| game.paragraph_on_show()) == Some(n)
            }
        }
    }

    /// How the buttons of `source` stand.
    pub(super) fn shown(&self, source: Source) -> Shown {
        if !self.voice.availability().ready() {
            return Shown::Unavailable;
        }
        if self.reading != Some(source) {
            return Shown::Idle;
        }
        match self.voice.status() {
            Status::Silent => Shown::Idle,
            Status::Speaking => Shown::Reading,
            Status::Paused => Shown::Paused,
        }
    }

    /// After each message: a text read aloud that is no longer on show is stopped (the
    /// player cannot reach its buttons), and the paragraph's buttons are set.
    pub(super) fn follow_reading(&mut self) {
        if let Some(source) = self.reading
            && (!self.on_show(source) || self.voice.status() == Status::Silent)
        {
            if self.voice.status() != Status::Silent {
                self.voice.stop();
            }
            self.reading = None;
        }
        let paragraph = self.screen.game().and_then(|game| game.paragraph_on_show());
        let shown = paragraph.map(|n| self.shown(Source::Paragraph(n)));
        if let (Some(game), Some(shown)) = (self.screen.game_mut(), shown) {
            game.set_paragraph_aloud(shown);
        }
    }
}
