//! The card set's words as a player reads them, in the player's language: the rules cards
//! and the event table, one row per run of equal events, with what each does. The help, the
//! printed cards and the command line all read them here.

use super::cards::{CardSet, Event, EventKind, RulesCard, System};
use super::words::and_list;
use crate::i18n::{self, Lang};
use crate::t;

/// The built-in rules cards' words, by card: its title's key, then its paragraphs' keys.
const RULES_CARDS: [(u8, &str, &[&str]); 5] = [
    (
        1,
        "help-rules-1-title",
        &[
            "help-rules-1-1",
            "help-rules-1-2",
            "help-rules-1-3",
            "help-rules-1-4",
            "help-rules-1-5",
        ],
    ),
    (
        2,
        "help-rules-2-title",
        &[
            "help-rules-2-1",
            "help-rules-2-2",
            "help-rules-2-3",
            "help-rules-2-4",
            "help-rules-2-5",
            "help-rules-2-6",
        ],
    ),
    (
        3,
        "help-rules-3-title",
        &["help-rules-3-1", "help-rules-3-2", "help-rules-3-3"],
    ),
    (
        4,
        "help-rules-4-title",
        &[
            "help-rules-4-1",
            "help-rules-4-2",
            "help-rules-4-3",
            "help-rules-4-4",
        ],
    ),
    (
        5,
        "help-rules-5-title",
        &[
            "help-rules-5-1",
            "help-rules-5-2",
            "help-rules-5-3",
            "help-rules-5-4",
            "help-rules-5-5",
            "help-rules-5-6",
        ],
    ),
];

/// Words of a game's data in the player's language: the catalogue's where its English is
/// the data's own (the built-in data), else the data's as they are (a designer's copy).
pub fn as_in_data(key: &str, data: &str) -> String {
    if i18n::text_in(Lang::En, key) == data {
        i18n::text(key)
    } else {
        data.to_string()
    }
}

/// A rules card's title and paragraphs in the player's language.
pub fn rules_card(r: &RulesCard) -> (String, Vec<String>) {
    let ours = RULES_CARDS.iter().find(|(n, _, _)| *n == r.number);
    let title = ours.map_or_else(|| r.title.clone(), |(_, key, _)| as_in_data(key, &r.title));
    let texts = r
        .text
        .iter()
        .enumerate()
        .map(|(i, p)| {
            ours.and_then(|(_, _, keys)| keys.get(i))
                .map_or_else(|| p.clone(), |key| as_in_data(key, p))
        })
        .collect();
    (title, texts)
}

/// What an event does, in a few words.
pub fn event_effect(e: &Event) -> String {
    let systems: Vec<String> = e
        .systems
        .iter()
        .map(|s| match s {
            System::Crew => t!("dnfm-ref-effect-crew"),
            System::Wmc => t!("dnfm-ref-effect-wmc"),
            System::Fusion => t!("dnfm-ref-effect-fusion"),
            System::Navcomm => t!("dnfm-ref-effect-navcomm"),
        })
        .collect();
    match e.kind {
        EventKind::None => t!("dnfm-ref-effect-none"),
        EventKind::Threshold => t!(
            "dnfm-ref-effect-threshold",
            count = systems.len(),
            at_most = e.at_most,
            systems = and_list(&systems)
        ),
        EventKind::Icons => t!("dnfm-ref-effect-icons", cards = e.cards),
        EventKind::Counterplot => t!("dnfm-ref-effect-counterplot"),
    }
}

/// The event table's rows, a run of equal events (Counterplot at 16 and at 17 or more)
/// joined into one: the Event Detection totals and the event.
pub fn event_rows(set: &CardSet) -> Vec<(String, &Event)> {
    let same = |a: &Event, b: &Event| {
        (a.kind, &a.name, a.at_most, &a.systems, a.cards)
            == (b.kind, &b.name, b.at_most, &b.systems, b.cards)
    };
    let Ok(bands) = set.event_bands() else {
        return set.event.iter().map(|e| (e.ed.clone(), e)).collect();
    };
    let mut rows: Vec<(Option<i32>, Option<i32>, &Event)> = Vec::new();
    for (e, band) in set.event.iter().zip(bands.as_slice()) {
        match rows.last_mut() {
            Some(last) if same(last.2, e) => last.1 = band.high,
            _ => rows.push((band.low, band.high, e)),
        }
    }
    rows.into_iter()
        .map(|(low, high, e)| {
            let ed = match (low, high) {
                (Some(l), Some(h)) if l == h => l.to_string(),
                (Some(l), Some(h)) => format!("{l}–{h}"),
                (Some(l), None) => t!("dnfm-ref-or-more", low = l),
                (None, Some(h)) => t!("dnfm-ref-or-less", high = h),
                (None, None) => t!("dnfm-ref-any"),
            };
            (ed, e)
        })
        .collect()
}
