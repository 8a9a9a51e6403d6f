//! The questions a Sherwood choice asks before it is taken, in the text mode: one or several
//! people, a place, a number, a die, and the picks a result's suggestion asks for. Each
//! lists its options numbered; the player answers with numbers or names, and Enter alone
//! goes back.

use super::words::person_name;
use crate::games::sherwood::SherwoodData;
use crate::games::sherwood::change::{Choice, LEGEND_SHIFTS, Pick, Suggestion};
use crate::games::sherwood::person_id::PersonId;
use crate::games::sherwood::space_id::SpaceId;
use crate::games::sherwood::state::{SherwoodState, Track};
use crate::t;
use crate::text::conversation::{Ask, pick};

/// One answer a question offers: what it stands for and its words.
pub struct Answer<T> {
    pub value: T,
    pub words: String,
}

pub fn answer<T>(value: T, words: String) -> Answer<T> {
    Answer { value, words }
}

/// Answers named by what they are (a place, a squad).
fn named<T: Clone + std::fmt::Display>(values: &[T]) -> Vec<Answer<T>> {
    values
        .iter()
        .map(|v| answer(v.clone(), v.to_string()))
        .collect()
}

fn list<T>(ask: &mut dyn Ask, options: &[Answer<T>]) {
    for (i, o) in options.iter().enumerate() {
        ask.say(&format!("    {}. {}", i + 1, o.words));
    }
}

/// One of `options`; `None`: the player went back. A single option is taken without asking.
pub fn one<T: Clone>(ask: &mut dyn Ask, question: &str, options: &[Answer<T>]) -> Option<T> {
    if let [only] = options {
        return Some(only.value.clone());
    }
    let words: Vec<String> = options.iter().map(|o| o.words.clone()).collect();
    loop {
        // The question before its list: a listener knows what the list is for.
        ask.say(question);
        list(ask, options);
        let answer = ask.ask(&t!("cli-play-your-choice", last = options.len()))?;
        match pick(&words, &answer) {
            Some(i) => return options.get(i).map(|o| o.value.clone()),
            None => ask.say(&t!("cli-play-pick-one", last = options.len())),
        }
    }
}

/// Some of `options`: exactly `count` when given, else at least one ("all" takes every one).
pub fn several<T: Clone>(
    ask: &mut dyn Ask,
    question: &str,
    options: &[Answer<T>],
    count: Option<usize>,
) -> Option<Vec<T>> {
    if count.is_some_and(|n| n >= options.len()) {
        return Some(options.iter().map(|o| o.value.clone()).collect());
    }
    let words: Vec<String> = options.iter().map(|o| o.words.clone()).collect();
    let all = [
        "all".to_string(),
        crate::i18n::text("cli-play-word-all").to_lowercase(),
    ];
    loop {
        ask.say(question);
        list(ask, options);
        let answer = ask.ask(&t!("cli-play-your-choices", last = options.len()))?;
        let picked: Option<Vec<usize>> = if all.contains(&answer.trim().to_lowercase()) {
            Some((0..options.len()).collect())
        } else {
            answer
                .split([',', ' ', ';'])
                .filter(|w| !w.trim().is_empty())
                .map(|w| pick(&words, w))
                .collect()
        };
        let mut picked = picked.unwrap_or_default();
        picked.sort_unstable();
        picked.dedup();
        let right_count = match count {
            Some(n) => picked.len() == n,
            None => !picked.is_empty(),
        };
        if right_count {
            return Some(
                picked
                    .into_iter()
                    .filter_map(|i| options.get(i).map(|o| o.value.clone()))
                    .collect(),
            );
        }
        ask.say(&match count {
            Some(n) => t!("cli-play-pick-count", count = n, last = options.len()),
            None => t!("cli-play-pick-some", last = options.len()),
        });
    }
}

/// A whole number from `low` to `high`.
pub fn number(ask: &mut dyn Ask, question: &str, low: i32, high: i32) -> Option<i32> {
    loop {
        let answer = ask.ask(question)?;
        match answer.trim().replace('\u{2212}', "-").parse::<i32>() {
            Ok(n) if (low..=high).contains(&n) => return Some(n),
            _ => ask.say(&t!(
                "cli-play-number-between",
                typed = answer.as_str(),
                low = low,
                high = high
            )),
        }
    }
}

/// The face of the player's own d10 (0 reads as 10).
pub fn die(ask: &mut dyn Ask) -> Option<u8> {
    number(ask, &t!("cli-play-sw-your-die"), 0, 10).and_then(|n| u8::try_from(n).ok())
}

/// Yes or no; Enter alone (or input ending) is no. Anything else is asked again: a stray
/// number meant for a list must not answer for the player.
pub fn yes(ask: &mut dyn Ask, question: &str) -> bool {
    let word = |key: &str| crate::i18n::text(key).to_lowercase();
    loop {
        let Some(answer) = ask.ask(question) else {
            return false;
        };
        let a = answer.trim().to_lowercase();
        if a == "yes" || a == "y" || a == word("cli-play-word-yes") {
            return true;
        }
        if a == "no" || a == "n" || a == word("cli-play-word-no") {
            return false;
        }
        ask.say(&t!("cli-play-yes-or-back", typed = answer.trim()));
    }
}

/// Every place a group can go: the places on the map and in play, and a new forest, road
/// or bridge.
pub fn destinations(data: &SherwoodData, s: &SherwoodState) -> Vec<Answer<SpaceId>> {
    let mut out = named(&s.space_names(data));
    for (kind, key) in [
        ("forest", "sws-new-forest"),
        ("road", "sws-new-road"),
        ("bridge", "sws-new-bridge"),
    ] {
        out.push(answer(SpaceId::new(kind), crate::i18n::text(key)));
    }
    out
}

/// Your people among `ids`, by name.
pub fn people(
    data: &SherwoodData,
    ids: impl IntoIterator<Item = PersonId>,
) -> Vec<Answer<PersonId>> {
    ids.into_iter()
        .map(|id| answer(id.clone(), person_name(data, &id)))
        .collect()
}

/// The picks a suggestion asks for, and its prison; `None`: the player went back.
pub fn choice_for(
    ask: &mut dyn Ask,
    data: &SherwoodData,
    s: &SherwoodState,
    suggestion: &Suggestion,
) -> Option<Choice> {
    let mut choice = Choice::default();
    match &suggestion.pick {
        None => {}
        Some(Pick::Persons { count, from, .. }) => {
            let who = people(data, from.iter().cloned());
            let question = t!("cli-play-sw-pick-persons", count = *count);
            let persons = several(ask, &question, &who, Some(*count))?;
            choice.persons = persons;
        }
        Some(Pick::Squad { from, .. }) => {
            let q = one(ask, &t!("cli-play-sw-which-squad"), &named(from))?;
            choice.squad = Some(q);
        }
        Some(Pick::SquadDestination { .. } | Pick::Destination { .. }) => {
            let places = destinations(data, s);
            let to = one(ask, &t!("cli-play-sw-where"), &places)?;
            choice.to = Some(to);
        }
        Some(Pick::FreeOne { known, unseen, .. }) => {
            let who = people(data, known.iter().chain(unseen.iter()).cloned());
            let p = one(ask, &t!("cli-play-sw-who-goes-free"), &who)?;
            choice.persons = vec![p];
        }
        Some(Pick::Identify {
            slots,
            archon,
            neutral,
            ..
        }) => {
            for (i, slot) in slots.iter().enumerate() {
                let pool: Vec<PersonId> = match slot {
                    Some(crate::games::sherwood::board::Colour::Archon) => archon.clone(),
                    Some(crate::games::sherwood::board::Colour::Neutral) => neutral.clone(),
                    None => archon.iter().chain(neutral.iter()).cloned().collect(),
                };
                let question = t!("cli-play-sw-who-is-counter", n = i + 1);
                let p = one(ask, &question, &people(data, pool))?;
                choice.persons.push(p);
            }
        }
        Some(Pick::Legend { .. }) => {
            let shifts: Vec<Answer<(Track, i32)>> = LEGEND_SHIFTS
                .iter()
                .map(|&(track, by)| answer((track, by), format!("{} {by:+}", track.label())))
                .collect();
            ask.say(&t!("cli-play-sw-legend-none"));
            let tracks = several(ask, &t!("cli-play-sw-legend"), &shifts, None)?;
            choice.tracks = tracks;
        }
    }
    if let Some(prisons) = &suggestion.prison {
        let prison = one(ask, &t!("cli-play-sw-prison"), &named(prisons))?;
        choice.prison = Some(prison);
    }
    Some(choice)
}
