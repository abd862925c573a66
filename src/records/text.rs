//! Records written as plain text lines: Edax/OBF board lines (a board
//! string, then optionally `;` and move/score annotations, which are not
//! kept) and move strings.

use super::{GameFault, Play, Record, RecordError};
use crate::board::{Board, Size};
use crate::notation::parse_game;

/// The board of an OBF line: the text before its first `;`.
fn board_of(line: &str) -> Result<Board, crate::notation::NotationError> {
    line.split(';').next().unwrap_or_default().parse()
}

/// Whether a text's first line is a board line rather than moves.
pub(super) fn is_board_line(text: &str) -> bool {
    text.lines()
        .find(|line| !line.trim().is_empty())
        .is_some_and(|line| board_of(line).is_ok())
}

/// One position per non-blank line, each a record with no moves.
pub(super) fn read_board_lines(text: &str) -> (Vec<Record>, Option<RecordError>) {
    let mut games = Vec::new();
    for line in text.lines().filter(|line| !line.trim().is_empty()) {
        match board_of(line) {
            Ok(board) => games.push(Record::new(board, Vec::new())),
            Err(error) => {
                let game = games.len() + 1;
                let fault = GameFault::BoardLine(error);
                return (games, Some(RecordError::Game { game, fault }));
            }
        }
    }
    (games, None)
}

/// A move string from the 8x8 start: the game up to its first bad move,
/// and that move's error.
pub(super) fn read_moves(text: &str) -> (Vec<Record>, Option<RecordError>) {
    let parsed = parse_game(Board::start(Size::Eight), text);
    let record = Record::from_game(&parsed.game);
    let error = parsed.error.map(|error| RecordError::Game {
        game: 1,
        fault: GameFault::Moves(error),
    });
    let moves = record
        .moves
        .iter()
        .filter(|play| **play != Play::Pass)
        .count();
    let games = if moves > 0 || error.is_none() {
        vec![record]
    } else {
        Vec::new()
    };
    (games, error)
}
