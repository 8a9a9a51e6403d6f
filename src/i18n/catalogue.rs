//! The compiled-in catalogues, one Fluent bundle per language, each built the first time
//! its language is used.

use super::{Args, Lang};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentResource, FluentValue};
use std::sync::OnceLock;

// `FILES`: (language code, file name, text) for every `locales/<code>/*.ftl` (build.rs).
include!(concat!(env!("OUT_DIR"), "/catalogues.rs"));

type Bundle = FluentBundle<FluentResource>;

struct Catalogue {
    bundle: Bundle,
    decimal_mark: String,
    group_mark: String,
}

static CATALOGUES: [OnceLock<Catalogue>; Lang::ALL.len()] =
    [const { OnceLock::new() }; Lang::ALL.len()];

fn catalogue(lang: Lang) -> Option<&'static Catalogue> {
    let slot = CATALOGUES.get(usize::from(lang.index()))?;
    Some(slot.get_or_init(|| build(lang)))
}

fn build(lang: Lang) -> Catalogue {
    let id = lang.code().parse().unwrap_or_default();
    let mut bundle = Bundle::new_concurrent(vec![id]);
    // Marks around each argument are for text read right to left; none of our languages is,
    // and the fonts have no glyph for them.
    bundle.set_use_isolating(false);
    for (code, _, text) in FILES {
        if *code == lang.code() {
            // The catalogues are the crate's own: their tests refuse a syntax error or a key
            // written twice, so what is kept here is all there is.
            let resource = FluentResource::try_new((*text).to_string()).unwrap_or_else(|(r, _)| r);
            let _ = bundle.add_resource(resource);
        }
    }
    let decimal_mark = message(&bundle, "number-decimal-mark", None).unwrap_or_else(|| ".".into());
    let group_mark = message(&bundle, "number-group-mark", None).unwrap_or_else(|| ",".into());
    if decimal_mark == "," {
        bundle.set_formatter(Some(with_decimal_comma));
    }
    Catalogue {
        bundle,
        decimal_mark,
        group_mark,
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

fn message(bundle: &Bundle, key: &str, args: Option<&Args>) -> Option<String> {
    let pattern = bundle.get_message(key)?.value()?;
    let mut errors = Vec::new();
    Some(
        bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned(),
    )
}

pub(super) fn format(lang: Lang, key: &str, args: Option<&Args>) -> String {
    lookup(lang, key, args).unwrap_or_else(|| key.to_string())
}

/// The message in `lang`, else in English; `None` where neither has it.
pub(super) fn lookup(lang: Lang, key: &str, args: Option<&Args>) -> Option<String> {
    catalogue(lang)
        .and_then(|c| message(&c.bundle, key, args))
        .or_else(|| catalogue(Lang::En).and_then(|c| message(&c.bundle, key, args)))
}

pub(super) fn decimal_mark(lang: Lang) -> &'static str {
    catalogue(lang).map_or(".", |c| c.decimal_mark.as_str())
}

pub(super) fn group_mark(lang: Lang) -> &'static str {
    catalogue(lang).map_or(",", |c| c.group_mark.as_str())
}
