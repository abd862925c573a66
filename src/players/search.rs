//! `strong`: iterative deepening principal-variation search (negamax,
//! fail-soft) with a transposition table, move ordering and the evaluation
//! of `eval.rs`, on one thread or several (`with_threads`: young brothers
//! wait below the root, `split.rs`). It also scores every legal move, for
//! the hints, the review and the analysis.
//!
//! Depth counts moves; a forced pass costs no depth, so a search as deep
//! as the number of empty squares sees every game to its end and is exact.
//! From `ENDGAME_EMPTIES` empty squares on (settable), the exact solver of
//! `crate::solve` takes over: the player then plays a move of optimal value.

use super::eval::{move_order_score, Geometry, DISC};
use super::evaluator::{EvalChoice, Evaluator};
use super::report::{MoveReport, MoveSource};
#[cfg(not(target_arch = "wasm32"))]
use super::split;
use super::table::Table;
use super::tree::{final_score, score_to_discs, Search, Shared, INFINITY, WIN};
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

/// One finished iteration of `deepen`, as its observer hears it.
pub struct Deepened<'a> {
    /// Every move's value, best first.
    pub moves: &'a [MoveEvaluation],
    /// Nodes searched so far.
    pub nodes: u64,
    line: &'a dyn Fn(Square) -> Vec<Square>,
}

impl Deepened<'_> {
    /// The line the search holds after `square` (one of the moves), as
    /// deep as the iteration.
    pub fn line(&self, square: Square) -> Vec<Square> {
        (self.line)(square)
    }
}

/// The strong searcher; keeps its table between the moves of a game.
pub struct StrongPlayer {
    depth: Option<u32>,
    endgame_empties: u32,
    table: Table,
    /// The exact solver near the end, made when first needed (a player
    /// that never solves, such as the analysis's, holds no table for it).
    solver: Option<Solver>,
    evaluation: EvalChoice,
    /// The board size last played, its ordering geometry and evaluator.
    tools: Option<(Size, Geometry, Evaluator)>,
    /// Asked whenever the clock is read: `true` ends the midgame search
    /// as the time limit would.
    stop: Option<StopSignal>,
    /// The 8x8 opening book, answered from before any search.
    book: Option<Arc<GamesBook>>,
    /// Threads searching each position (1: this thread alone).
    threads: usize,
    /// The threads, when there are several.
    #[cfg(not(target_arch = "wasm32"))]
    pool: Option<Arc<rayon::ThreadPool>>,
    /// Nodes of the midgame searches so far (the solver counts its own).
    searched: std::cell::Cell<u64>,
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
        if let Some(solver) = &mut self.solver {
            solver.clear();
        }
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
            solver: None,
            evaluation,
            tools: None,
            stop: None,
            book: None,
            threads: 1,
            #[cfg(not(target_arch = "wasm32"))]
            pool: None,
            searched: std::cell::Cell::new(0),
        }
    }

    /// Searches on `threads` threads (natively; the browser's build has
    /// one). The midgame search splits below the root, the exact solver
    /// below each root move; exact values do not depend on the count,
    /// estimates only within the search's noise (a table shared by
    /// threads answers some nodes from deeper or other searches).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn with_threads(mut self, threads: usize) -> StrongPlayer {
        self.threads = threads.max(1);
        self.solver = None;
        self.pool = (self.threads > 1).then(|| {
            Arc::new(
                rayon::ThreadPoolBuilder::new()
                    .num_threads(self.threads)
                    .thread_name(|index| format!("strong search {index}"))
                    .build()
                    .expect("threads start"),
            )
        });
        self
    }

    /// Threads searching each position.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Positions searched since the player was made: the midgame searches'
    /// and the exact solver's (NBoard's `nodestats`).
    pub fn nodes(&self) -> u64 {
        self.searched.get() + self.solver.as_ref().map_or(0, Solver::nodes)
    }

    /// Counts the nodes of a search that is over.
    fn count(&self, shared: &Shared) {
        self.searched.set(self.searched.get() + shared.nodes());
    }

    /// The exact solver, on the player's threads.
    fn solver(&mut self) -> &mut Solver {
        let threads = self.threads;
        self.solver.get_or_insert_with(|| {
            let solver = Solver::new(SOLVER_TABLE_BITS);
            #[cfg(not(target_arch = "wasm32"))]
            let solver = solver.with_split(crate::solve::Split::threads(threads));
            let _ = threads;
            solver
        })
    }

    /// Answers the positions `book` holds from it (8x8): its best moves,
    /// and its values for hints, without searching.
    pub fn set_book(&mut self, book: Arc<GamesBook>) {
        self.book = Some(book);
    }

    /// What the book says of `board`, if there is a book and it holds it.
    pub fn book_answer(&self, board: &Board) -> Option<BookValues> {
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

    /// Runs `work` on the player's threads: inside its pool when it has
    /// several, so that the split searches share them out.
    fn on_threads<R: Send>(&self, work: impl FnOnce(bool) -> R + Send) -> R {
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(pool) = &self.pool {
            return pool.install(|| work(true));
        }
        work(false)
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
        let empties = board.empty().count();
        let mut shared = Shared::new(&self.table, &geometry, &evaluator, self.stop.as_deref());
        if empties <= self.endgame_empties {
            // The solver proves each root move against the best so far, so
            // the likely best first (by a shallow search) saves re-searches.
            let depth = ORDERING_DEPTH.min(empties);
            self.on_threads(|parallel| root(&shared, board, depth, &mut scored, parallel));
            self.count(&shared);
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
                shared.limit(nodes, deadline);
                if shared.out_of_time() {
                    break;
                }
            }
            let finished =
                self.on_threads(|parallel| root(&shared, board, depth, &mut scored, parallel));
            if finished.is_none() {
                break;
            }
            best = scored[0];
            reached = depth;
            best_so_far(best.0, depth);
        }
        self.count(&shared);
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
                -self.solver().value(&child, Scoring::Wof)
            } else {
                -self
                    .solver()
                    .value_within(&child, Scoring::Wof, -alpha - 1, -alpha)
            };
            if value > alpha && alpha > -MARGIN_INFINITY {
                value = -self
                    .solver()
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
        let shared = Shared::new(&self.table, &geometry, &evaluator, None);
        // Shallower iterations first: their table entries order the deeper ones.
        let mut score = 0;
        for iteration in 0..=depth {
            score = self
                .on_threads(|parallel| {
                    child_score(&shared, board, iteration, -INFINITY, INFINITY, 0, parallel)
                })
                .expect("no node budget");
        }
        self.count(&shared);
        let exact = depth >= board.empty().count() || score.abs() > WIN || board.is_game_over();
        (score_to_discs(score), exact)
    }

    /// Every legal move of `board` with its value, best first: exact from
    /// the solver near the end, otherwise from the deepest search that
    /// finished within `limits`.
    pub fn evaluate_moves(&mut self, board: &Board, limits: Limits) -> Vec<MoveEvaluation> {
        let empties = board.empty().count();
        if empties <= self.endgame_empties {
            let solution = self.solver().solve(board, Scoring::Wof, &mut Silent);
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
        let moves: Vec<Square> = board.legal_moves().collect();
        self.deepen(board, &moves, limits, &mut |_| {})
    }

    /// The values of `moves` (legal moves of `board`) by iterative
    /// deepening within `limits`, best first: every move searched to the
    /// same depth (in a window around its value two plies shallower,
    /// widened when the value falls outside), from the deepest iteration
    /// that finished (with `even_leaves`, the deepest whose leaves have an
    /// even number of empty squares). `observer` hears each iteration
    /// kept. Neither the book nor the exact solver is asked.
    pub fn deepen(
        &mut self,
        board: &Board,
        moves: &[Square],
        limits: Limits,
        observer: &mut dyn FnMut(&Deepened),
    ) -> Vec<MoveEvaluation> {
        let empties = board.empty().count();
        let deadline = limits.time.map(|time| Instant::now() + time);
        let (max_depth, nodes) = self.budget(limits);
        let (geometry, evaluator) = self.tools(board.size());
        self.table.next_generation();
        let mut shared = Shared::new(&self.table, &geometry, &evaluator, self.stop.as_deref());
        shared.leaf_parity = limits.even_leaves;
        shared.selective = limits.selective;
        let mut evaluations: Vec<MoveEvaluation> = Vec::new();
        // Each iteration's depth and scores: the guesses of the next
        // iteration of the same parity.
        let mut scored: Vec<(u32, Vec<(Square, i32)>)> = Vec::new();
        for depth in 1..=max_depth.min(empties.max(1)) {
            // With even leaves, the other parity's iterations are not
            // searched (but the first, which orders the next).
            let odd_leaves = (empties - depth) % 2 == 1;
            if limits.even_leaves && odd_leaves && depth > 1 {
                continue;
            }
            if depth > 1 {
                shared.limit(nodes, deadline);
                if shared.out_of_time() {
                    break;
                }
            }
            let guesses = scored
                .iter()
                .rev()
                .find(|(searched, _)| (depth - searched) % 2 == 0)
                .or(scored.last())
                .map(|(_, scores)| scores.as_slice());
            let Some(scores) = self
                .on_threads(|parallel| root_all(&shared, board, moves, depth, guesses, parallel))
            else {
                break;
            };
            scored.push((depth, scores.clone()));
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
            evaluations.sort_by(|a, b| b.value.total_cmp(&a.value));
            observer(&Deepened {
                moves: &evaluations,
                nodes: shared.nodes(),
                line: &|square| self.line(board, square, depth as usize),
            });
            if evaluations.iter().all(|evaluation| evaluation.exact) {
                break;
            }
        }
        self.count(&shared);
        evaluations
    }

    /// The line the table holds after `first` (a legal move of `board`):
    /// `first`, then each position's stored best move, while one is stored
    /// and legal, at most `length` moves in all (a forced pass is made and
    /// not counted).
    pub fn line(&self, board: &Board, first: Square, length: usize) -> Vec<Square> {
        let mut line = vec![first];
        let mut board = board.play_unchecked(first);
        while line.len() < length && !board.is_game_over() {
            if board.must_pass() {
                board = board.pass();
            }
            match self.table.probe(&board).and_then(|entry| entry.best) {
                Some(square) if board.is_legal(square) => {
                    line.push(square);
                    board = board.play_unchecked(square);
                }
                _ => break,
            }
        }
        line
    }
}

/// The score of `board` to `depth` plies within (alpha, beta), on the
/// current pool's threads where `parallel` (natively), else on this one.
fn child_score(
    shared: &Shared,
    board: &Board,
    depth: u32,
    alpha: i32,
    beta: i32,
    ply: u32,
    parallel: bool,
) -> Option<i32> {
    #[cfg(not(target_arch = "wasm32"))]
    if parallel {
        return split::pvs(shared, board, depth, alpha, beta, ply);
    }
    let _ = (parallel, ply);
    Search::new(shared).pvs(board, depth, alpha, beta)
}

/// Searches every root move to `depth`, sorting `moves` best first;
/// `None` when the limits ran out (then `moves` keeps its order). The
/// first move sets the window, the others are tested against it and
/// searched in full only when they beat it.
fn root(
    shared: &Shared,
    board: &Board,
    depth: u32,
    moves: &mut [(Square, i32)],
    parallel: bool,
) -> Option<i32> {
    let mut alpha = -INFINITY;
    let mut scores = Vec::with_capacity(moves.len());
    for (index, &(square, _)) in moves.iter().enumerate() {
        let next = board.play_unchecked(square);
        let child = |alpha, beta| child_score(shared, &next, depth - 1, alpha, beta, 1, parallel);
        let score = if index == 0 {
            -child(-INFINITY, INFINITY)?
        } else {
            let probe = -child(-alpha - 1, -alpha)?;
            if probe > alpha {
                -child(-INFINITY, -alpha)?
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

/// Half the width of the window a root move is searched in around its
/// guess: most values move less than this from one iteration to the next
/// but one, and a narrow window costs a fraction of a full one.
const ASPIRATION: i32 = 3 * DISC;

/// The minimax score of each of `moves` to `depth` (on several threads,
/// the moves at once): each searched in a window around its score in
/// `guesses`, widened on the side the score falls out of, or in a full
/// window without a guess.
fn root_all(
    shared: &Shared,
    board: &Board,
    moves: &[Square],
    depth: u32,
    guesses: Option<&[(Square, i32)]>,
    parallel: bool,
) -> Option<Vec<(Square, i32)>> {
    let score = |&square: &Square| {
        let child = board.play_unchecked(square);
        let search = |alpha: i32, beta: i32| -> Option<i32> {
            Some(-child_score(
                shared,
                &child,
                depth - 1,
                -beta,
                -alpha,
                1,
                parallel,
            )?)
        };
        let guess = guesses
            .and_then(|guesses| guesses.iter().find(|&&(known, _)| known == square))
            .map(|&(_, guess)| guess)
            .filter(|guess| guess.abs() < WIN);
        let score = match guess {
            None => search(-INFINITY, INFINITY)?,
            Some(guess) => {
                let (low, high) = (guess - ASPIRATION, guess + ASPIRATION);
                match search(low, high)? {
                    below if below <= low => search(-INFINITY, low + 1)?,
                    above if above >= high => search(high - 1, INFINITY)?,
                    inside => inside,
                }
            }
        };
        Some((square, score))
    };
    #[cfg(not(target_arch = "wasm32"))]
    if parallel {
        use rayon::prelude::*;
        return moves.par_iter().map(score).collect();
    }
    moves.iter().map(score).collect()
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
