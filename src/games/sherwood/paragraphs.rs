//! The paragraph numbers the rulebook has. Their effects (in our words) and the reader
//! come with the game-state work; the tables only need to know which numbers exist.

const RANGES: [(u16, u16); 10] = [
    (10, 14),
    (20, 21),
    (30, 34),
    (40, 44),
    (50, 72),
    (99, 117),
    (150, 150),
    (200, 204),
    (300, 304),
    (400, 405),
];

pub fn exists(number: u16) -> bool {
    RANGES.iter().any(|&(lo, hi)| (lo..=hi).contains(&number))
}

pub fn all() -> impl Iterator<Item = u16> {
    RANGES.iter().flat_map(|&(lo, hi)| lo..=hi)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rulebook_numbers() {
        assert_eq!(all().count(), 5 + 2 + 5 + 5 + 23 + 19 + 1 + 5 + 5 + 6);
        assert!(exists(150) && exists(99) && exists(72) && exists(405));
        assert!(!exists(0) && !exists(15) && !exists(118) && !exists(406));
    }
}
