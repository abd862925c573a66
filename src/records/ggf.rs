//! GGF, the Generic Game Format of the Internet Othello servers:
//! `(;GM[Othello]PB[name]…BO[8 <squares> *]B[f5//1.2]W[d6]…;)`, several
//! games per file, each perhaps after its number (`1 (;…;)`). Read: squares
//! in any case, passes as `PA` or `pass` in any case, notes after a move's
//! `/` (evaluation and time) kept as written, unknown properties (komi `KM`,
//! `KB`, `KW`…) kept in order, a forced pass the file leaves out written
//! in. Ignored: TY's variant letters (the start is in BO) and the
//! fractional part of RE (margins are whole discs).

use super::{GameFault, MoveFault, Opened, Outcome, Play, Record, RecordError};
use crate::board::{Board, Color, Size, Square};
use crate::input::quote;
use std::fmt::Write;

/// Whether a text is GGF: it has a game start `(;` (no other format has
/// one; text before the first game is named as an error).
pub(super) fn is_ggf(text: &str) -> bool {
    text.contains("(;")
}

/// The text after a game's leading number, if it has one.
fn after_number(text: &str) -> &str {
    let digits = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    match text[digits..].trim_start() {
        rest if digits > 0 && rest.starts_with("(;") => rest,
        _ => text,
    }
}

/// Reads every game of a GGF text. A bad game is named and skipped: the
/// reading goes on at the next `(;`.
pub fn read(text: &str) -> Opened {
    let mut opened = Opened::within(super::Budget::DEFAULT);
    read_into(text, &mut opened);
    opened.close()
}

/// `read` into `opened`, within its budget.
pub(super) fn read_into(text: &str, opened: &mut Opened) {
    let mut rest = text.trim_start();
    let mut number = 0;
    while !rest.is_empty() {
        number += 1;
        if opened.spent(number) {
            return;
        }
        let at_game = |fault| RecordError::Game {
            game: number,
            fault,
        };
        let started = after_number(rest);
        let Some(body) = started.strip_prefix("(;") else {
            let excerpt: String = rest.chars().take(20).collect();
            opened.reject(at_game(GameFault::OutsideGame(quote(&excerpt))));
            rest = next_game(rest);
            continue;
        };
        match properties(body) {
            Ok((properties, after)) => {
                match game(number, properties) {
                    Ok(record) => opened.push(number, record),
                    Err(error) => opened.reject(error),
                }
                rest = after.trim_start();
            }
            Err(fault) => {
                opened.reject(at_game(fault));
                rest = next_game(body);
            }
        }
    }
}

/// The text from the next game's start (`(;`, with its number if any) on.
fn next_game(text: &str) -> &str {
    let Some(at) = text.get(1..).and_then(|after| after.find("(;")) else {
        return "";
    };
    let start = at + 1;
    // Back over the game's number, so that it is read with its game.
    let head = text[..start].trim_end();
    let number = head.len() - head.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    let ends_line = head[..head.len() - number]
        .chars()
        .next_back()
        .is_none_or(char::is_whitespace);
    if number > 0 && ends_line {
        &text[head.len() - number..]
    } else {
        &text[start..]
    }
}

/// The `KEY[value]` pairs of one game's body (after its `(;`), values
/// unescaped, and the text after its `;)`.
type Properties = Vec<(String, String)>;

fn properties(mut body: &str) -> Result<(Properties, &str), GameFault> {
    let mut found = Vec::new();
    loop {
        body = body.trim_start();
        if let Some(after) = body.strip_prefix(";)") {
            return Ok((found, after));
        }
        if body.is_empty() || body.trim_end() == ";" {
            return Err(GameFault::Unterminated);
        }
        let key_length = body
            .find(|c: char| !c.is_ascii_alphabetic())
            .unwrap_or(body.len());
        let (key, after_key) = body.split_at(key_length);
        let Some(value_text) = after_key
            .trim_start()
            .strip_prefix('[')
            .filter(|_| key_length > 0)
        else {
            let excerpt: String = body.chars().take(12).collect();
            return Err(GameFault::Property(quote(&excerpt)));
        };
        let mut value = String::new();
        let mut chars = value_text.char_indices();
        let end = loop {
            match chars.next() {
                None => return Err(GameFault::Unterminated),
                Some((at, ']')) => break at,
                // A backslash keeps the next character, `]` included.
                Some((_, '\\')) => value.extend(chars.next().map(|(_, c)| c)),
                Some((_, c)) => value.push(c),
            }
        };
        found.push((key.to_ascii_uppercase(), value));
        body = &value_text[end + 1..];
    }
}

/// One game from its properties, its moves checked in order.
fn game(number: usize, properties: Properties) -> Result<Record, RecordError> {
    let at_game = |fault| RecordError::Game {
        game: number,
        fault,
    };
    let mut record = Record::new(Board::start(Size::Eight), Vec::new());
    let mut board = record.start;
    let mut written = 0;
    let mut given_board = false;
    for (key, value) in properties {
        match key.as_str() {
            "GM" if !value.trim().eq_ignore_ascii_case("othello") => {
                return Err(at_game(GameFault::NotOthello(quote(&value))))
            }
            "GM" => {}
            "PC" => record.place = Some(value),
            "DT" => record.date = Some(value),
            "PB" => record.black = Some(value),
            "PW" => record.white = Some(value),
            "RB" => record.black_rating = Some(value),
            "RW" => record.white_rating = Some(value),
            "TI" => record.time_control = Some(value),
            "TY" => {
                let size =
                    size_of(&value).ok_or_else(|| at_game(GameFault::BoardType(quote(&value))))?;
                if !record.moves.is_empty() {
                    return Err(at_game(GameFault::BoardAfterMoves));
                }
                // A BO already read gives the start (TY after BO, as some
                // programs write them).
                if !given_board {
                    record.start = Board::start(size);
                    board = record.start;
                }
            }
            // `?`: the result is not known (a game stopped or adjourned).
            "RE" if value.trim() == "?" => record.result = None,
            "RE" => {
                let outcome =
                    outcome(&value).ok_or_else(|| at_game(GameFault::Result(quote(&value))))?;
                record.result = Some(outcome);
            }
            "BO" => {
                if !record.moves.is_empty() {
                    return Err(at_game(GameFault::BoardAfterMoves));
                }
                record.start = start_board(&value).map_err(at_game)?;
                board = record.start;
                given_board = true;
            }
            "B" | "W" => {
                written += 1;
                let side = if key == "B" {
                    Color::Black
                } else {
                    Color::White
                };
                let fault = |fault| RecordError::Move {
                    game: number,
                    number: written,
                    text: quote(&format!("{key}[{value}]")),
                    fault,
                };
                let (token, note) = value.split_at(value.find('/').unwrap_or(value.len()));
                let play = play_of(token.trim(), board.size()).map_err(fault)?;
                if board.is_game_over() {
                    return Err(fault(MoveFault::AfterEnd));
                }
                board = super::pass_before(side, board, &mut record.moves).map_err(fault)?;
                board = match play {
                    Play::Pass if board.must_pass() => board.pass(),
                    Play::Pass => return Err(fault(MoveFault::PassNotAllowed(side))),
                    Play::Square(square) => {
                        board.play(square).ok_or(fault(MoveFault::Illegal(side)))?
                    }
                };
                if !note.is_empty() {
                    record.notes.insert(record.moves.len(), note.to_string());
                }
                record.moves.push(play);
            }
            _ => record.extra.push((key, value)),
        }
    }
    Ok(record)
}

/// The board size a TY or BO value gives (`8`, `8r20`, `s8r20`, …: GGS's
/// variant letters around the size).
fn size_of(value: &str) -> Option<Size> {
    let digits: String = value
        .trim()
        .trim_start_matches(|c: char| c.is_ascii_alphabetic())
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse::<Size>().ok()
}

/// A BO value: the size, the squares (`*` black, `O` white, `-` empty) row
/// by row, then the side to move.
fn start_board(value: &str) -> Result<Board, GameFault> {
    let fault = |error| GameFault::Board {
        text: quote(value),
        error,
    };
    let value = value.trim();
    let (size_text, squares) = value.split_once(char::is_whitespace).unwrap_or((value, ""));
    let size = size_of(size_text).ok_or_else(|| GameFault::BoardType(quote(size_text)))?;
    let board: Board = squares.parse().map_err(fault)?;
    if board.size() != size {
        let said = size.side();
        return Err(GameFault::BoardSize {
            said,
            found: board.size(),
        });
    }
    Ok(board)
}

fn play_of(token: &str, size: Size) -> Result<Play, MoveFault> {
    if token.eq_ignore_ascii_case("pa") || token.eq_ignore_ascii_case("pass") {
        return Ok(Play::Pass);
    }
    let square: Square = token.parse().map_err(|_| MoveFault::NotAMove)?;
    if !size.contains(square) {
        return Err(MoveFault::OffBoard(size));
    }
    Ok(Play::Square(square))
}

/// RE's value: black's margin, then optionally `:` and how it ended.
fn outcome(value: &str) -> Option<Outcome> {
    let (margin, how) = match value.split_once(':') {
        Some((margin, how)) => (margin, Some(how.to_string())),
        None => (value, None),
    };
    let margin: f64 = margin.trim().parse().ok()?;
    (margin.abs() <= 64.0).then(|| Outcome {
        margin: margin.round() as i32,
        how,
    })
}

/// The GGF text of a record: one game, `(;` to `;)`. Forced passes the
/// record leaves out are written, as GGF readers expect alternating sides.
pub fn write(record: &Record) -> String {
    let mut text = String::from("(;GM[Othello]");
    let fields = [
        ("PC", &record.place),
        ("DT", &record.date),
        ("PB", &record.black),
        ("PW", &record.white),
        ("RB", &record.black_rating),
        ("RW", &record.white_rating),
        ("TI", &record.time_control),
    ];
    for (key, value) in fields {
        if let Some(value) = value {
            property(&mut text, key, value);
        }
    }
    if record.date.is_none() {
        if let Some(year) = record.year {
            property(&mut text, "DT", &year.to_string());
        }
    }
    let size = record.size().side();
    property(&mut text, "TY", &size.to_string());
    if let Some(outcome) = &record.result {
        let mut value = match outcome.margin {
            0 => "0.000".to_string(),
            margin => format!("{margin:+}.000"),
        };
        if let Some(how) = &outcome.how {
            value = format!("{value}:{how}");
        }
        property(&mut text, "RE", &value);
    }
    for (key, value) in &record.extra {
        property(&mut text, key, value);
    }
    property(&mut text, "BO", &board_value(&record.start));
    for (side, play, note) in record.sided_moves() {
        let key = if side == Color::Black { "B" } else { "W" };
        let token = match play {
            Play::Square(square) => square.to_string(),
            Play::Pass => "PA".to_string(),
        };
        property(&mut text, key, &format!("{token}{}", note.unwrap_or("")));
    }
    text.push_str(";)");
    text
}

/// Several records, one game a line.
pub fn write_all(records: &[Record]) -> String {
    records.iter().map(|record| write(record) + "\n").collect()
}

fn property(text: &mut String, key: &str, value: &str) {
    let escaped = value.replace('\\', "\\\\").replace(']', "\\]");
    write!(text, "{key}[{escaped}]").expect("a String takes any text");
}

/// BO's value: the size, the rows, the side to move.
fn board_value(board: &Board) -> String {
    let size = board.size();
    let letter = |color: Option<Color>| match color {
        Some(Color::Black) => '*',
        Some(Color::White) => 'O',
        None => '-',
    };
    let mut value = size.side().to_string();
    for (index, square) in size.squares().enumerate() {
        if index % size.side() as usize == 0 {
            value.push(' ');
        }
        value.push(letter(board.get(square)));
    }
    value.push(' ');
    value.push(letter(Some(board.side_to_move())));
    value
}
