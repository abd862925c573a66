//! Quick necessary conditions for a position to occur in a game from the
//! standard start. Each test is sound: a position that fails one cannot be
//! reached, while passing them all proves nothing.
//!
//! - The centre squares hold the start discs and discs are never removed.
//! - Every disc was put next to an occupied square, so all discs are
//!   connected (8-way) to the centre.
//! - Stronger: a disc put on `s` flipped a line in some direction `d`, so
//!   `s+d` (flipped) and `s+2d` (flipped or the anchor) were occupied
//!   before it. Being satisfiable only grows with the occupied set, so the
//!   discs that can ever be added are the closure of the centre under this
//!   rule; a disc outside it could never have been placed.

use crate::board::{dilate, Bitboard, Board, Direction, Size, Square};
use std::fmt;

/// A reason why a position cannot occur in a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Violation {
    /// These centre squares are empty.
    CentreEmpty(Bitboard),
    /// These discs are not connected (8-way) to the centre.
    Disconnected(Bitboard),
    /// These discs are connected, but none of them could have been placed:
    /// no line through them had two occupied squares beyond them in time.
    Unplaceable(Bitboard),
}

fn square_list(bits: Bitboard) -> String {
    bits.map(|square: Square| square.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Violation::CentreEmpty(squares) => {
                write!(f, "centre squares {} are empty, but the start discs never leave", square_list(squares))
            }
            Violation::Disconnected(squares) => {
                write!(f, "discs on {} are not connected to the centre", square_list(squares))
            }
            Violation::Unplaceable(squares) => write!(
                f,
                "discs on {} could never have been placed: no direction had two occupied squares beyond them",
                square_list(squares)
            ),
        }
    }
}

/// The four start squares of a board of this size.
pub fn centre(size: Size) -> Bitboard {
    let start = Board::start(size);
    start.player() | start.opponent()
}

/// The discs reachable from `seed` by 8-way steps inside `occupied`.
fn connected(seed: u64, occupied: u64) -> u64 {
    let mut set = seed & occupied;
    loop {
        let grown = dilate(set) & occupied;
        if grown == set {
            return set;
        }
        set = grown;
    }
}

/// The occupied squares that could have been placed one by one from
/// `seed`, each with two occupied squares beyond it in some direction.
pub fn placeable(seed: u64, occupied: u64) -> u64 {
    let mut set = seed & occupied;
    loop {
        let mut grown = set;
        for d in Direction::ALL {
            let back = d.opposite();
            // s with s+d and s+2d in the set: step the set back once and twice.
            let one = back.shift(set);
            grown |= occupied & one & back.shift(one);
        }
        if grown == set {
            return set;
        }
        set = grown;
    }
}

/// Every violated condition, most basic first; empty when all pass.
pub fn check(board: &Board) -> Vec<Violation> {
    let occupied = (board.player() | board.opponent()).0;
    let centre = centre(board.size()).0;
    let mut violations = Vec::new();
    let empty_centre = centre & !occupied;
    if empty_centre != 0 {
        violations.push(Violation::CentreEmpty(Bitboard(empty_centre)));
    }
    let linked = connected(centre, occupied);
    if occupied & !linked != 0 {
        violations.push(Violation::Disconnected(Bitboard(occupied & !linked)));
    }
    let placed = placeable(centre, occupied);
    if linked & !placed != 0 {
        violations.push(Violation::Unplaceable(Bitboard(linked & !placed)));
    }
    violations
}
