//! Die-roll bands as printed on a chart: "0 or less", "1-3", "10", "9 +", "16 or more".

use crate::engine::words::Words;
use serde::Serialize;
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Band {
    /// The label as the chart prints it, so the player can find the column.
    pub label: String,
    /// `None`: open downward ("0 or less").
    pub low: Option<i32>,
    /// `None`: open upward ("16 or more").
    pub high: Option<i32>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BandError {
    #[error("{}", self.words())]
    Unreadable(String),
    #[error("{}", self.words())]
    Backwards(String),
    #[error("{}", self.words())]
    Empty,
    #[error("{}", self.words())]
    NotContiguous(String, String),
    #[error("{}", self.words())]
    OpenInside(String),
}

impl BandError {
    /// What is wrong, in the player's words.
    fn words(&self) -> Words {
        match self {
            BandError::Unreadable(text) => crate::words!("range-unreadable", text = text.as_str()),
            BandError::Backwards(text) => crate::words!("range-backwards", text = text.as_str()),
            BandError::Empty => crate::words!("range-empty"),
            BandError::NotContiguous(a, b) => {
                crate::words!(
                    "range-not-contiguous",
                    first = a.as_str(),
                    second = b.as_str()
                )
            }
            BandError::OpenInside(text) => crate::words!("range-open-inside", text = text.as_str()),
        }
    }
}

/// Which way a total fell off a closed end of the chart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Clamp {
    BelowLowest,
    AboveHighest,
}

fn parse_int(text: &str) -> Option<i32> {
    let t = text.trim().replace(['\u{2212}', '\u{2013}'], "-");
    t.parse().ok()
}

impl Band {
    pub fn parse(label: &str) -> Result<Band, BandError> {
        let unreadable = || BandError::Unreadable(label.to_string());
        let text = label.trim();
        let normal = text.replace(['\u{2212}', '\u{2013}'], "-");
        let (low, high) = if let Some(n) = normal.strip_suffix("or less") {
            (None, Some(parse_int(n).ok_or_else(unreadable)?))
        } else if let Some(n) = normal.strip_suffix("or more") {
            (Some(parse_int(n).ok_or_else(unreadable)?), None)
        } else if let Some(n) = normal.strip_suffix('+') {
            (Some(parse_int(n).ok_or_else(unreadable)?), None)
        } else if let Some(n) = parse_int(&normal) {
            (Some(n), Some(n))
        } else {
            // "a-b", where a may itself be negative ("-3-0").
            let split = normal
                .char_indices()
                .skip(1)
                .find(|&(_, c)| c == '-')
                .map(|(i, _)| i)
                .ok_or_else(unreadable)?;
            let (a, b) = normal.split_at(split);
            let a = parse_int(a).ok_or_else(unreadable)?;
            let b = parse_int(&b[1..]).ok_or_else(unreadable)?;
            (Some(a), Some(b))
        };
        if let (Some(l), Some(h)) = (low, high)
            && l > h
        {
            return Err(BandError::Backwards(label.to_string()));
        }
        Ok(Band {
            label: text.to_string(),
            low,
            high,
        })
    }

    pub fn contains(&self, total: i32) -> bool {
        self.low.is_none_or(|l| total >= l) && self.high.is_none_or(|h| total <= h)
    }
}

impl fmt::Display for Band {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label)
    }
}

/// An ordered, gap-free list of bands: every total maps to exactly one band, or to an end
/// of the chart when the chart is closed there.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct Bands(Vec<Band>);

impl Bands {
    pub fn parse<S: AsRef<str>>(labels: &[S]) -> Result<Bands, BandError> {
        let bands = labels
            .iter()
            .map(|l| Band::parse(l.as_ref()))
            .collect::<Result<Vec<_>, _>>()?;
        Bands::new(bands)
    }

    pub fn new(bands: Vec<Band>) -> Result<Bands, BandError> {
        if bands.is_empty() {
            return Err(BandError::Empty);
        }
        let last = bands.len() - 1;
        for (i, band) in bands.iter().enumerate() {
            if (band.low.is_none() && i != 0) || (band.high.is_none() && i != last) {
                return Err(BandError::OpenInside(band.label.clone()));
            }
        }
        for pair in bands.windows(2) {
            let [a, b] = pair else { continue };
            match (a.high, b.low) {
                (Some(h), Some(l)) if h.checked_add(1) == Some(l) => {}
                _ => return Err(BandError::NotContiguous(a.label.clone(), b.label.clone())),
            }
        }
        Ok(Bands(bands))
    }

    pub fn as_slice(&self) -> &[Band] {
        &self.0
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The band a total falls in. A total beyond a closed end reads the end band, and
    /// says so.
    pub fn locate(&self, total: i32) -> (usize, Option<Clamp>) {
        if let Some(i) = self.0.iter().position(|b| b.contains(total)) {
            return (i, None);
        }
        match self.0.first().and_then(|b| b.low) {
            Some(low) if total < low => (0, Some(Clamp::BelowLowest)),
            _ => (self.0.len().saturating_sub(1), Some(Clamp::AboveHighest)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b(label: &str) -> Band {
        Band::parse(label).unwrap()
    }

    #[test]
    fn parses_every_printed_form() {
        assert_eq!((b("0 or less").low, b("0 or less").high), (None, Some(0)));
        assert_eq!(
            (b("-1 or less").low, b("-1 or less").high),
            (None, Some(-1))
        );
        assert_eq!(
            (b("16 or more").low, b("16 or more").high),
            (Some(16), None)
        );
        assert_eq!((b("12+").low, b("12+").high), (Some(12), None));
        assert_eq!((b("9 +").low, b("9 +").high), (Some(9), None));
        assert_eq!((b("1-3").low, b("1-3").high), (Some(1), Some(3)));
        assert_eq!((b("10-12").low, b("10-12").high), (Some(10), Some(12)));
        assert_eq!(
            (b("4\u{2013}6").low, b("4\u{2013}6").high),
            (Some(4), Some(6))
        );
        assert_eq!((b("-3-0").low, b("-3-0").high), (Some(-3), Some(0)));
        assert_eq!((b("7").low, b("7").high), (Some(7), Some(7)));
    }

    #[test]
    fn rejects_nonsense() {
        for bad in ["", "abc", "3-", "or less", "1-2-3", "5-1", "+"] {
            assert!(Band::parse(bad).is_err(), "{bad:?} should not parse");
        }
    }

    #[test]
    fn every_total_lands_in_exactly_one_band() {
        let bands = Bands::parse(&[
            "0 or less",
            "1-3",
            "4-6",
            "7-9",
            "10-12",
            "13-15",
            "16 or more",
        ])
        .unwrap();
        for total in -30..=40 {
            let hits = bands
                .as_slice()
                .iter()
                .filter(|b| b.contains(total))
                .count();
            assert_eq!(hits, 1, "total {total}");
        }
        assert_eq!(bands.locate(0), (0, None));
        assert_eq!(bands.locate(1), (1, None));
        assert_eq!(bands.locate(3), (1, None));
        assert_eq!(bands.locate(4), (2, None));
        assert_eq!(bands.locate(15), (5, None));
        assert_eq!(bands.locate(16), (6, None));
        assert_eq!(bands.locate(99), (6, None));
    }

    #[test]
    fn closed_charts_clamp_and_say_so() {
        let bands = Bands::parse(&["1", "2-3", "4-6", "7-9", "10"]).unwrap();
        assert_eq!(bands.locate(13), (4, Some(Clamp::AboveHighest)));
        assert_eq!(bands.locate(-2), (0, Some(Clamp::BelowLowest)));
        assert_eq!(bands.locate(10), (4, None));
        assert_eq!(bands.locate(1), (0, None));
    }

    #[test]
    fn gaps_overlaps_and_open_middles_are_refused() {
        assert!(matches!(
            Bands::parse(&["1-3", "5-6"]),
            Err(BandError::NotContiguous(..))
        ));
        assert!(matches!(
            Bands::parse(&["1-3", "3-6"]),
            Err(BandError::NotContiguous(..))
        ));
        assert!(matches!(
            Bands::parse(&["4-6", "1-3"]),
            Err(BandError::NotContiguous(..))
        ));
        assert!(matches!(
            Bands::parse(&["1 or more", "5"]),
            Err(BandError::OpenInside(_))
        ));
        assert!(matches!(
            Bands::parse(&["1", "2 or less"]),
            Err(BandError::OpenInside(_))
        ));
        assert!(matches!(Bands::parse::<&str>(&[]), Err(BandError::Empty)));
    }
}
