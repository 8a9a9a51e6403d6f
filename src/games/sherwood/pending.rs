//! What a result leaves for the player to settle, in order. It is part of the game state,
//! so it survives undo, redo and a restart, and the screen reads it as typed data.

use super::change::{Pick, PickChange, Suggestion};
use super::person_id::PersonId;
use super::situation::Target;
use super::space_id::{SpaceId, SquadId};
use super::tables::TableId;
use crate::engine::dice::DieRoll;
use crate::engine::table::CellRef;
use crate::engine::words::Words;
use serde::{Deserialize, Serialize};

/// A roll the player asks for, described by where and who; the rest comes from the state.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct RollRequest {
    pub space: SpaceId,
    pub actor: Option<PersonId>,
    pub target: Option<Target>,
    pub gold: u32,
    pub phasers: bool,
    pub patients: u8,
    pub medical_kit: bool,
    /// Kept so that saves written before flight became its own action still load.
    pub flee_to: Option<SpaceId>,
    pub chart_row: Option<String>,
}

impl Default for RollRequest {
    /// A request at no place yet ([`SpaceId::unchosen`]); the actions name theirs.
    fn default() -> Self {
        RollRequest {
            space: SpaceId::unchosen(),
            actor: None,
            target: None,
            gold: 0,
            phasers: false,
            patients: 0,
            medical_kit: false,
            flee_to: None,
            chart_row: None,
        }
    }
}

/// One thing to settle, with an id the settling action names.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Todo {
    pub id: u32,
    pub task: Task,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "task")]
pub enum Task {
    /// Changes the rules call for, to confirm (choosing who or where, where the rules say so).
    Confirm { suggestion: Suggestion },
    /// Your people at `from` must flee (8.8). In a town or cathedral they may first seek
    /// sanctuary, once.
    Flee {
        from: SpaceId,
        may_seek_sanctuary: bool,
    },
    /// A roll that landed on a cell the player has not entered yet: the die is kept and the
    /// roll resolves as soon as the cell is known.
    Roll { roll: PendingRoll },
    /// Paragraph 150: the Raid Table again; the healers take no part and are captured after.
    RaidAgain {
        request: RollRequest,
        healers: Vec<PersonId>,
    },
    /// A die of gold for the Warchest (paragraph 115; "G half" halves it).
    GoldDie { halve: bool },
}

impl Task {
    /// What settling it decided, as a heading for the log ("Who is captured"); with the
    /// changes made written below it.
    pub fn done_label(&self) -> Words {
        use crate::words;
        match self {
            Task::Confirm { suggestion } => match &suggestion.pick {
                None => suggestion.text.clone().no_stop(),
                Some(Pick::Persons { change, .. }) => match change {
                    PickChange::Injure => words!("swr-done-injured"),
                    PickChange::Heal => words!("swr-done-healed"),
                    PickChange::Capture => words!("swr-done-captured"),
                    PickChange::KeepFree => words!("swr-done-gets-away"),
                    PickChange::Recruit => words!("swr-done-joins"),
                    PickChange::Free => words!("swr-done-goes-free"),
                },
                Some(Pick::Squad { to, .. }) => {
                    words!("swr-done-squad-comes", space = to.to_string())
                }
                Some(Pick::SquadDestination { squad }) => {
                    words!("swr-done-squad-stops", squad = squad.to_string())
                }
                Some(Pick::Destination { .. }) => words!("swr-done-destination"),
                Some(Pick::FreeOne { .. }) => words!("swr-done-goes-free"),
                Some(Pick::Identify { space, .. }) => {
                    words!("swr-done-identify", space = space.to_string())
                }
                Some(Pick::Legend { symbol }) => {
                    words!("swr-done-legend", symbol = symbol.as_str())
                }
            },
            Task::Flee { from, .. } => words!("swr-done-flight", space = from.to_string()),
            Task::Roll { roll } => words!("swr-done-roll", table = roll.table.label()),
            Task::RaidAgain { .. } => words!("swr-done-raid-again"),
            Task::GoldDie { .. } => words!("swr-done-gold-die"),
        }
    }

    /// Whether the rules apply it at once, so it is settled and never left undone: a
    /// table's or a paragraph's result (rulebook 4.1: "apply them immediately"), a flight,
    /// the second raid roll, a die of gold. Only a roll waiting for the cell of the player's
    /// own chart may be left undone, and the screen asks first.
    pub fn forced(&self) -> bool {
        !matches!(self, Task::Roll { .. })
    }

    /// What is to be done, in a few words.
    pub fn title(&self) -> Words {
        use crate::words;
        match self {
            Task::Confirm { suggestion } => suggestion.text.clone(),
            Task::Flee {
                from,
                may_seek_sanctuary: true,
            } => words!("swr-task-flee-or-sanctuary", space = from.to_string()),
            Task::Flee { from, .. } => words!("swr-task-flee", space = from.to_string()),
            Task::Roll { roll } => words!(
                "swr-task-roll",
                table = roll.table.label(),
                row = roll.cell.row.as_str(),
                column = roll.cell.column.as_str()
            ),
            Task::RaidAgain { request, .. } => {
                words!("swr-task-raid-again", space = request.space.to_string())
            }
            Task::GoldDie { halve: false } => words!("swr-task-gold-die"),
            Task::GoldDie { halve: true } => words!("swr-task-gold-die-half"),
        }
    }
}

/// A roll made, its die kept, waiting for the player to read the cell off their chart.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PendingRoll {
    pub table: TableId,
    pub request: RollRequest,
    /// The King's Men squad that rolled, for a King's Men roll.
    pub squad: Option<SquadId>,
    /// Your people the roll was made for (the result touches them).
    pub group: Vec<PersonId>,
    pub die: DieRoll,
    pub total: i32,
    pub row: usize,
    pub band: usize,
    pub cell: CellRef,
}
