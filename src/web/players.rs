//! The players for the page's worker: a move from a player named as on the
//! command line (`random`, `three-ply`, `strong`, `strong:N`), the strong
//! player's value of every legal move (hints), and arena runs split into
//! shares of games and summarized by the engine.

use super::game::Spot;
use super::{named, to_js};
use crate::board::random::{seeded, stream_seed};
use crate::board::{Board, Size, Square};
use crate::game::with_forced_pass;
use crate::players::arena::{
    check_records, play_games_reporting, summarize, ArenaSetup, GameRecord,
};
use crate::players::report::SeedExperiment;
use crate::players::stats;
use crate::players::{Limits, Player, PlayerSpec, StrongPlayer, ENDGAME_EMPTIES};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The most games one run may ask for: enough for any experiment, few
/// enough that the records stay in memory.
const MAX_GAMES: u32 = 1_000_000;

fn parse_spec(text: &str) -> Result<PlayerSpec, JsError> {
    Ok(text.parse::<PlayerSpec>()?)
}

fn parse_board(text: &str) -> Result<Board, JsError> {
    text.parse().map_err(named("board"))
}

/// A seed that is not a whole number a u64 holds. The message names the
/// text only, as `playerName`'s does: the page's address puts the key
/// before it (`seed: '…' is not …`), the other functions `seed: `.
#[derive(Debug, thiserror::Error)]
#[error("'{0}' is not a whole number from 0 to {max}", max = u64::MAX)]
struct SeedError(String);

/// Seeds are written in decimal: JS numbers cannot hold every u64.
fn read_seed(text: &str) -> Result<u64, SeedError> {
    text.trim().parse().map_err(|_| SeedError(text.to_string()))
}

fn parse_seed(text: &str) -> Result<u64, JsError> {
    read_seed(text).map_err(named("seed"))
}

/// A player that keeps its search tables between the moves of a game.
#[wasm_bindgen]
pub struct WebPlayer {
    spec: PlayerSpec,
    player: Box<dyn Player + Send>,
}

#[wasm_bindgen]
impl WebPlayer {
    /// The player named `spec`; throws with a message naming a bad name.
    #[wasm_bindgen(constructor)]
    pub fn new(spec: &str) -> Result<WebPlayer, JsError> {
        let spec = parse_spec(spec)?;
        Ok(WebPlayer {
            spec,
            player: spec.build(),
        })
    }

    /// The player's name in canonical form (`strong:4`).
    #[wasm_bindgen(getter)]
    pub fn name(&self) -> String {
        self.spec.to_string()
    }

    /// The move for `board` (a board string; a forced pass is made first),
    /// or undefined when the game is over. Its randomness comes from the
    /// game's `seed` and the `ply` the move is for, as an arena game's does,
    /// so one seed gives one game against a given sequence of user moves.
    /// `best_so_far(square, depth)`, if given, hears the move the player
    /// would play after each finished iteration of its search.
    pub fn choose(
        &mut self,
        board: &str,
        seed: &str,
        ply: u32,
        best_so_far: Option<js_sys::Function>,
    ) -> Result<Option<String>, JsError> {
        let board = with_forced_pass(parse_board(board)?);
        let mut rng = seeded(stream_seed(parse_seed(seed)?, u64::from(ply)));
        let mut report = |square: Square, depth: u32| {
            if let Some(callback) = &best_so_far {
                // A throwing callback must not stop the search; its error is dropped.
                let _ = callback.call2(
                    &JsValue::NULL,
                    &JsValue::from(square.to_string()),
                    &JsValue::from(depth),
                );
            }
        };
        Ok(self
            .player
            .choose_reporting(&board, &mut rng, Limits::default(), &mut report)
            .map(|square| square.to_string()))
    }

    /// Forgets the search tables (a new game, or one taken back).
    #[wasm_bindgen(js_name = newGame)]
    pub fn new_game(&mut self) {
        self.player.new_game();
    }
}

/// A legal move with the strong player's value of it.
#[derive(Serialize)]
struct Hint {
    #[serde(flatten)]
    spot: Spot,
    /// The expected final disc margin for the side to move.
    value: f64,
    exact: bool,
    depth: u32,
}

/// The strong player (default setting) valuing every legal move.
#[wasm_bindgen]
pub struct WebHints {
    player: StrongPlayer,
}

#[wasm_bindgen]
impl WebHints {
    #[wasm_bindgen(constructor)]
    #[allow(clippy::new_without_default)]
    pub fn new() -> WebHints {
        WebHints {
            player: StrongPlayer::default(),
        }
    }

    /// Every legal move of `board` for the side to move, best first:
    /// `{name, col, row, value, exact, depth}`.
    pub fn evaluate(&mut self, board: &str) -> Result<JsValue, JsError> {
        let board = parse_board(board)?;
        let hints: Vec<Hint> = self
            .player
            .evaluate_moves(&board, Limits::default())
            .into_iter()
            .map(|evaluation| Hint {
                spot: Spot::from(evaluation.square),
                value: evaluation.value,
                exact: evaluation.exact,
                depth: evaluation.depth,
            })
            .collect();
        to_js(&hints)
    }
}

fn arena_setup(
    black: &str,
    white: &str,
    games: u32,
    seed: &str,
    size: &str,
) -> Result<ArenaSetup, JsError> {
    if !(1..=MAX_GAMES).contains(&games) {
        return Err(JsError::new(&format!(
            "{games} games: choose from 1 to {MAX_GAMES}"
        )));
    }
    Ok(ArenaSetup {
        black: parse_spec(black)?,
        white: parse_spec(white)?,
        games,
        seed: parse_seed(seed)?,
        size: size.parse::<Size>().map_err(named("size"))?,
        // The page's arena plays from the start (no random openings yet).
        openings: 0,
    })
}

/// Games `start..end` of the run of `games` games between `black` and
/// `white` from `seed` on a `size` board: their records, in order.
/// `progress(done, total)` hears the games of this share done. A share's
/// games are the same whatever the split, so workers can share a run.
#[wasm_bindgen(js_name = arenaGames)]
#[allow(clippy::too_many_arguments)]
pub fn arena_games(
    black: &str,
    white: &str,
    games: u32,
    seed: &str,
    size: &str,
    start: u32,
    end: u32,
    progress: &js_sys::Function,
) -> Result<JsValue, JsError> {
    let setup = arena_setup(black, white, games, seed, size)?;
    if start > end || end > games {
        return Err(JsError::new(&format!(
            "games {start}..{end} are not a share of a run of {games}"
        )));
    }
    let mut report = |done: u64, total: u64| {
        // A throwing callback must not stop the run; its error is dropped.
        let _ = progress.call2(
            &JsValue::NULL,
            &JsValue::from(done as f64),
            &JsValue::from(total as f64),
        );
    };
    to_js(&play_games_reporting(&setup, start..end, &mut report))
}

/// The summary of a whole run from its records (every share's, in game
/// order): wins, win rates with 95% intervals, black's final disc counts
/// and the corner table. Its `records` are left empty: the page has them.
#[wasm_bindgen(js_name = arenaSummary)]
pub fn arena_summary(
    black: &str,
    white: &str,
    seed: &str,
    size: &str,
    records: JsValue,
) -> Result<JsValue, JsError> {
    let records: Vec<GameRecord> =
        serde_wasm_bindgen::from_value(records).map_err(named("records"))?;
    let games = u32::try_from(records.len()).unwrap_or(u32::MAX);
    let setup = arena_setup(black, white, games, seed, size)?;
    check_records(setup.size, &records)?;
    let mut summary = summarize(&setup, records);
    summary.records.clear();
    to_js(&summary)
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

/// The number of empty squares from which the strong player solves exactly.
#[wasm_bindgen(js_name = strongEndgameEmpties)]
pub fn strong_endgame_empties() -> u32 {
    ENDGAME_EMPTIES
}
