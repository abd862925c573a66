//! Text forms for Gobblet Gobblers (documented in docs/gobblet.md).
//!
//! - Square: `a1`..`c3`, column letter then row number, a1 top-left.
//! - Move: a placement is a size letter and a square, `Lb2` (also `L b2`,
//!   `l-b2`); a move of a piece on the board is two squares, `b2c3` (also
//!   `b2-c3`). Output is `Lb2` / `b2c3`; input is case-insensitive.
//! - Move list: moves one after another, optionally separated by spaces,
//!   commas, semicolons or dashes: `Lb2 Sa1 b2c3`, `Lb2-Sa1` or `Lb2Sa1b2c3`.
//! - Board: three rows separated by `/`, each three cells separated by `,`;
//!   a cell is `-` when empty or its stack from bottom to top, the first
//!   player's pieces in capitals (`S M L`), the second player's in small
//!   letters (`s m l`); then a space and the side to move, `1` or `2`.
//!   Example: `sL,-,-/-,m,-/-,-,S 2`. Reserves are what is not on the board.

use super::board::{Move, Owner, Position, Size, Square, Variant};
use super::game::{Game, GameError, Player};
use std::fmt;
use std::str::FromStr;

/// What is wrong with a square, move, move list or board string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// Text that is not a square name (`a1`..`c3`).
    NotASquare(String),
    /// Text that is neither a placement nor a move of a piece.
    NotAMove(String),
    /// A move of the list cannot be played; `number` counts from 1.
    Illegal {
        number: usize,
        mv: String,
        error: GameError,
    },
    /// The board string does not have three rows of three cells.
    Shape(String),
    /// A cell holds something other than pieces from small to large.
    BadCell { square: Square, cell: String },
    /// A player has more pieces of one size on the board than it owns.
    TooManyPieces { player: Player, size: Size },
    /// The side to move is missing or not `1` / `2`.
    BadSide(String),
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::NotASquare(text) => write!(f, "'{text}' is not a square (a1..c3)"),
            NotationError::NotAMove(text) => write!(
                f,
                "'{text}' is not a move: write a placement as size and square (Lb2) or a move as two squares (b2c3)"
            ),
            NotationError::Illegal { number, mv, error } => write!(f, "move {number} ({mv}) is not allowed: {error}"),
            NotationError::Shape(text) => write!(
                f,
                "'{text}' is not a board: write three rows separated by '/', each of three cells separated by ','"
            ),
            NotationError::BadCell { square, cell } => write!(
                f,
                "cell {square} '{cell}' is not '-' or a stack of pieces (S M L first player, s m l second) from small to large"
            ),
            NotationError::TooManyPieces { player, size } => write!(
                f,
                "the {} player has more {} pieces on the board than it owns",
                player_name(*player),
                size_name(*size)
            ),
            NotationError::BadSide(text) => write!(f, "'{text}' is not a side to move (write 1 or 2 after the board)"),
        }
    }
}

impl std::error::Error for NotationError {}

pub fn size_name(size: Size) -> &'static str {
    match size {
        Size::Small => "small",
        Size::Medium => "medium",
        Size::Large => "large",
    }
}

fn player_name(player: Player) -> &'static str {
    match player {
        Player::First => "first",
        Player::Second => "second",
    }
}

/// The letter of a size, in capitals.
pub fn size_letter(size: Size) -> char {
    match size {
        Size::Small => 'S',
        Size::Medium => 'M',
        Size::Large => 'L',
    }
}

fn size_of_letter(letter: char) -> Option<Size> {
    match letter.to_ascii_uppercase() {
        'S' => Some(Size::Small),
        'M' => Some(Size::Medium),
        'L' => Some(Size::Large),
        _ => None,
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.column()) as char, self.row() + 1)
    }
}

impl FromStr for Square {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Square, NotationError> {
        let bad = || NotationError::NotASquare(text.to_string());
        let mut chars = text.chars();
        let (Some(column), Some(row), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(bad());
        };
        let column = column.to_ascii_lowercase();
        if !('a'..='c').contains(&column) || !('1'..='3').contains(&row) {
            return Err(bad());
        }
        Square::at(column as u8 - b'a', row as u8 - b'1').ok_or_else(bad)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Place { size, to } => write!(f, "{}{to}", size_letter(*size)),
            Move::Shift { from, to } => write!(f, "{from}{to}"),
        }
    }
}

impl FromStr for Move {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Move, NotationError> {
        let mut reader = Reader::new(text);
        match reader.next_move() {
            Some(Ok(mv)) if reader.at_end() => Ok(mv),
            Some(Err(error)) => Err(error),
            _ => Err(NotationError::NotAMove(text.trim().to_string())),
        }
    }
}

/// Reads moves off a string one at a time.
struct Reader<'a> {
    rest: &'a str,
}

impl<'a> Reader<'a> {
    fn new(text: &'a str) -> Reader<'a> {
        Reader { rest: text }
    }

    /// Between moves a dash separates too (`Lb2-Sa1`); inside a move it
    /// joins two squares (`b2-c3`), which `square` allows.
    fn skip_separators(&mut self) {
        self.rest = self
            .rest
            .trim_start_matches(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | '-'));
    }

    fn at_end(&mut self) -> bool {
        self.skip_separators();
        self.rest.is_empty()
    }

    /// Takes a square, allowing spaces and one dash before it.
    fn square(&mut self) -> Option<Square> {
        let trimmed = self.rest.trim_start();
        let trimmed = trimmed.strip_prefix('-').unwrap_or(trimmed).trim_start();
        let square = trimmed.get(..2)?.parse().ok()?;
        self.rest = &trimmed[2..];
        Some(square)
    }

    /// The next move, or `None` at the end of the text.
    fn next_move(&mut self) -> Option<Result<Move, NotationError>> {
        self.skip_separators();
        let start = self.rest;
        let first = start.chars().next()?;
        let token_end = start
            .find(|c: char| c.is_whitespace() || c == ',' || c == ';')
            .unwrap_or(start.len());
        let bad =
            || NotationError::NotAMove(start[..token_end.max(1).min(start.len())].to_string());
        if let Some(size) = size_of_letter(first) {
            self.rest = &start[first.len_utf8()..];
            return Some(
                self.square()
                    .map(|to| Move::Place { size, to })
                    .ok_or_else(bad),
            );
        }
        let Some(from) = self.square() else {
            return Some(Err(bad()));
        };
        Some(
            self.square()
                .map(|to| Move::Shift { from, to })
                .ok_or_else(bad),
        )
    }
}

/// Parses a move list (see the module doc) without playing it.
pub fn parse_moves(text: &str) -> Result<Vec<Move>, NotationError> {
    let mut reader = Reader::new(text);
    std::iter::from_fn(|| reader.next_move()).collect()
}

/// Plays a move list from the start of `variant`; the error names the first
/// move that cannot be played and why.
pub fn parse_game(variant: Variant, text: &str) -> Result<Game, NotationError> {
    let read = read_game(variant, text);
    match read.error {
        Some(error) => Err(error),
        None => Ok(read.game),
    }
}

/// The result of reading a move list: the longest valid prefix as a game,
/// and the first error, if any, that stopped the reading.
#[derive(Clone, Debug)]
pub struct ReadGame {
    pub game: Game,
    pub error: Option<NotationError>,
}

/// Reads and plays a move list from the start of `variant` as far as it
/// goes: a bad token or a move that is not allowed stops the reading, and
/// the moves before it are kept.
pub fn read_game(variant: Variant, text: &str) -> ReadGame {
    let mut game = Game::new(variant);
    let mut reader = Reader::new(text);
    let error = std::iter::from_fn(|| reader.next_move()).find_map(|read| {
        let mv = match read {
            Ok(mv) => mv,
            Err(error) => return Some(error),
        };
        let number = game.moves().len() + 1;
        game.play(mv).err().map(|error| NotationError::Illegal {
            number,
            mv: mv.to_string(),
            error,
        })
    });
    ReadGame { game, error }
}

/// Writes a move list as it is read back: moves separated by spaces.
pub fn format_moves(moves: &[Move]) -> String {
    moves
        .iter()
        .map(Move::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The board string of `position` with `to_move` to move.
pub fn format_board(position: Position, to_move: Player) -> String {
    let owner_is_first = |owner: Owner| (owner == Owner::Mover) == (to_move == Player::First);
    let rows: Vec<String> = (0..3)
        .map(|row| {
            let cells: Vec<String> = (0..3)
                .map(|column| {
                    let square = Square::at(column, row).expect("on the board");
                    let stack = position.stack(square);
                    if stack.is_empty() {
                        return "-".to_string();
                    }
                    stack
                        .into_iter()
                        .map(|(size, owner)| {
                            let letter = size_letter(size);
                            if owner_is_first(owner) {
                                letter
                            } else {
                                letter.to_ascii_lowercase()
                            }
                        })
                        .collect()
                })
                .collect();
            cells.join(",")
        })
        .collect();
    let side = match to_move {
        Player::First => '1',
        Player::Second => '2',
    };
    format!("{} {side}", rows.join("/"))
}

/// Reads a board string (see the module doc) into the position seen from the
/// side to move, and that side.
pub fn parse_board(variant: Variant, text: &str) -> Result<(Position, Player), NotationError> {
    let text = text.trim();
    let (board, side) = text
        .rsplit_once(' ')
        .ok_or_else(|| NotationError::BadSide(String::new()))?;
    let to_move = match side.trim() {
        "1" => Player::First,
        "2" => Player::Second,
        other => return Err(NotationError::BadSide(other.to_string())),
    };
    let rows: Vec<&str> = board.trim().split('/').collect();
    let cells: Vec<&str> = rows
        .iter()
        .flat_map(|row| row.split(','))
        .map(str::trim)
        .collect();
    if rows.len() != 3 || rows.iter().any(|row| row.split(',').count() != 3) {
        return Err(NotationError::Shape(board.trim().to_string()));
    }
    // masks[size][0] first player's, [1] second player's.
    let mut masks = [[0u16; 2]; 3];
    for (index, cell) in cells.iter().enumerate() {
        let square = Square::new(index as u8).expect("nine cells");
        let bad = || NotationError::BadCell {
            square,
            cell: cell.to_string(),
        };
        if *cell == "-" {
            continue;
        }
        let mut largest: Option<Size> = None;
        for letter in cell.chars() {
            let size = size_of_letter(letter).ok_or_else(bad)?;
            if largest.is_some_and(|below| below >= size) {
                return Err(bad());
            }
            largest = Some(size);
            let player = usize::from(letter.is_ascii_lowercase());
            masks[size.index()][player] |= square.bit();
        }
        if largest.is_none() {
            return Err(bad());
        }
    }
    for size in Size::ALL {
        for (player, colour) in [Player::First, Player::Second].into_iter().enumerate() {
            if masks[size.index()][player].count_ones() > variant.per_size() as u32 {
                return Err(NotationError::TooManyPieces {
                    player: colour,
                    size,
                });
            }
        }
        if to_move == Player::Second {
            masks[size.index()].swap(0, 1);
        }
    }
    let position = Position::from_masks(masks, variant).expect("checked cell by cell");
    Ok((position, to_move))
}
