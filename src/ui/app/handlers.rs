//! What the shell does with the messages that take more than a line: the window's life, the
//! autosave's answers, data read anew, and the Print, Record and Do Not Forsake Me screens'
//! actions. `App::handle` dispatches here.

use super::{App, Message, NoticeKind, Screen, now, write};
use crate::ui::jobs::{self, JobError};
use crate::ui::platform::{self, PlatformError};
use crate::ui::{dnfm, print, record};
use iced::{Task, window};

impl App {
    /// The first frame drawn: which screen the start settled on, noted once.
    pub(super) fn drawn(&mut self) -> Task<Message> {
        // While the last game is read at start, Home only passes through: the screen noted
        // is the one the start settles on.
        if self.drawn_noted || self.reopen_tab.is_some() {
            return Task::none();
        }
        self.drawn_noted = true;
        let screen = match &self.screen {
            Screen::Print(_) => "print",
            Screen::Record(_) => "record",
            Screen::Broken(_) => "broken",
            screen => screen.game().map_or("home", |game| game.kind().key()),
        };
        Task::future(async move { platform::note_drawn(screen) }).discard()
    }

    pub(super) fn data_keeping(&mut self, keeping: platform::DataKeeping) -> Task<Message> {
        self.data_keeping = Some(keeping);
        if keeping.at_risk() && !self.settings.told_to_install {
            self.settings.told_to_install = true;
            self.advice_waiting = true;
            self.give_waiting_advice();
            return self.save_settings();
        }
        Task::none()
    }

    /// The home-screen advice, once nothing it would cover waits for the player: no game
    /// shared by link still offered, and no other notice on show.
    pub(super) fn give_waiting_advice(&mut self) {
        let offered = matches!(&self.screen, Screen::Home(h) if h.offer.is_some());
        if self.advice_waiting && !offered && self.incoming.is_none() && self.notice.is_none() {
            self.advice_waiting = false;
            self.tell(NoticeKind::News, crate::t!("app-add-to-home-screen"));
        }
    }

    /// Whether the home-screen advice is held back (see [`App::give_waiting_advice`]).
    pub fn advice_waiting(&self) -> bool {
        self.advice_waiting
    }

    pub(super) fn exported_all(&mut self, result: Result<String, JobError>) -> Task<Message> {
        let done = result.is_ok();
        self.told(result);
        if done {
            self.settings.last_export = Some(now());
            return self.save_settings();
        }
        Task::none()
    }

    pub(super) fn apply_update(&mut self) -> Task<Message> {
        // The game on screen is written first; the page reloads once it is.
        if self.screen.game().is_some() {
            self.reloading = true;
            return self.save();
        }
        platform::apply_update();
        Task::none()
    }

    pub(super) fn window_sized(&mut self, id: window::Id, size: iced::Size) -> Task<Message> {
        self.window_fit.window_is(size, self.scale());
        // The first time: which screen is it on, and does the window fit it? (A browser's
        // page is what it is.)
        if self.window_id.replace(id).is_none() && self.caps.own_window {
            return window::monitor_size(id).map(move |m| Message::ScreenSized(id, m));
        }
        Task::none()
    }

    pub(super) fn screen_sized(
        &mut self,
        id: window::Id,
        screen: Option<iced::Size>,
    ) -> Task<Message> {
        let scale = self.settings.scale;
        let fitted = screen.and_then(|m| self.window_fit.screen_is(m, scale));
        // A window left where the screen no longer reaches comes back onto it.
        let back = screen.and_then(|m| self.window_fit.back_on_screen(m, scale));
        Task::batch([
            fitted.map_or_else(Task::none, |size| window::resize(id, size)),
            back.map_or_else(Task::none, |at| window::move_to(id, at)),
        ])
    }

    pub(super) fn close_requested(&mut self) -> Task<Message> {
        // Where the window was, for the next start (the desktop only).
        if self.caps.own_window {
            self.settings.window = self.window_fit.place();
        }
        if self.autosave.idle() {
            return self.save_settings().chain(iced::exit());
        }
        self.closing = true;
        self.tell(NoticeKind::News, crate::t!("app-saving-before-close"));
        Task::none()
    }

    /// The autosave's answer: said when it failed, the next save written, and a reload or
    /// a close that waited for it done.
    pub(super) fn saved(
        &mut self,
        result: Result<crate::ui::autosave::Written, PlatformError>,
    ) -> Task<Message> {
        let saved = result.is_ok();
        if saved {
            platform::saved();
        }
        // A failed save is reported; play goes on and the next action tries again.
        match result {
            Ok(written) => {
                if self.notice_kind() == Some(NoticeKind::NotSaved) {
                    self.notice = None;
                }
                if let Some(why) = written.record_problem {
                    self.tell(NoticeKind::Problem, why);
                }
                if let Some(copy) = written.copy {
                    self.kept_as_copy(copy);
                }
            }
            Err(e) => self.tell(
                NoticeKind::NotSaved,
                crate::t!("app-not-saved-play-on", error = e.to_string()),
            ),
        }
        let next_job = self.autosave.finished();
        if self.reloading && next_job.is_none() {
            // Reload only onto a game kept whole; a failed write keeps the page (its notice
            // says so) and Reload stays offered.
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
        Task::batch([next, listed])
    }

    /// Data imported or a link opened: said, then the settings and data read anew.
    pub(super) fn data_arrived(&mut self, result: Result<String, JobError>) -> Task<Message> {
        let ok = result.is_ok();
        self.told(result);
        match self.storage.clone() {
            Some(storage) if ok => Task::batch([
                jobs::reread(storage).map(|r| Message::Reread(Box::new(r))),
                self.list_saves(),
            ]),
            _ => Task::none(),
        }
    }

    pub(super) fn reread(&mut self, reread: jobs::Reread) {
        let jobs::Reread {
            settings,
            sherwood,
            imported,
        } = reread;
        self.settings = settings;
        if let Some(d) = sherwood {
            self.sherwood = Some(d);
        }
        if imported.is_some() {
            self.imported = imported;
        }
    }

    /// The save was written elsewhere since it was opened here: that write stays, and the
    /// game on screen was kept as a copy, which is where it is kept from now on.
    fn kept_as_copy(&mut self, copy: crate::ui::autosave::Copy) {
        if let Some(game) = self.screen.game_mut()
            && game.name() == copy.of
        {
            game.rename(copy.name.clone());
        }
        self.held = None;
        self.holds(&copy.key);
        self.tell(
            NoticeKind::Problem,
            crate::t!(
                "app-kept-as-copy",
                name = copy.of.as_str(),
                copy = copy.name.as_str()
            ),
        );
    }

    pub(super) fn imported(
        &mut self,
        result: Result<(crate::games::sherwood::import::ImportedText, String), JobError>,
    ) {
        let said = match result {
            Ok((text, said)) => {
                self.imported = Some(text);
                Ok(said)
            }
            Err(e) => Err(e),
        };
        self.told(said);
    }

    pub(super) fn print_screen(&mut self, m: print::Message) -> Task<Message> {
        let Screen::Print(p) = &mut self.screen else {
            return Task::none();
        };
        match p.update(m) {
            print::Action::None => Task::none(),
            print::Action::Home => self.go_home(),
            print::Action::Save(options, pdf) => self.print(options, pdf, false),
            print::Action::SaveInFolder(options, pdf) => self.print(options, pdf, true),
            print::Action::KeepOffset(offset) => self.set(|s| s.back_offset = offset),
            print::Action::KeepMeasured(m) => self.set(|s| s.measured_rulers = (m.across, m.down)),
            print::Action::Open(path) => Task::perform(platform::open(path), |r| {
                Message::Told(r.map_err(JobError::from))
            }),
        }
    }

    pub(super) fn record_screen(&mut self, m: record::Message) -> Task<Message> {
        let Screen::Record(r) = &self.screen else {
            return Task::none();
        };
        match r.update(m) {
            record::Action::None => Task::none(),
            record::Action::Home => self.go_home(),
            record::Action::Open(key, game) => self.open(key, game),
        }
    }

    pub(super) fn printed(
        &mut self,
        result: Result<(String, Option<std::path::PathBuf>), JobError>,
    ) {
        if let Screen::Print(p) = &mut self.screen {
            p.busy = false;
            p.offer_folder = matches!(&result, Err(JobError::Platform(PlatformError::NotChosen)))
                && self.caps.file_paths
                && self.storage.as_ref().and_then(|s| s.folder()).is_some();
            (p.status, p.saved) = match result {
                Ok((said, path)) => (Some(said), path),
                Err(e) => (
                    Some(crate::t!("app-not-saved", error = e.to_string())),
                    None,
                ),
            };
        }
    }

    /// A message for the Do Not Forsake Me screen, and what the screen asks of the shell
    /// then (the coach's figures among them, as work to run).
    pub(super) fn dnfm(&mut self, m: dnfm::Message) -> Task<Message> {
        let (Screen::Dnfm(s), Some(set)) = (&mut self.screen, self.card_set) else {
            return Task::none();
        };
        let actions = s.update(set, m);
        let tasks: Vec<Task<Message>> = actions
            .into_iter()
            .map(|action| self.dnfm_action(action))
            .collect();
        Task::batch(tasks)
    }

    fn dnfm_action(&mut self, action: dnfm::Action) -> Task<Message> {
        match action {
            dnfm::Action::None => Task::none(),
            dnfm::Action::Run(task) => task.map(Message::Dnfm),
            dnfm::Action::Changed => self.save(),
            dnfm::Action::Home => self.go_home(),
            dnfm::Action::ExportLog(md) => self.export_log("dnfm-log.md", md),
            dnfm::Action::Peek(on) => self.set(|s| s.peek_at_deck = on),
            dnfm::Action::Coach(on) => self.set(|s| s.coach = on),
        }
    }
}
