//! The strong player's transposition table: a fixed number of slots, one
//! position each, so its memory is known in advance (2^bits x 24 bytes).
//! Threads share one table without locks, as the solver's do: a slot is
//! three relaxed atomic words whose key words are stored xor-ed with the
//! data word, so a slot torn by two writers fails the key check instead of
//! answering for another position.

use crate::board::{position_hash, Board, Square};
use std::sync::atomic::{AtomicU64, AtomicU8, Ordering::Relaxed};

/// What a stored score says about the true score.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    /// The true score is at least this (the search failed high).
    Lower,
    /// The true score is at most this (every move failed low).
    Upper,
    Exact,
}

#[derive(Default)]
struct Slot {
    player: AtomicU64,
    opponent: AtomicU64,
    data: AtomicU64,
}

/// A stored result for a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    pub score: i32,
    pub depth: u32,
    pub bound: Bound,
    pub best: Option<Square>,
}

/// Data word: score (16 bits), depth, bound, best move + 1 (0: none),
/// generation, one byte each; bit 63 set so that no stored word is 0.
fn pack(entry: Entry, generation: u8) -> u64 {
    let bound = match entry.bound {
        Bound::Lower => 0u64,
        Bound::Upper => 1,
        Bound::Exact => 2,
    };
    let score = entry.score.clamp(i16::MIN.into(), i16::MAX.into()) as i16 as u16 as u64;
    let best = entry.best.map_or(0, |square| u64::from(square.index()) + 1);
    score
        | u64::from(entry.depth.clamp(1, 255) as u8) << 16
        | bound << 24
        | best << 32
        | u64::from(generation) << 40
        | 1 << 63
}

fn unpack(data: u64) -> Entry {
    Entry {
        score: i32::from(data as u16 as i16),
        depth: u32::from((data >> 16) as u8),
        bound: match (data >> 24) as u8 {
            0 => Bound::Lower,
            1 => Bound::Upper,
            _ => Bound::Exact,
        },
        best: match (data >> 32) as u8 {
            0 => None,
            index => Some(Square::from_index(index - 1)),
        },
    }
}

fn generation_of(data: u64) -> u8 {
    (data >> 40) as u8
}

pub struct Table {
    slots: Box<[Slot]>,
    shift: u32,
    generation: AtomicU8,
}

impl Table {
    pub fn new(bits: u32) -> Table {
        Table {
            slots: (0..1usize << bits).map(|_| Slot::default()).collect(),
            shift: 64 - bits,
            generation: AtomicU8::new(0),
        }
    }

    /// Empties every slot.
    pub fn clear(&mut self) {
        for slot in self.slots.iter_mut() {
            *slot = Slot::default();
        }
        *self.generation.get_mut() = 0;
    }

    /// Marks entries stored so far as old, so new ones replace them first.
    pub fn next_generation(&self) {
        self.generation.fetch_add(1, Relaxed);
    }

    fn slot(&self, board: &Board) -> &Slot {
        &self.slots[(position_hash(board.player().0, board.opponent().0) >> self.shift) as usize]
    }

    pub fn probe(&self, board: &Board) -> Option<Entry> {
        let slot = self.slot(board);
        let data = slot.data.load(Relaxed);
        (data != 0
            && slot.player.load(Relaxed) ^ data == board.player().0
            && slot.opponent.load(Relaxed) ^ data == board.opponent().0)
            .then(|| unpack(data))
    }

    /// Stores a result unless the slot holds a deeper one from this search.
    pub fn store(&self, board: &Board, entry: Entry) {
        let generation = self.generation.load(Relaxed);
        let slot = self.slot(board);
        let held = slot.data.load(Relaxed);
        if held != 0 && generation_of(held) == generation && unpack(held).depth > entry.depth {
            return;
        }
        let data = pack(entry, generation);
        slot.player.store(board.player().0 ^ data, Relaxed);
        slot.opponent.store(board.opponent().0 ^ data, Relaxed);
        slot.data.store(data, Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_comes_back_as_stored_and_only_for_its_position() {
        let table = Table::new(6);
        let board = Board::start(crate::board::Size::Eight);
        for entry in [
            Entry {
                score: -1234,
                depth: 9,
                bound: Bound::Lower,
                best: Some(Square::from_index(37)),
            },
            Entry {
                score: 30_000,
                depth: 60,
                bound: Bound::Exact,
                best: None,
            },
            Entry {
                score: -30_000,
                depth: 1,
                bound: Bound::Upper,
                best: Some(Square::from_index(0)),
            },
        ] {
            table.next_generation();
            table.store(&board, entry);
            assert_eq!(table.probe(&board), Some(entry));
        }
        assert_eq!(table.probe(&board.pass()), None);
    }

    #[test]
    fn a_shallower_result_of_the_same_search_does_not_replace_a_deeper_one() {
        let table = Table::new(6);
        let board = Board::start(crate::board::Size::Eight);
        let deep = Entry {
            score: 5,
            depth: 8,
            bound: Bound::Exact,
            best: None,
        };
        table.store(&board, deep);
        table.store(&board, Entry { depth: 3, ..deep });
        assert_eq!(table.probe(&board), Some(deep));
        table.next_generation();
        table.store(&board, Entry { depth: 3, ..deep });
        assert_eq!(table.probe(&board).map(|entry| entry.depth), Some(3));
    }
}
