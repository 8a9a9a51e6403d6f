//! Numbers as the current language writes them: its decimal mark and its percent sign
//! (both from the catalogue: `number-decimal-mark`, `number-percent`).

use super::{current, text_with};

/// `value` with `places` decimals and the language's decimal mark ("2.5", "2,5").
pub fn decimal(value: f64, places: usize) -> String {
    let plain = format!("{value:.places$}");
    let mark = super::catalogue::decimal_mark(current());
    if mark == "." {
        plain
    } else {
        plain.replace('.', mark)
    }
}

/// A whole number with its thousands marked as the language marks them ("2,000", "2.000").
pub fn whole(n: u64) -> String {
    let mark = super::catalogue::group_mark(current());
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(mark);
        }
        out.push(c);
    }
    out
}

/// A percentage (`value` in per cent) with `places` decimals: "47%", "47 %".
pub fn percent(value: f64, places: usize) -> String {
    let mut args = super::Args::new();
    args.set("value", decimal(value, places));
    text_with("number-percent", &args)
}

#[cfg(test)]
mod tests {
    use super::super::{Lang, set_language};
    use super::{decimal, percent, whole};

    #[test]
    fn each_language_writes_its_numbers() {
        set_language(Lang::En);
        assert_eq!(decimal(2.5, 1), "2.5");
        assert_eq!(percent(47.0, 0), "47%");
        set_language(Lang::De);
        assert_eq!(decimal(2.5, 1), "2,5");
        assert_eq!(percent(47.26, 1), "47,3\u{a0}%");
        set_language(Lang::Fr);
        assert_eq!(percent(47.0, 0), "47\u{a0}%");
        assert_eq!(decimal(-0.126, 2), "-0,13");
        assert_eq!(whole(2_000), "2\u{202f}000");
        set_language(Lang::De);
        assert_eq!(whole(1_234_567), "1.234.567");
        set_language(Lang::En);
        assert_eq!(whole(999), "999");
        assert_eq!(whole(100_000), "100,000");
        set_language(Lang::En);
    }
}
