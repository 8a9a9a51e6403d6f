//! The rules' words as each edge words them: checks that the spoken form says everything in
//! words, in every language.

use pnp_companion::engine::journal::Journal;
use pnp_companion::engine::words::Words;
use pnp_companion::i18n::{self, Lang};

/// What a spoken line must not hold: the screen's arrows and dots, and codes said as
/// letters ("ED 19", "W B W", "2C").
pub fn unspeakable(said: &str) -> Option<String> {
    if let Some(c) = said.chars().find(|c| matches!(c, '→' | '←' | '·')) {
        return Some(format!("the symbol {c}"));
    }
    let mut rest = said;
    while !rest.is_empty() {
        let start = rest.find(char::is_alphanumeric).unwrap_or(rest.len());
        rest = &rest[start..];
        let end = rest
            .find(|c: char| !c.is_alphanumeric())
            .unwrap_or(rest.len());
        let (token, after) = rest.split_at(end);
        let letters = token.trim_start_matches(|c: char| c.is_ascii_digit());
        // A name's initial ("James T. Kirk") and an elided word ("S’amarrer") are no code.
        let initial = letters.chars().count() == 1 && after.starts_with(['.', '’', '\'']);
        if !letters.is_empty()
            && letters.chars().count() <= 3
            && letters.chars().all(char::is_uppercase)
            && letters != "I"
            && !initial
        {
            return Some(format!("the code {token}"));
        }
        rest = after;
    }
    None
}

/// Every entry of `journal` (its heading, what was done, what happened and `more` of it),
/// said in every language, is all words. Returns how many outcomes were said.
pub fn assert_speakable<S: Clone, E>(
    journal: &Journal<S, E>,
    lines: impl Fn(&E) -> Vec<&Words>,
    what: &str,
) -> usize {
    let mut said = 0;
    for e in journal.entries() {
        let words = [&e.heading, &e.label].into_iter().chain(lines(&e.event));
        for w in words {
            for &lang in Lang::ALL {
                let spoken = i18n::speak(w, lang);
                if let Some(why) = unspeakable(&spoken) {
                    panic!("{what}, in {}: {why} in “{spoken}” ({w:?})", lang.code());
                }
                said += 1;
            }
        }
    }
    said
}

#[test]
fn the_check_finds_what_it_looks_for() {
    assert_eq!(
        unspeakable("Turn 3 · Rebel Actions"),
        Some("the symbol ·".into())
    );
    assert_eq!(unspeakable("NavComm 1→1"), Some("the symbol →".into()));
    assert_eq!(unspeakable("Event scan: ED 19"), Some("the code ED".into()));
    assert_eq!(unspeakable("counted W B W"), Some("the code W".into()));
    assert_eq!(unspeakable("Raid: 2C"), Some("the code 2C".into()));
    assert_eq!(unspeakable("I drew 3 plus 4, NavComm from 2 to 1"), None);
    assert_eq!(unspeakable("Beam down Captain James T. Kirk"), None);
}
