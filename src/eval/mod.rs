//! The learned evaluation: pattern weights fitted to labelled positions,
//! of boardlab's own games (`train`) and, on 8x8, of real games too
//! (`dataset`), labelled by the exact solver, searches and recorded
//! outcomes. The weights of 6x6 and 8x8 are built into the program
//! (`data/eval6.bin` by `boardlab train`, `data/eval8.bin` by
//! `scripts/train-eval8.sh`); 4x4 has none (it is solved outright).

#[cfg(not(target_arch = "wasm32"))]
pub mod dataset;
mod patterns;
#[cfg(not(target_arch = "wasm32"))]
pub mod train;
mod weights;

pub use patterns::{patterns, Pattern};
pub use weights::{global_features, phase_count, Weights, WeightsError, GLOBALS, SCALE};

use crate::board::Size;
use std::sync::{Arc, OnceLock};

const EIGHT: &[u8] = include_bytes!("../../data/eval8.bin");
const SIX: &[u8] = include_bytes!("../../data/eval6.bin");

/// The built-in weights of `size`, read on first use; `None` for 4x4.
pub fn builtin(size: Size) -> Option<Arc<Weights>> {
    static EIGHT_WEIGHTS: OnceLock<Arc<Weights>> = OnceLock::new();
    static SIX_WEIGHTS: OnceLock<Arc<Weights>> = OnceLock::new();
    let (cell, bytes) = match size {
        Size::Four => return None,
        Size::Six => (&SIX_WEIGHTS, SIX),
        Size::Eight => (&EIGHT_WEIGHTS, EIGHT),
    };
    Some(Arc::clone(cell.get_or_init(|| {
        // Checked by the tests of every build: the file is the program's own.
        Arc::new(Weights::from_bytes(bytes).expect("the built-in weights file is valid"))
    })))
}
