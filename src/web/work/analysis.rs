//! `WebAnalyzer`: the engine's analysis (`crate::analyze`) for the page's
//! search pool. Each worker of the pool keeps one, with its tables, and
//! analyses its share of a position's moves (`crate::analyze::shares`,
//! dealt here, so the page's own build needs none of it); the page
//! gathers the shares (www/work/analysis-merge.js). A search is stopped between
//! two looks at its clock by `stop`, a function the worker reads a shared
//! flag with, so that the worker and its tables stay for the next
//! position; without one, the page ends the worker instead.

use crate::analyze::{shares, Analysis, Analyzer, Request};
use crate::board::Board;
use crate::players::{Limits, MAX_NODES, MAX_STRONG_DEPTH};
use crate::web::work::players::WebBook;
use crate::web::{named, to_js};
use wasm_bindgen::prelude::*;

/// A JS function asked whether to stop. The wasm build has one thread, so
/// the function is only ever called on the thread that made it.
struct JsStop(js_sys::Function);

// SAFETY: wasm32 without threads: nothing is ever sent to or shared with
// another thread; the engine's stop signal type asks for the bounds
// because native searches share it among threads.
unsafe impl Send for JsStop {}
unsafe impl Sync for JsStop {}

impl JsStop {
    fn asked(&self) -> bool {
        self.0
            .call0(&JsValue::NULL)
            .map(|answer| answer.is_truthy())
            .unwrap_or(false)
    }
}

#[wasm_bindgen]
pub struct WebAnalyzer {
    analyzer: Analyzer,
}

#[wasm_bindgen]
impl WebAnalyzer {
    /// An analyzer whose searches stop when `stop()` answers true (asked
    /// every few thousand nodes).
    #[wasm_bindgen(constructor)]
    pub fn new(stop: Option<js_sys::Function>) -> WebAnalyzer {
        let analyzer = Analyzer::new();
        let analyzer = match stop {
            Some(stop) => {
                let stop = JsStop(stop);
                analyzer.with_stop(std::sync::Arc::new(move || stop.asked()))
            }
            None => analyzer,
        };
        WebAnalyzer { analyzer }
    }

    /// Answers the 8x8 positions `book` holds from it.
    #[wasm_bindgen(js_name = useGamesBook)]
    pub fn use_games_book(&mut self, book: &WebBook) {
        self.analyzer.set_games_book(book.shared());
    }

    /// Reads the 6x6 book of exact values (`OpeningBook::to_bytes`).
    #[wasm_bindgen(js_name = loadBook)]
    pub fn load_book(&mut self, bytes: &[u8]) -> Result<usize, JsError> {
        let book =
            crate::solve::book::OpeningBook::from_bytes(bytes).map_err(named("opening book"))?;
        let positions = book.len();
        self.analyzer.set_exact_book(book);
        Ok(positions)
    }

    /// Forgets the tables (another game).
    #[wasm_bindgen(js_name = newGame)]
    pub fn new_game(&mut self) {
        self.analyzer.new_game();
    }

    /// Analyses `board` (a board string): share `share` of `shares` of its
    /// moves (absent: every legal move), `lines` best lines, the search at most `depth` plies
    /// deep (absent: as deep as the engine's bound on nodes allows) and
    /// `nodes` nodes, solving exactly from `exact` empty squares (absent:
    /// the engine's `EXACT_EMPTIES`); `heard(analysis)` hears each
    /// improvement. Returns the last analysis (`crate::analyze::Analysis`).
    #[allow(clippy::too_many_arguments)]
    pub fn analyse(
        &mut self,
        board: &str,
        share: Option<u32>,
        shares_of: Option<u32>,
        lines: u32,
        depth: Option<u32>,
        nodes: Option<f64>,
        exact: Option<u32>,
        heard: Option<js_sys::Function>,
    ) -> Result<JsValue, JsError> {
        let board: Board = board.parse().map_err(named("board"))?;
        let moves = match (share, shares_of) {
            (Some(share), Some(count)) if share < count => shares(&board, count as usize)
                .into_iter()
                .nth(share as usize),
            (None, None) => None,
            _ => {
                return Err(JsError::new(&format!(
                    "share {share:?} of {shares_of:?}: give both, the share below the count"
                )))
            }
        };
        let request = Request {
            board,
            moves,
            lines: lines.min(64) as usize,
            exact_empties: exact.map(|empties| empties.min(64)),
            limits: Limits {
                depth: Some(depth.unwrap_or(MAX_STRONG_DEPTH).clamp(1, MAX_STRONG_DEPTH)),
                nodes: Some(
                    nodes.map_or(MAX_NODES, |nodes| nodes.clamp(1.0, MAX_NODES as f64) as u64),
                ),
                ..Limits::default()
            },
        };
        let started = super::clock();
        let mut tell = |analysis: &Analysis| {
            if let Some(heard) = &heard {
                let mut timed = analysis.clone();
                timed.seconds = super::clock() - started;
                // A throwing callback must not stop the search; its error is dropped.
                if let Ok(value) = to_js(&timed) {
                    let _ = heard.call1(&JsValue::NULL, &value);
                }
            }
        };
        let mut analysis = self.analyzer.analyze(&request, &mut tell);
        analysis.seconds = super::clock() - started;
        to_js(&analysis)
    }
}
