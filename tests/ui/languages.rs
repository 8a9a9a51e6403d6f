//! The app in the player's language: chosen on Home with one tap, each language named in
//! its own, kept across a restart, numbers written as the language writes them, and back to
//! the system's (English in a test) with one tap.

use crate::common;

use common::ui::{shows, tap};
use iced::Size;
use pnp_companion::i18n::{self, Lang};
use pnp_companion::ui::App;

/// Home's settings are at the foot of the page: a window tall enough to hold it all.
const TALL: Size = Size::new(420.0, 3200.0);

fn settings_file(dir: &std::path::Path) -> String {
    std::fs::read_to_string(dir.join("settings.json")).unwrap_or_default()
}

#[test]
fn the_language_is_chosen_on_home_and_kept() {
    let dir = common::fresh_dir("pnp-lang", "choose");
    let mut app = App::new(Some(dir.clone()));
    assert!(shows(&app, TALL, "New game"));
    assert!(shows(&app, TALL, "100%"), "English writes 100%");
    // Every language is offered in its own words, whatever the current one.
    for name in ["English", "Deutsch", "Français"] {
        assert!(shows(&app, TALL, name), "{name} is not offered");
    }

    tap(&mut app, TALL, "Deutsch");
    assert!(shows(&app, TALL, "Neues Spiel"));
    assert!(shows(&app, TALL, "Einstellungen"));
    assert!(shows(&app, TALL, "100\u{a0}%"), "German writes 100 %");
    assert!(!shows(&app, TALL, "New game"));
    assert!(shows(&app, TALL, "English") && shows(&app, TALL, "Français"));
    assert!(settings_file(&dir).contains("\"language\": \"de\""));

    // A restart opens in German, whatever the thread spoke before.
    i18n::set_language(Lang::En);
    let again = App::new(Some(dir.clone()));
    assert!(shows(&again, TALL, "Neues Spiel"));
    assert_eq!(again.title(), "PnP Companion");

    let mut app = again;
    tap(&mut app, TALL, "Français");
    assert!(shows(&app, TALL, "Nouvelle partie"));
    assert!(shows(&app, TALL, "Réglages"));

    tap(&mut app, TALL, "Comme le système");
    assert!(shows(&app, TALL, "New game"), "a test's system is English");
    assert!(!settings_file(&dir).contains("\"language\""));
}

#[test]
fn a_language_the_app_does_not_know_is_the_systems_and_nothing_breaks() {
    let dir = common::fresh_dir("pnp-lang", "unknown");
    std::fs::write(dir.join("settings.json"), r#"{"language": "tlh"}"#).unwrap();
    let app = App::new(Some(dir.clone()));
    assert!(shows(&app, TALL, "New game"));
    assert!(shows(&app, TALL, "Follow the system"));
}

#[test]
fn two_apps_keep_their_own_languages_on_one_thread() {
    let (de, fr) = (
        common::fresh_dir("pnp-lang", "two-de"),
        common::fresh_dir("pnp-lang", "two-fr"),
    );
    std::fs::write(de.join("settings.json"), r#"{"language": "de"}"#).unwrap();
    std::fs::write(fr.join("settings.json"), r#"{"language": "fr"}"#).unwrap();
    let (de, fr) = (App::new(Some(de)), App::new(Some(fr)));
    assert!(shows(&de, TALL, "Neues Spiel"));
    assert!(shows(&fr, TALL, "Nouvelle partie"));
    assert!(shows(&de, TALL, "Deine Daten"));
}

/// Writes Home, whole, in every language at a phone's width and at 200 % (210 px), to look
/// at: `cargo test --test all -- --ignored ui::languages::look`.
#[test]
#[ignore = "writes pictures to look at, asserts nothing"]
fn look_at_home_in_every_language() {
    use pnp_companion::ui::palette;
    for lang in Lang::ALL {
        let d = common::fresh_dir("pnp-lang", &format!("look-{}", lang.code()));
        std::fs::write(
            d.join("settings.json"),
            format!(r#"{{"language": "{}"}}"#, lang.code()),
        )
        .unwrap();
        let app = App::new(Some(d));
        for (w, h, name) in [(420.0, 2400.0, "phone"), (210.0, 4200.0, "200")] {
            let mut ui = iced_test::Simulator::with_size(
                common::ui::settings(),
                Size::new(w, h),
                app.view(),
            );
            let snap = ui.snapshot(&palette::light()).unwrap();
            let _ = snap.matches_image(format!("/tmp/look/home-{}-{name}", lang.code()));
        }
    }
}
