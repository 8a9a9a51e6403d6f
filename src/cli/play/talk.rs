//! The text mode's terminal and what a game supplies to a conversation: where the game stands
//! in sentences, the choices numbered, one line read at a time (a number, the first words of
//! a choice, or a command), and what happened said back. Each game supplies its part through
//! [`TextGame`]; [`super::conversation`] holds the conversation; the game is kept after every
//! change, as the window keeps it.

use super::keep::{self, Keeping};
use crate::t;
use crate::text::conversation::{Conversation, TextGame, Then};
use std::io::{BufRead, Write};

/// The terminal's side of the conversation: lines in, words out.
pub struct Talk<R, W> {
    input: R,
    out: W,
    /// Input has ended (the terminal closed, or a script ran out).
    ended: bool,
}

impl<R: BufRead, W: Write> Talk<R, W> {
    pub fn new(input: R, out: W) -> Self {
        Talk {
            input,
            out,
            ended: false,
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

    fn say(&mut self, line: &str) {
        let _ = writeln!(self.out, "{line}");
    }

    fn say_all(&mut self, lines: &[String]) {
        for line in lines {
            self.say(line);
        }
    }
}

/// Plays `game` with the player until they quit or input ends; the game is kept after each
/// change and when the player leaves. The conversation itself is [`Conversation`]'s: this
/// reads the terminal's lines and writes its words.
pub fn play<R: BufRead, W: Write>(
    game: Box<dyn TextGame>,
    keeping: &mut Keeping,
    talk: &mut Talk<R, W>,
) {
    let mut talking = Conversation::new(game);
    talk.say_all(&talking.game().header());
    talk.say(&t!("cli-play-kept-as", name = keeping.name()));
    talk.say(&t!("cli-play-how"));
    let mut changed = true;
    loop {
        if changed {
            let standing = talking.standing();
            talk.say_all(&standing);
            changed = false;
        }
        if !talking.asking() {
            talk.say_all(&talking.offers());
        }
        let Some(line) = talk.line(&t!("cli-play-prompt")) else {
            let left = talking.end_input();
            talk.say_all(&left.lines);
            keep(talking.game(), keeping, talk);
            return;
        };
        let reply = talking.hear(&line);
        talk.say_all(&reply.lines);
        match reply.then {
            Then::Unchanged | Then::Asking => {}
            Then::Changed => {
                changed = true;
                keep(talking.game(), keeping, talk);
            }
            Then::Keep => {
                if keep(talking.game(), keeping, talk) {
                    talk.say(&t!("cli-play-saved", name = keeping.name()));
                }
            }
            Then::Quit => {
                if keep(talking.game(), keeping, talk) {
                    talk.say(&t!("cli-play-bye", name = keeping.name()));
                } else {
                    talk.say(&t!("cli-play-bye-not-saved", name = keeping.name()));
                }
                return;
            }
        }
    }
}

/// Keeps the game; says so when it could not be.
fn keep<R: BufRead, W: Write>(
    game: &dyn TextGame,
    keeping: &mut Keeping,
    talk: &mut Talk<R, W>,
) -> bool {
    match keeping.keep(|name, play| game.kept(name, play, keep::now())) {
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
