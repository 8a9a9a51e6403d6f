//! The state of a game of Do Not Forsake Me, and what a turn's steps report.

use super::cards::{CardSet, System};
pub use super::deal::Deal;
use super::map::MapStrip;
use crate::engine::deck::{Deck, Orientation, PlacedCard};
use crate::engine::random::GameRng;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Systems {
    pub crew: u8,
    pub wmc: u8,
    pub fusion: u8,
    pub navcomm: u8,
}

impl Systems {
    pub fn get(&self, s: System) -> u8 {
        match s {
            System::Crew => self.crew,
            System::Wmc => self.wmc,
            System::Fusion => self.fusion,
            System::Navcomm => self.navcomm,
        }
    }

    pub fn set(&mut self, s: System, v: u8) {
        match s {
            System::Crew => self.crew = v,
            System::Wmc => self.wmc = v,
            System::Fusion => self.fusion = v,
            System::Navcomm => self.navcomm = v,
        }
    }

    pub fn start(set: &CardSet) -> Systems {
        Systems {
            crew: set.start.crew,
            wmc: set.start.wmc,
            fusion: set.start.fusion,
            navcomm: set.start.navcomm,
        }
    }
}

pub use crate::games::PlayMode;

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Choose how far to move (1-4 quadrants).
    Movement,
    /// After moving: dock and buy at a station, or repair in space; then continue.
    Refit,
    /// Scan for events.
    Event,
    /// Reveal the bounty (or, docked, end the turn).
    Bounty,
    /// A bounty is revealed: evade or fight.
    Encounter { bounty: String, card: u8 },
    /// Combat rounds against a bounty; the attack line was fixed when combat began.
    Combat {
        bounty: String,
        card: u8,
        attack_wmc: u8,
        rounds: u8,
    },
}

impl Phase {
    /// The phase in a player's words ("Evade or fight").
    pub fn label(&self) -> crate::engine::words::Words {
        match self {
            Phase::Movement => crate::words!("dnfm-phase-label-movement"),
            Phase::Refit => crate::words!("dnfm-phase-label-refit"),
            Phase::Event => crate::words!("dnfm-phase-label-event"),
            Phase::Bounty => crate::words!("dnfm-phase-label-bounty"),
            Phase::Encounter { .. } => crate::words!("dnfm-phase-label-encounter"),
            Phase::Combat { .. } => crate::words!("dnfm-phase-label-combat"),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameEnd {
    Won,
    Lost,
}

/// How a lost game was lost: its last crewman fell to a fight's damage or to an event's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Loss {
    InCombat,
    ToEvents,
}

impl Loss {
    /// As the simulator's report names it for programs (`losses` in its JSON: English in
    /// every language; [`crate::games::dnfm::sim::cause_words`] gives it in words).
    pub fn words(self) -> &'static str {
        match self {
            Loss::InCombat => "crew lost in combat",
            Loss::ToEvents => "crew lost to events",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DnfmState {
    pub mode: PlayMode,
    pub turn: u32,
    pub map: MapStrip,
    /// Loop position of the ship, 0-15.
    pub position: u8,
    pub systems: Systems,
    pub megacredits: u8,
    /// The Dice Cards in play (digital mode); the bounty card is set aside during a fight.
    pub deck: Option<Deck>,
    pub aside: Option<PlacedCard>,
    pub phase: Phase,
    /// Quadrants moved this turn (prices repairs in space, sizes the event scan).
    pub moved: u8,
    pub docked: bool,
    /// Bounties still to come this turn (Counterplot).
    pub extra_bounties: u8,
    pub end: Option<GameEnd>,
}

impl DnfmState {
    /// How the game was lost, once it is: the one classifier the simulator, the record and
    /// the screens share. Crew is lost only to damage: a lost round's leaves the game in
    /// combat, an event's in the Event phase.
    pub fn loss(&self) -> Option<Loss> {
        match (self.end?, &self.phase) {
            (GameEnd::Won, _) => None,
            (GameEnd::Lost, Phase::Combat { .. } | Phase::Encounter { .. }) => Some(Loss::InCombat),
            (GameEnd::Lost, _) => Some(Loss::ToEvents),
        }
    }

    /// Setup in digital mode: RSF the Map Cards and lay them out, RSF the Dice Cards; each
    /// deck first lies as a player's would (see [`Deal::RandomLie`]).
    pub fn new_digital(set: &CardSet, rng: &mut GameRng) -> DnfmState {
        Self::new_dealt(set, Deal::RandomLie, rng)
    }

    /// Setup in digital mode from cards laid as `deal` says.
    pub fn new_dealt(set: &CardSet, deal: Deal, rng: &mut GameRng) -> DnfmState {
        let map = MapStrip::deal_from(set, deal.deck(4, rng), rng);
        let mut deck = deal.deck(6, rng);
        deck.rsf(rng);
        Self::with(set, PlayMode::Digital, map, Some(deck))
    }

    /// Setup in physical mode: the player lays out their own cards and says where the
    /// stations are.
    pub fn new_physical(set: &CardSet, map: MapStrip) -> DnfmState {
        Self::with(set, PlayMode::Physical, map, None)
    }

    fn with(set: &CardSet, mode: PlayMode, map: MapStrip, deck: Option<Deck>) -> DnfmState {
        DnfmState {
            mode,
            turn: 1,
            map,
            position: 0,
            systems: Systems::start(set),
            megacredits: set.start.megacredits,
            deck,
            aside: None,
            phase: Phase::Movement,
            moved: 0,
            docked: false,
            extra_bounties: 0,
            end: None,
        }
    }

    pub fn at_station(&self) -> bool {
        self.map.is_station(self.position)
    }
}

fn orientation_words<S: serde::Serializer>(o: &Orientation, ser: S) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeStruct;
    let mut st = ser.serialize_struct("Orientation", 2)?;
    st.serialize_field("side", &o.side)?;
    st.serialize_field("down", &o.rotated)?;
    st.end()
}

/// A Dice Card as drawn: which card, how it lay, and what it showed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Drawn {
    pub card: u8,
    /// Written `{"side": "b", "down": true}`: "down" is the one word the app's output uses
    /// for a card turned 180° (the saved games keep the deck's own form).
    #[serde(serialize_with = "orientation_words")]
    pub orientation: Orientation,
    pub value: u8,
    pub icons: Vec<System>,
    pub bounty: String,
}

/// A system that lost a level (or would have, but was already at its floor).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Hit {
    pub system: System,
    pub from: u8,
    pub to: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CrewCheck {
    pub card: Drawn,
    pub lost: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Damage {
    pub card: Drawn,
    pub hits: Vec<Hit>,
    pub crew_check: Option<CrewCheck>,
}

/// One thing that happened, with every number shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case", tag = "step")]
pub enum Step {
    /// `from` and `to` are quadrants as the player counts them, 1 to 16.
    Moved {
        from: u8,
        to: u8,
        quadrants: u8,
        station: bool,
    },
    Docked,
    Bought {
        system: System,
        level: u8,
        price: u8,
        megacredits: u8,
    },
    Repaired {
        system: System,
        level: u8,
        price: u8,
        megacredits: u8,
    },
    EventScan {
        cards: Vec<Drawn>,
        ed: u32,
        event: String,
    },
    NavcommCheck {
        cards: Vec<Drawn>,
        total: u32,
        needed: u32,
        passed: bool,
    },
    ThresholdEffect {
        event: String,
        card: Drawn,
        at_most: u8,
        hits: Vec<Hit>,
    },
    IconEffect {
        event: String,
        damage: Vec<Damage>,
    },
    Counterplot,
    NoBountyWhileDocked,
    BountyRevealed {
        card: Drawn,
        bounty: String,
        dl: u8,
    },
    Evaded,
    CombatBegins {
        bounty: String,
        wmc: u8,
        pattern: String,
        cards: u8,
        value: u8,
    },
    PlayerAttack {
        /// The cards drawn, as they lay.
        cards: Vec<Drawn>,
        drawn: Vec<u8>,
        kept: Vec<u8>,
        discarded: Vec<u8>,
        pattern: String,
        dice_total: u32,
        fusion_modifier: i8,
        cv: i32,
    },
    BountyAttack {
        cards: Vec<Drawn>,
        drawn: Vec<u8>,
        pattern: String,
        cv: i32,
    },
    Captured {
        bounty: String,
        value: u8,
        megacredits: u8,
    },
    CombatDamage(Damage),
    Fled,
    TurnEnds {
        next_turn: u32,
    },
    Won {
        megacredits: u8,
    },
    Lost,
}

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct Outcome {
    pub steps: Vec<Step>,
}
