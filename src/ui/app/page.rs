//! What the shell tells the window and the page around it, each a task: the scroll to the
//! top, the pads, the wake lock, the title and the live regions.

use super::{App, Message, Screen, update_waiting};
use crate::ui::game_screen::ScreenOptions;
use crate::ui::platform::{self, Announcement};
use crate::ui::{home, print};
use iced::Task;

/// A call to the platform (the page's title, the wake lock …), run as a task like every other
/// side effect, so that `update` only changes the app.
fn side_effect(
    effect: impl FnOnce() + iced::advanced::graphics::futures::MaybeSend + 'static,
) -> Task<Message> {
    Task::future(async move { effect() }).discard()
}

impl App {
    /// A screen just opened starts at its top (a game at its phase stepper), whatever the
    /// screen before was scrolled to: iced would otherwise carry the offset over.
    pub(super) fn to_top(&self) -> Task<Message> {
        use crate::ui::scroll_memory::to_top;
        if let Some(game) = self.screen.game() {
            return to_top(game.scroll_id());
        }
        match &self.screen {
            Screen::Home(_) => to_top(home::SCROLL),
            Screen::Print(_) => to_top(print::SCROLL),
            Screen::Record(_) => to_top(crate::ui::record::SCROLL),
            _ => Task::none(),
        }
    }

    /// Number pads under the dice and number fields: the player's choice, or on where no
    /// keyboard can be counted on (a phone in a browser).
    pub fn pads(&self) -> bool {
        self.settings.number_pads.unwrap_or(!self.caps.keys)
    }

    pub(super) fn show_pads(&mut self) {
        let options = ScreenOptions {
            pads: self.pads(),
            spoilers: self.settings.result_spoilers,
        };
        if let Screen::Home(h) = &mut self.screen {
            h.pads = options.pads;
        }
        if let Some(game) = self.screen.game_mut() {
            game.set_options(options);
        }
    }

    /// Asks the device to keep its screen on while a game is open, where the player wants
    /// that (a phone beside the table dims otherwise).
    pub(super) fn hold_screen_awake(&mut self) -> Task<Message> {
        let wanted = self.settings.keep_screen_on && self.screen.game().is_some();
        if wanted == self.screen_held {
            return Task::none();
        }
        self.screen_held = wanted;
        side_effect(move || platform::keep_awake(wanted))
    }

    /// The page's title and its live regions (in a browser) follow the screen: told when
    /// they change, the newest outcome when the turn log records one.
    pub(super) fn tell_the_page(&mut self) -> Task<Message> {
        let title = self.title();
        let waiting = self.update_waiting.then(update_waiting);
        let notice: Vec<&str> = self
            .notice()
            .into_iter()
            .chain(waiting.as_deref())
            .collect();
        let mut told = Announcement {
            screen: title,
            headline: self.headline(),
            notice: notice.join("\n"),
            ..self.told_the_page.clone()
        };
        let now = self.outcomes();
        match (self.outcomes_seen, now) {
            // More entries in effect than before, on the same screen: a new outcome.
            (Some(before), Some(count)) if count > before => {
                if let Some(words) = self.newest_outcome() {
                    told.outcome = words;
                    told.outcomes_told += 1;
                }
            }
            // A game opened or left: its earlier outcomes are not news.
            (None, Some(_)) | (Some(_), None) => told.outcome.clear(),
            _ => {}
        }
        self.outcomes_seen = now;
        if told == self.told_the_page {
            return Task::none();
        }
        self.told_the_page = told.clone();
        let announce = self.announcer;
        side_effect(move || {
            platform::show_title(&told.screen);
            announce(&told);
        })
    }

    /// On a game's screen, how many entries of its turn log are in effect.
    fn outcomes(&self) -> Option<usize> {
        self.screen.game().map(|g| g.in_effect())
    }

    /// On a game's screen, the newest entry of its turn log in words, as the log shows it.
    fn newest_outcome(&self) -> Option<String> {
        self.screen.game()?.newest_outcome()
    }

    /// What the page is told from now on is handed to `announcer` (the platform's live
    /// regions by default): a test listens here to what a screen reader would be given.
    pub fn announce_with(&mut self, announcer: fn(&Announcement)) {
        self.announcer = announcer;
    }

    /// What the page was last told.
    pub fn told_the_page(&self) -> &Announcement {
        &self.told_the_page
    }
}
