//! The screen-reader page ("Play with a screen reader"), driven as the page drives it: the
//! lines its buttons and answer field send, and the page the app gives back. It plays the
//! game the window shows; the page itself (listen.js) is tested in a browser by
//! tests/web/listen_tree.py.

use crate::common;

use common::ui::send_and_wait;
use pnp_companion::ui::app::listening::Page;
use pnp_companion::ui::platform::{Capabilities, Heard};
use pnp_companion::ui::{App, Message, dnfm, home};

fn browser() -> Capabilities {
    common::ui::browser_capabilities()
}

fn page(app: &mut App) -> Page {
    app.listening_page().expect("the page is on")
}

fn press(app: &mut App, line: &str) -> Page {
    send_and_wait(app, Message::Heard(Heard::Line(line.to_string())));
    page(app)
}

/// The button whose words begin with `words`, as the line the page sends for it.
fn button(page: &Page, words: &str) -> String {
    let i = page
        .choices
        .iter()
        .position(|c| c.starts_with(words))
        .unwrap_or_else(|| panic!("no button {words:?} in {:?}", page.choices));
    (i + 1).to_string()
}

#[test]
fn a_whole_game_is_played_on_the_page_and_kept_as_the_window_keeps_it() {
    let d = common::fresh_dir("pnp-ui", "listening-dnfm");
    let mut app = App::new(Some(d.clone())).with_capabilities(browser());
    assert!(app.listening_page().is_none(), "off until asked for");
    send_and_wait(&mut app, Message::Heard(Heard::Start));
    let home = page(&mut app);
    assert!(!home.in_game);
    assert!(home.standing.is_empty() && home.note[0].starts_with("Choose a game"));
    assert_eq!(home.labels.skip, "Play with a screen reader");
    assert_eq!(
        home.choices[..4],
        [
            "Do Not Forsake Me: a new game, the app draws and rolls",
            "Do Not Forsake Me: a new game with your own cards",
            "The Sherwood Syndrome: a new game, the app draws and rolls",
            "The Sherwood Syndrome: a new game with your own die",
        ]
    );
    send_and_wait(&mut app, Message::Home(home::Message::Seed("1".into())));
    let first = press(
        &mut app,
        &button(&home, "Do Not Forsake Me: a new game, the app"),
    );
    assert!(first.in_game);
    assert_eq!(
        first.title, "Do Not Forsake Me",
        "a save named as its game, once"
    );
    assert!(
        first.standing[0].contains("Turn 1, Movement"),
        "{:?}",
        first.standing
    );
    assert!(
        first.choices[0].starts_with("Move 1"),
        "{:?}",
        first.choices
    );
    assert!(first.log.is_empty());
    // Always the first button, as the text mode's test answers "1": seed 1 is lost.
    let mut now = first;
    let mut heard_odds = false;
    for _ in 0..1500 {
        heard_odds |= now
            .choices
            .iter()
            .any(|c| c.starts_with("Evade: ") && c.contains('%'));
        if now.standing.iter().any(|l| l.contains("the game is lost")) {
            break;
        }
        now = press(&mut app, "1");
        assert!(
            now.question.is_none(),
            "a digital game asks nothing: {now:?}"
        );
    }
    assert!(
        now.standing
            .iter()
            .any(|l| l.ends_with("The last crewman is lost: the game is lost.")),
        "{:?}",
        now.standing
    );
    assert!(heard_odds, "a chance on the evade button");
    // The window's game is the page's, and it was kept as it ended.
    let on_screen = app.screen.game().expect("the game on screen");
    assert_eq!(on_screen.in_effect(), now.log.len());
    let save = std::fs::read_to_string(d.join("saves/do-not-forsake-me.json")).unwrap();
    assert!(save.contains("\"finished\":\"lost\""), "kept as it ended");
    // Undo on the page is undo in the window.
    let undone = press(&mut app, "undo");
    assert_eq!(undone.log.len(), now.log.len() - 1);
    assert!(
        undone.said[0].starts_with("Taken back: "),
        "{:?}",
        undone.said
    );
    assert_eq!(
        app.screen.game().map(|g| g.in_effect()),
        Some(undone.log.len())
    );
    // Any line the text mode reads, typed in the page's field: look says it all.
    let look = press(&mut app, "look");
    assert!(
        look.said.iter().any(|l| l.starts_with("Ship: ")),
        "{:?}",
        look.said
    );
    // The same words twice are news twice: the page counts the lines it heard.
    let help = press(&mut app, "help");
    let again = press(&mut app, "help");
    assert_eq!(help.said, again.said);
    assert!(
        help.said[0].starts_with("Press a choice's button"),
        "the page's own help: {:?}",
        help.said
    );
    assert_eq!(again.heard, help.heard + 1);
    // Leaving the game goes Home, where the save is offered to go on with.
    let home = press(&mut app, "quit");
    assert!(!home.in_game);
    assert!(
        home.choices
            .iter()
            .any(|c| c == "Go on with Do Not Forsake Me (Do Not Forsake Me)"),
        "{:?}",
        home.choices
    );
    // The page from a screen it does not show (Print): Home is offered.
    send_and_wait(&mut app, Message::Home(home::Message::Print));
    let elsewhere = page(&mut app);
    assert_eq!(elsewhere.choices, ["Go to Home"]);
    let home_again = press(&mut app, "1");
    assert!(home_again.choices.len() > 1, "{home_again:?}");
}

#[test]
fn the_page_and_the_picture_play_the_same_game() {
    let d = common::fresh_dir("pnp-ui", "listening-switch");
    let mut app = App::new(Some(d)).with_capabilities(browser());
    send_and_wait(&mut app, Message::Home(home::Message::Seed("5".into())));
    send_and_wait(
        &mut app,
        Message::Home(home::Message::New(
            pnp_companion::store::saves::GameKind::Dnfm,
        )),
    );
    send_and_wait(&mut app, Message::Heard(Heard::Start));
    press(&mut app, "1");
    let two = press(&mut app, "1");
    assert_eq!(two.log.len(), 2);
    // Back to the picture: the window has both steps; one undone there.
    send_and_wait(&mut app, Message::Heard(Heard::Stop));
    assert!(app.listening_page().is_none());
    assert!(!app.settings.screen_reader, "the setting follows");
    assert_eq!(app.screen.game().map(|g| g.in_effect()), Some(2));
    send_and_wait(&mut app, Message::Dnfm(dnfm::Message::Undo));
    // And the page again: it shows what the window did.
    send_and_wait(&mut app, Message::Heard(Heard::Start));
    assert!(app.settings.screen_reader);
    assert_eq!(page(&mut app).log.len(), 1);
    // The drawn screen's notice is said on the page, and taken away from it.
    send_and_wait(&mut app, Message::Told(Ok("Written.".into())));
    assert_eq!(page(&mut app).notice.as_deref(), Some("Written."));
    send_and_wait(&mut app, Message::Heard(Heard::Dismiss));
    assert_eq!(page(&mut app).notice, None);
}

#[test]
fn a_question_is_answered_in_the_field_and_going_back_changes_nothing() {
    let d = common::fresh_dir("pnp-ui", "listening-sherwood");
    let mut app = App::new(Some(d)).with_capabilities(browser());
    send_and_wait(&mut app, Message::Home(home::Message::Seed("2026".into())));
    send_and_wait(&mut app, Message::Heard(Heard::Start));
    let home = page(&mut app);
    let first = press(
        &mut app,
        &button(&home, "The Sherwood Syndrome: a new game, the app"),
    );
    assert!(
        first.standing[0].contains("Turn 1, Rebel Actions"),
        "{:?}",
        first.standing
    );
    let who = press(&mut app, &button(&first, "Beam down"));
    assert!(
        who.said.iter().any(|l| l.starts_with("Who?")),
        "{:?}",
        who.said
    );
    assert!(who.question.is_some());
    assert!(
        who.choices.is_empty(),
        "at a question, the answer is asked for"
    );
    // Going back (an empty answer) leaves the game as it was.
    let back = press(&mut app, "");
    assert!(back.question.is_none());
    assert_eq!(back.log.len(), 0);
    let who = press(&mut app, &button(&back, "Beam down"));
    assert!(who.question.is_some());
    let whither = press(&mut app, "all");
    assert!(
        whither.said.iter().any(|l| l.contains("Where to?")),
        "{whither:?}"
    );
    assert!(whither.question.is_some());
    let beamed = press(&mut app, "Trott");
    assert!(beamed.question.is_none());
    assert_eq!(beamed.log.len(), 1);
    assert!(
        beamed.said.iter().any(|l| l.contains("to Trott")),
        "{:?}",
        beamed.said
    );
    assert_eq!(app.screen.game().map(|g| g.in_effect()), Some(1));
}

/// What the browser test (tests/web/listen_tree.py) does at each page of a physical
/// Sherwood game, worked out here first: the answer to a question, or the button to press.
fn sherwood_step(page: &Page, beamed: &mut bool) -> String {
    let said = page.said.join("\n");
    if let Some(q) = &page.question {
        let asked = format!("{said}\n{q}");
        return if asked.contains("What does your") || asked.contains("How much") {
            "7".into()
        } else if asked.contains("Roll? (yes") {
            "yes".into()
        } else if asked.contains("Your chart's") {
            "N".into()
        } else if asked.contains("Who?") {
            "all".into()
        } else if asked.contains("Where to?") {
            "Trott".into()
        } else {
            String::new()
        };
    }
    let find = |start: &str| page.choices.iter().position(|c| c.starts_with(start));
    let pick = if !*beamed && let Some(i) = find("Beam down") {
        *beamed = true;
        i
    } else if let Some(i) = ["Settle it", "Pay expenses", "King's Men: the", "End "]
        .iter()
        .find_map(|s| find(s))
    {
        i
    } else {
        page.choices
            .iter()
            .position(|c| !c.starts_with("Tell where"))
            .unwrap_or(0)
    };
    (pick + 1).to_string()
}

#[test]
fn three_turns_of_sherwood_with_the_players_own_die() {
    let d = common::fresh_dir("pnp-ui", "listening-sherwood-physical");
    let mut app = App::new(Some(d)).with_capabilities(browser());
    send_and_wait(&mut app, Message::Heard(Heard::Start));
    let home = page(&mut app);
    let mut now = press(
        &mut app,
        &button(&home, "The Sherwood Syndrome: a new game with"),
    );
    let mut beamed = false;
    let mut dice = 0;
    for _ in 0..300 {
        if now.standing[0].starts_with("Turn 4") {
            break;
        }
        dice += usize::from(now.question.as_deref().is_some_and(|q| q.contains("die")));
        let line = sherwood_step(&now, &mut beamed);
        now = press(&mut app, &line);
    }
    assert!(now.standing[0].starts_with("Turn 4"), "{now:?}");
    assert!(dice >= 3, "the player's own die was asked for ({dice})");
}

/// Physical Do Not Forsake Me on the page: a spacestation of the player's own map typed in
/// the field, a move, and the event scan's cards answered in the question's field; the
/// window's game has the scan once its last card is in.
#[test]
fn physical_cards_are_typed_on_the_page() {
    let d = common::fresh_dir("pnp-ui", "listening-dnfm-physical");
    let mut app = App::new(Some(d)).with_capabilities(browser());
    send_and_wait(&mut app, Message::Home(home::Message::Seed("3".into())));
    send_and_wait(&mut app, Message::Heard(Heard::Start));
    let home = page(&mut app);
    press(
        &mut app,
        &button(&home, "Do Not Forsake Me: a new game with"),
    );
    for line in ["station 5", "move 2", "continue"] {
        let now = press(&mut app, line);
        assert!(now.question.is_none(), "{line}: {now:?}");
    }
    let before = app.screen.game().map(|g| g.in_effect());
    let asked = press(&mut app, "scan");
    let question = asked.question.clone().expect("the scan asks for its cards");
    assert!(question.contains("Event detection: draw 2"), "{question}");
    assert!(asked.choices.is_empty());
    for cards in ["3B down, 5A up", "1A up, 2A up"] {
        let next = press(&mut app, cards);
        assert!(next.question.is_some(), "{cards}: {next:?}");
        assert_eq!(
            app.screen.game().map(|g| g.in_effect()),
            before,
            "nothing done yet"
        );
    }
    let done = press(&mut app, "4B up");
    assert!(done.question.is_none(), "{done:?}");
    assert_eq!(
        app.screen.game().map(|g| g.in_effect()),
        before.map(|n| n + 1),
        "the scan, in the window's game"
    );
}
