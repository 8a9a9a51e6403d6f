//! Where each tab of a game screen was scrolled to. iced keeps a scrollable's offset by its
//! place in the widget tree, so every tab would inherit the last one's; each tab's scrollable
//! gets an id of its own, its offset is noted as it scrolls, and switching to it puts it back.
//! A screen just opened starts at the top (the phase stepper), whatever was scrolled before.

use iced::Task;
use iced::widget::Id;
use iced::widget::operation::{AbsoluteOffset, scroll_to};
use std::collections::HashMap;
use std::hash::Hash;

#[derive(Debug, Clone)]
pub struct ScrollMemory<T> {
    offsets: HashMap<T, AbsoluteOffset>,
}

impl<T> Default for ScrollMemory<T> {
    fn default() -> Self {
        ScrollMemory {
            offsets: HashMap::new(),
        }
    }
}

impl<T: Copy + Eq + Hash> ScrollMemory<T> {
    /// Notes where `tab` is scrolled to (its scrollable's `on_scroll`).
    pub fn remember(&mut self, tab: T, offset: AbsoluteOffset) {
        self.offsets.insert(tab, offset);
    }

    /// Where `tab` was left (the top if it never scrolled).
    pub fn offset(&self, tab: T) -> AbsoluteOffset {
        self.offsets
            .get(&tab)
            .copied()
            .unwrap_or(AbsoluteOffset { x: 0.0, y: 0.0 })
    }

    /// Puts the scrollable `id` (the tab's) back where `tab` was left.
    pub fn restore<M: Send + 'static>(&self, tab: T, id: &'static str) -> Task<M> {
        let o = self.offset(tab);
        scroll_to(
            Id::from(id),
            AbsoluteOffset {
                x: Some(o.x),
                y: Some(o.y),
            },
        )
    }
}

/// Scrolls `id` to its top (a screen just opened).
pub fn to_top<M: Send + 'static>(id: &'static str) -> Task<M> {
    scroll_to(
        Id::from(id),
        AbsoluteOffset {
            x: Some(0.0),
            y: Some(0.0),
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_tab_keeps_its_own_offset() {
        let mut m = ScrollMemory::default();
        m.remember(1, AbsoluteOffset { x: 0.0, y: 300.0 });
        m.remember(2, AbsoluteOffset { x: 0.0, y: 40.0 });
        m.remember(1, AbsoluteOffset { x: 0.0, y: 120.0 });
        assert_eq!(m.offset(1).y, 120.0);
        assert_eq!(m.offset(2).y, 40.0);
        assert_eq!(m.offset(3).y, 0.0, "a tab never scrolled is at the top");
    }
}
