//! The Sherwood Syndrome played to its end from setup, through the real turn sequence
//! (Rebel Actions, Expenses, King's Men, Royal Party & Fealty, end of turn), every task
//! settled: a victory by Open Rebellion with every crew member free, in a digital and in a
//! physical setup; a defeat by Witchcraft; a defeat when the last town swears. Entered dice
//! steer the results; the map's distances and the Royal Party's road are the player's.
//! After every action the rules' invariants hold and some action moves the game on; at
//! the end the seed and the log replay the identical game.

use crate::common;

use common::sherwood::{Play, chart_data};
use pnp_companion::engine::modifier;
use pnp_companion::games::sherwood::actions::{
    Action, RollRequest, group_for, progress_is_possible, situation_for,
};
use pnp_companion::games::sherwood::effects::{Change, Pick, PickChange};
use pnp_companion::games::sherwood::pending::Task;
use pnp_companion::games::sherwood::persons::PersonKind;
use pnp_companion::games::sherwood::prepare::prepare;
use pnp_companion::games::sherwood::refusal::Refusal;
use pnp_companion::games::sherwood::space_id::SpaceId;
use pnp_companion::games::sherwood::state::{
    Colour, Ending, Fealty, Location, PALACE, SetupDraw, SherwoodState, Side, Track, TurnStep,
};
use pnp_companion::games::sherwood::{PersonId, Resolved, RoyalOrders, TableId, Target};
use pnp_companion::store::record::How;
use std::collections::{BTreeMap, VecDeque};

const SEED: u64 = 1;
const CATHEDRAL: &str = "Tomas's cathedral";
const REBEL_TOWN: &str = "Randisfarne";

/// Who lies in each prison, in the order the counters come out: the app's hidden draw in a
/// digital setup, the same counters on the player's table in the physical one.
type Truth = BTreeMap<String, VecDeque<PersonId>>;

fn truth_of(s: &SherwoodState) -> Truth {
    let mut t = Truth::new();
    for p in s.persons.iter().filter(|p| p.imprisoned) {
        let space = p
            .location
            .space()
            .expect("a digital setup's prisoner is on the map");
        t.entry(space.to_string())
            .or_default()
            .push_back(p.id.clone());
    }
    t
}

fn ids(v: &[&str]) -> Vec<PersonId> {
    v.iter().map(|s| (*s).into()).collect()
}

fn kind(p: &Play, id: &str) -> Option<PersonKind> {
    p.s().kind(&p.d, id)
}

/// Where Kirk (and the raiding party with him) stands.
fn kirk_at(p: &Play) -> String {
    p.s()
        .person("kirk")
        .and_then(|k| k.location.space())
        .expect("Kirk is on the map")
        .to_string()
}

/// Everyone of yours, free, at a space and not moved yet this turn.
fn party_at(p: &Play, space: &str) -> Vec<PersonId> {
    p.s()
        .participants(space)
        .iter()
        .map(|x| x.id.clone())
        .collect()
}

/// The raid and its die: a total of 13 (paragraph 113: the prisoners go free) where the
/// party's raid values reach it, else 9 (paragraph 109: one prisoner freed), with phasers
/// only where nothing else will do. No harm to the raiders either way.
fn clean_raid(p: &Play, space: &str) -> (Action, u8, u16) {
    let attempt = |phasers: bool, total: i32| {
        let request = RollRequest {
            space: SpaceId::new(space),
            actor: Some("kirk".into()),
            phasers,
            ..RollRequest::default()
        };
        let group = group_for(p.s(), TableId::Raid, space);
        let situation = situation_for(&p.d, p.s(), &request, &group);
        let prep = prepare(&p.d, TableId::Raid, &situation).unwrap();
        (request, total - modifier::total(&prep.modifiers))
    };
    let (request, die, paragraph) = [(false, 13), (false, 9), (true, 9)]
        .into_iter()
        .map(|(phasers, total)| {
            let (request, die) = attempt(phasers, total);
            (request, die, u16::try_from(100 + total).unwrap())
        })
        .find(|(_, die, _)| (1..=10).contains(die))
        .unwrap_or_else(|| panic!("no clean raid on {space}"));
    (
        Action::Roll {
            table: TableId::Raid,
            request,
        },
        u8::try_from(die).unwrap(),
        paragraph,
    )
}

/// Settles what the results left: prisoners named from the truth, the rest as the player
/// would (injuries kept off Kirk, the first squad, a good die of gold).
fn settle(p: &mut Play, truth: &mut Truth) {
    while let Some(task) = p.s().todo.first().map(|t| t.task.clone()) {
        match task {
            Task::Confirm { suggestion } => match suggestion.pick {
                None => {
                    // The app's own blind draw (a digital setup) or every prisoner there.
                    for change in &suggestion.changes {
                        match change {
                            Change::Free { person } => {
                                for lying in truth.values_mut() {
                                    lying.retain(|x| x != person);
                                }
                            }
                            Change::FreeAllAt { space } => {
                                truth.remove(space.as_str());
                            }
                            _ => {}
                        }
                    }
                    p.confirm();
                }
                Some(Pick::FreeOne { space, .. }) => {
                    let who = truth.get_mut(space.as_str()).unwrap().pop_front().unwrap();
                    p.choose(&[&who]);
                }
                Some(Pick::Identify { space, slots, .. }) => {
                    let lying = truth.get_mut(space.as_str()).unwrap();
                    let mut names = Vec::new();
                    for colour in slots {
                        let i = lying
                            .iter()
                            .position(|id| colour.is_none_or(|c| c.fits(kind(p, id))))
                            .unwrap();
                        names.push(lying.remove(i).unwrap());
                    }
                    let names: Vec<&str> = names.iter().map(PersonId::as_str).collect();
                    p.choose(&names);
                }
                Some(Pick::Persons {
                    count,
                    from,
                    change,
                }) => {
                    let mut chosen: Vec<&str> = from
                        .iter()
                        .map(PersonId::as_str)
                        .filter(|id| change != PickChange::Injure || *id != "kirk")
                        .take(count)
                        .collect();
                    if chosen.len() < count.min(from.len()) {
                        chosen = from.iter().map(PersonId::as_str).take(count).collect();
                    }
                    p.choose(&chosen);
                }
                Some(other) => panic!("not expected in this game: {other:?}"),
            },
            Task::GoldDie { .. } => {
                p.act(Action::RollGold { halve: false }, &[10]);
            }
            other => panic!("not expected in this game: {other:?}"),
        }
    }
}

/// The King's Men: the squad standing with the raiding party, if any, rolls (die 1: the
/// test chart's "N" in every column); the others are too far away.
fn kings_men(p: &mut Play, truth: &mut Truth) {
    let at = kirk_at(p);
    let squad = p
        .s()
        .squads
        .iter()
        .find(|q| !q.recruited && q.location.is(&at))
        .map(|q| q.name.clone());
    if let Some(squad) = squad {
        let r = p.act(Action::KingsMen { squad }, &[1]).roll.unwrap();
        assert_eq!(r.result.short(), "N");
        settle(p, truth);
    }
    p.act(Action::EndKingsMen, &[]);
}

/// A game won by Open Rebellion. The Enterprise crew split: Kirk leads a raiding party from
/// prison to prison (one turn to move, one to raid, paragraph 109 or 113 each time), and Spock,
/// McCoy and Uhura stay at Archbishop Tomas's cathedral, win him over and then ask for
/// donations each turn to pay for both stacks. The Royal Party swears Farnosh Bridge in
/// and waits on the road; when every prisoner is free, everyone gathers at Randisfarne and
/// the Royal Party enters it.
fn play_to_victory(mut p: Play, mut truth: Truth) -> Play {
    let d = p.d.clone();
    // The raids: first where a helper is held (Pinter and Scrow raise the party's raid
    // value), then the palace (Scrow knows the way in), then the rest, Randisfarne last.
    let rank = |space: &str| -> u8 {
        let holds = |id: &str| truth[space].iter().any(|x| x == id);
        match space {
            REBEL_TOWN => 3,
            PALACE => 1,
            _ if holds("pinter") || holds("scrow") => 0,
            _ => 2,
        }
    };
    let mut spaces: Vec<String> = truth.keys().cloned().collect();
    spaces.sort_by_key(|s| rank(s));
    let mut tour: VecDeque<String> = spaces
        .iter()
        .flat_map(|s| std::iter::repeat_n(s.clone(), truth[s].len()))
        .collect();
    assert_eq!(tour.len(), 13, "every prisoner is raided for");

    // Turn 1: the crew beam down, two spaces (Witchcraft +2).
    let first = tour.front().unwrap().clone();
    p.act(
        Action::BeamDown {
            persons: ids(&["kirk"]),
            to: SpaceId::new(first),
        },
        &[],
    );
    p.act(
        Action::BeamDown {
            persons: ids(&["spock", "mccoy", "uhura"]),
            to: SpaceId::new(CATHEDRAL),
        },
        &[],
    );
    assert_eq!(p.s().tracks.witchcraft, 2);
    let mut ballads = 0;
    let mut freed_by: BTreeMap<u16, usize> = BTreeMap::new();
    loop {
        let turn = p.s().turn;
        assert!(turn < 60, "the game should be won by now");
        assert_eq!(p.s().step, TurnStep::RebelActions);
        let at = kirk_at(&p);
        let rebel_town_ready = tour.is_empty() && at == REBEL_TOWN;
        // The raiding party: raid where it stands, or move on.
        if turn > 1 {
            match tour.front().cloned() {
                Some(target) if target == at => {
                    let (raid, die, paragraph) = clean_raid(&p, &at);
                    let maura = party_at(&p, &at).contains(&"maura".into());
                    let out = p.act(raid, &[die]);
                    assert_eq!(
                        out.roll.unwrap().result,
                        Resolved::Paragraph { paragraph },
                        "turn {turn} at {at}"
                    );
                    *freed_by.entry(paragraph).or_default() += 1;
                    if maura {
                        // Maura's ballad of a raid that freed a prisoner unharmed.
                        let Task::Confirm { suggestion } = p.first() else {
                            panic!("the ballad");
                        };
                        assert!(suggestion.text.to_string().contains("Maura"));
                        ballads += 1;
                    }
                    settle(&mut p, &mut truth);
                    // 113 frees every prisoner there: the tour skips the others.
                    let left = truth.get(&at).map_or(0, VecDeque::len);
                    while tour.iter().filter(|x| **x == at).count() > left {
                        let i = tour.iter().position(|x| *x == at).unwrap();
                        tour.remove(i);
                    }
                }
                Some(target) => {
                    let party = party_at(&p, &at);
                    p.act(
                        Action::Move {
                            persons: party,
                            to: SpaceId::new(target),
                        },
                        &[],
                    );
                }
                None if at != REBEL_TOWN => {
                    let party = party_at(&p, &at);
                    p.act(
                        Action::Move {
                            persons: party,
                            to: SpaceId::new(REBEL_TOWN),
                        },
                        &[],
                    );
                }
                None => {}
            }
        }
        // The cathedral: win Tomas over on turn 2 (Spock 3 + die 7 = 10, "R": Royal Morale
        // -2); then donations each turn (Spock 1 + die 10 = 11, "G": +2 gold); on the last
        // turn Tomas walks to Randisfarne first, to stand with the rebels.
        if rebel_town_ready {
            p.act(
                Action::Move {
                    persons: ids(&["tomas"]),
                    to: SpaceId::new(REBEL_TOWN),
                },
                &[],
            );
        }
        match turn {
            1 => {}
            2 => {
                let out = p.act(
                    Action::Roll {
                        table: TableId::Recruiting,
                        request: RollRequest {
                            space: SpaceId::new(CATHEDRAL),
                            actor: Some("spock".into()),
                            target: Some(Target::Person("tomas".into())),
                            ..RollRequest::default()
                        },
                    },
                    &[7],
                );
                assert_eq!(out.roll.unwrap().result.short(), "R");
                settle(&mut p, &mut truth);
                assert_eq!(p.s().person("tomas").unwrap().side, Side::Controlled);
                assert_eq!(p.s().tracks.royal_morale, 8);
            }
            _ => {
                let out = p.act(
                    Action::Roll {
                        table: TableId::Donations,
                        request: RollRequest {
                            space: SpaceId::new(CATHEDRAL),
                            actor: Some("spock".into()),
                            ..RollRequest::default()
                        },
                    },
                    &[10],
                );
                assert_eq!(out.roll.unwrap().result.short(), "G");
                settle(&mut p, &mut truth);
            }
        }
        p.act(Action::EndRebelActions, &[]);
        p.pay_expenses();
        p.act(Action::EndExpenses, &[]);
        kings_men(&mut p, &mut truth);
        // The Royal Party: Farnosh Bridge swears on turn 1 (10 + 1); then the road, until
        // the rebels stand ready in Randisfarne.
        if turn == 1 {
            let r = p
                .act(Action::RoyalPartyMoves { into: None }, &[1])
                .roll
                .unwrap();
            assert_eq!(r.result.short(), "Swear Fealty");
        } else if rebel_town_ready {
            let rebels = p
                .s()
                .yours_at(REBEL_TOWN)
                .iter()
                .filter(|x| {
                    matches!(
                        kind(&p, &x.id),
                        Some(PersonKind::Neutral | PersonKind::Royalist | PersonKind::Cleric)
                    )
                })
                .count();
            assert!(rebels >= 9, "the freed neutrals and Tomas: {rebels}");
            let r = p
                .act(
                    Action::RoyalPartyMoves {
                        into: Some(SpaceId::new(REBEL_TOWN)),
                    },
                    &[1],
                )
                .roll
                .unwrap();
            assert!(r.modified.unwrap() <= 0);
            assert_eq!(r.result.short(), "Open Rebellion");
            break;
        } else {
            p.act(Action::RoyalPartyMoves { into: None }, &[]);
        }
        settle(&mut p, &mut truth);
        p.act(Action::EndTurn, &[]);
    }
    // Won: every crew member free, a town in open rebellion, Witchcraft below 10.
    let s = p.s().clone();
    assert_eq!(s.end, Some(Ending::Won));
    assert_eq!(s.town(REBEL_TOWN).unwrap().fealty, Fealty::OpenRebellion);
    assert!(s.tracks.witchcraft < 10);
    for x in &s.persons {
        if kind(&p, &x.id).is_some_and(PersonKind::is_federation) {
            assert!(!x.imprisoned && x.side == Side::Controlled, "{}", x.id);
        }
    }
    assert!(s.hidden.is_empty(), "every counter named");
    assert!(
        truth.values().all(VecDeque::is_empty),
        "every prisoner freed: {truth:?}"
    );
    assert!(s.persons.iter().all(|x| !x.imprisoned));
    assert!(ballads > 0, "Maura sang");
    assert!(
        freed_by.contains_key(&109) && freed_by.contains_key(&113),
        "one prisoner at a time and all at once: {freed_by:?}"
    );
    assert_eq!(s.orders, RoyalOrders::Seize, "Royal Morale fell below 5");
    assert_eq!(progress_is_possible(&d, &s), None, "the game is over");
    assert!(matches!(
        p.refused(Action::EndTurn, &[]),
        Refusal::GameOver(_)
    ));
    let replayed = p.g.replay(&d).unwrap();
    assert_eq!(replayed.state(), &s, "the seed and the log replay the game");
    p
}

#[test]
fn victory_by_open_rebellion_in_a_digital_setup() {
    let p = Play::new(chart_data(), SEED, SetupDraw::Digital);
    // The test reads where the app hid the prisoners; the player never does.
    let truth = truth_of(p.s());
    assert_eq!(truth.values().map(VecDeque::len).sum::<usize>(), 13);
    let p = play_to_victory(p, truth);
    assert!(p.s().turn > 20);
    let line = common::record::sherwood_line(&p.g);
    assert_eq!((line.how, line.physical), (How::Won, false));
    links_move_it(&p, false);
    said_aloud(&p, "won, digital");
}

/// A game played on the player's own chart entries (read off their chart into the app, as
/// the rulebook leaves many cells and counter values out) moves by a link to a device that
/// has none of them: the link carries them, and they become that device's too. Without them
/// the game would not replay there.
/// A game won on the player's own chart entries (every cell and counter value the rulebook
/// leaves out), with those entries and the data shipped with the app.
fn won_on_your_entries() -> (
    Play,
    pnp_companion::store::user_data::UserData,
    pnp_companion::games::sherwood::SherwoodData,
) {
    let builtin = pnp_companion::games::sherwood::SherwoodData::builtin()
        .unwrap()
        .clone();
    let yours = common::sherwood::entries_as_player(&builtin);
    let mut played_on = builtin.clone();
    assert_eq!(yours.apply_to(&mut played_on), Vec::<String>::new());
    let p = Play::new(played_on, SEED, SetupDraw::Digital);
    let truth = truth_of(p.s());
    (play_to_victory(p, truth), yours, builtin)
}

#[test]
fn a_game_on_your_own_chart_entries_moves_with_them() {
    let (p, yours, builtin) = won_on_your_entries();
    let length = common::share::sherwood_by_link_with(&p.g, &yours, &builtin);
    common::share::readme_gives(
        "The same digital win, with every chart cell and counter value",
        &[length],
    );
    // Six turns of it, the player's entries it read included, fit a QR code (issue 45: a
    // six-turn game was too long for one when every entry went with it).
    let mut six = p.g.clone();
    while six.state().turn > 6 {
        assert!(six.undo());
    }
    let six_turns = common::share::sherwood_by_link_with(&six, &yours, &builtin);
    assert!(
        six_turns <= pnp_companion::ui::share::QR_LIMIT,
        "six turns: {six_turns} characters"
    );
    // The same link with every entry the player made, as links were before.
    let mut all = pnp_companion::store::share::decode(&pnp_companion::store::share::link(
        "",
        &pnp_companion::store::share::encode_sherwood("Moved", &six, &yours).unwrap(),
    ))
    .unwrap();
    all.yours = Some(yours.clone());
    let everything = pnp_companion::store::share::link(
        "https://example.org/pnp/",
        &pnp_companion::store::share::encode(&all).unwrap(),
    )
    .len();
    assert!(
        everything > pnp_companion::ui::share::QR_LIMIT,
        "with every entry it would not have: {everything} characters"
    );
    eprintln!("six turns: {six_turns} characters; with every entry {everything}");
    // The same game sent without them is refused on that device, nothing written.
    let bare = pnp_companion::store::share::link(
        "",
        &pnp_companion::store::share::encode_sherwood("Moved", &p.g, &Default::default()).unwrap(),
    );
    let storage = pnp_companion::store::storage::MemoryStorage::new();
    let refused = pnp_companion::store::share::open(
        &storage,
        &bare,
        pnp_companion::games::dnfm::cards::CardSet::builtin().unwrap(),
        || Ok(builtin.clone()),
        1,
        pnp_companion::store::share::WhereTheyDiffer::Refuse,
    );
    // Refused because the replay stops where the rules need a value this device lacks (a
    // link that does not decode, say, would be another refusal).
    {
        use pnp_companion::games::sherwood::actions::SherwoodError;
        use pnp_companion::games::sherwood::moves::MovesError;
        use pnp_companion::games::sherwood::prepare::PrepareError;
        use pnp_companion::store::share::{ReplayError, ShareError};
        assert!(
            matches!(
                &refused,
                Err(ShareError::DoesNotReplay(ReplayError::Sherwood(
                    MovesError::Rules(SherwoodError::Prepare(PrepareError::Missing(missing)))
                ))) if !missing.is_empty()
            ),
            "refused for the entries missing here: {:?}",
            refused.err()
        );
    }
    assert!(pnp_companion::store::saves::list_in(&storage).is_empty());
    assert_eq!(storage.writes(), 0, "nothing written");
}

/// A link carries the entries its game read and nothing more; one opened takes in only what
/// its replay read and checked: an entry the game never reads, slipped into a link, is not
/// written. A link edited where the game reads it (a cell it read, a person added, the
/// seed) is refused, and nothing at all is written.
#[test]
fn a_link_takes_in_only_what_its_game_read() {
    use pnp_companion::store::share::{self, Shared, SharedMoves};
    use pnp_companion::store::storage::MemoryStorage;
    use pnp_companion::store::user_data::{PersonEntry, UserData};
    let (p, yours, builtin) = won_on_your_entries();
    let link = share::link("", &share::encode_sherwood("Moved", &p.g, &yours).unwrap());
    let sent = share::decode(&link).unwrap();
    let read = sent
        .yours
        .clone()
        .expect("the entries the game read travel with it");
    let all = yours.cells.len() + yours.values.len();
    let carried = read.cells.len() + read.values.len();
    assert!(
        carried > 0 && carried * 10 < all,
        "{carried} of {all} entries travel: those the game read"
    );
    let set = pnp_companion::games::dnfm::cards::CardSet::builtin().unwrap();
    let open = |shared: &Shared| {
        let storage = MemoryStorage::new();
        let text = share::link("", &share::encode(shared).unwrap());
        let got = share::open(
            &storage,
            &text,
            set,
            || Ok(builtin.clone()),
            1,
            share::WhereTheyDiffer::Refuse,
        );
        (got, storage)
    };
    // An entry the game never reads, slipped in: the game opens, the entry stays out.
    let unread = yours
        .cells
        .iter()
        .find(|c| !read.cells.contains(c))
        .unwrap()
        .clone();
    let mut slipped = sent.clone();
    slipped.yours.as_mut().unwrap().cells.push(unread.clone());
    let (got, storage) = open(&slipped);
    got.expect("the game itself checks out");
    let taken = UserData::load_from(&storage).unwrap();
    assert_eq!(taken, read, "only what the replay read is written");
    assert!(!taken.cells.contains(&unread));
    // Edited where the game reads it: refused, nothing written.
    let mut edited_cell = sent.clone();
    let cell = &mut edited_cell.yours.as_mut().unwrap().cells[0];
    cell.code = if cell.code == "N" {
        "R".into()
    } else {
        "N".into()
    };
    let mut extra_person = sent.clone();
    extra_person
        .yours
        .as_mut()
        .unwrap()
        .persons
        .push(PersonEntry {
            id: "smuggled".into(),
            name: "A Smuggled Neutral".into(),
            kind: pnp_companion::games::sherwood::persons::PersonKind::Neutral,
        });
    let mut other_seed = sent.clone();
    if let SharedMoves::Sherwood(m) = &mut other_seed.game {
        m.seed += 1;
    }
    for (what, shared) in [
        ("a cell the game read, edited", &edited_cell),
        ("a person added", &extra_person),
        ("another seed", &other_seed),
    ] {
        let (got, storage) = open(shared);
        // The link reads (the edit is not taken for damage): the rules refuse a move of
        // the game replayed on what was edited.
        assert!(
            matches!(
                &got,
                Err(share::ShareError::DoesNotReplay(
                    share::ReplayError::Sherwood(
                        pnp_companion::games::sherwood::moves::MovesError::Rules(_)
                    )
                ))
            ),
            "{what}: refused by the replay, not {:?}",
            got.err()
        );
        assert_eq!(storage.writes(), 0, "{what}: nothing written");
    }
}

/// A game received with the sender's chart entries shares again from the receiving device:
/// the entries it took in are the ones the game reads, so its own link replays on a third
/// device that has none.
#[test]
fn a_received_game_shares_again_from_the_receiver() {
    use pnp_companion::games::sherwood::game::SherwoodGame;
    use pnp_companion::store::saves::{self, GameKind};
    use pnp_companion::store::share;
    use pnp_companion::store::storage::MemoryStorage;
    use pnp_companion::store::user_data::UserData;
    let (p, yours, builtin) = won_on_your_entries();
    let set = pnp_companion::games::dnfm::cards::CardSet::builtin().unwrap();
    let first = share::link("", &share::encode_sherwood("Moved", &p.g, &yours).unwrap());
    let receiver = MemoryStorage::new();
    let opened = share::open(
        &receiver,
        &first,
        set,
        || Ok(builtin.clone()),
        1,
        share::WhereTheyDiffer::Refuse,
    )
    .unwrap();
    let kept = saves::load_from::<SherwoodGame>(&receiver, &opened.key, GameKind::Sherwood)
        .unwrap()
        .data;
    let theirs_now = UserData::load_from(&receiver).unwrap();
    let again = share::link(
        "",
        &share::encode_sherwood("Again", &kept, &theirs_now).unwrap(),
    );
    let third = MemoryStorage::new();
    let reopened = share::open(
        &third,
        &again,
        set,
        || Ok(builtin.clone()),
        2,
        share::WhereTheyDiffer::Refuse,
    )
    .unwrap();
    let last = saves::load_from::<SherwoodGame>(&third, &reopened.key, GameKind::Sherwood)
        .unwrap()
        .data;
    assert_eq!(
        last.state(),
        p.g.state(),
        "the same game on the third device"
    );
    assert_eq!(UserData::load_from(&third).unwrap(), theirs_now);
}

/// A receiver whose own entry differs in a cell the game read is told so and chooses:
/// refused, nothing is written; taken, the sender's entry replaces theirs in that cell, and
/// the game shares again from the receiver to a third device that replays it exactly.
#[test]
fn differing_chart_entries_are_the_players_choice() {
    use pnp_companion::games::sherwood::game::SherwoodGame;
    use pnp_companion::store::saves::{self, GameKind};
    use pnp_companion::store::share::{self, ShareError, WhereTheyDiffer};
    use pnp_companion::store::storage::{MemoryStorage, Storage};
    use pnp_companion::store::user_data::UserData;
    let (p, yours, builtin) = won_on_your_entries();
    let set = pnp_companion::games::dnfm::cards::CardSet::builtin().unwrap();
    let first = share::link("", &share::encode_sherwood("Moved", &p.g, &yours).unwrap());
    let read = share::decode(&first).unwrap().yours.unwrap();
    // A recruiting cell the game read: the receiver has another of the chart's codes in it.
    let a = read
        .cells
        .iter()
        .find(|c| c.table == TableId::Recruiting)
        .expect("a recruiting cell the game read")
        .clone();
    let other_code = common::sherwood::RECRUIT_PATTERN
        .iter()
        .find(|c| **c != a.code)
        .unwrap()
        .to_string();
    let mut mine = UserData::default();
    let mut changed = a.clone();
    changed.code = other_code.clone();
    mine.cells.push(changed);
    let receiver = MemoryStorage::new();
    mine.save_to(&receiver).unwrap();
    let before = receiver.writes();
    let kept_file = receiver.read("sherwood-user-data.json").unwrap();
    let here = || {
        let mut data = builtin.clone();
        assert!(mine.apply_to(&mut data).is_empty());
        Ok(data)
    };

    let refused = share::open(&receiver, &first, set, here, 1, WhereTheyDiffer::Refuse);
    let Err(ShareError::ChartDiffers(differ)) = refused else {
        panic!("refused for the differing cell: {refused:?}");
    };
    assert_eq!(
        differ,
        vec![format!(
            "{} {} {}: yours {}, theirs {}",
            a.table, a.row, a.column, other_code, a.code
        )]
    );
    assert_eq!(receiver.writes(), before, "nothing written");
    assert_eq!(receiver.read("sherwood-user-data.json").unwrap(), kept_file);
    assert!(saves::list_in(&receiver).is_empty());

    let opened = share::open(&receiver, &first, set, here, 1, WhereTheyDiffer::TakeTheirs).unwrap();
    assert!(
        opened.said().contains("theirs now stand"),
        "{}",
        opened.said()
    );
    let theirs_now = UserData::load_from(&receiver).unwrap();
    let cell = theirs_now
        .cells
        .iter()
        .find(|c| c.table == a.table && c.row == a.row && c.column == a.column)
        .unwrap();
    assert_eq!(cell.code, a.code, "the sender's entry stands in the cell");
    let kept = saves::load_from::<SherwoodGame>(&receiver, &opened.key, GameKind::Sherwood)
        .unwrap()
        .data;
    let again = share::link(
        "",
        &share::encode_sherwood("Again", &kept, &theirs_now).unwrap(),
    );
    let third = MemoryStorage::new();
    let reopened = share::open(
        &third,
        &again,
        set,
        || Ok(builtin.clone()),
        2,
        WhereTheyDiffer::Refuse,
    )
    .unwrap();
    let last = saves::load_from::<SherwoodGame>(&third, &reopened.key, GameKind::Sherwood)
        .unwrap()
        .data;
    assert_eq!(
        last.state(),
        p.g.state(),
        "the same game on the third device"
    );
}

/// The game moves by a link, whole and at turn 12; the guide's table of link lengths (docs/guide/moving.md) gives
/// both (`physical` says which rows).
fn links_move_it(p: &Play, physical: bool) {
    let whole = common::share::sherwood_by_link(&p.g, &p.d);
    let mut at_twelve = p.g.clone();
    while at_twelve.state().turn > 12 {
        assert!(at_twelve.undo());
    }
    let twelve = common::share::sherwood_by_link(&at_twelve, &p.d);
    assert_eq!(p.s().turn, 26, "won at turn 26");
    let mode = if physical { "physical" } else { "digital" };
    common::share::readme_gives(
        &format!("The Sherwood Syndrome, {mode}, at turn 12"),
        &[twelve],
    );
    let won =
        common::share::readme_figures("The Sherwood Syndrome, digital / physical, won at turn 26");
    assert_eq!(won[usize::from(physical)], whole, "the guide's {mode} win");
}

#[test]
fn victory_by_open_rebellion_in_a_physical_setup() {
    // The player's own cup put the same counters in the same places as the digital draw
    // of the same seed; the player sees their colours, not who they are.
    let digital = Play::new(chart_data(), SEED, SetupDraw::Digital);
    let truth = truth_of(digital.s());
    let mut p = Play::new(chart_data(), SEED, SetupDraw::Physical);
    assert_eq!(p.s().hidden.len(), 13);
    let d = p.d.clone();
    for (space, lying) in &truth {
        let count = |k: PersonKind| {
            u8::try_from(
                lying
                    .iter()
                    .filter(|id| d.roster.get(id).and_then(|x| x.kind) == Some(k))
                    .count(),
            )
            .unwrap()
        };
        p.change(Change::RecordPrisoners {
            space: SpaceId::new(space.as_str()),
            archon: count(PersonKind::Archon),
            neutral: count(PersonKind::Neutral),
            unknown: 0,
        });
    }
    assert_eq!(
        p.s()
            .hidden
            .iter()
            .filter(|h| h.colour == Some(Colour::Archon))
            .count(),
        5
    );
    // The eight free neutrals, drawn blind and placed on the board: the player tells the
    // app where each one stands.
    let placed: Vec<(PersonId, String)> = digital
        .s()
        .persons
        .iter()
        .filter(|x| {
            !x.imprisoned
                && x.location.space().is_some()
                && d.roster.get(&x.id).and_then(|k| k.kind) == Some(PersonKind::Neutral)
        })
        .map(|x| (x.id.clone(), x.location.space().unwrap().to_string()))
        .collect();
    assert_eq!(placed.len(), 8);
    for (id, space) in placed {
        p.change(Change::Move {
            person: id,
            to: Location::Space(SpaceId::new(space)),
        });
    }
    let p = play_to_victory(p, truth);
    assert!(p.s().persons.iter().all(|x| x.location != Location::Unseen));
    let line = common::record::sherwood_line(&p.g);
    assert_eq!((line.how, line.physical), (How::Won, true));
    links_move_it(&p, true);
    said_aloud(&p, "won, physical");
}

/// Every outcome of the game, said aloud in every language, is all words.
fn said_aloud(p: &Play, what: &str) {
    let said = common::words::assert_speakable(
        &p.g.journal,
        |e| e.lines.iter().chain(&e.todo).collect(),
        what,
    );
    assert!(said > 100, "{what}: only {said} outcomes said");
}

fn beam(p: &mut Play, who: &[&str], to: &str) {
    p.act(
        Action::BeamDown {
            persons: ids(who),
            to: SpaceId::new(to),
        },
        &[],
    );
}

/// Lost to Witchcraft: the crew spread over four spaces (+4), raid with phasers (+1), and
/// a Warchest too small for four stacks brings supplies down turn after turn, while a
/// crewman beams up and down again.
#[test]
fn defeat_by_witchcraft() {
    let mut p = Play::new(chart_data(), 3, SetupDraw::Digital);
    let mut truth = truth_of(p.s());
    beam(&mut p, &["kirk"], "Trott");
    beam(&mut p, &["spock"], "Castle Dil");
    beam(&mut p, &["mccoy"], "forest");
    beam(&mut p, &["uhura"], "Winklesea");
    assert_eq!(p.s().tracks.witchcraft, 4);
    let end_turn = |p: &mut Play, truth: &mut Truth| {
        p.act(Action::EndRebelActions, &[]);
        p.pay_expenses();
        if p.s().end.is_some() {
            return;
        }
        p.act(Action::EndExpenses, &[]);
        kings_men(p, truth);
        p.royal_party(1);
        p.act(Action::EndTurn, &[]);
    };
    end_turn(&mut p, &mut truth);
    assert_eq!(p.s().tracks.warchest, 0, "four stacks paid");
    // Turn 2: Kirk raids Trott with phasers: 3 + 5 - 3 + 5 = 10 (paragraph 110).
    let out = p.act(
        Action::Roll {
            table: TableId::Raid,
            request: RollRequest {
                space: SpaceId::new("Trott"),
                actor: Some("kirk".into()),
                phasers: true,
                ..RollRequest::default()
            },
        },
        &[5],
    );
    assert_eq!(
        out.roll.unwrap().result,
        Resolved::Paragraph { paragraph: 110 }
    );
    assert_eq!(p.s().tracks.witchcraft, 5);
    settle(&mut p, &mut truth);
    end_turn(&mut p, &mut truth);
    assert_eq!(p.s().tracks.witchcraft, 6, "supplies for four stacks");
    // Turn 3: McCoy beams up from the forest.
    p.act(
        Action::BeamUp {
            persons: ids(&["mccoy"]),
        },
        &[],
    );
    assert_eq!(p.s().tracks.witchcraft, 7);
    end_turn(&mut p, &mut truth);
    // Turn 4: McCoy beams down to Costa Manor; the supplies that follow reach 10.
    beam(&mut p, &["mccoy"], "Costa Manor");
    end_turn(&mut p, &mut truth);
    let s = p.s().clone();
    assert_eq!(s.end, Some(Ending::LostToWitchcraft));
    assert_eq!(s.tracks.witchcraft, 10);
    assert_eq!(s.step, TurnStep::Expenses);
    assert_eq!(progress_is_possible(&p.d, &s), None);
    assert!(matches!(
        p.refused(Action::PayExpenses, &[]),
        Refusal::GameOver(_)
    ));
    assert_eq!(p.g.replay(&p.d).unwrap().state(), &s);
    assert_eq!(common::record::sherwood_line(&p.g).how, How::Witchcraft);
    common::share::sherwood_by_link(&p.g, &p.d);
    said_aloud(&p, "lost to Witchcraft");
}

/// Lost to fealty: the Royal Party goes round the road, one town after another swears (Royal
/// Morale 10 and a die of 1 or more: always 9 or more), Klamath Town last. Kirk meanwhile
/// keeps himself in gold at Tomas's cathedral.
#[test]
fn defeat_when_the_last_town_swears() {
    let mut p = Play::new(chart_data(), 11, SetupDraw::Digital);
    let mut truth = truth_of(p.s());
    beam(&mut p, &["kirk"], CATHEDRAL);
    let towns = [
        "Farnosh Bridge",
        REBEL_TOWN,
        "Port Ferkin",
        "Winklesea",
        "Trott",
        "Klamath Town",
    ];
    let mut sworn = 0;
    for turn in 1..=11 {
        assert_eq!(p.s().turn, turn);
        if turn > 1 {
            let out = p.act(
                Action::Roll {
                    table: TableId::Donations,
                    request: RollRequest {
                        space: SpaceId::new(CATHEDRAL),
                        actor: Some("kirk".into()),
                        ..RollRequest::default()
                    },
                },
                &[10],
            );
            assert_eq!(out.roll.unwrap().result.short(), "G");
            settle(&mut p, &mut truth);
        }
        p.act(Action::EndRebelActions, &[]);
        p.pay_expenses();
        p.act(Action::EndExpenses, &[]);
        kings_men(&mut p, &mut truth);
        // Odd turns: into the next town (the first move goes to Farnosh Bridge on its
        // own); even turns: along the road.
        if turn % 2 == 1 {
            let into = (turn > 1).then(|| towns[sworn].to_string());
            if towns[sworn] == "Klamath Town" {
                assert!(
                    p.s().end.is_none() && sworn == 5,
                    "five towns have sworn, the game goes on"
                );
            }
            let r = p
                .act(
                    Action::RoyalPartyMoves {
                        into: into.map(SpaceId::new),
                    },
                    &[1],
                )
                .roll
                .unwrap();
            assert_eq!(r.result.short(), "Swear Fealty");
            assert_eq!(p.s().town(towns[sworn]).unwrap().fealty, Fealty::Sworn);
            sworn += 1;
        } else {
            p.act(Action::RoyalPartyMoves { into: None }, &[]);
        }
        if p.s().end.is_some() {
            break;
        }
        p.act(Action::EndTurn, &[]);
    }
    let s = p.s().clone();
    assert_eq!(s.end, Some(Ending::LostToFealty));
    assert_eq!(sworn, 6);
    assert!(s.royal_party.location.is("Klamath Town"));
    assert_eq!(progress_is_possible(&p.d, &s), None);
    assert!(matches!(
        p.refused(Action::EndTurn, &[]),
        Refusal::GameOver(_)
    ));
    // The mayors of the sworn towns left the map.
    for mayor in ["padron", "fernan", "garcia", "jorge", "frankler"] {
        assert_eq!(
            s.person(mayor).unwrap().location,
            Location::OffMap,
            "{mayor}"
        );
    }
    assert_eq!(s.tracks.get(Track::Witchcraft), 1);
    assert_eq!(p.g.replay(&p.d).unwrap().state(), &s);
    let line = common::record::sherwood_line(&p.g);
    assert_eq!(line.how, How::LastTownSwore);
    said_aloud(&p, "lost to fealty");
    assert_eq!(line.figures[0].name, "Witchcraft");
    assert_eq!(line.figures[0].value, 1);
    common::share::sherwood_by_link(&p.g, &p.d);
}
