//! The shell does no I/O in `update`: saves are tasks on one storage interface (memory
//! here), coalesced so that one write is in flight and the newest game waits; quitting waits
//! for the last write; a broken install shows an error screen instead of aborting.

use crate::common;

use common::ui::{outputs, run, send_and_wait, settings};
use iced::{Settings, Size};
use iced_test::Simulator;
use pnp_companion::games::dnfm::game::DnfmGame;
use pnp_companion::games::dnfm::rules::Action as DnfmAct;
use pnp_companion::store::saves::{self, Envelope, GameKind};
use pnp_companion::store::storage::{MemoryStorage, SharedStorage, Storage};
use pnp_companion::ui::app::{NoticeKind, Screen};
use pnp_companion::ui::{App, FONT_BOLD, FONT_REGULAR, Message, dnfm, home};
use std::sync::Arc;

fn memory() -> (Arc<MemoryStorage>, SharedStorage) {
    let m = Arc::new(MemoryStorage::new());
    let shared: SharedStorage = m.clone();
    (m, shared)
}

fn new_dnfm(storage: &SharedStorage) -> App {
    let mut app = App::with_storage(Some(storage.clone()));
    send_and_wait(&mut app, Message::Home(home::Message::Seed("7".into())));
    send_and_wait(
        &mut app,
        Message::Home(home::Message::Name("Evening".into())),
    );
    send_and_wait(&mut app, Message::Home(home::Message::New(GameKind::Dnfm)));
    app
}

fn moved(n: u8) -> Message {
    Message::Dnfm(dnfm::Message::Act(DnfmAct::Move(n)))
}

fn stored(storage: &dyn Storage) -> Envelope<DnfmGame> {
    saves::load_from(storage, "saves/evening.json", GameKind::Dnfm).unwrap()
}

fn entries(app: &App) -> usize {
    match &app.screen {
        Screen::Dnfm(s) => s.game.journal.entries().len(),
        _ => panic!("not on the DNFM screen"),
    }
}

#[test]
fn an_action_is_saved_through_its_task_not_in_update() {
    let (mem, storage) = memory();
    let mut app = new_dnfm(&storage);
    assert_eq!(mem.save_writes(), 1, "the new game is saved");
    let task = app.update(moved(2));
    assert_eq!(mem.save_writes(), 1, "update itself writes nothing");
    assert!(!app.all_saved(), "the write is queued");
    run(&mut app, task);
    assert!(app.all_saved());
    assert_eq!(mem.save_writes(), 2);
    assert_eq!(stored(storage.as_ref()).data.journal.entries().len(), 1);
    // And it resumes from there, through the same interface.
    let mut again = App::with_storage(Some(storage.clone()));
    let Screen::Home(h) = &again.screen else {
        panic!("home first")
    };
    assert_eq!(h.saves.len(), 1);
    assert_eq!(h.saves[0].name, "Evening");
    send_and_wait(&mut again, Message::Home(home::Message::Continue(0)));
    assert_eq!(entries(&again), 1);
}

#[test]
fn saves_are_coalesced_one_in_flight_and_the_newest_next() {
    let (mem, storage) = memory();
    let mut app = new_dnfm(&storage);
    let first = app.update(moved(1));
    // Two more actions while the first write is in flight: neither starts a write.
    for m in [
        Message::Dnfm(dnfm::Message::Act(DnfmAct::Continue)),
        Message::Dnfm(dnfm::Message::Act(DnfmAct::ScanForEvents)),
    ] {
        let (out, _) = outputs(app.update(m));
        assert!(out.is_empty(), "no second write while one is in flight");
    }
    let played = entries(&app);
    assert_eq!(played, 3);
    // The first write finishes; the queued (newest) game is written next, and nothing else.
    let (done, _) = outputs(first);
    assert_eq!(done.len(), 1);
    for m in done {
        let next = app.update(m);
        run(&mut app, next);
    }
    assert!(app.all_saved());
    assert_eq!(
        mem.save_writes(),
        1 + 2,
        "the new game, the first write, the newest"
    );
    assert_eq!(
        stored(storage.as_ref()).data.journal.entries().len(),
        played,
        "none lost: the newest game is on disk"
    );
}

#[test]
fn closing_waits_for_the_last_write() {
    let (_, storage) = memory();
    let mut app = new_dnfm(&storage);
    let write = app.update(moved(3));
    let (out, exit) = outputs(app.update(Message::CloseRequested));
    assert!(out.is_empty() && !exit, "not while a save is in flight");
    assert!(app.notice().unwrap_or_default().contains("Saving"));
    assert!(run(&mut app, write), "quits once it is written");
    assert_eq!(stored(storage.as_ref()).data.journal.entries().len(), 1);
    // With nothing to write, closing quits at once.
    assert!(send_and_wait(&mut app, Message::CloseRequested));
}

#[test]
fn a_failed_write_is_said_and_the_next_action_tries_again() {
    let (_, storage) = memory();
    let mut app = new_dnfm(&storage);
    // Something not a save where the game is kept: the write is refused, the file kept.
    storage
        .replace("saves/evening.json", b"not a save")
        .unwrap();
    send_and_wait(&mut app, moved(1));
    let notice = app.notice().unwrap_or_default().to_string();
    assert!(notice.starts_with("Not saved:"), "{notice}");
    assert_eq!(
        storage.read("saves/evening.json").unwrap().as_deref(),
        Some("not a save")
    );
    storage.remove("saves/evening.json").unwrap();
    send_and_wait(
        &mut app,
        Message::Dnfm(dnfm::Message::Act(DnfmAct::Continue)),
    );
    assert!(app.notice().is_none(), "saved again");
    assert_eq!(stored(storage.as_ref()).data.journal.entries().len(), 2);
}

/// Issue 28: a newer web version waiting is offered, never forced: a notice with Reload; Reload
/// writes the game on screen first (a write that failed before is tried again), so nothing
/// played is lost across the reload.
#[test]
fn reload_into_a_new_version_saves_the_game_first() {
    let (mem, storage) = memory();
    let mut app = new_dnfm(&storage);
    storage
        .replace("saves/evening.json", b"not a save")
        .unwrap();
    send_and_wait(&mut app, moved(1));
    assert!(app.notice().unwrap_or_default().starts_with("Not saved:"));
    assert_eq!(app.notice_kind(), Some(NoticeKind::NotSaved));
    storage.remove("saves/evening.json").unwrap();
    send_and_wait(&mut app, Message::UpdateReady);
    assert!(app.update_waiting, "offered");
    {
        let mut ui =
            Simulator::with_size(common::ui::settings(), Size::new(412.0, 915.0), app.view());
        let waiting = pnp_companion::ui::app::update_waiting();
        assert_eq!(
            waiting,
            "A new version of PnP Companion is ready. Reload to use it: your games are kept."
        );
        assert!(ui.find(waiting.as_str()).is_ok());
        assert!(ui.find("Reload").is_ok());
    }
    let writes = mem.save_writes();
    send_and_wait(&mut app, Message::ApplyUpdate);
    assert_eq!(
        mem.save_writes(),
        writes + 1,
        "Reload writes the game first"
    );
    assert_eq!(
        stored(storage.as_ref()).data.journal.entries().len(),
        1,
        "the move the full storage did not keep is kept now"
    );
}

#[test]
fn a_browser_that_may_clear_the_data_is_told_once_and_home_keeps_saying_it() {
    use pnp_companion::ui::platform::DataKeeping;
    let (_, storage) = memory();
    let mut app = App::with_storage(Some(storage.clone()));
    let at_risk = DataKeeping {
        installed: false,
        persisted: false,
    };
    let home_says = |app: &App, words: &str| {
        let mut ui =
            Simulator::with_size(common::ui::settings(), Size::new(412.0, 1800.0), app.view());
        ui.find(words).is_ok()
    };
    let advice = "This browser may clear the app's games after some days without a visit. Add PnP Companion to your home screen to keep them.";
    assert!(
        !home_says(&app, advice),
        "not before the browser has answered"
    );

    send_and_wait(&mut app, Message::DataKeeping(at_risk));
    let told = pnp_companion::t!("app-add-to-home-screen");
    assert_eq!(
        told,
        "Keep your games: add PnP Companion to your home screen (Share, then Add to Home Screen on an iPhone; the menu, then Install app on Android). A browser may clear a page's data after some days without a visit (Safari does after 7); an installed app keeps it. Export everything now and then as a copy."
    );
    assert_eq!(app.notice(), Some(told.as_str()));
    assert!(home_says(&app, advice));
    send_and_wait(&mut app, Message::DismissNotice);
    // Told, written and dismissed on Home: nothing there needed the games' data (on a
    // phone's first visit this came before the first screen had settled).
    assert!(
        app.card_set.is_none() && app.sherwood.is_none(),
        "made for Home"
    );

    // The next start: Home still says it, the notice is not told again.
    let mut again = App::with_storage(Some(storage.clone()));
    assert!(again.settings.told_to_install, "kept in the settings");
    send_and_wait(&mut again, Message::DataKeeping(at_risk));
    assert_eq!(again.notice(), None);
    assert!(home_says(&again, advice));

    // Installed, or kept by the browser's promise: nothing to say.
    for keeping in [
        DataKeeping {
            installed: true,
            persisted: false,
        },
        DataKeeping {
            installed: false,
            persisted: true,
        },
    ] {
        let (_, fresh) = memory();
        let mut app = App::with_storage(Some(fresh));
        send_and_wait(&mut app, Message::DataKeeping(keeping));
        assert_eq!(app.notice(), None, "{keeping:?}");
        assert!(!home_says(&app, advice), "{keeping:?}");
    }
}

#[test]
fn a_whole_export_is_dated_and_a_failed_one_is_not() {
    let (_, storage) = memory();
    let mut app = App::with_storage(Some(storage.clone()));
    let refused = pnp_companion::ui::jobs::JobError::Platform(
        pnp_companion::ui::platform::PlatformError::DownloadRefused,
    );
    send_and_wait(&mut app, Message::ExportedAll(Err(refused)));
    assert_eq!(app.settings.last_export, None);
    send_and_wait(
        &mut app,
        Message::ExportedAll(Ok("Downloaded pnp-companion-data.json (3 KB)".into())),
    );
    let at = app.settings.last_export.expect("dated");
    assert!(at > 1_700_000_000, "{at}");
    let again = App::with_storage(Some(storage));
    assert_eq!(again.settings.last_export, Some(at), "kept in the settings");
}

/// Home does not use the rules data, so the start leaves it unmade (on a phone its
/// parse was the app's largest start-up work): the first message that may need it makes
/// it. The player's own entries are read at start, and a problem with them is told then.
#[test]
fn the_rules_data_waits_for_the_first_message_that_may_need_it() {
    let (m, storage) = memory();
    m.replace("sherwood-user-data.json", b"{ not json").unwrap();
    let mut app = App::with_storage(Some(storage));
    assert!(matches!(app.screen, Screen::Home(_)));
    assert_eq!(app.notice_kind(), Some(NoticeKind::Problem));
    let told = app.notice().unwrap_or_default().to_string();
    assert!(told.contains("sherwood-user-data.json"), "{told}");
    assert!(
        app.card_set.is_none() && app.sherwood.is_none(),
        "made for Home"
    );
    // What comes by itself while Home settles does not make it.
    let _ = app.update(Message::WindowSized(
        iced::window::Id::unique(),
        Size::new(400.0, 800.0),
    ));
    let _ = app.update(Message::Listed(Vec::new()));
    assert!(app.sherwood.is_none(), "made for the window's size");

    send_and_wait(
        &mut app,
        Message::Home(home::Message::New(GameKind::Sherwood)),
    );
    assert!(app.card_set.is_some(), "not made for a new game");
    assert!(
        matches!(app.screen, Screen::Sherwood(_)),
        "played on the bundled data"
    );
    assert_eq!(app.notice(), Some(told.as_str()), "told once");
}

#[test]
fn a_broken_install_shows_an_error_screen() {
    let (_, storage) = memory();
    let mut app = App::with_parts(Some(storage), || Err("the charts are missing".into()));
    // The rules data is read when it may first be needed, not for Home: a tap on a new
    // game finds it broken, and the error screen takes the game's place.
    assert!(matches!(app.screen, Screen::Home(_)));
    let _ = app.update(Message::Home(home::Message::New(GameKind::Sherwood)));
    assert!(matches!(app.screen, Screen::Broken(_)));
    assert!(app.card_set.is_none() && app.sherwood.is_none());
    let settings = Settings {
        fonts: vec![FONT_REGULAR.into(), FONT_BOLD.into()],
        default_font: iced::Font::with_name("Noto Sans"),
        ..Settings::default()
    };
    let mut ui = Simulator::with_size(settings, Size::new(420.0, 860.0), app.view());
    assert!(ui.find("PnP Companion cannot start").is_ok());
    assert!(
        ui.find("The app's own game data is damaged: the charts are missing")
            .is_ok()
    );
    // And it is drawn as it was looked at (docs/screenshots/broken-install-light-tiny-skia.png).
    let snap = ui.snapshot(&pnp_companion::ui::palette::light()).unwrap();
    common::ui::as_committed(&snap, "broken-install-light");
}

#[test]
fn keys_belong_to_the_screen_that_is_up() {
    use iced::keyboard::{Key, Modifiers, key::Named};
    let (_, storage) = memory();
    let mut app = App::with_storage(Some(storage.clone()));
    // Space on the home screen does nothing; F1 is the shell's everywhere.
    let t = app.key(Key::Named(Named::Space), Modifiers::default());
    assert!(outputs(t).0.is_empty());
    assert!(matches!(app.screen, Screen::Home(_)));
    let _ = app.key(Key::Named(Named::F1), Modifiers::default());
    assert!(app.help);
}

#[test]
fn the_theme_is_our_own_and_follows_the_system_when_asked() {
    use iced::theme::Mode;
    use pnp_companion::store::settings::ThemeChoice;
    use pnp_companion::ui::palette;
    let name = |app: &App| app.theme().map(|t| t.to_string());
    let (_, storage) = memory();
    let mut app = App::with_storage(Some(storage));
    // A fresh install follows the system; with no preference known, the light theme.
    assert_eq!(name(&app), Some(palette::light().to_string()));
    send_and_wait(&mut app, Message::SystemTheme(Mode::Dark));
    assert_eq!(name(&app), Some(palette::dark().to_string()));
    send_and_wait(&mut app, Message::SystemTheme(Mode::Light));
    assert_eq!(name(&app), Some(palette::light().to_string()));
    // A choice of the player's own wins over the system.
    send_and_wait(
        &mut app,
        Message::Home(home::Message::Theme(ThemeChoice::Dark)),
    );
    send_and_wait(&mut app, Message::SystemTheme(Mode::Light));
    assert_eq!(name(&app), Some(palette::dark().to_string()));
}

fn on_screen(app: &App, label: &str) -> bool {
    Simulator::with_size(settings(), Size::new(412.0, 915.0), app.view())
        .find(label)
        .is_ok()
}

fn tap(app: &mut App, label: &str) {
    let mut ui = Simulator::with_size(settings(), Size::new(412.0, 915.0), app.view());
    ui.click(label)
        .unwrap_or_else(|e| panic!("no '{label}' to tap: {e:?}"));
    for m in ui.into_messages() {
        send_and_wait(app, m);
    }
}

/// A game played to its end on the screen adds its line to the record; Home → Your record
/// sums it up, opens its save while there is one, and keeps the line once it is deleted.
#[test]
fn a_game_that_ends_is_in_the_record_after_its_save_is_gone() {
    use pnp_companion::games::dnfm::cards::CardSet;
    let set = CardSet::builtin().unwrap();
    let (_mem, storage) = memory();
    let mut app = new_dnfm(&storage);
    for _ in 0..5000 {
        let Screen::Dnfm(s) = &app.screen else {
            panic!("left the game")
        };
        let state = s.game.state();
        if state.end.is_some() {
            break;
        }
        let act = DnfmGame::suggested(set, state)
            .or_else(|| {
                DnfmGame::choices(set, state)
                    .into_iter()
                    .find(|a| matches!(a, DnfmAct::Move(2) | DnfmAct::Fight | DnfmAct::Attack))
            })
            .or_else(|| DnfmGame::choices(set, state).first().copied())
            .unwrap();
        send_and_wait(&mut app, Message::Dnfm(dnfm::Message::Act(act)));
    }
    assert!(app.all_saved());
    let won = match &app.screen {
        Screen::Dnfm(s) => s.game.state().megacredits >= 30,
        _ => unreachable!(),
    };
    send_and_wait(&mut app, Message::Dnfm(dnfm::Message::Home));
    tap(&mut app, "Your record of plays");
    assert!(matches!(app.screen, Screen::Record(_)));
    let summary = if won {
        "1 of 1 won (100 %)"
    } else {
        "0 of 1 won (0 %)"
    };
    assert!(on_screen(&app, summary), "{summary}");
    assert!(on_screen(&app, "Longest run of wins: 1") == won);
    tap(&mut app, "Open");
    assert!(matches!(app.screen, Screen::Dnfm(_)), "the save opens");
    send_and_wait(&mut app, Message::Dnfm(dnfm::Message::Home));
    storage.remove("saves/evening.json").unwrap();
    send_and_wait(&mut app, Message::Home(home::Message::Record));
    assert!(on_screen(&app, summary), "the line outlives its save");
    assert!(on_screen(&app, "Its save is no longer here."));
    assert!(
        Simulator::with_size(settings(), Size::new(412.0, 915.0), app.view())
            .find("Open")
            .is_err()
    );
}

/// A game given up counts as lost only when the player says so, from the save's options.
#[test]
fn a_game_given_up_is_counted_as_lost_when_the_player_says_so() {
    use pnp_companion::store::record::{How, Record};
    let (_mem, storage) = memory();
    let mut app = new_dnfm(&storage);
    send_and_wait(&mut app, moved(2));
    send_and_wait(&mut app, Message::Dnfm(dnfm::Message::Home));
    assert!(
        Record::load_from(storage.as_ref()).0.plays.is_empty(),
        "left unfinished: not counted"
    );
    send_and_wait(&mut app, Message::Home(home::Message::Manage(0)));
    tap(&mut app, "Count as lost");
    assert_eq!(
        app.notice(),
        Some("“Evening” is counted as lost in your record.")
    );
    let record = Record::load_from(storage.as_ref()).0;
    assert_eq!(record.plays.len(), 1);
    assert_eq!(record.plays[0].how, How::GivenUp);
    assert_eq!(record.plays[0].turns, 1);
    // Counted twice: still one line.
    tap(&mut app, "Count as lost");
    assert_eq!(Record::load_from(storage.as_ref()).0.plays.len(), 1);
}

/// A new game begun under a deleted save's name with the same seed is another play: its line
/// in the record is its own, and the old play's line stays (issue 39: it was replaced).
#[test]
fn a_new_game_under_a_deleted_saves_name_and_seed_is_another_play() {
    use pnp_companion::store::record::Record;
    let (_mem, storage) = memory();
    let mut app = new_dnfm(&storage);
    send_and_wait(&mut app, moved(2));
    send_and_wait(&mut app, Message::Dnfm(dnfm::Message::Home));
    send_and_wait(&mut app, Message::Home(home::Message::Manage(0)));
    tap(&mut app, "Count as lost");
    assert_eq!(Record::load_from(storage.as_ref()).0.plays.len(), 1);
    tap(&mut app, "Delete…");
    tap(&mut app, "Delete it");
    assert!(
        saves::list_in(storage.as_ref()).is_empty(),
        "the save is gone"
    );
    // The same name, the same seed, played the same way and given up the same way.
    let mut again = new_dnfm(&storage);
    send_and_wait(&mut again, moved(2));
    send_and_wait(&mut again, Message::Dnfm(dnfm::Message::Home));
    send_and_wait(&mut again, Message::Home(home::Message::Manage(0)));
    tap(&mut again, "Count as lost");
    let record = Record::load_from(storage.as_ref()).0;
    assert_eq!(record.plays.len(), 2, "two plays, two lines");
    assert_ne!(record.plays[0].play, record.plays[1].play);
    assert_eq!(record.plays[0].save, record.plays[1].save);
}

/// A notice lies over the top of the page, in the header's place: nothing on the page moves
/// when it appears, and the game below it can still be played (issue 45: notices pushed the
/// page down some 90 px, under the finger).
#[test]
fn a_notice_lies_over_the_page_and_moves_nothing() {
    let (_, storage) = memory();
    let mut app = new_dnfm(&storage);
    let phone = Size::new(420.0, 860.0);
    let before = {
        let mut ui = Simulator::with_size(settings(), phone, app.view());
        common::ui::last_text(&mut ui, "Move 2").expect("Move 2 shows")
    };
    send_and_wait(&mut app, Message::Dnfm(dnfm::Message::ExportLog));
    assert!(app.notice().is_some(), "the export is told");
    let mut ui = Simulator::with_size(settings(), phone, app.view());
    let after = common::ui::last_text(&mut ui, "Move 2").expect("Move 2 still shows");
    assert_eq!(before, after, "the page did not move");
    ui.click("Move 2")
        .expect("Move 2 can be tapped under a notice");
    let messages: Vec<Message> = ui.into_messages().collect();
    for m in messages {
        send_and_wait(&mut app, m);
    }
    assert_eq!(entries(&app), 1, "the move was made with the notice up");
}

/// A tap shows while the finger is down and leaves nothing highlighted: once the finger is
/// lifted the button under it is drawn as it was before (issue 45: what was last tapped
/// stayed highlighted as if selected).
#[test]
fn a_tap_leaves_nothing_highlighted() {
    use iced::{Event, touch};
    let (_, storage) = memory();
    let app = App::with_storage(Some(storage));
    let phone = Size::new(420.0, 860.0);
    let theme = pnp_companion::ui::palette::light();
    let untouched = {
        let mut ui = Simulator::with_size(settings(), phone, app.view());
        ui.snapshot(&theme).unwrap()
    };
    let kept = common::fresh_dir("pnp-shell", "sticky").join("untouched");
    assert!(
        untouched.matches_hash(&kept).unwrap(),
        "the hash is written"
    );
    let mut ui = Simulator::with_size(settings(), phone, app.view());
    let at = common::ui::last_text(&mut ui, "Do Not Forsake Me")
        .expect("the new-game button")
        .center();
    ui.point_at(at);
    let finger = touch::Finger(1);
    let _ = ui.simulate([Event::Touch(touch::Event::FingerPressed {
        id: finger,
        position: at,
    })]);
    // While the finger is down the button shows it is pressed: the only feedback a touch
    // screen gives before the finger lifts.
    let pressed = ui.snapshot(&theme).unwrap();
    assert!(
        !pressed.matches_hash(&kept).unwrap(),
        "a pressed button looks pressed"
    );
    let _ = ui.simulate([Event::Touch(touch::Event::FingerLifted {
        id: finger,
        position: at,
    })]);
    let tapped = ui.snapshot(&theme).unwrap();
    let messages: Vec<Message> = ui.into_messages().collect();
    assert!(
        messages
            .iter()
            .any(|m| matches!(m, Message::Home(home::Message::New(_)))),
        "the tap was a tap: {messages:?}"
    );
    assert!(
        tapped.matches_hash(&kept).unwrap(),
        "the tapped button is drawn as before the tap"
    );
}
