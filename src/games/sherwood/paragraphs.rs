//! The paragraph numbers the rulebook has, each with its effect in our own words and, where
//! it has one, a structured effect the app can apply. No story text is shipped: the
//! player's own rulebook supplies it through the importer.

use super::data::SherwoodData;
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
    pub effect: String,
    pub effects: Vec<Effect>,
}

fn p(number: u16, effect: &str, effects: Vec<Effect>) -> Paragraph {
    Paragraph {
        number,
        effect: effect.to_string(),
        effects,
    }
}

/// The result paragraphs (99–405): effect text and structure.
fn result_paragraph(n: u16) -> Option<Paragraph> {
    use Effect::*;
    use Who::*;
    Some(match n {
        99 => p(
            n,
            "The raid is betrayed: everyone of yours in the space is captured, and Royal Morale rises by 1.",
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
            "Betrayed: all of yours in the space are captured and half of them (round down, your choice) are injured; one more of your people elsewhere (your choice) is captured too.",
            vec![Captured(All), Injured(Half), AnotherCaptured],
        ),
        101 => p(
            n,
            "The prison was watched: the whole raiding party is captured.",
            vec![OfTheGroup(Box::new(Captured(All)))],
        ),
        102 => p(
            n,
            "Discovered on the wall: half your people (round down, your choice) are injured, and all must flee.",
            vec![Injured(Half), Flee],
        ),
        103 => p(
            n,
            "Ambushed: the person with the highest raid value (your choice among equals) is captured; the rest must flee.",
            vec![Captured(HighestRaid), Flee],
        ),
        104 => p(
            n,
            "Too many guards: your people must flee, the raid undone.",
            vec![Flee],
        ),
        105 => p(
            n,
            "Driven back: two of your people (your choice) are captured; the others are unharmed.",
            vec![Captured(Count(2))],
        ),
        106 => p(
            n,
            "Found out: move all your people from the space to an adjacent one; one of the raiding party (your choice) is injured.",
            vec![MoveAway, OfTheGroup(Box::new(Injured(Count(1))))],
        ),
        107 => p(
            n,
            "Plague in the place: with McCoy or Goren present, read 150; otherwise the raid has no effect.",
            vec![PlagueCheck],
        ),
        108 => p(
            n,
            "A squad camps nearby: the nearest King's Men squad not already here moves to your people (your choice among equals). The raid waits.",
            vec![NearestSquadComes],
        ),
        109 => p(
            n,
            "A hole in the wall: one prisoner, picked blind, goes free; any others stay.",
            vec![FreeOnePrisoner],
        ),
        110 => p(
            n,
            "A hard fight won: the prisoners go free; half of the people you had here (round down, your choice; not the freed) are injured.",
            vec![FreePrisoners, Injured(Half)],
        ),
        111 => p(
            n,
            "Freed, but the garrison gives chase: the prisoners go free and everyone of yours here, freed ones included, must flee.",
            vec![FreePrisoners, Flee],
        ),
        112 => p(
            n,
            "A quiet night's work: the prisoners go free; two of your people (your choice) are injured.",
            vec![FreePrisoners, Injured(Count(2))],
        ),
        113 => p(
            n,
            "Without a hitch: the prisoners go free.",
            vec![FreePrisoners],
        ),
        114 => p(
            n,
            "Guards away drinking: the prisoners go free and you keep their horses (a Horse marker here).",
            vec![FreePrisoners, HorseHere],
        ),
        115 => p(
            n,
            "Royal gold for the taking: the prisoners go free; roll a die and add it to the Warchest.",
            vec![FreePrisoners, GoldDie],
        ),
        116 => p(
            n,
            "A clean rescue wins admirers: the prisoners go free, and any one neutral or cleric you choose joins you.",
            vec![FreePrisoners, AnyoneJoins],
        ),
        117 => p(
            n,
            "A silent rescue that dismays the King: the prisoners go free and Royal Morale falls by 1.",
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
            "The healer cures the plague: Royal Morale −1 and Witchcraft +1. Roll the Raid Table again (108 again means the raid fails, nothing else); the healer takes no part in its result and is captured afterwards.",
            vec![
                Track {
                    royal_morale: -1,
                    witchcraft: 1,
                },
                RaidAgainHealersCaptured,
            ],
        ),
        200 => p(
            n,
            "Caught in the stable: everyone of yours in the space is imprisoned.",
            vec![Imprisoned(All)],
        ),
        201 => p(
            n,
            "The horses are guarded: no horses, no harm.",
            vec![Nothing],
        ),
        202 => p(
            n,
            "Horses taken, an arrow at the gate: a Horse marker here; one of your people (your choice) is injured.",
            vec![HorseHere, Injured(Count(1))],
        ),
        203 => p(
            n,
            "The town guard's horses are yours: a Horse marker here.",
            vec![HorseHere],
        ),
        204 => p(
            n,
            "A friendly blacksmith: a Horse marker here, and this stack needs no supply this turn.",
            vec![HorseHere, NoSupplyCost],
        ),
        300 => p(
            n,
            "Denounced in the church: sanctuary refused and everyone of yours here is imprisoned.",
            vec![Imprisoned(All)],
        ),
        301 => p(
            n,
            "The alarm is raised: sanctuary refused, and your people must flee.",
            vec![Flee],
        ),
        302 => p(n, "Turned away politely: sanctuary refused.", vec![Nothing]),
        303 => p(
            n,
            "Sanctuary for a short while: place a Sanctuary marker; your people must leave by the end of the third day from this one.",
            vec![SanctuaryGranted { limited: true }],
        ),
        304 => p(
            n,
            "Welcomed: place a Sanctuary marker.",
            vec![SanctuaryGranted { limited: false }],
        ),
        400 => p(
            n,
            "Run down: everyone fleeing is captured.",
            vec![Captured(All)],
        ),
        401 => p(
            n,
            "Cornered: one of the group (your choice) gets away; the others are imprisoned.",
            vec![Imprisoned(AllButOne)],
        ),
        402 => p(
            n,
            "The wounded are left behind: every injured person in the group is imprisoned.",
            vec![Imprisoned(TheInjured)],
        ),
        403 => p(
            n,
            "One falls behind: one injured person (your choice), if any, is imprisoned.",
            vec![Imprisoned(OneInjured)],
        ),
        404 => p(
            n,
            "Away at a gallop: any horses are spent (remove the Horse marker); everyone escapes.",
            vec![LoseHorses],
        ),
        405 => p(n, "A clean escape.", vec![Nothing]),
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
    let mut text = format!(
        "{} ({})",
        person.name,
        person.kind.map_or("kind unknown", |k| k.label())
    );
    if person.abilities.is_empty() {
        text.push_str(": no special rule.");
    } else {
        text.push_str(": ");
        let parts: Vec<String> = person.abilities.iter().map(|a| a.describe()).collect();
        text.push_str(&parts.join(" "));
    }
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
            assert!(para.effect.len() > 10, "{n}");
            if n >= 99 {
                assert!(!para.effects.is_empty(), "{n} has a structured effect");
            }
        }
        assert!(paragraph(data, 15).is_none());
        assert!(paragraph(data, 10).unwrap().effect.contains("raid value"));
    }
}
