//! The languages the app speaks. Adding one: a folder `locales/<code>/` with every file the
//! English folder has, and one line in `languages!` below.

macro_rules! languages {
    ($($variant:ident = $code:literal $name:literal,)+) => {
        /// A language with a complete catalogue.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Lang {
            $($variant,)+
        }

        impl Lang {
            /// Every language, English first (the fallback).
            pub const ALL: &'static [Lang] = &[$(Lang::$variant,)+];

            /// Its code: the catalogue folder's name and the settings file's value.
            pub fn code(self) -> &'static str {
                match self {
                    $(Lang::$variant => $code,)+
                }
            }

            /// Its name in itself, as the language picker shows it: known without its
            /// catalogue, which the web app fetches only when the language is chosen.
            pub fn own_name(self) -> &'static str {
                match self {
                    $(Lang::$variant => $name,)+
                }
            }
        }
    };
}

languages! {
    En = "en" "English",
    De = "de" "Deutsch",
    Fr = "fr" "Français",
}

impl Lang {
    /// The language of this code, or of a tag that starts with it ("de-CH", "fr_FR.UTF-8").
    pub fn from_code(tag: &str) -> Option<Lang> {
        let primary = tag
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Lang::ALL.iter().copied().find(|l| l.code() == primary)
    }

    /// The first of the tags (most wanted first) that names a language we have; English
    /// where none does.
    pub fn negotiate<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .find_map(Lang::from_code)
            .unwrap_or(Lang::En)
    }

    pub(super) fn index(self) -> u8 {
        Lang::ALL
            .iter()
            .position(|l| *l == self)
            .and_then(|i| u8::try_from(i).ok())
            .unwrap_or(0)
    }

    pub(super) fn from_index(i: u8) -> Lang {
        Lang::ALL.get(usize::from(i)).copied().unwrap_or(Lang::En)
    }
}

#[cfg(test)]
mod tests {
    use super::Lang;

    #[test]
    fn tags_as_systems_write_them_find_the_language() {
        assert_eq!(Lang::from_code("de-CH"), Some(Lang::De));
        assert_eq!(Lang::from_code("fr_FR.UTF-8"), Some(Lang::Fr));
        assert_eq!(Lang::from_code("EN"), Some(Lang::En));
        assert_eq!(Lang::from_code("C"), None);
        assert_eq!(Lang::from_code(""), None);
        assert_eq!(Lang::negotiate(["it-IT", "fr-BE", "de"]), Lang::Fr);
        assert_eq!(Lang::negotiate(["POSIX"]), Lang::En);
        assert_eq!(Lang::negotiate([]), Lang::En);
    }

    #[test]
    fn every_language_has_its_place() {
        for l in Lang::ALL {
            assert_eq!(Lang::from_index(l.index()), *l);
        }
    }
}
