//! Game-agnostic rules machinery. Pure: no UI, no PDF, no file system, no clock.

pub mod deck;
pub mod dice;
pub mod journal;
pub mod keyword;
pub mod modifier;
pub mod odds;
pub mod provenance;
pub mod random;
pub mod range;
pub mod table;
pub mod tagged;
pub mod words;
