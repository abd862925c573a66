//! Solves the mobility formula of [`super::cnf`] with CaDiCaL and checks
//! any model with the engine's own move generator.

use super::cnf::encode;
use super::conditions::centre;
use crate::board::{Board, Size};
use std::fmt;
use std::time::Instant;

/// The solver's answer for one (moves, empties) pair.
#[derive(Clone, Debug)]
pub struct Proof {
    pub moves: u32,
    pub empties: u32,
    /// `None` when the time limit ran out first.
    pub satisfiable: Option<bool>,
    pub seconds: f64,
    /// A model, verified: the mover (black) has at least `moves` legal
    /// moves and at least `empties` squares are empty.
    pub board: Option<Board>,
}

/// A model that the engine rejects: the encoding would be wrong.
#[derive(Clone, Debug)]
pub struct ModelRejected {
    pub board: Board,
    pub legal_moves: u32,
    pub empties: u32,
}

impl fmt::Display for ModelRejected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the solver's model {} has {} legal moves and {} empties by the engine: the encoding is wrong",
            self.board, self.legal_moves, self.empties
        )
    }
}

impl std::error::Error for ModelRejected {}

/// Checks a model against the bound it claims.
pub fn verify(board: &Board, moves: u32, empties: u32) -> Result<(), ModelRejected> {
    let legal_moves = board.legal_moves().count();
    let empty_count = board.empty().count();
    let centre_full = (board.empty() & centre(Size::Eight)).is_empty();
    if legal_moves >= moves && empty_count >= empties && centre_full {
        Ok(())
    } else {
        Err(ModelRejected {
            board: *board,
            legal_moves,
            empties: empty_count,
        })
    }
}

/// Is there a board with at least `moves` legal moves for the side to move
/// and at least `empties` empty squares? Gives up after `seconds`, if set.
pub fn prove(moves: u32, empties: u32, seconds: Option<f64>) -> Result<Proof, ModelRejected> {
    let started = Instant::now();
    let formula = encode(moves, empties);
    let mut solver: cadical::Solver<cadical::Timeout> = cadical::Solver::new();
    if let Some(limit) = seconds {
        solver.set_callbacks(Some(cadical::Timeout::new(limit as f32)));
    }
    for clause in formula.cnf.clauses() {
        solver.add_clause(clause.iter().copied());
    }
    let satisfiable = solver.solve();
    let board =
        (satisfiable == Some(true)).then(|| formula.board(|var| solver.value(var) == Some(true)));
    let seconds = started.elapsed().as_secs_f64();
    if let Some(board) = &board {
        verify(board, moves, empties)?;
    }
    Ok(Proof {
        moves,
        empties,
        satisfiable,
        seconds,
        board,
    })
}
