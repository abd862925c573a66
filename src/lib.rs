//! boardlab: Othello tactics and small-game solving.
//!
//! The engine is pure Rust with no browser dependency, one module per domain.
//! Two thin faces sit on it: `web` (wasm-bindgen, compiled only for wasm32)
//! and the `boardlab` command-line program in `src/bin/boardlab/`.

pub mod analyze;
pub mod board;
pub mod db;
pub mod eval;
pub mod game;
pub mod gobblet;
pub mod input;
pub mod mobility;
#[cfg(not(target_arch = "wasm32"))]
pub mod nboard;
pub mod notation;
pub mod openings;
pub mod perft;
pub mod players;
pub mod progress;
pub mod puzzles;
pub mod records;
pub mod review;
pub mod shard;
pub mod solve;
pub mod stoner;
#[cfg(not(target_arch = "wasm32"))]
pub mod threads;

#[cfg(target_arch = "wasm32")]
pub mod web;
