//! What an analysis reports (the CLI's `analyze --json`, the NBoard
//! engine's hints, the page's analysis panel): every move's value with
//! its source and depth, best first, and the best lines. Field names are
//! fixed by shared/spec/interfaces.md. The page's workers each analyse a
//! share of the root moves (`super::shares`); the page gathers their
//! reports (www/work/analysis-merge.js).

use crate::board::{Board, Square};
use crate::players::report::MoveSource;
use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};

/// One move's value for the side to move, in discs (final margin, `wof`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveValue {
    pub square: Square,
    pub value: f64,
    pub source: MoveSource,
    /// Plies searched: for an exact value the empty squares, for a book
    /// value the depth of the book's searches.
    pub depth: u32,
}

impl MoveValue {
    pub fn is_exact(&self) -> bool {
        self.source == MoveSource::Exact
    }
}

/// A line of best play from the position, its first move's value.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Line {
    /// The moves from the position (forced passes left out).
    #[serde(serialize_with = "move_string")]
    pub moves: Vec<Square>,
    pub value: f64,
    pub source: MoveSource,
}

/// A position analysed.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Analysis {
    /// The position analysed, as a board string.
    pub board: String,
    /// The side to move had to pass: the moves are those of the other
    /// side, valued for it.
    pub passed: bool,
    /// The game is over: its final value for the side to move (no moves).
    pub result: Option<i32>,
    /// Every move analysed with its value, best first (the JSON holds an
    /// object: square -> value, source, depth).
    #[serde(serialize_with = "by_square")]
    pub moves: Vec<MoveValue>,
    /// The best lines, best first.
    pub lines: Vec<Line>,
    /// Whether every value is exact (a finished game's too).
    pub exact: bool,
    /// Plies the search reached: the least depth among the values that are
    /// neither exact nor from the book; `None` when there is none.
    pub depth: Option<u32>,
    /// Positions searched.
    pub nodes: u64,
    /// Seconds taken, as the face measured them.
    pub seconds: f64,
}

impl Analysis {
    /// An analysis of `board` with nothing valued yet.
    pub fn new(board: &Board) -> Analysis {
        Analysis {
            board: board.to_string(),
            passed: false,
            result: None,
            moves: Vec::new(),
            lines: Vec::new(),
            exact: false,
            depth: None,
            nodes: 0,
            seconds: 0.0,
        }
    }

    /// The value of `square`, if it was analysed.
    pub fn value_of(&self, square: Square) -> Option<&MoveValue> {
        self.moves.iter().find(|valued| valued.square == square)
    }

    /// Sets `valued`'s value (replacing what was known of its move).
    pub fn set(&mut self, valued: MoveValue) {
        match self
            .moves
            .iter_mut()
            .find(|known| known.square == valued.square)
        {
            Some(known) => *known = valued,
            None => self.moves.push(valued),
        }
    }

    /// Sorts the moves best first (exact before estimates of the same
    /// value, then by square) and sets `exact` and `depth` from them.
    pub fn settle(&mut self) {
        self.moves.sort_by(|a, b| {
            b.value
                .total_cmp(&a.value)
                .then(b.is_exact().cmp(&a.is_exact()))
                .then(a.square.cmp(&b.square))
        });
        self.lines.sort_by(|a, b| b.value.total_cmp(&a.value));
        self.exact = self.result.is_some()
            || (!self.moves.is_empty() && self.moves.iter().all(MoveValue::is_exact));
        self.depth = self
            .moves
            .iter()
            .filter(|valued| valued.source == MoveSource::Search)
            .map(|valued| valued.depth)
            .min();
    }

    /// The moves of the best value.
    pub fn best(&self) -> Vec<Square> {
        let Some(top) = self.moves.first() else {
            return Vec::new();
        };
        self.moves
            .iter()
            .take_while(|valued| valued.value == top.value)
            .map(|valued| valued.square)
            .collect()
    }
}

/// A list of squares as a move string (`f5d6c3`).
fn move_string<S: Serializer>(moves: &[Square], serializer: S) -> Result<S::Ok, S::Error> {
    let text: String = moves.iter().map(ToString::to_string).collect();
    serializer.serialize_str(&text)
}

/// Moves as an object keyed by square, in their order (best first), each
/// with its value, source and depth.
fn by_square<S: Serializer>(moves: &[MoveValue], serializer: S) -> Result<S::Ok, S::Error> {
    #[derive(Serialize)]
    struct Entry {
        value: f64,
        source: MoveSource,
        depth: u32,
    }
    let mut map = serializer.serialize_map(Some(moves.len()))?;
    for valued in moves {
        let entry = Entry {
            value: valued.value,
            source: valued.source,
            depth: valued.depth,
        };
        map.serialize_entry(&valued.square.to_string(), &entry)?;
    }
    map.end()
}
