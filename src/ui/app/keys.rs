//! The keyboard: shortcuts and the help overlay they open.

use super::{App, Message};
use crate::ui::game_screen::GameParts;
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
        let parts = GameParts {
            card_set: self.card_set,
            sherwood: self.sherwood.as_ref(),
            imported: self.imported.as_ref(),
            caps: self.caps,
            wide: None,
            short: false,
            narrow: false,
        };
        let message = self
            .screen
            .game_mut()
            .and_then(|game| game.shortcut(parts, &key, modifiers));
        match message {
            Some(m) => self.update(m),
            None => Task::none(),
        }
    }

    /// Opens the help at the game on screen, or closes it.
    pub(super) fn toggle_help(&mut self) {
        self.help = !self.help;
        if self.help {
            self.help_topic = self
                .screen
                .game()
                .map_or(crate::ui::help::Topic::Keys, |game| game.help_topic());
        }
    }
}
