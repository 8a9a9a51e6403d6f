//! The shell's screens in every language: the help, the record of plays and the Print
//! screen speak the player's language, and fit a phone (pictures to look at).

use crate::common;

use iced::{Element, Size};
use pnp_companion::games::dnfm::cards::CardSet;
use pnp_companion::games::sherwood::SherwoodData;
use pnp_companion::i18n::{self, Lang};
use pnp_companion::store::record::{How, Play, Record};
use pnp_companion::store::saves::GameKind;
use pnp_companion::ui::help::{self, Topic};
use pnp_companion::ui::print::PrintScreen;
use pnp_companion::ui::read_aloud::Shown;
use pnp_companion::ui::record::RecordScreen;

/// A record with a few plays of each game, won and lost, in both modes.
fn a_record() -> RecordScreen {
    let hows = [
        (GameKind::Dnfm, false, How::Megacredits),
        (GameKind::Dnfm, false, How::CrewLostInCombat),
        (GameKind::Dnfm, true, How::CrewLostToEvents),
        (GameKind::Sherwood, false, How::LastTownSwore),
        (GameKind::Sherwood, true, How::GivenUp),
        (GameKind::Sherwood, false, How::Won),
    ];
    let plays = hows
        .iter()
        .enumerate()
        .map(|(i, (game, physical, how))| Play {
            game: *game,
            physical: *physical,
            seed: 1000 + i as u64,
            save: format!("saves/game-{i}.json"),
            name: format!("Game {i}"),
            ended_at: 100 + i as u64,
            turns: 10 + i as u32,
            how: *how,
            figures: Vec::new(),
            play: None,
        })
        .collect();
    RecordScreen {
        record: Record { plays },
        problem: None,
        saves: Vec::new(),
    }
}

/// Every text the view shows, joined.
fn words<M: 'static>(view: Element<'_, M>, size: Size) -> String {
    use iced_test::selector::Candidate;
    let mut ui = iced_test::Simulator::with_size(common::ui::settings(), size, view);
    let mut all = Vec::new();
    let _ = ui.find(|c: Candidate<'_>| {
        if let Candidate::Text { content, .. } = c {
            all.push(content.to_string());
        }
        None::<()>
    });
    all.join("\n")
}

#[test]
fn the_shell_screens_speak_the_language_chosen() {
    let set = CardSet::builtin().unwrap();
    let data = SherwoodData::builtin().unwrap();
    let size = Size::new(420.0, 6000.0);
    for (lang, help_word, record_word, print_word) in [
        (Lang::De, "Hilfe", "Deine Chronik", "Drucken und spielen"),
        (Lang::Fr, "Aide", "Votre historique", "Imprimer et jouer"),
    ] {
        i18n::set_language(lang);
        for topic in [Topic::Keys, Topic::Dnfm, Topic::Sherwood] {
            let shown = words(
                help::view(
                    topic,
                    Some(set),
                    Some(data),
                    |t| t,
                    Topic::Keys,
                    false,
                    Shown::Idle,
                    |_| Topic::Keys,
                ),
                size,
            );
            assert!(shown.contains(help_word), "{lang:?} {topic:?}: {shown}");
            for english in [
                "Close",
                "Keys",
                "Prices",
                "A turn",
                "Winning and losing",
                "Read aloud",
            ] {
                assert!(
                    !shown.contains(english),
                    "{lang:?} {topic:?} says {english}"
                );
            }
        }
        let record = a_record();
        let shown = words(record.view(), size);
        assert!(shown.contains(record_word), "{lang:?}: {shown}");
        for english in ["Every play", "lost:", "Longest run", "turn "] {
            assert!(
                !shown.contains(english),
                "{lang:?} record says {english}: {shown}"
            );
        }
        let print = PrintScreen::default();
        let shown = words(print.view(), size);
        assert!(shown.contains(print_word), "{lang:?}: {shown}");
        for english in ["Crop marks", "per sheet", "Save PDF"] {
            assert!(!shown.contains(english), "{lang:?} print says {english}");
        }
    }
    i18n::set_language(Lang::En);
}

/// Writes the help (each topic), the record and the Print screen in every language at a
/// phone's width and at 200 % (210 px), to look at:
/// `cargo test --test all -- --ignored ui::languages_shell::look`.
#[test]
#[ignore = "writes pictures to look at, asserts nothing"]
fn look_at_the_shell_in_every_language() {
    let set = CardSet::builtin().unwrap();
    let data = SherwoodData::builtin().unwrap();
    let theme = pnp_companion::ui::palette::light();
    for lang in Lang::ALL.iter().copied() {
        i18n::set_language(lang);
        for (w, h, name) in [(420.0, 3000.0, "phone"), (210.0, 6000.0, "200")] {
            let size = Size::new(w, h);
            let at = |what: &str| format!("/tmp/look/{what}-{}-{name}", lang.code());
            for (topic, what) in [
                (Topic::Keys, "help-keys"),
                (Topic::Dnfm, "help-dnfm"),
                (Topic::Sherwood, "help-sherwood"),
            ] {
                let view = help::view(
                    topic,
                    Some(set),
                    Some(data),
                    |t| t,
                    Topic::Keys,
                    w < 340.0,
                    Shown::Idle,
                    |_| Topic::Keys,
                );
                let mut ui = iced_test::Simulator::with_size(common::ui::settings(), size, view);
                let _ = ui.snapshot(&theme).unwrap().matches_image(at(what));
            }
            let record = a_record();
            let mut ui =
                iced_test::Simulator::with_size(common::ui::settings(), size, record.view());
            let _ = ui.snapshot(&theme).unwrap().matches_image(at("record"));
            let print = PrintScreen::default();
            let mut ui =
                iced_test::Simulator::with_size(common::ui::settings(), size, print.view());
            let _ = ui.snapshot(&theme).unwrap().matches_image(at("print"));
        }
    }
    i18n::set_language(Lang::En);
}
