//! Reachable records: beam search over real games from the start for
//! positions whose side to move has many legal moves.
//!
//! Each ply keeps the `width` best distinct positions (up to symmetry) by
//! the legal moves of both sides: a position rich in moves for both is one
//! whose successors can be rich for the next mover too, whoever moves.
//! The width doubles on each pass until the time runs out, so the search
//! is anytime: a narrow beam answers at once, wider ones improve on it.

use super::lines::neighbours;
use super::Deadline;
use crate::board::{Bitboard, Board, Color, Size, Square};
use crate::progress::Progress;

#[derive(Clone, Debug)]
pub struct ReachableResult {
    /// Legal moves of the side to move in `board`.
    pub best_count: u32,
    pub board: Board,
    /// The line from the start (passes implied).
    pub moves: Vec<Square>,
    /// Seconds from the start until `best_count` was first reached.
    pub seconds_to_best: f64,
    /// The widest beam completed.
    pub width: usize,
}

/// One kept position: its board and how it was reached.
#[derive(Clone, Copy)]
struct Node {
    board: Board,
    parent: u32,
    /// The square played, or `None` for a forced pass.
    square: Option<Square>,
}

/// A position with more empties than this cannot have `n` moves; past this
/// ply no position can beat what the search wants.
const LAST_PLY: usize = 28;
const FIRST_WIDTH: usize = 1000;
const PER_PARENT: usize = 4;
/// Weight of an actual move against a potential one in the beam's order.
const MOVE_WEIGHT: u32 = 4;

/// Worth of a position on the way to a record for `target`: its legal
/// moves (as if it were to move), then its potential moves (empties next to
/// the other colour's discs) to break ties towards open frontiers.
fn score(board: &Board, target: Color) -> u32 {
    let (mine, own, theirs) = if board.side_to_move() == target {
        (board.legal_moves(), board.player(), board.opponent())
    } else {
        (board.opponent_moves(), board.opponent(), board.player())
    };
    let potential = Bitboard(neighbours(theirs.0)) & board.empty();
    // Own discs next to empties are where the other side could move.
    let exposed = Bitboard(neighbours(board.empty().0)) & own;
    (MOVE_WEIGHT * mine.count() + potential.count() + 64).saturating_sub(exposed.count())
}

/// The children of a position: its moves, or the forced pass.
fn children(board: &Board, mut visit: impl FnMut(Board, Option<Square>)) {
    let moves = board.legal_moves();
    if moves.is_empty() {
        if !board.opponent_moves().is_empty() {
            visit(board.pass(), None);
        }
        return;
    }
    for square in moves {
        visit(board.play_unchecked(square), Some(square));
    }
}

/// The line to `index` at `ply`, squares only.
fn line(plies: &[Vec<Node>], ply: usize, mut index: u32) -> Vec<Square> {
    let mut moves = Vec::new();
    for level in (1..=ply).rev() {
        let node = plies[level][index as usize];
        moves.extend(node.square);
        index = node.parent;
    }
    moves.reverse();
    moves
}

/// One beam pass of `width`; updates `best` and stops early at the deadline.
fn beam(
    width: usize,
    target: Color,
    deadline: &Deadline,
    started: f64,
    best: &mut Option<ReachableResult>,
) -> bool {
    let start = Board::start(Size::Eight);
    let mut plies: Vec<Vec<Node>> = vec![vec![Node {
        board: start,
        parent: 0,
        square: None,
    }]];
    for ply in 1..=LAST_PLY {
        if deadline.passed() {
            return false;
        }
        let mut next: Vec<(u32, Node)> = Vec::new();
        for (index, node) in plies[ply - 1].iter().enumerate() {
            children(&node.board, |child, square| {
                next.push((
                    score(&child, target),
                    Node {
                        board: child,
                        parent: index as u32,
                        square,
                    },
                ));
            });
        }
        // Best first; a transposition has the same score, so equal boards
        // become neighbours and all but the first are dropped.
        let key = |(score, node): &(u32, Node)| {
            (
                std::cmp::Reverse(*score),
                node.board.player().0,
                node.board.opponent().0,
            )
        };
        next.sort_unstable_by_key(key);
        next.dedup_by_key(|entry| key(entry));
        // Diversity: a parent passes on at most PER_PARENT children, so one
        // rich position cannot fill the beam with its near copies.
        let mut taken = vec![0usize; plies[ply - 1].len()];
        let kept: Vec<Node> = next
            .into_iter()
            .map(|(_, node)| node)
            .filter(|node| {
                taken[node.parent as usize] += 1;
                taken[node.parent as usize] <= PER_PARENT
            })
            .take(width)
            .collect();
        let found = kept
            .iter()
            .enumerate()
            .filter(|(_, node)| node.board.side_to_move() == target)
            .max_by_key(|(_, node)| node.board.legal_moves().count());
        let record = found.map(|(index, node)| (index, node.board.legal_moves().count()));
        plies.push(kept);
        if let Some((index, count)) = record {
            if best.as_ref().is_none_or(|b| count > b.best_count) {
                *best = Some(ReachableResult {
                    best_count: count,
                    board: plies[ply][index].board,
                    moves: line(&plies, ply, index as u32),
                    seconds_to_best: deadline.now() - started,
                    width,
                });
            }
        }
    }
    true
}

/// Searches until the deadline, or until `stop_at` moves are reached.
pub fn search(
    deadline: &Deadline,
    stop_at: Option<u32>,
    progress: &mut dyn Progress,
) -> ReachableResult {
    let started = deadline.now();
    let total_ms = (deadline.remaining() * 1000.0) as u64;
    let mut best: Option<ReachableResult> = None;
    let mut width = FIRST_WIDTH;
    let mut completed = 0;
    loop {
        progress.update(((deadline.now() - started) * 1000.0) as u64, total_ms);
        let finished = [Color::White, Color::Black]
            .iter()
            .all(|&target| beam(width, target, deadline, started, &mut best));
        if !finished {
            break;
        }
        completed = width;
        if stop_at.is_some_and(|n| best.as_ref().is_some_and(|b| b.best_count >= n))
            || deadline.passed()
        {
            break;
        }
        width *= 2;
    }
    let mut result = best.expect("the first ply always has moves");
    result.width = completed.max(result.width);
    result
}
