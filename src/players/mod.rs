//! Computer players behind one trait, and the arena that sets them against
//! each other. The page, its worker, the arena and the CLI all hold a
//! `Box<dyn Player>` built from a [`PlayerSpec`] such as `strong:4`.

pub mod arena;
mod eval;
mod evaluator;
pub mod probcut;
mod random;
pub mod report;
mod search;
#[cfg(not(target_arch = "wasm32"))]
mod split;
pub mod stats;
mod table;
mod three_ply;
mod tree;

pub use evaluator::{EvalChoice, Evaluator};

/// The legal moves of `board` in the order the strong player first tries
/// them (its move-ordering heuristics: mobility left to the opponent,
/// corners, the squares next to them), most promising first.
pub fn search_order(board: &Board) -> Vec<Square> {
    let geometry = eval::Geometry::new(board.size());
    let mut moves: Vec<Square> = board.legal_moves().collect();
    moves.sort_by_cached_key(|&square| {
        -eval::move_order_score(&geometry, board, square, &board.play_unchecked(square))
    });
    moves
}
pub use random::RandomPlayer;
pub use search::{
    leaf_score, Deepened, MoveEvaluation, StrongPlayer, DEFAULT_DEPTH, DEFAULT_NODES,
    ENDGAME_EMPTIES, MAX_NODES,
};
pub use three_ply::{random_order, three_ply_choice, ThreePlyPlayer};

use crate::board::random::Rng;
use crate::board::{Board, Square};
use report::{MoveReport, MoveSource};
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

pub use crate::progress::StopSignal;

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
    /// squares (`evaluate_moves`), and take a score from the table only
    /// from a search whose leaves had that parity too (the previous
    /// position's deeper, unfinished iterations leave scores from odd
    /// leaves): the values of successive positions of a game then come
    /// from leaves with the same side to move, and do not seesaw with the
    /// evaluation's lean to the mover.
    pub even_leaves: bool,
    /// Let the midgame search cut the nodes where a shallower search
    /// lies far outside the window (`probcut.rs`): deeper in the same
    /// time, each value a little less sure. Exact values are never cut.
    pub selective: bool,
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

    /// Plies a player that does not value its moves looks ahead (0: none).
    fn look_ahead(&self) -> u32 {
        0
    }

    /// `choose`, with what the player knows of its move: its value, where
    /// it comes from and how deep it looked. Players that do not value
    /// their moves report none, searched to their `look_ahead`.
    fn choose_reported(
        &mut self,
        board: &Board,
        rng: &mut Rng,
        limits: Limits,
    ) -> Option<MoveReport> {
        self.choose(board, rng, limits).map(|square| MoveReport {
            play: Some(square),
            value: None,
            source: MoveSource::Search,
            depth: self.look_ahead(),
        })
    }

    /// `choose` for players that can fail to answer (an engine in another
    /// process that dies, times out or answers an illegal move): the
    /// arena scores such a game as lost by this player. Players of this
    /// crate never fail.
    fn try_choose(
        &mut self,
        board: &Board,
        rng: &mut Rng,
        limits: Limits,
    ) -> Result<Option<Square>, Forfeit> {
        Ok(self.choose(board, rng, limits))
    }

    /// Forgets what was learnt during a game (search tables), so that every
    /// game starts from the same state whatever was played before.
    fn new_game(&mut self) {}
}

/// Why a player gave up a game without a move: its cause, whatever kind of
/// player failed.
#[derive(Debug, thiserror::Error)]
#[error(transparent)]
pub struct Forfeit(pub Box<dyn std::error::Error + Send + Sync>);

/// Why `decide` has no move to report.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the game is over ({board}): there is no move to choose")]
pub struct GameOver {
    pub board: Board,
}

/// The move `player` chooses on `board` with its report: a pass when the
/// side to move has no legal move (valued as the position after it, from
/// the passing side), an error when the game is over.
pub fn decide(
    player: &mut dyn Player,
    board: &Board,
    rng: &mut Rng,
    limits: Limits,
) -> Result<MoveReport, GameOver> {
    if board.is_game_over() {
        return Err(GameOver { board: *board });
    }
    if board.must_pass() {
        let reply = decide(player, &board.pass(), rng, limits)?;
        return Ok(MoveReport {
            play: None,
            value: reply.value.map(|value| -value),
            ..reply
        });
    }
    // An opening book, once there is one for this board, answers here
    // before the player searches.
    Ok(player
        .choose_reported(board, rng, limits)
        .expect("a player has a move where the side to move has one"))
}

/// A player by name: `random`, `three-ply`, `strong`, `strong:N`,
/// `classic` or `classic:N` (natively `@T` after a searcher's name: on T
/// threads, e.g. `strong:6@2`), and natively `nboard:COMMAND`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum PlayerSpec {
    Random,
    ThreePly,
    /// The strong searcher with the learned evaluation.
    Strong(Searching),
    /// The same searcher with the hand-set evaluation.
    Classic(Searching),
    /// An engine in another process that speaks the NBoard protocol,
    /// started by this command line (program and arguments split at
    /// spaces, no shell).
    #[cfg(not(target_arch = "wasm32"))]
    Nboard(String),
}

/// The deepest `strong:N` or `classic:N` accepted: beyond it a move would
/// take hours.
pub const MAX_STRONG_DEPTH: u32 = 30;

/// The most threads `@T` gives a searcher.
pub const MAX_PLAYER_THREADS: u32 = 256;

/// How a searcher searches: its midgame depth (`None`: its own limits)
/// and its threads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Searching {
    pub depth: Option<u32>,
    pub threads: u32,
}

impl Searching {
    /// `depth` plies (`None`: the player's own limits) on one thread.
    pub fn depth(depth: Option<u32>) -> Searching {
        Searching { depth, threads: 1 }
    }

    /// The searcher of this setting with `evaluation`.
    fn player(&self, evaluation: EvalChoice) -> StrongPlayer {
        let player = StrongPlayer::with_evaluation(self.depth, evaluation);
        #[cfg(not(target_arch = "wasm32"))]
        let player = player.with_threads(self.threads as usize);
        player
    }
}

/// Why a text does not name a player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayerSpecError {
    UnknownName(String),
    /// The text after the player's name and colon.
    BadDepth(&'static str, String),
    /// `nboard:` with no command after it.
    NoCommand,
    /// The text after a searcher's `@`.
    BadThreads(String),
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
            PlayerSpecError::NoCommand => {
                f.write_str("nboard: needs the engine's command line after the colon")
            }
            #[cfg(not(target_arch = "wasm32"))]
            PlayerSpecError::BadThreads(threads) => write!(
                f,
                "'{threads}' after @ is not a number of threads from 1 to {MAX_PLAYER_THREADS}"
            ),
            #[cfg(target_arch = "wasm32")]
            PlayerSpecError::BadThreads(_) => f.write_str(
                "threads (@) are for the command line: the page shares its work among its workers itself",
            ),
        }
    }
}

impl std::error::Error for PlayerSpecError {}

impl FromStr for PlayerSpec {
    type Err = PlayerSpecError;

    fn from_str(text: &str) -> Result<PlayerSpec, PlayerSpecError> {
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(command) = strip_prefix_ignoring_case(text.trim(), NBOARD_PREFIX) {
            let command = command.trim();
            if command.is_empty() {
                return Err(PlayerSpecError::NoCommand);
            }
            return Ok(PlayerSpec::Nboard(command.to_string()));
        }
        let lower = text.trim().to_ascii_lowercase();
        match lower.as_str() {
            "random" => return Ok(PlayerSpec::Random),
            "three-ply" => return Ok(PlayerSpec::ThreePly),
            _ => {}
        }
        let (name, threads) = match lower.split_once('@') {
            Some((name, threads)) => (name, read_threads(threads)?),
            None => (lower.as_str(), 1),
        };
        let (player, make): (&'static str, fn(Searching) -> PlayerSpec) =
            if name.starts_with("classic") {
                ("classic", PlayerSpec::Classic)
            } else {
                ("strong", PlayerSpec::Strong)
            };
        let depth = match name.strip_prefix(player) {
            Some("") => None,
            Some(rest) => {
                let depth = rest
                    .strip_prefix(':')
                    .ok_or_else(|| PlayerSpecError::UnknownName(text.to_string()))?;
                match depth.parse::<u32>() {
                    Ok(n) if (1..=MAX_STRONG_DEPTH).contains(&n) => Some(n),
                    _ => return Err(PlayerSpecError::BadDepth(player, depth.to_string())),
                }
            }
            None => return Err(PlayerSpecError::UnknownName(text.to_string())),
        };
        Ok(make(Searching { depth, threads }))
    }
}

/// The threads after a searcher's `@`: natively 1 to `MAX_PLAYER_THREADS`;
/// in the browser's build none (its workers share the work instead).
fn read_threads(text: &str) -> Result<u32, PlayerSpecError> {
    let bad = || PlayerSpecError::BadThreads(text.to_string());
    let threads = text.parse::<u32>().map_err(|_| bad())?;
    if cfg!(target_arch = "wasm32") || !(1..=MAX_PLAYER_THREADS).contains(&threads) {
        return Err(bad());
    }
    Ok(threads)
}

impl fmt::Display for PlayerSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayerSpec::Random => f.write_str("random"),
            PlayerSpec::ThreePly => f.write_str("three-ply"),
            PlayerSpec::Strong(searching) => write!(f, "strong{searching}"),
            PlayerSpec::Classic(searching) => write!(f, "classic{searching}"),
            #[cfg(not(target_arch = "wasm32"))]
            PlayerSpec::Nboard(command) => write!(f, "{NBOARD_PREFIX}{command}"),
        }
    }
}

impl fmt::Display for Searching {
    /// What follows a searcher's name: `:N` for a depth, `@T` for threads.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(depth) = self.depth {
            write!(f, ":{depth}")?;
        }
        if self.threads > 1 {
            write!(f, "@{}", self.threads)?;
        }
        Ok(())
    }
}

impl PlayerSpec {
    /// A fresh player of this kind (an external engine starts with its
    /// first move), without an opening book: the arena's players, the same
    /// in both faces, so that a seed replays one game anywhere.
    pub fn build(&self) -> Box<dyn Player + Send> {
        self.build_with(None, None)
    }

    /// `build`, the strong player answering from `book` where it can, and
    /// the searchers (strong, classic) solving exactly from `exact_empties`
    /// empty squares instead of their own `ENDGAME_EMPTIES`.
    pub fn build_with(
        &self,
        book: Option<std::sync::Arc<crate::openings::book::GamesBook>>,
        exact_empties: Option<u32>,
    ) -> Box<dyn Player + Send> {
        let solving = |player: StrongPlayer| match exact_empties {
            Some(empties) => player.with_endgame_empties(empties),
            None => player,
        };
        match self {
            PlayerSpec::Random => Box::new(RandomPlayer),
            PlayerSpec::ThreePly => Box::new(ThreePlyPlayer),
            PlayerSpec::Strong(searching) => {
                let mut player = solving(searching.player(EvalChoice::Learned));
                if let Some(book) = book {
                    player.set_book(book);
                }
                Box::new(player)
            }
            PlayerSpec::Classic(searching) => {
                Box::new(solving(searching.player(EvalChoice::Classic)))
            }
            #[cfg(not(target_arch = "wasm32"))]
            PlayerSpec::Nboard(command) => Box::new(crate::nboard::EnginePlayer::new(command)),
        }
    }

    /// Whether the player is an engine in another process.
    pub fn is_external(&self) -> bool {
        #[cfg(not(target_arch = "wasm32"))]
        if let PlayerSpec::Nboard(_) = self {
            return true;
        }
        false
    }
}

/// What names an external NBoard engine: `nboard:` then its command line.
#[cfg(not(target_arch = "wasm32"))]
const NBOARD_PREFIX: &str = "nboard:";

#[cfg(not(target_arch = "wasm32"))]
fn strip_prefix_ignoring_case<'a>(text: &'a str, prefix: &str) -> Option<&'a str> {
    let head = text.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix)
        .then(|| &text[prefix.len()..])
}
