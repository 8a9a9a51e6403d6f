//! A game in progress: the state, the seeded generator, the turn log with undo, and the
//! paragraph reader, bundled so the app and the CLI drive one thing.

use super::actions::{Action, Outcome, SherwoodError, apply};
use super::data::SherwoodData;
use super::pending::RollRequest;
use super::person_id::PersonId;
use super::reader::{Reader, Why};
use super::refusal::Refusal;
use super::roll::RollOutcome;
use super::situation::Target;
use super::state::{SetupDraw, SherwoodState};
use super::tables::TableId;
use crate::engine::dice::{D10, DieInput};
use crate::engine::journal::Journal;
use crate::engine::random::{GameRng, RngState};
use crate::engine::words::{Join, Value, Words};
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
    pub lines: Vec<Words>,
    /// Paragraphs the result pointed to.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub paragraphs: Vec<u16>,
    /// What the result left to settle, in words (the live list is in the state).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub todo: Vec<Words>,
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
}

/// The lines a roll adds to the log: die, each modifier, total, result.
pub fn roll_lines(r: &RollOutcome) -> Vec<Words> {
    use crate::words;
    let mut lines = Vec::new();
    let name = super::prepare::table_name(r.table, &r.table_name);
    let head = if r.row == "Paragraph" || r.row == "Result" {
        name
    } else {
        words!("swr-log-table-row", table = name, row = r.row.as_str())
    };
    match (r.roll, r.modified) {
        (Some(d), Some(total)) => {
            let mods = Words::list(
                r.modifiers.iter().map(|m| {
                    words!(
                        "swr-log-modifier",
                        value = Value::change(m.value),
                        label = &m.label
                    )
                }),
                Join::Comma,
            );
            let die = d.value.to_string();
            lines.push(
                if r.modifiers.is_empty() && i32::from(d.value.value()) == total {
                    words!(
                        "swr-log-die",
                        head = head,
                        die = die,
                        result = r.result.describe()
                    )
                } else if r.modifiers.is_empty() {
                    words!(
                        "swr-log-die-total",
                        head = head,
                        die = die,
                        total = super::words::number(total),
                        result = r.result.describe()
                    )
                } else {
                    words!(
                        "swr-log-die-modifiers",
                        head = head,
                        die = die,
                        modifiers = mods,
                        total = super::words::number(total),
                        result = r.result.describe()
                    )
                },
            );
        }
        _ => lines.push(words!(
            "swr-log-head-result",
            head = head,
            result = r.result.describe()
        )),
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
        let (state, outcome, rng_state) =
            apply_to(data, self.mode, self.setup.draw, &snap, &action, entered)?;
        if state == snap.state && rng_state == snap.rng {
            return Err(Refusal::ChangesNothing.into());
        }
        let (heading, label, lines, todo) = log_words(data, &snap.state, &state, &action, &outcome);
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

    /// A save from before the log kept its words as keys holds finished sentences in the
    /// language it was played in: each entry is worded again from its action, replayed
    /// from the snapshot before it (the same dice, the same generator), so the log reads in
    /// the player's language. An entry that no longer replays keeps its old words.
    pub fn reword(&mut self, data: &SherwoodData) {
        let (mode, draw) = (self.mode, self.setup.draw);
        self.journal.reword(
            |before, e| {
                let (state, outcome, _) =
                    apply_to(data, mode, draw, before, &e.event.action, &e.event.entered).ok()?;
                Some(log_words(
                    data,
                    &before.state,
                    &state,
                    &e.event.action,
                    &outcome,
                ))
            },
            |e, (heading, label, lines, todo)| {
                e.heading = heading;
                e.label = label;
                e.event.lines = lines;
                e.event.todo = todo;
            },
        );
    }

    pub fn undo(&mut self) -> bool {
        self.journal.undo()
    }

    pub fn redo(&mut self) -> bool {
        self.journal.redo()
    }

    /// The title the exported log has.
    pub fn log_title() -> Words {
        crate::words!("swr-log-title")
    }
}

/// Applies `action` to the snapshot `snap` as a game played in `mode` and set up by `draw`
/// does: the dice entered, else the snapshot's generator.
fn apply_to(
    data: &SherwoodData,
    mode: PlayMode,
    draw: SetupDraw,
    snap: &Snapshot,
    action: &Action,
    entered: &[u8],
) -> Result<(SherwoodState, Outcome, RngState), SherwoodError> {
    let mut rng = GameRng::from_state(snap.rng);
    let faces = entered
        .iter()
        .map(|&f| D10::from_face(i64::from(f)))
        .collect::<Result<std::collections::VecDeque<_>, _>>()
        .map_err(|e| SherwoodError::BadDie(e.to_string()))?;
    // Who comes out of a prison blind is the app's draw where the app hid them.
    let mut dice = match (mode, draw) {
        (PlayMode::Digital, _) if faces.is_empty() => DieInput::Digital(&mut rng),
        (_, SetupDraw::Digital) => DieInput::Entered(faces, &mut rng),
        _ => DieInput::Physical(faces),
    };
    let (state, outcome) = apply(data, &snap.state, action, &mut dice)?;
    Ok((state, outcome, rng.state()))
}

/// An action's entry in the log: its heading, what was done, what happened, and what it
/// left to settle.
fn log_words(
    data: &SherwoodData,
    before: &SherwoodState,
    after: &SherwoodState,
    action: &Action,
    outcome: &Outcome,
) -> (Words, Words, Vec<Words>, Vec<Words>) {
    let mut lines = Vec::new();
    if let Some(r) = &outcome.roll {
        // The preparation's phasers note says what the roll will cost, before the die; the
        // outcome's note says what it did: the log says it once.
        let before_the_die = super::prepare::phasers_note();
        lines.extend(roll_lines(r).into_iter().filter(|l| *l != before_the_die));
    }
    lines.extend(outcome.notes.iter().cloned());
    let todo = after
        .todo
        .iter()
        .filter(|t| !before.todo.iter().any(|o| o.id == t.id))
        .map(|t| t.task.title())
        .collect();
    let heading = crate::words!(
        "swr-log-turn",
        turn = before.turn,
        step = before.step.label()
    );
    (heading, describe(data, before, action), lines, todo)
}

/// An action offered as a choice: worded as a thing to do ("End Rebel Actions"), where the
/// log words it as a thing done.
pub fn choice(data: &SherwoodData, before: &SherwoodState, action: &Action) -> Words {
    use crate::words;
    match action {
        Action::EndRebelActions => words!("swr-choice-end-rebel-actions"),
        Action::PayExpenses => words!("swr-choice-pay-expenses"),
        Action::BeamSupplies => words!("swr-choice-beam-supplies"),
        Action::EndExpenses => words!("swr-choice-end-expenses"),
        Action::EndKingsMen => words!("swr-choice-end-kings-men"),
        Action::EndTurn => words!("swr-choice-end-turn"),
        other => describe(data, before, other),
    }
}

/// An action in words, for the log. `before`: the state it was taken in.
pub fn describe(data: &SherwoodData, before: &SherwoodState, action: &Action) -> Words {
    use crate::words;
    let n = |id: &str| name(data, id);
    let names =
        |ids: &[PersonId]| super::words::join_and(&ids.iter().map(|i| n(i)).collect::<Vec<_>>());
    // A kind of space typed for a place not named yet: a new one is named for it.
    let place = |to: &str| match super::spaces::SpaceKind::from_word(to) {
        Some(kind) if before.space_kind(data, to).is_none() && data.spaces.find(to).is_none() => {
            words!("swr-log-new-place", kind = kind.id())
        }
        _ => Words::from(to.to_string()),
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
            words!(
                "swr-log-beam-down",
                persons = names(persons),
                to = place(to)
            )
        }
        Action::BeamUp { persons } => words!("swr-log-beam-up", persons = names(persons)),
        Action::Move { persons, to } => {
            words!("swr-log-move", persons = names(persons), to = place(to))
        }
        Action::Roll { table, request } => describe_roll(data, *table, request),
        Action::BuyHorses { space } => words!("swr-log-buy-horses", space = space.to_string()),
        Action::AidThePoor { space, gold } => words!(
            "swr-log-aid-the-poor",
            space = space.to_string(),
            gold = *gold
        ),
        Action::Preach { track } => words!("swr-log-preach", track = track.label()),
        Action::Release { person } => words!("swr-change-release", person = n(person)),
        Action::RollGold { .. } => words!("swr-log-roll-gold"),
        Action::EndRebelActions => words!("swr-log-end-rebel-actions"),
        Action::PayExpenses => words!("swr-log-pay-expenses"),
        Action::BeamSupplies => words!("swr-log-beam-supplies"),
        Action::Starve { person } => words!("swr-log-starve", person = n(person)),
        Action::EndExpenses => words!("swr-log-end-expenses"),
        Action::KingsMen { squad } => words!("swr-log-kings-men", squad = squad.to_string()),
        Action::EndKingsMen => words!("swr-log-end-kings-men"),
        Action::RoyalPartyMoves { into } => match into {
            Some(town) => words!("swr-log-party-enters", town = town.to_string()),
            None if before.royal_party.location.is(super::state::PALACE) => words!(
                "swr-log-party-leaves-palace",
                town = super::state::FIRST_TOWN
            ),
            None => words!("swr-log-party-road"),
        },
        Action::FealtyAgain => words!("swr-log-fealty-again"),
        Action::EndTurn => words!("swr-log-end-turn"),
        Action::Apply { change } => words!("swr-log-adjust", change = change.describe(data)),
        Action::Flee { to } => words!("swr-log-flee", to = place(to)),
        Action::SeekSanctuary { requester } => {
            words!("swr-log-seek-sanctuary", person = n(requester))
        }
        Action::ResolveRoll => words!("swr-log-resolve-roll"),
        Action::RaidAgain => words!("swr-log-raid-again"),
        Action::Resolve { id, .. } => todo(*id),
        Action::Dismiss { id } => words!("swr-log-left-undone", task = todo(*id)),
    }
}

fn name(data: &SherwoodData, id: &str) -> String {
    data.roster
        .get(id)
        .map_or_else(|| id.to_string(), |p| p.name.clone())
}

/// A roll in words, for the log.
fn describe_roll(data: &SherwoodData, table: TableId, request: &RollRequest) -> Words {
    use crate::words;
    let n = |id: &str| name(data, id);
    let by = request
        .actor
        .as_deref()
        .map(|a| words!("swr-log-by", person = n(a)))
        .unwrap_or_default();
    let space = request.space.to_string();
    match table {
        TableId::Recruiting => match &request.target {
            Some(Target::Person(p)) => {
                words!("swr-log-recruit", target = n(p), space = space, by = by)
            }
            Some(Target::KingsMenSquad) => {
                words!("swr-log-recruit-squad", space = space, by = by)
            }
            None => words!("swr-log-recruit-someone", space = space, by = by),
        },
        TableId::Donations => words!("swr-log-donations", space = space, by = by),
        TableId::Raid => words!("swr-log-raid", space = space, by = by),
        TableId::HorseTheft => words!("swr-log-horse-theft", space = space, by = by),
        TableId::Sanctuary => words!("swr-log-sanctuary", space = space, by = by),
        TableId::Heal if request.medical_kit => words!("swr-log-heal-kit", space = space),
        TableId::Heal => words!("swr-log-heal", space = space),
        other => words!(
            "swr-log-roll-table",
            table = other.id(),
            space = space,
            by = by
        ),
    }
}
