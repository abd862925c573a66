//! What the engine says to the GUI, one line a reply, written as NBoard
//! reads it.

use crate::board::Square;
use std::fmt;

/// One line to the GUI.
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
    /// `set myname NAME`.
    Name(&'static str),
    /// `pong N`.
    Pong(i64),
    /// `status TEXT`: the GUI's status line (empty clears it).
    Status(String),
    /// `=== F5/EVAL/TIME`: the move `go` asked for (`PA` for a pass), its
    /// value for the side to move in discs, and the seconds it took.
    Move {
        play: Option<Square>,
        value: f64,
        seconds: f64,
    },
    /// `search F5 EVAL 0 DEPTH` (thinking output and `hint` answers; `book`
    /// for the opening book's moves): a move (`PA` for a pass), its value
    /// for the side to move in discs, and the depth searched, or `100%`
    /// when the value is exact.
    Search {
        play: Option<Square>,
        value: f64,
        depth: Depth,
    },
    /// `analysis N EVAL`: the value, for its side to move, of the position
    /// after N moves of the game (passes counted).
    Analysis { moves_made: usize, value: f64 },
    /// `nodestats NODES SECONDS`: what the last search took, after it.
    NodeStats { nodes: u64, seconds: f64 },
    /// `learned`.
    Learned,
}

/// How deep a value was searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Depth {
    Plies(u32),
    /// From the opening book, whose searches went this many plies deep
    /// (the line then reads `book`, not `search`).
    Book(u32),
    /// Every line followed to the end of the game.
    Exact,
}

/// A move as NBoard writes it: the square in capitals, or `PA`.
struct Written(Option<Square>);

impl fmt::Display for Written {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(square) => f.write_str(&square.to_string().to_ascii_uppercase()),
            None => f.write_str("PA"),
        }
    }
}

impl fmt::Display for Depth {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Depth::Plies(plies) | Depth::Book(plies) => write!(f, "{plies}"),
            Depth::Exact => f.write_str("100%"),
        }
    }
}

impl fmt::Display for Reply {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reply::Name(name) => write!(f, "set myname {name}"),
            Reply::Pong(ping) => write!(f, "pong {ping}"),
            Reply::Status(text) if text.is_empty() => f.write_str("status"),
            Reply::Status(text) => write!(f, "status {text}"),
            Reply::Move {
                play,
                value,
                seconds,
            } => {
                write!(f, "=== {}/{value:.2}/{seconds:.2}", Written(*play))
            }
            Reply::Search { play, value, depth } => {
                let word = if matches!(depth, Depth::Book(_)) {
                    "book"
                } else {
                    "search"
                };
                write!(f, "{word} {} {value:.2} 0 {depth}", Written(*play))
            }
            Reply::Analysis { moves_made, value } => {
                write!(f, "analysis {moves_made} {value:.2}")
            }
            Reply::NodeStats { nodes, seconds } => write!(f, "nodestats {nodes} {seconds:.3}"),
            Reply::Learned => f.write_str("learned"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replies_are_written_as_nboard_reads_them() {
        let f5 = Some("f5".parse().unwrap());
        let go = Reply::Move {
            play: f5,
            value: 0.0,
            seconds: 0.1,
        };
        assert_eq!(go.to_string(), "=== F5/0.00/0.10");
        let pass = Reply::Move {
            play: None,
            value: -3.0,
            seconds: 0.0,
        };
        assert_eq!(pass.to_string(), "=== PA/-3.00/0.00");
        let hint = Reply::Search {
            play: f5,
            value: 2.5,
            depth: Depth::Plies(8),
        };
        assert_eq!(hint.to_string(), "search F5 2.50 0 8");
        let exact = Reply::Search {
            play: f5,
            value: -4.0,
            depth: Depth::Exact,
        };
        assert_eq!(exact.to_string(), "search F5 -4.00 0 100%");
        assert_eq!(Reply::Pong(3).to_string(), "pong 3");
        assert_eq!(Reply::Status(String::new()).to_string(), "status");
        assert_eq!(Reply::Name("boardlab").to_string(), "set myname boardlab");
        let analysis = Reply::Analysis {
            moves_made: 4,
            value: 1.0,
        };
        assert_eq!(analysis.to_string(), "analysis 4 1.00");
    }
}
