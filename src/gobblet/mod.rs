//! Gobblet Gobblers (rules in shared/spec/gobblet.md): positions and moves,
//! the board's symmetries, text notation, the seed's position numbering and a
//! strong solution by retrograde analysis, and what the faces report of it.

pub mod board;
mod describe;
pub mod game;
pub mod index;
pub mod notation;
pub mod player;
pub mod report;
pub mod sample;
pub mod search;
pub mod solve;
pub mod symmetry;

pub use board::{Move, MoveError, Owner, Position, Size, Square, Status, Variant};
pub use describe::describe;
pub use game::{Game, GameError, Outcome, Player};
pub use index::Arrangements;
pub use notation::NotationError;
pub use player::{Analysis, PerfectPlayer, ValuedMove};
pub use solve::{solve, Layout, MoveGroup, SeedSpace, Solution, Value};
pub use symmetry::Symmetry;
