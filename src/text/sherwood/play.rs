//! The Sherwood Syndrome in the text mode: the actions the rules allow now, numbered; each
//! asks who, where and how much as the window's forms do, says the odds before the die, and
//! in physical play asks what the player's own die shows. A counter value or chart cell the
//! game needs and nobody has entered is asked for and kept in the player's data, as the
//! window keeps it. What waits after a result is settled before the turn goes on.

use super::forms::{
    Answer, answer, choice_for, destinations, die, number, one, people, several, yes,
};
use super::report::paragraphs;
use super::standing::{write_final, write_header};
use super::words::person_name;
use crate::games::sherwood::actions::{
    Action, RollRequest, SherwoodError, Verb, check, check_route, group_for, legal_actions,
    next_town, situation_for, squads_that_must_roll,
};
use crate::games::sherwood::effects::{Change, NEUTRALS_PLACED};
use crate::games::sherwood::foresight::{foresee, sentence};
use crate::games::sherwood::game::{PlayMode, SherwoodGame, choice};
use crate::games::sherwood::pending::{PendingRoll, Task, Todo};
use crate::games::sherwood::persons::PersonKind;
use crate::games::sherwood::space_id::SquadId;
use crate::games::sherwood::state::{
    FIRST_TOWN, Location, PALACE, PersonState, SetupDraw, SherwoodState, Side, Track, TurnStep,
};
use crate::games::sherwood::{
    Missing, PersonId, Preparation, PrepareError, SherwoodData, SpaceId, TableId, Target, prepare,
};
use crate::store::kept_game::SavedGame;
use crate::store::saves::Envelope;
use crate::store::user_data::{EntryError, UserData};
use crate::t;
use crate::text::conversation::{Ask, Offer, Refusal, Taken, TextGame};
use crate::text::lines::{log_lines, spoken, titled, written};

/// A change to the player's own data: a chart cell or a counter's value the game asked for.
pub type DataChange<'a> =
    Box<dyn FnOnce(&mut UserData, &SherwoodData) -> Result<(), EntryError> + 'a>;

/// Where the player's own data is kept. The conversation has no files: its front end keeps
/// what the player tells it, where the window would keep it too.
pub trait KeepsPlayerData {
    /// Applies `change` and keeps it; the data with the change applied, or why not in words.
    fn remember(&self, change: DataChange<'_>) -> Result<SherwoodData, String>;
}

#[derive(Clone)]
pub struct SherwoodText {
    data: SherwoodData,
    keeper: std::rc::Rc<dyn KeepsPlayerData>,
    game: SherwoodGame,
    /// The squads the player said stand within three spaces of their people, and the turn
    /// they said it on: the app does not know the map, so only the player can tell.
    near: Option<(u32, Vec<SquadId>)>,
}

/// A numbered choice, before its questions are asked.
#[derive(Clone)]
enum Move {
    /// Complete as it is.
    Act(Action),
    /// Beam down, beam up or move: who, and where to.
    Group(Verb),
    /// A space's action: its form.
    AtSpace(Verb, SpaceId),
    /// The first thing waiting, as its kind asks.
    Settle,
    /// Seek sanctuary instead of fleeing.
    Sanctuary,
    /// Leave the first thing waiting undone.
    Skip(u32),
    /// A physical setup: where a Neutral the player drew blind stands.
    PlaceNeutral,
    /// King's Men Actions: which other squads stand within three spaces of the player's
    /// people on their map (the app knows only the squads in their spaces).
    NearSquads,
}

fn verb_words(verb: Verb) -> String {
    crate::i18n::text(match verb {
        Verb::BeamDown => "sws-beam-down",
        Verb::BeamUp => "sws-beam-up",
        Verb::Move => "sws-move",
        Verb::Raid => "sws-verb-raid",
        Verb::Recruit => "sws-verb-recruit",
        Verb::Donations => "sws-verb-donations",
        Verb::StealHorses => "sws-verb-steal-horses",
        Verb::BuyHorses => "sws-verb-buy-horses",
        Verb::AidThePoor => "sws-verb-aid-the-poor",
        Verb::Sanctuary => "sws-verb-sanctuary",
        _ => "sws-verb-heal",
    })
}

impl SherwoodText {
    pub fn new(
        data: SherwoodData,
        keeper: std::rc::Rc<dyn KeepsPlayerData>,
        game: SherwoodGame,
    ) -> SherwoodText {
        SherwoodText {
            data,
            keeper,
            game,
            near: None,
        }
    }

    fn name(&self, id: &PersonId) -> String {
        person_name(&self.data, id)
    }

    fn people(&self, ids: impl IntoIterator<Item = PersonId>) -> Vec<Answer<PersonId>> {
        people(&self.data, ids)
    }

    /// The numbered choices and what each is.
    fn moves(&self) -> Vec<(String, Move)> {
        let s = self.game.state();
        let data = &self.data;
        if s.end.is_some() {
            return Vec::new();
        }
        if let Some(first) = s.todo.first() {
            return self.settling(first);
        }
        let mut out = Vec::new();
        if let Some(told) = self.neutrals_told() {
            let words = t!(
                "cli-play-sw-place-neutral",
                told = told,
                count = NEUTRALS_PLACED
            );
            out.push((words, Move::PlaceNeutral));
        }
        let act = |a: Action| (choice(data, s, &a).to_string(), Move::Act(a));
        let near = squads_that_must_roll(s);
        let named = self.named_near();
        let must_roll = |squad: &str| {
            near.iter().any(|(q, _)| q.as_str() == squad) || named.iter().any(|q| q == squad)
        };
        if s.step == TurnStep::KingsMen && self.near_asked().is_none() && !self.others(s).is_empty()
        {
            out.push((t!("cli-play-sw-near-squads"), Move::NearSquads));
        }
        for legal in legal_actions(data, s).into_iter().filter(|l| l.ok()) {
            match (legal.verb, legal.space) {
                (Verb::BeamDown | Verb::BeamUp | Verb::Move, _) => {
                    out.push((verb_words(legal.verb), Move::Group(legal.verb)));
                }
                (verb, Some(space))
                    if verb.table().is_some()
                        || matches!(verb, Verb::BuyHorses | Verb::AidThePoor) =>
                {
                    let words = t!(
                        "cli-play-sw-at",
                        verb = verb_words(verb),
                        place = space.as_str()
                    );
                    out.push((words, Move::AtSpace(verb, SpaceId::new(space))));
                }
                (Verb::Preach, _) => {
                    for track in [Track::Witchcraft, Track::RoyalMorale] {
                        out.push(act(Action::Preach { track }));
                    }
                }
                (Verb::Release, Some(person)) => out.push(act(Action::Release {
                    person: person.as_str().into(),
                })),
                (Verb::Starve, _) => {
                    for p in s.persons.iter().filter(|p| {
                        p.side == Side::Controlled && !p.imprisoned && p.location.space().is_some()
                    }) {
                        let a = Action::Starve {
                            person: p.id.clone(),
                        };
                        if check(data, s, &a).is_ok() {
                            out.push(act(a));
                        }
                    }
                }
                // Only the squads near the player's people must roll.
                (Verb::KingsMen, Some(squad)) if must_roll(&squad) => {
                    out.push(act(Action::KingsMen {
                        squad: SquadId::new(squad.as_str()),
                    }));
                }
                (Verb::RoyalPartyMoves, _) => {
                    out.push(act(Action::RoyalPartyMoves { into: None }));
                    // From the palace it goes to its first town: there is no other way.
                    if !s.royal_party.location.is(PALACE) {
                        let towns = next_town(s).into_iter().chain(
                            s.towns
                                .iter()
                                .map(|t| t.name.clone())
                                .filter(|t| Some(t) != next_town(s).as_ref()),
                        );
                        for town in towns.filter(|t| check_route(s, t).is_ok()) {
                            let into = Action::RoyalPartyMoves { into: Some(town) };
                            if check(data, s, &into).is_ok() {
                                out.push(act(into));
                            }
                        }
                    }
                }
                (Verb::EndRebelActions, _) => out.push(act(Action::EndRebelActions)),
                (Verb::PayExpenses, _) => out.push(act(Action::PayExpenses)),
                (Verb::BeamSupplies, _) => out.push(act(Action::BeamSupplies)),
                (Verb::EndExpenses, _) => out.push(act(Action::EndExpenses)),
                (Verb::EndKingsMen, _) => out.push(act(Action::EndKingsMen)),
                (Verb::FealtyAgain, _) => out.push(act(Action::FealtyAgain)),
                (Verb::EndTurn, _) => out.push(act(Action::EndTurn)),
                _ => {}
            }
        }
        out
    }

    /// The squads the player named as within three spaces of their people, if they said so
    /// this turn.
    fn near_asked(&self) -> Option<&[SquadId]> {
        let turn = self.game.state().turn;
        self.near
            .as_ref()
            .filter(|(said_on, _)| *said_on == turn)
            .map(|(_, squads)| squads.as_slice())
    }

    /// Of the squads named this turn, those that have not rolled.
    fn named_near(&self) -> Vec<SquadId> {
        let s = self.game.state();
        self.near_asked()
            .unwrap_or_default()
            .iter()
            .filter(|q| !s.squads_rolled.contains(q))
            .cloned()
            .collect()
    }

    /// The King's Men squads on the map the app does not already ask to roll (none with the
    /// player's people, not rolled, not recruited): the ones the player may name as near.
    fn others(&self, s: &SherwoodState) -> Vec<SquadId> {
        let with_people = squads_that_must_roll(s);
        s.squads
            .iter()
            .filter(|q| !q.recruited && !s.squads_rolled.contains(&q.name))
            .filter(|q| q.location.space().is_some())
            .filter(|q| !with_people.iter().any(|(w, _)| *w == q.name))
            .map(|q| q.name.clone())
            .collect()
    }

    /// Asks which of the other squads stand within three spaces of the player's people.
    fn ask_near(&mut self, ask: &mut dyn Ask) -> Result<Taken, Refusal> {
        let s = self.game.state();
        let mut options: Vec<Answer<Option<SquadId>>> = self
            .others(s)
            .into_iter()
            .map(|q| {
                let words = t!("cli-play-sw-squad-at", squad = q.as_str());
                answer(Some(q), words)
            })
            .collect();
        options.push(answer(None, t!("cli-play-sw-near-none")));
        let Some(picked) = several(ask, &t!("cli-play-sw-near-which"), &options, None) else {
            return Ok(Taken::Cancelled);
        };
        let squads: Vec<SquadId> = picked.into_iter().flatten().collect();
        let said = t!("cli-play-sw-near-kept", count = squads.len());
        self.near = Some((s.turn, squads));
        Ok(Taken::Done(vec![said]))
    }

    /// Ending King's Men Actions while a squad the player named as near has not rolled:
    /// asked first (`false`: the player keeps playing).
    fn end_kings_men_anyway(&self, ask: &mut dyn Ask) -> bool {
        let unrolled = self.named_near();
        if unrolled.is_empty() {
            return true;
        }
        use crate::engine::words::{Join, Words};
        let names = Words::list(unrolled.iter().map(|q| Words::text(q.as_str())), Join::And);
        yes(
            ask,
            &t!(
                "cli-play-sw-near-unrolled",
                squads = spoken(&names),
                count = unrolled.len()
            ),
        )
    }

    /// A physical setup on its first Rebel Actions: how many of the Neutrals drawn blind the
    /// player has placed, while some are still to place (`None` otherwise).
    fn neutrals_told(&self) -> Option<usize> {
        let s = self.game.state();
        if self.game.setup.draw != SetupDraw::Physical
            || s.turn > 1
            || s.step != TurnStep::RebelActions
        {
            return None;
        }
        let placed = self
            .neutrals()
            .filter(|p| p.location.space().is_some())
            .count();
        (placed < NEUTRALS_PLACED).then_some(placed)
    }

    fn neutrals(&self) -> impl Iterator<Item = &PersonState> {
        let s = self.game.state();
        s.persons.iter().filter(move |p| {
            s.kind(&self.data, &p.id) == Some(PersonKind::Neutral)
                && p.side == Side::Free
                && !p.imprisoned
        })
    }

    /// The choices while something waits: settle it as its kind asks, or leave it undone.
    fn settling(&self, first: &Todo) -> Vec<(String, Move)> {
        // What waits was just said, in the standing: the choices do not say it again.
        let mut out = vec![(t!("cli-play-sw-settle"), Move::Settle)];
        if let Task::Flee {
            may_seek_sanctuary: true,
            ..
        } = first.task
        {
            out.push((t!("cli-play-sw-seek-sanctuary"), Move::Sanctuary));
        }
        out.push((t!("cli-play-sw-skip"), Move::Skip(first.id)));
        out
    }

    /// Asks what `mv` still needs; the action, or `None` when the player went back.
    fn fill(&mut self, mv: Move, ask: &mut dyn Ask) -> Result<Option<Action>, Refusal> {
        let s = self.game.state().clone();
        let free = |p: &&crate::games::sherwood::state::PersonState| {
            p.side == Side::Controlled
                && !p.imprisoned
                && !s.moved.contains(&p.id)
                && !s.took_part.contains(&p.id)
        };
        Ok(match mv {
            Move::Act(a) => Some(a),
            Move::Skip(id) => Some(Action::Dismiss { id }),
            Move::Group(verb) => {
                let who: Vec<PersonId> = s
                    .persons
                    .iter()
                    .filter(free)
                    .filter(|p| match verb {
                        Verb::BeamDown => p.location == Location::Enterprise,
                        _ => p.location.space().is_some(),
                    })
                    .map(|p| p.id.clone())
                    .collect();
                let options: Vec<Answer<PersonId>> = who
                    .iter()
                    .map(|id| {
                        let at = s
                            .person(id)
                            .and_then(|p| p.location.space_shown())
                            .map(|place| format!(" · {place}"))
                            .unwrap_or_default();
                        answer(id.clone(), format!("{}{at}", self.name(id)))
                    })
                    .collect();
                let Some(persons) = several(ask, &t!("cli-play-sw-who"), &options, None) else {
                    return Ok(None);
                };
                if verb == Verb::BeamUp {
                    return Ok(Some(Action::BeamUp { persons }));
                }
                let places = destinations(&self.data, &s);
                let Some(to) = one(ask, &t!("cli-play-sw-where"), &places) else {
                    return Ok(None);
                };
                Some(match verb {
                    Verb::BeamDown => Action::BeamDown { persons, to },
                    _ => Action::Move { persons, to },
                })
            }
            Move::AtSpace(verb, space) => self.space_form(verb, space, ask)?,
            Move::PlaceNeutral => {
                let unplaced = self.people(
                    self.neutrals()
                        .filter(|p| p.location == Location::OffMap)
                        .map(|p| p.id.clone()),
                );
                let Some(person) = one(ask, &t!("cli-play-sw-which-neutral"), &unplaced) else {
                    return Ok(None);
                };
                let placing = |space: &SpaceId| Action::Apply {
                    change: Change::PlaceNeutral {
                        person: person.clone(),
                        space: space.clone(),
                    },
                };
                let spaces: Vec<Answer<SpaceId>> = destinations(&self.data, &s)
                    .into_iter()
                    .filter(|o| check(&self.data, &s, &placing(&o.value)).is_ok())
                    .collect();
                one(ask, &t!("cli-play-sw-neutral-where"), &spaces).map(|to| placing(&to))
            }
            Move::Settle => self.settle_form(ask)?,
            // Asked in `take`: it changes no game.
            Move::NearSquads => None,
            Move::Sanctuary => {
                let Some(Todo {
                    task: Task::Flee { from, .. },
                    ..
                }) = s.todo.first()
                else {
                    return Err(t!("cli-play-gone").into());
                };
                let who = self.people(crate::games::sherwood::actions::flee_group(&s, from));
                one(ask, &t!("cli-play-sw-who-asks"), &who)
                    .map(|requester| Action::SeekSanctuary { requester })
            }
        })
    }

    /// A space's action: who acts, on whom, with what; the odds are said before the die.
    fn space_form(
        &mut self,
        verb: Verb,
        space: SpaceId,
        ask: &mut dyn Ask,
    ) -> Result<Option<Action>, Refusal> {
        let s = self.game.state().clone();
        match verb {
            Verb::BuyHorses => return Ok(Some(Action::BuyHorses { space })),
            Verb::AidThePoor => {
                let Some(gold) = number(ask, &t!("cli-play-sw-aid-gold"), 1, 99) else {
                    return Ok(None);
                };
                let gold = u8::try_from(gold).unwrap_or(5);
                return Ok(Some(Action::AidThePoor { space, gold }));
            }
            _ => {}
        }
        let table = verb.table().ok_or_else(|| t!("cli-play-gone"))?;
        let mut request = RollRequest {
            space: space.clone(),
            actor: None,
            target: None,
            gold: 0,
            phasers: false,
            patients: 1,
            medical_kit: false,
            flee_to: None,
            chart_row: None,
        };
        if matches!(
            verb,
            Verb::Raid | Verb::Recruit | Verb::Donations | Verb::Sanctuary
        ) {
            let here = self.people(s.participants(&space).iter().map(|p| p.id.clone()));
            let Some(actor) = one(ask, &t!("cli-play-sw-who-acts"), &here) else {
                return Ok(None);
            };
            request.actor = Some(actor);
        }
        if verb == Verb::Recruit {
            let mut targets: Vec<Answer<Target>> = s
                .persons
                .iter()
                .filter(|p| p.side != Side::Controlled && !p.imprisoned && p.location.is(&space))
                .filter(|p| {
                    s.kind(&self.data, &p.id)
                        .is_some_and(PersonKind::is_recruitable)
                })
                .map(|p| answer(Target::Person(p.id.clone()), self.name(&p.id)))
                .collect();
            if s.squads_at(&space) > 0 {
                targets.push(answer(Target::KingsMenSquad, t!("cli-play-sw-a-squad")));
            }
            let Some(target) = one(ask, &t!("cli-play-sw-whom"), &targets) else {
                return Ok(None);
            };
            request.target = Some(target);
            let Some(gold) = number(ask, &t!("cli-play-sw-bribe"), 0, 99) else {
                return Ok(None);
            };
            request.gold = u32::try_from(gold).unwrap_or(0);
        }
        if verb == Verb::Raid {
            request.phasers = yes(ask, &t!("cli-play-sw-phasers"));
        }
        if verb == Verb::Heal {
            let injured = s.participants(&space).iter().filter(|p| p.injured).count();
            let most = i32::try_from(injured.clamp(1, 3)).unwrap_or(1);
            if most > 1 {
                let Some(n) = number(ask, &t!("cli-play-sw-patients"), 1, most) else {
                    return Ok(None);
                };
                request.patients = u8::try_from(n).unwrap_or(1);
            }
            request.medical_kit = yes(ask, &t!("cli-play-sw-medical-kit"));
        }
        if !self.odds_before_die(table, &s, &space, &request, ask)? {
            return Ok(None);
        }
        Ok(Some(Action::Roll { table, request }))
    }

    /// The odds before the die, as far as the player may know them; `false`: the player went
    /// back. A counter value nobody has entered is asked for first: the odds need it.
    fn odds_before_die(
        &mut self,
        table: TableId,
        s: &SherwoodState,
        space: &SpaceId,
        request: &RollRequest,
        ask: &mut dyn Ask,
    ) -> Result<bool, Refusal> {
        let group = group_for(s, table, space);
        loop {
            let situation = situation_for(&self.data, s, request, &group);
            match prepare(&self.data, table, &situation) {
                Ok(prep) => {
                    if !self.odds_first(&prep, ask) {
                        return Ok(false);
                    }
                    break;
                }
                Err(PrepareError::Missing(missing)) => {
                    for m in missing {
                        if !self.learn(&m, ask)? {
                            return Ok(false);
                        }
                    }
                }
                // The game says why when the roll is tried.
                Err(_) => break,
            }
        }
        Ok(true)
    }

    /// Settling the first thing waiting, asking the picks its kind needs.
    fn settle_form(&mut self, ask: &mut dyn Ask) -> Result<Option<Action>, Refusal> {
        let s = self.game.state().clone();
        let Some(first) = s.todo.first().cloned() else {
            return Err(t!("cli-play-gone").into());
        };
        let id = first.id;
        match first.task {
            Task::Flee { .. } => {
                let places = destinations(&self.data, &s);
                Ok(one(ask, &t!("cli-play-sw-flee-to"), &places).map(|to| Action::Flee { to }))
            }
            Task::Roll { roll } => self.chart_cell(&roll, ask),
            Task::RaidAgain { .. } => Ok(Some(Action::RaidAgain)),
            Task::GoldDie { halve } => Ok(Some(Action::RollGold { halve })),
            Task::Confirm { suggestion } => Ok(choice_for(ask, &self.data, &s, &suggestion)
                .map(|choice| Action::Resolve { id, choice })),
        }
    }

    /// The chart cell the die landed on, from the player's own chart, kept in their data.
    fn chart_cell(
        &mut self,
        roll: &PendingRoll,
        ask: &mut dyn Ask,
    ) -> Result<Option<Action>, Refusal> {
        let question = t!(
            "cli-play-sw-cell",
            table = roll.table.label().to_string(),
            row = roll.cell.row.as_str(),
            column = roll.cell.column.as_str()
        );
        let (table, row, column) = (roll.table, roll.cell.row.clone(), roll.cell.column.clone());
        // Asked again until it is a cell the chart prints (what the window's picker builds).
        loop {
            let Some(code) = ask.ask(&question) else {
                return Ok(None);
            };
            match self.keeper.remember(Box::new(|user, data| {
                user.set_cell(data, table, &row, &column, code.trim())
            })) {
                Ok(data) => {
                    self.data = data;
                    return Ok(Some(Action::ResolveRoll));
                }
                Err(why) => ask.say(&why.to_string()),
            }
        }
    }

    /// The roll a complete action makes, laid out before its die (a squad's, Fealty, a
    /// flight, sanctuary, the second raid); `None` for an action that rolls nothing, or
    /// whose roll the game refuses (it says why when the action is tried).
    fn preview(&self, action: &Action) -> Option<Preparation> {
        use crate::games::sherwood::actions::{
            fealty_preview, flight_preview, raid_again_preview, sanctuary_preview, squad_preview,
        };
        let (data, s) = (&self.data, self.game.state());
        match action {
            Action::KingsMen { squad } => squad_preview(data, s, squad.as_str()).ok(),
            Action::RoyalPartyMoves { into: Some(town) } => {
                fealty_preview(data, s, town.as_str()).ok()
            }
            Action::RoyalPartyMoves { into: None } if s.royal_party.location.is(PALACE) => {
                fealty_preview(data, s, FIRST_TOWN).ok()
            }
            Action::FealtyAgain => s
                .royal_party
                .location
                .space()
                .and_then(|town| fealty_preview(data, s, town).ok()),
            Action::Flee { to } => flight_preview(data, s, to.as_str()).ok(),
            Action::SeekSanctuary { requester } => {
                sanctuary_preview(data, s, requester.as_str()).ok()
            }
            Action::RaidAgain => raid_again_preview(data, s).ok(),
            _ => None,
        }
    }

    /// Says a roll's odds, as far as the player may know them; in digital play, asks before
    /// the app rolls. `false`: the player went back.
    fn odds_first(&self, prep: &Preparation, ask: &mut dyn Ask) -> bool {
        let odds = foresee(&self.data, prep, &|n| self.game.reader.is_revealed(n));
        ask.say(&t!("cli-play-sw-odds", odds = sentence(&odds)));
        self.game.mode != PlayMode::Digital
            || prep.automatic.is_some()
            || yes(ask, &t!("cli-play-sw-roll-now"))
    }

    /// Takes `action`: the die asked for in physical play, a missing counter value or kind
    /// asked for and kept; what happened, as the log keeps it, with the paragraphs reached.
    fn run(
        &mut self,
        action: Action,
        mut dice: Vec<u8>,
        ask: &mut dyn Ask,
    ) -> Result<Taken, Refusal> {
        loop {
            let places_before: Vec<SpaceId> = self
                .game
                .state()
                .places
                .iter()
                .map(|p| p.name.clone())
                .collect();
            match self.game.act(&self.data, action.clone(), &dice) {
                Ok(outcome) => {
                    let mut lines = Vec::new();
                    for p in self
                        .game
                        .state()
                        .places
                        .iter()
                        .filter(|p| !places_before.contains(&p.name))
                    {
                        lines.push(t!("cli-sw-new-place", place = p.name.as_str()));
                    }
                    if let Some(e) = self.game.journal.entries().last() {
                        lines.push(spoken(&e.label));
                        lines.extend(e.event.lines.iter().map(spoken));
                    }
                    for p in paragraphs(&self.data, &outcome.paragraphs) {
                        lines.push(match p.effect {
                            Some(effect) => t!(
                                "cli-sw-paragraph-effect",
                                number = p.number,
                                effect = effect
                            ),
                            None => t!("cli-sw-paragraph", number = p.number),
                        });
                    }
                    return Ok(Taken::Done(lines));
                }
                Err(SherwoodError::AwaitingDie(_)) => match die(ask) {
                    Some(face) => dice.push(face),
                    None => return Ok(Taken::Cancelled),
                },
                Err(SherwoodError::Prepare(PrepareError::Missing(missing))) => {
                    for m in missing {
                        if !self.learn(&m, ask)? {
                            return Ok(Taken::Cancelled);
                        }
                    }
                }
                Err(e) => return Err(Refusal(e.to_string())),
            }
        }
    }

    /// Asks for a counter value or a person's kind the game needs and keeps it in the
    /// player's data; `false` when the player went back.
    fn learn(&mut self, missing: &Missing, ask: &mut dyn Ask) -> Result<bool, Refusal> {
        let learnt = match missing {
            Missing::Value { person, stat, .. } => {
                let Some(v) = number(ask, &missing.ask().to_string(), -20, 20) else {
                    return Ok(false);
                };
                let (person, stat) = (person.clone(), *stat);
                self.keeper.remember(Box::new(move |user, data| {
                    user.set_value(data, person.as_str(), stat, v)
                }))
            }
            Missing::Kind { person, .. } => {
                let kinds: Vec<Answer<PersonKind>> = [
                    PersonKind::Enterprise,
                    PersonKind::Archon,
                    PersonKind::Neutral,
                    PersonKind::Royalist,
                    PersonKind::Cleric,
                ]
                .into_iter()
                .map(|k| answer(k, (k.label()).to_string()))
                .collect();
                let Some(kind) = one(ask, &missing.ask().to_string(), &kinds) else {
                    return Ok(false);
                };
                let person = person.clone();
                self.keeper.remember(Box::new(move |user, data| {
                    user.set_kind(data, person.as_str(), kind)
                }))
            }
        };
        self.data = learnt.map_err(Refusal)?;
        ask.say(&t!("cli-play-sw-kept-value"));
        Ok(true)
    }
}

impl TextGame for SherwoodText {
    fn copy(&self) -> Box<dyn TextGame> {
        Box::new(self.clone())
    }

    fn header(&self) -> Vec<String> {
        titled(
            t!("cli-about-play-sherwood"),
            written(|out| write_header(&self.game, self.game.seed, out)),
        )
    }

    fn standing(&self, full: bool) -> Vec<String> {
        if full {
            // A script's summary tells a waiting task's JSON commands after an arrow; here
            // the choices say how to settle it, so those lines are left out.
            return written(|out| write_final(&self.data, &self.game, out))
                .into_iter()
                .filter(|l| !l.trim_start().starts_with('→'))
                .collect();
        }
        let s = self.game.state();
        let mut out = vec![
            t!("cli-sw-when", turn = s.turn, step = s.step.label()),
            t!(
                "cli-sw-tracks",
                witchcraft = s.tracks.witchcraft,
                warchest = s.tracks.warchest,
                morale = s.tracks.royal_morale
            ),
        ];
        if let Some(first) = s.todo.first() {
            out.push(t!(
                "cli-play-sw-waits",
                task = first.task.title(),
                more = s.todo.len() - 1
            ));
        }
        out
    }

    fn choices(&self) -> Vec<Offer> {
        self.moves()
            .into_iter()
            .map(|(words, _)| Offer::plain(words))
            .collect()
    }

    fn take(&mut self, index: usize, ask: &mut dyn Ask) -> Result<Taken, Refusal> {
        let mv = self
            .moves()
            .into_iter()
            .nth(index)
            .map(|(_, m)| m)
            .ok_or_else(|| t!("cli-play-gone"))?;
        match mv {
            Move::NearSquads => return self.ask_near(ask),
            Move::Act(Action::EndKingsMen) if !self.end_kings_men_anyway(ask) => {
                return Ok(Taken::Cancelled);
            }
            _ => {}
        }
        match self.fill(mv, ask)? {
            Some(action) => {
                if let Some(prep) = self.preview(&action)
                    && !self.odds_first(&prep, ask)
                {
                    return Ok(Taken::Cancelled);
                }
                self.run(action, Vec::new(), ask)
            }
            None => Ok(Taken::Cancelled),
        }
    }

    fn typed(&mut self, line: &str, ask: &mut dyn Ask) -> Option<Result<Taken, Refusal>> {
        use super::read::{Read, read_line, use_ids};
        if !line.trim_start().starts_with('{') {
            return None;
        }
        Some(match read_line(line, self.game.state()) {
            Err(why) => Err(why.into()),
            Ok(Read::SetValue {
                person,
                stat,
                value,
                ..
            }) => self
                .keeper
                .remember(Box::new(move |user, data| {
                    user.set_value(data, &person, stat, value)
                }))
                .map(|data| {
                    self.data = data;
                    Taken::Done(vec![t!("cli-play-sw-kept-value")])
                })
                .map_err(Refusal),
            Ok(Read::Act(mut read, _)) => match use_ids(&self.data, &mut read.action) {
                Err(why) => Err(why.into()),
                Ok(()) => self.run(read.action, read.dice, ask),
            },
        })
    }

    fn undo(&mut self) -> bool {
        self.game.undo()
    }

    fn redo(&mut self) -> bool {
        self.game.redo()
    }

    fn log(&self) -> Vec<String> {
        log_lines(&self.game.journal, |e| &e.lines)
    }

    fn ending(&self) -> Option<String> {
        self.game
            .state()
            .end
            .map(|e| t!("cli-sw-over", ending = e.describe()))
    }

    fn kept(&self, name: &str, play: u64, now: u64) -> SavedGame {
        SavedGame::Sherwood(Box::new(
            Envelope::of(name, now, self.game.clone()).played_as(Some(play)),
        ))
    }

    fn help(&self) -> Vec<String> {
        vec![t!("cli-play-sw-help")]
    }
}
