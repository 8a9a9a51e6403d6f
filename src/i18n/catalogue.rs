//! The compiled-in catalogues: for each language, one Fluent bundle per file, each parsed
//! the first time one of its messages is asked for (Home needs a few small files; a game's
//! rules, the largest, wait until that game opens: less work before a phone's first frame).

use super::catalogue_keys::{TERMS, keys};
use super::{Args, Lang};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentResource, FluentValue};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::{Mutex, OnceLock};

// `FILES`: (language code, file name, text) for every `locales/<code>/*.ftl`, and `INDEX`:
// each compiled-in language's keys with their files (build.rs).
include!(concat!(env!("OUT_DIR"), "/catalogues.rs"));

type Bundle = FluentBundle<FluentResource>;

struct Catalogue {
    lang: Lang,
    /// Each file's text and its bundle, once parsed.
    files: Vec<(&'static str, OnceLock<Bundle>)>,
    /// The file each message is in. No message refers to another (`tests/code/
    /// catalogues.rs` refuses it), so a file's bundle stands alone with the terms.
    index: Index,
    /// `terms.ftl`: the game's vocabulary (`-map`, `-counter`), which every file's
    /// messages may use; added to each file's bundle.
    terms: &'static str,
    decimal_mark: String,
    group_mark: String,
}

static CATALOGUES: [OnceLock<Catalogue>; Lang::ALL.len()] =
    [const { OnceLock::new() }; Lang::ALL.len()];

/// Catalogues given at run time: the web app is built without any (build.rs) and fetches
/// the player's language, and another when the player picks it ([`install`]).
static FETCHED: Mutex<Vec<(Lang, &'static str, &'static str)>> = Mutex::new(Vec::new());

/// The marker that starts each file in a fetched catalogue: `#~ home.ftl` (a comment to
/// Fluent; build.sh writes `dist/locales/<code>.ftl` so).
const FILE_MARK: &str = "#~ ";

/// Takes a language's catalogue, its files one after another, each after its
/// [`FILE_MARK`] line. Kept for the process's life (a language is fetched once).
pub(super) fn install(lang: Lang, text: &str) {
    let mut files = Vec::new();
    let mut name: Option<&str> = None;
    let mut body = String::new();
    for line in text.lines() {
        if let Some(next) = line.strip_prefix(FILE_MARK) {
            if let Some(done) = name.take() {
                files.push((done, std::mem::take(&mut body)));
            }
            name = Some(next.trim());
        } else if name.is_some() {
            body.push_str(line);
            body.push('\n');
        }
    }
    if let Some(done) = name {
        files.push((done, body));
    }
    if let Ok(mut fetched) = FETCHED.lock()
        && !fetched.iter().any(|(l, _, _)| *l == lang)
    {
        for (file, body) in files {
            let file: &'static str = Box::leak(file.to_string().into_boxed_str());
            fetched.push((lang, file, Box::leak(body.into_boxed_str())));
        }
    }
}

/// Whether `lang`'s words are here: compiled in, or fetched.
pub(super) fn has(lang: Lang) -> bool {
    FILES.iter().any(|(code, _, _)| *code == lang.code())
        || FETCHED
            .lock()
            .is_ok_and(|f| f.iter().any(|(l, _, _)| *l == lang))
}

/// A language's files: (name, text).
fn files_of(lang: Lang) -> Vec<(&'static str, &'static str)> {
    let mut files: Vec<_> = FILES
        .iter()
        .filter(|(code, _, _)| *code == lang.code())
        .map(|(_, name, text)| (*name, *text))
        .collect();
    if let Ok(fetched) = FETCHED.lock() {
        files.extend(
            fetched
                .iter()
                .filter(|(l, _, _)| *l == lang)
                .map(|(_, name, text)| (*name, *text)),
        );
    }
    files
}

fn catalogue(lang: Lang) -> Option<&'static Catalogue> {
    let slot = CATALOGUES.get(usize::from(lang.index()))?;
    if let Some(built) = slot.get() {
        return Some(built);
    }
    // Not built before its words are here: a catalogue built empty would stay so.
    has(lang).then(|| slot.get_or_init(|| build(lang)))
}

/// Where each message of a catalogue is: the position of its file among the catalogue's
/// files.
enum Index {
    /// Worked out by build.rs for a compiled-in catalogue, sorted by key: reading every
    /// file for its keys was about 3 % of the desktop's work to its first frame.
    Built(&'static [(&'static str, u8)]),
    /// Read from a fetched catalogue's text.
    Read(HashMap<&'static str, usize, BuildHasherDefault<Fnv>>),
}

impl Index {
    /// The index of a fetched catalogue's files, given in its order (`terms.ftl` left out).
    fn read(files: &[&'static str]) -> Index {
        let mut index = HashMap::default();
        for (file, text) in files.iter().enumerate() {
            // About one message to 64 bytes: one allocation for the file, not a rehash
            // at every doubling.
            index.reserve(text.len() / 64);
            index.extend(keys(text).map(|key| (key, file)));
        }
        Index::Read(index)
    }

    fn file(&self, key: &str) -> Option<usize> {
        match self {
            Index::Built(keys) => {
                let at = keys.binary_search_by(|(k, _)| (*k).cmp(key)).ok()?;
                keys.get(at).map(|(_, file)| usize::from(*file))
            }
            Index::Read(index) => index.get(key).copied(),
        }
    }
}

/// FNV-1a: the keys are the crate's own short names, so the flood-proof hash `HashMap`
/// uses by default buys nothing here, and it was a third of reading a catalogue's keys.
struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 = (self.0 ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

fn build(lang: Lang) -> Catalogue {
    let files = files_of(lang);
    let compiled = FILES
        .iter()
        .filter(|(code, _, _)| *code == lang.code())
        .count();
    let mut catalogue = Catalogue {
        lang,
        files: Vec::new(),
        index: Index::Built(&[]),
        terms: "",
        decimal_mark: String::new(),
        group_mark: String::new(),
    };
    for (name, text) in &files {
        if *name == TERMS {
            catalogue.terms = text;
        } else {
            catalogue.files.push((text, OnceLock::new()));
        }
    }
    let built = INDEX.iter().find(|(code, _)| *code == lang.code());
    catalogue.index = match built {
        // Compiled in and nothing fetched beside it (a test may install more).
        Some((_, keys)) if files.len() == compiled => Index::Built(keys),
        _ => Index::read(
            &catalogue
                .files
                .iter()
                .map(|(text, _)| *text)
                .collect::<Vec<_>>(),
        ),
    };
    catalogue.decimal_mark = catalogue
        .message("number-decimal-mark", None)
        .unwrap_or_else(|| ".".into());
    catalogue.group_mark = catalogue
        .message("number-group-mark", None)
        .unwrap_or_else(|| ",".into());
    catalogue
}

impl Catalogue {
    fn bundle(&self, file: usize) -> Option<&Bundle> {
        let (text, slot) = self.files.get(file)?;
        Some(slot.get_or_init(|| {
            let id = self.lang.code().parse().unwrap_or_default();
            let mut bundle = Bundle::new_concurrent(vec![id]);
            // Marks around each argument are for text read right to left; none of our
            // languages is, and the fonts have no glyph for them.
            bundle.set_use_isolating(false);
            // The catalogues are the crate's own: their tests refuse a syntax error or a
            // key written twice, so what is kept here is all there is.
            for text in [self.terms, text] {
                let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
                let _ = bundle.add_resource(resource);
            }
            let comma = self.decimal_mark == "," || text.contains("number-decimal-mark = ,");
            if comma {
                bundle.set_formatter(Some(with_decimal_comma));
            }
            bundle
        }))
    }

    fn message(&self, key: &str, args: Option<&Args>) -> Option<String> {
        self.message_form(key, None, args)
    }

    /// The message, or its attribute `attribute` (`.speak`: how it is said aloud).
    fn message_form(
        &self,
        key: &str,
        attribute: Option<&str>,
        args: Option<&Args>,
    ) -> Option<String> {
        let bundle = self.bundle(self.index.file(key)?)?;
        let message = bundle.get_message(key)?;
        let pattern = match attribute {
            Some(name) => message.get_attribute(name)?.value(),
            None => message.value()?,
        };
        let mut errors = Vec::new();
        Some(
            bundle
                .format_pattern(pattern, args, &mut errors)
                .into_owned(),
        )
    }
}

/// A number a message formats itself (`{ NUMBER($x, minimumFractionDigits: 1) }`) with a
/// decimal comma.
fn with_decimal_comma<M>(value: &FluentValue, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(n.as_string().replace('.', ",")),
        _ => None,
    }
}

pub(super) fn format(lang: Lang, key: &str, args: Option<&Args>) -> String {
    lookup(lang, key, args).unwrap_or_else(|| key.to_string())
}

/// The message in `lang`, else in English; `None` where neither has it.
pub(super) fn lookup(lang: Lang, key: &str, args: Option<&Args>) -> Option<String> {
    catalogue(lang)
        .and_then(|c| c.message(key, args))
        .or_else(|| catalogue(Lang::En).and_then(|c| c.message(key, args)))
}

/// The message's attribute `attribute` in `lang`, else in English; `None` where neither
/// has it.
pub(super) fn lookup_attribute(
    lang: Lang,
    key: &str,
    attribute: &str,
    args: Option<&Args>,
) -> Option<String> {
    catalogue(lang)
        .and_then(|c| c.message_form(key, Some(attribute), args))
        .or_else(|| catalogue(Lang::En).and_then(|c| c.message_form(key, Some(attribute), args)))
}

pub(super) fn decimal_mark(lang: Lang) -> &'static str {
    catalogue(lang).map_or(".", |c| c.decimal_mark.as_str())
}

pub(super) fn group_mark(lang: Lang) -> &'static str {
    catalogue(lang).map_or(",", |c| c.group_mark.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The index build.rs writes finds each message in the file a reading of the text
    /// finds it in, in every compiled-in language.
    #[test]
    fn the_built_index_is_what_reading_the_files_finds() {
        for (code, built) in INDEX {
            let lang = *Lang::ALL.iter().find(|l| l.code() == *code).expect(code);
            let files: Vec<&'static str> = FILES
                .iter()
                .filter(|(c, name, _)| c == code && *name != TERMS)
                .map(|(_, _, text)| *text)
                .collect();
            let Index::Read(read) = Index::read(&files) else {
                unreachable!()
            };
            assert!(read.len() > 50, "{code}: {} keys", read.len());
            assert_eq!(built.len(), read.len(), "{code}");
            let index = Index::Built(built);
            for (key, file) in &read {
                assert_eq!(index.file(key), Some(*file), "{code}: {key}");
            }
            assert_eq!(index.file("no-such-key"), None);
            assert!(lookup(lang, "app-name", None).is_some());
        }
        assert_eq!(
            INDEX.len(),
            Lang::ALL.len(),
            "every language is compiled in"
        );
    }

    #[test]
    fn a_fetched_catalogue_is_read_file_by_file() {
        install(
            Lang::Fr,
            "#~ one.ftl\nzz-a = A\n#~ two.ftl\nzz-b = B\n  suite\n",
        );
        let files = files_of(Lang::Fr);
        assert!(files.contains(&("one.ftl", "zz-a = A\n")), "{files:?}");
        assert!(
            files.contains(&("two.ftl", "zz-b = B\n  suite\n")),
            "{files:?}"
        );
        assert!(has(Lang::Fr));
    }
}
