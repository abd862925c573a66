//! What a stoner census or check reports, one type per result for every
//! face (the CLI's `--json`; field names are fixed by the interfaces).
//! The face times the work and fills in `seconds`.

use super::{Census, Check, Orientation, Outcome, Shape};
use crate::board::Board;
use crate::notation::format_moves;
use serde::Serialize;

/// A census with the time it took.
#[derive(Clone, Debug, Serialize)]
pub struct CensusReport {
    #[serde(flatten)]
    pub census: Census,
    pub seconds: f64,
}

impl CensusReport {
    pub fn new(census: Census) -> CensusReport {
        CensusReport {
            census,
            seconds: 0.0,
        }
    }
}

/// Every stoner shape of a position with the value of its proof game.
#[derive(Clone, Debug, Serialize)]
pub struct CheckReport {
    pub board: String,
    pub horizon: u32,
    pub matches: Vec<MatchReport>,
    pub seconds: f64,
}

impl CheckReport {
    /// The report of `checks`, the shapes [`super::check`] found in `board`.
    pub fn new(board: &Board, horizon: u32, checks: &[Check]) -> CheckReport {
        CheckReport {
            board: board.to_string(),
            horizon,
            matches: checks.iter().map(MatchReport::new).collect(),
            seconds: 0.0,
        }
    }
}

/// One (shape, orientation) of a checked position.
#[derive(Clone, Debug, Serialize)]
pub struct MatchReport {
    pub shape: Shape,
    pub orientation: Orientation,
    pub success: bool,
    /// Plies to the corner (attacker fastest, defender slowest).
    pub distance: Option<u32>,
    /// Most stubborn defence to the corner, or the defender's escape.
    pub line: String,
    /// Why the defender escapes, in words, for an escape.
    pub escape: Option<String>,
    /// Nodes in the proof tree, for a success.
    pub proof_size: Option<usize>,
}

impl MatchReport {
    pub fn new(check: &Check) -> MatchReport {
        let (escape, proof_size) = match &check.outcome {
            Outcome::Escaped { line } => (Some(line.reason.to_string()), None),
            Outcome::Won { proof, .. } => (None, Some(proof.size())),
        };
        MatchReport {
            shape: check.found.shape,
            orientation: check.found.orientation,
            success: check.outcome.is_won(),
            distance: check.outcome.distance(),
            line: format_moves(&check.outcome.line()),
            escape,
            proof_size,
        }
    }
}
