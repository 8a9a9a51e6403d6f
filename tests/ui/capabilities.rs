//! The screens show what the platform offers, as the shell hands it to them
//! (`Capabilities`): the same app given a browser's shows a browser's screens, here on the
//! desktop.

use crate::common;

use common::ui::{send_and_wait, shows};
use iced::Size;
use pnp_companion::store::saves::GameKind;
use pnp_companion::ui::platform::Capabilities;
use pnp_companion::ui::{App, Message, home, sherwood};

const TALL: Size = Size::new(420.0, 4000.0);

fn browser() -> Capabilities {
    common::ui::browser_capabilities()
}

fn app(caps: Capabilities) -> App {
    App::new(Some(common::fresh_dir("pnp-ui", "capabilities"))).with_capabilities(caps)
}

#[test]
fn home_offers_what_the_platform_has() {
    let desktop = app(Capabilities::here());
    assert!(shows(&desktop, TALL, "F1: help and keyboard shortcuts"));
    assert!(shows(
        &desktop,
        TALL,
        "Where your web app lives (its address), for links and QR codes of shared games"
    ));
    assert!(!shows(&desktop, TALL, "Keep the screen on during a game"));
    assert!(!shows(&desktop, TALL, "Not exported yet."));
    assert!(!shows(&desktop, TALL, "Play with a screen reader"));

    let browser = app(browser());
    assert!(!shows(&browser, TALL, "F1: help and keyboard shortcuts"));
    assert!(!shows(
        &browser,
        TALL,
        "Where your web app lives (its address), for links and QR codes of shared games"
    ));
    assert!(shows(&browser, TALL, "Keep the screen on during a game"));
    assert!(shows(&browser, TALL, "Not exported yet."));
    assert!(shows(&browser, TALL, "Play with a screen reader"));
}

#[test]
fn the_rulebook_is_picked_where_no_path_can_be_typed() {
    let paragraphs = |caps: Capabilities| {
        let mut app = app(caps);
        send_and_wait(
            &mut app,
            Message::Home(home::Message::New(GameKind::Sherwood)),
        );
        send_and_wait(
            &mut app,
            Message::Sherwood(sherwood::Message::Tab(sherwood::Tab::Paragraphs)),
        );
        (
            shows(&app, TALL, "Path to your plain-text rulebook"),
            shows(&app, TALL, "Choose your plain-text rulebook…"),
        )
    };
    assert_eq!(paragraphs(Capabilities::here()), (true, false));
    assert_eq!(paragraphs(browser()), (false, true));
}
