//! The people of the Sherwood Syndrome: who they are, what kind, and what they can do.

use super::person_id::PersonId;
use crate::engine::keyword::keyword_enum;
use crate::engine::provenance::Provenance;
use crate::engine::words::Words;
use serde::{Deserialize, Serialize};
use std::fmt;

keyword_enum! {
    /// A person's kind, as the data files write it: `enterprise`, `kings-men`.
    pub enum PersonKind as id {
        Enterprise = "enterprise" => "swr-kind-enterprise",
        Archon = "archon" => "swr-kind-archon",
        Neutral = "neutral" => "swr-kind-neutral",
        Royalist = "royalist" => "swr-kind-royalist",
        Cleric = "cleric" => "swr-kind-cleric",
        KingsMen = "kings-men" => "swr-kind-kings-men",
        RoyalParty = "royal-party" => "swr-kind-royal-party",
    }
}
keyword_enum!(@display PersonKind id);

impl PersonKind {
    /// The kinds of single persons (the King's Men and the Royal Party go as squads), in
    /// the order the roster is listed and its counters printed.
    pub const PERSONS: [PersonKind; 5] = [
        PersonKind::Enterprise,
        PersonKind::Archon,
        PersonKind::Neutral,
        PersonKind::Royalist,
        PersonKind::Cleric,
    ];

    /// Enterprise and Archon crew: the Federation's people.
    pub fn is_federation(self) -> bool {
        matches!(self, PersonKind::Enterprise | PersonKind::Archon)
    }

    /// Neutrals, Royalists, Clerics and squads can be recruited (section 8.1 and the
    /// recruiting of Bishop Norje in 4.1); crews and the Royal Party cannot.
    pub fn is_recruitable(self) -> bool {
        matches!(
            self,
            PersonKind::Neutral | PersonKind::Royalist | PersonKind::Cleric | PersonKind::KingsMen
        )
    }
}

keyword_enum! {
    /// The three values printed on the back of a counter. Its word to type:
    /// `persuasiveness`, `raid`, `donations` (`Display` is its label).
    #[derive(PartialOrd, Ord)]
    pub enum Stat as id {
        Persuasiveness = "persuasiveness" | "pers" | "p" => "swr-stat-persuasiveness",
        Raid = "raid" | "r" => "swr-stat-raid",
        Donations = "donations" | "donation" | "don" | "d" => "swr-stat-donations",
    }
}

impl Stat {
    /// Where the value is printed, so the player knows where to look.
    pub fn counter_corner(self) -> Words {
        match self {
            Stat::Persuasiveness => crate::words!("swr-corner-upper-right"),
            Stat::Raid => crate::words!("swr-corner-lower-left"),
            Stat::Donations => crate::words!("swr-corner-lower-right"),
        }
    }
}

impl fmt::Display for Stat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.label().fmt(f)
    }
}

/// Whose recruiting no longer subtracts Royal Morale.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MoraleTarget {
    Royalist,
    KingsMen,
}

/// A special ability from a person's paragraph, as a structured effect.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ability {
    /// Adds this person's own value to whoever acts (Kirk, Spock, Ferdie …).
    AddsOwnValue(Stat),
    RaidBonusAt {
        space: String,
        value: i32,
    },
    RaidFreesWithoutRollAt(String),
    HorseTheftBonus(i32),
    FlightBonus(i32),
    /// Replaces the +2 for fleeing into a forest.
    ForestFlightBonus(i32),
    SanctuaryBonus(i32),
    SanctuaryAutomatic,
    KeepsRoyalMoraleOut(MoraleTarget),
    ForcesPatrolColumn,
    Healer,
    /// Index changes the moment this person is recruited.
    OnRecruit {
        #[serde(default)]
        royal_morale: i32,
        #[serde(default)]
        witchcraft: i32,
    },
    /// Recruiting this person brings another under your control too.
    BringsAlong(String),
    /// Once a game, at any time: every prisoner at this place goes free.
    FreesPrisonersOnceAt(String),
    /// A successful raid with this person present lowers Royal Morale by 1.
    BalladOnRaid,
    /// Beaming to or from this person's space raises no Witchcraft.
    BeamExemption,
    /// May preach instead of acting: Witchcraft or Royal Morale −1, and a squad comes.
    Preacher,
    /// Starting beside the river or sea, moves with companions to any other such space.
    RiverTravel,
    /// Brings a horse when recruited; whoever is with this person has a horse.
    HorseBreeder,
}

impl Ability {
    /// The ability in our own words.
    pub fn describe(&self) -> Words {
        use crate::words;
        match self {
            Ability::AddsOwnValue(Stat::Persuasiveness) => {
                words!("swr-ability-adds-persuasiveness")
            }
            Ability::AddsOwnValue(Stat::Raid) => words!("swr-ability-adds-raid"),
            Ability::AddsOwnValue(Stat::Donations) => words!("swr-ability-adds-donations"),
            Ability::RaidBonusAt { space, value } => {
                words!(
                    "swr-ability-raid-bonus",
                    value = *value,
                    space = space.as_str()
                )
            }
            Ability::RaidFreesWithoutRollAt(space) => {
                words!("swr-ability-raid-frees", space = space.as_str())
            }
            Ability::HorseTheftBonus(v) => words!("swr-ability-horse-theft-bonus", value = *v),
            Ability::FlightBonus(v) => words!("swr-ability-flight-bonus", value = *v),
            Ability::ForestFlightBonus(v) => words!("swr-ability-forest-flight-bonus", value = *v),
            Ability::SanctuaryBonus(v) => words!("swr-ability-sanctuary-bonus", value = *v),
            Ability::SanctuaryAutomatic => words!("swr-ability-sanctuary-automatic"),
            Ability::KeepsRoyalMoraleOut(MoraleTarget::Royalist) => {
                words!("swr-ability-morale-out-royalist")
            }
            Ability::KeepsRoyalMoraleOut(MoraleTarget::KingsMen) => {
                words!("swr-ability-morale-out-kings-men")
            }
            Ability::ForcesPatrolColumn => words!("swr-ability-forces-patrol"),
            Ability::Healer => words!("swr-ability-healer"),
            Ability::OnRecruit {
                royal_morale,
                witchcraft,
            } => {
                let mut parts = Vec::new();
                if *royal_morale != 0 {
                    parts.push(words!(
                        "swr-ability-on-recruit-morale",
                        change = crate::engine::modifier::signed(*royal_morale)
                    ));
                }
                if *witchcraft != 0 {
                    parts.push(words!(
                        "swr-ability-on-recruit-witchcraft",
                        change = crate::engine::modifier::signed(*witchcraft)
                    ));
                }
                words!(
                    "swr-ability-on-recruit",
                    changes = Words::list(parts, crate::engine::words::Join::Comma)
                )
            }
            Ability::BringsAlong(who) => words!("swr-ability-brings-along", person = who.as_str()),
            Ability::FreesPrisonersOnceAt(space) => {
                words!("swr-ability-frees-prisoners", space = space.as_str())
            }
            Ability::BalladOnRaid => words!("swr-ability-ballad"),
            Ability::BeamExemption => words!("swr-ability-beam-exemption"),
            Ability::Preacher => words!("swr-ability-preacher"),
            Ability::RiverTravel => words!("swr-ability-river-travel"),
            Ability::HorseBreeder => words!("swr-ability-horse-breeder"),
        }
    }
}

fn default_provenance() -> Provenance {
    Provenance::Rulebook
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Person {
    pub id: PersonId,
    pub name: String,
    #[serde(default)]
    pub aliases: Vec<String>,
    pub kind: Option<PersonKind>,
    #[serde(default = "default_provenance")]
    pub kind_provenance: Provenance,
    pub paragraph: Option<u16>,
    /// The space printed beside this person on the map, where the rulebook implies one.
    pub home: Option<String>,
    #[serde(default)]
    pub abilities: Vec<Ability>,
    pub persuasiveness: Option<i32>,
    pub raid: Option<i32>,
    pub donations: Option<i32>,
}

impl Person {
    pub fn value(&self, stat: Stat) -> Option<i32> {
        match stat {
            Stat::Persuasiveness => self.persuasiveness,
            Stat::Raid => self.raid,
            Stat::Donations => self.donations,
        }
    }

    pub fn set_value(&mut self, stat: Stat, value: Option<i32>) {
        match stat {
            Stat::Persuasiveness => self.persuasiveness = value,
            Stat::Raid => self.raid = value,
            Stat::Donations => self.donations = value,
        }
    }

    pub fn has(&self, ability: &Ability) -> bool {
        self.abilities.contains(ability)
    }

    fn answers_to(&self, query: &str) -> bool {
        let q = query.trim();
        self.id.eq_ignore_ascii_case(q)
            || self.name.eq_ignore_ascii_case(q)
            || self.aliases.iter().any(|a| a.eq_ignore_ascii_case(q))
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PersonError {
    #[error("{}", crate::words!("swr-person-unknown", query = query.as_str(), hint = hint))]
    Unknown { query: String, hint: Words },
}

/// Everyone in play: the rulebook's people plus what the player has told the app.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Roster {
    #[serde(rename = "person")]
    pub persons: Vec<Person>,
}

impl Roster {
    pub fn get(&self, id: &str) -> Option<&Person> {
        self.persons.iter().find(|p| p.id == id)
    }

    pub fn get_mut(&mut self, id: &str) -> Option<&mut Person> {
        self.persons.iter_mut().find(|p| p.id == id)
    }

    /// Finds a person by id, full name or short name, ignoring case.
    pub fn find(&self, query: &str) -> Result<&Person, PersonError> {
        if let Some(p) = self.persons.iter().find(|p| p.answers_to(query)) {
            return Ok(p);
        }
        let lower = query.trim().to_ascii_lowercase();
        let similar: Vec<&str> = self
            .persons
            .iter()
            .filter(|p| {
                !lower.is_empty()
                    && (p.name.to_ascii_lowercase().contains(&lower)
                        || edit_distance(&p.id, &lower) <= 2
                        || p.aliases
                            .iter()
                            .any(|a| edit_distance(&a.to_ascii_lowercase(), &lower) <= 2))
            })
            .map(|p| p.name.as_str())
            .take(3)
            .collect();
        let hint = if similar.is_empty() {
            Words::nothing()
        } else {
            crate::words!("swr-person-did-you-mean", names = similar.join(", "))
        };
        Err(PersonError::Unknown {
            query: query.trim().to_string(),
            hint,
        })
    }
}

/// Levenshtein distance, for "did you mean" hints on short names.
#[allow(
    clippy::indexing_slicing,
    reason = "j < b.len() indexes rows of length b.len() + 1"
)]
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let cost = usize::from(ca != *cb);
            let best = (prev[j] + cost).min(prev[j + 1] + 1).min(cur[j] + 1);
            cur.push(best);
        }
        prev = cur;
    }
    prev[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_distance_basics() {
        assert_eq!(edit_distance("kirk", "kirk"), 0);
        assert_eq!(edit_distance("kirk", "krik"), 2);
        assert_eq!(edit_distance("", "abc"), 3);
    }

    #[test]
    fn stat_parse() {
        assert_eq!(Stat::from_word("Raid"), Some(Stat::Raid));
        assert_eq!(Stat::from_word("pers"), Some(Stat::Persuasiveness));
        assert_eq!(Stat::from_word("luck"), None);
    }
}
