//! One position of a game valued: exactly (the game's end, the opening
//! book, the solver) or by the strong player's search, with the moves the
//! valuation saw and the stoner traps on the board.

use super::traps::{stoner_finds, StonerFind};
use super::Reviewer;
use crate::board::{Board, Color, Scoring, Square};
use crate::game::Game;
use crate::players::report::MoveSource;
use crate::players::Limits;
use crate::stoner::DEFAULT_HORIZON;
use serde::{Deserialize, Serialize};

/// Where a position's value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Source {
    /// The game is over: its result.
    Final,
    /// An opening book: exact on 6x6; on 8x8 searches minimaxed through
    /// the lines real games follow (an estimate: `exact` is false).
    Book,
    /// The exact solver.
    Solver,
    /// The strong player's search: an estimate.
    Search,
}

/// A move with its value, black's point of view in discs.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct MoveValue {
    pub square: Square,
    pub value: f64,
}

/// One position of a game, valued.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PositionAnalysis {
    /// Moves played before it (0: the start).
    pub ply: usize,
    /// `None` when the game is over.
    pub to_move: Option<Color>,
    /// Black's discs minus white's at the end of best play from here
    /// (`wof`); an estimate unless `exact`.
    pub value: f64,
    pub exact: bool,
    /// The moves that keep the value.
    pub best: Vec<Square>,
    /// The moves this valuation valued, black's point of view: every legal
    /// move for a search (all to the same depth, so their differences are
    /// the search's own), the best ones for the solver, and what the book
    /// knows.
    pub moves: Vec<MoveValue>,
    pub source: Source,
    /// Plies searched, for an estimate.
    pub depth: Option<u32>,
    /// Successful stoners here or one move away (8x8 only).
    pub traps: Vec<StonerFind>,
}

impl PositionAnalysis {
    /// The value of `square` as this valuation saw it, if it valued it.
    pub fn move_value(&self, square: Square) -> Option<f64> {
        self.moves
            .iter()
            .find(|valued| valued.square == square)
            .map(|valued| valued.value)
    }
}

/// A value for the side to move as black's.
fn for_black(board: &Board, value: f64) -> f64 {
    match board.side_to_move() {
        Color::Black => value,
        Color::White => -value,
    }
}

/// Estimates keep a tenth of a disc: the evaluation is no finer than that.
/// (Adding 0 turns a rounded -0 into 0.)
pub(crate) fn tenths(value: f64) -> f64 {
    (value * 10.0).round() / 10.0 + 0.0
}

/// What a valuation found, for the side to move.
struct Valued {
    value: f64,
    exact: bool,
    moves: Vec<(Square, f64)>,
    best: Vec<Square>,
    source: Source,
    depth: Option<u32>,
}

impl Valued {
    /// An exact value with the moves valued at it.
    fn exact(value: i32, best: Vec<Square>, moves: Vec<(Square, i32)>, source: Source) -> Valued {
        Valued {
            value: f64::from(value),
            exact: true,
            moves: moves
                .into_iter()
                .map(|(square, value)| (square, f64::from(value)))
                .collect(),
            best,
            source,
            depth: None,
        }
    }

    /// The solver's answer.
    fn solved(solution: crate::solve::Solution) -> Valued {
        Valued::exact(
            solution.value,
            solution.best,
            solution.moves,
            Source::Solver,
        )
    }

    /// The result of a finished game; `None` while it goes on.
    fn finished(board: &Board) -> Option<Valued> {
        board.is_game_over().then(|| {
            let value = board.final_value_for_mover(Scoring::Wof);
            Valued::exact(value, Vec::new(), Vec::new(), Source::Final)
        })
    }
}

impl Reviewer {
    /// `game`'s position after `ply` moves, exactly: from its result, the
    /// book, or the solver (beyond `exact_empties` only if it answers
    /// within `exact_nodes`); `None` when it does not.
    pub fn exact(&mut self, game: &Game, ply: usize) -> Option<PositionAnalysis> {
        let board = game.position(ply);
        let valued = match self.surely_exact(&board) {
            Some(valued) => valued,
            None => {
                let solution = self.solver.within(self.budget.exact_nodes, |solver| {
                    solver.best_moves(&board, Scoring::Wof)
                })?;
                Valued::solved(solution)
            }
        };
        Some(self.analysis(ply, &board, valued))
    }

    /// `game`'s position after `ply` moves without trying the solver
    /// beyond its budget: exact where that costs nothing uncertain (see
    /// `surely_exact`), else by the strong player's search of every legal
    /// move within `estimate_nodes` (exact if it sees every line to the
    /// end). A game's positions have their forced passes made, so the side
    /// to move has a move unless the game is over.
    pub fn estimate(&mut self, game: &Game, ply: usize) -> PositionAnalysis {
        let board = game.position(ply);
        let valued = match self.surely_exact(&board) {
            Some(valued) => valued,
            None => self.search(&board),
        };
        self.analysis(ply, &board, valued)
    }

    /// The exact values within every budget: a finished game's result, the
    /// book's answer, the solver's up to `exact_empties`.
    fn surely_exact(&mut self, board: &Board) -> Option<Valued> {
        if let Some(known) = self.known(board) {
            Some(known)
        } else if board.empty().count() <= self.budget.exact_empties {
            Some(Valued::solved(self.solver.best_moves(board, Scoring::Wof)))
        } else {
            None
        }
    }

    /// The exact values that cost nothing: a finished game's result, the
    /// book's answer.
    fn known(&self, board: &Board) -> Option<Valued> {
        if let Some(finished) = Valued::finished(board) {
            Some(finished)
        } else {
            let answer = self.book.as_ref().and_then(|book| book.answer(board))?;
            Some(Valued::exact(
                answer.value,
                answer.best,
                answer.moves,
                Source::Book,
            ))
        }
    }

    /// `exact` of a position with `exact_empties` or fewer empties, the
    /// solver stopped by the clock at `until` (a cheap position is solved
    /// whatever the clock says); `None` when it did not finish.
    #[cfg(not(target_arch = "wasm32"))]
    pub(super) fn exact_until(
        &mut self,
        game: &Game,
        ply: usize,
        until: std::time::Instant,
    ) -> Option<PositionAnalysis> {
        let board = game.position(ply);
        let valued = match self.known(&board) {
            Some(known) => known,
            None if board.empty().count() <= super::CHEAP_EMPTIES => {
                Valued::solved(self.solver.best_moves(&board, Scoring::Wof))
            }
            None => {
                let left = until.checked_duration_since(std::time::Instant::now())?;
                let solution = self
                    .solver
                    .within_time(left, |solver| solver.best_moves(&board, Scoring::Wof))?;
                Valued::solved(solution)
            }
        };
        Some(self.analysis(ply, &board, valued))
    }

    /// `estimate` without the solver, whatever the empties: for a position
    /// the time left no solving for.
    #[cfg(not(target_arch = "wasm32"))]
    pub(super) fn estimate_without_solver(&mut self, game: &Game, ply: usize) -> PositionAnalysis {
        let board = game.position(ply);
        let valued = match self.known(&board) {
            Some(known) => known,
            None => self.search(&board),
        };
        self.analysis(ply, &board, valued)
    }

    /// The strong player's values of every legal move of `board`.
    fn search(&mut self, board: &Board) -> Valued {
        // Leaves with an even number of empty squares whatever the ply:
        // successive positions' values then come from leaves with the same
        // side to move, and the graph follows the game, not the parity of
        // the ply.
        let limits = Limits {
            depth: None,
            nodes: Some(self.budget.estimate_nodes),
            even_leaves: true,
            ..Limits::default()
        };
        let evaluations = self.player.evaluate_moves(board, limits);
        let value = evaluations.first().map_or(0.0, |best| best.value);
        Valued {
            value,
            exact: evaluations.iter().all(|evaluation| evaluation.exact),
            best: evaluations
                .iter()
                .filter(|evaluation| evaluation.value == value)
                .map(|evaluation| evaluation.square)
                .collect(),
            moves: evaluations
                .iter()
                .map(|evaluation| (evaluation.square, evaluation.value))
                .collect(),
            source: match evaluations.first().map(|evaluation| evaluation.source) {
                Some(MoveSource::Book) => Source::Book,
                _ => Source::Search,
            },
            depth: evaluations.iter().map(|evaluation| evaluation.depth).min(),
        }
    }

    /// The analysis of `board` from what its valuation found, in black's
    /// point of view, with the traps on the board.
    fn analysis(&mut self, ply: usize, board: &Board, valued: Valued) -> PositionAnalysis {
        let round = |value: f64| if valued.exact { value } else { tenths(value) };
        let mut best = valued.best;
        best.sort();
        PositionAnalysis {
            ply,
            to_move: (!board.is_game_over()).then(|| board.side_to_move()),
            value: for_black(board, round(valued.value)),
            exact: valued.exact,
            best,
            moves: valued
                .moves
                .into_iter()
                .map(|(square, value)| MoveValue {
                    square,
                    value: for_black(board, round(value)),
                })
                .collect(),
            source: valued.source,
            depth: valued.depth,
            traps: stoner_finds(board, DEFAULT_HORIZON, &mut self.traps),
        }
    }
}
