//! `legal_moves` and `flips` two directions at a time, in the two 64-bit
//! lanes of a WebAssembly `v128`: the same ideas as the portable code in
//! `moves.rs`, which stays as the reference. Compiled only when the target
//! has `simd128` (`.cargo/config.toml` enables it for the workers' wasm).
//!
//! A `v128` shifts both lanes by the same count, the same way, so the two
//! directions of a line cannot share one shift. Lane 1 holds instead the
//! board upside down (its rows, the bytes, reversed): a step south there is a
//! step north on the board, south-east is north-east and south-west is
//! north-west. One shift towards higher bits then covers a line both ways
//! (for flips: turns each falling ray into a rising one), and a byte shuffle
//! turns lane 1's answer back. East and west are the same on the turned
//! board, so the row is left to plain integer code beside the vectors.

use core::arch::wasm32::*;

use super::moves::{moves_one_way, INNER_COLUMNS, RAYS};
use super::symmetry_simd128::mirror_rows;

/// `player` and `opponent` each with itself upside down in lane 1.
#[inline(always)]
fn with_turned(player: u64, opponent: u64) -> (v128, v128) {
    let both = u64x2(player, opponent);
    let both_turned = mirror_rows(both);
    (
        u64x2_shuffle::<0, 2>(both, both_turned),
        u64x2_shuffle::<1, 3>(both, both_turned),
    )
}

/// Lane 0 or'd with lane 1 turned back upright.
#[inline(always)]
fn upright_union(lanes: v128) -> u64 {
    u64x2_extract_lane::<0>(lanes) | u64x2_extract_lane::<1>(mirror_rows(lanes))
}

/// As `moves::moves_one_way` towards higher bits, in both lanes.
#[inline(always)]
fn moves_rising<const STEP: u32>(player: v128, through: v128) -> v128 {
    let mut run = v128_and(through, i64x2_shl(player, STEP));
    run = v128_or(run, v128_and(through, i64x2_shl(run, STEP)));
    let pairs = v128_and(through, i64x2_shl(through, STEP));
    run = v128_or(run, v128_and(pairs, i64x2_shl(run, 2 * STEP)));
    run = v128_or(run, v128_and(pairs, i64x2_shl(run, 2 * STEP)));
    i64x2_shl(run, STEP)
}

/// The empty squares where `player` may move, as
/// `moves::legal_moves_portable` finds them: the columns and both
/// diagonals in the lanes (south and north, south-east and north-east,
/// south-west and north-west), the row in plain code.
#[inline]
pub fn legal_moves(player: u64, opponent: u64, empty: u64) -> u64 {
    let (lanes_player, lanes_opponent) = with_turned(player, opponent);
    moves_from_lanes(player, opponent, lanes_player, lanes_opponent) & empty
}

/// `legal_moves` before the empty squares are kept, from the board both
/// upright (`player`, `opponent`) and in lanes (`with_turned`'s).
#[inline(always)]
fn moves_from_lanes(player: u64, opponent: u64, lanes_player: v128, lanes_opponent: v128) -> u64 {
    let inner = opponent & INNER_COLUMNS;
    // Eastwards a run is a carry: adding the run to its first disc clears
    // it and sets the square past it (never past column h, which `inner`
    // leaves out). Westwards carries would run the wrong way.
    let east = (player << 1 & inner).wrapping_add(inner) & !inner;
    let row = east | moves_one_way::<false>(player, inner, 1);
    // Turning the board keeps the inner columns: both lanes may use them.
    let lanes_inner = v128_and(lanes_opponent, u64x2_splat(INNER_COLUMNS));
    let found = v128_or(
        v128_or(
            moves_rising::<8>(lanes_player, lanes_opponent),
            moves_rising::<9>(lanes_player, lanes_inner),
        ),
        moves_rising::<7>(lanes_player, lanes_inner),
    );
    upright_union(found) | row
}

/// Per square, the rays of `flips`' three vector pairs: south, south-east
/// and south-west in lane 0; in lane 1 north, north-east and north-west as
/// they lie on the turned board, where they rise too (the column, then the
/// two diagonals going east, then the two going west).
static TURNED_RAYS: [[v128; 3]; 64] = turned_rays();

const fn turned_rays() -> [[v128; 3]; 64] {
    // (rising, falling) positions in `Direction::ALL` and `RAYS`.
    const PAIRS: [(usize, usize); 3] = [(2, 6), (1, 7), (3, 5)];
    let mut table = [[u64x2(0, 0); 3]; 64];
    let mut square = 0;
    while square < 64 {
        let mut pair = 0;
        while pair < 3 {
            let (rising, falling) = PAIRS[pair];
            table[square][pair] = u64x2(RAYS[square][rising], RAYS[square][falling].swap_bytes());
            pair += 1;
        }
        square += 1;
    }
    table
}

/// The run of one rising ray in each lane that `player` closes, else zero:
/// the ray's nearest square not the opponent's is its lowest bit.
#[inline(always)]
fn flips_rising(player: v128, opponent: v128, ray: v128) -> v128 {
    let stop = v128_andnot(ray, opponent);
    let nearest = v128_and(stop, i64x2_neg(stop));
    let closed = i64x2_ne(v128_and(nearest, player), u64x2_splat(0));
    v128_and(v128_and(i64x2_sub(nearest, u64x2_splat(1)), ray), closed)
}

/// The discs a move flips, as `moves::flips_portable` finds them: the
/// columns and diagonals three vector pairs on the board and the board
/// upside down, the row's two rays in plain code (east rises, west falls).
#[inline]
pub fn flips(player: u64, opponent: u64, square: u8) -> u64 {
    let (lanes_player, lanes_opponent) = with_turned(player, opponent);
    upright_union(flips_in_lanes(lanes_player, lanes_opponent, square))
        | row_flips(player, opponent, square)
}

/// The column's and diagonals' flips of a move on `square`, in lanes.
#[inline(always)]
fn flips_in_lanes(player: v128, opponent: v128, square: u8) -> v128 {
    let [column, eastward, westward] = &TURNED_RAYS[square as usize];
    v128_or(
        v128_or(
            flips_rising(player, opponent, *column),
            flips_rising(player, opponent, *eastward),
        ),
        flips_rising(player, opponent, *westward),
    )
}

/// The row's flips of a move on `square`, in plain code: east rises, west falls.
#[inline(always)]
fn row_flips(player: u64, opponent: u64, square: u8) -> u64 {
    let rays = &RAYS[square as usize];
    let (east, west) = (rays[0], rays[4]);
    let stop = !opponent & east;
    let nearest = stop & stop.wrapping_neg();
    let closed = ((nearest & player) != 0) as u64;
    let row = nearest.wrapping_sub(1) & east & closed.wrapping_neg();
    let stop = !opponent & west;
    // 1 << 63 >> 64 would overflow: an all-opponent ray has no stop.
    let nearest = (1u64 << 63).checked_shr(stop.leading_zeros()).unwrap_or(0);
    let closed = ((nearest & player) != 0) as u64;
    row | (nearest.wrapping_neg() ^ nearest) & west & closed.wrapping_neg()
}

/// `moves::replies_counted`, the board kept upside down in lane 1 from
/// one move to its replies. A move's flips come out of the lanes in two
/// halves, lane 0's upright and lane 1's upside down; the row's flips and
/// the played square join lane 0's half, and one byte shuffle (all 16
/// bytes reversed: lane 0 turned into lane 1 and back) then gives every
/// changed square in both forms. `flips` and `legal_moves` would each turn
/// the board and turn their answer back, and WebAssembly has no byte swap
/// for a plain integer (`swap_bytes` becomes some twenty instructions).
#[inline]
pub fn replies_counted(player: u64, opponent: u64, mask: u64, moves: u64) -> u64 {
    let (lanes_player, lanes_opponent) = with_turned(player, opponent);
    let mut rest = moves;
    let mut leaves = 0;
    while rest != 0 {
        let square = rest.trailing_zeros() as u8;
        rest &= rest - 1;
        let upright_changes = row_flips(player, opponent, square) | 1u64 << square;
        let half = v128_or(
            flips_in_lanes(lanes_player, lanes_opponent, square),
            u64x2_replace_lane::<0>(u64x2_splat(0), upright_changes),
        );
        let changed = v128_or(
            half,
            i8x16_shuffle::<15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0>(half, half),
        );
        // The played square was empty: taking the changed squares from the
        // opponent leaves exactly the opponent's discs not flipped.
        let next_player = v128_andnot(lanes_opponent, changed);
        let next_opponent = v128_or(lanes_player, changed);
        let (upright_player, upright_opponent) = (
            u64x2_extract_lane::<0>(next_player),
            u64x2_extract_lane::<0>(next_opponent),
        );
        let empty = !(upright_player | upright_opponent) & mask;
        let replies =
            moves_from_lanes(upright_player, upright_opponent, next_player, next_opponent) & empty;
        leaves += u64::from(replies.count_ones().max(1));
    }
    leaves
}
