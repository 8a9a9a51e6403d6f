//! F1: the keys and a rules reference for each game, in our words, drawn from the same data
//! the rules use (the rules cards, the event table, the prices, the Fealty results).

use super::style;
use crate::games::dnfm::cards::{CardSet, System};
use crate::games::dnfm::reference::{event_effect, event_rows};
use crate::games::sherwood::SherwoodData;
use crate::games::sherwood::tables::{SherwoodResult, TableId};
use crate::ui::style::size;
use iced::widget::{column, container, row, scrollable, text};
use iced::{Element, Length};

/// Which game the help opens at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Topic {
    Keys,
    Dnfm,
    Sherwood,
}

/// The keys, one line each: the key, what it does.
pub const KEYS: [(&str, &str); 7] = [
    (
        "Space",
        "the next step where the game leaves no choice (scan, reveal, the first attack, settle a result); never a choice such as evade or fight",
    ),
    ("1 – 4", "move that far (Do Not Forsake Me)"),
    ("digits", "your own die (Sherwood)"),
    ("Ctrl+Z / Ctrl+Y", "undo / redo (Cmd on macOS)"),
    ("Tab / Enter", "the next box (the Counters page)"),
    (
        "Esc",
        "close what is open (a form, a list, Adjust), then back home",
    ),
    ("F1 or Ctrl+H", "this help, and back"),
];

/// The Sherwood turn, step by step, in our words.
const SHERWOOD_TURN: [(&str, &str); 4] = [
    (
        "1. Rebel actions",
        "each space with your people takes one action: recruit, request donations, raid, aid the poor (Witchcraft −1 for each full 5 gold), heal, seek sanctuary, steal or buy horses. Moving and beaming are free of that limit, but whoever moves does nothing else.",
    ),
    (
        "2. Expenses",
        "one gold for every space your people occupy (prisoners cost nothing). Short of gold: beam supplies down (Witchcraft +1, Warchest +4), or let a stack go hungry.",
    ),
    (
        "3. King's Men",
        "each squad rolls once on the King's Men Table under the Royal Orders (Patrol, then Search after the first raid, then Seize once Royal Morale is below 5).",
    ),
    (
        "4. Royal Party and fealty",
        "the Party moves along the road; in a town it rolls on the Fealty Table, again each turn until the town swears.",
    ),
];

const SHERWOOD_ENDS: &str = "You win when every Archon and Enterprise crew member is free, a town rises in open rebellion and Witchcraft is below 10. You lose when Witchcraft reaches 10, or when the last town swears fealty.";

pub fn view<'a, M: Clone + 'a>(
    topic: Topic,
    set: Option<&'a CardSet>,
    sherwood: Option<&'a SherwoodData>,
    pick: impl Fn(Topic) -> M,
    close: M,
) -> Element<'a, M> {
    let tab = |label: &'a str, t: Topic| super::widgets::tab_button(label, topic == t, pick(t));
    let mut c = column![
        row![
            style::heading("Help").width(Length::Fill),
            style::small("Close", Some(close)),
        ]
        .align_y(iced::Alignment::Center),
        text(format!(
            "PnP Companion, version {}",
            env!("CARGO_PKG_VERSION")
        ))
        .size(size::CAPTION),
        row![
            tab("Keys", Topic::Keys),
            tab("Do Not Forsake Me", Topic::Dnfm),
            tab("Sherwood", Topic::Sherwood),
        ]
        .spacing(6),
    ]
    .spacing(10);
    c = c.push(match topic {
        Topic::Keys => keys(),
        Topic::Dnfm => set.map_or_else(|| missing("The card data"), dnfm),
        Topic::Sherwood => sherwood.map_or_else(|| missing("The Sherwood data"), sherwood_page),
    });
    scrollable(container(c).padding(12).max_width(760)).into()
}

fn missing<'a, M: 'a>(what: &str) -> Element<'a, M> {
    text(format!(
        "{what} could not be read, so there is nothing to show here."
    ))
    .into()
}

fn line<'a, M: 'a>(key: &str, what: &str) -> Element<'a, M> {
    row![
        text(key.to_string())
            .size(size::DENSE)
            .width(Length::Fixed(150.0)),
        text(what.to_string()).size(size::DENSE).width(Length::Fill),
    ]
    .spacing(8)
    .into()
}

fn section<'a, M: 'a>(title: &str, body: Vec<Element<'a, M>>) -> Element<'a, M> {
    let mut c = column![text(title.to_string()).size(size::LEAD)].spacing(6);
    for b in body {
        c = c.push(b);
    }
    container(c)
        .padding(10)
        .width(Length::Fill)
        .style(style::card)
        .into()
}

fn keys<'a, M: 'a>() -> Element<'a, M> {
    section("Keys", KEYS.iter().map(|(k, w)| line(k, w)).collect())
}

fn dnfm<'a, M: 'a>(set: &'a CardSet) -> Element<'a, M> {
    let mut c = column![].spacing(10);
    // The rules cards: the whole game, in our words, as printed.
    for r in &set.rules {
        c = c.push(section(
            &format!("{} (rules card {})", r.title, r.number),
            r.text
                .iter()
                .map(|p| text(p.clone()).size(size::DENSE).into())
                .collect(),
        ));
    }
    c = c.push(section(
        "Events (by Event Detection)",
        event_rows(set)
            .into_iter()
            .map(|(ed, e)| {
                line(
                    &format!("ED {ed}"),
                    &format!("{}: {}", e.name, event_effect(e)),
                )
            })
            .collect(),
    ));
    let mut prices = vec![line(
        "Megacredits a level",
        "docked · in space after 1, 2, 3, 4 quadrants",
    )];
    for s in [System::Fusion, System::Navcomm, System::Wmc] {
        let price = |p: Option<u8>| p.map_or("–".to_string(), |p| p.to_string());
        let space: Vec<String> = (1..=4).map(|q| price(set.repair_price.of(s, q))).collect();
        prices.push(line(
            &s.label(),
            &format!("{} · {}", price(set.station_price.of(s)), space.join(", ")),
        ));
    }
    c = c.push(section("Prices", prices));
    c.into()
}

fn sherwood_page<'a, M: 'a>(data: &'a SherwoodData) -> Element<'a, M> {
    let mut c = column![].spacing(10);
    c = c.push(section(
        "A turn",
        SHERWOOD_TURN.iter().map(|(k, w)| line(k, w)).collect(),
    ));
    let fealty = data.charts.get(TableId::Fealty);
    let mut rows = vec![
        text("Roll a die, add Royal Morale, take 1 off for every Neutral, Royalist or Cleric of yours in the town (not prisoners, injured or in sanctuary).")
            .size(size::DENSE)
            .into(),
    ];
    // Each total's result, as the chart prints it, with what it means.
    let results = fealty
        .table
        .rows
        .first()
        .map(|r| r.cells.as_slice())
        .unwrap_or_default();
    for (band, cell) in fealty.table.bands.as_slice().iter().zip(results) {
        if let Some(SherwoodResult::Named(name)) = &cell.result {
            let what = fealty
                .meanings
                .iter()
                .find(|(n, _)| n == name)
                .map_or("", |(_, w)| w.as_str());
            rows.push(line(&format!("{}: {name}", band.label), what));
        }
    }
    c = c.push(section("The Fealty Table", rows));
    c = c.push(section(
        "Winning and losing",
        vec![text(SHERWOOD_ENDS).size(size::DENSE).into()],
    ));
    c.into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_the_screens_handle_is_listed() {
        let keys: Vec<&str> = KEYS.iter().map(|(k, _)| *k).collect();
        for k in [
            "Space",
            "1 – 4",
            "digits",
            "Esc",
            "F1 or Ctrl+H",
            "Tab / Enter",
        ] {
            assert!(keys.contains(&k), "{k}");
        }
    }
}
