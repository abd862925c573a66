//! Stoners for the workers: the census in shares that several workers run
//! and one merges, `check` with proofs and captioned main lines, and the
//! attacker's answer to a user who plays the defender. The reports are the
//! engine's (`stoner::report`); the worker job fills in their `seconds`.

use crate::board::{Board, Size};
use crate::game::Game;
use crate::notation::{read_game, ReadError};
use crate::shard::Shard;
use crate::stoner::report::{CensusReport, ExplainedCheck};
use crate::stoner::solver::DEFAULT_BUDGET;
use crate::stoner::{
    self, census_share, merge, turn, CensusOptions, CensusPart, Orientation, ProofGame, Shape,
    Solver,
};
use crate::web::game::read_error;
use crate::web::to_js;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

/// Censuses deeper than this take minutes even split over workers.
const MAX_CENSUS_DEPTH: u32 = 16;

/// The census solves every proof game exactly, with no budget (the spec
/// asks for exact counts), and its cost grows about fivefold per two plies
/// of horizon: depth 13 takes 0.6 s of one core natively at horizon 14,
/// 1.9 s at 16, 9.6 s at 18 and over 30 s at 20. The page stops at 16; the
/// command line goes further.
const MAX_CENSUS_HORIZON: u32 = 16;

thread_local! {
    /// One solver per wasm instance: its table stays warm between checks
    /// (keys include the game, so positions never mix up).
    static SOLVER: RefCell<Solver> = RefCell::new(Solver::default().with_budget(DEFAULT_BUDGET));
}

fn error(text: impl std::fmt::Display) -> JsError {
    JsError::new(&text.to_string())
}

fn options(depth: u32, horizon: u32, cutoff: bool) -> Result<CensusOptions, JsError> {
    if depth > MAX_CENSUS_DEPTH {
        return Err(error(format!(
            "depth {depth} is too deep for the browser (at most {MAX_CENSUS_DEPTH})"
        )));
    }
    if horizon > MAX_CENSUS_HORIZON {
        return Err(error(format!(
            "horizon {horizon} is too far for a census in the browser (at most {MAX_CENSUS_HORIZON}: \
             each two plies cost about five times more; boardlab stoner census goes further)"
        )));
    }
    check_horizon(horizon)?;
    Ok(CensusOptions {
        depth,
        horizon,
        cutoff,
    })
}

fn check_horizon(horizon: u32) -> Result<(), JsError> {
    if horizon == 0 || horizon > stoner::MAX_HORIZON {
        return Err(error(format!(
            "horizon {horizon} is out of range (1 to {})",
            stoner::MAX_HORIZON
        )));
    }
    Ok(())
}

/// The 8x8 game read from `board` (or the start) and `moves`; a failure
/// of the moves is named `moves_name`.
fn read_eight(board: Option<&str>, moves: &str, moves_name: &str) -> Result<Game, JsError> {
    read_game(Some(Size::Eight), board, moves)
        .whole()
        .map_err(|failure| match failure {
            ReadError::SizeMismatch { board, .. } => error(format!(
                "board: stoners live on the 8x8 board, not the {board} one"
            )),
            ReadError::Moves(failure) => error(format!("{moves_name}: {failure}")),
            other => error(read_error(other)),
        })
}

/// One share (`index` of `of`) of the census of `depth` moves: its lines
/// and proof games as plain data for `stonerCensusMerge`. `progress(done,
/// total)` hears the enumeration, then the proof games.
#[wasm_bindgen(js_name = stonerCensusShare)]
pub fn stoner_census_share(
    depth: u32,
    horizon: u32,
    cutoff: bool,
    index: u32,
    of: u32,
    progress: &js_sys::Function,
) -> Result<JsValue, JsError> {
    let options = options(depth, horizon, cutoff)?;
    let share = Shard::new(index, of).map_err(error)?;
    let mut report = |done: u64, total: u64| {
        // A throwing callback must not stop the census; its error is dropped.
        let _ = progress.call2(
            &JsValue::NULL,
            &JsValue::from(done as f64),
            &JsValue::from(total as f64),
        );
    };
    to_js(&census_share(options, share, &mut report))
}

/// The census from the parts of all its shares (an array of what
/// `stonerCensusShare` gave): the report of `boardlab stoner census --json`,
/// whose `seconds` the page fills in (only it times the shares).
#[wasm_bindgen(js_name = stonerCensusMerge)]
pub fn stoner_census_merge(
    depth: u32,
    horizon: u32,
    cutoff: bool,
    parts: JsValue,
) -> Result<JsValue, JsError> {
    let options = options(depth, horizon, cutoff)?;
    let parts: Vec<CensusPart> = serde_wasm_bindgen::from_value(parts)
        .map_err(|failure| error(format!("census parts: {failure}")))?;
    to_js(&CensusReport::new(merge(options, &parts).map_err(error)?))
}

/// Every stoner shape of the position after `moves` from `board` (or the
/// start), each with its proof game solved within `horizon` plies: the
/// report of `boardlab stoner check --json`, explained.
#[wasm_bindgen(js_name = stonerCheck)]
pub fn stoner_check(board: Option<String>, moves: &str, horizon: u32) -> Result<JsValue, JsError> {
    check_horizon(horizon)?;
    let position: Board = read_eight(board.as_deref(), moves, "moves")?.current();
    let checks = SOLVER.with(|solver| stoner::check(&position, horizon, &mut solver.borrow_mut()));
    to_js(&ExplainedCheck::new(&position, horizon, checks).map_err(error)?)
}

/// Where the proof game of `shape` in `orientation` from `board` stands
/// after `line`: the attacker's answer (proven when it wins), the defender
/// to move (and whether it is lost), the corner taken, or the escape.
#[wasm_bindgen(js_name = stonerTurn)]
pub fn stoner_turn(
    board: &str,
    shape: &str,
    orientation: &str,
    horizon: u32,
    line: &str,
) -> Result<JsValue, JsError> {
    check_horizon(horizon)?;
    let game = read_eight(Some(board), line, "line")?;
    let root = *game.start();
    let shape: Shape = shape.parse().map_err(error)?;
    let orientation: Orientation = orientation.parse().map_err(error)?;
    if !orientation.matches(shape, &root) {
        return Err(error(format!(
            "the position shows no {shape} in orientation {orientation}"
        )));
    }
    let proof_game = ProofGame::new(&root, orientation, shape, horizon);
    let state = SOLVER
        .with(|solver| turn(&proof_game, root, game.moves(), &mut solver.borrow_mut()))
        .map_err(error)?;
    to_js(&state)
}
