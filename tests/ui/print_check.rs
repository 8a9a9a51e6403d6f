//! The printer check on the Print screen, headless: "Check my printer" saves the check
//! through the kit's Save path and offers its 25 squares; tapping the one that lined up
//! keeps its offset in the settings (shown in words, in the typed field, after a restart
//! too), the kit saved from then on carries it, and Reset puts the backs back.

use crate::common;

use common::ui::{send_and_wait, settings, shows};
use iced::Size;
use iced_test::Simulator;
use pnp_companion::ui::app::Screen;
use pnp_companion::ui::print::{self, Made};
use pnp_companion::ui::{App, Message};

/// Tall enough for the whole Print page.
const TALL: Size = Size::new(420.0, 2600.0);

fn screen(app: &App) -> &print::PrintScreen {
    match &app.screen {
        Screen::Print(p) => p,
        _ => panic!("not on the Print screen"),
    }
}

/// Taps `label`; a file's Save is handed to the app but its task (the system's save dialog)
/// is not run; everything else runs to the end (the settings' write).
fn tap(app: &mut App, label: &str) {
    let messages: Vec<Message> = {
        let mut ui = Simulator::with_size(settings(), TALL, app.view());
        ui.click(label)
            .unwrap_or_else(|e| panic!("no '{label}' on screen: {e:?}"));
        ui.into_messages().collect()
    };
    assert!(!messages.is_empty(), "tapping '{label}' did nothing");
    for m in messages {
        if matches!(
            m,
            Message::Print(
                print::Message::Check
                    | print::Message::Save
                    | print::Message::SaveShopDeck
                    | print::Message::SaveCounterSheet
            )
        ) {
            let _ = app.update(m);
        } else {
            send_and_wait(app, m);
        }
    }
}

/// A page's drawing with the font resources' names left out.
fn drawing(bytes: &[u8], page: usize) -> String {
    common::pdf::drawings(bytes).swap_remove(page - 1)
}

#[test]
fn check_my_printer_then_the_square_that_lined_up_then_reset() {
    let folder = common::fresh_dir("pnp-ui", "printer-check");
    let mut app = App::new(Some(folder.clone()));
    common::ui::tap(&mut app, TALL, "Print and play PDFs");
    assert!(shows(
        &app,
        TALL,
        "Backs print right behind their fronts (no offset)."
    ));
    assert!(!shows(&app, TALL, "Reset"), "nothing to reset");
    assert!(!shows(&app, TALL, "13"), "the squares wait for the check");

    tap(&mut app, "Check my printer");
    let p = screen(&app);
    assert!(
        p.busy && p.checking,
        "the check is being made off the UI thread"
    );
    assert_eq!(p.made, Made::PrinterCheck);
    send_and_wait(
        &mut app,
        Message::Printed(Ok((
            "Saved pnp-companion-printer-check.pdf (17 KB)".into(),
            None,
        ))),
    );
    assert!(shows(
        &app,
        TALL,
        "Print the sheet on both sides at 100 % (no scaling), hold it up to the light and tap the square whose lines meet:"
    ));
    // No offset yet is square 13's, in the middle: marked as the one chosen.
    assert!(shows(&app, TALL, "● 13"));
    for n in (1..=25).filter(|&n| n != 13) {
        assert!(shows(&app, TALL, &n.to_string()), "square {n}");
    }

    // Square 7: second row, second column: 1 mm left and 1 mm up.
    tap(&mut app, "7");
    assert_eq!(app.settings.back_offset, (-1.0, 1.0));
    assert_eq!(screen(&app).offset, "-1,1", "the typed field agrees");
    assert_eq!(screen(&app).options.back_offset, (-1.0, 1.0));
    assert!(shows(
        &app,
        TALL,
        "Backs moved 1 mm left and 1 mm up, as you look at the back."
    ));
    assert!(shows(&app, TALL, "● 7"), "the square chosen is marked");
    assert!(
        shows(&app, TALL, "Saved pnp-companion-printer-check.pdf (17 KB)"),
        "where the check was saved stays said"
    );

    // Kept: the app started again shows it on the Print screen.
    let mut again = App::new(Some(folder.clone()));
    assert_eq!(again.settings.back_offset, (-1.0, 1.0));
    common::ui::tap(&mut again, TALL, "Print and play PDFs");
    assert_eq!(screen(&again).offset, "-1,1");
    assert!(shows(
        &again,
        TALL,
        "Backs moved 1 mm left and 1 mm up, as you look at the back."
    ));

    // The kit saved from now on carries it (into the data folder: no dialog in a test).
    common::ui::tap(&mut app, TALL, "Sherwood");
    if let Screen::Print(p) = &mut app.screen {
        p.made = Made::Kit;
    }
    send_and_wait(&mut app, Message::Print(print::Message::SaveInFolder));
    let saved = std::fs::read(folder.join("pnp-companion-kit.pdf")).expect("the kit saved");
    let render = |offset| {
        pnp_companion::print::pdf::render(
            &pnp_companion::print::options::PrintOptions {
                back_offset: offset,
                ..screen(&app).options
            },
            pnp_companion::games::dnfm::cards::CardSet::builtin().unwrap(),
            pnp_companion::games::sherwood::SherwoodData::builtin().unwrap(),
        )
        .unwrap()
    };
    assert_eq!(drawing(&saved, 2), drawing(&render((-1.0, 1.0)), 2));
    assert_ne!(drawing(&saved, 2), drawing(&render((0.0, 0.0)), 2));

    // Typed: the same one source.
    send_and_wait(
        &mut app,
        Message::Print(print::Message::Offset("0.5,-0.25".into())),
    );
    assert_eq!(app.settings.back_offset, (0.5, -0.25));
    assert!(shows(
        &app,
        TALL,
        "Backs moved 0.5 mm right and 0.25 mm down, as you look at the back."
    ));
    assert!(!shows(&app, TALL, "● 7"), "no square says that");

    tap(&mut app, "Reset");
    assert_eq!(app.settings.back_offset, (0.0, 0.0));
    assert_eq!(screen(&app).offset, "0,0");
    assert!(shows(
        &app,
        TALL,
        "Backs print right behind their fronts (no offset)."
    ));
    assert!(!shows(&app, TALL, "Reset"));
    assert!(shows(&app, TALL, "● 13"));
    assert_eq!(
        App::new(Some(folder)).settings.back_offset,
        (0.0, 0.0),
        "the reset is kept"
    );
}

/// The printer check's rulers as measured (issue 64): typed on the Print screen, said in
/// words, kept in the settings (after a restart too), carried into the kit the screen saves,
/// refused when they cannot be a ruler, and put back to true with one tap.
#[test]
fn the_rulers_measured_scale_the_kit_and_are_kept() {
    let folder = common::fresh_dir("pnp-ui", "rulers-measured");
    let mut app = App::new(Some(folder.clone()));
    common::ui::tap(&mut app, TALL, "Print and play PDFs");
    assert!(shows(
        &app,
        TALL,
        "The kit is printed as it is: both rulers measure 10 cm."
    ));
    assert!(!shows(&app, TALL, "Print as it is"));
    send_and_wait(
        &mut app,
        Message::Print(print::Message::Measured("99,100".into())),
    );
    assert_eq!(app.settings.measured_rulers, (99.0, 100.0));
    assert!(shows(
        &app,
        TALL,
        "The kit is printed at 101.0 % across and 100.0 % down, so that both rulers come out true."
    ));
    assert_eq!(
        App::new(Some(folder.clone())).settings.measured_rulers,
        (99.0, 100.0),
        "kept after a restart"
    );
    // The kit the screen saves carries them.
    let handed = {
        let Screen::Print(p) = &mut app.screen else {
            panic!("not on the Print screen")
        };
        match p.update(print::Message::Save) {
            print::Action::Save(o, Made::Kit) => Some(o),
            _ => None,
        }
    };
    let o = handed.expect("Save hands the kit's options");
    assert_eq!((o.measured.across, o.measured.down), (99.0, 100.0));
    // A length no ruler has is said, and changes nothing kept.
    send_and_wait(
        &mut app,
        Message::Print(print::Message::Measured("80,100".into())),
    );
    assert_eq!(app.settings.measured_rulers, (99.0, 100.0));
    assert!(shows(
        &app,
        TALL,
        "'80,100' is not what the rulers measure: write ACROSS,DOWN in millimetres, e.g. 99.5,100 (each between 90 and 110)"
    ));
    send_and_wait(
        &mut app,
        Message::Print(print::Message::Measured("99,100".into())),
    );
    tap(&mut app, "Print as it is");
    assert_eq!(app.settings.measured_rulers, (100.0, 100.0));
    assert_eq!(screen(&app).measured, "100,100");
    assert!(shows(
        &app,
        TALL,
        "The kit is printed as it is: both rulers measure 10 cm."
    ));
}

/// Fold-over on the Print screen (issue 64): the switch beside duplex makes the kit the
/// screen saves a fold-over one, says how to fold it, and keeps the printer check.
#[test]
fn fold_over_is_a_choice_beside_duplex() {
    let folder = common::fresh_dir("pnp-ui", "fold-over");
    let mut app = App::new(Some(folder));
    common::ui::tap(&mut app, TALL, "Print and play PDFs");
    assert!(shows(
        &app,
        TALL,
        "Duplex: the printer turns the sheet on its"
    ));
    tap(&mut app, "Fold-over: no duplex printer needed");
    assert!(screen(&app).options.fold);
    assert!(shows(
        &app,
        TALL,
        "Each page holds its fronts above a fold and their backs below it. Print on one side, fold on the dashed line, glue, then cut."
    ));
    assert!(!shows(
        &app,
        TALL,
        "Duplex: the printer turns the sheet on its"
    ));
    assert!(shows(&app, TALL, "Check my printer"), "the check stays");
    let Screen::Print(p) = &mut app.screen else {
        panic!()
    };
    match p.update(print::Message::Save) {
        print::Action::Save(o, Made::Kit) => assert!(o.fold),
        _ => panic!("Save hands the kit's options"),
    }
}

/// For a print shop (issue 64): the Print screen saves the Do Not Forsake Me deck as
/// DriveThruCards takes it, through the same Save path as the kit (the data folder here).
/// Saves what the Print screen's button `label` makes into the data folder (the way the
/// save dialog's "no file chosen" leads), and reads the file back.
fn saved_by(app: &mut App, folder: &std::path::Path, label: &str, file: &str) -> Vec<u8> {
    tap(app, label);
    assert!(screen(app).busy, "{label} starts the work");
    send_and_wait(app, Message::Print(print::Message::SaveInFolder));
    std::fs::read(folder.join(file)).unwrap_or_else(|e| panic!("{file} is written: {e}"))
}

#[test]
fn the_deck_for_a_card_printer_is_saved_from_the_print_screen() {
    use common::picture::{Picture, unzip};
    let folder = common::fresh_dir("pnp-ui", "shop-deck");
    let mut app = App::new(Some(folder.clone()));
    common::ui::tap(&mut app, TALL, "Print and play PDFs");
    assert!(shows(&app, TALL, "For a print shop"));
    // The Game Crafter is chosen first; each shop that takes pictures gets a zip of its
    // template's size, its own words shown when it is chosen.
    let how = |shop: &str| pnp_companion::i18n::text(&format!("print-screen-shop-how-{shop}"));
    assert!(how("thegamecrafter").contains("825 × 1125 pixels"));
    for (key, name, pixels) in [
        ("thegamecrafter", "The Game Crafter", (825, 1125)),
        ("makeplayingcards", "MakePlayingCards", (822, 1122)),
    ] {
        if key != "thegamecrafter" {
            tap(&mut app, name);
        }
        assert!(shows(&app, TALL, &how(key)), "{name}");
        let zip = saved_by(
            &mut app,
            &folder,
            &format!("Save the deck for {name}…"),
            &format!("do-not-forsake-me-{key}.zip"),
        );
        let files = unzip(&zip);
        assert_eq!(files.len(), 36);
        let first = Picture::read(&files[0].1);
        assert_eq!((first.width, first.height), pixels, "{name}");
    }
    // DriveThruCards: one PDF.
    tap(&mut app, "DriveThruCards");
    {
        let Screen::Print(p) = &mut app.screen else {
            panic!()
        };
        assert!(matches!(
            p.update(print::Message::SaveShopDeck),
            print::Action::Save(
                _,
                Made::ShopDeck(pnp_companion::print::options::Shop::DriveThruCards)
            )
        ));
    }
    send_and_wait(&mut app, Message::Print(print::Message::SaveInFolder));
    let deck = folder.join("do-not-forsake-me-drivethrucards.pdf");
    let doc = lopdf::Document::load(&deck).expect("the deck is written");
    assert_eq!(doc.get_pages().len(), 36);
    assert_eq!(common::pdf::duplex(&doc), b"Simplex");
    // The Sherwood counters, one picture at 300 dpi.
    let sheet = saved_by(
        &mut app,
        &folder,
        "Save the counter sheet…",
        "sherwood-counter-sheet.png",
    );
    let picture = Picture::read(&sheet);
    assert!(picture.width > 1000 && picture.height > 1000);
    assert!((picture.dpi.unwrap() - 300.0).abs() < 0.05);
}
