//! The Sherwood screens played headless with iced_test, as a player would: tapping what is
//! on screen, typing into the boxes, pressing keys. Each flow is one the issue tracker asked
//! for: an unknown chart cell resolved the moment it is remembered, aid to the poor, a flight
//! (sanctuary refused, then granted), a capture sent to a castle, a physical setup's
//! prisoners recorded and freed on the way to a win, the Counters page filled by keyboard.

use crate::common;

use common::ui::{run, send_and_wait, settings};
use iced::Size;
use iced::keyboard::{Key, Modifiers, key::Named};
use iced_test::Simulator;
use pnp_companion::games::sherwood::effects::Change;
use pnp_companion::games::sherwood::pending::Task;
use pnp_companion::games::sherwood::persons::Stat;
use pnp_companion::games::sherwood::space_id::SpaceId;
use pnp_companion::games::sherwood::state::{
    Ending, Location, SherwoodState, Side, Track, TurnStep,
};
use pnp_companion::ui::app::Screen;
use pnp_companion::ui::sherwood::{self, SherwoodScreen, play, result};
use pnp_companion::ui::{App, Message, home};
use std::path::PathBuf;

/// Tall enough that long pages need no scrolling in the simulator.
const TALL: Size = Size::new(420.0, 3000.0);

fn dir(name: &str) -> PathBuf {
    common::fresh_dir("pnp-ui-sw", name)
}

/// Taps the element showing exactly `label` and feeds what it sends to the app.
fn tap(app: &mut App, label: &str) {
    common::ui::tap(app, TALL, label);
}

/// Asserts that tapping `label` sends nothing: the button is there but not yet ready.
fn tap_is_inert(app: &App, label: &str) {
    let mut ui = Simulator::with_size(settings(), TALL, app.view());
    ui.click(label)
        .unwrap_or_else(|e| panic!("no '{label}' on screen: {e:?}"));
    assert!(
        ui.into_messages().next().is_none(),
        "'{label}' should wait until it is ready"
    );
}

/// Taps the last element showing exactly `label` (a pad's key below a value that reads the
/// same).
fn tap_last(app: &mut App, label: &str) {
    let messages: Vec<Message> = {
        let mut ui = Simulator::with_size(settings(), TALL, app.view());
        let at = common::ui::last_text(&mut ui, label)
            .unwrap_or_else(|| panic!("no '{label}' on screen"));
        ui.point_at(at.center());
        ui.simulate(iced_test::simulator::click());
        ui.into_messages().collect()
    };
    assert!(!messages.is_empty(), "tapping '{label}' did nothing");
    for m in messages {
        send_and_wait(app, m);
    }
}

fn shows(app: &App, label: &str) -> bool {
    common::ui::shows(app, TALL, label)
}

fn send(app: &mut App, m: sherwood::Message) {
    send_and_wait(app, Message::Sherwood(m));
}

fn key(app: &mut App, k: Key) {
    {
        let t = app.key(k, Modifiers::default());
        run(app, t);
    }
}

fn space(app: &mut App) {
    key(app, Key::Named(Named::Space));
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

fn to(value: &str) -> play::PlaceChoice {
    play::PlaceChoice {
        value: SpaceId::new(value),
        label: value.into(),
    }
}

fn new_game(d: &std::path::Path, physical: bool) -> App {
    let mut app = App::new(Some(d.to_path_buf()));
    send_and_wait(&mut app, Message::Home(home::Message::Seed("11".into())));
    if physical {
        send_and_wait(&mut app, Message::Home(home::Message::Physical(true)));
    }
    tap(&mut app, "The Sherwood Syndrome");
    app
}

/// Beams people down to a space through the Move-or-beam card.
fn beam_down(app: &mut App, who: &[&str], space: &str) {
    for w in who {
        tap(app, &format!("{w} · Enterprise"));
    }
    // The space from the drop-down, by taps: its field, then the space's chip.
    tap(app, "To which space?");
    tap(app, space);
    tap(app, "Beam down");
}

/// The rest of the turn with the Space bar (paying, no King's Men rolls, the Royal Party
/// along the road), entering `die` where the Royal Party rolls.
fn end_turn(app: &mut App, fealty_die: &str) {
    let turn = state(app).turn;
    for _ in 0..12 {
        if state(app).turn > turn {
            return;
        }
        if state(app).step == TurnStep::RoyalParty && !state(app).party_done {
            send(
                app,
                sherwood::Message::Play(play::Message::Die(fealty_die.into())),
            );
        }
        // The Space bar would roll for a squad where your people are: the button below
        // the page ends the step without rolling.
        if state(app).step == TurnStep::KingsMen {
            end_kings_men(app);
            continue;
        }
        // The question before ending Rebel Actions is answered by a tap, never by Space.
        if screen(app).play.ending {
            tap(app, "End Rebel Actions");
            continue;
        }
        space(app);
    }
    panic!("the turn did not end: {:?}", state(app).step);
}

/// The Space bar ends Rebel Actions; where people could still act it asks first, and the
/// question is answered by a tap (a second Space does not answer it).
fn end_rebel_actions(app: &mut App) {
    space(app);
    if state(app).step == TurnStep::RebelActions {
        assert!(screen(app).play.ending, "the question is up");
        space(app);
        assert_eq!(
            state(app).step,
            TurnStep::RebelActions,
            "Space is no answer"
        );
        tap(app, "End Rebel Actions");
    }
    assert_eq!(state(app).step, TurnStep::Expenses);
}

/// Ends King's Men Actions without rolling, answering the question asked where a squad
/// stands with your people.
fn end_kings_men(app: &mut App) {
    tap(app, "End King's Men Actions");
    if state(app).step == TurnStep::KingsMen {
        assert!(screen(app).play.ending, "the question is up");
        tap(app, "End anyway");
    }
    assert_eq!(state(app).step, TurnStep::RoyalParty);
}

fn remember_values(d: &std::path::Path, values: &[(&str, Stat, i32)]) {
    use pnp_companion::games::sherwood::SherwoodData;
    use pnp_companion::store::user_data::UserData;
    let data = SherwoodData::builtin().unwrap();
    let mut user = UserData::load(d).unwrap();
    for (p, s, v) in values {
        user.set_value(data, p, *s, *v).unwrap();
    }
    user.save(d).unwrap();
}

#[test]
fn a_recruit_on_an_unknown_cell_resolves_once_the_cell_is_remembered() {
    let d = dir("recruit");
    let mut app = new_game(&d, false);
    beam_down(&mut app, &["Kirk", "Spock"], "Trott");
    end_turn(&mut app, "5");
    // Turn 2: Kirk recruits Guildsman Frankler at Trott. The counter values are asked for
    // on the spot and remembered.
    tap(&mut app, "Trott (2)");
    tap(&mut app, "Recruit");
    tap(&mut app, "Kirk");
    tap(&mut app, "Frankler");
    assert!(shows(
        &app,
        "Captain James T. Kirk's persuasiveness is not known yet: read it on the back of the counter (upper right)."
    ));
    send(
        &mut app,
        sherwood::Message::Play(play::Message::Answer("2".into())),
    );
    tap(&mut app, "Remember");
    send(
        &mut app,
        sherwood::Message::Play(play::Message::Answer("3".into())),
    );
    tap(&mut app, "Remember");
    assert!(shows(
        &app,
        "  +2  Captain James T. Kirk recruits (persuasiveness)"
    ));
    assert!(shows(
        &app,
        "  +3  Lt. Commander Spock adds their persuasiveness"
    ));
    assert!(shows(
        &app,
        " −10  Royal Morale 10 (recruiting Guildsman Frankler)"
    ));
    // Die 10: 10 + 5 − 10 = 5, the "4-6" column of Frankler's row: not in the rulebook.
    send(
        &mut app,
        sherwood::Message::Play(play::Message::Die("0".into())),
    );
    tap(&mut app, "Roll");
    let entries = screen(&app).game.journal.entries().len();
    assert!(
        matches!(
            state(&app).todo.first().map(|t| &t.task),
            Some(Task::Roll { .. })
        ),
        "the roll waits for the cell; the space's action is spent"
    );
    assert!(state(&app).acted.iter().any(|a| a == "Trott"));
    assert!(shows(
        &app,
        "The roll on the Recruiting Table waits for a cell of your chart: row \u{201c}Guildsman Frankler\u{201d}, column \u{201c}4-6\u{201d}."
    ));
    send(
        &mut app,
        sherwood::Message::Result(result::Message::Answer("R".into())),
    );
    tap(&mut app, "Remember");
    // The same die resolves at once: no undo, no second roll.
    let s = screen(&app);
    assert_eq!(s.game.journal.entries().len(), entries + 1);
    assert!(
        s.game
            .journal
            .entries()
            .last()
            .unwrap()
            .label
            .to_string()
            .contains("kept roll")
    );
    assert!(
        matches!(
            state(&app).todo.first().map(|t| &t.task),
            Some(Task::Confirm { .. })
        ),
        "R: Frankler joins, to confirm"
    );
    space(&mut app);
    assert_eq!(
        state(&app).person("frankler").unwrap().side,
        Side::Controlled
    );
    let user = pnp_companion::store::user_data::UserData::load(&d).unwrap();
    assert_eq!(user.cells.len(), 1, "the cell is in the player's data");
    assert_eq!(user.values.len(), 2);
}

#[test]
fn aid_the_poor_lowers_witchcraft() {
    let d = dir("aid");
    let mut app = new_game(&d, false);
    beam_down(&mut app, &["Kirk"], "Trott");
    assert_eq!(state(&app).tracks.witchcraft, 1);
    end_turn(&mut app, "5");
    // 4 gold, minus 1 for supplies: the Adjust page adds a donation the app did not see.
    tap(&mut app, "Adjust…");
    for _ in 0..2 {
        send(
            &mut app,
            sherwood::Message::Adjust(sherwood::adjust::Message::Apply(Change::Track {
                track: Track::Warchest,
                delta: 1,
            })),
        );
    }
    tap(&mut app, "Done");
    assert_eq!(state(&app).tracks.warchest, 5);
    tap(&mut app, "Trott (1)");
    tap(&mut app, "Aid the poor");
    // Any amount may be given (8.3); less than 5 lowers nothing, the form says so before,
    // and giving it is then not the obvious button (issue 27).
    send(
        &mut app,
        sherwood::Message::Play(sherwood::play::Message::Aid("3".into())),
    );
    assert!(shows(
        &app,
        "3 gold to the poor at Trott: less than 5, so Witchcraft stays as it is."
    ));
    let primary = |app: &App| match &app.screen {
        Screen::Sherwood(s) => s.next_step(app.sherwood.as_ref().unwrap()),
        _ => None,
    };
    assert!(
        !matches!(
            primary(&app),
            Some(sherwood::Message::Play(sherwood::play::Message::Roll))
        ),
        "{:?}",
        primary(&app)
    );
    tap(&mut app, "5 gold");
    assert!(matches!(
        primary(&app),
        Some(sherwood::Message::Play(sherwood::play::Message::Roll))
    ));
    tap(&mut app, "Aid the poor (5 gold)");
    assert_eq!(
        (state(&app).tracks.witchcraft, state(&app).tracks.warchest),
        (0, 0)
    );
    assert!(shows(&app, "5 gold to the poor at Trott: Witchcraft −1."));
    // The space has acted: every action there now says why not.
    assert!(shows(
        &app,
        "Your people at Trott have already taken this turn's action"
    ));
}

#[test]
fn a_flight_sanctuary_refused_then_granted_and_a_capture_sent_to_a_castle() {
    let d = dir("flee");
    remember_values(
        &d,
        &[("kirk", Stat::Raid, 2), ("spock", Stat::Persuasiveness, 1)],
    );
    let mut app = new_game(&d, false);
    beam_down(&mut app, &["Kirk", "Spock"], "Trott");
    end_turn(&mut app, "5");
    // Raid Trott: die 5 + Kirk 2 − squad 3 = 4: paragraph 104, they must flee.
    tap(&mut app, "Trott (2)");
    tap(&mut app, "Raid");
    tap(&mut app, "Kirk");
    send(
        &mut app,
        sherwood::Message::Play(play::Message::Die("5".into())),
    );
    tap(&mut app, "Roll");
    assert!(matches!(
        state(&app).todo.first().map(|t| &t.task),
        Some(Task::Flee {
            may_seek_sanctuary: true,
            ..
        })
    ));
    // Spock asks for sanctuary, though Trott has acted: die 8 + 1 − Witchcraft 1 − 3 = 5,
    // paragraph 302: refused; they must flee.
    send(
        &mut app,
        sherwood::Message::Result(result::Message::Die("8".into())),
    );
    tap(&mut app, "Spock");
    // Choosing who asks shows the roll first: its modifiers and odds, then the button.
    assert!(shows(&app, "Before you roll:"));
    assert!(matches!(
        state(&app).todo.first().map(|t| &t.task),
        Some(Task::Flee {
            may_seek_sanctuary: true,
            ..
        })
    ));
    tap(&mut app, "Spock seeks sanctuary (roll)");
    assert!(matches!(
        state(&app).todo.first().map(|t| &t.task),
        Some(Task::Flee {
            may_seek_sanctuary: false,
            ..
        })
    ));
    assert!(!shows(
        &app,
        "They may seek sanctuary here first: if it is granted, nobody flees. Who asks?"
    ));
    // Into a forest the map has no name for: die 1 + 2 (forest) − 4 (squad where they fled
    // from) = −1: paragraph 400, all captured, far from any prison.
    send(
        &mut app,
        sherwood::Message::Result(result::Message::To(to("forest"))),
    );
    send(
        &mut app,
        sherwood::Message::Result(result::Message::Die("1".into())),
    );
    tap(&mut app, "Flee (roll)");
    assert!(state(&app).person("kirk").unwrap().location.is("Forest 1"));
    assert!(shows(
        &app,
        "Captured people go to the nearest town or castle: which is it on your map?"
    ));
    tap_is_inert(&app, "Apply");
    assert!(
        !state(&app).person("kirk").unwrap().imprisoned,
        "no prison named: nothing happens"
    );
    send(
        &mut app,
        sherwood::Message::Result(result::Message::Prison(SpaceId::new("Castle Dil"))),
    );
    tap(&mut app, "Apply");
    for id in ["kirk", "spock"] {
        let p = state(&app).person(id).unwrap();
        assert!(
            p.imprisoned && p.location.is("Castle Dil"),
            "{id} at Castle Dil"
        );
    }
    // Back to the flight, and this time sanctuary is granted: die 10 + 1 − 1 − 3 = 7 → 303.
    for _ in 0..3 {
        tap(&mut app, "Undo");
    }
    assert!(matches!(
        state(&app).todo.first().map(|t| &t.task),
        Some(Task::Flee {
            may_seek_sanctuary: true,
            ..
        })
    ));
    send(
        &mut app,
        sherwood::Message::Result(result::Message::Die("0".into())),
    );
    tap(&mut app, "Spock");
    tap(&mut app, "Spock seeks sanctuary (roll)");
    tap(&mut app, "Apply");
    assert!(
        state(&app).todo.is_empty(),
        "no flight once sanctuary is granted"
    );
    for id in ["kirk", "spock"] {
        let p = state(&app).person(id).unwrap();
        assert!(
            p.sanctuary.is_some() && p.location.is("Trott"),
            "{id} in sanctuary"
        );
    }
}

#[test]
fn a_physical_setup_records_its_prisoners_frees_them_by_raid_and_wins() {
    let d = dir("physical");
    remember_values(&d, &[("kirk", Stat::Raid, 3), ("big-tim", Stat::Raid, 1)]);
    let mut app = new_game(&d, true);
    // Four Archon crew were freed before this evening's session (the engine plays that part);
    // the fifth lies at Trott, and Royal Morale is down to 1.
    {
        let Screen::Sherwood(s) = &mut app.screen else {
            panic!()
        };
        let data = pnp_companion::games::sherwood::SherwoodData::builtin().unwrap();
        let act = |s: &mut Box<SherwoodScreen>, c: Change| {
            s.game
                .act(
                    data,
                    pnp_companion::games::sherwood::actions::Action::Apply { change: c },
                    &[],
                )
                .unwrap();
        };
        for (id, at) in [
            ("mbele", "Randisfarne"),
            ("goren", "Port Ferkin"),
            ("archon-3", "Winklesea"),
            ("archon-4", "Castle Dil"),
        ] {
            act(
                s,
                Change::Identify {
                    space: SpaceId::new(at),
                    person: id.into(),
                },
            );
            act(s, Change::Free { person: id.into() });
            act(
                s,
                Change::Move {
                    person: id.into(),
                    to: Location::Space(SpaceId::new("Farnosh Bridge")),
                },
            );
        }
        act(
            s,
            Change::Track {
                track: Track::RoyalMorale,
                delta: -9,
            },
        );
        act(
            s,
            Change::Track {
                track: Track::Warchest,
                delta: 10,
            },
        );
        act(
            s,
            Change::Move {
                person: "big-tim".into(),
                to: Location::Space(SpaceId::new("Farnosh Bridge")),
            },
        );
        act(
            s,
            Change::Recruit {
                person: "big-tim".into(),
            },
        );
        s.refresh(data);
    }
    // The People tab: the player notes the colour of the counter at Trott.
    tap(&mut app, "People");
    assert!(shows(&app, "Prisoner counters on the map"));
    assert!(shows(&app, "1 not looked at"));
    send(
        &mut app,
        sherwood::Message::People(sherwood::people::Message::Record {
            space: SpaceId::new("Trott"),
            archon: 1,
            neutral: 0,
            unknown: 0,
        }),
    );
    assert!(shows(&app, "1 dark blue"));
    tap(&mut app, "Play");
    beam_down(&mut app, &["Kirk"], "Trott");
    // Physical dice: the Royal Party leaves for Farnosh Bridge with the player's die.
    end_turn(&mut app, "9");
    assert_eq!(
        state(&app).town("Farnosh Bridge").unwrap().fealty,
        pnp_companion::games::sherwood::state::Fealty::Sworn,
        "the first town swears"
    );
    // Turn 2: Kirk raids Trott: die 10 + 3 − 3 = 10: paragraph 110, the prisoners go free.
    tap(&mut app, "Trott (1)");
    tap(&mut app, "Raid");
    send(
        &mut app,
        sherwood::Message::Play(play::Message::Die("0".into())),
    );
    tap(&mut app, "Roll");
    assert!(shows(&app, "Counter 1 (Archon crew (dark blue))"));
    send(
        &mut app,
        sherwood::Message::Result(result::Message::Name(
            0,
            sherwood::people::Named {
                id: "archon-5".into(),
                name: String::new(),
            },
        )),
    );
    tap(&mut app, "Apply");
    let p = state(&app).person("archon-5").unwrap();
    assert!(
        !p.imprisoned && p.side == Side::Controlled,
        "named and freed"
    );
    assert!(state(&app).hidden_at("Trott").is_empty());
    assert!(
        state(&app).todo.is_empty(),
        "half of one raider is none: no one hurt"
    );
    // Big Tim goes ahead to Randisfarne, the next town on the road, to stand there when the
    // Royal Party comes.
    tap(&mut app, "Tim · Farnosh Bridge");
    send(
        &mut app,
        sherwood::Message::Play(play::Message::Destination(to("Randisfarne"))),
    );
    tap(&mut app, "Move");
    end_rebel_actions(&mut app);
    space(&mut app); // Pay
    space(&mut app); // End Expenses
    end_kings_men(&mut app);
    send(
        &mut app,
        sherwood::Message::Play(play::Message::PartyTown("Randisfarne".into())),
    );
    // Die 1 + Royal Morale 1 − Big Tim 1 = 1: Defy... so a 0 is needed: morale falls first.
    send(
        &mut app,
        sherwood::Message::Play(play::Message::Die("1".into())),
    );
    space(&mut app);
    assert!(state(&app).royal_party.held, "Defy holds the party");
    assert_eq!(state(&app).tracks.royal_morale, 0);
    space(&mut app); // End the turn
    end_rebel_actions(&mut app);
    space(&mut app); // Pay
    space(&mut app); // End Expenses
    end_kings_men(&mut app);
    // Fealty again at Randisfarne: die 1 + 0 − 1 = 0: Open Rebellion, every crewmember free.
    send(
        &mut app,
        sherwood::Message::Play(play::Message::Die("1".into())),
    );
    space(&mut app);
    assert_eq!(state(&app).end, Some(Ending::Won));
    assert!(shows(&app, &Ending::Won.describe().to_string()));
}

#[test]
fn the_counters_page_is_filled_by_keyboard() {
    let d = dir("counters");
    let mut app = new_game(&d, false);
    tap(&mut app, "People");
    tap(&mut app, "Counter values…");
    assert!(shows(&app, "Counter values"));
    let unknown_before = {
        let Screen::Sherwood(_) = &app.screen else {
            panic!()
        };
        app.sherwood
            .as_ref()
            .unwrap()
            .roster
            .persons
            .iter()
            .map(|p| Stat::ALL.iter().filter(|s| p.value(**s).is_none()).count())
            .sum::<usize>()
    };
    // Typing into Kirk's persuasiveness, a bad value first: shown as wrong, not stored.
    let mut ui = Simulator::with_size(settings(), TALL, app.view());
    let kirk = sherwood::counters::input_id("kirk", Stat::Persuasiveness);
    ui.click(kirk.clone()).unwrap();
    ui.typewrite("x");
    for m in ui.into_messages().collect::<Vec<_>>() {
        send_and_wait(&mut app, m);
    }
    assert!(shows(
        &app,
        "Kirk: persuasiveness must be a whole number, -20 to 20"
    ));
    let mut ui = Simulator::with_size(settings(), TALL, app.view());
    ui.click(kirk).unwrap();
    ui.tap_key(Key::Named(Named::Backspace));
    ui.typewrite("2");
    ui.tap_key(Key::Named(Named::Enter));
    for m in ui.into_messages().collect::<Vec<_>>() {
        send_and_wait(&mut app, m);
    }
    assert_eq!(
        app.sherwood
            .as_ref()
            .unwrap()
            .roster
            .get("kirk")
            .unwrap()
            .persuasiveness,
        Some(2)
    );
    // Tab moves on: the screen asks for the next field.
    key(&mut app, Key::Named(Named::Tab));
    let unknown_after: usize = app
        .sherwood
        .as_ref()
        .unwrap()
        .roster
        .persons
        .iter()
        .map(|p| Stat::ALL.iter().filter(|s| p.value(**s).is_none()).count())
        .sum();
    assert_eq!(unknown_after, unknown_before - 1);
    let all = app.sherwood.as_ref().unwrap().roster.persons.len() * 3;
    assert!(shows(
        &app,
        &format!(
            "{unknown_after} of {all} values still unknown. Type them from the backs of your counters: persuasiveness (upper right), raid (lower left), donations (lower right). Enter or Tab moves on."
        )
    ));
    // Esc leaves the page for Play, then the game.
    key(&mut app, Key::Named(Named::Escape));
    assert_eq!(screen(&app).tab, sherwood::Tab::Play);
    key(&mut app, Key::Named(Named::Escape));
    assert!(matches!(app.screen, Screen::Home(_)));
}

#[test]
fn escape_closes_an_open_dropdown_before_it_leaves_the_game() {
    let d = dir("escape");
    let mut app = new_game(&d, false);
    // The destination's drop-down opens.
    send(
        &mut app,
        sherwood::Message::Play(play::Message::Menu(Some(("play", 0)))),
    );
    key(&mut app, Key::Named(Named::Escape));
    assert!(
        matches!(app.screen, Screen::Sherwood(_)),
        "the first Esc closes the dropdown"
    );
    key(&mut app, Key::Named(Named::Escape));
    assert!(matches!(app.screen, Screen::Home(_)), "the next leaves");
}

#[test]
fn number_pads_enter_the_seed_and_the_dice_without_a_keyboard() {
    let d = dir("pads");
    let mut app = App::new(Some(d.clone()));
    // Off on the desktop unless asked for; on in a browser.
    assert!(!app.pads());
    send_and_wait(&mut app, Message::Home(home::Message::NumberPads(true)));
    assert!(app.pads());
    // (A digit already in the field is found there first, so none repeats.)
    for digit in ["1", "2", "←", "3"] {
        tap(&mut app, digit);
    }
    let Screen::Home(h) = &app.screen else {
        panic!("not home")
    };
    assert_eq!(h.seed, "13");
    tap(&mut app, "The Sherwood Syndrome");
    assert_eq!(screen(&app).game.seed, 13);
    end_rebel_actions(&mut app);
    space(&mut app); // Pay
    space(&mut app); // End Expenses
    assert_eq!(state(&app).step, TurnStep::KingsMen);
    tap_last(&mut app, "10");
    assert_eq!(screen(&app).play.die, "10");
    // The setting is kept.
    let again = App::new(Some(d));
    assert!(again.pads());
}

#[test]
fn each_tab_keeps_its_own_scroll_position() {
    use iced::widget::operation::AbsoluteOffset;
    use pnp_companion::ui::sherwood::{Action as ScreenAction, Tab};
    let d = dir("scroll");
    let mut app = new_game(&d, false);
    let at = |y: f32| AbsoluteOffset { x: 0.0, y };
    send(&mut app, sherwood::Message::Scrolled(Tab::Play, at(250.0)));
    tap(&mut app, "People");
    send(&mut app, sherwood::Message::Scrolled(Tab::People, at(80.0)));
    tap(&mut app, "Play");
    assert_eq!(screen(&app).scroll.offset(Tab::Play).y, 250.0);
    assert_eq!(screen(&app).scroll.offset(Tab::People).y, 80.0);
    assert_eq!(screen(&app).scroll.offset(Tab::Paragraphs).y, 0.0);
    // Coming back to a tab asks the runtime to put its page back where it was.
    let data = app.sherwood.clone().unwrap();
    let Screen::Sherwood(s) = &mut app.screen else {
        panic!()
    };
    assert!(matches!(
        s.update(&data, sherwood::Message::Tab(Tab::People)),
        ScreenAction::Run(_)
    ));
    assert!(matches!(
        s.update(&data, sherwood::Message::Tab(Tab::People)),
        ScreenAction::None
    ));
}

#[test]
fn a_drop_down_opens_in_the_page_and_closes_with_the_choice() {
    let d = dir("drop-down");
    let mut app = new_game(&d, false);
    assert!(!shows(&app, "Castle Dil"), "closed: no options on the page");
    tap(&mut app, "To which space?");
    assert!(
        shows(&app, "Castle Dil") && shows(&app, "Trott"),
        "open: every space"
    );
    // Esc closes the list first and stays in the game.
    key(&mut app, Key::Named(Named::Escape));
    assert!(!shows(&app, "Castle Dil"));
    assert!(matches!(app.screen, Screen::Sherwood(_)));
    // Picking closes it and shows the choice in the field.
    tap(&mut app, "To which space?");
    tap(&mut app, "Castle Dil");
    assert!(!shows(&app, "To which space?"));
    assert_eq!(screen(&app).play.destination.as_deref(), Some("Castle Dil"));
    // Anything else done closes an open list too.
    tap(&mut app, "Castle Dil");
    assert!(shows(&app, "Trott"));
    tap(&mut app, "Kirk · Enterprise");
    assert!(!shows(&app, "Trott"));
}

/// The newest entry as the page is told it: in the spoken form.
fn newest_entry_said(app: &App) -> (String, Vec<String>) {
    newest_entry_as(app, |w| {
        pnp_companion::i18n::speak(w, pnp_companion::i18n::current())
    })
}

/// The newest entry of the log in effect: what was done, and the lines of what happened.
fn newest_entry(app: &App) -> (String, Vec<String>) {
    newest_entry_as(app, ToString::to_string)
}

fn newest_entry_as(
    app: &App,
    word: impl Fn(&pnp_companion::engine::words::Words) -> String,
) -> (String, Vec<String>) {
    let e = screen(app)
        .game
        .journal
        .entries()
        .last()
        .expect("an entry")
        .clone();
    (word(&e.label), e.event.lines.iter().map(word).collect())
}

/// A screen reader in a browser is told each outcome as the log records it (issue 42): the
/// beaming down, the raid's roll with its die, modifiers and paragraph, the flight's roll.
#[test]
fn each_roll_and_result_is_told_to_the_page_as_the_log_records_it() {
    let d = dir("told");
    remember_values(&d, &[("kirk", Stat::Raid, 2)]);
    let mut app = new_game(&d, false);
    common::ui::listen(&mut app);
    let told = |app: &App, before: u64| -> pnp_companion::ui::platform::Announcement {
        let said = common::ui::heard().pop().expect("the page was told");
        let (label, lines) = newest_entry_said(app);
        let mut words = label.clone();
        for (i, l) in lines.iter().enumerate() {
            words.push_str(match i {
                0 => ": ",
                _ if words.ends_with('.') => " ",
                _ => ". ",
            });
            words.push_str(l);
        }
        assert_eq!(
            said.outcome, words,
            "the newest outcome, as the log shows it"
        );
        assert_eq!(said.outcomes_told, before + 1);
        said
    };
    let opened = app.told_the_page().clone();
    assert_eq!(opened.outcome, "", "a game just opened has no news");
    beam_down(&mut app, &["Kirk", "Spock"], "Trott");
    let beamed = told(&app, opened.outcomes_told);
    assert!(
        beamed.outcome.starts_with("Beam down"),
        "{}",
        beamed.outcome
    );
    end_turn(&mut app, "5");
    // Raid Trott: die 5 + Kirk 2 − squad 3 = 4: paragraph 104, Kirk must flee.
    tap(&mut app, "Trott (2)");
    tap(&mut app, "Raid");
    tap(&mut app, "Kirk");
    send(
        &mut app,
        sherwood::Message::Play(play::Message::Die("5".into())),
    );
    let before = app.told_the_page().outcomes_told;
    tap(&mut app, "Roll");
    let raided = told(&app, before);
    assert!(raided.outcome.contains("104"), "{}", raided.outcome);
    // The flight into a forest: die 1 + 2 − 4.
    send(
        &mut app,
        sherwood::Message::Result(result::Message::To(to("forest"))),
    );
    send(
        &mut app,
        sherwood::Message::Result(result::Message::Die("1".into())),
    );
    tap(&mut app, "Flee (roll)");
    let fled = told(&app, raided.outcomes_told);
    assert!(
        !fled.outcome.contains(".."),
        "one full stop between lines: {}",
        fled.outcome
    );
    // The Log tab shows the same words.
    send(&mut app, sherwood::Message::Tab(sherwood::Tab::Log));
    let shown = common::ui::texts(&app, TALL);
    for l in newest_entry(&app).1 {
        assert!(shown.iter().any(|s| s.trim() == l), "the log shows '{l}'");
    }
}
