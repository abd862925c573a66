//! The strong player's evaluation of a position, for the side to move, in
//! hundredths of a disc: hand-set weights on the classic features
//! (mobility, potential mobility, corners and the squares next to them,
//! stable discs, parity). Any board size works: the geometry is derived
//! from the size's square mask.

use crate::board::{dilate, Board, Size, Square, Stability};

/// One disc of final margin, in evaluation units.
pub const DISC: i32 = 100;

// Weights, in hundredths of a disc.
const MOBILITY: i32 = 70;
const POTENTIAL_MOBILITY: i32 = 25;
const CORNER: i32 = 800;
const X_SQUARE: i32 = 300;
const C_SQUARE: i32 = 100;
const STABLE: i32 = 120;
const PARITY: i32 = 150;
/// From this many empties down, parity and the disc count start to count.
const LATE: u32 = 20;

/// The squares of one size that the features single out.
#[derive(Clone, Debug)]
pub struct Geometry {
    mask: u64,
    corners: u64,
    /// For each corner: its diagonal neighbour (X-square) and its two
    /// edge neighbours (C-squares).
    corner_zones: [(u64, u64, u64); 4],
}

impl Geometry {
    pub fn new(size: Size) -> Geometry {
        let mask = size.mask().0;
        let last = size.side() - 1;
        let at = |col: u8, row: u8| Square::new(col, row).bitboard().0;
        let corner_zones = [
            (0, 0, 1i8, 1i8),
            (last, 0, -1, 1),
            (0, last, 1, -1),
            (last, last, -1, -1),
        ]
        .map(|(col, row, dc, dr)| {
            let (inner_col, inner_row) = ((col as i8 + dc) as u8, (row as i8 + dr) as u8);
            (
                at(col, row),
                at(inner_col, inner_row),
                at(inner_col, row) | at(col, inner_row),
            )
        });
        let corners = corner_zones.iter().fold(0, |all, zone| all | zone.0);
        Geometry {
            mask,
            corners,
            corner_zones,
        }
    }

    /// The score of `board` for its side to move (the game is not over).
    pub fn evaluate(&self, board: &Board) -> i32 {
        let (me, them) = (board.player().0, board.opponent().0);
        let empty = !(me | them) & self.mask;
        let my_moves = board.legal_moves().count() as i32;
        let their_moves = board.opponent_moves().count() as i32;
        let my_potential = (dilate(them) & empty).count_ones() as i32;
        let their_potential = (dilate(me) & empty).count_ones() as i32;
        let mut score = MOBILITY * (my_moves - their_moves)
            + POTENTIAL_MOBILITY * (my_potential - their_potential);

        score += CORNER
            * ((me & self.corners).count_ones() as i32 - (them & self.corners).count_ones() as i32);
        for &(corner, x_square, c_squares) in &self.corner_zones {
            if empty & corner != 0 {
                score -= X_SQUARE * (bits_in(me, x_square) - bits_in(them, x_square));
                score -= C_SQUARE * (bits_in(me, c_squares) - bits_in(them, c_squares));
            }
        }
        // Before any corner is taken there are (almost always) no stable discs.
        if (me | them) & self.corners != 0 {
            let stability = Stability::new(me | them, self.mask);
            score += STABLE
                * (stability.stable(me).count_ones() as i32
                    - stability.stable(them).count_ones() as i32);
        }
        let empties = empty.count_ones();
        if empties <= LATE {
            // With an odd number of empties the mover expects the last move.
            score += if empties % 2 == 1 { PARITY } else { -PARITY };
            score += (LATE - empties) as i32 * (me.count_ones() as i32 - them.count_ones() as i32);
        }
        score
    }
}

fn bits_in(discs: u64, squares: u64) -> i32 {
    (discs & squares).count_ones() as i32
}

/// A quick guess of how good a move is, to search good moves first:
/// corners first, squares beside empty corners last, and otherwise moves
/// that leave the opponent few replies.
pub fn move_order_score(geometry: &Geometry, board: &Board, square: Square, after: &Board) -> i32 {
    let bit = square.bitboard().0;
    let empty = board.empty().0;
    let mut score = -16 * after.legal_moves().count() as i32;
    if bit & geometry.corners != 0 {
        score += 200;
    }
    for &(corner, x_square, c_squares) in &geometry.corner_zones {
        if empty & corner != 0 {
            if bit & x_square != 0 {
                score -= 100;
            } else if bit & c_squares != 0 {
                score -= 30;
            }
        }
    }
    // Empties next to the move, the move's own square aside.
    score - 4 * (dilate(bit) & after.empty().0).count_ones() as i32
}
