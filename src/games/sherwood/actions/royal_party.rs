//! Royal Party Movement & Fealty (section 13), and the end of the turn.

use super::{
    Done, Outcome, RollRequest, SherwoodError, name, need_step, push_tasks, situation_for,
};
use crate::engine::dice::DieInput;
use crate::games::sherwood::data::SherwoodData;
use crate::games::sherwood::effects::{Change, Pick, PickChange, Suggestion, apply_change};
use crate::games::sherwood::pending::Task;
use crate::games::sherwood::person_id::PersonId;
use crate::games::sherwood::persons::PersonKind;
use crate::games::sherwood::prepare::{Preparation, prepare};
use crate::games::sherwood::refusal::Refusal;
use crate::games::sherwood::roll::{Resolved, roll};
use crate::games::sherwood::space_id::SpaceId;
use crate::games::sherwood::state::{
    FIRST_TOWN, Fealty, LAST_TOWN, Location, PALACE, SherwoodState, Side, Track, TurnStep,
};
use crate::games::sherwood::tables::TableId;

/// The road's towns in order as far as the rulebook gives it: Farnosh Bridge, then
/// Randisfarne; the middle three in the order the player's map shows (this is the order
/// proposed); Klamath Town last.
pub const ROAD: [&str; 6] = [
    FIRST_TOWN,
    "Randisfarne",
    "Port Ferkin",
    "Winklesea",
    "Trott",
    LAST_TOWN,
];

/// The town the Royal Party heads for next, as the app proposes it.
pub fn next_town(s: &SherwoodState) -> Option<SpaceId> {
    if s.royal_party.location.is(PALACE) {
        return Some(SpaceId::new(FIRST_TOWN));
    }
    let open = |t: &str| {
        s.town(t).is_some_and(|x| x.fealty == Fealty::Unsworn)
            && !s.royal_party.visited.iter().any(|v| v == t)
    };
    ROAD.iter()
        .copied()
        .filter(|t| check_route(s, t).is_ok())
        .find(|t| open(t))
        .or_else(|| {
            s.towns
                .iter()
                .map(|t| t.name.as_str())
                .find(|t| open(t) && check_route(s, t).is_ok())
        })
        .map(SpaceId::new)
}

pub fn check_route(s: &SherwoodState, town: &str) -> Result<(), Refusal> {
    let town = SpaceId::new(town);
    let t = s.town(&town).ok_or_else(|| {
        Refusal::Route(Box::new(crate::words!(
            "swr-route-not-a-town",
            town = town.to_string()
        )))
    })?;
    if t.fealty != Fealty::Unsworn {
        return Err(Refusal::Route(Box::new(crate::words!(
            "swr-route-town-decided",
            town = town.to_string()
        ))));
    }
    // Randisfarne comes next on the road, unless it has already sworn or risen.
    let randisfarne_open = s
        .town("Randisfarne")
        .is_some_and(|t| t.fealty == Fealty::Unsworn);
    if s.royal_party.visited.len() == 1 && randisfarne_open && town != "Randisfarne" {
        return Err(Refusal::Route(Box::new(crate::words!(
            "swr-route-randisfarne-next"
        ))));
    }
    let others_open = s
        .towns
        .iter()
        .filter(|x| x.fealty == Fealty::Unsworn && x.name != LAST_TOWN)
        .count();
    if town == LAST_TOWN && others_open > 0 {
        return Err(Refusal::Route(Box::new(crate::words!(
            "swr-route-klamath-last"
        ))));
    }
    Ok(())
}

pub(crate) fn can_move(s: &SherwoodState) -> Result<(), Refusal> {
    if s.royal_party.held {
        return Err(Refusal::PartyHeld);
    }
    if s.party_done {
        return Err(Refusal::PartyDone);
    }
    Ok(())
}

pub(super) fn moves(
    data: &SherwoodData,
    s: &mut SherwoodState,
    into: Option<&SpaceId>,
    dice: &mut DieInput<'_>,
    out: &mut Outcome,
) -> Done {
    need_step(s, TurnStep::RoyalParty)?;
    can_move(s)?;
    let first = s.royal_party.location.is(PALACE);
    let town = match (first, into) {
        (true, None) => Some(SpaceId::new(FIRST_TOWN)),
        (true, Some(t)) if *t == FIRST_TOWN => Some(SpaceId::new(FIRST_TOWN)),
        (true, Some(_)) => {
            return Err(Refusal::Route(Box::new(crate::words!("swr-route-first-move"))).into());
        }
        (false, into) => into.map(|t| s.town(t).map_or_else(|| t.clone(), |x| x.name.clone())),
    };
    match town {
        None => {
            s.royal_party.location =
                Location::Space(SpaceId::new(crate::games::sherwood::board::THE_ROAD));
            out.notes.push(crate::words!("swr-note-party-road"));
            s.party_done = true;
        }
        // The first move always goes to Farnosh Bridge, even where the player's correction
        // has it sworn (no roll then) or risen (rolled as a town held) already: otherwise
        // nothing would end the turn.
        Some(t) if first && s.town(&t).is_some_and(|x| x.fealty == Fealty::Sworn) => {
            s.royal_party.location = Location::Space(t.clone());
            s.royal_party.visited.push(t.clone());
            s.party_done = true;
            out.notes.push(crate::words!(
                "swr-note-sworn-already",
                town = t.to_string()
            ));
        }
        Some(t) => {
            if !first {
                check_route(s, &t)?;
            }
            s.royal_party.location = Location::Space(t.clone());
            s.royal_party.visited.push(t.clone());
            fealty(data, s, &t, dice, out)?;
        }
    }
    Ok(())
}

pub(super) fn fealty_again(
    data: &SherwoodData,
    s: &mut SherwoodState,
    dice: &mut DieInput<'_>,
    out: &mut Outcome,
) -> Done {
    need_step(s, TurnStep::RoyalParty)?;
    if !s.royal_party.held {
        return Err(Refusal::PartyNotHeld.into());
    }
    if s.party_done {
        return Err(Refusal::PartyDone.into());
    }
    let t = s
        .royal_party
        .location
        .space_id()
        .cloned()
        .ok_or_else(|| Refusal::NotOnTheMap(Box::new(PersonKind::RoyalParty.label())))?;
    fealty(data, s, &t, dice, out)
}

fn fealty(
    data: &SherwoodData,
    s: &mut SherwoodState,
    town: &str,
    dice: &mut DieInput<'_>,
    out: &mut Outcome,
) -> Done {
    let group: Vec<PersonId> = s.yours_at(town).iter().map(|p| p.id.clone()).collect();
    let prep = fealty_preview(data, s, town)?;
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
                    town: SpaceId::new(town),
                    fealty: Fealty::Sworn,
                },
            )?;
            s.royal_party.held = false;
            let here = SpaceId::new(town);
            let mayors: Vec<PersonId> = data
                .roster
                .persons
                .iter()
                .filter(|p| p.home.as_ref().is_some_and(|h| here == *h))
                .filter(|p| {
                    s.person(&p.id).is_some_and(|x| {
                        x.side == Side::Free && !x.imprisoned && x.location.is(town)
                    })
                })
                .map(|p| p.id.clone())
                .collect();
            for m in mayors {
                apply_change(data, s, &Change::SetAside { person: m.clone() })?;
                out.notes.push(crate::words!(
                    "swr-note-leaves-map",
                    person = name(data, &m)
                ));
            }
            out.notes
                .push(crate::words!("swr-note-swears", town = town));
        }
        "Open Rebellion" if s.archon_all_free(data) => {
            apply_change(
                data,
                s,
                &Change::Fealty {
                    town: SpaceId::new(town),
                    fealty: Fealty::OpenRebellion,
                },
            )?;
            s.royal_party.held = true;
            out.notes.push(crate::words!("swr-note-rises", town = town));
        }
        "Open Rebellion" | "Defy" => {
            if named == "Open Rebellion" {
                out.notes.push(crate::words!("swr-note-rebellion-as-defy"));
            }
            s.royal_party.held = true;
            s.tracks.shift(Track::RoyalMorale, -1);
            out.notes
                .push(crate::words!("swr-note-defies", town = town));
        }
        "Delay" => {
            s.royal_party.held = true;
            if !group.is_empty() {
                push_tasks(
                    s,
                    [Task::Confirm {
                        suggestion: Suggestion {
                            pick: Some(Pick::Persons {
                                count: 1,
                                from: group,
                                change: PickChange::Capture,
                            }),
                            ..Suggestion::new(crate::words!("swr-result-delay-imprisoned"), vec![])
                        },
                    }],
                );
            }
            out.notes
                .push(crate::words!("swr-note-delays", town = town));
        }
        _ => {}
    }
    out.roll = Some(outcome);
    Ok(())
}

/// The Fealty Table roll in `town` as things stand: its modifiers and odds before the die.
pub fn fealty_preview(
    data: &SherwoodData,
    s: &SherwoodState,
    town: &str,
) -> Result<Preparation, SherwoodError> {
    let req = RollRequest {
        space: SpaceId::new(town),
        ..RollRequest::default()
    };
    // Everyone of yours in the town counts, whether they moved there this turn or not.
    let group: Vec<PersonId> = s.yours_at(town).iter().map(|p| p.id.clone()).collect();
    let situation = situation_for(data, s, &req, &group);
    Ok(prepare(data, TableId::Fealty, &situation)?)
}

pub(super) fn end_turn(data: &SherwoodData, s: &mut SherwoodState, out: &mut Outcome) -> Done {
    need_step(s, TurnStep::RoyalParty)?;
    if !s.party_done {
        return Err(Refusal::PartyNotDone.into());
    }
    s.party_done = false;
    s.turn += 1;
    s.step = TurnStep::RebelActions;
    s.acted.clear();
    s.moved.clear();
    s.took_part.clear();
    s.beamed_to.clear();
    s.beamed = None;
    s.free_supply.clear();
    s.expenses_paid = false;
    s.squads_rolled.clear();
    let turn = s.turn;
    for p in s.persons.iter_mut() {
        if p.sanctuary
            .and_then(|x| x.until_turn)
            .is_some_and(|u| u < turn)
        {
            p.sanctuary = None;
            out.notes.push(crate::words!(
                "swr-note-sanctuary-over",
                person = name(data, &p.id)
            ));
        }
    }
    Ok(())
}
