//! Mobility: how many legal moves a position can offer, and whether a
//! position can occur in a game at all.
//!
//! - [`count`]: the legal-move counts of both sides.
//! - [`conditions`]: quick sound tests a position must pass to occur in a game.
//! - [`cnf`]: "the side to move has at least N legal moves" as CNF, solved
//!   natively by [`prove`] (CaDiCaL) to reproduce the bound 34.
//! - [`free`]: simulated annealing over arbitrary placements.
//! - [`reachable`]: beam search over real games from the start.
//! - [`reach`]: is a given position reachable from the start?

pub mod cnf;
pub mod conditions;
pub mod count;
pub mod free;
mod lines;
#[cfg(not(target_arch = "wasm32"))]
pub mod prove;
pub mod reach;
pub mod reachable;
mod rng;

pub use conditions::{check as check_conditions, Violation};
pub use count::{mobility, Mobility};
