//! What a stoner census or check reports, one type per result for every
//! face (the CLI's `--json`; field names are fixed by the interfaces).
//! The face times the work and fills in `seconds`.

use super::census::family_name;
use super::{
    explain, Census, Check, LineError, Orientation, Outcome, Proof, ProofGame, Shape, ShapeMatch,
    Step,
};
use crate::board::{Bitboard, Board, Color, Square};
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
    /// Neither proved nor refuted: the analysis ran out of its budget.
    pub undecided: bool,
}

impl MatchReport {
    pub fn new(check: &Check) -> MatchReport {
        let (escape, proof_size) = match &check.outcome {
            Outcome::Escaped { line } => (Some(line.reason.to_string()), None),
            Outcome::Won { proof, .. } => (None, Some(proof.size())),
            Outcome::Undecided { .. } => (None, None),
        };
        MatchReport {
            shape: check.found.shape,
            orientation: check.found.orientation,
            success: check.outcome.is_won(),
            distance: check.outcome.distance(),
            line: format_moves(&check.outcome.line()),
            escape,
            proof_size,
            undecided: check.outcome.is_undecided(),
        }
    }
}

/// A check as the explorer shows it: each match's report with what the
/// board marks, the proof tree and the captioned main line.
#[derive(Clone, Debug, Serialize)]
pub struct ExplainedCheck {
    pub board: String,
    pub horizon: u32,
    /// The side to move: the defender of every match.
    pub defender: Color,
    pub matches: Vec<ExplainedMatch>,
    pub seconds: f64,
}

impl ExplainedCheck {
    /// The explained report of `checks`, the shapes [`super::check`] found in `board`.
    pub fn new(
        board: &Board,
        horizon: u32,
        checks: Vec<Check>,
    ) -> Result<ExplainedCheck, LineError> {
        let matches = checks
            .into_iter()
            .map(|check| ExplainedMatch::new(board, horizon, check))
            .collect::<Result<_, _>>()?;
        Ok(ExplainedCheck {
            board: board.to_string(),
            horizon,
            defender: board.side_to_move(),
            matches,
            seconds: 0.0,
        })
    }
}

/// One match of an explained check: the CLI's report and more.
#[derive(Clone, Debug, Serialize)]
pub struct ExplainedMatch {
    #[serde(flatten)]
    pub report: MatchReport,
    /// The orientation family's name (`a8/b7/h8` or `h8/g7/a8`).
    pub family: String,
    pub attacker: Color,
    pub near_corner: Square,
    pub x_square: Square,
    pub far_corner: Square,
    pub trigger: Square,
    /// Every defence with its refutation, for a success.
    pub proof: Option<Proof>,
    /// The main line (`report.line`) step by step, for its captions.
    pub steps: Vec<Step>,
}

impl ExplainedMatch {
    fn new(board: &Board, horizon: u32, check: Check) -> Result<ExplainedMatch, LineError> {
        let ShapeMatch { shape, orientation } = check.found;
        let game = ProofGame::new(board, orientation, shape, horizon);
        let steps = explain(&game, *board, &check.outcome.line())?;
        Ok(ExplainedMatch {
            report: MatchReport::new(&check),
            family: family_name(orientation.family()),
            attacker: board.side_to_move().opponent(),
            near_corner: orientation.near_corner(),
            x_square: orientation.x_square(),
            far_corner: orientation.far_corner(),
            trigger: orientation.trigger(shape),
            proof: match check.outcome {
                Outcome::Won { proof, .. } => Some(proof),
                Outcome::Escaped { .. } | Outcome::Undecided { .. } => None,
            },
            steps,
        })
    }
}

/// A shape in the canonical orientation `a8/b7/h8`, for drawing.
#[derive(Clone, Debug, Serialize)]
pub struct ShapeDrawing {
    pub shape: Shape,
    pub defender: Vec<Square>,
    pub attacker: Vec<Square>,
    pub empty: Vec<Square>,
    /// The defender owns at least one of these (none: no condition).
    pub defender_somewhere: Vec<Square>,
    pub trigger: Square,
    pub near_corner: Square,
    pub x_square: Square,
    pub far_corner: Square,
}

impl ShapeDrawing {
    pub fn canonical(shape: Shape) -> ShapeDrawing {
        let o = Orientation::CANONICAL;
        let pattern = o.pattern(shape);
        let squares = |bits: u64| Bitboard(bits).into_iter().collect();
        ShapeDrawing {
            shape,
            defender: squares(pattern.defender),
            attacker: squares(pattern.attacker),
            empty: squares(pattern.empty),
            defender_somewhere: squares(pattern.defender_somewhere),
            trigger: o.trigger(shape),
            near_corner: o.near_corner(),
            x_square: o.x_square(),
            far_corner: o.far_corner(),
        }
    }
}
