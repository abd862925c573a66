//! The strong player's search on several threads (native only): young
//! brothers wait, on rayon, as the exact solver's `solve/parallel.rs`. In
//! the first `SPLIT_PLIES` plies below the root a node searches its first
//! (eldest) move alone, which sets the window, then tests its other moves
//! at once with null windows, each on a walk of its own sharing the
//! lockless table; the moves whose test beats the window are searched
//! again in order. Deeper, the sequential walk runs. A test under way is
//! not stopped by a cut-off, but no new one starts after it.

use super::tree::{Entered, Search, Shared, INFINITY};
use crate::board::Board;
use rayon::prelude::*;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering::Relaxed};
use std::sync::OnceLock;

/// Plies below the root where nodes split: enough nodes to keep a few
/// threads busy, few enough that each share is worth a thread.
const SPLIT_PLIES: u32 = 4;
/// Nodes this close to the leaves are searched by one thread: sharing
/// them out costs more than they take.
const MIN_SPLIT_DEPTH: u32 = 4;

/// The negamax score of `board`, `ply` plies below the root, to `depth`
/// plies within (alpha, beta), fail-soft, on the threads of the current
/// rayon pool; `None` when the limits ran out.
pub(crate) fn pvs(
    shared: &Shared,
    board: &Board,
    depth: u32,
    alpha: i32,
    beta: i32,
    ply: u32,
) -> Option<i32> {
    let mut search = Search::new(shared);
    if ply >= SPLIT_PLIES || depth < MIN_SPLIT_DEPTH || rayon::current_num_threads() == 1 {
        return search.pvs(board, depth, alpha, beta);
    }
    if shared.must_give_up() {
        return None;
    }
    let mut node = match search.enter(board, depth, alpha, beta)? {
        Entered::Done(score) => return Some(score),
        Entered::Pass => return Some(-pvs(shared, &board.pass(), depth, -beta, -alpha, ply)?),
        Entered::Node(node) => node,
    };
    let squares: Vec<_> = (0..node.list.len).map(|index| node.square(index)).collect();
    let child = |index: usize| board.play_unchecked(squares[index]);
    let mut best = -pvs(
        shared,
        &child(0),
        depth - 1,
        -node.beta,
        -node.alpha,
        ply + 1,
    )?;
    let mut best_move = Some(node.square(0));
    node.alpha = node.alpha.max(best);
    let count = node.list.len;
    if best >= node.beta || count == 1 {
        search.leave(board, depth, &node, best, best_move);
        return Some(best);
    }
    // The young brothers are handed out in order, one at a time, to as
    // many workers as there are threads.
    let tested_at = node.alpha;
    let next = AtomicUsize::new(1);
    let refuted = AtomicBool::new(false);
    let tests: Vec<OnceLock<Option<i32>>> = (0..count).map(|_| OnceLock::new()).collect();
    let workers = rayon::current_num_threads().min(count - 1);
    (0..workers).into_par_iter().for_each(|_| {
        while !refuted.load(Relaxed) {
            let index = next.fetch_add(1, Relaxed);
            if index >= count {
                break;
            }
            let test = pvs(
                shared,
                &child(index),
                depth - 1,
                -tested_at - 1,
                -tested_at,
                ply + 1,
            )
            .map(|score| -score);
            match test {
                Some(score) if score >= node.beta => refuted.store(true, Relaxed),
                None => refuted.store(true, Relaxed),
                Some(_) => {}
            }
            let _ = tests[index].set(test);
        }
    });
    // In order: each test read (or made now, if a cut-off came first), and
    // a move that may beat the window searched in full.
    for index in 1..count {
        let square = squares[index];
        let next = child(index);
        let tested = match tests[index].get() {
            Some(test) => Some((*test)?),
            None => None,
        };
        // A move not tested yet is tested now; one whose test beat
        // `tested_at` beats the window only if it also beats the alpha
        // raised since: tested again at that alpha first.
        let mut score = match tested {
            Some(score) if score <= tested_at || score > node.alpha || node.alpha <= tested_at => {
                score
            }
            _ => -pvs(
                shared,
                &next,
                depth - 1,
                -node.alpha - 1,
                -node.alpha,
                ply + 1,
            )?,
        };
        if score > node.alpha && score < node.beta {
            score = -pvs(shared, &next, depth - 1, -node.beta, -node.alpha, ply + 1)?;
        }
        if score > best {
            best = score;
            best_move = Some(square);
            if score > node.alpha {
                node.alpha = score;
                if node.alpha >= node.beta {
                    break;
                }
            }
        }
    }
    debug_assert!(best > -INFINITY);
    search.leave(board, depth, &node, best, best_move);
    Some(best)
}
