//! The log follows the language: a game played in English and continued in German (or
//! French) shows every heading, action and outcome in that language, on screen and in the
//! exported log; and a save written before the log kept its words as keys opens worded in
//! the language of the moment.

use crate::common;
use common::ui::{send_and_wait, tap, texts};
use iced::Size;
use pnp_companion::engine::journal::Journal;
use pnp_companion::engine::words::Words;
use pnp_companion::games::dnfm::cards::CardSet;
use pnp_companion::games::dnfm::game::DnfmGame;
use pnp_companion::games::dnfm::state::Deal;
use pnp_companion::games::sherwood::SherwoodData;
use pnp_companion::games::sherwood::game::SherwoodGame;
use pnp_companion::i18n::{self, Lang};
use pnp_companion::store::saves::{self, Envelope, GameKind};
use pnp_companion::ui::app::Screen;
use pnp_companion::ui::{App, Message, dnfm, home, sherwood};

/// Tall enough for a whole log on one page.
const TALL: Size = Size::new(420.0, 12_000.0);

/// Every set of words in the log, with the lines `lines` gives for an entry.
fn all_words<S: Clone, E>(j: &Journal<S, E>, lines: impl Fn(&E) -> Vec<&Words>) -> Vec<Words> {
    j.entries()
        .iter()
        .flat_map(|e| {
            [&e.heading, &e.label]
                .into_iter()
                .chain(lines(&e.event))
                .cloned()
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The words read in `lang` where they are shown, and in English nowhere, wherever the
/// two differ; returns how many differed.
fn worded_in(lang: Lang, words: &[Words], shown: &[String], what: &str) -> usize {
    let shown_in = |text: &str| shown.iter().any(|s| s.contains(text));
    let mut differ = 0;
    for w in words {
        let (english, there) = (i18n::write(w, Lang::En), i18n::write(w, lang));
        if english.is_empty() {
            continue;
        }
        assert!(shown_in(&there), "{what}: “{there}” is not shown");
        if english != there {
            differ += 1;
            assert!(
                !shown.iter().any(|s| s.trim() == english.trim()),
                "{what}: “{english}” is still shown in English"
            );
        }
    }
    differ
}

/// Home, the language tapped there, and the game back on screen as Continue brings it.
fn switch_language(app: &mut App, name: &str) {
    app.screen = Screen::Home(home::Home::default());
    tap(app, Size::new(420.0, 3200.0), name);
}

#[test]
fn a_dnfm_log_played_in_english_reads_in_german_and_french() {
    i18n::set_language(Lang::En);
    let dir = common::fresh_dir("pnp-words", "dnfm");
    let mut app = App::new(Some(dir.clone()));
    let game = crate::store::saves::dnfm_game(Deal::RandomLie);
    let words = all_words(&game.journal, |e| e.lines.iter().collect());
    app.screen = Screen::Dnfm(Box::new(dnfm::DnfmScreen::new(
        game.clone(),
        "Evening".into(),
    )));
    send_and_wait(&mut app, Message::Dnfm(dnfm::Message::Tab(dnfm::Tab::Log)));
    assert_eq!(
        worded_in(Lang::En, &words, &texts(&app, TALL), "English"),
        0
    );
    for (lang, name) in [(Lang::De, "Deutsch"), (Lang::Fr, "Français")] {
        let turn = i18n::write(&game.journal.entries()[0].heading, lang);
        switch_language(&mut app, name);
        app.screen = Screen::Dnfm(Box::new(dnfm::DnfmScreen::new(
            game.clone(),
            "Evening".into(),
        )));
        send_and_wait(&mut app, Message::Dnfm(dnfm::Message::Tab(dnfm::Tab::Log)));
        let shown = texts(&app, TALL);
        let differ = worded_in(lang, &words, &shown, name);
        assert!(
            differ > 10,
            "{name}: only {differ} of the log's words differ from English"
        );
        assert!(
            !shown.iter().any(|s| s == "Turn 1"),
            "{name}: an English heading"
        );
        send_and_wait(&mut app, Message::Dnfm(dnfm::Message::ExportLog));
        let exported = std::fs::read_to_string(dir.join("dnfm-log.md")).unwrap();
        assert!(
            exported.contains(&format!("## {turn}")),
            "{name}: {turn:?} in {exported}"
        );
        for w in &words {
            let (english, there) = (i18n::write(w, Lang::En), i18n::write(w, lang));
            assert!(exported.contains(&there), "{name}: “{there}” not exported");
            if english != there {
                assert!(
                    !exported.lines().any(|l| l
                        .trim_start_matches(['#', '-', ' ', '*'])
                        .trim_end_matches('*')
                        == english),
                    "{name}: “{english}” exported in English"
                );
            }
        }
    }
    i18n::set_language(Lang::En);
}

#[test]
fn a_sherwood_log_played_in_english_reads_in_german() {
    i18n::set_language(Lang::En);
    let dir = common::fresh_dir("pnp-words", "sherwood");
    let mut app = App::new(Some(dir.clone()));
    let data = SherwoodData::builtin().unwrap();
    let game = crate::store::saves::sherwood_game();
    // What a result left to settle is shown where it waits, not in the log.
    let words = all_words(&game.journal, |e| e.lines.iter().collect());
    switch_language(&mut app, "Deutsch");
    app.screen = Screen::Sherwood(Box::new(sherwood::SherwoodScreen::new(
        game,
        "Evening".into(),
        data,
    )));
    send_and_wait(
        &mut app,
        Message::Sherwood(sherwood::Message::Tab(sherwood::Tab::Log)),
    );
    let shown = texts(&app, TALL);
    let differ = worded_in(Lang::De, &words, &shown, "German");
    assert!(
        differ > 5,
        "only {differ} of the log's words differ from English"
    );
    send_and_wait(&mut app, Message::Sherwood(sherwood::Message::ExportLog));
    let exported = std::fs::read_to_string(dir.join("sherwood-log.md")).unwrap();
    assert!(exported.contains("## Runde 1 · "), "{exported}");
    assert!(!exported.contains("## Turn "), "{exported}");
    i18n::set_language(Lang::En);
}

/// The saves of the format before this one (written by the release before it, their logs
/// finished English sentences), opened: every entry is worded again, and reads in German
/// and in French.
#[test]
fn saves_from_before_open_with_their_log_in_german_and_french() {
    let set = CardSet::builtin().unwrap();
    let data = SherwoodData::builtin().unwrap();
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/saves");
    let mut files: Vec<_> = ["v4/dnfm.json", "v4/sherwood.json"]
        .into_iter()
        .map(|f| folder.join(f))
        .collect();
    files.extend(
        std::fs::read_dir(folder.join("v4-words"))
            .unwrap()
            .map(|e| e.unwrap().path()),
    );
    assert!(files.len() >= 6, "the fixtures of format 4: {files:?}");
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let what = path.display().to_string();
        let head: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(head["version"], 4, "{what}");
        let words = if head["game"] == "dnfm" {
            let mut save: Envelope<DnfmGame> = saves::parse(&text, &path, GameKind::Dnfm).unwrap();
            save.data.reword(set);
            all_words(&save.data.journal, |e| e.lines.iter().collect())
        } else {
            let mut save: Envelope<SherwoodGame> =
                saves::parse(&text, &path, GameKind::Sherwood).unwrap();
            save.data.reword(data);
            all_words(&save.data.journal, |e| {
                e.lines.iter().chain(&e.todo).collect()
            })
        };
        assert!(words.len() > 5, "{what}: a log to read");
        for w in &words {
            assert!(
                !matches!(w, Words::Text(t) if !t.is_empty()),
                "{what}: “{w:?}” kept as the old sentence"
            );
        }
        for lang in [Lang::De, Lang::Fr] {
            let differ = words
                .iter()
                .filter(|w| i18n::write(w, lang) != i18n::write(w, Lang::En))
                .count();
            assert!(
                differ * 2 > words.len(),
                "{what}: only {differ} of {} read otherwise in {}",
                words.len(),
                lang.code()
            );
        }
    }
}
