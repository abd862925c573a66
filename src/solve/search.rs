//! The exact search: fail-soft negamax alpha-beta with principal variation
//! search, on raw mover-relative bitboards. Three regimes by empties:
//! - many: transposition table, moves sorted fastest-first (fewest replies
//!   for the opponent, corners counted twice), the table's move first, and
//!   near the root the table keyed by the canonical image of the position;
//! - few (`shallow`): no table and no sort, empties tried odd regions first
//!   (parity), flips computed straight from the empty square;
//! - one: the last move is played by counting its flips only.

use super::table::{Entry, Table, NO_MOVE};
use crate::board::moves::{flips, legal_moves};
use crate::board::{Bitboard, Scoring, Size, Symmetry};
use crate::progress::Progress;

/// Larger than any disc difference.
pub(crate) const INFINITY: i32 = 127;

/// How many empties each regime starts at, per board size.
struct Limits {
    /// At most this many empties: the shallow search.
    shallow: u32,
    /// At least this many empties: the table is keyed by canonical position.
    canonical: u32,
}

fn limits(size: Size) -> Limits {
    match size {
        Size::Four => Limits {
            shallow: 4,
            canonical: 9,
        },
        Size::Six => Limits {
            shallow: 6,
            canonical: 20,
        },
        // Symmetric positions are rare in 8x8 endgames: never worth the cost.
        Size::Eight => Limits {
            shallow: 6,
            canonical: 65,
        },
    }
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
    size: Size,
    mask: u64,
    corners: u64,
    /// Each of the four quadrants, for parity ordering.
    quadrants: [u64; 4],
    squares: i32,
    wof: bool,
    tag: u8,
    limits: Limits,
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
            size,
            mask: size.mask().0,
            corners,
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
            report: None,
        }
    }

    /// The value of a finished game for the side to move.
    #[inline]
    fn final_score(&self, player: u64, opponent: u64) -> i32 {
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

    /// One empty square left: whoever can play it does, else the game ends.
    #[inline]
    fn last_move(&mut self, player: u64, opponent: u64, square: u8) -> i32 {
        self.nodes += 1;
        let bit = 1u64 << square;
        let flipped = flips(player, opponent, square);
        if flipped != 0 {
            return self.final_score(player | flipped | bit, opponent ^ flipped);
        }
        let flipped = flips(opponent, player, square);
        if flipped != 0 {
            return -self.final_score(opponent | flipped | bit, player ^ flipped);
        }
        self.final_score(player, opponent)
    }

    /// Empties in quadrants holding an odd number of them: playing there
    /// tends to leave the opponent the worse parity, so try them first.
    #[inline]
    fn odd_regions(&self, empty: u64) -> u64 {
        self.quadrants.iter().fold(0, |odd, &quadrant| {
            let mine = empty & quadrant;
            odd | mine & ((mine.count_ones() & 1) as u64).wrapping_neg()
        })
    }

    fn shallow(
        &mut self,
        player: u64,
        opponent: u64,
        mut alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32 {
        let empty = self.mask & !(player | opponent);
        if empty & empty.wrapping_sub(1) == 0 {
            return if empty == 0 {
                self.nodes += 1;
                self.final_score(player, opponent)
            } else {
                self.last_move(player, opponent, empty.trailing_zeros() as u8)
            };
        }
        self.nodes += 1;
        let odd = self.odd_regions(empty);
        let mut best = -INFINITY;
        for mut group in [empty & odd, empty & !odd] {
            while group != 0 {
                let square = group.trailing_zeros() as u8;
                group &= group - 1;
                let flipped = flips(player, opponent, square);
                if flipped == 0 {
                    continue;
                }
                let value = -self.shallow(
                    opponent ^ flipped,
                    player | flipped | 1 << square,
                    -beta,
                    -alpha,
                    false,
                );
                if value > best {
                    best = value;
                    if value > alpha {
                        alpha = value;
                        if value >= beta {
                            return best;
                        }
                    }
                }
            }
        }
        if best > -INFINITY {
            best
        } else if passed {
            // Neither side can move: undo the pass and score the game.
            -self.final_score(opponent, player)
        } else {
            -self.shallow(opponent, player, -beta, -alpha, true)
        }
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

    fn deep(&mut self, player: u64, opponent: u64, mut alpha: i32, mut beta: i32, ply: u32) -> i32 {
        let empty = self.mask & !(player | opponent);
        let empties = empty.count_ones();
        if empties <= self.limits.shallow {
            return self.shallow(player, opponent, alpha, beta, false);
        }
        self.nodes += 1;
        let moves = legal_moves(player, opponent, empty);
        if moves == 0 {
            if legal_moves(opponent, player, empty) == 0 {
                return self.final_score(player, opponent);
            }
            return -self.deep(opponent, player, -beta, -alpha, ply + 1);
        }

        let (key_player, key_opponent, symmetry) = self.key(player, opponent, empties);
        let known = self.table.probe(key_player, key_opponent, self.tag);
        let (lower, upper, hint) = match known {
            Some(entry) => {
                let hint = if entry.best == NO_MOVE {
                    NO_MOVE
                } else {
                    symmetry
                        .inverse()
                        .square(crate::board::Square::from_index(entry.best), self.size)
                        .index()
                };
                (entry.lower, entry.upper, hint)
            }
            None => (-INFINITY, INFINITY, NO_MOVE),
        };
        if lower >= beta || lower == upper {
            return lower;
        }
        if upper <= alpha {
            return upper;
        }
        alpha = alpha.max(lower);
        beta = beta.min(upper);
        let window_low = alpha;

        let mut list = MoveList::default();
        let mut remaining = moves;
        while remaining != 0 {
            let square = remaining.trailing_zeros() as u8;
            remaining &= remaining - 1;
            let flipped = flips(player, opponent, square);
            let next_player = opponent ^ flipped;
            let next_opponent = player | flipped | 1 << square;
            let key = if square == hint {
                i32::MIN
            } else {
                self.order_key(next_player, next_opponent, square)
            };
            list.push(Move {
                square,
                flipped,
                key,
            });
        }
        list.sort();

        let mut best = -INFINITY;
        let mut best_square = NO_MOVE;
        let count = list.len;
        for (index, candidate) in list.moves[..count].iter().enumerate() {
            let next_player = opponent ^ candidate.flipped;
            let next_opponent = player | candidate.flipped | 1 << candidate.square;
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
                best_square = candidate.square;
                if value > alpha {
                    alpha = value;
                    if value >= beta {
                        break;
                    }
                }
            }
        }
        let entry = if best >= beta {
            Entry {
                lower: best,
                upper,
                best: best_square,
            }
        } else if best <= window_low {
            Entry {
                lower,
                upper: best,
                best: best_square,
            }
        } else {
            Entry {
                lower: best,
                upper: best,
                best: best_square,
            }
        };
        let stored_best = if entry.best == NO_MOVE {
            NO_MOVE
        } else {
            symmetry
                .square(crate::board::Square::from_index(entry.best), self.size)
                .index()
        };
        self.table.store(
            key_player,
            key_opponent,
            self.tag,
            empties,
            Entry {
                best: stored_best,
                ..entry
            },
        );
        best
    }

    fn report_child(&mut self, done: u64, count: u64) {
        if let Some(report) = self.report.as_mut() {
            let units = report.done * UNITS_PER_MOVE + done * UNITS_PER_MOVE / count;
            report.progress.update(units, report.total * UNITS_PER_MOVE);
        }
    }

    /// Fastest-first: the fewer replies the opponent has (corners counting
    /// double) and the fewer empty squares next to our discs (its
    /// potential moves), the sooner a move is tried; corners a bit sooner.
    #[inline]
    fn order_key(&self, next_player: u64, next_opponent: u64, square: u8) -> i32 {
        let empty = self.mask & !(next_player | next_opponent);
        let replies = legal_moves(next_player, next_opponent, empty);
        let mobility = replies.count_ones() + (replies & self.corners).count_ones();
        let potential = (neighbours(next_opponent) & empty).count_ones();
        let corner = (self.corners >> square & 1) as i32;
        (mobility as i32) * 16 + potential as i32 - corner * 8
    }
}

/// Squares next to any of `bits` in the 8x8 frame (wrap-around columns
/// masked off; squares beyond a small board are removed by the caller).
#[inline]
fn neighbours(bits: u64) -> u64 {
    const NOT_A: u64 = 0xfefe_fefe_fefe_fefe;
    const NOT_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    let sideways = (bits << 1 & NOT_A) | (bits >> 1 & NOT_H) | bits;
    (sideways << 8) | (sideways >> 8) | sideways
}

#[derive(Clone, Copy, Default)]
struct Move {
    square: u8,
    flipped: u64,
    key: i32,
}

/// At most 32 legal moves exist in any Othello position.
struct MoveList {
    moves: [Move; 34],
    len: usize,
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
