//! Exact solving of Othello positions on 4x4, 6x6 and 8x8 boards (8x8 for
//! endgames): the value under either scoring rule, the best moves and the
//! exact value of every legal move.
//!
//! The search is in `search`, its table in `table`; `census` enumerates and
//! values the whole 4x4 game, `lines` follows optimal lines move by move.

mod search;
mod table;

use crate::board::{Board, Scoring, Square};
use crate::progress::{Progress, Silent};
use search::{Report, Search, INFINITY};
use serde::Serialize;
use table::Table;

/// An exact solver with a fixed-size transposition table, kept between
/// calls so that related positions (a game's next move) reuse its work.
pub struct Solver {
    table: Table,
    nodes: u64,
}

/// The solved position: its value for the side to move, the moves that
/// achieve it, and every legal move with its exact value, best first.
/// A side that must pass has no moves: `value` is then the value after the
/// pass, seen from the side that passes; a finished game has its final value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Solution {
    pub value: i32,
    pub best: Vec<Square>,
    pub moves: Vec<(Square, i32)>,
    /// Positions searched for this solution.
    pub nodes: u64,
}

impl Solver {
    /// A solver whose table has 2^`table_bits` slots of 24 bytes
    /// (20 bits: 24 MiB; 22 bits: 96 MiB).
    pub fn new(table_bits: u32) -> Solver {
        Solver {
            table: Table::new(table_bits),
            nodes: 0,
        }
    }

    /// Bytes held by the transposition table.
    pub fn table_bytes(&self) -> usize {
        self.table.bytes()
    }

    /// Forgets every stored position.
    pub fn clear(&mut self) {
        self.table.clear();
    }

    /// Positions searched since the solver was made.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The exact value of `board` for the side to move.
    pub fn value(&mut self, board: &Board, scoring: Scoring) -> i32 {
        self.value_within(board, scoring, -INFINITY, INFINITY)
    }

    /// The value for the side to move, fail-soft within (`alpha`, `beta`):
    /// exact when strictly inside the window, otherwise a bound on the
    /// same side of the window as the value (at most `alpha`, at least `beta`).
    pub fn value_within(&mut self, board: &Board, scoring: Scoring, alpha: i32, beta: i32) -> i32 {
        let mut search = Search::new(&self.table, board.size(), scoring);
        let value = search.value(board.player().0, board.opponent().0, alpha, beta);
        self.nodes += search.nodes;
        value
    }

    /// The value, the best moves and the exact value of every legal move.
    /// Progress is reported as root moves (and their first replies) finish.
    pub fn solve(
        &mut self,
        board: &Board,
        scoring: Scoring,
        progress: &mut dyn Progress,
    ) -> Solution {
        let before = self.nodes;
        let moves: Vec<Square> = ordered_moves(board);
        if moves.is_empty() {
            let value = if board.is_game_over() {
                board.final_value_for_mover(scoring)
            } else {
                -self.value(&board.pass(), scoring)
            };
            return Solution {
                value,
                best: Vec::new(),
                moves: Vec::new(),
                nodes: self.nodes - before,
            };
        }
        let total = moves.len() as u64;
        progress.update(0, total * search::UNITS_PER_MOVE);
        let mut valued = Vec::with_capacity(moves.len());
        for (done, &square) in moves.iter().enumerate() {
            let child = board.play_unchecked(square);
            let mut search = Search::new(&self.table, board.size(), scoring);
            search.report = Some(Report {
                progress: &mut *progress,
                done: done as u64,
                total,
            });
            let value = -search.value(child.player().0, child.opponent().0, -INFINITY, INFINITY);
            self.nodes += search.nodes;
            valued.push((square, value));
            progress.update(
                (done as u64 + 1) * search::UNITS_PER_MOVE,
                total * search::UNITS_PER_MOVE,
            );
        }
        solution_from(valued, self.nodes - before)
    }

    /// `solve` for a single caller, without progress.
    pub fn solve_quietly(&mut self, board: &Board, scoring: Scoring) -> Solution {
        self.solve(board, scoring, &mut Silent)
    }
}

/// Legal moves, most promising first (fewest replies), so that the table
/// holds good bounds when the rest are solved.
fn ordered_moves(board: &Board) -> Vec<Square> {
    let mut moves: Vec<Square> = board.legal_moves().collect();
    moves.sort_by_key(|&square| board.play_unchecked(square).legal_moves().count());
    moves
}

/// Sorts moves best first (then by square) and picks the best ones.
fn solution_from(mut valued: Vec<(Square, i32)>, nodes: u64) -> Solution {
    valued.sort_by_key(|&(square, value)| (-value, square));
    let value = valued[0].1;
    let best = valued
        .iter()
        .take_while(|&&(_, v)| v == value)
        .map(|&(square, _)| square)
        .collect();
    Solution {
        value,
        best,
        moves: valued,
        nodes,
    }
}
