//! Numbering positions like the seed: per size, an arrangement is where the
//! mover's and the opponent's pieces of that size stand (at most `per_size`
//! each, never two on one square); a position is three arrangements.
//!
//! The seed does not say in which order it lists arrangements, so ours is
//! documented instead: arrangements are numbered in increasing order of
//! their 18-bit value `mover_mask | opponent_mask << 9` (bit `row * 3 +
//! column` of a mask is a square; a1 = bit 0), and the seed index is
//! `(rank(large) * A + rank(medium)) * A + rank(small)` with `A` the number
//! of arrangements (1423 in the real game). Counts over the index space do not
//! depend on the order.

use super::board::{Position, Size, Variant};

/// The arrangements of one size, and their ranks.
#[derive(Clone, Debug)]
pub struct Arrangements {
    /// Every arrangement, in rank order.
    list: Vec<u32>,
    /// `rank[arrangement]`, or `u16::MAX` for an 18-bit value that is not an
    /// arrangement of the variant.
    rank: Vec<u16>,
}

impl Arrangements {
    pub fn new(variant: Variant) -> Arrangements {
        let per_size = variant.per_size() as u32;
        let mut rank = vec![u16::MAX; 1 << 18];
        let list: Vec<u32> = (0..1u32 << 18)
            .filter(|&value| {
                let (mover, opponent) = (value & 0x1FF, value >> 9);
                mover & opponent == 0
                    && mover.count_ones() <= per_size
                    && opponent.count_ones() <= per_size
            })
            .collect();
        for (index, &value) in list.iter().enumerate() {
            rank[value as usize] = index as u16;
        }
        Arrangements { list, rank }
    }

    /// How many arrangements one size has (1423 in the real game).
    pub fn len(&self) -> usize {
        self.list.len()
    }

    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// The rank of an arrangement; `arrangement` must be one.
    #[inline]
    pub fn rank(&self, arrangement: u32) -> usize {
        self.rank[arrangement as usize] as usize
    }

    #[inline]
    pub fn unrank(&self, rank: usize) -> u32 {
        self.list[rank]
    }

    /// The number of positions in the seed's space: `len()` cubed.
    pub fn space_size(&self) -> u64 {
        (self.len() as u64).pow(3)
    }

    /// The seed-space index of a position of this variant.
    pub fn seed_index(&self, position: Position) -> u64 {
        let a = self.len() as u64;
        let [small, medium, large] =
            Size::ALL.map(|size| self.rank(position.arrangement(size)) as u64);
        (large * a + medium) * a + small
    }

    /// The position with a given seed-space index, if the index is in range.
    pub fn position(&self, index: u64) -> Option<Position> {
        let a = self.len() as u64;
        if index >= self.space_size() {
            return None;
        }
        let arrangement = |rank: u64| self.unrank(rank as usize);
        Some(Position::from_arrangements(
            arrangement(index % a),
            arrangement(index / a % a),
            arrangement(index / (a * a)),
        ))
    }
}
