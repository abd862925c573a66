//! The Othello board and its rules, for 4x4, 6x6 and 8x8 alike.

mod bitboard;
pub mod moves;
mod position;
mod square;
mod symmetry;

pub use bitboard::Bitboard;
pub use position::{Board, BoardError, Scoring};
pub use square::{Color, ParseSquareError, Size, Square};
pub use symmetry::Symmetry;
