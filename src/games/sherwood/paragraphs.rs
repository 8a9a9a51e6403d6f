//! The paragraph numbers the rulebook has, each with its effect in our own words and, where
//! it has one, a structured effect the app can apply. No story text is shipped: the
//! player's own rulebook supplies it through the importer.

use super::data::SherwoodData;
use crate::engine::words::Join;
use crate::engine::words::Words;
use serde::Serialize;

pub use super::paragraph_number::{all, exists};

/// How many of "your people in the space" an effect touches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Who {
    All,
    Half,
    Count(u8),
    /// All but the one the player keeps free.
    AllButOne,
    /// Only the injured ones.
    TheInjured,
    OneInjured,
    /// The one with the highest raid value (the player breaks ties).
    HighestRaid,
}

/// A paragraph's structured effect: the pieces the app turns into concrete changes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Effect {
    /// The inner effect reaches only the people who took the action, not everyone of
    /// yours in the space ("everyone in the raiding group", "one member of the group").
    OfTheGroup(Box<Effect>),
    Captured(Who),
    Injured(Who),
    /// Imprisoned in the space itself (horse theft gone wrong, sanctuary betrayed, flight).
    Imprisoned(Who),
    /// One more of your people, anywhere else, is captured (your choice).
    AnotherCaptured,
    Flee,
    /// Everyone moves to an adjacent space.
    MoveAway,
    FreePrisoners,
    /// One prisoner, picked blind.
    FreeOnePrisoner,
    /// Any one neutral or cleric of your choice joins you.
    AnyoneJoins,
    Track {
        royal_morale: i32,
        witchcraft: i32,
    },
    /// Roll a die and add it to the Warchest.
    GoldDie,
    HorseHere,
    LoseHorses,
    NoSupplyCost,
    SanctuaryGranted {
        limited: bool,
    },
    NearestSquadComes,
    /// Paragraph 107: with McCoy or Goren present, read 150 instead.
    PlagueCheck,
    /// Paragraph 150: roll the Raid Table again; McCoy/Goren are captured afterwards.
    RaidAgainHealersCaptured,
    Nothing,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Paragraph {
    pub number: u16,
    /// What happens, in our own words.
    pub effect: Words,
    pub effects: Vec<Effect>,
}

fn p(number: u16, effect: Words, effects: Vec<Effect>) -> Paragraph {
    Paragraph {
        number,
        effect,
        effects,
    }
}

/// The result paragraphs (99–405): effect text and structure.
fn result_paragraph(n: u16) -> Option<Paragraph> {
    paragraph_99_to_150(n).or_else(|| paragraph_200_to_405(n))
}

fn paragraph_99_to_150(n: u16) -> Option<Paragraph> {
    use Effect::*;
    use Who::*;
    Some(match n {
        99 => p(
            n,
            crate::words!("swr-para-99"),
            vec![
                Captured(All),
                Track {
                    royal_morale: 1,
                    witchcraft: 0,
                },
            ],
        ),
        100 => p(
            n,
            crate::words!("swr-para-100"),
            vec![Captured(All), Injured(Half), AnotherCaptured],
        ),
        101 => p(
            n,
            crate::words!("swr-para-101"),
            vec![OfTheGroup(Box::new(Captured(All)))],
        ),
        102 => p(n, crate::words!("swr-para-102"), vec![Injured(Half), Flee]),
        103 => p(
            n,
            crate::words!("swr-para-103"),
            vec![Captured(HighestRaid), Flee],
        ),
        104 => p(n, crate::words!("swr-para-104"), vec![Flee]),
        105 => p(n, crate::words!("swr-para-105"), vec![Captured(Count(2))]),
        106 => p(
            n,
            crate::words!("swr-para-106"),
            vec![MoveAway, OfTheGroup(Box::new(Injured(Count(1))))],
        ),
        107 => p(n, crate::words!("swr-para-107"), vec![PlagueCheck]),
        108 => p(n, crate::words!("swr-para-108"), vec![NearestSquadComes]),
        109 => p(n, crate::words!("swr-para-109"), vec![FreeOnePrisoner]),
        110 => p(
            n,
            crate::words!("swr-para-110"),
            vec![FreePrisoners, Injured(Half)],
        ),
        111 => p(n, crate::words!("swr-para-111"), vec![FreePrisoners, Flee]),
        112 => p(
            n,
            crate::words!("swr-para-112"),
            vec![FreePrisoners, Injured(Count(2))],
        ),
        113 => p(n, crate::words!("swr-para-113"), vec![FreePrisoners]),
        114 => p(
            n,
            crate::words!("swr-para-114"),
            vec![FreePrisoners, HorseHere],
        ),
        115 => p(
            n,
            crate::words!("swr-para-115"),
            vec![FreePrisoners, GoldDie],
        ),
        116 => p(
            n,
            crate::words!("swr-para-116"),
            vec![FreePrisoners, AnyoneJoins],
        ),
        117 => p(
            n,
            crate::words!("swr-para-117"),
            vec![
                FreePrisoners,
                Track {
                    royal_morale: -1,
                    witchcraft: 0,
                },
            ],
        ),
        150 => p(
            n,
            crate::words!("swr-para-150"),
            vec![
                Track {
                    royal_morale: -1,
                    witchcraft: 1,
                },
                RaidAgainHealersCaptured,
            ],
        ),
        _ => return None,
    })
}

fn paragraph_200_to_405(n: u16) -> Option<Paragraph> {
    use Effect::*;
    use Who::*;
    Some(match n {
        200 => p(n, crate::words!("swr-para-200"), vec![Imprisoned(All)]),
        201 => p(n, crate::words!("swr-para-201"), vec![Nothing]),
        202 => p(
            n,
            crate::words!("swr-para-202"),
            vec![HorseHere, Injured(Count(1))],
        ),
        203 => p(n, crate::words!("swr-para-203"), vec![HorseHere]),
        204 => p(
            n,
            crate::words!("swr-para-204"),
            vec![HorseHere, NoSupplyCost],
        ),
        300 => p(n, crate::words!("swr-para-300"), vec![Imprisoned(All)]),
        301 => p(n, crate::words!("swr-para-301"), vec![Flee]),
        302 => p(n, crate::words!("swr-para-302"), vec![Nothing]),
        303 => p(
            n,
            crate::words!("swr-para-303"),
            vec![SanctuaryGranted { limited: true }],
        ),
        304 => p(
            n,
            crate::words!("swr-para-304"),
            vec![SanctuaryGranted { limited: false }],
        ),
        400 => p(n, crate::words!("swr-para-400"), vec![Captured(All)]),
        401 => p(
            n,
            crate::words!("swr-para-401"),
            vec![Imprisoned(AllButOne)],
        ),
        402 => p(
            n,
            crate::words!("swr-para-402"),
            vec![Imprisoned(TheInjured)],
        ),
        403 => p(
            n,
            crate::words!("swr-para-403"),
            vec![Imprisoned(OneInjured)],
        ),
        404 => p(n, crate::words!("swr-para-404"), vec![LoseHorses]),
        405 => p(n, crate::words!("swr-para-405"), vec![Nothing]),
        _ => return None,
    })
}

/// Any paragraph the rulebook has: results from the table above, persons from their
/// structured abilities.
pub fn paragraph(data: &SherwoodData, n: u16) -> Option<Paragraph> {
    if !exists(n) {
        return None;
    }
    if let Some(r) = result_paragraph(n) {
        return Some(r);
    }
    let person = data
        .roster
        .persons
        .iter()
        .find(|p| p.paragraph == Some(n))?;
    let kind = person
        .kind
        .map_or_else(|| crate::words!("swr-kind-unknown"), |k| k.label());
    let text = if person.abilities.is_empty() {
        crate::words!(
            "swr-para-person-plain",
            name = person.name.as_str(),
            kind = kind
        )
    } else {
        let parts = Words::list(person.abilities.iter().map(|a| a.describe()), Join::Space);
        crate::words!(
            "swr-para-person",
            name = person.name.as_str(),
            kind = kind,
            rules = parts
        )
    };
    Some(Paragraph {
        number: n,
        effect: text,
        effects: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rulebook_numbers() {
        assert_eq!(all().count(), 5 + 2 + 5 + 5 + 23 + 19 + 1 + 5 + 5 + 6);
        assert!(exists(150) && exists(99) && exists(72) && exists(405));
        assert!(!exists(0) && !exists(15) && !exists(118) && !exists(406));
    }

    #[test]
    fn every_paragraph_has_an_effect() {
        let data = SherwoodData::builtin().unwrap();
        for n in all() {
            let para = paragraph(data, n).unwrap_or_else(|| panic!("{n}"));
            assert!(para.effect.to_string().len() > 10, "{n}");
            if n >= 99 {
                assert!(!para.effects.is_empty(), "{n} has a structured effect");
            }
        }
        assert!(paragraph(data, 15).is_none());
        assert!(
            paragraph(data, 10)
                .unwrap()
                .effect
                .to_string()
                .contains("raid value")
        );
    }
}
