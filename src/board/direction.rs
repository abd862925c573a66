//! The eight directions of the 8x8 frame, and a whole bitboard moved one
//! step along them. Bit `row * 8 + col` puts the next column one bit up and
//! the next row eight bits up; a sideways or diagonal shift would carry
//! column h into column a of the next row (or back), so the squares that
//! would wrap are dropped before the shift.

use super::{Bitboard, Square};

const COLUMN_A: u64 = 0x0101_0101_0101_0101;
const COLUMN_H: u64 = 0x8080_8080_8080_8080;

/// A step to a neighbouring square. Row 1 is the top row, so south is
/// down the board, towards higher rows.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Direction {
    East,
    SouthEast,
    South,
    SouthWest,
    West,
    NorthWest,
    North,
    NorthEast,
}

impl Direction {
    /// The first four raise the square index, and each is the opposite of
    /// the one four places on: `ALL[..4]` holds one direction of each line.
    pub const ALL: [Direction; 8] = [
        Direction::East,
        Direction::SouthEast,
        Direction::South,
        Direction::SouthWest,
        Direction::West,
        Direction::NorthWest,
        Direction::North,
        Direction::NorthEast,
    ];

    /// How much a step changes the square index.
    #[inline(always)]
    pub const fn index_step(self) -> i8 {
        match self {
            Direction::East => 1,
            Direction::SouthEast => 9,
            Direction::South => 8,
            Direction::SouthWest => 7,
            Direction::West => -1,
            Direction::NorthWest => -9,
            Direction::North => -8,
            Direction::NorthEast => -7,
        }
    }

    #[inline(always)]
    pub const fn opposite(self) -> Direction {
        Direction::ALL[(self as usize + 4) % 8]
    }

    /// Every square of `bits` moved one step; squares stepping off the
    /// frame vanish.
    #[inline(always)]
    pub const fn shift(self, bits: u64) -> u64 {
        // Vertical steps lose the top or bottom row by the shift itself.
        let staying = match self {
            Direction::East | Direction::SouthEast | Direction::NorthEast => bits & !COLUMN_H,
            Direction::West | Direction::NorthWest | Direction::SouthWest => bits & !COLUMN_A,
            Direction::South | Direction::North => bits,
        };
        let step = self.index_step();
        if step > 0 {
            staying << step
        } else {
            staying >> -step
        }
    }

    /// The squares of the frame whose neighbour this way is off the frame.
    #[inline(always)]
    pub const fn frame_edge(self) -> u64 {
        !self.opposite().shift(!0)
    }

    /// The square one step from `square`, if it is on the frame.
    pub fn neighbour(self, square: Square) -> Option<Square> {
        Bitboard(self.shift(square.bitboard().0)).first()
    }
}

/// `bits` and every square a king's step from one of them: one sideways
/// step on each row, then one row up and down (four shifts, not eight).
#[inline(always)]
pub const fn dilate(bits: u64) -> u64 {
    let row = bits | Direction::East.shift(bits) | Direction::West.shift(bits);
    row | Direction::South.shift(row) | Direction::North.shift(row)
}
