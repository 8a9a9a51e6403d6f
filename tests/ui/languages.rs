//! The app in the player's language: chosen on Home with one tap, each language named in
//! its own, kept across a restart, numbers written as the language writes them, and back to
//! the system's (English in a test) with one tap.

use crate::common;

use common::ui::{shows, tap, texts};
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
        let mut app = App::new(Some(d));
        for (w, h, name) in [(420.0, 2400.0, "phone"), (210.0, 4200.0, "200")] {
            let mut ui = iced_test::Simulator::with_size(
                common::ui::settings(),
                Size::new(w, h),
                app.view(),
            );
            let snap = ui.snapshot(&palette::light()).unwrap();
            let _ = snap.matches_image(format!("/tmp/look/home-{}-{name}", lang.code()));
        }
        // Do Not Forsake Me at its first bounty, with the coach on.
        use pnp_companion::ui::{Message, dnfm};
        common::ui::send_and_wait(
            &mut app,
            Message::Home(pnp_companion::ui::home::Message::Seed("7".into())),
        );
        tap(&mut app, TALL, "Do Not Forsake Me");
        for m in [
            dnfm::Message::Act(pnp_companion::games::dnfm::rules::Action::Move(2)),
            dnfm::Message::Act(pnp_companion::games::dnfm::rules::Action::Continue),
            dnfm::Message::Act(pnp_companion::games::dnfm::rules::Action::ScanForEvents),
            dnfm::Message::Act(pnp_companion::games::dnfm::rules::Action::RevealBounty),
        ] {
            common::ui::send_and_wait(&mut app, Message::Dnfm(m));
        }
        for (w, h, name) in [(420.0, 1800.0, "phone"), (210.0, 3600.0, "200")] {
            let mut ui = iced_test::Simulator::with_size(
                common::ui::settings(),
                Size::new(w, h),
                app.view(),
            );
            let snap = ui.snapshot(&palette::light()).unwrap();
            let _ = snap.matches_image(format!("/tmp/look/dnfm-{}-{name}", lang.code()));
        }
    }
}

/// English a German or French game screen must not show: the screen's and the rules' own
/// words, and the card set's names but for its bounties' own (names stay as printed).
const ENGLISH: &[&str] = &[
    "Scan for events",
    "Event scan",
    "Your attack",
    "Their attack",
    "Damage:",
    "Tap the card",
    "Tap card",
    "Move 1",
    "Reveal the bounty",
    "Detection Level",
    "Moved ",
    "End of turn",
    "NavComm check",
    "Odds from",
    // The card set's names: events, bounties' titles.
    "No Threats Detected",
    "Meteor Storm",
    "Solar Flare",
    "Space Madness",
    "Claim Jump",
    "Your Haunted Past",
    "Crew Mutiny",
    "Counterplot",
    "Renegade Star Cruiser",
    "Blackguard Pirates",
    "Smuggler Queen",
    "Hive Raider",
    "Deserter Frigate",
    "Ore Hauler Pirate",
    "Cult Corvette",
];

fn dnfm_screen(app: &App) -> &pnp_companion::ui::dnfm::DnfmScreen {
    match &app.screen {
        pnp_companion::ui::app::Screen::Dnfm(s) => s,
        _ => panic!("not on the Do Not Forsake Me screen"),
    }
}

/// A Do Not Forsake Me game played to its end in `code`'s language: started from Home by
/// its taps, the player's cards tapped in the picker by their captions in that language
/// (physical), the choices taken (Move 2, dock, fight, attack on), the obvious step where
/// there is none. Every screen on the way is held to showing none of [`ENGLISH`]; the words
/// `expected` must all have been seen.
fn play_to_the_end(code: &str, physical: bool, expected: &[&str]) {
    use pnp_companion::games::dnfm::cards::CardSet;
    use pnp_companion::games::dnfm::game::DnfmGame;
    use pnp_companion::games::dnfm::rules::Action as Act;
    use pnp_companion::ui::{Message, dnfm};
    const PLAY: Size = Size::new(420.0, 2400.0);
    let set = CardSet::builtin().unwrap();
    let d = common::fresh_dir("pnp-lang", &format!("play-{code}-{physical}"));
    std::fs::write(
        d.join("settings.json"),
        format!(r#"{{"language": "{code}"}}"#),
    )
    .unwrap();
    let mut app = App::new(Some(d));
    common::ui::send_and_wait(
        &mut app,
        Message::Home(pnp_companion::ui::home::Message::Seed("5".into())),
    );
    let (physical_word, up, down) = match code {
        "de" => ("Am Tisch", "aufrecht", "kopfüber"),
        "fr" => ("Sur table", "à l’endroit", "à l’envers"),
        _ => panic!("a language of this test"),
    };
    if physical {
        tap(&mut app, TALL, physical_word);
    }
    tap(&mut app, TALL, "Do Not Forsake Me");
    if physical {
        // The player's map: a spacestation in quadrants 6 and 12.
        tap(&mut app, PLAY, "6");
        tap(&mut app, PLAY, "12");
    }
    let mut seen: Vec<String> = Vec::new();
    let mut walk = 0u32;
    for _ in 0..4000 {
        let shown = texts(&app, PLAY);
        for english in ENGLISH {
            assert!(
                !shown.iter().any(|t| t.contains(english)),
                "English on the {code} screen: {english:?} in {shown:?}"
            );
        }
        seen.extend(shown);
        let s = dnfm_screen(&app);
        if s.game.state().end.is_some() {
            break;
        }
        if s.waiting.is_some() {
            let (card, side, way) = loop {
                walk += 1;
                let card = u8::try_from(walk % 6).unwrap() + 1;
                let (side, turned) =
                    [("A", false), ("B", true), ("A", true), ("B", false)][(walk / 6 % 4) as usize];
                if s.so_far.refusal(card).is_none() {
                    break (card, side, if turned { down } else { up });
                }
            };
            let prefix = format!("{card}{side} {way}");
            let label = texts(&app, PLAY)
                .into_iter()
                .find(|t| t.starts_with(&prefix))
                .unwrap_or_else(|| panic!("no card {prefix} in the picker"));
            tap(&mut app, PLAY, &label);
            continue;
        }
        let state = s.game.state().clone();
        let m = match s.next_step(set) {
            Some(m) => m,
            None => {
                let choices = DnfmGame::choices(set, &state);
                // A player whose cards keep losing the same fight flees after three rounds
                // (the walk through the deck can repeat itself for ever).
                let long_fight = matches!(
                    state.phase,
                    pnp_companion::games::dnfm::state::Phase::Combat { rounds: 3.., .. }
                );
                let pick = choices
                    .iter()
                    .find(|a| long_fight && matches!(a, Act::Flee))
                    .or_else(|| {
                        choices.iter().find(|a| {
                            matches!(a, Act::Move(2) | Act::Dock | Act::Fight | Act::Attack)
                        })
                    })
                    .or_else(|| choices.first())
                    .copied()
                    .unwrap_or(Act::Continue);
                dnfm::Message::Act(pick)
            }
        };
        common::ui::send_and_wait(&mut app, Message::Dnfm(m));
    }
    assert!(
        dnfm_screen(&app).game.state().end.is_some(),
        "the {code} game reached its end"
    );
    let end = texts(&app, PLAY);
    let (won, lost) = match code {
        "de" => ("Sieg!", "Niederlage:"),
        _ => ("Victoire\u{a0}!", "Défaite\u{a0}:"),
    };
    assert!(
        end.iter()
            .any(|t| t.starts_with(won) || t.starts_with(lost)),
        "the end in {code}: {end:?}"
    );
    for word in expected {
        assert!(
            seen.iter().any(|t| t.contains(word)),
            "{word:?} was never on the {code} screen"
        );
    }
}

#[test]
fn a_physical_game_is_played_to_its_end_in_german() {
    play_to_the_end(
        "de",
        true,
        &[
            "Zuerst deine Sternkarte",
            "Nach Ereignissen scannen",
            "Ereignisscan: Zieh 2 Würfelkarten",
            "Tippe Karte 1 von 2",
            "Ereignisscan: ",
            "Kopfgeld aufdecken",
            "Dein Angriff:",
            "Schiff",
            "Ende von Zug 1",
        ],
    );
}

#[test]
fn a_digital_game_is_played_to_its_end_in_french() {
    play_to_the_end(
        "fr",
        false,
        &[
            "Chercher des événements",
            "Recherche d’événement\u{a0}: ",
            "Révéler la prime",
            "Votre attaque\u{a0}:",
            "Vaisseau",
        ],
    );
}
