//! WTHOR, the French federation's database format. A `.wtb` file is a
//! 16-byte header (creation date, u32 LE game count, u16 LE name count,
//! u16 LE year of the games, board size, game type, search depth, one
//! reserved byte) then 68 bytes a game: u16 LE tournament, black player and
//! white player numbers, black's final disc count, the theoretical score,
//! and 60 move bytes `10 * row + column` (11 = a1, 88 = h8, 0 = no more).
//! Names live in `.JOU` (players, 20 bytes each) and `.TRN` (tournaments,
//! 26 bytes each), after a header of the same shape, NUL-padded latin-1.
//! Passes are not written. Ignored when reading: the creation date, game
//! type and depth, bytes after a game's first 0 move, and whether the disc
//! count matches the moves (a game may end by resignation or time).

use super::{
    Budget, FileFault, GameFault, MoveFault, NamesFault, Opened, Outcome, Play, Record, RecordError,
};
use crate::board::{Board, Size, Square};
use std::collections::HashMap;

const HEADER: usize = 16;
const GAME: usize = 68;
const MOVES: usize = 60;
const PLAYER_NAME: usize = 20;
const TOURNAMENT_NAME: usize = 26;

/// The names a database's numbers refer to, when the files are at hand:
/// each table with its file's name.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Names {
    pub players: Vec<String>,
    pub tournaments: Vec<String>,
    /// The files' names, for the warnings about them.
    pub files: [Option<String>; 2],
}

impl Names {
    /// Reads a `.JOU` and a `.TRN` file (either may be missing), by name
    /// and bytes, with what is wrong with them: a damaged file gives the
    /// names it holds whole, and a warning.
    pub fn read(
        players: Option<(&str, &[u8])>,
        tournaments: Option<(&str, &[u8])>,
    ) -> (Names, Vec<RecordError>) {
        let mut faults = Vec::new();
        let mut table = |file: Option<(&str, &[u8])>, width| match file {
            None => Vec::new(),
            Some((name, bytes)) => {
                if let Some(fault) = names_fault(bytes, width) {
                    let name = name.to_string();
                    faults.push(RecordError::File(FileFault::Names { name, fault }));
                }
                names(bytes, width)
            }
        };
        let names = Names {
            players: table(players, PLAYER_NAME),
            tournaments: table(tournaments, TOURNAMENT_NAME),
            files: [players, tournaments].map(|file| file.map(|(name, _)| name.to_string())),
        };
        (names, faults)
    }
}

/// What is wrong with a names file of `width`-byte names, if anything.
fn names_fault(bytes: &[u8], width: usize) -> Option<NamesFault> {
    let Some(body) = bytes.get(HEADER..) else {
        return Some(NamesFault::ShortHeader(bytes.len()));
    };
    if body.len() % width != 0 {
        return Some(NamesFault::Ragged {
            bytes: body.len(),
            width,
        });
    }
    let said = u16_at(bytes, 8);
    let found = body.len() / width;
    (usize::from(said) != found).then_some(NamesFault::Count { said, found })
}

/// The fixed-width names after a names file's header.
fn names(bytes: &[u8], width: usize) -> Vec<String> {
    bytes
        .get(HEADER..)
        .unwrap_or_default()
        .chunks_exact(width)
        .map(|name| {
            let end = name.iter().position(|&byte| byte == 0).unwrap_or(width);
            // Latin-1: every byte is the code point of its character.
            name[..end]
                .iter()
                .map(|&byte| byte as char)
                .collect::<String>()
                .trim()
                .to_string()
        })
        .collect()
}

/// The name numbered `number`, or the number itself when no file names it.
fn name(table: &[String], number: u16) -> String {
    table
        .get(number as usize)
        .cloned()
        .unwrap_or_else(|| format!("#{number}"))
}

fn u16_at(bytes: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([bytes[at], bytes[at + 1]])
}

/// The empty squares from which a database's theoretical scores are
/// perfect play (its header's depth byte); `None` for a file too short or
/// one that gives none (depth 0: the score is then only the result).
pub fn theoretical_depth(wtb: &[u8]) -> Option<u32> {
    wtb.get(14)
        .copied()
        .filter(|&depth| depth > 0)
        .map(u32::from)
}

/// Reads a `.wtb` database; a bad game is named and skipped, a file cut
/// short keeps the games before the cut. Every move is checked against the
/// rules as it is read. The games that follow the header are read whatever
/// count it gives; a count that does not match them is named.
pub fn read(wtb: &[u8], names: &Names) -> Opened {
    read_within(wtb, names, Budget::DEFAULT).close()
}

/// `read` within what is left of a run's `budget`.
pub(super) fn read_within(wtb: &[u8], names: &Names, budget: Budget) -> Opened {
    let Some(header) = wtb.get(..HEADER) else {
        return Opened::failed(RecordError::File(FileFault::ShortHeader(wtb.len())));
    };
    if !matches!(header[12], 0 | 8) {
        return Opened::failed(RecordError::File(FileFault::BoardSize(header[12])));
    }
    let count = u32::from_le_bytes([header[4], header[5], header[6], header[7]]);
    let year = u16_at(header, 10);
    let body = &wtb[HEADER..];
    let present = body.len() / GAME;
    let mut opened = Opened::within(budget);
    if (count as usize) < present {
        let fault = FileFault::CountMismatch {
            said: count,
            found: present,
        };
        opened.reject(RecordError::File(fault));
    }
    let mut unknown = [0usize; 2];
    for (index, bytes) in body.chunks(GAME).enumerate() {
        let number = index + 1;
        if opened.spent(number) {
            return opened;
        }
        if bytes.len() < GAME {
            let fault = GameFault::Truncated(bytes.len());
            opened.reject(RecordError::Game {
                game: number,
                fault,
            });
            return opened;
        }
        match game(number, bytes, year, names) {
            Ok(record) => {
                let beyond = |table: &[String], at: &[usize]| {
                    at.iter()
                        .any(|&at| usize::from(u16_at(bytes, at)) >= table.len())
                };
                unknown[0] += usize::from(beyond(&names.players, &[2, 4]));
                unknown[1] += usize::from(beyond(&names.tournaments, &[0]));
                opened.push(number, record);
            }
            Err(error) => opened.reject(error),
        }
    }
    let tables = [
        (&names.players, "players"),
        (&names.tournaments, "tournaments"),
    ];
    for ((games, file), (table, what)) in unknown.into_iter().zip(&names.files).zip(tables) {
        if let Some(name) = file.as_ref().filter(|_| games > 0) {
            opened.reject(RecordError::File(FileFault::UnknownNames {
                name: name.clone(),
                what,
                games,
                count: table.len(),
            }));
        }
    }
    if present < count as usize {
        let game = present + 1;
        let fault = GameFault::Missing(count);
        opened.reject(RecordError::Game { game, fault });
    }
    opened
}

fn game(number: usize, bytes: &[u8], year: u16, names: &Names) -> Result<Record, RecordError> {
    let mut board = Board::start(Size::Eight);
    let mut moves = Vec::with_capacity(MOVES);
    for (index, &byte) in bytes[8..]
        .iter()
        .enumerate()
        .take_while(|(_, &byte)| byte != 0)
    {
        let fault = |text: String, fault| RecordError::Move {
            game: number,
            number: index + 1,
            text,
            fault,
        };
        let (row, col) = (byte / 10, byte % 10);
        if !(1..=8).contains(&row) || !(1..=8).contains(&col) {
            return Err(fault(byte.to_string(), MoveFault::BadByte(byte)));
        }
        let square = Square::new(col - 1, row - 1);
        // One move generation a move: passing only when the mover has none.
        let mut legal = board.legal_moves();
        if legal.is_empty() {
            board = board.pass();
            legal = board.legal_moves();
            if legal.is_empty() {
                return Err(fault(square.to_string(), MoveFault::AfterEnd));
            }
        }
        if !legal.contains(square) {
            let side = board.side_to_move();
            return Err(fault(square.to_string(), MoveFault::Illegal(side)));
        }
        board = board.play_unchecked(square);
        moves.push(Play::Square(square));
    }
    let mut record = Record::new(Board::start(Size::Eight), moves);
    record.place = Some(name(&names.tournaments, u16_at(bytes, 0)));
    record.black = Some(name(&names.players, u16_at(bytes, 2)));
    record.white = Some(name(&names.players, u16_at(bytes, 4)));
    record.year = Some(year);
    record.result = Some(Outcome {
        margin: 2 * i32::from(bytes[6]) - 64,
        how: None,
    });
    record.theoretical = Some(bytes[7]);
    Ok(record)
}

/// A database and its names files, as `write` makes them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Files {
    pub wtb: Vec<u8>,
    pub jou: Vec<u8>,
    pub trn: Vec<u8>,
}

/// Why records cannot be written as WTHOR.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WriteError {
    #[error("game {0}: WTHOR holds 8x8 games from the standard start only")]
    NotStandard(usize),
    #[error("game {0}: WTHOR holds at most 60 moves")]
    TooLong(usize),
    #[error("more than 65,536 different names")]
    TooManyNames,
}

/// Writes records as a `.wtb` of `year` with its `.JOU` and `.TRN`, names
/// numbered in order of first appearance (a missing name is written `?`).
pub fn write(records: &[Record], year: u16) -> Result<Files, WriteError> {
    let mut players = Table::default();
    let mut tournaments = Table::default();
    let mut wtb = header(records.len() as u32, 0, year);
    for (index, record) in records.iter().enumerate() {
        if record.start != Board::start(Size::Eight) {
            return Err(WriteError::NotStandard(index + 1));
        }
        let squares: Vec<Square> = record.squares().collect();
        if squares.len() > MOVES {
            return Err(WriteError::TooLong(index + 1));
        }
        let numbers = [
            tournaments.number(&record.place)?,
            players.number(&record.black)?,
            players.number(&record.white)?,
        ];
        for number in numbers {
            wtb.extend_from_slice(&number.to_le_bytes());
        }
        let discs = record
            .result
            .as_ref()
            .map_or(32, |outcome| (64 + outcome.margin) / 2);
        let discs = discs.clamp(0, 64) as u8;
        wtb.push(discs);
        wtb.push(record.theoretical.unwrap_or(discs));
        let mut moves = [0u8; MOVES];
        for (byte, square) in moves.iter_mut().zip(squares) {
            *byte = 10 * (square.row() + 1) + square.col() + 1;
        }
        wtb.extend_from_slice(&moves);
    }
    Ok(Files {
        wtb,
        jou: names_file(&players.names, PLAYER_NAME),
        trn: names_file(&tournaments.names, TOURNAMENT_NAME),
    })
}

/// Names numbered in order of first appearance.
#[derive(Default)]
struct Table {
    names: Vec<String>,
    numbers: HashMap<String, u16>,
}

impl Table {
    fn number(&mut self, name: &Option<String>) -> Result<u16, WriteError> {
        let name = name.as_deref().unwrap_or("?");
        if let Some(&number) = self.numbers.get(name) {
            return Ok(number);
        }
        let number = u16::try_from(self.names.len()).map_err(|_| WriteError::TooManyNames)?;
        self.names.push(name.to_string());
        self.numbers.insert(name.to_string(), number);
        Ok(number)
    }
}

/// A header dated January 1st of `year` (the creation date is not read).
fn header(games: u32, names: u16, year: u16) -> Vec<u8> {
    let mut header = vec![(year / 100) as u8, (year % 100) as u8, 1, 1];
    header.extend_from_slice(&games.to_le_bytes());
    header.extend_from_slice(&names.to_le_bytes());
    header.extend_from_slice(&year.to_le_bytes());
    header.extend_from_slice(&[8, 0, 0, 0]);
    header
}

fn names_file(names: &[String], width: usize) -> Vec<u8> {
    let mut file = header(0, names.len() as u16, 0);
    for name in names {
        let mut field = vec![0u8; width];
        // Latin-1 where it can; other characters become `?`; one NUL kept.
        let bytes = name
            .chars()
            .map(|c| u8::try_from(u32::from(c)).unwrap_or(b'?'));
        for (slot, byte) in field.iter_mut().zip(bytes).take(width - 1) {
            *slot = byte;
        }
        file.extend_from_slice(&field);
    }
    file
}
