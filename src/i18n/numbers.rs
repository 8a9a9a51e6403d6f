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

/// A percentage (`value` in per cent) with `places` decimals: "47%", "47 %".
pub fn percent(value: f64, places: usize) -> String {
    let mut args = super::Args::new();
    args.set("value", decimal(value, places));
    text_with("number-percent", &args)
}

#[cfg(test)]
mod tests {
    use super::super::{Lang, set_language};
    use super::{decimal, percent};

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
        set_language(Lang::En);
    }
}
