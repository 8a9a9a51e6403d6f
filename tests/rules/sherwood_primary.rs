//! The obvious button is never a wrong one. Hundreds of seeded Sherwood games, digital and
//! physical, are played through the screen's own messages by a player who taps about at
//! random (spaces, actions, people, places, towns for the Royal Party, a die for physical
//! play) and often presses the blue button (the Space bar). Every time the screen offers a
//! blue button, pressing it must move the game on: a new log entry, or the question before
//! ending a step with actions open, whose own button then moves the game on. It must never
//! be refused.

use crate::common;

use common::sherwood::chart_data;
use pnp_companion::engine::random::GameRng;
use pnp_companion::games::sherwood::SherwoodData;
use pnp_companion::games::sherwood::actions::{Action as Act, Verb, progress_is_possible};
use pnp_companion::games::sherwood::effects::Pick;
use pnp_companion::games::sherwood::game::{PlayMode, SherwoodGame};
use pnp_companion::games::sherwood::pending::Task;
use pnp_companion::games::sherwood::state::{
    DEFAULT_NEUTRAL_SPACES, Location, SetupDraw, Side, TurnStep,
};
use pnp_companion::ui::sherwood::{self, Message, SherwoodScreen, play, result};

fn pick<T: Clone>(rng: &mut GameRng, items: &[T]) -> Option<T> {
    (!items.is_empty()).then(|| items[rng.index(items.len())].clone())
}

/// A few taps a hurried player might make before pressing the blue button.
fn fiddle(screen: &mut SherwoodScreen, data: &SherwoodData, rng: &mut GameRng, physical: bool) {
    let s = screen.game.state().clone();
    let mut messages: Vec<Message> = Vec::new();
    if physical || rng.index(4) == 0 {
        let face = rng.index(10).to_string();
        messages.push(Message::Play(play::Message::Die(face.clone())));
        messages.push(Message::Result(result::Message::Die(face)));
    }
    let places: Vec<play::PlaceChoice> = play::destinations(data, &s);
    if let Some(first) = s.todo.first() {
        match &first.task {
            Task::Confirm { suggestion } => match &suggestion.pick {
                Some(Pick::Persons { from, .. }) => {
                    for _ in 0..rng.index(3) {
                        if let Some(p) = pick(rng, from) {
                            messages.push(Message::Result(result::Message::Pick(p)));
                        }
                    }
                }
                Some(Pick::Squad { from, .. }) => {
                    if let Some(q) = pick(rng, from) {
                        messages.push(Message::Result(result::Message::Squad(q)));
                    }
                }
                Some(Pick::Destination { .. } | Pick::SquadDestination { .. }) => {
                    if let Some(p) = pick(rng, &places) {
                        messages.push(Message::Result(result::Message::To(p)));
                    }
                }
                Some(Pick::FreeOne { known, unseen, .. }) => {
                    let all: Vec<_> = known.iter().chain(unseen).cloned().collect();
                    if let Some(p) = pick(rng, &all) {
                        messages.push(Message::Result(result::Message::Pick(p)));
                    }
                }
                _ => {}
            },
            Task::Flee { from, .. } => {
                let group = pnp_companion::games::sherwood::actions::flee_group(&s, from);
                match rng.index(3) {
                    0 => messages.push(Message::Result(result::Message::Asker(pick(rng, &group)))),
                    _ => {
                        if let Some(p) = pick(rng, &places) {
                            messages.push(Message::Result(result::Message::To(p)));
                        }
                    }
                }
            }
            _ => {}
        }
        if let Some(prisons) = s.todo.first().and_then(|t| match &t.task {
            Task::Confirm { suggestion } => suggestion.prison.clone(),
            _ => None,
        }) && let Some(p) = pick(rng, &prisons)
        {
            messages.push(Message::Result(result::Message::Prison(p)));
        }
    } else {
        match s.step {
            TurnStep::RebelActions => {
                let spaces = s.occupied_spaces();
                if let Some(sp) = pick(rng, &spaces) {
                    messages.push(Message::Play(play::Message::Space(sp.clone())));
                    let verbs = [
                        Verb::Raid,
                        Verb::Recruit,
                        Verb::Donations,
                        Verb::StealHorses,
                        Verb::BuyHorses,
                        Verb::AidThePoor,
                        Verb::Sanctuary,
                        Verb::Heal,
                    ];
                    let v = verbs[rng.index(verbs.len())];
                    messages.push(Message::Play(play::Message::Verb(v)));
                    let here: Vec<_> = s.yours_at(&sp).iter().map(|p| p.id.clone()).collect();
                    if let Some(a) = pick(rng, &here) {
                        messages.push(Message::Play(play::Message::Actor(a)));
                    }
                    let others: Vec<String> = s
                        .persons
                        .iter()
                        .filter(|p| p.side == Side::Free && p.location.is(&sp))
                        .map(|p| p.id.to_string())
                        .chain(["squad".to_string()])
                        .collect();
                    if let Some(t) = pick(rng, &others) {
                        messages.push(Message::Play(play::Message::Target(t)));
                    }
                    messages.push(Message::Play(play::Message::Gold(rng.index(4).to_string())));
                    messages.push(Message::Play(play::Message::Phasers(rng.index(3) == 0)));
                }
                // Sometimes people move or beam, through the Move-or-beam card.
                if rng.index(3) == 0 {
                    let free: Vec<_> = s
                        .persons
                        .iter()
                        .filter(|p| p.side == Side::Controlled && !p.imprisoned)
                        .filter(|p| matches!(p.location, Location::Enterprise | Location::Space(_)))
                        .map(|p| p.id.clone())
                        .collect();
                    if let Some(p) = pick(rng, &free) {
                        messages.push(Message::Play(play::Message::ToggleMover(p)));
                    }
                    if let Some(to) = pick(rng, &places) {
                        messages.push(Message::Play(play::Message::Destination(to)));
                    }
                    messages.push(Message::Play(
                        [
                            play::Message::BeamDown,
                            play::Message::Move,
                            play::Message::BeamUp,
                        ][rng.index(3)]
                        .clone(),
                    ));
                }
            }
            TurnStep::RoyalParty => {
                let mut towns: Vec<String> = s.towns.iter().map(|t| t.name.to_string()).collect();
                towns.push(play::ALONG_THE_ROAD.to_string());
                if let Some(t) = pick(rng, &towns) {
                    messages.push(Message::Play(play::Message::PartyTown(t)));
                }
            }
            TurnStep::KingsMen if rng.index(2) == 0 => {
                let squads: Vec<String> = s.squads.iter().map(|q| q.name.to_string()).collect();
                if let Some(q) = pick(rng, &squads) {
                    messages.push(Message::Play(play::Message::KingsMen(q)));
                }
            }
            _ => {}
        }
    }
    for m in messages {
        let _ = screen.update(data, m);
    }
}

/// Plays one game; returns how many times the blue button was pressed.
fn play_one(data: &SherwoodData, seed: u64, physical: bool) -> usize {
    play_and_read(data, seed, physical, &mut |_| {}).0
}

/// Plays one game, letting `read` see the screen after every step; returns the presses of
/// the blue button and the screen at the end.
fn play_and_read(
    data: &SherwoodData,
    seed: u64,
    physical: bool,
    read: &mut dyn FnMut(&SherwoodScreen),
) -> (usize, SherwoodScreen) {
    let (mode, draw) = if physical {
        (PlayMode::Physical, SetupDraw::Physical)
    } else {
        (PlayMode::Digital, SetupDraw::Digital)
    };
    let game = SherwoodGame::new(
        data,
        seed,
        mode,
        draw,
        &DEFAULT_NEUTRAL_SPACES.map(String::from),
    );
    let mut screen = SherwoodScreen::new(game, "Property".into(), data);
    let mut rng = GameRng::from_seed(seed ^ 0x5eed);
    let mut presses = 0;
    for step in 0..160 {
        if screen.game.state().end.is_some() {
            break;
        }
        fiddle(&mut screen, data, &mut rng, physical);
        read(&screen);
        if screen.game.state().end.is_some() {
            break;
        }
        match screen.next_step(data) {
            Some(m) => {
                presses += 1;
                let before = screen.game.journal.entries().len();
                let what = format!("{m:?}");
                let _ = screen.update(data, m);
                if screen.game.journal.entries().len() == before {
                    // Only the question before ending Rebel Actions may stand between the
                    // press and the game moving on. Its answer is a tap, never the Space
                    // bar: the blue button is gone while it is up, and "End Rebel Actions"
                    // in the question then does it.
                    assert!(
                        screen.play.ending,
                        "seed {seed} ({}), step {step}: the blue button ({what}) did nothing: {:?}",
                        if physical { "physical" } else { "digital" },
                        screen.errors()
                    );
                    assert!(
                        screen.next_step(data).is_none(),
                        "seed {seed}, step {step}: the Space bar answers the question"
                    );
                    let again = Message::Play(play::Message::Act(Act::EndRebelActions));
                    let again_what = format!("{again:?}");
                    let _ = screen.update(data, again);
                    assert!(
                        screen.game.journal.entries().len() > before,
                        "seed {seed} ({}), step {step}: the blue button ({what}, then {again_what}) was refused: {:?}",
                        if physical { "physical" } else { "digital" },
                        screen.errors()
                    );
                }
            }
            None => {
                // No obvious step: the player makes progress some other way.
                let s = screen.game.state().clone();
                let action = progress_is_possible(data, &s).expect("the game can go on");
                let dice = [rng.index(10) as u8];
                screen.game.act(data, action, &dice).unwrap();
                screen.refresh(data);
            }
        }
    }
    (presses, screen)
}

#[test]
fn the_blue_button_is_always_legal_in_digital_games() {
    let data = chart_data();
    let mut presses = 0;
    for seed in 0..260 {
        presses += play_one(&data, seed, false);
    }
    assert!(presses > 10_000, "{presses} presses");
}

#[test]
fn the_blue_button_is_always_legal_in_physical_games() {
    let data = chart_data();
    let mut presses = 0;
    for seed in 1000..1260 {
        presses += play_one(&data, seed, true);
    }
    assert!(presses > 10_000, "{presses} presses");
}

#[test]
fn ending_rebel_actions_with_people_still_able_to_act_asks_once() {
    let data = chart_data();
    let game = SherwoodGame::new(
        &data,
        4,
        PlayMode::Digital,
        SetupDraw::Digital,
        &DEFAULT_NEUTRAL_SPACES.map(String::from),
    );
    let mut screen = SherwoodScreen::new(game, "Ask".into(), &data);
    // Nobody beamed down: the button asks first.
    let m = screen.next_step(&data).unwrap();
    let _ = screen.update(&data, m);
    assert_eq!(screen.game.state().step, TurnStep::RebelActions);
    assert!(screen.play.ending, "the question is up");
    assert!(sherwood::play::open_actions(&data, screen.game.state()).contains("Nobody of yours"));
    // Keep playing closes it; asked again and confirmed, the step ends.
    let _ = screen.update(&data, Message::Play(play::Message::KeepPlaying));
    assert!(!screen.play.ending);
    let m = screen.next_step(&data).unwrap();
    let _ = screen.update(&data, m);
    assert!(screen.play.ending, "asked again");
    assert!(
        screen.next_step(&data).is_none(),
        "the Space bar does not answer the question"
    );
    let _ = screen.update(
        &data,
        Message::Play(play::Message::Act(Act::EndRebelActions)),
    );
    assert_eq!(screen.game.state().step, TurnStep::Expenses);
}

/// Every line the Sherwood screens show from the rules, gathered over a hundred and twenty
/// seeded games: the log, what waits to be settled, why a button is off, the errors.
fn lines_shown() -> std::collections::BTreeSet<String> {
    let data = chart_data();
    let mut lines = std::collections::BTreeSet::new();
    for seed in (0..60).chain(2000..2060) {
        let physical = seed >= 2000;
        let mut read = |screen: &SherwoodScreen| {
            // A reason is shown with its first letter raised, as a sentence.
            for l in screen.legal() {
                if let Some(r) = &l.refusal {
                    lines.insert(pnp_companion::ui::sherwood::capitalised(&r.to_string()));
                }
            }
            for t in &screen.game.state().todo {
                lines.insert(t.task.title().to_string());
            }
            lines.extend(screen.errors());
        };
        let (_, screen) = play_and_read(&data, seed, physical, &mut read);
        for e in screen.game.journal.entries() {
            lines.insert(e.label.to_string());
            lines.extend(e.event.lines.iter().map(ToString::to_string));
        }
    }
    lines
}

#[test]
fn every_line_the_screens_show_reads_as_words() {
    let lines = lines_shown();
    let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/sherwood-lines.txt");
    let _ = std::fs::write(&out, lines.iter().cloned().collect::<Vec<_>>().join("\n"));
    assert!(lines.len() > 300, "{} lines", lines.len());
    let mut bad: Vec<String> = Vec::new();
    for line in &lines {
        let mut why: Vec<&str> = Vec::new();
        if line.contains("(s)") {
            why.push("a plural written (s)");
        }
        if line.starts_with(|c: char| c.is_lowercase()) {
            why.push("a sentence that starts in lower case");
        }
        if line.contains("Confirmed:") || line.contains("Skipped:") {
            why.push("a button's name instead of what happened");
        }
        let bytes: Vec<char> = line.chars().collect();
        for (i, w) in bytes.windows(2).enumerate() {
            // A negative number with a hyphen: "-3" where a minus sign belongs.
            if w[0] == '-' && w[1].is_ascii_digit() && (i == 0 || bytes[i - 1] == ' ') {
                why.push("a hyphen for a minus sign");
            }
        }
        if line.contains("  ") || line.contains(" .") || line.contains(" ,") {
            why.push("stray spaces");
        }
        if ["Some(", "None)", "PersonId(", "\"", "Apply '"]
            .iter()
            .any(|d| line.contains(d))
        {
            why.push("program output");
        }
        // "die 4 = 4": a total with nothing added.
        if let Some(at) = line.find("die ") {
            let rest = &line[at + 4..];
            let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
            if rest[digits.len()..].starts_with(" = ") {
                why.push("a total with nothing added to the die");
            }
        }
        if !why.is_empty() {
            bad.push(format!("{line}  <- {}", why.join("; ")));
        }
    }
    assert!(
        bad.is_empty(),
        "lines that read like program output:\n{}",
        bad.join("\n")
    );
}
