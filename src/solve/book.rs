//! An opening book of exact values, so that a perfect player can answer
//! from the start of a board too large to solve live (6x6 in the browser).
//!
//! What it holds: for two perfect players (one playing black, one white),
//! every position the player can face within the first plies when its
//! opponent plays anything and it plays only best moves, with the exact
//! value (`wof` scoring, for the side to move) of every legal move. The
//! positions of the other side (the user's turns) are not stored: their
//! moves' values follow from the stored positions after them, which
//! `move_values` looks up. Positions are stored once per symmetry class,
//! in their canonical frame.
//!
//! File format (little-endian): `BLBK`, version 1, board side, entry count
//! (u32), then the entries in increasing order of (mover's discs,
//! opponent's discs) as 8x8-frame bitboards (u64 each), each followed by
//! its number of moves (u8) and per move its square index and value (i8).

use super::Solution;
use crate::board::{Bitboard, Board, Color, Scoring, Size, Square};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

const MAGIC: &[u8; 4] = b"BLBK";
const VERSION: u8 = 1;

/// Exact move values of the positions a perfect player meets near the start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpeningBook {
    size: Size,
    /// Canonical (mover, opponent) discs -> (square, value) in that frame.
    entries: BTreeMap<(u64, u64), Vec<(Square, i32)>>,
}

/// Why a book file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BookError {
    /// The file does not start with `BLBK`.
    NotABook,
    UnsupportedVersion(u8),
    UnsupportedSize(u8),
    /// The file ends inside the header or inside entry `entry`.
    Truncated {
        entry: usize,
    },
    /// Entry `entry` is malformed: `reason` says how.
    BadEntry {
        entry: usize,
        reason: &'static str,
    },
    /// Bytes follow the last entry.
    TrailingBytes,
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BookError::NotABook => write!(f, "not an opening book (no BLBK header)"),
            BookError::UnsupportedVersion(v) => write!(f, "book version {v} is not supported"),
            BookError::UnsupportedSize(s) => write!(f, "book board side {s} is not 4, 6 or 8"),
            BookError::Truncated { entry } => write!(f, "book truncated in entry {entry}"),
            BookError::BadEntry { entry, reason } => write!(f, "book entry {entry}: {reason}"),
            BookError::TrailingBytes => write!(f, "bytes after the book's last entry"),
        }
    }
}

impl std::error::Error for BookError {}

/// Reads a book file front to back.
struct Reader<'b> {
    bytes: &'b [u8],
    at: usize,
}

impl Reader<'_> {
    fn take<const N: usize>(&mut self, entry: usize) -> Result<[u8; N], BookError> {
        let slice = self
            .bytes
            .get(self.at..self.at + N)
            .ok_or(BookError::Truncated { entry })?;
        self.at += N;
        Ok(slice.try_into().expect("N bytes"))
    }
}

impl OpeningBook {
    pub fn new(size: Size) -> OpeningBook {
        OpeningBook {
            size,
            entries: BTreeMap::new(),
        }
    }

    pub fn size(&self) -> Size {
        self.size
    }

    /// Number of stored positions (symmetry classes).
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Stores a solved position (`solution` of `board`, under `wof`).
    pub fn insert(&mut self, board: &Board, solution: &Solution) {
        let (image, symmetry) = board.canonical();
        let moves = solution
            .moves
            .iter()
            .map(|&(square, value)| (symmetry.square(square, self.size), value))
            .collect();
        self.entries
            .insert((image.player().0, image.opponent().0), moves);
    }

    /// The stored positions in their canonical frame, black to move (the
    /// side to move does not change a mover-relative value).
    pub fn positions(&self) -> impl Iterator<Item = Board> + '_ {
        self.entries.keys().map(|&(player, opponent)| {
            Board::from_mover(
                Bitboard(player),
                Bitboard(opponent),
                Color::Black,
                self.size,
            )
        })
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(10 + self.entries.len() * 30);
        bytes.extend_from_slice(MAGIC);
        bytes.push(VERSION);
        bytes.push(self.size.side());
        bytes.extend_from_slice(&(self.entries.len() as u32).to_le_bytes());
        for (&(player, opponent), moves) in &self.entries {
            bytes.extend_from_slice(&player.to_le_bytes());
            bytes.extend_from_slice(&opponent.to_le_bytes());
            bytes.push(moves.len() as u8);
            for &(square, value) in moves {
                bytes.push(square.index());
                bytes.push(value as i8 as u8);
            }
        }
        bytes
    }

    pub fn from_bytes(bytes: &[u8]) -> Result<OpeningBook, BookError> {
        let mut reader = Reader { bytes, at: 0 };
        let header = 0;
        if reader.take::<4>(header).map_err(|_| BookError::NotABook)? != *MAGIC {
            return Err(BookError::NotABook);
        }
        let [version, side] = reader.take::<2>(header)?;
        if version != VERSION {
            return Err(BookError::UnsupportedVersion(version));
        }
        let size = Size::ALL
            .into_iter()
            .find(|size| size.side() == side)
            .ok_or(BookError::UnsupportedSize(side))?;
        let count = u32::from_le_bytes(reader.take::<4>(header)?) as usize;
        let mut book = OpeningBook::new(size);
        let mut previous = None;
        for entry in 0..count {
            let bad = |reason| BookError::BadEntry { entry, reason };
            let player = u64::from_le_bytes(reader.take::<8>(entry)?);
            let opponent = u64::from_le_bytes(reader.take::<8>(entry)?);
            let mask = size.mask().0;
            if player & opponent != 0 || (player | opponent) & !mask != 0 {
                return Err(bad("discs overlap or lie off the board"));
            }
            if previous >= Some((player, opponent)) {
                return Err(bad("entries out of order"));
            }
            previous = Some((player, opponent));
            let board = Board::from_mover(Bitboard(player), Bitboard(opponent), Color::Black, size);
            let [count] = reader.take::<1>(entry)?;
            let mut moves = Vec::with_capacity(count as usize);
            for _ in 0..count {
                let [square, value] = reader.take::<2>(entry)?;
                if square >= 64 || !board.is_legal(Square::from_index(square)) {
                    return Err(bad("a move that is not legal"));
                }
                let value = value as i8 as i32;
                if value.unsigned_abs() as usize > size.square_count() {
                    return Err(bad("a value beyond the board's disc count"));
                }
                moves.push((Square::from_index(square), value));
            }
            if moves.len() != board.legal_moves().count() as usize {
                return Err(bad("not every legal move is valued"));
            }
            book.entries.insert((player, opponent), moves);
        }
        if reader.at != bytes.len() {
            return Err(BookError::TrailingBytes);
        }
        Ok(book)
    }

    /// The exact value (`wof`, for the side to move) of every legal move of
    /// `board`, best first then by square, if the book knows them: stored,
    /// directly or by symmetry, or following from the stored positions
    /// after each move (the other side's turns). `None` for other
    /// positions, for another board size, and when there is no legal move.
    pub fn move_values(&self, board: &Board) -> Option<Vec<(Square, i32)>> {
        if board.size() != self.size || board.legal_moves().is_empty() {
            return None;
        }
        let mut moves = match self.stored(board) {
            Some(moves) => moves,
            None => board
                .legal_moves()
                .map(|square| Some((square, -self.value(&board.play_unchecked(square))?)))
                .collect::<Option<Vec<_>>>()?,
        };
        moves.sort_by_key(|&(square, value)| (-value, square));
        Some(moves)
    }

    /// A stored position's moves, mapped back to the board's frame.
    fn stored(&self, board: &Board) -> Option<Vec<(Square, i32)>> {
        let (image, symmetry) = board.canonical();
        let moves = self.entries.get(&(image.player().0, image.opponent().0))?;
        let back = symmetry.inverse();
        Some(
            moves
                .iter()
                .map(|&(square, value)| (back.square(square, self.size), value))
                .collect(),
        )
    }

    /// A position's exact value from the book: finished, passed, or stored.
    fn value(&self, board: &Board) -> Option<i32> {
        if board.is_game_over() {
            Some(board.final_value_for_mover(Scoring::Wof))
        } else if board.must_pass() {
            Some(-self.value(&board.pass())?)
        } else {
            self.stored(board)?.iter().map(|&(_, value)| value).max()
        }
    }
}

/// Builds the book of `root` (normally the start position): every position
/// that either perfect player (black or white) can face at fewer than
/// `plies` plies from `root`, its opponent playing anything and it only
/// best moves, is solved by `solve` (exact value of every move, `wof`) and
/// stored in `book` (positions it holds already are not solved again, so
/// an interrupted build resumes from its last saved file). A callback runs after each new position, with the book so far
/// and the ply of the position (`on_stored`), so a long build can be saved
/// as it goes.
pub fn generate(
    mut book: OpeningBook,
    root: &Board,
    plies: u32,
    solve: &mut dyn FnMut(&Board) -> Solution,
    on_stored: &mut dyn FnMut(&OpeningBook, u32),
) -> OpeningBook {
    // (canonical position, colour of the perfect player) at this ply.
    let mut level: BTreeSet<((u64, u64), bool, bool)> = BTreeSet::new();
    let insert = |level: &mut BTreeSet<_>, board: &Board, player: Color| {
        let mut board = *board;
        if board.must_pass() {
            board = board.pass();
        }
        if !board.is_game_over() {
            let (image, _) = board.canonical();
            level.insert((
                (image.player().0, image.opponent().0),
                board.side_to_move() == Color::Black,
                player == Color::Black,
            ));
        }
    };
    insert(&mut level, root, Color::Black);
    insert(&mut level, root, Color::White);
    for ply in 0..plies {
        let mut next = BTreeSet::new();
        for &((player, opponent), black, perfect_black) in &level {
            let side = if black { Color::Black } else { Color::White };
            let perfect = if perfect_black {
                Color::Black
            } else {
                Color::White
            };
            let board = Board::from_mover(Bitboard(player), Bitboard(opponent), side, root.size());
            if side == perfect {
                let moves = match book.stored(&board) {
                    Some(moves) => moves,
                    None => {
                        let solution = solve(&board);
                        book.insert(&board, &solution);
                        on_stored(&book, ply);
                        solution.moves
                    }
                };
                let best = moves.iter().map(|&(_, value)| value).max();
                for &(square, value) in &moves {
                    if Some(value) == best {
                        insert(&mut next, &board.play_unchecked(square), perfect);
                    }
                }
            } else {
                for square in board.legal_moves() {
                    insert(&mut next, &board.play_unchecked(square), perfect);
                }
            }
        }
        level = next;
    }
    book
}
