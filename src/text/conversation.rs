//! The conversation a game holds with its player, one line at a time and with no terminal
//! (or any other) I/O: a front end hands it what the player typed and says what comes back.
//! The text mode is one such front end (`talk::play`); a front end that is driven by
//! events (a page's buttons) can be another, since nothing here waits for an answer.
//!
//! A choice that asks questions (who beams down, which cards were drawn) runs against a
//! copy of the game. When it asks a question the player has not answered yet, the copy is
//! dropped and the question is said; each answer runs the choice again from the start on a
//! fresh copy with the answers so far, so the game itself changes only once a choice is
//! done. The games are deterministic given their state (their dice are in it), so every run
//! says the same lines up to the new question: only the lines not said yet are said.

use super::odds::chance_words;
use crate::store::kept_game::SavedGame;
use crate::t;

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

impl From<crate::text::script_line::LineError> for Refusal {
    fn from(refused: crate::text::script_line::LineError) -> Refusal {
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
    fn kept(&self, name: &str, play: u64, now: u64) -> SavedGame;
    /// What this game adds to the help.
    fn help(&self) -> Vec<String>;
    /// A copy to run a choice on (see [`super::conversation`]).
    fn copy(&self) -> Box<dyn TextGame>;
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

/// What the player chose: a numbered choice, or a line the game reads itself.
#[derive(Clone, Debug)]
enum Chosen {
    Choice(usize),
    Typed(String),
}

/// A choice that waits for an answer.
struct UnderWay {
    chosen: Chosen,
    /// The answers given so far; `None`: Enter (or undo), which goes back.
    answers: Vec<Option<String>>,
    /// How many of the choice's lines have been said.
    said: usize,
    /// The question that waits, said again after a command answered at it.
    question: String,
}

/// What a line came to, beyond the words said.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Then {
    /// Nothing changed: the choices are offered again.
    Unchanged,
    /// A question waits for its answer.
    Asking,
    /// The game changed: the front end keeps it and says where it stands.
    Changed,
    /// The player asked for the game to be kept now.
    Keep,
    /// The player leaves: the front end keeps the game and says goodbye.
    Quit,
}

/// The words to say, and what follows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    pub lines: Vec<String>,
    pub then: Then,
}

impl Reply {
    fn new(lines: Vec<String>, then: Then) -> Reply {
        Reply { lines, then }
    }
}

/// The game's side of the conversation.
pub struct Conversation {
    game: Box<dyn TextGame>,
    under_way: Option<UnderWay>,
    /// Where the game stood when it was last said: a line said then and unchanged since (the
    /// ship, the megacredits) is not said again after every step.
    standing_said: Vec<String>,
}

/// The player's answers to a choice's questions, given again as the choice runs anew; the
/// first question with no answer yet ends the run (as input that has ended would).
struct Replay<'a> {
    answers: &'a [Option<String>],
    next: usize,
    lines: Vec<String>,
    waiting: Option<String>,
    /// The player has gone (input ended, or quit): what the choice says after the question
    /// it was left at is said too.
    leaving: bool,
}

impl Ask for Replay<'_> {
    fn ask(&mut self, question: &str) -> Option<String> {
        if self.waiting.is_some() {
            return None;
        }
        self.lines.push(question.to_string());
        match self.answers.get(self.next) {
            Some(answer) => {
                self.next += 1;
                answer.clone()
            }
            None => {
                self.waiting = Some(question.to_string());
                None
            }
        }
    }

    fn say(&mut self, line: &str) {
        if self.waiting.is_none() || self.leaving {
            self.lines.push(line.to_string());
        }
    }

    fn input_ended(&self) -> bool {
        self.waiting.is_some()
    }
}

impl Conversation {
    pub fn new(game: Box<dyn TextGame>) -> Conversation {
        Conversation {
            game,
            under_way: None,
            standing_said: Vec::new(),
        }
    }

    pub fn game(&self) -> &dyn TextGame {
        self.game.as_ref()
    }

    /// A question waits for its answer.
    pub fn asking(&self) -> bool {
        self.under_way.is_some()
    }

    /// Where the game stands: a blank line, its first line (the turn and step) each time,
    /// the others only where they changed since they were last said (`look` says them
    /// all), and how it ended, once it has.
    pub fn standing(&mut self) -> Vec<String> {
        let now = self.game.standing(false);
        let mut lines = vec![String::new()];
        lines.extend(
            now.iter()
                .enumerate()
                .filter(|(i, line)| *i == 0 || !self.standing_said.contains(line))
                .map(|(_, line)| line.clone()),
        );
        self.standing_said = now;
        if let Some(end) = self.game.ending() {
            lines.push(end);
            lines.push(t!("cli-play-over"));
        }
        lines
    }

    /// The choices open, numbered, each with its chance where it has one.
    pub fn offers(&self) -> Vec<String> {
        self.choices()
            .iter()
            .enumerate()
            .map(|(i, words)| format!("  {}. {words}", i + 1))
            .collect()
    }

    /// The choices open in order, each in words with its chance where it has one (a page's
    /// buttons: the first is chosen by the line "1").
    pub fn choices(&self) -> Vec<String> {
        self.game
            .choices()
            .iter()
            .map(|o| match o.chance {
                Some(p) => t!(
                    "cli-play-choice-odds",
                    words = o.words.as_str(),
                    chance = chance_words(p)
                ),
                None => o.words.clone(),
            })
            .collect()
    }

    /// The question that waits for its answer, if one does.
    pub fn question(&self) -> Option<&str> {
        self.under_way.as_ref().map(|u| u.question.as_str())
    }

    /// What the player typed, trimmed: an answer to the question that waits, or a command,
    /// a choice by its number or words, or a line the game reads.
    pub fn hear(&mut self, line: &str) -> Reply {
        let line = line.trim();
        if let Some(under_way) = self.under_way.take() {
            return self.answer(under_way, line);
        }
        if line.is_empty() {
            return Reply::new(Vec::new(), Then::Unchanged);
        }
        match command(line) {
            Some(Command::Quit) => Reply::new(Vec::new(), Then::Quit),
            Some(other) => self.obey(other),
            None => self.choose(line),
        }
    }

    /// Input has ended: a choice under way is left as the game leaves a choice whose
    /// player has gone (a draw half typed is kept with the game, as the window keeps it).
    pub fn end_input(&mut self) -> Reply {
        match self.under_way.take() {
            Some(under_way) => self.run(under_way.chosen, under_way.answers, under_way.said, true),
            None => Reply::new(Vec::new(), Then::Unchanged),
        }
    }

    /// An answer at a question: the reading commands answer and ask again, `save` says
    /// when the game is kept, `undo` goes back as Enter does, `quit` leaves.
    fn answer(&mut self, mut under_way: UnderWay, line: &str) -> Reply {
        let read = match command(line) {
            Some(Command::Help) => Some(
                std::iter::once(t!("cli-play-help-question"))
                    .chain(self.game.help())
                    .collect(),
            ),
            Some(Command::Look) => Some(self.game.standing(true)),
            Some(Command::Log) => Some(self.log()),
            Some(Command::Save) => Some(vec![t!("cli-play-save-question")]),
            _ => None,
        };
        if let Some(mut lines) = read {
            lines.push(under_way.question.clone());
            self.under_way = Some(under_way);
            return Reply::new(lines, Then::Asking);
        }
        match command(line) {
            Some(Command::Quit) => {
                let left = self.run(under_way.chosen, under_way.answers, under_way.said, true);
                Reply::new(left.lines, Then::Quit)
            }
            Some(_) => {
                under_way.answers.push(None);
                self.run(under_way.chosen, under_way.answers, under_way.said, false)
            }
            None => {
                under_way
                    .answers
                    .push(Some(line.to_string()).filter(|a| !a.is_empty()));
                self.run(under_way.chosen, under_way.answers, under_way.said, false)
            }
        }
    }

    /// A line that is no command: a choice by its number or words, or a line the game reads.
    fn choose(&mut self, line: &str) -> Reply {
        let offers = self.game.choices();
        let words: Vec<String> = offers.iter().map(|o| o.words.clone()).collect();
        let chosen = match pick(&words, line) {
            Some(i) => Chosen::Choice(i),
            None => Chosen::Typed(line.to_string()),
        };
        let reply = self.run(chosen, Vec::new(), 0, false);
        if reply.lines.is_empty() && reply.then == Then::Unchanged {
            let not = if offers.is_empty() {
                t!("cli-play-no-choices", typed = line)
            } else {
                t!("cli-play-not-a-choice", typed = line, last = offers.len())
            };
            return Reply::new(vec![not], Then::Unchanged);
        }
        reply
    }

    /// Runs the choice on a copy of the game with the answers so far: the copy is dropped
    /// at a question not answered yet (unless the player is `leaving`), else it becomes the
    /// game.
    fn run(
        &mut self,
        chosen: Chosen,
        answers: Vec<Option<String>>,
        said: usize,
        leaving: bool,
    ) -> Reply {
        let mut copy = self.game.copy();
        let mut replay = Replay {
            answers: &answers,
            next: 0,
            lines: Vec::new(),
            waiting: None,
            leaving,
        };
        let result = match &chosen {
            Chosen::Choice(i) => Some(copy.take(*i, &mut replay)),
            Chosen::Typed(line) => copy.typed(line, &mut replay),
        };
        let mut lines: Vec<String> = replay.lines.iter().skip(said).cloned().collect();
        if let (Some(question), false) = (replay.waiting.clone(), leaving) {
            let said = replay.lines.len();
            drop(replay);
            self.under_way = Some(UnderWay {
                chosen,
                answers,
                said,
                question,
            });
            return Reply::new(lines, Then::Asking);
        }
        drop(replay);
        self.game = copy;
        let then = match result {
            // A line the game does not read: the caller says so.
            None => Then::Unchanged,
            Some(Ok(Taken::Done(done))) => {
                lines.extend(done.into_iter().map(|l| format!("  {l}")));
                Then::Changed
            }
            Some(Ok(Taken::Cancelled)) => {
                lines.push(t!("cli-play-cancelled"));
                // A player who left mid-choice may have left a draw under way with it.
                if leaving {
                    Then::Changed
                } else {
                    Then::Unchanged
                }
            }
            Some(Err(why)) => {
                lines.push(why.0);
                Then::Unchanged
            }
        };
        Reply::new(lines, then)
    }

    fn log(&self) -> Vec<String> {
        let log = self.game.log();
        if log.is_empty() {
            vec![t!("cli-play-log-empty")]
        } else {
            log
        }
    }

    /// A command other than quit at the choices.
    fn obey(&mut self, command: Command) -> Reply {
        match command {
            Command::Quit => Reply::new(Vec::new(), Then::Quit),
            Command::Help => Reply::new(
                std::iter::once(t!("cli-play-help"))
                    .chain(self.game.help())
                    .collect(),
                Then::Unchanged,
            ),
            Command::Look => Reply::new(self.game.standing(true), Then::Unchanged),
            Command::Log => Reply::new(self.log(), Then::Unchanged),
            Command::Save => Reply::new(Vec::new(), Then::Keep),
            Command::Undo => {
                // What is taken back, said by its log line (the last one before it goes).
                let taken = self.game.log().last().cloned().unwrap_or_default();
                if self.game.undo() {
                    Reply::new(vec![t!("cli-play-undone", entry = taken)], Then::Changed)
                } else {
                    Reply::new(vec![t!("cli-play-nothing-to-undo")], Then::Unchanged)
                }
            }
            Command::Redo => {
                if self.game.redo() {
                    let again = self.game.log().last().cloned().unwrap_or_default();
                    Reply::new(vec![t!("cli-play-redone", entry = again)], Then::Changed)
                } else {
                    Reply::new(vec![t!("cli-play-nothing-to-redo")], Then::Unchanged)
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dnfm::cards::CardSet;
    use crate::games::dnfm::game::DnfmGame;
    use crate::games::dnfm::map::MapStrip;
    use crate::text::dnfm::play::DnfmText;

    fn physical(seed: u64) -> Conversation {
        let set = CardSet::builtin().expect("the card set");
        let game = DnfmGame::new_physical(set, seed, MapStrip::from_stations(&[]));
        Conversation::new(Box::new(DnfmText { set, game }))
    }

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

    /// The game as it stands, in full: what must not move while a question waits.
    fn state(c: &Conversation) -> (Vec<String>, Vec<String>) {
        (c.game().standing(true), c.game().log())
    }

    /// Driven line by line as a page's buttons would drive it: a draw's question waits
    /// without anything waiting on input, the game untouched until the cards are in, the
    /// reading commands answered at the question, and the draw done by its answers.
    #[test]
    fn a_question_waits_for_its_answer_and_the_game_changes_once_it_is_done() {
        let mut c = physical(3);
        assert!(!c.offers().is_empty());
        for line in ["station 5", "move 2", "continue"] {
            let reply = c.hear(line);
            assert_ne!(reply.then, Then::Asking, "{line}: {reply:?}");
        }
        let before = state(&c);
        let asked = c.hear("scan");
        assert_eq!(asked.then, Then::Asking, "{asked:?}");
        let question = asked.lines.last().cloned().unwrap_or_default();
        assert!(question.contains("Event detection: draw 2"), "{question}");
        assert!(c.asking());
        assert_eq!(
            state(&c),
            before,
            "nothing is done while the question waits"
        );
        // The reading commands answer and ask again; the game stays as it was.
        let look = c.hear("look");
        assert_eq!(look.then, Then::Asking);
        assert_eq!(look.lines.last(), Some(&question));
        assert_eq!(c.hear("save").then, Then::Asking);
        assert_eq!(state(&c), before);
        // A wrong face: said why, asked again, the lines said before not said twice.
        let wrong = c.hear("3 sideways");
        assert_eq!(wrong.then, Then::Asking, "{wrong:?}");
        assert!(
            wrong.lines.iter().any(|l| l.contains("such as 3B down")),
            "{wrong:?}"
        );
        assert!(!wrong.lines.contains(&"".to_string()));
        assert_eq!(state(&c), before);
        // The cards: the scan is done once both are in (or it asks for the next draw).
        let next = c.hear("3B down, 5A up");
        assert!(
            next.lines
                .iter()
                .any(|l| l.contains("The event check: draw 2")),
            "{next:?}"
        );
        // The first draw decided: Enter cannot take it back, and the question stays.
        let stays = c.hear("");
        assert_eq!(stays.then, Then::Asking, "{stays:?}");
        assert_eq!(state(&c), before, "still nothing done");
        // The second draw's cards: what they decided is said, and the event (a Pulsar, for
        // these cards) asks for its own card; still nothing done.
        let next = c.hear("1A up, 2A up");
        assert_eq!(next.then, Then::Asking, "{next:?}");
        assert!(
            next.lines.iter().any(|l| l.contains("not enough")),
            "{next:?}"
        );
        assert!(
            next.lines.last().is_some_and(|l| l.starts_with("Pulsar")),
            "{next:?}"
        );
        assert_eq!(state(&c), before);
        // Its card: the scan is done, one entry in the log.
        let done = c.hear("4B up");
        assert_eq!(done.then, Then::Changed, "{done:?}");
        assert!(!c.asking());
        assert_eq!(state(&c).1.len(), before.1.len() + 1, "one entry: the scan");
    }

    /// Input ending at a question leaves the choice as the game leaves it for a player who
    /// has gone: a draw half typed is kept with the game.
    #[test]
    fn input_ending_at_a_question_keeps_a_draw_under_way() {
        let mut c = physical(3);
        for line in ["station 5", "move 2", "continue"] {
            c.hear(line);
        }
        assert_eq!(c.hear("scan").then, Then::Asking);
        assert_eq!(c.hear("3B down, 5A up").then, Then::Asking);
        let left = c.end_input();
        assert_eq!(left.then, Then::Changed, "{left:?}");
        assert!(!c.asking());
        let crate::store::kept_game::SavedGame::Dnfm(kept) = c.game().kept("t", 0, 0) else {
            panic!("a Do Not Forsake Me game")
        };
        assert!(kept.data.under_way.is_some(), "the draw is kept under way");
    }
}
