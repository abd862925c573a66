//! A game's review report for the page: the values, mistakes, summary and
//! stoner marks from the analyses the workers sent so far (the CLI's
//! `review --json`). The positions are valued in the workers
//! (`work/review.rs`).

use super::game::read_error;
use super::{named, to_js};
use crate::board::Size;
use crate::game::Game;
use crate::notation::read_game;
use crate::review::{PositionAnalysis, ReviewReport};
use wasm_bindgen::prelude::*;

/// The game of `size` the page names (a board string or none, then the
/// moves), or the part that is wrong.
pub(super) fn read(size: Size, board: Option<String>, moves: &str) -> Result<Game, JsError> {
    read_game(Some(size), board.as_deref(), moves)
        .whole()
        .map_err(|error| JsError::new(&read_error(error)))
}

/// The report of the game from `analyses` (one per position, `null`
/// where not analysed yet): values, mistakes, summary, stoner marks.
#[wasm_bindgen(js_name = reviewReport)]
pub fn review_report(
    size: u8,
    board: Option<String>,
    moves: &str,
    analyses: JsValue,
) -> Result<JsValue, JsError> {
    let size = Size::try_from(size).map_err(named("size"))?;
    let game = read(size, board, moves)?;
    let analyses: Vec<Option<PositionAnalysis>> =
        serde_wasm_bindgen::from_value(analyses).map_err(named("analyses"))?;
    to_js(&ReviewReport::new(&game, &analyses))
}
