//! `legal_moves` and `flips` four directions at a time, in the four 64-bit
//! lanes of an AVX2 register: the same ideas as the portable code in
//! `moves.rs`, which stays as the reference (and the code of builds
//! without AVX2, such as WebAssembly). Compiled only when the target has
//! AVX2 (`.cargo/config.toml` builds for the machine's own CPU).

use std::arch::x86_64::*;

use super::moves::{INNER_COLUMNS, RAYS};

/// Index steps of `Direction::ALL[4..]` (west, north-west, north,
/// north-east): the four rays of `RAYS[square][4..]`, which run towards
/// lower bit indices.
const FALLING_STEPS: [i64; 4] = [1, 9, 8, 7];

/// Ors the four lanes together.
#[inline(always)]
fn or_lanes(lanes: __m256i) -> u64 {
    // SAFETY (this and every intrinsic below): the module is compiled only
    // with AVX2 enabled (see `board/mod.rs`).
    unsafe {
        let half = _mm_or_si128(
            _mm256_castsi256_si128(lanes),
            _mm256_extracti128_si256::<1>(lanes),
        );
        (_mm_cvtsi128_si64(half) | _mm_extract_epi64::<1>(half)) as u64
    }
}

/// Shifts each lane by its own count, left or right.
#[inline(always)]
fn shift<const UP: bool>(bits: __m256i, counts: __m256i) -> __m256i {
    unsafe {
        if UP {
            _mm256_sllv_epi64(bits, counts)
        } else {
            _mm256_srlv_epi64(bits, counts)
        }
    }
}

/// As `moves::moves_one_way`, one direction of each of the four lines.
#[inline(always)]
fn moves_one_way<const UP: bool>(player: __m256i, through: __m256i, step: __m256i) -> __m256i {
    unsafe {
        let double = _mm256_add_epi64(step, step);
        let mut run = _mm256_and_si256(through, shift::<UP>(player, step));
        run = _mm256_or_si256(run, _mm256_and_si256(through, shift::<UP>(run, step)));
        let pairs = _mm256_and_si256(through, shift::<UP>(through, step));
        run = _mm256_or_si256(run, _mm256_and_si256(pairs, shift::<UP>(run, double)));
        run = _mm256_or_si256(run, _mm256_and_si256(pairs, shift::<UP>(run, double)));
        shift::<UP>(run, step)
    }
}

/// The empty squares where `player` may move, as
/// `moves::legal_moves_portable` finds them: lane k runs the parallel prefix
/// along the k-th line (steps 1, 8, 7, 9) both ways.
#[inline]
pub fn legal_moves(player: u64, opponent: u64, empty: u64) -> u64 {
    unsafe {
        let inner = (opponent & INNER_COLUMNS) as i64;
        let step = _mm256_setr_epi64x(1, 8, 7, 9);
        let player = _mm256_set1_epi64x(player as i64);
        // Vertical runs cannot wrap round a column: they may use every disc.
        let through = _mm256_setr_epi64x(inner, opponent as i64, inner, inner);
        let found = _mm256_or_si256(
            moves_one_way::<true>(player, through, step),
            moves_one_way::<false>(player, through, step),
        );
        or_lanes(found) & empty
    }
}

/// The discs a move flips, as `moves::flips_portable` finds them, with the
/// four rising rays in one register and the four falling ones in another.
/// A rising ray's nearest stop is its lowest bit, isolated by `x & -x` in
/// every lane at once. A falling ray's is its
/// highest, which AVX2 cannot count leading zeros for: the stops are
/// instead smeared down the ray (shifts by 1, 2 and 4 steps cover the
/// seven squares a ray can have), so that the squares above the smear are
/// the run, and the one stop not below another is the nearest.
#[inline]
pub fn flips(player: u64, opponent: u64, square: u8) -> u64 {
    unsafe {
        let rays = RAYS[square as usize].as_ptr() as *const __m256i;
        let rising = _mm256_loadu_si256(rays);
        let falling = _mm256_loadu_si256(rays.add(1));
        let player = _mm256_set1_epi64x(player as i64);
        let opponent = _mm256_set1_epi64x(opponent as i64);
        let zero = _mm256_setzero_si256();

        let stop = _mm256_andnot_si256(opponent, rising);
        let nearest = _mm256_and_si256(stop, _mm256_sub_epi64(zero, stop));
        let open = _mm256_cmpeq_epi64(_mm256_and_si256(nearest, player), zero);
        let run = _mm256_and_si256(
            _mm256_add_epi64(nearest, _mm256_cmpeq_epi64(zero, zero)),
            rising,
        );
        let up = _mm256_andnot_si256(open, run);

        let step = _mm256_loadu_si256(FALLING_STEPS.as_ptr() as *const __m256i);
        let stop = _mm256_andnot_si256(opponent, falling);
        let mut smear = _mm256_or_si256(stop, _mm256_srlv_epi64(stop, step));
        smear = _mm256_or_si256(
            smear,
            _mm256_srlv_epi64(smear, _mm256_add_epi64(step, step)),
        );
        smear = _mm256_or_si256(
            smear,
            _mm256_srlv_epi64(smear, _mm256_slli_epi64::<2>(step)),
        );
        // Bits shifted past a ray's end land below all of its squares, so
        // they never mark a square of the ray.
        let nearest = _mm256_andnot_si256(_mm256_srlv_epi64(smear, step), stop);
        let open = _mm256_cmpeq_epi64(_mm256_and_si256(nearest, player), zero);
        let down = _mm256_andnot_si256(open, _mm256_andnot_si256(smear, falling));

        or_lanes(_mm256_or_si256(up, down))
    }
}
