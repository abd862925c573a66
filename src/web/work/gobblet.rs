//! `GobbletPlayer`, the engine's perfect player held by a worker.

use crate::gobblet::notation::read_game;
use crate::gobblet::sample::parse_sample;
use crate::gobblet::{Game, PerfectPlayer};
use crate::web::gobblet::VARIANT;
use crate::web::to_js;
use wasm_bindgen::prelude::*;

/// The perfect player for a worker: keep one per worker, since what it
/// proved helps later questions.
#[wasm_bindgen]
pub struct GobbletPlayer {
    player: PerfectPlayer,
}

/// The game after the first `ply` moves of `moves`, which must all be allowed.
fn game_at(moves: &str, ply: usize) -> Result<Game, JsError> {
    let read = read_game(VARIANT, moves);
    if let Some(error) = read.error {
        return Err(error.into());
    }
    let mut game = read.game;
    game.truncate(ply);
    Ok(game)
}

#[wasm_bindgen]
impl GobbletPlayer {
    #[wasm_bindgen(constructor)]
    pub fn new() -> Result<GobbletPlayer, JsError> {
        let player = PerfectPlayer::new()?;
        Ok(GobbletPlayer { player })
    }

    /// Every allowed move after the first `ply` moves of `moves` with its
    /// value for the mover, and the perfect player's choice.
    pub fn analyse(&mut self, moves: &str, ply: usize) -> Result<JsValue, JsError> {
        let game = game_at(moves, ply)?;
        to_js(&self.player.analyse(&game))
    }

    /// The perfect player's move after the first `ply` moves of `moves`
    /// (the same choice as `analyse`, without valuing every move).
    pub fn best(&mut self, moves: &str, ply: usize) -> Result<JsValue, JsError> {
        let game = game_at(moves, ply)?;
        to_js(&self.player.best(&game))
    }

    /// The first moves with their values, symmetric moves grouped, best first.
    #[wasm_bindgen(js_name = firstMoves)]
    pub fn first_moves(&mut self) -> Result<JsValue, JsError> {
        to_js(&self.player.first_moves())
    }

    /// The value of every position of a text in the sample format, written
    /// as the sample writes values (`win 13`, `loss 12`, `draw`): how the
    /// tests hold the browser player to the native solution.
    #[wasm_bindgen(js_name = valuesOfSample)]
    pub fn values_of_sample(&mut self, text: &str) -> Result<Vec<String>, JsError> {
        let sampled = parse_sample(VARIANT, text)?;
        Ok(sampled
            .iter()
            .map(|entry| self.player.value(entry.position).to_string())
            .collect())
    }
}
