//! A chart cell entered by taps: the results that chart can hold as chips (paragraph
//! numbers, named results), or the parts a code is built from ("2C", then "F": "2C,F"),
//! with what the cell will do before it is kept. The field takes typing as well.

use crate::games::sherwood::foresight::{code_outcome, squad_outcome};
use crate::games::sherwood::tables::{
    EntryChoices, ResultKind, SherwoodResult, SherwoodTable, add_part, drop_part, remove_part,
};
use crate::t;
use crate::ui::style::size;
use crate::ui::{style, widgets};
use iced::widget::{column, row, text, text_input};
use iced::{Element, Length};

/// What the cell as entered so far will do, or why it is not a cell of this chart. A
/// paragraph shows only its number: what it does is for the reader to reveal. Both sides
/// are shown as they are under the field (the error empty while nothing is typed), so both
/// are the player's words.
pub fn preview(chart: &SherwoodTable, answer: &str) -> Result<String, String> {
    if answer.trim().is_empty() {
        return Err(String::new());
    }
    match chart.parse_result(answer) {
        Ok(SherwoodResult::Paragraph(n)) => Ok(t!("sws-cell-read-paragraph", n = n)),
        Ok(SherwoodResult::Code(c)) => Ok(code_outcome(&c.raw).sentence().to_string()),
        Ok(SherwoodResult::SquadCode(c)) => Ok(squad_outcome(&c.0).sentence().to_string()),
        Ok(SherwoodResult::Named(n)) => Ok(chart
            .meanings
            .iter()
            .find(|(name, _)| *name == n)
            .map_or(n.clone(), |(_, m)| m.clone())),
        Err(e) => Err(super::capitalised(&e.to_string())),
    }
}

/// The picker. `on_change` gets the cell's new text; `done` keeps it (offered once the text
/// is a cell this chart can hold). `error`: why keeping it was refused, shown right under
/// the field and its Remember button, where the finger is.
pub fn view<'a, M: Clone + 'a>(
    chart: &'a SherwoodTable,
    answer: &'a str,
    on_change: impl Fn(String) -> M + Clone + 'a,
    done: M,
    error: Option<&str>,
) -> Element<'a, M> {
    let said = preview(chart, answer);
    let ok = said.is_ok();
    let typed = on_change.clone();
    let mut c = column![
        row![
            crate::ui::text_field::text_field(
                text_input(&t!("sws-cell-placeholder"), answer)
                    .style(crate::ui::style::input)
                    .on_input(typed)
                    .on_submit_maybe(ok.then(|| done.clone()))
                    .padding(12)
                    .width(Length::Fill),
                answer
            ),
            style::primary_small(t!("sws-remember"), ok.then(|| done.clone())),
        ]
        .spacing(6)
        .align_y(iced::Alignment::Center),
    ]
    .spacing(6);
    if let Some(e) = error {
        c = c.push(widgets::error_banner(e.to_string()));
    }
    match chart.entry_choices() {
        EntryChoices::Whole(choices) => {
            c = c.push(widgets::chips(
                choices
                    .into_iter()
                    .map(|choice| {
                        let picked = answer.trim() == choice;
                        widgets::chip(choice.clone(), picked, Some(on_change(choice)))
                    })
                    .collect(),
            ));
        }
        EntryChoices::Parts(parts) => {
            let hint = if chart.results == ResultKind::SquadCode {
                t!("sws-cell-parts-squad")
            } else {
                t!("sws-cell-parts")
            };
            c = c.push(text(hint).size(size::CAPTION));
            // A part already in the cell shows as chosen; one that does not go with the
            // cell so far is off, so every cell built here is one the app applies.
            let present = |part: &str| {
                if part == "*" {
                    return answer.trim_end().ends_with('*');
                }
                answer
                    .split(',')
                    .any(|p| p.trim().trim_end_matches('*') == part)
            };
            c = c.push(widgets::chips(
                parts
                    .iter()
                    .map(|part| {
                        // Tapped again, a part in the cell comes out of it.
                        let tap = if present(part) {
                            Some(on_change(remove_part(answer, part)))
                        } else {
                            chart
                                .part_offered(answer, part)
                                .then(|| on_change(add_part(answer, part)))
                        };
                        widgets::chip(part.clone(), present(part), tap)
                    })
                    .collect(),
            ));
            c = c.push(
                row![
                    style::small(
                        t!("sws-cell-last-part"),
                        (!answer.trim().is_empty()).then(|| on_change(drop_part(answer)))
                    ),
                    style::small(
                        t!("sws-cell-clear"),
                        (!answer.trim().is_empty()).then(|| on_change(String::new()))
                    ),
                ]
                .spacing(6),
            );
        }
    }
    // Below the chips, so that what it says never moves a chip under the finger.
    match &said {
        Ok(words) => {
            c = c.push(text(t!("sws-cell-will", words = words.as_str())).size(size::SMALL))
        }
        Err(e) if !e.is_empty() => c = c.push(text(e.clone()).size(size::SMALL)),
        Err(_) => {}
    }
    c.into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::sherwood::SherwoodData;
    use crate::games::sherwood::tables::TableId;

    #[test]
    fn a_cell_is_built_from_parts_and_previewed_in_words() {
        let data = SherwoodData::builtin().unwrap();
        let chart = data.charts.get(TableId::Recruiting);
        let code = add_part(&add_part("", "2C"), "F");
        assert_eq!(code, "2C,F");
        assert_eq!(preview(chart, &code), Ok("Two captured, all flee".into()));
        assert_eq!(drop_part(&code), "2C");
        assert_eq!(add_part("N", "*"), "N*");
        assert_eq!(drop_part("N*"), "N");
        assert_eq!(remove_part("MN,1I", "MN"), "1I");
        assert_eq!(remove_part("GD,1I*", "1I"), "GD*");
        assert_eq!(remove_part("N*", "*"), "N");
        assert!(preview(chart, "2X").is_err());
        let raid = data.charts.get(TableId::Raid);
        assert_eq!(preview(raid, "113"), Ok("Read paragraph 113.".into()));
        let EntryChoices::Whole(numbers) = raid.entry_choices() else {
            panic!("the Raid Table's cells are paragraphs");
        };
        assert_eq!(numbers.first().map(String::as_str), Some("99"));
        assert_eq!(numbers.last().map(String::as_str), Some("117"));
    }
}
