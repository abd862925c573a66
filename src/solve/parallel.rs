//! Native multi-threaded solving: young brothers wait, on rayon. Near the
//! root, a node searches its first (eldest) move alone, which sets the
//! window, then tests all its other moves at once with null windows, each
//! on its own thread-local search sharing the lockless table; moves whose
//! test beats alpha are searched again in order. Below `split_plies` the
//! ordinary sequential search runs. A search under way is not aborted on a
//! cutoff, but no new sibling starts after one. Past the time limit every
//! thread's search gives up, and nothing more is stored.

use super::search::{Entered, Search, INFINITY};
use super::table::{Table, NO_MOVE};
use crate::board::{Scoring, Size};
use rayon::prelude::*;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering::Relaxed};
use std::sync::OnceLock;
use std::time::Instant;

/// Shared counters for a progress display: moves of the root's children
/// found so far, and those searched.
#[derive(Default)]
pub(crate) struct Tally {
    pub nodes: AtomicU64,
    /// Positions looked at only to order moves (`Search::ordering_nodes`).
    pub ordering_nodes: AtomicU64,
    pub total: AtomicU64,
    pub done: AtomicU64,
    /// Whether a thread's search gave up (`Search::exhausted`): the values
    /// found since are garbage, for the caller to drop.
    pub exhausted: AtomicBool,
}

pub(crate) struct Parallel<'t> {
    pub table: &'t Table,
    pub size: Size,
    pub scoring: Scoring,
    pub split_plies: u32,
    /// When every thread's search gives up (`Search::time_limit`).
    pub time_limit: Option<Instant>,
    /// Asked with the clock: `true` makes every thread's search give up.
    pub stop: Option<&'t (dyn Fn() -> bool + Send + Sync)>,
    /// Nodes all threads may search in all (`Solver::within`).
    pub budget: u64,
    pub tally: &'t Tally,
}

impl Parallel<'_> {
    fn count(&self, search: &Search) {
        self.tally.nodes.fetch_add(search.nodes, Relaxed);
        let ordering = search.ordering_nodes.get();
        self.tally.ordering_nodes.fetch_add(ordering, Relaxed);
        if search.exhausted {
            self.tally.exhausted.store(true, Relaxed);
        }
    }

    fn exhausted(&self) -> bool {
        self.tally.exhausted.load(Relaxed)
    }

    /// Whether a split node must give up: another thread gave up, or the
    /// time limit or the stop came. The searches below a split node may
    /// each be too small to read the clock (every `CLOCK_INTERVAL` of
    /// their own nodes: a null-window test of 17 empties often takes
    /// fewer), so each split node reads it.
    fn must_give_up(&self) -> bool {
        if self.exhausted() {
            return true;
        }
        if self.time_limit.is_some_and(|limit| Instant::now() >= limit)
            || self.stop.is_some_and(|stop| stop())
        {
            self.tally.exhausted.store(true, Relaxed);
            return true;
        }
        false
    }

    /// The value of a position, fail-soft within (alpha, beta).
    pub fn value(&self, player: u64, opponent: u64, alpha: i32, beta: i32, ply: u32) -> i32 {
        if self.must_give_up() {
            return alpha;
        }
        let mut search = Search::new(self.table, self.size, self.scoring);
        search.time_limit = self.time_limit;
        search.stop = self.stop;
        search.budget = self.budget.saturating_sub(self.tally.nodes.load(Relaxed));
        if ply >= self.split_plies {
            let value = search.deep(player, opponent, alpha, beta, 1);
            self.count(&search);
            return value;
        }
        let entered = search.enter(player, opponent, alpha, beta);
        self.count(&search);
        let mut node = match entered {
            Entered::Done(value) => return value,
            Entered::Pass => return -self.value(opponent, player, -beta, -alpha, ply + 1),
            Entered::Node(node) => node,
        };
        let count = node.list.len;
        if ply == 1 {
            self.tally.total.fetch_add(count as u64, Relaxed);
        }
        let searched = || {
            if ply == 1 {
                self.tally.done.fetch_add(1, Relaxed);
            }
        };

        let (next_player, next_opponent) = node.child(0);
        let mut best = -self.value(next_player, next_opponent, -node.beta, -node.alpha, ply + 1);
        let mut best_square = node.square(0);
        searched();
        node.alpha = node.alpha.max(best);
        if self.exhausted() {
            return best;
        }
        if best >= node.beta || count == 1 {
            search.leave(&node, best, best_square);
            return best;
        }
        // The young brothers are handed out in order, one at a time, to
        // as many workers as there are threads; once one of them refutes
        // the node, no worker starts another (at most one per thread is
        // then wasted, not all the rest).
        let tested_at = node.alpha;
        let next = AtomicUsize::new(1);
        let refuted = AtomicBool::new(false);
        let tests: Vec<OnceLock<i32>> = (0..count).map(|_| OnceLock::new()).collect();
        let workers = rayon::current_num_threads().min(count - 1);
        (0..workers).into_par_iter().for_each(|_| {
            while !refuted.load(Relaxed) && !self.exhausted() {
                let index = next.fetch_add(1, Relaxed);
                if index >= count {
                    break;
                }
                let (next_player, next_opponent) = node.child(index);
                let test = -self.value(
                    next_player,
                    next_opponent,
                    -tested_at - 1,
                    -tested_at,
                    ply + 1,
                );
                searched();
                if test >= node.beta {
                    refuted.store(true, Relaxed);
                }
                tests[index]
                    .set(test)
                    .expect("each brother is handed out once");
            }
        });
        // Brothers never handed out all come after the refuting one, which
        // ends this loop first.
        let tests = tests[1..].iter().map_while(|test| test.get().copied());
        for (index, test) in (1..count).zip(tests) {
            let value = if test > tested_at && test < node.beta {
                let (next_player, next_opponent) = node.child(index);
                -self.value(next_player, next_opponent, -node.beta, -node.alpha, ply + 1)
            } else {
                test
            };
            if value > best {
                best = value;
                best_square = node.square(index);
                node.alpha = node.alpha.max(value);
                if value >= node.beta {
                    break;
                }
            }
        }
        if self.exhausted() {
            return best;
        }
        debug_assert!(best > -INFINITY && best_square != NO_MOVE);
        search.leave(&node, best, best_square);
        best
    }
}
