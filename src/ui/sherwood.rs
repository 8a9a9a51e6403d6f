//! The Sherwood Syndrome screen: tracks, orders, the Royal Party and the towns; the roster;
//! the turn sequence with an action sheet that shows every modifier and the odds live; the
//! result in plain words with the changes it implies; tables, paragraphs and the log.

use super::style;
use crate::engine::provenance::Provenance;
use crate::games::sherwood::actions::{Action as Act, RollRequest, SherwoodError};
use crate::games::sherwood::effects::{Change, Pick, PickChange, Suggestion};
use crate::games::sherwood::game::SherwoodGame;
use crate::games::sherwood::paragraphs;
use crate::games::sherwood::persons::{PersonKind, Stat};
use crate::games::sherwood::reader::Why;
use crate::games::sherwood::state::{Fealty, Location, Side, TRACK_MAX, Track, TurnStep, marker};
use crate::games::sherwood::{Missing, PrepareError, SherwoodData, TableId, Target, odds, prepare};
use iced::widget::{
    button, checkbox, column, container, pick_list, row, scrollable, text, text_input,
};
use iced::{Element, Length};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tab {
    Play,
    People,
    Tables,
    Paragraphs,
    Log,
}

const ROLL_TABLES: [TableChoice; 7] = [
    TableChoice(TableId::Raid),
    TableChoice(TableId::Recruiting),
    TableChoice(TableId::Donations),
    TableChoice(TableId::HorseTheft),
    TableChoice(TableId::Sanctuary),
    TableChoice(TableId::Heal),
    TableChoice(TableId::Flight),
];

const ALL_TABLES: [TableChoice; 9] = [
    TableChoice(TableId::Recruiting),
    TableChoice(TableId::Donations),
    TableChoice(TableId::Raid),
    TableChoice(TableId::HorseTheft),
    TableChoice(TableId::Sanctuary),
    TableChoice(TableId::Flight),
    TableChoice(TableId::Fealty),
    TableChoice(TableId::KingsMen),
    TableChoice(TableId::Heal),
];

/// A choice in a pick list: an id with the name shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    pub id: String,
    pub name: String,
}

impl std::fmt::Display for Choice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.name)
    }
}

pub struct SherwoodScreen {
    pub game: SherwoodGame,
    pub name: String,
    pub tab: Tab,
    pub table: TableId,
    pub space: Option<String>,
    pub actor: Option<String>,
    pub target: Option<String>,
    pub gold: String,
    pub phasers: bool,
    pub patients: u8,
    pub flee_to: Option<String>,
    pub die: String,
    pub mover: Option<String>,
    pub destination: String,
    pub squad: Option<String>,
    pub town: Option<String>,
    pub starve: Option<String>,
    pub poor_gold: String,
    /// The last outcome's suggestions still to confirm, and the people picked for them.
    pub suggestions: Vec<Suggestion>,
    pub picked: Vec<String>,
    pub answer: String,
    pub paragraph_input: String,
    pub confirm_reveal: bool,
    pub import_path: String,
    pub chart: TableId,
    pub cell_row: String,
    pub cell_column: String,
    pub error: Option<String>,
    pub info: Option<String>,
}

#[derive(Debug, Clone)]
pub enum Message {
    Tab(Tab),
    Table(TableChoice),
    Space(String),
    Actor(Choice),
    Target(Choice),
    Gold(String),
    Phasers(bool),
    Patients(u8),
    FleeTo(String),
    Die(String),
    Roll,
    Act(Act),
    Mover(Choice),
    Destination(String),
    BeamDown,
    BeamUp,
    Move,
    Squad(String),
    Town(String),
    Starve(Choice),
    PoorGold(String),
    Apply(usize),
    Pick(String),
    Dismiss(usize),
    Answer(String),
    SaveCell(TableId, String, String),
    SaveValue(String, Stat),
    ParagraphInput(String),
    ConfirmReveal(bool),
    Reveal,
    Back,
    Forward,
    ImportPath(String),
    Import,
    /// Open the system's file dialog (falls back to the typed path where none answers).
    Browse,
    Chart(TableChoice),
    CellRow(String),
    CellColumn(String),
    SaveTypedCell,
    Undo,
    Redo,
    GoTo(Option<usize>),
    ExportLog,
    Home,
}

pub enum Action {
    None,
    Changed,
    Home,
    /// The player filled in a chart cell or a counter value: store it.
    SaveCell {
        table: TableId,
        row: String,
        column: String,
        code: String,
    },
    SaveValue {
        person: String,
        stat: Stat,
        value: i32,
    },
    Import(String),
    Browse,
    ExportLog(String),
}

/// A table as the action sheet names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableChoice(pub TableId);

impl std::fmt::Display for TableChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self.0 {
            TableId::Recruiting => "Recruit",
            TableId::Donations => "Request donations",
            TableId::Raid => "Raid",
            TableId::HorseTheft => "Steal horses",
            TableId::Sanctuary => "Seek sanctuary",
            TableId::Flight => "Flee",
            TableId::Fealty => "Fealty",
            TableId::KingsMen => "King's Men",
            TableId::Heal => "Heal",
        })
    }
}

fn person_name(data: &SherwoodData, id: &str) -> String {
    data.roster
        .get(id)
        .map_or_else(|| id.to_string(), |p| p.name.clone())
}

impl SherwoodScreen {
    pub fn new(game: SherwoodGame, name: String) -> Self {
        SherwoodScreen {
            game,
            name,
            tab: Tab::Play,
            table: TableId::Raid,
            space: None,
            actor: None,
            target: None,
            gold: String::new(),
            phasers: false,
            patients: 1,
            flee_to: None,
            die: String::new(),
            mover: None,
            destination: String::new(),
            squad: None,
            town: None,
            starve: None,
            poor_gold: "5".into(),
            suggestions: Vec::new(),
            picked: Vec::new(),
            answer: String::new(),
            paragraph_input: String::new(),
            confirm_reveal: false,
            import_path: String::new(),
            chart: TableId::Recruiting,
            cell_row: String::new(),
            cell_column: String::new(),
            error: None,
            info: None,
        }
    }

    pub fn request(&self) -> RollRequest {
        RollRequest {
            space: self.space.clone().unwrap_or_default(),
            actor: self.actor.clone(),
            target: self.target.as_deref().map(|t| {
                if t == "squad" {
                    Target::KingsMenSquad
                } else {
                    Target::Person(t.to_string())
                }
            }),
            gold: self.gold.trim().parse().unwrap_or(0),
            phasers: self.phasers,
            patients: self.patients,
            medical_kit: false,
            flee_to: self.flee_to.clone(),
            chart_row: None,
        }
    }

    fn dice(&self) -> Result<Vec<u8>, String> {
        let t = self.die.trim();
        if t.is_empty() {
            return Ok(Vec::new());
        }
        t.split([',', ' '])
            .filter(|x| !x.is_empty())
            .map(|x| match x.parse::<u8>() {
                Ok(v @ 0..=10) => Ok(v),
                _ => Err(format!(
                    "'{x}' is not a die value: type what your die shows, 0 to 9 (0 reads as 10)"
                )),
            })
            .collect()
    }

    fn run(&mut self, data: &SherwoodData, action: Act) -> Action {
        let dice = match self.dice() {
            Ok(d) => d,
            Err(e) => {
                self.error = Some(e);
                return Action::None;
            }
        };
        match self.game.act(data, action, &dice) {
            Ok(out) => {
                self.error = None;
                self.die.clear();
                self.picked.clear();
                self.suggestions = out.suggestions;
                self.info = None;
                if out.paragraph.is_some() {
                    self.confirm_reveal = false;
                }
                Action::Changed
            }
            Err(SherwoodError::AwaitingDie(_)) => {
                self.error = Some("Roll your die and type what it shows (0 reads as 10).".into());
                Action::None
            }
            Err(e) => {
                self.error = Some(e.to_string());
                Action::None
            }
        }
    }

    /// The obvious next step (Space bar): roll when a roll is set up.
    pub fn next_step(&self) -> Option<Message> {
        match self.game.state().step {
            TurnStep::RebelActions if self.space.is_some() => Some(Message::Roll),
            _ => None,
        }
    }

    pub fn update(&mut self, data: &SherwoodData, message: Message) -> Action {
        match message {
            Message::Tab(t) => self.tab = t,
            Message::Table(TableChoice(t)) => {
                self.table = t;
                self.target = None;
            }
            Message::Space(s) => {
                self.space = Some(s);
                self.actor = None;
                self.target = None;
            }
            Message::Actor(c) => self.actor = Some(c.id),
            Message::Target(c) => self.target = Some(c.id),
            Message::Gold(g) => match typed_gold(&g) {
                Ok(g) => {
                    self.gold = g;
                    self.error = None;
                }
                Err(e) => self.error = Some(e),
            },
            Message::Phasers(p) => self.phasers = p,
            Message::Patients(n) => self.patients = n.clamp(1, 3),
            Message::FleeTo(f) => self.flee_to = Some(f),
            Message::Die(d) => {
                self.die = d
                    .chars()
                    .filter(|c| c.is_ascii_digit() || *c == ',' || *c == ' ')
                    .take(8)
                    .collect()
            }
            Message::Roll => {
                let req = self.request();
                if req.space.is_empty() {
                    self.error = Some("Choose the space first.".into());
                    return Action::None;
                }
                return self.run(
                    data,
                    Act::Roll {
                        table: self.table,
                        request: req,
                    },
                );
            }
            Message::Act(a) => return self.run(data, a),
            Message::Mover(c) => self.mover = Some(c.id),
            Message::Destination(d) => self.destination = d.chars().take(60).collect(),
            Message::BeamDown | Message::Move => {
                let (Some(p), to) = (self.mover.clone(), self.destination.trim().to_string())
                else {
                    self.error = Some("Choose who goes.".into());
                    return Action::None;
                };
                if to.is_empty() {
                    self.error = Some("Type or pick where to.".into());
                    return Action::None;
                }
                let a = if matches!(message, Message::BeamDown) {
                    Act::BeamDown {
                        persons: vec![p],
                        to,
                    }
                } else {
                    Act::Move {
                        persons: vec![p],
                        to,
                    }
                };
                return self.run(data, a);
            }
            Message::BeamUp => {
                let Some(p) = self.mover.clone() else {
                    self.error = Some("Choose who beams up.".into());
                    return Action::None;
                };
                return self.run(data, Act::BeamUp { persons: vec![p] });
            }
            Message::Squad(s) => self.squad = Some(s),
            Message::Town(t) => self.town = Some(t),
            Message::Starve(c) => self.starve = Some(c.id),
            Message::PoorGold(g) => match typed_gold(&g) {
                Ok(g) => {
                    self.poor_gold = g;
                    self.error = None;
                }
                Err(e) => self.error = Some(e),
            },
            Message::Pick(id) => {
                if let Some(i) = self.picked.iter().position(|p| *p == id) {
                    self.picked.remove(i);
                } else {
                    self.picked.push(id);
                }
            }
            Message::Dismiss(i) => {
                if i < self.suggestions.len() {
                    self.suggestions.remove(i);
                }
            }
            Message::Apply(i) => return self.apply_suggestion(data, i),
            Message::Answer(a) => self.answer = a.chars().take(16).collect(),
            Message::SaveCell(table, r, c) => {
                let code = self.answer.trim().to_string();
                self.answer.clear();
                return Action::SaveCell {
                    table,
                    row: r,
                    column: c,
                    code,
                };
            }
            Message::SaveValue(person, stat) => {
                return match self.answer.trim().parse::<i32>() {
                    Ok(v) if (-20..=20).contains(&v) => {
                        self.answer.clear();
                        Action::SaveValue {
                            person,
                            stat,
                            value: v,
                        }
                    }
                    _ => {
                        self.error = Some(format!(
                            "'{}' is not a value a counter prints (a whole number, -20 to 20)",
                            self.answer.trim()
                        ));
                        Action::None
                    }
                };
            }
            Message::ParagraphInput(p) => {
                self.paragraph_input = p.chars().filter(char::is_ascii_digit).take(3).collect()
            }
            Message::ConfirmReveal(c) => self.confirm_reveal = c,
            Message::Reveal => {
                let n: u16 = self.paragraph_input.parse().unwrap_or(0);
                match self.game.reader.reveal(
                    n,
                    Why::Asked {
                        confirmed: self.confirm_reveal,
                    },
                ) {
                    Ok(()) => {
                        self.error = None;
                        return Action::Changed;
                    }
                    Err(e) => self.error = Some(e.to_string()),
                }
            }
            Message::Back => {
                self.game.reader.back();
            }
            Message::Forward => {
                self.game.reader.forward();
            }
            Message::ImportPath(p) => self.import_path = p,
            Message::Import => return Action::Import(self.import_path.trim().to_string()),
            Message::Browse => return Action::Browse,
            Message::Chart(TableChoice(c)) => self.chart = c,
            Message::CellRow(r) => self.cell_row = r.chars().take(40).collect(),
            Message::CellColumn(c) => self.cell_column = c.chars().take(16).collect(),
            Message::SaveTypedCell => {
                let code = self.answer.trim().to_string();
                self.answer.clear();
                return Action::SaveCell {
                    table: self.chart,
                    row: self.cell_row.trim().to_string(),
                    column: self.cell_column.trim().to_string(),
                    code,
                };
            }
            Message::Undo => {
                self.suggestions.clear();
                return if self.game.undo() {
                    Action::Changed
                } else {
                    Action::None
                };
            }
            Message::Redo => {
                return if self.game.redo() {
                    Action::Changed
                } else {
                    Action::None
                };
            }
            Message::GoTo(i) => {
                return if self.game.journal.go_to(i) {
                    Action::Changed
                } else {
                    Action::None
                };
            }
            Message::ExportLog => return Action::ExportLog(self.game.log_markdown()),
            Message::Home => return Action::Home,
        }
        Action::None
    }

    fn apply_suggestion(&mut self, data: &SherwoodData, i: usize) -> Action {
        let Some(s) = self.suggestions.get(i).cloned() else {
            return Action::None;
        };
        let mut changes = s.changes.clone();
        match &s.pick {
            Some(Pick::Persons {
                count,
                from,
                change,
            }) => {
                let need = (*count).min(from.len());
                let chosen: Vec<String> = self
                    .picked
                    .iter()
                    .filter(|p| from.contains(p))
                    .cloned()
                    .collect();
                if chosen.len() != need {
                    self.error = Some(format!("Choose {need} of them first."));
                    return Action::None;
                }
                for id in from {
                    let picked = chosen.contains(id);
                    match change {
                        PickChange::Injure if picked => {
                            changes.push(Change::Injure { person: id.clone() })
                        }
                        PickChange::Capture if picked => changes.push(Change::Capture {
                            person: id.clone(),
                            prison: None,
                        }),
                        PickChange::KeepFree if !picked => changes.push(Change::Capture {
                            person: id.clone(),
                            prison: None,
                        }),
                        _ => {}
                    }
                }
                if s.text.contains("healed") {
                    changes = chosen
                        .iter()
                        .map(|p| Change::Heal { person: p.clone() })
                        .collect();
                }
            }
            Some(Pick::Elsewhere { from }) | Some(Pick::Joiner { from }) => {
                let Some(p) = self.picked.iter().find(|p| from.contains(p)).cloned() else {
                    self.error = Some("Choose one first.".into());
                    return Action::None;
                };
                changes.push(if matches!(s.pick, Some(Pick::Joiner { .. })) {
                    Change::Recruit { person: p }
                } else {
                    Change::Capture {
                        person: p,
                        prison: None,
                    }
                });
            }
            Some(Pick::Squad { from }) => {
                let Some(q) = self.picked.iter().find(|p| from.contains(p)).cloned() else {
                    self.error = Some("Choose the squad first.".into());
                    return Action::None;
                };
                let to = self.space.clone().unwrap_or_default();
                changes.push(Change::MoveSquad {
                    squad: q,
                    to: Location::Space(to),
                });
            }
            Some(Pick::Destination) | None => {}
        }
        for c in changes {
            if let Err(e) = self.game.act(data, Act::Apply { change: c }, &[]) {
                self.error = Some(e.to_string());
                return Action::Changed;
            }
        }
        if i < self.suggestions.len() {
            self.suggestions.remove(i);
        }
        self.picked.clear();
        if let Some(t) = s.roll {
            self.table = t;
            self.tab = Tab::Play;
        }
        Action::Changed
    }

    pub fn view<'a>(
        &'a self,
        data: &'a SherwoodData,
        wide: bool,
        imported: Option<&'a str>,
    ) -> Element<'a, Message> {
        let s = self.game.state();
        let header = row![
            style::small("Home", Some(Message::Home)),
            text(format!("Turn {} · {}", s.turn, s.step.label()))
                .size(15)
                .width(Length::Fill),
            style::small(
                "Undo",
                self.game.journal.can_undo().then_some(Message::Undo)
            ),
            style::small(
                "Redo",
                self.game.journal.can_redo().then_some(Message::Redo)
            ),
        ]
        .spacing(6)
        .align_y(iced::Alignment::Center);
        let main: Element<'a, Message> = match self.tab {
            Tab::Play => self.play(data),
            Tab::People => self.people(data),
            Tab::Tables => self.tables(data),
            Tab::Paragraphs => self.paragraphs(data, imported),
            Tab::Log => self.log(),
        };
        let body: Element<'a, Message> = if wide && self.tab != Tab::Log {
            row![
                container(main).width(Length::FillPortion(3)),
                container(self.log()).width(Length::FillPortion(2))
            ]
            .spacing(12)
            .into()
        } else {
            main
        };
        let tabs = row![
            tab("Play", self.tab == Tab::Play, Message::Tab(Tab::Play)),
            tab("People", self.tab == Tab::People, Message::Tab(Tab::People)),
            tab("Tables", self.tab == Tab::Tables, Message::Tab(Tab::Tables)),
            tab(
                "Paragraphs",
                self.tab == Tab::Paragraphs,
                Message::Tab(Tab::Paragraphs)
            ),
            tab("Log", self.tab == Tab::Log, Message::Tab(Tab::Log)),
        ]
        .spacing(4);
        column![
            header,
            self.tracks(),
            container(body).height(Length::Fill),
            tabs
        ]
        .spacing(8)
        .padding(10)
        .into()
    }

    fn tracks(&self) -> Element<'_, Message> {
        let s = self.game.state();
        let track = |t: Track| {
            let v = s.tracks.get(t);
            let (b, plus) = marker(v);
            container(
                column![
                    text(t.label()).size(12),
                    text(v.to_string()).size(22),
                    text(if plus {
                        format!("box {b}, +10 side")
                    } else {
                        format!("box {b}")
                    })
                    .size(11),
                ]
                .align_x(iced::Alignment::Center),
            )
            .padding(6)
            .width(Length::Fill)
            .style(style::card)
        };
        let party = s.royal_party.location.space().unwrap_or("—").to_string();
        let towns: Vec<String> = s
            .towns
            .iter()
            .map(|t| match t.fealty {
                Fealty::Unsworn => t.name.clone(),
                Fealty::Sworn => format!("{} (sworn)", t.name),
                Fealty::OpenRebellion => format!("{} (IN REBELLION)", t.name),
            })
            .collect();
        let mut c = column![
            row![
                track(Track::Witchcraft),
                track(Track::Warchest),
                track(Track::RoyalMorale)
            ]
            .spacing(6),
            text(format!(
                "Orders: {} · Royal Party: {party}{}",
                s.orders.label(),
                if s.royal_party.held { " (held)" } else { "" }
            ))
            .size(13),
            text(towns.join(" · ")).size(12),
        ]
        .spacing(4);
        if let Some(end) = s.end {
            c = c.push(
                container(text(end.describe()))
                    .padding(8)
                    .width(Length::Fill)
                    .style(if end == crate::games::sherwood::state::Ending::Won {
                        style::good
                    } else {
                        style::banner
                    }),
            );
        }
        c.into()
    }

    fn spaces_with_people(&self) -> Vec<String> {
        self.game.state().occupied_spaces()
    }

    fn play(&self, data: &SherwoodData) -> Element<'_, Message> {
        let s = self.game.state();
        let mut c = column![].spacing(10);
        if let Some(e) = &self.error {
            c = c.push(
                container(text(e.clone()))
                    .padding(8)
                    .width(Length::Fill)
                    .style(style::banner),
            );
        }
        if let Some(i) = &self.info {
            c = c.push(
                container(text(i.clone()).size(14))
                    .padding(8)
                    .width(Length::Fill)
                    .style(style::accent),
            );
        }
        c = c.push(self.result(data));
        match s.step {
            TurnStep::RebelActions => {
                c = c.push(
                    container(self.sheet(data))
                        .padding(10)
                        .width(Length::Fill)
                        .style(style::card),
                );
                c = c.push(
                    container(self.movement(data))
                        .padding(10)
                        .width(Length::Fill)
                        .style(style::card),
                );
                c = c.push(style::primary(
                    "End Rebel Actions",
                    Some(Message::Act(Act::EndRebelActions)),
                ));
            }
            TurnStep::Expenses => {
                let yours: Vec<Choice> = s
                    .persons
                    .iter()
                    .filter(|p| {
                        p.side == Side::Controlled && !p.imprisoned && p.location.space().is_some()
                    })
                    .map(|p| Choice {
                        id: p.id.clone(),
                        name: person_name(data, &p.id),
                    })
                    .collect();
                let selected = self
                    .starve
                    .as_ref()
                    .and_then(|id| yours.iter().find(|c| &c.id == id).cloned());
                c = c.push(text(format!(
                    "Supplies: 1 gold for each of {} occupied space(s); the Warchest holds {}.",
                    s.occupied_spaces().len(),
                    s.tracks.warchest
                )));
                c = c.push(style::primary(
                    "Pay expenses",
                    (!s.expenses_paid).then_some(Message::Act(Act::PayExpenses)),
                ));
                c = c.push(style::secondary(
                    "Beam supplies down (+4 gold, Witchcraft +1)",
                    Some(Message::Act(Act::BeamSupplies)),
                ));
                c = c.push(
                    row![
                        pick_list(yours, selected, Message::Starve)
                            .placeholder("Who goes hungry?")
                            .width(Length::Fill),
                        style::small(
                            "Let starve",
                            self.starve
                                .clone()
                                .map(|p| Message::Act(Act::Starve { person: p }))
                        )
                    ]
                    .spacing(6),
                );
                c = c.push(style::primary(
                    "End Rebel Expenses",
                    Some(Message::Act(Act::EndExpenses)),
                ));
            }
            TurnStep::KingsMen => {
                let squads: Vec<String> = s
                    .squads
                    .iter()
                    .filter(|q| !q.recruited)
                    .map(|q| q.name.clone())
                    .collect();
                c = c.push(text("Roll for each squad within three spaces of your people (not prisoners, not in sanctuary).").size(14));
                c = c.push(
                    row![
                        pick_list(squads, self.squad.clone(), Message::Squad)
                            .placeholder("Squad")
                            .width(Length::Fill),
                        text_input("your die", &self.die)
                            .on_input(Message::Die)
                            .width(90)
                            .padding(12)
                    ]
                    .spacing(6),
                );
                c = c.push(style::secondary(
                    "Roll for this squad",
                    self.squad
                        .clone()
                        .map(|q| Message::Act(Act::KingsMen { squad: q })),
                ));
                c = c.push(style::primary(
                    "End King's Men Actions",
                    Some(Message::Act(Act::EndKingsMen)),
                ));
            }
            TurnStep::RoyalParty => {
                let mut towns: Vec<String> = s
                    .towns
                    .iter()
                    .filter(|t| t.fealty == Fealty::Unsworn)
                    .map(|t| t.name.clone())
                    .collect();
                towns.push("(along the road)".into());
                c = c.push(text("The Royal Party moves one space along the road; when it enters a town, Fealty is rolled.").size(14));
                c = c.push(
                    text_input("your die (digital mode rolls for you)", &self.die)
                        .on_input(Message::Die)
                        .padding(12),
                );
                if s.royal_party.held {
                    c = c.push(style::primary(
                        "Roll Fealty again",
                        (!s.party_done).then_some(Message::Act(Act::FealtyAgain)),
                    ));
                } else {
                    c = c.push(
                        pick_list(towns, self.town.clone(), Message::Town)
                            .placeholder("Where does it go?")
                            .width(Length::Fill),
                    );
                    let into = self
                        .town
                        .clone()
                        .map(|t| if t.starts_with('(') { None } else { Some(t) });
                    c = c.push(style::primary(
                        "Move the Royal Party",
                        into.filter(|_| !s.party_done)
                            .map(|i| Message::Act(Act::RoyalPartyMoves { into: i })),
                    ));
                }
                c = c.push(style::secondary(
                    "End the turn",
                    s.party_done.then_some(Message::Act(Act::EndTurn)),
                ));
            }
        }
        scrollable(c.padding(iced::padding::right(14))).into()
    }

    fn sheet(&self, data: &SherwoodData) -> Element<'_, Message> {
        let s = self.game.state();
        let spaces = self.spaces_with_people();
        let here: Vec<Choice> = self
            .space
            .as_deref()
            .map(|sp| {
                s.yours_at(sp)
                    .iter()
                    .map(|p| Choice {
                        id: p.id.clone(),
                        name: person_name(data, &p.id),
                    })
                    .collect()
            })
            .unwrap_or_default();
        let actor = self
            .actor
            .as_ref()
            .and_then(|a| here.iter().find(|c| &c.id == a).cloned());
        let mut c = column![
            style::heading("Action"),
            pick_list(
                &ROLL_TABLES[..],
                Some(TableChoice(self.table)),
                Message::Table
            )
            .width(Length::Fill),
            pick_list(spaces, self.space.clone(), Message::Space)
                .placeholder("Where? (a space with your people)")
                .width(Length::Fill),
        ]
        .spacing(6);
        if matches!(
            self.table,
            TableId::Raid | TableId::Recruiting | TableId::Donations | TableId::Sanctuary
        ) {
            c = c.push(
                pick_list(here.clone(), actor, Message::Actor)
                    .placeholder("Who acts?")
                    .width(Length::Fill),
            );
        }
        if self.table == TableId::Recruiting {
            let mut targets: Vec<Choice> = self
                .space
                .as_deref()
                .map(|sp| {
                    s.persons
                        .iter()
                        .filter(|p| p.side == Side::Free && !p.imprisoned && p.location.is(sp))
                        .map(|p| Choice {
                            id: p.id.clone(),
                            name: person_name(data, &p.id),
                        })
                        .collect()
                })
                .unwrap_or_default();
            targets.push(Choice {
                id: "squad".into(),
                name: "A King's Men squad".into(),
            });
            let t = self
                .target
                .as_ref()
                .and_then(|id| targets.iter().find(|c| &c.id == id).cloned());
            c = c.push(
                pick_list(targets, t, Message::Target)
                    .placeholder("Whom to recruit?")
                    .width(Length::Fill),
            );
            c = c.push(
                text_input("Gold to spend (0)", &self.gold)
                    .on_input(Message::Gold)
                    .padding(12),
            );
        }
        if self.table == TableId::Raid {
            c = c.push(
                checkbox(self.phasers)
                    .label("Use phasers (+5, Witchcraft +1)")
                    .on_toggle(Message::Phasers),
            );
        }
        if self.table == TableId::Heal {
            c = c.push(
                row![
                    text("Treat").width(Length::Fill),
                    style::small("1", Some(Message::Patients(1))),
                    style::small("2", Some(Message::Patients(2))),
                    style::small("3", Some(Message::Patients(3)))
                ]
                .spacing(6)
                .align_y(iced::Alignment::Center),
            );
        }
        if self.table == TableId::Flight {
            let names: Vec<String> = data.spaces.spaces.iter().map(|x| x.name.clone()).collect();
            c = c.push(
                pick_list(names, self.flee_to.clone(), Message::FleeTo)
                    .placeholder("Fled to (your map)")
                    .width(Length::Fill),
            );
        }
        if self.space.is_some() {
            c = c.push(self.preview(data));
        }
        c = c.push(
            row![
                text_input("your die (optional)", &self.die)
                    .on_input(Message::Die)
                    .on_submit(Message::Roll)
                    .padding(12)
                    .width(Length::Fill),
                style::primary("Roll", Some(Message::Roll)),
            ]
            .spacing(6),
        );
        c.into()
    }

    /// Every modifier and the odds, live, before rolling; or what must be known first.
    fn preview(&self, data: &SherwoodData) -> Element<'_, Message> {
        let req = self.request();
        let situation = crate::games::sherwood::actions::situation_for(
            data,
            self.game.state(),
            self.table,
            &req,
        );
        match prepare(data, self.table, &situation) {
            Ok(prep) => {
                let mut c = column![].spacing(2);
                for m in &prep.modifiers {
                    let mark = if m.provenance == Provenance::Rulebook {
                        String::new()
                    } else {
                        format!(" [{}]", m.provenance)
                    };
                    c = c
                        .push(text(format!("{:>4}  {}{mark}", m.signed_value(), m.label)).size(14));
                }
                if let Some(a) = &prep.automatic {
                    c = c.push(text(a.clone()).size(14));
                }
                let total: i32 = prep.modifiers.iter().map(|m| m.value).sum();
                c = c.push(
                    text(format!(
                        "Modifier {}",
                        crate::engine::modifier::signed(total)
                    ))
                    .size(14),
                );
                let odds: Vec<String> = odds(data, &prep)
                    .iter()
                    .map(|o| format!("{} {}%", o.result.short(), u32::from(o.faces) * 10))
                    .collect();
                c = c.push(text(format!("Odds: {}", odds.join(" · "))).size(13));
                for n in &prep.notes {
                    c = c.push(text(n.clone()).size(12));
                }
                container(c)
                    .padding(8)
                    .width(Length::Fill)
                    .style(style::chip)
                    .into()
            }
            Err(PrepareError::Missing(missing)) => {
                let mut c = column![].spacing(6);
                for m in missing.iter().take(1) {
                    c = c.push(text(m.ask()).size(14));
                    if let Missing::Value { person, stat, .. } = m {
                        c = c.push(
                            row![
                                text_input("value on the counter", &self.answer)
                                    .on_input(Message::Answer)
                                    .padding(12)
                                    .width(Length::Fill),
                                style::small(
                                    "Remember",
                                    Some(Message::SaveValue(person.clone(), *stat))
                                ),
                            ]
                            .spacing(6),
                        );
                    }
                }
                container(c)
                    .padding(8)
                    .width(Length::Fill)
                    .style(style::accent)
                    .into()
            }
            Err(e) => container(text(e.to_string()).size(14))
                .padding(8)
                .width(Length::Fill)
                .style(style::banner)
                .into(),
        }
    }

    fn movement(&self, data: &SherwoodData) -> Element<'_, Message> {
        let s = self.game.state();
        let people: Vec<Choice> = s
            .persons
            .iter()
            .filter(|p| p.side == Side::Controlled && !p.imprisoned)
            .map(|p| Choice {
                id: p.id.clone(),
                name: format!(
                    "{} ({})",
                    person_name(data, &p.id),
                    match &p.location {
                        Location::Enterprise => "Enterprise".to_string(),
                        Location::Space(x) => x.clone(),
                        Location::OffMap => "off the map".into(),
                    }
                ),
            })
            .collect();
        let mover = self
            .mover
            .as_ref()
            .and_then(|m| people.iter().find(|c| &c.id == m).cloned());
        let names: Vec<String> = data.spaces.spaces.iter().map(|x| x.name.clone()).collect();
        column![
            style::heading("Move or beam"),
            pick_list(people, mover, Message::Mover)
                .placeholder("Who?")
                .width(Length::Fill),
            row![
                text_input("To which space?", &self.destination)
                    .on_input(Message::Destination)
                    .padding(12)
                    .width(Length::Fill),
                pick_list(names, None::<String>, Message::Destination)
                    .placeholder("Places")
                    .width(130),
            ]
            .spacing(6),
            row![
                style::small("Beam down", Some(Message::BeamDown)),
                style::small("Beam up", Some(Message::BeamUp)),
                style::small("Move", Some(Message::Move))
            ]
            .spacing(6),
        ]
        .spacing(6)
        .into()
    }

    fn result(&self, data: &SherwoodData) -> Element<'_, Message> {
        let Some(last) = self.game.journal.entries().last() else {
            return column![].into();
        };
        let mut c = column![text(last.label.clone()).size(15)].spacing(4);
        for l in &last.event.lines {
            if !l.starts_with("To do:") {
                c = c.push(text(l.clone()).size(14));
            }
        }
        // An unknown cell: asked for right here, once.
        if let Some((r, col)) = last.event.lines.iter().find_map(|l| parse_cell(l)) {
            c = c.push(
                row![
                    text_input("code from your chart", &self.answer)
                        .on_input(Message::Answer)
                        .padding(12)
                        .width(Length::Fill),
                    style::small(
                        "Remember",
                        Some(Message::SaveCell(table_of(&last.event.action), r, col))
                    ),
                ]
                .spacing(6),
            );
        }
        for (i, sug) in self.suggestions.iter().enumerate() {
            let mut sc = column![text(sug.text.clone()).size(14)].spacing(4);
            let from = match &sug.pick {
                Some(Pick::Persons { from, .. })
                | Some(Pick::Elsewhere { from })
                | Some(Pick::Joiner { from })
                | Some(Pick::Squad { from }) => from.clone(),
                _ => Vec::new(),
            };
            if !from.is_empty() {
                let mut chips = row![].spacing(4);
                for id in from.iter().take(8) {
                    let on = self.picked.contains(id);
                    let name = data.roster.get(id).map_or(id.clone(), |p| p.name.clone());
                    chips = chips.push(
                        button(text(name).size(12))
                            .on_press(Message::Pick(id.clone()))
                            .style(if on {
                                button::primary
                            } else {
                                button::secondary
                            })
                            .padding(8),
                    );
                }
                sc = sc.push(
                    scrollable(chips).direction(scrollable::Direction::Horizontal(
                        scrollable::Scrollbar::default(),
                    )),
                );
            }
            sc = sc.push(
                row![
                    style::small(
                        if matches!(sug.pick, Some(Pick::Destination)) {
                            "Done"
                        } else {
                            "Apply"
                        },
                        Some(Message::Apply(i)),
                    ),
                    style::small("Skip", Some(Message::Dismiss(i)))
                ]
                .spacing(6),
            );
            c = c.push(
                container(sc)
                    .padding(8)
                    .width(Length::Fill)
                    .style(style::chip),
            );
        }
        if let Some(n) = self.game.reader.current()
            && self.game.journal.entries().last().is_some_and(|e| {
                e.event
                    .lines
                    .iter()
                    .any(|l| l.contains(&format!("paragraph {n}")))
            })
        {
            c = c.push(style::secondary(
                format!("Read paragraph {n}"),
                Some(Message::Tab(Tab::Paragraphs)),
            ));
        }
        container(c)
            .padding(10)
            .width(Length::Fill)
            .style(style::card)
            .into()
    }

    fn people(&self, data: &SherwoodData) -> Element<'_, Message> {
        let s = self.game.state();
        let mut c = column![].spacing(4);
        for kind in [
            PersonKind::Enterprise,
            PersonKind::Archon,
            PersonKind::Neutral,
            PersonKind::Royalist,
            PersonKind::Cleric,
        ] {
            c = c.push(style::heading(kind.label()));
            for p in s
                .persons
                .iter()
                .filter(|p| data.roster.get(&p.id).and_then(|d| d.kind) == Some(kind))
            {
                let mut chips: Vec<String> = Vec::new();
                if p.side == Side::Controlled && !p.imprisoned {
                    chips.push("yours".into());
                }
                if p.imprisoned {
                    chips.push("imprisoned".into());
                }
                if p.injured {
                    chips.push("injured".into());
                }
                if p.sanctuary.is_some() {
                    chips.push("sanctuary".into());
                }
                if p.horse {
                    chips.push("horse".into());
                }
                let place = match &p.location {
                    Location::Enterprise => "Enterprise".to_string(),
                    Location::Space(x)
                        if p.imprisoned && p.side == Side::Free && kind != PersonKind::Archon =>
                    {
                        format!("prisoner at {x}")
                    }
                    Location::Space(x) => x.clone(),
                    Location::OffMap => "not on the map".into(),
                };
                let who = if p.imprisoned && p.side == Side::Free {
                    "(hidden until freed)".to_string()
                } else {
                    person_name(data, &p.id)
                };
                c = c.push(
                    row![
                        text(who).size(14).width(Length::Fill),
                        text(format!("{place} {}", chips.join(" · "))).size(12)
                    ]
                    .spacing(6),
                );
            }
        }
        scrollable(c.padding(iced::padding::right(14))).into()
    }

    fn tables(&self, data: &SherwoodData) -> Element<'_, Message> {
        let chart = data.charts.get(self.chart);
        let t = &chart.table;
        let mut c = column![
            pick_list(
                &ALL_TABLES[..],
                Some(TableChoice(self.chart)),
                Message::Chart
            )
            .width(Length::Fill),
            text(format!(
                "{} — ? unknown (yours to fill), ~ inferred, * yours",
                t.name
            ))
            .size(12)
        ]
        .spacing(4);
        let header: Vec<String> = t.bands.as_slice().iter().map(|b| b.label.clone()).collect();
        c = c.push(text(format!("{:<18} {}", "", header.join(" | "))).size(12));
        for r in &t.rows {
            let cells: Vec<String> = r
                .cells
                .iter()
                .map(|cell| {
                    let v = cell
                        .result
                        .as_ref()
                        .map_or("?".to_string(), |res| match res {
                            crate::games::sherwood::tables::SherwoodResult::Paragraph(n) => {
                                n.to_string()
                            }
                            crate::games::sherwood::tables::SherwoodResult::Code(x) => {
                                x.raw.clone()
                            }
                            crate::games::sherwood::tables::SherwoodResult::Named(n) => n.clone(),
                            crate::games::sherwood::tables::SherwoodResult::SquadCode(x) => {
                                x.0.clone()
                            }
                        });
                    let mark = match cell.provenance {
                        Provenance::Inferred => "~",
                        Provenance::Player => "*",
                        _ => "",
                    };
                    format!("{v}{mark}")
                })
                .collect();
            c = c.push(text(format!("{:<18} {}", r.name, cells.join(" | "))).size(12));
        }
        c = c.push(style::heading("Fill in a cell from your chart"));
        c = c.push(
            row![
                text_input("row as printed", &self.cell_row)
                    .on_input(Message::CellRow)
                    .padding(12)
                    .width(Length::Fill),
                text_input("column", &self.cell_column)
                    .on_input(Message::CellColumn)
                    .padding(12)
                    .width(Length::Fill),
            ]
            .spacing(6),
        );
        c = c.push(
            row![
                text_input("code or paragraph", &self.answer)
                    .on_input(Message::Answer)
                    .padding(12)
                    .width(Length::Fill),
                style::small("Remember", Some(Message::SaveTypedCell)),
            ]
            .spacing(6),
        );
        scrollable(c.padding(iced::padding::right(14))).into()
    }

    fn paragraphs(&self, data: &SherwoodData, imported: Option<&str>) -> Element<'_, Message> {
        let mut c = column![style::heading("Paragraphs")].spacing(8);
        match self
            .game
            .reader
            .current()
            .and_then(|n| paragraphs::paragraph(data, n))
        {
            Some(p) => {
                c = c.push(text(format!("Paragraph {}", p.number)).size(18));
                c = c.push(text(p.effect.clone()).size(15));
                c = c.push(
                    text(
                        imported.map_or(
                            "(Import your rulebook text below to read the paragraph itself.)"
                                .to_string(),
                            str::to_string,
                        ),
                    )
                    .size(14),
                );
            }
            None => {
                c = c.push(
                    text(
                        "Nothing revealed yet: a result that points to a paragraph opens it here.",
                    )
                    .size(14),
                )
            }
        }
        c = c.push(
            row![
                style::small("Back", Some(Message::Back)),
                style::small("Forward", Some(Message::Forward))
            ]
            .spacing(6),
        );
        let hist: Vec<String> = self
            .game
            .reader
            .history()
            .iter()
            .map(u16::to_string)
            .collect();
        c = c.push(
            text(format!(
                "Revealed: {}",
                if hist.is_empty() {
                    "none".into()
                } else {
                    hist.join(", ")
                }
            ))
            .size(13),
        );
        c = c.push(
            row![
                text_input("Paragraph number", &self.paragraph_input)
                    .on_input(Message::ParagraphInput)
                    .on_submit(Message::Reveal)
                    .padding(12)
                    .width(Length::Fill),
                style::small("Reveal", Some(Message::Reveal)),
            ]
            .spacing(6),
        );
        c = c.push(
            checkbox(self.confirm_reveal)
                .label("Yes, show it even if it has not come up (spoiler)")
                .on_toggle(Message::ConfirmReveal),
        );
        c = c.push(style::heading("Import rulebook text"));
        c = c.push(
            row![
                text_input("Path to your plain-text rulebook", &self.import_path)
                    .on_input(Message::ImportPath)
                    .padding(12)
                    .width(Length::Fill),
                style::small("Import", Some(Message::Import)),
                style::small("Browse…", Some(Message::Browse)),
            ]
            .spacing(6),
        );
        scrollable(c.padding(iced::padding::right(14))).into()
    }

    fn log(&self) -> Element<'_, Message> {
        super::widgets::log_view(
            self.game
                .journal
                .all_entries()
                .map(|(e, live)| super::widgets::LogLine {
                    heading: &e.heading,
                    label: &e.label,
                    lines: &e.event.lines,
                    live,
                }),
            Message::GoTo,
            Message::ExportLog,
        )
    }
}

fn table_of(a: &crate::games::sherwood::actions::Action) -> TableId {
    match a {
        crate::games::sherwood::actions::Action::Roll { table, .. } => *table,
        _ => TableId::KingsMen,
    }
}

/// Row and column from a "read the cell in row "X", column "Y"" line.
/// Gold as the player types it: empty, or a whole number the warchest can hold. Anything
/// else keeps the last good entry and says why.
fn typed_gold(text: &str) -> Result<String, String> {
    let t = text.trim();
    match t.parse::<u8>() {
        _ if t.is_empty() => Ok(String::new()),
        Ok(v) if v <= TRACK_MAX => Ok(t.to_string()),
        _ => Err(format!(
            "'{t}' is not an amount of gold: a whole number from 0 to {TRACK_MAX}"
        )),
    }
}

fn parse_cell(line: &str) -> Option<(String, String)> {
    let after = line.split("row \"").nth(1)?;
    let (row, rest) = after.split_once('"')?;
    let col = rest.split("column \"").nth(1)?.split('"').next()?;
    Some((row.to_string(), col.to_string()))
}

fn tab<'a>(label: &'a str, active: bool, msg: Message) -> Element<'a, Message> {
    button(text(label).size(13).center().width(Length::Fill))
        .on_press(msg)
        .width(Length::Fill)
        .height(style::TOUCH)
        .padding([12, 2])
        .style(if active {
            button::primary
        } else {
            button::secondary
        })
        .into()
}
