//! `pnp-companion sherwood play`: a scripted session. A new game, then the actions of a
//! script (one JSON object a line, the form the saved log keeps them in), each reported as
//! applied or refused with the reason, then the state the game ends in. See
//! `docs/sherwood-play.md`.

use super::CliError;
use super::script::{When, json_object, plain, read_script, write_refused, write_unreadable};
use crate::games::sherwood::actions::{Action, SherwoodError};
use crate::games::sherwood::effects::{Change, Pick, PickChange};
use crate::games::sherwood::game::{DiceMode, SherwoodGame, describe};
use crate::games::sherwood::hidden;
use crate::games::sherwood::paragraphs::paragraph;
use crate::games::sherwood::pending::{Task, Todo};
use crate::games::sherwood::persons::Stat;
use crate::games::sherwood::prepare::{Missing, PrepareError};
use crate::games::sherwood::situation::Target;
use crate::games::sherwood::state::{
    Colour, DEFAULT_NEUTRAL_SPACES, Ending, Fealty, Location, PersonState, SetupDraw,
    SherwoodState, Side,
};
use crate::games::sherwood::{PersonId, SherwoodData, SpaceId};
use crate::store::user_data::UserData;
use clap::Args;
use serde_json::{Map, Value, json};
use std::io::Write;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct PlayArgs {
    /// The script: one action a line as JSON; blank lines and lines starting with # are
    /// skipped; - reads standard input
    #[arg(long, value_name = "FILE")]
    script: PathBuf,
    /// Seed for the app's setup draw and dice, to repeat a session exactly (a new one is
    /// chosen, and shown, when left out)
    #[arg(long)]
    seed: Option<u64>,
    /// Physical play: you set up with your own counters and roll your own die, so every
    /// roll needs "dice" on its line
    #[arg(long)]
    physical: bool,
    /// Print one JSON object instead of text
    #[arg(long)]
    json: bool,
}

/// Every action a script line may name, as the log writes it.
pub const ACTION_NAMES: [&str; 27] = [
    "beam-down",
    "beam-up",
    "move",
    "roll",
    "buy-horses",
    "aid-the-poor",
    "preach",
    "release",
    "roll-gold",
    "end-rebel-actions",
    "pay-expenses",
    "beam-supplies",
    "starve",
    "end-expenses",
    "kings-men",
    "end-kings-men",
    "royal-party-moves",
    "fealty-again",
    "end-turn",
    "apply",
    "flee",
    "seek-sanctuary",
    "resolve-roll",
    "raid-again",
    "resolve",
    "dismiss",
    "set-value",
];

/// What a settling line may name with "kind": what it settles, as `waiting` names it.
pub const TASK_KINDS: [&str; 5] = ["confirm", "flee", "roll", "raid-again", "gold-die"];

/// One line of the script, once read.
enum Step {
    Applied {
        line: usize,
        before: When,
        action: Value,
        dice: Vec<u8>,
        label: String,
        log: Vec<String>,
        paragraphs: Vec<u16>,
        waiting: Vec<Todo>,
        /// Places the line made from a kind of space ("bridge" → "Bridge or ford 1").
        new_places: Vec<String>,
    },
    Refused {
        line: usize,
        before: When,
        action: Value,
        dice: Vec<u8>,
        label: String,
        problem: &'static str,
        reason: String,
    },
    Unreadable {
        line: usize,
        error: String,
    },
}

/// A line read as an action and the player's dice.
struct Line {
    action: Action,
    dice: Vec<u8>,
    /// A resolve or dismiss with no id: it settles what waits first.
    first: bool,
    /// What a settling line says it settles ("kind": "roll"): refused when something else
    /// waits, so that a script means the same when run again after a chart cell is entered.
    kind: Option<&'static str>,
}

/// A script line: an action for the game, or a counter value for this session.
enum Read {
    Act(Line, Value),
    SetValue {
        person: String,
        stat: Stat,
        value: i32,
        raw: Value,
    },
}

fn input(t: impl Into<String>) -> CliError {
    CliError::Input(t.into())
}

/// Reads one line: a JSON object with an "action" and perhaps "dice". A resolve or dismiss
/// without an "id" settles the first thing waiting.
fn read_line(text: &str, state: &SherwoodState) -> Result<Read, String> {
    let mut object = json_object(text, "end-turn")?;
    let kind = match object.remove("kind") {
        None | Some(Value::Null) => None,
        Some(Value::String(k)) => Some(TASK_KINDS.iter().copied().find(|t| *t == k).ok_or_else(
            || {
                format!(
                    "'{k}' is not a kind of thing that waits; the kinds are {}",
                    TASK_KINDS.join(", ")
                )
            },
        )?),
        Some(_) => {
            return Err(format!(
                "\"kind\" is what the line settles: one of {}",
                TASK_KINDS.join(", ")
            ));
        }
    };
    let dice = match object.remove("dice") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(faces)) => faces
            .iter()
            .map(|f| {
                f.as_u64()
                    .and_then(|n| u8::try_from(n).ok())
                    .filter(|n| *n <= 10)
            })
            .collect::<Option<Vec<u8>>>()
            .ok_or("\"dice\" lists what your dice show, 0 to 10 (0 reads as 10), such as [4]")?,
        Some(_) => {
            return Err(
                "\"dice\" is a list of what your dice show, such as [4] (0 reads as 10)".into(),
            );
        }
    };
    let name = match object.get("action") {
        Some(Value::String(name)) => name.clone(),
        Some(_) => return Err("\"action\" is the action's name, such as \"end-turn\"".into()),
        None => {
            return Err("the line names no \"action\", such as {\"action\": \"end-turn\"}".into());
        }
    };
    if !ACTION_NAMES.contains(&name.as_str()) {
        return Err(format!(
            "'{name}' is not an action; the actions are {}",
            ACTION_NAMES.join(", ")
        ));
    }
    if kind.is_some() && !matches!(name.as_str(), "resolve" | "dismiss" | "resolve-roll") {
        return Err(format!(
            "\"kind\" is for resolve, dismiss and resolve-roll, not {name}"
        ));
    }
    if name == "set-value" {
        return read_set_value(object);
    }
    let raw = Value::Object(object.clone());
    let first = matches!(name.as_str(), "resolve" | "dismiss") && !object.contains_key("id");
    if first {
        // With nothing waiting, the game itself says so.
        let id = state.todo.first().map_or(0, |t| t.id);
        object.insert("id".into(), json!(id));
    }
    let action: Action = serde_json::from_value(Value::Object(object))
        .map_err(|e| format!("this {name} cannot be read: {}", plain(&e)))?;
    Ok(Read::Act(
        Line {
            action,
            dice,
            first,
            kind,
        },
        raw,
    ))
}

/// `{"action": "set-value", "person": "Kirk", "stat": "raid", "value": 3}`: a counter value
/// from the player's own counter, for this session only (`sherwood set-value` keeps one).
fn read_set_value(object: Map<String, Value>) -> Result<Read, String> {
    const FORM: &str = "a set-value line names \"person\", \"stat\" (persuasiveness, raid or donations) and \"value\", such as {\"action\": \"set-value\", \"person\": \"Kirk\", \"stat\": \"raid\", \"value\": 3}";
    let raw = Value::Object(object.clone());
    for key in object.keys() {
        if !matches!(key.as_str(), "action" | "person" | "stat" | "value") {
            return Err(format!("'{key}' is not part of a set-value line: {FORM}"));
        }
    }
    let person = object
        .get("person")
        .and_then(Value::as_str)
        .ok_or(FORM)?
        .to_string();
    let stat: Stat = object
        .get("stat")
        .and_then(Value::as_str)
        .ok_or(FORM)?
        .parse()
        .map_err(|e| format!("{e}"))?;
    let value = object
        .get("value")
        .and_then(Value::as_i64)
        .and_then(|v| i32::try_from(v).ok())
        .ok_or(FORM)?;
    Ok(Read::SetValue {
        person,
        stat,
        value,
        raw,
    })
}

/// Names and aliases in the action become roster ids ("Kirk" → "kirk").
fn use_ids(data: &SherwoodData, action: &mut Action) -> Result<(), String> {
    let id = |who: &mut PersonId| -> Result<(), String> {
        *who = data.roster.find(who).map_err(|e| e.to_string())?.id.clone();
        Ok(())
    };
    let all = |who: &mut Vec<PersonId>| who.iter_mut().try_for_each(id);
    match action {
        Action::BeamDown { persons, .. }
        | Action::BeamUp { persons }
        | Action::Move { persons, .. } => all(persons),
        Action::Roll { request, .. } => {
            if let Some(actor) = request.actor.as_mut() {
                id(actor)?;
            }
            if let Some(Target::Person(target)) = request.target.as_mut() {
                id(target)?;
            }
            Ok(())
        }
        Action::Release { person } | Action::Starve { person } => id(person),
        Action::SeekSanctuary { requester } => id(requester),
        Action::Resolve { choice, .. } => all(&mut choice.persons),
        Action::Apply {
            change:
                Change::Injure { person }
                | Change::Heal { person }
                | Change::Capture { person, .. }
                | Change::Free { person }
                | Change::Recruit { person }
                | Change::Leave { person }
                | Change::Move { person, .. }
                | Change::Horse { person, .. }
                | Change::Sanctuary { person, .. }
                | Change::SetAside { person }
                | Change::Release { person }
                | Change::Identify { person, .. }
                | Change::PlaceNeutral { person, .. },
        } => id(person),
        _ => Ok(()),
    }
}

fn stat_word(stat: crate::games::sherwood::persons::Stat) -> &'static str {
    use crate::games::sherwood::persons::Stat;
    match stat {
        Stat::Persuasiveness => "persuasiveness",
        Stat::Raid => "raid",
        Stat::Donations => "donations",
    }
}

/// A refused action in words: as the log would name it, but a settling action says what it
/// tried ("Confirm: …", not "Confirmed: …"), or which id it found nothing under.
fn label(data: &SherwoodData, state: &SherwoodState, line: &Line) -> String {
    let (verb, id) = match &line.action {
        Action::Resolve { id, .. } => ("Confirm", *id),
        Action::Dismiss { id } => ("Skip", *id),
        action => return describe(data, state, action),
    };
    if line.first && state.todo.is_empty() {
        return format!("{verb} what waits first");
    }
    match state.todo.iter().find(|t| t.id == id) {
        Some(t) => format!("{verb}: {}", t.task.title()),
        None => format!("{verb} #{id}"),
    }
}

/// Why the game would not take an action, in words, with a short name for programs.
fn why(e: &SherwoodError) -> (&'static str, String) {
    match e {
        SherwoodError::Refused(r) => ("refused", r.to_string()),
        SherwoodError::Prepare(PrepareError::Missing(missing)) => (
            "unknown-value",
            missing
                .iter()
                .map(|m| match m {
                    Missing::Value { person, stat, .. } => format!(
                        "{} Record it with: pnp-companion sherwood set-value {person} {} N, or give it in the script before this line: {{\"action\": \"set-value\", \"person\": \"{person}\", \"stat\": \"{}\", \"value\": N}}",
                        m.ask(),
                        stat_word(*stat),
                        stat_word(*stat)
                    ),
                    Missing::Kind { person, .. } => format!(
                        "{} Record it with: pnp-companion sherwood set-kind {person} KIND",
                        m.ask()
                    ),
                })
                .collect::<Vec<_>>()
                .join(" "),
        ),
        SherwoodError::Prepare(other) => ("not-possible", other.to_string()),
        SherwoodError::AwaitingDie(_) => (
            "needs-die",
            "this rolls a die: add what your die shows to the line, such as \"dice\": [4] (0 reads as 10)".into(),
        ),
        SherwoodError::BadDie(t) => ("bad-die", t.clone()),
        SherwoodError::Change(c) => ("bad-change", c.to_string()),
        SherwoodError::Choice(c) => ("bad-choice", c.to_string()),
    }
}

fn before(s: &SherwoodState) -> (u32, &'static str, &'static str) {
    let id = match s.step {
        crate::games::sherwood::state::TurnStep::RebelActions => "rebel-actions",
        crate::games::sherwood::state::TurnStep::Expenses => "expenses",
        crate::games::sherwood::state::TurnStep::KingsMen => "kings-men",
        crate::games::sherwood::state::TurnStep::RoyalParty => "royal-party",
    };
    (s.turn, id, s.step.label())
}

fn play(data: &mut SherwoodData, game: &mut SherwoodGame, script: &str) -> Vec<Step> {
    let mut steps = Vec::new();
    // Whether the last roll the script made resolved at once (its cell known): a
    // `resolve-roll` after it then has nothing left to do, on the first run as on the next.
    let mut rolled_at_once = false;
    let script = script.strip_prefix('\u{feff}').unwrap_or(script);
    for (i, text) in script.lines().enumerate() {
        let line = i + 1;
        let text = text.trim();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        let state = game.state().clone();
        let at = before(&state);
        let (mut read, raw) = match read_line(text, &state) {
            Ok(Read::Act(read, raw)) => (read, raw),
            Ok(Read::SetValue {
                person,
                stat,
                value,
                raw,
            }) => {
                steps.push(set_value(data, &state, line, at, &person, stat, value, raw));
                continue;
            }
            Err(error) => {
                steps.push(Step::Unreadable { line, error });
                continue;
            }
        };
        let refused =
            |read: &Line, raw: Value, problem: &'static str, reason: String| Step::Refused {
                line,
                before: at,
                label: label(data, &state, read),
                action: raw,
                dice: read.dice.clone(),
                problem,
                reason,
            };
        if let Err(reason) = use_ids(data, &mut read.action) {
            steps.push(refused(&read, raw, "refused", reason));
            continue;
        }
        let rolls_waiting = state
            .todo
            .iter()
            .any(|t| matches!(t.task, Task::Roll { .. }));
        if matches!(read.action, Action::ResolveRoll) && !rolls_waiting && rolled_at_once {
            steps.push(Step::Applied {
                line,
                before: at,
                action: raw,
                dice: read.dice,
                label: "Resolve the roll".into(),
                log: vec![
                    "Nothing left to do: the roll resolved when it was made, on a chart cell already recorded.".into(),
                ],
                paragraphs: Vec::new(),
                waiting: state.todo.clone(),
                new_places: Vec::new(),
            });
            continue;
        }
        if let Some(reason) = read.kind.and_then(|k| not_waiting(&state, &read, k)) {
            steps.push(refused(&read, raw, "not-waiting", reason));
            continue;
        }
        match game.act(data, read.action.clone(), &read.dice) {
            Ok(outcome) => {
                if outcome.roll.is_some() {
                    rolled_at_once = !game
                        .state()
                        .todo
                        .iter()
                        .any(|t| matches!(t.task, Task::Roll { .. }));
                }
                let (label, mut log) = game
                    .journal
                    .entries()
                    .last()
                    .map(|e| (e.label.clone(), e.event.lines.clone()))
                    .unwrap_or_default();
                let new_places: Vec<SpaceId> = game
                    .state()
                    .places
                    .iter()
                    .filter(|p| !state.places.iter().any(|q| q.name == p.name))
                    .map(|p| p.name.clone())
                    .collect();
                for p in &new_places {
                    log.insert(0, format!("A new place on the map: {p}."));
                }
                steps.push(Step::Applied {
                    line,
                    before: at,
                    action: serde_json::to_value(&read.action).unwrap_or(raw),
                    dice: read.dice,
                    label,
                    log,
                    paragraphs: outcome.paragraphs,
                    waiting: game.state().todo.clone(),
                    new_places: new_places.iter().map(SpaceId::to_string).collect(),
                });
            }
            Err(e) => {
                let (problem, reason) = why(&e);
                let action = if read.first && state.todo.is_empty() {
                    raw
                } else {
                    serde_json::to_value(&read.action).unwrap_or(raw)
                };
                steps.push(refused(&read, action, problem, reason));
            }
        }
    }
    steps
}

/// Why a settling line that names a kind does not apply: what it would settle is not of
/// that kind (or nothing waits). `None` when it is.
fn not_waiting(state: &SherwoodState, read: &Line, kind: &str) -> Option<String> {
    let target = match &read.action {
        Action::Resolve { id, .. } | Action::Dismiss { id } => {
            state.todo.iter().find(|t| t.id == *id)
        }
        Action::ResolveRoll => state
            .todo
            .iter()
            .find(|t| matches!(t.task, Task::Roll { .. })),
        _ => None,
    };
    match target {
        Some(t) if task_kind(&t.task) == kind => None,
        Some(t) => Some(format!(
            "no {kind} waits there: it is a {} ({}); the line is left undone rather than settle something else",
            task_kind(&t.task),
            t.task.title()
        )),
        None if kind == "roll" => Some(
            "no roll waits: the last roll resolved when it was made (its chart cell is known), so there is no roll to settle"
                .into(),
        ),
        None => Some(format!("no {kind} waits")),
    }
}

/// A counter value for this session, checked as `sherwood set-value` checks it.
#[allow(
    clippy::too_many_arguments,
    reason = "a line's place in the script and what it says"
)]
fn set_value(
    data: &mut SherwoodData,
    state: &SherwoodState,
    line: usize,
    at: When,
    person: &str,
    stat: Stat,
    value: i32,
    raw: Value,
) -> Step {
    let label = format!("Set {person}'s {} value to {value}", stat_word(stat));
    let checked = UserData::default()
        .set_value(data, person, stat, value)
        .map_err(|e| e.to_string())
        .and_then(|()| {
            data.roster
                .find(person)
                .map(|p| p.id.clone())
                .map_err(|e| e.to_string())
        });
    match checked {
        Ok(id) => {
            if let Some(p) = data.roster.get_mut(&id) {
                p.set_value(stat, Some(value));
            }
            Step::Applied {
                line,
                before: at,
                action: raw,
                dice: Vec::new(),
                label,
                log: vec![format!(
                    "{}'s {} value is {value} for this session (sherwood set-value keeps it).",
                    person_name(data, &id),
                    stat_word(stat)
                )],
                paragraphs: Vec::new(),
                waiting: state.todo.clone(),
                new_places: Vec::new(),
            }
        }
        Err(reason) => Step::Refused {
            line,
            before: at,
            action: raw,
            dice: Vec::new(),
            label,
            problem: "refused",
            reason,
        },
    }
}

pub fn run(args: &PlayArgs, out: &mut impl Write) -> Result<(), CliError> {
    let script = read_script(&args.script)?;
    let mut data = super::sherwood_data::player_data()?;
    let seed = args.seed.unwrap_or_else(rand::random);
    let (mode, draw, spaces) = if args.physical {
        (DiceMode::Physical, SetupDraw::Physical, Vec::new())
    } else {
        (
            DiceMode::Digital,
            SetupDraw::Digital,
            DEFAULT_NEUTRAL_SPACES.map(String::from).to_vec(),
        )
    };
    let mut game = SherwoodGame::new(&data, seed, mode, draw, &spaces);
    let steps = play(&mut data, &mut game, &script);
    let bad: Vec<usize> = steps
        .iter()
        .filter_map(|s| match s {
            Step::Unreadable { line, .. } => Some(*line),
            _ => None,
        })
        .collect();
    if args.json {
        let value = json!({
            "seed": seed,
            "dice": mode,
            "setup": draw,
            "steps": steps.iter().map(|s| step_json(&data, s)).collect::<Vec<_>>(),
            "unreadable_lines": bad,
            "final": final_json(&data, &game),
        });
        writeln!(out, "{value}")?;
    } else {
        write_text(&data, &game, seed, &steps, out)?;
    }
    out.flush()?;
    if bad.is_empty() {
        return Ok(());
    }
    let lines: Vec<String> = bad.iter().map(usize::to_string).collect();
    Err(input(if bad.len() == 1 {
        format!("line {} of the script could not be read", lines.join(""))
    } else {
        format!(
            "{} lines of the script could not be read: lines {}",
            bad.len(),
            lines.join(", ")
        )
    }))
}

// ---- What the player reads ------------------------------------------------------------

fn person_name(data: &SherwoodData, id: &str) -> String {
    data.roster
        .get(id)
        .map_or_else(|| id.to_string(), |p| p.name.clone())
}

/// "Captain James T. Kirk (kirk), Lt. Commander Spock (spock)".
fn named_ids(data: &SherwoodData, ids: &[PersonId]) -> String {
    ids.iter()
        .map(|id| format!("{} ({id})", person_name(data, id)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// How to settle a waiting task, in words, naming the keys a script line gives.
fn how(data: &SherwoodData, task: &Task) -> String {
    match task {
        Task::Confirm { suggestion } => {
            let mut text = match &suggestion.pick {
                None => "resolve applies it; dismiss leaves it undone".to_string(),
                Some(Pick::Persons {
                    count,
                    from,
                    change,
                }) => {
                    let n = (*count).min(from.len());
                    let (the, are) = if n == 1 {
                        ("the one".to_string(), "is")
                    } else {
                        (format!("the {n}"), "are")
                    };
                    let what = match change {
                        PickChange::KeepFree => format!("stay{}", if n == 1 { "s" } else { "" }),
                        PickChange::Injure => format!("{are} injured"),
                        PickChange::Heal => format!("{are} healed"),
                        PickChange::Capture => format!("{are} captured"),
                        PickChange::Recruit => format!("join{} you", if n == 1 { "s" } else { "" }),
                        PickChange::Free => format!("go{} free", if n == 1 { "es" } else { "" }),
                    };
                    let who = if change == &PickChange::KeepFree {
                        format!("{the} who {what} free")
                    } else {
                        format!("{the} who {what}")
                    };
                    format!(
                        "resolve with \"choice\": {{\"persons\": [...]}}, {who}, of {}",
                        named_ids(data, from)
                    )
                }
                Some(Pick::Squad { from, to }) => format!(
                    "resolve with \"choice\": {{\"squad\": ...}}, the squad that goes to {to}: one of {}",
                    joined(from)
                ),
                Some(Pick::SquadDestination { squad }) => format!(
                    "resolve with \"choice\": {{\"to\": ...}}, where the {squad} squad ends (a place's name, or forest, road, bridge or ford)"
                ),
                Some(Pick::Destination { group }) => format!(
                    "resolve with \"choice\": {{\"to\": ...}}, where {} go (a place's name, or forest, road, bridge or ford)",
                    group
                        .iter()
                        .map(|id| person_name(data, id))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                Some(Pick::FreeOne { known, unseen, .. }) => {
                    let mut all = known.clone();
                    all.extend(unseen.iter().cloned());
                    format!(
                        "resolve with \"choice\": {{\"persons\": [...]}}, the one counter you drew: one of {}",
                        named_ids(data, &all)
                    )
                }
                Some(Pick::Identify {
                    slots,
                    archon,
                    neutral,
                    ..
                }) => {
                    let colours: Vec<&str> = slots
                        .iter()
                        .map(|c| c.map_or("not looked at", Colour::label))
                        .collect();
                    let may_be = |c: Colour| slots.iter().any(|x| x.is_none_or(|x| x == c));
                    let mut text = format!(
                        "resolve with \"choice\": {{\"persons\": [...]}}, one name for each counter in order ({})",
                        colours.join(", ")
                    );
                    if may_be(Colour::Archon) {
                        text.push_str(&format!("; Archon crew: {}", named_ids(data, archon)));
                    }
                    if may_be(Colour::Neutral) {
                        text.push_str(&format!("; Neutrals: {}", named_ids(data, neutral)));
                    }
                    text
                }
            };
            if let Some(prisons) = &suggestion.prison {
                text.push_str(&format!(
                    "; add \"prison\": the town or castle nearest to them, one of {}",
                    joined(prisons)
                ));
            }
            text
        }
        Task::Flee {
            may_seek_sanctuary: true,
            ..
        } => "flee with \"to\": a neighbouring space (a place's name, or forest, road, bridge or ford); or seek-sanctuary first with \"requester\": one of those who flee".into(),
        Task::Flee { .. } => {
            "flee with \"to\": a neighbouring space (a place's name, or forest, road, bridge or ford)"
                .into()
        }
        Task::Roll { roll } => format!(
            "record the cell with: pnp-companion sherwood set-cell {} \"{}\" \"{}\" CODE, and run the script again: the roll then resolves when it is made, and a resolve-roll line after it has nothing left to do; or dismiss it with \"kind\": \"roll\" to go on without it (on a rerun that line is refused rather than skip what the result leaves)",
            roll.table.id(),
            roll.cell.row,
            roll.cell.column
        ),
        Task::RaidAgain { .. } => "raid-again rolls it; dismiss leaves it".into(),
        Task::GoldDie { .. } => "roll-gold rolls it (your die in \"dice\" in physical play)".into(),
    }
}

fn task_kind(task: &Task) -> &'static str {
    match task {
        Task::Confirm { .. } => "confirm",
        Task::Flee { .. } => "flee",
        Task::Roll { .. } => "roll",
        Task::RaidAgain { .. } => "raid-again",
        Task::GoldDie { .. } => "gold-die",
    }
}

fn todo_json(data: &SherwoodData, t: &Todo) -> Value {
    json!({
        "id": t.id,
        "kind": task_kind(&t.task),
        "text": t.task.title(),
        "how": how(data, &t.task),
        "task": t.task,
    })
}

fn paragraph_json(data: &SherwoodData, n: u16) -> Value {
    json!({"number": n, "effect": paragraph(data, n).map(|p| p.effect)})
}

fn step_json(data: &SherwoodData, step: &Step) -> Value {
    match step {
        Step::Applied {
            line,
            before,
            action,
            dice,
            label,
            log,
            paragraphs,
            waiting,
            new_places,
        } => json!({
            "line": line,
            "status": "applied",
            "new_places": new_places,
            "turn": before.0,
            "step": before.1,
            "action": action,
            "dice": dice,
            "label": label,
            "log": log,
            "paragraphs": paragraphs.iter().map(|n| paragraph_json(data, *n)).collect::<Vec<_>>(),
            "waiting": waiting.iter().map(|t| todo_json(data, t)).collect::<Vec<_>>(),
        }),
        Step::Refused {
            line,
            before,
            action,
            dice,
            label,
            problem,
            reason,
        } => json!({
            "line": line,
            "status": "refused",
            "turn": before.0,
            "step": before.1,
            "action": action,
            "dice": dice,
            "label": label,
            "problem": problem,
            "reason": reason,
        }),
        Step::Unreadable { line, error } => json!({
            "line": line,
            "status": "unreadable",
            "error": error,
        }),
    }
}

/// What the player can know of a person: prisoners drawn blind at setup are not named until
/// freed (the app drew them in secret, or the player has not turned their counter over).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Seen {
    Free,
    Imprisoned,
    Unseen,
}

fn seen(data: &SherwoodData, s: &SherwoodState, draw: SetupDraw, p: &PersonState) -> Seen {
    if hidden::is_unseen(data, s, draw, p) || matches!(p.location, Location::OffMap) {
        Seen::Unseen
    } else if p.imprisoned {
        Seen::Imprisoned
    } else {
        Seen::Free
    }
}

/// Places or squads as the player reads them: "Trott, Winklesea".
fn joined(ids: &[impl AsRef<str>]) -> String {
    ids.iter().map(AsRef::as_ref).collect::<Vec<_>>().join(", ")
}

fn where_words(l: &Location) -> Option<String> {
    match l {
        Location::Enterprise => Some("the Enterprise".into()),
        Location::Space(s) => Some(s.to_string()),
        Location::OffMap | Location::Unseen => None,
    }
}

fn fealty_words(f: Fealty) -> &'static str {
    match f {
        Fealty::Unsworn => "not sworn",
        Fealty::Sworn => "sworn to the King",
        Fealty::OpenRebellion => "in open rebellion",
    }
}

/// Hidden prisoner counters by space, in the map's order: (space, counters, [Archon,
/// Neutral, not looked at]). The player may look at a counter's colour, never at who it is.
fn hidden_prisoners(data: &SherwoodData, game: &SherwoodGame) -> Vec<(String, usize, [usize; 3])> {
    hidden::prison_counters(data, game.state(), game.setup.draw)
        .into_iter()
        .map(|c| {
            let colours = [
                c.count(Some(Colour::Archon)),
                c.count(Some(Colour::Neutral)),
                c.count(None),
            ];
            (c.space.to_string(), c.counters.len(), colours)
        })
        .collect()
}

fn ending_json(e: Ending) -> Value {
    let (outcome, how) = match e {
        Ending::Won => ("won", "won"),
        Ending::LostToWitchcraft => ("lost", "lost-to-witchcraft"),
        Ending::LostToFealty => ("lost", "lost-to-fealty"),
    };
    json!({"outcome": outcome, "how": how, "text": e.describe()})
}

fn final_json(data: &SherwoodData, game: &SherwoodGame) -> Value {
    let s = game.state();
    let draw = game.setup.draw;
    let persons: Vec<Value> = s
        .persons
        .iter()
        .map(|p| {
            let sight = seen(data, s, draw, p);
            let known = sight != Seen::Unseen;
            json!({
                "id": p.id,
                "name": person_name(data, &p.id),
                "kind": s.kind(data, &p.id),
                "side": if p.side == Side::Controlled { "yours" } else { "not-yours" },
                "status": match sight {
                    Seen::Free => "free",
                    Seen::Imprisoned => "imprisoned",
                    Seen::Unseen => "unseen",
                },
                "location": if known { where_words_json(&p.location) } else { Value::Null },
                "injured": p.injured,
                "horse": p.horse,
                "sanctuary": p.sanctuary.is_some(),
            })
        })
        .collect();
    let hidden: Vec<Value> = hidden_prisoners(data, game)
        .into_iter()
        .map(|(space, n, colours)| {
            json!({
                "space": space,
                "counters": n,
                "colours": {"archon": colours[0], "neutral": colours[1], "not_looked_at": colours[2]},
            })
        })
        .collect();
    json!({
        "turn": s.turn,
        "step": before(s).1,
        "step_label": s.step.label(),
        "tracks": {
            "witchcraft": s.tracks.witchcraft,
            "warchest": s.tracks.warchest,
            "royal_morale": s.tracks.royal_morale,
        },
        "orders": s.orders,
        "royal_party": {
            "location": where_words_json(&s.royal_party.location),
            "held": s.royal_party.held,
            "visited": s.royal_party.visited,
        },
        "towns": s.towns.iter().map(|t| json!({"name": t.name, "fealty": t.fealty})).collect::<Vec<_>>(),
        "persons": persons,
        "hidden_prisoners": hidden,
        "squads": s.squads.iter().map(|q| json!({
            "name": q.name,
            "location": where_words_json(&q.location),
            "recruited": q.recruited,
        })).collect::<Vec<_>>(),
        "waiting": s.todo.iter().map(|t| todo_json(data, t)).collect::<Vec<_>>(),
        "ending": s.end.map(ending_json),
    })
}

/// A location for programs: "Trott", "enterprise", or null (off the map or not known).
fn where_words_json(l: &Location) -> Value {
    match l {
        Location::Enterprise => json!("enterprise"),
        Location::Space(s) => json!(s),
        Location::OffMap | Location::Unseen => Value::Null,
    }
}

fn write_waiting(
    data: &SherwoodData,
    todo: &[Todo],
    indent: &str,
    out: &mut impl Write,
) -> Result<(), CliError> {
    for t in todo {
        writeln!(out, "{indent}waiting #{}: {}", t.id, t.task.title())?;
        writeln!(out, "{indent}    → {}", how(data, &t.task))?;
    }
    Ok(())
}

fn write_text(
    data: &SherwoodData,
    game: &SherwoodGame,
    seed: u64,
    steps: &[Step],
    out: &mut impl Write,
) -> Result<(), CliError> {
    writeln!(out, "The Sherwood Syndrome: a scripted session")?;
    writeln!(
        out,
        "Seed {seed}; {}; {}",
        match game.mode {
            DiceMode::Digital => "the app rolls the dice",
            DiceMode::Physical => "you roll your own die",
        },
        match game.setup.draw {
            SetupDraw::Digital => "the app set up the board (prisoners drawn in secret)",
            SetupDraw::Physical => "you set up the board with your own counters",
        }
    )?;
    for step in steps {
        writeln!(out)?;
        match step {
            Step::Applied {
                line,
                before,
                label,
                log,
                paragraphs,
                waiting,
                ..
            } => {
                writeln!(
                    out,
                    "line {line} · Turn {}, {} · {label}",
                    before.0, before.2
                )?;
                for l in log {
                    writeln!(out, "  {l}")?;
                }
                for n in paragraphs {
                    match paragraph(data, *n) {
                        Some(p) => writeln!(out, "  Paragraph {n}: {}", p.effect)?,
                        None => writeln!(out, "  Paragraph {n}")?,
                    }
                }
                write_waiting(data, waiting, "  ", out)?;
            }
            Step::Refused {
                line,
                before,
                label,
                reason,
                ..
            } => write_refused(out, *line, *before, label, reason)?,
            Step::Unreadable { line, error } => write_unreadable(out, *line, error)?,
        }
    }
    write_final(data, game, out)
}

fn write_final(
    data: &SherwoodData,
    game: &SherwoodGame,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let s = game.state();
    let draw = game.setup.draw;
    writeln!(out)?;
    writeln!(out, "Where the game stands")?;
    writeln!(out, "  Turn {}, {}", s.turn, s.step.label())?;
    writeln!(
        out,
        "  Witchcraft {} · Rebel Warchest {} · Royal Morale {}",
        s.tracks.witchcraft, s.tracks.warchest, s.tracks.royal_morale
    )?;
    writeln!(out, "  Royal Orders: {}", s.orders.label())?;
    writeln!(
        out,
        "  Royal Party: {}{}",
        where_words(&s.royal_party.location).unwrap_or_else(|| "off the map".into()),
        if s.royal_party.held {
            ", held there until the town swears"
        } else {
            ", not held"
        }
    )?;
    writeln!(
        out,
        "  Towns: {}",
        s.towns
            .iter()
            .map(|t| format!("{} {}", t.name, fealty_words(t.fealty)))
            .collect::<Vec<_>>()
            .join(" · ")
    )?;
    let describe_person = |p: &PersonState| {
        let kind = s
            .kind(data, &p.id)
            .map(|k| format!(" ({})", k.label()))
            .unwrap_or_default();
        let mut words = vec![where_words(&p.location).unwrap_or_else(|| "off the map".into())];
        if p.injured {
            words.push("injured".into());
        }
        if p.horse {
            words.push("with a horse".into());
        }
        if p.sanctuary.is_some() {
            words.push("in sanctuary".into());
        }
        format!("{}{kind}: {}", person_name(data, &p.id), words.join(", "))
    };
    let group = |title: &str, who: Vec<&PersonState>, out: &mut dyn Write| -> std::io::Result<()> {
        if who.is_empty() {
            return Ok(());
        }
        writeln!(out, "  {title}:")?;
        for p in who {
            writeln!(out, "    {}", describe_person(p))?;
        }
        Ok(())
    };
    let sight = |p: &&PersonState| seen(data, s, draw, p);
    group(
        "Your people",
        s.persons
            .iter()
            .filter(|p| p.side == Side::Controlled && sight(p) == Seen::Free)
            .collect(),
        out,
    )?;
    group(
        "Your people in prison",
        s.persons
            .iter()
            .filter(|p| p.side == Side::Controlled && sight(p) == Seen::Imprisoned)
            .collect(),
        out,
    )?;
    group(
        "Others on the map",
        s.persons
            .iter()
            .filter(|p| p.side != Side::Controlled && sight(p) == Seen::Free)
            .collect(),
        out,
    )?;
    group(
        "Other prisoners you know of",
        s.persons
            .iter()
            .filter(|p| p.side != Side::Controlled && sight(p) == Seen::Imprisoned)
            .collect(),
        out,
    )?;
    let unseen: Vec<String> = s
        .persons
        .iter()
        .filter(|p| sight(p) == Seen::Unseen)
        .map(|p| person_name(data, &p.id))
        .collect();
    if !unseen.is_empty() {
        writeln!(
            out,
            "  Not on the map, or prisoners not yet found: {}",
            unseen.join(", ")
        )?;
    }
    let hidden = hidden_prisoners(data, game);
    if !hidden.is_empty() {
        let text: Vec<String> = hidden
            .iter()
            .map(|(space, n, colours)| match colours {
                [a, ne, _] if *a + *ne > 0 => {
                    let mut parts = Vec::new();
                    if *a > 0 {
                        parts.push(format!("{a} dark blue"));
                    }
                    if *ne > 0 {
                        parts.push(format!("{ne} yellow"));
                    }
                    format!("{space} {n} ({})", parts.join(", "))
                }
                _ => format!("{space} {n}"),
            })
            .collect();
        writeln!(out, "  Hidden prisoners: {}", text.join(" · "))?;
    }
    let squads: Vec<String> = s
        .squads
        .iter()
        .map(|q| {
            let at = where_words(&q.location).unwrap_or_else(|| "off the map".into());
            if q.recruited {
                format!("{} squad at {at} (yours)", q.name)
            } else {
                format!("{} squad at {at}", q.name)
            }
        })
        .collect();
    writeln!(out, "  King's Men: {}", squads.join(" · "))?;
    if s.todo.is_empty() {
        writeln!(out, "  Nothing waits to be settled.")?;
    } else {
        writeln!(out, "  Waiting to be settled:")?;
        write_waiting(data, &s.todo, "    ", out)?;
    }
    match s.end {
        Some(e) => writeln!(out, "  The game is over. {}", e.describe())?,
        None => writeln!(out, "  The game goes on.")?,
    }
    Ok(())
}
