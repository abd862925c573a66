//! The 8 symmetries of the square board, on squares, bitboards and boards,
//! and a canonical form (the least image) for tables keyed by position.

use super::{Bitboard, Board, Size, Square};
use serde::{Deserialize, Serialize};

/// A symmetry of the n x n board, by what it does to (column, row), with
/// row 1 at the top and N = n - 1.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Symmetry {
    /// (c, r)
    Identity,
    /// Quarter turn clockwise: (N - r, c).
    Rotate90,
    /// (N - c, N - r)
    Rotate180,
    /// Quarter turn anticlockwise: (r, N - c).
    Rotate270,
    /// Reflection in the vertical axis: (N - c, r).
    MirrorColumns,
    /// Reflection in the horizontal axis: (c, N - r).
    MirrorRows,
    /// Reflection in the a1-h8 diagonal: (r, c).
    Transpose,
    /// Reflection in the h1-a8 diagonal: (N - r, N - c).
    AntiTranspose,
}

impl Symmetry {
    pub const ALL: [Symmetry; 8] = [
        Symmetry::Identity,
        Symmetry::Rotate90,
        Symmetry::Rotate180,
        Symmetry::Rotate270,
        Symmetry::MirrorColumns,
        Symmetry::MirrorRows,
        Symmetry::Transpose,
        Symmetry::AntiTranspose,
    ];

    pub fn inverse(self) -> Symmetry {
        match self {
            Symmetry::Rotate90 => Symmetry::Rotate270,
            Symmetry::Rotate270 => Symmetry::Rotate90,
            other => other,
        }
    }

    pub fn square(self, square: Square, size: Size) -> Square {
        let n = size.side() - 1;
        let (c, r) = (square.col(), square.row());
        let (col, row) = match self {
            Symmetry::Identity => (c, r),
            Symmetry::Rotate90 => (n - r, c),
            Symmetry::Rotate180 => (n - c, n - r),
            Symmetry::Rotate270 => (r, n - c),
            Symmetry::MirrorColumns => (n - c, r),
            Symmetry::MirrorRows => (c, n - r),
            Symmetry::Transpose => (r, c),
            Symmetry::AntiTranspose => (n - r, n - c),
        };
        Square::new(col, row)
    }

    /// The image of a set of squares of a `size` board.
    pub fn bitboard(self, bits: Bitboard, size: Size) -> Bitboard {
        // The 8x8 mirrors leave a smaller board in the far corner of the
        // frame; shifting it back re-embeds it at the top-left.
        let gap = (8 - size.side()) as u32;
        let cols = |b: u64| mirror_columns(b) >> gap;
        let rows = |b: u64| b.swap_bytes() >> (8 * gap);
        let b = bits.0;
        Bitboard(match self {
            Symmetry::Identity => b,
            Symmetry::Rotate90 => cols(transpose(b)),
            Symmetry::Rotate180 => rows(cols(b)),
            Symmetry::Rotate270 => rows(transpose(b)),
            Symmetry::MirrorColumns => cols(b),
            Symmetry::MirrorRows => rows(b),
            Symmetry::Transpose => transpose(b),
            Symmetry::AntiTranspose => rows(cols(transpose(b))),
        })
    }
}

/// The images of `bits` under every symmetry, in the order of
/// [`Symmetry::ALL`]: `bitboard` for each, sharing the one transpose and
/// the two column mirrors they need (the learned evaluation reads its
/// patterns from all eight at every leaf).
#[inline]
pub fn images(bits: Bitboard, size: Size) -> [u64; 8] {
    let gap = (8 - size.side()) as u32;
    let cols = |b: u64| mirror_columns(b) >> gap;
    let rows = |b: u64| b.swap_bytes() >> (8 * gap);
    let b = bits.0;
    let t = transpose(b);
    let (bc, tc) = (cols(b), cols(t));
    [b, tc, rows(bc), rows(t), bc, rows(b), t, rows(tc)]
}

// `images_of_both`: both sides in one vector where the build is WebAssembly
// with SIMD, else `images` of each, which is also its reference.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
pub use super::symmetry_simd128::images_of_both;

/// `images` of a position's mover's discs and of its opponent's: what the
/// canonical form and the learned evaluation read.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline]
pub fn images_of_both(player: u64, opponent: u64, size: Size) -> ([u64; 8], [u64; 8]) {
    (
        images(Bitboard(player), size),
        images(Bitboard(opponent), size),
    )
}

/// Reverses the columns of every row: each byte's bits, by swapping
/// neighbours, then pairs, then nibbles.
fn mirror_columns(mut b: u64) -> u64 {
    const K1: u64 = 0x5555_5555_5555_5555;
    const K2: u64 = 0x3333_3333_3333_3333;
    const K4: u64 = 0x0f0f_0f0f_0f0f_0f0f;
    b = (b >> 1 & K1) | (b & K1) << 1;
    b = (b >> 2 & K2) | (b & K2) << 2;
    (b >> 4 & K4) | (b & K4) << 4
}

/// Swaps rows and columns: three delta swaps exchange the off-diagonal 4x4,
/// then 2x2, then 1x1 blocks.
fn transpose(mut b: u64) -> u64 {
    const K4: u64 = 0x0f0f_0f0f_0000_0000;
    const K2: u64 = 0x3333_0000_3333_0000;
    const K1: u64 = 0x5500_5500_5500_5500;
    let mut t = K4 & (b ^ b << 28);
    b ^= t ^ t >> 28;
    t = K2 & (b ^ b << 14);
    b ^= t ^ t >> 14;
    t = K1 & (b ^ b << 7);
    b ^ t ^ t >> 7
}

impl Board {
    pub fn transform(&self, symmetry: Symmetry) -> Board {
        let size = self.size();
        Board::from_mover(
            symmetry.bitboard(self.player(), size),
            symmetry.bitboard(self.opponent(), size),
            self.side_to_move(),
            size,
        )
    }

    /// The least of the 8 images (ordered by mover's then opponent's discs)
    /// and a symmetry that maps this board to it (the first in
    /// `Symmetry::ALL` where several do).
    pub fn canonical(&self) -> (Board, Symmetry) {
        let size = self.size();
        let (players, opponents) = images_of_both(self.player().0, self.opponent().0, size);
        let mut best = 0;
        for index in 1..8 {
            if (players[index], opponents[index]) < (players[best], opponents[best]) {
                best = index;
            }
        }
        let image = Board::from_mover(
            Bitboard(players[best]),
            Bitboard(opponents[best]),
            self.side_to_move(),
            size,
        );
        (image, Symmetry::ALL[best])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Color;

    #[test]
    fn images_are_each_symmetrys_bitboard() {
        let mut bits = 0x9d3c_5a01_e7f0_4b26_u64;
        for size in [Size::Four, Size::Six, Size::Eight] {
            for _ in 0..50 {
                bits = bits.rotate_left(13) ^ bits.wrapping_mul(0x9e37_79b9_7f4a_7c15);
                let on_board = Bitboard(bits) & size.mask();
                let expected = Symmetry::ALL.map(|symmetry| symmetry.bitboard(on_board, size).0);
                assert_eq!(images(on_board, size), expected);
            }
        }
    }

    #[test]
    fn the_canonical_form_is_the_first_least_image() {
        let mut bits = 0x6a09_e667_f3bc_c909_u64;
        for size in [Size::Four, Size::Six, Size::Eight] {
            for round in 0..200 {
                bits = bits.rotate_left(17) ^ bits.wrapping_mul(0x9e37_79b9_7f4a_7c15);
                // Every fourth 8x8 board is its own mirror image: ties must
                // pick the first symmetry.
                let mirrored = |b: u64| {
                    if round % 4 == 0 {
                        b & b.swap_bytes()
                    } else {
                        b
                    }
                };
                let player = Bitboard(mirrored(bits)) & size.mask();
                let opponent = Bitboard(mirrored(bits.rotate_left(23))) & size.mask() & !player;
                let board = Board::from_mover(player, opponent, Color::White, size);
                let expected = Symmetry::ALL
                    .iter()
                    .map(|&symmetry| (board.transform(symmetry), symmetry))
                    .min_by_key(|(image, _)| (image.player().0, image.opponent().0))
                    .unwrap();
                assert_eq!(board.canonical(), expected);
            }
        }
    }
}
