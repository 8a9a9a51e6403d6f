//! `pnp-companion dnfm play`: a scripted session of Do Not Forsake Me. A new game, then the
//! actions of a script (one JSON object a line, the form the saved log keeps them in), each
//! reported as applied or refused with the reason, then the ship, the map, the Megacredits
//! and the result. See `docs/dnfm-play.md`.

use super::CliError;
use super::script::{When, json_object, plain, read_script, write_refused, write_unreadable};
use crate::engine::deck::{PlacedCard, Side};
use crate::games::dnfm::cards::{CardSet, System, parse_face};
use crate::games::dnfm::game::{DnfmGame, describe_action};
use crate::games::dnfm::map::{MapStrip, QUADRANTS};
use crate::games::dnfm::odds::{Basis, Chance, EncounterOdds, encounter_odds};
use crate::games::dnfm::rules::{Action, DnfmError, Draws, apply, legal_actions};
use crate::games::dnfm::state::{Damage, DnfmState, Drawn, GameEnd, Mode, Phase, Step as Happened};
use crate::games::dnfm::words::count;
use clap::Args;
use serde_json::{Map, Value, json};
use std::collections::VecDeque;
use std::io::Write;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct PlayArgs {
    /// The script: one action a line as JSON; blank lines and lines starting with # are
    /// skipped; - reads standard input
    #[arg(long, value_name = "FILE")]
    script: PathBuf,
    /// Seed for the app's map and Dice Card draws, to repeat a session exactly (a new one is
    /// chosen, and shown, when left out)
    #[arg(long)]
    seed: Option<u64>,
    /// Physical play: you lay out your own cards and draw your own Dice Cards, so every
    /// action that draws needs "draws" on its line
    #[arg(long)]
    physical: bool,
    /// Physical play: the quadrants of your map (1-16, the ship starts on 1) that hold a
    /// spacestation, such as 3,10
    #[arg(
        long,
        requires = "physical",
        value_delimiter = ',',
        value_name = "QUADRANTS",
        value_parser = clap::value_parser!(u8).range(1..=16)
    )]
    stations: Vec<u8>,
    /// Print one JSON object instead of text
    #[arg(long)]
    json: bool,
}

/// Every action a script line may name, as the log writes it.
pub const ACTION_NAMES: [&str; 11] = [
    "move",
    "dock",
    "buy",
    "repair",
    "continue",
    "scan-for-events",
    "reveal-bounty",
    "evade",
    "fight",
    "attack",
    "flee",
];

/// One line of the script, once read.
enum Step {
    Applied {
        line: usize,
        before: When,
        action: Action,
        unused: Vec<PlacedCard>,
        label: String,
        log: Vec<String>,
        happened: Vec<Happened>,
        next: Vec<Action>,
        /// The odds of the choices in `next`, as the screen shows them.
        odds: Option<EncounterOdds>,
    },
    Refused {
        line: usize,
        before: When,
        action: Action,
        draws: Vec<PlacedCard>,
        label: String,
        problem: &'static str,
        reason: String,
    },
    Unreadable {
        line: usize,
        error: String,
    },
}

/// A line read as an action and the faces the player drew for it.
struct Line {
    action: Action,
    draws: Vec<PlacedCard>,
}

fn input(t: impl Into<String>) -> CliError {
    CliError::Input(t.into())
}

/// A Dice Card face as the player names it, and as `parse_face` reads it: "3B down".
pub fn face_words(c: &PlacedCard) -> String {
    format!(
        "{}{} {}",
        c.card,
        if c.orientation.side == Side::A {
            "A"
        } else {
            "B"
        },
        if c.orientation.rotated { "down" } else { "up" }
    )
}

fn faces_words(cards: &[PlacedCard]) -> String {
    cards.iter().map(face_words).collect::<Vec<_>>().join(", ")
}

const DRAWS_FORM: &str =
    "\"draws\" lists the Dice Card faces you drew, in order, such as [\"3B down\", \"5A up\"]";

/// Reads the faces of a line's "draws": "3B down" as the player says it, or a face in the
/// form the saved log keeps (`{"card": 3, "orientation": {"side": "b", "rotated": true}}`).
fn read_draws(value: Option<Value>) -> Result<Vec<PlacedCard>, String> {
    let faces = match value {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::Array(faces)) => faces,
        Some(_) => return Err(DRAWS_FORM.into()),
    };
    faces
        .into_iter()
        .map(|f| match f {
            Value::String(text) => parse_face(&text),
            object @ Value::Object(_) => serde_json::from_value::<PlacedCard>(object)
                .map_err(|e| format!("a face in \"draws\" cannot be read: {}", plain(&e))),
            _ => Err(DRAWS_FORM.into()),
        })
        .collect()
}

/// Reads one line: a JSON object with an "action", perhaps an "arg", and perhaps "draws".
fn read_line(text: &str) -> Result<Line, String> {
    let mut object = json_object(text, "scan-for-events")?;
    let draws = read_draws(object.remove("draws"))?;
    if let Some(key) = object
        .keys()
        .find(|k| !matches!(k.as_str(), "action" | "arg"))
    {
        return Err(format!(
            "\"{key}\" is not part of a line: a line has \"action\", an \"arg\" for move, buy and repair, and \"draws\" in physical play"
        ));
    }
    let name = match object.get("action") {
        Some(Value::String(name)) => name.clone(),
        Some(_) => return Err("\"action\" is the action's name, such as \"attack\"".into()),
        None => {
            return Err(
                "the line names no \"action\", such as {\"action\": \"scan-for-events\"}".into(),
            );
        }
    };
    if !ACTION_NAMES.contains(&name.as_str()) {
        return Err(format!(
            "'{name}' is not an action; the actions are {}",
            ACTION_NAMES.join(", ")
        ));
    }
    let arg = object.remove("arg").filter(|a| !a.is_null());
    let mut form = Map::new();
    form.insert("action".into(), json!(name));
    match (name.as_str(), arg) {
        ("move", Some(n)) => {
            let n = n
                .as_u64()
                .and_then(|n| u8::try_from(n).ok())
                .ok_or("the \"arg\" of move is how many quadrants the ship flies, 1 to 4")?;
            form.insert("arg".into(), json!(n));
        }
        ("move", None) => {
            return Err(
                "move needs \"arg\": how many quadrants, 1 to 4, such as {\"action\": \"move\", \"arg\": 2}"
                    .into(),
            );
        }
        ("buy" | "repair", Some(Value::String(text))) => {
            let system = System::parse(&text).ok_or_else(|| {
                format!(
                    "'{text}' is not a ship system: use wmc (Wave Motion Cannon), fusion (Fusioncasting) or navcomm"
                )
            })?;
            form.insert("arg".into(), json!(system.id()));
        }
        ("buy" | "repair", _) => {
            return Err(format!(
                "{name} needs \"arg\": the system, wmc, fusion or navcomm, such as {{\"action\": \"{name}\", \"arg\": \"wmc\"}}"
            ));
        }
        (_, Some(_)) => return Err(format!("{name} takes no \"arg\"")),
        (_, None) => {}
    }
    let action: Action = serde_json::from_value(Value::Object(form))
        .map_err(|e| format!("this {name} cannot be read: {}", plain(&e)))?;
    Ok(Line { action, draws })
}

/// The phase's name for programs, and in words.
fn phase_words(p: &Phase) -> (&'static str, &'static str) {
    let id = match p {
        Phase::Movement => "movement",
        Phase::Refit => "refit",
        Phase::Event => "event",
        Phase::Bounty => "bounty",
        Phase::Encounter { .. } => "encounter",
        Phase::Combat { .. } => "combat",
    };
    (id, p.label())
}

fn before(s: &DnfmState) -> When {
    let (id, words) = phase_words(&s.phase);
    (s.turn, id, words)
}

/// Why the game would not take an action, in words, with a short name for programs.
fn why(e: &DnfmError) -> (&'static str, String) {
    match e {
        DnfmError::Illegal(text) => ("refused", text.clone()),
        DnfmError::NeedCards { count, purpose } => (
            "needs-cards",
            format!(
                "this draws {count} more {} for {purpose}: add the faces you drew to the line, in order, such as \"draws\": [\"3B down\"]",
                if *count == 1 {
                    "Dice Card"
                } else {
                    "Dice Cards"
                }
            ),
        ),
        DnfmError::BadCard(..) => ("bad-card", e.to_string()),
        DnfmError::Over => ("game-over", "the game is over".into()),
        DnfmError::Data(_) => ("broken-data", e.to_string()),
    }
}

/// Physical play: which of the faces given the action draws, and which are left over.
fn faces_used(
    set: &CardSet,
    state: &DnfmState,
    action: Action,
    faces: &[PlacedCard],
) -> Result<(Vec<PlacedCard>, Vec<PlacedCard>), DnfmError> {
    let mut draws = Draws::Physical(faces.iter().copied().collect::<VecDeque<_>>());
    apply(set, state, action, &mut draws)?;
    let left = match draws {
        Draws::Physical(queue) => queue.len(),
        Draws::Digital(_) => 0,
    };
    let used = faces.len().saturating_sub(left);
    let (used, unused) = faces.split_at(used);
    Ok((used.to_vec(), unused.to_vec()))
}

fn play(set: &CardSet, game: &mut DnfmGame, script: &str) -> Vec<Step> {
    let mut steps = Vec::new();
    let script = script.strip_prefix('\u{feff}').unwrap_or(script);
    for (i, text) in script.lines().enumerate() {
        let line = i + 1;
        let text = text.trim();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        let read = match read_line(text) {
            Ok(r) => r,
            Err(error) => {
                steps.push(Step::Unreadable { line, error });
                continue;
            }
        };
        let state = game.state().clone();
        let at = before(&state);
        let refused =
            |problem: &'static str, reason: String, draws: Vec<PlacedCard>| Step::Refused {
                line,
                before: at,
                action: read.action,
                draws,
                label: describe_action(&read.action),
                problem,
                reason,
            };
        let (used, unused) = match state.mode {
            Mode::Digital if !read.draws.is_empty() => {
                steps.push(refused(
                    "not-physical",
                    "the app draws the Dice Cards in this session; \"draws\" is for --physical play"
                        .into(),
                    read.draws.clone(),
                ));
                continue;
            }
            Mode::Digital => (Vec::new(), Vec::new()),
            Mode::Physical => match faces_used(set, &state, read.action, &read.draws) {
                Ok(split) => split,
                Err(e) => {
                    let (problem, reason) = why(&e);
                    steps.push(refused(problem, reason, read.draws.clone()));
                    continue;
                }
            },
        };
        match game.act(set, read.action, &used) {
            Ok(outcome) => {
                let (label, log) = game
                    .journal
                    .entries()
                    .last()
                    .map(|e| (e.label.clone(), e.event.lines.clone()))
                    .unwrap_or_default();
                steps.push(Step::Applied {
                    line,
                    before: at,
                    action: read.action,
                    unused,
                    label,
                    log,
                    happened: outcome.steps,
                    next: legal_actions(set, game.state()),
                    odds: encounter_odds(set, game.state(), Basis::Known),
                });
            }
            Err(e) => {
                let (problem, reason) = why(&e);
                steps.push(refused(problem, reason, read.draws.clone()));
            }
        }
    }
    steps
}

pub fn run(set: &CardSet, args: &PlayArgs, out: &mut impl Write) -> Result<(), CliError> {
    let script = read_script(&args.script)?;
    let seed = args.seed.unwrap_or_else(rand::random);
    let mut game = if args.physical {
        let positions: Vec<u8> = args.stations.iter().map(|q| q.saturating_sub(1)).collect();
        DnfmGame::new_physical(set, seed, MapStrip::from_stations(&positions))
    } else {
        DnfmGame::new_digital(set, seed)
    };
    let steps = play(set, &mut game, &script);
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
            "mode": game.state().mode,
            "steps": steps.iter().map(step_json).collect::<Vec<_>>(),
            "unreadable_lines": bad,
            "final": final_json(set, game.state()),
        });
        writeln!(out, "{value}")?;
    } else {
        write_text(set, &game, &steps, out)?;
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

fn action_json(a: &Action) -> Value {
    serde_json::to_value(a).unwrap_or(Value::Null)
}

fn faces_json(cards: &[PlacedCard]) -> Vec<String> {
    cards.iter().map(face_words).collect()
}

/// The Dice Cards an action drew, one group for each RSF, in the order they were drawn,
/// each named for what it was drawn for.
fn shuffles(happened: &[Happened]) -> Vec<(String, Vec<&Drawn>)> {
    fn damage<'a>(out: &mut Vec<(String, Vec<&'a Drawn>)>, d: &'a Damage) {
        if let Some(c) = &d.crew_check {
            out.push(("crew check".into(), vec![&c.card]));
        }
    }
    let mut out: Vec<(String, Vec<&Drawn>)> = Vec::new();
    for h in happened {
        match h {
            Happened::EventScan { cards, .. } => {
                out.push(("event detection".into(), cards.iter().collect()));
            }
            Happened::NavcommCheck { cards, .. } => {
                out.push(("NavComm check".into(), cards.iter().collect()));
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
            Happened::BountyRevealed { card, .. } => out.push(("bounty".into(), vec![card])),
            Happened::PlayerAttack { cards, .. } => {
                out.push(("yours".into(), cards.iter().collect()))
            }
            Happened::BountyAttack { cards, .. } => {
                out.push(("theirs".into(), cards.iter().collect()));
            }
            Happened::CombatDamage(d) => {
                out.push(("damage".into(), vec![&d.card]));
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

fn shuffles_json(happened: &[Happened]) -> Value {
    shuffles(happened)
        .into_iter()
        .map(|(shuffle, faces)| {
            json!({
                "shuffle": shuffle,
                "faces": faces.into_iter().map(drawn_words).collect::<Vec<_>>(),
            })
        })
        .collect()
}

fn chance_json(c: Chance) -> Value {
    json!({
        "favourable": c.favourable,
        "cases": c.cases,
        "probability": c.probability(),
        "percent": c.percent(),
    })
}

/// The odds of the choices open now, keyed by the action they belong to: "evade" (the
/// NavComm draw reaches the bounty's DL), "fight" and "attack" (winning one combat round).
fn odds_json(odds: Option<&EncounterOdds>) -> Value {
    let Some(o) = odds else {
        return Value::Null;
    };
    let mut m = Map::new();
    match o.evade {
        Some(evade) => {
            m.insert("evade".into(), chance_json(evade));
            m.insert("fight".into(), chance_json(o.win_round));
        }
        None => {
            m.insert("attack".into(), chance_json(o.win_round));
        }
    }
    m.insert("basis".into(), json!(o.basis));
    m.insert("basis_words".into(), json!(o.basis.label()));
    Value::Object(m)
}

/// The odds of the choices open now, in words: "evading 92.1 % · winning one combat round
/// 57.0 % (odds from what you can know: …)".
fn odds_words(odds: &EncounterOdds) -> String {
    let mut parts = Vec::new();
    if let Some(e) = odds.evade {
        parts.push(format!("Evade: {} to evade", e.percent()));
        parts.push(format!(
            "Fight: {} to win a round",
            odds.win_round.percent()
        ));
    } else {
        parts.push(format!(
            "Attack: {} to win the round",
            odds.win_round.percent()
        ));
    }
    format!("{}. {}.", parts.join(" · "), odds.basis.label())
}

fn step_json(step: &Step) -> Value {
    match step {
        Step::Applied {
            line,
            before,
            action,
            unused,
            label,
            log,
            happened,
            next,
            odds,
        } => {
            // Both modes: the faces drawn are read from what happened, one group an RSF.
            json!({
                "line": line,
                "status": "applied",
                "turn": before.0,
                "phase": before.1,
                "action": action_json(action),
                "draws": shuffles_json(happened),
                "unused_draws": faces_json(unused),
                "label": label,
                "log": log,
                "outcome": happened,
                "next": next.iter().map(action_json).collect::<Vec<_>>(),
                "odds": odds_json(odds.as_ref()),
            })
        }
        Step::Refused {
            line,
            before,
            action,
            draws,
            label,
            problem,
            reason,
        } => json!({
            "line": line,
            "status": "refused",
            "turn": before.0,
            "phase": before.1,
            "action": action_json(action),
            "draws": faces_json(draws),
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

/// Quadrants as the player counts them: 1 where the ship starts, up the left column to 8,
/// down the right to 16.
fn quadrant(position: u8) -> u8 {
    position % QUADRANTS + 1
}

fn stations(s: &DnfmState) -> Vec<u8> {
    (0..QUADRANTS)
        .filter(|&p| s.map.is_station(p))
        .map(quadrant)
        .collect()
}

fn ending_words(e: GameEnd, megacredits: u8) -> String {
    match e {
        GameEnd::Won => format!("Won with {megacredits} Megacredits."),
        GameEnd::Lost => "The last crewman is lost: the game is lost.".into(),
    }
}

fn ending_json(e: GameEnd, megacredits: u8) -> Value {
    let outcome = match e {
        GameEnd::Won => "won",
        GameEnd::Lost => "lost",
    };
    json!({"outcome": outcome, "text": ending_words(e, megacredits)})
}

/// The bounty met now (revealed, or being fought), for programs.
fn bounty_json(set: &CardSet, s: &DnfmState) -> Value {
    match &s.phase {
        Phase::Encounter { bounty, card } => {
            let b = set.bounty(bounty);
            json!({
                "id": bounty,
                "name": b.map(|b| b.name.clone()),
                "dl": b.map(|b| b.dl),
                "card": card,
                "fighting": false,
            })
        }
        Phase::Combat {
            bounty,
            card,
            attack_wmc,
            rounds,
        } => {
            let b = set.bounty(bounty);
            let attack = b.and_then(|b| b.attack_for(*attack_wmc));
            json!({
                "id": bounty,
                "name": b.map(|b| b.name.clone()),
                "dl": b.map(|b| b.dl),
                "card": card,
                "fighting": true,
                "attack": attack.map(|a| json!({
                    "wmc": attack_wmc,
                    "pattern": a.pattern.to_string(),
                    "value": a.value,
                })),
                "rounds_lost": rounds,
            })
        }
        _ => Value::Null,
    }
}

fn final_json(set: &CardSet, s: &DnfmState) -> Value {
    let (phase, phase_label) = phase_words(&s.phase);
    let quadrants: Vec<Value> = (0..QUADRANTS)
        .map(|p| {
            json!({
                "quadrant": quadrant(p),
                "station": s.map.is_station(p),
                "ship": p == s.position,
            })
        })
        .collect();
    let cards: Vec<Value> = s
        .map
        .cards
        .iter()
        .map(|c| {
            json!({
                "card": c.card,
                "side": c.orientation.side,
                "down": c.orientation.rotated,
            })
        })
        .collect();
    json!({
        "turn": s.turn,
        "phase": phase,
        "phase_label": phase_label,
        "ship": {
            "crew": s.systems.crew,
            "wmc": s.systems.wmc,
            "fusion": s.systems.fusion,
            "navcomm": s.systems.navcomm,
        },
        "megacredits": s.megacredits,
        "win_megacredits": set.start.win_megacredits,
        "map": {
            "ship": quadrant(s.position),
            "docked": s.docked,
            "stations": stations(s),
            "quadrants": quadrants,
            "cards": cards,
        },
        "moved": s.moved,
        "bounty": bounty_json(set, s),
        "bounties_to_come": bounties_to_come(s),
        "next": legal_actions(set, s).iter().map(action_json).collect::<Vec<_>>(),
        "odds": odds_json(encounter_odds(set, s, Basis::Known).as_ref()),
        "ending": s.end.map(|e| ending_json(e, s.megacredits)),
    })
}

/// The bounties still to be revealed this turn: the turn's own until it is revealed (none
/// once docked: a docked ship meets no bounty) and one more for each Counterplot.
fn bounties_to_come(s: &DnfmState) -> u8 {
    if s.end.is_some() {
        return 0;
    }
    match s.phase {
        Phase::Movement | Phase::Refit | Phase::Event | Phase::Bounty if s.docked => 0,
        Phase::Movement | Phase::Refit | Phase::Event | Phase::Bounty => {
            s.extra_bounties.saturating_add(1)
        }
        Phase::Encounter { .. } | Phase::Combat { .. } => s.extra_bounties,
    }
}

/// What can be done now, in words: "Move 1 to 4 · …".
fn next_words(actions: &[Action]) -> String {
    let moves: Vec<u8> = actions
        .iter()
        .filter_map(|a| match a {
            Action::Move(n) => Some(*n),
            _ => None,
        })
        .collect();
    let mut words = Vec::new();
    if let (Some(first), Some(last)) = (moves.first(), moves.last()) {
        words.push(if first == last {
            format!("Move {first}")
        } else {
            format!("Move {first} to {last}")
        });
    }
    words.extend(
        actions
            .iter()
            .filter(|a| !matches!(a, Action::Move(_)))
            .map(describe_action),
    );
    words.join(" · ")
}

fn write_text(
    set: &CardSet,
    game: &DnfmGame,
    steps: &[Step],
    out: &mut impl Write,
) -> Result<(), CliError> {
    let s = game.state();
    writeln!(out, "Do Not Forsake Me: a scripted session")?;
    match s.mode {
        Mode::Digital => writeln!(
            out,
            "Seed {}; the app deals the Map Cards and draws the Dice Cards",
            game.seed
        )?,
        Mode::Physical => {
            let at = stations(&game.journal.start().state);
            writeln!(
                out,
                "You lay out your own cards and draw your own Dice Cards; {}",
                if at.is_empty() {
                    "no spacestations on your map (give them with --stations)".to_string()
                } else {
                    format!("spacestations at quadrants {}", list(&at))
                }
            )?;
        }
    }
    for step in steps {
        writeln!(out)?;
        match step {
            Step::Applied {
                line,
                before,
                unused,
                label,
                log,
                happened,
                odds,
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
                let groups: Vec<String> = shuffles(happened)
                    .into_iter()
                    .map(|(shuffle, faces)| {
                        let words: Vec<String> = faces.into_iter().map(drawn_words).collect();
                        format!("{shuffle} {}", words.join(", "))
                    })
                    .collect();
                if !groups.is_empty() {
                    writeln!(out, "  cards drawn: {}", groups.join(" · "))?;
                }
                if !unused.is_empty() {
                    writeln!(
                        out,
                        "  not drawn by this action, and left over: {}",
                        faces_words(unused)
                    )?;
                }
                if let Some(o) = odds {
                    writeln!(out, "  odds now: {}", odds_words(o))?;
                }
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
    write_final(set, s, out)
}

fn list(numbers: &[u8]) -> String {
    numbers
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Where in the turn the game stands, in words.
fn where_in_turn(set: &CardSet, s: &DnfmState) -> String {
    let name = |id: &str| set.bounty(id).map_or(id.to_string(), |b| b.name.clone());
    if s.end.is_some() {
        return format!("Turn {}", s.turn);
    }
    let mut text = format!("Turn {}, {}", s.turn, phase_words(&s.phase).1);
    match &s.phase {
        Phase::Refit => text.push_str(&format!(
            " (moved {}{})",
            count(s.moved, "quadrant", "quadrants"),
            if s.docked { "; docked" } else { "" }
        )),
        Phase::Encounter { bounty, card } => text.push_str(&format!(
            ": {} (DL {}), on Dice Card {card}",
            name(bounty),
            set.bounty(bounty).map_or(0, |b| b.dl)
        )),
        Phase::Combat {
            bounty,
            attack_wmc,
            rounds,
            ..
        } => {
            text.push_str(&format!(" with {}", name(bounty)));
            if let Some(a) = set.bounty(bounty).and_then(|b| b.attack_for(*attack_wmc)) {
                text.push_str(&format!(
                    ": they draw {} ({}, fixed at cannon {attack_wmc}), worth {} MC",
                    a.pattern.len(),
                    a.pattern,
                    a.value
                ));
            }
            text.push_str(&format!("; rounds lost so far: {rounds}"));
        }
        _ => {}
    }
    if s.extra_bounties > 0 {
        text.push_str(&format!(
            "; {} still to come this turn (a Counterplot)",
            count(bounties_to_come(s), "bounty", "bounties")
        ));
    }
    text
}

fn write_final(set: &CardSet, s: &DnfmState, out: &mut impl Write) -> Result<(), CliError> {
    writeln!(out)?;
    writeln!(out, "Where the game stands")?;
    writeln!(out, "  {}", where_in_turn(set, s))?;
    writeln!(
        out,
        "  Ship: Crew {} (of {}) · Wave Motion Cannon {} · Fusioncasting {} · NavComm {}",
        s.systems.crew, set.start.crew, s.systems.wmc, s.systems.fusion, s.systems.navcomm
    )?;
    writeln!(
        out,
        "  Megacredits: {} ({} to win)",
        s.megacredits, set.start.win_megacredits
    )?;
    writeln!(
        out,
        "  Map, 16 quadrants (the ship flies up the left column, then down the right):"
    )?;
    let cell = |p: u8| {
        let ship = match (p == s.position, s.docked) {
            (false, _) => None,
            (true, false) => Some("ship"),
            (true, true) => Some("ship (docked)"),
        };
        let what: Vec<&str> = ship
            .into_iter()
            .chain(s.map.is_station(p).then_some("spacestation"))
            .collect();
        let what = if what.is_empty() {
            "·".to_string()
        } else {
            what.join(" · ")
        };
        format!("{:>2}  {what}", quadrant(p))
    };
    for r in 0..8u8 {
        writeln!(out, "    {:<34}{}", cell(7 - r), cell(8 + r))?;
    }
    let at = stations(s);
    writeln!(
        out,
        "  The ship is at quadrant {}{}; {}.",
        quadrant(s.position),
        if s.docked { ", docked" } else { "" },
        if at.is_empty() {
            "no spacestations".to_string()
        } else {
            format!("spacestations at quadrants {}", list(&at))
        }
    )?;
    if !s.map.cards.is_empty() {
        let cards: Vec<String> = s
            .map
            .cards
            .iter()
            .map(|c| {
                format!(
                    "{} side {}{}",
                    c.card,
                    if c.orientation.side == Side::A {
                        "A"
                    } else {
                        "B"
                    },
                    if c.orientation.rotated { " down" } else { "" }
                )
            })
            .collect();
        writeln!(out, "  Map Cards, top to bottom: {}", cards.join(" · "))?;
    }
    match s.end {
        Some(e) => writeln!(
            out,
            "  The game is over. {}",
            ending_words(e, s.megacredits)
        )?,
        None => {
            writeln!(out, "  Next: {}", next_words(&legal_actions(set, s)))?;
            if let Some(o) = encounter_odds(set, s, Basis::Known) {
                writeln!(out, "  Odds: {}", odds_words(&o))?;
            }
            writeln!(out, "  The game goes on.")?;
        }
    }
    Ok(())
}
