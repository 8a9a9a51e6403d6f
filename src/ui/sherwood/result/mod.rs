//! The result panel: what the last action did, in words, and what it left to settle, first
//! things first: changes to confirm (choosing who or where), a flight (or sanctuary
//! instead), a chart cell to read off the player's chart, a second raid roll, a die of gold.

use super::people::{Named, short_name, short_names};
use super::play::{PlaceChoice, destinations};
use super::{Action, act, die_text, typed_dice};
use crate::ui::sherwood::{GameMut, GameRef};

mod pick;
use crate::games::sherwood::actions::{
    Action as Act, SherwoodError, flee_group, flight_preview, raid_again_preview, sanctuary_preview,
};
use crate::games::sherwood::effects::{Choice, Pick, Suggestion};
use crate::games::sherwood::game::{PlayMode, SherwoodGame};
use crate::games::sherwood::pending::{PendingRoll, Task};
use crate::games::sherwood::persons::Stat;
use crate::games::sherwood::state::{SherwoodState, Track};
use crate::games::sherwood::{PersonId, Preparation, SherwoodData, SpaceId, SquadId};
use crate::store::draft::ResultChoices;
use crate::t;
use crate::ui::style::size;
use crate::ui::widgets::ListKey;
use crate::ui::{style, widgets};
use iced::widget::{Column, column, container, row, text};
use iced::{Element, Length};

#[derive(Default)]
pub struct ResultPanel {
    /// The drop-down open now, if any.
    pub open_list: Option<ListKey>,
    /// What is chosen for the result that waits (kept in the save as part of its draft).
    pub chosen: ResultChoices,
    /// The faces typed for the result's roll, as typed.
    pub die: String,
    /// The chart cell being entered for the roll that waits for it, as typed.
    pub answer: String,
    pub error: Option<String>,
    /// Number pads under the number fields (a touch screen has no keyboard).
    pub pads: bool,
    /// The odds show what unread result paragraphs do (the player's setting).
    pub spoilers: bool,
    /// A counter value a roll here needs, as typed.
    pub value: String,
    /// The choice the app made because only one was possible, in words.
    pub only: Option<String>,
    /// Why a counter value typed here was refused: shown under its own field.
    pub value_error: Option<String>,
    /// The question before leaving a roll undone is up (Skip was tapped once).
    pub leaving: bool,
}

#[derive(Debug, Clone)]
pub enum Message {
    /// A dropdown opened or closed (Esc closes an open one first).
    /// Opens a drop-down (or closes it: `None`).
    Menu(Option<ListKey>),
    Pick(PersonId),
    Squad(SquadId),
    To(PlaceChoice),
    Prison(SpaceId),
    Name(usize, Named),
    /// A change to a track a legend-only symbol makes (tapped again: not after all).
    Shift(Track, i32),
    /// The legend-only symbol changes no track.
    NoShift,
    Die(String),
    Answer(String),
    Apply,
    /// Leave the result undone: asks first; refused where the rules force the result.
    Skip,
    /// Yes to the question before leaving a result undone.
    LeaveUndone,
    /// No to it: the result stays.
    KeepResult,
    Flee,
    /// Who would ask for sanctuary instead of fleeing (`None`: flee after all).
    Asker(Option<PersonId>),
    Sanctuary(PersonId),
    Value(String),
    SaveValue(PersonId, Stat),
    Remember,
    RaidAgain,
    RollGold,
    Read(u16),
    /// Undo the roll that waits for a chart cell (it was the last thing done).
    TakeBack,
    /// Open a chart cell in the Tables tab to correct it.
    Correct(crate::games::sherwood::TableId, usize, usize),
    /// The Space bar where the result waits for a choice: why, and nothing else changes.
    NoNextStep,
}

impl ResultPanel {
    pub fn game_changed(&mut self) {
        *self = ResultPanel {
            pads: self.pads,
            spoilers: self.spoilers,
            ..ResultPanel::default()
        };
    }

    /// A choice with only one possible answer is made for the player, and said so.
    pub fn preselect(&mut self, data: &SherwoodData, s: &SherwoodState) {
        let Some((_, Task::Confirm { suggestion })) = Self::first(s) else {
            return;
        };
        let mut made: Vec<String> = Vec::new();
        match &suggestion.pick {
            Some(Pick::Persons { count, from, .. }) if from.len() <= *count && !from.is_empty() => {
                self.chosen.picked = from.clone();
                made.push(short_names(data, from, ", "));
            }
            Some(Pick::Squad { from, .. }) if from.len() == 1 => {
                self.chosen.squad = from.first().cloned();
                made.extend(
                    from.iter()
                        .map(|q| t!("sws-the-squad", squad = q.to_string())),
                );
            }
            Some(Pick::FreeOne { known, unseen, .. }) if known.len() + unseen.len() == 1 => {
                self.chosen.picked = known.iter().chain(unseen.iter()).cloned().collect();
                made.extend(self.chosen.picked.iter().map(|id| short_name(data, id)));
            }
            _ => {}
        }
        if let Some([only]) = suggestion.prison.as_deref() {
            self.chosen.prison = Some(only.clone());
            made.push(only.to_string());
        }
        if !made.is_empty() {
            self.only = Some(t!("sws-only-choice", made = made.join("; ")));
        }
    }

    fn first(s: &SherwoodState) -> Option<(u32, &Task)> {
        s.todo.first().map(|t| (t.id, &t.task))
    }

    /// The one obvious step (Space), where no choice is left to make and no die to give:
    /// never one the engine would refuse.
    pub fn primary(&self, game: &SherwoodGame, data: &SherwoodData) -> Option<Message> {
        let s = game.state();
        let die_ready =
            game.mode != PlayMode::Physical || typed_dice(&self.die).is_ok_and(|d| !d.is_empty());
        let (id, task) = Self::first(s)?;
        match task {
            Task::Confirm { suggestion } => {
                let action = Act::Resolve {
                    id,
                    choice: self.choice(),
                };
                let ready = crate::games::sherwood::actions::check(data, s, &action).is_ok();
                (ready && self.chosen(suggestion)).then_some(Message::Apply)
            }
            Task::Flee { .. } => match (&self.chosen.asker, &self.chosen.to) {
                (Some(who), _) => (die_ready && sanctuary_preview(data, s, who).is_ok())
                    .then(|| Message::Sanctuary(who.clone())),
                (None, Some(to)) => {
                    (die_ready && flight_preview(data, s, to).is_ok()).then_some(Message::Flee)
                }
                (None, None) => None,
            },
            Task::RaidAgain { .. } => {
                (die_ready && raid_again_preview(data, s).is_ok()).then_some(Message::RaidAgain)
            }
            Task::GoldDie { .. } => die_ready.then_some(Message::RollGold),
            Task::Roll { .. } => None,
        }
    }

    /// Whether the player has made the choice a suggestion asks for.
    fn chosen(&self, suggestion: &Suggestion) -> bool {
        match &suggestion.pick {
            None => true,
            Some(Pick::Persons { .. } | Pick::FreeOne { .. } | Pick::Identify { .. }) => {
                !self.choice().persons.is_empty()
            }
            Some(Pick::Squad { .. }) => self.chosen.squad.is_some(),
            Some(Pick::SquadDestination { .. } | Pick::Destination { .. }) => {
                self.chosen.to.is_some()
            }
            Some(Pick::Legend { .. }) => self.chosen.legend.is_some(),
        }
    }

    /// Whether the task waiting takes a die (digits typed go to it).
    pub fn wants_die(&self, s: &SherwoodState) -> bool {
        matches!(
            Self::first(s).map(|(_, t)| t),
            Some(Task::Flee { .. } | Task::RaidAgain { .. } | Task::GoldDie { .. })
        )
    }

    fn run(&mut self, game: &mut SherwoodGame, data: &SherwoodData, a: Act) -> Action {
        let dice = match typed_dice(&self.die) {
            Ok(d) => d,
            Err(e) => {
                self.error = Some(e);
                return Action::None;
            }
        };
        match act(game, data, a, &dice) {
            Ok(()) => Action::Changed,
            Err(e) => {
                self.error = Some(e);
                Action::None
            }
        }
    }

    fn choice(&self) -> Choice {
        Choice {
            persons: if self.chosen.names.is_empty() {
                self.chosen.picked.clone()
            } else {
                self.chosen.names.iter().flatten().cloned().collect()
            },
            squad: self.chosen.squad.clone(),
            to: self.chosen.to.clone(),
            prison: self.chosen.prison.clone(),
            tracks: self.chosen.legend.clone().unwrap_or_default(),
        }
    }

    pub fn update(&mut self, cx: GameMut<'_>, message: Message) -> Action {
        let GameMut { game, data } = cx;
        let Some((id, task)) = Self::first(game.state()).map(|(i, t)| (i, t.clone())) else {
            return Action::None;
        };
        // Anything else done closes an open drop-down (a choice picked closes its own), and
        // the question before leaving the result undone.
        if !matches!(message, Message::Menu(_)) {
            self.open_list = None;
        }
        if !matches!(message, Message::Skip | Message::LeaveUndone) {
            self.leaving = false;
        }
        match message {
            Message::Menu(key) => self.open_list = key,
            Message::Pick(p) => self.toggle_pick(p, &task),
            Message::Squad(q) => self.chosen.squad = Some(q),
            Message::To(t) => self.chosen.to = Some(t.value),
            Message::Prison(p) => self.chosen.prison = Some(p),
            Message::Name(i, n) => self.name_counter(i, n),
            Message::Shift(track, delta) => self.shift(track, delta),
            Message::NoShift => self.chosen.legend = Some(Vec::new()),
            Message::Die(d) => self.die = die_text(&d),
            Message::Answer(a) => self.answer = a.chars().take(32).collect(),
            Message::Apply => {
                return self.run(
                    game,
                    data,
                    Act::Resolve {
                        id,
                        choice: self.choice(),
                    },
                );
            }
            Message::Skip if task.forced() => self.error = Some(t!("sws-result-forced")),
            Message::Skip => {
                self.leaving = true;
                return Action::None;
            }
            Message::LeaveUndone if !task.forced() && self.leaving => {
                return self.run(game, data, Act::Dismiss { id });
            }
            Message::LeaveUndone | Message::KeepResult => {}
            Message::Flee => {
                let to = self.chosen.to.clone().unwrap_or_else(SpaceId::unchosen);
                return self.run(game, data, Act::Flee { to });
            }
            Message::Asker(who) => self.chosen.asker = who,
            Message::Sanctuary(requester) => {
                return self.run(game, data, Act::SeekSanctuary { requester });
            }
            Message::Value(v) => {
                self.value = super::forecast::value_text(&v);
                self.value_error = None;
            }
            Message::SaveValue(person, stat) => return self.save_value(person, stat),
            Message::RaidAgain => return self.run(game, data, Act::RaidAgain),
            Message::RollGold => return self.run(game, data, Act::RollGold { halve: false }),
            Message::Remember => return self.remember(task),
            Message::NoNextStep => self.error = Some(t!("sws-space-choose-result")),
            Message::Read(_) | Message::TakeBack | Message::Correct(..) => {}
        }
        Action::None
    }

    /// A person tapped: picked, or let go.
    fn toggle_pick(&mut self, p: PersonId, task: &Task) {
        if let Some(i) = self.chosen.picked.iter().position(|x| *x == p) {
            self.chosen.picked.remove(i);
        } else {
            // One-of picks replace the choice; many-of picks add to it.
            if matches!(task, Task::Confirm { suggestion } if pick_count(suggestion) == 1) {
                self.chosen.picked.clear();
            }
            self.chosen.picked.push(p);
        }
    }

    /// Who the `i`-th counter drawn is.
    fn name_counter(&mut self, i: usize, n: Named) {
        if self.chosen.names.len() <= i {
            self.chosen.names.resize(i + 1, None);
        }
        if let Some(slot) = self.chosen.names.get_mut(i) {
            *slot = Some(n.id);
        }
    }

    /// A legend-only symbol's change to a track, tapped (again: not after all).
    fn shift(&mut self, track: Track, delta: i32) {
        let mut shifts = self.chosen.legend.take().unwrap_or_default();
        let again = shifts.contains(&(track, delta));
        shifts.retain(|(t, _)| *t != track);
        if !again {
            shifts.push((track, delta));
        }
        self.chosen.legend = Some(shifts);
    }

    fn save_value(&mut self, person: PersonId, stat: Stat) -> Action {
        match super::forecast::counter_value(&self.value) {
            Ok(value) => {
                self.value.clear();
                self.value_error = None;
                Action::SaveValue {
                    person,
                    stat,
                    value,
                }
            }
            Err(e) => {
                self.value_error = Some(e);
                Action::None
            }
        }
    }

    /// The chart cell typed for the roll that waits for it, kept.
    fn remember(&mut self, task: Task) -> Action {
        if let Task::Roll { roll } = task {
            let code = self.answer.trim().to_string();
            if code.is_empty() {
                self.error = Some(t!("sws-type-the-cell"));
                return Action::None;
            }
            Action::SaveCell {
                table: roll.table,
                row: roll.cell.row,
                column: roll.cell.column,
                code,
                resolve: true,
            }
        } else {
            Action::None
        }
    }

    /// Whether the roll waiting for a cell is the last entry of the log, so that taking it
    /// back (undo) gives back everything it cost.
    fn roll_is_last(&self, game: &SherwoodGame) -> bool {
        let Some((id, Task::Roll { .. })) = Self::first(game.state()) else {
            return false;
        };
        let entries = game.journal.entries();
        let before = match entries.len() {
            0 => return false,
            1 => Some(&game.journal.start().state),
            n => entries.get(n - 2).map(|e| &e.after.state),
        };
        before.is_some_and(|b| !b.todo.iter().any(|t| t.id == id))
    }

    pub fn view<'a>(&'a self, cx: GameRef<'a>) -> Element<'a, Message> {
        let GameRef { game, .. } = cx;
        let s = game.state();
        let mut c = column![].spacing(6);
        // The last thing done and what it told, where it told anything.
        if let Some(last) = game
            .journal
            .entries()
            .last()
            .filter(|l| !l.event.lines.is_empty() || !l.event.paragraphs.is_empty())
        {
            let mut card = column![text(last.label.clone()).size(size::BODY)].spacing(3);
            for l in &last.event.lines {
                card = card.push(text(l.clone()).size(size::DENSE));
            }
            if let Some((table, row, band)) = last.event.correctable {
                card = card.push(style::small(
                    t!("sws-correct-cell"),
                    Some(Message::Correct(table, row, band)),
                ));
            }
            if !last.event.paragraphs.is_empty() {
                card = card.push(widgets::chips(
                    last.event
                        .paragraphs
                        .iter()
                        .map(|n| {
                            widgets::chip(
                                t!("sws-read-paragraph", n = *n),
                                false,
                                Some(Message::Read(*n)),
                            )
                        })
                        .collect(),
                ));
            }
            c = c.push(
                container(card)
                    .padding(10)
                    .width(Length::Fill)
                    .style(style::card),
            );
        }
        let mut tasks = s.todo.iter();
        if let Some(first) = tasks.next() {
            c = c.push(
                container(self.task(cx, &first.task))
                    .padding(10)
                    .width(Length::Fill)
                    .style(style::accent),
            );
        }
        for t in tasks {
            c = c.push(text(t!("sws-then", task = t.task.title())).size(size::SMALL));
        }
        c.into()
    }

    fn task<'a>(&'a self, cx: GameRef<'a>, task: &'a Task) -> Element<'a, Message> {
        let GameRef { game, data, .. } = cx;
        let mut c = column![text(task.title()).size(size::BODY)].spacing(6);
        match task {
            Task::Confirm { suggestion } => c = self.confirm(c, cx, suggestion),
            Task::Flee {
                from,
                may_seek_sanctuary,
            } => c = self.flight(c, cx, from, *may_seek_sanctuary),
            Task::Roll { roll } => c = self.roll_cell(c, cx, roll),
            Task::RaidAgain { healers, .. } => c = self.raid_again(c, cx, healers),
            Task::GoldDie { .. } => {
                c = self.die_field(game, c);
                c = c.push(style::primary(
                    t!("sws-roll-for-gold"),
                    self.primary(game, data).map(|_| Message::RollGold),
                ));
            }
        }
        // A chart cell's refusal shows under its own field (in the picker).
        if let Some(e) = &self.error
            && !matches!(task, Task::Roll { .. })
        {
            c = c.push(widgets::error_banner(e.clone()));
        }
        c.into()
    }

    /// Changes to confirm: the choice they wait for, a prison for the captured, apply or skip.
    fn confirm<'a>(
        &'a self,
        mut c: Column<'a, Message>,
        cx: GameRef<'a>,
        suggestion: &'a Suggestion,
    ) -> Column<'a, Message> {
        let GameRef { game, data, .. } = cx;
        let s = game.state();
        c = self.pick_view(c, data, s, suggestion);
        if let Some(only) = &self.only {
            c = c.push(text(only.clone()).size(size::SMALL));
        }
        if let Some(prisons) = &suggestion.prison {
            c = c.push(text(t!("sws-captured-go-to")).size(size::SMALL));
            c = c.push(widgets::drop_down(
                ("result", 0),
                self.open_list,
                prisons.clone(),
                self.chosen.prison.clone(),
                &t!("sws-nearest-prison"),
                Message::Menu,
                Message::Prison,
            ));
        }
        // The rules apply a result at once: there is no Skip beside Apply.
        c = c.push(style::primary(
            t!("sws-apply"),
            self.primary(game, data)
                .filter(|m| matches!(m, Message::Apply)),
        ));
        c
    }

    /// A roll waiting for the cell read off the player's chart.
    fn roll_cell<'a>(
        &'a self,
        mut c: Column<'a, Message>,
        cx: GameRef<'a>,
        roll: &'a PendingRoll,
    ) -> Column<'a, Message> {
        let GameRef { game, data, .. } = cx;
        let chart = data.charts.get(roll.table);
        let said = if i32::from(roll.die.value.value()) == roll.total {
            t!("sws-roll-kept", die = roll.die.value.to_string())
        } else {
            t!(
                "sws-roll-kept-total",
                die = roll.die.value.to_string(),
                total = crate::games::sherwood::words::number(roll.total)
            )
        };
        c = c.push(text(said).size(size::SMALL));
        c = c.push(super::cell_picker::view(
            chart,
            &self.answer,
            Message::Answer,
            Message::Remember,
            self.error.as_deref(),
        ));
        c = c.push(if self.roll_is_last(game) {
            style::small(
                if roll.squad.is_some() {
                    t!("sws-take-back-squad")
                } else {
                    t!("sws-take-back")
                },
                Some(Message::TakeBack),
            )
        } else if self.leaving {
            column![
                text(t!("sws-leave-roll-question")).size(size::SMALL),
                row![
                    style::secondary(t!("sws-keep-the-roll"), Some(Message::KeepResult)),
                    style::secondary(t!("sws-skip-roll"), Some(Message::LeaveUndone)),
                ]
                .spacing(6)
                .wrap(),
            ]
            .spacing(4)
            .into()
        } else {
            style::small(t!("sws-skip-roll"), Some(Message::Skip))
        });
        c
    }

    /// Healers arrested in a raid: the second raid roll, laid out before the die.
    fn raid_again<'a>(
        &'a self,
        mut c: Column<'a, Message>,
        cx: GameRef<'a>,
        healers: &'a [PersonId],
    ) -> Column<'a, Message> {
        let GameRef { game, data, .. } = cx;
        let s = game.state();
        c = c.push(
            text(t!(
                "sws-healers-arrested",
                names = short_names(data, healers, &t!("sws-and"))
            ))
            .size(size::SMALL),
        );
        // The second roll laid out as the first was: modifiers, odds, notes.
        c = self.before_the_die(c, cx, raid_again_preview(data, s).as_ref());
        c = c.push(style::primary(
            t!("sws-raid-again"),
            self.primary(game, data).map(|_| Message::RaidAgain),
        ));
        c
    }

    /// A flight, laid out before its roll: who flees; sanctuary first where the space
    /// allows it (who asks, its modifiers and odds); otherwise where to, the Flight Table's
    /// modifiers and odds; then the die and the button.
    fn flight<'a>(
        &'a self,
        mut c: Column<'a, Message>,
        cx: GameRef<'a>,
        from: &'a str,
        may_seek_sanctuary: bool,
    ) -> Column<'a, Message> {
        let GameRef { game, data, .. } = cx;
        let s = game.state();
        let group = flee_group(s, from);
        c = c.push(
            text(t!("sws-fleeing", names = short_names(data, &group, ", "))).size(size::SMALL),
        );
        let asker = self
            .chosen
            .asker
            .as_ref()
            .filter(|a| may_seek_sanctuary && group.contains(a));
        // Physical play rolls the player's own die: the roll waits for it.
        let die_ready =
            game.mode != PlayMode::Physical || typed_dice(&self.die).is_ok_and(|d| !d.is_empty());
        if may_seek_sanctuary {
            c = c.push(text(t!("sws-may-seek-sanctuary")).size(size::SMALL));
            let mut chips: Vec<Element<'a, Message>> = group
                .iter()
                .map(|id| {
                    widgets::chip(
                        short_name(data, id),
                        asker == Some(id),
                        Some(Message::Asker(Some(id.clone()))),
                    )
                })
                .collect();
            chips.push(widgets::chip(
                t!("sws-nobody-flee"),
                asker.is_none(),
                Some(Message::Asker(None)),
            ));
            c = c.push(widgets::chips(chips));
        }
        if let Some(who) = asker {
            let prepared = sanctuary_preview(data, s, who);
            let ready = prepared.is_ok();
            c = self.before_the_die(c, cx, prepared.as_ref());
            c = c.push(style::primary(
                t!("sws-seeks-sanctuary", name = short_name(data, who)),
                (ready && die_ready).then(|| Message::Sanctuary(who.clone())),
            ));
        } else {
            let options: Vec<PlaceChoice> = destinations(data, s)
                .into_iter()
                .filter(|o| o.value != *from)
                .collect();
            let selected = self
                .chosen
                .to
                .as_ref()
                .and_then(|t| options.iter().find(|o| &o.value == t).cloned());
            c = c.push(widgets::drop_down(
                ("result", 1),
                self.open_list,
                options,
                selected,
                &t!("sws-flee-where"),
                Message::Menu,
                Message::To,
            ));
            if let Some(to) = &self.chosen.to {
                let prepared = flight_preview(data, s, to);
                let ready = prepared.is_ok();
                c = self.before_the_die(c, cx, prepared.as_ref());
                c = c.push(style::primary(
                    t!("sws-flee-roll"),
                    (ready && die_ready).then_some(Message::Flee),
                ));
            }
        }
        c
    }

    /// A roll laid out before the die: its modifiers and odds (or what must be known
    /// first), a counter value refused, then the die.
    fn before_the_die<'a>(
        &'a self,
        c: Column<'a, Message>,
        cx: GameRef<'a>,
        prepared: Result<&Preparation, &SherwoodError>,
    ) -> Column<'a, Message> {
        let GameRef { game, data, .. } = cx;
        let c = c.push(super::forecast::laid_out(
            game,
            data,
            prepared,
            self.spoilers,
            super::forecast::ValueEntry {
                answer: &self.value,
                pads: self.pads,
                on_input: &Message::Value,
                on_save: &Message::SaveValue,
            },
        ));
        let c = self.value_refused(c);
        self.die_field(game, c)
    }

    /// A counter value refused, under the field it was typed in.
    fn value_refused<'a>(&'a self, c: Column<'a, Message>) -> Column<'a, Message> {
        match &self.value_error {
            Some(e) => c.push(widgets::error_banner(e.clone())),
            None => c,
        }
    }

    /// The die field (and its pad): left empty, the app rolls in digital play.
    fn die_field<'a>(&'a self, game: &SherwoodGame, c: Column<'a, Message>) -> Column<'a, Message> {
        super::die_entry(c, game, &self.die, self.pads, Message::Die)
    }
}

fn pick_count(s: &Suggestion) -> usize {
    match &s.pick {
        Some(Pick::Persons { count, .. }) => *count,
        Some(Pick::FreeOne { .. }) => 1,
        _ => 0,
    }
}
