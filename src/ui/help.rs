//! F1: the keys and a rules reference for each game, in our words, drawn from the same data
//! the rules use (the rules cards, the event table, the prices, the Fealty results).

use super::read_aloud::{Control, Shown};
use super::style;
use crate::engine::words::Words;
use crate::games::dnfm::cards::{CardSet, System, event_label};
use crate::games::dnfm::reference::{as_in_data, event_effect, event_rows, rules_card};
use crate::games::sherwood::SherwoodData;
use crate::games::sherwood::tables::{SherwoodResult, TableId};
use crate::i18n;
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

/// The Fealty Table's results: the name the built-in chart's data gives each (tables.toml),
/// its key, what it means.
const FEALTY_RESULTS: [(&str, &str, &str); 4] = [
    (
        "Open Rebellion",
        "help-fealty-rebellion",
        "help-fealty-rebellion-means",
    ),
    ("Defy", "help-fealty-defy", "help-fealty-defy-means"),
    ("Delay", "help-fealty-delay", "help-fealty-delay-means"),
    (
        "Swear Fealty",
        "help-fealty-swear",
        "help-fealty-swear-means",
    ),
];

/// A card of the help page: its title and its lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    pub title: String,
    pub lines: Vec<Line>,
}

/// A line of a card: a key (or a band, a price's name) beside what it does, or a text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    Pair(String, String),
    Text(String),
}

/// A topic whose game's data did not load, so it has nothing to show.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum NoHelp {
    #[error("{}", t!("help-no-card-data"))]
    NoCardData,
    #[error("{}", t!("help-no-sherwood-data"))]
    NoSherwoodData,
}

/// The cards a topic shows, or why it has none.
pub fn page(
    topic: Topic,
    set: Option<&CardSet>,
    sherwood: Option<&SherwoodData>,
) -> Result<Vec<Section>, NoHelp> {
    match topic {
        Topic::Keys => Ok(vec![keys()]),
        Topic::Dnfm => set.map(dnfm).ok_or(NoHelp::NoCardData),
        Topic::Sherwood => sherwood.map(sherwood_page).ok_or(NoHelp::NoSherwoodData),
    }
}

/// What "Read aloud" says of a topic: the cards it shows, each title then its lines.
pub fn spoken(topic: Topic, set: Option<&CardSet>, sherwood: Option<&SherwoodData>) -> String {
    match page(topic, set, sherwood) {
        Ok(sections) => sections
            .iter()
            .flat_map(|s| {
                std::iter::once(s.title.clone()).chain(s.lines.iter().map(|l| match l {
                    Line::Pair(key, what) => format!("{key}: {what}"),
                    Line::Text(t) => t.clone(),
                }))
            })
            .collect::<Vec<_>>()
            .join("\n\n"),
        Err(missing) => missing.to_string(),
    }
}

/// The help page. `aloud`: how its read-aloud buttons stand, `read` their messages.
// The page, its tabs and its read-aloud buttons, each given by the shell.
#[allow(clippy::too_many_arguments)]
pub fn view<'a, M: Clone + 'a>(
    topic: Topic,
    set: Option<&'a CardSet>,
    sherwood: Option<&'a SherwoodData>,
    pick: impl Fn(Topic) -> M,
    close: M,
    narrow: bool,
    aloud: Shown,
    read: impl Fn(Control) -> M,
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
        super::read_aloud::controls(aloud, read),
    ]
    .spacing(10);
    match page(topic, set, sherwood) {
        Ok(sections) => {
            for s in &sections {
                c = c.push(section(s, narrow));
            }
        }
        Err(missing) => c = c.push(text(missing.to_string())),
    }
    scrollable(container(c).padding(12).max_width(760)).into()
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

fn section<'a, M: 'a>(s: &Section, narrow: bool) -> Element<'a, M> {
    let mut c = column![text(s.title.clone()).size(size::LEAD)].spacing(6);
    for l in &s.lines {
        c = c.push(match l {
            Line::Pair(key, what) => line(key, what, narrow),
            Line::Text(t) => text(t.clone()).size(size::DENSE).into(),
        });
    }
    container(c)
        .padding(10)
        .width(Length::Fill)
        .style(style::card)
        .into()
}

fn pairs(table: &[(String, String)]) -> Vec<Line> {
    table
        .iter()
        .map(|(k, w)| Line::Pair(k.clone(), w.clone()))
        .collect()
}

fn keys() -> Section {
    Section {
        title: t!("help-keys"),
        lines: pairs(&keys_table()),
    }
}

fn dnfm(set: &CardSet) -> Vec<Section> {
    let mut c = Vec::new();
    // The rules cards: the whole game, in our words, as printed.
    for r in &set.rules {
        let (title, paragraphs) = rules_card(r);
        c.push(Section {
            title: t!("help-rules-card", title = title, number = r.number),
            lines: paragraphs
                .into_iter()
                .map(|p| Line::Text(p.to_string()))
                .collect(),
        });
    }
    c.push(Section {
        title: t!("help-events"),
        lines: event_rows(set)
            .into_iter()
            .map(|(ed, e)| {
                Line::Pair(
                    t!("help-event-ed", ed = ed),
                    t!(
                        "help-event-line",
                        event = event_label(&e.name),
                        effect = event_effect(e)
                    ),
                )
            })
            .collect(),
    });
    let mut prices = vec![Line::Pair(
        t!("help-prices-head"),
        t!("help-prices-head-what"),
    )];
    for s in [System::Fusion, System::Navcomm, System::Wmc] {
        let price = |p: Option<u8>| p.map_or("–".to_string(), |p| p.to_string());
        let space: Vec<String> = (1..=4).map(|q| price(set.repair_price.of(s, q))).collect();
        prices.push(Line::Pair(
            (s.label()).to_string(),
            format!("{} · {}", price(set.station_price.of(s)), space.join(", ")),
        ));
    }
    c.push(Section {
        title: t!("help-prices"),
        lines: prices,
    });
    c
}

fn sherwood_page(data: &SherwoodData) -> Vec<Section> {
    let mut c = vec![Section {
        title: t!("help-sherwood-turn"),
        lines: pairs(&sherwood_turn()),
    }];
    let fealty = data.charts.get(TableId::Fealty);
    let mut rows = vec![Line::Text(t!("help-fealty-how"))];
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
            let ours = FEALTY_RESULTS.iter().find(|(named, _, _)| named == name);
            let (result, what) = match ours {
                Some((_, key, means)) => (i18n::text(key), as_in_data(means, what)),
                None => (name.clone(), Words::text(what)),
            };
            let band = match (band.low, band.high) {
                (None, Some(high)) => t!("help-band-or-less", n = high),
                _ => band.label.clone(),
            };
            rows.push(Line::Pair(
                t!("help-fealty-line", band = band, result = result),
                what.to_string(),
            ));
        }
    }
    c.push(Section {
        title: t!("help-fealty"),
        lines: rows,
    });
    c.push(Section {
        title: t!("help-sherwood-ends"),
        lines: vec![Line::Text(t!("help-sherwood-ends-text"))],
    });
    c
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
