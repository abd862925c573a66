//! One engine session as a state machine: a command line in, reply lines
//! out, with no input or output of its own, so a test drives it line by
//! line. The strong player (learned evaluation, exact solver near the end)
//! does the thinking.

use super::command::{Command, CommandError, MAX_NBOARD_DEPTH};
use super::reply::{Depth, Reply};
use crate::board::random::{seeded, Rng};
use crate::board::{Board, Color, Scoring, Square};
use crate::players::report::{MoveReport, MoveSource};
use crate::players::{decide, Limits, StopSignal, StrongPlayer, ENDGAME_EMPTIES, MAX_STRONG_DEPTH};
use crate::records::{Play, Record};
use std::time::Instant;

/// The name the engine gives the GUI.
pub const NAME: &str = "boardlab";

/// The most empty squares the exact solver takes on, whatever the depth:
/// about a second or two of solving at worst (BENCHMARKS.md, FFO #40-#44).
pub const MAX_EXACT_EMPTIES: u32 = 22;

/// The seed of the engine's choices among equal moves: a session answers
/// the same commands with the same moves.
const SEED: u64 = 1;

/// Whether the session goes on after a command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Quit,
    /// The engine was asked to crash here (`Fault::Crash`, for tests).
    Crash,
}

/// A misbehaviour on purpose, for testing the programs that drive
/// engines: after answering `after` `go` commands properly, the engine
/// answers every later `go` with an occupied square (`Illegal`), ends its
/// process (`Crash`) or never answers (`Hang`, though it still answers
/// `ping`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fault {
    pub kind: FaultKind,
    pub after: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FaultKind {
    Illegal,
    Crash,
    Hang,
}

/// A move the game cannot take.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveRefused {
    #[error("{square} is not a legal move for {side}")]
    Illegal { square: Square, side: Color },
    #[error("{0} may not pass: it has a legal move")]
    Pass(Color),
    #[error("the game is over")]
    GameOver,
}

pub struct Session {
    start: Board,
    /// The moves since `start`, passes written.
    plays: Vec<Play>,
    board: Board,
    player: StrongPlayer,
    /// NBoard's depth (`set depth`), the player's setting.
    depth: Option<u32>,
    stop: StopSignal,
    rng: Rng,
    fault: Option<Fault>,
    goes: u32,
}

/// The strong player for NBoard's `depth` (1 to 60): its midgame search
/// goes `depth` plies (at most `MAX_STRONG_DEPTH`), and its exact solver
/// takes over from `depth` empty squares, but never later than from
/// `ENDGAME_EMPTIES` nor earlier than from `MAX_EXACT_EMPTIES`. Without a
/// depth, `strong`'s own limits. The built-in opening book answers the
/// positions it holds.
pub fn player_for(depth: Option<u32>, stop: StopSignal, threads: usize) -> StrongPlayer {
    let mut player = match depth {
        None => StrongPlayer::default(),
        Some(depth) => StrongPlayer::with_depth(Some(depth.clamp(1, MAX_STRONG_DEPTH)))
            .with_endgame_empties(depth.clamp(ENDGAME_EMPTIES, MAX_EXACT_EMPTIES)),
    }
    .with_stop(stop)
    .with_threads(threads);
    player.set_book(crate::openings::book::GamesBook::built_in());
    player
}

impl Session {
    /// A session on the 8x8 start, searching to NBoard's `depth` until a
    /// `set depth` (None: `strong`'s own limits); its searches stop early
    /// when `stop` says so (a `ping` waits behind them).
    pub fn new(depth: Option<u32>, stop: StopSignal) -> Session {
        let start = Board::start(crate::board::Size::Eight);
        Session {
            start,
            plays: Vec::new(),
            board: start,
            player: player_for(
                depth.map(|depth| depth.min(MAX_NBOARD_DEPTH)),
                stop.clone(),
                1,
            ),
            depth: depth.map(|depth| depth.min(MAX_NBOARD_DEPTH)),
            stop,
            rng: seeded(SEED),
            fault: None,
            goes: 0,
        }
    }

    /// The session with a misbehaviour planned (tests of engine drivers).
    pub fn with_fault(mut self, fault: Fault) -> Session {
        self.fault = Some(fault);
        self
    }

    /// The session searching on `threads` threads.
    pub fn with_threads(mut self, threads: usize) -> Session {
        self.player = player_for(self.depth, self.stop.clone(), threads);
        self
    }

    /// The position commands are about.
    pub fn board(&self) -> Board {
        self.board
    }

    /// Answers one line, handing each reply to `out` as it is ready. A line
    /// that is not a command is answered with a `status` that says why;
    /// blank lines are ignored.
    pub fn handle_line(&mut self, line: &str, out: &mut dyn FnMut(Reply)) -> Flow {
        match line.parse::<Command>() {
            Ok(command) => self.handle(command, out),
            Err(CommandError::Empty) => Flow::Continue,
            Err(error) => {
                out(Reply::Status(format!("{NAME}: {error}")));
                Flow::Continue
            }
        }
    }

    /// Answers one command.
    pub fn handle(&mut self, command: Command, out: &mut dyn FnMut(Reply)) -> Flow {
        match command {
            Command::Nboard(_) => out(Reply::Name(NAME)),
            Command::SetDepth(depth) => {
                self.depth = Some(depth);
                self.player = player_for(Some(depth), self.stop.clone(), self.player.threads());
            }
            Command::SetGame(record) => self.set_game(*record),
            // A draw is worth 0 to every search here: there is no book
            // whose draws a contempt would weigh.
            Command::SetContempt(_) => {}
            Command::Move(play) => {
                if let Err(refused) = self.play(play) {
                    out(Reply::Status(format!("{NAME}: move refused: {refused}")));
                }
            }
            Command::Go => return self.go(out),
            Command::Hint(count) => self.hint(count, out),
            Command::Ping(ping) => out(Reply::Pong(ping)),
            // No book to add the game to: the answer NBoard waits for.
            Command::Learn => out(Reply::Learned),
            Command::Analyze => self.analyze(out),
            Command::Quit => return Flow::Quit,
        }
        Flow::Continue
    }

    fn set_game(&mut self, record: Record) {
        self.start = record.start;
        self.board = record.start;
        self.plays.clear();
        for play in record.moves {
            // The reader checked every move: none is refused here.
            let _ = self.play(play);
        }
    }

    /// Appends a move (a pass the GUI leaves out is made first).
    fn play(&mut self, play: Play) -> Result<(), MoveRefused> {
        if self.board.is_game_over() {
            return Err(MoveRefused::GameOver);
        }
        match play {
            Play::Pass if self.board.must_pass() => {
                self.board = self.board.pass();
                self.plays.push(Play::Pass);
            }
            Play::Pass => return Err(MoveRefused::Pass(self.board.side_to_move())),
            Play::Square(square) => {
                let passes = self.board.must_pass();
                let from = if passes {
                    self.board.pass()
                } else {
                    self.board
                };
                let next = from.play(square).ok_or(MoveRefused::Illegal {
                    square,
                    side: from.side_to_move(),
                })?;
                if passes {
                    self.plays.push(Play::Pass);
                }
                self.plays.push(play);
                self.board = next;
            }
        }
        Ok(())
    }

    /// The strong player's move and value, not played; the line of
    /// thinking output first. A finished game is answered with a status.
    fn go(&mut self, out: &mut dyn FnMut(Reply)) -> Flow {
        if self.board.is_game_over() {
            out(Reply::Status(over(&self.board)));
            return Flow::Continue;
        }
        self.goes += 1;
        if let Some(fault) = self.fault.filter(|fault| self.goes > fault.after) {
            match fault.kind {
                FaultKind::Crash => return Flow::Crash,
                FaultKind::Hang => return Flow::Continue,
                FaultKind::Illegal => {
                    // A centre square is never empty.
                    let occupied = "d4".parse().expect("a square");
                    out(Reply::Move {
                        play: Some(occupied),
                        value: 0.0,
                        seconds: 0.0,
                    });
                    return Flow::Continue;
                }
            }
        }
        out(Reply::Status(format!("{NAME} is thinking")));
        let started = Instant::now();
        let before = self.player.nodes();
        let board = self.board;
        let report = self.decide(&board);
        let value = valued(&report);
        out(Reply::Search {
            play: report.play,
            value,
            depth: depth_of(&report),
        });
        out(self.node_stats(before, started));
        out(Reply::Move {
            play: report.play,
            value,
            seconds: started.elapsed().as_secs_f64(),
        });
        Flow::Continue
    }

    /// What the search since `before` nodes and `started` took.
    fn node_stats(&self, before: u64, started: Instant) -> Reply {
        Reply::NodeStats {
            nodes: self.player.nodes() - before,
            seconds: started.elapsed().as_secs_f64(),
        }
    }

    fn decide(&mut self, board: &Board) -> MoveReport {
        decide(&mut self.player, board, &mut self.rng, Limits::default())
            .expect("a position whose game goes on")
    }

    /// The values of the `count` best moves (a pass when the side to move
    /// has none), then an empty status.
    fn hint(&mut self, count: u32, out: &mut dyn FnMut(Reply)) {
        if self.board.is_game_over() {
            out(Reply::Status(over(&self.board)));
            return;
        }
        out(Reply::Status(format!("{NAME} is thinking")));
        let started = Instant::now();
        let before = self.player.nodes();
        if self.board.must_pass() {
            let board = self.board;
            let report = self.decide(&board);
            out(Reply::Search {
                play: None,
                value: valued(&report),
                depth: depth_of(&report),
            });
        } else {
            let moves = self.player.evaluate_moves(&self.board, Limits::default());
            for evaluation in moves.into_iter().take(count as usize) {
                out(Reply::Search {
                    play: Some(evaluation.square),
                    value: evaluation.value,
                    depth: match evaluation.source {
                        _ if evaluation.exact => Depth::Exact,
                        MoveSource::Book => Depth::Book(evaluation.depth),
                        MoveSource::Exact | MoveSource::Search => Depth::Plies(evaluation.depth),
                    },
                });
            }
        }
        out(self.node_stats(before, started));
        out(Reply::Status(String::new()));
    }

    /// The value of every position of the game for its side to move, from
    /// the last back to the start (the later positions' table entries then
    /// help the earlier ones); stopped when a `ping` waits.
    fn analyze(&mut self, out: &mut dyn FnMut(Reply)) {
        let mut positions = vec![self.start];
        let mut board = self.start;
        for play in &self.plays {
            board = match play {
                Play::Square(square) => board.play_unchecked(*square),
                Play::Pass => board.pass(),
            };
            positions.push(board);
        }
        out(Reply::Status(format!("{NAME} is analysing the game")));
        for (moves_made, board) in positions.iter().enumerate().rev() {
            if (self.stop)() {
                break;
            }
            let value = if board.is_game_over() {
                f64::from(board.final_value_for_mover(Scoring::Wof))
            } else {
                valued(&self.decide(board))
            };
            out(Reply::Analysis { moves_made, value });
        }
        out(Reply::Status(String::new()));
    }
}

/// The value of the strong player's move (it values every move).
fn valued(report: &MoveReport) -> f64 {
    report.value.expect("the strong player values its moves")
}

fn depth_of(report: &MoveReport) -> Depth {
    match report.source {
        MoveSource::Exact => Depth::Exact,
        MoveSource::Book => Depth::Book(report.depth),
        MoveSource::Search => Depth::Plies(report.depth),
    }
}

/// The status for a command that needs a move on a finished game.
fn over(board: &Board) -> String {
    format!(
        "{NAME}: the game is over (black {}, white {}): no move to make",
        board.count(Color::Black),
        board.count(Color::White)
    )
}

/// A text that names no fault.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a fault (illegal:N, crash:N or hang:N, N proper answers first)")]
pub struct BadFault(pub String);

impl std::str::FromStr for Fault {
    type Err = BadFault;

    fn from_str(text: &str) -> Result<Fault, BadFault> {
        let bad = || BadFault(text.to_string());
        let (kind, after) = text.split_once(':').ok_or_else(bad)?;
        let kind = match kind.trim().to_ascii_lowercase().as_str() {
            "illegal" => FaultKind::Illegal,
            "crash" => FaultKind::Crash,
            "hang" => FaultKind::Hang,
            _ => return Err(bad()),
        };
        let after = after.trim().parse().map_err(|_| bad())?;
        Ok(Fault { kind, after })
    }
}
