//! The player's other files: a picked file's use, the rulebook's import, a log's export and
//! the settings' write.

use super::{App, Message, Pick};
use crate::store::moving::TakeSettings;
use crate::store::settings::Settings;
use crate::t;
use crate::ui::jobs::{self, JobError};
use crate::ui::platform::{self, FileKind, PickedFile};
use iced::Task;

impl App {
    /// A file the player picked: the rulebook's text, or data from another device.
    pub(super) fn picked(&mut self, pick: Pick, picked: Option<PickedFile>) -> Task<Message> {
        let Some(file) = picked else {
            self.tell_problem(if !self.caps.file_paths {
                t!("app-no-file-chosen")
            } else {
                t!("app-no-file-chosen-desktop")
            });
            return Task::none();
        };
        let Some(storage) = self.storage.clone() else {
            self.tell_problem(platform::no_storage());
            return Task::none();
        };
        match pick {
            Pick::Rulebook => {
                if let Some(game) = self.screen.game_mut() {
                    game.rulebook_picked(&file.name);
                }
                jobs::import_rulebook_text(storage, file.text).map(Message::Imported)
            }
            Pick::Data => jobs::import_data(storage, file, TakeSettings::IfNoneHere)
                .map(Message::DataImported),
        }
    }

    pub(super) fn import_rulebook(&mut self, path: String) -> Task<Message> {
        match &self.storage {
            Some(s) => jobs::import_rulebook(s.clone(), path).map(Message::Imported),
            None => {
                self.tell_problem(t!("app-no-folder-paragraphs"));
                Task::none()
            }
        }
    }

    /// Writes the turn log as Markdown into the data folder (in a browser: a download) and
    /// says where.
    pub(super) fn export_log(&mut self, key: &'static str, md: String) -> Task<Message> {
        if !self.caps.file_paths {
            return Task::perform(
                platform::save(key.into(), md.into_bytes(), FileKind::Markdown, None),
                |r| Message::Told(r.map_err(JobError::from)),
            );
        }
        match &self.storage {
            Some(s) => jobs::export(s.clone(), key, md).map(Message::Told),
            None => {
                self.tell_problem(t!("app-no-folder-export"));
                Task::none()
            }
        }
    }

    /// Changes a setting and keeps the settings.
    pub(super) fn set(&mut self, change: impl FnOnce(&mut Settings)) -> Task<Message> {
        change(&mut self.settings);
        self.save_settings()
    }

    pub(super) fn save_settings(&mut self) -> Task<Message> {
        // The window's place goes with every write of the settings (and at close), so a
        // crash loses at most its last move.
        if self.caps.own_window
            && let Some(place) = self.window_fit.place()
        {
            self.settings.window = Some(place);
        }
        match &self.storage {
            Some(s) => jobs::save_settings(s.clone(), self.settings.clone())
                .map(|r| Message::Said(r.err())),
            None => Task::none(),
        }
    }
}
