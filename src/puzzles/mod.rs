//! Endgame puzzles from real games: positions of a game with few empties
//! where the side to move has one move (or a few of equal value) that
//! matters, graded by difficulty and drawn reproducibly from a seed.
//!
//! The candidates are every position of every game with a number of
//! empties in the asked band and at least two legal moves, each board once.
//! They are shuffled by the seed and solved exactly (every move's value)
//! one at a time until enough are found, so a request costs a few solves,
//! not one per position. A position qualifies when its second-best move is
//! strictly worse than its best; it is *decisive* when the best move wins
//! or draws and the second-best loses. Decisive puzzles are taken first;
//! the others fill up only when too few decisive ones turn up within
//! `ATTEMPTS_PER_PUZZLE` solves per puzzle asked.

mod check;
mod report;

pub use check::{check, verdict, CheckError, Checked, Step, Verdict};

pub use report::{difficulty, Level, Puzzle, PuzzleReport, PuzzleSource};

use crate::board::random::seeded;
use crate::board::{Board, Scoring};
use crate::progress::Silent;
use crate::records::Record;
use crate::solve::Solver;
use rand::seq::SliceRandom;
use std::collections::HashSet;
use std::ops::RangeInclusive;

/// The empties a puzzle may have: few enough to solve at once, enough to
/// need reading ahead.
pub const EMPTIES: RangeInclusive<u32> = 10..=22;
/// The band drawn from by default: solved in a fraction of a second each.
pub const DEFAULT_EMPTIES: RangeInclusive<u32> = 10..=16;
/// Solves tried per puzzle asked before settling for puzzles that are not
/// decisive.
pub const ATTEMPTS_PER_PUZZLE: usize = 8;
/// The solver's table: 2^20 slots, 32 MiB.
pub const TABLE_BITS: u32 = 20;

/// What to draw: how many puzzles, with how many empties, from which seed.
#[derive(Clone, Debug)]
pub struct Request {
    pub empties: RangeInclusive<u32>,
    pub count: usize,
    pub seed: u64,
}

/// A file's games, by the file's name.
pub struct GameFile<'a> {
    pub name: &'a str,
    pub games: &'a [Record],
    /// Each game's number in its file (bad games leave gaps); `None`:
    /// 1, 2, 3, …
    pub numbers: Option<&'a [usize]>,
}

/// A position that may become a puzzle, and where it was played.
struct Candidate {
    board: Board,
    source: PuzzleSource,
}

/// Every position of the files' games in the band, each board once (the
/// first game to reach it names it), in file and game order.
fn candidates(files: &[GameFile], empties: &RangeInclusive<u32>) -> Vec<Candidate> {
    let mut seen = HashSet::new();
    let mut found = Vec::new();
    for file in files {
        for (at, record) in file.games.iter().enumerate() {
            let Ok(game) = record.game() else { continue };
            for (ply, board) in game.positions().into_iter().enumerate() {
                let choices = board.legal_moves().count();
                if choices >= 2 && empties.contains(&board.empty().count()) && seen.insert(board) {
                    found.push(Candidate {
                        board,
                        source: PuzzleSource {
                            file: file.name.to_string(),
                            number: file
                                .numbers
                                .and_then(|numbers| numbers.get(at).copied())
                                .unwrap_or(at + 1),
                            ply,
                        },
                    });
                }
            }
        }
    }
    found
}

/// Draws `request.count` puzzles from the files' games (fewer if the games
/// hold fewer), solving with `solver`.
pub fn draw(files: &[GameFile], request: &Request, solver: &mut Solver) -> PuzzleReport {
    let mut pool = candidates(files, &request.empties);
    let candidates = pool.len();
    pool.shuffle(&mut seeded(request.seed));
    let attempts = request.count.saturating_mul(ATTEMPTS_PER_PUZZLE);
    let mut decisive = Vec::new();
    let mut others = Vec::new();
    let mut solved = 0;
    for candidate in pool {
        let enough = decisive.len() >= request.count;
        if enough || (solved >= attempts && decisive.len() + others.len() >= request.count) {
            break;
        }
        solved += 1;
        let solution = solver.solve(&candidate.board, Scoring::Wof, &mut Silent);
        if let Some(puzzle) = Puzzle::of(&candidate.board, &solution, candidate.source) {
            if puzzle.decisive() {
                decisive.push(puzzle);
            } else {
                others.push(puzzle);
            }
        }
    }
    let missing = request.count.saturating_sub(decisive.len());
    decisive.extend(others.into_iter().take(missing));
    PuzzleReport::new(request, decisive, candidates, solved)
}
