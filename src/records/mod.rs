//! Game records as players keep them: GGF files of the Internet Othello
//! servers, WTHOR databases of the French federation, Edax/OBF board lines,
//! move strings and Logistello's book lines, gzipped or not. One `Record`
//! type holds a game as a file writes it; `open` reads any of these files
//! by its name and bytes, naming each bad game and keeping all the others.

mod database;
mod error;
pub mod ggf;
mod gzip;
mod logbook;
mod open;
pub mod report;
mod text;
pub mod wthor;

pub use database::{Database, Page, Row};
pub use error::{BudgetCap, FileFault, GameFault, MoveFault, NamesFault, RecordError};
pub use gzip::GzipFault;
pub use open::{
    open, open_files, open_files_within, read_text, read_text_within, Budget, Opened, LISTED_ERRORS,
};
pub use text::RECORD_LINE;

use crate::board::{Board, Color, Size, Square};
use crate::game::{Game, MoveError};
use crate::notation::format_moves;
use std::collections::BTreeMap;

/// One move as a record writes it: a square, or a pass the file spells out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Play {
    Square(Square),
    Pass,
}

/// Black's final disc margin as a record states it (`RE[+2.000:r]` in GGF,
/// black's disc count in WTHOR) and how the game ended if the file says so
/// (`r` resigned, `t` time, …, kept as written).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub margin: i32,
    pub how: Option<String>,
}

/// A game as a file records it: where it started, the moves as written
/// (passes only where the file writes them), and what the file says about
/// the game. Every field a format has no place for is `None`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The start position, with its side to move.
    pub start: Board,
    pub moves: Vec<Play>,
    /// What follows a move's square in GGF (`//1.2`: evaluation and time),
    /// by the move's index.
    pub notes: BTreeMap<usize, String>,
    pub black: Option<String>,
    pub white: Option<String>,
    pub black_rating: Option<String>,
    pub white_rating: Option<String>,
    pub date: Option<String>,
    /// The place, server or tournament (GGF `PC`, the WTHOR tournament).
    pub place: Option<String>,
    pub time_control: Option<String>,
    /// The year the game was played (WTHOR's header).
    pub year: Option<u16>,
    pub result: Option<Outcome>,
    /// WTHOR's theoretical score: black's discs with perfect play from the
    /// end of the database's search (kept so a database writes back as read).
    pub theoretical: Option<u8>,
    /// GGF properties with no field here, kept in order for printing back.
    pub extra: Vec<(String, String)>,
}

impl Record {
    /// A record of `moves` played from `start`, nothing else known.
    pub fn new(start: Board, moves: Vec<Play>) -> Record {
        Record {
            start,
            moves,
            notes: BTreeMap::new(),
            black: None,
            white: None,
            black_rating: None,
            white_rating: None,
            date: None,
            place: None,
            time_control: None,
            year: None,
            result: None,
            theoretical: None,
            extra: Vec::new(),
        }
    }

    /// The record of a game, its forced passes written out, its result
    /// when it is over.
    pub fn from_game(game: &Game) -> Record {
        let mut moves = Vec::with_capacity(game.len());
        if game.start().must_pass() && !game.start().is_game_over() {
            moves.push(Play::Pass);
        }
        for (index, &square) in game.moves().iter().enumerate() {
            moves.push(Play::Square(square));
            if game.passed_before(index + 1).is_some() {
                moves.push(Play::Pass);
            }
        }
        let mut record = Record::new(*game.start(), moves);
        record.result = game.result_at(game.len()).map(|result| Outcome {
            margin: result.value,
            how: None,
        });
        record
    }

    pub fn size(&self) -> Size {
        self.start.size()
    }

    /// The squares played, passes left out.
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        self.moves.iter().filter_map(|play| match play {
            Play::Square(square) => Some(*square),
            Play::Pass => None,
        })
    }

    /// The game the record describes, as the engine plays it (passes
    /// implied). Records read by this module always convert; a record built
    /// by hand may hold a move that cannot be played.
    pub fn game(&self) -> Result<Game, MoveError> {
        let mut game = Game::new(self.start);
        for square in self.squares() {
            game.push(square)?;
        }
        Ok(game)
    }

    /// About the memory the record takes: the struct and what it holds on
    /// the heap (a run's budget of games counts it).
    pub fn footprint(&self) -> usize {
        let text = |text: &Option<String>| text.as_ref().map_or(0, String::capacity);
        std::mem::size_of::<Record>()
            + self.moves.capacity() * std::mem::size_of::<Play>()
            + self
                .notes
                .values()
                .map(|note| note.capacity() + 4 * std::mem::size_of::<usize>())
                .sum::<usize>()
            + [
                &self.black,
                &self.white,
                &self.black_rating,
                &self.white_rating,
                &self.date,
                &self.place,
                &self.time_control,
            ]
            .into_iter()
            .map(text)
            .sum::<usize>()
            + self.result.as_ref().map_or(0, |outcome| text(&outcome.how))
            + self
                .extra
                .iter()
                .map(|(key, value)| {
                    key.capacity() + value.capacity() + std::mem::size_of::<(String, String)>()
                })
                .sum::<usize>()
    }

    /// The moves as a move string (`f5d6…`, passes left out).
    pub fn move_string(&self) -> String {
        format_moves(&self.squares().collect::<Vec<_>>())
    }

    /// The start as a board string, or `None` for the standard start.
    pub fn start_string(&self) -> Option<String> {
        (self.start != Board::start(self.size())).then(|| self.start.to_string())
    }

    /// Each move with the side that plays it, forced passes the record
    /// leaves out included (as GGF writes them).
    pub fn sided_moves(&self) -> Vec<(Color, Play, Option<&str>)> {
        let mut board = self.start;
        let mut sided = Vec::with_capacity(self.moves.len() + 2);
        for (index, play) in self.moves.iter().enumerate() {
            if let Play::Square(_) = play {
                if board.must_pass() && !board.is_game_over() {
                    sided.push((board.side_to_move(), Play::Pass, None));
                    board = board.pass();
                }
            }
            sided.push((
                board.side_to_move(),
                *play,
                self.notes.get(&index).map(String::as_str),
            ));
            board = match play {
                Play::Square(square) => board.play(*square).unwrap_or(board),
                Play::Pass => board.pass(),
            };
        }
        sided
    }
}

/// `board` ready for a move written for `side`: as it is when `side` is to
/// move, else after the pass the other side was forced to make, written
/// into `moves` (files leave forced passes out, or show them as two moves
/// of one colour); a side out of turn without a forced pass is the fault.
fn pass_before(side: Color, board: Board, moves: &mut Vec<Play>) -> Result<Board, MoveFault> {
    if side == board.side_to_move() {
        return Ok(board);
    }
    if !board.must_pass() {
        let to_move = board.side_to_move();
        return Err(MoveFault::WrongSide {
            written: side,
            to_move,
        });
    }
    moves.push(Play::Pass);
    Ok(board.pass())
}
