//! What the GUI says to an engine, one line a command, read into a typed
//! [`Command`]; a line that is not one says which word is at fault.

use crate::board::Square;
use crate::input::quote;
use crate::records::{ggf, Play, Record, RecordError};
use std::str::FromStr;

/// One line from the GUI.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// `nboard VERSION`: the session starts.
    Nboard(u32),
    /// `set depth N`: how deep to search (NBoard's depths 1 to 60).
    SetDepth(u32),
    /// `set game GGF`: the game (its start and moves) every later command
    /// is about.
    SetGame(Box<Record>),
    /// `set contempt N`: what a draw is worth to black, in hundredths of a
    /// disc.
    SetContempt(i32),
    /// `move F5/EVAL/TIME` (or a bare `F5`, as protocol version 1 sent
    /// it): a move appended to the game; the evaluation and time the GUI
    /// may add are not used.
    Move(Play),
    /// `go`: the move the engine would play, not played.
    Go,
    /// `hint N`: the values of the N best moves.
    Hint(u32),
    /// `ping N`: answered `pong N` once everything before it is.
    Ping(i64),
    /// `learn`: add the game to the engine's book.
    Learn,
    /// `analyze`: the value of every position of the game.
    Analyze,
    Quit,
}

/// Why a line is not a command, naming the word at fault.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CommandError {
    #[error("the line is empty")]
    Empty,
    #[error("'{0}' is not a command")]
    Unknown(String),
    #[error("'set {0}' is not a setting (depth, game or contempt)")]
    UnknownSetting(String),
    #[error("{command} needs {what}")]
    Missing {
        command: &'static str,
        what: &'static str,
    },
    #[error("{command}: '{text}' is not {what}")]
    BadNumber {
        command: &'static str,
        text: String,
        what: &'static str,
    },
    #[error("move: '{0}' is not a square nor PA")]
    BadMove(String),
    #[error("set game: {0}")]
    Game(RecordError),
    #[error("set game: the text holds no game")]
    NoGame,
}

/// The deepest depth NBoard offers.
pub const MAX_NBOARD_DEPTH: u32 = 60;

impl FromStr for Command {
    type Err = CommandError;

    fn from_str(line: &str) -> Result<Command, CommandError> {
        let line = line.trim();
        let (word, rest) = split_word(line);
        match word.to_ascii_lowercase().as_str() {
            "" => Err(CommandError::Empty),
            "nboard" => Ok(Command::Nboard(number(
                rest,
                "nboard",
                "a version",
                0..=u32::MAX,
            )?)),
            "set" => setting(rest),
            "move" => Ok(Command::Move(play(rest)?)),
            "go" => Ok(Command::Go),
            "hint" => Ok(Command::Hint(number(
                rest,
                "hint",
                "a count of moves from 1",
                1..=u32::MAX,
            )?)),
            "ping" => Ok(Command::Ping(number(
                rest,
                "ping",
                "a whole number",
                i64::MIN..=i64::MAX,
            )?)),
            "learn" => Ok(Command::Learn),
            "analyze" => Ok(Command::Analyze),
            "quit" => Ok(Command::Quit),
            // Protocol version 1 sent a move as its square alone.
            _ => match play(word) {
                Ok(play) if rest.is_empty() => Ok(Command::Move(play)),
                _ => Err(CommandError::Unknown(quote(word))),
            },
        }
    }
}

/// The first word of `text` and what follows it, trimmed.
fn split_word(text: &str) -> (&str, &str) {
    match text.split_once(char::is_whitespace) {
        Some((word, rest)) => (word, rest.trim()),
        None => (text, ""),
    }
}

fn setting(text: &str) -> Result<Command, CommandError> {
    let (name, value) = split_word(text);
    match name.to_ascii_lowercase().as_str() {
        "depth" => Ok(Command::SetDepth(number(
            value,
            "set depth",
            "a depth from 1 to 60",
            1..=MAX_NBOARD_DEPTH,
        )?)),
        "contempt" => Ok(Command::SetContempt(number(
            value,
            "set contempt",
            "a whole number of hundredths of a disc",
            -6400..=6400,
        )?)),
        "game" => game(value).map(|record| Command::SetGame(Box::new(record))),
        "" => Err(CommandError::Missing {
            command: "set",
            what: "a setting (depth, game or contempt)",
        }),
        _ => Err(CommandError::UnknownSetting(quote(name))),
    }
}

/// The one number `text` holds, within `range`.
fn number<T: FromStr + PartialOrd>(
    text: &str,
    command: &'static str,
    what: &'static str,
    range: std::ops::RangeInclusive<T>,
) -> Result<T, CommandError> {
    if text.is_empty() {
        return Err(CommandError::Missing { command, what });
    }
    text.parse::<T>()
        .ok()
        .filter(|value| range.contains(value))
        .ok_or_else(|| CommandError::BadNumber {
            command,
            text: quote(text),
            what,
        })
}

/// `F5`, `F5/1.5/0.2` or `PA`: the move, whatever follows its `/`.
fn play(text: &str) -> Result<Play, CommandError> {
    let token = text.split('/').next().unwrap_or_default().trim();
    if token.is_empty() {
        return Err(CommandError::Missing {
            command: "move",
            what: "a square or PA",
        });
    }
    if token.eq_ignore_ascii_case("pa") {
        return Ok(Play::Pass);
    }
    token
        .parse::<Square>()
        .map(Play::Square)
        .map_err(|_| CommandError::BadMove(quote(token)))
}

/// The first game of a GGF text (the reader checks every move).
fn game(text: &str) -> Result<Record, CommandError> {
    let opened = ggf::read(text);
    if let Some(error) = opened.errors.into_iter().next() {
        return Err(CommandError::Game(error));
    }
    let mut games = opened.games;
    if games.is_empty() {
        return Err(CommandError::NoGame);
    }
    Ok(games.swap_remove(0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_read_as_nboard_writes_them() {
        let square = |text: &str| Play::Square(text.parse().unwrap());
        assert_eq!("nboard 2".parse(), Ok(Command::Nboard(2)));
        assert_eq!("set depth 12".parse(), Ok(Command::SetDepth(12)));
        assert_eq!("set contempt -100".parse(), Ok(Command::SetContempt(-100)));
        assert_eq!("move F5/1.50/0.2".parse(), Ok(Command::Move(square("f5"))));
        assert_eq!("move d6//".parse(), Ok(Command::Move(square("d6"))));
        assert_eq!("move PA".parse(), Ok(Command::Move(Play::Pass)));
        assert_eq!("C4".parse(), Ok(Command::Move(square("c4"))));
        assert_eq!("  go  ".parse(), Ok(Command::Go));
        assert_eq!("hint 3".parse(), Ok(Command::Hint(3)));
        assert_eq!("ping 17".parse(), Ok(Command::Ping(17)));
        assert_eq!("learn".parse(), Ok(Command::Learn));
        assert_eq!("analyze".parse(), Ok(Command::Analyze));
        assert_eq!("quit".parse(), Ok(Command::Quit));
        let Ok(Command::SetGame(record)) =
            "set game (;GM[Othello]PB[a]PW[b]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F6]B[e6];)"
                .parse::<Command>()
        else {
            panic!("a game");
        };
        assert_eq!(record.move_string(), "f5f6e6");
    }

    #[test]
    fn bad_lines_name_the_word_at_fault() {
        let error = |line: &str| line.parse::<Command>().unwrap_err().to_string();
        assert_eq!(error("xyzzy 3"), "'xyzzy' is not a command");
        assert_eq!(
            error("set colour red"),
            "'set colour' is not a setting (depth, game or contempt)"
        );
        assert_eq!(error("set depth"), "set depth needs a depth from 1 to 60");
        assert_eq!(
            error("set depth 61"),
            "set depth: '61' is not a depth from 1 to 60"
        );
        assert_eq!(
            error("hint many"),
            "hint: 'many' is not a count of moves from 1"
        );
        assert_eq!(error("ping"), "ping needs a whole number");
        assert_eq!(error("move z9"), "move: 'z9' is not a square nor PA");
        assert_eq!(
            error("set game (;GM[Chess];)"),
            "set game: game 1: GM[Chess] is not Othello"
        );
        assert_eq!(error("set game"), "set game: the text holds no game");
        // A huge word is quoted, not echoed.
        let huge = error(&"x".repeat(10 << 20));
        assert!(huge.len() < 100, "{} bytes", huge.len());
        assert!(
            huge.ends_with("… (10485760 characters)' is not a command"),
            "{huge}"
        );
        assert_eq!("".parse::<Command>(), Err(CommandError::Empty));
    }
}
