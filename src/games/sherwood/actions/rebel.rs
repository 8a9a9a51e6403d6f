//! Rebel Actions (sections 8 and 9): beaming, moving, and the one action each space with
//! your people may take.

use super::{
    Done, Outcome, RollRequest, ability_at, name, need_step, on_map, place, push_tasks,
    situation_for, yours,
};
use crate::engine::dice::DieInput;
use crate::engine::words::Words;
use crate::games::sherwood::data::SherwoodData;
use crate::games::sherwood::effects::{Change, Suggestion, apply_change, release_place};
use crate::games::sherwood::pending::Task;
use crate::games::sherwood::person_id::PersonId;
use crate::games::sherwood::persons::{Ability, PersonKind};
use crate::games::sherwood::prepare::prepare;
use crate::games::sherwood::refusal::Refusal;
use crate::games::sherwood::results::{self, Context, healers_in};
use crate::games::sherwood::roll::{Resolved, RollOutcome, roll};
use crate::games::sherwood::situation::{RoyalOrders, Target};
use crate::games::sherwood::space_id::SpaceId;
use crate::games::sherwood::spaces::SpaceKind;
use crate::games::sherwood::state::{Beamed, Location, SherwoodState, Side, Track, TurnStep};
use crate::games::sherwood::tables::TableId;

fn check_movers(data: &SherwoodData, s: &SherwoodState, persons: &[PersonId]) -> Done {
    if persons.is_empty() {
        return Err(Refusal::SayWhoGoes.into());
    }
    for id in persons {
        yours(data, s, id)?;
        if s.moved.contains(id) {
            return Err(Refusal::AlreadyMoved(name(data, id)).into());
        }
        if s.took_part.contains(id) {
            return Err(Refusal::TookPart(name(data, id)).into());
        }
    }
    Ok(())
}

pub(super) fn beam_down(
    data: &SherwoodData,
    s: &mut SherwoodState,
    persons: &[PersonId],
    to: &str,
    out: &mut Outcome,
) -> Done {
    need_step(s, TurnStep::RebelActions)?;
    if s.beamed == Some(Beamed::Up) {
        return Err(Refusal::BeamBothWays.into());
    }
    check_movers(data, s, persons)?;
    for id in persons {
        if s.person(id)
            .is_none_or(|p| p.location != Location::Enterprise)
        {
            return Err(Refusal::NotAboard(name(data, id)).into());
        }
    }
    let to = place(data, s, to)?;
    // Friar Melon already there, or beaming down with them.
    let melon = ability_at(data, s, &to, &Ability::BeamExemption).or_else(|| {
        persons
            .iter()
            .find(|id| {
                s.person(id)
                    .is_some_and(|p| !p.injured && p.side == Side::Controlled)
                    && data
                        .roster
                        .get(id)
                        .is_some_and(|d| d.has(&Ability::BeamExemption))
            })
            .cloned()
    });
    for id in persons {
        if let Some(p) = s.person_mut(id) {
            p.location = on_map(&to);
        }
        s.moved.push(id.clone());
    }
    s.beamed = Some(Beamed::Down);
    if !s.beamed_to.contains(&to) {
        s.beamed_to.push(to.clone());
        let note = crate::words!("swr-note-beam-down", space = to.to_string());
        witchcraft_for_beaming(data, s, melon, &to, note, out);
    }
    Ok(())
}

pub(super) fn beam_up(
    data: &SherwoodData,
    s: &mut SherwoodState,
    persons: &[PersonId],
    out: &mut Outcome,
) -> Done {
    need_step(s, TurnStep::RebelActions)?;
    if s.beamed == Some(Beamed::Down) {
        return Err(Refusal::BeamBothWays.into());
    }
    check_movers(data, s, persons)?;
    let mut from: Option<SpaceId> = None;
    let mut crewman = false;
    for id in persons {
        let at = s
            .person(id)
            .and_then(|p| p.location.space_id())
            .ok_or_else(|| Refusal::NotOnTheMap(Box::new(Words::from(name(data, id)))))?;
        if from.as_ref().is_some_and(|f| f != at) {
            return Err(Refusal::BeamUpTogether.into());
        }
        from = Some(at.clone());
        crewman |= s.kind(data, id) == Some(PersonKind::Enterprise);
    }
    // Beaming is movement (9): whoever may move out of a space that acted may beam up from
    // it (Brother Gerald's companions, a prisoner the raid freed); `check_movers` refuses
    // those who took part.
    let from = from.ok_or(Refusal::SayWhoBeamsUp)?;
    if !crewman {
        return Err(Refusal::CrewmanBeamsUp.into());
    }
    let melon = ability_at(data, s, &from, &Ability::BeamExemption);
    for id in persons {
        if let Some(p) = s.person_mut(id) {
            p.location = Location::Enterprise;
            p.sanctuary = None;
        }
        s.moved.push(id.clone());
    }
    s.beamed = Some(Beamed::Up);
    witchcraft_for_beaming(
        data,
        s,
        melon,
        &from,
        crate::words!("swr-note-beam-up"),
        out,
    );
    Ok(())
}

/// Beaming raises Witchcraft by one unless someone with the beaming exemption covers it
/// (the note names them); `note` is what the player reads when it rises.
fn witchcraft_for_beaming(
    data: &SherwoodData,
    s: &mut SherwoodState,
    exempt: Option<PersonId>,
    at: &SpaceId,
    note: Words,
    out: &mut Outcome,
) {
    match exempt {
        Some(m) => out.notes.push(crate::words!(
            "swr-note-beam-exempt",
            person = name(data, &m),
            space = at.to_string()
        )),
        None => {
            s.tracks.shift(Track::Witchcraft, 1);
            out.notes.push(note);
        }
    }
}

pub(super) fn move_people(
    data: &SherwoodData,
    s: &mut SherwoodState,
    persons: &[PersonId],
    to: &str,
    out: &mut Outcome,
) -> Done {
    need_step(s, TurnStep::RebelActions)?;
    check_movers(data, s, persons)?;
    for id in persons {
        if s.person(id)
            .is_some_and(|p| p.location == Location::Enterprise)
        {
            return Err(Refusal::NotOnTheMap(Box::new(Words::from(name(data, id)))).into());
        }
    }
    let to = place(data, s, to)?;
    for id in persons {
        if let Some(p) = s.person_mut(id) {
            p.location = on_map(&to);
            p.sanctuary = None;
        }
        s.moved.push(id.clone());
    }
    out.notes.push(crate::words!("swr-note-how-far"));
    Ok(())
}

/// The people at a space who can take its action now, or why none can.
pub(crate) fn ready(
    data: &SherwoodData,
    s: &SherwoodState,
    space: &str,
    injured_may: bool,
) -> Result<Vec<PersonId>, Refusal> {
    if s.space_kind(data, space).is_none() {
        return Err(Refusal::NoSuchSpace(space.to_string()));
    }
    if s.acted.iter().any(|a| a == space) {
        return Err(Refusal::SpaceActed(space.to_string()));
    }
    let group: Vec<PersonId> = s.participants(space).iter().map(|p| p.id.clone()).collect();
    if group.is_empty() {
        return Err(Refusal::NobodyThere(space.to_string()));
    }
    if !injured_may
        && group
            .iter()
            .all(|id| s.person(id).is_some_and(|p| p.injured))
    {
        return Err(Refusal::AllInjured(space.to_string()));
    }
    Ok(group)
}

/// Marks the space's action taken (nobody there takes another this turn) and who took
/// part in it: they neither move nor beam after it, and any action but healing ends their
/// sanctuary (8.7: each keeps it until he moves or takes some other action). The others
/// there took no part: they may still move out (section 8) and keep their sanctuary.
fn take_action(s: &mut SherwoodState, space: &SpaceId, takers: &[PersonId], heal: bool) {
    s.acted.push(space.clone());
    for id in takers {
        if !s.took_part.contains(id) {
            s.took_part.push(id.clone());
        }
        if !heal && let Some(p) = s.person_mut(id) {
            p.sanctuary = None;
        }
    }
}

/// The people of a space's action taken by the space as a whole (aid to the poor, buying
/// horses): the able ones, for the injured may only seek sanctuary, heal or move (8).
fn able(s: &SherwoodState, group: &[PersonId]) -> Vec<PersonId> {
    group
        .iter()
        .filter(|id| s.person(id).is_some_and(|p| !p.injured))
        .cloned()
        .collect()
}

/// Who would take part in `action` now (see `take_action`): for a roll, the one who acts
/// and whoever lends it a value or an ability (`Preparation::takers`); for aid to the poor
/// and buying horses, the able people there; for preaching, Brother Gerald. Empty when the
/// action is no space's action or could not be taken.
pub fn takers(data: &SherwoodData, s: &SherwoodState, action: &super::Action) -> Vec<PersonId> {
    use super::Action;
    match action {
        Action::Roll { table, request } => {
            let mut r = request.clone();
            let mut probe = s.clone();
            let Ok(space) = place(data, &mut probe, &r.space) else {
                return Vec::new();
            };
            r.space = space;
            let injured_may = matches!(table, TableId::Heal | TableId::Sanctuary);
            let Ok(group) = ready(data, &probe, &r.space, injured_may) else {
                return Vec::new();
            };
            let situation = situation_for(data, &probe, &r, &group);
            prepare(data, *table, &situation)
                .map(|p| p.takers)
                .unwrap_or_default()
        }
        Action::BuyHorses { space } | Action::AidThePoor { space, .. } => {
            ready(data, s, space, false)
                .map(|g| able(s, &g))
                .unwrap_or_default()
        }
        Action::Preach { .. } => preacher(data, s).map(|(g, _)| vec![g]).unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// Horses are for people without one (8.5): refused where everyone who would get one has
/// one already. Bought horses go to those who buy them (the people there who did not
/// arrive this turn); stolen ones, like any Horse marker a result places, to everyone of
/// yours there not in sanctuary.
pub(crate) fn all_mounted(s: &SherwoodState, space: &str, buying: bool) -> Result<(), Refusal> {
    let riders: Vec<&super::super::state::PersonState> = if buying {
        s.participants(space)
    } else {
        s.yours_at(space)
            .into_iter()
            .filter(|p| p.sanctuary.is_none())
            .collect()
    };
    if !riders.is_empty() && riders.iter().all(|p| p.horse) {
        return Err(Refusal::AllMounted(space.to_string()));
    }
    Ok(())
}

/// No more people are treated at once than are injured there (paragraph 12: one, two or
/// three of the injured in the healer's space).
pub(crate) fn patients_there(
    s: &SherwoodState,
    group: &[PersonId],
    patients: u8,
) -> Result<(), Refusal> {
    let injured = group
        .iter()
        .filter(|id| s.person(id).is_some_and(|p| p.injured))
        .count();
    let asked = patients.max(1);
    if usize::from(asked) > injured {
        return Err(Refusal::TooManyPatients { asked, injured });
    }
    Ok(())
}

/// The roll-request checks that come before the die: who acts and whom they aim at.
fn check_request(
    data: &SherwoodData,
    s: &SherwoodState,
    table: TableId,
    r: &RollRequest,
    group: &[PersonId],
) -> Done {
    if let Some(actor) = &r.actor
        && !group.contains(actor)
    {
        yours(data, s, actor)?;
        if s.moved.contains(actor) {
            return Err(Refusal::AlreadyMoved(name(data, actor)).into());
        }
        return Err(Refusal::NotInSpace {
            person: name(data, actor),
            space: r.space.to_string(),
        }
        .into());
    }
    if table == TableId::Recruiting {
        match &r.target {
            Some(Target::Person(id)) => {
                let p = s
                    .person(id)
                    .ok_or_else(|| Refusal::NoSuchPerson(id.to_string()))?;
                if p.side == Side::Controlled {
                    return Err(Refusal::Route(Box::new(crate::words!(
                        "swr-route-already-yours",
                        person = name(data, id)
                    )))
                    .into());
                }
                if p.imprisoned || !p.location.is(&r.space) {
                    return Err(Refusal::NotInSpace {
                        person: name(data, id),
                        space: r.space.to_string(),
                    }
                    .into());
                }
                if s.kind(data, id).is_some_and(|k| !k.is_recruitable()) {
                    return Err(Refusal::NotRecruitable(name(data, id)).into());
                }
            }
            Some(Target::KingsMenSquad) if s.squads_at(&r.space) == 0 => {
                return Err(Refusal::NoSquadThere(r.space.to_string()).into());
            }
            _ => {}
        }
    }
    Ok(())
}

pub(super) fn roll_action(
    data: &SherwoodData,
    s: &mut SherwoodState,
    table: TableId,
    r: &RollRequest,
    dice: &mut DieInput<'_>,
    out: &mut Outcome,
) -> Done {
    match table {
        TableId::Fealty => return Err(Refusal::TableInItsStep(TableId::Fealty).into()),
        TableId::KingsMen => return Err(Refusal::TableInItsStep(TableId::KingsMen).into()),
        TableId::Flight => return Err(Refusal::NoFlight.into()),
        _ => need_step(s, TurnStep::RebelActions)?,
    }
    let mut r = r.clone();
    r.space = place(data, s, &r.space)?;
    r.flee_to = None;
    if table == TableId::HorseTheft && s.space_kind(data, &r.space) != Some(SpaceKind::Town) {
        return Err(Refusal::HorsesOnlyInTowns.into());
    }
    let injured_may = matches!(table, TableId::Heal | TableId::Sanctuary);
    let group = ready(data, s, &r.space, injured_may)?;
    check_request(data, s, table, &r, &group)?;
    if table == TableId::HorseTheft {
        all_mounted(s, &r.space, false)?;
    }
    if table == TableId::Heal && !r.medical_kit {
        patients_there(s, &group, r.patients)?;
    }
    let situation = situation_for(data, s, &r, &group);
    let prep = prepare(data, table, &situation)?;
    let outcome = roll(data, &prep, dice)?;
    // Committed: the space's action is spent whatever the result.
    take_action(s, &r.space, &prep.takers, table == TableId::Heal);
    match table {
        TableId::Recruiting if r.gold > 0 => {
            s.tracks
                .shift(Track::Warchest, -i32::try_from(r.gold).unwrap_or(i32::MAX));
        }
        TableId::Raid => {
            // The preparation's note says so in the log.
            if s.orders == RoyalOrders::Patrol {
                s.orders = RoyalOrders::Search;
            }
            if r.phasers && prep.automatic.is_none() {
                s.tracks.shift(Track::Witchcraft, 1);
                out.notes.push(crate::words!("swr-note-phasers-used"));
            }
        }
        TableId::Heal if r.medical_kit => {
            s.tracks.shift(Track::Witchcraft, 1);
            out.notes.push(crate::words!("swr-note-medical-kit-used"));
        }
        _ => {}
    }
    if super::keep_if_unknown(data, s, &outcome, prep.row, &r, None, &group, out) {
        out.roll = Some(outcome);
        return Ok(());
    }
    after_result(data, s, table, &r, group, &[], &outcome, dice, out);
    out.roll = Some(outcome);
    Ok(())
}

/// What a result does beyond its paragraph or code: the table's own rules (Maura's ballad,
/// the automatic raid, healing, the gold die), then the tasks the result leaves.
#[allow(
    clippy::too_many_arguments,
    reason = "the pieces of one roll, passed as they are"
)]
pub(super) fn after_result(
    data: &SherwoodData,
    s: &mut SherwoodState,
    table: TableId,
    r: &RollRequest,
    group: Vec<PersonId>,
    spared: &[PersonId],
    outcome: &RollOutcome,
    dice: &mut DieInput<'_>,
    out: &mut Outcome,
) {
    let mut tasks: Vec<Task> = Vec::new();
    let automatic = matches!(outcome.result, Resolved::Automatic { .. });
    match table {
        TableId::Raid => tasks.extend(raid_tasks(data, s, r, &group, outcome, automatic, out)),
        TableId::Heal => tasks.extend(heal_tasks(s, r, &group, outcome, automatic)),
        TableId::Sanctuary if automatic => tasks.extend(sanctuary_tasks(data, s, r, dice)),
        _ => {}
    }
    if let Some(f) = &outcome.follow_up {
        match f.gold {
            Some(g) => {
                s.tracks.shift(Track::Warchest, i32::from(g));
                out.notes
                    .push(crate::words!("swr-note-half-die-gold", gold = g));
            }
            None => tasks.push(Task::GoldDie { halve: true }),
        }
    }
    let ctx = Context {
        space: &r.space,
        group: reached(s, table, &r.space, &group)
            .into_iter()
            .filter(|id| !spared.contains(id))
            .collect(),
        // The raiding group (101, 106): not those who kept their sanctuary by taking no part.
        actors: group
            .into_iter()
            .filter(|id| s.person(id).is_some_and(|p| p.sanctuary.is_none()))
            .collect(),
        target: r.target.as_ref(),
        request: Some(r),
    };
    tasks.extend(results::tasks_for(data, s, &ctx, &outcome.result, dice));
    if let Resolved::Paragraph { paragraph } = outcome.result
        && !out.paragraphs.contains(&paragraph)
    {
        out.paragraphs.insert(0, paragraph);
    }
    push_tasks(s, tasks);
}

fn raid_tasks(
    data: &SherwoodData,
    s: &SherwoodState,
    r: &RollRequest,
    group: &[PersonId],
    outcome: &RollOutcome,
    automatic: bool,
    out: &mut Outcome,
) -> Vec<Task> {
    let mut tasks: Vec<Task> = Vec::new();
    // Maura's "successful" raid frees someone (109's one prisoner counts) with at
    // most one of yours hurt or taken: the player confirms the second half.
    let held = !s.prisoners_at(&r.space).is_empty() || !s.hidden_at(&r.space).is_empty();
    let frees = held
        && (automatic
            || matches!(
                outcome.result,
                Resolved::Paragraph {
                    paragraph: 109..=117
                }
            ));
    if automatic {
        tasks.push(results::free_all(data, s, &r.space));
    }
    if frees && ability_in(data, s, group, &Ability::BalladOnRaid) {
        tasks.push(Task::Confirm {
            suggestion: Suggestion::new(
                crate::words!("swr-result-ballad"),
                vec![Change::Track {
                    track: Track::RoyalMorale,
                    delta: -1,
                }],
            ),
        });
    }
    if matches!(outcome.result, Resolved::Paragraph { paragraph: 107 })
        && !healers_in(data, s, group).is_empty()
    {
        out.paragraphs.push(107);
        out.paragraphs.push(150);
    }
    tasks
}

fn heal_tasks(
    s: &SherwoodState,
    r: &RollRequest,
    group: &[PersonId],
    outcome: &RollOutcome,
    automatic: bool,
) -> Vec<Task> {
    let mut tasks: Vec<Task> = Vec::new();
    let healed =
        automatic || matches!(&outcome.result, Resolved::Named { named, .. } if named == "Healed");
    let patients: Vec<PersonId> = group
        .iter()
        .filter(|id| s.person(id).is_some_and(|p| p.injured))
        .cloned()
        .collect();
    if healed && !patients.is_empty() {
        let count = if r.medical_kit {
            3
        } else {
            usize::from(r.patients.max(1))
        };
        tasks.push(Task::Confirm {
            suggestion: Suggestion::new(crate::words!("swr-result-choose-healed"), vec![])
                .picking_persons(
                    count,
                    patients,
                    crate::games::sherwood::effects::PickChange::Heal,
                ),
        });
    }
    tasks
}

/// An automatic sanctuary: paragraph 304 for everyone of yours in the space.
fn sanctuary_tasks(
    data: &SherwoodData,
    s: &SherwoodState,
    r: &RollRequest,
    dice: &mut DieInput<'_>,
) -> Vec<Task> {
    let everyone: Vec<PersonId> = s.yours_at(&r.space).iter().map(|p| p.id.clone()).collect();
    let ctx = Context {
        request: Some(r),
        ..Context::of(&r.space, everyone)
    };
    results::tasks_for(data, s, &ctx, &Resolved::Paragraph { paragraph: 304 }, dice)
}

/// Whom a result on `table` reaches. Sanctuary is asked for everyone of yours in the space
/// (8.7), and healing reaches the people who heal. Any other result reaches everyone of
/// yours in the space but those in sanctuary: people who moved in this turn and took no
/// part can be captured if things go wrong (section 8), a flight moves all your people
/// from the space (8.8), and squads cannot take people in sanctuary (8.7).
pub(super) fn reached(
    s: &SherwoodState,
    table: TableId,
    space: &str,
    group: &[PersonId],
) -> Vec<PersonId> {
    match table {
        TableId::Sanctuary => s.yours_at(space).iter().map(|p| p.id.clone()).collect(),
        TableId::Heal => group.to_vec(),
        _ => s
            .yours_at(space)
            .iter()
            .filter(|p| p.sanctuary.is_none())
            .map(|p| p.id.clone())
            .collect(),
    }
}

fn ability_in(data: &SherwoodData, s: &SherwoodState, group: &[PersonId], a: &Ability) -> bool {
    group.iter().any(|id| {
        s.person(id).is_some_and(|p| !p.injured) && data.roster.get(id).is_some_and(|d| d.has(a))
    })
}

pub(super) fn buy_horses(
    data: &SherwoodData,
    s: &mut SherwoodState,
    space: &str,
    out: &mut Outcome,
) -> Done {
    need_step(s, TurnStep::RebelActions)?;
    let space = place(data, s, space)?;
    if s.space_kind(data, &space) != Some(SpaceKind::Town) {
        return Err(Refusal::HorsesOnlyInTowns.into());
    }
    let group = ready(data, s, &space, false)?;
    all_mounted(s, &space, true)?;
    let cost = u8::try_from(group.len()).unwrap_or(u8::MAX);
    if s.tracks.warchest < cost {
        return Err(Refusal::NotEnoughGold {
            need: u32::from(cost),
            have: s.tracks.warchest,
        }
        .into());
    }
    take_action(s, &space, &able(s, &group), false);
    s.tracks.shift(Track::Warchest, -i32::from(cost));
    for id in &group {
        if let Some(p) = s.person_mut(id) {
            p.horse = true;
        }
    }
    out.notes
        .push(crate::words!("swr-note-horses-bought", gold = cost));
    Ok(())
}

pub(super) fn aid_the_poor(
    data: &SherwoodData,
    s: &mut SherwoodState,
    space: &str,
    gold: u8,
    out: &mut Outcome,
) -> Done {
    need_step(s, TurnStep::RebelActions)?;
    // Any amount may be given (8.3); Witchcraft falls by one for each full 5 of it.
    if gold == 0 {
        return Err(Refusal::NoGold.into());
    }
    if s.tracks.warchest < gold {
        return Err(Refusal::NotEnoughGold {
            need: u32::from(gold),
            have: s.tracks.warchest,
        }
        .into());
    }
    let space = place(data, s, space)?;
    let group = ready(data, s, &space, false)?;
    take_action(s, &space, &able(s, &group), false);
    s.tracks.shift(Track::Warchest, -i32::from(gold));
    let steps = i32::from(gold / 5);
    s.tracks.shift(Track::Witchcraft, -steps);
    out.notes.push(aid_words(gold, &space));
    Ok(())
}

/// What giving `gold` to the poor does, in words: the Witchcraft it takes off, and the
/// gold beyond the last full 5, which buys nothing.
pub fn aid_words(gold: u8, space: &str) -> Words {
    crate::words!(
        "swr-note-aid-the-poor",
        gold = gold,
        space = space,
        steps = gold / 5,
        spare = gold % 5
    )
}

/// Brother Gerald, yours, free, unhurt and not moved this turn: where he can preach.
pub(crate) fn preacher(
    data: &SherwoodData,
    s: &SherwoodState,
) -> Result<(PersonId, SpaceId), Refusal> {
    s.persons
        .iter()
        .find(|p| {
            p.side == Side::Controlled
                && !p.imprisoned
                && !p.injured
                && !s.moved.contains(&p.id)
                && data
                    .roster
                    .get(&p.id)
                    .is_some_and(|d| d.has(&Ability::Preacher))
        })
        .and_then(|p| Some((p.id.clone(), p.location.space_id()?.clone())))
        .ok_or(Refusal::NotAPreacher)
}

pub(super) fn preach(
    data: &SherwoodData,
    s: &mut SherwoodState,
    track: Track,
    out: &mut Outcome,
) -> Done {
    need_step(s, TurnStep::RebelActions)?;
    if !matches!(track, Track::Witchcraft | Track::RoyalMorale) {
        return Err(Refusal::PreacherTrack.into());
    }
    let (gerald, at) = preacher(data, s)?;
    ready(data, s, &at, false)?;
    // The space's action is his: the others there do nothing else, but may still move.
    take_action(s, &at, std::slice::from_ref(&gerald), false);
    s.tracks.shift(track, -1);
    out.notes.push(crate::words!(
        "swr-note-preaches",
        person = name(data, &gerald),
        space = at.to_string(),
        track = track.label()
    ));
    let tasks = results::nearest_squad_comes(s, &at, &Words::text(name(data, &gerald)));
    push_tasks(s, tasks);
    Ok(())
}

/// A mayor's or castle lord's release (paragraphs 30–44), at any time, once.
pub(super) fn release(
    data: &SherwoodData,
    s: &mut SherwoodState,
    person: &str,
    out: &mut Outcome,
) -> Done {
    yours(data, s, person)?;
    let at = release_place(data, person).ok_or_else(|| Refusal::NoRelease(name(data, person)))?;
    if s.releases_used.iter().any(|r| r == person) {
        return Err(Refusal::ReleaseUsed(name(data, person)).into());
    }
    if s.hidden_at(&at).is_empty() {
        out.notes = apply_change(
            data,
            s,
            &Change::Release {
                person: person.into(),
            },
        )?;
        out.notes.insert(
            0,
            crate::words!(
                "swr-note-opens-prisons",
                person = name(data, person),
                space = at.to_string()
            ),
        );
        return Ok(());
    }
    let mut task = results::free_all(data, s, &at);
    if let Task::Confirm { suggestion } = &mut task {
        suggestion.changes = vec![Change::Release {
            person: person.into(),
        }];
    }
    push_tasks(s, [task]);
    Ok(())
}

impl Suggestion {
    pub(crate) fn picking_persons(
        mut self,
        count: usize,
        from: Vec<PersonId>,
        change: crate::games::sherwood::effects::PickChange,
    ) -> Self {
        self.pick = Some(crate::games::sherwood::effects::Pick::Persons {
            count,
            from,
            change,
        });
        self
    }
}
