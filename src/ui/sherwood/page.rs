//! The Sherwood page around the tabs: the header, the tracks (short on a phone), the Royal
//! Party's orders, the tab bar or the wide layout with the log beside play.

use crate::games::sherwood::SherwoodData;
use crate::games::sherwood::state::{Ending, Fealty, SherwoodState, Track, TurnStep, marker};
use crate::t;
use crate::ui::style;
use crate::ui::style::size;
use crate::ui::widgets;
use iced::widget::{column, container, row, scrollable, text};
use iced::{Element, Length};

use super::{Message, PLAY_SCROLL, SherwoodScreen, Tab, adjust, scroll_id};
use crate::ui::platform::Capabilities;

impl SherwoodScreen {
    pub fn view<'a>(
        &'a self,
        data: &'a SherwoodData,
        wide: Option<f32>,
        short: bool,
        narrow: bool,
        imported: Option<&'a str>,
        caps: Capabilities,
    ) -> Element<'a, Message> {
        let s = self.game.state();
        let header = widgets::game_header(
            t!("sws-turn-step", turn = s.turn, step = s.step.label()),
            Message::Home,
            self.game.journal.can_undo().then_some(Message::Undo),
            self.game.journal.can_redo().then_some(Message::Redo),
            narrow,
        );
        let main = self.main_view(data, short, imported, caps);
        // Wide, the tracks head the play column beside the log; on a phone, the whole width.
        let body: Element<'a, Message> = match wide {
            Some(width) if self.tab != Tab::Log => widgets::beside_log(
                column![self.tracks(short, narrow), main].spacing(8).into(),
                self.log(),
                width,
            ),
            Some(_) => column![self.tracks(short, narrow), main].spacing(8).into(),
            None => column![
                self.tracks(short, narrow),
                container(main).height(Length::Fill).clip(true)
            ]
            .spacing(8)
            .into(),
        };
        let tabs = self.tab_bar(narrow);
        column![
            header,
            container(body).height(Length::Fill).clip(true),
            tabs
        ]
        .spacing(8)
        .padding(10)
        .into()
    }

    /// The page under the tracks: Adjust when open, otherwise the tab chosen.
    fn main_view<'a>(
        &'a self,
        data: &'a SherwoodData,
        short: bool,
        imported: Option<&'a str>,
        caps: Capabilities,
    ) -> Element<'a, Message> {
        if self.adjust.open {
            self.adjust.view(self.seen(data)).map(Message::Adjust)
        } else {
            match self.tab {
                Tab::Play => self.play_tab(data, short),
                Tab::People => scrolled(
                    Tab::People,
                    self.people.view(self.seen(data)).map(Message::People),
                ),
                Tab::Counters => self.counters.view(data, caps.keys).map(Message::Counters),
                Tab::Tables => self.tables.view(data, short).map(Message::Tables),
                Tab::Paragraphs => scrolled(
                    Tab::Paragraphs,
                    self.paragraphs
                        .view(self.seen(data), imported, caps.file_paths)
                        .map(Message::Paragraphs),
                ),
                Tab::Log => self.log(),
            }
        }
    }

    /// Play: the result and the play panel scrolling above the footer's button.
    fn play_tab<'a>(&'a self, data: &'a SherwoodData, short: bool) -> Element<'a, Message> {
        column![
            scrollable(
                column![
                    // A short window keeps only the tracks' figures fixed: the orders
                    // and the towns scroll with the page.
                    short.then(|| self.orders()),
                    self.result.view(self.seen(data)).map(Message::Result),
                    self.play.view(self.seen(data)).map(Message::Play),
                    row![
                        text(t!("sws-something-not-worked-out"))
                            .size(size::SMALL)
                            .width(Length::Fill),
                        style::small(
                            t!("sws-adjust-open"),
                            Some(Message::Adjust(adjust::Message::Open))
                        )
                    ]
                    .spacing(6)
                    .align_y(iced::Alignment::Center),
                ]
                .spacing(8)
                .padding(iced::padding::right(14)),
            )
            .id(PLAY_SCROLL)
            .on_scroll(|v| Message::Scrolled(Tab::Play, v.absolute_offset()))
            .height(Length::Fill),
            self.play
                .footer(self.seen(data))
                .map(|f| f.map(Message::Play)),
        ]
        .spacing(8)
        .into()
    }

    /// The tab bar; too narrow for five labels side by side, two rows.
    fn tab_bar(&self, narrow: bool) -> Element<'_, Message> {
        let on = |t: Tab| self.tab == t;
        let tabs = [
            widgets::tab_button(t!("sws-tab-play"), on(Tab::Play), Message::Tab(Tab::Play)),
            widgets::tab_button(
                t!("sws-tab-people"),
                on(Tab::People) || on(Tab::Counters),
                Message::Tab(Tab::People),
            ),
            widgets::tab_button(
                t!("sws-tab-tables"),
                on(Tab::Tables),
                Message::Tab(Tab::Tables),
            ),
            widgets::tab_button(
                t!("sws-tab-paragraphs"),
                on(Tab::Paragraphs),
                Message::Tab(Tab::Paragraphs),
            ),
            widgets::tab_button(t!("sws-tab-log"), on(Tab::Log), Message::Tab(Tab::Log)),
        ];
        // Too narrow for five labels side by side (a large scale on a phone): two rows.
        if narrow {
            let mut tabs = tabs.into_iter();
            let first: Vec<_> = tabs.by_ref().take(3).collect();
            column![row(first).spacing(4), row(tabs).spacing(4)]
                .spacing(4)
                .into()
        } else {
            row(tabs).spacing(4).into()
        }
    }

    /// The tracks, the turn's steps, the orders and the towns. `short`: a window with
    /// little height keeps only the tracks' figures (the header names the step) and the
    /// Play page shows the rest. `narrow` (a large scale): a track a row, the steps two by
    /// two, so no name is squeezed into a third of a phone's width.
    pub(super) fn tracks(&self, short: bool, narrow: bool) -> Element<'_, Message> {
        let s = self.game.state();
        let steps = step_chips(s);
        let mut c = if short {
            column![
                row![
                    track_compact(s, Track::Witchcraft),
                    track_compact(s, Track::Warchest),
                    track_compact(s, Track::RoyalMorale)
                ]
                .spacing(6)
            ]
        } else if narrow {
            let [a, b, c, d] = steps;
            column![
                track_line(s, Track::Witchcraft),
                track_line(s, Track::Warchest),
                track_line(s, Track::RoyalMorale),
                row![a, b].spacing(4),
                row![c, d].spacing(4),
                self.orders(),
            ]
        } else {
            column![
                row![
                    track_card(s, Track::Witchcraft),
                    track_card(s, Track::Warchest),
                    track_card(s, Track::RoyalMorale)
                ]
                .spacing(6),
                row(steps).spacing(4),
                self.orders(),
            ]
        }
        .spacing(4);
        if let Some(end) = s.end {
            c = c.push(
                container(text(end.describe()))
                    .padding(8)
                    .width(Length::Fill)
                    .style(if end == Ending::Won {
                        style::good
                    } else {
                        style::banner
                    }),
            );
        }
        c.into()
    }

    /// The King's orders, where the Royal Party is, and each town's fealty.
    pub(super) fn orders(&self) -> Element<'_, Message> {
        let s = self.game.state();
        let party = s
            .royal_party
            .location
            .space_shown()
            .unwrap_or_else(|| "—".into());
        let towns: Vec<String> = s
            .towns
            .iter()
            .map(|t| match t.fealty {
                Fealty::Unsworn => t.name.to_string(),
                Fealty::Sworn => t!("sws-town-sworn", town = t.name.to_string()),
                Fealty::OpenRebellion => t!("sws-town-rebellion", town = t.name.to_string()),
            })
            .collect();
        column![
            widgets::badged(
                crate::print::icons::kind_icon(
                    crate::games::sherwood::persons::PersonKind::RoyalParty
                ),
                t!(
                    "sws-orders-and-party",
                    orders = s.orders.label(),
                    party = party,
                    held = if s.royal_party.held { "yes" } else { "no" }
                ),
                size::SMALL
            ),
            text(towns.join(" · ")).size(size::SMALL),
        ]
        .spacing(4)
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

    pub(super) fn log(&self) -> Element<'_, Message> {
        let journal = &self.game.journal;
        let going_back = self.going_back.map(|i| {
            widgets::GoingBack::to_entry(journal, i, Message::ConfirmGoTo, Message::CancelGoTo)
        });
        widgets::log_view(
            widgets::log_lines(journal, |e| &e.lines),
            Message::GoTo,
            Message::ExportLog,
            going_back,
        )
    }
}

/// A tab's page in a scrollable of its own that tells where it is scrolled to.
fn scrolled(tab: Tab, content: Element<'_, Message>) -> Element<'_, Message> {
    let mut page = scrollable(content);
    if let Some(id) = scroll_id(tab) {
        page = page.id(id);
    }
    page.on_scroll(move |v| Message::Scrolled(tab, v.absolute_offset()))
        .into()
}

/// A track in a card of its own: its figure large, its box below.
fn track_card<'a>(s: &SherwoodState, t: Track) -> Element<'a, Message> {
    let v = s.tracks.get(t);
    let (b, plus) = marker(v);
    container(
        column![
            widgets::badged(crate::print::icons::track_icon(t), t.label(), size::SMALL),
            text(v.to_string()).size(size::TITLE),
            text(if plus {
                t!("sws-track-box-plus", b = b)
            } else {
                t!("sws-track-box", b = b)
            })
            .size(size::CAPTION),
        ]
        .width(Length::Fill)
        .align_x(iced::Alignment::Center),
    )
    .padding(6)
    .width(Length::Fill)
    .style(style::card)
    .into()
}

/// A track on a row of its own (`narrow`): its name, then its figure and box.
fn track_line<'a>(s: &SherwoodState, t: Track) -> Element<'a, Message> {
    let v = s.tracks.get(t);
    let (b, plus) = marker(v);
    container(
        row![
            widgets::badged(crate::print::icons::track_icon(t), t.label(), size::SMALL)
                .width(Length::Fill),
            column![
                text(v.to_string()).size(size::LEAD),
                text(if plus {
                    t!("sws-track-box-plus", b = b)
                } else {
                    t!("sws-track-box", b = b)
                })
                .size(size::CAPTION),
            ]
            .align_x(iced::Alignment::End),
        ]
        .spacing(6)
        .align_y(iced::Alignment::Center),
    )
    .padding([4, 8])
    .width(Length::Fill)
    .style(style::card)
    .into()
}

/// A track's icon and figure only (`short`).
fn track_compact<'a>(s: &SherwoodState, t: Track) -> Element<'a, Message> {
    container(widgets::badged(
        crate::print::icons::track_icon(t),
        s.tracks.get(t).to_string(),
        size::LEAD,
    ))
    .padding([2, 8])
    .width(Length::Fill)
    .center_x(Length::Fill)
    .style(style::card)
    .into()
}

/// The turn's four steps, the one under way marked.
fn step_chips<'a>(s: &SherwoodState) -> [Element<'a, Message>; 4] {
    [
        TurnStep::RebelActions,
        TurnStep::Expenses,
        TurnStep::KingsMen,
        TurnStep::RoyalParty,
    ]
    .map(|st| {
        let short = match st {
            TurnStep::RebelActions => t!("sws-step-actions"),
            TurnStep::Expenses => t!("sws-step-expenses"),
            TurnStep::KingsMen => t!("sws-step-kings-men"),
            TurnStep::RoyalParty => t!("sws-step-royal-party"),
        };
        let here = st == s.step;
        container(text(short).size(size::SMALL).center().width(Length::Fill))
            .padding(4)
            .width(Length::Fill)
            .style(if here { style::accent } else { style::chip })
            .into()
    })
}
