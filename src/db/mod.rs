//! A database of real games, asked at any position: the moves played from
//! it with their results, and the games that reach it by any move order.
//!
//! Built from game records (`records::open`), held compactly: every game's
//! moves as one byte each, and one sorted `u64` per position of every game
//! (a 32-bit key of the board, then the game and the ply). A question is a
//! binary search for the board's key, then a replay of each game found to
//! that ply, which both confirms the board (keys of different boards may
//! meet) and reads the move played from it. With `fold`, positions are keyed
//! by their canonical image (`Board::canonical`), so a game and its mirror
//! image count together, and the moves come back in the asked orientation.
//!
//! No file system and no threads: the page's worker can build one from the
//! files a person opens.

mod packed;
mod report;

pub use packed::{pack, unpack, PackError};
pub use report::{DbReport, DbSize, GameRef, MoveStats};

use crate::board::{images, position_hash, Board, Color, Scoring, Square, Symmetry};
use crate::game::with_forced_pass;
use crate::records::Record;
use std::collections::{BTreeMap, HashMap};

/// Bits of an index entry for the ply (a game has at most 60 moves).
const PLY_BITS: u32 = 6;
/// Bits of an index entry for the game: the most games a database holds.
const GAME_BITS: u32 = 32 - PLY_BITS;
pub const MAX_GAMES: usize = 1 << GAME_BITS;

/// Games a report lists by name (the first ones, in the order added).
pub const LISTED_GAMES: usize = 10;

/// Why a game was not added.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DbError {
    #[error("{file}: game {number}: the database is full ({MAX_GAMES} games)")]
    Full { file: String, number: usize },
    #[error(transparent)]
    Packed(#[from] PackError),
}

/// Where a game comes from: its file, its number there (from 1), its
/// players by their index in `names` and its tournament by its index in
/// `tournaments`.
#[derive(Clone, Copy, Debug)]
struct Origin {
    file: u16,
    number: u32,
    black: Option<u32>,
    white: Option<u32>,
    tournament: Option<u32>,
}

/// Games being added: the database they fill, its index not yet sorted,
/// and each player's and tournament's number; `build` sorts the index.
pub struct DbBuilder {
    db: PositionDb,
    name_ids: HashMap<String, u32>,
    tournament_ids: HashMap<String, u32>,
}

/// Which games a report counts: those of a player and of a tournament whose
/// names contain these words (ignoring case; an empty one keeps every game).
#[derive(Clone, Copy, Debug, Default)]
pub struct Filter<'a> {
    pub player: &'a str,
    pub tournament: &'a str,
}

/// The database: ask it with `report`.
pub struct PositionDb {
    fold: bool,
    files: Vec<String>,
    names: Vec<String>,
    tournaments: Vec<String>,
    origins: Vec<Origin>,
    starts: Vec<Board>,
    /// Where each game's moves start in `moves`; one more than the games.
    offsets: Vec<u32>,
    moves: Vec<u8>,
    margins: Vec<i8>,
    /// `key << 32 | game << PLY_BITS | ply`, sorted (once built).
    index: Vec<u64>,
}

/// The 32 bits of a board's key: the position hash of its discs (of its
/// canonical image when folding), the side to move mixed in.
fn key(board: &Board, fold: bool) -> u64 {
    let (player, opponent) = if fold {
        least_image(board)
    } else {
        (board.player().0, board.opponent().0)
    };
    let side = match board.side_to_move() {
        Color::Black => 0,
        Color::White => 0x2545_f491_4f6c_dd1d,
    };
    (position_hash(player, opponent) ^ side) >> 32
}

/// The discs of `Board::canonical`'s image, from the eight images of each
/// side at once (the same least pair, without building eight boards).
fn least_image(board: &Board) -> (u64, u64) {
    let players = images(board.player(), board.size());
    let opponents = images(board.opponent(), board.size());
    players
        .into_iter()
        .zip(opponents)
        .min()
        .expect("eight symmetries")
}

/// Black's margin in a game: as the record states it, else the final
/// position's (with the empties to the winner when the game is over).
fn margin(record: &Record, last: &Board) -> i8 {
    let margin = match &record.result {
        Some(outcome) => outcome.margin,
        None if last.is_game_over() => last.final_value(Scoring::Wof),
        None => last.final_value(Scoring::Raw),
    };
    margin.clamp(-64, 64) as i8
}

impl DbBuilder {
    /// An empty database; `fold` keys positions by their canonical image.
    pub fn new(fold: bool) -> DbBuilder {
        DbBuilder {
            db: PositionDb {
                fold,
                files: Vec::new(),
                names: Vec::new(),
                tournaments: Vec::new(),
                origins: Vec::new(),
                starts: Vec::new(),
                offsets: vec![0],
                moves: Vec::new(),
                margins: Vec::new(),
                index: Vec::new(),
            },
            name_ids: HashMap::new(),
            tournament_ids: HashMap::new(),
        }
    }

    /// Games added so far.
    pub fn games(&self) -> usize {
        self.db.origins.len()
    }

    /// Adds the games of the file `file`, numbered from 1 in it. A game's
    /// moves are kept up to its first move that cannot be played (records
    /// read by `records` have none).
    pub fn add_file(&mut self, file: &str, records: &[Record]) -> Result<(), DbError> {
        self.add_numbered(file, records, None)
    }

    /// `add_file` with each game's number in its file (`numbers[i]` for
    /// `records[i]`: bad games leave gaps); `None`: 1, 2, 3, …
    pub fn add_numbered(
        &mut self,
        file: &str,
        records: &[Record],
        numbers: Option<&[usize]>,
    ) -> Result<(), DbError> {
        let file_index = self.db.files.len() as u16;
        self.db.files.push(file.to_string());
        for (at, record) in records.iter().enumerate() {
            let number = numbers
                .and_then(|numbers| numbers.get(at).copied())
                .unwrap_or(at + 1);
            let game = self.db.origins.len();
            if game >= MAX_GAMES {
                return Err(DbError::Full {
                    file: file.to_string(),
                    number,
                });
            }
            let origin = Origin {
                file: file_index,
                number: number as u32,
                black: record.black.as_deref().map(|name| self.name_id(name)),
                white: record.white.as_deref().map(|name| self.name_id(name)),
                tournament: record.place.as_deref().map(|name| self.tournament_id(name)),
            };
            let last = self.add_positions(game as u64, record);
            self.db.origins.push(origin);
            self.db.starts.push(record.start);
            self.db.offsets.push(self.db.moves.len() as u32);
            self.db.margins.push(margin(record, &last));
        }
        Ok(())
    }

    /// Adds the games of a file packed by `pack`: its name and the games added.
    pub fn add_packed(&mut self, bytes: &[u8]) -> Result<(String, usize), DbError> {
        let (file, records) = unpack(bytes)?;
        self.add_file(&file, &records)?;
        Ok((file, records.len()))
    }

    fn name_id(&mut self, name: &str) -> u32 {
        number(&mut self.db.names, &mut self.name_ids, name)
    }

    fn tournament_id(&mut self, name: &str) -> u32 {
        number(&mut self.db.tournaments, &mut self.tournament_ids, name)
    }

    /// Indexes every position of the game and keeps its moves; the last
    /// position reached.
    fn add_positions(&mut self, game: u64, record: &Record) -> Board {
        let mut board = with_forced_pass(record.start);
        let entry =
            |board: &Board, ply: u64| key(board, self.db.fold) << 32 | game << PLY_BITS | ply;
        self.db.index.push(entry(&board, 0));
        for (ply, square) in (1..).zip(record.squares()) {
            if ply >= 1 << PLY_BITS || board.is_game_over() || !board.is_legal(square) {
                break;
            }
            board = with_forced_pass(board.play_unchecked(square));
            self.db.moves.push(square.index());
            self.db.index.push(entry(&board, ply));
        }
        board
    }

    /// The database, its positions sorted by key (games in the order added
    /// within a key).
    pub fn build(self) -> PositionDb {
        let mut db = self.db;
        sort_by_key(&mut db.index);
        db.index.shrink_to_fit();
        db.moves.shrink_to_fit();
        db
    }
}

/// `name`'s index in `names`, added at the end when it is new.
fn number(names: &mut Vec<String>, ids: &mut HashMap<String, u32>, name: &str) -> u32 {
    if let Some(&id) = ids.get(name) {
        return id;
    }
    let id = names.len() as u32;
    names.push(name.to_string());
    ids.insert(name.to_string(), id);
    id
}

/// The ids of the names that contain `words` (ignoring case); `None` when
/// `words` is empty, so every game counts.
fn containing(names: &[String], words: &str) -> Option<Vec<bool>> {
    if words.is_empty() {
        return None;
    }
    let wanted = words.to_lowercase();
    Some(
        names
            .iter()
            .map(|name| name.to_lowercase().contains(&wanted))
            .collect(),
    )
}

/// Sorts index entries by their key (the high 32 bits), keeping the order
/// of entries with equal keys: they were added in game order, so the result
/// is fully sorted. Two stable counting passes of 16 bits each: several
/// times faster than a comparison sort on millions of positions.
fn sort_by_key(entries: &mut Vec<u64>) {
    let mut sorted = vec![0; entries.len()];
    for shift in [32, 48] {
        let digit = |entry: u64| (entry >> shift) as usize & 0xffff;
        let mut starts = vec![0usize; 1 << 16];
        for &entry in entries.iter() {
            starts[digit(entry)] += 1;
        }
        let mut total = 0;
        for start in &mut starts {
            (*start, total) = (total, total + *start);
        }
        for &entry in entries.iter() {
            let slot = &mut starts[digit(entry)];
            sorted[*slot] = entry;
            *slot += 1;
        }
        std::mem::swap(entries, &mut sorted);
    }
}

/// At a position that is its own image under some symmetries (the start,
/// say), moves that those symmetries exchange are one move when folding:
/// each is named by the square of its class that most games played (the
/// least square on a tie), so f5, d3, c4 and e6 from the start count as one.
fn merge_equivalent_moves(board: &Board, visits: &mut [Visit]) {
    let size = board.size();
    let own: Vec<Symmetry> = Symmetry::ALL
        .into_iter()
        .filter(|&symmetry| board.transform(symmetry) == *board)
        .collect();
    if own.len() == 1 {
        return;
    }
    let class = |square: Square| {
        own.iter()
            .map(|symmetry| symmetry.square(square, size))
            .min()
            .expect("the identity")
    };
    let mut played: BTreeMap<Square, usize> = BTreeMap::new();
    for square in visits.iter().filter_map(|visit| visit.next) {
        *played.entry(square).or_default() += 1;
    }
    let mut named: BTreeMap<Square, (usize, Square)> = BTreeMap::new();
    for (&square, &games) in &played {
        let best = named.entry(class(square)).or_insert((games, square));
        if games > best.0 {
            *best = (games, square);
        }
    }
    for visit in visits {
        visit.next = visit.next.map(|square| named[&class(square)].1);
    }
}

/// What one game contributes at the asked position.
struct Visit {
    game: usize,
    ply: usize,
    /// The move played from the position, in the asked orientation.
    next: Option<Square>,
}

impl PositionDb {
    pub fn games(&self) -> usize {
        self.origins.len()
    }

    /// Positions indexed (every game's, the start included).
    pub fn positions(&self) -> usize {
        self.index.len()
    }

    pub fn fold(&self) -> bool {
        self.fold
    }

    /// Bytes held by the database's tables (names and file names included).
    pub fn bytes(&self) -> usize {
        let text: usize = self
            .names
            .iter()
            .chain(&self.tournaments)
            .chain(&self.files)
            .map(String::len)
            .sum();
        self.index.capacity() * 8
            + self.moves.capacity()
            + self.offsets.capacity() * 4
            + self.margins.capacity()
            + self.starts.capacity() * std::mem::size_of::<Board>()
            + self.origins.capacity() * std::mem::size_of::<Origin>()
            + text
            + (self.names.len() + self.tournaments.len() + self.files.len())
                * std::mem::size_of::<String>()
    }

    /// The game's moves (kept legal when added).
    fn moves_of(&self, game: usize) -> impl Iterator<Item = Square> + '_ {
        let (from, to) = (self.offsets[game], self.offsets[game + 1]);
        self.moves[from as usize..to as usize]
            .iter()
            .map(|&index| Square::from_index(index))
    }

    /// The game's position after `ply` moves, forced passes made.
    fn position(&self, game: usize, ply: usize) -> Board {
        self.moves_of(game)
            .take(ply)
            .fold(with_forced_pass(self.starts[game]), |board, square| {
                with_forced_pass(board.play_unchecked(square))
            })
    }

    /// A builder that goes on adding games to this database: `build` then
    /// sorts the whole index again (the old entries are in order already,
    /// and the new games come after them), without replaying the old games.
    pub fn into_builder(self) -> DbBuilder {
        let ids = |names: &[String]| {
            (0..)
                .zip(names)
                .map(|(id, name)| (name.clone(), id))
                .collect()
        };
        DbBuilder {
            name_ids: ids(&self.names),
            tournament_ids: ids(&self.tournaments),
            db: self,
        }
    }

    /// Game `game` (its index among the games added, from 0): its start
    /// and its moves (kept up to the first that could not be played).
    pub fn game(&self, game: usize) -> Option<(Board, Vec<Square>)> {
        (game < self.games()).then(|| (self.starts[game], self.moves_of(game).collect()))
    }

    /// Every game through `board` (the side to move's forced pass made),
    /// in the order added.
    fn visits(&self, board: &Board) -> Vec<Visit> {
        let board = with_forced_pass(*board);
        let size = board.size();
        let (asked, asked_symmetry) = if self.fold {
            board.canonical()
        } else {
            (board, Symmetry::Identity)
        };
        let key = key(&board, self.fold);
        let from = self.index.partition_point(|&entry| entry >> 32 < key);
        let to = self.index.partition_point(|&entry| entry >> 32 <= key);
        let mut visits = Vec::with_capacity(to - from);
        for &entry in &self.index[from..to] {
            let game = (entry as u32 >> PLY_BITS) as usize;
            let ply = (entry & ((1 << PLY_BITS) - 1)) as usize;
            let reached = self.position(game, ply);
            let (image, symmetry) = if self.fold {
                reached.canonical()
            } else {
                (reached, Symmetry::Identity)
            };
            if image != asked {
                continue;
            }
            let next = self.moves_of(game).nth(ply).map(|square| {
                asked_symmetry
                    .inverse()
                    .square(symmetry.square(square, size), size)
            });
            visits.push(Visit { game, ply, next });
        }
        if self.fold {
            merge_equivalent_moves(&board, &mut visits);
        }
        visits
    }

    /// What the games say about `board`: how many reach it, the moves
    /// played from it with their results, and the first `listed` games.
    pub fn report(&self, board: &Board, listed: usize) -> DbReport {
        self.report_filtered(board, listed, Filter::default())
    }

    /// `report` counting only the games `filter` keeps: a player whose
    /// name contains its `player` plays in them, and its `tournament` is
    /// part of their tournament's name.
    pub fn report_filtered(&self, board: &Board, listed: usize, filter: Filter) -> DbReport {
        let mut visits = self.visits(board);
        let players = containing(&self.names, filter.player);
        let tournaments = containing(&self.tournaments, filter.tournament);
        let named = |matches: &[bool], id: Option<u32>| id.is_some_and(|id| matches[id as usize]);
        visits.retain(|visit| {
            let origin = self.origins[visit.game];
            let player = players
                .as_ref()
                .is_none_or(|matches| named(matches, origin.black) || named(matches, origin.white));
            let tournament = tournaments
                .as_ref()
                .is_none_or(|matches| named(matches, origin.tournament));
            player && tournament
        });
        let mut moves: BTreeMap<Square, MoveStats> = BTreeMap::new();
        for visit in &visits {
            if let Some(square) = visit.next {
                moves
                    .entry(square)
                    .or_default()
                    .add(self.margins[visit.game]);
            }
        }
        let name = |id: Option<u32>| id.map(|id| self.names[id as usize].clone());
        let first_games = visits
            .iter()
            .take(listed)
            .map(|visit| {
                let origin = self.origins[visit.game];
                GameRef {
                    game: visit.game,
                    file: self.files[origin.file as usize].clone(),
                    number: origin.number as usize,
                    black: name(origin.black),
                    white: name(origin.white),
                    tournament: origin
                        .tournament
                        .map(|id| self.tournaments[id as usize].clone()),
                    ply: visit.ply,
                    next: visit.next,
                    result: i32::from(self.margins[visit.game]),
                }
            })
            .collect();
        let size = DbSize {
            games: self.games(),
            positions: self.positions(),
            bytes: self.bytes(),
        };
        DbReport::new(board, self.fold, visits.len(), moves, first_games, size)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Size;
    use crate::notation::read_game;

    /// The least image of the eight, from bitboard images, is the
    /// canonical board's.
    #[test]
    fn least_image_is_the_canonical_board() {
        let game = read_game(None, None, "f5d6c3d3c4f4f6f3e6e7d7g6")
            .whole()
            .unwrap();
        for board in game.positions() {
            let (canonical, _) = board.canonical();
            assert_eq!(
                least_image(&board),
                (canonical.player().0, canonical.opponent().0)
            );
            assert_eq!(key(&board, true), key(&canonical, true));
        }
    }

    /// The two counting passes give what a comparison sort gives, for
    /// entries added in game order.
    #[test]
    fn radix_sort_is_a_full_sort() {
        let mut state = 0x1234_5678_u64;
        let mut entries: Vec<u64> = (0..5000u64)
            .map(|position| {
                state = crate::board::random::stream_seed(state, position);
                // Few keys, so many entries share one.
                (state % 97) << 32 | position
            })
            .collect();
        let mut expected = entries.clone();
        expected.sort_unstable();
        sort_by_key(&mut entries);
        assert_eq!(entries, expected);
    }

    #[test]
    fn the_start_of_no_games_has_no_moves() {
        let db = DbBuilder::new(false).build();
        let report = db.report(&Board::start(Size::Eight), LISTED_GAMES);
        assert_eq!((report.games, report.moves.len()), (0, 0));
    }
}
