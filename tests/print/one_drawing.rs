//! One drawing for paper and screen: the Dice Card the app draws is the kit's own display
//! list for that face (the list the PDF is made from), turned as the card lies on the table.

use pnp_companion::engine::deck::{Orientation, Side};
use pnp_companion::games::dnfm::cards::CardSet;
use pnp_companion::games::dnfm::state::Drawn;
use pnp_companion::print::dnfm::{CARD, every_card, face};
use pnp_companion::print::draw::Shape;
use pnp_companion::ui::widgets::dice_card_drawing;

#[test]
fn the_card_on_screen_is_the_card_in_the_kit() {
    let set = CardSet::builtin().unwrap();
    // What the PDF renderer is given: each card's front and back.
    let kit: Vec<Vec<Shape>> = every_card(set)
        .into_iter()
        .flat_map(|(front, back)| [front, back])
        .collect();
    for card in 1..=6u8 {
        for orientation in Orientation::ALL {
            let drawn = Drawn {
                card,
                orientation,
                value: 1,
                icons: Vec::new(),
                bounty: String::new(),
            };
            let on_screen = dice_card_drawing(set, &drawn);
            assert_eq!(on_screen.size, CARD);
            let side = if orientation.side == Side::A {
                "a"
            } else {
                "b"
            };
            let printed = face(set, &format!("dice:{card}:{side}"));
            assert!(
                kit.contains(&printed),
                "dice card {card}{side} is in the kit as drawn here"
            );
            let expected = if orientation.rotated {
                vec![Shape::Turned(printed)]
            } else {
                printed
            };
            assert_eq!(on_screen.shapes, expected, "card {card} {orientation:?}");
        }
    }
}

#[test]
fn the_sides_and_turns_give_four_different_pictures() {
    let set = CardSet::builtin().unwrap();
    let pictures: Vec<Vec<Shape>> = Orientation::ALL
        .into_iter()
        .map(|orientation| {
            dice_card_drawing(
                set,
                &Drawn {
                    card: 3,
                    orientation,
                    value: 1,
                    icons: Vec::new(),
                    bounty: String::new(),
                },
            )
            .shapes
        })
        .collect();
    for (i, a) in pictures.iter().enumerate() {
        for b in pictures.iter().skip(i + 1) {
            assert_ne!(a, b);
        }
    }
}

#[test]
fn the_ship_panel_badges_are_the_cards_damage_icons() {
    use pnp_companion::games::dnfm::cards::System;
    use pnp_companion::print::dnfm::system_icon;
    let set = CardSet::builtin().unwrap();
    // Every badge drawn beside a system is one the printed Dice Cards carry (moved).
    let cards: Vec<Shape> = (1..=6u8)
        .flat_map(|n| {
            [
                face(set, &format!("dice:{n}:a")),
                face(set, &format!("dice:{n}:b")),
            ]
        })
        .flatten()
        .collect();
    let label_of = |shapes: &[Shape]| {
        shapes.iter().find_map(|s| match s {
            Shape::Text { text, .. } => Some(text.clone()),
            _ => None,
        })
    };
    for system in [System::Crew, System::Wmc, System::Fusion, System::Navcomm] {
        let badge = system_icon(system);
        let label = label_of(&badge).unwrap();
        let Shape::Circle { fill, .. } = &badge[0] else {
            panic!("a badge is a circle")
        };
        assert!(
            cards
                .iter()
                .any(|s| matches!(s, Shape::Circle { fill: f, .. } if f == fill)),
            "{system:?}: its colour is on the cards"
        );
        assert!(
            cards
                .iter()
                .any(|s| matches!(s, Shape::Text { text, .. } if *text == label)),
            "{system:?}: its letter {label} is on the cards"
        );
    }
}

/// The resource card shown for a system is the kit's card, turned so the edge of the level
/// the ship has now is at the bottom (each edge is drawn a quarter turn from the last).
#[test]
fn a_resource_card_lies_with_the_current_level_at_the_bottom() {
    use pnp_companion::games::dnfm::cards::System;
    use pnp_companion::print::dnfm::resource_at;
    let set = CardSet::builtin().unwrap();
    let bottom_label = |shapes: &[Shape], quarters: u8| -> Option<String> {
        shapes.iter().find_map(|s| match s {
            Shape::Rotated(deg, edge) if (*deg - 90.0 * f32::from(quarters)).abs() < 0.01 => {
                edge.iter().find_map(|e| match e {
                    Shape::Text { text, .. } if text.starts_with("level ") => Some(text.clone()),
                    _ => None,
                })
            }
            _ => None,
        })
    };
    let kit: Vec<Vec<Shape>> = every_card(set)
        .into_iter()
        .flat_map(|(front, back)| [front, back])
        .collect();
    for (sys, levels) in [
        (System::Crew, 1..=8u8),
        (System::Wmc, 1..=4),
        (System::Fusion, 1..=4),
        (System::Navcomm, 1..=4),
    ] {
        let mut turns = Vec::new();
        for level in levels {
            let (shapes, quarters) =
                resource_at(set, sys, level).unwrap_or_else(|| panic!("{sys:?} {level}"));
            assert!(kit.contains(&shapes), "{sys:?}: the kit's own card");
            assert_eq!(
                bottom_label(&shapes, quarters),
                Some(format!("level {level}")),
                "{sys:?} at level {level}"
            );
            turns.push(quarters);
        }
        // Four levels to a card: every quarter turn is used once per card.
        for card in turns.chunks(4) {
            let mut c = card.to_vec();
            c.sort_unstable();
            assert_eq!(c, [0, 1, 2, 3], "{sys:?}");
        }
    }
    assert!(
        resource_at(set, System::Crew, 0).is_none(),
        "no edge shows 0 crew"
    );
}
