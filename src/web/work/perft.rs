//! Perft for the worker: counts leaves from a board string, reporting
//! progress through a JS callback.

use crate::board::Board;
use crate::perft::{perft_cached, PerftCache};
use crate::web::named;
use wasm_bindgen::prelude::*;

/// Cache slots: 2^18 of 24 bytes (6 MiB), as the CLI uses: larger tables no
/// longer fit the processor's caches and are slower.
const CACHE_BITS: u32 = 18;

/// Beyond this a count may overflow the cache's 56-bit leaf field and no
/// run would finish anyway.
const MAX_DEPTH: u32 = 30;

/// The number of leaves `depth` plies below `board` (a board string).
/// `progress(done, total)` is called as the root moves are counted.
#[wasm_bindgen]
pub fn perft(board: &str, depth: u32, progress: &js_sys::Function) -> Result<f64, JsError> {
    let board: Board = board.parse().map_err(named("board"))?;
    if depth > MAX_DEPTH {
        return Err(JsError::new(&format!(
            "depth {depth} is too deep (at most {MAX_DEPTH})"
        )));
    }
    let mut cache = PerftCache::new(CACHE_BITS);
    let mut report = |done: u64, total: u64| {
        // A throwing callback must not stop the count; its error is dropped.
        let _ = progress.call2(
            &JsValue::NULL,
            &JsValue::from(done as f64),
            &JsValue::from(total as f64),
        );
    };
    Ok(perft_cached(&board, depth, &mut cache, &mut report) as f64)
}
