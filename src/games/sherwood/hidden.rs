//! What the player may know of who lies where. At setup the prisoners are drawn blind from a
//! cup and the Neutrals left over are set aside unseen (section 3): until a prisoner is
//! freed, the player may look at a prisoner counter's colour and nothing else. Every screen,
//! log line and command that shows people goes through here, so that nothing it shows (a
//! name, a place, a number, an order) depends on who such a counter is.

use super::data::SherwoodData;
use super::person_id::PersonId;
use super::persons::PersonKind;
use super::space_id::SpaceId;
use super::state::{Colour, Location, PersonState, SetupDraw, SherwoodState, Side};

/// Whether the player has not seen who this person is, or where they lie: a prisoner the
/// setup drew blind and nobody has freed, or (in a digital setup) a Neutral the app set
/// aside unseen.
///
/// In a digital setup the app knows them and must not tell; in a physical one the app does
/// not know the prisoners either (the player names a counter when it is turned over), and
/// the Neutrals the player placed are theirs to tell the app.
pub fn is_unseen(data: &SherwoodData, s: &SherwoodState, draw: SetupDraw, p: &PersonState) -> bool {
    match &p.location {
        Location::Unseen => true,
        Location::OffMap => {
            draw == SetupDraw::Digital
                && p.side == Side::Free
                && !p.left_once
                && s.kind(data, &p.id) == Some(PersonKind::Neutral)
        }
        // Only a prisoner who was never yours: one of yours who was captured is known.
        Location::Space(_) => draw == SetupDraw::Digital && p.imprisoned && p.side == Side::Free,
        Location::Enterprise => false,
    }
}

/// The people the player has not seen, in the roster's order (which says nothing about
/// where they lie).
pub fn unseen_people(data: &SherwoodData, s: &SherwoodState, draw: SetupDraw) -> Vec<PersonId> {
    s.persons
        .iter()
        .filter(|p| is_unseen(data, s, draw, p))
        .map(|p| p.id.clone())
        .collect()
}

/// The prisoner counters lying face down at one place: their colours where the player has
/// looked (dark blue first, then yellow, then those not looked at), never who they are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrisonCounters {
    pub space: SpaceId,
    pub counters: Vec<Option<Colour>>,
}

impl PrisonCounters {
    pub fn count(&self, colour: Option<Colour>) -> usize {
        self.counters.iter().filter(|c| **c == colour).count()
    }

    /// "2 dark blue, 1 yellow", or how many lie there where no colour is known.
    pub fn words(&self) -> crate::engine::words::Words {
        let mut parts = Vec::new();
        for colour in [Some(Colour::Archon), Some(Colour::Neutral), None] {
            let n = self.count(colour);
            if n > 0 {
                parts.push(match colour {
                    Some(Colour::Archon) => crate::words!("swr-hidden-dark-blue", n = n),
                    Some(Colour::Neutral) => crate::words!("swr-hidden-yellow", n = n),
                    None => crate::words!("swr-hidden-not-looked-at", n = n),
                });
            }
        }
        crate::engine::words::Words::list(parts, crate::engine::words::Join::Comma)
    }
}

fn colour_rank(c: Option<Colour>) -> u8 {
    match c {
        Some(Colour::Archon) => 0,
        Some(Colour::Neutral) => 1,
        None => 2,
    }
}

/// Every place with prisoner counters nobody has turned over, in the map's order. A digital
/// setup shows each counter's colour (the player may look at colours); a physical one shows
/// the colours the player has noted.
pub fn prison_counters(
    data: &SherwoodData,
    s: &SherwoodState,
    draw: SetupDraw,
) -> Vec<PrisonCounters> {
    let mut found: Vec<(SpaceId, Option<Colour>)> = match draw {
        SetupDraw::Physical => s
            .hidden
            .iter()
            .map(|h| (h.space.clone(), h.colour))
            .collect(),
        SetupDraw::Digital => s
            .persons
            .iter()
            .filter(|p| p.imprisoned && is_unseen(data, s, draw, p))
            .filter_map(|p| {
                let colour = match s.kind(data, &p.id) {
                    Some(PersonKind::Archon) => Some(Colour::Archon),
                    Some(PersonKind::Neutral) => Some(Colour::Neutral),
                    _ => None,
                };
                p.location.space_id().map(|sp| (sp.clone(), colour))
            })
            .collect(),
    };
    let order = s.space_names(data);
    let rank = |space: &str| order.iter().position(|x| x == space).unwrap_or(usize::MAX);
    found.sort_by(|a, b| {
        (rank(&a.0), colour_rank(a.1), a.0.as_str()).cmp(&(
            rank(&b.0),
            colour_rank(b.1),
            b.0.as_str(),
        ))
    });
    let mut out: Vec<PrisonCounters> = Vec::new();
    for (space, colour) in found {
        match out.last_mut() {
            Some(last) if last.space == space => last.counters.push(colour),
            _ => out.push(PrisonCounters {
                space,
                counters: vec![colour],
            }),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::random::GameRng;
    use crate::games::sherwood::state::DEFAULT_NEUTRAL_SPACES;

    fn setup(seed: u64, draw: SetupDraw) -> (&'static SherwoodData, SherwoodState) {
        let data = SherwoodData::builtin().expect("the built-in data loads");
        let spaces: Vec<String> = DEFAULT_NEUTRAL_SPACES
            .iter()
            .map(|s| s.to_string())
            .collect();
        let s = SherwoodState::setup(data, draw, &spaces, &mut GameRng::from_seed(seed));
        (data, s)
    }

    #[test]
    fn a_digital_setup_hides_the_cup_and_the_neutrals_set_aside() {
        let (data, s) = setup(7, SetupDraw::Digital);
        let unseen = unseen_people(data, &s, SetupDraw::Digital);
        // Five Archon crew and eight Neutrals in the prisons, and the Neutrals not placed.
        let neutrals = data
            .roster
            .persons
            .iter()
            .filter(|p| p.kind == Some(PersonKind::Neutral))
            .count();
        assert_eq!(unseen.len(), 5 + neutrals - 8);
        let counters = prison_counters(data, &s, SetupDraw::Digital);
        let total: usize = counters.iter().map(|c| c.counters.len()).sum();
        assert_eq!(
            total, 13,
            "one counter in each town and castle, two in the palace"
        );
        let blue: usize = counters.iter().map(|c| c.count(Some(Colour::Archon))).sum();
        assert_eq!(blue, 5);
        assert_eq!(
            counters.first().map(|c| c.space.as_str()),
            Some("Royal Palace")
        );
    }

    #[test]
    fn counters_at_a_place_are_told_by_colour_alone() {
        let (data, mut s) = setup(7, SetupDraw::Digital);
        let before = prison_counters(data, &s, SetupDraw::Digital);
        // Swap two prisoners of one colour held at different places: nothing shown changes.
        let blue: Vec<usize> = s
            .persons
            .iter()
            .enumerate()
            .filter(|(_, p)| p.imprisoned && s.kind(data, &p.id) == Some(PersonKind::Archon))
            .map(|(i, _)| i)
            .collect();
        let (a, b) = (blue[0], blue[1]);
        let la = s.persons[a].location.clone();
        s.persons[a].location = s.persons[b].location.clone();
        s.persons[b].location = la;
        assert_eq!(prison_counters(data, &s, SetupDraw::Digital), before);
    }

    #[test]
    fn one_of_yours_in_prison_is_known() {
        let (data, mut s) = setup(3, SetupDraw::Digital);
        let kirk = s.person_mut("kirk").expect("Kirk");
        kirk.imprisoned = true;
        kirk.location = Location::Space(SpaceId::new("Trott"));
        let kirk = s.person("kirk").expect("Kirk");
        assert!(!is_unseen(data, &s, SetupDraw::Digital, kirk));
    }
}
