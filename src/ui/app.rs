//! The app shell: which screen is up, settings, autosave, keyboard. `update` does no I/O:
//! every read and write of the player's files is a `Task` (see `jobs`), and saves go
//! through one queue (`autosave`).

use super::autosave::{Autosave, SaveJob, SavedGame};
use super::jobs::{self, Loaded};
use super::platform::{self, FileKind, PickedFile};
use super::{dnfm, home, print, sherwood};
use crate::games::dnfm::cards::CardSet;
use crate::games::dnfm::game::DnfmGame;
use crate::games::dnfm::map::MapStrip;
use crate::games::dnfm::state::GameEnd;
use crate::games::sherwood::SherwoodData;
use crate::games::sherwood::game::{DiceMode, SherwoodGame};
use crate::games::sherwood::import::ImportedText;
use crate::games::sherwood::state::Ending;
use crate::games::sherwood::state::{DEFAULT_NEUTRAL_SPACES, SetupDraw};
use crate::store::paths;
use crate::store::saves::{self, Envelope, Finished, GameKind, SaveInfo};
use crate::store::settings::{LastOpen, Settings, ThemeChoice};
use crate::store::storage::{FileStorage, SharedStorage};
use crate::store::user_data::sherwood_data_from;
use crate::ui::style::size;
use iced::widget::{column, container, responsive, text};
use iced::{Element, Length, Subscription, Task, Theme, keyboard, window};
use std::path::PathBuf;
use std::sync::Arc;

pub enum Screen {
    Home(home::Home),
    Dnfm(Box<dnfm::DnfmScreen>),
    Sherwood(Box<sherwood::SherwoodScreen>),
    Print(print::PrintScreen),
    /// The app's own bundled data did not load: nothing can be played (a broken install).
    Broken(String),
}

pub struct App {
    pub screen: Screen,
    pub settings: Settings,
    storage: Option<SharedStorage>,
    pub card_set: Option<&'static CardSet>,
    /// The Sherwood data with the player's own applied (`None` only when the bundled data
    /// is broken, and the error screen is up).
    pub sherwood: Option<SherwoodData>,
    pub imported: Option<ImportedText>,
    /// What the player should know now: news, work done, or a problem (a file that could
    /// not be read or written), shown at the top of every screen until dismissed.
    notice: Option<Notice>,
    /// Where the current game is saved (its storage key).
    save_key: Option<String>,
    autosave: Autosave,
    /// The window asked to close while a save was still being written.
    closing: bool,
    /// F1: the help page is up, at this topic.
    pub help: bool,
    /// A newer version of the web app waits: a notice offers Reload (never automatic).
    pub update_waiting: bool,
    /// Reload was tapped: the page reloads once the game on screen is saved.
    reloading: bool,
    /// How safe the player's data is (a browser may clear it); `None` until known.
    pub data_keeping: Option<platform::DataKeeping>,
    pub help_topic: super::help::Topic,
    /// The screen's wake lock is asked for.
    screen_held: bool,
    /// The title, headline and notice last given to the page (see `tell_the_page`).
    told_the_page: (String, String, String),
    /// The system's light or dark preference, for the "System" theme.
    system_mode: iced::theme::Mode,
    /// The desktop window and its screen, to keep the window on it as the scale changes.
    window_fit: super::window_fit::WindowFit,
    window_id: Option<window::Id>,
    /// The tab to show once the game reopened at start is read.
    reopen_tab: Option<String>,
}

#[derive(Debug, Clone)]
pub enum Message {
    Home(home::Message),
    Dnfm(dnfm::Message),
    Sherwood(sherwood::Message),
    Print(print::Message),
    /// The PDF is made (or failed): what to say, and where the player chose to save it.
    Printed(Result<(String, Option<PathBuf>), String>),
    Key(keyboard::Key, keyboard::Modifiers),
    DismissNotice,
    /// A newer version of the web app has been fetched and waits for Reload.
    UpdateReady,
    /// Reload into the newer version (the game on screen is already saved).
    ApplyUpdate,
    /// Whether the player's data is safe where the app keeps it (asked once at start).
    DataKeeping(platform::DataKeeping),
    /// "Export everything" is done (or failed).
    ExportedAll(Result<String, String>),
    ToggleHelp,
    HelpTopic(super::help::Topic),
    /// The file picker answered, for this purpose (None: cancelled, or no dialog service).
    Picked(Pick, Option<PickedFile>),
    /// The first frame is on screen and `PNP_EXIT_AFTER_FIRST_FRAME=1` asks to quit then.
    FirstFrame,
    /// The autosave in flight has finished.
    Saved(Result<(), String>),
    /// The saves in the data folder, listed anew.
    Listed(Vec<SaveInfo>),
    /// A save read back (its key), or why it could not be.
    Loaded(String, Result<Loaded, String>),
    /// A player-data entry stored: the data with it, and whether a roll waits for it.
    Remembered(Result<Box<SherwoodData>, String>, AfterRemember),
    /// The rulebook text imported (and kept), with the report, or why not.
    Imported(Result<(ImportedText, String), String>),
    /// A problem to tell the player (a setting not saved), if any.
    Said(Option<String>),
    /// Work done (an export written), or why it could not be.
    Told(Result<String, String>),
    /// A save renamed or deleted (what to say), or why not; the list is read anew.
    Managed(Result<String, String>),
    /// Data from another device imported (what came in), or why not: the settings and the
    /// Sherwood data are read anew, and the list of saves.
    DataImported(Result<String, String>),
    /// The settings and the player's data as stored now (after an import).
    Reread(Box<jobs::Reread>),
    /// The window's close button: quit once the last save is written.
    CloseRequested,
    /// The system's light or dark preference, asked at start and followed when it changes.
    SystemTheme(iced::theme::Mode),
    /// The desktop window opened or was resized (in the app's units).
    WindowSized(window::Id, iced::Size),
    /// The size of the screen the window is on, once asked.
    ScreenSized(window::Id, Option<iced::Size>),
    /// The desktop window moved (its top left corner, in the system's pixels).
    WindowMoved(iced::Point),
}

/// What a file is picked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pick {
    /// The player's Sherwood rulebook as plain text.
    Rulebook,
    /// A save or a data bundle exported on another device.
    Data,
}

/// What follows a stored player-data entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AfterRemember {
    /// Resolve the roll that waits for the cell just entered.
    ResolveRoll,
    Refresh,
}

/// The window's title for a game: its name, with the game's where the name does not
/// already say it ("Sherwood 2", not "The Sherwood Syndrome — Sherwood 2"), as the list of
/// saves shows it.
fn titled(game: GameKind, name: &str) -> String {
    let stem = name.trim_end_matches(char::is_numeric).trim();
    if name == game.title() || (!stem.is_empty() && game.title().contains(stem)) {
        name.to_string()
    } else {
        format!("{} — {name}", game.title())
    }
}

/// Below this height (in the app's units) the game screens keep less fixed at the top.
const SHORT_WINDOW: f32 = 560.0;
/// Below this width (logical pixels: a phone at about 150 % and more) a game's header and
/// tab bar take two lines.
const NARROW_WINDOW: f32 = 340.0;

fn now() -> u64 {
    platform::now_secs()
}

impl App {
    pub fn boot() -> (App, Task<Message>) {
        let (storage, refused) = match platform::storage() {
            Ok(s) => (Some(s), None),
            Err(why) => (None, Some(why)),
        };
        let mut app = App::with_storage(storage);
        if let Some(why) = refused {
            app.tell_problem(why);
        }
        let mut task = iced::system::theme().map(Message::SystemTheme);
        if let Some(wanted) = std::env::var_os(OPEN_SAVE_ENV).filter(|w| !w.is_empty()) {
            task = Task::batch([task, app.open_at_start(&wanted.to_string_lossy())]);
        } else {
            task = Task::batch([task, app.reopen()]);
        }
        let keeping = Task::perform(platform::keep_data(), Message::DataKeeping);
        (app, Task::batch([task, keeping]))
    }

    /// The app on a given data folder (tests use a folder of their own).
    pub fn new(data_dir: Option<PathBuf>) -> App {
        let storage = data_dir.map(|d| Arc::new(FileStorage::new(d)) as SharedStorage);
        App::with_storage(storage)
    }

    /// The app on any storage back end (`None`: nothing is kept). Start-up reads what the
    /// first screen needs; from then on storage is only used through tasks.
    pub fn with_storage(storage: Option<SharedStorage>) -> App {
        App::with_parts(
            storage,
            SherwoodData::builtin().cloned().map_err(|e| e.to_string()),
        )
    }

    /// As [`App::with_storage`], with the bundled Sherwood data given (a test gives a
    /// broken one to see the error screen).
    pub fn with_parts(
        storage: Option<SharedStorage>,
        bundled: Result<SherwoodData, String>,
    ) -> App {
        let mut notices = Vec::new();
        let settings = match &storage {
            Some(s) => {
                let (settings, problem) = Settings::load_from(s.as_ref());
                notices.extend(problem);
                settings
            }
            None => Settings::default(),
        };
        let card_set = CardSet::builtin().map_err(|e| e.to_string());
        let broken = match (&bundled, &card_set) {
            (Ok(_), Ok(_)) => None,
            (Err(e), _) | (Ok(_), Err(e)) => Some(e.clone()),
        };
        let sherwood = match (bundled, &storage) {
            (Ok(bundled), Some(s)) if broken.is_none() => {
                match sherwood_data_from(Some(s.as_ref())) {
                    Ok((d, problems)) => {
                        notices.extend(problems.into_iter().map(|p| {
                            format!("Your saved chart data has an entry that no longer fits: {p}")
                        }));
                        Some(d)
                    }
                    Err(e) => {
                        notices.push(e.to_string());
                        Some(bundled)
                    }
                }
            }
            (Ok(bundled), _) if broken.is_none() => Some(bundled),
            _ => None,
        };
        let imported = storage.as_ref().and_then(|s| {
            let unread =
                "the paragraphs you imported are not shown until it is fixed or imported again";
            match s.read(paths::SHERWOOD_RULEBOOK_TEXT) {
                Ok(None) => None,
                Ok(Some(t)) => serde_json::from_str(&t)
                    .map_err(|e| {
                        notices.push(format!(
                            "{} could not be read ({e}); {unread}; the file is kept",
                            s.locate(paths::SHERWOOD_RULEBOOK_TEXT).display()
                        ));
                    })
                    .ok(),
                Err(e) => {
                    notices.push(format!("{e}; {unread}"));
                    None
                }
            }
        });
        let saves = storage
            .as_ref()
            .map(|s| saves::list_in(s.as_ref()))
            .unwrap_or_default();
        if storage.is_none() {
            notices.push(platform::NO_STORAGE.into());
        }
        let screen = match broken {
            Some(e) => Screen::Broken(e),
            None => Screen::Home(home::Home {
                saves,
                physical: settings.new_game_physical,
                ..home::Home::default()
            }),
        };
        let mut app = App {
            screen,
            settings,
            storage,
            card_set: card_set.ok(),
            sherwood,
            imported,
            notice: (!notices.is_empty()).then(|| Notice {
                kind: NoticeKind::Problem,
                text: notices.join("\n"),
            }),
            save_key: None,
            autosave: Autosave::default(),
            closing: false,
            help: false,
            update_waiting: false,
            reloading: false,
            data_keeping: None,
            help_topic: super::help::Topic::Keys,
            screen_held: false,
            told_the_page: Default::default(),
            system_mode: iced::theme::Mode::None,
            window_fit: Default::default(),
            window_id: None,
            reopen_tab: None,
        };
        app.show_pads();
        app
    }

    pub fn title(&self) -> String {
        match &self.screen {
            Screen::Home(_) | Screen::Broken(_) => "PnP Companion".into(),
            Screen::Dnfm(s) => titled(GameKind::Dnfm, &s.name),
            Screen::Sherwood(s) => titled(GameKind::Sherwood, &s.name),
            Screen::Print(_) => "PnP Companion — Print".into(),
        }
    }

    /// Where the app stands, in a line of words: what a screen reader says of the page, and
    /// what the web test reads (the canvas itself has no text a program can read).
    pub fn headline(&self) -> String {
        match &self.screen {
            Screen::Home(_) => "Home".into(),
            Screen::Broken(_) => "PnP Companion cannot start".into(),
            Screen::Print(_) => "Print and play".into(),
            Screen::Dnfm(s) => {
                let st = s.game.state();
                match st.end {
                    Some(_) => format!("Do Not Forsake Me, turn {}: the game is over", st.turn),
                    None => format!("Do Not Forsake Me, turn {}: {}", st.turn, st.phase.label()),
                }
            }
            Screen::Sherwood(s) => {
                let st = s.game.state();
                format!(
                    "The Sherwood Syndrome, turn {}: {}",
                    st.turn,
                    st.step.label()
                )
            }
        }
    }

    /// Always one of our own themes: "System" follows the system's light or dark preference.
    pub fn theme(&self) -> Option<Theme> {
        Some(match self.settings.theme {
            ThemeChoice::System => super::palette::for_mode(self.system_mode),
            ThemeChoice::Light => super::palette::light(),
            ThemeChoice::Dark => super::palette::dark(),
        })
    }

    /// The scale drawn at: the setting, except that a browser's page (which the app cannot
    /// widen) keeps a usable width.
    pub fn scale(&self) -> f32 {
        if platform::IN_BROWSER {
            self.window_fit.capped(self.settings.scale)
        } else {
            self.settings.scale
        }
    }

    /// No write waiting or in flight (quitting now loses nothing).
    pub fn all_saved(&self) -> bool {
        self.autosave.idle()
    }

    pub fn subscription(&self) -> Subscription<Message> {
        let keys = keyboard::listen().filter_map(|event| match event {
            keyboard::Event::KeyPressed { key, modifiers, .. } => {
                Some(Message::Key(key, modifiers))
            }
            _ => None,
        });
        let close = window::close_requests().map(|_| Message::CloseRequested);
        let system_theme = iced::system::theme_changes().map(Message::SystemTheme);
        let sized = window::events().filter_map(|(id, event)| match event {
            window::Event::Opened { size, .. } | window::Event::Resized(size) => {
                Some(Message::WindowSized(id, size))
            }
            window::Event::Moved(at) => Some(Message::WindowMoved(at)),
            _ => None,
        });
        let mut all = vec![keys, close, system_theme, sized];
        if platform::IN_BROWSER {
            all.push(Subscription::run(update_messages));
        }
        all.extend(exit_after_first_frame());
        Subscription::batch(all)
    }

    /// Queues the game on screen for saving; the write runs off the UI thread.
    fn save(&mut self) -> Task<Message> {
        let Some(storage) = self.storage.clone() else {
            return Task::none();
        };
        let (name, game) = match &self.screen {
            Screen::Dnfm(s) => (
                s.name.clone(),
                SavedGame::Dnfm(Box::new(
                    Envelope::new(GameKind::Dnfm, &s.name, now(), s.game.clone())
                        .summed_up(
                            s.game.seed,
                            s.game.state().end.map(|e| match e {
                                GameEnd::Won => Finished::Won,
                                GameEnd::Lost => Finished::Lost,
                            }),
                        )
                        .at_turn(
                            s.game.state().mode == crate::games::dnfm::state::Mode::Physical,
                            s.game.state().turn,
                        ),
                )),
            ),
            Screen::Sherwood(s) => (
                s.name.clone(),
                SavedGame::Sherwood(Box::new(
                    Envelope::new(GameKind::Sherwood, &s.name, now(), s.game.clone())
                        .summed_up(
                            s.game.seed,
                            s.game.state().end.map(|e| match e {
                                Ending::Won => Finished::Won,
                                Ending::LostToWitchcraft | Ending::LostToFealty => Finished::Lost,
                            }),
                        )
                        .at_turn(s.game.mode == DiceMode::Physical, s.game.state().turn),
                )),
            ),
            Screen::Home(_) | Screen::Print(_) | Screen::Broken(_) => return Task::none(),
        };
        let key = self
            .save_key
            .get_or_insert_with(|| saves::key_for(&name))
            .clone();
        match self.autosave.request(SaveJob { storage, key, game }) {
            Some(job) => write(job),
            None => Task::none(),
        }
    }

    fn go_home(&mut self) -> Task<Message> {
        self.save_key = None;
        let saves = match &self.screen {
            Screen::Home(h) => h.saves.clone(),
            _ => Vec::new(),
        };
        self.screen = Screen::Home(home::Home {
            saves,
            physical: self.settings.new_game_physical,
            ..home::Home::default()
        });
        self.list_saves()
    }

    fn list_saves(&self) -> Task<Message> {
        match &self.storage {
            Some(s) => jobs::list(s.clone()).map(Message::Listed),
            None => Task::none(),
        }
    }

    /// A name no listed save has yet ("Sherwood", "Sherwood 2", …).
    fn unique_name(saves: &[SaveInfo], game: &str, wanted: &str) -> String {
        let base = if wanted.is_empty() {
            game.to_string()
        } else {
            wanted.to_string()
        };
        let taken = |name: &str| {
            let key = saves::key_for(name);
            saves.iter().any(|s| s.key == key)
        };
        let mut name = base.clone();
        let mut n = 2;
        while taken(&name) {
            name = format!("{base} {n}");
            n += 1;
        }
        name
    }

    pub fn update(&mut self, message: Message) -> Task<Message> {
        let before = std::mem::discriminant(&self.screen);
        let mut task = self.handle(message);
        if std::mem::discriminant(&self.screen) != before {
            task = Task::batch([task, self.to_top()]);
        }
        self.show_pads();
        Task::batch([
            task,
            self.hold_screen_awake(),
            self.tell_the_page(),
            self.remember_where(),
        ])
    }

    /// The game and tab on screen, as the settings should keep them for the next start:
    /// kept (and saved) when they change.
    fn remember_where(&mut self) -> Task<Message> {
        // While the last game is being read at start, Home is only passing through.
        if self.reopen_tab.is_some() {
            return Task::none();
        }
        let now = match (&self.screen, &self.save_key) {
            (Screen::Dnfm(s), Some(key)) => Some(LastOpen {
                key: key.clone(),
                tab: match s.tab {
                    dnfm::Tab::Play => "play",
                    dnfm::Tab::Log => "log",
                }
                .into(),
            }),
            (Screen::Sherwood(s), Some(key)) => Some(LastOpen {
                key: key.clone(),
                tab: sherwood::tab_name(s.tab).into(),
            }),
            (Screen::Dnfm(_) | Screen::Sherwood(_), None) => return Task::none(),
            _ => None,
        };
        if now == self.settings.last_open {
            return Task::none();
        }
        self.settings.last_open = now;
        self.save_settings()
    }

    /// At start: the game that was open when the app last closed, on its tab, unless the
    /// player turned that off (or a save was asked for by name).
    pub fn reopen(&mut self) -> Task<Message> {
        if !self.settings.reopen_last || !matches!(self.screen, Screen::Home(_)) {
            return Task::none();
        }
        let Some(last) = self.settings.last_open.clone() else {
            return Task::none();
        };
        let Screen::Home(h) = &self.screen else {
            return Task::none();
        };
        match h
            .saves
            .iter()
            .find(|s| s.key == last.key && s.problem.is_none())
        {
            Some(SaveInfo {
                game: Some(game), ..
            }) => {
                self.reopen_tab = Some(last.tab);
                let game = *game;
                self.open(last.key, game)
            }
            _ => Task::none(),
        }
    }

    /// A screen just opened starts at its top (a game at its phase stepper), whatever the
    /// screen before was scrolled to: iced would otherwise carry the offset over.
    fn to_top(&self) -> Task<Message> {
        use super::scroll_memory::to_top;
        match &self.screen {
            Screen::Home(_) => to_top(home::SCROLL),
            Screen::Dnfm(_) => to_top(dnfm::PLAY_SCROLL),
            Screen::Sherwood(_) => to_top(sherwood::PLAY_SCROLL),
            Screen::Print(_) => to_top(print::SCROLL),
            Screen::Broken(_) => Task::none(),
        }
    }

    /// Number pads under the dice and number fields: the player's choice, or on in a browser
    /// (where a phone has no keyboard for the app).
    pub fn pads(&self) -> bool {
        self.settings.number_pads.unwrap_or(platform::IN_BROWSER)
    }

    fn show_pads(&mut self) {
        let on = self.pads();
        match &mut self.screen {
            Screen::Home(h) => h.pads = on,
            Screen::Sherwood(s) => {
                s.show_pads(on);
                s.show_spoilers(self.settings.result_spoilers);
            }
            Screen::Dnfm(_) | Screen::Print(_) | Screen::Broken(_) => {}
        }
    }

    /// Asks the device to keep its screen on while a game is open, where the player wants
    /// that (a phone beside the table dims otherwise).
    fn hold_screen_awake(&mut self) -> Task<Message> {
        let wanted = self.settings.keep_screen_on
            && matches!(self.screen, Screen::Dnfm(_) | Screen::Sherwood(_));
        if wanted == self.screen_held {
            return Task::none();
        }
        self.screen_held = wanted;
        side_effect(move || platform::keep_awake(wanted))
    }

    /// The page's title and its live regions (in a browser) follow the screen: told when
    /// they change.
    fn tell_the_page(&mut self) -> Task<Message> {
        let title = self.title();
        let notice: Vec<&str> = self
            .notice()
            .into_iter()
            .chain(self.update_waiting.then_some(UPDATE_WAITING))
            .collect();
        let told = (title, self.headline(), notice.join("\n"));
        if told == self.told_the_page {
            return Task::none();
        }
        self.told_the_page = told.clone();
        side_effect(move || {
            let (title, headline, notice) = told;
            platform::show_title(&title);
            platform::announce(&headline, (!notice.is_empty()).then_some(notice.as_str()));
        })
    }

    fn handle(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::FirstFrame => return iced::exit(),
            Message::DismissNotice => self.notice = None,
            Message::UpdateReady => self.update_waiting = true,
            Message::DataKeeping(keeping) => {
                self.data_keeping = Some(keeping);
                if keeping.at_risk() && !self.settings.told_to_install {
                    self.settings.told_to_install = true;
                    self.tell(NoticeKind::News, ADD_TO_HOME_SCREEN);
                    return self.save_settings();
                }
            }
            Message::ExportedAll(result) => {
                let done = result.is_ok();
                self.told(result);
                if done {
                    self.settings.last_export = Some(now());
                    return self.save_settings();
                }
            }
            Message::ApplyUpdate => {
                // The game on screen is written first; the page reloads once it is.
                if matches!(self.screen, Screen::Dnfm(_) | Screen::Sherwood(_)) {
                    self.reloading = true;
                    return self.save();
                }
                platform::apply_update();
            }
            Message::ToggleHelp => self.toggle_help(),
            Message::HelpTopic(t) => self.help_topic = t,
            Message::SystemTheme(mode) => self.system_mode = mode,
            Message::WindowSized(id, size) => {
                self.window_fit.window_is(size, self.scale());
                // The first time: which screen is it on, and does the window fit it? (A
                // browser's page is what it is.)
                if self.window_id.replace(id).is_none() && !platform::IN_BROWSER {
                    return window::monitor_size(id).map(move |m| Message::ScreenSized(id, m));
                }
            }
            Message::ScreenSized(id, screen) => {
                let scale = self.settings.scale;
                let fitted = screen.and_then(|m| self.window_fit.screen_is(m, scale));
                // A window left where the screen no longer reaches comes back onto it.
                let back = screen.and_then(|m| self.window_fit.back_on_screen(m, scale));
                return Task::batch([
                    fitted.map_or_else(Task::none, |size| window::resize(id, size)),
                    back.map_or_else(Task::none, |at| window::move_to(id, at)),
                ]);
            }
            Message::WindowMoved(at) => self.window_fit.moved_to(at),
            Message::CloseRequested => {
                // Where the window was, for the next start (the desktop only).
                if !platform::IN_BROWSER {
                    self.settings.window = self.window_fit.place();
                }
                if self.autosave.idle() {
                    return self.save_settings().chain(iced::exit());
                }
                self.closing = true;
                self.tell(NoticeKind::News, "Saving your game before closing…");
            }
            Message::Saved(result) => {
                let saved = result.is_ok();
                // A failed save is reported; play goes on and the next action tries again.
                match result {
                    Ok(()) => {
                        if self.notice_kind() == Some(NoticeKind::NotSaved) {
                            self.notice = None;
                        }
                    }
                    Err(e) => self.tell(
                        NoticeKind::NotSaved,
                        format!(
                            "Not saved: {e}. Play on; the app tries again after your next action."
                        ),
                    ),
                }
                let next_job = self.autosave.finished();
                if self.reloading && next_job.is_none() {
                    // Reload only onto a game kept whole; a failed write keeps the page (its
                    // notice says so) and Reload stays offered.
                    self.reloading = false;
                    if saved {
                        platform::apply_update();
                    }
                }
                let next = match next_job {
                    Some(job) => write(job),
                    None if self.closing => return self.save_settings().chain(iced::exit()),
                    None => Task::none(),
                };
                let listed = if matches!(self.screen, Screen::Home(_)) {
                    self.list_saves()
                } else {
                    Task::none()
                };
                return Task::batch([next, listed]);
            }
            Message::DataImported(result) => {
                let ok = result.is_ok();
                self.told(result);
                if ok && let Some(storage) = self.storage.clone() {
                    return Task::batch([
                        jobs::reread(storage).map(|r| Message::Reread(Box::new(r))),
                        self.list_saves(),
                    ]);
                }
            }
            Message::Reread(reread) => {
                let jobs::Reread {
                    settings,
                    sherwood,
                    imported,
                } = *reread;
                self.settings = settings;
                if let Some(d) = sherwood {
                    self.sherwood = Some(d);
                }
                if imported.is_some() {
                    self.imported = imported;
                }
            }
            Message::Managed(result) => {
                self.told(result);
                return self.list_saves();
            }
            Message::Listed(saves) => {
                if let Screen::Home(h) = &mut self.screen {
                    h.saves = saves;
                }
            }
            Message::Loaded(key, result) => return self.loaded(key, result),
            Message::Remembered(result, then) => return self.remembered(result, then),
            Message::Imported(result) => {
                let said = match result {
                    Ok((text, said)) => {
                        self.imported = Some(text);
                        Ok(said)
                    }
                    Err(e) => Err(e),
                };
                self.told(said);
            }
            Message::Said(said) => {
                if let Some(problem) = said {
                    self.tell(NoticeKind::Problem, problem);
                }
            }
            Message::Told(result) => self.told(result),
            Message::Picked(pick, picked) => return self.picked(pick, picked),
            Message::Key(key, modifiers) => return self.key(key, modifiers),
            Message::Home(m) => return self.home(m),
            Message::Print(m) => {
                let Screen::Print(p) = &mut self.screen else {
                    return Task::none();
                };
                match p.update(m) {
                    print::Action::None => {}
                    print::Action::Home => return self.go_home(),
                    print::Action::Save(options) => return self.print(options, false),
                    print::Action::SaveInFolder(options) => return self.print(options, true),
                    print::Action::Open(path) => {
                        return Task::perform(platform::open(path), Message::Told);
                    }
                }
            }
            Message::Printed(result) => {
                if let Screen::Print(p) = &mut self.screen {
                    p.busy = false;
                    p.offer_folder = matches!(&result, Err(e) if e == platform::NOT_CHOSEN)
                        && !platform::IN_BROWSER
                        && self.storage.as_ref().and_then(|s| s.folder()).is_some();
                    (p.status, p.saved) = match result {
                        Ok((said, path)) => (Some(said), path),
                        Err(e) => (Some(format!("Not saved: {e}.")), None),
                    };
                }
            }
            Message::Dnfm(m) => {
                let (Screen::Dnfm(s), Some(set)) = (&mut self.screen, self.card_set) else {
                    return Task::none();
                };
                match s.update(set, m) {
                    dnfm::Action::None => {}
                    dnfm::Action::Run(task) => return task.map(Message::Dnfm),
                    dnfm::Action::Changed => return self.save(),
                    dnfm::Action::Home => return self.go_home(),
                    dnfm::Action::ExportLog(md) => return self.export_log("dnfm-log.md", md),
                    dnfm::Action::Peek(on) => {
                        self.settings.peek_at_deck = on;
                        return self.save_settings();
                    }
                }
            }
            Message::Sherwood(m) => return self.sherwood(m),
        }
        Task::none()
    }

    fn home(&mut self, m: home::Message) -> Task<Message> {
        let Screen::Home(h) = &mut self.screen else {
            return Task::none();
        };
        match h.update(m) {
            home::Action::None => Task::none(),
            home::Action::Problem(p) => {
                self.tell_problem(p);
                Task::none()
            }
            home::Action::Theme(t) => {
                self.settings.theme = t;
                self.save_settings()
            }
            home::Action::NumberPads(on) => {
                self.settings.number_pads = Some(on);
                self.save_settings()
            }
            home::Action::KeepScreenOn(on) => {
                self.settings.keep_screen_on = on;
                self.save_settings()
            }
            home::Action::Physical(on) => {
                self.settings.new_game_physical = on;
                self.save_settings()
            }
            home::Action::ReopenLast(on) => {
                self.settings.reopen_last = on;
                self.save_settings()
            }
            home::Action::Scale(to) => {
                let old = self.settings.scale;
                self.settings.scale = to.clamp(0.75, 2.0);
                if platform::IN_BROWSER {
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
                    self.tell_problem(platform::NO_STORAGE);
                    Task::none()
                }
            },
            home::Action::Import => Task::perform(
                platform::pick("A save or data exported from PnP Companion", FileKind::Json),
                |picked| Message::Picked(Pick::Data, picked),
            ),
            home::Action::Copy(text, said) => {
                self.tell(NoticeKind::Done, said);
                iced::clipboard::write(text)
            }
            home::Action::Print => {
                self.screen = Screen::Print(print::PrintScreen::default());
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
                let seed = seed.unwrap_or_else(rand::random);
                let listed = h.saves.clone();
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
                        let name = App::unique_name(&listed, "Do Not Forsake Me", &name);
                        self.screen = Screen::Dnfm(Box::new(
                            dnfm::DnfmScreen::new(g, name).peeking(set, self.settings.peek_at_deck),
                        ));
                    }
                    GameKind::Sherwood => {
                        let (mode, draw) = if physical {
                            (DiceMode::Physical, SetupDraw::Physical)
                        } else {
                            (DiceMode::Digital, SetupDraw::Digital)
                        };
                        let Some(data) = &self.sherwood else {
                            return Task::none();
                        };
                        let spaces = DEFAULT_NEUTRAL_SPACES.map(String::from);
                        let g = SherwoodGame::new(data, seed, mode, draw, &spaces);
                        let name = App::unique_name(&listed, "Sherwood", &name);
                        self.screen = Screen::Sherwood(Box::new(sherwood::SherwoodScreen::new(
                            g, name, data,
                        )));
                    }
                }
                self.save_key = None;
                self.save()
            }
        }
    }

    fn sherwood(&mut self, m: sherwood::Message) -> Task<Message> {
        let (Screen::Sherwood(s), Some(data)) = (&mut self.screen, &self.sherwood) else {
            return Task::none();
        };
        match s.update(data, m) {
            sherwood::Action::None => Task::none(),
            sherwood::Action::Changed | sherwood::Action::Keep => {
                let top = if s.step_changed() {
                    super::scroll_memory::to_top(sherwood::PLAY_SCROLL)
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
                platform::pick(
                    "Your Sherwood Syndrome rulebook as plain text",
                    FileKind::Text,
                ),
                |picked| Message::Picked(Pick::Rulebook, picked),
            ),
            sherwood::Action::ExportLog(md) => self.export_log("sherwood-log.md", md),
            sherwood::Action::Spoilers(on) => {
                self.settings.result_spoilers = on;
                s.show_spoilers(on);
                self.save_settings()
            }
        }
    }

    /// The PDF and its file dialog, both off the UI thread.
    /// Makes the kit's PDF off the UI thread and saves it: through the save dialog, or
    /// straight into the data folder (`into_folder`, when the player asked for that).
    fn print(
        &mut self,
        options: crate::print::options::PrintOptions,
        into_folder: bool,
    ) -> Task<Message> {
        let (Some(set), Some(data)) = (self.card_set, self.sherwood.clone()) else {
            return Task::none();
        };
        let folder = self
            .storage
            .as_ref()
            .and_then(|s| s.folder().map(std::path::Path::to_path_buf));
        Task::perform(
            async move {
                let pdf =
                    crate::print::pdf::render(&options, set, &data).map_err(|e| e.to_string())?;
                let name = "pnp-companion-kit.pdf";
                match folder {
                    Some(folder) if into_folder => platform::save_into(&folder, name, &pdf),
                    folder => platform::save_at(name.into(), pdf, FileKind::Pdf, folder).await,
                }
            },
            Message::Printed,
        )
    }

    /// Writes the turn log as Markdown into the data folder (in a browser: a download) and
    /// says where.
    fn export_log(&mut self, key: &'static str, md: String) -> Task<Message> {
        if platform::IN_BROWSER {
            return Task::perform(
                platform::save(key.into(), md.into_bytes(), FileKind::Markdown, None),
                Message::Told,
            );
        }
        match &self.storage {
            Some(s) => jobs::export(s.clone(), key, md).map(Message::Told),
            None => {
                self.tell_problem("No data folder to export to.");
                Task::none()
            }
        }
    }

    fn save_settings(&mut self) -> Task<Message> {
        // The window's place goes with every write of the settings (and at close), so a
        // crash loses at most its last move.
        if !platform::IN_BROWSER
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

    /// Stores something the player read off their own copy, and uses it from then on.
    fn remember(
        &mut self,
        then: AfterRemember,
        entry: impl FnOnce(
            &mut crate::store::user_data::UserData,
            &SherwoodData,
        ) -> Result<(), crate::store::user_data::EntryError>
        + Send
        + 'static,
    ) -> Task<Message> {
        let Some(storage) = self.storage.clone() else {
            self.tell_problem("No data folder: cannot remember it.");
            return Task::none();
        };
        let Some(data) = self.sherwood.clone() else {
            return Task::none();
        };
        jobs::remember(storage, data, entry)
            .map(move |r| Message::Remembered(r.map(Box::new), then))
    }

    fn remembered(
        &mut self,
        result: Result<Box<SherwoodData>, String>,
        then: AfterRemember,
    ) -> Task<Message> {
        match result {
            Ok(data) => self.sherwood = Some(*data),
            Err(e) => {
                self.tell_problem(e);
                return Task::none();
            }
        }
        let (Screen::Sherwood(s), Some(data)) = (&mut self.screen, &self.sherwood) else {
            return Task::none();
        };
        match then {
            AfterRemember::ResolveRoll => {
                if matches!(s.resolve_waiting_roll(data), sherwood::Action::Changed) {
                    return self.save();
                }
            }
            AfterRemember::Refresh => s.data_changed(data),
        }
        Task::none()
    }

    /// A file the player picked: the rulebook's text, or data from another device.
    fn picked(&mut self, pick: Pick, picked: Option<PickedFile>) -> Task<Message> {
        let Some(file) = picked else {
            self.tell_problem(if platform::IN_BROWSER {
                "No file chosen."
            } else {
                "No file chosen. If no dialog appeared, type the path and press Import."
            });
            return Task::none();
        };
        let Some(storage) = self.storage.clone() else {
            self.tell_problem(platform::NO_STORAGE);
            return Task::none();
        };
        match pick {
            Pick::Rulebook => {
                if let Screen::Sherwood(s) = &mut self.screen {
                    s.paragraphs.import_path.clone_from(&file.name);
                }
                jobs::import_rulebook_text(storage, file.text).map(Message::Imported)
            }
            Pick::Data => jobs::import_data(storage, file).map(Message::DataImported),
        }
    }

    fn import_rulebook(&mut self, path: String) -> Task<Message> {
        match &self.storage {
            Some(s) => jobs::import_rulebook(s.clone(), path).map(Message::Imported),
            None => {
                self.tell_problem("No data folder: the paragraphs cannot be kept.");
                Task::none()
            }
        }
    }

    /// `PNP_OPEN_SAVE`: opens a save of the data folder named by its name, file name or path
    /// (for scripts and the start-up benchmark); a save not found is said in the notice.
    fn open_at_start(&mut self, wanted: &str) -> Task<Message> {
        let Screen::Home(h) = &self.screen else {
            return Task::none();
        };
        let file = std::fs::canonicalize(wanted).ok();
        let found = h.saves.iter().find(|s| {
            s.name == wanted
                || s.path.file_stem().is_some_and(|f| f == wanted)
                || s.path.file_name().is_some_and(|f| f == wanted)
                || (file.is_some() && std::fs::canonicalize(&s.path).ok() == file)
        });
        match found {
            Some(SaveInfo {
                problem: None,
                game: Some(game),
                key,
                ..
            }) => {
                let (key, game) = (key.clone(), *game);
                self.open(key, game)
            }
            Some(s) => {
                self.tell_problem(s.problem.clone().unwrap_or_else(|| {
                    format!("{} is not a game this version knows", s.path.display())
                }));
                Task::none()
            }
            None => {
                self.tell_problem(format!("No saved game '{wanted}' in the data folder."));
                Task::none()
            }
        }
    }

    fn open(&mut self, key: String, game: GameKind) -> Task<Message> {
        match &self.storage {
            Some(s) => jobs::load(s.clone(), key, game).map(|(k, r)| Message::Loaded(k, r)),
            None => Task::none(),
        }
    }

    fn loaded(&mut self, key: String, result: Result<Loaded, String>) -> Task<Message> {
        let wanted_tab = self.reopen_tab.take();
        if !matches!(self.screen, Screen::Home(_)) {
            // The player went on elsewhere while the save was read.
            return Task::none();
        }
        match result {
            Ok(Loaded::Dnfm(env)) => {
                let env = *env;
                let mut screen = dnfm::DnfmScreen::new(env.data, env.name);
                if let Some(set) = self.card_set {
                    screen = screen.peeking(set, self.settings.peek_at_deck);
                }
                if wanted_tab.as_deref() == Some("log") {
                    screen.tab = dnfm::Tab::Log;
                }
                self.screen = Screen::Dnfm(Box::new(screen));
                self.save_key = Some(key);
            }
            Ok(Loaded::Sherwood(env)) => {
                let Some(data) = &self.sherwood else {
                    return Task::none();
                };
                let env = *env;
                let mut screen = sherwood::SherwoodScreen::new(env.data, env.name, data);
                if let Some(tab) = wanted_tab.as_deref().and_then(sherwood::tab_named) {
                    screen.tab = tab;
                }
                self.screen = Screen::Sherwood(Box::new(screen));
                self.save_key = Some(key);
            }
            Err(e) => self.tell_problem(e),
        }
        Task::none()
    }

    /// Shows a notice of this kind.
    fn tell(&mut self, kind: NoticeKind, text: impl Into<String>) {
        self.notice = Some(Notice {
            kind,
            text: text.into(),
        });
    }

    /// What the notice at the top says, if one is up.
    pub fn notice(&self) -> Option<&str> {
        self.notice.as_ref().map(|n| n.text.as_str())
    }

    /// What kind of notice is up, if one is.
    pub fn notice_kind(&self) -> Option<NoticeKind> {
        self.notice.as_ref().map(|n| n.kind)
    }

    fn tell_problem(&mut self, text: impl Into<String>) {
        self.tell(NoticeKind::Problem, text);
    }

    /// Work done, or why not.
    fn told(&mut self, result: Result<String, String>) {
        match result {
            Ok(done) => self.tell(NoticeKind::Done, done),
            Err(problem) => self.tell(NoticeKind::Problem, problem),
        }
    }

    /// Opens the help at the game on screen, or closes it.
    fn toggle_help(&mut self) {
        self.help = !self.help;
        if self.help {
            self.help_topic = match self.screen {
                Screen::Dnfm(_) => super::help::Topic::Dnfm,
                Screen::Sherwood(_) => super::help::Topic::Sherwood,
                Screen::Home(_) | Screen::Print(_) | Screen::Broken(_) => super::help::Topic::Keys,
            };
        }
    }

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
            Screen::Home(_) | Screen::Print(_) | Screen::Broken(_) => None,
        };
        match message {
            Some(m) => self.update(m),
            None => Task::none(),
        }
    }

    pub fn view(&self) -> Element<'_, Message> {
        let content: Element<'_, Message> = responsive(move |size| {
            // The log beside play wants height too: a phone on its side (915 × 412) keeps
            // the one column, with the log behind its tab.
            let wide = (size.width >= 900.0 && size.height >= SHORT_WINDOW).then_some(size.width);
            // 200 % on a laptop's screen leaves a window a phone's width and half its height.
            let narrow = size.width < NARROW_WINDOW;
            // Narrow, everything wraps onto more lines: the short layout sooner.
            let short = size.height < SHORT_WINDOW || (narrow && size.height < 760.0);
            match &self.screen {
                Screen::Home(h) => {
                    let at_risk = self
                        .data_keeping
                        .is_some_and(platform::DataKeeping::at_risk);
                    h.view(&self.settings, self.scale(), at_risk)
                        .map(Message::Home)
                }
                Screen::Print(p) => p.view().map(Message::Print),
                Screen::Broken(e) => broken(e),
                Screen::Dnfm(s) => match self.card_set {
                    Some(set) => s.view(set, wide).map(Message::Dnfm),
                    None => text("The card data is broken.").into(),
                },
                Screen::Sherwood(s) => {
                    let imported = self
                        .imported
                        .as_ref()
                        .and_then(|t| s.game.reader.current().and_then(|n| t.paragraphs.get(&n)))
                        .map(String::as_str);
                    match &self.sherwood {
                        Some(data) => s
                            .view(data, wide, short, narrow, imported)
                            .map(Message::Sherwood),
                        None => text("The Sherwood data is broken.").into(),
                    }
                }
            }
        })
        .into();
        let mut page = column![].spacing(0);
        if self.update_waiting {
            page = page.push(
                container(
                    column![
                        text(UPDATE_WAITING).size(size::DENSE),
                        super::style::small("Reload", Some(Message::ApplyUpdate))
                    ]
                    .spacing(6),
                )
                .padding(10)
                .width(Length::Fill)
                .style(super::style::good),
            );
        }
        if let Some(n) = &self.notice {
            page = page.push(
                container(
                    column![
                        text(n.text.as_str()).size(size::DENSE),
                        super::style::small("OK", Some(Message::DismissNotice))
                    ]
                    .spacing(6),
                )
                .padding(10)
                .width(Length::Fill)
                .style(match n.kind {
                    NoticeKind::News => super::style::card,
                    NoticeKind::Done => super::style::good,
                    NoticeKind::Problem | NoticeKind::NotSaved => super::style::banner,
                }),
            );
        }
        if self.help {
            let help = super::help::view(
                self.help_topic,
                self.card_set,
                self.sherwood.as_ref(),
                Message::HelpTopic,
                Message::ToggleHelp,
            );
            return super::swipe::swipe(page.push(help));
        }
        super::swipe::swipe(page.push(content))
    }
}

/// A call to the platform (the page's title, the wake lock …), run as a task like every other
/// side effect, so that `update` only changes the app.
fn side_effect(
    effect: impl FnOnce() + iced::advanced::graphics::futures::MaybeSend + 'static,
) -> Task<Message> {
    Task::future(async move { effect() }).discard()
}

/// A notice at the top of every screen: what it says, and what it is.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Notice {
    kind: NoticeKind,
    text: String,
}

/// What a notice tells: news (the app is saving before it closes), work done (renamed,
/// exported, imported, copied), or a problem; each has its own look.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoticeKind {
    News,
    Done,
    Problem,
    /// The game on screen could not be written: the next write that succeeds takes it away.
    NotSaved,
}

/// Told once, in a browser that may clear the app's data.
pub const ADD_TO_HOME_SCREEN: &str = "Keep your games: add PnP Companion to your home screen (Share, then Add to Home Screen on an iPhone; the menu, then Install app on Android). A browser may clear a page's data after some days without a visit (Safari does after 7); an installed app keeps it. Export everything now and then as a copy.";

/// What the notice of a waiting version says.
pub const UPDATE_WAITING: &str =
    "A new version of PnP Companion is ready. Reload to use it: your games are kept.";

/// The web app's news of a waiting version, as a message.
fn update_messages() -> impl iced::futures::Stream<Item = Message> {
    use iced::futures::StreamExt as _;
    platform::update_arrives().map(|()| Message::UpdateReady)
}

/// The environment variable naming a save to open at start (see [`App::boot`]).
pub const OPEN_SAVE_ENV: &str = "PNP_OPEN_SAVE";

/// `PNP_EXIT_AFTER_FIRST_FRAME=1` (start-up benchmarks): a subscription to the first frame,
/// which quits. Unset, there is no such subscription, so an idle app stays idle.
fn exit_after_first_frame() -> Option<Subscription<Message>> {
    static WANTED: std::sync::LazyLock<bool> = std::sync::LazyLock::new(|| {
        std::env::var_os("PNP_EXIT_AFTER_FIRST_FRAME").is_some_and(|v| v == "1")
    });
    WANTED.then(|| iced::window::frames().map(|_| Message::FirstFrame))
}

/// Runs a queued save off the UI thread; its result comes back as `Saved`.
fn write(job: SaveJob) -> Task<Message> {
    jobs::run(move || job.write()).map(Message::Saved)
}

/// The error screen for a broken install: what failed, and that the player's files are safe.
fn broken(error: &str) -> Element<'_, Message> {
    container(
        column![
            super::style::heading("PnP Companion cannot start"),
            text(format!("The app's own game data is damaged: {error}")).size(size::BODY),
            text("Reinstall PnP Companion. Your saved games and your own data were not touched.")
                .size(size::BODY),
        ]
        .spacing(12),
    )
    .padding(20)
    .into()
}
