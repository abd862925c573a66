//! `Game`: a start position and the moves played from it, with forced
//! passes implied, as the board pages and the notation see a game.

use crate::board::{Board, Color, Square};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    start: Board,
    moves: Vec<Square>,
}

/// Why a move cannot be added to a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The square is not a legal move for the side to move.
    Illegal {
        square: Square,
        side: Color,
        move_number: usize,
    },
    /// Neither side has a legal move any more.
    GameOver { square: Square, move_number: usize },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Illegal {
                square,
                side,
                move_number,
            } => {
                write!(
                    f,
                    "{square} is not a legal move for {side} at move {move_number}"
                )
            }
            MoveError::GameOver {
                square,
                move_number,
            } => {
                write!(
                    f,
                    "{square} cannot be played at move {move_number}: the game is over"
                )
            }
        }
    }
}

impl std::error::Error for MoveError {}

/// Applies the pass a side is forced to make, so that a shown position
/// always has its real mover (or is over).
pub fn with_forced_pass(board: Board) -> Board {
    if board.must_pass() {
        board.pass()
    } else {
        board
    }
}

impl Game {
    pub fn new(start: Board) -> Game {
        Game {
            start,
            moves: Vec::new(),
        }
    }

    pub fn start(&self) -> &Board {
        &self.start
    }

    pub fn moves(&self) -> &[Square] {
        &self.moves
    }

    pub fn len(&self) -> usize {
        self.moves.len()
    }

    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// The positions after 0, 1, …, len moves, each with its forced pass made.
    pub fn positions(&self) -> Vec<Board> {
        let mut board = with_forced_pass(self.start);
        let mut positions = Vec::with_capacity(self.moves.len() + 1);
        positions.push(board);
        for &square in &self.moves {
            board = with_forced_pass(board.play_unchecked(square));
            positions.push(board);
        }
        positions
    }

    /// The position after the first `ply` moves (clamped to the game).
    pub fn position(&self, ply: usize) -> Board {
        let mut board = with_forced_pass(self.start);
        for &square in &self.moves[..ply.min(self.moves.len())] {
            board = with_forced_pass(board.play_unchecked(square));
        }
        board
    }

    /// The position after the last move.
    pub fn current(&self) -> Board {
        self.position(self.moves.len())
    }

    /// Plays `square` after the last move.
    pub fn push(&mut self, square: Square) -> Result<(), MoveError> {
        let board = self.current();
        let move_number = self.moves.len() + 1;
        if board.is_game_over() {
            return Err(MoveError::GameOver {
                square,
                move_number,
            });
        }
        if !board.is_legal(square) {
            return Err(MoveError::Illegal {
                square,
                side: board.side_to_move(),
                move_number,
            });
        }
        self.moves.push(square);
        Ok(())
    }

    /// Plays `square` after the first `ply` moves, dropping the moves that
    /// followed (a new branch replaces the old one).
    pub fn play_at(&mut self, ply: usize, square: Square) -> Result<(), MoveError> {
        let kept = self.moves[..ply.min(self.moves.len())].to_vec();
        let mut branch = Game {
            start: self.start,
            moves: kept,
        };
        branch.push(square)?;
        *self = branch;
        Ok(())
    }
}
