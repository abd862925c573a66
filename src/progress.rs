//! Progress reporting for long computations, shared by both faces: the CLI
//! draws a bar, the web worker posts a message to the page.

/// Receives `done` out of `total` units of work as a computation advances.
/// Implementations must be cheap: callers report at a coarse grain (every few
/// milliseconds of work at most), never per node.
pub trait Progress {
    fn update(&mut self, done: u64, total: u64);
}

impl<F: FnMut(u64, u64)> Progress for F {
    fn update(&mut self, done: u64, total: u64) {
        self(done, total)
    }
}

/// A sink for callers that do not watch progress.
pub struct Silent;

impl Progress for Silent {
    fn update(&mut self, _done: u64, _total: u64) {}
}
