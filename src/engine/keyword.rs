//! Small enums named by one word each: the word a save or data file holds, the command line
//! takes and `Display` writes, all from one list ([`keyword_enum!`]), so they cannot drift.
//! The command line is lenient (case, spaces, underscores and a few other names a player
//! may type: aliases); files are strict (the word exactly, as serde's derive was).

/// A word that names none of an enum's values; it reads as its type's own message
/// (a catalogue key given `text`, the word typed, and `names`, the words it could be).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.words())]
pub struct UnknownWord {
    pub found: String,
    pub expected: &'static [&'static str],
    pub message: &'static str,
}

impl UnknownWord {
    pub fn words(&self) -> super::words::Words {
        super::words::Words::message(
            self.message,
            [
                ("text", self.found.as_str().into()),
                ("names", self.expected.join(", ").into()),
            ],
        )
    }
}

/// A word as typed, made comparable: trimmed, lower case, spaces, underscores and slashes
/// as hyphens, apostrophes dropped ("King's Men" → "kings-men").
pub fn normalize(text: &str) -> String {
    text.trim()
        .to_lowercase()
        .chars()
        .filter(|c| *c != '\'')
        .map(|c| if matches!(c, ' ' | '_' | '/') { '-' } else { c })
        .collect()
}

/// `keyword_enum! { pub enum Track as key { Witchcraft = "witchcraft" | "w", .. } }` declares
/// the enum (a small value: `Debug`, `Clone`, `Copy`, `PartialEq`, `Eq` and `Hash`; a
/// `#[derive]` before `pub enum` adds more, such as `Default`) and gives it `ALL`, `WORDS`, its word by the accessor named after
/// `as`, `from_word` (the word or an alias, as [`normalize`]d; `prepare` first maps the
/// normalized text where a type takes more, such as a suffix it ignores), and `Serialize`
/// and `Deserialize` as the word exactly (files are strict, as serde's derive was).
/// `keyword_enum!(@from_str T, "message-key")` and `keyword_enum!(@display T key)` add
/// `FromStr` (by `from_word`, [`UnknownWord`] with that message) and `Display` (the word);
/// `keyword_enum!(@from_str T, Error::Variant)` refuses with `Error::Variant(text)` instead
/// (the text trimmed, in lower case), for a type whose layer has its own error.
///
/// A value may also name its catalogue key after its word and aliases
/// (`Witchcraft = "witchcraft" => "swr-track-witchcraft"`; every value then does): the enum
/// gets `label_key` and `label`, its name in the player's language, from the same list.
macro_rules! keyword_enum {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident as $key:ident $(, prepare $prepare:path)? {
            $(
                $(#[$vmeta:meta])*
                $variant:ident = $word:literal $(| $alias:literal)* => $label:literal
            ),+ $(,)?
        }
    ) => {
        $crate::engine::keyword::keyword_enum! {
            $(#[$meta])*
            $vis enum $name as $key $(, prepare $prepare)? {
                $($(#[$vmeta])* $variant = $word $(| $alias)*),+
            }
        }

        impl $name {
            /// The catalogue's key for its name.
            pub const fn label_key(self) -> &'static str {
                match self {
                    $($name::$variant => $label),+
                }
            }

            /// Its name, to be worded in the player's language.
            pub fn label(self) -> $crate::engine::words::Words {
                $crate::engine::words::Words::key(self.label_key())
            }
        }
    };
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident as $key:ident $(, prepare $prepare:path)? {
            $(
                $(#[$vmeta:meta])*
                $variant:ident = $word:literal $(| $alias:literal)*
            ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        $vis enum $name {
            $($(#[$vmeta])* $variant),+
        }

        impl $name {
            pub const ALL: [$name; [$($word),+].len()] = [$($name::$variant),+];
            /// Every value's word, in the order of `ALL`.
            pub const WORDS: &'static [&'static str] = &[$($word),+];

            /// Its one word: in files, on the command line and in `--json`.
            pub const fn $key(self) -> &'static str {
                match self {
                    $($name::$variant => $word),+
                }
            }

            /// The value a player's word names: its word or another name for it, in any
            /// case, spaced or hyphenated.
            pub fn from_word(text: &str) -> Option<$name> {
                let normal = $crate::engine::keyword::normalize(text);
                $(let normal = $prepare(&normal);)?
                match &*normal {
                    $($word $(| $alias)* => Some($name::$variant),)+
                    _ => None,
                }
            }
        }

        impl serde::Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.$key())
            }
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let word = <std::borrow::Cow<'de, str> as serde::Deserialize>::deserialize(d)?;
                $name::ALL
                    .into_iter()
                    .find(|v| v.$key() == word)
                    .ok_or_else(|| serde::de::Error::unknown_variant(&word, Self::WORDS))
            }
        }
    };
    (@from_str $name:ident, $message:literal) => {
        impl std::str::FromStr for $name {
            type Err = $crate::engine::keyword::UnknownWord;

            fn from_str(text: &str) -> Result<Self, Self::Err> {
                $name::from_word(text).ok_or_else(|| $crate::engine::keyword::UnknownWord {
                    found: text.to_string(),
                    expected: $name::WORDS,
                    message: $message,
                })
            }
        }
    };
    (@from_str $name:ident, $error:ident :: $variant:ident) => {
        impl std::str::FromStr for $name {
            type Err = $error;

            fn from_str(text: &str) -> Result<Self, Self::Err> {
                $name::from_word(text)
                    .ok_or_else(|| $error::$variant(text.trim().to_ascii_lowercase()))
            }
        }
    };
    (@display $name:ident $key:ident) => {
        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.$key())
            }
        }
    };
}
pub(crate) use keyword_enum;

#[cfg(test)]
mod tests {

    keyword_enum! {
        enum Sample as word {
            One = "one" | "1",
            TwoWords = "two-words",
        }
    }
    keyword_enum!(@from_str Sample, "swr-word-no-table");
    keyword_enum!(@display Sample word);

    #[test]
    fn the_word_reads_back_and_serde_writes_it() {
        for s in Sample::ALL {
            assert_eq!(s.word().parse::<Sample>(), Ok(s));
            assert_eq!(s.to_string(), s.word());
            let json = serde_json::to_string(&s).unwrap();
            assert_eq!(json, format!("\"{}\"", s.word()));
            assert_eq!(serde_json::from_str::<Sample>(&json).unwrap(), s);
        }
    }

    #[test]
    fn typing_is_lenient_and_files_are_strict() {
        assert_eq!(" Two_Words ".parse::<Sample>(), Ok(Sample::TwoWords));
        assert_eq!("1".parse::<Sample>(), Ok(Sample::One));
        assert!(serde_json::from_str::<Sample>("\"Two words\"").is_err());
        let err = "three".parse::<Sample>().unwrap_err();
        assert_eq!(err.found, "three");
        assert_eq!(err.expected, ["one", "two-words"]);
    }
}
