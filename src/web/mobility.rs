//! The mobility lab for the page and its worker: legal-move counts and the
//! necessary conditions of an edited board, the two record searchers and the
//! reachability checker, each within a time budget read from the browser's
//! clock, reporting progress and (searchers) every improvement.

use super::to_js;
use crate::board::{Board, Color, Size, Square};
use crate::game::Game;
use crate::mobility::free::{self, FreeResult};
use crate::mobility::reach::check_reachable;
use crate::mobility::reachable::{self, ReachableResult};
use crate::mobility::{check_conditions, mobility, Deadline};
use crate::notation::format_moves;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The longest budget a page may ask for: an hour.
const MAX_SECONDS: f64 = 3600.0;

fn clock() -> f64 {
    js_sys::Date::now() / 1000.0
}

fn parse_board(text: &str) -> Result<Board, JsError> {
    let board: Board = text
        .parse()
        .map_err(|error| JsError::new(&format!("board: {error}")))?;
    if board.size() != Size::Eight {
        return Err(JsError::new(
            "board: the mobility lab works on 8x8 boards (64 squares)",
        ));
    }
    Ok(board)
}

fn check_budget(seconds: f64) -> Result<(), JsError> {
    if seconds.is_finite() && seconds > 0.0 && seconds <= MAX_SECONDS {
        Ok(())
    } else {
        Err(JsError::new(&format!(
            "time budget {seconds} s: choose more than 0 and at most {MAX_SECONDS} seconds"
        )))
    }
}

fn names(squares: impl Iterator<Item = Square>) -> Vec<String> {
    squares.map(|square| square.to_string()).collect()
}

/// Calls a JS callback, ignoring what it throws: a failing listener must
/// not stop the search.
fn notify(callback: &js_sys::Function, first: JsValue, second: JsValue) {
    let _ = callback.call2(&JsValue::NULL, &first, &second);
}

fn reporter(callback: &js_sys::Function) -> impl FnMut(u64, u64) + '_ {
    move |done, total| {
        notify(
            callback,
            JsValue::from(done as f64),
            JsValue::from(total as f64),
        )
    }
}

/// Counts and conditions of a position.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Report {
    /// The board string, normalized.
    board: String,
    to_move: Color,
    black: u32,
    white: u32,
    black_moves: Vec<String>,
    white_moves: Vec<String>,
    empties: u32,
    black_discs: u32,
    white_discs: u32,
    /// Necessary conditions broken (empty when it may occur in a game).
    violations: Vec<String>,
}

/// Legal-move counts and squares of both sides, and the broken necessary
/// conditions, of a board string.
#[wasm_bindgen(js_name = mobilityReport)]
pub fn mobility_report(board: &str) -> Result<JsValue, JsError> {
    let board = parse_board(board)?;
    let counts = mobility(&board);
    let (black_moves, white_moves) = match board.side_to_move() {
        Color::Black => (board.legal_moves(), board.opponent_moves()),
        Color::White => (board.opponent_moves(), board.legal_moves()),
    };
    to_js(&Report {
        board: board.to_string(),
        to_move: counts.to_move,
        black: counts.black,
        white: counts.white,
        black_moves: names(black_moves),
        white_moves: names(white_moves),
        empties: board.empty().count(),
        black_discs: board.count(Color::Black),
        white_discs: board.count(Color::White),
        violations: check_conditions(&board)
            .iter()
            .map(ToString::to_string)
            .collect(),
    })
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct FreeFound {
    best_count: u32,
    /// A board with `best_count` moves for black, the fewest empties found.
    board: String,
    fewest_empties: u32,
    sparsest: String,
    most_empties: u32,
    seconds_to_best: f64,
    steps: f64,
}

impl From<&FreeResult> for FreeFound {
    fn from(found: &FreeResult) -> FreeFound {
        FreeFound {
            best_count: found.best_count,
            board: found.board.to_string(),
            fewest_empties: found.fewest_empties,
            sparsest: found.sparsest.to_string(),
            most_empties: found.most_empties,
            seconds_to_best: found.seconds_to_best,
            steps: found.steps as f64,
        }
    }
}

/// Free placement for `seconds` (or until `stop_at` moves when above 0):
/// `progress(done_ms, total_ms)`, `improved(best_so_far)`.
#[wasm_bindgen(js_name = mobilityFreeSearch)]
pub fn mobility_free_search(
    seed: u32,
    seconds: f64,
    stop_at: u32,
    progress: &js_sys::Function,
    improved: &js_sys::Function,
) -> Result<JsValue, JsError> {
    check_budget(seconds)?;
    let deadline = Deadline::new(seconds, &clock);
    let mut on_best = |found: &FreeResult| {
        if let Ok(value) = to_js(&FreeFound::from(found)) {
            notify(improved, value, JsValue::UNDEFINED);
        }
    };
    let result = free::search(
        seed as u64,
        &deadline,
        (stop_at > 0).then_some(stop_at),
        &mut reporter(progress),
        &mut on_best,
    );
    to_js(&FreeFound::from(&result))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ReachableFound {
    best_count: u32,
    board: String,
    to_move: Color,
    moves: String,
    seconds_to_best: f64,
    width: usize,
    passes: u32,
}

impl From<&ReachableResult> for ReachableFound {
    fn from(found: &ReachableResult) -> ReachableFound {
        ReachableFound {
            best_count: found.best_count,
            board: found.board.to_string(),
            to_move: found.board.side_to_move(),
            moves: format_moves(&found.moves),
            seconds_to_best: found.seconds_to_best,
            width: found.width,
            passes: found.passes,
        }
    }
}

/// Beam search from the start for `seconds` (or until `stop_at` moves when
/// above 0) for positions with `side` to move (`black`, `white` or `either`).
#[wasm_bindgen(js_name = mobilityReachableSearch)]
pub fn mobility_reachable_search(
    side: &str,
    seconds: f64,
    stop_at: u32,
    progress: &js_sys::Function,
    improved: &js_sys::Function,
) -> Result<JsValue, JsError> {
    check_budget(seconds)?;
    let target = match side {
        "black" => Some(Color::Black),
        "white" => Some(Color::White),
        "either" => None,
        other => {
            return Err(JsError::new(&format!(
                "side `{other}`: choose black, white or either"
            )))
        }
    };
    let deadline = Deadline::new(seconds, &clock);
    let mut on_best = |found: &ReachableResult| {
        if let Ok(value) = to_js(&ReachableFound::from(found)) {
            notify(improved, value, JsValue::UNDEFINED);
        }
    };
    let result = reachable::search(
        &Game::new(Board::start(Size::Eight)),
        &deadline,
        target,
        (stop_at > 0).then_some(stop_at),
        &mut reporter(progress),
        &mut on_best,
    );
    match result {
        Some(result) => to_js(&ReachableFound::from(&result)),
        None => Err(JsError::new(&format!(
            "no position with {side} to move reached within {seconds} s"
        ))),
    }
}

#[derive(Serialize)]
struct Verdict {
    /// `reachable`, `unreachable` or `unknown`.
    status: &'static str,
    /// The line from the start, when reachable (verified by replaying it).
    moves: Option<String>,
    reason: String,
    /// Positions the search visited.
    nodes: f64,
}

/// Is the position reachable from the start? Searches for at most
/// `seconds`; `progress(nodes, 0)` as it goes.
#[wasm_bindgen(js_name = mobilityReach)]
pub fn mobility_reach(
    board: &str,
    seconds: f64,
    progress: &js_sys::Function,
) -> Result<JsValue, JsError> {
    check_budget(seconds)?;
    let board = parse_board(board)?;
    let deadline = Deadline::new(seconds, &clock);
    let result = check_reachable(&board, &deadline, &mut reporter(progress));
    let verdict = &result.verdict;
    let (status, moves, reason) = (verdict.status(), verdict.moves(), verdict.reason());
    to_js(&Verdict {
        status,
        moves,
        reason,
        nodes: result.nodes as f64,
    })
}
