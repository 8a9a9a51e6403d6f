//! No dead end without a keyboard: a physical game of The Sherwood Syndrome played at a
//! phone's size (412 × 915) with taps alone, as a player with their own dice and counters
//! would: the Neutrals placed, a beam down, a King's Men roll and a recruiting roll that land
//! on chart cells the app does not know yet (entered with the cell picker), a counter value
//! entered with its pad, to the end of the second turn. No key event and no typed text: every
//! entry is a tap, and a page too long for the screen is scrolled to what is tapped.

use crate::common;

use common::ui::{send_and_wait, settings};
use iced::mouse::ScrollDelta;
use iced::{Event, Point, Rectangle, Size, mouse, touch};
use iced_test::Simulator;
use iced_test::selector::Candidate;
use pnp_companion::games::sherwood::state::{SetupDraw, SherwoodState, Side, TurnStep};
use pnp_companion::ui::app::Screen;
use pnp_companion::ui::{App, Message, home};
use std::path::PathBuf;

const PHONE: Size = Size::new(412.0, 915.0);

fn dir(name: &str) -> PathBuf {
    common::fresh_dir("pnp-taps", name)
}

#[derive(Clone, Copy)]
enum Which<'a> {
    First,
    Last,
    /// The first below the first text that reads this (a pad's key under its field).
    Below(&'a str),
}

/// Every text reading exactly `label`: where it is drawn now (its bounds moved by the
/// scrolling of the pages it is in) and the part of it on screen.
fn found(ui: &mut Simulator<'_, Message>, label: &str) -> Vec<(Rectangle, Option<Rectangle>)> {
    let mut scrolls: Vec<(Rectangle, iced::Vector)> = Vec::new();
    let mut all = Vec::new();
    let _ = ui.find(|c: Candidate<'_>| {
        match c {
            Candidate::Scrollable {
                content_bounds,
                translation,
                ..
            } => scrolls.push((content_bounds, translation)),
            Candidate::Text {
                content,
                bounds,
                visible_bounds,
                ..
            } if content == label => {
                let shift = scrolls
                    .iter()
                    .filter(|(area, _)| area.contains(bounds.center()))
                    .fold(iced::Vector::ZERO, |a, (_, t)| a + *t);
                all.push((bounds - shift, visible_bounds));
            }
            _ => {}
        }
        None::<()>
    });
    all
}

fn texts(ui: &mut Simulator<'_, Message>) -> Vec<String> {
    let mut all = Vec::new();
    let _ = ui.find(|c: Candidate<'_>| {
        if let Candidate::Text {
            content,
            visible_bounds: Some(_),
            ..
        } = c
        {
            all.push(content.to_string());
        }
        None::<()>
    });
    all
}

fn on_screen(visible: Option<Rectangle>, bounds: Rectangle) -> bool {
    visible.is_some_and(|v| {
        v.height >= bounds.height - 1.0 && v.y >= 0.0 && v.y + v.height <= PHONE.height
    })
}

/// Scrolls the page under the finger until the text `label` is whole on screen, then taps it
/// (finger down, finger up), and gives the app what the tap sent.
fn tap_at(app: &mut App, label: &str, which: Which) {
    let messages: Vec<Message> = {
        let mut ui = Simulator::with_size(settings(), PHONE, app.view());
        let mut target = None;
        for _ in 0..30 {
            let all = found(&mut ui, label);
            let chosen = match which {
                Which::First => all.into_iter().next(),
                Which::Last => all.into_iter().last(),
                Which::Below(anchor) => {
                    let top = found(&mut ui, anchor)
                        .first()
                        .map(|(b, _)| b.y)
                        .unwrap_or_else(|| panic!("no '{anchor}' to look below"));
                    all.into_iter().find(|(b, _)| b.y > top)
                }
            };
            let Some((bounds, visible)) = chosen else {
                let shown = texts(&mut ui);
                panic!("no '{label}' anywhere; on screen: {shown:?}");
            };
            if on_screen(visible, bounds) {
                target = Some(bounds);
                break;
            }
            // The page scrolls under a wheel (or a swipe) over it: bring the text to the middle.
            let by = bounds.center_y() - PHONE.height * 0.45;
            ui.point_at(Point::new(bounds.center_x(), PHONE.height * 0.45));
            let _ = ui.simulate([Event::Mouse(mouse::Event::WheelScrolled {
                delta: ScrollDelta::Pixels { x: 0.0, y: -by },
            })]);
        }
        let Some(bounds) = target else {
            let shown = texts(&mut ui);
            panic!("'{label}' could not be scrolled onto the screen; on screen: {shown:?}");
        };
        let finger = touch::Finger(0);
        let at = bounds.center();
        ui.point_at(at);
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
    let taps = messages
        .iter()
        .filter(|m| {
            !matches!(
                m,
                Message::Sherwood(pnp_companion::ui::sherwood::Message::Scrolled(..))
            )
        })
        .count();
    assert!(taps > 0, "tapping '{label}' did nothing");
    for m in messages {
        send_and_wait(app, m);
    }
}

fn tap_below(app: &mut App, label: &str, anchor: &str) {
    tap_at(app, label, Which::Below(anchor));
}

fn tap(app: &mut App, label: &str) {
    tap_at(app, label, Which::First);
}

fn tap_last(app: &mut App, label: &str) {
    tap_at(app, label, Which::Last);
}

fn shows(app: &App, label: &str) -> bool {
    let mut ui = Simulator::with_size(settings(), PHONE, app.view());
    !found(&mut ui, label).is_empty()
}

fn state(app: &App) -> &SherwoodState {
    match &app.screen {
        Screen::Sherwood(s) => s.game.state(),
        _ => panic!("not on the Sherwood screen"),
    }
}

/// The die the player rolled, tapped on the pad under the die field (the last one on screen).
fn die(app: &mut App, face: &str) {
    tap_last(app, face);
}

#[test]
fn two_physical_turns_by_taps_alone_on_a_phone() {
    let mut app = App::new(Some(dir("phone")));
    // A phone: number pads on (a browser has them on by default), physical play.
    tap(
        &mut app,
        "Number pads for dice and numbers (a touch screen)",
    );
    tap(&mut app, "Physical");
    tap(&mut app, "The Sherwood Syndrome");
    {
        let Screen::Sherwood(s) = &app.screen else {
            panic!("the game did not open")
        };
        assert_eq!(s.game.setup.draw, SetupDraw::Physical);
    }

    // Where the Neutrals landed: who, then where.
    assert!(shows(&app, "Where did your Neutrals land?"));
    tap(&mut app, "Jink");
    tap(&mut app, "Where does this one stand?");
    tap_last(&mut app, "Trott");
    tap(&mut app, "Jink stands at Trott");
    assert!(state(&app).person("jink").unwrap().location.is("Trott"));
    tap(&mut app, "That is all, or later");

    // Turn 1: Kirk and Spock beam down to Trott.
    tap(&mut app, "Kirk · Enterprise");
    tap(&mut app, "Spock · Enterprise");
    tap(&mut app, "To which space?");
    tap_last(&mut app, "Trott");
    tap(&mut app, "Beam down");
    assert!(state(&app).person("kirk").unwrap().location.is("Trott"));
    tap(&mut app, "End Rebel Actions");
    if state(&app).step == TurnStep::RebelActions {
        tap_last(&mut app, "End Rebel Actions");
    }
    tap(&mut app, "Pay 1 gold");
    tap(&mut app, "End Rebel Expenses");
    assert_eq!(state(&app).step, TurnStep::KingsMen);

    // The squad at Trott, where your people are, rolls: the player's die, then the cell.
    die(&mut app, "7");
    tap(&mut app, "Roll");
    assert!(
        shows(
            &app,
            "Tap the parts as the cell prints them (MN moves the squad):"
        ),
        "the King's Men cell is asked for by taps"
    );
    tap(&mut app, "N");
    assert!(shows(&app, "This cell: The squad does nothing"));
    tap(&mut app, "Remember");
    assert!(state(&app).todo.is_empty(), "the kept roll resolved");
    tap(&mut app, "End King's Men Actions");

    // The Royal Party leaves for Farnosh Bridge: the player's die for Fealty.
    die(&mut app, "9");
    tap(&mut app, "Move to Farnosh Bridge (roll Fealty)");
    tap(&mut app, "End the turn");
    assert_eq!(state(&app).turn, 2);

    // Turn 2: Spock tries to recruit Jink at Trott. Spock's persuasiveness is asked for
    // right in the form, with a pad that has a minus key; the cell, with the picker.
    tap(&mut app, "Recruit");
    tap(&mut app, "Jink");
    tap(&mut app, "Spock");
    assert!(shows(
        &app,
        "Lt. Commander Spock's persuasiveness is not known yet: read it on the back of the counter (upper right)."
    ));
    tap_below(
        &mut app,
        "3",
        "Lt. Commander Spock's persuasiveness is not known yet: read it on the back of the counter (upper right).",
    );
    tap(&mut app, "Remember");
    assert!(shows(&app, "Before you roll:"));
    die(&mut app, "6");
    tap(&mut app, "Roll");
    assert!(shows(&app, "Tap the parts as the cell prints them:"));
    tap(&mut app, "R");
    tap(&mut app, "Remember");
    tap(&mut app, "Apply");
    let jink = state(&app).person("jink").unwrap();
    assert_eq!(jink.side, Side::Controlled, "Jink joins");

    tap(&mut app, "End Rebel Actions");
    if state(&app).step == TurnStep::RebelActions {
        tap_last(&mut app, "End Rebel Actions");
    }
    tap(&mut app, "Pay 1 gold");
    tap(&mut app, "End Rebel Expenses");
    // The squad rolls again; its cell is known now.
    die(&mut app, "7");
    tap(&mut app, "Roll");
    assert!(state(&app).todo.is_empty());
    tap(&mut app, "End King's Men Actions");
    if state(&app).royal_party.held {
        die(&mut app, "9");
        tap(&mut app, "Roll Fealty again");
    } else {
        tap(&mut app, "Move along the road");
    }
    tap(&mut app, "End the turn");
    assert_eq!(state(&app).turn, 3, "two turns played by taps alone");
    let _ = home::Message::Physical(true);
}
