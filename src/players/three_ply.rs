//! `three-ply`: the look-ahead player of seed 003 (a PowerShell Othello
//! series, "3手先の勝ち筋", logic number 5), reproduced rule for rule.
//!
//! What the seed's code does, and where each rule here comes from:
//! - It shuffles the blank squares (`get-random -input $blankArray -count
//!   MaxValue`) and tries them in that order, skipping squares that flip
//!   nothing (`compareBoard` finds the board unchanged).
//! - For a legal square it lists every board after each opponent reply
//!   (`reversedBoardList($tempBoard, opponent)`) and, for each of those,
//!   every board after each own reply, appended with `AddRange`: a multiset
//!   of leaves, duplicates kept. The listing helper returns nothing for a
//!   side without a legal move, so no pass is played inside the look-ahead
//!   and such a branch adds no leaves.
//! - `$win_route` counts the leaves where the mover has strictly more discs
//!   (`-gt`), but only inside `if($blankArray.count -le 40)`: at most 40
//!   empty squares at the mover's turn, i.e. from about the 20th move, as
//!   the seed's text says. Before that every ratio is 0.
//! - A square with no leaves is skipped (`$boardList.count -eq 0`); else it
//!   replaces the choice when `$win_route/$boardList.count -ge` the best
//!   ratio so far, which starts at 0: ties go to the later square in the
//!   random order. So in the opening (all ratios 0) the move is the last
//!   legal square with leaves in a random order: a uniformly random one.
//! - When no square has leaves the choice stays unset and the caller plays
//!   the first legal square of the random order (the seed writes its
//!   "00" sentinel into `$inputArray[0]` and its caller walks the array).
//!
//! Ratios are compared as exact fractions: leaf counts are far below 2^26,
//! so this gives the same order as the seed's floating-point division.

use super::{Limits, Player};
use crate::board::random::Rng;
use crate::board::{moves, Board, Square};
use rand::seq::SliceRandom;

/// The seed counts winning leaves only from this many empty squares down.
pub const COUNTING_EMPTIES: u32 = 40;

#[derive(Clone, Copy, Debug, Default)]
pub struct ThreePlyPlayer;

impl Player for ThreePlyPlayer {
    fn choose(&mut self, board: &Board, rng: &mut Rng, _limits: Limits) -> Option<Square> {
        let order = random_order(board, rng);
        three_ply_choice(board, &order)
    }

    fn look_ahead(&self) -> u32 {
        LOOK_AHEAD
    }
}

/// Plies the player looks ahead: its move, the reply, its own answer.
const LOOK_AHEAD: u32 = 3;

/// The empty squares in a random order: the order in which the seed's
/// player tries its candidate squares.
pub fn random_order(board: &Board, rng: &mut Rng) -> Vec<Square> {
    let mut order: Vec<Square> = board.empty().collect();
    order.shuffle(rng);
    order
}

/// The seed's choice for the side to move, trying squares in `order`;
/// `None` when the side to move has no legal move.
pub fn three_ply_choice(board: &Board, order: &[Square]) -> Option<Square> {
    let legal = board.legal_moves();
    let counting = board.empty().count() <= COUNTING_EMPTIES;
    let mut first_legal = None;
    let mut best: Option<Square> = None;
    // The best ratio so far as wins / leaves; 0 / 1 to begin, as the seed.
    let (mut best_wins, mut best_leaves) = (0u64, 1u64);
    for &square in order.iter().filter(|&&square| legal.contains(square)) {
        first_legal.get_or_insert(square);
        let (leaves, wins) = leaves_and_wins(&board.play_unchecked(square), counting);
        if leaves > 0 && wins * best_leaves >= best_wins * leaves {
            (best_wins, best_leaves) = (wins, leaves);
            best = Some(square);
        }
    }
    best.or(first_legal)
}

/// Over every opponent reply and every own reply to it from `after` (the
/// opponent to move), the number of leaves and, when `counting`, of those
/// where the original mover has strictly more discs. Without `counting`
/// only whether there is a leaf matters, so it stops at the first.
fn leaves_and_wins(after: &Board, counting: bool) -> (u64, u64) {
    let (mut leaves, mut wins) = (0u64, 0u64);
    for reply in after.legal_moves() {
        let back = after.play_unchecked(reply);
        let own_moves = back.legal_moves();
        leaves += u64::from(own_moves.count());
        if !counting {
            if leaves > 0 {
                return (leaves, 0);
            }
            continue;
        }
        let (mine, theirs) = (back.player(), back.opponent());
        // After a move flipping f discs the mover has mine + 1 + f against
        // theirs - f: strictly more exactly when 2f > theirs - mine - 1.
        let needed = i64::from(theirs.count()) - i64::from(mine.count()) - 1;
        if needed < 2 {
            // Every move flips at least one disc: all of them win.
            wins += u64::from(own_moves.count());
            continue;
        }
        for square in own_moves {
            let flipped = moves::flips(mine.0, theirs.0, square.index()).count_ones();
            wins += u64::from(2 * i64::from(flipped) > needed);
        }
    }
    (leaves, wins)
}
