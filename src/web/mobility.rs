//! The mobility lab for the page and its worker: the report of an edited
//! board, the two record searchers and the reachability checker, each
//! within a time budget read from the browser's clock, reporting progress
//! and (searchers) every improvement. The reports are the engine's, as the
//! CLI prints them; this face reads the input and times the work.

use super::game::Spot;
use super::to_js;
use crate::board::{Board, Color, Size};
use crate::game::Game;
use crate::mobility::reach::check_reachable;
use crate::mobility::report::{FreeReport, PositionReport, ReachReport, ReachableReport};
use crate::mobility::{free, reachable, Deadline};
use crate::notation::{read_game, ReadError};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The longest budget a page may ask for: an hour.
const MAX_SECONDS: f64 = 3600.0;

/// What the page asked for that the lab cannot take; each names its part.
#[derive(Debug, thiserror::Error)]
enum LabError {
    #[error("'{text}' is not a board string: {error}")]
    Board { text: String, error: ReadError },
    #[error("'{text}' is a {size} board: the mobility lab works on 8x8 boards only")]
    Size { text: String, size: Size },
    #[error("seconds: {0} is not a time budget (more than 0 and at most {MAX_SECONDS})")]
    Budget(f64),
    #[error("side: '{0}' is not a side to move (black, white or either)")]
    Side(String),
    #[error("no position with {side} to move was reached within {seconds} s")]
    NoneReached { side: String, seconds: f64 },
}

fn clock() -> f64 {
    js_sys::Date::now() / 1000.0
}

/// The 8x8 position of a board string, read as every face reads positions.
fn read_board(text: &str) -> Result<Board, LabError> {
    match read_game(Some(Size::Eight), Some(text), "").position() {
        Ok(board) => Ok(board),
        Err(ReadError::SizeMismatch { board, .. }) => Err(LabError::Size {
            text: text.to_string(),
            size: board,
        }),
        Err(error) => Err(LabError::Board {
            text: text.to_string(),
            error,
        }),
    }
}

fn check_budget(seconds: f64) -> Result<(), LabError> {
    if seconds.is_finite() && seconds > 0.0 && seconds <= MAX_SECONDS {
        Ok(())
    } else {
        Err(LabError::Budget(seconds))
    }
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

/// Sends `report` to `improved`, if it converts.
fn tell<T: Serialize>(improved: &js_sys::Function, report: &T) {
    if let Ok(value) = to_js(report) {
        notify(improved, value, JsValue::UNDEFINED);
    }
}

/// The engine's report and the side to move's legal squares placed for
/// drawing, as a snapshot has them.
#[derive(Serialize)]
struct Edited {
    #[serde(flatten)]
    report: PositionReport,
    legal: Vec<Spot>,
}

/// Legal-move counts and squares of both sides, the broken necessary
/// conditions and the position in words, of an 8x8 board string.
#[wasm_bindgen(js_name = mobilityReport)]
pub fn mobility_report(board: &str) -> Result<JsValue, JsError> {
    let board = read_board(board)?;
    to_js(&Edited {
        report: PositionReport::new(&board),
        legal: board.legal_moves().map(Spot::from).collect(),
    })
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
    let started = clock();
    let since = || clock() - started;
    let result = free::search(
        seed as u64,
        &deadline,
        (stop_at > 0).then_some(stop_at),
        &mut reporter(progress),
        &mut |found| {
            tell(
                improved,
                &FreeReport {
                    seconds: since(),
                    ..FreeReport::new(found)
                },
            )
        },
    );
    to_js(&FreeReport {
        seconds: since(),
        ..FreeReport::new(&result)
    })
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
        other => return Err(LabError::Side(other.to_string()).into()),
    };
    let deadline = Deadline::new(seconds, &clock);
    let started = clock();
    let since = || clock() - started;
    let result = reachable::search(
        &Game::new(Board::start(Size::Eight)),
        &deadline,
        target,
        (stop_at > 0).then_some(stop_at),
        &mut reporter(progress),
        &mut |found| {
            tell(
                improved,
                &ReachableReport {
                    seconds: since(),
                    ..ReachableReport::new(found)
                },
            )
        },
    )
    .ok_or_else(|| LabError::NoneReached {
        side: side.to_string(),
        seconds,
    })?;
    to_js(&ReachableReport {
        seconds: since(),
        ..ReachableReport::new(&result)
    })
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
    let board = read_board(board)?;
    let deadline = Deadline::new(seconds, &clock);
    let started = clock();
    let result = check_reachable(&board, &deadline, &mut reporter(progress));
    let mut report = ReachReport::new(&board, &result);
    report.seconds = clock() - started;
    to_js(&report)
}
