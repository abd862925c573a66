//! Stoners for the page and its workers: the shapes as drawing data, the
//! census in shares that several workers run and one merges, `check` with
//! proofs and captioned main lines, and the attacker's answer to a user
//! who plays the defender.

use super::to_js;
use crate::board::{Bitboard, Board, Size, Square};
use crate::notation::parse_game;
use crate::stoner::census::family_name;
use crate::stoner::{
    self, census_share, explain, merge, turn, CensusOptions, CensusPart, Escape, Orientation,
    Outcome, ProofGame, Shape, Share, Solver, Step,
};
use serde::Serialize;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

/// Censuses deeper than this take minutes even split over workers.
const MAX_CENSUS_DEPTH: u32 = 16;

thread_local! {
    /// One solver per wasm instance: its table stays warm between checks
    /// (keys include the game, so positions never mix up).
    static SOLVER: RefCell<Solver> = RefCell::new(Solver::default());
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

fn squares(bits: u64) -> Vec<Square> {
    Bitboard(bits).into_iter().collect()
}

/// A shape in the canonical orientation, for drawing.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ShapeDrawing {
    shape: Shape,
    defender: Vec<Square>,
    attacker: Vec<Square>,
    empty: Vec<Square>,
    /// The defender owns at least one of these (none: no condition).
    defender_somewhere: Vec<Square>,
    trigger: Square,
    near_corner: Square,
    x_square: Square,
    far_corner: Square,
}

/// The three shapes in the canonical orientation `a8/b7/h8`.
#[wasm_bindgen(js_name = stonerShapes)]
pub fn stoner_shapes() -> Result<JsValue, JsError> {
    let o = Orientation::CANONICAL;
    let drawings: Vec<ShapeDrawing> = Shape::ALL
        .iter()
        .map(|&shape| {
            let pattern = o.pattern(shape);
            ShapeDrawing {
                shape,
                defender: squares(pattern.defender),
                attacker: squares(pattern.attacker),
                empty: squares(pattern.empty),
                defender_somewhere: squares(pattern.defender_somewhere),
                trigger: o.trigger(shape),
                near_corner: o.near_corner(),
                x_square: o.x_square(),
                far_corner: o.far_corner(),
            }
        })
        .collect();
    to_js(&drawings)
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
    let share = Share::new(index, of).map_err(error)?;
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
/// `stonerCensusShare` gave), in the form of `boardlab stoner census --json`.
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
    to_js(&merge(options, &parts).map_err(error)?)
}

/// A board string (or the start) and moves played from it.
fn position(board: Option<&str>, moves: &str) -> Result<Board, JsError> {
    let start = match board.filter(|text| !text.trim().is_empty()) {
        Some(text) => text
            .parse::<Board>()
            .map_err(|failure| error(format!("board: {failure}")))?,
        None => Board::start(Size::Eight),
    };
    if start.size() != Size::Eight {
        return Err(error(format!(
            "board: stoners live on the 8x8 board, not the {} one",
            start.size()
        )));
    }
    let parsed = parse_game(start, moves);
    if let Some(failure) = parsed.error {
        return Err(error(format!("moves: {failure}")));
    }
    Ok(parsed.game.current())
}

/// One (shape, orientation) of a checked position.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Match {
    shape: Shape,
    orientation: Orientation,
    /// The orientation family's name (`a8/b7/h8` or `h8/g7/a8`).
    family: String,
    near_corner: Square,
    x_square: Square,
    far_corner: Square,
    trigger: Square,
    success: bool,
    distance: Option<u32>,
    /// The proof game's value: `{ result: "won", distance, proof }` or
    /// `{ result: "escaped", line: { moves, reason } }`.
    outcome: Outcome,
    /// The main line (most stubborn defence to the corner, or the escape)
    /// with what each step's caption needs.
    steps: Vec<Step>,
    /// Why the defender gets away, for an escape.
    escape: Option<Escape>,
}

#[derive(Serialize)]
struct CheckReport {
    board: String,
    horizon: u32,
    matches: Vec<Match>,
}

/// Every stoner shape of the position after `moves` from `board` (or the
/// start), each with its proof game solved within `horizon` plies.
#[wasm_bindgen(js_name = stonerCheck)]
pub fn stoner_check(board: Option<String>, moves: &str, horizon: u32) -> Result<JsValue, JsError> {
    check_horizon(horizon)?;
    let board = position(board.as_deref(), moves)?;
    let checks = SOLVER.with(|solver| stoner::check(&board, horizon, &mut solver.borrow_mut()));
    let matches = checks
        .into_iter()
        .map(|c| {
            let o = c.found.orientation;
            let game = ProofGame::new(&board, o, c.found.shape, horizon);
            let steps = explain(&game, board, &c.outcome.line()).map_err(error)?;
            Ok(Match {
                shape: c.found.shape,
                orientation: o,
                family: family_name(o.family()),
                near_corner: o.near_corner(),
                x_square: o.x_square(),
                far_corner: o.far_corner(),
                trigger: o.trigger(c.found.shape),
                success: c.outcome.is_won(),
                distance: c.outcome.distance(),
                escape: match &c.outcome {
                    Outcome::Escaped { line } => Some(line.reason),
                    Outcome::Won { .. } => None,
                },
                outcome: c.outcome,
                steps,
            })
        })
        .collect::<Result<Vec<_>, JsError>>()?;
    to_js(&CheckReport {
        board: board.to_string(),
        horizon,
        matches,
    })
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
    let root = position(Some(board), "")?;
    let shape: Shape = shape.parse().map_err(error)?;
    let orientation: Orientation = orientation.parse().map_err(error)?;
    if !orientation.matches(shape, &root) {
        return Err(error(format!(
            "the position shows no {shape} in orientation {orientation}"
        )));
    }
    let parsed = parse_game(root, line);
    if let Some(failure) = parsed.error {
        return Err(error(format!("line: {failure}")));
    }
    let game = ProofGame::new(&root, orientation, shape, horizon);
    let state = SOLVER
        .with(|solver| turn(&game, root, parsed.game.moves(), &mut solver.borrow_mut()))
        .map_err(error)?;
    to_js(&state)
}
