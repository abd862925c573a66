//! Mobility: how many legal moves a position can offer, and whether a
//! position can occur in a game at all.
//!
//! - [`count`]: the legal-move counts of both sides.
//! - [`conditions`]: quick sound tests a position must pass to occur in a game.
//! - [`cnf`]: "the side to move has at least N legal moves" as CNF, solved
//!   natively by [`prove`] (CaDiCaL) to reproduce the bound 34.
//! - [`free`]: simulated annealing over arbitrary placements.
//! - [`reachable`]: beam search over real games from the start, with a
//!   pruned search of the last plies guided by [`shape`].
//! - [`reach`]: is a given position reachable from the start? Its last
//!   moves are taken back first ([`retro`]), then a depth-first search
//!   from the start meets them.
//! - [`report`]: what the faces print of each of them.

pub mod cnf;
pub mod conditions;
pub mod count;
pub mod free;
mod meet;
#[cfg(not(target_arch = "wasm32"))]
pub mod prove;
pub mod reach;
pub mod reachable;
pub mod report;
pub mod retro;
mod shape;

pub use conditions::{check as check_conditions, Violation};
pub use count::{mobility, Mobility};

/// A time budget read from a clock the face supplies (wasm32 has no
/// `std::time::Instant`; the browser passes `performance.now()`).
pub struct Deadline<'a> {
    limit: f64,
    clock: &'a dyn Fn() -> f64,
}

impl<'a> Deadline<'a> {
    /// `clock` returns seconds since any fixed origin; the budget starts now.
    pub fn new(limit: f64, clock: &'a dyn Fn() -> f64) -> Deadline<'a> {
        Deadline {
            limit: limit + clock(),
            clock,
        }
    }

    pub fn now(&self) -> f64 {
        (self.clock)()
    }

    pub fn passed(&self) -> bool {
        self.now() >= self.limit
    }

    /// Seconds left (never negative).
    pub fn remaining(&self) -> f64 {
        (self.limit - self.now()).max(0.0)
    }
}
