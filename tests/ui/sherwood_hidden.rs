//! Hidden stays hidden: two digital games whose visible state is the same, but whose blind
//! setup put different people under counters of the same colour, must look the same on
//! every Sherwood screen (every text and every pixel, drawings included), in the log and
//! its export, in the window's title and in what a screen reader is told of the newest
//! outcome. Before play, and after a few turns of it.

use crate::common;

use common::sherwood::chart_data;
use common::ui::{send_and_wait, settings};
use iced::Size;
use iced_test::Simulator;
use iced_test::selector::Candidate;
use pnp_companion::engine::journal::Journal;
use pnp_companion::games::sherwood::actions::{Action, RollRequest, legal_actions};
use pnp_companion::games::sherwood::effects::{Choice, Pick};
use pnp_companion::games::sherwood::game::{PlayMode, SherwoodGame, Snapshot};
use pnp_companion::games::sherwood::pending::Task;
use pnp_companion::games::sherwood::persons::PersonKind;
use pnp_companion::games::sherwood::space_id::{SpaceId, SquadId};
use pnp_companion::games::sherwood::state::{
    DEFAULT_NEUTRAL_SPACES, Location, SetupDraw, SherwoodState, Side, TurnStep,
};
use pnp_companion::games::sherwood::{SherwoodData, TableId};
use pnp_companion::ui::app::Screen;
use pnp_companion::ui::sherwood::{self, SherwoodScreen, Tab, adjust};
use pnp_companion::ui::{App, Message};
use std::path::PathBuf;

const SEED: u64 = 31;

fn dir(name: &str) -> PathBuf {
    common::fresh_dir("pnp-hidden", name)
}

fn kind(data: &SherwoodData, id: &str) -> Option<PersonKind> {
    data.roster.get(id).and_then(|p| p.kind)
}

/// Indices of the setup's blind prisoners of one kind, one per place, in the roster's order.
fn prisoners_of(data: &SherwoodData, s: &SherwoodState, k: PersonKind) -> Vec<usize> {
    s.persons
        .iter()
        .enumerate()
        .filter(|(_, p)| p.imprisoned && p.side == Side::Free && kind(data, &p.id) == Some(k))
        .map(|(i, _)| i)
        .collect()
}

/// The same game with who lies where changed among counters of one colour: two Archon
/// crewmembers held at different places change places, and so do a Neutral in prison and a
/// Neutral set aside at setup. `avoid`: places whose prisoners stay as they are.
fn reshuffled(data: &SherwoodData, game: &SherwoodGame, avoid: &[&str]) -> SherwoodGame {
    let mut s = game.journal.start().state.clone();
    let away = |s: &SherwoodState, i: usize| !avoid.iter().any(|a| s.persons[i].location.is(a));
    let crew: Vec<usize> = prisoners_of(data, &s, PersonKind::Archon)
        .into_iter()
        .filter(|&i| away(&s, i))
        .collect();
    let (a, b) = crew
        .iter()
        .flat_map(|&a| crew.iter().map(move |&b| (a, b)))
        .find(|&(a, b)| s.persons[a].location != s.persons[b].location)
        .expect("two Archon crewmembers held at different places");
    let la = s.persons[a].location.clone();
    s.persons[a].location = s.persons[b].location.clone();
    s.persons[b].location = la;
    let jailed = prisoners_of(data, &s, PersonKind::Neutral)
        .into_iter()
        .find(|&i| away(&s, i))
        .expect("a Neutral in prison");
    let aside = s
        .persons
        .iter()
        .position(|p| {
            p.location == Location::OffMap && kind(data, &p.id) == Some(PersonKind::Neutral)
        })
        .expect("a Neutral set aside");
    let (jail, other) = (s.persons[jailed].clone(), s.persons[aside].clone());
    s.persons[jailed].imprisoned = false;
    s.persons[jailed].location = other.location;
    s.persons[aside].imprisoned = true;
    s.persons[aside].location = jail.location;
    assert_ne!(&s, &game.journal.start().state, "the hidden setup differs");
    let mut other = game.clone();
    other.journal = Journal::new(Snapshot {
        state: s,
        rng: game.journal.start().rng,
    });
    other
}

fn new_game(data: &SherwoodData) -> SherwoodGame {
    SherwoodGame::new(
        data,
        SEED,
        PlayMode::Digital,
        SetupDraw::Digital,
        &DEFAULT_NEUTRAL_SPACES.map(String::from),
    )
}

/// An app showing `game`, with the test chart (so that rolls need no counter value asked).
fn app_with(name: &str, game: SherwoodGame) -> App {
    let mut app = App::new(Some(dir(name)));
    let data = chart_data();
    app.screen = Screen::Sherwood(Box::new(SherwoodScreen::new(
        game,
        "Evening game".into(),
        &data,
    )));
    app.sherwood = Some(data);
    app
}

/// Everything one view shows: each text in order, and whether its pixels match the other
/// game's (the first call records the picture's hash at `hash`, the second compares).
fn look(app: &App, size: Size, hash: &std::path::Path) -> (Vec<String>, bool) {
    let mut ui = Simulator::with_size(settings(), size, app.view());
    let mut texts = Vec::new();
    let _ = ui.find(|c: Candidate<'_>| {
        if let Candidate::Text { content, .. } = c {
            texts.push(content.to_string());
        }
        None::<()>
    });
    let same = ui
        .snapshot(&pnp_companion::ui::palette::light())
        .unwrap()
        .matches_hash(hash)
        .unwrap();
    (texts, same)
}

fn sw(app: &mut App, m: sherwood::Message) {
    send_and_wait(app, Message::Sherwood(m));
}

/// How to bring up one page of the Sherwood screen.
type Page = (&'static str, Box<dyn Fn(&mut App)>);

/// Every page of the Sherwood screen.
fn pages() -> Vec<Page> {
    let tab = |t: Tab| -> Box<dyn Fn(&mut App)> {
        Box::new(move |a: &mut App| sw(a, sherwood::Message::Tab(t)))
    };
    vec![
        ("play", tab(Tab::Play)),
        ("people", tab(Tab::People)),
        ("counters", tab(Tab::Counters)),
        ("tables", tab(Tab::Tables)),
        ("paragraphs", tab(Tab::Paragraphs)),
        ("log", tab(Tab::Log)),
        (
            "adjust with its people listed",
            Box::new(|a: &mut App| {
                sw(a, sherwood::Message::Tab(Tab::Play));
                sw(a, sherwood::Message::Adjust(adjust::Message::Open));
                sw(
                    a,
                    sherwood::Message::Adjust(adjust::Message::Menu(Some(("adjust", 0)))),
                );
            }),
        ),
    ]
}

fn assert_look_alike(name: &str, a: SherwoodGame, b: SherwoodGame) {
    assert_eq!(log(&a), log(&b), "{name}: the exported log");
    let mut one = app_with(&format!("{name}-a"), a);
    let mut two = app_with(&format!("{name}-b"), b);
    assert_eq!(one.title(), two.title(), "{name}: the window title");
    let newest = |app: &App| match &app.screen {
        Screen::Sherwood(s) => s.newest_outcome(),
        _ => unreachable!("a Sherwood screen"),
    };
    assert_eq!(
        newest(&one),
        newest(&two),
        "{name}: the newest outcome, as a screen reader is told it"
    );
    let hashes = dir(&format!("{name}-hashes"));
    for (page, go) in pages() {
        go(&mut one);
        go(&mut two);
        for (width, size) in [
            ("phone", Size::new(420.0, 1400.0)),
            ("wide", Size::new(1280.0, 900.0)),
        ] {
            let hash = hashes.join(format!("{}-{width}.png", page.replace(' ', "-")));
            let (first, _) = look(&one, size, &hash);
            let (second, same) = look(&two, size, &hash);
            assert_eq!(
                first, second,
                "{name}: the {page} page ({width}) reads differently"
            );
            assert!(
                same,
                "{name}: the {page} page ({width}) is drawn differently"
            );
        }
    }
}

#[test]
fn hidden_prisoners_cannot_be_told_apart() {
    let data = chart_data();
    let a = new_game(&data);
    let b = reshuffled(&data, &a, &[]);
    // The two setups differ only where the player cannot look.
    assert_ne!(a.state(), b.state());
    assert_look_alike("setup", a, b);
}

/// Settles what a result left the way a player in a hurry would: the first choices offered.
fn settle(data: &SherwoodData, g: &mut SherwoodGame) {
    for _ in 0..40 {
        let Some(first) = g.state().todo.first().cloned() else {
            return;
        };
        let action = match &first.task {
            Task::Confirm { suggestion } => {
                let mut choice = Choice::default();
                match &suggestion.pick {
                    Some(Pick::Persons { count, from, .. }) => {
                        choice.persons = from.iter().take(*count).cloned().collect();
                    }
                    Some(Pick::Squad { from, .. }) => choice.squad = from.first().cloned(),
                    Some(Pick::Destination { .. } | Pick::SquadDestination { .. }) => {
                        choice.to = Some(SpaceId::new("forest"));
                    }
                    _ => {}
                }
                choice.prison = suggestion.prison.as_ref().and_then(|p| p.first().cloned());
                Action::Resolve {
                    id: first.id,
                    choice,
                }
            }
            Task::Flee { .. } => Action::Flee {
                to: SpaceId::new("forest"),
            },
            Task::RaidAgain { .. } => Action::RaidAgain,
            Task::GoldDie { .. } => Action::RollGold { halve: false },
            Task::Roll { .. } => Action::Dismiss { id: first.id },
        };
        if g.act(data, action, &[]).is_err() {
            g.act(data, Action::Dismiss { id: first.id }, &[]).unwrap();
        }
    }
    panic!("the results never settled");
}

/// The rest of a turn after Rebel Actions: expenses, every King's Men squad that may roll,
/// the Royal Party.
fn end_turn(data: &SherwoodData, g: &mut SherwoodGame) {
    g.act(data, Action::EndRebelActions, &[]).unwrap();
    while g.state().tracks.warchest
        < pnp_companion::games::sherwood::actions::expenses_due(g.state())
    {
        g.act(data, Action::BeamSupplies, &[]).unwrap();
    }
    let _ = g.act(data, Action::PayExpenses, &[]);
    g.act(data, Action::EndExpenses, &[]).unwrap();
    let squads: Vec<String> = legal_actions(data, g.state())
        .iter()
        .filter(|l| l.verb == pnp_companion::games::sherwood::actions::Verb::KingsMen && l.ok())
        .filter_map(|l| l.space.clone())
        .collect();
    for q in squads {
        if g.act(
            data,
            Action::KingsMen {
                squad: SquadId::new(q),
            },
            &[],
        )
        .is_ok()
        {
            settle(data, g);
        }
    }
    g.act(data, Action::EndKingsMen, &[]).unwrap();
    let party = if g.state().royal_party.held {
        Action::FealtyAgain
    } else {
        Action::RoyalPartyMoves { into: None }
    };
    g.act(data, party, &[]).unwrap();
    settle(data, g);
    g.act(data, Action::EndTurn, &[]).unwrap();
}

fn roll(table: TableId, space: &str, actor: &str) -> Action {
    Action::Roll {
        table,
        request: RollRequest {
            space: SpaceId::new(space),
            actor: Some(actor.into()),
            ..RollRequest::default()
        },
    }
}

/// Three turns: the crew beams down, raids a prison (not one where the two games differ),
/// asks for donations and moves; the King's Men and the Royal Party act.
fn play_three_turns(data: &SherwoodData, g: &mut SherwoodGame) {
    let crew: Vec<_> = ["kirk", "spock", "mccoy", "uhura"].map(Into::into).to_vec();
    g.act(
        data,
        Action::BeamDown {
            persons: crew,
            to: SpaceId::new("Farnosh Bridge"),
        },
        &[],
    )
    .unwrap();
    end_turn(data, g);
    assert_eq!(g.state().turn, 2);
    g.act(data, roll(TableId::Raid, "Farnosh Bridge", "kirk"), &[])
        .unwrap();
    settle(data, g);
    end_turn(data, g);
    if g.act(
        data,
        roll(TableId::Donations, "Farnosh Bridge", "spock"),
        &[],
    )
    .is_ok()
    {
        settle(data, g);
    }
    let yours: Vec<_> = g
        .state()
        .persons
        .iter()
        .filter(|p| {
            p.side == Side::Controlled
                && !p.imprisoned
                && p.location.space().is_some()
                && !g.state().took_part.contains(&p.id)
        })
        .map(|p| p.id.clone())
        .collect();
    if let Some(first) = yours.first() {
        let _ = g.act(
            data,
            Action::Move {
                persons: vec![first.clone()],
                to: SpaceId::new("Trott"),
            },
            &[],
        );
    }
    end_turn(data, g);
    assert_eq!(g.state().step, TurnStep::RebelActions);
}

#[test]
fn hidden_prisoners_cannot_be_told_apart_after_a_few_turns() {
    let data = chart_data();
    let mut a = new_game(&data);
    // The raid is at Farnosh Bridge: who lies there may come out, so the games differ
    // elsewhere only.
    let mut b = reshuffled(&data, &a, &["Farnosh Bridge"]);
    play_three_turns(&data, &mut a);
    play_three_turns(&data, &mut b);
    assert!(a.journal.entries().len() > 15, "a few turns were played");
    assert!(
        log(&a).contains("Raid at Farnosh Bridge"),
        "the raid was made"
    );
    assert_ne!(
        a.state(),
        b.state(),
        "the games still differ where it is hidden"
    );
    assert_look_alike("played", a, b);
}

/// Every text the app shows now, at a tall phone's size.
fn all_texts(app: &App) -> Vec<String> {
    common::ui::texts(app, Size::new(420.0, 3000.0))
}

#[test]
fn an_unread_paragraph_keeps_what_it_does_hidden_until_spoilers_are_asked_for() {
    use pnp_companion::games::sherwood::foresight::paragraph_outcome;
    use pnp_companion::ui::sherwood::play;
    let data = chart_data();
    let mut g = new_game(&data);
    let crew: Vec<_> = ["kirk", "spock"].map(Into::into).to_vec();
    g.act(
        &data,
        Action::BeamDown {
            persons: crew,
            to: SpaceId::new("Trott"),
        },
        &[],
    )
    .unwrap();
    end_turn(&data, &mut g);
    let mut app = app_with("spoilers", g);
    sw(
        &mut app,
        sherwood::Message::Play(play::Message::Space(SpaceId::new("Trott"))),
    );
    sw(
        &mut app,
        sherwood::Message::Play(play::Message::Verb(
            pnp_companion::games::sherwood::actions::Verb::Raid,
        )),
    );
    sw(
        &mut app,
        sherwood::Message::Play(play::Message::Actor("kirk".into())),
    );
    // What a paragraph does is written "Paragraph 113 (prisoners freed)" in the odds.
    let outcomes: Vec<String> = (99..=405)
        .filter_map(|n| paragraph_outcome(n).map(|o| format!("Paragraph {n} ({o})")))
        .collect();
    let spoils = |texts: &[String]| {
        texts
            .iter()
            .filter(|t| outcomes.iter().any(|o| t.contains(o.as_str())))
            .cloned()
            .collect::<Vec<_>>()
    };
    let shown = all_texts(&app);
    assert!(
        shown
            .iter()
            .any(|t| t.starts_with("Paragraph ") && t.ends_with(" (not read yet)")),
        "the raid's odds name the unread paragraphs: {shown:?}"
    );
    assert_eq!(
        spoils(&shown),
        Vec::<String>::new(),
        "nothing unread is told"
    );
    // Each paragraph has its own chance (issue 45), and the line of one not read says its
    // number and nothing else: no word of what it does.
    let per_paragraph: Vec<&String> = shown
        .iter()
        .filter(|t| t.starts_with("Paragraph "))
        .collect();
    assert!(per_paragraph.len() > 1, "one line each: {shown:?}");
    for line in &per_paragraph {
        let number: String = line["Paragraph ".len()..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        assert_eq!(
            line.as_str(),
            format!("Paragraph {number} (not read yet)"),
            "an unread paragraph's odds tell nothing of it"
        );
    }
    // The setting on the Paragraphs tab: now the odds say what each result does.
    sw(&mut app, sherwood::Message::Tab(Tab::Paragraphs));
    sw(
        &mut app,
        sherwood::Message::Paragraphs(sherwood::paragraphs::Message::Spoilers(true)),
    );
    assert!(app.settings.result_spoilers, "the setting is kept");
    sw(&mut app, sherwood::Message::Tab(Tab::Play));
    let shown = all_texts(&app);
    assert!(
        !spoils(&shown).is_empty(),
        "with spoilers on, the odds say what results do"
    );
}

/// The exported log, in English.
fn log(g: &SherwoodGame) -> String {
    pnp_companion::i18n::log_markdown(
        &g.journal,
        &SherwoodGame::log_title(),
        |e| &e.lines,
        pnp_companion::i18n::Lang::En,
    )
}
