//! What differs between the desktop app and the web app: where things are kept, how a file
//! is picked or saved, the clock, the screen's wake lock, updates, whether the data is safe
//! from the browser, and the phone's keyboard. The screens call these and never ask which
//! one they run on.

#[cfg(not(target_arch = "wasm32"))]
mod desktop;
mod error;
#[cfg(target_arch = "wasm32")]
mod web;

#[cfg(not(target_arch = "wasm32"))]
use desktop as current;
#[cfg(target_arch = "wasm32")]
use web as current;

/// The one interface, the same list for both: an item one platform lacks does not compile,
/// and nothing else a platform file holds is seen outside it.
pub use error::PlatformError;

pub use current::{
    announce, apply_update, awake_dropped, awake_dropped_news, can_keep_awake, copy_text,
    drawn_marker, fetch_language, forget_shared_link, keep_awake, keep_data, no_storage,
    note_drawn, now_secs, open, own_address, page_size, pick, prepare_printing, save, save_at,
    save_into, saved, shared_but_no_storage, shared_link, show_title, soft_keyboard, storage,
    storage_committed, take_page_language, update_arrives, write_file,
};
pub use current::{listener_speaks, show_listening};

/// Every item's type, pinned here: each target's build (CI lints the wasm32 one as well as the
/// desktop's) checks that its platform gives exactly these, so the two files cannot drift.
/// Never called: the compiler's check is the point.
#[expect(
    dead_code,
    reason = "a compile-time check of both platforms' signatures"
)]
fn both_platforms_give_the_same() {
    use crate::store::storage::SharedStorage;
    use iced::advanced::graphics::futures::MaybeSend;
    use std::path::{Path, PathBuf};
    fn gives<T>(_: impl Future<Output = T> + MaybeSend) {}
    fn streams(_: impl iced::futures::Stream<Item = ()> + MaybeSend) {}

    let _: [fn() -> String; 2] = [no_storage, shared_but_no_storage];
    let _: (bool, bool, bool) = (
        current::HAS_KEYBOARD,
        current::IN_BROWSER,
        current::SOFT_KEYBOARD,
    );
    let _: fn() -> Result<SharedStorage, PlatformError> = storage;
    let _: fn() -> u64 = now_secs;
    type Written = Result<(String, Option<PathBuf>), PlatformError>;
    let _: fn(&Path, &str, &[u8]) -> Written = save_into;
    let _: fn(bool) = keep_awake;
    let _: fn() -> bool = can_keep_awake;
    let _: fn() -> bool = awake_dropped;
    let _: fn(&str) = show_title;
    let _: fn(&Announcement) = announce;
    let _: fn() = apply_update;
    let _: fn(Option<KeyboardField>) = soft_keyboard;
    let _: fn() -> Option<String> = own_address;
    let _: fn() -> Option<String> = shared_link;
    let _: fn() = forget_shared_link;
    let _: fn(&str) -> bool = copy_text;
    let _: fn() -> bool = drawn_marker;
    let _: fn(&str) = note_drawn;
    let _: fn() = saved;
    let _: fn() -> Option<iced::Size> = page_size;
    let _: fn() = take_page_language;
    let _: fn() = prepare_printing;
    gives::<Result<(), PlatformError>>(fetch_language(crate::i18n::Lang::En));
    gives::<Option<PickedFile>>(pick(String::new(), FileKind::Json));
    gives::<Result<String, PlatformError>>(save(String::new(), Vec::new(), FileKind::Json, None));
    gives::<Written>(save_at(String::new(), Vec::new(), FileKind::Json, None));
    gives::<Result<String, PlatformError>>(open(PathBuf::new()));
    gives::<DataKeeping>(keep_data());
    gives::<Result<Vec<u8>, crate::print::pdf::PrintError>>(write_file(crate::print::shop::Job {
        pages: pnp_pdf::Document {
            title: String::new(),
            creator: String::new(),
            duplex: pnp_pdf::Duplex::LongEdge,
            pages: Vec::new(),
        },
        output: crate::print::shop::Output::Pdf,
    }));
    gives::<Result<(), PlatformError>>(storage_committed());
    streams(update_arrives());
    fn hears(_: impl iced::futures::Stream<Item = Heard> + MaybeSend) {}
    hears(listener_speaks());
    let _: fn(&str) = show_listening;
    streams(awake_dropped_news());
}

/// What the platform the app runs on offers, each named by what it is for: the shell takes
/// it from here (`Capabilities::here`) and hands the screens what they need, so no screen
/// asks where it runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Capabilities {
    /// A keyboard can be counted on: the screen names keys (F1, the counters' keys), and
    /// the number pads start off.
    pub keys: bool,
    /// The app opens the phone's own keyboard for its text fields.
    pub soft_keyboard: bool,
    /// The player can type a file's path, and the app writes into its data folder; without
    /// it, files are picked and downloaded (or shared).
    pub file_paths: bool,
    /// The app sizes and places its own window, and remembers where it was; without it, the
    /// app has the room its page gives (it cannot widen it).
    pub own_window: bool,
    /// The app can hold the screen on while a game is open (the desktop has its own
    /// settings for that).
    pub holds_screen_on: bool,
    /// The app is served from an address of its own, which its share links use; without it,
    /// the player may say where the web app lives.
    pub own_address: bool,
    /// The player's data lives in a browser's storage, which the browser may clear: when
    /// it was last exported is worth showing.
    pub data_in_browser: bool,
    /// A new version arrives in the background and waits for Reload, and the screen's lock
    /// may be dropped: news the shell listens for.
    pub background_news: bool,
    /// The page around the app can show the game as text a screen reader reads and operates
    /// ("Play with a screen reader").
    pub screen_reader_page: bool,
}

impl Capabilities {
    /// This platform's.
    pub const fn here() -> Capabilities {
        let browser = current::IN_BROWSER;
        Capabilities {
            keys: current::HAS_KEYBOARD,
            soft_keyboard: current::SOFT_KEYBOARD,
            file_paths: !browser,
            own_window: !browser,
            holds_screen_on: browser,
            own_address: browser,
            data_in_browser: browser,
            background_news: browser,
            screen_reader_page: browser,
        }
    }
}

/// What the screen-reader page (`packaging/web/listen.js`) sends the app.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Heard {
    /// "Play with a screen reader": the page's first link, or the setting.
    Start,
    /// Back to the picture (the canvas).
    Stop,
    /// A button pressed or an answer given, as the line the text mode would read.
    Line(String),
    /// The drawn screen's notice, read: taken away, as its OK button takes it away.
    Dismiss,
}

/// What the page around the canvas is told in words, for a screen reader (its live
/// regions): the canvas itself has no text one can read.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Announcement {
    /// The screen's title: said when the screen changes.
    pub screen: String,
    /// Where the game stands, in a line.
    pub headline: String,
    /// The newest outcome the turn log recorded, in words (empty until one is recorded on
    /// this screen).
    pub outcome: String,
    /// How many outcomes were told: an outcome in the same words as the one before is a
    /// new one all the same, and said again.
    pub outcomes_told: u64,
    /// The notice at the top of the screen, if any (empty: none).
    pub notice: String,
}

/// A file the player picked: what to call it, and its text or why it could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PickedFile {
    pub name: String,
    pub text: Result<String, PlatformError>,
}

/// What a file to pick or to save holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    Pdf,
    /// A print shop's picture (the counter sheet).
    Png,
    /// A print shop's pictures, one a face.
    Zip,
    Markdown,
    /// A save, or a bundle of the player's data.
    Json,
    Text,
}

/// What one kind of file is called, the endings it takes and its MIME type.
struct FileFacts {
    label_key: &'static str,
    extensions: &'static [&'static str],
    mime: &'static str,
}

impl FileKind {
    const fn facts(self) -> FileFacts {
        let (label_key, extensions, mime): (_, &'static [&'static str], _) = match self {
            FileKind::Pdf => ("app-kind-pdf", &["pdf"], "application/pdf"),
            FileKind::Png => ("app-kind-png", &["png"], "image/png"),
            FileKind::Zip => ("app-kind-zip", &["zip"], "application/zip"),
            FileKind::Markdown => ("app-kind-markdown", &["md"], "text/markdown"),
            FileKind::Json => ("app-kind-json", &["json"], "application/json"),
            FileKind::Text => ("app-kind-text", &["txt", "text", "md"], "text/plain"),
        };
        FileFacts {
            label_key,
            extensions,
            mime,
        }
    }

    pub fn label(self) -> String {
        crate::i18n::text(self.facts().label_key)
    }

    pub fn extensions(self) -> &'static [&'static str] {
        self.facts().extensions
    }

    pub fn mime(self) -> &'static str {
        self.facts().mime
    }
}

/// How safe the player's data is where the app keeps it. A browser may clear a page's data
/// (Safari after 7 days without a visit) unless the app is installed to the home screen or
/// the browser has promised to keep it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DataKeeping {
    pub installed: bool,
    pub persisted: bool,
}

impl DataKeeping {
    pub fn at_risk(self) -> bool {
        !self.installed && !self.persisted
    }
}

/// The text field a phone's on-screen keyboard is for (see `ui::soft_keyboard`).
#[derive(Debug, Clone, PartialEq)]
pub struct KeyboardField {
    /// Where the field is on the page, in the layout's units.
    pub at: iced::Rectangle,
    /// The page's width in the same units: the platform scales to its own pixels with it.
    pub page_width: f32,
    /// What the field shows when it takes the focus: the keyboard's text starts from it.
    pub text: String,
    /// Another field than the one before (or the first): what was typed starts anew.
    pub new_field: bool,
}

/// "12 KB", as the notices say a file's size.
pub fn kilobytes(bytes: usize) -> String {
    crate::t!("app-kilobytes", kilobytes = bytes.div_ceil(1024))
}

#[cfg(test)]
mod tests {
    use super::FileKind;

    #[test]
    fn every_kind_of_file_has_a_name_in_the_catalogue() {
        for kind in [
            FileKind::Pdf,
            FileKind::Png,
            FileKind::Zip,
            FileKind::Markdown,
            FileKind::Json,
            FileKind::Text,
        ] {
            assert_ne!(kind.label(), kind.facts().label_key, "{kind:?}");
            assert!(!kind.extensions().is_empty() && kind.mime().contains('/'));
        }
    }
}
