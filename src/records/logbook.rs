//! Logistello's book of games, one a line: `+d3-c3+c4…: -04 10`. Each move
//! is its side's sign (`+` black, `-` white) and a square; a pass shows as
//! two moves of one colour in a row. After the `:` come black's disc margin
//! and a count (how often the book saw the game, not kept).

use super::text::{first_lines, lines};
use super::{GameFault, MoveFault, Opened, Outcome, Play, Record, RecordError};
use crate::board::{Board, Color, Size, Square};
use crate::input::quote;

/// Whether a text holds book lines: a sign then a square.
pub(super) fn is_logbook(text: &str) -> bool {
    first_lines(text).any(|line| {
        let mut chars = line.trim().chars();
        matches!(chars.next(), Some('+' | '-'))
            && chars.next().is_some_and(|c| c.is_ascii_alphabetic())
            && chars.next().is_some_and(|c| c.is_ascii_digit())
    })
}

/// Every non-blank line a game; a bad line is named and skipped.
pub(super) fn read(text: &str, opened: &mut Opened) {
    for (index, line) in lines(text).enumerate() {
        let number = index + 1;
        if opened.spent(number) {
            return;
        }
        let line = line.map_err(|fault| RecordError::Game {
            game: number,
            fault,
        });
        match line.and_then(|line| game(number, line.trim())) {
            Ok(record) => opened.push(number, record),
            Err(error) => opened.reject(error),
        }
    }
}

fn game(number: usize, line: &str) -> Result<Record, RecordError> {
    let (moves, result) = line.split_once(':').unwrap_or((line, ""));
    let mut record = Record::new(Board::start(Size::Eight), Vec::new());
    let mut board = record.start;
    let mut rest = moves.trim();
    let mut written = 0;
    while let Some(sign) = rest.chars().next() {
        written += 1;
        // A move is its sign and the square up to the next sign.
        let after_sign = sign.len_utf8();
        let end = rest[after_sign..]
            .find(['+', '-'])
            .map_or(rest.len(), |at| at + after_sign);
        let (token, after) = rest.split_at(end);
        rest = after.trim_start();
        let fault = |fault| RecordError::Move {
            game: number,
            number: written,
            text: quote(token),
            fault,
        };
        let side = match sign {
            '+' => Color::Black,
            '-' => Color::White,
            _ => return Err(fault(MoveFault::NotAMove)),
        };
        let square: Square = token[after_sign..]
            .trim()
            .parse()
            .map_err(|_| fault(MoveFault::NotAMove))?;
        if board.is_game_over() {
            return Err(fault(MoveFault::AfterEnd));
        }
        // Two moves of one colour: the other side passed.
        board = super::pass_before(side, board, &mut record.moves).map_err(fault)?;
        board = board.play(square).ok_or(fault(MoveFault::Illegal(side)))?;
        record.moves.push(Play::Square(square));
    }
    let margin = result.split_whitespace().next();
    if let Some(margin) = margin {
        let margin = margin
            .parse::<i32>()
            .ok()
            .filter(|margin| margin.abs() <= 64)
            .ok_or_else(|| RecordError::Game {
                game: number,
                fault: GameFault::BookResult(quote(margin)),
            })?;
        record.result = Some(Outcome { margin, how: None });
    }
    Ok(record)
}
