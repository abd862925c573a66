//! The strong player's transposition table: a fixed number of slots, one
//! position each, so its memory is known in advance (2^bits x 24 bytes).

use crate::board::{position_hash, Board, Square};

/// What a stored score says about the true score.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    /// The true score is at least this (the search failed high).
    Lower,
    /// The true score is at most this (every move failed low).
    Upper,
    Exact,
}

#[derive(Clone, Copy)]
struct Slot {
    player: u64,
    opponent: u64,
    score: i16,
    depth: u8,
    bound: Bound,
    /// Best move's square index + 1; 0 for none.
    best: u8,
    /// The search (move of the game) that stored it.
    generation: u8,
}

const EMPTY_SLOT: Slot = Slot {
    player: 0,
    opponent: 0,
    score: 0,
    depth: 0,
    bound: Bound::Upper,
    best: 0,
    generation: 0,
};

/// A stored result for a position.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub score: i32,
    pub depth: u32,
    pub bound: Bound,
    pub best: Option<Square>,
}

pub struct Table {
    slots: Vec<Slot>,
    shift: u32,
    generation: u8,
}

impl Table {
    pub fn new(bits: u32) -> Table {
        Table {
            slots: vec![EMPTY_SLOT; 1 << bits],
            shift: 64 - bits,
            generation: 0,
        }
    }

    /// Empties every slot.
    pub fn clear(&mut self) {
        self.slots.fill(EMPTY_SLOT);
        self.generation = 0;
    }

    /// Marks entries stored so far as old, so new ones replace them first.
    pub fn next_generation(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    fn index(&self, board: &Board) -> usize {
        (position_hash(board.player().0, board.opponent().0) >> self.shift) as usize
    }

    pub fn probe(&self, board: &Board) -> Option<Entry> {
        let slot = &self.slots[self.index(board)];
        (slot.player == board.player().0 && slot.opponent == board.opponent().0 && slot.depth > 0)
            .then(|| Entry {
                score: i32::from(slot.score),
                depth: u32::from(slot.depth),
                bound: slot.bound,
                best: (slot.best > 0).then(|| Square::from_index(slot.best - 1)),
            })
    }

    /// Stores a result unless the slot holds a deeper one from this search.
    pub fn store(
        &mut self,
        board: &Board,
        depth: u32,
        score: i32,
        bound: Bound,
        best: Option<Square>,
    ) {
        let generation = self.generation;
        let index = self.index(board);
        let slot = &mut self.slots[index];
        if slot.generation == generation && u32::from(slot.depth) > depth {
            return;
        }
        *slot = Slot {
            player: board.player().0,
            opponent: board.opponent().0,
            score: score.clamp(i16::MIN.into(), i16::MAX.into()) as i16,
            depth: depth.clamp(1, 255) as u8,
            bound,
            best: best.map_or(0, |square| square.index() + 1),
            generation,
        };
    }
}
