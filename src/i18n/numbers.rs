//! Numbers as the current language writes them: its decimal mark and its percent sign
//! (both from the catalogue: `number-decimal-mark`, `number-percent`).

use super::{Lang, current};

/// `value` with `places` decimals and the language's decimal mark ("2.5", "2,5").
pub fn decimal(value: f64, places: usize) -> String {
    decimal_in(current(), value, places)
}

pub(super) fn decimal_in(lang: Lang, value: f64, places: usize) -> String {
    let plain = format!("{value:.places$}");
    decimal_mark_in(lang, plain)
}

/// Digits written with a decimal point ("-0.13"), with the language's mark instead.
pub(super) fn decimal_mark_in(lang: Lang, plain: String) -> String {
    let mark = super::catalogue::decimal_mark(lang);
    if mark == "." {
        plain
    } else {
        plain.replace('.', mark)
    }
}

/// A whole number with its thousands marked as the language marks them ("2,000", "2.000").
pub fn whole(n: u64) -> String {
    whole_in(current(), n)
}

pub(super) fn whole_in(lang: Lang, n: u64) -> String {
    let mark = super::catalogue::group_mark(lang);
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
    percent_of(current(), decimal(value, places))
}

/// `value` (already written) with the language's percent sign.
pub(super) fn percent_of(lang: Lang, value: String) -> String {
    let mut args = super::Args::new();
    args.set("value", value);
    super::catalogue::format(lang, "number-percent", Some(&args))
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
