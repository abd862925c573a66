//! The last few empties, where the table and move lists cost more than
//! they save: moves are tried in parity order straight from the empty
//! squares, and from four empties on one solver per count works on a fixed
//! array of squares.

use super::search::{Search, INFINITY};
use crate::board::moves::{flips, last_flip_count, NEIGHBOURS};

/// The flips of a move, skipping the rays when no opponent disc touches
/// the square (the move is then illegal): most empties near the end.
#[inline(always)]
fn flips_near(player: u64, opponent: u64, square: u8) -> u64 {
    if NEIGHBOURS[square as usize] & opponent == 0 {
        0
    } else {
        flips(player, opponent, square)
    }
}

impl Search<'_, '_> {
    /// One empty square left: whoever can play it does, else the game ends.
    /// On a full board only the number of flipped discs matters, so it is
    /// counted by line tables without making the flips.
    #[inline]
    fn last_move(&mut self, player: u64, opponent: u64, square: u8) -> i32 {
        self.nodes += 1;
        let mine = player.count_ones() as i32;
        let flipped = last_flip_count(player, square) as i32;
        if flipped != 0 {
            return 2 * (mine + flipped + 1) - self.squares;
        }
        let flipped = last_flip_count(opponent, square) as i32;
        if flipped != 0 {
            return 2 * (mine - flipped) - self.squares;
        }
        self.final_score(player, opponent)
    }

    /// Two empties, `first` tried first. `passed`: the other side has just
    /// passed, so a second pass ends the game.
    #[inline]
    fn two(
        &mut self,
        player: u64,
        opponent: u64,
        beta: i32,
        first: u8,
        second: u8,
        passed: bool,
    ) -> i32 {
        self.nodes += 1;
        let mut best = -INFINITY;
        let flipped = flips_near(player, opponent, first);
        if flipped != 0 {
            best = -self.last_move(opponent ^ flipped, player | flipped | 1 << first, second);
            if best >= beta {
                return best;
            }
        }
        let flipped = flips_near(player, opponent, second);
        if flipped != 0 {
            return best.max(-self.last_move(
                opponent ^ flipped,
                player | flipped | 1 << second,
                first,
            ));
        }
        if best > -INFINITY {
            best
        } else if passed {
            self.final_score(player, opponent)
        } else {
            -self.two(opponent, player, INFINITY, first, second, true)
        }
    }

    /// Three empties, tried in the given order.
    fn three(
        &mut self,
        player: u64,
        opponent: u64,
        mut alpha: i32,
        beta: i32,
        squares: [u8; 3],
        passed: bool,
    ) -> i32 {
        self.nodes += 1;
        let mut best = -INFINITY;
        for (index, &square) in squares.iter().enumerate() {
            let flipped = flips_near(player, opponent, square);
            if flipped == 0 {
                continue;
            }
            // The other two keep their order.
            let (first, second) = match index {
                0 => (squares[1], squares[2]),
                1 => (squares[0], squares[2]),
                _ => (squares[0], squares[1]),
            };
            let value = -self.two(
                opponent ^ flipped,
                player | flipped | 1 << square,
                -alpha,
                first,
                second,
                false,
            );
            if raise(&mut best, &mut alpha, value, beta) {
                return best;
            }
        }
        if best > -INFINITY {
            best
        } else if passed {
            self.final_score(player, opponent)
        } else {
            -self.three(opponent, player, -beta, -alpha, squares, true)
        }
    }

    /// At most four empties: the squares in odd quadrants first (parity),
    /// then one specialised solver per count, without a table or move list.
    fn last_four(&mut self, player: u64, opponent: u64, alpha: i32, beta: i32, empty: u64) -> i32 {
        let odd = self.odd_regions(empty);
        let mut squares = [0u8; 4];
        let mut count = 0;
        for mut group in [empty & odd, empty & !odd] {
            while group != 0 {
                squares[count] = group.trailing_zeros() as u8;
                group &= group - 1;
                count += 1;
            }
        }
        match count {
            0 => {
                self.nodes += 1;
                self.final_score(player, opponent)
            }
            1 => self.last_move(player, opponent, squares[0]),
            2 => self.two(player, opponent, beta, squares[0], squares[1], false),
            3 => self.three(
                player,
                opponent,
                alpha,
                beta,
                [squares[0], squares[1], squares[2]],
                false,
            ),
            _ => self.four(player, opponent, alpha, beta, squares, false),
        }
    }

    /// Four empties, tried in the given order.
    fn four(
        &mut self,
        player: u64,
        opponent: u64,
        mut alpha: i32,
        beta: i32,
        squares: [u8; 4],
        passed: bool,
    ) -> i32 {
        self.nodes += 1;
        let mut best = -INFINITY;
        for (index, &square) in squares.iter().enumerate() {
            let flipped = flips_near(player, opponent, square);
            if flipped == 0 {
                continue;
            }
            let mut rest = [0u8; 3];
            let mut filled = 0;
            for (other, &remaining) in squares.iter().enumerate() {
                if other != index {
                    rest[filled] = remaining;
                    filled += 1;
                }
            }
            let value = -self.three(
                opponent ^ flipped,
                player | flipped | 1 << square,
                -beta,
                -alpha,
                rest,
                false,
            );
            if raise(&mut best, &mut alpha, value, beta) {
                return best;
            }
        }
        if best > -INFINITY {
            best
        } else if passed {
            self.final_score(player, opponent)
        } else {
            -self.four(opponent, player, -beta, -alpha, squares, true)
        }
    }

    /// Empties in quadrants holding an odd number of them: playing there
    /// tends to leave the opponent the worse parity, so try them first.
    #[inline]
    fn odd_regions(&self, empty: u64) -> u64 {
        self.quadrants.iter().fold(0, |odd, &quadrant| {
            let mine = empty & quadrant;
            odd | mine & ((mine.count_ones() & 1) as u64).wrapping_neg()
        })
    }

    pub(super) fn shallow(
        &mut self,
        player: u64,
        opponent: u64,
        mut alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32 {
        let empty = self.mask & !(player | opponent);
        // Stability cutoff, as in the deeper search.
        if let Some(cap) = self.stability_cap(player, opponent, alpha) {
            if cap <= alpha {
                return cap;
            }
        }
        if empty.count_ones() <= 4 {
            return self.last_four(player, opponent, alpha, beta, empty);
        }
        self.nodes += 1;
        let odd = self.odd_regions(empty);
        let mut best = -INFINITY;
        // Odd regions first; within each, corners first and the squares next
        // to corners (which give corners away) last.
        let (corners, next_to_corners) = (self.corners, self.next_to_corners);
        let rest = !(corners | next_to_corners);
        for mut group in [
            empty & odd & corners,
            empty & odd & rest,
            empty & odd & next_to_corners,
            empty & !odd & corners,
            empty & !odd & rest,
            empty & !odd & next_to_corners,
        ] {
            while group != 0 {
                let square = group.trailing_zeros() as u8;
                group &= group - 1;
                let flipped = flips_near(player, opponent, square);
                if flipped == 0 {
                    continue;
                }
                let value = -self.shallow(
                    opponent ^ flipped,
                    player | flipped | 1 << square,
                    -beta,
                    -alpha,
                    false,
                );
                if raise(&mut best, &mut alpha, value, beta) {
                    return best;
                }
            }
        }
        if best > -INFINITY {
            best
        } else if passed {
            // Neither side can move: undo the pass and score the game.
            -self.final_score(opponent, player)
        } else {
            -self.shallow(opponent, player, -beta, -alpha, true)
        }
    }
}

/// Raises `best`, and `alpha` with it, to `value`; true when the value
/// reaches `beta` (a fail-soft cutoff): the step after every child of the
/// leaf searches.
#[inline(always)]
fn raise(best: &mut i32, alpha: &mut i32, value: i32, beta: i32) -> bool {
    if value > *best {
        *best = value;
        if value > *alpha {
            *alpha = value;
            return value >= beta;
        }
    }
    false
}
