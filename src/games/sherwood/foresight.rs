//! The odds of a roll in words, as far as the player may know them. What a result paragraph
//! does is itself hidden until the player has read it, so the outcomes are grouped by what
//! the player knows: a paragraph already read shows what it does ("prisoners freed"), one not
//! read yet shows as such with its number, a chart code shows what it means, and a cell the
//! player has not read off their chart yet says so.

use super::codes::{CodePart, Count, Harm, Index, ResultCode};
use super::data::SherwoodData;
use super::prepare::Preparation;
use super::roll::{Resolved, odds};

/// One group of faces of the die that lead to the same thing, as far as the player knows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Foreseen {
    pub words: String,
    /// Of the ten faces.
    pub faces: u8,
}

impl Foreseen {
    pub fn percent(&self) -> u32 {
        u32::from(self.faces) * 10
    }
}

const UNREAD: &str = "a paragraph you have not read yet";
const NOT_ENTERED: &str = "a cell of your chart not entered yet";

/// What a result paragraph does, in a few words: how the odds group outcomes the player has
/// read.
pub fn paragraph_outcome(n: u16) -> Option<&'static str> {
    Some(match n {
        99 | 101 | 400 => "everyone captured",
        100 => "everyone captured, and one more",
        102 => "some injured, all flee",
        103 => "one captured, the rest flee",
        104 | 301 => "all flee",
        105 => "two captured",
        106 => "driven off, one injured",
        107 => "plague: no effect unless a healer is there",
        150 => "the healer cures the plague and is taken",
        108 => "a squad comes, nothing else",
        109 => "one prisoner freed",
        110 => "prisoners freed, some injured",
        111 => "prisoners freed, all flee",
        112 => "prisoners freed, two injured",
        113..=117 => "prisoners freed",
        200 | 300 => "everyone imprisoned",
        201 => "nothing happens",
        202 => "a horse, one injured",
        203 | 204 => "a horse",
        302 => "refused, nothing else",
        303 => "sanctuary for three days",
        304 => "sanctuary",
        401 => "all but one imprisoned",
        402 => "the injured are taken",
        403 => "one injured person taken",
        404 => "escape, horses spent",
        405 => "escape",
        _ => return None,
    })
}

fn number(n: u8) -> String {
    match n {
        1 => "one".into(),
        2 => "two".into(),
        3 => "three".into(),
        n => n.to_string(),
    }
}

/// A chart code in a few words ("two captured, all flee").
pub fn code_outcome(code: &str) -> String {
    let Ok(parsed) = ResultCode::parse(code) else {
        return format!("\u{201c}{code}\u{201d} as your chart's legend says");
    };
    let words: Vec<String> = parsed
        .parts
        .iter()
        .map(|p| match p {
            CodePart::Nothing => "nothing much".into(),
            CodePart::Recruited => "recruited".into(),
            CodePart::Flee => "all flee".into(),
            CodePart::SmallHaul => "+2 gold".into(),
            CodePart::HalfDieGold => "half a die of gold".into(),
            CodePart::Harm {
                count: Count::All,
                harm: Harm::Captured,
            } => "everyone captured".into(),
            CodePart::Harm {
                count: Count::All,
                harm: Harm::Injured,
            } => "everyone injured".into(),
            CodePart::Harm {
                count: Count::Exactly(n),
                harm: Harm::Captured,
            } => format!("{} captured", number(*n)),
            CodePart::Harm {
                count: Count::Exactly(n),
                harm: Harm::Injured,
            } => format!("{} injured", number(*n)),
            CodePart::Index { index, delta } => {
                let name = match index {
                    Index::Witchcraft => "Witchcraft",
                    Index::RoyalMorale => "Royal Morale",
                };
                format!("{name} {}", if *delta > 0 { "+1" } else { "\u{2212}1" })
            }
            CodePart::Undefined(symbol) => {
                format!("\u{201c}{symbol}\u{201d} as your chart's legend says")
            }
        })
        .collect();
    words.join(", ")
}

/// A King's Men code in a few words ("the squad moves toward your people, one injured").
pub fn squad_outcome(code: &str) -> String {
    let tokens: Vec<&str> = code
        .split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .collect();
    let rest = tokens
        .iter()
        .copied()
        .filter(|t| *t != "MN")
        .collect::<Vec<_>>()
        .join(",");
    let moves = tokens
        .contains(&"MN")
        .then_some("the squad moves toward your people");
    let rest_words = match ResultCode::parse(&rest) {
        _ if rest.is_empty() => None,
        Ok(c) if c.parts == [CodePart::Nothing] => {
            Some("the squad does nothing".to_string()).filter(|_| moves.is_none())
        }
        Ok(_) => Some(code_outcome(&rest)),
        Err(_) => Some(format!(
            "\u{201c}{rest}\u{201d} as your chart's legend says"
        )),
    };
    let mut words: Vec<String> = Vec::new();
    let first = tokens.first() == Some(&"MN");
    if first {
        words.extend(moves.map(String::from));
    }
    words.extend(rest_words);
    if !first {
        words.extend(moves.map(String::from));
    }
    words.join(", ")
}

/// A named result (Fealty, healing) with what it does.
fn named_outcome(table: super::tables::TableId, named: &str) -> String {
    use super::tables::TableId;
    match (table, named) {
        (TableId::Fealty, "Open Rebellion") => {
            "Open Rebellion (with every Archon crewmember free, it wins; else read as Defy)".into()
        }
        (TableId::Fealty, "Defy") => "Defy (the party stays, Royal Morale \u{2212}1)".into(),
        (TableId::Fealty, "Delay") => {
            "Delay (the party stays; one of yours in the town is imprisoned)".into()
        }
        (TableId::Fealty, "Swear Fealty") => "the town swears fealty".into(),
        (TableId::Heal, "Healed") => "healed".into(),
        (TableId::Heal, "Not healed") => "not healed".into(),
        _ => named.to_string(),
    }
}

/// The odds of a prepared roll in words, in the order of the die. `known(n)`: whether the
/// player may know what paragraph `n` does (read already, or spoilers asked for).
pub fn foresee(
    data: &SherwoodData,
    prep: &Preparation,
    known: &dyn Fn(u16) -> bool,
) -> Vec<Foreseen> {
    let squads = prep.table == super::tables::TableId::KingsMen;
    let mut unread: Vec<u16> = Vec::new();
    let mut unentered: Vec<String> = Vec::new();
    let mut out: Vec<Foreseen> = Vec::new();
    for line in odds(data, prep) {
        let words = match &line.result {
            Resolved::Paragraph { paragraph } if known(*paragraph) => paragraph_outcome(*paragraph)
                .map_or_else(
                    || format!("paragraph {paragraph}"),
                    |w| format!("{w} ({paragraph})"),
                ),
            Resolved::Paragraph { paragraph } => {
                unread.push(*paragraph);
                UNREAD.to_string()
            }
            Resolved::Code { code, .. } if squads => squad_outcome(code),
            Resolved::Code { code, .. } => code_outcome(code),
            Resolved::Named { named, .. } => named_outcome(prep.table, named),
            Resolved::Automatic { automatic } => format!("certain: {automatic}"),
            Resolved::Unknown { unknown } => {
                if !unentered.contains(&unknown.column) {
                    unentered.push(unknown.column.clone());
                }
                NOT_ENTERED.to_string()
            }
        };
        match out.iter_mut().find(|f| f.words == words) {
            Some(f) => f.faces += line.faces,
            None => out.push(Foreseen {
                words,
                faces: line.faces,
            }),
        }
    }
    for f in &mut out {
        if f.words == UNREAD {
            let numbers: Vec<String> = unread.iter().map(u16::to_string).collect();
            let plural = if unread.len() > 1 {
                "paragraphs"
            } else {
                "a paragraph"
            };
            f.words = format!("{plural} you have not read yet ({})", numbers.join(", "));
        } else if f.words == NOT_ENTERED {
            let plural = if f.faces > 1 { "cells" } else { "a cell" };
            f.words = format!(
                "{plural} of your chart not entered yet ({})",
                unentered.join(", ")
            );
        }
    }
    out
}

/// The odds in one line: "prisoners freed (113) 40% · all flee (104) 10% · …".
pub fn sentence(groups: &[Foreseen]) -> String {
    groups
        .iter()
        .map(|g| format!("{} {}%", g.words, g.percent()))
        .collect::<Vec<_>>()
        .join(" · ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::modifier::Modifier;
    use crate::games::sherwood::tables::TableId;

    fn raid(modifier: i32) -> Preparation {
        Preparation {
            table: TableId::Raid,
            row: 0,
            modifiers: vec![Modifier::new("test", modifier)],
            automatic: None,
            notes: Vec::new(),
            takers: Vec::new(),
        }
    }

    #[test]
    fn an_unread_paragraph_shows_its_number_and_nothing_of_what_it_does() {
        let data = SherwoodData::builtin().unwrap();
        // +5: the die reads 6 to 15, paragraphs 106 to 117.
        let groups = foresee(data, &raid(5), &|_| false);
        assert_eq!(groups.len(), 1);
        assert_eq!(groups[0].faces, 10);
        assert!(
            groups[0]
                .words
                .starts_with("paragraphs you have not read yet (106, 107")
        );
        for n in 99..=405 {
            if let Some(w) = paragraph_outcome(n) {
                assert!(!groups[0].words.contains(w), "{w}");
            }
        }
    }

    #[test]
    fn read_paragraphs_show_what_they_do_and_group_together() {
        let data = SherwoodData::builtin().unwrap();
        let groups = foresee(data, &raid(5), &|n| n >= 113);
        let text = sentence(&groups);
        assert!(text.contains("prisoners freed (113) 10%"), "{text}");
        assert!(
            text.starts_with(
                "paragraphs you have not read yet (106, 107, 108, 109, 110, 111, 112) 70%"
            ),
            "{text}"
        );
        let total: u32 = groups.iter().map(Foreseen::percent).sum();
        assert_eq!(total, 100);
    }

    #[test]
    fn codes_read_as_what_they_mean() {
        assert_eq!(code_outcome("2C,F"), "two captured, all flee");
        assert_eq!(code_outcome("all C"), "everyone captured");
        assert_eq!(
            code_outcome("R,M\u{2013}"),
            "recruited, Royal Morale \u{2212}1"
        );
        assert_eq!(code_outcome("G half"), "half a die of gold");
        assert_eq!(
            code_outcome("GD"),
            "\u{201c}GD\u{201d} as your chart's legend says"
        );
        assert_eq!(squad_outcome("MN"), "the squad moves toward your people");
        assert_eq!(squad_outcome("N"), "the squad does nothing");
    }

    #[test]
    fn cells_not_entered_say_so() {
        let data = SherwoodData::builtin().unwrap();
        let chart = data.charts.get(TableId::Donations);
        let row = chart
            .table
            .rows
            .iter()
            .position(|r| r.name.contains("Town"))
            .unwrap_or(0);
        let prep = Preparation {
            table: TableId::Donations,
            row,
            modifiers: Vec::new(),
            automatic: None,
            notes: Vec::new(),
            takers: Vec::new(),
        };
        let text = sentence(&foresee(data, &prep, &|_| true));
        assert!(!text.contains('?'), "{text}");
        assert!(text.contains("of your chart not entered yet"), "{text}");
    }
}
