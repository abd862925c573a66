//! Records written as plain text lines: Edax/OBF board lines (a board
//! string, then optionally `;` and move/score annotations, which are not
//! kept) and move strings, one game a line.

use super::{GameFault, Opened, Play, Record, RecordError};
use crate::board::{Board, Size};
use crate::notation::parse_game;

/// The board of an OBF line: the text before its first `;`.
fn board_of(line: &str) -> Result<Board, crate::notation::NotationError> {
    line.split(';').next().unwrap_or_default().parse()
}

fn lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines().filter(|line| !line.trim().is_empty())
}

/// The lines a text's format is told by: a damaged first line does not
/// turn a file into another format.
pub(super) fn first_lines(text: &str) -> impl Iterator<Item = &str> {
    lines(text).take(5)
}

/// Whether a text holds board lines rather than moves.
pub(super) fn is_board_line(text: &str) -> bool {
    first_lines(text).any(|line| board_of(line).is_ok())
}

/// One position per non-blank line, each a record with no moves; a bad
/// line is named and skipped.
pub(super) fn read_board_lines(text: &str) -> Opened {
    let mut opened = Opened::default();
    for (index, line) in lines(text).enumerate() {
        let game = index + 1;
        match board_of(line) {
            Ok(board) => opened.push(game, Record::new(board, Vec::new())),
            Err(error) => {
                let fault = GameFault::BoardLine(error);
                opened.errors.push(RecordError::Game { game, fault });
            }
        }
    }
    opened
}

/// Move strings from the 8x8 start, one game a non-blank line (a list of
/// openings); a bad line is named and skipped. A text of one line is one
/// game kept up to its first bad move, with that move's error.
pub(super) fn read_move_lines(text: &str) -> Opened {
    let mut lines = lines(text).peekable();
    let first = lines.next().unwrap_or_default();
    if lines.peek().is_none() {
        return read_moves(first);
    }
    let mut opened = Opened::default();
    for (index, line) in std::iter::once(first).chain(lines).enumerate() {
        let game = index + 1;
        let parsed = parse_game(Board::start(Size::Eight), line);
        match parsed.error {
            None => opened.push(game, Record::from_game(&parsed.game)),
            Some(error) => opened.errors.push(RecordError::Game {
                game,
                fault: GameFault::Moves(error),
            }),
        }
    }
    opened
}

/// One move string: the game up to its first bad move, and that move's
/// error.
fn read_moves(text: &str) -> Opened {
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
    let mut opened = Opened::default();
    if moves > 0 || error.is_none() {
        opened.push(1, record);
    }
    opened.errors.extend(error);
    opened
}
