//! The hash of a position's two disc sets, shared by every table keyed by
//! positions (perft cache, solver, players, stoner solver, reach checker).

/// Multiplying by an odd constant carries every input bit into the high
/// bits, which the tables use to pick a slot; rotating one side first keeps
/// a position and its colour-swapped twin apart.
#[inline(always)]
pub const fn position_hash(player: u64, opponent: u64) -> u64 {
    player.wrapping_mul(0x9e37_79b9_7f4a_7c15)
        ^ opponent.rotate_left(29).wrapping_mul(0xc2b2_ae3d_27d4_eb4f)
}
