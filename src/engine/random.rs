//! The one seeded random source every random event goes through.
//!
//! ChaCha8 is portable and fast; the seed and the position in its stream are enough to
//! resume or replay a game exactly.
//!
//! Every share link, seeded replay and record line depends on a seed giving the same values
//! for years, so nothing between the ChaCha8 word stream and a die is left to a crate that
//! may change it: the seed is spread into ChaCha's key by a PCG32 of our own, and a value in
//! a range is taken from the stream's 32-bit words by our own sampling (a widening multiply,
//! with one more word where the first could be biased). These are the very methods `rand`
//! 0.10 used, so no game made before changes; `tests/rules/seeds.rs` pins the values.

use rand::Rng;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone)]
pub struct GameRng {
    seed: u64,
    inner: ChaCha8Rng,
}

/// What it takes to recreate a [`GameRng`] at the same point of its stream.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RngState {
    pub seed: u64,
    /// Position in the ChaCha word stream (a decimal string in saves would be friendlier
    /// to other tools, but u128 round-trips through serde_json and TOML as a number).
    pub word_pos: u128,
}

impl GameRng {
    pub fn from_seed(seed: u64) -> Self {
        Self {
            seed,
            inner: ChaCha8Rng::from_seed(key(seed)),
        }
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn state(&self) -> RngState {
        RngState {
            seed: self.seed,
            word_pos: self.inner.get_word_pos(),
        }
    }

    pub fn from_state(state: RngState) -> Self {
        let mut rng = Self::from_seed(state.seed);
        rng.inner.set_word_pos(state.word_pos);
        rng
    }

    /// A uniform integer in `low..=high`. `low > high` is a caller bug and yields `low`.
    pub fn between(&mut self, low: u32, high: u32) -> u32 {
        if low >= high {
            return low;
        }
        // The whole of u32 is 2^32 values: every word is one.
        match (high - low).checked_add(1) {
            Some(range) => low + self.below(range),
            None => self.inner.next_u32(),
        }
    }

    /// A uniform index below `len` (0 when `len` is 0).
    pub fn index(&mut self, len: usize) -> usize {
        if len <= 1 {
            return 0;
        }
        // No list of this app's comes near 2^32 entries; a longer one is drawn from its
        // first 2^32 (the same on 32- and 64-bit machines).
        let range = u32::try_from(len).unwrap_or(u32::MAX);
        self.below(range) as usize
    }

    /// A value below `range` (at least 1): the high half of a word times `range`; where the
    /// low half says the result could be biased, the next word's high half is added to it
    /// and carries one into the result when it overflows.
    fn below(&mut self, range: u32) -> u32 {
        let wide = u64::from(self.inner.next_u32()) * u64::from(range);
        let (result, low) = ((wide >> 32) as u32, wide as u32);
        if low <= range.wrapping_neg() {
            return result;
        }
        let next = ((u64::from(self.inner.next_u32()) * u64::from(range)) >> 32) as u32;
        result + u32::from(low.checked_add(next).is_none())
    }
}

/// ChaCha's 32-byte key from a 64-bit seed: eight words of a PCG32 (LCG multiplier
/// 6364136223846793005, increment 11634580027462260723; XSH-RR output), each little-endian.
fn key(mut state: u64) -> [u8; 32] {
    let mut key = [0u8; 32];
    for chunk in key.chunks_exact_mut(4) {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(11_634_580_027_462_260_723);
        let xorshifted = (((state >> 18) ^ state) >> 27) as u32;
        let word = xorshifted.rotate_right((state >> 59) as u32);
        chunk.copy_from_slice(&word.to_le_bytes());
    }
    key
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream() {
        let mut a = GameRng::from_seed(42);
        let mut b = GameRng::from_seed(42);
        let xs: Vec<u32> = (0..50).map(|_| a.between(1, 10)).collect();
        let ys: Vec<u32> = (0..50).map(|_| b.between(1, 10)).collect();
        assert_eq!(xs, ys);
        let mut c = GameRng::from_seed(43);
        let zs: Vec<u32> = (0..50).map(|_| c.between(1, 10)).collect();
        assert_ne!(xs, zs);
    }

    #[test]
    fn state_resumes_the_stream() {
        let mut a = GameRng::from_seed(7);
        for _ in 0..13 {
            a.between(1, 10);
        }
        let mut resumed = GameRng::from_state(a.state());
        let rest_a: Vec<u32> = (0..20).map(|_| a.between(1, 10)).collect();
        let rest_b: Vec<u32> = (0..20).map(|_| resumed.between(1, 10)).collect();
        assert_eq!(rest_a, rest_b);
        assert_eq!(resumed.seed(), 7);
    }

    #[test]
    fn degenerate_ranges_do_not_panic() {
        let mut rng = GameRng::from_seed(1);
        assert_eq!(rng.between(5, 5), 5);
        assert_eq!(rng.between(6, 2), 6);
        assert_eq!(rng.index(0), 0);
        assert_eq!(rng.index(1), 0);
    }
}
