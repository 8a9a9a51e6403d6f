//! The People tab: everyone as a counter in their kind's colour, with values and status;
//! tap one to read their ability. In a physical setup, the prisoner counters on the map by
//! colour, as the player sees them.

use super::{Action, act};
use crate::games::sherwood::actions::Action as Act;
use crate::games::sherwood::effects::Change;
use crate::games::sherwood::game::SherwoodGame;
use crate::games::sherwood::paragraphs;
use crate::games::sherwood::persons::{PersonKind, Stat};
use crate::games::sherwood::state::{
    Colour, Location, PersonState, SetupDraw, SherwoodState, Side,
};
use crate::games::sherwood::{PersonId, SherwoodData};
use crate::print::sherwood::kind_colour;
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

/// Whether the player may know who this is: a digital setup hides its prisoners' names
/// until they are freed.
pub fn hidden(p: &PersonState) -> bool {
    (p.imprisoned && p.side == Side::Free) || p.location == Location::Unseen
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
        space: String,
        archon: u8,
        neutral: u8,
        unknown: u8,
    },
}

impl People {
    pub fn update(
        &mut self,
        game: &mut SherwoodGame,
        data: &SherwoodData,
        message: Message,
    ) -> Action {
        match message {
            Message::Open(id) => self.open = Some(id),
            Message::Close => self.open = None,
            Message::OpenCounters => {}
            Message::Reveal(n) => {
                let _ = game.reader.reveal(
                    n,
                    crate::games::sherwood::reader::Why::Asked { confirmed: true },
                );
                return Action::Changed;
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

    pub fn view<'a>(
        &'a self,
        game: &'a SherwoodGame,
        data: &'a SherwoodData,
    ) -> Element<'a, Message> {
        let s = game.state();
        let mut c = column![
            row![
                style::heading("People").width(Length::Fill),
                style::small("Counter values…", Some(Message::OpenCounters)),
            ]
            .align_y(iced::Alignment::Center)
        ]
        .spacing(6);
        if let Some(e) = &self.error {
            c = c.push(widgets::error_banner(e.clone()));
        }
        if let Some(id) = &self.open {
            c = c.push(self.detail(game, data, id));
        }
        if !s.hidden.is_empty() {
            c = c.push(prisoners(s));
        }
        for kind in [
            PersonKind::Enterprise,
            PersonKind::Archon,
            PersonKind::Neutral,
            PersonKind::Royalist,
            PersonKind::Cleric,
        ] {
            c = c.push(widgets::badged(
                crate::print::icons::kind_icon(kind),
                kind.label(),
                size::BODY,
            ));
            let mut list = column![].spacing(4);
            for p in s
                .persons
                .iter()
                .filter(|p| s.kind(data, &p.id) == Some(kind))
            {
                list = list.push(person_row(game, data, p, kind));
            }
            c = c.push(list);
        }
        if !s.squads.is_empty() {
            c = c.push(widgets::badged(
                crate::print::icons::kind_icon(PersonKind::KingsMen),
                "King's Men squads",
                size::BODY,
            ));
            for q in &s.squads {
                let at = q.location.space().unwrap_or("—");
                c = c.push(
                    widgets::counter_box(
                        text(format!(
                            "{} squad · {at}{}",
                            q.name,
                            if q.recruited { " · yours" } else { "" }
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

    fn detail<'a>(
        &'a self,
        game: &'a SherwoodGame,
        data: &'a SherwoodData,
        id: &'a str,
    ) -> Element<'a, Message> {
        let mut c = column![
            row![
                text(person_name(data, id))
                    .size(size::LEAD)
                    .width(Length::Fill),
                style::small("Close", Some(Message::Close))
            ]
            .align_y(iced::Alignment::Center)
        ]
        .spacing(6);
        let number = data.roster.get(id).and_then(|p| p.paragraph);
        match number {
            Some(n) if may_read(game, data, id) => {
                if let Some(p) = paragraphs::paragraph(data, n) {
                    c = c.push(text(format!("Paragraph {n}")).size(size::SMALL));
                    c = c.push(text(p.effect).size(size::DENSE));
                }
            }
            Some(n) => {
                c = c.push(text(format!(
                    "Paragraph {n} tells their ability; the rules have you read it when they join you."
                )).size(size::DENSE));
                c = c.push(style::small(
                    "Read it now (a spoiler)",
                    Some(Message::Reveal(n)),
                ));
            }
            None => c = c.push(text("No paragraph of their own.").size(size::DENSE)),
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
    game: &'a SherwoodGame,
    data: &'a SherwoodData,
    p: &'a PersonState,
    kind: PersonKind,
) -> Element<'a, Message> {
    let secret = game.setup.draw == SetupDraw::Digital && hidden(p);
    let name = if p.location == Location::Unseen {
        format!(
            "{} (not seen yet: a hidden prisoner)",
            short_name(data, &p.id)
        )
    } else if secret && kind != PersonKind::Enterprise {
        "A prisoner (hidden until freed)".to_string()
    } else {
        short_name(data, &p.id)
    };
    let value = |stat: Stat| {
        data.roster
            .get(&p.id)
            .and_then(|d| d.value(stat))
            .map_or("?".to_string(), |v| v.to_string())
    };
    let values = format!(
        "P {} · R {} · D {}",
        value(Stat::Persuasiveness),
        value(Stat::Raid),
        value(Stat::Donations)
    );
    let mut status: Vec<String> = Vec::new();
    if p.side == Side::Controlled && !p.imprisoned {
        status.push("yours".into());
    }
    if p.imprisoned {
        status.push("imprisoned".into());
    }
    if p.injured {
        status.push("injured".into());
    }
    if p.sanctuary.is_some() {
        status.push("sanctuary".into());
    }
    if p.horse {
        status.push("horse".into());
    }
    if p.turned_neutral {
        status.push("turned Neutral".into());
    }
    let place = match &p.location {
        Location::Enterprise => "Enterprise".to_string(),
        Location::Space(x) => x.clone(),
        Location::OffMap => "not on the map".into(),
        Location::Unseen => "somewhere in prison".into(),
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
    // The counter itself, as printed: its hidden side while the person is a secret.
    let size = crate::print::sherwood::CounterSize::default();
    let counter: Element<'a, Message> =
        match crate::print::sherwood::person_counter_faces(data, &p.id, size) {
            Some((hidden_side, open_side)) => crate::ui::drawing::Drawing::new(
                if secret { hidden_side } else { open_side },
                (size.mm(), size.mm()),
            )
            .view(COUNTER_WIDTH),
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
    if secret {
        line.into()
    } else {
        button(line)
            .on_press(Message::Open(p.id.clone()))
            .style(button::text)
            .padding(0)
            .into()
    }
}

/// The prisoner counters of a physical setup, by space, with their colours as noted.
fn prisoners(s: &SherwoodState) -> Element<'_, Message> {
    let mut spaces: Vec<&str> = Vec::new();
    for h in &s.hidden {
        if !spaces.contains(&h.space.as_str()) {
            spaces.push(&h.space);
        }
    }
    let mut c = column![
        text("Prisoner counters on your map").size(size::BODY),
        text("Note each counter's colour (you may look at colours, not names): dark blue is Archon crew, yellow a Neutral.").size(size::SMALL),
    ]
    .spacing(4);
    for sp in spaces {
        let here = s.hidden_at(sp);
        let count = |c: Option<Colour>| {
            u8::try_from(here.iter().filter(|h| h.colour == c).count()).unwrap_or(u8::MAX)
        };
        let (a, n, u) = (
            count(Some(Colour::Archon)),
            count(Some(Colour::Neutral)),
            count(None),
        );
        let rec = |archon: u8, neutral: u8, unknown: u8| Message::Record {
            space: sp.to_string(),
            archon,
            neutral,
            unknown,
        };
        let mut line = row![
            text(format!("{sp}: {a} blue, {n} yellow, {u} not noted"))
                .size(size::SMALL)
                .width(Length::Fill)
        ]
        .spacing(4)
        .align_y(iced::Alignment::Center);
        if u > 0 {
            line = line
                .push(style::small("Blue", Some(rec(a + 1, n, u - 1))))
                .push(style::small("Yellow", Some(rec(a, n + 1, u - 1))));
        } else {
            line = line.push(style::small("Clear", Some(rec(0, 0, a + n))));
        }
        c = c.push(line);
    }
    container(c)
        .padding(8)
        .width(Length::Fill)
        .style(style::card)
        .into()
}
