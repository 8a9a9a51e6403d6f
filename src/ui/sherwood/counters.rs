//! The Counters page: the whole roster as a grid of the three values on the back of each
//! counter, so a player can type in their counter sheet in one sitting. Each value is
//! checked as it is typed and remembered as soon as it is a value a counter can print;
//! Enter and Tab move on.

use super::Action;
use super::people::short_name;
use crate::games::sherwood::persons::{Person, Stat};
use crate::games::sherwood::{PersonId, SherwoodData};
use crate::print::sherwood::kind_colour;
use crate::t;
use crate::ui::style::size;
use crate::ui::{style, widgets};
use iced::widget::{Id, column, container, operation, row, scrollable, text, text_input};
use iced::{Element, Length};
use std::collections::HashMap;

/// A value's column: as wide as its longest heading ("Persuasive.") in every language.
const VALUE_WIDTH: f32 = 74.0;

#[derive(Default)]
pub struct Counters {
    /// What is typed in a cell that is not (yet) a value.
    typed: HashMap<(PersonId, Stat), String>,
}

#[derive(Debug, Clone)]
pub enum Message {
    Edit(PersonId, Stat, String),
    Submit,
    /// Tab (with Shift: back).
    FocusNext(bool),
}

pub fn input_id(person: &str, stat: Stat) -> Id {
    Id::from(format!("counter-{person}-{}", stat.label()))
}

/// A value as typed: `Ok(Some(v))` a value to keep, `Ok(None)` not finished yet (empty,
/// or a lone minus sign), `Err` never a value (the line shown under the field as it is).
pub fn parse_value(t: &str) -> Result<Option<i32>, String> {
    let t = t.trim();
    if t.is_empty() || t == "-" || t == "\u{2212}" {
        return Ok(None);
    }
    match t.replace('\u{2212}', "-").parse::<i32>() {
        Ok(v) if (-20..=20).contains(&v) => Ok(Some(v)),
        _ => Err(t!("sws-counter-whole-number")),
    }
}

impl Counters {
    pub fn update(&mut self, data: &SherwoodData, message: Message) -> Action {
        match message {
            Message::Edit(person, stat, t) => {
                let t: String = t.chars().take(4).collect();
                match parse_value(&t) {
                    Ok(Some(v)) => {
                        self.typed.remove(&(person.clone(), stat));
                        let known = data.roster.get(&person).and_then(|p| p.value(stat));
                        if known != Some(v) {
                            return Action::SaveValue {
                                person,
                                stat,
                                value: v,
                            };
                        }
                    }
                    _ => {
                        self.typed.insert((person, stat), t);
                    }
                }
                Action::None
            }
            Message::Submit | Message::FocusNext(false) => Action::Run(operation::focus_next()),
            Message::FocusNext(true) => Action::Run(operation::focus_previous()),
        }
    }

    /// `keys`: a keyboard can be counted on (the hint names its keys).
    pub fn view<'a>(&'a self, data: &'a SherwoodData, keys: bool) -> Element<'a, Message> {
        let unknown: usize = data
            .roster
            .persons
            .iter()
            .map(|p| Stat::ALL.iter().filter(|s| p.value(**s).is_none()).count())
            .sum();
        let all = data.roster.persons.len() * Stat::ALL.len();
        let head = |t: String| text(t).size(size::SMALL).width(VALUE_WIDTH).center();
        let mut c = column![
            style::heading(t!("sws-counters")),
            text(t!(
                "sws-counters-unknown",
                unknown = unknown,
                all = all,
                keys = if keys { "yes" } else { "no" }
            ))
            .size(size::SMALL),
            row![
                text("").width(Length::Fill),
                head(t!("sws-counters-persuasiveness")),
                head(t!("sws-counters-raid")),
                head(t!("sws-counters-donations"))
            ]
            .spacing(6),
        ]
        .spacing(6);
        for p in &data.roster.persons {
            let mut line = row![
                widgets::counter_box(
                    text(short_name(data, &p.id)).size(size::SMALL),
                    kind_colour(p.kind)
                )
                .width(Length::Fill)
            ]
            .spacing(6)
            .align_y(iced::Alignment::Center);
            for stat in Stat::ALL {
                line = line.push(self.value_cell(p, stat));
            }
            c = c.push(line);
            if let Some(note) = self.bad_values(data, p) {
                c = c.push(note);
            }
        }
        scrollable(c.padding(iced::padding::right(14))).into()
    }

    /// One value of a counter: its field, or for da Costa's persuasiveness the value printed.
    fn value_cell<'a>(&'a self, p: &'a Person, stat: Stat) -> Element<'a, Message> {
        let key = (p.id.clone(), stat);
        let printed = p.id == "da-costa" && stat == Stat::Persuasiveness;
        if printed {
            text(t!(
                "sws-counter-printed",
                value = p.value(stat).unwrap_or_default()
            ))
            .size(size::SMALL)
            .width(VALUE_WIDTH)
            .into()
        } else {
            let shown = self
                .typed
                .get(&key)
                .cloned()
                .unwrap_or_else(|| p.value(stat).map(|v| v.to_string()).unwrap_or_default());
            let bad = parse_value(&shown).is_err();
            let id = p.id.clone();
            crate::ui::text_field::text_field(
                text_input("?", &shown)
                    .id(input_id(&p.id, stat))
                    .on_input(move |t| Message::Edit(id.clone(), stat, t))
                    .on_submit(Message::Submit)
                    .padding(10)
                    .width(VALUE_WIDTH)
                    .style(move |t: &iced::Theme, st| {
                        let mut s = crate::ui::style::input(t, st);
                        if bad {
                            s.border.color = t.extended_palette().danger.base.color;
                            s.border.width = 2.0;
                        }
                        s
                    }),
                &shown,
            )
        }
    }

    /// The values typed for a person that no counter can print, named.
    fn bad_values<'a>(
        &'a self,
        data: &'a SherwoodData,
        p: &'a Person,
    ) -> Option<Element<'a, Message>> {
        let bad: Vec<String> = Stat::ALL
            .iter()
            .filter(|s| {
                self.typed
                    .get(&(p.id.clone(), **s))
                    .is_some_and(|t| parse_value(t).is_err())
            })
            .map(|s| s.label().to_string())
            .collect();
        (!bad.is_empty()).then(|| {
            container(
                text(t!(
                    "sws-counter-bad",
                    name = short_name(data, &p.id),
                    values = bad.join(", ")
                ))
                .size(size::SMALL),
            )
            .padding(4)
            .style(style::banner)
            .into()
        })
    }
}
