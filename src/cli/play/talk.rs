//! The conversation of the text mode: where the game stands in sentences, the choices
//! numbered, one line read at a time (a number, the first words of a choice, or a command),
//! and what happened said back. Each game supplies its part through [`TextGame`]; the game
//! is kept after every change, as the window keeps it.

use super::keep::Keeping;
use super::odds::chance_words;
use crate::engine::journal::Journal;
use crate::store::kept_game::SavedGame;
use crate::t;
use std::io::{BufRead, Write};

/// One choice open now: its words and, for a roll or a draw, the chance it goes well.
pub struct Offer {
    pub words: String,
    pub chance: Option<f64>,
}

impl Offer {
    pub fn plain(words: String) -> Offer {
        Offer {
            words,
            chance: None,
        }
    }
}

/// Why a choice or an answer could not be taken: a sentence in the player's language, said
/// before the choices are offered again (the text mode is the edge where it is worded).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Refusal(pub String);

impl From<String> for Refusal {
    fn from(said: String) -> Refusal {
        Refusal(said)
    }
}

impl From<crate::cli::script::LineError> for Refusal {
    fn from(refused: crate::cli::script::LineError) -> Refusal {
        Refusal(refused.0)
    }
}

/// What a choice (or a typed line) came to.
pub enum Taken {
    /// The game moved on: what happened, in lines.
    Done(Vec<String>),
    /// The player went back before anything happened.
    Cancelled,
}

/// Asking the player what a choice still needs ("Who beams down?").
pub trait Ask {
    /// Says `question` and reads one answer; `None`: the player typed nothing or input ended
    /// (the choice is dropped).
    fn ask(&mut self, question: &str) -> Option<String>;
    /// Says a line (a list to pick from, a reason to try again).
    fn say(&mut self, line: &str);
    /// Whether input has ended (so an empty answer is no answer at all, not Enter).
    fn input_ended(&self) -> bool {
        false
    }
}

/// A game as the text mode plays it.
pub trait TextGame {
    /// The first lines: the game, how it is played, the seed.
    fn header(&self) -> Vec<String>;
    /// Where the game stands, short (after every change) or `full` (the `look` command).
    fn standing(&self, full: bool) -> Vec<String>;
    /// The choices open now, in the order they are numbered.
    fn choices(&self) -> Vec<Offer>;
    /// Takes choice `index` (from 0), asking what it still needs. `Err`: why not.
    fn take(&mut self, index: usize, ask: &mut dyn Ask) -> Result<Taken, Refusal>;
    /// A line that is neither a number nor a command nor a choice's words: the game may
    /// read it (a station, a script line); `None` when it is nothing to the game.
    fn typed(&mut self, line: &str, ask: &mut dyn Ask) -> Option<Result<Taken, Refusal>>;
    fn undo(&mut self) -> bool;
    fn redo(&mut self) -> bool;
    /// The turn log, a line an entry.
    fn log(&self) -> Vec<String>;
    /// How the game ended, once it has.
    fn ending(&self) -> Option<String>;
    /// The game as a save, under `name`, for play `play`.
    fn kept(&self, name: &str, play: u64) -> SavedGame;
    /// What this game adds to the help.
    fn help(&self) -> Vec<String>;
}

/// The commands every game understands, in the player's language (and always in English).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Command {
    Help,
    Undo,
    Redo,
    Log,
    Look,
    Save,
    Quit,
}

const COMMANDS: [(Command, &str, &str); 7] = [
    (Command::Help, "cli-play-word-help", "help"),
    (Command::Undo, "cli-play-word-undo", "undo"),
    (Command::Redo, "cli-play-word-redo", "redo"),
    (Command::Log, "cli-play-word-log", "log"),
    (Command::Look, "cli-play-word-look", "look"),
    (Command::Save, "cli-play-word-save", "save"),
    (Command::Quit, "cli-play-word-quit", "quit"),
];

fn command(line: &str) -> Option<Command> {
    let word = line.trim().to_lowercase();
    COMMANDS.iter().find_map(|(c, key, english)| {
        (word == *english || word == crate::i18n::text(key).to_lowercase()).then_some(*c)
    })
}

/// The player's side of the conversation: lines in, words out.
pub struct Talk<R, W> {
    input: R,
    out: W,
    /// Input has ended (the terminal closed, or a script ran out).
    ended: bool,
    /// What `help`, `look` and `log` say while a choice asks its questions: the game as it
    /// stood when the choice was taken (it is borrowed by the choice meanwhile).
    asking: Asking,
    /// The player typed `quit` at a question: the choice is left as input ending leaves it,
    /// then the game is kept and the text mode ends.
    quit_asked: bool,
    /// Where the game stood when it was last said: a line said then and unchanged since (the
    /// ship, the megacredits) is not said again after every step.
    standing_said: Vec<String>,
}

/// The answers to the reading commands at a question.
#[derive(Default)]
struct Asking {
    help: Vec<String>,
    look: Vec<String>,
    log: Vec<String>,
}

impl Asking {
    fn of(game: &dyn TextGame) -> Asking {
        Asking {
            help: game.help(),
            look: game.standing(true),
            log: game.log(),
        }
    }
}

impl<R: BufRead, W: Write> Talk<R, W> {
    pub fn new(input: R, out: W) -> Self {
        Talk {
            input,
            out,
            ended: false,
            asking: Asking::default(),
            quit_asked: false,
            standing_said: Vec::new(),
        }
    }

    /// Prompts and reads one line, trimmed; `None` once input has ended.
    fn line(&mut self, prompt: &str) -> Option<String> {
        if self.ended {
            return None;
        }
        let _ = write!(self.out, "{prompt}");
        let _ = self.out.flush();
        let mut text = String::new();
        match self.input.read_line(&mut text) {
            Ok(0) | Err(_) => {
                self.ended = true;
                let _ = writeln!(self.out);
                None
            }
            Ok(_) => Some(text.trim().to_string()),
        }
    }
}

impl<R: BufRead, W: Write> Ask for Talk<R, W> {
    /// The commands work here too: `help`, `look` and `log` answer and ask again, `save`
    /// says when the game is kept, `undo` goes back as Enter does, `quit` leaves.
    fn ask(&mut self, question: &str) -> Option<String> {
        self.say(question);
        loop {
            let answer = self.line(&t!("cli-play-prompt"))?;
            let lines = match command(&answer) {
                None => return Some(answer).filter(|a| !a.is_empty()),
                Some(Command::Undo | Command::Redo) => return None,
                Some(Command::Quit) => {
                    self.quit_asked = true;
                    return None;
                }
                Some(Command::Help) => std::iter::once(t!("cli-play-help-question"))
                    .chain(self.asking.help.iter().cloned())
                    .collect(),
                Some(Command::Look) => self.asking.look.clone(),
                Some(Command::Log) if self.asking.log.is_empty() => vec![t!("cli-play-log-empty")],
                Some(Command::Log) => self.asking.log.clone(),
                Some(Command::Save) => vec![t!("cli-play-save-question")],
            };
            for line in lines {
                self.say(&line);
            }
            self.say(question);
        }
    }

    fn say(&mut self, line: &str) {
        let _ = writeln!(self.out, "{line}");
    }

    fn input_ended(&self) -> bool {
        self.ended || self.quit_asked
    }
}

/// What a writer of the scripted sessions' text writes, as lines.
pub fn written(write: impl FnOnce(&mut Vec<u8>) -> std::io::Result<()>) -> Vec<String> {
    let mut out = Vec::new();
    let _ = write(&mut out);
    String::from_utf8_lossy(&out)
        .lines()
        .map(|l| l.trim_end().to_string())
        .collect()
}

/// A scripted session's header under the text mode's own title.
pub fn titled(title: String, mut header: Vec<String>) -> Vec<String> {
    match header.first_mut() {
        Some(first) => *first = title,
        None => header.push(title),
    }
    header
}

/// The turn log, an entry a line, as it is said: "Turn 2, Move 1: Moved 1 quadrant, from
/// quadrant 2 to 3".
pub fn log_lines<S: Clone, E>(
    journal: &Journal<S, E>,
    lines: impl Fn(&E) -> &[crate::engine::words::Words],
) -> Vec<String> {
    let lang = crate::i18n::current();
    journal
        .entries()
        .iter()
        .map(|e| {
            let lines: Vec<String> = lines(&e.event).iter().map(spoken).collect();
            let (heading, action) = (
                crate::i18n::speak(&e.heading, lang),
                crate::i18n::speak(&e.label, lang),
            );
            if lines.is_empty() {
                t!(
                    "cli-play-log-entry-bare",
                    heading = heading,
                    action = action
                )
            } else {
                t!(
                    "cli-play-log-entry",
                    heading = heading,
                    action = action,
                    lines = lines.join(" ")
                )
            }
        })
        .collect()
}

/// The rules' words as the text mode says them: the spoken form (no arrows, dots or codes)
/// in the player's language, for a listener as much as a reader.
pub fn spoken(words: &crate::engine::words::Words) -> String {
    crate::i18n::speak(words, crate::i18n::current())
}

/// The choice the player named: a number, or words that one choice alone begins with (or,
/// failing that, contains).
pub fn pick(offers: &[String], typed: &str) -> Option<usize> {
    let typed = typed.trim().to_lowercase();
    if typed.is_empty() {
        return None;
    }
    if let Ok(n) = typed.parse::<usize>() {
        return (1..=offers.len()).contains(&n).then(|| n - 1);
    }
    // One letter picks nothing: a stray "n" (a "no" meant for another question) must not
    // take a choice whose words happen to hold it.
    if typed.chars().count() < 2 {
        return None;
    }
    let lower: Vec<String> = offers.iter().map(|o| o.to_lowercase()).collect();
    let only = |hits: Vec<usize>| match hits.as_slice() {
        [one] => Some(*one),
        _ => None,
    };
    only(matching(&lower, |o| o.starts_with(&typed)))
        .or_else(|| only(matching(&lower, |o| a_word_starts(o, &typed))))
}

/// Whether one of `offer`'s words (or a run of them) starts with `typed`.
fn a_word_starts(offer: &str, typed: &str) -> bool {
    offer
        .char_indices()
        .filter(|&(i, _)| i == 0 || offer[..i].ends_with([' ', '(', '-']))
        .any(|(i, _)| offer[i..].starts_with(typed))
}

fn matching(offers: &[String], test: impl Fn(&str) -> bool) -> Vec<usize> {
    offers
        .iter()
        .enumerate()
        .filter(|(_, o)| test(o))
        .map(|(i, _)| i)
        .collect()
}

/// Plays `game` with the player until they quit or input ends; the game is kept after each
/// change and when the player leaves.
pub fn play<R: BufRead, W: Write>(
    game: &mut dyn TextGame,
    keeping: &mut Keeping,
    talk: &mut Talk<R, W>,
) {
    for line in game.header() {
        talk.say(&line);
    }
    talk.say(&t!("cli-play-kept-as", name = keeping.name()));
    talk.say(&t!("cli-play-how"));
    let mut changed = true;
    loop {
        if changed {
            say_standing(game, talk);
            changed = false;
        }
        let offers = game.choices();
        say_offers(&offers, talk);
        let Some(line) = talk.line(&t!("cli-play-prompt")) else {
            keep(game, keeping, talk);
            return;
        };
        if line.is_empty() {
            continue;
        }
        let taken = match command(&line) {
            Some(Command::Quit) => {
                if keep(game, keeping, talk) {
                    talk.say(&t!("cli-play-bye", name = keeping.name()));
                } else {
                    talk.say(&t!("cli-play-bye-not-saved", name = keeping.name()));
                }
                return;
            }
            Some(other) => {
                if obey(other, game, keeping, talk) {
                    changed = true;
                }
                continue;
            }
            None => {
                talk.asking = Asking::of(game);
                take_line(game, &offers, &line, talk)
            }
        };
        if talk.quit_asked {
            // `quit` typed at a question: the choice left as input ending leaves it.
            if keep(game, keeping, talk) {
                talk.say(&t!("cli-play-bye", name = keeping.name()));
            } else {
                talk.say(&t!("cli-play-bye-not-saved", name = keeping.name()));
            }
            return;
        }
        match taken {
            Ok(Taken::Done(lines)) => {
                for l in lines {
                    talk.say(&format!("  {l}"));
                }
                changed = true;
                keep(game, keeping, talk);
            }
            Ok(Taken::Cancelled) => talk.say(&t!("cli-play-cancelled")),
            Err(why) => talk.say(&why.0),
        }
    }
}

/// Where the game stands: its first line (the turn and step) each time, the others only
/// where they changed since they were last said (`look` says them all).
fn say_standing<R: BufRead, W: Write>(game: &dyn TextGame, talk: &mut Talk<R, W>) {
    talk.say("");
    let now = game.standing(false);
    for (i, line) in now.iter().enumerate() {
        if i == 0 || !talk.standing_said.contains(line) {
            talk.say(line);
        }
    }
    talk.standing_said = now;
    if let Some(end) = game.ending() {
        talk.say(&end);
        talk.say(&t!("cli-play-over"));
    }
}

/// The choices open, numbered, each with its chance where it has one.
fn say_offers<R: BufRead, W: Write>(offers: &[Offer], talk: &mut Talk<R, W>) {
    for (i, o) in offers.iter().enumerate() {
        let words = match o.chance {
            Some(p) => t!(
                "cli-play-choice-odds",
                words = o.words.as_str(),
                chance = chance_words(p)
            ),
            None => o.words.clone(),
        };
        talk.say(&format!("  {}. {words}", i + 1));
    }
}

/// After an undo or a redo: says whether it `moved` (`said`: the words for yes and for no)
/// and keeps the game it moved; whether it did.
fn stepped<R: BufRead, W: Write>(
    moved: bool,
    said: [String; 2],
    game: &mut dyn TextGame,
    keeping: &mut Keeping,
    talk: &mut Talk<R, W>,
) -> bool {
    if moved {
        talk.say(&said[0]);
        keep(game, keeping, talk);
    } else {
        talk.say(&said[1]);
    }
    moved
}

/// A command other than quit (`play` leaves on that one); whether the game changed.
fn obey<R: BufRead, W: Write>(
    command: Command,
    game: &mut dyn TextGame,
    keeping: &mut Keeping,
    talk: &mut Talk<R, W>,
) -> bool {
    match command {
        Command::Quit => false,
        Command::Help => {
            talk.say(&t!("cli-play-help"));
            for l in game.help() {
                talk.say(&l);
            }
            false
        }
        Command::Look => {
            for l in game.standing(true) {
                talk.say(&l);
            }
            false
        }
        Command::Log => {
            let log = game.log();
            if log.is_empty() {
                talk.say(&t!("cli-play-log-empty"));
            }
            for l in log {
                talk.say(&l);
            }
            false
        }
        Command::Save => {
            if keep(game, keeping, talk) {
                talk.say(&t!("cli-play-saved", name = keeping.name()));
            }
            false
        }
        Command::Undo => {
            // What is taken back, said by its log line (the last one before it goes).
            let taken = game.log().last().cloned().unwrap_or_default();
            let moved = game.undo();
            let said = [
                t!("cli-play-undone", entry = taken),
                t!("cli-play-nothing-to-undo"),
            ];
            stepped(moved, said, game, keeping, talk)
        }
        Command::Redo => {
            let moved = game.redo();
            let again = game.log().last().cloned().unwrap_or_default();
            let said = [
                t!("cli-play-redone", entry = again),
                t!("cli-play-nothing-to-redo"),
            ];
            stepped(moved, said, game, keeping, talk)
        }
    }
}

/// A line that is no command: a choice by its number or words, or a line the game reads.
fn take_line<R: BufRead, W: Write>(
    game: &mut dyn TextGame,
    offers: &[Offer],
    line: &str,
    talk: &mut Talk<R, W>,
) -> Result<Taken, Refusal> {
    let words: Vec<String> = offers.iter().map(|o| o.words.clone()).collect();
    match pick(&words, line) {
        Some(i) => game.take(i, talk),
        None => match game.typed(line, talk) {
            Some(taken) => taken,
            None if offers.is_empty() => Err(t!("cli-play-no-choices", typed = line).into()),
            None => Err(t!("cli-play-not-a-choice", typed = line, last = offers.len()).into()),
        },
    }
}

/// Keeps the game; says so when it could not be.
fn keep<R: BufRead, W: Write>(
    game: &dyn TextGame,
    keeping: &mut Keeping,
    talk: &mut Talk<R, W>,
) -> bool {
    match keeping.keep(|name, play| game.kept(name, play)) {
        Ok(None) => true,
        Ok(Some(why)) => {
            talk.say(&t!("cli-play-record-failed", error = why.as_str()));
            true
        }
        Err(why) => {
            talk.say(&t!("cli-play-not-saved", error = why.to_string()));
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn offers(words: &[&str]) -> Vec<String> {
        words.iter().map(|w| w.to_string()).collect()
    }

    #[test]
    fn a_choice_is_picked_by_number_or_by_the_words_only_it_has() {
        let o = offers(&["Move 1", "Move 2", "Dock", "Evade the bounty"]);
        assert_eq!(pick(&o, "3"), Some(2));
        assert_eq!(pick(&o, "0"), None);
        assert_eq!(pick(&o, "5"), None);
        assert_eq!(pick(&o, "dock"), Some(2));
        assert_eq!(pick(&o, "move"), None, "two choices begin so");
        assert_eq!(pick(&o, "move 2"), Some(1));
        assert_eq!(pick(&o, "bounty"), Some(3), "words inside one choice only");
        assert_eq!(pick(&o, "the bo"), Some(3));
        assert_eq!(pick(&o, "ounty"), None, "only from the start of a word");
        assert_eq!(pick(&o, ""), None);
        let settle = offers(&["Settle it", "Leave it undone"]);
        assert_eq!(pick(&settle, "N"), None, "one letter picks nothing");
        assert_eq!(pick(&settle, "d"), None);
        assert_eq!(pick(&settle, "undo"), Some(1));
    }
}
