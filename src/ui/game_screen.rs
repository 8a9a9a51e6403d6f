//! What the shell needs from any game's screen: the UI twin of `games::Game`. The shell
//! holds the screen of the game open and asks it through this trait (its title, its
//! headline, its log, its save, its view and keys), so that a game is added without the
//! shell learning its insides. `M` is the shell's message: each screen wraps its own
//! messages in it (`From`), as iced's `Element::map` does.

use crate::games::GameKind;
use crate::games::dnfm::cards::CardSet;
use crate::games::sherwood::SherwoodData;
use crate::games::sherwood::import::ImportedText;
use crate::store::kept_game::SavedGame;
use crate::store::settings::TabKey;
use crate::ui::help::Topic;
use crate::ui::platform::Capabilities;
use crate::ui::read_aloud::Shown;
use iced::{Element, Task, keyboard};

/// What the shell hands a game screen to draw and to read keys with: the games' data (a
/// game's own is `None` only on a broken install), the player's imported paragraphs, what
/// the platform offers, and the room there is.
#[derive(Clone, Copy)]
pub struct GameParts<'a> {
    pub card_set: Option<&'static CardSet>,
    pub sherwood: Option<&'a SherwoodData>,
    pub imported: Option<&'a ImportedText>,
    pub caps: Capabilities,
    /// The width for two columns, where the window is wide enough for them.
    pub wide: Option<f32>,
    /// A short window: less is kept fixed at the top.
    pub short: bool,
    /// A narrow window: a header and a tab bar take two lines.
    pub narrow: bool,
}

/// How the shell's settings bear on a game screen, set after every message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScreenOptions {
    /// Number pads under the dice and number fields.
    pub pads: bool,
    /// A chart cell's outcome shown before the paragraph is read.
    pub spoilers: bool,
}

pub trait GameScreen<M>: std::any::Any {
    fn kind(&self) -> GameKind;
    /// The save's name, as the window's title and the header show it.
    fn name(&self) -> &str;
    /// The save was kept as a copy under `name` (written elsewhere meanwhile).
    fn rename(&mut self, name: String);
    /// Where the game stands, in a line (what a screen reader says of the page).
    fn headline(&self) -> String;
    /// How many of the turn log's entries are in effect.
    fn in_effect(&self) -> usize;
    /// The lines of the entries in effect after the first `from`, spoken (no arrows or
    /// codes), in the current language.
    fn spoken_since(&self, from: usize) -> Vec<String>;
    /// The newest entry in effect, in words, as the log shows it.
    fn newest_outcome(&self) -> Option<String>;
    /// The tab on show, as the settings keep it.
    fn tab(&self) -> TabKey;
    /// Shows the tab a key stands for (a key the game has no tab for shows its first).
    fn show_tab(&mut self, tab: TabKey);
    /// The game as a save, written at `at` (seconds since 1970), for the play `play`.
    fn saved(&self, at: u64, play: Option<u64>) -> SavedGame;
    /// The scrollable a screen just opened starts at the top of.
    fn scroll_id(&self) -> &'static str;
    fn help_topic(&self) -> Topic;
    /// The shell's settings, as they bear on this screen.
    fn set_options(&mut self, _options: ScreenOptions) {}
    /// The work to run as the screen opens (the coach's first figures).
    fn opened(&mut self) -> Task<M> {
        Task::none()
    }
    fn view<'a>(&'a self, parts: GameParts<'a>) -> Element<'a, M>;
    /// The message a key stands for on this screen, if any.
    fn shortcut(
        &mut self,
        parts: GameParts<'_>,
        key: &keyboard::Key,
        modifiers: keyboard::Modifiers,
    ) -> Option<M>;
    /// The paragraph on show that may be read aloud (one the player has read), if any.
    fn paragraph_on_show(&self) -> Option<u16> {
        None
    }
    /// How the read-aloud buttons of the paragraph on show stand.
    fn set_paragraph_aloud(&mut self, _shown: Shown) {}
    /// The player picked their rulebook's text file, `name`, to import.
    fn rulebook_picked(&mut self, _name: &str) {}
}
