//! What the Home, Sherwood and print screens hand up, turned into the shell's work.

use super::{AfterRemember, App, Message, NoticeKind, Pick, Screen, now};
use crate::games::dnfm::game::DnfmGame;
use crate::games::dnfm::map::MapStrip;
use crate::games::sherwood::game::{PlayMode, SherwoodGame};
use crate::games::sherwood::state::{DEFAULT_NEUTRAL_SPACES, SetupDraw};
use crate::store::moving::TakeSettings;
use crate::store::saves::{GameKind, SaveInfo, SaveKey};
use crate::t;
use crate::ui::jobs::{self, JobError};
use crate::ui::platform::{self, FileKind};
use crate::ui::{dnfm, home, print, sherwood};
use iced::{Task, window};

impl App {
    /// The language picked (its words are here) is the app's from now on, and kept.
    pub(super) fn use_language(&mut self, l: Option<crate::i18n::Lang>) -> Task<Message> {
        self.settings.language = l.map(crate::store::settings::LanguageChoice::Known);
        crate::i18n::set_language(crate::i18n::resolve(l));
        self.save_settings()
    }

    pub(super) fn home(&mut self, m: home::Message) -> Task<Message> {
        let Screen::Home(h) = &mut self.screen else {
            return Task::none();
        };
        match h.update(m) {
            home::Action::None => Task::none(),
            home::Action::Problem(p) => {
                self.tell_problem(p);
                Task::none()
            }
            home::Action::Theme(t) => self.set(|s| s.theme = t),
            home::Action::Language(Some(l)) if !crate::i18n::has_catalogue(l) => {
                Task::perform(platform::fetch_language(l), move |r| {
                    Message::LanguageReady(Some(l), r)
                })
            }
            home::Action::Language(l) => self.use_language(l),
            home::Action::NumberPads(on) => self.set(|s| s.number_pads = Some(on)),
            home::Action::KeepScreenOn(on) => self.set(|s| s.keep_screen_on = on),
            home::Action::Physical(on) => self.set(|s| s.new_game_physical = on),
            home::Action::ReopenLast(on) => self.set(|s| s.reopen_last = on),
            home::Action::ScreenReader(on) => self.heard(if on {
                platform::Heard::Start
            } else {
                platform::Heard::Stop
            }),
            home::Action::SpeakOutcomes(on) => {
                self.settings.speak_outcomes = on;
                if !on && self.reading.is_none() {
                    self.voice.stop();
                }
                self.save_settings()
            }
            home::Action::Scale(to) => self.rescale(to),
            home::Action::Open(key, game) => self.open(key, game),
            home::Action::Rename { key, name } => match &self.storage {
                Some(s) => jobs::rename(s.clone(), key, name).map(Message::Managed),
                None => Task::none(),
            },
            home::Action::Delete { key, name } => match &self.storage {
                Some(s) => jobs::delete(s.clone(), key, name).map(Message::Managed),
                None => Task::none(),
            },
            home::Action::ExportSave(key) => match &self.storage {
                Some(s) => jobs::export_save(s.clone(), key).map(Message::Told),
                None => Task::none(),
            },
            home::Action::ExportAll => match &self.storage {
                Some(s) => jobs::export_all(s.clone()).map(Message::ExportedAll),
                None => {
                    self.tell_problem(platform::no_storage());
                    Task::none()
                }
            },
            home::Action::Import => Task::perform(
                platform::pick(t!("app-pick-data"), FileKind::Json),
                |picked| Message::Picked(Pick::Data, picked),
            ),
            home::Action::TakeSettings(file) => match &self.storage {
                Some(s) => {
                    jobs::import_data(s.clone(), file, TakeSettings::Yes).map(Message::DataImported)
                }
                None => Task::none(),
            },
            home::Action::Copy(text, said) => self.copy(text, said),
            home::Action::Share { key, game } => self.share_save(key, game),
            home::Action::OpenLink(link) => self.open_link(link),
            home::Action::Offered(accept) => self.offered(accept),
            home::Action::WebAddress(address) => self.set_web_address(address),
            home::Action::Record => self.read_record(),
            home::Action::CountAsLost { key, game, name } => self.give_up(key, game, name),
            home::Action::Print => {
                platform::prepare_printing();
                let (across, down) = self.settings.measured_rulers;
                self.screen = Screen::Print(print::PrintScreen::new(
                    self.settings.back_offset,
                    crate::print::options::Measured { across, down },
                ));
                Task::none()
            }
            home::Action::Help => {
                self.toggle_help();
                Task::none()
            }
            home::Action::New {
                game,
                seed,
                physical,
                name,
            } => {
                let listed = h.saves.clone();
                self.new_game(&listed, game, seed, physical, name)
            }
        }
    }

    /// The scale chosen; on the desktop the window grows or shrinks with it.
    fn rescale(&mut self, to: f32) -> Task<Message> {
        let old = self.settings.scale;
        self.settings.scale = to.clamp(0.75, 2.0);
        if !self.caps.own_window {
            return self.save_settings();
        }
        // The layout keeps its size: the window grows or shrinks with the scale, as
        // far as the screen allows.
        let refit = match (
            self.window_id,
            self.window_fit.rescaled(old, self.settings.scale),
        ) {
            (Some(id), Some(size)) => window::resize(id, size),
            _ => Task::none(),
        };
        Task::batch([self.save_settings(), refit])
    }

    fn set_web_address(&mut self, address: Option<String>) -> Task<Message> {
        self.settings.web_app_address = address;
        self.tell(
            NoticeKind::Done,
            match &self.settings.web_app_address {
                Some(a) => t!("app-links-start-with", address = a.as_str()),
                None => t!("app-no-web-address"),
            },
        );
        self.save_settings()
    }

    /// The record of plays, read from storage for its screen.
    fn read_record(&mut self) -> Task<Message> {
        match self.storage.clone() {
            Some(storage) => {
                jobs::run(move || Box::new(crate::ui::record::RecordScreen::read(storage.as_ref())))
                    .map(Message::RecordRead)
            }
            None => {
                self.tell(NoticeKind::Problem, platform::no_storage());
                Task::none()
            }
        }
    }

    /// A game given up, counted as lost in the record.
    fn give_up(&self, key: SaveKey, game: GameKind, name: String) -> Task<Message> {
        match self.storage.clone() {
            Some(storage) => {
                let at = now();
                jobs::run(move || count_as_lost(storage.as_ref(), &key, game, &name, at))
                    .map(Message::Told)
            }
            None => Task::none(),
        }
    }

    /// A new game of `game` (its seed drawn when none was typed), opened and saved.
    fn new_game(
        &mut self,
        listed: &[SaveInfo],
        game: GameKind,
        seed: Option<u64>,
        physical: bool,
        name: String,
    ) -> Task<Message> {
        let seed = seed.unwrap_or_else(rand::random);
        match game {
            GameKind::Dnfm => {
                let Some(set) = self.card_set else {
                    return Task::none();
                };
                let g = if physical {
                    DnfmGame::new_physical(set, seed, MapStrip::from_stations(&[]))
                } else {
                    DnfmGame::new_digital(set, seed)
                };
                let name = App::unique_name(listed, game.new_save_name(), &name);
                self.screen = Screen::from(
                    dnfm::DnfmScreen::new(g, name)
                        .peeking(set, self.settings.peek_at_deck)
                        .coaching(self.settings.coach),
                );
            }
            GameKind::Sherwood => {
                let (mode, draw) = if physical {
                    (PlayMode::Physical, SetupDraw::Physical)
                } else {
                    (PlayMode::Digital, SetupDraw::Digital)
                };
                let Some(data) = &self.sherwood else {
                    return Task::none();
                };
                let spaces = DEFAULT_NEUTRAL_SPACES.map(String::from);
                let g = SherwoodGame::new(data, seed, mode, draw, &spaces);
                let name = App::unique_name(listed, game.new_save_name(), &name);
                self.screen = Screen::from(sherwood::SherwoodScreen::new(g, name, data));
            }
        }
        self.place = None;
        self.play = Some(rand::random());
        let opened = self
            .screen
            .game_mut()
            .map_or_else(Task::none, |game| game.opened());
        Task::batch([self.save(), opened])
    }

    /// The Sherwood screen on show with the data it plays on, where it is: its messages and
    /// the player's data entries are the two games' true difference to the shell.
    pub(super) fn sherwood_screen(
        &mut self,
    ) -> Option<(
        &mut sherwood::SherwoodScreen,
        &crate::games::sherwood::SherwoodData,
    )> {
        match (&mut self.screen, &self.sherwood) {
            (Screen::Sherwood(s), Some(data)) => Some((s.as_mut(), data)),
            _ => None,
        }
    }

    pub(super) fn sherwood(&mut self, m: sherwood::Message) -> Task<Message> {
        let Some((s, data)) = self.sherwood_screen() else {
            return Task::none();
        };
        match s.update(data, m) {
            sherwood::Action::None => Task::none(),
            sherwood::Action::Changed | sherwood::Action::Keep => {
                let top = if s.step_changed() {
                    crate::ui::scroll_memory::to_top(sherwood::PLAY_SCROLL)
                } else {
                    Task::none()
                };
                Task::batch([self.save(), top])
            }
            sherwood::Action::Home => self.go_home(),
            sherwood::Action::Run(task) => task.map(Message::Sherwood),
            sherwood::Action::SaveCell {
                table,
                row,
                column,
                code,
                resolve,
            } => {
                let then = if resolve {
                    AfterRemember::ResolveRoll
                } else {
                    AfterRemember::Refresh
                };
                self.remember(then, move |u, d| u.set_cell(d, table, &row, &column, &code))
            }
            sherwood::Action::SaveValue {
                person,
                stat,
                value,
            } => self.remember(AfterRemember::Refresh, move |u, d| {
                u.set_value(d, &person, stat, value)
            }),
            sherwood::Action::Import(path) => self.import_rulebook(path),
            sherwood::Action::Browse => Task::perform(
                platform::pick(t!("app-pick-rulebook"), FileKind::Text),
                |picked| Message::Picked(Pick::Rulebook, picked),
            ),
            sherwood::Action::ExportLog(md) => self.export_log("sherwood-log.md", md),
            // The screen is shown the setting after this message, as after every other.
            sherwood::Action::Spoilers(on) => {
                self.settings.result_spoilers = on;
                self.save_settings()
            }
            sherwood::Action::Aloud(control) => match s.game.reader.current() {
                Some(n) => self.aloud(super::speaking::Source::Paragraph(n), control),
                None => Task::none(),
            },
        }
    }

    /// Makes a PDF off the UI thread and saves it: through the save dialog, or straight
    /// into the data folder (`into_folder`, when the player asked for that). The kit's
    /// backs are moved by the back offset the settings keep (the one source of it); the
    /// printer check is printed with none, since it measures it.
    pub(super) fn print(
        &mut self,
        options: crate::print::options::PrintOptions,
        made: print::Made,
        into_folder: bool,
    ) -> Task<Message> {
        use crate::print::shop::{Job, Output};
        let folder = self
            .storage
            .as_ref()
            .and_then(|s| s.folder().map(std::path::Path::to_path_buf));
        let options = crate::print::options::PrintOptions {
            back_offset: self.settings.back_offset,
            measured: crate::print::options::Measured {
                across: self.settings.measured_rulers.0,
                down: self.settings.measured_rulers.1,
            },
            ..options
        };
        let pdf = |pages| Job {
            pages,
            output: Output::Pdf,
        };
        let (name, kind, laying_out): (String, FileKind, LayingOut) = match made {
            print::Made::Kit => {
                let (Some(set), Some(data)) = (self.card_set, self.sherwood.clone()) else {
                    return Task::none();
                };
                (
                    "pnp-companion-kit.pdf".into(),
                    FileKind::Pdf,
                    Box::new(move || pdf(crate::print::pdf::kit_pages(&options, set, &data))),
                )
            }
            print::Made::ShopDeck(shop) => {
                let Some(set) = self.card_set else {
                    return Task::none();
                };
                let kind = if shop.takes_pictures() {
                    FileKind::Zip
                } else {
                    FileKind::Pdf
                };
                (
                    shop.file_name(),
                    kind,
                    Box::new(move || crate::print::shop::deck(shop, set)),
                )
            }
            print::Made::CounterSheet => {
                let Some(data) = self.sherwood.clone() else {
                    return Task::none();
                };
                (
                    "sherwood-counter-sheet.png".into(),
                    FileKind::Png,
                    Box::new(move || {
                        crate::print::shop::counter_sheet(&data, options.counter_size)
                    }),
                )
            }
            print::Made::PrinterCheck => (
                "pnp-companion-printer-check.pdf".into(),
                FileKind::Pdf,
                Box::new(move || pdf(crate::print::pdf::calibration_pages(&options))),
            ),
        };
        Task::perform(
            async move {
                let file = platform::write_file(laying_out()).await?;
                Ok(match folder {
                    Some(folder) if into_folder => platform::save_into(&folder, &name, &file),
                    folder => platform::save_at(name, file, kind, folder).await,
                }?)
            },
            Message::Printed,
        )
    }
}

/// A file's pages laid out (and what they make), run off the UI thread.
type LayingOut = Box<dyn FnOnce() -> crate::print::shop::Job + Send>;

/// Reads a save and counts its game as lost in the record (blocking: a job's work).
fn count_as_lost(
    storage: &dyn crate::store::storage::Storage,
    key: &str,
    game: GameKind,
    name: &str,
    at: u64,
) -> Result<String, JobError> {
    crate::store::kept_game::give_up(storage, key, game, name, at)?;
    Ok(t!("app-counted-lost", name = name))
}
