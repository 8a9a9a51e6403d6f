//! The app played headless with iced_test: real flows by clicking labels, both window
//! sizes, resume after a restart, and snapshot hashes of the main screens in light and dark.

use crate::common;

use common::ui::{run, send_and_wait, settings};
use iced::Size;
use iced_test::Simulator;
use pnp_companion::games::dnfm::rules::Action as DnfmAct;
use pnp_companion::games::dnfm::state::Phase;
use pnp_companion::games::sherwood::space_id::SpaceId;
use pnp_companion::ui::app::{NoticeKind, Screen};
use pnp_companion::ui::{App, Message, dnfm, home, palette};
use std::path::PathBuf;

fn dir(name: &str) -> PathBuf {
    common::fresh_dir("pnp-ui", name)
}

const PHONE: Size = Size::new(420.0, 860.0);
const DESKTOP: Size = Size::new(1200.0, 860.0);
/// A 420 × 860 phone at 150 % and at 200 %, in the app's own (logical) pixels.
const PHONE_AT_150: Size = Size::new(280.0, 573.0);
const PHONE_AT_200: Size = Size::new(210.0, 430.0);

/// Clicks the element showing exactly `label` and feeds the resulting messages to the app.
fn click(app: &mut App, size: Size, label: &str) {
    let messages: Vec<Message> = {
        let mut ui = Simulator::with_size(settings(), size, app.view());
        ui.click(label)
            .unwrap_or_else(|e| panic!("no '{label}' on screen: {e:?}"));
        ui.into_messages().collect()
    };
    assert!(!messages.is_empty(), "clicking '{label}' did nothing");
    for m in messages {
        if matches!(m, Message::Print(_)) {
            // The PDF's Save opens the system's file dialog: not in a test.
            let _ = app.update(m);
        } else {
            send_and_wait(app, m);
        }
    }
}

fn shows(app: &App, size: Size, label: &str) -> bool {
    Simulator::with_size(settings(), size, app.view())
        .find(label)
        .is_ok()
}

/// Whether some text on the phone screen starts with `prefix`.
fn shows_text_starting(app: &App, prefix: &str) -> bool {
    shows_text_starting_at(app, PHONE, prefix)
}

/// Whether some text on a screen of `size` starts with `prefix`.
fn shows_text_starting_at(app: &App, size: Size, prefix: &str) -> bool {
    use iced_test::selector::Candidate;
    let mut ui = Simulator::with_size(settings(), size, app.view());
    ui.find(|c: Candidate<'_>| match c {
        Candidate::Text { content, .. } if content.starts_with(prefix) => Some(()),
        _ => None,
    })
    .is_ok()
}

fn send(app: &mut App, m: Message) {
    send_and_wait(app, m);
}

fn dnfm_state(app: &App) -> &pnp_companion::games::dnfm::state::DnfmState {
    match &app.screen {
        Screen::Dnfm(s) => s.game.state(),
        _ => panic!("not on the Do Not Forsake Me screen"),
    }
}

#[test]
fn a_dnfm_turn_through_combat_then_resume_after_restart() {
    let d = dir("dnfm");
    let mut app = App::new(Some(d.clone()));
    send(&mut app, Message::Home(home::Message::Seed("7".into())));
    click(&mut app, PHONE, "Do Not Forsake Me");
    assert!(shows(&app, PHONE, "Ship") && shows(&app, PHONE, "Move 1"));
    click(&mut app, PHONE, "Move 1");
    click(&mut app, PHONE, "Continue to the Event phase");
    click(&mut app, PHONE, "Scan for events");
    // Seed 7 meets a bounty on turn 1: the flow goes through the encounter and the combat
    // and fails should the game no longer lead there.
    assert_eq!(
        dnfm_state(&app).phase,
        Phase::Bounty,
        "seed 7 reaches a bounty"
    );
    click(&mut app, PHONE, "Reveal the bounty");
    assert!(
        matches!(dnfm_state(&app).phase, Phase::Encounter { .. }),
        "seed 7 meets the bounty"
    );
    // Evade or fight, with the odds beside each choice.
    for label in ["Evade · ", "Fight · "] {
        assert!(
            shows_text_starting(&app, label),
            "'{label}…': the button carries its odds in its label"
        );
    }
    send(&mut app, Message::Dnfm(dnfm::Message::Act(DnfmAct::Fight)));
    assert!(matches!(dnfm_state(&app).phase, Phase::Combat { .. }));
    let mut rounds = 0;
    while matches!(dnfm_state(&app).phase, Phase::Combat { .. }) && rounds < 20 {
        send(&mut app, Message::Dnfm(dnfm::Message::Act(DnfmAct::Attack)));
        rounds += 1;
    }
    assert!(
        !matches!(dnfm_state(&app).phase, Phase::Combat { .. }),
        "seed 7's combat ends within 20 rounds"
    );
    let Screen::Dnfm(s) = &app.screen else {
        panic!()
    };
    let logged = s.game.journal.entries().len();
    assert!(logged >= 4, "every action is in the log");
    // Undo and redo.
    click(&mut app, PHONE, "Undo");
    let Screen::Dnfm(s) = &app.screen else {
        panic!()
    };
    assert_eq!(s.game.journal.entries().len(), logged - 1);
    click(&mut app, PHONE, "Redo");
    // Autosaved: a new app on the same folder lists it and resumes it.
    let mut again = App::new(Some(d));
    let Screen::Home(h) = &again.screen else {
        panic!()
    };
    assert_eq!(h.saves.len(), 1);
    send(&mut again, Message::Home(home::Message::Continue(0)));
    let Screen::Dnfm(s) = &again.screen else {
        panic!("resumed")
    };
    assert_eq!(s.game.journal.entries().len(), logged);
}

#[test]
fn physical_mode_asks_for_the_faces_drawn() {
    let d = dir("physical");
    let mut app = App::new(Some(d));
    click(&mut app, PHONE, "Physical");
    click(&mut app, PHONE, "Do Not Forsake Me");
    // The player's own map: a hint says to tap the quadrants with a station before the first
    // move, and the hint goes once play begins.
    assert!(shows_text_starting(&app, "Your map first:"));
    // The keys are finger-sized while the map is being set: the map runs below the fold.
    click(&mut app, Size::new(420.0, 1200.0), "3");
    assert!(dnfm_state(&app).map.is_station(2));
    click(&mut app, PHONE, "Move 1");
    click(&mut app, PHONE, "Continue to the Event phase");
    click(&mut app, PHONE, "Scan for events");
    assert!(!shows_text_starting(&app, "Your map first:"));
    assert!(shows(
        &app,
        PHONE,
        "Event scan: draw 1 Dice Card; their sum picks the event"
    ));
    assert!(shows(
        &app,
        PHONE,
        "Tap the card as it lies (down: turned upside down)."
    ));
    // Card 1, side A, as printed: a 1. ED 1 needs no NavComm check.
    click(&mut app, PHONE, "1A up: 1");
    assert_eq!(dnfm_state(&app).phase, Phase::Bounty);
}

#[test]
fn physical_mode_shows_the_event_and_the_running_total_before_the_navcomm_draw() {
    let mut app = App::new(Some(dir("physical-navcomm")));
    click(&mut app, PHONE, "Physical");
    click(&mut app, PHONE, "Do Not Forsake Me");
    click(&mut app, PHONE, "Move 1");
    click(&mut app, PHONE, "Continue to the Event phase");
    click(&mut app, PHONE, "Scan for events");
    // Card 2 turned round reads 4: ED 4 is a Solar Flare, which NavComm 4 (two cards) checks.
    click(&mut app, PHONE, "2A down: 4");
    assert!(shows(&app, PHONE, "Event scan: 4 = ED 4 — Solar Flare"));
    // The draw says plainly what it is for and what it must reach.
    assert!(shows(
        &app,
        PHONE,
        "NavComm check against the event: draw 2 Dice Cards, you need 4 or more"
    ));
    assert!(shows_text_starting(&app, "Tap card 1 of 2 "));
    assert!(shows(&app, PHONE, "2 more cards"), "no NavComm card yet");
    click(&mut app, PHONE, "3B down: 4");
    assert!(shows(&app, PHONE, "So far 4 of the 4 needed · 1 more card"));
    assert!(shows_text_starting(&app, "Tap card 2 of 2 "));
    assert_eq!(dnfm_state(&app).phase, Phase::Event, "still waiting");
    // 4 + 1 = 5 beats ED 4: the flare is avoided and the bounty is next.
    click(&mut app, PHONE, "1A up: 1");
    assert_eq!(dnfm_state(&app).phase, Phase::Bounty);
    assert!(shows(&app, PHONE, "NavComm: 4 + 1 = 5 against 4: avoided"));
    assert!(!shows_text_starting(&app, "So far"));
}

#[test]
fn wide_windows_show_the_log_beside_play() {
    let d = dir("wide");
    let mut app = App::new(Some(d));
    click(&mut app, PHONE, "Do Not Forsake Me");
    click(&mut app, PHONE, "Move 2");
    assert!(
        !shows(&app, PHONE, "Turn log"),
        "a phone shows one thing at a time"
    );
    assert!(shows(&app, DESKTOP, "Turn log") && shows(&app, DESKTOP, "Ship"));
    // Play keeps a readable width: the log starts where play's column (at most 620) ends,
    // however wide the window.
    for width in [1200.0, 1600.0] {
        let mut ui = Simulator::with_size(settings(), Size::new(width, 860.0), app.view());
        let log = common::ui::last_text(&mut ui, "Turn log").expect("the log's heading");
        let megacredits = common::ui::last_text(&mut ui, "Megacredits").expect("the ship");
        assert!(
            (620.0..=660.0).contains(&log.x),
            "at {width} px the log starts at {}",
            log.x
        );
        assert!(megacredits.x < 40.0, "play keeps the left");
    }
    // A phone on its side is wide but short: one column, the log behind its tab (issue 28).
    let landscape = Size::new(915.0, 412.0);
    assert!(
        !shows(&app, landscape, "Turn log") && shows(&app, landscape, "Ship"),
        "a phone on its side shows one thing at a time"
    );
    click(&mut app, PHONE, "Log");
    assert!(shows(&app, PHONE, "Turn log"));
}

/// Issue 28: a phone has no F1, so Home has a Help button; the help and Home show the
/// app's version.
#[test]
fn help_opens_from_home_by_a_tap_and_both_show_the_version() {
    let d = dir("help-tap");
    let mut app = App::new(Some(d));
    let version = env!("CARGO_PKG_VERSION");
    assert!(shows_text_starting(
        &app,
        &format!("A companion for two solo tabletop games · version {version}")
    ));
    click(&mut app, PHONE, "Help");
    assert!(app.help);
    assert!(shows(
        &app,
        PHONE,
        &format!("PnP Companion, version {version}")
    ));
    click(&mut app, PHONE, "Close");
    assert!(!app.help);
    assert!(matches!(app.screen, Screen::Home(_)));
}

#[test]
fn keyboard_shortcuts() {
    use iced::keyboard::{Key, Modifiers, key::Named};
    let d = dir("keys");
    let mut app = App::new(Some(d));
    click(&mut app, PHONE, "Do Not Forsake Me");
    {
        let t = app.key(Key::Named(Named::Space), Modifiers::default());
        run(&mut app, t);
    }
    assert_eq!(
        dnfm_state(&app).phase,
        Phase::Movement,
        "how far to move is a choice: Space does not make it"
    );
    {
        let t = app.key(Key::Character("3".into()), Modifiers::default());
        run(&mut app, t);
    }
    assert_eq!(dnfm_state(&app).phase, Phase::Refit, "3: move three");
    assert_eq!(dnfm_state(&app).moved, 3);
    {
        let t = app.key(Key::Character("z".into()), Modifiers::CTRL);
        run(&mut app, t);
    }
    assert_eq!(dnfm_state(&app).phase, Phase::Movement, "Ctrl+Z undoes");
    {
        let t = app.key(Key::Character("y".into()), Modifiers::CTRL);
        run(&mut app, t);
    }
    assert_eq!(dnfm_state(&app).phase, Phase::Refit, "Ctrl+Y redoes");
    {
        let t = app.key(Key::Named(Named::F1), Modifiers::default());
        run(&mut app, t);
    }
    assert!(app.help);
    // The help opens at the game on screen: its rules cards, events and prices.
    assert!(shows(&app, PHONE, "Events (by Event Detection)"));
    assert!(shows(&app, PHONE, "Prices"));
    click(&mut app, PHONE, "Sherwood");
    assert!(shows(&app, PHONE, "The Fealty Table"));
    assert!(shows(&app, PHONE, "Winning and losing"));
    click(&mut app, PHONE, "Keys");
    assert!(shows(&app, PHONE, "Ctrl+Z / Ctrl+Y"));
    {
        let t = app.key(Key::Named(Named::Escape), Modifiers::default());
        run(&mut app, t);
    }
    assert!(!app.help, "Esc closes the help first");
    assert!(matches!(app.screen, Screen::Dnfm(_)));
    {
        let t = app.key(Key::Named(Named::Escape), Modifiers::default());
        run(&mut app, t);
    }
    assert!(matches!(app.screen, Screen::Home(_)));
}

/// A record of twelve plays, as the app writes one.
fn a_record_of_plays() -> String {
    let line = |game: &str, physical: bool, seed: u64, how: &str, turns: u64| {
        format!(
            r#"{{"game":"{game}","physical":{physical},"seed":{seed},"save":"saves/evening-{seed}.json","name":"Evening {seed}","ended_at":{},"turns":{turns},"how":"{how}","figures":[]}}"#,
            1_796_220_000 + seed * 86_400
        )
    };
    let hows = [
        "megacredits",
        "crew-lost-in-combat",
        "megacredits",
        "megacredits",
        "crew-lost-to-events",
        "crew-lost-in-combat",
        "megacredits",
        "megacredits",
        "megacredits",
        "crew-lost-in-combat",
    ];
    let mut lines: Vec<String> = (1..)
        .zip(hows)
        .map(|(seed, how)| line("dnfm", false, seed, how, 9 + seed))
        .collect();
    lines.push(line("sherwood", true, 40, "witchcraft", 23));
    lines.push(line("sherwood", true, 41, "won", 31));
    format!(
        r#"{{"format":"pnp-companion-record","version":1,"plays":[{}]}}"#,
        lines.join(",")
    )
}

/// A physical game (stations at quadrant 9) that has met the Narn, its card 1 set aside.
fn a_physical_game_at_the_narn() -> pnp_companion::games::dnfm::game::DnfmGame {
    use pnp_companion::games::dnfm::cards::{CardSet, parse_face};
    use pnp_companion::games::dnfm::game::DnfmGame;
    use pnp_companion::games::dnfm::map::MapStrip;
    let set = CardSet::builtin().unwrap();
    let mut g = DnfmGame::new_physical(set, 1, MapStrip::from_stations(&[9]));
    for (a, face) in [
        (DnfmAct::Move(1), None),
        (DnfmAct::Continue, None),
        (DnfmAct::ScanForEvents, Some("1Au")),
        (DnfmAct::RevealBounty, Some("1Au")),
    ] {
        let faces: Vec<_> = face.map(|f| parse_face(f).unwrap()).into_iter().collect();
        g.act(set, a, &faces).unwrap();
    }
    g
}

#[test]
fn snapshots_of_the_main_screens() -> Result<(), iced_test::Error> {
    let d = dir("snap");
    let mut app = App::new(Some(d));
    let mut shots: Vec<(&str, App)> = Vec::new();
    let home = App::new(Some(dir("snap-home")));
    shots.push(("home", home));
    // Home in the other languages (German runs about a third longer than English).
    for (name, code) in [("home-de", "de"), ("home-fr", "fr")] {
        let d = dir(&format!("snap-{name}"));
        std::fs::write(
            d.join("settings.json"),
            format!(r#"{{"language": "{code}"}}"#),
        )
        .unwrap();
        shots.push((name, App::new(Some(d))));
    }
    // A game's screens in the other languages: DNFM's cards drawn in German, Sherwood's
    // first step in French.
    let speaking = |name: &str, code: &str| {
        let d = dir(&format!("snap-{name}"));
        std::fs::write(
            d.join("settings.json"),
            format!(r#"{{"language": "{code}"}}"#),
        )
        .unwrap();
        App::new(Some(d))
    };
    let mut cards_de = speaking("dnfm-cards-de", "de");
    send(
        &mut cards_de,
        Message::Home(home::Message::Seed("7".into())),
    );
    for label in [
        "Do Not Forsake Me",
        "1 fliegen",
        "Weiter zur Ereignisphase",
        "Nach Ereignissen scannen",
    ] {
        click(&mut cards_de, PHONE, label);
    }
    shots.push(("dnfm-cards-de", cards_de));
    let mut sherwood_fr = speaking("sherwood-fr", "fr");
    send(
        &mut sherwood_fr,
        Message::Home(home::Message::Seed("5".into())),
    );
    click(&mut sherwood_fr, PHONE, "The Sherwood Syndrome");
    shots.push(("sherwood-fr", sherwood_fr));
    send(&mut app, Message::Home(home::Message::Seed("3".into())));
    click(&mut app, PHONE, "Do Not Forsake Me");
    shots.push(("dnfm", app));
    // The Dice Cards drawn as printed (the kit's own drawing), one of them turned.
    let mut cards = App::new(Some(dir("snap-cards")));
    send(&mut cards, Message::Home(home::Message::Seed("7".into())));
    click(&mut cards, PHONE, "Do Not Forsake Me");
    click(&mut cards, PHONE, "Move 1");
    click(&mut cards, PHONE, "Continue to the Event phase");
    click(&mut cards, PHONE, "Scan for events");
    shots.push(("dnfm-cards", cards));
    // The coach at a bounty: each choice's chance of winning the whole game (2,000 games a
    // choice, as in play).
    let mut coached = App::new(Some(dir("snap-coach")));
    send(&mut coached, Message::Home(home::Message::Seed("7".into())));
    click(&mut coached, PHONE, "Do Not Forsake Me");
    for label in [
        "Move 1",
        "Continue to the Event phase",
        "Scan for events",
        "Reveal the bounty",
    ] {
        click(&mut coached, PHONE, label);
    }
    send(
        &mut coached,
        Message::Dnfm(pnp_companion::ui::dnfm::Message::Coach(true)),
    );
    shots.push(("dnfm-coach", coached));
    let mut sw = App::new(Some(dir("snap-sw")));
    send(&mut sw, Message::Home(home::Message::Seed("3".into())));
    click(&mut sw, PHONE, "The Sherwood Syndrome");
    shots.push(("sherwood", sw));
    // The pages a player fills in from their own copy: the counter sheet and the charts.
    let mut counters = App::new(Some(dir("snap-counters")));
    send(
        &mut counters,
        Message::Home(home::Message::Seed("3".into())),
    );
    click(&mut counters, PHONE, "The Sherwood Syndrome");
    click(&mut counters, PHONE, "People");
    click(&mut counters, PHONE, "Counter values…");
    shots.push(("sherwood-counters", counters));
    let mut print = App::new(Some(dir("snap-print")));
    click(&mut print, Size::new(420.0, 1200.0), "Print and play PDFs");
    shots.push(("print", print));
    let mut tables = App::new(Some(dir("snap-tables")));
    send(&mut tables, Message::Home(home::Message::Seed("3".into())));
    click(&mut tables, PHONE, "The Sherwood Syndrome");
    click(&mut tables, PHONE, "Tables");
    shots.push(("sherwood-tables", tables));
    // The record of plays: ten evenings of Do Not Forsake Me and two physical Sherwood games.
    let record_dir = dir("snap-record");
    std::fs::write(record_dir.join("record.json"), a_record_of_plays()).unwrap();
    let mut record = App::new(Some(record_dir));
    click(&mut record, PHONE, "Your record of plays");
    // Sherwood is played with a die, not cards; a physical game's seed draws nothing.
    assert!(shows(
        &record,
        DESKTOP,
        "The Sherwood Syndrome · your own die"
    ));
    assert!(shows(
        &record,
        DESKTOP,
        "The Sherwood Syndrome · physical · turn 31"
    ));
    assert!(shows(
        &record,
        DESKTOP,
        "Do Not Forsake Me · digital · seed 10 · turn 19"
    ));
    shots.push(("record", record));
    // A save's game as a link and a QR code (the web app's address set on the desktop).
    let mut share = App::new(Some(dir("snap-share")));
    send(&mut share, Message::Home(home::Message::Seed("3".into())));
    click(&mut share, PHONE, "Do Not Forsake Me");
    click(&mut share, PHONE, "Move 1");
    click(&mut share, PHONE, "Home");
    share.settings.web_app_address = Some("https://pnp.example/app/".into());
    send(&mut share, Message::Home(home::Message::Manage(0)));
    click(&mut share, PHONE, "Share");
    shots.push(("share", share));
    // The physical-mode picker in the middle of an attack: its header above the six rows.
    let mut picker = App::new(Some(dir("snap-picker")));
    picker.screen = Screen::Dnfm(Box::new(dnfm::DnfmScreen::new(
        a_physical_game_at_the_narn(),
        "Evening".into(),
    )));
    for m in [
        dnfm::Message::Act(DnfmAct::Fight),
        dnfm::Message::Act(DnfmAct::Attack),
    ] {
        send(&mut picker, Message::Dnfm(m));
    }
    send(
        &mut picker,
        Message::Dnfm(dnfm::Message::Face(
            pnp_companion::games::dnfm::cards::parse_face("2Au").unwrap(),
        )),
    );
    shots.push(("dnfm-picker", picker));
    // Each at a phone's size and, for the game screens, a wide window's (the log beside play).
    // And Sherwood as 200 % leaves it on a laptop's screen: a phone's width, half its height.
    let wide = [
        "dnfm",
        "dnfm-cards",
        "dnfm-picker",
        "sherwood",
        "sherwood-counters",
        "sherwood-tables",
    ];
    for (name, app) in &shots {
        let sizes: &[(Size, &str)] = match *name {
            "sherwood" => &[
                (PHONE, ""),
                (DESKTOP, "-wide"),
                (Size::new(420.0, 353.0), "-short"),
                (PHONE_AT_150, "-phone-150"),
            ],
            "sherwood-tables" => &[
                (PHONE, ""),
                (DESKTOP, "-wide"),
                (PHONE_AT_200, "-phone-200"),
            ],
            n if wide.contains(&n) || ["home", "print", "record", "share"].contains(&n) => {
                &[(PHONE, ""), (DESKTOP, "-wide")]
            }
            _ => &[(PHONE, "")],
        };
        for (size, sname) in sizes {
            for (theme, tname) in [(palette::light(), "light"), (palette::dark(), "dark")] {
                let mut ui = Simulator::with_size(settings(), *size, app.view());
                let snap = ui.snapshot(&theme)?;
                let file = format!("{name}{sname}-{tname}");
                // The docs' screenshots come from here, so they always show the app as it
                // is; a missing one is written outside CI and fails in it.
                common::ui::as_committed(&snap, &file);
            }
        }
    }
    Ok(())
}

/// At 200 % a phone leaves the app 210 × 430: the header's title, every tab and the Tables
/// page stay in reach (two rows of tabs, the title below the buttons, one scrolling page).
#[test]
fn a_phone_at_200_percent_keeps_every_tab_and_the_title_in_reach() {
    use pnp_companion::ui::sherwood::Tab;
    let mut app = App::new(Some(dir("at-200")));
    send(&mut app, Message::Home(home::Message::Seed("3".into())));
    click(&mut app, PHONE, "The Sherwood Syndrome");
    let title = {
        let mut ui = Simulator::with_size(settings(), PHONE_AT_200, app.view());
        common::ui::last_text(&mut ui, "Turn 1 · Rebel Actions").expect("the title shows")
    };
    assert!(
        title.height < 40.0,
        "the title reads on one line, not squeezed between the buttons: {title:?}"
    );
    for (label, tab) in [
        ("Paragraphs", Tab::Paragraphs),
        ("Log", Tab::Log),
        ("People", Tab::People),
        ("Tables", Tab::Tables),
        ("Play", Tab::Play),
    ] {
        click(&mut app, PHONE_AT_200, label);
        let Screen::Sherwood(s) = &app.screen else {
            panic!("left the game")
        };
        assert_eq!(s.tab, tab, "{label}");
    }
    // The charts' chips are in reach too (they slide sideways).
    click(&mut app, PHONE_AT_200, "Tables");
    click(&mut app, PHONE_AT_200, "Donations");
}

/// At 200 % in French, whose words are the longest of the three (Accueil, Annuler,
/// Rétablir), the header's buttons keep their words whole: none is squeezed past the
/// screen's edge or into its neighbour (Rétablir used to be).
#[test]
fn a_phone_at_200_percent_in_french_keeps_the_headers_words_whole() {
    let d = dir("at-200-fr");
    std::fs::write(d.join("settings.json"), r#"{"language": "fr"}"#).unwrap();
    let mut app = App::new(Some(d));
    send(&mut app, Message::Home(home::Message::Seed("3".into())));
    click(&mut app, PHONE, "The Sherwood Syndrome");
    let words = |size: Size| -> Vec<iced::Rectangle> {
        let mut ui = Simulator::with_size(settings(), size, app.view());
        ["Accueil", "Annuler", "Rétablir"]
            .iter()
            .map(|label| common::ui::last_text(&mut ui, label).expect(label))
            .collect()
    };
    let whole = words(PHONE);
    let narrow = words(PHONE_AT_200);
    for (w, n) in whole.iter().zip(&narrow) {
        // As wide as where there is room (Rétablir was squeezed to 14 px of its 47).
        assert!(
            (w.width - n.width).abs() < 0.5,
            "squeezed: {n:?}, whole {w:?}"
        );
        // A small button's own padding (10 each side) stays on the screen.
        assert!(
            n.x >= 10.0 && n.x + n.width + 10.0 <= PHONE_AT_200.width,
            "{n:?}"
        );
    }
}

/// On a phone the Print page's scrollbar keeps a lane of its own: every switch ends clear of
/// it (issue 45: the scrollbar lay over the switches).
#[test]
fn the_print_pages_scrollbar_lies_clear_of_its_switches() {
    use iced_test::selector::Candidate;
    let mut app = App::new(Some(dir("print-scrollbar")));
    click(&mut app, Size::new(420.0, 1200.0), "Print and play PDFs");
    let mut ui = Simulator::with_size(settings(), PHONE, app.view());
    let page = ui
        .find(|c: Candidate<'_>| match c {
            Candidate::Scrollable { bounds, .. } => Some(bounds),
            _ => None,
        })
        .expect("the page scrolls");
    for label in [
        "3 mm bleed",
        "Crop marks",
        "Ink saver: pale fills with outlines",
    ] {
        let text = common::ui::last_text(&mut ui, label).expect(label);
        // The switch's track (48 wide, 12 after its label) ends a clear 8 px before the
        // scrollbar's lane (10 wide, at the page's right edge); it used to end 2 px short.
        let track_end = text.x + text.width + 12.0 + 48.0;
        assert!(
            track_end + 8.0 <= page.x + page.width - 10.0,
            "{label}: the switch ends at {track_end}, the scrollbar starts at {}",
            page.x + page.width - 10.0
        );
    }
}

#[test]
fn the_print_screen_previews_the_sheets() {
    use pnp_companion::ui::print;
    let mut app = App::new(Some(dir("print")));
    click(&mut app, Size::new(420.0, 1200.0), "Print and play PDFs");
    assert!(matches!(app.screen, Screen::Print(_)));
    assert!(shows(&app, PHONE, "Cards: 9 per sheet"), "A4, no bleed");
    click(&mut app, PHONE, "3 mm bleed");
    assert!(
        shows(&app, PHONE, "Cards: 8 per sheet, the sheet on its side"),
        "with bleed the sheet turns to hold more"
    );
    click(&mut app, PHONE, "Ink saver: pale fills with outlines");
    click(&mut app, PHONE, "short edge");
    {
        let Screen::Print(p) = &app.screen else {
            panic!("still printing")
        };
        assert_eq!(p.options.ink, pnp_companion::print::draw::Ink::Saver);
        assert_eq!(p.options.flip, pnp_companion::print::geometry::Flip::Short);
    }
    send(
        &mut app,
        Message::Print(print::Message::Offset("1,x".into())),
    );
    assert!(shows(
        &app,
        PHONE,
        "'1,x' is not a back offset: write X,Y in millimetres, e.g. 1.5,-0.5 (each between -10 and 10)"
    ));
    send(
        &mut app,
        Message::Print(print::Message::Offset("1,-1".into())),
    );
    // Below the back offset's card: a phone scrolls to it.
    click(&mut app, Size::new(420.0, 1200.0), "Save PDF…");
    let Screen::Print(p) = &app.screen else {
        panic!()
    };
    assert!(p.busy, "the PDF is being made off the UI thread");
    let saved = std::path::PathBuf::from("/tmp/kit.pdf");
    send(
        &mut app,
        Message::Printed(Ok(("Saved kit.pdf (88 KB)".into(), Some(saved.clone())))),
    );
    assert!(shows(&app, PHONE, "Saved kit.pdf (88 KB)"));
    // The PDF just saved can be opened from here (the system's viewer; not run in a test).
    let Screen::Print(p) = &mut app.screen else {
        panic!()
    };
    assert!(matches!(
        p.update(print::Message::Open),
        print::Action::Open(path) if path == saved
    ));
    assert!(shows(&app, PHONE, "Open the PDF"));
    // A failed save offers nothing to open.
    {
        let Screen::Print(p) = &mut app.screen else {
            panic!()
        };
        assert!(matches!(
            p.update(print::Message::OpenFolder),
            print::Action::Open(path) if path == std::path::Path::new("/tmp")
        ));
    }
    assert!(shows(&app, PHONE, "Open the folder"));
    // A failed save offers nothing to open.
    let refused = pnp_companion::ui::platform::PlatformError::DownloadRefused;
    send(&mut app, Message::Printed(Err(refused.into())));
    assert!(shows(
        &app,
        PHONE,
        "Not saved: the browser refused the download."
    ));
    assert!(!shows(&app, PHONE, "Open the PDF"));
    assert!(!shows(&app, PHONE, "Save in the data folder instead"));
}

/// The save dialog closed with no file chosen (the player cancelled, or a desktop whose
/// portal and zenity both failed): nothing is written behind the player's back, and the data
/// folder is offered in one tap, after which the words say where the PDF is.
#[test]
fn a_pdf_with_no_file_chosen_is_not_written_until_the_data_folder_is_asked_for() {
    use pnp_companion::ui::platform::PlatformError;
    let folder = dir("print-folder");
    let mut app = App::new(Some(folder.clone()));
    click(&mut app, Size::new(420.0, 1200.0), "Print and play PDFs");
    click(&mut app, PHONE, "Do Not Forsake Me");
    let not_chosen = PlatformError::NotChosen;
    assert_eq!(
        not_chosen.to_string(),
        "no file was chosen, so nothing was written"
    );
    send(&mut app, Message::Printed(Err(not_chosen.into())));
    let kit = folder.join("pnp-companion-kit.pdf");
    assert!(!kit.exists(), "no file chosen, none written");
    assert!(shows(
        &app,
        PHONE,
        "Not saved: no file was chosen, so nothing was written."
    ));
    let tap: Vec<Message> = {
        let mut ui = Simulator::with_size(settings(), PHONE, app.view());
        ui.click("Save in the data folder instead").unwrap();
        ui.into_messages().collect()
    };
    assert_eq!(tap.len(), 1);
    for m in tap {
        send_and_wait(&mut app, m);
    }
    let bytes = std::fs::read(&kit).expect("the PDF is in the data folder");
    assert!(bytes.starts_with(b"%PDF"));
    let said = format!("Saved in the data folder: {}", kit.display());
    let Screen::Print(p) = &app.screen else {
        panic!()
    };
    assert!(
        p.status.as_deref().is_some_and(|s| s.starts_with(&said)),
        "{:?}",
        p.status
    );
    assert_eq!(p.saved.as_deref(), Some(kit.as_path()));
    assert!(shows(&app, PHONE, "Open the folder"));
    assert!(!shows(&app, PHONE, "Save in the data folder instead"));
}

#[test]
fn a_choice_is_offered_as_equals_and_space_does_not_make_it() {
    use iced::keyboard::{Key, Modifiers, key::Named};
    let mut app = App::new(Some(dir("choices")));
    send(&mut app, Message::Home(home::Message::Seed("7".into())));
    click(&mut app, PHONE, "Do Not Forsake Me");
    let space = |app: &mut App| {
        let t = app.key(Key::Named(Named::Space), Modifiers::default());
        run(app, t);
    };
    // Space carries the game from step to step; the choices on the way are made by tapping.
    for _ in 0..60 {
        match &dnfm_state(&app).phase {
            Phase::Encounter { .. } => break,
            Phase::Movement => click(&mut app, PHONE, "Move 1"),
            Phase::Refit if shows(&app, PHONE, "Dock at the spacestation") => {
                click(&mut app, PHONE, "Continue to the Event phase");
            }
            _ => space(&mut app),
        }
    }
    assert!(
        matches!(dnfm_state(&app).phase, Phase::Encounter { .. }),
        "a bounty met"
    );
    let before = dnfm_state(&app).clone();
    space(&mut app);
    assert_eq!(dnfm_state(&app), &before, "Space does not evade or fight");
    for label in ["Evade · ", "Fight · "] {
        assert!(shows_text_starting(&app, label), "'{label}…' with its odds");
    }
}

#[test]
fn going_back_in_the_log_asks_first_and_says_how_much_it_undoes() {
    let mut app = App::new(Some(dir("going-back")));
    send(&mut app, Message::Home(home::Message::Seed("7".into())));
    click(&mut app, PHONE, "Do Not Forsake Me");
    click(&mut app, PHONE, "Move 1");
    click(&mut app, PHONE, "Continue to the Event phase");
    click(&mut app, PHONE, "Scan for events");
    let played = |app: &App| match &app.screen {
        Screen::Dnfm(s) => s.game.journal.entries().len(),
        _ => panic!("not in the game"),
    };
    assert_eq!(played(&app), 3);
    click(&mut app, PHONE, "Log");
    click(&mut app, PHONE, "Move 1");
    assert_eq!(played(&app), 3, "nothing undone before the player says yes");
    assert!(shows(
        &app,
        PHONE,
        "Go back to “Move 1”? This undoes 2 actions (Redo brings them back until you play on)."
    ));
    click(&mut app, PHONE, "Keep playing");
    assert_eq!(played(&app), 3);
    assert!(!shows(&app, PHONE, "Keep playing"), "the question is gone");
    click(&mut app, PHONE, "Back to the start");
    assert!(shows(
        &app,
        PHONE,
        "Go back to the start? This undoes 3 actions (Redo brings them back until you play on)."
    ));
    click(&mut app, PHONE, "Go back");
    assert_eq!(played(&app), 0);
    // Forward to an undone entry is a redo: nothing is lost, so nothing is asked.
    click(&mut app, PHONE, "(undone) Move 1");
    assert_eq!(played(&app), 1);
    // The Sherwood log asks the same way.
    let mut sw = App::new(Some(dir("going-back-sw")));
    send(&mut sw, Message::Home(home::Message::Seed("3".into())));
    click(&mut sw, PHONE, "The Sherwood Syndrome");
    let entries = |app: &App| match &app.screen {
        Screen::Sherwood(s) => s.game.journal.entries().len(),
        _ => panic!("not in the game"),
    };
    // The first move of the game: beam Kirk down to Trott.
    send(
        &mut sw,
        Message::Sherwood(pnp_companion::ui::sherwood::Message::Play(
            pnp_companion::ui::sherwood::play::Message::Act(
                pnp_companion::games::sherwood::actions::Action::BeamDown {
                    persons: vec!["kirk".into()],
                    to: SpaceId::new("Trott"),
                },
            ),
        )),
    );
    let before = entries(&sw);
    assert_eq!(before, 1, "the beam-down is logged");
    send(
        &mut sw,
        Message::Sherwood(pnp_companion::ui::sherwood::Message::GoTo(None)),
    );
    assert_eq!(entries(&sw), before, "asked first");
    send(
        &mut sw,
        Message::Sherwood(pnp_companion::ui::sherwood::Message::ConfirmGoTo),
    );
    assert_eq!(entries(&sw), 0);
}

#[test]
fn saves_show_how_they_ended_and_their_seed_and_can_be_renamed_and_deleted() {
    use pnp_companion::games::dnfm::cards::CardSet;
    use pnp_companion::games::dnfm::game::DnfmGame;
    use pnp_companion::store::saves::{self, Envelope, Finished, GameKind};
    use pnp_companion::store::storage::FileStorage;
    let d = dir("manage-saves");
    // A game that was lost, as the app writes it.
    let set = CardSet::builtin().unwrap();
    let lost = Envelope::new(
        GameKind::Dnfm,
        "Long night",
        1,
        DnfmGame::new_digital(set, 42),
    )
    .summed_up(42, Some(Finished::Lost));
    saves::write_to(&FileStorage::new(&d), &saves::key_for("Long night"), &lost).unwrap();
    let mut app = App::new(Some(d.clone()));
    send(&mut app, Message::Home(home::Message::Seed("7".into())));
    send(&mut app, Message::Home(home::Message::Name("Alpha".into())));
    click(&mut app, PHONE, "Do Not Forsake Me");
    click(&mut app, PHONE, "Move 2");
    click(&mut app, PHONE, "Home");
    // The name on a line of its own, then what the game is and where it stands.
    assert!(
        shows_text_starting(&app, "Do Not Forsake Me · lost · "),
        "a finished game is marked lost (a save from before the mode and turn were kept)"
    );
    assert!(
        shows_text_starting(&app, "Do Not Forsake Me · digital · turn 1 · just now"),
        "a game going on is not marked, and says how it is played and its turn"
    );
    let alpha = |app: &App| {
        let Screen::Home(h) = &app.screen else {
            panic!("home")
        };
        h.saves.iter().position(|s| s.name == "Alpha")
    };
    let i = alpha(&app).expect("Alpha is listed");
    // The window's title names the game once.
    send(&mut app, Message::Home(home::Message::Continue(i)));
    assert_eq!(app.title(), "Do Not Forsake Me — Alpha");
    click(&mut app, PHONE, "Home");
    send(&mut app, Message::Home(home::Message::Seed(String::new())));
    send(&mut app, Message::Home(home::Message::Name(String::new())));
    click(&mut app, PHONE, "The Sherwood Syndrome");
    assert_eq!(
        app.title(),
        "Sherwood",
        "not “The Sherwood Syndrome — Sherwood”"
    );
    click(&mut app, PHONE, "Home");
    // On Home, a Sherwood save's line names its game (issue 45: "Sherwood" alone did not).
    assert!(
        shows_text_starting(&app, "The Sherwood Syndrome · digital · turn 1 · just now"),
        "the Sherwood save's line names the game"
    );
    let i = alpha(&app).expect("Alpha is listed");
    send(&mut app, Message::Home(home::Message::Manage(i)));
    assert!(shows(&app, PHONE, "Seed 7"));
    click(&mut app, PHONE, "Copy seed");
    assert!(shows(&app, PHONE, "Seed 7 copied."));
    assert_eq!(
        app.notice_kind(),
        Some(NoticeKind::Done),
        "work done looks like it"
    );
    send(
        &mut app,
        Message::Home(home::Message::NewName("Beta".into())),
    );
    click(&mut app, PHONE, "Rename");
    assert!(shows(&app, PHONE, "Renamed to “Beta”."));
    assert_eq!(app.notice_kind(), Some(NoticeKind::Done));
    // Renaming onto another save's name is refused, and looks like a problem.
    let beta = {
        let Screen::Home(h) = &app.screen else {
            panic!("home")
        };
        h.saves.iter().position(|s| s.name == "Beta").unwrap()
    };
    send(&mut app, Message::Home(home::Message::Manage(beta)));
    send(
        &mut app,
        Message::Home(home::Message::NewName("Long night".into())),
    );
    click(&mut app, PHONE, "Rename");
    assert!(shows(
        &app,
        PHONE,
        "Another save is called “Long night”: pick another name."
    ));
    assert_eq!(app.notice_kind(), Some(NoticeKind::Problem));
    assert!(alpha(&app).is_none());
    let beta = {
        let Screen::Home(h) = &app.screen else {
            panic!("home")
        };
        h.saves
            .iter()
            .position(|s| s.name == "Beta")
            .expect("Beta is listed")
    };
    // The renamed game goes on where it was.
    send(&mut app, Message::Home(home::Message::Continue(beta)));
    assert_eq!(dnfm_state(&app).moved, 2);
    click(&mut app, PHONE, "Home");
    let beta = {
        let Screen::Home(h) = &app.screen else {
            panic!("home")
        };
        h.saves.iter().position(|s| s.name == "Beta").unwrap()
    };
    send(&mut app, Message::Home(home::Message::Manage(beta)));
    click(&mut app, PHONE, "Delete…");
    assert!(shows(
        &app,
        PHONE,
        "Delete “Beta”? The game cannot be continued after."
    ));
    click(&mut app, PHONE, "Keep it");
    click(&mut app, PHONE, "Delete…");
    click(&mut app, PHONE, "Delete it");
    let Screen::Home(h) = &app.screen else {
        panic!("home")
    };
    assert!(h.saves.iter().all(|s| s.name != "Beta"), "deleted");
    assert_eq!(h.saves.len(), 2, "the lost game and the Sherwood game stay");
}

/// 200 % on a 1366 × 768 screen leaves a window of a phone's width and 353 units tall:
/// Sherwood keeps only the tracks' figures fixed, and the page scrolls the rest.
#[test]
fn a_short_window_keeps_the_tracks_figures_and_scrolls_the_rest() {
    let short = Size::new(420.0, 353.0);
    let mut app = App::new(Some(dir("short")));
    send(&mut app, Message::Home(home::Message::Seed("3".into())));
    click(&mut app, PHONE, "The Sherwood Syndrome");
    assert!(
        shows(&app, PHONE, "Witchcraft"),
        "tall: the named track cards"
    );
    assert!(
        !shows(&app, short, "Witchcraft"),
        "short: the figures alone"
    );
    assert!(shows(&app, short, "10"), "Royal Morale's figure stays");
    // The orders head the Play page, which scrolls.
    assert!(shows_text_starting_at(&app, short, "Orders: Patrol"));
    // The bottom bar still works.
    click(&mut app, short, "People");
    assert!(shows(&app, short, "Counter values…"));
}
