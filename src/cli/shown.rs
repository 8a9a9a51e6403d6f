//! What the command line prints passes through here: a control character in a name (a
//! terminal's escape code, a bell) is shown as U+FFFD, never sent to the terminal raw, where
//! it could recolour the screen or move the cursor. Line ends and tabs pass.

use std::io::{self, Write};

/// `text` as it may reach a terminal.
pub fn shown(text: &str) -> String {
    text.chars()
        .map(|c| {
            if is_unsafe(c) {
                char::REPLACEMENT_CHARACTER
            } else {
                c
            }
        })
        .collect()
}

fn is_unsafe(c: char) -> bool {
    c.is_control() && c != '\n' && c != '\t'
}

/// A writer that shows every control character but line ends and tabs as U+FFFD. It works on
/// whole characters: a character split across two writes waits for its end.
pub struct Shown<W: Write> {
    inner: W,
    /// The start of a character the last write ended in.
    pending: Vec<u8>,
}

impl<W: Write> Shown<W> {
    pub fn new(inner: W) -> Shown<W> {
        Shown {
            inner,
            pending: Vec::new(),
        }
    }
}

impl<W: Write> Write for Shown<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let mut bytes = std::mem::take(&mut self.pending);
        bytes.extend_from_slice(buf);
        let (text, rest) = match std::str::from_utf8(&bytes) {
            Ok(text) => (text, &[][..]),
            Err(e) if e.error_len().is_none() => {
                let (whole, rest) = bytes.split_at(e.valid_up_to());
                (std::str::from_utf8(whole).unwrap_or_default(), rest)
            }
            // Not UTF-8 at all (never from us): passed on as it is.
            Err(_) => {
                self.inner.write_all(&bytes)?;
                return Ok(buf.len());
            }
        };
        self.inner.write_all(shown(text).as_bytes())?;
        self.pending = rest.to_vec();
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if !self.pending.is_empty() {
            let rest = std::mem::take(&mut self.pending);
            self.inner.write_all(&rest)?;
        }
        self.inner.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_codes_never_reach_the_terminal() {
        // U+FFFD, named rather than written: no font of the app's has it (a terminal's does).
        let r = char::REPLACEMENT_CHARACTER;
        assert_eq!(
            shown("Red\u{1b}[31m game\u{7}"),
            format!("Red{r}[31m game{r}")
        );
        assert_eq!(shown("two\nlines\tand a tab"), "two\nlines\tand a tab");
        assert_eq!(shown("C1 \u{9b}2J"), format!("C1 {r}2J"));
        let mut out = Shown::new(Vec::new());
        let text = "é\u{1b}ü".as_bytes();
        // Split inside the é and inside the ü.
        out.write_all(&text[..1]).unwrap();
        out.write_all(&text[1..4]).unwrap();
        out.write_all(&text[4..]).unwrap();
        out.flush().unwrap();
        assert_eq!(String::from_utf8(out.inner).unwrap(), format!("é{r}ü"));
    }
}
