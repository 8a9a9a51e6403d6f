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

/// A placeholder while the cells not entered are gathered.
const NOT_ENTERED: &str = "\u{0}";

/// What a result paragraph does, in a few words: how the odds group outcomes the player has
/// read.
pub fn paragraph_outcome(n: u16) -> Option<String> {
    use crate::t;
    Some(match n {
        99 | 101 | 400 => t!("swr-odds-all-captured"),
        100 => t!("swr-odds-all-captured-and-one"),
        102 => t!("swr-odds-some-injured-all-flee"),
        103 => t!("swr-odds-one-captured-rest-flee"),
        104 | 301 => t!("swr-odds-all-flee"),
        105 => t!("swr-odds-two-captured"),
        106 => t!("swr-odds-driven-off"),
        107 => t!("swr-odds-plague"),
        150 => t!("swr-odds-healer-taken"),
        108 => t!("swr-odds-squad-comes"),
        109 => t!("swr-odds-one-freed"),
        110 => t!("swr-odds-freed-some-injured"),
        111 => t!("swr-odds-freed-all-flee"),
        112 => t!("swr-odds-freed-two-injured"),
        113..=117 => t!("swr-odds-freed"),
        200 | 300 => t!("swr-odds-all-imprisoned"),
        201 => t!("swr-odds-nothing-happens"),
        202 => t!("swr-odds-horse-one-injured"),
        203 | 204 => t!("swr-odds-horse"),
        302 => t!("swr-odds-refused"),
        303 => t!("swr-odds-sanctuary-three-days"),
        304 => t!("swr-odds-sanctuary"),
        401 => t!("swr-odds-all-but-one-imprisoned"),
        402 => t!("swr-odds-injured-taken"),
        403 => t!("swr-odds-one-injured-taken"),
        404 => t!("swr-odds-escape-horses-spent"),
        405 => t!("swr-odds-escape"),
        _ => return None,
    })
}

/// A chart code in a few words ("two captured, all flee").
pub fn code_outcome(code: &str) -> String {
    use crate::t;
    let Ok(parsed) = ResultCode::parse(code) else {
        return t!("swr-odds-legend", symbol = code);
    };
    let words: Vec<String> = parsed
        .parts
        .iter()
        .map(|p| match p {
            CodePart::Nothing => t!("swr-odds-nothing-much"),
            CodePart::Recruited => t!("swr-odds-recruited"),
            CodePart::Flee => t!("swr-odds-all-flee"),
            CodePart::SmallHaul => t!("swr-odds-small-haul"),
            CodePart::HalfDieGold => t!("swr-odds-half-die-gold"),
            CodePart::Harm {
                count: Count::All,
                harm: Harm::Captured,
            } => t!("swr-odds-all-captured"),
            CodePart::Harm {
                count: Count::All,
                harm: Harm::Injured,
            } => t!("swr-odds-all-injured"),
            CodePart::Harm {
                count: Count::Exactly(n),
                harm: Harm::Captured,
            } => t!("swr-odds-captured", n = *n),
            CodePart::Harm {
                count: Count::Exactly(n),
                harm: Harm::Injured,
            } => t!("swr-odds-injured", n = *n),
            CodePart::Index { index, delta } => {
                let name = match index {
                    Index::Witchcraft => t!("swr-track-witchcraft"),
                    Index::RoyalMorale => t!("swr-track-royal-morale"),
                };
                format!("{name} {}", if *delta > 0 { "+1" } else { "\u{2212}1" })
            }
            CodePart::Undefined(symbol) => t!("swr-odds-legend", symbol = symbol.as_str()),
        })
        .collect();
    words.join(", ")
}

/// A King's Men code in a few words ("the squad moves toward your people, one injured").
pub fn squad_outcome(code: &str) -> String {
    let parts = super::codes::squad_parts(code);
    let rest = parts.rest;
    let moves = parts.moves.then(|| crate::t!("swr-odds-squad-moves"));
    let rest_words = match ResultCode::parse(&rest) {
        _ if rest.is_empty() => None,
        Ok(c) if c.parts == [CodePart::Nothing] => {
            Some(crate::t!("swr-odds-squad-does-nothing")).filter(|_| moves.is_none())
        }
        Ok(_) => Some(code_outcome(&rest)),
        Err(_) => Some(crate::t!("swr-odds-legend", symbol = rest.as_str())),
    };
    let mut words: Vec<String> = Vec::new();
    let first = parts.moves_first;
    if first {
        words.extend(moves.clone());
    }
    words.extend(rest_words);
    if !first {
        words.extend(moves);
    }
    words.join(", ")
}

/// A named result (Fealty, healing) with what it does.
fn named_outcome(table: super::tables::TableId, named: &str) -> String {
    use super::tables::TableId;
    use crate::t;
    match (table, named) {
        (TableId::Fealty, "Open Rebellion") => t!("swr-odds-open-rebellion"),
        (TableId::Fealty, "Defy") => t!("swr-odds-defy"),
        (TableId::Fealty, "Delay") => t!("swr-odds-delay"),
        (TableId::Fealty, "Swear Fealty") => t!("swr-odds-swear-fealty"),
        (TableId::Heal, "Healed") => t!("swr-odds-healed"),
        (TableId::Heal, "Not healed") => t!("swr-odds-not-healed"),
        _ => named.to_string(),
    }
}

/// The odds of a prepared roll in words, in the order of the die. `known(n)`: whether the
/// player may know what paragraph `n` does (read already, or spoilers asked for). Each
/// paragraph has its own chance, with what it does once known ("Paragraph 113 (prisoners
/// freed)") and only its number until then ("Paragraph 106 (not read yet)": the chart that
/// leads there is printed, what it does is not told); the cells of the player's chart not
/// entered yet are one group, said as a sentence.
pub fn foresee(
    data: &SherwoodData,
    prep: &Preparation,
    known: &dyn Fn(u16) -> bool,
) -> Vec<Foreseen> {
    let squads = prep.table == super::tables::TableId::KingsMen;
    let mut unentered: Vec<crate::engine::table::CellRef> = Vec::new();
    let mut out: Vec<Foreseen> = Vec::new();
    for line in odds(data, prep) {
        let words = match &line.result {
            Resolved::Paragraph { paragraph } if known(*paragraph) => paragraph_outcome(*paragraph)
                .map_or_else(
                    || crate::t!("swr-odds-paragraph", n = *paragraph),
                    |w| crate::t!("swr-odds-paragraph-does", n = *paragraph, does = w),
                ),
            Resolved::Paragraph { paragraph } => {
                crate::t!("swr-odds-paragraph-unread", n = *paragraph)
            }
            Resolved::Code { code, .. } if squads => capitalised(&squad_outcome(code)),
            Resolved::Code { code, .. } => capitalised(&code_outcome(code)),
            Resolved::Named { named, .. } => capitalised(&named_outcome(prep.table, named)),
            Resolved::Automatic { automatic } => {
                crate::t!("swr-odds-certain", what = automatic.as_str())
            }
            Resolved::Unknown { unknown } => {
                if !unentered.contains(unknown) {
                    unentered.push(unknown.clone());
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
        if f.words == NOT_ENTERED {
            f.words = not_entered(&unentered);
        }
    }
    out
}

/// The cells a roll may land on that the player has not entered yet, as a sentence: how
/// many, and the row or column they share ("Not entered from your chart yet: 10 cells of
/// the “Search” column").
fn not_entered(cells: &[crate::engine::table::CellRef]) -> String {
    let first = cells.first();
    let shared_column = first.filter(|f| cells.iter().all(|c| c.column == f.column));
    let shared_row = first.filter(|f| cells.iter().all(|c| c.row == f.row));
    let (place, row, column) = match (shared_column, shared_row) {
        (_, Some(f)) if cells.len() == 1 => ("cell", f.row.as_str(), f.column.as_str()),
        (Some(f), _) => ("column", "", f.column.as_str()),
        (None, Some(f)) => ("row", f.row.as_str(), ""),
        (None, None) => ("none", "", ""),
    };
    crate::t!(
        "swr-odds-not-entered",
        n = cells.len(),
        place = place,
        row = row,
        column = column
    )
}

fn capitalised(t: &str) -> String {
    let mut c = t.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

/// The odds in one line: "Paragraph 113 (prisoners freed): 40% · Paragraph 104 (not read
/// yet): 10% · …".
pub fn sentence(groups: &[Foreseen]) -> String {
    groups
        .iter()
        .map(|g| {
            crate::t!(
                "swr-odds-line",
                words = g.words.as_str(),
                percent = crate::i18n::percent(f64::from(g.percent()), 0)
            )
        })
        .collect::<Vec<_>>()
        .join(" \u{b7} ")
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
        // +5: the die reads 6 to 15, paragraphs 106 to 115.
        let groups = foresee(data, &raid(5), &|_| false);
        assert_eq!(groups.len(), 10, "{groups:?}");
        assert_eq!(groups[0].words, "Paragraph 106 (not read yet)");
        assert_eq!(groups[0].faces, 1);
        for g in &groups {
            for n in 99..=405 {
                if let Some(w) = paragraph_outcome(n) {
                    assert!(!g.words.contains(w.as_str()), "{w}");
                }
            }
        }
    }

    #[test]
    fn read_paragraphs_show_what_they_do_each_with_its_chance() {
        let data = SherwoodData::builtin().unwrap();
        let groups = foresee(data, &raid(5), &|n| n >= 113);
        let text = sentence(&groups);
        assert!(
            text.starts_with(
                "Paragraph 106 (not read yet): 10% \u{b7} Paragraph 107 (not read yet): 10%"
            ),
            "{text}"
        );
        assert!(
            text.contains("Paragraph 113 (prisoners freed): 10%"),
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
        assert!(
            text.starts_with("Not entered from your chart yet: ")
                && text.contains("of the \u{201c}Town\u{201d} row"),
            "{text}"
        );
        let squads = Preparation {
            table: TableId::KingsMen,
            row: 1,
            modifiers: Vec::new(),
            automatic: None,
            notes: Vec::new(),
            takers: Vec::new(),
        };
        assert_eq!(
            sentence(&foresee(data, &squads, &|_| true)),
            "Not entered from your chart yet: 10 cells of the \u{201c}Search\u{201d} column: 100%"
        );
    }
}
