//! `WebSolver`: the exact solver for the small-boards page. The page keeps
//! one for 4x4 (instant) and the worker one for everything longer; each
//! keeps its transposition table between calls, so the next position of a
//! game reuses the work done on the previous one. The worker's also holds
//! the 6x6 opening book, which answers first where it knows the position.

use super::to_js;
use crate::board::{Board, Color, ParseScoringError, Scoring, Square};
use crate::solve::book::OpeningBook;
use crate::solve::{Solution, Solver};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Table sizes a caller may ask for: 2^10 slots (32 KiB) to 2^24 (512 MiB).
const TABLE_BITS: std::ops::RangeInclusive<u32> = 10..=24;

#[wasm_bindgen]
pub struct WebSolver {
    solver: Solver,
    book: Option<OpeningBook>,
}

/// Where a solution came from.
#[derive(Serialize)]
#[serde(rename_all = "lowercase")]
enum Source {
    Search,
    Book,
}

/// A solved position as the page shows it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Solved {
    /// The board string that was solved.
    board: String,
    size: u8,
    scoring: Scoring,
    /// Who the values are for: the side to move (after its forced pass, if
    /// it has no move the value is still its own).
    to_move: Color,
    empties: u32,
    game_over: bool,
    source: Source,
    /// From the book: the best moves a perfect player should choose from
    /// to stay in it (others may tie, but the book does not follow them).
    #[serde(skip_serializing_if = "Option::is_none")]
    follow: Option<Vec<Square>>,
    #[serde(flatten)]
    solution: Solution,
}

impl Solved {
    fn new(board: &Board, scoring: Scoring, source: Source, solution: Solution) -> Solved {
        Solved {
            board: board.to_string(),
            size: board.size().side(),
            scoring,
            to_move: board.side_to_move(),
            empties: board.empty().count(),
            game_over: board.is_game_over(),
            source,
            follow: None,
            solution,
        }
    }
}

/// A value with one move that achieves it.
#[derive(Serialize)]
struct BestMove {
    value: i32,
    best: Option<Square>,
    nodes: u64,
}

fn parse(board: &str, scoring: &str) -> Result<(Board, Scoring), JsError> {
    let board: Board = board
        .parse()
        .map_err(|error| JsError::new(&format!("board: {error}")))?;
    let scoring: Scoring = scoring
        .parse()
        .map_err(|error: ParseScoringError| JsError::new(&error.to_string()))?;
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
            solver: Solver::new(table_bits),
            book: None,
        })
    }

    /// Reads an opening book file (`OpeningBook::to_bytes`); from then on
    /// the positions it knows are answered from it under `wof` scoring (its
    /// values are `wof`). Returns the number of positions it holds.
    #[wasm_bindgen(js_name = loadBook)]
    pub fn load_book(&mut self, bytes: &[u8]) -> Result<usize, JsError> {
        let book = OpeningBook::from_bytes(bytes)
            .map_err(|error| JsError::new(&format!("opening book: {error}")))?;
        let positions = book.len();
        self.book = Some(book);
        Ok(positions)
    }

    /// The book's answer for `board` (as `solve` gives it), or `undefined`
    /// when the book does not know the position or `scoring` is not `wof`.
    pub fn lookup(&mut self, board: &str, scoring: &str) -> Result<JsValue, JsError> {
        let (board, scoring) = parse(board, scoring)?;
        match self.book_answer(&board, scoring) {
            Some(solved) => to_js(&solved),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// The exact value of `board` (a board string) for the side to move
    /// under `scoring` (`wof` or `raw`), its best moves and every legal
    /// move's value, best first. `progress(done, total)`, if given, hears
    /// the root moves and their replies finish.
    pub fn solve(
        &mut self,
        board: &str,
        scoring: &str,
        progress: Option<js_sys::Function>,
    ) -> Result<JsValue, JsError> {
        let (board, scoring) = parse(board, scoring)?;
        if let Some(solved) = self.book_answer(&board, scoring) {
            return to_js(&solved);
        }
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
        let solution = self.solver.solve(&board, scoring, &mut report);
        to_js(&Solved::new(&board, scoring, Source::Search, solution))
    }

    /// `solve`'s answer with one best move as the only move valued: what
    /// the perfect player needs to move, at a third of the cost. From the
    /// book where it knows the position.
    #[wasm_bindgen(js_name = solveBest)]
    pub fn solve_best(&mut self, board: &str, scoring: &str) -> Result<JsValue, JsError> {
        let (board, scoring) = parse(board, scoring)?;
        if let Some(solved) = self.book_answer(&board, scoring) {
            return to_js(&solved);
        }
        let before = self.solver.nodes();
        let (value, best) = self.solver.best_move(&board, scoring);
        let solution = Solution {
            value,
            best: best.into_iter().collect(),
            moves: best.map(|square| (square, value)).into_iter().collect(),
            nodes: self.solver.nodes() - before,
        };
        to_js(&Solved::new(&board, scoring, Source::Search, solution))
    }

    /// The exact value of `board` for the side to move and one best move
    /// (none when it must pass): cheaper than `solve`, which values every
    /// move. What the FFO benchmark times, as natively (`--best-only`).
    #[wasm_bindgen(js_name = bestMove)]
    pub fn best_move(&mut self, board: &str, scoring: &str) -> Result<JsValue, JsError> {
        let (board, scoring) = parse(board, scoring)?;
        let before = self.solver.nodes();
        let (value, best) = self.solver.best_move(&board, scoring);
        to_js(&BestMove {
            value,
            best,
            nodes: self.solver.nodes() - before,
        })
    }

    /// Positions searched since the solver was made.
    #[wasm_bindgen(getter)]
    pub fn nodes(&self) -> f64 {
        self.solver.nodes() as f64
    }
}

impl WebSolver {
    /// The book's answer as a solution: on the perfect player's turns its
    /// moves are the best ones only (the book knows no other value there).
    fn book_answer(&self, board: &Board, scoring: Scoring) -> Option<Solved> {
        if scoring != Scoring::Wof {
            return None;
        }
        let answer = self.book.as_ref()?.answer(board)?;
        let solution = Solution {
            value: answer.value,
            best: answer.best,
            moves: answer.moves,
            nodes: 0,
        };
        Some(Solved {
            follow: Some(answer.follow),
            ..Solved::new(board, scoring, Source::Book, solution)
        })
    }
}
