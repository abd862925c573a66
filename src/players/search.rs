//! `strong`: iterative deepening principal-variation search (negamax,
//! fail-soft) with a transposition table, move ordering and the evaluation
//! of `eval.rs`. It also scores every legal move, for the hints feature.
//!
//! Depth counts moves; a forced pass costs no depth, so a search as deep
//! as the number of empty squares sees every game to its end and is exact.
//! From `ENDGAME_EMPTIES` empty squares on (settable), the exact solver of
//! `crate::solve` takes over: the player then plays a move of optimal value.

use super::eval::{move_order_score, Geometry, DISC};
use super::evaluator::{EvalChoice, Evaluator};
use super::report::{MoveReport, MoveSource};
use super::table::{Bound, Table};
use super::{Limits, Player, StopSignal, MAX_STRONG_DEPTH};
use crate::board::random::Rng;
use crate::board::{Board, Scoring, Size, Square};
use crate::openings::book::{BookValues, GamesBook};
use crate::progress::Silent;
use crate::solve::Solver;
use rand::seq::SliceRandom;
use serde::Serialize;
use std::sync::Arc;
use std::time::Instant;

/// `strong` without a depth: this many plies...
pub const DEFAULT_DEPTH: u32 = 10;
/// ...or this many nodes per move, whichever comes first (about 0.3 s
/// native, so within 1 s in the browser; see BENCHMARKS.md).
pub const DEFAULT_NODES: u64 = 1_000_000;
/// The most nodes one move may take whatever depth was asked (`strong:30`
/// included): about 40 s native and a minute or two in the browser, where
/// the search keeps the deepest iteration it finished.
pub const MAX_NODES: u64 = 1 << 27;
/// 2^18 slots of 24 bytes: 6 MiB.
const TABLE_BITS: u32 = 18;
/// With this many empty squares or fewer the exact solver chooses (about
/// 0.1 s native at most; see BENCHMARKS.md).
pub const ENDGAME_EMPTIES: u32 = 16;
/// The solver's table: 2^20 slots of 32 bytes, 32 MiB.
const SOLVER_TABLE_BITS: u32 = 20;
/// The depth of the search that orders the root moves for the solver.
const ORDERING_DEPTH: u32 = 6;
/// Beyond every disc margin, as the solver's infinite window.
const MARGIN_INFINITY: i32 = 65;

/// Above every score.
const INFINITY: i32 = 30_000;
/// Added to the margin of a finished game so that a sure win outranks any
/// evaluation, and a sure loss ranks below all of them.
const WIN: i32 = 64 * DISC;

/// A legal move and what the search thinks of it, for hints.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct MoveEvaluation {
    pub square: Square,
    /// The expected final disc margin for the side to move after this
    /// move (exact when `exact`; otherwise the evaluation's estimate).
    pub value: f64,
    pub exact: bool,
    /// Plies searched (for a book value: the depth of the book's searches).
    pub depth: u32,
    pub source: MoveSource,
}

/// The strong searcher; keeps its table between the moves of a game.
pub struct StrongPlayer {
    depth: Option<u32>,
    endgame_empties: u32,
    table: Table,
    solver: Solver,
    evaluation: EvalChoice,
    /// The board size last played, its ordering geometry and evaluator.
    tools: Option<(Size, Geometry, Evaluator)>,
    /// Asked whenever the clock is read: `true` ends the midgame search
    /// as the time limit would.
    stop: Option<StopSignal>,
    /// The 8x8 opening book, answered from before any search.
    book: Option<Arc<GamesBook>>,
}

/// What `best_move` found: the move, its score, the depth reached and
/// where it comes from.
#[derive(Clone, Copy)]
struct Choice {
    square: Square,
    score: i32,
    depth: u32,
    source: MoveSource,
}

impl Default for StrongPlayer {
    fn default() -> StrongPlayer {
        StrongPlayer::with_depth(None)
    }
}

impl Player for StrongPlayer {
    fn choose(&mut self, board: &Board, rng: &mut Rng, limits: Limits) -> Option<Square> {
        self.choose_reporting(board, rng, limits, &mut |_, _| {})
    }

    fn choose_reporting(
        &mut self,
        board: &Board,
        rng: &mut Rng,
        limits: Limits,
        best_so_far: &mut dyn FnMut(Square, u32),
    ) -> Option<Square> {
        self.shuffled_best(board, rng, limits, best_so_far)
            .map(|choice| choice.square)
    }

    fn choose_reported(
        &mut self,
        board: &Board,
        rng: &mut Rng,
        limits: Limits,
    ) -> Option<MoveReport> {
        let choice = self.shuffled_best(board, rng, limits, &mut |_, _| {})?;
        Some(MoveReport {
            play: Some(choice.square),
            value: Some(score_to_discs(choice.score)),
            source: choice.source,
            depth: choice.depth,
        })
    }

    fn new_game(&mut self) {
        self.table.clear();
        self.solver.clear();
    }
}

impl StrongPlayer {
    /// `depth`: the midgame depth in plies (`strong:N`); `None` for the
    /// default depth and node budget. Searches with the learned evaluation.
    pub fn with_depth(depth: Option<u32>) -> StrongPlayer {
        StrongPlayer::with_evaluation(depth, EvalChoice::Learned)
    }

    /// `with_depth`, searching with the evaluation `evaluation`.
    pub fn with_evaluation(depth: Option<u32>, evaluation: EvalChoice) -> StrongPlayer {
        StrongPlayer {
            depth,
            endgame_empties: ENDGAME_EMPTIES,
            table: Table::new(TABLE_BITS),
            solver: Solver::new(SOLVER_TABLE_BITS),
            evaluation,
            tools: None,
            stop: None,
            book: None,
        }
    }

    /// Answers the positions `book` holds from it (8x8): its best moves,
    /// and its values for hints, without searching.
    pub fn set_book(&mut self, book: Arc<GamesBook>) {
        self.book = Some(book);
    }

    /// What the book says of `board`, if there is a book and it holds it.
    fn book_answer(&self, board: &Board) -> Option<BookValues> {
        self.book.as_ref()?.answer(board)
    }

    /// Ends the midgame search (keeping the deepest finished iteration)
    /// as soon as `stop` answers `true`: an NBoard engine stops thinking
    /// when a `ping` waits behind the search. The exact solver near the
    /// end is not stopped.
    pub fn with_stop(mut self, stop: StopSignal) -> StrongPlayer {
        self.stop = Some(stop);
        self
    }

    /// `choose`, with the score its search gave the chosen move, in discs
    /// for the side to move: the trainer's search-backed label.
    pub fn choose_valued(
        &mut self,
        board: &Board,
        rng: &mut Rng,
        limits: Limits,
    ) -> Option<(Square, f64)> {
        self.shuffled_best(board, rng, limits, &mut |_, _| {})
            .map(|choice| (choice.square, score_to_discs(choice.score)))
    }

    /// `best_move` over the legal moves in a random order.
    fn shuffled_best(
        &mut self,
        board: &Board,
        rng: &mut Rng,
        limits: Limits,
        best_so_far: &mut dyn FnMut(Square, u32),
    ) -> Option<Choice> {
        let mut moves: Vec<Square> = board.legal_moves().collect();
        // Equal moves are then tried, and so chosen, in a random order: two
        // strong players do not replay one game forever.
        moves.shuffle(rng);
        if let Some(known) = self.book_answer(board) {
            let square = *moves.iter().find(|square| known.best.contains(square))?;
            best_so_far(square, known.depth);
            return Some(Choice {
                square,
                score: (known.value * f64::from(DISC)).round() as i32,
                depth: known.depth,
                source: MoveSource::Book,
            });
        }
        self.best_move(board, moves, limits, best_so_far)
    }

    /// Lets the exact solver choose from `empties` empty squares down
    /// (each more empty square multiplies its time by about 3).
    pub fn with_endgame_empties(mut self, empties: u32) -> StrongPlayer {
        self.endgame_empties = empties;
        self
    }

    /// The depth and node budget for one move: a time limit without a
    /// depth lets the search deepen until the time is up.
    fn budget(&self, limits: Limits) -> (u32, u64) {
        let asked_depth = limits.depth.or(self.depth);
        let timed = limits.time.is_some();
        let depth = asked_depth
            .unwrap_or(if timed {
                MAX_STRONG_DEPTH
            } else {
                DEFAULT_DEPTH
            })
            .max(1);
        let unlimited = asked_depth.is_some() || timed;
        let nodes = limits
            .nodes
            .unwrap_or(if unlimited { MAX_NODES } else { DEFAULT_NODES });
        (depth, nodes.min(MAX_NODES))
    }

    /// The move-ordering geometry and the evaluator for `size`.
    fn tools(&mut self, size: Size) -> (Geometry, Evaluator) {
        match &self.tools {
            Some((known, geometry, evaluator)) if *known == size => {
                (geometry.clone(), evaluator.clone())
            }
            _ => {
                let tools = (Geometry::new(size), Evaluator::new(&self.evaluation, size));
                self.tools = Some((size, tools.0.clone(), tools.1.clone()));
                tools
            }
        }
    }

    /// The best of `moves` (all legal moves of `board`, in the order to try
    /// them when they are equal) and its score; `best_so_far` hears the
    /// best move after each finished iteration (before the exact solver:
    /// the best of the ordering search).
    fn best_move(
        &mut self,
        board: &Board,
        mut moves: Vec<Square>,
        limits: Limits,
        best_so_far: &mut dyn FnMut(Square, u32),
    ) -> Option<Choice> {
        if moves.is_empty() {
            return None;
        }
        let deadline = limits.time.map(|time| Instant::now() + time);
        let (max_depth, nodes) = self.budget(limits);
        let (geometry, evaluator) = self.tools(board.size());
        moves.sort_by_cached_key(|&square| {
            -move_order_score(&geometry, board, square, &board.play_unchecked(square))
        });
        let mut scored: Vec<(Square, i32)> = moves.into_iter().map(|square| (square, 0)).collect();
        self.table.next_generation();
        let mut search = Search::new(&mut self.table, &geometry, &evaluator, self.stop.as_deref());
        let empties = board.empty().count();
        if empties <= self.endgame_empties {
            // The solver proves each root move against the best so far, so
            // the likely best first (by a shallow search) saves re-searches.
            let depth = ORDERING_DEPTH.min(empties);
            search.root(board, depth, &mut scored);
            best_so_far(scored[0].0, depth);
            let ordered: Vec<Square> = scored.into_iter().map(|(square, _)| square).collect();
            let (square, score) = self.exact_best_move(board, &ordered);
            return Some(Choice {
                square,
                score,
                depth: empties,
                source: MoveSource::Exact,
            });
        }
        let mut best = scored[0];
        let mut reached = 1;
        for depth in 1..=max_depth.min(empties.max(1)) {
            // The first iteration always finishes, so there is a best move.
            if depth > 1 {
                search.limit(nodes, deadline);
                if search.out_of_time() {
                    break;
                }
            }
            if search.root(board, depth, &mut scored).is_none() {
                break;
            }
            best = scored[0];
            reached = depth;
            best_so_far(best.0, depth);
        }
        Some(Choice {
            square: best.0,
            score: best.1,
            depth: reached,
            source: MoveSource::Search,
        })
    }

    /// The first of `moves` with the best exact value, and that value in
    /// evaluation units: the first move is solved in full, the others only
    /// tested against the best so far (null window) unless they beat it.
    fn exact_best_move(&mut self, board: &Board, moves: &[Square]) -> (Square, i32) {
        let mut best = (moves[0], -MARGIN_INFINITY);
        for &square in moves {
            let child = board.play_unchecked(square);
            let alpha = best.1;
            let mut value = if alpha == -MARGIN_INFINITY {
                -self.solver.value(&child, Scoring::Wof)
            } else {
                -self
                    .solver
                    .value_within(&child, Scoring::Wof, -alpha - 1, -alpha)
            };
            if value > alpha && alpha > -MARGIN_INFINITY {
                value = -self
                    .solver
                    .value_within(&child, Scoring::Wof, -MARGIN_INFINITY, -alpha);
            }
            if value > alpha {
                best = (square, value);
            }
        }
        (best.0, best.1 * DISC)
    }

    /// The value of `board` for the side to move from a full-window search
    /// `depth` plies deep (0: the evaluation itself, after a forced pass),
    /// in discs, and whether it is exact (every line was seen to its end).
    pub fn search_value(&mut self, board: &Board, depth: u32) -> (f64, bool) {
        let (geometry, evaluator) = self.tools(board.size());
        self.table.next_generation();
        let mut search = Search::new(&mut self.table, &geometry, &evaluator, None);
        // Shallower iterations first: their table entries order the deeper ones.
        let mut score = 0;
        for iteration in 0..=depth {
            score = search
                .pvs(board, iteration, -INFINITY, INFINITY)
                .expect("no node budget");
        }
        let exact = depth >= board.empty().count() || score.abs() > WIN || board.is_game_over();
        (score_to_discs(score), exact)
    }

    /// Every legal move of `board` with its value, best first: exact from
    /// the solver near the end, otherwise from the deepest search that
    /// finished within `limits`.
    pub fn evaluate_moves(&mut self, board: &Board, limits: Limits) -> Vec<MoveEvaluation> {
        let empties = board.empty().count();
        if empties <= self.endgame_empties {
            let solution = self.solver.solve(board, Scoring::Wof, &mut Silent);
            return solution
                .moves
                .into_iter()
                .map(|(square, value)| MoveEvaluation {
                    square,
                    value: f64::from(value),
                    exact: true,
                    depth: empties,
                    source: MoveSource::Exact,
                })
                .collect();
        }
        if let Some(known) = self.book_answer(board) {
            return known
                .moves
                .iter()
                .map(|&(square, value)| MoveEvaluation {
                    square,
                    value,
                    exact: false,
                    depth: known.depth,
                    source: MoveSource::Book,
                })
                .collect();
        }
        let deadline = limits.time.map(|time| Instant::now() + time);
        let (max_depth, nodes) = self.budget(limits);
        let (geometry, evaluator) = self.tools(board.size());
        self.table.next_generation();
        let mut search = Search::new(&mut self.table, &geometry, &evaluator, self.stop.as_deref());
        search.leaf_parity = limits.even_leaves;
        let mut evaluations = Vec::new();
        for depth in 1..=max_depth.min(empties.max(1)) {
            if depth > 1 {
                search.limit(nodes, deadline);
                if search.out_of_time() {
                    break;
                }
            }
            let Some(scores) = search.root_all(board, depth) else {
                break;
            };
            let odd_leaves = (empties - depth.min(empties)) % 2 == 1;
            if limits.even_leaves && odd_leaves && !evaluations.is_empty() && depth < empties {
                continue;
            }
            evaluations = scores
                .into_iter()
                .map(|(square, score)| MoveEvaluation {
                    square,
                    value: score_to_discs(score),
                    exact: depth >= empties || score.abs() > WIN,
                    depth,
                    source: MoveSource::Search,
                })
                .collect();
        }
        evaluations.sort_by(|a, b| b.value.total_cmp(&a.value));
        evaluations
    }
}

/// A score as a disc margin: exact for finished games, else an estimate.
fn score_to_discs(score: i32) -> f64 {
    let margin = if score > WIN {
        score - WIN
    } else if score < -WIN {
        score + WIN
    } else {
        score
    };
    f64::from(margin) / f64::from(DISC)
}

/// What `strong` scores `board` with when its search stops there: the
/// result of a finished game (its margin beyond every evaluation),
/// otherwise the learned evaluation. Exposed so tests can check the search
/// against plain minimax.
pub fn leaf_score(board: &Board) -> i32 {
    if board.is_game_over() {
        final_score(board)
    } else {
        Evaluator::new(&EvalChoice::Learned, board.size())
            .evaluate(board)
            .clamp(1 - WIN, WIN - 1)
    }
}

/// The score of a finished game for the side to move.
fn final_score(board: &Board) -> i32 {
    let margin = board.final_value_for_mover(Scoring::Wof) * DISC;
    margin + margin.signum() * WIN
}

struct Search<'a> {
    table: &'a mut Table,
    geometry: &'a Geometry,
    evaluator: &'a Evaluator,
    nodes: u64,
    budget: u64,
    deadline: Option<Instant>,
    stop: Option<&'a (dyn Fn() -> bool + Send + Sync)>,
    /// Take a table entry's score only from a search whose leaves had the
    /// same parity of empty squares (see `Limits::even_leaves`).
    leaf_parity: bool,
}

/// Nodes between two looks at the clock: a look costs about as much as a
/// node, and 4096 nodes take about a millisecond.
const CLOCK_INTERVAL: u64 = 4096;

impl<'a> Search<'a> {
    /// A search with no nodes counted yet and no node budget or deadline;
    /// callers set them with `limit`. `stop`, if given, is asked whenever
    /// the clock is read and ends the search like the deadline.
    fn new(
        table: &'a mut Table,
        geometry: &'a Geometry,
        evaluator: &'a Evaluator,
        stop: Option<&'a (dyn Fn() -> bool + Send + Sync)>,
    ) -> Search<'a> {
        Search {
            table,
            geometry,
            evaluator,
            nodes: 0,
            budget: u64::MAX,
            deadline: None,
            stop,
            leaf_parity: false,
        }
    }

    /// Stops the search (its `pvs` then answers `None`) beyond `budget`
    /// nodes in all or after `deadline`.
    fn limit(&mut self, budget: u64, deadline: Option<Instant>) {
        self.budget = budget;
        self.deadline = deadline;
    }

    /// Whether the node budget or the time has run out (the clock is read
    /// every `CLOCK_INTERVAL` nodes).
    fn exhausted(&self) -> bool {
        self.nodes > self.budget
            || (self.nodes.is_multiple_of(CLOCK_INTERVAL) && self.out_of_time())
    }

    /// The deadline has passed, or the search was told to stop.
    fn out_of_time(&self) -> bool {
        self.deadline
            .is_some_and(|deadline| Instant::now() >= deadline)
            || self.stop.is_some_and(|stop| stop())
    }
}

/// Moves of one node with their ordering scores, best first; on the stack
/// (no position has more than 32 legal moves, fewer than the 64 slots).
struct MoveList {
    moves: [(i32, Square); 64],
    len: usize,
}

impl Search<'_> {
    /// Searches every root move to `depth`, sorting `moves` best first;
    /// `None` when the node budget ran out (then `moves` keeps its order).
    fn root(&mut self, board: &Board, depth: u32, moves: &mut [(Square, i32)]) -> Option<i32> {
        let mut alpha = -INFINITY;
        let mut scores = Vec::with_capacity(moves.len());
        for (index, &(square, _)) in moves.iter().enumerate() {
            let next = board.play_unchecked(square);
            let score = if index == 0 {
                -self.pvs(&next, depth - 1, -INFINITY, INFINITY)?
            } else {
                let probe = -self.pvs(&next, depth - 1, -alpha - 1, -alpha)?;
                if probe > alpha {
                    -self.pvs(&next, depth - 1, -INFINITY, -alpha)?
                } else {
                    probe
                }
            };
            alpha = alpha.max(score);
            scores.push(score);
        }
        for (entry, score) in moves.iter_mut().zip(scores) {
            entry.1 = score;
        }
        // Stable: among equal scores the earlier (randomly ordered) move stays first.
        moves.sort_by_key(|&(_, score)| -score);
        Some(alpha)
    }

    /// The exact minimax score of every root move to `depth`, in a full window.
    fn root_all(&mut self, board: &Board, depth: u32) -> Option<Vec<(Square, i32)>> {
        board
            .legal_moves()
            .map(|square| {
                Some((
                    square,
                    -self.pvs(
                        &board.play_unchecked(square),
                        depth - 1,
                        -INFINITY,
                        INFINITY,
                    )?,
                ))
            })
            .collect()
    }

    /// The negamax score of `board` to `depth` plies within (alpha, beta),
    /// fail-soft; `None` when the node budget ran out.
    fn pvs(&mut self, board: &Board, depth: u32, mut alpha: i32, beta: i32) -> Option<i32> {
        self.nodes += 1;
        crate::progress::beat();
        if self.exhausted() {
            return None;
        }
        let legal = board.legal_moves();
        if legal.is_empty() {
            if board.opponent_moves().is_empty() {
                return Some(final_score(board));
            }
            return Some(-self.pvs(&board.pass(), depth, -beta, -alpha)?);
        }
        if depth == 0 {
            return Some(self.evaluator.evaluate(board).clamp(1 - WIN, WIN - 1));
        }
        let original_alpha = alpha;
        let mut hint = None;
        if let Some(entry) = self.table.probe(board) {
            hint = entry.best;
            // Depths of the same parity put the leaves at the same parity.
            let same_parity = !self.leaf_parity || (entry.depth ^ depth) & 1 == 0;
            if entry.depth >= depth && same_parity {
                let usable = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => entry.score >= beta,
                    Bound::Upper => entry.score <= alpha,
                };
                if usable {
                    return Some(entry.score);
                }
            }
        }
        let list = self.order(board, legal, hint, depth);
        let mut best_score = -INFINITY;
        let mut best_move = None;
        for (index, &(_, square)) in list.moves[..list.len].iter().enumerate() {
            let next = board.play_unchecked(square);
            let score = if index == 0 {
                -self.pvs(&next, depth - 1, -beta, -alpha)?
            } else {
                let probe = -self.pvs(&next, depth - 1, -alpha - 1, -alpha)?;
                if probe > alpha && probe < beta {
                    -self.pvs(&next, depth - 1, -beta, -alpha)?
                } else {
                    probe
                }
            };
            if score > best_score {
                best_score = score;
                best_move = Some(square);
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.store(board, depth, best_score, bound, best_move);
        Some(best_score)
    }

    /// `legal` in the order to search: the table's best move, then by
    /// `move_order_score` (skipped just above the leaves, where a cut-off
    /// saves less than the ordering costs).
    fn order(
        &self,
        board: &Board,
        legal: crate::board::Bitboard,
        hint: Option<Square>,
        depth: u32,
    ) -> MoveList {
        let mut list = MoveList {
            moves: [(0, Square::from_index(0)); 64],
            len: 0,
        };
        for square in legal {
            let score = if Some(square) == hint {
                i32::MAX
            } else if depth > 1 {
                move_order_score(self.geometry, board, square, &board.play_unchecked(square))
            } else {
                0
            };
            list.moves[list.len] = (score, square);
            list.len += 1;
        }
        list.moves[..list.len]
            .sort_unstable_by_key(|&(score, square)| (-(score as i64), square.index()));
        list
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_move_has_a_node_bound_whatever_the_depth() {
        let deep = StrongPlayer::with_depth(Some(30));
        assert_eq!(deep.budget(Limits::default()), (30, MAX_NODES));
        let asked = Limits {
            depth: Some(40),
            nodes: Some(u64::MAX),
            ..Limits::default()
        };
        assert_eq!(StrongPlayer::default().budget(asked), (40, MAX_NODES));
        assert_eq!(
            StrongPlayer::default().budget(Limits::default()),
            (DEFAULT_DEPTH, DEFAULT_NODES)
        );
        let timed = Limits {
            time: Some(std::time::Duration::from_millis(50)),
            ..Limits::default()
        };
        assert_eq!(
            StrongPlayer::default().budget(timed),
            (MAX_STRONG_DEPTH, MAX_NODES)
        );
        assert_eq!(
            StrongPlayer::with_depth(Some(6)).budget(timed),
            (6, MAX_NODES)
        );
    }

    /// With even leaves the values are those of a fresh search, whatever a
    /// search with leaves of the other parity left in the table; without
    /// them that search's deeper entries are taken.
    #[test]
    fn even_leaves_take_no_score_from_leaves_of_the_other_parity() {
        let board = crate::notation::read_game(None, None, "f5d6c3d3c4f4f6f3e6e7")
            .position()
            .unwrap();
        let at_depth_4 = |even_leaves| Limits {
            depth: Some(4),
            even_leaves,
            ..Limits::default()
        };
        let values = |evaluations: Vec<MoveEvaluation>| {
            let mut values: Vec<_> = evaluations
                .into_iter()
                .map(|evaluation| (evaluation.square, evaluation.value))
                .collect();
            values.sort_by_key(|&(square, _)| square);
            values
        };
        let fresh = values(StrongPlayer::default().evaluate_moves(&board, at_depth_4(true)));
        let after_odd = |even_leaves| {
            let mut player = StrongPlayer::default();
            player.search_value(&board, 5);
            values(player.evaluate_moves(&board, at_depth_4(even_leaves)))
        };
        assert_eq!(after_odd(true), fresh);
        assert_ne!(after_odd(false), fresh);
    }
}
