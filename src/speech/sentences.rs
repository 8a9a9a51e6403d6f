//! A text cut into sentences, and the place reached in it: an engine that can only say a
//! whole text at once (a child process) says it a sentence at a time, so that a pause stops
//! at a sentence and a resume starts again from it.

/// Cuts `text` into the sentences to say one at a time: after `.`, `!`, `?` or `…` (with any
/// closing quote or bracket) followed by a space, and at a blank line. A line break inside
/// a paragraph (a rulebook's wrapped lines) is a space; a sentence of punctuation alone is
/// dropped.
pub fn sentences(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for block in text.split("\n\n").flat_map(|b| b.split("\r\n\r\n")) {
        let words: Vec<&str> = block.split_whitespace().collect();
        let mut sentence = String::new();
        for word in words {
            // A closing mark after a sentence's end (French « Non ! ») stays with it.
            if sentence.is_empty()
                && !word.chars().any(char::is_alphanumeric)
                && let Some(last) = out.last_mut()
            {
                last.push(' ');
                last.push_str(word);
                continue;
            }
            if !sentence.is_empty() {
                sentence.push(' ');
            }
            sentence.push_str(word);
            if ends_a_sentence(word) {
                keep(&mut out, std::mem::take(&mut sentence));
            }
        }
        keep(&mut out, sentence);
    }
    out
}

/// Whether a word closes its sentence: its last mark, behind any closing quote or bracket,
/// is a full stop, a question or exclamation mark, or an ellipsis.
fn ends_a_sentence(word: &str) -> bool {
    let core = word.trim_end_matches(['"', '\'', '»', '”', '’', ')', ']']);
    core.ends_with(['.', '!', '?', '…'])
}

fn keep(out: &mut Vec<String>, sentence: String) {
    if sentence.chars().any(char::is_alphanumeric) {
        out.push(sentence);
    }
}

/// A text being said a sentence at a time, and the sentence it is at.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Reading {
    sentences: Vec<String>,
    at: usize,
}

impl Reading {
    pub fn new(text: &str) -> Reading {
        Reading {
            sentences: sentences(text),
            at: 0,
        }
    }

    /// The sentence to say now; `None` once all are said.
    pub fn current(&self) -> Option<&str> {
        self.sentences.get(self.at).map(String::as_str)
    }

    /// The sentence now has been said: on to the next.
    pub fn said(&mut self) {
        if self.at < self.sentences.len() {
            self.at += 1;
        }
    }

    /// Which sentence it is at (0 for the first).
    pub fn at(&self) -> usize {
        self.at
    }

    pub fn done(&self) -> bool {
        self.at >= self.sentences.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_end_at_their_marks_and_at_blank_lines() {
        assert_eq!(
            sentences("Seven, plus two: nine. Recruited!  Who comes?"),
            ["Seven, plus two: nine.", "Recruited!", "Who comes?"]
        );
        assert_eq!(
            sentences("Raid Table\n\nTotal 8: paragraph 112"),
            ["Raid Table", "Total 8: paragraph 112"]
        );
    }

    #[test]
    fn a_wrapped_line_a_number_and_a_quote_stay_in_their_sentence() {
        assert_eq!(
            sentences("The squad rides\nout at 3.5 leagues. He said « Non ! » Then left."),
            [
                "The squad rides out at 3.5 leagues.",
                "He said « Non ! »",
                "Then left."
            ]
        );
        assert_eq!(
            sentences("“Go.” She went… home"),
            ["“Go.”", "She went…", "home"]
        );
    }

    #[test]
    fn nothing_to_say_gives_no_sentence() {
        assert!(sentences("").is_empty());
        assert!(sentences("  \n\n ... — \n").is_empty());
    }

    #[test]
    fn a_reading_steps_through_its_sentences() {
        let mut r = Reading::new("One. Two.");
        assert_eq!(r.current(), Some("One."));
        r.said();
        assert_eq!((r.at(), r.current()), (1, Some("Two.")));
        r.said();
        assert!(r.done());
        assert_eq!(r.current(), None);
        r.said();
        assert_eq!(r.at(), 2);
    }
}
