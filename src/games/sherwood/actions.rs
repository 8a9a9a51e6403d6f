//! The turn sequence (sections 5, 8–13) as a pure state machine:
//! `apply(data, state, action, dice)` returns the new state and what happened.

use super::data::SherwoodData;
use super::effects::{Change, ChangeError, Suggestion, apply_change, suggest};
use super::persons::{Ability, PersonKind};
use super::prepare::{PrepareError, prepare};
use super::roll::{AwaitingDie, Resolved, RollOutcome, roll};
use super::situation::{RoyalOrders, Situation, Target};
use super::spaces::{SpaceKind, SpaceRef};
use super::state::{
    Beamed, FIRST_TOWN, Fealty, LAST_TOWN, Location, PALACE, SherwoodState, Side, Track, TurnStep,
};
use super::tables::TableId;
use crate::engine::dice::{DieInput, DieRoll};
use serde::{Deserialize, Serialize};

/// A roll the player asks for, described by where and who; the rest comes from the state.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct RollRequest {
    pub space: String,
    pub actor: Option<String>,
    pub target: Option<Target>,
    pub gold: u32,
    pub phasers: bool,
    pub patients: u8,
    pub medical_kit: bool,
    /// Flight: where the group went, and King's Men squads there.
    pub flee_to: Option<String>,
    pub chart_row: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "action")]
pub enum Action {
    BeamDown {
        persons: Vec<String>,
        to: String,
    },
    BeamUp {
        persons: Vec<String>,
    },
    Move {
        persons: Vec<String>,
        to: String,
    },
    Roll {
        table: TableId,
        request: RollRequest,
    },
    BuyHorses {
        space: String,
    },
    AidThePoor {
        space: String,
        gold: u8,
    },
    Preach {
        track: Track,
    },
    /// Roll a die for gold (paragraph 115); `halve` for "G half".
    RollGold {
        halve: bool,
    },
    EndRebelActions,
    PayExpenses,
    BeamSupplies,
    Starve {
        person: String,
    },
    EndExpenses,
    KingsMen {
        squad: String,
    },
    EndKingsMen,
    /// The Royal Party moves: into a town (which one, where the rulebook is silent) or along
    /// the road. On the first turn it goes to Farnosh Bridge.
    RoyalPartyMoves {
        into: Option<String>,
    },
    /// The Royal Party is held in its town: roll Fealty there again.
    FealtyAgain,
    EndTurn,
    /// A concrete change: a suggestion confirmed, or a correction by the player.
    Apply {
        change: Change,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct Outcome {
    pub roll: Option<RollOutcome>,
    pub suggestions: Vec<Suggestion>,
    pub notes: Vec<String>,
    /// A paragraph the result points to (revealed through the reader).
    pub paragraph: Option<u16>,
    pub gold_die: Option<DieRoll>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SherwoodError {
    #[error("{0}")]
    Illegal(String),
    #[error(transparent)]
    Prepare(#[from] PrepareError),
    #[error(transparent)]
    Change(#[from] ChangeError),
    #[error(transparent)]
    AwaitingDie(#[from] AwaitingDie),
    #[error("the game is over: {0}")]
    Over(&'static str),
}

fn illegal(t: impl Into<String>) -> SherwoodError {
    SherwoodError::Illegal(t.into())
}

fn name(data: &SherwoodData, id: &str) -> String {
    data.roster
        .get(id)
        .map_or_else(|| id.to_string(), |p| p.name.clone())
}

fn space_ref(data: &SherwoodData, space: &str) -> SpaceRef {
    match data.spaces.find(space) {
        Some(s) => SpaceRef::named(s),
        None => SpaceRef {
            name: Some(space.to_string()),
            kind: None,
        },
    }
}

fn kind_of(data: &SherwoodData, id: &str) -> Option<PersonKind> {
    data.roster.get(id).and_then(|p| p.kind)
}

fn melon_at(data: &SherwoodData, s: &SherwoodState, space: &str) -> bool {
    s.persons.iter().any(|p| {
        p.location.is(space)
            && !p.imprisoned
            && data
                .roster
                .get(&p.id)
                .is_some_and(|d| d.has(&Ability::BeamExemption))
    })
}

fn need_step(s: &SherwoodState, step: TurnStep) -> Result<(), SherwoodError> {
    if s.step != step {
        return Err(illegal(format!(
            "that belongs to {}; it is now {}",
            step.label(),
            s.step.label()
        )));
    }
    Ok(())
}

/// Builds the roll situation for a space from the game state.
pub fn situation_for(
    data: &SherwoodData,
    s: &SherwoodState,
    table: TableId,
    r: &RollRequest,
) -> Situation {
    let here: Vec<_> = s
        .yours_at(&r.space)
        .into_iter()
        .filter(|p| !s.moved.contains(&p.id) || table == TableId::Flight)
        .collect();
    let lang_here = here.iter().any(|p| {
        data.roster
            .get(&p.id)
            .is_some_and(|d| d.has(&Ability::HorseBreeder))
    });
    let flee_to = r
        .flee_to
        .as_deref()
        .map(|f| space_ref(data, f))
        .unwrap_or_default();
    Situation {
        space: space_ref(data, &r.space),
        present: here.iter().map(|p| p.id.clone()).collect(),
        injured: here
            .iter()
            .filter(|p| p.injured)
            .map(|p| p.id.clone())
            .collect(),
        in_sanctuary: here
            .iter()
            .filter(|p| p.sanctuary.is_some())
            .map(|p| p.id.clone())
            .collect(),
        actor: r.actor.clone(),
        target: r.target.clone(),
        squads_here: u8::try_from(s.squads_at(&r.space)).unwrap_or(u8::MAX),
        gold_spent: r.gold,
        warchest: Some(s.tracks.warchest),
        phasers: r.phasers,
        witchcraft: s.tracks.witchcraft,
        royal_morale: s.tracks.royal_morale,
        royal_orders: s.orders,
        squads_at_destination: r
            .flee_to
            .as_deref()
            .map_or(0, |f| u8::try_from(s.squads_at(f)).unwrap_or(u8::MAX)),
        flee_to,
        all_have_horses: !here.is_empty() && (lang_here || here.iter().all(|p| p.horse)),
        patients: r.patients,
        medical_kit: r.medical_kit,
        chart_row: r.chart_row.clone(),
    }
}

/// Applies an action; the state passed in is never changed.
pub fn apply(
    data: &SherwoodData,
    state: &SherwoodState,
    action: &Action,
    dice: &mut DieInput<'_>,
) -> Result<(SherwoodState, Outcome), SherwoodError> {
    if let Some(end) = state.end
        && !matches!(action, Action::Apply { .. })
    {
        return Err(SherwoodError::Over(end.describe()));
    }
    let mut s = state.clone();
    let mut out = Outcome::default();
    match action {
        Action::Apply { change } => {
            out.notes = apply_change(data, &mut s, change)?;
        }
        Action::BeamDown { persons, to } => {
            need_step(&s, TurnStep::RebelActions)?;
            if s.beamed == Some(Beamed::Up) {
                return Err(illegal(
                    "no one may beam down on a turn when people beamed up",
                ));
            }
            if persons.is_empty() {
                return Err(illegal("say who beams down"));
            }
            for id in persons {
                let p = s
                    .person(id)
                    .ok_or_else(|| illegal(format!("no one called '{id}'")))?;
                if p.location != Location::Enterprise {
                    return Err(illegal(format!(
                        "{} is not aboard the Enterprise",
                        name(data, id)
                    )));
                }
            }
            for id in persons {
                if let Some(p) = s.person_mut(id) {
                    p.location = Location::Space(to.clone());
                }
                s.moved.push(id.clone());
            }
            s.beamed = Some(Beamed::Down);
            if !s.beamed_to.iter().any(|b| b.eq_ignore_ascii_case(to)) {
                s.beamed_to.push(to.clone());
                if melon_at(data, &s, to) {
                    out.notes
                        .push("Friar Melon is there: beaming raises no Witchcraft.".into());
                } else {
                    s.tracks.shift(Track::Witchcraft, 1);
                    out.notes
                        .push(format!("Beaming down to {to}: Witchcraft +1."));
                }
            }
        }
        Action::BeamUp { persons } => {
            need_step(&s, TurnStep::RebelActions)?;
            if s.beamed == Some(Beamed::Down) {
                return Err(illegal(
                    "no one may beam up on a turn when people beamed down",
                ));
            }
            let mut from: Option<String> = None;
            let mut crewman = false;
            for id in persons {
                let p = s
                    .person(id)
                    .ok_or_else(|| illegal(format!("no one called '{id}'")))?;
                if p.imprisoned {
                    return Err(illegal(format!(
                        "{} is imprisoned and can never beam up",
                        name(data, id)
                    )));
                }
                if p.side != Side::Controlled {
                    return Err(illegal(format!("{} is not one of yours", name(data, id))));
                }
                let at = p
                    .location
                    .space()
                    .ok_or_else(|| illegal(format!("{} is not on the map", name(data, id))))?;
                if from.as_deref().is_some_and(|f| !f.eq_ignore_ascii_case(at)) {
                    return Err(illegal("people beam up together from one space"));
                }
                from = Some(at.to_string());
                crewman |= kind_of(data, id) == Some(PersonKind::Enterprise);
            }
            let from = from.ok_or_else(|| illegal("say who beams up"))?;
            if !crewman {
                return Err(illegal(
                    "an Enterprise crewmember must beam up for others to go with him",
                ));
            }
            let exempt = melon_at(data, &s, &from);
            for id in persons {
                if let Some(p) = s.person_mut(id) {
                    p.location = Location::Enterprise;
                    p.sanctuary = None;
                }
                s.moved.push(id.clone());
            }
            s.beamed = Some(Beamed::Up);
            if exempt {
                out.notes
                    .push("Friar Melon is there: beaming raises no Witchcraft.".into());
            } else {
                s.tracks.shift(Track::Witchcraft, 1);
                out.notes.push("Beaming up: Witchcraft +1.".into());
            }
        }
        Action::Move { persons, to } => {
            need_step(&s, TurnStep::RebelActions)?;
            for id in persons {
                let p = s
                    .person(id)
                    .ok_or_else(|| illegal(format!("no one called '{id}'")))?;
                if p.imprisoned || p.side != Side::Controlled {
                    return Err(illegal(format!(
                        "{} cannot be moved by you",
                        name(data, id)
                    )));
                }
                if p.location == Location::Enterprise {
                    return Err(illegal("people aboard the Enterprise beam down instead"));
                }
                if s.moved.contains(id) {
                    return Err(illegal(format!(
                        "{} has already moved this turn",
                        name(data, id)
                    )));
                }
            }
            for id in persons {
                if let Some(p) = s.person_mut(id) {
                    p.location = Location::Space(to.clone());
                    p.sanctuary = None;
                }
                s.moved.push(id.clone());
            }
            out.notes.push("Up to two spaces (three with a horse, stopping on entering a forest); water only at fords and bridges.".into());
        }
        Action::Roll { table, request } => {
            roll_action(data, &mut s, *table, request, dice, &mut out)?
        }
        Action::BuyHorses { space } => {
            need_step(&s, TurnStep::RebelActions)?;
            take_action(&mut s, space)?;
            if space_ref(data, space).kind != Some(SpaceKind::Town) {
                return Err(illegal("horses are bought only in a town"));
            }
            let ids: Vec<String> = s.yours_at(space).iter().map(|p| p.id.clone()).collect();
            let cost = u8::try_from(ids.len()).unwrap_or(u8::MAX);
            if cost == 0 {
                return Err(illegal("you have no one there"));
            }
            if s.tracks.warchest < cost {
                return Err(illegal(format!(
                    "horses for {cost} cost {cost} gold; the Warchest holds {}",
                    s.tracks.warchest
                )));
            }
            s.tracks.shift(Track::Warchest, -i32::from(cost));
            for id in ids {
                if let Some(p) = s.person_mut(&id) {
                    p.horse = true;
                }
            }
            out.notes
                .push(format!("{cost} gold for horses: place a Horse marker."));
        }
        Action::AidThePoor { space, gold } => {
            need_step(&s, TurnStep::RebelActions)?;
            if *gold < 5 {
                return Err(illegal(
                    "every 5 gold lowers Witchcraft by 1: spend at least 5",
                ));
            }
            if s.tracks.warchest < *gold {
                return Err(illegal(format!("the Warchest holds {}", s.tracks.warchest)));
            }
            if s.yours_at(space).is_empty() {
                return Err(illegal("you need people in the space"));
            }
            take_action(&mut s, space)?;
            s.tracks.shift(Track::Warchest, -i32::from(*gold));
            let steps = i32::from(*gold / 5);
            s.tracks.shift(Track::Witchcraft, -steps);
            out.notes
                .push(format!("{gold} gold to the poor: Witchcraft −{steps}."));
        }
        Action::Preach { track } => {
            need_step(&s, TurnStep::RebelActions)?;
            let gerald = s
                .persons
                .iter()
                .find(|p| {
                    p.side == Side::Controlled
                        && !p.imprisoned
                        && data
                            .roster
                            .get(&p.id)
                            .is_some_and(|d| d.has(&Ability::Preacher))
                })
                .ok_or_else(|| illegal("only Brother Gerald, once recruited, preaches"))?;
            let at = gerald
                .location
                .space()
                .map(str::to_string)
                .ok_or_else(|| illegal("Brother Gerald is not on the map"))?;
            if !matches!(track, Track::Witchcraft | Track::RoyalMorale) {
                return Err(illegal("preaching lowers Witchcraft or Royal Morale"));
            }
            take_action(&mut s, &at)?;
            s.tracks.shift(*track, -1);
            out.notes.push(format!(
                "Brother Gerald preaches at {at}: {} −1.",
                track.label()
            ));
            let from: Vec<String> = s
                .squads
                .iter()
                .filter(|q| !q.recruited && !q.location.is(&at))
                .map(|q| q.name.clone())
                .collect();
            out.suggestions.push(Suggestion {
                text: "The nearest King's Men squad not already there moves to Brother Gerald (your choice among equals).".into(),
                changes: vec![],
                pick: Some(super::effects::Pick::Squad { from }),
                roll: None,
            });
        }
        Action::RollGold { halve } => {
            let die = dice.next_die().ok_or(AwaitingDie)?;
            let gold = if *halve {
                die.value.value() / 2
            } else {
                die.value.value()
            };
            s.tracks.shift(Track::Warchest, i32::from(gold));
            out.gold_die = Some(die);
            out.notes
                .push(format!("Die {}: +{gold} gold to the Warchest.", die.value));
        }
        Action::EndRebelActions => {
            need_step(&s, TurnStep::RebelActions)?;
            s.step = TurnStep::Expenses;
            out.notes.push(format!(
                "Expenses: {} gold for {} occupied space(s).",
                expenses_due(&s),
                s.occupied_spaces().len()
            ));
        }
        Action::PayExpenses => {
            need_step(&s, TurnStep::Expenses)?;
            if s.expenses_paid {
                return Err(illegal("expenses are paid for this turn"));
            }
            let due = expenses_due(&s);
            if s.tracks.warchest < due {
                return Err(illegal(format!(
                    "{due} gold due, {} in the Warchest: beam supplies down (+4 gold, Witchcraft +1) or let a stack starve",
                    s.tracks.warchest
                )));
            }
            s.tracks.shift(Track::Warchest, -i32::from(due));
            s.expenses_paid = true;
            out.notes.push(format!("Paid {due} gold in supplies."));
        }
        Action::BeamSupplies => {
            need_step(&s, TurnStep::Expenses)?;
            s.tracks.shift(Track::Warchest, 4);
            s.tracks.shift(Track::Witchcraft, 1);
            out.notes
                .push("Supplies from the Enterprise: +4 gold, Witchcraft +1.".into());
        }
        Action::Starve { person } => {
            need_step(&s, TurnStep::Expenses)?;
            let p = s
                .person(person)
                .ok_or_else(|| illegal(format!("no one called '{person}'")))?;
            let space = p
                .location
                .space()
                .map(str::to_string)
                .ok_or_else(|| illegal("that person is not on the map"))?;
            if !p.active_at(&space) {
                return Err(illegal("only your own free people starve"));
            }
            let stack: Vec<String> = s.yours_at(&space).iter().map(|p| p.id.clone()).collect();
            let only_crew = stack
                .iter()
                .all(|id| kind_of(data, id).is_some_and(PersonKind::is_federation));
            let crew = kind_of(data, person).is_some_and(PersonKind::is_federation);
            if crew && !only_crew {
                return Err(illegal(
                    "crewmen never turn neutral: choose someone else in that stack",
                ));
            }
            let change = if crew {
                Change::Injure {
                    person: person.clone(),
                }
            } else {
                Change::Leave {
                    person: person.clone(),
                }
            };
            apply_change(data, &mut s, &change)?;
            s.free_supply.push(space.clone());
            out.notes.push(if crew {
                format!(
                    "{} goes hungry and is injured; {space} needs no gold this turn.",
                    name(data, person)
                )
            } else {
                format!(
                    "{} leaves your cause; {space} needs no gold this turn.",
                    name(data, person)
                )
            });
        }
        Action::EndExpenses => {
            need_step(&s, TurnStep::Expenses)?;
            if !s.expenses_paid && expenses_due(&s) > 0 {
                return Err(illegal("pay the expenses first"));
            }
            s.step = TurnStep::KingsMen;
            out.notes.push("Roll for each King's Men squad within three spaces of your people (ignore prisoners and people in sanctuary).".into());
        }
        Action::KingsMen { squad } => {
            need_step(&s, TurnStep::KingsMen)?;
            let sq = s
                .squads
                .iter()
                .find(|q| q.name.eq_ignore_ascii_case(squad))
                .ok_or_else(|| illegal(format!("no squad called '{squad}'")))?;
            if sq.recruited {
                return Err(illegal("that squad is yours now"));
            }
            let at = sq.location.space().unwrap_or_default().to_string();
            let present: Vec<String> = s
                .persons
                .iter()
                .filter(|p| p.location.is(&at) && !p.imprisoned)
                .map(|p| p.id.clone())
                .collect();
            let situation = Situation {
                royal_orders: s.orders,
                present,
                ..Situation::default()
            };
            let prep = prepare(data, TableId::KingsMen, &situation)?;
            let outcome = roll(data, &prep, dice)?;
            out.roll = Some(outcome);
        }
        Action::EndKingsMen => {
            need_step(&s, TurnStep::KingsMen)?;
            s.step = TurnStep::RoyalParty;
        }
        Action::RoyalPartyMoves { into } => {
            need_step(&s, TurnStep::RoyalParty)?;
            if s.royal_party.held {
                return Err(illegal(
                    "the Royal Party is held in its town: roll Fealty there again",
                ));
            }
            if s.party_done {
                return Err(illegal("the Royal Party has already moved this turn"));
            }
            let first = s.royal_party.location.is(PALACE);
            let town = match (first, into) {
                (true, None) => Some(FIRST_TOWN.to_string()),
                (true, Some(t)) if t.eq_ignore_ascii_case(FIRST_TOWN) => {
                    Some(FIRST_TOWN.to_string())
                }
                (true, Some(_)) => {
                    return Err(illegal(
                        "on its first move the Royal Party goes to Farnosh Bridge",
                    ));
                }
                (false, into) => into.clone(),
            };
            match town {
                None => {
                    s.royal_party.location = Location::Space("the road".into());
                    out.notes.push(
                        "The Royal Party moves one space along the road (counter-clockwise)."
                            .into(),
                    );
                    s.party_done = true;
                }
                Some(t) => {
                    check_route(&s, &t)?;
                    s.royal_party.location = Location::Space(t.clone());
                    s.royal_party.visited.push(t.clone());
                    fealty(data, &mut s, &t, dice, &mut out)?;
                }
            }
        }
        Action::FealtyAgain => {
            need_step(&s, TurnStep::RoyalParty)?;
            if !s.royal_party.held {
                return Err(illegal("the Royal Party is not held anywhere"));
            }
            if s.party_done {
                return Err(illegal("Fealty has been rolled this turn"));
            }
            let t = s
                .royal_party
                .location
                .space()
                .unwrap_or_default()
                .to_string();
            fealty(data, &mut s, &t, dice, &mut out)?;
        }
        Action::EndTurn => {
            need_step(&s, TurnStep::RoyalParty)?;
            if !s.party_done {
                return Err(illegal("the Royal Party has not moved or rolled this turn"));
            }
            s.party_done = false;
            s.turn += 1;
            s.step = TurnStep::RebelActions;
            s.acted.clear();
            s.moved.clear();
            s.beamed_to.clear();
            s.beamed = None;
            s.free_supply.clear();
            s.expenses_paid = false;
            let turn = s.turn;
            for p in s.persons.iter_mut() {
                if p.sanctuary
                    .and_then(|x| x.until_turn)
                    .is_some_and(|u| u < turn)
                {
                    p.sanctuary = None;
                    out.notes.push(format!(
                        "{}'s three days of sanctuary are over.",
                        name(data, &p.id)
                    ));
                }
            }
        }
    }
    s.check_end(data);
    Ok((s, out))
}

fn expenses_due(s: &SherwoodState) -> u8 {
    let n = s
        .occupied_spaces()
        .iter()
        .filter(|sp| !s.free_supply.iter().any(|f| f.eq_ignore_ascii_case(sp)))
        .count();
    u8::try_from(n).unwrap_or(u8::MAX)
}

fn take_action(s: &mut SherwoodState, space: &str) -> Result<(), SherwoodError> {
    if s.acted.iter().any(|a| a.eq_ignore_ascii_case(space)) {
        return Err(illegal(format!(
            "your people at {space} have already taken this turn's action"
        )));
    }
    s.acted.push(space.to_string());
    // Any action other than healing ends sanctuary in the space.
    Ok(())
}

fn check_route(s: &SherwoodState, town: &str) -> Result<(), SherwoodError> {
    let t = s
        .town(town)
        .ok_or_else(|| illegal(format!("'{town}' is not one of the six towns")))?;
    if t.fealty != Fealty::Unsworn {
        return Err(illegal(format!("{town} has already sworn or risen")));
    }
    let visited = s.royal_party.visited.len();
    if visited == 1 && !town.eq_ignore_ascii_case("Randisfarne") {
        return Err(illegal(
            "after Farnosh Bridge the road leads to Randisfarne",
        ));
    }
    let others_open = s
        .towns
        .iter()
        .filter(|x| x.fealty == Fealty::Unsworn && !x.name.eq_ignore_ascii_case(LAST_TOWN))
        .count();
    if town.eq_ignore_ascii_case(LAST_TOWN) && others_open > 0 {
        return Err(illegal("Klamath Town is the last town on the road"));
    }
    Ok(())
}

fn fealty(
    data: &SherwoodData,
    s: &mut SherwoodState,
    town: &str,
    dice: &mut DieInput<'_>,
    out: &mut Outcome,
) -> Result<(), SherwoodError> {
    let req = RollRequest {
        space: town.to_string(),
        ..RollRequest::default()
    };
    let situation = situation_for(data, s, TableId::Fealty, &req);
    let prep = prepare(data, TableId::Fealty, &situation)?;
    let outcome = roll(data, &prep, dice)?;
    let named = match &outcome.result {
        Resolved::Named { named, .. } => named.clone(),
        _ => String::new(),
    };
    s.party_done = true;
    match named.as_str() {
        "Swear Fealty" => {
            apply_change(
                data,
                s,
                &Change::Fealty {
                    town: town.into(),
                    fealty: Fealty::Sworn,
                },
            )?;
            s.royal_party.held = false;
            let mayor: Vec<String> = data
                .roster
                .persons
                .iter()
                .filter(|p| {
                    p.home
                        .as_deref()
                        .is_some_and(|h| h.eq_ignore_ascii_case(town))
                })
                .filter(|p| s.person(&p.id).is_some_and(|x| x.side == Side::Free))
                .map(|p| p.id.clone())
                .collect();
            for m in mayor {
                apply_change(data, s, &Change::SetAside { person: m.clone() })?;
                out.notes
                    .push(format!("{} leaves the map.", name(data, &m)));
            }
            out.notes.push(format!(
                "{town} swears fealty; the Royal Party moves on next turn."
            ));
        }
        "Open Rebellion" if s.archon_all_free(data) => {
            apply_change(
                data,
                s,
                &Change::Fealty {
                    town: town.into(),
                    fealty: Fealty::OpenRebellion,
                },
            )?;
            s.royal_party.held = true;
            out.notes.push(format!("{town} rises in open rebellion!"));
        }
        "Open Rebellion" | "Defy" => {
            if named == "Open Rebellion" {
                out.notes.push("Open Rebellion counts only with every Archon crewmember free: it is read as Defy.".into());
            }
            s.royal_party.held = true;
            s.tracks.shift(Track::RoyalMorale, -1);
            out.notes.push(format!(
                "{town} defies the King: the Royal Party stays; Royal Morale −1."
            ));
        }
        "Delay" => {
            s.royal_party.held = true;
            let yours: Vec<String> = s.yours_at(town).iter().map(|p| p.id.clone()).collect();
            if !yours.is_empty() {
                out.suggestions.push(Suggestion {
                    text: "One of your people in the town (your choice) is imprisoned.".into(),
                    changes: vec![],
                    pick: Some(super::effects::Pick::Persons {
                        count: 1,
                        from: yours,
                        change: super::effects::PickChange::Capture,
                    }),
                    roll: None,
                });
            }
            out.notes
                .push(format!("{town} delays: the Royal Party stays."));
        }
        _ => {}
    }
    out.roll = Some(outcome);
    Ok(())
}

fn roll_action(
    data: &SherwoodData,
    s: &mut SherwoodState,
    table: TableId,
    r: &RollRequest,
    dice: &mut DieInput<'_>,
    out: &mut Outcome,
) -> Result<(), SherwoodError> {
    match table {
        TableId::Fealty | TableId::KingsMen => {
            return Err(illegal(
                "the Fealty and King's Men Tables are rolled in their own steps",
            ));
        }
        TableId::Flight => {}
        _ => need_step(s, TurnStep::RebelActions)?,
    }
    if let Some(actor) = &r.actor {
        if s.moved.contains(actor) {
            return Err(illegal(format!(
                "{} moved or beamed this turn and can do nothing else",
                name(data, actor)
            )));
        }
        if !s.person(actor).is_some_and(|p| p.active_at(&r.space)) {
            return Err(illegal(format!(
                "{} is not one of your free people at {}",
                name(data, actor),
                r.space
            )));
        }
    }
    let situation = situation_for(data, s, table, r);
    let prep = prepare(data, table, &situation)?;
    let outcome = roll(data, &prep, dice)?;
    if table != TableId::Flight {
        take_action(s, &r.space)?;
    }
    if !matches!(table, TableId::Heal | TableId::Sanctuary | TableId::Flight) {
        for id in situation.present.iter() {
            if let Some(p) = s.person_mut(id) {
                p.sanctuary = None;
            }
        }
    }
    match table {
        TableId::Recruiting if r.gold > 0 => {
            s.tracks
                .shift(Track::Warchest, -i32::try_from(r.gold).unwrap_or(i32::MAX));
        }
        TableId::Raid => {
            if s.orders == RoyalOrders::Patrol {
                s.orders = RoyalOrders::Search;
            }
            if r.phasers && prep.automatic.is_none() {
                s.tracks.shift(Track::Witchcraft, 1);
                out.notes.push("Phasers used: Witchcraft +1.".into());
            }
            let maura = situation.present.iter().any(|id| {
                !situation.injured.contains(id)
                    && data
                        .roster
                        .get(id)
                        .is_some_and(|p| p.has(&Ability::BalladOnRaid))
            });
            let frees = matches!(
                outcome.result,
                Resolved::Paragraph {
                    paragraph: 110..=117
                } | Resolved::Automatic { .. }
            );
            if maura && frees {
                out.suggestions.push(Suggestion {
                    text: "Maura's ballad: if no more than one of yours was hurt or taken, Royal Morale −1.".into(),
                    changes: vec![Change::Track { track: Track::RoyalMorale, delta: -1 }],
                    pick: None,
                    roll: None,
                });
            }
            if prep.automatic.is_some() {
                out.suggestions.push(Suggestion {
                    text: format!("The prisoners at {} go free and join you.", r.space),
                    changes: vec![Change::FreeAllAt {
                        space: r.space.clone(),
                    }],
                    pick: None,
                    roll: None,
                });
            }
        }
        TableId::Heal => {
            let patients: Vec<String> = situation.injured.clone();
            let healed = matches!(&outcome.result, Resolved::Named { named, .. } if named == "Healed")
                || prep.automatic.is_some();
            if r.medical_kit {
                s.tracks.shift(Track::Witchcraft, 1);
            }
            if healed && !patients.is_empty() {
                let count = if r.medical_kit {
                    3
                } else {
                    usize::from(r.patients.max(1))
                };
                out.suggestions.push(Suggestion {
                    text: "Choose who is healed.".into(),
                    changes: vec![],
                    pick: Some(super::effects::Pick::Persons {
                        count,
                        from: patients,
                        change: super::effects::PickChange::Injure,
                    }),
                    roll: None,
                });
            }
        }
        TableId::Sanctuary if prep.automatic.is_some() => {
            out.suggestions.extend(suggest(
                data,
                s,
                &r.space,
                &Resolved::Paragraph { paragraph: 304 },
                None,
            ));
        }
        _ => {}
    }
    if let Some(f) = outcome.follow_up.as_ref().and_then(|f| f.gold) {
        s.tracks.shift(Track::Warchest, i32::from(f));
        out.notes
            .push(format!("G half: +{f} gold to the Warchest."));
    }
    let target = match &r.target {
        Some(Target::Person(id)) => Some(id.as_str()),
        _ => None,
    };
    out.suggestions
        .extend(suggest(data, s, &r.space, &outcome.result, target));
    if let (Some(Target::KingsMenSquad), Resolved::Code { code, .. }) = (&r.target, &outcome.result)
        && code.starts_with('R')
    {
        let squad = s
            .squads
            .iter()
            .find(|q| !q.recruited && q.location.is(&r.space))
            .map(|q| q.name.clone());
        if let Some(q) = squad {
            out.suggestions.push(Suggestion {
                text: format!("The {q} squad joins you."),
                changes: vec![Change::RecruitSquad { squad: q }],
                pick: None,
                roll: None,
            });
        }
    }
    if let Resolved::Paragraph { paragraph } = outcome.result {
        out.paragraph = Some(paragraph);
    }
    out.roll = Some(outcome);
    Ok(())
}
