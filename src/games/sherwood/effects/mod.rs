//! Concrete changes to the game (each one logged and undoable), and the suggestions the
//! app derives from a result: what the rules say happens, with the player's choices left
//! to the player.

mod chosen;
mod describe;

pub use chosen::{ChoiceError, changes_for};
pub use describe::describe_all;

pub use super::change::{Change, Choice, LEGEND_SHIFTS, Pick, PickChange, Suggestion};
use super::data::SherwoodData;
use super::person_id::PersonId;
use super::persons::{Ability, PersonKind};
use super::situation::RoyalOrders;
use super::space_id::{SpaceId, SquadId};
use super::spaces::SpaceKind;
use super::state::{
    Colour, Fealty, HiddenPrisoner, Location, Sanctuary, SherwoodState, Side, Track,
};
use crate::engine::words::Words;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ChangeError {
    #[error("{}", crate::words!("swr-change-no-person", id = .0.as_str()))]
    NoPerson(String),
    #[error("{}", crate::words!("swr-change-no-squad", name = .0.as_str()))]
    NoSquad(String),
    #[error("{}", crate::words!("swr-change-no-town", name = .0.as_str()))]
    NoTown(String),
    #[error("{}", crate::words!("swr-change-not-a-prison", place = .0.as_str()))]
    NotAPrison(String),
    #[error("{}", crate::words!("swr-change-prison-needed", place = .0.as_str()))]
    PrisonNeeded(String),
    #[error("{}", crate::words!("swr-change-hidden-first", place = .0.as_str()))]
    HiddenPrisoners(String),
    #[error("{0}")]
    Refused(Box<Words>),
}

fn refused(t: impl Into<Words>) -> ChangeError {
    ChangeError::Refused(Box::new(t.into()))
}

fn order_rank(o: RoyalOrders) -> u8 {
    match o {
        RoyalOrders::Patrol => 0,
        RoyalOrders::Search => 1,
        RoyalOrders::Seize => 2,
    }
}

fn name(data: &SherwoodData, id: &str) -> String {
    data.roster
        .get(id)
        .map_or_else(|| id.to_string(), |p| p.name.clone())
}

fn person_exists(s: &SherwoodState, id: &str) -> Result<(), ChangeError> {
    s.person(id)
        .map(|_| ())
        .ok_or_else(|| ChangeError::NoPerson(id.to_string()))
}

/// Where a captured person goes: the named prison, or where they stand if that is a town,
/// castle or the Royal Palace.
fn prison_for(
    data: &SherwoodData,
    s: &SherwoodState,
    person: &str,
    prison: Option<&SpaceId>,
) -> Result<SpaceId, ChangeError> {
    let here = s
        .person(person)
        .and_then(|p| p.location.space_id().cloned());
    let is_prison = |space: &str, palace_ok: bool| {
        matches!(
            s.space_kind(data, space),
            Some(SpaceKind::Town | SpaceKind::Castle)
        ) || (palace_ok && s.space_kind(data, space) == Some(SpaceKind::RoyalPalace))
    };
    match prison {
        Some(p) => {
            let standing_in = here.as_ref().is_some_and(|h| h == p);
            if is_prison(p, standing_in) {
                Ok(s.space_names(data)
                    .into_iter()
                    .find(|n| n == p)
                    .unwrap_or_else(|| p.clone()))
            } else {
                Err(ChangeError::NotAPrison(p.to_string()))
            }
        }
        None => match here {
            Some(h) if is_prison(&h, true) => Ok(h),
            Some(h) => Err(ChangeError::PrisonNeeded(h.to_string())),
            None => Err(refused(crate::words!(
                "swr-change-not-on-planet",
                person = name(data, person)
            ))),
        },
    }
}

/// Applies one change. Recruiting applies the person's on-recruit abilities too.
/// Where a correction puts someone: a place of the map or one named in play, or a kind of
/// space ("bridge", "forest") for a new place, named as a move names it ("Bridge or ford 1").
fn on_the_map(
    data: &SherwoodData,
    s: &mut SherwoodState,
    to: &Location,
) -> Result<Location, ChangeError> {
    let Location::Space(space) = to else {
        return Ok(to.clone());
    };
    if s.space_kind(data, space).is_some() {
        return Ok(to.clone());
    }
    let name = super::places::place(data, s, space).map_err(|_| {
        refused(crate::words!(
            "swr-change-no-space",
            space = space.to_string()
        ))
    })?;
    Ok(Location::Space(name))
}

pub fn apply_change(
    data: &SherwoodData,
    s: &mut SherwoodState,
    change: &Change,
) -> Result<Vec<Words>, ChangeError> {
    let mut notes = Vec::new();
    match change {
        Change::Track { track, delta } => {
            s.tracks.shift(*track, *delta);
        }
        Change::Injure { person } | Change::Heal { person } => {
            person_exists(s, person)?;
            if let Some(p) = s.person_mut(person) {
                p.injured = matches!(change, Change::Injure { .. });
            }
        }
        Change::Capture { person, prison } => capture(data, s, person, prison.as_ref())?,
        Change::Free { person } => free(data, s, person)?,
        Change::FreeAllAt { space } => free_all_at(s, space, &mut notes)?,
        Change::Recruit { person } => recruit(data, s, person, &mut notes)?,
        Change::Leave { person } => leave(data, s, person, &mut notes)?,
        Change::Move { person, to } => move_person(data, s, person, to)?,
        Change::Horse { person, has } => {
            person_exists(s, person)?;
            if let Some(p) = s.person_mut(person) {
                p.horse = *has;
            }
        }
        Change::Sanctuary {
            person,
            until_turn,
            granted,
        } => sanctuary(s, person, *until_turn, *granted)?,
        Change::MoveSquad { squad, to } => move_squad(data, s, squad, to)?,
        Change::RecruitSquad { squad } => {
            let sq = s
                .squads
                .iter_mut()
                .find(|q| q.name == *squad)
                .ok_or_else(|| ChangeError::NoSquad(squad.to_string()))?;
            sq.recruited = true;
        }
        Change::Orders { orders } => {
            if order_rank(*orders) < order_rank(s.orders) {
                return Err(refused(crate::words!("swr-change-orders-escalate")));
            }
            s.orders = *orders;
        }
        Change::Fealty { town, fealty } => swear_fealty(s, town, fealty)?,
        Change::SetAside { person } => set_aside(s, person)?,
        Change::FreeSupply { space } => s.free_supply.push(space.clone()),
        Change::Release { person } => release(data, s, person, &mut notes)?,
        Change::Identify { space, person } => identify(data, s, space, person)?,
        Change::PlaceNeutral { person, space } => place_neutral(data, s, person, space)?,
        Change::RecordPrisoners {
            space,
            archon,
            neutral,
            unknown,
        } => record_prisoners(data, s, space, *archon, *neutral, *unknown)?,
    }
    Ok(notes)
}

fn capture(
    data: &SherwoodData,
    s: &mut SherwoodState,
    person: &PersonId,
    prison: Option<&SpaceId>,
) -> Result<(), ChangeError> {
    person_exists(s, person)?;
    // An Archon crewmember not yet seen is a prisoner already, under a counter.
    if s.person(person)
        .is_some_and(|p| p.location == Location::Unseen)
    {
        return Err(refused(crate::words!(
            "swr-change-lies-unseen",
            person = name(data, person)
        )));
    }
    let place = prison_for(data, s, person, prison)?;
    if let Some(p) = s.person_mut(person) {
        p.imprisoned = true;
        p.sanctuary = None;
        p.horse = false;
        p.location = Location::Space(place);
    }
    Ok(())
}

fn free(data: &SherwoodData, s: &mut SherwoodState, person: &PersonId) -> Result<(), ChangeError> {
    person_exists(s, person)?;
    if let Some(p) = s.person_mut(person) {
        if !p.imprisoned || p.location == Location::Unseen {
            return Err(refused(crate::words!(
                "swr-change-not-seen-prisoner",
                person = name(data, person)
            )));
        }
        p.imprisoned = false;
        p.side = Side::Controlled;
    }
    Ok(())
}

fn free_all_at(
    s: &mut SherwoodState,
    space: &SpaceId,
    notes: &mut Vec<Words>,
) -> Result<(), ChangeError> {
    if !s.hidden_at(space).is_empty() {
        return Err(ChangeError::HiddenPrisoners(space.to_string()));
    }
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
        notes.push(crate::words!(
            "swr-note-no-one-imprisoned",
            space = space.to_string()
        ));
    }
    Ok(())
}

fn leave(
    data: &SherwoodData,
    s: &mut SherwoodState,
    person: &PersonId,
    notes: &mut Vec<Words>,
) -> Result<(), ChangeError> {
    person_exists(s, person)?;
    let kind = s.kind(data, person);
    if kind.is_some_and(PersonKind::is_federation) {
        return Err(refused(crate::words!("swr-change-crew-never-leave")));
    }
    if let Some(p) = s.person_mut(person) {
        p.side = Side::Free;
        p.sanctuary = None;
        p.left_once = true;
        if matches!(kind, Some(PersonKind::Royalist | PersonKind::Cleric)) {
            p.turned_neutral = true;
            notes.push(crate::words!(
                "swr-note-now-neutral",
                person = name(data, person)
            ));
        }
    }
    Ok(())
}

fn move_person(
    data: &SherwoodData,
    s: &mut SherwoodState,
    person: &PersonId,
    to: &Location,
) -> Result<(), ChangeError> {
    person_exists(s, person)?;
    if let Some(p) = s.person(person) {
        if p.imprisoned {
            return Err(refused(crate::words!("swr-change-prisoners-cannot-move")));
        }
        match to {
            Location::Unseen => {
                return Err(refused(crate::words!("swr-change-only-unnamed-unseen")));
            }
            Location::Enterprise if p.side != Side::Controlled => {
                return Err(refused(crate::words!("swr-change-only-yours-aboard")));
            }
            _ => {}
        }
    }
    let to = on_the_map(data, s, to)?;
    if let Some(p) = s.person_mut(person) {
        p.location = to;
        p.sanctuary = None;
    }
    Ok(())
}

fn sanctuary(
    s: &mut SherwoodState,
    person: &PersonId,
    until_turn: Option<u32>,
    granted: bool,
) -> Result<(), ChangeError> {
    person_exists(s, person)?;
    if let Some(p) = s.person_mut(person) {
        if granted && (p.imprisoned || p.location.space().is_none()) {
            return Err(refused(crate::words!("swr-change-sanctuary-free-only")));
        }
        p.sanctuary = granted.then_some(Sanctuary { until_turn });
    }
    Ok(())
}

fn move_squad(
    data: &SherwoodData,
    s: &mut SherwoodState,
    squad: &SquadId,
    to: &Location,
) -> Result<(), ChangeError> {
    if !s.squads.iter().any(|q| q.name == *squad) {
        return Err(ChangeError::NoSquad(squad.to_string()));
    }
    if matches!(to, Location::Enterprise | Location::Unseen) {
        return Err(refused(crate::words!("swr-change-squad-on-map")));
    }
    let to = on_the_map(data, s, to)?;
    if let Some(sq) = s.squads.iter_mut().find(|q| q.name == *squad) {
        sq.location = to;
    }
    Ok(())
}

fn swear_fealty(s: &mut SherwoodState, town: &SpaceId, fealty: &Fealty) -> Result<(), ChangeError> {
    let t = s
        .towns
        .iter_mut()
        .find(|t| t.name == *town)
        .ok_or_else(|| ChangeError::NoTown(town.to_string()))?;
    // A town in open rebellion is rolled for again each turn and may still swear
    // (section 13); only going back to "not sworn" makes no sense.
    if t.fealty != Fealty::Unsworn && *fealty == Fealty::Unsworn {
        return Err(refused(crate::words!("swr-change-town-no-back")));
    }
    t.fealty = *fealty;
    Ok(())
}

fn set_aside(s: &mut SherwoodState, person: &PersonId) -> Result<(), ChangeError> {
    person_exists(s, person)?;
    if let Some(p) = s.person_mut(person) {
        if p.imprisoned {
            return Err(refused(crate::words!("swr-change-prisoners-stay")));
        }
        p.location = Location::OffMap;
        p.sanctuary = None;
    }
    Ok(())
}

fn release(
    data: &SherwoodData,
    s: &mut SherwoodState,
    person: &PersonId,
    notes: &mut Vec<Words>,
) -> Result<(), ChangeError> {
    person_exists(s, person)?;
    let place = release_place(data, person)
        .ok_or_else(|| refused(crate::words!("swr-change-cannot-release")))?;
    if s.person(person)
        .is_none_or(|p| p.side != Side::Controlled || p.imprisoned)
    {
        return Err(refused(crate::words!("swr-change-recruit-first")));
    }
    if s.releases_used.contains(person) {
        return Err(refused(crate::words!("swr-change-release-used")));
    }
    let more = apply_change(data, s, &Change::FreeAllAt { space: place })?;
    s.releases_used.push(person.clone());
    notes.extend(more);
    Ok(())
}

fn recruit(
    data: &SherwoodData,
    s: &mut SherwoodState,
    person: &str,
    notes: &mut Vec<Words>,
) -> Result<(), ChangeError> {
    person_exists(s, person)?;
    if s.kind(data, person).is_some_and(|k| !k.is_recruitable()) {
        return Err(refused(crate::words!("swr-change-not-recruitable")));
    }
    if let Some(p) = s.person_mut(person) {
        if p.imprisoned {
            return Err(refused(crate::words!("swr-change-prisoners-not-recruited")));
        }
        if p.side == Side::Controlled {
            return Err(refused(crate::words!("swr-change-already-yours")));
        }
        p.side = Side::Controlled;
    }
    let rejoins = s.person(person).is_some_and(|p| p.left_once);
    let info = data.roster.get(person);
    for a in info.map(|p| p.abilities.as_slice()).unwrap_or_default() {
        match a {
            Ability::OnRecruit { .. } if rejoins => {
                notes.push(crate::words!(
                    "swr-note-rejoins",
                    person = name(data, person)
                ));
            }
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
                if let Some(o) = s.person_mut(other)
                    && !o.imprisoned
                {
                    o.side = Side::Controlled;
                    if let Some(loc) = here.filter(|_| o.location == Location::OffMap) {
                        o.location = loc;
                    }
                    notes.push(crate::words!(
                        "swr-note-joins-as-well",
                        person = name(data, other)
                    ));
                }
            }
            Ability::HorseBreeder => {
                if let Some(p) = s.person_mut(person) {
                    p.horse = true;
                }
                notes.push(crate::words!("swr-note-horse-marker"));
            }
            _ => {}
        }
    }
    Ok(())
}

/// The place a mayor or castle lord can free once a game.
pub fn release_place(data: &SherwoodData, person: &str) -> Option<SpaceId> {
    data.roster.get(person).and_then(|p| {
        p.abilities.iter().find_map(|a| match a {
            Ability::FreesPrisonersOnceAt(space) => Some(SpaceId::new(space)),
            _ => None,
        })
    })
}

/// Who a hidden prisoner of this colour could be: an unseen Archon crewmember, or a Neutral
/// the app has not seen on the map.
pub fn identity_candidates(
    data: &SherwoodData,
    s: &SherwoodState,
    colour: Option<Colour>,
) -> Vec<PersonId> {
    s.persons
        .iter()
        .filter(|p| {
            let kind = s.kind(data, &p.id);
            let unseen_archon = p.location == Location::Unseen;
            let unplaced_neutral = kind == Some(PersonKind::Neutral)
                && p.location == Location::OffMap
                && !p.imprisoned
                && p.side == Side::Free;
            (unseen_archon || unplaced_neutral) && colour.is_none_or(|c| c.fits(kind))
        })
        .map(|p| p.id.clone())
        .collect()
}

fn identify(
    data: &SherwoodData,
    s: &mut SherwoodState,
    space: &str,
    person: &str,
) -> Result<(), ChangeError> {
    person_exists(s, person)?;
    let kind = s.kind(data, person);
    if !identity_candidates(data, s, None)
        .iter()
        .any(|c| c == person)
    {
        return Err(refused(crate::words!(
            "swr-change-not-hidden-kind",
            person = name(data, person)
        )));
    }
    let slot = s
        .hidden
        .iter()
        .position(|h| h.space == space && h.colour.is_some_and(|c| c.fits(kind)))
        .or_else(|| {
            s.hidden
                .iter()
                .position(|h| h.space == space && h.colour.is_none())
        })
        .ok_or_else(|| {
            refused(crate::words!(
                "swr-change-no-hidden-colour",
                person = name(data, person),
                space = space
            ))
        })?;
    // The counters left must still fit the people still unaccounted for: naming an Archon
    // crewmember under a counter not looked at is refused when the dark blue counters
    // elsewhere are already all the unseen crew, and likewise for a Neutral.
    let mut rest = s.hidden.clone();
    let h = rest.remove(slot);
    let archon = usize::from(kind == Some(PersonKind::Archon));
    let neutral = usize::from(kind == Some(PersonKind::Neutral));
    counters_fit(
        &rest,
        unseen_archon(s).saturating_sub(archon),
        identity_candidates(data, s, Some(Colour::Neutral))
            .len()
            .saturating_sub(neutral),
    )?;
    s.hidden = rest;
    if let Some(p) = s.person_mut(person) {
        p.imprisoned = true;
        p.side = Side::Free;
        p.location = Location::Space(h.space);
    }
    Ok(())
}

/// The Neutrals set out at setup: one per space, eight at most (section 3).
pub const NEUTRALS_PLACED: usize = 8;

fn place_neutral(
    data: &SherwoodData,
    s: &mut SherwoodState,
    person: &str,
    space: &str,
) -> Result<(), ChangeError> {
    person_exists(s, person)?;
    let who = name(data, person);
    if s.kind(data, person) != Some(PersonKind::Neutral) {
        return Err(refused(crate::words!(
            "swr-change-not-neutral",
            person = who.as_str()
        )));
    }
    if s.person(person)
        .is_none_or(|p| p.side != Side::Free || p.imprisoned || p.location != Location::OffMap)
    {
        return Err(refused(crate::words!(
            "swr-change-neutral-placed",
            person = who.as_str()
        )));
    }
    // Any space of the map (section 3): a named place, or a forest, road, bridge or ford
    // named now ("Forest 1"), as a move or a flight names one.
    let mut named = s.clone();
    let place =
        super::places::place(data, &mut named, space).map_err(|e| refused(e.to_string()))?;
    let neutral_on_map = |p: &&super::state::PersonState| {
        p.side == Side::Free
            && !p.imprisoned
            && p.location.space().is_some()
            && s.kind(data, &p.id) == Some(PersonKind::Neutral)
    };
    if let Some(there) = s
        .persons
        .iter()
        .filter(neutral_on_map)
        .find(|p| p.location.is(&place))
    {
        return Err(refused(crate::words!(
            "swr-change-neutral-there",
            person = name(data, &there.id),
            place = place.to_string()
        )));
    }
    if s.persons.iter().filter(neutral_on_map).count() >= NEUTRALS_PLACED {
        return Err(refused(crate::words!(
            "swr-change-neutrals-full",
            n = NEUTRALS_PLACED
        )));
    }
    let mut after = named;
    if let Some(p) = after.person_mut(person) {
        p.location = Location::Space(place);
    }
    // The prisoner counters noted yellow must still fit the Neutrals left unplaced.
    counters_fit(
        &after.hidden,
        unseen_archon(&after),
        identity_candidates(data, &after, Some(Colour::Neutral)).len(),
    )?;
    *s = after;
    Ok(())
}

/// Archon crewmembers of a physical setup not yet named.
fn unseen_archon(s: &SherwoodState) -> usize {
    s.persons
        .iter()
        .filter(|p| p.location == Location::Unseen)
        .count()
}

/// Whether hidden prisoner counters fit the people they can be: no more dark blue counters
/// than unseen Archon crewmembers, a counter (dark blue or not looked at) for each of them,
/// and no more yellow counters than Neutrals not on the map.
fn counters_fit(
    hidden: &[HiddenPrisoner],
    unseen_archon: usize,
    neutral_pool: usize,
) -> Result<(), ChangeError> {
    let count = |colour: Option<Colour>| hidden.iter().filter(|h| h.colour == colour).count();
    let (archon, neutral, unknown) = (
        count(Some(Colour::Archon)),
        count(Some(Colour::Neutral)),
        count(None),
    );
    if archon > unseen_archon {
        return Err(refused(crate::words!(
            "swr-change-too-many-blue",
            archon = archon,
            unseen = unseen_archon
        )));
    }
    if archon + unknown < unseen_archon {
        return Err(refused(crate::words!(
            "swr-change-too-few-blue",
            unseen = unseen_archon,
            counters = archon + unknown
        )));
    }
    if neutral > neutral_pool {
        return Err(refused(crate::words!(
            "swr-change-too-many-yellow",
            neutral = neutral,
            pool = neutral_pool
        )));
    }
    Ok(())
}

fn record_prisoners(
    data: &SherwoodData,
    s: &mut SherwoodState,
    space: &SpaceId,
    archon: u8,
    neutral: u8,
    unknown: u8,
) -> Result<(), ChangeError> {
    if !matches!(
        s.space_kind(data, space),
        Some(SpaceKind::Town | SpaceKind::Castle | SpaceKind::RoyalPalace)
    ) {
        return Err(ChangeError::NotAPrison(space.to_string()));
    }
    let mut hidden: Vec<HiddenPrisoner> = s
        .hidden
        .iter()
        .filter(|h| h.space != *space)
        .cloned()
        .collect();
    let entry = |colour| HiddenPrisoner {
        space: space.clone(),
        colour,
    };
    hidden.extend((0..archon).map(|_| entry(Some(Colour::Archon))));
    hidden.extend((0..neutral).map(|_| entry(Some(Colour::Neutral))));
    hidden.extend((0..unknown).map(|_| entry(None)));
    counters_fit(
        &hidden,
        unseen_archon(s),
        identity_candidates(data, s, Some(Colour::Neutral)).len(),
    )?;
    s.hidden = hidden;
    Ok(())
}
