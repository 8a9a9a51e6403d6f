//! Words worded: the rules' [`Words`] in a language, written or spoken. Every edge (the
//! screen, the command line and the exported log, speech and the text mode) words them
//! here, told its language each time.
//!
//! The spoken form takes a message's `.speak` attribute where the catalogue gives one (a
//! message with arrows, dots or codes must: a catalogue test holds it), and says a sum's
//! marks and a modifier's sign in words.

use super::{Args, Lang, catalogue, numbers};
use crate::engine::words::{Join, Shape, Value, Words};
use fluent_bundle::FluentValue;
use std::fmt;

/// Written for the eye, or said for the ear.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    Written,
    Spoken,
}

/// `words` in `lang`, written.
pub fn write(words: &Words, lang: Lang) -> String {
    say_in(words, lang, Form::Written)
}

/// `words` in `lang`, as said aloud: no arrows, dots or codes.
pub fn speak(words: &Words, lang: Lang) -> String {
    say_in(words, lang, Form::Spoken)
}

pub fn say_in(words: &Words, lang: Lang, form: Form) -> String {
    let mut out = String::new();
    put(&mut out, words, lang, form);
    out
}

fn put(out: &mut String, words: &Words, lang: Lang, form: Form) {
    match words {
        Words::Text(text) => out.push_str(text),
        Words::Message { key, args } => {
            let mut fluent = Args::new();
            for (name, value) in args {
                fluent.set(name.clone(), value_of(value, lang, form));
            }
            let args = (!args.is_empty()).then_some(&fluent);
            let spoken = match form {
                Form::Spoken => catalogue::lookup_attribute(lang, key, "speak", args),
                Form::Written => None,
            };
            out.push_str(&spoken.unwrap_or_else(|| catalogue::format(lang, key, args)));
        }
        Words::KeyOr { key, otherwise } => {
            out.push_str(&catalogue::lookup(lang, key, None).unwrap_or_else(|| otherwise.clone()))
        }
        Words::Data { key, data } => {
            let built_in = catalogue::lookup(Lang::En, key, None).is_some_and(|en| en == *data);
            out.push_str(&if built_in {
                catalogue::format(lang, key, None)
            } else {
                data.clone()
            });
        }
        Words::List { items, join } => put_list(out, items, *join, lang, form),
        Words::Run { run } => {
            for part in run {
                put(out, part, lang, form);
            }
        }
        Words::Number { number } => {
            let value = value_of(number, lang, form);
            match value {
                FluentValue::String(s) => out.push_str(&s),
                FluentValue::Number(n) => out.push_str(&n.as_string()),
                _ => {}
            }
        }
        Words::Shaped { words, shape } => {
            let said = say_in(words, lang, form);
            let capital = |said: &str| -> String {
                let mut chars = said.chars();
                chars.next().map_or_else(String::new, |first| {
                    first.to_uppercase().chain(chars).collect()
                })
            };
            out.push_str(&match shape {
                Shape::Sentence => capital(&said),
                Shape::NoStop => said.trim_end_matches('.').to_string(),
                Shape::Stop if said.ends_with('.') => capital(&said),
                Shape::Stop => capital(&said) + ".",
            });
        }
    }
}

fn put_list(out: &mut String, items: &[Words], join: Join, lang: Lang, form: Form) {
    let said: Vec<String> = items.iter().map(|w| say_in(w, lang, form)).collect();
    let mark = match join {
        Join::And | Join::Or => {
            out.push_str(&and_or(&said, join, lang));
            return;
        }
        Join::Comma => ", ".to_string(),
        Join::Plus => match form {
            Form::Written => " + ".to_string(),
            Form::Spoken => format!(" {} ", catalogue::format(lang, "list-plus-spoken", None)),
        },
        Join::Semicolon => "; ".to_string(),
        Join::Space => " ".to_string(),
        Join::Tight => String::new(),
        Join::Lines => "\n".to_string(),
        Join::Marks => match form {
            Form::Written => " ".to_string(),
            Form::Spoken => ", ".to_string(),
        },
        Join::Dot => match form {
            Form::Written => " \u{b7} ".to_string(),
            Form::Spoken => "; ".to_string(),
        },
    };
    out.push_str(&said.join(&mark));
}

/// "1, 4 and 5", "1 or 2", "none".
fn and_or(said: &[String], join: Join, lang: Lang) -> String {
    match said.split_last() {
        None => catalogue::format(lang, "list-none", None),
        Some((only, [])) => only.clone(),
        Some((last, head)) => {
            let mut args = Args::new();
            args.set("items", head.join(", "));
            args.set("last", last.as_str());
            let key = if join == Join::Or {
                "list-or"
            } else {
                "list-and"
            };
            catalogue::format(lang, key, Some(&args))
        }
    }
}

fn value_of(value: &Value, lang: Lang, form: Form) -> FluentValue<'static> {
    match value {
        Value::Number(n) => super::arg(*n),
        Value::Large(n) => super::arg(*n),
        Value::Signed { signed: n } | Value::Change { change: n } => match form {
            Form::Written if matches!(value, Value::Change { .. }) && *n < 0 => {
                format!("\u{2212}{}", n.unsigned_abs()).into()
            }
            Form::Written => format!("{n:+}").into(),
            Form::Spoken => {
                let key = if *n < 0 {
                    "number-minus-spoken"
                } else {
                    "number-plus-spoken"
                };
                let mut args = Args::new();
                args.set("value", super::arg(n.unsigned_abs()));
                catalogue::format(lang, key, Some(&args)).into()
            }
        },
        Value::Grouped { grouped } => numbers::whole_in(lang, *grouped).into(),
        Value::Decimal {
            scaled,
            places,
            percent,
        } => {
            let digits = decimal_digits(*scaled, *places);
            let written = numbers::decimal_mark_in(lang, digits);
            if *percent {
                numbers::percent_of(lang, written).into()
            } else {
                written.into()
            }
        }
        Value::Words(words) => say_in(words, lang, form).into(),
    }
}

/// `scaled / 10^places` with a decimal point: (-13, 2) is "-0.13".
fn decimal_digits(scaled: i64, places: u8) -> String {
    let places = usize::from(places);
    let sign = if scaled < 0 { "-" } else { "" };
    let digits = format!("{:0>width$}", scaled.unsigned_abs(), width = places + 1);
    if places == 0 {
        return format!("{sign}{digits}");
    }
    let (whole, fraction) = digits.split_at(digits.len() - places);
    format!("{sign}{whole}.{fraction}")
}

/// A turn log as Markdown, every entry worded in `lang` (the exported log).
pub fn log_markdown<S: Clone, E>(
    journal: &crate::engine::journal::Journal<S, E>,
    title: &Words,
    lines: impl Fn(&E) -> &[Words],
    lang: Lang,
) -> String {
    journal.markdown(&write(title, lang), lines, |w| write(w, lang))
}

/// Words in the current language, written: for the screens, which word everything else
/// they show in it too.
impl fmt::Display for Words {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&write(self, super::current()))
    }
}

/// A value the rules give, in the current language (a screen's message that takes it).
impl<'a> super::arg::Arg<'a> for Value {
    fn into_value(self) -> FluentValue<'a> {
        value_of(&self, super::current(), Form::Written)
    }
}

/// Words compare with text as a player reads them in the current language (tests and the
/// screens' own checks).
impl PartialEq<str> for Words {
    fn eq(&self, other: &str) -> bool {
        let shown = write(self, super::current());
        shown.as_str() == other
    }
}

impl PartialEq<&str> for Words {
    fn eq(&self, other: &&str) -> bool {
        self == *other
    }
}

impl PartialEq<String> for Words {
    fn eq(&self, other: &String) -> bool {
        self == other.as_str()
    }
}

impl PartialEq<Words> for &str {
    fn eq(&self, other: &Words) -> bool {
        other == self
    }
}

impl PartialEq<Words> for String {
    fn eq(&self, other: &Words) -> bool {
        other == self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words;

    #[test]
    fn words_are_worded_in_the_language_asked_for() {
        let list = Words::and_list([Words::text("1"), Words::text("4"), Words::text("5")]);
        assert_eq!(write(&list, Lang::En), "1, 4 and 5");
        assert_eq!(write(&list, Lang::De), "1, 4 und 5");
        let none = Words::and_list(Vec::<Words>::new());
        assert_eq!(write(&none, Lang::En), "none");
        let sum = Words::list([Words::text("2"), Words::text("3")], Join::Plus);
        assert_eq!(write(&sum, Lang::En), "2 + 3");
        assert_eq!(speak(&sum, Lang::En), "2 plus 3");
        assert_eq!(speak(&sum, Lang::Fr), "2 plus 3");
    }

    #[test]
    fn numbers_are_written_as_each_language_writes_them() {
        let w = words!("number-plus-spoken", value = Value::percent(47.26, 1));
        assert_eq!(write(&w, Lang::En), "plus 47.3%");
        assert_eq!(write(&w, Lang::De), "plus 47,3\u{a0}%");
        let w = words!("number-plus-spoken", value = Value::grouped(2_000));
        assert_eq!(write(&w, Lang::De), "plus 2.000");
        let or = Words::list([Words::text("1"), Words::text("2")], Join::Or);
        assert_eq!(write(&or, Lang::Fr), "1 ou 2");
        assert_eq!(decimal_digits(-13, 2), "-0.13");
        assert_eq!(decimal_digits(5, 0), "5");
        assert_eq!(decimal_digits(1234, 1), "123.4");
        let m = words!("list-none")
            .then(Words::text(" "))
            .then(words!("number-percent", value = Value::signed(-2)));
        assert_eq!(write(&m, Lang::En), "none -2%");
        assert_eq!(speak(&m, Lang::En), "none minus 2%");
    }
}
