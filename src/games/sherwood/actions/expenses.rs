//! Rebel Expenses (section 11): one gold per occupied space; supplies from the Enterprise
//! or starving only when the Warchest is short.

use super::{Done, Outcome, name, need_step};
use crate::engine::words::Words;
use crate::games::sherwood::data::SherwoodData;
use crate::games::sherwood::effects::{Change, apply_change};
use crate::games::sherwood::person_id::PersonId;
use crate::games::sherwood::persons::PersonKind;
use crate::games::sherwood::refusal::Refusal;
use crate::games::sherwood::state::{SherwoodState, Track, TurnStep};

/// Gold due this turn: one per space with your free people, but those paid for otherwise.
pub fn due(s: &SherwoodState) -> u8 {
    let n = s
        .occupied_spaces()
        .iter()
        .filter(|sp| !s.free_supply.contains(sp))
        .count();
    u8::try_from(n).unwrap_or(u8::MAX)
}

/// Supplies and starving are for a Warchest that cannot pay.
pub(crate) fn short(s: &SherwoodState) -> Result<(), Refusal> {
    let (due, have) = (due(s), s.tracks.warchest);
    if s.expenses_paid {
        return Err(Refusal::ExpensesPaid);
    }
    if due <= have {
        return Err(Refusal::GoldNotShort { due, have });
    }
    Ok(())
}

pub(super) fn pay(s: &mut SherwoodState, out: &mut Outcome) -> Done {
    need_step(s, TurnStep::Expenses)?;
    if s.expenses_paid {
        return Err(Refusal::ExpensesPaid.into());
    }
    let due = due(s);
    if s.tracks.warchest < due {
        return Err(Refusal::NotEnoughGold {
            need: u32::from(due),
            have: s.tracks.warchest,
        }
        .into());
    }
    s.tracks.shift(Track::Warchest, -i32::from(due));
    s.expenses_paid = true;
    out.notes.push(if due == 0 {
        crate::words!("swr-expenses-nothing")
    } else {
        crate::words!("swr-expenses-paid", due = due)
    });
    Ok(())
}

pub(super) fn beam_supplies(s: &mut SherwoodState, out: &mut Outcome) -> Done {
    need_step(s, TurnStep::Expenses)?;
    short(s)?;
    s.tracks.shift(Track::Warchest, 4);
    s.tracks.shift(Track::Witchcraft, 1);
    out.notes.push(crate::words!("swr-expenses-beamed"));
    Ok(())
}

pub(super) fn starve(
    data: &SherwoodData,
    s: &mut SherwoodState,
    person: &str,
    out: &mut Outcome,
) -> Done {
    need_step(s, TurnStep::Expenses)?;
    short(s)?;
    let p = super::yours(data, s, person)?;
    let space = p
        .location
        .space_id()
        .cloned()
        .ok_or_else(|| Refusal::NotOnTheMap(Box::new(Words::from(name(data, person)))))?;
    if s.free_supply.contains(&space) {
        return Err(Refusal::Route(Box::new(crate::words!(
            "swr-expenses-free-supply",
            space = space.to_string()
        )))
        .into());
    }
    let stack: Vec<PersonId> = s.yours_at(&space).iter().map(|p| p.id.clone()).collect();
    let is_crew = |id: &str| s.kind(data, id).is_some_and(PersonKind::is_federation);
    let only_crew = stack.iter().all(|id| is_crew(id));
    let crew = is_crew(person);
    if crew && !only_crew {
        return Err(Refusal::StarveCrewFirst.into());
    }
    if crew && p.injured {
        return Err(Refusal::StarveInjured(name(data, person)).into());
    }
    let change = if crew {
        Change::Injure {
            person: person.into(),
        }
    } else {
        Change::Leave {
            person: person.into(),
        }
    };
    out.notes.extend(apply_change(data, s, &change)?);
    s.free_supply.push(space.clone());
    out.notes.insert(
        0,
        if crew {
            crate::words!(
                "swr-expenses-hungry-injured",
                person = name(data, person),
                space = space.to_string()
            )
        } else {
            crate::words!(
                "swr-expenses-hungry-leaves",
                person = name(data, person),
                space = space.to_string()
            )
        },
    );
    Ok(())
}

pub(super) fn end(s: &mut SherwoodState, out: &mut Outcome) -> Done {
    need_step(s, TurnStep::Expenses)?;
    let due = due(s);
    if !s.expenses_paid && due > 0 {
        return Err(Refusal::ExpensesDue(due).into());
    }
    s.step = TurnStep::KingsMen;
    out.notes.push(crate::words!("swr-expenses-then-squads"));
    Ok(())
}
