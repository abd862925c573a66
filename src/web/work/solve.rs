//! `WebSolver`: the exact solver for the small-boards page. The page keeps
//! one for 4x4 (instant) and the worker one for everything longer; each
//! keeps its transposition table between calls, so the next position of a
//! game reuses the work done on the previous one. The worker's also holds
//! the 6x6 opening book, which answers first where it knows the position.
//! Answers are the engine's `PositionReport` (the CLI's solve report and
//! what the page shows beside it), timed here. The puzzles page's solver
//! checks answers with `puzzles::check`, step by step.

use super::clock;
use crate::board::{Board, Scoring, Square};
use crate::puzzles::{self, Step};
use crate::solve::book::OpeningBook;
use crate::solve::report::PositionReport;
use crate::solve::{Request, Solver};
use crate::web::{named, to_js};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Table sizes a caller may ask for: 2^10 slots (32 KiB) to 2^24 (512 MiB).
const TABLE_BITS: std::ops::RangeInclusive<u32> = 10..=24;

#[wasm_bindgen]
pub struct WebSolver {
    solver: Solver,
    book: Option<OpeningBook>,
}

/// A value with one move that achieves it: what the FFO benchmark times.
#[derive(Serialize)]
struct BestMove {
    value: i32,
    best: Option<Square>,
    nodes: u64,
    seconds: f64,
}

/// One step of a puzzle's check, as the page hears it: the verdict, the
/// refutation of a wrong move (`pass` for a pass) or one more move's value.
#[derive(Serialize)]
#[serde(rename_all = "snake_case")]
enum Heard {
    Verdict(puzzles::Verdict),
    Refutation(Vec<String>),
    Valued { square: Square, value: i32 },
}

/// The end of a puzzle's check: every move's value (the verdict's plus the
/// steps'), the best moves and whether the stored answer is the solver's.
#[derive(Serialize)]
struct CheckEnd {
    value: i32,
    best: Vec<Square>,
    moves: std::collections::BTreeMap<Square, i32>,
    confirmed: bool,
    seconds: f64,
}

/// Squares of a line as the page names them, `pass` for a pass.
fn line_names(line: Vec<Option<Square>>) -> Vec<String> {
    line.into_iter()
        .map(|square| square.map_or_else(|| "pass".to_string(), |square| square.to_string()))
        .collect()
}

/// The board string and scoring rule of a call, or the part that is wrong.
fn read(board: &str, scoring: &str) -> Result<(Board, Scoring), JsError> {
    let board = board.parse().map_err(named("board"))?;
    let scoring = scoring.parse().map_err(named("scoring"))?;
    Ok((board, scoring))
}

#[wasm_bindgen]
impl WebSolver {
    /// A solver with a table of 2^`table_bits` slots of 24 bytes.
    #[wasm_bindgen(constructor)]
    pub fn new(table_bits: u32) -> Result<WebSolver, JsError> {
        if !TABLE_BITS.contains(&table_bits) {
            return Err(JsError::new(&format!(
                "a table of 2^{table_bits} slots is not offered (use {} to {})",
                TABLE_BITS.start(),
                TABLE_BITS.end()
            )));
        }
        Ok(WebSolver {
            solver: Solver::try_new(table_bits).map_err(named("table_bits"))?,
            book: None,
        })
    }

    /// Reads an opening book file (`OpeningBook::to_bytes`); from then on
    /// the positions it knows are answered from it under `wof` scoring.
    /// Returns the number of positions it holds.
    #[wasm_bindgen(js_name = loadBook)]
    pub fn load_book(&mut self, bytes: &[u8]) -> Result<usize, JsError> {
        let book = OpeningBook::from_bytes(bytes).map_err(named("opening book"))?;
        let positions = book.len();
        self.book = Some(book);
        Ok(positions)
    }

    /// The book's answer for `board` (as `solve` gives it), or `undefined`
    /// when the book does not know the position under `scoring`.
    pub fn lookup(&mut self, board: &str, scoring: &str) -> Result<JsValue, JsError> {
        let (board, scoring) = read(board, scoring)?;
        match self.book_answer(&board, scoring) {
            Some(report) => to_js(&report),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// The exact value of `board` (a board string) for the side to move
    /// under `scoring` (`wof` or `raw`), its best moves and every legal
    /// move's value, best first; from the book where it knows the position.
    /// `progress(done, total)`, if given, hears the root moves finish.
    pub fn solve(
        &mut self,
        board: &str,
        scoring: &str,
        progress: Option<js_sys::Function>,
    ) -> Result<JsValue, JsError> {
        let (board, scoring) = read(board, scoring)?;
        let mut report = |done: u64, total: u64| {
            if let Some(callback) = &progress {
                // A throwing callback must not stop the search; its error is dropped.
                let _ = callback.call2(
                    &JsValue::NULL,
                    &JsValue::from(done as f64),
                    &JsValue::from(total as f64),
                );
            }
        };
        self.answer(&board, scoring, true, &mut report)
    }

    /// `solve`'s answer with one best move as the only move valued: what
    /// the perfect player needs to move, at a third of the cost.
    #[wasm_bindgen(js_name = solveBest)]
    pub fn solve_best(&mut self, board: &str, scoring: &str) -> Result<JsValue, JsError> {
        let (board, scoring) = read(board, scoring)?;
        self.answer(&board, scoring, false, &mut crate::progress::Silent)
    }

    /// The exact value of `board` for the side to move and one best move
    /// (none when it must pass), never from the book: what the FFO
    /// benchmark times, as natively (`--best-only`).
    #[wasm_bindgen(js_name = bestMove)]
    pub fn best_move(&mut self, board: &str, scoring: &str) -> Result<JsValue, JsError> {
        let (board, scoring) = read(board, scoring)?;
        let started = clock();
        let before = self.solver.nodes();
        let (value, best) = self.solver.best_move(&board, scoring);
        to_js(&BestMove {
            value,
            best,
            nodes: self.solver.nodes() - before,
            seconds: clock() - started,
        })
    }

    /// A puzzle's value and one best move, searched from `guess` (its
    /// stored value): the check's work started while the player thinks.
    #[wasm_bindgen(js_name = puzzleValue)]
    pub fn puzzle_value(&mut self, board: &str, guess: i32) -> Result<JsValue, JsError> {
        let board: Board = board.parse().map_err(named("board"))?;
        let started = clock();
        let before = self.solver.nodes();
        let (value, best) = self.solver.best_move_from(&board, Scoring::Wof, guess);
        to_js(&BestMove {
            value,
            best,
            nodes: self.solver.nodes() - before,
            seconds: clock() - started,
        })
    }

    /// Checks `played` in the puzzle `board` against its stored `answer`
    /// (squares) and `value` (`puzzles::check`): `heard(step)` hears the
    /// verdict first, then a wrong move's refutation, then each other
    /// move's value; the answer is the whole check.
    #[wasm_bindgen(js_name = checkPuzzle)]
    pub fn check_puzzle(
        &mut self,
        board: &str,
        played: &str,
        answer: Vec<String>,
        value: i32,
        heard: js_sys::Function,
    ) -> Result<JsValue, JsError> {
        let board: Board = board.parse().map_err(named("board"))?;
        let played: Square = played.parse().map_err(named("move"))?;
        let answer = answer
            .iter()
            .map(|square| square.parse())
            .collect::<Result<Vec<Square>, _>>()
            .map_err(named("answer"))?;
        let started = clock();
        let mut tell = |step: Step| {
            let step = match step {
                Step::Verdict(verdict) => Heard::Verdict(verdict),
                Step::Refutation(line) => Heard::Refutation(line_names(line)),
                Step::Valued(square, value) => Heard::Valued { square, value },
            };
            // A throwing callback must not stop the check; its error is dropped.
            if let Ok(step) = to_js(&step) {
                let _ = heard.call1(&JsValue::NULL, &step);
            }
        };
        let checked = puzzles::check(
            &mut self.solver,
            &board,
            played,
            (&answer, value),
            &mut crate::progress::Silent,
            &mut tell,
        )
        .map_err(named("move"))?;
        to_js(&CheckEnd {
            value: checked.solution.value,
            best: checked.solution.best,
            moves: checked.solution.moves.into_iter().collect(),
            confirmed: checked.confirmed,
            seconds: clock() - started,
        })
    }

    /// Positions searched since the solver was made.
    #[wasm_bindgen(getter)]
    pub fn nodes(&self) -> f64 {
        self.solver.nodes() as f64
    }
}

impl WebSolver {
    fn book_answer(&self, board: &Board, scoring: Scoring) -> Option<PositionReport> {
        PositionReport::from_book(self.book.as_ref()?, board, scoring)
    }

    /// The engine's answer for `board` (the book's where it knows the
    /// position), every move valued or one best move, timed.
    fn answer(
        &mut self,
        board: &Board,
        scoring: Scoring,
        every_move: bool,
        progress: &mut dyn crate::progress::Progress,
    ) -> Result<JsValue, JsError> {
        let started = clock();
        let request = Request {
            board: *board,
            scoring,
            every_move,
            pv: false,
        };
        let report = self
            .solver
            .answer(&request, self.book.as_ref(), None, progress)
            .map_err(named("solve"))?;
        to_js(&report.timed(clock() - started))
    }
}
