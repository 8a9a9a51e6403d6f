//! What can be done now, and why not: one list the screen disables its buttons from and the
//! tests check the game's liveness with.

use super::rebel::{all_mounted, preacher, ready};
use super::royal_party::can_move;
use super::{Action, check, expenses};
use crate::games::sherwood::data::SherwoodData;
use crate::games::sherwood::effects::release_place;
use crate::games::sherwood::persons::{Ability, PersonKind};
use crate::games::sherwood::refusal::Refusal;
use crate::games::sherwood::spaces::SpaceKind;
use crate::games::sherwood::state::{Beamed, Location, SherwoodState, Side, TurnStep};

/// The kinds of action a player takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verb {
    BeamDown,
    BeamUp,
    Move,
    Recruit,
    Donations,
    Raid,
    StealHorses,
    BuyHorses,
    AidThePoor,
    Sanctuary,
    Heal,
    Preach,
    Release,
    EndRebelActions,
    PayExpenses,
    BeamSupplies,
    Starve,
    EndExpenses,
    KingsMen,
    EndKingsMen,
    RoyalPartyMoves,
    FealtyAgain,
    EndTurn,
    /// Settle the first thing a result left (flee, confirm, skip …).
    Settle,
}

impl Verb {
    /// The table a space's action rolls on; `None` for an action that rolls none.
    pub fn table(self) -> Option<crate::games::sherwood::tables::TableId> {
        use crate::games::sherwood::tables::TableId;
        Some(match self {
            Verb::Raid => TableId::Raid,
            Verb::Recruit => TableId::Recruiting,
            Verb::Donations => TableId::Donations,
            Verb::StealHorses => TableId::HorseTheft,
            Verb::Sanctuary => TableId::Sanctuary,
            Verb::Heal => TableId::Heal,
            _ => return None,
        })
    }
}

/// One kind of action, where it applies, and why it cannot be taken now (if it cannot).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Legal {
    pub verb: Verb,
    /// The space (or, for a release, the person) it is about.
    pub space: Option<String>,
    pub refusal: Option<Refusal>,
}

impl Legal {
    pub fn ok(&self) -> bool {
        self.refusal.is_none()
    }
}

fn entry(verb: Verb, space: Option<&str>, r: Result<(), Refusal>) -> Legal {
    Legal {
        verb,
        space: space.map(str::to_string),
        refusal: r.err(),
    }
}

const STEP_VERBS: [(Verb, TurnStep); 11] = [
    (Verb::EndRebelActions, TurnStep::RebelActions),
    (Verb::PayExpenses, TurnStep::Expenses),
    (Verb::BeamSupplies, TurnStep::Expenses),
    (Verb::Starve, TurnStep::Expenses),
    (Verb::EndExpenses, TurnStep::Expenses),
    (Verb::KingsMen, TurnStep::KingsMen),
    (Verb::EndKingsMen, TurnStep::KingsMen),
    (Verb::RoyalPartyMoves, TurnStep::RoyalParty),
    (Verb::FealtyAgain, TurnStep::RoyalParty),
    (Verb::EndTurn, TurnStep::RoyalParty),
    (Verb::BeamDown, TurnStep::RebelActions),
];

/// Every action of the current step (per space where it matters), each allowed or with its
/// reason; plus settling, when a result left something.
pub fn legal_actions(data: &SherwoodData, s: &SherwoodState) -> Vec<Legal> {
    let mut out = Vec::new();
    if let Some(end) = s.end {
        for (verb, _) in STEP_VERBS {
            out.push(entry(verb, None, Err(Refusal::GameOver(end))));
        }
        return out;
    }
    if let Some(first) = s.todo.first() {
        out.push(entry(Verb::Settle, None, Ok(())));
        let why = Refusal::SettleFirst(Box::new(first.task.title()));
        for (verb, step) in STEP_VERBS {
            if step == s.step {
                out.push(entry(verb, None, Err(why.clone())));
            }
        }
        return out;
    }
    match s.step {
        TurnStep::RebelActions => rebel_actions(data, s, &mut out),
        TurnStep::Expenses => {
            let due = expenses::due(s);
            let pay = if s.expenses_paid {
                Err(Refusal::ExpensesPaid)
            } else if due > s.tracks.warchest {
                Err(Refusal::NotEnoughGold {
                    need: u32::from(due),
                    have: s.tracks.warchest,
                })
            } else {
                Ok(())
            };
            out.push(entry(Verb::PayExpenses, None, pay));
            out.push(entry(Verb::BeamSupplies, None, expenses::short(s)));
            out.push(entry(Verb::Starve, None, expenses::short(s)));
            let end = if !s.expenses_paid && due > 0 {
                Err(Refusal::ExpensesDue(due))
            } else {
                Ok(())
            };
            out.push(entry(Verb::EndExpenses, None, end));
        }
        TurnStep::KingsMen => {
            for q in s.squads.iter().filter(|q| !q.recruited) {
                let r = if s.squads_rolled.contains(&q.name) {
                    Err(Refusal::SquadRolled(q.name.to_string()))
                } else {
                    Ok(())
                };
                out.push(entry(Verb::KingsMen, Some(&q.name), r));
            }
            out.push(entry(Verb::EndKingsMen, None, Ok(())));
        }
        TurnStep::RoyalParty => {
            out.push(entry(Verb::RoyalPartyMoves, None, can_move(s)));
            let again = if !s.royal_party.held {
                Err(Refusal::PartyNotHeld)
            } else if s.party_done {
                Err(Refusal::PartyDone)
            } else {
                Ok(())
            };
            out.push(entry(Verb::FealtyAgain, None, again));
            let end = if s.party_done {
                Ok(())
            } else {
                Err(Refusal::PartyNotDone)
            };
            out.push(entry(Verb::EndTurn, None, end));
        }
    }
    releases(data, s, &mut out);
    out
}

fn rebel_actions(data: &SherwoodData, s: &SherwoodState, out: &mut Vec<Legal>) {
    let free_to_go = |p: &&crate::games::sherwood::state::PersonState| {
        p.side == Side::Controlled
            && !p.imprisoned
            && !s.moved.contains(&p.id)
            && !s.took_part.contains(&p.id)
    };
    let aboard = s
        .persons
        .iter()
        .filter(free_to_go)
        .any(|p| p.location == Location::Enterprise);
    let down = if s.beamed == Some(Beamed::Up) {
        Err(Refusal::BeamBothWays)
    } else if !aboard {
        Err(Refusal::Route(Box::new(crate::words!(
            "swr-route-none-to-beam-down"
        ))))
    } else {
        Ok(())
    };
    out.push(entry(Verb::BeamDown, None, down));
    let on_map = s
        .persons
        .iter()
        .filter(free_to_go)
        .any(|p| p.location.space().is_some());
    let up = if s.beamed == Some(Beamed::Down) {
        Err(Refusal::BeamBothWays)
    } else if !on_map {
        Err(Refusal::Route(Box::new(crate::words!(
            "swr-route-none-to-beam-up"
        ))))
    } else {
        Ok(())
    };
    out.push(entry(Verb::BeamUp, None, up));
    out.push(entry(
        Verb::Move,
        None,
        if on_map {
            Ok(())
        } else {
            Err(Refusal::Route(Box::new(crate::words!(
                "swr-route-none-to-move"
            ))))
        },
    ));
    for space in s.occupied_spaces() {
        for verb in [
            Verb::Recruit,
            Verb::Donations,
            Verb::Raid,
            Verb::StealHorses,
            Verb::BuyHorses,
            Verb::AidThePoor,
            Verb::Sanctuary,
            Verb::Heal,
        ] {
            out.push(entry(verb, Some(&space), space_verb(data, s, &space, verb)));
        }
    }
    let preach = preacher(data, s).and_then(|(_, at)| ready(data, s, &at, false).map(|_| ()));
    out.push(entry(Verb::Preach, None, preach));
    out.push(entry(Verb::EndRebelActions, None, Ok(())));
}

/// Whether a space's action of this kind can be taken, before the form is filled in.
pub fn space_verb(
    data: &SherwoodData,
    s: &SherwoodState,
    space: &str,
    verb: Verb,
) -> Result<(), Refusal> {
    let injured_may = matches!(verb, Verb::Heal | Verb::Sanctuary);
    let group = ready(data, s, space, injured_may)?;
    let kind = s.space_kind(data, space);
    let is = |kinds: &[SpaceKind]| kind.is_some_and(|k| kinds.contains(&k));
    match verb {
        Verb::Raid if !is(&[SpaceKind::Town, SpaceKind::Castle, SpaceKind::RoyalPalace]) => Err(
            Refusal::Route(Box::new(crate::words!("swr-route-raid-where"))),
        ),
        Verb::StealHorses | Verb::BuyHorses if !is(&[SpaceKind::Town]) => {
            Err(Refusal::HorsesOnlyInTowns)
        }
        Verb::StealHorses | Verb::BuyHorses
            if all_mounted(s, space, verb == Verb::BuyHorses).is_err() =>
        {
            all_mounted(s, space, verb == Verb::BuyHorses)
        }
        Verb::BuyHorses if usize::from(s.tracks.warchest) < group.len() => {
            Err(Refusal::NotEnoughGold {
                need: u32::try_from(group.len()).unwrap_or(u32::MAX),
                have: s.tracks.warchest,
            })
        }
        Verb::AidThePoor if s.tracks.warchest == 0 => Err(Refusal::NotEnoughGold {
            need: 1,
            have: s.tracks.warchest,
        }),
        Verb::Sanctuary if !is(&[SpaceKind::Town, SpaceKind::Cathedral]) => {
            Err(Refusal::NoSanctuaryHere(space.to_string()))
        }
        Verb::Heal => {
            let hurt = group
                .iter()
                .any(|id| s.person(id).is_some_and(|p| p.injured));
            let healer = group.iter().any(|id| {
                s.person(id).is_some_and(|p| !p.injured)
                    && data.roster.get(id).is_some_and(|p| p.has(&Ability::Healer))
            });
            if !hurt {
                Err(Refusal::Route(Box::new(crate::words!(
                    "swr-route-none-injured",
                    space = space.to_string()
                ))))
            } else if !healer && !is(&[SpaceKind::Town, SpaceKind::Cathedral]) {
                Err(Refusal::Route(Box::new(crate::words!(
                    "swr-route-heal-where"
                ))))
            } else {
                Ok(())
            }
        }
        Verb::Recruit => {
            let someone = s.persons.iter().any(|p| {
                p.side == Side::Free
                    && !p.imprisoned
                    && p.location.is(space)
                    && s.kind(data, &p.id).is_some_and(PersonKind::is_recruitable)
            });
            if someone || s.squads_at(space) > 0 {
                Ok(())
            } else {
                Err(Refusal::Route(Box::new(crate::words!(
                    "swr-route-none-recruitable",
                    space = space.to_string()
                ))))
            }
        }
        _ => Ok(()),
    }
}

fn releases(data: &SherwoodData, s: &SherwoodState, out: &mut Vec<Legal>) {
    for p in s
        .persons
        .iter()
        .filter(|p| p.side == Side::Controlled && !p.imprisoned)
    {
        if release_place(data, &p.id).is_some() && !s.releases_used.contains(&p.id) {
            out.push(entry(Verb::Release, Some(&p.id), Ok(())));
        }
    }
}

/// A concrete action that moves the game on from here (settles or skips what waits, or
/// ends the step), checked as `apply` would check it. `None` only when the game is over,
/// or when something is wrong: the game would be stuck.
pub fn progress_is_possible(data: &SherwoodData, s: &SherwoodState) -> Option<Action> {
    if s.end.is_some() {
        return None;
    }
    let mut candidates: Vec<Action> = Vec::new();
    if let Some(first) = s.todo.first() {
        candidates.push(Action::Dismiss { id: first.id });
    }
    candidates.extend(match s.step {
        TurnStep::RebelActions => vec![Action::EndRebelActions],
        TurnStep::Expenses => vec![
            Action::PayExpenses,
            Action::EndExpenses,
            Action::BeamSupplies,
        ],
        TurnStep::KingsMen => vec![Action::EndKingsMen],
        TurnStep::RoyalParty => vec![
            Action::RoyalPartyMoves { into: None },
            Action::FealtyAgain,
            Action::EndTurn,
        ],
    });
    candidates.into_iter().find(|a| check(data, s, a).is_ok())
}
