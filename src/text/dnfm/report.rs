//! What a session reports to programs (`--json`), as documented in `docs/dnfm-play.md`: each
//! applied or refused line's own fields, and where the game ends (`final`).

use super::board::{bounties_to_come, quadrant, stations};
use super::phase_words;
use super::read::face_words;
use crate::engine::deck::{PlacedCard, Side};
use crate::games::dnfm::cards::CardSet;
use crate::games::dnfm::map::QUADRANTS;
use crate::games::dnfm::odds::{Basis, Chance, EncounterOdds, encounter_odds};
use crate::games::dnfm::rules::{Action, legal_actions};
use crate::games::dnfm::state::{Damage, DnfmState, Drawn, GameEnd, Phase, Step as Happened};
use crate::t;
use serde::Serialize;

/// An applied line's fields beside its label and log.
#[derive(Serialize)]
pub struct Applied {
    pub action: Action,
    /// Both modes: the faces drawn, read from what happened, one group an RSF.
    pub draws: Vec<Shuffle>,
    /// Physical play: faces the line gave that the action did not draw.
    pub unused_draws: Vec<String>,
    /// The engine's own record of every step.
    pub outcome: Vec<Happened>,
    pub next: Vec<Action>,
    /// The odds of the choices in `next`, as the screen shows them.
    pub odds: Option<Odds>,
}

/// A refused line's action, and the faces it gave.
#[derive(Serialize)]
pub struct Refused {
    pub action: Action,
    pub draws: Vec<String>,
}

/// The Dice Cards drawn in one RSF, named for what they were drawn for.
#[derive(Serialize)]
pub struct Shuffle {
    pub shuffle: String,
    pub faces: Vec<String>,
}

/// The odds of the choices open now, keyed by the action they belong to.
#[derive(Serialize)]
pub struct Odds {
    #[serde(flatten)]
    pub choices: Choices,
    pub basis: Basis,
    pub basis_words: &'static str,
}

#[derive(Serialize)]
#[serde(untagged)]
pub enum Choices {
    /// At an encounter: the NavComm draw reaches the bounty's DL; winning the first round.
    Encounter {
        evade: Likelihood,
        fight: Likelihood,
    },
    /// In combat: winning the round.
    Combat { attack: Likelihood },
}

#[derive(Serialize)]
pub struct Likelihood {
    favourable: u64,
    cases: u64,
    probability: f64,
    pub percent: String,
}

impl Likelihood {
    /// "92.1 %", in the language's numbers.
    pub fn words(&self) -> String {
        let value = crate::i18n::decimal(self.probability * 100.0, 1);
        t!("cli-percent", value = value)
    }
}

impl From<Chance> for Likelihood {
    fn from(c: Chance) -> Self {
        Likelihood {
            favourable: c.favourable,
            cases: c.cases,
            probability: c.probability(),
            percent: c.percent_for_json(),
        }
    }
}

impl From<&EncounterOdds> for Odds {
    fn from(o: &EncounterOdds) -> Self {
        let choices = match o.evade {
            Some(evade) => Choices::Encounter {
                evade: evade.into(),
                fight: o.win_round.into(),
            },
            None => Choices::Combat {
                attack: o.win_round.into(),
            },
        };
        Odds {
            choices,
            basis: o.basis,
            basis_words: o.basis.label_for_json(),
        }
    }
}

/// `final`: where the game stands after the last line.
#[derive(Serialize)]
pub struct Summary {
    turn: u32,
    phase: &'static str,
    phase_label: String,
    ship: Ship,
    megacredits: u8,
    win_megacredits: u8,
    map: Map,
    moved: u8,
    bounty: Option<Bounty>,
    bounties_to_come: u8,
    next: Vec<Action>,
    odds: Option<Odds>,
    ending: Option<End>,
    /// `--coach` only: each choice open with its chance of winning the game.
    #[serde(skip_serializing_if = "Option::is_none")]
    coach: Option<super::coach::CoachReport>,
}

#[derive(Serialize)]
struct Ship {
    crew: u8,
    wmc: u8,
    fusion: u8,
    navcomm: u8,
}

#[derive(Serialize)]
struct Map {
    /// The quadrant the ship is on.
    ship: u8,
    docked: bool,
    stations: Vec<u8>,
    quadrants: Vec<Quadrant>,
    cards: Vec<MapCard>,
}

#[derive(Serialize)]
struct Quadrant {
    quadrant: u8,
    station: bool,
    ship: bool,
}

#[derive(Serialize)]
struct MapCard {
    card: u8,
    side: Side,
    down: bool,
}

/// The bounty met now (revealed, or being fought).
#[derive(Serialize)]
struct Bounty {
    id: String,
    name: Option<String>,
    dl: Option<u8>,
    card: u8,
    fighting: bool,
    #[serde(flatten)]
    combat: Option<Combat>,
}

#[derive(Serialize)]
struct Combat {
    attack: Option<Attack>,
    rounds_lost: u8,
}

#[derive(Serialize)]
struct Attack {
    wmc: u8,
    pattern: String,
    value: u8,
}

#[derive(Serialize)]
struct End {
    outcome: &'static str,
    text: String,
}

fn groups(happened: &[Happened]) -> Vec<(String, Vec<&Drawn>)> {
    fn damage<'a>(out: &mut Vec<(String, Vec<&'a Drawn>)>, d: &'a Damage) {
        if let Some(c) = &d.crew_check {
            out.push((t!("cli-dnfm-drawn-crew-check"), vec![&c.card]));
        }
    }
    let mut out: Vec<(String, Vec<&Drawn>)> = Vec::new();
    for h in happened {
        match h {
            Happened::EventScan { cards, .. } => {
                out.push((t!("cli-dnfm-drawn-event-detection"), cards.iter().collect()));
            }
            Happened::NavcommCheck { cards, .. } => {
                out.push((t!("cli-dnfm-drawn-navcomm-check"), cards.iter().collect()));
            }
            Happened::ThresholdEffect { event, card, .. } => {
                out.push((event.clone(), vec![card]));
            }
            Happened::IconEffect { event, damage: ds } => {
                out.push((event.clone(), ds.iter().map(|d| &d.card).collect()));
                for d in ds {
                    damage(&mut out, d);
                }
            }
            Happened::BountyRevealed { card, .. } => {
                out.push((t!("cli-dnfm-drawn-bounty"), vec![card]));
            }
            Happened::PlayerAttack { cards, .. } => {
                out.push((t!("cli-dnfm-drawn-yours"), cards.iter().collect()));
            }
            Happened::BountyAttack { cards, .. } => {
                out.push((t!("cli-dnfm-drawn-theirs"), cards.iter().collect()));
            }
            Happened::CombatDamage(d) => {
                out.push((t!("cli-dnfm-drawn-damage"), vec![&d.card]));
                damage(&mut out, d);
            }
            _ => {}
        }
    }
    out
}

fn drawn_words(d: &Drawn) -> String {
    face_words(&PlacedCard {
        card: d.card,
        orientation: d.orientation,
    })
}

/// The Dice Cards an action drew, one group for each RSF, in the order they were drawn,
/// each named for what it was drawn for.
pub fn shuffles(happened: &[Happened]) -> Vec<Shuffle> {
    groups(happened)
        .into_iter()
        .map(|(shuffle, faces)| Shuffle {
            shuffle,
            faces: faces.into_iter().map(drawn_words).collect(),
        })
        .collect()
}

fn bounty(set: &CardSet, s: &DnfmState) -> Option<Bounty> {
    let (id, card, combat) = match &s.phase {
        Phase::Encounter { bounty, card } => (bounty, *card, None),
        Phase::Combat {
            bounty,
            card,
            attack_wmc,
            rounds,
        } => {
            let attack = set
                .bounty(bounty)
                .and_then(|b| b.attack_for(*attack_wmc))
                .map(|a| Attack {
                    wmc: *attack_wmc,
                    pattern: a.pattern.to_string(),
                    value: a.value,
                });
            (
                bounty,
                *card,
                Some(Combat {
                    attack,
                    rounds_lost: *rounds,
                }),
            )
        }
        _ => return None,
    };
    let b = set.bounty(id);
    Some(Bounty {
        id: id.clone(),
        name: b.map(|b| b.name.clone()),
        dl: b.map(|b| b.dl),
        card,
        fighting: combat.is_some(),
        combat,
    })
}

pub fn ending_words(e: GameEnd, megacredits: u8) -> String {
    match e {
        GameEnd::Won => t!("cli-dnfm-won", megacredits = megacredits),
        GameEnd::Lost => t!("cli-dnfm-lost"),
    }
}

fn end(e: GameEnd, megacredits: u8) -> End {
    End {
        outcome: match e {
            GameEnd::Won => "won",
            GameEnd::Lost => "lost",
        },
        text: ending_words(e, megacredits),
    }
}

pub fn summary(set: &CardSet, s: &DnfmState, coach: Option<super::coach::CoachReport>) -> Summary {
    let (phase, phase_label) = phase_words(&s.phase);
    Summary {
        turn: s.turn,
        phase,
        phase_label,
        ship: Ship {
            crew: s.systems.crew,
            wmc: s.systems.wmc,
            fusion: s.systems.fusion,
            navcomm: s.systems.navcomm,
        },
        megacredits: s.megacredits,
        win_megacredits: set.start.win_megacredits,
        map: Map {
            ship: quadrant(s.position),
            docked: s.docked,
            stations: stations(s),
            quadrants: (0..QUADRANTS)
                .map(|p| Quadrant {
                    quadrant: quadrant(p),
                    station: s.map.is_station(p),
                    ship: p == s.position,
                })
                .collect(),
            cards: s
                .map
                .cards
                .iter()
                .map(|c| MapCard {
                    card: c.card,
                    side: c.orientation.side,
                    down: c.orientation.rotated,
                })
                .collect(),
        },
        moved: s.moved,
        bounty: bounty(set, s),
        bounties_to_come: bounties_to_come(s),
        next: legal_actions(set, s),
        odds: encounter_odds(set, s, Basis::Known).map(|o| Odds::from(&o)),
        ending: s.end.map(|e| end(e, s.megacredits)),
        coach,
    }
}
