//! Read aloud: the buttons under a text the player may have read out (a Sherwood paragraph
//! from the player's own rulebook, the help) and how they stand.

use super::style;
use crate::t;
use iced::Element;
use iced::widget::{column, row};

/// A read-aloud button.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Control {
    Read,
    Pause,
    Resume,
    Stop,
}

/// How a text's buttons stand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Shown {
    /// Nothing can be said (no engine, or a build without speech): no buttons.
    #[default]
    Unavailable,
    /// The voice is not reading this text: Read aloud.
    Idle,
    /// Reading it: Pause and Stop.
    Reading,
    /// Paused in it: Resume and Stop.
    Paused,
}

/// The buttons for a text in the state `shown`.
pub fn controls<'a, M: Clone + 'a>(shown: Shown, on: impl Fn(Control) -> M) -> Element<'a, M> {
    let button = |words: String, c: Control| style::small(words, Some(on(c)));
    match shown {
        Shown::Unavailable => column![].into(),
        Shown::Idle => row![button(t!("speech-read-aloud"), Control::Read)].into(),
        Shown::Reading => row![
            button(t!("speech-pause"), Control::Pause),
            button(t!("speech-stop"), Control::Stop)
        ]
        .spacing(6)
        .into(),
        Shown::Paused => row![
            button(t!("speech-resume"), Control::Resume),
            button(t!("speech-stop"), Control::Stop)
        ]
        .spacing(6)
        .into(),
    }
}
