//! `WebReviewer`: the game review for the board page's workers. The page
//! values a game's positions one by one (exact ones from the end in one
//! worker, estimates from the start in another) and asks for the report of
//! what it has so far; each worker keeps its reviewer, so the positions of
//! one game reuse each other's tables. Answers are the engine's
//! `PositionAnalysis` and `ReviewReport` (the CLI's `review --json`).

use super::game::read_error;
use super::{named, to_js};
use crate::board::Size;
use crate::game::Game;
use crate::notation::read_game;
use crate::review::{PositionAnalysis, ReviewReport, Reviewer, TABLE_BITS};
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
pub struct WebReviewer {
    reviewer: Reviewer,
    size: Size,
}

/// The game of `size` the page names (a board string or none, then the
/// moves), or the part that is wrong.
fn read(size: Size, board: Option<String>, moves: &str) -> Result<Game, JsError> {
    read_game(Some(size), board.as_deref(), moves)
        .whole()
        .map_err(|error| JsError::new(&read_error(error)))
}

/// `ply` of `game`, or why it is not one of its positions.
fn checked(game: &Game, ply: usize) -> Result<usize, JsError> {
    if ply > game.len() {
        return Err(JsError::new(&format!(
            "ply: {ply} is past the end of the game ({} moves)",
            game.len()
        )));
    }
    Ok(ply)
}

#[wasm_bindgen]
impl WebReviewer {
    /// A reviewer of games of side `size` (4, 6 or 8), with the budget the
    /// engine sets for that size and, on 6x6, the opening book; its solver's
    /// table is the CLI's (64 MiB), so both faces find the same values.
    #[wasm_bindgen(constructor)]
    pub fn new(size: u8) -> Result<WebReviewer, JsError> {
        let size = Size::try_from(size).map_err(named("size"))?;
        Ok(WebReviewer {
            reviewer: Reviewer::for_size(size, TABLE_BITS),
            size,
        })
    }

    pub fn size(&self) -> u8 {
        self.size.side()
    }

    /// The position after `ply` moves: with `exact`, exactly, or `null`
    /// when the solver does not answer within the budget; without, the
    /// estimate (exact where that is sure: see `Reviewer::estimate`).
    pub fn analyse(
        &mut self,
        board: Option<String>,
        moves: &str,
        ply: usize,
        exact: bool,
    ) -> Result<JsValue, JsError> {
        let game = read(self.size, board, moves)?;
        let ply = checked(&game, ply)?;
        let analysis = if exact {
            self.reviewer.exact(&game, ply)
        } else {
            Some(self.reviewer.estimate(&game, ply))
        };
        match analysis {
            Some(analysis) => to_js(&analysis),
            None => Ok(JsValue::NULL),
        }
    }

    /// The report of the game from `analyses` (one per position, `null`
    /// where not analysed yet): values, mistakes, summary, stoner marks.
    pub fn report(
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
}
