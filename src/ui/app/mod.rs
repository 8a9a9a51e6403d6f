//! The app shell: which screen is up, settings, autosave, keyboard. `update` does no I/O:
//! every read and write of the player's files is a `Task` (see `jobs`), and saves go
//! through one queue (`autosave`).
//!
//! Here: the shell's state, its messages, start-up and the routing of each message; the
//! rest is by concern: `saving` (open, load, autosave, where the player was), `screens`
//! (what each screen hands up), `sharing` (links of shared games), `speaking` (outcomes
//! said, texts read aloud), `files`, `notices`, `page` (window and page side effects), `keys`,
//! `rules_data` (the games' data, made when first needed) and `view`.

mod files;
mod handlers;
mod keys;
pub mod listening;
mod notices;
mod page;
mod rules_data;
pub use rules_data::BundledSherwood;
mod saving;
mod screens;
mod sharing;
pub use sharing::Arrived;
mod speaking;
mod view;

use super::autosave::{Autosave, SaveJob};
use super::game_screen::{GameParts, GameScreen};
use super::jobs::{self, JobError, Loaded};
use super::platform::{self, PickedFile};
use super::{dnfm, home, print, record, sherwood};
use crate::games::dnfm::cards::CardSet;
use crate::games::sherwood::SherwoodData;
use crate::games::sherwood::import::ImportedText;
use crate::store::saves::{self, GameKind, SaveInfo, SaveKey};
use crate::store::settings::{Settings, ThemeChoice};
use crate::store::storage::{FileStorage, SharedStorage};
use iced::{Subscription, Task, Theme, keyboard, window};
use std::path::PathBuf;
use std::sync::Arc;

pub enum Screen {
    Home(home::Home),
    Dnfm(Box<dnfm::DnfmScreen>),
    Sherwood(Box<sherwood::SherwoodScreen>),
    Print(print::PrintScreen),
    Record(record::RecordScreen),
    /// The app's own bundled data did not load: nothing can be played (a broken install).
    Broken(String),
}

impl Screen {
    /// The game screen on show, if a game is: what the shell asks of any game.
    pub fn game(&self) -> Option<&dyn GameScreen<Message>> {
        match self {
            Screen::Dnfm(s) => Some(s.as_ref()),
            Screen::Sherwood(s) => Some(s.as_ref()),
            Screen::Home(_) | Screen::Print(_) | Screen::Record(_) | Screen::Broken(_) => None,
        }
    }

    pub fn game_mut(&mut self) -> Option<&mut dyn GameScreen<Message>> {
        match self {
            Screen::Dnfm(s) => Some(s.as_mut()),
            Screen::Sherwood(s) => Some(s.as_mut()),
            Screen::Home(_) | Screen::Print(_) | Screen::Record(_) | Screen::Broken(_) => None,
        }
    }
}

impl From<dnfm::DnfmScreen> for Screen {
    fn from(screen: dnfm::DnfmScreen) -> Screen {
        Screen::Dnfm(Box::new(screen))
    }
}

impl From<sherwood::SherwoodScreen> for Screen {
    fn from(screen: sherwood::SherwoodScreen) -> Screen {
        Screen::Sherwood(Box::new(screen))
    }
}

impl From<dnfm::Message> for Message {
    fn from(m: dnfm::Message) -> Message {
        Message::Dnfm(m)
    }
}

impl From<sherwood::Message> for Message {
    fn from(m: sherwood::Message) -> Message {
        Message::Sherwood(m)
    }
}

pub struct App {
    pub screen: Screen,
    pub settings: Settings,
    storage: Option<SharedStorage>,
    /// The DNFM cards (`None` until the rules data is made, see `rules_data`, or when the
    /// app's own data is broken and the error screen is up).
    pub card_set: Option<&'static CardSet>,
    /// The Sherwood data with the player's own applied (`None` as `card_set`).
    pub sherwood: Option<SherwoodData>,
    /// What the rules data is made of, until it is made (`rules_data`).
    unmade: Option<rules_data::Unmade>,
    pub imported: Option<ImportedText>,
    /// What the player should know now: news, work done, or a problem (a file that could
    /// not be read or written), shown at the top of every screen until dismissed.
    notice: Option<Notice>,
    /// Where the current game is saved (its storage key, and the generation last written).
    place: Option<crate::ui::autosave::Place>,
    /// The save this window plays, held against other windows and text modes.
    held: Option<(SaveKey, crate::store::lock::Held)>,
    /// This window has had a game on screen: only then does Home forget the game to
    /// reopen (a second window or tab, told the game is open in the first, leaves it be).
    played_here: bool,
    /// The play on screen's own number (see `Envelope::play`).
    play: Option<u64>,
    /// What the first settled frame showed has been noted (`PNP_DRAWN_MARKER`, the Windows
    /// test; in a browser, the page that painted the last screen meanwhile).
    drawn_noted: bool,
    /// What the platform offers (`Capabilities::here`), handed to the screens.
    caps: platform::Capabilities,
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
    /// What the page was last told (see `tell_the_page`).
    told_the_page: platform::Announcement,
    /// On a game's screen, how many of its log's entries were in effect when the page was
    /// last told (a new one is an outcome to tell).
    outcomes_seen: Option<usize>,
    /// Where what the page is told goes: the platform's live regions, or a test's ears.
    announcer: fn(&platform::Announcement),
    /// The system's light or dark preference, for the "System" theme.
    system_mode: iced::theme::Mode,
    /// The desktop window and its screen, to keep the window on it as the scale changes.
    window_fit: super::window_fit::WindowFit,
    window_id: Option<window::Id>,
    /// The tab to show once the game reopened at start is read.
    reopen_tab: Option<crate::store::settings::TabKey>,
    /// A shared game replayed from the link the page was opened by, offered on Home.
    incoming: Option<Box<crate::store::share::Received>>,
    /// The advice to add the web app to the home screen, held back while it would lie over
    /// something the player must answer first (a game shared by link, offered on Home).
    advice_waiting: bool,
    /// What says outcomes and reads texts aloud: the system's, or a test's.
    voice: Box<dyn crate::speech::Voice>,
    /// The text on show the voice is reading aloud, if it is reading one.
    reading: Option<speaking::Source>,
    /// The screen-reader page, while it is on.
    listening: Option<listening::Listening>,
}

#[derive(Debug, Clone)]
pub enum Message {
    Home(home::Message),
    Dnfm(dnfm::Message),
    Sherwood(sherwood::Message),
    Print(print::Message),
    Record(record::Message),
    /// The record of plays read (with why it could not be, if so) and the saves there are
    /// now, for its screen.
    RecordRead(Box<record::RecordScreen>),
    /// The PDF is made (or failed): what to say, and where the player chose to save it.
    Printed(Result<(String, Option<PathBuf>), JobError>),
    Key(keyboard::Key, keyboard::Modifiers),
    DismissNotice,
    /// A newer version of the web app has been fetched and waits for Reload.
    UpdateReady,
    /// The browser let the screen's lock go as soon as it granted it.
    AwakeDropped,
    /// Reload into the newer version (the game on screen is already saved).
    ApplyUpdate,
    /// Whether the player's data is safe where the app keeps it (asked once at start).
    DataKeeping(platform::DataKeeping),
    /// "Export everything" is done (or failed).
    ExportedAll(Result<String, JobError>),
    ToggleHelp,
    HelpTopic(super::help::Topic),
    /// The file picker answered, for this purpose (None: cancelled, or no dialog service).
    Picked(Pick, Option<PickedFile>),
    /// The first frame is on screen and `PNP_EXIT_AFTER_FIRST_FRAME=1` asks to quit then.
    FirstFrame,
    /// A frame is on screen and `PNP_DRAWN_MARKER` (or the web page) asks to be told what it
    /// shows.
    Drawn,
    /// The autosave in flight has finished.
    /// A save written (with what the record of plays could not take), or why it was not.
    Saved(Result<crate::ui::autosave::Written, platform::PlatformError>),
    /// The saves in the data folder, listed anew.
    Listed(Vec<SaveInfo>),
    /// A save read back (its key), or why it could not be.
    Loaded(SaveKey, Result<Loaded, JobError>),
    /// A player-data entry stored: the data with it, and whether a roll waits for it.
    Remembered(Result<Box<SherwoodData>, JobError>, AfterRemember),
    /// The rulebook text imported (and kept), with the report, or why not.
    Imported(Result<(ImportedText, String), JobError>),
    /// A problem to tell the player (a setting not saved), if any.
    Said(Option<JobError>),
    /// Work done (an export written), or why it could not be.
    Told(Result<String, JobError>),
    /// A save renamed or deleted (what to say), or why not; the list is read anew.
    Managed(Result<String, JobError>),
    /// A save's game made into a link (for the save of that key: its name and the text
    /// after "#game="), or why not.
    ShareReady(SaveKey, Result<(String, String), JobError>),
    /// A shared game added as a save (what to say), or why not; the list is read anew.
    LinkOpened(Result<String, JobError>),
    /// The game of the link the page was opened by, replayed, or why it was not.
    LinkArrived(Result<Box<Arrived>, JobError>),
    /// Data from another device imported (what came in), or why not: the settings and the
    /// Sherwood data are read anew, and the list of saves.
    DataImported(Result<jobs::DataImport, JobError>),
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
    /// The voice finished, stopped or was cut off: the read-aloud buttons are set anew.
    Spoken,
    /// A read-aloud button on the help page.
    HelpAloud(super::read_aloud::Control),
    /// The language picked (None: the system's) has its words here now, or why not (the
    /// web app fetches a language's catalogue when it is first picked).
    LanguageReady(
        Option<crate::i18n::Lang>,
        Result<(), platform::PlatformError>,
    ),
    /// The screen-reader page: turned on or off, or a button pressed or an answer given.
    Heard(platform::Heard),
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
        crate::t!("app-title-game", game = game.title(), name = name)
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
        app.voice = crate::speech::system_voice();
        if let Some(why) = refused {
            app.tell_problem(why.to_string());
        }
        let mut task = iced::system::theme().map(Message::SystemTheme);
        if let Some(wanted) = std::env::var_os(OPEN_SAVE_ENV).filter(|w| !w.is_empty()) {
            task = Task::batch([task, app.open_at_start(&wanted.to_string_lossy())]);
        } else if let Some(link) = platform::shared_link() {
            // Opened by a shared game's link: Home, with the game offered.
            task = Task::batch([task, app.list_saves(), app.link_at_start(link)]);
        } else {
            task = Task::batch([task, app.reopen()]);
        }
        if app.settings.screen_reader && app.caps.screen_reader_page {
            app.listening = Some(Default::default());
        }
        let keeping = Task::perform(platform::keep_data(), Message::DataKeeping);
        (app, Task::batch([task, keeping]))
    }

    /// The app as on a platform that offers `caps` (tests show a browser's screens on the
    /// desktop).
    pub fn with_capabilities(mut self, caps: platform::Capabilities) -> App {
        self.caps = caps;
        self
    }

    /// The app on a given data folder (tests use a folder of their own).
    pub fn new(data_dir: Option<PathBuf>) -> App {
        let storage = data_dir.map(|d| Arc::new(FileStorage::new(d)) as SharedStorage);
        App::with_storage(storage)
    }

    /// The app on any storage back end (`None`: nothing is kept). Start-up reads what the
    /// first screen needs (the player's chart entries among it, whose use waits for the
    /// rules data: see `rules_data`); from then on storage is only used through tasks.
    pub fn with_storage(storage: Option<SharedStorage>) -> App {
        App::with_parts(storage, rules_data::bundled_sherwood)
    }

    /// As [`App::with_storage`], with where the bundled Sherwood data comes from (a test
    /// gives a broken one to see the error screen).
    pub fn with_parts(storage: Option<SharedStorage>, bundled: BundledSherwood) -> App {
        let mut notices = Vec::new();
        let settings = match &storage {
            Some(s) => {
                let (settings, problem) = Settings::load_from(s.as_ref());
                notices.extend(problem);
                settings
            }
            None => Settings::default(),
        };
        // What start-up says (its notices) is in the player's language already.
        crate::i18n::set_language(crate::i18n::resolve(settings.chosen_language()));
        let (unmade, unread) = rules_data::Unmade::read(bundled, storage.as_deref());
        notices.extend(unread);
        let imported = storage.as_ref().and_then(|s| {
            crate::store::rulebook_text::read(s.as_ref())
                .map_err(|e| notices.push(e.to_string()))
                .ok()
                .flatten()
        });
        let saves = storage
            .as_ref()
            .map(|s| saves::list_in(s.as_ref()))
            .unwrap_or_default();
        if storage.is_none() {
            notices.push(platform::no_storage());
        }
        let screen = Screen::Home(home::Home {
            saves,
            physical: settings.new_game_physical,
            ..home::Home::default()
        });
        let mut app = App {
            screen,
            settings,
            storage,
            card_set: None,
            sherwood: None,
            unmade: Some(unmade),
            imported,
            notice: (!notices.is_empty()).then(|| Notice {
                kind: NoticeKind::Problem,
                text: notices.join("\n"),
            }),
            place: None,
            held: None,
            played_here: false,
            play: None,
            drawn_noted: false,
            caps: platform::Capabilities::here(),
            autosave: Autosave::default(),
            closing: false,
            help: false,
            update_waiting: false,
            reloading: false,
            data_keeping: None,
            help_topic: super::help::Topic::Keys,
            screen_held: false,
            told_the_page: Default::default(),
            outcomes_seen: None,
            announcer: platform::announce,
            system_mode: iced::theme::Mode::None,
            window_fit: Default::default(),
            window_id: None,
            reopen_tab: None,
            incoming: None,
            advice_waiting: false,
            // The system's voice is given by `boot` (the window); tests give their own.
            voice: crate::speech::no_voice(),
            reading: None,
            listening: None,
        };
        app.show_pads();
        app
    }

    /// Words from here on are in this app's language (the thread's: a test may hold two
    /// apps in two languages).
    pub(crate) fn speak(&self) {
        crate::i18n::set_language(crate::i18n::resolve(self.settings.chosen_language()));
    }

    pub fn title(&self) -> String {
        self.speak();
        if let Some(game) = self.screen.game() {
            return titled(game.kind(), game.name());
        }
        match &self.screen {
            Screen::Print(_) => crate::t!("app-title-print"),
            Screen::Record(_) => crate::t!("app-title-record"),
            _ => crate::t!("app-name"),
        }
    }

    /// Where the app stands, in a line of words: what a screen reader says of the page, and
    /// what the web test reads (the canvas itself has no text a program can read).
    pub fn headline(&self) -> String {
        if let Some(game) = self.screen.game() {
            return game.headline();
        }
        match &self.screen {
            Screen::Broken(_) => crate::t!("app-cannot-start"),
            Screen::Print(_) => crate::t!("print-screen-heading"),
            Screen::Record(_) => crate::t!("record-heading"),
            _ => crate::t!("game-home"),
        }
    }

    /// What a game screen is handed to draw and read keys with, in a window this wide,
    /// short and narrow (see `view`).
    pub(super) fn parts(&self, wide: Option<f32>, short: bool, narrow: bool) -> GameParts<'_> {
        GameParts {
            card_set: self.card_set,
            sherwood: self.sherwood.as_ref(),
            imported: self.imported.as_ref(),
            caps: self.caps,
            wide,
            short,
            narrow,
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
        if !self.caps.own_window {
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
        if self.caps.background_news {
            all.push(Subscription::run(update_messages));
            all.push(Subscription::run(awake_dropped_messages));
        }
        if self.caps.screen_reader_page {
            all.push(Subscription::run(listening::listener_messages));
        }
        all.extend(exit_after_first_frame());
        if platform::drawn_marker() && !self.drawn_noted {
            all.push(iced::window::frames().map(|_| Message::Drawn));
        }
        Subscription::batch(all)
    }

    pub fn update(&mut self, message: Message) -> Task<Message> {
        self.speak();
        let before = std::mem::discriminant(&self.screen);
        let log = if speaking::steps_through_the_log(&message) {
            None
        } else {
            self.mark()
        };
        let mut task = self.handle(message);
        self.give_waiting_advice();
        if std::mem::discriminant(&self.screen) != before {
            task = Task::batch([task, self.to_top()]);
        }
        self.show_pads();
        let said = self.say_new_outcomes(log);
        self.follow_reading();
        // The screen-reader page says what happens itself: the canvas's live regions wait.
        let page = if self.listening() {
            self.tell_the_listener();
            Task::none()
        } else {
            self.tell_the_page()
        };
        Task::batch([
            task,
            said,
            self.hold_screen_awake(),
            page,
            self.remember_where(),
        ])
    }

    fn handle(&mut self, message: Message) -> Task<Message> {
        if !self.rules_data_for(&message) {
            return Task::none();
        }
        match message {
            Message::FirstFrame => return iced::exit(),
            Message::Drawn => return self.drawn(),
            Message::DismissNotice => self.notice = None,
            Message::Heard(heard) => return self.heard(heard),
            Message::UpdateReady => self.update_waiting = true,
            Message::AwakeDropped => self.tell(NoticeKind::News, crate::t!("app-awake-dropped")),
            Message::DataKeeping(keeping) => return self.data_keeping(keeping),
            Message::ExportedAll(result) => return self.exported_all(result),
            Message::ApplyUpdate => return self.apply_update(),
            Message::ToggleHelp => self.toggle_help(),
            Message::Spoken => {}
            Message::LanguageReady(lang, Ok(())) => return self.use_language(lang),
            Message::LanguageReady(_, Err(why)) => self.tell(NoticeKind::Problem, why.to_string()),
            Message::HelpAloud(control) => {
                return self.aloud(speaking::Source::Help(self.help_topic), control);
            }
            Message::HelpTopic(t) => self.help_topic = t,
            Message::SystemTheme(mode) => self.system_mode = mode,
            Message::WindowSized(id, size) => return self.window_sized(id, size),
            Message::ScreenSized(id, screen) => return self.screen_sized(id, screen),
            Message::WindowMoved(at) => self.window_fit.moved_to(at),
            Message::CloseRequested => return self.close_requested(),
            Message::Saved(result) => return self.saved(result),
            // A shared Sherwood game may bring chart entries: the data is read anew too.
            Message::DataImported(result) => {
                let said = result.map(|done| {
                    if let Screen::Home(h) = &mut self.screen {
                        h.settings_offered = done.settings_offered;
                    }
                    done.said
                });
                return self.data_arrived(said);
            }
            Message::LinkOpened(result) => return self.data_arrived(result),
            Message::Reread(reread) => self.reread(*reread),
            Message::Managed(result) => {
                self.told(result);
                return self.list_saves();
            }
            Message::ShareReady(key, made) => self.share_ready(&key, made),
            Message::LinkArrived(arrived) => self.link_arrived(arrived),
            Message::Listed(saves) => {
                if let Screen::Home(h) = &mut self.screen {
                    h.saves = saves;
                }
            }
            Message::Loaded(key, result) => return self.loaded(key, result),
            Message::Remembered(result, then) => return self.remembered(result, then),
            Message::Imported(result) => self.imported(result),
            Message::Said(said) => {
                if let Some(problem) = said {
                    self.tell(NoticeKind::Problem, problem.to_string());
                }
            }
            Message::Told(result) => self.told(result),
            Message::Picked(pick, picked) => return self.picked(pick, picked),
            Message::Key(key, modifiers) => return self.key(key, modifiers),
            Message::Home(m) => return self.home(m),
            Message::Print(m) => return self.print_screen(m),
            Message::Record(m) => return self.record_screen(m),
            Message::RecordRead(screen) => {
                if matches!(self.screen, Screen::Home(_)) {
                    self.screen = Screen::Record(*screen);
                    return self.to_top();
                }
            }
            Message::Printed(result) => self.printed(result),
            Message::Dnfm(m) => return self.dnfm(m),
            Message::Sherwood(m) => return self.sherwood(m),
        }
        Task::none()
    }
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

/// What the notice of a waiting version says, in the player's language.
pub fn update_waiting() -> String {
    crate::t!("app-update-waiting")
}

/// The web app's news of a waiting version, as a message.
fn update_messages() -> impl iced::futures::Stream<Item = Message> {
    use iced::futures::StreamExt as _;
    platform::update_arrives().map(|()| Message::UpdateReady)
}

/// The web app's news that the screen's lock did not hold, as a message.
fn awake_dropped_messages() -> impl iced::futures::Stream<Item = Message> {
    use iced::futures::StreamExt as _;
    platform::awake_dropped_news().map(|()| Message::AwakeDropped)
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

/// Runs a queued save off the UI thread; its result comes back as `Saved` once the platform
/// has it for good (the browser writes behind, and may still refuse it).
fn write(job: SaveJob) -> Task<Message> {
    jobs::run(move || job.write()).then(|written| {
        Task::perform(
            async move {
                let written = written?;
                platform::storage_committed().await?;
                Ok(written)
            },
            Message::Saved,
        )
    })
}
