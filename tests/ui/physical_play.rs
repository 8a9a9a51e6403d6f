//! Physical play first: every tap kept, every entry checked as it is made, and the app
//! reopens where it was left. Do Not Forsake Me's card picker refuses a card that cannot be
//! drawn at the tap (and keeps the draw), takes a wrong tap back, keeps every card entered
//! across a close and a reopen; a Sherwood choice on a result not yet applied survives a
//! reopen and the app's own "Read paragraph"; the app reopens in the last game, on its tab.

use crate::common;

use common::ui::{run, send_and_wait, settings};
use iced::Size;
use iced_test::Simulator;
use iced_test::selector::Candidate;
use pnp_companion::engine::deck::PlacedCard;
use pnp_companion::games::dnfm::cards::{CardSet, parse_face};
use pnp_companion::games::dnfm::game::DnfmGame;
use pnp_companion::games::dnfm::map::MapStrip;
use pnp_companion::games::dnfm::rules::Action as Act;
use pnp_companion::games::sherwood::space_id::SpaceId;
use pnp_companion::ui::app::Screen;
use pnp_companion::ui::{App, Message, dnfm};
use std::path::PathBuf;

const PHONE: Size = Size::new(420.0, 2400.0);
const WIDE: Size = Size::new(1200.0, 2400.0);

fn dir(name: &str) -> PathBuf {
    common::fresh_dir("pnp-physical", name)
}

fn set() -> &'static CardSet {
    CardSet::builtin().unwrap()
}

fn screen(app: &App) -> &dnfm::DnfmScreen {
    match &app.screen {
        Screen::Dnfm(s) => s,
        _ => panic!("not on the Do Not Forsake Me screen"),
    }
}

/// The text on screen that starts with `prefix` (a card's caption: "2A up: 3").
fn caption(app: &App, size: Size, prefix: &str) -> Option<String> {
    let mut ui = Simulator::with_size(settings(), size, app.view());
    let mut found = None;
    let _ = ui.find(|c: Candidate<'_>| {
        if let Candidate::Text { content, .. } = c
            && content.starts_with(prefix)
            && found.is_none()
        {
            found = Some(content.to_string());
        }
        None::<()>
    });
    found
}

/// Taps the element showing `label` at `size`; the messages it sent, fed to the app.
fn tap(app: &mut App, size: Size, label: &str) -> usize {
    let messages: Vec<Message> = {
        let mut ui = Simulator::with_size(settings(), size, app.view());
        ui.click(label)
            .unwrap_or_else(|e| panic!("no '{label}' on screen: {e:?}"));
        ui.into_messages().collect()
    };
    let n = messages.len();
    for m in messages {
        send_and_wait(app, m);
    }
    n
}

/// Taps the Dice Card lying `way` ("2A up") in the picker.
fn tap_card(app: &mut App, size: Size, way: &str) -> usize {
    let label = caption(app, size, &format!("{way}:"))
        .unwrap_or_else(|| panic!("no card {way} in the picker"));
    tap(app, size, &label)
}

/// A physical game that has met the Narn (its card, 1, set aside), in an app on `dir`.
fn app_meeting_the_narn(dir: &std::path::Path) -> App {
    let mut g = DnfmGame::new_physical(set(), 1, MapStrip::from_stations(&[9]));
    for (a, faces) in [
        (Act::Move(1), vec![]),
        (Act::Continue, vec![]),
        (Act::ScanForEvents, vec!["1Au"]),
        (Act::RevealBounty, vec!["1Au"]),
    ] {
        let faces: Vec<PlacedCard> = faces.iter().map(|f| parse_face(f).unwrap()).collect();
        g.act(set(), a, &faces).unwrap();
    }
    let mut app = App::new(Some(dir.to_path_buf()));
    app.screen = Screen::Dnfm(Box::new(dnfm::DnfmScreen::new(g, "Evening".into())));
    app
}

fn dnfm(app: &mut App, m: dnfm::Message) {
    send_and_wait(app, Message::Dnfm(m));
}

#[test]
fn a_card_already_drawn_is_refused_at_the_tap_and_the_draw_kept() {
    let d = dir("refused");
    let mut app = app_meeting_the_narn(&d);
    dnfm(&mut app, dnfm::Message::Act(Act::Fight));
    dnfm(&mut app, dnfm::Message::Act(Act::Attack));
    assert!(screen(&app).waiting.is_some(), "the attack waits for cards");
    tap_card(&mut app, PHONE, "2A up");
    tap_card(&mut app, PHONE, "3B down");
    assert_eq!(screen(&app).faces.len(), 2);
    // Card 2 lies in this draw already: its other ways cannot be tapped, and say why.
    assert_eq!(tap_card(&mut app, PHONE, "2B up"), 0, "refused at the tap");
    assert!(caption(&app, PHONE, "In this draw: cards 2 and 3").is_some());
    assert_eq!(screen(&app).faces.len(), 2, "the draw is kept");
    assert!(screen(&app).error.is_none());
    // Tapped again as entered, it is taken back, and only it.
    tap_card(&mut app, PHONE, "2A up");
    let faces: Vec<u8> = screen(&app).faces.iter().map(|f| f.card).collect();
    assert_eq!(faces, vec![3]);
    // The Back key takes back the last card only.
    tap_card(&mut app, PHONE, "4A up");
    tap(&mut app, PHONE, "\u{2190} Take back the last card");
    let faces: Vec<u8> = screen(&app).faces.iter().map(|f| f.card).collect();
    assert_eq!(faces, vec![3]);
}

#[test]
fn the_bounty_card_cannot_be_picked_while_set_aside() {
    let d = dir("aside");
    let mut app = app_meeting_the_narn(&d);
    dnfm(&mut app, dnfm::Message::Act(Act::Fight));
    dnfm(&mut app, dnfm::Message::Act(Act::Attack));
    assert_eq!(screen(&app).so_far.set_aside, Some(1));
    for way in ["1A up", "1A down", "1B up", "1B down"] {
        assert_eq!(tap_card(&mut app, PHONE, way), 0, "{way} is set aside");
    }
    assert!(screen(&app).faces.is_empty());
    assert!(
        caption(&app, PHONE, "Under the bounty for this fight: card 1").is_some(),
        "the reason is shown"
    );
}

#[test]
fn four_taps_enter_four_cards_in_the_wide_layout() {
    let d = dir("wide");
    let mut app = app_meeting_the_narn(&d);
    dnfm(&mut app, dnfm::Message::Act(Act::Fight));
    dnfm(&mut app, dnfm::Message::Act(Act::Attack));
    let wanted = screen(&app).so_far.waiting;
    assert!(wanted >= 3, "the attack draws {wanted} cards");
    // Each tap on a fresh frame, as a player taps one card after another.
    for (i, way) in ["2A up", "3A up", "4B down"].into_iter().enumerate() {
        assert_eq!(tap_card(&mut app, WIDE, way), 1, "the tap on {way} landed");
        assert_eq!(screen(&app).faces.len(), i + 1, "{way} entered");
    }
    // On until the round is fought (their attack is drawn too): each card not yet in the
    // draw under way.
    let before = screen(&app).game.journal.entries().len();
    for _ in 0..12 {
        if screen(&app).waiting.is_none() {
            break;
        }
        let pending: Vec<u8> = screen(&app).so_far.pending.iter().map(|p| p.card).collect();
        let next = (2..=6u8).find(|c| !pending.contains(c)).unwrap();
        assert_eq!(tap_card(&mut app, WIDE, &format!("{next}A up")), 1);
    }
    assert!(screen(&app).waiting.is_none(), "the draws completed");
    assert!(
        screen(&app).game.journal.entries().len() > before,
        "the round was fought"
    );
}

/// Where the text starting with `prefix` lies on the page (scrolled to its top).
fn text_bounds(ui: &mut Simulator<'_, Message>, prefix: &str) -> iced::Rectangle {
    let mut found = None;
    let _ = ui.find(|c: Candidate<'_>| {
        if let Candidate::Text {
            content, bounds, ..
        } = c
            && content.starts_with(prefix)
            && found.is_none()
        {
            found = Some(bounds);
        }
        None::<()>
    });
    found.unwrap_or_else(|| panic!("no '{prefix}' on the page"))
}

/// On a phone the picker is taller than the screen and nearly all of it is cards: a swipe
/// that starts on a card scrolls the page and enters nothing, and the tap after it lands on
/// the card now under the finger.
#[test]
fn a_swipe_that_starts_on_a_card_scrolls_the_picker_and_enters_nothing() {
    use iced::{Event, Point, touch};
    let phone = Size::new(420.0, 860.0);
    let d = dir("swipe");
    let mut app = app_meeting_the_narn(&d);
    dnfm(&mut app, dnfm::Message::Act(Act::Fight));
    dnfm(&mut app, dnfm::Message::Act(Act::Attack));
    let messages: Vec<Message> = {
        let mut ui = Simulator::with_size(settings(), phone, app.view());
        let two = text_bounds(&mut ui, "2A up:");
        let four = text_bounds(&mut ui, "4A up:");
        let at = two.center();
        assert!(at.y < phone.height, "card 2 starts on screen");
        let rows = four.center_y() - two.center_y();
        let finger = touch::Finger(7);
        let mut swipe = vec![Event::Touch(touch::Event::FingerPressed {
            id: finger,
            position: at,
        })];
        for step in 1..=10 {
            swipe.push(Event::Touch(touch::Event::FingerMoved {
                id: finger,
                position: Point::new(at.x, at.y - rows * step as f32 / 10.0),
            }));
        }
        swipe.push(Event::Touch(touch::Event::FingerLifted {
            id: finger,
            position: Point::new(at.x, at.y - rows),
        }));
        ui.point_at(at);
        let _ = ui.simulate(swipe);
        let _ = ui.simulate([
            Event::Touch(touch::Event::FingerPressed {
                id: finger,
                position: at,
            }),
            Event::Touch(touch::Event::FingerLifted {
                id: finger,
                position: at,
            }),
        ]);
        ui.into_messages().collect()
    };
    assert!(
        messages.iter().any(|m| matches!(
            m,
            Message::Dnfm(dnfm::Message::Scrolled(o)) if o.y > 100.0
        )),
        "the page reports where the swipe left it (the screen keeps its place)"
    );
    for m in messages {
        send_and_wait(&mut app, m);
    }
    let faces: Vec<String> = screen(&app)
        .faces
        .iter()
        .map(|f| format!("{}{:?}", f.card, f.orientation.side))
        .collect();
    assert_eq!(
        faces.len(),
        1,
        "the swipe entered nothing, the tap one card: {faces:?}"
    );
    assert_eq!(
        screen(&app).faces[0].card,
        4,
        "the tap landed on the card two rows down, now under the finger"
    );
}

#[test]
fn cards_entered_survive_a_reopen() {
    let d = dir("reopen-cards");
    let mut app = app_meeting_the_narn(&d);
    dnfm(&mut app, dnfm::Message::Act(Act::Fight));
    dnfm(&mut app, dnfm::Message::Act(Act::Attack));
    tap_card(&mut app, PHONE, "2A up");
    tap_card(&mut app, PHONE, "3B down");
    assert!(app.all_saved(), "every tap is saved");
    // The app closes (or the machine crashes) and opens again: the game, the action under
    // way and both cards are back.
    drop(app);
    let mut again = App::new(Some(d));
    let t = again.reopen();
    run(&mut again, t);
    let s = screen(&again);
    assert!(s.waiting.is_some(), "the attack still waits for cards");
    let faces: Vec<String> = s.faces.iter().map(|f| format!("{}", f.card)).collect();
    assert_eq!(faces, ["2", "3"]);
    assert!(caption(&again, PHONE, "Entered ").is_some());
}

#[test]
fn the_app_reopens_in_the_last_game_on_its_tab() {
    let d = dir("reopen-game");
    let mut app = app_meeting_the_narn(&d);
    dnfm(&mut app, dnfm::Message::Act(Act::Evade));
    dnfm(&mut app, dnfm::Message::Tab(dnfm::Tab::Log));
    drop(app);
    let mut again = App::new(Some(d.clone()));
    let t = again.reopen();
    run(&mut again, t);
    assert_eq!(screen(&again).tab, dnfm::Tab::Log, "on the tab it showed");
    assert_eq!(screen(&again).name, "Evening");
    // Home is one tap away, and a start from Home stays at Home.
    dnfm(&mut again, dnfm::Message::Home);
    drop(again);
    let mut third = App::new(Some(d.clone()));
    let t = third.reopen();
    run(&mut third, t);
    assert!(
        matches!(third.screen, Screen::Home(_)),
        "left at Home, opened at Home"
    );
    // With the setting off, the app opens at Home whatever was open.
    let t = third.update(Message::Home(pnp_companion::ui::home::Message::ReopenLast(
        false,
    )));
    run(&mut third, t);
    let t = third.update(Message::Home(pnp_companion::ui::home::Message::Continue(0)));
    run(&mut third, t);
    assert!(matches!(third.screen, Screen::Dnfm(_)));
    drop(third);
    let mut fourth = App::new(Some(d));
    let t = fourth.reopen();
    run(&mut fourth, t);
    assert!(
        matches!(fourth.screen, Screen::Home(_)),
        "the setting is off"
    );
}

#[test]
fn a_choice_on_a_sherwood_result_survives_read_paragraph_and_a_reopen() {
    use common::sherwood::chart_data;
    use pnp_companion::games::sherwood::PersonId;
    use pnp_companion::games::sherwood::actions::{Action, Verb};
    use pnp_companion::games::sherwood::game::{PlayMode, SherwoodGame};
    use pnp_companion::games::sherwood::pending::Task;
    use pnp_companion::games::sherwood::state::{DEFAULT_NEUTRAL_SPACES, SetupDraw};
    use pnp_companion::ui::sherwood::{self, SherwoodScreen, play, result};
    let d = dir("sherwood-choice");
    let data = chart_data();
    let mut g = SherwoodGame::new(
        &data,
        5,
        PlayMode::Physical,
        SetupDraw::Digital,
        &DEFAULT_NEUTRAL_SPACES.map(String::from),
    );
    let crew = vec!["kirk".into(), "spock".into()];
    g.act(
        &data,
        Action::BeamDown {
            persons: crew,
            to: SpaceId::new("Trott"),
        },
        &[],
    )
    .unwrap();
    for a in [
        Action::EndRebelActions,
        Action::PayExpenses,
        Action::EndExpenses,
        Action::EndKingsMen,
        Action::RoyalPartyMoves { into: None },
        Action::EndTurn,
    ] {
        g.act(&data, a, &[9]).unwrap();
    }
    let mut app = App::new(Some(d.clone()));
    app.screen = Screen::Sherwood(Box::new(SherwoodScreen::new(g, "Evening".into(), &data)));
    app.sherwood = Some(data.clone());
    let sw = |app: &mut App, m: sherwood::Message| send_and_wait(app, Message::Sherwood(m));
    // Kirk raids Trott with the player's die: 2 + raid 3 − 3 (the squad) = 2: paragraph 102,
    // half the raiders injured (the player chooses) and all flee.
    sw(
        &mut app,
        sherwood::Message::Play(play::Message::Space(SpaceId::new("Trott"))),
    );
    sw(
        &mut app,
        sherwood::Message::Play(play::Message::Verb(Verb::Raid)),
    );
    sw(
        &mut app,
        sherwood::Message::Play(play::Message::Actor("kirk".into())),
    );
    sw(
        &mut app,
        sherwood::Message::Play(play::Message::Die("2".into())),
    );
    sw(&mut app, sherwood::Message::Play(play::Message::Roll));
    let waiting = |app: &App| match &app.screen {
        Screen::Sherwood(s) => s.game.state().todo.first().map(|t| t.task.clone()),
        _ => None,
    };
    assert!(
        matches!(waiting(&app), Some(Task::Confirm { .. })),
        "a choice waits"
    );
    sw(
        &mut app,
        sherwood::Message::Result(result::Message::Pick("spock".into())),
    );
    // The app's own "Read paragraph" keeps the choice.
    sw(
        &mut app,
        sherwood::Message::Result(result::Message::Read(102)),
    );
    let picked = |app: &App| match &app.screen {
        Screen::Sherwood(s) => s.result.chosen.picked.clone(),
        _ => panic!("not on the Sherwood screen"),
    };
    assert_eq!(
        picked(&app),
        vec![PersonId::from("spock")],
        "kept after reading"
    );
    assert!(app.all_saved());
    drop(app);
    let mut again = App::new(Some(d));
    let t = again.reopen();
    run(&mut again, t);
    assert_eq!(
        picked(&again),
        vec![PersonId::from("spock")],
        "kept across a reopen"
    );
    let tab = match &again.screen {
        Screen::Sherwood(s) => s.tab,
        _ => panic!("not reopened in the game"),
    };
    assert_eq!(tab, sherwood::Tab::Paragraphs, "on the tab it showed");
}

/// A physical Do Not Forsake Me game played to its end through the screen: every card
/// tapped in the picker as a player would (a card the picker refuses is never tapped; the
/// cards the player draws are the player's own, here a fixed walk through the deck), the
/// choices taken on the screen's buttons, the obvious step where there is no choice.
#[test]
fn a_physical_game_is_played_to_its_end_with_the_picker() {
    use pnp_companion::games::dnfm::game::CardRefusal;
    use pnp_companion::games::dnfm::state::GameEnd;
    let d = dir("to-the-end");
    let mut g = DnfmGame::new_physical(set(), 3, MapStrip::from_stations(&[5, 11]));
    g.act(set(), Act::Move(1), &[]).unwrap();
    let mut app = App::new(Some(d));
    app.screen = Screen::Dnfm(Box::new(dnfm::DnfmScreen::new(g, "To the end".into())));
    let mut walk = 0u32;
    let mut taps = 0;
    for _ in 0..4000 {
        let s = screen(&app);
        if s.game.state().end.is_some() {
            break;
        }
        if s.waiting.is_some() {
            // The next card in the player's walk that the picker lets them tap.
            let (card, way) = loop {
                walk += 1;
                let card = u8::try_from(walk % 6).unwrap() + 1;
                let way = ["A up", "B down", "A down", "B up"][(walk / 6 % 4) as usize];
                if s.so_far.refusal(card) != Some(CardRefusal::SetAside)
                    && s.so_far.refusal(card).is_none()
                {
                    break (card, way);
                }
            };
            assert_eq!(tap_card(&mut app, PHONE, &format!("{card}{way}")), 1);
            taps += 1;
            continue;
        }
        let state = s.game.state().clone();
        let m = match s.next_step(set()) {
            Some(m) => m,
            None => {
                let choices = DnfmGame::choices(set(), &state);
                // Move 2, dock, fight, attack on: a player after the bounties.
                let pick = choices
                    .iter()
                    .find(|a| matches!(a, Act::Move(2) | Act::Dock | Act::Fight | Act::Attack))
                    .or_else(|| choices.first())
                    .copied()
                    .unwrap_or(Act::Continue);
                dnfm::Message::Act(pick)
            }
        };
        dnfm(&mut app, m);
    }
    let end = screen(&app).game.state().end;
    assert!(
        matches!(end, Some(GameEnd::Won | GameEnd::Lost)),
        "the game reached its end ({taps} cards tapped)"
    );
    assert!(taps > 20, "{taps} cards tapped");
    let line = common::record::dnfm_line(&screen(&app).game);
    let link = common::share::dnfm_by_link(&screen(&app).game);
    common::share::readme_gives("Do Not Forsake Me, physical, to its end", &[taps, link]);
    assert!(
        line.physical,
        "the record says it was played with the player's cards"
    );
}

/// Where the text starting with `prefix` is drawn, and the part of it on screen.
fn drawn_at(
    ui: &mut Simulator<'_, Message>,
    prefix: &str,
) -> Option<(iced::Rectangle, Option<iced::Rectangle>)> {
    ui.find(|c: Candidate<'_>| match c {
        Candidate::Text {
            content,
            bounds,
            visible_bounds,
            ..
        } if content.starts_with(prefix) => Some((bounds, visible_bounds)),
        _ => None,
    })
    .ok()
}

/// Whether the text starting with `prefix` is wholly on screen, unscrolled.
fn wholly_on_screen(ui: &mut Simulator<'_, Message>, prefix: &str) -> bool {
    drawn_at(ui, prefix)
        .is_some_and(|(bounds, visible)| visible.is_some_and(|v| v.height >= bounds.height - 0.5))
}

/// The whole picker is on screen at once, on a phone and in a wide window: what the draw is
/// for, which card is next, where it stands, all six rows of cards and the draw's own
/// buttons, with no scroll. The last round's dice are not shown while the next round's cards
/// are entered.
#[test]
fn the_whole_picker_fits_the_screen() {
    for size in [
        Size::new(420.0, 860.0),
        Size::new(412.0, 915.0),
        Size::new(1280.0, 900.0),
    ] {
        let d = dir(&format!("fit-{}", size.width));
        let mut app = app_meeting_the_narn(&d);
        dnfm(&mut app, dnfm::Message::Act(Act::Fight));
        dnfm(&mut app, dnfm::Message::Act(Act::Attack));
        tap_card(&mut app, PHONE, "2A up");
        let mut ui = Simulator::with_size(settings(), size, app.view());
        for prefix in [
            "Your attack: draw",
            "Tap card 2 of",
            "Entered ",
            "1A up:",
            "6A up:",
            "6B down:",
            "\u{2190} Take back",
            "Cancel",
        ] {
            assert!(
                wholly_on_screen(&mut ui, prefix),
                "'{prefix}' is not wholly on screen at {size:?}"
            );
        }
        // The header's lines end above the first row of cards: none is cut off by its
        // fixed height (the first row's caption sits in the middle of its card, a good
        // 20 px below the row's top).
        let (first_row, _) = drawn_at(&mut ui, "1A up:").unwrap();
        for prefix in ["Your attack: draw", "Tap card 2 of", "Entered "] {
            let (b, _) = drawn_at(&mut ui, prefix).unwrap();
            assert!(
                b.y + b.height <= first_row.y - 20.0,
                "'{prefix}' runs past the header at {size:?}: {b:?}, first row {first_row:?}"
            );
        }
    }
}

/// An attack draw never shows a plain sum: the cannon counts its white positions, so the
/// Combat Value is told once every card is in; the bounty's draw then says what it must beat.
#[test]
fn an_attack_draw_shows_the_combat_value_as_the_cannon_counts_it() {
    let d = dir("attack-cv");
    let mut app = app_meeting_the_narn(&d);
    dnfm(&mut app, dnfm::Message::Act(Act::Fight));
    dnfm(&mut app, dnfm::Message::Act(Act::Attack));
    let wanted = screen(&app).so_far.waiting;
    assert!(wanted >= 3, "an attack draws three cards or more");
    for way in ["2A up", "3A up"] {
        tap_card(&mut app, PHONE, way);
    }
    assert!(
        caption(&app, PHONE, "Entered ").is_some_and(
            |t| t == "Entered 3 and 2 · 2 more cards" || t == "Entered 3 and 2 · 1 more card"
        ),
        "the cards entered, never added up"
    );
    let ways = ["4A up", "5A up", "6A up"];
    for way in ways.iter().take(wanted - 2) {
        tap_card(&mut app, PHONE, way);
    }
    // Every card of the attack is in: its line gives the Combat Value as counted, and the
    // bounty's draw says what it must reach.
    let cv = screen(&app)
        .so_far
        .told
        .iter()
        .find_map(|l| {
            l.to_string()
                .rsplit_once("→ CV ")
                .map(|(_, v)| v.to_string())
        })
        .expect("the attack's line gives its Combat Value");
    assert!(caption(&app, PHONE, &format!("Your Combat Value: {cv}")).is_some());
    let beat: i32 = cv.parse::<i32>().unwrap() + 1;
    assert!(
        caption(&app, PHONE, "The bounty's attack: draw")
            .is_some_and(|t| t.ends_with(&format!("they need {beat} or more to win the round")))
    );
}

/// An event's damage card with the crew icon draws a card for the crew check: both are drawn
/// among the cards of the action, as a lost round's are.
#[test]
fn an_events_crew_check_card_is_drawn_with_its_damage_card() {
    let mut g = DnfmGame::new_physical(set(), 1, MapStrip::from_stations(&[9]));
    g.act(set(), Act::Move(2), &[]).unwrap();
    g.act(set(), Act::Continue, &[]).unwrap();
    let mut app = App::new(Some(dir("event-crew-check")));
    app.screen = Screen::Dnfm(Box::new(dnfm::DnfmScreen::new(g, "Evening".into())));
    dnfm(&mut app, dnfm::Message::Act(Act::ScanForEvents));
    // 6 + 4: ED 10, Space Madness; NavComm 1 + 1 falls short; its damage card 1A up shows
    // the crew icon, and the crew check 4A up is a 1: a crewman is lost.
    for face in ["1Ad", "2Ad", "1Au", "2Bu", "1Au", "4Au"] {
        dnfm(&mut app, dnfm::Message::Face(parse_face(face).unwrap()));
    }
    assert!(screen(&app).waiting.is_none(), "the scan is done");
    assert_eq!(screen(&app).game.state().systems.crew, 7);
    assert!(
        caption(&app, PHONE, "card 4A").is_some(),
        "the crew check card is drawn"
    );
}

/// The Space bar while a draw is under way is refused with the reason, in the picker's
/// header, and nothing changes.
#[test]
fn the_space_bar_during_a_draw_is_refused_in_words() {
    use iced::keyboard::{Key, Modifiers, key::Named};
    let mut app = app_meeting_the_narn(&dir("space-drawing"));
    dnfm(&mut app, dnfm::Message::Act(Act::Fight));
    dnfm(&mut app, dnfm::Message::Act(Act::Attack));
    tap_card(&mut app, PHONE, "2A up");
    let before = screen(&app).game.clone();
    let t = app.key(Key::Named(Named::Space), Modifiers::default());
    run(&mut app, t);
    assert_eq!(screen(&app).game, before, "nothing changed");
    assert_eq!(screen(&app).faces.len(), 1, "the card entered is kept");
    assert!(caption(&app, PHONE, "Finish this draw first").is_some());
}

/// Enters `faces` one at a time, as taps on the picker would.
fn enter(app: &mut App, faces: &[&str]) {
    for face in faces {
        dnfm(app, dnfm::Message::Face(parse_face(face).unwrap()));
    }
}

/// A lost round stays lost: at its combat-damage draw, Cancel, Undo and Take back take back
/// no card of the round (each says why, where the finger is), and the round reaches the log
/// with the damage card entered.
#[test]
fn a_lost_rounds_damage_draw_cannot_be_cancelled_away() {
    use iced::keyboard::{Key, Modifiers};
    let mut app = app_meeting_the_narn(&dir("lost-round-cancel"));
    dnfm(&mut app, dnfm::Message::Act(Act::Fight));
    dnfm(&mut app, dnfm::Message::Act(Act::Attack));
    let entries = screen(&app).game.journal.entries().len();
    // Yours: CV 3; theirs: CV 4. The round is lost and its damage card is asked for.
    enter(&mut app, &["2Au", "3Au", "4Au", "5Au", "2Au", "3Au", "4Au"]);
    assert_eq!(
        screen(&app).so_far.draw,
        Some(pnp_companion::games::dnfm::rules::DrawFor::CombatDamage)
    );
    let round = screen(&app).faces.clone();
    assert_eq!(round.len(), 7);
    assert_eq!(screen(&app).decided(), 7);

    tap(&mut app, PHONE, "Clear this draw");
    assert_eq!(screen(&app).faces, round, "Cancel keeps the round");
    assert!(caption(&app, PHONE, "The draws before this one are complete").is_some());
    let t = app.key(Key::Character("z".into()), Modifiers::CTRL);
    run(&mut app, t);
    assert_eq!(screen(&app).faces, round, "Undo keeps the round");
    tap(&mut app, PHONE, "\u{2190} Take back the last card");
    assert_eq!(screen(&app).faces, round, "Take back keeps the round");
    assert!(
        screen(&app).waiting.is_some(),
        "the damage card is still asked for"
    );
    assert_eq!(screen(&app).game.journal.entries().len(), entries);

    // The damage card being entered may be taken back, and then entered again.
    enter(&mut app, &["6Au"]);
    let s = screen(&app);
    assert!(s.waiting.is_none(), "the round is done");
    assert_eq!(s.game.journal.entries().len(), entries + 1);
    let logged = &s.game.journal.entries().last().unwrap().event;
    assert_eq!(&logged.entered[..7], &round[..], "the round is in the log");
    assert!(
        logged
            .lines
            .iter()
            .any(|l| l.to_string().starts_with("Damage: ")),
        "its damage is taken: {:?}",
        logged.lines
    );
}

/// Undo in the middle of a physical draw takes back the last card entered only; the cards
/// of a draw already complete (the event scan) stay, and Undo says so.
#[test]
fn undo_during_a_draw_takes_back_one_card() {
    let mut g = DnfmGame::new_physical(set(), 1, MapStrip::from_stations(&[9]));
    g.act(set(), Act::Move(2), &[]).unwrap();
    g.act(set(), Act::Continue, &[]).unwrap();
    let mut app = App::new(Some(dir("undo-one-card")));
    app.screen = Screen::Dnfm(Box::new(dnfm::DnfmScreen::new(g, "Evening".into())));
    dnfm(&mut app, dnfm::Message::Act(Act::ScanForEvents));
    // Two event cards (ED 10), then the NavComm check's first card.
    enter(&mut app, &["1Ad", "2Ad", "1Au"]);
    assert_eq!(screen(&app).faces.len(), 3);
    dnfm(&mut app, dnfm::Message::Undo);
    let faces: Vec<PlacedCard> = ["1Ad", "2Ad"]
        .iter()
        .map(|f| parse_face(f).unwrap())
        .collect();
    assert_eq!(screen(&app).faces, faces, "one card taken back");
    dnfm(&mut app, dnfm::Message::Undo);
    assert_eq!(screen(&app).faces, faces, "the event scan stays");
    assert!(caption(&app, PHONE, "The draws before this one are complete").is_some());
    // Cancel before any draw is complete leaves the action, as before.
    let mut app = app_meeting_the_narn(&dir("undo-leaves"));
    dnfm(&mut app, dnfm::Message::Act(Act::Fight));
    dnfm(&mut app, dnfm::Message::Act(Act::Attack));
    enter(&mut app, &["2Au"]);
    tap(&mut app, PHONE, "Cancel");
    assert!(
        screen(&app).waiting.is_none(),
        "nothing was decided: the action is left"
    );
}

/// A NavComm check that no draw can pass is said to be out of reach, and the cards are
/// still asked for (point 8: at Event Detection 16, two cards make at most 12). With the
/// NavComm down to one card, any event detected above 6 is out of reach; at two cards
/// none of turn 1's is.
#[test]
fn a_check_out_of_reach_is_flagged_and_still_drawn() {
    let (mut flagged, mut clear) = (0, 0);
    for navcomm in [1, 2, 3] {
        let (f, c) = checks_out_of_reach(navcomm);
        flagged += f;
        clear += c;
    }
    assert!(
        flagged > 0 && clear > 0,
        "{flagged} checks out of reach, {clear} within reach"
    );
}

/// The scans of turn 1 with the NavComm at `navcomm`: how many left the check out of
/// reach (flagged), and how many did not.
fn checks_out_of_reach(navcomm: u8) -> (usize, usize) {
    use pnp_companion::games::dnfm::game::Snapshot;
    use pnp_companion::games::dnfm::rules::DrawFor;
    let mut g = DnfmGame::new_physical(set(), 1, MapStrip::from_stations(&[9]));
    g.act(set(), Act::Move(2), &[]).unwrap();
    g.act(set(), Act::Continue, &[]).unwrap();
    let mut snap: Snapshot = g.journal.current().clone();
    snap.state.systems.navcomm = navcomm;
    g.journal = pnp_companion::engine::journal::Journal::new(snap);
    let ways = ["Au", "Ad", "Bu", "Bd"];
    let (mut checked, mut clear) = (0, 0);
    for a in 1..=6u8 {
        for b in (1..=6u8).filter(|b| *b != a) {
            for wa in ways {
                for wb in ways {
                    let mut screen = dnfm::DnfmScreen::new(g.clone(), "Evening".into());
                    screen.update(set(), dnfm::Message::Act(Act::ScanForEvents));
                    for f in [format!("{a}{wa}"), format!("{b}{wb}")] {
                        screen.update(set(), dnfm::Message::Face(parse_face(&f).unwrap()));
                    }
                    let Some(DrawFor::EventCheck { needed }) = screen.so_far.draw else {
                        continue;
                    };
                    let mut app = App::new(Some(dir("out-of-reach")));
                    app.rules_data();
                    let cards = screen.so_far.waiting;
                    app.screen = Screen::Dnfm(Box::new(screen));
                    let note = caption(&app, PHONE, "The best these cards can make is");
                    // A card shows 6 at best: n cards make at most 6n.
                    let out_of_reach = needed > 6 * cards as u32;
                    assert_eq!(
                        note.is_some(),
                        out_of_reach,
                        "scan {a}{wa} {b}{wb}: {cards} cards against {needed}: {note:?}"
                    );
                    if out_of_reach {
                        checked += 1;
                        assert!(screen_waits(&app), "the cards are still asked for");
                    } else {
                        clear += 1;
                    }
                }
            }
        }
    }
    (checked, clear)
}

fn screen_waits(app: &App) -> bool {
    screen(app).waiting.is_some()
}

/// Point 7: wrong presses are said where the finger is. A quadrant of the map tapped after
/// the first move says why under the map; a log entry tapped on the Log tab during a draw
/// says why on the Log tab.
#[test]
fn refusals_are_said_where_the_finger_is() {
    let mut app = app_meeting_the_narn(&dir("refusals-in-place"));
    dnfm(&mut app, dnfm::Message::ToggleStation(4));
    assert!(
        caption(&app, PHONE, "The map is laid out").is_some(),
        "said under the map"
    );
    assert!(
        !screen(&app).game.state().map.is_station(4),
        "nothing changed"
    );
    dnfm(&mut app, dnfm::Message::Act(Act::Fight));
    dnfm(&mut app, dnfm::Message::Act(Act::Attack));
    assert!(
        caption(&app, PHONE, "The map is laid out").is_none(),
        "it goes"
    );
    dnfm(&mut app, dnfm::Message::Tab(dnfm::Tab::Log));
    dnfm(&mut app, dnfm::Message::GoTo(Some(0)));
    assert!(
        caption(&app, PHONE, "Finish this draw first").is_some(),
        "said on the Log tab"
    );
}

/// The data folder as a second window sees it while the first plays: every save in use.
#[derive(Debug)]
struct PlayedElsewhere(pnp_companion::store::storage::FileStorage);

impl pnp_companion::store::storage::Storage for PlayedElsewhere {
    fn read(&self, key: &str) -> Result<Option<String>, pnp_companion::store::StoreError> {
        self.0.read(key)
    }
    fn write(
        &self,
        key: &str,
        contents: &[u8],
        replaceable: &dyn Fn(&str) -> bool,
    ) -> Result<(), pnp_companion::store::StoreError> {
        self.0.write(key, contents, replaceable)
    }
    fn replace(&self, key: &str, contents: &[u8]) -> Result<(), pnp_companion::store::StoreError> {
        self.0.replace(key, contents)
    }
    fn list(&self, folder: &str) -> Result<Vec<String>, pnp_companion::store::StoreError> {
        self.0.list(folder)
    }
    fn remove(&self, key: &str) -> Result<(), pnp_companion::store::StoreError> {
        self.0.remove(key)
    }
    fn locate(&self, key: &str) -> PathBuf {
        self.0.locate(key)
    }
    fn hold(
        &self,
        key: &str,
    ) -> Result<pnp_companion::store::lock::Held, pnp_companion::store::StoreError> {
        Err(pnp_companion::store::StoreError::OpenInAnotherTab {
            path: self.0.locate(key),
        })
    }
}

#[test]
fn a_second_window_told_the_game_is_open_leaves_the_first_ones_reopen_be() {
    let d = dir("reopen-elsewhere");
    let mut app = app_meeting_the_narn(&d);
    dnfm(&mut app, dnfm::Message::Act(Act::Evade));
    dnfm(&mut app, dnfm::Message::Tab(dnfm::Tab::Log));
    drop(app);
    let settings_before = std::fs::read_to_string(d.join("settings.json")).unwrap();
    assert!(settings_before.contains("last_open"), "{settings_before}");
    let storage = std::sync::Arc::new(PlayedElsewhere(
        pnp_companion::store::storage::FileStorage::new(&d),
    ));
    let mut second = App::with_storage(Some(storage));
    let t = second.reopen();
    run(&mut second, t);
    assert!(matches!(second.screen, Screen::Home(_)), "stays at Home");
    let told = second.notice().unwrap_or_default().to_string();
    assert!(told.contains("another tab"), "{told}");
    // Home comes and goes, settings change: the first window's game still reopens.
    send_and_wait(
        &mut second,
        Message::Home(pnp_companion::ui::home::Message::Help),
    );
    send_and_wait(
        &mut second,
        Message::Home(pnp_companion::ui::home::Message::NumberPads(true)),
    );
    let after = std::fs::read_to_string(d.join("settings.json")).unwrap();
    let last = |s: &str| serde_json::from_str::<serde_json::Value>(s).unwrap()["last_open"].clone();
    assert_eq!(last(&after), last(&settings_before), "{after}");
}
