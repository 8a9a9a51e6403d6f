//! The Do Not Forsake Me screen's odds (issue 17, point 3): what a player can know by
//! default, labelled so; the exact deck-order figure only behind the "Peek at the deck"
//! setting, which the app keeps in its settings; the odds worked out when a message is
//! handled, never while the screen is drawn.

use crate::common;

use common::ui::{send_and_wait, settings};
use iced::Size;
use iced_test::Simulator;
use pnp_companion::games::dnfm::cards::CardSet;
use pnp_companion::games::dnfm::odds::{Basis, encounter_odds};
use pnp_companion::games::dnfm::rules::{Action as Act, legal_actions};
use pnp_companion::games::dnfm::state::{Phase, PlayMode};
use pnp_companion::store::settings::Settings as AppSettings;
use pnp_companion::ui::app::Screen;
use pnp_companion::ui::{App, Message, dnfm, home};
use std::path::PathBuf;

const PHONE: Size = Size::new(420.0, 860.0);
const KNOWN: &str = "Odds from what you can know: the cards in the deck, well mixed.";
const PEEK: &str = "Odds peeking at the deck: exact for the cards as they lie.";

fn dir(name: &str) -> PathBuf {
    common::fresh_dir("pnp-dnfm-screen", name)
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

fn shows(app: &App, label: &str) -> bool {
    Simulator::with_size(settings(), PHONE, app.view())
        .find(label)
        .is_ok()
}

fn click(app: &mut App, label: &str) {
    let messages: Vec<Message> = {
        let mut ui = Simulator::with_size(settings(), PHONE, app.view());
        ui.click(label)
            .unwrap_or_else(|e| panic!("no '{label}' on screen: {e:?}"));
        ui.into_messages().collect()
    };
    for m in messages {
        send_and_wait(app, m);
    }
}

/// Plays the obvious steps until a bounty is met; the screen is never drawn meanwhile.
fn to_an_encounter(app: &mut App) {
    for _ in 0..400 {
        let s = screen(app).game.state();
        if matches!(s.phase, Phase::Encounter { .. }) {
            return;
        }
        let a = match s.phase {
            Phase::Movement => Act::Move(1),
            _ => legal_actions(set(), s)
                .into_iter()
                .find(|a| *a == Act::Continue || *a == Act::Attack)
                .or_else(|| legal_actions(set(), s).first().copied())
                .expect("a live game"),
        };
        send_and_wait(app, Message::Dnfm(dnfm::Message::Act(a)));
    }
    panic!("no bounty met");
}

#[test]
fn the_odds_are_what_a_player_can_know_unless_peeking_is_chosen() {
    let d = dir("peek");
    let mut app = App::new(Some(d.clone()));
    send_and_wait(&mut app, Message::Home(home::Message::Seed("5".into())));
    click(&mut app, "Do Not Forsake Me");
    to_an_encounter(&mut app);
    // Worked out when the message was handled, before any drawing: the known odds.
    let s = screen(&app);
    let state = s.game.state().clone();
    let known = encounter_odds(set(), &state, Basis::Known).unwrap();
    assert!(!s.peek, "off by default");
    assert_eq!(s.odds(), Some(known));
    // The same figures a player at the table gets in physical mode, where the app holds
    // no deck to read.
    let mut physical = state.clone();
    physical.mode = PlayMode::Physical;
    physical.deck = None;
    let table = encounter_odds(set(), &physical, Basis::Peek).unwrap();
    assert_eq!(
        s.odds().map(|o| (o.evade, o.win_round)),
        Some((table.evade, table.win_round))
    );
    assert!(shows(&app, KNOWN) && !shows(&app, PEEK));
    assert!(shows(
        &app,
        &format!("Evade · {}", known.evade.unwrap().percent())
    ));

    // "Peek at the deck": the exact figures, labelled so, and kept in the settings.
    click(&mut app, "Peek at the deck");
    let peek = encounter_odds(set(), &state, Basis::Peek).unwrap();
    assert_ne!(
        peek.evade, known.evade,
        "this deck order changes the figure"
    );
    assert_eq!(screen(&app).odds(), Some(peek));
    assert!(shows(&app, PEEK) && !shows(&app, KNOWN));
    assert!(shows(
        &app,
        &format!("Fight · {}", peek.win_round.percent())
    ));
    let (saved, problem) = AppSettings::load(&d);
    assert!(problem.is_none() && saved.peek_at_deck);

    // A restart resumes the game with the setting as it was left; turning it off is kept.
    let mut again = App::new(Some(d.clone()));
    send_and_wait(&mut again, Message::Home(home::Message::Continue(0)));
    assert!(screen(&again).peek);
    assert_eq!(screen(&again).odds(), Some(peek));
    click(&mut again, "Peek at the deck");
    assert_eq!(screen(&again).odds(), Some(known));
    assert!(!AppSettings::load(&d).0.peek_at_deck);
}

/// A physical game that moved one, scanned a 1 (no threats) and revealed the bounty on 1Au:
/// the Narn.
fn physical_game_meeting_the_narn() -> pnp_companion::games::dnfm::game::DnfmGame {
    use pnp_companion::games::dnfm::cards::parse_face;
    use pnp_companion::games::dnfm::game::DnfmGame;
    use pnp_companion::games::dnfm::map::MapStrip;
    let mut g = DnfmGame::new_physical(set(), 1, MapStrip::from_stations(&[9]));
    for (a, faces) in [
        (Act::Move(1), vec![]),
        (Act::Continue, vec![]),
        (Act::ScanForEvents, vec!["1Au"]),
        (Act::RevealBounty, vec!["1Au"]),
    ] {
        let faces: Vec<_> = faces.iter().map(|f| parse_face(f).unwrap()).collect();
        g.act(set(), a, &faces).unwrap();
    }
    g
}

#[test]
fn a_physical_game_has_nothing_to_peek_at() {
    let g = physical_game_meeting_the_narn();
    let state = g.state().clone();
    let screen = dnfm::DnfmScreen::new(g, "physical".into()).peeking(set(), true);
    let known = encounter_odds(set(), &state, Basis::Known).unwrap();
    assert_eq!(screen.odds(), Some(known), "what the player can know");
    let mut ui = Simulator::with_size(settings(), PHONE, screen.view(set(), None, false));
    assert!(ui.find(KNOWN).is_ok());
    assert!(ui.find("Peek at the deck").is_err());
}

#[test]
fn a_fight_shows_each_die_in_the_cannons_white_and_black_positions() {
    use pnp_companion::games::dnfm::cards::parse_face;
    use pnp_companion::games::dnfm::state::Step;
    let g = physical_game_meeting_the_narn();
    let mut screen = dnfm::DnfmScreen::new(g, "fight".into());
    screen.update(set(), dnfm::Message::Act(Act::Fight));
    screen.update(set(), dnfm::Message::Act(Act::Attack));
    // Each draw takes cards 2, 3, 4… in turn (card 1 is the bounty, set aside).
    for _ in 0..20 {
        if screen.waiting.is_none() {
            break;
        }
        let next = 2 + screen.so_far.pending.len();
        let face = parse_face(&format!("{next}Au")).unwrap();
        screen.update(set(), dnfm::Message::Face(face));
    }
    assert!(screen.waiting.is_none(), "the round is fought");
    let steps = &screen.last.as_ref().expect("a round fought").steps;
    let (mine, theirs) = steps.iter().fold((None, None), |(m, t), s| match s {
        Step::PlayerAttack { cv, pattern, .. } => (Some((*cv, pattern.clone())), t),
        Step::BountyAttack { cv, pattern, .. } => (m, Some((*cv, pattern.clone()))),
        _ => (m, t),
    });
    let (mine, theirs) = (mine.expect("my attack"), theirs.expect("theirs"));
    let mut ui = Simulator::with_size(settings(), PHONE, screen.view(set(), None, false));
    assert!(ui.find(format!("You: CV {}", mine.0).as_str()).is_ok());
    assert!(ui.find(format!("They: CV {}", theirs.0).as_str()).is_ok());
    let patterns = format!("{} {}", mine.1, theirs.1);
    if patterns.contains('W') {
        assert!(ui.find("W counts").is_ok());
    }
    if patterns.contains('B') {
        assert!(ui.find("B ignored").is_ok());
    }
}

#[test]
fn a_systems_name_shows_its_resource_card_as_it_lies() {
    let d = dir("resource-card");
    let mut app = App::new(Some(d));
    send_and_wait(&mut app, Message::Home(home::Message::Seed("3".into())));
    click(&mut app, "Do Not Forsake Me");
    let tall = Size::new(420.0, 1600.0);
    let caption = "The Wave Motion Cannon card as it lies: level 2 at the bottom edge.";
    let shows_tall = |app: &App, label: &str| {
        Simulator::with_size(settings(), tall, app.view())
            .find(label)
            .is_ok()
    };
    assert!(!shows_tall(&app, caption));
    let tap = |app: &mut App, label: &str| {
        let messages: Vec<Message> = {
            let mut ui = Simulator::with_size(settings(), tall, app.view());
            ui.click(label).unwrap();
            ui.into_messages().collect()
        };
        for m in messages {
            send_and_wait(app, m);
        }
    };
    tap(&mut app, "Wave Motion Cannon");
    assert_eq!(
        screen(&app).card_shown,
        Some(pnp_companion::games::dnfm::cards::System::Wmc)
    );
    assert!(shows_tall(&app, caption), "the cannon starts at level 2");
    // Another system's name swaps the card; the same name again puts it away.
    tap(&mut app, "NavComm");
    assert!(shows_tall(
        &app,
        "The NavComm card as it lies: level 4 at the bottom edge."
    ));
    tap(&mut app, "NavComm");
    assert_eq!(screen(&app).card_shown, None);
}
