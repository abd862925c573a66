//! Legal-move counts of both sides, whatever the side to move.

use crate::board::{Board, Color};
use serde::Serialize;

/// How many legal moves each colour would have in a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Mobility {
    pub black: u32,
    pub white: u32,
    pub to_move: Color,
}

impl Mobility {
    /// The count of the side to move.
    pub fn mover(&self) -> u32 {
        match self.to_move {
            Color::Black => self.black,
            Color::White => self.white,
        }
    }
}

pub fn mobility(board: &Board) -> Mobility {
    let mover = board.legal_moves().count();
    let other = board.opponent_moves().count();
    let (black, white) = match board.side_to_move() {
        Color::Black => (mover, other),
        Color::White => (other, mover),
    };
    Mobility {
        black,
        white,
        to_move: board.side_to_move(),
    }
}
