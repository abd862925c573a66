//! The browser face: wasm-bindgen wrappers that convert and forward to the
//! engine. No game logic lives here.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}
