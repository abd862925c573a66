//! The Othello board and its rules, for 4x4, 6x6 and 8x8 alike, and the
//! primitives every search shares: directions, stable discs, the position
//! hash and the seeded random generator.

mod bitboard;
mod direction;
mod hash;
pub mod moves;
#[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
mod moves_avx2;
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod moves_simd128;
mod position;
pub mod random;
mod square;
mod stability;
mod symmetry;
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod symmetry_simd128;

pub use bitboard::Bitboard;
pub use direction::{dilate, Direction};
pub use hash::position_hash;
pub use position::{Board, BoardError, ParseScoringError, Scoring};
pub use square::{Color, ParseSizeError, ParseSquareError, Size, Square};
pub use stability::Stability;
pub use symmetry::{images, images_of_both, Symmetry};
