//! The rules' words in a JSON answer: written out in English, as the answers have always
//! been (scripts read them), wherever a game value put its words to be worded.

use crate::engine::words::Words;
use crate::i18n::{self, Lang};
use serde_json::Value;

/// `value` with every set of words in it written in English.
pub fn in_english(value: Value) -> Value {
    match value {
        Value::String(text) => Value::String(match Words::decoded(text.clone()) {
            Ok(words) => i18n::write(&words, Lang::En),
            Err(_) => text,
        }),
        Value::Object(map) => {
            Value::Object(map.into_iter().map(|(k, v)| (k, in_english(v))).collect())
        }
        Value::Array(items) => Value::Array(items.into_iter().map(in_english).collect()),
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_in_an_answer_read_in_english() {
        crate::i18n::set_language(Lang::De);
        let answer = serde_json::json!({
            "notes": [crate::words!("list-none"), "as it was"],
            "result": { "automatic": Words::and_list([Words::text("a"), Words::text("b")]) },
            "key": "a field of its own",
        });
        let english = in_english(answer);
        crate::i18n::set_language(Lang::En);
        assert_eq!(
            english,
            serde_json::json!({
                "notes": ["none", "as it was"],
                "result": { "automatic": "a and b" },
                "key": "a field of its own",
            })
        );
    }
}
