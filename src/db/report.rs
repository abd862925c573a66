//! What the database says about a position, for every face (the CLI's
//! `--json`; field names fixed by shared/spec/interfaces.md).

use crate::board::{Board, Square};
use serde::Serialize;
use std::collections::BTreeMap;

/// A position as the games played it.
#[derive(Clone, Debug, Serialize)]
pub struct DbReport {
    /// The asked position's board string.
    pub board: String,
    /// Whether mirror images and rotations of the position counted too.
    pub fold: bool,
    /// Games that reach the position, by any order of moves.
    pub games: usize,
    /// Every move played from the position (in its orientation), by square.
    pub moves: BTreeMap<Square, MoveStats>,
    /// The first games through the position, in the order of the files.
    pub first_games: Vec<GameRef>,
    pub database: DbSize,
    /// The time to answer, and to read the files and build the database
    /// (both filled in by the face).
    pub seconds: f64,
    pub load_seconds: f64,
    /// What could not be read from the files: each bad game and each file
    /// not read, by file (filled in by the face, as `boardlab records`
    /// names them).
    pub errors: Vec<crate::records::report::ErrorEntry>,
}

/// What the database holds, and the bytes of its tables.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct DbSize {
    pub games: usize,
    pub positions: usize,
    pub bytes: usize,
}

/// The games that played one move, by their results (black's point of view).
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct MoveStats {
    pub games: usize,
    pub black_wins: usize,
    pub draws: usize,
    pub white_wins: usize,
    /// Black's mean final disc margin.
    pub mean_margin: f64,
    /// The sum of the margins, so the mean is one division, not a drift.
    #[serde(skip)]
    margin_sum: i64,
}

/// One game through the position.
#[derive(Clone, Debug, Serialize)]
pub struct GameRef {
    /// Its index in the database (from 0, in the order added).
    pub game: usize,
    pub file: String,
    /// Its number in the file, from 1.
    pub number: usize,
    pub black: Option<String>,
    pub white: Option<String>,
    /// The tournament, place or server the file names.
    pub tournament: Option<String>,
    /// Moves played when the game reached the position.
    pub ply: usize,
    /// The move it played from there (in the asked orientation); `None`
    /// where the game ended.
    pub next: Option<Square>,
    /// Black's final margin (see `MoveStats`).
    pub result: i32,
}

impl MoveStats {
    /// Counts one more game whose black margin was `margin`.
    pub(super) fn add(&mut self, margin: i8) {
        self.margin_sum += i64::from(margin);
        self.games += 1;
        match margin.signum() {
            1 => self.black_wins += 1,
            -1 => self.white_wins += 1,
            _ => self.draws += 1,
        }
        self.mean_margin = self.margin_sum as f64 / self.games as f64;
    }
}

impl DbReport {
    pub(super) fn new(
        board: &Board,
        fold: bool,
        games: usize,
        moves: BTreeMap<Square, MoveStats>,
        first_games: Vec<GameRef>,
        database: DbSize,
    ) -> DbReport {
        DbReport {
            board: board.to_string(),
            fold,
            games,
            moves,
            first_games,
            database,
            seconds: 0.0,
            load_seconds: 0.0,
            errors: Vec::new(),
        }
    }
}
