//! The browser face: wasm-bindgen wrappers that convert and forward to the
//! engine. No game logic lives here. Bad input comes back as a JS `Error`
//! with the engine's message (or, for game strings, as a value beside the
//! valid prefix); nothing panics across the boundary.

mod game;
mod gobblet;
mod mobility;
mod players;
mod records;
mod review;
mod snapshot;
mod stoner;
/// What only the workers call: the searches, solvers, provers and players
/// (feature `workers`; the page's own build leaves them out).
#[cfg(feature = "workers")]
mod work;

pub use game::WebGame;
pub use records::WebRecords;

use wasm_bindgen::prelude::*;

#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// An engine error as a JS `Error` whose message names the part of the
/// input it is about (`board: …`). Errors that name their part already
/// convert with `?` (wasm-bindgen's `From` for any `std::error::Error`).
fn named<E: std::fmt::Display>(part: &'static str) -> impl Fn(E) -> JsError {
    move |error| JsError::new(&format!("{part}: {error}"))
}

/// Plain data as a JS value: objects, arrays, strings and numbers.
fn to_js<T: serde::Serialize>(value: &T) -> Result<JsValue, JsError> {
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    value
        .serialize(&serializer)
        .map_err(|error| JsError::new(&error.to_string()))
}
