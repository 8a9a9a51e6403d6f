//! What buying or repairing a system costs at a starport, and why a refit is refused.

use super::{Action, DnfmError, Refusal};
use crate::engine::words::Words;
use crate::games::dnfm::cards::{CardSet, System};
use crate::games::dnfm::state::DnfmState;

/// Why buying or repairing a system is not allowed now, in words; `None` when it is (or for
/// any other action).
pub fn refit_refusal(set: &CardSet, s: &DnfmState, action: Action) -> Option<Words> {
    let refusal = match action {
        Action::Buy(sys) => buy_price(set, s, sys).err(),
        Action::Repair(sys) => repair_price(set, s, sys).err(),
        _ => None,
    }?;
    match DnfmError::from(refusal) {
        DnfmError::Illegal(why) => Some(*why),
        other => Some(other.words()),
    }
}

pub(super) fn buy_price(set: &CardSet, s: &DnfmState, sys: System) -> Result<u8, Refusal> {
    if !s.docked {
        return Err(Refusal::BuyUndocked);
    }
    let price = set.station_price.of(sys).ok_or(Refusal::BuyCrew)?;
    if s.systems.get(sys) >= 4 {
        return Err(Refusal::AtHighest(sys));
    }
    if s.megacredits < price {
        return Err(Refusal::BuyTooDear {
            system: sys,
            price,
            megacredits: s.megacredits,
        });
    }
    Ok(price)
}

fn starting_level(set: &CardSet, sys: System) -> u8 {
    match sys {
        System::Crew => set.start.crew,
        System::Wmc => set.start.wmc,
        System::Fusion => set.start.fusion,
        System::Navcomm => set.start.navcomm,
    }
}

pub(super) fn repair_price(set: &CardSet, s: &DnfmState, sys: System) -> Result<u8, Refusal> {
    if s.docked {
        return Err(Refusal::RepairDocked);
    }
    let price = set
        .repair_price
        .of(sys, s.moved)
        .ok_or(Refusal::RepairCrew)?;
    if s.systems.get(sys) >= starting_level(set, sys) {
        return Err(Refusal::AtStart(sys));
    }
    if s.megacredits < price {
        return Err(Refusal::RepairTooDear {
            system: sys,
            moved: s.moved,
            price,
            megacredits: s.megacredits,
        });
    }
    Ok(price)
}
