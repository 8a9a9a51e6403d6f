//! The event table as a player reads it, in our words: one row per run of equal events,
//! with what each does. The printed Event card and the app's help both show it.

use super::cards::{CardSet, Event, EventKind, System};
use super::words::and_list;

/// What an event does, in a few words.
pub fn event_effect(e: &Event) -> String {
    let sys: Vec<&str> = e
        .systems
        .iter()
        .map(|s| match s {
            System::Crew => "Crew",
            System::Wmc => "WMC",
            System::Fusion => "Fusion",
            System::Navcomm => "NavComm",
        })
        .collect();
    match e.kind {
        EventKind::None => "nothing happens".into(),
        EventKind::Threshold => format!(
            "draw 1: {} or less costs {} a level{}",
            e.at_most,
            and_list(&sys),
            if sys.len() == 1 { "" } else { " each" }
        ),
        EventKind::Icons if e.cards == 1 => "draw 1: its icons do damage, as in combat".into(),
        EventKind::Icons => format!("draw {}: their icons do damage, as in combat", e.cards),
        EventKind::Counterplot => "a second bounty this turn".into(),
    }
}

/// The event table's rows, a run of equal events (Counterplot at 16 and at 17 or more)
/// joined into one: the ED range and the event.
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
                (Some(l), None) => format!("{l} or more"),
                (None, Some(h)) => format!("{h} or less"),
                (None, None) => "any".into(),
            };
            (ed, e)
        })
        .collect()
}
