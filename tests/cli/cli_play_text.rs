//! The text mode (`pnp-companion play`) as a player at a terminal uses it, through a
//! pseudo-terminal: a whole Do Not Forsake Me game to its end, choices by number and by
//! words, the commands, physical cards typed in, and three turns of The Sherwood Syndrome;
//! each game saved where the window finds it.

use crate::common;
use common::pty::Terminal;
use std::path::{Path, PathBuf};

fn dir(name: &str) -> PathBuf {
    common::fresh_dir("pnp-play-text", name)
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_default()
}

/// A digital game of `seed` played to its end at a terminal by always answering "1" (the
/// first choice): it ends with `ending` said, is saved as `finished` ("won" or "lost") and
/// goes in the record as ended one of the ways `how`.
fn a_dnfm_game_to_its_end(name: &str, seed: &str, ending: &str, finished: &str, how: &[&str]) {
    let d = dir(name);
    let mut term = Terminal::start(&d, &["play", "dnfm", "--seed", seed]);
    let first = term.answer().expect("a first prompt");
    assert!(first.contains("Turn 1, Movement"), "{first}");
    assert!(first.contains("  1. Move 1"), "numbered choices: {first}");
    let mut moves = 0;
    let mut heard_odds = false;
    loop {
        let said = term.say("1");
        moves += 1;
        heard_odds |= said.contains("1. Evade: ") && said.contains("%, ");
        if said.contains("The game is over.") {
            assert!(
                said.contains(ending),
                "seed {seed}: {ending:?} said: {said}"
            );
            assert_eq!(
                said.matches("The game is over.").count(),
                1,
                "said once: {said}"
            );
            assert!(said.contains("You may undo, look at the log, or quit."));
            break;
        }
        assert!(moves < 1500, "the game ends: {said}");
    }
    assert!(
        heard_odds,
        "evade's chance is said in words before the choice"
    );
    let bye = term.say("quit");
    assert!(bye.is_empty() || bye.contains("Goodbye"), "{bye}");
    assert_eq!(term.finish(), 0);
    assert!(term.seen.contains("Saved as “Do Not Forsake Me”. Goodbye."));
    // Where the window finds it: the save, the game named the last one open, the record.
    let save = read(&d.join("saves/do-not-forsake-me.json"));
    assert!(
        save.contains("\"game\":\"dnfm\""),
        "a Do Not Forsake Me save"
    );
    assert!(
        save.contains(&format!("\"finished\":\"{finished}\"")),
        "saved as it ended ({finished})"
    );
    let settings = read(&d.join("settings.json"));
    assert!(
        settings.contains("saves/do-not-forsake-me.json"),
        "{settings}"
    );
    let record = read(&d.join("record.json"));
    assert!(
        record.contains("\"game\": \"dnfm\""),
        "the ended game is in the record: {record}"
    );
    assert!(
        how.iter()
            .any(|h| record.contains(&format!("\"how\": \"{h}\""))),
        "the record says how it ended ({how:?}): {record}"
    );
}

/// Seed 1, always the first choice: the game is lost.
#[test]
fn a_dnfm_game_is_played_to_its_end_at_a_terminal() {
    a_dnfm_game_to_its_end(
        "dnfm-end",
        "1",
        "The last crewman is lost: the game is lost.",
        "lost",
        &["crew-lost-in-combat", "crew-lost-to-events"],
    );
}

/// Seed 48, always the first choice, is won (found by playing seeds 1 to 48 so with the
/// rules' own first legal action): the won branch of the ending, its save and its record.
#[test]
fn a_dnfm_game_is_won_at_a_terminal() {
    a_dnfm_game_to_its_end("dnfm-won", "48", "Won with ", "won", &["megacredits"]);
}

#[test]
fn choices_by_words_the_commands_and_physical_cards() {
    let d = dir("dnfm-words");
    let mut term = Terminal::start(&d, &["play", "dnfm", "--physical", "--seed", "3"]);
    let first = term.answer().unwrap();
    assert!(first.contains("type station and a quadrant"), "{first}");
    assert!(
        term.say("station 5")
            .contains("Quadrant 5 has a spacestation.")
    );
    assert!(term.say("help").contains("Commands: help"));
    assert!(term.say("flurb").contains("“flurb” is not a choice here"));
    assert!(
        term.say("move").contains("is not a choice"),
        "two choices begin so"
    );
    let moved = term.say("move 2");
    // The text mode says it in words: no arrow for a listener to hear.
    assert!(
        moved.contains("Moved 2 quadrants, from quadrant 1 to 3"),
        "{moved}"
    );
    // The ship line, unchanged by a move, is not said again (look says it).
    assert!(!moved.contains("Ship: Crew"), "{moved}");
    assert!(
        term.say("station 7")
            .contains("only be marked before the first move")
    );
    assert!(term.say("continue").contains("1. Scan for events"));
    let asked = term.say("scan");
    assert!(
        asked.contains("Event detection: draw 2 Dice Cards"),
        "the cards are asked for: {asked}"
    );
    let wrong = term.say("9Z sideways");
    assert!(wrong.contains("there is no Dice Card 9"), "{wrong}");
    // Enter alone goes back while nothing is decided: no card is in yet.
    assert!(term.say("").contains("nothing changed"));
    assert!(term.say("scan").contains("Event detection: draw 2"));
    let next = term.say("3B down, 5A up");
    assert!(next.contains("Dice Card"), "{next}");
    // The event is detected: Enter does not take the scan back, and the check is asked for
    // again.
    let kept = term.say("");
    assert!(
        kept.contains("are complete and stay") && kept.contains("Dice Card"),
        "{kept}"
    );
    let mut done = String::new();
    for face in ["1A up", "2A up", "4A up", "6A up", "1B up", "2B up"] {
        done = term.say(face);
        if done.contains("1. ") {
            break;
        }
    }
    assert!(done.contains("1. "), "the scan ends: {done}");
    let log = term.say("log");
    assert!(log.contains("Turn 1, Move 2: Moved 2 quadrants"), "{log}");
    assert!(
        log.contains("Turn 1, Continue\n"),
        "an action that told nothing ends its line: {log}"
    );
    assert!(
        log.contains("Scan for events"),
        "the scan is in the log: {log}"
    );
    for _ in 0..3 {
        assert!(term.say("undo").contains("Taken back: Turn 1, "));
    }
    assert!(term.say("undo").contains("nothing to take back"));
    // What is played again is said, by its log line.
    let again = term.say("redo");
    assert!(
        again.contains("Played again: Turn 1, Move 2: Moved 2 quadrants"),
        "{again}"
    );
    let look = term.say("look");
    assert!(look.contains("spacestations at quadrants 5"), "{look}");
    term.send_line("quit");
    assert_eq!(term.finish(), 0);
}

/// The commands work at a question too (issue 63): at a card prompt `look`, `help` and
/// `log` answer and ask again, `undo` goes back as Enter does, and `quit` keeps the game
/// and leaves.
#[test]
fn commands_work_at_a_card_prompt() {
    let d = dir("dnfm-commands-at-a-question");
    let start = || Terminal::start(&d, &["play", "dnfm", "--physical", "--seed", "3"]);
    let mut term = start();
    term.answer().unwrap();
    term.say("station 5");
    term.say("move 2");
    term.say("continue");
    let asked = term.say("scan");
    assert!(asked.contains("Event detection: draw 2"), "{asked}");
    let look = term.say("look");
    assert!(look.contains("spacestations at quadrants 5"), "{look}");
    assert!(
        look.contains("Event detection: draw 2"),
        "asked again: {look}"
    );
    assert!(!look.contains("is not a Dice Card face"), "{look}");
    let help = term.say("help");
    assert!(help.contains("At a question: help, look and log"), "{help}");
    assert!(
        help.contains("Event detection: draw 2"),
        "asked again: {help}"
    );
    let log = term.say("log");
    assert!(log.contains("Moved 2 quadrants"), "{log}");
    let saved = term.say("save");
    assert!(saved.contains("once its questions are answered"), "{saved}");
    // A line that is no face says how to write one, as the question does.
    let wrong = term.say("3 sideways");
    assert!(wrong.contains("such as 3B down"), "{wrong}");
    // Nothing is decided yet: undo goes back to the choices, as Enter does.
    assert!(term.say("undo").contains("nothing changed"));
    // A draw half made, then quit: the game is kept as it stood before the scan (the cards
    // lie on the table, to be typed again when it goes on).
    term.say("scan");
    let next = term.say("3B down, 5A up");
    assert!(next.contains("The event check: draw 2"), "{next}");
    term.send_line("quit");
    assert_eq!(term.finish(), 0);
    let mut again = Terminal::start(&d, &["play", "dnfm", "--open", "Do Not Forsake Me"]);
    let resumed = again.answer().unwrap();
    assert!(
        resumed.contains("Saved as “Do Not Forsake Me”")
            && resumed.contains("Turn 1, Event")
            && resumed.contains("1. Scan for events"),
        "the same game, before its scan: {resumed}"
    );
    again.send_line("quit");
    assert_eq!(again.finish(), 0);
}

/// Buying says its price, as the window's button does ("+1 — 3 MC").
/// What a listener needs before a choice (issue 63, item 8) and no map to look at (item 7):
/// where each move lands and whether a spacestation is there, how far the next one is, the
/// total an evasion's NavComm cards must reach, a bounty's Difficulty Level and the map in
/// a sentence, never as a grid of dots or a code.
#[test]
fn a_listener_hears_where_moves_land_and_what_an_evasion_needs() {
    let d = dir("listener");
    let mut term = Terminal::start(&d, &["play", "dnfm", "--seed", "7"]);
    let first = term.answer().expect("a first prompt");
    assert!(
        first.contains("Next spacestation: quadrant 8, 7 quadrants ahead"),
        "{first}"
    );
    assert!(first.contains("  1. Move 1, to quadrant 2\n"), "{first}");
    assert!(first.contains("  4. Move 4, to quadrant 5\n"), "{first}");
    let moved = term.say("1");
    assert!(moved.contains("quadrant 8, 6 quadrants ahead"), "{moved}");
    term.say("1");
    term.say("1");
    let look = term.say("look");
    assert!(
        look.contains("The ship is at quadrant 2; spacestations at quadrants 8, 10, 14."),
        "{look}"
    );
    assert!(
        !look.contains(" · \n") && !look.contains("  ·  "),
        "no grid of dots: {look}"
    );
    assert!(!look.contains("Map, 16 quadrants"), "{look}");
    let revealed = term.say("1");
    assert!(
        revealed.contains("The Kessik Twins, Difficulty Level 3, on Dice Card 5"),
        "{revealed}"
    );
    assert!(!revealed.contains("(DL 3)"), "no code: {revealed}");
    assert!(
        revealed.contains("1. Evade: your 2 NavComm cards must total 3 or more (98%, likely)"),
        "{revealed}"
    );
    let combat = term.say("2");
    assert!(
        combat.contains(
            "they draw 3, white, black, white, fixed at cannon level 2, worth 3 megacredits"
        ),
        "the pattern in words, not W B W: {combat}"
    );
    assert!(!combat.contains("W B W"), "{combat}");
    term.send_line("quit");
    assert_eq!(term.finish(), 0);
}

/// Where a move lands on a spacestation, the choice says so, and the next station's
/// distance follows the stations the player marks on their own map.
#[test]
fn a_move_onto_a_spacestation_says_so() {
    let d = dir("move-to-station");
    let mut term = Terminal::start(&d, &["play", "dnfm", "--physical", "--seed", "3"]);
    term.answer().unwrap();
    let marked = term.say("station 3");
    assert!(
        marked.contains("2. Move 2, to quadrant 3, a spacestation"),
        "{marked}"
    );
    assert!(marked.contains("1. Move 1, to quadrant 2\n"), "{marked}");
    assert!(
        marked.contains("Next spacestation: quadrant 3, 2 quadrants ahead"),
        "{marked}"
    );
    term.send_line("quit");
    assert_eq!(term.finish(), 0);
}

#[test]
fn a_purchase_says_what_it_costs() {
    let d = dir("dnfm-prices");
    let mut term = Terminal::start(&d, &["play", "dnfm", "--physical", "--seed", "3"]);
    term.answer().unwrap();
    term.say("station 2");
    term.say("move 1");
    let docked = term.say("dock");
    assert!(
        docked.contains("1. Buy Wave Motion Cannon: one level for 3 megacredits"),
        "{docked}"
    );
    term.send_line("quit");
    assert_eq!(term.finish(), 0);
}

/// A card's way round in the player's words: German and French name an upside-down card
/// as the window does, and the text mode reads those words (and English's) back.
#[test]
fn physical_cards_are_typed_in_the_players_words() {
    for (lang, example, typed) in [
        (
            "de",
            "etwa 3B kopfüber, 5A aufrecht",
            "3B kopfüber, 5A aufrecht",
        ),
        (
            "fr",
            "par exemple 3B à l’envers, 5A à l’endroit",
            "3B à l'envers, 5a à l’endroit",
        ),
    ] {
        let d = dir(&format!("dnfm-faces-{lang}"));
        let mut term = Terminal::start_in(&d, lang, &["play", "dnfm", "--physical", "--seed", "3"]);
        term.answer().unwrap();
        term.say("station 5");
        term.say("2");
        term.say("1");
        let asked = term.say("1");
        assert!(asked.contains(example), "{asked}");
        let read = term.say(typed);
        assert!(
            read.contains("Pulsar"),
            "4 plus 2 detects the Pulsar: {read}"
        );
        // The NavComm check's cards are asked for next, then the Pulsar's.
        let mut after = term.say(if lang == "de" {
            "1A aufrecht, 2A"
        } else {
            "1A à l’endroit, 2A"
        });
        for face in ["4A", "6A", "1B"] {
            if after.contains("1. ") {
                break;
            }
            after = term.say(face);
        }
        assert!(after.contains("1. "), "the draws end in choices: {after}");
        term.send_line(if lang == "de" { "ende" } else { "quitter" });
        assert_eq!(term.finish(), 0);
    }
}

#[test]
fn three_sherwood_turns_at_a_terminal() {
    let d = dir("sherwood-turns");
    let mut term = Terminal::start(&d, &["play", "sherwood", "--seed", "2026"]);
    let first = term.answer().unwrap();
    assert!(first.contains("Turn 1, Rebel Actions"), "{first}");
    // Turn 1: everyone beams down to Trott; the turn's steps to its end.
    let who = term.say("beam down");
    // The question before its list, for a listener.
    let (question, first) = (who.find("Who?"), who.find("    1. "));
    assert!(
        question.is_some() && first.is_some() && question < first,
        "{who}"
    );
    assert!(term.say("all").contains("Where to?"));
    let beamed = term.say("Trott");
    assert!(beamed.contains("to Trott"), "{beamed}");
    let mut turn = 1;
    let mut heard_odds = 0;
    let mut settled = 0;
    let mut charts_asked = 0;
    let mut said = term.say("end rebel");
    for _ in 0..60 {
        if said.contains(&format!("Turn {}, Rebel Actions", turn + 1)) {
            turn += 1;
            if turn == 4 {
                break;
            }
            // A recruit at Trott on turn 2: who acts, whom, the gold, the odds, the roll.
            if turn == 2 {
                assert!(term.say("recruit").contains("Who acts?"));
                let whom = term.say("Kirk");
                assert!(whom.contains("Whom?"), "{whom}");
                assert!(term.say("1").contains("How much gold"));
                let value = term.say("0");
                assert!(
                    value.contains("persuasiveness is not known yet"),
                    "a value nobody entered is asked for: {value}"
                );
                // Each value the roll needs, once (the others present lend theirs).
                let mut odds = term.say("3");
                while odds.contains("is not known yet") {
                    odds = term.say("2");
                }
                assert!(odds.contains("Odds: "), "the odds before the die: {odds}");
                said = term.say("yes");
                assert!(said.contains("Recruiting"), "{said}");
                continue;
            }
            said = term.say("end rebel");
            continue;
        }
        said = if said.contains("Your chart's") {
            // The chart by its name ("King's Men Table"), not its id ("kings-men").
            assert!(said.contains(" Table, row "), "{said}");
            charts_asked += 1;
            if charts_asked == 1 {
                // Only what the window's picker builds is kept.
                let refused = term.say("XYZ");
                assert!(
                    refused.contains("is not a cell this chart prints")
                        && refused.contains("Your chart's"),
                    "{refused}"
                );
            }
            term.say("N")
        } else if said.contains("What does your") || said.contains("How much") {
            term.say("0")
        } else if said.contains("Roll? (yes") {
            assert!(said.contains("Odds: "), "the odds before the die: {said}");
            heard_odds += 1;
            if heard_odds == 1 {
                // A number meant for a list does not answer for the player.
                let again = term.say("1");
                assert!(
                    again.contains("“1” is no answer here") && again.contains("Roll? (yes"),
                    "{again}"
                );
            }
            term.say("yes")
        } else if said.contains("Which changes") {
            term.say("")
        } else if said.contains(". Pay expenses") {
            term.say("pay")
        } else if said.contains("1. Settle it") {
            settled += 1;
            if settled == 1 {
                // One letter (a "no" meant for another question) picks no choice.
                let n = term.say("N");
                assert!(n.contains("“N” is not a choice here"), "{n}");
            }
            term.say("settle")
        } else {
            term.say("1")
        };
        assert!(!said.contains("is not a choice"), "{said}");
    }
    assert!(
        settled > 0,
        "a result was settled (and a stray N tried first)"
    );
    assert_eq!(turn, 4, "three turns played:\n{}", term.seen);
    assert!(
        heard_odds >= 3,
        "the King's Men and Fealty rolls say their odds first ({heard_odds})"
    );
    term.send_line("quit");
    assert_eq!(term.finish(), 0);
    let save = read(&d.join("saves/sherwood.json"));
    assert!(save.contains("\"game\":\"sherwood\""), "a Sherwood save");
}

#[test]
fn physical_sherwood_neutrals_placed_and_the_players_own_die() {
    let d = dir("sherwood-physical");
    let mut term = Terminal::start(&d, &["play", "sherwood", "--physical", "--seed", "5"]);
    let first = term.answer().unwrap();
    assert!(
        first.contains("1. Tell where a Neutral you drew stands (0 of 8 told)"),
        "{first}"
    );
    assert!(term.say("tell").contains("Which Neutral?"));
    assert!(term.say("Pinter").contains("Where does this one stand?"));
    let placed = term.say("Trott");
    assert!(placed.contains("Master Pinter stands at Trott"), "{placed}");
    assert!(placed.contains("(1 of 8 told)"), "{placed}");
    term.say("beam down");
    term.say("Kirk Spock");
    term.say("Trott");
    term.say("end rebel");
    term.say("pay");
    term.say("end rebel expenses");
    let said = term.say("trott squad");
    assert!(
        said.contains("What does your die show?"),
        "no roll without the player's die: {said}"
    );
    assert!(term.say("11").contains("is not a number from 0 to 10"));
    let rolled = term.say("7");
    assert!(rolled.contains("die 7"), "the player's own die: {rolled}");
    term.send_line("quit");
    assert_eq!(term.finish(), 0);
}

/// Which King's Men squads roll (issue 63, item 8): the app knows the squads in the
/// player's spaces, not the map, so the player says which others stand within three spaces;
/// those are offered to roll, and ending the step while one has not rolled is asked first.
#[test]
fn the_player_says_which_squads_stand_near_their_people() {
    let d = dir("near-squads");
    let mut term = Terminal::start(&d, &["play", "sherwood", "--seed", "7"]);
    term.answer().expect("a first prompt");
    term.say("1");
    term.say("all");
    term.say("1"); // all four to the Royal Palace
    term.say("1"); // End Rebel Actions
    term.say("1"); // Pay expenses
    let kings_men = term.say("1"); // End Rebel Expenses
    assert!(
        kings_men.contains("1. Say which other squads stand within three spaces of your people"),
        "{kings_men}"
    );
    assert!(
        kings_men.contains("2. King's Men: the Royal Palace squad"),
        "{kings_men}"
    );
    assert!(!kings_men.contains("the Trott squad"), "{kings_men}");
    let which = term.say("1");
    assert!(which.contains("6. the Trott squad"), "{which}");
    assert!(which.contains("7. none of them"), "{which}");
    let named = term.say("1 6");
    assert!(
        named.contains("Those 2 squads roll this turn too"),
        "{named}"
    );
    assert!(
        named.contains("1. King's Men: the Farnosh Bridge squad"),
        "{named}"
    );
    assert!(named.contains("King's Men: the Trott squad"), "{named}");
    assert!(
        !named.contains("Say which other squads"),
        "asked once a turn: {named}"
    );
    let end = term.say("end king");
    assert!(
        end.contains(
            "The Farnosh Bridge and Trott squads stand within three spaces of your people and have not rolled. End King's Men Actions anyway? (yes or no)"
        ),
        "{end}"
    );
    let kept = term.say("no");
    assert!(
        kept.contains("Back to the choices; nothing changed."),
        "{kept}"
    );
    term.send_line("quit");
    assert_eq!(term.finish(), 0);
}

/// A raid with phasers says their Witchcraft once (issue 63, item 7): the note before the
/// die and the outcome's note said the same thing twice.
#[test]
fn a_raid_with_phasers_says_their_witchcraft_once() {
    let d = dir("phasers-once");
    let mut term = Terminal::start(&d, &["play", "sherwood", "--seed", "2026"]);
    term.answer().expect("a first prompt");
    for line in [
        "1",
        "1 2",
        "7", // Kirk and Spock to Trott
        "end rebel",
        "pay",
        "end rebel expenses",
        "end king",
        "1",
        "yes", // the Royal Party to Farnosh Bridge, Fealty rolled
        "end the turn",
        "raid",
        "1",   // Kirk leads
        "yes", // phasers
        "2",   // Kirk's raid value, from the back of his counter
    ] {
        term.say(line);
    }
    let raid = term.say("yes");
    assert!(raid.contains("plus 5 Phasers"), "{raid}");
    assert_eq!(
        raid.matches("Phasers used: Witchcraft +1.").count(),
        1,
        "{raid}"
    );
    assert!(
        !raid.contains("Using phasers raises Witchcraft by 1."),
        "said once: {raid}"
    );
    // What waits, as look says it: no arrow, and no script's commands (item 7).
    let look = term.say("look");
    assert!(look.contains("The prisoners at Trott go free"), "{look}");
    assert!(!look.contains('→'), "{look}");
    assert!(!look.contains("resolve applies it"), "{look}");
    term.send_line("quit");
    assert_eq!(term.finish(), 0);
}
