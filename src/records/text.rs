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

/// The longest line a file of one game a line may have: a game of 60 moves
/// with its annotations takes a few hundred bytes.
pub const RECORD_LINE: usize = 64 << 10;

/// The non-blank lines of a text, one game each: a line longer than
/// `RECORD_LINE` is its game's fault, and is not read.
pub(super) fn lines(text: &str) -> impl Iterator<Item = Result<&str, GameFault>> {
    text.lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            if line.len() > RECORD_LINE {
                Err(GameFault::LongLine(RECORD_LINE))
            } else {
                Ok(line)
            }
        })
}

/// The lines a text's format is told by: a damaged first line does not
/// turn a file into another format.
pub(super) fn first_lines(text: &str) -> impl Iterator<Item = &str> {
    lines(text).take(5).flatten()
}

/// Whether a text holds board lines rather than moves.
pub(super) fn is_board_line(text: &str) -> bool {
    first_lines(text).any(|line| board_of(line).is_ok())
}

/// One position per non-blank line, each a record with no moves; a bad
/// line is named and skipped.
pub(super) fn read_board_lines(text: &str, opened: &mut Opened) {
    for (index, line) in lines(text).enumerate() {
        let game = index + 1;
        if opened.spent(game) {
            return;
        }
        match line.and_then(|line| board_of(line).map_err(GameFault::BoardLine)) {
            Ok(board) => opened.push(game, Record::new(board, Vec::new())),
            Err(fault) => opened.reject(RecordError::Game { game, fault }),
        }
    }
}

/// Move strings from the 8x8 start, one game a non-blank line (a list of
/// openings); a bad line is named and skipped. A text of one line is one
/// game kept up to its first bad move, with that move's error.
pub(super) fn read_move_lines(text: &str, opened: &mut Opened) {
    let mut lines = lines(text).peekable();
    let first = lines.next().unwrap_or(Ok(""));
    if lines.peek().is_none() {
        return read_moves(first, opened);
    }
    for (index, line) in std::iter::once(first).chain(lines).enumerate() {
        let game = index + 1;
        if opened.spent(game) {
            return;
        }
        let parsed = line.and_then(|line| {
            let parsed = parse_game(Board::start(Size::Eight), line);
            match parsed.error {
                None => Ok(parsed.game),
                Some(error) => Err(GameFault::Moves(error)),
            }
        });
        match parsed {
            Ok(parsed) => opened.push(game, Record::from_game(&parsed)),
            Err(fault) => opened.reject(RecordError::Game { game, fault }),
        }
    }
}

/// One move string: the game up to its first bad move, and that move's
/// error.
fn read_moves(text: Result<&str, GameFault>, opened: &mut Opened) {
    let text = match text {
        Ok(text) => text,
        Err(fault) => return opened.reject(RecordError::Game { game: 1, fault }),
    };
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
    if moves > 0 || error.is_none() {
        opened.push(1, record);
    }
    if let Some(error) = error {
        opened.reject(error);
    }
}
