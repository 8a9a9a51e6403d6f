//! Why an action cannot be taken now: typed, so the screen can disable a button and say why,
//! and the command line and tests can tell one reason from another.

use super::state::TurnStep;
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The action belongs to another step of the turn.
    WrongStep {
        needs: TurnStep,
        now: TurnStep,
    },
    /// A result left something to settle first (its title).
    SettleFirst(String),
    /// Nothing is waiting to be settled, or not this.
    NothingToSettle,
    NoSuchPerson(String),
    NoSuchSquad(String),
    NoSuchSpace(String),
    /// A kind of space with many places of that kind must be named ("town").
    NameThePlace(String),
    NotYours(String),
    Imprisoned(String),
    NotAboard(String),
    NotOnTheMap(String),
    AlreadyMoved(String),
    TookPart(String),
    SpaceActed(String),
    /// Beaming one way after the other on one turn.
    BeamBothWays,
    SayWho(&'static str),
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
    TableInItsStep(&'static str),
    PartyHeld,
    PartyNotHeld,
    PartyDone,
    PartyNotDone,
    Route(String),
    NoFlight,
    NoSanctuaryHere(String),
    SanctuaryTried,
    NotFleeing(String),
    CellStillUnknown {
        row: String,
        column: String,
    },
    GameOver(&'static str),
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::WrongStep { needs, now } => write!(
                f,
                "that belongs to {}; it is now {}",
                needs.label(),
                now.label()
            ),
            Refusal::SettleFirst(what) => write!(f, "first settle what the last result left: {what}"),
            Refusal::NothingToSettle => f.write_str("nothing of that kind is waiting"),
            Refusal::NoSuchPerson(p) => write!(f, "no one called '{p}' in this game"),
            Refusal::NoSuchSquad(q) => write!(f, "no King's Men squad called '{q}'"),
            Refusal::NoSuchSpace(s) => write!(
                f,
                "no space called '{s}': name a place of the map, one named in play, or a kind (forest, road, bridge or ford)"
            ),
            Refusal::NameThePlace(k) => {
                write!(f, "there is more than one {k}: say which one by its name")
            }
            Refusal::NotYours(p) => write!(f, "{p} is not one of your people"),
            Refusal::Imprisoned(p) => write!(f, "{p} is imprisoned"),
            Refusal::NotAboard(p) => write!(f, "{p} is not aboard the Enterprise"),
            Refusal::NotOnTheMap(p) => write!(f, "{p} is not on the map"),
            Refusal::AlreadyMoved(p) => {
                write!(f, "{p} moved or beamed this turn and can do nothing else")
            }
            Refusal::TookPart(p) => {
                write!(f, "{p} took part in an action this turn and cannot move or beam now")
            }
            Refusal::SpaceActed(s) => {
                write!(f, "your people at {s} have already taken this turn's action")
            }
            Refusal::BeamBothWays => f.write_str("no one beams down and up on the same turn"),
            Refusal::SayWho(what) => write!(f, "choose who {what}"),
            Refusal::BeamUpTogether => f.write_str("people beam up together from one space"),
            Refusal::CrewmanBeamsUp => f.write_str(
                "an Enterprise crewmember must beam up for the others to go with them",
            ),
            Refusal::NobodyThere(s) => write!(f, "none of your people at {s} can act this turn"),
            Refusal::AllInjured(s) => write!(
                f,
                "everyone of yours at {s} is injured: they may only heal, seek sanctuary or move"
            ),
            Refusal::NotInSpace { person, space } => {
                write!(f, "{person} is not free at {space}")
            }
            Refusal::NotRecruitable(p) => write!(
                f,
                "{p} cannot be recruited: only Neutrals, Royalists, Clerics and King's Men squads can"
            ),
            Refusal::NoSquadThere(s) => write!(f, "no King's Men squad stands at {s}"),
            Refusal::HorsesOnlyInTowns => f.write_str("horses are bought or stolen only in a town"),
            Refusal::AllMounted(s) => write!(
                f,
                "everyone of yours at {s} has a horse already: there is no one to get one for"
            ),
            Refusal::TooManyPatients { asked, injured } => write!(
                f,
                "{asked} cannot be treated: {} injured here",
                match injured {
                    0 => "no one is".to_string(),
                    1 => "only one person is".to_string(),
                    n => format!("only {n} people are"),
                }
            ),
            Refusal::NotEnoughGold { need, have } => {
                write!(f, "that needs {need} gold; the Warchest holds {have}")
            }
            Refusal::NoGold => {
                f.write_str("say how much gold goes to the poor: every full 5 lowers Witchcraft by 1")
            }
            Refusal::NotAPreacher => f.write_str(
                "only Brother Gerald preaches, once he is yours, free, unhurt and has not moved",
            ),
            Refusal::PreacherTrack => f.write_str("preaching lowers Witchcraft or Royal Morale"),
            Refusal::NoRelease(p) => write!(f, "{p} has no prisoners to release"),
            Refusal::ReleaseUsed(p) => write!(f, "{p}'s release has been used already"),
            Refusal::GoldNotShort { due, have } => write!(
                f,
                "the Warchest holds {have} gold and {due} is due: supplies and going hungry are only for when the gold is short"
            ),
            Refusal::ExpensesPaid => f.write_str("the expenses are paid for this turn"),
            Refusal::ExpensesDue(due) => write!(
                f,
                "{due} gold is due for supplies: pay it, beam supplies down, or let someone go hungry"
            ),
            Refusal::StarveCrewFirst => f.write_str(
                "crewmen never turn neutral: choose someone else in that stack (a crewman is injured only where no one else is)",
            ),
            Refusal::StarveInjured(who) => write!(
                f,
                "{who} is injured already: a hungry stack of crewmen injures one who is not (if all are, beam down supplies)"
            ),
            Refusal::SquadRecruited(q) => write!(f, "the {q} squad is yours now"),
            Refusal::SquadRolled(q) => write!(f, "the {q} squad has rolled this turn"),
            Refusal::TableInItsStep(t) => {
                write!(f, "the {t} is rolled in its own step, not as an action")
            }
            Refusal::PartyHeld => f.write_str(
                "the Royal Party is held in its town: roll Fealty there again",
            ),
            Refusal::PartyNotHeld => f.write_str("the Royal Party is not held anywhere"),
            Refusal::PartyDone => f.write_str("the Royal Party has moved or rolled this turn"),
            Refusal::PartyNotDone => {
                f.write_str("the Royal Party has not moved or rolled Fealty this turn")
            }
            Refusal::Route(why) => f.write_str(why),
            Refusal::NoFlight => f.write_str("no one has to flee now"),
            Refusal::NoSanctuaryHere(s) => write!(
                f,
                "sanctuary is sought only in a town or a cathedral, and {s} is neither"
            ),
            Refusal::SanctuaryTried => {
                f.write_str("sanctuary was asked for once already: now they must flee")
            }
            Refusal::NotFleeing(p) => write!(f, "{p} is not among those who must flee"),
            Refusal::CellStillUnknown { row, column } => write!(
                f,
                "the cell in row \"{row}\", column \"{column}\" is still unknown: enter it from your chart"
            ),
            Refusal::GameOver(why) => write!(f, "the game is over: {why}"),
        }
    }
}

impl std::error::Error for Refusal {}
