//! Lines of play annotated with exact values: every position along a line
//! with the value of each legal move, the line continued by best play to
//! the end of the game. This is what the seed's diagrams print for 4x4,
//! and what the small-boards page steps through.

use super::{Solution, Solver};
use crate::board::{Color, Scoring, Square};
use crate::game::{with_forced_pass, Game};
use serde::Serialize;

/// One position of a line and the move played from it.
#[derive(Clone, Debug, Serialize)]
pub struct Step {
    /// Moves played before this position.
    pub ply: usize,
    /// The position (board string), its forced pass already made.
    pub board: String,
    pub to_move: Color,
    /// Exact values for the side to move of every legal move.
    pub solution: Solution,
    /// The move played next (`None` at the end of the game).
    pub played: Option<Square>,
    /// Whether `played` keeps the position's value (a best move).
    pub optimal: bool,
}

/// Annotates the line of `game` from its start, then extends it by best
/// play (the first best move in square order) until the game ends.
pub fn annotate(game: &Game, scoring: Scoring, solver: &mut Solver) -> Vec<Step> {
    let given = game.moves();
    let mut board = with_forced_pass(*game.start());
    let mut steps = Vec::new();
    for ply in 0.. {
        let solution = solver.solve_quietly(&board, scoring);
        let played = given
            .get(ply)
            .copied()
            .or_else(|| solution.best.iter().min().copied());
        let optimal = played.is_some_and(|square| solution.best.contains(&square));
        steps.push(Step {
            ply,
            board: board.to_string(),
            to_move: board.side_to_move(),
            solution,
            played,
            optimal,
        });
        match played {
            Some(square) => board = with_forced_pass(board.play_unchecked(square)),
            None => break,
        }
    }
    steps
}
