//! Result codes of the Recruiting and Donations tables ("2I,F", "all C", "R,M–", "G half"),
//! parsed into structured effects with plain-word meanings.

use crate::engine::keyword::keyword_enum;
use crate::engine::words::{Join, Words};
use serde::Serialize;
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Count {
    All,
    Exactly(u8),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Harm {
    Captured,
    Injured,
}

keyword_enum! {
    pub enum Index as key {
        Witchcraft = "witchcraft" => "swr-track-witchcraft",
        RoyalMorale = "royal-morale" => "swr-track-royal-morale",
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum CodePart {
    /// N
    Nothing,
    /// R
    Recruited,
    /// F
    Flee,
    /// G: two gold pieces to the Warchest.
    SmallHaul,
    /// G half: roll a die, halve it (round down), add that to the Warchest.
    HalfDieGold,
    /// "all C", "2I", "1I": some of your people in the space are captured or injured.
    Harm { count: Count, harm: Harm },
    /// "M+", "W–": an index moves by one.
    Index { index: Index, delta: i8 },
    /// A symbol the rulebook's legend does not explain (GD, *): shown as printed.
    Undefined(String),
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ResultCode {
    pub raw: String,
    pub parts: Vec<CodePart>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CodeError {
    #[error("{}", crate::words!("swr-code-empty"))]
    Empty,
    #[error("{}", crate::words!("swr-code-malformed", code = code.as_str(), part = part.as_str()))]
    Malformed { code: String, part: String },
}

fn is_minus(c: char) -> bool {
    matches!(c, '-' | '\u{2013}' | '\u{2212}')
}

fn parse_part(part: &str) -> Option<Vec<CodePart>> {
    let (body, starred) = match part.strip_suffix('*') {
        Some(b) => (b.trim_end(), true),
        None => (part, false),
    };
    let mut parts = vec![parse_body(body)?];
    if starred {
        parts.push(CodePart::Undefined("*".into()));
    }
    Some(parts)
}

fn parse_body(body: &str) -> Option<CodePart> {
    match body {
        "N" => return Some(CodePart::Nothing),
        "R" => return Some(CodePart::Recruited),
        "F" => return Some(CodePart::Flee),
        "G" => return Some(CodePart::SmallHaul),
        _ => {}
    }
    if let Some(rest) = body.strip_prefix('G')
        && rest.trim().eq_ignore_ascii_case("half")
        && rest.starts_with(char::is_whitespace)
    {
        return Some(CodePart::HalfDieGold);
    }
    let mut chars = body.chars();
    let last = chars.next_back()?;
    let head = chars.as_str().trim_end();
    if let Some(index) = match head {
        "M" => Some(Index::RoyalMorale),
        "W" => Some(Index::Witchcraft),
        _ => None,
    } {
        let delta = match last {
            '+' => 1,
            c if is_minus(c) => -1,
            _ => return None,
        };
        return Some(CodePart::Index { index, delta });
    }
    let harm = match last {
        'C' => Some(Harm::Captured),
        'I' => Some(Harm::Injured),
        _ => None,
    };
    if let Some(harm) = harm
        && !head.is_empty()
    {
        let count = if head.eq_ignore_ascii_case("all") {
            Count::All
        } else {
            match head.parse::<u8>() {
                Ok(n) if n > 0 => Count::Exactly(n),
                _ => return None,
            }
        };
        return Some(CodePart::Harm { count, harm });
    }
    if !body.is_empty() && body.chars().all(|c| c.is_ascii_uppercase()) {
        return Some(CodePart::Undefined(body.to_string()));
    }
    None
}

impl ResultCode {
    pub fn parse(code: &str) -> Result<ResultCode, CodeError> {
        let raw = code.trim();
        if raw.is_empty() {
            return Err(CodeError::Empty);
        }
        let mut parts = Vec::new();
        for part in raw.split(',') {
            let part = part.trim();
            let parsed = parse_part(part).ok_or_else(|| CodeError::Malformed {
                code: raw.to_string(),
                part: part.to_string(),
            })?;
            parts.extend(parsed);
        }
        Ok(ResultCode {
            raw: raw.to_string(),
            parts,
        })
    }

    /// Everything the code says, in plain words.
    pub fn meaning(&self) -> Words {
        Words::list(self.parts.iter().map(CodePart::meaning), Join::Semicolon)
            .sentence()
            .then(Words::text("."))
    }

    pub fn has(&self, part: &CodePart) -> bool {
        self.parts.contains(part)
    }

    pub fn needs_legend(&self) -> bool {
        self.parts
            .iter()
            .any(|p| matches!(p, CodePart::Undefined(_)))
    }
}

impl CodePart {
    pub fn meaning(&self) -> Words {
        use crate::words;
        match self {
            CodePart::Nothing => words!("swr-code-nothing"),
            CodePart::Recruited => words!("swr-code-recruited"),
            CodePart::Flee => words!("swr-code-flee"),
            CodePart::SmallHaul => words!("swr-code-small-haul"),
            CodePart::HalfDieGold => words!("swr-code-half-die-gold"),
            CodePart::Harm { count, harm } => match (count, harm) {
                (Count::All, Harm::Captured) => words!("swr-code-all-captured"),
                (Count::All, Harm::Injured) => words!("swr-code-all-injured"),
                (Count::Exactly(n), Harm::Captured) => words!("swr-code-some-captured", n = *n),
                (Count::Exactly(n), Harm::Injured) => words!("swr-code-some-injured", n = *n),
            },
            CodePart::Index { index, delta } => {
                let by = delta.unsigned_abs();
                if *delta > 0 {
                    words!("swr-code-index-rises", index = index.label(), by = by)
                } else {
                    words!("swr-code-index-falls", index = index.label(), by = by)
                }
            }
            CodePart::Undefined(symbol) => words!("swr-code-undefined", symbol = symbol.as_str()),
        }
    }
}

impl fmt::Display for ResultCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.raw)
    }
}

/// A King's Men Table code: the player enters it from their own chart. Its legend is not
/// in the rulebook text except for MN, so it is kept as printed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct SquadCode(pub String);

impl SquadCode {
    pub fn parse(code: &str) -> Result<SquadCode, CodeError> {
        let raw = code.trim();
        if raw.is_empty() {
            return Err(CodeError::Empty);
        }
        let allowed = |c: char| {
            c.is_ascii_alphanumeric() || matches!(c, ',' | ' ' | '+' | '*' | '/') || is_minus(c)
        };
        if raw.chars().count() > 32 || !raw.chars().all(allowed) {
            return Err(CodeError::Malformed {
                code: raw.to_string(),
                part: raw.to_string(),
            });
        }
        Ok(SquadCode(raw.to_string()))
    }

    pub fn meaning(&self) -> Words {
        let moves_words = || crate::words!("swr-code-squad-moves");
        let SquadParts {
            moves,
            moves_first,
            rest,
        } = squad_parts(&self.0);
        let mut phrases: Vec<Words> = Vec::new();
        if moves_first {
            phrases.push(moves_words());
        }
        if !rest.is_empty() {
            match ResultCode::parse(&rest) {
                Ok(code) if code.parts == [CodePart::Nothing] && phrases.is_empty() => {
                    return crate::words!("swr-code-squad-does-nothing");
                }
                Ok(code) => phrases.extend(code.parts.iter().map(|p| match p {
                    CodePart::Undefined(symbol) => legend_only(symbol),
                    p => p.meaning(),
                })),
                Err(_) => phrases.push(legend_only(&rest)),
            }
        }
        if moves && !moves_first {
            phrases.push(moves_words());
        }
        let text = Words::list(
            phrases.into_iter().enumerate().flat_map(|(i, p)| {
                (i > 0)
                    .then(|| crate::words!("swr-code-then"))
                    .into_iter()
                    .chain([p])
            }),
            Join::Tight,
        )
        .sentence();
        crate::words!("swr-code-sentence", text = text)
    }
}

/// A King's Men cell taken apart: whether the squad moves ("MN"), whether that comes first
/// as printed, and the rest of its codes ("1I").
pub struct SquadParts {
    pub moves: bool,
    pub moves_first: bool,
    pub rest: String,
}

/// A King's Men cell ("MN,1I") taken apart into its move and the rest of its codes.
pub fn squad_parts(code: &str) -> SquadParts {
    let tokens: Vec<&str> = code
        .split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .collect();
    SquadParts {
        moves: tokens.contains(&"MN"),
        moves_first: tokens.first() == Some(&"MN"),
        rest: tokens
            .iter()
            .copied()
            .filter(|t| *t != "MN")
            .collect::<Vec<_>>()
            .join(","),
    }
}

/// A symbol only the player's chart legend explains, as a squad's result says it.
fn legend_only(symbol: &str) -> Words {
    crate::words!("swr-code-legend-only", symbol = symbol)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts(code: &str) -> Vec<CodePart> {
        ResultCode::parse(code).unwrap().parts
    }

    #[test]
    fn every_code_the_tables_use() {
        use CodePart::*;
        assert_eq!(
            parts("2I,F"),
            vec![
                Harm {
                    count: Count::Exactly(2),
                    harm: self::Harm::Injured
                },
                Flee
            ]
        );
        assert_eq!(
            parts("all C"),
            vec![Harm {
                count: Count::All,
                harm: self::Harm::Captured
            }]
        );
        assert_eq!(
            parts("R,M–"),
            vec![
                Recruited,
                Index {
                    index: self::Index::RoyalMorale,
                    delta: -1
                }
            ]
        );
        assert_eq!(
            parts("M+,all C")[0],
            Index {
                index: self::Index::RoyalMorale,
                delta: 1
            }
        );
        assert_eq!(
            parts("GD,1I"),
            vec![
                Undefined("GD".into()),
                Harm {
                    count: Count::Exactly(1),
                    harm: self::Harm::Injured
                }
            ]
        );
        assert_eq!(parts("G half"), vec![HalfDieGold]);
        assert_eq!(parts("N*"), vec![Nothing, Undefined("*".into())]);
        assert_eq!(
            parts("GD*"),
            vec![Undefined("GD".into()), Undefined("*".into())]
        );
        assert_eq!(parts("R,G"), vec![Recruited, SmallHaul]);
        assert_eq!(parts("2C,2I").len(), 2);
        assert_eq!(
            parts("W+")[0],
            Index {
                index: self::Index::Witchcraft,
                delta: 1
            }
        );
        assert_eq!(parts("M-"), parts("M–"));
    }

    #[test]
    fn meanings_read_as_plain_words() {
        let code = ResultCode::parse("2I,F").unwrap();
        assert_eq!(
            code.meaning(),
            "2 of your people (your choice) are injured; your people must flee (roll on the Flight Table)."
        );
        assert!(ResultCode::parse("GD").unwrap().needs_legend());
        assert!(
            ResultCode::parse("GD")
                .unwrap()
                .meaning()
                .to_string()
                .contains("read your chart's legend")
        );
        assert!(!ResultCode::parse("R").unwrap().needs_legend());
    }

    #[test]
    fn malformed_codes_are_errors() {
        for bad in [
            "", " ", "2I,,F", "2", "+", "0C", "2Q", "C+", "R,", "allC?", "g", "G halves", "Ghalf",
            "3.5C",
        ] {
            assert!(ResultCode::parse(bad).is_err(), "{bad:?} should be refused");
        }
    }

    #[test]
    fn squad_codes() {
        assert!(SquadCode::parse("MN").is_ok());
        assert!(
            SquadCode::parse("MN")
                .unwrap()
                .meaning()
                .to_string()
                .contains("nearest")
        );
        assert!(SquadCode::parse("").is_err());
        assert!(SquadCode::parse("<script>").is_err());
        assert!(SquadCode::parse(&"A".repeat(33)).is_err());
    }
}
