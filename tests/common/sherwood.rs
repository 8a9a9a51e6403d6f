//! A Sherwood chart of our own for tests: the rulebook's printed cells, and every cell and
//! counter value it leaves unknown filled in by a fixed pattern (the Captain Black row for
//! people, the castle row for donations, a mild King's Men table). It is test data only:
//! the app never ships or guesses these values. `invariants` checks what the rules say must
//! hold of every state a game reaches.
use pnp_companion::games::sherwood::actions::{
    Action, Outcome, SherwoodError, expenses_due, progress_is_possible,
};
use pnp_companion::games::sherwood::effects::{Change, Choice};
use pnp_companion::games::sherwood::game::{PlayMode, SherwoodGame};
use pnp_companion::games::sherwood::pending::Task;
use pnp_companion::games::sherwood::persons::{PersonKind, Stat};
use pnp_companion::games::sherwood::refusal::Refusal;
use pnp_companion::games::sherwood::spaces::SpaceKind;
use pnp_companion::games::sherwood::state::{
    Colour, DEFAULT_NEUTRAL_SPACES, Fealty, Location, SetupDraw, SherwoodState, Side, TRACK_MAX,
    Track, TurnStep,
};
use pnp_companion::games::sherwood::{RoyalOrders, SherwoodData, TableId};
use std::collections::BTreeSet;

/// The Recruiting pattern for a row the rulebook does not print (Captain Black's, without
/// his gold).
pub const RECRUIT_PATTERN: [&str; 7] = ["2I,F", "F", "F", "N", "R", "R", "R"];
pub const DONATIONS_PATTERN: [&str; 7] = ["all C", "all C", "2C,2I", "F", "N", "G", "G"];
pub const KINGS_MEN_PATTERN: [[&str; 10]; 3] = [
    ["N", "N", "N", "N", "N", "N", "N", "N", "MN", "MN"],
    ["N", "N", "N", "N", "N", "MN", "MN", "MN", "1I", "1C"],
    ["N", "N", "N", "MN", "MN", "MN", "1C", "1C", "1C,F", "all C"],
];

/// The builtin data with every unknown cell and counter value filled in.
pub fn chart_data() -> SherwoodData {
    let mut d = SherwoodData::builtin()
        .expect("the built-in data loads")
        .clone();
    fill(&mut d);
    d
}

pub fn fill(d: &mut SherwoodData) {
    for table in [TableId::Recruiting, TableId::Donations, TableId::KingsMen] {
        let chart = d.charts.get_mut(table);
        let rows = chart.table.rows.len();
        let bands = chart.table.bands.len();
        for r in 0..rows {
            for b in 0..bands {
                let known = chart.table.rows[r].cells[b].result.is_some();
                if known {
                    continue;
                }
                let text = match table {
                    TableId::Recruiting => RECRUIT_PATTERN[b],
                    TableId::Donations => DONATIONS_PATTERN[b],
                    _ => KINGS_MEN_PATTERN[r.min(2)][b],
                };
                chart
                    .set_cell(r, b, text)
                    .unwrap_or_else(|e| panic!("{table} row {r} band {b}: {e}"));
            }
        }
    }
    for p in d.roster.persons.iter_mut() {
        let (pers, raid, don) = match p.id.as_str() {
            "kirk" => (2, 3, 1),
            "spock" => (3, 1, 1),
            "mccoy" => (1, 1, 1),
            _ => (1, 1, 1),
        };
        for (stat, v) in [
            (Stat::Persuasiveness, pers),
            (Stat::Raid, raid),
            (Stat::Donations, don),
        ] {
            if p.value(stat).is_none() {
                p.set_value(stat, Some(v));
            }
        }
    }
}

/// What [`fill`] fills, entered as a player enters it (read off their own chart and
/// counters): the player's own data file over the built-in data `d`.
pub fn entries_as_player(d: &SherwoodData) -> pnp_companion::store::user_data::UserData {
    let mut filled = d.clone();
    fill(&mut filled);
    let mut yours = pnp_companion::store::user_data::UserData::default();
    for table in [TableId::Recruiting, TableId::Donations, TableId::KingsMen] {
        let chart = d.charts.get(table);
        for (r, row) in chart.table.rows.iter().enumerate() {
            for (b, cell) in row.cells.iter().enumerate() {
                if cell.result.is_some() {
                    continue;
                }
                let printed = chart.table.cell_ref(r, b);
                let code = match table {
                    TableId::Recruiting => RECRUIT_PATTERN[b],
                    TableId::Donations => DONATIONS_PATTERN[b],
                    _ => KINGS_MEN_PATTERN[r.min(2)][b],
                };
                yours
                    .set_cell(d, table, &printed.row, &printed.column, code)
                    .unwrap_or_else(|e| panic!("{table} {r}/{b}: {e}"));
            }
        }
    }
    for (p, q) in d.roster.persons.iter().zip(&filled.roster.persons) {
        for stat in [Stat::Persuasiveness, Stat::Raid, Stat::Donations] {
            if p.value(stat).is_none()
                && let Some(v) = q.value(stat)
            {
                yours.set_value(d, p.id.as_str(), stat, v).unwrap();
            }
        }
    }
    yours
}

fn order_rank(o: RoyalOrders) -> u8 {
    match o {
        RoyalOrders::Patrol => 0,
        RoyalOrders::Search => 1,
        RoyalOrders::Seize => 2,
    }
}

fn is_prison(data: &SherwoodData, s: &SherwoodState, space: &str) -> bool {
    matches!(
        s.space_kind(data, space),
        Some(SpaceKind::Town | SpaceKind::Castle | SpaceKind::RoyalPalace)
    )
}

/// What must hold of every state a game of The Sherwood Syndrome reaches, by the rules:
/// `start` is the game's first state, `prev` the state before the last action, `s` the
/// state after it (pass the same state twice for a state on its own).
pub fn invariants(
    data: &SherwoodData,
    start: &SherwoodState,
    prev: &SherwoodState,
    s: &SherwoodState,
) -> Result<(), String> {
    // Section 4.2: the tracks hold 0–19.
    for t in Track::ALL {
        if s.tracks.get(t) > TRACK_MAX {
            return Err(format!("{} at {}", t.label(), s.tracks.get(t)));
        }
    }
    // The people, squads and towns of the game never change in number or name.
    let ids = |st: &SherwoodState| -> BTreeSet<String> {
        st.persons.iter().map(|p| p.id.to_string()).collect()
    };
    if ids(s) != ids(start) || s.persons.len() != start.persons.len() {
        return Err("the people in the game changed".into());
    }
    let squads = |st: &SherwoodState| -> Vec<String> {
        st.squads.iter().map(|q| q.name.to_string()).collect()
    };
    if squads(s) != squads(start) {
        return Err("the King's Men squads changed".into());
    }
    let towns = |st: &SherwoodState| -> Vec<String> {
        st.towns.iter().map(|t| t.name.to_string()).collect()
    };
    if towns(s) != towns(start) {
        return Err("the towns changed".into());
    }
    // Section 12.1: the orders only escalate, and are Seize whenever Royal Morale < 5.
    if order_rank(s.orders) < order_rank(prev.orders) {
        return Err(format!(
            "the Royal Orders went back from {} to {}",
            prev.orders.label(),
            s.orders.label()
        ));
    }
    if s.tracks.royal_morale < 5 && s.orders != RoyalOrders::Seize {
        return Err(format!(
            "Royal Morale {} with the orders at {}",
            s.tracks.royal_morale,
            s.orders.label()
        ));
    }
    if s.turn < prev.turn {
        return Err("the turn went backwards".into());
    }
    if prev.end.is_some() && s.end != prev.end {
        return Err("a finished game changed its ending".into());
    }
    let physical = !start.hidden.is_empty();
    for p in &s.persons {
        let kind = data.roster.get(&p.id).and_then(|d| d.kind);
        // Section 7 and the C code: prisoners are held in a town, a castle or the palace.
        match &p.location {
            Location::Space(space) if p.imprisoned && !is_prison(data, s, space) => {
                return Err(format!(
                    "{} imprisoned at {space}, not a town or castle",
                    p.id
                ));
            }
            Location::Unseen => {
                if !physical || kind != Some(PersonKind::Archon) || !p.imprisoned {
                    return Err(format!(
                        "{} is unseen but not a hidden Archon prisoner of a physical setup",
                        p.id
                    ));
                }
                if p.side != Side::Free {
                    return Err(format!("{} is unseen yet yours", p.id));
                }
            }
            Location::Enterprise if p.imprisoned || p.side != Side::Controlled => {
                return Err(format!(
                    "{} aboard the Enterprise but not a free person of yours",
                    p.id
                ));
            }
            // Someone of yours off the map comes only from the player's correction (a
            // recruit not placed yet): allowed; a prisoner off the map is not.
            Location::OffMap if p.imprisoned => {
                return Err(format!("{} off the map but imprisoned", p.id));
            }
            _ => {}
        }
        // The crews: the Enterprise's are always yours; an Archon crewmember is yours
        // from the moment of release, and a prisoner until then.
        if kind == Some(PersonKind::Enterprise) && p.side != Side::Controlled {
            return Err(format!("{} of the Enterprise crew is not yours", p.id));
        }
        if kind == Some(PersonKind::Archon) && p.side != Side::Controlled && !p.imprisoned {
            return Err(format!("{} of the Archon crew is free but not yours", p.id));
        }
        if p.sanctuary.is_some() && (p.imprisoned || p.location.space().is_none()) {
            return Err(format!("{} in sanctuary but not free on the map", p.id));
        }
        if p.turned_neutral && !matches!(kind, Some(PersonKind::Royalist | PersonKind::Cleric)) {
            return Err(format!(
                "{} turned neutral but was no Royalist or Cleric",
                p.id
            ));
        }
    }
    // Hidden prisoners of a physical setup lie in prisons, and there are enough dark blue
    // (or unlooked-at) counters for every Archon crewmember not yet seen, and no more dark
    // blue ones than such crewmembers.
    for h in &s.hidden {
        if !is_prison(data, s, &h.space) {
            return Err(format!(
                "a hidden prisoner at {}, not a town or castle",
                h.space
            ));
        }
    }
    let unseen = s
        .persons
        .iter()
        .filter(|p| p.location == Location::Unseen)
        .count();
    let dark_blue = s
        .hidden
        .iter()
        .filter(|h| h.colour == Some(Colour::Archon))
        .count();
    let could_be_archon = s
        .hidden
        .iter()
        .filter(|h| h.colour != Some(Colour::Neutral))
        .count();
    if unseen < dark_blue {
        return Err(format!(
            "{dark_blue} dark blue prisoner counters but {unseen} unseen Archon crewmembers"
        ));
    }
    if unseen > could_be_archon {
        return Err(format!(
            "{unseen} unseen Archon crewmembers but only {could_be_archon} counters they could be"
        ));
    }
    for q in &s.squads {
        let before = prev.squads.iter().find(|x| x.name == q.name);
        if before.is_some_and(|b| b.recruited) && !q.recruited {
            return Err(format!("the {} squad stopped being yours", q.name));
        }
    }
    for t in &s.towns {
        let was = prev.towns.iter().find(|x| x.name == t.name);
        if was.is_some_and(|w| w.fealty != Fealty::Unsworn) && t.fealty == Fealty::Unsworn {
            return Err(format!("{} went back to not sworn", t.name));
        }
    }
    for town in &s.royal_party.visited {
        if !s.towns.iter().any(|t| &t.name == town) {
            return Err(format!("the Royal Party visited {town}, not a town"));
        }
    }
    let mut todo_ids: Vec<u32> = s.todo.iter().map(|t| t.id).collect();
    todo_ids.sort_unstable();
    todo_ids.dedup();
    if todo_ids.len() != s.todo.len() {
        return Err("two waiting tasks share an id".into());
    }
    Ok(())
}

/// A game driven the way a player drives it, checked after every action: the rules'
/// invariants hold, and while the game is live some action moves it on.
pub struct Play {
    pub d: SherwoodData,
    pub g: SherwoodGame,
    pub start: SherwoodState,
}

impl Play {
    /// A physical setup is played with the player's own dice; a digital one with the app's
    /// (dice entered with an action steer it all the same).
    pub fn new(d: SherwoodData, seed: u64, draw: SetupDraw) -> Play {
        let mode = match draw {
            SetupDraw::Digital => PlayMode::Digital,
            SetupDraw::Physical => PlayMode::Physical,
        };
        let g = SherwoodGame::new(
            &d,
            seed,
            mode,
            draw,
            &DEFAULT_NEUTRAL_SPACES.map(String::from),
        );
        let start = g.state().clone();
        Play { d, g, start }
    }

    pub fn s(&self) -> &SherwoodState {
        self.g.state()
    }

    fn check(&self, prev: &SherwoodState, what: &str) {
        invariants(&self.d, &self.start, prev, self.s())
            .unwrap_or_else(|e| panic!("after {what}: {e}"));
        if self.s().end.is_none() {
            assert!(
                progress_is_possible(&self.d, self.s()).is_some(),
                "after {what}: nothing moves the game on"
            );
        }
    }

    /// Takes an action that must be allowed.
    pub fn act(&mut self, a: Action, dice: &[u8]) -> Outcome {
        let prev = self.s().clone();
        let what = format!("{a:?}");
        let out = self
            .g
            .act(&self.d, a, dice)
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        self.check(&prev, &what);
        out
    }

    /// Tries an action; a refusal leaves the game as it was.
    pub fn try_act(&mut self, a: Action, dice: &[u8]) -> Result<Outcome, SherwoodError> {
        let prev = self.s().clone();
        let entries = self.g.journal.entries().len();
        let what = format!("{a:?}");
        let r = self.g.act(&self.d, a, dice);
        match &r {
            Ok(_) => self.check(&prev, &what),
            Err(_) => {
                assert_eq!(self.s(), &prev, "refused {what} changed the game");
                assert_eq!(self.g.journal.entries().len(), entries);
            }
        }
        r
    }

    /// An action the rules refuse, and why.
    pub fn refused(&mut self, a: Action, dice: &[u8]) -> Refusal {
        let what = format!("{a:?}");
        match self.try_act(a, dice) {
            Err(SherwoodError::Refused(why)) => why,
            Err(other) => panic!("{what} failed otherwise: {other}"),
            Ok(_) => panic!("{what} was allowed"),
        }
    }

    /// The player's correction (Adjust).
    pub fn change(&mut self, change: Change) {
        self.act(Action::Apply { change }, &[]);
    }

    pub fn first(&self) -> &Task {
        &self.s().todo.first().expect("something waits").task
    }

    /// Confirms the first task with the player's choice.
    pub fn resolve(&mut self, choice: Choice) -> Outcome {
        let id = self.s().todo.first().expect("something waits").id;
        self.act(Action::Resolve { id, choice }, &[])
    }

    /// Confirms the first task as it is (nothing to choose).
    pub fn confirm(&mut self) -> Outcome {
        self.resolve(Choice::default())
    }

    pub fn choose(&mut self, persons: &[&str]) -> Outcome {
        self.resolve(Choice {
            persons: persons.iter().map(|p| (*p).into()).collect(),
            ..Choice::default()
        })
    }

    pub fn dismiss(&mut self) {
        let id = self.s().todo.first().expect("something waits").id;
        self.act(Action::Dismiss { id }, &[]);
    }

    /// Ends Rebel Actions and plays the rest of the turn quietly: expenses paid (with
    /// supplies beamed down when short), no King's Men roll, the Royal Party moved with
    /// `fealty` as its die (or along the road), and the turn ended.
    pub fn finish_turn(&mut self, fealty: u8) {
        if self.s().step == TurnStep::RebelActions {
            self.act(Action::EndRebelActions, &[]);
        }
        if self.s().step == TurnStep::Expenses {
            self.pay_expenses();
            self.act(Action::EndExpenses, &[]);
        }
        if self.s().step == TurnStep::KingsMen {
            self.act(Action::EndKingsMen, &[]);
        }
        self.royal_party(fealty);
        self.act(Action::EndTurn, &[]);
    }

    pub fn pay_expenses(&mut self) {
        while self.s().tracks.warchest < due(self.s())
            && !self.s().expenses_paid
            && self.s().end.is_none()
        {
            self.act(Action::BeamSupplies, &[]);
        }
        if !self.s().expenses_paid && due(self.s()) > 0 && self.s().end.is_none() {
            self.act(Action::PayExpenses, &[]);
        }
    }

    /// The Royal Party's step: a first move or a move along the road, or Fealty again
    /// where it is held; `fealty` is the die.
    pub fn royal_party(&mut self, fealty: u8) -> Outcome {
        if self.s().royal_party.held {
            self.act(Action::FealtyAgain, &[fealty])
        } else {
            self.act(Action::RoyalPartyMoves { into: None }, &[fealty])
        }
    }
}

fn due(s: &SherwoodState) -> u8 {
    expenses_due(s)
}
