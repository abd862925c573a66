//! What `boardlab records` reports (field names fixed by
//! shared/spec/interfaces.md): every game read from the files, numbered as
//! in its file, and every bad game, by file.

use super::{Opened, Record, RecordError};
use serde::Serialize;

/// The games of several files and what is wrong in them.
#[derive(Clone, Debug, Default, Serialize)]
pub struct RecordsReport {
    pub games: Vec<GameEntry>,
    pub errors: Vec<ErrorEntry>,
    /// Per file, in the order given: how many games were read and how many
    /// errors were found.
    pub files: Vec<FileCount>,
}

/// One game as its file records it.
#[derive(Clone, Debug, Serialize)]
pub struct GameEntry {
    /// The game's number in its file, from 1.
    pub number: usize,
    pub file: String,
    pub black: Option<String>,
    pub white: Option<String>,
    /// The tournament, place or server.
    pub tournament: Option<String>,
    pub year: Option<u16>,
    pub size: u8,
    /// The start's board string; `None` for the standard start.
    pub start: Option<String>,
    pub moves: String,
    /// Black's disc margin as the file records it.
    pub result: Option<i32>,
}

/// Something wrong in a file: `game` is `None` when it is about the whole
/// file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct ErrorEntry {
    pub file: String,
    pub game: Option<usize>,
    pub message: String,
}

#[derive(Clone, Debug, Serialize)]
pub struct FileCount {
    pub file: String,
    pub games: usize,
    pub errors: usize,
}

impl RecordsReport {
    /// Adds what was read from the file named `file`.
    pub fn add(&mut self, file: &str, opened: &Opened) {
        let games = opened.games.iter().zip(&opened.numbers);
        self.games
            .extend(games.map(|(record, &number)| GameEntry::new(file, number, record)));
        self.count(file, opened);
    }

    /// Adds the counts and errors of the file named `file`, not its games
    /// (for the reports of commands that use the games otherwise).
    pub fn count(&mut self, file: &str, opened: &Opened) {
        self.errors.extend(
            opened
                .errors
                .iter()
                .map(|error| ErrorEntry::new(file, error)),
        );
        self.files.push(FileCount {
            file: file.to_string(),
            games: opened.games.len(),
            errors: opened.error_count(),
        });
    }

    /// Adds a file that could not be read at all, and why.
    pub fn reject(&mut self, file: &str, message: &str) {
        self.errors.push(ErrorEntry {
            file: file.to_string(),
            game: None,
            message: message.to_string(),
        });
        self.files.push(FileCount {
            file: file.to_string(),
            games: 0,
            errors: 1,
        });
    }
}

impl GameEntry {
    fn new(file: &str, number: usize, record: &Record) -> GameEntry {
        GameEntry {
            number,
            file: file.to_string(),
            black: record.black.clone(),
            white: record.white.clone(),
            tournament: record.place.clone(),
            year: record
                .year
                .or_else(|| record.date.as_deref().and_then(year_of)),
            size: record.size().side(),
            start: record.start_string(),
            moves: record.move_string(),
            result: record.result.as_ref().map(|outcome| outcome.margin),
        }
    }
}

impl ErrorEntry {
    fn new(file: &str, error: &RecordError) -> ErrorEntry {
        ErrorEntry {
            file: file.to_string(),
            game: error.game(),
            message: error.to_string(),
        }
    }
}

/// The year a GGF date starts with (`2003.11.07_13:17:39.MET`).
fn year_of(date: &str) -> Option<u16> {
    let digits = date.trim().get(..4)?;
    let year: u16 = digits.parse().ok()?;
    (digits.bytes().all(|byte| byte.is_ascii_digit()) && year > 0).then_some(year)
}
