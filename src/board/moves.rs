//! Move generation and flips on raw bitboards: the hot path of every search.
//!
//! Legal moves: each of the 8 directions is a shift of the whole board. Horizontal and
//! diagonal shifts would wrap from one edge column to the other, so the
//! opponent discs they may run through are restricted to columns b-g: a run
//! can then never leave column a or h, and neither can its end. Runs are
//! found with a parallel prefix: after two plain steps, a doubled step with
//! "opponent pairs" extends them to 4 and then 6 discs, the longest possible.

use super::Direction;

/// Opponent discs a horizontal or diagonal run may pass through.
pub(super) const INNER_COLUMNS: u64 = 0x7e7e_7e7e_7e7e_7e7e;

#[inline(always)]
fn shift<const UP: bool>(bits: u64, n: u32) -> u64 {
    if UP {
        bits << n
    } else {
        bits >> n
    }
}

/// Squares from which `player` outflanks a run of `through` in one direction.
#[inline(always)]
pub(super) fn moves_one_way<const UP: bool>(player: u64, through: u64, n: u32) -> u64 {
    let mut run = through & shift::<UP>(player, n);
    run |= through & shift::<UP>(run, n);
    let pairs = through & shift::<UP>(through, n);
    run |= pairs & shift::<UP>(run, 2 * n);
    run |= pairs & shift::<UP>(run, 2 * n);
    shift::<UP>(run, n)
}

// `legal_moves` and `flips`: four directions at a time where the build has
// AVX2, two where it is WebAssembly with SIMD, else the portable code
// below, which is also their reference.
#[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
pub use super::moves_avx2::{flips, legal_moves};
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
pub use super::moves_simd128::{flips, legal_moves, replies_counted};
#[cfg(not(any(
    all(target_arch = "x86_64", target_feature = "avx2"),
    all(target_arch = "wasm32", target_feature = "simd128")
)))]
pub use {flips_portable as flips, legal_moves_portable as legal_moves};

/// For each of `moves` (legal moves of `player`), the opponent's legal
/// moves after it within `mask`, at least one (a position without a move
/// is one leaf of perft, passed or finished), summed: perft's last two
/// plies. The WebAssembly build has its own, which keeps the board in
/// its vector lanes from a move to its replies.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline]
pub fn replies_counted(player: u64, opponent: u64, mask: u64, moves: u64) -> u64 {
    replies_counted_by_moves(player, opponent, mask, moves)
}

/// `replies_counted` move by move with `flips` and `legal_moves`: the
/// reference of the WebAssembly build's own.
pub fn replies_counted_by_moves(player: u64, opponent: u64, mask: u64, moves: u64) -> u64 {
    let mut rest = moves;
    let mut leaves = 0;
    while rest != 0 {
        let square = rest.trailing_zeros() as u8;
        rest &= rest - 1;
        let flipped = flips(player, opponent, square);
        let (next_player, next_opponent) = (opponent ^ flipped, player | flipped | 1 << square);
        let empty = !(next_player | next_opponent) & mask;
        leaves += u64::from(
            legal_moves(next_player, next_opponent, empty)
                .count_ones()
                .max(1),
        );
    }
    leaves
}

/// The empty squares (within `empty`) where `player` may move against
/// `opponent`, one direction after another in plain integer code.
#[inline]
pub fn legal_moves_portable(player: u64, opponent: u64, empty: u64) -> u64 {
    let inner = opponent & INNER_COLUMNS;
    let found = moves_one_way::<true>(player, inner, 1)
        | moves_one_way::<false>(player, inner, 1)
        | moves_one_way::<true>(player, opponent, 8)
        | moves_one_way::<false>(player, opponent, 8)
        | moves_one_way::<true>(player, inner, 7)
        | moves_one_way::<false>(player, inner, 7)
        | moves_one_way::<true>(player, inner, 9)
        | moves_one_way::<false>(player, inner, 9);
    found & empty
}

/// The squares beyond each square in each direction of `Direction::ALL`,
/// nearest first: four rays run towards higher bit indices, four towards
/// lower ones.
pub(super) const RAYS: [[u64; 8]; 64] = rays();

const fn rays() -> [[u64; 8]; 64] {
    let mut table = [[0u64; 8]; 64];
    let mut square = 0;
    while square < 64 {
        let mut direction = 0;
        while direction < 8 {
            let mut reached = Direction::ALL[direction].shift(1 << square);
            while reached != 0 {
                table[square][direction] |= reached;
                reached = Direction::ALL[direction].shift(reached);
            }
            direction += 1;
        }
        square += 1;
    }
    table
}

/// The opponent discs that flip when `player` moves on bit `square`, one
/// ray after another in plain integer code. Zero means the move is illegal
/// (provided the square is empty).
///
/// Along each ray the run of opponent discs ends at the nearest square that
/// is not the opponent's: the lowest such bit on a rising ray, the highest
/// on a falling one. The run flips when that square holds a player disc.
#[inline]
pub fn flips_portable(player: u64, opponent: u64, square: u8) -> u64 {
    let rays = &RAYS[square as usize];
    let mut flipped = 0;
    for &ray in &rays[..4] {
        let stop = !opponent & ray;
        let nearest = stop & stop.wrapping_neg();
        // All ones when the nearest stop is a player disc, else zero.
        let closed = ((nearest & player) != 0) as u64;
        flipped |= (nearest.wrapping_sub(1) & ray) & closed.wrapping_neg();
    }
    for &ray in &rays[4..] {
        let stop = !opponent & ray;
        // 1 << 63 >> 64 would overflow: an all-opponent ray has no stop.
        let nearest = (1u64 << 63).checked_shr(stop.leading_zeros()).unwrap_or(0);
        let closed = ((nearest & player) != 0) as u64;
        flipped |= (nearest.wrapping_neg() ^ nearest) & ray & closed.wrapping_neg();
    }
    flipped
}

/// Per square, its two diagonal lines (falling to the right, rising to the
/// right), the square included.
const DIAGONALS: [[u64; 2]; 64] = diagonals();

const fn diagonals() -> [[u64; 2]; 64] {
    let mut table = [[0u64; 2]; 64];
    let mut square = 0;
    while square < 64 {
        let bit = 1u64 << square;
        table[square][0] = RAYS[square][1] | RAYS[square][5] | bit;
        table[square][1] = RAYS[square][3] | RAYS[square][7] | bit;
        square += 1;
    }
    table
}

/// `LINE_FLIPS[at][line]`: the discs flipped along a line of eight by a
/// move at position `at`, where `line` holds the mover's discs (bit k: the
/// k-th square) and every other square but `at` holds the opponent's. A
/// square off a shorter line reads as an opponent disc that no mover's
/// disc lies beyond, so it never counts.
const LINE_FLIPS: [[u8; 256]; 8] = line_flips();

const fn line_flips() -> [[u8; 256]; 8] {
    let mut table = [[0u8; 256]; 8];
    let mut at = 0;
    while at < 8 {
        let mut line = 0;
        while line < 256 {
            let mut count = 0;
            // Down the line, then up: the run up to the mover's nearest disc.
            let mut k = at;
            while k > 0 {
                k -= 1;
                if line >> k & 1 == 1 {
                    count += at - 1 - k;
                    break;
                }
            }
            let mut k = at + 1;
            while k < 8 {
                if line >> k & 1 == 1 {
                    count += k - at - 1;
                    break;
                }
                k += 1;
            }
            table[at][line] = count as u8;
            line += 1;
        }
        at += 1;
    }
    table
}

/// How many discs flip when `player` moves on `square` and every other
/// square not `player`'s is the opponent's: the last empty square, where
/// only the count matters for the final score. Each of the four lines is
/// read as eight bits (a row by a shift, a column or diagonal by one
/// multiplication that gathers its squares into the top byte) and counted
/// by table, without walking the rays.
#[inline]
pub fn last_flip_count(player: u64, square: u8) -> u32 {
    let (col, row) = ((square & 7) as usize, (square >> 3) as usize);
    let [falling, rising] = DIAGONALS[square as usize];
    // Column: row k's bit lands on bit 56 + k.
    let column =
        ((player >> col) & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080) >> 56;
    // Diagonals: each square has its own column, which becomes its bit.
    let gather = |line: u64| (player & line).wrapping_mul(0x0101_0101_0101_0101) >> 56;
    let flips = &LINE_FLIPS;
    (flips[col][(player >> (row * 8)) as u8 as usize]
        + flips[row][column as usize]
        + flips[col][gather(falling) as usize]
        + flips[col][gather(rising) as usize]) as u32
}

/// Each square's eight neighbours: a move there flips nothing unless one
/// of them is an opponent disc, a test far cheaper than the flips.
pub const NEIGHBOURS: [u64; 64] = neighbours();

const fn neighbours() -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut square = 0;
    while square < 64 {
        table[square] = super::dilate(1 << square) & !(1 << square);
        square += 1;
    }
    table
}
