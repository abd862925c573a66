//! Stoners: the edge trap of shared/seeds/000 and its exact definition in
//! shared/spec/stoner.md. `shape` finds the three shapes in the 8
//! orientations, `game` states the rules of the proof game, `solver` solves
//! it exactly (df-pn) with distance and proof, `census` counts the lines
//! from the start position that end in a (successful) stoner; `report`
//! is what the faces print of them.

pub mod census;
pub mod explain;
pub mod game;
pub mod report;
pub mod shape;
pub mod solver;

pub use census::{
    census, census_share, merge, stoner_like_lines, Census, CensusJobError, CensusLine,
    CensusOptions, CensusPart, Counts, MergeError, PartError, ShapeCounts, StonerLike,
};
pub use explain::{explain, turn, Decided, LineError, Step, Threat, Turn};
pub use game::{Escape, Node, ProofGame, Status};
pub use shape::{detect, Orientation, ParseOrientationError, ParseShapeError, Shape, ShapeMatch};
pub use solver::{EscapeLine, Outcome, Proof, Solver};

use crate::board::Board;

/// The spec's default horizon.
pub const DEFAULT_HORIZON: u32 = 14;

/// The largest horizon accepted: the board has 60 squares to fill.
pub const MAX_HORIZON: u32 = 60;

/// One shape found in a position, with the value of its proof game.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize)]
pub struct Check {
    pub found: ShapeMatch,
    pub outcome: Outcome,
}

/// Every (shape, orientation) that `board` shows, with the defender (the
/// side to move) trapped or escaping within `horizon` plies.
pub fn check(board: &Board, horizon: u32, solver: &mut Solver) -> Vec<Check> {
    detect(board)
        .into_iter()
        .map(|found| {
            let game = ProofGame::new(board, found.orientation, found.shape, horizon);
            Check {
                found,
                outcome: solver.analyze(&game, *board),
            }
        })
        .collect()
}
