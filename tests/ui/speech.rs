//! Spoken outcomes and reading aloud, heard through a recording voice put in the app's
//! place: with "Speak outcomes" on, each new log entry (a draw, a fight, a roll) is said in
//! the player's language, with the words the log shows; off, nothing is; undo and redo say
//! nothing old. Read aloud says the paragraph on show (the player's own text) and the
//! help, pauses at a sentence and goes on from it, and stops; a paragraph not read is
//! never said.

use crate::common;

use common::ui::{send_and_wait, shows, tap};
use iced::Size;
use iced::keyboard::{Key, Modifiers, key::Named};
use pnp_companion::games::dnfm::rules::Action as DnfmAct;
use pnp_companion::games::sherwood::import::ImportedText;
use pnp_companion::i18n::Lang;
use pnp_companion::speech::{Recorder, Said};
use pnp_companion::ui::app::Screen;
use pnp_companion::ui::sherwood::{self, Tab, paragraphs};
use pnp_companion::ui::{App, Message, dnfm, home};

const TALL: Size = Size::new(420.0, 3000.0);

/// An app on a folder of its own, speaking through a recorder the test listens to.
fn app_with_ears(name: &str) -> (App, Recorder) {
    let mut app = App::new(Some(common::fresh_dir("pnp-speech", name)));
    let ears = Recorder::new();
    app.set_voice(Box::new(ears.clone()));
    (app, ears)
}

/// The log's entries in effect, each as the lines it shows, joined as the app says them
/// (an entry with no lines, such as going on to the next phase, says nothing).
fn entry_texts(app: &App) -> Vec<String> {
    let all: Vec<String> = match &app.screen {
        Screen::Dnfm(s) => s
            .game
            .journal
            .entries()
            .iter()
            .map(|e| spoken(&e.event.lines))
            .collect(),
        Screen::Sherwood(s) => s
            .game
            .journal
            .entries()
            .iter()
            .map(|e| spoken(&e.event.lines))
            .collect(),
        _ => panic!("not in a game"),
    };
    all.into_iter().filter(|t| !t.is_empty()).collect()
}

fn texts(ears: &Recorder) -> Vec<String> {
    ears.given().into_iter().map(|s| s.text).collect()
}

fn act(app: &mut App, a: DnfmAct) {
    send_and_wait(app, Message::Dnfm(dnfm::Message::Act(a)));
}

#[test]
fn a_dnfm_draw_and_fight_are_said_in_german_only_when_asked_and_undo_says_nothing() {
    let (mut app, ears) = app_with_ears("dnfm");
    send_and_wait(
        &mut app,
        Message::Home(home::Message::Language(Some(Lang::De))),
    );
    send_and_wait(&mut app, Message::Home(home::Message::Seed("7".into())));
    send_and_wait(
        &mut app,
        Message::Home(home::Message::New(home::GameKind::Dnfm)),
    );
    // Off (the default): a move is logged and nothing is said.
    act(&mut app, DnfmAct::Move(1));
    assert_eq!(entry_texts(&app).len(), 1);
    assert!(ears.given().is_empty(), "said with the setting off");
    // On, from the settings on Home; then back to the game.
    send_and_wait(&mut app, Message::Dnfm(dnfm::Message::Home));
    assert!(shows(&app, TALL, "Gesprochen von recorder."));
    tap(&mut app, TALL, "Ergebnisse ansagen");
    assert!(app.settings.speak_outcomes);
    send_and_wait(&mut app, Message::Home(home::Message::Continue(0)));
    assert_eq!(entry_texts(&app).len(), 1, "the game is back");
    assert!(ears.given().is_empty(), "reopening a game says nothing");
    // Seed 7: on to the events, a draw for them, the bounty met, a fight to its end.
    act(&mut app, DnfmAct::Continue);
    tap(&mut app, TALL, "Nach Ereignissen scannen");
    let mut heard = 2;
    assert_eq!(texts(&ears), entry_texts(&app)[1..]);
    tap(&mut app, TALL, "Kopfgeld aufdecken");
    act(&mut app, DnfmAct::Fight);
    for _ in 0..20 {
        let Screen::Dnfm(s) = &app.screen else {
            panic!("left the game")
        };
        if !matches!(
            s.game.state().phase,
            pnp_companion::games::dnfm::state::Phase::Combat { .. }
        ) {
            break;
        }
        act(&mut app, DnfmAct::Attack);
    }
    let log = entry_texts(&app);
    assert!(log.len() >= 5, "a fight was logged: {log:#?}");
    // Every new entry is said once, as the log shows it, in German.
    let said = ears.given();
    assert_eq!(
        said.iter().map(|s| s.text.clone()).collect::<Vec<_>>(),
        log[1..],
        "each new entry, in order"
    );
    assert!(said.iter().all(|s| s.lang == Lang::De));
    for german in ["Ereignisscan", "Würfelkarte", "Kampf gegen", "Dein Angriff"] {
        assert!(
            said.iter().any(|s| s.text.contains(german)),
            "a draw and a fight, in German ({german}): {said:#?}"
        );
    }
    heard += said.len() - 2;
    // Short: a few sentences an outcome.
    for s in &said {
        assert!(
            pnp_companion::speech::sentences(&s.text).len() <= 6,
            "too long to hear at the table: {}",
            s.text
        );
    }
    // Undo, redo and a step back through the log bring back old entries: nothing is said.
    send_and_wait(&mut app, Message::Dnfm(dnfm::Message::Undo));
    send_and_wait(&mut app, Message::Dnfm(dnfm::Message::Undo));
    send_and_wait(&mut app, Message::Dnfm(dnfm::Message::Redo));
    send_and_wait(&mut app, Message::Dnfm(dnfm::Message::Redo));
    assert_eq!(ears.given().len(), heard, "undo and redo said something");
    // The last action taken back and taken again by hand is a new tap: its outcome (the same,
    // with the app's seeded draws) is said again.
    let Screen::Dnfm(s) = &app.screen else {
        panic!("left the game")
    };
    let last = s
        .game
        .journal
        .entries()
        .last()
        .map(|e| e.event.action)
        .unwrap();
    send_and_wait(&mut app, Message::Dnfm(dnfm::Message::Undo));
    act(&mut app, last);
    let said = ears.given();
    assert_eq!(said.len(), heard + 1, "the action taken again is said");
    assert_eq!(
        said.last().map(|s| s.text.clone()),
        entry_texts(&app).last().cloned()
    );
}

/// A Sherwood game (seed 11, the app's dice) with Kirk beamed down to Trott.
fn sherwood_game(app: &mut App) {
    send_and_wait(app, Message::Home(home::Message::Seed("11".into())));
    tap(app, TALL, "The Sherwood Syndrome");
    tap(app, TALL, "Kirk · Enterprise");
    tap(app, TALL, "To which space?");
    tap(app, TALL, "Trott");
    tap(app, TALL, "Beam down");
}

fn sherwood_step(app: &App) -> (u32, pnp_companion::games::sherwood::state::TurnStep) {
    match &app.screen {
        Screen::Sherwood(s) => (s.game.state().turn, s.game.state().step),
        _ => panic!("not on the Sherwood screen"),
    }
}

#[test]
fn a_sherwood_roll_is_said_with_its_die_and_result() {
    use pnp_companion::games::sherwood::state::TurnStep;
    let (mut app, ears) = app_with_ears("sherwood-roll");
    send_and_wait(&mut app, Message::Home(home::Message::SpeakOutcomes(true)));
    assert!(app.settings.speak_outcomes);
    sherwood_game(&mut app);
    // The rest of the turn: the Space bar, the Royal Party's Fealty roll with a 5.
    for _ in 0..12 {
        if sherwood_step(&app).0 > 1 {
            break;
        }
        if sherwood_step(&app).1 == TurnStep::RoyalParty {
            send_and_wait(
                &mut app,
                Message::Sherwood(sherwood::Message::Play(sherwood::play::Message::Die(
                    "5".into(),
                ))),
            );
        }
        if sherwood_step(&app).1 == TurnStep::KingsMen {
            tap(&mut app, TALL, "End King's Men Actions");
            if sherwood_step(&app).1 == TurnStep::KingsMen {
                tap(&mut app, TALL, "End anyway");
            }
            continue;
        }
        let t = app.key(Key::Named(Named::Space), Modifiers::default());
        common::ui::run(&mut app, t);
    }
    assert_eq!(sherwood_step(&app).0, 2, "the turn ended");
    assert_eq!(
        texts(&ears),
        entry_texts(&app),
        "each new entry, as the log shows it"
    );
    let roll = texts(&ears)
        .into_iter()
        .find(|t| t.contains("Fealty"))
        .expect("the Fealty roll was said");
    assert!(roll.contains('5'), "with its die: {roll}");
    assert!(ears.given().iter().all(|s| s.lang == Lang::En));
}

/// A Sherwood game with the player's rulebook text imported, paragraph 10 revealed and the
/// Paragraphs tab up. Paragraph 300 (a result's) is imported but never read.
fn reading_paragraph_ten(name: &str, outcomes: bool) -> (App, Recorder) {
    let (mut app, ears) = app_with_ears(name);
    send_and_wait(
        &mut app,
        Message::Home(home::Message::SpeakOutcomes(outcomes)),
    );
    sherwood_game(&mut app);
    ears.forget();
    app.imported = Some(ImportedText {
        paragraphs: [
            (
                10,
                "Lanterns glow. The miller waves. Rain begins.".to_string(),
            ),
            (300, "SECRET three hundred is never heard.".to_string()),
        ]
        .into_iter()
        .collect(),
    });
    let para = |m| Message::Sherwood(sherwood::Message::Paragraphs(m));
    send_and_wait(
        &mut app,
        Message::Sherwood(sherwood::Message::Tab(Tab::Paragraphs)),
    );
    send_and_wait(&mut app, para(paragraphs::Message::Input("10".into())));
    send_and_wait(&mut app, para(paragraphs::Message::Confirm(true)));
    send_and_wait(&mut app, para(paragraphs::Message::Reveal));
    (app, ears)
}

#[test]
fn read_aloud_says_the_paragraph_pauses_at_a_sentence_resumes_there_and_stops() {
    let (mut app, ears) = reading_paragraph_ten("paragraph", false);
    assert!(ears.given().is_empty(), "nothing said unasked");
    tap(&mut app, TALL, "Read aloud");
    assert_eq!(
        ears.given(),
        [Said {
            text: "Paragraph 10\n\nLanterns glow. The miller waves. Rain begins.".into(),
            lang: Lang::En,
        }]
    );
    assert_eq!(ears.sentences(), ["Paragraph 10"]);
    assert!(shows(&app, TALL, "Pause") && shows(&app, TALL, "Stop"));
    ears.sentence_ends();
    ears.sentence_ends();
    assert_eq!(
        ears.sentences()[1..],
        ["Lanterns glow.", "The miller waves."]
    );
    // Paused in "The miller waves.": nothing more is said until Resume, which says that
    // sentence again and goes on.
    tap(&mut app, TALL, "Pause");
    assert!(shows(&app, TALL, "Resume") && !shows(&app, TALL, "Pause"));
    ears.sentence_ends();
    assert_eq!(ears.sentences().len(), 3, "said while paused");
    tap(&mut app, TALL, "Resume");
    ears.sentence_ends();
    assert_eq!(
        ears.sentences()[3..],
        ["The miller waves.", "Rain begins."],
        "goes on where it stopped"
    );
    tap(&mut app, TALL, "Stop");
    assert!(shows(&app, TALL, "Read aloud"), "stopped");
    ears.sentence_ends();
    assert_eq!(ears.sentences().len(), 5, "said after Stop");
    // Stop in the middle, too.
    tap(&mut app, TALL, "Read aloud");
    tap(&mut app, TALL, "Stop");
    ears.sentence_ends();
    assert_eq!(ears.sentences().len(), 6);
    // Leaving the paragraph stops its reading.
    tap(&mut app, TALL, "Read aloud");
    send_and_wait(
        &mut app,
        Message::Sherwood(sherwood::Message::Tab(Tab::Play)),
    );
    assert!(!shows(&app, TALL, "Pause"));
    ears.sentence_ends();
    assert_eq!(
        ears.sentences().len(),
        7,
        "still reading a paragraph not on show"
    );
}

#[test]
fn a_paragraph_not_read_is_never_said() {
    let (mut app, ears) = reading_paragraph_ten("unread", true);
    // Read aloud reads the paragraph on show; asking for 300 without the player's yes
    // leaves 10 on show, and undo and redo say old outcomes of nothing: never 300.
    tap(&mut app, TALL, "Read aloud");
    let para = |m| Message::Sherwood(sherwood::Message::Paragraphs(m));
    send_and_wait(&mut app, para(paragraphs::Message::Input("300".into())));
    send_and_wait(&mut app, para(paragraphs::Message::Reveal)); // unconfirmed: refused
    send_and_wait(
        &mut app,
        para(paragraphs::Message::Aloud(
            pnp_companion::ui::read_aloud::Control::Read,
        )),
    );
    send_and_wait(&mut app, Message::Sherwood(sherwood::Message::Undo));
    send_and_wait(&mut app, Message::Sherwood(sherwood::Message::Redo));
    for _ in 0..3 {
        ears.sentence_ends();
    }
    let all: Vec<String> = texts(&ears).into_iter().chain(ears.sentences()).collect();
    assert!(!all.is_empty());
    assert!(
        all.iter().all(|t| !t.contains("SECRET")),
        "an unread paragraph was said: {all:#?}"
    );
    assert!(texts(&ears).iter().all(|t| t.starts_with("Paragraph 10")));
}

#[test]
fn the_help_is_read_aloud_and_stopped() {
    let (mut app, ears) = app_with_ears("help");
    send_and_wait(&mut app, Message::ToggleHelp);
    tap(&mut app, TALL, "Read aloud");
    let said = texts(&ears);
    assert_eq!(said.len(), 1);
    assert!(said[0].starts_with("Keys\n\nSpace: "), "{}", said[0]);
    assert!(shows(&app, TALL, "Pause"));
    tap(&mut app, TALL, "Stop");
    assert!(shows(&app, TALL, "Read aloud"));
    // Closing the help stops what it was reading.
    tap(&mut app, TALL, "Read aloud");
    send_and_wait(&mut app, Message::ToggleHelp);
    let before = ears.sentences().len();
    ears.sentence_ends();
    assert_eq!(ears.sentences().len(), before);
}

#[test]
fn without_an_engine_settings_say_so_and_nothing_offers_to_read() {
    // An app that has found no speech engine (a test's app is given none).
    let mut app = App::new(Some(common::fresh_dir("pnp-speech", "none")));
    assert!(shows(
        &app,
        TALL,
        "No speech engine found on this system, so nothing can be said aloud (on Linux: install speech-dispatcher or espeak-ng)."
    ));
    assert!(
        !shows(&app, TALL, "Speak outcomes"),
        "a switch that cannot work"
    );
    send_and_wait(&mut app, Message::ToggleHelp);
    assert!(!shows(&app, TALL, "Read aloud"));
    assert_eq!(
        pnp_companion::speech::Availability::NotInBuild.words(),
        "Speech is not available in this build."
    );
}

/// Writes Home's settings with the switch, and a paragraph with its read-aloud buttons, to
/// look at: `cargo test --test all -- --ignored ui::speech::look`.
#[test]
#[ignore = "writes pictures to look at, asserts nothing"]
fn look_at_the_speech_controls() {
    let theme = pnp_companion::ui::palette::light();
    let (app, _ears) = app_with_ears("look-home");
    let mut ui = iced_test::Simulator::with_size(common::ui::settings(), TALL, app.view());
    let _ = ui
        .snapshot(&theme)
        .unwrap()
        .matches_image("/tmp/look/speech-home");
    let (mut app, _ears) = reading_paragraph_ten("look-paragraph", false);
    tap(&mut app, TALL, "Read aloud");
    let mut ui = iced_test::Simulator::with_size(common::ui::settings(), TALL, app.view());
    let _ = ui
        .snapshot(&theme)
        .unwrap()
        .matches_image("/tmp/look/speech-paragraph");
}

/// Lines as speech says them: the spoken form, in the current language.
fn spoken(lines: &[pnp_companion::engine::words::Words]) -> String {
    let lang = pnp_companion::i18n::current();
    lines
        .iter()
        .map(|l| pnp_companion::i18n::speak(l, lang))
        .collect::<Vec<_>>()
        .join("\n\n")
}
