//! A position analysed as every face asks for it: each legal move's value
//! with where it comes from (exact, an opening book, or a search of some
//! depth) and the best lines. One request (the position, the moves and
//! lines wanted, the limits), one `Analyzer` that keeps its tables between
//! requests (the next position of a game reuses them) and searches on its
//! threads, one report (`report.rs`). `boardlab analyze`, the NBoard
//! engine's hints and the page's analysis workers all call it.
//!
//! The order of work: a finished game answers with its result; a position
//! an opening book holds, from the book; otherwise iterative deepening
//! values every move (each iteration heard), and from `exact_empties`
//! empty squares on (a little earlier when a budgeted try succeeds) the
//! exact solver then values the moves one by one, each replacing its
//! estimate as soon as it is proven.

pub mod report;

pub use report::{Analysis, Line, MoveValue};

use crate::board::{Board, Scoring, Size, Square};
use crate::openings::book::GamesBook;
use crate::players::report::MoveSource;
use crate::players::{Deepened, Limits, StrongPlayer};
use crate::progress::StopSignal;
use crate::solve::book::OpeningBook;
use crate::solve::Solver;
#[cfg(not(target_arch = "wasm32"))]
use crate::solve::Split;
use std::collections::HashMap;
use std::sync::Arc;
#[cfg(not(target_arch = "wasm32"))]
use std::time::Instant;

/// Positions with at most this many empty squares are solved exactly
/// after a first look, as the review solves them (natively 24, in a
/// browser's worker 22).
pub const EXACT_EMPTIES: u32 = crate::review::EXACT_EMPTIES;
/// Beyond `exact_empties` by at most this many squares, the solver is
/// tried within a node budget once the search has looked deep enough: a
/// position with few moves left to either side is solved early.
const EXACT_TRY_EMPTIES: u32 = 4;
/// The depth the search reaches before a budgeted exact try.
const EXACT_TRY_DEPTH: u32 = 12;
/// The budgeted exact try's nodes for each node the search took so far.
const EXACT_TRY_NODES_PER_NODE: u64 = 3;
/// The first look before the solver: values on the board at once (12
/// plies, as deep as a position of more empties is searched in the time a
/// solve takes), and guesses that start each move's exact tests near its
/// value.
const FIRST_LOOK_DEPTH: u32 = 12;
/// Nodes the solver may take to follow one exact line to the end (after
/// the solve, its table holds most of each line).
const LINE_NODES: u64 = 2_000_000;
/// The solver's table: 2^20 slots of 32 bytes, 32 MiB.
const SOLVER_TABLE_BITS: u32 = 20;
/// Lines reported unless asked otherwise.
pub const DEFAULT_LINES: usize = 3;

/// What to analyse and for how long.
#[derive(Clone, Debug, PartialEq)]
pub struct Request {
    pub board: Board,
    /// Only these moves (a worker's share of the root; illegal ones are
    /// left out); `None`: every legal move.
    pub moves: Option<Vec<Square>>,
    /// Best lines wanted.
    pub lines: usize,
    /// Solve exactly from this many empty squares on (`None`: the
    /// analyzer's own setting, `EXACT_EMPTIES` unless changed).
    pub exact_empties: Option<u32>,
    /// How far the search may deepen (depth, nodes and, natively, time;
    /// the time bounds the exact solver too). Its leaves always have an
    /// even number of empty squares, as the review's.
    pub limits: Limits,
}

impl Request {
    /// Every move of `board` and `DEFAULT_LINES` lines, within `limits`.
    pub fn new(board: Board, limits: Limits) -> Request {
        Request {
            board,
            moves: None,
            lines: DEFAULT_LINES,
            exact_empties: None,
            limits,
        }
    }
}

/// `board`'s legal moves (those after a forced pass) shared out among
/// `count` workers, each share analysed on its own (the page's search
/// pool): in the strong player's search order, dealt back and forth (the
/// first to share 1, the second and third to share 2, ...), so that each
/// share holds as many of the promising moves, whose searches cost most.
/// At most one share a move; none when the game is over.
pub fn shares(board: &Board, count: usize) -> Vec<Vec<Square>> {
    let board = if board.must_pass() {
        board.pass()
    } else {
        *board
    };
    let moves = crate::players::search_order(&board);
    let count = count.clamp(1, moves.len().max(1));
    let mut shares = vec![Vec::new(); count.min(moves.len())];
    for (index, square) in moves.into_iter().enumerate() {
        let round = index / count;
        let place = index % count;
        let share = if round.is_multiple_of(2) {
            place
        } else {
            count - 1 - place
        };
        shares[share].push(square);
    }
    shares
}

/// Analyses positions, keeping its tables between them.
pub struct Analyzer {
    player: StrongPlayer,
    solver: Solver,
    games_book: Option<Arc<GamesBook>>,
    exact_book: Option<OpeningBook>,
    exact_empties: u32,
}

impl Default for Analyzer {
    fn default() -> Analyzer {
        Analyzer::new()
    }
}

impl Analyzer {
    /// An analyzer on this thread alone, solving from `EXACT_EMPTIES`.
    pub fn new() -> Analyzer {
        Analyzer {
            player: StrongPlayer::default().with_endgame_empties(0),
            solver: Solver::new(SOLVER_TABLE_BITS),
            games_book: None,
            exact_book: None,
            exact_empties: EXACT_EMPTIES,
        }
    }

    /// The analyzer with the built-in books of `size` (natively: the page's
    /// workers hand theirs over with `set_games_book` and `set_exact_book`).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn with_books(mut self, size: Size) -> Analyzer {
        self.exact_book = OpeningBook::built_in(size);
        if size == Size::Eight {
            self.games_book = Some(GamesBook::built_in());
        }
        self
    }

    /// Searches on `threads` threads (natively).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn with_threads(mut self, threads: usize) -> Analyzer {
        let threads = threads.max(1);
        self.player = self.player.with_threads(threads);
        let solver = std::mem::replace(&mut self.solver, Solver::new(1));
        self.solver = solver.with_split(Split::threads(threads));
        self
    }

    /// Stops every search as soon as `stop` answers `true`, keeping what
    /// was found (the deepest finished iteration, the moves proven).
    pub fn with_stop(mut self, stop: StopSignal) -> Analyzer {
        self.solver.set_stop(Some(stop.clone()));
        self.player = self.player.with_stop(stop);
        self
    }

    /// Solves from `empties` empty squares on (0: never, beyond a search
    /// that sees the end).
    pub fn with_exact_empties(mut self, empties: u32) -> Analyzer {
        self.exact_empties = empties;
        self
    }

    /// Values the 8x8 positions `book` holds from it.
    pub fn set_games_book(&mut self, book: Arc<GamesBook>) {
        self.games_book = Some(book);
    }

    /// Values the positions `book` holds from it, exactly (6x6).
    pub fn set_exact_book(&mut self, book: OpeningBook) {
        self.exact_book = Some(book);
    }

    /// Forgets the tables (another game).
    pub fn new_game(&mut self) {
        use crate::players::Player;
        self.player.new_game();
        self.solver.clear();
    }

    /// Analyses `request.board`; `observer` hears the analysis each time
    /// it improves (each iteration of the search, each move proven).
    pub fn analyze(&mut self, request: &Request, observer: &mut dyn FnMut(&Analysis)) -> Analysis {
        #[cfg(not(target_arch = "wasm32"))]
        let deadline = request.limits.time.map(|time| Instant::now() + time);
        let mut board = request.board;
        let mut analysis = Analysis::new(&board);
        if board.is_game_over() {
            analysis.result = Some(board.final_value_for_mover(Scoring::Wof));
            analysis.settle();
            observer(&analysis);
            return analysis;
        }
        if board.must_pass() {
            board = board.pass();
            analysis.passed = true;
        }
        let moves: Vec<Square> = match &request.moves {
            Some(moves) => moves
                .iter()
                .copied()
                .filter(|&square| board.is_legal(square))
                .collect(),
            None => board.legal_moves().collect(),
        };
        let mut work = Work {
            board,
            analysis,
            lines: HashMap::new(),
            wanted: request.lines,
        };
        if self.answer_from_book(&mut work, &moves) {
            work.publish(observer);
            return work.analysis;
        }
        let empties = board.empty().count();
        let exact_empties = request.exact_empties.unwrap_or(self.exact_empties);
        let solve_now = empties <= exact_empties;
        let try_exact = !solve_now && empties <= exact_empties + EXACT_TRY_EMPTIES;
        // Before the solver, the search goes this deep at most (a ply more
        // where the leaves would otherwise have an odd number of empties).
        let look = |plies: u32| {
            let plies = plies + (empties.saturating_sub(plies) % 2);
            Some(request.limits.depth.map_or(plies, |depth| depth.min(plies)))
        };
        let limits = Limits {
            even_leaves: true,
            // Selective where its spreads were measured: 8x8 (the smaller
            // boards' analyses are exact or from their books but briefly).
            selective: board.size() == Size::Eight,
            depth: if solve_now {
                look(FIRST_LOOK_DEPTH)
            } else if try_exact {
                look(EXACT_TRY_DEPTH)
            } else {
                request.limits.depth
            },
            ..request.limits
        };
        let searched = self.search(&mut work, &moves, limits, observer);
        if solve_now || try_exact {
            #[cfg(not(target_arch = "wasm32"))]
            let time = deadline.map(|deadline| deadline.saturating_duration_since(Instant::now()));
            #[cfg(target_arch = "wasm32")]
            let time = None;
            let nodes = if solve_now {
                u64::MAX
            } else {
                searched.saturating_mul(EXACT_TRY_NODES_PER_NODE)
            };
            let proven = self.solve(&mut work, &moves, nodes, time, observer);
            if !proven
                && try_exact
                && request
                    .limits
                    .depth
                    .is_none_or(|depth| depth > EXACT_TRY_DEPTH)
            {
                // Deeper from where the table is: the iterations up to the
                // try's depth cost little again.
                let limits = Limits {
                    depth: request.limits.depth,
                    ..limits
                };
                self.search(&mut work, &moves, limits, observer);
            }
        }
        work.analysis.settle();
        work.analysis
    }

    /// Values the position from a book that holds it: `true` if one does.
    fn answer_from_book(&self, work: &mut Work, moves: &[Square]) -> bool {
        let board = work.board;
        if let Some(answer) = self
            .exact_book
            .as_ref()
            .and_then(|book| book.answer(&board))
            .filter(|answer| board.legal_moves().count() as usize == answer.moves.len())
        {
            for &(square, value) in answer
                .moves
                .iter()
                .filter(|(square, _)| moves.contains(square))
            {
                work.analysis.set(MoveValue {
                    square,
                    value: f64::from(value),
                    source: MoveSource::Exact,
                    depth: board.empty().count(),
                });
            }
            for &square in &answer.follow {
                work.lines.insert(square, (vec![square], MoveSource::Exact));
            }
            return true;
        }
        let Some(answer) = self
            .games_book
            .as_ref()
            .and_then(|book| book.answer(&board))
        else {
            return false;
        };
        for &(square, value) in answer
            .moves
            .iter()
            .filter(|(square, _)| moves.contains(square))
        {
            work.analysis.set(MoveValue {
                square,
                value,
                source: MoveSource::Book,
                depth: answer.depth,
            });
            work.lines
                .insert(square, (self.book_line(&board, square), MoveSource::Book));
        }
        true
    }

    /// `first`, then the book's best move at each position it holds.
    fn book_line(&self, board: &Board, first: Square) -> Vec<Square> {
        let mut line = vec![first];
        let mut board = board.play_unchecked(first);
        while let Some(best) = self
            .games_book
            .as_ref()
            .and_then(|book| book.answer(&board))
            .and_then(|answer| answer.best.first().copied())
        {
            line.push(best);
            board = board.play_unchecked(best);
            if board.must_pass() {
                board = board.pass();
            }
        }
        line
    }

    /// Iterative deepening of `moves` within `limits`, each iteration
    /// published; the nodes it took.
    fn search(
        &mut self,
        work: &mut Work,
        moves: &[Square],
        limits: Limits,
        observer: &mut dyn FnMut(&Analysis),
    ) -> u64 {
        let board = work.board;
        let before = work.analysis.nodes;
        let mut nodes = 0;
        self.player
            .deepen(&board, moves, limits, &mut |deepened: &Deepened| {
                nodes = deepened.nodes;
                work.analysis.nodes = before + deepened.nodes;
                for evaluation in deepened.moves {
                    // A proven value stays.
                    if work
                        .analysis
                        .value_of(evaluation.square)
                        .is_some_and(MoveValue::is_exact)
                    {
                        continue;
                    }
                    let source = if evaluation.exact {
                        MoveSource::Exact
                    } else {
                        MoveSource::Search
                    };
                    work.analysis.set(MoveValue {
                        square: evaluation.square,
                        value: evaluation.value,
                        source,
                        depth: evaluation.depth,
                    });
                }
                for evaluation in deepened.moves.iter().take(work.wanted) {
                    let source = if evaluation.exact {
                        MoveSource::Exact
                    } else {
                        MoveSource::Search
                    };
                    work.lines.insert(
                        evaluation.square,
                        (deepened.line(evaluation.square), source),
                    );
                }
                work.publish(observer);
            });
        nodes
    }

    /// Proves the value of each of `moves` within `nodes` and `time`, the
    /// likely best first (each from its estimate), publishing each; then
    /// follows the best lines to the end. `true` if every move was proven.
    fn solve(
        &mut self,
        work: &mut Work,
        moves: &[Square],
        nodes: u64,
        time: Option<std::time::Duration>,
        observer: &mut dyn FnMut(&Analysis),
    ) -> bool {
        let board = work.board;
        let mut guesses: Vec<(Square, i32)> = moves
            .iter()
            .map(|&square| {
                let estimate = work
                    .analysis
                    .value_of(square)
                    .map_or(0.0, |valued| valued.value);
                // Final margins on a full board are even.
                (square, (estimate / 2.0).round() as i32 * 2)
            })
            .collect();
        guesses.sort_by_key(|&(square, guess)| (-guess, square));
        let empties = board.empty().count();
        let before = self.solver.nodes();
        let mut prove = |solver: &mut Solver| {
            solver.value_moves(&board, Scoring::Wof, &guesses, &mut |square, value| {
                work.analysis.set(MoveValue {
                    square,
                    value: f64::from(value),
                    source: MoveSource::Exact,
                    depth: empties,
                });
                work.lines.insert(square, (vec![square], MoveSource::Exact));
                work.publish(observer);
            })
        };
        let proven = match time {
            #[cfg(not(target_arch = "wasm32"))]
            Some(time) => self.solver.within_time(time, |solver| prove(solver)),
            _ => self.solver.within(nodes, |solver| prove(solver)),
        };
        work.analysis.nodes += self.solver.nodes() - before;
        let Some(proven) = proven.filter(|proven| proven.len() == moves.len()) else {
            return false;
        };
        // The best lines, followed to the end by the solver.
        let mut best: Vec<(Square, i32)> = proven;
        best.sort_by_key(|&(square, value)| (-value, square));
        for &(square, _) in best.iter().take(work.wanted) {
            let child = board.play_unchecked(square);
            let line = self.solver.within(LINE_NODES, |solver| {
                solver.principal_variation(&child, Scoring::Wof, None)
            });
            if let Some(rest) = line {
                let mut line = vec![square];
                line.extend(rest.into_iter().flatten());
                work.lines.insert(square, (line, MoveSource::Exact));
            }
        }
        work.publish(observer);
        true
    }
}

/// One analysis under way: the position searched (after a forced pass),
/// the report so far and each move's line.
struct Work {
    board: Board,
    analysis: Analysis,
    lines: HashMap<Square, (Vec<Square>, MoveSource)>,
    wanted: usize,
}

impl Work {
    /// Settles the report (the best `wanted` moves' lines with their
    /// values) and tells `observer`.
    fn publish(&mut self, observer: &mut dyn FnMut(&Analysis)) {
        self.analysis.settle();
        self.analysis.lines = self
            .analysis
            .moves
            .iter()
            .take(self.wanted)
            .map(|valued| Line {
                moves: self
                    .lines
                    .get(&valued.square)
                    .filter(|(_, source)| *source == valued.source)
                    .map_or_else(|| vec![valued.square], |(line, _)| line.clone()),
                value: valued.value,
                source: valued.source,
            })
            .collect();
        observer(&self.analysis);
    }
}
