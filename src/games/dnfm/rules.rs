//! Every rule of Do Not Forsake Me as a pure state machine:
//! `legal_actions(&state)` and `apply(&state, action, &mut draws)`.

use super::cards::{CardSet, EventKind, System};
use super::state::{CrewCheck, Damage, DnfmState, Drawn, GameEnd, Hit, Mode, Outcome, Phase, Step};
use crate::engine::deck::PlacedCard;
use crate::engine::random::GameRng;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "action", content = "arg")]
pub enum Action {
    /// Move clockwise 1-4 quadrants.
    Move(u8),
    Dock,
    /// At a station: one level up, at the station price.
    Buy(System),
    /// In space: one level back toward the starting value, priced by quadrants travelled.
    Repair(System),
    /// Done refitting; or, docked in the Bounty phase, end the turn.
    Continue,
    ScanForEvents,
    RevealBounty,
    Evade,
    Fight,
    /// One combat round.
    Attack,
    Flee,
}

/// Where Dice Cards come from: the app's own deck, or the faces the player entered.
pub enum Draws<'a> {
    Digital(&'a mut GameRng),
    /// Faces in the order the player drew them.
    Physical(VecDeque<PlacedCard>),
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DnfmError {
    #[error("not now: {0}")]
    Illegal(String),
    #[error("draw {count} more Dice Card(s) for {purpose} and enter what they show")]
    NeedCards { count: usize, purpose: String },
    #[error("Dice Card {0} cannot be drawn here: {1}")]
    BadCard(u8, String),
    #[error("the game is over")]
    Over,
    #[error("the card data is broken: {0}")]
    Data(String),
}

fn illegal(text: impl Into<String>) -> DnfmError {
    DnfmError::Illegal(text.into())
}

/// Every action the rules allow now.
pub fn legal_actions(set: &CardSet, s: &DnfmState) -> Vec<Action> {
    if s.end.is_some() {
        return Vec::new();
    }
    match &s.phase {
        Phase::Movement => (1..=4).map(Action::Move).collect(),
        Phase::Refit => {
            let mut v = Vec::new();
            if s.at_station() && !s.docked {
                v.push(Action::Dock);
            }
            for sys in System::SHIP {
                if buy_price(set, s, sys).is_ok() {
                    v.push(Action::Buy(sys));
                }
                if repair_price(set, s, sys).is_ok() {
                    v.push(Action::Repair(sys));
                }
            }
            v.push(Action::Continue);
            v
        }
        Phase::Event => vec![Action::ScanForEvents],
        Phase::Bounty if s.docked => vec![Action::Continue],
        Phase::Bounty => vec![Action::RevealBounty],
        Phase::Encounter { .. } => vec![Action::Evade, Action::Fight],
        Phase::Combat { rounds, .. } if *rounds == 0 => vec![Action::Attack],
        Phase::Combat { .. } => vec![Action::Attack, Action::Flee],
    }
}

fn buy_price(set: &CardSet, s: &DnfmState, sys: System) -> Result<u8, DnfmError> {
    if !s.docked {
        return Err(illegal("buying needs the ship docked at a spacestation"));
    }
    let price = set
        .station_price
        .of(sys)
        .ok_or_else(|| illegal("crew cannot be bought"))?;
    if s.systems.get(sys) >= 4 {
        return Err(illegal(format!(
            "{} is already at its highest level",
            sys.label()
        )));
    }
    if s.megacredits < price {
        return Err(illegal(format!(
            "{} costs {price} MC a level; you have {}",
            sys.label(),
            s.megacredits
        )));
    }
    Ok(price)
}

fn starting_level(set: &CardSet, sys: System) -> u8 {
    match sys {
        System::Crew => set.start.crew,
        System::Wmc => set.start.wmc,
        System::Fusion => set.start.fusion,
        System::Navcomm => set.start.navcomm,
    }
}

fn repair_price(set: &CardSet, s: &DnfmState, sys: System) -> Result<u8, DnfmError> {
    if s.docked {
        return Err(illegal("docked: buy at the station's prices instead"));
    }
    let price = set
        .repair_price
        .of(sys, s.moved)
        .ok_or_else(|| illegal("crew cannot be repaired"))?;
    if s.systems.get(sys) >= starting_level(set, sys) {
        return Err(illegal(format!(
            "repairs in space only restore {} up to its starting value",
            sys.label()
        )));
    }
    if s.megacredits < price {
        return Err(illegal(format!(
            "repairing {} after {} quadrant(s) costs {price} MC; you have {}",
            sys.label(),
            s.moved,
            s.megacredits
        )));
    }
    Ok(price)
}

/// Draws `k` Dice Cards in one RSF, skipping the card set aside.
fn draw(
    set: &CardSet,
    s: &mut DnfmState,
    draws: &mut Draws<'_>,
    k: usize,
    purpose: &str,
) -> Result<Vec<Drawn>, DnfmError> {
    let placed: Vec<PlacedCard> = match draws {
        Draws::Digital(rng) => {
            let deck = s.deck.as_mut().ok_or_else(|| {
                illegal("this game is in physical mode: enter the cards you draw")
            })?;
            deck.rsf_draw(k, rng)
        }
        Draws::Physical(queue) => {
            if queue.len() < k {
                return Err(DnfmError::NeedCards {
                    count: k - queue.len(),
                    purpose: purpose.to_string(),
                });
            }
            let cards: Vec<PlacedCard> = queue.drain(..k).collect();
            for (i, c) in cards.iter().enumerate() {
                if !(1..=6).contains(&c.card) {
                    return Err(DnfmError::BadCard(
                        c.card,
                        "the Dice Cards are numbered 1 to 6".into(),
                    ));
                }
                if cards.iter().take(i).any(|d| d.card == c.card) {
                    return Err(DnfmError::BadCard(
                        c.card,
                        "it was already drawn in this RSF".into(),
                    ));
                }
                if s.aside.is_some_and(|a| a.card == c.card) {
                    return Err(DnfmError::BadCard(
                        c.card,
                        "it is the bounty card set aside".into(),
                    ));
                }
            }
            cards
        }
    };
    placed
        .into_iter()
        .map(|pc| {
            let card = set
                .dice(pc.card)
                .ok_or_else(|| DnfmError::Data(format!("no Dice Card {}", pc.card)))?;
            let r = card.reading(pc.orientation);
            Ok(Drawn {
                card: pc.card,
                orientation: pc.orientation,
                value: r.value,
                icons: r.icons.clone(),
                bounty: r.bounty.clone(),
            })
        })
        .collect()
}

fn lose_level(s: &mut DnfmState, sys: System) -> Hit {
    let from = s.systems.get(sys);
    let floor = if sys == System::Crew { 0 } else { 1 };
    let to = from.saturating_sub(1).max(floor);
    s.systems.set(sys, to);
    Hit {
        system: sys,
        from,
        to,
    }
}

/// One damage card: its icons hit the ship; a crew icon draws a second card for the crew
/// check.
fn damage(
    set: &CardSet,
    s: &mut DnfmState,
    draws: &mut Draws<'_>,
    purpose: &str,
) -> Result<Damage, DnfmError> {
    let card = draw(set, s, draws, 1, purpose)?
        .pop()
        .ok_or_else(|| DnfmError::Data("no card drawn".into()))?;
    damage_from(set, s, draws, card)
}

fn damage_from(
    set: &CardSet,
    s: &mut DnfmState,
    draws: &mut Draws<'_>,
    card: Drawn,
) -> Result<Damage, DnfmError> {
    let mut hits = Vec::new();
    let mut crew_check = None;
    for &sys in &card.icons {
        if sys == System::Crew {
            let check = draw(set, s, draws, 1, "the crew check")?
                .pop()
                .ok_or_else(|| DnfmError::Data("no card drawn".into()))?;
            let lost = set.crew_lost_on(check.value);
            if lost {
                hits.push(lose_level(s, System::Crew));
            }
            crew_check = Some(CrewCheck { card: check, lost });
        } else {
            hits.push(lose_level(s, sys));
        }
    }
    Ok(Damage {
        card,
        hits,
        crew_check,
    })
}

fn navcomm_check(
    set: &CardSet,
    s: &mut DnfmState,
    draws: &mut Draws<'_>,
    needed: u32,
    purpose: &str,
) -> Result<Step, DnfmError> {
    let k = set
        .navcomm_cards(s.systems.navcomm)
        .ok_or_else(|| DnfmError::Data("NavComm level".into()))?;
    let cards = draw(set, s, draws, usize::from(k), purpose)?;
    let total: u32 = cards.iter().map(|c| u32::from(c.value)).sum();
    Ok(Step::NavcommCheck {
        cards,
        total,
        needed,
        passed: total >= needed,
    })
}

fn end_turn(s: &mut DnfmState, out: &mut Outcome) {
    if let (Some(card), Some(deck)) = (s.aside.take(), s.deck.as_mut()) {
        deck.return_to_top(&[card]);
    }
    s.aside = None;
    s.turn += 1;
    s.phase = Phase::Movement;
    s.moved = 0;
    s.docked = false;
    s.extra_bounties = 0;
    out.steps.push(Step::TurnEnds { next_turn: s.turn });
}

/// A bounty dealt with (evaded or captured): the next one of a Counterplot, or the turn ends.
fn bounty_done(s: &mut DnfmState, out: &mut Outcome) {
    if let (Some(card), Some(deck)) = (s.aside.take(), s.deck.as_mut()) {
        deck.return_to_top(&[card]);
    }
    s.aside = None;
    if s.extra_bounties > 0 {
        s.extra_bounties -= 1;
        s.phase = Phase::Bounty;
    } else {
        end_turn(s, out);
    }
}

fn check_crew(s: &mut DnfmState, out: &mut Outcome) -> bool {
    if s.systems.crew == 0 {
        s.end = Some(GameEnd::Lost);
        out.steps.push(Step::Lost);
        return true;
    }
    false
}

/// Applies an action; the state passed in is never changed. Errors leave nothing done.
pub fn apply(
    set: &CardSet,
    state: &DnfmState,
    action: Action,
    draws: &mut Draws<'_>,
) -> Result<(DnfmState, Outcome), DnfmError> {
    if state.end.is_some() {
        return Err(DnfmError::Over);
    }
    let mut s = state.clone();
    let mut out = Outcome::default();
    match (&state.phase, action) {
        (Phase::Movement, Action::Move(n)) => {
            if !(1..=4).contains(&n) {
                return Err(illegal("the ship moves 1 to 4 quadrants"));
            }
            let from = s.position;
            s.position = (from + n) % super::map::QUADRANTS;
            s.moved = n;
            s.docked = false;
            s.phase = Phase::Refit;
            out.steps.push(Step::Moved {
                from,
                to: s.position,
                quadrants: n,
                station: s.at_station(),
            });
        }
        (Phase::Refit, Action::Dock) => {
            if !s.at_station() {
                return Err(illegal("there is no spacestation in this quadrant"));
            }
            if s.docked {
                return Err(illegal("already docked"));
            }
            s.docked = true;
            out.steps.push(Step::Docked);
        }
        (Phase::Refit, Action::Buy(sys)) => {
            let price = buy_price(set, &s, sys)?;
            s.megacredits -= price;
            let level = s.systems.get(sys) + 1;
            s.systems.set(sys, level);
            out.steps.push(Step::Bought {
                system: sys,
                level,
                price,
                megacredits: s.megacredits,
            });
        }
        (Phase::Refit, Action::Repair(sys)) => {
            let price = repair_price(set, &s, sys)?;
            s.megacredits -= price;
            let level = s.systems.get(sys) + 1;
            s.systems.set(sys, level);
            out.steps.push(Step::Repaired {
                system: sys,
                level,
                price,
                megacredits: s.megacredits,
            });
        }
        (Phase::Refit, Action::Continue) => s.phase = Phase::Event,
        (Phase::Event, Action::ScanForEvents) => {
            scan_for_events(set, &mut s, draws, &mut out)?;
            if !check_crew(&mut s, &mut out) {
                s.phase = Phase::Bounty;
            }
        }
        (Phase::Bounty, Action::Continue) if s.docked => {
            out.steps.push(Step::NoBountyWhileDocked);
            end_turn(&mut s, &mut out);
        }
        (Phase::Bounty, Action::RevealBounty) if !s.docked => {
            let card = draw(set, &mut s, draws, 1, "the bounty")?
                .pop()
                .ok_or_else(|| DnfmError::Data("no card drawn".into()))?;
            let bounty = set
                .bounty(&card.bounty)
                .ok_or_else(|| DnfmError::Data(format!("bounty {}", card.bounty)))?;
            let placed = PlacedCard {
                card: card.card,
                orientation: card.orientation,
            };
            if let Some(deck) = s.deck.as_mut() {
                deck.take(card.card);
            }
            s.aside = Some(placed);
            s.phase = Phase::Encounter {
                bounty: bounty.id.clone(),
                card: card.card,
            };
            out.steps.push(Step::BountyRevealed {
                bounty: bounty.id.clone(),
                dl: bounty.dl,
                card,
            });
        }
        (Phase::Encounter { bounty, card }, Action::Evade) => {
            let b = set
                .bounty(bounty)
                .ok_or_else(|| DnfmError::Data(format!("bounty {bounty}")))?;
            let check = navcomm_check(set, &mut s, draws, u32::from(b.dl), "the evasion")?;
            let passed = matches!(check, Step::NavcommCheck { passed: true, .. });
            out.steps.push(check);
            if passed {
                out.steps.push(Step::Evaded);
                bounty_done(&mut s, &mut out);
            } else {
                begin_combat(set, &mut s, bounty.clone(), *card, &mut out)?;
            }
        }
        (Phase::Encounter { bounty, card }, Action::Fight) => {
            begin_combat(set, &mut s, bounty.clone(), *card, &mut out)?;
        }
        (
            Phase::Combat {
                bounty,
                card,
                attack_wmc,
                rounds,
            },
            Action::Attack,
        ) => {
            combat_round(
                set,
                &mut s,
                draws,
                &mut out,
                bounty,
                *card,
                *attack_wmc,
                *rounds,
            )?;
        }
        (Phase::Combat { rounds, .. }, Action::Flee) => {
            if *rounds == 0 {
                return Err(illegal("fight at least one round before fleeing"));
            }
            out.steps.push(Step::Fled);
            end_turn(&mut s, &mut out);
        }
        (phase, action) => {
            return Err(illegal(format!(
                "{action:?} is not possible in the {} phase",
                phase_name(phase)
            )));
        }
    }
    Ok((s, out))
}

pub fn phase_name(p: &Phase) -> &'static str {
    match p {
        Phase::Movement => "Movement",
        Phase::Refit => "refit (station or repairs)",
        Phase::Event => "Event",
        Phase::Bounty => "Bounty",
        Phase::Encounter { .. } => "evade-or-fight",
        Phase::Combat { .. } => "Combat",
    }
}

fn scan_for_events(
    set: &CardSet,
    s: &mut DnfmState,
    draws: &mut Draws<'_>,
    out: &mut Outcome,
) -> Result<(), DnfmError> {
    let cards = draw(
        set,
        s,
        draws,
        usize::from(s.moved.max(1)),
        "event detection",
    )?;
    let ed: u32 = cards.iter().map(|c| u32::from(c.value)).sum();
    let event = set
        .event_for(ed)
        .ok_or_else(|| DnfmError::Data(format!("no event for ED {ed}")))?
        .clone();
    out.steps.push(Step::EventScan {
        cards,
        ed,
        event: event.name.clone(),
    });
    if event.kind == EventKind::None {
        return Ok(());
    }
    let check = navcomm_check(set, s, draws, ed, "the event check")?;
    let avoided = matches!(check, Step::NavcommCheck { passed: true, .. });
    out.steps.push(check);
    if avoided {
        return Ok(());
    }
    match event.kind {
        EventKind::None => {}
        EventKind::Threshold => {
            let card = draw(set, s, draws, 1, &event.name)?
                .pop()
                .ok_or_else(|| DnfmError::Data("no card drawn".into()))?;
            let hits = if card.value <= event.at_most {
                event
                    .systems
                    .iter()
                    .map(|&sys| lose_level(s, sys))
                    .collect()
            } else {
                Vec::new()
            };
            out.steps.push(Step::ThresholdEffect {
                event: event.name.clone(),
                card,
                at_most: event.at_most,
                hits,
            });
        }
        EventKind::Icons => {
            let cards = draw(set, s, draws, usize::from(event.cards), &event.name)?;
            let mut damage = Vec::new();
            for card in cards {
                damage.push(damage_from(set, s, draws, card)?);
            }
            out.steps.push(Step::IconEffect {
                event: event.name.clone(),
                damage,
            });
        }
        EventKind::Counterplot => {
            s.extra_bounties += 1;
            out.steps.push(Step::Counterplot);
        }
    }
    Ok(())
}

fn begin_combat(
    set: &CardSet,
    s: &mut DnfmState,
    bounty: String,
    card: u8,
    out: &mut Outcome,
) -> Result<(), DnfmError> {
    let b = set
        .bounty(&bounty)
        .ok_or_else(|| DnfmError::Data(format!("bounty {bounty}")))?;
    let wmc = s.systems.wmc;
    let attack = b
        .attack_for(wmc)
        .ok_or_else(|| DnfmError::Data(format!("{} has no attack for WMC {wmc}", b.name)))?;
    out.steps.push(Step::CombatBegins {
        bounty: b.id.clone(),
        wmc,
        pattern: attack.pattern.to_string(),
        cards: attack.pattern.len() as u8,
        value: attack.value,
    });
    s.phase = Phase::Combat {
        bounty,
        card,
        attack_wmc: wmc,
        rounds: 0,
    };
    Ok(())
}

/// The player's Combat Value, itemised.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerCv {
    /// The three highest values, lowest first.
    pub kept: Vec<u8>,
    /// The lowest values dropped when Fusioncasting drew extra cards.
    pub discarded: Vec<u8>,
    /// The white positions of the cannon's pattern, added.
    pub dice_total: u32,
    pub fusion_modifier: i8,
    pub cv: i32,
}

/// The player's Combat Value from drawn die values: sort, keep the three highest, add the
/// white positions of the current cannon level and the Fusioncasting modifier.
pub fn player_cv(set: &CardSet, wmc: u8, fusion: u8, drawn: &[u8]) -> Option<PlayerCv> {
    let pattern = set.wmc_pattern(wmc)?;
    let f = set.fusion(fusion)?;
    let mut discarded = drawn.to_vec();
    discarded.sort_unstable();
    let cut = discarded.len().saturating_sub(pattern.len());
    let kept = discarded.split_off(cut);
    let dice_total = pattern.score(&kept);
    Some(PlayerCv {
        kept,
        discarded,
        dice_total,
        fusion_modifier: f.modifier,
        cv: dice_total as i32 + i32::from(f.modifier),
    })
}

#[allow(clippy::too_many_arguments)]
fn combat_round(
    set: &CardSet,
    s: &mut DnfmState,
    draws: &mut Draws<'_>,
    out: &mut Outcome,
    bounty: &str,
    card: u8,
    attack_wmc: u8,
    rounds: u8,
) -> Result<(), DnfmError> {
    let b = set
        .bounty(bounty)
        .ok_or_else(|| DnfmError::Data(format!("bounty {bounty}")))?;
    let attack = b
        .attack_for(attack_wmc)
        .ok_or_else(|| DnfmError::Data(format!("{} attack", b.name)))?;
    let f = set
        .fusion(s.systems.fusion)
        .ok_or_else(|| DnfmError::Data("Fusioncasting level".into()))?;
    let k = 3 + usize::from(f.extra_dice);
    let mine: Vec<u8> = draw(set, s, draws, k, "your attack")?
        .iter()
        .map(|c| c.value)
        .collect();
    let p = player_cv(set, s.systems.wmc, s.systems.fusion, &mine)
        .ok_or_else(|| DnfmError::Data("WMC level".into()))?;
    let cv = p.cv;
    out.steps.push(Step::PlayerAttack {
        drawn: mine,
        kept: p.kept,
        discarded: p.discarded,
        pattern: set
            .wmc_pattern(s.systems.wmc)
            .map(ToString::to_string)
            .unwrap_or_default(),
        dice_total: p.dice_total,
        fusion_modifier: p.fusion_modifier,
        cv,
    });
    let mut theirs: Vec<u8> = draw(set, s, draws, attack.pattern.len(), "the bounty's attack")?
        .iter()
        .map(|c| c.value)
        .collect();
    theirs.sort_unstable();
    let their_cv = attack.pattern.score(&theirs) as i32;
    out.steps.push(Step::BountyAttack {
        drawn: theirs,
        pattern: attack.pattern.to_string(),
        cv: their_cv,
    });
    if cv >= their_cv {
        s.megacredits = s.megacredits.saturating_add(attack.value);
        out.steps.push(Step::Captured {
            bounty: b.id.clone(),
            value: attack.value,
            megacredits: s.megacredits,
        });
        if s.megacredits >= set.start.win_megacredits {
            s.end = Some(GameEnd::Won);
            out.steps.push(Step::Won {
                megacredits: s.megacredits,
            });
            return Ok(());
        }
        bounty_done(s, out);
    } else {
        let d = damage(set, s, draws, "combat damage")?;
        out.steps.push(Step::CombatDamage(d));
        if check_crew(s, out) {
            return Ok(());
        }
        s.phase = Phase::Combat {
            bounty: bounty.to_string(),
            card,
            attack_wmc,
            rounds: rounds.saturating_add(1),
        };
    }
    Ok(())
}

/// Whether the state keeps its promises: every Dice Card exactly once (deck plus the card
/// set aside), levels within their cards, Megacredits never negative.
pub fn invariants_hold(set: &CardSet, s: &DnfmState) -> Result<(), String> {
    if s.mode == Mode::Digital {
        let deck = s.deck.as_ref().ok_or("digital game without a deck")?;
        let mut ids: Vec<u8> = deck
            .cards()
            .iter()
            .map(|c| c.card)
            .chain(s.aside.map(|a| a.card))
            .collect();
        ids.sort_unstable();
        if ids != [1, 2, 3, 4, 5, 6] {
            return Err(format!("Dice Cards {ids:?}"));
        }
    }
    for sys in System::SHIP {
        let v = s.systems.get(sys);
        if !(1..=4).contains(&v) {
            return Err(format!("{} at {v}", sys.label()));
        }
    }
    if s.systems.crew > set.start.crew {
        return Err(format!("crew {}", s.systems.crew));
    }
    if s.systems.crew == 0 && s.end != Some(GameEnd::Lost) {
        return Err("no crew left but the game goes on".into());
    }
    if s.position >= super::map::QUADRANTS {
        return Err(format!("position {}", s.position));
    }
    Ok(())
}
