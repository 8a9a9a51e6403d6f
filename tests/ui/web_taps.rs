//! Where the web test taps (tests/web/run.sh): the app is laid out here at the phone
//! viewport the browser test uses, with the same fonts, so the centre of each label here is
//! where a finger lands there. Run by the web test (`-- --ignored`), which reads the JSON
//! this prints. Where the buttons are depends on the cards drawn, so the browser's game is
//! started with the same seed, tapped in on the number pad a browser shows.

use crate::common;

use common::ui::{send_and_wait, settings};
use iced::Size;
use iced_test::Simulator;
use iced_test::selector::Candidate;
use pnp_companion::i18n::Lang;
use pnp_companion::store::storage::{MemoryStorage, SharedStorage};
use pnp_companion::ui::app::Screen;
use pnp_companion::ui::{App, Message, home};
use std::sync::Arc;

/// The browser test's phone, in CSS pixels.
const PHONE: Size = Size::new(412.0, 915.0);

/// The phone made tall enough for the whole Print page (the browser test sets its
/// viewport so for one step): its print-shop buttons in view without scrolling.
const TALL_PHONE: Size = Size::new(412.0, 2400.0);

/// The centre of the text that is `label` (or starts with it, given `prefix`).
fn spot(app: &App, label: &str, prefix: bool) -> (f32, f32) {
    spot_on(app, PHONE, label, prefix)
}

/// As [`spot`], on a screen of `size`.
fn spot_on(app: &App, size: Size, label: &str, prefix: bool) -> (f32, f32) {
    let mut ui = Simulator::with_size(settings(), size, app.view());
    let bounds = ui
        .find(|c: Candidate<'_>| match c {
            Candidate::Text {
                content, bounds, ..
            } if content == label || (prefix && content.starts_with(label)) => Some(bounds),
            _ => None,
        })
        .unwrap_or_else(|e| panic!("no '{label}' on screen: {e:?}"));
    let c = bounds.center();
    (c.x.round(), c.y.round())
}

/// A spot near the right end of the text field that shows `shown` (its value, or its
/// placeholder): tapped there, its cursor goes to the end of its text.
fn field_end(app: &App, shown: &str) -> (f32, f32) {
    let mut ui = Simulator::with_size(settings(), PHONE, app.view());
    let bounds = ui
        .find(|c: Candidate<'_>| match c {
            Candidate::TextInput { state, bounds, .. } if state.text() == shown => Some(bounds),
            _ => None,
        })
        .unwrap_or_else(|e| panic!("no field showing '{shown}' on screen: {e:?}"));
    let c = bounds.center();
    ((bounds.x + bounds.width - 12.0).round(), c.y.round())
}

fn tap(app: &mut App, label: &str) -> (f32, f32) {
    let at = spot(app, label, false);
    tap_at(app, label, at);
    at
}

fn tap_at(app: &mut App, label: &str, at: (f32, f32)) {
    let messages: Vec<Message> = {
        let mut ui = Simulator::with_size(settings(), PHONE, app.view());
        // A finger, as on the phone: pressed and lifted at the spot (the runtime moves the
        // cursor there for a touch; the simulator is told).
        let position = iced::Point::new(at.0, at.1);
        ui.point_at(position);
        let id = iced::touch::Finger(0);
        ui.simulate([
            iced::Event::Touch(iced::touch::Event::FingerPressed { id, position }),
            iced::Event::Touch(iced::touch::Event::FingerLifted { id, position }),
        ]);
        ui.into_messages().collect()
    };
    assert!(
        !messages.is_empty(),
        "tapping '{label}' at {at:?} did nothing"
    );
    for m in messages {
        send_and_wait(app, m);
    }
}

/// The seed the browser's game is started with.
const SEED: &str = "7";

/// The centre of the last text that is `label` (a pad's key, below fields that may read the
/// same).
fn last_spot(app: &App, label: &str) -> (f32, f32) {
    let mut ui = Simulator::with_size(settings(), PHONE, app.view());
    let c = common::ui::last_text(&mut ui, label)
        .unwrap_or_else(|| panic!("no '{label}' on screen"))
        .center();
    (c.x.round(), c.y.round())
}

/// Where each step of the browser test taps, in order.
type Taps = Vec<(&'static str, (f32, f32))>;

/// What the page's live regions must then say (see `ui::platform::Announcement`): the
/// newest outcome after the scan, and the print screen's title.
type Said = Vec<(&'static str, String)>;

/// The taps of the browser test, in order, the app after them, and what the page is told.
fn taps() -> (Taps, App, Said) {
    let storage: SharedStorage = Arc::new(MemoryStorage::new());
    let mut app = App::with_storage(Some(storage.clone()));
    // As in a browser: a voice (its speechSynthesis), so Home offers "Speak outcomes".
    app.set_voice(Box::new(pnp_companion::speech::Recorder::new()));
    // As in a browser: number pads under the number fields.
    send_and_wait(&mut app, Message::Home(home::Message::NumberPads(true)));
    // A browser tab, not installed: told once to add the app to the home screen.
    let tab = pnp_companion::ui::platform::DataKeeping {
        installed: false,
        persisted: false,
    };
    send_and_wait(&mut app, Message::DataKeeping(tab));
    let mut out = vec![("notice_ok", tap(&mut app, "OK"))];
    let seed_key = last_spot(&app, SEED);
    out.push(("seed_key", seed_key));
    tap_at(&mut app, SEED, seed_key);
    for (name, label) in [
        ("new_dnfm", "Do Not Forsake Me"),
        ("move_1", "Move 1"),
        ("to_events", "Continue to the Event phase"),
        ("scan", "Scan for events"),
    ] {
        out.push((name, tap(&mut app, label)));
    }
    let mut said = vec![("scan_outcome", app.told_the_page().outcome.clone())];
    // The next step after the scan, for the seed's game (tapped with the storage full).
    out.push(("reveal", spot(&app, "Reveal the bounty", false)));
    out.push(("home", tap(&mut app, "Home")));
    out.push(("continue", spot(&app, "Do Not Forsake Me", false)));
    // Home's new Sherwood game (packaging/web/profile_first_screen.py reopens one).
    out.push(("new_sherwood", spot(&app, "The Sherwood Syndrome", false)));
    out.push(("print", tap(&mut app, "Print and play PDFs")));
    said.push(("print_screen", app.told_the_page().screen.clone()));
    // Not tapped here: on the desktop it opens the system's save dialog.
    out.push(("save_pdf", spot(&app, "Save PDF…", false)));
    out.push((
        "save_shop_deck",
        spot_on(
            &app,
            TALL_PHONE,
            "Save the deck for The Game Crafter…",
            false,
        ),
    ));
    out.push(("print_home", tap(&mut app, "Home")));
    out.push(("options", tap(&mut app, "Options")));
    out.push(("export", spot(&app, "Export", false)));
    // Shared by link: Share opens the panel (its link after the page's own address in a
    // browser), Copy link puts the link on the clipboard.
    let rename_field = field_end(&app, "Do Not Forsake Me");
    out.push(("share", tap(&mut app, "Share")));
    out.push(("copy_link", spot(&app, "Copy link", false)));
    tap(&mut app, "Close");
    // Typed into on the phone's own keyboard (it holds the save's name to begin with).
    out.push(("rename_field", rename_field));
    // A newer version waiting: its notice heads every screen, Reload in it.
    app.update_waiting = true;
    out.push(("reload", spot(&app, "Reload", false)));
    app.update_waiting = false;
    out.push(("accept_offer", offered(&app, &storage)));
    out.extend(in_german(tab));
    (out, app, said)
}

/// A browser that asks for German (the web test's last step): the same start, in German,
/// the app having never been told a language.
fn in_german(tab: pnp_companion::ui::platform::DataKeeping) -> Taps {
    let mut app = App::with_storage(Some(Arc::new(MemoryStorage::new())));
    // Here the language is chosen; in the browser it is the system's: the same layout.
    send_and_wait(
        &mut app,
        Message::Home(home::Message::Language(Some(Lang::De))),
    );
    send_and_wait(&mut app, Message::Home(home::Message::NumberPads(true)));
    send_and_wait(&mut app, Message::DataKeeping(tab));
    let mut out = vec![("de_notice_ok", tap(&mut app, "OK"))];
    let seed_key = last_spot(&app, SEED);
    out.push(("de_seed_key", seed_key));
    tap_at(&mut app, SEED, seed_key);
    out.push(("de_new_dnfm", tap(&mut app, "Do Not Forsake Me")));
    out.push(("de_move_1", tap(&mut app, "1 fliegen")));
    assert!(
        common::ui::shows(&app, PHONE, "Weiter zur Ereignisphase"),
        "the German game moved"
    );
    out
}

/// Where "Add to my saves" lies when the page is opened by a link to the game the browser
/// test exported (the same seed, name and turn).
fn offered(app: &App, kept: &SharedStorage) -> (f32, f32) {
    use pnp_companion::games::dnfm::cards::CardSet;
    use pnp_companion::store::share;
    let Screen::Home(home) = &app.screen else {
        panic!("at Home");
    };
    let storage: SharedStorage = Arc::new(MemoryStorage::new());
    let loaded =
        pnp_companion::store::saves::load_from::<pnp_companion::games::dnfm::game::DnfmGame>(
            kept.as_ref(),
            &home.saves[0].key,
            pnp_companion::store::saves::GameKind::Dnfm,
        )
        .unwrap();
    let link = share::link("", &share::encode_dnfm(&loaded.name, &loaded.data).unwrap());
    let received = share::decode(&link)
        .unwrap()
        .replay(CardSet::builtin().unwrap(), || {
            Err(pnp_companion::store::StoreError::NoDataDir)
        })
        .unwrap();
    let mut opened = App::with_storage(Some(storage));
    send_and_wait(
        &mut opened,
        Message::LinkArrived(Ok(Box::new(pnp_companion::ui::app::Arrived::new(
            received,
            Vec::new(),
        )))),
    );
    spot(&opened, "Add to my saves", false)
}

#[test]
fn the_taps_play_a_turn_and_reach_the_export() {
    let (taps, app, said) = taps();
    assert_eq!(taps.len(), 25);
    // The scan's outcome, as the Log shows it: what was done, then the Dice Card's event.
    assert!(
        said[0].1.starts_with("Scan for events: Event scan: "),
        "{said:?}"
    );
    assert_eq!(said[1].1, "PnP Companion — Print");
    assert!(app.pads(), "laid out as a browser shows it");
    let Screen::Home(home) = &app.screen else {
        panic!("the taps end at home");
    };
    assert_eq!(home.saves.len(), 1);
    assert_eq!(home.saves[0].seed, Some(SEED.parse().unwrap()));
    // Every spot is on the phone's screen (the print shop's on the phone made tall).
    for (name, (x, y)) in taps {
        let screen = if name == "save_shop_deck" {
            TALL_PHONE
        } else {
            PHONE
        };
        assert!(
            (0.0..screen.width).contains(&x) && (0.0..screen.height).contains(&y),
            "{name}"
        );
    }
}

/// The settings the web test starts the page with: the defaults, with outcomes spoken, so
/// that it hears what the browser's voice is given.
fn speaking_settings() -> String {
    let settings = pnp_companion::store::settings::Settings {
        speak_outcomes: true,
        ..Default::default()
    };
    serde_json::to_string(&settings).expect("settings as JSON")
}

#[test]
#[ignore = "prints the taps for tests/web/run.sh"]
fn print_taps_for_the_web_test() {
    let (taps, _, said) = taps();
    let json: Vec<String> = taps
        .iter()
        .map(|(name, (x, y))| format!("\"{name}\": [{x}, {y}]"))
        .chain(said.iter().map(|(name, words)| {
            format!(
                "\"{name}\": {}",
                serde_json::to_string(words).expect("a string")
            )
        }))
        .chain(std::iter::once(format!(
            "\"speaking_settings\": {}",
            serde_json::to_string(&speaking_settings()).expect("a string")
        )))
        .collect();
    println!("WEB_TAPS {{\"seed\": \"{SEED}\", {}}}", json.join(", "));
}
