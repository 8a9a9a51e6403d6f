//! The saves' lifecycle as the shell sees it: the autosave queue written off the UI thread,
//! opening and loading a save, going home, and remembering where the player was.

use super::{AfterRemember, App, Message, Screen, now, write};
use crate::games::sherwood::SherwoodData;
use crate::store::saves::{self, GameKind, SaveInfo, SaveKey};
use crate::store::settings::LastOpen;
use crate::t;
use crate::ui::autosave::{Place, SaveJob};
use crate::ui::jobs::{self, JobError, Loaded};
use crate::ui::{dnfm, home, sherwood};
use iced::Task;

impl App {
    /// Queues the game on screen for saving; the write runs off the UI thread.
    pub(super) fn save(&mut self) -> Task<Message> {
        let Some(storage) = self.storage.clone() else {
            return Task::none();
        };
        let Some(screen) = self.screen.game() else {
            return Task::none();
        };
        let (name, game) = (screen.name().to_string(), screen.saved(now(), self.play));
        let place = self
            .place
            .get_or_insert_with(|| Place::new(saves::key_for(&name), 0))
            .clone();
        if !self.holds(&place.key()) {
            return Task::none();
        }
        match self.autosave.request(SaveJob {
            storage,
            place,
            game,
        }) {
            Some(job) => write(job),
            None => Task::none(),
        }
    }

    /// Whether this window holds the save `key` (`Storage::hold`), taking it if it can: a
    /// save another window or text mode holds is never written here; the player is told.
    pub(super) fn holds(&mut self, key: &SaveKey) -> bool {
        if self.held.as_ref().is_some_and(|(k, _)| k == key) {
            return true;
        }
        let Some(storage) = &self.storage else {
            return true;
        };
        match storage.hold(key) {
            Ok(held) => {
                self.held = Some((key.clone(), held));
                true
            }
            Err(
                e @ (crate::store::StoreError::InUse { .. }
                | crate::store::StoreError::OpenInAnotherTab { .. }),
            ) => {
                self.tell_problem(e.to_string());
                false
            }
            // No lock can be taken (a folder that cannot be written): the write says why.
            Err(_) => true,
        }
    }

    pub(super) fn go_home(&mut self) -> Task<Message> {
        self.held = None;
        self.place = None;
        self.play = None;
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

    pub(super) fn list_saves(&self) -> Task<Message> {
        match &self.storage {
            Some(s) => jobs::list(s.clone()).map(Message::Listed),
            None => Task::none(),
        }
    }

    /// A name no listed save has yet ("Sherwood", "Sherwood 2", …).
    pub(super) fn unique_name(saves: &[SaveInfo], game: &str, wanted: &str) -> String {
        let wanted = saves::one_line(wanted);
        let base = if wanted.is_empty() {
            game.to_string()
        } else {
            wanted
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

    /// The game and tab on screen, as the settings should keep them for the next start:
    /// kept (and saved) when they change.
    pub(super) fn remember_where(&mut self) -> Task<Message> {
        // While the last game is being read at start, Home is only passing through.
        if self.reopen_tab.is_some() {
            return Task::none();
        }
        let key = self.place.as_ref().map(Place::key);
        let now = match (self.screen.game(), &key) {
            (Some(game), Some(key)) => Some(LastOpen {
                key: key.clone(),
                tab: game.tab(),
            }),
            (Some(_), None) => return Task::none(),
            _ if !self.played_here => return Task::none(),
            _ => None,
        };
        self.played_here = true;
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

    /// Stores something the player read off their own copy, and uses it from then on.
    pub(super) fn remember(
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
            self.tell_problem(t!("app-no-folder-remember"));
            return Task::none();
        };
        let Some(data) = self.sherwood.clone() else {
            return Task::none();
        };
        jobs::remember(storage, data, entry)
            .map(move |r| Message::Remembered(r.map(Box::new), then))
    }

    pub(super) fn remembered(
        &mut self,
        result: Result<Box<SherwoodData>, JobError>,
        then: AfterRemember,
    ) -> Task<Message> {
        match result {
            Ok(data) => self.sherwood = Some(*data),
            Err(e) => {
                self.tell_problem(e.to_string());
                return Task::none();
            }
        }
        let Some((s, data)) = self.sherwood_screen() else {
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

    /// `PNP_OPEN_SAVE`: opens a save of the data folder named by its name, file name or path
    /// (for scripts and the start-up benchmark); a save not found is said in the notice.
    pub(super) fn open_at_start(&mut self, wanted: &str) -> Task<Message> {
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
                self.tell_problem(
                    s.problem.clone().unwrap_or_else(|| {
                        t!("home-not-a-game", path = s.path.display().to_string())
                    }),
                );
                Task::none()
            }
            None => {
                self.tell_problem(t!("app-no-such-save", wanted = wanted));
                Task::none()
            }
        }
    }

    pub(super) fn open(&mut self, key: SaveKey, game: GameKind) -> Task<Message> {
        match &self.storage {
            Some(s) => jobs::load(s.clone(), key, game).map(|(k, r)| Message::Loaded(k, r)),
            None => Task::none(),
        }
    }

    pub(super) fn loaded(
        &mut self,
        key: SaveKey,
        result: Result<Loaded, JobError>,
    ) -> Task<Message> {
        let wanted_tab = self.reopen_tab.take();
        if !matches!(self.screen, Screen::Home(_) | Screen::Record(_)) {
            // The player went on elsewhere while the save was read (a save opens from Home
            // or from a line of the record).
            return Task::none();
        }
        // A save another window or text mode plays stays there: opened here, the two would
        // write over each other.
        if result.is_ok() && !self.holds(&key) {
            return Task::none();
        }
        let (screen, generation, play) = match result {
            Ok(loaded) => {
                let (generation, play) = match &loaded {
                    Loaded::Dnfm(env) => (env.generation, env.play),
                    Loaded::Sherwood(env) => (env.generation, env.play),
                };
                let Some(screen) = self.screen_of(loaded) else {
                    return Task::none();
                };
                (screen, generation, play)
            }
            Err(e) => {
                self.tell_problem(e.to_string());
                return Task::none();
            }
        };
        self.screen = screen;
        self.place = Some(Place::new(key, generation));
        self.play = play.or_else(|| Some(rand::random()));
        let Some(game) = self.screen.game_mut() else {
            return Task::none();
        };
        if let Some(tab) = wanted_tab {
            game.show_tab(tab);
        }
        game.opened()
    }

    /// A game's screen for a save (`None`: a Sherwood save where the data is broken).
    pub(super) fn screen_of(&self, loaded: Loaded) -> Option<Screen> {
        match loaded {
            Loaded::Dnfm(env) => {
                let env = *env;
                let mut screen = dnfm::DnfmScreen::new(env.data, env.name);
                if let Some(set) = self.card_set {
                    screen = screen.peeking(set, self.settings.peek_at_deck);
                }
                Some(Screen::from(screen.coaching(self.settings.coach)))
            }
            Loaded::Sherwood(env) => {
                let data = self.sherwood.as_ref()?;
                let env = *env;
                let screen = sherwood::SherwoodScreen::new(env.data, env.name, data)
                    .with_draft(env.draft, data);
                Some(Screen::from(screen))
            }
        }
    }
}
