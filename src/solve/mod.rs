//! Exact solving of Othello positions on 4x4, 6x6 and 8x8 boards (8x8 for
//! endgames): the value under either scoring rule, the best moves and the
//! exact value of every legal move.
//!
//! The search is in `search`, its last few empties in `leaves`, its table
//! in `table`; `census` enumerates and
//! values the whole 4x4 game, `lines` follows optimal lines move by move,
//! `report` is what the faces print of them.

pub mod book;
pub mod census;
mod leaves;
pub mod lines;
#[cfg(not(target_arch = "wasm32"))]
mod parallel;
pub mod report;
mod request;
mod search;
mod table;

use crate::board::{Board, Scoring, Square};
use crate::progress::{Progress, Silent, StopSignal};
use book::OpeningBook;
pub use request::Request;
use search::{converge, Report, Search};
use serde::Serialize;
use std::time::{Duration, Instant};
use table::Table;
pub use table::TableTooLarge;

/// How a search is shared over threads: `threads` workers, splitting the
/// first `plies` plies below each root move (young brothers wait).
#[derive(Clone, Copy, Debug)]
pub struct Split {
    pub threads: usize,
    pub plies: u32,
}

/// Plies below the position searched where the solver's threads split:
/// FFO #45 with two threads took 0.63 of one thread's time splitting 4
/// plies deep, 0.54 splitting 6 (deeper splits keep both threads busy
/// through the last root moves; BENCHMARKS.md).
pub const DEFAULT_SPLIT_PLIES: u32 = 6;

impl Split {
    /// `threads` threads splitting `DEFAULT_SPLIT_PLIES` deep.
    pub fn threads(threads: usize) -> Split {
        Split {
            threads,
            plies: DEFAULT_SPLIT_PLIES,
        }
    }
}

/// An exact solver with a fixed-size transposition table, kept between
/// calls so that related positions (a game's next move) reuse its work.
pub struct Solver {
    table: Table,
    nodes: u64,
    /// Positions looked at only to order moves (`Search::ordering_nodes`).
    ordering_nodes: u64,
    /// The node count at which searches give up (`within`); `u64::MAX`: never.
    deadline: u64,
    /// The moment at which searches give up (`within_time`); `None`: never.
    time_limit: Option<Instant>,
    /// Whether a search gave up since the budget was set.
    exhausted: bool,
    /// Asked every few thousand nodes: `true` makes the searches give up
    /// as past a budget (`within` then answers `None`).
    stop: Option<StopSignal>,
    /// Natively, with more than one thread: how the searches split, and
    /// the threads they run on.
    #[cfg(not(target_arch = "wasm32"))]
    threads: Option<(Split, std::sync::Arc<rayon::ThreadPool>)>,
}

/// A solve stopped by its time limit (`Solver::within_time`) before the
/// end: the position's empty squares say how far it was from what a solve
/// finishes in that time.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("not solved within {seconds} s: the position has {empties} empty squares")]
pub struct Unfinished {
    pub empties: u32,
    pub seconds: f64,
    /// Every move's value was asked for: the best move alone takes a
    /// fraction of that work (FFO #45: about 14 s of 69 s on one thread).
    pub every_move: bool,
}

impl Unfinished {
    /// `board` not solved within `time`.
    pub fn new(board: &Board, time: Duration) -> Unfinished {
        Unfinished {
            empties: board.empty().count(),
            seconds: time.as_secs_f64(),
            every_move: false,
        }
    }
}

/// The solved position: its value for the side to move, the moves that
/// achieve it, and every legal move with its exact value, best first.
/// A side that must pass has no moves: `value` is then the value after the
/// pass, seen from the side that passes; a finished game has its final value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Solution {
    pub value: i32,
    pub best: Vec<Square>,
    pub moves: Vec<(Square, i32)>,
    /// Positions searched for this solution.
    pub nodes: u64,
}

impl Solver {
    /// A solver whose table has 2^`table_bits` slots of 32 bytes
    /// (20 bits: 32 MiB; 22 bits: 128 MiB).
    pub fn new(table_bits: u32) -> Solver {
        Solver::with_table(Table::new(table_bits))
    }

    /// `new` for a size chosen by the user: an error, not an abort, when
    /// the table does not fit in memory.
    pub fn try_new(table_bits: u32) -> Result<Solver, TableTooLarge> {
        Ok(Solver::with_table(Table::try_new(table_bits)?))
    }

    fn with_table(table: Table) -> Solver {
        Solver {
            table,
            nodes: 0,
            ordering_nodes: 0,
            deadline: u64::MAX,
            time_limit: None,
            exhausted: false,
            stop: None,
            #[cfg(not(target_arch = "wasm32"))]
            threads: None,
        }
    }

    /// Searches on `split.threads` threads (natively), splitting the first
    /// `split.plies` plies below the position searched (young brothers
    /// wait, `parallel.rs`): every method of the solver then uses them, on
    /// positions large enough to pay (`PARALLEL_EMPTIES`). Values do not
    /// depend on the number of threads; node counts do.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn with_split(mut self, split: Split) -> Solver {
        self.threads = (split.threads > 1).then(|| {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(split.threads)
                .thread_name(|index| format!("solver {index}"))
                .build()
                .expect("threads start");
            (split, std::sync::Arc::new(pool))
        });
        self
    }

    /// Makes the searches give up as soon as `stop` answers `true` (the
    /// caller bounds them with `within` to hear it); `None` forgets it.
    pub fn set_stop(&mut self, stop: Option<StopSignal>) {
        self.stop = stop;
    }

    /// Bytes held by the transposition table.
    pub fn table_bytes(&self) -> usize {
        self.table.bytes()
    }

    /// Forgets every stored position.
    pub fn clear(&mut self) {
        self.table.clear();
    }

    /// Positions searched since the solver was made.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Nodes as Edax counts them: the positions searched and also those
    /// looked at only to order moves, which Edax counts as nodes too. For
    /// a like-for-like nodes per second beside Edax's.
    pub fn nodes_as_edax_counts(&self) -> u64 {
        self.nodes + self.ordering_nodes
    }

    /// The exact value of `board` for the side to move.
    pub fn value(&mut self, board: &Board, scoring: Scoring) -> i32 {
        let guess = self.first_test(board, scoring);
        self.value_near(board, scoring, guess)
    }

    /// The exact value, searched by null windows from `guess` outwards:
    /// the closer the guess, the fewer tests.
    fn value_near(&mut self, board: &Board, scoring: Scoring, guess: i32) -> i32 {
        converge(guess, |alpha, beta| {
            self.value_within(board, scoring, alpha, beta)
        })
    }

    /// The value for the side to move, fail-soft within (`alpha`, `beta`):
    /// exact when strictly inside the window, otherwise a bound on the
    /// same side of the window as the value (at most `alpha`, at least `beta`).
    pub fn value_within(&mut self, board: &Board, scoring: Scoring, alpha: i32, beta: i32) -> i32 {
        self.test(board, scoring, alpha, beta, None)
    }

    /// `value_within`, reporting progress to `report`; a search past the
    /// deadline gives up at once and marks the solver exhausted. On the
    /// solver's threads where it has several and the position pays.
    fn test(
        &mut self,
        board: &Board,
        scoring: Scoring,
        alpha: i32,
        beta: i32,
        report: Option<Report>,
    ) -> i32 {
        // Given up (time, nodes, the stop): the caller's loop of tests ends
        // without starting threads for each.
        if self.exhausted {
            return alpha;
        }
        #[cfg(not(target_arch = "wasm32"))]
        if self.threads.is_some() && board.empty().count() >= PARALLEL_EMPTIES {
            return self.test_on_threads(board, scoring, alpha, beta, report);
        }
        self.searching(board, scoring, |search| {
            search.report = report;
            search.value(board.player().0, board.opponent().0, alpha, beta)
        })
    }

    /// `test` on the solver's threads, sharing its table; `report` hears
    /// the moves two plies below `board` searched.
    #[cfg(not(target_arch = "wasm32"))]
    fn test_on_threads(
        &mut self,
        board: &Board,
        scoring: Scoring,
        alpha: i32,
        beta: i32,
        report: Option<Report>,
    ) -> i32 {
        use parallel::{Parallel, Tally};
        use std::sync::atomic::Ordering::Relaxed;
        let (split, pool) = self.threads.clone().expect("called with threads");
        let tally = Tally::default();
        tally.exhausted.store(self.exhausted, Relaxed);
        let parallel = Parallel {
            table: &self.table,
            size: board.size(),
            scoring,
            split_plies: split.plies,
            time_limit: self.time_limit,
            stop: self.stop.as_deref(),
            budget: self.deadline.saturating_sub(self.nodes),
            tally: &tally,
        };
        let (player, opponent) = (board.player().0, board.opponent().0);
        let search = || pool.install(|| parallel.value(player, opponent, alpha, beta, 0));
        let value = match report {
            None => search(),
            // Progress every 20 ms while the threads search; the answer is
            // taken the moment it comes (a test may take a millisecond,
            // and a stopped one none: a fixed pause per test would add up).
            Some(report) => std::thread::scope(|scope| {
                let (answer, answered) = std::sync::mpsc::channel();
                scope.spawn(move || answer.send(search()));
                loop {
                    match answered.recv_timeout(std::time::Duration::from_millis(20)) {
                        Ok(value) => break value,
                        Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {
                            let (done, total) =
                                (tally.done.load(Relaxed), tally.total.load(Relaxed));
                            let within = done * search::UNITS_PER_MOVE / total.max(1);
                            report.progress.update(
                                report.done * search::UNITS_PER_MOVE + within,
                                report.total * search::UNITS_PER_MOVE,
                            );
                        }
                        Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => {
                            panic!("the search does not panic")
                        }
                    }
                }
            }),
        };
        self.nodes += tally.nodes.load(Relaxed);
        self.ordering_nodes += tally.ordering_nodes.load(Relaxed);
        self.exhausted |= tally.exhausted.load(Relaxed);
        value
    }

    /// Runs `work` on a search of this solver's table, within what is left
    /// of the node budget and time, and counts its nodes and whether it gave up.
    fn searching<'p, R>(
        &mut self,
        board: &Board,
        scoring: Scoring,
        work: impl FnOnce(&mut Search<'_, 'p>) -> R,
    ) -> R {
        let mut search = Search::new(&self.table, board.size(), scoring);
        search.budget = self.deadline.saturating_sub(self.nodes);
        search.time_limit = self.time_limit;
        search.stop = self.stop.as_deref();
        // Past the time limit the next searches give up at once too (as
        // past the node budget), not a clock interval later.
        search.exhausted = self.exhausted;
        let result = work(&mut search);
        self.nodes += search.nodes;
        self.ordering_nodes += search.ordering_nodes.get();
        self.exhausted |= search.exhausted;
        result
    }

    /// Runs `work` on this solver with at most about `nodes` positions
    /// searched: its result, or `None` when the budget ran out first. What
    /// the table learnt until then stays (a search that gives up stores
    /// nothing more), so a later call resumes from it.
    pub fn within<R>(&mut self, nodes: u64, work: impl FnOnce(&mut Solver) -> R) -> Option<R> {
        self.bounded(nodes, None, work)
    }

    /// `within`, bounded by the clock instead: `None` when `time` ran out
    /// first (the clock is read every few thousand nodes, so the search
    /// stops within a millisecond or so of the limit). Native only: wasm32
    /// has no clock to read.
    pub fn within_time<R>(
        &mut self,
        time: Duration,
        work: impl FnOnce(&mut Solver) -> R,
    ) -> Option<R> {
        let limit = Instant::now().checked_add(time);
        self.bounded(u64::MAX, limit, work)
    }

    /// Runs `work` with at most `nodes` more nodes and until `time_limit`.
    fn bounded<R>(
        &mut self,
        nodes: u64,
        time_limit: Option<Instant>,
        work: impl FnOnce(&mut Solver) -> R,
    ) -> Option<R> {
        self.deadline = self.nodes.saturating_add(nodes);
        self.time_limit = time_limit;
        self.exhausted = false;
        let result = work(self);
        self.deadline = u64::MAX;
        self.time_limit = None;
        let exhausted = std::mem::take(&mut self.exhausted);
        (!exhausted).then_some(result)
    }

    /// The exact value and one best move (`None` when the side to move has
    /// no move): cheaper than `solve`, which values every move exactly.
    pub fn best_move(&mut self, board: &Board, scoring: Scoring) -> (i32, Option<Square>) {
        let guess = self.first_test(board, scoring);
        self.best_move_near(board, scoring, guess)
    }

    /// Where the null-window tests of a position's value start: below the
    /// sketch's guess (`BELOW_THE_SKETCH`), or at `GUESS` without one.
    fn first_test(&mut self, board: &Board, scoring: Scoring) -> i32 {
        self.sketch(board, scoring)
            .map_or(GUESS, |guess| guess - BELOW_THE_SKETCH)
    }

    /// The sketch that starts a deep solve (`Search::sketch`): its best
    /// moves go to the table, and its value is the guess. `None` where the
    /// board has no learned weights or the position is too small to pay.
    fn sketch(&mut self, board: &Board, scoring: Scoring) -> Option<i32> {
        if board.empty().count() < search::SKETCH_EMPTIES {
            return None;
        }
        self.searching(board, scoring, |search| {
            search.sketch(board.player().0, board.opponent().0)
        })
    }

    /// `best_move` as a solution: the value with its one best move as the
    /// only move valued (none when the side to move must pass).
    pub fn best_solution(&mut self, board: &Board, scoring: Scoring) -> Solution {
        let before = self.nodes;
        let (value, best) = self.best_move(board, scoring);
        Solution {
            value,
            best: best.into_iter().collect(),
            moves: best.map(|square| (square, value)).into_iter().collect(),
            nodes: self.nodes - before,
        }
    }

    /// The exact value and every move that keeps it, each valued at it;
    /// the other moves are only proven worse. Between `best_solution` (one
    /// best move) and `solve` (every move valued): what a game review needs.
    pub fn best_moves(&mut self, board: &Board, scoring: Scoring) -> Solution {
        let before = self.nodes;
        let value = self.value(board, scoring);
        let best: Vec<Square> = board
            .legal_moves()
            .filter(|&square| self.keeps_value(board, square, value, scoring))
            .collect();
        Solution {
            value,
            moves: best.iter().map(|&square| (square, value)).collect(),
            best,
            nodes: self.nodes - before,
        }
    }

    /// `best_move` after the sketch (which orders the moves), its tests
    /// starting from `guess`: a value stored elsewhere (a puzzle's) costs
    /// two tests when it is right, and is only a guess when it is not.
    pub fn best_move_from(
        &mut self,
        board: &Board,
        scoring: Scoring,
        guess: i32,
    ) -> (i32, Option<Square>) {
        self.sketch(board, scoring);
        self.best_move_near(board, scoring, guess)
    }

    /// The exact value of playing `square` (legal) on `board`, for the side
    /// to move, its tests starting from `guess`.
    pub fn move_value(
        &mut self,
        board: &Board,
        square: Square,
        scoring: Scoring,
        guess: i32,
    ) -> i32 {
        let child = board.play_unchecked(square);
        -converge(-guess, |alpha, beta| {
            self.value_within(&child, scoring, alpha, beta)
        })
    }

    /// `best_move`, its null-window tests starting from `guess`.
    pub fn best_move_near(
        &mut self,
        board: &Board,
        scoring: Scoring,
        guess: i32,
    ) -> (i32, Option<Square>) {
        let mut proven = Proven::default();
        let value = converge(guess, |alpha, beta| {
            let value = self.value_within(board, scoring, alpha, beta);
            proven.note(value, beta, stored_move(&self.table, board, scoring));
            value
        });
        let square = proven.of(value).or_else(|| {
            let stored = stored_move(&self.table, board, scoring).map(|(square, _)| square);
            stored
                .into_iter()
                .chain(board.legal_moves())
                .find(|&square| self.keeps_value(board, square, value, scoring))
        });
        (value, square)
    }

    /// Whether playing `square` keeps `value`, the value of `board`.
    fn keeps_value(&mut self, board: &Board, square: Square, value: i32, scoring: Scoring) -> bool {
        let child = board.play_unchecked(square);
        -self.value_within(&child, scoring, -value - 1, -value + 1) == value
    }

    /// The value, the best moves and the exact value of every legal move.
    /// Progress is reported as root moves (and their first replies) finish.
    pub fn solve(
        &mut self,
        board: &Board,
        scoring: Scoring,
        progress: &mut dyn Progress,
    ) -> Solution {
        self.solve_knowing(board, scoring, &[], progress, &mut |_, _| {})
    }

    /// `solve` where the moves of `known` already have their exact values
    /// (not searched again), telling `heard` each other move's value as
    /// soon as it is found. Progress counts every move, the known ones done. Each move is
    /// proven from its own guess: just above the sketch of the position
    /// after it (its tests are then on the cheap side of the child's
    /// value), else the best value so far.
    pub fn solve_knowing(
        &mut self,
        board: &Board,
        scoring: Scoring,
        known: &[(Square, i32)],
        progress: &mut dyn Progress,
        heard: &mut dyn FnMut(Square, i32),
    ) -> Solution {
        let before = self.nodes;
        let mut moves: Vec<Square> = ordered_moves(board);
        if moves.is_empty() {
            let value = if board.is_game_over() {
                board.final_value_for_mover(scoring)
            } else {
                -self.value(&board.pass(), scoring)
            };
            return Solution {
                value,
                best: Vec::new(),
                moves: Vec::new(),
                nodes: self.nodes - before,
            };
        }
        moves.retain(|square| !known.iter().any(|&(done, _)| done == *square));
        let sketched = self.sketch(board, scoring).unwrap_or(GUESS);
        let fallback = next_guess(known, sketched);
        let mut guesses: Vec<(Square, i32)> = moves
            .iter()
            .map(|&square| {
                let child = board.play_unchecked(square);
                let guess = self
                    .sketch(&child, scoring)
                    .map_or(fallback, |child| BELOW_THE_SKETCH - child);
                (square, guess)
            })
            .collect();
        // The likely best first: its table entries then bound the others.
        guesses.sort_by_key(|&(_, guess)| -guess);
        let mut valued = known.to_vec();
        valued.extend(self.value_moves_reporting(
            board,
            scoring,
            &guesses,
            (known.len(), &mut *progress),
            heard,
        ));
        solution_from(valued, self.nodes - before)
    }

    /// The exact value of each of `moves` (legal moves of `board`, each
    /// with a guess of its value for the side to move), in their order,
    /// `heard` told each one as soon as it is found: each searched by null
    /// windows from its own guess (a move far below the best costs a few
    /// tests, not one per disc between them). Symmetric moves are solved
    /// once. A search that gives up (`within`, `set_stop`) ends the list
    /// there.
    pub fn value_moves(
        &mut self,
        board: &Board,
        scoring: Scoring,
        moves: &[(Square, i32)],
        heard: &mut dyn FnMut(Square, i32),
    ) -> Vec<(Square, i32)> {
        self.sketch(board, scoring);
        self.value_moves_reporting(board, scoring, moves, (0, &mut Silent), heard)
    }

    /// `value_moves`, `progress` hearing the moves done after `done` known ones.
    fn value_moves_reporting(
        &mut self,
        board: &Board,
        scoring: Scoring,
        moves: &[(Square, i32)],
        (known, progress): (usize, &mut dyn Progress),
        heard: &mut dyn FnMut(Square, i32),
    ) -> Vec<(Square, i32)> {
        let total = (known + moves.len()) as u64;
        let units = |done: usize| done as u64 * search::UNITS_PER_MOVE;
        progress.update(units(known), total * search::UNITS_PER_MOVE);
        let mut solved: Vec<(Board, i32)> = Vec::new();
        let mut valued = Vec::with_capacity(moves.len());
        for (done, &(square, guess)) in (known..).zip(moves) {
            let child = board.play_unchecked(square);
            let image = child.canonical().0;
            let value = match solved.iter().find(|(known, _)| *known == image) {
                Some(&(_, value)) => value,
                None => -self.child_value(
                    &child,
                    scoring,
                    -guess,
                    (done as u64, total, &mut *progress),
                ),
            };
            if self.exhausted {
                break;
            }
            solved.push((image, value));
            valued.push((square, value));
            heard(square, value);
            progress.update(units(done + 1), total * search::UNITS_PER_MOVE);
        }
        valued
    }

    /// The exact value of `board` (a root move's child), by null windows
    /// from `guess`; `report` places its progress among the root's `total`
    /// moves, `done` of them done.
    fn child_value(
        &mut self,
        board: &Board,
        scoring: Scoring,
        guess: i32,
        (done, total, progress): (u64, u64, &mut dyn Progress),
    ) -> i32 {
        converge(guess, |alpha, beta| {
            let report = Report {
                progress: &mut *progress,
                done,
                total,
            };
            self.test(board, scoring, alpha, beta, Some(report))
        })
    }

    /// A principal variation: best moves for both sides from `board` to the
    /// end of the game (a pass appears as `None`). Where `book` knows a
    /// position (`wof` scoring), its move is taken; past the book each move
    /// is searched, cheaply after a solve of the same position, whose
    /// table entries the search follows.
    pub fn principal_variation(
        &mut self,
        board: &Board,
        scoring: Scoring,
        book: Option<&OpeningBook>,
    ) -> Vec<Option<Square>> {
        let book = book.filter(|_| scoring == Scoring::Wof);
        let mut line = Vec::new();
        let mut board = *board;
        while !board.is_game_over() {
            if board.must_pass() {
                line.push(None);
                board = board.pass();
                continue;
            }
            let known = book
                .and_then(|book| book.answer(&board))
                .and_then(|answer| answer.follow.first().copied());
            let square = match known.or_else(|| self.best_move(&board, scoring).1) {
                Some(square) => square,
                // A search that gave up (`within_time`) may find no move;
                // its caller drops the line.
                None if self.exhausted => break,
                None => unreachable!("a side that need not pass has a move"),
            };
            line.push(Some(square));
            board = board.play_unchecked(square);
        }
        line
    }

    /// `solve` for a single caller, without progress.
    pub fn solve_quietly(&mut self, board: &Board, scoring: Scoring) -> Solution {
        self.solve(board, scoring, &mut Silent)
    }
}

/// The root move of the last null-window test that failed high, when the
/// table stores it with the test's result as its lower bound, so that it
/// reaches that result. When the value turns out to be that result, the
/// move is best without being tested again. A test cut at the root (an
/// enhanced transposition cutoff) stores nothing there: the entry found
/// is older, its move proven to reach less (or, from the sketch, nothing).
#[derive(Default)]
struct Proven {
    last: Option<(i32, Square)>,
}

impl Proven {
    /// After a test of `beta` that returned `value`; `stored` is the
    /// table's move for the root and its lower bound.
    fn note(&mut self, value: i32, beta: i32, stored: Option<(Square, i32)>) {
        if value >= beta {
            self.last = stored
                .filter(|&(_, lower)| lower >= value)
                .map(|(square, _)| (value, square));
        }
    }

    /// The proven move, if its bound is the exact `value`.
    fn of(&self, value: i32) -> Option<Square> {
        self.last
            .filter(|&(bound, _)| bound == value)
            .map(|(_, square)| square)
    }
}

/// Where the next root move's null-window tests start: the best value so
/// far, as most moves are near it, or first the sketch's guess.
fn next_guess(valued: &[(Square, i32)], sketched: i32) -> i32 {
    valued
        .iter()
        .map(|&(_, value)| value)
        .max()
        .unwrap_or(sketched)
}

/// The table's best move for `board`, if it is still there and legal, with
/// the entry's lower bound. It is the likely best move, but it reaches only
/// that bound, which may be below the value.
fn stored_move(table: &Table, board: &Board, scoring: Scoring) -> Option<(Square, i32)> {
    Search::new(table, board.size(), scoring)
        .stored_best(board.player().0, board.opponent().0)
        .map(|(square, lower)| (Square::from_index(square), lower))
        .filter(|&(square, _)| board.is_legal(square))
}

/// Positions with fewer empty squares are searched by one thread, also
/// by a solver with several: sharing them out costs more than it saves.
#[cfg(not(target_arch = "wasm32"))]
const PARALLEL_EMPTIES: u32 = 14;

/// Where the null-window tests start without a better guess: small-board
/// games are mostly close.
const GUESS: i32 = 0;

/// How many discs below the sketch's guess the tests of a value start. A
/// test above the value must refute every move, and costs many times one
/// below it, which needs one good move: FFO #51 (value +6, sketch +10)
/// spent 359 M and 423 M nodes on the tests at 10 and 8, where from 0
/// upwards the tests at 0, 2 and 4 took 20-80 M each. And a search of
/// the learned evaluation as deep as the sketch guesses high more often
/// than low (`boardlab eval --depth 10` on FFO #50-#58: 1.5 discs high on
/// average, at most 5 high and 3 low).
const BELOW_THE_SKETCH: i32 = 4;

/// Legal moves, most promising first (fewest replies), so that the table
/// holds good bounds when the rest are solved.
fn ordered_moves(board: &Board) -> Vec<Square> {
    let mut moves: Vec<Square> = board.legal_moves().collect();
    moves.sort_by_key(|&square| board.play_unchecked(square).legal_moves().count());
    moves
}

/// Sorts moves best first (then by square) and picks the best ones. A
/// search that gave up before the first move was valued leaves none: its
/// solution is garbage (value 0), which the caller drops.
fn solution_from(mut valued: Vec<(Square, i32)>, nodes: u64) -> Solution {
    valued.sort_by_key(|&(square, value)| (-value, square));
    let value = valued.first().map_or(0, |&(_, value)| value);
    let best = valued
        .iter()
        .take_while(|&&(_, v)| v == value)
        .map(|&(square, _)| square)
        .collect();
    Solution {
        value,
        best,
        moves: valued,
        nodes,
    }
}
