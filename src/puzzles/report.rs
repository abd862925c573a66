//! The puzzles drawn, for every face (the CLI's `--json`, the page's
//! built-in set; field names fixed by shared/spec/interfaces.md), and how a
//! puzzle's difficulty is scored.

use super::Request;
use crate::board::{Board, Color, Square};
use crate::solve::Solution;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Puzzles drawn from games.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PuzzleReport {
    pub puzzles: Vec<Puzzle>,
    pub empties: [u32; 2],
    pub seed: u64,
    /// Distinct positions in the band the games offered.
    pub candidates: usize,
    /// Positions solved to find the puzzles.
    pub solved: usize,
    /// Filled in by the face.
    pub seconds: f64,
    /// What could not be read from the files: each bad game and each file
    /// not read (filled in by the face, as `boardlab records` names them).
    #[serde(default)]
    pub errors: Vec<crate::records::report::ErrorEntry>,
}

/// One puzzle: the side to move finds `answer`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Puzzle {
    pub board: String,
    pub to_move: Color,
    /// Every move of the best value.
    pub answer: Vec<Square>,
    /// The best value, for the side to move (discs, empties to the winner).
    pub value: i32,
    /// The value of the best of the other moves.
    pub second_best: i32,
    /// Every legal move's value.
    pub moves: BTreeMap<Square, i32>,
    pub empties: u32,
    pub source: PuzzleSource,
    /// 0 (easy) to 100 (hard): see `difficulty`.
    pub difficulty: u32,
    /// `easy`, `medium` or `hard`, from the difficulty.
    pub level: Level,
}

/// Where a puzzle was played: the file, the game's number in it (from 1)
/// and the moves played before the position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleSource {
    pub file: String,
    pub number: usize,
    pub ply: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Easy,
    Medium,
    Hard,
}

/// The difficulty, from 0 to 100: the sum of three parts, each from 0 to 1.
/// - traps (weight 40): the share of the legal moves that are worse than
///   the best: one good move among eight is harder than one among two;
/// - closeness (weight 30): `4 / (4 + gap)`, where `gap` is how much the
///   second-best move loses against the best, in discs: a move that loses
///   by little looks as good as the answer;
/// - depth (weight 30): `(empties - 10) / 12`, capped to 0..1: the more
///   empties, the longer the line that refutes a wrong move.
pub fn difficulty(legal: usize, worse: usize, gap: i32, empties: u32) -> u32 {
    let traps = worse as f64 / legal.max(1) as f64;
    let closeness = 4.0 / (4.0 + f64::from(gap.max(0)));
    let depth = ((f64::from(empties) - 10.0) / 12.0).clamp(0.0, 1.0);
    (100.0 * (0.4 * traps + 0.3 * closeness + 0.3 * depth)).round() as u32
}

impl Level {
    /// Below 45: easy; below 60: medium; else hard.
    pub fn of(difficulty: u32) -> Level {
        match difficulty {
            0..45 => Level::Easy,
            45..60 => Level::Medium,
            _ => Level::Hard,
        }
    }
}

impl Puzzle {
    /// The puzzle of `board` solved as `solution` (every move valued), if
    /// its second-best move is strictly worse than its best.
    pub fn of(board: &Board, solution: &Solution, source: PuzzleSource) -> Option<Puzzle> {
        let second_best = solution
            .moves
            .iter()
            .map(|&(_, value)| value)
            .filter(|&value| value < solution.value)
            .max()?;
        let worse = solution
            .moves
            .iter()
            .filter(|&&(_, value)| value < solution.value)
            .count();
        let empties = board.empty().count();
        let difficulty = difficulty(
            solution.moves.len(),
            worse,
            solution.value - second_best,
            empties,
        );
        let mut answer = solution.best.clone();
        answer.sort();
        Some(Puzzle {
            board: board.to_string(),
            to_move: board.side_to_move(),
            answer,
            value: solution.value,
            second_best,
            moves: solution.moves.iter().copied().collect(),
            empties,
            source,
            difficulty,
            level: Level::of(difficulty),
        })
    }

    /// The best move wins or draws and every other loses.
    pub fn decisive(&self) -> bool {
        self.value >= 0 && self.second_best < 0
    }
}

impl PuzzleReport {
    pub(super) fn new(
        request: &Request,
        puzzles: Vec<Puzzle>,
        candidates: usize,
        solved: usize,
    ) -> PuzzleReport {
        PuzzleReport {
            puzzles,
            empties: [*request.empties.start(), *request.empties.end()],
            seed: request.seed,
            candidates,
            solved,
            seconds: 0.0,
            errors: Vec::new(),
        }
    }
}
