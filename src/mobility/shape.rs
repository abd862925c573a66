//! How far a position is from the shape of a record, given the plies left.
//!
//! A record of `goal` moves needs at least `goal` empties, so it stands at
//! most `60 - goal` discs after the start. There every empty square (bar
//! the slack) is a move of the target: each touches a disc of the other
//! colour, which needs every empty to touch some disc at all. A schedule
//! bounds how far from that shape a position may still be with `j` discs
//! left to place: at most `j` empties touching no disc, at most
//! `5j/4 + 1` empties touching no disc of the other colour, and at most
//! `GAIN_PER_PLY * j` moves short of the goal. These are not proofs (a
//! single move can flip many discs): they are the widest rates seen along
//! the white-33 line (it keeps within all three from ply 15 on),
//! and they cut the last plies of a search by orders of
//! magnitude.

use crate::board::{dilate, Board, Color};

/// Target moves a position may gain per disc placed, at most.
const GAIN_PER_PLY: i32 = 5;

/// Discs still to place before a record of `goal` moves runs out of
/// empties (negative: too late).
fn plies_left(board: &Board, goal: u32) -> i32 {
    board.empty().count() as i32 - goal as i32
}

/// How many squares the position is beyond the schedule's two shape bounds
/// (0: within both), plus the plies it is too late by. The beam ranks by
/// this first.
pub fn excess(board: &Board, target: Color, goal: u32) -> u32 {
    let theirs = board.discs(target.opponent()).0;
    let empty = board.empty().0;
    let j = plies_left(board, goal);
    let isolated = (empty & !dilate(!empty)).count_ones() as i32;
    let untouched = (empty & !dilate(theirs)).count_ones() as i32;
    let over = (isolated - j).max(0) + (untouched - (5 * j / 4 + 1)).max(0) + (-j).max(0);
    over as u32
}

/// Whether a record of `goal` moves for `target` still fits the schedule
/// below this position: the tail search cuts everywhere else.
pub fn may_reach(board: &Board, target: Color, goal: u32) -> bool {
    let moves = if board.side_to_move() == target {
        board.legal_moves()
    } else {
        board.opponent_moves()
    };
    excess(board, target, goal) == 0
        && moves.count() as i32 + GAIN_PER_PLY * plies_left(board, goal) >= goal as i32
}
