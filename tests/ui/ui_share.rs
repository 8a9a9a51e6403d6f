//! Sharing a game on screen: a save's Options → Share shows its link (and a QR code when
//! the web app's address is known); the link pasted on another device's Home opens as a
//! new save; a page opened by a link offers its game; a damaged link writes nothing.

use crate::common;

use common::ui::{send_and_wait, settings};
use iced::Size;
use iced_test::Simulator;
use pnp_companion::games::dnfm::cards::CardSet;
use pnp_companion::games::dnfm::game::DnfmGame;
use pnp_companion::games::dnfm::rules::Action as DnfmAct;
use pnp_companion::store::saves::{self, GameKind};
use pnp_companion::store::share;
use pnp_companion::store::storage::{MemoryStorage, SharedStorage};
use pnp_companion::ui::app::{Arrived, Screen};
use pnp_companion::ui::{App, Message, dnfm, home};
use std::sync::Arc;

const ADDRESS: &str = "https://pnp.example/app/";

fn memory() -> SharedStorage {
    Arc::new(MemoryStorage::new())
}

/// A digital game "Evening" of seed 7, just begun.
fn evening_begun(storage: &SharedStorage) -> App {
    let mut app = App::with_storage(Some(storage.clone()));
    send_and_wait(&mut app, Message::Home(home::Message::Seed("7".into())));
    send_and_wait(
        &mut app,
        Message::Home(home::Message::Name("Evening".into())),
    );
    send_and_wait(&mut app, Message::Home(home::Message::New(GameKind::Dnfm)));
    app
}

/// A digital game "Evening" two moves in, back at Home.
fn evening(storage: &SharedStorage) -> App {
    let mut app = evening_begun(storage);
    for n in [2, 1] {
        send_and_wait(
            &mut app,
            Message::Dnfm(dnfm::Message::Act(DnfmAct::Move(n))),
        );
        let Screen::Dnfm(s) = &app.screen else {
            panic!("left the game")
        };
        if let Some(a) = DnfmGame::suggested(CardSet::builtin().unwrap(), s.game.state()) {
            send_and_wait(&mut app, Message::Dnfm(dnfm::Message::Act(a)));
        }
    }
    send_and_wait(&mut app, Message::Dnfm(dnfm::Message::Home));
    app
}

/// A phone's width, tall enough for the whole of Home.
fn ui(app: &App) -> Simulator<'_, Message> {
    Simulator::with_size(settings(), Size::new(412.0, 2400.0), app.view())
}

fn tap(app: &mut App, label: &str) {
    let mut ui = ui(app);
    ui.click(label)
        .unwrap_or_else(|e| panic!("no '{label}' to tap: {e:?}"));
    for m in ui.into_messages() {
        send_and_wait(app, m);
    }
}

fn shows(app: &App, words: &str) -> bool {
    ui(app).find(words).is_ok()
}

fn home(app: &App) -> &home::Home {
    match &app.screen {
        Screen::Home(h) => h,
        _ => panic!("not at Home"),
    }
}

fn evening_state(storage: &SharedStorage) -> pnp_companion::games::dnfm::state::DnfmState {
    saves::load_from::<DnfmGame>(storage.as_ref(), "saves/evening.json", GameKind::Dnfm)
        .unwrap()
        .data
        .state()
        .clone()
}

/// The link shown for a save, after Options → Share.
fn shared_link(app: &mut App) -> String {
    send_and_wait(app, Message::Home(home::Message::Manage(0)));
    tap(app, "Share");
    home(app)
        .sharing
        .as_ref()
        .expect("the link is shown")
        .link
        .clone()
}

#[test]
fn a_save_moves_to_another_device_by_its_link() {
    let here = memory();
    let mut app = evening(&here);
    app.settings.web_app_address = Some(ADDRESS.into());
    let link = shared_link(&mut app);
    assert!(link.starts_with("https://pnp.example/app/#game="), "{link}");
    let panel = home(&app).sharing.clone().unwrap();
    assert!(
        panel.has_qr(),
        "a QR code where the web app's address is known"
    );
    assert!(shows(&app, "Copy link"));
    assert!(shows(&app, &format!("{} characters", link.len())));
    let _ = common::ui::clipboard();
    tap(&mut app, "Copy link");
    assert_eq!(app.notice(), Some("Link copied."));
    assert_eq!(
        common::ui::clipboard(),
        std::slice::from_ref(&link),
        "the clipboard holds the link, whole"
    );

    let there = memory();
    let mut other = App::with_storage(Some(there.clone()));
    send_and_wait(
        &mut other,
        Message::Home(home::Message::Sharing(
            pnp_companion::ui::share::Message::Pasted(link.clone()),
        )),
    );
    tap(&mut other, "Open");
    assert_eq!(
        other.notice(),
        Some("The shared game is now the save “Evening”.")
    );
    assert_eq!(evening_state(&there), evening_state(&here));
    assert_eq!(home(&other).saves.len(), 1, "listed at once");
    // Opened again: a second save, the first untouched.
    tap(&mut other, "Open");
    assert_eq!(
        other.notice(),
        Some("The shared game is now the save “Evening 2”.")
    );
    assert_eq!(home(&other).saves.len(), 2);
}

#[test]
fn without_the_web_apps_address_the_link_is_for_copying_only() {
    let storage = memory();
    let mut app = evening(&storage);
    let link = shared_link(&mut app);
    assert!(link.starts_with(share::FRAGMENT), "{link}");
    assert!(!home(&app).sharing.as_ref().unwrap().has_qr());
    assert!(shows(
        &app,
        "No QR code: set where your web app lives (Settings, below) and the link will open it."
    ));
    tap(&mut app, "Close");
    assert!(home(&app).sharing.is_none());
}

#[test]
fn a_damaged_link_is_refused_and_nothing_is_written() {
    let storage = memory();
    let mut app = evening(&storage);
    let link = shared_link(&mut app);
    let there = Arc::new(MemoryStorage::new());
    let mut other = App::with_storage(Some(there.clone() as SharedStorage));
    let damaged = link.replacen("game=", "game=x", 1);
    send_and_wait(
        &mut other,
        Message::Home(home::Message::Sharing(
            pnp_companion::ui::share::Message::Pasted(damaged),
        )),
    );
    let writes = there.writes();
    tap(&mut other, "Open");
    let said = other.notice().unwrap_or_default().to_string();
    assert!(said.contains("damaged"), "{said}");
    assert!(saves::list_in(there.as_ref()).is_empty());
    // Nothing at all: no save, no chart entries, no settings (the last save opened).
    assert_eq!(
        there.writes(),
        writes,
        "Open on a damaged link wrote to the storage"
    );
}

/// The evening's game as another device receives it by its link.
fn evening_received() -> share::Received {
    let storage = memory();
    let mut app = evening(&storage);
    let link = shared_link(&mut app);
    share::decode(&link)
        .unwrap()
        .replay(CardSet::builtin().unwrap(), || {
            Err(pnp_companion::store::StoreError::Invalid(
                "not wanted".into(),
            ))
        })
        .unwrap()
}

#[test]
fn a_page_opened_by_a_link_offers_its_game() {
    let received = evening_received();
    for (answer, saved) in [("Not now", 0), ("Add to my saves", 1)] {
        let there = memory();
        let mut other = App::with_storage(Some(there.clone()));
        send_and_wait(
            &mut other,
            Message::LinkArrived(Ok(Box::new(Arrived::new(received.clone(), Vec::new())))),
        );
        assert!(shows(&other, "A game shared with you"));
        let turn = received_turn(&received);
        assert!(shows(
            &other,
            &format!("“Evening”: Do Not Forsake Me, digital, turn {turn}.")
        ));
        tap(&mut other, answer);
        assert!(!shows(&other, "A game shared with you"));
        assert_eq!(saves::list_in(there.as_ref()).len(), saved, "{answer}");
    }
}

/// An offer whose chart entries differ from this device's says each difference and what
/// adding does to it, and its yes is worded for it.
#[test]
fn an_offer_says_where_its_chart_entries_differ() {
    let received = evening_received();
    let there = memory();
    let mut other = App::with_storage(Some(there.clone()));
    let differ = "spock persuasiveness: yours 4, theirs 3".to_string();
    send_and_wait(
        &mut other,
        Message::LinkArrived(Ok(Box::new(Arrived::new(received, vec![differ.clone()])))),
    );
    assert!(shows(&other, &format!("· {differ}")));
    assert!(!shows(&other, "Add to my saves"));
    tap(&mut other, "Add, with their entries");
    assert_eq!(saves::list_in(there.as_ref()).len(), 1);
}

#[test]
fn the_web_apps_address_is_kept_when_it_is_one() {
    let storage = memory();
    let mut app = App::with_storage(Some(storage));
    send_and_wait(
        &mut app,
        Message::Home(home::Message::WebAddress("pnp.example".into())),
    );
    tap(&mut app, "Keep");
    assert!(app.notice().unwrap_or_default().contains("https://"));
    assert_eq!(app.settings.web_app_address, None);
    send_and_wait(
        &mut app,
        Message::Home(home::Message::WebAddress(ADDRESS.into())),
    );
    tap(&mut app, "Keep");
    assert_eq!(app.settings.web_app_address.as_deref(), Some(ADDRESS));
    send_and_wait(
        &mut app,
        Message::Home(home::Message::WebAddress(" ".into())),
    );
    tap(&mut app, "Keep");
    assert_eq!(app.settings.web_app_address, None);
}

fn received_turn(r: &share::Received) -> u32 {
    match r {
        share::Received::Dnfm { game, .. } => game.state().turn,
        share::Received::Sherwood { .. } => panic!("a DNFM game was shared"),
    }
}

/// Options opened on a save stay with that save when the list changes under them (a
/// shared game opened adds a save above it): Delete then deletes the save it names.
#[test]
fn a_saves_options_follow_it_when_the_list_changes() {
    let here = memory();
    let mut app = evening(&here);
    let link = shared_link(&mut app);
    send_and_wait(&mut app, Message::Home(home::Message::Manage(0)));
    send_and_wait(&mut app, Message::Home(home::Message::Manage(0)));
    assert_eq!(home(&app).managing.as_deref(), Some("saves/evening.json"));
    send_and_wait(
        &mut app,
        Message::Home(home::Message::Sharing(
            pnp_companion::ui::share::Message::Pasted(link),
        )),
    );
    tap(&mut app, "Open");
    let names: Vec<&str> = home(&app).saves.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(
        names,
        ["Evening 2", "Evening"],
        "the new save is listed first"
    );
    assert_eq!(home(&app).managing.as_deref(), Some("saves/evening.json"));
    tap(&mut app, "Delete…");
    assert!(shows(
        &app,
        "Delete “Evening”? The game cannot be continued after."
    ));
    tap(&mut app, "Delete it");
    let left: Vec<&str> = home(&app).saves.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(
        left,
        ["Evening 2"],
        "the save whose options were open is the one deleted"
    );
}

/// The QR code reads back as the link, at the longest link the app still draws as a code,
/// as a phone draws it (412 wide) and as a desktop does: rendered by the app's own
/// renderer, then decoded by a QR reader of its own (rqrr).
#[test]
fn the_qr_code_reads_back_as_the_link_at_its_longest() {
    use pnp_companion::ui::share::{QR_LIMIT, SharePanel};
    let encoded_room = QR_LIMIT - share::link(ADDRESS, "").len();
    // A link of exactly the longest length, its game part as varied as base64url can be.
    let alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let encoded: String = (0..encoded_room)
        .map(|i| char::from(alphabet[(i * 7 + i / 64) % alphabet.len()]))
        .collect();
    let panel = SharePanel::new("Evening".into(), &encoded, Some(ADDRESS));
    assert_eq!(panel.link.len(), QR_LIMIT);
    assert!(panel.has_qr(), "the longest link is still drawn as a code");
    let too_long = SharePanel::new("Evening".into(), &format!("{encoded}A"), Some(ADDRESS));
    assert!(
        !too_long.has_qr(),
        "one character more is offered as a link only"
    );
    let dir = common::fresh_dir("pnp-share-qr", "code");
    for (width, page) in [(412.0, 380.0), (900.0, 560.0)] {
        let mut ui = Simulator::with_size(
            settings(),
            Size::new(width, 1400.0),
            panel.view(page).map(|_| ()),
        );
        let shot = ui.snapshot(&pnp_companion::ui::palette::light()).unwrap();
        assert!(shot.matches_image(dir.join(format!("qr-{width}"))).unwrap());
        let decoded = read_qr(&dir.join(format!("qr-{width}-tiny-skia.png")));
        assert_eq!(
            decoded, panel.link,
            "the code at {width} wide reads as the link"
        );
    }
}

/// The text of the one QR code in a PNG image.
fn read_qr(path: &std::path::Path) -> String {
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut rgba = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut rgba).unwrap();
    let (w, h) = (info.width as usize, info.height as usize);
    let channels = info.line_size / w;
    let mut img = rqrr::PreparedImage::prepare_from_greyscale(w, h, |x, y| {
        let p = &rgba[y * info.line_size + x * channels..];
        ((u16::from(p[0]) + u16::from(p[1]) + u16::from(p[2])) / 3) as u8
    });
    let grids = img.detect_grids();
    assert_eq!(grids.len(), 1, "one code in the image");
    grids[0].decode().unwrap().1
}

/// Issue 58, phone point 13: on a first visit by link, the advice to add the app to the home
/// screen does not lie over the offer of the shared game. Arriving before the offer or
/// after it, it waits until the offer is answered and its notice put away.
#[test]
fn the_home_screen_advice_waits_for_the_shared_games_offer() {
    use pnp_companion::ui::platform::DataKeeping;
    let received = evening_received();
    let at_risk = DataKeeping {
        installed: false,
        persisted: false,
    };
    let advice = "Keep your games: add PnP Companion to your home screen";
    let showing = |app: &App| {
        common::ui::texts(app, Size::new(420.0, 2400.0))
            .iter()
            .any(|t| t.starts_with(advice))
    };
    for advice_first in [true, false] {
        let mut other = App::with_storage(Some(memory()));
        let arrive = Message::LinkArrived(Ok(Box::new(Arrived::new(received.clone(), Vec::new()))));
        if advice_first {
            send_and_wait(&mut other, Message::DataKeeping(at_risk));
            assert!(showing(&other), "with nothing else up, the advice shows");
            send_and_wait(&mut other, arrive);
        } else {
            send_and_wait(&mut other, arrive);
            send_and_wait(&mut other, Message::DataKeeping(at_risk));
        }
        assert!(shows(&other, "A game shared with you"));
        assert!(!showing(&other), "the advice lies over the offer");
        assert!(other.advice_waiting());
        tap(&mut other, "Not now");
        // The offer's own notice first; the advice once it is put away.
        assert!(!showing(&other));
        send_and_wait(&mut other, Message::DismissNotice);
        assert!(
            showing(&other),
            "the advice comes once the offer is answered"
        );
        assert!(!other.advice_waiting());
    }
}

#[test]
fn an_import_keeps_the_settings_here_until_the_player_asks_for_its_own() {
    use pnp_companion::store::settings::{Settings, ThemeChoice};
    use pnp_companion::store::storage::Storage;
    use pnp_companion::ui::app::Pick;
    use pnp_companion::ui::platform::PickedFile;
    let phone = MemoryStorage::new();
    phone
        .write("settings.json", br#"{"theme":"dark","scale":1.5}"#, &|_| {
            true
        })
        .unwrap();
    let file = pnp_companion::store::moving::export_all(&phone).unwrap().0;
    let storage = memory();
    storage
        .write("settings.json", br#"{"theme":"light"}"#, &|_| true)
        .unwrap();
    let mut app = App::with_storage(Some(storage.clone()));
    let picked = PickedFile {
        name: "pnp-companion-data.json".into(),
        text: Ok(file),
    };
    send_and_wait(&mut app, Message::Picked(Pick::Data, Some(picked)));
    let said = app.notice().unwrap_or_default().to_string();
    assert!(said.contains("yours are kept"), "{said}");
    assert_eq!(app.settings.theme, ThemeChoice::Light);
    // The notice, and the offer under "Your data", as the player sees them.
    let snap = Simulator::with_size(settings(), Size::new(412.0, 2400.0), app.view())
        .snapshot(&pnp_companion::ui::palette::light())
        .unwrap();
    common::ui::as_committed(&snap, "home-settings-offered-light");
    tap(&mut app, "Use its settings too");
    let kept: Settings =
        serde_json::from_str(&storage.read("settings.json").unwrap().unwrap()).unwrap();
    assert_eq!(kept.theme, ThemeChoice::Dark);
    assert_eq!(app.settings.theme, ThemeChoice::Dark, "read again at once");
    assert!(app.notice().unwrap_or_default().contains("the settings"));
    assert!(!shows(&app, "Use its settings too"), "asked once, gone");
}

#[test]
fn a_save_written_elsewhere_is_kept_and_this_game_goes_on_as_a_copy() {
    let storage = memory();
    let mut app = evening_begun(&storage);
    send_and_wait(
        &mut app,
        Message::Dnfm(dnfm::Message::Act(DnfmAct::Move(2))),
    );
    // Another tab (or a file put back by hand) wrote the save since this window read it.
    let key = saves::key_for("Evening");
    let mut theirs = saves::load_from::<DnfmGame>(storage.as_ref(), &key, GameKind::Dnfm).unwrap();
    assert!(theirs.generation > 0, "the window counts its writes");
    theirs.generation += 5;
    saves::write_to(storage.as_ref(), &key, &theirs).unwrap();
    let before = storage.read(&key).unwrap();
    let Screen::Dnfm(s) = &app.screen else {
        panic!("left the game")
    };
    let next = DnfmGame::suggested(CardSet::builtin().unwrap(), s.game.state()).unwrap();
    send_and_wait(&mut app, Message::Dnfm(dnfm::Message::Act(next)));
    let told = app.notice().unwrap_or_default().to_string();
    assert!(told.contains("is now saved as “Evening 2”"), "{told}");
    let Screen::Dnfm(s) = &app.screen else {
        panic!("left the game")
    };
    assert_eq!(s.name, "Evening 2");
    assert_eq!(storage.read(&key).unwrap(), before, "the other write kept");
    let copy = saves::load_from::<DnfmGame>(
        storage.as_ref(),
        &saves::key_for("Evening 2"),
        GameKind::Dnfm,
    )
    .unwrap();
    assert_eq!(
        copy.data.journal.entries().len(),
        s.game.journal.entries().len()
    );
    // The next move goes into the copy: no third save.
    let next = DnfmGame::suggested(CardSet::builtin().unwrap(), s.game.state())
        .or_else(|| {
            DnfmGame::choices(CardSet::builtin().unwrap(), s.game.state())
                .first()
                .copied()
        })
        .unwrap();
    send_and_wait(&mut app, Message::Dnfm(dnfm::Message::Act(next)));
    assert!(app.all_saved());
    assert_eq!(saves::list_in(storage.as_ref()).len(), 2);
    let copy = saves::load_from::<DnfmGame>(
        storage.as_ref(),
        &saves::key_for("Evening 2"),
        GameKind::Dnfm,
    )
    .unwrap();
    assert_eq!((copy.name.as_str(), copy.generation), ("Evening 2", 2));
    assert_eq!(storage.read(&key).unwrap(), before);
}
