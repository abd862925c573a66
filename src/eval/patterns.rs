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
        // Readings of the first placement by the symmetries that fix its
        // set: each a permutation of its digits.
        let mut readings: Vec<Vec<usize>> = Vec::new();
        for image in &images {
            let mut set = image.clone();
            set.sort_unstable();
            let same_set = placements.iter().find(|placement| {
                let mut other = (*placement).clone();
                other.sort_unstable();
                other == set
            });
            match same_set {
                None => placements.push(image.clone()),
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
        Pattern {
            len,
            placements,
            canonical,
        }
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
    fn an_edge_read_backwards_is_the_same_reading() {
        let edge = &patterns(Size::Eight)[0];
        // Mover on a1 only, against mover on h1 only: digit 0 against digit 7.
        let a1 = 3u32.pow(9) as usize;
        let h1 = 3u32.pow(2) as usize;
        assert_eq!(edge.canonical[a1], edge.canonical[h1]);
        assert_ne!(edge.canonical[a1], edge.canonical[3u32.pow(8) as usize]);
    }
}
