//! Learned weights: per game phase (a band of empty-square counts), one
//! table per pattern and a few global features, in 1/32 of a disc; read
//! from and written to a compact file (little-endian i16, one value per
//! canonical pattern reading, so symmetric readings are stored once).

use super::patterns::{patterns, Pattern};
use crate::board::moves::legal_moves;
use crate::board::{dilate, images_of_both};
use crate::board::{Board, Size};

/// Weights are stored in this fraction of a disc.
pub const SCALE: i32 = 32;
/// Pattern weights are fitted to multiples of this many units (1/16 of a
/// disc): the page receives them gzipped, and the finer step cost 12% more
/// bytes for no measured accuracy (BENCHMARKS.md, "Learned evaluation").
const TABLE_STEP: f32 = 2.0;
/// The global features: a constant, mobility, potential mobility and
/// parity (each for the mover against the opponent).
pub const GLOBALS: usize = 4;

const MAGIC: &[u8; 4] = b"BLEV";
const VERSION: u8 = 1;
const HEADER: usize = 8;

/// Why bytes are not a weights file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WeightsError {
    #[error("the weights file does not start with BLEV version {VERSION}")]
    Header,
    #[error("the weights file names board size {0}, which has no patterns")]
    Size(u8),
    #[error("the weights file has {found} bytes where its header needs {needs}")]
    Length { found: usize, needs: usize },
    #[error("the weights file has a phase width of 0 or no phase")]
    Phases,
}

/// The weights of one board size, tables expanded for fast lookup.
#[derive(Clone, Debug)]
pub struct Weights {
    size: Size,
    patterns: Vec<Pattern>,
    phase_width: u32,
    /// Per phase: every pattern's full table, one after the other.
    tables: Vec<Vec<i16>>,
    globals: Vec<[i16; GLOBALS]>,
    /// Start of each pattern's table within a phase's tables.
    offsets: Vec<usize>,
}

/// The global features of a position, mover first.
#[inline]
pub fn global_features(player: u64, opponent: u64, mask: u64) -> [i32; GLOBALS] {
    let empty = mask & !(player | opponent);
    let mobility = legal_moves(player, opponent, empty).count_ones() as i32
        - legal_moves(opponent, player, empty).count_ones() as i32;
    let potential = (dilate(opponent) & empty).count_ones() as i32
        - (dilate(player) & empty).count_ones() as i32;
    [1, mobility, potential, (empty.count_ones() & 1) as i32]
}

/// The phases of a size: bands of `width` empties from 0 to the 4 centre
/// squares' complement (no position has more empties).
pub fn phase_count(size: Size, width: u32) -> usize {
    (size.square_count() - 4) / width as usize + 1
}

/// Start of each pattern's table in a phase's concatenated tables, and the total.
fn table_offsets(patterns: &[Pattern]) -> (Vec<usize>, usize) {
    let mut offsets = Vec::with_capacity(patterns.len());
    let mut total = 0;
    for pattern in patterns {
        offsets.push(total);
        total += pattern.values();
    }
    (offsets, total)
}

impl Weights {
    /// All-zero weights (the start of training).
    pub fn zero(size: Size, phase_width: u32) -> Weights {
        let patterns = patterns(size);
        let (offsets, total) = table_offsets(&patterns);
        let phases = phase_count(size, phase_width);
        Weights {
            size,
            patterns,
            phase_width,
            tables: vec![vec![0; total]; phases],
            globals: vec![[0; GLOBALS]; phases],
            offsets,
        }
    }

    pub fn size(&self) -> Size {
        self.size
    }

    pub fn patterns(&self) -> &[Pattern] {
        &self.patterns
    }

    pub fn phase_width(&self) -> u32 {
        self.phase_width
    }

    pub fn offsets(&self) -> &[usize] {
        &self.offsets
    }

    /// The phase of a position with `empties` empty squares (a set-up
    /// board emptier than any game's counts as the start's phase).
    #[inline]
    pub fn phase(&self, empties: u32) -> usize {
        ((empties / self.phase_width) as usize).min(self.tables.len() - 1)
    }

    /// Sets a phase's weights from trained values (in discs), rounded to
    /// the stored precision (the pattern weights to `TABLE_STEP`); `tables`
    /// holds one value per full index.
    pub fn set_phase(&mut self, phase: usize, tables: &[f32], globals: &[f32; GLOBALS]) {
        let quantize = |value: f32, step: f32| {
            ((value * SCALE as f32 / step).round() * step).clamp(-32767.0, 32767.0) as i16
        };
        for (slot, &value) in self.tables[phase].iter_mut().zip(tables) {
            *slot = quantize(value, TABLE_STEP);
        }
        self.globals[phase] = globals.map(|value| quantize(value, 1.0));
    }

    /// The number of phases.
    pub fn phases(&self) -> usize {
        self.tables.len()
    }

    /// The sum of the weights for a position, in 1/`SCALE` discs, for the
    /// side to move.
    #[inline]
    pub fn raw(&self, player: u64, opponent: u64) -> i32 {
        let mask = self.size.mask().0;
        let empties = (mask & !(player | opponent)).count_ones();
        let phase = self.phase(empties);
        let table = &self.tables[phase];
        let mut sum = 0i32;
        let (mine, theirs) = images_of_both(player, opponent, self.size);
        for (pattern, &offset) in self.patterns.iter().zip(&self.offsets) {
            let table = &table[offset..offset + pattern.values()];
            sum += pattern.sum_in_views(table, &mine, &theirs);
        }
        let features = global_features(player, opponent, mask);
        for (weight, feature) in self.globals[phase].iter().zip(features) {
            sum += i32::from(*weight) * feature;
        }
        sum
    }

    /// The expected final margin for the side to move, in hundredths of
    /// a disc.
    #[inline]
    pub fn evaluate(&self, board: &Board) -> i32 {
        (self.raw(board.player().0, board.opponent().0) * 100).div_euclid(SCALE)
    }

    /// The file: header, then per phase the globals and each pattern's
    /// weights at its canonical readings, in index order.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::new();
        bytes.extend_from_slice(MAGIC);
        bytes.extend_from_slice(&[
            VERSION,
            self.size.side(),
            self.phase_width as u8,
            self.tables.len() as u8,
        ]);
        for (table, globals) in self.tables.iter().zip(&self.globals) {
            for weight in globals {
                bytes.extend_from_slice(&weight.to_le_bytes());
            }
            for (pattern, &offset) in self.patterns.iter().zip(&self.offsets) {
                for (index, &canonical) in pattern.canonical.iter().enumerate() {
                    if canonical as usize == index {
                        bytes.extend_from_slice(&table[offset + index].to_le_bytes());
                    }
                }
            }
        }
        bytes
    }

    pub fn from_bytes(bytes: &[u8]) -> Result<Weights, WeightsError> {
        if bytes.len() < HEADER || &bytes[..4] != MAGIC || bytes[4] != VERSION {
            return Err(WeightsError::Header);
        }
        let size = Size::try_from(bytes[5])
            .ok()
            .filter(|&size| size != Size::Four)
            .ok_or(WeightsError::Size(bytes[5]))?;
        let (width, phases) = (u32::from(bytes[6]), usize::from(bytes[7]));
        if width == 0 || phases == 0 || phases != phase_count(size, width) {
            return Err(WeightsError::Phases);
        }
        let mut weights = Weights::zero(size, width);
        let stored: usize = weights
            .patterns
            .iter()
            .map(|pattern| {
                pattern
                    .canonical
                    .iter()
                    .enumerate()
                    .filter(|&(index, &canonical)| canonical as usize == index)
                    .count()
            })
            .sum();
        let needs = HEADER + phases * 2 * (GLOBALS + stored);
        if bytes.len() != needs {
            return Err(WeightsError::Length {
                found: bytes.len(),
                needs,
            });
        }
        let mut values = bytes[HEADER..]
            .chunks_exact(2)
            .map(|pair| i16::from_le_bytes([pair[0], pair[1]]));
        let mut next = || values.next().expect("length checked");
        for phase in 0..phases {
            weights.globals[phase] = std::array::from_fn(|_| next());
            let table = &mut weights.tables[phase];
            for (pattern, &offset) in weights.patterns.iter().zip(&weights.offsets) {
                for (index, &canonical) in pattern.canonical.iter().enumerate() {
                    table[offset + index] = if canonical as usize == index {
                        next()
                    } else {
                        // Canonical readings are the least index: already read.
                        table[offset + canonical as usize]
                    };
                }
            }
        }
        Ok(weights)
    }
}
