//! The People tab: everyone as a counter in their kind's colour, with values and status;
//! tap one to read their ability. In a physical setup, the prisoner counters on the map by
//! colour, as the player sees them.

use super::{Action, act};
use crate::games::sherwood::actions::Action as Act;
use crate::games::sherwood::effects::Change;
use crate::games::sherwood::game::SherwoodGame;
use crate::games::sherwood::hidden;
use crate::games::sherwood::paragraphs;
use crate::games::sherwood::persons::{PersonKind, Stat};
use crate::games::sherwood::state::{Colour, Location, PersonState, SetupDraw, Side};
use crate::games::sherwood::{PersonId, SherwoodData, SpaceId};
use crate::print::sherwood::kind_colour;
use crate::t;
use crate::ui::sherwood::{GameMut, GameRef};
use crate::ui::style::size;
use crate::ui::{style, widgets};
use iced::widget::{button, column, container, row, text};
use iced::{Element, Length};

pub fn person_name(data: &SherwoodData, id: &str) -> String {
    data.roster
        .get(id)
        .map_or_else(|| id.to_string(), |p| p.name.clone())
}

/// The name a player uses at the table: the counter's short name where it has one.
pub fn short_name(data: &SherwoodData, id: &str) -> String {
    data.roster.get(id).map_or_else(
        || id.to_string(),
        |p| p.aliases.first().cloned().unwrap_or_else(|| p.name.clone()),
    )
}

/// The short names of `ids`, joined by `between`.
pub fn short_names(data: &SherwoodData, ids: &[PersonId], between: &str) -> String {
    ids.iter()
        .map(|id| short_name(data, id))
        .collect::<Vec<_>>()
        .join(between)
}

/// A person in a pick list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Named {
    pub id: PersonId,
    pub name: String,
}

impl Named {
    pub fn of(data: &SherwoodData, id: &str) -> Named {
        Named {
            id: id.into(),
            name: person_name(data, id),
        }
    }
}

impl std::fmt::Display for Named {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.name)
    }
}

/// Whether the player may know who this is, or where they lie: see `hidden::is_unseen`.
pub fn unseen(game: &SherwoodGame, data: &SherwoodData, p: &PersonState) -> bool {
    hidden::is_unseen(data, game.state(), game.setup.draw, p)
}

/// Whether a person's ability paragraph may be read without the spoiler guard: one of yours
/// (the rules have you read it on joining), or already revealed.
pub fn may_read(game: &SherwoodGame, data: &SherwoodData, id: &str) -> bool {
    let yours = game
        .state()
        .person(id)
        .is_some_and(|p| p.side == Side::Controlled);
    let n = data.roster.get(id).and_then(|p| p.paragraph);
    yours || n.is_some_and(|n| game.reader.is_revealed(n))
}

#[derive(Default)]
pub struct People {
    pub open: Option<PersonId>,
    pub error: Option<String>,
}

#[derive(Debug, Clone)]
pub enum Message {
    Open(PersonId),
    Close,
    OpenCounters,
    /// Reveal a paragraph the player chose to read (a spoiler for one not yet yours).
    Reveal(u16),
    Record {
        space: SpaceId,
        archon: u8,
        neutral: u8,
        unknown: u8,
    },
}

impl People {
    pub fn update(&mut self, cx: GameMut<'_>, message: Message) -> Action {
        let GameMut { game, data } = cx;
        match message {
            Message::Open(id) => self.open = Some(id),
            Message::Close => self.open = None,
            Message::OpenCounters => {}
            Message::Reveal(n) => {
                let _ = game.reader.reveal(
                    n,
                    crate::games::sherwood::reader::Why::Asked { confirmed: true },
                );
                return Action::Keep;
            }
            Message::Record {
                space,
                archon,
                neutral,
                unknown,
            } => {
                let change = Change::RecordPrisoners {
                    space,
                    archon,
                    neutral,
                    unknown,
                };
                return match act(game, data, Act::Apply { change }, &[]) {
                    Ok(()) => Action::Changed,
                    Err(e) => {
                        self.error = Some(e);
                        Action::None
                    }
                };
            }
        }
        Action::None
    }

    pub fn view<'a>(&'a self, cx: GameRef<'a>) -> Element<'a, Message> {
        let GameRef { game, data, .. } = cx;
        let s = game.state();
        let mut c = column![
            // Wraps: at a large scale on a phone the button goes below the heading.
            row![
                style::heading(t!("sws-people")),
                style::small(t!("sws-people-counter-values"), Some(Message::OpenCounters)),
            ]
            .spacing(16)
            .align_y(iced::Alignment::Center)
            .wrap()
        ]
        .spacing(6);
        if let Some(e) = &self.error {
            c = c.push(widgets::error_banner(e.clone()));
        }
        // A person's card opens right under their row, so the row tapped stays under the
        // finger; one not in the lists below (not seen yet) opens here.
        let listed = |id: &PersonId| {
            s.persons
                .iter()
                .any(|p| &p.id == id && s.kind(data, &p.id).is_some() && !unseen(game, data, p))
        };
        if let Some(id) = self.open.as_ref().filter(|id| !listed(id)) {
            c = c.push(self.detail(cx, id));
        }
        let counters = hidden::prison_counters(data, s, game.setup.draw);
        if !counters.is_empty() {
            c = c.push(prisoners(game.setup.draw, counters));
        }
        for kind in PersonKind::PERSONS {
            c = c.push(widgets::badged(
                crate::print::icons::kind_icon(kind),
                kind.label(),
                size::BODY,
            ));
            let mut list = column![].spacing(4);
            for p in s
                .persons
                .iter()
                .filter(|p| s.kind(data, &p.id) == Some(kind) && !unseen(game, data, p))
            {
                list = list.push(person_row(data, p, kind));
                if self.open.as_ref() == Some(&p.id) {
                    list = list.push(self.detail(cx, &p.id));
                }
            }
            c = c.push(list);
        }
        if let Some(card) = not_seen(game, data) {
            c = c.push(card);
        }
        if !s.squads.is_empty() {
            c = c.push(widgets::badged(
                crate::print::icons::kind_icon(PersonKind::KingsMen),
                t!("sws-people-squads"),
                size::BODY,
            ));
            for q in &s.squads {
                let at = q.location.space().unwrap_or("—");
                c = c.push(
                    widgets::counter_box(
                        text(t!(
                            "sws-people-squad",
                            squad = q.name.to_string(),
                            place = at,
                            yours = if q.recruited { "yes" } else { "no" }
                        ))
                        .size(size::SMALL),
                        kind_colour(Some(PersonKind::KingsMen)),
                    )
                    .width(Length::Fill),
                );
            }
        }
        // The screen scrolls it (and remembers where: `ScrollMemory`).
        c.padding(iced::padding::right(14)).into()
    }

    fn detail<'a>(&'a self, cx: GameRef<'a>, id: &'a str) -> Element<'a, Message> {
        let GameRef { game, data, .. } = cx;
        let mut c = column![
            row![
                text(person_name(data, id))
                    .size(size::LEAD)
                    .width(Length::Fill),
                style::small(t!("sws-close"), Some(Message::Close))
            ]
            .align_y(iced::Alignment::Center)
        ]
        .spacing(6);
        let number = data.roster.get(id).and_then(|p| p.paragraph);
        match number {
            Some(n) if may_read(game, data, id) => {
                if let Some(p) = paragraphs::paragraph(data, n) {
                    c = c.push(text(t!("sws-paragraph", n = n)).size(size::SMALL));
                    c = c.push(text(p.effect).size(size::DENSE));
                }
            }
            Some(n) => {
                c = c.push(text(t!("sws-people-ability-later", n = n)).size(size::DENSE));
                c = c.push(style::small(
                    t!("sws-people-read-now"),
                    Some(Message::Reveal(n)),
                ));
            }
            None => c = c.push(text(t!("sws-people-no-paragraph")).size(size::DENSE)),
        }
        container(c)
            .padding(10)
            .width(Length::Fill)
            .style(style::card)
            .into()
    }
}

/// How wide a person's printed counter is drawn in the list.
const COUNTER_WIDTH: f32 = 44.0;

fn person_row<'a>(
    data: &'a SherwoodData,
    p: &'a PersonState,
    kind: PersonKind,
) -> Element<'a, Message> {
    let name = short_name(data, &p.id);
    let value = |stat: Stat| {
        data.roster
            .get(&p.id)
            .and_then(|d| d.value(stat))
            .map_or("?".to_string(), |v| v.to_string())
    };
    let values = t!(
        "sws-people-values",
        p = value(Stat::Persuasiveness),
        r = value(Stat::Raid),
        d = value(Stat::Donations)
    );
    let mut status: Vec<String> = Vec::new();
    if p.side == Side::Controlled && !p.imprisoned {
        status.push(t!("sws-people-yours"));
    }
    if p.imprisoned {
        status.push(t!("sws-people-imprisoned"));
    }
    if p.injured {
        status.push(t!("sws-people-injured"));
    }
    if p.sanctuary.is_some() {
        status.push(t!("sws-people-sanctuary"));
    }
    if p.horse {
        status.push(t!("sws-people-horse"));
    }
    if p.turned_neutral {
        status.push(t!("sws-people-turned-neutral"));
    }
    let place = match &p.location {
        Location::Enterprise => t!("sws-enterprise"),
        Location::Space(x) => x.to_string(),
        Location::OffMap => t!("sws-people-off-map"),
        Location::Unseen => t!("sws-people-unseen"),
    };
    status.insert(0, place);
    let face = widgets::counter_box(
        column![
            text(name).size(size::DENSE),
            text(values).size(size::CAPTION)
        ]
        .spacing(1),
        kind_colour(Some(kind)),
    )
    .width(Length::FillPortion(3));
    // The counter itself, as printed, its open side.
    let size = crate::print::sherwood::CounterSize::default();
    let counter: Element<'a, Message> =
        match crate::print::sherwood::person_counter_faces(data, &p.id, size) {
            Some((_, open_side)) => {
                crate::ui::drawing::Drawing::new(open_side, (size.mm(), size.mm()))
                    .view(COUNTER_WIDTH)
            }
            None => column![].into(),
        };
    let line = row![
        counter,
        face,
        text(status.join(" · "))
            .size(size::SMALL)
            .width(Length::FillPortion(2))
    ]
    .spacing(8)
    .align_y(iced::Alignment::Center);
    button(line)
        .on_press(Message::Open(p.id.clone()))
        .style(button::text)
        .padding(0)
        .into()
}

/// Who the player has not seen yet, by kind, in the roster's order: the Archon crew still
/// in prison and the Neutrals not on the map. Where each lies is not said (it is hidden).
fn not_seen<'a>(game: &'a SherwoodGame, data: &'a SherwoodData) -> Option<Element<'a, Message>> {
    let s = game.state();
    let names = |kind: PersonKind| -> Vec<String> {
        hidden::unseen_people(data, s, game.setup.draw)
            .iter()
            .filter(|id| s.kind(data, id) == Some(kind))
            .map(|id| short_name(data, id))
            .collect()
    };
    let crew = names(PersonKind::Archon);
    let neutrals = names(PersonKind::Neutral);
    if crew.is_empty() && neutrals.is_empty() {
        return None;
    }
    let mut c = column![text(t!("sws-people-not-seen")).size(size::BODY)].spacing(4);
    if !crew.is_empty() {
        c = c.push(text(t!("sws-people-crew-unseen", names = crew.join(", "))).size(size::SMALL));
    }
    if !neutrals.is_empty() {
        c = c.push(
            text(t!(
                "sws-people-neutrals-unseen",
                names = neutrals.join(", ")
            ))
            .size(size::SMALL),
        );
    }
    Some(
        container(c)
            .padding(8)
            .width(Length::Fill)
            .style(style::card)
            .into(),
    )
}

/// The prisoner counters lying face down, by place in the map's order, as the player sees
/// them: their colours and nothing else. In a physical setup the player notes each
/// counter's colour here; the buttons keep their places as colours are noted.
fn prisoners<'a>(draw: SetupDraw, places: Vec<hidden::PrisonCounters>) -> Element<'a, Message> {
    let physical = draw == SetupDraw::Physical;
    let mut c = column![text(t!("sws-prisoners")).size(size::BODY)].spacing(6);
    c = c.push(
        text(if physical {
            t!("sws-prisoners-physical")
        } else {
            t!("sws-prisoners-hidden")
        })
        .size(size::SMALL),
    );
    for place in places {
        let count = |colour: Option<Colour>| u8::try_from(place.count(colour)).unwrap_or(u8::MAX);
        let (a, n, u) = (
            count(Some(Colour::Archon)),
            count(Some(Colour::Neutral)),
            count(None),
        );
        let marks = row(place.counters.iter().map(|colour| prisoner_mark(*colour))).spacing(3);
        let mut line = row![
            column![
                text(place.space.to_string()).size(size::DENSE),
                text(place.words()).size(size::CAPTION),
            ]
            .spacing(1)
            .width(Length::Fill),
            marks,
        ]
        .spacing(6)
        .align_y(iced::Alignment::Center);
        if physical {
            let rec = |archon: u8, neutral: u8, unknown: u8| Message::Record {
                space: place.space.clone(),
                archon,
                neutral,
                unknown,
            };
            let noted = a + n > 0;
            line = line
                .push(style::small(
                    t!("sws-prisoners-blue"),
                    (u > 0).then(|| rec(a + 1, n, u - 1)),
                ))
                .push(style::small(
                    t!("sws-prisoners-yellow"),
                    (u > 0).then(|| rec(a, n + 1, u - 1)),
                ))
                .push(style::small(
                    t!("sws-prisoners-clear"),
                    noted.then(|| rec(0, 0, a + n + u)),
                ));
        }
        c = c.push(line);
    }
    container(c)
        .padding(8)
        .width(Length::Fill)
        .style(style::card)
        .into()
}

/// One face-down prisoner counter: its colour with the colour's initial on it (colour is
/// never the only signal), or grey with a "?" where nobody has looked.
fn prisoner_mark<'a>(colour: Option<Colour>) -> Element<'a, Message> {
    let kind = colour.map(|c| match c {
        Colour::Archon => PersonKind::Archon,
        Colour::Neutral => PersonKind::Neutral,
    });
    let mark = match colour {
        Some(Colour::Archon) => t!("sws-prisoner-mark-blue"),
        Some(Colour::Neutral) => t!("sws-prisoner-mark-yellow"),
        None => "?".to_string(),
    };
    widgets::counter_box(text(mark).size(size::CAPTION), kind_colour(kind))
        .width(22)
        .height(22)
        .padding(2)
        .center_x(22)
        .into()
}
