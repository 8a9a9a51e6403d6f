//! Lists as a person writes them: "1, 4, 2 and 5", "1 or 2". Whatever reaches a player is
//! written this way, never as a program's debug output.

use crate::engine::words::{Join, Value, Words};
use std::fmt::Display;

/// "1, 4, 2 and 5"; "none" for an empty list. For numbers and names from data: words
/// still to be worded go to [`Words::and_list`].
pub fn and_list<T: Display>(items: &[T]) -> Words {
    joined(items, Join::And)
}

/// "1 or 2"; "none" for an empty list.
pub fn or_list<T: Display>(items: &[T]) -> Words {
    joined(items, Join::Or)
}

fn joined<T: Display>(items: &[T], join: Join) -> Words {
    Words::list(items.iter().map(|i| Words::text(i.to_string())), join)
}

/// A whole number with its thousands marked as the player's language writes them:
/// "2,000" in English, "2.000" in German.
pub fn grouped(n: u64) -> Value {
    Value::grouped(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_keep_their_items_in_order() {
        assert_eq!(
            and_list(&[1, 4]),
            Words::and_list([Words::text("1"), Words::text("4")])
        );
        assert_eq!(or_list(&["a"]), Words::list([Words::text("a")], Join::Or));
    }
}
