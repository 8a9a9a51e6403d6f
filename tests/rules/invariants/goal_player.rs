//! A goal-directed player of The Sherwood Syndrome, for the invariants test.
//!
//! It plays with the filled-in test chart and digital dice, and plays by the table: it sees
//! what a player sees (where prisoners lie and their counters' colour, the tracks, the odds
//! the app shows before a roll) and confirms every change the rules call for. The map's
//! adjacency is not in the app, so it plays on a map of its own kind: the named places are
//! two spaces apart, so a journey from one to another is one turn's walk (a space it fled to
//! is as near); every squad is within three spaces of your people, so each rolls every turn;
//! a squad told to move toward your people (MN) keeps to the roads, stops one space short of
//! them and reaches them on its next MN; where the rules let the player choose among equals
//! (which squad is nearest, which prison is nearest) it draws at random. The Royal Party
//! takes two road moves between towns.
//!
//! Its strategy: the crew beam down to the Archbishop's cathedral, where Tomas (Royal Morale
//! −2, a helper for every later recruit, sanctuary on demand) and Brother Gerald (below) are
//! the recruits it values most; Mayhew, the May Queen, Lady Marocain and T'chelk, who lower Royal
//! Morale when they join, come next. One band goes from prison to prison where crew lie (by
//! their counters' colour), raiding with phasers while Witchcraft allows, and recruits on
//! the way by expected value (the odds the app shows, the harm of each result, the gold
//! spent). While Royal Morale is well above the Neutrals, Royalists and Clerics it could
//! bring to a Fealty roll, a crew prisoner is worth less and that side comes first; then
//! freeing the crew does. Gold is valued at what it costs in Witchcraft (supplies: four gold
//! a point), so it is spent on rolls sparingly; when the Warchest is short, a stack of
//! crewmen only goes hungry (one of them is injured) before supplies beam down, while two of
//! it stay whole, and others go hungry only at Witchcraft 9. Brother Gerald's preaching (a
//! point of Royal Morale or Witchcraft every turn) is the strongest lever of the game, so
//! Gerald is the recruit valued most, Iohannes, who keeps the squads drawn to Gerald on
//! Patrol, comes close, and a prison holding either is raided as if crew lay there (this
//! took the win rate from 2.64 % to 22.31 % of 10,000 games). Brother Gerald, once yours,
//! preaches every turn on his own (against Royal Morale, or Witchcraft from 7), never goes
//! hungry, moves off when the squads he draws grow dangerous, and Iohannes walks with him
//! (the squads then roll on Patrol). Neutrals, Royalists and Clerics of yours not needed by
//! the band walk into the Royal Party's town for its Fealty roll when it can hold the Party
//! there; once every crew member is free all of them do, while the crewmen stay out of the
//! town (a Delay there would imprison one) and value the Neutrals still in prison as
//! townsfolk to free.

use super::*;
use pnp_companion::games::sherwood::space_id::SpaceId;

const TOMAS_CATHEDRAL: &str = "Tomas's cathedral";
/// The townsfolk go to the Royal Party's next town when this many faces of the die (or
/// more) would hold it there.
const HOLD_FACES: i32 = 5;
/// The leader of the band, in order of preference: the band is wherever the first of them
/// stands free on the map.
const LEADERS: [&str; 9] = [
    "kirk", "spock", "uhura", "mccoy", "mbele", "goren", "archon-3", "archon-4", "archon-5",
];

/// How much things are worth to the goal player (tuned on the stress run).
mod worth {
    /// A member of either crew captured (the win needs them free).
    pub const CREW_TAKEN: f64 = 14.0;
    /// Anyone else captured.
    pub const OTHER_TAKEN: f64 = 2.0;
    pub const INJURED: f64 = 1.0;
    pub const FLEE: f64 = 1.2;
    /// A prisoner of either crew freed.
    pub const CREW_FREED: f64 = 18.0;
    /// … while Royal Morale exceeds your Neutrals, Royalists and Clerics by more than
    /// `FOLK_GAP`.
    pub const CREW_FREED_EARLY: f64 = 11.0;
    pub const FOLK_GAP: i32 = 4;
    /// One more Neutral, Royalist or Cleric of yours (the Fealty count), and what it adds
    /// once every crew member is free.
    pub const FOLK: f64 = 6.0;
    pub const FOLK_ENDGAME: f64 = 12.0;
    /// A gold piece spent on a roll, or won: about what it costs in Witchcraft (supplies
    /// bring four gold a point).
    pub const GOLD: f64 = 2.0;
    /// Phasers are used while Witchcraft is at most this (and on the last crew prisoners
    /// up to 8).
    pub const PHASERS_UP_TO: u8 = 7;
    /// From this Witchcraft on a stack with others than crewmen goes hungry rather than
    /// supplies beaming down (a crew-only stack goes hungry first, see `KEEP_ABLE`).
    pub const STARVE_AT: u8 = 9;
    /// A crew stack goes hungry only while this many of it stay uninjured.
    pub const KEEP_ABLE: usize = 2;
    /// Iohannes recruited: his squads stay on Patrol, so Brother Gerald, whom he guards,
    /// can preach every turn (one point of Royal Morale or Witchcraft each).
    pub const IOHANNES: f64 = 20.0;
    /// Brother Gerald or Iohannes freed from prison, besides `FOLK`: Gerald's preaching takes
    /// a point of Royal Morale or Witchcraft every turn, the strongest lever of the game.
    pub const KEY_PRISONER: f64 = 24.0;
    /// Brother Gerald recruited.
    pub const GERALD: f64 = 30.0;
    /// From this Witchcraft on Brother Gerald preaches against Witchcraft.
    pub const PREACH_WITCHCRAFT_AT: u8 = 7;
    /// One point of Witchcraft, at the current level.
    pub fn witchcraft(w: u8) -> f64 {
        4.0 + f64::from(w)
    }
}

struct GoalPlayer {
    rng: GameRng,
    /// Road moves of the Royal Party since it left its last town.
    road_moves: u32,
    /// King's Men squads one space short of a stack of yours (MN): squad → that space.
    approach: BTreeMap<String, String>,
    /// The last Raid Table paragraph, for Maura's ballad.
    last_raid: Option<u16>,
    /// What the player saw, for the figures of the stress run.
    seen: Seen,
}

/// Figures one goal-directed game leaves.
#[derive(Default)]
struct Seen {
    /// Refusals of actions the player built as legal (a sign of an engine bug).
    refusals: Vec<String>,
    /// Fealty rolls while the Royal Party was held, and with every crew member free.
    held_rolls: u32,
    rolls_all_free: u32,
    /// The lowest Royal Morale; the first turn with every crew member free, and then
    /// Witchcraft, Royal Morale and the Neutrals, Royalists and Clerics yours.
    min_morale: u8,
    all_free_turn: Option<u32>,
    at_all_free: (u8, u8, u32),
    /// Crew members captured, by the kind of action whose result took them.
    crew_taken: BTreeMap<String, u32>,
    last_cause: Option<String>,
    /// Witchcraft and Royal Morale moved, by the kind of action that moved them.
    dw: BTreeMap<String, i64>,
    dm: BTreeMap<String, i64>,
}

fn ours_free(s: &SherwoodState) -> impl Iterator<Item = &PersonState> {
    s.persons
        .iter()
        .filter(|p| p.side == Side::Controlled && !p.imprisoned)
}

/// Your free people on the map, by space.
fn stacks(s: &SherwoodState) -> BTreeMap<String, Vec<PersonId>> {
    let mut out: BTreeMap<String, Vec<PersonId>> = BTreeMap::new();
    for p in ours_free(s) {
        if let Some(sp) = p.location.space() {
            out.entry(sp.to_string()).or_default().push(p.id.clone());
        }
    }
    out
}

fn has(d: &SherwoodData, id: &str, a: &Ability) -> bool {
    d.roster.get(id).is_some_and(|p| p.has(a))
}

fn free_to_act(s: &SherwoodState, id: &str) -> bool {
    !s.moved.iter().any(|m| m == id) && !s.took_part.iter().any(|m| m == id)
}

fn space_acted(s: &SherwoodState, space: &str) -> bool {
    s.acted.iter().any(|a| a.eq_ignore_ascii_case(space))
}

fn injured(s: &SherwoodState, id: &str) -> bool {
    s.person(id).is_some_and(|p| p.injured)
}

/// Whether a person is yours and free on the map.
fn yours_free(s: &SherwoodState, id: &str) -> bool {
    s.person(id).is_some_and(|p| {
        p.side == Side::Controlled && !p.imprisoned && p.location.space().is_some()
    })
}

/// Iohannes keeps the squads in his space on the Patrol column (paragraph 61), so he walks
/// with Brother Gerald, whose preaching draws the squads to him (paragraph 70).
fn guards_gerald(s: &SherwoodState, id: &str) -> bool {
    id == "iohannes" && yours_free(s, "iohannes") && yours_free(s, "gerald")
}

/// Crew prisoners (Archon, by their counters' colour, and your own Enterprise crew) and
/// other prisoners, by prison.
fn prisons_of_interest(d: &SherwoodData, s: &SherwoodState) -> BTreeMap<String, (u32, u32)> {
    let mut out: BTreeMap<String, (u32, u32)> = BTreeMap::new();
    for p in s.persons.iter().filter(|p| p.imprisoned) {
        if let Some(sp) = p.location.space() {
            let e = out.entry(sp.to_string()).or_default();
            if is_federation(d, &p.id) {
                e.0 += 1;
            } else {
                e.1 += 1;
            }
        }
    }
    out
}

/// How many of Brother Gerald and Iohannes, who guards his preaching, lie in prison at
/// `space`: a raid that frees them makes them yours.
fn key_prisoners_at(s: &SherwoodState, space: &str) -> u32 {
    let key = s.persons.iter().filter(|p| {
        p.imprisoned && p.location.is(space) && matches!(p.id.as_str(), "gerald" | "iohannes")
    });
    u32::try_from(key.count()).unwrap_or(u32::MAX)
}

fn crew_prisoners(d: &SherwoodData, s: &SherwoodState) -> u32 {
    prisons_of_interest(d, s).values().map(|v| v.0).sum()
}

/// The code of a Recruiting or Donations result, read part by part.
#[derive(Default)]
struct CodeRead {
    recruited: bool,
    all_captured: bool,
    captured: usize,
    injured: usize,
    flee: bool,
    gold: f64,
    morale: i32,
}

/// Reads a result code through the app's own parser (`games::sherwood::codes`): the harm,
/// the gold and Royal Morale it brings. An "all I" counts as one injured, as the player has
/// always weighed it; Witchcraft moves and undefined symbols do not enter its sums.
fn read_code(code: &str) -> CodeRead {
    use pnp_companion::games::sherwood::codes::{CodePart, Count, Harm, Index, ResultCode};
    let mut r = CodeRead::default();
    let Ok(parsed) = ResultCode::parse(code) else {
        return r;
    };
    for part in &parsed.parts {
        match part {
            CodePart::Recruited => r.recruited = true,
            CodePart::Flee => r.flee = true,
            CodePart::SmallHaul => r.gold += 2.0,
            CodePart::HalfDieGold => r.gold += 2.75,
            CodePart::Harm {
                count: Count::All,
                harm: Harm::Captured,
            } => r.all_captured = true,
            CodePart::Harm { count, harm } => {
                let n = match count {
                    Count::Exactly(n) => usize::from(*n),
                    Count::All => 1,
                };
                match harm {
                    Harm::Captured => r.captured += n,
                    Harm::Injured => r.injured += n,
                }
            }
            CodePart::Index {
                index: Index::RoyalMorale,
                delta,
            } => r.morale += i32::from(*delta),
            CodePart::Index { .. } | CodePart::Nothing | CodePart::Undefined(_) => {}
        }
    }
    r
}

impl GoalPlayer {
    fn new(seed: u64) -> Self {
        GoalPlayer {
            rng: GameRng::from_seed(seed ^ 0x60a1),
            road_moves: 0,
            approach: BTreeMap::new(),
            last_raid: None,
            seen: Seen {
                min_morale: 10,
                ..Seen::default()
            },
        }
    }

    /// What a crew prisoner freed is worth: less while Royal Morale exceeds your Neutrals,
    /// Royalists and Clerics by more than `FOLK_GAP` (no Fealty roll could rise then, so
    /// the band first works on Royal Morale and the townsfolk), more after.
    fn crew_freed(&self, d: &SherwoodData, s: &SherwoodState) -> f64 {
        let folk = ours_free(s)
            .filter(|p| {
                matches!(
                    s.kind(d, &p.id),
                    Some(PersonKind::Neutral | PersonKind::Royalist | PersonKind::Cleric)
                )
            })
            .count();
        let gap = i32::from(s.tracks.royal_morale) - i32::try_from(folk).unwrap_or(i32::MAX);
        if gap > worth::FOLK_GAP {
            worth::CREW_FREED_EARLY
        } else {
            worth::CREW_FREED
        }
    }

    /// What losing a person to prison costs.
    fn taken_cost(&self, d: &SherwoodData, id: &str) -> f64 {
        if is_federation(d, id) {
            worth::CREW_TAKEN
        } else if matches!(id, "tomas" | "gerald") {
            5.0
        } else {
            worth::OTHER_TAKEN
        }
    }

    /// People in the order they are given up: the cheapest first.
    fn cheapest_first(
        &self,
        d: &SherwoodData,
        s: &SherwoodState,
        ids: &[PersonId],
    ) -> Vec<PersonId> {
        let mut v = ids.to_vec();
        v.sort_by_cached_key(|id| {
            let lead = LEADERS.iter().position(|l| l == id).unwrap_or(0);
            (
                is_federation(d, id),
                (self.taken_cost(d, id) * 10.0) as i64,
                !injured(s, id),
                std::cmp::Reverse(lead),
            )
        });
        v
    }

    /// The cost of `n` of a group captured (the player gives up the cheapest).
    fn capture_cost(&self, d: &SherwoodData, group: &[PersonId], n: usize) -> f64 {
        if n == 0 {
            return 0.0;
        }
        let mut costs: Vec<f64> = group.iter().map(|id| self.taken_cost(d, id)).collect();
        costs.sort_by(f64::total_cmp);
        costs.iter().take(n).sum()
    }

    fn code_harm(
        &self,
        d: &SherwoodData,
        s: &SherwoodState,
        group: &[PersonId],
        c: &CodeRead,
        space: &str,
    ) -> f64 {
        let mut h = 0.0;
        if c.all_captured {
            h += self.capture_cost(d, group, group.len());
        }
        h += self.capture_cost(d, group, c.captured);
        h += worth::INJURED * c.injured as f64;
        if c.flee {
            h += self.flee_cost(d, s, space, group);
        }
        h
    }

    /// What having to flee from `space` costs the group: sanctuary with Tomas in a town or
    /// cathedral, else the Flight Table into a forest.
    fn flee_cost(
        &self,
        d: &SherwoodData,
        s: &SherwoodState,
        space: &str,
        group: &[PersonId],
    ) -> f64 {
        let sanctuary = group.iter().any(|g| g == "tomas")
            && matches!(
                s.space_kind(d, space),
                Some(SpaceKind::Town | SpaceKind::Cathedral)
            );
        if sanctuary {
            return 0.3;
        }
        let req = RollRequest {
            space: SpaceId::new(space),
            ..RollRequest::default()
        };
        let mut situation = situation_for(d, s, &req, group);
        situation.flee_to = SpaceRef {
            name: None,
            kind: Some(SpaceKind::Forest),
        };
        let Ok(prep) = prepare(d, TableId::Flight, &situation) else {
            return worth::FLEE;
        };
        let hurt: Vec<PersonId> = group.iter().filter(|id| injured(s, id)).cloned().collect();
        let mut cost = 0.5;
        for l in odds(d, &prep) {
            let Resolved::Paragraph { paragraph } = l.result else {
                continue;
            };
            cost += l.probability
                * match paragraph {
                    400 => self.capture_cost(d, group, group.len()),
                    401 => self.capture_cost(d, group, group.len().saturating_sub(1)),
                    402 => self.capture_cost(d, &hurt, hurt.len()),
                    403 => self.capture_cost(d, &hurt, 1),
                    _ => 0.0,
                };
        }
        cost
    }

    /// What the King's Men squads in `space` may do to the group at the end of this turn.
    fn km_exposure(
        &self,
        d: &SherwoodData,
        s: &SherwoodState,
        space: &str,
        group: &[PersonId],
    ) -> f64 {
        let squads = s.squads_at(space) as f64;
        if squads == 0.0
            || group
                .iter()
                .any(|id| !injured(s, id) && has(d, id, &Ability::ForcesPatrolColumn))
        {
            return 0.0;
        }
        let one = self.capture_cost(d, group, 1);
        let per_squad = match s.orders {
            RoyalOrders::Patrol => 0.0,
            RoyalOrders::Search => 0.1 * one + 0.1 * worth::INJURED,
            RoyalOrders::Seize => {
                0.2 * one
                    + 0.1 * (one + self.flee_cost(d, s, space, group))
                    + 0.1 * self.capture_cost(d, group, group.len())
            }
        };
        squads * per_squad
    }

    /// What a person is worth to recruit now.
    fn recruit_value(&self, d: &SherwoodData, s: &SherwoodState, id: &str) -> f64 {
        let prisons = prisons_of_interest(d, s);
        let crew_at = |space: &str| prisons.get(space).map_or(0, |v| v.0);
        let release = d.roster.get(id).and_then(|p| {
            p.abilities.iter().find_map(|a| match a {
                Ability::FreesPrisonersOnceAt(at) => Some(at.clone()),
                _ => None,
            })
        });
        let mut v = match id {
            "tomas" => 20.0,
            "gerald" => worth::GERALD,
            "mayhew" | "may-queen" => 14.0,
            "lady-marocain" => 11.0,
            "tchelk" if s.tracks.witchcraft <= 6 => 7.0,
            "tchelk" => 0.5,
            "pinter" => 3.0,
            "narrows" => 1.5 + 14.0 * f64::from(crew_at("Northguard")),
            "jurgen" => 1.5 + 4.0 * f64::from(crew_at("Trott").min(1)),
            "scrow" => 1.5 + 4.0 * f64::from(crew_at(PALACE).min(1)),
            "iohannes" => worth::IOHANNES,
            "maura" => 1.5 + 2.0 * prisons.values().filter(|v| v.0 > 0).count() as f64,
            "dalara" => 2.5,
            _ => worth::FOLK,
        };
        // Once every crew member is free, each Neutral, Royalist or Cleric more in the
        // Royal Party's town is what the win waits for.
        if crew_prisoners(d, s) == 0 {
            v += worth::FOLK_ENDGAME;
        }
        if let Some(at) = release
            && !s.releases_used.iter().any(|r| r == id)
        {
            v += 12.0 * f64::from(crew_at(&at));
        }
        v
    }

    /// The best recruiting attempt the group can make on `target` at `space`: its value
    /// (worth times odds, less the harm and the gold) and the request.
    fn best_recruit(
        &self,
        d: &SherwoodData,
        s: &SherwoodState,
        space: &str,
        group: &[PersonId],
        target: Target,
        value: f64,
    ) -> Option<(f64, RollRequest)> {
        let spare_gold = self.spare_gold(s);
        let mut best: Option<(f64, RollRequest)> = None;
        for actor in best_actor(d, s, group, Stat::Persuasiveness).iter() {
            for gold in 0..=u32::from(spare_gold.min(5)) {
                let req = RollRequest {
                    space: SpaceId::new(space),
                    actor: Some(actor.clone()),
                    target: Some(target.clone()),
                    gold,
                    ..RollRequest::default()
                };
                let Some(lines) = odds_of(d, s, TableId::Recruiting, &req, group) else {
                    continue;
                };
                let mut ev = -(f64::from(gold)) * worth::GOLD;
                for l in &lines {
                    if let Resolved::Code { code, .. } = &l.result {
                        let c = read_code(code);
                        if c.recruited {
                            ev += l.probability * value;
                        }
                        ev += l.probability * (c.gold * worth::GOLD + f64::from(-c.morale) * 3.0);
                        ev -= l.probability * self.code_harm(d, s, group, &c, space);
                    }
                }
                if best.as_ref().is_none_or(|b| ev > b.0) {
                    best = Some((ev, req));
                }
            }
        }
        best
    }

    /// Harm and gain of a Raid Table paragraph for the group.
    fn raid_paragraph(
        &self,
        d: &SherwoodData,
        s: &SherwoodState,
        group: &[PersonId],
        paragraph: u16,
        freed: f64,
        prisoners: u32,
    ) -> f64 {
        let able: Vec<PersonId> = group.iter().filter(|g| !injured(s, g)).cloned().collect();
        let half = group.len() / 2;
        let healer = able.iter().any(|id| has(d, id, &Ability::Healer));
        match paragraph {
            99..=101 => -self.capture_cost(d, group, group.len()) - 2.0,
            102 => -(half as f64) * worth::INJURED - worth::FLEE,
            103 => {
                let top = ["kirk", "pinter", "marocain"]
                    .iter()
                    .find(|id| group.iter().any(|g| g == *id))
                    .map_or(worth::OTHER_TAKEN, |id| self.taken_cost(d, id));
                -top - worth::FLEE
            }
            104 => -worth::FLEE,
            105 => -self.capture_cost(d, group, 2),
            106 => -worth::INJURED - 0.5,
            107 if healer => {
                3.0 - worth::witchcraft(s.tracks.witchcraft) - worth::CREW_TAKEN + 0.5 * freed
            }
            108 => -0.8,
            109 => freed / f64::from(prisoners.max(1)),
            110 => freed - (half as f64) * worth::INJURED,
            111 => freed - worth::FLEE,
            112 => freed - 2.0 * worth::INJURED,
            114 => freed + 1.0,
            115 => freed + 5.5 * worth::GOLD,
            116 => freed + 6.0,
            117 => freed + 3.0,
            113 => freed,
            _ => 0.0,
        }
    }

    fn best_raid(
        &self,
        d: &SherwoodData,
        s: &SherwoodState,
        space: &str,
        group: &[PersonId],
    ) -> Option<(f64, RollRequest)> {
        let prisons = prisons_of_interest(d, s);
        let &(crew, others) = prisons.get(space)?;
        if crew + others == 0 {
            return None;
        }
        let folk = if crew_prisoners(d, s) == 0 {
            worth::FOLK + worth::FOLK_ENDGAME
        } else {
            worth::FOLK
        };
        let freed = self.crew_freed(d, s) * f64::from(crew)
            + folk * f64::from(others)
            + worth::KEY_PRISONER * f64::from(key_prisoners_at(s, space));
        let last = crew == crew_prisoners(d, s);
        let w = s.tracks.witchcraft;
        let phasers_ok = w <= worth::PHASERS_UP_TO || (last && w <= 8);
        let mut best: Option<(f64, RollRequest)> = None;
        for actor in best_actor(d, s, group, Stat::Raid).iter() {
            for phasers in [false, true] {
                if phasers && !phasers_ok {
                    continue;
                }
                let req = RollRequest {
                    space: SpaceId::new(space),
                    actor: Some(actor.clone()),
                    phasers,
                    ..RollRequest::default()
                };
                let Some(lines) = odds_of(d, s, TableId::Raid, &req, group) else {
                    continue;
                };
                let mut ev = if phasers { -worth::witchcraft(w) } else { 0.0 };
                for l in &lines {
                    ev += l.probability
                        * match &l.result {
                            Resolved::Paragraph { paragraph } => {
                                self.raid_paragraph(d, s, group, *paragraph, freed, crew + others)
                            }
                            Resolved::Automatic { .. } => freed,
                            _ => 0.0,
                        };
                }
                if best.as_ref().is_none_or(|b| ev > b.0) {
                    best = Some((ev, req));
                }
            }
        }
        best
    }

    fn best_donations(
        &self,
        d: &SherwoodData,
        s: &SherwoodState,
        space: &str,
        group: &[PersonId],
    ) -> Option<(f64, RollRequest)> {
        let mut best: Option<(f64, RollRequest)> = None;
        for actor in best_actor(d, s, group, Stat::Donations).iter() {
            let req = RollRequest {
                space: SpaceId::new(space),
                actor: Some(actor.clone()),
                ..RollRequest::default()
            };
            let Some(lines) = odds_of(d, s, TableId::Donations, &req, group) else {
                continue;
            };
            // Gold matters most when the Warchest cannot pay the coming expenses.
            let short = s.tracks.warchest < 3;
            let gold_worth = if short {
                2.0 * worth::GOLD
            } else {
                worth::GOLD
            };
            let mut ev = 0.0;
            for l in &lines {
                if let Resolved::Code { code, .. } = &l.result {
                    let c = read_code(code);
                    ev += l.probability * (c.gold * gold_worth + f64::from(-c.morale) * 3.0);
                    ev -= l.probability * self.code_harm(d, s, group, &c, space);
                }
            }
            if best.as_ref().is_none_or(|b| ev > b.0) {
                best = Some((ev, req));
            }
        }
        best
    }

    fn best_heal(
        &self,
        d: &SherwoodData,
        s: &SherwoodState,
        space: &str,
        group: &[PersonId],
    ) -> Option<(f64, RollRequest)> {
        let hurt: Vec<&PersonId> = group.iter().filter(|id| injured(s, id)).collect();
        if hurt.is_empty() {
            return None;
        }
        let healer = group
            .iter()
            .any(|id| !injured(s, id) && has(d, id, &Ability::Healer));
        let in_town = matches!(
            s.space_kind(d, space),
            Some(SpaceKind::Town | SpaceKind::Cathedral)
        );
        if !healer && !in_town {
            return None;
        }
        let crew_hurt = hurt.iter().filter(|id| is_federation(d, id)).count();
        let each = if crew_hurt > 0 { 3.0 } else { 1.2 };
        let (patients, p) = match (healer, hurt.len()) {
            (true, n) if n >= 2 => (2u8, 0.4 * 2.0),
            _ => (1u8, 0.7),
        };
        Some((
            each * p,
            RollRequest {
                space: SpaceId::new(space),
                patients,
                ..RollRequest::default()
            },
        ))
    }

    /// Everything the band could do at `space`, the best first: (value, action).
    fn jobs_at(
        &self,
        d: &SherwoodData,
        s: &SherwoodState,
        space: &str,
        group: &[PersonId],
    ) -> Option<(f64, Action)> {
        let mut best: Option<(f64, Action)> = None;
        let mut consider = |v: f64, a: Action| {
            if best.as_ref().is_none_or(|b| v > b.0) {
                best = Some((v, a));
            }
        };
        if group.iter().all(|id| injured(s, id)) {
            if let Some((v, req)) = self.best_heal(d, s, space, group) {
                consider(
                    v,
                    Action::Roll {
                        table: TableId::Heal,
                        request: req,
                    },
                );
            }
            return best;
        }
        for p in s
            .persons
            .iter()
            .filter(|p| p.side == Side::Free && !p.imprisoned && p.location.is(space))
        {
            if !s.kind(d, &p.id).is_some_and(PersonKind::is_recruitable) {
                continue;
            }
            let value = self.recruit_value(d, s, &p.id);
            if let Some((v, req)) =
                self.best_recruit(d, s, space, group, Target::Person(p.id.clone()), value)
            {
                consider(
                    v,
                    Action::Roll {
                        table: TableId::Recruiting,
                        request: req,
                    },
                );
            }
        }
        if let Some((v, req)) = self.best_raid(d, s, space, group) {
            consider(
                v,
                Action::Roll {
                    table: TableId::Raid,
                    request: req,
                },
            );
        }
        if let Some((v, req)) = self.best_donations(d, s, space, group) {
            consider(
                v,
                Action::Roll {
                    table: TableId::Donations,
                    request: req,
                },
            );
        }
        if let Some((v, req)) = self.best_heal(d, s, space, group) {
            consider(
                v,
                Action::Roll {
                    table: TableId::Heal,
                    request: req,
                },
            );
        }
        best
    }

    /// Turns for a group to reach a place (the player's map: one turn's walk).
    fn travel(&self, from: &str, to: &str) -> u32 {
        u32::from(!from.eq_ignore_ascii_case(to))
    }

    fn go(&self, group: Vec<PersonId>, to: &str) -> Action {
        Action::Move {
            persons: group,
            to: SpaceId::new(to),
        }
    }

    /// Gold that may go on a roll, keeping the coming expenses.
    fn spare_gold(&self, s: &SherwoodState) -> u8 {
        let reserve = u8::try_from(stacks(s).len()).unwrap_or(u8::MAX).max(1);
        s.tracks.warchest.saturating_sub(reserve)
    }

    /// Where the next Fealty roll is, and after how many more turn ends (0: this one).
    fn fealty_ahead(&self, s: &SherwoodState) -> Option<(String, u32)> {
        let at = s
            .royal_party
            .location
            .space()
            .unwrap_or_default()
            .to_string();
        if s.royal_party.held {
            return Some((at, 0));
        }
        let next = next_town(s)?;
        if at.eq_ignore_ascii_case(PALACE) {
            return Some((next.into(), 0));
        }
        Some((next.into(), 2u32.saturating_sub(self.road_moves)))
    }

    /// Those of yours who count on the Fealty Table (Neutrals, Royalists, Clerics) and are not
    /// needed elsewhere: they hold the town the Royal Party comes to.
    fn townsfolk(&self, d: &SherwoodData, s: &SherwoodState) -> Vec<PersonId> {
        let prisons = prisons_of_interest(d, s);
        let crew_at = |space: &str| prisons.get(space).is_some_and(|v| v.0 > 0);
        let raids_left = prisons.values().any(|v| v.0 > 0);
        // Tomas helps the band recruit while people worth recruiting are still out there.
        let recruits_left = s.persons.iter().any(|p| {
            p.side == Side::Free
                && !p.imprisoned
                && p.location.space().is_some()
                && self.recruit_value(d, s, &p.id) >= 4.0
        });
        ours_free(s)
            .filter(|p| p.location.space().is_some())
            .filter(|p| {
                matches!(
                    s.kind(d, &p.id),
                    Some(PersonKind::Neutral | PersonKind::Royalist | PersonKind::Cleric)
                )
            })
            .filter(|p| match p.id.as_str() {
                "gerald" => !raids_left && s.tracks.royal_morale == 0,
                "iohannes" => !guards_gerald(s, "iohannes"),
                _ if !raids_left => true,
                "tomas" => !recruits_left || !raids_left,
                "pinter" | "marocain" => !raids_left,
                "jurgen" => !crew_at("Trott"),
                "scrow" => !crew_at(PALACE),
                "narrows" => !crew_at("Northguard"),
                _ => true,
            })
            .map(|p| p.id.clone())
            .collect()
    }

    fn band_space(&self, d: &SherwoodData, s: &SherwoodState) -> Option<String> {
        LEADERS.iter().find_map(|id| {
            s.person(id)
                .filter(|p| p.side == Side::Controlled && !p.imprisoned && is_federation(d, id))
                .and_then(|p| p.location.space().map(str::to_string))
        })
    }

    fn rebel(&mut self, d: &SherwoodData, s: &SherwoodState) -> Action {
        // The landing: everyone aboard to the Archbishop's cathedral, once.
        let aboard: Vec<PersonId> = ours_free(s)
            .filter(|p| p.location == Location::Enterprise)
            .map(|p| p.id.clone())
            .collect();
        if !aboard.is_empty() && s.beamed.is_none() && s.turn == 1 {
            return Action::BeamDown {
                persons: aboard,
                to: SpaceId::new(TOMAS_CATHEDRAL),
            };
        }
        // A mayor's or lord's release, wherever crew prisoners lie.
        let prisons = prisons_of_interest(d, s);
        for p in ours_free(s) {
            if s.releases_used.contains(&p.id) {
                continue;
            }
            if let Some(at) = d.roster.get(&p.id).and_then(|r| {
                r.abilities.iter().find_map(|a| match a {
                    Ability::FreesPrisonersOnceAt(at) => Some(at.clone()),
                    _ => None,
                })
            }) && prisons.get(&at).is_some_and(|v| v.0 > 0)
            {
                return Action::Release {
                    person: p.id.clone(),
                };
            }
        }
        let band = self.band_space(d, s);
        let all = stacks(s);
        let folk = self.townsfolk(d, s);
        let ahead = self.fealty_ahead(s);
        // The townsfolk go to the town the Royal Party comes to, in time for its roll, when
        // the roll can hold it there.
        if let Some((town, k)) = &ahead {
            let n = folk.iter().filter(|id| !injured(s, id)).count() as i32;
            let hold = (8 - i32::from(s.tracks.royal_morale) + n).clamp(0, 10);
            let last = s
                .towns
                .iter()
                .filter(|t| t.fealty == Fealty::Unsworn)
                .count()
                <= 1;
            let endgame = crew_prisoners(d, s) == 0;
            if n > 0 && (hold >= HOLD_FACES || s.royal_party.held || (last && hold > 0) || endgame)
            {
                for (space, ids) in &all {
                    if space.eq_ignore_ascii_case(town) {
                        continue;
                    }
                    let movers: Vec<PersonId> = ids
                        .iter()
                        .filter(|id| folk.contains(id) && free_to_act(s, id))
                        .cloned()
                        .collect();
                    if movers.is_empty() {
                        continue;
                    }
                    // They walk in on the turn of the roll, and stay while it holds.
                    if *k == 0 {
                        return self.go(movers, town);
                    }
                }
            }
        }
        let held_town = ahead
            .as_ref()
            .filter(|(_, k)| *k <= 1)
            .map(|(t, _)| t.clone());
        // Brother Gerald preaches every turn, on his own, away from the squads he draws.
        if let Some(g) = s
            .person("gerald")
            .filter(|p| p.side == Side::Controlled && !p.imprisoned)
            && let Some(at) = g.location.space()
            && free_to_act(s, "gerald")
            && !space_acted(s, at)
        {
            let guard = all
                .get(at)
                .is_some_and(|ids| ids.iter().any(|id| guards_gerald(s, id)));
            let crowd = all.get(at).map_or(0, Vec::len) - usize::from(guard);
            let with_band = band.as_deref() == Some(at) && crowd > 1;
            let squads = s.squads_at(at);
            let shielded = guard && !injured(s, "iohannes");
            let danger = !shielded
                && match s.orders {
                    RoyalOrders::Patrol => false,
                    RoyalOrders::Search => squads >= 2,
                    RoyalOrders::Seize => squads >= 1,
                };
            let on_route = ahead
                .as_ref()
                .is_some_and(|(t, _)| t.eq_ignore_ascii_case(at));
            let healing_here = matches!(
                s.space_kind(d, at),
                Some(SpaceKind::Town | SpaceKind::Cathedral)
            );
            if injured(s, "gerald") {
                if !with_band && healing_here && crowd == 1 {
                    return Action::Roll {
                        table: TableId::Heal,
                        request: RollRequest {
                            space: SpaceId::new(at),
                            patients: 1,
                            ..RollRequest::default()
                        },
                    };
                }
                if !with_band && let Some(home) = &band {
                    return self.go(vec!["gerald".into()], home);
                }
            } else if with_band || danger || on_route {
                let mut persons = vec![PersonId::from("gerald")];
                if guard && free_to_act(s, "iohannes") {
                    persons.push("iohannes".into());
                }
                return Action::Move {
                    persons,
                    to: SpaceId::new("road"),
                };
            } else {
                let track = if s.tracks.royal_morale == 0
                    || s.tracks.witchcraft >= worth::PREACH_WITCHCRAFT_AT
                {
                    Track::Witchcraft
                } else {
                    Track::RoyalMorale
                };
                return Action::Preach { track };
            }
        }
        // Iohannes joins Brother Gerald.
        if guards_gerald(s, "iohannes")
            && free_to_act(s, "iohannes")
            && let Some(at) = s.person("gerald").and_then(|p| p.location.space())
            && !s.person("iohannes").is_some_and(|p| p.location.is(at))
        {
            return self.go(vec!["iohannes".into()], at);
        }
        // Aid the poor when Witchcraft climbs and the Warchest allows.
        let spare = self.spare_gold(s);
        let aid_at = |space: &str| {
            s.tracks.witchcraft >= 5
                && spare >= 5
                && !space_acted(s, space)
                && all
                    .get(space)
                    .is_some_and(|ids| ids.iter().any(|id| free_to_act(s, id) && !injured(s, id)))
        };
        for space in all.keys() {
            if band.as_deref() != Some(space.as_str()) && aid_at(space) {
                return Action::AidThePoor {
                    space: SpaceId::new(space.as_str()),
                    gold: 5,
                };
            }
        }
        // The band: the best job here, or on its way to the best job elsewhere.
        if let Some(home) = &band {
            let group: Vec<PersonId> = all
                .get(home)
                .into_iter()
                .flatten()
                .filter(|id| free_to_act(s, id) && id.as_str() != "gerald" && !guards_gerald(s, id))
                .cloned()
                .collect();
            if !group.is_empty() && !space_acted(s, home) {
                let mut best: Option<(f64, String, Option<Action>)> = None;
                let interest = prisons_of_interest(d, s);
                let mut places: Vec<String> = d
                    .spaces
                    .spaces
                    .iter()
                    .map(|x| x.name.clone())
                    .filter(|x| {
                        interest.get(x).is_some_and(|v| v.0 > 0)
                            || key_prisoners_at(s, x) > 0
                            || s.space_kind(d, x) == Some(SpaceKind::Cathedral)
                            || s.persons
                                .iter()
                                .any(|p| p.side == Side::Free && !p.imprisoned && p.location.is(x))
                    })
                    .collect();
                if !places.iter().any(|p| p.eq_ignore_ascii_case(home)) {
                    places.push(home.clone());
                }
                for place in &places {
                    let Some((v, a)) = self.jobs_at(d, s, place, &group) else {
                        continue;
                    };
                    let v = v - self.km_exposure(d, s, place, &group);
                    let t = self.travel(home, place);
                    let score = v / (1.0 + f64::from(t));
                    if best.as_ref().is_none_or(|b| score > b.0) {
                        best = Some((score, place.clone(), (t == 0).then_some(a)));
                    }
                }
                if aid_at(home) && best.as_ref().is_none_or(|b| b.0 < 4.0) {
                    return Action::AidThePoor {
                        space: SpaceId::new(home.as_str()),
                        gold: 5,
                    };
                }
                match best {
                    Some((score, _, Some(a))) if score > 0.0 => return a,
                    Some((score, place, None)) if score > 0.0 => {
                        return self.go(group, &place);
                    }
                    _ => {}
                }
            }
        }
        // Stragglers join the band; townsfolk wait with it, or in the town ahead.
        for (space, ids) in &all {
            if band.as_deref() == Some(space.as_str())
                || held_town
                    .as_deref()
                    .is_some_and(|t| t.eq_ignore_ascii_case(space))
            {
                continue;
            }
            let movers: Vec<PersonId> = ids
                .iter()
                .filter(|id| free_to_act(s, id) && id.as_str() != "gerald" && !guards_gerald(s, id))
                .cloned()
                .collect();
            if movers.is_empty() {
                continue;
            }
            if let Some(home) = &band {
                return self.go(movers, home);
            }
        }
        // Those holding the town: heal, or try the people there.
        if let Some(town) = &held_town
            && let Some(ids) = all.get(town)
            && !space_acted(s, town)
            && band.as_deref() != Some(town.as_str())
        {
            let group: Vec<PersonId> = ids
                .iter()
                .filter(|id| free_to_act(s, id))
                .cloned()
                .collect();
            if !group.is_empty()
                && let Some((v, a)) = self.jobs_at(d, s, town, &group)
                && v > 0.5
            {
                return a;
            }
        }
        Action::EndRebelActions
    }

    fn expenses(&mut self, d: &SherwoodData, s: &SherwoodState) -> Action {
        if s.expenses_paid {
            return Action::EndExpenses;
        }
        let due = s
            .occupied_spaces()
            .iter()
            .filter(|sp| !s.free_supply.iter().any(|f| f.eq_ignore_ascii_case(sp)))
            .count();
        if usize::from(s.tracks.warchest) >= due {
            return if due == 0 {
                Action::EndExpenses
            } else {
                Action::PayExpenses
            };
        }
        // A stack of crewmen only goes hungry before Witchcraft climbs for supplies: one of
        // them is injured (section 11), the least needed, while two others stay whole.
        for (space, ids) in &stacks(s) {
            if s.free_supply.iter().any(|f| f.eq_ignore_ascii_case(space))
                || !ids.iter().all(|id| is_federation(d, id))
            {
                continue;
            }
            let able: Vec<&PersonId> = ids.iter().filter(|id| !injured(s, id)).collect();
            if able.len() < worth::KEEP_ABLE + 1 {
                continue;
            }
            if let Some(p) = able
                .iter()
                .filter(|id| id.as_str() != "kirk")
                .max_by_key(|id| {
                    LEADERS
                        .iter()
                        .position(|l| *l == id.as_str())
                        .unwrap_or(LEADERS.len())
                })
            {
                return Action::Starve {
                    person: (*p).clone(),
                };
            }
        }
        if s.tracks.witchcraft < worth::STARVE_AT {
            return Action::BeamSupplies;
        }
        // Witchcraft is too high to beam supplies: a stack goes hungry. A stack of crewmen
        // only loses no one (one of them is injured); otherwise the cheapest leaves.
        let mut crew_hungry: Vec<PersonId> = Vec::new();
        let mut folk_hungry: Vec<PersonId> = Vec::new();
        for (space, ids) in &stacks(s) {
            if s.free_supply.iter().any(|f| f.eq_ignore_ascii_case(space)) {
                continue;
            }
            let others: Vec<PersonId> = ids
                .iter()
                .filter(|id| !is_federation(d, id))
                .cloned()
                .collect();
            if others.is_empty() {
                crew_hungry.extend(ids.iter().filter(|id| !injured(s, id)).take(1).cloned());
            } else if others.iter().all(|id| id != "gerald") || others.len() > 1 {
                // Brother Gerald preaching is worth more than the Witchcraft of supplies.
                let others: Vec<PersonId> =
                    others.into_iter().filter(|id| id != "gerald").collect();
                folk_hungry.extend(self.cheapest_first(d, s, &others).into_iter().take(1));
            }
        }
        let folk_hungry = self.cheapest_first(d, s, &folk_hungry);
        match crew_hungry.first().or(folk_hungry.first()) {
            Some(p) if s.tracks.witchcraft >= worth::STARVE_AT => {
                Action::Starve { person: p.clone() }
            }
            _ => Action::BeamSupplies,
        }
    }

    fn kings_men(&mut self, s: &SherwoodState) -> Action {
        let exposed: Vec<&str> = ours_free(s)
            .filter(|p| p.sanctuary.is_none())
            .filter_map(|p| p.location.space())
            .collect();
        // Every squad is within three spaces of your people on the player's map.
        if !exposed.is_empty()
            && let Some(q) = s
                .squads
                .iter()
                .find(|q| !q.recruited && !s.squads_rolled.contains(&q.name))
        {
            return Action::KingsMen {
                squad: q.name.clone(),
            };
        }
        Action::EndKingsMen
    }

    fn royal_party(&mut self, s: &SherwoodState) -> Action {
        if s.party_done {
            return Action::EndTurn;
        }
        if s.royal_party.held {
            return Action::FealtyAgain;
        }
        if s.royal_party.location.is(PALACE) || self.road_moves < 2 {
            return Action::RoyalPartyMoves { into: None };
        }
        Action::RoyalPartyMoves { into: next_town(s) }
    }

    /// Where a squad told to move toward your people goes.
    fn squad_destination(&mut self, s: &SherwoodState, squad: &str) -> String {
        let here = s
            .squads
            .iter()
            .find(|q| q.name == squad)
            .and_then(|q| q.location.space().map(str::to_string))
            .unwrap_or_default();
        let targets: Vec<String> = stacks(s)
            .into_iter()
            .filter(|(_, ids)| {
                ids.iter()
                    .any(|id| s.person(id).is_some_and(|p| p.sanctuary.is_none()))
            })
            .map(|(sp, _)| sp)
            .collect();
        if targets.is_empty() || targets.iter().any(|t| t.eq_ignore_ascii_case(&here)) {
            self.approach.remove(squad);
            return here;
        }
        if let Some(t) = self.approach.get(squad).cloned()
            && targets.contains(&t)
        {
            self.approach.remove(squad);
            return t;
        }
        let t = targets[self.rng.index(targets.len())].clone();
        self.approach.insert(squad.to_string(), t);
        "road".into()
    }

    fn settle(&mut self, d: &SherwoodData, s: &SherwoodState, first: &Todo) -> Action {
        let id = first.id;
        match &first.task {
            Task::Confirm { suggestion } => {
                // Maura's ballad counts only when at most one of yours was hurt or taken.
                if suggestion.text.to_string().starts_with("Maura")
                    && matches!(self.last_raid, Some(110 | 112))
                {
                    return Action::Dismiss { id };
                }
                let choice = self.choice(d, s, suggestion);
                Action::Resolve { id, choice }
            }
            Task::Flee {
                from,
                may_seek_sanctuary,
            } => {
                let fleeing = group_for(s, TableId::Flight, from);
                if *may_seek_sanctuary && fleeing.iter().any(|f| f == "tomas") {
                    return Action::SeekSanctuary {
                        requester: "tomas".into(),
                    };
                }
                if *may_seek_sanctuary
                    && fleeing.iter().any(|f| f == "norje")
                    && s.tracks.witchcraft <= 2
                {
                    return Action::SeekSanctuary {
                        requester: "norje".into(),
                    };
                }
                Action::Flee {
                    to: SpaceId::new("forest"),
                }
            }
            Task::Roll { .. } => Action::ResolveRoll,
            Task::RaidAgain { .. } => Action::RaidAgain,
            Task::GoldDie { halve } => Action::RollGold { halve: *halve },
        }
    }

    fn choice(&mut self, d: &SherwoodData, s: &SherwoodState, sug: &Suggestion) -> Choice {
        let mut c = Choice::default();
        match &sug.pick {
            None => {}
            Some(Pick::Persons {
                count,
                from,
                change,
            }) => {
                let cheap = self.cheapest_first(d, s, from);
                let mut dear = cheap.clone();
                dear.reverse();
                c.persons = match change {
                    PickChange::Injure | PickChange::Capture => take_n(&cheap, *count),
                    PickChange::KeepFree | PickChange::Heal => take_n(&dear, *count),
                    PickChange::Recruit => {
                        let mut v = from.clone();
                        v.sort_by(|a, b| {
                            self.recruit_value(d, s, b)
                                .partial_cmp(&self.recruit_value(d, s, a))
                                .unwrap_or(std::cmp::Ordering::Equal)
                        });
                        take_n(&v, *count)
                    }
                    PickChange::Free => take_n(from, *count),
                };
            }
            Some(Pick::Squad { from, to }) => {
                let coming = from
                    .iter()
                    .find(|q| {
                        self.approach
                            .get(q.as_str())
                            .is_some_and(|t| t.eq_ignore_ascii_case(to))
                    })
                    .cloned();
                c.squad = coming.or_else(|| Some(from[self.rng.index(from.len())].clone()));
                if let Some(q) = &c.squad {
                    self.approach.remove(q.as_str());
                }
            }
            Some(Pick::SquadDestination { squad }) => {
                c.to = Some(SpaceId::new(self.squad_destination(s, squad)));
            }
            Some(Pick::Destination { .. }) => c.to = Some(SpaceId::new("forest")),
            Some(Pick::FreeOne { known, unseen, .. }) => {
                let all: Vec<PersonId> = known.iter().chain(unseen).cloned().collect();
                c.persons = all.first().cloned().into_iter().collect();
            }
            Some(Pick::Identify {
                slots,
                archon,
                neutral,
                ..
            }) => {
                c.persons =
                    identify_choice(slots, archon, neutral, &mut self.rng).unwrap_or_default();
            }
            // The test chart's legend: GD and "*" change no track.
            Some(Pick::Legend { .. }) => {}
        }
        if let Some(prisons) = &sug.prison
            && !prisons.is_empty()
        {
            c.prison = Some(prisons[self.rng.index(prisons.len())].clone());
        }
        c
    }
}

/// Who of a group should act for a stat: the best value of their own plus what the
/// others add (those who add their value to another's).
fn best_actor(
    d: &SherwoodData,
    s: &SherwoodState,
    group: &[PersonId],
    stat: Stat,
) -> Option<PersonId> {
    let able: Vec<&PersonId> = group.iter().filter(|id| !injured(s, id)).collect();
    let value = |id: &str| d.roster.get(id).and_then(|p| p.value(stat)).unwrap_or(0);
    let adds = |id: &str| has(d, id, &Ability::AddsOwnValue(stat));
    let helpers: i32 = able.iter().filter(|id| adds(id)).map(|id| value(id)).sum();
    able.iter()
        .max_by_key(|id| {
            let own = value(id);
            own + helpers - if adds(id) { own } else { 0 }
        })
        .map(|id| (*id).clone())
}

fn odds_of(
    d: &SherwoodData,
    s: &SherwoodState,
    table: TableId,
    req: &RollRequest,
    group: &[PersonId],
) -> Option<Vec<OddsLine>> {
    let situation = situation_for(d, s, req, group);
    let prep = prepare(d, table, &situation).ok()?;
    Some(odds(d, &prep))
}

impl SherwoodPlayer for GoalPlayer {
    fn one_in(&mut self, n: usize) -> bool {
        self.rng.index(n) == 0
    }

    fn action(&mut self, d: &SherwoodData, s: &SherwoodState) -> Action {
        if let Some(first) = s.todo.first() {
            return self.settle(d, s, first);
        }
        match s.step {
            TurnStep::RebelActions => self.rebel(d, s),
            TurnStep::Expenses => self.expenses(d, s),
            TurnStep::KingsMen => self.kings_men(s),
            TurnStep::RoyalParty => self.royal_party(s),
        }
    }

    fn taken(
        &mut self,
        d: &SherwoodData,
        action: &Action,
        before: &SherwoodState,
        after: &SherwoodState,
        outcome: &Outcome,
    ) {
        match action {
            Action::RoyalPartyMoves { into: None } if !before.royal_party.location.is(PALACE) => {
                self.road_moves += 1;
            }
            Action::RoyalPartyMoves { .. } => self.road_moves = 0,
            // The Raid Table paragraph just read, for Maura's ballad.
            Action::Roll {
                table: TableId::Raid,
                ..
            }
            | Action::RaidAgain => self.last_raid = outcome.paragraphs.first().copied(),
            _ => {}
        }
        let seen = &mut self.seen;
        let dw = i64::from(after.tracks.witchcraft) - i64::from(before.tracks.witchcraft);
        let dm = i64::from(after.tracks.royal_morale) - i64::from(before.tracks.royal_morale);
        // What moved Witchcraft and Royal Morale: the action's kind, or the table rolled.
        let kind = match action {
            Action::Roll { table, .. } => format!("{table:?}"),
            _ => format!("{action:?}")
                .chars()
                .take_while(|c| c.is_alphanumeric())
                .collect(),
        };
        if dw != 0 {
            *seen.dw.entry(kind.clone()).or_default() += dw;
        }
        if dm != 0 {
            *seen.dm.entry(kind).or_default() += dm;
        }
        if matches!(action, Action::FealtyAgain) {
            seen.held_rolls += 1;
        }
        if matches!(action, Action::FealtyAgain | Action::RoyalPartyMoves { .. })
            && crew_prisoners(d, before) == 0
        {
            seen.rolls_all_free += 1;
        }
        seen.min_morale = seen.min_morale.min(after.tracks.royal_morale);
        if seen.all_free_turn.is_none() && crew_prisoners(d, after) == 0 {
            seen.all_free_turn = Some(after.turn);
            let folk = ours_free(after)
                .filter(|p| !is_federation(d, &p.id))
                .count();
            seen.at_all_free = (
                after.tracks.witchcraft,
                after.tracks.royal_morale,
                u32::try_from(folk).unwrap_or(u32::MAX),
            );
        }
        let taken = crew_prisoners(d, after).saturating_sub(crew_prisoners(d, before));
        if taken > 0 {
            let cause = seen
                .last_cause
                .clone()
                .unwrap_or_else(|| format!("{:?}", before.step));
            *seen.crew_taken.entry(cause).or_default() += taken;
        }
        if before.todo.is_empty() {
            seen.last_cause = Some(match action {
                Action::Roll { table, .. } => format!("{table:?}"),
                Action::KingsMen { .. } => "KingsMen".into(),
                Action::RoyalPartyMoves { .. } | Action::FealtyAgain => "Fealty".into(),
                _ => format!("{:?}", before.step),
            });
        }
    }

    fn refused(&mut self, action: &Action, why: &str) {
        self.seen.refusals.push(format!("{action:?}: {why}"));
    }
}

/// Figures of a batch of goal-directed games.
#[derive(Default)]
pub(crate) struct GoalSummary {
    pub(crate) games: u64,
    pub(crate) won: u64,
    pub(crate) turns: u64,
    pub(crate) won_turns: u64,
    pub(crate) actions: usize,
    pub(crate) endings: BTreeMap<String, u64>,
    /// Seeds of the games won.
    pub(crate) winners: Vec<u64>,
    /// Sums over the games lost: crew prisoners left, Royal Morale, Witchcraft at the end.
    pub(crate) lost_crew_prisoners: u64,
    pub(crate) lost_morale: u64,
    pub(crate) lost_witchcraft: u64,
    /// Sums over all games.
    pub(crate) held_rolls: u64,
    pub(crate) rolls_all_free: u64,
    pub(crate) min_morale: u64,
    /// Games with every crew member free at some point, and the sums of the first turns and
    /// of Witchcraft, Royal Morale and the townsfolk then.
    pub(crate) all_free: (u64, u64),
    pub(crate) at_all_free: (u64, u64, u64),
    pub(crate) crew_taken: BTreeMap<String, u64>,
    pub(crate) refusals: BTreeMap<String, u64>,
    /// Witchcraft and Royal Morale moved, by the kind of action that moved them.
    pub(crate) dw: BTreeMap<String, i64>,
    pub(crate) dm: BTreeMap<String, i64>,
}

/// Plays the goal-directed player on each seed, adding the figures to `sum`.
pub(crate) fn goal_games(
    d: &SherwoodData,
    seeds: impl Iterator<Item = u64>,
    sum: &mut GoalSummary,
) {
    for seed in seeds {
        let mut player = GoalPlayer::new(seed);
        let played = play_sherwood(d, seed, SetupDraw::Digital, &mut player, 20_000, 80, 8);
        let g = &played.game;
        let s = g.state();
        let seen = &player.seen;
        sum.games += 1;
        sum.actions += played.legal;
        sum.turns += u64::from(s.turn);
        sum.held_rolls += u64::from(seen.held_rolls);
        sum.rolls_all_free += u64::from(seen.rolls_all_free);
        sum.min_morale += u64::from(seen.min_morale);
        if let Some(t) = seen.all_free_turn {
            sum.all_free.0 += 1;
            sum.all_free.1 += u64::from(t);
            sum.at_all_free.0 += u64::from(seen.at_all_free.0);
            sum.at_all_free.1 += u64::from(seen.at_all_free.1);
            sum.at_all_free.2 += u64::from(seen.at_all_free.2);
        }
        for (k, v) in &seen.crew_taken {
            *sum.crew_taken.entry(k.clone()).or_default() += u64::from(*v);
        }
        if s.end == Some(Ending::Won) {
            sum.won += 1;
            sum.won_turns += u64::from(s.turn);
            sum.winners.push(seed);
        } else {
            sum.lost_crew_prisoners += u64::from(crew_prisoners(d, s));
            sum.lost_morale += u64::from(s.tracks.royal_morale);
            sum.lost_witchcraft += u64::from(s.tracks.witchcraft);
        }
        let ending = s.end.map_or("not ended".into(), |e| format!("{e:?}"));
        *sum.endings.entry(ending).or_default() += 1;
        for (k, v) in &seen.dw {
            *sum.dw.entry(k.clone()).or_default() += v;
        }
        for (k, v) in &seen.dm {
            *sum.dm.entry(k.clone()).or_default() += v;
        }
        for r in &seen.refusals {
            *sum.refusals.entry(r.clone()).or_default() += 1;
        }
        if seed % 10 == 0 || s.end == Some(Ending::Won) {
            replays(d, seed, g);
        }
    }
}
