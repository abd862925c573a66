//! What an analysis reports (the CLI's `analyze --json`, the NBoard
//! engine's hints, the page's analysis panel): every move's value with
//! its source and depth, best first, and the best lines. Field names are
//! fixed by shared/spec/interfaces.md. The page's workers each analyse a
//! share of the root moves; `merge` joins their reports into one.

use crate::board::{Board, Square};
use crate::players::report::MoveSource;
use serde::{Deserialize, Serialize};

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
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Line {
    /// The moves from the position (forced passes left out).
    #[serde(with = "move_string")]
    pub moves: Vec<Square>,
    pub value: f64,
    pub source: MoveSource,
}

/// A position analysed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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
    #[serde(with = "by_square")]
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

/// Joins the analyses of shares of one position's moves (each worker of
/// the page analyses a share): every move's value, and the best `lines`
/// lines among the shares'. A share's values all come from one search
/// depth or are exact, so values of shares at different depths are
/// joined only at the shallowest depth every share has reached: `shares`
/// holds, for each share, its analyses so far (deepest last), and the one
/// taken of each is its deepest at or below that depth (or its last, if
/// exact or from the book). `None` when the shares analysed different
/// positions or a share has none yet.
pub fn merge(shares: &[Vec<Analysis>], lines: usize) -> Option<Analysis> {
    let last = |share: &Vec<Analysis>| share.last().cloned();
    let board = last(shares.first()?)?.board;
    let common = shares
        .iter()
        .map(|share| last(share).map(|analysis| (analysis.board.clone(), analysis.depth)))
        .collect::<Option<Vec<_>>>()?;
    if common.iter().any(|(shown, _)| *shown != board) {
        return None;
    }
    let depth = common.iter().filter_map(|&(_, depth)| depth).min();
    let mut joined = Analysis::new(&board.parse::<Board>().ok()?);
    for share in shares {
        let taken = share
            .iter()
            .rev()
            .find(|analysis| match (analysis.depth, depth) {
                (Some(reached), Some(common)) => reached <= common,
                _ => true,
            })
            .or(share.last())?;
        joined.passed = taken.passed;
        joined.result = taken.result;
        joined.nodes += share.last().map_or(0, |analysis| analysis.nodes);
        joined.seconds = joined.seconds.max(taken.seconds);
        for &valued in &taken.moves {
            joined.set(valued);
        }
        joined.lines.extend(taken.lines.iter().cloned());
    }
    joined.settle();
    joined.lines.truncate(lines);
    Some(joined)
}

/// A list of squares as a move string (`f5d6c3`), and back.
mod move_string {
    use crate::board::Square;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(moves: &[Square], serializer: S) -> Result<S::Ok, S::Error> {
        let text: String = moves.iter().map(ToString::to_string).collect();
        serializer.serialize_str(&text)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Vec<Square>, D::Error> {
        let text = String::deserialize(deserializer)?;
        let bytes = text.as_bytes();
        (0..bytes.len() / 2)
            .map(|index| text[2 * index..2 * index + 2].parse())
            .collect::<Result<_, _>>()
            .map_err(serde::de::Error::custom)
    }
}

/// Moves as an object keyed by square, in their order (best first).
mod by_square {
    use super::MoveValue;
    use crate::board::Square;
    use crate::players::report::MoveSource;
    use serde::de::{MapAccess, Visitor};
    use serde::ser::SerializeMap;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};
    use std::fmt;

    /// A move's entry: its value without its square, the key.
    #[derive(Serialize, Deserialize)]
    struct Entry {
        value: f64,
        source: MoveSource,
        depth: u32,
    }

    pub fn serialize<S: Serializer>(moves: &[MoveValue], serializer: S) -> Result<S::Ok, S::Error> {
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

    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Vec<MoveValue>, D::Error> {
        struct Moves;
        impl<'de> Visitor<'de> for Moves {
            type Value = Vec<MoveValue>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an object of moves keyed by square")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Vec<MoveValue>, A::Error> {
                let mut moves = Vec::new();
                while let Some((square, entry)) = map.next_entry::<String, Entry>()? {
                    moves.push(MoveValue {
                        square: square.parse::<Square>().map_err(serde::de::Error::custom)?,
                        value: entry.value,
                        source: entry.source,
                        depth: entry.depth,
                    });
                }
                Ok(moves)
            }
        }
        deserializer.deserialize_map(Moves)
    }
}
