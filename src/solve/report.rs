//! What a solve reports, one type per result for every face (the CLI's
//! `--json`; field names are fixed by the interfaces). The face times the
//! work: `timed` fills in `seconds` and the rates that follow from it.

use super::book::OpeningBook;
use super::census::Census;
use super::lines::Step;
use super::Solution;
use crate::board::{Board, Color, Scoring, Square};
use serde::{Serialize, Serializer};

/// A solved position: its value, best moves and every move's value.
#[derive(Clone, Debug, Serialize)]
pub struct SolveReport {
    pub board: String,
    pub size: u8,
    pub scoring: Scoring,
    /// For the side to move.
    pub value: i32,
    pub best: Vec<String>,
    /// Every legal move's value, best first: an object square → value (as
    /// the interfaces fix it) written in that order.
    #[serde(serialize_with = "in_order")]
    pub moves: Vec<(String, i32)>,
    pub nodes: u64,
    pub seconds: f64,
    pub nodes_per_second: f64,
    /// Best play for both sides to the end ("pass" for a pass), when asked
    /// for; found after the timed solve (not counted in `seconds`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub pv: Vec<String>,
}

impl SolveReport {
    /// The report of `solution`, the solution of `board`, with the
    /// principal variation `pv` (empty when not asked for).
    pub fn new(
        board: &Board,
        scoring: Scoring,
        solution: &Solution,
        pv: &[Option<Square>],
    ) -> SolveReport {
        SolveReport {
            board: board.to_string(),
            size: board.size().side(),
            scoring,
            value: solution.value,
            best: solution.best.iter().map(ToString::to_string).collect(),
            moves: solution
                .moves
                .iter()
                .map(|&(square, value)| (square.to_string(), value))
                .collect(),
            nodes: solution.nodes,
            seconds: 0.0,
            nodes_per_second: 0.0,
            pv: pv_names(pv),
        }
    }

    /// The report with the solve's time and speed.
    pub fn timed(self, seconds: f64) -> SolveReport {
        SolveReport {
            seconds,
            nodes_per_second: self.nodes as f64 / seconds.max(1e-9),
            ..self
        }
    }
}

/// A principal variation's moves by name, "pass" for a pass.
fn pv_names(pv: &[Option<Square>]) -> Vec<String> {
    pv.iter()
        .map(|step| step.map_or("pass".to_string(), |square| square.to_string()))
        .collect()
}

/// Pairs as one object, keys in the pairs' order.
fn in_order<S: Serializer>(pairs: &[(String, i32)], serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_map(pairs.iter().map(|(key, value)| (key, value)))
}

/// Where a solved position's values came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Source {
    Search,
    Book,
}

/// A solved position with what a page shows beside its values: whose
/// values they are, how far the game has to go, and where they came from.
#[derive(Clone, Debug, Serialize)]
pub struct PositionReport {
    #[serde(flatten)]
    pub solve: SolveReport,
    /// Who the values are for: the side to move (a side that must pass
    /// keeps its own value).
    pub to_move: Color,
    pub empties: u32,
    pub game_over: bool,
    pub source: Source,
    /// From the book: the best moves a perfect player chooses from to stay
    /// in it (others may tie, but the book does not follow them).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub follow: Option<Vec<String>>,
}

impl PositionReport {
    /// The report of `solution`, found for `board` by `source`.
    pub fn new(
        board: &Board,
        scoring: Scoring,
        source: Source,
        solution: &Solution,
    ) -> PositionReport {
        PositionReport {
            solve: SolveReport::new(board, scoring, solution, &[]),
            to_move: board.side_to_move(),
            empties: board.empty().count(),
            game_over: board.is_game_over(),
            source,
            follow: None,
        }
    }

    /// What `book` knows of `board`, if anything; its values are `wof`, so
    /// under `raw` scoring nothing. On the perfect player's turns the book
    /// values its best moves only.
    pub fn from_book(
        book: &OpeningBook,
        board: &Board,
        scoring: Scoring,
    ) -> Option<PositionReport> {
        if scoring != Scoring::Wof {
            return None;
        }
        let answer = book.answer(board)?;
        let solution = Solution {
            value: answer.value,
            best: answer.best,
            moves: answer.moves,
            nodes: 0,
        };
        Some(PositionReport {
            follow: Some(answer.follow.iter().map(ToString::to_string).collect()),
            ..PositionReport::new(board, scoring, Source::Book, &solution)
        })
    }

    /// The report with the solve's time and speed.
    pub fn timed(self, seconds: f64) -> PositionReport {
        PositionReport {
            solve: self.solve.timed(seconds),
            ..self
        }
    }

    /// The report with a principal variation, best play to the end.
    pub fn with_pv(mut self, pv: &[Option<Square>]) -> PositionReport {
        self.solve.pv = pv_names(pv);
        self
    }
}

/// Every position reachable from a start, each with its exact value.
#[derive(Clone, Debug, Serialize)]
pub struct CensusReport {
    pub board: String,
    pub scoring: Scoring,
    pub positions: usize,
    pub up_to_symmetry: usize,
    pub finished: usize,
    pub games: u64,
    /// Positions per number of empties, most empties first.
    pub by_empties: Vec<(u32, usize)>,
    /// Every position (board string) with its value for the side to move.
    pub values: Vec<(String, i32)>,
    pub seconds: f64,
}

impl CensusReport {
    /// The report of `census`, taken from `start`.
    pub fn new(start: &Board, scoring: Scoring, census: &Census) -> CensusReport {
        CensusReport {
            board: start.to_string(),
            scoring,
            positions: census.len(),
            up_to_symmetry: census.up_to_symmetry(),
            finished: census.finished(),
            games: census.games,
            by_empties: census.by_empties(),
            values: census
                .positions
                .iter()
                .map(|(board, value)| (board.to_string(), *value))
                .collect(),
            seconds: 0.0,
        }
    }
}

/// A line annotated with exact values, continued by best play to the end.
#[derive(Clone, Debug, Serialize)]
pub struct LineReport {
    pub start: String,
    pub scoring: Scoring,
    pub steps: Vec<Step>,
}

impl LineReport {
    pub fn new(start: &Board, scoring: Scoring, steps: Vec<Step>) -> LineReport {
        LineReport {
            start: start.to_string(),
            scoring,
            steps,
        }
    }
}

/// An opening book written to a file.
#[derive(Clone, Debug, Serialize)]
pub struct BookReport {
    pub file: String,
    pub plies: u32,
    pub positions: usize,
    pub bytes: usize,
    /// Positions searched to build it (this run only).
    pub nodes: u64,
    pub seconds: f64,
}

impl BookReport {
    /// The report of `book`, covering `plies` plies, written to `file` in
    /// `bytes` bytes after `nodes` were searched.
    pub fn new(
        file: String,
        plies: u32,
        book: &OpeningBook,
        bytes: usize,
        nodes: u64,
    ) -> BookReport {
        BookReport {
            file,
            plies,
            positions: book.len(),
            bytes,
            nodes,
            seconds: 0.0,
        }
    }
}
