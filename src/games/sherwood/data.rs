//! The game data shipped with the app: people, places and charts, parsed once.

use super::persons::Roster;
use super::spaces::Spaces;
use super::tables::{self, SherwoodTable, TableDataError, TableId};
use crate::games::data_text::{DataText, builtin};
use std::sync::LazyLock;

const PERSONS: &str = builtin!("sherwood/data/persons");
const SPACES: &str = builtin!("sherwood/data/spaces");
const TABLES: &str = builtin!("sherwood/data/tables");

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DataError {
    #[error("the built-in person list is broken: {0}")]
    Persons(String),
    #[error("the built-in space list is broken: {0}")]
    Spaces(String),
    #[error("the built-in charts are broken: {0}")]
    Tables(#[from] TableDataError),
}

/// All nine charts, one field each, so that asking for a chart cannot fail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Charts {
    recruiting: SherwoodTable,
    donations: SherwoodTable,
    raid: SherwoodTable,
    horse_theft: SherwoodTable,
    sanctuary: SherwoodTable,
    flight: SherwoodTable,
    fealty: SherwoodTable,
    kings_men: SherwoodTable,
    heal: SherwoodTable,
}

impl Charts {
    fn from_tables(mut list: Vec<SherwoodTable>) -> Result<Charts, TableDataError> {
        let mut take = |id: TableId| {
            let i = list
                .iter()
                .position(|t| t.id == id)
                .ok_or(TableDataError::TableSet(id))?;
            Ok::<_, TableDataError>(list.swap_remove(i))
        };
        Ok(Charts {
            recruiting: take(TableId::Recruiting)?,
            donations: take(TableId::Donations)?,
            raid: take(TableId::Raid)?,
            horse_theft: take(TableId::HorseTheft)?,
            sanctuary: take(TableId::Sanctuary)?,
            flight: take(TableId::Flight)?,
            fealty: take(TableId::Fealty)?,
            kings_men: take(TableId::KingsMen)?,
            heal: take(TableId::Heal)?,
        })
    }

    pub fn get(&self, id: TableId) -> &SherwoodTable {
        match id {
            TableId::Recruiting => &self.recruiting,
            TableId::Donations => &self.donations,
            TableId::Raid => &self.raid,
            TableId::HorseTheft => &self.horse_theft,
            TableId::Sanctuary => &self.sanctuary,
            TableId::Flight => &self.flight,
            TableId::Fealty => &self.fealty,
            TableId::KingsMen => &self.kings_men,
            TableId::Heal => &self.heal,
        }
    }

    pub fn get_mut(&mut self, id: TableId) -> &mut SherwoodTable {
        match id {
            TableId::Recruiting => &mut self.recruiting,
            TableId::Donations => &mut self.donations,
            TableId::Raid => &mut self.raid,
            TableId::HorseTheft => &mut self.horse_theft,
            TableId::Sanctuary => &mut self.sanctuary,
            TableId::Flight => &mut self.flight,
            TableId::Fealty => &mut self.fealty,
            TableId::KingsMen => &mut self.kings_men,
            TableId::Heal => &mut self.heal,
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = &SherwoodTable> {
        TableId::ALL.into_iter().map(|id| self.get(id))
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SherwoodData {
    pub roster: Roster,
    pub spaces: Spaces,
    pub charts: Charts,
}

impl SherwoodData {
    /// The data from its three TOML files (a designer's edited copies).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn parse(persons: &str, spaces: &str, tables: &str) -> Result<SherwoodData, DataError> {
        SherwoodData::read(DataText::Toml, persons, spaces, tables)
    }

    pub(crate) fn read(
        format: DataText,
        persons: &str,
        spaces: &str,
        tables: &str,
    ) -> Result<SherwoodData, DataError> {
        let roster: Roster = format.read(persons).map_err(|e| DataError::Persons(e.0))?;
        let spaces: Spaces = format.read(spaces).map_err(|e| DataError::Spaces(e.0))?;
        let charts = Charts::from_tables(tables::load(format, tables, &roster)?)?;
        Ok(SherwoodData {
            roster,
            spaces,
            charts,
        })
    }

    /// The data embedded in the binary, parsed on first use.
    pub fn builtin() -> Result<&'static SherwoodData, DataError> {
        static DATA: LazyLock<Result<SherwoodData, DataError>> =
            LazyLock::new(|| SherwoodData::read(DataText::BUILTIN, PERSONS, SPACES, TABLES));
        DATA.as_ref().map_err(Clone::clone)
    }
}
