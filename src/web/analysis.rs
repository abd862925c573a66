//! The page's half of the analysis: joining what the search pool's
//! workers found for their shares of a position's moves into one analysis
//! (`crate::analyze::merge`), in the page's own build, so that a redraw
//! needs no worker.

use crate::analyze::{merge, shares, Analysis};
use crate::board::Board;
use crate::web::{named, to_js};
use wasm_bindgen::prelude::*;

/// The moves of `board` (a board string) shared among `count` workers, as
/// lists of square names (`crate::analyze::shares`).
#[wasm_bindgen(js_name = analysisShares)]
pub fn analysis_shares(board: &str, count: u32) -> Result<Vec<js_sys::Array>, JsError> {
    let board: Board = board.parse().map_err(named("board"))?;
    Ok(shares(&board, count as usize)
        .into_iter()
        .map(|share| {
            share
                .iter()
                .map(|square| JsValue::from(square.to_string()))
                .collect()
        })
        .collect())
}

/// One analysis from the shares' analyses so far (`[[analysis, ...], ...]`,
/// each share's deepest last), with the best `lines` lines; `null` while a
/// share has none or the shares are of different positions.
#[wasm_bindgen(js_name = analysisMerge)]
pub fn analysis_merge(shares: JsValue, lines: u32) -> Result<JsValue, JsError> {
    let shares: Vec<Vec<Analysis>> =
        serde_wasm_bindgen::from_value(shares).map_err(named("shares"))?;
    match merge(&shares, lines as usize) {
        Some(analysis) => to_js(&analysis),
        None => Ok(JsValue::NULL),
    }
}
