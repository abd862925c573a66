//! Moves taken back: the positions one move before a given 8x8 position.
//!
//! The side that just moved put a disc on some square `x` (never a centre
//! square: those hold the start discs) and flipped, in each direction, the
//! `k >= 0` discs next to `x`, which now lie in a run of its colour closed
//! by one more of its discs (the anchor). Taking the move back empties `x`
//! and hands those `k` discs back. A direction may have flipped nothing
//! only if, before the move, it held no run of the other colour closed by
//! a mover's disc, for the move would have flipped it; and some direction
//! flipped. Passes are not taken back: a position whose mover got the turn
//! through a pass has predecessors this does not list.

use super::conditions::centre;
use crate::board::{Bitboard, Board, Direction, Size, Square};

/// Each position from which one move (no pass) leads to `board`, with
/// that move. Empty for sizes other than 8x8.
pub fn predecessors(board: &Board) -> Vec<(Board, Square)> {
    let mut found = Vec::new();
    if board.size() != Size::Eight {
        return found;
    }
    // `mover` made the last move; `waiting` is to move now.
    let (waiting, mover) = (board.player().0, board.opponent().0);
    let previous_side = board.side_to_move().opponent();
    for x in Bitboard(mover & !centre(Size::Eight).0) {
        // Per direction, the sets of discs the move may have flipped there.
        let mut choices: [Vec<u64>; 8] = Default::default();
        let mut possible = true;
        for (direction, options) in Direction::ALL.into_iter().zip(choices.iter_mut()) {
            let ray: Vec<u64> =
                std::iter::successors(direction.neighbour(x), |&q| direction.neighbour(q))
                    .map(|q| q.bitboard().0)
                    .collect();
            let mover_run = ray.iter().take_while(|&&bit| mover & bit != 0).count();
            let waiting_run = ray.iter().take_while(|&&bit| waiting & bit != 0).count();
            let closed_by_mover =
                waiting_run > 0 && ray.get(waiting_run).is_some_and(|&bit| mover & bit != 0);
            if !closed_by_mover {
                options.push(0);
            }
            // Flipping the first k of a run of n mover discs leaves k + 1 as the anchor.
            let mut flipped = 0;
            for &bit in ray.iter().take(mover_run.saturating_sub(1)) {
                flipped |= bit;
                options.push(flipped);
            }
            if options.is_empty() {
                possible = false;
                break;
            }
        }
        if !possible {
            continue;
        }
        let mut pick = [0usize; 8];
        loop {
            let flipped = pick
                .iter()
                .zip(&choices)
                .fold(0, |all, (&i, options)| all | options[i]);
            if flipped != 0 {
                let before = Board::from_mover(
                    Bitboard(mover & !flipped & !x.bitboard().0),
                    Bitboard(waiting | flipped),
                    previous_side,
                    Size::Eight,
                );
                found.push((before, x));
            }
            // The next combination, as an odometer over the directions.
            let Some(turn) = (0..8).find(|&d| pick[d] + 1 < choices[d].len()) else {
                break;
            };
            pick[turn] += 1;
            pick[..turn].fill(0);
        }
    }
    found
}
