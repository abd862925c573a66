//! An opening book of exact values, so that a perfect player can answer
//! from the start of a board too large to solve live (6x6 in the browser).
//!
//! What it holds: for two perfect players (one playing black, one white),
//! every position the player can face within the first plies when its
//! opponent plays anything and it plays the stored best moves, with its
//! exact value (`wof` scoring, for the side to move) and a move that keeps
//! it (the first build stored every such move for its first plies). That
//! is all a perfect player needs, and far cheaper than every move's exact
//! value: other moves are never searched on their own. The positions
//! of the other side (the user's turns) are not stored: their moves' values
//! are the values of the stored positions after them, which `answer` looks
//! up. Positions are stored once per symmetry class, in their canonical
//! frame.
//!
//! File format (little-endian): `BLBK`, version 2, board side, entry count
//! (u32), then the entries in increasing order of (mover's discs,
//! opponent's discs) as 8x8-frame bitboards (u64 each), each followed by
//! its value (i8), its number of best moves (u8) and their square indices.

use crate::board::{Bitboard, Board, Color, Scoring, Size, Square};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

const MAGIC: &[u8; 4] = b"BLBK";

/// The 6x6 book the page serves, built into the native program. The
/// WebAssembly build leaves it out: its workers fetch the file when a 6x6
/// position first needs it, so the engine's download does not carry it.
#[cfg(not(target_arch = "wasm32"))]
const SIX: &[u8] = include_bytes!("../../www/data/book6.bin");
const VERSION: u8 = 2;

/// Exact values and best moves of the positions a perfect player meets
/// near the start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpeningBook {
    size: Size,
    /// Canonical (mover, opponent) discs -> value and best moves there.
    entries: BTreeMap<(u64, u64), Known>,
}

/// A stored position: its value and the moves that keep it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Known {
    value: i32,
    best: Vec<Square>,
}

/// What the book says about a position: its exact value, the moves that
/// keep it, and the exact value of each move it knows, best first then by
/// square: every move when the positions after them are all stored (the
/// other side's turns), else the best moves only (the perfect player's).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookAnswer {
    pub value: i32,
    pub best: Vec<Square>,
    pub moves: Vec<(Square, i32)>,
    /// The best moves a perfect player should choose from to stay in the
    /// book: the stored ones where the position is stored (other moves may
    /// tie, but the book does not follow them), else all best moves.
    pub follow: Vec<Square>,
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
    /// A solved position of a shard's partial result (`Solved`) is
    /// malformed: `reason` says how.
    BadSolved {
        position: String,
        reason: &'static str,
    },
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
            BookError::BadSolved { position, reason } => {
                write!(f, "solved position {position}: {reason}")
            }
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

    /// The book built into the native program for `size`: 6x6 only.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn built_in(size: Size) -> Option<OpeningBook> {
        (size == Size::Six)
            .then(|| OpeningBook::from_bytes(SIX).expect("www/data/book6.bin is a valid book"))
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

    /// Stores a solved position: its `value` (under `wof`) and the `best`
    /// moves that keep it.
    pub fn insert(&mut self, board: &Board, value: i32, best: &[Square]) {
        let (image, symmetry) = board.canonical();
        let mut best: Vec<Square> = best
            .iter()
            .map(|&square| symmetry.square(square, self.size))
            .collect();
        best.sort();
        self.entries.insert(
            (image.player().0, image.opponent().0),
            Known { value, best },
        );
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
        let mut bytes = Vec::with_capacity(10 + self.entries.len() * 20);
        bytes.extend_from_slice(MAGIC);
        bytes.push(VERSION);
        bytes.push(self.size.side());
        bytes.extend_from_slice(&(self.entries.len() as u32).to_le_bytes());
        for (&(player, opponent), known) in &self.entries {
            bytes.extend_from_slice(&player.to_le_bytes());
            bytes.extend_from_slice(&opponent.to_le_bytes());
            bytes.push(known.value as i8 as u8);
            bytes.push(known.best.len() as u8);
            bytes.extend(known.best.iter().map(|square| square.index()));
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
            let [value, count] = reader.take::<2>(entry)?;
            let value = value as i8 as i32;
            if value.unsigned_abs() as usize > size.square_count() {
                return Err(bad("a value beyond the board's disc count"));
            }
            if count == 0 {
                return Err(bad("no best move"));
            }
            let mut best = Vec::with_capacity(count as usize);
            for _ in 0..count {
                let [square] = reader.take::<1>(entry)?;
                if square >= 64 || !board.is_legal(Square::from_index(square)) {
                    return Err(bad("a move that is not legal"));
                }
                if best.last() >= Some(&Square::from_index(square)) {
                    return Err(bad("best moves out of order"));
                }
                best.push(Square::from_index(square));
            }
            book.entries
                .insert((player, opponent), Known { value, best });
        }
        if reader.at != bytes.len() {
            return Err(BookError::TrailingBytes);
        }
        Ok(book)
    }

    /// What the book knows of `board` (values `wof`, for the side to
    /// move): a stored position directly or by symmetry, or a position of
    /// the other side all of whose moves lead to stored positions. `None`
    /// for other positions, for another board size, and when there is no
    /// legal move.
    pub fn answer(&self, board: &Board) -> Option<BookAnswer> {
        if board.size() != self.size || board.legal_moves().is_empty() {
            return None;
        }
        // Every move valued, when all the positions after them are known: a
        // position can be one player's turn and the other perfect player's
        // stored position at once, and the fuller answer wins.
        let stored = self.stored(board);
        // One ply more where the perfect player had to pass: the other
        // side is then to move again, a position the book does not store.
        let Some(mut moves) = self.move_values(board, 1) else {
            let (value, best) = stored?;
            let moves = best.iter().map(|&square| (square, value)).collect();
            let follow = best.clone();
            return Some(BookAnswer {
                value,
                best,
                moves,
                follow,
            });
        };
        moves.sort_by_key(|&(square, value)| (-value, square));
        let value = moves[0].1;
        let best = moves
            .iter()
            .take_while(|&&(_, v)| v == value)
            .map(|&(square, _)| square)
            .collect::<Vec<_>>();
        let follow = stored.map_or_else(|| best.clone(), |(_, follow)| follow);
        Some(BookAnswer {
            value,
            best,
            moves,
            follow,
        })
    }

    /// A stored position's value and best moves, in the board's frame.
    fn stored(&self, board: &Board) -> Option<(i32, Vec<Square>)> {
        let (image, symmetry) = board.canonical();
        let known = self.entries.get(&(image.player().0, image.opponent().0))?;
        let back = symmetry.inverse();
        let mut best: Vec<Square> = known
            .best
            .iter()
            .map(|&square| back.square(square, self.size))
            .collect();
        best.sort();
        Some((known.value, best))
    }

    /// Every legal move's exact value, if the book knows the position after
    /// each, looking `depth` plies further where it is not stored.
    fn move_values(&self, board: &Board, depth: u32) -> Option<Vec<(Square, i32)>> {
        board
            .legal_moves()
            .map(|square| Some((square, -self.value(&board.play_unchecked(square), depth)?)))
            .collect()
    }

    /// A position's exact value from the book: finished, passed, stored,
    /// or (up to `depth` plies further) the best of its moves' values.
    fn value(&self, board: &Board, depth: u32) -> Option<i32> {
        if board.is_game_over() {
            Some(board.final_value_for_mover(Scoring::Wof))
        } else if board.must_pass() {
            Some(-self.value(&board.pass(), depth)?)
        } else if let Some((value, _)) = self.stored(board) {
            Some(value)
        } else if depth > 0 {
            let moves = self.move_values(board, depth - 1)?;
            moves.iter().map(|&(_, value)| value).max()
        } else {
            None
        }
    }
}

/// The positions a book build must solve next (a round): walking the
/// plies breadth first from `root` as `generate` does, the perfect
/// player's positions not yet stored at the first ply that has any, each
/// with its guess (see `generate`), in the walk's order, one per symmetry
/// class. Positions at later plies wait for these: which of them a perfect
/// player meets depends on the best moves found here. None left: the book
/// covers `plies`. The positions of one round are independent, so a round
/// can be split over shards and their results inserted in any order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Round {
    pub ply: u32,
    pub positions: Vec<(Board, i32)>,
}

impl Round {
    /// The round named as a job of shards, so that only its own parts
    /// merge: the book it starts from (size, plies, stored positions) and
    /// the round's ply and positions.
    pub fn job(&self, book: &OpeningBook, plies: u32) -> String {
        format!(
            "opening book {} plies {plies}: round at ply {} of {} positions after {} stored",
            book.size(),
            self.ply,
            self.positions.len(),
            book.len()
        )
    }
}

/// Positions of a round solved by one shard, as plain data: each its board
/// string, its exact value (`wof`, side to move) and the move that keeps it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Solved {
    pub positions: Vec<(String, i32, String)>,
}

impl OpeningBook {
    /// Stores the positions of a shard's `Solved`, each checked: a board of
    /// the book's size, not over, a value within the disc count and a legal
    /// best move.
    pub fn insert_solved(&mut self, solved: &Solved) -> Result<(), BookError> {
        for (text, value, square) in &solved.positions {
            let bad = |reason| BookError::BadSolved {
                position: text.clone(),
                reason,
            };
            let board: Board = text.parse().map_err(|_| bad("not a board string"))?;
            if board.size() != self.size {
                return Err(bad("a board of another size than the book's"));
            }
            if value.unsigned_abs() as usize > self.size.square_count() {
                return Err(bad("a value beyond the board's disc count"));
            }
            let square: Square = square
                .parse()
                .map_err(|_| bad("a best move that is not a square"))?;
            if !board.is_legal(square) {
                return Err(bad("a best move that is not legal"));
            }
            self.insert(&board, *value, &[square]);
        }
        Ok(())
    }
}

/// The next round of `book` towards `plies` plies from `root`, or `None`
/// when the book is complete.
pub fn next_round(book: &OpeningBook, root: &Board, plies: u32) -> Option<Round> {
    // (canonical position, side to move is black, perfect player is black)
    // at this ply -> the guess for its value, for the side to move.
    let mut level: BTreeMap<((u64, u64), bool, bool), i32> = BTreeMap::new();
    let insert = |level: &mut BTreeMap<_, i32>, board: &Board, player: Color, guess: i32| {
        let (board, guess) = if board.must_pass() {
            (board.pass(), -guess)
        } else {
            (*board, guess)
        };
        if !board.is_game_over() {
            let (image, _) = board.canonical();
            level.insert(
                (
                    (image.player().0, image.opponent().0),
                    board.side_to_move() == Color::Black,
                    player == Color::Black,
                ),
                guess,
            );
        }
    };
    insert(&mut level, root, Color::Black, 0);
    insert(&mut level, root, Color::White, 0);
    for ply in 0..plies {
        let mut next = BTreeMap::new();
        let mut unsolved: Vec<(Board, i32)> = Vec::new();
        for (&((player, opponent), black, perfect_black), &guess) in &level {
            let side = if black { Color::Black } else { Color::White };
            let perfect = if perfect_black {
                Color::Black
            } else {
                Color::White
            };
            let board = Board::from_mover(Bitboard(player), Bitboard(opponent), side, root.size());
            if side == perfect {
                match book.stored(&board) {
                    Some((value, best)) => {
                        for square in best {
                            insert(&mut next, &board.play_unchecked(square), perfect, -value);
                        }
                    }
                    // One per class: the same discs with the other colour to
                    // move are the same stored position.
                    None if unsolved.iter().all(|(seen, _)| {
                        (seen.player(), seen.opponent()) != (board.player(), board.opponent())
                    }) =>
                    {
                        unsolved.push((board, guess))
                    }
                    None => {}
                }
            } else {
                // Whatever the reply, the perfect player keeps at least its value.
                for square in board.legal_moves() {
                    insert(&mut next, &board.play_unchecked(square), perfect, -guess);
                }
            }
        }
        if !unsolved.is_empty() {
            return Some(Round {
                ply,
                positions: unsolved,
            });
        }
        level = next;
    }
    None
}

/// Builds the book of `root` (normally the start position): every position
/// that either perfect player (black or white) can face at fewer than
/// `plies` plies from `root`, its opponent playing anything and it playing
/// the best moves the book stores, is solved by `best_move(board, guess)`
/// (the exact value under `wof` and one move that keeps it; `guess` is
/// where its null-window tests should start: the value of the perfect
/// player's previous position, which a reply can only raise) and stored in
/// `book`, round after round (`next_round`). Positions it holds already
/// are not solved again, so an interrupted build resumes from its last
/// saved file; all of their stored best moves are followed. A callback
/// runs after each new position, with the book so far and the ply of the
/// position (`on_stored`), so a long build can be saved as it goes.
pub fn generate(
    mut book: OpeningBook,
    root: &Board,
    plies: u32,
    best_move: &mut dyn FnMut(&Board, i32) -> (i32, Square),
    on_stored: &mut dyn FnMut(&OpeningBook, u32),
) -> OpeningBook {
    while let Some(round) = next_round(&book, root, plies) {
        for (board, guess) in round.positions {
            let (value, square) = best_move(&board, guess);
            book.insert(&board, value, &[square]);
            on_stored(&book, round.ply);
        }
    }
    book
}
