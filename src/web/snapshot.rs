//! The one shape every game takes on the page: what `snapshot(ply)` of
//! `WebGame` (Othello) and `WebGobblet` hands the controller, whatever the
//! game. The game's own picture of the position (discs and counts, or
//! stacks and reserves) sits beside the shared fields.

use serde::Serialize;

/// Everything the page shows of the position after `ply` moves of a game
/// whose sides are `Side`, whose moves the board marks as `Mark`, whose
/// end is a `Result` and whose position is drawn from `Picture`.
#[derive(Serialize)]
pub(super) struct Snapshot<Side, Mark, Result, Picture> {
    /// `othello` or `gobblet`.
    pub kind: &'static str,
    pub ply: usize,
    pub plies: usize,
    /// The position's board string.
    pub board: String,
    /// The start's board string; none for the game's standard start.
    pub start: Option<String>,
    /// The whole game's moves as the address writes them.
    pub moves: String,
    pub transcript: Vec<PlayedMove<Side>>,
    /// The moves the side to move may play.
    pub legal: Vec<Mark>,
    pub last: Option<Mark>,
    /// Who moves next; none once the game is over.
    pub to_move: Option<Side>,
    pub result: Option<Result>,
    /// The position in words, for screen readers.
    pub description: String,
    #[serde(flatten)]
    pub picture: Picture,
}

/// One move of the game, for the transcript.
#[derive(Serialize)]
pub(super) struct PlayedMove<Side> {
    pub ply: usize,
    pub name: String,
    pub side: Side,
    /// The opponent had to pass after this move.
    pub pass_follows: bool,
}
