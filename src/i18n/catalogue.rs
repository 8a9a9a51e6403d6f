//! The compiled-in catalogues: for each language, one Fluent bundle per file, each parsed
//! the first time one of its messages is asked for (Home needs a few small files; a game's
//! rules, the largest, wait until that game opens: less work before a phone's first frame).

use super::{Args, Lang};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentResource, FluentValue};
use std::collections::HashMap;
use std::sync::OnceLock;

// `FILES`: (language code, file name, text) for every `locales/<code>/*.ftl` (build.rs).
include!(concat!(env!("OUT_DIR"), "/catalogues.rs"));

type Bundle = FluentBundle<FluentResource>;

/// The file of each language that holds its terms rather than messages.
pub(super) const TERMS: &str = "terms.ftl";

struct Catalogue {
    lang: Lang,
    /// Each file's text and its bundle, once parsed.
    files: Vec<(&'static str, OnceLock<Bundle>)>,
    /// The file each message is in. No message refers to another (`tests/code/
    /// catalogues.rs` refuses it), so a file's bundle stands alone with the terms.
    index: HashMap<&'static str, usize>,
    /// `terms.ftl`: the game's vocabulary (`-map`, `-counter`), which every file's
    /// messages may use; added to each file's bundle.
    terms: &'static str,
    decimal_mark: String,
    group_mark: String,
}

static CATALOGUES: [OnceLock<Catalogue>; Lang::ALL.len()] =
    [const { OnceLock::new() }; Lang::ALL.len()];

fn catalogue(lang: Lang) -> Option<&'static Catalogue> {
    let slot = CATALOGUES.get(usize::from(lang.index()))?;
    Some(slot.get_or_init(|| build(lang)))
}

/// The keys a catalogue file defines: the lines that start a message (a message's other
/// lines are indented, or close a placeable with `}`).
fn keys(text: &str) -> impl Iterator<Item = &str> {
    text.lines().filter_map(|line| {
        let (key, _) = line.split_once(" =")?;
        let starts = key.starts_with(|c: char| c.is_ascii_lowercase());
        (starts && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')).then_some(key)
    })
}

fn build(lang: Lang) -> Catalogue {
    let mut catalogue = Catalogue {
        lang,
        files: Vec::new(),
        index: HashMap::new(),
        terms: "",
        decimal_mark: String::new(),
        group_mark: String::new(),
    };
    for (code, name, text) in FILES {
        if *code == lang.code() && *name == TERMS {
            catalogue.terms = text;
        } else if *code == lang.code() {
            let file = catalogue.files.len();
            catalogue.index.extend(keys(text).map(|key| (key, file)));
            catalogue.files.push((*text, OnceLock::new()));
        }
    }
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
                let resource =
                    FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
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
        let bundle = self.bundle(*self.index.get(key)?)?;
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
