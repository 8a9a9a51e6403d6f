//! In-process timings against the budgets of issue 9: a screen's update and view after an
//! action and the print kit (the rules' own timings are `benches/rules.rs`). `benches/run.sh`
//! runs it after the start-up timings; alone: `cargo bench --bench inprocess`.
//!
//! `--tsv` prints the rows tab-separated instead of as a table.
//! `--make-saves DIR` instead writes two saved games (one of each) into the data folder
//! DIR, for the start-up benchmark of a resumed game.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

use iced::Task;
use iced::futures::StreamExt;
use iced::futures::executor::block_on;
use iced::keyboard::{Key, Modifiers, key::Named};
use iced::{Font, Pixels, Size, Theme};
use iced_test::core::renderer::{Headless, Style};
use iced_test::core::{mouse, theme::Base};
use iced_test::runtime::user_interface::{Cache, UserInterface};
use pnp_companion::games::dnfm::cards::CardSet;
use pnp_companion::games::sherwood::SherwoodData;
use pnp_companion::games::sherwood::persons::Stat;
use pnp_companion::games::sherwood::space_id::SpaceId;
use pnp_companion::print::options::PrintOptions;
use pnp_companion::store::storage::{MemoryStorage, SharedStorage};
use pnp_companion::store::user_data::UserData;
use pnp_companion::ui::app::Screen;
use pnp_companion::ui::{App, FONT_BOLD, FONT_REGULAR, Message, dnfm, home, print, sherwood};
use std::borrow::Cow;
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The app's default window (a phone in portrait).
const WINDOW: Size = Size::new(420.0, 860.0);

#[path = "common/measure.rs"]
mod measure;

use measure::{Budget, Row, fmt_time, percentiles, print_table, print_tsv, timed, wanted};

// ---------------------------------------------------------------------------------------
// The app, headless: update, view and layout as the runtime does them for one frame

/// A headless renderer with the app's fonts, and the widget state kept between frames.
struct Window {
    renderer: iced::Renderer,
    cache: Option<Cache>,
}

impl Window {
    fn new() -> Window {
        {
            let mut fonts = iced_test::renderer::graphics::text::font_system()
                .write()
                .unwrap();
            fonts.load_font(Cow::Borrowed(FONT_REGULAR));
            fonts.load_font(Cow::Borrowed(FONT_BOLD));
        }
        let renderer = iced_test::futures::futures::executor::block_on(
            <iced::Renderer as Headless>::new(Font::with_name("Noto Sans"), Pixels(16.0), None),
        )
        .expect("a headless renderer");
        Window {
            renderer,
            cache: None,
        }
    }

    /// `view()` and the layout of the widget tree for the window (what an update costs
    /// before drawing). With `draw`, also draws and rasterises the whole window.
    fn frame(&mut self, app: &App, draw: bool) {
        let mut ui = UserInterface::build(
            app.view(),
            WINDOW,
            self.cache.take().unwrap_or_default(),
            &mut self.renderer,
        );
        if draw {
            let theme = Theme::Light;
            let base = theme.base();
            ui.draw(
                &mut self.renderer,
                &theme,
                &Style {
                    text_color: base.text_color,
                },
                mouse::Cursor::Unavailable,
            );
            let size = iced::Size::new(WINDOW.width as u32, WINDOW.height as u32);
            black_box(
                self.renderer
                    .screenshot(size, 1.0, base.background_color)
                    .len(),
            );
        }
        self.cache = Some(ui.into_cache());
    }
}

/// Sends a message and finishes the work it starts (saves, loads), as the runtime would.
fn send(app: &mut App, m: Message) {
    let task = app.update(m);
    finish(app, task);
}

/// Runs a task to the end and feeds what it outputs back to the app.
fn finish(app: &mut App, task: Task<Message>) {
    for m in outputs(task) {
        let next = app.update(m);
        finish(app, next);
    }
}

/// What a task outputs, run to the end on this thread.
fn outputs(task: Task<Message>) -> Vec<Message> {
    let Some(stream) = iced_runtime::task::into_stream(task) else {
        return Vec::new();
    };
    block_on(stream.collect::<Vec<_>>())
        .into_iter()
        .filter_map(|a| match a {
            iced_runtime::Action::Output(m) => Some(m),
            _ => None,
        })
        .collect()
}

/// This run's folder under the system's temporary folder, removed at the end.
fn bench_root() -> PathBuf {
    std::env::temp_dir().join(format!("pnp-bench-{}", std::process::id()))
}

/// A fresh data folder.
fn data_dir(name: &str) -> PathBuf {
    let d = bench_root().join(name);
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn new_game(dir: &Path, game: home::GameKind, seed: &str, name: &str) -> App {
    let mut app = App::new(Some(dir.to_path_buf()));
    send(&mut app, Message::Home(home::Message::Seed(seed.into())));
    send(&mut app, Message::Home(home::Message::Name(name.into())));
    send(&mut app, Message::Home(home::Message::New(game)));
    app
}

/// Do Not Forsake Me's next action: the obvious step, or fight at an encounter.
fn dnfm_next(app: &App) -> Option<Message> {
    let Screen::Dnfm(s) = &app.screen else {
        return None;
    };
    if s.game.state().end.is_some() {
        return None;
    }
    // The next step, or where the player chooses, the first choice (move 1, dock, evade,
    // attack again).
    let set = CardSet::builtin().unwrap();
    let step = s.next_step(set).or_else(|| {
        pnp_companion::games::dnfm::game::DnfmGame::choices(set, s.game.state())
            .first()
            .map(|a| dnfm::Message::Act(*a))
    })?;
    Some(Message::Dnfm(step))
}

/// Kirk's raid value, as a player would have entered it from the counter.
fn remember_kirk(dir: &Path) {
    let data = SherwoodData::builtin().unwrap();
    let mut user = UserData::load(dir).unwrap();
    user.set_value(data, "kirk", Stat::Raid, 2).unwrap();
    user.save(dir).unwrap();
}

/// A Sherwood game on turn 2 with Kirk on Trott and a raid set up on the action sheet.
fn sherwood_raid(dir: &Path) -> App {
    use pnp_companion::games::sherwood::actions::{Action as Act, Verb};
    use pnp_companion::ui::sherwood::play::{Message as P, PlaceChoice};
    remember_kirk(dir);
    let mut app = new_game(dir, home::GameKind::Sherwood, "11", "");
    for m in [
        // Turn 1: Kirk beams down to Trott, and the rest of the turn goes by.
        P::ToggleMover("kirk".into()),
        P::Destination(PlaceChoice {
            value: SpaceId::new("Trott"),
            label: "Trott".into(),
        }),
        P::BeamDown,
        P::Act(Act::EndRebelActions),
        P::Act(Act::PayExpenses),
        P::Act(Act::EndExpenses),
        P::Act(Act::EndKingsMen),
        P::PartyMove(None),
        P::Act(Act::EndTurn),
        // Turn 2: Kirk raids Trott.
        P::Space(SpaceId::new("Trott")),
        P::Verb(Verb::Raid),
    ] {
        let step = format!("{m:?}");
        let before = sherwood_entries(&app);
        let changes = matches!(m, P::BeamDown | P::Act(_) | P::PartyMove(_));
        send(&mut app, Message::Sherwood(sherwood::Message::Play(m)));
        assert_eq!(
            sherwood_entries(&app) > before,
            changes,
            "{step}: the action was taken (or only the form changed)"
        );
    }
    let Screen::Sherwood(s) = &app.screen else {
        unreachable!()
    };
    assert!(
        matches!(
            s.next_step(app.sherwood.as_ref().unwrap()),
            Some(sherwood::Message::Play(P::Roll))
        ),
        "Space rolls the raid"
    );
    app
}

fn sherwood_entries(app: &App) -> usize {
    match &app.screen {
        Screen::Sherwood(s) => s.game.journal.entries().len(),
        _ => panic!("not on the Sherwood screen"),
    }
}

fn ui_rows(rows: &mut Vec<Row>, runs: usize) {
    let mut window = Window::new();
    let budget = || Budget::Max(Duration::from_millis(5));
    // A whole frame drawn and rasterised in software; the window's own redraws are partial.
    let frame_budget = || Budget::Info;

    // Home: toggle digital/physical (the text beside the switch changes).
    for draw in [false, true] {
        let mut app = App::new(Some(data_dir("home")));
        let mut physical = false;
        let name = if draw {
            "home: + draw, whole-window raster"
        } else {
            "home: update + view (+ layout)"
        };
        rows.extend(timed(
            name,
            runs,
            if draw { frame_budget() } else { budget() },
            || {
                physical = !physical;
                let t = Instant::now();
                send(&mut app, Message::Home(home::Message::Physical(physical)));
                window.frame(&app, draw);
                t.elapsed()
            },
        ));
    }

    // DNFM: the next step (Space), played through whole games; each action autosaves.
    for draw in [false, true] {
        let dir = data_dir("dnfm");
        let mut app = new_game(&dir, home::GameKind::Dnfm, "7", "bench");
        let mut seed = 7u64;
        let name = if draw {
            "DNFM: + draw, whole-window raster"
        } else {
            "DNFM: next step, update + view"
        };
        rows.extend(timed(
            name,
            runs,
            if draw { frame_budget() } else { budget() },
            || {
                let m = match dnfm_next(&app) {
                    Some(m) => m,
                    None => {
                        // The game ended: a new one, untimed, replacing the save.
                        seed += 1;
                        let _ = std::fs::remove_dir_all(&dir);
                        app = new_game(&dir, home::GameKind::Dnfm, &seed.to_string(), "bench");
                        window.frame(&app, false);
                        dnfm_next(&app).unwrap()
                    }
                };
                // The UI thread's part: the save it queues is written afterwards, untimed.
                let t = Instant::now();
                let task = app.update(m);
                window.frame(&app, draw);
                let took = t.elapsed();
                finish(&mut app, task);
                took
            },
        ));
    }

    slow_disk_rows(rows, &mut window);

    // Sherwood: the raid's roll (Space), then an untimed undo to roll it again.
    for draw in [false, true] {
        let mut app = sherwood_raid(&data_dir("sherwood"));
        let name = if draw {
            "Sherwood: + draw, whole-window raster"
        } else {
            "Sherwood: roll, update + view"
        };
        rows.extend(timed(
            name,
            runs,
            if draw { frame_budget() } else { budget() },
            || {
                let t = Instant::now();
                let before = sherwood_entries(&app);
                let task = app.key(Key::Named(Named::Space), Modifiers::default());
                window.frame(&app, draw);
                let took = t.elapsed();
                finish(&mut app, task);
                assert_eq!(sherwood_entries(&app), before + 1, "the raid was rolled");
                send(&mut app, Message::Sherwood(sherwood::Message::Undo));
                // Untimed: the raid's form again (Trott offers more than one action, so
                // the form is not open by itself after the undo).
                for m in [
                    sherwood::play::Message::Space(SpaceId::new("Trott")),
                    sherwood::play::Message::Verb(
                        pnp_companion::games::sherwood::actions::Verb::Raid,
                    ),
                ] {
                    send(&mut app, Message::Sherwood(sherwood::Message::Play(m)));
                }
                took
            },
        ));
    }

    // Print: crop marks on and off (the preview's grid changes).
    for draw in [false, true] {
        let mut app = App::new(Some(data_dir("print")));
        send(&mut app, Message::Home(home::Message::Print));
        assert!(matches!(app.screen, Screen::Print(_)));
        let mut crop = true;
        let name = if draw {
            "print: + draw, whole-window raster"
        } else {
            "print: crop marks, update + view"
        };
        rows.extend(timed(
            name,
            runs,
            if draw { frame_budget() } else { budget() },
            || {
                crop = !crop;
                let t = Instant::now();
                send(&mut app, Message::Print(print::Message::Crop(crop)));
                window.frame(&app, draw);
                t.elapsed()
            },
        ));
    }
}

/// A disk that takes 200 ms a write (memory storage that sleeps), as issue 15 asks: an
/// action's update and frame (the write runs off the UI thread), the same with the write
/// inside `update` as the shell did before, and the frames drawn while a write is in flight.
fn slow_disk_rows(rows: &mut Vec<Row>, window: &mut Window) {
    const WRITE: Duration = Duration::from_millis(200);
    let runs = 12;
    let slow_game = || {
        let storage: SharedStorage = Arc::new(MemoryStorage::slow(WRITE));
        let mut app = App::with_storage(Some(storage));
        send(&mut app, Message::Home(home::Message::Seed("7".into())));
        send(
            &mut app,
            Message::Home(home::Message::New(home::GameKind::Dnfm)),
        );
        app
    };
    let mut app = slow_game();
    rows.extend(timed(
        "slow disk (200 ms a write): DNFM step, update + frame",
        runs,
        Budget::Max(Duration::from_millis(5)),
        || {
            let m = dnfm_next(&app).unwrap_or(Message::Dnfm(dnfm::Message::Undo));
            let t = Instant::now();
            let task = app.update(m);
            window.frame(&app, false);
            let took = t.elapsed();
            finish(&mut app, task);
            took
        },
    ));
    let mut app = slow_game();
    rows.extend(timed(
        "slow disk: the same with the write inside update (before)",
        runs,
        Budget::Info,
        || {
            let m = dnfm_next(&app).unwrap_or(Message::Dnfm(dnfm::Message::Undo));
            let t = Instant::now();
            let task = app.update(m);
            finish(&mut app, task);
            window.frame(&app, false);
            t.elapsed()
        },
    ));
    // Frames drawn while the write runs on another thread: every one is a frame the window
    // shows, where the old shell showed none for 200 ms.
    if !wanted("slow disk: frames") {
        return;
    }
    let mut app = slow_game();
    let mut frames: Vec<Duration> = Vec::new();
    for _ in 0..runs {
        let m = dnfm_next(&app).unwrap_or(Message::Dnfm(dnfm::Message::Undo));
        let task = app.update(m);
        let writer = std::thread::spawn(move || outputs(task));
        while !writer.is_finished() {
            let t = Instant::now();
            window.frame(&app, true);
            frames.push(t.elapsed());
        }
        for m in writer.join().unwrap() {
            let next = app.update(m);
            finish(&mut app, next);
        }
    }
    let count = frames.len();
    let (median, p90) = percentiles(&mut frames);
    rows.push(Row {
        name: format!("slow disk: frames drawn during {runs} writes ({count} frames)"),
        median: fmt_time(median),
        p90: fmt_time(p90),
        budget: "-".into(),
        ok: None,
        timing: true,
    });
}

fn print_rows(rows: &mut Vec<Row>) {
    let set = CardSet::builtin().unwrap();
    let data = SherwoodData::builtin().unwrap();
    let options = PrintOptions::default();
    assert!(matches!(
        options.paper,
        pnp_companion::print::geometry::Paper::A4
    ));
    let mut size = 0usize;
    rows.extend(timed(
        "print kit: both games, A4",
        15,
        Budget::Max(Duration::from_millis(100)),
        || {
            let t = Instant::now();
            let pdf = pnp_companion::print::pdf::render(&options, set, data).unwrap();
            let took = t.elapsed();
            size = pdf.len();
            took
        },
    ));
    let limit = 300 * 1024;
    if size == 0 {
        return;
    }
    rows.push(Row {
        name: "print kit: size".into(),
        median: format!("{} KB", size.div_ceil(1024)),
        p90: "-".into(),
        budget: format!("<= {} KB", limit / 1024),
        ok: Some(size <= limit),
        timing: false,
    });
}

// ---------------------------------------------------------------------------------------

/// Two saved games in `dir`: "bench-dnfm" a few turns in, and "bench-sherwood".
fn make_saves(dir: &Path) {
    std::fs::create_dir_all(dir).unwrap();
    let mut app = new_game(dir, home::GameKind::Dnfm, "7", "bench dnfm");
    for _ in 0..40 {
        let Some(m) = dnfm_next(&app) else { break };
        send(&mut app, m);
    }
    let mut app = new_game(dir, home::GameKind::Sherwood, "11", "bench sherwood");
    send(
        &mut app,
        Message::Sherwood(sherwood::Message::Play(sherwood::play::Message::Act(
            pnp_companion::games::sherwood::actions::Action::EndRebelActions,
        ))),
    );
    for name in ["bench-dnfm", "bench-sherwood"] {
        let path = dir.join("saves").join(format!("{name}.json"));
        assert!(path.exists(), "{} was not written", path.display());
        println!("{}", path.display());
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(i) = args.iter().position(|a| a == "--make-saves") {
        let dir = args.get(i + 1).expect("--make-saves DIR");
        make_saves(Path::new(dir));
        return;
    }
    let runs: usize = std::env::var("BENCH_RUNS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(200);
    let mut rows = Vec::new();
    ui_rows(&mut rows, runs);
    print_rows(&mut rows);
    if args.iter().any(|a| a == "--tsv") {
        print_tsv(&rows);
    } else {
        print_table(&rows);
    }
    let _ = std::fs::remove_dir_all(bench_root());
}
