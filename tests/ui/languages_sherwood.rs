//! The Sherwood Syndrome in the player's language: its screens (the tracks, the steps of a
//! turn, an action's form with its odds, the result to settle, People, Tables, Paragraphs,
//! Counters, Adjust) in German and French, a game started from Home by taps and played
//! on for turns, and pictures of each screen to look at.

use crate::common;

use common::ui::{send_and_wait, tap, texts};
use iced::Size;
use iced::keyboard::{Key, Modifiers, key::Named};
use pnp_companion::games::sherwood::space_id::SpaceId;
use pnp_companion::games::sherwood::state::{Location, SherwoodState, Side, TurnStep};
use pnp_companion::i18n::Lang;
use pnp_companion::ui::app::Screen;
use pnp_companion::ui::sherwood::{self, SherwoodScreen, play};
use pnp_companion::ui::{App, Message, home};

/// Home's game buttons and a Sherwood page with no scrolling.
const TALL: Size = Size::new(420.0, 3200.0);

fn screen(app: &App) -> &SherwoodScreen {
    match &app.screen {
        Screen::Sherwood(s) => s,
        _ => panic!("not on the Sherwood screen"),
    }
}

fn state(app: &App) -> &SherwoodState {
    screen(app).game.state()
}

fn send(app: &mut App, m: sherwood::Message) {
    send_and_wait(app, Message::Sherwood(m));
}

fn space_bar(app: &mut App) {
    let t = app.key(Key::Named(Named::Space), Modifiers::default());
    common::ui::run(app, t);
}

/// A place picked by its own name.
fn to(value: &str) -> play::PlaceChoice {
    play::PlaceChoice::named(SpaceId::new(value))
}

/// An app whose settings speak `code`, at Home with seed 11.
fn app_in(code: &str, name: &str) -> App {
    let d = common::fresh_dir("pnp-lang-sw", &format!("{name}-{code}"));
    std::fs::write(
        d.join("settings.json"),
        format!(r#"{{"language": "{code}"}}"#),
    )
    .unwrap();
    let mut app = App::new(Some(d));
    send_and_wait(&mut app, Message::Home(home::Message::Seed("11".into())));
    app
}

/// Writes the window as it is now at a phone's width and at 200 % (210 px).
fn pictures(app: &App, name: &str, code: &str, height: f32) {
    use pnp_companion::ui::palette;
    for (w, h, size) in [(420.0, height, "phone"), (210.0, height * 2.0, "200")] {
        let mut ui =
            iced_test::Simulator::with_size(common::ui::settings(), Size::new(w, h), app.view());
        let snap = ui.snapshot(&palette::light()).unwrap();
        let _ = snap.matches_image(format!("/tmp/look/sherwood-{name}-{code}-{size}"));
    }
}

/// Writes the Sherwood screens in every language at a phone's width and at 200 %, to look
/// at: `rm -rf /tmp/look; cargo test --test all -- --ignored ui::languages_sherwood::look`.
#[test]
#[ignore = "writes pictures to look at, asserts nothing"]
fn look_at_sherwood_in_every_language() {
    for lang in Lang::ALL {
        let code = lang.code();
        let mut app = app_in(code, "look");
        send_and_wait(&mut app, Message::Home(home::Message::Physical(true)));
        tap(&mut app, TALL, "The Sherwood Syndrome");
        pictures(&app, "start", code, 1400.0);
        // Kirk and Spock beamed down to Trott: the sheet, the moves.
        for who in ["kirk", "spock"] {
            send(
                &mut app,
                sherwood::Message::Play(play::Message::ToggleMover(who.into())),
            );
        }
        send(
            &mut app,
            sherwood::Message::Play(play::Message::Destination(to("Trott"))),
        );
        send(&mut app, sherwood::Message::Play(play::Message::BeamDown));
        pictures(&app, "beamed", code, 1600.0);
        // The ending question, then the rest of the turn step by step.
        send(
            &mut app,
            sherwood::Message::Play(play::Message::EndRebelActions),
        );
        pictures(&app, "ending", code, 1400.0);
        send(
            &mut app,
            sherwood::Message::Play(play::Message::Act(
                pnp_companion::games::sherwood::actions::Action::EndRebelActions,
            )),
        );
        pictures(&app, "expenses", code, 1400.0);
        space_bar(&mut app);
        space_bar(&mut app);
        pictures(&app, "kings-men", code, 1600.0);
        send(
            &mut app,
            sherwood::Message::Play(play::Message::Act(
                pnp_companion::games::sherwood::actions::Action::EndKingsMen,
            )),
        );
        pictures(&app, "royal-party", code, 1800.0);
        send(
            &mut app,
            sherwood::Message::Play(play::Message::Die("5".into())),
        );
        for _ in 0..4 {
            if state(&app).turn > 1 {
                break;
            }
            space_bar(&mut app);
        }
        // Turn 2: Kirk's recruiting form at Trott, its odds and the value it asks for.
        send(
            &mut app,
            sherwood::Message::Play(play::Message::Space(SpaceId::new("Trott"))),
        );
        send(
            &mut app,
            sherwood::Message::Play(play::Message::Verb(
                pnp_companion::games::sherwood::actions::Verb::Recruit,
            )),
        );
        send(
            &mut app,
            sherwood::Message::Play(play::Message::Actor("kirk".into())),
        );
        pictures(&app, "recruit", code, 2400.0);
        send(
            &mut app,
            sherwood::Message::Play(play::Message::Verb(
                pnp_companion::games::sherwood::actions::Verb::Raid,
            )),
        );
        pictures(&app, "raid", code, 2400.0);
        for tab in [
            sherwood::Tab::People,
            sherwood::Tab::Counters,
            sherwood::Tab::Tables,
            sherwood::Tab::Paragraphs,
            sherwood::Tab::Log,
        ] {
            send(&mut app, sherwood::Message::Tab(tab));
            pictures(&app, tab.key().word(), code, 1800.0);
        }
        send(&mut app, sherwood::Message::Tab(sherwood::Tab::Tables));
        send(
            &mut app,
            sherwood::Message::Tables(sherwood::tables::Message::Chart(
                pnp_companion::games::sherwood::TableId::KingsMen,
            )),
        );
        send(
            &mut app,
            sherwood::Message::Tables(sherwood::tables::Message::Cell(0, 0)),
        );
        pictures(&app, "cell", code, 1800.0);
        send(&mut app, sherwood::Message::Tab(sherwood::Tab::Play));
        send(
            &mut app,
            sherwood::Message::Adjust(sherwood::adjust::Message::Open),
        );
        send(
            &mut app,
            sherwood::Message::Adjust(sherwood::adjust::Message::Person(sherwood::people::Named {
                id: "kirk".into(),
                name: "Kirk".into(),
            })),
        );
        pictures(&app, "adjust", code, 2400.0);
        assert_eq!(state(&app).step, TurnStep::RebelActions);
    }
}

/// English the Sherwood screens must not show in German or French: their own words (the
/// rules' words, the data's names and the log are not held here). Each is matched as a
/// part of a text, or, marked `=`, as a whole text.
const ENGLISH: &[&str] = &[
    "Where do your people act?",
    "=Move or beam",
    "To which space?",
    "=Beam down",
    "=Rebel Expenses",
    "=King's Men Actions",
    "=Royal Party & Fealty",
    "Before you roll:",
    "In all:",
    "The die is not modified",
    "=Keep playing",
    "Something the app did not work out?",
    "Adjust…",
    "your die",
    "Here: ",
    "Orders: ",
    "Royal Party: ",
    "Settle the result above first",
    "Only one choice here",
    "=Counter values",
    "=Counter values…",
    "Prisoner counters",
    "Read paragraph",
    "Roll Fealty",
    "Move along the road",
    "(roll Fealty)",
    "It moves one space along the road",
    "gold due:",
    "squad, at ",
    "Take the roll back",
    "Skip this roll",
    "Fleeing:",
    "=Roll",
    "=Rolled",
    "=Skip",
    "=Apply",
    "=Play",
    "=People",
    "=Paragraphs",
    "=Log",
    "=Expenses",
];

fn english_in(shown: &[String]) -> Option<String> {
    shown.iter().find_map(|t| {
        ENGLISH
            .iter()
            .find(|e| match e.strip_prefix('=') {
                Some(whole) => t == whole,
                None => t.contains(*e),
            })
            .map(|e| format!("{e:?} in {t:?}"))
    })
}

/// A Sherwood game in `code`'s language, started from Home by its taps (`physical`: at the
/// table, every die typed; else the app rolls), played for `turns` whole turns: Kirk and
/// Spock beamed down to Trott by taps on turn 1 (and whoever is aboard later, when nobody
/// of yours is free on the planet), then each turn an action at Trott where one is open (a
/// raid led by the first there unhurt, asking for the counter values it needs), results settled (a choice
/// the app cannot make is skipped, a chart cell it does not know is skipped), the rest of
/// each step by the Space bar or the step's own button. Every screen is held to showing
/// none of [`ENGLISH`]; the phrases `expected` must all have been seen.
fn play_turns(code: &str, physical: bool, turns: u32, expected: &[&str]) {
    use pnp_companion::games::sherwood::actions::{Action as Act, Verb};
    use pnp_companion::ui::sherwood::result;
    const PLAY: Size = Size::new(420.0, 2400.0);
    let mut app = app_in(code, &format!("play-{physical}"));
    let (at_the_table, to_which, beam, end_actions) = match code {
        "de" => (
            "Am Tisch",
            "Auf welches Feld?",
            "Hinunterbeamen",
            "Aktionen beenden",
        ),
        "fr" => (
            "Sur table",
            "Vers quelle case\u{a0}?",
            "Descendre",
            "Finir les actions",
        ),
        _ => panic!("a language of this test"),
    };
    if physical {
        tap(&mut app, TALL, at_the_table);
    }
    tap(&mut app, TALL, "The Sherwood Syndrome");
    let mut seen: Vec<String> = Vec::new();
    let look = |app: &App, seen: &mut Vec<String>| {
        let shown = texts(app, PLAY);
        if let Some(e) = english_in(&shown) {
            panic!("English on the {code} screen: {e}");
        }
        seen.extend(shown);
    };
    // Turn 1: the Neutrals (at the table: all placed later), then Kirk and Spock beamed
    // down to Trott by taps.
    look(&app, &mut seen);
    if physical {
        let later = match code {
            "de" => "Das ist alles, oder später",
            _ => "C’est tout, ou plus tard",
        };
        tap(&mut app, PLAY, later);
    }
    for who in ["Kirk", "Spock"] {
        tap(&mut app, PLAY, &format!("{who} · Enterprise"));
    }
    tap(&mut app, PLAY, to_which);
    tap(&mut app, PLAY, "Trott");
    look(&app, &mut seen);
    tap(&mut app, PLAY, beam);
    look(&app, &mut seen);
    tap(&mut app, PLAY, end_actions);
    look(&app, &mut seen);
    if state(&app).step == TurnStep::RebelActions {
        // The question: end all the same.
        tap(&mut app, PLAY, end_actions);
    }
    let mut acted_on = 0;
    for _ in 0..400 {
        look(&app, &mut seen);
        let s = state(&app).clone();
        if s.turn > turns || s.end.is_some() {
            break;
        }
        let data = app.sherwood.clone().unwrap();
        // A die for whatever rolls next, at the table.
        if physical {
            send(
                &mut app,
                sherwood::Message::Result(result::Message::Die("6".into())),
            );
            send(
                &mut app,
                sherwood::Message::Play(play::Message::Die("6".into())),
            );
        }
        if !s.todo.is_empty() {
            // The obvious step; else (a chart cell it does not know) the roll is left undone,
            // the screen asking first; a result the rules force that waits for a choice the
            // app cannot make is left by the rules' own action (no button offers that).
            match screen(&app).next_step(&data) {
                Some(m) => send(&mut app, m),
                None if !s.todo[0].task.forced() => {
                    send(&mut app, sherwood::Message::Result(result::Message::Skip));
                    send(
                        &mut app,
                        sherwood::Message::Result(result::Message::LeaveUndone),
                    );
                }
                None => {
                    let id = s.todo[0].id;
                    if let Screen::Sherwood(screen) = &mut app.screen {
                        screen
                            .game
                            .act(&data, Act::Dismiss { id }, &[])
                            .expect("the rules leave a result undone");
                    }
                }
            }
            continue;
        }
        // Each turn from the second, one action at Trott: a raid led by Kirk, tapped.
        if s.step == TurnStep::RebelActions
            && acted_on < s.turn
            && s.turn > 1
            && !s.acted.iter().any(|a| a == "Trott")
            && s.occupied_spaces().iter().any(|o| o == "Trott")
            && screen(&app)
                .legal()
                .iter()
                .any(|l| l.verb == Verb::Raid && l.ok() && l.space.as_deref() == Some("Trott"))
        {
            acted_on = s.turn;
            let (raid, n) = match code {
                "de" => ("Überfallen", s.yours_at("Trott").len()),
                _ => ("Piller", s.yours_at("Trott").len()),
            };
            tap(&mut app, PLAY, &format!("Trott ({n})"));
            tap(&mut app, PLAY, raid);
            if screen(&app).play.form.actor.is_none() {
                let leader = s
                    .participants("Trott")
                    .iter()
                    .find(|p| !p.injured)
                    .map(|p| sherwood::people::short_name(&data, &p.id))
                    .unwrap();
                tap(&mut app, PLAY, &leader);
            }
            look(&app, &mut seen);
            // Counter values the roll needs, typed where the form asks for them.
            let remember = match code {
                "de" => "Merken",
                _ => "Retenir",
            };
            for _ in 0..6 {
                let asks = texts(&app, PLAY).iter().any(|t| t == remember);
                if !asks {
                    break;
                }
                send(
                    &mut app,
                    sherwood::Message::Play(play::Message::Answer("2".into())),
                );
                look(&app, &mut seen);
                tap(&mut app, PLAY, remember);
            }
            look(&app, &mut seen);
            if physical {
                send(
                    &mut app,
                    sherwood::Message::Play(play::Message::Die("6".into())),
                );
            }
            let roll = match code {
                "de" => "Würfeln",
                _ => "Lancer",
            };
            tap(&mut app, PLAY, roll);
            continue;
        }
        // Nobody of yours free on the planet: those aboard beam down to Trott.
        let aboard: Vec<String> = s
            .persons
            .iter()
            .filter(|p| p.side == Side::Controlled && p.location == Location::Enterprise)
            .map(|p| p.id.to_string())
            .collect();
        let down = s
            .persons
            .iter()
            .any(|p| p.side == Side::Controlled && !p.imprisoned && p.location.space().is_some());
        if s.step == TurnStep::RebelActions && !down && !aboard.is_empty() && s.moved.is_empty() {
            for who in aboard {
                send(
                    &mut app,
                    sherwood::Message::Play(play::Message::ToggleMover(who.as_str().into())),
                );
            }
            send(
                &mut app,
                sherwood::Message::Play(play::Message::Destination(to("Trott"))),
            );
            send(&mut app, sherwood::Message::Play(play::Message::BeamDown));
            if state(&app).moved.is_empty() {
                panic!("the beam down was refused: {:?}", screen(&app).errors());
            }
            continue;
        }
        match screen(&app).next_step(&data) {
            Some(m) => send(&mut app, m),
            None => {
                // No obvious step: the step's own button, answering its question.
                let m = match s.step {
                    TurnStep::RebelActions if screen(&app).play.ending => {
                        play::Message::Act(Act::EndRebelActions)
                    }
                    TurnStep::RebelActions => play::Message::EndRebelActions,
                    TurnStep::Expenses => play::Message::Act(Act::BeamSupplies),
                    TurnStep::KingsMen => play::Message::Act(Act::EndKingsMen),
                    TurnStep::RoyalParty => play::Message::PartyMove(None),
                };
                send(&mut app, sherwood::Message::Play(m));
            }
        }
    }
    assert!(
        state(&app).turn > turns || state(&app).end.is_some(),
        "the {code} game played {turns} turns: {:?}",
        state(&app)
    );
    // The other tabs, by taps on their names.
    let tabs: &[&str] = match code {
        "de" => &["Personen", "Tabellen", "Abschnitte", "Spiel"],
        _ => &["Personnes", "Tables", "Paragraphes", "Jeu"],
    };
    for tab in tabs {
        tap(&mut app, PLAY, tab);
        look(&app, &mut seen);
    }
    for word in expected {
        assert!(
            seen.iter().any(|t| t.contains(word)),
            "{word:?} was never on the {code} screen"
        );
    }
}

#[test]
fn a_sherwood_game_at_the_table_is_played_for_three_turns_in_german() {
    play_turns(
        "de",
        true,
        3,
        &[
            "Wo sind deine Neutralen gelandet?",
            "Wo handeln deine Leute?",
            "Bewegen oder beamen",
            "Kirk · Enterprise",
            "Ausgaben der Rebellen",
            "Gold fällig:",
            "Aktionen der Königstruppen",
            "Königliches Gefolge & Treue",
            "Vor dem Wurf:",
            "Runde 3 · ",
            "Befehl: ",
            "Hat die App etwas nicht erfasst?",
            "Werte…",
            "Regelheft importieren",
            "Aufdecken",
            "Felder hier noch unbekannt",
            "Runde beenden",
        ],
    );
}

#[test]
fn a_digital_sherwood_game_is_played_for_three_turns_in_french() {
    play_turns(
        "fr",
        false,
        3,
        &[
            "Où agissent vos gens\u{a0}?",
            "Se déplacer ou se téléporter",
            "Dépenses des rebelles",
            "Dépenses des rebelles",
            "Actions des hommes du roi",
            "Cortège royal et allégeance",
            "Avant de lancer\u{a0}:",
            "Tour 3 · ",
            "Ordres\u{a0}: ",
            "L’application n’a pas tout pris en compte\u{a0}?",
            "Valeurs des pions…",
            "Importer le texte des règles",
            "Révéler",
            "cases encore inconnues ici",
            "Finir le tour",
        ],
    );
}
