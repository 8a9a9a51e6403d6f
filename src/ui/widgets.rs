//! Small drawings reused by the screens: a die face with pips, a Dice Card face.

use super::style;
use crate::games::dnfm::cards::System;
use crate::games::dnfm::state::Drawn;
use iced::widget::{column, container, row, text};
use iced::{Element, Length};

/// Which of the 3×3 pip positions a die value fills (row by row).
fn pips(value: u8) -> [bool; 9] {
    match value {
        1 => [false, false, false, false, true, false, false, false, false],
        2 => [true, false, false, false, false, false, false, false, true],
        3 => [true, false, false, false, true, false, false, false, true],
        4 => [true, false, true, false, false, false, true, false, true],
        5 => [true, false, true, false, true, false, true, false, true],
        6 => [true, false, true, true, false, true, true, false, true],
        _ => [false; 9],
    }
}

pub fn die<'a, M: 'a>(value: u8, size: f32) -> Element<'a, M> {
    let p = pips(value);
    let dot = size / 4.0;
    let mut grid = column![].spacing(0);
    for r in 0..3 {
        let mut line = row![].spacing(0);
        for c in 0..3 {
            let on = p.get(r * 3 + c).copied().unwrap_or(false);
            line = line.push(
                container(text(if on { "●" } else { " " }).size(dot))
                    .width(size / 3.0)
                    .center_x(size / 3.0),
            );
        }
        grid = grid.push(line);
    }
    container(grid)
        .width(size)
        .height(size)
        .padding(1)
        .style(style::chip)
        .into()
}

fn icon(s: System) -> &'static str {
    match s {
        System::Crew => "Crew",
        System::Wmc => "WMC",
        System::Fusion => "Fusion",
        System::Navcomm => "NavComm",
    }
}

/// A Dice Card as drawn: the die in the upper left, damage icons in the upper right, the
/// bounty below.
pub fn dice_card<'a, M: 'a>(d: &Drawn, bounty_name: String) -> Element<'a, M> {
    let icons: Vec<&str> = d.icons.iter().map(|s| icon(*s)).collect();
    container(
        column![
            row![
                die(d.value, 30.0),
                text(icons.join(" "))
                    .size(10)
                    .width(Length::Fill)
                    .align_x(iced::Alignment::End)
            ]
            .spacing(4),
            text(bounty_name).size(10),
            text(format!(
                "card {}{}{}",
                d.card,
                if d.orientation.side == crate::engine::deck::Side::A {
                    "A"
                } else {
                    "B"
                },
                if d.orientation.rotated { " turned" } else { "" }
            ))
            .size(9),
        ]
        .spacing(2),
    )
    .padding(4)
    .width(84)
    .style(style::card)
    .into()
}
