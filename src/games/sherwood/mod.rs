//! The Sherwood Syndrome (Star Trek III, 1985): charts, people, places and the rolls on them.

pub mod board;
pub mod change;
pub mod codes;
pub mod data;
pub mod paragraph_number;
pub mod paragraphs;
pub mod pending;
pub mod person_id;
pub mod persons;
pub mod prepare;
pub mod roll;
pub mod situation;
pub mod space_id;
pub mod spaces;
pub mod tables;

pub use data::SherwoodData;
pub use person_id::PersonId;
pub use prepare::{Missing, Preparation, PrepareError, prepare};
pub use roll::{AwaitingDie, OddsLine, Resolved, RollOutcome, odds, roll};
pub use situation::{RoyalOrders, Situation, Target};
pub use space_id::{EmptyName, SpaceId, SquadId};
pub use tables::TableId;
pub mod actions;
pub mod effects;
pub mod foresight;
pub mod game;
pub mod hidden;
pub mod import;
pub mod moves;
pub mod places;
pub mod reader;
pub mod refusal;
pub mod results;
pub mod state;
pub mod words;
