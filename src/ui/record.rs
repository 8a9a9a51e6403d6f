//! Your record: for each game and mode, played / won / lost with the win rate, how games were
//! lost, the longest run of wins and the average turns; a chart of wins and losses in the
//! order the games ended; and every play, newest first (one whose save still exists opens).

use super::style;
use crate::i18n;
use crate::store::record::{Play, Record, stats};
use crate::store::saves::{self, GameKind, SaveInfo};
use crate::store::storage::Storage;
use crate::t;
use crate::ui::style::size;
use iced::widget::canvas::{self, Frame, Geometry, Path};
use iced::widget::{Canvas, column, container, row, scrollable, text};
use iced::{Element, Length, Point, Rectangle, Renderer, Size, Theme, mouse};

/// The record page's scrollable.
pub const SCROLL: &str = "record";

#[derive(Debug, Clone)]
pub struct RecordScreen {
    pub record: Record,
    /// Why the stored record could not be read (it is kept as it is).
    pub problem: Option<String>,
    /// The saves there are now: a play whose save is among them opens it.
    pub saves: Vec<SaveInfo>,
}

#[derive(Debug, Clone)]
pub enum Message {
    Home,
    /// A play of `record.plays`, by its index there.
    Open(usize),
}

pub enum Action {
    None,
    Home,
    Open(crate::store::saves::SaveKey, GameKind),
}

impl RecordScreen {
    /// The record and the saves as they are now (blocking: run it off the UI thread).
    pub fn read(storage: &dyn Storage) -> RecordScreen {
        let (record, problem) = Record::load_from(storage);
        RecordScreen {
            record,
            problem: problem.map(|e| e.to_string()),
            saves: saves::list_in(storage),
        }
    }

    pub fn update(&self, message: Message) -> Action {
        match message {
            Message::Home => Action::Home,
            Message::Open(i) => match self.record.plays.get(i) {
                Some(p) => self
                    .save_of(p)
                    .map_or(Action::None, |save| Action::Open(save.key.clone(), p.game)),
                None => Action::None,
            },
        }
    }

    fn save_of(&self, p: &Play) -> Option<&SaveInfo> {
        self.saves
            .iter()
            .find(|s| s.key == p.save && s.problem.is_none())
    }

    pub fn view(&self) -> Element<'_, Message> {
        let header = row![
            style::small(t!("game-home"), Some(Message::Home)),
            style::heading(t!("record-heading")).width(Length::Fill),
        ]
        .spacing(10)
        .align_y(iced::Alignment::Center);
        let mut page = column![header].spacing(14);
        if let Some(problem) = &self.problem {
            page = page.push(crate::ui::widgets::error_banner(problem.clone()));
        }
        if self.record.plays.is_empty() {
            page = page.push(text(t!("record-empty")).size(size::BODY));
        }
        for game in [GameKind::Dnfm, GameKind::Sherwood] {
            for physical in [false, true] {
                if let Some(card) = self.summary(game, physical) {
                    page = page.push(card);
                }
            }
        }
        if !self.record.plays.is_empty() {
            page = page.push(self.plays());
        }
        scrollable(container(page).padding(14).max_width(720))
            .id(SCROLL)
            .width(Length::Fill)
            .height(Length::Fill)
            .into()
    }

    /// One game and mode summed up, with its chart; `None` when it was never played so.
    fn summary(&self, game: GameKind, physical: bool) -> Option<Element<'_, Message>> {
        let s = stats(&self.record, game, Some(physical));
        if s.played == 0 {
            return None;
        }
        // What the player draws or rolls by hand: Dice Cards in the one game, a d10 in
        // the other.
        let mode = match (physical, game) {
            (true, GameKind::Dnfm) => t!("record-mode-dnfm-physical"),
            (true, GameKind::Sherwood) => t!("record-mode-sherwood-physical"),
            (false, GameKind::Dnfm) => t!("record-mode-dnfm-digital"),
            (false, GameKind::Sherwood) => t!("record-mode-sherwood-digital"),
        };
        let mut c = column![
            text(t!("record-game-mode", game = game.title(), mode = mode)).size(size::BODY),
            text(s.summary()).size(size::HEADING),
        ]
        .spacing(4);
        for (how, n) in &s.ways_lost {
            c = c.push(
                text(t!("record-ways-lost", how = how.words(), count = *n)).size(size::DENSE),
            );
        }
        let mut facts = vec![t!("record-longest-run", count = s.longest_win_run)];
        if let Some(turns) = s.average_turns {
            facts.push(t!(
                "record-average-turns",
                turns = i18n::decimal(turns, 1),
                kind = game.key()
            ));
        }
        c = c.push(text(facts.join(" · ")).size(size::DENSE));
        let mut results: Vec<&Play> = self
            .record
            .of(Some(game))
            .filter(|p| p.physical == physical)
            .collect();
        results.sort_by_key(|p| p.ended_at);
        c = c.push(
            Canvas::new(Chart {
                wins: results.iter().map(|p| p.won()).collect(),
            })
            .width(Length::Fill)
            .height(Length::Fixed(CHART_HEIGHT)),
        );
        c = c.push(text(t!("record-chart-about")).size(size::SMALL));
        Some(
            container(c)
                .padding(14)
                .style(style::card)
                .width(Length::Fill)
                .into(),
        )
    }

    /// Every play, newest first.
    fn plays(&self) -> Element<'_, Message> {
        let mut order: Vec<(usize, &Play)> = self.record.plays.iter().enumerate().collect();
        order.sort_by_key(|(_, p)| std::cmp::Reverse(p.ended_at));
        let mut c = column![text(t!("record-every-play")).size(size::BODY)].spacing(6);
        for (i, p) in order {
            let line = column![
                text(t!(
                    "record-play-name",
                    name = p.name.as_str(),
                    how = p.how.words()
                ))
                .size(size::DENSE),
                // A physical game's seed draws nothing the player sees: not shown.
                text(if p.physical {
                    t!(
                        "record-play-physical",
                        game = p.game.title(),
                        kind = p.game.key(),
                        turn = p.turns
                    )
                } else {
                    t!(
                        "record-play-digital",
                        game = p.game.title(),
                        kind = p.game.key(),
                        seed = p.seed.to_string(),
                        turn = p.turns
                    )
                })
                .size(size::SMALL),
            ]
            .spacing(2)
            .width(Length::Fill);
            let r = if self.save_of(p).is_some() {
                row![
                    line,
                    style::small(t!("record-open"), Some(Message::Open(i)))
                ]
            } else {
                row![line.push(text(t!("record-save-gone")).size(size::SMALL))]
            };
            c = c.push(r.spacing(8).align_y(iced::Alignment::Center));
        }
        container(c)
            .padding(14)
            .style(style::card)
            .width(Length::Fill)
            .into()
    }
}

const CHART_HEIGHT: f32 = 64.0;

/// Wins and losses in the order they came: a bar up for a win, down for a loss.
struct Chart {
    wins: Vec<bool>,
}

impl<M> canvas::Program<M> for Chart {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        let palette = theme.extended_palette();
        let middle = bounds.height / 2.0;
        frame.fill(
            &Path::rectangle(Point::new(0.0, middle - 0.5), Size::new(bounds.width, 1.0)),
            palette.background.strong.color,
        );
        let n = self.wins.len().max(1) as f32;
        let step = (bounds.width / n).min(18.0);
        let bar = (step * 0.7).max(1.0);
        let tall = middle - 4.0;
        for (i, won) in self.wins.iter().enumerate() {
            let x = i as f32 * step + (step - bar) / 2.0;
            let (y, colour) = if *won {
                (middle - tall, palette.success.base.color)
            } else {
                (middle, palette.danger.base.color)
            };
            frame.fill(
                &Path::rectangle(Point::new(x, y), Size::new(bar, tall)),
                colour,
            );
        }
        vec![frame.into_geometry()]
    }
}
