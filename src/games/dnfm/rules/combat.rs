//! Combat: the fight begun, the player's Combat Value from the cards drawn, and one round
//! fought to its end.

use super::{
    Dice, DnfmError, DrawFor, Draws, Face, Narration, bounty_done, check_crew, damage_from, draw,
    draw_one, drawn_all,
};
use crate::games::dnfm::cards::{Bounty, CardSet};
use crate::games::dnfm::state::{DnfmState, GameEnd, Phase, Step};
use crate::words;
use serde::Serialize;

/// Combat begins against `b` (the bounty revealed on `card`): the attack line is fixed by
/// the cannon's level now.
pub(super) fn begin_combat(
    s: &mut DnfmState,
    b: &Bounty,
    card: u8,
    n: &mut impl Narration,
) -> Result<(), DnfmError> {
    let wmc = s.systems.wmc;
    let attack = b.attack_for(wmc).ok_or_else(|| {
        DnfmError::Data(Box::new(words!(
            "dnfm-data-no-attack",
            bounty = b.name.as_str(),
            wmc = wmc
        )))
    })?;
    n.say(|| Step::CombatBegins {
        bounty: b.id.clone(),
        wmc,
        pattern: attack.pattern.to_string(),
        cards: attack.pattern.len() as u8,
        value: attack.value,
    });
    // The encounter's bounty id moves over rather than being copied.
    let bounty = match &mut s.phase {
        Phase::Encounter { bounty, .. } => std::mem::take(bounty),
        _ => b.id.clone(),
    };
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
    let mut discarded = drawn.to_vec();
    discarded.sort_unstable();
    let t = cv_totals(set, wmc, fusion, &discarded)?;
    let kept = discarded.split_off(t.cut);
    Some(PlayerCv {
        kept,
        discarded,
        dice_total: t.dice_total,
        fusion_modifier: t.fusion_modifier,
        cv: t.cv(),
    })
}

/// [`player_cv`]'s Combat Value alone, without allocating: the odds ask for it hundreds of
/// thousands of times. `None` also for more values than the six Dice Cards can show.
pub fn player_cv_value(set: &CardSet, wmc: u8, fusion: u8, drawn: &[u8]) -> Option<i32> {
    let dice = Dice::from_values(drawn)?;
    cv_totals(set, wmc, fusion, dice.as_slice()).map(|t| t.cv())
}

/// [`player_cv`]'s sums, for values already sorted.
struct CvTotals {
    /// How many of the lowest values are dropped.
    cut: usize,
    dice_total: u32,
    fusion_modifier: i8,
}

impl CvTotals {
    fn cv(&self) -> i32 {
        self.dice_total as i32 + i32::from(self.fusion_modifier)
    }
}

fn cv_totals(set: &CardSet, wmc: u8, fusion: u8, sorted: &[u8]) -> Option<CvTotals> {
    let pattern = set.wmc_pattern(wmc)?;
    let f = set.fusion(fusion)?;
    let cut = sorted.len().saturating_sub(pattern.len());
    Some(CvTotals {
        cut,
        dice_total: pattern.score(sorted.get(cut..).unwrap_or_default()),
        fusion_modifier: f.modifier,
    })
}

/// One combat round against `b`, whose attack line was fixed at cannon level `attack_wmc`.
pub(super) fn combat_round<N: Narration>(
    set: &CardSet,
    s: &mut DnfmState,
    draws: &mut Draws<'_>,
    n: &mut N,
    b: &Bounty,
    attack_wmc: u8,
) -> Result<(), DnfmError> {
    let attack = b.attack_for(attack_wmc).ok_or_else(|| {
        DnfmError::Data(Box::new(words!(
            "dnfm-data-attack",
            bounty = b.name.as_str()
        )))
    })?;
    let f = set
        .fusion(s.systems.fusion)
        .ok_or_else(|| DnfmError::Data(Box::new(words!("dnfm-data-fusion-level"))))?;
    let k = 3 + usize::from(f.extra_dice);
    let hand = draw(set, s, draws, k, || DrawFor::YourAttack)?;
    let mine = Dice::sorted(&hand);
    let (wmc, fusion) = (s.systems.wmc, s.systems.fusion);
    let p = cv_totals(set, wmc, fusion, mine.as_slice())
        .ok_or_else(|| DnfmError::Data(Box::new(words!("dnfm-data-wmc-level"))))?;
    let cv = p.cv();
    n.say(|| Step::PlayerAttack {
        cards: drawn_all(&hand),
        drawn: hand.iter().map(Face::value).collect(),
        kept: mine.as_slice().get(p.cut..).unwrap_or_default().to_vec(),
        discarded: mine.as_slice().get(..p.cut).unwrap_or_default().to_vec(),
        pattern: set
            .wmc_pattern(wmc)
            .map(ToString::to_string)
            .unwrap_or_default(),
        dice_total: p.dice_total,
        fusion_modifier: p.fusion_modifier,
        cv,
    });
    let their_hand = draw(set, s, draws, attack.pattern.len(), || {
        DrawFor::TheirAttack { to_beat: cv }
    })?;
    let theirs = Dice::sorted(&their_hand);
    let their_cv = attack.pattern.score(theirs.as_slice()) as i32;
    n.say(|| Step::BountyAttack {
        cards: drawn_all(&their_hand),
        drawn: theirs.as_slice().to_vec(),
        pattern: attack.pattern.to_string(),
        cv: their_cv,
    });
    if cv >= their_cv {
        s.megacredits = s.megacredits.saturating_add(attack.value);
        let megacredits = s.megacredits;
        n.say(|| Step::Captured {
            bounty: b.id.clone(),
            value: attack.value,
            megacredits,
        });
        if megacredits >= set.start.win_megacredits {
            s.end = Some(GameEnd::Won);
            n.say(|| Step::Won { megacredits });
            return Ok(());
        }
        bounty_done(s, n);
    } else {
        let card = draw_one(set, s, draws, || DrawFor::CombatDamage)?;
        if let Some(d) = damage_from::<N>(set, s, draws, card)? {
            n.push(Step::CombatDamage(d));
        }
        if check_crew(s, n) {
            return Ok(());
        }
        if let Phase::Combat { rounds, .. } = &mut s.phase {
            *rounds = rounds.saturating_add(1);
        }
    }
    Ok(())
}
