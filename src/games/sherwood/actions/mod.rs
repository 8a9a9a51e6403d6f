//! The turn sequence (sections 5, 8–13) as a pure state machine:
//! `apply(data, state, action, dice)` returns the new state and what happened, or a typed
//! reason why the action cannot be taken now. One module per step of the turn, one for
//! settling what results leave behind, and `legal` for what can be done now.

mod expenses;
mod kings_men;
mod legal;
mod rebel;
mod royal_party;
mod settle;

pub use super::places::place;
pub use expenses::due as expenses_due;
pub use kings_men::{squad_preview, squads_that_must_roll};
pub use legal::{Legal, Verb, legal_actions, progress_is_possible, space_verb};
pub use rebel::{aid_words, takers};
pub use royal_party::{ROAD, check_route, fealty_preview, next_town};
pub use settle::{flee_group, flight_preview, raid_again_preview, sanctuary_preview};

use super::data::SherwoodData;
use super::effects::{Change, ChangeError, Choice, ChoiceError, apply_change};
pub use super::pending::RollRequest;
use super::pending::{Task, Todo};
use super::person_id::PersonId;
use super::persons::Ability;
use super::prepare::PrepareError;
use super::refusal::Refusal;
use super::roll::{AwaitingDie, RollOutcome};
use super::situation::Situation;
use super::space_id::{SpaceId, SquadId};
use super::spaces::SpaceRef;
use super::state::{Ending, Location, SherwoodState, Side, Track, TurnStep};
use super::tables::TableId;
use crate::engine::dice::{DieInput, DieRoll};
use crate::engine::words::Words;
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case", tag = "action")]
pub enum Action {
    BeamDown {
        persons: Vec<PersonId>,
        to: SpaceId,
    },
    BeamUp {
        persons: Vec<PersonId>,
    },
    Move {
        persons: Vec<PersonId>,
        to: SpaceId,
    },
    /// A roll that is a space's action: recruit, request donations, raid, steal horses, seek
    /// sanctuary, heal.
    Roll {
        table: TableId,
        request: RollRequest,
    },
    BuyHorses {
        space: SpaceId,
    },
    AidThePoor {
        space: SpaceId,
        gold: u8,
    },
    Preach {
        track: Track,
    },
    /// A mayor's or castle lord's once-a-game release of their place's prisoners.
    Release {
        person: PersonId,
    },
    /// Settles a die of gold (paragraph 115, "G half").
    RollGold {
        #[serde(default)]
        halve: bool,
    },
    EndRebelActions,
    PayExpenses,
    BeamSupplies,
    Starve {
        person: PersonId,
    },
    EndExpenses,
    KingsMen {
        squad: SquadId,
    },
    EndKingsMen,
    /// The Royal Party moves: into a town, or one space along the road. On the first turn
    /// it goes to Farnosh Bridge.
    RoyalPartyMoves {
        into: Option<SpaceId>,
    },
    /// The Royal Party is held in its town: roll Fealty there again.
    FealtyAgain,
    EndTurn,
    /// A correction by the player (Adjust): logged and undoable like any action.
    Apply {
        change: Change,
    },
    /// The people who must flee go to a neighbouring space (a place's name, or a kind:
    /// forest, road, bridge or ford) and roll on the Flight Table.
    Flee {
        to: SpaceId,
    },
    /// Sanctuary instead of flight (8.8), asked by one of those who must flee.
    SeekSanctuary {
        requester: PersonId,
    },
    /// The roll waiting for a chart cell, now that the cell is known: the same die.
    ResolveRoll,
    /// Paragraph 150's second roll on the Raid Table.
    RaidAgain,
    /// Confirms the suggestion `id` with the player's choice.
    Resolve {
        id: u32,
        #[serde(default)]
        choice: Choice,
    },
    /// Leaves the task `id` undone (the player knows better, or the table says otherwise).
    Dismiss {
        id: u32,
    },
}

crate::tagged_enum_from_value!(Action, "action", {
    "beam-down" => BeamDown { persons, to },
    "beam-up" => BeamUp { persons },
    "move" => Move { persons, to },
    "roll" => Roll { table, request },
    "buy-horses" => BuyHorses { space },
    "aid-the-poor" => AidThePoor { space, gold },
    "preach" => Preach { track },
    "release" => Release { person },
    "roll-gold" => RollGold { halve: default },
    "end-rebel-actions" => EndRebelActions,
    "pay-expenses" => PayExpenses,
    "beam-supplies" => BeamSupplies,
    "starve" => Starve { person },
    "end-expenses" => EndExpenses,
    "kings-men" => KingsMen { squad },
    "end-kings-men" => EndKingsMen,
    "royal-party-moves" => RoyalPartyMoves { into },
    "fealty-again" => FealtyAgain,
    "end-turn" => EndTurn,
    "apply" => Apply { change },
    "flee" => Flee { to },
    "seek-sanctuary" => SeekSanctuary { requester },
    "resolve-roll" => ResolveRoll,
    "raid-again" => RaidAgain,
    "resolve" => Resolve { id, choice: default },
    "dismiss" => Dismiss { id },
});

impl Action {
    /// Actions that settle what a result left (allowed while something waits).
    fn settles(&self) -> bool {
        matches!(
            self,
            Action::Flee { .. }
                | Action::SeekSanctuary { .. }
                | Action::ResolveRoll
                | Action::RaidAgain
                | Action::RollGold { .. }
                | Action::Resolve { .. }
                | Action::Dismiss { .. }
                | Action::Apply { .. }
        )
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct Outcome {
    pub roll: Option<RollOutcome>,
    pub notes: Vec<Words>,
    /// Paragraphs the result points to (revealed through the reader).
    pub paragraphs: Vec<u16>,
    pub gold_die: Option<DieRoll>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SherwoodError {
    #[error("{0}")]
    Refused(#[from] Refusal),
    #[error(transparent)]
    Prepare(#[from] PrepareError),
    #[error(transparent)]
    Change(#[from] ChangeError),
    #[error(transparent)]
    Choice(#[from] ChoiceError),
    #[error(transparent)]
    AwaitingDie(#[from] AwaitingDie),
    #[error("{0}")]
    BadDie(String),
}

pub(crate) type Done = Result<(), SherwoodError>;

pub(crate) fn name(data: &SherwoodData, id: &str) -> String {
    data.roster
        .get(id)
        .map_or_else(|| id.to_string(), |p| p.name.clone())
}

/// A space as the roll situation needs it: its name and kind.
pub(crate) fn space_ref(data: &SherwoodData, s: &SherwoodState, space: &str) -> SpaceRef {
    match data.spaces.find(space) {
        Some(sp) => SpaceRef::named(sp),
        None => SpaceRef {
            name: Some(SpaceId::new(space)),
            kind: s.space_kind(data, space),
        },
    }
}

/// A person ability that works by presence, from people of yours who are there, free
/// and unhurt (section 7: abilities are yours once the person is).
pub(crate) fn ability_at(
    data: &SherwoodData,
    s: &SherwoodState,
    space: &str,
    ability: &Ability,
) -> Option<PersonId> {
    s.persons
        .iter()
        .find(|p| {
            p.active_at(space)
                && !p.injured
                && data.roster.get(&p.id).is_some_and(|d| d.has(ability))
        })
        .map(|p| p.id.clone())
}

/// Who a roll on `table` at `space` is made for: the people who take the space's action
/// (not those who moved or beamed this turn); for Fealty, everyone of yours there.
pub fn group_for(s: &SherwoodState, table: TableId, space: &str) -> Vec<PersonId> {
    match table {
        TableId::Fealty => s.yours_at(space).iter().map(|p| p.id.clone()).collect(),
        TableId::Flight => settle::flee_group(s, space),
        _ => s.participants(space).iter().map(|p| p.id.clone()).collect(),
    }
}

/// The roll situation for a group at a space, from the game state.
pub fn situation_for(
    data: &SherwoodData,
    s: &SherwoodState,
    r: &RollRequest,
    group: &[PersonId],
) -> Situation {
    let here: Vec<_> = group.iter().filter_map(|id| s.person(id)).collect();
    let ids = |f: &dyn Fn(&&super::state::PersonState) -> bool| -> Vec<PersonId> {
        here.iter().filter(|p| f(p)).map(|p| p.id.clone()).collect()
    };
    // Lang's horses are his whether he is hurt or not: not a value used in an action (8).
    let lang = here.iter().any(|p| {
        data.roster
            .get(&p.id)
            .is_some_and(|d| d.has(&Ability::HorseBreeder))
    });
    Situation {
        space: space_ref(data, s, &r.space),
        present: ids(&|_| true),
        injured: ids(&|p| p.injured),
        in_sanctuary: ids(&|p| p.sanctuary.is_some()),
        actor: r.actor.clone(),
        target: r.target.clone(),
        squads_here: u8::try_from(s.squads_at(&r.space)).unwrap_or(u8::MAX),
        gold_spent: r.gold,
        warchest: Some(s.tracks.warchest),
        phasers: r.phasers,
        witchcraft: s.tracks.witchcraft,
        royal_morale: s.tracks.royal_morale,
        royal_orders: s.orders,
        flee_to: r
            .flee_to
            .as_deref()
            .map(|f| space_ref(data, s, f))
            .unwrap_or_default(),
        squads_at_destination: r
            .flee_to
            .as_deref()
            .map_or(0, |f| u8::try_from(s.squads_at(f)).unwrap_or(u8::MAX)),
        all_have_horses: !here.is_empty() && (lang || here.iter().all(|p| p.horse)),
        patients: r.patients,
        medical_kit: r.medical_kit,
        chart_row: r.chart_row.clone(),
        turned_neutral: s
            .persons
            .iter()
            .filter(|p| p.turned_neutral)
            .map(|p| p.id.clone())
            .collect(),
    }
}

/// Adds tasks to the end of the list, each with a fresh id.
pub(crate) fn push_tasks(s: &mut SherwoodState, tasks: impl IntoIterator<Item = Task>) {
    for task in tasks {
        s.todo.push(Todo {
            id: s.next_todo,
            task,
        });
        s.next_todo = s.next_todo.wrapping_add(1);
    }
}

/// A roll that landed on a cell the player has not entered: kept, die and all, as a task
/// that resolves once the cell is known. True when it was kept.
#[allow(
    clippy::too_many_arguments,
    reason = "the pieces of one roll, passed as they are"
)]
pub(crate) fn keep_if_unknown(
    data: &SherwoodData,
    s: &mut SherwoodState,
    outcome: &RollOutcome,
    row: usize,
    request: &RollRequest,
    squad: Option<SquadId>,
    group: &[PersonId],
    out: &mut Outcome,
) -> bool {
    let (super::roll::Resolved::Unknown { unknown }, Some(die), Some(total)) =
        (&outcome.result, outcome.roll, outcome.modified)
    else {
        return false;
    };
    let band = data.charts.get(outcome.table).table.bands.locate(total).0;
    push_tasks(
        s,
        [Task::Roll {
            roll: super::pending::PendingRoll {
                table: outcome.table,
                request: request.clone(),
                squad,
                group: group.to_vec(),
                die,
                total,
                row,
                band,
                cell: unknown.clone(),
            },
        }],
    );
    out.notes.push(crate::words!("swr-note-roll-kept"));
    true
}

pub(crate) fn need_step(s: &SherwoodState, step: TurnStep) -> Done {
    if s.step != step {
        return Err(Refusal::WrongStep {
            needs: step,
            now: s.step,
        }
        .into());
    }
    Ok(())
}

/// One of your people, free (not imprisoned).
pub(crate) fn yours<'a>(
    data: &SherwoodData,
    s: &'a SherwoodState,
    id: &str,
) -> Result<&'a super::state::PersonState, Refusal> {
    let p = s
        .person(id)
        .ok_or_else(|| Refusal::NoSuchPerson(id.to_string()))?;
    if p.side != Side::Controlled {
        return Err(Refusal::NotYours(name(data, id)));
    }
    if p.imprisoned {
        return Err(Refusal::Imprisoned(name(data, id)));
    }
    Ok(p)
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
        return Err(Refusal::GameOver(end).into());
    }
    if !action.settles()
        && let Some(first) = state.todo.first()
    {
        return Err(Refusal::SettleFirst(Box::new(first.task.title())).into());
    }
    let mut s = state.clone();
    let mut out = Outcome::default();
    match action {
        Action::Apply { change } => {
            out.notes = apply_change(data, &mut s, change)?;
        }
        Action::BeamDown { persons, to } => rebel::beam_down(data, &mut s, persons, to, &mut out)?,
        Action::BeamUp { persons } => rebel::beam_up(data, &mut s, persons, &mut out)?,
        Action::Move { persons, to } => rebel::move_people(data, &mut s, persons, to, &mut out)?,
        Action::Roll { table, request } => {
            rebel::roll_action(data, &mut s, *table, request, dice, &mut out)?
        }
        Action::BuyHorses { space } => rebel::buy_horses(data, &mut s, space, &mut out)?,
        Action::AidThePoor { space, gold } => {
            rebel::aid_the_poor(data, &mut s, space, *gold, &mut out)?
        }
        Action::Preach { track } => rebel::preach(data, &mut s, *track, &mut out)?,
        Action::Release { person } => rebel::release(data, &mut s, person, &mut out)?,
        Action::EndRebelActions => {
            need_step(&s, TurnStep::RebelActions)?;
            s.step = TurnStep::Expenses;
            let spaces = s.occupied_spaces().len();
            out.notes.push(if spaces == 0 {
                crate::words!("swr-note-no-expenses")
            } else {
                crate::words!(
                    "swr-note-expenses",
                    due = expenses::due(&s),
                    spaces = spaces
                )
            });
        }
        Action::PayExpenses => expenses::pay(&mut s, &mut out)?,
        Action::BeamSupplies => expenses::beam_supplies(&mut s, &mut out)?,
        Action::Starve { person } => expenses::starve(data, &mut s, person, &mut out)?,
        Action::EndExpenses => expenses::end(&mut s, &mut out)?,
        Action::KingsMen { squad } => kings_men::roll(data, &mut s, squad, dice, &mut out)?,
        Action::EndKingsMen => {
            need_step(&s, TurnStep::KingsMen)?;
            s.step = TurnStep::RoyalParty;
        }
        Action::RoyalPartyMoves { into } => {
            royal_party::moves(data, &mut s, into.as_ref(), dice, &mut out)?
        }
        Action::FealtyAgain => royal_party::fealty_again(data, &mut s, dice, &mut out)?,
        Action::EndTurn => royal_party::end_turn(data, &mut s, &mut out)?,
        Action::Flee { to } => settle::flee(data, &mut s, to, dice, &mut out)?,
        Action::SeekSanctuary { requester } => {
            settle::seek_sanctuary(data, &mut s, requester, dice, &mut out)?
        }
        Action::ResolveRoll => settle::resolve_roll(data, &mut s, dice, &mut out)?,
        Action::RaidAgain => settle::raid_again(data, &mut s, dice, &mut out)?,
        Action::RollGold { .. } => settle::roll_gold(&mut s, dice, &mut out)?,
        Action::Resolve { id, choice } => settle::resolve(data, &mut s, *id, choice, &mut out)?,
        Action::Dismiss { id } => settle::dismiss(&mut s, *id, &mut out)?,
    }
    if s.settle_orders() {
        out.notes.push(crate::words!("swr-note-orders-seize"));
    }
    s.check_end(data);
    Ok((s, out))
}

/// Whether an action could be taken now, without taking it: the same checks `apply` makes,
/// on a copy. A roll that waits only for the player's die counts as possible.
pub fn check(data: &SherwoodData, s: &SherwoodState, action: &Action) -> Result<(), SherwoodError> {
    let mut no_dice = DieInput::Physical(Default::default());
    match apply(data, s, action, &mut no_dice) {
        Ok(_) | Err(SherwoodError::AwaitingDie(_)) => Ok(()),
        Err(e) => Err(e),
    }
}

/// The loss an action brings for sure, whatever the die shows (beaming up at Witchcraft 9,
/// phasers or supplies that raise it to 10, a Fealty roll that cannot fail to make the last
/// town swear): `apply` run on a copy once for each face of the die (the same face for any
/// die after it), every time ending the game in a loss. `None` when some face leaves the
/// game going, when the action is refused or waits for something, or when it wins. Nothing
/// hidden is drawn: the dry run takes the player's dice, so a blind pick stays undrawn.
pub fn sure_loss(data: &SherwoodData, s: &SherwoodState, action: &Action) -> Option<Ending> {
    if s.end.is_some() {
        return None;
    }
    let mut ending = None;
    for face in 1..=10 {
        let faces = crate::engine::dice::D10::from_face(face).ok()?;
        let mut dice = DieInput::Physical([faces; 3].into_iter().collect());
        let (after, _) = apply(data, s, action, &mut dice).ok()?;
        match after.end {
            Some(e @ (Ending::LostToWitchcraft | Ending::LostToFealty)) => ending = Some(e),
            _ => return None,
        }
    }
    ending
}

/// The location a person's name stands for on the map.
pub(crate) fn on_map(space: &SpaceId) -> Location {
    Location::Space(space.clone())
}
