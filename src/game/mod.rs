//! `Game`: a start position and the moves played from it, with forced
//! passes implied, as the board pages and the notation see a game. Every
//! position of the game is kept, so showing any ply is a lookup: stepping
//! through a game costs nothing per step.

mod describe;

use crate::board::{Board, Color, Scoring, Square};
use std::fmt;

pub use describe::describe;
pub(crate) use describe::{capitalized, counted, listed};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    moves: Vec<Square>,
    /// `positions[ply]`: the position after `ply` moves, its forced pass
    /// made; one more than `moves`, the start first.
    positions: Vec<Board>,
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

/// How a finished game ended: black's discs minus white's, with the
/// empties to the winner (`value`, wof scoring) and without (`raw`), and
/// the winner, if not a draw.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize)]
pub struct GameResult {
    pub value: i32,
    pub raw: i32,
    pub winner: Option<Color>,
}

impl GameResult {
    /// The result of a position where neither side can move.
    pub fn of(board: &Board) -> GameResult {
        let value = board.final_value(Scoring::Wof);
        let winner = match value.signum() {
            1 => Some(Color::Black),
            -1 => Some(Color::White),
            _ => None,
        };
        GameResult {
            value,
            raw: board.final_value(Scoring::Raw),
            winner,
        }
    }
}

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
            moves: Vec::new(),
            positions: vec![start],
        }
    }

    /// The start position as given (its forced pass, if any, not made).
    pub fn start(&self) -> &Board {
        &self.positions[0]
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
        (0..=self.len()).map(|ply| self.position(ply)).collect()
    }

    /// The position after the first `ply` moves (clamped to the game).
    pub fn position(&self, ply: usize) -> Board {
        // The start is kept as given; later positions are stored passed.
        match ply.min(self.len()) {
            0 => with_forced_pass(self.positions[0]),
            ply => self.positions[ply],
        }
    }

    /// The position after the last move.
    pub fn current(&self) -> Board {
        self.position(self.len())
    }

    /// The side that had to pass just before the position after `ply` moves
    /// (clamped), if one did.
    pub fn passed_before(&self, ply: usize) -> Option<Color> {
        let unpassed = match ply.min(self.len()) {
            0 => self.positions[0],
            ply => self.position(ply - 1).play_unchecked(self.moves[ply - 1]),
        };
        unpassed.must_pass().then(|| unpassed.side_to_move())
    }

    /// The side that played move `ply` (counting from 1).
    pub fn mover_of(&self, ply: usize) -> Color {
        self.position(ply - 1).side_to_move()
    }

    /// How the game ended after `ply` moves, if it had.
    pub fn result_at(&self, ply: usize) -> Option<GameResult> {
        let board = self.position(ply);
        board.is_game_over().then(|| GameResult::of(&board))
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
        self.positions
            .push(with_forced_pass(board.play_unchecked(square)));
        Ok(())
    }

    /// Keeps the first `ply` moves and drops the rest.
    pub fn truncate(&mut self, ply: usize) {
        self.moves.truncate(ply);
        self.positions.truncate(self.moves.len() + 1);
    }

    /// Takes back the last move, if any.
    pub fn undo(&mut self) -> Option<Square> {
        let square = self.moves.pop()?;
        self.positions.pop();
        Some(square)
    }

    /// Plays `square` after the first `ply` moves, dropping the moves that
    /// followed (a new branch replaces the old one); on an illegal move the
    /// game is left as it was.
    pub fn play_at(&mut self, ply: usize, square: Square) -> Result<(), MoveError> {
        let mut branch = self.clone();
        branch.truncate(ply);
        branch.push(square)?;
        *self = branch;
        Ok(())
    }
}
