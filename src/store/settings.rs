//! The app's settings: tolerant of hand edits (missing fields take defaults, values are
//! clamped after loading).

use super::files::StoreError;
use super::storage::{FileStorage, Storage};
use crate::i18n::Lang;
use serde::{Deserialize, Serialize};
use std::path::Path;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ThemeChoice {
    /// Follow the operating system.
    #[default]
    System,
    Light,
    Dark,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The language the player chose; `None`, or a code the app does not know (a hand edit,
    /// a newer version's language): the system's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<LanguageChoice>,
    pub theme: ThemeChoice,
    /// UI scale, 0.75–2.0.
    pub scale: f32,
    /// Do Not Forsake Me, "Peek at the deck": show the exact odds of the app's deck as it
    /// lies, which a player at a table cannot see. Off: the odds come from what the player
    /// can know. Settings files from before it read as off.
    #[serde(default)]
    pub peek_at_deck: bool,
    /// Do Not Forsake Me, "Coach": beside each choice, its chance of winning the whole game
    /// (games played on by the simulator). Off, nothing is computed. Settings files from
    /// before it read as off.
    #[serde(default)]
    pub coach: bool,
    /// The Sherwood Syndrome: the odds show what result paragraphs do even before the player
    /// has read them (for a player who knows the game). Off: an unread paragraph shows as
    /// such, with its number. Settings files from before it read as off.
    #[serde(default)]
    pub result_spoilers: bool,
    /// Keep the screen on while a game is open (the web app on a phone; the desktop leaves
    /// that to its own settings).
    pub keep_screen_on: bool,
    /// Number pads under the dice and number fields; `None`: where the app runs decides
    /// (on in a browser, where a phone has no keyboard for the app).
    pub number_pads: Option<bool>,
    /// Reopen the game that was open when the app last closed, on the same tab (and, on the
    /// desktop, the window where it was). On unless turned off.
    pub reopen_last: bool,
    /// The game open when the app last closed (its save's key) and the tab it showed;
    /// `None` when the app closed at Home.
    pub last_open: Option<LastOpen>,
    /// The desktop window as it was left, in the system's pixels.
    pub window: Option<WindowPlace>,
    /// A new game is physical (the player's own dice and cards) or digital, as last chosen.
    pub new_game_physical: bool,
    /// When "Export everything" last gave the player a copy of their data (seconds since
    /// 1970): a browser may clear a page's data, and Home says how old the last copy is.
    #[serde(default)]
    pub last_export: Option<u64>,
    /// The web app has once told the player to add it to the home screen.
    #[serde(default)]
    pub told_to_install: bool,
    /// "Where your web app lives": the address a shared game's link starts with on the
    /// desktop (in a browser the page's own address is used). Blank: the link is offered
    /// for copying without an address and no QR code is shown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub web_app_address: Option<String>,
    /// "Speak outcomes": each new outcome the turn log records is also said aloud (the
    /// words the log shows). Off unless chosen; settings files from before it read as off.
    #[serde(default)]
    pub speak_outcomes: bool,
    /// The web app opens as its screen-reader page ("Play with a screen reader"): the game
    /// as headings, text and buttons, the canvas hidden from assistive technology. Off
    /// unless chosen; settings files from before it read as off.
    #[serde(default)]
    pub screen_reader: bool,
    /// How far the print kit's backs are moved (mm on the back page: +x right, +y up), as
    /// the printer check found it or the player typed it on the Print screen; every kit is
    /// printed with it. Settings files from before it read as none.
    #[serde(default)]
    pub back_offset: (f32, f32),
    /// The printer check's two 10 cm rulers as the player measured them (mm, across and
    /// down): the kit is printed scaled so that both come out true. Settings files from
    /// before it read as true rulers.
    #[serde(default = "true_rulers")]
    pub measured_rulers: (f32, f32),
}

/// Rulers that measure what they should: the kit printed as it is.
pub const TRUE_RULERS: (f32, f32) = (100.0, 100.0);

fn true_rulers() -> (f32, f32) {
    TRUE_RULERS
}

/// A language chosen in the settings, as its code in the file ("de"): one this version
/// has, or a code it does not know (a newer version's), kept as it was so that the version
/// that wrote it finds it again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LanguageChoice {
    Known(Lang),
    Unknown(String),
}

impl Serialize for LanguageChoice {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(match self {
            LanguageChoice::Known(lang) => lang.code(),
            LanguageChoice::Unknown(code) => code,
        })
    }
}

impl<'de> Deserialize<'de> for LanguageChoice {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let code = String::deserialize(d)?;
        Ok(Lang::from_code(&code).map_or(LanguageChoice::Unknown(code), LanguageChoice::Known))
    }
}

/// The game that was open, and its tab.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastOpen {
    pub key: crate::store::saves::SaveKey,
    /// A tab this version does not have (a later one's) reads as Play.
    #[serde(default, deserialize_with = "tab_or_play")]
    pub tab: TabKey,
}

crate::engine::keyword::keyword_enum! {
    /// A game screen's tab, by the word the settings keep for the one last shown: every
    /// game's tabs are among these (Do Not Forsake Me has Play and Log).
    #[derive(Default)]
    pub enum TabKey as word {
        #[default]
        Play = "play",
        People = "people",
        Counters = "counters",
        Tables = "tables",
        Paragraphs = "paragraphs",
        Log = "log",
    }
}

fn tab_or_play<'de, D: serde::Deserializer<'de>>(d: D) -> Result<TabKey, D::Error> {
    let word = <std::borrow::Cow<'de, str> as Deserialize>::deserialize(d)?;
    Ok(TabKey::ALL
        .into_iter()
        .find(|t| t.word() == word)
        .unwrap_or_default())
}

/// Where the desktop window was and how big, in the system's pixels (they do not change with
/// the app's scale).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct WindowPlace {
    pub width: f32,
    pub height: f32,
    #[serde(default)]
    pub x: Option<f32>,
    #[serde(default)]
    pub y: Option<f32>,
}

impl WindowPlace {
    /// A place a window can open at: a sane size (a hand-edited file may say anything).
    fn sane(self) -> Option<WindowPlace> {
        let ok = |v: f32, low: f32| v.is_finite() && v >= low && v <= 20_000.0;
        let pos = |v: Option<f32>| v.filter(|v| v.is_finite() && v.abs() <= 20_000.0);
        (ok(self.width, 200.0) && ok(self.height, 200.0)).then_some(WindowPlace {
            x: pos(self.x),
            y: pos(self.y),
            ..self
        })
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            language: None,
            theme: ThemeChoice::System,
            scale: 1.0,
            peek_at_deck: false,
            coach: false,
            result_spoilers: false,
            keep_screen_on: true,
            number_pads: None,
            reopen_last: true,
            last_open: None,
            window: None,
            new_game_physical: false,
            last_export: None,
            told_to_install: false,
            web_app_address: None,
            speak_outcomes: false,
            screen_reader: false,
            back_offset: (0.0, 0.0),
            measured_rulers: TRUE_RULERS,
        }
    }
}

impl Settings {
    /// The language the player chose, if it is one the app has.
    pub fn chosen_language(&self) -> Option<Lang> {
        match self.language {
            Some(LanguageChoice::Known(lang)) => Some(lang),
            _ => None,
        }
    }

    pub fn clamped(mut self) -> Settings {
        if !self.scale.is_finite() {
            self.scale = 1.0;
        }
        self.scale = self.scale.clamp(0.75, 2.0);
        self.window = self.window.and_then(WindowPlace::sane);
        // As the Print screen takes it: each way within 10 mm; a hand edit past that (or
        // not a number) reads as none.
        let (x, y) = self.back_offset;
        let sane = |v: f32| v.is_finite() && (-10.0..=10.0).contains(&v);
        if !(sane(x) && sane(y)) {
            self.back_offset = (0.0, 0.0);
        }
        // As the Print screen takes them: each from 90 to 110 mm.
        let (across, down) = self.measured_rulers;
        let ruler = |v: f32| v.is_finite() && (90.0..=110.0).contains(&v);
        if !(ruler(across) && ruler(down)) {
            self.measured_rulers = TRUE_RULERS;
        }
        self
    }

    /// Settings from the data folder; an unreadable file gives the defaults and a message.
    pub fn load(dir: &Path) -> (Settings, Option<String>) {
        Settings::load_from(&FileStorage::new(dir))
    }

    /// Settings from the storage; an unreadable file gives the defaults and a message.
    pub fn load_from(storage: &dyn Storage) -> (Settings, Option<String>) {
        match storage.read(SETTINGS_KEY) {
            Ok(None) => (Settings::default(), None),
            Ok(Some(t)) => match serde_json::from_str::<Settings>(&t) {
                Ok(s) => (s.clamped(), None),
                Err(e) => (
                    Settings::default(),
                    Some(crate::t!(
                        "store-settings-unreadable",
                        path = storage.locate(SETTINGS_KEY).display().to_string(),
                        error = e.to_string()
                    )),
                ),
            },
            Err(e) => (Settings::default(), Some(e.to_string())),
        }
    }

    pub fn save(&self, dir: &Path) -> Result<(), StoreError> {
        self.save_to(&FileStorage::new(dir))
    }

    pub fn save_to(&self, storage: &dyn Storage) -> Result<(), StoreError> {
        let text =
            serde_json::to_string_pretty(self).map_err(|e| StoreError::Invalid(e.to_string()))?;
        storage.write(SETTINGS_KEY, text.as_bytes(), &|old| {
            serde_json::from_str::<Settings>(old).is_ok()
        })
    }
}

/// The settings' key in the data folder.
pub const SETTINGS_KEY: &str = "settings.json";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_language_is_read_from_its_code_and_an_unknown_one_kept_as_it_was() {
        let read = |json: &str| serde_json::from_str::<Settings>(json).unwrap();
        let german = read(r#"{"language": "de"}"#);
        assert_eq!(german.language, Some(LanguageChoice::Known(Lang::De)));
        assert_eq!(german.chosen_language(), Some(Lang::De));
        let later = read(r#"{"language": "es"}"#);
        assert_eq!(later.chosen_language(), None, "the system's language then");
        let written = serde_json::to_string(&later).unwrap();
        assert!(written.contains(r#""language":"es""#), "{written}");
        assert_eq!(read("{}").language, None);
    }

    #[test]
    fn the_last_game_and_window_are_kept_and_a_bad_window_is_dropped() {
        let s: Settings = serde_json::from_str(
            r#"{"last_open": {"key": "saves/evening.json", "tab": "people"},
                "window": {"width": 900, "height": 700, "x": 40, "y": 30}}"#,
        )
        .unwrap();
        let s = s.clamped();
        assert!(s.reopen_last, "on unless turned off");
        assert_eq!(s.last_open.as_ref().map(|l| l.tab), Some(TabKey::People));
        // Written back as the same word; a tab of a later version opens on Play.
        let written = serde_json::to_string(&s.last_open).unwrap();
        assert!(written.contains(r#""tab":"people""#), "{written}");
        let later: LastOpen =
            serde_json::from_str(r#"{"key": "saves/a.json", "tab": "map"}"#).unwrap();
        assert_eq!(later.tab, TabKey::Play);
        assert_eq!(s.window.map(|w| (w.width, w.x)), Some((900.0, Some(40.0))));
        let bad: Settings =
            serde_json::from_str(r#"{"window": {"width": -5, "height": 1e30}}"#).unwrap();
        assert_eq!(bad.clamped().window, None);
    }

    #[test]
    fn tolerant_and_clamped() {
        let s: Settings = serde_json::from_str(r#"{"scale": 9.0, "extra": 1}"#).unwrap();
        assert_eq!(s.clamped().scale, 2.0);
        let s: Settings = serde_json::from_str("{}").unwrap();
        assert_eq!(s, Settings::default());
    }

    /// A switch added in a later version: off by default and in a file written before it
    /// (`older`), and kept under its `name` once on.
    fn off_unless_chosen(
        name: &str,
        older: &str,
        on: fn(&mut Settings),
        is_on: fn(&Settings) -> bool,
    ) {
        assert!(!is_on(&Settings::default()), "{name}");
        let before: Settings = serde_json::from_str(older).unwrap();
        assert!(
            !is_on(&before),
            "{name}: a settings file from before the setting"
        );
        let mut chosen = Settings::default();
        on(&mut chosen);
        let text = serde_json::to_string(&chosen).unwrap();
        assert!(text.contains(&format!("\"{name}\":true")), "{text}");
        let read = serde_json::from_str::<Settings>(&text).unwrap();
        assert!(is_on(&read) && read == chosen, "{name}");
    }

    #[test]
    fn the_later_switches_are_off_unless_chosen() {
        off_unless_chosen(
            "peek_at_deck",
            r#"{"theme": "dark", "scale": 1.5}"#,
            |s| s.peek_at_deck = true,
            |s| s.peek_at_deck,
        );
        off_unless_chosen(
            "coach",
            r#"{"peek_at_deck": true}"#,
            |s| s.coach = true,
            |s| s.coach,
        );
        off_unless_chosen(
            "speak_outcomes",
            r#"{"coach": true}"#,
            |s| s.speak_outcomes = true,
            |s| s.speak_outcomes,
        );
        off_unless_chosen(
            "screen_reader",
            r#"{"speak_outcomes": true}"#,
            |s| s.screen_reader = true,
            |s| s.screen_reader,
        );
    }

    #[test]
    fn the_back_offset_is_kept_reset_and_none_in_older_files() {
        let before: Settings = serde_json::from_str(r#"{"coach": true, "scale": 1.25}"#).unwrap();
        assert_eq!(
            before.back_offset,
            (0.0, 0.0),
            "a file from before the setting"
        );
        let storage = crate::store::storage::MemoryStorage::default();
        let kept = Settings {
            back_offset: (-1.0, 0.5),
            ..Settings::default()
        };
        kept.save_to(&storage).unwrap();
        let (read, problem) = Settings::load_from(&storage);
        assert_eq!((read.back_offset, problem), ((-1.0, 0.5), None));
        let reset = Settings {
            back_offset: (0.0, 0.0),
            ..read
        };
        reset.save_to(&storage).unwrap();
        assert_eq!(Settings::load_from(&storage).0.back_offset, (0.0, 0.0));
        let wild: Settings = serde_json::from_str(r#"{"back_offset": [40.0, 1.0]}"#).unwrap();
        assert_eq!(
            wild.clamped().back_offset,
            (0.0, 0.0),
            "beyond 10 mm reads as none"
        );
    }

    #[test]
    fn the_measured_rulers_are_kept_and_true_in_older_and_wild_files() {
        let storage = crate::store::storage::MemoryStorage::default();
        assert_eq!(Settings::default().measured_rulers, TRUE_RULERS);
        let older: Settings = serde_json::from_str("{}").unwrap();
        assert_eq!(
            older.measured_rulers, TRUE_RULERS,
            "older files: true rulers"
        );
        Settings {
            measured_rulers: (99.0, 100.5),
            ..Settings::default()
        }
        .save_to(&storage)
        .unwrap();
        assert_eq!(
            Settings::load_from(&storage).0.measured_rulers,
            (99.0, 100.5)
        );
        for wild in [r#"[80.0, 100.0]"#, r#"[100.0, 1000.0]"#, r#"[-5.0, 100.0]"#] {
            let w: Settings =
                serde_json::from_str(&format!(r#"{{"measured_rulers": {wild}}}"#)).unwrap();
            assert_eq!(w.clamped().measured_rulers, TRUE_RULERS, "{wild}");
        }
    }
}
