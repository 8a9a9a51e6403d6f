//! Issue 45, the Sherwood part: at the table no button throws away a roll or skips a rule,
//! and every refusal is seen where the finger is. Each test plays the screen headless as a
//! player would, and fails on the code before its fix.

use crate::common;

use common::ui::{send_and_wait, settings};
use iced::Size;
use iced_test::Simulator;
use pnp_companion::games::sherwood::effects::{Change, Pick};
use pnp_companion::games::sherwood::pending::Task;
use pnp_companion::games::sherwood::space_id::SpaceId;
use pnp_companion::games::sherwood::state::{SherwoodState, TurnStep};
use pnp_companion::ui::app::Screen;
use pnp_companion::ui::sherwood::{self, SherwoodScreen, play};
use pnp_companion::ui::{App, Message, home};
use std::path::PathBuf;

/// Tall enough that long pages need no scrolling in the simulator.
const TALL: Size = Size::new(420.0, 3000.0);

fn dir(name: &str) -> PathBuf {
    common::fresh_dir("pnp-table-45", name)
}

/// Taps the element showing exactly `label` and feeds what it sends to the app.
fn tap(app: &mut App, label: &str) {
    common::ui::tap(app, TALL, label);
}

fn shows(app: &App, label: &str) -> bool {
    common::ui::shows(app, TALL, label)
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

fn new_game(d: &std::path::Path) -> App {
    let mut app = App::new(Some(d.to_path_buf()));
    send_and_wait(&mut app, Message::Home(home::Message::Seed("11".into())));
    tap(&mut app, "The Sherwood Syndrome");
    app
}

/// Beams people down to a space through the Move-or-beam card.
fn beam_down(app: &mut App, who: &[&str], space: &str) {
    for w in who {
        tap(app, &format!("{w} · Enterprise"));
    }
    tap(app, "To which space?");
    tap(app, space);
    tap(app, "Beam down");
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

/// Point 1: a squad in a space with your people must roll (12.2). Ending King's Men Actions
/// without its roll asks first, as ending Rebel Actions with actions open does; once it has
/// rolled, the step ends at the tap.
#[test]
fn ending_kings_men_actions_with_a_squad_unrolled_among_your_people_asks_first() {
    let mut app = new_game(&dir("kings-men-end"));
    beam_down(&mut app, &["Kirk"], "Trott");
    to_kings_men(&mut app);
    tap(&mut app, "End King's Men Actions");
    assert_eq!(
        state(&app).step,
        TurnStep::KingsMen,
        "the first tap asks; it does not end the step"
    );
    let question = "The Trott squad at Trott stands with your people and has not rolled yet. End King's Men Actions anyway?";
    assert!(shows(&app, question), "the question is asked");
    tap(&mut app, "Keep playing");
    assert!(!shows(&app, question));
    assert_eq!(state(&app).step, TurnStep::KingsMen);
    tap(&mut app, "End King's Men Actions");
    assert!(shows(&app, question));
    tap(&mut app, "End anyway");
    assert_eq!(state(&app).step, TurnStep::RoyalParty, "ended when told to");
}

/// Point 1, the other side: once the squad has rolled, nothing is asked.
#[test]
fn ending_kings_men_actions_after_the_squad_rolled_asks_nothing() {
    let mut app = new_game(&dir("kings-men-rolled"));
    beam_down(&mut app, &["Kirk"], "Trott");
    to_kings_men(&mut app);
    send(
        &mut app,
        sherwood::Message::Play(play::Message::Die("3".into())),
    );
    send(
        &mut app,
        sherwood::Message::Play(play::Message::KingsMen("Trott".into())),
    );
    // The King's Men chart is the player's: the cell is entered, and the roll resolves.
    if !state(&app).todo.is_empty() {
        send(
            &mut app,
            sherwood::Message::Result(sherwood::result::Message::Answer("N".into())),
        );
        tap(&mut app, "Remember");
    }
    assert!(state(&app).todo.is_empty());
    tap(&mut app, "End King's Men Actions");
    assert_eq!(state(&app).step, TurnStep::RoyalParty);
}

/// Every text on screen.
fn texts(app: &App) -> Vec<String> {
    common::ui::texts(app, TALL)
}

/// The picks of the tasks waiting, in order.
fn picks(app: &App) -> Vec<Option<Pick>> {
    state(app)
        .todo
        .iter()
        .map(|t| match &t.task {
            Task::Confirm { suggestion } => suggestion.pick.clone(),
            _ => None,
        })
        .collect()
}

/// Point 2: a King's Men cell built with the picker's chips ("1I", then "MN") moves the
/// squad and injures one of yours, the turn it is entered and every turn after, with the
/// cell remembered; nothing is left to Adjust.
#[test]
fn a_kings_men_cell_built_by_taps_that_moves_and_injures_is_applied() {
    let mut app = new_game(&dir("mn-1i"));
    beam_down(&mut app, &["Kirk", "Spock"], "Trott");
    to_kings_men(&mut app);
    for turn in 1..=2 {
        send(
            &mut app,
            sherwood::Message::Play(play::Message::Die("3".into())),
        );
        send(
            &mut app,
            sherwood::Message::Play(play::Message::KingsMen("Trott".into())),
        );
        if turn == 1 {
            assert!(matches!(
                state(&app).todo.first().map(|t| &t.task),
                Some(Task::Roll { .. })
            ));
            tap(&mut app, "1I");
            tap(&mut app, "MN");
            assert_eq!(screen(&app).result.answer, "MN,1I", "written as printed");
            tap(&mut app, "Remember");
        }
        let shown = texts(&app).join("\n");
        assert!(!shown.contains("with Adjust"), "turn {turn}: {shown}");
        assert!(
            matches!(
                picks(&app).as_slice(),
                [
                    Some(Pick::SquadDestination { .. }),
                    Some(Pick::Persons { count: 1, .. })
                ]
            ),
            "turn {turn}: {:?}",
            picks(&app)
        );
        send(
            &mut app,
            sherwood::Message::Result(sherwood::result::Message::To(play::PlaceChoice::named(
                SpaceId::new("Trott"),
            ))),
        );
        tap(&mut app, "Apply");
        let victim = if turn == 1 { "Spock" } else { "Kirk" };
        if turn == 1 {
            tap(&mut app, victim);
        } else {
            // Spock is injured already: the injury falls on Kirk (point 4).
            assert!(shows(&app, "Only one choice here, made for you: Kirk."));
        }
        tap(&mut app, "Apply");
        assert!(state(&app).todo.is_empty());
        assert!(state(&app).person(&victim.to_lowercase()).unwrap().injured);
        if turn == 1 {
            tap(&mut app, "End King's Men Actions");
            send(
                &mut app,
                sherwood::Message::Play(play::Message::Die("9".into())),
            );
            tap(&mut app, "Move to Farnosh Bridge (roll Fealty)");
            tap(&mut app, "End the turn");
            to_kings_men(&mut app);
        }
    }
}

/// From King's Men Actions to the next turn's Rebel Actions, rolling no squad.
fn to_next_turn(app: &mut App) {
    let turn = state(app).turn;
    tap(app, "End King's Men Actions");
    if state(app).step == TurnStep::KingsMen {
        tap(app, "End anyway");
    }
    send(app, sherwood::Message::Play(play::Message::Die("9".into())));
    if state(app).royal_party.location.is("Royal Palace") {
        tap(app, "Move to Farnosh Bridge (roll Fealty)");
    } else if state(app).royal_party.held {
        tap(app, "Roll Fealty again");
    } else {
        tap(app, "Move along the road");
    }
    tap(app, "End the turn");
    assert_eq!(state(app).turn, turn + 1);
}

/// Point 4 on screen: paragraph 202 injures one of yours; with Kirk unhurt and Spock
/// injured already, the choice offered is Kirk alone, made for the player and said so.
#[test]
fn the_injury_of_paragraph_202_is_offered_only_to_the_unhurt() {
    let mut app = new_game(&dir("202"));
    beam_down(&mut app, &["Kirk", "Spock"], "Trott");
    to_kings_men(&mut app);
    to_next_turn(&mut app);
    tap(&mut app, "Adjust…");
    send(
        &mut app,
        sherwood::Message::Adjust(sherwood::adjust::Message::Apply(Change::Injure {
            person: "spock".into(),
        })),
    );
    tap(&mut app, "Done");
    tap(&mut app, "Steal horses");
    // Die 8 − 3 (the squad at Trott) = 5: paragraph 202.
    send(
        &mut app,
        sherwood::Message::Play(play::Message::Die("8".into())),
    );
    tap(&mut app, "Roll");
    while picks(&app)
        .first()
        .is_some_and(|p| !matches!(p, Some(Pick::Persons { .. })))
    {
        tap(&mut app, "Apply");
    }
    assert!(
        shows(&app, "Only one choice here, made for you: Kirk."),
        "{:?}",
        texts(&app)
    );
    tap(&mut app, "Apply");
    assert!(state(&app).person("kirk").unwrap().injured);
}

/// Whether tapping `label` sends anything (a chip that is off sends nothing).
fn tap_does_something(app: &App, label: &str) -> bool {
    let mut ui = Simulator::with_size(settings(), TALL, app.view());
    ui.click(label)
        .unwrap_or_else(|e| panic!("no '{label}' on screen: {e:?}"));
    ui.into_messages().next().is_some()
}

/// Point 5 on screen: with everyone at Trott mounted, Steal horses and Buy horses are off
/// and say why; with one injured person, Heal offers no "Treat 2" or "3".
#[test]
fn the_mounted_get_no_horses_and_one_injured_is_one_patient() {
    let mut app = new_game(&dir("horses"));
    beam_down(&mut app, &["Kirk", "McCoy"], "Trott");
    to_kings_men(&mut app);
    to_next_turn(&mut app);
    tap(&mut app, "Adjust…");
    for change in [
        Change::Horse {
            person: "kirk".into(),
            has: true,
        },
        Change::Horse {
            person: "mccoy".into(),
            has: true,
        },
        Change::Injure {
            person: "kirk".into(),
        },
    ] {
        send(
            &mut app,
            sherwood::Message::Adjust(sherwood::adjust::Message::Apply(change)),
        );
    }
    tap(&mut app, "Done");
    assert!(!tap_does_something(&app, "Steal horses"));
    assert!(!tap_does_something(&app, "Buy horses"));
    assert!(
        texts(&app).iter().any(|t| t.contains(
            "Steal horses: everyone of yours at Trott has a horse already: there is no one to get one for."
        )),
        "{:?}",
        texts(&app)
    );
    tap(&mut app, "Heal");
    assert!(!shows(&app, "Treat"), "one injured: one patient");
}

/// Point 6 on screen: at Witchcraft 9, beaming Kirk up would raise it to 10 and lose the
/// game. The card says so before the tap; the tap asks once, next to the button; "Keep
/// playing" leaves the game as it was, and "Lose the game" takes the beam.
#[test]
fn beaming_up_at_witchcraft_nine_warns_and_asks_first() {
    use pnp_companion::games::sherwood::state::{Ending, Track};
    let mut app = new_game(&dir("lose"));
    beam_down(&mut app, &["Kirk"], "Trott");
    to_kings_men(&mut app);
    to_next_turn(&mut app);
    tap(&mut app, "Adjust…");
    let delta = 9 - i32::from(state(&app).tracks.witchcraft);
    send(
        &mut app,
        sherwood::Message::Adjust(sherwood::adjust::Message::Apply(Change::Track {
            track: Track::Witchcraft,
            delta,
        })),
    );
    tap(&mut app, "Done");
    assert_eq!(state(&app).tracks.witchcraft, 9);
    tap(&mut app, "Kirk · Trott");
    let warning = "Beam up: this ends the game in a loss: Witchcraft reaches 10.";
    assert!(shows(&app, warning), "said before the tap");
    tap(&mut app, "Beam up");
    assert_eq!(state(&app).end, None, "not at the first tap");
    assert!(shows(
        &app,
        "This ends the game in a loss: Witchcraft reaches 10. Take it all the same?"
    ));
    assert!(screen(&app).play.asks_before_losing());
    assert!(
        screen(&app).next_step(sherwood_data()).is_none(),
        "the blue button never takes the loss"
    );
    tap(&mut app, "Keep playing");
    assert!(!screen(&app).play.asks_before_losing());
    assert!(state(&app).person("kirk").unwrap().location.is("Trott"));
    tap(&mut app, "Beam up");
    tap(&mut app, "Lose the game");
    assert_eq!(state(&app).end, Some(Ending::LostToWitchcraft));
}

fn sherwood_data() -> &'static pnp_companion::games::sherwood::SherwoodData {
    pnp_companion::games::sherwood::SherwoodData::builtin().unwrap()
}

/// Point 7: paragraph 150's second roll on the Raid Table is laid out before its die as the
/// first was (every modifier, the total, the odds), and its result does not say again that
/// the phasers raise Witchcraft: they were paid for once, on the first roll.
#[test]
fn paragraph_150s_second_roll_shows_its_modifiers_and_odds_and_charges_phasers_once() {
    use pnp_companion::games::sherwood::persons::Stat;
    use pnp_companion::store::user_data::UserData;
    let d = dir("150");
    {
        let data = sherwood_data();
        let mut user = UserData::load(&d).unwrap();
        user.set_value(data, "kirk", Stat::Raid, 3).unwrap();
        user.save(&d).unwrap();
    }
    let mut app = new_game(&d);
    beam_down(&mut app, &["Kirk", "McCoy"], "Trott");
    to_kings_men(&mut app);
    to_next_turn(&mut app);
    let witchcraft = state(&app).tracks.witchcraft;
    tap(&mut app, "Raid");
    tap(&mut app, "Kirk");
    send(
        &mut app,
        sherwood::Message::Play(play::Message::Phasers(true)),
    );
    // Die 2 + 3 (Kirk) + 5 (phasers) − 3 (the squad at Trott) = 7: paragraph 107, and
    // McCoy is there: 150.
    send(
        &mut app,
        sherwood::Message::Play(play::Message::Die("2".into())),
    );
    tap(&mut app, "Roll");
    assert_eq!(
        state(&app).tracks.witchcraft,
        witchcraft + 1,
        "phasers once"
    );
    while !matches!(
        state(&app).todo.first().map(|t| &t.task),
        Some(Task::RaidAgain { .. }) | None
    ) {
        tap(&mut app, "Apply");
    }
    assert!(matches!(
        state(&app).todo.first().map(|t| &t.task),
        Some(Task::RaidAgain { .. })
    ));
    let shown = texts(&app);
    for line in [
        "  +3  Captain James T. Kirk leads (raid value)",
        "  +5  Phasers (a Federation crewman is here)",
        "  \u{2212}3  King's Men squad in the space",
        "In all: +5 on the die.",
        "Before you roll:",
    ] {
        assert!(shown.iter().any(|t| t == line), "'{line}' in {shown:?}");
    }
    assert!(
        shown.iter().any(|t| t.ends_with('%')),
        "the odds: {shown:?}"
    );
    assert!(
        !shown
            .iter()
            .any(|t| t == "Using phasers raises Witchcraft by 1."),
        "the phasers were paid on the first roll: {shown:?}"
    );
    let before = state(&app).tracks.witchcraft;
    send(
        &mut app,
        sherwood::Message::Result(sherwood::result::Message::Die("5".into())),
    );
    tap(&mut app, "Roll the Raid Table again");
    let last = screen(&app).game.journal.entries().last().unwrap();
    assert!(
        !last
            .event
            .lines
            .iter()
            .any(|l| l.to_string().contains("phasers raises Witchcraft")),
        "{:?}",
        last.event.lines
    );
    assert_eq!(state(&app).tracks.witchcraft, before, "no Witchcraft again");
}

/// Point 8: the odds before the die give each paragraph its own chance (the Raid Table's
/// row is printed; what an unread paragraph does is not told), and the King's Men cells
/// not entered yet are one group said as a sentence with a capital letter.
#[test]
fn the_odds_give_each_paragraph_its_chance_and_say_unentered_cells_plainly() {
    use pnp_companion::games::sherwood::persons::Stat;
    use pnp_companion::store::user_data::UserData;
    let d = dir("odds");
    {
        let data = sherwood_data();
        let mut user = UserData::load(&d).unwrap();
        user.set_value(data, "kirk", Stat::Raid, 3).unwrap();
        user.save(&d).unwrap();
    }
    let mut app = new_game(&d);
    beam_down(&mut app, &["Kirk"], "Trott");
    to_kings_men(&mut app);
    let shown = texts(&app);
    assert!(
        shown.iter().any(|t| t
            == "Not entered from your chart yet: 10 cells of the \u{201c}Patrol\u{201d} column: 100%"),
        "{shown:?}"
    );
    to_next_turn(&mut app);
    tap(&mut app, "Raid");
    tap(&mut app, "Kirk");
    // Kirk's 3 − 3 (the squad at Trott): the die reads 1 to 10, paragraphs 101 to 110.
    let shown = texts(&app);
    for n in 101..=110 {
        let line = format!("Paragraph {n} (not read yet)");
        let at = shown
            .iter()
            .position(|t| *t == line)
            .unwrap_or_else(|| panic!("no '{line}' in {shown:?}"));
        assert_eq!(shown[at - 1], "10%", "{line}: its own chance");
    }
}

fn new_physical_game(d: &std::path::Path) -> App {
    let mut app = App::new(Some(d.to_path_buf()));
    send_and_wait(&mut app, Message::Home(home::Message::Seed("11".into())));
    send_and_wait(&mut app, Message::Home(home::Message::Physical(true)));
    tap(&mut app, "The Sherwood Syndrome");
    app
}

/// Point 9: where the Neutrals drawn blind landed. The list offers any space of the map
/// (section 3: "any space"; forests, roads and fords too, as the move and flight lists
/// do) but none where a Neutral stands already; a placement the engine would refuse is
/// never offered as the blue button, and says why right under it.
#[test]
fn the_setup_offers_only_placements_the_rules_take() {
    let mut app = new_physical_game(&dir("setup"));
    let place = |app: &mut App, who: &str, at: &str| {
        send(
            app,
            sherwood::Message::Play(play::Message::PlaceWho(who.into())),
        );
        send(
            app,
            sherwood::Message::Play(play::Message::PlaceWhere(SpaceId::new(at))),
        );
    };
    place(&mut app, "pinter", "Trott");
    tap(&mut app, "Pinter stands at Trott");
    assert!(state(&app).person("pinter").unwrap().location.is("Trott"));
    // Ferdie next: Trott is no choice now, a forest is.
    send(
        &mut app,
        sherwood::Message::Play(play::Message::PlaceWho("ferdie".into())),
    );
    tap(&mut app, "Where does this one stand?");
    let listed = texts(&app);
    assert!(!listed.iter().any(|t| t == "Trott"), "{listed:?}");
    for kind in [
        "a forest (new)",
        "a road (new)",
        "a bridge or ford (new)",
        "Castle Dil",
    ] {
        assert!(listed.iter().any(|t| t == kind), "{kind} in {listed:?}");
    }
    send(&mut app, sherwood::Message::Play(play::Message::Menu(None)));
    // Trott chosen all the same (an old choice, say): the button is off and says why.
    place(&mut app, "ferdie", "Trott");
    let button = "Ferdie stands at Trott";
    let mut ui = Simulator::with_size(settings(), TALL, app.view());
    ui.click(button)
        .unwrap_or_else(|e| panic!("no '{button}': {e:?}"));
    assert!(ui.into_messages().next().is_none(), "the button is off");
    assert!(shows(
        &app,
        "Master Pinter stands at Trott already: one Neutral to a space"
    ));
    place(&mut app, "ferdie", "forest");
    tap(&mut app, "Ferdie stands at a forest (new)");
    let ferdie = state(&app).person("ferdie").unwrap();
    assert!(ferdie.location.is("Forest 1"), "{:?}", ferdie.location);
}

/// Where the text reading exactly `label` is drawn on a phone-wide page (412 px) too long
/// to need scrolling in the simulator.
fn drawn_at(app: &App, label: &str) -> iced::Rectangle {
    let mut ui = Simulator::with_size(settings(), Size::new(412.0, 3000.0), app.view());
    common::ui::last_text(&mut ui, label).unwrap_or_else(|| panic!("no '{label}' on screen"))
}

/// Every refusal after a tap shows where the finger is: a counter value refused shows under
/// its own field, not below the die's pad at the foot of the form (on a phone's width, with
/// the number pads on). Before, it showed at the foot of the form, below the die pad.
#[test]
fn a_refusal_shows_next_to_the_control_tapped() {
    let mut app = App::new(Some(dir("where").to_path_buf()));
    send_and_wait(&mut app, Message::Home(home::Message::Seed("11".into())));
    tap(
        &mut app,
        "Number pads for dice and numbers (a touch screen)",
    );
    tap(&mut app, "The Sherwood Syndrome");
    beam_down(&mut app, &["Kirk", "Spock"], "Trott");
    to_kings_men(&mut app);
    to_next_turn(&mut app);
    tap(&mut app, "Recruit");
    tap(&mut app, "Kirk");
    tap(&mut app, "Frankler");
    let remember = drawn_at(&app, "Remember");
    tap(&mut app, "Remember");
    let refusal = "Type or tap the value printed on the counter first.";
    let shown = drawn_at(&app, refusal);
    assert!(
        shown.y > remember.y && shown.y - remember.y < 320.0,
        "the refusal {shown:?} is not next to the button tapped {remember:?}"
    );
    // The die's pad reads 1 to 10 (the value's pad has a 0 and a minus).
    let die_pad = drawn_at(&app, "10");
    assert!(shown.y < die_pad.y, "above the die's pad");
    // Issue 58, point 4: the refusal does not outlive its cause. A value typed takes it
    // away, and so does the value remembered.
    send(
        &mut app,
        sherwood::Message::Play(play::Message::Answer("1".into())),
    );
    assert!(!shows(&app, refusal), "gone once a value is typed");
    tap(&mut app, "Remember");
    assert!(
        !shows(&app, refusal),
        "the value is remembered: no refusal stays beside it"
    );
}

/// The same on the Adjust page: a refusal shows in the part whose control was tapped (here
/// the person's "Put them at…" list, where a new forest is no choice), not at the top of a
/// page that may be scrolled far down. Before, it showed above the tracks.
#[test]
fn an_adjust_refusal_shows_in_the_part_tapped() {
    let mut app = new_game(&dir("adjust-where"));
    tap(&mut app, "Adjust…");
    send(
        &mut app,
        sherwood::Message::Adjust(sherwood::adjust::Message::Person(
            sherwood::people::Named::of(sherwood_data(), "kirk"),
        )),
    );
    send(
        &mut app,
        sherwood::Message::Adjust(sherwood::adjust::Message::PersonTo(play::PlaceChoice {
            value: SpaceId::new("forest"),
            label: "a forest (new)".into(),
        })),
    );
    let refusal = "Pick a named place here; a new forest, road or ford is named when someone moves or flees there.";
    let shown = drawn_at(&app, refusal);
    let person = drawn_at(&app, "A person");
    let squad = drawn_at(&app, "A King's Men squad");
    assert!(
        person.y < shown.y && shown.y < squad.y,
        "the refusal {shown:?} is not in the person's part ({person:?} to {squad:?})"
    );
}

/// With everyone of yours in prison the Move-or-beam card says so, not that everyone has
/// moved or acted this turn (seen on screen: four crewmen captured at Castle Dil).
#[test]
fn with_everyone_in_prison_the_move_card_says_so() {
    use pnp_companion::engine::journal::Journal;
    use pnp_companion::games::sherwood::game::Snapshot;
    use pnp_companion::games::sherwood::state::Side;
    let mut app = new_game(&dir("all-in-prison"));
    let Screen::Sherwood(screen) = &mut app.screen else {
        panic!("on the Sherwood screen")
    };
    let mut s = screen.game.state().clone();
    for p in s.persons.iter_mut().filter(|p| p.side == Side::Controlled) {
        p.imprisoned = true;
    }
    let rng = screen.game.journal.current().rng;
    screen.game.journal = Journal::new(Snapshot { state: s, rng });
    assert!(shows(
        &app,
        "Everyone of yours is in prison: no one can move or beam."
    ));
    assert!(!shows(
        &app,
        "Everyone of yours has moved or acted this turn."
    ));
}

/// One blue button: with an action's form ready to roll, Roll is the blue one (the Space
/// bar's) and the step's own button below the page is not; with no form open it is.
#[test]
fn a_ready_form_makes_roll_the_one_blue_button() {
    // Played on the player's own chart entries: every counter value is known, so the form
    // is ready to roll once its asker is chosen.
    let d = dir("one-blue");
    let data = pnp_companion::games::sherwood::SherwoodData::builtin().unwrap();
    common::sherwood::entries_as_player(data).save(&d).unwrap();
    let mut app = new_game(&d);
    let blue = |app: &App| {
        let s = screen(app);
        s.play
            .ends_the_step_next(s.seen(app.sherwood.as_ref().unwrap()))
    };
    assert!(
        blue(&app),
        "with nothing open, ending Rebel Actions is the next step"
    );
    beam_down(&mut app, &["Kirk", "Spock"], "Trott");
    to_kings_men(&mut app);
    tap(&mut app, "End King's Men Actions");
    if screen(&app).play.ending {
        tap(&mut app, "End anyway");
    }
    for _ in 0..10 {
        if state(&app).turn > 1 {
            break;
        }
        let t = app.key(
            iced::keyboard::Key::Named(iced::keyboard::key::Named::Space),
            iced::keyboard::Modifiers::default(),
        );
        common::ui::run(&mut app, t);
    }
    assert_eq!(
        state(&app).turn,
        2,
        "the Space bar played turn 1 out: {:?} {:?}",
        state(&app).step,
        state(&app).todo.first().map(|t| t.task.title())
    );
    tap(&mut app, "Trott (2)");
    tap(&mut app, "Request donations");
    tap(&mut app, "Kirk");
    assert!(shows(&app, "Roll"));
    assert!(
        !blue(&app),
        "the form's Roll is the next step, not ending the step"
    );
}
