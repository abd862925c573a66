//! The mobility lab's edited board for the page: legal-move counts of both
//! sides, the broken necessary conditions and the position in words. The
//! searchers and the reachability checker run in the workers
//! (`work/mobility.rs`).

use super::game::Spot;
use super::to_js;
use crate::board::{Board, Size};
use crate::mobility::report::PositionReport;
use crate::notation::{read_game, ReadError};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The longest budget a page may ask for: an hour.
pub(super) const MAX_SECONDS: f64 = 3600.0;

/// What the page asked for that the lab cannot take; each names its part.
#[derive(Debug, thiserror::Error)]
// The searches in the workers raise the variants the page's report never does.
#[cfg_attr(not(feature = "workers"), allow(dead_code))]
pub(super) enum LabError {
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

/// The 8x8 position of a board string, read as every face reads positions.
pub(super) fn read_board(text: &str) -> Result<Board, LabError> {
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
