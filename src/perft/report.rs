//! What a perft count reports (the CLI's `--json`; field names are fixed by
//! the interfaces). The face times the count: `timed` fills in `seconds`
//! and the rate.

use crate::board::Board;
use serde::Serialize;

#[derive(Clone, Debug, Serialize)]
pub struct PerftReport {
    pub depth: u32,
    pub size: u8,
    pub board: String,
    pub leaves: u64,
    pub seconds: f64,
    pub leaves_per_second: f64,
}

impl PerftReport {
    /// `leaves` counted from `board` to `depth` plies.
    pub fn new(board: &Board, depth: u32, leaves: u64) -> PerftReport {
        PerftReport {
            depth,
            size: board.size().side(),
            board: board.to_string(),
            leaves,
            seconds: 0.0,
            leaves_per_second: 0.0,
        }
    }

    /// The report with the count's time and speed.
    pub fn timed(self, seconds: f64) -> PerftReport {
        PerftReport {
            seconds,
            leaves_per_second: self.leaves as f64 / seconds.max(1e-9),
            ..self
        }
    }
}
