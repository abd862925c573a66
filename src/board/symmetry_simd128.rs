//! `images_of_both` with the mover's discs in one lane of a WebAssembly
//! `v128` and the opponent's in the other: each transpose, mirror and turn
//! is made once for both. The same steps as `symmetry.rs`, whose portable
//! code stays the reference; compiled only when the target has `simd128`.

use core::arch::wasm32::*;

use super::Size;

/// Swaps rows and columns in both lanes, by `symmetry::transpose`'s three
/// delta swaps.
#[inline(always)]
fn transpose(mut b: v128) -> v128 {
    let swap = |b: v128, mask: u64, shift: u32| {
        let t = v128_and(u64x2_splat(mask), v128_xor(b, i64x2_shl(b, shift)));
        v128_xor(b, v128_xor(t, u64x2_shr(t, shift)))
    };
    b = swap(b, 0x0f0f_0f0f_0000_0000, 28);
    b = swap(b, 0x3333_0000_3333_0000, 14);
    swap(b, 0x5500_5500_5500_5500, 7)
}

/// Reverses the bits of every byte (the columns of every row): each
/// nibble reversed by a 16-entry table and moved to the other half.
#[inline(always)]
fn mirror_columns(b: v128) -> v128 {
    const LOW_TO_HIGH: v128 = u8x16(
        0x00, 0x80, 0x40, 0xc0, 0x20, 0xa0, 0x60, 0xe0, 0x10, 0x90, 0x50, 0xd0, 0x30, 0xb0, 0x70,
        0xf0,
    );
    const HIGH_TO_LOW: v128 = u8x16(
        0x0, 0x8, 0x4, 0xc, 0x2, 0xa, 0x6, 0xe, 0x1, 0x9, 0x5, 0xd, 0x3, 0xb, 0x7, 0xf,
    );
    let nibble = u8x16_splat(0x0f);
    v128_or(
        i8x16_swizzle(LOW_TO_HIGH, v128_and(b, nibble)),
        i8x16_swizzle(HIGH_TO_LOW, u8x16_shr(b, 4)),
    )
}

/// Reverses the bytes (the rows) of each lane: the board upside down.
#[inline(always)]
pub(super) fn mirror_rows(b: v128) -> v128 {
    i8x16_shuffle::<7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8>(b, b)
}

/// As `symmetry::images` of the mover's and of the opponent's discs.
#[inline]
pub fn images_of_both(player: u64, opponent: u64, size: Size) -> ([u64; 8], [u64; 8]) {
    let gap = (8 - size.side()) as u32;
    let cols = |b: v128| u64x2_shr(mirror_columns(b), gap);
    let rows = |b: v128| u64x2_shr(mirror_rows(b), 8 * gap);
    let b = u64x2(player, opponent);
    let t = transpose(b);
    let (bc, tc) = (cols(b), cols(t));
    let all = [b, tc, rows(bc), rows(t), bc, rows(b), t, rows(tc)];
    (
        all.map(|lanes| u64x2_extract_lane::<0>(lanes)),
        all.map(|lanes| u64x2_extract_lane::<1>(lanes)),
    )
}
