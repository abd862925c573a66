//! Reachability: is there a game from the start (passes included) that
//! arrives at a given position?
//!
//! First the sound quick tests of [`super::conditions`]. Then the last
//! moves are taken back from the target ([`super::meet`]) as far as a
//! bounded frontier, and a forward depth-first search looks for a line to
//! any frontier position; since moves are not taken back through passes,
//! if that fails the same search runs again with the target itself as the
//! goal. The forward search is guided by the target: a disc once placed stays, so
//! only target-occupied squares are ever played, and a position where the
//! mover has legal moves but none on the target's squares is a dead end.
//! A disc of the wrong colour that can no longer be flipped prunes the
//! branch: to flip it along a line, a disc must later be put on a
//! still-empty target square on one side of it, within the run of target
//! squares through it, with a target square on its other side for the
//! anchor. Positions proved dead are remembered in a fixed-size table. If
//! the search towards the target itself runs out of branches, no line
//! exists (every cut is sound); if time runs out, the answer is unknown.

use super::conditions::check;
use super::meet::{frontier, Frontier};
use super::Deadline;
use crate::board::{position_hash, Board, Color, Direction, Square};
use crate::game::{with_forced_pass, Game};
use crate::notation::format_moves;
use crate::progress::Progress;

/// The checker's verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reachability {
    /// This line from the start reaches the position (passes implied).
    Reachable(Vec<Square>),
    /// No line can: the reason says which sound argument shows it.
    Unreachable(String),
    /// The search gave up at the time limit.
    Unknown(String),
}

impl Reachability {
    /// The verdict as the interfaces name it: `reachable`, `unreachable` or
    /// `unknown`.
    pub fn status(&self) -> &'static str {
        match self {
            Reachability::Reachable(_) => "reachable",
            Reachability::Unreachable(_) => "unreachable",
            Reachability::Unknown(_) => "unknown",
        }
    }

    /// The line as a move string, when there is one.
    pub fn moves(&self) -> Option<String> {
        match self {
            Reachability::Reachable(line) => Some(format_moves(line)),
            _ => None,
        }
    }

    /// Why, in words.
    pub fn reason(&self) -> String {
        match self {
            Reachability::Reachable(line) => format!(
                "a line of {} moves reaches it (verified by replaying it)",
                line.len()
            ),
            Reachability::Unreachable(reason) | Reachability::Unknown(reason) => reason.clone(),
        }
    }
}

#[derive(Clone, Debug)]
pub struct ReachResult {
    pub verdict: Reachability,
    /// Positions visited by the search.
    pub nodes: u64,
}

/// The most positions one level of moves taken back may hold: a record
/// position's levels stay far below until the middle of the game, where
/// they grow threefold a move; about 20 MiB with the levels before.
const FRONTIER_LEVEL: usize = 1 << 18;
/// Entries of the table of positions proved dead (a power of two):
/// 2^22 keys of 16 bytes, 64 MiB.
const DEAD_BITS: u32 = 22;
/// Nodes between clock readings and progress reports.
const CHECK_EVERY: u64 = 4096;

struct Search<'a> {
    target: Board,
    /// The target's occupied squares.
    occupied: u64,
    /// The target's black discs.
    black: u64,
    /// When set, the search ends at this frontier's disc count, and only
    /// its positions count as reaching the target.
    goal: Option<&'a Frontier>,
    dead: Vec<(u64, u64)>,
    line: Vec<Square>,
    nodes: u64,
    deadline: &'a Deadline<'a>,
    progress: &'a mut dyn Progress,
    timed_out: bool,
}

/// Black's discs of a board.
fn black_of(board: &Board) -> u64 {
    board.discs(Color::Black).0
}

/// A board's slot in a table of 2^`bits`: its side to move is folded into
/// the mover's discs' order (mover first).
fn slot(board: &Board, bits: u32) -> usize {
    (position_hash(board.player().0, board.opponent().0) >> (64 - bits)) as usize
}

/// Discs that could still change colour before the target (occupying
/// `occupied`) is filled.
fn flippable(occupied: u64, board: &Board) -> u64 {
    let remaining = occupied & board.empty().0;
    let t = occupied;
    let mut flippable = 0;
    // The first four directions are one of each axis.
    for forward in Direction::ALL.into_iter().take(4) {
        let backward = forward.opposite();
        // Squares with a remaining square at or beyond them through target squares.
        let reach = |towards: Direction| {
            let away = towards.opposite();
            let mut run = remaining;
            for _ in 0..7 {
                run |= t & away.shift(run);
            }
            // x whose next square that way is in such a run.
            away.shift(run)
        };
        let fill_ahead = reach(forward);
        let fill_behind = reach(backward);
        let anchor_ahead = backward.shift(t);
        let anchor_behind = forward.shift(t);
        flippable |= (fill_ahead & anchor_behind) | (fill_behind & anchor_ahead);
    }
    flippable
}

/// Whether `board` has a disc of the wrong colour for the target (its
/// squares `occupied`, its black discs `black`) that can no longer flip.
fn hopeless(occupied: u64, black: u64, board: &Board) -> bool {
    let discs = (board.player() | board.opponent()).0;
    let wrong = discs & (black_of(board) ^ black);
    wrong & !flippable(occupied, board) != 0
}

impl Search<'_> {
    fn is_target(&self, board: &Board) -> bool {
        black_of(board) == self.black
            && (board.player() | board.opponent()).0 == self.occupied
            && (board.side_to_move() == self.target.side_to_move() || board.is_game_over())
    }

    /// Depth-first search from `board` (forced pass already made).
    fn visit(&mut self, board: Board) -> bool {
        self.nodes += 1;
        if self.nodes.is_multiple_of(CHECK_EVERY) {
            self.progress.update(self.nodes, 0);
            if self.deadline.passed() {
                self.timed_out = true;
            }
        }
        if self.timed_out {
            return false;
        }
        if let Some(goal) = self.goal {
            if (board.player() | board.opponent()).count() == goal.discs() {
                let Some(rest) = goal.line_from(&board) else {
                    return false;
                };
                self.line.extend(rest);
                return true;
            }
        } else if self.is_target(&board) {
            return true;
        }
        let key = (
            board.player().0,
            board.opponent().0 | (board.side_to_move() == Color::White) as u64,
        );
        let index = slot(&board, DEAD_BITS);
        if self.dead[index] == key {
            return false;
        }
        if hopeless(self.occupied, self.black, &board) {
            return false;
        }
        let candidates = board.legal_moves().0 & self.occupied;
        let mut children: Vec<(u32, Square, Board)> = crate::board::Bitboard(candidates)
            .map(|square| {
                let child = with_forced_pass(board.play_unchecked(square));
                let child_occupied = (child.player() | child.opponent()).0;
                (
                    (child_occupied & (black_of(&child) ^ self.black)).count_ones(),
                    square,
                    child,
                )
            })
            .collect();
        children.sort_unstable_by_key(|&(wrong, square, _)| (wrong, square));
        for (_, square, child) in children {
            self.line.push(square);
            if self.visit(child) {
                return true;
            }
            self.line.pop();
            if self.timed_out {
                return false;
            }
        }
        self.dead[index] = key;
        false
    }
}

/// Replays `moves` from the start and tells whether it ends on `target`
/// (with forced passes made, as the notation implies them).
pub fn replays_to(target: &Board, moves: &[Square]) -> bool {
    let mut game = Game::new(Board::start(target.size()));
    for &square in moves {
        if game.push(square).is_err() {
            return false;
        }
    }
    let reached = game.current();
    let target = with_forced_pass(*target);
    reached.player() == target.player()
        && reached.opponent() == target.opponent()
        && reached.side_to_move() == target.side_to_move()
        || (reached.is_game_over()
            && reached.discs(Color::Black) == target.discs(Color::Black)
            && reached.discs(Color::White) == target.discs(Color::White))
}

/// Looks for a line to `target` until the deadline.
pub fn check_reachable(
    target: &Board,
    deadline: &Deadline,
    progress: &mut dyn Progress,
) -> ReachResult {
    let violations = check(target);
    if !violations.is_empty() {
        let reason = violations
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("; ");
        return ReachResult {
            verdict: Reachability::Unreachable(reason),
            nodes: 0,
        };
    }
    let mut nodes = 0;
    let frontier = frontier(target, FRONTIER_LEVEL, deadline, &mut *progress, &mut nodes);
    // Lines whose last moves have no pass first (towards the frontier),
    // then every line; the dead table is only valid for one goal.
    let goals: &[Option<&Frontier>] = if frontier.is_empty() {
        &[None]
    } else {
        &[Some(&frontier), None]
    };
    let mut timed_out = false;
    let mut found = None;
    for &goal in goals {
        let mut search = Search {
            target: with_forced_pass(*target),
            occupied: (target.player() | target.opponent()).0,
            black: black_of(target),
            goal,
            dead: vec![(0, 0); 1 << DEAD_BITS],
            line: Vec::new(),
            nodes: 0,
            deadline,
            progress: &mut *progress,
            timed_out: false,
        };
        // A side that must pass at the start passes at once, as the
        // notation implies.
        let start = with_forced_pass(Board::start(target.size()));
        let reached = search.visit(start);
        nodes += search.nodes;
        timed_out = search.timed_out;
        if reached {
            found = Some(search.line);
            break;
        }
        if timed_out {
            break;
        }
    }
    let verdict = match found {
        // The searches only follow legal moves; a replay failure would be
        // an engine bug, reported rather than panicking in a browser worker.
        Some(line) if replays_to(target, &line) => Reachability::Reachable(line),
        Some(_) => Reachability::Unknown(format!(
            "internal error: the line found does not replay to the target ({nodes} positions)"
        )),
        None if timed_out => Reachability::Unknown(format!(
            "no line found before the time limit ({nodes} positions searched)"
        )),
        None => Reachability::Unreachable(format!(
            "exhaustive search: no line from the start fills the target's squares with its colours ({nodes} positions)"
        )),
    };
    ReachResult { verdict, nodes }
}
