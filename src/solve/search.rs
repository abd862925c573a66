//! The exact search: fail-soft negamax alpha-beta with principal variation
//! search, on raw mover-relative bitboards. Three regimes by empties:
//! - many: transposition table, moves sorted fastest-first (fewest replies
//!   for the opponent, corners counted twice), the table's move first, and
//!   near the root the table keyed by the canonical image of the position;
//! - few (`shallow`, in `leaves`): no table and no sort, empties tried odd
//!   regions first (parity), flips computed straight from the empty square;
//! - four or fewer (also in `leaves`): one solver per count on a fixed array
//!   of squares (parity order), without scanning bitboards; the last move is
//!   played by counting its flips only.
//!
//! On 8x8, a deep solve starts with a sketch (`sketch`): depth-limited
//! searches by the learned evaluation that guess the value and leave their
//! best moves in the table for the exact search to try first.

use super::table::{Entry, Table, NO_MOVE};
use crate::board::moves::{flips, legal_moves};
use crate::board::{dilate, Bitboard, Scoring, Size, Stability, Symmetry};
use crate::eval::Weights;
use crate::progress::Progress;
use std::cell::Cell;
use std::sync::Arc;
use std::time::Instant;

/// Larger than any disc difference.
pub(crate) const INFINITY: i32 = 127;
/// From this many empties on, a node probes its children's table entries
/// for an enhanced transposition cutoff: nearer the leaves the probes cost
/// more (one cache miss per child) than the cutoffs save.
const ETC_EMPTIES: u32 = 12;
/// Plies below a child that the learned evaluation's lookahead searches.
const EVALUATED_DEPTH: u32 = 2;
/// From this many empties on, a solve starts with a sketch: a
/// depth-limited search by the learned evaluation that leaves its best
/// moves in the table and guesses the value.
pub(crate) const SKETCH_EMPTIES: u32 = 20;
/// The sketch's depth at `SKETCH_EMPTIES`, growing by one an empty square
/// up to `SKETCH_DEPTH`. Measured on FFO #40-#44, #46 and #47: two plies
/// shallower orders worse (287 M nodes against 246 M), four deeper costs
/// more time than its better order saves; at 26 empties (#50) a depth of 12 took 6 s
/// of sketch for 5% fewer nodes.
const SKETCH_DEPTH_AT_START: u32 = 6;
const SKETCH_DEPTH: u32 = 10;
/// The sketch stores the best moves of nodes searched at least this deep:
/// shallower, the exact search's own lookahead orders better (FFO
/// #40-#48 but #45 with every sketch move stored: 730 M nodes against
/// 393 M, and 459 M with no sketch at all).
const SKETCH_HINT_DEPTH: u32 = 4;
/// Nodes between two looks at the clock when the search has a time limit:
/// a look costs about as much as a node, and 4096 nodes take a fraction
/// of a millisecond.
const CLOCK_INTERVAL: u64 = 4096;

/// How many empties each regime starts at, per board size.
struct Limits {
    /// At most this many empties: the shallow search.
    shallow: u32,
    /// At least this many empties: the table is keyed by canonical position.
    canonical: u32,
    /// At least this many empties: moves are sorted by a two-ply lookahead
    /// of mobility and corners instead of the opponent's mobility alone.
    lookahead: u32,
    /// At least this many empties: the lookahead is four plies. Odd
    /// lookaheads (seen from the child) order better than even ones, and
    /// at 18 empties or more a subtree is large enough to pay for it (a
    /// 6x6 position of 28 empties: 2.3x fewer nodes; FFO #40-#44: 9% less
    /// time).
    deep_lookahead: u32,
    /// At least this many empties (where the board has learned weights):
    /// the lookahead's leaves are valued by the learned evaluation, which
    /// knows edges and corners far better than mobility does.
    evaluated: u32,
}

fn limits(size: Size) -> Limits {
    match size {
        Size::Four => Limits {
            shallow: 4,
            canonical: 9,
            lookahead: 99,
            deep_lookahead: 99,
            evaluated: 99,
        },
        Size::Six => Limits {
            shallow: 6,
            canonical: 20,
            lookahead: 12,
            deep_lookahead: 18,
            evaluated: 99,
        },
        // Symmetric positions are rare in 8x8 endgames: never worth the cost.
        Size::Eight => Limits {
            shallow: 7,
            canonical: 65,
            lookahead: 12,
            deep_lookahead: 18,
            evaluated: 18,
        },
    }
}

/// The exact value by null-window tests alone (MTD(f)): each `test(beta -
/// 1, beta)` says whether the value reaches `beta`, its fail-soft result
/// places the next test, and the shared table carries each test's work
/// into the next. Near the value a null window prunes far more than a full
/// one (a 6x6 position of 28 empties: 2.4x fewer nodes), so a few tests
/// from a close guess cost less than one full-window search.
pub(crate) fn converge(guess: i32, mut test: impl FnMut(i32, i32) -> i32) -> i32 {
    let (mut lower, mut upper) = (-INFINITY, INFINITY);
    let mut value = guess.clamp(1 - INFINITY, INFINITY - 1);
    while lower < upper {
        let beta = value.max(lower + 1);
        value = test(beta - 1, beta);
        if value < beta {
            upper = value;
        } else {
            lower = value;
        }
    }
    value
}

/// The table tag: size and scoring, as the meaning of a position's value.
pub(crate) fn tag(size: Size, scoring: Scoring) -> u8 {
    size.side() * 2 + (scoring == Scoring::Wof) as u8
}

/// Where the search reports progress: below the root, each move of the
/// first ply splits the root move's share of the bar.
pub(crate) struct Report<'p> {
    pub progress: &'p mut dyn Progress,
    /// Root moves done before the one being searched.
    pub done: u64,
    pub total: u64,
}

/// Units of the progress bar per root move.
pub(crate) const UNITS_PER_MOVE: u64 = 1000;

pub(crate) struct Search<'t, 'p> {
    table: &'t Table,
    pub nodes: u64,
    /// Positions looked at only to order moves: each child given a sort
    /// key and every position of its lookahead. Edax counts these among
    /// its nodes (`movelist_evaluate_fast` counts each child it scores,
    /// `search_eval_1` its positions); `nodes` does not. A `Cell`: the
    /// lookahead reads the search through a shared borrow.
    pub ordering_nodes: Cell<u64>,
    /// Nodes past which the search gives up (`exhausted`): from then on
    /// every node returns at once and nothing more is stored, so the table
    /// keeps only what was proven and the garbage result is dropped.
    pub budget: u64,
    pub exhausted: bool,
    /// When the search gives up (`exhausted`) whatever its node count; the
    /// clock is read every `CLOCK_INTERVAL` nodes, and only when set
    /// (wasm32 has no clock to read: the page stops a worker instead).
    pub time_limit: Option<Instant>,
    /// Asked whenever the clock is read (and on wasm32, where there is no
    /// clock, at the same interval): `true` makes the search give up.
    pub stop: Option<&'t (dyn Fn() -> bool + Send + Sync)>,
    /// The node count at which the clock is next read (`CLOCK_INTERVAL`
    /// apart: nodes are also counted in bulk, so a count is not watched
    /// for multiples).
    next_clock_read: u64,
    size: Size,
    pub(super) mask: u64,
    pub(super) corners: u64,
    /// X- and C-squares: the neighbours of the corners.
    pub(super) next_to_corners: u64,
    /// Each of the four quadrants, for parity ordering.
    pub(super) quadrants: [u64; 4],
    pub(super) squares: i32,
    wof: bool,
    tag: u8,
    limits: Limits,
    /// The board size's learned evaluation, if it has one.
    weights: Option<Arc<Weights>>,
    pub report: Option<Report<'p>>,
}

impl<'t, 'p> Search<'t, 'p> {
    pub fn new(table: &'t Table, size: Size, scoring: Scoring) -> Self {
        let n = size.side();
        let last = n - 1;
        let corners = [(0, 0), (last, 0), (0, last), (last, last)]
            .iter()
            .fold(0u64, |bits, &(col, row)| bits | 1 << (row * 8 + col));
        let half = n / 2;
        let quadrant = |col0: u8, row0: u8| {
            (row0..row0 + half)
                .flat_map(|row| (col0..col0 + half).map(move |col| (col, row)))
                .fold(0u64, |bits, (col, row)| bits | 1 << (row * 8 + col))
        };
        Search {
            table,
            nodes: 0,
            ordering_nodes: Cell::new(0),
            budget: u64::MAX,
            exhausted: false,
            time_limit: None,
            stop: None,
            next_clock_read: CLOCK_INTERVAL,
            size,
            mask: size.mask().0,
            corners,
            next_to_corners: dilate(corners) & !corners & size.mask().0,
            quadrants: [
                quadrant(0, 0),
                quadrant(half, 0),
                quadrant(0, half),
                quadrant(half, half),
            ],
            squares: size.square_count() as i32,
            wof: scoring == Scoring::Wof,
            tag: tag(size, scoring),
            limits: limits(size),
            // Read only where the ordering uses them: not on 6x6, where the
            // learned ordering saved no time (6x6 at 24 and 26 empties,
            // from 18 or 22 empties: -18% to +22% nodes, up to 34% slower).
            weights: (limits(size).evaluated as usize <= size.square_count())
                .then(|| crate::eval::builtin(size))
                .flatten(),
            report: None,
        }
    }

    /// The value of a finished game for the side to move.
    #[inline]
    pub(super) fn final_score(&self, player: u64, opponent: u64) -> i32 {
        let mine = player.count_ones() as i32;
        let theirs = opponent.count_ones() as i32;
        let diff = mine - theirs;
        if self.wof {
            diff + diff.signum() * (self.squares - mine - theirs)
        } else {
            diff
        }
    }

    /// The exact value of any position, fail-soft within (alpha, beta).
    pub fn value(&mut self, player: u64, opponent: u64, alpha: i32, beta: i32) -> i32 {
        self.deep(player, opponent, alpha, beta, 0)
    }

    /// The best move stored for a position, if the table still holds it,
    /// with the entry's lower bound: the value the move is proven to reach.
    pub fn stored_best(&self, player: u64, opponent: u64) -> Option<(u8, i32)> {
        let empties = (self.mask & !(player | opponent)).count_ones();
        let (key_player, key_opponent, symmetry) = self.key(player, opponent, empties);
        let entry = self.table.probe(key_player, key_opponent, self.tag)?;
        (entry.best != NO_MOVE).then(|| {
            let square = symmetry
                .inverse()
                .square(crate::board::Square::from_index(entry.best), self.size)
                .index();
            (square, entry.lower)
        })
    }

    /// The table key of a position: itself, or near the root its least
    /// symmetric image (so that symmetric lines share entries), with the
    /// symmetry that maps the position to the key.
    #[inline]
    fn key(&self, player: u64, opponent: u64, empties: u32) -> (u64, u64, Symmetry) {
        if empties < self.limits.canonical {
            return (player, opponent, Symmetry::Identity);
        }
        Symmetry::ALL
            .iter()
            .map(|&symmetry| {
                let image = |bits: u64| symmetry.bitboard(Bitboard(bits), self.size).0;
                (image(player), image(opponent), symmetry)
            })
            .min_by_key(|&(p, o, _)| (p, o))
            .expect("eight symmetries")
    }

    /// Stability cutoff: the opponent keeps its stable discs, which caps our
    /// score. `None` when even no stable disc would bring the cap down to
    /// `alpha`: then the stable discs are not worth computing.
    #[inline]
    pub(super) fn stability_cap(&self, player: u64, opponent: u64, alpha: i32) -> Option<i32> {
        if self.squares - 2 * (opponent.count_ones() as i32) > alpha {
            return None;
        }
        let stable = Stability::new(player | opponent, self.mask)
            .stable(opponent)
            .count_ones() as i32;
        Some(self.squares - 2 * stable)
    }

    /// Everything a node does before searching its moves: the shallow
    /// search, passes and finished games, the table, stability and
    /// enhanced transposition cutoffs, and the sorted move list.
    pub(crate) fn enter(
        &mut self,
        player: u64,
        opponent: u64,
        mut alpha: i32,
        mut beta: i32,
    ) -> Entered {
        let empty = self.mask & !(player | opponent);
        let empties = empty.count_ones();
        if empties <= self.limits.shallow {
            return Entered::Done(self.shallow(player, opponent, alpha, beta, false));
        }
        self.nodes += 1;
        // A sign of life for the browser's watchdog: a deep solve reports
        // progress only between root moves, minutes apart in wasm.
        crate::progress::beat();
        if self.over_budget() {
            return Entered::Done(alpha);
        }
        let moves = legal_moves(player, opponent, empty);
        if moves == 0 {
            if legal_moves(opponent, player, empty) == 0 {
                return Entered::Done(self.final_score(player, opponent));
            }
            return Entered::Pass;
        }

        // The node's bucket is fetched from memory while its moves' flips
        // are made: the probe waits for it only after that work.
        let (key_player, key_opponent, symmetry) = self.key(player, opponent, empties);
        self.table.prefetch(key_player, key_opponent);
        let mut list = self.move_list(player, opponent, moves, empties);
        let (lower, upper, hint) = match self.table.probe(key_player, key_opponent, self.tag) {
            Some(entry) => (
                entry.lower,
                entry.upper,
                self.unmap(entry.best, symmetry.inverse()),
            ),
            None => (-INFINITY, INFINITY, NO_MOVE),
        };
        if lower >= beta || lower == upper {
            return Entered::Done(lower);
        }
        if upper <= alpha {
            return Entered::Done(upper);
        }
        alpha = alpha.max(lower);
        beta = beta.min(upper);
        if let Some(cap) = self.stability_cap(player, opponent, alpha) {
            if cap <= alpha {
                return Entered::Done(cap);
            }
            beta = beta.min(cap);
        }

        // Enhanced transposition cutoff: a child whose stored bound already
        // refutes the window ends the search at once.
        if empties >= ETC_EMPTIES {
            for index in 0..list.len {
                let (next_player, next_opponent) = list.child(player, opponent, index);
                let (child_player, child_opponent, _) =
                    self.key(next_player, next_opponent, empties - 1);
                if let Some(entry) = self.table.probe(child_player, child_opponent, self.tag) {
                    if -entry.upper >= beta {
                        return Entered::Done(-entry.upper);
                    }
                }
            }
        }
        for index in 0..list.len {
            let (next_player, next_opponent) = list.child(player, opponent, index);
            let square = list.moves[index].square;
            list.moves[index].key = if square == hint {
                i32::MIN
            } else if let Some(weights) = self
                .weights
                .as_deref()
                .filter(|_| empties >= self.limits.evaluated)
            {
                let leaf = |player, opponent| weights.raw(player, opponent);
                self.lookahead(
                    next_player,
                    next_opponent,
                    EVALUATED_DEPTH,
                    -i32::MAX,
                    i32::MAX,
                    &leaf,
                )
            } else if empties >= self.limits.lookahead {
                let depth = if empties >= self.limits.deep_lookahead {
                    3
                } else {
                    1
                };
                let leaf = |player, opponent| self.guess(player, opponent);
                self.lookahead(
                    next_player,
                    next_opponent,
                    depth,
                    -i32::MAX,
                    i32::MAX,
                    &leaf,
                )
            } else {
                self.count_ordering();
                self.order_key(next_player, next_opponent, square)
            };
        }
        list.sort();
        Entered::Node(Node {
            player,
            opponent,
            alpha,
            beta,
            window_low: alpha,
            lower,
            upper,
            key_player,
            key_opponent,
            symmetry,
            empties,
            hint,
            list,
        })
    }

    /// The moves of a node with their flips, not yet ordered. Where
    /// enhanced transposition cutoffs probe the children, their buckets
    /// are all fetched from memory at once. Not below: most children are
    /// never searched (a null window is cut by one), and a prefetch costs a
    /// TLB miss and a page walk all the same (on this machine's VM, a third
    /// of the time went there). The cutoffs come before the order keys,
    /// whose lookahead would be wasted on a cut.
    #[inline]
    fn move_list(&self, player: u64, opponent: u64, moves: u64, empties: u32) -> MoveList {
        let mut list = MoveList::default();
        let child_probes = empties >= ETC_EMPTIES;
        let mut remaining = moves;
        while remaining != 0 {
            let square = remaining.trailing_zeros() as u8;
            remaining &= remaining - 1;
            let flipped = flips(player, opponent, square);
            if child_probes {
                let (child_player, child_opponent, _) = self.key(
                    opponent ^ flipped,
                    player | flipped | 1 << square,
                    empties - 1,
                );
                self.table.prefetch(child_player, child_opponent);
            }
            list.push(Move {
                square,
                flipped,
                key: 0,
            });
        }
        list
    }

    /// A best move from the table's frame to the board's, or back.
    #[inline]
    fn unmap(&self, square: u8, symmetry: Symmetry) -> u8 {
        if square == NO_MOVE {
            NO_MOVE
        } else {
            symmetry
                .square(crate::board::Square::from_index(square), self.size)
                .index()
        }
    }

    /// Whether the search must give up (and from now on is `exhausted`):
    /// past its node budget, or past its time limit when the clock is read.
    fn over_budget(&mut self) -> bool {
        if self.nodes >= self.next_clock_read {
            self.next_clock_read = self.nodes + CLOCK_INTERVAL;
            self.exhausted |= self.time_limit.is_some_and(|limit| Instant::now() >= limit)
                || self.stop.is_some_and(|stop| stop());
        }
        self.exhausted |= self.nodes > self.budget;
        self.exhausted
    }

    /// Stores what searching a node's moves found: `best` is fail-soft
    /// within the node's window.
    pub(crate) fn leave(&self, node: &Node, best: i32, best_square: u8) {
        if self.exhausted {
            return;
        }
        let (lower, upper) = if best >= node.beta {
            (best, node.upper)
        } else if best <= node.window_low {
            (node.lower, best)
        } else {
            (best, best)
        };
        // A move stored with a lower bound reaches it (the solver relies on
        // that to skip re-testing a best move): a search that failed low
        // proved nothing of its moves, so the earlier move stays.
        let best_square = if best <= node.window_low {
            node.hint
        } else {
            best_square
        };
        let entry = Entry {
            lower,
            upper,
            best: self.unmap(best_square, node.symmetry),
        };
        self.table.store(
            node.key_player,
            node.key_opponent,
            self.tag,
            node.empties,
            entry,
        );
    }

    pub(crate) fn deep(
        &mut self,
        player: u64,
        opponent: u64,
        alpha: i32,
        beta: i32,
        ply: u32,
    ) -> i32 {
        let mut node = match self.enter(player, opponent, alpha, beta) {
            Entered::Done(value) => return value,
            Entered::Pass => return -self.deep(opponent, player, -beta, -alpha, ply + 1),
            Entered::Node(node) => node,
        };
        let mut best = -INFINITY;
        let mut best_square = NO_MOVE;
        let count = node.list.len;
        for index in 0..count {
            let (next_player, next_opponent) = node.child(index);
            let (alpha, beta) = (node.alpha, node.beta);
            let value = if index == 0 {
                -self.deep(next_player, next_opponent, -beta, -alpha, ply + 1)
            } else {
                let probe = -self.deep(next_player, next_opponent, -alpha - 1, -alpha, ply + 1);
                if probe > alpha && probe < beta {
                    -self.deep(next_player, next_opponent, -beta, -probe, ply + 1)
                } else {
                    probe
                }
            };
            if ply == 0 {
                self.report_child(index as u64 + 1, count as u64);
            }
            if value > best {
                best = value;
                best_square = node.list.moves[index].square;
                if value > node.alpha {
                    node.alpha = value;
                    if value >= node.beta {
                        break;
                    }
                }
            }
        }
        self.leave(&node, best, best_square);
        best
    }

    fn report_child(&mut self, done: u64, count: u64) {
        if let Some(report) = self.report.as_mut() {
            let units = report.done * UNITS_PER_MOVE + done * UNITS_PER_MOVE / count;
            report.progress.update(units, report.total * UNITS_PER_MOVE);
        }
    }

    #[inline]
    fn count_ordering(&self) {
        self.ordering_nodes.set(self.ordering_nodes.get() + 1);
    }

    /// A cheap static guess at a position's worth for the side to move:
    /// mobility (corners double) against the opponent's, and corners held.
    #[inline]
    fn guess(&self, player: u64, opponent: u64) -> i32 {
        let empty = self.mask & !(player | opponent);
        let mine = legal_moves(player, opponent, empty);
        let theirs = legal_moves(opponent, player, empty);
        let mobility =
            |moves: u64| (moves.count_ones() + (moves & self.corners).count_ones()) as i32;
        let corners = (player & self.corners).count_ones() as i32
            - (opponent & self.corners).count_ones() as i32;
        // Potential mobility: empties next to the other side's discs.
        let potential = (dilate(opponent) & empty).count_ones() as i32
            - (dilate(player) & empty).count_ones() as i32;
        4 * (mobility(mine) - mobility(theirs)) + 8 * corners + 2 * potential
    }

    /// The sketch before an exact solve, as Edax's iterative deepening
    /// before its last, exact iteration: depth-limited searches valued by
    /// the learned evaluation, two plies deeper each time, that store only
    /// their best moves (with no bounds, so nothing exact is claimed).
    /// The exact search then tries those moves first: where the sketch
    /// already sees the end (a wipe-out a few plies ahead), the proof
    /// follows its lines instead of proving that each wrong move lets the
    /// opponent survive, a search to the end of the game. Returns the
    /// value guessed, in discs, where the board has learned weights. The
    /// solver sketches only from `SKETCH_EMPTIES` on, where it pays.
    pub fn sketch(&mut self, player: u64, opponent: u64) -> Option<i32> {
        let weights = self.weights.clone()?;
        let empties = (self.mask & !(player | opponent)).count_ones();
        let deepest =
            (empties.saturating_sub(SKETCH_EMPTIES) + SKETCH_DEPTH_AT_START).min(SKETCH_DEPTH);
        let mut raw = 0;
        for depth in (2 - deepest % 2..=deepest).step_by(2) {
            if self.exhausted {
                break;
            }
            raw = self.sketch_node(player, opponent, depth, -i32::MAX, i32::MAX, &weights);
        }
        // Values with every square filled are even: round to one of them.
        let discs = f64::from(raw) / f64::from(crate::eval::SCALE);
        let even = (discs / 2.0).round() as i32 * 2;
        Some(even.clamp(-self.squares, self.squares))
    }

    /// One node of the sketch, in the learned evaluation's units (finished
    /// games at their exact score).
    fn sketch_node(
        &mut self,
        player: u64,
        opponent: u64,
        depth: u32,
        alpha: i32,
        beta: i32,
        weights: &Weights,
    ) -> i32 {
        self.nodes += 1;
        // Past the budget the sketch's value is garbage, but it only
        // guesses and orders: the exact tests after it give up at once.
        if self.over_budget() {
            return 0;
        }
        if depth == 0 {
            return weights.raw(player, opponent);
        }
        let empty = self.mask & !(player | opponent);
        let empties = empty.count_ones();
        let moves = legal_moves(player, opponent, empty);
        if moves == 0 {
            if legal_moves(opponent, player, empty) == 0 {
                return self.final_score(player, opponent) * crate::eval::SCALE;
            }
            return -self.sketch_node(opponent, player, depth, -beta, -alpha, weights);
        }
        let (key_player, key_opponent, symmetry) = self.key(player, opponent, empties);
        let entry = self.table.probe(key_player, key_opponent, self.tag);
        let hint = entry.map_or(NO_MOVE, |entry| self.unmap(entry.best, symmetry.inverse()));
        let mut list = self.move_list(player, opponent, moves, empties);
        for index in 0..list.len {
            let (next_player, next_opponent) = list.child(player, opponent, index);
            list.moves[index].key = if list.moves[index].square == hint {
                i32::MIN
            } else if depth >= 2 {
                self.count_ordering();
                weights.raw(next_player, next_opponent)
            } else {
                0
            };
        }
        list.sort();
        let (mut best, mut best_square) = (-i32::MAX, NO_MOVE);
        for index in 0..list.len {
            let (next_player, next_opponent) = list.child(player, opponent, index);
            let value = -self.sketch_node(
                next_player,
                next_opponent,
                depth - 1,
                -beta,
                -alpha.max(best),
                weights,
            );
            if value > best {
                best = value;
                best_square = list.moves[index].square;
                if best >= beta {
                    break;
                }
            }
            if self.exhausted {
                break;
            }
        }
        // Only where the sketch looked further than the exact search's own
        // ordering does (its lookahead), and only over nothing or another
        // sketch's move: bounds the exact search proved (a solve earlier
        // in the game) are worth more.
        let hint_only = |entry: Entry| entry.lower == -INFINITY && entry.upper == INFINITY;
        if depth >= SKETCH_HINT_DEPTH && !self.exhausted && entry.is_none_or(hint_only) {
            let entry = Entry {
                lower: -INFINITY,
                upper: INFINITY,
                best: self.unmap(best_square, symmetry),
            };
            self.table
                .store(key_player, key_opponent, self.tag, empties, entry);
        }
        best
    }

    /// A static `leaf` value looked ahead `depth` plies by alpha-beta.
    fn lookahead(
        &self,
        player: u64,
        opponent: u64,
        depth: u32,
        alpha: i32,
        beta: i32,
        leaf: &impl Fn(u64, u64) -> i32,
    ) -> i32 {
        self.count_ordering();
        if depth == 0 {
            return leaf(player, opponent);
        }
        let empty = self.mask & !(player | opponent);
        let mut moves = legal_moves(player, opponent, empty);
        if moves == 0 {
            return leaf(player, opponent);
        }
        let mut best = -i32::MAX;
        while moves != 0 {
            let square = moves.trailing_zeros() as u8;
            moves &= moves - 1;
            let flipped = flips(player, opponent, square);
            let value = -self.lookahead(
                opponent ^ flipped,
                player | flipped | 1 << square,
                depth - 1,
                -beta,
                -alpha.max(best),
                leaf,
            );
            best = best.max(value);
            if best >= beta {
                break;
            }
        }
        best
    }

    /// Fastest-first: the fewer replies the opponent has (corners counting
    /// double) and the fewer empty squares next to our discs (its
    /// potential moves), the sooner a move is tried; corners a bit sooner.
    #[inline]
    fn order_key(&self, next_player: u64, next_opponent: u64, square: u8) -> i32 {
        let empty = self.mask & !(next_player | next_opponent);
        let replies = legal_moves(next_player, next_opponent, empty);
        let mobility = replies.count_ones() + (replies & self.corners).count_ones();
        let potential = (dilate(next_opponent) & empty).count_ones();
        let corner = (self.corners >> square & 1) as i32;
        (mobility as i32) * 16 + potential as i32 - corner * 8
    }
}

/// What `enter` makes of a position. The node stays inline: boxing it
/// would allocate once per searched position.
#[allow(clippy::large_enum_variant)]
pub(crate) enum Entered {
    /// Its value (or a bound that settles the window) is known.
    Done(i32),
    /// The side to move must pass.
    Pass,
    /// Its moves are to be searched.
    Node(Node),
}

/// A position whose moves are being searched, with its window.
pub(crate) struct Node {
    player: u64,
    opponent: u64,
    pub alpha: i32,
    pub beta: i32,
    /// Alpha when the moves' search began: a best at or below it is an
    /// upper bound.
    window_low: i32,
    lower: i32,
    upper: i32,
    key_player: u64,
    key_opponent: u64,
    symmetry: Symmetry,
    empties: u32,
    /// The table's best move when the node was entered, or `NO_MOVE`.
    hint: u8,
    pub list: MoveList,
}

impl Node {
    /// The position after the `index`th move of the sorted list.
    #[inline]
    pub fn child(&self, index: usize) -> (u64, u64) {
        self.list.child(self.player, self.opponent, index)
    }

    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    pub fn square(&self, index: usize) -> u8 {
        self.list.moves[index].square
    }
}

#[derive(Clone, Copy, Default)]
struct Move {
    square: u8,
    flipped: u64,
    key: i32,
}

/// At most 32 legal moves exist in any Othello position.
pub(crate) struct MoveList {
    moves: [Move; 34],
    pub len: usize,
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList {
            moves: [Move::default(); 34],
            len: 0,
        }
    }
}

impl MoveList {
    /// The position after the `index`th move, from `player`'s position.
    #[inline]
    fn child(&self, player: u64, opponent: u64, index: usize) -> (u64, u64) {
        let candidate = self.moves[index];
        (
            opponent ^ candidate.flipped,
            player | candidate.flipped | 1 << candidate.square,
        )
    }

    #[inline]
    fn push(&mut self, candidate: Move) {
        self.moves[self.len] = candidate;
        self.len += 1;
    }

    /// Insertion sort by key: lists are short.
    #[inline]
    fn sort(&mut self) {
        for i in 1..self.len {
            let item = self.moves[i];
            let mut j = i;
            while j > 0 && self.moves[j - 1].key > item.key {
                self.moves[j] = self.moves[j - 1];
                j -= 1;
            }
            self.moves[j] = item;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{converge, INFINITY};

    /// A fail-soft oracle for a known value that answers outside the
    /// window with a bound `slack` beyond it (as a real search may), and
    /// counts its calls.
    fn oracle(value: i32, slack: i32, calls: &mut u32) -> impl FnMut(i32, i32) -> i32 + '_ {
        move |alpha, beta| {
            *calls += 1;
            assert!(alpha < beta);
            if value <= alpha {
                (value + slack).min(alpha)
            } else if value >= beta {
                (value - slack).max(beta)
            } else {
                value
            }
        }
    }

    #[test]
    fn converge_finds_every_value_from_every_guess() {
        for value in -64..=64 {
            for guess in [-INFINITY, -20, 0, 7, 64, INFINITY] {
                for slack in [0, 1, 3] {
                    let mut calls = 0;
                    let found = converge(guess, oracle(value, slack, &mut calls));
                    assert_eq!(found, value, "guess {guess} slack {slack}");
                    assert!(calls <= 130, "{calls} tests");
                }
            }
        }
    }

    #[test]
    fn converge_needs_two_tests_from_the_right_guess() {
        let mut calls = 0;
        assert_eq!(converge(-4, oracle(-4, 0, &mut calls)), -4);
        assert_eq!(calls, 2);
    }
}
