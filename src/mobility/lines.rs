//! The 8 directions of the board as whole-bitboard shifts, with the wrap
//! from one edge column to the other masked off.

/// A step to a neighbouring square: bit shift and the columns a disc may
/// come from without wrapping.
#[derive(Clone, Copy)]
pub struct Direction {
    /// Positive: towards higher bit indices (right / down).
    delta: i8,
    /// Source squares that stay on the board after the step.
    from: u64,
}

const NOT_COL_A: u64 = 0xfefe_fefe_fefe_fefe;
const NOT_COL_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;

/// Right, down-right, down, down-left, then their opposites.
pub const DIRECTIONS: [Direction; 8] = [
    Direction {
        delta: 1,
        from: NOT_COL_H,
    },
    Direction {
        delta: 9,
        from: NOT_COL_H,
    },
    Direction { delta: 8, from: !0 },
    Direction {
        delta: 7,
        from: NOT_COL_A,
    },
    Direction {
        delta: -1,
        from: NOT_COL_A,
    },
    Direction {
        delta: -9,
        from: NOT_COL_A,
    },
    Direction {
        delta: -8,
        from: !0,
    },
    Direction {
        delta: -7,
        from: NOT_COL_H,
    },
];

impl Direction {
    /// Every square of `bits` moved one step (those falling off vanish).
    #[inline(always)]
    pub fn step(self, bits: u64) -> u64 {
        let bits = bits & self.from;
        if self.delta > 0 {
            bits << self.delta
        } else {
            bits >> -self.delta
        }
    }

    pub fn opposite(self) -> Direction {
        DIRECTIONS
            .iter()
            .copied()
            .find(|d| d.delta == -self.delta)
            .expect("directions come in pairs")
    }

    /// The neighbour of square index `square`, if on the 8x8 frame.
    pub fn neighbour(self, square: u8) -> Option<u8> {
        let moved = self.step(1u64 << square);
        (moved != 0).then(|| moved.trailing_zeros() as u8)
    }
}

/// Squares next to (8-way) some square of `bits`.
#[inline]
pub fn neighbours(bits: u64) -> u64 {
    DIRECTIONS.iter().fold(0, |acc, d| acc | d.step(bits))
}
