//! Computer players behind one trait, and the arena that sets them against
//! each other. The page, its worker, the arena and the CLI all hold a
//! `Box<dyn Player>` built from a [`PlayerSpec`] such as `strong:4`.

pub mod arena;
mod eval;
mod evaluator;
mod random;
pub mod report;
mod search;
pub mod stats;
mod table;
mod three_ply;

pub use evaluator::{EvalChoice, Evaluator};
pub use random::RandomPlayer;
pub use search::{
    leaf_score, MoveEvaluation, StrongPlayer, DEFAULT_DEPTH, DEFAULT_NODES, ENDGAME_EMPTIES,
    MAX_NODES,
};
pub use three_ply::{random_order, three_ply_choice, ThreePlyPlayer};

use crate::board::random::Rng;
use crate::board::{Board, Square};
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// How long a player may think, overriding its own setting where given.
/// Plies and nodes make a game replay identically from its seed; a time
/// limit does not, and exists only natively (wasm32 has no clock in
/// `std`) for matches at equal time per move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Midgame search depth in plies.
    pub depth: Option<u32>,
    /// Nodes the search may visit for this move (it keeps the deepest
    /// finished iteration when the budget runs out).
    pub nodes: Option<u64>,
    /// Wall-clock time the midgame search may take for this move (it keeps
    /// the deepest finished iteration when the time is up); without a depth,
    /// the search then deepens until the time is up. The exact solver near
    /// the end is not timed.
    pub time: Option<Duration>,
    /// Keep only the iterations whose leaves have an even number of empty
    /// squares (`evaluate_moves`): the values of successive positions of a
    /// game then come from leaves with the same side to move, and do not
    /// seesaw with the evaluation's lean to the mover.
    pub even_leaves: bool,
}

/// Something that picks moves.
pub trait Player {
    /// A legal move for the side to move, or `None` when it has none (it
    /// must pass, or the game is over). Randomness comes only from `rng`.
    fn choose(&mut self, board: &Board, rng: &mut Rng, limits: Limits) -> Option<Square>;

    /// `choose`, telling `best_so_far(square, depth)` the move it would
    /// play after each finished iteration of its search, so that a waiting
    /// user can take it at once ("Move now"). Players without iterations
    /// report nothing.
    fn choose_reporting(
        &mut self,
        board: &Board,
        rng: &mut Rng,
        limits: Limits,
        best_so_far: &mut dyn FnMut(Square, u32),
    ) -> Option<Square> {
        let _ = best_so_far;
        self.choose(board, rng, limits)
    }

    /// Forgets what was learnt during a game (search tables), so that every
    /// game starts from the same state whatever was played before.
    fn new_game(&mut self) {}
}

/// A player by name: `random`, `three-ply`, `strong`, `strong:N`,
/// `classic` or `classic:N`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlayerSpec {
    Random,
    ThreePly,
    /// The strong searcher with the learned evaluation; `Some(n)` limits
    /// its midgame search to n plies.
    Strong(Option<u32>),
    /// The same searcher with the hand-set evaluation.
    Classic(Option<u32>),
}

/// The deepest `strong:N` or `classic:N` accepted: beyond it a move would
/// take hours.
pub const MAX_STRONG_DEPTH: u32 = 30;

/// Why a text does not name a player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayerSpecError {
    UnknownName(String),
    /// The text after the player's name and colon.
    BadDepth(&'static str, String),
}

impl fmt::Display for PlayerSpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayerSpecError::UnknownName(name) => {
                write!(
                    f,
                    "'{name}' is not a player (use random, three-ply, strong, strong:N, classic or classic:N)"
                )
            }
            PlayerSpecError::BadDepth(player, depth) => {
                write!(
                    f,
                    "'{depth}' in {player}:N is not a depth from 1 to {MAX_STRONG_DEPTH}"
                )
            }
        }
    }
}

impl std::error::Error for PlayerSpecError {}

impl FromStr for PlayerSpec {
    type Err = PlayerSpecError;

    fn from_str(text: &str) -> Result<PlayerSpec, PlayerSpecError> {
        let lower = text.trim().to_ascii_lowercase();
        match lower.as_str() {
            "random" => return Ok(PlayerSpec::Random),
            "three-ply" => return Ok(PlayerSpec::ThreePly),
            "strong" => return Ok(PlayerSpec::Strong(None)),
            "classic" => return Ok(PlayerSpec::Classic(None)),
            _ => {}
        }
        let (player, make): (&'static str, fn(Option<u32>) -> PlayerSpec) =
            if lower.starts_with("classic:") {
                ("classic", PlayerSpec::Classic)
            } else {
                ("strong", PlayerSpec::Strong)
            };
        let depth = lower
            .strip_prefix(player)
            .and_then(|rest| rest.strip_prefix(':'))
            .ok_or_else(|| PlayerSpecError::UnknownName(text.to_string()))?;
        match depth.parse::<u32>() {
            Ok(n) if (1..=MAX_STRONG_DEPTH).contains(&n) => Ok(make(Some(n))),
            _ => Err(PlayerSpecError::BadDepth(player, depth.to_string())),
        }
    }
}

impl fmt::Display for PlayerSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayerSpec::Random => f.write_str("random"),
            PlayerSpec::ThreePly => f.write_str("three-ply"),
            PlayerSpec::Strong(None) => f.write_str("strong"),
            PlayerSpec::Strong(Some(depth)) => write!(f, "strong:{depth}"),
            PlayerSpec::Classic(None) => f.write_str("classic"),
            PlayerSpec::Classic(Some(depth)) => write!(f, "classic:{depth}"),
        }
    }
}

impl PlayerSpec {
    /// A fresh player of this kind.
    pub fn build(self) -> Box<dyn Player + Send> {
        match self {
            PlayerSpec::Random => Box::new(RandomPlayer),
            PlayerSpec::ThreePly => Box::new(ThreePlyPlayer),
            PlayerSpec::Strong(depth) => Box::new(StrongPlayer::with_depth(depth)),
            PlayerSpec::Classic(depth) => {
                Box::new(StrongPlayer::with_evaluation(depth, EvalChoice::Classic))
            }
        }
    }
}
