//! Do Not Forsake Me: the rulebook's facts one by one, each event, combat at every level,
//! damage, defeat, victory, and the physical mode's checks. Draws are entered as faces
//! (physical mode), so every case is worked out by hand.

use crate::common;
use common::dnfm::invariants_hold;
use pnp_companion::engine::deck::PlacedCard;
use pnp_companion::engine::provenance::Provenance;
use pnp_companion::engine::random::GameRng;
use pnp_companion::games::dnfm::cards::{CardSet, EventKind, System, parse_face, required_faces};
use pnp_companion::games::dnfm::game::{DnfmGame, describe_step};
use pnp_companion::games::dnfm::map::MapStrip;
use pnp_companion::games::dnfm::rules::{
    Action, DnfmError, Draws, apply, legal_actions, player_cv,
};
use pnp_companion::games::dnfm::state::{DnfmState, GameEnd, Phase, Step};
use pnp_companion::print::draw::Shape;

// Values of the faces used below (card, side, u = as printed / d = turned):
// 1Au 1, 1Ad 6, 1Bu 2, 1Bd 5 | 2Au 3, 2Ad 4, 2Bu 1, 2Bd 6 | 3Au 2, 3Ad 5, 3Bu 3, 3Bd 4
// 4Au 1, 4Ad 6, 4Bu 3, 4Bd 4 | 5Au 2, 5Ad 5, 5Bu 1, 5Bd 6 | 6Au 3, 6Ad 4, 6Bu 2, 6Bd 5

fn set() -> &'static CardSet {
    CardSet::builtin().expect("card set")
}

fn faces(list: &[&str]) -> Draws<'static> {
    Draws::Physical(list.iter().map(|f| parse_face(f).unwrap()).collect())
}

fn game() -> DnfmState {
    DnfmState::new_physical(set(), MapStrip::from_stations(&[3]))
}

fn run(s: &DnfmState, action: Action, draws: &[&str]) -> (DnfmState, Vec<Step>) {
    let (next, out) =
        apply(set(), s, action, &mut faces(draws)).unwrap_or_else(|e| panic!("{action:?}: {e}"));
    invariants_hold(set(), &next).unwrap();
    (next, out.steps)
}

fn at_event(moved: u8) -> DnfmState {
    let mut s = game();
    s.phase = Phase::Event;
    s.moved = moved;
    s
}

#[test]
fn rulebook_starting_values_prices_and_repairs() {
    let c = set();
    assert_eq!(
        (c.start.crew, c.start.wmc, c.start.fusion, c.start.navcomm),
        (8, 2, 4, 4)
    );
    assert_eq!((c.start.megacredits, c.start.win_megacredits), (5, 30));
    assert_eq!(c.station_price.of(System::Fusion), Some(5));
    assert_eq!(c.station_price.of(System::Navcomm), Some(4));
    assert_eq!(c.station_price.of(System::Wmc), Some(3));
    let table = [
        (System::Fusion, [9, 8, 7, 6]),
        (System::Navcomm, [8, 7, 6, 5]),
        (System::Wmc, [7, 6, 5, 4]),
    ];
    for (sys, prices) in table {
        for (q, p) in (1..=4).zip(prices) {
            assert_eq!(c.repair_price.of(sys, q), Some(p), "{sys:?} after {q}");
        }
        assert_eq!(c.repair_price.of(sys, 0), None);
        assert_eq!(c.repair_price.of(sys, 5), None);
    }
}

#[test]
fn rulebook_event_table() {
    let expected = [
        (0, "No Threats Detected"),
        (1, "No Threats Detected"),
        (2, "Meteor Storm"),
        (3, "Solar Flare"),
        (4, "Solar Flare"),
        (5, "Pulsar"),
        (7, "Pulsar"),
        (8, "Space Madness"),
        (10, "Space Madness"),
        (11, "Claim Jump"),
        (12, "Claim Jump"),
        (13, "Your Haunted Past"),
        (14, "Your Haunted Past"),
        (15, "Crew Mutiny"),
        (16, "Counterplot"),
        (17, "Counterplot"),
        (24, "Counterplot"),
    ];
    for (ed, name) in expected {
        assert_eq!(
            set().event_for(ed).map(|e| e.name.as_str()),
            Some(name),
            "ED {ed}"
        );
    }
    assert_eq!(
        set().event_for(17).unwrap().provenance,
        Provenance::Inferred
    );
    assert_eq!(
        set().event_for(16).unwrap().provenance,
        Provenance::Rulebook
    );
    let mutiny = set().event_for(15).unwrap();
    assert_eq!((mutiny.kind, mutiny.at_most), (EventKind::Threshold, 4));
    assert_eq!(
        mutiny.systems,
        [System::Navcomm, System::Fusion, System::Wmc]
    );
}

#[test]
fn rulebook_bounties_exactly() {
    let o = set().bounty("opuchini").unwrap();
    assert_eq!(
        (o.name.as_str(), o.subtitle.as_str(), o.dl),
        ("The Opuchini", "Renegade Star Cruiser", 6)
    );
    for w in 1..=3 {
        let a = o.attack_for(w).unwrap();
        assert_eq!((a.pattern.to_string(), a.value), ("W W B".to_string(), 3));
    }
    let a = o.attack_for(4).unwrap();
    assert_eq!((a.pattern.to_string(), a.value), ("B W W B".to_string(), 7));
    let n = set().bounty("narn").unwrap();
    assert_eq!(
        (n.name.as_str(), n.subtitle.as_str(), n.dl),
        ("The Narn", "Blackguard Pirates", 4)
    );
    let a = n.attack_for(1).unwrap();
    assert_eq!((a.pattern.to_string(), a.value), ("W W B".to_string(), 3));
    for w in 2..=4 {
        let a = n.attack_for(w).unwrap();
        assert_eq!((a.pattern.to_string(), a.value), ("W B W".to_string(), 5));
    }
    assert!(set().bounty.len() >= 6);
    let level3 = set().wmc_level.iter().find(|l| l.level == 3).unwrap();
    assert_eq!(
        (level3.pattern.to_string(), level3.provenance),
        ("B W W".to_string(), Provenance::Inferred)
    );
}

#[test]
fn combat_value_at_every_cannon_and_engine_level() {
    // Drawn 5, 2, 4 -> sorted 2 4 5. Cannon 1 (W B B) 2, 2 (B B W) 5, 3 (B W W) 9, 4 (W W W) 11.
    // Fusioncasting 1: -2, 2: -1, 3: +0, 4: one extra card (the lowest dropped).
    let dice_by_cannon = [2, 5, 9, 11];
    for (fusion, modifier) in [(1u8, -2), (2, -1), (3, 0)] {
        for (wmc, dice) in (1u8..=4).zip(dice_by_cannon) {
            let p = player_cv(set(), wmc, fusion, &[5, 2, 4]).unwrap();
            assert_eq!(p.kept, [2, 4, 5]);
            assert!(p.discarded.is_empty());
            assert_eq!(p.cv, dice + modifier, "cannon {wmc}, engines {fusion}");
        }
    }
    for (wmc, dice) in (1u8..=4).zip(dice_by_cannon) {
        let p = player_cv(set(), wmc, 4, &[5, 1, 2, 4]).unwrap();
        assert_eq!(
            (p.kept.as_slice(), p.discarded.as_slice()),
            ([2, 4, 5].as_slice(), [1].as_slice())
        );
        assert_eq!(p.cv, dice, "cannon {wmc}, engines 4");
    }
    // The rulebook's draw of 1, 5 and 6 at cannon 3 counts the 5 and the 6.
    assert_eq!(player_cv(set(), 3, 3, &[1, 5, 6]).unwrap().cv, 11);
}

#[test]
fn each_event() {
    // No threats: ED 1, no NavComm check.
    let (_, steps) = run(&at_event(1), Action::ScanForEvents, &["1Au"]);
    assert!(matches!(&steps[..], [Step::EventScan { ed: 1, .. }]));

    // Meteor Storm: ED 2; NavComm 2 draws one card, a 1 fails; the effect card 2 (<= 2) hits NavComm.
    let mut s = at_event(1);
    s.systems.navcomm = 2;
    let (s2, steps) = run(&s, Action::ScanForEvents, &["1Bu", "2Bu", "3Au"]);
    assert!(matches!(
        &steps[1],
        Step::NavcommCheck {
            total: 1,
            needed: 2,
            passed: false,
            ..
        }
    ));
    assert!(matches!(&steps[2], Step::ThresholdEffect { hits, .. } if hits.len() == 1));
    assert_eq!(s2.systems.navcomm, 1);
    assert_eq!(s2.phase, Phase::Bounty);

    // Meteor Storm avoided: NavComm 4 draws two cards, 1 + 1 = 2 reaches ED 2.
    let (s3, steps) = run(&at_event(1), Action::ScanForEvents, &["1Bu", "2Bu", "4Au"]);
    assert!(matches!(&steps[1], Step::NavcommCheck { passed: true, .. }) && steps.len() == 2);
    assert_eq!(s3.systems.navcomm, 4);

    // Solar Flare (ED 3), effect card 3 is above 2: no damage.
    let mut s = at_event(1);
    s.systems.navcomm = 1;
    let (s4, steps) = run(&s, Action::ScanForEvents, &["2Au", "1Au", "3Bu"]);
    assert!(
        matches!(&steps[2], Step::ThresholdEffect { event, hits, .. } if event == "Solar Flare" && hits.is_empty())
    );
    assert_eq!(s4.systems.fusion, 4);

    // Pulsar (ED 6 from 2 + 4 over two quadrants), card 3 (<= 3): Fusioncasting 4 -> 3.
    let mut s = at_event(2);
    s.systems.navcomm = 1;
    let (s5, _) = run(&s, Action::ScanForEvents, &["1Bu", "2Ad", "1Au", "3Bu"]);
    assert_eq!(s5.systems.fusion, 3);

    // Space Madness (ED 9: 4 + 5), NavComm 1 fails; damage card 2Ad shows crew + cannon;
    // the crew check card 1Au (a 1) costs a crewman.
    let mut s = at_event(2);
    s.systems.navcomm = 1;
    let (s6, steps) = run(
        &s,
        Action::ScanForEvents,
        &["2Ad", "1Bd", "4Au", "2Ad", "1Au"],
    );
    assert!(
        matches!(&steps[2], Step::IconEffect { event, damage } if event == "Space Madness" && damage.len() == 1)
    );
    assert_eq!((s6.systems.crew, s6.systems.wmc), (7, 1));

    // Claim Jump (ED 11: 5 + 6), card 2 (<= 3): the cannon 2 -> 1.
    let mut s = at_event(2);
    s.systems.navcomm = 1;
    let (s7, _) = run(&s, Action::ScanForEvents, &["1Bd", "2Bd", "2Bu", "3Au"]);
    assert_eq!(s7.systems.wmc, 1);

    // Your Haunted Past (ED 13: 6 + 5 + 2), two damage cards: 4Ad (NavComm) and 6Bu (cannon).
    let mut s = at_event(3);
    s.systems.navcomm = 1;
    let (s8, _) = run(
        &s,
        Action::ScanForEvents,
        &["1Ad", "3Ad", "5Au", "2Bu", "4Ad", "6Bu"],
    );
    assert_eq!(
        (s8.systems.navcomm, s8.systems.wmc, s8.systems.crew),
        (1, 1, 8)
    );

    // Crew Mutiny (ED 15: 6 + 5 + 4), card 4 (<= 4): NavComm, Fusioncasting and the cannon fall.
    let mut s = at_event(3);
    s.systems.navcomm = 2;
    let (s9, _) = run(
        &s,
        Action::ScanForEvents,
        &["1Ad", "3Ad", "2Ad", "2Bu", "4Bd"],
    );
    assert_eq!(
        (s9.systems.navcomm, s9.systems.fusion, s9.systems.wmc),
        (1, 3, 1)
    );

    // Counterplot (ED 16: 6 + 6 + 4), NavComm 1 fails: one more bounty this turn.
    let mut s = at_event(3);
    s.systems.navcomm = 1;
    let (s10, steps) = run(&s, Action::ScanForEvents, &["1Ad", "2Bd", "3Bd", "2Bu"]);
    assert!(steps.iter().any(|st| matches!(st, Step::Counterplot)));
    assert_eq!(s10.extra_bounties, 1);
}

#[test]
fn damage_never_takes_a_system_below_one() {
    let mut s = at_event(2);
    s.systems.navcomm = 1;
    s.systems.wmc = 1;
    // Claim Jump hits the cannon, already at 1.
    let (next, steps) = run(&s, Action::ScanForEvents, &["1Bd", "2Bd", "3Au", "4Au"]);
    assert_eq!(next.systems.wmc, 1);
    assert!(
        matches!(&steps[2], Step::ThresholdEffect { hits, .. } if hits[0].from == 1 && hits[0].to == 1)
    );
}

fn fighting(bounty: &str, card: u8, wmc: u8) -> DnfmState {
    let mut s = game();
    s.systems.wmc = wmc;
    s.aside = Some(parse_face(&format!("{card}A")).unwrap());
    s.phase = Phase::Combat {
        bounty: bounty.into(),
        card,
        attack_wmc: wmc,
        rounds: 0,
    };
    s
}

#[test]
fn a_scripted_win() {
    // Cannon 4 against the Opuchini (B W W B, 7 MC), Fusioncasting 4 draws four cards.
    let mut s = fighting("opuchini", 1, 4);
    s.megacredits = 27;
    // Ours: 6 5 4 3 -> keep 4 5 6 -> 15. Theirs: 1 2 3 4 -> B W W B -> 2 + 3 = 5.
    let (s, steps) = run(
        &s,
        Action::Attack,
        &["2Bd", "3Ad", "4Bd", "6Au", "2Bu", "5Au", "3Bu", "6Ad"],
    );
    assert!(matches!(&steps[0], Step::PlayerAttack { cv: 15, .. }));
    assert!(matches!(&steps[1], Step::BountyAttack { cv: 5, .. }));
    assert!(matches!(
        &steps[2],
        Step::Captured {
            value: 7,
            megacredits: 34,
            ..
        }
    ));
    assert_eq!(s.end, Some(GameEnd::Won));
    assert!(legal_actions(set(), &s).is_empty());
    assert_eq!(
        apply(set(), &s, Action::Move(1), &mut faces(&[])).unwrap_err(),
        DnfmError::Over
    );
}

#[test]
fn losing_the_last_crewman_loses_the_game() {
    let mut s = fighting("narn", 2, 2);
    s.systems.crew = 1;
    // Ours: 1 1 2 3 -> keep 1 2 3 -> B B W -> 3. Theirs (W B W): 4 5 6 -> 10. Damage card
    // 1Au shows the crew icon; the crew check 4Au is a 1: the last crewman is lost.
    let (s, steps) = run(
        &s,
        Action::Attack,
        &[
            "1Au", "4Au", "3Au", "6Au", "3Bd", "5Ad", "1Ad", "1Au", "4Au",
        ],
    );
    assert!(matches!(&steps[0], Step::PlayerAttack { cv: 3, .. }));
    assert!(matches!(&steps[1], Step::BountyAttack { cv: 10, .. }));
    assert!(
        matches!(&steps[2], Step::CombatDamage(d) if d.crew_check.as_ref().is_some_and(|c| c.lost))
    );
    assert_eq!((s.systems.crew, s.end), (0, Some(GameEnd::Lost)));
}

#[test]
fn a_lost_round_then_flee() {
    let s = fighting("narn", 2, 2);
    let (s, steps) = run(
        &s,
        Action::Attack,
        &["1Au", "4Au", "3Au", "6Au", "3Bd", "5Ad", "1Ad", "3Bu"],
    );
    assert!(
        matches!(&steps[2], Step::CombatDamage(d) if d.hits.iter().any(|h| h.system == System::Wmc))
    );
    assert_eq!(s.systems.wmc, 1);
    assert!(
        matches!(
            s.phase,
            Phase::Combat {
                rounds: 1,
                attack_wmc: 2,
                ..
            }
        ),
        "the attack line stays"
    );
    assert_eq!(legal_actions(set(), &s), [Action::Attack, Action::Flee]);
    let (s, steps) = run(&s, Action::Flee, &[]);
    assert!(matches!(steps[0], Step::Fled));
    assert_eq!(
        (s.turn, s.phase.clone(), s.aside),
        (2, Phase::Movement, None)
    );
}

#[test]
fn evade_or_fight() {
    let mut s = game();
    s.phase = Phase::Bounty;
    // The bounty card 1Au names the Narn (DL 4).
    let (s, steps) = run(&s, Action::RevealBounty, &["1Au"]);
    assert!(matches!(&steps[0], Step::BountyRevealed { bounty, dl: 4, .. } if bounty == "narn"));
    assert_eq!(legal_actions(set(), &s), [Action::Evade, Action::Fight]);
    // NavComm 4 draws two: 1 + 2 = 3 < 4: evasion fails and combat begins at cannon 2.
    let (failed, steps) = run(&s, Action::Evade, &["2Bu", "3Au"]);
    assert!(matches!(
        &steps[1],
        Step::CombatBegins {
            wmc: 2,
            cards: 3,
            value: 5,
            ..
        }
    ));
    assert!(matches!(failed.phase, Phase::Combat { .. }));
    // 3 + 4 = 7 >= 4: evaded, and the turn ends.
    let (evaded, steps) = run(&s, Action::Evade, &["2Au", "3Bd"]);
    assert!(steps.iter().any(|st| matches!(st, Step::Evaded)));
    assert_eq!((evaded.phase, evaded.turn), (Phase::Movement, 2));
}

#[test]
fn counterplot_brings_a_second_bounty() {
    let mut s = game();
    s.phase = Phase::Bounty;
    s.extra_bounties = 1;
    let (s, _) = run(&s, Action::RevealBounty, &["1Au"]);
    let (s, _) = run(&s, Action::Evade, &["2Au", "3Bd"]);
    assert_eq!(
        (s.phase.clone(), s.turn),
        (Phase::Bounty, 1),
        "the second bounty, same turn"
    );
    let (s, steps) = run(&s, Action::RevealBounty, &["1Ad"]);
    assert!(matches!(&steps[0], Step::BountyRevealed { bounty, .. } if bounty == "opuchini"));
    let (s, _) = run(&s, Action::Evade, &["2Ad", "3Bd"]);
    assert_eq!((s.phase, s.turn), (Phase::Movement, 2));
}

#[test]
fn stations_repairs_and_refusals() {
    let s = game();
    // Station at position 3: move 3 and dock.
    let (s, steps) = run(&s, Action::Move(3), &[]);
    assert!(matches!(
        steps[0],
        Step::Moved {
            from: 1,
            to: 4,
            station: true,
            ..
        }
    ));
    assert!(legal_actions(set(), &s).contains(&Action::Dock));
    assert!(
        !legal_actions(set(), &s).contains(&Action::Repair(System::Wmc)),
        "the cannon is at its start"
    );
    let (s, _) = run(&s, Action::Dock, &[]);
    // 5 MC: one cannon level (3 MC), then not another.
    let (s, steps) = run(&s, Action::Buy(System::Wmc), &[]);
    assert!(matches!(
        steps[0],
        Step::Bought {
            level: 3,
            price: 3,
            megacredits: 2,
            ..
        }
    ));
    let err = apply(set(), &s, Action::Buy(System::Wmc), &mut faces(&[])).unwrap_err();
    assert!(err.to_string().contains("3 MC"), "{err}");
    let err = apply(set(), &s, Action::Buy(System::Fusion), &mut faces(&[])).unwrap_err();
    assert!(err.to_string().contains("highest level"), "{err}");
    let (s, _) = run(&s, Action::Continue, &[]);
    // ED 1 + 1 + 1 = 3 (Solar Flare), dodged by NavComm 1 + 3 = 4.
    let (s, _) = run(
        &s,
        Action::ScanForEvents,
        &["1Au", "2Bu", "4Au", "5Bu", "2Au"],
    );
    // Docked: no bounty; the turn ends.
    assert_eq!(legal_actions(set(), &s), [Action::Continue]);
    let (s, steps) = run(&s, Action::Continue, &[]);
    assert!(matches!(steps[0], Step::NoBountyWhileDocked));
    assert_eq!(s.turn, 2);
    // Repairs in space: after 4 quadrants the cannon costs 4 MC, only up to its start (2).
    let mut hurt = s.clone();
    hurt.systems.wmc = 1;
    hurt.megacredits = 9;
    let (hurt, _) = run(&hurt, Action::Move(4), &[]);
    let (hurt, steps) = run(&hurt, Action::Repair(System::Wmc), &[]);
    assert!(matches!(
        steps[0],
        Step::Repaired {
            level: 2,
            price: 4,
            megacredits: 5,
            ..
        }
    ));
    assert!(apply(set(), &hurt, Action::Repair(System::Wmc), &mut faces(&[])).is_err());
    assert!(
        apply(set(), &hurt, Action::Dock, &mut faces(&[])).is_err(),
        "no station at 7"
    );
    assert!(apply(set(), &game(), Action::Move(5), &mut faces(&[])).is_err());
    assert!(
        apply(set(), &game(), Action::Attack, &mut faces(&[]))
            .unwrap_err()
            .to_string()
            .contains("Movement")
    );
}

#[test]
fn physical_entries_are_checked_and_nothing_changes_on_error() {
    let s = at_event(3);
    let before = s.clone();
    match apply(set(), &s, Action::ScanForEvents, &mut faces(&["1Au"])) {
        Err(DnfmError::NeedCards { count: 2, .. }) => {}
        other => panic!("{other:?}"),
    }
    assert_eq!(s, before);
    assert!(matches!(
        apply(
            set(),
            &s,
            Action::ScanForEvents,
            &mut faces(&["1Au", "1Bd", "2Au"])
        ),
        Err(DnfmError::BadCard(1, _))
    ));
    let f = fighting("narn", 2, 2);
    assert!(matches!(
        apply(
            set(),
            &f,
            Action::Attack,
            &mut faces(&["2Au", "1Au", "3Au", "4Au"])
        ),
        Err(DnfmError::BadCard(2, _))
    ));
    for bad in ["7A", "3C", "", "xx", "3Aq", "0B"] {
        assert!(parse_face(bad).is_err(), "{bad:?}");
    }
    assert_eq!(
        parse_face(" 3 b d ").unwrap(),
        PlacedCard {
            card: 3,
            orientation: pnp_companion::engine::deck::Orientation {
                side: pnp_companion::engine::deck::Side::B,
                rotated: true
            }
        }
    );
}

#[test]
fn hand_edited_card_data_is_refused_with_a_reason() {
    let text = include_str!("../../src/games/dnfm/data/cards.toml");
    let broken = [
        (
            text.replace(
                "a.up = { value = 1, icons = [\"crew\"], bounty = \"narn\" }",
                "a.up = { value = 7, icons = [\"crew\"], bounty = \"narn\" }",
            ),
            "not 1-6",
        ),
        (
            text.replace("bounty = \"jax\" }", "bounty = \"nobody\" }"),
            "unknown bounty",
        ),
        (
            text.replace("front = \"dice:6:a\"", "front = \"dice:5:a\""),
            "18 double-sided",
        ),
        (
            text.replace("pattern = \"W W W\"", "pattern = \"W X W\""),
            "not a dice position",
        ),
        (text.replace("[start]", "[start"), "TOML"),
    ];
    for (bad, why) in broken {
        let err = CardSet::parse(&bad).expect_err(why).to_string();
        assert!(err.contains(why), "{why}: {err}");
    }
    assert!(CardSet::parse(text).is_ok());
}

/// Issue 17, point 1: the Crew card names two die faces (the rulebook's count; which two
/// is ours, `inferred`, with its reason), and the rules, the data and the printed cards
/// agree on them.
#[test]
fn the_crew_check_costs_a_crewman_on_two_faces() {
    let check = &set().crew_check;
    assert_eq!(check.lose_on, [1, 2]);
    assert_eq!(check.provenance, Provenance::Inferred);
    assert!(
        check.reason.contains("two die faces") && check.reason.contains("1 and 2"),
        "the reason is given: {}",
        check.reason
    );
    // A lost round against the Narn (as in the defeat above), then a damage card with the
    // crew icon (1Au) and the crew check card: a crewman is lost on a 1 or a 2 only.
    for (check_face, value, lost) in [
        ("4Au", 1, true),
        ("3Au", 2, true),
        ("3Bu", 3, false),
        ("4Bd", 4, false),
        ("5Ad", 5, false),
        ("4Ad", 6, false),
    ] {
        let (s, steps) = run(
            &fighting("narn", 2, 2),
            Action::Attack,
            &[
                "1Au", "4Au", "3Au", "6Au", "3Bd", "5Ad", "1Ad", "1Au", check_face,
            ],
        );
        let Step::CombatDamage(d) = &steps[2] else {
            panic!("{steps:?}")
        };
        let c = d
            .crew_check
            .as_ref()
            .expect("the crew icon draws a crew check");
        assert_eq!((c.card.value, c.lost), (value, lost), "{check_face}");
        assert_eq!(s.systems.crew, if lost { 7 } else { 8 }, "{check_face}");
    }
    // The data must name two different faces.
    let text = include_str!("../../src/games/dnfm/data/cards.toml");
    for faces in ["[1, 2, 3]", "[2, 2]", "[1]"] {
        let bad = text.replace("lose_on = [1, 2]", &format!("lose_on = {faces}"));
        let err = CardSet::parse(&bad).expect_err(faces).to_string();
        assert!(err.contains("two different die faces"), "{faces}: {err}");
    }
    // Printed on both sides of the Crew card and on the quick reference.
    for face in ["resource:crew-low", "resource:crew-high", "reference"] {
        let words = Shape::texts(&pnp_companion::print::dnfm::face(set(), face));
        assert!(
            words.iter().any(|w| w.contains("a 1 or 2")),
            "{face}: {words:?}"
        );
    }
}

/// Issue 17, point 4: fleeing leaves the fight with one bounty; a Counterplot's other
/// bounty is still met that turn, and only then does the turn end.
#[test]
fn fleeing_a_counterplot_bounty_leaves_the_other_to_meet() {
    let mut s = game();
    s.phase = Phase::Bounty;
    s.extra_bounties = 1;
    // The first bounty: the Narn on 1Au. Fight: ours 1 1 2 1 -> keep 1 1 2 -> B B W = 2;
    // theirs 4 5 6 -> W B W = 10. Lost: damage card 6Au (Fusioncasting 4 -> 3).
    let (s, _) = run(&s, Action::RevealBounty, &["1Au"]);
    let (s, _) = run(&s, Action::Fight, &[]);
    let lost_round = ["2Bu", "4Au", "3Au", "5Bu", "2Ad", "3Ad", "4Ad", "6Au"];
    let (s, _) = run(&s, Action::Attack, &lost_round);
    assert_eq!(s.systems.fusion, 3);
    let (s, steps) = run(&s, Action::Flee, &[]);
    assert!(matches!(&steps[..], [Step::Fled]), "{steps:?}");
    assert_eq!(
        (s.phase.clone(), s.turn, s.extra_bounties, s.aside),
        (Phase::Bounty, 1, 0, None),
        "the Counterplot's bounty is still to come this turn"
    );
    assert_eq!(legal_actions(set(), &s), [Action::RevealBounty]);
    // The second: the Opuchini on 1Ad, fled in turn; now the turn ends. Fusioncasting 3
    // draws three: 1 1 2 -> B B W = 2 against 4 5 6 -> W W B = 9; damage 6Au again.
    let (s, steps) = run(&s, Action::RevealBounty, &["1Ad"]);
    assert!(matches!(&steps[0], Step::BountyRevealed { bounty, .. } if bounty == "opuchini"));
    let (s, _) = run(&s, Action::Fight, &[]);
    let (s, _) = run(
        &s,
        Action::Attack,
        &["2Bu", "4Au", "3Au", "2Ad", "3Ad", "4Ad", "6Au"],
    );
    assert_eq!(s.systems.fusion, 2);
    let (s, steps) = run(&s, Action::Flee, &[]);
    assert!(matches!(
        &steps[..],
        [Step::Fled, Step::TurnEnds { next_turn: 2 }]
    ));
    assert_eq!((s.phase, s.turn, s.aside), (Phase::Movement, 2, None));
}

/// Whether a text shown to a player reads as words: no list or structure in a program's
/// debug notation.
fn reads_as_words(t: &str) -> bool {
    !t.contains(['[', ']', '{', '}', '"'])
        && !["Some(", "None", "Move(", "Buy(", "Repair("]
            .iter()
            .any(|d| t.contains(d))
}

/// Issue 17, point 6: dice and lists reach a player as a person writes them ("1, 4, 2 and
/// 5"): the log and the fight panel, refusals, and the printed cards.
#[test]
fn what_a_player_reads_is_words_not_debug_output() {
    let attack = Step::PlayerAttack {
        cards: vec![],
        drawn: vec![1, 4, 2, 5],
        kept: vec![2, 4, 5],
        discarded: vec![1],
        pattern: "B B W".into(),
        dice_total: 5,
        fusion_modifier: 0,
        cv: 5,
    };
    assert_eq!(
        describe_step(set(), &attack),
        "Your attack: drew 1, 4, 2 and 5, dropped 1, kept 2, 4 and 5 counted B B W = 5 → CV 5"
    );
    let theirs = Step::BountyAttack {
        cards: vec![],
        drawn: vec![4, 5, 6],
        pattern: "W B W".into(),
        cv: 10,
    };
    assert_eq!(
        describe_step(set(), &theirs),
        "Their attack: 4, 5 and 6 counted W B W → CV 10"
    );
    assert_eq!(
        apply(set(), &game(), Action::Attack, &mut faces(&[]))
            .unwrap_err()
            .to_string(),
        "not now: Attack is not possible in the Movement phase"
    );
    // Whole games: every line of the log, and every action refused on the way.
    let every_action = [
        Action::Move(1),
        Action::Move(4),
        Action::Dock,
        Action::Buy(System::Wmc),
        Action::Repair(System::Fusion),
        Action::Continue,
        Action::ScanForEvents,
        Action::RevealBounty,
        Action::Evade,
        Action::Fight,
        Action::Attack,
        Action::Flee,
    ];
    let mut lines = 0;
    for seed in 0..25 {
        let mut g = DnfmGame::new_digital(set(), seed);
        let mut rng = GameRng::from_seed(seed + 1000);
        for _ in 0..300 {
            let s = g.state().clone();
            let legal = legal_actions(set(), &s);
            if legal.is_empty() {
                break;
            }
            for a in every_action.iter().filter(|a| !legal.contains(a)) {
                let e = apply(set(), &s, *a, &mut Draws::Digital(&mut rng)).unwrap_err();
                assert!(reads_as_words(&e.to_string()), "{a:?}: {e}");
            }
            g.act(set(), legal[rng.index(legal.len())], &[]).unwrap();
        }
        for e in g.journal.entries() {
            for l in &e.event.lines {
                let l = l.to_string();
                assert!(reads_as_words(&l), "seed {seed}: {l}");
                lines += 1;
            }
        }
    }
    assert!(lines > 2_000, "{lines} lines read");
    // The printed cards.
    for id in required_faces() {
        for t in Shape::texts(&pnp_companion::print::dnfm::face(set(), &id)) {
            assert!(reads_as_words(&t), "{id}: {t}");
        }
    }
}
