//! A game in progress: the state, the seeded generator, the turn log with undo, and the
//! paragraph reader, bundled so the app and the CLI drive one thing.

use super::actions::{Action, Outcome, SherwoodError, apply};
use super::data::SherwoodData;
use super::pending::RollRequest;
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

pub use crate::games::PlayMode;

/// How the game was set up: with the seed, all a replay needs to rebuild the start.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub draw: SetupDraw,
    pub neutral_spaces: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SherwoodGame {
    pub seed: u64,
    pub mode: PlayMode,
    pub setup: Setup,
    pub journal: Journal<Snapshot, LogEvent>,
    pub reader: Reader,
    /// What the player has chosen or typed and not yet done (see `draft`).
    #[serde(default, skip_serializing_if = "super::draft::Draft::is_empty")]
    pub draft: super::draft::Draft,
}

/// The lines a roll adds to the log: die, each modifier, total, result.
pub fn roll_lines(r: &RollOutcome) -> Vec<String> {
    use crate::t;
    let mut lines = Vec::new();
    let name = super::prepare::table_name(r.table, &r.table_name);
    let head = if r.row == "Paragraph" || r.row == "Result" {
        name
    } else {
        format!("{name} ({})", r.row)
    };
    match (r.roll, r.modified) {
        (Some(d), Some(total)) => {
            let mods: Vec<String> = r
                .modifiers
                .iter()
                .map(|m| format!("{} {}", m.signed_value(), m.label))
                .collect();
            let die = d.value.to_string();
            lines.push(if mods.is_empty() && i32::from(d.value.value()) == total {
                t!(
                    "swr-log-die",
                    head = head.as_str(),
                    die = die,
                    result = r.result.describe()
                )
            } else if mods.is_empty() {
                t!(
                    "swr-log-die-total",
                    head = head.as_str(),
                    die = die,
                    total = super::words::number(total),
                    result = r.result.describe()
                )
            } else {
                t!(
                    "swr-log-die-modifiers",
                    head = head.as_str(),
                    die = die,
                    modifiers = mods.join(", "),
                    total = super::words::number(total),
                    result = r.result.describe()
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
        mode: PlayMode,
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
            (PlayMode::Digital, _) if faces.is_empty() => DieInput::Digital(&mut rng),
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
        let heading = crate::t!(
            "swr-log-turn",
            turn = snap.state.turn,
            step = snap.state.step.label()
        );
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
            .markdown(&crate::t!("swr-log-title"), |e| &e.lines)
    }
}

/// An action in words, for the log. `before`: the state it was taken in.
pub fn describe(data: &SherwoodData, before: &SherwoodState, action: &Action) -> String {
    use crate::t;
    let n = |id: &str| name(data, id);
    let names =
        |ids: &[PersonId]| super::words::join_and(&ids.iter().map(|i| n(i)).collect::<Vec<_>>());
    // A kind of space typed for a place not named yet: a new one is named for it.
    let place = |to: &str| match super::spaces::SpaceKind::from_word(to) {
        Some(kind) if before.space_kind(data, to).is_none() && data.spaces.find(to).is_none() => {
            t!("swr-log-new-place", kind = kind.id())
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
            t!(
                "swr-log-beam-down",
                persons = names(persons),
                to = place(to)
            )
        }
        Action::BeamUp { persons } => t!("swr-log-beam-up", persons = names(persons)),
        Action::Move { persons, to } => {
            t!("swr-log-move", persons = names(persons), to = place(to))
        }
        Action::Roll { table, request } => describe_roll(data, *table, request),
        Action::BuyHorses { space } => t!("swr-log-buy-horses", space = space.to_string()),
        Action::AidThePoor { space, gold } => t!(
            "swr-log-aid-the-poor",
            space = space.to_string(),
            gold = *gold
        ),
        Action::Preach { track } => t!("swr-log-preach", track = track.label()),
        Action::Release { person } => t!("swr-change-release", person = n(person)),
        Action::RollGold { .. } => t!("swr-log-roll-gold"),
        Action::EndRebelActions => t!("swr-log-end-rebel-actions"),
        Action::PayExpenses => t!("swr-log-pay-expenses"),
        Action::BeamSupplies => t!("swr-log-beam-supplies"),
        Action::Starve { person } => t!("swr-log-starve", person = n(person)),
        Action::EndExpenses => t!("swr-log-end-expenses"),
        Action::KingsMen { squad } => t!("swr-log-kings-men", squad = squad.to_string()),
        Action::EndKingsMen => t!("swr-log-end-kings-men"),
        Action::RoyalPartyMoves { into } => match into {
            Some(town) => t!("swr-log-party-enters", town = town.to_string()),
            None if before.royal_party.location.is(super::state::PALACE) => t!(
                "swr-log-party-leaves-palace",
                town = super::state::FIRST_TOWN
            ),
            None => t!("swr-log-party-road"),
        },
        Action::FealtyAgain => t!("swr-log-fealty-again"),
        Action::EndTurn => t!("swr-log-end-turn"),
        Action::Apply { change } => t!("swr-log-adjust", change = change.describe(data)),
        Action::Flee { to } => t!("swr-log-flee", to = place(to)),
        Action::SeekSanctuary { requester } => {
            t!("swr-log-seek-sanctuary", person = n(requester))
        }
        Action::ResolveRoll => t!("swr-log-resolve-roll"),
        Action::RaidAgain => t!("swr-log-raid-again"),
        Action::Resolve { id, .. } => todo(*id),
        Action::Dismiss { id } => t!("swr-log-left-undone", task = todo(*id)),
    }
}

fn name(data: &SherwoodData, id: &str) -> String {
    data.roster
        .get(id)
        .map_or_else(|| id.to_string(), |p| p.name.clone())
}

/// A roll in words, for the log.
fn describe_roll(data: &SherwoodData, table: TableId, request: &RollRequest) -> String {
    use crate::t;
    let n = |id: &str| name(data, id);
    let by = request
        .actor
        .as_deref()
        .map(|a| t!("swr-log-by", person = n(a)))
        .unwrap_or_default();
    let space = request.space.to_string();
    match table {
        TableId::Recruiting => match &request.target {
            Some(Target::Person(p)) => {
                t!("swr-log-recruit", target = n(p), space = space, by = by)
            }
            Some(Target::KingsMenSquad) => {
                t!("swr-log-recruit-squad", space = space, by = by)
            }
            None => t!("swr-log-recruit-someone", space = space, by = by),
        },
        TableId::Donations => t!("swr-log-donations", space = space, by = by),
        TableId::Raid => t!("swr-log-raid", space = space, by = by),
        TableId::HorseTheft => t!("swr-log-horse-theft", space = space, by = by),
        TableId::Sanctuary => t!("swr-log-sanctuary", space = space, by = by),
        TableId::Heal if request.medical_kit => t!("swr-log-heal-kit", space = space),
        TableId::Heal => t!("swr-log-heal", space = space),
        other => t!(
            "swr-log-roll-table",
            table = other.id(),
            space = space,
            by = by
        ),
    }
}
