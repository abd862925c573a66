//! What is wrong with a record file: the whole file, one game, or one move
//! of a game. Games count from 1 in the file and moves from 1 in the game,
//! so a message points at the place to fix.

use super::gzip::GzipFault;
use crate::board::Color;
use crate::notation::NotationError;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    #[error("{0}")]
    File(FileFault),
    #[error("game {game}: {fault}")]
    Game { game: usize, fault: GameFault },
    #[error("game {game}, move {number} ({text}): {fault}")]
    Move {
        game: usize,
        number: usize,
        text: String,
        fault: MoveFault,
    },
}

impl RecordError {
    /// The game the error is about (from 1), if it is about one.
    pub fn game(&self) -> Option<usize> {
        match self {
            RecordError::File(_) => None,
            RecordError::Game { game, .. } | RecordError::Move { game, .. } => Some(*game),
        }
    }
}

/// A file that cannot be read at all.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FileFault {
    #[error("the file is empty")]
    Empty,
    #[error("a WTHOR file starts with a 16-byte header; this one has {0} bytes")]
    ShortHeader(usize),
    #[error("the WTHOR header gives a board size of {0}; only 8x8 databases (0 or 8) are read")]
    BoardSize(u8),
    #[error("{0} holds names only: open it together with its .wtb file")]
    NamesOnly(String),
    #[error("{name}: {fault}; only what unpacks before that is read")]
    Gzip { name: String, fault: GzipFault },
    #[error("the reading stopped before game {next}: {cap}; the rest of the file is not read")]
    Budget { next: usize, cap: BudgetCap },
    #[error("and {0} more errors, not listed")]
    Unlisted(usize),
    #[error("the WTHOR header counts {said} games but {found} follow: all {found} are read")]
    CountMismatch { said: u32, found: usize },
    #[error("{name}: {fault}; its names may be wrong")]
    Names { name: String, fault: NamesFault },
    #[error("{games} games name {what} beyond the {count} names of {name}: shown as #N")]
    UnknownNames {
        name: String,
        what: &'static str,
        games: usize,
        count: usize,
    },
}

/// Which budget of a run stopped the reading (records::Budget).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BudgetCap {
    #[error("{0} games were read, the most one run keeps (--max-games raises it)")]
    Games(usize),
    #[error("the games read take {}, the most one run keeps (--max-games-memory raises it)", crate::input::size(*.0 as u64))]
    Memory(usize),
}

/// What is wrong with a WTHOR names file (`.JOU`, `.TRN`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NamesFault {
    #[error("it has {0} bytes, less than its 16-byte header")]
    ShortHeader(usize),
    #[error("its {bytes} bytes after the header are not whole {width}-byte names")]
    Ragged { bytes: usize, width: usize },
    #[error("its header counts {said} names but {found} follow")]
    Count { said: u16, found: usize },
}

/// A game that cannot be read, before any of its moves.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameFault {
    #[error("'{0}' comes where a game `(;` should start")]
    OutsideGame(String),
    #[error("the game has no end `;)`")]
    Unterminated,
    #[error("'{0}' is not a property KEY[value]")]
    Property(String),
    #[error("GM[{0}] is not Othello")]
    NotOthello(String),
    #[error("TY[{0}] is not a board of 4, 6 or 8 squares a side")]
    BoardType(String),
    #[error("BO[{text}]: {error}")]
    Board { text: String, error: NotationError },
    #[error("BO gives the size {said} but its squares make a {found} board")]
    BoardSize { said: u8, found: crate::board::Size },
    #[error("BO comes after the first move")]
    BoardAfterMoves,
    #[error("RE[{0}] is not black's disc margin")]
    Result(String),
    #[error("the file ends inside the game ({0} of its 68 bytes)")]
    Truncated(usize),
    #[error("the file ends before the game; its header counts {0} games")]
    Missing(u32),
    #[error("board line: {0}")]
    BoardLine(NotationError),
    #[error("moves: {0}")]
    Moves(NotationError),
    #[error("'{0}' after the moves is not black's disc margin (`: -04`)")]
    BookResult(String),
    #[error("the line is longer than {}, the most a game's line may be", crate::input::size(*.0 as u64))]
    LongLine(usize),
}

/// A move that cannot be read or played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveFault {
    #[error("not a square nor a pass (PA, pass)")]
    NotAMove,
    #[error("the square is off the {0} board")]
    OffBoard(crate::board::Size),
    #[error("{written} plays but {to_move} is to move")]
    WrongSide { written: Color, to_move: Color },
    #[error("{0} may not pass: it has a legal move")]
    PassNotAllowed(Color),
    #[error("the game is already over")]
    AfterEnd,
    #[error("not a legal move for {0}")]
    Illegal(Color),
    #[error("byte {0} is not a square (11 to 88)")]
    BadByte(u8),
}
