//! The arguments several subcommands share: a position, a time budget and a
//! proof-game horizon, each read and checked in one place.

use crate::error::CliError;
use boardlab::board::{Board, Size};
use boardlab::game::Game;
use boardlab::notation::read_game;
use boardlab::stoner;
use std::fmt;
use std::str::FromStr;

/// A position: the start of `--size` or `--board`, then MOVES.
#[derive(clap::Args)]
pub struct PositionArgs {
    /// Moves played from the start (or from --board), e.g. f5d6c3.
    #[arg(allow_hyphen_values = true)]
    pub moves: Option<String>,
    /// Start from this board string instead of the start position, e.g.
    /// "-----OX--XO----- X".
    #[arg(long, allow_hyphen_values = true, value_parser = board_string)]
    pub board: Option<String>,
    /// Board size: 4, 6 or 8 (default: the board string's, else 8).
    #[arg(long)]
    pub size: Option<Size>,
}

impl PositionArgs {
    /// The game the arguments name.
    pub fn game(&self) -> Result<Game, CliError> {
        Ok(self.read().whole()?)
    }

    /// The position the arguments name (see `ReadGame::position`).
    pub fn position(&self) -> Result<Board, CliError> {
        Ok(self.read().position()?)
    }

    /// The position, which `command` takes on `size` boards only.
    pub fn position_of(&self, size: Size, command: &'static str) -> Result<Board, CliError> {
        let board = self.position()?;
        if board.size() != size {
            return Err(CliError::BoardSize {
                command,
                needs: size,
                found: board.size(),
            });
        }
        Ok(board)
    }

    fn read(&self) -> boardlab::notation::ReadGame {
        read_game(
            self.size,
            self.board.as_deref(),
            self.moves.as_deref().unwrap_or(""),
        )
    }
}

/// Blank text given as `--board`: it names no board. (The engine's reader
/// takes a blank board as the start, for the page's empty field; on the
/// command line it is more likely an empty shell variable.)
#[derive(Debug, thiserror::Error)]
#[error("the board string is empty: give a board such as \"-----OX--XO----- X\", or leave --board out to start from the start position")]
pub struct EmptyBoard;

/// A `--board` value, refused when blank.
fn board_string(text: &str) -> Result<String, EmptyBoard> {
    if text.trim().is_empty() {
        return Err(EmptyBoard);
    }
    Ok(text.to_string())
}

/// The longest time budget accepted: a day.
const MAX_SECONDS: f64 = 86_400.0;

/// A time budget in seconds: finite, above 0 and at most a day.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Seconds(pub f64);

/// Why a time budget was refused.
#[derive(Debug, thiserror::Error)]
pub enum SecondsError {
    #[error("{0} is not a number of seconds")]
    NotANumber(String),
    #[error("{0} is out of range: a time budget is above 0 and at most {MAX_SECONDS} seconds")]
    OutOfRange(f64),
}

impl FromStr for Seconds {
    type Err = SecondsError;

    fn from_str(text: &str) -> Result<Seconds, SecondsError> {
        let seconds: f64 = text
            .trim()
            .parse()
            .map_err(|_| SecondsError::NotANumber(text.to_string()))?;
        // NaN fails both comparisons, so it is refused with the rest.
        if seconds > 0.0 && seconds <= MAX_SECONDS {
            Ok(Seconds(seconds))
        } else {
            Err(SecondsError::OutOfRange(seconds))
        }
    }
}

impl fmt::Display for Seconds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A time budget: `--seconds T`. Not required, as each subcommand gives
/// its own default: `#[command(mut_arg("seconds", |arg| arg.default_value("…")))]`.
#[derive(clap::Args)]
pub struct Budget {
    /// Time budget in seconds (above 0, at most a day).
    #[arg(long, required = false, allow_hyphen_values = true)]
    pub seconds: Seconds,
}

/// How many plies a stoner's proof game may last.
#[derive(clap::Args)]
pub struct HorizonArgs {
    /// Plies the proof game may last.
    #[arg(
        long,
        default_value_t = stoner::DEFAULT_HORIZON,
        value_parser = clap::value_parser!(u32).range(1..=i64::from(stoner::MAX_HORIZON))
    )]
    pub horizon: u32,
}

/// A band of empty-square counts, `A-B` (or one count `A`).
#[derive(Clone, Copy, Debug, serde::Serialize)]
pub struct Band {
    pub least: u32,
    pub most: u32,
}

impl std::str::FromStr for Band {
    type Err = CliError;
    fn from_str(text: &str) -> Result<Band, CliError> {
        let bad = || CliError::Band(text.to_string());
        let (least, most) = text.split_once('-').unwrap_or((text, text));
        let least: u32 = least.trim().parse().map_err(|_| bad())?;
        let most: u32 = most.trim().parse().map_err(|_| bad())?;
        (least <= most && most <= 60)
            .then_some(Band { least, most })
            .ok_or_else(bad)
    }
}

impl Band {
    pub fn holds(self, empties: u32) -> bool {
        (self.least..=self.most).contains(&empties)
    }
}

#[cfg(test)]
mod tests {
    use super::Seconds;
    use proptest::prelude::*;

    proptest! {
        /// Any text: no panic; what is read is finite, in range and
        /// prints back to itself.
        #[test]
        fn seconds_read_only_finite_budgets(text in prop_oneof![".{0,20}", "[-+0-9.eEnaNinfINF ]{0,12}"]) {
            if let Ok(Seconds(seconds)) = text.parse::<Seconds>() {
                prop_assert!(seconds.is_finite() && seconds > 0.0 && seconds <= 86_400.0, "{}", seconds);
                prop_assert_eq!(Seconds(seconds).to_string().parse::<Seconds>().ok(), Some(Seconds(seconds)));
            }
        }
    }
}

/// Threads a search uses: `--threads N`, by default the machine's cores
/// (at most `boardlab::threads::MAX_DEFAULT_THREADS`).
#[derive(clap::Args)]
pub struct Threads {
    /// Threads to search with (default: the machine's cores, at most 32).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=256))]
    pub threads: Option<u32>,
}

impl Threads {
    pub fn count(&self) -> usize {
        self.threads
            .map_or_else(boardlab::threads::default_threads, |threads| {
                threads as usize
            })
    }
}
