//! Checking an answer to a puzzle: the verdict first, from the cheapest
//! exact facts, then the refutation of a wrong move, then every other
//! move's value as it is found, and last whether the stored answer agrees
//! with the solver.
//!
//! The verdict needs two facts: the played move's exact value (null-window
//! tests from the stored value, two when the stored value is right) and
//! one more test at the root: whether any move does better. A right move
//! is then proven best without valuing the others; a wrong one needs the
//! position's value and one move that reaches it (`best_move_near`, from
//! where the test left off). The stored value is only ever a guess: every
//! fact the verdict states is the solver's.

use crate::board::{Board, Scoring, Square};
use crate::progress::Progress;
use crate::solve::{Solution, Solver};
use serde::Serialize;

/// Puzzles are scored with the empties to the winner.
const SCORING: Scoring = Scoring::Wof;

/// Whether the played move is best, with the values that say so.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Verdict {
    pub correct: bool,
    /// The played move's exact value, for the side to move.
    pub played: i32,
    /// The position's exact value.
    pub value: i32,
    /// Best moves found so far: the played move when it is right, else
    /// one move that reaches the value (`Solution::best` has them all).
    pub best: Vec<Square>,
}

/// What a check finds, in the order it is found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    Verdict(Verdict),
    /// Best play for both sides after a wrong move (`None`: a pass).
    Refutation(Vec<Option<Square>>),
    /// One more move's exact value.
    Valued(Square, i32),
}

/// Why an answer cannot be checked.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CheckError {
    #[error("{0} is not a legal move in the puzzle's position")]
    Illegal(Square),
}

/// The whole check: the verdict, every move's value and whether the stored
/// answer (`answer`, `value`) is the solver's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checked {
    pub verdict: Verdict,
    pub solution: Solution,
    pub confirmed: bool,
}

/// The verdict on `played` in `board`, the null-window tests starting from
/// `guess` (the stored value).
pub fn verdict(
    solver: &mut Solver,
    board: &Board,
    played: Square,
    guess: i32,
) -> Result<Verdict, CheckError> {
    if !board.is_legal(played) {
        return Err(CheckError::Illegal(played));
    }
    let value_played = solver.move_value(board, played, SCORING, guess);
    let above = solver.value_within(board, SCORING, value_played, value_played + 1);
    if above <= value_played {
        return Ok(Verdict {
            correct: true,
            played: value_played,
            value: value_played,
            best: vec![played],
        });
    }
    let (value, best) = solver.best_move_near(board, SCORING, above.max(guess));
    Ok(Verdict {
        correct: false,
        played: value_played,
        value,
        best: best.into_iter().collect(),
    })
}

/// Checks `played` against the stored `answer` (every best move) and
/// `value`, telling `heard` each step as it is found.
pub fn check(
    solver: &mut Solver,
    board: &Board,
    played: Square,
    (answer, value): (&[Square], i32),
    progress: &mut dyn Progress,
    heard: &mut dyn FnMut(Step),
) -> Result<Checked, CheckError> {
    let verdict = verdict(solver, board, played, value)?;
    heard(Step::Verdict(verdict.clone()));
    if !verdict.correct {
        let after = board.play_unchecked(played);
        heard(Step::Refutation(
            solver.principal_variation(&after, SCORING, None),
        ));
    }
    let known = [(played, verdict.played)];
    let solution = solver.solve_knowing(board, SCORING, &known, progress, &mut |square, value| {
        heard(Step::Valued(square, value))
    });
    let mut stored = answer.to_vec();
    stored.sort();
    let mut found = solution.best.clone();
    found.sort();
    let confirmed = stored == found && value == solution.value;
    Ok(Checked {
        verdict,
        solution,
        confirmed,
    })
}
