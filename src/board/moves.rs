//! Move generation and flips on raw bitboards: the hot path of every search.
//!
//! Each of the 8 directions is a shift of the whole board. Horizontal and
//! diagonal shifts would wrap from one edge column to the other, so the
//! opponent discs they may run through are restricted to columns b-g: a run
//! can then never leave column a or h, and neither can its end. Runs are
//! found with a parallel prefix: after two plain steps, a doubled step with
//! "opponent pairs" extends them to 4 and then 6 discs, the longest possible.

/// Opponent discs a horizontal or diagonal run may pass through.
const INNER_COLUMNS: u64 = 0x7e7e_7e7e_7e7e_7e7e;

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
fn moves_one_way<const UP: bool>(player: u64, through: u64, n: u32) -> u64 {
    let mut run = through & shift::<UP>(player, n);
    run |= through & shift::<UP>(run, n);
    let pairs = through & shift::<UP>(through, n);
    run |= pairs & shift::<UP>(run, 2 * n);
    run |= pairs & shift::<UP>(run, 2 * n);
    shift::<UP>(run, n)
}

/// The discs flipped in one direction by a disc put on `mover`.
#[inline(always)]
fn flips_one_way<const UP: bool>(mover: u64, player: u64, through: u64, n: u32) -> u64 {
    let mut run = through & shift::<UP>(mover, n);
    run |= through & shift::<UP>(run, n);
    let pairs = through & shift::<UP>(through, n);
    run |= pairs & shift::<UP>(run, 2 * n);
    run |= pairs & shift::<UP>(run, 2 * n);
    // Keep the run only if a player disc closes it (all ones or all zeros).
    let closed = (shift::<UP>(run, n) & player != 0) as u64;
    run & closed.wrapping_neg()
}

/// The empty squares (within `empty`) where `player` may move against `opponent`.
#[inline]
pub fn legal_moves(player: u64, opponent: u64, empty: u64) -> u64 {
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

/// The opponent discs that flip when `player` moves on bit `square`.
/// Zero means the move is illegal (provided the square is empty).
#[inline]
pub fn flips(player: u64, opponent: u64, square: u8) -> u64 {
    let mover = 1u64 << square;
    let inner = opponent & INNER_COLUMNS;
    flips_one_way::<true>(mover, player, inner, 1)
        | flips_one_way::<false>(mover, player, inner, 1)
        | flips_one_way::<true>(mover, player, opponent, 8)
        | flips_one_way::<false>(mover, player, opponent, 8)
        | flips_one_way::<true>(mover, player, inner, 7)
        | flips_one_way::<false>(mover, player, inner, 7)
        | flips_one_way::<true>(mover, player, inner, 9)
        | flips_one_way::<false>(mover, player, inner, 9)
}
