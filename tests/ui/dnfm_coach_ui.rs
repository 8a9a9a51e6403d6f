//! The "Coach" setting on the Do Not Forsake Me screen, headless with iced_test: off, no
//! figure and no work; on, a quiet "working" line while the job runs, then each choice's
//! chance of winning the game, the engine's own figure; a job's figures for a state no
//! longer shown are dropped.

use crate::common;

use common::ui::{outputs, run, send_and_wait, settings};
use iced::Size;
use iced_test::Simulator;
use pnp_companion::games::dnfm::CardSet;
use pnp_companion::games::dnfm::coach::{CoachOptions, DEFAULT_SEED, coach};
use pnp_companion::games::dnfm::rules::Action as Act;
use pnp_companion::games::dnfm::state::Phase;
use pnp_companion::ui::app::Screen;
use pnp_companion::ui::{App, Message, dnfm, home};

/// A phone's width, tall enough that every choice and switch is on screen.
const TALL: Size = Size::new(420.0, 2400.0);

/// Few games a choice: the figures are ready in a moment in a debug build.
const GAMES: u32 = 40;

fn shows_text_starting(app: &App, prefix: &str) -> bool {
    use iced_test::selector::Candidate;
    let mut ui = Simulator::with_size(settings(), TALL, app.view());
    ui.find(|c: Candidate<'_>| match c {
        Candidate::Text { content, .. } if content.starts_with(prefix) => Some(()),
        _ => None,
    })
    .is_ok()
}

fn click(app: &mut App, label: &str) {
    let messages: Vec<Message> = {
        let mut ui = Simulator::with_size(settings(), TALL, app.view());
        ui.click(label)
            .unwrap_or_else(|e| panic!("no '{label}' on screen: {e:?}"));
        ui.into_messages().collect()
    };
    for m in messages {
        send_and_wait(app, m);
    }
}

fn screen(app: &mut App) -> &mut dnfm::DnfmScreen {
    match &mut app.screen {
        Screen::Dnfm(s) => s,
        _ => panic!("not on the Do Not Forsake Me screen"),
    }
}

fn dnfm(m: dnfm::Message) -> Message {
    Message::Dnfm(m)
}

fn coached(messages: &[Message]) -> usize {
    messages
        .iter()
        .filter(|m| matches!(m, Message::Dnfm(dnfm::Message::Coached(_))))
        .count()
}

#[test]
fn the_coach_shows_each_choices_chance_once_worked_out_and_only_when_on() {
    let d = common::fresh_dir("pnp-coach-ui", "coach");
    let mut app = App::new(Some(d));
    send_and_wait(&mut app, Message::Home(home::Message::Seed("3".into())));
    click(&mut app, "Do Not Forsake Me");
    assert_eq!(screen(&mut app).game.state().phase, Phase::Movement);
    screen(&mut app).coach_games(GAMES);

    // Off (the default): the switch is there, and nothing else of the coach.
    assert!(!app.settings.coach);
    assert!(shows_text_starting(&app, "Coach"));
    assert!(!shows_text_starting(&app, "Move 1: working"));
    assert!(!shows_text_starting(&app, "Move 1: win the game"));
    let (quiet, _) = outputs(app.update(dnfm(dnfm::Message::Tab(dnfm::Tab::Play))));
    assert_eq!(coached(&quiet), 0, "off: nothing is computed");

    // On: the choices stay, each choice's line says the coach works, then the figures come.
    let job = app.update(dnfm(dnfm::Message::Coach(true)));
    assert!(app.settings.coach, "the setting is kept");
    assert!(shows_text_starting(&app, "Move 1: working…"));
    assert!(shows_text_starting(&app, "Move 1"));
    run(&mut app, job);
    let set = CardSet::builtin().unwrap();
    let expected = coach(
        set,
        screen(&mut app).game.state(),
        CoachOptions {
            games: GAMES,
            seed: DEFAULT_SEED,
            peek: false,
        },
    );
    assert_eq!(expected.choices.len(), 4);
    for f in &expected.choices {
        let Act::Move(n) = f.action else {
            panic!("{f:?}")
        };
        let line = format!("Move {n}: {}", f.words());
        assert!(shows_text_starting(&app, &line), "{line}");
    }
    assert!(!shows_text_starting(&app, "Move 1: working"));

    // Off again: the figures go.
    send_and_wait(&mut app, dnfm(dnfm::Message::Coach(false)));
    assert!(!app.settings.coach);
    assert!(!shows_text_starting(&app, "Move 1: win the game"));
    assert!(!shows_text_starting(&app, "Move 1: working"));
}

#[test]
fn figures_for_a_state_no_longer_shown_are_dropped() {
    let d = common::fresh_dir("pnp-coach-ui", "coach-stale");
    let mut app = App::new(Some(d));
    send_and_wait(&mut app, Message::Home(home::Message::Seed("3".into())));
    click(&mut app, "Do Not Forsake Me");
    screen(&mut app).coach_games(GAMES);
    // The job for the first Movement starts; its figures are held back until the ship has
    // moved on.
    let (held, _) = outputs(app.update(dnfm(dnfm::Message::Coach(true))));
    assert_eq!(coached(&held), 1);
    send_and_wait(&mut app, dnfm(dnfm::Message::Act(Act::Move(1))));
    for m in held {
        let _ = app.update(m);
    }
    // Back at the first Movement (its job not run yet): the stale figures were not kept.
    let again = app.update(dnfm(dnfm::Message::Undo));
    assert_eq!(screen(&mut app).game.state().phase, Phase::Movement);
    assert!(shows_text_starting(&app, "Move 1: working…"));
    assert!(!shows_text_starting(&app, "Move 1: win the game"));
    run(&mut app, again);
    assert!(shows_text_starting(&app, "Move 1: win the game"));
}

/// The figures are worked out a part at a time (a browser answers taps between parts); the
/// line says how far they have come, and the parts add up to the whole.
#[test]
fn the_figures_come_in_parts_that_add_up_to_the_whole() {
    let games = 2 * dnfm::coach::PART + dnfm::coach::PART / 2;
    let d = common::fresh_dir("pnp-coach-ui", "coach-parts");
    let mut app = App::new(Some(d));
    send_and_wait(&mut app, Message::Home(home::Message::Seed("3".into())));
    click(&mut app, "Do Not Forsake Me");
    screen(&mut app).coach_games(games);
    let (first, _) = outputs(app.update(dnfm(dnfm::Message::Coach(true))));
    assert_eq!(coached(&first), 1, "one part at a time");
    let next: Vec<_> = first.into_iter().map(|m| app.update(m)).collect();
    assert!(shows_text_starting(&app, "Move 1: working… 40%"));
    assert!(!shows_text_starting(&app, "Move 1: win the game"));
    run(&mut app, iced::Task::batch(next));
    let whole = coach(
        CardSet::builtin().unwrap(),
        screen(&mut app).game.state(),
        CoachOptions {
            games,
            seed: DEFAULT_SEED,
            peek: false,
        },
    );
    for f in &whole.choices {
        let Act::Move(n) = f.action else {
            panic!("{f:?}")
        };
        assert!(shows_text_starting(
            &app,
            &format!("Move {n}: {}", f.words())
        ));
    }
}

/// Where the text starting with `prefix` is drawn on a phone's screen.
fn bounds_of(app: &App, size: Size, prefix: &str) -> Option<iced::Rectangle> {
    use iced_test::selector::Candidate;
    let mut ui = Simulator::with_size(settings(), size, app.view());
    ui.find(|c: Candidate<'_>| match c {
        Candidate::Text {
            content, bounds, ..
        } if content.starts_with(prefix) => Some(bounds),
        _ => None,
    })
    .ok()
}

/// The switch keeps its place while the figures arrive (they fill lines already there, below
/// it), it stays at a step with nothing to choose, and the coach says what its figures are
/// worked out from, as the command line does.
#[test]
fn the_coach_switch_stays_put_and_the_basis_is_said() {
    let d = common::fresh_dir("pnp-coach-ui", "coach-put");
    let mut app = App::new(Some(d));
    send_and_wait(&mut app, Message::Home(home::Message::Seed("3".into())));
    click(&mut app, "Do Not Forsake Me");
    screen(&mut app).coach_games(GAMES);
    let job = app.update(dnfm(dnfm::Message::Coach(true)));
    let phone = Size::new(420.0, 860.0);
    let working = bounds_of(&app, TALL, "On: each choice's chance").expect("the switch");
    let basis = "The coach plays each choice on to the game's end 40 times by the \
                 simulator's cautious policy, on a deck dealt well mixed from the Dice \
                 Cards you know are in it";
    assert!(shows_text_starting(&app, basis));
    run(&mut app, job);
    assert!(shows_text_starting(&app, "Move 1: win the game"));
    let done = bounds_of(&app, TALL, "On: each choice's chance").expect("the switch");
    assert_eq!(working, done, "the switch did not move as the figures came");
    assert!(shows_text_starting(&app, basis));
    assert!(
        bounds_of(&app, phone, "Move 4: win the game").is_some_and(|b| b.y + b.height < 860.0),
        "on a phone the figures are on screen without a scroll"
    );
    // A step with nothing to choose: the switch is still there, and says so.
    click(&mut app, "Move 1");
    if screen(&mut app).game.state().phase == Phase::Refit {
        let s = app.update(dnfm(dnfm::Message::Act(Act::Continue)));
        run(&mut app, s);
    }
    assert_eq!(screen(&mut app).game.state().phase, Phase::Event);
    assert!(shows_text_starting(&app, "On: each choice's chance"));
    assert!(shows_text_starting(
        &app,
        "Coach: nothing to choose at this step."
    ));
}
