//! What the players report (the CLI's `--json`; field names are fixed by
//! the interfaces): an arena run, which the face times (it fills in
//! `seconds`), seed 003's experiment, which a run can be compared with,
//! and one chosen move.

use super::arena::{ArenaSummary, SEED_003_RESULT};
use super::PlayerSpec;
use crate::board::Square;
use serde::Serialize;

#[derive(Clone, Debug, Serialize)]
pub struct ArenaReport {
    #[serde(flatten)]
    pub summary: ArenaSummary,
    pub seconds: f64,
    /// Why the run stopped before its last game (a signal), when it did:
    /// the summary is of the games played (left out when none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stopped: Option<String>,
}

impl ArenaReport {
    pub fn new(summary: ArenaSummary) -> ArenaReport {
        ArenaReport {
            summary,
            seconds: 0.0,
            stopped: None,
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

/// Where a chosen move comes from: the exact endgame solver, the 8x8
/// opening book (searches minimaxed through the lines real games follow),
/// or the midgame search (or a player's simpler look-ahead).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum MoveSource {
    Exact,
    Book,
    Search,
}

/// The move a player chooses and what it knows of it: `boardlab move`'s
/// report, and what the NBoard engine answers to `go`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MoveReport {
    /// The square, or `None` for a pass (written `pass`).
    #[serde(rename = "move", serialize_with = "square_or_pass")]
    pub play: Option<Square>,
    /// The move's value for the side to move, in discs (final margin,
    /// `wof`); `None` for players that do not value their moves (`random`,
    /// `three-ply`).
    pub value: Option<f64>,
    pub source: MoveSource,
    /// Plies searched: the empty squares for an exact answer, 0 for a
    /// player that looks at no position beyond the move.
    pub depth: u32,
}

fn square_or_pass<S: serde::Serializer>(
    play: &Option<Square>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match play {
        Some(square) => serializer.collect_str(square),
        None => serializer.serialize_str("pass"),
    }
}
