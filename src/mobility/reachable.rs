//! Reachable records: beam search over real games from the start for
//! positions whose side to move has many legal moves, then a pruned
//! exhaustive search of the last plies below the beam.
//!
//! Each ply keeps the `width` best distinct positions (up to symmetry):
//! first those within the record shape's schedule ([`super::shape`]), then
//! by the target colour's moves as if it were to move and the empties next
//! to the other colour's discs (where the target's moves can appear). The
//! record is judged on every position a ply reaches, before the beam cuts.
//! A record is rare and made in the last few plies, which a beam's score
//! cannot foresee, so after each pass every position the beam kept at
//! the tail ply (`TAIL_PLIES` before a 33 must stand) is searched
//! depth-first, best first, for one more move than
//! the record, cutting every branch that leaves the schedule. The width
//! doubles on each pass up to a memory cap; from then on every pass
//! reweighs the score and breaks its ties with fresh noise, so it restarts
//! somewhere else. Anytime: a narrow beam answers at once.

use super::shape::{excess, may_reach};
use super::Deadline;
use crate::board::random::{seeded, Rng};
use crate::board::{dilate, Bitboard, Board, Color, Square};
use crate::game::Game;
use crate::progress::Progress;
use rand::Rng as _;

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
/// The most moves a reachable position has (the source's SAT proof): the
/// record shape the beam aims at.
const AIM: u32 = 33;
/// How many plies before a 33 must stand (ply 27 for white, 26 for black
/// to move, without passes) the tail searches start.
const TAIL_PLIES: usize = 5;
/// Tail nodes between clock readings and progress reports.
const CHECK_EVERY: u64 = 1 << 14;
const FIRST_WIDTH: usize = 1000;
/// The widest beam. Its steps (8 bytes a position and ply), two plies of
/// boards and the tail's roots (about 40 bytes each) stay near 450 MiB
/// natively and 60 MiB in a browser worker.
#[cfg(not(target_arch = "wasm32"))]
const MAX_WIDTH: usize = 1 << 20;
#[cfg(target_arch = "wasm32")]
const MAX_WIDTH: usize = 1 << 17;
const PER_PARENT: usize = 4;
/// Weights of an actual move against a potential one, one per round of
/// passes: the first is the best found; the others vary where restarts go.
const MOVE_WEIGHTS: [u32; 3] = [4, 3, 6];

/// Worth of a position on the way to a record for `target`: nearest the
/// record's shape first, then its legal moves (as if it were to move) and
/// its potential moves (empties next to the other colour's discs).
fn score(board: &Board, target: Color, weight: u32) -> u32 {
    let (mine, theirs) = if board.side_to_move() == target {
        (board.legal_moves(), board.opponent())
    } else {
        (board.opponent_moves(), board.player())
    };
    let potential = Bitboard(dilate(theirs.0)) & board.empty();
    // Below 2^16 whatever the weight (moves and potential are at most 64).
    let rich = weight * mine.count() + potential.count();
    (u16::MAX as u32 - excess(board, target, AIM).min(u16::MAX as u32)) << 16 | rich
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
    /// Where every line starts (a game from the start).
    opening: &'a Game,
    width: usize,
    target: Color,
    weight: u32,
    rng: Rng,
    deadline: &'a Deadline<'a>,
    started: f64,
    passes: u32,
}

/// Where a pass's tail searches start: the beam's positions at the tail ply,
/// best first, with the plies that lead to them.
struct Roots {
    /// `None`: the opening's own position, when it is past the tail ply.
    boards: Vec<(Board, Option<Step>)>,
    plies: Vec<Vec<Step>>,
}

/// The depth-first search below one root for a record of `best + 1`.
struct Tail<'a, 'b> {
    pass: &'a Pass<'b>,
    /// The line to the root.
    prefix: Vec<Square>,
    /// Moves from the root to the current node (`None`: a pass).
    path: Vec<Option<Square>>,
    nodes: u64,
    timed_out: bool,
    progress: &'a mut dyn Progress,
    total_ms: u64,
}

impl Tail<'_, '_> {
    fn visit(
        &mut self,
        board: Board,
        best: &mut Option<ReachableResult>,
        improved: &mut dyn FnMut(&ReachableResult),
    ) {
        self.nodes += 1;
        if self.nodes.is_multiple_of(CHECK_EVERY) {
            let deadline = self.pass.deadline;
            let elapsed = deadline.now() - self.pass.started;
            self.progress
                .update((elapsed * 1000.0) as u64, self.total_ms);
            self.timed_out = deadline.passed();
        }
        if self.timed_out {
            return;
        }
        let target = self.pass.target;
        let record = best.as_ref().map_or(0, |b| b.best_count);
        if board.side_to_move() == target {
            let count = board.legal_moves().count();
            if count > record {
                let mut moves = self.prefix.clone();
                moves.extend(self.path.iter().flatten());
                let found = ReachableResult {
                    best_count: count,
                    board,
                    moves,
                    seconds_to_best: self.pass.deadline.now() - self.pass.started,
                    width: self.pass.width,
                    passes: self.pass.passes,
                };
                improved(&found);
                *best = Some(found);
            }
        }
        let goal = best.as_ref().map_or(0, |b| b.best_count) + 1;
        if !may_reach(&board, target, goal) {
            return;
        }
        let moves = board.legal_moves();
        if moves.is_empty() {
            if !board.opponent_moves().is_empty() {
                self.descend(board.pass(), None, best, improved);
            }
            return;
        }
        for square in moves {
            self.descend(board.play_unchecked(square), Some(square), best, improved);
            if self.timed_out {
                return;
            }
        }
    }

    fn descend(
        &mut self,
        child: Board,
        square: Option<Square>,
        best: &mut Option<ReachableResult>,
        improved: &mut dyn FnMut(&ReachableResult),
    ) {
        self.path.push(square);
        self.visit(child, best, improved);
        self.path.pop();
    }
}

/// Searches below each root in turn for a record; stops early at the
/// deadline. Returns whether it finished.
fn tails(
    pass: &Pass,
    roots: &Roots,
    best: &mut Option<ReachableResult>,
    progress: &mut dyn Progress,
    improved: &mut dyn FnMut(&ReachableResult),
) -> bool {
    let total_ms =
        ((pass.deadline.now() - pass.started + pass.deadline.remaining()) * 1000.0) as u64;
    let mut tail = Tail {
        pass,
        prefix: Vec::new(),
        path: Vec::new(),
        nodes: 0,
        timed_out: false,
        progress,
        total_ms,
    };
    for &(board, step) in &roots.boards {
        let below = step.map_or_else(Vec::new, |step| line(&roots.plies, step));
        tail.prefix = [pass.opening.moves(), &below].concat();
        tail.visit(board, best, improved);
        if tail.timed_out {
            return false;
        }
    }
    true
}

/// One beam pass; updates `best` (calling `improved`) and stops early at the
/// deadline. Returns whether it finished.
fn beam(
    pass: &mut Pass,
    best: &mut Option<ReachableResult>,
    roots: &mut Roots,
    improved: &mut dyn FnMut(&ReachableResult),
) -> bool {
    let start = pass.opening.current();
    let mut boards = vec![start];
    // Plies count discs placed; plies[k]: how the boards k + 1 plies after
    // the opening were reached.
    let first = 60 - start.empty().count() as usize;
    // The last ply where a record of AIM moves can stand with the target
    // to move, without passes: 60 - AIM for white (odd), one earlier for
    // black (even).
    let last_ply = 60 - AIM as usize - (pass.target == Color::Black) as usize;
    let tail_ply = last_ply - TAIL_PLIES;
    if first >= tail_ply {
        roots.boards = vec![(start, None)];
    }
    let mut plies: Vec<Vec<Step>> = Vec::new();
    for ply in first + 1..=LAST_PLY {
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
                let noise = u64::from(pass.rng.next_u32());
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
            break;
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
                    moves: [pass.opening.moves(), &line(&plies, step)].concat(),
                    seconds_to_best: pass.deadline.now() - pass.started,
                    width: pass.width,
                    passes: pass.passes,
                };
                improved(&found);
                *best = Some(found);
            }
        }
        if ply == tail_ply {
            let mut kept: Vec<&Candidate> = next.iter().collect();
            kept.sort_unstable_by_key(|c| std::cmp::Reverse(c.worth));
            roots.boards = kept.iter().map(|c| (c.board, Some(c.step))).collect();
        }
        boards = next.iter().map(|c| c.board).collect();
        plies.push(next.into_iter().map(|c| c.step).collect());
    }
    // The tails need only the plies above their roots.
    plies.truncate((tail_ply - 1).saturating_sub(first));
    roots.plies = plies;
    true
}

/// Searches for positions with `target` to move (either colour when
/// `None`) until the deadline or until `stop_at` moves are reached, among
/// the games that begin with `opening` (a game from the 8x8 start; empty
/// to search them all). `improved` sees every new best as it is found.
/// `None` when no position with the target to move was reached in time
/// (or none follows the opening).
pub fn search(
    opening: &Game,
    deadline: &Deadline,
    target: Option<Color>,
    stop_at: Option<u32>,
    progress: &mut dyn Progress,
    improved: &mut dyn FnMut(&ReachableResult),
) -> Option<ReachableResult> {
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
                opening,
                width,
                target,
                // Reweigh only once the width stops growing.
                weight: MOVE_WEIGHTS[round % MOVE_WEIGHTS.len()],
                rng: seeded(passes as u64 + 1),
                deadline,
                started,
                passes,
            };
            let mut roots = Roots {
                boards: Vec::new(),
                plies: Vec::new(),
            };
            if !beam(&mut pass, &mut best, &mut roots, improved)
                || !tails(&pass, &roots, &mut best, progress, improved)
            {
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
    let mut result = best?;
    result.width = completed.max(result.width);
    result.passes = passes;
    Some(result)
}
