//! A game in progress: the state, the seeded generator, the turn log with undo, and the
//! paragraph reader, bundled so the app and the CLI drive one thing.

use super::actions::{Action, Outcome, SherwoodError, apply};
use super::data::SherwoodData;
use super::person_id::PersonId;
use super::reader::{Reader, Why};
use super::roll::RollOutcome;
use super::situation::Target;
use super::state::{SetupDraw, SherwoodState};
use super::tables::TableId;
use crate::engine::dice::{D10, DieInput};
use crate::engine::journal::Journal;
use crate::engine::random::{GameRng, RngState};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Snapshot {
    pub state: SherwoodState,
    pub rng: RngState,
}

/// One log entry's content: the action and what happened, in words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEvent {
    pub action: Action,
    /// Dice the player entered for it (physical mode), so a replay can use them again.
    pub entered: Vec<u8>,
    pub lines: Vec<String>,
    /// Paragraphs the result pointed to.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub paragraphs: Vec<u16>,
    /// What the result left to settle, in words (the live list is in the state).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub todo: Vec<String>,
    /// A chart cell the result was read from that the player may correct (an inferred
    /// one): the table, the row and the band.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub correctable: Option<(TableId, usize, usize)>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DiceMode {
    Digital,
    Physical,
}

/// How the game was set up: with the seed, all a replay needs to rebuild the start.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub draw: SetupDraw,
    pub neutral_spaces: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SherwoodGame {
    pub seed: u64,
    pub mode: DiceMode,
    pub setup: Setup,
    pub journal: Journal<Snapshot, LogEvent>,
    pub reader: Reader,
    /// What the player has chosen or typed and not yet done (see `draft`).
    #[serde(default, skip_serializing_if = "super::draft::Draft::is_empty")]
    pub draft: super::draft::Draft,
}

/// The lines a roll adds to the log: die, each modifier, total, result.
pub fn roll_lines(r: &RollOutcome) -> Vec<String> {
    let mut lines = Vec::new();
    let head = if r.row == "Paragraph" || r.row == "Result" {
        r.table_name.clone()
    } else {
        format!("{} ({})", r.table_name, r.row)
    };
    match (r.roll, r.modified) {
        (Some(d), Some(total)) => {
            let mods: Vec<String> = r
                .modifiers
                .iter()
                .map(|m| format!("{} {}", m.signed_value(), m.label))
                .collect();
            lines.push(if mods.is_empty() && i32::from(d.value.value()) == total {
                format!("{head}: die {} → {}", d.value, r.result.describe())
            } else if mods.is_empty() {
                format!(
                    "{head}: die {}, {} in all → {}",
                    d.value,
                    super::words::number(total),
                    r.result.describe()
                )
            } else {
                format!(
                    "{head}: die {}, {}: {} in all → {}",
                    d.value,
                    mods.join(", "),
                    super::words::number(total),
                    r.result.describe()
                )
            });
        }
        _ => lines.push(format!("{head}: {}", r.result.describe())),
    }
    lines.extend(r.notes.iter().cloned());
    lines
}

impl SherwoodGame {
    pub fn new(
        data: &SherwoodData,
        seed: u64,
        mode: DiceMode,
        draw: SetupDraw,
        neutral_spaces: &[String],
    ) -> SherwoodGame {
        let mut rng = GameRng::from_seed(seed);
        let state = SherwoodState::setup(data, draw, neutral_spaces, &mut rng);
        SherwoodGame {
            seed,
            mode,
            setup: Setup {
                draw,
                neutral_spaces: neutral_spaces.to_vec(),
            },
            journal: Journal::new(Snapshot {
                state,
                rng: rng.state(),
            }),
            reader: Reader::default(),
            draft: super::draft::Draft::default(),
        }
    }

    pub fn state(&self) -> &SherwoodState {
        &self.journal.current().state
    }

    /// Takes an action. `entered`: the faces of the player's own dice (physical mode, or to
    /// override the app's die); 0 reads as 10.
    pub fn act(
        &mut self,
        data: &SherwoodData,
        action: Action,
        entered: &[u8],
    ) -> Result<Outcome, SherwoodError> {
        let snap = self.journal.current().clone();
        let mut rng = GameRng::from_state(snap.rng);
        let faces = entered
            .iter()
            .map(|&f| D10::from_face(i64::from(f)))
            .collect::<Result<std::collections::VecDeque<_>, _>>()
            .map_err(|e| SherwoodError::BadDie(e.to_string()))?;
        // Who comes out of a prison blind is the app's draw where the app hid them.
        let mut dice = match (self.mode, self.setup.draw) {
            (DiceMode::Digital, _) if faces.is_empty() => DieInput::Digital(&mut rng),
            (_, SetupDraw::Digital) => DieInput::Entered(faces, &mut rng),
            _ => DieInput::Physical(faces),
        };
        let (state, outcome) = apply(data, &snap.state, &action, &mut dice)?;
        let rng_state = rng.state();
        let mut lines = Vec::new();
        if let Some(r) = &outcome.roll {
            lines.extend(roll_lines(r));
        }
        lines.extend(outcome.notes.iter().cloned());
        let todo: Vec<String> = state
            .todo
            .iter()
            .filter(|t| !snap.state.todo.iter().any(|o| o.id == t.id))
            .map(|t| t.task.title())
            .collect();
        let heading = format!("Turn {} · {}", snap.state.turn, snap.state.step.label());
        let label = describe(data, &snap.state, &action);
        self.journal.record(
            heading,
            label,
            LogEvent {
                action,
                entered: entered.to_vec(),
                lines,
                paragraphs: outcome.paragraphs.clone(),
                todo,
                correctable: outcome
                    .roll
                    .as_ref()
                    .and_then(|r| r.correctable.map(|(row, band)| (r.table, row, band))),
            },
            Snapshot {
                state,
                rng: rng_state,
            },
        );
        for &n in &outcome.paragraphs {
            let _ = self.reader.reveal(n, Why::Pointed);
        }
        Ok(outcome)
    }

    pub fn undo(&mut self) -> bool {
        self.journal.undo()
    }

    pub fn redo(&mut self) -> bool {
        self.journal.redo()
    }

    /// The turn log as Markdown.
    pub fn log_markdown(&self) -> String {
        self.journal
            .markdown("The Sherwood Syndrome — turn log", |e| &e.lines)
    }
}

/// An action in words, for the log. `before`: the state it was taken in.
pub fn describe(data: &SherwoodData, before: &SherwoodState, action: &Action) -> String {
    let n = |id: &str| {
        data.roster
            .get(id)
            .map_or_else(|| id.to_string(), |p| p.name.clone())
    };
    let names =
        |ids: &[PersonId]| super::words::join_and(&ids.iter().map(|i| n(i)).collect::<Vec<_>>());
    // A kind of space typed for a place not named yet: a new one is named for it.
    let place = |to: &str| match super::spaces::SpaceKind::parse(to) {
        Some(kind) if before.space_kind(data, to).is_none() && data.spaces.find(to).is_none() => {
            format!("a new {}", kind.label())
        }
        _ => to.to_string(),
    };
    let todo = |id: u32| {
        before
            .todo
            .iter()
            .find(|t| t.id == id)
            .map(|t| t.task.done_label())
            .unwrap_or_default()
    };
    match action {
        Action::BeamDown { persons, to } => {
            format!("Beam down {} to {}", names(persons), place(to))
        }
        Action::BeamUp { persons } => format!("Beam up {}", names(persons)),
        Action::Move { persons, to } => format!("Move {} to {}", names(persons), place(to)),
        Action::Roll { table, request } => {
            let who = request
                .actor
                .as_deref()
                .map(|a| format!(" by {}", n(a)))
                .unwrap_or_default();
            let verb = match table {
                TableId::Recruiting => match &request.target {
                    Some(Target::Person(t)) => format!("Recruit {}", n(t)),
                    Some(Target::KingsMenSquad) => "Recruit the King's Men squad".into(),
                    None => "Recruit".into(),
                },
                TableId::Donations => "Request donations".into(),
                TableId::Raid => "Raid".into(),
                TableId::HorseTheft => "Steal horses".into(),
                TableId::Sanctuary => "Seek sanctuary".into(),
                TableId::Heal if request.medical_kit => {
                    return format!("Heal at {} with the medical kit", request.space);
                }
                TableId::Heal => return format!("Heal at {}", request.space),
                other => format!("Roll on the {other} table"),
            };
            format!("{verb} at {}{who}", request.space)
        }
        Action::BuyHorses { space } => format!("Buy horses at {space}"),
        Action::AidThePoor { space, gold } => format!("Aid the poor at {space} with {gold} gold"),
        Action::Preach { track } => format!("Brother Gerald preaches against {}", track.label()),
        Action::Release { person } => format!("{} frees the prisoners of their place", n(person)),
        Action::RollGold { .. } => "Roll for gold".into(),
        Action::EndRebelActions => "End Rebel Actions".into(),
        Action::PayExpenses => "Pay expenses".into(),
        Action::BeamSupplies => "Beam supplies down".into(),
        Action::Starve { person } => format!("Let {} go hungry", n(person)),
        Action::EndExpenses => "End Rebel Expenses".into(),
        Action::KingsMen { squad } => format!("King's Men: the {squad} squad"),
        Action::EndKingsMen => "End King's Men Actions".into(),
        Action::RoyalPartyMoves { into } => match into {
            Some(t) => format!("The Royal Party enters {t}"),
            None if before.royal_party.location.is(super::state::PALACE) => {
                format!(
                    "The Royal Party leaves the palace for {}",
                    super::state::FIRST_TOWN
                )
            }
            None => "The Royal Party moves along the road".into(),
        },
        Action::FealtyAgain => "Fealty again".into(),
        Action::EndTurn => "End the turn".into(),
        Action::Apply { change } => format!("Adjust: {}", change.describe(data)),
        Action::Flee { to } => format!("Flee to {}", place(to)),
        Action::SeekSanctuary { requester } => {
            format!("{} seeks sanctuary instead of fleeing", n(requester))
        }
        Action::ResolveRoll => "The kept roll, read on the cell entered".into(),
        Action::RaidAgain => "The Raid Table again (paragraph 150)".into(),
        Action::Resolve { id, .. } => todo(*id),
        Action::Dismiss { id } => format!("Left undone: {}", todo(*id)),
    }
}
