//! Squares, colours and board sizes: the small typed values every module
//! passes around instead of bare integers.

use super::Bitboard;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A square of the 8x8 frame: column a-h left to right, row 1-8 top to bottom.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// `col` and `row` count from 0; both must be below 8.
    pub const fn new(col: u8, row: u8) -> Square {
        assert!(col < 8 && row < 8);
        Square(row * 8 + col)
    }

    pub const fn from_index(index: u8) -> Square {
        assert!(index < 64);
        Square(index)
    }

    pub const fn index(self) -> u8 {
        self.0
    }

    pub const fn col(self) -> u8 {
        self.0 % 8
    }

    pub const fn row(self) -> u8 {
        self.0 / 8
    }

    pub const fn bitboard(self) -> Bitboard {
        Bitboard::from_square(self)
    }

    /// Reads the two characters at the start of `text` as a square name, if
    /// they are a column letter a-h and a row digit 1-8 (any case).
    pub fn parse_prefix(text: &str) -> Option<Square> {
        let mut chars = text.chars();
        let col = chars.next()?.to_ascii_lowercase();
        let row = chars.next()?;
        let col = ('a'..='h').contains(&col).then(|| col as u8 - b'a')?;
        let row = ('1'..='8').contains(&row).then(|| row as u8 - b'1')?;
        Some(Square::new(col, row))
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.col()) as char, self.row() + 1)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Text that names no square.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0} is not a square")]
pub struct ParseSquareError(pub String);

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(text: &str) -> Result<Square, ParseSquareError> {
        match Square::parse_prefix(text) {
            Some(square) if text.len() == 2 => Ok(square),
            _ => Err(ParseSquareError(text.to_string())),
        }
    }
}

impl Serialize for Square {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Square {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Square, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    Black,
    White,
}

impl Color {
    pub const fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// The board-string letter: `X` black, `O` white.
    pub const fn letter(self) -> char {
        match self {
            Color::Black => 'X',
            Color::White => 'O',
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The three board sizes, all embedded in the top-left of the 8x8 frame.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub enum Size {
    Four = 4,
    Six = 6,
    Eight = 8,
}

impl Size {
    pub const ALL: [Size; 3] = [Size::Four, Size::Six, Size::Eight];

    /// Squares per side.
    pub const fn side(self) -> u8 {
        self as u8
    }

    pub const fn square_count(self) -> usize {
        (self as usize) * (self as usize)
    }

    /// The squares that exist on this board.
    pub const fn mask(self) -> Bitboard {
        match self {
            Size::Four => Bitboard(0x0000_0000_0f0f_0f0f),
            Size::Six => Bitboard(0x0000_3f3f_3f3f_3f3f),
            Size::Eight => Bitboard(!0),
        }
    }

    pub const fn contains(self, square: Square) -> bool {
        square.col() < self.side() && square.row() < self.side()
    }

    /// The squares of this board in board-string order (row by row from a1).
    pub fn squares(self) -> impl Iterator<Item = Square> {
        let n = self.side();
        (0..n).flat_map(move |row| (0..n).map(move |col| Square::new(col, row)))
    }
}

/// A side or text that names no board size.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0} is not a board size (use 4, 6 or 8)")]
pub struct ParseSizeError(pub String);

impl TryFrom<u8> for Size {
    type Error = ParseSizeError;

    fn try_from(side: u8) -> Result<Size, ParseSizeError> {
        match side {
            4 => Ok(Size::Four),
            6 => Ok(Size::Six),
            8 => Ok(Size::Eight),
            _ => Err(ParseSizeError(side.to_string())),
        }
    }
}

impl From<Size> for u8 {
    fn from(size: Size) -> u8 {
        size.side()
    }
}

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{0}x{0}", self.side())
    }
}

impl FromStr for Size {
    type Err = ParseSizeError;

    /// A side (`8`) or the form `Display` writes (`8x8`).
    fn from_str(text: &str) -> Result<Size, ParseSizeError> {
        let bad = || ParseSizeError(text.to_string());
        let trimmed = text.trim();
        let side = match trimmed.split_once(['x', 'X']) {
            Some((side, other)) if side == other => side,
            Some(_) => return Err(bad()),
            None => trimmed,
        };
        Size::try_from(side.parse::<u8>().map_err(|_| bad())?).map_err(|_| bad())
    }
}
