//! The card set's words as a player reads them, in the player's language: the rules cards
//! and the event table, one row per run of equal events, with what each does. The help, the
//! printed cards and the command line all read them here.

use super::cards::{CardSet, Event, EventKind, RulesCard, System};
use crate::engine::words::Words;
use crate::words;

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
pub fn as_in_data(key: &'static str, data: &str) -> Words {
    Words::data(key, data)
}

/// A rules card's title and paragraphs in the player's language.
pub fn rules_card(r: &RulesCard) -> (Words, Vec<Words>) {
    let ours = RULES_CARDS.iter().find(|(n, _, _)| *n == r.number);
    let title = ours.map_or_else(
        || Words::text(&r.title),
        |(_, key, _)| as_in_data(key, &r.title),
    );
    let texts = r
        .text
        .iter()
        .enumerate()
        .map(|(i, p)| {
            ours.and_then(|(_, _, keys)| keys.get(i))
                .map_or_else(|| Words::text(p), |key| as_in_data(key, p))
        })
        .collect();
    (title, texts)
}

/// What an event does, in a few words.
pub fn event_effect(e: &Event) -> Words {
    let systems: Vec<Words> = e
        .systems
        .iter()
        .map(|s| match s {
            System::Crew => words!("dnfm-ref-effect-crew"),
            System::Wmc => words!("dnfm-ref-effect-wmc"),
            System::Fusion => words!("dnfm-ref-effect-fusion"),
            System::Navcomm => words!("dnfm-ref-effect-navcomm"),
        })
        .collect();
    match e.kind {
        EventKind::None => words!("dnfm-ref-effect-none"),
        EventKind::Threshold => words!(
            "dnfm-ref-effect-threshold",
            count = systems.len(),
            at_most = e.at_most,
            systems = Words::and_list(systems)
        ),
        EventKind::Icons => words!("dnfm-ref-effect-icons", cards = e.cards),
        EventKind::Counterplot => words!("dnfm-ref-effect-counterplot"),
    }
}

/// The event table's rows, a run of equal events (Counterplot at 16 and at 17 or more)
/// joined into one: the Event Detection totals and the event.
pub fn event_rows(set: &CardSet) -> Vec<(Words, &Event)> {
    let same = |a: &Event, b: &Event| {
        (a.kind, &a.name, a.at_most, &a.systems, a.cards)
            == (b.kind, &b.name, b.at_most, &b.systems, b.cards)
    };
    let Ok(bands) = set.event_bands() else {
        return set.event.iter().map(|e| (Words::text(&e.ed), e)).collect();
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
                (Some(l), Some(h)) if l == h => Words::text(l.to_string()),
                (Some(l), Some(h)) => words!("dnfm-ref-from-to", low = l, high = h),
                (Some(l), None) => words!("dnfm-ref-or-more", low = l),
                (None, Some(h)) => words!("dnfm-ref-or-less", high = h),
                (None, None) => words!("dnfm-ref-any"),
            };
            (ed, e)
        })
        .collect()
}
