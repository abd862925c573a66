//! The transposition table of the exact solver: a fixed number of slots,
//! each holding a position, bounds on its exact value and the best move
//! found. Threads share one table without locks: a slot is three relaxed
//! atomic words and its key words are stored xor-ed with the data word, so a
//! slot torn by two concurrent writers fails the key check instead of
//! answering for the wrong position (the "lockless hashing" trick).

use crate::board::position_hash;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// What the table knows about a position: `lower <= value <= upper`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Entry {
    pub lower: i32,
    pub upper: i32,
    /// Square index of the best move found, or `NO_MOVE`.
    pub best: u8,
}

pub(crate) const NO_MOVE: u8 = 64;

#[derive(Default)]
struct Slot {
    player: AtomicU64,
    opponent: AtomicU64,
    data: AtomicU64,
}

/// Two slots on one 64-byte cache line: a probe costs at most one miss.
#[derive(Default)]
#[repr(align(64))]
struct Bucket([Slot; 2]);

/// Data word: lower, upper, best, empties, tag, one byte each. The tag
/// (board size and scoring rule) keeps one table valid across solves of
/// different kinds: the same discs mean different things on 4x4 and 6x6.
fn pack(entry: Entry, empties: u32, tag: u8) -> u64 {
    (entry.lower as i8 as u8 as u64)
        | (entry.upper as i8 as u8 as u64) << 8
        | (entry.best as u64) << 16
        | (empties as u64) << 24
        | (tag as u64) << 32
        // Never zero, so that an empty slot cannot match the empty board.
        | 1 << 63
}

fn unpack(data: u64) -> Entry {
    Entry {
        lower: data as u8 as i8 as i32,
        upper: (data >> 8) as u8 as i8 as i32,
        best: (data >> 16) as u8,
    }
}

fn empties_of(data: u64) -> u32 {
    (data >> 24) as u8 as u32
}

pub(crate) struct Table {
    buckets: Box<[Bucket]>,
    /// log2 of the number of buckets.
    bits: u32,
}

/// A table too large for this machine's memory, or beyond the index range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a table of 2^{bits} slots ({bytes} bytes) cannot be allocated")]
pub struct TableTooLarge {
    pub bits: u32,
    pub bytes: u128,
}

impl Table {
    /// 2^`bits` slots (`bits` between 1 and 32) of 32 bytes: 24 of
    /// entry, the rest padding so that a bucket fills one cache line.
    pub fn new(bits: u32) -> Table {
        Table::try_new(bits).unwrap_or_else(|error| panic!("{error}"))
    }

    /// `new`, with an error instead of an abort when the memory is not there
    /// (the size comes from the user on the command line and the page).
    pub fn try_new(bits: u32) -> Result<Table, TableTooLarge> {
        let bits = bits.clamp(1, 32) - 1;
        let too_large = TableTooLarge {
            bits: bits + 1,
            bytes: (1u128 << bits) * std::mem::size_of::<Bucket>() as u128,
        };
        let count = 1usize.checked_shl(bits).ok_or(too_large)?;
        let mut buckets = Vec::new();
        buckets.try_reserve_exact(count).map_err(|_| too_large)?;
        buckets.resize_with(count, Bucket::default);
        Ok(Table {
            buckets: buckets.into_boxed_slice(),
            bits,
        })
    }

    pub fn bytes(&self) -> usize {
        self.buckets.len() * std::mem::size_of::<Bucket>()
    }

    pub fn clear(&mut self) {
        for bucket in self.buckets.iter_mut() {
            *bucket = Bucket::default();
        }
    }

    /// The position's bucket.
    #[inline]
    fn bucket(&self, player: u64, opponent: u64) -> &Bucket {
        let key = position_hash(player, opponent);
        // A 64-bit shift by 64 would overflow: one bucket has index 0.
        &self.buckets[key.checked_shr(64 - self.bits).unwrap_or(0) as usize]
    }

    /// Starts loading the position's bucket into the cache, so that a probe
    /// soon after does not wait for memory.
    #[inline]
    pub fn prefetch(&self, player: u64, opponent: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            let line = self.bucket(player, opponent) as *const Bucket as *const i8;
            // SAFETY: a prefetch is only a hint; it never faults, whatever
            // the address, and the address is a live bucket anyway.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(line) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = (player, opponent);
    }

    #[inline]
    fn matches(slot: &Slot, player: u64, opponent: u64, tag: u8) -> Option<u64> {
        let data = slot.data.load(Relaxed);
        (data != 0
            && slot.player.load(Relaxed) ^ data == player
            && slot.opponent.load(Relaxed) ^ data == opponent
            && (data >> 32) as u8 == tag)
            .then_some(data)
    }

    #[inline]
    pub fn probe(&self, player: u64, opponent: u64, tag: u8) -> Option<Entry> {
        self.bucket(player, opponent)
            .0
            .iter()
            .find_map(|slot| Self::matches(slot, player, opponent, tag))
            .map(unpack)
    }

    /// Stores an entry. The first slot of a bucket keeps the position with
    /// the most empties (the most work to redo), the second the latest.
    #[inline]
    pub fn store(&self, player: u64, opponent: u64, tag: u8, empties: u32, entry: Entry) {
        let [deep, latest] = &self.bucket(player, opponent).0;
        let data = pack(entry, empties, tag);
        let slot = if Self::matches(deep, player, opponent, tag).is_some()
            || empties >= empties_of(deep.data.load(Relaxed))
        {
            deep
        } else {
            latest
        };
        slot.player.store(player ^ data, Relaxed);
        slot.opponent.store(opponent ^ data, Relaxed);
        slot.data.store(data, Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds_bounds_per_tag() {
        let table = Table::new(4);
        let entry = Entry {
            lower: -12,
            upper: 30,
            best: 19,
        };
        table.store(0x1234, 0x8800, 3, 20, entry);
        assert_eq!(table.probe(0x1234, 0x8800, 3), Some(entry));
        assert_eq!(table.probe(0x1234, 0x8800, 4), None);
        assert_eq!(table.probe(0x1235, 0x8800, 3), None);
        assert_eq!(table.probe(0, 0, 0), None);
    }
}
