//! What the rules say, kept as words not yet worded: a catalogue message's key and its
//! arguments, never a finished sentence. Each edge words them in the language and the form
//! it shows them in (`say` at the edge: the screen, plain text, speech), at the moment it shows
//! them; so a log reads in the language it is read in, and a save holds no language.

use serde::{Deserialize, Serialize};
use serde_json::Value as Json;
use std::borrow::Cow;

/// A message's key, or an argument's name: as the catalogues spell it.
pub type Key = Cow<'static, str>;

/// In a file, words are one string: text as it is, any other form marked by a leading
/// U+0001 and written out as JSON after it (see `Tree`). A save from before words were kept
/// so holds plain strings, which read as text.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Words {
    /// Text that is no message of ours: a name from the game's data or one the player
    /// typed, shown as it is (and the finished sentences of saves from before words were
    /// kept as keys, until the game words them again).
    Text(String),
    /// A message a catalogue may not have (a name in a designer's card set): the data's
    /// own text where it does not.
    KeyOr { key: Key, otherwise: String },
    /// Words from a game's data file: the catalogue's message `key` where the data are the
    /// built-in ones (its English is the data's text), else the data's text as it is (a
    /// designer's copy).
    Data { key: Key, data: String },
    /// A catalogue message and its arguments.
    Message { key: Key, args: Vec<(Key, Value)> },
    /// Items joined as a list ("1, 4 and 5") or with a mark between them ("1 + 4").
    List { items: Vec<Words>, join: Join },
    /// Parts worded one after the other (a sentence and a clause added to it).
    Run { run: Vec<Words> },
    /// A number alone, as the language writes it ("47.5%", "2.000").
    Number { number: Box<Value> },
    /// Words worded, then shaped: a sentence's first letter made upper case, or its full
    /// stop dropped to make a heading of it.
    Shaped { words: Box<Words>, shape: Shape },
}

/// How worded words are shaped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Shape {
    /// The first letter in upper case.
    Sentence,
    /// No full stop at the end.
    NoStop,
    /// The first letter in upper case, and a full stop at the end.
    Stop,
}

/// What a message's `{ $name }` holds.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Value {
    Number(i64),
    /// A whole number past `i64` (a seed).
    Large(u64),
    /// A number with a sign always shown ("+1", "-2"): a modifier.
    Signed {
        signed: i64,
    },
    /// A change to a track, its sign always shown and a true minus ("+1", "−2").
    Change {
        change: i64,
    },
    /// A whole number with its thousands marked as the language marks them.
    Grouped {
        grouped: u64,
    },
    /// `scaled / 10^places` with `places` decimals; a percentage when `percent` is set.
    Decimal {
        scaled: i64,
        places: u8,
        percent: bool,
    },
    Words(Words),
}

/// How a list's items are joined.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Join {
    /// "1, 4 and 5" ("none" when empty).
    And,
    /// "1, 4 or 5" ("none" when empty).
    Or,
    /// "1, 4, 5".
    Comma,
    /// "1 + 4 + 5": a sum.
    Plus,
    /// "a; b".
    Semicolon,
    /// "a b".
    Space,
    /// "ab": parts of one word.
    Tight,
    /// One to a line.
    Lines,
    /// "a · b": items side by side (a pause, said).
    Dot,
    /// "W B W" written, "white, black, white" said: a row of marks read one by one.
    Marks,
}

impl Words {
    /// The catalogue message `key`, with no arguments.
    // Not inlined, here and below: hundreds of places in the rules build words, and each
    // copy would be paid for in the web app's download.
    #[inline(never)]
    pub fn key(key: &'static str) -> Words {
        Words::Message {
            key: Cow::Borrowed(key),
            args: Vec::new(),
        }
    }

    /// The catalogue message `key` with its arguments (`words!` builds these).
    #[inline(never)]
    pub fn message<const N: usize>(key: &'static str, args: [(&'static str, Value); N]) -> Words {
        Words::Message {
            key: Cow::Borrowed(key),
            args: args
                .into_iter()
                .map(|(name, value)| (Cow::Borrowed(name), value))
                .collect(),
        }
    }

    /// A message whose key is made from data (`format!("swr-table-{id}")`).
    pub fn made_key(key: String) -> Words {
        Words::Message {
            key: Cow::Owned(key),
            args: Vec::new(),
        }
    }

    /// The message `key` where a catalogue has it, else `otherwise`.
    pub fn key_or(key: String, otherwise: impl Into<String>) -> Words {
        Words::KeyOr {
            key: Cow::Owned(key),
            otherwise: otherwise.into(),
        }
    }

    /// Words of a game's data file, in the player's language where they are the built-in
    /// data's.
    pub fn data(key: impl Into<Key>, data: impl Into<String>) -> Words {
        Words::Data {
            key: key.into(),
            data: data.into(),
        }
    }

    /// A number alone.
    pub fn number(number: Value) -> Words {
        Words::Number {
            number: Box::new(number),
        }
    }

    pub fn text(text: impl Into<String>) -> Words {
        Words::Text(text.into())
    }

    /// `items` as a list joined by `join`.
    pub fn list(items: impl IntoIterator<Item = impl Into<Words>>, join: Join) -> Words {
        Words::List {
            items: items.into_iter().map(Into::into).collect(),
            join,
        }
    }

    /// "1, 4 and 5".
    pub fn and_list(items: impl IntoIterator<Item = impl Into<Words>>) -> Words {
        Words::list(items, Join::And)
    }

    /// These words, then `more`.
    pub fn then(self, more: impl Into<Words>) -> Words {
        let more = more.into();
        match self {
            Words::Run { mut run } => {
                run.push(more);
                Words::Run { run }
            }
            first => Words::Run {
                run: vec![first, more],
            },
        }
    }

    /// These words as a sentence: the first letter in upper case.
    pub fn sentence(self) -> Words {
        Words::Shaped {
            words: Box::new(self),
            shape: Shape::Sentence,
        }
    }

    /// These words as a sentence with its full stop.
    pub fn stopped(self) -> Words {
        Words::Shaped {
            words: Box::new(self),
            shape: Shape::Stop,
        }
    }

    /// These words with no full stop at the end.
    pub fn no_stop(self) -> Words {
        Words::Shaped {
            words: Box::new(self),
            shape: Shape::NoStop,
        }
    }

    /// Nothing at all (an optional clause left out).
    pub fn nothing() -> Words {
        Words::Text(String::new())
    }

    /// Whether these are no words at all.
    pub fn is_nothing(&self) -> bool {
        match self {
            Words::Text(t) => t.is_empty(),
            Words::Run { run } => run.iter().all(Words::is_nothing),
            Words::Shaped { words, .. } => words.is_nothing(),
            Words::Number { .. } => false,
            Words::Message { .. }
            | Words::KeyOr { .. }
            | Words::Data { .. }
            | Words::List { .. } => false,
        }
    }

    /// The message's key, where these words are one message.
    pub fn message_key(&self) -> Option<&str> {
        match self {
            Words::Message { key, .. } => Some(key),
            _ => None,
        }
    }
}

impl Default for Words {
    fn default() -> Words {
        Words::nothing()
    }
}

impl From<&str> for Words {
    fn from(text: &str) -> Words {
        Words::Text(text.to_string())
    }
}

impl From<String> for Words {
    fn from(text: String) -> Words {
        Words::Text(text)
    }
}

impl From<&Words> for Words {
    fn from(words: &Words) -> Words {
        words.clone()
    }
}

impl Value {
    /// A modifier, its sign always shown.
    pub fn signed(n: impl Into<i64>) -> Value {
        Value::Signed { signed: n.into() }
    }

    /// A change to a track: "+1", "−2".
    pub fn change(n: impl Into<i64>) -> Value {
        Value::Change { change: n.into() }
    }

    /// A whole number with its thousands marked.
    pub fn grouped(n: u64) -> Value {
        Value::Grouped { grouped: n }
    }

    /// `value` per cent, with `places` decimals.
    pub fn percent(value: f64, places: u8) -> Value {
        Value::Decimal {
            scaled: scaled(value, places),
            places,
            percent: true,
        }
    }

    /// `value` with `places` decimals.
    pub fn decimal(value: f64, places: u8) -> Value {
        Value::Decimal {
            scaled: scaled(value, places),
            places,
            percent: false,
        }
    }
}

/// `value` times 10^places, rounded as `format!("{:.places$}")` rounds (half to even on
/// the exact binary value): the text the screen showed before stays the same.
fn scaled(value: f64, places: u8) -> i64 {
    let places = usize::from(places);
    format!("{value:.places$}")
        .replace('.', "")
        .parse()
        .unwrap_or_default()
}

macro_rules! number_values {
    ($($t:ty),*) => {$(
        impl From<$t> for Value {
            fn from(n: $t) -> Value {
                Value::Number(i64::from(n))
            }
        }
    )*};
}
number_values!(u8, u16, u32, i8, i16, i32, i64);

impl From<u64> for Value {
    fn from(n: u64) -> Value {
        i64::try_from(n).map_or(Value::Large(n), Value::Number)
    }
}

impl From<usize> for Value {
    fn from(n: usize) -> Value {
        Value::from(n as u64)
    }
}

impl From<Words> for Value {
    fn from(words: Words) -> Value {
        Value::Words(words)
    }
}

impl From<&Words> for Value {
    fn from(words: &Words) -> Value {
        Value::Words(words.clone())
    }
}

impl From<&Box<Words>> for Value {
    fn from(words: &Box<Words>) -> Value {
        Value::Words(words.as_ref().clone())
    }
}

impl From<String> for Value {
    fn from(text: String) -> Value {
        Value::Words(Words::Text(text))
    }
}

impl From<&String> for Value {
    fn from(text: &String) -> Value {
        Value::Words(Words::Text(text.clone()))
    }
}

impl From<&str> for Value {
    fn from(text: &str) -> Value {
        Value::Words(Words::Text(text.to_string()))
    }
}

/// What marks a string as words in JSON rather than text.
const MARK: char = '\u{1}';

impl Serialize for Words {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Words::Text(text) => serializer.serialize_str(text),
            other => serializer.serialize_str(&other.encoded()),
        }
    }
}

impl<'de> Deserialize<'de> for Words {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Words, D::Error> {
        let text = String::deserialize(deserializer)?;
        Words::decoded(text).map_err(serde::de::Error::custom)
    }
}

impl Words {
    /// These words as a file keeps them: one string (see [`Words`]). Words in one string
    /// keep the code that reads and writes them to one place, whatever holds them: a save,
    /// a link, the command line's answers (the web app pays for every copy).
    pub fn encoded(&self) -> String {
        match self {
            Words::Text(text) => text.clone(),
            other => format!("{MARK}{}", other.to_json()),
        }
    }

    /// Words from the string [`Words::encoded`] made; any other string is text.
    pub fn decoded(text: String) -> Result<Words, NotWords> {
        match text.strip_prefix(MARK) {
            Some(json) => serde_json::from_str::<Json>(json)
                .ok()
                .as_ref()
                .and_then(Words::from_json)
                .ok_or_else(|| NotWords(json.to_string())),
            None => Ok(Words::Text(text)),
        }
    }

    /// The JSON inside the string: text a string, every other form an array led by its
    /// letter (`["m", key, [[name, value], …]]`). Written and read by hand: serde's derived
    /// code for these forms was the largest part of what words cost the web app.
    fn to_json(&self) -> Json {
        let all = |items: &[Words]| Json::Array(items.iter().map(Words::to_json).collect());
        let tagged = |tag: &str, rest: Vec<Json>| {
            Json::Array(std::iter::once(Json::from(tag)).chain(rest).collect())
        };
        match self {
            Words::Text(text) => Json::from(text.as_str()),
            Words::KeyOr { key, otherwise } => tagged(
                "k",
                vec![Json::from(key.as_ref()), Json::from(otherwise.as_str())],
            ),
            Words::Data { key, data } => tagged(
                "d",
                vec![Json::from(key.as_ref()), Json::from(data.as_str())],
            ),
            Words::Message { key, args } => tagged(
                "m",
                vec![
                    Json::from(key.as_ref()),
                    Json::Array(
                        args.iter()
                            .map(|(name, value)| {
                                Json::Array(vec![Json::from(name.as_ref()), value.to_json()])
                            })
                            .collect(),
                    ),
                ],
            ),
            Words::List { items, join } => tagged("l", vec![Json::from(join.name()), all(items)]),
            Words::Run { run } => tagged("r", vec![all(run)]),
            Words::Number { number } => tagged("n", vec![number.to_json()]),
            Words::Shaped { words, shape } => {
                tagged("s", vec![Json::from(shape.name()), words.to_json()])
            }
        }
    }

    fn from_json(json: &Json) -> Option<Words> {
        let Json::Array(parts) = json else {
            return json.as_str().map(Words::text);
        };
        let text = |i: usize| parts.get(i).and_then(Json::as_str).map(str::to_string);
        let all = |i: usize| -> Option<Vec<Words>> {
            parts
                .get(i)?
                .as_array()?
                .iter()
                .map(Words::from_json)
                .collect()
        };
        Some(match parts.first()?.as_str()? {
            "k" => Words::KeyOr {
                key: Cow::Owned(text(1)?),
                otherwise: text(2)?,
            },
            "d" => Words::Data {
                key: Cow::Owned(text(1)?),
                data: text(2)?,
            },
            "m" => Words::Message {
                key: Cow::Owned(text(1)?),
                args: parts
                    .get(2)?
                    .as_array()?
                    .iter()
                    .map(|arg| {
                        let pair = arg.as_array()?;
                        let name = pair.first()?.as_str()?.to_string();
                        Some((Cow::Owned(name), Value::from_json(pair.get(1)?)?))
                    })
                    .collect::<Option<_>>()?,
            },
            "l" => Words::List {
                join: Join::from_name(parts.get(1)?.as_str()?)?,
                items: all(2)?,
            },
            "r" => Words::Run { run: all(1)? },
            "n" => Words::Number {
                number: Box::new(Value::from_json(parts.get(1)?)?),
            },
            "s" => Words::Shaped {
                shape: Shape::from_name(parts.get(1)?.as_str()?)?,
                words: Box::new(Words::from_json(parts.get(2)?)?),
            },
            _ => return None,
        })
    }
}

impl Value {
    /// A number as itself, every other form an array led by its letter.
    fn to_json(&self) -> Json {
        let tagged = |tag: &str, rest: Vec<Json>| {
            Json::Array(std::iter::once(Json::from(tag)).chain(rest).collect())
        };
        match self {
            Value::Number(n) => Json::from(*n),
            Value::Large(n) => Json::from(*n),
            Value::Signed { signed } => tagged("+", vec![Json::from(*signed)]),
            Value::Change { change } => tagged("c", vec![Json::from(*change)]),
            Value::Grouped { grouped } => tagged("g", vec![Json::from(*grouped)]),
            Value::Decimal {
                scaled,
                places,
                percent,
            } => tagged(
                "%",
                vec![
                    Json::from(*scaled),
                    Json::from(*places),
                    Json::from(*percent),
                ],
            ),
            Value::Words(words) => tagged("w", vec![words.to_json()]),
        }
    }

    fn from_json(json: &Json) -> Option<Value> {
        if let Some(n) = json.as_i64() {
            return Some(Value::Number(n));
        }
        if let Some(n) = json.as_u64() {
            return Some(Value::Large(n));
        }
        let parts = json.as_array()?;
        let int = |i: usize| parts.get(i).and_then(Json::as_i64);
        Some(match parts.first()?.as_str()? {
            "+" => Value::Signed { signed: int(1)? },
            "c" => Value::Change { change: int(1)? },
            "g" => Value::Grouped {
                grouped: parts.get(1)?.as_u64()?,
            },
            "%" => Value::Decimal {
                scaled: int(1)?,
                places: u8::try_from(int(2)?).ok()?,
                percent: parts.get(3)?.as_bool()?,
            },
            "w" => Value::Words(Words::from_json(parts.get(1)?)?),
            _ => return None,
        })
    }
}

impl Join {
    const NAMES: [(Join, &'static str); 10] = [
        (Join::And, "and"),
        (Join::Or, "or"),
        (Join::Comma, "comma"),
        (Join::Plus, "plus"),
        (Join::Semicolon, "semicolon"),
        (Join::Space, "space"),
        (Join::Tight, "tight"),
        (Join::Lines, "lines"),
        (Join::Dot, "dot"),
        (Join::Marks, "marks"),
    ];

    fn name(self) -> &'static str {
        Join::NAMES
            .iter()
            .find(|(j, _)| *j == self)
            .map_or("and", |(_, n)| n)
    }

    fn from_name(name: &str) -> Option<Join> {
        Join::NAMES
            .iter()
            .find(|(_, n)| *n == name)
            .map(|(j, _)| *j)
    }
}

impl Shape {
    const NAMES: [(Shape, &'static str); 3] = [
        (Shape::Sentence, "sentence"),
        (Shape::NoStop, "no-stop"),
        (Shape::Stop, "stop"),
    ];

    fn name(self) -> &'static str {
        Shape::NAMES
            .iter()
            .find(|(s, _)| *s == self)
            .map_or("sentence", |(_, n)| n)
    }

    fn from_name(name: &str) -> Option<Shape> {
        Shape::NAMES
            .iter()
            .find(|(_, n)| *n == name)
            .map(|(s, _)| *s)
    }
}

/// Words to be worded: `words!("home-continue")`, or with arguments
/// `words!("home-seed", seed = seed)` (the names as the catalogue's `$seed`).
#[macro_export]
macro_rules! words {
    ($key:literal) => {
        $crate::engine::words::Words::key($key)
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::engine::words::Words::message(
            $key,
            [$((stringify!($name), $crate::engine::words::Value::from($value))),+],
        )
    };
}

/// A string marked as encoded words whose JSON does not read as words (the JSON kept).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct NotWords(pub String);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_keep_their_shape_through_a_save() {
        let w = Words::message(
            "a-message",
            [
                ("quadrants", Value::from(2u8)),
                (
                    "to",
                    Value::from(Words::and_list([Words::text("1"), Words::key("list-none")])),
                ),
                ("seed", Value::from(u64::MAX)),
                ("chance", Value::percent(47.26, 1)),
                ("modifier", Value::signed(-2)),
                ("change", Value::change(-1)),
                (
                    "alone",
                    Value::from(Words::number(Value::grouped(2_000)).no_stop()),
                ),
            ],
        );
        let json = serde_json::to_string(&w).unwrap_or_default();
        let back: Words = serde_json::from_str(&json).unwrap_or_default();
        assert_eq!(back, w, "{json}");
        let old: Words = serde_json::from_str("\"Turn 3\"").unwrap_or_default();
        assert_eq!(old, Words::text("Turn 3"));
    }

    #[test]
    fn a_decimal_rounds_as_the_screen_did() {
        assert_eq!(
            Value::percent(47.26, 1),
            Value::Decimal {
                scaled: 473,
                places: 1,
                percent: true
            }
        );
        assert_eq!(
            Value::decimal(-0.126, 2),
            Value::Decimal {
                scaled: -13,
                places: 2,
                percent: false
            }
        );
    }
}
