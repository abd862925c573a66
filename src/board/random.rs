//! Seeded randomness: one portable generator for every game, search and
//! sample, so that a seed replays the same way on every machine and in the
//! browser, and one mix to derive independent seeds from a run's seed.

use rand::SeedableRng;

/// xoshiro256++, a named algorithm whose stream `rand_xoshiro` keeps fixed.
pub type Rng = rand_xoshiro::Xoshiro256PlusPlus;

/// The generator for `seed` (its state filled by SplitMix64 from the seed).
pub fn seeded(seed: u64) -> Rng {
    Rng::seed_from_u64(seed)
}

/// The seed of stream `index` of a run seeded `seed` (one game of an
/// arena, say): the SplitMix64 finalizer of the seed and the index's
/// multiple of the golden ratio, so that neighbouring seeds and neighbouring
/// indices give unrelated streams.
pub const fn stream_seed(seed: u64, index: u64) -> u64 {
    let mut z = seed ^ index.wrapping_add(1).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}
