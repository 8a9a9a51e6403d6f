//! Issue 58: a decided round stays decided, and a question is answered by a tap. The Space
//! bar never answers the question that guards a step (in English and in German), a result
//! the rules apply at once has no Skip (and a Skip sent anyway is refused in words), a roll
//! waiting for the player's chart cell is left undone only after a question, and the Space
//! bar where it has no step says why.

use crate::common;

use common::ui::{run, send_and_wait};
use iced::Size;
use iced::keyboard::{Key, Modifiers, key::Named};
use pnp_companion::games::sherwood::pending::Task;
use pnp_companion::games::sherwood::state::{SherwoodState, TurnStep};
use pnp_companion::i18n::Lang;
use pnp_companion::ui::app::Screen;
use pnp_companion::ui::sherwood::{self, SherwoodScreen, play, result};
use pnp_companion::ui::{App, Message, home};
use std::path::PathBuf;

const TALL: Size = Size::new(420.0, 3000.0);

fn dir(name: &str) -> PathBuf {
    common::fresh_dir("pnp-guarded-58", name)
}

fn tap(app: &mut App, label: &str) {
    common::ui::tap(app, TALL, label);
}

fn shows(app: &App, label: &str) -> bool {
    common::ui::shows(app, TALL, label)
}

fn shows_start(app: &App, prefix: &str) -> bool {
    common::ui::texts(app, TALL)
        .iter()
        .any(|t| t.starts_with(prefix))
}

fn send(app: &mut App, m: sherwood::Message) {
    send_and_wait(app, Message::Sherwood(m));
}

fn screen(app: &App) -> &SherwoodScreen {
    match &app.screen {
        Screen::Sherwood(s) => s,
        _ => panic!("not on the Sherwood screen"),
    }
}

fn state(app: &App) -> &SherwoodState {
    screen(app).game.state()
}

fn space(app: &mut App) {
    let t = app.key(Key::Named(Named::Space), Modifiers::default());
    run(app, t);
}

fn new_game(d: &std::path::Path, lang: Option<Lang>) -> App {
    let mut app = App::new(Some(d.to_path_buf()));
    if let Some(lang) = lang {
        send_and_wait(&mut app, Message::Home(home::Message::Language(Some(lang))));
    }
    send_and_wait(&mut app, Message::Home(home::Message::Seed("11".into())));
    let title = "The Sherwood Syndrome";
    tap(&mut app, title);
    app
}

/// Kirk and Spock beamed down to Trott through the Move-or-beam card.
fn beam_down(app: &mut App, to_which: &str, beam: &str) {
    tap(app, "Kirk · Enterprise");
    tap(app, "Spock · Enterprise");
    tap(app, to_which);
    tap(app, "Trott");
    tap(app, beam);
}

/// Two presses of Space at "End Rebel Actions anyway?" (nobody is down yet) leave the step
/// where it was: the first asks, the second is refused in words; only a tap ends the step.
fn space_twice_does_not_end_rebel_actions(lang: Option<Lang>, labels: [&str; 2]) {
    let [end, refusal] = labels;
    let code = lang.map_or("en", |l| l.code());
    let mut app = new_game(&dir(&format!("space-twice-{code}")), lang);
    assert_eq!(state(&app).step, TurnStep::RebelActions);
    space(&mut app);
    assert!(screen(&app).play.ending, "{code}: the first Space asks");
    space(&mut app);
    assert_eq!(
        state(&app).step,
        TurnStep::RebelActions,
        "{code}: the second Space answered the question"
    );
    assert!(screen(&app).play.ending, "{code}: the question stays up");
    assert!(
        shows_start(&app, refusal),
        "{code}: the refusal is said at the question"
    );
    tap(&mut app, end);
    assert_eq!(
        state(&app).step,
        TurnStep::Expenses,
        "{code}: a tap ends it"
    );
}

#[test]
fn two_presses_of_space_do_not_end_rebel_actions() {
    space_twice_does_not_end_rebel_actions(
        None,
        [
            "End Rebel Actions",
            "The Space bar does not answer a question",
        ],
    );
}

#[test]
fn two_presses_of_space_do_not_end_rebel_actions_in_german() {
    let end = pnp_companion::i18n::text_in(Lang::De, "sws-end-rebel-actions");
    space_twice_does_not_end_rebel_actions(
        Some(Lang::De),
        [&end, "Die Leertaste beantwortet keine Frage"],
    );
}

/// From Rebel Actions to King's Men Actions: end the step (answering its question), pay.
fn to_kings_men(app: &mut App) {
    tap(app, "End Rebel Actions");
    if state(app).step == TurnStep::RebelActions {
        tap(app, "End Rebel Actions");
    }
    let due = pnp_companion::games::sherwood::actions::expenses_due(state(app));
    tap(app, &format!("Pay {due} gold"));
    tap(app, "End Rebel Expenses");
    assert_eq!(state(app).step, TurnStep::KingsMen);
}

/// The Trott squad rolls a 3 (the player's die).
fn roll_trott_squad(app: &mut App) {
    send(app, sherwood::Message::Play(play::Message::Die("3".into())));
    send(
        app,
        sherwood::Message::Play(play::Message::KingsMen("Trott".into())),
    );
}

/// Kirk and Spock at Trott, King's Men Actions: the Trott squad rolled a 3, its cell not
/// yet read off the player's chart.
fn trott_squad_rolled(d: &std::path::Path) -> App {
    let mut app = new_game(d, None);
    beam_down(&mut app, "To which space?", "Beam down");
    to_kings_men(&mut app);
    roll_trott_squad(&mut app);
    app
}

/// A King's Men roll whose cell reads "1I": one of yours is injured, at once (rulebook
/// 4.1). The result shows no Skip; a Skip sent anyway is refused in words and the injury
/// still waits; before the cell is entered, leaving the roll undone asks first.
#[test]
fn a_kings_men_injury_cannot_be_skipped() {
    let mut app = trott_squad_rolled(&dir("kings-men-1i"));
    assert!(
        matches!(
            state(&app).todo.first().map(|t| &t.task),
            Some(Task::Roll { .. })
        ),
        "the roll waits for the player's chart cell"
    );
    assert!(!state(&app).todo[0].task.forced());
    send(
        &mut app,
        sherwood::Message::Result(result::Message::Answer("1I".into())),
    );
    tap(&mut app, "Remember");
    let todo = &state(&app).todo;
    assert!(
        matches!(todo.first().map(|t| &t.task), Some(Task::Confirm { .. })),
        "the injury waits: {todo:?}"
    );
    assert!(todo[0].task.forced(), "the rules apply it at once");
    let texts = common::ui::texts(&app, TALL);
    assert!(
        !texts.iter().any(|t| t.starts_with("Skip")),
        "no Skip beside a result the rules force: {texts:?}"
    );
    let before = state(&app).clone();
    send(&mut app, sherwood::Message::Result(result::Message::Skip));
    send(
        &mut app,
        sherwood::Message::Result(result::Message::LeaveUndone),
    );
    assert!(state(&app) == &before, "nothing was skipped");
    send(&mut app, sherwood::Message::Result(result::Message::Skip));
    assert!(shows_start(&app, "The rules apply this result at once"));
    // Space with the choice of who is injured still open: said where the result is.
    space(&mut app);
    assert!(state(&app) == &before, "Space chose nobody");
    assert!(shows_start(&app, "The Space bar does not choose for you"));
    assert!(shows(&app, "Apply"));
}

/// A roll waiting for the player's chart cell is left undone only after a question, and
/// "Keep the roll" keeps it.
#[test]
fn leaving_a_roll_undone_asks_first() {
    let mut app = trott_squad_rolled(&dir("leave-roll"));
    let before = state(&app).clone();
    send(&mut app, sherwood::Message::Result(result::Message::Skip));
    assert!(state(&app) == &before, "one tap asks, and changes nothing");
    assert!(screen(&app).result.leaving, "the question is up");
    send(
        &mut app,
        sherwood::Message::Result(result::Message::KeepResult),
    );
    assert!(!screen(&app).result.leaving);
    assert!(state(&app) == &before, "Keep the roll keeps it");
    send(
        &mut app,
        sherwood::Message::Result(result::Message::LeaveUndone),
    );
    assert!(state(&app) == &before, "no yes without the question");
    send(&mut app, sherwood::Message::Result(result::Message::Skip));
    send(
        &mut app,
        sherwood::Message::Result(result::Message::LeaveUndone),
    );
    assert!(state(&app).todo.is_empty(), "left undone when told to");
}

/// The saved game's options on Home, opened from the save list.
fn manage(app: &mut App, name: &str) {
    let Screen::Home(h) = &app.screen else {
        panic!("not on Home")
    };
    let i = h
        .saves
        .iter()
        .position(|s| s.name == name)
        .unwrap_or_else(|| panic!("{name} is not listed"));
    send_and_wait(app, Message::Home(home::Message::Manage(i)));
}

/// Phone point 11: a seed past 2^53 is shown and copied with every digit (it went through
/// a floating-point number on its way into the catalogue, and came out as another seed);
/// a game played with the player's own cards shows no seed at all.
#[test]
fn a_large_seed_is_shown_and_copied_exactly() {
    let seed = "2663157342234957107";
    let mut app = App::new(Some(dir("large-seed")));
    send_and_wait(&mut app, Message::Home(home::Message::Seed(seed.into())));
    send_and_wait(&mut app, Message::Home(home::Message::Name("Big".into())));
    tap(&mut app, "Do Not Forsake Me");
    tap(&mut app, "Home");
    manage(&mut app, "Big");
    assert!(
        shows(&app, &format!("Seed {seed}")),
        "{:?}",
        common::ui::texts(&app, TALL)
    );
    common::ui::clipboard();
    tap(&mut app, "Copy seed");
    assert_eq!(common::ui::clipboard(), vec![seed.to_string()]);
    assert!(shows(&app, &format!("Seed {seed} copied.")));

    send_and_wait(&mut app, Message::Home(home::Message::Physical(true)));
    send_and_wait(&mut app, Message::Home(home::Message::Name("Table".into())));
    tap(&mut app, "Do Not Forsake Me");
    tap(&mut app, "Home");
    manage(&mut app, "Table");
    assert!(
        !common::ui::texts(&app, TALL)
            .iter()
            .any(|t| t == "Copy seed" || (t.starts_with("Seed ") && !t.ends_with(" copied."))),
        "a physical game has no seed to show: {:?}",
        common::ui::texts(&app, TALL)
    );
}

/// Point 15: in a game played with the player's own die, Roll before the die is entered is
/// grey but takes the tap, and says why right under it; nothing is rolled.
#[test]
fn roll_without_the_players_die_says_why_at_the_tap() {
    use pnp_companion::engine::journal::Journal;
    use pnp_companion::games::sherwood::actions::Verb;
    use pnp_companion::games::sherwood::game::{PlayMode, SherwoodGame, Snapshot};
    use pnp_companion::games::sherwood::space_id::SpaceId;
    use pnp_companion::games::sherwood::state::{DEFAULT_NEUTRAL_SPACES, Location, SetupDraw};
    let data = crate::common::sherwood::chart_data();
    let mut game = SherwoodGame::new(
        &data,
        11,
        PlayMode::Physical,
        SetupDraw::Digital,
        &DEFAULT_NEUTRAL_SPACES.map(String::from),
    );
    // Kirk already stands at Trott at the start of a turn: free to raid.
    let mut snap: Snapshot = game.journal.current().clone();
    if let Some(kirk) = snap.state.persons.iter_mut().find(|p| p.id == "kirk") {
        kirk.location = Location::Space(SpaceId::new("Trott"));
    }
    game.journal = Journal::new(snap);
    let mut app = App::new(Some(dir("roll-no-die")));
    app.sherwood = Some(data.clone());
    app.screen = Screen::Sherwood(Box::new(SherwoodScreen::new(game, "Table".into(), &data)));
    for m in [
        play::Message::Space(SpaceId::new("Trott")),
        play::Message::Verb(Verb::Raid),
        play::Message::Actor("kirk".into()),
    ] {
        send(&mut app, sherwood::Message::Play(m));
    }
    let before = state(&app).clone();
    tap(&mut app, "Roll");
    assert!(state(&app) == &before, "nothing is rolled");
    assert!(
        shows_start(&app, "Your die first"),
        "{:?}",
        screen(&app).errors()
    );
}

/// Point 6: the app does not know the map, and says so; the player marks the squads within
/// three spaces of their people on the map at the table. A marked squad that has not rolled
/// makes "End King's Men Actions" ask first; unmarked, the step ends at the tap.
#[test]
fn squads_marked_near_on_the_players_map_roll_before_the_step_ends() {
    let mut app = new_game(&dir("kings-men-near"), None);
    beam_down(&mut app, "To which space?", "Beam down");
    to_kings_men(&mut app);
    assert!(
        common::ui::texts(&app, TALL)
            .iter()
            .any(|t| t.starts_with("Look at your map")
                && t.contains("The app does not know the map")),
        "the heading says the app does not know the map"
    );
    assert!(shows(&app, "Within 3 spaces of my people on my map"));
    // The Trott squad stands with Kirk and Spock: it rolls (the cell read off the chart).
    roll_trott_squad(&mut app);
    if !state(&app).todo.is_empty() {
        send(
            &mut app,
            sherwood::Message::Result(result::Message::Answer("N".into())),
        );
        tap(&mut app, "Remember");
    }
    assert!(state(&app).todo.is_empty());
    send(
        &mut app,
        sherwood::Message::Play(play::Message::Near("Farnosh Bridge".into())),
    );
    tap(&mut app, "End King's Men Actions");
    assert_eq!(
        state(&app).step,
        TurnStep::KingsMen,
        "a marked squad asks first"
    );
    assert!(
        common::ui::texts(&app, TALL).iter().any(|t| t.starts_with(
            "The Farnosh Bridge squad at Farnosh Bridge, which you marked within three spaces"
        )),
        "{:?}",
        common::ui::texts(&app, TALL)
    );
    tap(&mut app, "Keep playing");
    send(
        &mut app,
        sherwood::Message::Play(play::Message::Near("Farnosh Bridge".into())),
    );
    tap(&mut app, "End King's Men Actions");
    assert_eq!(state(&app).step, TurnStep::RoyalParty, "unmarked: it ends");
}

/// The shape of `view`'s widget tree (each widget's kind and its children's shapes), which
/// iced keeps widget state by) `depth` widgets down the first child's line; `None` where
/// the tree is not that deep.
fn shape(view: &iced::Element<'_, Message>, depth: usize) -> Option<String> {
    use iced::advanced::widget::Tree;
    fn sig(t: &Tree) -> String {
        let children: Vec<String> = t.children.iter().map(sig).collect();
        format!("{:?}[{}]", t.tag, children.join(","))
    }
    let mut tree = Tree::new(view);
    for _ in 0..depth {
        if tree.children.is_empty() {
            return None;
        }
        tree = tree.children.swap_remove(0);
    }
    Some(sig(&tree))
}

/// Phone point 12: a notice that appears (after "Export everything", a seed copied …)
/// leaves the page's widgets where they were, so iced keeps their state and the page stays
/// scrolled where the player left it. Before, the page moved into a stack only while a
/// notice showed, and came back scrolled to the top.
#[test]
fn a_notice_leaves_the_page_as_it_was() {
    let mut app = App::new(Some(dir("notice-keeps-page")));
    send_and_wait(&mut app, Message::Home(home::Message::Seed("7".into())));
    tap(&mut app, "Do Not Forsake Me");
    tap(&mut app, "Home");
    manage(&mut app, "Do Not Forsake Me");
    // The page lies two widgets down: under the swipe wrapper, the first layer of the stack
    // the notices lie on.
    let page = shape(&app.view(), 2);
    assert!(
        page.is_some(),
        "the page lies in the notices' stack with none showing"
    );
    tap(&mut app, "Copy seed");
    assert!(shows(&app, "Seed 7 copied."), "the notice shows");
    assert_eq!(
        shape(&app.view(), 2),
        page,
        "the page's widgets moved when the notice came"
    );
}

/// Where the text reading exactly `label` is drawn on a tall phone page.
fn drawn_at(app: &App, label: &str) -> Option<iced::Rectangle> {
    let mut ui = iced_test::Simulator::with_size(common::ui::settings(), TALL, app.view());
    common::ui::last_text(&mut ui, label)
}

/// Point 5: on the People tab, a tapped person's card opens right under their row: the row
/// stays where the finger is, and the card's name is drawn just below it. Before, the card
/// opened at the top of the page and the list jumped about 170 px under the finger.
#[test]
fn a_persons_card_opens_under_their_row() {
    use pnp_companion::games::sherwood::PersonId;
    let mut app = new_game(&dir("people-inline"), None);
    send(&mut app, sherwood::Message::Tab(sherwood::Tab::People));
    let row = drawn_at(&app, "Frankler").expect("Frankler is listed");
    send(
        &mut app,
        sherwood::Message::People(sherwood::people::Message::Open(PersonId::from("frankler"))),
    );
    let card_close = drawn_at(&app, "Close").expect("the card is open");
    let row_after = drawn_at(&app, "Frankler").expect("Frankler is still listed");
    assert!(
        (row_after.y - row.y).abs() < 1.0,
        "the row moved under the finger: {row:?} → {row_after:?}"
    );
    assert!(
        card_close.y > row.y && card_close.y - row.y < 200.0,
        "the card opens under the row: row {row:?}, card {card_close:?}"
    );
}

/// Phone point 15: the line that says what became of the kit ("Downloaded …kit.pdf", or
/// "Saved" with its Open buttons) takes the room kept for it under Save: the controls
/// below stay where they were (before, they moved down about 45 px).
#[test]
fn the_kits_news_moves_no_control_on_the_print_screen() {
    const PHONE: Size = Size::new(412.0, 3000.0);
    let mut app = App::new(Some(dir("print-news")));
    tap(&mut app, "Print and play PDFs");
    let at = |app: &App, label: &str| {
        let mut ui = iced_test::Simulator::with_size(common::ui::settings(), PHONE, app.view());
        common::ui::last_text(&mut ui, label).unwrap_or_else(|| panic!("no '{label}'"))
    };
    let bleed = at(&app, "3 mm bleed");
    let Screen::Print(p) = &mut app.screen else {
        panic!("not on the Print screen")
    };
    p.status = Some("Downloaded pnp-companion-kit-a4.pdf (912 KB)".into());
    assert!(shows_start(&app, "Downloaded pnp-companion-kit-a4.pdf"));
    let moved = at(&app, "3 mm bleed");
    assert!(
        (moved.y - bleed.y).abs() < 0.5,
        "the controls moved: {bleed:?} → {moved:?}"
    );
}
