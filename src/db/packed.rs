//! The games of one file packed for keeping (the page's IndexedDB): a few
//! bytes a game instead of the file's text, read back into records that
//! `DbBuilder::add_file` takes. Every game keeps its players, its
//! tournament (the record's place: WTHOR's tournament, GGF's `PC`), its
//! result as the file records it, its start when it is not the 8x8 start,
//! and its moves as one byte each (passes left out: the replay makes them).
//!
//! Layout (little-endian): `BLDB`, a version byte; the file's name (u16
//! length, UTF-8); the players' names (u32 count, each a u16 length and
//! UTF-8); the tournaments' names (the same way); the games (u32 count),
//! each: black, white and the tournament as u32 (0 for none, else the
//! name's index + 1 in its list), the result (a byte 0/1, then black's
//! margin as i8), the start (a u8 length, 0 for the 8x8 start, else the
//! board string), the moves (a u8 count, then each square's index).
//! Version 1, kept before tournaments were, has no tournament list and no
//! tournament per game; it still reads (its games have no tournament).

use crate::board::{Board, Size, Square};
use crate::notation::NotationError;
use crate::records::{Outcome, Play, Record};
use std::collections::HashMap;

const MAGIC: &[u8; 4] = b"BLDB";
const VERSION: u8 = 2;
/// The version without tournaments.
const WITHOUT_TOURNAMENTS: u8 = 1;

/// Why bytes are not a packed file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PackError {
    #[error("these bytes are not packed games (they do not start with BLDB)")]
    Magic,
    #[error("packed games of version {0} cannot be read (this version reads {WITHOUT_TOURNAMENTS} and {VERSION}): remove the file and keep it again")]
    Version(u8),
    #[error("the packed games end early, at byte {0}")]
    Truncated(usize),
    #[error("a name in the packed games is not UTF-8 (byte {0})")]
    Text(usize),
    #[error("game {game}: player {player} is not among the {names} names")]
    Player {
        game: usize,
        player: u32,
        names: usize,
    },
    #[error("game {game}: tournament {tournament} is not among the {names} tournaments")]
    Tournament {
        game: usize,
        tournament: u32,
        names: usize,
    },
    #[error("game {game}: the start is not a board: {error}")]
    Start { game: usize, error: NotationError },
    #[error("game {game}: {index} is not a square")]
    Square { game: usize, index: u8 },
}

/// The games of `file` packed: see the module's layout.
pub fn pack(file: &str, records: &[Record]) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(64 + records.len() * 72);
    bytes.extend_from_slice(MAGIC);
    bytes.push(VERSION);
    let mut players = Names::default();
    let mut tournaments = Names::default();
    let mut games = Vec::with_capacity(records.len() * 74);
    for record in records {
        for id in [
            players.id(&record.black),
            players.id(&record.white),
            tournaments.id(&record.place),
        ] {
            games.extend_from_slice(&id.to_le_bytes());
        }
        match &record.result {
            Some(outcome) => {
                games.extend_from_slice(&[1, outcome.margin.clamp(-64, 64) as i8 as u8])
            }
            None => games.extend_from_slice(&[0, 0]),
        }
        let start = record.start_string().unwrap_or_default();
        games.push(start.len() as u8);
        games.extend_from_slice(start.as_bytes());
        let squares: Vec<u8> = record.squares().map(Square::index).take(255).collect();
        games.push(squares.len() as u8);
        games.extend_from_slice(&squares);
    }
    text(&mut bytes, file);
    for list in [players.names, tournaments.names] {
        bytes.extend_from_slice(&(list.len() as u32).to_le_bytes());
        for name in list {
            text(&mut bytes, name);
        }
    }
    bytes.extend_from_slice(&(records.len() as u32).to_le_bytes());
    bytes.extend_from_slice(&games);
    bytes
}

/// Names numbered from 1 in the order first met (0: none).
#[derive(Default)]
struct Names<'a> {
    names: Vec<&'a str>,
    ids: HashMap<&'a str, u32>,
}

impl<'a> Names<'a> {
    fn id(&mut self, name: &'a Option<String>) -> u32 {
        name.as_deref().map_or(0, |name| {
            *self.ids.entry(name).or_insert_with(|| {
                self.names.push(name);
                self.names.len() as u32
            })
        })
    }
}

/// A name as a u16 length and its UTF-8 (cut at a character's boundary to fit).
fn text(bytes: &mut Vec<u8>, text: &str) {
    let mut end = text.len().min(u16::MAX as usize);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    bytes.extend_from_slice(&(end as u16).to_le_bytes());
    bytes.extend_from_slice(&text.as_bytes()[..end]);
}

/// Reads packed bytes from the front.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, count: usize) -> Result<&'a [u8], PackError> {
        let slice = self
            .bytes
            .get(self.at..self.at + count)
            .ok_or(PackError::Truncated(self.bytes.len()))?;
        self.at += count;
        Ok(slice)
    }

    fn byte(&mut self) -> Result<u8, PackError> {
        Ok(self.take(1)?[0])
    }

    fn u32(&mut self) -> Result<u32, PackError> {
        let bytes = self.take(4)?;
        Ok(u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]))
    }

    /// A list of names: a u32 count, then each name.
    fn names(&mut self) -> Result<Vec<String>, PackError> {
        let count = self.u32()? as usize;
        (0..count)
            .map(|_| self.text().map(str::to_string))
            .collect()
    }

    fn text(&mut self) -> Result<&'a str, PackError> {
        let length = self.take(2)?;
        let at = self.at;
        let bytes = self.take(u16::from_le_bytes([length[0], length[1]]) as usize)?;
        std::str::from_utf8(bytes).map_err(|_| PackError::Text(at))
    }
}

/// The file's name and its games, from `pack`'s bytes.
pub fn unpack(bytes: &[u8]) -> Result<(String, Vec<Record>), PackError> {
    let mut reader = Reader { bytes, at: 0 };
    if reader.take(4).map_err(|_| PackError::Magic)? != MAGIC {
        return Err(PackError::Magic);
    }
    let with_tournaments = match reader.byte()? {
        VERSION => true,
        WITHOUT_TOURNAMENTS => false,
        other => return Err(PackError::Version(other)),
    };
    let file = reader.text()?.to_string();
    let names = reader.names()?;
    let tournaments = if with_tournaments {
        reader.names()?
    } else {
        Vec::new()
    };
    let games = reader.u32()? as usize;
    // Each game takes at least 12 bytes: a count beyond the bytes is damage.
    let mut records = Vec::with_capacity(games.min(bytes.len() / 12));
    for game in 1..=games {
        let player = |reader: &mut Reader| match reader.u32()? {
            0 => Ok(None),
            id => names
                .get(id as usize - 1)
                .cloned()
                .map(Some)
                .ok_or(PackError::Player {
                    game,
                    player: id,
                    names: names.len(),
                }),
        };
        let black = player(&mut reader)?;
        let white = player(&mut reader)?;
        let place = match with_tournaments {
            false => None,
            true => match reader.u32()? {
                0 => None,
                id => Some(tournaments.get(id as usize - 1).cloned().ok_or(
                    PackError::Tournament {
                        game,
                        tournament: id,
                        names: tournaments.len(),
                    },
                )?),
            },
        };
        let result = reader.take(2)?;
        let result = (result[0] == 1).then(|| Outcome {
            margin: i32::from(result[1] as i8),
            how: None,
        });
        let length = reader.byte()? as usize;
        let start = match length {
            0 => Board::start(Size::Eight),
            _ => {
                let text = std::str::from_utf8(reader.take(length)?)
                    .map_err(|_| PackError::Text(reader.at - length))?;
                text.parse()
                    .map_err(|error| PackError::Start { game, error })?
            }
        };
        let count = reader.byte()? as usize;
        let moves = reader
            .take(count)?
            .iter()
            .map(|&index| match index {
                0..=63 => Ok(Play::Square(Square::from_index(index))),
                _ => Err(PackError::Square { game, index }),
            })
            .collect::<Result<Vec<_>, _>>()?;
        let mut record = Record::new(start, moves);
        record.black = black;
        record.white = white;
        record.place = place;
        record.result = result;
        records.push(record);
    }
    Ok((file, records))
}
