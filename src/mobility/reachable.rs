//! Reachable records: beam search over real games from the start for
//! positions whose side to move has many legal moves.
//!
//! Each ply keeps the `width` best distinct positions (up to symmetry) by
//! the target colour's moves as if it were to move: a position rich in
//! moves for the target is one whose successors can be rich too. The record
//! is judged on every position a ply reaches, before the beam cuts. The
//! width doubles on each pass up to a memory cap; from then on every pass
//! reweighs the score and breaks its ties with fresh noise, so it restarts
//! somewhere else. Anytime: a narrow beam answers at once.

use super::lines::neighbours;
use super::rng::Rng;
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
    /// Beam passes completed.
    pub passes: u32,
}

/// How a kept position was reached: its parent one ply up and the square
/// played (`None` for a forced pass).
#[derive(Clone, Copy)]
struct Step {
    parent: u32,
    square: Option<Square>,
}

/// Moves never outnumber empties, so 33 moves need at most 31 discs: ply
/// 27 without passes, one more to allow for a pass.
const LAST_PLY: usize = 28;
const FIRST_WIDTH: usize = 1000;
/// The widest beam. Its steps (8 bytes a position and ply) and two plies of
/// boards stay near 400 MiB natively and 50 MiB in a browser worker.
#[cfg(not(target_arch = "wasm32"))]
const MAX_WIDTH: usize = 1 << 20;
#[cfg(target_arch = "wasm32")]
const MAX_WIDTH: usize = 1 << 17;
const PER_PARENT: usize = 4;
/// Weights of an actual move against a potential one, one per round of
/// passes: the first is the best found; the others vary where restarts go.
const MOVE_WEIGHTS: [u32; 3] = [4, 3, 6];

/// Worth of a position on the way to a record for `target`: its legal
/// moves (as if it were to move), then its potential moves (empties next to
/// the other colour's discs) to break ties towards open frontiers.
fn score(board: &Board, target: Color, weight: u32) -> u32 {
    let (mine, own, theirs) = if board.side_to_move() == target {
        (board.legal_moves(), board.player(), board.opponent())
    } else {
        (board.opponent_moves(), board.opponent(), board.player())
    };
    let potential = Bitboard(neighbours(theirs.0)) & board.empty();
    // Own discs next to empties are where the other side could move.
    let exposed = Bitboard(neighbours(board.empty().0)) & own;
    (weight * mine.count() + potential.count() + 64).saturating_sub(exposed.count())
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

/// The line to `index` of the ply after the last of `plies`.
fn line(plies: &[Vec<Step>], step: Step) -> Vec<Square> {
    let mut moves: Vec<Square> = step.square.into_iter().collect();
    let mut index = step.parent;
    for ply in plies.iter().rev() {
        let step = ply[index as usize];
        moves.extend(step.square);
        index = step.parent;
    }
    moves.reverse();
    moves
}

/// One child on its way into the beam.
struct Candidate {
    /// Score, then noise to break ties.
    worth: u64,
    /// The least image of the board under the symmetries.
    key: (u64, u64),
    board: Board,
    step: Step,
}

struct Pass<'a> {
    width: usize,
    target: Color,
    weight: u32,
    rng: Rng,
    deadline: &'a Deadline<'a>,
    started: f64,
    passes: u32,
}

/// One beam pass; updates `best` (calling `improved`) and stops early at the
/// deadline. Returns whether it finished.
fn beam(
    pass: &mut Pass,
    best: &mut Option<ReachableResult>,
    improved: &mut dyn FnMut(&ReachableResult),
) -> bool {
    let mut boards = vec![Board::start(Size::Eight)];
    // plies[k]: how the boards of ply k + 1 were reached.
    let mut plies: Vec<Vec<Step>> = Vec::new();
    for _ in 1..=LAST_PLY {
        if pass.deadline.passed() {
            return false;
        }
        let mut next: Vec<Candidate> = Vec::new();
        let mut family: Vec<Candidate> = Vec::new();
        let mut richest: Option<(u32, Board, Step)> = None;
        for (index, board) in boards.iter().enumerate() {
            family.clear();
            children(board, |child, square| {
                let step = Step {
                    parent: index as u32,
                    square,
                };
                if child.side_to_move() == pass.target {
                    let count = child.legal_moves().count();
                    if richest.is_none_or(|(most, _, _)| count > most) {
                        richest = Some((count, child, step));
                    }
                }
                let noise = pass.rng.next_u64() >> 32;
                family.push(Candidate {
                    worth: (score(&child, pass.target, pass.weight) as u64) << 32 | noise,
                    key: (0, 0),
                    board: child,
                    step,
                });
            });
            // Diversity: a parent passes on at most PER_PARENT children, so
            // one rich position cannot fill the beam with its near copies.
            if family.len() > PER_PARENT {
                family.select_nth_unstable_by_key(PER_PARENT, |c| std::cmp::Reverse(c.worth));
                family.truncate(PER_PARENT);
            }
            for mut candidate in family.drain(..) {
                let (canonical, _) = candidate.board.canonical();
                candidate.key = (canonical.player().0, canonical.opponent().0);
                next.push(candidate);
            }
        }
        if next.is_empty() {
            return true;
        }
        // Equal positions up to symmetry become neighbours; the best stays.
        next.sort_unstable_by_key(|c| (c.key, std::cmp::Reverse(c.worth)));
        next.dedup_by_key(|c| c.key);
        if next.len() > pass.width {
            next.select_nth_unstable_by_key(pass.width, |c| std::cmp::Reverse(c.worth));
            next.truncate(pass.width);
        }
        if let Some((count, board, step)) = richest {
            if best.as_ref().is_none_or(|b| count > b.best_count) {
                let found = ReachableResult {
                    best_count: count,
                    board,
                    moves: line(&plies, step),
                    seconds_to_best: pass.deadline.now() - pass.started,
                    width: pass.width,
                    passes: pass.passes,
                };
                improved(&found);
                *best = Some(found);
            }
        }
        boards = next.iter().map(|c| c.board).collect();
        plies.push(next.into_iter().map(|c| c.step).collect());
    }
    true
}

/// Searches for positions with `target` to move (either colour when
/// `None`) until the deadline or until `stop_at` moves are reached.
/// `improved` sees every new best as it is found.
pub fn search(
    deadline: &Deadline,
    target: Option<Color>,
    stop_at: Option<u32>,
    progress: &mut dyn Progress,
    improved: &mut dyn FnMut(&ReachableResult),
) -> ReachableResult {
    let started = deadline.now();
    let total_ms = (deadline.remaining() * 1000.0) as u64;
    let targets: &[Color] = match target {
        Some(Color::Black) => &[Color::Black],
        Some(Color::White) => &[Color::White],
        None => &[Color::White, Color::Black],
    };
    let mut best: Option<ReachableResult> = None;
    let mut width = FIRST_WIDTH;
    let mut completed = 0;
    let mut passes = 0u32;
    let mut round = 0;
    'rounds: loop {
        for &target in targets {
            progress.update(((deadline.now() - started) * 1000.0) as u64, total_ms);
            let mut pass = Pass {
                width,
                target,
                // Reweigh only once the width stops growing.
                weight: MOVE_WEIGHTS[round % MOVE_WEIGHTS.len()],
                rng: Rng::new(passes as u64 + 1),
                deadline,
                started,
                passes,
            };
            if !beam(&mut pass, &mut best, improved) {
                break 'rounds;
            }
            passes += 1;
            if stop_at.is_some_and(|n| best.as_ref().is_some_and(|b| b.best_count >= n)) {
                break 'rounds;
            }
        }
        completed = completed.max(width);
        if width == MAX_WIDTH {
            round += 1;
        }
        width = (width * 2).min(MAX_WIDTH);
    }
    let mut result = best.expect("the first ply always has moves");
    result.width = completed.max(result.width);
    result.passes = passes;
    result
}
