//! Stable discs: discs that no sequence of moves can flip. A disc is stable
//! when, on each of the four lines through it, the line is full or a
//! neighbour on the line is a stable disc of its colour or the board's edge.
//! The least fixed point of that rule is an under-estimate, which is all its
//! users need: the solver's bound (the opponent ends with at least its
//! stable discs) and the players' evaluation.

use super::Direction;

/// One line through a square, as its direction raising the square index:
/// that step and the squares with a neighbour ahead (up the index) and
/// behind along it. Every line is then shifted by the same code with its
/// own constants, which lets the compiler do all four in one vector.
struct Line {
    step: u32,
    has_ahead: u64,
    has_behind: u64,
}

impl Line {
    const fn new(direction: Direction) -> Line {
        Line {
            step: direction.index_step() as u32,
            has_ahead: !direction.frame_edge(),
            has_behind: !direction.opposite().frame_edge(),
        }
    }

    /// The squares whose neighbour ahead is in `bits`.
    #[inline(always)]
    fn ahead_in(&self, bits: u64) -> u64 {
        bits >> self.step & self.has_ahead
    }

    /// The squares whose neighbour behind is in `bits`.
    #[inline(always)]
    fn behind_in(&self, bits: u64) -> u64 {
        bits << self.step & self.has_behind
    }

    /// Squares of `filled` whose whole line is filled.
    #[inline(always)]
    fn full(&self, filled: u64) -> u64 {
        // Filled squares with a filled run to the edge one way, then the
        // other: each step extends the runs by one square, 7 steps cross
        // the frame.
        let mut ahead = filled;
        let mut behind = filled;
        for _ in 0..7 {
            ahead = filled & (self.ahead_in(ahead) | !self.has_ahead);
            behind = filled & (self.behind_in(behind) | !self.has_behind);
        }
        ahead & behind
    }
}

const LINES: [Line; 4] = [
    Line::new(Direction::East),
    Line::new(Direction::South),
    Line::new(Direction::SouthEast),
    Line::new(Direction::SouthWest),
];

/// What one position fixes for both sides' stable discs: per line, the
/// squares that need no stable neighbour along it to be stable.
pub struct Stability {
    settled: [u64; 4],
}

impl Stability {
    /// For a position with `occupied` squares on the board `mask` (squares
    /// outside it are walls, like the frame's edge).
    #[inline]
    pub fn new(occupied: u64, mask: u64) -> Stability {
        let walls = !mask;
        let filled = occupied | walls;
        // A full line, or a wall or the frame's edge next to the square.
        let settled = |line: &Line| {
            line.full(filled)
                | !line.has_ahead
                | !line.has_behind
                | line.ahead_in(walls)
                | line.behind_in(walls)
        };
        Stability {
            settled: [
                settled(&LINES[0]),
                settled(&LINES[1]),
                settled(&LINES[2]),
                settled(&LINES[3]),
            ],
        }
    }

    /// The stable discs among `discs` (one side's).
    #[inline]
    pub fn stable(&self, discs: u64) -> u64 {
        let mut stable = 0u64;
        loop {
            let mut next = discs;
            for (line, settled) in LINES.iter().zip(self.settled) {
                next &= settled | line.ahead_in(stable) | line.behind_in(stable);
            }
            if next == stable {
                return stable;
            }
            stable = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stable_discs(discs: u64, occupied: u64, mask: u64) -> u64 {
        Stability::new(occupied, mask).stable(discs)
    }

    #[test]
    fn corners_and_their_edges_are_stable_and_inner_discs_are_not() {
        // Black on a1, b1, c1 and d4 of an otherwise empty 8x8 board.
        let discs = 0b111 | 1 << 27;
        assert_eq!(stable_discs(discs, discs, !0), 0b111);
    }

    #[test]
    fn a_full_board_is_all_stable() {
        let discs = 0x0f0f_0f0f_0f0f_0f0f;
        assert_eq!(stable_discs(discs, !0, !0), discs);
    }

    #[test]
    fn small_board_edges_are_walls() {
        // 4x4 board: a disc on d1 (its top-right corner) is stable.
        let mask = 0x0f0f_0f0f;
        assert_eq!(stable_discs(1 << 3, 1 << 3, mask), 1 << 3);
        assert_eq!(stable_discs(1 << 9, 1 << 9, mask), 0);
    }
}
