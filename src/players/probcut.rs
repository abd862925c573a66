//! Multi-ProbCut (Buro, 1997) for the analysis's selective search: a deep
//! search's value lies near a shallow one's, within a spread measured on
//! real games, so where the shallow value lies far outside the window the
//! deep search would almost surely fail the same way, and the node answers
//! the window's bound at the shallow search's cost.
//!
//! The shallow depth keeps the deep one's parity, so that its leaves have
//! the same side to move (the analysis's even leaves) and its table
//! entries order the deep search.

use super::eval::DISC;

/// Nodes at least this deep may be cut.
pub const MIN_DEPTH: u32 = 3;

/// How far outside the window, in spreads, the shallow value must lie:
/// a deep value beyond 1.5 spreads of the shallow one is about one in
/// fifteen, and it must also fall on the window's other side to matter.
const CUT_SPREADS: f64 = 1.5;

/// Positions with fewer empty squares than this are late: the evaluation
/// errs more there, so the values of two depths lie further apart.
pub const LATE_EMPTIES: u32 = 30;

/// The root mean square of the deep value less the shallow one, in discs,
/// for depths 3 to 13 (deeper: 13's), late and early, measured on 521
/// positions of WTHOR 2013: the first 521 of the 540 that
/// `tests/probcut.rs` measures them on, within its 20% of these.
const SPREADS: [[f64; 11]; 2] = [
    [4.4, 3.7, 4.0, 4.1, 3.4, 3.8, 4.2, 4.1, 3.2, 3.3, 3.7],
    [3.1, 2.7, 3.4, 2.9, 2.6, 2.4, 3.0, 2.5, 2.4, 2.2, 2.6],
];

/// The depth of the shallow search that may cut a node `depth` plies deep:
/// about half, with the same parity.
pub fn shallow_depth(depth: u32) -> u32 {
    let half = depth / 2;
    half - (depth - half) % 2
}

/// The spread of `depth`'s values about its shallow search's, in discs,
/// with `empties` empty squares.
pub fn spread(depth: u32, empties: u32) -> f64 {
    let stage = usize::from(empties >= LATE_EMPTIES);
    let column = (depth.clamp(MIN_DEPTH, 13) - MIN_DEPTH) as usize;
    SPREADS[stage][column]
}

/// How far beyond the window's bound the shallow value must lie to cut a
/// node `depth` plies deep, in evaluation units.
pub(crate) fn margin(depth: u32, empties: u32) -> i32 {
    (CUT_SPREADS * spread(depth, empties) * f64::from(DISC)).round() as i32
}
