//! The player's language: every word a player reads comes from a Project Fluent catalogue
//! (`locales/<code>/*.ftl`, compiled in), looked up by key in the current language.
//!
//! The current language is the thread's own where one was set (a test plays in German
//! beside tests in English), else the process's: the window and the command line set it at
//! start-up ([`start_for_the_process`]: the system's, the player's setting, or `--lang`),
//! and the window again when the player picks another.

mod arg;
mod catalogue;
mod catalogue_keys;
mod lang;
mod numbers;
mod say;
mod typed;

pub use arg::arg;
pub use fluent_bundle::FluentArgs as Args;
pub use lang::Lang;
pub use numbers::{decimal, percent, whole};
pub use say::{Form, log_markdown, say_in, speak, write};

use std::cell::Cell;
use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};

static PROCESS: AtomicU8 = AtomicU8::new(0);
/// The system's language, as found at start-up (English until then, and in tests).
static SYSTEM: AtomicU8 = AtomicU8::new(0);
/// Set by the window: a language chosen is then the process's too, so the window's worker
/// threads write in it.
static ONE_FOR_THE_PROCESS: AtomicBool = AtomicBool::new(false);

thread_local! {
    static THREAD: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// The language words are looked up in, on this thread.
pub fn current() -> Lang {
    THREAD
        .with(Cell::get)
        .unwrap_or_else(|| Lang::from_index(PROCESS.load(Ordering::Relaxed)))
}

/// Words on this thread are in `lang` from now on (and in the whole process once the window
/// has started it: [`start_for_the_process`]).
pub fn set_language(lang: Lang) {
    THREAD.with(|t| t.set(Some(lang)));
    if ONE_FOR_THE_PROCESS.load(Ordering::Relaxed) {
        PROCESS.store(lang.index(), Ordering::Relaxed);
    }
}

/// For the real window and the command line (not tests, whose threads each keep their own):
/// asks the system for its language, and from then on the language set is every thread's,
/// starting with `chosen` (the player's setting), else the system's.
pub fn start_for_the_process(chosen: Option<Lang>) {
    // The web app has only the language its page fetched: the system's, where the page
    // could not tell which it asks for, is the one there is.
    let asked = asked_of_the_system();
    let system = if has_catalogue(asked) {
        asked
    } else {
        Lang::ALL
            .iter()
            .copied()
            .find(|l| has_catalogue(*l))
            .unwrap_or(asked)
    };
    SYSTEM.store(system.index(), Ordering::Relaxed);
    ONE_FOR_THE_PROCESS.store(true, Ordering::Relaxed);
    PROCESS.store(resolve(chosen).index(), Ordering::Relaxed);
    THREAD.with(|t| t.set(None));
}

/// The language for a setting: the one chosen, else the system's (also while the one
/// chosen is still being fetched, on the web).
pub fn resolve(chosen: Option<Lang>) -> Lang {
    chosen
        .filter(|l| has_catalogue(*l))
        .unwrap_or_else(|| Lang::from_index(SYSTEM.load(Ordering::Relaxed)))
}

/// Whether `lang`'s catalogue is here (always, but on the web only once fetched).
pub fn has_catalogue(lang: Lang) -> bool {
    catalogue::has(lang)
}

/// Takes `lang`'s catalogue as the web app fetched it (`dist/locales/<code>.ftl`: each
/// file after a `#~ name.ftl` line).
pub fn install_catalogue(lang: Lang, text: &str) {
    catalogue::install(lang, text);
}

/// The language the system asks for (the desktop's locale, a browser's
/// `navigator.languages`), or English where it asks for none we have.
fn asked_of_the_system() -> Lang {
    let tags: Vec<String> = sys_locale::get_locales().collect();
    Lang::negotiate(tags.iter().map(String::as_str))
}

/// The message `key` in the current language (English where the current one lacks it,
/// the key itself where English does too: a test finds those).
pub fn text(key: &str) -> String {
    catalogue::format(current(), key, None)
}

/// The message `key` with its arguments.
pub fn text_with(key: &str, args: &Args) -> String {
    catalogue::format(current(), key, Some(args))
}

/// The message `key` where a catalogue has it, else `fallback`: words for a name in the
/// games' data (an event's), which a catalogue may not know yet.
pub fn text_or(key: &str, fallback: &str) -> String {
    catalogue::lookup(current(), key, None).unwrap_or_else(|| fallback.to_string())
}

/// The message `key` in a given language (a language's own name on the language picker).
pub fn text_in(lang: Lang, key: &str) -> String {
    catalogue::format(lang, key, None)
}

/// The catalogues' files: (language code, file name, text), for the tests that hold every
/// language to the same keys.
pub fn catalogue_files() -> &'static [(&'static str, &'static str, &'static str)] {
    catalogue::FILES
}

/// A message from the catalogues: `t!("home-continue")`, or with arguments
/// `t!("home-seed", seed = seed)` (the names as the catalogue's `$seed`).
#[macro_export]
macro_rules! t {
    ($key:literal) => {
        $crate::i18n::text($key)
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::Args::new();
        $(args.set(stringify!($name), $crate::i18n::arg($value));)+
        $crate::i18n::text_with($key, &args)
    }};
}
