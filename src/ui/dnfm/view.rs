//! The page: header, play and log (side by side when wide, as tabs when not), the phase
//! stepper and the last outcome.

use super::{DnfmScreen, Message, PLAY_SCROLL, Tab};
use crate::games::dnfm::cards::CardSet;
use crate::games::dnfm::state::Phase;
use crate::t;
use crate::ui::style;
use crate::ui::style::size;
use iced::widget::{column, container, row, scrollable, text};
use iced::{Element, Length};

impl DnfmScreen {
    /// `wide`: the window's width when it is wide enough to show the log beside play;
    /// `narrow`: too narrow for the header and the phases on one line each (a large scale on
    /// a phone).
    pub fn view<'a>(
        &'a self,
        set: &'a CardSet,
        wide: Option<f32>,
        narrow: bool,
    ) -> Element<'a, Message> {
        let s = self.game.state();
        let header = crate::ui::widgets::game_header(
            t!("dnfm-turn-of", turn = s.turn, name = self.name.as_str()),
            Message::Home,
            self.undo_offered().then_some(Message::Undo),
            (self.game.journal.can_redo() && !self.drawing()).then_some(Message::Redo),
            narrow,
        );
        let play = self.play(set, narrow);
        let log = self.log();
        let body: Element<'a, Message> = if let Some(width) = wide {
            crate::ui::widgets::beside_log(play, log, width)
        } else {
            match (self.tab, &self.error) {
                (Tab::Play, _) => play,
                (Tab::Log, None) => log,
                // A press refused on the Log tab (a log entry tapped during a draw) is said
                // there, above the log.
                (Tab::Log, Some(e)) => column![crate::ui::widgets::error_banner(e.clone()), log]
                    .spacing(8)
                    .into(),
            }
        };
        let tabs = row![
            crate::ui::widgets::tab_button(
                t!("dnfm-tab-play"),
                self.tab == Tab::Play,
                Message::Tab(Tab::Play)
            ),
            crate::ui::widgets::tab_button(
                t!("dnfm-tab-log"),
                self.tab == Tab::Log,
                Message::Tab(Tab::Log)
            ),
        ]
        .spacing(6);
        let mut page = column![header, container(body).height(Length::Fill).clip(true)]
            .spacing(8)
            .padding(10);
        if wide.is_none() {
            page = page.push(tabs);
        }
        page.into()
    }

    fn stepper(&self, narrow: bool) -> Element<'_, Message> {
        let s = self.game.state();
        let current = match s.phase {
            Phase::Movement | Phase::Refit => 0,
            Phase::Event => 1,
            Phase::Bounty | Phase::Encounter { .. } => 2,
            Phase::Combat { .. } => 3,
        };
        let phases = [
            t!("dnfm-phase-movement"),
            t!("dnfm-phase-event"),
            t!("dnfm-phase-bounty"),
            t!("dnfm-phase-combat"),
        ];
        let mut cells: Vec<Element<'_, Message>> = Vec::new();
        for (i, name) in phases.into_iter().enumerate() {
            let t = container(text(name).size(size::SMALL).center().width(Length::Fill))
                .padding(6)
                .width(Length::Fill);
            cells.push(
                if i == current {
                    t.style(style::accent)
                } else {
                    t.style(style::chip)
                }
                .into(),
            );
        }
        // Narrow, two phases a row: four side by side ran into each other.
        if narrow {
            let mut cells = cells.into_iter();
            let first: Vec<_> = cells.by_ref().take(2).collect();
            return column![row(first).spacing(4), row(cells).spacing(4)]
                .spacing(4)
                .into();
        }
        row(cells).spacing(4).into()
    }

    fn last_outcome(&self) -> Element<'_, Message> {
        let Some(last) = self.game.journal.entries().last() else {
            return text(t!("dnfm-first-turn")).size(size::DENSE).into();
        };
        // A step that told nothing (on to the Event phase) leaves no empty card behind.
        if last.event.lines.is_empty() {
            return column![].into();
        }
        let mut c = column![text(&last.label).size(size::BODY)].spacing(3);
        for l in &last.event.lines {
            c = c.push(text(l).size(size::DENSE));
        }
        container(c)
            .padding(10)
            .style(style::card)
            .width(Length::Fill)
            .into()
    }

    fn play(&self, set: &CardSet, narrow: bool) -> Element<'_, Message> {
        let mut c = column![self.stepper(narrow)].spacing(10);
        // While cards are entered, an error shows in the picker's header (see `faces`).
        if let Some(e) = self.error.as_ref().filter(|_| self.waiting.is_none()) {
            c = c.push(
                container(text(e.clone()))
                    .padding(8)
                    .style(style::banner)
                    .width(Length::Fill),
            );
        }
        c = c.push(self.faces(set));
        c = c.push(self.choices(set));
        // The last action's cards stay out of the way of a draw under way (the last
        // round's dice are not this round's).
        if !self.drawing() {
            c = c.push(self.drawn(set));
        }
        c = c.push(self.last_outcome());
        c = c.push(
            container(self.ship(set))
                .padding(10)
                .style(style::card)
                .width(Length::Fill),
        );
        c = c.push(
            container(self.map())
                .padding(10)
                .style(style::card)
                .width(Length::Fill),
        );
        scrollable(c.padding(iced::padding::right(14)))
            .id(PLAY_SCROLL)
            .on_scroll(|v| Message::Scrolled(v.absolute_offset()))
            .into()
    }

    /// How many entries of the turn log are in effect.
    pub fn outcomes(&self) -> usize {
        self.game.journal.entries().len()
    }

    /// The newest entry of the turn log in words, as the log shows it (what the page's
    /// live region says after an action).
    pub fn newest_outcome(&self) -> Option<String> {
        crate::ui::widgets::newest_outcome(&self.game.journal, |e| &e.lines)
    }

    fn log(&self) -> Element<'_, Message> {
        let journal = &self.game.journal;
        let going_back = self.going_back.map(|i| {
            crate::ui::widgets::GoingBack::to_entry(
                journal,
                i,
                Message::ConfirmGoTo,
                Message::CancelGoTo,
            )
        });
        crate::ui::widgets::log_view(
            crate::ui::widgets::log_lines(journal, |e| &e.lines),
            Message::GoTo,
            Message::ExportLog,
            going_back,
        )
    }
}
