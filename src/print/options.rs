//! What the player chooses for a print run; the same options for both games.

use super::draw::Ink;
use super::geometry::{Flip, Paper};
use super::sherwood::CounterSize;
use crate::engine::keyword::keyword_enum;
use crate::t;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

keyword_enum! {
    /// What to print, in the order the print screen offers it.
    #[derive(Default)]
    pub enum Kit as key {
        #[default]
        All = "all" => "print-screen-kit-both",
        Dnfm = "dnfm" => "print-screen-kit-dnfm",
        Sherwood = "sherwood" => "print-screen-kit-sherwood",
    }
}

keyword_enum! {
    /// A card printer the deck can be sent to, in the files it takes.
    pub enum Shop as key {
        TheGameCrafter = "thegamecrafter" => "print-shop-thegamecrafter",
        DriveThruCards = "drivethrucards" => "print-shop-drivethrucards",
        MakePlayingCards = "makeplayingcards" => "print-shop-makeplayingcards",
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct PrintOptions {
    pub kit: Kit,
    pub paper: Paper,
    /// 0 or 3 mm.
    pub bleed: f32,
    pub crop_marks: bool,
    /// Shift of the back pages, for printers that do not line up duplex sides (mm).
    pub back_offset: (f32, f32),
    pub counter_size: CounterSize,
    /// The edge the duplex printer turns the sheet over.
    #[serde(default)]
    pub flip: Flip,
    #[serde(default)]
    pub ink: Ink,
    /// The backs' bleed (mm), `None`: as the fronts'. A back bleeding more than its front
    /// keeps its colour to the cut where the printer's backs wander, and widens the gaps
    /// between the components (see [`super::geometry::Grid`]): the sheet may hold fewer, so
    /// it is the player's choice, not the default.
    #[serde(default)]
    pub back_bleed: Option<f32>,
    /// Crop marks (and, with no bleed, the cut guides) on the back pages too. Off: the
    /// backs carry none, since a back that wanders carries its marks off the cut; the
    /// fronts' marks guide the knife.
    #[serde(default = "on")]
    pub back_crop_marks: bool,
    /// The printer check's two 10 cm rulers as measured on paper: the kit is scaled so that
    /// both axes come out true.
    #[serde(default)]
    pub measured: Measured,
    /// Fold-over pages for a printer without duplex: each page holds its fronts and, below
    /// a fold, their backs (the flip and the back offset do not apply).
    #[serde(default)]
    pub fold: bool,
}

/// The printer check's two 10 cm rulers as the player measured them on paper (mm). A
/// printer that stretches one axis (card stock fed short often does) is made up for by
/// printing the kit at 100 / measured on that axis alone; (100, 100) prints it as it is.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Measured {
    pub across: f32,
    pub down: f32,
}

impl Measured {
    /// The rulers' length as printed (mm).
    pub const RULER: f32 = 100.0;
    /// What a measurement may be (mm): a printer off by more than a tenth is not one to
    /// make up for.
    pub const RANGE: std::ops::RangeInclusive<f32> = 90.0..=110.0;

    /// The kit's scale across and down: what the rulers lacked, given back.
    pub fn scale(self) -> (f32, f32) {
        (Self::RULER / self.across, Self::RULER / self.down)
    }

    /// Both rulers measure true: the kit is printed as it is.
    pub fn is_true(self) -> bool {
        self == Measured::default()
    }

    /// Each measurement a length the rulers can have, or `None` (a hand-edited file).
    pub fn sane(self) -> Option<Measured> {
        let ok = |v: f32| v.is_finite() && Self::RANGE.contains(&v);
        (ok(self.across) && ok(self.down)).then_some(self)
    }
}

impl Default for Measured {
    fn default() -> Self {
        Measured {
            across: Self::RULER,
            down: Self::RULER,
        }
    }
}

fn on() -> bool {
    true
}

impl PrintOptions {
    /// The backs' bleed in millimetres.
    pub fn back_bleed_mm(&self) -> f32 {
        self.back_bleed.unwrap_or(self.bleed)
    }
}

impl Default for PrintOptions {
    fn default() -> Self {
        PrintOptions {
            kit: Kit::All,
            paper: Paper::A4,
            bleed: 0.0,
            crop_marks: true,
            back_offset: (0.0, 0.0),
            counter_size: CounterSize::FiveEighths,
            flip: Flip::Long,
            ink: Ink::Full,
            back_bleed: None,
            back_crop_marks: true,
            measured: Measured::default(),
            fold: false,
        }
    }
}

/// An option the player wrote that is not one: each holds the text as written.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.words())]
pub enum OptionError {
    BackOffset(String),
    Bleed(String),
    BackBleed(String),
    Kit(String),
    Paper(String),
    CounterSize(String),
    Flip(String),
    Measured(String),
    Shop(String),
}

impl OptionError {
    /// What is wrong, in the player's language (the words to type stay as they are typed).
    pub fn words(&self) -> String {
        match self {
            OptionError::BackOffset(text) => t!("print-error-back-offset", text = text.as_str()),
            OptionError::Bleed(text) => t!("print-error-bleed", text = text.as_str()),
            OptionError::BackBleed(text) => t!("print-error-back-bleed", text = text.as_str()),
            OptionError::Kit(text) => t!("print-error-kit", text = text.as_str()),
            OptionError::Paper(text) => t!("print-error-paper", text = text.as_str()),
            OptionError::CounterSize(text) => t!("print-error-counter-size", text = text.as_str()),
            OptionError::Flip(text) => t!("print-error-flip", text = text.as_str()),
            OptionError::Measured(text) => t!("print-error-measured", text = text.as_str()),
            OptionError::Shop(text) => t!("print-error-shop", text = text.as_str()),
        }
    }
}

// The words the command line takes for each option, and `Display` as the word to type.

keyword_enum!(@from_str Kit, OptionError::Kit);
keyword_enum!(@display Kit key);
keyword_enum!(@from_str Paper, OptionError::Paper);
keyword_enum!(@display Paper key);
keyword_enum!(@from_str Flip, OptionError::Flip);
keyword_enum!(@display Flip key);
keyword_enum!(@from_str Shop, OptionError::Shop);
keyword_enum!(@display Shop key);

impl CounterSize {
    /// The size in inches as the player says it: `5/8`, `1/2`.
    pub fn id(self) -> &'static str {
        match self {
            CounterSize::FiveEighths => "5/8",
            CounterSize::Half => "1/2",
        }
    }
}

impl FromStr for CounterSize {
    type Err = OptionError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let t = text.trim();
        [CounterSize::FiveEighths, CounterSize::Half]
            .into_iter()
            .find(|c| c.id() == t)
            .ok_or_else(|| OptionError::CounterSize(t.to_string()))
    }
}

impl fmt::Display for CounterSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

pub fn parse_back_offset(text: &str) -> Result<(f32, f32), OptionError> {
    let bad = || OptionError::BackOffset(text.to_string());
    let (x, y) = text.split_once(',').ok_or_else(bad)?;
    let x: f32 = x.trim().parse().map_err(|_| bad())?;
    let y: f32 = y.trim().parse().map_err(|_| bad())?;
    if !(x.is_finite()
        && y.is_finite()
        && (-10.0..=10.0).contains(&x)
        && (-10.0..=10.0).contains(&y))
    {
        return Err(bad());
    }
    Ok((x, y))
}

/// The rulers as measured: "ACROSS,DOWN" in millimetres ("99.5,100"), each from 90 to 110.
pub fn parse_measured(text: &str) -> Result<Measured, OptionError> {
    let bad = || OptionError::Measured(text.to_string());
    let (across, down) = text.split_once(',').ok_or_else(bad)?;
    let measured = Measured {
        across: across.trim().parse().map_err(|_| bad())?,
        down: down.trim().parse().map_err(|_| bad())?,
    };
    measured.sane().ok_or_else(bad)
}

pub fn parse_bleed(text: &str) -> Result<f32, OptionError> {
    match text.trim() {
        "0" => Ok(0.0),
        "3" => Ok(3.0),
        other => Err(OptionError::Bleed(other.to_string())),
    }
}

/// The most a back may bleed (mm).
pub const MOST_BACK_BLEED: f32 = 6.0;

/// The backs' bleed: millimetres from 0 to [`MOST_BACK_BLEED`] (`5`, `4.5`).
pub fn parse_back_bleed(text: &str) -> Result<f32, OptionError> {
    let t = text.trim();
    match t.parse::<f32>() {
        Ok(mm) if mm.is_finite() && (0.0..=MOST_BACK_BLEED).contains(&mm) => Ok(mm),
        _ => Err(OptionError::BackBleed(t.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_and_bleeds() {
        assert_eq!(parse_back_offset("1.5,-0.5"), Ok((1.5, -0.5)));
        assert!(parse_back_offset("1.5").is_err());
        assert!(parse_back_offset("a,b").is_err());
        assert!(parse_back_offset("20,0").is_err());
        assert!(parse_back_offset("NaN,0").is_err());
        assert_eq!(parse_bleed("3"), Ok(3.0));
        assert!(parse_bleed("2").is_err());
        assert_eq!(parse_back_bleed(" 4.5"), Ok(4.5));
        assert_eq!(parse_back_bleed("0"), Ok(0.0));
        for bad in ["7", "-1", "inf", "NaN", "five"] {
            assert!(parse_back_bleed(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn options_from_before_the_back_bleed_read_as_before() {
        let old = r#"{"kit":"dnfm","paper":"a4","bleed":3.0,"crop_marks":true,
            "back_offset":[1.0,-0.5],"counter_size":"FiveEighths"}"#;
        let o: PrintOptions = serde_json::from_str(old).unwrap();
        assert_eq!((o.back_bleed, o.back_crop_marks), (None, true));
        assert_eq!(o.back_bleed_mm(), 3.0, "as the fronts");
        let text = serde_json::to_string(&PrintOptions {
            back_bleed: Some(5.0),
            back_crop_marks: false,
            ..o
        })
        .unwrap();
        let again: PrintOptions = serde_json::from_str(&text).unwrap();
        assert_eq!((again.back_bleed_mm(), again.back_crop_marks), (5.0, false));
    }

    #[test]
    fn words_read_back_as_themselves() {
        for k in [Kit::Dnfm, Kit::Sherwood, Kit::All] {
            assert_eq!(k.to_string().parse(), Ok(k));
        }
        for p in [Paper::A4, Paper::Letter] {
            assert_eq!(p.to_string().parse(), Ok(p));
        }
        for c in [CounterSize::FiveEighths, CounterSize::Half] {
            assert_eq!(c.to_string().parse(), Ok(c));
        }
        for f in [Flip::Long, Flip::Short] {
            assert_eq!(f.to_string().parse(), Ok(f));
        }
        assert!("sideways".parse::<Flip>().is_err());
        assert_eq!(" US-Letter".parse(), Ok(Paper::Letter));
        assert_eq!(
            "A5".parse::<Paper>().map_err(|e| e.to_string()),
            Err("'a5' is not a paper size: a4 or letter".into())
        );
        assert_eq!(
            "1".parse::<CounterSize>().map_err(|e| e.to_string()),
            Err("counters are 5/8 or 1/2 inch, not '1'".into())
        );
        assert_eq!(
            "Both".parse::<Kit>().map_err(|e| e.to_string()),
            Err("'both' is not a kit: dnfm, sherwood or all".into())
        );
    }
}
