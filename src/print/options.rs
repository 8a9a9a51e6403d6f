//! What the player chooses for a print run; the same options for both games.

use super::geometry::Paper;
use super::sherwood::CounterSize;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Kit {
    Dnfm,
    Sherwood,
    #[default]
    All,
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
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OptionError {
    #[error(
        "'{0}' is not a back offset: write X,Y in millimetres, e.g. 1.5,-0.5 (each between -10 and 10)"
    )]
    BackOffset(String),
    #[error("bleed is 0 or 3 (mm), not '{0}'")]
    Bleed(String),
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

pub fn parse_bleed(text: &str) -> Result<f32, OptionError> {
    match text.trim() {
        "0" => Ok(0.0),
        "3" => Ok(3.0),
        other => Err(OptionError::Bleed(other.to_string())),
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
    }
}
