//! The mobility lab for the worker: the two record searchers and the
//! reachability checker, each within a time budget read from the browser's
//! clock, reporting progress and (searchers) every improvement. The reports
//! are the engine's, as the CLI prints them; this face reads the input and
//! times the work.

use super::clock;
use crate::board::{Board, Color, Size};
use crate::game::Game;
use crate::mobility::reach::check_reachable;
use crate::mobility::report::{FreeReport, ReachReport, ReachableReport};
use crate::mobility::{free, reachable, Deadline};
use crate::web::mobility::{read_board, LabError, MAX_SECONDS};
use crate::web::to_js;
use serde::Serialize;
use wasm_bindgen::prelude::*;

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
