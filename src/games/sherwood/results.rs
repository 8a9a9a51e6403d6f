//! What a resolved roll leaves to do: a paragraph's or a code's effect turned into tasks
//! for the people it touches (changes to confirm, a flight, a re-roll, a die of gold).

use super::codes::{CodePart, Count, Harm, Index, ResultCode};
use super::data::SherwoodData;
use super::effects::{Change, Pick, PickChange, Suggestion, identity_candidates};
use super::paragraphs::{self, Effect, Who};
use super::pending::RollRequest;
use super::pending::Task;
use super::person_id::PersonId;
use super::persons::{Ability, PersonKind, Stat};
use super::roll::Resolved;
use super::situation::Target;
use super::space_id::{SpaceId, SquadId};
use super::spaces::SpaceKind;
use super::state::{Colour, SherwoodState, Side, Track};
use crate::engine::dice::DieInput;
use crate::engine::words::{Join, Words};

/// Where a result happened and whom it touches.
pub struct Context<'a> {
    /// The space of the action (for a flight, where the group arrived).
    pub space: &'a str,
    /// Your people the result reaches: after an action, everyone of yours in the space
    /// and not in sanctuary, those who took no part included (section 8: they can be
    /// captured if things go wrong); after a flight, the people who fled.
    pub group: Vec<PersonId>,
    /// The people who took the action, for the results that name "the group" (paragraphs
    /// 101 and 106) and for the abilities that shape a result (McCoy and Goren's healing).
    pub actors: Vec<PersonId>,
    pub target: Option<&'a Target>,
    /// The roll's request, for the Raid Table's second roll (paragraph 150).
    pub request: Option<&'a RollRequest>,
}

impl<'a> Context<'a> {
    /// A result that reaches the people who took part, and only them.
    pub fn of(space: &'a str, group: Vec<PersonId>) -> Self {
        Context {
            space,
            actors: group.clone(),
            group,
            target: None,
            request: None,
        }
    }
}

/// The tasks a result implies, in the order the rules give them.
pub fn tasks_for(
    data: &SherwoodData,
    s: &SherwoodState,
    ctx: &Context<'_>,
    result: &Resolved,
    dice: &mut DieInput<'_>,
) -> Vec<Task> {
    let mut out: Vec<Task> = Vec::new();
    match result {
        Resolved::Paragraph { paragraph } => {
            if let Some(para) = paragraphs::paragraph(data, *paragraph) {
                for e in &para.effects {
                    out.extend(effect_tasks(data, s, ctx, e, dice));
                }
            }
        }
        Resolved::Code { code, .. } => {
            if let Ok(parsed) = ResultCode::parse(code) {
                for part in &parsed.parts {
                    // What befalls your people here befalls nobody when none are touched
                    // (all in sanctuary, say): nothing is asked.
                    let touches_group = matches!(part, CodePart::Harm { .. } | CodePart::Flee);
                    if touches_group && ctx.group.is_empty() {
                        continue;
                    }
                    out.extend(code_tasks(data, s, ctx, part));
                }
            }
        }
        _ => {}
    }
    out
}

/// A code's meaning as a sentence: capitalised, with a full stop.
fn sentence(meaning: &Words) -> Words {
    meaning.clone().stopped()
}

fn confirm(s: Suggestion) -> Task {
    Task::Confirm { suggestion: s }
}

/// The prisons to choose from when one of `who` stands outside a town, castle or palace.
fn prison_choice(data: &SherwoodData, s: &SherwoodState, who: &[PersonId]) -> Option<Vec<SpaceId>> {
    let outside = who.iter().any(|id| {
        let at = s.person(id).and_then(|p| p.location.space_id().cloned());
        !at.is_some_and(|a| {
            matches!(
                s.space_kind(data, &a),
                Some(SpaceKind::Town | SpaceKind::Castle | SpaceKind::RoyalPalace)
            )
        })
    });
    outside.then(|| s.prisons(data))
}

fn capture_all(data: &SherwoodData, s: &SherwoodState, text: &Words, who: &[PersonId]) -> Task {
    let changes = who
        .iter()
        .map(|id| Change::Capture {
            person: id.clone(),
            prison: None,
        })
        .collect();
    confirm(Suggestion {
        prison: prison_choice(data, s, who),
        ..Suggestion::new(text, changes)
    })
}

fn harm_pick(
    data: &SherwoodData,
    s: &SherwoodState,
    group: &[PersonId],
    who: Who,
    change: PickChange,
) -> Option<Pick> {
    let count = match who {
        Who::All | Who::TheInjured => return None,
        Who::Half => group.len() / 2,
        Who::Count(n) => usize::from(n),
        Who::AllButOne | Who::OneInjured | Who::HighestRaid => 1,
    };
    let from: Vec<PersonId> = match who {
        Who::OneInjured => group
            .iter()
            .filter(|id| s.person(id).is_some_and(|p| p.injured))
            .cloned()
            .collect(),
        Who::HighestRaid => {
            let raid = |id: &PersonId| data.roster.get(id).and_then(|p| p.value(Stat::Raid));
            let best = group.iter().filter_map(raid).max();
            group
                .iter()
                .filter(|id| best.is_none() || raid(id) == best)
                .cloned()
                .collect()
        }
        // An injury falls on someone not injured yet; only when fewer of them are there
        // than the result injures are they all injured (issue 45: 112's "two injured",
        // 202's "one"). The count is of the whole group ("half of your people").
        _ if change == PickChange::Injure => group
            .iter()
            .filter(|id| s.person(id).is_some_and(|p| !p.injured))
            .cloned()
            .collect(),
        _ => group.to_vec(),
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

fn effect_tasks(
    data: &SherwoodData,
    s: &SherwoodState,
    ctx: &Context<'_>,
    e: &Effect,
    dice: &mut DieInput<'_>,
) -> Vec<Task> {
    let group = &ctx.group;
    let space = ctx.space;
    let each = |f: &dyn Fn(&PersonId) -> Change| group.iter().map(f).collect::<Vec<_>>();
    match e {
        Effect::OfTheGroup(inner) => {
            let of_the_group = Context {
                space,
                group: ctx.actors.clone(),
                actors: ctx.actors.clone(),
                target: ctx.target,
                request: ctx.request,
            };
            effect_tasks(data, s, &of_the_group, inner, dice)
        }
        Effect::Captured(Who::All) => vec![capture_all(
            data,
            s,
            &crate::words!("swr-result-all-captured"),
            group,
        )],
        Effect::Imprisoned(Who::All) => vec![capture_all(
            data,
            s,
            &crate::words!("swr-result-all-imprisoned"),
            group,
        )],
        Effect::Imprisoned(Who::TheInjured) => injured_imprisoned(data, s, group),
        Effect::Captured(w) | Effect::Imprisoned(w) => some_captured(data, s, group, *w),
        Effect::Injured(Who::All) => vec![confirm(Suggestion::new(
            crate::words!("swr-result-all-injured"),
            each(&|id| Change::Injure { person: id.clone() }),
        ))],
        Effect::Injured(w) => harm_pick(data, s, group, *w, PickChange::Injure)
            .map(|pick| {
                vec![confirm(
                    Suggestion::new(crate::words!("swr-result-choose-injured"), vec![])
                        .picking(pick),
                )]
            })
            .unwrap_or_default(),
        Effect::AnotherCaptured => another_captured(data, s, space, group),
        Effect::Flee => vec![flee(data, s, space)],
        Effect::MoveAway => vec![confirm(
            Suggestion::new(crate::words!("swr-result-move-away"), vec![]).picking(
                Pick::Destination {
                    group: group.clone(),
                },
            ),
        )],
        Effect::FreePrisoners => vec![free_all(data, s, space)],
        Effect::FreeOnePrisoner => free_one(data, s, space, dice),
        Effect::AnyoneJoins => anyone_joins(data, s),
        Effect::Track {
            royal_morale,
            witchcraft,
        } => track_tasks(data, *royal_morale, *witchcraft),
        Effect::GoldDie => vec![Task::GoldDie { halve: false }],
        Effect::HorseHere => vec![confirm(Suggestion::new(
            crate::words!("swr-result-horse-here"),
            each(&|id| Change::Horse {
                person: id.clone(),
                has: true,
            }),
        ))],
        Effect::LoseHorses => horses_lost(s, group),
        Effect::NoSupplyCost => vec![confirm(Suggestion::new(
            crate::words!("swr-result-no-supply"),
            vec![Change::FreeSupply {
                space: SpaceId::new(space),
            }],
        ))],
        Effect::SanctuaryGranted { limited } => sanctuary_granted(s, group, *limited),
        Effect::NearestSquadComes => {
            nearest_squad_comes(s, space, &crate::words!("swr-result-your-people"))
        }
        Effect::PlagueCheck => plague_check(data, s, ctx, dice),
        // Paragraph 150 read on its own (the reader): its effect comes through 107.
        Effect::RaidAgainHealersCaptured | Effect::Nothing => vec![],
    }
}

fn injured_imprisoned(data: &SherwoodData, s: &SherwoodState, group: &[PersonId]) -> Vec<Task> {
    let hurt: Vec<PersonId> = group
        .iter()
        .filter(|id| s.person(id).is_some_and(|p| p.injured))
        .cloned()
        .collect();
    if hurt.is_empty() {
        return vec![];
    }
    vec![capture_all(
        data,
        s,
        &crate::words!("swr-result-injured-imprisoned"),
        &hurt,
    )]
}

fn some_captured(data: &SherwoodData, s: &SherwoodState, group: &[PersonId], w: Who) -> Vec<Task> {
    let change = if w == Who::AllButOne {
        PickChange::KeepFree
    } else {
        PickChange::Capture
    };
    let text = match w {
        Who::AllButOne => crate::words!("swr-result-one-gets-away"),
        Who::HighestRaid => crate::words!("swr-result-highest-raid-captured"),
        Who::OneInjured => crate::words!("swr-result-one-injured-imprisoned"),
        _ => crate::words!("swr-result-choose-captured"),
    };
    harm_pick(data, s, group, w, change)
        .map(|pick| {
            vec![confirm(Suggestion {
                prison: prison_choice(data, s, group),
                ..Suggestion::new(text, vec![]).picking(pick)
            })]
        })
        .unwrap_or_default()
}

fn another_captured(
    data: &SherwoodData,
    s: &SherwoodState,
    space: &str,
    group: &[PersonId],
) -> Vec<Task> {
    let from: Vec<PersonId> = s
        .persons
        .iter()
        .filter(|p| {
            p.side == Side::Controlled
                && !p.imprisoned
                && p.location.space().is_some()
                && !p.location.is(space)
                && !group.contains(&p.id)
        })
        .map(|p| p.id.clone())
        .collect();
    if from.is_empty() {
        return vec![];
    }
    vec![confirm(Suggestion {
        prison: prison_choice(data, s, &from),
        ..Suggestion::new(crate::words!("swr-result-another-captured"), vec![]).picking(
            Pick::Persons {
                count: 1,
                from,
                change: PickChange::Capture,
            },
        )
    })]
}

fn anyone_joins(data: &SherwoodData, s: &SherwoodState) -> Vec<Task> {
    let from: Vec<PersonId> = s
        .persons
        .iter()
        .filter(|p| p.side == Side::Free && !p.imprisoned && p.location.space().is_some())
        .filter(|p| {
            matches!(
                s.kind(data, &p.id),
                Some(PersonKind::Neutral | PersonKind::Cleric)
            )
        })
        .map(|p| p.id.clone())
        .collect();
    if from.is_empty() {
        return vec![];
    }
    vec![confirm(
        Suggestion::new(crate::words!("swr-result-anyone-joins"), vec![]).picking(Pick::Persons {
            count: 1,
            from,
            change: PickChange::Recruit,
        }),
    )]
}

fn track_tasks(data: &SherwoodData, royal_morale: i32, witchcraft: i32) -> Vec<Task> {
    let mut changes = Vec::new();
    if royal_morale != 0 {
        changes.push(Change::Track {
            track: Track::RoyalMorale,
            delta: royal_morale,
        });
    }
    if witchcraft != 0 {
        changes.push(Change::Track {
            track: Track::Witchcraft,
            delta: witchcraft,
        });
    }
    let text = Words::list(changes.iter().map(|c| c.describe(data)), Join::Comma);
    vec![confirm(Suggestion::new(
        crate::words!("swr-code-sentence", text = text),
        changes,
    ))]
}

fn horses_lost(s: &SherwoodState, group: &[PersonId]) -> Vec<Task> {
    let riders: Vec<Change> = group
        .iter()
        .filter(|id| s.person(id).is_some_and(|p| p.horse))
        .map(|id| Change::Horse {
            person: id.clone(),
            has: false,
        })
        .collect();
    if riders.is_empty() {
        return vec![];
    }
    vec![confirm(Suggestion::new(
        crate::words!("swr-result-horses-spent"),
        riders,
    ))]
}

fn sanctuary_granted(s: &SherwoodState, group: &[PersonId], limited: bool) -> Vec<Task> {
    let until = limited.then_some(s.turn + 3);
    vec![confirm(Suggestion::new(
        if limited {
            crate::words!("swr-result-sanctuary-limited")
        } else {
            crate::words!("swr-result-sanctuary")
        },
        group
            .iter()
            .map(|id| Change::Sanctuary {
                person: id.clone(),
                until_turn: until,
                granted: true,
            })
            .collect(),
    ))]
}

fn plague_check(
    data: &SherwoodData,
    s: &SherwoodState,
    ctx: &Context<'_>,
    dice: &mut DieInput<'_>,
) -> Vec<Task> {
    let healers = healers_in(data, s, &ctx.actors);
    match ctx.request {
        Some(request) if !healers.is_empty() => {
            let mut tasks = effect_tasks(
                data,
                s,
                ctx,
                &Effect::Track {
                    royal_morale: -1,
                    witchcraft: 1,
                },
                dice,
            );
            tasks.push(Task::RaidAgain {
                request: request.clone(),
                healers,
            });
            tasks
        }
        _ => vec![],
    }
}

/// McCoy and Goren among a group, able to use their skill (present and not injured).
pub fn healers_in(data: &SherwoodData, s: &SherwoodState, group: &[PersonId]) -> Vec<PersonId> {
    group
        .iter()
        .filter(|id| {
            s.person(id).is_some_and(|p| !p.injured)
                && data.roster.get(id).is_some_and(|p| p.has(&Ability::Healer))
        })
        .cloned()
        .collect()
}

/// "Your people must flee": sanctuary first where the space allows it (8.8).
pub fn flee(data: &SherwoodData, s: &SherwoodState, from: &str) -> Task {
    Task::Flee {
        from: SpaceId::new(from),
        may_seek_sanctuary: matches!(
            s.space_kind(data, from),
            Some(SpaceKind::Town | SpaceKind::Cathedral)
        ),
    }
}

/// The nearest squad not already at `space` moves there (the player knows the map).
pub fn nearest_squad_comes(s: &SherwoodState, space: &str, whom: &Words) -> Vec<Task> {
    let from: Vec<SquadId> = s
        .squads
        .iter()
        .filter(|q| !q.recruited && !q.location.is(space))
        .map(|q| q.name.clone())
        .collect();
    if from.is_empty() {
        return vec![];
    }
    vec![confirm(
        Suggestion::new(
            crate::words!("swr-result-nearest-squad", space = space, whom = whom),
            vec![],
        )
        .picking(Pick::Squad {
            from,
            to: SpaceId::new(space),
        }),
    )]
}

/// Every prisoner at `space` goes free; hidden counters are named first.
pub fn free_all(data: &SherwoodData, s: &SherwoodState, space: &str) -> Task {
    let slots: Vec<Option<Colour>> = s.hidden_at(space).iter().map(|h| h.colour).collect();
    let suggestion = Suggestion::new(
        crate::words!("swr-result-prisoners-free", space = space),
        vec![Change::FreeAllAt {
            space: SpaceId::new(space),
        }],
    );
    if slots.is_empty() {
        return confirm(suggestion);
    }
    confirm(Suggestion {
        text: crate::words!(
            "swr-result-prisoners-free-hidden",
            space = space,
            hidden = slots.len()
        ),
        ..suggestion.picking(Pick::Identify {
            space: SpaceId::new(space),
            slots,
            archon: identity_candidates(data, s, Some(Colour::Archon)),
            neutral: identity_candidates(data, s, Some(Colour::Neutral)),
        })
    })
}

/// Paragraph 109: one prisoner, picked blind: by the generator in digital play, by the
/// player's hand at the table.
fn free_one(
    data: &SherwoodData,
    s: &SherwoodState,
    space: &str,
    dice: &mut DieInput<'_>,
) -> Vec<Task> {
    let known: Vec<PersonId> = s.prisoners_at(space).iter().map(|p| p.id.clone()).collect();
    let hidden = s.hidden_at(space).len();
    if known.is_empty() && hidden == 0 {
        return vec![];
    }
    if hidden == 0
        && let Some(i) = dice.blind_pick(known.len())
        && let Some(id) = known.get(i)
    {
        return vec![confirm(Suggestion::new(
            crate::words!("swr-result-one-free"),
            vec![Change::Free { person: id.clone() }],
        ))];
    }
    let unseen = if hidden > 0 {
        identity_candidates(data, s, None)
    } else {
        Vec::new()
    };
    vec![confirm(
        Suggestion::new(crate::words!("swr-result-draw-one-free"), vec![]).picking(Pick::FreeOne {
            space: SpaceId::new(space),
            known,
            unseen,
        }),
    )]
}

fn code_tasks(
    data: &SherwoodData,
    s: &SherwoodState,
    ctx: &Context<'_>,
    part: &CodePart,
) -> Vec<Task> {
    let group = &ctx.group;
    match part {
        CodePart::Harm { count, harm } => {
            let change = match harm {
                Harm::Captured => PickChange::Capture,
                Harm::Injured => PickChange::Injure,
            };
            match (count, harm) {
                (Count::All, Harm::Captured) => {
                    vec![capture_all(data, s, &sentence(&part.meaning()), group)]
                }
                (Count::All, Harm::Injured) => vec![confirm(Suggestion::new(
                    sentence(&part.meaning()),
                    group
                        .iter()
                        .map(|id| Change::Injure { person: id.clone() })
                        .collect(),
                ))],
                (Count::Exactly(n), _) => harm_pick(data, s, group, Who::Count(*n), change)
                    .map(|pick| {
                        let prison = (*harm == Harm::Captured)
                            .then(|| prison_choice(data, s, group))
                            .flatten();
                        vec![confirm(Suggestion {
                            prison,
                            ..Suggestion::new(sentence(&part.meaning()), vec![]).picking(pick)
                        })]
                    })
                    .unwrap_or_default(),
            }
        }
        CodePart::Recruited => match ctx.target {
            Some(Target::Person(id)) => vec![confirm(Suggestion::new(
                crate::words!(
                    "swr-result-joins",
                    person = data.roster.get(id).map_or(id.as_str(), |p| p.name.as_str())
                ),
                vec![Change::Recruit { person: id.clone() }],
            ))],
            Some(Target::KingsMenSquad) => s
                .squads
                .iter()
                .find(|q| !q.recruited && q.location.is(ctx.space))
                .map(|q| {
                    vec![confirm(Suggestion::new(
                        crate::words!("swr-result-squad-joins", squad = q.name.to_string()),
                        vec![Change::RecruitSquad {
                            squad: q.name.clone(),
                        }],
                    ))]
                })
                .unwrap_or_default(),
            None => vec![],
        },
        CodePart::Flee => vec![flee(data, s, ctx.space)],
        CodePart::SmallHaul => vec![confirm(Suggestion::new(
            sentence(&part.meaning()),
            vec![Change::Track {
                track: Track::Warchest,
                delta: 2,
            }],
        ))],
        CodePart::Index { index, delta } => {
            let track = match index {
                Index::Witchcraft => Track::Witchcraft,
                Index::RoyalMorale => Track::RoyalMorale,
            };
            vec![confirm(Suggestion::new(
                sentence(&part.meaning()),
                vec![Change::Track {
                    track,
                    delta: i32::from(*delta),
                }],
            ))]
        }
        CodePart::Undefined(symbol) => vec![legend_task(symbol)],
        CodePart::HalfDieGold | CodePart::Nothing => vec![],
    }
}

/// A symbol only the player's chart legend explains (GD, "*", a King's Men code the
/// rulebook text leaves out): settled by the player tapping what it does to the tracks.
pub fn legend_task(symbol: &str) -> Task {
    confirm(
        Suggestion::new(crate::words!("swr-result-legend", symbol = symbol), vec![]).picking(
            Pick::Legend {
                symbol: symbol.to_string(),
            },
        ),
    )
}
