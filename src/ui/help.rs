//! F1: the keys and a rules reference for each game, in our words, drawn from the same data
//! the rules use (the rules cards, the event table, the prices, the Fealty results).

use super::style;
use crate::games::dnfm::cards::{CardSet, System, event_label};
use crate::games::dnfm::reference::{as_in_data, event_effect, event_rows, rules_card};
use crate::games::sherwood::SherwoodData;
use crate::games::sherwood::tables::{SherwoodResult, TableId};
use crate::i18n::{self, Lang};
use crate::t;
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
pub fn keys_table() -> [(String, String); 7] {
    [
        (t!("help-key-space"), t!("help-key-space-does")),
        ("1 – 4".to_string(), t!("help-key-move-does")),
        (t!("help-key-digits"), t!("help-key-digits-does")),
        (t!("help-key-undo"), t!("help-key-undo-does")),
        (t!("help-key-tab"), t!("help-key-tab-does")),
        (t!("help-key-esc"), t!("help-key-esc-does")),
        (t!("help-key-help"), t!("help-key-help-does")),
    ]
}

/// The Sherwood turn, step by step, in our words.
fn sherwood_turn() -> [(String, String); 4] {
    [
        (t!("help-sherwood-step-1"), t!("help-sherwood-step-1-does")),
        (t!("help-sherwood-step-2"), t!("help-sherwood-step-2-does")),
        (t!("help-sherwood-step-3"), t!("help-sherwood-step-3-does")),
        (t!("help-sherwood-step-4"), t!("help-sherwood-step-4-does")),
    ]
}

/// The Fealty Table's results as the built-in chart names them: the result's key, what it
/// means.
const FEALTY_RESULTS: [(&str, &str); 4] = [
    ("help-fealty-rebellion", "help-fealty-rebellion-means"),
    ("help-fealty-defy", "help-fealty-defy-means"),
    ("help-fealty-delay", "help-fealty-delay-means"),
    ("help-fealty-swear", "help-fealty-swear-means"),
];

pub fn view<'a, M: Clone + 'a>(
    topic: Topic,
    set: Option<&'a CardSet>,
    sherwood: Option<&'a SherwoodData>,
    pick: impl Fn(Topic) -> M,
    close: M,
    narrow: bool,
) -> Element<'a, M> {
    let tab = |label: String, t: Topic| super::widgets::tab_button(label, topic == t, pick(t));
    let mut c = column![
        row![
            style::heading(t!("help-heading")).width(Length::Fill),
            style::small(t!("help-close"), Some(close)),
        ]
        .align_y(iced::Alignment::Center),
        text(t!("help-version", version = env!("CARGO_PKG_VERSION"))).size(size::CAPTION),
        row![
            tab(t!("help-tab-keys"), Topic::Keys),
            tab(t!("help-tab-dnfm"), Topic::Dnfm),
            tab(t!("help-tab-sherwood"), Topic::Sherwood),
        ]
        .spacing(6),
    ]
    .spacing(10);
    c = c.push(match topic {
        Topic::Keys => keys(narrow),
        Topic::Dnfm => {
            set.map_or_else(|| missing(t!("help-no-card-data")), |set| dnfm(set, narrow))
        }
        Topic::Sherwood => sherwood.map_or_else(
            || missing(t!("help-no-sherwood-data")),
            |data| sherwood_page(data, narrow),
        ),
    });
    scrollable(container(c).padding(12).max_width(760)).into()
}

fn missing<'a, M: 'a>(words: String) -> Element<'a, M> {
    text(words).into()
}

/// A key and what it does, side by side; `narrow` (a large scale on a phone), one above
/// the other.
fn line<'a, M: 'a>(key: &str, what: &str, narrow: bool) -> Element<'a, M> {
    let what = text(what.to_string()).size(size::DENSE).width(Length::Fill);
    if narrow {
        column![
            text(key.to_string()).size(size::DENSE).font(style::BOLD),
            what
        ]
        .spacing(2)
        .into()
    } else {
        row![
            text(key.to_string())
                .size(size::DENSE)
                .width(Length::Fixed(150.0)),
            what,
        ]
        .spacing(8)
        .into()
    }
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

fn keys<'a, M: 'a>(narrow: bool) -> Element<'a, M> {
    section(
        &t!("help-keys"),
        keys_table()
            .iter()
            .map(|(k, w)| line(k, w, narrow))
            .collect(),
    )
}

fn dnfm<'a, M: 'a>(set: &'a CardSet, narrow: bool) -> Element<'a, M> {
    let mut c = column![].spacing(10);
    // The rules cards: the whole game, in our words, as printed.
    for r in &set.rules {
        let (title, paragraphs) = rules_card(r);
        c = c.push(section(
            &t!("help-rules-card", title = title, number = r.number),
            paragraphs
                .into_iter()
                .map(|p| text(p).size(size::DENSE).into())
                .collect(),
        ));
    }
    c = c.push(section(
        &t!("help-events"),
        event_rows(set)
            .into_iter()
            .map(|(ed, e)| {
                line(
                    &t!("help-event-ed", ed = ed),
                    &t!(
                        "help-event-line",
                        event = event_label(&e.name),
                        effect = event_effect(e)
                    ),
                    narrow,
                )
            })
            .collect(),
    ));
    let mut prices = vec![line(
        &t!("help-prices-head"),
        &t!("help-prices-head-what"),
        narrow,
    )];
    for s in [System::Fusion, System::Navcomm, System::Wmc] {
        let price = |p: Option<u8>| p.map_or("–".to_string(), |p| p.to_string());
        let space: Vec<String> = (1..=4).map(|q| price(set.repair_price.of(s, q))).collect();
        prices.push(line(
            &s.label(),
            &format!("{} · {}", price(set.station_price.of(s)), space.join(", ")),
            narrow,
        ));
    }
    c = c.push(section(&t!("help-prices"), prices));
    c.into()
}

fn sherwood_page<'a, M: 'a>(data: &'a SherwoodData, narrow: bool) -> Element<'a, M> {
    let mut c = column![].spacing(10);
    c = c.push(section(
        &t!("help-sherwood-turn"),
        sherwood_turn()
            .iter()
            .map(|(k, w)| line(k, w, narrow))
            .collect(),
    ));
    let fealty = data.charts.get(TableId::Fealty);
    let mut rows = vec![text(t!("help-fealty-how")).size(size::DENSE).into()];
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
            // The result and its meaning in the player's language where the chart is the
            // built-in one.
            let ours = FEALTY_RESULTS
                .iter()
                .find(|(key, _)| i18n::text_in(Lang::En, key) == *name);
            let (result, what) = match ours {
                Some((key, means)) => (i18n::text(key), as_in_data(means, what)),
                None => (name.clone(), what.to_string()),
            };
            let band = match (band.low, band.high) {
                (None, Some(high)) => t!("help-band-or-less", n = high),
                _ => band.label.clone(),
            };
            rows.push(line(
                &t!("help-fealty-line", band = band, result = result),
                &what,
                narrow,
            ));
        }
    }
    c = c.push(section(&t!("help-fealty"), rows));
    c = c.push(section(
        &t!("help-sherwood-ends"),
        vec![text(t!("help-sherwood-ends-text")).size(size::DENSE).into()],
    ));
    c.into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_the_screens_handle_is_listed() {
        crate::i18n::set_language(crate::i18n::Lang::En);
        let table = keys_table();
        let keys: Vec<&str> = table.iter().map(|(k, _)| k.as_str()).collect();
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
