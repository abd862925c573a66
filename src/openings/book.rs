//! The 8x8 opening book: the positions real games reach in their first
//! plies, every legal move of each valued by a search of fixed depth, and
//! those values minimaxed through the book (a move into a position the
//! book holds is worth what that position is worth to the other side).
//!
//! Unlike the 6x6 book (`solve::book`), nothing here is exact: a book
//! value is an estimate, as good as the searches at its leaves, but it
//! looks through every line real players chose, far deeper than one
//! search can. Each position is searched from an empty table, so a book
//! does not depend on which process valued which position (shards), nor
//! in what order.
//!
//! File format (little-endian): `BLOB`, version 1, the search depth (u8),
//! the entry count (u32), then the entries in increasing order of
//! (mover's discs, opponent's discs) in their canonical frame (u64 each),
//! each followed by its number of moves (u8) and each move's square (u8,
//! canonical frame) and searched value for the mover (i16, tenths of a
//! disc).

use crate::board::{Bitboard, Board, Color, Size, Square};
use crate::game::Game;
use crate::players::{Limits, StrongPlayer};
use std::collections::{BTreeMap, HashMap};
use std::fmt;
#[cfg(not(target_arch = "wasm32"))]
use std::sync::Arc;

const MAGIC: &[u8; 4] = b"BLOB";
const VERSION: u8 = 1;

/// The book the pages and the strong player use, built into the native
/// program; the WebAssembly build leaves it out (its workers fetch the
/// file when a position first needs it).
#[cfg(not(target_arch = "wasm32"))]
const BUILT_IN: &[u8] = include_bytes!("../../www/data/book8.bin");

/// A position's key: its discs in the canonical frame, mover first.
type Key = (u64, u64);

fn key_of(board: &Board) -> (Key, crate::board::Symmetry) {
    let (image, symmetry) = board.canonical();
    ((image.player().0, image.opponent().0), symmetry)
}

/// The book: searched move values, and the values minimaxed from them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GamesBook {
    depth: u8,
    /// Every legal move of each position, canonical frame, with its
    /// searched value for the mover in tenths of a disc.
    searched: BTreeMap<Key, Vec<(Square, i16)>>,
    /// Each position's minimaxed value for the mover, in tenths.
    settled: HashMap<Key, i16>,
}

/// What the book says about a position, in its own frame: every legal
/// move's value for the side to move (best first), in discs.
#[derive(Clone, Debug, PartialEq)]
pub struct BookValues {
    pub value: f64,
    pub best: Vec<Square>,
    pub moves: Vec<(Square, f64)>,
    /// Plies of the searches at the book's leaves.
    pub depth: u32,
}

/// A position real games reach, and in how many of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reached {
    /// The canonical image of the position, black to move.
    pub board: Board,
    pub ply: usize,
    pub games: u32,
}

/// The positions `games` reach within their first `plies` moves (after no
/// pass), in at least `min_games` of them, by ply then key: the book's
/// positions. Only games from the standard 8x8 start count.
pub fn reached<'a>(
    games: impl IntoIterator<Item = &'a Game>,
    plies: usize,
    min_games: u32,
) -> Vec<Reached> {
    let start = Board::start(Size::Eight);
    let mut seen: HashMap<Key, (usize, u32)> = HashMap::new();
    for game in games.into_iter().filter(|game| *game.start() == start) {
        for (ply, board) in game.positions().into_iter().enumerate().take(plies + 1) {
            if board.legal_moves().is_empty() || game.passed_before(ply).is_some() {
                break;
            }
            seen.entry(key_of(&board).0).or_insert((ply, 0)).1 += 1;
        }
    }
    let mut kept: Vec<Reached> = seen
        .into_iter()
        .filter(|&(_, (_, games))| games >= min_games)
        .map(|((player, opponent), (ply, games))| Reached {
            board: Board::from_mover(
                Bitboard(player),
                Bitboard(opponent),
                Color::Black,
                Size::Eight,
            ),
            ply,
            games,
        })
        .collect();
    kept.sort_by_key(|reached| {
        (
            reached.ply,
            reached.board.player().0,
            reached.board.opponent().0,
        )
    });
    kept
}

/// Every legal move of `board` valued for the mover by `player`'s search
/// `depth` plies deep (leaves with an even number of empty squares, as
/// the review's), from an empty table.
pub fn search_moves(player: &mut StrongPlayer, board: &Board, depth: u32) -> Vec<(Square, f64)> {
    use crate::players::Player;
    player.new_game();
    let limits = Limits {
        depth: Some(depth),
        even_leaves: true,
        ..Limits::default()
    };
    player
        .evaluate_moves(board, limits)
        .into_iter()
        .map(|valued| (valued.square, valued.value))
        .collect()
}

fn tenths(value: f64) -> i16 {
    (value * 10.0).round().clamp(-640.0, 640.0) as i16
}

impl GamesBook {
    pub fn new(depth: u32) -> GamesBook {
        GamesBook {
            depth: depth.min(u8::MAX as u32) as u8,
            ..GamesBook::default()
        }
    }

    /// The book boardlab ships (native builds), read once.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn built_in() -> Arc<GamesBook> {
        static BOOK: std::sync::OnceLock<Arc<GamesBook>> = std::sync::OnceLock::new();
        BOOK.get_or_init(|| {
            Arc::new(GamesBook::from_bytes(BUILT_IN).expect("the built-in book reads"))
        })
        .clone()
    }

    pub fn depth(&self) -> u32 {
        u32::from(self.depth)
    }

    pub fn len(&self) -> usize {
        self.searched.len()
    }

    pub fn is_empty(&self) -> bool {
        self.searched.is_empty()
    }

    pub fn contains(&self, board: &Board) -> bool {
        board.size() == Size::Eight && self.searched.contains_key(&key_of(board).0)
    }

    /// Stores `board`'s searched move values (for its mover); `settle`
    /// then brings the minimaxed values up to date.
    pub fn insert(&mut self, board: &Board, moves: &[(Square, f64)]) {
        let (key, symmetry) = key_of(board);
        let mut stored: Vec<(Square, i16)> = moves
            .iter()
            .map(|&(square, value)| (symmetry.square(square, Size::Eight), tenths(value)))
            .collect();
        stored.sort();
        self.searched.insert(key, stored);
    }

    /// Drops every position but `boards` (a resumed build whose plan
    /// changed keeps only the new plan's positions).
    pub fn keep_only(&mut self, boards: &[Board]) {
        let kept: std::collections::HashSet<Key> =
            boards.iter().map(|board| key_of(board).0).collect();
        self.searched.retain(|key, _| kept.contains(key));
    }

    /// Another book's positions added to this one (a shard's).
    pub fn absorb(&mut self, other: GamesBook) {
        self.searched.extend(other.searched);
    }

    /// Minimaxes the book: each position is worth its best move, a move
    /// into a held position being worth minus that position's value.
    /// Positions with more discs come first, so every position after a
    /// move is settled before the one it follows.
    pub fn settle(&mut self) {
        let mut keys: Vec<&Key> = self.searched.keys().collect();
        keys.sort_by_key(|&&(player, opponent)| {
            std::cmp::Reverse((player | opponent).count_ones())
        });
        let mut settled = HashMap::with_capacity(keys.len());
        for key in keys {
            let board =
                Board::from_mover(Bitboard(key.0), Bitboard(key.1), Color::Black, Size::Eight);
            let best = self.searched[key]
                .iter()
                .map(|&(square, searched)| {
                    let after = board.play_unchecked(square);
                    settled
                        .get(&key_of(&after).0)
                        .map_or(searched, |&value: &i16| -value)
                })
                .max();
            if let Some(best) = best {
                settled.insert(*key, best);
            }
        }
        self.settled = settled;
    }

    /// What the book knows of `board`: `None` unless it holds the position.
    pub fn answer(&self, board: &Board) -> Option<BookValues> {
        if board.size() != Size::Eight {
            return None;
        }
        let (key, symmetry) = key_of(board);
        let searched = self.searched.get(&key)?;
        let back = symmetry.inverse();
        let mut moves: Vec<(Square, i16)> = searched
            .iter()
            .map(|&(square, value)| {
                let square = back.square(square, Size::Eight);
                let after = board.play_unchecked(square);
                let value = self.settled.get(&key_of(&after).0).map_or(value, |&v| -v);
                (square, value)
            })
            .collect();
        moves.sort_by_key(|&(square, value)| (-value, square));
        let top = moves.first()?.1;
        Some(BookValues {
            value: f64::from(top) / 10.0,
            best: moves
                .iter()
                .take_while(|m| m.1 == top)
                .map(|m| m.0)
                .collect(),
            moves: moves
                .iter()
                .map(|&(square, value)| (square, f64::from(value) / 10.0))
                .collect(),
            depth: self.depth(),
        })
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(10 + self.searched.len() * 50);
        bytes.extend_from_slice(MAGIC);
        bytes.push(VERSION);
        bytes.push(self.depth);
        bytes.extend_from_slice(&(self.searched.len() as u32).to_le_bytes());
        for (&(player, opponent), moves) in &self.searched {
            bytes.extend_from_slice(&player.to_le_bytes());
            bytes.extend_from_slice(&opponent.to_le_bytes());
            bytes.push(moves.len() as u8);
            for &(square, value) in moves {
                bytes.push(square.index());
                bytes.extend_from_slice(&value.to_le_bytes());
            }
        }
        bytes
    }

    /// Reads a book file, checking every entry, and settles it.
    pub fn from_bytes(bytes: &[u8]) -> Result<GamesBook, GamesBookError> {
        let mut reader = Reader { bytes, at: 0 };
        if reader.take::<4>(None)? != *MAGIC {
            return Err(GamesBookError::NotABook);
        }
        let [version, depth] = reader.take::<2>(None)?;
        if version != VERSION {
            return Err(GamesBookError::UnsupportedVersion(version));
        }
        let count = u32::from_le_bytes(reader.take::<4>(None)?) as usize;
        let mut book = GamesBook::new(u32::from(depth));
        let mut previous = None;
        for entry in 0..count {
            let bad = |reason| GamesBookError::BadEntry { entry, reason };
            let player = u64::from_le_bytes(reader.take::<8>(Some(entry))?);
            let opponent = u64::from_le_bytes(reader.take::<8>(Some(entry))?);
            if player & opponent != 0 {
                return Err(bad("discs overlap"));
            }
            if previous >= Some((player, opponent)) {
                return Err(bad("entries out of order"));
            }
            previous = Some((player, opponent));
            let board = Board::from_mover(
                Bitboard(player),
                Bitboard(opponent),
                Color::Black,
                Size::Eight,
            );
            let [count] = reader.take::<1>(Some(entry))?;
            if usize::from(count) != board.legal_moves().count() as usize {
                return Err(bad("not every legal move is valued"));
            }
            let mut moves = Vec::with_capacity(usize::from(count));
            for _ in 0..count {
                let [square, low, high] = reader.take::<3>(Some(entry))?;
                if square >= 64 || !board.is_legal(Square::from_index(square)) {
                    return Err(bad("a move that is not legal"));
                }
                let value = i16::from_le_bytes([low, high]);
                if value.unsigned_abs() > 640 {
                    return Err(bad("a value beyond 64 discs"));
                }
                moves.push((Square::from_index(square), value));
            }
            book.searched.insert((player, opponent), moves);
        }
        if reader.at != bytes.len() {
            return Err(GamesBookError::TrailingBytes);
        }
        book.settle();
        Ok(book)
    }
}

/// Why a book file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GamesBookError {
    NotABook,
    UnsupportedVersion(u8),
    /// The file ends inside the header (`None`) or inside an entry.
    Truncated {
        entry: Option<usize>,
    },
    BadEntry {
        entry: usize,
        reason: &'static str,
    },
    TrailingBytes,
}

impl fmt::Display for GamesBookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GamesBookError::NotABook => {
                write!(f, "not an 8x8 opening book (it does not start with BLOB)")
            }
            GamesBookError::UnsupportedVersion(version) => {
                write!(f, "book version {version} is not supported (1 is)")
            }
            GamesBookError::Truncated { entry: None } => {
                write!(f, "the book ends inside its header")
            }
            GamesBookError::Truncated { entry: Some(entry) } => {
                write!(f, "the book ends inside entry {entry}")
            }
            GamesBookError::BadEntry { entry, reason } => {
                write!(f, "entry {entry} of the book is bad: {reason}")
            }
            GamesBookError::TrailingBytes => write!(f, "the book has bytes after its last entry"),
        }
    }
}

impl std::error::Error for GamesBookError {}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn take<const N: usize>(&mut self, entry: Option<usize>) -> Result<[u8; N], GamesBookError> {
        let part = self
            .bytes
            .get(self.at..self.at + N)
            .ok_or(GamesBookError::Truncated { entry })?;
        self.at += N;
        Ok(part.try_into().expect("N bytes"))
    }
}
