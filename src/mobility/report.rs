//! What the mobility tools report, one type per result for every face (the
//! CLI's `--json`; field names are fixed by the interfaces). The face
//! times the work and fills in `seconds` where the engine does not.

use super::free::FreeResult;
use super::reach::ReachResult;
use super::reachable::ReachableResult;
use super::{check_conditions, mobility};
use crate::board::{Bitboard, Board, Color};
use crate::game::{capitalized, counted, listed};
use crate::notation::format_moves;
use serde::Serialize;

/// The legal-move counts of a position and the necessary conditions it
/// breaks.
#[derive(Clone, Debug, Serialize)]
pub struct CountReport {
    pub black: u32,
    pub white: u32,
    pub to_move: &'static str,
    pub board: String,
    pub legal_moves: Vec<String>,
    /// Why the position cannot occur in a game (none: it may).
    pub violations: Vec<String>,
}

impl CountReport {
    pub fn new(board: &Board) -> CountReport {
        let counts = mobility(board);
        CountReport {
            black: counts.black,
            white: counts.white,
            to_move: counts.to_move.name(),
            board: board.to_string(),
            legal_moves: board
                .legal_moves()
                .map(|square| square.to_string())
                .collect(),
            violations: check_conditions(board)
                .iter()
                .map(ToString::to_string)
                .collect(),
        }
    }
}

/// The count report with what an editor of positions shows beside it:
/// both sides' legal squares and discs, the empties, and the position in
/// words (for a screen reader).
#[derive(Clone, Debug, Serialize)]
pub struct PositionReport {
    #[serde(flatten)]
    pub count: CountReport,
    pub black_moves: Vec<String>,
    pub white_moves: Vec<String>,
    pub black_discs: u32,
    pub white_discs: u32,
    pub empties: u32,
    pub description: String,
}

impl PositionReport {
    pub fn new(board: &Board) -> PositionReport {
        let (black_moves, white_moves) = match board.side_to_move() {
            Color::Black => (board.legal_moves(), board.opponent_moves()),
            Color::White => (board.opponent_moves(), board.legal_moves()),
        };
        let names = |squares: Bitboard| squares.map(|square| square.to_string()).collect();
        PositionReport {
            count: CountReport::new(board),
            black_moves: names(black_moves),
            white_moves: names(white_moves),
            black_discs: board.count(Color::Black),
            white_discs: board.count(Color::White),
            empties: board.empty().count(),
            description: describe(board, [black_moves, white_moves]),
        }
    }
}

/// `8x8 Othello board, black to move, 60 empty squares. Black has 2 discs
/// and 4 legal moves: d3, c4, f5, e6. White has …`
fn describe(board: &Board, [black_moves, white_moves]: [Bitboard; 2]) -> String {
    let mut text = format!(
        "{} Othello board, {} to move, {}.",
        board.size(),
        board.side_to_move(),
        counted(board.empty().count(), "empty square")
    );
    for (color, moves) in [(Color::Black, black_moves), (Color::White, white_moves)] {
        text += &format!(
            " {} has {} and {}{}.",
            capitalized(color.name()),
            counted(board.count(color), "disc"),
            counted(moves.count(), "legal move"),
            listed(moves)
        );
    }
    text
}

/// The best boards of the free-placement search.
#[derive(Clone, Debug, Serialize)]
pub struct FreeReport {
    pub best_count: u32,
    pub board: String,
    pub fewest_empties: u32,
    pub sparsest_board: String,
    pub most_empties: u32,
    pub seconds_to_best: f64,
    pub steps: u64,
    pub seconds: f64,
}

impl FreeReport {
    pub fn new(found: &FreeResult) -> FreeReport {
        FreeReport {
            best_count: found.best_count,
            board: found.board.to_string(),
            fewest_empties: found.fewest_empties,
            sparsest_board: found.sparsest.to_string(),
            most_empties: found.most_empties,
            seconds_to_best: found.seconds_to_best,
            steps: found.steps,
            seconds: 0.0,
        }
    }
}

/// The best position of the search over real games, with its line.
#[derive(Clone, Debug, Serialize)]
pub struct ReachableReport {
    pub best_count: u32,
    pub board: String,
    pub moves: String,
    pub to_move: &'static str,
    pub seconds_to_best: f64,
    pub width: usize,
    pub passes: u32,
    pub seconds: f64,
}

impl ReachableReport {
    pub fn new(found: &ReachableResult) -> ReachableReport {
        ReachableReport {
            best_count: found.best_count,
            board: found.board.to_string(),
            moves: format_moves(&found.moves),
            to_move: found.board.side_to_move().name(),
            seconds_to_best: found.seconds_to_best,
            width: found.width,
            passes: found.passes,
            seconds: 0.0,
        }
    }
}

/// The SAT solver's answer for a (moves, empties) pair.
#[derive(Clone, Debug, Serialize)]
pub struct ProveReport {
    pub moves: u32,
    pub empties: u32,
    /// `null` when the time limit ran out.
    pub satisfiable: Option<bool>,
    pub seconds: f64,
    /// A model, when satisfiable, with its own counts.
    pub board: Option<String>,
    pub board_moves: Option<u32>,
    pub board_empties: Option<u32>,
}

#[cfg(not(target_arch = "wasm32"))]
impl ProveReport {
    pub fn new(proof: &super::prove::Proof) -> ProveReport {
        ProveReport {
            moves: proof.moves,
            empties: proof.empties,
            satisfiable: proof.satisfiable,
            seconds: proof.seconds,
            board: proof.board.map(|board| board.to_string()),
            board_moves: proof.board.map(|board| board.legal_moves().count()),
            board_empties: proof.board.map(|board| board.empty().count()),
        }
    }
}

/// Whether a position is reachable from the start, and how the checker
/// knows.
#[derive(Clone, Debug, Serialize)]
pub struct ReachReport {
    /// `reachable`, `unreachable` or `unknown`.
    pub status: &'static str,
    /// The line, when reachable.
    pub moves: Option<String>,
    pub reason: String,
    pub board: String,
    pub nodes: u64,
    pub seconds: f64,
}

impl ReachReport {
    /// The checker's `result` for `board`.
    pub fn new(board: &Board, result: &ReachResult) -> ReachReport {
        ReachReport {
            status: result.verdict.status(),
            moves: result.verdict.moves(),
            reason: result.verdict.reason(),
            board: board.to_string(),
            nodes: result.nodes,
            seconds: 0.0,
        }
    }
}
