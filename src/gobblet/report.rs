//! What the solution of Gobblet Gobblers reports (the CLI's `--json`; field
//! names are fixed by the interfaces). The face fills in what it measures:
//! `seconds` and `peak_memory_bytes`.

use super::{MoveGroup, Position, SeedSpace, Solution, Value};
use serde::Serialize;

#[derive(Clone, Debug, Serialize)]
pub struct SolveReport {
    pub per_size: u8,
    /// The empty board's value for the first player: `win`, `loss` or `draw`.
    pub first_player: &'static str,
    /// Plies to the end under best play (0 for a draw).
    pub distance: u32,
    pub first_moves: Vec<MoveGroup>,
    pub seed_space: SeedSpace,
    pub table_entries: usize,
    pub seconds: f64,
    pub peak_memory_bytes: Option<u64>,
}

impl SolveReport {
    /// The report of `solution`, with `seed_space` its counts.
    pub fn new(solution: &Solution, seed_space: SeedSpace) -> SolveReport {
        let (first_player, distance) = match solution.value(Position::EMPTY) {
            Value::Win(distance) => ("win", distance),
            Value::Loss(distance) => ("loss", distance),
            Value::Draw | Value::Unreachable => ("draw", 0),
        };
        SolveReport {
            per_size: solution.variant().per_size(),
            first_player,
            distance,
            first_moves: solution.move_values(Position::EMPTY),
            seed_space,
            table_entries: solution.layout().len(),
            seconds: 0.0,
            peak_memory_bytes: None,
        }
    }
}
