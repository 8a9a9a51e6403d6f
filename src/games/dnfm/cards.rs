//! The designed card set: data types, loading from `data/cards.toml`, and validation.

use crate::engine::deck::{Orientation, Side};
use crate::engine::keyword::keyword_enum;
use crate::engine::provenance::Provenance;
use crate::engine::range::{BandError, Bands};
use crate::engine::words::Words;
use crate::games::data_text::DataText;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::LazyLock;

pub use super::card_text::{CardTextError, Levels, Pattern, Slot, parse_face};

const CARDS: &str = crate::games::data_text::builtin!("dnfm/data/cards");

keyword_enum! {
    #[derive(PartialOrd, Ord)]
    pub enum System as id {
        Crew = "crew" => "dnfm-system-crew",
        Wmc = "wmc" | "wave-motion-cannon" | "cannon" => "dnfm-system-wmc",
        Fusion = "fusion" | "fusioncasting" | "fusioncasting-engines" => "dnfm-system-fusion",
        Navcomm = "navcomm" | "nav" => "dnfm-system-navcomm",
    }
}

impl System {
    /// The three systems that can be repaired or upgraded (crew never comes back).
    pub const SHIP: [System; 3] = [System::Wmc, System::Fusion, System::Navcomm];
}

impl fmt::Display for System {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.label().fmt(f)
    }
}

/// What one corner-up way of a Dice Card shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reading {
    pub value: u8,
    pub icons: Vec<System>,
    pub bounty: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiceSide {
    pub up: Reading,
    pub down: Reading,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiceCard {
    pub number: u8,
    pub a: DiceSide,
    pub b: DiceSide,
}

impl DiceCard {
    pub fn reading(&self, o: Orientation) -> &Reading {
        let side = match o.side {
            Side::A => &self.a,
            Side::B => &self.b,
        };
        if o.rotated { &side.down } else { &side.up }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Attack {
    /// The player's Wave Motion Cannon levels this line applies to ("1-3", "4").
    pub wmc: Levels,
    pub pattern: Pattern,
    pub value: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Bounty {
    pub id: String,
    pub name: String,
    pub subtitle: String,
    pub dl: u8,
    #[serde(default = "designed")]
    pub provenance: Provenance,
    pub attack: Vec<Attack>,
}

/// The catalogue key of an event's name: "dnfm-event-meteor-storm" (events have no id; the
/// name is theirs).
pub fn event_key(name: &str) -> String {
    let mut key = String::from("dnfm-event-");
    let mut dash = false;
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            if dash && !key.ends_with('-') {
                key.push('-');
            }
            key.push(c.to_ascii_lowercase());
            dash = false;
        } else {
            dash = true;
        }
    }
    key
}

/// An event's name in the player's language (the card set's own where no catalogue has it).
pub fn event_label(name: &str) -> Words {
    Words::key_or(event_key(name), name)
}

impl Bounty {
    /// The catalogue key of its subtitle ("dnfm-bounty-subtitle-narn").
    pub fn subtitle_key(&self) -> String {
        format!("dnfm-bounty-subtitle-{}", self.id)
    }

    /// Its subtitle in the player's language (the card set's own where no catalogue has it).
    pub fn subtitle_label(&self) -> Words {
        Words::key_or(self.subtitle_key(), &self.subtitle)
    }

    /// The attack line for the player's Wave Motion Cannon level at the start of combat.
    pub fn attack_for(&self, wmc: u8) -> Option<&Attack> {
        self.attack.iter().find(|a| a.wmc.contains(wmc))
    }
}

fn designed() -> Provenance {
    Provenance::Designed
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Start {
    pub crew: u8,
    pub wmc: u8,
    pub fusion: u8,
    pub navcomm: u8,
    pub megacredits: u8,
    pub win_megacredits: u8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Prices {
    pub fusion: u8,
    pub navcomm: u8,
    pub wmc: u8,
}

impl Prices {
    pub fn of(&self, s: System) -> Option<u8> {
        match s {
            System::Fusion => Some(self.fusion),
            System::Navcomm => Some(self.navcomm),
            System::Wmc => Some(self.wmc),
            System::Crew => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RepairPrices {
    pub fusion: [u8; 4],
    pub navcomm: [u8; 4],
    pub wmc: [u8; 4],
}

impl RepairPrices {
    /// Price of one level repaired in space after travelling `quadrants` (1-4).
    pub fn of(&self, s: System, quadrants: u8) -> Option<u8> {
        let row = match s {
            System::Fusion => &self.fusion,
            System::Navcomm => &self.navcomm,
            System::Wmc => &self.wmc,
            System::Crew => return None,
        };
        row.get(usize::from(quadrants).checked_sub(1)?).copied()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WmcLevel {
    pub level: u8,
    pub pattern: Pattern,
    #[serde(default = "designed")]
    pub provenance: Provenance,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FusionLevel {
    pub level: u8,
    pub modifier: i8,
    pub extra_dice: u8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NavcommLevel {
    pub level: u8,
    pub cards: u8,
}

/// The Crew card's check: after a crew icon, one more Dice Card; a crewman is lost when it
/// shows one of these die faces.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CrewCheck {
    pub lose_on: Vec<u8>,
    #[serde(default = "designed")]
    pub provenance: Provenance,
    /// Why these faces, where the rulebook does not say.
    #[serde(default)]
    pub reason: String,
}

impl CrewCheck {
    /// The faces as a person reads them: "1 or 2".
    pub fn faces(&self) -> Words {
        super::words::or_list(&self.lose_on)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EventKind {
    None,
    /// One card: at or below `at_most`, each listed system loses a level.
    Threshold,
    /// `cards` cards: their damage icons hit the ship.
    Icons,
    /// One more bounty this turn.
    Counterplot,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Event {
    pub ed: String,
    pub kind: EventKind,
    pub name: String,
    #[serde(default)]
    pub at_most: u8,
    #[serde(default)]
    pub systems: Vec<System>,
    #[serde(default)]
    pub cards: u8,
    #[serde(default = "rulebook")]
    pub provenance: Provenance,
}

fn rulebook() -> Provenance {
    Provenance::Rulebook
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Quadrant {
    TL,
    TR,
    BL,
    BR,
}

impl Quadrant {
    /// Where a quadrant ends up when its card is turned 180°.
    pub fn turned(self) -> Quadrant {
        match self {
            Quadrant::TL => Quadrant::BR,
            Quadrant::TR => Quadrant::BL,
            Quadrant::BL => Quadrant::TR,
            Quadrant::BR => Quadrant::TL,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MapCard {
    pub number: u8,
    pub a: Vec<Quadrant>,
    pub b: Vec<Quadrant>,
}

impl MapCard {
    pub fn has_station(&self, o: Orientation, q: Quadrant) -> bool {
        let printed = if o.rotated { q.turned() } else { q };
        match o.side {
            Side::A => self.a.contains(&printed),
            Side::B => self.b.contains(&printed),
        }
    }
}

/// One of the 18 printed cards: what is on its front and its back.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PhysicalCard {
    pub number: u8,
    pub front: String,
    pub back: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RulesCard {
    pub number: u8,
    pub title: String,
    pub text: Vec<String>,
}

/// Every face the set must print, once each.
pub fn required_faces() -> Vec<String> {
    let mut faces: Vec<String> = (1..=5).map(|n| format!("rules:{n}")).collect();
    faces.extend(
        [
            "ship",
            "ship-status",
            "resource:crew-low",
            "resource:crew-high",
            "resource:wmc",
            "resource:fusion",
            "resource:navcomm",
            "event-table",
            "megacredits",
            "bounties",
            "reference",
        ]
        .map(String::from),
    );
    for kind in ["map", "dice"] {
        let count = if kind == "map" { 4 } else { 6 };
        for n in 1..=count {
            for side in ["a", "b"] {
                faces.push(format!("{kind}:{n}:{side}"));
            }
        }
    }
    faces
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardSet {
    pub start: Start,
    pub station_price: Prices,
    pub repair_price: RepairPrices,
    pub wmc_level: Vec<WmcLevel>,
    pub fusion_level: Vec<FusionLevel>,
    pub navcomm_level: Vec<NavcommLevel>,
    pub crew_check: CrewCheck,
    pub event: Vec<Event>,
    pub bounty: Vec<Bounty>,
    pub dice_card: Vec<DiceCard>,
    pub map_card: Vec<MapCard>,
    pub card: Vec<PhysicalCard>,
    pub rules: Vec<RulesCard>,
    /// The event table's ED ranges, parsed once.
    #[serde(skip)]
    ed_bands: Option<Bands>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CardSetError {
    Toml(String),
    EventBands(BandError),
    Invalid(Words),
}

impl fmt::Display for CardSetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CardSetError::Toml(e) => {
                crate::words!("dnfm-card-data-unreadable", error = e.as_str()).fmt(f)
            }
            CardSetError::EventBands(e) => {
                crate::words!("dnfm-card-event-table", error = e.to_string()).fmt(f)
            }
            CardSetError::Invalid(e) => e.fmt(f),
        }
    }
}

impl CardSet {
    /// A card set from its TOML file (a designer's edited copy).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn parse(text: &str) -> Result<CardSet, CardSetError> {
        CardSet::read(DataText::Toml, text)
    }

    pub(crate) fn read(format: DataText, text: &str) -> Result<CardSet, CardSetError> {
        let mut set: CardSet = format.read(text).map_err(|e| CardSetError::Toml(e.0))?;
        set.ed_bands = Some(set.event_bands()?);
        set.validate()?;
        Ok(set)
    }

    pub fn builtin() -> Result<&'static CardSet, CardSetError> {
        static SET: LazyLock<Result<CardSet, CardSetError>> =
            LazyLock::new(|| CardSet::read(DataText::BUILTIN, CARDS));
        SET.as_ref().map_err(Clone::clone)
    }

    pub fn event_bands(&self) -> Result<Bands, CardSetError> {
        Bands::parse(&self.event.iter().map(|e| e.ed.as_str()).collect::<Vec<_>>())
            .map_err(CardSetError::EventBands)
    }

    /// The event an Event Detection total reads.
    pub fn event_for(&self, ed: u32) -> Option<&Event> {
        let (i, _) = self
            .ed_bands
            .as_ref()?
            .locate(i32::try_from(ed).unwrap_or(i32::MAX));
        self.event.get(i)
    }

    pub fn bounty(&self, id: &str) -> Option<&Bounty> {
        self.bounty.iter().find(|b| b.id == id)
    }

    /// The Dice Cards with a reading that names the bounty: the cards it can have come from,
    /// and so the ones that can lie set aside for it.
    pub fn cards_carrying(&self, bounty: &str) -> Vec<u8> {
        self.dice_card
            .iter()
            .filter(|c| {
                Orientation::ALL
                    .iter()
                    .any(|&o| c.reading(o).bounty == bounty)
            })
            .map(|c| c.number)
            .collect()
    }

    pub fn dice(&self, number: u8) -> Option<&DiceCard> {
        // The cards are listed in order (the built-in set is): look there first.
        match self.dice_card.get(usize::from(number).wrapping_sub(1)) {
            Some(c) if c.number == number => Some(c),
            _ => self.dice_card.iter().find(|c| c.number == number),
        }
    }

    pub fn wmc_pattern(&self, level: u8) -> Option<&Pattern> {
        self.wmc_level
            .iter()
            .find(|l| l.level == level)
            .map(|l| &l.pattern)
    }

    pub fn fusion(&self, level: u8) -> Option<FusionLevel> {
        self.fusion_level.iter().find(|l| l.level == level).copied()
    }

    pub fn navcomm_cards(&self, level: u8) -> Option<u8> {
        self.navcomm_level
            .iter()
            .find(|l| l.level == level)
            .map(|l| l.cards)
    }

    pub fn crew_lost_on(&self, value: u8) -> bool {
        self.crew_check.lose_on.contains(&value)
    }

    fn validate(&self) -> Result<(), CardSetError> {
        self.validate_levels()?;
        self.validate_dice_cards()?;
        self.validate_bounties()?;
        self.validate_printed_cards()
    }

    /// The event table starts at 0; every level of the ship's systems has its figures.
    fn validate_levels(&self) -> Result<(), CardSetError> {
        let bad = |s: Words| Err(CardSetError::Invalid(s));
        let bands = self.event_bands()?;
        if bands.as_slice().first().and_then(|b| b.low) != Some(0) {
            return bad(crate::words!("dnfm-card-ed-start"));
        }
        for level in 1..=4u8 {
            match self.wmc_pattern(level) {
                Some(p) if p.len() == 3 => {}
                _ => {
                    return bad(crate::words!("dnfm-card-wmc-pattern", level = level));
                }
            }
            if self.fusion(level).is_none() {
                return bad(crate::words!("dnfm-card-fusion-missing", level = level));
            }
            match self.navcomm_cards(level) {
                Some(1..=5) => {}
                _ => return bad(crate::words!("dnfm-card-navcomm-cards", level = level)),
            }
        }
        if self.fusion_level.iter().any(|f| f.extra_dice > 2) {
            return bad(crate::words!("dnfm-card-fusion-dice"));
        }
        Ok(())
    }

    /// Six Dice Cards; each value 1–6 on four of their 24 readings; known bounties.
    fn validate_dice_cards(&self) -> Result<(), CardSetError> {
        let bad = |s: Words| Err(CardSetError::Invalid(s));
        let mut numbers: Vec<u8> = self.dice_card.iter().map(|c| c.number).collect();
        numbers.sort_unstable();
        if numbers != [1, 2, 3, 4, 5, 6] {
            return bad(crate::words!(
                "dnfm-card-dice-numbers",
                numbers = super::words::and_list(&numbers)
            ));
        }
        let mut value_count = [0u8; 6];
        for card in &self.dice_card {
            for o in Orientation::ALL {
                let r = card.reading(o);
                match value_count.get_mut(usize::from(r.value).wrapping_sub(1)) {
                    Some(c) => *c += 1,
                    None => {
                        return bad(crate::words!(
                            "dnfm-card-die-value",
                            card = card.number,
                            value = r.value
                        ));
                    }
                }
                if self.bounty(&r.bounty).is_none() {
                    return bad(crate::words!(
                        "dnfm-card-unknown-bounty",
                        card = card.number,
                        bounty = r.bounty.as_str()
                    ));
                }
                if r.icons.len() > 2 {
                    return bad(crate::words!("dnfm-card-icons", card = card.number));
                }
            }
        }
        if value_count != [4; 6] {
            return bad(crate::words!(
                "dnfm-card-value-count",
                counts = super::words::and_list(&value_count)
            ));
        }
        Ok(())
    }

    /// At least six bounties, each with one attack for every WMC level, each on a card.
    fn validate_bounties(&self) -> Result<(), CardSetError> {
        let bad = |s: Words| Err(CardSetError::Invalid(s));
        if self.bounty.len() < 6 {
            return bad(crate::words!("dnfm-card-six-bounties"));
        }
        for b in &self.bounty {
            for wmc in 1..=4 {
                match b.attack_for(wmc) {
                    Some(a) if (3..=4).contains(&a.pattern.len()) => {}
                    _ => {
                        return bad(crate::words!(
                            "dnfm-card-attack-missing",
                            bounty = b.name.as_str(),
                            wmc = wmc
                        ));
                    }
                }
            }
            let covering: usize = (1..=4u8)
                .map(|w| b.attack.iter().filter(|a| a.wmc.contains(w)).count())
                .sum();
            if covering != 4 {
                return bad(crate::words!(
                    "dnfm-card-attack-overlap",
                    bounty = b.name.as_str()
                ));
            }
            if self.cards_carrying(&b.id).is_empty() {
                return bad(crate::words!(
                    "dnfm-card-bounty-nowhere",
                    bounty = b.name.as_str()
                ));
            }
        }
        Ok(())
    }

    /// Four Map Cards, the 18 cards' faces, five rules, and the Crew card's two faces.
    fn validate_printed_cards(&self) -> Result<(), CardSetError> {
        let bad = |s: Words| Err(CardSetError::Invalid(s));
        let mut maps: Vec<u8> = self.map_card.iter().map(|c| c.number).collect();
        maps.sort_unstable();
        if maps != [1, 2, 3, 4] {
            return bad(crate::words!(
                "dnfm-card-map-numbers",
                numbers = super::words::and_list(&maps)
            ));
        }
        let mut printed: Vec<String> = self
            .card
            .iter()
            .flat_map(|c| [c.front.clone(), c.back.clone()])
            .collect();
        let mut needed = required_faces();
        printed.sort();
        needed.sort();
        if self.card.len() != 18 || printed != needed {
            return bad(crate::words!("dnfm-card-faces"));
        }
        let mut rules: Vec<u8> = self.rules.iter().map(|r| r.number).collect();
        rules.sort_unstable();
        if rules != [1, 2, 3, 4, 5] || self.rules.iter().any(|r| r.text.is_empty()) {
            return bad(crate::words!("dnfm-card-rules"));
        }
        if self.crew_check.lose_on.iter().any(|v| !(1..=6).contains(v)) {
            return bad(crate::words!("dnfm-card-crew-faces"));
        }
        // The rulebook's Crew card names two faces.
        let mut faces = self.crew_check.lose_on.clone();
        faces.sort_unstable();
        faces.dedup();
        if faces.len() != 2 {
            return bad(crate::words!("dnfm-card-crew-two"));
        }
        Ok(())
    }
}
