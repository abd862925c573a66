//! The worker half of the browser face: each module wraps an engine that
//! only a worker runs (searches, solvers, provers, players), beside the
//! page's half of the same domain one folder up.

mod analysis;
mod db;
mod gobblet;
mod mobility;
mod perft;
mod players;
mod review;
mod solve;
mod stoner;

use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// `performance.now()`: the page's and the workers' monotonic clock, in ms.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

/// Sets what a worker's engine calls as a sign of life during long work
/// (`progress::beat`: every 65,536 search or perft nodes), so the page can
/// tell a long job from a hung one. A throwing callback is ignored.
#[wasm_bindgen(js_name = setSignOfLife)]
pub fn set_sign_of_life(callback: js_sys::Function) {
    crate::progress::set_sign_of_life(Some(Box::new(move || {
        let _ = callback.call0(&JsValue::NULL);
    })));
}

/// Seconds on the browser's monotonic clock (finer than `Date`): for
/// timing work, as the CLI times it with `Instant`.
fn clock() -> f64 {
    performance_now() / 1000.0
}
