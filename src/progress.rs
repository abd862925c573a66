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

/// Asked during a search: `true` tells it to stop at once and keep what
/// it has (shared with the thread that decides, e.g. the one reading an
/// NBoard engine's input, or the page's flag in a worker).
pub type StopSignal = std::sync::Arc<dyn Fn() -> bool + Send + Sync>;

/// A sink for callers that do not watch progress.
pub struct Silent;

impl Progress for Silent {
    fn update(&mut self, _done: u64, _total: u64) {}
}

/// Units of work between two signs of life: a few tens of milliseconds of
/// search in the browser, rare enough to cost nothing natively.
const BEATS_PER_SIGN: u32 = 1 << 16;

thread_local! {
    static BEATS: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
    static SIGN_OF_LIFE: std::cell::RefCell<Option<Box<dyn FnMut()>>> = const { std::cell::RefCell::new(None) };
}

/// One unit of long work done (a node of a search or of a perft count):
/// every `BEATS_PER_SIGN`th beat calls the sign of life set on this thread,
/// if any. A watcher that ends silent work as hung (the browser's worker
/// layer) hears it where a deep search has no progress to report for
/// minutes, so its silence then really means a hang.
pub fn beat() {
    let beats = BEATS.get().wrapping_add(1);
    BEATS.set(beats);
    if beats.is_multiple_of(BEATS_PER_SIGN) {
        SIGN_OF_LIFE.with_borrow_mut(|sign| {
            if let Some(sign) = sign {
                sign();
            }
        });
    }
}

/// Sets (or, with `None`, clears) what `beat` calls on this thread.
pub fn set_sign_of_life(sign: Option<Box<dyn FnMut()>>) {
    SIGN_OF_LIFE.set(sign);
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;
    use std::rc::Rc;

    #[test]
    fn a_sign_of_life_every_so_many_beats_once_set() {
        for _ in 0..BEATS_PER_SIGN {
            beat(); // nothing set: nothing called
        }
        let signs = Rc::new(Cell::new(0));
        let heard = Rc::clone(&signs);
        set_sign_of_life(Some(Box::new(move || heard.set(heard.get() + 1))));
        for _ in 0..3 * BEATS_PER_SIGN {
            beat();
        }
        assert_eq!(signs.get(), 3);
        set_sign_of_life(None);
        for _ in 0..BEATS_PER_SIGN {
            beat();
        }
        assert_eq!(signs.get(), 3);
    }
}
