//! The Event phase: the scan's Event Detection total, the NavComm check that may avoid the
//! event, and the event's effect.

use super::{
    DnfmError, DrawFor, Draws, Narration, damage_from, draw, draw_one, drawn_all, lose_level,
    navcomm_check,
};
use crate::games::dnfm::cards::{CardSet, EventKind};
use crate::games::dnfm::state::{DnfmState, Step};
use crate::words;

pub(super) fn scan_for_events<N: Narration>(
    set: &CardSet,
    s: &mut DnfmState,
    draws: &mut Draws<'_>,
    n: &mut N,
) -> Result<(), DnfmError> {
    let cards = draw(set, s, draws, usize::from(s.moved.max(1)), || {
        DrawFor::EventDetection
    })?;
    let ed: u32 = cards.iter().map(|c| u32::from(c.value())).sum();
    let event = set
        .event_for(ed)
        .ok_or_else(|| DnfmError::Data(Box::new(words!("dnfm-data-no-event", ed = ed))))?;
    n.say(|| Step::EventScan {
        cards: drawn_all(&cards),
        ed,
        event: event.name.clone(),
    });
    if event.kind == EventKind::None {
        return Ok(());
    }
    if navcomm_check(set, s, draws, ed, || DrawFor::EventCheck { needed: ed }, n)? {
        return Ok(());
    }
    match event.kind {
        EventKind::None => {}
        EventKind::Threshold => {
            let card = draw_one(set, s, draws, || DrawFor::Event {
                name: event.name.clone(),
                at_most: Some(event.at_most),
            })?;
            let mut hits = Vec::new();
            if card.value() <= event.at_most {
                for &sys in &event.systems {
                    let hit = lose_level(s, sys);
                    if N::WANTS_STEPS {
                        hits.push(hit);
                    }
                }
            }
            n.say(|| Step::ThresholdEffect {
                event: event.name.clone(),
                card: card.drawn(),
                at_most: event.at_most,
                hits,
            });
        }
        EventKind::Icons => {
            let cards = draw(set, s, draws, usize::from(event.cards), || DrawFor::Event {
                name: event.name.clone(),
                at_most: None,
            })?;
            let mut damage = Vec::new();
            for card in cards.iter() {
                if let Some(d) = damage_from::<N>(set, s, draws, card)? {
                    damage.push(d);
                }
            }
            n.say(|| Step::IconEffect {
                event: event.name.clone(),
                damage,
            });
        }
        EventKind::Counterplot => {
            s.extra_bounties += 1;
            n.say(|| Step::Counterplot);
        }
    }
    Ok(())
}
