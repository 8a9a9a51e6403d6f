//! The odds of a roll in words, as far as the player may know them. What a result paragraph
//! does is itself hidden until the player has read it, so the outcomes are grouped by what
//! the player knows: a paragraph already read shows what it does ("prisoners freed"), one not
//! read yet shows as such with its number, a chart code shows what it means, and a cell the
//! player has not read off their chart yet says so.

use super::codes::{CodePart, Count, Harm, Index, ResultCode};
use super::data::SherwoodData;
use super::prepare::Preparation;
use super::roll::{Resolved, odds};
use crate::engine::words::{Join, Value, Words};

/// One group of faces of the die that lead to the same thing, as far as the player knows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Foreseen {
    pub words: Words,
    /// Of the ten faces.
    pub faces: u8,
    /// The paragraph it leads to, where the player has not read it yet (its number is all
    /// that may be said).
    pub unread: Option<u16>,
}

impl Foreseen {
    pub fn percent(&self) -> u32 {
        u32::from(self.faces) * 10
    }
}

/// A placeholder while the cells not entered are gathered.
fn not_entered_mark() -> Words {
    Words::text("\u{0}")
}

/// What a result paragraph does, in a few words: how the odds group outcomes the player has
/// read.
pub fn paragraph_outcome(n: u16) -> Option<Words> {
    use crate::words;
    Some(match n {
        99 | 101 | 400 => words!("swr-odds-all-captured"),
        100 => words!("swr-odds-all-captured-and-one"),
        102 => words!("swr-odds-some-injured-all-flee"),
        103 => words!("swr-odds-one-captured-rest-flee"),
        104 | 301 => words!("swr-odds-all-flee"),
        105 => words!("swr-odds-two-captured"),
        106 => words!("swr-odds-driven-off"),
        107 => words!("swr-odds-plague"),
        150 => words!("swr-odds-healer-taken"),
        108 => words!("swr-odds-squad-comes"),
        109 => words!("swr-odds-one-freed"),
        110 => words!("swr-odds-freed-some-injured"),
        111 => words!("swr-odds-freed-all-flee"),
        112 => words!("swr-odds-freed-two-injured"),
        113..=117 => words!("swr-odds-freed"),
        200 | 300 => words!("swr-odds-all-imprisoned"),
        201 => words!("swr-odds-nothing-happens"),
        202 => words!("swr-odds-horse-one-injured"),
        203 | 204 => words!("swr-odds-horse"),
        302 => words!("swr-odds-refused"),
        303 => words!("swr-odds-sanctuary-three-days"),
        304 => words!("swr-odds-sanctuary"),
        401 => words!("swr-odds-all-but-one-imprisoned"),
        402 => words!("swr-odds-injured-taken"),
        403 => words!("swr-odds-one-injured-taken"),
        404 => words!("swr-odds-escape-horses-spent"),
        405 => words!("swr-odds-escape"),
        _ => return None,
    })
}

/// A chart code in a few words ("two captured, all flee").
pub fn code_outcome(code: &str) -> Words {
    use crate::words;
    let Ok(parsed) = ResultCode::parse(code) else {
        return words!("swr-odds-legend", symbol = code);
    };
    let words: Vec<Words> = parsed
        .parts
        .iter()
        .map(|p| match p {
            CodePart::Nothing => words!("swr-odds-nothing-much"),
            CodePart::Recruited => words!("swr-odds-recruited"),
            CodePart::Flee => words!("swr-odds-all-flee"),
            CodePart::SmallHaul => words!("swr-odds-small-haul"),
            CodePart::HalfDieGold => words!("swr-odds-half-die-gold"),
            CodePart::Harm {
                count: Count::All,
                harm: Harm::Captured,
            } => words!("swr-odds-all-captured"),
            CodePart::Harm {
                count: Count::All,
                harm: Harm::Injured,
            } => words!("swr-odds-all-injured"),
            CodePart::Harm {
                count: Count::Exactly(n),
                harm: Harm::Captured,
            } => words!("swr-odds-captured", n = *n),
            CodePart::Harm {
                count: Count::Exactly(n),
                harm: Harm::Injured,
            } => words!("swr-odds-injured", n = *n),
            CodePart::Index { index, delta } => {
                let name = match index {
                    Index::Witchcraft => words!("swr-track-witchcraft"),
                    Index::RoyalMorale => words!("swr-track-royal-morale"),
                };
                words!(
                    "swr-odds-index",
                    index = name,
                    delta = Value::change(*delta)
                )
            }
            CodePart::Undefined(symbol) => words!("swr-odds-legend", symbol = symbol.as_str()),
        })
        .collect();
    Words::list(words, Join::Comma)
}

/// A King's Men code in a few words ("the squad moves toward your people, one injured").
pub fn squad_outcome(code: &str) -> Words {
    let parts = super::codes::squad_parts(code);
    let rest = parts.rest;
    let moves = parts.moves.then(|| crate::words!("swr-odds-squad-moves"));
    let rest_words = match ResultCode::parse(&rest) {
        _ if rest.is_empty() => None,
        Ok(c) if c.parts == [CodePart::Nothing] => {
            Some(crate::words!("swr-odds-squad-does-nothing")).filter(|_| moves.is_none())
        }
        Ok(_) => Some(code_outcome(&rest)),
        Err(_) => Some(crate::words!("swr-odds-legend", symbol = rest.as_str())),
    };
    let mut words: Vec<Words> = Vec::new();
    let first = parts.moves_first;
    if first {
        words.extend(moves.clone());
    }
    words.extend(rest_words);
    if !first {
        words.extend(moves);
    }
    Words::list(words, Join::Comma)
}

/// A named result (Fealty, healing) with what it does.
fn named_outcome(table: super::tables::TableId, named: &str) -> Words {
    use super::tables::TableId;
    use crate::words;
    match (table, named) {
        (TableId::Fealty, "Open Rebellion") => words!("swr-odds-open-rebellion"),
        (TableId::Fealty, "Defy") => words!("swr-odds-defy"),
        (TableId::Fealty, "Delay") => words!("swr-odds-delay"),
        (TableId::Fealty, "Swear Fealty") => words!("swr-odds-swear-fealty"),
        (TableId::Heal, "Healed") => words!("swr-odds-healed"),
        (TableId::Heal, "Not healed") => words!("swr-odds-not-healed"),
        _ => Words::from(named.to_string()),
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
                    || crate::words!("swr-odds-paragraph", n = *paragraph),
                    |w| crate::words!("swr-odds-paragraph-does", n = *paragraph, does = w),
                ),
            Resolved::Paragraph { paragraph } => {
                crate::words!("swr-odds-paragraph-unread", n = *paragraph)
            }
            Resolved::Code { code, .. } if squads => squad_outcome(code).sentence(),
            Resolved::Code { code, .. } => code_outcome(code).sentence(),
            Resolved::Named { named, .. } => named_outcome(prep.table, named).sentence(),
            Resolved::Automatic { automatic } => {
                crate::words!("swr-odds-certain", what = automatic)
            }
            Resolved::Unknown { unknown } => {
                if !unentered.contains(unknown) {
                    unentered.push(unknown.clone());
                }
                not_entered_mark()
            }
        };
        let unread = match &line.result {
            Resolved::Paragraph { paragraph } if !known(*paragraph) => Some(*paragraph),
            _ => None,
        };
        match out.iter_mut().find(|f| f.words == words) {
            Some(f) => f.faces += line.faces,
            None => out.push(Foreseen {
                words,
                faces: line.faces,
                unread,
            }),
        }
    }
    for f in &mut out {
        if f.words == not_entered_mark() {
            f.words = not_entered(&unentered);
        }
    }
    out
}

/// The cells a roll may land on that the player has not entered yet, as a sentence: how
/// many, and the row or column they share ("Not entered from your chart yet: 10 cells of
/// the “Search” column").
fn not_entered(cells: &[crate::engine::table::CellRef]) -> Words {
    let first = cells.first();
    let shared_column = first.filter(|f| cells.iter().all(|c| c.column == f.column));
    let shared_row = first.filter(|f| cells.iter().all(|c| c.row == f.row));
    let (place, row, column) = match (shared_column, shared_row) {
        (_, Some(f)) if cells.len() == 1 => ("cell", f.row.as_str(), f.column.as_str()),
        (Some(f), _) => ("column", "", f.column.as_str()),
        (None, Some(f)) => ("row", f.row.as_str(), ""),
        (None, None) => ("none", "", ""),
    };
    crate::words!(
        "swr-odds-not-entered",
        n = cells.len(),
        place = place,
        row = row,
        column = column
    )
}

/// The odds in one line: "Paragraph 113 (prisoners freed): 40% · Paragraph 104 (not read
/// yet): 10% · …". Paragraphs not read yet that follow each other with the same chance
/// are said at once ("Paragraphs 105 to 114, not read yet: 10% each"): a listener hears
/// one phrase, not ten.
pub fn sentence(groups: &[Foreseen]) -> Words {
    let mut parts: Vec<Words> = Vec::new();
    let mut i = 0;
    while let Some(g) = groups.get(i) {
        let run = g.unread.map_or(1, |first| {
            groups
                .iter()
                .skip(i)
                .zip(first..)
                .take_while(|(h, n)| h.unread == Some(*n) && h.faces == g.faces)
                .count()
        });
        let percent = Value::percent(f64::from(g.percent()), 0);
        parts.push(match (g.unread, run) {
            (Some(from), run) if run >= 3 => crate::words!(
                "swr-odds-unread-run",
                from = from,
                to = from + u16::try_from(run - 1).unwrap_or(0),
                percent = percent
            ),
            _ => crate::words!("swr-odds-line", words = &g.words, percent = percent),
        });
        i += if run >= 3 { run } else { 1 };
    }
    Words::list(parts, Join::Dot)
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
        assert_eq!(groups[0].unread, Some(106));
        // Said in one line, the ten paragraphs are one phrase.
        crate::i18n::set_language(crate::i18n::Lang::En);
        assert_eq!(
            sentence(&groups).to_string(),
            "Paragraphs 106 to 115, not read yet: 10% each"
        );
        for g in &groups {
            for n in 99..=405 {
                if let Some(w) = paragraph_outcome(n) {
                    assert!(!g.words.to_string().contains(w.to_string().as_str()), "{w}");
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
            text.to_string()
                .starts_with("Paragraphs 106 to 112, not read yet: 10% each \u{b7} Paragraph 113"),
            "{text}"
        );
        assert!(
            text.to_string()
                .contains("Paragraph 113 (prisoners freed): 10%"),
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
        assert!(!text.to_string().contains('?'), "{text}");
        assert!(
            text.to_string()
                .starts_with("Not entered from your chart yet: ")
                && text.to_string().contains("of the \u{201c}Town\u{201d} row"),
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
