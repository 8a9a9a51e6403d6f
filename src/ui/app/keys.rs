//! The keyboard: shortcuts and the help overlay they open.

use super::{App, Message, Screen};
use iced::{Task, keyboard};

impl App {
    /// Keyboard shortcuts: F1 and Ctrl+H here; every other key belongs to the screen up
    /// (public so tests can press keys without a window).
    pub fn key(&mut self, key: keyboard::Key, modifiers: keyboard::Modifiers) -> Task<Message> {
        use keyboard::key::Named;
        let help = match key.as_ref() {
            keyboard::Key::Character("h") => modifiers.command(),
            keyboard::Key::Named(Named::F1) => true,
            _ => false,
        };
        if help {
            self.toggle_help();
            return Task::none();
        }
        if self.help && key == keyboard::Key::Named(Named::Escape) {
            self.help = false;
            return Task::none();
        }
        let message = match &mut self.screen {
            Screen::Sherwood(s) => self
                .sherwood
                .as_ref()
                .and_then(|d| s.shortcut(d, &key, modifiers))
                .map(Message::Sherwood),
            Screen::Dnfm(s) => self
                .card_set
                .and_then(|set| s.shortcut(set, &key, modifiers))
                .map(Message::Dnfm),
            Screen::Home(_) | Screen::Print(_) | Screen::Record(_) | Screen::Broken(_) => None,
        };
        match message {
            Some(m) => self.update(m),
            None => Task::none(),
        }
    }

    /// Opens the help at the game on screen, or closes it.
    pub(super) fn toggle_help(&mut self) {
        self.help = !self.help;
        if self.help {
            self.help_topic = match self.screen {
                Screen::Dnfm(_) => crate::ui::help::Topic::Dnfm,
                Screen::Sherwood(_) => crate::ui::help::Topic::Sherwood,
                Screen::Home(_) | Screen::Print(_) | Screen::Record(_) | Screen::Broken(_) => {
                    crate::ui::help::Topic::Keys
                }
            };
        }
    }
}
