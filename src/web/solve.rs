//! `WebSolver`: the exact solver for the small-boards page. The page keeps
//! one for 4x4 (instant) and the worker one for everything longer; each
//! keeps its transposition table between calls, so the next position of a
//! game reuses the work done on the previous one.

use super::to_js;
use crate::board::{Board, Color, Scoring, Square};
use crate::solve::{Solution, Solver};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Table sizes a caller may ask for: 2^10 slots (24 KiB) to 2^24 (384 MiB).
const TABLE_BITS: std::ops::RangeInclusive<u32> = 10..=24;

#[wasm_bindgen]
pub struct WebSolver {
    solver: Solver,
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
    #[serde(flatten)]
    solution: Solution,
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
        .map_err(|error: String| JsError::new(&error))?;
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
        })
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
        to_js(&Solved {
            board: board.to_string(),
            size: board.size().side(),
            scoring,
            to_move: board.side_to_move(),
            empties: board.empty().count(),
            game_over: board.is_game_over(),
            solution,
        })
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
