//! What a review reports, for every face (the CLI's `--json`, the page's
//! saved review; field names fixed by shared/spec/interfaces.md): one entry
//! per position, the mistakes, each side's summary, the thresholds the
//! kinds were read with, and the stoner marks.

use super::mistakes::{self, find_mistakes, Mistake, Summary};
use super::{PositionAnalysis, Source};
use crate::board::{Board, Color, Square};
use crate::game::Game;
use crate::notation::format_moves;
use crate::stoner::{Orientation, Shape};
use serde::Serialize;

/// A reviewed game.
#[derive(Clone, Debug, Serialize)]
pub struct ReviewReport {
    pub size: u8,
    /// The start position's board string; `None` for the standard start.
    pub start: Option<String>,
    pub moves: String,
    /// The longest named opening the game follows (8x8 from the start).
    pub opening: Option<String>,
    pub plies: Vec<PlyReport>,
    pub mistakes: Vec<Mistake>,
    pub summary: Summary,
    pub thresholds: Thresholds,
    pub stoners: Vec<StonerMark>,
    /// How many positions are valued exactly (of `plies`).
    pub exact_positions: usize,
    /// The time the review had for the game (`boardlab review --seconds`),
    /// when it had one; filled in by the face.
    pub budget_seconds: Option<f64>,
    /// Positions estimated because that time ran out, which the solver
    /// would otherwise have solved; filled in by the face.
    pub out_of_time: usize,
    /// What was wrong in the file the game was read from (its other bad
    /// games, warnings about it), as `boardlab records` names them; filled
    /// in by the face.
    pub errors: Vec<crate::records::report::ErrorEntry>,
    /// Filled in by the face.
    pub seconds: f64,
}

/// One position: `value` is `null` until it is analysed.
#[derive(Clone, Debug, Serialize)]
pub struct PlyReport {
    pub ply: usize,
    /// `None` when the game is over.
    pub to_move: Option<Color>,
    /// Black's point of view, discs, `wof`.
    pub value: Option<f64>,
    pub exact: bool,
    pub best: Vec<Square>,
    pub source: Option<Source>,
    /// Plies searched, for an estimate.
    pub depth: Option<u32>,
}

/// The least losses of each kind, and the least estimated loss reported.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Thresholds {
    pub inaccuracy: f64,
    pub mistake: f64,
    pub blunder: f64,
    pub estimated_from: f64,
    /// What an estimated loss must pass the mistake and blunder
    /// thresholds by.
    pub estimate_margin: f64,
}

/// How a stoner shows at a ply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Mark {
    /// One of the side to move's moves sets a successful stoner.
    Available,
    /// The position is a successful stoner: the move just played set it.
    Set,
}

/// A stoner at a ply, with the line to the stoner position (`moves`, `at`
/// moves played) that the stoner page checks.
#[derive(Clone, Debug, Serialize)]
pub struct StonerMark {
    pub ply: usize,
    pub mark: Mark,
    /// The move that sets it, for `available`.
    pub square: Option<Square>,
    pub shape: Shape,
    pub orientation: Orientation,
    pub distance: u32,
    pub moves: String,
    pub at: usize,
}

impl ReviewReport {
    /// The report of `game` from `analyses`, one per position (`None`
    /// where not analysed yet).
    pub fn new(game: &Game, analyses: &[Option<PositionAnalysis>]) -> ReviewReport {
        let found = find_mistakes(game, analyses);
        let start = game.start();
        ReviewReport {
            size: start.size().side(),
            start: (*start != Board::start(start.size())).then(|| start.to_string()),
            moves: format_moves(game.moves()),
            opening: crate::openings::named(game, game.len())
                .map(|opening| opening.name.to_string()),
            plies: (0..=game.len())
                .map(|ply| PlyReport::new(game, ply, analyses.get(ply).and_then(Option::as_ref)))
                .collect(),
            summary: Summary::of(&found),
            mistakes: found,
            thresholds: Thresholds {
                inaccuracy: mistakes::INACCURACY,
                mistake: mistakes::MISTAKE,
                blunder: mistakes::BLUNDER,
                estimated_from: mistakes::ESTIMATED_FROM,
                estimate_margin: mistakes::ESTIMATE_MARGIN,
            },
            stoners: analyses
                .iter()
                .flatten()
                .flat_map(|analysis| StonerMark::of(game, analysis))
                .collect(),
            exact_positions: analyses
                .iter()
                .flatten()
                .filter(|analysis| analysis.exact)
                .count(),
            budget_seconds: None,
            out_of_time: 0,
            errors: Vec::new(),
            seconds: 0.0,
        }
    }
}

impl PlyReport {
    fn new(game: &Game, ply: usize, analysis: Option<&PositionAnalysis>) -> PlyReport {
        let board = game.position(ply);
        PlyReport {
            ply,
            to_move: (!board.is_game_over()).then(|| board.side_to_move()),
            value: analysis.map(|analysis| analysis.value),
            exact: analysis.is_some_and(|analysis| analysis.exact),
            best: analysis.map_or_else(Vec::new, |analysis| analysis.best.clone()),
            source: analysis.map(|analysis| analysis.source),
            depth: analysis.and_then(|analysis| analysis.depth),
        }
    }
}

impl StonerMark {
    /// The marks of one analysed position of `game`.
    fn of<'a>(
        game: &'a Game,
        analysis: &'a PositionAnalysis,
    ) -> impl Iterator<Item = StonerMark> + 'a {
        let ply = analysis.ply;
        analysis.traps.iter().map(move |trap| {
            let mut line = game.moves()[..ply].to_vec();
            line.extend(trap.square);
            StonerMark {
                ply,
                mark: if trap.square.is_some() {
                    Mark::Available
                } else {
                    Mark::Set
                },
                square: trap.square,
                shape: trap.shape,
                orientation: trap.orientation,
                distance: trap.distance,
                moves: format_moves(&line),
                at: line.len(),
            }
        })
    }
}
