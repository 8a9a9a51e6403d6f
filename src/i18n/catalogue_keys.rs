//! Which lines of a catalogue file start a message: one rule for build.rs, which indexes
//! the compiled-in catalogues, and for the app, which indexes a fetched one.

/// The file of each language that holds its terms rather than messages.
pub const TERMS: &str = "terms.ftl";

/// The keys a catalogue file defines, in its order: the lines that start a message (a
/// message's other lines are indented, or close a placeable with `}`).
pub fn keys(text: &str) -> impl Iterator<Item = &str> {
    text.lines().filter_map(|line| {
        // Bytes, not chars: a key is ASCII, and a fetched catalogue is read line by line
        // before the first frame.
        if !line.as_bytes().first()?.is_ascii_lowercase() {
            return None;
        }
        let (key, rest) = line.split_at(line.find(' ')?);
        let named = key.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-');
        (named && rest.starts_with(" =")).then_some(key)
    })
}
