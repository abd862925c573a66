//! The players as the page names them: a player's canonical name and a
//! seed checked before any job needs them, seed 003's experiment and two
//! runs compared (the arena's statistics). The players themselves play in
//! the workers (`work/players.rs`).

use super::to_js;
use crate::players::report::SeedExperiment;
use crate::players::stats;
use crate::players::PlayerSpec;
use wasm_bindgen::prelude::*;

pub(super) fn parse_spec(text: &str) -> Result<PlayerSpec, JsError> {
    Ok(text.parse::<PlayerSpec>()?)
}

/// A seed that is not a whole number a u64 holds. The message names the
/// text only, as `playerName`'s does: the page's address puts the key
/// before it (`seed: '…' is not …`), the other functions `seed: `.
#[derive(Debug, thiserror::Error)]
#[error("'{0}' is not a whole number from 0 to {max}", max = u64::MAX)]
pub(super) struct SeedError(String);

/// Seeds are written in decimal: JS numbers cannot hold every u64.
pub(super) fn read_seed(text: &str) -> Result<u64, SeedError> {
    text.trim().parse().map_err(|_| SeedError(text.to_string()))
}

/// Two runs' `[wins, losses, draws]` compared: the chi-square test that
/// they share the same shares, and the difference of their win rates.
#[wasm_bindgen(js_name = compareRuns)]
pub fn compare_runs(first: JsValue, second: JsValue) -> Result<JsValue, JsError> {
    let counts = |value: JsValue, which: &str| {
        serde_wasm_bindgen::from_value::<[u64; 3]>(value).map_err(|error| {
            JsError::new(&format!(
                "{which} run: [wins, losses, draws] expected ({error})"
            ))
        })
    };
    to_js(&stats::compare_runs(
        counts(first, "first")?,
        counts(second, "second")?,
    ))
}

/// Seed 003's experiment: three-ply (black) against random, 5000 games, and
/// its counts `[black wins, white wins, draws]`.
#[wasm_bindgen(js_name = seedExperiment)]
pub fn seed_experiment() -> Result<JsValue, JsError> {
    to_js(&SeedExperiment::seed_003())
}

/// `seed` in canonical form, or an error naming it: the page checks a seed
/// from its address before any job needs it.
#[wasm_bindgen(js_name = checkSeed)]
pub fn check_seed(seed: &str) -> Result<String, JsError> {
    Ok(read_seed(seed)?.to_string())
}

/// `spec` as a player's canonical name (`Strong:04` gives `strong:4`), or
/// an error naming it; builds no player.
#[wasm_bindgen(js_name = playerName)]
pub fn player_name(spec: &str) -> Result<String, JsError> {
    parse_spec(spec).map(|spec| spec.to_string())
}
