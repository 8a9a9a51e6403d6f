//! The Tables tab: each chart as a grid laid out as printed (die rolls across or down, as
//! the chart has them), provenance marked, every cell the rulebook does not print tappable
//! to fill in or correct from the player's own chart.

use super::Action;
use crate::engine::provenance::Provenance;
use crate::engine::table::BandAxis;
use crate::games::sherwood::SherwoodData;
use crate::games::sherwood::tables::{SherwoodResult, SherwoodTable, TableId};
use crate::t;
use crate::ui::style::size;
use crate::ui::{style, widgets};
use iced::widget::{button, column, container, row, scrollable, text};
use iced::{Element, Length};

#[derive(Default)]
pub struct Tables {
    pub chart: Option<TableId>,
    /// The cell being filled in: (row of the chart data, band).
    pub selected: Option<(usize, usize)>,
    pub answer: String,
    pub error: Option<String>,
}

#[derive(Debug, Clone)]
pub enum Message {
    Chart(TableId),
    Cell(usize, usize),
    Answer(String),
    Remember,
}

fn chart_label(id: TableId) -> String {
    match id {
        TableId::Recruiting => t!("sws-chart-recruiting"),
        TableId::Donations => t!("sws-chart-donations"),
        TableId::Raid => t!("sws-chart-raid"),
        TableId::HorseTheft => t!("sws-chart-horse-theft"),
        TableId::Sanctuary => t!("sws-chart-sanctuary"),
        TableId::Flight => t!("sws-chart-flight"),
        TableId::Fealty => t!("sws-chart-fealty"),
        TableId::KingsMen => t!("sws-chart-kings-men"),
        TableId::Heal => t!("sws-chart-healing"),
    }
}

/// A chart's name as its heading shows it.
fn chart_name(id: TableId) -> String {
    match id {
        TableId::Recruiting => t!("sws-chart-name-recruiting"),
        TableId::Donations => t!("sws-chart-name-donations"),
        TableId::Raid => t!("sws-chart-name-raid"),
        TableId::HorseTheft => t!("sws-chart-name-horse-theft"),
        TableId::Sanctuary => t!("sws-chart-name-sanctuary"),
        TableId::Flight => t!("sws-chart-name-flight"),
        TableId::Fealty => t!("sws-chart-name-fealty"),
        TableId::KingsMen => t!("sws-chart-name-kings-men"),
        TableId::Heal => t!("sws-chart-name-healing"),
    }
}

fn cell_text(r: &SherwoodResult) -> String {
    match r {
        SherwoodResult::Paragraph(n) => n.to_string(),
        SherwoodResult::Code(c) => c.raw.clone(),
        SherwoodResult::Named(n) => n.clone(),
        SherwoodResult::SquadCode(c) => c.0.clone(),
    }
}

fn unknown_in(t: &SherwoodTable) -> usize {
    t.table.unknown_cells().count()
}

impl Tables {
    fn current(&self) -> TableId {
        self.chart.unwrap_or(TableId::Recruiting)
    }

    pub fn update(&mut self, data: &SherwoodData, message: Message) -> Action {
        match message {
            Message::Chart(c) => {
                self.chart = Some(c);
                self.selected = None;
                self.error = None;
            }
            Message::Cell(r, b) => {
                self.selected = Some((r, b));
                self.answer.clear();
                self.error = None;
            }
            Message::Answer(a) => {
                self.answer = a.chars().take(32).collect();
                self.error = None;
            }
            Message::Remember => {
                let Some((r, b)) = self.selected else {
                    return Action::None;
                };
                let table = self.current();
                let chart = data.charts.get(table);
                if let Err(e) = chart.parse_result(&self.answer) {
                    self.error = Some(super::capitalised(&e.to_string()));
                    return Action::None;
                }
                let cell = chart.table.cell_ref(r, b);
                let code = self.answer.trim().to_string();
                self.answer.clear();
                self.selected = None;
                return Action::SaveCell {
                    table,
                    row: cell.row,
                    column: cell.column,
                    code,
                    resolve: true,
                };
            }
        }
        Action::None
    }

    /// `short`: a window with little height gets the charts on one row that scrolls
    /// sideways and a one-line summary, so the grid keeps room.
    pub fn view<'a>(&'a self, data: &'a SherwoodData, short: bool) -> Element<'a, Message> {
        let id = self.current();
        let chart = data.charts.get(id);
        let total: usize = data.charts.iter().map(unknown_in).sum();
        let chips: Vec<Element<'a, Message>> = TableId::ALL
            .into_iter()
            .map(|t| widgets::chip(chart_label(t), t == id, Some(Message::Chart(t))))
            .collect();
        let charts: Element<'a, Message> = if short {
            scrollable(row(chips).spacing(6).padding(iced::padding::bottom(10)))
                .direction(scrollable::Direction::Horizontal(
                    scrollable::Scrollbar::default(),
                ))
                .into()
        } else {
            widgets::chips(chips)
        };
        let summary = if short {
            t!(
                "sws-chart-summary-short",
                chart = chart_name(id),
                unknown = unknown_in(chart)
            )
        } else {
            t!(
                "sws-chart-summary",
                chart = chart_name(id),
                unknown = unknown_in(chart),
                total = total
            )
        };
        let mut c = column![charts, text(summary).size(size::SMALL)].spacing(6);
        if let Some((r, b)) = self.selected {
            let cell = chart.table.cell_ref(r, b);
            let editor = column![
                text(t!(
                    "sws-chart-cell",
                    row = cell.row.as_str(),
                    column = cell.column.as_str()
                ))
                .size(size::SMALL),
                super::cell_picker::view(
                    chart,
                    &self.answer,
                    Message::Answer,
                    Message::Remember,
                    self.error.as_deref(),
                ),
            ]
            .spacing(4);
            c = c.push(
                container(editor)
                    .padding(8)
                    .width(Length::Fill)
                    .style(style::accent),
            );
        }
        let name_width = if short { NAME_SHORT } else { NAME };
        if short {
            // Little height: one page that scrolls down, the grid in it sliding sideways
            // only, rather than a few rows in a box with scrollbars of its own.
            c = c.push(
                scrollable(grid(chart, self.selected, name_width))
                    .direction(scrollable::Direction::Horizontal(
                        scrollable::Scrollbar::default(),
                    ))
                    .width(Length::Fill),
            );
            return scrollable(c.padding(iced::padding::right(14)))
                .height(Length::Fill)
                .into();
        }
        c = c.push(
            scrollable(grid(chart, self.selected, name_width))
                .direction(scrollable::Direction::Both {
                    vertical: scrollable::Scrollbar::default(),
                    horizontal: scrollable::Scrollbar::default(),
                })
                .height(Length::Fill),
        );
        c.into()
    }
}

const CELL: f32 = 62.0;
/// The row names' column: narrower in a short window, where the names wrap onto two lines
/// and leave the cells room beside them.
const NAME: f32 = 150.0;
const NAME_SHORT: f32 = 100.0;

fn grid(
    chart: &SherwoodTable,
    selected: Option<(usize, usize)>,
    name_width: f32,
) -> Element<'_, Message> {
    let t = &chart.table;
    let bands: Vec<String> = t.bands.as_slice().iter().map(|b| b.label.clone()).collect();
    let cell = |r: usize, b: usize| -> Element<'_, Message> {
        let Some(c) = t.rows.get(r).and_then(|x| x.cells.get(b)) else {
            return text("").width(CELL).into();
        };
        let (label, mark) = match (&c.result, c.provenance) {
            (None, _) => ("?".to_string(), ""),
            (Some(res), Provenance::Inferred) => (cell_text(res), "~"),
            (Some(res), Provenance::Player) => (cell_text(res), "*"),
            (Some(res), _) => (cell_text(res), ""),
        };
        let body = text(format!("{label}{mark}"))
            .size(size::SMALL)
            .center()
            .width(Length::Fill);
        if c.provenance == Provenance::Rulebook {
            container(body).width(CELL).padding([8, 2]).into()
        } else {
            button(body)
                .on_press(Message::Cell(r, b))
                .width(CELL)
                .padding([8, 2])
                .style(if selected == Some((r, b)) {
                    crate::ui::style::button_primary
                } else if c.result.is_none() {
                    crate::ui::style::button_secondary
                } else {
                    button::text
                })
                .into()
        }
    };
    let mut g = column![].spacing(2);
    match t.band_axis {
        BandAxis::Columns => {
            let mut head = row![text("").width(name_width)].spacing(2);
            for b in &bands {
                head = head.push(text(b.clone()).size(size::CAPTION).width(CELL).center());
            }
            g = g.push(head);
            for (r, data_row) in t.rows.iter().enumerate() {
                let mut line = row![
                    text(data_row.name.clone())
                        .size(size::SMALL)
                        .width(name_width)
                ]
                .spacing(2)
                .align_y(iced::Alignment::Center);
                for b in 0..bands.len() {
                    line = line.push(cell(r, b));
                }
                g = g.push(line);
            }
        }
        BandAxis::Rows => {
            let mut head = row![text(t!("sws-chart-die")).size(size::CAPTION).width(70)].spacing(2);
            for data_row in &t.rows {
                head = head.push(
                    text(data_row.name.clone())
                        .size(size::CAPTION)
                        .width(CELL)
                        .center(),
                );
            }
            g = g.push(head);
            for (b, label) in bands.iter().enumerate() {
                let mut line = row![text(label.clone()).size(size::SMALL).width(70)]
                    .spacing(2)
                    .align_y(iced::Alignment::Center);
                for r in 0..t.rows.len() {
                    line = line.push(cell(r, b));
                }
                g = g.push(line);
            }
        }
    }
    g.padding(iced::padding::right(14).bottom(14)).into()
}
