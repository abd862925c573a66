//! The last moves of a line, found backward from the target by taking
//! moves back ([`super::retro`]), for the forward search to meet.
//!
//! Backward is the strong direction near the target: a move taken back
//! must leave exactly the target's colours after its flips, and every
//! predecessor must pass the necessary conditions, so the positions a few
//! moves before a record position number in the hundreds or thousands,
//! where a forward search has to guess colours that flip again later. Each
//! level holds the distinct positions one more move back; the levels stop
//! growing before the last one would pass a size limit, and the forward
//! depth-first search then only has to reach a position of the last level
//! (the frontier). Moves are never taken back through a pass, so the
//! frontier holds every position from which a line without a pass leads
//! to the target, not every one from which some line does.

use super::conditions::check;
use super::retro::predecessors;
use super::Deadline;
use crate::board::{Board, Square};
use crate::game::with_forced_pass;
use crate::progress::Progress;
use std::collections::{HashMap, HashSet};

/// One level back: distinct positions, each with the index of the position
/// its move leads to in the level before and that move.
#[derive(Default)]
struct Level {
    boards: Vec<Board>,
    links: Vec<(u32, Square)>,
}

/// Positions between clock readings and progress reports.
const CHECK_EVERY: u64 = 4096;

/// The positions some moves before the target that lead to it without a
/// pass, with those moves.
pub struct Frontier {
    levels: Vec<Level>,
    /// The disc count of the last level's positions.
    discs: u32,
    /// The last level's positions (forced passes made) and their indices.
    at: HashMap<Board, u32>,
}

impl Frontier {
    /// The disc count of the frontier's positions.
    pub fn discs(&self) -> u32 {
        self.discs
    }

    /// The moves from `board` to the target, if `board` is on the frontier.
    pub fn line_from(&self, board: &Board) -> Option<Vec<Square>> {
        let mut index = *self.at.get(board)? as usize;
        let mut line = Vec::new();
        for level in self.levels[1..].iter().rev() {
            let (next, square) = level.links[index];
            line.push(square);
            index = next as usize;
        }
        Some(line)
    }

    /// No position leads to the target by a move: every line to it, if
    /// any, ends with a pass.
    pub fn is_empty(&self) -> bool {
        self.at.is_empty()
    }
}

/// Takes moves back from `target` level by level while the next level
/// stays within `max_level` positions, the disc count above four and the
/// deadline not passed. The target's own level counts as the first.
pub fn frontier(
    target: &Board,
    max_level: usize,
    deadline: &Deadline,
    progress: &mut dyn Progress,
    nodes: &mut u64,
) -> Frontier {
    let mut levels = vec![Level {
        boards: vec![*target],
        links: Vec::new(),
    }];
    // Each level back has one disc fewer.
    let mut discs = (target.player() | target.opponent()).count();
    let mut out_of_time = false;
    loop {
        let last = levels.last().expect("the target's level");
        if discs <= 4 || last.boards.is_empty() || out_of_time {
            break;
        }
        let mut next = Level::default();
        let mut seen: HashSet<Board> = HashSet::new();
        for (index, board) in last.boards.iter().enumerate() {
            *nodes += 1;
            if nodes.is_multiple_of(CHECK_EVERY) {
                progress.update(*nodes, 0);
                out_of_time = deadline.passed();
            }
            for (before, square) in predecessors(board) {
                if seen.contains(&before) || !check(&before).is_empty() {
                    continue;
                }
                seen.insert(before);
                next.boards.push(before);
                next.links.push((index as u32, square));
            }
            if next.boards.len() > max_level || out_of_time {
                break;
            }
        }
        if next.boards.len() > max_level || out_of_time {
            break;
        }
        levels.push(next);
        discs -= 1;
    }
    let at = levels
        .last()
        .expect("the target's level")
        .boards
        .iter()
        .enumerate()
        .map(|(index, board)| (with_forced_pass(*board), index as u32))
        .collect();
    Frontier { levels, discs, at }
}
