//! `WebReviewer`: the game review for the board page's workers. The page
//! values a game's positions one by one (exact ones from the end in one
//! worker, estimates from the start in another) and asks the page's
//! `reviewReport` for the report of what it has so far; each worker keeps
//! its reviewer, so the positions of one game reuse each other's tables.
//! Answers are the engine's `PositionAnalysis`.

use crate::board::Size;
use crate::game::Game;
use crate::review::{Budget, Reviewer, TABLE_BITS};
use crate::solve::book::OpeningBook;
use crate::web::review::read;
use crate::web::{named, to_js};
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
pub struct WebReviewer {
    reviewer: Reviewer,
    size: Size,
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
    /// engine sets for that size (the 6x6 opening book comes by `loadBook`); its solver's
    /// table is the CLI's (64 MiB), so both faces find the same values.
    /// With `search_only` its estimates never call the solver (only a
    /// finished game and the book stay exact): the page's lane of estimates
    /// then fills the graph where the other lane's solver will answer, in
    /// a search's time, instead of solving 22 empties from a cold table.
    /// A size whose budget has no search (4x4, solved whole) keeps its budget.
    #[wasm_bindgen(constructor)]
    pub fn new(size: u8, search_only: Option<bool>) -> Result<WebReviewer, JsError> {
        let size = Size::try_from(size).map_err(named("size"))?;
        let mut budget = Budget::for_size(size);
        if search_only == Some(true) && budget.estimate_nodes > 0 {
            budget.exact_empties = 0;
            budget.exact_nodes = 0;
        }
        Ok(WebReviewer {
            reviewer: Reviewer::new(budget, TABLE_BITS).map_err(named("table_bits"))?,
            size,
        })
    }

    pub fn size(&self) -> u8 {
        self.size.side()
    }

    /// Reads an opening book file (`OpeningBook::to_bytes`), whose
    /// positions are then answered from it; the number it holds.
    #[wasm_bindgen(js_name = loadBook)]
    pub fn load_book(&mut self, bytes: &[u8]) -> Result<usize, JsError> {
        let book = OpeningBook::from_bytes(bytes).map_err(named("opening book"))?;
        let positions = book.len();
        self.reviewer.set_book(book);
        Ok(positions)
    }

    /// Values the positions of the worker's 8x8 opening book from it
    /// (estimates); the book is shared, not copied.
    #[wasm_bindgen(js_name = useGamesBook)]
    pub fn use_games_book(&mut self, book: &crate::web::work::players::WebBook) {
        self.reviewer.set_games_book(book.shared());
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
}
