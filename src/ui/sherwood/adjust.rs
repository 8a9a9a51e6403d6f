//! Adjust: a manual correction of a track, a person (side, status, place) or a squad, for
//! the results the app does not interpret (a King's Men code, a table mistake). Each one is
//! logged and undoable like any action.

use super::people::{Named, short_name};
use super::play::{PlaceChoice, destinations};
use super::{Action, act};
use crate::games::sherwood::actions::Action as Act;
use crate::games::sherwood::effects::Change;
use crate::games::sherwood::game::SherwoodGame;
use crate::games::sherwood::situation::RoyalOrders;
use crate::games::sherwood::state::{Fealty, Location, PersonState, SherwoodState, Side, Track};
use crate::games::sherwood::{PersonId, SherwoodData, SpaceId, SquadId};
use crate::t;
use crate::ui::sherwood::{GameMut, GameRef};
use crate::ui::style::size;
use crate::ui::widgets::ListKey;
use crate::ui::{style, widgets};
use iced::widget::{column, container, row, scrollable, text};
use iced::{Element, Length};

#[derive(Default)]
pub struct Adjust {
    /// The drop-down open now, if any.
    pub open_list: Option<ListKey>,
    pub open: bool,
    pub person: Option<PersonId>,
    pub prison: Option<SpaceId>,
    pub squad: Option<SquadId>,
    pub error: Option<String>,
    /// The part of the page whose control met the error: it shows there, by the finger.
    error_part: Part,
}

/// The parts of the Adjust page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
enum Part {
    #[default]
    Tracks,
    Person,
    Squad,
    Towns,
}

impl Part {
    /// Where the control of a change sits.
    fn of(change: &Change) -> Part {
        match change {
            Change::Track { .. } | Change::Orders { .. } => Part::Tracks,
            Change::MoveSquad { .. } | Change::RecruitSquad { .. } => Part::Squad,
            Change::Fealty { .. } => Part::Towns,
            _ => Part::Person,
        }
    }
}

#[derive(Debug, Clone)]
pub enum Message {
    /// A dropdown opened or closed (Esc closes an open one first).
    /// Opens a drop-down (or closes it: `None`).
    Menu(Option<ListKey>),
    Open,
    Close,
    Apply(Change),
    Person(Named),
    Prison(SpaceId),
    PersonTo(PlaceChoice),
    Squad(SquadId),
    SquadTo(PlaceChoice),
}

impl Adjust {
    fn apply(&mut self, game: &mut SherwoodGame, data: &SherwoodData, change: Change) -> Action {
        self.error_part = Part::of(&change);
        match act(game, data, Act::Apply { change }, &[]) {
            Ok(()) => Action::Changed,
            Err(e) => {
                self.error = Some(e);
                Action::None
            }
        }
    }

    pub fn update(&mut self, cx: GameMut<'_>, message: Message) -> Action {
        let GameMut { game, data } = cx;
        // Anything else done closes an open drop-down (a choice picked closes its own).
        if !matches!(message, Message::Menu(_)) {
            self.open_list = None;
        }
        match message {
            Message::Menu(key) => self.open_list = key,
            Message::Open => self.open = true,
            Message::Close => self.open = false,
            Message::Apply(c) => return self.apply(game, data, c),
            Message::Person(n) => {
                self.person = Some(n.id);
                self.error = None;
            }
            Message::Prison(p) => self.prison = Some(p),
            Message::PersonTo(place) => {
                let Some(person) = self.person.clone() else {
                    return Action::None;
                };
                // A kind of space becomes a place named in play, as the engine names it.
                let mut probe = game.state().clone();
                let to =
                    match crate::games::sherwood::actions::place(data, &mut probe, &place.value) {
                        Ok(_) if probe.places.len() > game.state().places.len() => {
                            self.error_part = Part::Person;
                            self.error = Some(t!("sws-adjust-pick-named-place"));
                            return Action::None;
                        }
                        Ok(name) => name,
                        Err(e) => {
                            self.error_part = Part::Person;
                            self.error = Some(super::capitalised(&e.to_string()));
                            return Action::None;
                        }
                    };
                return self.apply(
                    game,
                    data,
                    Change::Move {
                        person,
                        to: Location::Space(to),
                    },
                );
            }
            Message::Squad(q) => self.squad = Some(q),
            Message::SquadTo(place) => {
                let Some(squad) = self.squad.clone() else {
                    return Action::None;
                };
                return self.apply(
                    game,
                    data,
                    Change::MoveSquad {
                        squad,
                        to: Location::Space(place.value),
                    },
                );
            }
        }
        Action::None
    }

    pub fn view<'a>(&'a self, cx: GameRef<'a>) -> Element<'a, Message> {
        let GameRef { game, data, .. } = cx;
        let s = game.state();
        let c = column![
            row![
                style::heading(t!("sws-adjust")).width(Length::Fill),
                style::small(t!("sws-adjust-done"), Some(Message::Close))
            ]
            .align_y(iced::Alignment::Center),
            text(t!("sws-adjust-about")).size(size::SMALL),
            container(self.tracks(s)).padding(8).style(style::card),
            container(self.person_section(cx))
                .padding(8)
                .style(style::card),
            container(self.squad_section(data, s))
                .padding(8)
                .style(style::card),
            container(self.towns(s)).padding(8).style(style::card),
        ]
        .spacing(8);
        scrollable(c.padding(iced::padding::right(14))).into()
    }

    /// A refusal shows in the part of the page whose control was tapped.
    fn refused<'a>(&'a self, part: Part) -> Option<Element<'a, Message>> {
        self.error
            .as_ref()
            .filter(|_| self.error_part == part)
            .map(|e| widgets::error_banner(e.clone()))
    }

    fn tracks<'a>(&'a self, s: &'a SherwoodState) -> iced::widget::Column<'a, Message> {
        let mut tracks = column![text(t!("sws-adjust-tracks")).size(size::BODY)].spacing(4);
        for t in Track::ALL {
            let v = s.tracks.get(t);
            tracks = tracks.push(
                row![
                    text(format!("{} {v}", t.label()))
                        .size(size::DENSE)
                        .width(Length::Fill),
                    style::small(
                        "−1",
                        Some(Message::Apply(Change::Track {
                            track: t,
                            delta: -1
                        }))
                    ),
                    style::small(
                        "+1",
                        Some(Message::Apply(Change::Track { track: t, delta: 1 }))
                    ),
                ]
                .spacing(6)
                .align_y(iced::Alignment::Center),
            );
        }
        let next_orders = match s.orders {
            RoyalOrders::Patrol => Some(RoyalOrders::Search),
            RoyalOrders::Search => Some(RoyalOrders::Seize),
            RoyalOrders::Seize => None,
        };
        tracks = tracks.push(style::small(
            match next_orders {
                Some(o) => t!(
                    "sws-adjust-orders-next",
                    from = s.orders.label(),
                    to = o.label()
                ),
                None => t!("sws-adjust-orders-last"),
            },
            next_orders.map(|orders| Message::Apply(Change::Orders { orders })),
        ));
        if let Some(e) = self.refused(Part::Tracks) {
            tracks = tracks.push(e);
        }
        tracks
    }

    fn person_section<'a>(&'a self, cx: GameRef<'a>) -> iced::widget::Column<'a, Message> {
        let GameRef { game, data, .. } = cx;
        let s = game.state();
        // Who the player has not seen stays out of the list (see `hidden`).
        let people: Vec<Named> = s
            .persons
            .iter()
            .filter(|p| !super::people::unseen(game, data, p))
            .map(|p| Named::of(data, &p.id))
            .collect();
        let chosen = self
            .person
            .as_ref()
            .and_then(|id| people.iter().find(|n| &n.id == id).cloned());
        let mut person = column![
            text(t!("sws-adjust-a-person")).size(size::BODY),
            widgets::drop_down(
                ("adjust", 0),
                self.open_list,
                people,
                chosen,
                &t!("sws-adjust-who"),
                Message::Menu,
                Message::Person
            )
        ]
        .spacing(6);
        if let Some(p) = self.person.as_ref().and_then(|id| s.person(id)) {
            person = person.push(
                text(t!(
                    "sws-adjust-person-status",
                    name = short_name(data, &p.id),
                    status = person_status(p)
                ))
                .size(size::SMALL),
            );
            person = person.push(widgets::chips(person_buttons(p)));
            if let Some(e) = self.refused(Part::Person) {
                person = person.push(e);
            }
            if !p.imprisoned {
                person = person.push(self.imprison_row(data, s, p.id.clone()));
                person = person.push(widgets::drop_down(
                    ("adjust", 2),
                    self.open_list,
                    destinations(data, s),
                    None::<PlaceChoice>,
                    &t!("sws-adjust-put-at"),
                    Message::Menu,
                    Message::PersonTo,
                ));
            }
        }
        person
    }

    fn imprison_row<'a>(
        &'a self,
        data: &'a SherwoodData,
        s: &'a SherwoodState,
        id: PersonId,
    ) -> iced::widget::Row<'a, Message> {
        row![
            widgets::drop_down(
                ("adjust", 1),
                self.open_list,
                s.prisons(data),
                self.prison.clone(),
                &t!("sws-adjust-imprison-at"),
                Message::Menu,
                Message::Prison
            ),
            style::small(
                t!("sws-adjust-imprison"),
                self.prison
                    .clone()
                    .map(|pr| Message::Apply(Change::Capture {
                        person: id.clone(),
                        prison: Some(pr),
                    }))
            ),
        ]
        .spacing(6)
    }

    fn squad_section<'a>(
        &'a self,
        data: &'a SherwoodData,
        s: &'a SherwoodState,
    ) -> iced::widget::Column<'a, Message> {
        let squads: Vec<SquadId> = s.squads.iter().map(|q| q.name.clone()).collect();
        let mut squad = column![
            text(t!("sws-adjust-a-squad")).size(size::BODY),
            widgets::drop_down(
                ("adjust", 3),
                self.open_list,
                squads,
                self.squad.clone(),
                &t!("sws-adjust-which-squad"),
                Message::Menu,
                Message::Squad
            )
        ]
        .spacing(6);
        if let Some(q) = self
            .squad
            .as_ref()
            .and_then(|n| s.squads.iter().find(|x| x.name == *n))
        {
            squad = squad.push(
                text(t!(
                    "sws-adjust-squad-at",
                    place = q.location.space().unwrap_or("—"),
                    yours = if q.recruited { "yes" } else { "no" }
                ))
                .size(size::SMALL),
            );
            squad = squad.push(widgets::drop_down(
                ("adjust", 4),
                self.open_list,
                s.space_names(data)
                    .into_iter()
                    .map(PlaceChoice::named)
                    .collect::<Vec<_>>(),
                None::<PlaceChoice>,
                &t!("sws-adjust-move-it-to"),
                Message::Menu,
                Message::SquadTo,
            ));
            if !q.recruited {
                squad = squad.push(style::small(
                    t!("sws-adjust-squad-joins"),
                    Some(Message::Apply(Change::RecruitSquad {
                        squad: q.name.clone(),
                    })),
                ));
            }
        }
        if let Some(e) = self.refused(Part::Squad) {
            squad = squad.push(e);
        }
        squad
    }

    fn towns<'a>(&'a self, s: &'a SherwoodState) -> iced::widget::Column<'a, Message> {
        let mut towns = column![text(t!("sws-adjust-towns")).size(size::BODY)].spacing(4);
        for t in &s.towns {
            let fealty = match t.fealty {
                Fealty::Unsworn => t!("sws-adjust-not-sworn"),
                Fealty::Sworn => t!("sws-adjust-sworn"),
                Fealty::OpenRebellion => t!("sws-adjust-in-rebellion"),
            };
            let mut line = row![
                text(t!(
                    "sws-adjust-town-fealty",
                    town = t.name.to_string(),
                    fealty = fealty
                ))
                .size(size::SMALL)
                .width(Length::Fill)
            ]
            .spacing(6)
            .align_y(iced::Alignment::Center);
            if t.fealty != Fealty::Sworn {
                line = line.push(style::small(
                    t!("sws-adjust-swear"),
                    Some(Message::Apply(Change::Fealty {
                        town: t.name.clone(),
                        fealty: Fealty::Sworn,
                    })),
                ));
            }
            towns = towns.push(line);
        }
        if let Some(e) = self.refused(Part::Towns) {
            towns = towns.push(e);
        }
        towns
    }
}

/// What a person is now, in words: their side, prison, wound and place.
fn person_status(p: &PersonState) -> String {
    [
        if p.side == Side::Controlled {
            t!("sws-adjust-yours")
        } else {
            t!("sws-adjust-not-yours")
        },
        if p.imprisoned {
            t!("sws-adjust-imprisoned")
        } else {
            String::new()
        },
        if p.injured {
            t!("sws-adjust-injured")
        } else {
            String::new()
        },
        match &p.location {
            Location::Space(x) => t!("sws-adjust-at", place = x.to_string()),
            Location::Enterprise => t!("sws-adjust-aboard"),
            Location::OffMap => t!("sws-adjust-off-map"),
            Location::Unseen => t!("sws-adjust-hidden-prisoner"),
        },
    ]
    .concat()
}

/// The changes that apply to a person as they are now.
fn person_buttons<'a>(p: &PersonState) -> Vec<Element<'a, Message>> {
    let id = p.id.clone();
    let ch = |c: Change| Some(Message::Apply(c));
    let mut buttons: Vec<Element<'a, Message>> = Vec::new();
    if p.side != Side::Controlled && !p.imprisoned {
        buttons.push(style::small(
            t!("sws-adjust-joins-you"),
            ch(Change::Recruit { person: id.clone() }),
        ));
    }
    if p.side == Side::Controlled && !p.imprisoned {
        buttons.push(style::small(
            t!("sws-adjust-leaves-you"),
            ch(Change::Leave { person: id.clone() }),
        ));
    }
    buttons.push(if p.injured {
        style::small(
            t!("sws-adjust-healed"),
            ch(Change::Heal { person: id.clone() }),
        )
    } else {
        style::small(
            t!("sws-adjust-injure"),
            ch(Change::Injure { person: id.clone() }),
        )
    });
    if p.imprisoned && p.location != Location::Unseen {
        buttons.push(style::small(
            t!("sws-adjust-freed"),
            ch(Change::Free { person: id.clone() }),
        ));
    }
    buttons.push(style::small(
        if p.sanctuary.is_some() {
            t!("sws-adjust-leaves-sanctuary")
        } else {
            t!("sws-adjust-in-sanctuary")
        },
        ch(Change::Sanctuary {
            person: id.clone(),
            until_turn: None,
            granted: p.sanctuary.is_none(),
        }),
    ));
    buttons.push(style::small(
        if p.horse {
            t!("sws-adjust-no-horse")
        } else {
            t!("sws-adjust-has-horse")
        },
        ch(Change::Horse {
            person: id.clone(),
            has: !p.horse,
        }),
    ));
    if p.location != Location::OffMap && !p.imprisoned {
        buttons.push(style::small(
            t!("sws-adjust-set-aside"),
            ch(Change::SetAside { person: id.clone() }),
        ));
    }
    buttons
}
