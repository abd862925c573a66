//! The strong solution by retrograde analysis, level by level.
//!
//! Storage: one byte per position class. A position is stored under its
//! large-piece arrangement reduced by the board's symmetries (the seed's
//! 1423 arrangements fall into 219 classes), times every medium and small
//! arrangement: 219 x 1423^2 = 443,459,451 entries instead of 1423^3. When the
//! large arrangement is itself symmetric, the symmetries that fix it pick the
//! least medium and small ranks, so every position has exactly one entry; the
//! other entries of such classes are marked as duplicates and skipped.
//!
//! A byte holds `distance + 1` once the position is decided (even distances
//! are losses for the side to move, odd ones wins), 0 while undecided (draws
//! stay 0), and two markers. Level `k` decides, among undecided positions,
//! the wins in `k` (odd `k`: a successor is a loss, necessarily in `k - 1`)
//! or the losses in `k` (even `k`: every successor is a decided win). Entries
//! written during a level are never what that level looks for, so threads
//! can share the table without ordering; the first level that decides
//! nothing ends the analysis. See docs/gobblet.md for why forward sweeps
//! rather than predecessor generation.

use super::board::{Move, Owner, Position, Size, Status, Variant};
use super::index::Arrangements;
use super::symmetry::Symmetry;
use crate::progress::Progress;
use serde::Serialize;
use std::io::{self, Write};
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicU8, Ordering::Relaxed};

const UNDECIDED: u8 = 0;
/// The entry repeats another entry's position (see the module doc).
const DUPLICATE: u8 = 0xFE;
/// The mover already shows a line: not a position of any game.
const MOVER_HAS_LINE: u8 = 0xFF;
/// Largest storable distance.
const MAX_DISTANCE: u32 = 0xFC;

/// The game-theoretic value of a position for the side to move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
#[serde(tag = "value", content = "distance", rename_all = "lowercase")]
pub enum Value {
    /// Wins in `distance` plies against the longest defence.
    Win(u32),
    /// Loses in `distance` plies against the fastest attack.
    Loss(u32),
    /// Neither side can force a win: a repetition ends the game.
    Draw,
    /// The mover already shows a line: no game reaches it.
    Unreachable,
}

impl Value {
    fn from_byte(byte: u8) -> Value {
        match byte {
            UNDECIDED => Value::Draw,
            MOVER_HAS_LINE => Value::Unreachable,
            _ if !byte.is_multiple_of(2) => Value::Loss(byte as u32 - 1),
            _ => Value::Win(byte as u32 - 1),
        }
    }

    /// The value of the position before a move that leads to a position of
    /// value `self`.
    pub fn before(self) -> Value {
        match self {
            Value::Win(distance) => Value::Loss(distance + 1),
            Value::Loss(distance) => Value::Win(distance + 1),
            other => other,
        }
    }

    /// Orders values from the mover's point of view: faster wins first, then
    /// draws, then slower losses.
    pub fn preference(self) -> i64 {
        match self {
            Value::Win(distance) => 1_000 - distance as i64,
            Value::Draw => 0,
            Value::Loss(distance) => -1_000 + distance as i64,
            Value::Unreachable => i64::MIN,
        }
    }
}

impl std::fmt::Display for Value {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Value::Win(distance) => write!(f, "win {distance}"),
            Value::Loss(distance) => write!(f, "loss {distance}"),
            Value::Draw => write!(f, "draw"),
            Value::Unreachable => write!(f, "unreachable"),
        }
    }
}

#[inline]
fn is_loss(byte: u8) -> bool {
    byte != UNDECIDED && byte < DUPLICATE && !byte.is_multiple_of(2)
}

#[inline]
fn is_win(byte: u8) -> bool {
    byte != UNDECIDED && byte < DUPLICATE && byte.is_multiple_of(2)
}

/// Where each position is stored (see the module doc).
#[derive(Clone, Debug)]
pub struct Layout {
    variant: Variant,
    arrangements: Arrangements,
    /// Per large arrangement rank: its class and the symmetries taking it to
    /// the class representative (a bit per symmetry).
    large: Vec<(u16, u8)>,
    /// Per class: the representative large arrangement.
    representatives: Vec<u32>,
    /// Per class: the symmetries fixing the representative.
    stabilizers: Vec<u8>,
}

impl Layout {
    pub fn new(variant: Variant) -> Layout {
        let arrangements = Arrangements::new(variant);
        let mut representatives: Vec<u32> = Vec::new();
        let mut stabilizers = Vec::new();
        let mut large = Vec::with_capacity(arrangements.len());
        let mut class_of_rank = vec![u16::MAX; arrangements.len()];
        for rank in 0..arrangements.len() {
            let arrangement = arrangements.unrank(rank);
            let images =
                Symmetry::ALL.map(|symmetry| arrangements.rank(symmetry.arrangement(arrangement)));
            let least = *images.iter().min().expect("eight images");
            let towards: u8 = (0..8)
                .filter(|&s| images[s] == least)
                .map(|s| 1u8 << s)
                .sum();
            if least == rank {
                class_of_rank[rank] = representatives.len() as u16;
                representatives.push(arrangement);
                stabilizers.push(towards);
            }
            // The least image has a smaller or equal rank, so its class exists.
            large.push((class_of_rank[least], towards));
        }
        Layout {
            variant,
            arrangements,
            large,
            representatives,
            stabilizers,
        }
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    pub fn arrangements(&self) -> &Arrangements {
        &self.arrangements
    }

    /// How many large-arrangement classes there are (219 in the real game).
    pub fn classes(&self) -> usize {
        self.representatives.len()
    }

    /// Entries in the table.
    pub fn len(&self) -> usize {
        self.classes() * self.block()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Entries per large class: every medium and small arrangement.
    fn block(&self) -> usize {
        self.arrangements.len() * self.arrangements.len()
    }

    /// The entry of a position (the same for all its symmetric images).
    #[inline]
    pub fn index(&self, position: Position) -> usize {
        let a = self.arrangements.len();
        let (class, towards) =
            self.large[self.arrangements.rank(position.arrangement(Size::Large))];
        let medium = position.arrangement(Size::Medium);
        let small = position.arrangement(Size::Small);
        let within = |symmetry: Symmetry| {
            self.arrangements.rank(symmetry.arrangement(medium)) * a
                + self.arrangements.rank(symmetry.arrangement(small))
        };
        let least = if towards & (towards - 1) == 0 {
            within(Symmetry::ALL[towards.trailing_zeros() as usize])
        } else {
            bits8(towards)
                .map(|s| within(Symmetry::ALL[s]))
                .min()
                .expect("at least one symmetry")
        };
        class as usize * self.block() + least
    }

    /// The position stored in entry `index`.
    #[inline]
    pub fn position(&self, index: usize) -> Position {
        let a = self.arrangements.len();
        let (class, within) = (index / self.block(), index % self.block());
        Position::from_arrangements(
            self.arrangements.unrank(within % a),
            self.arrangements.unrank(within / a),
            self.representatives[class],
        )
    }

    /// How many positions of the seed's space entry `index` stands for: the
    /// size of its orbit under the symmetries (8 over its stabilizer's size).
    fn orbit_size(&self, index: usize) -> u64 {
        let position = self.position(index);
        let stabilizer = self.stabilizers[index / self.block()];
        let fixing = bits8(stabilizer)
            .filter(|&s| {
                let symmetry = Symmetry::ALL[s];
                [Size::Small, Size::Medium].iter().all(|&size| {
                    symmetry.arrangement(position.arrangement(size)) == position.arrangement(size)
                })
            })
            .count() as u64;
        8 / fixing
    }
}

fn bits8(mask: u8) -> impl Iterator<Item = usize> {
    (0..8).filter(move |bit| mask & (1 << bit) != 0)
}

/// Entries handed to one task; a progress report follows every batch.
const CHUNK: usize = 1 << 16;
const CHUNKS_PER_BATCH: usize = 64;

/// Runs `task` over every chunk of `0..len`, in parallel where threads
/// exist, and combines the results; reports `(done, total)` chunks through
/// `report` between batches.
fn over_chunks<T, F, R>(len: usize, task: F, combine: R, report: &mut dyn FnMut(usize, usize)) -> T
where
    T: Send + Default,
    F: Fn(std::ops::Range<usize>) -> T + Sync,
    R: Fn(T, T) -> T + Sync,
{
    let chunks = len.div_ceil(CHUNK);
    let range = |chunk: usize| chunk * CHUNK..((chunk + 1) * CHUNK).min(len);
    let mut total = T::default();
    for batch in (0..chunks).step_by(CHUNKS_PER_BATCH) {
        let batch = batch..(batch + CHUNKS_PER_BATCH).min(chunks);
        let end = batch.end;
        #[cfg(not(target_arch = "wasm32"))]
        let part = {
            use rayon::prelude::*;
            batch
                .into_par_iter()
                .map(|chunk| task(range(chunk)))
                .reduce(T::default, &combine)
        };
        #[cfg(target_arch = "wasm32")]
        let part = batch
            .map(|chunk| task(range(chunk)))
            .fold(T::default(), &combine);
        total = combine(total, part);
        report(end, chunks);
    }
    total
}

/// The solved game: a value for every position of the variant.
pub struct Solution {
    layout: Layout,
    table: Box<[AtomicU8]>,
}

/// Solves `variant` completely. Progress counts passes over the table: one
/// to classify, then one per distance level (the total grows as levels go
/// on, since their number is known only at the end).
pub fn solve(variant: Variant, progress: &mut dyn Progress) -> Solution {
    let layout = Layout::new(variant);
    let table: Box<[AtomicU8]> = (0..layout.len())
        .map(|_| AtomicU8::new(UNDECIDED))
        .collect();
    let mut expected_passes = 32;
    for level in 0.. {
        expected_passes = expected_passes.max(level + 2);
        let mut report = |done: usize, total: usize| {
            progress.update(
                level * 1000 + (done * 1000 / total) as u64,
                expected_passes * 1000,
            )
        };
        let decided = pass(&layout, &table, level as u32, &mut report);
        // Level 0 decides distances 0 and 1 and level 1 only the rare wins
        // by stalemate, so only from level 2 on does an empty level prove
        // that no later one can decide anything.
        if (decided == 0 && level >= 2) || level as u32 >= MAX_DISTANCE {
            break;
        }
    }
    progress.update(1, 1);
    Solution { layout, table }
}

/// Runs level `level` (0: classify every entry) and returns how many
/// entries it decided.
fn pass(
    layout: &Layout,
    table: &[AtomicU8],
    level: u32,
    report: &mut dyn FnMut(usize, usize),
) -> u64 {
    let variant = layout.variant;
    let task = |range: std::ops::Range<usize>| -> u64 {
        let mut decided = 0;
        for index in range {
            let byte = if level == 0 {
                classify(layout, index)
            } else if table[index].load(Relaxed) != UNDECIDED {
                continue;
            } else {
                let position = layout.position(index);
                // Level 1 finds the wins by leaving the opponent without an
                // allowed move (line wins were found by level 0); that needs
                // the opponent's whole reserve on the board.
                if level == 1 && !opponent_reserve_empty(position, variant) {
                    continue;
                }
                decide(layout, table, position, level)
            };
            if byte != UNDECIDED {
                table[index].store(byte, Relaxed);
                decided += u64::from(byte < DUPLICATE);
            }
        }
        decided
    };
    over_chunks(layout.len(), task, |a, b| a + b, report)
}

fn opponent_reserve_empty(position: Position, variant: Variant) -> bool {
    Size::ALL
        .iter()
        .all(|&size| position.reserve(variant, Owner::Opponent, size) == 0)
}

/// Level 0: the byte of entry `index` from the position alone.
fn classify(layout: &Layout, index: usize) -> u8 {
    let position = layout.position(index);
    if layout.stabilizers[index / layout.block()] != 1 && layout.index(position) != index {
        return DUPLICATE;
    }
    match position.status(layout.variant) {
        Status::MoverHasLine => MOVER_HAS_LINE,
        Status::OpponentHasLine | Status::NoAllowedMove => 1,
        Status::Open if position.wins_in_one(layout.variant) => 2,
        Status::Open => UNDECIDED,
    }
}

/// Level `level` >= 1 for one undecided position: its byte, or UNDECIDED.
#[inline]
fn decide(layout: &Layout, table: &[AtomicU8], position: Position, level: u32) -> u8 {
    let byte_of = |next: Position| table[layout.index(next)].load(Relaxed);
    let found = if level % 2 == 1 {
        position
            .for_each_move(layout.variant, |_, next| {
                if is_loss(byte_of(next)) {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            })
            .is_break()
    } else {
        position
            .for_each_move(layout.variant, |_, next| {
                if is_win(byte_of(next)) {
                    ControlFlow::Continue(())
                } else {
                    ControlFlow::Break(())
                }
            })
            .is_continue()
    };
    if found {
        level as u8 + 1
    } else {
        UNDECIDED
    }
}

/// Counts over the seed's index space (every position counted once, not
/// once per symmetry class).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct SeedSpace {
    /// All positions: arrangements per size, cubed.
    pub positions: u64,
    /// The mover already shows a line (the seed's "unreachable").
    pub mover_has_line: u64,
    /// Finished, mover lost: the opponent shows a line.
    pub opponent_has_line: u64,
    /// Finished, mover lost: no allowed move.
    pub no_allowed_move: u64,
    pub wins: u64,
    pub losses: u64,
    pub draws: u64,
    /// `distances[d]`: decided positions whose distance to the end is `d`.
    pub distances: Vec<u64>,
}

impl SeedSpace {
    fn combine(mut self, other: SeedSpace) -> SeedSpace {
        self.positions += other.positions;
        self.mover_has_line += other.mover_has_line;
        self.opponent_has_line += other.opponent_has_line;
        self.no_allowed_move += other.no_allowed_move;
        self.wins += other.wins;
        self.losses += other.losses;
        self.draws += other.draws;
        if self.distances.len() < other.distances.len() {
            self.distances.resize(other.distances.len(), 0);
        }
        for (sum, count) in self.distances.iter_mut().zip(other.distances) {
            *sum += count;
        }
        self
    }

    /// Finished positions (both ways of losing).
    pub fn finished(&self) -> u64 {
        self.opponent_has_line + self.no_allowed_move
    }
}

/// One first move and those symmetric to it, with their common value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveGroup {
    pub moves: Vec<String>,
    #[serde(flatten)]
    pub value: Value,
}

impl Solution {
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    pub fn variant(&self) -> Variant {
        self.layout.variant
    }

    /// The value of any position of the variant.
    pub fn value(&self, position: Position) -> Value {
        Value::from_byte(self.table[self.layout.index(position)].load(Relaxed))
    }

    /// Every allowed move of `position` with its value for the mover,
    /// symmetric moves grouped, best group first.
    pub fn move_values(&self, position: Position) -> Vec<MoveGroup> {
        let mut groups: Vec<(usize, MoveGroup)> = Vec::new();
        if position.status(self.variant()) == Status::Open {
            let _ = position.for_each_move(self.variant(), |mv: Move, next| {
                let key = self.layout.index(next);
                match groups.iter_mut().find(|(other, _)| *other == key) {
                    Some((_, group)) => group.moves.push(mv.to_string()),
                    None => groups.push((
                        key,
                        MoveGroup {
                            moves: vec![mv.to_string()],
                            value: self.value(next).before(),
                        },
                    )),
                }
                ControlFlow::Continue(())
            });
        }
        let mut groups: Vec<MoveGroup> = groups.into_iter().map(|(_, group)| group).collect();
        groups.sort_by_key(|group| std::cmp::Reverse(group.value.preference()));
        groups
    }

    /// The counts over the seed's index space, computed from the table.
    pub fn seed_space(&self, progress: &mut dyn Progress) -> SeedSpace {
        let layout = &self.layout;
        let table = &self.table;
        let task = |range: std::ops::Range<usize>| {
            let mut counts = SeedSpace::default();
            for index in range {
                let byte = table[index].load(Relaxed);
                if byte == DUPLICATE {
                    continue;
                }
                let weight = layout.orbit_size(index);
                counts.positions += weight;
                match Value::from_byte(byte) {
                    Value::Unreachable => counts.mover_has_line += weight,
                    Value::Draw => counts.draws += weight,
                    value @ (Value::Win(distance) | Value::Loss(distance)) => {
                        if matches!(value, Value::Win(_)) {
                            counts.wins += weight;
                        } else {
                            counts.losses += weight;
                        }
                        if distance == 0 {
                            if super::board::has_line(
                                layout.position(index).visible(Owner::Opponent),
                            ) {
                                counts.opponent_has_line += weight;
                            } else {
                                counts.no_allowed_move += weight;
                            }
                        }
                        let distance = distance as usize;
                        if counts.distances.len() <= distance {
                            counts.distances.resize(distance + 1, 0);
                        }
                        counts.distances[distance] += weight;
                    }
                }
            }
            counts
        };
        let mut report = |done: usize, total: usize| progress.update(done as u64, total as u64);
        over_chunks(layout.len(), task, SeedSpace::combine, &mut report)
    }

    /// Writes the table: a text header line, then one byte per entry as
    /// described in the module doc (see docs/gobblet.md for the layout).
    pub fn write_table(&self, out: &mut dyn Write) -> io::Result<()> {
        writeln!(
            out,
            "boardlab gobblet table v1 per_size={} classes={} arrangements={} entries={}",
            self.variant().per_size(),
            self.layout.classes(),
            self.layout.arrangements.len(),
            self.layout.len()
        )?;
        let mut buffer = Vec::with_capacity(CHUNK);
        for chunk in self.table.chunks(CHUNK) {
            buffer.clear();
            buffer.extend(chunk.iter().map(|byte| byte.load(Relaxed)));
            out.write_all(&buffer)?;
        }
        Ok(())
    }
}
