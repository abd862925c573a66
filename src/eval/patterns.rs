//! The pattern set of the learned evaluation: for each board size, a few
//! shapes of squares (the edge with its two X-squares, the corner 3x3 and
//! 2x5 blocks, the rows and the diagonals), placed everywhere the 8
//! symmetries put them. A shape's placements share one weight table, read
//! through a base-3 index of its squares (0 empty, 1 mover, 2 opponent).
//!
//! A placement that a symmetry maps onto itself (an edge read backwards, a
//! corner block read along the other axis) is kept once; its table then
//! gives the same weight to both readings, through `canonical`. That makes
//! the evaluation exactly symmetric with one lookup per placement.
//!
//! Reading an index square by square (`Pattern::index`) is the plain
//! reference. The evaluation reads each placement instead as the shape's
//! first placement on the board's symmetric image that carries it there,
//! gathering its squares with a few shifts and masks (`Gather`, chosen once
//! per shape, not per placement) and turning the gathered bits into base 3
//! by a table.

use crate::board::{Size, Square, Symmetry};

/// One shape of squares and where it lies on the board.
#[derive(Clone, Debug)]
pub struct Pattern {
    /// Squares per placement (the index has 3^len values).
    pub len: usize,
    /// Each placement's squares, in the order of the index's digits (most
    /// significant first).
    pub placements: Vec<Vec<u8>>,
    /// For every index, the least index of the same reading of the board
    /// under the symmetries that map a placement onto itself.
    pub canonical: Vec<u32>,
    /// For each placement, the position in `Symmetry::ALL` of the image of
    /// the board on which the first placement reads it.
    views: Vec<u8>,
    /// Reads the first placement's squares as bits, digit j as bit j.
    gather: Gather,
    /// `ternary[bits]`: the index of a reading whose digits are 1 where
    /// `bits` has a bit (digit j at bit j) and 0 elsewhere.
    ternary: Vec<u16>,
}

/// How the first placement's squares are read from a bitboard as bits,
/// the j-th square as bit j.
#[derive(Clone, Debug)]
enum Gather {
    /// The j-th square is in column j: multiplying the masked board by
    /// 0x0101... adds its rows, which share no column, into the top byte.
    Columns(u64),
    /// Up to three runs of consecutive squares, each `(shift, mask, to)`:
    /// bits `b >> shift & mask` go to `<< to`; and how many there are.
    Runs([(u32, u64, u32); 3], usize),
}

impl Gather {
    fn new(squares: &[u8]) -> Gather {
        let in_columns = squares
            .iter()
            .enumerate()
            .all(|(j, &square)| usize::from(square % 8) == j);
        if in_columns {
            return Gather::Columns(squares.iter().map(|&square| 1u64 << square).sum());
        }
        let mut runs = [(0, 0, 0); 3];
        let mut count = 0;
        let mut start = 0;
        for j in 1..=squares.len() {
            if j == squares.len() || squares[j] != squares[j - 1] + 1 {
                assert!(count < 3, "a shape of more than three runs of squares");
                let len = (j - start) as u32;
                runs[count] = (u32::from(squares[start]), (1u64 << len) - 1, start as u32);
                count += 1;
                start = j;
            }
        }
        Gather::Runs(runs, count)
    }
}

/// The first `N` runs of a `Gather::Runs` read from `bits`.
#[inline(always)]
fn read_runs<const N: usize>(runs: &[(u32, u64, u32); 3], bits: u64) -> usize {
    runs[..N]
        .iter()
        .map(|&(shift, mask, to)| ((bits >> shift & mask) << to) as usize)
        .sum()
}

/// The shapes of one board size, on (column, row) with 0 the first line.
fn shapes(size: Size) -> Vec<Vec<(u8, u8)>> {
    let n = size.side();
    let last = n - 1;
    let mut shapes = Vec::new();
    // The edge with both X-squares.
    let mut edge: Vec<(u8, u8)> = (0..n).map(|col| (col, 0)).collect();
    edge.extend([(1, 1), (last - 1, 1)]);
    shapes.push(edge);
    // The corner 3x3 block.
    shapes.push((0..9).map(|i| (i % 3, i / 3)).collect());
    // The corner 2xK block along the edge: K = 5 on 8x8, 4 on 6x6.
    let long = n / 2 + 1;
    shapes.push((0..2 * long).map(|i| (i % long, i / long)).collect());
    // Rows 2 to n/2 (the edge is above).
    for row in 1..n / 2 {
        shapes.push((0..n).map(|col| (col, row)).collect());
    }
    // The diagonals of length 4 up to the whole main one.
    for len in 4..=n {
        shapes.push((0..len).map(|i| (i, len - 1 - i)).collect());
    }
    shapes
}

impl Pattern {
    fn new(size: Size, shape: &[(u8, u8)]) -> Pattern {
        let base: Vec<Square> = shape.iter().map(|&(c, r)| Square::new(c, r)).collect();
        let images: Vec<Vec<u8>> = Symmetry::ALL
            .iter()
            .map(|&symmetry| {
                base.iter()
                    .map(|&square| symmetry.square(square, size).index())
                    .collect()
            })
            .collect();
        let mut placements: Vec<Vec<u8>> = Vec::new();
        let mut views: Vec<u8> = Vec::new();
        // Readings of the first placement by the symmetries that fix its
        // set: each a permutation of its digits.
        let mut readings: Vec<Vec<usize>> = Vec::new();
        for (symmetry, image) in Symmetry::ALL.iter().zip(&images) {
            let mut set = image.clone();
            set.sort_unstable();
            let same_set = placements.iter().find(|placement| {
                let mut other = (*placement).clone();
                other.sort_unstable();
                other == set
            });
            match same_set {
                None => {
                    placements.push(image.clone());
                    // Digit j is the board at symmetry(first[j]), the image
                    // by the inverse symmetry at first[j].
                    let inverse = symmetry.inverse();
                    views.push(Symmetry::ALL.iter().position(|&s| s == inverse).unwrap() as u8);
                }
                Some(placement) if placement == &placements[0] => {
                    let permutation: Vec<usize> = image
                        .iter()
                        .map(|square| {
                            placement
                                .iter()
                                .position(|s| s == square)
                                .expect("same set")
                        })
                        .collect();
                    if !readings.contains(&permutation) {
                        readings.push(permutation);
                    }
                }
                Some(_) => {}
            }
        }
        let len = base.len();
        let canonical = (0..3u32.pow(len as u32))
            .map(|index| {
                let digits = digits(index, len);
                readings
                    .iter()
                    .map(|permutation| {
                        permutation
                            .iter()
                            .fold(0, |value, &from| value * 3 + digits[from])
                    })
                    .fold(index, u32::min)
            })
            .collect();
        let gather = Gather::new(&placements[0]);
        let ternary = (0..1usize << len)
            .map(|bits| {
                (0..len)
                    .filter(|j| bits >> j & 1 == 1)
                    .map(|j| 3u16.pow((len - 1 - j) as u32))
                    .sum()
            })
            .collect();
        Pattern {
            len,
            placements,
            canonical,
            views,
            gather,
            ternary,
        }
    }

    /// The sum of `table`'s values at every placement's index, from the
    /// images of the mover's and the opponent's discs by
    /// `board::images_of_both`: `Pattern::index` of each placement, the
    /// shape's gather chosen once for all of them.
    #[inline(always)]
    pub fn sum_in_views(&self, table: &[i16], player: &[u64; 8], opponent: &[u64; 8]) -> i32 {
        match &self.gather {
            Gather::Columns(mask) => self.sum_by(table, player, opponent, |bits| {
                ((bits & mask).wrapping_mul(0x0101_0101_0101_0101) >> 56) as usize
            }),
            Gather::Runs(runs, 1) => {
                self.sum_by(table, player, opponent, |bits| read_runs::<1>(runs, bits))
            }
            Gather::Runs(runs, 2) => {
                self.sum_by(table, player, opponent, |bits| read_runs::<2>(runs, bits))
            }
            Gather::Runs(runs, _) => {
                self.sum_by(table, player, opponent, |bits| read_runs::<3>(runs, bits))
            }
        }
    }

    #[inline(always)]
    fn sum_by(
        &self,
        table: &[i16],
        player: &[u64; 8],
        opponent: &[u64; 8],
        read: impl Fn(u64) -> usize,
    ) -> i32 {
        self.views
            .iter()
            .map(|&view| {
                let view = usize::from(view);
                let index = usize::from(self.ternary[read(player[view])])
                    + 2 * usize::from(self.ternary[read(opponent[view])]);
                i32::from(table[index])
            })
            .sum()
    }

    /// The number of index values (3^len).
    pub fn values(&self) -> usize {
        self.canonical.len()
    }

    /// The index of one placement for the mover's and opponent's discs.
    #[inline]
    pub fn index(placement: &[u8], player: u64, opponent: u64) -> usize {
        placement.iter().fold(0, |index, &square| {
            index * 3 + (player >> square & 1) as usize + 2 * (opponent >> square & 1) as usize
        })
    }
}

/// The base-3 digits of `index`, most significant first.
fn digits(mut index: u32, len: usize) -> Vec<u32> {
    let mut digits = vec![0; len];
    for digit in digits.iter_mut().rev() {
        *digit = index % 3;
        index /= 3;
    }
    digits
}

/// The patterns of a board size (4x4 has none: it is solved outright).
pub fn patterns(size: Size) -> Vec<Pattern> {
    match size {
        Size::Four => Vec::new(),
        _ => shapes(size)
            .iter()
            .map(|shape| Pattern::new(size, shape))
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placements_cover_every_symmetric_copy_once() {
        let eight = patterns(Size::Eight);
        let counts: Vec<usize> = eight.iter().map(|p| p.placements.len()).collect();
        // Edge, 3x3, 2x5, rows 2-4, diagonals 4-8.
        assert_eq!(counts, vec![4, 4, 8, 4, 4, 4, 4, 4, 4, 4, 2]);
        let six = patterns(Size::Six);
        let counts: Vec<usize> = six.iter().map(|p| p.placements.len()).collect();
        assert_eq!(counts, vec![4, 4, 8, 4, 4, 4, 4, 2]);
    }

    #[test]
    fn reading_by_the_images_is_reading_square_by_square() {
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for size in [Size::Six, Size::Eight] {
            let mask = size.mask().0;
            for pattern in patterns(size) {
                // A table of unrelated values: a wrong index changes the sum.
                let table: Vec<i16> = (0..pattern.values()).map(|_| next() as i16).collect();
                for _ in 0..300 {
                    let bits = next();
                    let player = bits & mask;
                    let opponent = bits.rotate_left(29) & mask & !player;
                    let (mine, theirs) = crate::board::images_of_both(player, opponent, size);
                    let expected: i32 = pattern
                        .placements
                        .iter()
                        .map(|placement| {
                            i32::from(table[Pattern::index(placement, player, opponent)])
                        })
                        .sum();
                    assert_eq!(pattern.sum_in_views(&table, &mine, &theirs), expected);
                }
            }
        }
    }

    #[test]
    fn an_edge_read_backwards_is_the_same_reading() {
        let edge = &patterns(Size::Eight)[0];
        // Mover on a1 only, against mover on h1 only: digit 0 against digit 7.
        let a1 = 3u32.pow(9) as usize;
        let h1 = 3u32.pow(2) as usize;
        assert_eq!(edge.canonical[a1], edge.canonical[h1]);
        assert_ne!(edge.canonical[a1], edge.canonical[3u32.pow(8) as usize]);
    }
}
