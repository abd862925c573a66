//! The whole game from a start position: every reachable position and its
//! exact value. Feasible for 4x4 (tens of thousands of positions); the
//! 6x6 game has far too many.
//!
//! A position is a board with its side to move as play reaches it, with a
//! forced pass already made: a side that cannot move never "has the move",
//! so every position either has a legal move or is a finished game.

use crate::board::{Board, Scoring};
use crate::game::with_forced_pass;
use std::collections::HashMap;

/// Every reachable position with its exact value for the side to move.
pub struct Census {
    /// Sorted by empties (most first), then by board string.
    pub positions: Vec<(Board, i32)>,
    /// Distinct games (move sequences from the start to a finished game).
    pub games: u64,
}

impl Census {
    /// Values every position reachable from `start` by a memoized negamax
    /// without pruning: each position is expanded once, all its moves.
    pub fn new(start: Board, scoring: Scoring) -> Census {
        let mut known = HashMap::new();
        let (_, games) = value_of(with_forced_pass(start), scoring, &mut known);
        let mut positions: Vec<(Board, i32)> = known
            .into_iter()
            .map(|(board, (value, _))| (board, value))
            .collect();
        positions.sort_by_cached_key(|(board, _)| {
            (std::cmp::Reverse(board.empty().count()), board.to_string())
        });
        Census { positions, games }
    }

    pub fn len(&self) -> usize {
        self.positions.len()
    }

    pub fn is_empty(&self) -> bool {
        self.positions.is_empty()
    }

    /// How many positions have each number of empties, most empties first.
    pub fn by_empties(&self) -> Vec<(u32, usize)> {
        let mut counts: Vec<(u32, usize)> = Vec::new();
        for (board, _) in &self.positions {
            let empties = board.empty().count();
            match counts.last_mut() {
                Some((last, count)) if *last == empties => *count += 1,
                _ => counts.push((empties, 1)),
            }
        }
        counts
    }

    /// Positions counted once per class of symmetric images.
    pub fn up_to_symmetry(&self) -> usize {
        let classes: std::collections::HashSet<Board> = self
            .positions
            .iter()
            .map(|(board, _)| board.canonical().0)
            .collect();
        classes.len()
    }

    /// Finished games among the positions.
    pub fn finished(&self) -> usize {
        self.positions
            .iter()
            .filter(|(board, _)| board.is_game_over())
            .count()
    }
}

/// The value of `board` (its forced pass made already) and the number of
/// games that continue from it.
fn value_of(board: Board, scoring: Scoring, known: &mut HashMap<Board, (i32, u64)>) -> (i32, u64) {
    if let Some(&found) = known.get(&board) {
        return found;
    }
    let moves = board.legal_moves();
    let found = if moves.is_empty() {
        (board.final_value_for_mover(scoring), 1)
    } else {
        moves.fold((i32::MIN, 0), |(best, games), square| {
            let next = board.play_unchecked(square);
            let (value, more) = if next.must_pass() {
                // The opponent passes: the same side moves again.
                value_of(next.pass(), scoring, known)
            } else {
                let (value, more) = value_of(next, scoring, known);
                (-value, more)
            };
            (best.max(value), games + more)
        })
    };
    known.insert(board, found);
    found
}
