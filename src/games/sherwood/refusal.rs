//! Why an action cannot be taken now: typed, so the screen can disable a button and say why,
//! and the command line and tests can tell one reason from another.

use super::state::{Ending, TurnStep};
use super::tables::TableId;
use crate::engine::words::Words;
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The action belongs to another step of the turn.
    WrongStep {
        needs: TurnStep,
        now: TurnStep,
    },
    /// A result left something to settle first (its title).
    SettleFirst(Box<Words>),
    /// Nothing is waiting to be settled, or not this.
    NothingToSettle,
    /// What waits settles in order: the one named is waiting, but `first` (its id, and the
    /// task, worded where the refusal is shown) comes before it.
    SettleInOrder {
        first: u32,
        task: Box<super::pending::Task>,
    },
    NoSuchPerson(String),
    NoSuchSquad(String),
    NoSuchSpace(String),
    /// A kind of space with many places of that kind must be named ("town").
    NameThePlace(String),
    NotYours(String),
    Imprisoned(String),
    NotAboard(String),
    NotOnTheMap(Box<Words>),
    AlreadyMoved(String),
    TookPart(String),
    SpaceActed(String),
    /// Beaming one way after the other on one turn.
    BeamBothWays,
    SayWhoGoes,
    SayWhoBeamsUp,
    BeamUpTogether,
    CrewmanBeamsUp,
    NobodyThere(String),
    AllInjured(String),
    NotInSpace {
        person: String,
        space: String,
    },
    NotRecruitable(String),
    NoSquadThere(String),
    HorsesOnlyInTowns,
    /// Everyone of yours in the space has a horse already (8.5).
    AllMounted(String),
    /// More people to treat than are injured there (paragraph 12).
    TooManyPatients {
        asked: u8,
        injured: usize,
    },
    NotEnoughGold {
        need: u32,
        have: u8,
    },
    NoGold,
    NotAPreacher,
    PreacherTrack,
    NoRelease(String),
    ReleaseUsed(String),
    /// Supplies and starving are for when the gold is short (section 11).
    GoldNotShort {
        due: u8,
        have: u8,
    },
    ExpensesPaid,
    ExpensesDue(u8),
    StarveCrewFirst,
    StarveInjured(String),
    SquadRecruited(String),
    SquadRolled(String),
    TableInItsStep(TableId),
    PartyHeld,
    PartyNotHeld,
    PartyDone,
    PartyNotDone,
    Route(Box<Words>),
    NoFlight,
    NoSanctuaryHere(String),
    SanctuaryTried,
    NotFleeing(String),
    CellStillUnknown {
        row: String,
        column: String,
    },
    GameOver(Ending),
    /// The action would leave the game exactly as it is (a track moved by nothing): a step
    /// that changes nothing is never taken, so a game's moves carry none.
    ChangesNothing,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.words().fmt(f)
    }
}

impl Refusal {
    /// Why, in the player's language.
    pub fn words(&self) -> Words {
        use crate::words;
        match self {
            Refusal::WrongStep { needs, now } => {
                words!(
                    "swr-refuse-wrong-step",
                    needs = needs.label(),
                    now = now.label()
                )
            }
            Refusal::SettleFirst(what) => words!("swr-refuse-settle-first", what = what),
            Refusal::NothingToSettle => words!("swr-refuse-nothing-to-settle"),
            Refusal::SettleInOrder { first, task } => words!(
                "swr-refuse-settle-in-order",
                first = *first,
                title = task.title()
            ),
            Refusal::NoSuchPerson(p) => words!("swr-refuse-no-such-person", name = p.as_str()),
            Refusal::NoSuchSquad(q) => words!("swr-refuse-no-such-squad", name = q.as_str()),
            Refusal::NoSuchSpace(s) => words!("swr-refuse-no-such-space", name = s.as_str()),
            Refusal::NameThePlace(k) => words!("swr-refuse-name-the-place", kind = k.as_str()),
            Refusal::NotYours(p) => words!("swr-refuse-not-yours", person = p.as_str()),
            Refusal::Imprisoned(p) => words!("swr-refuse-imprisoned", person = p.as_str()),
            Refusal::NotAboard(p) => words!("swr-refuse-not-aboard", person = p.as_str()),
            Refusal::NotOnTheMap(p) => words!("swr-refuse-not-on-the-map", person = p),
            Refusal::AlreadyMoved(p) => words!("swr-refuse-already-moved", person = p.as_str()),
            Refusal::TookPart(p) => words!("swr-refuse-took-part", person = p.as_str()),
            Refusal::SpaceActed(s) => words!("swr-refuse-space-acted", space = s.as_str()),
            Refusal::BeamBothWays => words!("swr-refuse-beam-both-ways"),
            Refusal::SayWhoGoes => words!("swr-refuse-say-who-goes"),
            Refusal::SayWhoBeamsUp => words!("swr-refuse-say-who-beams-up"),
            Refusal::BeamUpTogether => words!("swr-refuse-beam-up-together"),
            Refusal::CrewmanBeamsUp => words!("swr-refuse-crewman-beams-up"),
            Refusal::NobodyThere(s) => words!("swr-refuse-nobody-there", space = s.as_str()),
            Refusal::AllInjured(s) => words!("swr-refuse-all-injured", space = s.as_str()),
            Refusal::NotInSpace { person, space } => words!(
                "swr-refuse-not-in-space",
                person = person.as_str(),
                space = space.as_str()
            ),
            Refusal::NotRecruitable(p) => words!("swr-refuse-not-recruitable", person = p.as_str()),
            Refusal::NoSquadThere(s) => words!("swr-refuse-no-squad-there", space = s.as_str()),
            Refusal::HorsesOnlyInTowns => words!("swr-refuse-horses-only-in-towns"),
            Refusal::AllMounted(s) => words!("swr-refuse-all-mounted", space = s.as_str()),
            Refusal::TooManyPatients { asked, injured } => words!(
                "swr-refuse-too-many-patients",
                asked = *asked,
                injured = *injured
            ),
            Refusal::NotEnoughGold { need, have } => {
                words!("swr-refuse-not-enough-gold", need = *need, have = *have)
            }
            Refusal::NoGold => words!("swr-refuse-no-gold"),
            Refusal::NotAPreacher => words!("swr-refuse-not-a-preacher"),
            Refusal::PreacherTrack => words!("swr-refuse-preacher-track"),
            Refusal::NoRelease(p) => words!("swr-refuse-no-release", person = p.as_str()),
            Refusal::ReleaseUsed(p) => words!("swr-refuse-release-used", person = p.as_str()),
            Refusal::GoldNotShort { due, have } => {
                words!("swr-refuse-gold-not-short", due = *due, have = *have)
            }
            Refusal::ExpensesPaid => words!("swr-refuse-expenses-paid"),
            Refusal::ExpensesDue(due) => words!("swr-refuse-expenses-due", due = *due),
            Refusal::StarveCrewFirst => words!("swr-refuse-starve-crew-first"),
            Refusal::StarveInjured(who) => {
                words!("swr-refuse-starve-injured", person = who.as_str())
            }
            Refusal::SquadRecruited(q) => words!("swr-refuse-squad-recruited", squad = q.as_str()),
            Refusal::SquadRolled(q) => words!("swr-refuse-squad-rolled", squad = q.as_str()),
            Refusal::TableInItsStep(TableId::Fealty) => words!("swr-refuse-fealty-in-its-step"),
            Refusal::TableInItsStep(_) => words!("swr-refuse-kings-men-in-its-step"),
            Refusal::PartyHeld => words!("swr-refuse-party-held"),
            Refusal::PartyNotHeld => words!("swr-refuse-party-not-held"),
            Refusal::PartyDone => words!("swr-refuse-party-done"),
            Refusal::PartyNotDone => words!("swr-refuse-party-not-done"),
            Refusal::Route(why) => why.as_ref().clone(),
            Refusal::NoFlight => words!("swr-refuse-no-flight"),
            Refusal::NoSanctuaryHere(s) => {
                words!("swr-refuse-no-sanctuary-here", space = s.as_str())
            }
            Refusal::SanctuaryTried => words!("swr-refuse-sanctuary-tried"),
            Refusal::NotFleeing(p) => words!("swr-refuse-not-fleeing", person = p.as_str()),
            Refusal::CellStillUnknown { row, column } => words!(
                "swr-refuse-cell-still-unknown",
                row = row.as_str(),
                column = column.as_str()
            ),
            Refusal::GameOver(end) => words!("swr-refuse-game-over", why = end.describe()),
            Refusal::ChangesNothing => words!("swr-refuse-changes-nothing"),
        }
    }
}

impl std::error::Error for Refusal {}
