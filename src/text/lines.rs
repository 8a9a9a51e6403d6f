//! Lines as the conversation says them: a writer's text cut into lines, the log an entry a
//! line, and the rules' words in their spoken form.

use crate::engine::journal::Journal;
use crate::t;

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
