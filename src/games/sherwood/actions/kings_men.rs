//! King's Men Actions (section 12): a roll for each squad near your people, on the column
//! of the Royal Orders (or Patrol, with Iohannes there).

use super::{Done, Outcome, SherwoodError, need_step, push_tasks};
use crate::engine::dice::DieInput;
use crate::engine::words::Words;
use crate::games::sherwood::codes::{CodePart, ResultCode};
use crate::games::sherwood::data::SherwoodData;
use crate::games::sherwood::effects::{Pick, Suggestion};
use crate::games::sherwood::pending::Task;
use crate::games::sherwood::person_id::PersonId;
use crate::games::sherwood::prepare::{Preparation, prepare};
use crate::games::sherwood::refusal::Refusal;
use crate::games::sherwood::results::{self, Context};
use crate::games::sherwood::roll::{Resolved, RollOutcome, roll as roll_die};
use crate::games::sherwood::situation::Situation;
use crate::games::sherwood::space_id::{SpaceId, SquadId};
use crate::games::sherwood::state::{SherwoodState, TurnStep};
use crate::games::sherwood::tables::TableId;

pub(super) fn roll(
    data: &SherwoodData,
    s: &mut SherwoodState,
    squad: &str,
    dice: &mut DieInput<'_>,
    out: &mut Outcome,
) -> Done {
    need_step(s, TurnStep::KingsMen)?;
    let sq = s
        .squads
        .iter()
        .find(|q| q.name == squad)
        .ok_or_else(|| Refusal::NoSuchSquad(squad.to_string()))?;
    let name = sq.name.clone();
    if sq.recruited {
        return Err(Refusal::SquadRecruited(name.to_string()).into());
    }
    if s.squads_rolled.contains(&name) {
        return Err(Refusal::SquadRolled(name.to_string()).into());
    }
    let at = sq
        .location
        .space_id()
        .cloned()
        .ok_or_else(|| Refusal::NotOnTheMap(Box::new(Words::from(name.to_string()))))?;
    let prep = squad_roll(data, s, &at)?;
    let outcome = roll_die(data, &prep, dice)?;
    s.squads_rolled.push(name.clone());
    let request = super::RollRequest {
        space: at,
        ..Default::default()
    };
    if super::keep_if_unknown(
        data,
        s,
        &outcome,
        prep.row,
        &request,
        Some(name.clone()),
        &[],
        out,
    ) {
        out.roll = Some(outcome);
        return Ok(());
    }
    after_result(data, s, &name, &outcome, dice, out);
    out.roll = Some(outcome);
    Ok(())
}

/// The King's Men Table roll of a squad standing at `at`: the Royal Orders' column, or
/// Patrol where one of yours with that gift is there (only your own people lend an
/// ability; the injured lend none).
fn squad_roll(
    data: &SherwoodData,
    s: &SherwoodState,
    at: &str,
) -> Result<Preparation, SherwoodError> {
    let situation = Situation {
        royal_orders: s.orders,
        present: s.yours_at(at).iter().map(|p| p.id.clone()).collect(),
        injured: s
            .yours_at(at)
            .iter()
            .filter(|p| p.injured)
            .map(|p| p.id.clone())
            .collect(),
        ..Situation::default()
    };
    Ok(prepare(data, TableId::KingsMen, &situation)?)
}

/// The squads that must still roll this turn for all the app can tell: not recruited, not
/// rolled yet, and standing in a space with people of yours. Section 12.2 makes every squad
/// within three spaces of your people roll; distance is on the player's map, but a squad in
/// the very space of one of yours is within it for sure. Each with the space it stands in.
pub fn squads_that_must_roll(s: &SherwoodState) -> Vec<(SquadId, SpaceId)> {
    s.squads
        .iter()
        .filter(|q| !q.recruited && !s.squads_rolled.contains(&q.name))
        .filter_map(|q| {
            let at = q.location.space_id()?;
            (!s.yours_at(at).is_empty()).then(|| (q.name.clone(), at.clone()))
        })
        .collect()
}

/// The roll a squad would make now: its column and odds before the die is cast.
pub fn squad_preview(
    data: &SherwoodData,
    s: &SherwoodState,
    squad: &str,
) -> Result<Preparation, SherwoodError> {
    let sq = s
        .squads
        .iter()
        .find(|q| q.name == squad)
        .ok_or_else(|| Refusal::NoSuchSquad(squad.to_string()))?;
    let at = sq
        .location
        .space()
        .ok_or_else(|| Refusal::NotOnTheMap(Box::new(Words::from(sq.name.to_string()))))?;
    squad_roll(data, s, at)
}

/// A squad's result: MN moves it; the other parts of the cell, read as Recruiting codes
/// (C, I, F …), touch your people in its space who are not in sanctuary (D-22), in the order
/// the cell prints them ("MN,1I": the squad's move is asked for first). A part that only
/// the player's own legend explains is asked for as what it does to the tracks.
pub(super) fn after_result(
    data: &SherwoodData,
    s: &mut SherwoodState,
    squad: &SquadId,
    outcome: &RollOutcome,
    dice: &mut DieInput<'_>,
    out: &mut Outcome,
) {
    let Resolved::Code { code, .. } = &outcome.result else {
        return;
    };
    let Some(at) = s
        .squads
        .iter()
        .find(|q| q.name == *squad)
        .and_then(|q| q.location.space_id().cloned())
    else {
        return;
    };
    let crate::games::sherwood::codes::SquadParts {
        moves,
        moves_first,
        rest,
    } = crate::games::sherwood::codes::squad_parts(code);
    let mut tasks: Vec<Task> = Vec::new();
    if !rest.is_empty() {
        match ResultCode::parse(&rest) {
            Ok(parsed) => {
                let group: Vec<PersonId> = s
                    .yours_at(&at)
                    .iter()
                    .filter(|p| p.sanctuary.is_none())
                    .map(|p| p.id.clone())
                    .collect();
                let touches = parsed
                    .parts
                    .iter()
                    .any(|p| matches!(p, CodePart::Harm { .. } | CodePart::Flee));
                if group.is_empty() && touches {
                    out.notes.push(if s.yours_at(&at).is_empty() {
                        crate::words!("swr-squad-nobody-there", space = at.to_string())
                    } else {
                        crate::words!("swr-squad-all-in-sanctuary", space = at.to_string())
                    });
                }
                let ctx = Context::of(&at, group);
                let result = Resolved::Code {
                    meaning: parsed.meaning(),
                    code: rest.clone(),
                };
                tasks.extend(results::tasks_for(data, s, &ctx, &result, dice));
                if parsed.has(&CodePart::HalfDieGold) {
                    tasks.push(Task::GoldDie { halve: true });
                }
            }
            Err(_) => tasks.push(results::legend_task(&rest)),
        }
    }
    if moves {
        let task = Task::Confirm {
            suggestion: Suggestion {
                pick: Some(Pick::SquadDestination {
                    squad: squad.clone(),
                }),
                ..Suggestion::new(
                    crate::words!("swr-squad-moves-where", squad = squad.to_string()),
                    vec![],
                )
            },
        };
        if moves_first {
            tasks.insert(0, task);
        } else {
            tasks.push(task);
        }
    }
    push_tasks(s, tasks);
}
