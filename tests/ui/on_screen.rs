//! Games to play in the real window (scripts/play-on-screen.sh, under Xvfb): the taps and
//! keys of a whole game, worked out here on the same layout, fonts and window size as the
//! window, with the game they must make. The script plays them into the release build with
//! xdotool, takes screenshots where a step asks for one, and checks that the window's save
//! ends where this plan's game ends.
//!
//! - `dnfm`: a physical Do Not Forsake Me game to its end, its Dice Cards drawn from a deck
//!   of the player's own (RSF and bottom draws, the bounty's card set aside), and at every
//!   step a wrong press first: the Space bar where the game asks for a choice or a draw is
//!   under way, a card of the draw entered again, a log entry tapped in the middle of a draw
//!   (wide windows show the log).
//! - `sherwood`: six turns of a digital Sherwood game: the Space bar for the step in hand, a
//!   recruiting attempt where one can be made, and wrong presses on the way (ending a step
//!   with something open, which asks first).
//!
//! The plan is printed by the ignored test below: `PNP_ON_SCREEN="dnfm 420x860" cargo test
//! --test all ui::on_screen -- --ignored --nocapture`.

use crate::common;

use common::ui::{send_and_wait, settings};
use iced::keyboard::{Key, Modifiers, key::Named};
use iced::{Event, Point, Size, mouse};
use iced_test::Simulator;
use iced_test::selector::Candidate;
use pnp_companion::engine::deck::{Deck, PlacedCard, Side};
use pnp_companion::engine::random::GameRng;
use pnp_companion::games::dnfm::cards::CardSet;
use pnp_companion::games::dnfm::state::{Deal, Phase};
use pnp_companion::ui::app::Screen;
use pnp_companion::ui::{App, Message};
use std::fmt::Write as _;

/// One thing the script does in the window.
enum Step {
    Tap { at: Point, what: String },
    Key { key: &'static str, what: String },
    Type(String),
    Shot(String),
}

struct Plan {
    app: App,
    size: Size,
    steps: Vec<Step>,
    /// Files the window's data folder must hold before it opens (name, text).
    files: Vec<(String, String)>,
}

impl Plan {
    fn new(size: Size) -> Plan {
        Plan::with_files(size, Vec::new())
    }

    /// A plan whose data folder holds `files` from the start (the player's own chart
    /// entries, say).
    fn with_files(size: Size, files: Vec<(String, String)>) -> Plan {
        let dir = common::fresh_dir("pnp-on-screen", &format!("{}-{}", size.width, files.len()));
        for (name, text) in &files {
            std::fs::write(dir.join(name), text).unwrap();
        }
        Plan {
            app: App::new(Some(dir)),
            size,
            steps: Vec::new(),
            files,
        }
    }

    /// Types `text` into the field that has the focus; `message` is what the typing sends.
    fn type_text(&mut self, text: &str, message: Message) {
        send_and_wait(&mut self.app, message);
        self.steps.push(Step::Type(text.into()));
    }

    /// Where the text `label` (or the first that starts with it, for `prefix`) is wholly on
    /// screen.
    fn spot(&self, label: &str, prefix: bool) -> Option<Point> {
        let mut ui = Simulator::with_size(settings(), self.size, self.app.view());
        ui.find(|c: Candidate<'_>| match c {
            Candidate::Text {
                content,
                bounds,
                visible_bounds: Some(v),
                ..
            } if (content == label || (prefix && content.starts_with(label)))
                && v.height >= bounds.height - 0.5 =>
            {
                Some(bounds.center())
            }
            // A text field, by what it shows (its placeholder while it is empty).
            Candidate::TextInput {
                bounds,
                visible_bounds: Some(_),
                state,
                ..
            } if state.text() == label => Some(bounds.center()),
            _ => None,
        })
        .ok()
    }

    /// Taps `label` as a mouse click there would, in this plan's app and in the script's.
    fn tap(&mut self, label: &str, prefix: bool) {
        let at = self
            .spot(label, prefix)
            .unwrap_or_else(|| panic!("no '{label}' on screen at {:?}", self.size));
        let messages: Vec<Message> = {
            let mut ui = Simulator::with_size(settings(), self.size, self.app.view());
            ui.point_at(at);
            let _ = ui.simulate([
                Event::Mouse(mouse::Event::CursorMoved { position: at }),
                Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left)),
                Event::Mouse(mouse::Event::ButtonReleased(mouse::Button::Left)),
            ]);
            ui.into_messages().collect()
        };
        for m in messages {
            send_and_wait(&mut self.app, m);
        }
        self.steps.push(Step::Tap {
            at,
            what: label.into(),
        });
    }

    fn space(&mut self, what: &str) {
        let t = self.app.key(Key::Named(Named::Space), Modifiers::default());
        common::ui::run(&mut self.app, t);
        self.steps.push(Step::Key {
            key: "space",
            what: what.into(),
        });
    }

    fn shot(&mut self, name: &str) {
        self.steps.push(Step::Shot(name.into()));
    }

    /// The plan as the script reads it: one JSON object.
    fn json(&self, end: &str) -> String {
        let files: Vec<String> = self
            .files
            .iter()
            .map(|(name, text)| {
                format!(
                    "{}: {}",
                    serde_json::to_string(name).unwrap(),
                    serde_json::to_string(text).unwrap()
                )
            })
            .collect();
        let mut out = format!(
            "{{\"width\": {}, \"height\": {}, \"end\": {end}, \"files\": {{{}}}, \"steps\": [",
            self.size.width,
            self.size.height,
            files.join(", ")
        );
        for (i, s) in self.steps.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            let _ = match s {
                Step::Tap { at, what } => write!(
                    out,
                    "{{\"tap\": [{}, {}], \"what\": {}}}",
                    at.x.round(),
                    at.y.round(),
                    serde_json::to_string(what).unwrap()
                ),
                Step::Key { key, what } => write!(
                    out,
                    "{{\"key\": \"{key}\", \"what\": {}}}",
                    serde_json::to_string(what).unwrap()
                ),
                Step::Type(text) => write!(
                    out,
                    "{{\"type\": {}}}",
                    serde_json::to_string(text).unwrap()
                ),
                Step::Shot(name) => write!(out, "{{\"shot\": \"{name}\"}}"),
            };
        }
        out.push_str("]}");
        out
    }
}

fn set() -> &'static CardSet {
    CardSet::builtin().unwrap()
}

fn dnfm_screen(app: &App) -> &pnp_companion::ui::dnfm::DnfmScreen {
    match &app.screen {
        Screen::Dnfm(s) => s,
        _ => panic!("not on the Do Not Forsake Me screen"),
    }
}

/// A Dice Card's caption in the picker ("3B down: 4").
fn caption(pc: PlacedCard) -> String {
    let v = set().dice(pc.card).unwrap().reading(pc.orientation).value;
    format!(
        "{}{} {}: {v}",
        pc.card,
        if pc.orientation.side == Side::A {
            "A"
        } else {
            "B"
        },
        if pc.orientation.rotated { "down" } else { "up" }
    )
}

/// The player's own Dice Cards on the table: RSF and draws from the bottom, the bounty's
/// card out of the deck while it lies aside.
struct Table {
    deck: Deck,
    rng: GameRng,
    /// The draw under way: the faces still to tap.
    drawn: Vec<PlacedCard>,
}

impl Table {
    fn new(seed: u64) -> Table {
        let mut rng = GameRng::from_seed(seed);
        let deck = Deal::RandomLie.deck(6, &mut rng);
        Table {
            deck,
            rng,
            drawn: Vec::new(),
        }
    }

    /// The card set aside (or put back) as the app's game has it.
    fn follow_aside(&mut self, aside: Option<u8>) {
        match aside {
            Some(card) if self.deck.contains(card) => {
                self.deck.take(card);
            }
            None if self.deck.len() < 6 => {
                let missing = (1..=6).find(|c| !self.deck.contains(*c)).unwrap();
                self.deck.return_to_top(&[PlacedCard {
                    card: missing,
                    orientation: pnp_companion::engine::deck::Orientation::UPRIGHT,
                }]);
            }
            _ => {}
        }
    }
}

/// A physical Do Not Forsake Me game played to its end with a wrong press at every step.
fn dnfm_plan(size: Size, seed: u64) -> Plan {
    let mut p = Plan::new(size);
    let wide = size.width >= 900.0;
    p.tap("Physical", false);
    p.tap("Do Not Forsake Me", false);
    p.shot("dnfm-start");
    let mut table = Table::new(seed);
    let mut shots = 0;
    for _ in 0..3_000 {
        let screen = dnfm_screen(&p.app);
        let s = screen.game.state().clone();
        if s.end.is_some() {
            break;
        }
        if screen.drawing() {
            table.follow_aside(screen.so_far.set_aside);
            let pending = screen.so_far.pending.len();
            if pending == 0 && table.drawn.is_empty() {
                let k = screen.so_far.waiting;
                table.drawn = {
                    let Table { deck, rng, .. } = &mut table;
                    deck.rsf_draw(k, rng)
                };
                // A wrong press as the draw begins: the Space bar (refused in words).
                p.space("wrong: Space during a draw");
                if shots < 3 {
                    p.shot(&format!("dnfm-draw-refused-{shots}"));
                    shots += 1;
                }
            } else if pending > 0 && wide && screen.game.journal.entries().len() > 2 {
                // A wrong press in the middle of a draw: stepping back through the log.
                p.tap("Move", true);
            }
            let next = table.drawn.remove(0);
            p.tap(&caption(next), false);
            continue;
        }
        table.drawn.clear();
        table.follow_aside(s.aside.map(|a| a.card));
        match &s.phase {
            Phase::Movement => {
                p.space("wrong: Space where the move is a choice");
                p.tap("Move 2", false);
            }
            Phase::Refit => p.tap("Continue to the Event phase", false),
            Phase::Event => p.tap("Scan for events", false),
            Phase::Bounty if s.docked => p.tap("Docked: end the turn", false),
            Phase::Bounty => p.tap("Reveal the bounty", false),
            Phase::Encounter { .. } => {
                p.space("wrong: Space where evade or fight is a choice");
                p.tap("Fight", true);
            }
            Phase::Combat { rounds: 0, .. } => p.tap("Attack", true),
            Phase::Combat { .. } => {
                p.space("wrong: Space after a lost round");
                if shots < 6 {
                    p.shot("dnfm-after-a-lost-round");
                    shots = 6;
                }
                let win = dnfm_screen(&p.app)
                    .odds()
                    .map_or(0.0, |o| o.win_round.probability());
                if win >= 0.4 {
                    p.tap("Attack", true);
                } else {
                    p.tap("Flee", true);
                }
            }
        }
    }
    p.shot("dnfm-end");
    p
}

fn sherwood_screen(app: &App) -> &pnp_companion::ui::sherwood::SherwoodScreen {
    match &app.screen {
        Screen::Sherwood(s) => s,
        _ => panic!("not on the Sherwood screen"),
    }
}

/// Six turns of a digital Sherwood game, played on the player's own chart entries (the
/// cells and counter values the rulebook leaves out): two of the crew beam down where no
/// squad stands and ask for donations there each turn after; the rest is the Space bar (the blue
/// button). A wrong press first at every step: ending it while something is still open
/// (Rebel Actions with people who could act, King's Men Actions with a squad unrolled where
/// your people stand), which asks first; the answer is to keep playing.
fn sherwood_plan(size: Size) -> (Plan, Vec<RebelDone>) {
    use pnp_companion::games::sherwood::SherwoodData;
    use pnp_companion::games::sherwood::state::TurnStep;
    let data = SherwoodData::builtin().unwrap();
    let yours = common::sherwood::entries_as_player(data);
    let files = vec![(
        "sherwood-user-data.json".to_string(),
        serde_json::to_string_pretty(&yours).unwrap(),
    )];
    let mut p = Plan::with_files(size, files);
    let data = &data.clone();
    p.tap("Seed (optional, to replay a game)", false);
    p.type_text(
        "11",
        Message::Home(pnp_companion::ui::home::Message::Seed("11".into())),
    );
    p.tap("The Sherwood Syndrome", false);
    p.shot("sherwood-start");
    let state = |p: &Plan| sherwood_screen(&p.app).game.state().clone();
    let mut done = Vec::new();
    for turn in 1..=6u32 {
        assert_eq!(state(&p).turn, turn, "turn {turn} begins");
        // Rebel Actions: a wrong press first, answered with Keep playing.
        p.tap("End Rebel Actions", false);
        if sherwood_screen(&p.app).play.ending {
            if turn <= 2 {
                p.shot(&format!("sherwood-turn-{turn}-end-asks"));
            }
            p.tap("Keep playing", false);
        }
        done.push(rebel_action(&mut p, data, turn));
        let mut km_wrong = false;
        for _ in 0..60 {
            let s = state(&p);
            if s.turn > turn || s.end.is_some() {
                break;
            }
            if s.step == TurnStep::KingsMen && !km_wrong && s.todo.is_empty() {
                km_wrong = true;
                p.tap("End King's Men Actions", false);
                if sherwood_screen(&p.app).play.ending {
                    p.shot(&format!("sherwood-turn-{turn}-kings-men-asks"));
                    p.tap("Keep playing", false);
                }
                continue;
            }
            // A symbol only the player's legend explains: the player taps what it does.
            if s.todo.first().is_some_and(|t| {
                matches!(
                    &t.task,
                    pnp_companion::games::sherwood::pending::Task::Confirm { suggestion }
                        if matches!(
                            suggestion.pick,
                            Some(pnp_companion::games::sherwood::effects::Pick::Legend { .. })
                        )
                )
            }) && sherwood_screen(&p.app).result.chosen.legend.is_none()
            {
                p.tap("No change to the tracks", false);
                continue;
            }
            // The Warchest short of the expenses: a choice, so the player taps it.
            if s.step == TurnStep::Expenses
                && p.spot("Beam supplies down (+4 gold, Witchcraft +1)", false)
                    .is_some()
            {
                p.tap("Beam supplies down (+4 gold, Witchcraft +1)", false);
                continue;
            }
            let before = (
                s.clone(),
                sherwood_screen(&p.app).game.journal.entries().len(),
            );
            p.space("the blue button");
            let after = (
                state(&p),
                sherwood_screen(&p.app).game.journal.entries().len(),
            );
            assert!(
                before != after || sherwood_screen(&p.app).play.ending,
                "turn {turn}: the Space bar did nothing at {:?} ({:?})",
                s.step,
                s.todo.first().map(|t| t.task.title())
            );
        }
        if turn == 3 {
            p.shot("sherwood-turn-4");
        }
    }
    p.shot("sherwood-after-six-turns");
    (p, done)
}

/// What a turn's Rebel Action did, as the game's journal shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum RebelDone {
    /// Two of the crew beamed down.
    BeamedDown,
    /// Donations were asked for.
    Donations,
    /// The rules left nothing of the kind to do (every space held by a squad, donations
    /// refused there, nobody unhurt to ask).
    Nothing,
}

/// The actions of the Sherwood game's journal so far, in order.
fn sherwood_actions(p: &Plan) -> Vec<pnp_companion::games::sherwood::actions::Action> {
    sherwood_screen(&p.app)
        .game
        .journal
        .entries()
        .iter()
        .map(|e| e.event.action.clone())
        .collect()
}

/// The turn's Rebel Action: with nobody of yours on the planet, two of those aboard beam
/// down to a space where no squad stands (a cathedral first); otherwise donations are asked
/// for where they stand, by the first of them able to ask. A button or field the action
/// needs that is not on screen fails the plan (so a layout that hid "Beam down" fails), and
/// the action is checked in the game's journal.
fn rebel_action(
    p: &mut Plan,
    data: &pnp_companion::games::sherwood::SherwoodData,
    turn: u32,
) -> RebelDone {
    use pnp_companion::games::sherwood::actions::{Action, Verb, space_verb};
    use pnp_companion::games::sherwood::state::{Location, Side};
    use pnp_companion::ui::sherwood::people::short_name;
    let s = sherwood_screen(&p.app).game.state().clone();
    let logged = sherwood_actions(p).len();
    let spaces = s.occupied_spaces();
    if spaces.is_empty() {
        let aboard: Vec<_> = s
            .persons
            .iter()
            .filter(|q| {
                q.side == Side::Controlled && !q.imprisoned && q.location == Location::Enterprise
            })
            .take(2)
            .collect();
        let ids: Vec<_> = aboard.iter().map(|q| q.id.clone()).collect();
        let aboard: Vec<String> = aboard.iter().map(|q| short_name(data, &q.id)).collect();
        // A cathedral first: nothing there imprisons.
        let mut free: Vec<String> = s
            .space_names(data)
            .into_iter()
            .filter(|n| s.squads_at(n) == 0)
            .map(|n| n.to_string())
            .collect();
        free.sort_by_key(|n| {
            s.space_kind(data, n)
                != Some(pnp_companion::games::sherwood::spaces::SpaceKind::Cathedral)
        });
        if free.is_empty() || aboard.len() < 2 {
            return RebelDone::Nothing;
        }
        let shown = sherwood_screen(&p.app)
            .play
            .destination
            .clone()
            .map_or_else(|| "To which space?".to_string(), |d| d.to_string());
        for who in &aboard {
            p.tap(&format!("{who} · Enterprise"), false);
        }
        p.tap(&shown, false);
        // The first such space the list shows without a scroll.
        let to = free
            .iter()
            .find(|n| p.spot(n, false).is_some())
            .cloned()
            .unwrap_or_else(|| {
                panic!("turn {turn}: none of the free spaces {free:?} is on screen to beam down to")
            });
        p.tap(&to, false);
        p.tap("Beam down", false);
        let actions = sherwood_actions(p);
        assert_eq!(
            actions.len(),
            logged + 1,
            "turn {turn}: Beam down was tapped and the journal has one action more"
        );
        match actions.last() {
            Some(Action::BeamDown { persons, to: there }) => {
                assert_eq!(persons, &ids, "turn {turn}: the two tapped beam down");
                assert_eq!(there.to_string(), to, "turn {turn}: to the space tapped");
            }
            other => panic!("turn {turn}: Beam down logged {other:?}"),
        }
        return RebelDone::BeamedDown;
    }
    let space = spaces[0].to_string();
    if space_verb(data, &s, &space, Verb::Donations).is_err() {
        return RebelDone::Nothing;
    }
    let Some(asker) = s.yours_at(&space).into_iter().find(|q| !q.injured) else {
        return RebelDone::Nothing;
    };
    let asker = short_name(data, &asker.id);
    p.tap(&format!("{space} ("), true);
    p.tap("Request donations", false);
    p.tap(&asker, false);
    // The form is filled in: its Roll is the blue button, which the Space bar presses next
    // (the test counts the rolls in the journal); it may lie below the fold.
    assert!(
        common::ui::texts(&p.app, p.size)
            .iter()
            .any(|t| t == "Roll"),
        "turn {turn}: the donations form shows no Roll"
    );
    if turn <= 3 {
        p.shot(&format!("sherwood-turn-{turn}-donations"));
    }
    RebelDone::Donations
}

fn sherwood_end(p: &Plan) -> String {
    let s = sherwood_screen(&p.app).game.state();
    format!(
        "{{\"game\": \"sherwood\", \"turn\": {}, \"step\": {}, \"tracks\": {}, \"ended\": {}}}",
        s.turn,
        serde_json::to_string(&s.step).unwrap(),
        serde_json::to_string(&s.tracks).unwrap(),
        serde_json::to_string(&s.end).unwrap()
    )
}

fn dnfm_end(p: &Plan) -> String {
    let s = dnfm_screen(&p.app).game.state();
    format!(
        "{{\"game\": \"dnfm\", \"turn\": {}, \"megacredits\": {}, \"crew\": {}, \"ended\": {}}}",
        s.turn,
        s.megacredits,
        s.systems.crew,
        serde_json::to_string(&s.end).unwrap()
    )
}

fn size_of(text: &str) -> Size {
    let (w, h) = text.split_once('x').expect("WIDTHxHEIGHT");
    Size::new(w.parse().unwrap(), h.parse().unwrap())
}

/// The plan of a physical game reaches its end through the screen's own taps, wrong presses
/// and all (the wide window's plan is checked by the script that plays it).
#[test]
fn the_on_screen_dnfm_game_reaches_its_end() {
    let p = dnfm_plan(Size::new(420.0, 860.0), 5);
    let s = dnfm_screen(&p.app).game.state();
    assert!(s.end.is_some(), "the game ended (turn {})", s.turn);
    assert!(p.steps.len() > 50, "{} steps", p.steps.len());
}

/// Six Sherwood turns through the screen's own taps and the Space bar, wrong presses and
/// all.
#[test]
fn the_on_screen_sherwood_turns_are_played() {
    use pnp_companion::games::sherwood::actions::Action;
    use pnp_companion::games::sherwood::tables::TableId;
    let (p, done) = sherwood_plan(Size::new(420.0, 860.0));
    assert!(sherwood_screen(&p.app).game.state().turn >= 7);
    // The Rebel Actions the plan took, turn by turn (seed 11 on the player's entries), each
    // checked in the journal as it was taken; and the journal holds those and no others.
    eprintln!("rebel actions: {done:?}");
    let count = |what: RebelDone| done.iter().filter(|&&d| d == what).count();
    assert_eq!(
        done,
        [
            RebelDone::BeamedDown,
            RebelDone::Donations,
            RebelDone::Donations,
            RebelDone::Donations,
            RebelDone::Donations,
            RebelDone::Donations,
        ],
        "two beam down on turn 1 and ask for donations on each turn after"
    );
    let actions = sherwood_actions(&p);
    let logged = |f: &dyn Fn(&Action) -> bool| actions.iter().filter(|a| f(a)).count();
    assert_eq!(
        logged(&|a| matches!(a, Action::BeamDown { .. })),
        count(RebelDone::BeamedDown),
        "the journal's beam-downs"
    );
    assert_eq!(
        logged(&|a| matches!(
            a,
            Action::Roll {
                table: TableId::Donations,
                ..
            }
        )),
        count(RebelDone::Donations),
        "the journal's requests for donations"
    );
}

#[test]
#[ignore = "prints a plan for scripts/play-on-screen.sh"]
fn print_an_on_screen_plan() {
    let wanted = std::env::var("PNP_ON_SCREEN").unwrap_or_else(|_| "dnfm 420x860".into());
    let (game, size) = wanted.split_once(' ').expect("GAME WIDTHxHEIGHT");
    let size = size_of(size);
    let (plan, end) = match game {
        "dnfm" => {
            let p = dnfm_plan(size, 5);
            let end = dnfm_end(&p);
            (p, end)
        }
        "sherwood" => {
            let (p, _) = sherwood_plan(size);
            let end = sherwood_end(&p);
            (p, end)
        }
        other => panic!("no plan for {other}"),
    };
    println!("ON_SCREEN {}", plan.json(&end));
}
