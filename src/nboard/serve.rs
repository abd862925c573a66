//! A session on an input and an output (the program's standard ones): a
//! thread reads the lines as they come, so a `ping` or `quit` that arrives
//! while the engine thinks stops the search at once. The input is read by
//! the one bounded reader (`input::Lines`): a line longer than the cap or
//! with bytes that are not UTF-8 is answered with a `status` quoting its
//! start, and the session goes on.

use super::reply::Reply;
use super::session::{Fault, Flow, Session, NAME};
use crate::input::{self, Line, Lines};
use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{mpsc, Arc};
use std::thread;

/// Lines read ahead of the session: the reader waits beyond them, so a
/// flood of commands is held in the pipe, not in memory.
const READ_AHEAD: usize = 256;

/// How a session ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// `quit`, or the end of the input.
    Quit,
    /// A planned crash (`Fault`): the caller ends the process.
    Crash,
}

/// How a served session searches and reads: NBoard's `depth` (`None`:
/// `strong`'s own limits), a planned fault, the longest input line
/// (`input::DEFAULT_LINE` for the CLI) and the threads a search takes.
#[derive(Clone, Copy, Debug)]
pub struct Setup {
    pub depth: Option<u32>,
    pub fault: Option<Fault>,
    pub line_cap: usize,
    pub threads: usize,
}

/// Runs a session of `setup` on `input` and `output` until `quit` or the
/// end of the input, each reply written and flushed as it is ready. A search stops as soon as a
/// `ping` or `quit` is waiting behind it, so the `pong` follows the answers
/// to everything before it without the wait. (The end of the input does
/// not stop one: a script that pipes `go` in gets the whole search.)
pub fn serve(
    input: impl BufRead + Send + 'static,
    mut output: impl Write,
    Setup {
        depth,
        fault,
        line_cap,
        threads,
    }: Setup,
) -> io::Result<Ending> {
    // Lines read that stop a search, not yet answered.
    let waiting = Arc::new(AtomicUsize::new(0));
    let (sender, lines) = mpsc::sync_channel::<io::Result<Line>>(READ_AHEAD);
    let reader_waiting = Arc::clone(&waiting);
    thread::spawn(move || {
        for line in Lines::new(input, line_cap) {
            if line.as_ref().map_or(true, stops_a_search) {
                reader_waiting.fetch_add(1, Ordering::SeqCst);
            }
            if sender.send(line).is_err() {
                return;
            }
        }
    });
    let stop_waiting = Arc::clone(&waiting);
    let mut session = Session::new(
        depth,
        Arc::new(move || stop_waiting.load(Ordering::SeqCst) > 0),
    )
    .with_threads(threads);
    if let Some(fault) = fault {
        session = session.with_fault(fault);
    }
    for line in lines {
        let line = line?;
        let mut failed = None;
        let mut out = |reply: Reply| {
            if failed.is_none() {
                failed = writeln!(output, "{reply}")
                    .and_then(|()| output.flush())
                    .err();
            }
        };
        let flow = match &line {
            Line::TooLong { cap, .. } => {
                out(Reply::Status(format!(
                    "{NAME}: a line longer than {} was skipped: '{line}'",
                    input::size(*cap as u64)
                )));
                Flow::Continue
            }
            Line::Text { text, undecodable } => {
                if *undecodable {
                    out(Reply::Status(format!(
                        "{NAME}: bytes that are not UTF-8 were read as U+FFFD in '{line}'"
                    )));
                }
                session.handle_line(text, &mut out)
            }
        };
        if let Some(error) = failed {
            return Err(error);
        }
        if stops_a_search(&line) {
            waiting.fetch_sub(1, Ordering::SeqCst);
        }
        match flow {
            Flow::Continue => {}
            Flow::Quit => return Ok(Ending::Quit),
            Flow::Crash => return Ok(Ending::Crash),
        }
    }
    Ok(Ending::Quit)
}

/// Whether a line asks the engine to stop thinking: `ping` and `quit`.
fn stops_a_search(line: &Line) -> bool {
    let Line::Text { text, .. } = line else {
        return false;
    };
    let word = text.split_whitespace().next().unwrap_or_default();
    word.eq_ignore_ascii_case("ping") || word.eq_ignore_ascii_case("quit")
}
