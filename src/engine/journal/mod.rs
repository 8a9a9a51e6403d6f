//! A turn log with undo and redo. Each entry keeps the state after it, so undoing to any
//! entry is exact and cheap for the small states of these games.
//!
//! Written, an entry keeps only what its state changed from the one before ([`patch`]), so
//! a long game stays a small file; read, every state is whole again. A file of an older
//! version, with every state whole, reads as well.

pub mod patch;

use super::words::Words;
use serde::de::{DeserializeOwned, Error as _};
use serde::ser::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry<S, E> {
    /// A heading such as "Turn 3 · Rebel Actions".
    pub heading: Words,
    /// What the player did.
    pub label: Words,
    /// What happened (the outcome with its itemised numbers).
    pub event: E,
    pub after: S,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Journal<S, E> {
    start: S,
    entries: Vec<Entry<S, E>>,
    /// How many entries are in effect; entries past it are the redo stack.
    cursor: usize,
}

impl<S: Clone, E> Journal<S, E> {
    pub fn new(start: S) -> Self {
        Journal {
            start,
            entries: Vec::new(),
            cursor: 0,
        }
    }

    pub fn current(&self) -> &S {
        self.cursor
            .checked_sub(1)
            .and_then(|i| self.entries.get(i))
            .map_or(&self.start, |e| &e.after)
    }

    /// Records a new entry; anything undone before it is dropped.
    pub fn record(
        &mut self,
        heading: impl Into<Words>,
        label: impl Into<Words>,
        event: E,
        after: S,
    ) {
        self.entries.truncate(self.cursor);
        self.entries.push(Entry {
            heading: heading.into(),
            label: label.into(),
            event,
            after,
        });
        self.cursor = self.entries.len();
    }

    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }

    pub fn can_redo(&self) -> bool {
        self.cursor < self.entries.len()
    }

    pub fn undo(&mut self) -> bool {
        let can = self.can_undo();
        if can {
            self.cursor -= 1;
        }
        can
    }

    pub fn redo(&mut self) -> bool {
        let can = self.can_redo();
        if can {
            self.cursor += 1;
        }
        can
    }

    /// Goes back (or forward) to just after entry `index`; `None` goes to the start.
    /// How many actions in effect `go_to(index)` would undo (0 for a step forward).
    pub fn undoes(&self, index: Option<usize>) -> usize {
        self.cursor.saturating_sub(index.map_or(0, |i| i + 1))
    }

    pub fn go_to(&mut self, index: Option<usize>) -> bool {
        let target = index.map_or(0, |i| i + 1);
        if target > self.entries.len() {
            return false;
        }
        self.cursor = target;
        true
    }

    /// Entries in effect (not undone).
    pub fn entries(&self) -> &[Entry<S, E>] {
        self.entries.get(..self.cursor).unwrap_or_default()
    }

    /// Every entry, undone ones included, with whether each is in effect.
    pub fn all_entries(&self) -> impl Iterator<Item = (&Entry<S, E>, bool)> {
        self.entries
            .iter()
            .enumerate()
            .map(|(i, e)| (e, i < self.cursor))
    }

    pub fn start(&self) -> &S {
        &self.start
    }

    /// Words every entry again, undone ones included, where the log holds finished
    /// sentences (a save from before words were kept as keys): `word` is given the state
    /// before an entry and the entry, and gives its new words (`None` keeps the old ones);
    /// `put` puts them in.
    pub fn reword<W>(
        &mut self,
        word: impl Fn(&S, &Entry<S, E>) -> Option<W>,
        put: impl Fn(&mut Entry<S, E>, W),
    ) {
        if !self
            .entries
            .iter()
            .any(|e| matches!(e.heading, Words::Text(_)))
        {
            return;
        }
        let mut before = &self.start;
        let mut worded = Vec::new();
        for e in &self.entries {
            worded.push(word(before, e));
            before = &e.after;
        }
        for (e, words) in self.entries.iter_mut().zip(worded) {
            if let Some(words) = words {
                put(e, words);
            }
        }
    }

    /// The entries in effect as Markdown: a heading per turn, a bullet per entry, its lines
    /// beneath; `word` words each.
    pub fn markdown(
        &self,
        title: &str,
        lines: impl Fn(&E) -> &[Words],
        word: impl Fn(&Words) -> String,
    ) -> String {
        let mut md = format!("# {title}\n");
        let mut last = None;
        for e in self.entries() {
            if last != Some(&e.heading) {
                md.push_str(&format!("\n## {}\n\n", word(&e.heading)));
                last = Some(&e.heading);
            }
            md.push_str(&format!("- **{}**\n", word(&e.label)));
            for l in lines(&e.event) {
                md.push_str(&format!("  - {}\n", word(l)));
            }
        }
        md
    }
}

/// An entry as written: its state whole (files of older versions) or as its change from
/// the state before.
#[derive(Deserialize)]
struct StoredEntry<E> {
    heading: Words,
    label: Words,
    event: E,
    #[serde(default)]
    after: Option<Value>,
    #[serde(default)]
    change: Option<Value>,
}

#[derive(Deserialize)]
struct Stored<E> {
    start: Value,
    entries: Vec<StoredEntry<E>>,
    cursor: usize,
}

/// An entry as this version writes it: its state as its change (`{}`: none).
#[derive(Serialize)]
struct WrittenEntry<'a, E> {
    heading: &'a Words,
    label: &'a Words,
    event: &'a E,
    change: Value,
}

#[derive(Serialize)]
struct Written<'a, E> {
    start: Value,
    entries: Vec<WrittenEntry<'a, E>>,
    cursor: usize,
}

impl<S: Serialize, E: Serialize> Serialize for Journal<S, E> {
    fn serialize<Z: Serializer>(&self, serializer: Z) -> Result<Z::Ok, Z::Error> {
        // Through the text, not `to_value`: the state's own serialiser for text is in the
        // app already, and a second one for values would cost the web app kilobytes.
        let as_value = |s: &S| {
            serde_json::to_string(s)
                .and_then(|text| serde_json::from_str::<Value>(&text))
                .map_err(Z::Error::custom)
        };
        let start = as_value(&self.start)?;
        let mut before = start.clone();
        let mut entries = Vec::with_capacity(self.entries.len());
        for e in &self.entries {
            let after = as_value(&e.after)?;
            entries.push(WrittenEntry {
                heading: &e.heading,
                label: &e.label,
                event: &e.event,
                change: patch::diff(&before, &after).unwrap_or_else(patch::none),
            });
            before = after;
        }
        Written {
            start,
            entries,
            cursor: self.cursor,
        }
        .serialize(serializer)
    }
}

impl<'de, S: DeserializeOwned, E: DeserializeOwned> Deserialize<'de> for Journal<S, E> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let stored = Stored::<E>::deserialize(deserializer)?;
        if stored.cursor > stored.entries.len() {
            return Err(D::Error::custom("the log's place is past its last entry"));
        }
        // From an owned value, as a save is read: one deserialiser for the state (a second,
        // for borrowed values, would cost the web app kilobytes).
        let typed = |v: &Value| S::deserialize(v.clone()).map_err(D::Error::custom);
        let start = typed(&stored.start)?;
        let mut state = stored.start;
        let mut entries = Vec::with_capacity(stored.entries.len());
        for e in stored.entries {
            match (e.after, e.change) {
                (Some(after), _) => state = after,
                (None, Some(change)) => {
                    patch::apply(&mut state, &change).map_err(D::Error::custom)?;
                }
                (None, None) => return Err(D::Error::missing_field("change")),
            }
            entries.push(Entry {
                heading: e.heading,
                label: e.label,
                event: e.event,
                after: typed(&state)?,
            });
        }
        Ok(Journal {
            start,
            entries,
            cursor: stored.cursor,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_redo_and_jump() {
        let mut j: Journal<u32, &str> = Journal::new(0);
        j.record("T1", "add 1", "ok", 1);
        j.record("T1", "add 2", "ok", 3);
        j.record("T2", "add 3", "ok", 6);
        assert_eq!(*j.current(), 6);
        assert!(j.undo());
        assert_eq!(*j.current(), 3);
        assert!(j.redo());
        assert_eq!(*j.current(), 6);
        assert!(!j.redo());
        assert_eq!(
            (j.undoes(Some(2)), j.undoes(Some(0)), j.undoes(None)),
            (0, 2, 3),
            "going back to the first entry undoes the two after it"
        );
        assert!(j.go_to(Some(0)));
        assert_eq!(j.undoes(Some(2)), 0, "forward again undoes nothing");
        assert_eq!((*j.current(), j.entries().len()), (1, 1));
        assert!(j.go_to(None));
        assert_eq!(*j.current(), 0);
        assert!(!j.undo());
        assert!(!j.go_to(Some(7)));
        // Recording after an undo drops the redo stack.
        j.go_to(Some(1));
        j.record("T2", "add 10", "ok", 13);
        assert_eq!((*j.current(), j.all_entries().count()), (13, 3));
        assert!(!j.can_redo());
    }
}
