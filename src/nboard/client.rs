//! The other side of the protocol: an engine in a child process that
//! speaks NBoard, as a [`Player`] of the arena. Every wait for the engine
//! is bounded, and so is what it may write: its output is read by the one
//! bounded reader (`input::Lines`, lines of at most `ENGINE_LINE` bytes,
//! decoded lossily, so a Latin-1 `status` is just a status), and at most
//! `MOVE_OUTPUT` bytes a move. An engine that dies, times out, floods its
//! output or answers an illegal move forfeits the game, with that reason,
//! and is started afresh for the next one.

use crate::board::random::Rng;
use crate::board::{Board, Square};
use crate::input::{self, Line, Lines};
use crate::players::{Forfeit, Limits, Player};
use crate::records::{ggf, Record};
use std::io::{BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

/// The longest line an engine may write: its thinking output and status
/// lines are short.
pub const ENGINE_LINE: usize = 64 << 10;

/// The most an engine may write while it is asked for one move (status
/// and thinking lines included).
pub const MOVE_OUTPUT: u64 = 1 << 20;

/// Lines read ahead of the arena: beyond them the reader waits, so a
/// flooding engine fills its pipe, not the arena's memory.
const READ_AHEAD: usize = 256;

/// How long an engine may take to answer without a time per move: longer
/// than any `strong:N` move (`MAX_NODES`, about 40 s).
pub const DEFAULT_ANSWER_BOUND: Duration = Duration::from_secs(60);

/// With a time per move `t`, an engine must answer within `2t` and this.
const ANSWER_GRACE: Duration = Duration::from_secs(1);

/// Why an engine lost the game.
#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    #[error("cannot start the engine '{command}': {source}")]
    Start {
        command: String,
        source: std::io::Error,
    },
    #[error("the engine '{command}' stopped ({status}) while {doing}")]
    Died {
        command: String,
        status: String,
        doing: &'static str,
    },
    #[error("the engine '{command}' gave no answer within {seconds:.1} s while {doing}")]
    TimedOut {
        command: String,
        seconds: f64,
        doing: &'static str,
    },
    #[error("the engine '{command}' answered '{answer}', not a legal move on {board}")]
    Illegal {
        command: String,
        answer: String,
        board: Board,
    },
    #[error("the engine '{command}' wrote more than {} without answering while {doing}", input::size(*.cap))]
    Flooded {
        command: String,
        cap: u64,
        doing: &'static str,
    },
    #[error("the engine '{command}' wrote a line longer than {} while {doing}: '{head}'", input::size(*.cap as u64))]
    LongLine {
        command: String,
        cap: usize,
        head: String,
        doing: &'static str,
    },
    #[error("cannot read the engine '{command}''s output while {doing}: {error}")]
    Unreadable {
        command: String,
        error: String,
        doing: &'static str,
    },
}

/// A line the engine wrote and its bytes (its end included), or why its
/// output could not be read.
type Written = std::io::Result<(Line, u64)>;

/// An engine process and the lines it writes, read by a thread of their own.
struct Running {
    child: Child,
    input: ChildStdin,
    lines: Receiver<Written>,
    pings: i64,
}

/// A player that asks an NBoard engine for every move: `set game` with the
/// position, then `ping` and `go`; the move is the `===` after the `pong`.
pub struct EnginePlayer {
    command: String,
    running: Option<Running>,
}

impl EnginePlayer {
    /// The engine started by `command` (program and arguments split at
    /// spaces), started when it is first asked for a move.
    pub fn new(command: &str) -> EnginePlayer {
        EnginePlayer {
            command: command.to_string(),
            running: None,
        }
    }

    fn start(&self) -> Result<Running, EngineError> {
        let start_error = |source| EngineError::Start {
            command: self.command.clone(),
            source,
        };
        let mut words = self.command.split_whitespace();
        let program = words.next().unwrap_or_default();
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(start_error)?;
        let input = child.stdin.take().expect("a piped input");
        let output = child.stdout.take().expect("a piped output");
        let (sender, lines) = mpsc::sync_channel(READ_AHEAD);
        thread::spawn(move || {
            let mut lines = Lines::new(BufReader::new(output), ENGINE_LINE);
            let mut read = 0;
            while let Some(line) = lines.next_line() {
                let failed = line.is_err();
                let written = line.map(|line| (line, lines.bytes() - read));
                read = lines.bytes();
                if sender.send(written).is_err() || failed {
                    return;
                }
            }
        });
        let mut running = Running {
            child,
            input,
            lines,
            pings: 0,
        };
        running
            .send("nboard 2")
            .map_err(|_| self.died(&mut running, "starting"))?;
        Ok(running)
    }

    /// The move of the engine on `board` (whose side has a legal move),
    /// waiting at most `bound` for each answer.
    fn ask(&mut self, board: &Board, bound: Duration) -> Result<Square, EngineError> {
        if self.running.is_none() {
            self.running = Some(self.start()?);
        }
        let mut running = self.running.take().expect("started");
        let answer = self.converse(&mut running, board, bound);
        if answer.is_ok() {
            self.running = Some(running);
        } else {
            stop(running);
        }
        answer
    }

    fn converse(
        &self,
        running: &mut Running,
        board: &Board,
        bound: Duration,
    ) -> Result<Square, EngineError> {
        running.pings += 1;
        let ping = running.pings;
        let game = ggf::write(&Record::new(*board, Vec::new()));
        let sent = running
            .send(&format!("set game {game}"))
            .and_then(|()| running.send(&format!("ping {ping}")))
            .and_then(|()| running.send("go"));
        if sent.is_err() {
            return Err(self.died(running, "being sent the position"));
        }
        let pong = format!("pong {ping}");
        // One budget of output for the whole move.
        let mut written = 0;
        self.wait_for(running, bound, &mut written, "answering ping", |line| {
            line.trim() == pong
        })?;
        let answer = self.wait_for(
            running,
            bound,
            &mut written,
            "thinking about its move",
            |line| line.trim_start().starts_with("==="),
        )?;
        let text = answer.trim_start().trim_start_matches("===").trim();
        // NBoard writes `F5/eval/time`; some engines separate with spaces.
        let token = text
            .split(|c: char| c == '/' || c.is_whitespace())
            .next()
            .unwrap_or_default();
        token
            .parse::<Square>()
            .ok()
            .filter(|&square| board.is_legal(square))
            .ok_or_else(|| EngineError::Illegal {
                command: self.command.clone(),
                answer: input::quote(text),
                board: *board,
            })
    }

    /// The first line the engine writes that `wanted` accepts, the others
    /// (status, thinking output) skipped, within `bound` and with at most
    /// `MOVE_OUTPUT` bytes `written` (counted on for the move).
    fn wait_for(
        &self,
        running: &mut Running,
        bound: Duration,
        written: &mut u64,
        doing: &'static str,
        wanted: impl Fn(&str) -> bool,
    ) -> Result<String, EngineError> {
        let deadline = Instant::now() + bound;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match running.lines.recv_timeout(left) {
                Ok(Ok((line, bytes))) => {
                    *written += bytes;
                    match line {
                        Line::Text { text, .. } if wanted(&text) => return Ok(text),
                        Line::TooLong { cap, .. } => {
                            return Err(EngineError::LongLine {
                                command: self.command.clone(),
                                cap,
                                head: line.to_string(),
                                doing,
                            })
                        }
                        Line::Text { .. } if *written > MOVE_OUTPUT => {
                            return Err(EngineError::Flooded {
                                command: self.command.clone(),
                                cap: MOVE_OUTPUT,
                                doing,
                            })
                        }
                        Line::Text { .. } => {}
                    }
                }
                Ok(Err(error)) => {
                    return Err(EngineError::Unreadable {
                        command: self.command.clone(),
                        error: error.to_string(),
                        doing,
                    })
                }
                Err(RecvTimeoutError::Timeout) => {
                    return Err(EngineError::TimedOut {
                        command: self.command.clone(),
                        seconds: bound.as_secs_f64(),
                        doing,
                    })
                }
                Err(RecvTimeoutError::Disconnected) => return Err(self.died(running, doing)),
            }
        }
    }

    /// The error of an engine that closed its output: it stopped, or is
    /// stopping (waited for a moment to read its exit status).
    fn died(&self, running: &mut Running, doing: &'static str) -> EngineError {
        let deadline = Instant::now() + Duration::from_millis(500);
        let status = loop {
            match running.child.try_wait() {
                Ok(Some(status)) => break status.to_string(),
                Ok(None) if Instant::now() < deadline => thread::sleep(Duration::from_millis(10)),
                _ => break "its output closed".to_string(),
            }
        };
        EngineError::Died {
            command: self.command.clone(),
            status,
            doing,
        }
    }
}

impl Running {
    fn send(&mut self, line: &str) -> std::io::Result<()> {
        writeln!(self.input, "{line}")?;
        self.input.flush()
    }
}

/// Ends an engine: `quit`, then the process is killed if still there.
fn stop(mut running: Running) {
    let _ = running.send("quit");
    let _ = running.child.kill();
    let _ = running.child.wait();
}

impl Drop for EnginePlayer {
    fn drop(&mut self) {
        if let Some(running) = self.running.take() {
            stop(running);
        }
    }
}

impl Player for EnginePlayer {
    /// The engine's move; an engine that fails reads as having none (the
    /// arena asks through `try_choose`, which says why).
    fn choose(&mut self, board: &Board, rng: &mut Rng, limits: Limits) -> Option<Square> {
        self.try_choose(board, rng, limits).ok().flatten()
    }

    fn try_choose(
        &mut self,
        board: &Board,
        _rng: &mut Rng,
        limits: Limits,
    ) -> Result<Option<Square>, Forfeit> {
        if board.legal_moves().is_empty() {
            return Ok(None);
        }
        let bound = limits
            .time
            .map_or(DEFAULT_ANSWER_BOUND, |time| 2 * time + ANSWER_GRACE);
        self.ask(board, bound)
            .map(Some)
            .map_err(|error| Forfeit(Box::new(error)))
    }
}
