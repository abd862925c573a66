//! A list of records to browse: filtered by player name and by opening over
//! compact move bytes, so that 100,000 games answer while the user types.

use super::{Opened, Record};
use crate::board::{Board, Size, Square};
use crate::notation::{parse_game, NotationError};
use serde::Serialize;
use std::collections::HashMap;

/// Move bytes kept per game for the opening filter.
const KEPT: usize = 60;
/// The first move byte of a game that does not start from the 8x8 start:
/// no opening of the standard start matches it.
const OTHER_START: u8 = u8::MAX;

pub struct Database {
    records: Vec<Record>,
    /// Each record's number in its file (from 1, rising; bad games skipped).
    numbers: Vec<usize>,
    /// Every player's name once, in lowercase ("" for a missing one).
    names: Vec<String>,
    /// Per game, black's and white's places in `names`.
    players: Vec<[u32; 2]>,
    /// Per game, `KEPT` bytes: square index + 1 of each move, 0 after the last.
    openings: Vec<u8>,
}

/// A game as the list shows it: its number in the file (from 1), players,
/// tournament or place, year, black's disc margin, and its moves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Row {
    pub game: usize,
    pub black: Option<String>,
    pub white: Option<String>,
    pub tournament: Option<String>,
    pub year: Option<u16>,
    pub score: Option<i32>,
    pub moves: String,
}

/// One page of a filtered list: how many games match, and the rows asked for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Page {
    pub total: usize,
    pub matching: usize,
    pub rows: Vec<Row>,
}

impl Database {
    /// The records numbered 1, 2, … in order.
    pub fn new(records: Vec<Record>) -> Database {
        let numbers = (1..=records.len()).collect();
        Database::numbered(records, numbers)
    }

    /// The games of an opened file, under their numbers in the file.
    pub fn opened(opened: Opened) -> Database {
        Database::numbered(opened.games, opened.numbers)
    }

    fn numbered(records: Vec<Record>, numbers: Vec<usize>) -> Database {
        let standard = Board::start(Size::Eight);
        let mut openings = vec![0u8; records.len() * KEPT];
        for (record, bytes) in records.iter().zip(openings.chunks_exact_mut(KEPT)) {
            if record.start != standard {
                bytes[0] = OTHER_START;
                continue;
            }
            for (byte, square) in bytes.iter_mut().zip(record.squares()) {
                *byte = square.index() + 1;
            }
        }
        // A database repeats its players: each name is lowercased once.
        let mut names = Vec::new();
        let mut known: HashMap<&str, u32> = HashMap::new();
        let mut players = Vec::with_capacity(records.len());
        for record in &records {
            let pair = [&record.black, &record.white].map(|name| {
                let name = name.as_deref().unwrap_or("");
                *known.entry(name).or_insert_with(|| {
                    names.push(name.to_lowercase());
                    names.len() as u32 - 1
                })
            });
            players.push(pair);
        }
        Database {
            records,
            numbers,
            names,
            players,
            openings,
        }
    }

    pub fn len(&self) -> usize {
        self.records.len()
    }

    pub fn is_empty(&self) -> bool {
        self.records.is_empty()
    }

    pub fn records(&self) -> &[Record] {
        &self.records
    }

    /// Game `number` of the file, counting from 1, if it was read.
    pub fn record(&self, number: usize) -> Option<&Record> {
        let index = self.numbers.binary_search(&number).ok()?;
        self.records.get(index)
    }

    /// The squares of a move string from the 8x8 start, as `filter` takes them.
    pub fn opening(moves: &str) -> Result<Vec<Square>, NotationError> {
        let parsed = parse_game(Board::start(Size::Eight), moves);
        match parsed.error {
            Some(error) => Err(error),
            None => Ok(parsed.game.moves().to_vec()),
        }
    }

    /// The games whose black or white name contains `name` (any case) and
    /// whose first moves are `opening` (from the 8x8 start); `limit` rows
    /// from the `offset`-th match on.
    pub fn filter(&self, name: &str, opening: &[Square], offset: usize, limit: usize) -> Page {
        let name = name.trim().to_lowercase();
        let named: Vec<bool> = self
            .names
            .iter()
            .map(|known| known.contains(&name))
            .collect();
        let prefix: Vec<u8> = opening.iter().map(|square| square.index() + 1).collect();
        let mut matching = 0;
        let mut rows = Vec::new();
        let games = self
            .openings
            .chunks_exact(KEPT)
            .zip(&self.players)
            .enumerate();
        for (index, (moves, players)) in games {
            let opens = prefix.is_empty() || moves.starts_with(&prefix);
            if opens && (named[players[0] as usize] || named[players[1] as usize]) {
                if matching >= offset && rows.len() < limit {
                    rows.push(self.row(index));
                }
                matching += 1;
            }
        }
        Page {
            total: self.len(),
            matching,
            rows,
        }
    }

    fn row(&self, index: usize) -> Row {
        let record = &self.records[index];
        Row {
            game: self.numbers[index],
            black: record.black.clone(),
            white: record.white.clone(),
            tournament: record.place.clone(),
            year: record.year,
            score: record.result.as_ref().map(|outcome| outcome.margin),
            moves: record.move_string(),
        }
    }
}
