//! The cards that are tables: the events with the price table, the bounties, the reference.

use super::resource_cards::price_table;
use super::{H, W, cards, frame, fusion_words, line_at, paragraph, wmc_levels};
use crate::games::dnfm::cards::{CardSet, System, event_label};
use crate::games::dnfm::reference::{event_effect, event_rows};
use crate::print::draw::{Align, Rgb, Shape};
use crate::print::fit::size_to_fit;
use crate::t;

pub(super) fn event_table_face(set: &CardSet) -> Vec<Shape> {
    let mut v = frame(&t!("print-dnfm-events-title"));
    let rows = event_rows(set);
    // The rows fill the card down to the price table.
    let (first, last) = (H - 16.5, 31.0);
    let step = match rows.len() {
        0 | 1 => 5.2,
        n => ((first - last) / (n - 1) as f32).min(5.2),
    };
    let mut y = first;
    for (ed, e) in rows {
        let ed = t!("print-dnfm-ed", range = ed);
        v.push(Shape::bold(
            5.5,
            y,
            size_to_fit(&ed, 6.0, true, 16.0),
            ed,
            Align::Left,
        ));
        v.push(line_at(
            22.0,
            y,
            6.0,
            (event_label(&e.name)).to_string(),
            W - 26.0,
        ));
        v.push(line_at(
            7.0,
            y - 2.4,
            4.8,
            (event_effect(e)).to_string(),
            W - 11.0,
        ));
        y -= step;
    }
    v.push(Shape::Line {
        x1: 4.0,
        y1: 27.0,
        x2: W - 4.0,
        y2: 27.0,
        color: Rgb::GREY,
        width: 0.2,
    });
    let y = price_table(set, &mut v, 23.5);
    v.push(line_at(
        5.5,
        y - 3.4,
        4.8,
        t!("print-dnfm-repair-limit"),
        W - 9.5,
    ));
    v
}
pub(super) fn bounties_face(set: &CardSet) -> Vec<Shape> {
    let mut v = frame(&t!("print-dnfm-bounties-title"));
    let mut y = H - 16.0;
    for b in &set.bounty {
        v.push(Shape::bold(
            5.5,
            y,
            6.0,
            format!("{} ({})", b.name, t!("print-dnfm-dl", dl = b.dl)),
            Align::Left,
        ));
        let lines: Vec<String> = b
            .attack
            .iter()
            .map(|a| {
                t!(
                    "print-dnfm-attack-line",
                    cannon = wmc_levels(a.wmc),
                    pattern = a.pattern.words().to_string(),
                    value = a.value
                )
            })
            .collect();
        v.push(line_at(7.0, y - 2.8, 5.2, lines.join("   "), W - 11.0));
        y -= 8.0;
    }
    v
}

pub(super) fn reference_face(set: &CardSet) -> Vec<Shape> {
    let mut v = frame(&t!("print-dnfm-reference-title"));
    let mut y = H - 17.0;
    y = paragraph(&mut v, y, &t!("print-dnfm-reference-turn"), 6.2, 46);
    y = paragraph(&mut v, y, &t!("print-dnfm-reference-cannon"), 6.2, 46) + 1.2;
    let level = |system: System, level: u8, effect: String| {
        t!(
            "print-dnfm-reference-level",
            system = system.label(),
            level = level,
            effect = effect
        )
    };
    for l in &set.wmc_level {
        v.push(line_at(
            5.5,
            y,
            6.0,
            level(System::Wmc, l.level, l.pattern.words().to_string()),
            W - 9.5,
        ));
        y -= 2.8;
    }
    y -= 1.2;
    for l in &set.fusion_level {
        v.push(line_at(
            5.5,
            y,
            6.0,
            level(System::Fusion, l.level, fusion_words(l)),
            W - 9.5,
        ));
        y -= 2.8;
    }
    for l in &set.navcomm_level {
        let draw = t!("print-dnfm-draw", cards = cards(l.cards));
        v.push(line_at(
            5.5,
            y,
            6.0,
            level(System::Navcomm, l.level, draw),
            W - 9.5,
        ));
        y -= 2.8;
    }
    v.push(line_at(
        5.5,
        y - 1.0,
        6.0,
        t!(
            "print-dnfm-reference-crew-check",
            faces = set.crew_check.faces()
        ),
        W - 9.5,
    ));
    v
}
