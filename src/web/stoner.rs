//! The stoner shapes as the page draws them: the three shapes as drawing
//! data and the names of the eight orientations. The census, the checks
//! and the attacker run in the workers (`work/stoner.rs`).

use super::to_js;
use crate::stoner::report::ShapeDrawing;
use crate::stoner::{Orientation, Shape};
use wasm_bindgen::prelude::*;

/// The three shapes in the canonical orientation `a8/b7/h8`.
#[wasm_bindgen(js_name = stonerShapes)]
pub fn stoner_shapes() -> Result<JsValue, JsError> {
    let drawings: Vec<ShapeDrawing> = Shape::ALL
        .into_iter()
        .map(ShapeDrawing::canonical)
        .collect();
    to_js(&drawings)
}

/// The names of the 8 orientations (`a8/b7/h8`, …).
#[wasm_bindgen(js_name = stonerOrientations)]
pub fn stoner_orientations() -> Vec<String> {
    Orientation::all().map(|o| o.to_string()).collect()
}
