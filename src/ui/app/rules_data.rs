//! The rules data the games play on (the DNFM card set, the Sherwood data with the player's
//! own entries applied), made when a message first may need it rather than before the
//! first frame: Home does not use it, and parsing it was the largest piece of the app's own
//! start-up work on a phone (issue 61). The player's entries are read from storage at start,
//! where a problem with their file is told (`update` does no I/O); only the parse and
//! applying them wait.

use super::{App, Message, NoticeKind, Screen};
use crate::games::dnfm::cards::CardSet;
use crate::games::sherwood::SherwoodData;
use crate::store::storage::Storage;
use crate::store::user_data::UserData;

/// Where the bundled Sherwood data comes from: the app's own, or a test's (a broken one,
/// to see the error screen).
pub type BundledSherwood = fn() -> Result<SherwoodData, String>;

/// The Sherwood data compiled into the app.
pub fn bundled_sherwood() -> Result<SherwoodData, String> {
    SherwoodData::builtin().cloned().map_err(|e| e.to_string())
}

/// What the rules data is made of until it is made.
pub(super) struct Unmade {
    bundled: BundledSherwood,
    /// The player's own entries as start-up read them (`None`: nothing is kept, or they
    /// could not be read and start-up said so).
    players: Option<UserData>,
}

impl Unmade {
    /// With the player's entries read from `storage`, or why they could not be (a notice
    /// for start-up to show: the data is then the bundled alone).
    pub(super) fn read(
        bundled: BundledSherwood,
        storage: Option<&dyn Storage>,
    ) -> (Unmade, Option<String>) {
        let (players, unread) = match storage.map(UserData::load_from) {
            Some(Ok(players)) => (Some(players), None),
            Some(Err(e)) => (None, Some(e.to_string())),
            None => (None, None),
        };
        (Unmade { bundled, players }, unread)
    }
}

/// Whether handling `message` may need the rules data. Only what comes by itself while
/// the first screen settles (the window, the system, start-up's own reads and writes, the
/// frames drawn) and what only changes a notice is known not to; everything else, a tap
/// above all, makes it first.
fn may_need_rules_data(message: &Message) -> bool {
    !matches!(
        message,
        Message::FirstFrame
            | Message::Drawn
            | Message::Listed(_)
            | Message::SystemTheme(_)
            | Message::WindowSized(..)
            | Message::ScreenSized(..)
            | Message::WindowMoved(_)
            | Message::DataKeeping(_)
            // The settings written at start (the browser may clear the data: told once).
            | Message::Said(_)
            | Message::UpdateReady
            | Message::AwakeDropped
            | Message::Spoken
            | Message::DismissNotice
            | Message::LanguageReady(..)
    )
}

impl App {
    /// Makes the rules data before `message` is handled, if it may need it and it is not
    /// made yet. `false`: the app's own data is broken, the error screen is up, and
    /// `message` is dropped.
    pub(super) fn rules_data_for(&mut self, message: &Message) -> bool {
        if self.unmade.is_none() || !may_need_rules_data(message) {
            return true;
        }
        self.rules_data().is_some()
    }

    /// The card set and the Sherwood data, made now if they were not yet (`None`: the app's
    /// own data is broken, and the error screen is up).
    pub fn rules_data(&mut self) -> Option<(&'static CardSet, &SherwoodData)> {
        if let Some(unmade) = self.unmade.take()
            && let Err(broken) = self.make_rules_data(unmade)
        {
            self.card_set = None;
            self.sherwood = None;
            self.screen = Screen::Broken(broken);
        }
        Some((self.card_set?, self.sherwood.as_ref()?))
    }

    /// What a test or a read since start-up already set is kept.
    fn make_rules_data(&mut self, unmade: Unmade) -> Result<(), String> {
        if self.card_set.is_none() {
            self.card_set = Some(CardSet::builtin().map_err(|e| e.to_string())?);
        }
        if self.sherwood.is_none() {
            let mut data = (unmade.bundled)()?;
            if let Some(players) = unmade.players {
                for problem in players.apply_to(&mut data) {
                    self.add_problem(crate::t!("app-chart-entry-misfit", problem = problem));
                }
            }
            self.sherwood = Some(data);
        }
        Ok(())
    }

    /// A problem told beside one already on show, or alone.
    fn add_problem(&mut self, text: String) {
        match &mut self.notice {
            Some(notice) if notice.kind == NoticeKind::Problem => {
                notice.text.push('\n');
                notice.text.push_str(&text);
            }
            _ => self.tell_problem(text),
        }
    }
}
