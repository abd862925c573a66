//! The strong player's walk of the game tree: negamax principal-variation
//! search (fail-soft) with the shared transposition table, move ordering
//! and the evaluation at the leaves.
//!
//! `Shared` is what every thread of one search shares (the table, the
//! limits, the count of nodes); `Search` is one thread's walk. A node is
//! entered (`enter`: the node counted, the limits checked, finished games,
//! passes, leaves and table cutoffs answered), its moves searched, and it
//! is left (`leave`: the result stored), so that the sequential loop here
//! and the split loop of `split.rs` share every step but the loop itself.

use super::eval::{move_order_score, Geometry, DISC};
use super::evaluator::Evaluator;
use super::probcut;
use super::table::{Bound, Entry, Table};
use crate::board::{Bitboard, Board, Scoring, Square};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::time::Instant;

/// Above every score.
pub(crate) const INFINITY: i32 = 30_000;
/// Added to the margin of a finished game so that a sure win outranks any
/// evaluation, and a sure loss ranks below all of them.
pub(crate) const WIN: i32 = 64 * DISC;

/// Nodes between two looks at the clock (and, with several threads, at
/// the others' counts): a look costs about as much as a node, and 4096
/// nodes take about a millisecond.
const CLOCK_INTERVAL: u64 = 4096;

/// A score as a disc margin: exact for finished games, else an estimate.
pub(crate) fn score_to_discs(score: i32) -> f64 {
    let margin = if score > WIN {
        score - WIN
    } else if score < -WIN {
        score + WIN
    } else {
        score
    };
    f64::from(margin) / f64::from(DISC)
}

/// The score of a finished game for the side to move.
pub(crate) fn final_score(board: &Board) -> i32 {
    let margin = board.final_value_for_mover(Scoring::Wof) * DISC;
    margin + margin.signum() * WIN
}

/// What every thread of one search shares.
pub(crate) struct Shared<'a> {
    pub table: &'a Table,
    pub geometry: &'a Geometry,
    pub evaluator: &'a Evaluator,
    /// Nodes all threads may visit in all (`limit`).
    budget: u64,
    deadline: Option<Instant>,
    /// Asked whenever the clock is read: `true` ends the search.
    stop: Option<&'a (dyn Fn() -> bool + Send + Sync)>,
    /// Nodes counted so far by every thread (each adds its own count at
    /// every look at the clock, and the rest when it ends).
    nodes: AtomicU64,
    /// Some thread found the limits passed: every thread gives up.
    exhausted: AtomicBool,
    /// Take a table entry's score only from a search whose leaves had the
    /// same parity of empty squares (see `Limits::even_leaves`).
    pub leaf_parity: bool,
    /// Cut nodes by Multi-ProbCut (see `Limits::selective`).
    pub selective: bool,
}

impl<'a> Shared<'a> {
    /// A search with no nodes counted yet and no node budget or deadline;
    /// callers set them with `limit`. `stop`, if given, is asked whenever
    /// the clock is read and ends the search like the deadline.
    pub fn new(
        table: &'a Table,
        geometry: &'a Geometry,
        evaluator: &'a Evaluator,
        stop: Option<&'a (dyn Fn() -> bool + Send + Sync)>,
    ) -> Shared<'a> {
        Shared {
            table,
            geometry,
            evaluator,
            budget: u64::MAX,
            deadline: None,
            stop,
            nodes: AtomicU64::new(0),
            exhausted: AtomicBool::new(false),
            leaf_parity: false,
            selective: false,
        }
    }

    /// Stops the search (its walks then answer `None`) beyond `budget`
    /// nodes in all or after `deadline`.
    pub fn limit(&mut self, budget: u64, deadline: Option<Instant>) {
        self.budget = budget;
        self.deadline = deadline;
    }

    /// The deadline has passed, or the search was told to stop.
    pub fn out_of_time(&self) -> bool {
        self.deadline
            .is_some_and(|deadline| Instant::now() >= deadline)
            || self.stop.is_some_and(|stop| stop())
    }

    /// Whether the search must give up before a split node: another
    /// thread gave up, or the deadline or the stop came. A split node's
    /// walks below may each be too small to read the clock (every
    /// `CLOCK_INTERVAL` of their own nodes), so each split node reads it.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn must_give_up(&self) -> bool {
        if self.exhausted.load(Relaxed) {
            return true;
        }
        if self.out_of_time() {
            self.exhausted.store(true, Relaxed);
            return true;
        }
        false
    }

    /// Nodes visited by every walk that has ended or looked at the clock.
    pub fn nodes(&self) -> u64 {
        self.nodes.load(Relaxed)
    }
}

/// Moves of one node in the order to search them, best first: a square a
/// byte, so a node moves cheaply (64 slots: no position, even one set up
/// by hand, has more legal moves than squares).
pub(crate) struct MoveList {
    squares: [Square; 64],
    pub len: usize,
}

/// A node whose moves are to be searched.
pub(crate) struct Node {
    pub list: MoveList,
    pub alpha: i32,
    pub beta: i32,
    /// The window's lower end as the node was entered: what a result must
    /// beat to be exact rather than an upper bound.
    original_alpha: i32,
}

impl Node {
    pub fn square(&self, index: usize) -> Square {
        self.list.squares[index]
    }
}

/// What entering a node found.
pub(crate) enum Entered {
    /// The node's score, without searching its moves.
    Done(i32),
    /// The side to move must pass: the score is the negated score after the pass.
    Pass,
    Node(Node),
}

/// One thread's walk of the tree.
pub(crate) struct Search<'s, 'a> {
    pub shared: &'s Shared<'a>,
    /// Nodes this walk visited.
    nodes: u64,
    /// Of them, those already added to the shared count.
    counted: u64,
    /// The shared count as this walk last read it (its own counted nodes in it).
    seen: u64,
    /// The limits have passed: every node answers `None` at once.
    gave_up: bool,
}

impl Drop for Search<'_, '_> {
    fn drop(&mut self) {
        self.shared
            .nodes
            .fetch_add(self.nodes - self.counted, Relaxed);
    }
}

impl<'s, 'a> Search<'s, 'a> {
    pub fn new(shared: &'s Shared<'a>) -> Search<'s, 'a> {
        Search {
            shared,
            nodes: 0,
            counted: 0,
            seen: shared.nodes(),
            gave_up: false,
        }
    }

    /// Counts a node; whether the node budget or the time has run out.
    /// Alone, a walk stops exactly past the budget; beside others, within
    /// a clock interval of each of theirs.
    fn exhausted(&mut self) -> bool {
        self.nodes += 1;
        crate::progress::beat();
        if self.gave_up {
            return true;
        }
        if self.seen + (self.nodes - self.counted) > self.shared.budget {
            self.give_up();
        } else if self.nodes.is_multiple_of(CLOCK_INTERVAL) {
            let fresh = self.nodes - self.counted;
            self.seen = self.shared.nodes.fetch_add(fresh, Relaxed) + fresh;
            self.counted = self.nodes;
            if self.shared.exhausted.load(Relaxed) || self.shared.out_of_time() {
                self.give_up();
            }
        }
        self.gave_up
    }

    fn give_up(&mut self) {
        self.gave_up = true;
        self.shared.exhausted.store(true, Relaxed);
    }

    /// Enters `board` to `depth` plies within (alpha, beta).
    pub fn enter(&mut self, board: &Board, depth: u32, alpha: i32, beta: i32) -> Option<Entered> {
        if self.exhausted() {
            return None;
        }
        let legal = board.legal_moves();
        if legal.is_empty() {
            if board.opponent_moves().is_empty() {
                return Some(Entered::Done(final_score(board)));
            }
            return Some(Entered::Pass);
        }
        if depth == 0 {
            let score = self.shared.evaluator.evaluate(board);
            return Some(Entered::Done(score.clamp(1 - WIN, WIN - 1)));
        }
        let mut hint = None;
        if let Some(entry) = self.shared.table.probe(board) {
            hint = entry.best;
            // Depths of the same parity put the leaves at the same parity.
            let same_parity = !self.shared.leaf_parity || (entry.depth ^ depth) & 1 == 0;
            if entry.depth >= depth && same_parity {
                let usable = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => entry.score >= beta,
                    Bound::Upper => entry.score <= alpha,
                };
                if usable {
                    return Some(Entered::Done(entry.score));
                }
            }
        }
        // Never where the search sees every line to its end: exact values stay exact.
        if self.shared.selective && depth >= probcut::MIN_DEPTH && depth < board.empty().count() {
            if let Some(bound) = self.probcut(board, depth, alpha, beta)? {
                return Some(Entered::Done(bound));
            }
            // The shallow searches leave a best move to try first.
            hint = hint.or_else(|| self.shared.table.probe(board).and_then(|entry| entry.best));
        }
        Some(Entered::Node(Node {
            list: self.order(board, legal, hint, depth),
            alpha,
            beta,
            original_alpha: alpha,
        }))
    }

    /// Leaves `node` of `board` with its best score and move: stores them.
    pub fn leave(&self, board: &Board, depth: u32, node: &Node, score: i32, best: Option<Square>) {
        let bound = if score >= node.beta {
            Bound::Lower
        } else if score > node.original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.shared.table.store(
            board,
            Entry {
                score,
                depth,
                bound,
                best,
            },
        );
    }

    /// The negamax score of `board` to `depth` plies within (alpha, beta),
    /// fail-soft; `None` when the limits ran out.
    pub fn pvs(&mut self, board: &Board, depth: u32, alpha: i32, beta: i32) -> Option<i32> {
        let mut node = match self.enter(board, depth, alpha, beta)? {
            Entered::Done(score) => return Some(score),
            Entered::Pass => return Some(-self.pvs(&board.pass(), depth, -beta, -alpha)?),
            Entered::Node(node) => node,
        };
        let mut best_score = -INFINITY;
        let mut best_move = None;
        for index in 0..node.list.len {
            let square = node.square(index);
            let next = board.play_unchecked(square);
            let score = if index == 0 {
                -self.pvs(&next, depth - 1, -node.beta, -node.alpha)?
            } else {
                let probe = -self.pvs(&next, depth - 1, -node.alpha - 1, -node.alpha)?;
                if probe > node.alpha && probe < node.beta {
                    -self.pvs(&next, depth - 1, -node.beta, -node.alpha)?
                } else {
                    probe
                }
            };
            if score > best_score {
                best_score = score;
                best_move = Some(square);
                if score > node.alpha {
                    node.alpha = score;
                    if node.alpha >= node.beta {
                        break;
                    }
                }
            }
        }
        self.leave(board, depth, &node, best_score, best_move);
        Some(best_score)
    }

    /// The bound of (alpha, beta) that the deep search of `board` would
    /// almost surely fail to, by a shallow search (`probcut.rs`), if there
    /// is one; `None` when the limits ran out. Only windows within the
    /// evaluation's range are cut: a finished game's score stays proven.
    fn probcut(&mut self, board: &Board, depth: u32, alpha: i32, beta: i32) -> Option<Option<i32>> {
        let shallow = probcut::shallow_depth(depth);
        let margin = probcut::margin(depth, board.empty().count());
        let high = beta + margin;
        if high < WIN && self.pvs(board, shallow, high - 1, high)? >= high {
            return Some(Some(beta));
        }
        let low = alpha - margin;
        if low > -WIN && self.pvs(board, shallow, low, low + 1)? <= low {
            return Some(Some(alpha));
        }
        Some(None)
    }

    /// `legal` in the order to search: the table's best move, then by
    /// `move_order_score` (skipped just above the leaves, where a cut-off
    /// saves less than the ordering costs).
    fn order(&self, board: &Board, legal: Bitboard, hint: Option<Square>, depth: u32) -> MoveList {
        let mut scored = [(0i64, 0u8); 64];
        let mut len = 0;
        for square in legal {
            let score = if Some(square) == hint {
                i32::MAX
            } else if depth > 1 {
                let after = board.play_unchecked(square);
                move_order_score(self.shared.geometry, board, square, &after)
            } else {
                0
            };
            scored[len] = (-i64::from(score), square.index());
            len += 1;
        }
        scored[..len].sort_unstable();
        let mut list = MoveList {
            squares: [Square::from_index(0); 64],
            len,
        };
        for (slot, &(_, index)) in list.squares.iter_mut().zip(&scored[..len]) {
            *slot = Square::from_index(index);
        }
        list
    }
}
