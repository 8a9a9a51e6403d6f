//! The state of a game of The Sherwood Syndrome: tracks, orders, the Royal Party, the towns'
//! fealty, and where everyone is.

pub use super::board::{Colour, Fealty, Location, Side, TRACK_MAX, Track, Tracks, marker};
use super::data::SherwoodData;
use super::pending::Todo;
use super::person_id::PersonId;
use super::persons::PersonKind;
use super::situation::RoyalOrders;
use super::space_id::{SpaceId, SquadId};
use super::spaces::SpaceKind;
use crate::engine::keyword::keyword_enum;
use crate::engine::random::GameRng;
use crate::engine::words::Words;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PersonState {
    pub id: PersonId,
    pub side: Side,
    pub imprisoned: bool,
    pub injured: bool,
    /// The turn by whose end this person must leave sanctuary, when limited (paragraph 303).
    pub sanctuary: Option<Sanctuary>,
    pub horse: bool,
    pub location: Location,
    /// A Royalist or Cleric who left a starving stack is a Neutral from then on (section 11).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub turned_neutral: bool,
    /// Has been yours and left (starved): recruiting again does not repeat the once-only
    /// effects of joining (a designed reading, so starving and re-recruiting is no lever).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub left_once: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Sanctuary {
    pub until_turn: Option<u32>,
}

impl PersonState {
    /// One of yours, free, on the map.
    pub fn active_at(&self, space: &str) -> bool {
        self.side == Side::Controlled && !self.imprisoned && self.location.is(space)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Squad {
    /// Named after where it started ("Port Ferkin", "Royal Palace").
    pub name: SquadId,
    pub location: Location,
    /// Recruited squads fight for you and no longer act as King's Men.
    pub recruited: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Town {
    pub name: SpaceId,
    pub fealty: Fealty,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RoyalParty {
    pub location: Location,
    /// Held in its town until the town swears (Defy, Delay, Open Rebellion).
    pub held: bool,
    /// Towns entered, in order.
    pub visited: Vec<SpaceId>,
}

keyword_enum! {
    pub enum TurnStep as key {
        RebelActions = "rebel-actions" => "swr-step-rebel-actions",
        Expenses = "expenses" => "swr-step-expenses",
        KingsMen = "kings-men" => "swr-step-kings-men",
        RoyalParty = "royal-party" => "swr-step-royal-party",
    }
}

impl TurnStep {
    /// Its name in English, for the command line's JSON (a contract).
    pub fn label_for_json(self) -> &'static str {
        match self {
            TurnStep::RebelActions => "Rebel Actions",
            TurnStep::Expenses => "Rebel Expenses",
            TurnStep::KingsMen => "King's Men Actions",
            TurnStep::RoyalParty => "Royal Party & Fealty",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Beamed {
    Down,
    Up,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ending {
    Won,
    LostToWitchcraft,
    LostToFealty,
}

impl Ending {
    /// How the game ended, in the player's language.
    pub fn describe(self) -> Words {
        match self {
            Ending::Won => crate::words!("swr-ending-won"),
            Ending::LostToWitchcraft => crate::words!("swr-ending-witchcraft"),
            Ending::LostToFealty => crate::words!("swr-ending-fealty"),
        }
    }

    /// How the game ended, in English, for the command line's JSON (a contract).
    pub fn describe_for_json(self) -> &'static str {
        match self {
            Ending::Won => {
                "Victory: every crewmember is free, a town is in open rebellion and Witchcraft is below 10."
            }
            Ending::LostToWitchcraft => "Defeat: Witchcraft reached 10.",
            Ending::LostToFealty => "Defeat: all six towns have sworn fealty to King Eyven.",
        }
    }

    /// Said before an action that would end the game so, whatever the die shows.
    pub fn warning(self) -> Words {
        match self {
            Ending::Won => crate::words!("swr-warning-won"),
            Ending::LostToWitchcraft => crate::words!("swr-warning-witchcraft"),
            Ending::LostToFealty => crate::words!("swr-warning-fealty"),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SherwoodState {
    pub turn: u32,
    pub step: TurnStep,
    pub tracks: Tracks,
    pub orders: RoyalOrders,
    pub persons: Vec<PersonState>,
    pub squads: Vec<Squad>,
    pub towns: Vec<Town>,
    pub royal_party: RoyalParty,
    /// Spaces where your people took their one action this turn.
    pub acted: Vec<SpaceId>,
    /// People who moved or beamed this turn (they do nothing else).
    pub moved: Vec<PersonId>,
    /// Spaces beamed down to this turn (Witchcraft +1 each).
    pub beamed_to: Vec<SpaceId>,
    pub beamed: Option<Beamed>,
    /// Mayors and castle lords whose once-a-game release has been used.
    pub releases_used: Vec<PersonId>,
    /// Stacks whose supply is paid this turn (paragraph 204).
    pub free_supply: Vec<SpaceId>,
    pub expenses_paid: bool,
    /// The Royal Party has moved or rolled Fealty this turn.
    pub party_done: bool,
    pub end: Option<Ending>,
    /// Places named during play for a space the app has no name for ("Forest 1").
    #[serde(default)]
    pub places: Vec<Place>,
    /// Prisoners of a physical setup whom the player has not named yet.
    #[serde(default)]
    pub hidden: Vec<HiddenPrisoner>,
    /// King's Men squads that have rolled this turn (each rolls once).
    #[serde(default)]
    pub squads_rolled: Vec<SquadId>,
    /// People who took part in an action this turn (they neither move nor beam after it).
    #[serde(default)]
    pub took_part: Vec<PersonId>,
    /// What the last results left to settle, in order.
    #[serde(default)]
    pub todo: Vec<Todo>,
    #[serde(default)]
    pub next_todo: u32,
}

/// A space the app knows only by its kind, named when the player first went there.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Place {
    pub name: SpaceId,
    pub kind: SpaceKind,
}

/// A prisoner counter drawn blind at a physical setup: where it lies and, once the player
/// has looked, its colour.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HiddenPrisoner {
    pub space: SpaceId,
    pub colour: Option<Colour>,
}

/// How the prisoners and the placed neutrals are chosen at setup.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SetupDraw {
    /// The app draws from the seeded generator, hidden from the player.
    Digital,
    /// The player drew real counters: nobody's identity is known until revealed.
    Physical,
}

pub const PALACE: &str = "Royal Palace";
/// Where the app puts the eight free neutrals at setup (the player may move them after).
pub const DEFAULT_NEUTRAL_SPACES: [&str; 8] = [
    "Farnosh Bridge",
    "Klamath Town",
    "Port Ferkin",
    "Randisfarne",
    "Winklesea",
    "Trott",
    "Castle Dil",
    "High Samwith",
];
pub const FIRST_TOWN: &str = "Farnosh Bridge";
pub const LAST_TOWN: &str = "Klamath Town";

fn starting_persons(data: &SherwoodData) -> Vec<PersonState> {
    data.roster
        .persons
        .iter()
        .map(|p| PersonState {
            id: p.id.clone(),
            side: if p.kind == Some(PersonKind::Enterprise) {
                Side::Controlled
            } else {
                Side::Free
            },
            imprisoned: false,
            injured: false,
            sanctuary: None,
            horse: false,
            location: match (p.kind, &p.home) {
                (Some(PersonKind::Enterprise), _) => Location::Enterprise,
                (_, Some(home)) => Location::Space(SpaceId::new(home)),
                _ => Location::OffMap,
            },
            turned_neutral: false,
            left_once: false,
        })
        .collect()
}

/// The spaces that hold a prisoner at setup: every town and castle, and two in the palace.
fn prisoner_spaces(data: &SherwoodData) -> Vec<SpaceId> {
    data.spaces
        .spaces
        .iter()
        .filter(|s| matches!(s.kind, SpaceKind::Town | SpaceKind::Castle))
        .map(|s| SpaceId::new(&s.name))
        .chain([SpaceId::new(PALACE), SpaceId::new(PALACE)])
        .collect()
}

fn drawn_by_hand(
    data: &SherwoodData,
    persons: &mut [PersonState],
    prisons: &[SpaceId],
) -> Vec<HiddenPrisoner> {
    // The cup held every Archon counter: they lie somewhere among the prisoners.
    for p in persons.iter_mut() {
        if data.roster.get(&p.id).and_then(|d| d.kind) == Some(PersonKind::Archon) {
            p.imprisoned = true;
            p.location = Location::Unseen;
        }
    }
    prisons
        .iter()
        .map(|space| HiddenPrisoner {
            space: space.clone(),
            colour: None,
        })
        .collect()
}

fn draw_digitally(
    data: &SherwoodData,
    persons: &mut [PersonState],
    prisons: &[SpaceId],
    neutral_spaces: &[String],
    rng: &mut GameRng,
) {
    let kind_of = |id: &str| data.roster.get(id).and_then(|p| p.kind);
    let mut neutrals: Vec<usize> = persons
        .iter()
        .enumerate()
        .filter(|(_, p)| {
            kind_of(&p.id) == Some(PersonKind::Neutral) && p.location == Location::OffMap
        })
        .map(|(i, _)| i)
        .collect();
    let mut cup: Vec<usize> = Vec::new();
    for _ in 0..8 {
        if neutrals.is_empty() {
            break;
        }
        cup.push(neutrals.swap_remove(rng.index(neutrals.len())));
    }
    cup.extend(
        persons
            .iter()
            .enumerate()
            .filter(|(_, p)| kind_of(&p.id) == Some(PersonKind::Archon))
            .map(|(i, _)| i),
    );
    for prison in prisons {
        if cup.is_empty() {
            break;
        }
        let i = cup.swap_remove(rng.index(cup.len()));
        if let Some(p) = persons.get_mut(i) {
            p.imprisoned = true;
            p.location = Location::Space(prison.clone());
        }
    }
    for space in neutral_spaces.iter().take(8) {
        if neutrals.is_empty() {
            break;
        }
        let i = neutrals.swap_remove(rng.index(neutrals.len()));
        if let Some(p) = persons.get_mut(i) {
            p.location = Location::Space(SpaceId::new(space));
        }
    }
}

fn starting_towns(data: &SherwoodData) -> Vec<Town> {
    data.spaces
        .spaces
        .iter()
        .filter(|s| s.kind == SpaceKind::Town)
        .map(|s| Town {
            name: SpaceId::new(&s.name),
            fealty: Fealty::Unsworn,
        })
        .collect()
}

fn starting_squads(towns: &[Town]) -> Vec<Squad> {
    towns
        .iter()
        .map(|t| t.name.clone())
        .chain([SpaceId::new(PALACE)])
        .map(|space| Squad {
            name: SquadId::from(&space),
            location: Location::Space(space),
            recruited: false,
        })
        .collect()
}

impl SherwoodState {
    /// Section 3. `neutral_spaces`: the eight spaces the player chose for the free neutrals.
    pub fn setup(
        data: &SherwoodData,
        draw: SetupDraw,
        neutral_spaces: &[String],
        rng: &mut GameRng,
    ) -> SherwoodState {
        let mut persons = starting_persons(data);
        let prisons = prisoner_spaces(data);
        let hidden = if draw == SetupDraw::Physical {
            drawn_by_hand(data, &mut persons, &prisons)
        } else {
            Vec::new()
        };
        if draw == SetupDraw::Digital {
            draw_digitally(data, &mut persons, &prisons, neutral_spaces, rng);
        }
        let towns = starting_towns(data);
        let squads = starting_squads(&towns);
        SherwoodState {
            turn: 1,
            step: TurnStep::RebelActions,
            tracks: Tracks {
                witchcraft: 0,
                warchest: 4,
                royal_morale: 10,
            },
            orders: RoyalOrders::Patrol,
            persons,
            squads,
            towns,
            royal_party: RoyalParty {
                location: Location::Space(SpaceId::new(PALACE)),
                held: false,
                visited: Vec::new(),
            },
            acted: Vec::new(),
            moved: Vec::new(),
            beamed_to: Vec::new(),
            beamed: None,
            releases_used: Vec::new(),
            free_supply: Vec::new(),
            expenses_paid: false,
            party_done: false,
            end: None,
            places: Vec::new(),
            hidden,
            squads_rolled: Vec::new(),
            took_part: Vec::new(),
            todo: Vec::new(),
            next_todo: 0,
        }
    }

    pub fn person(&self, id: &str) -> Option<&PersonState> {
        self.persons.iter().find(|p| p.id == id)
    }

    pub fn person_mut(&mut self, id: &str) -> Option<&mut PersonState> {
        self.persons.iter_mut().find(|p| p.id == id)
    }

    /// Your people (not imprisoned) in a space.
    pub fn yours_at(&self, space: &str) -> Vec<&PersonState> {
        self.persons.iter().filter(|p| p.active_at(space)).collect()
    }

    /// Your people at a space who can take its action: not imprisoned, and not moved or
    /// beamed this turn.
    pub fn participants(&self, space: &str) -> Vec<&PersonState> {
        self.persons
            .iter()
            .filter(|p| p.active_at(space) && !self.moved.contains(&p.id))
            .collect()
    }

    /// A person's kind now: the roster's, or Neutral for one who left a starving stack.
    pub fn kind(&self, data: &SherwoodData, id: &str) -> Option<PersonKind> {
        if self.person(id).is_some_and(|p| p.turned_neutral) {
            return Some(PersonKind::Neutral);
        }
        data.roster.get(id).and_then(|p| p.kind)
    }

    /// The kind of a space: a named place of the map, or one named during play.
    pub fn space_kind(&self, data: &SherwoodData, space: &str) -> Option<SpaceKind> {
        data.spaces
            .find(space)
            .map(|s| s.kind)
            .or_else(|| self.places.iter().find(|p| p.name == space).map(|p| p.kind))
    }

    /// Every space with a name: the map's and those named during play.
    pub fn space_names(&self, data: &SherwoodData) -> Vec<SpaceId> {
        data.spaces
            .spaces
            .iter()
            .map(|s| SpaceId::new(&s.name))
            .chain(self.places.iter().map(|p| p.name.clone()))
            .collect()
    }

    /// Towns and castles: where the captured are imprisoned (the C code).
    pub fn prisons(&self, data: &SherwoodData) -> Vec<SpaceId> {
        self.space_names(data)
            .into_iter()
            .filter(|n| {
                matches!(
                    self.space_kind(data, n),
                    Some(SpaceKind::Town | SpaceKind::Castle)
                )
            })
            .collect()
    }

    /// Hidden prisoner counters at a space (physical setup).
    pub fn hidden_at(&self, space: &str) -> Vec<&HiddenPrisoner> {
        self.hidden.iter().filter(|h| h.space == space).collect()
    }

    /// Everyone imprisoned in a space.
    pub fn prisoners_at(&self, space: &str) -> Vec<&PersonState> {
        self.persons
            .iter()
            .filter(|p| p.imprisoned && p.location.is(space))
            .collect()
    }

    /// King's Men squads (not recruited) in a space.
    pub fn squads_at(&self, space: &str) -> usize {
        self.squads
            .iter()
            .filter(|s| !s.recruited && s.location.is(space))
            .count()
    }

    /// Spaces where you have free people (the ones that cost supply).
    pub fn occupied_spaces(&self) -> Vec<SpaceId> {
        let mut spaces: Vec<SpaceId> = Vec::new();
        for p in &self.persons {
            if p.side == Side::Controlled
                && !p.imprisoned
                && let Some(s) = p.location.space_id()
                && !spaces.contains(s)
            {
                spaces.push(s.clone());
            }
        }
        spaces
    }

    pub fn town(&self, name: &str) -> Option<&Town> {
        self.towns.iter().find(|t| t.name == name)
    }

    /// Section 6, checked after every action.
    pub fn check_end(&mut self, data: &SherwoodData) {
        if self.end.is_some() {
            return;
        }
        if self.tracks.witchcraft >= 10 {
            self.end = Some(Ending::LostToWitchcraft);
            return;
        }
        if !self.towns.is_empty() && self.towns.iter().all(|t| t.fealty == Fealty::Sworn) {
            self.end = Some(Ending::LostToFealty);
            return;
        }
        let crew_free = self.persons.iter().all(|p| {
            let crew = data
                .roster
                .get(&p.id)
                .and_then(|d| d.kind)
                .is_some_and(PersonKind::is_federation);
            !crew || !p.imprisoned
        });
        let rebellion = self.towns.iter().any(|t| t.fealty == Fealty::OpenRebellion);
        if crew_free && rebellion {
            self.end = Some(Ending::Won);
        }
    }

    /// Section 12.1: the orders turn to Seize the moment Royal Morale is below 5, whatever
    /// lowered it, and never go back. True when they turned now.
    pub fn settle_orders(&mut self) -> bool {
        if self.tracks.royal_morale < 5 && self.orders != RoyalOrders::Seize {
            self.orders = RoyalOrders::Seize;
            return true;
        }
        false
    }

    pub fn archon_all_free(&self, data: &SherwoodData) -> bool {
        self.persons.iter().all(|p| {
            data.roster.get(&p.id).and_then(|d| d.kind) != Some(PersonKind::Archon) || !p.imprisoned
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tracks_stay_on_the_board() {
        let mut t = Tracks {
            witchcraft: 0,
            warchest: 4,
            royal_morale: 10,
        };
        assert_eq!(t.shift(Track::Witchcraft, -3), 0);
        assert_eq!(t.witchcraft, 0);
        assert_eq!(t.shift(Track::Warchest, 30), 15);
        assert_eq!(t.warchest, 19);
        assert_eq!(marker(10), (0, true));
        assert_eq!(marker(13), (3, true));
        assert_eq!(marker(9), (9, false));
    }
}
