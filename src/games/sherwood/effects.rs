//! Concrete changes to the game (each one logged and undoable), and the suggestions the
//! app derives from a result: what the rules say happens, with the player's choices left
//! to the player.

use super::codes::{CodePart, Count, Harm, Index};
use super::data::SherwoodData;
use super::paragraphs::{self, Effect, Who};
use super::persons::{Ability, PersonKind, Stat};
use super::roll::Resolved;
use super::situation::RoyalOrders;
use super::state::{Fealty, Location, Sanctuary, SherwoodState, Side, Track};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "change")]
pub enum Change {
    Track {
        track: Track,
        delta: i32,
    },
    Injure {
        person: String,
    },
    Heal {
        person: String,
    },
    /// Captured and imprisoned, where the player puts them (the nearest town or castle).
    Capture {
        person: String,
        prison: Option<String>,
    },
    /// Freed from prison: under your control from now on.
    Free {
        person: String,
    },
    /// Every prisoner at a space goes free.
    FreeAllAt {
        space: String,
    },
    Recruit {
        person: String,
    },
    /// No longer yours (a starving stack's neutral).
    Leave {
        person: String,
    },
    Move {
        person: String,
        to: Location,
    },
    Horse {
        person: String,
        has: bool,
    },
    Sanctuary {
        person: String,
        until_turn: Option<u32>,
        granted: bool,
    },
    MoveSquad {
        squad: String,
        to: Location,
    },
    RecruitSquad {
        squad: String,
    },
    Orders {
        orders: RoyalOrders,
    },
    Fealty {
        town: String,
        fealty: Fealty,
    },
    SetAside {
        person: String,
    },
    FreeSupply {
        space: String,
    },
    /// A mayor's or castle lord's once-a-game release.
    Release {
        person: String,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ChangeError {
    #[error("no one with the id '{0}' in this game")]
    NoPerson(String),
    #[error("no squad called '{0}'")]
    NoSquad(String),
    #[error("no town called '{0}'")]
    NoTown(String),
    #[error("{0}")]
    Refused(String),
}

fn refused(t: impl Into<String>) -> ChangeError {
    ChangeError::Refused(t.into())
}

fn order_rank(o: RoyalOrders) -> u8 {
    match o {
        RoyalOrders::Patrol => 0,
        RoyalOrders::Search => 1,
        RoyalOrders::Seize => 2,
    }
}

/// Applies one change. Recruiting applies the person's on-recruit abilities too.
pub fn apply_change(
    data: &SherwoodData,
    s: &mut SherwoodState,
    change: &Change,
) -> Result<Vec<String>, ChangeError> {
    let mut notes = Vec::new();
    let person_mut = |s: &mut SherwoodState, id: &str| -> Result<(), ChangeError> {
        s.person(id)
            .map(|_| ())
            .ok_or_else(|| ChangeError::NoPerson(id.to_string()))
    };
    match change {
        Change::Track { track, delta } => {
            s.tracks.shift(*track, *delta);
        }
        Change::Injure { person } | Change::Heal { person } => {
            person_mut(s, person)?;
            if let Some(p) = s.person_mut(person) {
                p.injured = matches!(change, Change::Injure { .. });
            }
        }
        Change::Capture { person, prison } => {
            person_mut(s, person)?;
            if let Some(p) = s.person_mut(person) {
                if prison.is_none() && p.location.space().is_none() {
                    return Err(refused(
                        "only someone on the planet can be captured (say which prison)",
                    ));
                }
                p.imprisoned = true;
                p.sanctuary = None;
                p.horse = false;
                if let Some(place) = prison {
                    p.location = Location::Space(place.clone());
                }
            }
        }
        Change::Free { person } => {
            person_mut(s, person)?;
            if let Some(p) = s.person_mut(person) {
                if !p.imprisoned {
                    return Err(refused("that person is not in prison"));
                }
                p.imprisoned = false;
                p.side = Side::Controlled;
            }
        }
        Change::FreeAllAt { space } => {
            let mut any = false;
            for p in s
                .persons
                .iter_mut()
                .filter(|p| p.imprisoned && p.location.is(space))
            {
                p.imprisoned = false;
                p.side = Side::Controlled;
                any = true;
            }
            if !any {
                notes.push(format!("No one was imprisoned at {space}."));
            }
        }
        Change::Recruit { person } => {
            person_mut(s, person)?;
            let info = data.roster.get(person);
            if info
                .and_then(|p| p.kind)
                .is_some_and(|k| !k.is_recruitable())
            {
                return Err(refused(
                    "crewmembers and the Royal Party cannot be recruited",
                ));
            }
            if let Some(p) = s.person_mut(person) {
                if p.imprisoned {
                    return Err(refused("prisoners cannot be recruited: free them"));
                }
                p.side = Side::Controlled;
            }
            for a in info.map(|p| p.abilities.as_slice()).unwrap_or_default() {
                match a {
                    Ability::OnRecruit {
                        royal_morale,
                        witchcraft,
                    } => {
                        s.tracks.shift(Track::RoyalMorale, *royal_morale);
                        s.tracks.shift(Track::Witchcraft, *witchcraft);
                        notes.push(a.describe());
                    }
                    Ability::BringsAlong(other) => {
                        let here = s.person(person).map(|p| p.location.clone());
                        if let Some(o) = s.person_mut(other) {
                            o.side = Side::Controlled;
                            o.imprisoned = false;
                            if let Some(loc) = here.filter(|_| o.location == Location::OffMap) {
                                o.location = loc;
                            }
                            notes.push(format!(
                                "{} joins as well.",
                                data.roster
                                    .get(other)
                                    .map_or(other.as_str(), |p| p.name.as_str())
                            ));
                        }
                    }
                    Ability::HorseBreeder => {
                        if let Some(p) = s.person_mut(person) {
                            p.horse = true;
                        }
                        notes.push("A Horse marker goes in the space.".into());
                    }
                    _ => {}
                }
            }
        }
        Change::Leave { person } => {
            person_mut(s, person)?;
            let kind = data.roster.get(person).and_then(|p| p.kind);
            if kind.is_some_and(PersonKind::is_federation) {
                return Err(refused(
                    "crewmembers never leave you; they are injured instead",
                ));
            }
            if let Some(p) = s.person_mut(person) {
                p.side = Side::Free;
                p.sanctuary = None;
            }
        }
        Change::Move { person, to } => {
            person_mut(s, person)?;
            if let Some(p) = s.person_mut(person) {
                if p.imprisoned {
                    return Err(refused("prisoners cannot move"));
                }
                p.location = to.clone();
                p.sanctuary = None;
            }
        }
        Change::Horse { person, has } => {
            person_mut(s, person)?;
            if let Some(p) = s.person_mut(person) {
                p.horse = *has;
            }
        }
        Change::Sanctuary {
            person,
            until_turn,
            granted,
        } => {
            person_mut(s, person)?;
            if let Some(p) = s.person_mut(person) {
                p.sanctuary = granted.then_some(Sanctuary {
                    until_turn: *until_turn,
                });
            }
        }
        Change::MoveSquad { squad, to } => {
            let sq = s
                .squads
                .iter_mut()
                .find(|q| q.name.eq_ignore_ascii_case(squad))
                .ok_or_else(|| ChangeError::NoSquad(squad.clone()))?;
            sq.location = to.clone();
        }
        Change::RecruitSquad { squad } => {
            let sq = s
                .squads
                .iter_mut()
                .find(|q| q.name.eq_ignore_ascii_case(squad))
                .ok_or_else(|| ChangeError::NoSquad(squad.clone()))?;
            sq.recruited = true;
        }
        Change::Orders { orders } => {
            if order_rank(*orders) < order_rank(s.orders) {
                return Err(refused("Royal Orders only ever escalate"));
            }
            s.orders = *orders;
        }
        Change::Fealty { town, fealty } => {
            let t = s
                .towns
                .iter_mut()
                .find(|t| t.name.eq_ignore_ascii_case(town))
                .ok_or_else(|| ChangeError::NoTown(town.clone()))?;
            if t.fealty == Fealty::OpenRebellion && *fealty != Fealty::OpenRebellion {
                return Err(refused("a town in open rebellion stays so"));
            }
            t.fealty = *fealty;
        }
        Change::SetAside { person } => {
            person_mut(s, person)?;
            if let Some(p) = s.person_mut(person) {
                p.location = Location::OffMap;
            }
        }
        Change::FreeSupply { space } => s.free_supply.push(space.clone()),
        Change::Release { person } => {
            person_mut(s, person)?;
            let place = data
                .roster
                .get(person)
                .and_then(|p| {
                    p.abilities.iter().find_map(|a| match a {
                        Ability::FreesPrisonersOnceAt(space) => Some(space.clone()),
                        _ => None,
                    })
                })
                .ok_or_else(|| refused("this person cannot free prisoners"))?;
            if s.person(person).is_none_or(|p| p.side != Side::Controlled) {
                return Err(refused("recruit them first"));
            }
            if s.releases_used.contains(person) {
                return Err(refused("that release has been used already"));
            }
            s.releases_used.push(person.clone());
            return apply_change(data, s, &Change::FreeAllAt { space: place });
        }
    }
    // Royal Orders turn to Seize as soon as Royal Morale is below 5.
    if s.tracks.royal_morale < 5 && s.orders != RoyalOrders::Seize {
        s.orders = RoyalOrders::Seize;
        notes.push("Royal Morale is below 5: the Royal Orders turn to Seize.".into());
    }
    s.check_end(data);
    Ok(notes)
}

/// What a suggestion asks the player to pick.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Pick {
    /// Exactly `count` of `from` (or all of them if fewer) get the change.
    Persons {
        count: usize,
        from: Vec<String>,
        change: PickChange,
    },
    /// One person not in the space (paragraph 100).
    Elsewhere { from: Vec<String> },
    /// One neutral or cleric who is not yours yet (paragraph 116).
    Joiner { from: Vec<String> },
    /// A squad to move (paragraphs 108, Brother Gerald).
    Squad { from: Vec<String> },
    /// The player moves the counters on the map and tells the app where (flight, 106).
    Destination,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum PickChange {
    Injure,
    Capture,
    /// The chosen stay free; the others are imprisoned (paragraph 401).
    KeepFree,
}

/// One thing the rules say happens now, offered to the player to confirm.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Suggestion {
    pub text: String,
    /// Applied as they are when the player confirms.
    pub changes: Vec<Change>,
    pub pick: Option<Pick>,
    /// A follow-up roll the rules call for (Flight, the Raid again, sanctuary instead of flight).
    pub roll: Option<super::tables::TableId>,
}

fn suggestion(text: impl Into<String>, changes: Vec<Change>) -> Suggestion {
    Suggestion {
        text: text.into(),
        changes,
        pick: None,
        roll: None,
    }
}

/// What a resolved roll implies for the people in `space`. `actor` is who acted; `target`
/// the person recruited, if any.
pub fn suggest(
    data: &SherwoodData,
    s: &SherwoodState,
    space: &str,
    result: &Resolved,
    target: Option<&str>,
) -> Vec<Suggestion> {
    let yours: Vec<String> = s.yours_at(space).iter().map(|p| p.id.clone()).collect();
    let mut out = Vec::new();
    match result {
        Resolved::Paragraph { paragraph } => {
            if let Some(para) = paragraphs::paragraph(data, *paragraph) {
                for e in &para.effects {
                    out.extend(effect_suggestions(data, s, space, &yours, e));
                }
            }
        }
        Resolved::Code { code, .. } => {
            if let Ok(parsed) = super::codes::ResultCode::parse(code) {
                for part in &parsed.parts {
                    out.extend(code_suggestions(data, s, &yours, part, target));
                }
            }
        }
        _ => {}
    }
    out
}

fn harm_pick(
    yours: &[String],
    who: Who,
    change: PickChange,
    s: &SherwoodState,
    data: &SherwoodData,
) -> Option<Pick> {
    let count = match who {
        Who::All => return None,
        Who::Half => yours.len() / 2,
        Who::Count(n) => usize::from(n),
        Who::AllButOne => 1,
        Who::OneInjured => 1,
        Who::TheInjured => return None,
        Who::HighestRaid => 1,
    };
    let from: Vec<String> = match who {
        Who::OneInjured => yours
            .iter()
            .filter(|id| s.person(id).is_some_and(|p| p.injured))
            .cloned()
            .collect(),
        Who::HighestRaid => {
            let raid = |id: &String| data.roster.get(id).and_then(|p| p.value(Stat::Raid));
            let best = yours.iter().filter_map(raid).max();
            yours
                .iter()
                .filter(|id| best.is_none() || raid(id) == best)
                .cloned()
                .collect()
        }
        _ => yours.to_vec(),
    };
    if count == 0 || from.is_empty() {
        return None;
    }
    Some(Pick::Persons {
        count,
        from,
        change,
    })
}

fn effect_suggestions(
    data: &SherwoodData,
    s: &SherwoodState,
    space: &str,
    yours: &[String],
    e: &Effect,
) -> Vec<Suggestion> {
    let all = |f: &dyn Fn(&String) -> Change| yours.iter().map(f).collect::<Vec<_>>();
    let capture = |id: &String| Change::Capture {
        person: id.clone(),
        prison: None,
    };
    match e {
        Effect::Captured(Who::All) => vec![suggestion(
            "Everyone of yours here is captured (move them to the nearest town or castle).",
            all(&capture),
        )],
        Effect::Imprisoned(Who::All) => vec![suggestion(
            "Everyone of yours here is imprisoned.",
            all(&capture),
        )],
        Effect::Imprisoned(Who::TheInjured) => {
            let hurt: Vec<Change> = yours
                .iter()
                .filter(|id| s.person(id).is_some_and(|p| p.injured))
                .map(capture)
                .collect();
            vec![suggestion(
                "Every injured person in the group is imprisoned.",
                hurt,
            )]
        }
        Effect::Captured(w) | Effect::Imprisoned(w) => {
            let change = if *w == Who::AllButOne {
                PickChange::KeepFree
            } else {
                PickChange::Capture
            };
            let text = match w {
                Who::AllButOne => "Choose the one who gets away; the others are imprisoned.",
                Who::HighestRaid => {
                    "The person with the highest raid value is captured (choose among equals)."
                }
                Who::OneInjured => "Choose one injured person: imprisoned.",
                _ => "Choose who is captured.",
            };
            harm_pick(yours, *w, change, s, data)
                .map(|pick| {
                    vec![Suggestion {
                        pick: Some(pick),
                        ..suggestion(text, vec![])
                    }]
                })
                .unwrap_or_default()
        }
        Effect::Injured(Who::All) => vec![suggestion(
            "Everyone of yours here is injured.",
            all(&|id| Change::Injure { person: id.clone() }),
        )],
        Effect::Injured(w) => harm_pick(yours, *w, PickChange::Injure, s, data)
            .map(|pick| {
                vec![Suggestion {
                    pick: Some(pick),
                    ..suggestion("Choose who is injured.", vec![])
                }]
            })
            .unwrap_or_default(),
        Effect::AnotherCaptured => {
            let from: Vec<String> = s
                .persons
                .iter()
                .filter(|p| p.side == Side::Controlled && !p.imprisoned && !p.location.is(space))
                .map(|p| p.id.clone())
                .collect();
            vec![Suggestion {
                pick: Some(Pick::Elsewhere { from }),
                ..suggestion(
                    "One more of your people elsewhere is captured (your choice).",
                    vec![],
                )
            }]
        }
        Effect::Flee => vec![Suggestion {
            roll: Some(super::tables::TableId::Flight),
            pick: Some(Pick::Destination),
            ..suggestion(
                "Your people must flee: in a town or cathedral they may seek sanctuary instead; otherwise move them to an adjacent space and roll on the Flight Table.",
                vec![],
            )
        }],
        Effect::MoveAway => vec![Suggestion {
            pick: Some(Pick::Destination),
            ..suggestion("Move all your people here to an adjacent space.", vec![])
        }],
        Effect::FreePrisoners => vec![suggestion(
            format!("The prisoners at {space} go free and join you."),
            vec![Change::FreeAllAt {
                space: space.to_string(),
            }],
        )],
        Effect::FreeOnePrisoner => {
            let prisoners = s.prisoners_at(space);
            match prisoners.first() {
                Some(p) => vec![suggestion(
                    "One prisoner, picked blind, goes free.",
                    vec![Change::Free {
                        person: p.id.clone(),
                    }],
                )],
                None => vec![],
            }
        }
        Effect::AnyoneJoins => {
            let from: Vec<String> = s
                .persons
                .iter()
                .filter(|p| p.side == Side::Free && !p.imprisoned)
                .filter(|p| {
                    matches!(
                        data.roster.get(&p.id).and_then(|d| d.kind),
                        Some(PersonKind::Neutral | PersonKind::Cleric)
                    )
                })
                .map(|p| p.id.clone())
                .collect();
            vec![Suggestion {
                pick: Some(Pick::Joiner { from }),
                ..suggestion("Any one neutral or cleric you choose joins you.", vec![])
            }]
        }
        Effect::Track {
            royal_morale,
            witchcraft,
        } => {
            let mut changes = Vec::new();
            if *royal_morale != 0 {
                changes.push(Change::Track {
                    track: Track::RoyalMorale,
                    delta: *royal_morale,
                });
            }
            if *witchcraft != 0 {
                changes.push(Change::Track {
                    track: Track::Witchcraft,
                    delta: *witchcraft,
                });
            }
            vec![suggestion("The indices move.", changes)]
        }
        Effect::GoldDie => vec![suggestion("Roll a die and add it to the Warchest.", vec![])],
        Effect::HorseHere => vec![suggestion(
            "A Horse marker here: your people here have horses.",
            all(&|id| Change::Horse {
                person: id.clone(),
                has: true,
            }),
        )],
        Effect::LoseHorses => vec![suggestion(
            "The horses are spent.",
            all(&|id| Change::Horse {
                person: id.clone(),
                has: false,
            }),
        )],
        Effect::NoSupplyCost => vec![suggestion(
            "This stack needs no supply this turn.",
            vec![Change::FreeSupply {
                space: space.to_string(),
            }],
        )],
        Effect::SanctuaryGranted { limited } => {
            let until = limited.then_some(s.turn + 3);
            vec![suggestion(
                if *limited {
                    "Sanctuary, to be left by the end of the third day from today."
                } else {
                    "Sanctuary granted."
                },
                all(&|id| Change::Sanctuary {
                    person: id.clone(),
                    until_turn: until,
                    granted: true,
                }),
            )]
        }
        Effect::NearestSquadComes => {
            let from: Vec<String> = s
                .squads
                .iter()
                .filter(|q| !q.recruited && !q.location.is(space))
                .map(|q| q.name.clone())
                .collect();
            vec![Suggestion {
                pick: Some(Pick::Squad { from }),
                ..suggestion(
                    "The nearest King's Men squad not already here moves to your people (your choice among equals).",
                    vec![],
                )
            }]
        }
        Effect::PlagueCheck => {
            let healer = yours
                .iter()
                .any(|id| data.roster.get(id).is_some_and(|p| p.has(&Ability::Healer)));
            if healer {
                vec![suggestion(
                    "McCoy or Goren is here: read paragraph 150.",
                    vec![],
                )]
            } else {
                vec![suggestion(
                    "No healer here: the raid has no effect.",
                    vec![],
                )]
            }
        }
        Effect::RaidAgainHealersCaptured => {
            let healers: Vec<Change> = yours
                .iter()
                .filter(|id| data.roster.get(id).is_some_and(|p| p.has(&Ability::Healer)))
                .map(capture)
                .collect();
            vec![Suggestion {
                roll: Some(super::tables::TableId::Raid),
                ..suggestion(
                    "Roll the Raid Table again (the healer takes no part); afterwards the healer is captured.",
                    healers,
                )
            }]
        }
        Effect::Nothing => vec![],
    }
}

fn code_suggestions(
    data: &SherwoodData,
    s: &SherwoodState,
    yours: &[String],
    part: &CodePart,
    target: Option<&str>,
) -> Vec<Suggestion> {
    match part {
        CodePart::Harm { count, harm } => {
            let change = match harm {
                Harm::Captured => PickChange::Capture,
                Harm::Injured => PickChange::Injure,
            };
            match count {
                Count::All => {
                    let changes = yours
                        .iter()
                        .map(|id| match harm {
                            Harm::Captured => Change::Capture {
                                person: id.clone(),
                                prison: None,
                            },
                            Harm::Injured => Change::Injure { person: id.clone() },
                        })
                        .collect();
                    vec![suggestion(part.meaning(), changes)]
                }
                Count::Exactly(n) => harm_pick(yours, Who::Count(*n), change, s, data)
                    .map(|pick| {
                        vec![Suggestion {
                            pick: Some(pick),
                            ..suggestion(part.meaning(), vec![])
                        }]
                    })
                    .unwrap_or_default(),
            }
        }
        CodePart::Recruited => match target {
            Some(id) => vec![suggestion(
                part.meaning(),
                vec![Change::Recruit {
                    person: id.to_string(),
                }],
            )],
            None => vec![suggestion("The King's Men squad joins you.", vec![])],
        },
        CodePart::Flee => effect_suggestions(data, s, "", yours, &Effect::Flee),
        CodePart::SmallHaul => vec![suggestion(
            part.meaning(),
            vec![Change::Track {
                track: Track::Warchest,
                delta: 2,
            }],
        )],
        CodePart::Index { index, delta } => {
            let track = match index {
                Index::Witchcraft => Track::Witchcraft,
                Index::RoyalMorale => Track::RoyalMorale,
            };
            vec![suggestion(
                part.meaning(),
                vec![Change::Track {
                    track,
                    delta: i32::from(*delta),
                }],
            )]
        }
        CodePart::HalfDieGold | CodePart::Nothing | CodePart::Undefined(_) => vec![],
    }
}
