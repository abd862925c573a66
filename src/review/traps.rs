//! Stoner traps in a game (8x8 only), as the stoner page proves them
//! (`stoner::detect` and the proof game of shared/spec/stoner.md): a
//! position *is* a successful stoner when one of its shapes traps the side
//! to move within the horizon; a trap is *available* to the side to move
//! when one of its moves leaves the opponent to move in a successful
//! stoner. So a trap set by the move played at ply n is available at ply
//! n and is the position at ply n + 1.

use crate::board::{Board, Size, Square};
use crate::stoner::{detect, Orientation, ProofGame, Shape, Solver};
use serde::{Deserialize, Serialize};

/// A successful stoner in a position, or one move away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StonerFind {
    /// The move that sets it; `None`: the position is the stoner itself
    /// (its side to move is trapped).
    pub square: Option<Square>,
    pub shape: Shape,
    pub orientation: Orientation,
    /// Plies from the stoner position to the corner.
    pub distance: u32,
}

/// The successful stoners of `board` within `horizon` and those one move
/// of its side to move sets (empty on the smaller boards).
pub fn stoner_finds(board: &Board, horizon: u32, solver: &mut Solver) -> Vec<StonerFind> {
    if board.size() != Size::Eight {
        return Vec::new();
    }
    let mut finds = successful(board, None, horizon, solver);
    for square in board.legal_moves() {
        let after = board.play_unchecked(square);
        // A trap for the opponent, not a pass back to the mover.
        if !after.must_pass() {
            finds.extend(successful(&after, Some(square), horizon, solver));
        }
    }
    finds
}

/// The shapes of `board` whose proof game the attacker wins, found by
/// playing `square` (if any).
fn successful(
    board: &Board,
    square: Option<Square>,
    horizon: u32,
    solver: &mut Solver,
) -> Vec<StonerFind> {
    detect(board)
        .into_iter()
        .filter_map(|found| {
            let game = ProofGame::new(board, found.orientation, found.shape, horizon);
            let distance = solver.distance(&game, *board)?;
            Some(StonerFind {
                square,
                shape: found.shape,
                orientation: found.orientation,
                distance,
            })
        })
        .collect()
}
