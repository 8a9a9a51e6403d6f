//! What a screen reader is given (in a browser, the page's live regions): after each action
//! the turn log records, its newest outcome in the player's words, as the log shows it; the
//! screen's title when the screen changes; nothing new after an undo. The desktop's
//! announcer does nothing, so the test listens in its place (`common::ui::listen`).

use crate::common;

use common::ui::{heard, listen, send_and_wait, settings};
use iced::Size;
use iced_test::Simulator;
use iced_test::selector::Candidate;
use pnp_companion::games::dnfm::cards::CardSet;
use pnp_companion::games::dnfm::game::DnfmGame;
use pnp_companion::games::dnfm::map::MapStrip;
use pnp_companion::games::dnfm::rules::Action as Act;
use pnp_companion::ui::app::Screen;
use pnp_companion::ui::platform::Announcement;
use pnp_companion::ui::{App, Message, dnfm, home};
use std::path::PathBuf;

const PHONE: Size = Size::new(412.0, 915.0);

fn dir(name: &str) -> PathBuf {
    common::fresh_dir("pnp-live", name)
}

fn screen(app: &App) -> &dnfm::DnfmScreen {
    match &app.screen {
        Screen::Dnfm(s) => s,
        _ => panic!("not on the Do Not Forsake Me screen"),
    }
}

/// The last thing the page was told.
fn last_heard() -> Announcement {
    heard().pop().expect("the page was told something")
}

/// The newest entry of the log as the Log tab shows it: its label, then its lines.
fn log_tab_newest(app: &mut App) -> (String, Vec<String>) {
    let tab = screen(app).tab;
    send_and_wait(app, Message::Dnfm(dnfm::Message::Tab(dnfm::Tab::Log)));
    let entry = screen(app)
        .game
        .journal
        .entries()
        .last()
        .expect("an entry")
        .clone();
    let shown = common::ui::texts(app, Size::new(412.0, 4000.0));
    assert!(
        shown.contains(&entry.label.to_string()),
        "the log shows its label"
    );
    for l in &entry.event.lines {
        let l = l.to_string();
        assert!(
            shown.iter().any(|s| s.trim() == l),
            "the log shows '{l}': {shown:?}"
        );
    }
    send_and_wait(app, Message::Dnfm(dnfm::Message::Tab(tab)));
    // The page is told them as they are said: the spoken form.
    let said = |w| pnp_companion::i18n::speak(w, pnp_companion::i18n::current());
    (
        said(&entry.label),
        entry.event.lines.iter().map(said).collect(),
    )
}

/// The page was told the newest outcome: what was done, then each line of what happened,
/// the lines the log shows, as one more outcome than before.
fn told_the_newest(app: &mut App, told_before: u64) -> Announcement {
    let said = last_heard();
    let (label, lines) = log_tab_newest(app);
    assert!(
        said.outcome.starts_with(&format!("{label}: "))
            || (lines.is_empty() && said.outcome == label),
        "'{}' starts with what was done, '{label}'",
        said.outcome
    );
    let mut rest = said.outcome.as_str();
    for l in &lines {
        let at = rest
            .find(l.as_str())
            .unwrap_or_else(|| panic!("'{}' says '{l}', in order", said.outcome));
        rest = &rest[at + l.len()..];
    }
    assert_eq!(said.outcomes_told, told_before + 1, "one outcome more");
    // Looking at the Log tab and back tells nothing new.
    assert!(
        heard()
            .iter()
            .all(|h| h.outcomes_told == said.outcomes_told)
    );
    said
}

#[test]
fn a_digital_turn_tells_the_page_each_outcome_and_the_screens_title() {
    let mut app = App::new(Some(dir("digital")));
    listen(&mut app);
    send_and_wait(&mut app, Message::Home(home::Message::Seed("7".into())));
    common::ui::tap(&mut app, PHONE, "Do Not Forsake Me");
    let opened = last_heard();
    assert_eq!(opened.screen, "Do Not Forsake Me", "the screen's title");
    assert_eq!(opened.outcome, "", "a game just opened has no news");
    assert!(opened.headline.starts_with("Do Not Forsake Me, turn 1: "));

    common::ui::tap(&mut app, PHONE, "Move 1");
    let moved = told_the_newest(&mut app, opened.outcomes_told);
    assert!(moved.outcome.starts_with("Move 1: "), "{}", moved.outcome);
    common::ui::tap(&mut app, PHONE, "Continue to the Event phase");
    let continued = told_the_newest(&mut app, moved.outcomes_told);
    // The event scan: a Dice Card drawn, and the event it calls.
    common::ui::tap(&mut app, PHONE, "Scan for events");
    let scanned = told_the_newest(&mut app, continued.outcomes_told);
    assert!(
        scanned.outcome.starts_with("Scan for events: Event scan: "),
        "{}",
        scanned.outcome
    );

    // An undo is no news; a redo brings the outcome back, said again in the same words.
    send_and_wait(&mut app, Message::Dnfm(dnfm::Message::Undo));
    let undone = last_heard();
    assert_eq!(undone.outcomes_told, scanned.outcomes_told);
    send_and_wait(&mut app, Message::Dnfm(dnfm::Message::Redo));
    let redone = told_the_newest(&mut app, scanned.outcomes_told);
    assert_eq!(redone.outcome, scanned.outcome);

    // A bounty met, then evaded (a draw): each told as it is recorded.
    common::ui::tap(&mut app, PHONE, "Reveal the bounty");
    let revealed = told_the_newest(&mut app, redone.outcomes_told);
    assert!(revealed.outcome.starts_with("Reveal the bounty: Bounty: "));
    let set = CardSet::builtin().unwrap();
    let choices = DnfmGame::choices(set, screen(&app).game.state());
    assert!(choices.contains(&Act::Evade), "{choices:?}");
    send_and_wait(&mut app, Message::Dnfm(dnfm::Message::Act(Act::Evade)));
    let evaded = told_the_newest(&mut app, revealed.outcomes_told);
    assert!(evaded.outcome.starts_with("Evade: "), "{}", evaded.outcome);

    // Another screen: its title is said, and the game's outcomes are not carried along.
    common::ui::tap(&mut app, PHONE, "Home");
    let home = last_heard();
    assert_eq!(
        (home.screen.as_str(), home.outcome.as_str()),
        ("PnP Companion", "")
    );
    common::ui::tap(&mut app, PHONE, "Print and play PDFs");
    assert_eq!(last_heard().screen, "PnP Companion — Print");
}

/// The Dice Card in the picker lying `way` ("1A up"), tapped.
fn tap_card(app: &mut App, way: &str) {
    let mut ui = Simulator::with_size(settings(), PHONE, app.view());
    let mut label = None;
    let _ = ui.find(|c: Candidate<'_>| {
        if let Candidate::Text { content, .. } = c
            && content.starts_with(&format!("{way}:"))
            && label.is_none()
        {
            label = Some(content.to_string());
        }
        None::<()>
    });
    drop(ui);
    let label = label.unwrap_or_else(|| panic!("no card {way} in the picker"));
    common::ui::tap(app, PHONE, &label);
}

#[test]
fn a_physical_draw_is_told_once_its_cards_are_entered() {
    let set = CardSet::builtin().unwrap();
    let mut g = DnfmGame::new_physical(set, 1, MapStrip::from_stations(&[9]));
    g.act(set, Act::Move(1), &[]).unwrap();
    g.act(set, Act::Continue, &[]).unwrap();
    let mut app = App::new(Some(dir("physical")));
    app.screen = Screen::Dnfm(Box::new(dnfm::DnfmScreen::new(g, "Evening".into())));
    listen(&mut app);
    send_and_wait(&mut app, Message::Dnfm(dnfm::Message::Tab(dnfm::Tab::Play)));
    let before = last_heard();
    assert_eq!(
        before.outcome, "",
        "the game's earlier outcomes are no news"
    );
    send_and_wait(
        &mut app,
        Message::Dnfm(dnfm::Message::Act(Act::ScanForEvents)),
    );
    // The scan waits for the player's card: nothing is recorded, nothing told.
    assert!(screen(&app).waiting.is_some(), "the picker is up");
    assert!(heard().iter().all(|h| h.outcome.is_empty()));
    tap_card(&mut app, "1A up");
    let scanned = told_the_newest(&mut app, before.outcomes_told);
    assert!(
        scanned.outcome.starts_with("Scan for events: Event scan: "),
        "{}",
        scanned.outcome
    );
}

#[test]
fn the_outcome_is_told_in_the_players_language() {
    use pnp_companion::i18n::Lang;
    for (lang, action, turn, colon) in [
        (Lang::De, "1 fliegen", "Zug 1", ": "),
        (Lang::Fr, "Avancer de 1", "tour 1", "\u{a0}: "),
    ] {
        let mut app = App::new(Some(dir(lang.code())));
        send_and_wait(&mut app, Message::Home(home::Message::Language(Some(lang))));
        send_and_wait(&mut app, Message::Home(home::Message::Seed("7".into())));
        listen(&mut app);
        common::ui::tap(&mut app, PHONE, "Do Not Forsake Me");
        let _ = heard();
        common::ui::tap(&mut app, PHONE, action);
        let said = last_heard();
        assert!(
            said.outcome.starts_with(&format!("{action}{colon}")),
            "{}",
            said.outcome
        );
        assert!(
            said.headline.contains(turn),
            "{}: {}",
            lang.code(),
            said.headline
        );
    }
}
