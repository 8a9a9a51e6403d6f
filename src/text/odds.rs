//! A chance in words for a listener: the percentage and what it amounts to ("73 %, likely").

use crate::t;

/// How a chance sounds: certain, likely, about even, unlikely, slim or none.
pub fn band(p: f64) -> &'static str {
    match p {
        p if p >= 0.995 => "certain",
        p if p >= 0.7 => "likely",
        p if p >= 0.4 => "even",
        p if p >= 0.15 => "unlikely",
        p if p > 0.0 => "slim",
        _ => "none",
    }
}

/// "73 %, likely", in the language's numbers.
pub fn chance_words(p: f64) -> String {
    let p = if p.is_finite() {
        p.clamp(0.0, 1.0)
    } else {
        0.0
    };
    // Below half a percent the figure would read "0 %" beside "a slim chance".
    if p > 0.0 && p < 0.005 {
        return t!(
            "cli-play-chance-under",
            percent = crate::i18n::percent(1.0, 0)
        );
    }
    t!(
        "cli-play-chance",
        percent = crate::i18n::percent(p * 100.0, 0),
        band = band(p)
    )
}

#[cfg(test)]
mod tests {
    use super::band;

    #[test]
    fn each_chance_has_the_band_it_sounds_like() {
        assert_eq!(band(1.0), "certain");
        assert_eq!(band(0.92), "likely");
        assert_eq!(band(0.5), "even");
        assert_eq!(band(0.2), "unlikely");
        assert_eq!(band(0.05), "slim");
        assert_eq!(band(0.0), "none");
    }

    #[test]
    fn a_chance_too_small_to_show_is_not_read_as_none() {
        crate::i18n::set_language(crate::i18n::Lang::En);
        assert_eq!(super::chance_words(0.0), "0%, no chance");
        assert_eq!(super::chance_words(0.003), "under 1%, a slim chance");
        assert_eq!(super::chance_words(0.05), "5%, a slim chance");
    }
}
