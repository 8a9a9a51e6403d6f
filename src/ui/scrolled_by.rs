//! Where a widget lies on the screen, for an operation that walks the widget tree: the
//! offsets of the scrollables around it, added up on the way down.

use iced::Vector;

/// How far the scrollables around the widget an operation visits are scrolled, kept as the
/// operation goes down the tree: a scrollable reports its offset, then its content is
/// visited (between [`ScrolledBy::enter`] and [`ScrolledBy::leave`]).
#[derive(Debug, Default)]
pub struct ScrolledBy {
    /// The scrollables around the widget being visited, in all.
    around: Vector,
    /// The last scrollable's own offset: its content, visited next, lies that much further.
    next: Vector,
}

impl ScrolledBy {
    pub fn around(&self) -> Vector {
        self.around
    }

    pub fn scrollable(&mut self, translation: Vector) {
        self.next = translation;
    }

    /// Going into a widget's children; returns what to give [`ScrolledBy::leave`].
    pub fn enter(&mut self) -> Vector {
        let outside = self.around;
        self.around += std::mem::replace(&mut self.next, Vector::ZERO);
        outside
    }

    pub fn leave(&mut self, outside: Vector) {
        self.around = outside;
    }
}
