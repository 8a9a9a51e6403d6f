//! What a result leaves for the player to settle, in order. It is part of the game state,
//! so it survives undo, redo and a restart, and the screen reads it as typed data.

use super::change::{Pick, PickChange, Suggestion};
use super::person_id::PersonId;
use super::situation::Target;
use super::space_id::{SpaceId, SquadId};
use super::tables::TableId;
use crate::engine::dice::DieRoll;
use crate::engine::table::CellRef;
use serde::{Deserialize, Serialize};

/// A roll the player asks for, described by where and who; the rest comes from the state.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
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
    pub fn done_label(&self) -> String {
        match self {
            Task::Confirm { suggestion } => match &suggestion.pick {
                None => suggestion.text.trim_end_matches('.').to_string(),
                Some(Pick::Persons { change, .. }) => match change {
                    PickChange::Injure => "Who is injured",
                    PickChange::Heal => "Who is healed",
                    PickChange::Capture => "Who is captured",
                    PickChange::KeepFree => "Who gets away",
                    PickChange::Recruit => "Who joins you",
                    PickChange::Free => "Who goes free",
                }
                .to_string(),
                Some(Pick::Squad { to, .. }) => format!("The squad that comes to {to}"),
                Some(Pick::SquadDestination { squad }) => {
                    format!("Where the {squad} squad stops")
                }
                Some(Pick::Destination { .. }) => "Where your people go".into(),
                Some(Pick::FreeOne { .. }) => "Who goes free".into(),
                Some(Pick::Identify { space, .. }) => format!("Who the prisoners at {space} are"),
                Some(Pick::Legend { symbol }) => {
                    format!("What \u{201c}{symbol}\u{201d} did, by your chart's legend")
                }
            },
            Task::Flee { from, .. } => format!("The flight from {from}"),
            Task::Roll { roll } => format!(
                "The roll on the {} kept for a chart cell",
                roll.table.label()
            ),
            Task::RaidAgain { .. } => "The second roll on the Raid Table".into(),
            Task::GoldDie { .. } => "The die of gold".into(),
        }
    }

    /// What is to be done, in a few words.
    pub fn title(&self) -> String {
        match self {
            Task::Confirm { suggestion } => suggestion.text.clone(),
            Task::Flee {
                from,
                may_seek_sanctuary: true,
            } => format!(
                "Your people at {from} must flee: seek sanctuary first, or flee to a neighbouring space."
            ),
            Task::Flee { from, .. } => {
                format!("Your people at {from} must flee to a neighbouring space.")
            }
            Task::Roll { roll } => format!(
                "The roll on the {} waits for a cell of your chart: row \u{201c}{}\u{201d}, column \u{201c}{}\u{201d}.",
                roll.table.label(),
                roll.cell.row,
                roll.cell.column
            ),
            Task::RaidAgain { request, .. } => format!(
                "Roll the Raid Table again at {} (paragraph 150).",
                request.space
            ),
            Task::GoldDie { halve: false } => "Roll a die: that much gold to the Warchest.".into(),
            Task::GoldDie { halve: true } => {
                "Roll a die and halve it (round down): that much gold to the Warchest.".into()
            }
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
