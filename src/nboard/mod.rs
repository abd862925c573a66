//! The NBoard protocol (version 2), both ways: boardlab as an engine that
//! a GUI such as NBoard drives over standard input and output
//! (`boardlab engine`), and engines in other processes as players of the
//! arena (`nboard:COMMAND`). Native only. docs/engine.md describes the
//! protocol as boardlab speaks it.
//!
//! The engine side is a command reader (`command`), the replies
//! (`reply`), a session that answers commands without doing any input or
//! output (`session`, tested line by line) and the loop on the real
//! streams (`serve`).

mod client;
mod command;
mod reply;
mod serve;
mod session;

pub use client::{EngineError, EnginePlayer, DEFAULT_ANSWER_BOUND};
pub use command::{Command, CommandError, MAX_NBOARD_DEPTH};
pub use reply::{Depth, Reply};
pub use serve::{serve, Ending, Setup};
pub use session::{
    player_for, BadFault, Fault, FaultKind, Flow, MoveRefused, Session, MAX_EXACT_EMPTIES, NAME,
};
