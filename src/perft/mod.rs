//! Perft: the number of leaves of the game tree to a fixed depth, the
//! standard test of a move generator. A pass uses a ply; a game that ends
//! before the depth is one leaf. `report` is what the faces print.

pub mod report;

use crate::board::{position_hash, Bitboard, Board};
use crate::progress::Progress;

/// Plain recursive perft, counting the last ply in bulk. The reference the
/// cached version is tested against.
pub fn perft(board: &Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = board.legal_moves();
    if moves.is_empty() {
        return if board.opponent_moves().is_empty() {
            1
        } else {
            perft(&board.pass(), depth - 1)
        };
    }
    if depth == 1 {
        return moves.count() as u64;
    }
    moves
        .map(|square| perft(&board.play_unchecked(square), depth - 1))
        .sum()
}

/// One slot of the perft cache: a position, a depth and its leaf count.
#[derive(Clone, Copy, Default)]
struct Slot {
    player: u64,
    opponent: u64,
    /// Depth in the top byte, leaf count below; zero marks an empty slot.
    depth_and_leaves: u64,
}

/// A fixed-size table of subtree counts: transpositions are counted once.
/// Positions with the same discs relative to the mover have the same tree
/// whichever colour moves, so the mover-relative discs are the key.
pub struct PerftCache {
    slots: Vec<Slot>,
}

const LEAF_BITS: u32 = 56;

impl PerftCache {
    /// A table of 2^`bits` slots of 24 bytes.
    pub fn new(bits: u32) -> PerftCache {
        PerftCache {
            slots: vec![Slot::default(); 1 << bits],
        }
    }

    fn index(&self, board: &Board) -> usize {
        let key = position_hash(board.player().0, board.opponent().0);
        let bits = self.slots.len().trailing_zeros();
        (key >> (64 - bits)) as usize
    }

    fn get(&self, board: &Board, depth: u32) -> Option<u64> {
        let slot = &self.slots[self.index(board)];
        (slot.player == board.player().0
            && slot.opponent == board.opponent().0
            && slot.depth_and_leaves >> LEAF_BITS == depth as u64)
            .then_some(slot.depth_and_leaves & ((1 << LEAF_BITS) - 1))
    }

    fn put(&mut self, board: &Board, depth: u32, leaves: u64) {
        if leaves >> LEAF_BITS != 0 {
            return; // too large to store; never happens below depth 20
        }
        let index = self.index(board);
        self.slots[index] = Slot {
            player: board.player().0,
            opponent: board.opponent().0,
            depth_and_leaves: (depth as u64) << LEAF_BITS | leaves,
        };
    }
}

/// Perft with a transposition cache. Progress counts subtrees: the top of
/// the tree is split into a few hundred of them so that it moves in small
/// steps.
pub fn perft_cached(
    board: &Board,
    depth: u32,
    cache: &mut PerftCache,
    progress: &mut dyn Progress,
) -> u64 {
    let mut leaves = 0;
    let mut frontier = vec![*board];
    let mut remaining = depth;
    while remaining > 3 && frontier.len() < 256 {
        let mut next = Vec::new();
        for node in &frontier {
            let moves = node.legal_moves();
            if !moves.is_empty() {
                next.extend(moves.map(|square| node.play_unchecked(square)));
            } else if !node.opponent_moves().is_empty() {
                next.push(node.pass());
            } else {
                leaves += 1; // the game ended before the depth: one leaf
            }
        }
        frontier = next;
        remaining -= 1;
    }
    let total = frontier.len() as u64;
    progress.update(0, total);
    for (done, node) in frontier.iter().enumerate() {
        leaves += perft_cached_node(node, remaining, cache);
        progress.update(done as u64 + 1, total);
    }
    leaves
}

fn perft_cached_node(board: &Board, depth: u32, cache: &mut PerftCache) -> u64 {
    if depth <= 2 {
        // The last two plies at once, where there is a move to count from.
        let moves = board.legal_moves();
        return if depth == 2 && !moves.is_empty() {
            board.replies_counted(moves)
        } else {
            perft(board, depth)
        };
    }
    // A deep count reports only between root moves, minutes apart.
    crate::progress::beat();
    // Symmetric positions have equal counts: key the cache by the canonical
    // image so that they share one slot.
    let key = board.canonical().0;
    if let Some(leaves) = cache.get(&key, depth) {
        return leaves;
    }
    let moves: Bitboard = board.legal_moves();
    let leaves = if moves.is_empty() {
        if board.opponent_moves().is_empty() {
            1
        } else {
            perft_cached_node(&board.pass(), depth - 1, cache)
        }
    } else {
        moves
            .map(|square| perft_cached_node(&board.play_unchecked(square), depth - 1, cache))
            .sum()
    };
    cache.put(&key, depth, leaves);
    leaves
}
