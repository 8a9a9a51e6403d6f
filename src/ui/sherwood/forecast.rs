//! A roll before it is made: every modifier, the total, the odds in words as far as the
//! player may know them, and the rules' notes; or, where the roll needs a counter value
//! nobody has entered yet, the question with a field and a pad right there.

use crate::engine::provenance::Provenance;
use crate::games::sherwood::actions::SherwoodError;
use crate::games::sherwood::foresight::{Foreseen, foresee};
use crate::games::sherwood::game::SherwoodGame;
use crate::games::sherwood::persons::Stat;
use crate::games::sherwood::{Missing, PersonId, Preparation, PrepareError, SherwoodData};
use crate::t;
use crate::ui::style::size;
use crate::ui::{style, widgets};
use iced::widget::{column, container, row, text, text_input};
use iced::{Element, Length};

/// The odds of a prepared roll in words. `spoilers`: the player asked to see what unread
/// result paragraphs do.
pub fn odds(
    game: &SherwoodGame,
    data: &SherwoodData,
    prep: &Preparation,
    spoilers: bool,
) -> Vec<Foreseen> {
    foresee(data, prep, &|n| spoilers || game.reader.is_revealed(n))
}

/// Where a missing counter value is typed or tapped in, and what it sends.
pub struct ValueEntry<'a, M> {
    pub answer: &'a str,
    pub pads: bool,
    pub on_input: &'a dyn Fn(String) -> M,
    pub on_save: &'a dyn Fn(PersonId, Stat) -> M,
}

/// The roll `prepared`, laid out before the die: [`view`] with the odds [`odds`] finds.
pub fn laid_out<'a, M: Clone + 'a>(
    game: &SherwoodGame,
    data: &SherwoodData,
    prepared: Result<&Preparation, &SherwoodError>,
    spoilers: bool,
    entry: ValueEntry<'a, M>,
) -> Element<'a, M> {
    let groups = prepared
        .map(|p| odds(game, data, p, spoilers))
        .unwrap_or_default();
    view(prepared, &groups, entry)
}

/// What may be typed into a counter value: digits, and a minus in front.
pub fn value_text(t: &str) -> String {
    let t = t.trim();
    let (minus, rest) = match t.strip_prefix(['-', '\u{2212}']) {
        Some(r) => ("-", r),
        None => ("", t),
    };
    let digits: String = rest.chars().filter(char::is_ascii_digit).take(2).collect();
    format!("{minus}{digits}")
}

/// The counter value typed, or why it is not one a counter prints (the line shown under the
/// field as it is).
pub fn counter_value(t: &str) -> Result<i32, String> {
    match t.trim().replace('\u{2212}', "-").parse::<i32>() {
        Ok(v) if (-20..=20).contains(&v) => Ok(v),
        _ if t.trim().is_empty() => Err(t!("sws-value-first")),
        _ => Err(t!("sws-value-not-printed", typed = t.trim())),
    }
}

/// The roll laid out before the die: modifiers, total, odds, notes. A refusal or a missing
/// value shows in its place.
pub fn view<'a, M: Clone + 'a>(
    prepared: Result<&Preparation, &SherwoodError>,
    groups: &[Foreseen],
    entry: ValueEntry<'a, M>,
) -> Element<'a, M> {
    match prepared {
        Ok(prep) => {
            let mut c = column![].spacing(2);
            for m in &prep.modifiers {
                let mark = if m.provenance == Provenance::Rulebook {
                    String::new()
                } else {
                    format!(" [{}]", m.provenance)
                };
                c = c.push(
                    text(format!("{:>4}  {}{mark}", m.signed_value(), m.label)).size(size::DENSE),
                );
            }
            if let Some(a) = &prep.automatic {
                c = c.push(text(a.clone()).size(size::DENSE));
            } else {
                let total: i32 = prep.modifiers.iter().map(|m| m.value).sum();
                c = c.push(
                    text(if prep.modifiers.is_empty() {
                        t!("sws-die-not-modified")
                    } else {
                        t!(
                            "sws-die-in-all",
                            total = crate::engine::modifier::signed(total)
                        )
                    })
                    .size(size::DENSE),
                );
                c = c.push(text(t!("sws-before-you-roll")).size(size::SMALL));
                for g in groups {
                    c = c.push(
                        row![
                            text(crate::i18n::percent(f64::from(g.percent()), 0))
                                .size(size::SMALL)
                                .width(44),
                            text(g.words.clone()).size(size::SMALL).width(Length::Fill),
                        ]
                        .spacing(6),
                    );
                }
            }
            for n in &prep.notes {
                c = c.push(text(n.clone()).size(size::SMALL));
            }
            container(c)
                .padding(8)
                .width(Length::Fill)
                .style(style::card)
                .into()
        }
        Err(SherwoodError::Prepare(PrepareError::Missing(missing))) => missing_view(missing, entry),
        Err(e) => container(text(super::capitalised(&e.to_string())).size(size::DENSE))
            .padding(8)
            .width(Length::Fill)
            .style(style::banner)
            .into(),
    }
}

/// The first thing the roll needs to know, asked right where the roll is.
pub fn missing_view<'a, M: Clone + 'a>(
    missing: &[Missing],
    entry: ValueEntry<'a, M>,
) -> Element<'a, M> {
    let mut c = column![].spacing(6);
    if let Some(m) = missing.first() {
        c = c.push(text(m.ask()).size(size::DENSE));
        if let Missing::Value { person, stat, .. } = m {
            let save = (entry.on_save)(person.clone(), *stat);
            c = c.push(
                row![
                    crate::ui::text_field::text_field(
                        text_input(&t!("sws-value-placeholder"), entry.answer)
                            .style(crate::ui::style::input)
                            .on_input(entry.on_input)
                            .on_submit(save.clone())
                            .padding(12)
                            .width(Length::Fill),
                        entry.answer
                    ),
                    style::small(t!("sws-remember"), Some(save)),
                ]
                .spacing(6),
            );
            if entry.pads {
                c = c.push(widgets::signed_pad(entry.answer, entry.on_input));
            }
            c = c.push(text(t!("sws-value-kept")).size(size::CAPTION));
        }
    }
    container(c)
        .padding(8)
        .width(Length::Fill)
        .style(style::accent)
        .into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counter_values_are_checked_as_typed() {
        assert_eq!(value_text("-2"), "-2");
        assert_eq!(value_text("\u{2212}3x"), "-3");
        assert_eq!(value_text("123"), "12");
        assert_eq!(counter_value("-2"), Ok(-2));
        assert!(counter_value("").is_err());
        assert!(counter_value("-").is_err());
        assert!(counter_value("25").is_err());
    }
}
