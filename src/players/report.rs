//! What an arena run reports (the CLI's `--json`; field names are fixed by
//! the interfaces). The face times the run and fills in `seconds`. Beside
//! it, seed 003's experiment, which a run can be compared with.

use super::arena::{ArenaSummary, SEED_003_RESULT};
use super::PlayerSpec;
use serde::Serialize;

#[derive(Clone, Debug, Serialize)]
pub struct ArenaReport {
    #[serde(flatten)]
    pub summary: ArenaSummary,
    pub seconds: f64,
}

impl ArenaReport {
    pub fn new(summary: ArenaSummary) -> ArenaReport {
        ArenaReport {
            summary,
            seconds: 0.0,
        }
    }
}

/// Seed 003's experiment: who played, how many games, and its counts
/// `[black wins, white wins, draws]`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeedExperiment {
    pub black: String,
    pub white: String,
    pub games: u64,
    pub counts: [u64; 3],
}

impl SeedExperiment {
    /// Three-ply (black) against random, 5000 games.
    pub fn seed_003() -> SeedExperiment {
        SeedExperiment {
            black: PlayerSpec::ThreePly.to_string(),
            white: PlayerSpec::Random.to_string(),
            games: SEED_003_RESULT.iter().sum(),
            counts: SEED_003_RESULT,
        }
    }
}
