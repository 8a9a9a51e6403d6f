//! Lists as a person writes them: "1, 4, 2 and 5", "1 or 2". Whatever reaches a player is
//! written this way, never as a program's debug output.

use std::fmt::Display;

/// "1, 4, 2 and 5"; "none" for an empty list.
pub fn and_list<T: Display>(items: &[T]) -> String {
    joined(items, "list-and")
}

/// "1 or 2"; "none" for an empty list.
pub fn or_list<T: Display>(items: &[T]) -> String {
    joined(items, "list-or")
}

fn joined<T: Display>(items: &[T], last: &str) -> String {
    let words: Vec<String> = items.iter().map(ToString::to_string).collect();
    match words.split_last() {
        None => crate::t!("list-none"),
        Some((only, [])) => only.clone(),
        Some((tail, head)) => {
            let mut args = crate::i18n::Args::new();
            args.set("items", head.join(", "));
            args.set("last", tail.as_str());
            crate::i18n::text_with(last, &args)
        }
    }
}

/// A whole number with its thousands marked as the player's language writes them:
/// "2,000" in English, "2.000" in German.
pub fn grouped(n: u64) -> String {
    crate::i18n::whole(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_read_as_words() {
        assert_eq!(and_list(&[1, 4, 2, 5]), "1, 4, 2 and 5");
        assert_eq!(and_list(&[3, 6]), "3 and 6");
        assert_eq!(and_list(&[3]), "3");
        assert_eq!(and_list::<u8>(&[]), "none");
        assert_eq!(or_list(&[1, 2]), "1 or 2");
        assert_eq!(or_list(&["a", "b", "c"]), "a, b or c");
    }

    #[test]
    fn grouped_writes_thousands_with_commas() {
        assert_eq!(super::grouped(0), "0");
        assert_eq!(super::grouped(999), "999");
        assert_eq!(super::grouped(2_000), "2,000");
        assert_eq!(super::grouped(100_000), "100,000");
        assert_eq!(super::grouped(1_234_567), "1,234,567");
    }
}
