//! Derives every die-roll modifier the rulebook gives from a described situation.
//!
//! Each ability applies once: a person who acts contributes their value as the actor, and
//! an "adds to one other person's value" ability only ever adds a *different* person's
//! value. Injured people neither act nor lend anything, except that a person asking for
//! sanctuary counts their own persuasiveness even when injured.

use super::data::SherwoodData;
use super::person_id::PersonId;
use super::persons::{Ability, MoraleTarget, Person, PersonKind, Stat};
use super::situation::{RoyalOrders, Situation, Target};
use super::spaces::SpaceKind;
use super::tables::{RowKey, TableId};
use crate::engine::modifier::Modifier;
use crate::engine::words::{Join, Words};
use serde::Serialize;

/// A roll ready to be made: which row, which modifiers, or no roll at all.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Preparation {
    pub table: TableId,
    pub row: usize,
    pub modifiers: Vec<Modifier>,
    /// Set when the rules settle the matter without a roll.
    pub automatic: Option<Words>,
    /// Side effects and reminders that come with the roll (phasers raise Witchcraft …).
    pub notes: Vec<Words>,
    /// Who takes part in the action (it is theirs for the turn): the one who acts and
    /// whoever lends the roll a value or an ability; empty for a roll that is no action of
    /// your people (a flight, Fealty, a squad's roll). See `docs/rules/sherwood.md`, 8.
    #[serde(skip)]
    pub takers: Vec<PersonId>,
}

/// A chart's name (`name`, as its data writes it) in words: in the player's language where
/// it is the rulebook's own.
pub fn table_name(table: TableId, name: &str) -> Words {
    let key = match table {
        TableId::Recruiting => "swr-table-recruiting",
        TableId::Donations => "swr-table-donations",
        TableId::Raid => "swr-table-raid",
        TableId::HorseTheft => "swr-table-horse-theft",
        TableId::Sanctuary => "swr-table-sanctuary",
        TableId::Flight => "swr-table-flight",
        TableId::Fealty => "swr-table-fealty",
        TableId::KingsMen => "swr-table-kings-men",
        TableId::Heal => "swr-log-healing",
    };
    Words::data(key, name)
}

/// Said with a raid that uses phasers.
pub fn phasers_note() -> Words {
    crate::words!("swr-prep-phasers")
}

/// Something the player must tell the app before it can roll: never guessed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Missing {
    Value {
        person: PersonId,
        name: String,
        stat: Stat,
    },
    Kind {
        person: PersonId,
        name: String,
    },
}

impl Missing {
    pub fn ask(&self) -> Words {
        match self {
            Missing::Value { name, stat, .. } => crate::words!(
                "swr-prep-missing-value",
                name = name.as_str(),
                stat = stat.label(),
                corner = stat.counter_corner()
            ),
            Missing::Kind { name, .. } => {
                crate::words!("swr-prep-missing-kind", name = name.as_str())
            }
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PrepareError {
    #[error("{}", Words::list(.0.iter().map(Missing::ask), Join::Lines))]
    Missing(Vec<Missing>),
    #[error("{0}")]
    Illegal(Box<Words>),
}

struct Builder<'a> {
    data: &'a SherwoodData,
    situation: &'a Situation,
    modifiers: Vec<Modifier>,
    notes: Vec<Words>,
    missing: Vec<Missing>,
    takers: Vec<PersonId>,
}

fn illegal(text: impl Into<Words>) -> PrepareError {
    PrepareError::Illegal(Box::new(text.into()))
}

impl<'a> Builder<'a> {
    fn person(&self, id: &str) -> Result<&'a Person, PrepareError> {
        self.data
            .roster
            .get(id)
            .ok_or_else(|| illegal(crate::words!("swr-prep-no-id", id = id)))
    }

    /// `id` takes part in the action: their value or ability is in the roll.
    fn took(&mut self, id: &PersonId) {
        if !self.takers.contains(id) {
            self.takers.push(id.clone());
        }
    }

    fn add(&mut self, label: impl Into<Words>, value: i32) {
        self.modifiers.push(Modifier::new(label, value));
    }

    fn value_of(&mut self, person: &Person, stat: Stat) -> Option<i32> {
        let v = person.value(stat);
        if v.is_none() {
            self.missing.push(Missing::Value {
                person: person.id.clone(),
                name: person.name.clone(),
                stat,
            });
        }
        v
    }

    fn kind_of(&mut self, person: &Person) -> Option<PersonKind> {
        if self.situation.turned_neutral.contains(&person.id) {
            return Some(PersonKind::Neutral);
        }
        if person.kind.is_none() {
            self.missing.push(Missing::Kind {
                person: person.id.clone(),
                name: person.name.clone(),
            });
        }
        person.kind
    }

    /// Able (present, uninjured) people on your side who have an ability.
    fn able_with(&self, ability: &Ability) -> Result<Vec<&'a Person>, PrepareError> {
        let mut found = Vec::new();
        for id in self.situation.able() {
            let p = self.person(id)?;
            if p.has(ability) {
                found.push(p);
            }
        }
        Ok(found)
    }

    /// The person who acts on `table`: named, present, and (unless `may_be_injured`) not
    /// injured.
    fn actor(&self, table: TableId, may_be_injured: bool) -> Result<&'a Person, PrepareError> {
        let id = self
            .situation
            .actor
            .as_deref()
            .ok_or_else(|| illegal(crate::words!("swr-prep-say-who", table = table.id())))?;
        let p = self.person(id)?;
        if !may_be_injured && self.situation.is_injured(id) {
            return Err(illegal(crate::words!(
                "swr-prep-actor-injured",
                person = p.name.as_str()
            )));
        }
        Ok(p)
    }

    /// The actor's own value plus every other able person's "adds to another's value".
    fn actor_value_and_helpers(
        &mut self,
        actor: &Person,
        stat: Stat,
        table: TableId,
    ) -> Result<(), PrepareError> {
        self.took(&actor.id);
        if let Some(v) = self.value_of(actor, stat) {
            self.add(
                crate::words!(
                    "swr-prep-actor-value",
                    table = table.id(),
                    person = actor.name.as_str(),
                    stat = stat.label()
                ),
                v,
            );
        }
        for helper in self.able_with(&Ability::AddsOwnValue(stat))? {
            if helper.id == actor.id {
                continue;
            }
            self.took(&helper.id);
            if let Some(v) = self.value_of(helper, stat) {
                self.add(
                    crate::words!(
                        "swr-prep-helper-value",
                        person = helper.name.as_str(),
                        stat = stat.label()
                    ),
                    v,
                );
            }
        }
        Ok(())
    }

    fn squads_here(&mut self, value: i32) {
        if self.situation.squads_here > 0 {
            self.add(crate::words!("swr-prep-squad-here"), value);
        }
    }

    /// The kind of space the action on `table` is taken in.
    fn space_kind(&self, table: TableId) -> Result<SpaceKind, PrepareError> {
        self.situation
            .space
            .kind
            .ok_or_else(|| illegal(crate::words!("swr-prep-say-where", table = table.id())))
    }

    fn finish(
        self,
        table: TableId,
        key: &RowKey,
        automatic: Option<Words>,
    ) -> Result<Preparation, PrepareError> {
        if automatic.is_none() && !self.missing.is_empty() {
            let mut missing = self.missing;
            missing.dedup();
            return Err(PrepareError::Missing(missing));
        }
        let chart = self.data.charts.get(table);
        let table_name = table_name(table, &chart.table.name);
        let row = match &self.situation.chart_row {
            Some(name) => chart.table.row_index(name).ok_or_else(|| {
                illegal(crate::words!(
                    "swr-prep-no-row-called",
                    table = table_name.clone(),
                    name = name.as_str()
                ))
            })?,
            None => chart.key_row(key).ok_or_else(|| {
                illegal(crate::words!("swr-prep-no-row", table = table_name.clone()))
            })?,
        };
        Ok(Preparation {
            table,
            row,
            modifiers: if automatic.is_some() {
                Vec::new()
            } else {
                self.modifiers
            },
            automatic,
            notes: self.notes,
            takers: self.takers,
        })
    }
}

/// Works out the row, the modifiers and any automatic result for a roll on `table`.
pub fn prepare(
    data: &SherwoodData,
    table: TableId,
    situation: &Situation,
) -> Result<Preparation, PrepareError> {
    let b = Builder {
        data,
        situation,
        modifiers: Vec::new(),
        notes: Vec::new(),
        missing: Vec::new(),
        takers: Vec::new(),
    };
    for id in situation.everyone() {
        b.person(id)?;
    }
    match table {
        TableId::Recruiting => recruiting(b),
        TableId::Donations => donations(b),
        TableId::Raid => raid(b),
        TableId::HorseTheft => horse_theft(b),
        TableId::Sanctuary => sanctuary(b),
        TableId::Flight => flight(b),
        TableId::Fealty => fealty(b),
        TableId::KingsMen => kings_men(b),
        TableId::Heal => heal(b),
    }
}

fn recruiting(mut b: Builder<'_>) -> Result<Preparation, PrepareError> {
    let s = b.situation;
    let recruiter = b.actor(TableId::Recruiting, false)?;
    let (key, target_kind, target_name) = match s.target.as_ref() {
        None => return Err(illegal(crate::words!("swr-prep-say-whom"))),
        Some(Target::KingsMenSquad) => (
            RowKey::KingsMen,
            Some(PersonKind::KingsMen),
            crate::words!("swr-prep-a-squad"),
        ),
        Some(Target::Person(id)) => {
            let target = b.person(id)?;
            if s.everyone().contains(&id.as_str()) {
                return Err(illegal(crate::words!(
                    "swr-route-already-yours",
                    person = target.name.as_str()
                )));
            }
            let kind = b.kind_of(target);
            if let Some(k) = kind
                && !k.is_recruitable()
            {
                return Err(illegal(crate::words!(
                    "swr-refuse-not-recruitable",
                    person = target.name.as_str()
                )));
            }
            (RowKey::Person(id.clone()), kind, Words::text(&target.name))
        }
    };
    if let Some(chest) = s.warchest
        && s.gold_spent > u32::from(chest)
    {
        return Err(illegal(crate::words!(
            "swr-prep-cannot-spend",
            gold = s.gold_spent,
            chest = chest
        )));
    }
    b.actor_value_and_helpers(recruiter, Stat::Persuasiveness, TableId::Recruiting)?;
    if s.gold_spent > 0 {
        b.add(
            crate::words!("swr-prep-gold-spent"),
            i32::try_from(s.gold_spent).unwrap_or(i32::MAX),
        );
    }
    let witch_penalty = i32::from(s.witchcraft / 3);
    if witch_penalty > 0 {
        b.add(
            crate::words!("swr-prep-witchcraft-penalty", witchcraft = s.witchcraft),
            -witch_penalty,
        );
    }
    let morale_target = match target_kind {
        Some(PersonKind::Royalist) => Some(MoraleTarget::Royalist),
        Some(PersonKind::KingsMen) => Some(MoraleTarget::KingsMen),
        _ => None,
    };
    if let Some(mt) = morale_target {
        let waivers = b.able_with(&Ability::KeepsRoyalMoraleOut(mt))?;
        if let Some(w) = waivers.first() {
            b.took(&w.id);
            b.notes.push(crate::words!(
                "swr-prep-morale-waived",
                person = w.name.as_str()
            ));
        } else if s.royal_morale > 0 {
            b.add(
                crate::words!(
                    "swr-prep-morale-penalty",
                    morale = s.royal_morale,
                    target = target_name
                ),
                -i32::from(s.royal_morale),
            );
        }
    }
    if s.gold_spent > 0 {
        b.notes
            .push(crate::words!("swr-prep-take-gold", gold = s.gold_spent));
    }
    b.finish(TableId::Recruiting, &key, None)
}

fn donations(mut b: Builder<'_>) -> Result<Preparation, PrepareError> {
    let requester = b.actor(TableId::Donations, false)?;
    let kind = match (&b.situation.chart_row, b.situation.space.kind) {
        (Some(_), kind) => kind.unwrap_or(SpaceKind::Other),
        (None, _) => b.space_kind(TableId::Donations)?,
    };
    b.actor_value_and_helpers(requester, Stat::Donations, TableId::Donations)?;
    b.squads_here(-3);
    b.finish(TableId::Donations, &RowKey::SpaceKind(kind), None)
}

fn raid(mut b: Builder<'_>) -> Result<Preparation, PrepareError> {
    let s = b.situation;
    let leader = b.actor(TableId::Raid, false)?;
    let kind = b.space_kind(TableId::Raid)?;
    if !matches!(
        kind,
        SpaceKind::Castle | SpaceKind::Town | SpaceKind::RoyalPalace
    ) {
        return Err(illegal(crate::words!("swr-route-raid-where")));
    }
    for p in b.able_with_any(|a| matches!(a, Ability::RaidFreesWithoutRollAt(_)))? {
        if let Some(Ability::RaidFreesWithoutRollAt(place)) = p
            .abilities
            .iter()
            .find(|a| matches!(a, Ability::RaidFreesWithoutRollAt(_)))
            && s.space.is(place)
        {
            let text = crate::words!(
                "swr-prep-raid-frees",
                person = p.name.as_str(),
                space = place.to_string()
            );
            b.took(&leader.id);
            b.took(&p.id);
            return b.finish(TableId::Raid, &RowKey::Only, Some(text));
        }
    }
    b.actor_value_and_helpers(leader, Stat::Raid, TableId::Raid)?;
    if s.phasers {
        // The crewman who fires: the leader if he is one, or the first able one there.
        let mut crewman: Option<PersonId> = None;
        for id in s.able() {
            let p = b.person(id)?;
            if b.kind_of(p).is_some_and(PersonKind::is_federation)
                && (crewman.is_none() || p.id == leader.id)
            {
                crewman = Some(p.id.clone());
            }
        }
        let federation = crewman.is_some();
        if let Some(c) = &crewman {
            b.took(c);
        }
        if !federation && b.missing.is_empty() {
            return Err(illegal(crate::words!("swr-prep-phasers-need-crewman")));
        }
        b.add(crate::words!("swr-prep-phasers-bonus"), 5);
        b.notes.push(phasers_note());
    }
    match kind {
        SpaceKind::Castle => b.add(crate::words!("swr-prep-castle"), -1),
        SpaceKind::RoyalPalace => b.add(crate::words!("swr-prep-royal-palace"), -3),
        _ => {}
    }
    b.squads_here(-3);
    for p in b.able_with_any(|a| matches!(a, Ability::RaidBonusAt { .. }))? {
        for a in &p.abilities {
            if let Ability::RaidBonusAt { space, value } = a
                && s.space.is(space)
            {
                b.took(&p.id);
                b.add(
                    crate::words!(
                        "swr-prep-secret-way",
                        person = p.name.as_str(),
                        space = space.to_string()
                    ),
                    *value,
                );
            }
        }
    }
    if s.royal_orders == RoyalOrders::Patrol {
        b.notes.push(crate::words!("swr-prep-first-raid"));
    }
    b.finish(TableId::Raid, &RowKey::Only, None)
}

impl<'a> Builder<'a> {
    /// Able (present, uninjured) people with an ability that shapes their action's roll.
    fn able_with_any(
        &self,
        pred: impl Fn(&Ability) -> bool,
    ) -> Result<Vec<&'a Person>, PrepareError> {
        let mut found = Vec::new();
        for id in self.situation.able() {
            let p = self.person(id)?;
            if p.abilities.iter().any(&pred) {
                found.push(p);
            }
        }
        Ok(found)
    }

    /// Present people with an ability that shapes a roll which is not an action of theirs
    /// (a flight, a King's Men squad's roll): injured ones too. Section 8 takes from the
    /// injured only the use of their values in actions.
    fn present_with_any(
        &self,
        pred: impl Fn(&Ability) -> bool,
    ) -> Result<Vec<&'a Person>, PrepareError> {
        let mut found = Vec::new();
        for id in self.situation.everyone() {
            let p = self.person(id)?;
            if p.abilities.iter().any(&pred) {
                found.push(p);
            }
        }
        Ok(found)
    }
}

fn horse_theft(mut b: Builder<'_>) -> Result<Preparation, PrepareError> {
    if b.space_kind(TableId::HorseTheft)? != SpaceKind::Town {
        return Err(illegal(crate::words!("swr-prep-horses-in-town")));
    }
    if b.situation.able().is_empty() {
        return Err(illegal(crate::words!("swr-prep-who-steals")));
    }
    // No one is named to steal: the able people of the stack go together (8.5).
    for id in b.situation.able() {
        b.took(&PersonId::from(id));
    }
    b.squads_here(-3);
    for p in b.able_with_any(|a| matches!(a, Ability::HorseTheftBonus(_)))? {
        for a in &p.abilities {
            if let Ability::HorseTheftBonus(v) = a {
                b.add(
                    crate::words!("swr-prep-horse-thief", person = p.name.as_str()),
                    *v,
                );
            }
        }
    }
    b.finish(TableId::HorseTheft, &RowKey::Only, None)
}

fn sanctuary(mut b: Builder<'_>) -> Result<Preparation, PrepareError> {
    let s = b.situation;
    let requester = b.actor(TableId::Sanctuary, true)?;
    b.took(&requester.id);
    let kind = b.space_kind(TableId::Sanctuary)?;
    if !matches!(kind, SpaceKind::Town | SpaceKind::Cathedral) {
        return Err(illegal(crate::words!("swr-prep-sanctuary-where")));
    }
    if requester.has(&Ability::SanctuaryAutomatic) {
        let text = crate::words!(
            "swr-prep-sanctuary-granted",
            person = requester.name.as_str()
        );
        return b.finish(TableId::Sanctuary, &RowKey::Only, Some(text));
    }
    if let Some(v) = b.value_of(requester, Stat::Persuasiveness) {
        b.add(
            crate::words!(
                "swr-prep-asks-persuasiveness",
                person = requester.name.as_str()
            ),
            v,
        );
    }
    if s.witchcraft > 0 {
        b.add(
            crate::words!("swr-prep-witchcraft", witchcraft = s.witchcraft),
            -i32::from(s.witchcraft),
        );
    }
    if b.kind_of(requester).is_some_and(PersonKind::is_federation) {
        b.add(
            crate::words!("swr-prep-federation", person = requester.name.as_str()),
            -3,
        );
    }
    for a in &requester.abilities {
        if let Ability::SanctuaryBonus(v) = a {
            b.add(
                crate::words!("swr-prep-asks", person = requester.name.as_str()),
                *v,
            );
        }
    }
    b.finish(TableId::Sanctuary, &RowKey::Only, None)
}

fn flight(mut b: Builder<'_>) -> Result<Preparation, PrepareError> {
    let s = b.situation;
    for p in b.present_with_any(|a| matches!(a, Ability::FlightBonus(_)))? {
        for a in &p.abilities {
            if let Ability::FlightBonus(v) = a {
                b.add(
                    crate::words!("swr-prep-finds-help", person = p.name.as_str()),
                    *v,
                );
            }
        }
    }
    if s.flee_to.kind == Some(SpaceKind::Forest) {
        let guides = b.present_with_any(|a| matches!(a, Ability::ForestFlightBonus(_)))?;
        let guide = guides.first().and_then(|p| {
            p.abilities.iter().find_map(|a| match a {
                Ability::ForestFlightBonus(v) => Some((p.name.clone(), *v)),
                _ => None,
            })
        });
        match guide {
            Some((name, v)) => b.add(crate::words!("swr-prep-forest-with", person = name), v),
            None => b.add(crate::words!("swr-prep-forest"), 2),
        }
    }
    if s.all_have_horses {
        b.add(crate::words!("swr-prep-all-horses"), 3);
    }
    match (s.squads_here > 0, s.squads_at_destination > 0) {
        (true, true) => b.add(crate::words!("swr-prep-squads-both"), -6),
        (true, false) => b.add(crate::words!("swr-prep-squad-from"), -4),
        (false, true) => b.add(crate::words!("swr-prep-squad-to"), -4),
        (false, false) => {}
    }
    b.notes.push(crate::words!("swr-prep-move-first"));
    b.finish(TableId::Flight, &RowKey::Only, None)
}

fn fealty(mut b: Builder<'_>) -> Result<Preparation, PrepareError> {
    let s = b.situation;
    if let Some(kind) = s.space.kind
        && kind != SpaceKind::Town
    {
        return Err(illegal(crate::words!("swr-prep-fealty-in-town")));
    }
    if s.royal_morale > 0 {
        b.add(
            crate::words!("swr-prep-royal-morale", morale = s.royal_morale),
            i32::from(s.royal_morale),
        );
    }
    for id in s.everyone() {
        let p = b.person(id)?;
        if s.is_injured(id) || s.is_in_sanctuary(id) {
            continue;
        }
        if let Some(k) = b.kind_of(p)
            && matches!(
                k,
                PersonKind::Neutral | PersonKind::Royalist | PersonKind::Cleric
            )
        {
            b.add(
                crate::words!(
                    "swr-prep-stands-with-you",
                    person = p.name.as_str(),
                    kind = k.label()
                ),
                -1,
            );
        }
    }
    b.finish(TableId::Fealty, &RowKey::Only, None)
}

fn kings_men(mut b: Builder<'_>) -> Result<Preparation, PrepareError> {
    let s = b.situation;
    let mut orders = s.royal_orders;
    if let Some(p) = b
        .present_with_any(|a| *a == Ability::ForcesPatrolColumn)?
        .first()
        && orders != RoyalOrders::Patrol
    {
        b.notes.push(crate::words!(
            "swr-prep-forces-patrol",
            person = p.name.as_str(),
            orders = orders.label()
        ));
        orders = RoyalOrders::Patrol;
    }
    b.finish(TableId::KingsMen, &RowKey::Orders(orders), None)
}

fn heal(mut b: Builder<'_>) -> Result<Preparation, PrepareError> {
    let s = b.situation;
    let healers = b.able_with(&Ability::Healer)?;
    let healer = healers.first().map(|p| p.name.clone());
    if let Some(h) = healers.first() {
        b.took(&h.id);
    }
    // The patients: every injured one there when no more are injured than are treated;
    // otherwise the ones healed are named after the roll (`actions/settle.rs` `resolve`).
    let treated = if s.medical_kit { 3 } else { s.patients.max(1) };
    if s.injured.len() <= usize::from(treated) {
        for id in s.injured.clone() {
            b.took(&id);
        }
    }
    let kind = s.space.kind;
    let in_town_or_cathedral = matches!(kind, Some(SpaceKind::Town | SpaceKind::Cathedral));
    if s.medical_kit {
        let Some(name) = healer else {
            return Err(illegal(crate::words!("swr-prep-kit-who")));
        };
        b.notes.push(crate::words!("swr-prep-kit-witchcraft"));
        let text = crate::words!("swr-prep-kit-heals", person = name);
        return b.finish(TableId::Heal, &RowKey::Patients(1), Some(text));
    }
    let patients = s.patients.max(1);
    if patients > 3 {
        return Err(illegal(crate::words!("swr-prep-three-at-most")));
    }
    match &healer {
        Some(name) => b.notes.push(crate::words!(
            "swr-prep-treats",
            person = name.as_str(),
            n = patients
        )),
        None if patients > 1 => {
            return Err(illegal(crate::words!("swr-prep-one-at-a-time")));
        }
        None if !in_town_or_cathedral => {
            return Err(illegal(crate::words!("swr-route-heal-where")));
        }
        None => b.notes.push(crate::words!("swr-prep-one-heals")),
    }
    b.finish(TableId::Heal, &RowKey::Patients(patients), None)
}
