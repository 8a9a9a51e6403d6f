//! A game goes between the terminal's text mode and the window: begun at a terminal, it
//! opens in the window where it was left; a move made there is where the terminal goes on.

use crate::common;

use common::pty::Terminal;
use common::ui::{run, send_and_wait};
use pnp_companion::games::dnfm::rules::Action as Act;
use pnp_companion::ui::app::Screen;
use pnp_companion::ui::{App, Message, dnfm};

#[test]
fn a_game_begun_at_the_terminal_opens_in_the_window_and_back() {
    let d = common::fresh_dir("pnp-text-window", "dnfm");
    let mut term = Terminal::start(&d, &["play", "dnfm", "--seed", "1", "--name", "Evening"]);
    term.answer().expect("a prompt");
    assert!(
        term.say("move 2")
            .contains("Moved 2 quadrants, from quadrant 1 to 3")
    );
    term.send_line("quit");
    assert_eq!(term.finish(), 0);

    let mut app = App::new(Some(d.clone()));
    let t = app.reopen();
    run(&mut app, t);
    let Screen::Dnfm(s) = &app.screen else {
        panic!("the window opens the game the terminal left");
    };
    assert_eq!(s.name, "Evening");
    assert_eq!(s.game.journal.entries().len(), 1, "the terminal's move");
    send_and_wait(&mut app, Message::Dnfm(dnfm::Message::Act(Act::Continue)));
    assert!(app.all_saved(), "the window's move is saved");
    drop(app);

    let mut back = Terminal::start(&d, &["play", "dnfm", "--open", "Evening"]);
    let first = back.answer().expect("a prompt");
    assert!(
        first.contains("Turn 1, Event"),
        "where the window left it: {first}"
    );
    let log = back.say("log");
    assert!(log.contains("Move 2") && log.contains("Continue"), "{log}");
    back.send_line("quit");
    assert_eq!(back.finish(), 0);
    let mut missing = Terminal::start(&d, &["play", "dnfm", "--open", "Nowhere"]);
    assert!(missing.answer().is_none());
    assert!(
        missing
            .seen
            .contains("There is no saved game called “Nowhere”")
    );
    assert_eq!(missing.finish(), 2);
}
