//! What a session reports to programs (`--json`), as documented in `docs/sherwood-play.md`:
//! each applied or refused line's own fields, and where the game ends (`final`).

use super::sight::{Seen, hidden_prisoners, seen};
use super::words::{how, person_name, task_kind};
use crate::games::sherwood::game::SherwoodGame;
use crate::games::sherwood::paragraphs::paragraph;
use crate::games::sherwood::pending::{Task, Todo};
use crate::games::sherwood::persons::PersonKind;
use crate::games::sherwood::situation::RoyalOrders;
use crate::games::sherwood::state::{Ending, Fealty, Location, Side};
use crate::games::sherwood::{PersonId, SherwoodData};
use serde::Serialize;
use serde_json::Value;

/// An applied line's fields beside its label and log.
#[derive(Serialize)]
pub struct Applied {
    /// The action as the log keeps it, people as ids.
    pub action: Value,
    pub dice: Vec<u8>,
    /// Places the line made from a kind of space ("bridge" → "Bridge or ford 1").
    pub new_places: Vec<String>,
    pub paragraphs: Vec<Paragraph>,
    pub waiting: Vec<Waiting>,
}

/// A refused line's action and dice, as it gave them.
#[derive(Serialize)]
pub struct Refused {
    pub action: Value,
    pub dice: Vec<u8>,
}

/// A paragraph a result points to.
#[derive(Serialize)]
pub struct Paragraph {
    pub number: u16,
    pub effect: Option<String>,
}

/// Something that waits to be settled.
#[derive(Serialize)]
pub struct Waiting {
    pub id: u32,
    pub kind: &'static str,
    pub text: String,
    /// How a script line settles it, in words.
    pub how: String,
    pub task: Task,
}

/// `final`: where the game stands after the last line.
#[derive(Serialize)]
pub struct Summary {
    turn: u32,
    step: &'static str,
    step_label: &'static str,
    tracks: Tracks,
    orders: RoyalOrders,
    royal_party: RoyalParty,
    towns: Vec<Town>,
    persons: Vec<Person>,
    hidden_prisoners: Vec<HiddenPrisoners>,
    squads: Vec<Squad>,
    waiting: Vec<Waiting>,
    ending: Option<End>,
}

#[derive(Serialize)]
struct Tracks {
    witchcraft: u8,
    warchest: u8,
    royal_morale: u8,
}

#[derive(Serialize)]
struct RoyalParty {
    location: Option<String>,
    held: bool,
    visited: Vec<String>,
}

#[derive(Serialize)]
struct Town {
    name: String,
    fealty: Fealty,
}

/// A person as the player can know them: an unseen one has no location.
#[derive(Serialize)]
struct Person {
    id: PersonId,
    name: String,
    kind: Option<PersonKind>,
    side: &'static str,
    status: &'static str,
    location: Option<String>,
    injured: bool,
    horse: bool,
    sanctuary: bool,
}

/// The prisoner counters nobody has named in one space.
#[derive(Serialize)]
struct HiddenPrisoners {
    space: String,
    counters: usize,
    colours: Colours,
}

#[derive(Serialize)]
struct Colours {
    archon: usize,
    neutral: usize,
    not_looked_at: usize,
}

#[derive(Serialize)]
struct Squad {
    name: String,
    location: Option<String>,
    recruited: bool,
}

#[derive(Serialize)]
struct End {
    outcome: &'static str,
    how: &'static str,
    text: &'static str,
}

pub fn waiting(data: &SherwoodData, todo: &[Todo]) -> Vec<Waiting> {
    todo.iter()
        .map(|t| Waiting {
            id: t.id,
            kind: task_kind(&t.task),
            text: (t.task.title()).to_string(),
            how: how(data, &t.task),
            task: t.task.clone(),
        })
        .collect()
}

pub fn paragraphs(data: &SherwoodData, numbers: &[u16]) -> Vec<Paragraph> {
    numbers
        .iter()
        .map(|&number| Paragraph {
            number,
            effect: paragraph(data, number).map(|p| p.effect.to_string()),
        })
        .collect()
}

/// A location for programs: "Trott", "enterprise", or none (off the map or not known).
fn location(l: &Location) -> Option<String> {
    match l {
        Location::Enterprise => Some("enterprise".into()),
        Location::Space(s) => Some(s.to_string()),
        Location::OffMap | Location::Unseen => None,
    }
}

fn end(e: Ending) -> End {
    let (outcome, how) = match e {
        Ending::Won => ("won", "won"),
        Ending::LostToWitchcraft => ("lost", "lost-to-witchcraft"),
        Ending::LostToFealty => ("lost", "lost-to-fealty"),
    };
    End {
        outcome,
        how,
        text: e.describe_for_json(),
    }
}

pub fn summary(data: &SherwoodData, game: &SherwoodGame) -> Summary {
    let s = game.state();
    let draw = game.setup.draw;
    let persons = s
        .persons
        .iter()
        .map(|p| {
            let sight = seen(data, s, draw, p);
            Person {
                id: p.id.clone(),
                name: person_name(data, &p.id),
                kind: s.kind(data, &p.id),
                side: if p.side == Side::Controlled {
                    "yours"
                } else {
                    "not-yours"
                },
                status: match sight {
                    Seen::Free => "free",
                    Seen::Imprisoned => "imprisoned",
                    Seen::Unseen => "unseen",
                },
                location: if sight == Seen::Unseen {
                    None
                } else {
                    location(&p.location)
                },
                injured: p.injured,
                horse: p.horse,
                sanctuary: p.sanctuary.is_some(),
            }
        })
        .collect();
    let hidden = hidden_prisoners(data, game)
        .into_iter()
        .map(
            |(space, counters, [archon, neutral, not_looked_at])| HiddenPrisoners {
                space,
                counters,
                colours: Colours {
                    archon,
                    neutral,
                    not_looked_at,
                },
            },
        )
        .collect();
    Summary {
        turn: s.turn,
        step: s.step.key(),
        step_label: s.step.label_for_json(),
        tracks: Tracks {
            witchcraft: s.tracks.witchcraft,
            warchest: s.tracks.warchest,
            royal_morale: s.tracks.royal_morale,
        },
        orders: s.orders,
        royal_party: RoyalParty {
            location: location(&s.royal_party.location),
            held: s.royal_party.held,
            visited: s
                .royal_party
                .visited
                .iter()
                .map(ToString::to_string)
                .collect(),
        },
        towns: s
            .towns
            .iter()
            .map(|t| Town {
                name: t.name.to_string(),
                fealty: t.fealty,
            })
            .collect(),
        persons,
        hidden_prisoners: hidden,
        squads: s
            .squads
            .iter()
            .map(|q| Squad {
                name: q.name.to_string(),
                location: location(&q.location),
                recruited: q.recruited,
            })
            .collect(),
        waiting: waiting(data, &s.todo),
        ending: s.end.map(end),
    }
}
