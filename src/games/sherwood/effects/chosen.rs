//! A suggestion and the player's choice turned into the concrete changes they make, or a
//! refusal that says what is missing.

use crate::games::sherwood::change::{Change, Choice, LEGEND_SHIFTS, Pick, PickChange, Suggestion};
use crate::games::sherwood::person_id::PersonId;
use crate::games::sherwood::space_id::SpaceId;
use crate::games::sherwood::state::{Colour, Location};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ChoiceError {
    #[error("{}", crate::words!("swr-choice-count", n = *.0))]
    Count(usize),
    #[error("{}", crate::words!("swr-choice-not-offered", choice = .0.as_str()))]
    NotOffered(String),
    #[error("{}", crate::words!("swr-choice-squad"))]
    NoSquad,
    #[error("{}", crate::words!("swr-choice-where"))]
    NoDestination,
    #[error("{}", crate::words!("swr-choice-names"))]
    Names,
    #[error("{}", crate::words!("swr-choice-prison"))]
    NoPrison,
    #[error("{}", crate::words!("swr-choice-track-twice", track = .0.as_str()))]
    TrackTwice(String),
}

/// The concrete changes a confirmed suggestion makes, given the player's choice.
/// Destinations come back as typed; the caller resolves them to places.
pub fn changes_for(s: &Suggestion, choice: &Choice) -> Result<Vec<Change>, ChoiceError> {
    let mut first: Vec<Change> = Vec::new();
    let mut then: Vec<Change> = Vec::new();
    match &s.pick {
        None => {}
        Some(Pick::Persons {
            count,
            from,
            change,
        }) => picked_persons(*count, from, change, choice, &mut then)?,
        Some(Pick::Squad { from, to }) => {
            let q = choice.squad.clone().ok_or(ChoiceError::NoSquad)?;
            if !from.contains(&q) {
                return Err(ChoiceError::NotOffered(q.to_string()));
            }
            then.push(Change::MoveSquad {
                squad: q,
                to: Location::Space(to.clone()),
            });
        }
        Some(Pick::SquadDestination { squad }) => {
            let to = choice.to.clone().ok_or(ChoiceError::NoDestination)?;
            then.push(Change::MoveSquad {
                squad: squad.clone(),
                to: Location::Space(to),
            });
        }
        Some(Pick::Destination { group }) => {
            let to = choice.to.clone().ok_or(ChoiceError::NoDestination)?;
            for id in group {
                then.push(Change::Move {
                    person: id.clone(),
                    to: Location::Space(to.clone()),
                });
            }
        }
        Some(Pick::FreeOne {
            space,
            known,
            unseen,
        }) => free_one(space, known, unseen, choice, &mut first, &mut then)?,
        Some(Pick::Legend { .. }) => legend_tracks(choice, &mut then)?,
        Some(Pick::Identify {
            space,
            slots,
            archon,
            neutral,
        }) => identified(space, slots, archon, neutral, choice, &mut first)?,
    }
    let mut all: Vec<Change> = first;
    all.extend(s.changes.iter().cloned());
    all.extend(then);
    if s.prison.is_some() {
        set_prison(s, choice, &mut all)?;
    }
    Ok(all)
}

fn picked_persons(
    count: usize,
    from: &[PersonId],
    change: &PickChange,
    choice: &Choice,
    then: &mut Vec<Change>,
) -> Result<(), ChoiceError> {
    let need = count.min(from.len());
    let mut chosen: Vec<&PersonId> = Vec::new();
    for p in &choice.persons {
        if !from.contains(p) {
            return Err(ChoiceError::NotOffered(p.to_string()));
        }
        if !chosen.contains(&p) {
            chosen.push(p);
        }
    }
    if chosen.len() != need {
        return Err(ChoiceError::Count(need));
    }
    for id in from {
        let picked = chosen.contains(&id);
        let person = id.clone();
        match change {
            PickChange::Injure if picked => then.push(Change::Injure { person }),
            PickChange::Heal if picked => then.push(Change::Heal { person }),
            PickChange::Recruit if picked => then.push(Change::Recruit { person }),
            PickChange::Free if picked => then.push(Change::Free { person }),
            PickChange::Capture if picked => then.push(Change::Capture {
                person,
                prison: None,
            }),
            PickChange::KeepFree if !picked => then.push(Change::Capture {
                person,
                prison: None,
            }),
            _ => {}
        }
    }
    Ok(())
}

fn free_one(
    space: &SpaceId,
    known: &[PersonId],
    unseen: &[PersonId],
    choice: &Choice,
    first: &mut Vec<Change>,
    then: &mut Vec<Change>,
) -> Result<(), ChoiceError> {
    let [who] = choice.persons.as_slice() else {
        return Err(ChoiceError::Count(1));
    };
    if unseen.contains(who) {
        first.push(Change::Identify {
            space: space.clone(),
            person: who.clone(),
        });
    } else if !known.contains(who) {
        return Err(ChoiceError::NotOffered(who.to_string()));
    }
    then.push(Change::Free {
        person: who.clone(),
    });
    Ok(())
}

fn legend_tracks(choice: &Choice, then: &mut Vec<Change>) -> Result<(), ChoiceError> {
    for (i, (track, delta)) in choice.tracks.iter().enumerate() {
        if !LEGEND_SHIFTS.contains(&(*track, *delta)) {
            return Err(ChoiceError::NotOffered(format!(
                "{} {delta:+}",
                track.label()
            )));
        }
        if choice
            .tracks
            .get(..i)
            .is_some_and(|b| b.iter().any(|(t, _)| t == track))
        {
            return Err(ChoiceError::TrackTwice(track.label().to_string()));
        }
        then.push(Change::Track {
            track: *track,
            delta: *delta,
        });
    }
    Ok(())
}

fn identified(
    space: &SpaceId,
    slots: &[Option<Colour>],
    archon: &[PersonId],
    neutral: &[PersonId],
    choice: &Choice,
    first: &mut Vec<Change>,
) -> Result<(), ChoiceError> {
    if choice.persons.len() != slots.len() {
        return Err(ChoiceError::Names);
    }
    for (i, (who, colour)) in choice.persons.iter().zip(slots).enumerate() {
        let fits = match colour {
            Some(Colour::Archon) => archon.contains(who),
            Some(Colour::Neutral) => neutral.contains(who),
            None => archon.contains(who) || neutral.contains(who),
        };
        if !fits || choice.persons.get(..i).is_some_and(|b| b.contains(who)) {
            return Err(ChoiceError::Names);
        }
        first.push(Change::Identify {
            space: space.clone(),
            person: who.clone(),
        });
    }
    Ok(())
}

/// The prison the player chose, for the captures that name none.
fn set_prison(s: &Suggestion, choice: &Choice, all: &mut [Change]) -> Result<(), ChoiceError> {
    let needs = all
        .iter()
        .any(|c| matches!(c, Change::Capture { prison: None, .. }));
    if needs && let Some(p) = &choice.prison {
        if !s.prison.iter().flatten().any(|x| x == p) {
            return Err(ChoiceError::NotOffered(p.to_string()));
        }
        for c in all.iter_mut() {
            if let Change::Capture { prison, .. } = c
                && prison.is_none()
            {
                *prison = Some(p.clone());
            }
        }
    }
    Ok(())
}
